"""Exact counts, perft style: bidding sequences (R4.2), valid écarts (R6.2) against the binomial formula, and
the node counts of the play tree from fixed small end positions kept in ``data/perft.json``.

The play-tree counts are checked twice: with the engine's ``legal_plays`` and with the independent statement of
R9.4 in ``helpers.naive_legal``. On a mismatch the test prints a per-card divide (python-chess ``perft.py``).
Regenerate the data file after a deliberate rules change with ``python tests/engine/test_perft.py``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from itertools import combinations
from math import comb
from pathlib import Path
from typing import Any

import pytest
from helpers import cs, layout_for, naive_legal, random_deal

from tarot_tui.engine import (
    PASS,
    Bid,
    Contract,
    Deal,
    Discard,
    Phase,
    Rules,
    card_str,
    cards_of,
    parse_card,
)
from tarot_tui.engine.cards import EXCUSE, KINGS, TRUMPS, TRUMPS_WITHOUT_BOUTS

DATA = Path(__file__).parent / "data" / "perft.json"

# -- bidding sequences (R4.2) ---------------------------------------------------------------------------------


def bidding_sequences(deal: Deal) -> int:
    """The number of complete auctions from ``deal`` (every leaf where the bidding is over)."""
    if deal.phase is not Phase.BIDDING:
        return 1
    total = 0
    for bid in deal.legal_bids():
        child = deal.copy()
        child.apply(bid)
        total += bidding_sequences(child)
    return total


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("beginner", [False, True])
def test_r4_2_number_of_single_round_auctions(players: int, beginner: bool) -> None:
    """R4.2: each of the n players speaks once, passing or bidding strictly higher than before among k
    contracts. An auction is a choice of which j players bid and which j contracts (in increasing order), so
    there are Σ_j C(n, j)·C(k, j) = C(n + k, n) auctions: 70 for 4 players and 4 contracts, 35 for 3, 126 for
    5; with the beginner option (k = 2): 10, 15, 21."""
    rules = Rules(beginner=beginner)
    k = 2 if beginner else 4
    count = bidding_sequences(random_deal(players, seed=players, rules=rules))
    assert count == comb(players + k, players) == sum(comb(players, j) * comb(k, j) for j in range(k + 1))
    if players == 4 and not beginner:
        assert count == 70


def test_r4_4_exactly_one_auction_is_void() -> None:
    """R4.4: of the 70 auctions, one (all pass) voids the deal; the other 69 name a taker."""
    deal = random_deal(4, seed=4)
    void = 0

    def walk(node: Deal) -> None:
        nonlocal void
        if node.phase is not Phase.BIDDING:
            void += node.phase is Phase.VOID
            return
        for bid in node.legal_bids():
            child = node.copy()
            child.apply(bid)
            walk(child)

    walk(deal)
    assert void == 1


def repeated_auctions(players: int, k: int) -> int:
    """An independent count of the R13 repeated-rounds auctions: seats speak in turn, a pass is final, a bid
    must be strictly higher; the auction ends once every seat has spoken and all but the highest bidder (or
    everyone) have passed."""

    def go(seat: int, passed: frozenset[int], spoken: frozenset[int], best: int, best_seat: int | None) -> int:
        all_spoken = len(spoken) == players
        if all_spoken and (len(passed) == players or (best_seat is not None and len(passed) == players - 1)):
            return 1
        while seat in passed:
            seat = (seat + 1) % players
        total = go((seat + 1) % players, passed | {seat}, spoken | {seat}, best, best_seat)  # pass
        for contract in range(best + 1, k + 1):
            total += go((seat + 1) % players, passed, spoken | {seat}, contract, seat)
        return total

    return go(0, frozenset(), frozenset(), 0, None)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("beginner", [False, True])
def test_r13_number_of_repeated_round_auctions(players: int, beginner: bool) -> None:
    """R13 ``bidding_rounds="repeated"``: the engine's auctions match an independent count (4 players, 4
    contracts: 108 auctions)."""
    rules = Rules(bidding_rounds="repeated", beginner=beginner)
    deal = random_deal(players, seed=players, rules=rules, dealer=players - 1)
    count = bidding_sequences(deal)
    assert count == repeated_auctions(players, 2 if beginner else 4)
    if players == 4 and not beginner:
        assert count == REPEATED_4P


REPEATED_4P = 108


# -- écarts (R6.2) ----------------------------------------------------------------------------------------------


def ecart_formula(deal: Deal) -> int:
    """R6.2: N discardable suit cards (no kings) and T trumps T2–T20: C(N, E) écarts when N ≥ E, otherwise all N
    plus E − N of the trumps: C(T, E − N)."""
    hand = deal.hands[deal.taker]
    e = deal.chien_size
    n = (hand & ~TRUMPS & ~(1 << EXCUSE) & ~KINGS).bit_count()
    t = (hand & TRUMPS_WITHOUT_BOUTS).bit_count()
    return comb(n, e) if n >= e else comb(t, e - n)


def to_discard(players: int, hand: str, chien: str, dealer: int = 0) -> Deal:
    deal = Deal(layout_for({(dealer + 1) % players: hand}, chien, players=players, dealer=dealer), players, dealer)
    deal.apply(Bid(Contract.GARDE))
    while deal.phase is Phase.BIDDING:
        deal.apply(PASS)
    if deal.phase is Phase.CALL:
        deal.apply(next(deal.legal_actions()))
    assert deal.phase is Phase.DISCARD
    return deal


ECART_CASES = {
    # name: (players, taker's hand, chien, expected count)
    "4p roomy: N = 17": (4, "KS KH T1 T21 EXC T2 T3 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS", "1H 2H 3H 4H 5H 6H", 12376),
    "4p forced: N = 2, T = 15, 4 trumps": (
        4,
        "KS KH KD KC T1 T21 EXC 1S T2 T3 T4 T5 T6 T7 T8 T9 T10 T11",
        "2S T12 T13 T14 T15 T16",
        1365,
    ),
    "4p forced: N = 0, T = 17, 6 trumps": (
        4,
        "KS KH KD KC T1 T21 EXC T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12",
        "T13 T14 T15 T16 T17 T18",
        comb(17, 6),
    ),
    "5p roomy: N = 11, E = 3": (5, "KS T1 T2 T3 T4 T5 1S 2S 3S 4S 5S 6S 7S 8S 9S", "1H 2H KH", 165),
    "5p forced: N = 1, T = 10, 2 trumps": (
        5,
        "KS KH KD KC T1 T21 EXC 1S T2 T3 T4 T5 T6 T7 T8",
        "T9 T10 T11",
        45,
    ),
    "3p roomy: N = 23": (
        3,
        "KS T1 T2 T3 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS 1H 2H 3H 4H 5H 6H 7H",
        "8H 9H 10H T4 T5 EXC",
        comb(23, 6),
    ),
}


@pytest.mark.parametrize("case", list(ECART_CASES))
def test_r6_2_number_of_ecarts_is_binomial(case: str) -> None:
    """R6.2: ``legal_discards`` lists exactly the binomial number of écarts, all distinct and all valid."""
    players, hand, chien, expected = ECART_CASES[case]
    deal = to_discard(players, hand, chien)
    listed = [d.cards for d in deal.legal_discards()]
    assert len(listed) == len(set(listed)) == ecart_formula(deal) == expected
    for cards in listed[:: max(1, len(listed) // 200)]:
        assert deal.is_legal(Discard(cards))


@pytest.mark.parametrize(
    "case",  # the 4p forced case is brute-forced in test_ecart.py
    ["4p roomy: N = 17", "5p roomy: N = 11, E = 3", "5p forced: N = 1, T = 10, 2 trumps"],
)
def test_r6_2_brute_force_every_subset(case: str) -> None:
    """R6.2 by brute force: of all E-card subsets of the hand, ``why_illegal`` accepts exactly the listed ones."""
    players, hand, chien, _ = ECART_CASES[case]
    deal = to_discard(players, hand, chien)
    listed = {d.cards for d in deal.legal_discards()}
    accepted = {
        combo
        for combo in combinations(cards_of(deal.hands[deal.taker]), deal.chien_size)
        if deal.is_legal(Discard(combo))
    }
    assert accepted == listed


def test_r6_2_ecart_count_on_random_deals() -> None:
    """R6.2 on 60 random deals (3, 4, 5 players): the count always matches the formula."""
    for seed in range(60):
        players = 3 + seed % 3
        deal = random_deal(players, seed=seed)
        deal.apply(Bid(Contract.PRISE))
        while deal.phase is Phase.BIDDING:
            deal.apply(PASS)
        if deal.phase is Phase.CALL:
            deal.apply(next(deal.legal_actions()))
        assert sum(1 for _ in deal.legal_discards()) == ecart_formula(deal)


# -- play-tree perft -----------------------------------------------------------------------------------------------


def position(spec: dict[str, Any]) -> Deal:
    hands = [cs(text) for text in spec["hands"]]
    return Deal.from_hands(
        hands,
        dealer=spec["dealer"],
        taker=spec["taker"],
        contract=Contract[spec.get("contract", "PRISE")],
        rules=Rules(**spec.get("rules", {})),
        called_card=parse_card(spec["called"]) if "called" in spec else None,
        leader=spec["leader"],
    )


Mover = Callable[[Deal], list[int]]


def engine_moves(deal: Deal) -> list[int]:
    return cards_of(deal.legal_plays())


def naive_moves(deal: Deal) -> list[int]:
    return sorted(naive_legal(deal))


def perft(deal: Deal, moves: Mover) -> int:
    """The number of complete play sequences (leaves) from ``deal``."""
    if deal.phase is not Phase.TRICKS:
        return 1
    total = 0
    for card in moves(deal):
        child = deal.copy()
        child.play_unchecked(card)
        total += perft(child, moves)
    return total


def divide(deal: Deal, moves: Mover) -> dict[str, int]:
    out = {}
    for card in moves(deal):
        child = deal.copy()
        child.play_unchecked(card)
        out[card_str(card)] = perft(child, moves)
    return out


def load() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", [p["name"] for p in load()["positions"]])
@pytest.mark.parametrize("moves", [engine_moves, naive_moves], ids=["engine", "naive"])
def test_perft_play_tree(name: str, moves: Mover) -> None:
    """The play tree from each fixed end position has the recorded number of leaves (R9.4, R5.5, R13)."""
    spec = next(p for p in load()["positions"] if p["name"] == name)
    deal = position(spec)
    got = divide(deal, moves)
    if got != spec["divide"] or sum(got.values()) != spec["leaves"]:
        lines = [f"perft mismatch for {name!r}: expected {spec['leaves']}, got {sum(got.values())}"]
        for card in sorted(set(got) | set(spec["divide"])):
            lines.append(f"  {card:>4}: expected {spec['divide'].get(card, '-'):>6}  got {got.get(card, '-'):>6}")
        pytest.fail("\n".join(lines))


def regenerate() -> None:
    """Recompute the leaves and divides of every position (run after a deliberate rules change)."""
    data = load()
    for spec in data["positions"]:
        deal = position(spec)
        spec["divide"] = divide(deal, engine_moves)
        spec["leaves"] = sum(spec["divide"].values())
        assert divide(deal, naive_moves) == spec["divide"], spec["name"]
        print(f"{spec['name']}: {spec['leaves']}")
    DATA.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    random.seed(0)
    regenerate()


def test_perft_small_position_counted_by_hand() -> None:
    """A 2-card position counted by hand: A leads ♥K (everyone follows hearts, then one way: 1 leaf) or T5 (B
    must overtrump with T12, C and D, holding no trump, discard either card: 2 × 2 = 4 leaves): 5 leaves."""
    deal = Deal.from_hands(
        [cs("KH T5"), cs("2H T12"), cs("QH 3S"), cs("5H KS")], dealer=3, taker=0, contract=Contract.PRISE
    )
    assert divide(deal, engine_moves) == {"T5": 4, "KH": 1}
    assert divide(deal, naive_moves) == {"T5": 4, "KH": 1}
