"""The coach of a guided deal: explains each moment of the deal before the player decides."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .screens.table import TableScreen


class Coach(Protocol):
    """Something that explains a moment of the deal and then lets play go on.

    Moments: "bid", "call", "discard", "chelem", "poignee", "play" (each decision of the person at the
    table). ``then`` must be called exactly once, when the player is ready to decide.
    """

    def explain(self, table: TableScreen, moment: str, then: Callable[[], None]) -> None:
        """Explain ``moment`` (a dialog, the hint bar, …), then call ``then``."""
