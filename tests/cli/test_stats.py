"""Statistics per player (``tarot_tui.sheets.stats``) and ``tarot-tui stats``: over played and kept evenings alike,
players matched by name whatever its case and spacing, only scored deals counted, broken saves reported and skipped."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from in_process import run
from sample_evenings import all_stats, kept_evening, played_evening

from tarot_tui.engine import Contract, Rules
from tarot_tui.persistence import KeptDeal, evenings_dir
from tarot_tui.sheets.stats import MARKERS_ASCII, chart, name_key

NAMES4 = ["Anna", "Bob", "Carla", "Dirk"]


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder(columns=80)


def test_kept_evening_figures_worked_by_hand() -> None:
    """The sample keeper evening: Bob's Garde made (+216, each defender -72), a void deal, Anna's Prise lost with a
    defence poignée (Anna -168, the others +56). The void deal counts for no one."""
    kept_evening(NAMES4)
    stats = {p.name: p for p in all_stats().players}
    anna, bob, carla = stats["Anna"], stats["Bob"], stats["Carla"]
    assert (anna.deals, anna.taker, anna.partner, anna.defender) == (2, 1, 0, 1)
    assert anna.contracts[Contract.PRISE].taken == 1 and anna.contracts[Contract.PRISE].made == 0
    assert (anna.total, anna.mean) == (-240, -120.0)
    assert anna.best is not None and (anna.best.points, anna.best.number) == (-72, 1)
    assert anna.worst is not None and (anna.worst.points, anna.worst.number) == (-168, 3)
    assert (bob.deals, bob.taker, bob.defender, bob.made) == (2, 1, 1, 1)
    assert bob.best is not None and bob.best.points == 216
    assert bob.worst is not None and bob.worst.points == 56
    assert carla.taker == 0 and carla.contracts == {}
    assert carla.mean == (-72 + 56) / 2


def test_players_are_matched_by_name_whatever_the_case_and_spacing() -> None:
    kept_evening(NAMES4)
    second = kept_evening(["ANNA", "bob", "Carla  Z", "Dirk"])
    second.add(KeptDeal(taker=0, contract="garde", attack_half_points=120, bouts=2))
    stats = {p.key: p for p in all_stats().players}
    assert name_key(" Carla   Z ") == name_key("carla z") == "carla z"
    assert stats["anna"].evenings == 2 and stats["anna"].deals == 2 + 3
    assert stats["anna"].contracts[Contract.GARDE].made == 1
    assert stats["anna"].name == "ANNA"  # the newest evening's spelling
    assert stats["bob"].evenings == 2
    assert "carla z" in stats and stats["carla"].evenings == 1


def test_played_evenings_agree_with_the_match() -> None:
    """Random evenings at 3, 4 and 5 players (one in dealer-sits-out mode): every figure agrees with the
    engine's match: the roles add up to the deals played, the totals to the match's totals."""
    evenings = [
        played_evening(["Piet", "Joke", "Kees"], 6, seed=1),
        played_evening(NAMES4, 6, seed=2, unfinished=True),
        played_evening(["Anna", "Bob", "Carla", "Dirk", "Eva"], 6, seed=3),
        played_evening(
            ["Fien", "Gijs", "Hans", "Ilse", "Jan"], 6, seed=4, rules=Rules(five_player_mode="dealer-sits-out")
        ),
    ]
    stats = {p.key: p for p in all_stats().players}
    for evening in evenings:
        players = evening.match.players
        for seat, name in enumerate(evening.names):
            scored = [d for d in evening.match.deals if d.is_over and not d.is_void and seat in d.seats]
            p = stats[name_key(name)]
            if name in ("Anna", "Bob", "Carla", "Dirk"):
                continue  # in two evenings: checked together below
            assert p.deals == len(scored)
            assert p.taker + p.partner + p.defender == p.deals
            assert p.total == evening.match.totals[seat]
            assert p.taker == sum(1 for d in scored if d.seats[d.deal.taker] == seat)  # type: ignore[index]
            changes = [d.match_scores(players)[seat] for d in scored]
            if changes:
                assert p.best is not None and p.best.points == max(changes)
                assert p.worst is not None and p.worst.points == min(changes)
    sits_out = evenings[3]
    assert any(len(d.seats) == 4 for d in sits_out.match.deals)
    assert sum(stats[name_key(n)].deals for n in sits_out.names) == 4 * sum(
        1 for d in sits_out.match.deals if d.is_over and not d.is_void
    )
    anna = stats["anna"]
    assert anna.evenings == 2
    assert anna.total == evenings[1].match.totals[0] + evenings[2].match.totals[0]


def test_chart_in_ascii_marks_each_player_on_one_scale() -> None:
    drawn = chart(["Anna", "Bob", "Carla"], [[20, -10, -10], [60, -30, -30], [-30, 60, -30]], width=40, ascii=True)
    lines = drawn.lines()
    assert all(line.isascii() for line in lines)
    assert all(len(line) <= 40 for line in lines)
    assert lines[0].startswith("+60 ")  # the top of the scale
    assert lines[-2].startswith("-30 ")  # the bottom
    assert lines[0].endswith("2")  # Bob ends on top
    assert lines[-2].endswith("1 3")  # Anna and Carla end together at -30, side by side (not one "&")
    assert lines[-1] == "1 Anna -30   2 Bob +60   3 Carla -30"
    assert set("".join(lines[:-1])) <= set(MARKERS_ASCII[:3] + "&-+ 0369")


def test_cli_tables_fit_80_columns_and_chart_the_latest(capsys: pytest.CaptureFixture[str]) -> None:
    played_evening(["Piet", "Joke", "Kees"], 3)
    kept = kept_evening(NAMES4)
    code, out, err = run(capsys, "stats")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert max(len(line.rstrip()) for line in lines) <= 80
    assert "Statistieken per speler" in out
    header = next(line for line in lines if line.startswith("Speler") and "Verdediger" in line)
    assert header.split() == [
        "Speler",
        "Avonden",
        "Spellen",
        "Nemer",
        "Partner",
        "Verdediger",
        "Gem.",
        "Beste",
        "Slechtste",
    ]
    anna = next(line for line in lines if line.startswith("Anna ") and "-120,0" in line)
    assert anna.split() == ["Anna", "1", "2", "1", "0", "1", "-120,0", "-72", "-168"]
    assert "Avond van " in out and "Anna, Bob, Carla, Dirk" in out  # the newest evening
    assert kept.save.evening_id not in out


def test_cli_json_is_the_model(capsys: pytest.CaptureFixture[str]) -> None:
    kept = kept_evening(NAMES4)
    code, out, err = run(capsys, "stats", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    anna = next(p for p in data["players"] if p["name"] == "Anna")
    assert anna["contracts"] == [{"contract": "prise", "taken": 1, "made": 0}]
    assert anna["best"] == {"points": -72, "evening_id": kept.save.evening_id, "deal": 1}
    assert anna["mean"] == -120.0
    assert data["evenings"][0]["history"] == [[-72, 216, -72, -72], [-72, 216, -72, -72], [-240, 272, -16, -16]]


def test_cli_ascii_chart_of_a_chosen_evening(capsys: pytest.CaptureFixture[str]) -> None:
    played = played_evening(["Piet", "Joke", "Kees"], 3)
    kept_evening(NAMES4)
    code, out, err = run(capsys, "stats", "--evening", played.save.evening_id, "--ascii", "--lang", "en")
    assert (code, err) == (0, "")
    chart_part = out[out.index("Evening of") :]
    assert chart_part.isascii()
    assert "1 Piet" in chart_part and "3 Kees" in chart_part


def test_cli_unknown_evening_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    kept_evening(NAMES4)
    code, out, err = run(capsys, "stats", "--evening", "no-such")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "no-such" in err


def test_broken_saves_are_reported_and_skipped(capsys: pytest.CaptureFixture[str]) -> None:
    broken = kept_evening(["Xavier", "Yara", "Zoe"])
    kept_evening(NAMES4)
    assert broken.path is not None
    broken.path.write_text('{"format_version": 1, "kind": "keeper"')
    code, out, err = run(capsys, "stats")
    assert code == 0
    assert err.count("\n") == 1 and err.startswith("tarot-tui stats: een bewaarde avond kon niet worden gelezen")
    assert "Xavier" not in out and "Anna" in out
    assert len(list(evenings_dir().glob("*.broken-*.json"))) == 1


def test_no_evenings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "stats")
    assert (code, err) == (0, "")
    assert "Nog geen gespeelde spellen" in out
    code, out, _ = run(capsys, "stats", "--json")
    assert json.loads(out) == {"players": [], "evenings": [], "unnamed": 0}


def test_names_with_markup_are_printed_as_typed(capsys: pytest.CaptureFixture[str]) -> None:
    """A name is never read as Rich markup, in the statistics nor in the list of evenings."""
    names = ["[bold]Anna", "[red]Bob[/red]", "Carla", "[link=x]Dirk"]
    kept_evening(names)
    code, out, err = run(capsys, "stats")
    assert (code, err) == (0, "")
    for name in names:
        assert name in out
    code, out, err = run(capsys, "sheet")
    assert (code, err) == (0, "")
    for name in names:
        assert name in out


@pytest.mark.parametrize(("lang", "pattern"), [("nl", "%d-%m-%Y %H:%M"), ("en", "%Y-%m-%d %H:%M")])
def test_cli_chart_title_dates_as_the_catalogue_says(
    capsys: pytest.CaptureFixture[str], lang: str, pattern: str
) -> None:
    """The chart's title writes the evening's date in the catalogue's format (07-12-2026 in Dutch), not ISO."""
    from datetime import datetime

    kept = kept_evening(NAMES4)
    created = datetime.fromisoformat(kept.save.created).astimezone()
    code, out, err = run(capsys, "stats", "--lang", lang)
    assert (code, err) == (0, "")
    words = "Avond van" if lang == "nl" else "Evening of"
    assert f"{words} {created.strftime(pattern)}:" in out
