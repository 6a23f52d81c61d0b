"""``tarot-tui sheet``: the saved evenings of both kinds, newest first, with date, kind, deals and standings;
a broken save is moved aside and reported without failing the listing."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from in_process import run
from sample_evenings import kept_evening, played_evening

from tarot_tui.persistence import evenings_dir
from tarot_tui.sheets.rows import local_time


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    """A wide console keeps each table row on its lines."""
    return data_folder(columns=160)


def test_lists_both_kinds_with_standings(capsys: pytest.CaptureFixture[str]) -> None:
    played = played_evening(["Piet", "Joke", "Kees"], 3)
    kept = kept_evening(["Anna", "Bob", "Carla", "Dirk"])
    code, out, err = run(capsys, "sheet")
    assert (code, err) == (0, "")
    assert "Bewaarde avonden" in out
    # newest first: the keeper evening was saved last
    assert out.index(kept.save.evening_id) < out.index(played.save.evening_id)
    assert "bijgehouden" in out and "gespeeld" in out
    date = re.compile(r"\d\d-\d\d-\d{4} \d\d:\d\d")  # the catalogue's date, as the rest of the app writes it
    assert len(date.findall(out)) == 2
    # the standings, best first, one player a line; equal totals keep the seat order
    standings = re.findall(r"(Anna|Bob|Carla|Dirk) ([+-]\d+|0)", out)
    assert standings == [("Bob", "+272"), ("Carla", "-16"), ("Dirk", "-16"), ("Anna", "-240")]
    assert [int(v) for _, v in standings] == sorted(kept.totals, reverse=True)
    totals = played.match.totals
    shown = dict(re.findall(r"(Piet|Joke|Kees) ([+-]\d+|0)", out))
    assert {name: int(v) for name, v in shown.items()} == dict(zip(["Piet", "Joke", "Kees"], totals, strict=True))


def test_a_broken_save_is_reported_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    kept = kept_evening(["Anna", "Bob", "Carla"])
    good = kept_evening(["Dora", "Eef", "Fien"])
    assert kept.path is not None
    data = json.loads(kept.path.read_text())
    data["kept"][0]["bouts"] = 7
    kept.path.write_text(json.dumps(data))
    code, out, err = run(capsys, "sheet", "--lang", "en")
    assert code == 0
    assert good.save.evening_id in out and kept.save.evening_id not in out
    assert err.count("\n") == 1
    assert err.startswith("tarot-tui sheet: a saved evening could not be read (") and "kept aside" in err
    assert len(list(evenings_dir().glob("*.broken-*.json"))) == 1


def test_no_evenings_yet(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "sheet")
    assert (code, err) == (0, "")
    assert "Nog geen bewaarde avonden" in out


def test_fits_80_columns_with_five_long_names(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every heading whole, every line within 80 columns; each evening by the time of its last move, players, deals
    and kind, the id under the time (for tarot-tui export)."""
    monkeypatch.setenv("COLUMNS", "80")
    names = ["Annemarie-Sophie", "Bartholomeus Jan", "Carla", "Dirk", "Eva-Lotte Visser"]
    kept = kept_evening(names)
    assert kept.path is not None
    data = json.loads(kept.path.read_text())
    data["finished"] = True
    kept.path.write_text(json.dumps(data))
    code, out, err = run(capsys, "sheet")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "…" not in out
    header = next(line for line in lines if "Laatst" in line)
    assert header.split() == ["Laatst", "gespeeld,", "id", "Spelers", "en", "stand", "Spellen", "Soort"]
    first = next(line for line in lines if re.search(r"\d\d-\d\d-\d{4} \d\d:\d\d", line))
    assert "3" in first.split() and "bijgehouden," in first
    assert kept.save.evening_id in out
    for name in names:
        assert name in out


@pytest.mark.parametrize("stamp", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00"])
def test_a_date_at_the_end_of_time_is_shown_not_a_traceback(capsys: pytest.CaptureFixture[str], stamp: str) -> None:
    """A save from a friend's laptop with a date the local time zone cannot reach (datetime's OverflowError)."""
    kept = kept_evening(["Anna", "Bob", "Carla"])
    assert kept.path is not None
    data = json.loads(kept.path.read_text())
    data["created"] = data["updated"] = stamp
    kept.path.write_text(json.dumps(data))
    assert local_time(stamp, "en")[:10] in (stamp[:10], "0001-01-01", "9999-12-31")
    code, out, err = run(capsys, "sheet")
    assert (code, err) == (0, "")
    assert stamp[:4] in out and "Anna" in out


@pytest.mark.parametrize(
    ("lang", "unseen", "seen"),
    [
        ("nl", "afgelopen, de eindstand nog niet bekeken", "afgelopen"),
        ("en", "over, the final standings not yet seen", "finished"),
    ],
)
def test_an_evening_over_whose_closing_sheet_was_not_seen_is_said_as_the_start_screen_says_it(
    capsys: pytest.CaptureFixture[str], lang: str, unseen: str, seen: str
) -> None:
    """Its planned deals all played, left on the last deal's score page: over, but its closing sheet (which marks it
    finished) not seen; the start screen says so (``evenings.standings_unseen``), and so does the list. One whose
    closing sheet was seen is just over. (Both were "afgelopen".)"""
    left = played_evening(["Piet", "Joke", "Kees"], 2)
    closed = played_evening(["Anna", "Bob", "Carla"], 2, seed=8)
    for evening, finished in ((left, False), (closed, True)):
        assert evening.path is not None
        data = json.loads(evening.path.read_text())
        data["deals_planned"] = 2
        data["finished"] = finished
        evening.path.write_text(json.dumps(data))
    code, out, err = run(capsys, "sheet", "--lang", lang)
    assert (code, err) == (0, "")
    date = r"\d{4}-\d\d-\d\d \d\d:\d\d" if lang == "en" else r"\d\d-\d\d-\d{4} \d\d:\d\d"  # the catalogue's
    firsts = [line for line in out.splitlines() if re.search(date, line)]
    assert len(firsts) == 2 and closed.save.evening_id in out.split(left.save.evening_id)[0], out  # closed first
    assert firsts[0].rstrip().endswith(f", {seen}"), out
    assert firsts[1].rstrip().endswith(f", {unseen}"), out


@pytest.mark.parametrize(("lang", "pattern"), [("nl", "%d-%m-%Y %H:%M"), ("en", "%Y-%m-%d %H:%M")])
def test_the_dates_are_written_as_the_catalogue_says(
    capsys: pytest.CaptureFixture[str], lang: str, pattern: str
) -> None:
    """The listing's last move in the catalogue's date format (07-12-2026 in Dutch), as the saved-evenings list and
    the keeper's start screen write it, not ISO."""
    from datetime import datetime

    kept = kept_evening(["Anna", "Bob", "Carla"])
    assert kept.path is not None
    stamp = "2026-12-07T12:30:00+00:00"
    data = json.loads(kept.path.read_text())
    data["created"] = data["updated"] = stamp
    kept.path.write_text(json.dumps(data))
    code, out, err = run(capsys, "sheet", "--lang", lang)
    assert (code, err) == (0, "")
    assert datetime.fromisoformat(stamp).astimezone().strftime(pattern) in out
