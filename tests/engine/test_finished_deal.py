"""A finished deal as a real table shows it (``FinishedDeal``): what the deal review may read. Once a deal is
scored every card was played in public and the chien and the écart are shown for the count (R11.1); each seat's
decisions are handed out with that seat's own view just before them (R15: replayed from the pack order), and
nothing else."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import random_action, random_deal

from tarot_tui.engine import Camp, Deal, FinishedDeal, Phase, SeatMoment, SeatView, view_for


def _finished(players: int, number: int, rng: random.Random) -> Deal:
    deal = random_deal(players, 500 * players + number)
    while not deal.phase.is_over:
        deal.apply(random_action(deal, rng))
    return deal


def _holds_a_deal(value: object, seen: set[int]) -> bool:
    """Whether ``value`` reaches a ``Deal`` through its fields, tuples, lists or dicts."""
    if id(value) in seen:
        return False
    seen.add(id(value))
    if isinstance(value, Deal):
        return True
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_holds_a_deal(getattr(value, f.name), seen) for f in dataclasses.fields(value))
    if isinstance(value, tuple | list | set | frozenset):
        return any(_holds_a_deal(item, seen) for item in value)
    if isinstance(value, dict):
        return any(_holds_a_deal(item, seen) for pair in value.items() for item in pair)
    return False


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_seats_decisions_come_with_its_own_view_just_before_them(players: int) -> None:
    rng = random.Random(players)
    scored = 0
    for number in range(10):
        deal = _finished(players, number, rng)
        finished = FinishedDeal.of(deal)
        assert finished.public == view_for(deal, None) and finished.replayable
        assert not _holds_a_deal(finished, set())  # nothing in it can show a hand its seat did not hold
        if deal.phase is Phase.VOID:
            assert all(moments == () for moments in finished.moments)
            continue
        scored += 1
        position = Deal(deal.layout, deal.players, deal.dealer, deal.rules)  # type: ignore[arg-type]
        expected: list[list[SeatMoment]] = [[] for _ in range(players)]
        for step, (seat, action) in enumerate(deal.history):
            expected[seat].append(SeatMoment(step, view_for(position, seat), action))
            position.apply(action, seat=seat)
        for seat in range(players):
            assert list(finished.of_seat(seat)) == expected[seat]
            for moment in finished.of_seat(seat):
                assert moment.view.seat == seat
                assert finished.view_before(seat, moment.step) is moment.view
        assert finished.of_seat(players) == () and finished.view_before(0, len(deal.history)) is None
    assert scored


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_deal_in_play_is_not_handed_out(players: int) -> None:
    """Before the deal is over its hands are private: no FinishedDeal of it."""
    deal = random_deal(players, 7)
    deal.apply(random_action(deal, random.Random(1)))
    with pytest.raises(ValueError, match="not over"):
        FinishedDeal.of(deal)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_public_view_of_a_finished_deal_knows_each_seats_camp(players: int) -> None:
    """R5.3: the attack is the taker and his partner; once the deal is over the camps are public. Before the
    5-player partner shows, a spectator knows no camp."""
    rng = random.Random(players + 20)
    for number in range(8):
        deal = random_deal(players, 900 * players + number)
        while not deal.phase.is_over:
            deal.apply(random_action(deal, rng))
            view: SeatView = view_for(deal, None)
            if players == 5 and deal.taker is not None and not deal.partner_revealed and not deal.phase.is_over:
                assert view.camp_of(0) is None
        public = view_for(deal, None)
        for seat in range(players):
            if deal.taker is None:
                assert public.camp_of(seat) is None
            else:
                assert public.camp_of(seat) is deal.camp_of(seat)
                assert public.camp_of(seat) is (Camp.ATTACK if seat in (deal.taker, deal.partner) else Camp.DEFENCE)
