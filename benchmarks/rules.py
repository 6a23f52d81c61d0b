"""Rules screen: the longest the app stops answering when ``a`` shows the whole guide (issue 12).

Run from the repository root with the project's Python::

    python benchmarks/rules.py

A 10 ms timer runs on the app's event loop while ``a`` is pressed on the rules screen (opened at R7.4) and
the whole guide is drawn; the longest gap between two ticks is how long a key would have waited. The target
is 100 ms (a fraction of a second; a frame is 16 ms). The exit code is 1 when it is missed. For comparison,
Textual's Markdown viewer showing the whole guide held the loop 5 s and more.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "app"))

from harness import make_app, settle

from tarot_tui.app.screens.rules import GuideLines, RulesScreen

TARGET = 0.100


async def measure(lang: str, size: tuple[int, int]) -> tuple[float, float]:
    """(longest stall, seconds until the guide is drawn) for one language and terminal size."""
    app = make_app(lang=lang)
    app.tidy_gc = True  # as the real app runs (``run_app``): no full collection in the middle of a key
    async with app.run_test(size=size) as pilot:
        await app.push_screen(RulesScreen("R7.4"))
        await settle(pilot)
        app.tidy_soon(0)  # the app collects when it opens a screen; the benchmark starts from that state
        gaps: list[float] = []
        last = [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now

        app.set_interval(0.01, tick)
        started = time.perf_counter()
        await pilot.press("a")
        while True:
            await asyncio.sleep(0.01)
            guides = app.screen.query(GuideLines)
            if guides and guides.first().page is not None:
                break
        drawn = time.perf_counter() - started
        await asyncio.sleep(0.05)
        return max(gaps, default=0.0), drawn


async def main() -> int:
    worst = 0.0
    for lang in ("nl", "en"):
        for size in ((80, 24), (160, 50)):
            stall, drawn = await measure(lang, size)
            worst = max(worst, stall)
            print(f"{lang} {size[0]}x{size[1]}: drawn after {drawn:.2f} s, longest stall {stall * 1000:.0f} ms")
    met = worst <= TARGET
    print(f"target: no stall over {TARGET * 1000:.0f} ms: {worst * 1000:.0f} ms, {'met' if met else 'MISSED'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
