"""Engine events told as plain lines for the table's log (the laptop): only what everyone at a table sees."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tarot_tui.engine import (
    BidMade,
    CardCalled,
    ChelemDecided,
    ChienSetAside,
    ChienShown,
    DealScored,
    DealVoided,
    Discarded,
    PartnerRevealed,
    PoigneeDeclared,
    TakerChosen,
    TrickWon,
    VoidReason,
    sorted_for_display,
)
from tarot_tui.i18n import card_short, contract_name, t
from tarot_tui.play import DealStarted, News, PassedForYou, PlayedForYou


def cards_line(cards: Iterable[int]) -> str:
    """Cards as short names, separated by spaces, in the order given (a trick's, as played)."""
    return " ".join(card_short(card) for card in cards)


def shown_line(cards: Iterable[int]) -> str:
    """Cards that lie together (the chien, trumps shown from an écart, a poignée) in the hand's order
    (``sorted_for_display``), as the laptop's own table lists them."""
    return cards_line(sorted_for_display(cards))


def describe(item: News, name: Callable[[int], str], match_name: Callable[[int], str]) -> str | None:
    """One log line (``name``: a deal seat's player, ``match_name``: a match seat's); None: not worth one."""
    if isinstance(item, DealStarted):
        if item.eldest is None:
            return t("log.new_deal", number=item.number, dealer=match_name(item.dealer))
        return t(
            "log.new_deal_first", number=item.number, dealer=match_name(item.dealer), eldest=match_name(item.eldest)
        )
    if isinstance(item, BidMade):
        if item.contract is None:
            return t("log.pass", player=name(item.seat))
        return t("log.bid", player=name(item.seat), contract=contract_name(item.contract))
    if isinstance(item, TakerChosen):
        return t("log.taker", player=name(item.seat), contract=contract_name(item.contract))
    if isinstance(item, DealVoided):
        if item.reason is VoidReason.PETIT_SEC and item.seat is not None:
            return t("void.petit_sec", player=name(item.seat))
        return t("void.all_passed_again" if item.dealer_again else "void.all_passed")
    if isinstance(item, CardCalled):
        return t("log.called", player=name(item.seat), card=card_short(item.card))
    if isinstance(item, ChienShown):
        return t("log.chien") + " " + shown_line(item.cards)
    if isinstance(item, ChienSetAside):
        return t("log.chien_aside_attack" if item.for_attack else "log.chien_aside_defence")
    if isinstance(item, Discarded):
        if item.shown_trumps:
            return t("log.discard_trumps", player=name(item.seat)) + " " + shown_line(item.shown_trumps)
        return t("log.discard", player=name(item.seat))
    if isinstance(item, ChelemDecided):
        return t("log.chelem", player=name(item.seat)) if item.announced else None
    if isinstance(item, PoigneeDeclared):
        line = t("log.poignee", player=name(item.seat), level=t(f"poignee.{item.level.value}"))
        return line + " " + shown_line(item.cards)
    if isinstance(item, PartnerRevealed):
        return t("log.alone") if item.seat is None else t("log.partner", player=name(item.seat))
    if isinstance(item, TrickWon):
        return t("log.trick", number=item.index + 1, player=name(item.winner)) + ": " + cards_line(item.cards)
    if isinstance(item, DealScored):
        return t("log.scored")
    if isinstance(item, PlayedForYou):
        return t("log.forced_card", player=name(item.seat), card=card_short(item.card), rule=item.rule)
    if isinstance(item, PassedForYou):
        return t("log.forced_pass", player=name(item.seat))
    return None
