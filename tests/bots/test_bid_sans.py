"""The strong level's Garde sans instead of its Garde (``bid_sans``, issue 28): off by default, it bids a Garde sans
(R4.1, R6.3) when the rule chose a Garde and the Garde sans's own chance reaches the option's threshold."""

from __future__ import annotations

import random

from tarot_tui.bots import StrongPlayer
from tarot_tui.bots.strong import sans_instead
from tarot_tui.engine import Bid, Contract, Deal, Phase, SeatView, view_for


def _first_view(seed: int, number: int) -> SeatView:
    """The first seat's view of deal ``number`` of ``random.Random(seed)`` at 4 players."""
    rng = random.Random(seed)
    deals = [Deal.new(4, n % 4, rng) for n in range(number + 1)]
    assert deals[number].phase is Phase.BIDDING
    return view_for(deals[number], deals[number].to_move)


def test_sans_instead_replaces_only_a_garde_whose_garde_sans_is_sure_enough() -> None:
    chances = {Contract.PRISE: 0.8, Contract.GARDE: 0.7, Contract.GARDE_SANS: 0.55, Contract.GARDE_CONTRE: 0.2}
    assert sans_instead(chances, Contract.GARDE, 0.55) is Contract.GARDE_SANS
    assert sans_instead(chances, Contract.GARDE, 0.56) is Contract.GARDE
    assert sans_instead(chances, Contract.PRISE, 0.1) is Contract.PRISE  # only the rule's Garde
    assert sans_instead(chances, Contract.GARDE_CONTRE, 0.1) is Contract.GARDE_CONTRE
    assert sans_instead({Contract.GARDE: 0.9}, Contract.GARDE, 0.1) is Contract.GARDE  # Garde sans not offered


def test_the_player_bids_garde_sans_from_the_threshold_and_is_unchanged_without_it() -> None:
    """A hand the level bids a Garde on (strength 0.1): with ``bid_sans`` at the Garde sans's chance it bids a Garde
    sans, just above it a Garde, as without the option."""
    view = _first_view(5, 1)
    chances = StrongPlayer(0.1, time_limit=None).bid_chances(view, random.Random(1))
    sans = chances[Contract.GARDE_SANS]
    assert 0 < sans < 0.7
    assert StrongPlayer(0.1, time_limit=None).choose(view, random.Random(1)) == Bid(Contract.GARDE)
    with_it = StrongPlayer(0.1, time_limit=None, bid_sans=sans).choose(view, random.Random(1))
    assert with_it == Bid(Contract.GARDE_SANS)
    above = StrongPlayer(0.1, time_limit=None, bid_sans=sans + 0.01).choose(view, random.Random(1))
    assert above == Bid(Contract.GARDE)
