"""The card play of the club heuristics and the beginner's inferences as they were before the speed work of issue 16:
every trick scanned at every decision, the winning cards found one ``beats`` call at a time. ``test_fast_policy``
checks that the fast code decides exactly as this does."""


from __future__ import annotations

from tarot_tui.bots.knowledge import Knowledge
from tarot_tui.bots.policy import Table
from tarot_tui.bots.tables import ABOVE, EXCUSE_BIT, MONDE_BIT, PETIT_BIT, POINTS, high_bit, low_bit
from tarot_tui.engine.cards import (
    EXCUSE,
    KINGS,
    MONDE,
    PETIT,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_SUIT,
    TRUMPS,
    Card,
    CardSet,
    cards_of,
    cardset,
)
from tarot_tui.engine.views import SeatView, TrickView


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


def _camps(view: SeatView, know: Knowledge) -> None:
    seat = view.seat
    taker = view.taker
    n = view.players
    if taker is None or seat is None:
        return
    if n == 5 and not view.partner_known:
        # The partner is hidden from this seat (R5.3): it is the taker or a defender.
        know.attack = seat == taker
        know.foes = 0 if know.attack else 1 << taker
        return
    attack = 1 << taker
    if n == 5 and view.partner is not None:
        attack |= 1 << view.partner
    everyone = (1 << n) - 1
    know.attack = bool(attack >> seat & 1)
    own = attack if know.attack else everyone & ~attack
    know.friends = own & ~(1 << seat)
    know.foes = everyone & ~own


def plain_infer(view: SeatView) -> Knowledge:
    """``infer`` without its memo: every completed trick scanned again."""
    assert view.seat is not None
    seat = view.seat
    n = view.players
    undertrump = view.rules.must_undertrump
    know = Knowledge(
        seat=seat,
        players=n,
        hand=view.hand_mask,
        played=0,
        played_by=[0] * n,
        gone=0,
        voids=[0] * n,
        trump_ceiling=[20] * n,
        holds=[0] * n,
        only_shown_trumps=[False] * n,
        attack=False,
        friends=0,
        foes=0,
    )
    for trick in (*view.tricks, view.current):
        _scan_trick(trick, n, know.played_by, know.voids, know.trump_ceiling, undertrump)
    played = 0
    for mask in know.played_by:
        played |= mask
    know.played = played
    know.gone = played | cardset(view.ecart)
    for other, shown in view.poignees.items():
        if other == seat:
            continue
        shown_mask = cardset(shown) & ~cardset(view.ecart_trumps)
        know.holds[other] |= shown_mask & ~played
        if EXCUSE in shown:
            know.only_shown_trumps[other] = True
    called = view.called_card
    partner = view.partner if view.partner_known else None
    if called is not None and partner is not None and partner != seat and not played >> called & 1:
        know.holds[partner] |= 1 << called
    _camps(view, know)
    return know


def plain_table_of_view(view: SeatView) -> Table:
    """The ``Table`` of the view's seat for a card decision, from public play and its own hand."""
    assert view.seat is not None and view.taker is not None
    know = plain_infer(view)
    trick = list(view.current.cards)
    suit = -1
    top = -1
    best = -1
    for index, card in enumerate(trick):
        group = SUIT_OF[card]
        if group < 0:
            continue
        if suit < 0:
            suit, best = group, index
            if group == TRUMP_SUIT:
                top = card
        elif group == TRUMP_SUIT:
            if card > top:
                top, best = card, index
        elif top < 0 and group == suit and card > trick[best]:
            best = index
    won = view.tricks_won
    own_camp_tricks = sum(won[s] for s in range(view.players) if s == view.seat or know.friends >> s & 1)
    return Table(
        seat=view.seat,
        players=view.players,
        hand=know.hand,
        legal=view.legal_mask,
        trick=trick,
        leader=view.current.leader,
        suit=suit,
        top_trump=top,
        best=best,
        gone=know.gone,
        friends=know.friends,
        foes=know.foes,
        voids=know.voids,
        taker=view.taker,
        attack=know.attack,
        tricks_left=len(view.hand),
        all_won=bool(view.tricks) and own_camp_tricks == len(view.tricks),
    )


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


def _discard(t: Table, mask: CardSet) -> Card:
    """The cheapest card to throw away: low points, from a short suit, never a king if avoidable."""
    plain = mask & ~TRUMPS & ~EXCUSE_BIT
    if plain:
        not_kings = plain & ~KINGS or plain
        low = min(POINTS[c] for c in cards_of(not_kings))
        lows = [c for c in cards_of(not_kings) if POINTS[c] == low]
        # Throw from the shortest suit, to make a void (a "coupe").
        return min(lows, key=lambda c: ((t.hand & SUIT_MASKS[SUIT_OF[c]]).bit_count(), c))
    trumps = mask & TRUMPS
    if trumps:
        return low_bit(trumps & ~PETIT_BIT or trumps)
    return low_bit(mask)


def _seats_after(t: Table) -> list[int]:
    n = t.players
    return [(t.seat + i) % n for i in range(1, n - len(t.trick))]


def _foe_after(t: Table, after: list[int]) -> bool:
    """Some seat still to play is not known to be a friend."""
    return any(not t.friends >> s & 1 for s in after)


def _is_safe(card: Card, t: Table, after: list[int]) -> bool:
    """``card``, winning the trick now, will still win it when the seats ``after`` have played."""
    foes = [s for s in after if not t.friends >> s & 1]
    if not foes:
        return True
    outside = ~t.gone & ~t.hand
    if card < EXCUSE:
        return not (ABOVE[card] & outside)
    suit = SUIT_OF[card]
    if ABOVE[card] & outside:
        return False
    # A foe known to be void in the suit may trump it, unless he is known to have no trumps either.
    return not any(t.voids[s] >> suit & 1 and not t.voids[s] >> TRUMP_SUIT & 1 for s in foes)


def plain_choose_card(t: Table) -> Card:
    """A sound club card: charge a partner's safe trick, win cheaply, otherwise lose as little as possible.

    Follows the usual advice: the Excuse is played for value and never kept for the last trick (R9.9);
    the Petit is saved when it can be (played last on a trick it wins, or under a partner's sure trick)
    and hunted by leading trumps; no trump is wasted on a partner's sure trick.
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
    after = _seats_after(t)
    winner = (t.leader + t.best) % t.players
    friend_wins = bool(t.friends >> winner & 1)
    trick_points = sum(POINTS[c] for c in t.trick if c != EXCUSE)
    if PETIT in t.trick:
        trick_points += 10  # the Petit is worth more than its points: hunt or save it

    if friend_wins and _is_safe(t.trick[t.best], t, after):
        plain = options & ~TRUMPS
        if plain:
            return _highest_by_points(plain)  # charge the partner's trick
        if options & PETIT_BIT:
            return PETIT  # save the Petit under the partner's sure trick
        return low_bit(options & ~MONDE_BIT or options)

    winners = 0
    mask = options
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        if beats(card, t):
            winners |= low
    if winners:
        foe_after = _foe_after(t, after)
        plain_winners = winners & ~TRUMPS
        if plain_winners:
            if not foe_after:
                return low_bit(plain_winners)
            safe = [c for c in cards_of(plain_winners) if _is_safe(c, t, after)]
            if safe:
                return safe[0]
        else:
            if not foe_after:
                cheap = winners & ~MONDE_BIT
                if winners & MONDE_BIT and (trick_points >= 6 or not cheap):
                    return MONDE if not cheap else low_bit(cheap)
                return low_bit(cheap or winners)
            safe = [c for c in cards_of(winners) if _is_safe(c, t, after)]
            if safe and (trick_points >= 5 or safe[0] != MONDE):
                return safe[0]
            if not friend_wins:
                # Not sure to hold: win with a fair trump, never risking the Petit.
                risky = winners & ~PETIT_BIT & ~MONDE_BIT
                if risky:
                    return low_bit(risky) if trick_points < 5 else high_bit(risky)
    # The trick is lost (or left to a partner whose card may still be beaten): lose little.
    cheapest = _discard(t, options)
    if legal & EXCUSE_BIT and not friend_wins and (POINTS[cheapest] >= 5 or cheapest == PETIT):
        return EXCUSE  # the Excuse saves a court card or the Petit
    if friend_wins and not options & ~TRUMPS and options & PETIT_BIT and not _foe_after(t, after):
        return PETIT
    return cheapest


def _lead(t: Table) -> Card:
    legal = t.legal
    hand = t.hand
    options = legal & ~EXCUSE_BIT or legal
    outside = ~t.gone & ~hand
    trumps = options & TRUMPS
    trumps_out = TRUMPS & outside
    foes = [s for s in range(t.players) if t.foes >> s & 1]
    if t.attack and t.seat == t.taker and trumps and trumps_out:
        mine = trumps.bit_count()
        if mine >= trumps_out.bit_count() or (trumps_out & PETIT_BIT and mine >= 4):
            top = high_bit(trumps)
            if not ABOVE[top] & trumps_out:
                return top  # a master trump draws two of theirs (and hunts the Petit)
            low = trumps & ~PETIT_BIT & ~MONDE_BIT
            if low:
                return low_bit(low)
    # Cash a master suit card in a suit no foe is known to trump.
    plain = options & ~TRUMPS
    best_master = -1
    for card in cards_of(plain):
        suit = SUIT_OF[card]
        if ABOVE[card] & outside:
            continue
        if any(t.voids[s] >> suit & 1 and not t.voids[s] >> TRUMP_SUIT & 1 for s in foes):
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
        longest = max(range(4), key=lambda s: ((plain & SUIT_MASKS[s]).bit_count(), s))
        cards = plain & SUIT_MASKS[longest]
        low_cards = [c for c in cards_of(cards) if POINTS[c] == 1]
        if low_cards:
            return low_cards[0]
        return _lowest_by_points(plain)
    if trumps:
        return low_bit(trumps & ~PETIT_BIT & ~MONDE_BIT or trumps & ~PETIT_BIT or trumps)
    return low_bit(legal)
