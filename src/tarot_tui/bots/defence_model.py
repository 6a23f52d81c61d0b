"""A model of the strong level's defence for the taker's playouts (issue 28, twelfth session).

The strong taker's search plays its sampled deals out with the club heuristics for every seat (``rollout``), while the
defence it meets at a table of strong players searches its own cards. Here a defender's card in a playout is the one
with the best score under a small linear model over a few features of each legal card (``card_features``), fitted
to the card decisions of strong defenders logged at a table of four strong players (docs/bots.md, "A model of the
strong defence in the taker's playouts"). One feature is "the beginner's card" (``choose_card``), so the model is the
beginner's card with the corrections the strong defence makes systematically. The weights are plain numbers
(``WEIGHTS``): no fitting happens here. ``model_card`` plays the best score (deterministic, like the heuristics);
``SampledDefence`` draws from the softmax. Used only by ``StrongPlayer``'s measuring options (``taker_defence``,
``defence_defence``): at a table of strong players the taker made fewer contracts with it (argmax) or as many (sampled).
"""

from __future__ import annotations

import math
import random
from operator import mul

from tarot_tui.engine import EXCUSE, MONDE, PETIT, SUIT_MASKS, SUIT_OF, TRUMP_SUIT, TRUMPS, Card, Deal, cards_of

from .policy import Table, choose_card, distinct_plays, foes_after, is_safe, winning_cards
from .rollout import table_of
from .tables import ABOVE, POINTS

FITTED: tuple[tuple[str, float], ...] = (
    ("beginner", 0.610),
    ("excuse", 1.644),
    ("trump", -0.493),
    ("points", 0.137),
    ("highest_of_group", 0.074),
    ("lowest_of_group", 1.355),
    ("master", 0.322),
    ("petit", -1.195),
    ("monde", 0.633),
    ("lead_trump", 0.920),
    ("lead_taker_void", 0.031),
    ("lead_friend_void", -0.111),
    ("lead_length", -0.461),
    ("lead_outside", -0.037),
    ("lead_fresh", -0.045),
    ("lead_points_master", 0.344),
    ("lead_points_not_master", 0.832),
    ("lead_trump_count", 0.219),
    ("wins", 0.047),
    ("wins_safe", 0.244),
    ("points_friend_safe", 0.033),
    ("points_friend_unsafe", -0.017),
    ("points_foe_wins", -1.345),
    ("wins_trick_points", -0.045),
    ("wins_taker_after", 0.584),
    ("discard_length", 0.155),
    ("discard_points", 0.022),
    ("discard_void", -0.157),
    ("excuse_late", 0.204),
    ("excuse_foe_wins", 1.033),
    ("trump_late", 0.891),
)
"""Each value of ``card_features`` by name, in order, with its weight: a softmax over the legal cards fitted to 3,499
card decisions of strong defenders (strength 0.25, four strong players at 4 players, seed 17, deals 0-99; a throwaway
script, docs/bots.md, "A model of the strong defence in the taker's playouts")."""

FEATURES: tuple[str, ...] = tuple(name for name, _ in FITTED)
"""The names of ``card_features``' values, in order."""

WEIGHTS: tuple[float, ...] = tuple(weight for _, weight in FITTED)
"""The weights of ``FEATURES``."""


class Context:
    """What ``card_features`` reads of one decision, computed once for all its cards."""

    __slots__ = (
        "club",
        "foe_wins",
        "foes",
        "friend_safe",
        "friend_voids",
        "friend_wins",
        "lead",
        "outside",
        "taker_after",
        "taker_voids",
        "trick_points",
    )

    def __init__(self, t: Table, club: Card) -> None:
        self.club = club
        self.lead = t.best < 0
        self.outside = ~t.gone & ~t.hand
        self.taker_voids = t.voids[t.taker]
        if not self.taker_voids >> TRUMP_SUIT & 1:
            self.taker_voids &= 0xF  # a plain suit he lacks, while he may still trump it
        else:
            self.taker_voids = 0
        voids = 0
        for other in range(t.players):
            if t.friends >> other & 1 and not t.voids[other] >> TRUMP_SUIT & 1:
                voids |= t.voids[other]
        self.friend_voids = voids & 0xF
        self.friend_wins = self.friend_safe = self.foe_wins = self.taker_after = False
        self.trick_points = 0
        self.foes: list[int] = []
        if not self.lead:
            foes = self.foes = foes_after(t)
            winner = (t.leader + t.best) % t.players
            self.friend_wins = bool(t.friends >> winner & 1)
            self.friend_safe = self.friend_wins and is_safe(t.trick[t.best], t, foes)
            self.foe_wins = not self.friend_wins
            self.taker_after = t.taker in foes
            self.trick_points = sum(POINTS[c] for c in t.trick if c != EXCUSE)


def card_features(t: Table, card: Card, c: Context) -> list[float]:
    """The values of ``FEATURES`` for playing ``card`` (a legal card) at the decision ``t``."""
    group = SUIT_OF[card]
    excuse = card == EXCUSE
    trump = card < EXCUSE
    points = POINTS[card] / 9.0
    legal = t.legal
    same = legal & (SUIT_MASKS[group] if 0 <= group < 4 else TRUMPS if trump else 0)
    highest = not excuse and card == same.bit_length() - 1
    lowest = not excuse and card == (same & -same).bit_length() - 1
    master = not excuse and not ABOVE[card] & c.outside
    late = 1.0 - t.tricks_left / 18.0
    f = [
        float(card == c.club),
        float(excuse),
        float(trump),
        points,
        float(highest),
        float(lowest),
        float(master),
        float(card == PETIT),
        float(card == MONDE),
    ]
    if c.lead:
        plain = 0 <= group < 4
        length = (t.hand & SUIT_MASKS[group]).bit_count() / 10.0 if plain else 0.0
        outside = (SUIT_MASKS[group] & c.outside).bit_count() / 14.0 if plain else 0.0
        fresh = plain and not SUIT_MASKS[group] & t.gone
        f += [
            float(trump),
            float(plain and bool(c.taker_voids >> group & 1)),
            float(plain and bool(c.friend_voids >> group & 1)),
            length,
            outside,
            float(fresh),
            points * master if plain else 0.0,
            points * (not master) if plain else 0.0,
            (t.hand & TRUMPS).bit_count() / 10.0 if trump else 0.0,
        ]
        f += [0.0] * 10
    else:
        wins = not excuse and bool(winning_cards(t, 1 << card))
        safe = wins and is_safe(card, t, c.foes)
        discard = not excuse and group != t.suit and not trump
        f += [0.0] * 9
        f += [
            float(wins),
            float(safe),
            points * c.friend_safe,
            points * (c.friend_wins and not c.friend_safe),
            points * (c.foe_wins and not wins),
            wins * c.trick_points / 20.0,
            float(wins and c.taker_after),
            (t.hand & SUIT_MASKS[group]).bit_count() / 10.0 if discard else 0.0,
            points if discard else 0.0,
            float(discard and (t.hand & SUIT_MASKS[group]).bit_count() == 1),
        ]
    f += [excuse * late, float(excuse and c.foe_wins), trump * late]
    return f


def model_card_of(t: Table, weights: tuple[float, ...] = WEIGHTS) -> Card:
    """The legal card with the best score under ``weights`` at the decision ``t`` (the lowest card among equals)."""
    legal = t.legal
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    c = Context(t, choose_card(t))
    best, best_score = -1, -1e300
    for card in cards_of(legal):
        score = sum(map(mul, weights, card_features(t, card, c)))
        if score > best_score:
            best, best_score = card, score
    return best


def sampled_card_of(t: Table, rng: random.Random, weights: tuple[float, ...] = WEIGHTS, sharpness: float = 1.0) -> Card:
    """A card drawn with the model's probabilities (the softmax of the scores times ``sharpness``: 1 as fitted, more
    nearer the most likely card) over one card per class of equivalent legal cards (``distinct_plays``: the classes
    the strong level chooses among and the model was fitted on), so that the playouts meet the strong defence's
    variety and not only its most likely card."""
    legal = t.legal
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    c = Context(t, choose_card(t))
    cards = distinct_plays(legal, t.hand, t.gone)
    scores = [sharpness * sum(map(mul, weights, card_features(t, card, c))) for card in cards]
    top = max(scores)
    odds = [math.exp(score - top) for score in scores]
    draw = rng.random() * sum(odds)
    for card, odd in zip(cards, odds, strict=True):
        draw -= odd
        if draw < 0:
            return card
    return cards[-1]


def log_chance_of(t: Table, card: Card, sharpness: float = 1.0, weights: tuple[float, ...] = WEIGHTS) -> float:
    """The log of the model's probability that the decision ``t`` plays ``card`` (a legal card): the softmax of the
    scores times ``sharpness`` over one card per class of equivalent legal cards (``distinct_plays``), the class
    ``card`` is in. 0 when there is one class only: a forced play tells nothing. For reading a strong defender's
    cards (``belief.ActionModel``'s ``defence_model``)."""
    cards = distinct_plays(t.legal, t.hand, t.gone)
    if len(cards) < 2:
        return 0.0
    c = Context(t, choose_card(t))
    scores: list[float] = [sharpness * sum(map(mul, weights, card_features(t, each, c))) for each in cards]
    top = max(scores)
    total = math.log(sum(math.exp(score - top) for score in scores)) + top
    # The classes are runs upwards from their lowest card, so ``card``'s class is the last one starting at or below.
    index = max(i for i, each in enumerate(cards) if each <= card)
    return scores[index] - total


def model_card(deal: Deal) -> Card:
    """The model's card for the seat to move in ``deal`` (trick play), every seat's voids read off the hands as in
    the playouts (``rollout.table_of``)."""
    legal = deal.legal_plays()
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    return model_card_of(table_of(deal))


class SampledDefence:
    """``sampled_card_of`` (at ``sharpness``) for the seat to move in a playout's deal, from an RNG of its own that the
    search reseeds with the sampled deal's number before each candidate's playout (``reseed``): every candidate then
    meets the same draws as long as the play is the same (common random numbers keep the comparison paired), and the
    search's own RNG, which samples the deals, draws nothing more."""

    __slots__ = ("rng", "sharpness")

    def __init__(self, sharpness: float = 1.0) -> None:
        self.rng = random.Random(0)
        self.sharpness = sharpness

    def reseed(self, world: int) -> None:
        """Start the draws of a playout of the ``world``-th sampled deal."""
        self.rng.seed(world)

    def __call__(self, deal: Deal) -> Card:
        legal = deal.legal_plays()
        if not legal & (legal - 1):
            return legal.bit_length() - 1
        return sampled_card_of(table_of(deal), self.rng, WEIGHTS, self.sharpness)


__all__ = [
    "FEATURES",
    "WEIGHTS",
    "Context",
    "SampledDefence",
    "card_features",
    "log_chance_of",
    "model_card",
    "model_card_of",
    "sampled_card_of",
]
