"""Engine values as a player reads them: cards, suits, contracts, phases and the sentences of refusals.

Separate from ``catalogue`` because it imports the engine (and so pydantic), which the first frame does not need.
"""

from __future__ import annotations

from tarot_tui.engine import (
    EXCUSE,
    MONDE,
    PETIT,
    SUIT_SYMBOLS,
    TABLE_SIZES,
    Contract,
    InvalidSettingsError,
    Phase,
    Reason,
    RuleViolation,
    card_str,
    half_points_text,
    rank_of,
    suit_of,
)

from .catalogue import Lang, t
from .numbers import decimal_point

_suit_letters = [False]


def use_suit_letters(letters: bool) -> None:
    """Write suits as letters (S H D C) instead of symbols in every text from now on: the ASCII look, for a
    terminal that cannot show ♠♥♦♣."""
    _suit_letters[0] = letters


def suit_mark(suit: int, lang: Lang | None = None) -> str:
    """A suit in one character: its symbol, or its letter when ``use_suit_letters`` is on."""
    return t(f"suit.letter.{int(suit)}", lang) if _suit_letters[0] else SUIT_SYMBOLS[suit]


def points_text(half_points: int, lang: Lang | None = None) -> str:
    """Half-points as a player writes points: ``43,5`` in Dutch, ``43.5`` in English (R2.4); the decimal sign of
    every other number (``numbers``)."""
    return half_points_text(half_points, decimal_point(lang))


def suit_name(suit: int, lang: Lang | None = None) -> str:
    """Schoppen / Spades …"""
    return t(f"suit.{suit}", lang)


def card_name(card: int, lang: Lang | None = None) -> str:
    """A card's full name: 'Harten Koning', 'Troef 21', 'de Excuse' (R16 words)."""
    if card == EXCUSE:
        return t("card.excuse", lang)
    if card == PETIT:
        return t("card.petit", lang)
    if card == MONDE:
        return t("card.monde", lang)
    if card < EXCUSE:
        return t("card.trump", lang, number=card + 1)
    rank = rank_of(card)
    suit = suit_of(card)
    assert suit is not None
    rank_text = t(f"rank.{rank}", lang) if rank in (1, 11, 12, 13, 14) else str(rank)
    return t("card.suit", lang, suit=suit_name(suit, lang), rank=rank_text)


def card_short(card: int, lang: Lang | None = None) -> str:
    """A card in a few characters with its suit symbol: '♥V' in Dutch (K V R B for the court cards),
    '♥Q' in English (K Q C J); trumps 'T21', the Excuse 'EXC'."""
    if card == EXCUSE:
        return t("card.excuse.short", lang)
    if card < EXCUSE:
        return card_str(card)
    rank = rank_of(card)
    suit = suit_of(card)
    assert suit is not None
    rank_text = t(f"rank.short.{rank}", lang) if rank in (11, 12, 13, 14) else str(rank)
    return suit_mark(suit, lang) + rank_text


def contract_name(contract: Contract | None, lang: Lang | None = None) -> str:
    """Prise, Garde, Garde sans, Garde contre; 'Pas' for a pass."""
    return t("contract.pass" if contract is None else f"contract.{contract.slug}", lang)


def phase_name(phase: Phase, lang: Lang | None = None) -> str:
    """The phase as a player reads it."""
    return t(f"phase.{phase.value}", lang)


def explain(violation: RuleViolation, lang: Lang | None = None, players: int = 4) -> str:
    """The sentence that says why an action was refused, naming the rule (R9.5)."""
    reason = violation.reason
    key = f"reason.{reason.value}"
    if reason is Reason.MUST_TRUMP and violation.suit is None:
        key = "reason.must_trump.trump_led"
    if reason is Reason.DISCARD_TRUMP and not violation.expected:
        key = "reason.discard_trump.none"
    values: dict[str, object] = {"rule": violation.rule}
    if violation.card is not None:
        values["card"] = card_short(violation.card, lang)
    if violation.suit is not None:
        values["suit"] = suit_name(violation.suit, lang)
        values["suit_symbol"] = suit_mark(violation.suit, lang)
    else:
        values["suit_symbol"] = t("word.trump", lang)
    if violation.to_beat is not None:
        values["to_beat"] = card_short(violation.to_beat, lang)
    values["expected"] = violation.expected if violation.expected is not None else ""
    if reason is Reason.CALL_NOT_ALLOWED:
        values["rank"] = t(f"rank.{violation.expected}", lang).lower()
    if reason is Reason.BID_NOT_HIGHER and violation.detail:
        values["contract"] = t(f"contract.{violation.detail}", lang)
    if reason is Reason.WRONG_PHASE and violation.detail:
        values["phase"] = phase_name(Phase(violation.detail), lang)
    if reason is Reason.POIGNEE_WRONG_SIZE:
        values["sizes"] = " / ".join(str(s) for s in TABLE_SIZES[players].poignees)
    return t(key, lang, **values)


def explain_settings(error: InvalidSettingsError, lang: Lang | None = None) -> str:
    """The sentence for an impossible scoring input, in the player's language."""
    if not error.code:
        return str(error)
    # The engine's float values are card points, always in halves (R2.4).
    values = {k: points_text(round(v * 2), lang) if isinstance(v, float) else v for k, v in error.values.items()}
    return t(f"settings.{error.code}", lang, **values)
