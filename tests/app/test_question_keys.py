"""The questions over the table answer to keys of the player's language: the chelem's yes is "j" in Dutch and "y"
in English (R8.2), as in every other yes-or-no question of the game (``ui.yes_key``)."""

from __future__ import annotations

import pytest

from tarot_tui.app.table.questions import question_for
from tarot_tui.engine import AnnounceChelem
from tarot_tui.i18n import set_language, t
from tarot_tui.play import AskChelem


@pytest.mark.parametrize(("language", "yes", "no"), [("nl", "j", "n"), ("en", "y", "n")])
def test_the_chelem_question_answers_to_the_languages_yes_and_no(language: str, yes: str, no: str) -> None:
    set_language(language)
    try:
        prompt = AskChelem(serial=0, seat=0, view=None, may_announce=True)  # type: ignore[arg-type]  # (the view is not read)
        _, _, choices = question_for(prompt, str, ["Anna", "Bram", "Cees", "Dirk"])
        keys = {choice.key: choice.value for choice in choices}
        assert keys == {no: AnnounceChelem(False), yes: AnnounceChelem(True)}
        assert {t("ui.yes_key"), t("ui.no_key")} == {yes, no}
    finally:
        set_language("nl")
