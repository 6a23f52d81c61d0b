"""The table model without Textual: what a key means at each moment of whole evenings, the hand's mode, the lit
cards and their key letters, the picks, the hint line with its rule, and the keys on offer."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from tarot_tui.coaching.guide import GuidedCoach
from tarot_tui.coaching.lesson_flow import CoachedFlow
from tarot_tui.engine import (
    Card,
    DeclarePoignee,
    Discard,
    Play,
    Rules,
    cards_of,
    sorted_for_display,
)
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t
from tarot_tui.play import (
    AskBid,
    AskCard,
    AskDiscard,
    AskPoignee,
    ComputerTurn,
    Continue,
    Decision,
    EveningOver,
    NoPoignee,
    TableFlow,
    WantChelem,
)
from tarot_tui.play.script import scripted_answer, scripted_discard
from tarot_tui.table import (
    QUICK_KEYS,
    HandMode,
    Picked,
    Refused,
    TableModel,
    key_letters,
    table_keys,
)

NAMES = ["Anna", "Bram", "Cor", "Daan"]


def model_for(seats: list[str], seed: int, *, hints: bool = True) -> TableModel:
    evening = Evening.new(
        NAMES[: len(seats)],
        seats,  # type: ignore[arg-type]
        rules=Rules(),
        first_dealer=seed % len(seats),
        deals_planned=1,
        directory=Path(tempfile.mkdtemp()),
        autosave=False,
        rng=random.Random(seed),
    )
    return TableModel(TableFlow(evening), hints=lambda: hints)


def play_evening(model: TableModel, rng: random.Random) -> dict[str, int]:
    """Every prompt answered through the model as keys would: cards chosen, picked and confirmed."""
    seen: dict[str, int] = {}
    for _ in range(5000):
        step = model.advance(pause_tricks=True)
        if step.pause is not None:
            assert model.busy and model.mode is HandMode.WAIT
            assert isinstance(model.choose(0), Refused)  # nothing is asked while a trick is on show
            model.end_pause()
            seen["pause"] = seen.get("pause", 0) + 1
            continue
        prompt = model.prompt
        assert prompt is not None
        if isinstance(prompt, EveningOver):
            return seen
        if isinstance(prompt, ComputerTurn):
            assert model.thinking == prompt.seat
            assert model.submit(TableFlow.decide(prompt)) is prompt
        elif isinstance(prompt, AskCard):
            assert model.mode is HandMode.PLAY
            check_card_keys(model, prompt, rng)
        elif isinstance(prompt, AskDiscard):
            assert model.mode is HandMode.DISCARD
            check_ecart_keys(model, prompt, rng)
        elif isinstance(prompt, AskPoignee):
            assert model.mode is HandMode.WAIT  # a level is chosen in the question first
            assert model.submit(model.start_poignee(0) or Continue()) is prompt
        elif isinstance(prompt, Decision):
            assert model.mode is HandMode.WAIT
            assert model.submit(scripted_answer(prompt, rng)) is prompt
        else:
            assert model.submit(Continue()) is prompt
        assert model.prompt is None  # answered: nothing is on show until the flow is asked again
        seen[type(prompt).__name__] = seen.get(type(prompt).__name__, 0) + 1
    raise AssertionError("the evening never ended")


def check_card_keys(model: TableModel, prompt: AskCard, rng: random.Random) -> None:
    deal = model.flow.evening.deal
    assert deal is not None
    legal = set(prompt.view.legal)
    assert model.lit() == legal
    refused = [card for card in prompt.view.hand if card not in legal]
    if refused:
        card = rng.choice(refused)
        answer = model.choose(card)
        assert answer == Play(card)  # the model passes the card on; the flow refuses it with the engine's rule
        outcome = model.submit(answer)
        violation = deal.why_card_illegal(card)
        assert isinstance(outcome, Refused) and outcome.hint is not None and violation is not None
        assert outcome.hint.rule == violation.rule and outcome.hint.refusal and outcome.ring
        assert model.prompt is prompt  # nothing changed
        hint = model.hint(card)
        assert hint is not None and hint.refusal and hint.rule == violation.rule
    situation = model.hint(None)
    assert situation is not None and situation.rule is not None and situation.rule.startswith(("R9", "R5"))
    card = rng.choice(sorted(legal))
    answer = model.choose(card)
    assert answer == Play(card)
    assert model.submit(answer) is prompt


def check_ecart_keys(model: TableModel, prompt: AskDiscard, rng: random.Random) -> None:
    deal = model.flow.evening.deal
    assert deal is not None
    candidates = set(prompt.view.discard_candidates)
    assert model.lit() == candidates and model.picks == frozenset()
    barred = [card for card in prompt.view.hand if card not in candidates]
    if barred:
        card = rng.choice(barred)
        refused = model.choose(card)
        violation = deal.why_discard_card_illegal(card)
        assert isinstance(refused, Refused) and refused.hint is not None and violation is not None
        assert refused.hint.rule == violation.rule and refused.hint.refusal
        assert model.picks == frozenset()
    assert model.confirm() == Discard(())  # confirmed too early: the engine refuses the size
    outcome = model.submit(Discard(()))
    assert isinstance(outcome, Refused) and outcome.hint is not None and outcome.hint.rule.startswith("R6")
    wanted = scripted_discard(prompt, rng)
    first = wanted[0]
    picked = model.choose(first)
    assert isinstance(picked, Picked) and picked.picks == {first} and picked.hint.rule == "R6.2"
    unpicked = model.choose(first)
    assert isinstance(unpicked, Picked) and unpicked.picks == frozenset()
    for card in wanted:
        assert isinstance(model.choose(card), Picked)
    assert model.picks == set(wanted)
    extra = next(card for card in sorted(candidates) if card not in wanted)
    full = model.choose(extra)  # no room: the picks stay as they are
    assert isinstance(full, Picked) and full.picks == set(wanted)
    assert model.confirm() == Discard(tuple(sorted(wanted)))
    assert model.submit(Discard(tuple(sorted(wanted)))) is prompt


def test_a_whole_evening_of_keys_through_the_model() -> None:
    """Four people: every card and écart key checked against the engine, every refusal with its rule (R9.4,
    R6.2)."""
    for seed in (1, 2, 3):
        seen = play_evening(model_for(["human"] * 4, seed), random.Random(seed))
        assert seen.get("AskCard", 0) >= 18 or seen.get("AskBid", 0) == 4  # played out, or passed out


def test_against_computers_the_model_names_the_thinker() -> None:
    seen = play_evening(model_for(["human", "beginner", "beginner", "beginner"], 4), random.Random(4))
    assert seen["ComputerTurn"] > 10 and seen["pause"] >= 1


def test_a_poignee_is_picked_and_confirmed() -> None:
    """After a level is chosen (R7.1) the hand picks its trumps (R7.4); all of them when that is all there is."""
    for seed in range(200):
        model = model_for(["human"] * 4, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if model.advance(pause_tricks=False).shown is None and model.prompt is None:
                continue
            prompt = model.prompt
            if isinstance(prompt, AskPoignee | EveningOver):
                break
            if isinstance(prompt, AskDiscard):
                assert model.submit(Discard(tuple(sorted(scripted_discard(prompt, rng))))) is prompt
            elif isinstance(prompt, Decision):
                assert model.submit(scripted_answer(prompt, rng)) is prompt
            else:
                assert model.submit(Continue()) is prompt
        if not isinstance(model.prompt, AskPoignee):
            continue
        prompt = model.prompt
        (_, size) = prompt.sizes[0]
        assert model.answer_question("advice") is None and model.mode is HandMode.WAIT  # no level, no answer
        assert model.answer_question(0) == NoPoignee() and model.mode is HandMode.WAIT  # none shown (R7.1)
        assert model.answer_question(size) is None  # the question box's level: its trumps are picked next
        assert model.mode is HandMode.POIGNEE and model.lit() == set(prompt.pool)
        assert model.keys(score_up=False, cover=None, analysis=False, page=None, seats=False).allows("confirm")
        if len(prompt.pool) == size:
            assert model.picks == set(prompt.pool)
        outside = next(card for card in prompt.view.hand if card not in prompt.pool)
        refused = model.choose(outside)
        assert isinstance(refused, Refused) and refused.hint is not None and refused.hint.rule == "R7.4"
        shown = sorted(prompt.pool)[:size]
        for card in shown:
            if card not in model.picks:
                picked = model.choose(card)
                assert isinstance(picked, Picked) and picked.hint.rule == "R7.5"
        assert model.confirm() == DeclarePoignee(tuple(sorted(model.picks)))
        return
    raise AssertionError("no poignée was offered in 200 deals")


def test_a_bid_in_the_question_box_is_the_answer_for_the_flow() -> None:
    """The question box's bids (R4.2) go to the flow as they are; a number is no answer while a bid is asked."""
    model = model_for(["human"] * 4, 6)
    for _ in range(10):
        model.advance(pause_tricks=False)
        if isinstance(model.prompt, AskBid):
            break
        model.submit(Continue())  # the hand-over
    prompt = model.prompt
    assert isinstance(prompt, AskBid)
    bid = prompt.view.legal_bids[-1]
    assert model.answer_question(2) is None and model.answer_question(bid) == bid
    assert model.submit(bid) is prompt


def test_a_model_at_an_evening_takes_a_lessons_flow_with_a_coach() -> None:
    evening = model_for(["human"] * 4, 7).flow.evening
    plain = TableModel.at(evening, auto_forced=False, hints=lambda: False)
    assert type(plain.flow) is TableFlow and not plain.flow.auto_forced and not plain.hints_on
    coached = TableModel.at(evening, GuidedCoach(), hints=lambda: False)
    assert isinstance(coached.flow, CoachedFlow) and coached.coach is not None and coached.hints_on


def test_hints_off_say_only_whose_turn_it_is() -> None:
    model = model_for(["human"] * 4, 5, hints=False)
    rng = random.Random(5)
    while not isinstance(model.prompt, AskCard):
        model.advance(pause_tricks=False)
        prompt = model.prompt
        if isinstance(prompt, AskCard):
            break
        if isinstance(prompt, AskDiscard):
            model.submit(Discard(tuple(sorted(scripted_discard(prompt, rng)))))
        elif isinstance(prompt, Decision):
            model.submit(scripted_answer(prompt, rng))
        elif prompt is not None:
            model.submit(Continue())
    hint = model.hint(None)
    assert hint is not None and hint.rule is None and not hint.refusal


def test_key_letters_go_to_the_lit_cards_in_display_order() -> None:
    hand: list[Card] = sorted_for_display(cards_of(sum(1 << c for c in (0, 5, 21, 40, 60, 77))))
    lit = frozenset(hand[1::2])
    letters = key_letters(hand, lit, frozenset(), skipping=True)
    assert [hand[i] for i in letters] == [c for c in hand if c in lit]
    assert list(letters.values()) == list(QUICK_KEYS[: len(lit)])
    picked = key_letters(hand, lit, frozenset({hand[0]}), skipping=True)
    assert 0 in picked  # a picked card keeps a letter, to put it back
    assert len(key_letters(hand, lit, frozenset(), skipping=False)) == len(hand)  # hints off: every card
    assert key_letters(hand, frozenset(), frozenset(), skipping=True) == {}


def test_the_keys_on_offer_follow_the_mode() -> None:
    model = model_for(["human"] * 4, 6)
    keys = model.keys(score_up=False, cover=None, analysis=False, page=None, seats=False)
    assert keys.mode is HandMode.WAIT and not keys.allows("confirm") and not keys.allows("ecart_advice")
    offered = [key for key, _, _ in table_keys(keys)]
    assert "c" not in offered and "q" in offered


def test_the_chelem_key_shows_whether_a_chelem_was_asked_for() -> None:
    """``h`` during the écart asks to be asked about a chelem afterwards (R8.2) and ``h`` again takes it back: its
    label on the key bar says which, in either language (the hint line alone said it before)."""
    for seed in range(40):
        model = model_for(["human"] * 4, seed)
        rng = random.Random(seed)
        for _ in range(60):
            model.advance(pause_tricks=False)
            prompt = model.prompt
            if isinstance(prompt, AskDiscard | EveningOver) or prompt is None:
                break
            model.submit(scripted_answer(prompt, rng, bid_first=2) if isinstance(prompt, Decision) else Continue())
        if isinstance(model.prompt, AskDiscard) and model.prompt.chelem_possible:
            break
    else:
        raise AssertionError("no écart with a chelem possible in 40 deals")

    def chelem_label() -> str:
        keys = model.keys(score_up=False, cover=None, analysis=False, page=None, seats=False)
        (label,) = [label for key, label, action in table_keys(keys) if action == "want_chelem"]
        return label

    for lang in ("nl", "en"):
        set_language(lang)
        try:
            off = chelem_label()
            assert model.submit(WantChelem()) is model.prompt and model.flow.wants_chelem
            on = chelem_label()
            assert on != off and on.startswith(off) and on == t("key.chelem_on")
            model.submit(WantChelem())
            assert not model.flow.wants_chelem and chelem_label() == off == t("key.chelem")
        finally:
            set_language("nl")
