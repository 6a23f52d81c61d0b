"""Each seat's name as the top edge of its box shows it: whole where the box has the room, else shortened the way
people shorten names on a score sheet, and never so that two seats could be read as the same person.

A name may have 16 characters (``persistence.MAX_NAME``); a seat's box at 80×24 has 14 cells between its corners.
Where a name does not fit, its later words become their initials, from the last ("Cornelia W.", "Dirk-W. P."),
else it is cut with an ellipsis ("Bartholomeus…"); a form that could also be read as another seat's name
("Annemarie-L." beside "Annemarie-Lotte") gives way to the next, down to the name's start and end kept round the
ellipsis ("Annem…Louise" beside "Annema…Lotte"). The widths are measured by the painter (``width``: the cells a
string takes in the terminal), so that wide characters count double.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

Measure = Callable[[str], int]
"""The cells a string takes on the screen."""

HEAD_LEAST = 3
"""Letters of a name's start kept before its last word ("Ann…Louise", not "A…Louise")."""

_PARTS = re.compile(r"([ \-]+)")
"""Where a name breaks into words: spaces and hyphens ("Dirk-Willem Piet": Dirk, Willem, Piet)."""


def seat_titles(
    names: Sequence[str], rooms: Sequence[int], *, width: Measure = len, ellipsis: str = "…", padding: int = 0
) -> tuple[str, ...]:
    """Each of ``names`` as its seat's top edge shows it in ``rooms[seat]`` cells (``width`` measures them): whole
    where it fits; else the first shortened form that fits with ``padding`` cells to spare (the spaces round a
    title, which only a whole name goes without) and that no other seat's name at the table could be read as (its
    later words as initials, from the last; cut with ``ellipsis``; its start and end round the ellipsis, the last
    word or as few letters as read the seats apart); where none does, cut with the ellipsis."""
    titles = []
    for seat, name in enumerate(names):
        if width(name) <= rooms[seat]:
            titles.append(name)
            continue
        room = rooms[seat] - padding
        others = [other for index, other in enumerate(names) if index != seat]
        fallback = _cut(name, room, width, ellipsis)
        chosen = next(
            (
                text
                for text, pattern in _short_forms(name, room, width, ellipsis)
                if width(text) <= room and not any(pattern.fullmatch(other) for other in others)
            ),
            fallback,
        )
        titles.append(chosen)
    return tuple(titles)


def names_apart(names: Sequence[str], room: int, *, width: Measure = len, ellipsis: str = "…") -> tuple[str, ...]:
    """Each of ``names`` in at most ``room`` cells, shortened as ``seat_titles`` shortens a seat's name (whole where
    it fits), so that no two read alike: for the places that list every player in a column of one width (the
    totals beside the table, the sheet's columns, the status line)."""
    return seat_titles(names, [room] * len(names), width=width, ellipsis=ellipsis)


def _short_forms(name: str, room: int, width: Measure, ellipsis: str) -> Iterator[tuple[str, re.Pattern[str]]]:
    """The shortened forms of ``name`` in the order they are preferred, each with the names it may be read as."""
    parts = _PARTS.split(name)  # words at the even places, what separates them at the odd
    words = range(2, len(parts), 2)
    for count in range(1, len(words) + 1):
        shortened = set(list(words)[-count:])
        if any(len(parts[index]) < 2 for index in shortened):
            continue  # a one-letter word is its own initial
        text = "".join(f"{part[0]}." if index in shortened else part for index, part in enumerate(parts))
        pattern = "".join(
            f"{re.escape(part[0])}[^ -]*" if index in shortened else re.escape(part) for index, part in enumerate(parts)
        )
        yield text, re.compile(pattern, re.IGNORECASE)
    yield _cut(name, room, width, ellipsis), re.compile(re.escape(_head(name, room, width, ellipsis)) + ".*", re.I)
    # The last word whole reads best ("Annem…Louise"), with some of the start before it; then the fewest letters.
    ends = [(parts[-1], HEAD_LEAST)] if len(parts) > 1 else []
    for end, least in [*ends, *((name[-letters:], 1) for letters in range(1, len(name)))]:
        head = _fitting(name, room - width(ellipsis) - width(end), width).rstrip(" -")
        if len(head) < least:
            continue
        yield f"{head}{ellipsis}{end}", re.compile(f"{re.escape(head)}.*{re.escape(end)}", re.IGNORECASE)


def _head(name: str, room: int, width: Measure, ellipsis: str) -> str:
    """The longest start of ``name`` that leaves room for ``ellipsis``, without a space or hyphen at its end."""
    return _fitting(name, room - width(ellipsis), width).rstrip(" -")


def _cut(name: str, room: int, width: Measure, ellipsis: str) -> str:
    """``name`` cut to ``room`` cells, ``ellipsis`` marking the cut ("Bartholomeus…")."""
    return _head(name, room, width, ellipsis) + ellipsis


def _fitting(text: str, room: int, width: Measure) -> str:
    """The longest start of ``text`` ``room`` cells wide at most."""
    end = len(text)
    while end and width(text[:end]) > room:
        end -= 1
    return text[:end]
