"""Property tests: whole random deals for 3, 4 and 5 players under random house rules (hypothesis), with the
invariants checked after every step:

* cards are conserved: ``deal.zones()`` are disjoint, cover the 78 cards and hold 182 half-points;
* the legal set is never empty until the deal is over, and every action taken comes from it;
* ``legal_plays`` equals an independent implementation of the R9.4 pseudo-code (with R5.5 and the R13 options),
  and ``is_legal``/``why_illegal`` agree with it card by card;
* actions outside the legal set (other cards in hand, cards not held, wrong seats, bad bids, bad écarts, bad
  calls, bad poignées) are refused with an ``IllegalActionError`` carrying a ``RuleViolation``, and the state is
  exactly unchanged;
* no seat's view shows another seat's cards, an unseen chien or écart, or the hidden 5-player partner;
* record → JSON → replay gives the same state (checked mid-deal and at the end) and the same score;
* at the end, 91 points in all and scores summing to zero; a match's totals sum to zero.

The CI run plays about 800 deals; ``pytest -m soak`` plays 6,000 more through hypothesis and 20,000 without.
"""

from __future__ import annotations

import random

import pytest
from helpers import (
    check_situation,
    check_views,
    check_zones,
    layout_from_cards,
    naive_legal,
    random_action,
    roundtrip,
    snapshot,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_tui.engine import (
    EXCUSE,
    PASS,
    Action,
    AnnounceChelem,
    Bid,
    CallCard,
    Contract,
    Deal,
    DeclarePoignee,
    Discard,
    IllegalActionError,
    Match,
    MatchRecord,
    Phase,
    Play,
    Rules,
    RuleViolation,
    VoidReason,
    cards_of,
    is_trump,
)
from tarot_tui.engine.cards import KINGS, RANK_OF, TRUMPS

RULES = st.builds(
    Rules,
    deal_packet_size_3p=st.sampled_from([3, 4]),
    chien_dealing=st.sampled_from(["single", "packets"]),
    petit_sec_redeal=st.booleans(),
    bidding_rounds=st.sampled_from(["single", "repeated"]),
    contract_base=st.sampled_from([25, 0]),
    petit_au_bout_multiplied=st.booleans(),
    poignee_to_winning_camp=st.booleans(),
    must_overtrump_partner=st.booleans(),
    must_undertrump=st.booleans(),
    defence_chelem_bonus=st.sampled_from([200, 0]),
    five_player_lead_restriction=st.booleans(),
    excuse_last_trick=st.sampled_from(["changes-camp", "to-trick-winner"]),
    beginner=st.booleans(),
)

PROPERTY_SETTINGS = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# -- actions that must be refused ---------------------------------------------------------------------------


def illegal_samples(deal: Deal, rng: random.Random) -> list[tuple[Action, int | None]]:
    """A few actions, each with the seat trying it, that the rules refuse in the current state."""
    mover = deal.to_move
    assert mover is not None
    n = deal.players
    other = (mover + 1 + rng.randrange(n - 1)) % n
    held = deal.hands[mover]
    out: list[tuple[Action, int | None]] = []
    not_held = [card for card in range(78) if not held >> card & 1]
    phase = deal.phase
    if phase is Phase.TRICKS:
        legal = deal.legal_plays()
        refused = [card for card in cards_of(held) if not legal >> card & 1]
        if refused:
            out.append((Play(rng.choice(refused)), None))
        out.append((Play(rng.choice(not_held)), None))
        out.append((Play(rng.choice(cards_of(deal.hands[other]) or [0])), other))
        out.append((Bid(Contract.PRISE), None))
        if deal.tricks or mover in deal.poignees:
            trumps = cards_of(held & TRUMPS)
            if len(trumps) >= 8:
                out.append((DeclarePoignee(tuple(trumps[:8])), None))
        else:
            # A poignée of a wrong size, or with a card not held.
            out.append((DeclarePoignee(tuple(cards_of(held & TRUMPS))[:7]), None))
            out.append((DeclarePoignee((*cards_of(held & TRUMPS)[:9], rng.choice(not_held))), None))
    elif phase is Phase.BIDDING:
        best = deal.highest_bid
        if best is not None:
            out.append((Bid(Contract(rng.randint(1, int(best)))), None))
        if deal.rules.beginner:
            out.append((Bid(Contract.GARDE_SANS), None))
        out.append((PASS, other))
        out.append((Play(cards_of(held)[0]), None))
        out.append((AnnounceChelem(True), None))
    elif phase is Phase.CALL:
        allowed = set(deal.callable_cards())
        out.append((CallCard(rng.choice([card for card in range(78) if card not in allowed])), None))
        out.append((CallCard(next(iter(allowed))), other))
    elif phase is Phase.DISCARD:
        e = deal.chien_size
        hand = cards_of(held)
        forbidden = [card for card in hand if (1 << card) & (KINGS | (1 << 0) | (1 << 20) | (1 << EXCUSE))]
        candidates = cards_of(deal.discard_candidates())
        if forbidden:
            out.append((Discard((rng.choice(forbidden), *candidates[: e - 1])), None))
        out.append((Discard(tuple(candidates[: e - 1])), None))
        out.append((Discard((rng.choice(not_held), *candidates[: e - 1])), None))
        trumps = cards_of(held & TRUMPS & ~1 & ~(1 << 20))
        needed = deal.trumps_to_discard()
        if trumps and needed < e:
            plain = [card for card in candidates if not is_trump(card)]
            wrong = min(len(trumps), needed + 1)
            out.append((Discard((*trumps[:wrong], *plain[: e - wrong])), None))
        out.append((Discard(tuple(rng.sample(hand, e))), other))
        out.append((Play(hand[0]), None))
    elif phase is Phase.CHELEM:
        out.append((AnnounceChelem(False), other))
        out.append((Play(cards_of(held)[0]), None))
        if deal.rules.beginner:
            out.append((AnnounceChelem(True), None))
    return out


def check_refusals(deal: Deal, rng: random.Random) -> None:
    before = snapshot(deal)
    for action, seat in illegal_samples(deal, rng):
        violation = deal.why_illegal(action, seat)
        if violation is None:
            # A randomly built écart or poignée can happen to be valid: it must then be in the rules' terms.
            assert isinstance(action, Discard | DeclarePoignee) and seat is None, action
            continue
        assert isinstance(violation, RuleViolation)
        assert not deal.is_legal(action, seat)
        with pytest.raises(IllegalActionError) as info:
            deal.apply(action, seat=seat)
        assert info.value.violation == violation
        assert snapshot(deal) == before, f"refused {action} changed the state"


def random_poignee(deal: Deal, rng: random.Random) -> DeclarePoignee | None:
    """A random valid display (not only the canonical one): any subset of the right size, the Excuse when it
    stands in for the missing trump (R7.4–R7.6)."""
    sizes = deal.poignee_sizes()
    if not sizes:
        return None
    seat = deal.to_move
    assert seat is not None
    size = rng.choice(list(sizes.values()))
    allowed = deal.hands[seat] & TRUMPS
    if seat == deal.taker:
        allowed |= deal.ecart & TRUMPS
    trumps = cards_of(allowed)
    if len(trumps) >= size:
        return DeclarePoignee(tuple(rng.sample(trumps, size)))
    return DeclarePoignee((*trumps, EXCUSE))


# -- one whole deal -----------------------------------------------------------------------------------------


def check_tricks_step(deal: Deal) -> None:
    legal = deal.legal_plays()
    assert legal, "empty legal set during the tricks"
    seat = deal.to_move
    assert seat is not None
    hand = deal.hands[seat]
    assert legal & ~hand == 0
    assert set(cards_of(legal)) == naive_legal(deal)
    if hand >> EXCUSE & 1:
        assert legal >> EXCUSE & 1  # R9.4.1
    for card in cards_of(hand):
        assert deal.is_legal(Play(card)) == bool(legal >> card & 1)
    playable = {card for card in cards_of(hand) if deal.why_card_illegal(card) is None}
    assert playable == set(cards_of(legal))
    check_situation(deal)


def stacked_deal(players: int, dealer: int, rules: Rules, rng: random.Random, seat: int, trumps: int) -> Deal:
    """A deal where ``seat`` holds the ``trumps`` highest trumps and the Excuse (a chelem or poignée hand);
    the other cards are shuffled and dealt to the other seats and the chien."""
    size = {3: 24, 4: 18, 5: 15}[players]
    trumps = min(trumps, size - 1)
    strong = [*range(20, 20 - trumps, -1), EXCUSE]
    others = [card for card in range(78) if card not in strong]
    rng.shuffle(others)
    hands = {seat: strong + others[: size - len(strong)]}
    others = others[size - len(strong) :]
    for other in range(players):
        if other != seat:
            hands[other], others = others[:size], others[size:]
    layout = layout_from_cards(hands, others, players=players, dealer=dealer, rules=rules)
    return Deal(layout, players, dealer, rules)


def strongest(deal: Deal) -> int:
    """The strongest legal card (trumps above suit cards, then rank), keeping the Excuse for the last trick."""
    legal = cards_of(deal.legal_plays())
    others = [card for card in legal if card != EXCUSE]
    if not others:
        return EXCUSE
    return max(others, key=lambda card: (100 + card) if is_trump(card) else RANK_OF[card])


def play_checked(
    deal: Deal,
    rng: random.Random,
    *,
    views: bool = True,
    refusals_every: int = 1,
    strong_seat: int | None = None,
) -> None:
    """Play ``deal`` to its end with random legal actions, checking the invariants after every step. A
    ``strong_seat`` bids, announces a chelem half the time, and plays its strongest card."""
    check_zones(deal)
    steps = 0
    replay_at = rng.randrange(20, 60)
    while not deal.phase.is_over:
        assert deal.to_move is not None
        assert next(deal.legal_actions(), None) is not None, f"no legal action in {deal.phase.name}"
        if deal.phase is Phase.TRICKS:
            check_tricks_step(deal)
        if steps % refusals_every == 0:
            check_refusals(deal, rng)
        action: Action | None = None
        strong = deal.to_move == strong_seat
        if strong and deal.phase is Phase.BIDDING and len(deal.legal_bids()) > 1:
            action = rng.choice(deal.legal_bids()[1:])
        elif strong and deal.phase is Phase.CHELEM:
            action = AnnounceChelem(not deal.rules.beginner and rng.random() < 0.5)
        elif deal.phase is Phase.TRICKS and rng.random() < 0.3:
            action = random_poignee(deal, rng)
        if action is None and strong and deal.phase is Phase.TRICKS:
            action = Play(strongest(deal))
        if action is None:
            action = random_action(deal, rng)
        assert deal.is_legal(action), action
        deal.apply(action)
        steps += 1
        check_zones(deal)
        if views:
            check_views(deal)
        if steps == replay_at and deal.layout is not None:
            assert snapshot(roundtrip(deal)) == snapshot(deal)
    check_end(deal)


def check_end(deal: Deal) -> None:
    assert deal.to_move is None
    assert deal.scores is not None and sum(deal.scores) == 0
    assert next(deal.legal_actions(), None) is None
    if deal.phase is Phase.SCORED:
        b = deal.breakdown
        assert b is not None
        assert b.attack_points + b.defence_points == 91
        assert len(deal.tricks) == deal.size
        assert deal.total_half_points() == 182
        assert sorted(card for _, cards, _ in deal.tricks for card in cards) == sorted(
            set(range(78)) - set(cards_of(deal.ecart if deal.contract and deal.contract.chien_shown else deal.chien))
        )
    else:
        assert isinstance(deal.void_reason, VoidReason)
        assert set(deal.scores) == {0}
    again = roundtrip(deal)
    assert snapshot(again) == snapshot(deal)
    assert again.scores == deal.scores


@pytest.mark.parametrize("players", [3, 4, 5])
@PROPERTY_SETTINGS
@given(data=st.data(), rules=RULES)
def test_random_deals_keep_every_invariant(players: int, data: st.DataObject, rules: Rules) -> None:
    """Whole random deals under random house rules (see the module docstring for the invariants). A quarter of
    the deals give one seat the top trumps and the Excuse, and that seat bids and plays strong, so chelems,
    the Excuse led to the last trick (R8.5, R8.6) and poignées come up too."""
    random_deal_checked(players, data, rules)


@pytest.mark.soak
@pytest.mark.parametrize("players", [3, 4, 5])
@settings(PROPERTY_SETTINGS, max_examples=2_000)
@given(data=st.data(), rules=RULES)
def test_many_random_deals_keep_every_invariant(players: int, data: st.DataObject, rules: Rules) -> None:
    random_deal_checked(players, data, rules)


def random_deal_checked(players: int, data: st.DataObject, rules: Rules) -> None:
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    strong = data.draw(st.one_of(st.none(), st.tuples(st.integers(0, players - 1), st.integers(6, 21))), label="strong")
    if strong is None:
        deal = Deal.new(players, dealer, rng, rules)
        play_checked(deal, rng)
    else:
        seat, trumps = strong
        deal = stacked_deal(players, dealer, rules, rng, seat, trumps)
        play_checked(deal, rng, strong_seat=seat)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([3, 4, 5]),
    rules=RULES,
    sits_out=st.booleans(),
    seed=st.integers(0, 2**32 - 1),
    deals=st.integers(1, 6),
)
def test_random_match_totals_sum_to_zero(players: int, rules: Rules, sits_out: bool, seed: int, deals: int) -> None:
    """R12.3: over a random evening the running totals always sum to zero; the dealer moves on (R1.5, or stays
    after an all-pass in dealer-sits-out mode, R13); the match record replays to the same totals."""
    if players == 5 and sits_out:
        rules = rules.model_copy(update={"five_player_mode": "dealer-sits-out"})
    rng = random.Random(seed)
    match = Match(players, rules, first_dealer=rng.randrange(players))
    for _ in range(deals):
        expected_dealer = match.next_dealer
        played = match.start_deal(rng)
        assert played.dealer == expected_dealer
        play_checked(played.deal, rng, views=False, refusals_every=7)
        assert sum(match.totals) == 0
        assert sum(played.match_scores(players)) == 0
        if match.sits_out:
            assert played.match_scores(players)[played.dealer] == 0
    text = match.to_record().model_dump_json()
    again = Match.from_record(MatchRecord.model_validate_json(text))
    assert again.totals == match.totals and again.next_dealer == match.next_dealer
    assert [len(h) for h in match.history_totals()] == [players] * len(match.deals)


@pytest.mark.soak
@pytest.mark.parametrize("players", [3, 4, 5])
def test_soak_random_deals(players: int) -> None:
    """Soak: 20,000 random deals in all (about 6,700 per table size), same invariants, views sampled."""
    for seed in range(6_700):
        rng = random.Random(seed * 7 + players)
        rules = Rules(
            deal_packet_size_3p=rng.choice([3, 4]),
            chien_dealing=rng.choice(["single", "packets"]),
            petit_sec_redeal=rng.random() < 0.8,
            bidding_rounds=rng.choice(["single", "repeated"]),
            must_overtrump_partner=rng.random() < 0.7,
            must_undertrump=rng.random() < 0.7,
            five_player_lead_restriction=rng.random() < 0.8,
            excuse_last_trick=rng.choice(["changes-camp", "to-trick-winner"]),
            beginner=rng.random() < 0.2,
        )
        deal = Deal.new(players, seed % players, rng, rules)
        play_checked(deal, rng, views=seed % 10 == 0, refusals_every=5)
