"""Deal records: the pack order, the settings and every action, as pydantic models saved as JSON.

A record is replayed through the same validation as live play (``Deal.apply``), so a tampered record
cannot produce a state that live play could not. Anything malformed raises ``InvalidRecordError`` with a
sentence that names what is wrong.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .actions import Action, AnnounceChelem, Bid, CallCard, DeclarePoignee, Discard, Play
from .cards import card_str, parse_card
from .dealing import DealLayout
from .errors import IllegalActionError, InvalidNotationError, InvalidRecordError
from .rules import Contract, Rules
from .state import Deal

FORMAT_VERSION: Literal[1] = 1

_CONTRACTS = {c.slug: c for c in Contract}


def _check_card(text: str) -> str:
    try:
        parse_card(text)
    except InvalidNotationError as err:
        raise ValueError(str(err)) from None
    return text


def _check_cards(texts: list[str]) -> list[str]:
    return [_check_card(c) for c in texts]


class _Step(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int = Field(ge=0, le=4, description="The seat that took the action.")


class BidStep(_Step):
    """A bid or a pass."""

    kind: Literal["bid"] = "bid"
    contract: Literal["prise", "garde", "garde-sans", "garde-contre"] | None = None


class CallStep(_Step):
    """The 5-player call."""

    kind: Literal["call"] = "call"
    card: str

    _card = field_validator("card")(_check_card)


class DiscardStep(_Step):
    """The écart."""

    kind: Literal["discard"] = "discard"
    cards: list[str]

    _cards = field_validator("cards")(_check_cards)


class ChelemStep(_Step):
    """The chelem decision."""

    kind: Literal["chelem"] = "chelem"
    announce: bool


class PoigneeStep(_Step):
    """A poignée shown."""

    kind: Literal["poignee"] = "poignee"
    cards: list[str]

    _cards = field_validator("cards")(_check_cards)


class PlayStep(_Step):
    """A card played."""

    kind: Literal["play"] = "play"
    card: str

    _card = field_validator("card")(_check_card)


Step = Annotated[BidStep | CallStep | DiscardStep | ChelemStep | PoigneeStep | PlayStep, Field(discriminator="kind")]


class DealRecord(BaseModel):
    """Everything needed to replay one deal exactly.

    Attributes:
        format_version: bumped when the format changes.
        players: 3, 4 or 5.
        dealer: the dealer's seat.
        rules: the house rules in force.
        deck: the 78 cards in pack order, in card notation (kept because seeds break when shuffles change).
        chien_gaps: where the chien took its cards (R3.4).
        actions: every action in order.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: Literal[1] = FORMAT_VERSION
    players: int = Field(ge=3, le=5)
    dealer: int = Field(ge=0, le=4)
    rules: Rules = Field(default_factory=Rules)
    deck: list[str] = Field(min_length=78, max_length=78)
    chien_gaps: list[int]
    actions: list[Step] = Field(default_factory=list)

    _deck = field_validator("deck")(_check_cards)

    @classmethod
    def from_json(cls, text: str | bytes) -> DealRecord:
        """Parse a record, turning pydantic's errors into one InvalidRecordError sentence."""
        try:
            return cls.model_validate_json(text)
        except ValidationError as err:
            raise InvalidRecordError(describe_validation_error(err)) from None


def describe_validation_error(err: ValidationError) -> str:
    """One readable line per problem: where it is and what is wrong."""
    parts = []
    for problem in err.errors()[:5]:
        where = ".".join(str(p) for p in problem["loc"]) or "record"
        parts.append(f"{where}: {problem['msg']}")
    more = len(err.errors()) - 5
    if more > 0:
        parts.append(f"and {more} more")
    return "invalid record: " + "; ".join(parts)


def step_of(seat: int, action: Action) -> BidStep | CallStep | DiscardStep | ChelemStep | PoigneeStep | PlayStep:
    """The record step of an applied action."""
    if isinstance(action, Play):
        return PlayStep(seat=seat, card=card_str(action.card))
    if isinstance(action, Bid):
        contract = action.contract.slug if action.contract is not None else None
        return BidStep(seat=seat, contract=contract)  # type: ignore[arg-type]
    if isinstance(action, CallCard):
        return CallStep(seat=seat, card=card_str(action.card))
    if isinstance(action, Discard):
        return DiscardStep(seat=seat, cards=[card_str(c) for c in action.cards])
    if isinstance(action, AnnounceChelem):
        return ChelemStep(seat=seat, announce=action.announce)
    return PoigneeStep(seat=seat, cards=[card_str(c) for c in action.cards])


def action_of(step: BidStep | CallStep | DiscardStep | ChelemStep | PoigneeStep | PlayStep) -> Action:
    """The engine action of a record step."""
    if isinstance(step, PlayStep):
        return Play(parse_card(step.card))
    if isinstance(step, BidStep):
        return Bid(_CONTRACTS[step.contract] if step.contract is not None else None)
    if isinstance(step, CallStep):
        return CallCard(parse_card(step.card))
    if isinstance(step, DiscardStep):
        return Discard(tuple(parse_card(c) for c in step.cards))
    if isinstance(step, ChelemStep):
        return AnnounceChelem(step.announce)
    return DeclarePoignee(tuple(parse_card(c) for c in step.cards))


def record_of(deal: Deal) -> DealRecord:
    """The record of a deal as it stands (finished or not)."""
    if deal.layout is None:
        raise InvalidRecordError("a deal built from hands (Deal.from_hands) has no pack order to record")
    return DealRecord(
        players=deal.players,
        dealer=deal.dealer,
        rules=deal.rules,
        deck=[card_str(c) for c in deal.layout.deck],
        chien_gaps=list(deal.layout.chien_gaps),
        actions=[step_of(seat, action) for seat, action in deal.history],
    )


def replay(record: DealRecord) -> Deal:
    """Rebuild a deal by replaying every action through ``Deal.apply``."""
    if record.dealer >= record.players:
        raise InvalidRecordError(f"dealer seat {record.dealer} is not at a table of {record.players}")
    layout = DealLayout(tuple(parse_card(c) for c in record.deck), tuple(record.chien_gaps))
    deal = Deal(layout, record.players, record.dealer, record.rules)
    for number, step in enumerate(record.actions, start=1):
        action = action_of(step)
        try:
            deal.apply(action, seat=step.seat)
        except IllegalActionError as err:
            violation = err.violation
            raise InvalidRecordError(
                f"action {number} ({step.kind} {action} by seat {step.seat}) is refused: "
                f"{violation.reason.value} ({violation.rule})"
            ) from None
    return deal
