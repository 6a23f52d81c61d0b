"""The game's part of ``benchmarks/phones.py`` measures what it says: three scripted phones and a computer play a
whole deal at the game's own table (headless), and every card a phone sent is found on a frame the laptop wrote
(its face on the table or its line in the log). No time is checked here: the benchmark measures the speed."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tarot_tui.app.table import screen as table_module

BENCHMARK = Path(__file__).parents[2] / "benchmarks" / "phones.py"


async def test_every_card_a_phone_sends_shows_on_a_frame_of_the_games_table(monkeypatch: pytest.MonkeyPatch) -> None:
    # The benchmark sets its own data folder and trick pause: the fixture's folder and this pause are put back.
    monkeypatch.setattr(table_module, "TRICK_PAUSE", table_module.TRICK_PAUSE)
    spec = importlib.util.spec_from_file_location("phones_benchmark", BENCHMARK)
    assert spec is not None and spec.loader is not None
    benchmark = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(benchmark)
    shown, unseen = await benchmark.measure_app(1, 7)
    assert unseen == [] and len(shown) >= 30  # three phones' cards of a deal, less the ones played for them
    assert all(0 < seconds < 60 for seconds in shown)
