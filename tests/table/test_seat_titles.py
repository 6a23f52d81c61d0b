"""A seat's name in its box's top edge (``tarot_tui.table.seat_titles``): whole where it fits, else shortened as
people shorten names, and never so that two seats read alike (five names of 16 letters at 80×24 showed
"Annemarie-L…" for Annemarie-Louise and would have for Annemarie-Lotte too)."""

from __future__ import annotations

import pytest

from name_reading import LONGEST_NAMES, read_apart
from tarot_tui.table import seat_titles


def _wide(text: str) -> int:
    """Cells on the screen, a CJK character taking two."""
    return sum(2 if "\u3000" <= char <= "\u9fff" else 1 for char in text)


def test_a_name_that_fits_is_whole() -> None:
    assert seat_titles(["Anna", "Bram", "Annemarie-Louise"], [14, 14, 16]) == ("Anna", "Bram", "Annemarie-Louise")


def test_five_long_names_in_14_cells_keep_the_first_name_whole() -> None:
    titles = seat_titles(LONGEST_NAMES, [14] * 5)
    assert titles == ("Annemarie-L.", "Annemieke-S.", "Bartholomeus…", "Cornelia W.", "Dirk-Willem P.")
    assert read_apart(titles, LONGEST_NAMES)


def test_later_words_become_initials_from_the_last() -> None:
    assert seat_titles(["Dirk-Willem Piet"], [10]) == ("Dirk-W. P.",)


def test_a_shortened_name_keeps_the_spaces_round_it_a_whole_name_may_go_without() -> None:
    """In a box of 16 columns (14 between the corners): "Dirk-Willem P." would touch the corners, so it shortens to
    "Dirk-W. P."; a name of 14 letters fills the edge whole rather than lose letters."""
    names = ["Dirk-Willem Piet", "Anne-Catherine", "Bram"]
    assert seat_titles(names, [14] * 3, padding=2) == ("Dirk-W. P.", "Anne-Catherine", "Bram")


@pytest.mark.parametrize(
    ("names", "room"),
    [
        (["Annemarie-Louise", "Annemarie-Lotte", "Bram"], 14),
        (["Annemarie-Louise", "Annemarie-Louisa", "Bram"], 14),
        (["Cornelia Wilhelm", "Cornelia W.", "Bram"], 14),
        (["Jan de Vries-Bos", "Jan de Vries-Bol", "Jan de Wit"], 12),
        (LONGEST_NAMES, 8),
        (["Annemarie-Louise", "Annemarie-Lotte", "Annemarie-Lisa"], 12),
    ],
)
def test_no_two_seats_read_alike(names: list[str], room: int) -> None:
    titles = seat_titles(names, [room] * len(names))
    assert all(len(title) <= room for title in titles), titles
    assert len({title.casefold() for title in titles}) == len(titles), titles
    assert read_apart(titles, names), titles


def test_wide_characters_count_double() -> None:
    names = ["山田太郎さん", "山田花子さん", "Bram"]
    titles = seat_titles(names, [8, 8, 8], width=_wide)
    assert all(_wide(title) <= 8 for title in titles), titles
    assert titles[0] != titles[1] and titles[2] == "Bram", titles


def test_the_ellipsis_of_the_ascii_look() -> None:
    assert seat_titles(["Bartholomeus Jan"], [12], ellipsis="...") == ("Bartholom...",)
