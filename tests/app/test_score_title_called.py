"""The five-player score title names the called card inside the catalogue's own sentence ("roept {card}", "calls
{card}"), the card drawn in its colour. The card is put into the catalogue's template as styled text, wherever
the translation puts it: a translation with the card first, or without it, draws a title, never a traceback (the
title used to split the sentence around a NUL byte and unpack two halves)."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening

from tarot_tui.app.score_pages import score_title
from tarot_tui.app.widgets.card import card_text
from tarot_tui.i18n import card_short, set_language, t
from tarot_tui.i18n.catalogue import CATALOGUES

NAMES5 = ["Annemarie", "Bram", "Cees", "Dirk", "Eva"]


@pytest.fixture
def five_scored() -> object:
    app = make_app(8)
    evening = new_evening(app, NAMES5, ["human"] * 5)
    deal = fast_forward(evening, lambda d: False, random.Random(0))
    assert deal.called_card is not None
    return evening


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_called_card_sits_in_the_catalogues_sentence_in_its_colour(five_scored: object, lang: str) -> None:
    set_language(lang)
    try:
        evening = five_scored
        title = score_title(evening)  # type: ignore[arg-type]
        card = evening.deal.called_card  # type: ignore[attr-defined]
        words = t("ui.called", card=card_short(card))
        assert f"({words})" in title.plain
        drawn = card_text(card)
        start = title.plain.index(f"({words})") + 1 + t("ui.called").index("{card}")
        assert title.plain[start : start + len(drawn.plain)] == drawn.plain
        end = start + len(drawn)
        assert drawn.style and any(s.start == start and s.end == end and s.style == drawn.style for s in title.spans)
    finally:
        set_language("nl")


@pytest.mark.parametrize("template", ["{card} geroepen", "de geroepen kaart", "{card} of {card}"])
def test_a_translation_may_put_the_card_anywhere_or_leave_it_out(
    five_scored: object, template: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(CATALOGUES["nl"], "ui.called", template)
    set_language("nl")
    evening = five_scored
    card = evening.deal.called_card  # type: ignore[attr-defined]
    title = score_title(evening)  # type: ignore[arg-type]
    assert f"({template.format(card=card_text(card).plain)})" in title.plain
