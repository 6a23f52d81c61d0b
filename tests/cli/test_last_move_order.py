"""Saved evenings are ordered by their last move and show its time, in the resume list and in ``tarot-tui sheet``:
after a kill the last moves are only in the journal, newer than the snapshot (and than another evening saved
since), and the list said "newest first" while putting that evening below the older one."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tarot_tui.__main__ import main
from tarot_tui.bots.random_player import RandomPlayer
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import list_evenings
from tarot_tui.persistence.journal import journal_path
from tarot_tui.persistence.writer import SaveWriter
from tarot_tui.sheets.rows import local_time


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder(columns=100)


def test_an_evening_whose_last_moves_are_in_the_journal_is_listed_first_with_their_time(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rng = random.Random(3)
    older = Evening.new(["Anna", "Bram", "Cor"], ["human"] * 3, rules=Rules(), first_dealer=0, rng=rng)
    older.write_in_background(SaveWriter(lambda path, text: None))  # snapshots lost, as a kill loses them
    older.start_deal()
    for _ in range(4):  # moves journaled, the snapshot left as it was (as a kill leaves it)
        view = older.view(older.actor())
        assert view is not None
        older.apply(RandomPlayer().choose(view, rng))  # type: ignore[arg-type]
    assert older.path is not None
    journal = journal_path(older.path)
    assert journal.stat().st_size > 0
    newer = Evening.new(["Dirk", "Eva", "Fien"], ["human"] * 3, rules=Rules(), first_dealer=0, rng=rng)
    last_move = time.time() + 3 * 3600  # the journal's last line, hours after the other evening was saved
    os.utime(journal, (last_move, last_move))
    infos, errors = list_evenings()
    assert errors == []
    assert [info.evening_id for info in infos] == [older.save.evening_id, newer.save.evening_id]
    stamp = datetime.fromisoformat(infos[0].updated)
    assert (
        abs(stamp.timestamp() - last_move) < 2 and stamp.tzinfo is not None and stamp.utcoffset() == UTC.utcoffset(None)
    )
    assert main(["sheet"]) == 0
    out = capsys.readouterr().out
    assert out.index(older.save.evening_id) < out.index(newer.save.evening_id)
    assert local_time(infos[0].updated) in out  # the last move's time, not the creation's
