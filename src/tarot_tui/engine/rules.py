"""Contracts, table sizes and the house-rule options (R3.1, R4.1, R13) as one validated settings object."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict


class Contract(IntEnum):
    """The four contracts, lowest first (R4.1)."""

    PRISE = 1
    GARDE = 2
    GARDE_SANS = 3
    GARDE_CONTRE = 4

    @property
    def multiplier(self) -> int:
        """The multiplier m of R4.1: 1, 2, 4, 6."""
        return (0, 1, 2, 4, 6)[self]

    @property
    def chien_shown(self) -> bool:
        """Prise and Garde show the chien and the taker discards (R6.1)."""
        return self <= Contract.GARDE

    @property
    def chien_to_attack(self) -> bool:
        """Who counts the chien or écart at the end: the defence only in Garde contre (R6.4)."""
        return self != Contract.GARDE_CONTRE

    @property
    def slug(self) -> str:
        """The command-line and catalogue name: prise, garde, garde-sans, garde-contre."""
        return self.name.lower().replace("_", "-")


@dataclass(frozen=True, slots=True)
class TableSize:
    """The numbers of R3.1 for one player count."""

    players: int
    hand: int
    chien: int
    packet: int
    poignees: tuple[int, int, int]  # simple, double, triple


TABLE_SIZES: dict[int, TableSize] = {
    3: TableSize(3, 24, 6, 4, (13, 15, 18)),
    4: TableSize(4, 18, 6, 3, (10, 13, 15)),
    5: TableSize(5, 15, 3, 3, (8, 10, 13)),
}


class SizesAtTable:
    """The cards per hand and in the chien at a table of ``players`` (R3.1), for the classes that hold a table:
    ``Deal`` and ``SeatView``."""

    __slots__ = ()
    players: int

    @property
    def size(self) -> int:
        """Cards per hand, which is also the number of tricks (R3.1)."""
        return TABLE_SIZES[self.players].hand

    @property
    def chien_size(self) -> int:
        """Cards in the chien, and in the écart (R3.1)."""
        return TABLE_SIZES[self.players].chien


class PoigneeLevel(IntEnum):
    """Poignée levels and their fixed bonuses (R7.1)."""

    SIMPLE = 1
    DOUBLE = 2
    TRIPLE = 3

    @property
    def bonus(self) -> int:
        """20, 30 or 40, never multiplied (R7.1)."""
        return (0, 20, 30, 40)[self]


def poignee_level(players: int, size: int) -> PoigneeLevel:
    """The level of a poignée of ``size`` cards at a table of ``players`` (R3.1, R7.1); ValueError for another
    size."""
    return PoigneeLevel(TABLE_SIZES[players].poignees.index(size) + 1)


_ALL_CONTRACTS = tuple(Contract)
_BEGINNER_CONTRACTS = (Contract.PRISE, Contract.GARDE)


class Rules(BaseModel):
    """The house-rule options of R13, FFT defaults first. Frozen and validated.

    Attributes:
        direction: UI only: the table is laid out counter-clockwise (FFT) or clockwise.
        deal_packet_size_3p: the 3-player deal in packets of 4 (FFT) or 3.
        chien_dealing: the chien dealt card by card (FFT) or in packets of 3 (S1).
        petit_sec_redeal: a dealt hand whose only trump is T1, without the Excuse, voids the deal (R3.5).
        bidding_rounds: one round where each player speaks once (R4.2), or repeated rounds.
        contract_base: the 25 of R12.1, or 0.
        petit_au_bout_multiplied: petit au bout is 10 × m (FFT) or a flat 10.
        poignee_to_winning_camp: a poignée is paid to the winning camp (FFT) or to the camp that showed it.
        must_overtrump_partner: overtrump even a partner's trump (FFT), or only an opponent's.
        must_undertrump: a void player who cannot overtrump must still trump (FFT), or discards freely.
        defence_chelem_bonus: the 200 a defence chelem earns each defender (R8.4), or 0.
        five_player_mode: the called king (R5) or the tournament mode where the dealer sits out.
        five_player_lead_restriction: R5.5 on or off.
        excuse_last_trick: the Excuse played to the last trick changes camp (FFT text) or goes to the
            trick's winner (pagat).
        beginner: only Prise and Garde, no poignée and no chelem.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    direction: Literal["counter-clockwise", "clockwise"] = "counter-clockwise"
    deal_packet_size_3p: Literal[3, 4] = 4
    chien_dealing: Literal["single", "packets"] = "single"
    petit_sec_redeal: bool = True
    bidding_rounds: Literal["single", "repeated"] = "single"
    contract_base: Literal[25, 0] = 25
    petit_au_bout_multiplied: bool = True
    poignee_to_winning_camp: bool = True
    must_overtrump_partner: bool = True
    must_undertrump: bool = True
    defence_chelem_bonus: Literal[200, 0] = 200
    five_player_mode: Literal["called-king", "dealer-sits-out"] = "called-king"
    five_player_lead_restriction: bool = True
    excuse_last_trick: Literal["changes-camp", "to-trick-winner"] = "changes-camp"
    beginner: bool = False

    def contracts(self) -> tuple[Contract, ...]:
        """The contracts that may be bid: all four, or Prise and Garde for beginners (R13)."""
        return _BEGINNER_CONTRACTS if self.beginner else _ALL_CONTRACTS

    def packet_size(self, players: int) -> int:
        """The dealing packet size for ``players`` (R3.1, R13)."""
        return self.deal_packet_size_3p if players == 3 else TABLE_SIZES[players].packet


FFT_RULES = Rules()
"""The FFT defaults."""
