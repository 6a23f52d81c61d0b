"""``tarot-tui score``: the worked examples W1-W23 end to end, the tables in both languages, and every
kind of impossible input (exit code 2, one line on stderr, never a traceback)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from in_process import run

from tarot_tui.cli import SUBCOMMAND_MODULES


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    """A saves folder of the test's own (``score`` reads the settings' language there: the machine's settings in
    English made 29 of these tests fail), on a wide console: Rich wraps the notes column at 80 columns, and at 160
    each note is on one line."""
    return data_folder(columns=160)


def words(text: str) -> list[str]:
    """Command-line words, split on spaces."""
    return text.split()


def score_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = run(capsys, "score", *argv, "--json")
    assert code == 0, err
    assert err == ""
    result: dict[str, Any] = json.loads(out)
    return result


# (example, arguments, D, scores ordered taker, partner, defenders) from rules-reference §W.
W_EXAMPLES = [
    ("W1", "--players 4 --contract prise --bouts 1 --points 49", -27, [-81, 27, 27, 27]),
    ("W2", "--players 4 --contract garde --bouts 2 --points 41", 50, [150, -50, -50, -50]),
    ("W3", "--players 4 --contract garde-sans --bouts 3 --points 48", 148, [444, -148, -148, -148]),
    ("W4", "--players 4 --contract garde-contre --bouts 0 --points 58", 162, [486, -162, -162, -162]),
    (
        "W5",
        "--players 4 --contract garde --bouts 2 --points 52 --poignee simple:attack --petit-au-bout attack",
        112,
        [336, -112, -112, -112],
    ),
    (
        "W6",
        "--players 4 --contract prise --bouts 1 --points 45 --poignee simple:attack --petit-au-bout defence",
        -61,
        [-183, 61, 61, 61],
    ),
    ("W7", "--players 4 --contract garde --bouts 2 --points 45 --poignee double:defence", 88, [264, -88, -88, -88]),
    (
        "W8",
        "--players 4 --contract garde-sans --bouts 1 --points 40 --poignee triple:defence",
        -184,
        [-552, 184, 184, 184],
    ),
    ("W9", "--players 4 --contract garde --bouts 1 --points 47 --petit-au-bout attack", -38, [-114, 38, 38, 38]),
    (
        "W10",
        "--players 4 --contract prise --bouts 2 --points 50 --petit-au-bout defence --poignee simple:defence",
        44,
        [132, -44, -44, -44],
    ),
    (
        "W11",
        "--players 4 --contract garde --bouts 3 --points 91 --chelem-announced --chelem-by attack "
        "--petit-au-bout attack",
        580,
        [1740, -580, -580, -580],
    ),
    (
        "W12",
        "--players 4 --contract garde-sans --bouts 2 --points 87 --chelem-by attack --petit-au-bout attack",
        524,
        [1572, -524, -524, -524],
    ),
    (
        "W13",
        "--players 4 --contract garde --bouts 3 --points 70 --chelem-announced --poignee double:attack",
        -52,
        [-156, 52, 52, 52],
    ),
    ("W14", "--players 4 --contract prise --bouts 0 --points 7 --chelem-by defence", -274, [-822, 274, 274, 274]),
    ("W15", "--players 3 --contract garde --bouts 2 --points 43.5 --poignee simple:attack", 76, [152, -76, -76]),
    ("W16", "--players 3 --contract prise --bouts 2 --points 40.5", -26, [-52, 26, 26]),
    ("W17", "--players 3 --contract garde-contre --bouts 3 --points 36", 150, [300, -150, -150]),
    (
        "W18",
        "--players 5 --contract garde --bouts 2 --points 46 --poignee simple:attack",
        80,
        [160, 80, -80, -80, -80],
    ),
    (
        "W19",
        "--players 5 --contract garde-sans --bouts 0 --points 52 --petit-au-bout defence",
        -156,
        [-312, -156, 156, 156, 156],
    ),
    ("W20", "--players 5 --contract prise --bouts 1 --points 48.5 --alone", -28, [-112, 28, 28, 28, 28]),
    (
        "W21",
        "--players 5 --contract garde-contre --bouts 3 --points 40 --alone --poignee double:defence",
        204,
        [816, -204, -204, -204, -204],
    ),
    ("W22", "--players 4 --contract garde --bouts 2 --points 50 --poignee triple:attack", 108, [324, -108, -108, -108]),
    (
        "W23",
        "--players 4 --contract prise --bouts 1 --points 48 --poignee simple:attack --poignee double:defence",
        -78,
        [-234, 78, 78, 78],
    ),
]


def test_score_is_a_registered_subcommand() -> None:
    assert "score" in SUBCOMMAND_MODULES


@pytest.mark.parametrize(("name", "argv", "d", "scores"), W_EXAMPLES, ids=[w[0] for w in W_EXAMPLES])
def test_worked_example_json(
    capsys: pytest.CaptureFixture[str], name: str, argv: str, d: int, scores: list[int]
) -> None:
    """Every worked example of §W gives its D and its per-role scores, which sum to zero (R12.2)."""
    result = score_json(capsys, *argv.split())
    assert result["per_defender"] == d
    assert result["scores"] == scores
    assert sum(result["scores"]) == 0
    assert len(result["roles"]) == len(scores)


def test_w1_breakdown_fields(capsys: pytest.CaptureFixture[str]) -> None:
    """W1: g = 51 − 49 = 2, D = −(25 + 2)·1 = −27."""
    r = score_json(capsys, *words("--players 4 --contract prise --bouts 1 --points 49"))
    assert r["contract"] == "prise"
    assert (r["attack_points"], r["defence_points"]) == (49, 42)
    assert (r["threshold"], r["won"], r["difference"], r["margin"]) == (51, False, -2, 2)
    assert (r["base"], r["multiplier"], r["contract_points"]) == (25, 1, -27)
    assert (r["petit_au_bout_points"], r["poignee_points"], r["chelem_points"]) == (0, 0, 0)
    assert r["roles"] == ["taker", "defender", "defender", "defender"]


def test_w5_terms(capsys: pytest.CaptureFixture[str]) -> None:
    """W5: D = 36·2 + 10·2 + 20 = 112."""
    r = score_json(
        capsys,
        *words("--players 4 --contract garde --bouts 2 --points 52 --poignee simple:attack --petit-au-bout attack"),
    )
    assert (r["contract_points"], r["petit_au_bout_points"], r["poignee_points"]) == (72, 20, 20)
    assert r["petit_au_bout"] == "attack"
    assert r["poignees"] == [{"level": "simple", "camp": "attack", "bonus": 20}]


def test_w11_chelem_terms(capsys: pytest.CaptureFixture[str]) -> None:
    """W11: announced chelem made, petit au bout in the second-to-last trick: D = 80·2 + 20 + 400."""
    r = score_json(
        capsys,
        *words(
            "--players 4 --contract garde --bouts 3 --points 91 --chelem-announced --chelem-by attack "
            "--petit-au-bout attack"
        ),
    )
    assert (r["margin"], r["contract_points"], r["chelem_points"]) == (55, 160, 400)
    assert r["chelem_announced"] is True and r["chelem_by"] == "attack"


def test_w15_half_point_goes_to_the_winner(capsys: pytest.CaptureFixture[str]) -> None:
    """W15 (3p): 43.5 against 41 wins by 2.5, rounded up to 3 (R11.4)."""
    r = score_json(capsys, *words("--players 3 --contract garde --bouts 2 --points 43.5 --poignee simple:attack"))
    assert (r["attack_points"], r["defence_points"], r["difference"], r["margin"]) == (43.5, 47.5, 2.5, 3)


def test_w18_partner_is_second(capsys: pytest.CaptureFixture[str]) -> None:
    r = score_json(capsys, *words("--players 5 --contract garde --bouts 2 --points 46 --poignee simple:attack"))
    assert r["roles"] == ["taker", "partner", "defender", "defender", "defender"]
    assert r["alone"] is False


def test_w20_alone(capsys: pytest.CaptureFixture[str]) -> None:
    r = score_json(capsys, *words("--players 5 --contract prise --bouts 1 --points 48.5 --alone"))
    assert r["roles"] == ["taker", "defender", "defender", "defender", "defender"]
    assert (r["difference"], r["margin"]) == (-2.5, 3)


def test_defence_points_give_the_same_score(capsys: pytest.CaptureFixture[str]) -> None:
    """--defence-points P is the same deal as --points 91 − P."""
    by_attack = score_json(capsys, *words("--players 3 --contract garde --bouts 2 --points 43.5"))
    by_defence = score_json(capsys, *words("--players 3 --contract garde --bouts 2 --defence-points 47.5"))
    assert by_attack == by_defence


def test_petite_is_prise(capsys: pytest.CaptureFixture[str]) -> None:
    r = score_json(capsys, *words("--players 4 --contract petite --bouts 1 --points 49"))
    assert r["contract"] == "prise" and r["per_defender"] == -27


def test_decimal_comma_is_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    r = score_json(capsys, *words("--players 3 --contract garde --bouts 2 --points 43,5"))
    assert r["attack_points"] == 43.5


@pytest.mark.parametrize(
    ("argv", "d"),
    [
        # W1 without the 25: D = −(0 + 2)·1.
        ("--players 4 --contract prise --bouts 1 --points 49 --no-base", -2),
        # W5 with a flat petit au bout: 72 + 10 + 20.
        (
            "--players 4 --contract garde --bouts 2 --points 52 --poignee simple:attack --petit-au-bout attack "
            "--flat-petit-au-bout",
            102,
        ),
        # W23 with each poignée to the camp that showed it: −28 + 20 − 30.
        (
            "--players 4 --contract prise --bouts 1 --points 48 --poignee simple:attack --poignee double:defence "
            "--poignee-to-shower",
            -38,
        ),
        # W14 without the defence chelem bonus: −74.
        ("--players 4 --contract prise --bouts 0 --points 7 --chelem-by defence --no-defence-chelem-bonus", -74),
    ],
    ids=["no-base", "flat-petit-au-bout", "poignee-to-shower", "no-defence-chelem-bonus"],
)
def test_house_rule_flags(capsys: pytest.CaptureFixture[str], argv: str, d: int) -> None:
    """Every R13 option that changes a score has a flag (R13)."""
    assert score_json(capsys, *argv.split())["per_defender"] == d


W15 = words("--players 3 --contract garde --bouts 2 --points 43.5 --poignee simple:attack")


def test_dutch_table_is_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", *W15)
    assert code == 0 and err == ""
    for text in (
        "Telling",
        "Punten van de aanval",
        "Punten van de verdediging",
        "Bouts van de aanval",
        "Nodig",
        "gewonnen",
        "Verschil",
        "Basis",
        "Vermenigvuldiger",
        "Petit au bout",
        "Poignées",
        "enkele poignée",
        "Chelem",
        "Elke verdediger krijgt",
        "Nemer",
        "Verdediger (×2, elk)",
        "Garde",
        "43,5",
        "47,5",
        "2,5 → 3",
        "+56",
        "+76",
        "+152",
        "-76",
    ):
        assert text in out, text
    assert "Taker" not in out and "made" not in out


@pytest.mark.parametrize("where", ["before", "after"])
def test_english_table(capsys: pytest.CaptureFixture[str], where: str) -> None:
    """--lang en works on the top-level parser and after the subcommand."""
    argv = ["--lang", "en", "score", *W15] if where == "before" else ["score", *W15, "--lang", "en"]
    code, out, _ = run(capsys, *argv)
    assert code == 0
    for text in (
        "Score",
        "Attack's points",
        "Defence's points",
        "Needed",
        "made",
        "Margin",
        "Multiplier",
        "simple poignée",
        "Each defender gets",
        "Taker",
        "Defender (×2, each)",
        "43.5",
        "2.5 → 3",
        "+152",
        "-76",
    ):
        assert text in out, text
    assert "Nemer" not in out


def test_language_does_not_stick(capsys: pytest.CaptureFixture[str]) -> None:
    """An English run leaves the next run Dutch: no global language is set."""
    run(capsys, "--lang", "en", "score", *W15)
    _, out, _ = run(capsys, "score", *W15)
    assert "Nemer" in out


def test_table_with_partner_and_chelem_notes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "score",
        *words("--players 5 --contract garde --bouts 3 --points 70 --chelem-announced --poignee double:attack"),
        "--lang",
        "en",
    )
    assert code == 0
    for text in ("Partner", "Defender (×3, each)", "announced, not made", "-200"):
        assert text in out, text


def test_house_rules_are_named_in_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "score", *words("--players 4 --contract prise --bouts 1 --points 49 --no-base"))
    assert "Huisregels" in out and "zonder basis van 25" in out


ERROR_CASES = [
    ("five bouts", "--players 4 --contract garde --points 50 --bouts 5", "bouts"),
    ("95 points", "--players 4 --contract garde --points 95 --bouts 2", "91"),
    ("95 defence points", "--players 4 --contract garde --defence-points 95 --bouts 2", "91"),
    ("not a half point", "--players 4 --contract garde --points 43.3 --bouts 2", "0,5"),
    ("quarter point", "--players 4 --contract garde --points 43.25 --bouts 2", "0,5"),
    ("not a number", "--players 4 --contract garde --points lots --bouts 2", "lots"),
    (
        "both point flags",
        "--players 4 --contract garde --points 40 --defence-points 51 --bouts 2",
        "kan niet samen met",
    ),
    ("no points", "--players 4 --contract garde --bouts 2", "een van deze moet erbij: --points"),
    ("partner with 4", "--players 4 --contract garde --points 50 --bouts 2 --partner", "partner"),
    ("alone with 4", "--players 4 --contract garde --points 50 --bouts 2 --alone", "alone"),
    ("alone with 3", "--players 3 --contract garde --points 50 --bouts 2 --alone", "alone"),
    ("poignée without camp", "--players 4 --contract garde --points 50 --bouts 2 --poignee simple", "GROOTTE:KAMP"),
    ("poignée bad size", "--players 4 --contract garde --points 50 --bouts 2 --poignee huge:attack", "GROOTTE:KAMP"),
    ("poignée bad camp", "--players 4 --contract garde --points 50 --bouts 2 --poignee simple:nobody", "GROOTTE:KAMP"),
    (
        "two attack poignées in 4p",
        "--players 4 --contract garde --points 50 --bouts 2 --poignee simple:attack --poignee double:attack",
        "hoogstens één (regel R7.2)",
    ),
    (
        "two attack poignées in 4p, in English",
        "--players 4 --contract garde --points 50 --bouts 2 --poignee simple:attack --poignee double:attack --lang en",
        "each shows at most one (rule R7.2)",
    ),
    (
        "a partner at 4 players, in English",
        "--players 4 --contract garde --points 50 --bouts 2 --partner --lang en",
        "only a 5-player taker has a partner",
    ),
    ("unknown option", "--players 4 --contract garde --points 50 --bouts 2 --frobnicate", "frobnicate"),
    ("unknown contract", "--players 4 --contract slam --points 50 --bouts 2", "slam"),
    ("six players", "--players 6 --contract garde --points 50 --bouts 2", "6"),
    ("bad camp", "--players 4 --contract garde --points 50 --bouts 2 --petit-au-bout everyone", "geen kamp"),
    ("three bouts in 10 points", "--players 4 --contract garde --points 10 --bouts 3", "bouts"),
    ("defence bouts in 3 points", "--players 4 --contract garde --points 88 --bouts 0", "bouts"),
    ("chelem with 50 points", "--players 4 --contract garde --points 50 --bouts 2 --chelem-by attack", "86,5"),
    (
        "a defence chelem with 91 points for the attack",
        "--players 4 --contract garde --points 91 --bouts 3 --chelem-by defence",
        "R8.1",
    ),
    (
        "a defence chelem with 91 points for the attack, in English",
        "--players 4 --contract garde --points 91 --bouts 3 --chelem-by defence --lang en",
        "no more than 31.5 points (rule R8.1), not 91",
    ),
    (
        "chelem and petit au bout disagree",
        "--players 4 --contract prise --points 7 --bouts 1 --chelem-by defence --petit-au-bout attack",
        "laatste",
    ),
    (
        "petit au bout without the Petit",
        "--players 4 --contract garde --points 60 --bouts 0 --petit-au-bout attack",
        "Petit",
    ),
    (
        "an écart worth nothing (R11.1)",
        "--players 4 --contract prise --points 0 --bouts 0",
        "minstens 3 punten (regel R11.1)",
    ),
    (
        "a Garde contre with the chien's points for the attack (R6.4)",
        "--players 5 --contract garde-contre --points 90 --bouts 3 --lang en",
        "at most 89.5 points (rule R6.4)",
    ),
    ("bad language", "--players 4 --contract garde --points 50 --bouts 2 --lang fr", "fr"),
    ("a format error, in English", "--players 4 --contract garde --points lots --bouts 2 --lang en", "not a number"),
    (
        "argparse's own words, in English",
        "--players 4 --contract garde --bouts 2 --lang en",
        "one of these must be given: --points --defence-points",
    ),
]


@pytest.mark.parametrize(("name", "argv", "word"), ERROR_CASES, ids=[e[0] for e in ERROR_CASES])
def test_impossible_input_exits_2(capsys: pytest.CaptureFixture[str], name: str, argv: str, word: str) -> None:
    """Impossible input: exit code 2, one clear line on stderr, nothing on stdout, no traceback."""
    code, out, err = run(capsys, "score", *argv.split())
    assert code == 2
    assert out == ""
    assert "Traceback" not in err
    english = "--lang en" in argv
    assert ("error:" if english else "fout:") in err and word in err
    if name != "unknown option":  # the top-level parser reports that one, with its short usage line
        assert len(err.strip().splitlines()) == 1, err


def test_python_m_subprocess() -> None:
    """``python -m tarot_tui score`` works as a program (W20)."""
    argv = words("--players 5 --contract prise --bouts 1 --points 48.5 --alone --json")
    done = subprocess.run(
        [sys.executable, "-m", "tarot_tui", "score", *argv], capture_output=True, text=True, check=False, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["scores"] == [-112, 28, 28, 28, 28]
    bad = subprocess.run(
        [sys.executable, "-m", "tarot_tui", "score", *words("--players 4 --contract garde --points 95 --bouts 2")],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr and "91" in bad.stderr
