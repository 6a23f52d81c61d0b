"""The score keeper for evenings played with real cards: start or resume one, and its score sheet.

The sheet lists every deal with the dealer, the running totals, who deals next (R1.5) and a chart; a deal is
added, corrected or deleted there, and the evening is saved after every change. Read-only (a keeper evening looked
at from the statistics, or one marked finished in its file), it only shows them: nothing is added, nor written.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.widgets import (
    Button,
    DataTable,
    Label,
    OptionList,
    Select,
    Static,
)
from textual.widgets.option_list import Option

from tarot_tui.engine import Rules, signed
from tarot_tui.evening import open_elsewhere_text
from tarot_tui.i18n import contract_name, default_name_number, t
from tarot_tui.persistence import EveningBusy, FinishedEvening, KeptDeal, SavedEveningInfo, SaveError, list_evenings
from tarot_tui.persistence.players import names_problem
from tarot_tui.sheets.keeper import KeeperEvening
from tarot_tui.sheets.rows import result_text
from tarot_tui.visible import visible

from ..key_hold import key_holder
from ..keys import CatalogueKeys
from ..routes import OpenConfirm, OpenScreen, ask
from ..widgets.chart import TotalsChart
from ..widgets.evening_lines import remembered_line, remembered_names, save_problem_line, when_text
from ..widgets.form_scroll import FormScroll
from ..widgets.form_select import FormSelect
from ..widgets.keybar import BindingsBar
from ..widgets.player_rows import CountSet, PlayerRowsForm, name_field
from ..widgets.rules_form import SCORING_OPTIONS, FoldedHouseRules, HouseRulesForm
from ..widgets.toggles import RadioTick


class KeeperSetupScreen(CatalogueKeys, PlayerRowsForm):
    """Start a keeper evening (players, first dealer, house rules) or resume a saved one."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "key.back", id="back"),
        Binding("ctrl+s", "start", "key.start", id="start"),
    ]

    DEFAULT_CSS = """
    KeeperSetupScreen VerticalScroll {
        padding: 0 2;
    }
    KeeperSetupScreen .heading {
        text-style: bold;
        margin-top: 1;
    }
    KeeperSetupScreen #intro {
        color: $text-muted;
    }
    KeeperSetupScreen #saved {
        height: auto;
        max-height: 6;
    }
    KeeperSetupScreen #count {
        layout: horizontal;
        height: auto;
        width: auto;
    }
    KeeperSetupScreen .row {
        height: auto;
    }
    KeeperSetupScreen .row Label {
        width: 14;
    }
    KeeperSetupScreen .row Input {
        width: 24;
    }
    KeeperSetupScreen #dealer {
        width: 36;
    }
    KeeperSetupScreen #remembered {
        color: $text-muted;
    }
    KeeperSetupScreen #error, KeeperSetupScreen #problems {
        color: $error;
    }
    KeeperSetupScreen #buttons {
        height: auto;
        margin: 1 0;
    }
    KeeperSetupScreen #buttons Button {
        margin-right: 2;
    }
    """

    def __init__(self) -> None:
        super().__init__(id="keeper-setup")
        self.saved: list[SavedEveningInfo] = []
        self.problems: list[SaveError] = []
        self.remembered: list[str] = []
        """The people of earlier evenings (kept and played), newest first: offered while a name is typed."""
        self.start_names: list[str] = []
        """The newest keeper evening's table, filled in again (the same friends, most evenings)."""

    def compose(self) -> ComposeResult:
        settings = getattr(self.app, "settings", None)
        rules = settings.rules if settings is not None else Rules()
        infos, self.problems = list_evenings()
        self.saved = [info for info in infos if info.kind == "keeper"]
        self.remembered = remembered_names(infos)
        last = self.saved[0].names if self.saved else []
        # A numbered name ("Speler 2") is no person's: the seat starts with none typed, its numbered name in grey.
        self.start_names = (
            ["" if default_name_number(name) is not None else name for name in last]
            if 3 <= len(last) <= 5 and names_problem(last) is None
            else []
        )
        count = len(self.start_names) or 4
        suggester = SuggestFromList(self.remembered, case_sensitive=False) if self.remembered else None
        with FormScroll():
            yield Static(t("keeper.title"), classes="heading")
            yield Static(t("keeper.intro"), id="intro")
            if self.saved:
                yield Static(t("keeper.saved"), classes="heading")
                yield OptionList(
                    *[
                        Option(Text(self._describe(info)), id=info.evening_id, disabled=info.open_elsewhere)
                        for info in self.saved
                    ],
                    id="saved",
                )
            yield Static(self._problems_text(), id="problems", markup=False)
            yield Static(t("keeper.new"), classes="heading")
            with CountSet(id="count"):
                for players in (3, 4, 5):
                    yield RadioTick(str(players), id=f"count-{players}", value=players == count)
            for seat in range(5):
                with Horizontal(classes="row", id=f"row-{seat}"):
                    yield Label(t("ui.setup.seat", number=seat + 1))
                    name = self.start_names[seat] if seat < len(self.start_names) else ""
                    yield name_field(seat, name, suggester)
            if self.remembered:
                yield Static(remembered_line(self.remembered), id="remembered", markup=False)
            with Horizontal(classes="row"):
                yield Label(t("ui.setup.first_dealer"))
                first = [(t("ui.default_name", number=seat + 1), seat) for seat in range(4)]
                yield FormSelect(first, value=0, allow_blank=False, id="dealer", compact=True)
            yield FoldedHouseRules(
                rules, title=t("ui.setup.house_rules"), only=SCORING_OPTIONS, hold=key_holder(self.app)
            )
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(t("ui.setup.start"), id="start", variant="primary", compact=True)
                yield Button(t("ui.setup.cancel"), id="cancel", compact=True)
        yield BindingsBar(id="keys")

    def on_mount(self) -> None:
        self.update_rows()
        self.query_one("#saved" if self.saved else "#name-0").focus()

    def _describe(self, info: SavedEveningInfo) -> str:
        names = ", ".join(visible(name) for name in info.names)  # from a file: escaped (``visible``)
        # the last deal entered, which the list is sorted by, as the game's other lists write a moment
        line = t("keeper.saved_line", date=when_text(info.updated), names=names, deals=info.deals)
        if info.finished:  # picked, its sheet shows read-only
            line += " · " + t("sheet.finished")
        if info.open_elsewhere:  # listed, marked, and cannot be picked
            line += " · " + open_elsewhere_text(info.open_since)
        return line

    def _problems_text(self) -> str:
        return "\n".join(save_problem_line(e) for e in self.problems[-3:])

    def players_changed(self, players: int) -> None:
        """The first dealer's choices: the players by name."""
        dealer = self.query_one("#dealer", Select)
        current = dealer.value
        dealer.set_options([(Text(self.player_name(seat)), seat) for seat in range(players)])
        dealer.value = current if isinstance(current, int) and current < players else 0
        dealer.mutate_reactive(Select.value)  # type: ignore[misc]  # same value, new name: redraw the label

    @on(OptionList.OptionSelected, "#saved")
    def _resume(self, event: OptionList.OptionSelected) -> None:
        info = next(i for i in self.saved if i.evening_id == event.option.id)
        try:
            evening = KeeperEvening.load(info.path)
        except FinishedEvening as err:  # over: its sheet to look at, nothing to add (nor written)
            self.app.switch_screen(KeeperSheetScreen(KeeperEvening.for_reading(err.save), read_only=True))
            return
        except EveningBusy as err:
            self.notify(open_elsewhere_text(err.owner.since), markup=False, severity="warning", timeout=8)
            return
        except SaveError as err:
            self.problems.append(err)
            self.query_one("#problems", Static).update(self._problems_text())
            return
        self.app.switch_screen(KeeperSheetScreen(evening))

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        """Check the names and start the evening."""
        n = self.players
        names = [self.player_name(seat) for seat in range(n)]
        if self.say_name_problem(names) is not None:
            return
        # The keeper scores the called-king game; the other options only change how cards are played.
        rules = self.query_one(HouseRulesForm).rules.model_copy(update={"five_player_mode": "called-king"})
        first = self.query_one("#dealer", Select).value
        evening = KeeperEvening.new(names, rules=rules, first_dealer=first if isinstance(first, int) else 0)
        self.app.switch_screen(KeeperSheetScreen(evening))

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.app.pop_screen()


class KeeperSheetScreen(CatalogueKeys, Screen[None]):
    """A keeper evening's sheet: every deal, the totals, the next dealer and a chart; ``read_only``: only shown (a
    keeper evening looked at from the statistics, or one that is over), no deal added, corrected or deleted."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "add", "key.keeper_add", id="add"),
        Binding("p", "void", "key.keeper_void", id="void"),
        Binding("e", "edit", "key.keeper_edit", id="edit"),
        Binding("d,delete", "delete", "key.keeper_delete", id="delete"),
        Binding("escape", "back", "key.back", id="back"),
        Binding("s", "stats", "key.stats", id="stats"),
    ]

    DEFAULT_CSS = """
    KeeperSheetScreen #sheet-title {
        height: 1;
        padding: 0 1;
        background: $panel;
        text-style: bold;
    }
    KeeperSheetScreen #next-dealer {
        height: 1;
        padding: 0 1;
        color: $accent;
    }
    KeeperSheetScreen DataTable {
        height: 1fr;
    }
    KeeperSheetScreen #chart {
        height: auto;
    }
    """

    CHANGES = ("add", "void", "edit", "delete", "stats")
    """What a read-only sheet does not offer (its statistics: it is opened from there, or from an evening over)."""

    def __init__(self, evening: KeeperEvening, *, read_only: bool = False) -> None:
        # Its own id read-only: it may be opened from the statistics opened from the sheet (``push_once``).
        super().__init__(id="keeper-sheet-read" if read_only else "keeper-sheet")
        self.evening = evening
        self.read_only = read_only or evening.is_finished

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.read_only and action in self.CHANGES:
            return False
        if action in ("edit", "delete") and self.is_mounted and self._selected() is None:
            return None  # on the totals row: no deal to correct or delete, the key dimmed
        return True

    @on(DataTable.RowHighlighted)
    def _row_highlighted(self) -> None:
        self.refresh_bindings()  # e and d lit on a deal's row, dimmed on the totals

    def compose(self) -> ComposeResult:
        yield Static(t("keeper.sheet_title", names=", ".join(self.evening.names)), id="sheet-title", markup=False)
        yield DataTable(id="kept-table", zebra_stripes=True, cursor_type="row")
        yield Static("", id="next-dealer", markup=False)
        yield TotalsChart(self.evening.names, [], rows=5, id="chart")
        yield BindingsBar(id="keys")

    def on_unmount(self) -> None:
        self.evening.close()  # another window may open it now

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        keys = ("dealer", "taker", "contract")
        table.add_columns("#", *[t(f"sheet.col.{key}") for key in keys], *[Text(n) for n in self.evening.names])
        self.refresh_sheet(cursor=len(self.evening.kept))
        table.focus()

    def refresh_sheet(self, cursor: int | None = None) -> None:
        """Redraw the rows, the totals, the next dealer and the chart from the evening.

        Narrower than the export, so that five players fit in 80 columns: the partner stands next to the
        taker, and the result is a ✓ or ✗ before the contract.
        """
        sheet = self.evening.sheet
        names = sheet.names
        table = self.query_one(DataTable)
        row = table.cursor_row if cursor is None else cursor
        table.clear()
        for deal in sheet.rows:
            taker = names[deal.taker] if deal.taker is not None else ""
            if deal.partner is not None:
                taker += f" + {names[deal.partner]}"
            if deal.status == "void" or deal.contract is None:
                contract = Text(result_text(deal), style="dim")
            else:
                won = deal.status == "won"
                mark = "✓ " if won else "✗ "
                contract = Text(mark + contract_name(deal.contract), style="green" if won else "red")
            changes = [_change_text(signed(c), c) for c in deal.changes]
            number = Text(str(deal.number), justify="right")
            table.add_row(number, Text(names[deal.dealer]), Text(taker), contract, *changes, key=str(deal.number))
        totals = [_change_text(signed(v), v, bold=True) for v in sheet.totals]
        table.add_row("", "", "", Text(t("sheet.total"), style="bold"), *totals, key="totals")
        table.move_cursor(row=min(row, table.row_count - 1))
        self.query_one("#next-dealer", Static).update(
            t("ui.sheet_final")
            if self.evening.is_finished
            else t("keeper.next_dealer", player=sheet.names[sheet.next_dealer], number=len(sheet.rows) + 1)
        )
        chart = self.query_one(TotalsChart)
        chart.history = sheet.history()
        self._draw_chart()

    def _draw_chart(self) -> None:
        chart = self.query_one(TotalsChart)
        chart.display = bool(chart.history)  # before the first deal it would be flat lines at zero
        if not chart.history:
            return
        chart.rows = 9 if self.size.height >= 36 else 5  # a taller chart when the screen has room for it
        chart.update(chart.render_chart(max(20, chart.size.width - 2)))

    def on_resize(self) -> None:
        self._draw_chart()

    def _selected(self) -> int | None:
        """The index of the deal under the cursor (None on the totals row)."""
        row = self.query_one(DataTable).cursor_row
        return row if 0 <= row < len(self.evening.kept) else None

    # -- actions ---------------------------------------------------------------------------------

    def action_add(self) -> None:
        """Enter the next deal."""
        if not self.check_action("add", ()):
            return

        def done(deal: KeptDeal | None) -> None:
            if deal is not None:
                self.evening.add(deal)
                self.refresh_sheet(cursor=len(self.evening.kept))

        ask(self, OpenScreen("kept_deal", {"evening": self.evening}, done))

    def action_void(self) -> None:
        """Everyone passed: a void deal, and the deal passes to the next player (R4.4, R1.5)."""
        if not self.check_action("void", ()):
            return
        self.evening.add(KeptDeal())
        self.refresh_sheet(cursor=len(self.evening.kept))
        self.notify(t("void.all_passed"), timeout=4)

    def action_edit(self) -> None:
        """Correct the deal under the cursor."""
        index = self._selected()
        if index is None or not self.check_action("edit", ()):
            self.app.bell()
            return

        def done(deal: KeptDeal | None) -> None:
            if deal is not None:
                self.evening.replace(index, deal)
                self.refresh_sheet(cursor=index)

        ask(self, OpenScreen("kept_deal", {"evening": self.evening, "index": index}, done))

    @on(DataTable.RowSelected)
    def _row_selected(self) -> None:
        if self.read_only:  # Enter on a row: nothing to enter or correct
            return
        if self._selected() is None:
            self.action_add()
        else:
            self.action_edit()

    def action_delete(self) -> None:
        """Delete the deal under the cursor, after asking."""
        index = self._selected()
        if index is None or not self.check_action("delete", ()):
            self.app.bell()
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.evening.delete(index)
                self.refresh_sheet(cursor=index)

        body = t("keeper.delete_body", number=index + 1)
        self.post_message(OpenConfirm(t("keeper.delete_title", number=index + 1), body, answer))

    def action_stats(self) -> None:
        """Statistics per player over every saved evening, this one charted first."""
        if not self.check_action("stats", ()):
            return
        ask(self, OpenScreen("stats", {"evening_id": self.evening.save.evening_id}))

    def action_back(self) -> None:
        """Back to the start screen; everything is saved already."""
        self.app.pop_screen()


def _change_text(text: str, value: int, *, bold: bool = False) -> Text:
    style = "green" if value > 0 else "red" if value < 0 else "dim"
    return Text(text, style=f"bold {style}" if bold else style, justify="right")
