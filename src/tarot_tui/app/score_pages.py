"""The pages shown between deals, as text: the deal's score (every term, each player's change, the chien) and
the evening's sheet (every deal as a row, the totals, a chart of them, the final standings).

Plain text, drawn by a ``TextPage``: the table shows both pages in its score panel, the sheet screen the sheet.
"""

from __future__ import annotations

import string
from dataclasses import dataclass

from rich.cells import cell_len
from rich.text import Text

from tarot_tui.engine import Phase, PlayedDeal, SeatView, VoidReason, signed, sorted_for_display, view_for
from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, current_language, t
from tarot_tui.play import excuse_of_the_last_trick
from tarot_tui.sheets.breakdown import breakdown_rows, taker_row
from tarot_tui.sheets.rows import SheetRow, places, played_rows, result_text
from tarot_tui.table import names_apart

from .widgets.card import card_text, cards_text, plain
from .widgets.chart import chart_text
from .widgets.columns import columns_text
from .widgets.score_terms import note_lines

COMPACT_HEIGHT = 34
"""Screens lower than this get the compact score (``breakdown_rows(compact=True)``, the chien and the écart on
one line), so that five players' score fits 80×24 without scrolling."""


def score_page(evening: Evening, *, compact: bool, index: int | None = None, width: int | None = None) -> Text:
    """The score of ``evening``'s finished deal ``index`` (None: the last deal), or why it was void, under its
    title: the page the table shows after the deal, and the sheet's ``b`` shows again. ``width``: the page's, for
    a note too long for its line to go on under itself rather than from the first column."""
    title = score_title(evening, index)
    title.stylize("bold")
    page = Text() if compact else Text("\n")  # a line above the title when there is room
    body = score_body(evening, index, compact=compact, width=width)
    return page.append_text(title).append("\n\n").append_text(body)


def _finished(evening: Evening, index: int | None) -> tuple[PlayedDeal, SeatView]:
    """Deal ``index`` (None: the last) and its public view: once the deal is over, what the whole table saw."""
    played = evening.last if index is None else evening.match.deals[index]
    assert played is not None and played.is_over
    return played, view_for(played.deal, None)


def score_title(evening: Evening, index: int | None = None) -> Text:
    """Deal 3 · Garde · Anna · made (or: void)."""
    played, view = _finished(evening, index)
    head = t("ui.deal_number", number=played.number)
    if view.phase is Phase.VOID:
        return Text(f"{head} · {t('phase.void')}")
    assert view.contract is not None and view.taker is not None and view.breakdown is not None
    taker = evening.names[played.seats[view.taker]]
    result = t("score.won" if view.breakdown.won else "score.lost")
    title = Text(f"{head} · {contract_name(view.contract)} · {taker}")
    if view.called_card is not None:  # at five: whom the taker played with (R5.2), alone when the king was theirs
        called = filled(t("ui.called"), card=card_text(view.called_card))  # the card in its colour
        title.append(" (").append_text(called).append(")")
    return title.append(f" · {result}")


def filled(template: str, **parts: Text) -> Text:
    """A catalogue message (``t(key)`` with no values: its template) with each ``{name}`` field replaced by the
    styled text ``parts[name]``, wherever the translation puts it (or leaves it out)."""
    out = Text()
    for literal, field, _spec, _conversion in string.Formatter().parse(template):
        out.append(literal)
        if field is not None and field in parts:
            out.append_text(parts[field])
    return out


def score_body(evening: Evening, index: int | None = None, *, compact: bool = False, width: int | None = None) -> Text:
    """Each player's change and total after the deal, the terms of the score, the chien and the écart, the tricks
    (from the finished deal's public view)."""
    played, view = _finished(evening, index)
    names = evening.names
    if view.phase is Phase.VOID:
        if view.void_reason is VoidReason.PETIT_SEC and view.void_seat is not None:
            return Text(t("void.petit_sec", player=names[played.seats[view.void_seat]]))
        return Text(t("void.all_passed_again" if evening.match.sits_out else "void.all_passed"))  # R13, R1.5
    breakdown = view.breakdown
    camp_tricks = view.tricks_by_camp
    assert breakdown is not None and view.scores is not None and camp_tricks is not None
    lang = current_language()
    rows = [*breakdown_rows(breakdown, lang, compact=compact), taker_row(breakdown, lang)]
    terms = columns_text(
        [t("score.term"), t("score.value"), ""],
        [(row.term, row.value, row.note) for row in rows],
        right=(1,),
        dim=(2,),
        show_headers=not compact,
    )
    if width is not None:
        terms = hang_notes(terms, [row.note for row in rows], width, headers=not compact)
    totals = evening.match.history_totals()[played.number - 1]  # as they stood after this deal
    scores = played.match_scores(evening.players)
    people_rows: list[tuple[str, str, Text, str]] = []
    for seat, name in enumerate(names):
        ds = played.deal_seat(seat)
        if ds is None:
            role = t("ui.sits_out")
        elif ds == view.taker:
            role = t("score.taker")
        elif ds == view.partner:
            role = t("score.partner")
        else:
            role = t("score.defender")
        change = scores[seat]
        style = "green" if change > 0 else "red" if change < 0 else ""
        people_rows.append((name, role, Text(signed(change), style=style), signed(totals[seat])))
    people = columns_text(
        [t("ui.player"), t("score.role"), t("score.change"), t("ui.total")], people_rows, right=(2, 3)
    )
    extra = Text()
    extra.append(t("ui.chien") + ": ")
    extra.append_text(cards_text(sorted_for_display(view.chien)))
    if view.ecart:
        extra.append(("   " if compact else "\n") + t("ui.ecart") + ": ")
        extra.append_text(cards_text(sorted_for_display(view.ecart)))
    extra.append("\n" + t("ui.tricks_count", attack=camp_tricks[0], defence=camp_tricks[1], total=view.size))
    excuse = excuse_of_the_last_trick(view)  # a bout that changed camp: said, else "0 bouts" puzzles (R9.9)
    if excuse is not None:
        owner, camp = excuse
        player = names[played.seats[owner]]
        extra.append("\n" + t("score.excuse_last", player=player, camp=t(f"camp.{camp.name.lower()}")))
    return Text("\n\n").join([people, terms, extra])


NOTE_ROOM = 16
"""The fewest cells a note is hung in under itself; with less room it wraps from the first column."""


def hang_notes(terms: Text, notes: list[str], width: int, *, headers: bool) -> Text:
    """The score's terms (``columns_text``, a line a row, ``headers`` over a rule) with each note longer than its
    line wrapped under itself, its citation whole ("Poignées  -40  aanval: enkele poignée 20, verdediging:" /
    "enkele poignée 20 (regel R7.7)" from the first column was hard to read); the rule no wider than ``width``."""
    lines = terms.split("\n")
    skip = 2 if headers else 0
    out: list[Text] = []
    for number, line in enumerate(lines):
        note = notes[number - skip] if skip <= number < skip + len(notes) else ""
        if number == 1 and headers:
            line = line[:width]
        elif note and line.cell_len > width and line.plain.endswith(note):
            start = len(line.plain) - len(note)
            room = width - cell_len(line.plain[:start])
            if room >= NOTE_ROOM:
                parts = note_lines(note, room)
                out.append(line[:start].append(parts[0], style="dim"))
                indent = " " * (width - room)
                out.extend(Text(indent).append(part, style="dim") for part in parts[1:])
                continue
        out.append(line)
    return Text("\n").join(out)


@dataclass(frozen=True, slots=True)
class Layout:
    """How narrow the sheet is drawn: the result as a mark before the contract (✓ Garde) rather than a column of
    its own, with or without the dealer's column, contracts by their short names (G, GS), and the gap between
    columns."""

    mark: bool = False
    dealer: bool = True
    short: bool = False
    gap: str = "   "
    names: int = 0
    """The most cells a player's name takes (``short_names``); 0: whole names."""


LAYOUTS = (
    Layout(),
    Layout(mark=True, gap="  "),
    Layout(mark=True, dealer=False, gap="  "),
    Layout(mark=True, dealer=False, short=True, gap="  "),
    Layout(mark=True, dealer=False, short=True, gap=" "),
    Layout(mark=True, dealer=False, short=True, gap=" ", names=12),
    Layout(mark=True, dealer=False, short=True, gap=" ", names=10),
    Layout(mark=True, dealer=False, short=True, gap=" ", names=8),
    Layout(mark=True, dealer=False, short=True, gap=" ", names=5),
)
"""From the widest to the narrowest; the sheet takes the first that fits the screen (five players in 80
columns need the third or fourth; five long names the last ones: "Bartholomeus" and "Dirk-Willem" took the line
past 80 columns and every row wrapped; names of 12 and 10 cells before 8, so that 100 columns show "Annem…Louise"
where 80 show "Annem…se")."""


def short_names(names: list[str], most: int) -> list[str]:
    """``names`` each in at most ``most`` cells (0: whole), shortened as the seats' edges shorten them
    (``tarot_tui.table.names_apart``: "Cornelia W.", "Barthol…", "Annem…se" beside "Annema…a"), so that no two
    read alike; a name that fits is whole. A cut at the name's end alone ("Annemarie-L.") could not keep
    "Annemarie-Louise" and "Annemarie-Louisa" apart: every row of the sheet wrapped."""
    if not most:
        return names
    return list(names_apart(names, most, width=cell_len, ellipsis=plain("…", "...")))


def row_text(names: list[str], row: SheetRow, layout: Layout = LAYOUTS[0]) -> list[str | Text]:
    """One sheet row: deal number, dealer, contract and taker (+ partner) or void, result, each change."""
    cells: list[str | Text] = [str(row.number)]
    if layout.dealer:
        cells.append(names[row.dealer])
    if row.status == "void":
        cells.append(Text(t("phase.void"), style="dim"))
    elif row.status == "in_progress" or row.taker is None or row.contract is None:
        cells.append(Text(t("ui.in_progress"), style="italic"))
    else:
        taker = names[row.taker] + (" + " + names[row.partner] if row.partner is not None else "")
        contract = t(f"contract.short.{row.contract.slug}") if layout.short else contract_name(row.contract)
        if layout.mark:
            won = row.status == "won"
            mark = plain("✓", "+") if won else plain("✗", "x")
            cells.append(Text(f"{mark} {contract} · {taker}", style="green" if won else "red"))
        else:
            cells.append(f"{contract} · {taker}")
    if not layout.mark:
        cells.append(result_text(row) if row.status in ("won", "lost") else "")
    done = row.status != "in_progress"
    for change in row.changes:
        style = "green" if change > 0 else "red" if change < 0 else "dim"
        cells.append(Text(signed(change) if done else "", style=style))
    return cells


def sheet_rows(evening: Evening, width: int) -> Text:
    """Every deal (a rule before the totals), the newest last, in the widest ``LAYOUTS`` that fits ``width``
    cells. Plain aligned text: a DataTable cost ~20 ms of styles and drawing each time the sheet came up."""
    played = played_rows(evening.match)
    totals = [
        Text(signed(v), style="bold green" if v > 0 else "bold red" if v < 0 else "bold") for v in evening.match.totals
    ]
    text = Text()
    for layout in LAYOUTS:
        names = short_names(evening.names, layout.names)
        rows = [row_text(names, row, layout) for row in played]
        headers = ["#"] + [t("ui.dealer_short")] * layout.dealer + [t("score.contract")]
        headers += [t("score.result")] * (not layout.mark)
        first = len(headers)
        total: list[str | Text] = [""] * (first - 1) + [Text(t("ui.total"), style="bold")]
        if not layout.mark:
            total = [*total[:-2], total[-1], ""]
        total += totals
        right = tuple(range(first, first + len(evening.names)))
        text = columns_text([*headers, *names], rows, right=right, footer=[total], gap=layout.gap)
        if max((line.cell_len for line in text.split("\n")), default=0) <= width:
            break
    return text


def standings(evening: Evening) -> Text:
    """The final standings, the best first (equal totals share a place), the names and the totals in columns."""
    names, ranked = evening.names, places(evening.match.totals)
    name_width = max(cell_len(name) for name in names)
    total_width = max(len(signed(total)) for _, _, total in ranked)
    place_width = len(str(len(ranked)))
    text = Text(t("ui.standings"), style="bold")
    for place, seat, total in ranked:
        name = names[seat] + " " * (name_width - cell_len(names[seat]))
        text.append(f"\n{place:>{place_width}}. {name}  {signed(total):>{total_width}}", style="bold")
    return text


def chart_rows(height: int) -> int:
    """A chart of 7 rows when the screen has room, else 4 (80×24)."""
    return 7 if height >= 30 else 4


def sheet_page(evening: Evening, *, width: int, height: int, final: bool = False) -> Text:
    """The sheet ``width`` cells wide for a page of ``height`` lines: the title, the deals and the totals, the
    chart of the totals when the whole page fits (every deal is worth more than the curve, which the statistics
    screen draws too), and with ``final`` the standings."""
    title = Text(t("ui.sheet_final") if final else t("ui.sheet_title"), style="bold")
    width -= 2  # room for a scroll bar, once the evening has more deals than the page has lines
    parts = [title, sheet_rows(evening, width)]
    ending = [standings(evening)] if final else []
    rows = chart_rows(height)
    lines = sum(part.plain.count("\n") + 1 for part in [*parts, *ending]) + len(parts) + len(ending) - 1
    if lines + 1 + rows + 1 <= height:  # (the chart's rows and its legend; a line more when it leaves deals out)
        drawn = chart_text(evening.names, evening.match.history_totals(), width, rows)
        if lines + 1 + drawn.plain.count("\n") + 1 <= height:
            parts.append(drawn)
    return Text("\n\n").join([*parts, *ending])
