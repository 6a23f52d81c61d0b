"""The guided deal says what the engine decides: the poignée's trumps, sizes and bonuses (R7), the taker's share of
the score (R12.2) and the Excuse's rule (R9.4.1, R9.9), never a count or a table of its own."""

from __future__ import annotations

import random

import pytest

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.coaching.guide import GuidedCoach, card_hint, situation_hint
from tarot_tui.engine import (
    EXCUSE,
    KINGS,
    TABLE_SIZES,
    TRUMPS,
    CardSet,
    Contract,
    Deal,
    Phase,
    Play,
    PoigneeLevel,
    Rules,
    cards_of,
    cardset,
    parse_cards,
    view_for,
)
from tarot_tui.i18n import set_language
from tarot_tui.play import AskBid, AskCard, AskDiscard, AskPoignee, Decision


def _plain_cards() -> list[int]:
    """The suit cards without the kings, lowest id first."""
    return [card for card in range(EXCUSE + 1, 78) if not KINGS >> card & 1]


def _taker_with_ecart_trumps(players: int, *, excuse: bool) -> Deal:
    """Trick play at the first card, the taker (seat 0) to lead: one trump short of a simple poignée in hand
    (the Excuse standing in for another when ``excuse``), and one more trump in the écart (R6.2, R7.6)."""
    size = TABLE_SIZES[players]
    simple = size.poignees[0]
    held = simple - 1 - (1 if excuse else 0)
    trumps = list(range(1, held + 1))  # T2 and up: no bout
    plain = _plain_cards()
    hand = trumps + ([EXCUSE] if excuse else [])
    hand += plain[: size.hand - len(hand)]
    ecart_trump = held + 1
    ecart = [ecart_trump, *plain[len(hand) : len(hand) + size.chien - 1]]
    rest = [card for card in range(78) if card not in hand and card not in ecart]
    hands: list[CardSet] = [sum(1 << card for card in hand)]
    for seat in range(1, players):
        cards = rest[(seat - 1) * size.hand : seat * size.hand]
        hands.append(sum(1 << card for card in cards))
    return Deal.from_hands(
        hands,
        dealer=players - 1,
        taker=0,
        contract=Contract.GARDE,
        ecart=sum(1 << card for card in ecart),
        leader=0,
    )


def _poignee_body(deal: Deal) -> str:
    view = view_for(deal, 0)
    sizes = tuple((int(level), size) for level, size in view.poignee_levels.items())
    prompt = AskPoignee(1, 0, view, sizes, view.poignee_pool)
    dialogs = GuidedCoach().before(prompt, str)
    assert len(dialogs) == 1
    _title, body, rule = dialogs[0]
    assert rule == "R7.1"
    return body


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("excuse", [False, True])
def test_the_poignee_dialog_counts_the_trumps_the_engine_lets_the_taker_show(players: int, excuse: bool) -> None:
    deal = _taker_with_ecart_trumps(players, excuse=excuse)
    pool = deal.poignee_pool(0)
    simple = TABLE_SIZES[players].poignees[0]
    assert deal.poignee_sizes(0) == {PoigneeLevel.SIMPLE: simple}  # the écart's trump makes the simple poignée
    trumps = (pool & TRUMPS).bit_count()
    body = _poignee_body(deal)
    assert body.startswith(f"Je hebt {trumps} troeven"), body  # the hand's and the écart's trumps (R7.6)
    assert "R7.6" in body
    assert ("de Excuse" in body) == excuse  # R7.5
    assert f"Met {simple} troeven of meer" in body
    bonuses = " / ".join(str(level.bonus) for level in PoigneeLevel)
    assert f"({bonuses})" in body


def test_a_hand_without_ecart_trumps_is_not_told_of_the_ecart() -> None:
    deal = _taker_with_ecart_trumps(4, excuse=False)
    deal.ecart &= ~TRUMPS  # the same hand, its écart without a trump: no poignée of the écart
    deal.hands[0] |= 1 << 19  # T20 in hand instead
    body = _poignee_body(deal)
    trumps = (deal.poignee_pool(0) & TRUMPS).bit_count()
    assert body.startswith(f"Je hebt {trumps} troeven") and "R7.6" not in body


def test_the_excuse_as_the_last_card_cites_the_engine_rule() -> None:
    """The Excuse alone in hand at the last trick: R9.9 (the engine's situation), elsewhere R9.4.1."""
    deal = _taker_with_ecart_trumps(4, excuse=True)
    while deal.phase is Phase.TRICKS and deal.hands[0].bit_count() > 1:
        seat = deal.to_move
        assert seat is not None
        legal = deal.legal_plays()
        keep = legal & ~(1 << EXCUSE) or legal
        deal.apply(Play(cards_of(keep)[0]))
    assert deal.phase is Phase.TRICKS
    while deal.to_move != 0:
        deal.apply(Play(cards_of(deal.legal_plays())[0]))
    assert deal.hands[0] == 1 << EXCUSE
    text, rule, refused = card_hint(view_for(deal, 0), EXCUSE)
    assert rule == "R9.9" and not refused and "R9.9" in text


def _last_trick(hands: list[str], played: str, option: str = "changes-camp") -> Deal:
    """A 4-player Garde by seat 0 from two-card ``hands``, after the cards ``played``."""
    deal = Deal.from_hands(
        [cardset(parse_cards(hand)) for hand in hands],
        dealer=3,
        taker=0,
        contract=Contract.GARDE,
        rules=Rules(excuse_last_trick=option),  # type: ignore[arg-type]
    )
    for card in parse_cards(played):
        deal.apply(Play(card))
    return deal


def test_the_excuse_led_last_after_every_trick_cites_r8_5_not_a_change_of_camp() -> None:
    """P24: the attack won every trick and the taker leads the Excuse to the last trick: it wins it (R8.5); the
    hint must not say it goes to the other camp (R9.9)."""
    deal = _last_trick(["T1 EXC", "2H 3H", "4H 5H", "6H 7H"], "T1 2H 4H 6H")
    text, rule, refused = card_hint(view_for(deal, 0), EXCUSE)
    assert rule == "R8.5" and not refused and "R8.5" in text and "andere kamp" not in text


@pytest.mark.parametrize(("option", "says"), [("changes-camp", "andere kamp"), ("to-trick-winner", "slag wint")])
def test_the_excuse_in_the_last_trick_says_where_it_goes_under_the_house_rule(option: str, says: str) -> None:
    """P23 (R9.9, R13 ``excuse_last_trick``): played to the last trick the Excuse changes camp by default, and goes
    to the camp that wins the trick under the house rule; the hint says which."""
    deal = _last_trick(["KH 3H", "4H EXC", "5H 6H", "7H 8H"], "KH 4H 5H 7H 3H", option)
    text, rule, refused = card_hint(view_for(deal, 1), EXCUSE)
    # The FFT text is R9.9; the house option that gives it to the trick's winners is R13's.
    assert rule == ("R9.9" if option == "changes-camp" else "R13") and not refused and says in text
    assert f"R{rule[1:]})" in text


@pytest.mark.parametrize("card", [None, "4H"])
def test_the_hint_warns_before_the_excuse_is_kept_for_the_last_trick(card: str | None) -> None:
    """R9.9 ("the UI warns before it"): with the Excuse and one card left, playing the other card leaves the
    Excuse for the last trick, where it is played by itself and changes camp. The hint line says so before, on the
    hand's line and on the other card; not to an attack that won every trick (it keeps it for R8.5), and not under
    the house rule that gives it to the trick's winner."""
    set_language("nl")
    deal = _last_trick(["2H 3H", "4H EXC", "5H 6H", "7H 8H"], "2H")  # defender Bram, two cards, to play
    view = view_for(deal, 1)
    text = situation_hint(view)[0] if card is None else card_hint(view, parse_cards(card)[0])[0]
    assert "laatste slag" in text and "R9.9" in text
    kept = _last_trick(["2H 3H", "4H EXC", "5H 6H", "7H 8H"], "2H", "to-trick-winner")
    view = view_for(kept, 1)
    text = situation_hint(view)[0] if card is None else card_hint(view, parse_cards(card)[0])[0]
    assert "R9.9" not in text
    chelem = _last_trick(["T1 EXC", "2H 3H", "4H 5H", "6H 7H"], "")  # the taker, every trick his so far
    view = view_for(chelem, 0)
    text = situation_hint(view)[0] if card is None else card_hint(view, parse_cards("T1")[0])[0]
    assert "R9.9" not in text


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_guided_explanations_come_from_the_learners_view_only(players: int) -> None:
    """Before each of the learner's bids (R4), écarts (R6.2) and cards (R9) the oefenpotje explains from the
    prompt's view alone; the score (R12) from the finished deal's public view."""
    rng = random.Random(players)
    bot = BeginnerPlayer()
    explained: set[str] = set()
    for number in range(60):
        deal = Deal.new(players, number % players, rng)
        coach = GuidedCoach()
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            prompt: Decision | None = None
            if deal.phase is Phase.BIDDING:
                prompt = AskBid(1, seat, view)
            elif deal.phase is Phase.DISCARD:
                prompt = AskDiscard(1, seat, view, view.chien_size, view.chien, False)
            elif deal.phase is Phase.TRICKS:
                prompt = AskCard(1, seat, view)
            if prompt is not None and seat == 0:
                dialogs = coach.before(prompt, str)
                explained |= {type(prompt).__name__} if dialogs else set()
            deal.apply(bot.choose(view, rng))
        if deal.phase is Phase.SCORED:
            ((_title, body, rule),) = coach.after_deal(view_for(deal, None), str)
            assert rule == "R12.1" and str(deal.taker) in body
    assert explained == {"AskBid", "AskDiscard", "AskCard"}
