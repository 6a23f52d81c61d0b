"""The guided first deal (oefenpotje): one fixed deal against three beginner computer players, explained.

The deal is always the same lesson: the learner deals and speaks last after three passes, holds a hand
club players take a Garde with, finds the 21 and a king in the chien, makes an écart, can show a poignée,
and meets following suit, trumping, often overtrumping, and the Excuse. ``GuidedCoach`` (``coaching/guide.py``)
explains each decision at an ordinary table screen; this module holds the lesson's deal and the explanation
dialog.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from tarot_tui.engine import Deal, DealLayout, PlayedDeal, Rules, parse_cards
from tarot_tui.evening import Evening
from tarot_tui.i18n import t

from ..keys import CatalogueKeys
from ..routes import OpenRules

LESSON_DECK = (
    "JC 3S 10C QS JS 6C T20 8C T5 9C T14 1D T9 CH 5S 4C 10H KC CD 5C T3 QH 1S 3D KD T1 4D 8D 9H 7C T19 1H JD 7H "
    "T17 QC QD T15 KS 5H CS 8S 10D 10S KH 3H T12 T7 T11 T21 7S 2D 8H T10 9S T6 2H 6S T18 T8 2C T2 T4 EXC 2S JH 4H "
    "9D 4S 6D 5D 1C CC 6H 3C T13 7D T16"
)
"""The lesson's pack, top first: ``shuffle(4, FFT rules, random.Random(663))``, kept as cards so that a change
to the shuffle never changes the lesson (R3.3)."""

LESSON_GAPS = (1, 4, 11, 13, 14, 22)
"""Where the chien got its cards between the packets (R3.4): ♠K ♥10 ♥3 ♣3 T21 T20."""

LEARNER = 0
"""The learner's seat; he deals, so the three computer players bid before him (R1.4)."""


def lesson_layout() -> DealLayout:
    """The lesson's deal as the engine replays it."""
    return DealLayout(tuple(parse_cards(LESSON_DECK)), LESSON_GAPS)


class LessonEvening(Evening):
    """An evening that always deals the lesson (again after a void deal), dealt by the learner, never saved."""

    def start_deal(self) -> PlayedDeal:
        """Deal the lesson."""
        deal = Deal(lesson_layout(), self.players, LEARNER, self.match.rules)
        played = PlayedDeal(len(self.match.deals) + 1, LEARNER, tuple(range(self.players)), deal)
        self.match.deals.append(played)
        return played


def lesson_evening() -> LessonEvening:
    """The learner against three beginner computer players, FFT rules, not saved (it is only practice)."""
    names = [t("guide.name.you"), t("guide.name.1"), t("guide.name.2"), t("guide.name.3")]
    evening = LessonEvening.new(
        names, ["human", "beginner", "beginner", "beginner"], rules=Rules(), first_dealer=LEARNER, autosave=False
    )
    assert isinstance(evening, LessonEvening)
    return evening


class GuideScreen(CatalogueKeys, ModalScreen[None]):
    """An explanation to read, naming its rule: Enter goes on, F1 or ? opens the rule at its section; Esc or q
    leave as on every screen (a lesson's box: the lesson; advice: the box, back to the table)."""

    BINDINGS = [
        Binding("enter,space", "close", "key.continue", show=False),
        Binding("escape,q", "leave", "key.leave", show=False),
        Binding("f1,question_mark", "read_rule", "key.read_rule", show=False),
    ]

    DEFAULT_CSS = """
    GuideScreen {
        align: center top;
        background: $background 50%;
    }
    GuideScreen > VerticalScroll {
        width: 78;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $accent;
        border-title-style: bold;
        border-title-color: $text;
        border-subtitle-color: $text-muted;
        background: $surface;
        padding: 1 1 0 1;
        scrollbar-size-vertical: 1;
    }
    GuideScreen #guide-body {
        margin-bottom: 1;
    }
    """

    def __init__(self, title: str, body: str, rule: str, leave: Callable[[], object] | None = None) -> None:
        super().__init__(classes="guide")
        self.title_text = title
        self.body = body
        self.rule = rule
        """The rule F1 opens (an R-number of the rules guide)."""
        self.leave = leave
        """What Esc or q do (a lesson's table: leave it, asking first once something was played); None: close the
        box as Enter does."""

    def compose(self) -> ComposeResult:
        box = VerticalScroll(id="guide-box")
        box.border_title = self.title_text
        box.border_subtitle = t("guide.keys" if self.leave is None else "guide.keys_lesson", rule=self.rule)
        with box:
            yield Static(Text(self.body), id="guide-body")

    def on_mount(self) -> None:
        self.query_one("#guide-box").focus()

    def action_close(self) -> None:
        """Go on with the deal."""
        self.dismiss(None)

    def action_leave(self) -> None:
        """Leave what the box is part of (the box stays up while a question asks first)."""
        if self.leave is None:
            self.dismiss(None)
        else:
            self.leave()

    def action_read_rule(self) -> None:
        """Open the rules guide at this explanation's rule."""
        self.post_message(OpenRules(self.rule))
