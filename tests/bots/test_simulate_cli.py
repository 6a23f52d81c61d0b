"""``tarot-tui simulate`` through the real entry point: a small run, duplicate with two processes, and
bad arguments (a clear message and exit code 2)."""

from __future__ import annotations

import pytest

from tarot_tui.__main__ import main
from tarot_tui.bots.arena import play_board
from tarot_tui.cli.simulate import collect
from tarot_tui.i18n import CATALOGUES


def test_small_run_prints_each_player(capsys: pytest.CaptureFixture[str]) -> None:
    """Two deals at three players: a table with each player's level, in Dutch by default."""
    code = main(["simulate", "--deals", "2", "--players", "3", "--seats", "beginner,random,random", "--seed", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "beginner" in out and "willekeurig" in out
    assert "95%" in out and "Genomen" in out


def test_duplicate_run_with_two_jobs_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    """--duplicate plays each deal once per rotation; --jobs 2 gives the same figures as one process."""
    args = ["--lang", "en", "simulate", "--deals", "3", "--players", "4", "--seed", "5", "--duplicate"]
    args += ["--seats", "beginner,random,beginner,random"]
    assert main([*args, "--jobs", "2"]) == 0
    two = capsys.readouterr().out
    assert main(args) == 0
    one = capsys.readouterr().out
    assert "Mean per deal" in two and "each deal played 4×" in two
    assert two == one


def test_duplicate_gives_every_player_every_hand() -> None:
    """In a duplicate board the same cards are dealt in every rotation, so the scores of one rotation
    are those of the others shifted by the rotation when every player is of the same level."""
    outcomes = play_board(("beginner",) * 4, board=2, seed=9, duplicate=True)
    assert len(outcomes) == 4
    first = outcomes[0].scores
    for rotation, outcome in enumerate(outcomes):
        assert outcome.scores == tuple(first[(slot + rotation) % 4] for slot in range(4))
    stats = collect(("beginner",) * 4, [outcomes])
    assert sum(s.mean for s in stats) == pytest.approx(0)


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--players", "4", "--seats", "strong,beginner"], "2"),
        (["--players", "3", "--seats", "strong,wizard,beginner"], "wizard"),
        (["--deals", "0"], "--deals"),
        (["--jobs", "0"], "--jobs"),
        (["--strength", "0"], "--strength"),
    ],
)
def test_bad_arguments_exit_with_code_2(args: list[str], needle: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Each mistake gets one line on stderr that names it, and exit code 2."""
    assert main(["--lang", "en", "simulate", *args]) == 2
    err = capsys.readouterr().err
    assert needle in err and "error" in err


def test_argparse_errors_exit_with_code_2(capsys: pytest.CaptureFixture[str]) -> None:
    """A value argparse itself refuses (6 players) also exits with code 2."""
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--players", "6"])
    assert exc.value.code == 2
    assert "--players" in capsys.readouterr().err


def test_simulate_messages_exist_in_both_languages() -> None:
    """Every simulate message is in the Dutch and the English catalogue."""
    nl = {k for k in CATALOGUES["nl"] if k.startswith("simulate.")}
    en = {k for k in CATALOGUES["en"] if k.startswith("simulate.")}
    assert nl == en and len(nl) >= 15
