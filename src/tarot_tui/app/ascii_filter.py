"""The ASCII look for every screen at once: a line filter that turns each character outside ASCII into ASCII.

``--ascii`` (or the setting "ascii", or a terminal that lacks the symbols) promises a screen without box drawing
or symbols. Drawing each widget twice would leave some out (the logo, the panels' rounded borders, the bid box's
half blocks, bullets, the Enter sign...), so the App filters every line it draws: box drawing becomes ``+ - |``,
half blocks of a check box ``[ ]``, symbols a letter or sign of the same meaning, an accented letter its plain
letter, and anything else question marks, one a cell, so the layout keeps its widths.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

_SIGNS: dict[str, str] = {
    "▐": "[",
    "▌": "]",
    "█": "#",
    "▀": "#",
    "▄": "#",
    "░": ".",
    "▒": ":",
    "▓": "#",
    "■": "#",
    "□": "o",
    "▪": "*",
    "•": "*",
    "●": "*",
    "○": "o",
    "◆": "*",
    "◇": "o",
    "·": ".",
    "…": ".",
    "–": "-",
    "—": "-",
    "−": "-",
    "‒": "-",
    "‘": "'",
    "’": "'",
    "‚": ",",
    "“": '"',
    "”": '"',
    "„": '"',
    "«": "<",
    "»": ">",
    "‹": "<",
    "›": ">",
    "⏎": "<",
    "↵": "<",
    "→": ">",
    "←": "<",
    "↑": "^",
    "↓": "v",
    "▲": "^",
    "▼": "v",
    "▶": ">",
    "◀": "<",
    "►": ">",
    "◄": "<",
    "▸": ">",
    "▾": "v",
    "✓": "v",
    "✔": "v",
    "✗": "x",
    "✘": "x",
    "×": "x",
    "±": "+",
    "≥": ">",
    "≤": "<",
    "≈": "~",
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
    "♤": "S",
    "♡": "H",
    "♢": "D",
    "♧": "C",
    "★": "*",
    "☆": "*",
    "\u00a0": " ",
    "\u2009": " ",
    "\u202f": " ",
    "€": "E",
    "°": "o",
}


def _box(char: str) -> str | None:
    """A box-drawing or block character as ASCII: horizontal lines ``-``, vertical ``|``, corners and joints
    ``+``, thin blocks (Textual's tall borders, scroll bars) as lines, thick ones ``#``; None for other
    characters."""
    name = unicodedata.name(char, "")
    if "\u2580" <= char <= "\u259f":
        if "UPPER" in name and "EIGHTH" in name:
            return "-"
        if "LOWER" in name and "EIGHTH" in name:
            return "_"
        if ("LEFT" in name or "RIGHT" in name) and ("EIGHTH" in name or "QUARTER" in name):
            return "|"
        return "#"
    if not "\u2500" <= char <= "\u257f":
        return None
    if "HORIZONTAL" in name and "VERTICAL" not in name:
        return "-"
    if "VERTICAL" in name and "HORIZONTAL" not in name:
        return "|"
    if "DIAGONAL" in name:
        return "/" if "UPPER RIGHT TO LOWER LEFT" in name else "\\"
    if "HALF" in name or "DASH" in name:
        return "-" if "LEFT" in name or "RIGHT" in name else "|"
    return "+"


@lru_cache(maxsize=4096)
def ascii_char(char: str) -> str:
    """``char`` as ASCII of the same width in cells (one question mark a cell when nothing fits)."""
    if char.isascii():
        return char
    width = cell_len(char)
    if width == 0:
        return ""  # a joiner, a selector or a combining mark: nothing to draw on its own
    sign = _SIGNS.get(char) or _box(char)
    if sign is None:
        plain = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
        sign = plain if plain.isascii() and len(plain) == width else None
    return sign if sign is not None and len(sign) == width else "?" * width


def ascii_text(text: str) -> str:
    """``text`` with every character outside ASCII made ASCII (``ascii_char``), cell for cell."""
    if text.isascii():
        return text
    return "".join(ascii_char(char) for char in text)


class AsciiFilter(LineFilter):
    """A Textual line filter that draws every line in ASCII (``ascii_text``), keeping its styles."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            segment if segment.control or segment.text.isascii() else Segment(ascii_text(segment.text), segment.style)
            for segment in segments
        ]
