"""A computer player cannot read or infer a card its seat may not see.

A player is handed nothing but its seat's ``SeatView`` (and an RNG). These tests move the cards the seat
cannot see between the other seats (and the unseen chien), keeping every piece of public information and
the legality of every card already played, and check that the view is identical and that every level
then makes exactly the same choice with the same seed.
"""

from __future__ import annotations

import dataclasses
import inspect
import random

import pytest
from bot_helpers import new_deal, player_of

from tarot_tui.bots import BeginnerPlayer, RandomPlayer, StrongPlayer
from tarot_tui.bots.worlds import layout_for
from tarot_tui.engine import ALL_CARDS, Bid, Deal, IllegalActionError, Phase, Play, SeatView, cards_of, view_for

LEVELS = ("random", "beginner", "strong")


def _choices(view: SeatView, seed: int) -> list[object]:
    return [player_of(level).choose(view, random.Random(seed)) for level in LEVELS]


def _redistribute(pool: list[int], sizes: list[int], rng: random.Random) -> list[int]:
    rng.shuffle(pool)
    out = []
    start = 0
    for size in sizes:
        mask = 0
        for card in pool[start : start + size]:
            mask |= 1 << card
        out.append(mask)
        start += size
    return out


def test_players_get_only_a_seat_view() -> None:
    """``choose`` takes a SeatView, and a SeatView holds no reference to the deal itself."""
    for cls in (RandomPlayer, BeginnerPlayer, StrongPlayer):
        params = list(inspect.signature(cls.choose).parameters)
        assert params == ["self", "view", "rng"]
    deal = new_deal(4, 3)
    view = view_for(deal, deal.to_move)
    for field in dataclasses.fields(view):
        assert not isinstance(getattr(view, field.name), Deal)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_bidding_choices_ignore_the_unseen_hands(players: int) -> None:
    """During the auction the other hands and the chien are unseen: shuffling them changes nothing."""
    tested = 0
    for seed in range(12):
        deal = new_deal(players, 200 + seed)
        if deal.phase is not Phase.BIDDING:
            continue
        for _ in range(seed % players):  # let a few seats speak first
            seat = deal.to_move
            assert seat is not None
            deal.apply(BeginnerPlayer().choose(view_for(deal, seat), random.Random(0)))
            if deal.phase is not Phase.BIDDING:
                break
        if deal.phase is not Phase.BIDDING:
            continue
        seat = deal.to_move
        assert seat is not None
        rng = random.Random(seed)
        others = [s for s in range(players) if s != seat]
        pool = cards_of(ALL_CARDS & ~deal.hands[seat])
        sizes = [deal.hands[s].bit_count() for s in others] + [deal.chien.bit_count()]
        placed = _redistribute(pool, sizes, rng)
        hands = list(deal.hands)
        for s, mask in zip(others, placed, strict=False):
            hands[s] = mask
        assert deal.layout is not None
        twin = Deal(layout_for(hands, placed[-1], players, deal.dealer, deal.rules), players, deal.dealer, deal.rules)
        if twin.phase is not Phase.BIDDING:
            continue  # the shuffle made a petit sec (R3.5): not the same public situation
        for _, contract in deal.bids:
            twin.apply(Bid(contract))
        assert twin.hands != deal.hands
        view = view_for(deal, seat)
        assert view_for(twin, seat) == view
        assert _choices(view_for(twin, seat), seed) == _choices(view, seed)
        tested += 1
    assert tested >= 5


def _trick_position(players: int, seed: int) -> tuple[Deal, list[int], list[int]] | None:
    """A deal rebuilt at the start of trick play with ``Deal.from_hands``, its start hands, and the cards
    played since (by beginners), stopped somewhere in the first tricks."""
    deal = new_deal(players, 300 + seed)
    rng = random.Random(seed)
    while deal.phase not in (Phase.TRICKS, Phase.SCORED, Phase.VOID):
        seat = deal.to_move
        assert seat is not None
        deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
    if deal.phase is not Phase.TRICKS:
        return None
    assert deal.taker is not None and deal.contract is not None
    start = list(deal.hands)
    stop = players + seed % (2 * players)
    plays: list[int] = []
    while len(plays) < stop:
        seat = deal.to_move
        assert seat is not None
        action = BeginnerPlayer().choose(view_for(deal, seat), rng)
        deal.apply(action)
        if isinstance(action, Play):
            plays.append(action.card)
    return deal, start, plays


def _rebuild(deal: Deal, start: list[int], plays: list[int]) -> Deal:
    assert deal.taker is not None and deal.contract is not None
    first = deal.tricks[0][0] if deal.tricks else deal.trick_leader
    twin = Deal.from_hands(
        start,
        dealer=deal.dealer,
        taker=deal.taker,
        contract=deal.contract,
        rules=deal.rules,
        chien=deal.chien,
        ecart=deal.ecart,
        called_card=deal.called_card,
        chelem_announced=deal.chelem_announced,
        poignees=deal.poignees,
        leader=first,
    )
    for card in plays:
        twin.apply(Play(card))  # validated: a permutation that breaks a void shown in play is refused
    return twin


@pytest.mark.parametrize("players", [3, 4, 5])
def test_card_choices_ignore_the_unseen_hands(players: int) -> None:
    """In trick play, the cards still held by the other seats are permuted among them (keeping poignée
    cards with their owner and every card already played legal): the view and every choice stay the same."""
    tested = 0
    for seed in range(16):
        position = _trick_position(players, seed)
        if position is None:
            continue
        deal, start, plays = position
        base = _rebuild(deal, start, plays)
        seat = base.to_move
        assert seat is not None
        shown = 0
        for cards in deal.poignees.values():
            for card in cards:
                shown |= 1 << card
        others = [s for s in range(players) if s != seat]
        pool = [c for s in others for c in cards_of(base.hands[s] & ~shown)]
        sizes = [(base.hands[s] & ~shown).bit_count() for s in others]
        rng = random.Random(seed)
        for _ in range(300):
            placed = _redistribute(list(pool), sizes, rng)
            hands = list(start)
            for s, mask in zip(others, placed, strict=True):
                played = start[s] & ~base.hands[s]
                hands[s] = played | mask | (base.hands[s] & shown)
            if hands == start:
                continue
            try:
                twin = _rebuild(deal, hands, plays)
            except IllegalActionError:
                continue
            view = view_for(base, seat)
            assert view_for(twin, seat) == view
            assert _choices(view_for(twin, seat), seed) == _choices(view, seed)
            tested += 1
            break
    assert tested >= 4
