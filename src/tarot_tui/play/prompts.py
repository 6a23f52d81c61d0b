"""What the table asks for next: one typed prompt at a time, and the answers the flow accepts.

A prompt names its seat as a match seat. Only a ``Decision`` carries a hand, and only the hand of the seat it
is for (its ``view``), as do a computer's turn (for the computer) and a phone's turn (for the phone's host);
everything else is public.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from tarot_tui.engine import Action, Card, Opening, SeatView

if TYPE_CHECKING:
    from tarot_tui.bots import Chains


@dataclass(frozen=True, slots=True)
class Prompt:
    """Something the table waits for. ``serial`` tells prompts apart: an answer to an older one is stale."""

    serial: int


@dataclass(frozen=True, slots=True)
class HandOver(Prompt):
    """Pass the laptop to ``seat`` (a person); nobody's hand is shown until that person says so."""

    seat: int


@dataclass(frozen=True, slots=True)
class ChienReveal(Prompt):
    """The chien turned face up for everyone at a table of several people (R6.1); ``hand_to`` is the person who
    takes the laptop next, when the laptop must change hands (the taker, for the écart), else None. One person
    against computers sees the chien in the middle of the table, with their hand, and presses nothing for it; nor
    does the laptop when the taker is on a phone (the écart is made there, the chien in the middle meanwhile)."""

    cards: tuple[Card, ...]
    taker: int
    hand_to: int | None


@dataclass(frozen=True, slots=True)
class Decision(Prompt):
    """A person's decision; ``view`` is that person's own view of the deal, with the choices open to them."""

    seat: int
    view: SeatView


@dataclass(frozen=True, slots=True)
class AskBid(Decision):
    """A bid (R4.2): ``view.legal_bids`` are the bids allowed."""


@dataclass(frozen=True, slots=True)
class AskCall(Decision):
    """The 5-player call (R5.2): ``view.callable_cards`` may be called."""


@dataclass(frozen=True, slots=True)
class AskDiscard(Decision):
    """The écart (R6.2): ``size`` cards from ``view.discard_candidates``, ``view.trumps_to_discard`` of them
    trumps; ``chien`` are the cards that came from the chien (to mark them). ``chelem_possible``: a chelem may
    be announced (R8.2); the question comes after the écart only when asked for or when the hand could make one.
    """

    size: int
    chien: tuple[Card, ...]
    chelem_possible: bool


@dataclass(frozen=True, slots=True)
class AskChelem(Decision):
    """Announce a chelem or not (R8.2); ``may_announce`` is False under the beginner rules (R13)."""

    may_announce: bool


@dataclass(frozen=True, slots=True)
class AskPoignee(Decision):
    """Before the first card: show a poignée (R7)? ``sizes`` are (level number, trumps to show) pairs; ``pool``
    the cards that may be shown (R7.4, R7.6)."""

    sizes: tuple[tuple[int, int], ...]
    pool: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AskCard(Decision):
    """A card to play (R9.4): ``view.legal`` may be played."""


@dataclass(frozen=True, slots=True)
class ComputerTurn(Prompt):
    """A computer player decides for ``seat`` from its own ``view`` only, with randomness from ``seed`` (the same
    position gives the same seed in every process), and the strong level's belief chains carried along the deal in
    ``chains`` (the flow's store for this deal, drawn only from each computer seat's own view; never shown, and
    left out of the prompt's comparison and repr)."""

    seat: int
    view: SeatView
    level: str
    seed: str
    chains: Chains | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class PhoneTurn(Prompt):
    """A person whose hand is on their own phone decides ``decision`` there: the laptop waits and says whose turn
    it is, and never shows that hand (``decision.view`` is for the phone's host only). No hand-over: the laptop
    does not change hands for a phone. Answered like ``decision``, by the phone's host."""

    seat: int
    decision: Decision


@dataclass(frozen=True, slots=True)
class DealOver(Prompt):
    """Deal ``number`` is over: its score (or why it was void) for everyone."""

    number: int


@dataclass(frozen=True, slots=True)
class BetweenDeals(Prompt):
    """The evening's sheet after deal ``number``, before the next deal is dealt."""

    number: int


@dataclass(frozen=True, slots=True)
class NextDeal:
    """While the sheet is read (``BetweenDeals``): the next deal's first moment as the whole table will see it
    once it is dealt (``TableFlow.next_deal``), so that the table can be drawn under the sheet before the deal.
    Public: it holds nothing of any hand.

    Attributes:
        opening: the deal's number, dealer, seats and the public view of a deal just dealt (``engine.Opening``).
        actor: the match seat that speaks first, the eldest (R4.2).
        first: what is asked first: a hand-over to ``actor`` ("hand-over"), ``actor``'s phone ("phone"), a computer
            ("computer"), or ``actor``'s decision at the laptop already held ("decision").
        viewer: the person whose new hand will be on screen at once (one person against computers), else None.
        holder: the person who will hold the laptop (``TableFlow.holder``), else None.
    """

    opening: Opening
    actor: int
    first: Literal["hand-over", "phone", "computer", "decision"]
    viewer: int | None
    holder: int | None


@dataclass(frozen=True, slots=True)
class EveningOver(Prompt):
    """The evening is over: the final standings."""


@dataclass(frozen=True, slots=True)
class Explain(Prompt):
    """Explanations to read before play goes on (a lesson's coach): (title, body, rule) each."""

    dialogs: tuple[tuple[str, str, str], ...]
    opening: bool = False
    """The welcome, before anything was answered at this table: leaving now loses nothing (no need to ask)."""


@dataclass(frozen=True, slots=True)
class TableDone(Prompt):
    """Nothing more to play at this table (a lesson is over): back to where the players came from."""


@dataclass(frozen=True, slots=True)
class Continue:
    """The answer to a hand-over, the chien, the score and the sheet: the person has read it or taken the laptop."""


@dataclass(frozen=True, slots=True)
class NoPoignee:
    """The answer to ``AskPoignee``: no poignée."""


@dataclass(frozen=True, slots=True)
class WantChelem:
    """During the écart: ask me the chelem question afterwards, whatever the hand looks like."""


Answer = Action | Continue | NoPoignee | WantChelem
"""Everything ``TableFlow.submit`` takes."""
