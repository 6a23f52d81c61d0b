"""The hand as its owner sees it: what it is for now, which cards are lit (may be chosen), their key letters."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from tarot_tui.engine import Card, SeatView
from tarot_tui.play import AskCard, AskDiscard, AskPoignee, Prompt

QUICK_KEYS = "abdefgijklmnoptwxyz1234567890"
"""The key letters of the cards, in display order: the letters and digits the table's own keys leave free
(c confirm, h chelem, q leave, r review, s sheet, u undo, v previous trick). 29 of them: more than a
3-player écart has cards to choose from (at most 24 of its 30 cards may go)."""


class HandMode(Enum):
    """What the hand is for now."""

    PLAY = "play"
    """A card to play (R9.4)."""
    DISCARD = "discard"
    """Cards to pick for the écart (R6.2)."""
    POIGNEE = "poignee"
    """Trumps to pick for a poignée, once its level was chosen (R7)."""
    WAIT = "wait"
    """Nothing to choose in the hand."""

    @property
    def picks(self) -> bool:
        """Cards are picked and then confirmed (the écart, a poignée), not played one by one."""
        return self is HandMode.DISCARD or self is HandMode.POIGNEE


def hand_mode(prompt: Prompt | None, poignee_size: int) -> HandMode:
    """What the hand is for under ``prompt`` (a poignée once a level was chosen: ``poignee_size`` trumps)."""
    if isinstance(prompt, AskCard):
        return HandMode.PLAY
    if isinstance(prompt, AskDiscard):
        return HandMode.DISCARD
    if isinstance(prompt, AskPoignee) and poignee_size:
        return HandMode.POIGNEE
    return HandMode.WAIT


def hand_cards(
    view: SeatView, prompt: Prompt | None, mode: HandMode
) -> tuple[tuple[Card, ...], frozenset[Card], frozenset[Card]]:
    """The viewer's hand as drawn: (cards, those lit: they may be played or picked, those marked as from the
    chien). For a poignée the taker's shown écart trumps join the hand (R7.6)."""
    cards = list(view.hand)
    lit: frozenset[Card] = frozenset()
    if mode is HandMode.POIGNEE and isinstance(prompt, AskPoignee):
        cards = sorted(set(cards) | set(prompt.pool))
        lit = frozenset(prompt.pool)
    elif mode is HandMode.PLAY:
        lit = frozenset(view.legal)
    elif mode is HandMode.DISCARD:
        lit = frozenset(view.discard_candidates)
    marked = frozenset(prompt.chien) if isinstance(prompt, AskDiscard) else frozenset()
    return tuple(cards), lit, marked


def toggle_pick(picks: frozenset[Card], lit: frozenset[Card], card: Card, limit: int) -> frozenset[Card] | None:
    """The écart or poignée picks after ``card`` was chosen: it goes out if picked, in if allowed and there is
    room; None when it may not be picked at all."""
    if card in picks:
        return picks - {card}
    if card not in lit:
        return None
    return picks | {card} if len(picks) < limit else picks


def key_letters(
    ordered: Sequence[Card], lit: frozenset[Card], picks: frozenset[Card], *, skipping: bool
) -> dict[int, str]:
    """The key letter of each card that has one, by display index (``ordered`` is the hand in display order):
    the lit cards, and the picked ones so they can be put back (every card when nothing is skipped: hints off);
    none when nothing is to be chosen."""
    if not lit and not picks:
        return {}
    if not skipping:
        stops = list(range(len(ordered)))
    else:
        stops = [index for index, card in enumerate(ordered) if card in lit or card in picks]
    return dict(zip(stops, QUICK_KEYS, strict=False))
