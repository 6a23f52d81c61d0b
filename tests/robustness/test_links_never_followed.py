"""The game never follows a symbolic link to read or write its own files: a link in the data folder, the data
folder or the evenings folder as a link, a link planted where a temporary file or a lock will be made. What the
link names is neither read nor changed, the link itself is kept aside (or the folder refused), and the player is
told in one sentence, in their language; the rest stays usable.

(The journal as a link: ``test_journal_links_and_cuts.py``; the phones' codes: ``tests/phones/test_resume.py``; an
export's output: ``tests/cli/test_export.py``.)
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from broken_files import saved_evening
from tarot_tui.__main__ import main
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import file_reason
from tarot_tui.persistence import (
    SaveError,
    atomic_write,
    evenings_dir,
    list_evenings,
    load_settings,
    read_settings_file,
    save_settings,
    settings_from,
)
from tarot_tui.persistence.lessons import LessonProgress, load_progress, progress_path, save_progress
from tarot_tui.persistence.ownership import lock_path
from tarot_tui.phones.code_file import load_codes, save_codes, tidy_codes


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes (what a link must leave as it was)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_a_save_that_is_a_link_is_not_read_and_the_link_is_kept_aside(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = saved_evening()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    victim = elsewhere / "friend.json"
    shutil.copy(good, victim)
    data = json.loads(victim.read_text(encoding="utf-8"))
    data["evening_id"] = "friend"
    victim.write_text(json.dumps(data), encoding="utf-8")
    before = snapshot(elsewhere)
    link = evenings_dir() / "friend.json"
    link.symlink_to(victim)
    with pytest.raises(SaveError) as caught:
        Evening.load(link)
    assert caught.value.reason == "not_a_file"
    infos, _errors = list_evenings()
    assert [i.evening_id for i in infos] == [good.stem]  # the linked save was not read
    assert not os.path.lexists(link)
    kept = [p for p in evenings_dir().iterdir() if p.name.startswith("friend.broken-")]
    assert len(kept) == 1 and kept[0].is_symlink()  # the link itself, kept aside
    assert snapshot(elsewhere) == before
    link.symlink_to(victim)
    assert main(["--lang", "en", "sheet"]) == 0
    err = one_line(capsys)
    assert file_reason("not_a_file", "en") in err
    assert snapshot(elsewhere) == before


def test_settings_and_lessons_that_are_links_are_not_read_nor_written_through(data_dir: Path, tmp_path: Path) -> None:
    data_dir.mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "settings.json").write_text('{"lang": "en"}', encoding="utf-8")
    progress = LessonProgress()
    progress.record("Anna", "cards", 1)
    (elsewhere / "lessons.json").write_text(progress.model_dump_json(), encoding="utf-8")
    before = snapshot(elsewhere)
    settings_link = data_dir / "settings.json"
    settings_link.symlink_to(elsewhere / "settings.json")
    lessons_link = progress_path()
    lessons_link.symlink_to(elsewhere / "lessons.json")

    loaded = settings_from(read_settings_file())
    assert loaded.settings.lang != "en" and loaded.reason == "not_a_file"  # not read
    assert loaded.moved_to is not None and loaded.moved_to.is_symlink()  # the link kept aside
    assert save_settings(loaded.settings.model_copy(update={"lang": "nl"}))
    assert not settings_link.is_symlink() and load_settings().lang == "nl"

    progress_loaded = load_progress()
    assert progress_loaded.progress.done("Anna") == {} and progress_loaded.reason == "not_a_file"
    assert progress_loaded.moved_to is not None and progress_loaded.moved_to.is_symlink()
    assert save_progress(LessonProgress())
    assert not lessons_link.is_symlink()
    assert snapshot(elsewhere) == before


def test_a_data_folder_that_is_a_link_is_not_used(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Nothing is read from it nor written into it: the game plays on without saving, and says so in one sentence."""
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "evenings").mkdir(parents=True)
    (elsewhere / "settings.json").write_text('{"lang": "en"}', encoding="utf-8")
    data_dir.symlink_to(elsewhere)
    before = snapshot(elsewhere)
    infos, errors = list_evenings()
    assert infos == [] and len(errors) == 1 and errors[0].reason == "folder"
    assert settings_from(read_settings_file()).settings.lang != "en"
    assert load_progress().reason == "folder"
    evening = Evening.new(["Anna", "Bram", "Cees"], ["human"] * 3, rules=Rules(), first_dealer=0)
    assert evening.save_problem is not None  # told like any save that cannot be written
    evening.start_deal()
    evening.close()
    assert not save_settings(load_settings())
    assert not save_progress(LessonProgress())
    assert load_codes(evening.save.evening_id) is None and tidy_codes(tmp_path) == []  # no traceback either
    with pytest.raises(OSError):
        save_codes(evening.save.evening_id, {0: "A" * 43})
    assert snapshot(elsewhere) == before and sorted(p.name for p in elsewhere.iterdir()) == [
        "evenings",
        "settings.json",
    ]
    assert main(["--lang", "en", "sheet"]) == 0
    err = one_line(capsys)
    assert file_reason("folder", "en") in err
    assert "link" not in err  # the reader's English stays out of the sentence


def test_an_evenings_folder_that_is_a_link_is_kept_aside_and_a_folder_made(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = saved_evening()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.move(good, elsewhere / good.name)
    before = snapshot(elsewhere)
    folder = data_dir / "evenings"
    shutil.rmtree(folder)
    folder.symlink_to(elsewhere, target_is_directory=True)
    infos, errors = list_evenings()
    assert infos == []  # what the link named was not read
    assert len(errors) == 1 and errors[0].reason == "not_a_file" and errors[0].path is not None
    assert errors[0].path.is_symlink() and errors[0].path.name.startswith("evenings.broken-")
    assert folder.is_dir() and not folder.is_symlink()
    again = saved_evening(seed=2)
    assert [i.evening_id for i in list_evenings()[0]] == [again.stem]
    assert list_evenings()[1] == []  # told once
    assert snapshot(elsewhere) == before


def test_a_link_planted_as_the_temporary_name_is_never_written_through(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarot_tui.persistence import files

    data_dir.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    target = data_dir / "settings.json"
    guesses = iter(["deadbeef", "0badf00d"])
    monkeypatch.setattr(files.secrets, "token_hex", lambda n: next(guesses))
    planted = data_dir / f".settings.json.{os.getpid()}-deadbeef.tmp"
    planted.symlink_to(victim)
    atomic_write(target, '{"lang": "en"}')
    assert victim.read_text(encoding="utf-8") == "precious\n"
    assert target.read_text(encoding="utf-8") == '{"lang": "en"}' and not target.is_symlink()


def test_a_lock_file_that_is_a_link_is_kept_aside_and_never_written_through(data_dir: Path, tmp_path: Path) -> None:
    good = saved_evening()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    lock = lock_path(good)
    lock.symlink_to(victim)
    resumed = Evening.load(good)
    assert victim.read_text(encoding="utf-8") == "precious\n"
    assert lock.exists() and not lock.is_symlink()
    resumed.close()
    assert victim.read_text(encoding="utf-8") == "precious\n"


def test_a_score_keepers_save_that_is_a_link_is_not_read_nor_written_through(data_dir: Path, tmp_path: Path) -> None:
    from tarot_tui.persistence import KeptDeal
    from tarot_tui.sheets.keeper import KeeperEvening

    kept = KeeperEvening.new(["Anna", "Bram", "Cees"], rules=Rules(), first_dealer=0)
    kept.add(KeptDeal(taker=1, contract="garde", attack_half_points=104, bouts=2))
    kept.close()
    assert kept.path is not None
    victim = tmp_path / "victim.json"
    shutil.move(kept.path, victim)
    before = victim.read_bytes()
    kept.path.symlink_to(victim)
    with pytest.raises(SaveError) as caught:
        KeeperEvening.load(kept.path)
    assert caught.value.reason == "not_a_file" and victim.read_bytes() == before
