"""A saved evening in words: its players, when it was last played, how far it got and the standings (the start
screen's notes and the list of evenings to resume)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text

from tarot_tui.i18n import default_name_number, file_reason, linked_folder, local_date_time, t
from tarot_tui.persistence.files import FileReason
from tarot_tui.persistence.players import name_problem
from tarot_tui.visible import visible

if TYPE_CHECKING:
    from tarot_tui.persistence import SavedEveningInfo, SaveError


MOST_REMEMBERED = 40
"""Names offered from earlier evenings at most (the newest first): the files they come from are untrusted."""


def remembered_names(recent: list[SavedEveningInfo], most: int = MOST_REMEMBERED) -> list[str]:
    """The people of the saved evenings, newest first, each once (computer players and the numbered names of seats
    nobody typed a name for, "Speler 3", left out), at most ``most``.

    The names come from files (a save passed between friends): only a name that could be typed in the form is
    offered (``name_problem``: no control or format character, at most ``MAX_NAME`` characters). A save is
    checked so when read; this is checked again here, where the names are put in a field."""
    names: list[str] = []
    seen: set[str] = set()
    for info in recent:
        for seat, name in enumerate(info.names):
            kind = info.seats[seat] if seat < len(info.seats) else "human"
            if kind != "human" or name.casefold() in seen or name_problem(name) is not None:
                continue
            if default_name_number(name) is not None:
                continue
            seen.add(name.casefold())
            names.append(name)
            if len(names) >= most:
                return names
    return names


def remembered_line(names: list[str], shown: int = 12) -> str:
    """'Names of earlier evenings: Anna, Bob …' and how to take one; each name through ``visible``."""
    listed = ", ".join(visible(name) for name in names[:shown])
    return t("players.remembered", names=listed) + "\n" + t("players.remembered_help")


def deals_text(deals: int, planned: int | None = None) -> str:
    """'3 spellen gespeeld', '1 spel gespeeld', '3 van 8 spellen gespeeld'."""
    if planned:
        return t("evenings.deals.planned", done=deals, planned=planned)
    if deals == 0:
        return t("evenings.deals.none")
    if deals == 1:
        return t("evenings.deals.one")
    return t("evenings.deals.many", count=deals)


def when_text(stamp: str) -> str:
    """A save's time stamp (ISO, UTC) as the local date and time; the stamp itself if it cannot be read."""
    shown = local_date_time(stamp)
    return visible(stamp[:40]) if shown is None else shown


def standings_text(names: list[str], totals: list[int]) -> str:
    """'Anna +120 · Bram +40 · Cees 0 · Dirk -160', highest first (the order of the sheet's totals)."""
    from tarot_tui.engine import signed  # not at import: the start screen's first frame goes without the engine

    order = sorted(range(len(names)), key=lambda seat: -totals[seat] if seat < len(totals) else 0)
    return " · ".join(f"{names[seat]} {signed(totals[seat] if seat < len(totals) else 0)}" for seat in order)


def open_elsewhere_mark(info: SavedEveningInfo) -> str:
    """'Deze avond is sinds 21:04 open in een ander venster.' for an evening another window has open, else ''."""
    if not info.open_elsewhere:
        return ""
    from tarot_tui.evening import open_elsewhere_text

    return open_elsewhere_text(info.open_since)


def standings_unseen_text(info: SavedEveningInfo) -> str:
    """'afgelopen, eindstand nog niet bekeken' for an evening over but never closed (left on its last deal's score
    page: opening it shows its closing sheet), else ''."""
    return t("evenings.standings_unseen") if info.finished and not info.closed else ""


def phones_text(info: SavedEveningInfo) -> str:
    """'Op de telefoon: Anna, Cees' for an evening with hands on phones, else ''."""
    names = [info.names[seat] for seat in info.phones if 0 <= seat < len(info.names)]
    return t("evenings.on_phones", names=", ".join(names)) if names else ""


SEPARATOR = " · "
"""Between two parts of a saved evening's line."""


def evening_parts(info: SavedEveningInfo) -> list[str]:
    """The parts of an evening's line: the players, when, and how far the evening is (and who is on a phone, and
    whether another window has it open)."""
    parts = [", ".join(info.names), when_text(info.updated), deals_text(info.deals, info.deals_planned)]
    marks = (standings_unseen_text(info), phones_text(info), open_elsewhere_mark(info))
    return parts + [mark for mark in marks if mark]


def evening_summary(info: SavedEveningInfo) -> str:
    """``evening_parts`` on one line."""
    return SEPARATOR.join(evening_parts(info))


def parts_lines(parts: list[str], width: int, *, indent: str = "") -> list[str]:
    """``parts`` joined by `` · `` into lines of at most ``width`` cells, each line after the first starting with
    ``indent``: a line breaks between two parts, never inside one ("2 van 3 spellen gespeeld" stays whole; Rich
    and Textual wrap at a no-break space too, so the parts are put on their lines here). A part wider than a line
    has a line of its own (and is wrapped where it is drawn)."""
    lines: list[str] = []
    for part in parts:
        if lines and cell_len(lines[-1] + SEPARATOR + part) <= width:
            lines[-1] += SEPARATOR + part
        else:
            lines.append(indent + part if lines else part)
    return lines


def save_problem_line(err: SaveError) -> str:
    """A save that could not be read: why (the sentence of its kind, in the player's language), and where it was
    kept aside (or the file, when it stayed), the name shown with visible escapes; a folder that is a link, what is
    wrong and what to do (``linked_folder``)."""
    if err.reason == FileReason.LINKED_FOLDER and err.file is not None and err.target is not None:
        return linked_folder(err.file, err.target, err.path)
    if err.path is not None:
        return t("ui.save_broken", reason=file_reason(err.reason), path=visible(err.path))
    return t("ui.save_broken_unmoved", reason=file_reason(err.reason), path=visible(err.file or ""))


def evening_option(info: SavedEveningInfo) -> Text:
    """An evening in the list: the players and when on the first line, how far and the standings below."""
    text = Text(", ".join(info.names), style="bold")
    text.append(f" · {when_text(info.updated)}", style="dim")
    progress = deals_text(info.deals, info.deals_planned)
    if info.in_progress:
        progress += f" ({t('evenings.in_deal')})"
    if unseen := standings_unseen_text(info):
        progress += f" · {unseen}"
    text.append(f"\n{progress}")
    text.append(f"\n{standings_text(info.names, info.totals)}", style="italic")
    phones = phones_text(info)
    if phones:
        text.append(f"\n{phones}")
    mark = open_elsewhere_mark(info)
    if mark:
        text.append(f"\n{mark}", style="bold")
    return text
