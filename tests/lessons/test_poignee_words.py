"""One word for each poignée level, as the game says it (``poignee.1``: "simple poignée", FFT "poignée simple",
R7.1): the English lesson on the poignée said "single" in its goal and step while the question under it offered
"simple poignée (10 trumps)", and the score keeper's level read "single"."""

from __future__ import annotations

import re

import pytest

from tarot_tui.i18n import CATALOGUES


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_lesson_and_the_keeper_name_the_first_poignee_level_as_the_game_does(lang: str) -> None:
    catalogue = CATALOGUES[lang]
    word = catalogue["poignee.1"].split()[0]  # "simple", "enkele"
    assert word.startswith(catalogue["keeper.poignee.1"])  # "enkel" / "enkele" is the same word
    other = {"en": r"\bsingle\b", "nl": r"\benkelvoudige?\b"}[lang]
    for key, text in catalogue.items():
        if key.startswith(("lesson.poignee.", "keeper.poignee.")):
            assert not re.search(other, text), (key, text)


def test_the_dutch_ecart_is_het_ecart_everywhere() -> None:
    """The game says "het écart" ("Cor heeft het écart gemaakt", "Écart: 6 van 6"); the lessons said "de écart",
    "een geldige écart" and "Die écart" besides: one gender for one word, as a learner reads it in both places."""
    common = re.compile(r"\b(?:[Dd]e|[Dd]ie|geldige|welke|[Dd]eze) écart\b")
    for catalogue in (CATALOGUES["nl"],):
        for key, text in catalogue.items():
            plain = re.sub(r"\bhet geldige écart\b", "", text)  # the neuter's own definite form
            assert not common.search(plain), (key, text)
