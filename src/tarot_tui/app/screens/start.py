"""The start screen: new evening, resume a saved one (any unfinished evening, or the closing sheet of one left on
its last deal's score page), rules, settings, quit.

Its first frame needs only Textual and the message catalogue; the saved evenings are looked for after it
(``scan_saves``), which loads pydantic and the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen

from tarot_tui.i18n import t

from ..context import tarot_context
from ..keys import QUIT_KEY_IN_A_BROWSER
from ..routes import OpenScreen, OpenTable, ask
from ..widgets.evening_lines import remembered_names
from ..widgets.keybar import KeyBar, binding_key_name
from ..widgets.menu import Menu, MenuEntry

if TYPE_CHECKING:
    from pathlib import Path

    from tarot_tui.evening import Evening
    from tarot_tui.persistence import SavedEveningInfo, SaveError

TITLE_ART = """\
 ████ ████ ████  ███  ████
  ██  █  █ █  █ █   █  ██
  ██  ████ ████ █   █  ██
  ██  █  █ █ █   ███   ██   ♠ ♥ ♦ ♣"""


ENTRIES = [
    # id, the menu's text, its key, the action
    ("new", "ui.menu.new", "n", "new"),
    ("lessons", "ui.menu.lessons", "l", "lessons"),
    ("resume", "ui.menu.resume", "v", "resume"),
    ("keeper", "ui.menu.keeper", "k", "keeper"),
    ("stats", "ui.menu.stats", "s", "stats"),
    ("rules", "ui.menu.rules", "r", "app.rules"),
    ("settings", "ui.menu.settings", "i", "settings"),
    ("quit", "ui.menu.quit", "q", "app.quit"),
]
"""The menu, top to bottom; each entry also has a letter, shown after it in the menu."""
LISTED = 2
"""Unfinished evenings listed under the menu (all of them are in the list that resume opens)."""


class StartScreen(Screen[None]):
    """The first screen: the title, the menu (one widget), what was found on disk, and the keys.

    Few widgets on purpose: seven Buttons and a Footer (a widget per key) were most of the first frame's cost.
    """

    BINDINGS = [
        *(Binding(key, action, show=False, id=entry_id) for entry_id, _, key, action in ENTRIES),
        # The oefenpotje is the course's whole-deal lesson now; its old letter still opens it directly.
        Binding("o", "guided", show=False, id="guided"),
    ]

    DEFAULT_CSS = """
    StartScreen {
        align: center top;
    }
    StartScreen > Menu {
        width: 70;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self.recent: list[SavedEveningInfo] = []
        """Every played evening, newest first: the new-evening form offers their players again."""
        self.unfinished: list[SavedEveningInfo] = []
        """The played evenings not closed, newest first: any of them can be resumed. Among them those over but never
        closed (left on the last deal's score page): resuming one shows its closing sheet."""
        self.problems: list[SaveError] = []
        self.saved: list[tuple[list[str], str]] = []
        """The saved evenings' notes under the menu: each line's parts and the indent of its continuation lines."""
        self.problem_lines: list[str] = []
        """The problems under them (saves that could not be read, the settings)."""

    @property
    def resumable(self) -> SavedEveningInfo | None:
        """The newest unfinished evening, if any."""
        return self.unfinished[0] if self.unfinished else None

    def compose(self) -> ComposeResult:
        # One column, 70 wide, centred by the screen's align: title, menu and notes are one widget (a widget
        # costs about a millisecond of the first frame). "Resume" is disabled until a save is found.
        title = Content.assemble((TITLE_ART, "$accent"), "\n\n", (t("ui.subtitle"), "$foreground-muted"))
        # Each entry shows its letter: the key bar under the menu does not repeat them.
        entries = [
            MenuEntry(entry_id, f"{t(text)}  ({key})", enabled=entry_id != "resume")
            for entry_id, text, key, *_ in ENTRIES
        ]
        yield Menu(entries, header=title, footer=self._notes("", []), id="menu")
        yield KeyBar(id="keys")

    FOOTER_LINES = 4
    """The lines the menu is centred with under its entries (a blank, the saved evening, a blank, a problem):
    the menu is placed once for the screen's height and does not move when the saves found make the notes
    under it longer or shorter."""

    def on_resize(self) -> None:
        if self.saved:
            self._show_notes()  # (the menu is narrower than 70 columns only on a narrower terminal)
        else:
            self._place()

    def _place(self) -> None:
        """Centre the title and the menu (with ``FOOTER_LINES`` of notes) on the screen, from the top; higher up
        only when the notes found would not fit under it otherwise."""
        menu = self.query_one(Menu)
        bar = self.query_one(KeyBar)
        room = self.size.height - bar.rows_for(self.size.width - bar.styles.gutter.width)  # the key bar's lines
        height = menu.first_entry_line + len(menu.entries) + self.FOOTER_LINES
        actual = menu.get_content_height(self.size, self.size, menu.content_region.width or 70)
        top = max(0, min((room - height) // 2, room - actual))
        menu.styles.margin = (top, 0, 0, 0)

    def on_mount(self) -> None:
        # The menu names each entry's letter: the bar says only how to move and choose, and the way out, on one
        # line like the other lists' bars (all eight letters again took two lines at 80 and 100 columns).
        # In a browser (``serve``) the bar names F8 beside q: it quits from anywhere there, as Ctrl+Q does in a
        # terminal (Firefox on Linux quits itself on Ctrl+Q).
        quit_keys = "q"
        if self.app.is_web:
            quit_keys += "/" + binding_key_name(Binding(QUIT_KEY_IN_A_BROWSER, ""))
        self.query_one(KeyBar).show([("↑↓ ⏎", t("key.choose"), ""), (quit_keys, t("key.quit"), "app.quit")])
        # The menu, the only widget that takes the focus, gets it from the screen (AUTO_FOCUS).

    @staticmethod
    def _notes(saved: str, problems: list[str]) -> Content:
        """Under the menu, each after a blank line: the saved evening (or an empty line), then the problems."""
        return Content.assemble("\n", (saved, "$foreground-muted"), "\n\n", ("\n".join(problems), "$warning"))

    def on_screen_resume(self) -> None:
        if tarot_context(self).ready:
            self.scan_soon()
        # else the app calls scan_soon once it is ready: at start-up, the first frame is composed inside
        # Textual's start-up batch and never written, and a scan after it would hold up the one that is.

    def scan_soon(self) -> None:
        """Look for saved evenings after the next frame: the menu is on the terminal before pydantic and the
        engine are imported and the saves replayed. The resume row is there from the first frame, disabled
        until a save is found, so nothing moves."""
        self.refresh()  # a frame to wait for, even when nothing changed
        self.call_after_refresh(self.scan_saves)

    def scan_saves(self) -> None:
        """Find the evenings to resume and the saves that could not be read, on a worker thread: reading and
        replaying every save (pydantic, the engine) takes ~10 ms an evening, and the keys of the menu need not
        wait for it. The menu is updated when it is done."""
        if not self.is_attached or not self.is_current:
            return  # closed or covered since the scan was asked for; a later resume scans again
        self._read_saves()

    @work(thread=True, exclusive=True, group="saves")
    def _read_saves(self) -> None:
        from tarot_tui.persistence import list_evenings

        infos, errors = list_evenings()
        self.app.call_from_thread(self._show_saves, infos, errors)

    def _scan_now(self) -> None:
        """The same scan, waited for (resume pressed before the worker was done)."""
        from tarot_tui.persistence import list_evenings

        self._show_saves(*list_evenings())

    def _show_saves(self, infos: list[SavedEveningInfo], errors: list[SaveError]) -> None:
        """Offer the unfinished games to resume (the newest ones listed under the menu); report saves that could
        not be read (they were moved aside), and settings that could not be used."""
        from ..widgets.evening_lines import evening_parts, save_problem_line

        if not self.is_attached:
            return
        settings_problem = tarot_context(self).check_settings()
        self.problems.extend(errors)
        self.recent = [i for i in infos if i.kind == "game"]
        self.unfinished = [i for i in self.recent if not i.closed]
        self.query_one(Menu).set_enabled("resume", bool(self.unfinished))
        saved: list[tuple[list[str], str]] = []
        if len(self.unfinished) == 1:
            first, *rest = evening_parts(self.unfinished[0])
            saved.append(([t("evenings.start_one", line=first), *rest], ""))
        elif self.unfinished:
            saved.append(([t("evenings.start_many", count=len(self.unfinished))], ""))
            for info in self.unfinished[:LISTED]:
                first, *rest = evening_parts(info)
                saved.append(([f"• {first}", *rest], "  "))
            if len(self.unfinished) > LISTED:
                saved.append(([t("evenings.start_more", count=len(self.unfinished) - LISTED)], ""))
        lines = [settings_problem] if settings_problem else []
        lines += [save_problem_line(err) for err in self.problems[-3:]]
        self.saved = saved
        self.problem_lines = list(dict.fromkeys(lines))  # a link for a data folder: one sentence for both
        self._show_notes()

    def _show_notes(self) -> None:
        """The notes under the menu, the saved evenings' lines broken between whole parts at the menu's width."""
        from ..widgets.evening_lines import parts_lines

        menu = self.query_one(Menu)
        width = menu.content_region.width or 70
        saved = "\n".join(line for parts, indent in self.saved for line in parts_lines(parts, width, indent=indent))
        menu.set_footer(self._notes(saved, self.problem_lines))
        self._place()

    @on(Menu.Chosen)
    async def _chosen(self, event: Menu.Chosen) -> None:
        await self.run_action(next(action for entry_id, _, _, action in ENTRIES if entry_id == event.entry_id))

    def action_new(self) -> None:
        """Set up a new evening."""
        ask(self, OpenScreen("setup", {"recent": list(self.recent)}))

    def action_guided(self) -> None:
        """A practice deal that explains every step (the oefenpotje)."""
        ask(self, OpenScreen("lesson"))

    def action_lessons(self) -> None:
        """The course: short lessons that each teach one thing."""
        people = remembered_names(self.recent)  # the newest evening's people first
        ask(self, OpenScreen("lessons", {"last_person": people[0] if people else None}))

    def action_resume(self) -> None:
        """Resume a saved evening at the same card: the only one there is, or the one picked from the list."""
        if not self.unfinished:
            self._scan_now()  # pressed before the saves were read
        if not self.unfinished:
            self.app.notify(t("evenings.none_to_resume"), markup=False, severity="warning")
            return
        if len(self.unfinished) == 1 and not self.unfinished[0].open_elsewhere:
            self.resume(self.unfinished[0].path)
            return
        # Evenings open in another window are listed, marked, and cannot be picked.
        ask(self, OpenScreen("evenings", {"evenings": list(self.unfinished)}, then=self._picked))

    def _picked(self, path: Path | None) -> None:
        if path is not None:
            self.resume(path)

    def resume(self, path: Path) -> None:
        """Sit down at the evening saved in ``path``; a save that cannot be read is reported (and kept aside), an
        evening open in another window is named and not opened."""
        from tarot_tui.evening import Evening, fragment_text, open_elsewhere_text
        from tarot_tui.persistence import EveningBusy, SaveError  # at run time: the except clauses need them

        try:
            evening = Evening.load(path)
        except EveningBusy as err:
            self.app.notify(open_elsewhere_text(err.owner.since), markup=False, severity="warning", timeout=8)
            self._scan_now()
            return
        except SaveError as err:
            self.problems.append(err)
            self._scan_now()
            return
        if evening.fragment is not None:
            self.app.notify(fragment_text(evening.fragment), markup=False, severity="warning", timeout=12)
        if evening.is_finished:  # left on its last deal's score page: nothing to play, its closing sheet to see
            self._closing_sheet(evening)
            return
        ask(self, OpenTable(evening))

    def _closing_sheet(self, evening: Evening) -> None:
        """The closing sheet of an evening over but never closed: marked finished as it is shown (as the table does,
        ``TableFlow``), and let go of, then shown read-only (no table: nothing is dealt, no phone is served)."""
        evening.finish()
        evening.close()
        ask(self, OpenScreen("sheet", {"evening": evening, "final": True}))

    def action_keeper(self) -> None:
        """Keep the scores of an evening played with real cards."""
        ask(self, OpenScreen("keeper"))

    def action_stats(self) -> None:
        """Statistics per player over every saved evening."""
        ask(self, OpenScreen("stats"))

    def action_settings(self) -> None:
        """Language, hints, pace, house rules."""
        ask(self, OpenScreen("settings"))
