"""Shared helpers for the engine tests: card notation in, positions built with ``Deal.from_hands``, scripted
play, state snapshots and the privacy check of seat views.

Every helper takes cards in the project's notation (``"2H QH KS T5 T12"``), never raw ids, so a test reads
like the rules reference it restates.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from tarot_tui.engine import (
    EXCUSE,
    Action,
    AnnounceChelem,
    Bid,
    CallCard,
    CardSet,
    Contract,
    Deal,
    DealLayout,
    DealRecord,
    Discard,
    Phase,
    Play,
    Reason,
    Rules,
    Situation,
    card_str,
    cards_of,
    cardset,
    is_trump,
    parse_card,
    parse_cards,
    suit_of,
    trick_situation,
    view_for,
    visible_cards,
)
from tarot_tui.engine.cards import ALL_CARDS, SUIT_MASKS, SUIT_OF, TRUMPS
from tarot_tui.engine.dealing import packet_plan
from tarot_tui.engine.record import record_of, replay

FFT = Rules()


def c(text: str) -> int:
    """One card id from its notation."""
    return parse_card(text)


def cs(text: str) -> CardSet:
    """The bitmask of the cards in ``text``."""
    return cardset(parse_cards(text))


def names(mask_or_cards: CardSet | Iterable[int]) -> set[str]:
    """Card notation of a bitmask or a list of ids, as a set (for readable assertion diffs)."""
    cards = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else list(mask_or_cards)
    return {card_str(card) for card in cards}


def hand_size(players: int) -> int:
    return {3: 24, 4: 18, 5: 15}[players]


# -- positions built from hands -----------------------------------------------------------------------


def situation(
    table: str,
    hand: str,
    *,
    players: int = 4,
    taker: int = 0,
    contract: Contract = Contract.PRISE,
    rules: Rules = FFT,
    called_card: str | None = None,
    partner: int | None = None,
) -> Deal:
    """A trick in progress: seat 0 leads, seats 0.. play the cards of ``table`` in order, and the next seat
    is to move holding ``hand``.

    Every seat starts the trick with as many cards as the mover. The seats that already played get, besides
    their table card, low cards of a plain suit that appears neither on the table nor in the mover's hand,
    so their own card was legal for them whatever it was (a follower keeps following, a trumper stays void
    and holds no higher trump). Seats after the mover get the same kind of filler.
    """
    played = parse_cards(table)
    mine = parse_cards(hand)
    mover = len(played)
    assert mover < players
    used = cardset(played) | cardset(mine)
    banned_suits = {SUIT_OF[card] for card in played + mine if card >= 22}
    pool: list[int] = []
    for suit in range(4):
        if suit not in banned_suits:
            pool.extend(cards_of(SUIT_MASKS[suit] & ~used))
    if not pool:  # every suit is used: take low cards of any suit not on the table
        table_suits = {SUIT_OF[card] for card in played if card >= 22}
        for suit in range(4):
            if suit not in table_suits:
                pool.extend(cards_of(SUIT_MASKS[suit] & ~used))
    size = len(mine)
    hands = [0] * players
    for seat in range(players):
        if seat == mover:
            hands[seat] = cardset(mine)
            continue
        own = [played[seat]] if seat < mover else []
        need = size - len(own)
        filler, pool = pool[:need], pool[need:]
        assert len(filler) == need, "not enough filler cards for this situation"
        hands[seat] = cardset(own + filler)
    deal = Deal.from_hands(
        hands,
        dealer=players - 1,
        taker=taker,
        contract=contract,
        rules=rules,
        called_card=None if called_card is None else c(called_card),
        partner=partner,
        leader=0,
    )
    for card in played:
        deal.apply(Play(card))
    assert deal.to_move == mover
    return deal


def five_player_opening(b_cards: str, called: str = "KS", leader: int = 1, chelem: bool = False) -> Deal:
    """5 players, dealer A (seat 0) is the taker and called ``called``; the eldest B (seat 1) holds
    ``b_cards`` (15 cards); ♥K and two diamonds are in the chien; the rest is dealt round the table."""
    chien = cs("KH 2D 3D")
    b_hand = cs(b_cards)
    assert b_hand.bit_count() == 15
    rest = [card for card in range(78) if not (chien | b_hand) >> card & 1]
    hands = [0, b_hand, 0, 0, 0]
    others = [2, 3, 4, 0]
    for i, card in enumerate(rest):
        hands[others[i % 4]] |= 1 << card
    return Deal.from_hands(
        hands,
        dealer=0,
        taker=0,
        contract=Contract.GARDE_SANS,
        chien=chien,
        called_card=c(called),
        chelem_announced=chelem,
        leader=None if not chelem else 0,
    )


def legal_names(deal: Deal) -> set[str]:
    return names(deal.legal_plays())


def refusals(deal: Deal) -> dict[str, Reason | None]:
    """Each card of the mover's hand with its refusal reason (None when playable)."""
    assert deal.to_move is not None
    out: dict[str, Reason | None] = {}
    for card in cards_of(deal.hands[deal.to_move]):
        violation = deal.why_card_illegal(card)
        out[card_str(card)] = None if violation is None else violation.reason
    return out


# -- an independent statement of R9.4 -------------------------------------------------------------------------


def knows_partner(deal: Deal, seat: int, other: int) -> bool:
    """R13 ``must_overtrump_partner`` off: ``seat`` is spared only by a trump it knows to be its partner's."""
    if seat == other or deal.camp_of(seat) != deal.camp_of(other):
        return False
    if deal.players < 5 or deal.partner_revealed:
        return True
    return seat == deal.partner and other == deal.taker


def naive_legal(deal: Deal) -> set[int]:
    """The reference pseudo-code of R9.4, with R5.5 and the R13 options, from the hand and the table only."""
    seat = deal.to_move
    assert seat is not None
    hand = cards_of(deal.hands[seat])
    table = deal.trick_cards
    excuse = {EXCUSE} & set(hand)
    setters = [card for card in table if card != EXCUSE]
    if not setters:
        legal = set(hand)
        first_card = not deal.tricks and not table
        if (
            first_card
            and deal.players == 5
            and deal.called_card is not None
            and deal.rules.five_player_lead_restriction
        ):
            called_suit = suit_of(deal.called_card)
            barred = {card for card in hand if suit_of(card) == called_suit and card != deal.called_card}
            if legal - barred:
                legal -= barred
        return legal
    led = setters[0]
    if not is_trump(led):
        same = {card for card in hand if suit_of(card) == suit_of(led)}
        if same:
            return same | excuse
    trumps = {card for card in hand if is_trump(card)}
    if not trumps:
        return set(hand)
    on_table = [card for card in table if is_trump(card)]
    if on_table:
        top = max(on_table)
        higher = {t for t in trumps if t > top}
        top_seat = (deal.trick_leader + table.index(top)) % deal.players
        if higher and not (not deal.rules.must_overtrump_partner and knows_partner(deal, seat, top_seat)):
            return higher | excuse
        if not higher and not is_trump(led) and not deal.rules.must_undertrump:
            return set(hand)
    return trumps | excuse


# -- scripted play --------------------------------------------------------------------------------------


Policy = Callable[[Deal], int]


def check_situation(deal: Deal) -> None:
    """``trick_situation`` names the case that gives exactly ``legal_plays``: each kind stated on its own from
    the hand and the table (R9.2-R9.4.5, R5.5, R13), and the seat's view carries the same situation."""
    found = trick_situation(deal)
    seat = deal.to_move
    assert found is not None and seat is not None
    hand = deal.hands[seat]
    legal = deal.legal_plays()
    exc = hand & (1 << EXCUSE)
    trumps = hand & TRUMPS
    top = found.to_beat
    above = trumps & ~((2 << top) - 1) if top is not None else trumps
    led = [card for card in deal.trick_cards if card != EXCUSE]
    kind = found.kind
    assert found.excuse == bool(exc or EXCUSE in deal.trick_cards)
    assert top == (max((card for card in deal.trick_cards if is_trump(card)), default=None))
    if kind in (Situation.LEAD, Situation.EXCUSE_LED):
        assert not led and found.suit is None
        assert (kind is Situation.EXCUSE_LED) == bool(deal.trick_cards)
        opening_chelem = not deal.tricks and deal.chelem_announced  # the announcer leads (R8.3)
        lead_rule = "R8.3" if opening_chelem else "R9.2"
        assert found.rule == ("R5.5" if legal != hand else lead_rule if kind is Situation.LEAD else "R9.3")
        return
    assert led, kind
    suit = suit_of(led[0])
    assert found.suit == (None if suit is None else int(suit))
    expected = {
        Situation.FOLLOW: (hand & SUIT_MASKS[suit] if suit is not None else 0) | exc,
        Situation.DISCARD: hand,
        Situation.UNDERTRUMP_WAIVED: hand,
        Situation.TRUMP: trumps | exc,
        Situation.UNDERTRUMP: trumps | exc,
        Situation.TRUMP_LED_ANY: trumps | exc,
        Situation.PARTNER_TRUMP: trumps | exc,
        Situation.OVERTRUMP: above | exc,
        Situation.TRUMP_LED: above | exc,
    }[kind]
    assert legal == expected, (kind, names(legal), names(expected))
    if kind is Situation.FOLLOW:
        assert suit is not None and hand & SUIT_MASKS[suit]
    elif kind is Situation.DISCARD:
        assert not trumps and (suit is None or not hand & SUIT_MASKS[suit])
    elif kind in (Situation.TRUMP, Situation.OVERTRUMP, Situation.UNDERTRUMP, Situation.UNDERTRUMP_WAIVED):
        assert suit is not None and not hand & SUIT_MASKS[suit] and trumps
        assert (top is None) == (kind is Situation.TRUMP)
        assert bool(above) == (kind is Situation.OVERTRUMP) or kind is Situation.TRUMP
        if kind in (Situation.UNDERTRUMP, Situation.UNDERTRUMP_WAIVED):
            assert deal.rules.must_undertrump == (kind is Situation.UNDERTRUMP)
    elif kind in (Situation.TRUMP_LED, Situation.TRUMP_LED_ANY):
        assert suit is None and trumps and bool(above) == (kind is Situation.TRUMP_LED)
    else:
        assert kind is Situation.PARTNER_TRUMP and above and not deal.rules.must_overtrump_partner
    rule = {Situation.FOLLOW: "R9.4.3", Situation.DISCARD: "R9.4.5"}.get(kind, "R9.4.4")
    if kind in (Situation.UNDERTRUMP_WAIVED, Situation.PARTNER_TRUMP):
        rule = "R13"
    assert found.rule == rule
    assert view_for(deal, seat).situation == found


def lowest_non_excuse(deal: Deal) -> int:
    """The lowest legal card by id (trumps first, then suits), keeping the Excuse unless it is forced."""
    legal = cards_of(deal.legal_plays())
    others = [card for card in legal if card != EXCUSE]
    return others[0] if others else legal[0]


def play_out(deal: Deal, script: dict[tuple[int, int], str] | None = None, policy: Policy = lowest_non_excuse) -> list:
    """Play the deal to its end. ``script`` maps (trick index, seat) to a card; other moves use ``policy``.
    Every card goes through ``apply``, so a scripted card that is not legal fails the test. Returns all
    events."""
    script = script or {}
    events: list = []
    while deal.phase is Phase.TRICKS:
        seat = deal.to_move
        assert seat is not None
        key = (deal.trick_number, seat)
        card = c(script[key]) if key in script else policy(deal)
        events.extend(deal.apply(Play(card)))
    return events


# -- snapshots and checks ---------------------------------------------------------------------------------


def snapshot(deal: Deal) -> dict[str, Any]:
    """A copy of every slot of the deal, to check that a refused action changed nothing and that a replayed
    deal equals the original. The deal's lists and dicts are copied; what they hold (ints, tuples, frozen
    actions) is immutable, so a shallow copy is exact."""
    out: dict[str, Any] = {}
    for name in Deal.__slots__:
        if not hasattr(deal, name) or name == "_legal":  # the memo of legal_plays(), not state
            continue
        value = getattr(deal, name)
        if isinstance(value, list):
            value = list(value)
        elif isinstance(value, dict):
            value = dict(value)
        out[name] = value
    return out


def known_to(deal: Deal, seat: int) -> CardSet:
    """Every card ``seat`` may legitimately see outside the cards played: its hand, the chien once shown
    (or at the end), the écart for the taker (or at the end), the trumps shown in the écart, the poignées.
    ``seat=-1`` is a spectator, who holds no hand."""
    over = deal.phase.is_over
    known = deal.hands[seat] if seat >= 0 else 0
    contract = deal.contract
    if contract is not None and ((contract.chien_shown and deal.phase is not Phase.CALL) or over):
        known |= deal.chien
    if seat == deal.taker or over:
        known |= deal.ecart
    known |= deal.ecart & TRUMPS
    for shown in deal.poignees.values():
        known |= cardset(shown)
    return known


def check_views(deal: Deal) -> None:
    """No seat's view holds another seat's cards, an unseen chien or écart, or a hidden 5p partner."""
    for seat in range(deal.players):
        view = view_for(deal, seat)
        assert cardset(view.hand) == deal.hands[seat]
        seen = cardset(visible_cards(view)) | cardset(view.discard_candidates) | cardset(view.poignee_pool)
        leaked = seen & ~known_to(deal, seat)
        assert not leaked, f"seat {seat} sees {names(leaked)} in {deal.phase.name}"
        if seat == deal.to_move:
            assert view.poignee_levels == deal.poignee_sizes(seat)
            assert cardset(view.poignee_pool) == (deal.poignee_pool(seat) if view.poignee_sizes else 0)
        if deal.players == 5 and deal.called_card is not None:
            holds_called = bool(deal.hands[seat] >> deal.called_card & 1)
            may_know = (
                deal.partner_revealed
                or deal.phase.is_over
                or seat == deal.partner
                or (seat == deal.taker and holds_called)
            )
            if not may_know:
                assert view.partner is None and not view.partner_known, f"seat {seat} learns the hidden partner"
    spectator = view_for(deal, None)
    assert spectator.hand == () and spectator.legal == ()
    public = known_to(deal, seat=-1)
    leaked = cardset(visible_cards(spectator)) & ~public
    assert not leaked, f"a spectator sees {names(leaked)} in {deal.phase.name}"


def check_zones(deal: Deal) -> None:
    """Cards are conserved: the zones are disjoint, cover the 78 cards and hold 91 points (R2.4)."""
    zones = deal.zones()
    union = 0
    for zone in zones:
        assert not union & zone, f"a card is in two zones: {names(union & zone)}"
        union |= zone
    assert union == ALL_CARDS
    assert deal.total_half_points() == 182


def roundtrip(deal: Deal) -> Deal:
    """record → JSON → replay."""
    text = record_of(deal).model_dump_json()
    return replay(DealRecord.from_json(text))


def same_state(a: Deal, b: Deal) -> bool:
    return snapshot(a) == snapshot(b)


# -- whole deals with a seeded RNG (for rule tests that need a real deal) ---------------------------------


def bid_to(deal: Deal, taker: int, contract: Contract) -> None:
    """Everyone passes except ``taker``, who bids ``contract`` (single round)."""
    while deal.phase is Phase.BIDDING:
        seat = deal.to_move
        deal.apply(Bid(contract) if seat == taker else Bid(None))


def first_discard(deal: Deal) -> Discard:
    return next(deal.legal_discards())


def random_deal(players: int, seed: int, rules: Rules = FFT, dealer: int = 0) -> Deal:
    """A freshly dealt deal with petit sec excluded (the next seed is tried when it voids)."""
    while True:
        deal = Deal.new(players, dealer, random.Random(seed), rules)
        if deal.phase is Phase.BIDDING:
            return deal
        seed += 10_007


def layout_for(
    hands: dict[int, str],
    chien: str,
    *,
    players: int = 4,
    dealer: int = 0,
    rules: Rules = FFT,
    gaps: tuple[int, ...] | None = None,
) -> DealLayout:
    """A pack order that deals the given hands and chien (the inverse of R3.3/R3.4 dealing). Seats missing
    from ``hands`` get the remaining cards in id order. The chien gets its cards at ``gaps`` (default: the
    first interior gaps)."""
    wanted = {seat: parse_cards(text) for seat, text in hands.items()}
    return layout_from_cards(wanted, parse_cards(chien), players=players, dealer=dealer, rules=rules, gaps=gaps)


def layout_from_cards(
    hands: dict[int, list[int]],
    chien: list[int],
    *,
    players: int,
    dealer: int,
    rules: Rules,
    gaps: tuple[int, ...] | None = None,
) -> DealLayout:
    """``layout_for`` with card ids."""
    packet, packets, step = packet_plan(players, rules)
    size = hand_size(players)
    wanted = {seat: list(cards) for seat, cards in hands.items()}
    used = set(chien)
    for cards in wanted.values():
        assert len(cards) == size, f"a hand of {len(cards)} cards, not {size}"
        used |= set(cards)
    assert len(used) == size * len(wanted) + len(chien), "a card is given twice"
    rest = [card for card in range(78) if card not in used]
    for seat in range(players):
        if seat not in wanted:
            wanted[seat], rest = rest[:size], rest[size:]
    assert not rest
    if gaps is None:
        gaps = tuple(range(len(chien) // step))
    deck: list[int] = []
    chien_queue = list(chien)
    for i in range(packets):
        seat = (dealer + 1 + i) % players
        deck.extend(wanted[seat][:packet])
        wanted[seat] = wanted[seat][packet:]
        if i in gaps:
            deck.extend(chien_queue[:step])
            chien_queue = chien_queue[step:]
    assert len(deck) == 78
    return DealLayout(tuple(deck), tuple(gaps))


def random_discard(deal: Deal, rng: random.Random) -> Discard:
    """A uniformly chosen valid écart (R6.2), built from ``discard_candidates``/``trumps_to_discard``."""
    candidates = deal.discard_candidates()
    needed = deal.trumps_to_discard()
    if needed == 0:
        return Discard(tuple(rng.sample(cards_of(candidates), deal.chien_size)))
    plain = cards_of(candidates & ~TRUMPS)
    return Discard((*plain, *rng.sample(cards_of(candidates & TRUMPS), needed)))


def random_action(deal: Deal, rng: random.Random) -> Action:
    """A random legal action (poignées now and then, chelem announcements rarely)."""
    phase = deal.phase
    if phase is Phase.BIDDING:
        bids = deal.legal_bids()  # a pass, then the contracts from the lowest allowed up
        roll = rng.random()
        if roll < 0.45 or len(bids) == 1:
            return bids[0]
        return bids[1] if roll < 0.8 else rng.choice(bids[1:])
    if phase is Phase.CALL:
        return CallCard(rng.choice(deal.callable_cards()))
    if phase is Phase.DISCARD:
        return random_discard(deal, rng)
    if phase is Phase.CHELEM:
        return AnnounceChelem(not deal.rules.beginner and rng.random() < 0.05)
    poignees = deal.canonical_poignees()
    if poignees and rng.random() < 0.5:
        return rng.choice(poignees)
    return Play(rng.choice(cards_of(deal.legal_plays())))


def play_randomly(deal: Deal, rng: random.Random) -> None:
    while not deal.phase.is_over:
        deal.apply(random_action(deal, rng))


def apply_all(deal: Deal, actions: Iterable[Action]) -> None:
    for action in actions:
        deal.apply(action)
