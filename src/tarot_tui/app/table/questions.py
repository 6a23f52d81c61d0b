"""The questions asked in the box over the table: title, what was said so far, and the allowed answers.

What is said comes in forms from the longest to the shortest: the box shows the first that leaves the side seats
in view (``ChoiceBox.ask``, ``tarot_tui.table.question_room``). The shorter forms leave out only what the table
shows anyway: the earlier bids two or all on a line rather than one (each seat's box says its bid), when a
poignée is shown and how (it is the moment; the choices are its levels, and the hint line under the table says what
each is worth and who gets it), the call's rule (the hint line says when the taker plays alone).
"""

from __future__ import annotations

from collections.abc import Callable

from tarot_tui.engine import AnnounceChelem, CallCard, signed
from tarot_tui.i18n import card_short, contract_name, t
from tarot_tui.play import AskBid, AskCall, AskChelem, AskPoignee

from ..widgets.choices import Choice

ASKING = {AskBid: "bid-dialog", AskCall: "call-dialog", AskChelem: "chelem-dialog", AskPoignee: "poignee-dialog"}
"""The name the question box gives each question while it is open."""

CALL_KEYS = "123456789abdefgh"
"""Keys of the cards that may be called (no c: it confirms an écart)."""


def question_for(
    prompt: AskBid | AskCall | AskChelem | AskPoignee, seat_name: Callable[[int], str], names: list[str]
) -> tuple[str, tuple[str, ...], list[Choice[object]]]:
    """(title, bodies, choices) for a question prompt: ``bodies`` what is said, from its longest form to its
    shortest; ``seat_name`` names a deal seat."""
    if isinstance(prompt, AskBid):
        choices: list[Choice[object]] = []
        for bid in prompt.view.legal_bids:
            key = "0" if bid.contract is None else str(int(bid.contract))
            choices.append(Choice(key, contract_name(bid.contract), bid))
        choices.append(Choice("a", t("ui.advice"), "advice"))
        said = [f"{seat_name(seat)}: {contract_name(c)}" for seat, c in prompt.view.bids]
        title = t("ui.bid_title", player=names[prompt.seat])
        if not said:
            return title, (t("ui.bid_first"),), choices
        # One bid a line, two, then all on one, then none: a line breaks between bids, not in one.
        forms = [_in_rows(said, per_row) for per_row in sorted({1, 2, len(said)})]
        return title, (*forms, ""), choices
    if isinstance(prompt, AskCall):
        held = set(prompt.view.hand)
        choices = []
        for index, card in enumerate(prompt.view.callable_cards):
            label = card_short(card) + (" " + t("ui.call_own") if card in held else "")
            choices.append(Choice(CALL_KEYS[index], label, CallCard(card)))
        return t("ui.call_title"), (t("ui.call_body"), ""), choices
    if isinstance(prompt, AskChelem):
        choices = [Choice(t("ui.no_key"), t("ui.no"), AnnounceChelem(False))]
        if prompt.may_announce:
            choices.append(Choice(t("ui.yes_key"), t("ui.chelem_yes"), AnnounceChelem(True)))
        # R8.4: an announced chelem made, and failed; signed as every score is.
        made, failed = signed(400), signed(-200)
        bodies = (t("ui.chelem_body", made=made, failed=failed), t("ui.chelem_body_short", made=made, failed=failed))
        return t("ui.chelem_title"), bodies, choices
    choices = [Choice(t("ui.no_key"), t("ui.no"), 0)]
    for level, size in prompt.sizes:
        choices.append(Choice(str(level), t("ui.poignee_level", level=t(f"poignee.{level}"), size=size), size))
    return t("ui.poignee_title"), (t("ui.poignee_body"), ""), choices


def _in_rows(said: list[str], per_row: int) -> str:
    """The bids ``said``, ``per_row`` on a line."""
    return "\n".join(" · ".join(said[at : at + per_row]) for at in range(0, len(said), per_row))
