"""The deal review: where one person's decisions lost points, as the strong computer player estimates it.

For a finished deal and one seat, ``decisions_of`` walks the seat's own decisions (the bid, the 5-player call,
the écart, the poignée and each card), each with the seat's view just before it, as the engine's
``FinishedDeal`` hands them out: the review reads the finished deal only through it (its public view, and each
seat's own views), never the raw deal. ``analyse`` looks at one of them **from the seat's view at that moment
only**: it runs the strong player's paired
playouts (``bots.strong.estimate_actions``) over the person's action and the alternatives the strong player
would consider, on a fixed number of sampled deals consistent with that view, seeded from the view itself
(``view_seed``, never ``hash()`` and never a hidden card), so the same deal gives the same review everywhere and
a review teaches nothing the player could not have known. ``summarise`` ranks the decisions by cost and words
the two or three that cost most, with the rule or principle behind each.

Pure: no Textual, no I/O. The screen runs ``DealReviewer.steps`` in a worker (one decision per step, so it can
show progress and stop between decisions). Points are the seat's deal score (R12), estimated; the sentences say
which card points went where, from the tricks as everyone saw them (R9.1).
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum

from tarot_tui.bots.policy import distinct_plays, ecart_for, ecart_variants, equivalent_plays
from tarot_tui.bots.strong import estimate_actions
from tarot_tui.bots.worlds import NoWorldError, WorldSampler
from tarot_tui.coaching.advice import advise_view, bid_verdict, ecart_summary, ecart_text
from tarot_tui.engine import (
    EXCUSE,
    HALF_POINTS,
    KINGS,
    PETIT,
    Action,
    Bid,
    CallCard,
    Camp,
    Card,
    Deal,
    DealRecord,
    DeclarePoignee,
    Discard,
    FinishedDeal,
    InvalidRecordError,
    Phase,
    Play,
    SeatMoment,
    SeatView,
    card_str,
    cardset,
    is_trump,
    poignee_display,
    replay,
    sorted_for_display,
)
from tarot_tui.i18n import Lang, card_name, card_short, contract_name, points_text, t

REVIEW_WORLDS = 16
"""Sampled deals per decision: every candidate is played out on each (paired, R12 scores)."""

HIGHLIGHTS = 3
"""At most this many decisions are worded."""

MIN_COST = 2.0
"""Decisions that cost less than this (in deal points) are within the estimate's noise and not highlighted."""


class DecisionKind(StrEnum):
    """What a decision was about (values are message catalogue keys)."""

    BID = "bid"
    CALL = "call"
    DISCARD = "discard"
    POIGNEE = "poignee"
    CARD = "card"


class ReviewProblem(StrEnum):
    """Why a deal cannot be reviewed (values are message catalogue keys)."""

    CORRUPT = "corrupt"  # the record does not replay (tampered, or another program's)
    NOT_FINISHED = "not_finished"
    VOID = "void"  # nobody took (R4.4) or a petit sec (R3.5): nothing was played
    NO_RECORD = "no_record"  # a deal built from hands (a lesson position) has no pack order
    NOT_SEATED = "not_seated"  # the seat does not play in this deal


class ReviewError(ValueError):
    """A deal that cannot be reviewed; ``problem`` says why (the screen words it)."""

    def __init__(self, problem: ReviewProblem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat.

    Attributes:
        step: its index in the deal's history.
        kind: what it was about.
        view: the seat's view just before it (the review reads nothing else of the deal at that moment).
        action: what the person did. For a poignée decision not taken, the card played instead.
        alternative: for a poignée decision, the other choice (the card played without a poignée, or the
            poignée the strong player would show).
    """

    step: int
    kind: DecisionKind
    view: SeatView
    action: Action
    alternative: Action | None = None


@dataclass(frozen=True, slots=True)
class Finding:
    """One decision, estimated.

    Attributes:
        step, kind: as in ``Decision``.
        trick: the 1-based trick of a card or poignée decision (None before the tricks).
        chosen: what the person did.
        best: what the strong player would have done (``chosen`` when it agrees or nothing was estimated).
        chosen_mean, best_mean: the mean deal score of each for the seat over the sampled deals.
        cost: ``best_mean - chosen_mean`` (>= 0), in deal points.
        samples: sampled deals per candidate (0: nothing to choose, or no deal fitted the view).
        candidates: how many actions were compared.
        rule: the rule the decision falls under (the trick situation's sub-rule for a card).
        spread: the standard error of ``cost`` over the sampled deals.
    """

    step: int
    kind: DecisionKind
    trick: int | None
    chosen: Action
    best: Action
    chosen_mean: float
    best_mean: float
    cost: float
    samples: int
    candidates: int
    rule: str
    spread: float = 0.0

    @property
    def clear(self) -> bool:
        """The strong player would have done otherwise, by more than the noise of the estimate (two standard
        errors) and at least ``MIN_COST``."""
        return self.best != self.chosen and self.cost >= MIN_COST and self.cost > 2 * self.spread

    @property
    def cost_half_points(self) -> int:
        """The cost in half points, as the review writes it (``points_text``)."""
        return max(0, round(self.cost * 2))


@dataclass(frozen=True, slots=True)
class Highlight:
    """A costly decision, worded: why it cost (one sentence) and the rule or principle behind it."""

    finding: Finding
    why: str
    principle: str
    rule: str


@dataclass(frozen=True, slots=True)
class DealReview:
    """The review of one seat's decisions in one deal.

    Attributes:
        seat: the deal seat reviewed.
        findings: every decision in play order.
        highlights: the two or three that cost most (``Finding.clear`` ones), costliest first.
        total_cost: the estimated cost of the clear mistakes together, in deal points.
    """

    seat: int
    findings: tuple[Finding, ...]
    highlights: tuple[Highlight, ...]
    total_cost: float


# -- the seat's decisions ----------------------------------------------------------------------------


def finished_deal(deal: Deal | FinishedDeal, seat: int) -> FinishedDeal:
    """The finished deal as the engine shows it once it is over (``FinishedDeal``), or ReviewError when it cannot
    be reviewed for ``seat``."""
    if isinstance(deal, FinishedDeal):
        finished = deal
    else:
        if not 0 <= seat < deal.players:
            raise ReviewError(ReviewProblem.NOT_SEATED, f"seat {seat} at a table of {deal.players}")
        try:
            finished = FinishedDeal.of(deal)
        except InvalidRecordError as err:  # (a ValueError too)
            raise ReviewError(ReviewProblem.CORRUPT, str(err)) from None
        except ValueError:
            raise ReviewError(ReviewProblem.NOT_FINISHED) from None
    check_reviewable(finished, seat)
    return finished


def check_reviewable(finished: FinishedDeal, seat: int) -> None:
    """Raise ReviewError when ``finished`` cannot be reviewed for ``seat``."""
    public = finished.public
    if not 0 <= seat < public.players:
        raise ReviewError(ReviewProblem.NOT_SEATED, f"seat {seat} at a table of {public.players}")
    if not finished.replayable:
        raise ReviewError(ReviewProblem.NO_RECORD)
    if public.phase is Phase.VOID:
        raise ReviewError(ReviewProblem.VOID)
    if public.phase is not Phase.SCORED:
        raise ReviewError(ReviewProblem.NOT_FINISHED)


def decisions_of(deal: Deal | FinishedDeal, seat: int) -> list[Decision]:
    """Every decision ``seat`` took in the finished ``deal``, each with its view just before it (R15)."""
    moments = finished_deal(deal, seat).of_seat(seat)
    out: list[Decision] = []
    for index, moment in enumerate(moments):
        out.extend(_decisions_at(moment, moments[index + 1 :]))
    return out


def _decisions_at(moment: SeatMoment, later: tuple[SeatMoment, ...]) -> list[Decision]:
    step, view, action = moment.step, moment.view, moment.action
    if isinstance(action, Bid):
        return [Decision(step, DecisionKind.BID, view, action)]
    if isinstance(action, CallCard):
        return [Decision(step, DecisionKind.CALL, view, action)]
    if isinstance(action, Discard):
        return [Decision(step, DecisionKind.DISCARD, view, action)]
    if isinstance(action, DeclarePoignee):
        after = next((m.action for m in later if isinstance(m.action, Play)), None)
        return [Decision(step, DecisionKind.POIGNEE, view, action, after)]
    if isinstance(action, Play):
        out = []
        sizes = view.poignee_sizes
        if sizes and view.seat not in view.poignees:
            shown = DeclarePoignee(poignee_display(cardset(view.poignee_pool), max(sizes)))
            out.append(Decision(step, DecisionKind.POIGNEE, view, action, shown))
        out.append(Decision(step, DecisionKind.CARD, view, action))
        return out
    return []  # the chelem decision (R8.2) is not estimated: the strong player never announces one


# -- estimating one decision -------------------------------------------------------------------------


def view_seed(view: SeatView, salt: str = "review") -> str:
    """A seed naming exactly what the seat sees at this moment (so nothing hidden can change it)."""
    parts = [
        salt,
        str(view.seat),
        str(view.players),
        str(view.dealer),
        view.phase.name,
        " ".join(card_str(c) for c in view.hand),
        ",".join(f"{s}:{c.slug if c is not None else '-'}" for s, c in view.bids),
        card_str(view.called_card) if view.called_card is not None else "-",
        " ".join(card_str(c) for c in view.chien),
        " ".join(card_str(c) for c in view.ecart),
        " ".join(card_str(c) for c in view.ecart_trumps),
        ";".join(f"{s}:" + " ".join(card_str(c) for c in cards) for s, cards in sorted(view.poignees.items())),
        ";".join(f"{tr.leader}:" + " ".join(card_str(c) for c in tr.cards) for tr in (*view.tricks, view.current)),
        view.rules.model_dump_json(),
    ]
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:24]


def candidates_for(decision: Decision, view: SeatView) -> list[Action]:
    """The person's action first, then what the strong player would consider (``StrongPlayer``)."""
    chosen = decision.action
    kind = decision.kind
    found: list[Action]
    if kind is DecisionKind.BID:
        found = list(view.legal_bids)
    elif kind is DecisionKind.CALL:
        found = [CallCard(c) for c in view.callable_cards]
    elif kind is DecisionKind.DISCARD:
        size = view.chien_size
        hand, allowed = cardset(view.hand), cardset(view.discard_candidates)
        found = [Discard(e) for e in ecart_variants(hand, allowed, size, view.trumps_to_discard)]
        assert isinstance(chosen, Discard)
        chosen = Discard(tuple(sorted(chosen.cards)))
    elif kind is DecisionKind.POIGNEE:
        found = [decision.alternative] if decision.alternative is not None else []
    else:
        known = cardset(view.played_cards) | cardset(view.ecart) | cardset(view.hand)
        cards = distinct_plays(cardset(view.legal), cardset(view.hand), known)
        assert isinstance(chosen, Play)
        if chosen.card not in cards:
            # distinct_plays keeps one card of each run of equivalent low cards: the person's card stands in
            # for the one kept for its run (the same play, so it is not played out twice).
            cards = [c for c in cards if not equivalent_plays(c, chosen.card, known)]
        found = [Play(c) for c in cards]
    return [chosen, *(action for action in found if action != chosen)]


def _rule_of(decision: Decision, view: SeatView) -> str:
    kind = decision.kind
    if kind is DecisionKind.BID:
        return "R4.2"
    if kind is DecisionKind.CALL:
        return "R5.2"
    if kind is DecisionKind.DISCARD:
        return "R6.2"
    if kind is DecisionKind.POIGNEE:
        return "R7.7"
    return view.situation.rule if view.situation is not None else "R9.4"


def analyse(decision: Decision, seat: int, *, worlds: int = REVIEW_WORLDS) -> Finding:
    """The strong player's estimate of ``decision`` from ``seat``'s view just before it."""
    view = decision.view
    trick = len(view.tricks) + 1 if view.phase is Phase.TRICKS else None
    rule = _rule_of(decision, view)
    candidates = candidates_for(decision, view)
    chosen = candidates[0]
    if len(candidates) == 1:
        return Finding(decision.step, decision.kind, trick, chosen, chosen, 0.0, 0.0, 0.0, 0, 1, rule)
    rng = random.Random(view_seed(view))
    sampler = WorldSampler(view)
    # One sampled deal at a time (the same deals as one call for all of them), so that the paired differences
    # give the estimate's spread: a difference inside the noise is not called a mistake.
    results: list[list[float]] = [[] for _ in candidates]
    try:
        for _ in range(worlds):
            once = estimate_actions(view, candidates, rng, worlds=1, min_worlds=1, time_limit=None, sampler=sampler)
            for result, estimate in zip(results, once, strict=True):
                result.append(estimate.total)
    except NoWorldError:
        return Finding(decision.step, decision.kind, trick, chosen, chosen, 0.0, 0.0, 0.0, 0, len(candidates), rule)
    means = [sum(r) / len(r) for r in results]
    best = max(range(len(means)), key=lambda i: (means[i], -i))  # the person's own action on a tie
    cost = max(0.0, means[best] - means[0])
    spread = _spread([b - m for b, m in zip(results[best], results[0], strict=True)])
    return Finding(
        decision.step,
        decision.kind,
        trick,
        chosen,
        candidates[best],
        means[0],
        means[best],
        cost,
        worlds,
        len(candidates),
        rule,
        spread,
    )


def _spread(differences: list[float]) -> float:
    """The standard error of the mean of ``differences``."""
    n = len(differences)
    if n < 2:
        return 0.0
    mean = sum(differences) / n
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    return math.sqrt(variance / n)


# -- the whole deal ----------------------------------------------------------------------------------


class DealReviewer:
    """The review of one seat in one finished deal, a decision at a time (for a worker with progress)."""

    def __init__(self, deal: Deal | FinishedDeal, seat: int, *, worlds: int = REVIEW_WORLDS) -> None:
        """Find the seat's decisions (raises ReviewError when the deal cannot be reviewed)."""
        self.deal = finished_deal(deal, seat)
        """The deal as the engine shows it once it is over: all the review reads of it."""
        self.seat = seat
        self.worlds = worlds
        self.decisions = decisions_of(self.deal, seat)
        self.findings: list[Finding] = []

    def __len__(self) -> int:
        return len(self.decisions)

    def steps(self) -> Iterator[Finding]:
        """Estimate the decisions one by one (each yielded as soon as it is done)."""
        for decision in self.decisions[len(self.findings) :]:
            finding = analyse(decision, self.seat, worlds=self.worlds)
            self.findings.append(finding)
            yield finding

    def review(self, lang: Lang | None = None) -> DealReview:
        """The review, once every decision is estimated (estimates what is left first)."""
        for _ in self.steps():
            pass
        return summarise(self.deal, self.seat, self.findings, lang)


def review_deal(
    deal: Deal | FinishedDeal,
    seat: int,
    *,
    worlds: int = REVIEW_WORLDS,
    lang: Lang | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> DealReview:
    """Review ``seat``'s decisions in the finished ``deal`` (raises ReviewError when it cannot be reviewed)."""
    reviewer = DealReviewer(deal, seat, worlds=worlds)
    for done, _ in enumerate(reviewer.steps(), start=1):
        if progress is not None:
            progress(done, len(reviewer))
    return summarise(reviewer.deal, seat, reviewer.findings, lang)


def review_record(record: DealRecord | str | bytes, seat: int, *, worlds: int = REVIEW_WORLDS) -> DealReview:
    """Review a deal from its record (a save's, or JSON): one ReviewError for whatever is wrong with it."""
    try:
        parsed = record if isinstance(record, DealRecord) else DealRecord.from_json(record)
        deal = replay(parsed)
    except InvalidRecordError as err:
        raise ReviewError(ReviewProblem.CORRUPT, str(err)) from None
    return review_deal(deal, seat, worlds=worlds)


def summarise(deal: Deal | FinishedDeal, seat: int, findings: list[Finding], lang: Lang | None = None) -> DealReview:
    """Rank the findings by cost and word the costliest (at most ``HIGHLIGHTS``, each at least ``MIN_COST``)."""
    deal = finished_deal(deal, seat)
    ranked = sorted((f for f in findings if f.clear), key=lambda f: (-f.cost, f.step))
    highlights = tuple(explain(deal, seat, f, lang) for f in ranked[:HIGHLIGHTS])
    total = sum(f.cost for f in findings if f.clear)
    return DealReview(seat, tuple(findings), highlights, total)


# -- the words ---------------------------------------------------------------------------------------


def club_ecart(view: SeatView) -> tuple[Card, ...]:
    """The écart a club player makes with the taker's hand of a DISCARD ``view`` (``bots.policy.ecart_for``,
    the computer players' own choice and the first écart the strong player weighs)."""
    size = view.chien_size
    return ecart_for(cardset(view.hand), cardset(view.discard_candidates), size, view.trumps_to_discard)


def ecart_advice_text(view: SeatView, lang: Lang | None = None) -> str:
    """The écart advice at the table: the club écart and what it does, in the words the review uses (R6.2)."""
    cards = club_ecart(view)
    summary = ecart_text(ecart_summary(cardset(view.hand), cards), lang)
    shown = " ".join(card_short(c, lang) for c in sorted_for_display(cards))
    return t("advice.ecart.body", lang, cards=shown, summary=summary)


def action_text(action: Action, lang: Lang | None = None, *, short: bool = False) -> str:
    """An action as the review names it (``short``: a card in its short notation, "♥V" for "Harten Vrouw")."""
    if isinstance(action, Play | CallCard):
        return card_short(action.card, lang) if short else card_name(action.card, lang)
    if isinstance(action, Bid):
        return contract_name(action.contract, lang) if action.contract is not None else t("analysis.pass", lang)
    if isinstance(action, Discard):
        return " ".join(card_short(c, lang) for c in sorted(action.cards))
    if isinstance(action, DeclarePoignee):
        return t("analysis.show_poignee", lang, count=len(action.cards))
    return str(action)


def finding_title(finding: Finding, lang: Lang | None = None, *, short: bool = False) -> str:
    """One line: which decision it was, what the person did and what the strong player would have done
    (``short``: the cards in their short notation and fewer words, for a line the long form does not fit)."""
    where = t(f"analysis.kind.{finding.kind.value}", lang, trick=finding.trick or 0)
    chosen = _choice_text(finding.kind, finding.chosen, lang, short)
    if finding.candidates == 1:
        return t("analysis.forced", lang, where=where, chosen=chosen)
    if finding.best == finding.chosen or finding.samples == 0:
        return t("analysis.agrees", lang, where=where, chosen=chosen)
    best = _choice_text(finding.kind, finding.best, lang, short)
    if not finding.clear:
        return t("analysis.close_short" if short else "analysis.close", lang, where=where, chosen=chosen, best=best)
    return t(
        "analysis.differs_short" if short else "analysis.differs",
        lang,
        where=where,
        chosen=chosen,
        best=best,
        cost=points_text(-finding.cost_half_points, lang),  # a loss, signed as the scores are
    )


def _choice_text(kind: DecisionKind, action: Action, lang: Lang | None, short: bool = False) -> str:
    if kind is DecisionKind.POIGNEE:
        return t("analysis.poignee.yes" if isinstance(action, DeclarePoignee) else "analysis.poignee.no", lang)
    return action_text(action, lang, short=short)


def explain(deal: Deal | FinishedDeal, seat: int, finding: Finding, lang: Lang | None = None) -> Highlight:
    """Why ``finding`` cost points, in one sentence, and the rule or principle behind it (from the seat's own view
    at the decision and the finished deal's public view)."""
    deal = finished_deal(deal, seat)
    before = deal.view_before(seat, finding.step)
    cost = points_text(finding.cost_half_points, lang)
    kind = finding.kind
    if kind is DecisionKind.BID:
        verdict = bid_verdict(advise_view(before), lang) if before is not None else ""
        why = t(
            "analysis.why.bid",
            lang,
            chosen=action_text(finding.chosen, lang),
            best=action_text(finding.best, lang),
            cost=cost,
        )
        return Highlight(finding, f"{why} {verdict}".strip(), t("analysis.principle.bid", lang), "R4.1")
    if kind is DecisionKind.CALL:
        chosen, best = action_text(finding.chosen, lang), action_text(finding.best, lang)
        why = t("analysis.why.call", lang, chosen=chosen, best=best)
        return Highlight(finding, why, t("analysis.principle.call", lang), "R5.2")
    if kind is DecisionKind.DISCARD:
        assert before is not None, "a discard finding is the seat's own decision"
        hand = before.hand_mask
        assert isinstance(finding.chosen, Discard) and isinstance(finding.best, Discard)
        why = t(
            "analysis.why.discard",
            lang,
            chosen=ecart_text(ecart_summary(hand, finding.chosen.cards), lang),
            best=ecart_text(ecart_summary(hand, finding.best.cards), lang),
            cost=cost,
        )
        return Highlight(finding, why, t("analysis.principle.discard", lang), "R6.1")
    if kind is DecisionKind.POIGNEE:
        shown = isinstance(finding.chosen, DeclarePoignee)
        won = _camp_won(deal.public, seat)
        key = "analysis.why.poignee_shown" if shown else "analysis.why.poignee_kept"
        why = t(key, lang, cost=cost) + " " + t("analysis.camp_won" if won else "analysis.camp_lost", lang)
        return Highlight(finding, why, t("analysis.principle.poignee", lang), "R7.7")
    return _explain_card(deal.public, seat, finding, cost, lang)


def _explain_card(deal: SeatView, seat: int, finding: Finding, cost: str, lang: Lang | None) -> Highlight:
    """The card sentences, from the trick as everyone saw it (R9.1) and the camps as the score shows them."""
    assert isinstance(finding.chosen, Play) and isinstance(finding.best, Play) and finding.trick is not None
    card, best = finding.chosen.card, finding.best.card
    winner = deal.tricks[finding.trick - 1].winner
    mine = deal.camp_of(seat)
    theirs = deal.camp_of(winner) is not mine if winner is not None else False
    other = t("analysis.camp.defence" if mine is Camp.ATTACK else "analysis.camp.taker", lang)
    own = t("analysis.camp.attack" if mine is Camp.ATTACK else "analysis.camp.defence", lang)
    names = {"chosen": card_name(card, lang), "best": card_name(best, lang), "cost": cost}
    if card == PETIT and theirs:
        why = t("analysis.why.petit_lost", lang, camp=other, **names)
        return Highlight(finding, why, t("analysis.principle.bouts", lang), "R11.2")
    if card == EXCUSE and finding.trick == len(deal.tricks):
        why = t("analysis.why.excuse_last", lang, **names)
        return Highlight(finding, why, t("analysis.principle.excuse_last", lang), "R9.9")
    if card == PETIT and not theirs and finding.trick >= len(deal.tricks) - 2 and best != PETIT:
        why = t("analysis.why.petit_early", lang, **names)
        return Highlight(finding, why, t("analysis.principle.petit_au_bout", lang), "R10.1")
    if best == PETIT and not theirs:
        why = t("analysis.why.petit_safe", lang, camp=own, **names)
        return Highlight(finding, why, t("analysis.principle.bouts", lang), "R11.2")
    if theirs and HALF_POINTS[card] > HALF_POINTS[best] and card != EXCUSE:
        given = points_text(HALF_POINTS[card], lang)
        why = t("analysis.why.gave", lang, points=given, camp=other, **names)
        return Highlight(finding, why, t("analysis.principle.feed", lang), "R2.4")
    if not theirs and winner != seat and HALF_POINTS[best] > HALF_POINTS[card] and best != EXCUSE:
        extra = points_text(HALF_POINTS[best] - HALF_POINTS[card], lang)
        why = t("analysis.why.not_fed", lang, points=extra, camp=own, **names)
        return Highlight(finding, why, t("analysis.principle.feed", lang), "R11.1")
    if is_trump(card) and (not is_trump(best) or best < card) and not theirs and winner != seat:
        why = t("analysis.why.trump_spent", lang, camp=own, **names)
        return Highlight(finding, why, t("analysis.principle.trumps", lang), finding.rule)
    later = _lost_later(deal, seat, finding.trick, card)
    if later is not None:
        lost, number = later
        if lost == PETIT:
            key = "analysis.why.petit_caught_given" if best == PETIT else "analysis.why.petit_caught"
            why = t(key, lang, camp=other, trick=number, **names)
            return Highlight(finding, why, t("analysis.principle.bouts", lang), "R11.2")
        why = t("analysis.why.king_lost", lang, camp=other, trick=number, king=card_name(lost, lang), **names)
        return Highlight(finding, why, t("analysis.principle.kings", lang), "R2.4")
    if best == PETIT and theirs:
        why = t("analysis.why.petit_given", lang, camp=other, **names)
        return Highlight(finding, why, t("analysis.principle.bouts", lang), "R11.2")
    why = t("analysis.why.card", lang, camp=own, **names)
    return Highlight(finding, why, t("analysis.principle.card", lang), finding.rule)


KINGS_OF_SUITS = frozenset(card for card in range(78) if KINGS >> card & 1)
"""The four kings (``KINGS`` as a set of cards)."""


def _lost_later(deal: SeatView, seat: int, trick: int, played: Card) -> tuple[Card, int] | None:
    """The seat's Petit, else one of its kings, that fell into a trick of the other camp after trick ``trick``
    (1-based) (the card played at the decision aside), with that trick's number: what a beginner sees the
    decision cost, beside the strong player's estimate."""
    mine = deal.camp_of(seat)
    lost: list[tuple[Card, int]] = []
    for number, done in enumerate(deal.tricks[trick:], start=trick + 1):
        card, winner = done.cards[(seat - done.leader) % deal.players], done.winner
        lost_card = card != played and (card == PETIT or card in KINGS_OF_SUITS)
        if lost_card and winner is not None and deal.camp_of(winner) is not mine:
            lost.append((card, number))
    return next((item for item in lost if item[0] == PETIT), lost[0] if lost else None)


def _camp_won(deal: SeatView, seat: int) -> bool:
    assert deal.breakdown is not None
    return deal.breakdown.won == (deal.camp_of(seat) is Camp.ATTACK)


__all__ = [
    "HIGHLIGHTS",
    "MIN_COST",
    "REVIEW_WORLDS",
    "DealReview",
    "DealReviewer",
    "Decision",
    "DecisionKind",
    "Finding",
    "Highlight",
    "ReviewError",
    "ReviewProblem",
    "action_text",
    "analyse",
    "candidates_for",
    "check_reviewable",
    "club_ecart",
    "decisions_of",
    "ecart_advice_text",
    "explain",
    "finding_title",
    "finished_deal",
    "review_deal",
    "review_record",
    "summarise",
    "view_seed",
]
