"""Statistics per player over every saved evening (played and kept), and the running totals of one evening; ``s``
opens that evening's sheet, read-only (a played evening's: the closing sheet of a finished one; a score keeper's: the
keeper's own sheet).

The figures come from ``tarot_tui.sheets.stats``; this screen only lays them out. The saves are read on a worker thread
(~10 ms an evening), so the screen is up at once and filled in when they are read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.engine import signed
from tarot_tui.i18n import contract_name, current_language, t

from ..keys import CatalogueKeys
from ..routes import OpenScreen, ask
from ..widgets.card import current_look
from ..widgets.chart import drawn_text
from ..widgets.columns import fitted_columns_text
from ..widgets.evening_lines import save_problem_line
from ..widgets.keybar import BarKey, KeyBar

if TYPE_CHECKING:
    from tarot_tui.engine import Match
    from tarot_tui.persistence import EveningSave, SaveError
    from tarot_tui.sheets.stats import Statistics


class StatsScreen(CatalogueKeys, Screen[None]):
    """The players' figures, their contracts, and a chart of one evening (← → for the others, ``s`` its sheet)."""

    BINDINGS = [
        Binding("escape,enter,q", "close", "key.back", id="back"),
        Binding("left,h", "evening(1)", "key.older", id="older"),
        Binding("right,l", "evening(-1)", "key.newer", id="newer"),
        Binding("up,k", "scroll(-1)", show=False),
        Binding("down,j", "scroll(1)", show=False),
        Binding("s", "sheet", "key.evening_sheet", id="sheet"),
    ]

    DEFAULT_CSS = """
    StatsScreen #stats-title {
        text-style: bold;
        padding: 0 1;
    }
    StatsScreen #stats-scroll {
        height: 1fr;
        padding: 0 1;
    }
    StatsScreen #stats-chart {
        height: auto;
        padding: 0 1;
    }
    StatsScreen #stats-problems {
        height: auto;
        padding: 0 1;
        color: $warning;
    }
    """

    def __init__(self, evening_id: str | None = None) -> None:
        super().__init__(id="stats")
        self.evening_id = evening_id
        """The evening whose chart is shown first (None: the newest one with a finished deal)."""
        self.stats: Statistics | None = None
        self.index = 0
        """Which evening's chart is shown, 0 the newest."""
        self.saves: dict[str, tuple[EveningSave, Match]] = {}
        """The evenings as read (played and kept), by id: the sheet of the one charted opens from them."""
        self.folder_unusable = False
        """The folder of saved evenings could not be used: there is nothing to count, not nothing counted (the
        problem's line says why, and no "no played deals yet" beside it)."""

    def compose(self) -> ComposeResult:
        yield Static(t("stats.title"), id="stats-title", markup=False)
        with VerticalScroll(id="stats-scroll"):
            yield Static(t("stats.loading"), id="stats-players", markup=False)
            yield Static("", id="stats-contracts", markup=False)
        yield Static("", id="stats-chart", markup=False)
        yield Static("", id="stats-problems", markup=False)
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self._show_keys()
        self._read()

    def _show_keys(self) -> None:
        """The keys; ``s`` lit once an evening is charted."""
        keys = [
            BarKey("⏎", t("key.back"), "close"),
            BarKey("← →", t("key.evenings")),
            BarKey("↑ ↓", t("key.scroll")),
            BarKey("s", t("key.evening_sheet"), "sheet", enabled=self._charted() is not None),
        ]
        self.query_one(KeyBar).show(keys)

    def _charted(self) -> tuple[EveningSave, Match] | None:
        """The evening charted now, as read (None: none yet)."""
        stats = self.stats
        if stats is None or not stats.evenings:
            return None
        return self.saves.get(stats.evenings[self.index].evening_id)

    @work(thread=True, exclusive=True, group="stats")
    def _read(self) -> None:
        from tarot_tui.persistence import read_evenings
        from tarot_tui.sheets.rows import sheet_of
        from tarot_tui.sheets.stats import statistics

        loaded, errors = read_evenings()
        stats = statistics(sheet_of(save, match) for _, save, match in loaded)
        saves = {save.evening_id: (save, match) for _, save, match in loaded}
        self.app.call_from_thread(self.show_stats, stats, errors, saves)

    def show_stats(
        self, stats: Statistics, errors: list[SaveError], saves: dict[str, tuple[EveningSave, Match]] | None = None
    ) -> None:
        """Fill the screen in (called when the saves are read); ``saves``: the evenings read, by id."""
        if not self.is_attached:
            return
        self.stats = stats
        self.saves = saves or {}
        self.folder_unusable = any(err.whole_folder for err in errors)
        curves = stats.evenings
        wanted = next((i for i, e in enumerate(curves) if e.evening_id == self.evening_id), None)
        if wanted is None:
            wanted = next((i for i, e in enumerate(curves) if e.history), 0)
        self.index = wanted
        self.query_one("#stats-players", Static).update(self._players())
        self.query_one("#stats-contracts", Static).update(self._contracts())
        lines = [save_problem_line(err) for err in errors[-3:]]
        self.query_one("#stats-problems", Static).update("\n".join(lines))
        self._draw_chart()
        self._show_keys()

    def _players(self) -> Text:
        from tarot_tui.sheets.stats import mean_text

        stats = self.stats
        assert stats is not None
        unnamed = Text(t("stats.unnamed", count=stats.unnamed), style="dim") if stats.unnamed else None
        if not stats.players:
            return Text("") if self.folder_unusable else unnamed or Text(t("stats.none_app"))
        lang = current_language()
        keys = ("player", "deals", "taker", "partner", "defender", "mean", "best", "worst")
        rows = [
            (
                p.name,
                str(p.deals),
                str(p.taker),
                str(p.partner),
                str(p.defender),
                mean_text(p.mean, lang),
                "–" if p.best is None else signed(p.best.points),
                "–" if p.worst is None else signed(p.worst.points),
            )
            for p in stats.players
        ]
        headers = [t(f"stats.col.{key}") for key in keys]
        table = fitted_columns_text(headers, rows, width=self._table_width(), right=range(1, len(keys)))
        return table if unnamed is None else Text("\n").join([table, unnamed])

    def _contracts(self) -> Text:
        from tarot_tui.engine import Contract

        stats = self.stats
        assert stats is not None
        if not stats.players:
            return Text("")
        rows = []
        for p in stats.players:
            cells = [p.name]
            for contract in Contract:
                count = p.contracts.get(contract)
                cells.append("–" if count is None else f"{count.taken}/{count.made}")
            rows.append([*cells, f"{p.taker}/{p.made}"])
        headers = [t("stats.contracts_short"), *[contract_name(c) for c in Contract], t("stats.col.total")]
        table = fitted_columns_text(headers, rows, width=self._table_width(), right=range(1, len(headers)))
        return Text("\n").join([Text(""), table])

    def _table_width(self) -> int:
        """The columns the tables have (their box's, less its padding)."""
        return self.query_one("#stats-players", Static).content_size.width or self.size.width

    def _draw_chart(self) -> None:
        from tarot_tui.sheets.rows import local_time
        from tarot_tui.sheets.stats import chart

        stats = self.stats
        target = self.query_one("#stats-chart", Static)
        if stats is None or not stats.evenings:
            target.update("")
            return
        curve = stats.evenings[self.index]
        text = Text()
        title = t("stats.chart_title", date=local_time(curve.created), names=", ".join(curve.names))
        count = len(stats.evenings)
        text.append(title, style="bold")
        if count > 1:
            text.append(f" ({t('stats.evening_of', index=self.index + 1, count=count)})", style="dim")
        text.append("\n")
        if not curve.history:
            text.append(t("stats.chart_empty"))
            target.update(text)
            return
        ascii_only = current_look().ascii
        rows = 7 if self.size.height >= 30 else 4
        drawn = chart(curve.names, curve.history, width=max(24, self.size.width - 2), rows=rows, ascii=ascii_only)
        text.append_text(drawn_text(drawn))
        target.update(text)

    def on_resize(self) -> None:
        if self.stats is not None:
            self.query_one("#stats-players", Static).update(self._players())
            self.query_one("#stats-contracts", Static).update(self._contracts())
        self._draw_chart()

    def action_evening(self, step: int) -> None:
        """The chart of an older (1) or newer (-1) evening."""
        stats = self.stats
        if stats is None or not 0 <= self.index + step < len(stats.evenings):
            self.app.bell()
            return
        self.index += step
        self._draw_chart()
        self._show_keys()

    def action_scroll(self, lines: int) -> None:
        """Scroll the tables."""
        self.query_one("#stats-scroll", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_sheet(self) -> None:
        """The charted evening's sheet, read-only: the closing sheet (with the standings) of a finished evening, the
        sheet so far of one still going, a score keeper's own sheet; the bell before the saves are read."""
        from tarot_tui.evening import Evening

        charted = self._charted()
        if charted is None:
            self.app.bell()
            return
        save, match = charted
        if save.kind == "keeper":
            from tarot_tui.sheets.keeper import KeeperEvening

            ask(self, OpenScreen("keeper_sheet", {"evening": KeeperEvening.for_reading(save)}))
            return
        evening = Evening.for_reading(save, match)
        ask(self, OpenScreen("sheet", {"evening": evening, "final": evening.is_finished}))

    def action_close(self) -> None:
        """Back to where the statistics were opened."""
        self.dismiss(None)
