"""``tarot-tui sheet EVENING``: one evening's sheet on the terminal (an id, a save's path, or ``latest``, as
``export`` takes them), read as the statistics read it: never owned, never written, the same while another window
has the evening open. A finished evening (its planned deals all played, its closing sheet seen in the game or not)
shows its closing sheet, as the game does: "Einde van de avond", every deal, the totals and the final standings by
place; one still going shows its sheet so far. An evening that cannot be found or read is one sentence. Without an
evening it lists them all, as before (``test_sheet_listing.py``); an evening named used to be "onbekend"."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from in_process import run
from sample_evenings import kept_evening, played_evening

from tarot_tui.engine import signed
from tarot_tui.evening import Evening
from tarot_tui.persistence import read_save
from tarot_tui.sheets.rows import places

NAMES = ["Mark", "Nel", "Olga", "Piet"]


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder(columns=100)


def over(names: list[str] = NAMES, *, closed: bool = False) -> Evening:
    """Three planned deals, all played; left on the last deal's score page unless ``closed``."""
    evening = played_evening(names, 3, seed=5)
    evening.save.deals_planned = 3
    evening.save.finished = closed
    evening.persist()
    evening.close()
    assert evening.is_finished
    return evening


def as_on_disk(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.rglob("*")) if p.is_file()}


def standings_lines(out: str) -> list[tuple[str, str, str]]:
    """(place, name, total) of the lines under "Eindstand"/"Final standings"."""
    return re.findall(r"^\s*(\d+)\. +(\S+) +([+-]\d+|0)\s*$", out, flags=re.MULTILINE)


@pytest.mark.parametrize("closed", [False, True])
def test_a_finished_evening_shows_its_closing_sheet_and_is_not_written(
    closed: bool, capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    evening = over(closed=closed)
    before = as_on_disk(data_dir)
    for lang, final, standings, total in (
        ("nl", "Einde van de avond", "Eindstand", "Totaal"),
        ("en", "End of the evening", "Final standings", "Total"),
    ):
        code, out, err = run(capsys, "sheet", evening.save.evening_id, "--lang", lang)
        assert (code, err) == (0, ""), err
        assert final in out and standings in out and total in out
        assert all(name in out for name in NAMES)
        totals = evening.match.totals
        expected = [(str(place), NAMES[seat], signed(value)) for place, seat, value in places(totals)]
        assert standings_lines(out) == expected
        for number in (1, 2, 3):
            assert re.search(rf"^\s*{number}\s", out, flags=re.MULTILINE), out
    assert as_on_disk(data_dir) == before  # not written, no lock left
    assert read_save(evening.path).save.finished is closed  # type: ignore[arg-type]


def test_an_evening_still_going_shows_its_sheet_so_far(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    evening = played_evening(NAMES, 2, seed=5, unfinished=True)
    evening.close()
    before = as_on_disk(data_dir)
    code, out, err = run(capsys, "sheet", evening.save.evening_id)
    assert (code, err) == (0, "")
    assert "Scorebriefje" in out and "Einde van de avond" not in out and "Eindstand" not in out
    assert "bezig" in out  # the deal in progress
    assert standings_lines(out) == []
    assert as_on_disk(data_dir) == before


def test_it_is_read_while_another_window_has_the_evening_open(
    other_window: Callable[..., None], capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    evening = over()
    other_window(evening.path)
    before = as_on_disk(data_dir)
    code, out, err = run(capsys, "sheet", evening.save.evening_id)
    assert (code, err) == (0, "") and "Eindstand" in out
    assert as_on_disk(data_dir) == before


def test_latest_and_a_saves_path_name_an_evening_too(capsys: pytest.CaptureFixture[str]) -> None:
    older = over()
    newer = played_evening(["Eva", "Fien", "Gijs"], 1, seed=2, unfinished=True)
    newer.close()
    code, out, _ = run(capsys, "sheet", "latest")
    assert code == 0 and "Eva" in out and "Mark" not in out
    code, out, _ = run(capsys, "sheet", str(older.path))
    assert code == 0 and "Mark" in out and "Eindstand" in out


def test_a_score_keepers_evening_shows_its_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    kept = kept_evening(["Anna", "Bob", "Carla", "Dirk", "Eva"])
    code, out, err = run(capsys, "sheet", kept.save.evening_id)
    assert (code, err) == (0, "")
    assert "Scorebriefje" in out and "Eindstand" not in out and "Bob + Carla" in out and "vervallen" in out
    kept.save.finished = True  # marked finished in its file (from elsewhere: the keeper never ends one)
    kept.persist()
    kept.close()
    code, out, err = run(capsys, "sheet", kept.save.evening_id)
    assert code == 0 and "Einde van de avond" in out
    assert [name for _, name, _ in standings_lines(out)] == [kept.names[seat] for _, seat, _ in places(kept.totals)]


def test_five_players_fit_80_columns(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    evening = over(["Annemarie", "Bartholomeus", "Cornelia", "Dirk-Jan", "Evelien"])
    code, out, _ = run(capsys, "sheet", evening.save.evening_id)
    assert code == 0
    assert max(len(line) for line in out.splitlines()) <= 80
    assert len(standings_lines(out)) == 5


@pytest.mark.parametrize("ref", ["20990101-000000-000000", "no such evening", "../etc/passwd"])
def test_an_evening_not_there_is_one_sentence(ref: str, capsys: pytest.CaptureFixture[str]) -> None:
    over()
    code, out, err = run(capsys, "sheet", ref, "--lang", "en")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "no saved evening" in err and "Traceback" not in err, err


def test_a_broken_save_is_one_sentence_and_kept_aside(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    evening = over()
    assert evening.path is not None
    data = json.loads(evening.path.read_text())
    data["names"] = "not a list"
    evening.path.write_text(json.dumps(data))
    code, out, err = run(capsys, "sheet", evening.save.evening_id, "--lang", "en")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "could not be read" in err and "Traceback" not in err, err
    assert not evening.path.exists() and list((data_dir / "evenings").glob("*.broken-*"))
