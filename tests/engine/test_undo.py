"""Deal.push / Deal.pop: taking an action back leaves the deal exactly as it was (python-chess push/pop)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_tui.engine import Deal, Phase, TarotError, record_of, view_for
from tarot_tui.engine.state import Deal as DealClass


def snapshot(deal: Deal) -> dict[str, object]:
    """Every public field of the deal, and every seat's view (what the screen and players see)."""
    fields = {name: repr(getattr(deal, name)) for name in DealClass.__slots__ if name not in ("_undo", "_legal")}
    fields["views"] = repr([view_for(deal, seat) for seat in range(deal.players)])
    return fields


def random_action(deal: Deal, rng: random.Random) -> object:
    if deal.phase is Phase.DISCARD:
        return next(deal.legal_discards())
    return rng.choice(list(deal.legal_actions()))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([3, 4, 5]))
def test_pop_restores_every_state_of_a_whole_deal(seed: int, players: int) -> None:
    rng = random.Random(seed)
    deal = Deal.new(players, seed % players, rng)
    states = [snapshot(deal)]
    while not deal.phase.is_over:
        deal.push(random_action(deal, rng))  # type: ignore[arg-type]
        states.append(snapshot(deal))
    # Take everything back, one action at a time, and meet every earlier state again.
    while deal.history:
        states.pop()
        deal.pop()
        assert snapshot(deal) == states[-1]


def test_pop_without_kept_states_replays_from_the_layout() -> None:
    rng = random.Random(5)
    deal = Deal.new(4, 0, rng)
    for _ in range(30):
        if deal.phase.is_over:
            break
        deal.apply(random_action(deal, rng))  # type: ignore[arg-type]
    before_last = Deal(deal.layout, 4, 0)  # type: ignore[arg-type]
    for seat, action in deal.history[:-1]:
        before_last.apply(action, seat)
    seat, action = deal.pop()
    assert snapshot(deal) == snapshot(before_last)
    assert record_of(deal) == record_of(before_last)
    deal.push(action, seat)  # and on again from there
    assert len(deal.history) == len(before_last.history) + 1


def test_pop_of_an_empty_deal_and_of_a_deal_without_layout() -> None:
    deal = Deal.new(4, 0, random.Random(1))
    with pytest.raises(IndexError):
        deal.pop()
    from tarot_tui.engine import Contract, Play, cards_of

    hands = [deal.hands[s] for s in range(4)]
    open_deal = Deal.from_hands(hands, dealer=0, taker=1, contract=Contract.GARDE)
    open_deal.apply(Play(cards_of(open_deal.legal_plays())[0]))
    with pytest.raises(TarotError):
        open_deal.pop()


def test_a_refused_push_keeps_nothing() -> None:
    from tarot_tui.engine import IllegalActionError, Play

    deal = Deal.new(4, 0, random.Random(2))
    before = snapshot(deal)
    with pytest.raises(IllegalActionError):
        deal.push(Play(0))  # no card may be played while bidding
    assert snapshot(deal) == before
    with pytest.raises(IndexError):
        deal.pop()


def test_copies_do_not_share_kept_states() -> None:
    rng = random.Random(3)
    deal = Deal.new(4, 0, rng)
    deal.push(random_action(deal, rng))  # type: ignore[arg-type]
    other = deal.copy()
    deal.pop()
    assert len(other.history) == 1  # the copy still has the action; its pop replays from the layout
    other.pop()
    assert snapshot(other) == snapshot(deal)
