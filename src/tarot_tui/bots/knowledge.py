"""What a seat can infer from its ``SeatView``: the cards gone, who showed a void, who holds what.

Only public information and the seat's own cards are used: the tricks (a player who did not follow suit
has none of it; one who did not trump has no trump; one who did not overtrump has no higher trump), the
poignées shown (R7.8), the trumps shown in the écart (R6.2), the chien when it was shown (R6.1), and the
called card once its holder is known (R5.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarot_tui.engine import (
    EXCUSE,
    KINGS,
    SUIT_CARDS,
    SUIT_OF,
    TRUMP_SUIT,
    TRUMPS,
    Card,
    CardSet,
    Phase,
    SeatView,
    TrickView,
    cardset,
)

from .tables import GROUP_MASKS


@dataclass(slots=True)
class Knowledge:
    """One seat's inferences from its view.

    Attributes:
        seat: whose knowledge this is.
        players: 3, 4 or 5.
        hand: its own cards.
        played: every card played so far, this trick included.
        played_by: the cards each seat has played.
        gone: cards no other seat can hold any more: played, plus its own écart when it is the taker.
        voids: for each seat, the groups (bit g; bit 4 trumps) it is known to lack.
        trump_ceiling: for each seat, the highest trump it may still hold (20 = no limit, -1 = none).
        holds: for each seat, cards it is known to hold (shown in a poignée, the called card).
        only_shown_trumps: for each seat, it showed the Excuse in a poignée, so it holds no trump
            besides those shown (R7.5).
        attack: this seat plays for the taker (always known to the seat itself).
        friends, foes: seats known to be on its side or against it, as bitmasks over seats.
    """

    seat: int
    players: int
    hand: CardSet
    played: CardSet
    played_by: list[CardSet]
    gone: CardSet
    voids: list[int]
    trump_ceiling: list[int]
    holds: list[CardSet]
    only_shown_trumps: list[bool]
    attack: bool
    friends: int
    foes: int

    def allowed(self, seat: int) -> CardSet:
        """The cards ``seat`` may still hold as far as this seat knows (its voids and trump ceiling)."""
        mask = ~0
        voids = self.voids[seat]
        for group in range(5):
            if voids >> group & 1:
                mask &= ~GROUP_MASKS[group]
        ceiling = self.trump_ceiling[seat]
        if ceiling < 20:
            mask &= ~(TRUMPS & ~((2 << ceiling) - 1 if ceiling >= 0 else 0))
        if self.only_shown_trumps[seat]:
            mask &= ~TRUMPS | self.holds[seat]
        return mask


def _scan_trick(
    trick: TrickView,
    players: int,
    played_by: list[CardSet],
    voids: list[int],
    ceiling: list[int],
    must_undertrump: bool,
) -> None:
    """Record what the cards of one trick reveal about each player's hand (R9.4)."""
    suit = -1
    top = -1
    leader = trick.leader
    for index, card in enumerate(trick.cards):
        seat = (leader + index) % players
        played_by[seat] |= 1 << card
        if card == EXCUSE:
            continue
        group = SUIT_OF[card]
        if suit < 0:
            suit = group
        elif suit != TRUMP_SUIT and group != suit:
            voids[seat] |= 1 << suit  # did not follow (R9.4.3)
            if group != TRUMP_SUIT and (must_undertrump or top < 0):
                voids[seat] |= 1 << TRUMP_SUIT  # could not trump (R9.4.4, R9.4.5)
            elif group == TRUMP_SUIT and card < top:
                ceiling[seat] = min(ceiling[seat], top)  # could not overtrump
        elif suit == TRUMP_SUIT and group != TRUMP_SUIT:
            voids[seat] |= 1 << TRUMP_SUIT  # no trump on a trump lead
        elif suit == TRUMP_SUIT and card < top:
            ceiling[seat] = min(ceiling[seat], top)  # could not go higher
        if group == TRUMP_SUIT and card > top:
            top = card


@dataclass(frozen=True, slots=True)
class _Completed:
    """What a run of completed tricks tells everyone: the cards each seat played, its voids, its trump ceiling."""

    tricks: tuple[TrickView, ...]
    played_by: tuple[CardSet, ...]
    voids: tuple[int, ...]
    ceiling: tuple[int, ...]
    played: CardSet


_COMPLETED: dict[tuple[int, int, bool], _Completed] = {}
"""``_completed`` results by (id of the last trick, players, must_undertrump); an entry is used only when its
tricks equal the ones asked for (by identity first, as the views of one deal share their tricks, see
``engine.views.trick_views``), so the public inferences are made once per trick, not once per decision."""

_COMPLETED_MAX = 4096


def _completed(tricks: tuple[TrickView, ...], players: int, must_undertrump: bool) -> _Completed:
    """The public inferences from the completed ``tricks``, each trick scanned once (memoised)."""
    if not tricks:
        return _Completed((), (0,) * players, (0,) * players, (20,) * players, 0)
    key = (id(tricks[-1]), players, must_undertrump)
    entry = _COMPLETED.get(key)
    if entry is not None and (entry.tricks is tricks or entry.tricks == tricks):
        return entry
    before = _completed(tricks[:-1], players, must_undertrump)
    played_by, voids, ceiling = list(before.played_by), list(before.voids), list(before.ceiling)
    _scan_trick(tricks[-1], players, played_by, voids, ceiling, must_undertrump)
    played = before.played
    for card in tricks[-1].cards:
        played |= 1 << card
    entry = _Completed(tricks, tuple(played_by), tuple(voids), tuple(ceiling), played)
    if len(_COMPLETED) >= _COMPLETED_MAX:
        _COMPLETED.clear()
    _COMPLETED[key] = entry
    return entry


_CAMPS: dict[tuple[int, int, int | None, bool, int | None], tuple[bool, int, int]] = {}
"""``camps`` by (players, seat, taker, partner known, partner): a few hundred keys at most."""


def camps(view: SeatView) -> tuple[bool, int, int]:
    """Whether the view's seat plays for the taker, and the seats known to play with it and against it (bitmasks
    over seats; neither holds the seat itself): in 5 players a hidden partner (R5.3) is known to nobody else."""
    seat = view.seat
    assert seat is not None
    partner_known = view.partner_known
    return camps_of(view.players, seat, view.taker, partner_known, view.partner if partner_known else None)


def camps_of(n: int, seat: int, taker: int | None, partner_known: bool, partner: int | None) -> tuple[bool, int, int]:
    """``camps`` from the facts it depends on (memoised): the table size, the seat, the taker, whether the seat
    knows the partner, and the partner it knows (None: alone, or not known)."""
    key = (n, seat, taker, partner_known, partner)
    known = _CAMPS.get(key)
    if known is not None:
        return known
    attack = False
    friends = foes = 0
    if taker is not None:
        if n == 5 and not partner_known:
            # The partner is hidden from this seat (R5.3): it is the taker or a defender.
            attack = seat == taker
            foes = 0 if attack else 1 << taker
        else:
            attackers = 1 << taker
            if n == 5 and partner is not None:
                attackers |= 1 << partner
            everyone = (1 << n) - 1
            attack = bool(attackers >> seat & 1)
            own = attackers if attack else everyone & ~attackers
            friends = own & ~(1 << seat)
            foes = everyone & ~own
    known = _CAMPS[key] = (attack, friends, foes)
    return known


def trick_state(cards: Sequence[Card]) -> tuple[int, int, int]:
    """The led suit (-1 if none yet), the highest trump (-1 if none) and the index of the card winning so far (-1
    if none) of a trick's first ``cards``, as ``Deal`` tracks them while the trick is played (R9.3, R9.6)."""
    suit = top = best = -1
    for index, card in enumerate(cards):
        if card == EXCUSE:
            continue
        if suit < 0:
            suit = SUIT_OF[card]
            best = index
            if card < EXCUSE:
                top = card
        elif card < EXCUSE:
            if card > top:
                top, best = card, index
        elif top < 0 and suit < TRUMP_SUIT and SUIT_OF[card] == suit and card > cards[best]:
            best = index
    return suit, top, best


def scan_voids(leader: int, cards: Sequence[Card], players: int, voids: list[int], must_undertrump: bool) -> None:
    """Add to ``voids`` what one trick led by ``leader`` shows of each seat's voids (R9.4: a suit not followed,
    no trump when it had to trump), as ``_scan_trick`` records them, and nothing else."""
    suit = -1
    top = -1
    for index, card in enumerate(cards):
        if card == EXCUSE:
            continue
        group = SUIT_OF[card]
        if suit < 0:
            suit = group
        elif suit != TRUMP_SUIT and group != suit:
            seat = (leader + index) % players
            voids[seat] |= 1 << suit
            if group != TRUMP_SUIT and (must_undertrump or top < 0):
                voids[seat] |= 1 << TRUMP_SUIT
        elif suit == TRUMP_SUIT and group != TRUMP_SUIT:
            voids[(leader + index) % players] |= 1 << TRUMP_SUIT
        if group == TRUMP_SUIT and card > top:
            top = card


def decision_facts(view: SeatView) -> tuple[CardSet, list[int], bool, int, int]:
    """``infer(view)``'s ``gone``, ``voids``, ``attack``, ``friends`` and ``foes``, and nothing else: all a card
    decision of the beginner reads (its hot path; the tests check it against ``infer``)."""
    n = view.players
    undertrump = view.rules.must_undertrump
    done = _completed(view.tricks, n, undertrump)
    voids = list(done.voids)
    played = done.played
    current = view.current
    if current.cards:
        scan_voids(current.leader, current.cards, n, voids, undertrump)
        for card in current.cards:
            played |= 1 << card
    ecart = view.ecart
    attack, friends, foes = camps(view)
    return (played | cardset(ecart) if ecart else played), voids, attack, friends, foes


def infer(view: SeatView) -> Knowledge:
    """Everything ``view``'s seat can deduce about where the cards are."""
    assert view.seat is not None, "a spectator makes no decisions"
    seat = view.seat
    n = view.players
    undertrump = view.rules.must_undertrump
    done = _completed(view.tricks, n, undertrump)
    played_by, voids, ceiling = list(done.played_by), list(done.voids), list(done.ceiling)
    current = view.current
    played = done.played
    if current.cards:
        _scan_trick(current, n, played_by, voids, ceiling, undertrump)
        for card in current.cards:
            played |= 1 << card
    ecart = view.ecart
    holds = [0] * n
    only_shown_trumps = [False] * n
    for other, shown in view.poignees.items():
        if other == seat:
            continue
        shown_mask = cardset(shown) & ~cardset(view.ecart_trumps)
        holds[other] |= shown_mask & ~played
        if EXCUSE in shown:
            only_shown_trumps[other] = True  # R7.5: the Excuse certifies every trump was shown
    partner = view.partner if view.partner_known else None
    called = view.called_card
    if called is not None and partner is not None and partner != seat and not played >> called & 1:
        holds[partner] |= 1 << called
    attack, friends, foes = camps(view)
    return Knowledge(
        seat,
        n,
        view.hand_mask,
        played,
        played_by,
        played | cardset(ecart) if ecart else played,
        voids,
        ceiling,
        holds,
        only_shown_trumps,
        attack,
        friends,
        foes,
    )


def hidden_ecart_room(view: SeatView) -> tuple[int, CardSet]:
    """For a seat other than the taker, after a shown chien: how many écart cards it cannot see (those
    not shown as trumps) and which cards they may be (suit cards other than kings, R6.2)."""
    if view.contract is None or not view.contract.chien_shown or view.seat == view.taker:
        return 0, 0
    if view.phase in (Phase.BIDDING, Phase.CALL, Phase.DISCARD):
        return 0, 0
    size = view.chien_size
    return size - len(view.ecart_trumps), SUIT_CARDS & ~KINGS


__all__ = ["Knowledge", "camps", "camps_of", "decision_facts", "hidden_ecart_room", "infer"]
