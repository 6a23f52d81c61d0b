"""The score keeper's deal form: what happened in one deal played with real cards, with a live preview.

The form fills a ``DealDraft``; ``keeper.check_draft`` says what is missing or impossible. Impossible input is
marked on its field with the reason, and the form only closes with a deal the engine can score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from tarot_tui.engine import Camp, card_str, parse_card, signed, suit_card
from tarot_tui.i18n import card_short, contract_name, current_language, t
from tarot_tui.persistence import KeptDeal, kept_totals
from tarot_tui.persistence.kept import CONTRACT_SLUGS
from tarot_tui.sheets.breakdown import breakdown_rows
from tarot_tui.sheets.keeper import ALONE, DealDraft, KeeperEvening, Problem, draft_of

from ..keys import CatalogueKeys

CAMP_VALUES = {"attack": Camp.ATTACK, "defence": Camp.DEFENCE}
CALLABLE = [card_str(suit_card(suit, rank)) for rank in (14, 13) for suit in range(4)]
"""Cards a 5-player taker may call: the kings, and the queens for a taker holding all four kings (R5.2)."""


class KeptDealScreen(CatalogueKeys, Screen[KeptDeal | None]):
    """Enter (or correct) one deal; dismisses with the valid deal, or None when cancelled."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", "key.save", id="save", priority=True),
        Binding("escape", "cancel", "key.back", id="cancel"),
    ]

    DEFAULT_CSS = """
    KeptDealScreen #title {
        height: 1;
        padding: 0 1;
        background: $panel;
        text-style: bold;
    }
    KeptDealScreen #form {
        width: 45;
        padding: 0 1;
    }
    KeptDealScreen #preview-pane {
        width: 1fr;
        padding: 0 1;
        border-left: vkey $panel-lighten-2;
    }
    KeptDealScreen #details, KeptDealScreen .row {
        height: auto;
    }
    KeptDealScreen .row Label {
        width: 15;
    }
    KeptDealScreen .row Select, KeptDealScreen .row Input {
        width: 1fr;
    }
    KeptDealScreen #points {
        width: 8;
        margin-right: 1;
    }
    KeptDealScreen .-invalid {
        background: $error 30%;
    }
    KeptDealScreen #problems {
        color: $error;
        margin-top: 1;
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
                yield Checkbox(t("keeper.field.void"), draft.void, id="void", compact=True)
                with Vertical(id="details"):
                    yield from self._row(
                        "taker", _select([(Text(n), s) for s, n in enumerate(names)], draft.taker, "taker")
                    )
                    contracts = [(contract_name(c), c.slug) for c in evening.rules.contracts()]
                    contract = draft.contract.slug if draft.contract is not None else None
                    yield from self._row("contract", _select(contracts, contract, "contract"))
                    if evening.players == 5:
                        called = [(card_short(parse_card(c)), c) for c in CALLABLE]
                        yield from self._row("called", _select(called, draft.called, "called"))
                        partners: list[tuple[str | Text, object]] = [(Text(n), s) for s, n in enumerate(names)]
                        partners.append((t("score.alone"), ALONE))
                        yield from self._row("partner", _select(partners, draft.partner, "partner"))
                    with Horizontal(classes="row"):
                        yield Label(t("keeper.field.points"))
                        yield Input(draft.points, id="points", compact=True, placeholder="0-91")
                        sides = [(t("camp.attack"), "attack"), (t("camp.defence"), "defence")]
                        yield _select(sides, _camp_value(draft.points_side), "side", blank=False)
                    yield from self._row("bouts", _select([(str(b), b) for b in range(4)], draft.bouts, "bouts"))
                    levels = [(t("keeper.none"), 0)] + [(t(f"poignee.{lv}"), lv) for lv in (1, 2, 3)]
                    for seat, name in enumerate(names):
                        select = _select(levels, draft.poignees.get(seat, 0), f"poignee-{seat}", blank=False)
                        yield from self._row("poignee", select, label=t("keeper.field.poignee", player=name))
                    camps = [(t("camp.attack"), "attack"), (t("camp.defence"), "defence")]
                    pab = _camp_value(draft.petit_au_bout)
                    nobody = (t("keeper.none"), "none")
                    yield from self._row("petit_au_bout", _select([nobody, *camps], pab, "petit_au_bout", blank=False))
                    with Horizontal(classes="row", id="row-chelem"):
                        yield Label(t("keeper.field.chelem"))
                        yield Checkbox(t("keeper.chelem.announced"), draft.chelem_announced, id="chelem", compact=True)
                    made = [(t("keeper.chelem.none"), "none"), *camps]
                    chelem_by = _select(made, _camp_value(draft.chelem_by), "chelem_by", blank=False)
                    yield from self._row("chelem_by", chelem_by)
                yield Static("", id="problems", markup=False)
                with Horizontal(id="buttons"):
                    yield Button(t("keeper.form.save"), id="save", variant="primary", compact=True)
                    yield Button(t("keeper.form.cancel"), id="cancel", compact=True)
            with VerticalScroll(id="preview-pane"):
                yield Static("", id="preview")
        yield Footer()

    def _row(self, name: str, widget: Select[object], *, label: str | None = None) -> ComposeResult:
        with Horizontal(classes="row", id=f"row-{widget.id}"):
            yield Label(label or t(f"keeper.field.{name}"), markup=False)
            yield widget

    def on_mount(self) -> None:
        beginner = self.evening.rules.beginner
        for widget in self.query(".row"):
            if widget.id is not None and widget.id.startswith(("row-poignee", "row-chelem")):
                widget.display = not beginner  # the beginner rules have no poignée or chelem (R13)
        self.update_preview()
        self.query_one("#void" if self.initial.void else "#taker").focus()

    # -- reading the form ------------------------------------------------------------------------

    def draft(self) -> DealDraft:
        """The form's contents."""

        def value(selector: str) -> object:
            chosen = self.query_one(selector, Select).value
            return None if chosen is Select.NULL else chosen

        players = self.evening.players
        contract = value("#contract")
        partner = value("#partner") if players == 5 else None
        return DealDraft(
            void=self.query_one("#void", Checkbox).value,
            taker=value("#taker"),  # type: ignore[arg-type]
            contract=CONTRACT_SLUGS.get(str(contract)),
            called=value("#called") if players == 5 else None,  # type: ignore[arg-type]
            partner=partner,  # type: ignore[arg-type]
            points=self.query_one("#points", Input).value,
            points_side=CAMP_VALUES[str(value("#side"))],
            bouts=value("#bouts"),  # type: ignore[arg-type]
            poignees={s: int(value(f"#poignee-{s}") or 0) for s in range(players)},  # type: ignore[call-overload]
            petit_au_bout=CAMP_VALUES.get(str(value("#petit_au_bout"))),
            chelem_announced=self.query_one("#chelem", Checkbox).value,
            chelem_by=CAMP_VALUES.get(str(value("#chelem_by"))),
        )

    @on(Select.Changed)
    @on(Input.Changed)
    @on(Checkbox.Changed)
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
        self.query_one("#preview", Static).update(self._preview(draft))

    def _fields_of(self, field: str) -> list[Widget]:
        if field == "poignees":
            return list(self.query("Select").filter("[id^=poignee-]"))
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
        if deal is None:
            return Text(t("keeper.preview.waiting"), style="dim italic")
        if deal.is_void:
            return Text(t("void.all_passed"))
        breakdown = deal.breakdown(evening.players, evening.rules)
        assert breakdown is not None and deal.taker is not None
        changes = deal.scores(evening.players, evening.rules)
        totals = self._totals_before()
        result = t("score.won" if breakdown.won else "score.lost")
        head = Text(f"{contract_name(breakdown.input.contract)} · {result} · D {signed(breakdown.per_defender)}")
        head.stylize("bold")
        people = Table(expand=False, box=None, padding=(0, 1), pad_edge=False, show_edge=False)
        people.add_column("", no_wrap=True)  # the player and the role need no header: it only costs width
        people.add_column("", no_wrap=True, style="dim")
        people.add_column(t("score.change"), justify="right", no_wrap=True)
        people.add_column(t("ui.total"), justify="right", no_wrap=True)
        for seat, name in enumerate(evening.names):
            role = (
                t("score.taker")
                if seat == deal.taker
                else t("score.partner")
                if seat == deal.partner
                else ""  # the defenders are everyone else: no word needed, the pane is narrow
            )
            style = "green" if changes[seat] > 0 else "red" if changes[seat] < 0 else ""
            people.add_row(
                Text(name), role, Text(signed(changes[seat]), style=style), signed(totals[seat] + changes[seat])
            )
        terms = Table(title=t("score.title"), expand=False, box=None, padding=(0, 1), pad_edge=False, show_edge=False)
        terms.add_column(t("score.term"))
        terms.add_column(t("score.value"), justify="right", no_wrap=True)
        for row in breakdown_rows(breakdown, current_language()):
            terms.add_row(row.term, row.value)
            if row.note:  # on a line of its own: the pane is narrow
                terms.add_row(Text("  " + row.note, style="dim"), "")
        return Group(head, Text(""), people, Text(""), terms)

    def _totals_before(self) -> list[int]:
        """The running totals without this deal (the deal being corrected is left out)."""
        evening = self.evening
        others = [d for i, d in enumerate(evening.kept) if i != self.index]
        return kept_totals(others, evening.players, evening.rules)

    # -- closing ---------------------------------------------------------------------------------

    @on(Button.Pressed, "#save")
    def action_save(self) -> None:
        """Close with the deal, if the engine can score it; otherwise point at what is wrong."""
        self.update_preview()
        if self.valid is None:
            self.app.bell()
            return
        self.dismiss(self.valid)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Close without changing the sheet."""
        self.dismiss(None)


def _select(
    options: Sequence[tuple[str | Text, object]], value: object, id: str, *, blank: bool = True
) -> Select[object]:
    """A compact Select; with ``blank`` it starts empty ("choose…") until a value is given."""
    return Select(
        options,
        value=Select.NULL if value is None else value,
        allow_blank=blank,
        prompt=t("keeper.choose"),
        id=id,
        compact=True,
    )


def _camp_value(camp: Camp | None) -> str:
    return "none" if camp is None else "attack" if camp is Camp.ATTACK else "defence"
