"""The Textual game on top of the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tarot_tui.evening import Evening


def run_app(
    lang: str | None = None,
    seed: int | None = None,
    *,
    ascii: bool = False,
    table: Evening | None = None,
    phones_at: tuple[str, int] | None = None,
) -> int:
    """Start the game; returns the exit code. ``seed`` makes the shuffles and draws repeatable; ``ascii`` draws
    the cards as letters without box drawing (``--ascii``); ``table``: an evening (owned by this process) to sit
    down at straight away, its phones served on ``phones_at`` (``tarot-tui phones --resume`` of a table with
    people at the laptop)."""
    import random

    from .app import TarotApp

    app = TarotApp(lang=lang, rng=random.Random(seed) if seed is not None else None, tidy_gc=True, ascii=ascii)
    if table is not None:
        app.sit_down_at(table, phones_at=phones_at)
    result = app.run()
    return result if isinstance(result, int) else 0
