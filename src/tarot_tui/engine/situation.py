"""The trick situation of the player to move: which case of R9.4 (or R5.5, R13) decides the cards he may play.

``trick_situation`` is the one place that classifies a trick position. The hint line, the guided deal and
the computer players read it instead of re-deriving the case from the trick state, and every situation
carries the most precise rule number it falls under. It agrees with ``Deal.legal_plays`` by construction:
both follow the same order of R9.4 (the tests check it on random deals).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import EXCUSE, SUIT_MASKS, TRUMP_SUIT, TRUMPS, Card
from .state import Deal, Phase


class Situation(StrEnum):
    """The cases of R9.4 a player to move can be in (values are the message catalogue's keys)."""

    LEAD = "lead"  # nothing has set the suit: any card (R9.2, R9.4.2; R5.5 on a restricted 5p opening lead, R8.3 on
    # the opening lead of a taker who announced a chelem)
    EXCUSE_LED = "excuse_led"  # only the Excuse is on the table: as free as a leader (R9.3)
    FOLLOW = "follow"  # holds the plain suit led: any card of it (R9.4.3)
    TRUMP = "trump"  # void in the suit led, no trump on the table: any trump (R9.4.4)
    OVERTRUMP = "overtrump"  # void, a trump on the table that he can beat: a higher trump (R9.4.4)
    UNDERTRUMP = "undertrump"  # void, cannot beat the trump on the table: any trump (R9.4.4)
    UNDERTRUMP_WAIVED = "undertrump_waived"  # as UNDERTRUMP, but the house rules free him (R13 must_undertrump)
    TRUMP_LED = "trump_led"  # trumps led and he can go higher: a higher trump (R9.4.4)
    TRUMP_LED_ANY = "trump_led_any"  # trumps led and he cannot go higher: any trump (R9.4.4)
    PARTNER_TRUMP = "partner_trump"  # a known partner's trump on top: any trump (R13 must_overtrump_partner)
    DISCARD = "discard"  # neither the suit led nor a trump in hand: any card (R9.4.5)


RULE_OF_SITUATION: dict[Situation, str] = {
    Situation.LEAD: "R9.2",
    Situation.EXCUSE_LED: "R9.3",
    Situation.FOLLOW: "R9.4.3",
    Situation.TRUMP: "R9.4.4",
    Situation.OVERTRUMP: "R9.4.4",
    Situation.UNDERTRUMP: "R9.4.4",
    Situation.UNDERTRUMP_WAIVED: "R13",
    Situation.TRUMP_LED: "R9.4.4",
    Situation.TRUMP_LED_ANY: "R9.4.4",
    Situation.PARTNER_TRUMP: "R13",
    Situation.DISCARD: "R9.4.5",
}
"""The rule each situation falls under (a restricted 5-player opening lead cites R5.5 instead, and the opening lead
after an announced chelem R8.3, see ``rule``)."""


EXCUSE_RULE = "R9.4.1"
"""The Excuse may always be played, whatever the situation."""
EXCUSE_LAST_RULE = "R9.9"
"""The Excuse played to the last trick changes camp (outside R8.5)."""
EXCUSE_CHELEM_RULE = "R8.5"
"""The Excuse led to the last trick by an attack that won every trick wins it."""


@dataclass(frozen=True, slots=True)
class TrickSituation:
    """What the player to move faces in the trick.

    Attributes:
        kind: the case of R9.4 that decides his legal cards.
        rule: the most precise rule number for it (``RULE_OF_SITUATION``, or R5.5 on a 5-player opening
            lead that forbids some of his cards, or R8.3 on the opening lead of a taker who announced a chelem).
        suit: the plain suit led (0..3), None when no suit or trumps were led.
        to_beat: the highest trump in the trick, None when there is none.
        excuse: he holds the Excuse, or it lies in the trick (R9.4.1 applies).
    """

    kind: Situation
    rule: str
    suit: int | None = None
    to_beat: Card | None = None
    excuse: bool = False


# Enum members as module constants: reading one off its class costs an attribute lookup, at every card.
_TRICKS = Phase.TRICKS
_DISCARD = Situation.DISCARD
_EXCUSE_LED = Situation.EXCUSE_LED
_FOLLOW = Situation.FOLLOW
_LEAD = Situation.LEAD
_OVERTRUMP = Situation.OVERTRUMP
_PARTNER_TRUMP = Situation.PARTNER_TRUMP
_TRUMP = Situation.TRUMP
_TRUMP_LED = Situation.TRUMP_LED
_TRUMP_LED_ANY = Situation.TRUMP_LED_ANY
_UNDERTRUMP = Situation.UNDERTRUMP
_UNDERTRUMP_WAIVED = Situation.UNDERTRUMP_WAIVED


def trick_situation(deal: Deal) -> TrickSituation | None:
    """The situation of the player to move, None outside trick play (R9.4, R9.3, R5.5, R13)."""
    seat = deal.to_move
    if deal.phase is not _TRICKS or seat is None:
        return None
    hand = deal.hands[seat]
    excuse = bool(hand >> EXCUSE & 1) or EXCUSE in deal.trick_cards
    suit = deal.trick_suit
    top = deal.trick_top_trump if deal.trick_top_trump >= 0 else None
    if suit < 0:
        if deal.trick_cards:
            return _situation(_EXCUSE_LED, excuse=excuse)
        opening = not deal.tricks
        if opening and deal.legal_plays() != hand:
            return _situation(_LEAD, excuse=excuse, rule="R5.5")
        # After an announced chelem the taker leads the first trick, not the eldest (R8.3).
        return _situation(_LEAD, excuse=excuse, rule="R8.3" if opening and deal.chelem_announced else "R9.2")
    plain = suit if suit < TRUMP_SUIT else None
    if plain is not None and hand & SUIT_MASKS[plain]:
        return _situation(_FOLLOW, plain, top, excuse)
    trumps = hand & TRUMPS
    if not trumps:
        return _situation(_DISCARD, plain, top, excuse)
    if top is None:  # a plain suit led, no trump yet (a trump lead always puts one on the table)
        return _situation(_TRUMP, plain, None, excuse)
    higher = bool(trumps & ~((2 << top) - 1))
    if higher:
        if deal.overtrump_waived(seat):
            return _situation(_PARTNER_TRUMP, plain, top, excuse)
        return _situation(_OVERTRUMP if plain is not None else _TRUMP_LED, plain, top, excuse)
    if plain is None:
        return _situation(_TRUMP_LED_ANY, None, top, excuse)
    if not deal.rules.must_undertrump:
        return _situation(_UNDERTRUMP_WAIVED, plain, top, excuse)
    return _situation(_UNDERTRUMP, plain, top, excuse)


_SITUATIONS: dict[tuple[Situation, str, int | None, Card | None, bool], TrickSituation] = {}
"""Every situation made so far (a few hundred at most): they are immutable values, asked for at every card."""


def _situation(
    kind: Situation, suit: int | None = None, to_beat: Card | None = None, excuse: bool = False, rule: str = ""
) -> TrickSituation:
    rule = rule or RULE_OF_SITUATION[kind]
    key = (kind, rule, suit, to_beat, excuse)
    situation = _SITUATIONS.get(key)
    if situation is None:
        situation = _SITUATIONS[key] = TrickSituation(kind, rule, suit, to_beat, excuse)
    return situation


__all__ = [
    "EXCUSE_CHELEM_RULE",
    "EXCUSE_LAST_RULE",
    "EXCUSE_RULE",
    "RULE_OF_SITUATION",
    "Situation",
    "TrickSituation",
    "trick_situation",
]
