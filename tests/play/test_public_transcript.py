"""A table of several people learns only what a real table would (docs/privacy.md).

Everything the whole table sees is written down as a public transcript: every log item (the engine's public
events and the flow's own notes), every hand-over, the chien when it is turned, whose turn it is when a person
holds the laptop, and the scores. Two deals that differ only in hidden cards, played with the same decisions,
must give the same transcript for as long as their public histories are the same: up to the first decision one of
them cannot make, or that is a different kind of question (which only its owner sees). Anything else in the
transcript would tell the table about a hand before the rules make it public.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tarot_tui.engine import (
    EXCUSE,
    PASS,
    AnnounceChelem,
    Bid,
    BidMade,
    CardPlayed,
    Contract,
    Deal,
    DealLayout,
    IllegalActionError,
    PlayedDeal,
    Rules,
    deal_cards,
    shuffle,
)
from tarot_tui.engine.cards import TRUMPS
from tarot_tui.engine.dealing import petit_sec_seat
from tarot_tui.evening import Evening
from tarot_tui.play import (
    Answer,
    AskBid,
    AskChelem,
    AskPoignee,
    ChienReveal,
    Continue,
    DealOver,
    Decision,
    HandOver,
    NoPoignee,
    Prompt,
    TableFlow,
)
from tarot_tui.play.chelem import chelem_within_reach
from tarot_tui.play.script import scripted_answer

KING_OF_SPADES = 35
NAMES = ["Anna", "Bram", "Cor", "Daan", "Eva"]


class LaidEvening(Evening):
    """An evening whose deal is dealt from a given layout, by a given dealer."""

    layout: DealLayout
    dealer: int

    def start_deal(self) -> PlayedDeal:
        deal = Deal(self.layout, self.players, self.dealer, self.match.rules)
        played = PlayedDeal(len(self.match.deals) + 1, self.dealer, tuple(range(self.players)), deal)
        self.match.deals.append(played)
        return played


def laid_evening(layout: DealLayout, players: int, dealer: int, rules: Rules | None = None) -> LaidEvening:
    evening = LaidEvening.new(
        NAMES[:players],
        ["human"] * players,
        rules=rules or Rules(),
        first_dealer=dealer,
        deals_planned=1,
        directory=Path(tempfile.mkdtemp()),
        autosave=False,
    )
    assert isinstance(evening, LaidEvening)
    evening.layout = layout
    evening.dealer = dealer
    return evening


@dataclass
class Run:
    """One deal played through the flow: the public transcript, and each person's decision as it came."""

    public: list[object]
    decisions: list[tuple[type, Answer]]
    stopped: str = "deal over"


def play(flow: TableFlow, decide: Iterator[tuple[type, Answer]] | random.Random) -> Run:
    """Play the deal; ``decide`` is a random source for a scripted person, or the decisions of another run to
    make again in order (stopping at the first one this deal cannot make, or that answers another question)."""
    run = Run([], [])
    holds: int | None = None
    for _ in range(5000):
        prompt = flow.next()
        run.public.extend(flow.take_news())
        if isinstance(prompt, DealOver):
            run.public.append(("score", prompt.number))
            return run
        if isinstance(prompt, Decision):
            if prompt.seat != holds:  # the table sees whose turn it is, not which question that person is asked
                run.public.append(("holds", prompt.seat))
                holds = prompt.seat
            if isinstance(decide, random.Random):
                answer = scripted_answer(prompt, decide)
            else:
                kind, answer = next(decide, (type(None), Continue()))
                if kind is not type(prompt):
                    run.stopped = f"another question ({type(prompt).__name__}, was {kind.__name__})"
                    return run
            try:
                flow.submit(prompt, answer)
            except IllegalActionError:
                run.stopped = f"{answer} cannot be made here"
                return run
            run.decisions.append((type(prompt), answer))
            continue
        run.public.append(public_prompt(prompt))
        if isinstance(prompt, HandOver | ChienReveal):
            holds = None
        flow.submit(prompt, Continue())
    raise AssertionError("the deal did not end")


def public_prompt(prompt: Prompt) -> object:
    """What the whole table sees of a prompt that is not a person's decision."""
    if isinstance(prompt, HandOver):
        return ("hand over to", prompt.seat)
    if isinstance(prompt, ChienReveal):
        return ("chien", prompt.cards, prompt.taker, prompt.hand_to)
    return (type(prompt).__name__,)


def swapped(layout: DealLayout, a: int, b: int) -> DealLayout:
    """The same pack with cards ``a`` and ``b`` in each other's places: they change hands, nothing else does."""
    deck = list(layout.deck)
    i, j = deck.index(a), deck.index(b)
    deck[i], deck[j] = deck[j], deck[i]
    return DealLayout(tuple(deck), layout.chien_gaps)


def hidden_swaps(
    layout: DealLayout, players: int, dealer: int, rng: random.Random, count: int
) -> list[tuple[int, int]]:
    """Pairs of cards in two different dealt hands (never the chien, which may be shown) whose exchange leaves the
    deal playable (no petit sec, R3.5)."""
    rules = Rules()
    hands, _ = deal_cards(layout, players, dealer, rules)
    owner = {card: seat for seat, hand in enumerate(hands) for card in range(78) if hand >> card & 1}
    cards = sorted(owner)
    out: list[tuple[int, int]] = []
    for _ in range(count * 20):
        a, b = rng.sample(cards, 2)
        if owner[a] == owner[b]:
            continue
        other, _ = deal_cards(swapped(layout, a, b), players, dealer, rules)
        if petit_sec_seat(other) is None:
            out.append((a, b))
        if len(out) == count:
            break
    return out


def compare(layout: DealLayout, other: DealLayout, players: int, dealer: int, seed: int) -> tuple[Run, Run]:
    """Play ``layout`` with a scripted table, then ``other`` with the same decisions."""
    first = play(TableFlow(laid_evening(layout, players, dealer)), random.Random(seed))
    second = play(TableFlow(laid_evening(other, players, dealer)), iter(first.decisions))
    return first, second


def assert_same_public(first: Run, second: Run, what: str) -> None:
    shared = len(second.public)
    for index, (mine, theirs) in enumerate(zip(first.public, second.public, strict=False)):
        assert mine == theirs, (
            f"{what}: the table learns about a hidden card: item {index} is {mine!r} in one deal and {theirs!r} "
            f"in the other, with the same public history ({second.stopped}); before: {first.public[index - 4 : index]}"
        )
    assert len(first.public) >= shared


def first_legal_deal(players: int, seed: int) -> tuple[DealLayout, int]:
    rng = random.Random(seed)
    while True:
        layout = shuffle(players, Rules(), rng)
        dealer = seed % players
        hands, _ = deal_cards(layout, players, dealer, Rules())
        if petit_sec_seat(hands) is None:
            return layout, dealer


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hidden_cards_change_nothing_public_at_an_all_human_table(players: int, seed: int) -> None:
    """Whole all-human deals: for each, 12 others with two hidden cards exchanged between two hands."""
    layout, dealer = first_legal_deal(players, seed)
    rng = random.Random(seed * 31 + players)
    compared = 0
    for a, b in hidden_swaps(layout, players, dealer, rng, 12):
        first, second = compare(layout, swapped(layout, a, b), players, dealer, seed)
        assert_same_public(first, second, f"{players} players, seed {seed}, cards {a} and {b} exchanged")
        compared += sum(isinstance(item, BidMade) for item in second.public) > 0
    assert compared >= 10  # the deals were played together past the bidding


def layout_with_hands(wanted: dict[int, list[int]], players: int, dealer: int, seed: int) -> DealLayout:
    """A layout that deals the ``wanted`` cards to their seats (the rest at random)."""
    rules = Rules()
    base = shuffle(players, rules, random.Random(seed))
    # Deal a pack whose card numbers are its positions: each hand then names the positions its seat is dealt.
    positions, _ = deal_cards(DealLayout(tuple(range(78)), base.chien_gaps), players, dealer, rules)
    slots = {seat: [p for p in range(78) if positions[seat] >> p & 1] for seat in range(players)}
    fixed = {card for cards in wanted.values() for card in cards}
    rest = [c for c in range(78) if c not in fixed]
    random.Random(seed).shuffle(rest)
    deck: list[int | None] = [None] * 78
    for seat, cards in wanted.items():
        for slot, card in zip(slots[seat], cards, strict=False):
            deck[slot] = card
    free = iter(rest)
    full = tuple(card if card is not None else next(free) for card in deck)
    return DealLayout(full, base.chien_gaps)


def test_the_chelem_question_after_a_garde_sans_tells_nobody_about_the_takers_hand() -> None:
    """Garde sans (R6.3): the chelem question (R8.2) comes straight after the bidding. The taker is neither the
    dealer, who spoke last and so holds the laptop, nor the eldest, who leads: whether the taker's hand could make
    a chelem must not decide whether the laptop goes to the taker."""
    players, dealer, taker = 4, 0, 2
    strong = [20, *range(5, 20), EXCUSE, KING_OF_SPADES]  # the 21, fifteen more trumps, the Excuse, a king
    weak = [19, *range(3, 18), KING_OF_SPADES, KING_OF_SPADES - 1]  # no 21: no chelem within reach
    rng = random.Random(5)
    for hand in (strong, weak):
        within = chelem_within_reach(tuple(hand))
        assert within == (hand is strong)
    runs = []
    for hand in (strong, weak):
        layout = layout_with_hands({taker: hand}, players, dealer, seed=5)
        hands, _ = deal_cards(layout, players, dealer, Rules())
        assert petit_sec_seat(hands) is None
        assert {c for c in range(78) if hands[taker] >> c & 1} == set(hand)
        flow = TableFlow(laid_evening(layout, players, dealer))
        runs.append(play(flow, bids_then_script(flow, taker, Contract.GARDE_SANS, rng)))
    for run in runs:  # the cards played differ (other hands, other answers): up to the first one
        run.public = run.public[: next(i for i, item in enumerate(run.public) if isinstance(item, CardPlayed))]
    first, second = runs
    assert len(first.public) == len(second.public) > 8, (first.public, second.public)
    assert_same_public(
        first, second, "a Garde sans taken by a hand that could make a chelem, and by one that could not"
    )


def bids_then_script(
    flow: TableFlow, taker: int, contract: Contract, rng: random.Random
) -> Iterator[tuple[type, Answer]]:
    """Everybody passes but ``taker``, who bids ``contract``; no chelem, no poignée; scripted cards."""
    while True:
        prompt = flow.next()
        if isinstance(prompt, AskBid):
            yield (AskBid, Bid(contract) if prompt.seat == taker else PASS)
        elif isinstance(prompt, AskChelem):
            yield (AskChelem, AnnounceChelem(False))
        elif isinstance(prompt, AskPoignee):
            yield (AskPoignee, NoPoignee())
        else:
            yield (type(prompt), scripted_answer(prompt, rng))


def test_trumps_are_not_a_plain_swap() -> None:
    """The swaps above include trumps and the Excuse (a forced trump is the commonest forced card)."""
    layout, dealer = first_legal_deal(4, 1)
    pairs = hidden_swaps(layout, 4, dealer, random.Random(1), 40)
    assert any(a < EXCUSE or b < EXCUSE for a, b in pairs)
    assert TRUMPS.bit_count() == 21
