"""The table's keys on offer at one moment: which bindings do something now, and the key bar that lists them."""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.evening import Evening
from tarot_tui.i18n import t

from .hand import HandMode


@dataclass(frozen=True, slots=True)
class KeysNow:
    """What the key bar depends on: the score panel, why the hand is face down ("handover", "chien", "phone": a
    phone's turn, or None),
    the hand's mode, and which of chelem, undo, the trick keys and the deal review apply."""

    score_up: bool
    cover: str | None
    mode: HandMode
    chelem: bool
    undo: bool
    tricks: bool
    analysis: bool = False
    page: str | None = None
    """The score panel's page up ("score", "sheet", "final"), or None."""
    seats: bool = False
    """Whether the seats can be switched now (on the sheet between deals)."""
    deal_scores: bool = False
    """Whether a finished deal's score page can be opened again (on the sheet)."""
    earlier_deal: bool = False
    """On the deal's score: an earlier deal's page is there to turn to (←)."""
    later_deal: bool = False
    """On the deal's score, an earlier deal's page up: a later deal's page is there to turn to (→)."""
    phones: bool = False
    """Some hands are on phones: their page (addresses, QR codes) can be shown."""
    question: bool = False
    """A question is open over the table (a bid, the call, the chelem, a poignée): its choices answer to their own
    keys, and to the arrows and Enter."""
    chelem_wanted: bool = False
    """The chelem was asked for with ``h`` (R8.2): the key's label says it is on."""

    def allows(self, action: str) -> bool:
        """Whether the table's binding ``action`` does something now."""
        if action == "confirm":
            return self.mode.picks
        if action == "want_chelem":
            return self.chelem
        if action == "undo":
            return self.undo
        if action in ("previous_trick", "review"):
            return self.tricks
        if action == "analysis":
            return self.analysis
        if action == "ecart_advice":
            return self.mode is HandMode.DISCARD
        if action == "phones":
            return self.phones
        if action == "take_laptop":
            return self.cover not in (None, "phone")
        return True


def review_offered(evening: Evening, *, review_on: bool) -> bool:
    """Whether the deal review is offered on the score just shown: a deal that was played (not void) by at
    least one person, with the review setting on."""
    played = evening.last
    if not review_on or played is None or played.is_void:
        return False
    return any(played.deal_seat(seat) is not None for seat in evening.humans())


CARD_KEYS = "a-z ←→⏎"
"""A card's key letter, or the arrows and Enter."""
QUESTION_KEYS = "←→⏎"
"""A question's choices: each has its own key, shown beside it in the box; or the arrows and Enter."""


def table_keys(now: KeysNow) -> list[tuple[str, str, str]]:
    """(key, label, action) of every key that does something now."""
    keys: list[tuple[str, str, str]] = []
    if now.score_up:
        keys.append(("⏎", t("key.continue"), "panel('close')"))
        if now.page == "score" and now.earlier_deal:
            keys.append(("←", t("key.earlier_deal"), "panel('deal(-1)')"))
        if now.page == "score" and now.later_deal:
            keys.append(("→", t("key.later_deal"), "panel('deal(1)')"))
        if now.seats:
            keys.append(("p", t("key.seats"), "panel('seats')"))
        if now.deal_scores:
            keys.append(("b", t("key.deal_scores"), "panel('deal_scores')"))
        if now.analysis:
            keys.append(("a", t("key.analysis"), "analysis"))
        if now.page in ("sheet", "final"):
            keys.append(("s", t("key.stats"), "panel('stats')"))
    elif now.cover == "phone":
        pass  # a phone's turn: nothing to press at the laptop
    elif now.cover is not None:
        keys.append(("⏎", t("key.continue" if now.cover == "chien" else "key.take"), "take_laptop"))
    elif now.question:
        keys.append((QUESTION_KEYS, t("key.choose"), ""))
    elif now.mode is HandMode.PLAY:
        keys.append((CARD_KEYS, t("key.play"), ""))
    elif now.mode.picks:
        keys.append((CARD_KEYS, t("key.pick"), ""))
        keys.append(("c", t("key.confirm"), "confirm"))
        if now.mode is HandMode.DISCARD:
            keys.append(("F2", t("key.advice"), "ecart_advice"))
        if now.chelem:
            keys.append(("h", t("key.chelem_on" if now.chelem_wanted else "key.chelem"), "want_chelem"))
    if now.undo:
        keys.append(("u", t("key.undo"), "undo"))
    if now.tricks and now.cover is None and not now.score_up:
        keys.append(("v", t("key.previous"), "previous_trick"))
        keys.append(("r", t("key.review"), "review"))
    if now.phones:
        keys.append(("F3", t("key.phones"), "phones"))
    if now.page not in ("sheet", "final"):  # (on the sheet, s is for the statistics; no rule is in view)
        keys.append(("s", t("key.sheet"), "sheet"))
        keys.append(("F1/?", t("key.rules_here"), "rules_here"))
    keys.append(("q", t("key.leave"), "leave"))
    return keys
