"""Engine events told as lines for the deal log and the handover screen (all text from the catalogue)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from tarot_tui.engine import (
    BidMade,
    CardCalled,
    CardPlayed,
    ChelemDecided,
    ChienSetAside,
    ChienShown,
    DealScored,
    DealVoided,
    Discarded,
    Event,
    PartnerRevealed,
    PoigneeDeclared,
    TakerChosen,
    TrickWon,
    VoidReason,
    sorted_for_display,
)
from tarot_tui.i18n import card_short, contract_name, t

from ..widgets.card import cards_text


def describe(event: Event, name: Callable[[int], str]) -> Text | None:
    """One log line for an event; ``name`` maps a deal seat to a player name. None: not worth a line."""
    if isinstance(event, BidMade):
        if event.contract is None:
            return Text(t("log.pass", player=name(event.seat)), style="dim")
        return Text(t("log.bid", player=name(event.seat), contract=contract_name(event.contract)))
    if isinstance(event, TakerChosen):
        return Text(t("log.taker", player=name(event.seat), contract=contract_name(event.contract)), style="bold")
    if isinstance(event, DealVoided):
        if event.reason is VoidReason.PETIT_SEC and event.seat is not None:
            return Text(t("void.petit_sec", player=name(event.seat)), style="yellow")
        return Text(t("void.all_passed_again" if event.dealer_again else "void.all_passed"), style="yellow")
    if isinstance(event, CardCalled):
        return Text(t("log.called", player=name(event.seat), card=card_short(event.card)))
    if isinstance(event, ChienShown):
        return Text(t("log.chien") + " ").append_text(cards_text(sorted_for_display(event.cards)))
    if isinstance(event, ChienSetAside):
        return Text(t("log.chien_aside_attack" if event.for_attack else "log.chien_aside_defence"))
    if isinstance(event, Discarded):
        if event.shown_trumps:
            return Text(t("log.discard_trumps", player=name(event.seat)) + " ").append_text(
                cards_text(sorted_for_display(event.shown_trumps))
            )
        return Text(t("log.discard", player=name(event.seat)))
    if isinstance(event, ChelemDecided):
        return Text(t("log.chelem", player=name(event.seat)), style="magenta") if event.announced else None
    if isinstance(event, PoigneeDeclared):
        line = Text(t("log.poignee", player=name(event.seat), level=t(f"poignee.{event.level.value}")) + " ")
        return line.append_text(cards_text(sorted_for_display(event.cards)))
    if isinstance(event, PartnerRevealed):
        if event.seat is None:
            return Text(t("log.alone"), style="bold")
        return Text(t("log.partner", player=name(event.seat)), style="bold")
    if isinstance(event, CardPlayed):
        return None
    if isinstance(event, TrickWon):
        line = Text(t("log.trick", number=event.index + 1, player=name(event.winner)) + ": ")
        line.append_text(cards_text(event.cards))
        if event.excuse_owed:
            line.append(" " + t("log.excuse_exchange"), style="dim")
        return line
    if isinstance(event, DealScored):
        return Text(t("log.scored"), style="bold")
    return None
