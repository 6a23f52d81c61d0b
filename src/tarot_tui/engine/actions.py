"""The decisions a player makes, as small frozen values, and the events a deal emits for the UI."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import N_CARDS, Card, card_str, cards_str
from .frozen import direct_init
from .rules import Contract, PoigneeLevel


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid in the auction (R4); ``contract=None`` is a pass."""

    contract: Contract | None

    def __str__(self) -> str:
        if self.contract is None:
            return "pass"
        return self.contract.slug if isinstance(self.contract, Contract) else f"bid {self.contract!r}"


PASS = Bid(None)


@dataclass(frozen=True, slots=True)
class CallCard:
    """The 5-player taker names the card whose holder is his partner (R5.1)."""

    card: Card

    def __str__(self) -> str:
        return f"call {card_str(self.card) if is_card(self.card) else repr(self.card)}"


@dataclass(frozen=True, slots=True)
class Discard:
    """The taker's écart, all at once (R6.1, R6.5). ``cards`` is kept sorted."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))
        except TypeError:  # not cards at all
            object.__setattr__(self, "cards", _as_tuple(self.cards))

    def __str__(self) -> str:
        return f"discard {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class AnnounceChelem:
    """The taker's decision to announce a chelem or not (R8.2)."""

    announce: bool

    def __str__(self) -> str:
        return "announce chelem" if self.announce else "no chelem"


@dataclass(frozen=True, slots=True)
class DeclarePoignee:
    """A poignée shown just before the player's first card (R7.3); ``cards`` sorted high to low."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        # Trumps high to low, then the Excuse (R7.4 "sorted from high to low").
        try:
            object.__setattr__(self, "cards", tuple(sorted(self.cards, key=lambda c: -c if c < 21 else 1)))
        except TypeError:  # not cards at all
            object.__setattr__(self, "cards", _as_tuple(self.cards))

    def __str__(self) -> str:
        return f"poignee {_cards_text(self.cards)}"


@direct_init  # made at every card
@dataclass(frozen=True, slots=True)
class Play:
    """One card played to the current trick (R9)."""

    card: Card

    def __str__(self) -> str:
        return card_str(self.card) if is_card(self.card) else f"play {self.card!r}"


Action = Bid | CallCard | Discard | AnnounceChelem | DeclarePoignee | Play

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in range(N_CARDS))
"""``Play(card)`` of every card, built once (``PLAYS[card] == Play(card)``): actions are immutable values, and
computer players and simulations make one per card played."""

BIDS: dict[Contract | None, Bid] = {None: PASS, **{contract: Bid(contract) for contract in Contract}}
"""``Bid(contract)`` of every contract and of a pass, built once."""


def is_card(value: object) -> bool:
    """Whether ``value`` is a card: an int from 0 to 77 (not a bool, a float or a string)."""
    return type(value) is int and 0 <= value < N_CARDS


def _as_tuple(cards: object) -> tuple[Card, ...]:
    """``cards`` that could not be sorted, as a tuple when they can be one, else as they came: the engine then
    refuses the action with a reason (``action_problem``) instead of raising here."""
    try:
        return tuple(cards)  # type: ignore[arg-type]
    except TypeError:
        return cards  # type: ignore[return-value]


def _cards_text(cards: tuple[Card, ...]) -> str:
    if isinstance(cards, tuple) and all(is_card(c) for c in cards):
        return cards_str(cards)
    return repr(cards)


_CARD_ACTIONS = (Play, CallCard)
_CARDS_ACTIONS = (Discard, DeclarePoignee)

MAX_ACTION_CARDS = 24
"""No action holds more cards than this (the largest écart is 6, the largest poignée 15, R6.1, R7.4)."""


def action_problem(action: object) -> str | None:
    """Why ``action`` is not a well-formed action of this game, or None: a card that is not one of the 78, a
    bid of something that is not a contract, a chelem decision that is not yes or no, or not an action at all.
    The engine refuses such an action with ``Reason.MALFORMED_ACTION`` (``Deal.why_illegal``)."""
    if isinstance(action, _CARD_ACTIONS):
        return None if is_card(action.card) else f"{action.card!r} is not a card"
    if isinstance(action, Bid):
        return None if action.contract is None or isinstance(action.contract, Contract) else "not a contract"
    if isinstance(action, _CARDS_ACTIONS):
        cards = action.cards
        if not isinstance(cards, tuple) or len(cards) > MAX_ACTION_CARDS:
            return "not a list of cards"
        return None if all(is_card(c) for c in cards) else "not a list of cards"
    if isinstance(action, AnnounceChelem):
        return None if type(action.announce) is bool else "not yes or no"
    return f"not an action: {type(action).__name__}"


# -- events ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BidMade:
    """A seat passed or bid."""

    seat: int
    contract: Contract | None


class VoidReason(StrEnum):
    """Why a deal ended without a score (the values are the message catalogue's ``void.<reason>`` keys)."""

    ALL_PASSED = "all_passed"  # R4.4
    PETIT_SEC = "petit_sec"  # R3.5


@dataclass(frozen=True, slots=True)
class DealVoided:
    """The deal ends without a score, for ``reason``; ``seat`` holds the petit sec (R3.5). ``dealer_again``: the same
    player deals the next deal, everyone having passed at five players with the dealer sitting out (R13), where the
    deal otherwise passes (R1.5); the match knows it, not the deal, so the table's flow sets it."""

    reason: VoidReason
    seat: int | None = None
    dealer_again: bool = False


@dataclass(frozen=True, slots=True)
class TakerChosen:
    """The auction is over (R4.3)."""

    seat: int
    contract: Contract


@dataclass(frozen=True, slots=True)
class CardCalled:
    """The 5-player call was made (R5.1)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class ChienShown:
    """The chien was turned face up and joined the taker's hand (R6.1)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ChienSetAside:
    """Garde sans or contre: the chien stays face down (R6.3, R6.4)."""

    for_attack: bool


@dataclass(frozen=True, slots=True)
class Discarded:
    """The écart was made; ``shown_trumps`` are the trumps in it, shown to all (R6.2)."""

    seat: int
    shown_trumps: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ChelemDecided:
    """The taker announced a chelem, or not (R8.2)."""

    seat: int
    announced: bool


@dataclass(frozen=True, slots=True)
class PoigneeDeclared:
    """A poignée was shown (R7)."""

    seat: int
    cards: tuple[Card, ...]
    level: PoigneeLevel


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card was played to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PartnerRevealed:
    """The called card was played (R5.3), or the chien showed it: ``seat`` is the partner, None if alone."""

    seat: int | None


@direct_init  # made at every trick
@dataclass(frozen=True, slots=True)
class TrickWon:
    """A trick is complete. ``excuse_to`` names the camp (0 attack, 1 defence) that keeps the Excuse
    when it was in this trick; ``excuse_owed`` is true when an Excuse exchange is due (R9.7)."""

    index: int
    leader: int
    cards: tuple[Card, ...]
    winner: int
    excuse_to: int | None = None
    excuse_owed: bool = False


@dataclass(frozen=True, slots=True)
class DealScored:
    """The deal is over and scored; ``scores`` are indexed by seat."""

    scores: tuple[int, ...]


Event = (
    BidMade
    | DealVoided
    | TakerChosen
    | CardCalled
    | ChienShown
    | ChienSetAside
    | Discarded
    | ChelemDecided
    | PoigneeDeclared
    | CardPlayed
    | PartnerRevealed
    | TrickWon
    | DealScored
)
