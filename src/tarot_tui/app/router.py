"""The App's routes: every request to open a screen (``routes.py``) lands here, so screens never import
each other. Each handler pushes the screen asked for and passes its result to the request's ``then``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.screen import Screen

from tarot_tui.i18n import t

from .key_hold import KeyHoldingApp
from .routes import (
    LeaveTable,
    OpenConfirm,
    OpenDialogs,
    OpenReview,
    OpenRules,
    OpenScreen,
    OpenSheet,
    OpenTable,
    push_once,
)


def _then(callback: Callable[[Any], object] | None) -> Callable[[Any], None] | None:
    if callback is None:
        return None

    def call(result: Any) -> None:
        callback(result)

    return call


class Router(KeyHoldingApp):
    """Routing for ``TarotApp``: a handler per request. The keys typed while a screen opens are held for it
    (``key_hold.py``): a request made with ``routes.ask`` holds them, the screen it opens gets them."""

    def on_open_rules(self, request: OpenRules) -> None:
        from .screens.rules import RulesScreen

        push_once(self, RulesScreen(request.rule))

    def on_open_dialogs(self, request: OpenDialogs) -> None:
        from .screens.guided import GuideScreen

        dialogs, then = list(request.dialogs), request.then
        if not dialogs:
            if then is not None:
                then()
            return
        title, body, rule = dialogs[0]
        rest = OpenDialogs(dialogs[1:], then, request.leave)
        self.push_screen(GuideScreen(title, body, rule, request.leave), lambda _: self.on_open_dialogs(rest))

    def on_open_confirm(self, request: OpenConfirm) -> None:
        from .screens.dialogs import ConfirmScreen

        push_once(self, ConfirmScreen(request.title, request.body), _then(request.then))

    def on_open_sheet(self, request: OpenSheet) -> None:
        from .screens.sheet import SheetScreen

        push_once(self, SheetScreen(request.evening, final=request.final), _then(request.then))

    def on_open_review(self, request: OpenReview) -> None:
        from .screens.review import ReviewScreen

        push_once(self, ReviewScreen(request.evening), _then(request.then))

    def on_open_table(self, request: OpenTable) -> None:
        """Sit down at the table asked for; one table at a time: a second request while one is open (a key pressed
        twice on the screen that asks, before the table came up) is dropped."""
        from .screens.draw import DrawScreen
        from .table.screen import TableScreen

        if any(isinstance(screen, TableScreen | DrawScreen) for screen in self.screen_stack):
            return
        table = TableScreen(request.evening, coach=request.coach)
        screen: Screen[Any] = DrawScreen(request.evening, table) if request.draw else table
        if request.replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)  # no table nor draw is open (above)
        self.keys_go_to(screen)

    def on_leave_table(self, request: LeaveTable) -> None:
        """Close the table and whatever is open above it; the evening is saved first."""
        table = request.table
        if request.ask:

            def answer(yes: bool | None) -> None:
                if yes:
                    self.on_leave_table(LeaveTable(table, request.evening))

            self.on_open_confirm(OpenConfirm(t("ui.leave_title"), t("ui.leave_body"), answer))
            return
        request.evening.flush()
        if table not in self.screen_stack:
            return
        while self.screen is not table:
            self.pop_screen()
        self.pop_screen()

    def on_open_screen(self, request: OpenScreen) -> None:
        """The other destinations, by name."""
        screen: Screen[Any]
        if request.name == "setup":
            from .screens.setup import SetupScreen

            screen = SetupScreen(request.args.get("recent"))
        elif request.name == "evenings":
            from .screens.evenings import EveningsScreen

            screen = EveningsScreen(request.args["evenings"])
        elif request.name == "keeper":
            from .screens.keeper import KeeperSetupScreen

            screen = KeeperSetupScreen()
        elif request.name == "settings":
            from .screens.settings import SettingsScreen

            screen = SettingsScreen()
        elif request.name == "seats":
            from .screens.seats import SeatsScreen

            screen = SeatsScreen(request.args["names"], request.args["seats"])
        elif request.name == "analysis":
            from .screens.analysis import AnalysisScreen

            screen = AnalysisScreen(request.args["evening"], request.args.get("index"), request.args.get("seat"))
        elif request.name == "deal_score":
            from tarot_tui.sheets.deal_pages import DealPages

            from .screens.deal_score import DealScoreScreen

            evening = request.args["evening"]
            pages = DealPages.latest(evening.match)
            if pages is None:  # no finished deal (the key is not offered then)
                return
            screen = DealScoreScreen(evening, pages)
        elif request.name == "sheet":  # a saved evening's sheet, read-only (the table's own sheet: OpenSheet)
            from .screens.sheet import SheetScreen

            args = request.args
            screen = SheetScreen(args["evening"], final=bool(args.get("final")), read_only=True)
        elif request.name == "keeper_sheet":  # a score keeper's evening's sheet, read-only
            from .screens.keeper import KeeperSheetScreen

            screen = KeeperSheetScreen(request.args["evening"], read_only=True)
        elif request.name == "stats":
            from .screens.stats import StatsScreen

            screen = StatsScreen(request.args.get("evening_id"))
        elif request.name == "kept_deal":
            from .screens.keeper_deal import KeptDealScreen

            screen = KeptDealScreen(request.args["evening"], request.args.get("index"))
        elif request.name == "phones":
            from .screens.phones import PhonesScreen

            args = request.args
            screen = PhonesScreen(
                args["page"], seats=args.get("seats"), renew=args.get("renew"), changes=args.get("changes")
            )
        elif request.name == "lessons":
            from .screens.lessons import LessonsScreen

            screen = LessonsScreen(request.args.get("last_person"))
        elif request.name == "lesson":
            from tarot_tui.coaching.guide import GuidedCoach

            from .screens.guided import lesson_evening
            from .table.screen import TableScreen

            screen = TableScreen(lesson_evening(), coach=GuidedCoach())
        else:
            raise ValueError(f"no screen called {request.name!r}")
        if push_once(self, screen, _then(request.then)):
            self.keys_go_to(screen)
