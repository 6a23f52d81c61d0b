"""The table as a person sees it, as data (no Textual, no Rich): what the hand is for, which cards are lit and
with which key letters, the écart and poignée picks, what a key means, the hint line and the keys on offer.

The terminal's table screen (``tarot_tui.app.table``) paints it; any other painter (a page on a phone) can draw
the same values. The turn flow under it is ``tarot_tui.play.TableFlow``.
"""

from .floor import TALL_SCREEN, centred, question_room, seat_box, table_lines
from .hand import QUICK_KEYS, HandMode, hand_cards, hand_mode, key_letters, toggle_pick
from .hints import NO_HINT, Hint, play_hint, question_hint, selection_hint, unselectable_hint
from .keys import CARD_KEYS, KeysNow, review_offered, table_keys
from .model import Picked, Refused, Step, TableModel, TrickOnShow
from .seating import Side, TrickCard, seat_sides, trick_cards
from .titles import names_apart, seat_titles

__all__ = [
    "CARD_KEYS",
    "NO_HINT",
    "QUICK_KEYS",
    "TALL_SCREEN",
    "HandMode",
    "Hint",
    "KeysNow",
    "Picked",
    "Refused",
    "Side",
    "Step",
    "TableModel",
    "TrickCard",
    "TrickOnShow",
    "centred",
    "hand_cards",
    "hand_mode",
    "key_letters",
    "names_apart",
    "play_hint",
    "question_hint",
    "question_room",
    "review_offered",
    "seat_box",
    "seat_sides",
    "seat_titles",
    "selection_hint",
    "table_keys",
    "table_lines",
    "toggle_pick",
    "trick_cards",
    "unselectable_hint",
]
