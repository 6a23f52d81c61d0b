"""The coach of the guided first deal (oefenpotje): says what happens and what is allowed at each decision.

``GuidedCoach`` implements the ``Coach`` protocol of the table: before each decision of the learner it
returns the explanations to read, which the table shows before it asks for the decision. The functions
above it are plain: they read the learner's seat view (the prompt's), or the finished deal for its score, and
return catalogue text, so tests can check them without a screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarot_tui.coaching.advice import Advice, advice_text, advise
from tarot_tui.engine import (
    EXCUSE,
    EXCUSE_CHELEM_RULE,
    EXCUSE_LAST_RULE,
    EXCUSE_RULE,
    MONDE,
    PETIT,
    RULE_OF_SITUATION,
    Camp,
    Contract,
    Phase,
    PoigneeLevel,
    SeatView,
    Situation,
    TrickSituation,
    cardset,
    signed,
    sorted_for_display,
)
from tarot_tui.i18n import card_short, contract_name, explain, points_text, suit_mark, t
from tarot_tui.play import Answer, AskBid, AskCard, AskDiscard, AskPoignee, Decision

from .coach import Dialog

DIALOG_SITUATIONS = ("follow", "trump", "overtrump", "trump_led", "lead", "excuse")
"""Situations that get a short dialog the first time they arise, most pressing first."""


def dialog_of(situation: TrickSituation) -> str:
    """The first-time dialog a trick situation belongs to ("trump_led" covers both trump-led cases)."""
    return "trump_led" if situation.kind is Situation.TRUMP_LED_ANY else situation.kind.value


def _words(situation: TrickSituation) -> tuple[str, str]:
    """The suit led (its symbol) and the trump to beat, as the texts name them."""
    suit = suit_mark(situation.suit) if situation.suit is not None else t("word.trump")
    to_beat = card_short(situation.to_beat) if situation.to_beat is not None else ""
    return suit, to_beat


def view_situation(view: SeatView) -> TrickSituation:
    """The situation of ``view``'s seat, to move in trick play (the engine's ``trick_situation``, R9.4)."""
    situation = view.situation
    assert situation is not None, "a seat's situation outside its turn in trick play"
    return situation


def card_hint(view: SeatView, card: int) -> tuple[str, str | None, bool]:
    """Why the highlighted ``card`` may or may not be played now by ``view``'s seat, to move: (text, rule, refused).

    A refused card gets the engine's reason (``why_card_illegal`` through ``explain``); an allowed one
    gets the rule that allows it, and whether it is the only card allowed (``legal``).
    """
    violation = view.why_card_illegal(card)
    if violation is not None:
        reason = explain(violation, players=view.players)
        return t("guide.card.refused", card=card_short(card), reason=reason), violation.rule, True
    situation = view_situation(view)
    kind = situation.kind.value
    rule = situation.rule
    if kind == "discard" and situation.suit is None:
        kind = "discard_trump_led"  # trumps were led and the hand has none: no suit to name
    elif kind == "lead" and rule == "R8.3":
        kind = "lead_chelem"  # the chelem's announcer leads the first trick
    if card == EXCUSE:
        excuse = view.excuse_rule
        if excuse == EXCUSE_CHELEM_RULE:  # led to the last trick by an attack that won every trick: it wins it
            return t("guide.card.excuse_chelem", card=card_short(card)) + t("guide.card.play"), excuse, False
        if excuse == EXCUSE_LAST_RULE:  # the last trick: it changes camp, or goes to the winners (house rule)
            if view.rules.excuse_last_trick == "changes-camp":
                return t("guide.card.excuse_last", card=card_short(card)) + t("guide.card.play"), excuse, False
            house = "R13"  # the house option excuse_last_trick: to the camp that wins the trick
            return t("guide.card.excuse_last_winner", card=card_short(card)) + t("guide.card.play"), house, False
        if kind not in ("lead", "lead_chelem"):
            kind, rule = "excuse", excuse
    if view.legal_mask.bit_count() == 1:  # not "any card goes" beside "the only card"
        return t("guide.card.only_card", card=card_short(card), rule=rule) + t("guide.card.play"), rule, False
    suit, to_beat = _words(situation)
    text = t(f"guide.card.{kind}", card=card_short(card), suit=suit, to_beat=to_beat)
    if card != EXCUSE and excuse_left_for_the_last_trick(view):
        text += t("guide.card.excuse_kept")
    return text + t("guide.card.play"), rule, False


def excuse_left_for_the_last_trick(view: SeatView) -> bool:
    """Whether playing another card now leaves ``view``'s Excuse for the last trick, where it is played by itself and
    changes camp (R9.9, whose "the UI warns before it" this is): the hand holds it and one card more. Not for an
    attack that won every trick so far (it keeps the Excuse to lead it to the last trick, R8.5), nor under the house
    rule that gives it to the last trick's winners (R13)."""
    hand = view.hand_mask
    if not hand >> EXCUSE & 1 or hand.bit_count() != 2 or view.rules.excuse_last_trick != "changes-camp":
        return False
    by_camp = view.tricks_by_camp
    chelem_still = by_camp is not None and by_camp[1] == 0 and view.camp_of(view.seat or 0) is Camp.ATTACK
    return not chelem_still


def excuse_warning_shorter(view: SeatView, card: int | None = None) -> tuple[str, ...]:
    """Shorter forms of the hint on the hand (``card`` None: ``situation_hint``) or on another ``card`` than the
    Excuse (``card_hint``) when it warns that the Excuse would be left for the last trick (R9.9), for a hint line too
    narrow for the whole: the rule's reminder with the warning in short, then the warning alone. None without it."""
    if not excuse_left_for_the_last_trick(view) or card == EXCUSE:
        return ()
    if card is None:
        text = situation_hint(view)[0].removesuffix(t("guide.asks.excuse_now"))
        short = t("guide.asks.excuse_now_short")
    else:
        if view.why_card_illegal(card) is not None:
            return ()
        text = card_hint(view, card)[0].removesuffix(t("guide.card.play")).removesuffix(t("guide.card.excuse_kept"))
        short = t("guide.card.excuse_kept_short")
    return (text + short, short.strip())


def situation_hint(view: SeatView) -> tuple[str, str]:
    """What the rule asks of ``view``'s hand, to play, before a card is highlighted: (text, rule), e.g. "Je hebt
    ♠: je moet ♠ bekennen (regel R9.4.3)." The engine's ``trick_situation`` decides the case and the rule."""
    situation = view_situation(view)
    kind = situation.kind.value
    if situation.kind is Situation.LEAD and situation.rule == "R5.5":
        kind = "lead_restricted"
    elif situation.kind is Situation.LEAD and situation.rule == "R8.3":
        kind = "lead_chelem"  # the announcer leads the first trick
    elif situation.kind is Situation.DISCARD and situation.suit is None:
        kind = "discard_trump_led"
    suit, to_beat = _words(situation)
    text = t(f"guide.asks.{kind}", suit=suit, to_beat=to_beat)
    free = situation.kind in (Situation.LEAD, Situation.EXCUSE_LED, Situation.DISCARD)
    if excuse_left_for_the_last_trick(view):
        text += t("guide.asks.excuse_now")  # else it goes to the last trick by itself and changes camp (R9.9)
    elif not free and view.hand_mask >> EXCUSE & 1:
        text += t("guide.asks.excuse_too")  # it has a key letter too: say why (R9.4.1)
    return text, situation.rule


def situation_dialog(situation: TrickSituation, kind: str, *, first: bool) -> tuple[str, str, str]:
    """(title, body, rule) of the first-time dialog for ``kind``; ``first`` adds the intro to trick play."""
    suit, to_beat = _words(situation)
    body = t(f"guide.situation.{kind}.body", suit=suit, to_beat=to_beat)
    if first:
        body = t("guide.play.intro") + body
    title = t("guide.play.title", situation=t(f"guide.situation.{kind}.title"))
    rule = EXCUSE_RULE if kind == "excuse" else RULE_OF_SITUATION[Situation(kind)]
    return title, body, rule


def bid_advice(view: SeatView) -> Advice:
    """The club count and advice for ``view``'s seat, to bid, from the house rules' contracts: what the computer
    players would bid (``strategy.club_count.club_bid``), and "too little to go over" when someone bid higher."""
    assert view.seat is not None
    return advise(view.hand_mask, view.players, view.seat, view.dealer, view.bids, view.rules.contracts())


def names_list(names: Sequence[str]) -> str:
    """'Anna, Bram en Carla' / 'Anna, Ben and Carla'."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {t('guide.and')} " + names[-1]


def score_lines(public: SeatView, name_of: Callable[[int], str]) -> list[str]:
    """The score of a finished deal term by term, each with a short explanation and its rule (R11, R12), from
    its public view (``view_for(deal, None)``: once the deal is scored, its score, camps and partner are public)."""
    b = public.breakdown
    assert b is not None and public.taker is not None and public.contract is not None
    inp = b.input
    points = points_text(inp.attack_half_points)
    key = {Contract.GARDE_SANS: "points_sans", Contract.GARDE_CONTRE: "points_contre"}.get(public.contract, "points")
    lines = [t(f"guide.score.{key}", points=points)]
    lines.append(t("guide.score.threshold", bouts=inp.bouts, threshold=b.threshold))
    line = t("guide.score.won" if b.won else "guide.score.lost", points=points, threshold=b.threshold, margin=b.margin)
    if b.difference_half_points % 2:
        line += t("guide.score.half")
    lines.append(line)
    m = inp.contract.multiplier
    lines.append(
        t(
            "guide.score.contract",
            sign="" if b.won else "-",
            base=b.base,
            margin=b.margin,
            m=m,
            value=signed(b.contract_points),
            contract=contract_name(inp.contract),
        )
    )
    if inp.petit_au_bout is not None:
        camp = t("camp.attack" if inp.petit_au_bout is Camp.ATTACK else "camp.defence")
        lines.append(t("guide.score.pab", value=signed(b.petit_au_bout_points), camp=camp))
    else:
        lines.append(t("guide.score.pab_none"))
    lines.append(
        t("guide.score.poignee", value=signed(b.poignee_points)) if inp.poignees else t("guide.score.poignee_none")
    )
    if inp.chelem_by is not None:
        camp = t("camp.attack" if inp.chelem_by is Camp.ATTACK else "camp.defence")
        lines.append(t("guide.score.chelem_made", value=signed(b.chelem_points), camp=camp))
    elif inp.chelem_announced:
        lines.append(t("guide.score.chelem_failed", value=signed(b.chelem_points)))
    else:
        lines.append(t("guide.score.chelem_none"))
    total = "guide.score.total" if b.per_defender >= 0 else "guide.score.total_negative"
    lines.append(t(total, d=signed(b.per_defender), amount=abs(b.per_defender)))
    defenders = [name_of(s) for s in range(public.players) if s not in (public.taker, public.partner)]
    lines.append(
        t(
            "guide.score.shares",
            taker=name_of(public.taker),
            factor=b.taker_factor,
            taker_score=signed(b.taker_score),
            defenders=names_list(defenders),
            defender_score=signed(b.defender_score),
        )
    )
    return lines


def poignee_dialog(view: SeatView) -> Dialog:
    """What a poignée is, for the seat asked whether to show one: the trumps it may show (the engine's pool: its
    hand's, and a taker's écart trumps, R7.6), the Excuse standing in for one (R7.5), the simple size and the
    bonuses (R7.1)."""
    trumps = view.poignee_trumps
    from_ecart = sum(1 for card in trumps if card in view.ecart_trumps)
    ecart = t("guide.poignee.ecart", count=from_ecart) if from_ecart else ""
    excuse = t("guide.poignee.excuse") if EXCUSE in view.poignee_pool else ""
    levels = view.poignee_levels
    bonus = " / ".join(str(level.bonus) for level in PoigneeLevel)
    body = t(
        "guide.poignee.body",
        count=len(trumps),
        ecart=ecart,
        excuse=excuse,
        size=levels[PoigneeLevel.SIMPLE],
        bonus=bonus,
    )
    return (t("guide.poignee.title"), body, "R7.1")


def ecart_example(view: SeatView) -> str:
    """An écart a club player would make with the hand of ``view``'s seat, the taker's, chien taken in (the
    computer players' choice, R6.2)."""
    from tarot_tui.bots.policy import ecart_for

    cards = ecart_for(view.hand_mask, cardset(view.discard_candidates), view.chien_size, view.trumps_to_discard)
    return " ".join(card_short(c) for c in sorted_for_display(cards))


class GuidedCoach:
    """Explains the guided deal (the ``Coach`` of ``coach.py``): bidding with advice, the chien, the écart, the
    first time of each trick situation, a reason for every highlighted card, and the score term by term."""

    def __init__(self) -> None:
        self.explained: set[str] = set()
        """Moments and trick situations already explained in a dialog (each is explained once)."""
        self.played_once = False
        """The learner has had a trick-play decision (the first one carries the intro to trick play)."""

    # -- the Coach protocol --------------------------------------------------------------------------

    def welcome(self, names: Sequence[str]) -> list[Dialog]:
        """The lesson's welcome: who plays and what the deal teaches."""
        body = t("guide.welcome.body", you=names[0], others=names_list(names[1:]))
        return [(t("guide.welcome.title"), body, "R15")]

    def before(self, prompt: Decision, name_of: Callable[[int], str]) -> list[Dialog]:
        """The explanations before the learner's decision ``prompt``, from the learner's view (the prompt's)."""
        if isinstance(prompt, AskBid):
            return self._bid(prompt.view, name_of)
        if isinstance(prompt, AskDiscard):
            return self._discard(prompt.view)
        if isinstance(prompt, AskPoignee):
            return self._poignee(prompt.view)
        if isinstance(prompt, AskCard):
            return self._play(prompt.view)
        return []

    def check(self, prompt: Decision, answer: Answer) -> list[Dialog]:
        """The oefenpotje corrects nothing beforehand: the rules refuse an illegal card, with its reason."""
        return []

    def stop(self, public: SeatView) -> bool:
        """The oefenpotje is played to the end of its deal."""
        return False

    def card_hint(self, view: SeatView, card: int) -> tuple[str, str | None, bool]:
        """Why ``card`` may or may not be played by ``view``'s seat (``card_hint`` above)."""
        return card_hint(view, card)

    def after_deal(self, public: SeatView, name_of: Callable[[int], str]) -> list[Dialog]:
        """The score term by term (from the finished deal's public view), or why everyone passed (the same lesson is
        then dealt again)."""
        if public.phase is Phase.VOID:
            return [(t("guide.void.title"), t("guide.void.body"), "R4.4")]
        body = "\n".join(score_lines(public, name_of)) + "\n\n" + t("guide.score.next")
        return [(t("guide.score.title"), body, "R12.1")]

    def finished(self, public: SeatView) -> bool:
        """The lesson is over once its deal was played (after a void deal it is dealt again)."""
        return public.phase is not Phase.VOID

    def farewell(self) -> list[Dialog]:
        """What the learner can do next."""
        return [(t("guide.end.title"), t("guide.end.body"), "R15")]

    # -- the moments ---------------------------------------------------------------------------------

    def _once(self, key: str) -> bool:
        """True the first time ``key`` is asked about."""
        if key in self.explained:
            return False
        self.explained.add(key)
        return True

    def _bid(self, view: SeatView, name_of: Callable[[int], str]) -> list[Dialog]:
        if not self._once("bid"):
            return []
        if not view.bids:
            said = t("guide.bid.said_none")
        elif all(contract is None for _, contract in view.bids):
            said = t("guide.bid.said_passed", players=names_list([name_of(s) for s, _ in view.bids]))
        else:
            bids = ", ".join(f"{name_of(s)} {contract_name(c)}" for s, c in view.bids)
            said = t("guide.bid.said", bids=bids)
        advice = bid_advice(view)
        advice_body = advice_text(advice) + "\n\n" + t("guide.advice.then")
        return [
            (t("guide.bid.title"), t("guide.bid.body", said=said), "R4.1"),
            (t("guide.advice.title"), advice_body, "R4.1"),
        ]

    def _discard(self, view: SeatView) -> list[Dialog]:
        assert view.contract is not None
        if not self._once("discard"):
            return []
        chien = sorted_for_display(view.chien)  # shown to all before the écart (R6.1)
        bouts = [c for c in chien if c in (PETIT, MONDE, EXCUSE)]
        bout_text = t("guide.chien.bout", cards=names_list([t(f"guide.bout.{c}") for c in bouts])) if bouts else ""
        chien_body = t(
            "guide.chien.body",
            contract=contract_name(view.contract),
            chien=" ".join(card_short(c) for c in chien),
            bouts=bout_text,
            size=view.chien_size,
        )
        return [
            (t("guide.chien.title"), chien_body, "R6.1"),
            (t("guide.ecart.title"), t("guide.ecart.body", example=ecart_example(view)), "R6.2"),
        ]

    def _poignee(self, view: SeatView) -> list[Dialog]:
        if not self._once("poignee"):
            return []
        return [poignee_dialog(view)]

    def _play(self, view: SeatView) -> list[Dialog]:
        situation = view_situation(view)
        first = not self.played_once
        self.played_once = True
        candidates = [dialog_of(situation)]
        if situation.excuse:
            candidates.append("excuse")
        # At most one dialog per card: the trick's own situation first, the Excuse at a later card.
        kind = next((k for k in DIALOG_SITUATIONS if k in candidates and k not in self.explained), None)
        if kind is None:
            return [(t("guide.play.title_plain"), t("guide.play.intro"), "R9.1")] if first else []
        self.explained.add(kind)
        return [situation_dialog(situation, kind, first=first)]
