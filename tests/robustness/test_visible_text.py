"""``visible``: the one function that turns what a file, the command line or the network held into text for the
terminal; every control and format character is written as the escape Python would write, nothing else changes."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from tarot_tui.visible import visible


def test_controls_and_sequences_become_escapes() -> None:
    assert visible("\x1b]0;PWNED\x07") == "\\x1b]0;PWNED\\x07"
    assert visible("a\nb\tc\rd\x00\x7f") == "a\\x0ab\\x09c\\x0dd\\x00\\x7f"
    assert visible("\x9b31m") == "\\x9b31m"  # a C1 CSI
    assert visible("\u202eevil\u202c \u2066x\u2069") == "\\u202eevil\\u202c \\u2066x\\u2069"  # bidi
    assert visible("a\u200bb\ufeff\u2028\u2029") == "a\\u200bb\\ufeff\\u2028\\u2029"
    assert visible("\U000e0041") == "\\U000e0041"  # a tag character
    assert visible("\ud800") == "\\ud800"  # a lone surrogate, which no terminal encoding can write


def test_printable_text_is_left_as_it_is() -> None:
    for text in ("Anna", "Zoë · Ærø", "♠♥♦♣ 10S", "C:\\Users\\x", "[bold red]x[/]", "日本語", "", "❤ 👍"):
        assert visible(text) == text


def test_anything_becomes_text() -> None:
    assert visible(ValueError("bad\x1bkey")) == "bad\\x1bkey"
    assert visible(3) == "3"


@given(st.text())
def test_the_result_holds_no_control_or_format_character_and_escaping_twice_changes_nothing(text: str) -> None:
    shown = visible(text)
    assert not [c for c in shown if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp")]
    assert visible(shown) == shown
    shown.encode("utf-8")  # printable whatever the text held
