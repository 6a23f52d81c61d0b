"""The beginner's fast decision path (issue 16, speed) against the plain definitions it replaced.

Beginner self-play at 3, 4 and 5 players under random house rules, and at every card decision with a choice:

* the ``Table`` built from the view (inferences memoised per trick, camps memoised, only the facts a card decision
  reads: ``decision_facts``) equals the one built by scanning every trick again (``plain_policy``) and the one
  built from ``infer``;
* the masks and picks the heuristics now make in one pass equal their plain definitions: ``cheapest_card`` is
  the least (points, suit length, card), ``winning_cards`` is every option ``beats``
  says takes the lead, ``foes_after`` every later seat not known to be a friend, ``ruffed_suits`` every suit a
  known foe showed a void in while not known to be out of trumps; on the seat's own picture and on the open
  deal's picture of the strong level's playouts (``rollout.table_of``).

These hold whatever the heuristics decide with them, so a change of the heuristics needs no change here; that
the beginner decides the same as before the speed work was checked on 5,400 seeded deals (docs/bots.md, Speed).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from plain_policy import plain_ecart_voiding, plain_table_of_view

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.bots.beginner import table_of_view
from tarot_tui.bots.knowledge import decision_facts, infer
from tarot_tui.bots.policy import (
    Table,
    beats,
    cheapest_card,
    ecart_voiding,
    foes_after,
    ruffed_suits,
    winning_cards,
)
from tarot_tui.bots.rollout import table_of
from tarot_tui.bots.tables import EXCUSE_BIT, POINTS, low_bit
from tarot_tui.engine import (
    KINGS,
    PETIT,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_SUIT,
    TRUMPS,
    Deal,
    Phase,
    Play,
    Rules,
    cards_of,
    view_for,
)

HOUSE_RULES = st.builds(
    Rules,
    must_overtrump_partner=st.booleans(),
    must_undertrump=st.booleans(),
    five_player_lead_restriction=st.booleans(),
    excuse_last_trick=st.sampled_from(["changes-camp", "to-trick-winner"]),
    beginner=st.booleans(),
)


def plain_cheapest(t: Table, mask: int) -> int:
    """``cheapest_card`` as it was: the least points, then the shortest suit, then the lowest card."""
    plain = mask & ~TRUMPS & ~EXCUSE_BIT
    if plain:
        not_kings = plain & ~KINGS or plain
        low = min(POINTS[c] for c in cards_of(not_kings))
        lows = [c for c in cards_of(not_kings) if POINTS[c] == low]
        return min(lows, key=lambda c: ((t.hand & SUIT_MASKS[SUIT_OF[c]]).bit_count(), c))
    trumps = mask & TRUMPS
    if trumps:
        return low_bit(trumps & ~(1 << PETIT) or trumps)
    return low_bit(mask)


def check_masks(t: Table) -> None:
    """The heuristics' masks equal their plain definitions on ``t``."""
    n = t.players
    later = [(t.seat + i) % n for i in range(1, n - len(t.trick))]
    assert foes_after(t) == [s for s in later if not t.friends >> s & 1]
    plain_ruffed = 0
    for suit in range(4):
        if any(t.foes >> s & 1 and t.voids[s] >> suit & 1 and not t.voids[s] >> TRUMP_SUIT & 1 for s in range(n)):
            plain_ruffed |= 1 << suit
    assert ruffed_suits(t) == plain_ruffed
    options = t.legal & ~EXCUSE_BIT or t.legal
    assert cheapest_card(t, options) == plain_cheapest(t, options)
    if t.best >= 0:
        plain_winners = sum(1 << c for c in cards_of(options) if beats(c, t))
        assert winning_cards(t, options) == plain_winners


def replay_checking(deal: Deal, rng: random.Random) -> int:
    """Play ``deal`` out with beginners, checking each card decision with a choice; how many were checked."""
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
            know = infer(view)
            assert decision_facts(view) == (know.gone, know.voids, know.attack, know.friends, know.foes)
            assert table_of_view(view, know) == table
            check_masks(table)
            check_masks(table_of(deal))
            checked += 1
        deal.apply(action)
    return checked


@given(st.integers(min_value=3, max_value=5), st.integers(min_value=0, max_value=2**32 - 1), HOUSE_RULES)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_fast_tables_and_masks_match_the_plain_ones(players: int, seed: int, rules: Rules) -> None:
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


def test_arena_plays_the_same_deal_as_asking_at_every_card() -> None:
    """``arena.play_deal`` (forced cards played without asking, prebuilt actions) gives the same history as asking
    the beginner for every card."""
    for index in range(40):
        players = 3 + index % 3
        first = Deal.new(players, index % players, random.Random(f"same:{index}"))
        second = first.copy()
        play_deal([BeginnerPlayer()] * players, first, random.Random(index))
        replay_checking(second, random.Random(index))
        assert first.history == second.history and first.scores == second.scores


SUITS_FIRST = [(), *((suit,) for suit in range(4)), *((a, b) for a in range(4) for b in range(a + 1, 4)), (2, 2)]
"""Every ``suits_first`` that ``ecart_variants`` tries (none, one suit, two), and a suit named twice."""


@given(
    st.sets(st.integers(min_value=0, max_value=77), min_size=15, max_size=30),
    st.integers(min_value=1, max_value=8),
    st.sampled_from(SUITS_FIRST),
    st.booleans(),
)
@settings(max_examples=400, deadline=None)
def test_ecart_on_masks_is_the_card_by_card_one(
    hand_cards: set[int], size: int, first: tuple[int, ...], bank: bool
) -> None:
    """``ecart_voiding`` on masks makes the écart the card-by-card code made (R6.2: plain cards other than kings),
    for any hand, size, suits to empty first and banking of court cards."""
    hand = sum(1 << card for card in hand_cards)
    plain = hand & ~TRUMPS & ~EXCUSE_BIT & ~KINGS
    assume(plain.bit_count() >= size)  # otherwise the écart takes trumps, and is not made by these
    assert ecart_voiding(hand, plain, size, first, bank) == plain_ecart_voiding(hand, plain, size, first, bank)
