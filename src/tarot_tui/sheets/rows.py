"""An evening's score sheet as plain rows, for a played evening and a keeper evening alike.

One row per deal (number, dealer, taker, partner, contract, result, each player's change, who sat at the table,
and the deal's score breakdown) and the totals. Used by ``tarot-tui export``, ``tarot-tui sheet``, the statistics
and the keeper's sheet screen; no textual here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from tarot_tui.engine import Contract, Match, Phase, ScoreBreakdown, signed, view_for
from tarot_tui.i18n import Lang, contract_name, local_date_time, points_text, t
from tarot_tui.persistence import EveningSave

from .breakdown import chelem_note

RowStatus = Literal["won", "lost", "void", "in_progress"]


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One deal on the sheet.

    Attributes:
        number: 1-based deal number.
        dealer: the dealer's seat.
        taker: the taker's seat (None for a void deal or one still in the bidding).
        partner: 5 players: the partner's seat (None when alone or at 3 and 4 players).
        contract: the taker's contract.
        status: won or lost by the attack, void (R4.4, R3.5), or still being played.
        changes: each seat's change (zeros for a void deal or one in progress).
        seated: whether each seat played the deal (False for the dealer sitting out at 5 players, R13).
        people: whether a person played each seat in this deal (False for a computer player); empty when all
            are people (a keeper evening is played with real cards).
        breakdown: every term of the score (R11, R12); None for a void deal or one in progress.
    """

    number: int
    dealer: int
    taker: int | None
    partner: int | None
    contract: Contract | None
    status: RowStatus
    changes: tuple[int, ...]
    seated: tuple[bool, ...] = ()
    breakdown: ScoreBreakdown | None = None
    people: tuple[bool, ...] = ()

    @property
    def scored(self) -> bool:
        """The deal was played out and scored (not void, not in progress)."""
        return self.status in ("won", "lost")


@dataclass(frozen=True, slots=True)
class Sheet:
    """A whole evening's sheet.

    Attributes:
        evening_id: the save's id.
        kind: "game" (played in the app) or "keeper" (real cards, scores entered).
        created, updated: ISO timestamps of the save.
        names: player names by seat.
        rows: the deals in order.
        next_dealer: who deals the next deal (R1.5).
        finished: the evening is over: ended, or its planned deals all played (``EveningSave.is_over``).
        people: whether a person plays each seat now (all True for a keeper evening).
        closed: marked finished (the save's ``finished``): its closing sheet was shown, as
            ``SavedEveningInfo.closed``; one ``finished`` but not closed was left on its last deal's score page.
    """

    evening_id: str
    kind: str
    created: str
    updated: str
    names: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    next_dealer: int
    finished: bool
    people: tuple[bool, ...] = ()
    closed: bool = False

    @property
    def totals(self) -> list[int]:
        """The running totals by seat; they sum to zero (R12.3)."""
        return [sum(row.changes[seat] for row in self.rows) for seat in range(len(self.names))]

    def history(self) -> list[list[int]]:
        """The running totals after each finished deal, for the chart."""
        running = [0] * len(self.names)
        out = []
        for row in self.rows:
            if row.status == "in_progress":
                break
            running = [a + b for a, b in zip(running, row.changes, strict=True)]
            out.append(running)
        return out

    def standings(self) -> list[tuple[int, int]]:
        """(seat, total) from first to last place; equal totals keep the seat order (``places``)."""
        return [(seat, total) for _, seat, total in places(self.totals)]


def played_rows(match: Match, save: EveningSave | None = None) -> list[SheetRow]:
    """The rows of an evening played in the app, from the engine's match: each deal's public view (a deal in play
    names no 5-player partner before the called card shows, R5.3); with its ``save``, who played each seat of each
    deal (``SheetRow.people``)."""
    rows = []
    for index, played in enumerate(match.deals):
        deal = view_for(played.deal, None)
        status: RowStatus
        if deal.phase is Phase.VOID:
            status = "void"
        elif deal.phase is Phase.SCORED and deal.breakdown is not None:
            status = "won" if deal.breakdown.won else "lost"
        else:
            status = "in_progress"
        taker = played.seats[deal.taker] if deal.taker is not None and status != "void" else None
        known = deal.partner if deal.partner_known else None
        partner = played.seats[known] if known is not None and taker is not None else None
        rows.append(
            SheetRow(
                number=played.number,
                dealer=played.dealer,
                taker=taker,
                partner=partner,
                contract=deal.contract if taker is not None else None,
                status=status,
                changes=tuple(played.match_scores(match.players)),
                seated=tuple(seat in played.seats for seat in range(match.players)),
                breakdown=deal.breakdown if status in ("won", "lost") else None,
                people=tuple(kind == "human" for kind in save.kinds_of_deal(index)) if save is not None else (),
            )
        )
    return rows


def kept_rows(save: EveningSave) -> list[SheetRow]:
    """The rows of a keeper evening, each deal scored again by the engine."""
    players = save.match.players
    rules = save.match.rules
    rows = []
    for index, deal in enumerate(save.kept):
        breakdown = deal.breakdown(players, rules)
        rows.append(
            SheetRow(
                number=index + 1,
                dealer=save.kept_dealer(index),
                taker=deal.taker,
                partner=deal.partner,
                contract=deal.contract_value,
                status="void" if breakdown is None else "won" if breakdown.won else "lost",
                changes=tuple(deal.scores(players, rules)),
                seated=(True,) * players,
                breakdown=breakdown,
            )
        )
    return rows


def sheet_of(save: EveningSave, match: Match | None = None) -> Sheet:
    """The sheet of a saved evening of either kind; a played one needs its ``match`` (from ``load_evening``)."""
    if save.kind == "keeper":
        rows = kept_rows(save)
        next_dealer = save.kept_dealer(len(rows))
    else:
        if match is None:
            raise ValueError("a played evening's sheet needs its match")
        rows = played_rows(match, save)
        current = match.current
        next_dealer = match.next_dealer if current is None else (current.dealer + 1) % match.players
    return Sheet(
        evening_id=save.evening_id,
        kind=save.kind,
        created=save.created,
        updated=save.updated,
        names=tuple(save.names),
        rows=tuple(rows),
        next_dealer=next_dealer,
        finished=save.finished if match is None else save.is_over(match),  # all its planned deals played, too
        people=tuple(save.kind == "keeper" or kind == "human" for kind in save.seats),
        closed=save.finished,
    )


# -- text ----------------------------------------------------------------------------------------


def local_time(stamp: str, lang: Lang | None = None) -> str:
    """An ISO timestamp in the local time zone, to the minute, in the catalogue's date format (``local_date_time``,
    as the rest of the app writes dates); unchanged when it is not one. A time the local zone cannot reach (year 1
    or 9999 moved across midnight: OverflowError) is written as it was saved."""
    shown = local_date_time(stamp, lang)
    if shown is not None:
        return shown
    try:
        return datetime.fromisoformat(stamp).isoformat(sep=" ", timespec="minutes")[:16]
    except ValueError:
        return stamp


DETAIL_KEYS = ("points", "bouts", "poignees", "petit_au_bout", "chelem")
"""The columns of the export after the result: what the attack counted, the poignées, petit au bout, chelem."""
FIRST_PLAYER_COLUMN = 6 + len(DETAIL_KEYS)
"""The index of the first player's column in ``header_cells``."""


def header_cells(sheet: Sheet, lang: Lang | None = None) -> list[str]:
    """The column titles: deal, dealer, taker, partner, contract, result, the attack's points and bouts, the
    poignées, petit au bout, chelem, then each player's name."""
    keys = ("deal", "dealer", "taker", "partner", "contract", "result", *DETAIL_KEYS)
    return [t(f"sheet.col.{key}", lang) for key in keys] + list(sheet.names)


def result_text(row: SheetRow, lang: Lang | None = None) -> str:
    """Made, lost, void deal, in progress."""
    key = {"won": "score.won", "lost": "score.lost", "void": "sheet.void", "in_progress": "sheet.in_progress"}
    return t(key[row.status], lang)


def detail_cells(row: SheetRow, lang: Lang | None = None) -> list[str]:
    """The attack's card points and bouts (R11), the poignées with their camp (R7), the camp of the petit au bout
    (R10) and the chelem (R8); empty cells for a void deal or one in progress."""
    b = row.breakdown
    if b is None:
        return [""] * len(DETAIL_KEYS)
    inp = b.input
    poignees = ", ".join(
        f"{t(f'poignee.{int(p.level)}', lang)} ({t(f'camp.{p.camp.slug}', lang)})" for p in inp.poignees
    )
    pab = t(f"camp.{inp.petit_au_bout.slug}", lang) if inp.petit_au_bout is not None else ""
    return [points_text(inp.attack_half_points, lang), str(inp.bouts), poignees, pab, chelem_note(inp, lang)]


def row_cells(sheet: Sheet, row: SheetRow, lang: Lang | None = None, *, plus: bool = True) -> list[str]:
    """A deal's cells as text, in the order of ``header_cells``; ``plus`` writes +12 rather than 12."""
    names = sheet.names
    partner = ""
    if row.taker is not None and len(names) == 5:
        partner = names[row.partner] if row.partner is not None else t("score.alone", lang)
    done = row.status in ("won", "lost", "void")
    return [
        str(row.number),
        names[row.dealer],
        names[row.taker] if row.taker is not None else "",
        partner,
        contract_name(row.contract, lang) if row.contract is not None else "",
        result_text(row, lang),
        *detail_cells(row, lang),
        *[(signed(c) if plus else str(c)) if done else "" for c in row.changes],
    ]


def totals_cells(sheet: Sheet, lang: Lang | None = None, *, plus: bool = True) -> list[str]:
    """The totals row, in the order of ``header_cells``."""
    blank = [""] * (FIRST_PLAYER_COLUMN - 1)
    return [*blank[:5], t("sheet.total", lang), *blank[5:], *[signed(v) if plus else str(v) for v in sheet.totals]]


def places(totals: Sequence[int]) -> list[tuple[int, int, int]]:
    """(place, seat, total) from first to last; equal totals share a place (1, 2, 2, 4) and keep the seat order."""
    out: list[tuple[int, int, int]] = []
    for index, seat in enumerate(sorted(range(len(totals)), key=lambda s: -totals[s])):
        place = out[-1][0] if out and out[-1][2] == totals[seat] else index + 1
        out.append((place, seat, totals[seat]))
    return out


def standings_text(sheet: Sheet, sep: str = ", ") -> str:
    """'Anna +120, Bob +10, Carla -130': the players from first to last."""
    return sep.join(f"{sheet.names[seat]} {signed(total)}" for seat, total in sheet.standings())
