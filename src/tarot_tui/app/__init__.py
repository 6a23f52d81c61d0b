"""The Textual game on top of the engine."""

from __future__ import annotations


def run_app(lang: str | None = None, seed: int | None = None) -> int:
    """Start the game; returns the exit code. ``seed`` makes the shuffles and draws repeatable."""
    import random

    from .app import TarotApp

    app = TarotApp(lang=lang, rng=random.Random(seed) if seed is not None else None, tidy_gc=True)
    result = app.run()
    return result if isinstance(result, int) else 0
