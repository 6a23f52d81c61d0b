"""Counting and FFT scoring (R11, R12) as a pure function with a full breakdown.

Used both by the deal state machine at the end of a deal and by ``tarot-tui score`` for deals played
with real cards. Points are integer half-points throughout (R2.4); nothing here uses floats.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from .cards import TOTAL_HALF_POINTS
from .errors import InvalidSettingsError
from .frozen import direct_init
from .rules import FFT_RULES, TABLE_SIZES, Contract, PoigneeLevel, Rules

THRESHOLDS = (56, 51, 41, 36)
"""Points the attack needs, by the number of bouts in its pile (R11.2)."""


class Camp(IntEnum):
    """The two sides of a deal."""

    ATTACK = 0
    DEFENCE = 1

    @property
    def other(self) -> Camp:
        """The opposing camp."""
        return Camp.DEFENCE if self is Camp.ATTACK else Camp.ATTACK

    @property
    def sign(self) -> int:
        """+1 for the attack, −1 for the defence: the sign of a term in D (R12.1)."""
        return 1 if self is Camp.ATTACK else -1

    @property
    def slug(self) -> str:
        """``attack`` or ``defence``: the camp in JSON and in message keys (``camp.<slug>``)."""
        return "attack" if self is Camp.ATTACK else "defence"


@dataclass(frozen=True, slots=True)
class PoigneeShown:
    """One poignée shown in the deal: its level and the camp of the player who showed it."""

    level: PoigneeLevel
    camp: Camp


@direct_init  # made at the end of every deal
@dataclass(frozen=True, slots=True)
class ScoreInput:
    """What scoring needs to know about a finished deal.

    Attributes:
        players: 3, 4 or 5 (a 5-player table in dealer-sits-out mode scores as 4).
        contract: the taker's contract.
        attack_half_points: the attack pile after Excuse settlements, in half-points (0..182).
        bouts: the bouts in the attack pile (0..3).
        poignees: every poignée shown, with the showing camp.
        petit_au_bout: the camp that won the last trick holding T1 (or R8.6), if any.
        chelem_announced: the taker announced a chelem (R8.2).
        chelem_by: the camp that won every trick, if any (R8.1).
        alone: 5 players, the taker had no partner (R5.4).
        rules: the house rules (contract_base, petit_au_bout_multiplied, poignee_to_winning_camp,
            defence_chelem_bonus change the score).
    """

    players: int
    contract: Contract
    attack_half_points: int
    bouts: int
    poignees: tuple[PoigneeShown, ...] = ()
    petit_au_bout: Camp | None = None
    chelem_announced: bool = False
    chelem_by: Camp | None = None
    alone: bool = False
    rules: Rules = field(default=FFT_RULES)

    def validate(self) -> None:
        """Raise InvalidSettingsError naming the first impossible value."""
        if self.players not in (3, 4, 5):
            raise InvalidSettingsError(
                f"players must be 3, 4 or 5, not {self.players!r}", "players", players=self.players
            )
        if not 0 <= self.bouts <= 3:
            raise InvalidSettingsError(f"bouts must be between 0 and 3, not {self.bouts!r}", "bouts", bouts=self.bouts)
        if not 0 <= self.attack_half_points <= TOTAL_HALF_POINTS:
            raise InvalidSettingsError(
                f"attack points must be between 0 and 91, not {self.attack_half_points / 2:g}",
                "points",
                points=self.attack_half_points / 2,
            )
        # Each bout is worth 4.5; an unpaid Excuse counts 4 (R9.8), hence the half-point slack.
        if self.attack_half_points < 9 * self.bouts - 1:
            raise InvalidSettingsError(
                f"{self.bouts} bouts are worth at least {4.5 * self.bouts - 0.5:g} points, "
                f"but the attack has {self.attack_half_points / 2:g}",
                "attack_bouts_points",
                bouts=self.bouts,
                minimum=4.5 * self.bouts - 0.5,
                points=self.attack_half_points / 2,
            )
        if TOTAL_HALF_POINTS - self.attack_half_points < 9 * (3 - self.bouts) - 1:
            raise InvalidSettingsError(
                f"the defence holds {3 - self.bouts} bouts, worth at least "
                f"{4.5 * (3 - self.bouts) - 0.5:g} points, but has only "
                f"{(TOTAL_HALF_POINTS - self.attack_half_points) / 2:g}",
                "defence_bouts_points",
                bouts=3 - self.bouts,
                minimum=4.5 * (3 - self.bouts) - 0.5,
                points=(TOTAL_HALF_POINTS - self.attack_half_points) / 2,
            )
        if self.alone and self.players != 5:
            raise InvalidSettingsError("a taker plays alone only at a 5-player table (R5.4)", "alone")
        if self.chelem_announced and self.rules.beginner:
            raise InvalidSettingsError("the beginner rules have no chelem (R13)", "beginner_chelem")
        if self.poignees and self.rules.beginner:
            raise InvalidSettingsError("the beginner rules have no poignée (R13)", "beginner_poignee")
        if self.contract not in self.rules.contracts():
            raise InvalidSettingsError(
                f"contract {self.contract.slug!r} is not offered by these rules",
                "contract",
                contract=self.contract.slug,
            )
        # In Garde contre the chien counts for the defence even when the attack wins every trick (R6.4).
        if (
            self.chelem_by is Camp.ATTACK
            and self.contract is not Contract.GARDE_CONTRE
            and self.attack_half_points < TOTAL_HALF_POINTS - 9
        ):
            raise InvalidSettingsError(
                f"an attack that won every trick has 91 points, or 87 or 86.5 when the Excuse went to the defence "
                f"(R8.7, R9.9), not {self.attack_half_points / 2:g}",
                "chelem_points",
                points=self.attack_half_points / 2,
            )
        # A defence that won every trick leaves the attack what is not won in tricks (R8.1): the écart or the chien
        # (R6; the defence's in Garde contre) and the Excuse of its owner (R9.7-R9.9), at most 4.5 points a card.
        if self.chelem_by is Camp.DEFENCE:
            kept = 0 if self.contract is Contract.GARDE_CONTRE else TABLE_SIZES[self.players].chien
            most = 9 * (kept + 1)
            if self.attack_half_points > most:
                raise InvalidSettingsError(
                    f"an attack that won no trick has at most {most / 2:g} points (R8.1), "
                    f"not {self.attack_half_points / 2:g}",
                    "defence_chelem_points",
                    most=most / 2,
                    points=self.attack_half_points / 2,
                )
        if None not in (self.petit_au_bout, self.chelem_by) and self.petit_au_bout is not self.chelem_by:
            raise InvalidSettingsError(
                "the camp that won every trick also won the last one (R10.1)", "chelem_last_trick"
            )

    def validate_entered(self) -> None:
        """``validate``, and what only a score entered by hand can get wrong: the écart (R6.1) or the chien (R6.3)
        counts for the attack, the chien in Garde contre for the defence (R6.4), half a point a card at least
        (R11.1); and the points that only a chelem gives (R8.1, R8.7, R9.9). (A deal the engine plays always has its
        chien and its chelem; a position built for a test or a search may not; and a sheet saved before these checks
        must still open, so ``validate``, which reading a save runs, does not make them.)"""
        self.validate()
        # A camp that wins a trick keeps its cards, 0.5 points or more each (R9.7 gives back only the Excuse, for a
        # low card): all 91 points mean the attack won every trick; in Garde contre, where the chien is the
        # defence's (R6), no point at all means the defence did (R8.1).
        if (
            self.attack_half_points == TOTAL_HALF_POINTS
            and self.contract is not Contract.GARDE_CONTRE
            and self.chelem_by is None  # a defence chelem: its own check below says more
        ):
            raise InvalidSettingsError(
                "an attack with all 91 points won every trick: a chelem by the attack (R8.1)", "all_points_chelem"
            )
        if (
            self.attack_half_points == 0
            and self.contract is Contract.GARDE_CONTRE
            and self.chelem_by is not Camp.DEFENCE
        ):
            raise InvalidSettingsError(
                "an attack with no point in Garde contre won no trick: a chelem by the defence (R8.1)",
                "no_points_chelem",
            )
        # An attack that wins every trick has every card but the Excuse, which goes to the defence only as an unpaid
        # debt (4 points, R8.7) or played to the last trick (4.5, R9.9): nothing between 86.5 and 91.
        if (
            self.chelem_by is Camp.ATTACK
            and self.contract is not Contract.GARDE_CONTRE
            and self.attack_half_points not in (TOTAL_HALF_POINTS, TOTAL_HALF_POINTS - 8, TOTAL_HALF_POINTS - 9)
        ):
            raise InvalidSettingsError(
                f"an attack that won every trick has 91 points, or 87 or 86.5 when the Excuse went to the defence "
                f"(R8.7, R9.9), not {self.attack_half_points / 2:g}",
                "chelem_points",
                points=self.attack_half_points / 2,
            )
        chien = TABLE_SIZES[self.players].chien
        if self.contract is Contract.GARDE_CONTRE:
            if self.attack_half_points > TOTAL_HALF_POINTS - chien:
                raise InvalidSettingsError(
                    f"in Garde contre the chien's {chien} cards count for the defence: the attack has at most "
                    f"{(TOTAL_HALF_POINTS - chien) / 2:g} points (R6.4), not {self.attack_half_points / 2:g}",
                    "contre_chien_points",
                    cards=chien,
                    most=(TOTAL_HALF_POINTS - chien) / 2,
                    points=self.attack_half_points / 2,
                )
        elif self.attack_half_points < chien:
            raise InvalidSettingsError(
                f"the écart or the chien, {chien} cards, counts for the attack: at least {chien / 2:g} points "
                f"(R11.1), not {self.attack_half_points / 2:g}",
                "ecart_points",
                cards=chien,
                minimum=chien / 2,
                points=self.attack_half_points / 2,
            )


@direct_init
@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """Every term of R11 and R12 for one deal.

    Attributes:
        input: what was scored.
        threshold: the points needed for the bouts held (R11.2).
        won: the contract is made (points ≥ threshold, R11.3).
        difference_half_points: attack points minus threshold, in half-points (signed).
        margin: g, the absolute difference rounded up to a whole point for the winner (R11.4).
        base: 25, or 0 with the house rule (R13).
        contract_points: s·(base + g)·m.
        petit_au_bout_points: ±10·m (or ±10 flat) from the attack's side, 0 without petit au bout.
        poignee_points: the poignée term from the attack's side.
        chelem_points: the chelem term C (R8.4).
        per_defender: D, the sum of the four terms (R12.1).
    """

    input: ScoreInput
    threshold: int
    won: bool
    difference_half_points: int
    margin: int
    base: int
    contract_points: int
    petit_au_bout_points: int
    poignee_points: int
    chelem_points: int
    per_defender: int

    @property
    def attack_points(self) -> float:
        """The attack's card points, for display (a multiple of 0.5)."""
        return self.input.attack_half_points / 2

    @property
    def defence_points(self) -> float:
        """The defence's card points, for display."""
        return (TOTAL_HALF_POINTS - self.input.attack_half_points) / 2

    @property
    def taker_factor(self) -> int:
        """How many times ``per_defender`` the taker scores (R12.2): one share per defender, less the partner's
        (3 players: 2, 4: 3, 5: 2 with a partner, 4 alone)."""
        n = self.input.players
        return (4 if self.input.alone else 2) if n == 5 else n - 1

    @property
    def taker_score(self) -> int:
        """The taker's change (R12.2)."""
        return self.taker_factor * self.per_defender

    @property
    def partner_score(self) -> int | None:
        """The 5-player partner's change, None when there is no partner."""
        if self.input.players == 5 and not self.input.alone:
            return self.per_defender
        return None

    @property
    def defender_score(self) -> int:
        """Each defender's change: −D."""
        return -self.per_defender

    def scores(self, taker: int, partner: int | None, players: int | None = None) -> list[int]:
        """Each seat's change, indexed by seat, given the taker's and the partner's seats."""
        n = players if players is not None else self.input.players
        out = [self.defender_score] * n
        out[taker] = self.taker_score
        if partner is not None and partner != taker:
            if self.partner_score is None:
                raise InvalidSettingsError("a partner was named but the deal has none", "partner")
            out[partner] = self.partner_score
        return out

    def ordered_scores(self) -> list[int]:
        """The changes ordered taker, partner (if any), then the defenders."""
        n = self.input.players
        partner = self.partner_score
        defenders = n - 1 - (1 if partner is not None else 0)
        head = [self.taker_score] + ([partner] if partner is not None else [])
        return head + [self.defender_score] * defenders


def score(inp: ScoreInput) -> ScoreBreakdown:
    """Score one deal with R11 and R12; raises InvalidSettingsError on impossible input."""
    inp.validate()
    rules = inp.rules
    m = inp.contract.multiplier
    threshold = THRESHOLDS[inp.bouts]
    diff = inp.attack_half_points - 2 * threshold
    won = diff >= 0  # R11.3: reaching the threshold exactly is a win by 0
    margin = (abs(diff) + 1) // 2  # R11.4: a half point goes to the winner, i.e. rounds up
    s = 1 if won else -1
    base = rules.contract_base
    contract_points = s * (base + margin) * m

    pab_value = 10 * m if rules.petit_au_bout_multiplied else 10
    pab_points = inp.petit_au_bout.sign * pab_value if inp.petit_au_bout is not None else 0

    if not inp.poignees:
        poignee_points = 0
    elif rules.poignee_to_winning_camp:
        poignee_points = s * sum(p.level.bonus for p in inp.poignees)  # R7.7
    else:
        poignee_points = sum(p.camp.sign * p.level.bonus for p in inp.poignees)

    chelem = 0  # R8.4; the last two cases add up (O1)
    if inp.chelem_by is Camp.ATTACK:
        chelem += 400 if inp.chelem_announced else 200
    elif inp.chelem_announced:
        chelem -= 200
    if inp.chelem_by is Camp.DEFENCE:
        chelem -= rules.defence_chelem_bonus

    per_defender = contract_points + pab_points + poignee_points + chelem
    return ScoreBreakdown(
        inp, threshold, won, diff, margin, base, contract_points, pab_points, poignee_points, chelem, per_defender
    )
