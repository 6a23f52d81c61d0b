"""The list of saved evenings to resume says whose hands are on their phones (issue 29: a mixed table is
resumed from the game too), in Dutch and English; an evening without phones says nothing of them."""

from __future__ import annotations

import random

import pytest
from harness import make_app, screen_text, settle
from textual.widgets import OptionList

from tarot_tui.app.screens.evenings import EveningsScreen
from tarot_tui.app.widgets.evening_lines import evening_summary
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t
from tarot_tui.persistence import list_evenings


def saved(names: list[str], phones: list[int], seed: int) -> Evening:
    evening = Evening.new(
        names, ["human"] * len(names), rules=Rules(), first_dealer=0, phones=phones, rng=random.Random(seed)
    )
    evening.flush()
    evening.close()
    return evening


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_resume_list_says_whose_hands_are_on_phones(lang: str) -> None:
    set_language(lang)
    mixed = saved(["Anna", "Bram", "Cees", "Dirk"], [0, 2], 1)
    plain = saved(["Eva", "Fien", "Gijs"], [], 2)
    infos = {info.evening_id: info for info in list_evenings()[0]}
    assert infos[mixed.save.evening_id].phones == [0, 2] and infos[plain.save.evening_id].phones == []
    line = t("evenings.on_phones", names="Anna, Cees")
    assert line in evening_summary(infos[mixed.save.evening_id])
    assert t("evenings.on_phones", names="") not in evening_summary(infos[plain.save.evening_id])
    app = make_app(1, lang=lang)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        picker = app.screen
        assert isinstance(picker, EveningsScreen)
        options = picker.query_one(OptionList)
        shown = {
            info.evening_id: str(options.get_option(str(index)).prompt) for index, info in enumerate(picker.evenings)
        }
        assert line in shown[mixed.save.evening_id]
        assert t("evenings.on_phones", names="").split(":")[0] not in shown[plain.save.evening_id]
        assert line in screen_text(app)
    set_language("nl")
