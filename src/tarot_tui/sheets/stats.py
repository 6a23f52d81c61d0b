"""Statistics per player across saved evenings, played in the app and kept by the score keeper alike.

Built from the evenings' sheets (``sheets.rows``), so both kinds count the same way. Players are matched by name,
ignoring case and runs of spaces ("Anna", " anna" and "ANNA" are one player). Only people count: a seat a
computer player played is nobody's, whatever name it had, and so is a seat played under the numbered name a form
gives a seat nobody typed a name for ("Speler 3", "Player 3", in any language; ``default_name_number``): such a
seat may be anyone, another person each evening, so it is left out of the players and only counted
(``Statistics.unnamed``); its evening's chart still names it. A deal counts when it was played out and scored with
the player at the table and a person at that seat: void deals (everyone passed, R4.4; petit sec, R3.5) and a deal
still in progress are left out, and so is a deal the dealer sat out (5 players, R13).

Also the running totals of one evening as a small text chart (``chart``), in box-drawing characters or ASCII.
No Textual and no Rich here: the app and ``tarot-tui stats`` lay the figures out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from tarot_tui.engine import Contract, signed
from tarot_tui.i18n import Lang, default_name_number, number_text, t
from tarot_tui.sheets.rows import Sheet, SheetRow


def name_key(name: str) -> str:
    """The name as players are matched: runs of spaces as one, no spaces around it, case folded."""
    return " ".join(name.split()).casefold()


@dataclass(frozen=True, slots=True)
class DealMark:
    """One deal of one player: the points it brought and where it was.

    Attributes:
        points: the player's change in that deal.
        evening_id: the evening's id.
        created: when the evening began (ISO).
        number: the deal's number in the evening.
    """

    points: int
    evening_id: str
    created: str
    number: int


@dataclass(slots=True)
class ContractCount:
    """How often a player took a contract and how often the attack made it."""

    taken: int = 0
    made: int = 0


@dataclass(slots=True)
class PlayerStats:
    """One player's figures over every evening they sat in.

    Attributes:
        key: the matched name (``name_key``).
        name: the name as written in the newest evening.
        evenings: evenings the player sat in.
        deals: deals played and scored with the player at the table.
        taker, partner, defender: deals in each role; they add up to ``deals``.
        contracts: by contract, how often taken and made (only the contracts the player took).
        total: the sum of the player's changes.
        best, worst: the deal that brought the most and the fewest points (the first one on a tie).
    """

    key: str
    name: str
    evenings: int = 0
    deals: int = 0
    taker: int = 0
    partner: int = 0
    defender: int = 0
    contracts: dict[Contract, ContractCount] = field(default_factory=dict)
    total: int = 0
    best: DealMark | None = None
    worst: DealMark | None = None

    @property
    def mean(self) -> float | None:
        """The mean change per deal played, None before the first one."""
        return self.total / self.deals if self.deals else None

    @property
    def made(self) -> int:
        """Deals the player took and made."""
        return sum(count.made for count in self.contracts.values())


@dataclass(frozen=True, slots=True)
class EveningCurve:
    """One evening's running totals, for the chart.

    Attributes:
        evening_id: the evening's id.
        kind: "game" or "keeper".
        created: when it began (ISO).
        names: the players by seat.
        history: the totals after each finished deal (void deals included: they change nothing).
    """

    evening_id: str
    kind: str
    created: str
    names: tuple[str, ...]
    history: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class Statistics:
    """Every player's figures (most deals first, then by name) and every evening's curve (in the order given).

    Attributes:
        players: the people's figures.
        evenings: the evenings' curves.
        unnamed: the seats a person played under a numbered name (no name typed), one an evening and seat: left out
            of ``players``.
    """

    players: tuple[PlayerStats, ...]
    evenings: tuple[EveningCurve, ...]
    unnamed: int = 0


def _seat_keys(names: Sequence[str]) -> list[str]:
    """Each seat's player key; two seats of one evening are never merged (the raw name tells them apart)."""
    keys: list[str] = []
    for name in names:
        key = name_key(name)
        if key in keys:
            key = f"{key}\x00{len(keys)}"
        keys.append(key)
    return keys


def statistics(sheets: Iterable[Sheet]) -> Statistics:
    """The statistics of ``sheets``, newest first (the order ``read_evenings`` gives): the newest evening's
    spelling of a name is the one shown."""
    players: dict[str, PlayerStats] = {}
    curves: list[EveningCurve] = []
    unnamed = 0
    for sheet in sheets:
        curves.append(
            EveningCurve(
                sheet.evening_id,
                sheet.kind,
                sheet.created,
                sheet.names,
                tuple(tuple(row) for row in sheet.history()),
            )
        )
        for seat, key in enumerate(_seat_keys(sheet.names)):
            if not _played_by_a_person(sheet, seat):
                continue  # a computer player, whatever its name
            if default_name_number(sheet.names[seat]) is not None:
                unnamed += 1  # nobody typed a name: anyone, another person each evening
                continue
            stats = players.get(key)
            if stats is None:
                stats = players[key] = PlayerStats(key=key, name=sheet.names[seat])
            stats.evenings += 1
            for row in sheet.rows:
                if not row.scored or (row.seated and not row.seated[seat]) or (row.people and not row.people[seat]):
                    continue
                _count_deal(stats, sheet, row, seat)
    ordered = sorted(players.values(), key=lambda p: (-p.deals, p.key))
    for stats in ordered:
        stats.contracts = {c: stats.contracts[c] for c in Contract if c in stats.contracts}
    return Statistics(tuple(ordered), tuple(curves), unnamed)


def _played_by_a_person(sheet: Sheet, seat: int) -> bool:
    """Whether a person played ``seat`` in at least one deal of the evening (before the first deal: sits there
    now)."""
    if not sheet.rows:
        return not sheet.people or sheet.people[seat]
    return any(not row.people or row.people[seat] for row in sheet.rows)


def _count_deal(stats: PlayerStats, sheet: Sheet, row: SheetRow, seat: int) -> None:
    """Add one scored deal to a player's figures."""
    change = row.changes[seat]
    stats.deals += 1
    stats.total += change
    if seat == row.taker:
        stats.taker += 1
        if row.contract is not None:
            count = stats.contracts.setdefault(row.contract, ContractCount())
            count.taken += 1
            count.made += row.status == "won"
    elif seat == row.partner:
        stats.partner += 1
    else:
        stats.defender += 1
    mark = DealMark(change, sheet.evening_id, sheet.created, row.number)
    if stats.best is None or change > stats.best.points:
        stats.best = mark
    if stats.worst is None or change < stats.worst.points:
        stats.worst = mark


def mean_text(value: float | None, lang: Lang | None = None) -> str:
    """A mean to one decimal with its sign, in the language's decimal mark (``+12,5``); a dash for none."""
    if value is None:
        return "–"
    return number_text(value, lang, places=1, sign=True)


# -- the chart -----------------------------------------------------------------------------------------------------

MARKERS = "●▲■◆▼"
"""Each seat's mark in the chart."""
MARKERS_ASCII = "12345"
"""Each seat's mark in ASCII: the seat's number, as in the legend."""
SHARED = -1
"""The seat of a cell where two or more players' marks fall together (only where a deal's marks cannot stand side
by side: a chart narrower than one column a player)."""


@dataclass(frozen=True, slots=True)
class Chart:
    """A chart of running totals as a grid of characters: rows top to bottom, each cell a character and the seat
    it belongs to (None for the axis and blanks, ``SHARED`` for marks of several players), labels on the left.

    Attributes:
        labels: the y-axis label of each row (right-aligned to one width; most are blank).
        cells: the plot, row by row.
        legend: each seat's mark, name and final total, in seat order: the order of a deal's marks, left to right.
        deals: the deals drawn (0: the start), every one when there is room for each with its players side by side.
    """

    labels: tuple[str, ...]
    cells: tuple[tuple[tuple[str, int | None], ...], ...]
    legend: tuple[tuple[str, str, int], ...]
    deals: tuple[int, ...] = ()

    def lines(self) -> list[str]:
        """The chart as plain text lines (the plot rows, then the legend on one line, then which deals are drawn
        when some are left out: ``deals_note``)."""
        out = [
            label + " " + "".join(char for char, _ in row) for label, row in zip(self.labels, self.cells, strict=True)
        ]
        out.append("   ".join(f"{mark} {name} {signed(total)}" for mark, name, total in self.legend))
        note = deals_note(self)
        if note is not None:
            out.append(note)
        return [line.rstrip() for line in out]


def deals_note(drawn: Chart, lang: Lang | None = None) -> str | None:
    """One line under a chart that leaves deals out (``drawn_deals``: too narrow for each), saying which it draws:
    one in every few when they are evenly spaced, else how many, spread evenly; None when it draws every deal."""
    deals = drawn.deals
    if not deals or len(deals) == deals[-1] + 1:
        return None
    total = deals[-1]
    steps = {after - before for before, after in pairwise(deals)}
    if len(steps) == 1:
        return t("stats.chart_every", lang, total=total, step=steps.pop())
    return t("stats.chart_some", lang, total=total, drawn=len(deals) - 1)


def drawn_deals(deals: int, slots: int) -> list[int]:
    """Which of the points 0 (the start) to ``deals`` (the last deal) a chart with room for ``slots`` of them
    draws: all when they fit, else ``slots`` spread evenly, the start and the last deal always among them."""
    if deals + 1 <= slots:
        return list(range(deals + 1))
    slots = max(2, slots)
    return sorted({round(i * deals / (slots - 1)) for i in range(slots)})


def chart(
    names: Sequence[str], history: Sequence[Sequence[int]], *, width: int, rows: int = 7, ascii: bool = False
) -> Chart:
    """The running totals after each deal (x: deals from the start, y: points, one scale for all), ``width``
    cells wide including the labels; ``ascii`` uses digits for the marks and ``-`` for the zero line.

    A deal's marks stand side by side, one column a player in seat order (the legend's order), with a blank column
    before the next deal: players on the same total (the three defenders after a deal, everyone at the start)
    read "●▲■" on one row, never one mark for them all. When the chart is too narrow for every deal so, it draws
    as many as fit, spread evenly, the start and the last deal always among them (a long evening's trend)."""
    players = len(names)
    points = [[0] * players, *[list(row) for row in history]]
    values = [v for row in points for v in row]
    top, bottom = max([*values, 0]), min([*values, 0])
    span = max(1, top - bottom)
    rows = max(2, rows)
    label_width = max(len(signed(top)), len(signed(bottom)))
    plot_width = max(4, width - label_width - 1)
    markers = MARKERS_ASCII if ascii else MARKERS
    shared = "&" if ascii else "✱"
    grid: list[list[tuple[str, int | None]]] = [[(" ", None)] * plot_width for _ in range(rows)]
    flat = top == bottom  # everyone on 0 (every deal passed out, R4.4): one line, in the middle, labelled once
    zero_row = (rows - 1) // 2 if flat else round(top / span * (rows - 1))
    grid[zero_row] = [("-" if ascii else "─", None)] * plot_width
    group = players if plot_width >= 2 * players else 1  # side by side, unless not even two deals fit so
    deals = drawn_deals(len(points) - 1, (plot_width + 1) // (group + 1) if group > 1 else plot_width)
    steps = max(1, len(deals) - 1)
    for slot, index in enumerate(deals):
        left = round(slot / steps * (plot_width - group))
        for seat in range(players):
            x = left + (seat if group > 1 else 0)
            y = zero_row if flat else round((top - points[index][seat]) / span * (rows - 1))
            _, owner = grid[y][x]
            if owner is not None and owner != seat:
                grid[y][x] = (shared, SHARED)
            else:
                grid[y][x] = (markers[seat], seat)
    labels = []
    for y in range(rows):
        if flat:
            label = "0" if y == zero_row else ""
        else:
            label = signed(top) if y == 0 else signed(bottom) if y == rows - 1 else "0" if y == zero_row else ""
        labels.append(label.rjust(label_width))
    legend = tuple((markers[seat], names[seat], points[-1][seat]) for seat in range(players))
    return Chart(tuple(labels), tuple(tuple(row) for row in grid), legend, tuple(deals))


__all__ = [
    "MARKERS",
    "MARKERS_ASCII",
    "SHARED",
    "Chart",
    "ContractCount",
    "DealMark",
    "EveningCurve",
    "PlayerStats",
    "Statistics",
    "chart",
    "deals_note",
    "drawn_deals",
    "mean_text",
    "name_key",
    "statistics",
]
