"""Club heuristics shared by the beginner level and the strong level's rollouts.

Everything here works on ints and bitmasks. ``Table`` is one seat's picture of a trick-play decision;
the beginner builds it from a ``SeatView`` (public information only), the rollouts build it from a
sampled deal. The other functions pick the called king (5 players), build an écart and decide whether a
poignée pays. Bidding is the club count of ``tarot_tui.strategy.club_count`` (``club_bid``), which the advice
explains to a learner.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.engine import (
    EXCUSE,
    KINGS,
    MONDE,
    PETIT,
    QUEENS,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_SUIT,
    TRUMPS,
    Card,
    CardSet,
    Contract,
    cards_of,
)

from .tables import ABOVE, EXCUSE_BIT, MONDE_BIT, PETIT_BIT, POINTS, high_bit, low_bit

SMALL_TRICK = 5
"""A trick worth fewer half-points than this (no court card above a jack in it) is small: the taker wins it
with his lowest winning trump rather than a master."""

PETIT_CUT_SPARE = 3
"""The attack cuts a plain suit with the Petit (``_petit_cut_pays``) when at least this many cards of the suit are
still out for each foe still to play (then they follow and cannot trump over it, R9.4.3)."""

# -- trick play ---------------------------------------------------------------------------------------


@dataclass(slots=True)
class Table:
    """What one seat knows when it must play a card.

    Attributes:
        seat: the seat to play.
        players: 3, 4 or 5.
        hand: its cards.
        legal: the cards it may play (R9.4).
        trick: the cards of the trick in progress, in play order.
        leader: who led the trick.
        suit: the group that sets the trick (0..3 a suit, 4 trumps, -1 none yet).
        top_trump: the highest trump in the trick, -1 if none.
        best: the index in ``trick`` of the card winning so far, -1 if none.
        gone: cards that can no longer be played (played earlier, in this trick, or in its own écart).
        friends: seats known to play on its side, as a bitmask over seats.
        foes: seats known to play against it, as a bitmask over seats (the rest are unknown).
        voids: for each seat, the groups it is known to lack (bit g for group g, bit 4 trumps).
        taker: the taker's seat.
        attack: this seat plays for the taker.
        tricks_left: tricks still to play, this one included.
        all_won: its camp has won every trick so far (R8.5: then the Excuse may wait for the last trick).
    """

    seat: int
    players: int
    hand: CardSet
    legal: CardSet
    trick: list[Card]
    leader: int
    suit: int
    top_trump: int
    best: int
    gone: CardSet
    friends: int
    foes: int
    voids: list[int]
    taker: int
    attack: bool
    tricks_left: int
    all_won: bool = False


def beats(card: Card, t: Table) -> bool:
    """True when ``card`` would take the lead of the trick (R9.6)."""
    if card == EXCUSE:
        return False
    if t.best < 0:
        return True
    if card < EXCUSE:
        return card > t.top_trump
    return t.top_trump < 0 and SUIT_OF[card] == t.suit and card > t.trick[t.best]


def _lowest_by_points(mask: CardSet) -> Card:
    """The card worth least, the lowest ranked among equals."""
    best = -1
    best_key = (99, 99)
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        key = (POINTS[card], RANK_OF[card])
        if key < best_key:
            best, best_key = card, key
    return best


def _highest_by_points(mask: CardSet) -> Card:
    """The card worth most, the lowest ranked among equals (it keeps the higher cards)."""
    best = -1
    best_key = (-1, 0)
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        key = (POINTS[card], -RANK_OF[card])
        if key > best_key:
            best, best_key = card, key
    return best


def cheapest_card(t: Table, mask: CardSet) -> Card:
    """The cheapest card to throw away: low points, from a short suit, never a king if avoidable."""
    plain = mask & ~TRUMPS & ~EXCUSE_BIT
    if plain:
        # The card worth least; among equals the one of the shortest suit, to make a void (a "coupe"); then the
        # lowest: the least (points, suit length, card), in one pass.
        hand = t.hand
        best = -1
        best_points = best_length = 99
        for card in cards_of(plain & ~KINGS or plain):
            points = POINTS[card]
            if points > best_points:
                continue
            length = (hand & SUIT_MASKS[SUIT_OF[card]]).bit_count()
            if points < best_points or length < best_length:
                best, best_points, best_length = card, points, length
        return best
    trumps = mask & TRUMPS
    if trumps:
        return low_bit(trumps & ~PETIT_BIT or trumps)
    return low_bit(mask)


def foes_after(t: Table) -> list[int]:
    """The seats still to play to the trick after this one that are not known to be friends, in playing order."""
    n = t.players
    seat = t.seat
    friends = t.friends
    out = []
    for i in range(1, n - len(t.trick)):
        other = (seat + i) % n
        if not friends >> other & 1:
            out.append(other)
    return out


def is_safe(card: Card, t: Table, foes: list[int]) -> bool:
    """``card``, winning the trick now, will still win it when the seats still to play have played (``foes``:
    those of them not known to be friends, ``foes_after``)."""
    if not foes:
        return True
    outside = ~t.gone & ~t.hand
    if card < EXCUSE:
        return not (ABOVE[card] & outside)
    suit = SUIT_OF[card]
    if ABOVE[card] & outside:
        return False
    # A foe known to be void in the suit may trump it, unless he is known to have no trumps either.
    voids = t.voids
    for other in foes:  # noqa: SIM110 (a loop is quicker than all() over a generator, in the playouts' hot path)
        if voids[other] >> suit & 1 and not voids[other] >> TRUMP_SUIT & 1:
            return False
    return True


def _petit_cut_pays(t: Table, foes: list[int]) -> bool:
    """Cut a plain suit with the Petit now, before it is left alone among the trumps: the seat's other trumps are
    fewer than the defence's, no foe still to play is known to lack the suit, and enough cards of it are out for
    each of them to follow (``PETIT_CUT_SPARE``). Keeping it longer, four beginners at 4 players lost the Petit in
    a quarter of the deals in which the taker held it, nearly always as his last trump (forced to trump or to
    follow a trump lead, R9.4) late in the deal, and then failed 91% of those contracts."""
    if t.top_trump >= 0:
        return False
    outside = ~t.gone & ~t.hand
    guards = (t.hand & TRUMPS & ~PETIT_BIT).bit_count()
    if guards >= (TRUMPS & outside).bit_count():
        return False
    suit = t.suit
    voids = t.voids
    for other in foes:
        if voids[other] >> suit & 1:
            return False
    return (SUIT_MASKS[suit] & outside).bit_count() >= PETIT_CUT_SPARE * len(foes)


def winning_cards(t: Table, options: CardSet) -> CardSet:
    """The cards of ``options`` (no Excuse) that would take the lead of a trick in progress, as ``beats`` says: a
    higher trump, or while no trump is in, any trump or a higher card of the suit led (the card winning so far
    is then of that suit). Masks instead of a ``beats`` call per card: the playouts' hot path."""
    top = t.top_trump
    if top >= 0:
        return options & ABOVE[top]
    return options & (TRUMPS | ABOVE[t.trick[t.best]])


def ruffed_suits(t: Table) -> int:
    """The plain suits (bit s for suit s) that some known foe may trump: he showed a void in the suit and is
    not known to be out of trumps."""
    ruffed = 0
    voids = t.voids
    foes = t.foes
    for other in range(t.players):
        if foes >> other & 1 and not voids[other] >> TRUMP_SUIT & 1:
            ruffed |= voids[other]
    return ruffed


def choose_card(t: Table) -> Card:
    """A sound club card: charge a partner's safe trick, win cheaply, otherwise lose as little as possible.

    Follows the usual advice: the Excuse is played for value and never kept for the last trick (R9.9);
    the Petit is saved when it can be (played last on a trick it wins, or under a partner's sure trick)
    and hunted by leading trumps; no trump is wasted on a partner's sure trick. The taker leads his master
    trumps while the defence holds trumps, and wins a small trick with his lowest winning trump.
    """
    legal = t.legal
    if not legal & (legal - 1):
        return low_bit(legal)
    if legal & EXCUSE_BIT and t.tricks_left <= 2 and not (t.all_won and t.attack):
        return EXCUSE  # R9.9: never keep the Excuse for the last trick
    if t.best < 0:
        return _lead(t)
    return _follow(t)


def _follow(t: Table) -> Card:
    legal = t.legal
    options = legal & ~EXCUSE_BIT or legal
    foes = foes_after(t)
    trick = t.trick
    best = t.best
    winner = (t.leader + best) % t.players
    friend_wins = bool(t.friends >> winner & 1)
    trick_points = 0
    for card in trick:
        if card != EXCUSE:
            trick_points += POINTS[card]
    if PETIT in trick:
        trick_points += 10  # the Petit is worth more than its points: hunt or save it

    if friend_wins and is_safe(trick[best], t, foes):
        plain = options & ~TRUMPS
        if plain:
            return _highest_by_points(plain)  # charge the partner's trick
        if options & PETIT_BIT:
            return PETIT  # save the Petit under the partner's sure trick
        return low_bit(options & ~MONDE_BIT or options)

    winners = winning_cards(t, options)
    if winners:
        foe_after = bool(foes)
        plain_winners = winners & ~TRUMPS
        if plain_winners:
            if not foe_after:
                return low_bit(plain_winners)
            safe = [c for c in cards_of(plain_winners) if is_safe(c, t, foes)]
            if safe:
                return safe[0]
        else:
            if winners & PETIT_BIT and t.attack and foe_after and _petit_cut_pays(t, foes):
                return PETIT
            if not foe_after:
                cheap = winners & ~MONDE_BIT
                if winners & MONDE_BIT and (trick_points >= 6 or not cheap):
                    return MONDE if not cheap else low_bit(cheap)
                return low_bit(cheap or winners)
            safe = [c for c in cards_of(winners) if is_safe(c, t, foes)]
            if safe and t.seat == t.taker and trick_points < SMALL_TRICK:
                # The taker keeps his master trumps for the tricks worth them: a small trick is won with
                # the lowest trump that takes the lead (never the Petit or the Monde).
                cheap = winners & ~PETIT_BIT & ~MONDE_BIT & ((1 << safe[0]) - 1)
                if cheap:
                    return low_bit(cheap)
            if safe and (trick_points >= 5 or safe[0] != MONDE):
                return safe[0]
            if not friend_wins:
                # Not sure to hold: win with a fair trump, never risking the Petit.
                risky = winners & ~PETIT_BIT & ~MONDE_BIT
                if risky:
                    return low_bit(risky) if trick_points < 5 else high_bit(risky)
    # The trick is lost (or left to a partner whose card may still be beaten): lose little.
    cheapest = cheapest_card(t, options)
    if legal & EXCUSE_BIT and not friend_wins and (POINTS[cheapest] >= 5 or cheapest == PETIT):
        return EXCUSE  # the Excuse saves a court card or the Petit
    if friend_wins and not options & ~TRUMPS and options & PETIT_BIT and not foes:
        return PETIT
    return cheapest


def _lead(t: Table) -> Card:
    legal = t.legal
    hand = t.hand
    options = legal & ~EXCUSE_BIT or legal
    outside = ~t.gone & ~hand
    trumps = options & TRUMPS
    trumps_out = TRUMPS & outside
    if t.attack and t.seat == t.taker and trumps and trumps_out:
        top = high_bit(trumps)
        if not ABOVE[top] & trumps_out:
            return top  # a master trump wins (R9.6) and draws theirs (R9.4.4: they must trump), hunting the Petit
        mine = trumps.bit_count()
        if mine >= trumps_out.bit_count() or (trumps_out & PETIT_BIT and mine >= 4):
            low = trumps & ~PETIT_BIT & ~MONDE_BIT
            if low:
                return low_bit(low)
    # Cash a master suit card in a suit no foe is known to trump.
    ruffed = ruffed_suits(t)
    plain = options & ~TRUMPS
    best_master = -1
    for card in cards_of(plain):
        suit = SUIT_OF[card]
        if ABOVE[card] & outside or ruffed >> suit & 1:
            continue
        if not SUIT_MASKS[suit] & outside:
            continue  # nobody else holds the suit: the card would win nothing
        if best_master < 0 or POINTS[card] > POINTS[best_master]:
            best_master = card
    if best_master >= 0:
        return best_master
    if plain:
        if not t.attack:
            # Defence: lead into the taker's void to make him trump ("faire couper"), else a long suit.
            taker_voids = t.voids[t.taker]
            for suit in range(4):
                cards = plain & SUIT_MASKS[suit]
                if cards and taker_voids >> suit & 1 and not taker_voids >> TRUMP_SUIT & 1:
                    return _lowest_by_points(cards)
        longest, longest_length = 0, -1  # the longest suit, the highest-numbered among equals
        for suit in range(4):
            length = (plain & SUIT_MASKS[suit]).bit_count()
            if length >= longest_length:
                longest, longest_length = suit, length
        for card in cards_of(plain & SUIT_MASKS[longest]):
            if POINTS[card] == 1:
                return card  # its lowest card worth nothing
        return _lowest_by_points(plain)
    if trumps:
        return low_bit(trumps & ~PETIT_BIT & ~MONDE_BIT or trumps & ~PETIT_BIT or trumps)
    return low_bit(legal)


# -- the 5-player call ----------------------------------------------------------------------------------


def call_for(hand: CardSet, callable_cards: list[Card]) -> Card:
    """The card to call (R5.2): a king it lacks, in the suit where it holds the most cards (the lowest suit among
    equals): the partner's king then takes a round of the taker's long suit and the taker's other cards of it
    follow to the partner; with all four kings, a queen it lacks. (Calling in the shortest suit instead, to cut
    it, scored 2 to 5 points a deal less in duplicate at 5 players: docs/bots.md.)"""
    lacking = [c for c in callable_cards if not hand >> c & 1]
    pool = lacking or callable_cards
    best_rank = max(RANK_OF[c] for c in pool)
    pool = [c for c in pool if RANK_OF[c] == best_rank]
    return max(pool, key=lambda c: ((hand & SUIT_MASKS[SUIT_OF[c]]).bit_count(), -c))


# -- the écart -------------------------------------------------------------------------------------------


def ecart_for(hand: CardSet, candidates: CardSet, size: int, trumps_needed: int) -> tuple[Card, ...]:
    """A club écart (R6.2): it keeps the kings, voids the short suits without a king, and banks
    unguarded court cards (the écart counts for the attack).

    ``candidates`` are the cards allowed in the écart and ``trumps_needed`` how many trumps it must hold.
    """
    plain = candidates & ~TRUMPS
    if trumps_needed:
        trumps = cards_of(candidates & TRUMPS)
        return (*cards_of(plain), *trumps[:trumps_needed])
    return ecart_voiding(hand, plain, size, ())


def ecart_voiding(
    hand: CardSet, plain: CardSet, size: int, suits_first: tuple[int, ...], bank_courts: bool = True
) -> tuple[Card, ...]:
    """An écart of ``size`` plain candidates that empties ``suits_first`` of their candidates (if they
    fit; a king then stays alone), then voids the shortest suits without a king, then fills with the
    cards least likely to make tricks: unguarded court cards first when ``bank_courts`` (the écart counts
    for the attack), else low cards of short suits. (On masks: ``plain_policy.plain_ecart_voiding`` is the same
    écart made card by card, which the tests compare it with.)"""
    chosen = 0
    room = size
    auto = sorted(
        (s for s in range(4) if s not in suits_first and not hand & KINGS & SUIT_MASKS[s]),
        key=lambda s: ((plain & SUIT_MASKS[s]).bit_count(), s),
    )
    for suit in (*suits_first, *auto):
        cards = plain & SUIT_MASKS[suit] & ~chosen
        count = cards.bit_count()
        if cards and count <= room:
            chosen |= cards
            room -= count
    if room:
        # The rest by how much each card is worth keeping: a card of a suit its king guards last, then (when banking
        # them) unguarded court cards first, then the shortest suits' lowest cards first.
        guarded = [bool(hand & KINGS & SUIT_MASKS[suit]) for suit in range(4)]
        length = [(hand & SUIT_MASKS[suit]).bit_count() for suit in range(4)]

        def keep_value(card: Card) -> tuple[int, int, int]:
            suit = SUIT_OF[card]
            court = POINTS[card] > 1 and not guarded[suit] and bank_courts
            return (1 if guarded[suit] else 0, 0 if court else 1, length[suit] * 20 - POINTS[card])

        rest = cards_of(plain & ~chosen)
        rest.sort(key=keep_value)
        for card in rest[:room]:
            chosen |= 1 << card
    return tuple(cards_of(chosen))


def ecart_variants(hand: CardSet, candidates: CardSet, size: int, trumps_needed: int) -> list[tuple[Card, ...]]:
    """A few sensible écarts to compare: the club écart, ones emptying each suit or pair of suits that
    fits, and one that keeps the court cards."""
    out = [ecart_for(hand, candidates, size, trumps_needed)]
    plain = candidates & ~TRUMPS
    if trumps_needed:
        trumps = cards_of(candidates & TRUMPS)
        # Which trumps go matters little; also try keeping the low ones (they may save the Petit).
        out.append((*cards_of(plain), *trumps[-trumps_needed:]))
    else:
        out.append(ecart_voiding(hand, plain, size, (), bank_courts=False))
        for suit in range(4):
            if plain & SUIT_MASKS[suit]:
                out.append(ecart_voiding(hand, plain, size, (suit,)))
        for a in range(4):
            for b in range(a + 1, 4):
                if (plain & (SUIT_MASKS[a] | SUIT_MASKS[b])).bit_count() <= size:
                    out.append(ecart_voiding(hand, plain, size, (a, b)))
    unique: list[tuple[Card, ...]] = []
    for ecart in out:
        ecart = tuple(sorted(ecart))
        if ecart not in unique:
            unique.append(ecart)
    return unique


# -- poignée --------------------------------------------------------------------------------------------


def poignee_pays(attack: bool, contract: Contract | None, hand: CardSet, players: int) -> bool:
    """A club rule for the poignée: its bonus goes to the winning camp (R7.7), so the attack shows it
    (a long trump hand usually wins), and a defender only when his trumps make the contract likely to
    fall: against a Prise or a Garde, holding T21 or the Excuse."""
    if attack:
        return True
    if contract is None or contract > Contract.GARDE:
        return False
    return bool(hand & (MONDE_BIT | EXCUSE_BIT))


# -- equivalent cards ------------------------------------------------------------------------------------


def equivalent_plays(a: Card, b: Card, known: CardSet) -> bool:
    """Whether playing ``a`` or ``b`` changes nothing but the card: two low cards (worth half a point each,
    neither the Petit) of one group, with no card between them that someone else might hold (``known``: the
    cards nobody else may hold). Its classes are those of ``distinct_plays``."""
    if a > b:
        a, b = b, a
    if SUIT_OF[a] != SUIT_OF[b] or not POINTS[a] == POINTS[b] == 1 or PETIT in (a, b):
        return False
    between = ((1 << b) - 1) & ~((2 << a) - 1)
    return not between & ~known


def distinct_plays(legal: CardSet, hand: CardSet, gone: CardSet) -> list[Card]:
    """One card per class of equivalent legal cards (``equivalent_plays``): the lowest of each run of low cards
    of one group with no card between them that someone else might hold."""
    out: list[Card] = []
    previous = -1
    known = hand | gone
    for card in cards_of(legal):
        if previous >= 0 and equivalent_plays(previous, card, known):
            previous = card
            continue
        out.append(card)
        previous = card
    return out


__all__ = [
    "QUEENS",
    "Table",
    "beats",
    "call_for",
    "cheapest_card",
    "choose_card",
    "distinct_plays",
    "ecart_for",
    "ecart_variants",
    "ecart_voiding",
    "equivalent_plays",
    "foes_after",
    "is_safe",
    "poignee_pays",
    "ruffed_suits",
    "winning_cards",
]
