"""Prompts found by playing scripted deals through the turn flow, for the table model's hint tests."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.play import DealOver, EveningOver, Prompt, TableFlow
from tarot_tui.play.script import scripted_answer

P = TypeVar("P", bound=Prompt)
NAMES = ["Anna", "Bram", "Cees", "Dirk", "Eva"]


def first_prompt(
    kind: type[P], players: int, *, seeds: int = 30, bid_first: int = 2, wanted: Callable[[P], bool] = lambda _: True
) -> P:
    """The first ``kind`` prompt that ``wanted`` accepts, in scripted deals at ``players`` people dealt with seeds
    0, 1, … (the scripted people bid ``bid_first`` first)."""
    for seed in range(seeds):
        evening = Evening.new(
            NAMES[:players],
            ["human"] * players,  # type: ignore[list-item]
            rules=Rules(),
            first_dealer=0,
            deals_planned=1,
            directory=Path(tempfile.mkdtemp()),
            autosave=False,
            rng=random.Random(seed),
        )
        flow = TableFlow(evening)
        rng = random.Random(seed)
        while not isinstance(prompt := flow.next(), EveningOver | DealOver):
            if isinstance(prompt, kind) and wanted(prompt):
                return prompt
            flow.submit(prompt, scripted_answer(prompt, rng, bid_first=bid_first))
    raise AssertionError(f"no such {kind.__name__} in {seeds} deals")
