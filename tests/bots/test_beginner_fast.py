"""The arena's beginner on the deal's masks (``bots.beginner_fast``) against the beginner on its view.

At every decision of seeded deals (3, 4 and 5 players, random house rules, beginners alone or with random players
at some seats, so that chelems are announced, poignées shown and blind contracts taken), the fast action equals
``BeginnerPlayer().choose(view_for(deal, seat), rng)``, and at every card decision with a choice the fast ``Table``
equals the one built from the view and the plain one (every trick scanned again, ``plain_policy``). Being equal to
the view's decision at every step is also what says that the fast path reads nothing the view does not show.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from plain_policy import plain_table_of_view

from tarot_tui.bots import BeginnerPlayer, RandomPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.bots.base import Player
from tarot_tui.bots.beginner import table_of_view
from tarot_tui.bots.beginner_fast import PublicPlay, beginner_action, table_of_deal
from tarot_tui.engine import Action, Deal, Phase, Play, Rules, SeatView, view_for

HOUSE_RULES = st.builds(
    Rules,
    must_overtrump_partner=st.booleans(),
    must_undertrump=st.booleans(),
    five_player_lead_restriction=st.booleans(),
    excuse_last_trick=st.sampled_from(["changes-camp", "to-trick-winner"]),
    bidding_rounds=st.sampled_from(["single", "repeated"]),
    beginner=st.booleans(),
)


def play_comparing(deal: Deal, randoms: frozenset[int], rng: random.Random, public_from: int = 0) -> dict[str, int]:
    """Play ``deal`` out, random players at the seats in ``randoms`` and beginners elsewhere, comparing the fast
    beginner with the one on its view at every beginner decision; the ``PublicPlay`` starts once ``public_from``
    actions are made (the arena may be handed a deal in progress). How many decisions of each kind were compared."""
    beginner, other = BeginnerPlayer(), RandomPlayer()
    public: PublicPlay | None = None
    compared = {"cards": 0, "other": 0}
    while not deal.phase.is_over:
        seat = deal.to_move
        assert seat is not None
        if public is None and len(deal.history) >= public_from:
            public = PublicPlay(deal)
        view = view_for(deal, seat)
        action: Action
        if seat in randoms or public is None:
            action = (other if seat in randoms else beginner).choose(view, rng)
        else:
            action = beginner.choose(view, rng)
            assert beginner_action(deal, seat, public) == action, (seat, deal.phase, deal.history)
            if isinstance(action, Play) and view.legal_mask & (view.legal_mask - 1):
                table = table_of_deal(deal, seat, public)
                assert table == table_of_view(view) == plain_table_of_view(view)
                compared["cards"] += 1
            else:
                compared["other"] += 1
        deal.apply(action)
    return compared


@given(
    st.integers(min_value=3, max_value=5),
    st.integers(min_value=0, max_value=2**32 - 1),
    HOUSE_RULES,
    st.sets(st.integers(min_value=0, max_value=4), max_size=3),
    st.integers(min_value=0, max_value=40),
)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_fast_beginner_decides_as_on_its_view(
    players: int, seed: int, rules: Rules, randoms: set[int], public_from: int
) -> None:
    deal = Deal.new(players, seed % players, random.Random(seed), rules)
    play_comparing(deal, frozenset(s for s in randoms if s < players), random.Random(seed + 1), public_from)


def test_many_fast_decisions_compared() -> None:
    """A fixed run, so that the count of decisions compared is known: 90 deals, thousands of decisions."""
    total = {"cards": 0, "other": 0}
    for index in range(90):
        players = 3 + index % 3
        deal = Deal.new(players, index % players, random.Random(f"fast-beginner:{index}"))
        randoms = frozenset({index % players}) if index % 2 else frozenset()
        for kind, count in play_comparing(deal, randoms, random.Random(index)).items():
            total[kind] += count
    assert total["cards"] > 4000 and total["other"] > 1000


class Stubborn(BeginnerPlayer):
    """A beginner subclass that decides otherwise: the arena must ask it on its view, not take the fast path."""

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        if view.phase is Phase.TRICKS and view.legal_mask & (view.legal_mask - 1):
            return Play(view.legal_mask.bit_length() - 1)  # its highest legal card
        return super().choose(view, rng)


def test_arena_mixed_line_ups_play_as_asking_every_seat() -> None:
    """``play_deal`` with beginners (on the fast path), random players and a beginner subclass gives the same
    history as asking every seat's player on its view at every decision."""
    for index in range(30):
        players = 3 + index % 3
        line_up: list[Player] = [BeginnerPlayer() for _ in range(players)]
        line_up[index % players] = RandomPlayer() if index % 2 else Stubborn()
        first = Deal.new(players, index % players, random.Random(f"mixed:{index}"))
        second = first.copy()
        rotation = index % players
        play_deal(line_up, first, random.Random(index), rotation)
        rng = random.Random(index)
        while not second.phase.is_over:
            seat = second.to_move
            assert seat is not None
            view = view_for(second, seat)
            player = line_up[(seat - rotation) % players]
            if second.phase is Phase.TRICKS and not view.legal_mask & (view.legal_mask - 1) and not view.poignee_sizes:
                second.apply(Play(view.legal_mask.bit_length() - 1))  # the arena plays a forced card unasked
                continue
            second.apply(player.choose(view, rng))
        assert first.history == second.history and first.scores == second.scores
