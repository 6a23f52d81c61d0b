"""Each screen at 80×24, its key bar on one or two lines (issue 27, item 8), where no other snapshot already draws
it at that size (``ELSEWHERE``). The screens are reached as in ``test_key_bars.py`` (``screen_routes``).

Update after a deliberate change with ``pytest tests/app/test_key_bar_snapshots.py --snapshot-update``, render the
SVGs to PNG and look at them before committing.
"""

from __future__ import annotations

import pytest
from harness import make_app
from screen_routes import SCREENS

ELSEWHERE = {
    "start": "test_snapshots.py, TestStartScreen",
    "setup": "test_snapshots.py, TestSetupScreen",
    "rules": "tests/guide/test_guide_snapshots.py, TestRulesScreen",
    "lessons": "tests/lessons/test_lesson_snapshots.py",
    "keeper-sheet": "tests/keeper/test_keeper_snapshots.py, TestKeeperSheet",
    "keeper-deal": "tests/keeper/test_keeper_snapshots.py, TestKeeperForm",
    "evenings": "test_snapshots.py, TestSavedEvenings",
    "table-curtain": "test_snapshots.py, TestTable",
    "table-bidding": "test_snapshots.py, TestTable",
    "table-ecart": "test_snapshots.py, TestTable",
    "table-play": "test_snapshots.py, TestTable",
    "table-score": "test_snapshots.py, TestScoreScreens",
    "table-sheet": "test_snapshots.py, TestScoreScreens",
    "sheet": "test_snapshots.py, TestScoreScreens",
    "deal-score": "test_snapshots.py, TestScoreScreens",
    "analysis": "test_analysis_screen.py",
    "phones": "not drawn: its address has a port and a code chosen at random (test_key_bars.py reads its keys)",
}
"""Screens drawn at 80×24 by another snapshot (or, one, not at all), and where."""


@pytest.mark.parametrize("name", [name for name in SCREENS if name not in ELSEWHERE])
def test_screen_at_80x24(snap_compare, name: str) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(8), run_before=SCREENS[name], terminal_size=(80, 24))
