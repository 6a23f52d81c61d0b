"""The App's routes: every request to open a screen (``routes.py``) lands here, so screens never import
each other. Each handler pushes the screen asked for and passes its result to the request's ``then``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import App
from textual.message import Message
from textual.screen import Screen

from tarot_tui.i18n import t

from .key_hold import HOLD_AT_MOST, HOLD_WAITS, KeyHold, KeysBack
from .routes import LeaveTable, OpenConfirm, OpenDialogs, OpenReview, OpenRules, OpenScreen, OpenSheet, OpenTable


def _then(callback: Callable[[Any], object] | None) -> Callable[[Any], None] | None:
    if callback is None:
        return None

    def call(result: Any) -> None:
        callback(result)

    return call


class Router(App[int]):
    """Routing for ``TarotApp``: a handler per request, and the keys typed while a screen opens held for it
    (``key_hold.py``): a request made with ``routes.ask`` holds them, the screen it opens gets them."""

    def __init__(self) -> None:
        super().__init__()
        self.key_hold = KeyHold()
        self._holding_for: Screen[Any] | None = None
        """The screen that asked for the one being opened."""

    def hold_keys(self) -> None:
        """Hold the keys from now until the screen being opened has the focus (``_time_is_up`` if it does not)."""
        if self.key_hold.begin(Message().time):
            generation = self.key_hold.generation
            self._holding_for = self.screen
            # Sent by the App: Textual stops a message's bubbling at its sender, which may be the asking screen.
            (self.focused or self.screen).post_message(KeysBack(generation).set_sender(self))
            self.set_timer(HOLD_AT_MOST, lambda: self._time_is_up(generation, 1))

    def _time_is_up(self, generation: int, waits: int) -> None:
        """The screen asked for has not come: hand the keys on to the screen that is there, once the old screen's
        keys are all back (on a busy machine they can take longer than a wait; never more than ``HOLD_WAITS``)."""
        if not self.key_hold.holding or self.key_hold.generation != generation:
            return
        if self.key_hold.old_keys_back or waits >= HOLD_WAITS:
            self.hand_on_keys()
        else:
            self.set_timer(HOLD_AT_MOST, lambda: self._time_is_up(generation, waits + 1))

    def on_keys_back(self, message: KeysBack) -> None:
        if message.generation == self.key_hold.generation:
            self.key_hold.old_keys_back = True
            if self.key_hold.ready:
                self.hand_on_keys()

    def _new_screen_ready(self, generation: int) -> None:
        if generation == self.key_hold.generation:
            self.key_hold.new_screen_ready = True
            if self._holding_for not in self.screen_stack:
                self.key_hold.old_keys_back = True  # it was replaced: its keys went with it
            if self.key_hold.ready:
                self.hand_on_keys()

    def hand_on_keys(self) -> None:
        """Post the held keys again, oldest first; keys typed meanwhile are held behind them and handed on in turn,
        and the hold ends once none are left."""
        if not self.key_hold.holding:
            return
        copies = self.key_hold.hand_on()
        if not copies:
            self.key_hold.end()
            return
        for copy in copies:
            self.post_message(copy)
        self.call_later(self.hand_on_keys)

    def _opened(self, screen: Screen[Any]) -> None:
        """Hand the held keys on once ``screen`` has given the focus (its first messages come first)."""
        if self.key_hold.holding:
            generation = self.key_hold.generation
            screen.call_later(lambda: self._new_screen_ready(generation))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and self.key_hold.take(event):
            return
        await super().on_event(event)

    def on_open_rules(self, request: OpenRules) -> None:
        from .screens.rules import RulesScreen

        self.push_screen(RulesScreen(request.rule))

    def on_open_dialogs(self, request: OpenDialogs) -> None:
        from .screens.guided import GuideScreen

        dialogs, then = list(request.dialogs), request.then
        if not dialogs:
            if then is not None:
                then()
            return
        title, body, rule = dialogs[0]
        rest = OpenDialogs(dialogs[1:], then)
        self.push_screen(GuideScreen(title, body, rule), lambda _: self.on_open_dialogs(rest))

    def on_open_confirm(self, request: OpenConfirm) -> None:
        from .screens.dialogs import ConfirmScreen

        self.push_screen(ConfirmScreen(request.title, request.body), _then(request.then))

    def on_open_sheet(self, request: OpenSheet) -> None:
        from .screens.sheet import SheetScreen

        self.push_screen(SheetScreen(request.evening, final=request.final), _then(request.then))

    def on_open_review(self, request: OpenReview) -> None:
        from .screens.review import ReviewScreen

        self.push_screen(ReviewScreen(request.evening), _then(request.then))

    def on_open_table(self, request: OpenTable) -> None:
        from .screens.draw import DrawScreen
        from .screens.table import TableScreen

        table = TableScreen(request.evening, coach=request.coach)
        screen: Screen[Any] = DrawScreen(request.evening, table) if request.draw else table
        if request.replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        self._opened(screen)

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
        elif request.name == "stats":
            from .screens.stats import StatsScreen

            screen = StatsScreen(request.args.get("evening_id"))
        elif request.name == "kept_deal":
            from .screens.keeper_deal import KeptDealScreen

            screen = KeptDealScreen(request.args["evening"], request.args.get("index"))
        elif request.name == "lessons":
            from .screens.lessons import LessonsScreen

            screen = LessonsScreen()
        elif request.name == "lesson":
            from .guide import GuidedCoach
            from .screens.guided import lesson_evening
            from .screens.table import TableScreen

            screen = TableScreen(lesson_evening(), coach=GuidedCoach())
        else:
            raise ValueError(f"no screen called {request.name!r}")
        self.push_screen(screen, _then(request.then))
        self._opened(screen)
