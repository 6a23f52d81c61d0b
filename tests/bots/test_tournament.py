"""Tournament tooling: the Elo ratings of ``bots.rating``, the contracts and ratings of ``tarot-tui simulate``,
its progress bar off a terminal, and ``--level-file`` with hostile files (one sentence, exit code 2)."""

from __future__ import annotations

import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tarot_tui.__main__ import main
from tarot_tui.bots.rating import ANCHOR_RATING, rate
from tarot_tui.i18n import CATALOGUES

# -- ratings -----------------------------------------------------------------------------------------------


def test_a_level_that_wins_three_games_of_four_is_rated_about_191_above() -> None:
    """Elo: an expected score of 3/4 is a lead of 400·log10(3) ≈ 191 points; the anchor is 1500."""
    per_deal = [[10.0, -10.0]] * 300 + [[-10.0, 10.0]] * 100
    ratings = {r.level: r for r in rate(("strong", "beginner"), per_deal)}
    assert ratings["beginner"].elo == ANCHOR_RATING
    lead = ratings["strong"].elo - ratings["beginner"].elo
    assert lead == pytest.approx(400 * math.log10(3), abs=3)  # the prior draw pulls it in a little
    low, high = ratings["strong"].low, ratings["strong"].high
    assert low is not None and high is not None and low < ratings["strong"].elo < high
    assert ratings["strong"].games == 400 and ratings["strong"].score == pytest.approx(0.75)


def test_ratings_are_ordered_like_the_levels_and_finite_after_a_clean_sweep() -> None:
    """Three levels, the strongest winning every game: ordered ratings, all finite (the prior draw)."""
    rng = random.Random(1)
    per_deal = [[rng.gauss(30, 5), rng.gauss(0, 5), rng.gauss(-30, 5), rng.gauss(0, 5)] for _ in range(200)]
    ratings = {r.level: r.elo for r in rate(("strong", "beginner", "random", "beginner"), per_deal)}
    assert ratings["strong"] > ratings["beginner"] > ratings["random"]
    assert all(math.isfinite(v) for v in ratings.values())


def test_ties_are_half_points_and_one_level_has_no_rating() -> None:
    assert rate(("beginner",) * 4, [[0, 0, 0, 0]]) == []
    ratings = rate(("a", "b"), [[5, 5]] * 10, anchor=None)
    assert [r.score for r in ratings] == [0.5, 0.5]
    assert ratings[0].elo == pytest.approx(ratings[1].elo)


# -- the report ----------------------------------------------------------------------------------------------


def test_the_report_has_the_contracts_and_the_ratings(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--lang", "en", "simulate", "--deals", "6", "--players", "4", "--seed", "2"]
    assert main([*args, "--seats", "beginner,random,beginner,random"]) == 0
    out = capsys.readouterr().out
    assert "Contracts (" in out and "Garde sans" in out
    assert "Rating (Elo" in out and "1500" in out


def test_no_progress_bar_codes_when_the_output_is_not_a_terminal(tmp_path: Path) -> None:
    """Run as a pipe, both streams carry no cursor-control codes, and the run still reports."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tarot_tui",
            "--lang",
            "en",
            "simulate",
            "--deals",
            "3",
            "--seats",
            "random,random,random,random",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "\x1b[" not in done.stderr and "\x1b[" not in done.stdout
    assert "Mean per deal" in done.stdout


# -- level files ---------------------------------------------------------------------------------------------

GOOD = "from tarot_tui.bots import RandomPlayer\nplayer = RandomPlayer()\n"

HOSTILE = {
    "nochoose": ("player = 3\n", "no 'player'"),
    "noplayer": ("x = 1\n", "no 'player'"),
    "broken": ("raise RuntimeError('boom')\n", "could not be loaded (RuntimeError: boom)"),
    "syntax": ("def (:\n", "could not be loaded (SyntaxError"),
    "exits": ("import sys\nsys.exit(3)\n", "could not be loaded (SystemExit"),
    "raiser": ("class P:\n    def choose(self, view, rng):\n        1/0\nplayer = P()\n", "failed (ZeroDivisionError"),
    "notaction": ("class P:\n    def choose(self, view, rng):\n        return 'x'\nplayer = P()\n", "not an action"),
    "cheat": (
        "from tarot_tui.engine import Play\nclass P:\n    def choose(self, view, rng):\n        return Play(77)\n"
        "player = P()\n",
        "illegal move",
    ),
    "badattr": (
        "class P:\n    @property\n    def choose(self):\n        raise OSError('x')\nplayer = P()\n",
        "no 'player'",
    ),
}


def test_a_level_file_player_takes_a_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mybot.py"
    path.write_text(GOOD)
    args = ["--lang", "en", "simulate", "--deals", "4", "--seed", "3", "--level-file", str(path)]
    assert main([*args, "--seats", "mybot,beginner,beginner,beginner"]) == 0
    out = capsys.readouterr().out
    assert "mybot" in out and "Rating (Elo" in out
    assert main([*args, "--seats", "mybot,beginner,beginner,beginner", "--jobs", "2"]) == 0
    assert capsys.readouterr().out == out  # a worker process loads the file itself: the same figures


@pytest.mark.parametrize("name", sorted(HOSTILE))
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_bad_level_file_gets_one_sentence(
    name: str, jobs: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each hostile file gets one line on stderr naming what is wrong, exit code 2, no traceback; also when it
    fails inside a worker process."""
    text, needle = HOSTILE[name]
    path = tmp_path / f"{name}.py"
    path.write_text(text)
    args = ["--lang", "en", "simulate", "--deals", "2", "--jobs", jobs, "--level-file", str(path)]
    assert main([*args, "--seats", f"{name},random,random,random"]) == 2
    captured = capsys.readouterr()
    assert needle in captured.err, captured.err
    assert "Traceback" not in captured.err and len(captured.err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("file_name", "needle"),
    [
        ("missing.py", "does not exist"),
        ("notes.txt", "not a Python file"),
        ("beginner.py", "built-in level"),
        ("9lives.py", "its name must be"),
    ],
)
def test_bad_level_file_paths(file_name: str, needle: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / file_name
    if file_name != "missing.py":
        path.write_text(GOOD)
    assert main(["--lang", "en", "simulate", "--level-file", str(path)]) == 2
    err = capsys.readouterr().err
    assert needle in err and len(err.strip().splitlines()) == 1


def test_a_directory_a_huge_file_and_a_name_twice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "dir.py"
    folder.mkdir()
    assert main(["--lang", "en", "simulate", "--level-file", str(folder)]) == 2
    assert "does not exist or is not a file" in capsys.readouterr().err
    huge = tmp_path / "huge.py"
    huge.write_text("#" * 1_000_001)
    assert main(["--lang", "en", "simulate", "--level-file", str(huge)]) == 2
    assert "larger than" in capsys.readouterr().err
    other = tmp_path / "sub"
    other.mkdir()
    for where in (tmp_path, other):
        (where / "twin.py").write_text(GOOD)
    twice = ["--level-file", str(tmp_path / "twin.py"), "--level-file", str(other / "twin.py")]
    assert main(["--lang", "en", "simulate", *twice]) == 2
    assert "same name" in capsys.readouterr().err


def test_the_messages_are_dutch_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--level-file", str(tmp_path / "missing.py")]) == 2
    assert "bestaat niet" in capsys.readouterr().err
    nl = {k for k in CATALOGUES["nl"] if k.startswith("simulate.")}
    assert nl == {k for k in CATALOGUES["en"] if k.startswith("simulate.")}


@pytest.mark.parametrize(
    ("lang", "needle"),
    [
        ("en", "the file's Python code is run: enter only files you trust"),
        ("nl", "de Python-code van het bestand wordt uitgevoerd: geef alleen bestanden op die je vertrouwt"),
    ],
)
def test_the_help_of_level_file_says_its_code_is_run(
    lang: str, needle: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A level file is a Python program: ``--help`` says so in both languages before anyone enters a stranger's."""
    with pytest.raises(SystemExit):
        main(["--lang", lang, "simulate", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    start = help_text.index("--level-file")
    assert needle in help_text[start:]


def test_a_clean_sweep_is_rated_unbounded_not_certain() -> None:
    """A level that won every game has no upper bound (no maximum-likelihood rating); one that lost every game has
    no lower bound; the anchor stays fixed. The bootstrap of a sweep gives one number, which is no certainty."""
    ratings = {r.level: r for r in rate(("strong", "beginner"), [[10.0, -10.0]] * 50)}
    assert ratings["strong"].unbounded == "above" and ratings["beginner"].unbounded is None
    assert ratings["beginner"].anchor and not ratings["strong"].anchor
    assert ratings["strong"].low == ratings["strong"].high  # what used to be printed as [2059, 2059]
    swept = {r.level: r for r in rate(("a", "b"), [[-1.0, 1.0]] * 20, anchor=None)}
    assert (swept["a"].unbounded, swept["b"].unbounded) == ("below", "above")
    assert all(r.unbounded is None for r in rate(("strong", "beginner"), [[1.0, -1.0], [-1.0, 1.0]] * 5))


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", ["unbounded", "random lost every game: its rating has no lower bound"]), ("nl", ["onbegrensd", "verloor"])],
)
def test_the_report_says_a_swept_rating_is_unbounded(
    capsys: pytest.CaptureFixture[str], lang: str, words: list[str]
) -> None:
    args = ["--lang", lang, "simulate", "--deals", "3", "--players", "3", "--seats", "random,beginner,beginner"]
    assert main([*args, "--seed", "2"]) == 0  # random lost each of its six games
    out = " ".join(capsys.readouterr().out.split())
    assert all(word in out for word in words)
    assert "[1054, 1054]" not in out and "[1054; 1054]" not in out
