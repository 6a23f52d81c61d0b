"""The Textual game on top of the engine."""

from __future__ import annotations


def run_app(lang: str | None = None, seed: int | None = None, *, ascii: bool = False) -> int:
    """Start the game; returns the exit code. ``seed`` makes the shuffles and draws repeatable; ``ascii`` draws
    the cards as letters without box drawing (``--ascii``)."""
    import random

    from .app import TarotApp

    app = TarotApp(lang=lang, rng=random.Random(seed) if seed is not None else None, tidy_gc=True, ascii=ascii)
    result = app.run()
    return result if isinstance(result, int) else 0
