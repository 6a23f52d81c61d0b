"""The background save writer: newest snapshot on disk after a flush, never an older one over a newer one,
never a half-written file, errors reported to the thread that saves; and the table saves through it."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path

import pytest
from harness import make_app, new_evening, settle, step, table_screen

from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.evening import Evening
from tarot_tui.persistence import SaveWriter, atomic_write, shared_writer


def snapshot(number: int, size: int = 0) -> str:
    return json.dumps({"number": number, "padding": "x" * size})


def test_latest_snapshot_on_disk_after_flush(tmp_path: Path) -> None:
    writer = SaveWriter()
    path = tmp_path / "evening.json"
    for number in range(200):
        writer.submit(path, snapshot(number))
    assert writer.flush(timeout=10)
    assert json.loads(path.read_text(encoding="utf-8"))["number"] == 199
    assert writer.idle
    assert [p.name for p in tmp_path.iterdir()] == ["evening.json"]  # no temporary file left behind


def test_snapshots_written_in_order_and_only_the_newest_while_busy(tmp_path: Path) -> None:
    written: list[tuple[str, int]] = []
    gate = threading.Event()

    def slow_write(path: Path, text: str) -> None:
        gate.wait(5)
        written.append((path.name, json.loads(text)["number"]))

    writer = SaveWriter(slow_write)
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    writer.submit(a, snapshot(0))
    time.sleep(0.05)  # the thread has taken snapshot 0 of a and waits at the gate
    for number in range(1, 50):
        writer.submit(a, snapshot(number))
        writer.submit(b, snapshot(100 + number))
    gate.set()
    assert writer.flush(timeout=10)
    for name in ("a.json", "b.json"):
        numbers = [n for file, n in written if file == name]
        assert numbers == sorted(numbers), f"{name}: an older snapshot was written after a newer one"
    assert [n for file, n in written if file == "a.json"][-1] == 49
    assert [n for file, n in written if file == "b.json"][-1] == 149
    assert len(written) <= 3  # a.json 0, then only the newest of each file that waited


def test_a_reader_never_sees_a_half_written_save(tmp_path: Path) -> None:
    writer = SaveWriter()
    path = tmp_path / "evening.json"
    atomic_write(path, snapshot(-1, 200_000))
    stop = threading.Event()
    seen: list[int] = []
    problems: list[str] = []

    def read() -> None:
        while not stop.is_set():
            text = path.read_text(encoding="utf-8")
            try:
                seen.append(json.loads(text)["number"])
            except ValueError:
                problems.append(text[-40:])

    reader = threading.Thread(target=read)
    reader.start()
    try:
        for number in range(60):
            writer.submit(path, snapshot(number, 200_000))
            time.sleep(0.002)
        assert writer.flush(timeout=30)
    finally:
        stop.set()
        reader.join()
    assert not problems
    assert seen == sorted(seen)  # the file only ever moves forward
    assert json.loads(path.read_text(encoding="utf-8"))["number"] == 59


def test_a_failed_write_is_raised_on_the_next_flush(tmp_path: Path) -> None:
    def broken(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    writer = SaveWriter(broken)
    writer.submit(tmp_path / "evening.json", snapshot(1))
    with pytest.raises(OSError, match="No space"):
        writer.flush(timeout=10)
    assert writer.flush(timeout=10)  # reported once


def test_an_evening_in_the_background_reads_back_the_same(tmp_path: Path) -> None:
    from harness import fast_forward

    app = make_app()
    evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
    evening.write_in_background(SaveWriter())
    deal = fast_forward(evening, lambda d: len(d.tricks) == 3, random.Random(2))
    evening.flush()
    assert evening.path is not None
    loaded = Evening.load(evening.path)
    assert loaded.deal is not None and loaded.deal.history == deal.history


async def test_the_table_saves_in_the_background_and_leaving_flushes(data_dir: Path) -> None:
    app = make_app(3)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        evening.directory = data_dir / "evenings"
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        assert evening.writer is shared_writer()
        rng = random.Random(3)
        steps = []
        while not (evening.deal and evening.deal.tricks and app.screen is table_screen(app)):
            steps.append(await step(pilot, rng, bid=lambda deal: "0" if deal.bids else "2"))
            assert len(steps) < 200, steps[-10:]
        await settle(pilot)
        history = list(evening.deal.history)  # type: ignore[union-attr]
        assert history
        await pilot.press("q")
        await pilot.press("j")  # yes, leave
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert evening.path is not None
        on_disk = json.loads(evening.path.read_text(encoding="utf-8"))
        assert len(on_disk["match"]["deals"][-1]["actions"]) == len(history)
