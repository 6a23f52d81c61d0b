"""An exact solver of trick play with all hands open (double-dummy), from any point of the trick phase.

``Solver(deal)`` takes a ``Deal`` in the TRICKS phase with every hand known (a real deal, or a world
sampled by ``WorldSampler``) and finds the deal's exact value under best play by both camps: ``D``, the
per-defender score of R12.1 from the attack's side (``ScoreBreakdown.per_defender``). Every seat's score is
a fixed multiple of ``D`` (R12.2), so the attack maximises it and the defence minimises it; the taker's
own score is ``taker_score``'s factor times ``D``.

Everything that moves the score is searched, not estimated: the card points of each camp in half-points,
the Excuse (R9.7 exchange of a low card, R9.8, R9.9 at the last trick, R8.5 when it is led to the last
trick of a chelem), the petit au bout (R10.1, R8.6), the chelem bonuses (R8.4) and the poignées shown
(paid to the winning camp, R7.7). The rules stay the engine's: the follow rules are
``engine.state.follow_plays`` (the same function ``Deal.legal_plays`` uses; the root's moves come from
``Deal.legal_plays`` itself, which also covers the opening-lead rule R5.5), and a finished deal is scored
by ``engine.scoring.score`` (memoised on what varies between leaves).

Search: fail-soft alpha-beta (max for the attack, min for the defence) over bitmask hands, with

* a transposition table at trick boundaries, keyed on the hands, the leader and the accumulated facts
  the rest of the deal's score depends on (attack half-points and bouts, whether each camp has won a
  trick, the revealed partner, the Petit in the previous trick for R8.6); entries are value bounds;
* equivalent-card pruning: of two cards of one suit (or two trumps) worth the same points with no card
  between them among the cards still in play (in hands or in the trick), only one is tried;
* move ordering: the transposition table's best move first, then by a cheap trick-winning heuristic.

``nodes`` counts the positions searched (every card tried is one node).
"""

from __future__ import annotations

from tarot_tui.engine import (
    EXCUSE,
    HALF_POINTS,
    MONDE,
    PETIT,
    SUIT_OF,
    TRUMP_SUIT,
    Camp,
    Card,
    CardSet,
    Deal,
    Phase,
    PoigneeShown,
    Rules,
    ScoreInput,
    follow_plays,
    partner_known,
    score,
)

_EXCUSE_BIT = 1 << EXCUSE
_BOUT_TRUMPS = (1 << PETIT) | (1 << MONDE)
_INF = 1 << 30


def _between(low: Card, high: Card) -> CardSet:
    """The cards strictly between ``low`` and ``high`` (ids)."""
    return ((1 << high) - 1) & ~((2 << low) - 1)


def _order_key(card: Card) -> int:
    """Higher is tried first when trying to win: trumps above suits, rank within."""
    if card < EXCUSE:
        return 100 + card
    if card == EXCUSE:
        return -1
    return (card - 22) % 14


_STRENGTH: tuple[int, ...] = tuple(_order_key(c) for c in range(78))


class Solver:
    """The exact value of a deal in trick play with all hands open (see the module docstring).

    Attributes:
        nodes: positions searched so far (cards tried), over every call.
        table: the transposition table, kept between calls on the same deal (``value_after`` for each
            root card reuses it).
    """

    def __init__(self, deal: Deal) -> None:
        """Read the position of ``deal`` (TRICKS phase, every hand known); the deal is not changed."""
        if deal.phase is not Phase.TRICKS or deal.taker is None or deal.contract is None:
            raise ValueError("the solver needs a deal in trick play")
        self.deal = deal
        n = deal.players
        self.n = n
        self.rules: Rules = deal.rules
        self.taker = deal.taker
        self.partner = deal.partner
        self.attack = tuple(s == deal.taker or s == deal.partner for s in range(n))
        self.hands = list(deal.hands)
        self.trick = list(deal.trick_cards)
        self.leader = deal.trick_leader
        self.suit = deal.trick_suit
        self.top = deal.trick_top_trump
        self.best = deal.trick_best
        self.revealed = deal.partner_revealed
        self.called = -1 if deal.called_card is None else deal.called_card
        pile = deal.attack_pile()
        self.att_half = sum(HALF_POINTS[c] for c in range(78) if pile >> c & 1) + deal.excuse_transfer
        self.att_bouts = (pile & (_BOUT_TRUMPS | _EXCUSE_BIT)).bit_count()
        self.att_tricks = deal.tricks_won_by[Camp.ATTACK]
        self.def_tricks = deal.tricks_won_by[Camp.DEFENCE]
        self.index = len(deal.tricks)
        # Every seat holds as many cards at a trick's start; the leader has played to a trick under way.
        self.tricks_left = self.hands[self.leader].bit_count() + (1 if self.trick else 0)
        self.chelem_possible = self.index + self.tricks_left == deal.size
        self.petit_prev = bool(deal.tricks) and PETIT in deal.tricks[-1][1]
        self.changes_camp = self.rules.excuse_last_trick == "changes-camp"
        self.must_undertrump = self.rules.must_undertrump
        self.check_waiver = not self.rules.must_overtrump_partner
        self.poignees = tuple(
            PoigneeShown(deal.poignee_level(len(cards)), deal.camp_of(seat)) for seat, cards in deal.poignees.items()
        )
        self.nodes = 0
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self._leaves: dict[tuple[int, int, int, int], int] = {}
        self._made: dict[int, bool] = {}

    # -- public ------------------------------------------------------------------------------------

    def value(self) -> int:
        """The exact ``D`` (attack's per-defender score, R12.1) under best play from the position."""
        return self._search(-_INF, _INF)

    def root_moves(self) -> list[Card]:
        """The distinct cards the player to move may try (``Deal.legal_plays``, equivalent cards merged)."""
        return self._distinct(self.deal.legal_plays())

    def value_after(self, card: Card) -> int:
        """The exact ``D`` after the player to move plays ``card`` (a legal card), best play thereafter."""
        undo = self._play(card)
        try:
            return self._search(-_INF, _INF)
        finally:
            self._unplay(card, undo)

    def made(self, value: int) -> bool:
        """Whether the contract is made (R11.3) in a finished deal worth ``value`` that this solver met (the
        first one met with that value; a value never met counts as made when positive)."""
        return self._made.get(value, value > 0)

    def values(self) -> dict[Card, int]:
        """The exact ``D`` after each distinct root card."""
        return {card: self.value_after(card) for card in self.root_moves()}

    # -- leaves ------------------------------------------------------------------------------------

    def _leaf(self, pab: int) -> int:
        """``D`` of the finished deal: the engine's scoring of the accumulated facts."""
        chelem = -1
        if self.chelem_possible:
            if self.def_tricks == 0:
                chelem = Camp.ATTACK
            elif self.att_tricks == 0:
                chelem = Camp.DEFENCE
        key = (self.att_half, self.att_bouts, pab, chelem)
        cached = self._leaves.get(key)
        if cached is not None:
            return cached
        deal = self.deal
        assert deal.contract is not None
        inp = ScoreInput(
            players=self.n,
            contract=deal.contract,
            attack_half_points=self.att_half,
            bouts=self.att_bouts,
            poignees=self.poignees,
            petit_au_bout=None if pab < 0 else Camp(pab),
            chelem_announced=deal.chelem_announced,
            chelem_by=None if chelem < 0 else Camp(chelem),
            alone=self.n == 5 and deal.partner is None,
            rules=self.rules,
        )
        breakdown = score(inp)
        result = breakdown.per_defender
        self._leaves[key] = result
        self._made.setdefault(result, breakdown.won)
        return result

    # -- moves -------------------------------------------------------------------------------------

    def _in_play(self) -> CardSet:
        mask = 0
        for hand in self.hands:
            mask |= hand
        for card in self.trick:
            mask |= 1 << card
        return mask

    def _distinct(self, legal: CardSet) -> list[Card]:
        """The legal cards with equivalent ones merged (the lowest of each run is kept); the Petit is merged with
        nothing, not even the 21 with no trump left between them (they are worth the same, but the Petit in the
        last trick is the petit au bout, R10.1)."""
        blockers = self._in_play()
        out: list[Card] = []
        prev = -1
        while legal:
            low = legal & -legal
            card = low.bit_length() - 1
            legal ^= low
            if (
                prev > PETIT  # the Petit is never another trump's equal: the petit au bout (R10.1)
                and card != EXCUSE
                and SUIT_OF[card] == SUIT_OF[prev]
                and HALF_POINTS[card] == HALF_POINTS[prev]
                and not blockers & _between(prev, card)
            ):
                prev = card
                continue
            out.append(card)
            prev = card
        return out

    def _legal(self, seat: int) -> CardSet:
        hand = self.hands[seat]
        suit = self.suit
        if suit < 0:
            return hand
        top = self.top
        waived = False
        if top >= 0 and self.check_waiver:
            top_seat = (self.leader + self.trick.index(top)) % self.n
            waived = partner_known(self.n, self.revealed, self.taker, self.partner, seat, top_seat)
        return follow_plays(hand, suit, top, self.must_undertrump, waived)

    def _play(self, card: Card) -> tuple[int, int, int, bool]:
        """Play ``card`` for the seat to move inside the trick (not closing it); returns what to restore."""
        trick = self.trick
        seat = (self.leader + len(trick)) % self.n
        undo = (self.suit, self.top, self.best, self.revealed)
        self.hands[seat] &= ~(1 << card)
        trick.append(card)
        if card == self.called:
            self.revealed = True
        if card != EXCUSE:
            suit = self.suit
            if suit < 0:
                self.suit = SUIT_OF[card]
                self.best = len(trick) - 1
                if card < EXCUSE:
                    self.top = card
            elif card < EXCUSE:
                if card > self.top:
                    self.top = card
                    self.best = len(trick) - 1
            elif self.top < 0 and suit < TRUMP_SUIT and SUIT_OF[card] == suit and card > trick[self.best]:
                self.best = len(trick) - 1
        return undo

    def _unplay(self, card: Card, undo: tuple[int, int, int, bool]) -> None:
        trick = self.trick
        trick.pop()
        seat = (self.leader + len(trick)) % self.n
        self.hands[seat] |= 1 << card
        self.suit, self.top, self.best, self.revealed = undo

    # -- search ------------------------------------------------------------------------------------

    def _search(self, alpha: int, beta: int) -> int:
        if len(self.trick) == self.n:
            return self._close_trick(alpha, beta)
        trick = self.trick
        n = self.n
        key: tuple[int, ...] | None = None
        tt_move = -1
        alpha0, beta0 = alpha, beta
        if not trick:
            key = (
                *self.hands,
                self.leader,
                self.att_half,
                self.att_bouts,
                self.att_tricks > 0,
                self.def_tricks > 0,
                self.revealed,
                self.petit_prev and self.tricks_left == 1,
            )
            entry = self.table.get(key)
            if entry is not None:
                low, high, tt_move = entry
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
                alpha = max(alpha, low)
                beta = min(beta, high)
        seat = (self.leader + len(trick)) % n
        moves = self._distinct(self._legal(seat))
        maximise = self.attack[seat]
        if len(moves) > 1:
            moves = self._ordered(moves, seat, tt_move)
        best_value = -_INF if maximise else _INF
        best_move = moves[0]
        for card in moves:
            self.nodes += 1
            undo = self._play(card)
            value = self._search(alpha, beta)
            self._unplay(card, undo)
            if maximise:
                if value > best_value:
                    best_value, best_move = value, card
                    if value > alpha:
                        alpha = value
            elif value < best_value:
                best_value, best_move = value, card
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        if key is not None:
            low, high = -_INF, _INF
            entry = self.table.get(key)
            if entry is not None:
                low, high = entry[0], entry[1]
            if best_value <= alpha0:
                high = min(high, best_value)
            elif best_value >= beta0:
                low = max(low, best_value)
            else:
                low = high = best_value
            self.table[key] = (low, high, best_move)
        return best_value

    def _ordered(self, moves: list[Card], seat: int, tt_move: int) -> list[Card]:
        """Moves in search order: the table's best first. Leading: the strongest cards first. Following: when
        a friend wins the trick so far, the richest cards first; otherwise the cards that take the trick
        (cheapest first), then the poorest of the others."""
        trick = self.trick
        if not trick or self.best < 0:
            moves.sort(key=lambda c: -_STRENGTH[c])
        else:
            winner = (self.leader + self.best) % self.n
            if self.attack[winner] == self.attack[seat]:
                moves.sort(key=lambda c: -HALF_POINTS[c] if c != EXCUSE else 100)
            else:
                top = self.top
                lead_suit = self.suit
                best_card = trick[self.best]

                def key(card: Card) -> int:
                    if card < EXCUSE:
                        wins = card > top
                    else:
                        wins = top < 0 and card != EXCUSE and SUIT_OF[card] == lead_suit and card > best_card
                    if wins:
                        return _STRENGTH[card] - 1000
                    return HALF_POINTS[card] * 10 + _STRENGTH[card]

                moves.sort(key=key)
        if tt_move in moves and moves[0] != tt_move:
            moves.remove(tt_move)
            moves.insert(0, tt_move)
        return moves

    def _close_trick(self, alpha: int, beta: int) -> int:
        """The full trick is won (R9.6-R9.9, R8.5); search on from the next lead, or score the deal."""
        trick = self.trick
        n = self.n
        leader = self.leader
        attack = self.attack
        last = self.tricks_left == 1
        winner_index = self.best
        excuse_won = False
        if last and trick[0] == EXCUSE and attack[leader] and self.index > 0 and self.def_tricks == 0:
            winner_index = 0  # R8.5
            excuse_won = True
        winner = (leader + winner_index) % n
        win_att = attack[winner]
        gain = 0
        bouts = 0
        for card in trick:
            if card == EXCUSE and not excuse_won:
                continue
            gain += HALF_POINTS[card]
            if card in (PETIT, MONDE, EXCUSE):
                bouts += 1
        saved = (
            self.att_half,
            self.att_bouts,
            self.att_tricks,
            self.def_tricks,
            self.leader,
            self.suit,
            self.top,
            self.best,
            self.petit_prev,
            self.tricks_left,
            self.index,
        )
        att_half = self.att_half
        att_bouts = self.att_bouts
        if win_att:
            att_half += gain
            att_bouts += bouts
        if EXCUSE in trick and not excuse_won:
            ex_att = attack[(leader + trick.index(EXCUSE)) % n]
            if last:
                dest_att = (not ex_att) if self.changes_camp else win_att  # R9.9
            else:
                dest_att = ex_att
                if win_att != ex_att:
                    att_half += 1 if win_att else -1  # R9.7: one low card for the Excuse
            if dest_att:
                att_half += HALF_POINTS[EXCUSE]
                att_bouts += 1
        self.att_half = att_half
        self.att_bouts = att_bouts
        if win_att:
            self.att_tricks += 1
        else:
            self.def_tricks += 1
        petit_here = PETIT in trick
        cards = tuple(trick)
        if last:
            pab = -1
            if petit_here or (excuse_won and self.petit_prev and self.index > 0):
                pab = Camp.ATTACK if win_att else Camp.DEFENCE  # R10.1, R8.6
            value = self._leaf(pab)
        else:
            self.trick.clear()
            self.leader = winner
            self.suit = -1
            self.top = -1
            self.best = -1
            self.petit_prev = petit_here
            self.tricks_left -= 1
            self.index += 1
            value = self._search(alpha, beta)
            self.trick.extend(cards)
        (
            self.att_half,
            self.att_bouts,
            self.att_tricks,
            self.def_tricks,
            self.leader,
            self.suit,
            self.top,
            self.best,
            self.petit_prev,
            self.tricks_left,
            self.index,
        ) = saved
        return value


def solve(deal: Deal) -> int:
    """The exact ``D`` of ``deal`` (attack's per-defender score) under best play with all hands open."""
    return Solver(deal).value()


def seat_factor(deal: Deal, seat: int) -> int:
    """The multiple of ``D`` that is ``seat``'s score (R12.2): the taker's factor, 1 for the partner,
    −1 for a defender."""
    n = deal.players
    if seat == deal.taker:
        return (4 if deal.partner is None else 2) if n == 5 else n - 1
    if seat == deal.partner:
        return 1
    return -1


__all__ = ["Solver", "seat_factor", "solve"]
