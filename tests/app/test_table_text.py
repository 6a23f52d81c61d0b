"""Text the table and the score panels draw: aligned columns, the centre of the table."""

from __future__ import annotations

from rich.text import Text

from tarot_tui.app.widgets.columns import columns_text


def test_columns_are_aligned_left_and_right_with_a_rule_under_the_headers() -> None:
    text = columns_text(
        ["Speler", "Punten", ""],
        [("Anna", Text("+64", style="green"), ""), ("Bram", "-192", "-(25 + 7) × 2")],
        right=(1,),
        dim=(2,),
    )
    lines = text.plain.splitlines()
    assert lines == [
        "Speler   Punten",
        "─" * (6 + 3 + 6 + 3 + 13),
        "Anna        +64",
        "Bram       -192   -(25 + 7) × 2",
    ]
    assert any(span.style == "green" for span in text.spans)
    assert any(str(span.style) == "dim" for span in text.spans)
    assert any(str(span.style) == "bold" for span in text.spans)


def test_footer_rows_come_after_a_second_rule() -> None:
    text = columns_text(["#", "Anna"], [("1", "+10")], right=(1,), footer=[("", "+10")])
    assert text.plain.splitlines() == ["#   Anna", "────────", "1    +10", "────────", "     +10"]


def test_the_centre_names_the_trick_just_won_while_it_is_shown() -> None:
    """During the pause after a trick (or when it is looked at again with v) the centre says that trick's
    number, not the next one's."""
    import random

    from harness import fast_forward, make_app, new_evening

    from tarot_tui.app.widgets.table import center_text
    from tarot_tui.engine import Phase, view_for

    app = make_app()
    evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
    deal = fast_forward(evening, lambda d: d.phase is Phase.TRICKS and len(d.tricks) == 3, random.Random(4))
    view = view_for(deal, 0)
    seats = [0, 1, 2, 3]
    names = evening.names
    from tarot_tui.i18n import t

    assert t("ui.trick_number", number=3, total=18) in center_text(view, names, seats, finished_trick=True).plain
    assert t("ui.trick_number", number=4, total=18) in center_text(view, names, seats).plain


def test_a_seat_shows_its_roles_and_tricks_then_what_it_does_on_two_lines_or_one() -> None:
    """Inside a seat's box (its name is in the edge): the roles and tricks won, then the card it played (unless
    it lies in the middle), its bid, thinking or to move; a low box puts both on one line, cut to its width."""
    from dataclasses import replace

    from tarot_tui.app.widgets.card import card_label
    from tarot_tui.app.widgets.table import SeatInfo, seat_text
    from tarot_tui.engine import parse_card

    info = SeatInfo(
        name="Anna", is_dealer=True, is_taker=False, is_partner=False, sits_out=False, bid="", tricks=2,
        trick_card=parse_card("KH"), to_move=False, is_you=False, thinking=False, winner=False, poignee=0,
    )  # fmt: skip
    assert "Anna" not in seat_text(info, 20).plain
    assert seat_text(info, 20).plain.split("\n") == ["gever · 2 sl.", card_label(parse_card("KH"))]
    assert seat_text(info, 20, card=False).plain.split("\n") == ["gever · 2 sl.", ""]
    # On one line every part has the dot between, as the roles and tricks have on two.
    assert seat_text(info, 20, lines=1).plain == f"gever · 2 sl. · {card_label(parse_card('KH'))}"
    # Too wide for 14 columns: the dealer's mark goes first (the status line names the dealer), not a cut word.
    assert seat_text(info, 14, lines=1).plain == f"2 sl. · {card_label(parse_card('KH'))}"
    cut = seat_text(replace(info, is_taker=True, tricks=12, poignee=2), 14, lines=1).plain
    assert len(cut) == 14 and cut.endswith("…") and "\n" not in cut
    to_move = replace(info, trick_card=None, to_move=True)
    assert seat_text(to_move, 20).plain.split("\n")[1] == "…"
    assert seat_text(to_move, 20, lines=1).plain == "gever · 2 sl."  # the heavy edge says it on one line
    # A computer taker thinking in a one-line box (3 players at 100×30) read "nemer  denkt na…".
    thinking = replace(info, is_dealer=False, is_taker=True, tricks=0, trick_card=None, thinking=True)
    assert seat_text(thinking, 17, lines=1).plain == "nemer · denkt na…"
    assert seat_text(thinking, 17).plain.split("\n") == ["nemer", "denkt na…"]
    # Where it does not fit, the heavy edge and the status line say it: no word cut to "d…" (80×24).
    assert seat_text(replace(thinking, tricks=1), 14, lines=1).plain == "nemer · 1 sl."
    assert seat_text(replace(thinking, tricks=1), 14).plain.split("\n") == ["nemer · 1 sl.", "denkt na…"]
    # A poignée shown stays on its seat all deal: where its level does not fit, "poignée" alone (the log names
    # the level), not "2 sl.·enkele …" (5 players at 80×24).
    shown = replace(info, is_dealer=False, trick_card=None, poignee=1)
    assert seat_text(shown, 14, lines=1).plain == "2 sl.·poignée"
    assert seat_text(shown, 22, lines=1).plain == "2 sl. · enkele poignée"
    # Where even "poignée" does not fit, it is left out (the log names it): not "nemer·12 sl.·p…" (80×24).
    taker = replace(shown, is_taker=True, tricks=12, poignee=2)
    assert seat_text(taker, 14, lines=1).plain == "nemer · 12 sl."
    assert seat_text(taker, 18).plain.split("\n") == ["nemer · 12 sl.", "dubbele poignée"]


def test_after_the_ecart_the_centre_shows_it_face_down_not_the_chien() -> None:
    """R6.1: the chien turned up at a Prise or a Garde goes into the taker's hand, and the écart lies face down.
    While the taker makes the écart the centre shows the chien; once it is made (the chelem question, the first
    lead) it shows the écart face down, never "Hond: …" with cards that are now in the taker's hand."""
    import random

    from harness import fast_forward, make_app, new_evening

    from tarot_tui.app.widgets.card import cards_text
    from tarot_tui.app.widgets.table import center_text
    from tarot_tui.engine import Phase, sorted_for_display, view_for
    from tarot_tui.i18n import t

    for players in (3, 4, 5):
        app = make_app()
        names = ["Anna", "Bram", "Cees", "Dirk", "Eva"][:players]
        evening = new_evening(app, names)
        seats = list(range(players))
        deal = fast_forward(evening, lambda d: d.phase is Phase.DISCARD, random.Random(4))
        chien = cards_text(sorted_for_display(view_for(deal, None).chien)).plain  # as a hand is listed
        for seat in (None, *seats):
            text = center_text(view_for(deal, seat), names, seats).plain
            assert f"{t('ui.chien')}: {chien}" in text
        deal = fast_forward(evening, lambda d: d.phase is not Phase.DISCARD, random.Random(4))
        assert deal.phase in (Phase.CHELEM, Phase.TRICKS) and not deal.trick_cards
        for seat in (None, *seats):
            for form in ({}, {"short": True}, {"compact": True}, {"low": True}):
                text = center_text(view_for(deal, seat), names, seats, **form).plain  # type: ignore[arg-type]
                assert t("ui.chien") not in text and chien not in text, (players, seat, form, text)
                assert t("ui.ecart_face_down", count=6 if players < 5 else 3) in text


async def test_the_table_after_the_ecart_shows_it_face_down() -> None:
    """The same on the screen, at 80×24 and 120×40, from the seat to lead the first trick."""
    import random

    from harness import fast_forward, make_app, new_evening, screen_text, settle, step

    from tarot_tui.app.table.screen import TableScreen
    from tarot_tui.engine import Phase
    from tarot_tui.i18n import t

    for size in ((80, 24), (120, 40)):
        app = make_app(8)
        async with app.run_test(size=size) as pilot:
            evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
            fast_forward(evening, lambda d: d.phase is Phase.TRICKS, random.Random(4))
            await app.push_screen(TableScreen(evening))
            await settle(pilot)
            await step(pilot, random.Random(1))  # the curtain
            await settle(pilot)
            text = screen_text(app)
            assert t("ui.ecart_face_down", count=6) in text, text
            assert f"{t('ui.chien')}:" not in text, text


def test_at_garde_sans_and_garde_contre_the_centre_says_the_chien_lies_face_down_and_for_whom() -> None:
    """R6.3 / R6.4: at a Garde sans the chien stays face down and counts for the taker, at a Garde contre for the
    defence. Until the first card the centre says so, in every form of the middle, from every seat, never with its
    cards (nobody has seen them)."""
    import random

    from harness import fast_forward, make_app, new_evening

    from tarot_tui.app.widgets.card import cards_text
    from tarot_tui.app.widgets.table import center_text
    from tarot_tui.engine import Phase, cards_of, view_for
    from tarot_tui.i18n import t

    for bid, side in (("garde_sans", "attack"), ("garde_contre", "defence")):
        for players in (3, 4, 5):
            app = make_app()
            names = ["Anna", "Bram", "Cees", "Dirk", "Eva"][:players]
            evening = new_evening(app, names)
            seats = list(range(players))
            deal = fast_forward(evening, lambda d: d.phase in (Phase.CHELEM, Phase.TRICKS), random.Random(4), bid=bid)
            assert deal.phase in (Phase.CHELEM, Phase.TRICKS) and not deal.trick_cards
            hidden = cards_text(tuple(cards_of(deal.chien))).plain
            count = 6 if players < 5 else 3
            for seat in (None, *seats):
                text = center_text(view_for(deal, seat), names, seats).plain
                assert t(f"ui.chien_aside_{side}", count=count) in text, (bid, players, seat, text)
                for form in ({"short": True}, {"compact": True}, {"low": True}):
                    text = center_text(view_for(deal, seat), names, seats, **form).plain  # type: ignore[arg-type]
                    assert t(f"ui.chien_aside_{side}_short") in text, (bid, players, seat, form, text)
                    assert hidden not in text
                    assert t("ui.ecart_face_down", count=count) not in text


async def test_the_table_at_garde_sans_and_garde_contre_says_where_the_chien_is() -> None:
    """The same on the screen, whole on its lines, at 80×24 and 120×40, with 3, 4 and 5 players."""
    import random

    from harness import fast_forward, make_app, new_evening, screen_text, settle, step

    from tarot_tui.app.table.screen import TableScreen
    from tarot_tui.engine import Phase
    from tarot_tui.i18n import t

    for bid, side in (("garde_sans", "attack"), ("garde_contre", "defence")):
        for players in (3, 4, 5):
            for size in ((80, 24), (120, 40)):
                app = make_app(8)
                async with app.run_test(size=size) as pilot:
                    evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk", "Eva"][:players])
                    fast_forward(evening, lambda d: d.phase is Phase.TRICKS, random.Random(4), bid=bid)
                    await app.push_screen(TableScreen(evening))
                    await settle(pilot)
                    await step(pilot, random.Random(1))  # the curtain
                    await settle(pilot)
                    text = " ".join(screen_text(app).split())
                    long = t(f"ui.chien_aside_{side}", count=6 if players < 5 else 3)
                    short = " ".join(t(f"ui.chien_aside_{side}_short").split())
                    assert long in text or short in text, (bid, players, size, screen_text(app))
