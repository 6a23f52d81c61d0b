"""``tarot-tui export``: any evening's sheet as CSV (read back with the csv module) or a Markdown table, found by id,
path or ``latest``; unusable input gets one line on stderr and exit code 2."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from in_process import run
from sample_evenings import kept_evening, played_evening

from tarot_tui.engine import Rules
from tarot_tui.persistence import KeptDeal, KeptPoignee, evenings_dir
from tarot_tui.sheets.keeper import KeeperEvening

NAMES5 = ["Anna", "Bob", "Carla", "Dirk", "Eva"]


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder()


def parse_csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_keeper_evening_as_csv(capsys: pytest.CaptureFixture[str]) -> None:
    """One row per deal with the dealer passing each deal (R1.5), each player's change, and totals summing to 0."""
    evening = kept_evening(NAMES5)
    code, out, err = run(capsys, "export", evening.save.evening_id, "--format", "csv")
    assert (code, err) == (0, "")
    header, *deals, totals = parse_csv(out)
    assert header == [
        "Spel",
        "Gever",
        "Nemer",
        "Partner",
        "Contract",
        "Uitslag",
        "Punten aanval",
        "Bouts",
        "Poignées",
        "Petit au bout",
        "Chelem",
        *NAMES5,
    ]
    assert [row[:6] for row in deals] == [
        ["1", "Anna", "Bob", "Carla", "Garde", "gewonnen"],
        ["2", "Bob", "", "", "", "vervallen"],
        ["3", "Carla", "Anna", "alleen", "Prise", "verloren"],
    ]
    for row, kept in zip(deals, evening.kept, strict=True):
        assert [int(v) for v in row[11:]] == kept.scores(5, Rules())
    assert [row[6:11] for row in deals] == [
        ["52", "2", "", "", ""],
        ["", "", "", "", ""],
        ["40,5", "1", "enkele poignée (verdediging)", "", ""],
    ]
    assert totals[5] == "Totaal"
    assert [int(v) for v in totals[11:]] == evening.totals
    assert sum(evening.totals) == 0


def test_played_evening_as_csv_follows_the_match(capsys: pytest.CaptureFixture[str]) -> None:
    """A played evening's rows come from the engine's match: void deals, partners and a lone taker included."""
    evening = played_evening(NAMES5, 5, seed=20, unfinished=True)
    code, out, err = run(capsys, "export", "latest", "--lang", "en")
    assert (code, err) == (0, "")
    header, *deals, totals = parse_csv(out)
    assert header[:6] == ["Deal", "Dealer", "Taker", "Partner", "Contract", "Result"]
    played = evening.match.deals
    assert len(deals) == len(played) == 6
    for row, deal in zip(deals, played, strict=True):
        assert row[0] == str(deal.number)
        assert row[1] == NAMES5[deal.dealer]
        if deal.is_void:
            assert row[2:11] == ["", "", "", "void", "", "", "", "", ""]
        elif deal.is_over:
            assert row[2] == NAMES5[deal.deal.taker]  # type: ignore[index]
            assert row[3] == (NAMES5[deal.deal.partner] if deal.deal.partner is not None else "alone")
            inp = deal.deal.breakdown.input  # type: ignore[union-attr]
            assert row[6] == str(inp.attack_half_points / 2).removesuffix(".0")
            assert row[7] == str(inp.bouts)
            assert row[8].count("poignée") == len(inp.poignees)
            assert row[9] == ("" if inp.petit_au_bout is None else inp.petit_au_bout.slug)
            assert [int(v) for v in row[11:]] == deal.match_scores(5)
        else:
            assert row[5] == "in progress" and row[6:] == [""] * 10
    assert {row[5] for row in deals} >= {"void", "in progress"}
    assert "alone" in {row[3] for row in deals}
    assert [int(v) for v in totals[11:]] == evening.match.totals


def test_markdown_table(capsys: pytest.CaptureFixture[str]) -> None:
    """A pipe in a name is escaped so the table keeps its columns; numbers are right-aligned, totals in bold."""
    evening = kept_evening(["An|na", "Bob", "Carla", "Dirk"])
    code, out, err = run(capsys, "export", str(evening.path), "--format", "md")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == (
        r"| Spel | Gever | Nemer | Partner | Contract | Uitslag | Punten aanval | Bouts | Poignées | Petit au bout "
        r"| Chelem | An\|na | Bob | Carla | Dirk |"
    )
    assert lines[1] == "|---:|---|---|---|---|---|---:|---:|---|---|---|---:|---:|---:|---:|"
    assert lines[2] == r"| 1 | An\|na | Bob |  | Garde | gewonnen | 52 | 2 |  |  |  | -72 | +216 | -72 | -72 |"
    assert lines[3] == "| 2 | Bob |  |  |  | vervallen |  |  |  |  |  | 0 | 0 | 0 | 0 |"
    cells = [c.strip() for c in lines[-1].replace(r"\|", "¦").strip("|").split("|")]
    assert cells[5] == "**Totaal**"
    assert [int(c.strip("*")) for c in cells[11:]] == evening.totals
    assert len(lines) == 2 + 3 + 1
    assert all(line.replace(r"\|", "").count("|") == 16 for line in lines)


def test_output_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    evening = kept_evening(["Anna", "Bob", "Carla"])
    target = tmp_path / "avond.csv"
    code, out, err = run(capsys, "export", evening.save.evening_id, "--output", str(target))
    assert (code, out, err) == (0, "", "")
    assert parse_csv(target.read_text(encoding="utf-8"))[-1][11:] == [str(v) for v in evening.totals]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["export", "no-such-evening"], "geen bewaarde avond 'no-such-evening'"),
        (["export", "/nowhere/x.json"], "geen bewaarde avond"),
        (["export", "latest"], "nog geen bewaarde avond"),
        (["export", "latest", "--format", "xls"], "fout: --format: 'xls' kan niet: kies uit 'csv', 'md'"),
        (
            ["export", "latest", "--format", "xls", "--lang", "en"],
            "error: --format: 'xls' is not possible: choose from 'csv', 'md'",
        ),
    ],
)
def test_unusable_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and words in err
    assert "Traceback" not in err


def test_a_broken_save_is_reported_and_moved_aside(capsys: pytest.CaptureFixture[str]) -> None:
    evening = kept_evening(["Anna", "Bob", "Carla"])
    assert evening.path is not None
    data = json.loads(evening.path.read_text())
    data["kept"][0]["taker"] = 3  # not a seat at a table of 3
    evening.path.write_text(json.dumps(data))
    code, out, err = run(capsys, "export", evening.save.evening_id)
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    # The kind of problem in the player's language; the reader's detail ("kept deal 1: taker seat 3 is not at
    # a table of 3") is the error's own text, for developers.
    assert "kon niet worden gelezen: er staat een waarde in van de verkeerde soort, of buiten de grenzen" in err
    assert "kept deal" not in err
    assert "apart" in err
    assert not evening.path.exists()
    assert len(list(evenings_dir().glob("*.broken-*.json"))) == 1


def test_unwritable_output(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    kept_evening(["Anna", "Bob", "Carla"])
    code, out, err = run(capsys, "export", "latest", "--output", str(tmp_path / "missing-dir" / "x.csv"))
    assert code == 2 and out == ""
    assert err.startswith("tarot-tui export: fout: kan ") and err.count("\n") == 1


def test_a_deal_with_every_bonus_carries_each(capsys: pytest.CaptureFixture[str]) -> None:
    """A Garde sans with a chelem announced and made, the petit au bout and a double poignée, all by the attack."""
    evening = KeeperEvening.new(["Anna", "Bob", "Carla", "Dirk"], rules=Rules(), first_dealer=0)
    evening.add(
        KeptDeal(
            taker=1,
            contract="garde-sans",
            attack_half_points=182,
            bouts=3,
            poignees=(KeptPoignee(seat=1, level=2), KeptPoignee(seat=3, level=1)),
            petit_au_bout="attack",
            chelem_announced=True,
            chelem_by="attack",
        )
    )
    code, out, err = run(capsys, "export", "latest")
    assert (code, err) == (0, "")
    _, deal, _ = parse_csv(out)
    assert deal[:11] == [
        "1",
        "Anna",
        "Bob",
        "",
        "Garde sans",
        "gewonnen",
        "91",
        "3",
        "dubbele poignée (aanval), enkele poignée (verdediging)",
        "aanval",
        "aangekondigd, gemaakt door de aanval",
    ]
    assert [int(v) for v in deal[11:]] == evening.kept[0].scores(4, Rules())


@pytest.mark.parametrize("lead", ["=", "+", "-", "@"])
def test_csv_cells_never_run_as_formulas(capsys: pytest.CaptureFixture[str], lead: str) -> None:
    """A name a spreadsheet would run (=HYPERLINK…, +1, -1, @SUM) is written with a leading apostrophe wherever it
    stands (header, dealer, taker); the scores stay plain numbers, negative ones included."""
    names = [f"{lead}SUM(A1)", "Bob", f"{lead}1+1", "Dirk"]
    evening = kept_evening(names)
    code, out, err = run(capsys, "export", "latest")
    assert (code, err) == (0, "")
    rows = parse_csv(out)
    cells = [cell for row in rows for cell in row]
    assert not any(cell.startswith(("=", "+", "@")) for cell in cells)
    assert all(not cell.startswith("-") or cell.lstrip("-").isdigit() for cell in cells)
    assert rows[0][11:] == [f"'{lead}SUM(A1)", "Bob", f"'{lead}1+1", "Dirk"]
    assert rows[1][1] == f"'{lead}SUM(A1)"  # the dealer of deal 1
    assert rows[3][2] == f"'{lead}SUM(A1)"  # the taker of deal 3
    assert [int(v) for v in rows[1][11:]] == [-72, 216, -72, -72]
    assert [int(v) for v in rows[-1][11:]] == evening.totals


def test_markdown_escapes_what_would_change_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    kept_evening(["*Bo_b*", "<b>", "[x](y)", "`c`"])
    code, out, err = run(capsys, "export", "latest", "--format", "md")
    assert (code, err) == (0, "")
    header = out.splitlines()[0]
    assert header.endswith(r"| \*Bo\_b\* | \<b\> | \[x\](y) | \`c\` |")


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_an_output_that_is_a_pipe_or_a_device_is_refused_at_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    """``-o`` a named pipe waited for a reader for ever; a device was written to. Only a plain file (or a new one)
    is written: anything else is one sentence, at once."""
    import os
    import threading

    from tarot_tui.i18n import file_reason

    kept_evening(["Anna", "Bob", "Carla"])
    pipe = tmp_path / "pipe.csv"
    os.mkfifo(pipe)
    for target in (pipe, Path(os.devnull)):
        done: list[tuple[int, str, str]] = []
        argv = ("export", "latest", "-o", str(target), "--lang", lang)
        worker = threading.Thread(target=lambda done=done, argv=argv: done.append(run(capsys, *argv)), daemon=True)
        worker.start()
        worker.join(10)
        if not done:  # let the blocked writer go, and fail
            os.close(os.open(pipe, os.O_RDONLY | os.O_NONBLOCK))
            worker.join(5)
            pytest.fail(f"export -o {target} blocked")
        code, out, err = done[0]
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert file_reason("not_a_file", lang) in err  # type: ignore[arg-type]
    assert pipe.exists() and not pipe.is_file()


@pytest.mark.parametrize("dangling", [False, True], ids=["link", "dangling link"])
def test_an_output_that_is_a_link_is_refused_and_what_it_names_is_untouched(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, dangling: bool
) -> None:
    kept_evening(["Anna", "Bob", "Carla"])
    victim = tmp_path / "victim.txt"
    if not dangling:
        victim.write_text("precious\n", encoding="utf-8")
    link = tmp_path / "avond.csv"
    link.symlink_to(victim)
    code, out, err = run(capsys, "export", "latest", "-o", str(link), "--lang", "en")
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert "it is not a plain file" in err
    assert link.is_symlink()
    if dangling:
        assert not victim.exists()
    else:
        assert victim.read_text(encoding="utf-8") == "precious\n"


def test_an_output_is_replaced_whole_never_written_into(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A file named as the output is replaced by a new one (a temporary file renamed into place): another name of
    the old file (a hard link) keeps what it held, and no half-written file is ever seen."""
    import os

    evening = kept_evening(["Anna", "Bob", "Carla"])
    target = tmp_path / "avond.csv"
    target.write_text("old\n", encoding="utf-8")
    other = tmp_path / "other-name.csv"
    os.link(target, other)
    code, out, err = run(capsys, "export", "latest", "-o", str(target))
    assert (code, out, err) == (0, "", "")
    assert parse_csv(target.read_text(encoding="utf-8"))[-1][11:] == [str(v) for v in evening.totals]
    assert other.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
