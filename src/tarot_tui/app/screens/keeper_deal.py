"""The score keeper's deal form: what happened in one deal played with real cards, with a live preview.

The form fills a ``DealDraft``; ``keeper.check_draft`` says what is missing or impossible. Impossible input is
marked on its field with the reason, and the form only closes with a deal the engine can score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static

from tarot_tui.engine import Camp, signed
from tarot_tui.i18n import contract_name, current_language, t
from tarot_tui.persistence import KeptDeal, kept_totals
from tarot_tui.persistence.kept import CONTRACT_SLUGS
from tarot_tui.sheets.breakdown import breakdown_rows
from tarot_tui.sheets.keeper import (
    DealDraft,
    FormOption,
    KeeperEvening,
    Problem,
    bouts_options,
    called_options,
    camp_options,
    contract_options,
    draft_of,
    partner_options,
    poignee_legend,
    poignee_options,
    taker_options,
)
from tarot_tui.table import names_apart

from ..keys import CatalogueKeys
from ..widgets.card import plain
from ..widgets.form_choices import FormChoices
from ..widgets.keybar import BindingsBar
from ..widgets.score_terms import NamesGiveWay, ScoreTerms
from ..widgets.toggles import Tick

LABEL_ROOM = 13
"""The cells of a row's label (``.row Label``: 14 wide) a player's name may take, a space left before the
choices."""

CAMP_VALUES = {"attack": Camp.ATTACK, "defence": Camp.DEFENCE}


class KeptDealScreen(CatalogueKeys, Screen[KeptDeal | None]):
    """Enter (or correct) one deal; dismisses with the valid deal, or None when cancelled.

    The fields come in the order a table says a deal: the taker, the contract, at five the called card and who
    held it, the bouts, the points; then what only happens now and then (poignées, petit au bout, chelem). A
    choice is one key, after which the form goes on to the next field; Enter saves (or goes to what is missing).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", "key.save", id="save", priority=True),
        Binding("enter", "save", "key.save", id="save-enter", show=False),
        Binding("escape", "cancel", "key.back", id="cancel"),
        # Up and down walk the fields, before the form's scroll takes them (it scrolls to the focused field).
        Binding("down", "app.focus_next", show=False, priority=True),
        Binding("up", "app.focus_previous", show=False, priority=True),
    ]

    DEFAULT_CSS = """
    KeptDealScreen #title {
        height: 1;
        padding: 0 1;
        background: $panel;
        text-style: bold;
    }
    KeptDealScreen #form {
        width: 3fr;
        max-width: 62;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    KeptDealScreen #preview-pane {
        width: 2fr;
        min-width: 34;
        scrollbar-size-vertical: 1;
        padding: 0 1;
        border-left: vkey $panel-lighten-2;
    }
    KeptDealScreen #details, KeptDealScreen .row {
        height: auto;
    }
    KeptDealScreen .row Label {
        width: 14;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    KeptDealScreen #points {
        width: 7;
        margin-right: 1;
    }
    KeptDealScreen .extras {
        text-style: bold;
        margin-top: 1;
    }
    KeptDealScreen #poignee-legend {
        color: $text-muted;
    }
    KeptDealScreen .-invalid {
        background: $error 30%;
    }
    KeptDealScreen #problems {
        color: $error;
        height: auto;
        margin-bottom: 1;
    }
    KeptDealScreen #problems.-missing {
        color: $text-muted;
    }
    KeptDealScreen #buttons {
        height: auto;
        margin-top: 1;
    }
    KeptDealScreen #buttons Button {
        margin-right: 2;
    }
    """

    def __init__(self, evening: KeeperEvening, index: int | None = None) -> None:
        """``index`` None: a new deal; otherwise the deal to correct."""
        super().__init__(id="keeper-deal")
        self.evening = evening
        self.index = index
        number = len(evening.kept) if index is None else index
        self.number = number + 1
        self.dealer = evening.dealer_of(number)
        self.initial = draft_of(evening.kept[index]) if index is not None else DealDraft()
        self.valid: KeptDeal | None = None
        self.problems: list[Problem] = []

    # -- layout ----------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        evening = self.evening
        draft = self.initial
        names = evening.names
        key = "keeper.form.title" if self.index is None else "keeper.form.title_edit"
        yield Static(t(key, number=self.number, dealer=names[self.dealer]), id="title", markup=False)
        with Horizontal():
            with VerticalScroll(id="form"):
                with Vertical(id="details"):
                    # the order a table says a deal: who took, what, (the called king, R5), bouts, points
                    yield from self._row("taker", taker_options(names), draft.taker)
                    contract = draft.contract.slug if draft.contract is not None else None
                    yield from self._row("contract", contract_options(evening.rules), contract)
                    if evening.players == 5:
                        yield from self._row("called", called_options(), draft.called)
                        yield from self._row("partner", partner_options(names), draft.partner)
                    yield from self._row("bouts", bouts_options(), draft.bouts)
                    with Horizontal(classes="row", id="row-points"):
                        yield Label(t("keeper.field.points"))
                        yield Input(draft.points, id="points", compact=True, placeholder="0-91")
                        yield FormChoices(camp_options(), _camp_value(draft.points_side), id="side")
                    with Vertical(id="extras"):
                        yield Static(t("keeper.extras"), classes="extras")
                        yield Static(poignee_legend(), id="poignee-legend", markup=False)
                        # The legend above names the poignée (R7.1); each row is labelled by its player's name,
                        # shortened as the seats' edges shorten names ("Annemarie-Lou…" was any of three).
                        labels = names_apart(names, LABEL_ROOM, width=cell_len, ellipsis=plain("…", "..."))
                        for seat, name in enumerate(labels):
                            yield from self._row(
                                "poignee",
                                poignee_options(),
                                draft.poignees.get(seat, 0),
                                id=f"poignee-{seat}",
                                label=name,
                            )
                        none = t("keeper.none")
                        yield from self._row("petit_au_bout", camp_options(none), _camp_value(draft.petit_au_bout))
                        with Horizontal(classes="row", id="row-chelem"):
                            yield Label(t("keeper.field.chelem"))
                            yield Tick(t("keeper.chelem.announced"), draft.chelem_announced, id="chelem", compact=True)
                        chelem_by = camp_options(t("keeper.chelem.none"))
                        yield from self._row("chelem_by", chelem_by, _camp_value(draft.chelem_by))
                yield Tick(t("keeper.field.void"), draft.void, id="void", compact=True)
                with Horizontal(id="buttons"):
                    yield Button(t("keeper.form.save"), id="save", variant="primary", compact=True)
                    yield Button(t("keeper.form.cancel"), id="cancel", compact=True)
            with VerticalScroll(id="preview-pane"):
                yield Static("", id="problems", markup=False)  # beside the form: in view however long it is
                yield Static("", id="preview")
        yield BindingsBar(id="keys")

    def _row(
        self,
        name: str,
        options: tuple[FormOption, ...],
        value: object,
        *,
        id: str | None = None,
        label: str | None = None,
    ) -> ComposeResult:
        field = id or name
        with Horizontal(classes="row", id=f"row-{field}"):
            yield Label(label or t(f"keeper.field.{name}"), markup=False)
            yield FormChoices(options, value, id=field)

    def on_mount(self) -> None:
        beginner = self.evening.rules.beginner
        for widget in self.query(".row"):
            if widget.id is not None and widget.id.startswith(("row-poignee", "row-chelem")):
                widget.display = not beginner  # the beginner rules have no poignée or chelem (R13)
        self.update_preview()
        # At once (``focus()`` would wait for the App's queue): keys typed as the form opens are handed on as soon
        # as the screen has had its first messages (``key_hold.py``), and the first of them picks the taker.
        self.set_focus(self.query_one("#void" if self.initial.void else "#taker"))

    # -- reading the form ------------------------------------------------------------------------

    def draft(self) -> DealDraft:
        """The form's contents."""

        def value(selector: str) -> object:
            return self.query_one(selector, FormChoices).value

        players = self.evening.players
        contract = value("#contract")
        partner = value("#partner") if players == 5 else None
        return DealDraft(
            void=self.query_one("#void", Tick).value,
            taker=value("#taker"),  # type: ignore[arg-type]
            contract=CONTRACT_SLUGS.get(str(contract)),
            called=value("#called") if players == 5 else None,  # type: ignore[arg-type]
            partner=partner,  # type: ignore[arg-type]
            points=self.query_one("#points", Input).value,
            points_side=CAMP_VALUES.get(str(value("#side")), Camp.ATTACK),
            bouts=value("#bouts"),  # type: ignore[arg-type]
            poignees={s: int(value(f"#poignee-{s}") or 0) for s in range(players)},  # type: ignore[call-overload]
            petit_au_bout=CAMP_VALUES.get(str(value("#petit_au_bout"))),
            chelem_announced=self.query_one("#chelem", Tick).value,
            chelem_by=CAMP_VALUES.get(str(value("#chelem_by"))),
        )

    @on(FormChoices.Changed)
    @on(Input.Changed)
    @on(Tick.Changed)
    def update_preview(self) -> None:
        """Check the form, mark impossible fields with their reason, and show the score as it stands."""
        draft = self.draft()
        self.query_one("#details").disabled = draft.void
        self.valid, self.problems = self.evening.check(draft)
        for widget in self.query(".-invalid"):
            widget.remove_class("-invalid")
        impossible = [p for p in self.problems if not p.missing]
        for problem in impossible:
            for widget in self._fields_of(problem.field):
                widget.add_class("-invalid")
        box = self.query_one("#problems", Static)
        box.set_class(not impossible, "-missing")
        if impossible:
            box.update("\n".join(f"{self._label_of(p.field)}: {p.message}" for p in impossible))
        elif self.problems:
            box.update(t("keeper.still_missing", fields=", ".join(p.message for p in self.problems)))
        else:
            box.update("")
        box.display = bool(self.problems)
        self.query_one("#preview", Static).update(self._preview(draft))

    def _fields_of(self, field: str) -> list[Widget]:
        if field == "poignees":
            return [w for w in self.query(FormChoices) if (w.id or "").startswith("poignee-")]
        if field == "chelem":
            return [self.query_one("#chelem"), self.query_one("#chelem_by")]
        return list(self.query(f"#{field}"))

    def _label_of(self, field: str) -> str:
        if field.startswith("poignee-"):
            return t("keeper.field.poignee", player=self.evening.names[int(field.removeprefix("poignee-"))])
        return t(f"keeper.field.{'poignee_any' if field == 'poignees' else field}")

    # -- preview ---------------------------------------------------------------------------------

    def _preview(self, draft: DealDraft) -> Group | Text:
        evening = self.evening
        deal = self.valid
        if deal is None:  # until the score can be shown: how the form is filled in
            return Text.assemble((t("keeper.preview.waiting"), "dim italic"), "\n\n", (t("keeper.form.keys"), "dim"))
        if deal.is_void:
            return Text(t("void.all_passed"))
        breakdown = deal.breakdown(evening.players, evening.rules)
        assert breakdown is not None and deal.taker is not None
        changes = deal.scores(evening.players, evening.rules)
        totals = self._totals_before()
        result = t("score.won" if breakdown.won else "score.lost")
        # Each player's change is in the table below: the head no longer gives D of R12.1 by its letter alone.
        head = Text(f"{contract_name(breakdown.input.contract)} · {result}")
        head.stylize("bold")
        change, total = t("score.change"), t("ui.total")
        roles = [
            t("score.taker")
            if seat == deal.taker
            else t("score.partner")
            if seat == deal.partner
            else ""  # the defenders are everyone else: no word needed, the pane is narrow
            for seat in range(len(evening.names))
        ]

        def people(names: Sequence[str]) -> Table:
            table = Table(expand=False, box=None, padding=(0, 1), pad_edge=False, show_edge=False)
            table.add_column("", no_wrap=True, overflow="ellipsis")  # the player and the role need no header
            table.add_column("", no_wrap=True, style="dim", overflow="ellipsis")
            # The numbers and their headers stay whole at 80 columns; a long name gives way instead (NamesGiveWay).
            table.add_column(change, justify="right", no_wrap=True, min_width=len(change))
            table.add_column(total, justify="right", no_wrap=True, min_width=len(total))
            for seat, name in enumerate(names):
                style = "green" if changes[seat] > 0 else "red" if changes[seat] < 0 else ""
                table.add_row(
                    Text(name),
                    roles[seat],
                    Text(signed(changes[seat]), style=style),
                    signed(totals[seat] + changes[seat]),
                )
            return table

        # The pane is narrow: the terms by their short names, each note on lines of its own (ScoreTerms).
        rows = breakdown_rows(breakdown, current_language(), short=True)
        terms = ScoreTerms(t("score.title"), (t("score.term"), t("score.value")), rows)
        return Group(head, Text(""), NamesGiveWay(people, evening.names), Text(""), terms)

    def _totals_before(self) -> list[int]:
        """The running totals without this deal (the deal being corrected is left out)."""
        evening = self.evening
        others = [d for i, d in enumerate(evening.kept) if i != self.index]
        return kept_totals(others, evening.players, evening.rules)

    # -- closing ---------------------------------------------------------------------------------

    @on(Button.Pressed, "#save")
    @on(Input.Submitted)
    def action_save(self) -> None:
        """Close with the deal, if the engine can score it; otherwise go to the first field that is missing or
        impossible."""
        self.update_preview()
        if self.valid is None:
            self.app.bell()
            if self.problems:
                fields = self._fields_of(self.problems[0].field)
                if fields and fields[0].focusable:
                    fields[0].focus()
            return
        self.dismiss(self.valid)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Close without changing the sheet."""
        self.dismiss(None)


def _camp_value(camp: Camp | None) -> str:
    return "none" if camp is None else "attack" if camp is Camp.ATTACK else "defence"
