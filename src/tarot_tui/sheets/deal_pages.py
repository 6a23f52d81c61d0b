"""Which finished deal's score page is open, and where ←/→ lead: the pages of an evening's deals, read again from
the sheet. Opened at the latest finished deal; a deal still being played has no page (its score is not known, and
nothing of it is public yet)."""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.engine import Match


@dataclass(frozen=True, slots=True)
class DealPages:
    """The finished deals' score pages, one of them open.

    Attributes:
        indexes: the finished deals' indexes in ``Match.deals``, oldest first (void deals too: their page says why).
        at: the open page's place in ``indexes``.
    """

    indexes: tuple[int, ...]
    at: int

    @classmethod
    def latest(cls, match: Match) -> DealPages | None:
        """The pages of ``match``'s finished deals, the latest open; None when no deal is finished yet."""
        indexes = tuple(index for index, played in enumerate(match.deals) if played.is_over)
        return cls(indexes, len(indexes) - 1) if indexes else None

    @property
    def index(self) -> int:
        """The open deal's index in ``Match.deals``."""
        return self.indexes[self.at]

    @property
    def has_earlier(self) -> bool:
        """An earlier finished deal is there to open (←)."""
        return self.at > 0

    @property
    def has_later(self) -> bool:
        """A later finished deal is there to open (→)."""
        return self.at < len(self.indexes) - 1

    def step(self, step: int) -> DealPages | None:
        """The pages with the deal ``step`` places later (-1: the one before) open; None past either end."""
        at = self.at + step
        return DealPages(self.indexes, at) if 0 <= at < len(self.indexes) else None
