"""What the score page and the log say beyond the score: a deal everyone passed says who deals next (R4.4): the next
player (R1.5), or with five players and the dealer sitting out the same player again (R13); and where the Excuse
played to the last trick went (R9.9)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest

from tarot_tui.app.score_pages import score_body
from tarot_tui.app.table.narration import describe
from tarot_tui.engine import EXCUSE, Bid, Camp, Contract, DealVoided, Phase, Play, Rules, cards_of
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t
from tarot_tui.play import TableFlow


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize(
    ("mode", "key"), [("called-king", "void.all_passed"), ("dealer-sits-out", "void.all_passed_again")]
)
def test_everyone_passed_names_the_next_dealer_by_the_mode(mode: str, key: str, lang: str) -> None:
    set_language(lang)
    evening = Evening.new(
        ["Anna", "Bram", "Cees", "Dirk", "Eva"],
        ["human"] * 5,  # type: ignore[list-item]
        rules=Rules(five_player_mode=mode),  # type: ignore[arg-type]
        first_dealer=0,
        deals_planned=2,
        directory=Path(tempfile.mkdtemp()),
        autosave=False,
        rng=random.Random(3),
    )
    flow = TableFlow(evening)
    played = evening.start_deal()
    while not played.deal.phase.is_over:
        evening.apply(Bid(None))
    assert score_body(evening).plain == t(key)
    (voided,) = [n for n in flow.deal_news() if isinstance(n, DealVoided)]
    line = describe(voided, lambda seat: evening.names[seat])
    assert line is not None and line.plain == t(key)
    assert (evening.match.next_dealer == played.dealer) == (mode == "dealer-sits-out")


def _keep_the_excuse(evening: Evening, rng: random.Random) -> None:
    """Play the current deal to its end (a Prise by the first bidder), nobody playing the Excuse before the last
    trick."""
    played = evening.start_deal()
    deal = played.deal
    while not deal.phase.is_over:
        if deal.phase is Phase.BIDDING:
            evening.apply(Bid(Contract.PRISE if not deal.bids else None))
        elif deal.phase is Phase.DISCARD:
            evening.apply(next(deal.legal_discards()))
        elif deal.phase is Phase.TRICKS:
            legal = cards_of(deal.legal_plays())
            evening.apply(Play(rng.choice([card for card in legal if card != EXCUSE] or legal)))
        else:
            evening.apply(rng.choice(list(deal.legal_actions())))  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_score_page_says_where_the_excuse_of_the_last_trick_went(lang: str) -> None:
    """R9.9: the Excuse kept to the last trick goes to the other camp, a bout with it; the score page said nothing
    of it, and a taker read "0 bouts" for a hand that held the Excuse. It names whose Excuse went where."""
    set_language(lang)
    evening = Evening.new(
        ["Anna", "Bram", "Cees", "Dirk"],
        ["human"] * 4,  # type: ignore[list-item]
        rules=Rules(),
        first_dealer=0,
        deals_planned=1,
        directory=Path(tempfile.mkdtemp()),
        autosave=False,
        rng=random.Random(5),
    )
    _keep_the_excuse(evening, random.Random(5))
    played = evening.match.deals[-1]
    deal = played.deal
    last = deal.tricks[-1]
    assert EXCUSE in last[1]
    owner = (last[0] + last[1].index(EXCUSE)) % 4
    owner_camp = Camp.ATTACK if owner == deal.taker else Camp.DEFENCE
    went = t(
        "score.excuse_last",
        player=evening.names[played.seats[owner]],
        camp=t(f"camp.{owner_camp.other.name.lower()}"),
    )
    assert went in score_body(evening).plain
