"""``tarot-tui phones --resume`` of a finished evening (its planned deals all played, whether or not its closing sheet
was seen): there is nothing left to play, so no phone is served a table. It is one sentence in the player's language,
with the final standings and where the sheet is; the save is not written (an evening left on its last deal's score
page still offers its closing sheet in the game), no lock, no phone codes are left behind, and it is the same when
another window has the evening open. It used to own the evening, listen on the port and print every seat's address,
mark the save finished, and (people at the laptop too) open the game's table with the phones' page and its QR code
over the closing sheet."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sample_evenings import played_evening

import tarot_tui.app as app_package
from tarot_tui.__main__ import main
from tarot_tui.cli import phones as phones_cli
from tarot_tui.engine import signed
from tarot_tui.evening import Evening

NAMES = ["Anna", "Bram", "Cor", "Daan"]


def finished_evening(seats: list[str], phones: list[int], *, closed: bool) -> Evening:
    """Two planned deals, both played; marked finished (its closing sheet seen) only when ``closed``."""
    evening = played_evening(NAMES, 2, seed=11)
    evening.save.seats = seats  # type: ignore[assignment]
    evening.save.phones = phones
    evening.save.deals_planned = 2
    evening.save.finished = closed
    evening.persist()
    evening.close()
    assert evening.is_finished
    return evening


@pytest.fixture
def no_table(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The data folder in ``tmp_path``; any table opened (the game's, or the terminal's of phones) fails the test."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))

    def sat_down(*args: Any, **kw: Any) -> int:
        raise AssertionError("a table was opened on a finished evening")

    monkeypatch.setattr(app_package, "run_app", sat_down)
    monkeypatch.setattr(phones_cli, "_play", sat_down)


def files(tmp_path: Path) -> dict[str, bytes]:
    return {str(p.relative_to(tmp_path)): p.read_bytes() for p in sorted((tmp_path / "data").rglob("*")) if p.is_file()}


@pytest.mark.usefixtures("no_table")
@pytest.mark.parametrize(
    ("seats", "phones", "closed"),
    [
        (["human"] * 4, [0, 1, 2, 3], False),  # every seat on a phone, left on the last deal's score page
        (["human"] * 4, [0, 1, 2, 3], True),  # ... its closing sheet seen
        (["human", "human", "human", "beginner"], [0], False),  # people at the laptop too: the game's own table
        (["human", "beginner", "human", "strong"], [0, 2], True),
    ],
)
def test_a_finished_evening_is_one_sentence_and_serves_no_phone(
    seats: list[str], phones: list[int], closed: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    evening = finished_evening(seats, phones, closed=closed)
    evening_id = evening.save.evening_id
    before = files(tmp_path)
    for lang, words, standings in (
        ("nl", "is afgelopen", "eindstand: "),
        ("en", "is over", "final standings: "),
    ):
        assert main(["phones", "--resume", evening_id, "--lang", lang, "--ascii", "--port", "8798"]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and "Traceback" not in err, err
        assert words in err and standings in err and f"tarot-tui sheet {evening_id}" in err, err
        first = max(range(4), key=lambda seat: evening.match.totals[seat])
        assert f"{NAMES[first]} {signed(evening.match.totals[first])}" in err, err
    assert files(tmp_path) == before  # not written, no lock left, no codes
    assert not (tmp_path / "data" / "phones").exists()


@pytest.mark.usefixtures("no_table")
def test_a_finished_evening_another_window_has_open_is_said_to_be_over(
    other_window: Callable[..., None], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Whoever has it open, it is over: that is what the player is told (not to close the other window and try
    again), read as the statistics read it, and nothing of the other window's is touched."""
    evening = finished_evening(["human"] * 4, [0, 1, 2, 3], closed=False)
    assert evening.path is not None
    other_window(evening.path)
    before = files(tmp_path)
    assert main(["phones", "--resume", evening.save.evening_id, "--lang", "en", "--ascii"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is over" in err and "another window" not in err, err
    assert files(tmp_path) == before


def test_an_evening_still_going_another_window_has_open_is_still_refused_as_open_elsewhere(
    other_window: Callable[..., None],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    evening = played_evening(NAMES, 1, seed=11, unfinished=True)
    evening.save.phones = [0, 1, 2, 3]
    evening.persist()
    evening.close()
    assert evening.path is not None and not evening.is_finished
    other_window(evening.path)
    assert main(["phones", "--resume", evening.save.evening_id, "--lang", "en", "--ascii"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "open in another window" in err, err


def test_an_evening_finished_between_reading_and_opening_it_is_let_go_of_unwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``Evening.load_to_play`` reads the evening first, then opens it; one whose last deal was played in another
    window in between is over once opened: it is let go of at once (no lock left) and not written."""
    import dataclasses

    import tarot_tui.evening as evening_module
    from tarot_tui.persistence import FinishedEvening

    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    evening = finished_evening(["human"] * 4, [0, 1, 2, 3], closed=False)
    assert evening.path is not None
    real_read = evening_module.read_save

    def read_before_the_last_deal(path: Path, **kw: Any) -> Any:
        loaded = real_read(path, **kw)
        return dataclasses.replace(loaded, save=loaded.save.model_copy(update={"deals_planned": 3}))

    monkeypatch.setattr(evening_module, "read_save", read_before_the_last_deal)
    before = files(tmp_path)
    with pytest.raises(FinishedEvening):
        Evening.load_to_play(evening.path)
    assert files(tmp_path) == before


@pytest.mark.usefixtures("no_table")
def test_the_codes_a_finished_evening_left_behind_go_and_its_save_stays_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A laptop killed just as the evening ended may leave its seats' codes beside it (they go when it is over); a
    resume served the table and then removed them. Refused now, it still removes them: the save is not touched."""
    from tarot_tui.phones.code_file import codes_path, save_codes

    evening = finished_evening(["human"] * 4, [0, 1, 2, 3], closed=False)
    evening_id = evening.save.evening_id
    save_codes(evening_id, {seat: "A" * 43 for seat in range(4)})
    assert codes_path(evening_id).is_file()
    assert evening.path is not None
    before = evening.path.read_bytes(), evening.path.stat().st_mtime_ns
    assert main(["phones", "--resume", evening_id, "--lang", "en", "--ascii"]) == 2
    assert "is over" in capsys.readouterr().err
    assert not codes_path(evening_id).exists()
    assert (evening.path.read_bytes(), evening.path.stat().st_mtime_ns) == before
