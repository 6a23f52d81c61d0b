"""The Textual game on top of the engine."""

from __future__ import annotations


def run_app(lang: str | None = None) -> int:
    """Start the game; returns the exit code."""
    from .app import TarotApp

    result = TarotApp(lang=lang).run()
    return result if isinstance(result, int) else 0
