"""How a person reads a shortened name in a seat's top edge, for the tests that check no two seats read alike."""

from __future__ import annotations

import re
from collections.abc import Sequence

LONGEST_NAMES = ["Annemarie-Louise", "Annemieke-Sophie", "Bartholomeus Jan", "Cornelia Wilhelm", "Dirk-Willem Piet"]
"""Five names of 16 letters, the most a name may have."""


def could_be(title: str, name: str) -> bool:
    """Whether a person reading ``title`` could take it for ``name``: the ellipsis stands for anything, an initial
    ("W.") for a word that starts with it."""
    if "…" in title:
        head, _, tail = title.partition("…")
        pattern = f"{re.escape(head)}.*{re.escape(tail)}"
    else:
        parts = re.split(r"([ \-]+)", title)
        pattern = "".join(
            f"{re.escape(part[0])}[^ -]*" if len(part) == 2 and part[1] == "." else re.escape(part) for part in parts
        )
    return re.fullmatch(pattern, name, re.IGNORECASE) is not None


def read_apart(titles: Sequence[str], names: Sequence[str]) -> bool:
    """Each shortened title could be its own seat's name and no other's (a whole name is its own: "Cornelia W."
    beside "Cornelia Wilh…")."""
    return all(
        title == names[seat]
        or (could_be(title, names[seat]) and not any(could_be(title, other) for other in names if other != names[seat]))
        for seat, title in enumerate(titles)
    )


def whose(titles: Sequence[str], names: Sequence[str]) -> list[str]:
    """The one name each of ``titles`` can be read as (a whole name is its own), in the titles' order; fails where a
    title could be no name or more than one, or two titles the same person."""
    found = []
    for title in titles:
        readings = [title] if title in names else [name for name in names if could_be(title, name)]
        assert len(readings) == 1, (title, readings, titles)
        found.append(readings[0])
    assert sorted(found) == sorted(names), (titles, names)
    return found
