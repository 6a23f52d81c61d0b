"""Determinisation: deals consistent with everything one seat has seen.

``WorldSampler(view)`` deals the cards the seat cannot see among the places they may be: the other
hands, the hidden chien (before it is shown, or for a Garde sans or contre all deal long) and, for the
defenders of a Prise or Garde, the part of the écart not shown. Every known fact is respected: voids and
trump ceilings shown by play, poignées shown, écart trumps, the chien cards (in the taker's hand or
écart), the called card once its holder is known, and the R6.2 limits on the écart. ``world(rng)`` turns
a sample into a ``Deal`` at the same point as the real one, ready for ``copy()`` and playouts (in the
BIDDING, CALL, DISCARD and TRICKS phases; the chelem decision needs no sampling).
"""

from __future__ import annotations

import random

from tarot_tui.engine.actions import Bid, CallCard
from tarot_tui.engine.cards import ALL_CARDS, KINGS, SUIT_CARDS, CardSet, cards_of, cardset
from tarot_tui.engine.dealing import DealLayout, packet_plan
from tarot_tui.engine.rules import TABLE_SIZES, Rules
from tarot_tui.engine.state import Deal, Phase
from tarot_tui.engine.views import SeatView

from .knowledge import Knowledge, infer

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


class WorldSampler:
    """Samples the hidden cards of one seat's view (see the module docstring).

    Locations are the seats (the viewer's own has no room) and one extra place: the hidden chien or
    the unseen part of the écart.
    """

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

    def world(self, rng: random.Random) -> Deal:
        """A deal at the same point as the viewed one, with the hidden cards sampled."""
        for _ in range(50):
            deal = self._build(self.sample(rng))
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


__all__ = ["NoWorldError", "WorldSampler", "layout_for"]
