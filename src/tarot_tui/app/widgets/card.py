"""How a card looks: short text with the suit symbol (or letter), the suits' colours, trumps and bouts apart.

The look (``CardLook``) is chosen once from the settings, the command line and the terminal (``choose_look``)
and set for the whole app with ``set_look``, like the language: two or four suit colours, symbols or plain
ASCII letters, and a palette made for the terminal's colour system (truecolour, 256, 16 colours, or none at
all under ``NO_COLOR``).

Spades and clubs are told apart in every look, also where the font draws ♠ and ♣ alike: by their colour in
the four-colour deck, by the letter (S, C) in ASCII, and otherwise by an underline on the clubs.

The palettes were checked for the common colour-vision deficiencies: every pair of suit colours (and each
against the background) stays at least ``MIN_SUIT_DELTA_E`` apart (CIE76 ΔE in L*a*b*) under simulated
protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, full severity), see
``tests/app/test_card_look.py`` and ``docs/accessibility.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from rich.style import Style
from rich.text import Text

from tarot_tui.engine import EXCUSE, is_bout, suit_of
from tarot_tui.i18n import card_short, use_suit_letters

ColourSystem = Literal["truecolor", "256", "16", "none"]
SuitColours = Literal["two", "four"]
CardSymbols = Literal["auto", "symbols", "ascii"]

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
BACKGROUND = "#121212"
"""The table's background (Textual's dark theme), for the colour-vision check of the palettes."""
MIN_SUIT_DELTA_E = 30.0
"""The least CIE76 ΔE between two suits' colours (and between a suit and the background) in every palette,
for normal vision and simulated protanopia, deuteranopia and tritanopia."""

# The palettes, one per colour system: (spades, hearts, diamonds, clubs) for two and for four colours, then
# trumps, bouts and dimmed cards. 256 colours: the exact RGB of an xterm-256 colour (the terminal gets that
# colour number, not the nearest match of a truecolour one); 16 colours: the RGB of a standard ANSI colour
# in Rich's palette, so the terminal draws its own bright red, blue, green... (not a washed-out near match).
PALETTES: dict[ColourSystem, dict[str, tuple[str, ...]]] = {
    "truecolor": {
        "two": ("#EEEEEE", "#FF4A4A", "#FF4A4A", "#EEEEEE"),
        "four": ("#EEEEEE", "#F92713", "#1C67ED", "#39D979"),
        "other": ("#58D1EB", "#FFD75F", "#626262"),
    },
    "256": {
        # 255 grey93, 203 indianred1; 196 red1, 33 dodgerblue1, 48 springgreen1; 81 steelblue1, 221, 241
        "two": ("#eeeeee", "#ff5f5f", "#ff5f5f", "#eeeeee"),
        "four": ("#eeeeee", "#ff0000", "#0087ff", "#00ff87"),
        "other": ("#5fd7ff", "#ffd75f", "#626262"),
    },
    "16": {
        # Rich's standard palette: 15 bright white, 9 bright red; 1 red (bright red is too close to bright green
        # for a deuteranope), 12 bright blue, 10 bright green; 14 bright cyan, 11 bright yellow, 8 bright black.
        "two": ("#ffffff", "#ff5555", "#ff5555", "#ffffff"),
        "four": ("#ffffff", "#aa0000", "#5555ff", "#55ff55"),
        "other": ("#55ffff", "#ffff55", "#555555"),
    },
}
"""Colours per colour system; ``"none"`` (``NO_COLOR``, or a terminal without colours) has none."""


@dataclass(frozen=True)
class CardLook:
    """How cards are drawn.

    Attributes:
        four_colours: each suit its own colour (else hearts and diamonds red, spades and clubs white).
        ascii: suit letters (S H D C) instead of symbols, and no box-drawing characters on the table.
        colours: the terminal's colour system; "none" draws without colours (``NO_COLOR``).
    """

    four_colours: bool = False
    ascii: bool = False
    colours: ColourSystem = "truecolor"

    @property
    def clubs_underlined(self) -> bool:
        """Clubs carry an underline where nothing else tells them from spades (same colour, same kind of
        symbol): two colours or none, with suit symbols. Dimmed clubs always do (a dimmed card is grey)."""
        return not self.ascii and (self.colours == "none" or not self.four_colours)

    def suit_colour(self, suit: int) -> str | None:
        """The colour of ``suit`` in this look (None without colours)."""
        if self.colours == "none":
            return None
        return PALETTES[self.colours]["four" if self.four_colours else "two"][suit]


def colour_system_of(name: str | None, *, no_color: bool = False) -> ColourSystem:
    """Our palette for a colour system as Rich names it (``app.console.color_system``)."""
    if no_color or name is None:
        return "none"
    if name == "truecolor":
        return "truecolor"
    if name == "256":
        return "256"
    return "16"  # "standard", "windows"


def terminal_lacks_symbols(env: Mapping[str, str], encoding: str | None) -> bool:
    """Whether the terminal cannot be trusted with ♠♥♦♣ and box drawing: a Linux console or a dumb terminal
    (TERM), an output encoding that is not UTF-8, or a locale that names another character set ("C", "POSIX"
    or e.g. "nl_NL.ISO-8859-1"; an unset locale says nothing). A browser (``tarot-tui serve``: Textual's web
    driver) shows them whatever the server's terminal is."""
    if env.get("TEXTUAL_DRIVER", "").endswith(":WebDriver"):
        return False
    if env.get("TERM", "").strip().lower() in ("dumb", "linux"):
        return True
    if encoding is not None and encoding.lower().replace("-", "").replace("_", "") not in ("utf8", "utf8sig"):
        return True
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = env.get(name, "").strip()
        if value:
            upper = value.upper().replace("-", "")
            return "UTF8" not in upper
    return False


def choose_look(
    *,
    suit_colours: SuitColours = "two",
    card_symbols: CardSymbols = "auto",
    force_ascii: bool = False,
    env: Mapping[str, str] | None = None,
    encoding: str | None = None,
    color_system: str | None = "truecolor",
    no_color: bool = False,
) -> CardLook:
    """The look from the settings (``suit_colours``, ``card_symbols``), the command line (``--ascii``) and the
    terminal (``env``, the output ``encoding``, Rich's ``color_system``, ``NO_COLOR``).

    ``--ascii`` wins; otherwise the setting "symbols" or "ascii" wins; "auto" takes letters when the terminal
    cannot show the symbols (``terminal_lacks_symbols``).
    """
    env = {} if env is None else env
    if force_ascii or card_symbols == "ascii":
        ascii_only = True
    elif card_symbols == "symbols":
        ascii_only = False
    else:
        ascii_only = terminal_lacks_symbols(env, encoding)
    no_color = no_color or "NO_COLOR" in env
    return CardLook(
        four_colours=suit_colours == "four",
        ascii=ascii_only,
        colours=colour_system_of(color_system, no_color=no_color),
    )


def _styles(look: CardLook, *, dim: bool) -> tuple[Style, ...]:
    """Styles indexed by suit (0-3), then 4 trumps, 5 bouts."""
    styles: list[Style] = []
    other = PALETTES[look.colours]["other"] if look.colours != "none" else (None, None, None)
    for suit in range(4):
        underline = suit == CLUBS and not look.ascii and (dim or look.clubs_underlined)
        colour = other[2] if dim else look.suit_colour(suit)
        styles.append(Style(color=colour, bold=not dim, underline=underline or None, dim=dim and colour is None))
    for index in (0, 1):
        colour = other[2] if dim else other[index]
        styles.append(Style(color=colour, bold=not dim, dim=dim and colour is None))
    return tuple(styles)


_look = CardLook()
_bright = _styles(_look, dim=False)
_dim = _styles(_look, dim=True)


def set_look(look: CardLook) -> None:
    """Draw every card from now on in ``look``."""
    global _look, _bright, _dim
    _look = look
    use_suit_letters(look.ascii)  # the hints and refusals write suits as the cards show them
    _bright = _styles(look, dim=False)
    _dim = _styles(look, dim=True)


def current_look() -> CardLook:
    """The look cards are drawn in now."""
    return _look


def _style_index(card: int) -> int:
    if is_bout(card):
        return 5
    suit = suit_of(card)
    return 4 if suit is None else int(suit)


def card_style(card: int, *, dim: bool = False) -> Style:
    """The style of a card: its suit's colour (clubs underlined where needed), trumps, bouts, or dimmed."""
    return (_dim if dim else _bright)[_style_index(card)]


def card_label(card: int) -> str:
    """A card's short text in the current look: '♥V' or, in ASCII, 'HV'; trumps 'T21', the Excuse 'EXC'."""
    if card == EXCUSE:
        return "EXC"
    return card_short(card)  # in the ASCII look with the suit's letter (``use_suit_letters``)


def card_text(card: int, *, dim: bool = False, width: int = 0) -> Text:
    """A card as coloured text, optionally padded to ``width`` and dimmed."""
    label = card_label(card)
    style = card_style(card, dim=dim)
    if not width or len(label) >= width:
        return Text(label, style=style)
    left = (width - len(label)) // 2
    # The padding without the style: an underline (clubs) marks the card, not the space around it.
    return Text.assemble(" " * left, (label, style), " " * (width - len(label) - left))


def cards_text(cards: list[int] | tuple[int, ...], sep: str = " ") -> Text:
    """Several cards in a row."""
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(sep)
        out.append_text(card_text(card))
    return out


def plain(symbol: str, ascii_text: str) -> str:
    """``symbol`` (a non-ASCII mark such as '·' or '…'), or ``ascii_text`` in the ASCII look."""
    return ascii_text if _look.ascii else symbol
