"""What goes over a phone's websocket, as pydantic models: everything that comes in is validated here first, and
everything that goes out is one of these, so the privacy test can read every card a seat was sent."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

MAX_CARDS = 30
"""The most cards one message may name (a 3-player écart picks 6, a poignée at most 15)."""

Suit = Literal["S", "H", "D", "C", "T", "X"]
"""A card's suit as the page colours it: the four suits, T a trump, X the Excuse."""
SUITS: tuple[Suit, Suit, Suit, Suit] = ("S", "H", "D", "C")

AnswerKind = Literal["bid", "call", "discard", "want_chelem", "chelem", "poignee", "play"]


class PhoneMessage(BaseModel):
    """One message from a phone: an answer to prompt ``prompt``, numbered ``seq`` (each number is used once)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seq: int = Field(ge=0, le=2**31)
    prompt: int = Field(ge=0, le=2**31)
    kind: AnswerKind
    contract: str | None = Field(default=None, max_length=20)
    card: str | None = Field(default=None, max_length=5)
    cards: list[str] = Field(default_factory=list, max_length=MAX_CARDS)
    announce: bool = False


class WireCard(BaseModel):
    """A card as a phone draws it: its notation (``card``), its short name, its suit for the colour."""

    card: str
    label: str
    suit: Suit


class HandCard(WireCard):
    """A card of the seat's own hand: ``lit`` when it may be chosen now, with the hint line and its rule."""

    lit: bool = False
    chien: bool = False
    hint: str = ""
    rule: str | None = None
    refused: bool = False


class PlayerLine(BaseModel):
    """One seat at the table, as everyone sees it."""

    name: str
    you: bool
    cards: int
    tricks: int
    bid: str
    to_move: bool
    score: int | None = None
    """The seat's score for the deal once it is scored (R12), else None."""
    score_text: str | None = None
    """``score`` as the page writes it, through ``engine.signed``: ``+12``, ``-36``, ``0`` (R12)."""


class Option(BaseModel):
    """A button of a question: what it sends (``value``) and what it says."""

    value: str
    label: str


class Ask(BaseModel):
    """The question this seat must answer now: its ``kind`` (the answer's), the prompt's serial, its words."""

    kind: Literal["bid", "call", "discard", "chelem", "poignee", "play"]
    prompt: int
    title: str
    hint: str
    rule: str | None
    options: list[Option] = Field(default_factory=list)
    size: int = 0
    cards: list[WireCard] = Field(default_factory=list)
    """The cards to choose from that are not in the hand (the 5-player call; a taker's écart trumps in a poignée)."""
    chelem_possible: bool = False
    chelem_wanted: bool = False


class PoigneeShown(BaseModel):
    """A poignée shown to everyone (R7.8)."""

    name: str
    cards: list[WireCard]


class SeatState(BaseModel):
    """Everything one seat's phone shows: its own hand and what is public, nothing more."""

    type: Literal["state"] = "state"
    seq: int
    """The number the phone's next message must carry."""
    lang: str
    seat: int
    name: str
    deal: int
    position: tuple[int, int]
    """(deal number, actions in that deal) when this was sent."""
    status: str
    contract: str
    players: list[PlayerLine]
    hand: list[HandCard]
    trick: list[WireCard]
    trick_by: list[str]
    trick_done: bool
    """``trick`` is the last finished trick (the next one has no card yet)."""
    chien: list[WireCard]
    """The chien while it lies face up (R6.1) and once scored, in the hand's order, as every list of cards."""
    ecart: list[WireCard] = Field(default_factory=list)
    """The trumps shown from the écart (R6.2), and the whole écart once the deal is scored."""
    ecart_title: str = ""
    """What ``ecart`` is, in the seat's words (empty with no écart to show)."""
    called: WireCard | None
    poignees: list[PoigneeShown]
    ask: Ask | None
    labels: dict[str, str]
    over: bool = False
    """The evening is over: the table stops, and its closed connection is the end, not a loss to try again."""


class Refusal(BaseModel):
    """An answer the host did not take: ``reason`` is a code, ``text`` what the phone shows, ``rule`` its rule."""

    type: Literal["refused"] = "refused"
    reason: Literal["malformed", "replay", "not_your_turn", "stale", "illegal"]
    text: str
    rule: str | None = None
    seq: int
