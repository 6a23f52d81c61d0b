"""The phones' words: Dutch and English hold the same keys and placeholders, and each hint cites its rule."""

from __future__ import annotations

import json
import string

from tarot_tui.i18n import phones_en, phones_nl, t
from tarot_tui.phones import PhoneHost

from .phone_table import new_evening


def test_phone_catalogues_hold_the_same_keys_and_placeholders() -> None:
    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    assert set(phones_nl.MESSAGES) == set(phones_en.MESSAGES)
    for key, text in phones_nl.MESSAGES.items():
        assert fields(text) == fields(phones_en.MESSAGES[key]), key


def test_every_hint_of_the_phones_cites_its_rule() -> None:
    for catalogue in (phones_nl.MESSAGES, phones_en.MESSAGES):
        hints = {key: text for key, text in catalogue.items() if key.startswith("phones.hint.")}
        assert hints
        assert all(" R" in text for text in hints.values()), hints


def test_the_phones_name_the_king_and_the_chien_as_the_game_does() -> None:
    """Seen on a phone in Dutch: "Geen heer" and "De chien" where the game says Koning and hond ("Een Koning mag
    nooit in het écart", "De hond:")."""
    for lang in ("nl", "en"):
        king = t("rank.14", lang).lower()  # type: ignore[arg-type]
        chien = t("log.chien", lang).rstrip(":")  # type: ignore[arg-type]
        assert king in t("phones.hint.discard", lang).lower(), lang  # type: ignore[arg-type]
        assert t("phones.label.chien", lang) == chien  # type: ignore[arg-type]
    assert not any("heer" in text.lower().split() for text in phones_nl.MESSAGES.values())


def test_the_phones_call_a_card_as_the_game_does() -> None:
    """The phone asked "Roep een Koning (of de kaart die je noemt)", though it names nothing: it offers the cards
    that may be called (a queen when the taker holds the four kings, R5.2); the game asks which card is called."""
    for lang in ("nl", "en"):
        assert t("phones.ask.call", lang) == t("ui.call_title", lang)  # type: ignore[arg-type]
        assert "R5.3" in t("phones.hint.call", lang)  # type: ignore[arg-type]  # who the partner is
    assert not any("gevraagde" in text.lower() for text in phones_nl.MESSAGES.values())  # the game says geroepen


def test_a_void_deal_tells_the_phones_why_not_that_a_score_is_on_the_table() -> None:
    """Seen on a phone when every seat passed or a Petit sec voided the deal: "The deal is over: the score is on
    the table", where there is no score; the laptop said why."""
    host = PhoneHost(new_evening(4, seed=1, deals=2))
    while host.awaiting is not None:
        seat = host.awaiting
        state = host.state(seat)
        assert state.ask is not None and state.ask.kind == "bid"
        message = {"seq": state.seq, "prompt": state.ask.prompt, "kind": "bid", "contract": "pass"}
        host.receive(seat, json.dumps(message))
    assert host.laptop_waits
    for seat in host.codes.seats:
        assert host.state(seat).status == t("void.all_passed")
