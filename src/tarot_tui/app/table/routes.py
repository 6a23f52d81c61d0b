"""Where the table's keys lead: the rules at the hint's rule, the score sheet, the tricks of the deal, the
deal review, the écart advice. Each posts a route (``routes.py``) for the App to open; none changes the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from tarot_tui.play import AskDiscard
from tarot_tui.table import HandMode
from tarot_tui.table.model import ecart_advice

from ..routes import LeaveTable, OpenDialogs, OpenReview, OpenRules, OpenScreen, OpenSheet
from ..settling import enter_too_soon
from ..widgets.hand import HandWidget
from .score_panel import ScorePanel

if TYPE_CHECKING:
    from typing import Any

    from textual.app import App
    from textual.message import Message
    from textual.screen import Screen

    from tarot_tui.coaching.coach import Dialog
    from tarot_tui.evening import Evening
    from tarot_tui.table import TableModel

    from .hints import HintLine
    from .paint import TablePainter
    from .phones import TablePhoneSeats


class TableRoutes:
    """The table's keys that open another screen (a part of ``TableScreen``)."""

    if TYPE_CHECKING:  # what the table screen provides
        evening: Evening
        hints: HintLine

        def post_message(self, message: Message) -> bool: ...

        painter: TablePainter
        model: TableModel
        phones: TablePhoneSeats
        app: App[Any]

        def _read_or_taken(self) -> None: ...

    def action_rules_here(self) -> None:
        """Open the rules at the rule the hint names (or at the start)."""
        self.post_message(OpenRules(self.hints.rule_in_view))

    def action_sheet(self) -> None:
        """The evening's score sheet."""
        self.post_message(OpenSheet(self.evening))

    def action_review(self) -> None:
        """Every finished trick of this deal, one by one."""
        self.post_message(OpenReview(self.evening))

    def action_analysis(self) -> None:
        """The review of the deal just finished (or of the earlier deal whose score page ←/→ turned to): where the
        person's decisions lost points."""
        if self.painter.keys_now().analysis:
            pages = self.painter.screen.part(ScorePanel).pages
            index = pages.index if pages is not None else len(self.evening.match.deals) - 1
            self.post_message(OpenScreen("analysis", {"evening": self.evening, "index": index}))

    def action_leave(self) -> None:
        """Leave the table (asks first mid-deal; the evening is saved either way)."""
        table = cast("Screen[None]", self)  # a part of the table screen
        self.post_message(LeaveTable(table, self.evening, ask=self.evening.current is not None))

    def action_phones(self) -> None:
        """The phones' page: each phone seat's address and QR code, and who is there already."""
        self.phones.show_page()

    def _read(self, dialogs: list[Dialog], then: Callable[[], object], *, ask: bool | None = None) -> None:
        """Show explanations one after the other, then go on with ``then``. ``ask``: Esc or q on a box leave the
        table, asking first when True (None: they close the box, as Enter does)."""
        if dialogs:
            self.hints.say(dialogs[0][0], rule=dialogs[0][2])
        table = cast("Screen[None]", self)  # a part of the table screen
        go = None if ask is None else lambda: self.post_message(LeaveTable(table, self.evening, ask=ask))
        self.post_message(OpenDialogs(dialogs, then, go))

    def action_ecart_advice(self) -> None:
        """While the taker picks the écart: the club écart for the hand and what it does (R6.2)."""
        prompt = self.model.prompt
        if isinstance(prompt, AskDiscard) and self.model.mode is HandMode.DISCARD:
            self._read([ecart_advice(prompt)], lambda: None)

    def action_take_laptop(self) -> None:
        """The hand-over's Enter (or the chien's), from a click on the key bar: as the key, not before the curtain
        has been up a moment (a double click on the sheet's Enter, the same place on the bar, lifted the next
        curtain in front of whoever clicked)."""
        if self.painter.screen.part(HandWidget).is_covered and not enter_too_soon(self.app):
            self._read_or_taken()

    async def action_panel(self, action: str) -> None:
        """A key of the score panel (Enter, the sheet's p or s), from a click on the key bar."""
        await self.painter.screen.part(ScorePanel).run_action(action)
