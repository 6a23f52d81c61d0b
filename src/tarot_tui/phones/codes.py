"""Each phone seat's secret code: the random part of its address (``web_policy.new_token``: 256 bits), compared
in constant time. A new code for a seat cuts the old one off at once."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tarot_tui.web_policy import new_token, token_matches


class SeatCodes:
    """The code of every phone seat (match seats)."""

    def __init__(self, seats: Iterable[int], known: Mapping[int, str] | None = None) -> None:
        """Codes for ``seats``: those ``known`` (kept from before a restart), new ones for the others."""
        known = known or {}
        self._codes = {seat: known.get(seat) or new_token() for seat in seats}

    @property
    def seats(self) -> tuple[int, ...]:
        """The phone seats, in seat order."""
        return tuple(sorted(self._codes))

    def code(self, seat: int) -> str:
        """The code of ``seat`` now."""
        return self._codes[seat]

    def by_seat(self) -> dict[int, str]:
        """Every seat's code (to keep them across a restart)."""
        return dict(self._codes)

    def seat_of(self, given: str | None) -> int | None:
        """The seat whose code ``given`` is, None for any other text. Every code is compared, in constant time."""
        found = None
        for seat, code in self._codes.items():
            if token_matches(given, code):
                found = seat
        return found

    def keep_only(self, seats: Iterable[int]) -> None:
        """The phone seats are ``seats`` now: a new code for each seat that came to a phone, none any more for a
        seat that left one."""
        wanted = set(seats)
        self._codes = {seat: self._codes.get(seat) or new_token() for seat in sorted(wanted)}

    def renew(self, seat: int) -> str:
        """A new code for ``seat``; the old one opens nothing any more."""
        self._codes[seat] = new_token()
        return self._codes[seat]
