"""The numbered names the new-evening form gives a seat nobody typed a name for ("Speler 5", "Player 5"): an evening
may keep one (it is a name like any other, unique at its table), but it is no person: it is not remembered as a
player of earlier evenings, and the next form gives the seat the numbered name of the form's own language (a Dutch
"Speler 2" was carried into an English evening beside "Player 4"). The form shows it as the field's grey
placeholder, not as text typed (the statistics counted it as a person)."""

from __future__ import annotations

import random

import pytest
from harness import make_app, new_evening_form, settle
from textual.widgets import Input, Select

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import default_name_number, set_language, t
from tarot_tui.persistence import read_saves


def saved(names: list[str], seats: list[str]) -> None:
    evening = Evening.new(names, seats, rules=Rules(), first_dealer=0, rng=random.Random(1))  # type: ignore[arg-type]
    evening.persist()
    evening.flush()


def _names(screen: object, count: int) -> list[str]:
    return [screen.query_one(f"#name-{seat}", Input).value for seat in range(count)]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("name", "number"),
    [("Speler 3", 3), ("Player 12", 12), ("speler 3", None), ("Speler", None), ("Speler 3a", None), ("Anna", None)],
)
def test_a_numbered_name_is_known_in_either_language(name: str, number: int | None) -> None:
    assert default_name_number(name) == number
    for lang in ("nl", "en"):
        assert default_name_number(t("ui.default_name", lang, number=4)) == 4


async def test_numbered_names_of_earlier_evenings_are_not_remembered_as_people() -> None:
    saved(["Anna", "Speler 2", "Cor", "Player 4"], ["human"] * 4)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        remembered = str(screen.query_one("#remembered").render())
        assert "Anna" in remembered and "Cor" in remembered
        assert "Speler 2" not in remembered and "Player 4" not in remembered


@pytest.mark.parametrize(("lang", "other"), [("en", "nl"), ("nl", "en")])
async def test_the_last_evenings_numbered_names_come_back_in_the_forms_language(lang: str, other: str) -> None:
    saved(["Anna", t("ui.default_name", other, number=2), "Cor", t("ui.default_name", other, number=4)], ["human"] * 4)
    set_language(lang)
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        assert _names(screen, 5) == ["Anna", "", "Cor", "", ""]  # no name typed: the numbered name in grey
        assert [screen.player_name(seat) for seat in range(5)] == [
            "Anna",
            t("ui.default_name", lang, number=2),
            "Cor",
            t("ui.default_name", lang, number=4),
            t("ui.default_name", lang, number=5),
        ]
    set_language("nl")


async def test_a_seat_nobody_typed_a_name_for_plays_under_its_numbered_name() -> None:
    """Kept as it is: five players, four names typed, the fifth seat "Speler 5": the evening starts (a name
    like any other, unique at its table) and the next form offers it again as the numbered name, not a person."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await new_evening_form(pilot)
        screen.query_one("#count-5").value = True  # type: ignore[attr-defined]
        await settle(pilot)
        for seat, name in enumerate(["Anna", "Bram", "Cees", "Dirk"]):
            screen.query_one(f"#name-{seat}", Input).value = name
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        loaded, _ = read_saves()
        assert [list(item.save.names) for item in loaded] == [["Anna", "Bram", "Cees", "Dirk", "Speler 5"]]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_numbered_name_is_a_grey_placeholder_not_field_text(lang: str) -> None:
    """The field of a seat nobody typed a name for is empty, the numbered name of the form's language shown in grey
    (its placeholder): typing starts from empty (as field text the name was selected when the field took the focus
    and typing replaced it, but a click or End in it and a letter gave "Speler 3x"), and the seat still plays under
    the numbered name."""
    set_language(lang)
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await new_evening_form(pilot)
        fields = [screen.query_one(f"#name-{seat}", Input) for seat in range(5)]
        assert [field.value for field in fields] == [""] * 5
        assert [field.placeholder for field in fields] == [t("ui.default_name", number=n) for n in range(1, 6)]
        await pilot.press("A", "n", "n", "a")
        await settle(pilot)
        assert fields[0].value == "Anna"
        assert [screen.player_name(seat) for seat in range(4)] == ["Anna"] + [
            t("ui.default_name", number=n) for n in range(2, 5)
        ]
        await pilot.press("ctrl+s")
        await settle(pilot)
        loaded, _ = read_saves()
        assert [list(item.save.names) for item in loaded] == [
            ["Anna"] + [t("ui.default_name", lang, number=n) for n in range(2, 5)]
        ]
    set_language("nl")


async def test_a_computer_of_a_dutch_evening_switched_to_a_person_in_an_english_form_drops_its_name() -> None:
    """Last evening (in Dutch) had a computer player "Sjef" at seat 3; in the English form that seat switched to a
    person kept "Sjef" (only English computer names were known), and that person would have been counted as
    "Sjef" in the statistics. Computer names of every language are known: the seat gets no name, "Player 3" in
    grey."""
    saved(["Anna", "Bram", t("bot.names", "nl").split(",")[0], "Dirk"], ["human", "human", "beginner", "human"])
    set_language("en")
    app = make_app(lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await new_evening_form(pilot)
        assert _names(screen, 4)[2] == t("bot.names", "nl").split(",")[0]
        screen.query_one("#kind-2", Select).value = "human"
        await settle(pilot)
        assert _names(screen, 4)[2] == ""
        assert screen.player_name(2) == "Player 3"
    set_language("nl")
