"""The hint line as data: what the rules say of the card under the cursor, of the picks, of a question open.

A ``Hint`` carries its rule as an R-number (what F1 opens), never to be read back out of its text.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.coaching.coach import Coach
from tarot_tui.coaching.guide import card_hint, excuse_warning_shorter, situation_hint
from tarot_tui.engine import EXCUSE, Card, PoigneeLevel, SeatView
from tarot_tui.i18n import explain, t
from tarot_tui.play import AskBid, AskCall, AskDiscard, AskPoignee, Prompt


@dataclass(frozen=True, slots=True)
class Hint:
    """One hint line: its ``text``, the ``rule`` it cites (an R-number, None for none) and whether it says why
    something was refused."""

    text: str
    rule: str | None = None
    refusal: bool = False
    shorter: tuple[str, ...] = ()
    """Shorter forms of ``text``, for a hint line too narrow to show it whole on its two lines (80×24): the line
    shows the first that fits, else the last."""


NO_HINT = Hint("")
"""The empty hint line (the last hint was about a decision taken)."""


def question_hint(prompt: Prompt | None) -> Hint:
    """The hint while a question is open: how to bid (R4.2), what a poignée is worth (R7.1) and who gets it (R7.7),
    when the 5-player taker plays alone (R5.4)."""
    if isinstance(prompt, AskBid):
        # With no contract named yet there is no highest bid to beat: any contract may be named (R4.2).
        named = any(contract is not None for _, contract in prompt.view.bids)
        return Hint(t("ui.bid_hint" if named else "ui.bid_hint_first"), "R4.2")
    if isinstance(prompt, AskPoignee):
        # The box says when a poignée is shown (R7.3); this, what a player weighs: what each level offered is worth
        # (R7.1) and who gets it, the camp that wins the deal (R7.7) or, by a house rule, the camp that showed it.
        worth = " / ".join(str(PoigneeLevel(level).bonus) for level, _size in prompt.sizes)
        if prompt.view.rules.poignee_to_winning_camp:
            return Hint(t("ui.poignee_worth", worth=worth), "R7.7")
        return Hint(t("ui.poignee_worth_shower", worth=worth), "R13")
    if isinstance(prompt, AskCall):  # the box says who the partner is (R5.3); this, when the taker plays alone
        return Hint(t("ui.call_hint"), "R5.4")
    return NO_HINT


def play_hint(view: SeatView, card: Card | None, *, coach: Coach | None, hints_on: bool) -> Hint:
    """Why the card under the cursor may or may not be played (R9.4) by ``view``'s seat, to move; with no card
    under it, what the rule asks of the hand. With the hints off only whose turn it is (a lesson's coach always
    explains)."""
    if card is None:
        if not hints_on:
            return Hint(t("ui.your_turn"))
        asked, situation_rule = situation_hint(view)
        return Hint(asked, situation_rule, shorter=excuse_warning_shorter(view))
    if coach is not None:
        text, rule, refused = coach.card_hint(view, card)
        return Hint(text, rule, refused)
    if not hints_on:
        return Hint(t("ui.your_turn"))
    text, rule, refused = card_hint(view, card)  # the rule that allows it, or why not (R9.2-R9.9)
    return Hint(text, rule, refused, shorter=excuse_warning_shorter(view, card))


def selection_hint(
    prompt: Prompt | None,
    picks: frozenset[Card],
    card: Card | None,
    *,
    poignee_size: int,
    wants_chelem: bool,
    hints_on: bool,
) -> Hint:
    """How many cards are picked for the écart (R6.2) or the poignée (R7.4; R7.5 to a hand with the Excuse), and
    why the card under the cursor may not go in the écart (the engine's reason, from the taker's view)."""
    count = len(picks)
    if isinstance(prompt, AskDiscard):
        limit = prompt.size
        # Once the écart is full, what to press comes first and the rule's reminder goes: with the chelem's line
        # (R8.2) the whole hint still fits the bar's two lines at 80 columns, where "press c" was cut off.
        full = count == limit
        count_only = t("ui.discard_full", count=count, size=limit)
        base = count_only if full else t("ui.discard_hint", count=count, size=limit)
        forced = prompt.view.trumps_to_discard
        must = [t("ui.press_confirm")] if full else []
        must += [t("ui.discard_forced", count=forced)] if forced else []
        later = [t("ui.chelem_asked")] if wants_chelem else []
        # Where the hint line is narrow (80×24) the rule's reminder goes first, then the count, then the chelem
        # question to come (the key bar says "h Chelem? (on)" too); a refused card's reason stays.
        forms = [" ".join([base, *must, *later]), " ".join([count_only, *must, *later]), " ".join(must + later)]
        # Then the forced trumps said in short (with "press c" it cut its rule at 80 columns, chelem or not).
        brief = [t("ui.press_confirm")] if full else []
        brief += [t("ui.discard_forced_short", count=forced)] if forced else []
        forms += [" ".join(brief + later)] if forced else []
        forms += [" ".join(must)] if must else []
        forms += [" ".join(brief)] if forced else []
        if card is not None and hints_on:
            violation = prompt.view.why_discard_card_illegal(card)
            if violation is not None:
                why = explain(violation, players=prompt.view.players)
                return Hint(forms[0] + "\n" + why, "R6.2", refusal=True, shorter=(forms[1] + "\n" + why, why))
        return Hint(forms[0], "R6.2", shorter=tuple(dict.fromkeys(f for f in forms[1:] if f and f != forms[0])))
    limit = poignee_size
    # The Excuse is spoken of only to a hand that holds it (then the pool has it): it may stand in for a trump, and
    # showing it means showing every trump (R7.5); otherwise the count of what must be shown (R7.4).
    excuse = isinstance(prompt, AskPoignee) and EXCUSE in prompt.pool
    base = t("ui.poignee_hint_excuse" if excuse else "ui.poignee_hint", count=count, size=limit)
    if count == limit:
        base += " " + t("ui.press_confirm")
    return Hint(base, "R7.5" if excuse else "R7.4")


def unselectable_hint(prompt: Prompt | None, card: Card) -> Hint | None:
    """Why ``card`` cannot go in the écart (the engine's reason) or the poignée (R7.4); None when nothing forbids
    it (the picks are full)."""
    if isinstance(prompt, AskDiscard):
        violation = prompt.view.why_discard_card_illegal(card)
        if violation is None:
            return None
        return Hint(explain(violation, players=prompt.view.players), violation.rule, refusal=True)
    if isinstance(prompt, AskPoignee) and EXCUSE in prompt.pool:
        return Hint(t("ui.poignee_only_trumps_excuse"), "R7.5", refusal=True)
    return Hint(t("ui.poignee_only_trumps"), "R7.4", refusal=True)
