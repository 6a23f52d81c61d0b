"""A seat nobody typed a name for plays under its numbered name ("Speler 5", "Player 5"), which is no person: the
statistics across evenings leave it out of the players' tables (two evenings' "Speler 5" are not one person), say
how many such seats they left out, and still chart the evening under the names it had. Evenings saved before the
form gave the numbered name as a grey placeholder (the name was then field text, counted as a person) load as they
are and are counted the same way, in either language."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from sample_evenings import all_stats, kept_evening, played_evening

from tarot_tui.__main__ import main
from tarot_tui.i18n import set_language, t


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder(columns=80)


def test_numbered_names_of_old_evenings_load_and_are_not_counted_as_people() -> None:
    """Two evenings recorded with "Speler 4" typed in the field (a played one in Dutch, a kept one in English with
    "Player 4" and "Player 2") load; only the typed names are people, and each evening's chart keeps its names."""
    played_evening(["Anna", "Bram", "Cor", "Speler 4"], 3)
    kept_evening(["Anna", "Player 2", "Cor", "Player 4"])
    stats = all_stats()
    assert [p.name for p in stats.players] == ["Anna", "Cor", "Bram"]
    assert stats.unnamed == 3  # seats: "Speler 4", "Player 2", "Player 4"
    assert sorted(curve.names for curve in stats.evenings) == [
        ("Anna", "Bram", "Cor", "Speler 4"),
        ("Anna", "Player 2", "Cor", "Player 4"),
    ]


def test_a_typed_name_that_only_looks_numbered_is_a_person() -> None:
    """The form's numbered names are "Speler 3" and "Player 3" exactly: "speler 3", "Speler" or "Speler 3a" were
    typed, and count."""
    kept_evening(["speler 3", "Speler", "Speler 3a", "Dirk"])
    stats = all_stats()
    assert {p.name for p in stats.players} == {"speler 3", "Speler", "Speler 3a", "Dirk"}
    assert stats.unnamed == 0


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_cli_says_how_many_seats_without_a_name_it_left_out(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    kept_evening(["Anna", "Speler 2", "Cor", "Player 4"])
    try:
        code = main(["stats", "--lang", lang])
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    table = out.split("\n\n")[0]
    assert "Anna" in table and "Speler 2" not in table and "Player 4" not in table
    assert t("stats.unnamed", lang, count=2) in " ".join(out.split())
    set_language("nl")
