"""Deals kept by the score keeper: what the table counted after a deal played with real cards.

A kept deal holds the inputs of R11-R12 (contract, points, bouts, poignées, petit au bout, chelem) and the
taker's and partner's seats; the scores are always worked out again by the engine, never stored.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tarot_tui.engine import (
    TOTAL_HALF_POINTS,
    Camp,
    Contract,
    InvalidNotationError,
    PoigneeLevel,
    PoigneeShown,
    Rules,
    ScoreBreakdown,
    ScoreInput,
    parse_card,
    rank_of,
    score,
    suit_of,
)

CampName = Literal["attack", "defence"]
CAMPS: dict[CampName, Camp] = {"attack": Camp.ATTACK, "defence": Camp.DEFENCE}
CAMP_NAMES: dict[Camp, CampName] = {Camp.ATTACK: "attack", Camp.DEFENCE: "defence"}
CONTRACT_SLUGS: dict[str, Contract] = {c.slug: c for c in Contract}


class KeptPoignee(BaseModel):
    """A poignée shown in a kept deal: who showed it and its level (R7); the camp follows from the seat."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int = Field(ge=0, le=4)
    """The seat of the player who showed it."""
    level: Literal[1, 2, 3]
    """1 simple, 2 double, 3 triple (R7.1)."""


class KeptDeal(BaseModel):
    """One deal as the table counted it. ``taker`` None is a void deal: everyone passed (R4.4).

    The dealer is not stored: it is the next seat each deal (R1.5), from the evening's first dealer.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    taker: int | None = Field(default=None, ge=0, le=4)
    """The taker's seat; None when everyone passed."""
    contract: Literal["prise", "garde", "garde-sans", "garde-contre"] | None = None
    """The contract's slug (R4.1)."""
    called: str | None = None
    """5 players: the called card in notation (``KH``), for the record (R5.2)."""
    partner: int | None = Field(default=None, ge=0, le=4)
    """5 players: the partner's seat; None when the taker played alone (R5.4) or at 3 and 4 players."""
    attack_half_points: int = Field(default=0, ge=0, le=TOTAL_HALF_POINTS)
    """The attack's card points in half-points (R2.4)."""
    bouts: int = Field(default=0, ge=0, le=3)
    """Bouts in the attack's pile (R11.2)."""
    poignees: tuple[KeptPoignee, ...] = ()
    """Every poignée shown, at most one per player (R7.2)."""
    petit_au_bout: CampName | None = None
    """The camp that won the last trick holding the Petit (R10)."""
    chelem_announced: bool = False
    """The taker announced a chelem (R8.2)."""
    chelem_by: CampName | None = None
    """The camp that won every trick (R8.1)."""

    @field_validator("called")
    @classmethod
    def _court_card(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            card = parse_card(value)
        except InvalidNotationError as err:
            raise ValueError(str(err)) from None
        if suit_of(card) is None or rank_of(card) < 11:
            raise ValueError(f"{value!r} cannot be called: a king, or a queen, knight or jack (R5.2)")
        return value

    @property
    def is_void(self) -> bool:
        """Everyone passed: no score, and the deal passes (R4.4, R1.5)."""
        return self.taker is None

    @property
    def contract_value(self) -> Contract | None:
        """The contract as the engine's enum."""
        return None if self.contract is None else CONTRACT_SLUGS[self.contract]

    def camp_of(self, seat: int) -> Camp:
        """The camp of a seat in this deal."""
        return Camp.ATTACK if seat in (self.taker, self.partner) else Camp.DEFENCE

    def seat_problem(self, players: int) -> str | None:
        """Why the seats cannot belong to a table of ``players``, or None (checked when a save is read)."""
        if self.taker is None:
            if self.contract is not None or self.partner is not None or self.poignees:
                return "a void deal has no contract, partner or poignée"
            return None
        if self.contract is None:
            return "a deal with a taker needs a contract"
        if self.taker >= players:
            return f"taker seat {self.taker} is not at a table of {players}"
        if self.partner is not None:
            if players != 5:
                return f"only a 5-player taker has a partner (R5.3), not at a table of {players}"
            if self.partner >= players or self.partner == self.taker:
                return f"partner seat {self.partner} is not another seat at the table"
        if self.called is not None and players != 5:
            return "a card is called only at a 5-player table (R5.1)"
        seats = [p.seat for p in self.poignees]
        if any(seat >= players for seat in seats):
            return f"a poignée by a seat that is not at a table of {players}"
        if len(set(seats)) != len(seats):
            return "a player shows at most one poignée (R7.2)"
        return None

    def score_input(self, players: int, rules: Rules) -> ScoreInput:
        """The engine's input for this deal (not for a void deal)."""
        contract = self.contract_value
        if self.taker is None or contract is None:
            raise ValueError("a void deal is not scored (R12.3)")
        return ScoreInput(
            players=players,
            contract=contract,
            attack_half_points=self.attack_half_points,
            bouts=self.bouts,
            poignees=tuple(PoigneeShown(PoigneeLevel(p.level), self.camp_of(p.seat)) for p in self.poignees),
            petit_au_bout=None if self.petit_au_bout is None else CAMPS[self.petit_au_bout],
            chelem_announced=self.chelem_announced,
            chelem_by=None if self.chelem_by is None else CAMPS[self.chelem_by],
            alone=players == 5 and self.partner is None,
            rules=rules,
        )

    def breakdown(self, players: int, rules: Rules) -> ScoreBreakdown | None:
        """Every term of the score (None for a void deal); raises InvalidSettingsError on impossible input."""
        if self.is_void:
            return None
        return score(self.score_input(players, rules))

    def check_entered(self, players: int, rules: Rules) -> None:
        """Raise InvalidSettingsError if the deal, as entered by hand, could not have been played
        (``ScoreInput.validate_entered``: what ``breakdown`` checks, and the écart's or chien's own points). Checked
        when a deal is entered or changed, not when a saved evening is read, so that no sheet saved before stops
        opening."""
        if not self.is_void:
            self.score_input(players, rules).validate_entered()

    def scores(self, players: int, rules: Rules) -> list[int]:
        """Each seat's change (R12.2); zeros for a void deal (R12.3)."""
        breakdown = self.breakdown(players, rules)
        if breakdown is None or self.taker is None:
            return [0] * players
        return breakdown.scores(self.taker, self.partner, players)


def kept_totals(kept: list[KeptDeal], players: int, rules: Rules) -> list[int]:
    """The running totals after every kept deal; they sum to zero (R12.3)."""
    totals = [0] * players
    for deal in kept:
        for seat, change in enumerate(deal.scores(players, rules)):
            totals[seat] += change
    return totals
