"""The beginner's fast decision path (issue 16, speed) decides exactly as the plain code did (``plain_policy``).

Beginner self-play at 3, 4 and 5 players under random house rules: at every card decision with a choice, the
``Table`` built from the view (memoised inferences per trick, direct fields) equals the one built by scanning
every trick again, and the card chosen equals the plain heuristics' card; the strong level's playouts
(``rollout.table_of`` on the open deal) choose the same card as the plain heuristics too. The whole deal played
through ``BeginnerPlayer`` then matches a replay that asks the plain code at every card.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from plain_policy import plain_choose_card, plain_table_of_view

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.bots.beginner import table_of_view
from tarot_tui.bots.policy import choose_card
from tarot_tui.bots.rollout import table_of
from tarot_tui.engine import Deal, Phase, Play, Rules, view_for

HOUSE_RULES = st.builds(
    Rules,
    must_overtrump_partner=st.booleans(),
    must_undertrump=st.booleans(),
    five_player_lead_restriction=st.booleans(),
    excuse_last_trick=st.sampled_from(["changes-camp", "to-trick-winner"]),
    beginner=st.booleans(),
)


def replay_checking(deal: Deal, rng: random.Random) -> int:
    """Play ``deal`` out with beginners, checking each card decision against the plain code; the decisions."""
    player = BeginnerPlayer()
    checked = 0
    while not deal.phase.is_over:
        seat = deal.to_move
        assert seat is not None
        view = view_for(deal, seat)
        action = player.choose(view, rng)
        if deal.phase is Phase.TRICKS and isinstance(action, Play) and len(view.legal) > 1:
            table = table_of_view(view)
            assert table == plain_table_of_view(view)
            assert action.card == choose_card(table) == plain_choose_card(table)
            assert choose_card(table_of(deal)) == plain_choose_card(table_of(deal))  # the playouts' picture
            checked += 1
        deal.apply(action)
    return checked


@given(st.integers(min_value=3, max_value=5), st.integers(min_value=0, max_value=2**32 - 1), HOUSE_RULES)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_beginner_cards_match_the_plain_heuristics(players: int, seed: int, rules: Rules) -> None:
    deal = Deal.new(players, seed % players, random.Random(seed), rules)
    replay_checking(deal, random.Random(seed + 1))


def test_many_decisions_checked() -> None:
    """A fixed run, so that the count of decisions compared is known: 120 deals, thousands of cards."""
    checked = 0
    for index in range(120):
        players = 3 + index % 3
        deal = Deal.new(players, index % players, random.Random(f"fast:{index}"))
        checked += replay_checking(deal, random.Random(index))
    assert checked > 3000


def test_arena_plays_the_same_deal_as_the_checked_replay() -> None:
    """``arena.play_deal`` (forced cards played without asking, prebuilt actions) gives the same history."""
    for index in range(40):
        players = 3 + index % 3
        first = Deal.new(players, index % players, random.Random(f"same:{index}"))
        second = first.copy()
        play_deal([BeginnerPlayer()] * players, first, random.Random(index))
        replay_checking(second, random.Random(index))
        assert first.history == second.history and first.scores == second.scores
