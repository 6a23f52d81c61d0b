"""Refusal reasons and the engine's exceptions.

Every refused action is explained by a ``RuleViolation``: a ``Reason`` code, the rules-reference number
it comes from, and the data a hint needs. Player-facing sentences for each code live in
``tarot_tui.i18n``; the engine never builds them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Reason(StrEnum):
    """Why an action is refused. Each member has a sentence in every message catalogue."""

    MALFORMED_ACTION = "malformed_action"
    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_TURN = "not_your_turn"
    DEAL_OVER = "deal_over"
    # bidding (R4)
    BID_NOT_HIGHER = "bid_not_higher"
    CONTRACT_NOT_OFFERED = "contract_not_offered"
    # the 5-player call (R5.2)
    CALL_NOT_ALLOWED = "call_not_allowed"
    # écart (R6.2)
    DISCARD_WRONG_SIZE = "discard_wrong_size"
    DISCARD_NOT_IN_HAND = "discard_not_in_hand"
    DISCARD_KING = "discard_king"
    DISCARD_BOUT = "discard_bout"
    DISCARD_TRUMP = "discard_trump"
    DISCARD_MUST_INCLUDE_TRUMPS = "discard_must_include_trumps"
    # chelem (R8.2)
    CHELEM_NOT_ALLOWED = "chelem_not_allowed"
    # poignée (R7)
    POIGNEE_NOT_NOW = "poignee_not_now"
    POIGNEE_ALREADY = "poignee_already"
    POIGNEE_WRONG_SIZE = "poignee_wrong_size"
    POIGNEE_NOT_TRUMP = "poignee_not_trump"
    POIGNEE_NOT_HELD = "poignee_not_held"
    POIGNEE_EXCUSE_HIDES_TRUMPS = "poignee_excuse_hides_trumps"
    POIGNEE_NOT_OFFERED = "poignee_not_offered"
    # trick play (R9.4, R9.5, R5.5)
    CARD_NOT_IN_HAND = "card_not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_TRUMP = "must_trump"
    MUST_OVERTRUMP = "must_overtrump"
    MUST_PLAY_HIGHER_TRUMP = "must_play_higher_trump"
    CALLED_SUIT_OPENING_LEAD = "called_suit_opening_lead"


RULE_OF_REASON: dict[Reason, str] = {
    Reason.MALFORMED_ACTION: "R15",
    Reason.WRONG_PHASE: "R15",
    Reason.NOT_YOUR_TURN: "R9.1",
    Reason.DEAL_OVER: "R15",
    Reason.BID_NOT_HIGHER: "R4.2",
    Reason.CONTRACT_NOT_OFFERED: "R13",
    Reason.CALL_NOT_ALLOWED: "R5.2",
    Reason.DISCARD_WRONG_SIZE: "R6.1",
    Reason.DISCARD_NOT_IN_HAND: "R6.1",
    Reason.DISCARD_KING: "R6.2",
    Reason.DISCARD_BOUT: "R6.2",
    Reason.DISCARD_TRUMP: "R6.2",
    Reason.DISCARD_MUST_INCLUDE_TRUMPS: "R6.2",
    Reason.CHELEM_NOT_ALLOWED: "R8.2",
    Reason.POIGNEE_NOT_NOW: "R7.3",
    Reason.POIGNEE_ALREADY: "R7.2",
    Reason.POIGNEE_WRONG_SIZE: "R7.4",
    Reason.POIGNEE_NOT_TRUMP: "R7.4",
    Reason.POIGNEE_NOT_HELD: "R7.4",
    Reason.POIGNEE_EXCUSE_HIDES_TRUMPS: "R7.5",
    Reason.POIGNEE_NOT_OFFERED: "R13",
    Reason.CARD_NOT_IN_HAND: "R9.5",
    Reason.MUST_FOLLOW_SUIT: "R9.4.3",
    Reason.MUST_TRUMP: "R9.4.4",
    Reason.MUST_OVERTRUMP: "R9.4.4",
    Reason.MUST_PLAY_HIGHER_TRUMP: "R9.4.4",
    Reason.CALLED_SUIT_OPENING_LEAD: "R5.5",
}
"""The rules-reference number behind each reason (cited by hints and the rules screen)."""


@dataclass(frozen=True, slots=True)
class RuleViolation:
    """Why one action is refused, with what a hint needs to explain it.

    Attributes:
        reason: the refusal code.
        seat: the seat that tried the action.
        card: the card concerned (the card played, discarded or shown), if any.
        suit: the plain suit led, for ``must_follow_suit`` and ``must_trump``.
        to_beat: the highest trump on the table, for ``must_overtrump`` / ``must_play_higher_trump``.
        expected: a number the action should have had (écart size, poignée size, trumps to discard).
        detail: a short machine-readable extra, e.g. the phase name for ``wrong_phase``.
    """

    reason: Reason
    seat: int | None = None
    card: int | None = None
    suit: int | None = None
    to_beat: int | None = None
    expected: int | None = None
    detail: str | None = None

    @property
    def rule(self) -> str:
        """The most precise rules-reference number, e.g. ``"R9.4.3"``."""
        return RULE_OF_REASON[self.reason]


class TarotError(ValueError):
    """Base class of every error the engine raises."""


class InvalidNotationError(TarotError):
    """A card or action could not be parsed."""


class IllegalActionError(TarotError):
    """An action was refused; the state is unchanged. ``violation`` says why."""

    def __init__(self, message: str, violation: RuleViolation) -> None:
        super().__init__(message)
        self.violation = violation


class InvalidRecordError(TarotError):
    """A deal record or save could not be replayed: it names what is wrong."""


class InvalidSettingsError(TarotError):
    """A house-rules combination or scoring input is impossible.

    ``code`` names the problem and ``values`` hold its numbers, so the message catalogue can say it in
    the player's language (``settings.<code>``); the English message is for logs and library users.
    """

    def __init__(self, message: str, code: str = "", **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values = values
