"""Bad command-line values and unusable output are one line and exit code 2, never a traceback; work is
streamed and capped at the machine's cores (issue 12)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarot_tui.__main__ import main
from tarot_tui.cli import simulate
from tarot_tui.cli.simulate import MAX_DEALS, usable_jobs


def run(*args: str, data: Path, stdout: object = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TAROT_TUI_DATA_DIR": str(data)}
    return subprocess.run(
        [sys.executable, "-m", "tarot_tui", *args],
        stdout=stdout,  # type: ignore[arg-type]
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def one_line(err: str) -> bool:
    return err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "word"),
    [
        (["simulate", "--strength", "inf"], "--strength"),
        (["simulate", "--strength", "nan"], "--strength"),
        (["simulate", "--strength", "1e9"], "--strength"),
        (["simulate", "--deals", "1000000000"], "--deals"),
        (["simulate", "--deals", "-3"], "--deals"),
    ],
)
def test_bad_values_are_one_line_in_the_players_language(
    argv: list[str], word: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert one_line(err) and word in err and "moet" in err  # Dutch by default
    assert main(["--lang", "en", *argv]) == 2
    assert "must" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [["--lang", "xx"], ["--seed", "x"], ["--nonsense"], ["simulate", "--deals", "x"], ["export"], ["nonsense"]],
)
def test_parser_errors_are_one_line_and_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert one_line(capsys.readouterr().err)


def test_a_billion_deals_are_never_queued_and_jobs_are_capped(monkeypatch: pytest.MonkeyPatch) -> None:
    assert usable_jobs(40, 1) == 1
    assert usable_jobs(40, 10_000) == (os.cpu_count() or 1)
    assert usable_jobs(1, 10_000) == 1
    # The tasks are made as they are handed out: taking three results of a huge run makes only a few tasks.
    made: list[int] = []

    def board(task: tuple[tuple[str, ...], int, int, bool, float]) -> tuple[int, list[object]]:
        made.append(task[1])
        return task[1], []

    monkeypatch.setattr(simulate, "_board", board)
    results = simulate.run_boards(("random",) * 4, MAX_DEALS, 0, False, 1.0, 1)
    assert [next(results)[0] for _ in range(3)] == [0, 1, 2]
    assert len(made) == 3


def test_output_to_a_full_disk_or_a_closed_stdout_is_one_line(tmp_path: Path) -> None:
    data = tmp_path / "data"
    from tarot_tui.engine import Rules
    from tarot_tui.persistence import KeptDeal
    from tarot_tui.sheets.keeper import KeeperEvening

    os.environ["TAROT_TUI_DATA_DIR"] = str(data)
    try:
        evening = KeeperEvening.new(["Anna", "Bram", "Cees"], rules=Rules(), first_dealer=0)
        evening.add(KeptDeal(taker=1, contract="garde", attack_half_points=104, bouts=2))
    finally:
        del os.environ["TAROT_TUI_DATA_DIR"]
    for args in (
        ["export", "latest"],
        ["sheet"],
        ["score", "--players", "4", "--contract", "garde", "--points", "50", "--bouts", "2"],
    ):
        with open("/dev/full", "w") as full:
            done = run(*args, data=data, stdout=full)
        assert done.returncode == 2 and one_line(done.stderr) and "uitvoer" in done.stderr, (args, done.stderr)
        closed = subprocess.run(
            [
                sys.executable,
                "-c",
                f"import os, sys; os.close(1); from tarot_tui.__main__ import main; sys.exit(main({args!r}))",
            ],
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "TAROT_TUI_DATA_DIR": str(data)},
            timeout=60,
            check=False,
        )
        assert closed.returncode == 2 and one_line(closed.stderr), (args, closed.stderr)


def test_export_never_renames_a_file_it_did_not_make(tmp_path: Path) -> None:
    notes = tmp_path / "some" / "notes.txt"
    notes.parent.mkdir()
    notes.write_text("my notes", encoding="utf-8")
    done = run("export", str(notes), data=tmp_path / "data")
    assert done.returncode == 2 and one_line(done.stderr)
    assert notes.read_text(encoding="utf-8") == "my notes"
    assert [p.name for p in notes.parent.iterdir()] == ["notes.txt"]
    for ref in ("../../etc/passwd", "/etc/passwd", ".."):
        done = run("export", ref, data=tmp_path / "data")
        assert done.returncode == 2 and one_line(done.stderr)
