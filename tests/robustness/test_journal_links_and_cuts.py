"""The journal is a plain file of its own, and a line cut short spoils only itself (issue 25).

A journal that is a link (or a second name of a file elsewhere) is never written through: it is kept aside and
the moves go to a new journal. An unfinished last line (a kill or a full disk in the middle of a write) is cut
off and kept aside before anything is appended: tried at every byte of the last line (in CI, of a long line only
its ends byte by byte and every few bytes between; ``pytest -m soak`` cuts it at every byte), then a resume,
moves and a kill (the snapshots the background writer still held are lost, as a SIGKILL loses them), and no move
is lost.
"""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest

from tarot_tui.engine import Match, Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import SaveError, SaveWriter, journal_path, read_save


def losing_writer() -> SaveWriter:
    """Snapshots that never reach the disk: what a kill does to those the writer still holds."""

    def lost(path: Path, text: str) -> None:
        pass

    return SaveWriter(lost)


def shape(match: Match) -> list[list[object]]:
    return [list(p.deal.history) for p in match.deals]


def play(evening: Evening, actions: int, rng: random.Random) -> None:
    for _ in range(actions):
        if evening.current is None:
            evening.start_deal()
            continue
        deal = evening.deal
        assert deal is not None
        evening.apply(rng.choice(list(deal.legal_actions())))


def journaled_evening(actions: int) -> Evening:
    """A new evening whose moves since its first snapshot are all in its journal only."""
    evening = Evening.new(["Anna", "Bram", "Cees", "Dirk"], ["human"] * 4, rules=Rules(), first_dealer=0)
    evening.write_in_background(losing_writer())
    play(evening, actions, random.Random(6))
    return evening


def leave(evening: Evening) -> None:
    getattr(evening, "close", evening.flush)()


def test_a_journal_that_is_a_link_is_never_written_through(data_dir: Path, tmp_path: Path) -> None:
    evening = journaled_evening(10)
    leave(evening)
    save = evening.path
    assert save is not None
    journal = journal_path(save)
    victim = tmp_path / "victim.txt"
    for make in ("symlink", "dangling", "hardlink"):
        victim.write_text("precious\n", encoding="utf-8")
        if make == "symlink":
            journal.symlink_to(victim)
        elif make == "dangling":
            victim.unlink()
            journal.symlink_to(victim)
        else:
            os.link(victim, journal)
        resumed = Evening.load(save)
        resumed.write_in_background(losing_writer())
        play(resumed, 8, random.Random(len(make)))
        if make == "dangling":
            assert not victim.exists(), "a journal line was written through a dangling link"
        else:
            assert victim.read_text(encoding="utf-8") == "precious\n", f"{make}: written outside the folder"
        assert not journal.is_symlink() and journal.stat().st_nlink == 1
        assert shape(read_save(save).match) == shape(resumed.match)  # every move is on disk all the same
        leave(resumed)
        journal.unlink(missing_ok=True)


def test_a_save_that_is_a_link_is_replaced_not_written_through(data_dir: Path, tmp_path: Path) -> None:
    """A link put in the save's place while the evening is open is replaced by the next save, never written
    through; a save that is a link when the evening is opened is not read at all (it is kept aside:
    ``test_links_never_followed.py``)."""
    evening = journaled_evening(5)
    leave(evening)
    save = evening.path
    assert save is not None
    victim = tmp_path / "victim.json"
    shutil.copy(save, victim)
    before = victim.read_bytes()
    resumed = Evening.load(save)
    save.unlink()
    save.symlink_to(victim)  # put in its place while the evening is open
    play(resumed, 3, random.Random(2))
    resumed.persist()
    assert victim.read_bytes() == before  # written as a file of the game's own (atomic replace)
    assert not save.is_symlink() and shape(read_save(save).match) == shape(resumed.match)
    leave(resumed)
    save.unlink()
    save.symlink_to(victim)
    with pytest.raises(SaveError) as caught:
        Evening.load(save)
    assert caught.value.reason == "not_a_file" and victim.read_bytes() == before


EDGE = 40
"""Bytes at each end of a long last line that CI cuts at, one by one (between them, every ``STRIDE``-th)."""
STRIDE = 7


@pytest.mark.parametrize("actions", [1, 9], ids=["only line: the deal", "last of several: a move"])
def test_a_cut_last_line_loses_no_later_move(data_dir: Path, tmp_path: Path, actions: int) -> None:
    """A move's line is cut at every byte; the deal's line (several hundred bytes, each cut a resume, six moves and
    their fsyncs) at every byte of its first and last ``EDGE`` and every ``STRIDE``-th between, where the soak run
    below cuts it at every byte."""
    cut_last_line(tmp_path, actions, every_byte=False)


@pytest.mark.soak
def test_the_deals_line_cut_at_every_byte_loses_no_later_move(data_dir: Path, tmp_path: Path) -> None:
    cut_last_line(tmp_path, 1, every_byte=True)


def cut_last_line(tmp_path: Path, actions: int, *, every_byte: bool) -> None:
    evening = journaled_evening(actions)
    save = evening.path
    assert save is not None
    journal = journal_path(save)
    lines = journal.read_bytes().split(b"\n")
    assert lines[-1] == b"" and len(lines) == actions + 1
    whole, last = b"".join(line + b"\n" for line in lines[:-2]), lines[-2]
    before = shape(evening.match)
    before[-1 if actions > 1 else 0 :] = [before[-1][:-1]] if actions > 1 else []
    template = tmp_path / "template"
    shutil.copytree(save.parent, template, ignore=shutil.ignore_patterns("*.lock"))
    cuts: range | list[int] = range(1, len(last) + 1)  # 1 byte of the line ... all of it but its newline
    if not every_byte and len(last) > 3 * EDGE:
        cuts = sorted(
            {*range(1, EDGE + 1), *range(EDGE, len(last) - EDGE, STRIDE), *range(len(last) - EDGE, len(last) + 1)}
        )
    for cut in cuts:
        shutil.rmtree(save.parent)
        shutil.copytree(template, save.parent)
        fragment = last[:cut]
        journal.write_bytes(whole + fragment)
        resumed = Evening.load(save, rng=random.Random(cut))
        assert shape(resumed.match) == before, f"cut at {cut}: the whole lines before it were not all read"
        resumed.write_in_background(losing_writer())
        play(resumed, 6, random.Random(cut))
        # A kill now: the snapshots still waiting are lost; the journal alone must hold the six moves.
        loaded = read_save(save)
        assert loaded.journal_problem is None, f"cut at {cut}: {loaded.journal_problem}"
        assert shape(loaded.match) == shape(resumed.match), f"cut at {cut}: moves lost"
        kept = [p for p in save.parent.iterdir() if ".broken-" in p.name]
        assert len(kept) == 1 and kept[0].read_bytes() == fragment, f"cut at {cut}: the piece was not kept aside"
        fragment_seen = getattr(resumed, "fragment", None)
        assert fragment_seen is not None and fragment_seen.size == cut and fragment_seen.kept == kept[0]
        # Resumed once more (the next evening): nothing more is cut, nothing lost.
        again = Evening.load(save)
        assert again.fragment is None and shape(again.match) == shape(resumed.match)
        for evening_here in (resumed, again):
            leave(evening_here)  # (their journals' descriptors: 180 evenings here)
