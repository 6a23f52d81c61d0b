"""Hot-seat privacy: at every handover and every turn, the screen shows no card of any hand but the
active player's own (and public cards: played, shown chien, poignées, écart trumps)."""

from __future__ import annotations

import random
import re

from harness import make_app, new_evening, screen_text, settle, step, table_screen

from tarot_tui.app.screens.handover import Curtain
from tarot_tui.app.screens.table import TableScreen
from tarot_tui.engine import Deal, Phase, cards_of
from tarot_tui.i18n import card_short

TOKEN = re.compile(r"[♠♥♦♣](?:10|[2-9]|1|[KVRB])(?!\d)|T(?:2[01]|1\d|[1-9])(?!\d)|EXC")


def shown_cards(text: str) -> set[int]:
    """Every card written on the screen, by its Dutch short name."""
    names = {card_short(card, "nl"): card for card in range(78)}
    return {names[token] for token in TOKEN.findall(text) if token in names}


def public_cards(deal: Deal) -> set[int]:
    """Cards everyone at the table has seen."""
    seen: set[int] = set(deal.trick_cards)
    for _, cards, _ in deal.tricks:
        seen |= set(cards)
    for shown in deal.poignees.values():
        seen |= set(shown)
    if deal.contract is not None and deal.contract.chien_shown and deal.phase is not Phase.CALL:
        seen |= set(cards_of(deal.chien))
    seen |= {c for c in cards_of(deal.ecart) if c < 21}
    if deal.phase.is_over:
        seen |= set(cards_of(deal.chien | deal.ecart))
    return seen


def allowed_cards(app) -> set[int]:  # type: ignore[no-untyped-def]
    table = table_screen(app)
    deal = table.evening.deal
    assert deal is not None
    allowed = public_cards(deal)
    curtain_up = table.query_one(Curtain).is_up
    if table.viewer is not None and not curtain_up:
        seat = table.evening.deal_seat(table.viewer)
        assert seat is not None
        allowed |= set(cards_of(deal.hands[seat]))
        if seat == deal.taker:
            allowed |= set(cards_of(deal.ecart))
    return allowed


async def test_no_screen_shows_another_players_cards() -> None:
    """A scripted 4-person evening: check the rendered screen after every step."""
    app = make_app(21)
    async with app.run_test(size=(110, 34)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=1)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(21)
        curtains = 0
        checked = 0
        while evening.deals_done < 1:
            await settle(pilot)
            if evening.deal is not None and isinstance(app.screen, TableScreen | type(app.screen)):
                shown = shown_cards(screen_text(app))
                leaked = shown - allowed_cards(app)
                assert not leaked, f"screen shows {sorted(card_short(c) for c in leaked)} it must not"
                checked += 1
                if table_screen(app).query_one(Curtain).is_up:
                    curtains += 1
                    viewer_hands = [cards_of(h) for h in evening.deal.hands]
                    assert not any(shown & set(hand) - public_cards(evening.deal) for hand in viewer_hands)
            await step(pilot, rng, bid=lambda deal: "2" if not deal.bids else "0")
        assert curtains > 20 and checked > 100
