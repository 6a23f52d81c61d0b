"""``rollout.public_card``: the beginner's card from the open deal with only the voids the table has seen.

The defence audit of ``benchmarks/strong.py`` values the strong level's card against the beginner's on the real deal
by playing it out with ``public_card`` for every seat, so that the playout is the game the beginners would really
play (the strong level's own playouts read every void off the sampled hands, ``rollout_card``). This holds only if
``public_card`` is the beginner's card (``BeginnerPlayer`` on the seat's view) and ``public_voids`` what the view
infers (R9.4), checked here at every card decision with a choice of beginner deals under random house rules.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.bots.knowledge import infer
from tarot_tui.bots.rollout import public_card, public_voids
from tarot_tui.engine import Deal, Phase, Play, Rules, view_for

HOUSE_RULES = st.builds(
    Rules,
    must_overtrump_partner=st.booleans(),
    must_undertrump=st.booleans(),
    five_player_lead_restriction=st.booleans(),
    excuse_last_trick=st.sampled_from(["changes-camp", "to-trick-winner"]),
)


def replay(deal: Deal, rng: random.Random) -> int:
    """Play ``deal`` out with beginners, comparing ``public_card`` at each card decision with a choice."""
    player = BeginnerPlayer()
    checked = 0
    while not deal.phase.is_over:
        seat = deal.to_move
        assert seat is not None
        view = view_for(deal, seat)
        action = player.choose(view, rng)
        if deal.phase is Phase.TRICKS:
            assert public_voids(deal) == list(infer(view).voids)
            if isinstance(action, Play) and len(view.legal) > 1:
                assert public_card(deal) == action.card
                checked += 1
        deal.apply(action)
    return checked


@given(st.integers(min_value=3, max_value=5), st.integers(min_value=0, max_value=2**32 - 1), HOUSE_RULES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_public_card_is_the_beginners_card(players: int, seed: int, rules: Rules) -> None:
    deal = Deal.new(players, seed % players, random.Random(seed), rules)
    replay(deal, random.Random(seed + 1))


def test_many_decisions_compared() -> None:
    """A fixed run with a known count: 45 deals at 3, 4 and 5 players, hundreds of card decisions."""
    checked = 0
    for index in range(45):
        players = 3 + index % 3
        checked += replay(Deal.new(players, index % players, random.Random(f"public:{index}")), random.Random(index))
    assert checked > 1000
