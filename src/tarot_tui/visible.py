"""Text from outside the game, made safe to draw: the one place where a file's keys and values, a path, an
error's words or a command-line value become text for a terminal or a screen.

A save passed between friends, a settings file or a lesson file may hold any character. Drawn raw, a control
character acts on the terminal (ESC starts a sequence that sets the window's title, clears the screen or
changes the colours; a C1 control such as U+009B does the same on some terminals), and a format character
changes the text around it (a right-to-left override turns ``evil.json`` into what looks like ``nosj.live``).
``visible`` writes each of them as the escape Python would (``\\x1b``, ``\\u202e``), so the player sees that
something odd is there and the terminal does nothing. No Textual, no Rich: the command line and the app both
call it (the Rich markup in a text is a second matter, left to where markup is read).
"""

from __future__ import annotations

import re
import unicodedata

SHOWN_AS_ESCAPES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""The Unicode categories written as escapes: controls (C0, DEL, C1), format characters (bidi overrides and
isolates, zero-width characters, invisible operators, tags), lone surrogates, line and paragraph separators."""

_CANDIDATE = re.compile(r"[^\x20-\x7e]")
"""What might need an escape: anything outside printable ASCII (most text has nothing of it)."""


def needs_escape(char: str) -> bool:
    """Whether one character is written as an escape by ``visible``."""
    return unicodedata.category(char) in SHOWN_AS_ESCAPES


def escape_of(char: str) -> str:
    """The visible escape of one character: ``\\x1b``, ``\\u202e`` or ``\\U000e0001``."""
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def visible(text: object) -> str:
    """``text`` (or ``str(text)``) with every control and format character written as a visible escape: safe to
    print and to draw, whatever a file held. A line break is a control too (one from a file would start a line
    of its own): a caller that draws several lines escapes each part before joining them.
    ``visible(visible(x)) == visible(x)``."""
    text = str(text)
    if not _CANDIDATE.search(text):
        return text
    return "".join(escape_of(char) if needs_escape(char) else char for char in text)


__all__ = ["SHOWN_AS_ESCAPES", "escape_of", "needs_escape", "visible"]
