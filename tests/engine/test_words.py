"""Words a player reads: numbers agree with what they count ("1 spel", "3 spellen") through one plural helper,
the per-defender line says what each defender gets, keys are written as they are typed."""

from __future__ import annotations

import re
import string

import pytest

from tarot_tui.engine import Contract, ScoreInput, score, signed
from tarot_tui.i18n import CATALOGUES, LANGS, t
from tarot_tui.i18n.catalogue import plural
from tarot_tui.sheets.breakdown import breakdown_rows, taker_row

PLURAL_NOUNS = {
    "nl": ["spellen", "bouts", "spelers", "troeven", "niveaus", "kaarten", "poignées", "slagen"],
    "en": ["deals", "bouts", "players", "trumps", "levels", "cards", "poignées", "tricks"],
}
"""Words that must not follow a bare 1."""
COUNTS = {"count", "deals", "done", "given", "bouts", "expected"}
"""The values that count something and may be 1; the others (players at a table, a poignée's size, points,
rule numbers) are set to 40 in the test."""


def fields(text: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(text) if name]


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_says_one_with_a_plural(lang: str) -> None:
    """Every message of the catalogue, each number set to 1: none says "1 spellen", "1 bouts", "1 players"…"""
    bad = re.compile(r"(?<![\d,.])1 (" + "|".join(PLURAL_NOUNS[lang]) + r")(?![a-zà-ÿ])")
    found = []
    for key, text in CATALOGUES[lang].items():
        values: dict[str, object] = {name: 1 if name in COUNTS else 40 for name in fields(text)}
        said = t(key, lang, **values)  # type: ignore[arg-type]
        if bad.search(said):
            found.append(f"{key}: {said}")
    assert found == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_hedges_with_brackets(lang: str) -> None:
    """No "speler(s)" or "player(s)": the plural helper says the right one instead."""
    hedged = [key for key, text in CATALOGUES[lang].items() if re.search(r"\w\((s|en|n)\)", text)]
    assert hedged == []


def test_the_plural_helper() -> None:
    assert [plural(n, "spel", "spellen") for n in (0, 1, 2)] == ["0 spellen", "1 spel", "2 spellen"]
    assert t("evenings.deals.many", "nl", count=1) == "1 spel gespeeld"
    assert t("evenings.deals.many", "en", count=1) == "1 deal played"
    assert t("evenings.deals.many", "en", count=2) == "2 deals played"
    assert t("simulate.title", "nl", deals=1, players=4, seed=0) == "Simulatie: 1 spel, 4 spelers, seed 0"
    assert t("advice.points", "en", points="10", bouts=1, needed=51).startswith(
        "You now hold 10 card points and 1 bout. With 1 bout you need 51"
    )
    assert "1 bout is al minstens" in t("settings.attack_bouts_points", "nl", bouts=1, minimum=4.5, points=3)
    assert t("ui.totals", "nl", done=1) == "Stand na 1 spel"
    assert t("ui.totals", "en", done=4) == "Scores after 4 deals"


def test_the_confirm_key_is_written_as_typed() -> None:
    """The table binds the lower-case key c (a capital C would be shift+c)."""
    from tarot_tui.app.table.screen import TableScreen

    keys = {key for binding in TableScreen.BINDINGS for key in binding.key.split(",")}  # type: ignore[union-attr]
    assert "c" in keys and "C" not in keys
    assert t("ui.press_confirm", "nl") == "Druk op c om te bevestigen."
    assert t("ui.press_confirm", "en") == "Press c to confirm."


@pytest.mark.parametrize("lang", LANGS)
def test_each_defender_gets_said_from_the_defenders_side(lang: str) -> None:
    """A lost Prise: D is -38 from the attack's side (R12.1), so each defender gets +38, and says so."""
    b = score(ScoreInput(players=4, contract=Contract.PRISE, attack_half_points=2 * 38, bouts=1))
    assert b.per_defender < 0
    row = breakdown_rows(b, lang)[-1]  # type: ignore[arg-type]
    assert row.term == t("score.per_defender", lang)  # type: ignore[arg-type]
    assert row.value == signed(-b.per_defender) and row.value.startswith("+")
    assert f"D = {signed(b.per_defender)}" in row.note and "R12.1" in row.note


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("players", "alone", "factor", "partner"),
    [(3, False, 2, False), (4, False, 3, False), (5, False, 2, True), (5, True, 4, False)],
)
def test_the_takers_share_is_said_as_so_many_times_d(
    lang: str, players: int, alone: bool, factor: int, partner: bool
) -> None:
    """R12.2: the taker scores one D per defender less the partner's (3p 2D, 4p 3D, 5p 2D and the partner D, 5p
    alone 4D). A new player sees "Nemer -147" beside "each defender gets +49" and asks where -147 came from."""
    inp = ScoreInput(players=players, contract=Contract.PRISE, attack_half_points=2 * 38, bouts=1, alone=alone)
    b = score(inp)
    row = taker_row(b, lang)  # type: ignore[arg-type]
    assert row.term == t("score.taker_gets", lang)  # type: ignore[arg-type]
    assert row.value == signed(b.taker_score) == signed(factor * b.per_defender)
    assert row.note.startswith(f"{factor} × D") and "R12.2" in row.note
    assert (t("score.partner", lang).lower() in row.note.lower()) is partner  # type: ignore[arg-type]


def test_a_count_already_written_as_text_agrees_too() -> None:
    """Half points come to the catalogue written ("1", "4,5"): "1 kaartpunt", not "1 kaartpunten"."""
    from tarot_tui.i18n import t

    assert "1 kaartpunt bij" in t(
        "analysis.why.not_fed", "nl", camp="de verdediging", best="♥B", chosen="♣2", points="1", cost="2"
    )
    assert "4,5 kaartpunten" in t(
        "analysis.why.gave", "nl", camp="de nemer", best="♥B", chosen="♣2", points="4,5", cost="2"
    )
    assert "1 card point (" in t(
        "analysis.why.not_fed", "en", camp="the defence", best="JH", chosen="2C", points="1", cost="2"
    )
