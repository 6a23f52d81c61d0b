"""The deal review (coaching/analysis.py): deterministic, blind to hidden cards, one seat's own decisions only,
costs never negative, hostile records refused with one sentence, and the bid advice's words shared."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_tui.bots.beginner import BeginnerPlayer
from tarot_tui.coaching.advice import advice_text, advise_view, bid_verdict, ecart_summary, ecart_text
from tarot_tui.coaching.analysis import (
    MIN_COST,
    DealReviewer,
    Decision,
    DecisionKind,
    Finding,
    ReviewError,
    ReviewProblem,
    analyse,
    club_ecart,
    decisions_of,
    ecart_advice_text,
    explain,
    finding_title,
    review_deal,
    review_record,
    summarise,
)
from tarot_tui.engine import (
    EXCUSE,
    HALF_POINTS,
    KINGS,
    PETIT,
    TRUMPS,
    Bid,
    CardSet,
    Deal,
    DeclarePoignee,
    Discard,
    FinishedDeal,
    Phase,
    Play,
    SeatView,
    cards_of,
    cardset,
    record_of,
    view_for,
)
from tarot_tui.i18n import CATALOGUES, t

WORLDS = 6
KING_CARDS = frozenset(cards_of(KINGS))


def is_plain_low(card: int) -> bool:
    """A card of a plain suit worth half a point (a low card, not a bout or a court card)."""
    return card > EXCUSE and HALF_POINTS[card] == 1


"""Sampled deals per decision in these tests (the game uses REVIEW_WORLDS; the benchmark times that)."""


def played_deal(seed: int, players: int = 4) -> Deal:
    """A finished deal (scored, not void) played by beginner computer players from ``seed``."""
    rng = random.Random(seed)
    while True:
        deal = Deal.new(players, rng.randrange(players), rng)
        bot = BeginnerPlayer()
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            deal.apply(bot.choose(view_for(deal, seat), rng), seat=seat)
        if deal.phase is Phase.SCORED:
            return deal


def fingerprint(findings: list[Finding] | tuple[Finding, ...]) -> list[tuple[object, ...]]:
    return [(f.step, f.kind, str(f.chosen), str(f.best), round(f.cost, 6), round(f.spread, 6)) for f in findings]


# -- deterministic ------------------------------------------------------------------------------------


def test_a_fixed_deal_gives_the_same_review_every_time() -> None:
    deal = played_deal(3)
    assert deal.taker is not None
    first = review_deal(deal, deal.taker, worlds=WORLDS)
    again = review_deal(deal, deal.taker, worlds=WORLDS)
    assert fingerprint(first.findings) == fingerprint(again.findings)
    assert [h.why for h in first.highlights] == [h.why for h in again.highlights]
    kinds = {f.kind for f in first.findings}
    assert DecisionKind.BID in kinds and DecisionKind.CARD in kinds
    assert any(f.samples == WORLDS for f in first.findings)  # something was really estimated


SCRIPT = """
import json, sys
sys.path.insert(0, {tests!r})
from play.test_analysis import played_deal, fingerprint
from tarot_tui.coaching.analysis import review_deal
deal = played_deal(3)
print(json.dumps([list(map(str, row)) for row in fingerprint(review_deal(deal, deal.taker, worlds=3).findings)]))
"""


def test_the_review_does_not_depend_on_the_process_hash_seed() -> None:
    """Seeds come from the view through sha256, never hash(): two processes with other hash seeds agree."""
    tests = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", SCRIPT.format(tests=tests)], env=env, capture_output=True, text=True, check=True
        )
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1] and outputs[0]


# -- blind to the cards the seat could not see ---------------------------------------------------------


def permuted(position: Deal, seat: int, rng: random.Random) -> Deal:
    """``position`` with every card ``seat`` cannot see dealt again at random among the places it could be
    (the other hands, the chien while unseen, the écart's unshown part for a defender), each place keeping its
    size; and no pack order, so that nothing can be read from it either."""
    view = view_for(position, seat)
    copy = position.copy()
    places: list[tuple[str, int, CardSet]] = [
        ("hand", s, position.hands[s]) for s in range(position.players) if s != seat
    ]
    if not view.chien and position.chien:
        places.append(("chien", 0, position.chien))
    if not view.ecart and position.ecart:
        places.append(("ecart", 0, position.ecart & ~TRUMPS))
    pool = [card for _, _, cards in places for card in cards_of(cards)]
    rng.shuffle(pool)
    # The écart's hidden part can only hold plain cards other than kings (R6.2): it is filled first from those.
    places.sort(key=lambda place: place[0] != "ecart")
    for kind, s, cards in places:
        size = cards.bit_count()
        fits = [c for c in pool if kind != "ecart" or not (TRUMPS >> c & 1 or KINGS >> c & 1 or c == EXCUSE)]
        mask = 0
        for card in fits[:size]:
            mask |= 1 << card
            pool.remove(card)
        if kind == "hand":
            copy.hands[s] = mask
        elif kind == "chien":
            copy.chien = mask
        else:
            copy.ecart = mask | (position.ecart & TRUMPS)
    if copy.called_card is not None and not copy.partner_revealed:
        holder = next((s for s in range(copy.players) if copy.hands[s] >> copy.called_card & 1), None)
        copy.partner = holder if holder is not None and holder != copy.taker else None
    copy.layout = None
    assert view_for(copy, seat) == view, "the permutation must leave the seat's view as it was"
    return copy


@pytest.mark.parametrize(("seed", "players", "who"), [(3, 4, "taker"), (5, 4, "defender"), (11, 5, "defender")])
def test_permuting_the_hidden_cards_gives_the_same_review(seed: int, players: int, who: str) -> None:
    deal = played_deal(seed, players)
    assert deal.taker is not None
    seat = deal.taker if who == "taker" else (deal.taker + 1) % players
    rng = random.Random(seed)
    decisions = decisions_of(deal, seat)
    positions = [_position_at(deal, d.step) for d in decisions]
    assert [view_for(p, seat) for p in positions] == [d.view for d in decisions]  # the seat's view, no more
    others = [permuted(p, seat, rng) for p in positions]
    changed = sum(o.hands != p.hands for o, p in zip(others, positions, strict=True))
    assert changed >= len(decisions) - 1  # the hidden cards really moved (the last position may hide nothing)
    moved = [replace(d, view=view_for(o, seat)) for d, o in zip(decisions, others, strict=True)]
    real = [analyse(d, seat, worlds=WORLDS) for d in decisions]
    blind = [analyse(d, seat, worlds=WORLDS) for d in moved]
    assert fingerprint(real) == fingerprint(blind)
    whole = review_deal(deal, seat, worlds=WORLDS)
    assert fingerprint(whole.findings) == fingerprint(real)
    assert [h.why for h in whole.highlights] == [h.why for h in summarise(deal, seat, blind).highlights]


# -- every decision is the seat's own; costs are never negative -----------------------------------------


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.sampled_from([3, 4, 5]), offset=st.integers(0, 4))
def test_random_deals_review_only_the_seats_own_decisions(seed: int, players: int, offset: int) -> None:
    deal = played_deal(seed, players)
    seat = offset % players
    review = review_deal(deal, seat, worlds=3)
    steps = [f.step for f in review.findings]
    assert steps == sorted(steps)
    for finding in review.findings:
        who, action = deal.history[finding.step]
        assert who == seat
        if finding.kind is DecisionKind.POIGNEE:
            assert isinstance(action, DeclarePoignee | Play)
        else:
            assert action == finding.chosen or (
                isinstance(action, Discard) and sorted(action.cards) == list(finding.chosen.cards)  # type: ignore[union-attr]
            )
        assert finding.cost >= 0
        assert finding.best_mean >= finding.chosen_mean
        if finding.best == finding.chosen:
            assert finding.cost == 0
    own = [i for i, (who, a) in enumerate(deal.history) if who == seat and isinstance(a, Bid | Play)]
    assert set(own) <= set(steps)  # every bid and card of the seat is there
    costs = [h.finding.cost for h in review.highlights]
    assert costs == sorted(costs, reverse=True) and len(costs) <= 3
    assert all(h.finding.clear and h.finding.cost >= MIN_COST for h in review.highlights)
    for highlight in review.highlights:
        assert highlight.why and highlight.principle and highlight.rule.startswith("R")


# -- hostile input ------------------------------------------------------------------------------------


def one_sentence(problem: ReviewProblem) -> None:
    for lang in ("nl", "en"):
        text = t(f"analysis.error.{problem.value}", lang)
        assert text in CATALOGUES[lang].values() and text.count(".") == 1 and text.endswith(".")


def test_a_corrupt_or_hostile_record_gives_one_sentence() -> None:
    deal = played_deal(3)
    data = json.loads(record_of(deal).model_dump_json())
    cases: list[tuple[object, ReviewProblem]] = []
    cases.append(("{not json", ReviewProblem.CORRUPT))
    cases.append((json.dumps({**data, "deck": data["deck"][:-1]}), ReviewProblem.CORRUPT))
    swapped = json.loads(json.dumps(data))
    plays = [i for i, a in enumerate(swapped["actions"]) if a["kind"] == "play"]
    swapped["actions"][plays[0]]["card"], swapped["actions"][plays[-1]]["card"] = (
        swapped["actions"][plays[-1]]["card"],
        swapped["actions"][plays[0]]["card"],
    )
    cases.append((json.dumps(swapped), ReviewProblem.CORRUPT))
    cases.append((json.dumps({**data, "actions": data["actions"][:-3]}), ReviewProblem.NOT_FINISHED))
    passes = [{"kind": "bid", "seat": (data["dealer"] + 1 + i) % 4, "contract": None} for i in range(4)]
    cases.append((json.dumps({**data, "actions": passes}), ReviewProblem.VOID))
    cases.append((json.dumps({**data, "players": 5}), ReviewProblem.CORRUPT))
    for text, problem in cases:
        with pytest.raises(ReviewError) as info:
            review_record(text, 0, worlds=2)  # type: ignore[arg-type]
        assert info.value.problem is problem, text
        one_sentence(problem)
    with pytest.raises(ReviewError) as info:
        review_record(json.dumps(data), 7, worlds=2)
    assert info.value.problem is ReviewProblem.NOT_SEATED
    one_sentence(ReviewProblem.NOT_SEATED)


def test_a_deal_without_a_pack_order_cannot_be_reviewed() -> None:
    deal = played_deal(3)
    deal.layout = None
    with pytest.raises(ReviewError) as info:
        decisions_of(deal, 0)
    assert info.value.problem is ReviewProblem.NO_RECORD
    one_sentence(ReviewProblem.NO_RECORD)


# -- the same count and the same words as the bidding advice -------------------------------------------


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_bid_finding_says_what_the_bidding_advice_says(lang: str) -> None:
    deal = played_deal(3)
    seat = deal.taker
    assert seat is not None
    bid = next(d for d in decisions_of(deal, seat) if d.kind is DecisionKind.BID)
    view = bid.view
    other = next(b for b in view.legal_bids if b != bid.action)
    finding = Finding(bid.step, DecisionKind.BID, None, bid.action, other, 0.0, 10.0, 10.0, 8, 2, "R4.2", 1.0)
    highlight = explain(deal, seat, finding, lang)  # type: ignore[arg-type]
    verdict = bid_verdict(advise_view(view), lang)  # type: ignore[arg-type]
    assert highlight.why.endswith(verdict)
    assert advice_text(advise_view(view), lang).endswith(verdict)  # type: ignore[arg-type]
    assert highlight.rule == "R4.1"


def test_titles_name_the_decision_and_the_cost_in_half_points() -> None:
    finding = Finding(5, DecisionKind.CARD, 3, Play(40), Play(30), 1.0, 5.5, 4.5, 8, 3, "R9.4.3", 0.5)
    nl = finding_title(finding, "nl")
    assert nl.startswith("Slag 3:") and "(-4,5 punten)" in nl  # signed as every score is: "-", not U+2212
    assert "(-4.5 points)" in finding_title(finding, "en")
    unclear = replace(finding, spread=4.0)
    assert not unclear.clear and "4,5" not in finding_title(unclear, "nl")


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_short_title_fits_a_line_at_80_columns(lang: str) -> None:
    """The short form of a title (the review's screen draws it where the long one would wrap): the cards in their
    short notation and fewer words, so the widest there is, a numbered highlight of six three-column cards against
    six others or of the costliest card, fits the 73 columns an 80-column review has after "1. "."""
    from tarot_tui.engine import Discard, parse_cards
    from tarot_tui.i18n import card_name

    wide = Discard(tuple(parse_cards("10S 10H 10D 10C T20 T19")))
    other = Discard(tuple(parse_cards("10S 10H 10D 10C T20 T18")))
    ecart = Finding(5, DecisionKind.DISCARD, None, wide, other, -60.0, -12.0, 48.0, 8, 3, "R6.2")
    longest = max(range(22, 78), key=lambda c: len(card_name(c, lang)))
    card = Finding(30, DecisionKind.CARD, 24, Play(0), Play(longest), -150.0, -1.5, 148.5, 8, 3, "R9.4.2")
    for finding in (ecart, card, replace(ecart, spread=40.0), replace(card, spread=160.0)):
        short = finding_title(finding, lang, short=True)
        assert len(short) <= 73, short
        assert len(short) < len(finding_title(finding, lang))
    assert finding_title(card, lang, short=True).endswith("(-148,5)" if lang == "nl" else "(-148.5)")


def test_a_card_fed_to_the_other_camp_is_told_with_its_card_points() -> None:
    """A king or queen the seat played into a trick the other camp won, where a low card was better (R2.4)."""
    for seed in range(40):
        deal = played_deal(seed)
        for seat in range(deal.players):
            for number, (leader, cards, winner) in enumerate(deal.tricks, start=1):
                card = cards[(seat - leader) % deal.players]
                if deal.camp_of(winner) is deal.camp_of(seat) or card < EXCUSE or HALF_POINTS[card] < 7:
                    continue
                step = next(i for i, (s, a) in enumerate(deal.history) if s == seat and a == Play(card))
                finding = Finding(step, DecisionKind.CARD, number, Play(card), Play(1), 0.0, 9.0, 9.0, 8, 2, "R9.4.3")
                highlight = explain(deal, seat, finding, "nl")
                given = "4,5" if HALF_POINTS[card] == 9 else "3,5"
                assert highlight.why.startswith(f"Je gaf {given} kaartpunten aan de ")
                assert highlight.rule == "R2.4"
                return
    pytest.fail("no king or queen fell to the other camp in 40 deals")


def test_decisions_of_lists_a_poignee_not_shown_as_a_decision() -> None:
    """A seat that could show a poignée and played its first card instead has a poignée decision there. (The
    beginner's count weighs long trumps, so such a hand usually takes and shows it: the first deal with a poignée
    left unshown is deal 283.)"""
    for seed in range(400):
        deal = played_deal(seed)
        for seat in range(4):
            position = Deal(deal.layout, deal.players, deal.dealer, deal.rules)  # type: ignore[arg-type]
            for who, action in deal.history:
                if who == seat and isinstance(action, Play) and position.poignee_sizes(seat):
                    found = [d for d in decisions_of(deal, seat) if d.kind is DecisionKind.POIGNEE]
                    assert found and isinstance(found[0].alternative, DeclarePoignee | Play)
                    assert isinstance(found[0], Decision)
                    return
                position.apply(action, seat=who)
    pytest.fail("no deal in 400 gave a seat a poignée to decide")


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_ecart_finding_and_the_ecart_advice_use_the_same_words(lang: str) -> None:
    """The review says what the strong player's écart does in the very sentence the table's advice uses."""
    for seed in range(30):
        deal = played_deal(seed)
        seat = deal.taker
        assert seat is not None
        found = [d for d in decisions_of(deal, seat) if d.kind is DecisionKind.DISCARD]
        if not found:
            continue
        decision = found[0]
        view = decision.view
        club = Discard(tuple(sorted(club_ecart(view))))
        chosen = Discard(tuple(sorted(decision.action.cards)))  # type: ignore[attr-defined]
        finding = Finding(decision.step, DecisionKind.DISCARD, None, chosen, club, 0.0, 6.0, 6.0, 8, 3, "R6.2", 1.0)
        words = ecart_text(ecart_summary(cardset(view.hand), club.cards), lang)  # type: ignore[arg-type]
        assert words in explain(deal, seat, finding, lang).why  # type: ignore[arg-type]
        assert words in ecart_advice_text(view, lang)  # type: ignore[arg-type]
        assert set(club.cards) <= set(view.discard_candidates)
        return
    pytest.fail("no Prise or Garde with an écart in 30 deals")


@pytest.mark.parametrize(
    ("lang", "trump"), [("nl", "troeven alleen als het moet"), ("en", "trumps only when you must")]
)
def test_the_ecart_advice_says_trumps_go_in_only_when_they_must(lang: str, trump: str) -> None:
    """R6.2: the advice named kings and bouts as never allowed, and was silent on the trumps the hand shows dimmed."""
    for seed in range(30):
        deal = played_deal(seed)
        seat = deal.taker
        found = [d for d in decisions_of(deal, seat) if d.kind is DecisionKind.DISCARD] if seat is not None else []
        if found:
            text = ecart_advice_text(found[0].view, lang)  # type: ignore[arg-type]
            assert trump in text and "R6.2" in text, text
            return
    pytest.fail("no Prise or Garde with an écart in 30 deals")


def _position_at(deal: Deal, step: int) -> Deal:
    """The deal just before history index ``step``, replayed from its pack order."""
    position = Deal(deal.layout, deal.players, deal.dealer, deal.rules)  # type: ignore[arg-type]
    for who, action in deal.history[:step]:
        position.apply(action, seat=who)
    return position


def _hand_at(deal: Deal, seat: int, step: int) -> CardSet:
    return _position_at(deal, step).hands[seat]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_card_whose_cost_showed_later_says_why_in_plain_words(lang: str) -> None:
    """ "Play the Petit under the taker (-4 points)" cited only the trick's rule (R9.4.4): a card decision after
    which the seat's Petit or a king fell to the other camp says so, with the trick, and the rule behind it."""
    found: set[str] = set()
    for seed in range(60):
        deal = played_deal(seed)
        for seat in range(deal.players):
            for number, (leader, cards, winner) in enumerate(deal.tricks[:-1], start=1):
                card = cards[(seat - leader) % deal.players]
                step = next(i for i, (s, a) in enumerate(deal.history) if s == seat and a == Play(card))
                hand = _hand_at(deal, seat, step)
                if card == PETIT or card in KING_CARDS or not is_plain_low(card):
                    continue
                petit = hand >> PETIT & 1
                best = PETIT if petit and "petit" not in found else next(c for c in cards_of(hand) if c != card)
                if deal.camp_of(winner) is deal.camp_of(seat) or best == EXCUSE:
                    continue  # a trick of the other camp, as the taker's in the report
                finding = Finding(
                    step, DecisionKind.CARD, number, Play(card), Play(best), 0.0, 4.0, 4.0, 8, 2, "R9.4.4"
                )
                highlight = explain(deal, seat, finding, lang)  # type: ignore[arg-type]
                later = [
                    (c, n)
                    for n, (ld, cs_, w) in enumerate(deal.tricks[number:], start=number + 1)
                    for c in [cs_[(seat - ld) % deal.players]]
                    if deal.camp_of(w) is not deal.camp_of(seat) and (c == PETIT or c in KING_CARDS)
                ]
                if any(c == PETIT for c, _ in later):
                    n = next(n for c, n in later if c == PETIT)
                    assert "Petit" in highlight.why and f" {n}," in highlight.why
                    assert highlight.rule == "R11.2" and highlight.rule != finding.rule
                    found.add("petit")
                elif later:
                    assert str(later[0][1]) in highlight.why and highlight.rule == "R2.4"
                    found.add("king")
                if found == {"petit", "king"}:
                    return
    pytest.fail(f"found only {found}")


# -- the finished deal through the engine only -----------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_review_reads_the_finished_deal_through_the_engine_only(players: int) -> None:
    """The review gets the finished deal as the engine shows it once it is over (``FinishedDeal``: the public
    view, and each seat's own views at its decisions), never the raw deal, and says the same from it."""
    deal = played_deal(7 * players, players)
    finished = FinishedDeal.of(deal)
    for seat in range(players):
        reviewer = DealReviewer(deal, seat, worlds=2)
        assert isinstance(reviewer.deal, FinishedDeal)
        for decision in reviewer.decisions:
            values = [getattr(decision, f.name) for f in dataclasses.fields(decision)]
            assert not any(isinstance(value, Deal) for value in values)
            assert isinstance(decision.view, SeatView) and decision.view.seat == seat
        assert fingerprint(review_deal(finished, seat, worlds=2).findings) == fingerprint(reviewer.review().findings)
