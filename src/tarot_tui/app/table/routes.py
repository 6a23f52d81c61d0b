"""Where the table's keys lead: the rules at the hint's rule, the score sheet, the tricks of the deal, the
deal review. Each posts a route (``routes.py``) for the App to open; none changes the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..routes import LeaveTable, OpenReview, OpenRules, OpenScreen, OpenSheet

if TYPE_CHECKING:
    from textual.message import Message
    from textual.screen import Screen

    from tarot_tui.evening import Evening
    from tarot_tui.table import KeysNow

    from .hints import HintLine


class TableRoutes:
    """The table's keys that open another screen (a part of ``TableScreen``)."""

    if TYPE_CHECKING:  # what the table screen provides
        evening: Evening
        hints: HintLine

        def post_message(self, message: Message) -> bool: ...

        def keys_now(self) -> KeysNow: ...

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
        """The review of the deal just finished: where the person's decisions lost points."""
        if self.keys_now().analysis:
            index = len(self.evening.match.deals) - 1
            self.post_message(OpenScreen("analysis", {"evening": self.evening, "index": index}))

    def action_leave(self) -> None:
        """Leave the table (asks first mid-deal; the evening is saved either way)."""
        table = cast("Screen[None]", self)  # a part of the table screen
        self.post_message(LeaveTable(table, self.evening, ask=self.evening.current is not None))
