"""The message catalogues: Dutch and English hold the same keys, and every engine code a player can meet
(each ``Reason`` and each ``Phase``) has a sentence in both."""

from __future__ import annotations

import string

import pytest

from tarot_tui.engine import Contract, Phase, Reason, RuleViolation
from tarot_tui.i18n import en, nl
from tarot_tui.i18n.catalogue import CATALOGUES
from tarot_tui.i18n.names import explain


def test_nl_and_en_hold_the_same_keys() -> None:
    assert set(nl.MESSAGES) - set(en.MESSAGES) == set()
    assert set(en.MESSAGES) - set(nl.MESSAGES) == set()


@pytest.mark.parametrize("catalogue", [nl.MESSAGES, en.MESSAGES], ids=["nl", "en"])
def test_every_reason_and_phase_has_a_sentence(catalogue: dict[str, str]) -> None:
    missing = [f"reason.{r.value}" for r in Reason if f"reason.{r.value}" not in catalogue]
    missing += [f"phase.{p.value}" for p in Phase if f"phase.{p.value}" not in catalogue]
    missing += [f"contract.{c.slug}" for c in Contract if f"contract.{c.slug}" not in catalogue]
    assert missing == []
    assert all(catalogue[key].strip() for key in catalogue)


@pytest.mark.parametrize("key", sorted(en.MESSAGES))
def test_same_placeholders_in_both_languages(key: str) -> None:
    """A sentence's {placeholders} are the same in Dutch and English, so formatting never fails in one."""

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    assert fields(nl.MESSAGES[key]) == fields(en.MESSAGES[key])


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_explains_with_its_rule(reason: Reason, lang: str) -> None:
    """Every refusal renders in both languages, naming its rule number (R9.5)."""
    violation = RuleViolation(reason, seat=0, card=5, suit=1, to_beat=12, expected=14, detail=None)
    if reason is Reason.BID_NOT_HIGHER:
        violation = RuleViolation(reason, seat=0, detail="garde")
    if reason is Reason.WRONG_PHASE:
        violation = RuleViolation(reason, seat=0, detail="bidding")
    text = explain(violation, lang)  # type: ignore[arg-type]
    assert violation.rule in text
    assert "{" not in text


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_sentence_writes_a_sign_of_its_own(lang: str) -> None:
    """Every score and point count a player reads is signed by ``engine.signed`` or the points' own text, with
    "-" (the sheet, the breakdown, the guide): a sentence that wrote "−" (U+2212) before a number read differently
    from the score beside it."""
    assert [key for key, text in CATALOGUES[lang].items() if "\u2212" in text] == []
