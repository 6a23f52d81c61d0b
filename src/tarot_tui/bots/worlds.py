"""Determinisation: deals consistent with everything one seat has seen.

``WorldSampler(view)`` deals the cards the seat cannot see among the places they may be: the other
hands, the hidden chien (before it is shown, or for a Garde sans or contre all deal long) and, for the
defenders of a Prise or Garde, the part of the écart not shown. Every known fact is respected: voids and
trump ceilings shown by play, poignées shown, écart trumps, the chien cards (in the taker's hand or
écart), the called card once its holder is known, and the R6.2 limits on the écart. ``world(rng)`` turns
a sample into a ``Deal`` at the same point as the real one, ready for ``copy()`` and playouts (in the
BIDDING, CALL, DISCARD and TRICKS phases; for the chelem decision the strong level builds its deals from
``sample``). ``world(rng, weighted=True)`` draws the samples in proportion to how well they explain the
bidding and the play (``PlayEvidence``).
"""

from __future__ import annotations

import random

from tarot_tui.engine import (
    ALL_CARDS,
    EXCUSE,
    HALF_POINTS,
    KINGS,
    SUIT_CARDS,
    SUIT_OF,
    TABLE_SIZES,
    TRUMP_SUIT,
    Bid,
    CallCard,
    CardSet,
    Contract,
    Deal,
    DealLayout,
    Phase,
    Rules,
    SeatView,
    cards_of,
    cardset,
    follow_plays,
    packet_plan,
)
from tarot_tui.strategy.club_count import club_bid

from .knowledge import Knowledge, infer, trick_state

_PRE_TRICKS = (Phase.BIDDING, Phase.CALL, Phase.DISCARD)


class NoWorldError(RuntimeError):
    """No deal consistent with the view could be sampled (should not happen with consistent input)."""


def layout_for(hands: list[CardSet], chien: CardSet, players: int, dealer: int, rules: Rules) -> DealLayout:
    """A pack order that deals exactly ``hands`` and ``chien`` (R3.3, R3.4)."""
    packet, packets, step = packet_plan(players, rules)
    gaps = tuple(range(TABLE_SIZES[players].chien // step))
    pending = [cards_of(hand) for hand in hands]
    chien_cards = cards_of(chien)
    deck: list[int] = []
    for i in range(packets):
        seat = (dealer + 1 + i) % players
        deck.extend(pending[seat][:packet])
        del pending[seat][:packet]
        if i in gaps:
            deck.extend(chien_cards[:step])
            del chien_cards[:step]
    return DealLayout(tuple(deck), gaps)


PASS_WEIGHTS = {None: 1.0, Contract.PRISE: 0.5, Contract.GARDE: 0.2}
"""Likelihood of a pass by the contract the club count (``club_bid``) gives the sampled hand: a passing
player rarely holds a Garde hand (R4.2). Higher contracts weigh ``PASS_WEIGHT_FLOOR``."""

PASS_WEIGHT_FLOOR = 0.1

BID_MATCH, BID_NEAR, BID_NO_HAND = 1.0, 0.6, 0.3
"""Likelihood of a bid when the club count of the sampled hand gives that contract, another one, or a pass."""

UNDER_FRIEND_LAST, UNDER_FRIEND = 0.3, 0.7
"""Likelihood that a player who played a card worth less than another he could legally play in the led suit
did so on a trick his own side was winning: when he was the last to play (a sure trick, so club players
charge it), and otherwise."""

POINTS_TO_FOES = 0.4
"""Likelihood that a player gave points (a court card or a king discarded) to a trick the other side
won, when he could legally have played a cheaper card."""


class PlayEvidence:
    """Weights of sampled placements from the bidding and the play so far (see ``WorldSampler.weight``).

    Each observation compares what a player did with what the sampled hand would have let him do, using
    only public facts and the engine's rules: the club count for bids (``club_bid``), the follow rules for
    the cards he could have played (``follow_plays``).
    """

    def __init__(self, view: SeatView, sampler: WorldSampler) -> None:
        """Collect the bids and the plays to check against samples."""
        assert view.seat is not None
        n = view.players
        know = sampler.know
        self.players = n
        self.dealer = view.dealer
        self.offered = view.rules.contracts()
        self.undertrump = view.rules.must_undertrump
        self.extra = n
        # Bids: (seat, contract or None, highest bid before it, cards to add, cards to remove).
        self.bids: list[tuple[int, Contract | None, Contract | None, CardSet, CardSet]] = []
        highest: Contract | None = None
        chien = cardset(view.chien)
        post = view.phase not in _PRE_TRICKS
        for seat, contract in view.bids:
            if seat != view.seat:
                add = know.played_by[seat]
                remove = 0
                if seat == view.taker and post and view.contract is not None and view.contract.chien_shown:
                    remove = chien  # the taker's sampled hand and écart hold the chien he took (R6.1)
                self.bids.append((seat, contract, highest, add, remove))
            if contract is not None:
                highest = contract
        self.taker_ecart = (
            view.taker is not None
            and view.taker != view.seat
            and post
            and view.contract is not None
            and view.contract.chien_shown
        )
        self.taker = view.taker
        # Plays: (seat, card, cards it played from then on, led suit, top trump, code): code 1 its side was
        # winning the trick, 2 the same and it played last, 3 it gave points to a trick the other side won.
        self.plays: list[tuple[int, int, CardSet, int, int, int]] = []
        if view.taker is None or n == 5:
            return  # at five the camps were hidden for part of the play (R5.3): no evidence from it
        attack = {view.taker} | ({view.partner} if view.partner is not None else set())
        tricks = [*view.tricks, view.current]
        later = [0] * n
        for trick in reversed(tricks):
            for index in range(len(trick.cards) - 1, -1, -1):
                seat = trick.seat_of(index, n)
                card = trick.cards[index]
                later[seat] |= 1 << card
                if seat == view.seat or index == 0 or card == EXCUSE:
                    continue
                suit, top, best = trick_state(trick.cards[:index])
                if suit < 0 or best < 0:
                    continue
                winner = trick.seat_of(best, n)
                friend = (winner in attack) == (seat in attack)
                if friend:
                    code = 2 if index == n - 1 else 1
                elif (
                    trick.winner is not None
                    and (trick.winner in attack) != (seat in attack)
                    and trick_state(trick.cards[: index + 1])[2] != index
                ):
                    code = 3  # points given to a trick the other side won, not an attempt to win it
                else:
                    continue
                self.plays.append((seat, card, later[seat], suit, top, code))

    def weight(self, placed: list[CardSet]) -> float:
        """The likelihood (0..1] of the bidding and the play under the sampled placement ``placed``."""
        w = 1.0
        n = self.players
        for seat, contract, highest, add, remove in self.bids:
            hand = placed[seat] | add
            if seat == self.taker and self.taker_ecart:
                hand |= placed[self.extra]
            hand &= ~remove
            if hand.bit_count() != TABLE_SIZES[n].hand:
                continue  # the sampled hand cannot be rebuilt exactly (a hidden écart): no evidence
            usual = club_bid(hand, n, seat, self.dealer, highest, self.offered)
            if contract is None:
                w *= PASS_WEIGHTS.get(usual, PASS_WEIGHT_FLOOR)
            elif usual is None:
                w *= BID_NO_HAND
            elif usual != contract:
                w *= BID_NEAR
        for seat, card, later, suit, top, code in self.plays:
            then = placed[seat] | later
            legal = follow_plays(then, suit, top, self.undertrump, False)
            points = HALF_POINTS[card]
            if code == 3:
                if points > 1 and any(HALF_POINTS[c] < points for c in cards_of(legal) if c != EXCUSE):
                    w *= POINTS_TO_FOES
            elif SUIT_OF[card] == suit and suit != TRUMP_SUIT and points == 1:
                richer = legal & SUIT_CARDS & ~_ONE_POINT
                if richer:
                    w *= UNDER_FRIEND_LAST if code == 2 else UNDER_FRIEND
        return w


_ONE_POINT: CardSet = sum(1 << c for c in range(78) if HALF_POINTS[c] == 1)


class WorldSampler:
    """Samples the hidden cards of one seat's view (see the module docstring).

    Locations are the seats (the viewer's own has no room) and one extra place: the hidden chien or
    the unseen part of the écart.
    """

    last_log_weight: float | None = None
    """The log importance weight of the last weighted draw, for a sampler whose draws are weighted
    (``belief.ImportanceSampler``); None when every draw counts alike."""

    def __init__(self, view: SeatView) -> None:
        """Work out the hidden cards, where each may lie, and how much room each place has."""
        assert view.seat is not None
        self.view = view
        self.know: Knowledge = infer(view)
        know = self.know
        n = view.players
        seat = view.seat
        self.seat = seat
        self.phase = view.phase
        contract = view.contract
        hand = know.hand
        chien_size = TABLE_SIZES[n].chien
        extra = n
        rooms = [0] * (n + 1)
        extra_allowed: CardSet = ALL_CARDS
        self.fixed_extra: CardSet = 0
        pool = ALL_CARDS & ~hand & ~know.played & ~cardset(view.ecart) & ~cardset(view.ecart_trumps)
        if view.phase in (Phase.BIDDING, Phase.CALL):
            rooms[extra] = chien_size
        elif view.phase is Phase.DISCARD:
            pool &= ~cardset(view.chien)
        elif contract is not None and contract.chien_shown:
            if seat != view.taker:
                rooms[extra] = chien_size - len(view.ecart_trumps)
                extra_allowed = SUIT_CARDS & ~KINGS  # R6.2: no king, no bout, trumps only when shown
                self.fixed_extra = cardset(view.ecart_trumps)
        else:
            rooms[extra] = chien_size  # Garde sans / contre: the chien is never seen (R6.3, R6.4)
        for other in range(n):
            if other != seat:
                rooms[other] = view.hand_sizes[other]
        self.rooms = rooms
        fixed = [0] * (n + 1)
        for other in range(n):
            if other != seat:
                fixed[other] = know.holds[other] & pool
        placed = 0
        for mask in fixed:
            placed |= mask
        self.fixed = fixed
        self.pool = pool
        chien_to_taker: CardSet = 0
        if (
            contract is not None
            and contract.chien_shown
            and seat != view.taker
            and view.taker is not None
            and view.phase not in _PRE_TRICKS
        ):
            chien_to_taker = cardset(view.chien) & pool
        allowed_by_seat = [know.allowed(s) if s != seat else 0 for s in range(n)]
        self.options: list[tuple[int, list[int]]] = []
        self.loose_options: list[tuple[int, list[int]]] = []
        for card in cards_of(pool & ~placed):
            bit = 1 << card
            places = [s for s in range(n) if s != seat and rooms[s]]
            if rooms[extra] and extra_allowed & bit:
                places.append(extra)
            if chien_to_taker & bit:
                places = [w for w in places if w in (view.taker, extra)]
            where = [w for w in places if w == extra or allowed_by_seat[w] & bit]
            self.options.append((card, where))
            self.loose_options.append((card, places))
        self.free_rooms = [rooms[i] - fixed[i].bit_count() for i in range(n + 1)]
        self.evidence: PlayEvidence | None = None

    def sample(self, rng: random.Random) -> list[CardSet]:
        """One placement of the hidden cards: a card set per seat (the viewer's own included) and, last,
        the extra place (hidden chien or unseen écart, with the shown écart trumps)."""
        for loose in (False, True):
            for _ in range(40 if not loose else 10):
                placed = self._try(rng, loose)
                if placed is not None:
                    return placed
        raise NoWorldError(f"no deal fits the view of seat {self.seat}")

    def _try(self, rng: random.Random, loose: bool) -> list[CardSet] | None:
        n = self.view.players
        rooms = list(self.free_rooms)
        out = list(self.fixed)
        # When nothing fits the inferred voids and trump ceilings, drop them (only a safety net).
        order = list(self.loose_options if loose else self.options)
        rng.shuffle(order)
        order.sort(key=lambda item: len(item[1]))
        for card, where in order:
            total = 0
            for place in where:
                total += rooms[place]
            if total <= 0:
                return None
            pick = rng.randrange(total)
            for place in where:
                pick -= rooms[place]
                if pick < 0:
                    break
            rooms[place] -= 1
            out[place] |= 1 << card
        if any(rooms):
            return None
        out[self.seat] = self.know.hand
        out[n] |= self.fixed_extra
        return out

    def weighted_sample(self, rng: random.Random, tries: int = 20) -> list[CardSet]:
        """A placement drawn in proportion to ``weight`` by rejection (at most ``tries`` draws; the heaviest
        of them when none is accepted)."""
        evidence = self.evidence
        if evidence is None:
            evidence = self.evidence = PlayEvidence(self.view, self)
        best: list[CardSet] | None = None
        best_weight = -1.0
        for _ in range(tries):
            placed = self.sample(rng)
            w = evidence.weight(placed)
            if rng.random() < w:
                return placed
            if w > best_weight:
                best, best_weight = placed, w
        assert best is not None
        return best

    def weight(self, placed: list[CardSet]) -> float:
        """The likelihood of the bidding and the play seen so far under ``placed`` (``PlayEvidence``)."""
        if self.evidence is None:
            self.evidence = PlayEvidence(self.view, self)
        return self.evidence.weight(placed)

    def world(self, rng: random.Random, *, weighted: bool = False) -> Deal:
        """A deal at the same point as the viewed one, with the hidden cards sampled: uniformly among the
        placements consistent with the view, or, when ``weighted``, in proportion to ``weight``."""
        for _ in range(50):
            placed = self.weighted_sample(rng) if weighted else self.sample(rng)
            deal = self._build(placed)
            if deal is not None:
                return deal
        raise NoWorldError(f"no deal fits the view of seat {self.seat}")

    def _build(self, placed: list[CardSet]) -> Deal | None:
        view = self.view
        n = view.players
        extra = placed[n]
        if view.phase in _PRE_TRICKS:
            hands = placed[:n]
            chien = extra
            if view.phase is Phase.DISCARD:
                chien = cardset(view.chien)
                hands[self.seat] &= ~chien
            deal = Deal(layout_for(hands, chien, n, view.dealer, view.rules), n, view.dealer, view.rules)
            if deal.phase is Phase.VOID:
                return None  # a sampled petit sec (R3.5) cannot be: the real deal was not void
            for _seat, contract in view.bids:
                deal.apply(Bid(contract))
            if view.called_card is not None and deal.phase is Phase.CALL:
                deal.apply(CallCard(view.called_card))
            return deal
        assert view.taker is not None and view.contract is not None
        know = self.know
        start = [placed[s] | know.played_by[s] for s in range(n)]
        if view.contract.chien_shown:
            chien = cardset(view.chien)
            ecart = cardset(view.ecart) if self.seat == view.taker else extra
        else:
            chien, ecart = extra, 0
        first = view.tricks[0].leader if view.tricks else view.current.leader
        deal = Deal.from_hands(
            start,
            dealer=view.dealer,
            taker=view.taker,
            contract=view.contract,
            rules=view.rules,
            chien=chien,
            ecart=ecart,
            called_card=view.called_card,
            chelem_announced=view.chelem_announced,
            poignees=view.poignees,
            leader=first,
        )
        for trick in view.tricks:
            for card in trick.cards:
                deal.play_unchecked(card)
        for card in view.current.cards:
            deal.play_unchecked(card)
        return deal


__all__ = ["NoWorldError", "PlayEvidence", "WorldSampler", "layout_for"]
