"""Run by .ci/run with the Python of a clean venv that installed tarot-tui from its wheel (not from the source
tree): the package's data files are in the wheel and the game starts, headless, from the installed copy."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path


async def main() -> int:
    import tarot_tui
    from tarot_tui.app.app import TarotApp
    from tarot_tui.app.screens.rules import rules_path
    from tarot_tui.app.screens.start import StartScreen

    where = Path(tarot_tui.__file__).resolve()
    if "site-packages" not in where.parts:
        print(f"installed_check: tarot_tui comes from {where}, not from the installed wheel", file=sys.stderr)
        return 1
    for lang in ("nl", "en"):
        path = rules_path(lang)
        if "site-packages" not in path.parts or path.stat().st_size < 1000:
            print(f"installed_check: the rules ({lang}) are not in the wheel: {path}", file=sys.stderr)
            return 1
    app = TarotApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if not isinstance(app.screen, StartScreen):
            print(f"installed_check: the start screen did not come up: {app.screen!r}", file=sys.stderr)
            return 1
        await pilot.press("r")  # the rules screen reads the packaged docs
        await pilot.pause()
        await pilot.press("escape")
    print(f"installed_check: tarot-tui from {where.parent} starts and shows its rules")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
