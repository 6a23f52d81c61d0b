"""The trick review's lines: the points a trick gives its winners and where the Excuse goes, with its rule (R9.7)."""

from __future__ import annotations

from tarot_tui.app.screens.review import trick_text
from tarot_tui.engine import Contract, Deal, Play, cardset, parse_cards, view_for
from tarot_tui.i18n import set_language
from tarot_tui.play import review_tricks


def test_an_excuse_that_goes_back_is_named_with_its_low_card_in_both_languages() -> None:
    masks = [cardset(parse_cards(hand)) for hand in ["KH 2S", "EXC 3S", "2H 4S", "3H KS"]]
    deal = Deal.from_hands(masks, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards("KH EXC 2H 3H 2S 3S 4S KS"):
        deal.apply(Play(card))
    first = review_tricks(view_for(deal, None))[0]
    names = ["Anna", "Bram", "Cor", "Daan"]
    set_language("en")
    english = trick_text(first, names).plain
    assert "5.5 points" in english
    assert "the Excuse goes back to Bram's camp" in english and "gives Anna a low card" in english
    assert "R9.7" in english
    set_language("nl")
    dutch = trick_text(first, names).plain
    assert "5,5 punten" in dutch and "terug naar het kamp van Bram" in dutch and "R9.7" in dutch
