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
from tarot_tui.i18n import file_reason, linked_folder, save_failed
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
    assert infos == [] and len(errors) == 1 and errors[0].reason == "linked_folder" and errors[0].whole_folder
    assert (errors[0].file, errors[0].target) == (data_dir, elsewhere.resolve())
    assert settings_from(read_settings_file()).settings.lang != "en"
    assert settings_from(read_settings_file()).reason == "linked_folder"
    assert load_progress().reason == "linked_folder"
    evening = Evening.new(["Anna", "Bram", "Cees"], ["human"] * 3, rules=Rules(), first_dealer=0)
    assert evening.save_problem is not None  # told like any save that cannot be written, with what to do
    assert evening.save_problem.linked == (data_dir, elsewhere.resolve())
    assert save_failed(evening.save_problem, "en") == linked_folder(data_dir, elsewhere.resolve(), lang="en")
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
    assert main(["--lang", "en", "sheet"]) == 1  # no list, rather than an empty one
    err = one_line(capsys)
    assert err == f"tarot-tui sheet: {linked_folder(data_dir, elsewhere.resolve(), lang='en')}\n"
    assert "the folder" not in err  # the reader's English stays out of the sentence


LINKED = {
    "nl": "De map van het spel, {folder}, is een koppeling (symlink); het spel volgt geen koppelingen en leest of "
    "bewaart daar niets. Wijs TAROT_TUI_DATA_DIR naar de echte map ({target}) om te bewaren.",
    "en": "The game's folder, {folder}, is a link (symlink); the game follows no links and reads or saves nothing "
    "there. Point TAROT_TUI_DATA_DIR at the real folder ({target}) to save.",
}


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize(
    "command",
    [
        ["sheet"],
        ["stats"],
        ["stats", "--json"],
        ["export", "latest"],
        ["export", "a1b2c3d4"],
        ["phones", "--resume", "a1b2c3d4"],
    ],
)
def test_a_data_folder_that_is_a_link_is_told_once_with_what_to_do(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str], lang: str
) -> None:
    """One sentence: which folder, that it is a link, and where to point TAROT_TUI_DATA_DIR; not also "no saved
    evenings yet", "not found" or "a saved evening could not be read"; the command fails."""
    elsewhere = tmp_path / "synced"
    (elsewhere / "evenings").mkdir(parents=True)
    shutil.copy(saved_evening(), elsewhere / "evenings")
    shutil.rmtree(data_dir)
    data_dir.symlink_to(elsewhere)
    before = snapshot(elsewhere)
    assert main(["--lang", lang, *command]) != 0
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith(f"tarot-tui {command[0]}: ")
    assert err.endswith(LINKED[lang].format(folder=data_dir, target=elsewhere.resolve()) + "\n")
    assert snapshot(elsewhere) == before


def test_a_data_folder_link_that_leads_nowhere_is_told_the_same_way(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir.symlink_to(tmp_path / "gone")
    assert main(["--lang", "en", "sheet"]) == 1
    assert one_line(capsys).endswith(LINKED["en"].format(folder=data_dir, target=tmp_path / "gone") + "\n")
    assert not (tmp_path / "gone").exists()  # not made through the link either


def test_a_linked_folders_names_reach_the_terminal_as_visible_escapes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = tmp_path / "real\x1b]0;owned\x07"
    real.mkdir()
    link = tmp_path / "data\u202e"
    link.symlink_to(real)
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(link))
    assert main(["--lang", "en", "stats"]) == 1
    err = one_line(capsys)
    assert "\x1b" not in err and "\x07" not in err and "\u202e" not in err
    assert "real\\x1b]0;owned\\x07" in err and "data\\u202e" in err


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
    assert len(errors) == 1 and errors[0].reason == "linked_folder" and errors[0].path is not None
    assert errors[0].path.is_symlink() and errors[0].path.name.startswith("evenings.broken-")
    assert errors[0].target == elsewhere.resolve() and not errors[0].whole_folder
    assert folder.is_dir() and not folder.is_symlink()
    told = linked_folder(folder, elsewhere.resolve(), errors[0].path, lang="en")
    assert told == (
        f"The folder of saved evenings, {folder}, was a link (symlink); the game follows no links, so it kept the "
        f"link aside as {errors[0].path.name} and made a new folder. Move your evenings from {elsewhere.resolve()} "
        "into it to see them here."
    )
    again = saved_evening(seed=2)
    assert [i.evening_id for i in list_evenings()[0]] == [again.stem]
    assert list_evenings()[1] == []  # told once
    assert snapshot(elsewhere) == before


def test_sheet_tells_an_evenings_folder_that_was_a_link_in_one_sentence(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    elsewhere = tmp_path / "synced\x1b[2J"
    elsewhere.mkdir()
    folder = evenings_dir()
    folder.rmdir()
    folder.symlink_to(elsewhere, target_is_directory=True)
    assert main(["sheet"]) == 0  # a new folder is there: the list (empty) follows
    out, err = capsys.readouterr()
    kept = next(p for p in data_dir.iterdir() if p.name.startswith("evenings.broken-"))
    assert err == (
        f"tarot-tui sheet: De map met bewaarde avonden, {folder}, was een koppeling (symlink); het spel volgt geen "
        f"koppelingen, dus de koppeling staat apart als {kept.name} en er is een nieuwe map gemaakt. Zet je avonden "
        f"uit {tmp_path}/synced\\x1b[2J daarin om ze hier te zien.\n"
    )
    assert out.startswith("Nog geen bewaarde avonden in ")


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
