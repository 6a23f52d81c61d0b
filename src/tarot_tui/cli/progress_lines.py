"""Progress as plain lines, for a run whose standard error is not a terminal (piped, redirected, logged): a bar
would be nothing there, so every ``every`` seconds one line says how far the run is and how long it has taken."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

from tarot_tui.i18n import Lang, t

PROGRESS_EVERY = 5.0
"""Seconds between two progress lines."""


def elapsed_text(seconds: float) -> str:
    """``1:05``, or ``1:02:05`` past an hour."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class ProgressLines:
    """Writes ``Spellen spelen: 12 van 50 (0:35)`` to ``stream`` at most once every ``every`` seconds (default
    ``PROGRESS_EVERY``)."""

    def __init__(
        self,
        stream: TextIO,
        total: int,
        lang: Lang,
        *,
        every: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.stream = stream
        self.total = total
        self.lang = lang
        self.every = PROGRESS_EVERY if every is None else every
        self.clock = clock
        self.start = self.last = clock()
        self.done = 0

    def advance(self) -> None:
        """One more done: a line when ``every`` seconds have passed since the last one (or the start)."""
        self.done += 1
        now = self.clock()
        if now - self.last >= self.every:
            self.last = now
            line = t(
                "simulate.progress_line",
                self.lang,
                what=t("simulate.progress", self.lang),
                done=self.done,
                total=self.total,
                elapsed=elapsed_text(now - self.start),
            )
            print(line, file=self.stream, flush=True)


__all__ = ["PROGRESS_EVERY", "ProgressLines", "elapsed_text"]
