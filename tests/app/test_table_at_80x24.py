"""The table whole at 80×24 at 3, 4 and 5 players: no word of the centre, a seat or the totals' title cut short
(an ellipsis), and the right-hand seats clear of the side panel by a column."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle, step
from screen_routes import SCREENS

from name_reading import LONGEST_NAMES
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.card import card_label
from tarot_tui.app.widgets.panels import TotalsPanel, totals_title
from tarot_tui.app.widgets.table import SeatInfo, TableView, seat_text
from tarot_tui.engine import AnnounceChelem, Phase, SeatView, sorted_for_display
from tarot_tui.i18n import contract_name, set_language, t

TABLE_ROWS = slice(1, 16)
"""The lines of the table itself at 80×24 (under the status line, above the hint and the hand)."""


def _seat(**changes: object) -> SeatInfo:
    info = dict(
        name="Anna",
        is_dealer=False,
        is_taker=False,
        is_partner=False,
        sits_out=False,
        bid="",
        tricks=0,
        trick_card=None,
        to_move=False,
        is_you=False,
        thinking=False,
        winner=False,
        poignee=0,
    )
    info.update(changes)
    return SeatInfo(**info)  # type: ignore[arg-type]


@pytest.mark.parametrize("route", ["table-play-3", "table-play", "table-play-5", "table-chien", "table-ecart"])
async def test_no_word_on_the_table_is_cut_at_80x24(route: str) -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        await SCREENS[route](pilot)
        lines = screen_text(app).splitlines()
        table = lines[TABLE_ROWS]
        assert not [line for line in table if "…" in line], "\n".join(table)


@pytest.mark.parametrize("route", ["table-play-3", "table-play", "table-play-5"])
async def test_the_right_hand_seats_keep_clear_of_the_side_panel(route: str) -> None:
    """'╮╭': the top-right seat's box touched the totals' box; a column between them."""
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        await SCREENS[route](pilot)
        lines = screen_text(app).splitlines()
        near_the_panel = [line[50:] for line in lines]
        assert not [part for part in near_the_panel if "╮╭" in part or "││" in part or "╯╰" in part]


def test_a_seat_on_one_line_leaves_out_the_dealer_rather_than_cut_a_word() -> None:
    """The status line names the dealer; the seat's roles and tricks are what the seat alone says."""
    info = _seat(is_dealer=True, is_partner=True, tricks=3)
    text = seat_text(info, 14, lines=1).plain
    assert "…" not in text
    assert "partner" in text and "3 sl." in text


@pytest.mark.parametrize(
    ("done", "planned", "width", "expected"),
    [
        (0, 4, 30, "Beginstand"),
        (3, None, 30, "Stand na 3 spellen"),
        (3, 20, 40, "Stand na 3 van 20 spellen"),
        (3, 20, 18, "Stand 3/20"),
        (12, None, 13, "Stand na 12"),
        (
            2,
            None,
            20,
            "Stand na 2 spellen",
        ),  # the panel at 100 columns: 20 inside, the title takes 18 (a space each side)
        (2, None, 19, "Stand na 2"),
    ],
)
def test_the_totals_title_has_a_short_form_for_a_narrow_panel(
    done: int, planned: int | None, width: int, expected: str
) -> None:
    assert totals_title(done, planned, width) == expected


async def test_the_totals_title_is_whole_at_80x24_later_in_a_long_evening() -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk", "Eva"], ["human"] * 5, deals_planned=20)
        for seed in range(12):
            fast_forward(evening, lambda d: False, random.Random(seed))
        fast_forward(evening, lambda d: len(d.tricks) == 1, random.Random(99))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        panel = app.screen.query_one(TotalsPanel)
        title = str(panel.border_title)
        assert len(title) + 4 <= panel.size.width + 2, title
        assert "12" in title and "20" in title
        assert "…" not in screen_text(app).splitlines()[1]


def chelem_at_five(app: object, looking: int = 5) -> object:
    """A five-player deal (Garde by Bram, who calls a king) with a chelem announced (R8.2), in trick 6 with two
    cards on the table."""
    evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk", "Eva"], ["human"] * 5, deals_planned=4)  # type: ignore[arg-type]
    fast_forward(evening, lambda d: d.phase is Phase.CHELEM, random.Random(8))
    evening.apply(AnnounceChelem(True))
    fast_forward(evening, lambda d: len(d.tricks) == looking and len(d.trick_cards) == 2, random.Random(8))
    return evening


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_five_players_contract_call_chelem_and_trick_number_all_show(lang: str, size: tuple[int, int]) -> None:
    """At five players with a chelem announced (R8.2) the middle holds four facts: the contract, the called card
    (R5.2), the chelem and the trick number. Where its three rows between the faces (80×24) cannot take them one
    a row, the chelem and the trick number share one; none is left out, none cut short. At 120×40 each has its
    own row, in full."""
    set_language(lang)
    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        evening = chelem_at_five(app)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)
        deal = evening.deal
        assert deal is not None and deal.contract is not None and deal.called_card is not None
        text = screen_text(app)
        middle = "\n".join(text.splitlines()[: size[1] - 8])
        assert contract_name(deal.contract) in middle
        assert t("ui.called", card=card_label(deal.called_card)) in middle
        assert t("ui.chelem_announced_short" if size == (80, 24) else "ui.chelem_announced") in middle
        trick = t("ui.trick_number_short" if size == (80, 24) else "ui.trick_number", number=6, total=15)
        assert trick in middle


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_five_players_called_card_chelem_and_trick_number_show_under_a_two_line_hint(lang: str) -> None:
    """A two-line hint leaves the middle two rows between the faces at 80×24: the contract, which the status line
    names as well, gives way, and the called card (R5.2), the chelem (R8.2) and the trick number stay (they were
    the rows left out: "Garde" and "roept ♥K" showed, the chelem and the trick number did not)."""
    set_language(lang)
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = chelem_at_five(app, looking=6)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)
        deal = evening.deal
        assert deal is not None and deal.contract is not None and deal.called_card is not None
        view = app.screen.query_one(TableView)
        lines = screen_text(app).splitlines()
        assert view.region.height == 14  # under a hint of two lines
        middle = "\n".join(line[: view.region.right] for line in lines[view.region.y : view.region.bottom])
        assert contract_name(deal.contract) in lines[0]  # the status line
        assert t("ui.called", card=card_label(deal.called_card)) in middle
        assert t("ui.chelem_announced_short") in middle
        assert t("ui.trick_number_short", number=7, total=15) in middle


@pytest.mark.parametrize("players", [3, 4, 5])
async def test_every_card_of_the_hand_stands_apart_at_80x24_picked_or_not(players: int) -> None:
    """A hand written as text (80×24) with cards picked for the écart: each card's text, brackets and all, has a
    blank column before the next card's key letter ('d[♠10]e[♠7]' ran together: a three-column card in
    brackets filled its six columns)."""
    import re

    from screen_routes import table_at

    from tarot_tui.app.widgets.hand import HandWidget

    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_at(lambda d: d.phase is Phase.DISCARD, players)(pilot)
        hand = app.screen.query_one(HandWidget)
        if hand.is_covered:
            await step(pilot, random.Random(1))
            await settle(pilot)
        assert not hand.is_covered and not hand.faces_fit()
        wide = [card for card in hand.playable if len(card_label(card)) == 3]
        for card in list(dict.fromkeys([*wide, *hand.playable]))[: 3 if players == 5 else 6]:
            hand.choose_card(card)
            await settle(pilot)
        await pilot.pause()
        assert any(len(card_label(card)) == 3 for card in hand.selected)
        lines = screen_text(app).splitlines()[hand.region.y : hand.region.bottom]
        text = "\n".join(line[hand.region.x : hand.region.right] for line in lines)
        labels = "|".join(re.escape(card_label(card)) for card in sorted(hand.cards, key=lambda c: -len(card_label(c))))
        cells = re.findall(r"(\S?)(\[?(?:" + labels + r")\]?)(.?)", text)
        assert len(cells) == len(hand.cards), text
        for _, shown, after in cells:
            assert after in ("", " "), f"{shown!r} runs into {after!r}:\n{text}"


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_wide_chien_is_whole_on_its_own_line_with_the_contract_at_80x24(lang: str) -> None:
    """The chien shown while the taker makes the écart (R6.1): at 80×24 "Hond: T20 EXC ♥6 ♦4 ♣2 ♣V" is wider than
    the middle, and it wrapped ("♣V" alone on the next row) where the contract was; the label goes on a row of its
    own and the cards on the next, under the contract."""
    from tarot_tui.app.widgets.card import cards_text
    from tarot_tui.engine import sorted_for_display, view_for

    set_language(lang)
    for seed in range(100):
        app = make_app(seed)
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        deal = fast_forward(evening, lambda d: d.phase is Phase.DISCARD, random.Random(8))
        chien = cards_text(sorted_for_display(view_for(deal, None).chien)).plain  # as a hand is listed
        if len(f"{t('ui.chien')}: {chien}") > 24:  # the middle's room at 80×24
            break
    else:
        raise AssertionError("no deal with a wide chien")
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)
        view = app.screen.query_one(TableView)
        lines = screen_text(app).splitlines()[view.region.y : view.region.bottom]
        middle = [line[view.region.x + 16 : view.region.x + view.size.width - 16].strip() for line in lines]
        middle = [line for line in middle if line and not set(line) <= set("╭╮╰╯─│ ")]
        assert chien in middle, middle
        assert contract_name(deal.contract) in "\n".join(middle), middle  # type: ignore[arg-type]


def _trick_over_an_ecart_with_trumps(ecart: str, played: str) -> SeatView:
    """Cees's view of a Garde by Bram whose écart holds trumps (shown to all, R6.2), after the cards ``played``."""
    from tarot_tui.engine import Contract, Deal, Play, cardset, parse_cards, view_for

    hands = ["KH 2S 3S", "QH 4S 5S", "JH 6S 7S", "10H 8S 9S"]
    deal = Deal.from_hands(
        [cardset(parse_cards(hand)) for hand in hands],
        dealer=3,
        taker=1,
        contract=Contract.GARDE,
        ecart=cardset(parse_cards(ecart)),
    )
    for card in parse_cards(played):
        deal.apply(Play(card))
    return view_for(deal, 2)


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_trumps_shown_from_the_ecart_are_whole_between_the_faces_at_80x24(lang: str) -> None:
    """Trumps the taker had to put in the écart are shown to all (R6.2), and the middle says so during the tricks:
    between the card faces of an 80×24 table (14 columns) "Getoond uit het écart: T5 T7" was cut to "Getoond uit
    h…" and its trumps left out; a short label ("Uit écart:") with the trumps under it fits."""
    from textual.app import App, ComposeResult

    from tarot_tui.app.widgets.table import center_text
    from tarot_tui.engine import parse_cards

    set_language(lang)
    view = _trick_over_an_ecart_with_trumps("T5 T7 2C 3C 4C 5C", "KH QH")
    names, seats = ["Anna", "Bram", "Cees", "Dirk"], [0, 1, 2, 3]
    forms = {
        form: center_text(view, names, seats, **{form: True}) if form else center_text(view, names, seats)
        for form in ("", "short", "compact", "low")
    }
    infos = [
        _seat(name=name, trick_card=card, order=order, to_move=name == "Cees")
        for name, card, order in zip(names, [*parse_cards("KH QH"), None, None], [1, 2, 0, 0], strict=True)
    ]

    class Table(App[None]):
        def compose(self) -> ComposeResult:
            yield TableView()

    app = Table()
    async with app.run_test(size=(58, 15)) as pilot:  # the table's size at 80×24
        table = app.query_one(TableView)
        table.show(
            infos, 2, forms[""], clockwise=False, short=forms["short"], compact=forms["compact"], low=forms["low"]
        )
        await pilot.pause()
        assert table.card_in_middle
        text = screen_text(app)  # type: ignore[arg-type]
        assert "…" not in text, text
        assert card_label(parse_cards("T5")[0]) in text and card_label(parse_cards("T7")[0]) in text, text


def test_the_trumps_shown_from_the_ecart_are_in_the_hands_order() -> None:
    """R6.2: the trumps shown from the écart read in the order a hand is shown (the highest first), as the chien
    and a poignée do, not in the engine's order (the lowest first)."""
    from tarot_tui.app.widgets.table import center_text
    from tarot_tui.engine import parse_cards

    set_language("nl")
    view = _trick_over_an_ecart_with_trumps("T5 T17 T7 2C 3C 4C", "KH")
    text = center_text(view, ["Anna", "Bram", "Cees", "Dirk"], [0, 1, 2, 3]).plain
    shown = text.split(": ")[-1].split()
    assert shown == [card_label(card) for card in sorted_for_display(parse_cards("T5 T7 T17"))], text
    assert shown[0] == card_label(parse_cards("T17")[0]), text


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_five_long_names_leave_the_turn_and_the_totals_readable(lang: str) -> None:
    """The status line ("Spel 2/4 · gever Annemieke-Sophie · Garde door Bartholomeus Jan · Aan de beurt: …") lost
    whose turn it is past the 80th column: it leaves out the dealer (their seat says "gever") rather. The totals
    kept no space between a name and its total ("Annemarie-Louise0") and wrapped a name ("Bartholomeus" / "Jan"):
    a long name is cut on its own line now."""
    set_language(lang)
    app = make_app(8, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, LONGEST_NAMES, ["human"] * 5, deals_planned=4)
        fast_forward(evening, lambda d: d.phase is Phase.SCORED, random.Random(8))
        evening.start_deal()
        fast_forward(evening, lambda d: d.phase is Phase.TRICKS and len(d.tricks) == 2, random.Random(8))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)
        deal = evening.deal
        assert deal is not None
        lines = screen_text(app).splitlines()
        mover = LONGEST_NAMES[evening.match_seat(deal.to_move)]
        assert lines[0].rstrip().endswith(t("ui.you_are", player=mover)), lines[0]
        panel = app.screen.query_one(TotalsPanel)
        rows = [
            line[panel.region.x : panel.region.right] for line in lines[panel.region.y + 1 : panel.region.bottom - 1]
        ]
        assert len(rows) == 5, rows
        for row in rows:
            name, _, total = row.strip("│ ").rpartition(" ")
            assert total.lstrip("+-").isdigit() and name.strip(), row
