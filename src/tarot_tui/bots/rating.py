"""Elo ratings of the levels of a simulation, from who scored more than whom in each deal.

Every deal (a board: with duplicate play, the mean over the rotations of the same cards) is a set of games: each
pair of players of different levels plays one game, won by the one who scored more that deal (half a point each
when equal). The ratings are the Bradley-Terry maximum-likelihood strengths of the levels (Hunter's MM
algorithm) on the Elo scale, where a lead of ``D`` points means an expected game score of
``1 / (1 + 10 ** (-D / 400))``; one drawn game between every pair of levels is added as a prior so that a level
that won every game still gets a finite rating. They are anchored with ``anchor`` at ``ANCHOR_RATING`` (by
default the beginner, or the mean of the levels when there is no beginner). The 95% interval of each rating
comes from resampling the deals (bootstrap).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

ANCHOR_RATING = 1500.0
"""The rating given to the anchor level."""

BOOTSTRAP = 100
"""Resamples of the deals for the intervals."""

BOOTSTRAP_MAX_DEALS = 5_000
"""Above this many deals the interval is left out (the resampling would take longer than the run's report)."""


@dataclass(frozen=True, slots=True)
class Rating:
    """One level's rating.

    Attributes:
        level: the level.
        elo: its rating on the Elo scale.
        low, high: the 95% interval (None when not computed).
        games: the games (pairs of players of different levels, one per deal) it played.
        score: its share of the points of those games (a win 1, a draw 1/2).
        unbounded: "above" when it won every game it played, "below" when it lost every one: its true rating
            then has no bound on that side (the maximum-likelihood rating is infinite; ``elo`` is finite only
            through the prior draw, and a bootstrap of a clean sweep gives the same number every time). None
            otherwise, and always for the anchor.
        anchor: it is the anchor level, whose rating is ``ANCHOR_RATING`` by definition (its interval is moot).
    """

    level: str
    elo: float
    low: float | None
    high: float | None
    games: int
    score: float
    unbounded: Literal["above", "below"] | None = None
    anchor: bool = False


def _pair_results(levels: Sequence[str], per_deal: Sequence[Sequence[float]], names: list[str]) -> list[list[float]]:
    """Per deal, for each ordered pair index ``i * k + j`` of levels (i < j): games and points of level i."""
    k = len(names)
    index = [names.index(level) for level in levels]
    out = []
    for scores in per_deal:
        row = [0.0] * (2 * k * k)
        for a in range(len(levels)):
            for b in range(a + 1, len(levels)):
                i, j = index[a], index[b]
                if i == j:
                    continue
                win = 1.0 if scores[a] > scores[b] else 0.0 if scores[a] < scores[b] else 0.5
                if i > j:
                    i, j, win = j, i, 1.0 - win
                row[2 * (i * k + j)] += 1
                row[2 * (i * k + j) + 1] += win
        out.append(row)
    return out


def _fit(totals: list[float], k: int) -> list[float]:
    """Bradley-Terry strengths (log10 scale x 400) from the summed pair results, one prior draw per pair."""
    games = [[0.0] * k for _ in range(k)]
    wins = [0.0] * k
    for i in range(k):
        for j in range(i + 1, k):
            n = totals[2 * (i * k + j)] + 1.0
            w = totals[2 * (i * k + j) + 1] + 0.5
            games[i][j] = games[j][i] = n
            wins[i] += w
            wins[j] += n - w
    gamma = [1.0] * k
    for _ in range(500):
        new = []
        for i in range(k):
            denominator = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(k) if j != i)
            new.append(wins[i] / denominator if denominator else gamma[i])
        scale = math.exp(sum(math.log(g) for g in new) / k)
        new = [g / scale for g in new]
        done = max(abs(math.log(a / b)) for a, b in zip(new, gamma, strict=True)) < 1e-10
        gamma = new
        if done:
            break
    return [400.0 * math.log10(g) for g in gamma]


def rate(
    levels: Sequence[str], per_deal: Sequence[Sequence[float]], anchor: str | None = "beginner", seed: int = 0
) -> list[Rating]:
    """The rating of each distinct level of ``levels`` (slot order, first appearance), from ``per_deal``: for
    every deal, the score of each slot. Empty when there are fewer than two levels or no deal."""
    names = list(dict.fromkeys(levels))
    k = len(names)
    if k < 2 or not per_deal:
        return []
    rows = _pair_results(levels, per_deal, names)

    def elos(sample: Sequence[list[float]]) -> list[float]:
        totals = [sum(column) for column in zip(*sample, strict=True)]
        values = _fit(totals, k)
        shift = values[names.index(anchor)] if anchor in names else sum(values) / k
        return [ANCHOR_RATING + v - shift for v in values]

    best = elos(rows)
    intervals: list[tuple[float | None, float | None]] = [(None, None)] * k
    if len(rows) <= BOOTSTRAP_MAX_DEALS and len(rows) >= 2:
        rng = random.Random(seed)
        draws = [elos(rng.choices(rows, k=len(rows))) for _ in range(BOOTSTRAP)]
        intervals = []
        for i in range(k):
            values = sorted(d[i] for d in draws)
            intervals.append((values[int(0.025 * BOOTSTRAP)], values[min(BOOTSTRAP - 1, int(0.975 * BOOTSTRAP))]))
    out = []
    for i, name in enumerate(names):
        games = points = 0.0
        for j in range(k):
            if j == i:
                continue
            a, b = (i, j) if i < j else (j, i)
            n = sum(row[2 * (a * k + b)] for row in rows)
            w = sum(row[2 * (a * k + b) + 1] for row in rows)
            games += n
            points += w if i < j else n - w
        low, high = intervals[i]
        unbounded: Literal["above", "below"] | None = None
        if games and name != anchor:
            unbounded = "above" if points == games else "below" if points == 0 else None
        out.append(
            Rating(name, best[i], low, high, int(games), points / games if games else 0.5, unbounded, name == anchor)
        )
    return out


__all__ = ["ANCHOR_RATING", "Rating", "rate"]
