"""Every move shown is on disk before the next key (the journal), a failed write never crashes the game nor
loses a move, and an undo (the match's actions shrinking) supersedes the journal (issue 12)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from faults import Disk

from tarot_tui.engine import Match, Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import write_reason
from tarot_tui.persistence import (
    SaveWriter,
    WriteProblem,
    journal_path,
    list_evenings,
    read_save,
    save_health,
)


def new_evening(seed: int = 3) -> Evening:
    rng = random.Random(seed)
    return Evening.new(["Anna", "Bram", "Cees", "Dirk"], ["human"] * 4, rules=Rules(), first_dealer=0, rng=rng)


def play(evening: Evening, actions: int, rng: random.Random) -> None:
    """``actions`` random legal actions, dealing when a deal is over."""
    for _ in range(actions):
        if evening.current is None:
            evening.start_deal()
            continue
        deal = evening.deal
        assert deal is not None
        evening.apply(rng.choice(list(deal.legal_actions())))


def shape(match: Match) -> list[list[object]]:
    return [list(p.deal.history) for p in match.deals]


def losing_writer() -> SaveWriter:
    """A background writer whose snapshots never reach the disk: what a kill does to the snapshots it holds."""

    def lost(path: Path, text: str) -> None:
        pass

    return SaveWriter(lost)


def test_with_every_background_snapshot_lost_every_move_is_on_disk_through_the_journal(data_dir: Path) -> None:
    evening = new_evening()
    evening.write_in_background(losing_writer())
    rng = random.Random(5)
    for actions in (1, 7, 40, 95, 80, 200):
        play(evening, actions, rng)
        assert evening.path is not None
        loaded = read_save(evening.path)  # what a new process would find after a kill now
        assert shape(loaded.match) == shape(evening.match)
        assert evening.save.match == evening.match.to_record()  # kept up to date without a full rebuild
        assert loaded.journal_problem is None
        # The deal in progress, and the one before it until the table compacts the save at a quiet moment.
        assert loaded.journal_lines <= sum(1 + len(p.deal.history) for p in evening.match.deals[-2:])


def test_an_undo_writes_a_snapshot_that_supersedes_the_journal(data_dir: Path) -> None:
    evening = new_evening()
    evening.write_in_background(SaveWriter())  # (a full save waits for a snapshot being written)
    rng = random.Random(8)
    try:
        play(evening, 30, rng)
        for undo in (1, 3):
            # The lead's undo: the current deal's actions shrink (here by rebuilding the match from a shorter
            # record), then persist(); the table plays on.
            evening.persist()
            record = evening.save.match
            last = record.deals[-1]
            shorter = last.model_copy(update={"actions": last.actions[:-undo]})
            evening.match = Match.from_record(record.model_copy(update={"deals": [*record.deals[:-1], shorter]}))
            evening.persist()
            assert not journal_path(evening.path).exists()  # type: ignore[arg-type]
            play(evening, 5, rng)
            assert shape(read_save(evening.path).match) == shape(evening.match)  # type: ignore[arg-type]
        # An undo the table forgets to persist is noticed by the next change all the same.
        record = evening.save.match
        evening.persist()
        record = evening.save.match
        last = record.deals[-1]
        shorter = last.model_copy(update={"actions": last.actions[:-2]})
        evening.match = Match.from_record(record.model_copy(update={"deals": [*record.deals[:-1], shorter]}))
        play(evening, 1, rng)
        assert shape(read_save(evening.path).match) == shape(evening.match)  # type: ignore[arg-type]
    finally:
        evening.flush()


def test_leaving_the_table_compacts_the_journal_into_the_snapshot(data_dir: Path) -> None:
    evening = new_evening()
    evening.write_in_background(SaveWriter())
    play(evening, 50, random.Random(1))
    assert journal_path(evening.path).exists()  # type: ignore[arg-type]
    evening.flush()
    assert not journal_path(evening.path).exists()  # type: ignore[arg-type]
    loaded = read_save(evening.path)  # type: ignore[arg-type]
    assert loaded.journal_lines == 0 and shape(loaded.match) == shape(evening.match)
    evening.close()  # leaving the table lets go of the evening: its lock file goes with it
    assert sorted(p.name for p in evening.path.parent.iterdir()) == [evening.path.name]  # type: ignore[union-attr]


def test_a_crafted_journal_keeps_the_snapshot_usable(data_dir: Path) -> None:
    evening = new_evening()
    evening.write_in_background(SaveWriter())
    play(evening, 12, random.Random(2))
    evening.flush()
    snapshot = shape(evening.match)
    journal = journal_path(evening.path)  # type: ignore[arg-type]
    for junk in ('{"g": 1, "d": 0, "n": 99, "step": {"kind": "play", "seat": 0, "card": "KH"}}\n', "nonsense\n"):
        journal.write_text(junk, encoding="utf-8")
        infos, errors = list_evenings()
        assert len(infos) == 1 and len(errors) == 1 and "journal" in str(errors[0])
        assert not journal.exists()  # kept aside
        assert shape(read_save(evening.path).match) == snapshot  # type: ignore[arg-type]
    journal.write_text('{"g": 1, "d": 0, "n": 12, "step": {"kind": "bid", "seat": 0, "contract": "garde"}}', "utf-8")
    loaded = read_save(evening.path)  # type: ignore[arg-type]
    assert loaded.journal_problem is None and shape(loaded.match) == snapshot  # a line cut short is ignored


def test_a_read_only_folder_is_reported_once_and_nothing_is_lost(data_dir: Path, disk: Disk) -> None:
    heard: list[WriteProblem | None] = []
    stop = save_health.listen(heard.append)
    try:
        evening = new_evening()
        evening.write_in_background(SaveWriter())
        rng = random.Random(4)
        play(evening, 20, rng)
        on_disk = shape(read_save(evening.path).match)  # type: ignore[arg-type]
        disk.read_only = True
        play(evening, 60, rng)  # no exception: the game goes on
        problem = evening.save_problem
        assert problem is not None and "Read-only" in problem.reason  # the system's words, for developers
        assert write_reason(problem.error_number, problem.kind) == "de schijf kan alleen gelezen worden"
        assert len(heard) == 1 and heard[0] is not None  # said once, not at every card
        assert shape(read_save(evening.path).match) == on_disk  # what was on disk is still there
        assert disk.refused >= 30  # it kept trying
        disk.read_only = False
        play(evening, 1, rng)
        assert evening.save_problem is None and heard[-1] is None  # saving again, said once
        assert shape(read_save(evening.path).match) == shape(evening.match)  # every move kept in memory
    finally:
        stop()


def test_a_full_disk_in_the_middle_of_the_journal_loses_nothing(data_dir: Path, disk: Disk) -> None:
    evening = new_evening()
    evening.write_in_background(SaveWriter())
    rng = random.Random(6)
    play(evening, 25, rng)
    disk.full = True
    play(evening, 30, rng)
    problem = evening.save_problem
    assert problem is not None and "No space" in problem.reason
    assert write_reason(problem.error_number, problem.kind) == "de schijf is vol"  # what the player reads
    disk.full = False
    play(evening, 3, rng)
    assert evening.save_problem is None
    loaded = read_save(evening.path)  # type: ignore[arg-type]
    assert shape(loaded.match) == shape(evening.match) and loaded.journal_problem is None


def test_a_settings_save_in_a_read_only_folder_does_not_raise(data_dir: Path, disk: Disk) -> None:
    from tarot_tui.persistence import AppSettings, load_settings, save_settings

    assert save_settings(AppSettings(lang="en"))
    disk.read_only = True
    assert save_settings(AppSettings(lang="nl", hints=False)) is False
    assert save_health.problem is not None
    disk.read_only = False
    assert load_settings().lang == "en"  # the file as it was
    assert save_settings(AppSettings(hints=False)) and save_health.problem is None


def test_a_data_folder_that_cannot_be_made_does_not_stop_a_new_evening(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarot_tui.persistence import KeptDeal, load_settings, save_settings
    from tarot_tui.sheets.keeper import KeeperEvening

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(blocker / "data"))  # under a file: cannot be made
    evening = new_evening()
    play(evening, 10, random.Random(3))
    assert evening.save_problem is not None
    kept = KeeperEvening.new(["Anna", "Bram", "Cees"], rules=Rules(), first_dealer=0)
    kept.add(KeptDeal())
    assert kept.save_problem is not None and len(kept.kept) == 1
    assert list_evenings()[0] == [] and len(list_evenings()[1]) == 1
    assert load_settings().lang == "nl" and save_settings(load_settings()) is False


def test_the_end_of_the_evening_is_saved_in_the_background_and_nothing_is_lost_if_it_never_lands(
    data_dir: Path,
) -> None:
    """The last key of an evening writes its snapshot on the writer's thread: on disk after a flush; after a kill
    before it lands, every move is still there (the journal) and the evening reads as done, its planned deals
    played, so the table ends it again."""
    for writer, lands in ((SaveWriter(), True), (losing_writer(), False)):
        rng = random.Random(4)
        evening = Evening.new(
            ["Anna", "Bram", "Cees", "Dirk"], ["human"] * 4, rules=Rules(), first_dealer=0, deals_planned=1, rng=rng
        )
        evening.write_in_background(writer)
        while not evening.is_finished:
            play(evening, 1, rng)
        evening.finish()
        assert evening.path is not None
        if lands:
            assert writer.flush(timeout=10)
        loaded = read_save(evening.path)  # what a new process would find now
        assert shape(loaded.match) == shape(evening.match)
        assert loaded.save.finished is lands
        assert Evening.load(evening.path).is_finished
        evening.flush()  # leaving the table: the snapshot with everything, the end included, is written at once
        assert read_save(evening.path).save.finished


def test_a_new_deal_is_one_journal_line_and_the_save_is_compacted_at_a_quiet_moment(data_dir: Path) -> None:
    """Dealing writes one line, not the whole evening (that would cost the key an fsync); ``compact`` writes it all
    and empties the journal; without it the journal still never holds more than two deals (the next deal writes
    everything). After a kill at any of these moments (every background snapshot lost) nothing is missing."""
    evening = new_evening(6)
    evening.write_in_background(losing_writer())
    rng = random.Random(6)
    held = []
    for _ in range(4):
        play(evening, 1, rng)  # deal
        assert evening.current is not None and not evening.current.deal.history
        assert evening.path is not None
        loaded = read_save(evening.path)
        assert shape(loaded.match) == shape(evening.match)
        held.append(loaded.journal_lines)
        if len(held) == 1:  # the table's quiet moment after the first deal was dealt
            evening.compact()
            loaded = read_save(evening.path)
            assert loaded.journal_lines == 0 and shape(loaded.match) == shape(evening.match)
        while evening.current is not None:
            play(evening, 1, rng)
    first, _, third, _ = (p.deal.history for p in evening.match.deals)
    assert held == [1, len(first) + 1, 0, len(third) + 1]
