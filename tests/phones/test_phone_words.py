"""The phones' words: Dutch and English hold the same keys and placeholders, and each hint cites its rule."""

from __future__ import annotations

import string

from tarot_tui.i18n import phones_en, phones_nl


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
