"""The engine's fast paths (issue 16, speed) against the plain reference code they replaced.

Each fast path must give exactly what the plain one gives: ``cards_of`` and ``half_points_of`` on any mask,
``deal_cards`` on any shuffled layout under every dealing house rule, and ``view_for`` (which fills the frozen
view's fields directly and asks only the queries of the phase) on every seat, spectators included, at every step
of random deals under random house rules, with undo (``pop``) and copies in between, which keep or drop the
memoised ``legal_plays`` and view fields. The plain versions below are the code as it was before the speed work.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from helpers import naive_legal, random_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_random_play import RULES

from tarot_tui.engine import (
    HALF_POINTS,
    PLAYS,
    TRUMPS,
    Bid,
    Card,
    CardSet,
    Contract,
    Deal,
    DealLayout,
    Phase,
    Play,
    Rules,
    SeatView,
    TrickWon,
    cards_of,
    deal_cards,
    half_points_of,
    shuffle,
    trick_situation,
    view_for,
)
from tarot_tui.engine.dealing import packet_plan
from tarot_tui.engine.frozen import direct_init

# -- the plain reference code ---------------------------------------------------------------------------------


def plain_cards_of(mask: CardSet) -> list[Card]:
    return [card for card in range(80) if mask >> card & 1]


def plain_legal_bids(deal: Deal) -> list[Bid]:
    """Pass and every offered contract above the highest bid (R4.2), made afresh."""
    highest = None
    for _, contract in deal.bids:
        if contract is not None:
            highest = contract
    offered = deal.rules.contracts()
    return [Bid(None)] + [Bid(c) for c in Contract if c in offered and (highest is None or c > highest)]


def plain_deal_cards(layout: DealLayout, players: int, dealer: int, rules: Rules) -> tuple[list[CardSet], CardSet]:
    """``deal_cards`` as it was: card by card, packet by packet (R3.3)."""
    packet, packets, step = packet_plan(players, rules)
    hands = [0] * players
    chien = 0
    gaps = set(layout.chien_gaps)
    pos = 0
    deck = layout.deck
    for i in range(packets):
        seat = (dealer + 1 + i) % players
        for card in deck[pos : pos + packet]:
            hands[seat] |= 1 << card
        pos += packet
        if i in gaps:
            for card in deck[pos : pos + step]:
                chien |= 1 << card
            pos += step
    return hands, chien


def plain_view(deal: Deal, seat: int | None) -> dict[str, Any]:
    """Every value ``view_for`` gave before the speed work, by field name (``hand`` and ``legal`` included)."""
    over = deal.phase.is_over
    contract = deal.contract
    shown_chien = contract is not None and contract.chien_shown and deal.phase is not Phase.CALL
    chien: tuple[Card, ...] = ()
    if shown_chien or (over and contract is not None):
        chien = tuple(cards_of(deal.chien))
    ecart: tuple[Card, ...] = ()
    if deal.ecart and (seat == deal.taker or over):
        ecart = tuple(cards_of(deal.ecart))
    partner_known = deal.partner_revealed or over or deal.players < 5
    if not partner_known and seat is not None and deal.called_card is not None:
        holds_called = bool(deal.hands[seat] >> deal.called_card & 1)
        if seat == deal.partner or (seat == deal.taker and holds_called):
            partner_known = True
    hand_mask = deal.hands[seat] if seat is not None else 0
    out: dict[str, Any] = {
        "legal_mask": 0,
        "legal": (),
        "legal_bids": (),
        "callable_cards": (),
        "discard_candidates": (),
        "trumps_to_discard": 0,
        "poignee_sizes": (),
        "poignee_pool": (),
        "situation": None,
    }
    if seat is not None and seat == deal.to_move:
        legal_mask = deal.legal_plays()
        out["legal_mask"] = legal_mask
        out["legal"] = tuple(cards_of(legal_mask))
        out["legal_bids"] = tuple(deal.legal_bids())
        out["callable_cards"] = tuple(deal.callable_cards())
        if deal.phase is Phase.DISCARD:
            out["discard_candidates"] = tuple(cards_of(deal.discard_candidates()))
            out["trumps_to_discard"] = deal.trumps_to_discard()
        out["poignee_sizes"] = tuple(deal.poignee_sizes(seat).values())
        if out["poignee_sizes"]:
            out["poignee_pool"] = tuple(cards_of(deal.poignee_pool(seat)))
        out["situation"] = trick_situation(deal)
    won = [0] * deal.players
    for _, _, winner in deal.tricks:
        won[winner] += 1
    out.update(
        seat=seat,
        players=deal.players,
        dealer=deal.dealer,
        rules=deal.rules,
        phase=deal.phase,
        to_move=deal.to_move,
        hand=tuple(cards_of(hand_mask)),
        hand_sizes=tuple(h.bit_count() for h in deal.hands),
        bids=tuple(deal.bids),
        taker=deal.taker,
        contract=contract,
        called_card=deal.called_card,
        partner=deal.partner if partner_known else None,
        partner_known=partner_known,
        chien=chien,
        ecart=ecart,
        ecart_trumps=tuple(cards_of(deal.ecart & TRUMPS)),
        chelem_announced=deal.chelem_announced,
        poignees=dict(deal.poignees),
        tricks=tuple((leader, cards, winner) for leader, cards, winner in deal.tricks),
        current=(deal.trick_leader, tuple(deal.trick_cards), None),
        tricks_won=tuple(won),
        breakdown=deal.breakdown,
        scores=deal.scores,
        void_reason=deal.void_reason,
        void_seat=deal.void_seat,
        hand_mask=hand_mask,
        moves=len(deal.history),
    )
    return out


def fields_of(view: SeatView) -> dict[str, Any]:
    """A view's values by name, tricks as plain tuples, with ``hand`` and ``legal``."""
    out = {field.name: getattr(view, field.name) for field in dataclasses.fields(view)}
    out["tricks"] = tuple((t.leader, t.cards, t.winner) for t in view.tricks)
    out["current"] = (view.current.leader, view.current.cards, view.current.winner)
    out["hand"] = view.hand
    out["legal"] = view.legal
    return out


def check_views_match(deal: Deal) -> int:
    """Every seat's fast view (and a spectator's) equals the plain one, and is a well-formed SeatView."""
    names = {field.name for field in dataclasses.fields(SeatView)}
    for seat in [*range(deal.players), None]:
        view = view_for(deal, seat)
        assert set(vars(view)) == names  # every field filled in, nothing else
        assert fields_of(view) == plain_view(deal, seat), seat
        assert view == SeatView(**{name: getattr(view, name) for name in names})
    return deal.players + 1


# -- the tests ------------------------------------------------------------------------------------------------


@given(st.integers(min_value=0, max_value=(1 << 80) - 1))
@settings(max_examples=3000, deadline=None)
def test_cards_of_matches_the_plain_scan(mask: int) -> None:
    assert cards_of(mask) == plain_cards_of(mask)


@given(st.lists(st.integers(min_value=0, max_value=77), unique=True))
@settings(max_examples=1500, deadline=None)
def test_masks_of_some_cards(cards: list[int]) -> None:
    """Masks of no card, one card (its own path) and many (the byte tables), their half-points too (R2.4)."""
    mask = sum(1 << card for card in cards)
    assert cards_of(mask) == sorted(cards)
    assert half_points_of(mask) == sum(HALF_POINTS[card] for card in cards)


def test_bad_masks_are_refused() -> None:
    for bad in (-1, -2, -(1 << 40), 1 << 80, 1 << 95, (1 << 80) | 1, (1 << 200) | (1 << 3)):
        for fn in (cards_of, half_points_of):
            try:
                fn(bad)
            except ValueError:
                continue
            raise AssertionError(f"{fn.__name__}({bad}) was accepted")


def test_deal_cards_matches_dealing_card_by_card() -> None:
    """4,000 shuffles per table size and dealing rule (R3.3, R3.4, R13 packets of 3 and a chien in packets)."""
    rng = random.Random(16)
    checked = 0
    for players in (3, 4, 5):
        for rules in (
            Rules(),
            Rules(chien_dealing="packets"),
            Rules(deal_packet_size_3p=3),
            Rules(deal_packet_size_3p=3, chien_dealing="packets"),
        ):
            for i in range(1000):
                layout = shuffle(players, rules, rng)
                dealer = i % players
                assert deal_cards(layout, players, dealer, rules) == plain_deal_cards(layout, players, dealer, rules)
                checked += 1
    assert checked == 12_000


def test_new_deals_equal_validated_ones() -> None:
    """``Deal.new`` skips validating its own shuffle: the deal equals one dealt from the validated layout."""
    rng = random.Random(7)
    for i in range(600):
        players = 3 + i % 3
        deal = Deal.new(players, i % players, rng)
        assert deal.layout is not None
        again = Deal(deal.layout, players, i % players)
        assert (deal.hands, deal.chien, deal.phase) == (again.hands, again.chien, again.phase)
        assert deal.void_seat == again.void_seat


@given(st.integers(min_value=3, max_value=5), st.integers(min_value=0, max_value=2**32 - 1), RULES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_views_and_memoised_legal_plays_match_the_plain_code(players: int, seed: int, rules: Rules) -> None:
    """At every step: each seat's view equals the plain one, and ``legal_plays`` (memoised per position) equals
    the R9.4 reference, also after taking a move back and in a copy."""
    rng = random.Random(seed)
    deal = Deal.new(players, seed % players, rng, rules)
    check_views_match(deal)
    steps = 0
    while not deal.phase.is_over:
        if deal.phase is Phase.TRICKS:
            legal = deal.legal_plays()
            assert set(cards_of(legal)) == naive_legal(deal)
            assert deal.copy().legal_plays() == legal
        if deal.phase is Phase.BIDDING:
            bids = deal.legal_bids()
            assert bids == plain_legal_bids(deal)
            bids.clear()  # the caller's own list: the memo behind it is untouched
            assert deal.legal_bids() == plain_legal_bids(deal)
        action = random_action(deal, rng)
        if rng.random() < 0.15:
            deal.push(action)
            check_views_match(deal)  # views of the next position, memoised
            deal.pop()  # back where it was: the memos must not show the position taken back
            check_views_match(deal)
            if deal.phase is Phase.TRICKS:
                assert set(cards_of(deal.legal_plays())) == naive_legal(deal)
        deal.apply(action)
        steps += 1
        check_views_match(deal)
    assert steps > 0 or deal.phase is Phase.VOID


def test_direct_init_makes_the_same_frozen_values() -> None:
    """``direct_init`` (engine.frozen): the same fields, defaults, equality and hash as the dataclass would make,
    still frozen; classes it cannot serve are refused."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class Plain:
        a: int
        b: tuple[int, ...]
        c: str | None = None
        d: bool = False

    @direct_init
    @dataclasses.dataclass(frozen=True, slots=True)
    class Quick:
        a: int
        b: tuple[int, ...]
        c: str | None = None
        d: bool = False

    for args, kwargs in (((1, (2,)), {}), ((1, (2, 3), "x"), {"d": True}), ((), {"a": 5, "b": (), "d": True})):
        plain, quick = Plain(*args, **kwargs), Quick(*args, **kwargs)  # type: ignore[arg-type]
        assert dataclasses.astuple(plain) == dataclasses.astuple(quick)
        assert quick == Quick(*args, **kwargs) and hash(quick) == hash(Quick(*args, **kwargs))  # type: ignore[arg-type]
        assert repr(quick) == repr(plain).replace("Plain", "Quick")
        with pytest.raises(dataclasses.FrozenInstanceError):
            quick.a = 9  # type: ignore[misc]
    with pytest.raises(TypeError):
        Quick()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Quick(1, (), c="x", e=1)  # type: ignore[call-arg]
    assert Play(5) == PLAYS[5] and TrickWon(0, 1, (2, 3), 1).excuse_owed is False

    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Factory:
        a: list[int] = dataclasses.field(default_factory=list)

    for bad in (NoSlots, Factory):
        with pytest.raises(TypeError):
            direct_init(bad)
