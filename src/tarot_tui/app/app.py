"""The Textual application: thin; it holds the settings and pushes the start screen.

The start screen's first frame needs only Textual, the message catalogue and the settings file read as plain
JSON (its language): the engine and pydantic (a tenth of a second to import) are loaded after it, when the
start screen looks for saved evenings and the settings are validated (``TarotApp.settings``).
"""

from __future__ import annotations

import gc
import os
import random
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from textual import events
from textual.binding import Binding
from textual.driver import Driver
from textual.filter import LineFilter
from textual.geometry import Region, Size
from textual.screen import ModalScreen
from textual.widgets import Static

from tarot_tui.i18n import DEFAULT_LANG, Lang, file_reason, linked_folder, save_failed, set_language, t
from tarot_tui.persistence.settings_file import SettingsFile, read_settings_file
from tarot_tui.visible import visible
from tarot_tui.web_policy import EVENING_META

from .ascii_filter import AsciiFilter
from .cursor import place_cursor
from .keys import QUIT_KEY, QUIT_KEY_IN_A_BROWSER
from .router import Router
from .routes import OpenRules, OpenTable, push_once
from .textual_compat import ending_with_its_server, tell_page

if TYPE_CHECKING:
    from tarot_tui.evening import Evening
    from tarot_tui.persistence import AppSettings
    from tarot_tui.persistence.health import WriteProblem

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmallScreen(ModalScreen[None]):
    """Covers everything while the terminal is smaller than 80×24."""

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
        background: $background;
    }
    TooSmallScreen Static {
        width: auto;
        max-width: 100%;
        padding: 0 1;
        text-align: center;
    }
    """

    def compose(self):  # type: ignore[no-untyped-def]
        key = "ui.too_small_web" if self.app.is_web else "ui.too_small"  # a browser's cells grow with its zoom
        yield Static(t(key, width=MIN_WIDTH, height=MIN_HEIGHT), id="too-small")

    def on_screen_resume(self) -> None:
        width, height = self.app.size
        if width >= MIN_WIDTH and height >= MIN_HEIGHT:
            self.app.pop_screen()


class TarotApp(Router):
    """French Tarot at one laptop."""

    TITLE = "tarot-tui"
    CSS_PATH = "tarot.tcss"
    BINDINGS = [Binding(QUIT_KEY, "quit", "key.quit", id="quit", priority=True, show=False)]
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self,
        *,
        settings: AppSettings | None = None,
        lang: str | None = None,
        rng: random.Random | None = None,
        tidy_gc: bool = False,
        ascii: bool = False,
    ) -> None:
        super().__init__()
        self.force_ascii = ascii
        self._ascii_filter = AsciiFilter()
        self._draws_ascii = False
        """The look chosen is the ASCII one: every line is filtered (``get_line_filters``)."""
        """``--ascii``: cards as letters and no box drawing, whatever the settings say."""
        self.tidy_gc = tidy_gc
        """Keep full garbage collections out of keystrokes (``tidy_memory`` at pauses); the game turns it on,
        tests leave the process's collector alone."""
        override: Lang | None = "nl" if lang == "nl" else "en" if lang == "en" else None
        self._settings_file: SettingsFile | None = None
        """The settings file as read for the first frame, until ``settings`` validates it."""
        if settings is not None:
            if override is not None:
                settings = settings.model_copy(update={"lang": override})
            first_lang = settings.lang
        else:
            self._settings_file = read_settings_file()
            first_lang = override or self._settings_file.lang or DEFAULT_LANG
        self._settings: AppSettings | None = settings
        if settings is not None:
            self.apply_look(settings)
        self._first_lang: Lang = first_lang
        """The language of the first frame: the command line's, else the settings file's, else Dutch."""
        self.settings_problem: str | None = None
        """What was wrong with the settings file, in the player's language (the start screen shows it)."""
        set_language(first_lang)
        self.rng = rng or random.Random()
        self._started = False
        self._last_input = time.monotonic()
        self._first_table: tuple[Evening, tuple[str, int] | None] | None = None
        """The evening to sit down at once the start screen is up (``sit_down_at``), and where its phones are
        served."""
        self._evening_told = False
        """What the page under ``serve`` was last told: an evening is open at the table."""
        self.ready = False
        """Textual has drawn and left its start-up batch: from now on a frame that is drawn reaches the terminal
        (the first one is composed inside the batch and never written), see ``StartScreen.scan_soon``."""

    @property
    def settings(self) -> AppSettings:
        """The player's settings. The file is validated on first use (after the first frame): values that are
        not valid give way to the defaults, and ``settings_problem`` says so."""
        if self._settings is None:
            from tarot_tui.persistence import FileReason, linked_data_folder, settings_from

            loaded = settings_from(self._settings_file or read_settings_file())
            self._settings_file = None
            linked = linked_data_folder() if loaded.reason == FileReason.LINKED_FOLDER else None
            if linked is not None:  # what is wrong and what to do, as the start screen says it for the evenings
                self.settings_problem = linked_folder(linked.folder, linked.target)
            elif loaded.problem is not None:
                if loaded.moved_to is not None:
                    self.settings_problem = t(
                        "ui.settings_broken", reason=file_reason(loaded.reason), path=visible(loaded.moved_to)
                    )
                else:
                    self.settings_problem = t("ui.settings_broken_unmoved", reason=file_reason(loaded.reason))
            # The language stays the one the first frame was drawn in (the file's own when it is valid).
            self._settings = loaded.settings.model_copy(update={"lang": self._first_lang})
            self.apply_look(self._settings)
        return self._settings

    @settings.setter
    def settings(self, settings: AppSettings) -> None:
        self._settings = settings

    def apply_look(self, settings: AppSettings) -> None:
        """Draw the cards as the settings, ``--ascii`` and the terminal say (``card.choose_look``)."""
        from .widgets.card import choose_look, current_look, set_look

        stream = sys.__stderr__  # Textual writes the screen to it
        tty = stream is not None and stream.isatty()
        set_look(
            choose_look(
                suit_colours=settings.suit_colours,
                card_symbols=settings.card_symbols,
                force_ascii=self.force_ascii,
                env=os.environ,
                encoding=stream.encoding if stream is not None and tty else None,
                color_system=self.console.color_system,
                no_color=self.no_color,
            )
        )
        if self._draws_ascii != current_look().ascii:
            self._draws_ascii = current_look().ascii
            if self.is_running:
                self.refresh(repaint=True, layout=True)
                for screen in self.screen_stack:
                    screen.refresh(repaint=True, layout=True)

    def get_driver_class(self) -> type[Driver]:
        """Textual's driver for this terminal; in a browser tab (``serve``) one whose game ends with its server."""
        return ending_with_its_server(super().get_driver_class())

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters, and in the ASCII look the one that draws every line in ASCII (``ascii_filter``)."""
        filters = super().get_line_filters()
        return [*filters, self._ascii_filter] if self._draws_ascii else filters

    def check_settings(self) -> str | None:
        """Validate the settings file now if that is not done yet; what was wrong with it, if anything."""
        _ = self.settings
        return self.settings_problem

    def on_mount(self) -> None:
        from tarot_tui.persistence.health import save_health

        from .screens.start import StartScreen

        self._stop_listening = save_health.listen(self._saving_changed)
        if self.is_web:  # under ``tarot-tui serve``: a browser keeps Ctrl+T (and Firefox Ctrl+Q) for itself
            from .widgets.player_rows import SEAT_KIND_KEY_IN_A_BROWSER

            self.update_keymap({"seat-kind": SEAT_KIND_KEY_IN_A_BROWSER, "quit": f"{QUIT_KEY_IN_A_BROWSER},{QUIT_KEY}"})
            self.screen_change_signal.subscribe(self, self._tell_page_about_the_evening)
        self.push_screen(StartScreen(), callback=None)
        self._started = True
        if self._first_table is not None:
            self.call_later(self._sit_down_first)
        self.call_later(self._check_size)
        self.tidy_soon()  # once the menu is on the terminal (a collection holds up the thread that writes it)
        if self.tidy_gc:
            self.set_interval(IDLE_CHECK_EVERY, self._collect_when_idle)

    def _tell_page_about_the_evening(self, screen: object) -> None:
        """Under ``serve``: tell the page when an evening is opened at the table or left (a table screen on the
        stack or not), so that it asks before its tab is closed while one is open."""
        from .table.screen import TableScreen

        evening_open = any(isinstance(each, TableScreen) for each in self.screen_stack)
        if evening_open != self._evening_told:
            self._evening_told = evening_open
            tell_page(self, {"type": EVENING_META, "open": evening_open})

    def sit_down_at(self, evening: Evening, *, phones_at: tuple[str, int] | None = None) -> None:
        """Open at ``evening``'s table (over the start screen, where leaving the table goes back to), serving its
        phones on ``phones_at`` (address, port) for this run instead of the settings' (nothing is saved)."""
        self._first_table = (evening, phones_at)

    def _sit_down_first(self) -> None:
        assert self._first_table is not None
        evening, phones_at = self._first_table
        self._first_table = None
        if phones_at is not None:
            host, port = phones_at
            self.settings = self.settings.model_copy(update={"phones_host": host, "phones_port": port})
        self.post_message(OpenTable(evening))

    def on_unmount(self) -> None:
        stop = getattr(self, "_stop_listening", None)
        if stop is not None:
            stop()

    def _saving_changed(self, problem: WriteProblem | None) -> None:
        """Say once that the game cannot save (and where), and once that it can again; called from any thread
        (the background writer's too)."""
        if not self.is_running:
            return
        message = t("ui.save_recovered") if problem is None else save_failed(problem)
        timeout = 8.0 if problem is None else 30.0
        try:
            self.call_from_thread(self._say_saving, message, problem is not None, timeout)
        except RuntimeError:  # on the app's own thread
            self._say_saving(message, problem is not None, timeout)

    def _say_saving(self, message: str, failing: bool, timeout: float) -> None:
        self.notify(message, markup=False, severity="error" if failing else "information", timeout=timeout)

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key | events.MouseDown):
            self._last_input = time.monotonic()
        await super().on_event(event)

    def _collect_when_idle(self) -> None:
        """Collect the garbage made since the last collection when nobody has touched a key for a moment (or,
        in a long run of keys, once it has grown big): the interpreter's own full collections are off."""
        young, _, pending = gc.get_count()
        idle = time.monotonic() - self._last_input >= IDLE_SECONDS
        if (idle and pending >= IDLE_FULL_AFTER) or pending >= COLLECT_ANYWAY_AFTER:
            gc.collect()
        elif idle and young >= IDLE_YOUNG:
            gc.collect(1)  # what the last keys left, so that the next key starts with the young generations empty

    def on_ready(self) -> None:
        from .screens.start import StartScreen

        self.ready = True
        if isinstance(self.screen, StartScreen):
            self.screen.scan_soon()  # a start screen resumed before now waited for this

    def tidy_soon(self, delay: float = 0.5) -> None:
        """Tidy memory in ``delay`` seconds, if turned on: at a pause (the start screen, a new table, a deal's
        score), late enough for the frame just drawn to reach the terminal first."""
        if not self.tidy_gc:
            return
        if delay:
            self.set_timer(delay, tidy_memory)
        else:
            tidy_memory()

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """The terminal cursor goes where the focus went (``cursor.place_cursor``), from the layout as it is;
        ``on_idle`` follows the widget when it moves (a widget just shown, a container scrolling to it)."""
        if self.screen_stack:  # not while the app is closing
            place_cursor(event.widget)

    def on_idle(self) -> None:
        if not self.screen_stack:
            return
        focused = self.focused
        if focused is not None and place_cursor(focused):
            # A frame, so that the terminal's cursor moves there now: one cell of the widget is enough (it looks the
            # same; a whole refresh drew the hand again after every card it played against computers).
            focused.refresh(Region(0, 0, 1, 1))

    def _check_size(self, size: Size | None = None) -> None:
        if not self._started:
            return  # the first resize comes before the start screen; on_mount checks again
        width, height = size or self.size
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        covered = any(isinstance(screen, TooSmallScreen) for screen in self.screen_stack)
        if small and not covered:
            self.push_screen(TooSmallScreen())
        elif not small and isinstance(self.screen, TooSmallScreen):
            self.pop_screen()
        # A TooSmallScreen buried under a screen the game opened meanwhile closes itself on resume.

    def action_rules(self, rule: str | None = None) -> None:
        """Open the rules, at ``rule`` when given."""
        self.on_open_rules(OpenRules(rule))

    def apply_settings(self, settings: AppSettings) -> None:
        """Use new settings; a language change redraws the start screen in that language."""
        from .screens.start import StartScreen

        language_changed = settings.lang != self.settings.lang
        self.settings = settings
        self.apply_look(settings)
        set_language(settings.lang)
        self.pop_screen()
        if language_changed:
            # Every screen below was drawn in the old language: start again from a new start screen.
            while len(self.screen_stack) > 2:
                self.pop_screen()
            self.switch_screen(StartScreen())

    async def action_quit(self) -> None:
        """Quit; asks first when a deal is in progress (it is saved either way)."""
        from tarot_tui.persistence import flush_shared

        from .screens.dialogs import ConfirmScreen
        from .table.screen import TableScreen

        in_deal = any(isinstance(s, TableScreen) and s.evening.current is not None for s in self.screen_stack)
        if not in_deal:
            flush_shared()
            self.exit(0)
            return

        def answer(yes: bool | None) -> None:
            if yes:
                flush_shared()  # every save on disk before the terminal is given back
                self.exit(0)

        body = t("ui.quit_body_web" if self.is_web else "ui.quit_body")  # a browser opens its page again
        push_once(self, ConfirmScreen(t("ui.quit_title"), body), answer)


NEVER = 10**9
"""The interpreter's own full collections are turned off (``tidy_gc``): with Python's default (one after ten
middle-generation collections) they came a dozen times a deal, 25-120 ms each, in the middle of keystrokes.
The app collects instead: at pauses (``tidy_memory``) and whenever nobody has typed for a moment: the laptop
being passed round, a computer player thinking, a player looking at the hand."""
YOUNG = 25_000
"""Objects made (and not freed) after which the interpreter collects the youngest generation itself: 700 by
default, which a keystroke passed two or three times (one 0.1-0.5 ms collection each, and every tenth of them a
middle one of 2-3 ms: 0.5-2.4 ms of a key's 8-20 ms). With 25,000 a key seldom reaches it; the idle check below
collects what the keys made while nobody types."""
IDLE_YOUNG = 1_000
"""... the young objects after which the idle check collects the young and middle generations (about 1 ms)."""
IDLE_CHECK_EVERY = 0.1
IDLE_SECONDS = 0.2
"""Seconds without a key or click after which the garbage made since is collected."""
IDLE_FULL_AFTER = 10
"""Middle-generation collections after which the idle check collects everything not frozen (5-15 ms): not after
every young one at idle (1 ms), so that a key seldom comes in the middle of a long one."""
COLLECT_ANYWAY_AFTER = 60
"""... after which the idle check collects even in a run of keys without a pause (memory stays bounded)."""


def tidy_memory() -> None:
    """Collect all garbage now, then leave everything still alive out of later collections (``gc.freeze``).

    A full collection walks every object the process holds (Textual's widgets, styles and caches, the engine,
    pydantic): about 60 ms, and the interpreter started a dozen of them in one deal, each in the middle of
    whatever keystroke was running. After a freeze, the collections the interpreter starts by itself only walk
    what was made since and are ten times rarer; this full one runs at a pause of our choosing.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _, middle, _ = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, NEVER)
