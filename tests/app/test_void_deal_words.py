"""A deal everyone passed says who deals next (R4.4): the next player (R1.5), or with five players and the dealer
sitting out the same player again (R13), on the deal's score page and in the log, as the match deals it."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest

from tarot_tui.app.score_pages import score_body
from tarot_tui.app.table.narration import describe
from tarot_tui.engine import Bid, DealVoided, Rules
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
