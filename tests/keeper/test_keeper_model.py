"""The score keeper without a screen: kept deals score like the worked examples, the form's checks name the field
and the reason, the dealer passes every deal (R1.5), and saves stay backward compatible and are checked on load."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tarot_tui.engine import CALLABLE_RANKS, Camp, Contract, Rules, card_str, suit_card
from tarot_tui.persistence import (
    EveningSave,
    FileReason,
    KeptDeal,
    KeptPoignee,
    SaveError,
    list_evenings,
    load_evening,
)
from tarot_tui.sheets.keeper import (
    ALONE,
    DealDraft,
    FormOption,
    KeeperEvening,
    KeyPick,
    bouts_options,
    called_options,
    camp_options,
    check_draft,
    contract_options,
    draft_of,
    parse_points,
    partner_options,
    pick_by_key,
    poignee_options,
    taker_options,
)

A, B, C, D, E = range(5)

# (example, players, kept deal, scores by seat) from rules-reference §W, seats A=0 (taker), B=1 …
EXAMPLES = [
    ("W15", 3, KeptDeal(taker=A, contract="garde", attack_half_points=87, bouts=2,
                        poignees=(KeptPoignee(seat=A, level=1),)), [152, -76, -76]),
    ("W16", 3, KeptDeal(taker=A, contract="prise", attack_half_points=81, bouts=2), [-52, 26, 26]),
    ("W23", 4, KeptDeal(taker=A, contract="prise", attack_half_points=96, bouts=1,
                        poignees=(KeptPoignee(seat=A, level=1), KeptPoignee(seat=B, level=2))), [-234, 78, 78, 78]),
    ("W18", 5, KeptDeal(taker=A, contract="garde", called="KH", partner=B, attack_half_points=92, bouts=2,
                        poignees=(KeptPoignee(seat=B, level=1),)), [160, 80, -80, -80, -80]),
    ("W19", 5, KeptDeal(taker=A, contract="garde-sans", partner=C, attack_half_points=104, bouts=0,
                        petit_au_bout="defence"), [-312, 156, -156, 156, 156]),
    ("W20", 5, KeptDeal(taker=A, contract="prise", called="KC", attack_half_points=97, bouts=1),
     [-112, 28, 28, 28, 28]),
    ("W21", 5, KeptDeal(taker=A, contract="garde-contre", called="KS", attack_half_points=80, bouts=3,
                        poignees=(KeptPoignee(seat=D, level=2),)), [816, -204, -204, -204, -204]),
]  # fmt: skip


@pytest.mark.parametrize(("example", "players", "deal", "expected"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_kept_deal_scores_like_the_worked_example(
    example: str, players: int, deal: KeptDeal, expected: list[int]
) -> None:
    """R12.2: the distribution by seat, the 5-player partner and the lone taker included; every deal sums to 0."""
    assert deal.scores(players, Rules()) == expected
    assert sum(expected) == 0


def test_void_deal_scores_nothing() -> None:
    """R12.3: a void deal scores 0 for everyone."""
    assert KeptDeal().scores(4, Rules()) == [0, 0, 0, 0]
    assert KeptDeal().is_void


@pytest.mark.parametrize(
    ("text", "half"),
    [("49", 98), ("43.5", 87), ("43,5", 87), ("0", 0), ("91", 182), ("40,50", 81), (" 12 ", 24)],
)
def test_points_typed_as_players_count_them(text: str, half: int) -> None:
    """R2.4: card points in halves, with a decimal point or a comma."""
    assert parse_points(text) == half


@pytest.mark.parametrize("text", ["abc", "91.5", "92", "43.25", "-3", "4 3", "", "1e2"])
def test_points_that_are_no_card_points(text: str) -> None:
    assert parse_points(text) is None


def complete(**changes: object) -> DealDraft:
    """A valid 4-player draft: Garde by B, 52 points of the attack, 2 bouts; with ``changes``."""
    draft = DealDraft(taker=B, contract=Contract.GARDE, points="52", bouts=2)
    for name, value in changes.items():
        setattr(draft, name, value)
    return draft


def test_an_empty_form_lists_what_is_missing_quietly() -> None:
    """In the order a table says a deal, the order of the form's fields: the bouts before the points."""
    deal, problems = check_draft(DealDraft(), 5, Rules())
    assert deal is None
    assert [p.field for p in problems] == ["taker", "contract", "partner", "bouts", "points"]
    assert all(p.missing for p in problems)


def test_the_defence_points_give_the_attack_the_rest() -> None:
    """R11.1: attack + defence = 91."""
    deal, problems = check_draft(complete(points="40,5", points_side=Camp.DEFENCE), 4, Rules())
    assert problems == []
    assert deal is not None and deal.attack_half_points == 182 - 81


@pytest.mark.parametrize(
    ("changes", "players", "field", "words"),
    [
        ({"points": "45,3"}, 4, "points", "0 tot 91"),
        ({"partner": B}, 5, "partner", "R5.4"),
        ({"petit_au_bout": Camp.ATTACK, "bouts": 0}, 4, "petit_au_bout", "minstens 1 bout"),
        ({"petit_au_bout": Camp.DEFENCE, "bouts": 3}, 4, "petit_au_bout", "hoogstens 2 bouts"),
        # the engine's own refusals (InvalidSettingsError), pinned to the field that causes them
        ({"points": "10", "bouts": 3}, 4, "points", "3 bouts zijn samen al minstens 13 punten waard"),
        ({"points": "80", "chelem_by": Camp.ATTACK}, 4, "chelem", "86,5"),
        ({"points": "60", "bouts": 2, "chelem_by": Camp.DEFENCE}, 4, "chelem", "R8.1"),
        ({"points": "91", "bouts": 3, "chelem_by": Camp.ATTACK, "petit_au_bout": Camp.DEFENCE}, 4,
         "petit_au_bout", "R10"),
        # all the card points, or none in Garde contre, is a chelem that must be entered (R8.1)
        ({"points": "91", "bouts": 3}, 4, "chelem_by", "R8.1"),
        ({"points": "0", "points_side": Camp.DEFENCE, "bouts": 3}, 5, "chelem_by", "R8.1"),
        ({"contract": Contract.GARDE_CONTRE, "points": "0", "bouts": 0}, 4, "chelem_by", "R8.1"),
        ({"points": "89", "bouts": 3, "chelem_by": Camp.ATTACK}, 4, "chelem", "R8.7"),
    ],
)  # fmt: skip
def test_impossible_input_names_its_field_and_reason(
    changes: dict[str, object], players: int, field: str, words: str
) -> None:
    extra = {"partner": C} if players == 5 else {}
    deal, problems = check_draft(complete(**{**extra, **changes}), players, Rules())
    assert deal is None
    assert [p.field for p in problems] == [field]
    assert words in problems[0].message
    assert not problems[0].missing


@pytest.mark.parametrize(
    ("changes", "attack_half"),
    [
        ({"points": "91", "bouts": 3, "chelem_by": Camp.ATTACK}, 182),
        ({"points": "87", "bouts": 2, "chelem_by": Camp.ATTACK}, 174),  # the defence's unpaid Excuse (R8.7)
        ({"points": "86,5", "bouts": 2, "chelem_by": Camp.ATTACK}, 173),  # the Excuse changed camp (R9.9)
        ({"contract": Contract.GARDE_CONTRE, "points": "0", "bouts": 0, "chelem_by": Camp.DEFENCE}, 0),
        ({"contract": Contract.GARDE_CONTRE, "points": "80", "bouts": 3, "chelem_by": Camp.ATTACK}, 160),
    ],
)  # fmt: skip
def test_a_chelem_entered_with_the_points_it_can_have_is_kept(changes: dict[str, object], attack_half: int) -> None:
    """R8.1, R8.7, R9.9: an attack chelem has 91, 87 or 86.5 points (in Garde contre the chien is the defence's,
    R6); a defence chelem in Garde contre leaves the attack nothing."""
    deal, problems = check_draft(complete(**changes), 4, Rules())
    assert problems == [] and deal is not None and deal.attack_half_points == attack_half


def test_beginner_rules_refuse_a_poignee_on_its_field() -> None:
    """R13 beginner: no poignée, and only Prise and Garde."""
    rules = Rules(beginner=True)
    deal, problems = check_draft(complete(poignees={D: 1}), 4, rules)
    assert deal is None and [p.field for p in problems] == ["poignee-3"]
    deal, problems = check_draft(complete(contract=Contract.GARDE_SANS), 4, rules)
    assert deal is None and [p.field for p in problems] == ["contract"]


def test_five_players_alone_and_partner_round_trip_through_the_form() -> None:
    """R5.4: alone is a partner choice; a corrected deal opens with what was entered."""
    deal, problems = check_draft(complete(partner=ALONE, called="KH"), 5, Rules())
    assert problems == [] and deal is not None
    assert deal.partner is None and deal.called == "KH"
    scores = deal.scores(5, Rules())
    assert scores[B] == 4 * 72 and scores.count(-72) == 4  # the taker alone: 4D (R12.2)
    again, _ = check_draft(draft_of(deal), 5, Rules())
    assert again == deal


def test_dealer_passes_every_deal_void_ones_included(data_dir: Path) -> None:
    """R1.5: the next deal is dealt by the next seat, also after everyone passed."""
    evening = KeeperEvening.new(["Anna", "Bob", "Carla"], rules=Rules(), first_dealer=2)
    assert evening.next_dealer == 2
    evening.add(KeptDeal())
    assert evening.next_dealer == 0
    evening.add(KeptDeal(taker=1, contract="garde", attack_half_points=100, bouts=2))
    assert [row.dealer for row in evening.sheet.rows] == [2, 0]
    assert evening.next_dealer == 1
    evening.delete(0)
    assert [row.dealer for row in evening.sheet.rows] == [2]
    assert sum(evening.totals) == 0


def test_an_impossible_deal_is_not_added(data_dir: Path) -> None:
    evening = KeeperEvening.new(["Anna", "Bob", "Carla", "Dirk"], rules=Rules(), first_dealer=0)
    with pytest.raises(ValueError, match="bouts are worth"):
        evening.add(KeptDeal(taker=0, contract="garde", attack_half_points=10, bouts=3))
    with pytest.raises(ValueError, match="partner"):
        evening.add(KeptDeal(taker=0, contract="garde", partner=1, attack_half_points=100, bouts=2))
    assert evening.kept == []
    assert load_evening(evening.path)[0].kept == []  # type: ignore[arg-type]


def keeper_save_json(data_dir: Path, kept: list[dict[str, object]]) -> Path:
    """A keeper save written by hand, as an old or tampered file would be."""
    evening = KeeperEvening.new(["Anna", "Bob", "Carla", "Dirk"], rules=Rules(), first_dealer=0)
    assert evening.path is not None
    data = json.loads(evening.path.read_text())
    data["kept"] = kept
    evening.path.write_text(json.dumps(data))
    return evening.path


def test_older_saves_without_kept_deals_still_load(data_dir: Path) -> None:
    """Backward compatible: a save from before the keeper has no ``kept`` field and reads as empty."""
    path = keeper_save_json(data_dir, [])
    data = json.loads(path.read_text())
    del data["kept"]
    data["kind"] = "game"
    path.write_text(json.dumps(data))
    save, match = load_evening(path)
    assert save.kept == [] and match.deals == []


@pytest.mark.parametrize(
    ("kept", "words"),
    [
        ([{"taker": 4, "contract": "garde", "attack_half_points": 100, "bouts": 2}], "not at a table of 4"),
        ([{"taker": 0, "contract": "garde", "partner": 1, "attack_half_points": 100, "bouts": 2}], "partner"),
        ([{"taker": 0, "contract": "garde", "attack_half_points": 10, "bouts": 3}], "bouts are worth"),
        ([{"taker": 0, "contract": "garde", "attack_half_points": 100, "bouts": 2,
           "poignees": [{"seat": 1, "level": 1}, {"seat": 1, "level": 2}]}], "at most one poignée"),
        ([{"taker": 0, "contract": "garde", "called": "T21", "attack_half_points": 100, "bouts": 2}], "called"),
        ([{"taker": 0, "contract": "slam", "attack_half_points": 100, "bouts": 2}], "contract"),
    ],
)  # fmt: skip
def test_a_broken_keeper_save_is_moved_aside_with_the_reason(
    data_dir: Path, kept: list[dict[str, object]], words: str
) -> None:
    path = keeper_save_json(data_dir, kept)
    with pytest.raises(SaveError, match=words) as caught:
        KeeperEvening.load(path)
    assert not path.exists()
    assert caught.value.path is not None and caught.value.path.exists()
    infos, errors = list_evenings()
    assert infos == [] and errors == []  # already moved aside: no longer offered


def test_an_evening_of_the_other_kind_is_refused_as_the_wrong_kind(data_dir: Path) -> None:
    from broken_files import saved_evening
    from tarot_tui.evening import Evening, KeeperNotPlayed

    with pytest.raises(SaveError) as caught:
        KeeperEvening.load(saved_evening())
    assert caught.value.reason == FileReason.WRONG_KIND and caught.value.path is None
    kept = KeeperEvening.new(["Anna", "Bob", "Carla"], rules=Rules(), first_dealer=0)
    kept.close()
    with pytest.raises(KeeperNotPlayed) as refused:
        Evening.load(kept.path)  # type: ignore[arg-type]
    assert refused.value.reason == FileReason.WRONG_KIND


def test_list_evenings_totals_a_keeper_evening(data_dir: Path) -> None:
    evening = KeeperEvening.new(["Anna", "Bob", "Carla", "Dirk"], rules=Rules(), first_dealer=0)
    evening.add(KeptDeal(taker=1, contract="garde", attack_half_points=104, bouts=2))
    (info,), errors = list_evenings()
    assert errors == []
    assert info.kind == "keeper" and info.deals == 1
    assert info.totals == [-72, 216, -72, -72]


def test_a_played_evening_holds_no_kept_deals() -> None:
    with pytest.raises(ValueError, match="played evening has no kept deals"):
        EveningSave.model_validate(
            {
                "evening_id": "x",
                "created": "2025-01-01T20:00:00+00:00",
                "updated": "2025-01-01T20:00:00+00:00",
                "names": ["A", "B", "C"],
                "seats": ["human"] * 3,
                "match": {"players": 3, "first_dealer": 0},
                "kept": [{}],
            }
        )


@pytest.mark.parametrize("module", ["tarot_tui.sheets.keeper", "tarot_tui.sheets.rows"])
def test_keeper_and_sheet_rows_stay_pure(module: str) -> None:
    """No textual and no rich: the CLI and the tests use them without a screen."""
    code = f"import json, sys, {module}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = [m for m in json.loads(out.stdout) if m.split(".")[0] in ("textual", "rich")]
    assert loaded == []


# -- the form's choices and their keys (issue 27, item 7) ---------------------------------------------------------


def all_fields(lang: str, players: int = 5) -> dict[str, tuple[FormOption, ...]]:
    names = ["Anna", "Bob", "Carla", "Dirk", "Eva"][:players]
    return {
        "taker": taker_options(names),
        "contract": contract_options(Rules(), lang),  # type: ignore[arg-type]
        "called": called_options(lang),  # type: ignore[arg-type]
        "partner": partner_options(names, lang),  # type: ignore[arg-type]
        "bouts": bouts_options(),
        "side": camp_options(lang=lang),  # type: ignore[arg-type]
        "petit_au_bout": camp_options("-", lang),  # type: ignore[arg-type]
        "poignee": poignee_options(),
    }


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_choice_of_a_field_has_a_key_of_its_own(lang: str) -> None:
    """In both languages: no two choices of a field share their shown key, and a key is one character."""
    for name, options in all_fields(lang).items():
        keys = [o.key for o in options]
        assert len(set(keys)) == len(keys), (name, keys)
        assert all(len(k) == 1 for k in keys), (name, keys)
        for index, option in enumerate(options):
            assert pick_by_key(options, option.key) == KeyPick(index, True), (name, option)


def test_the_keys_a_table_uses() -> None:
    """Contracts by letter or by the bidding's number (R4.1); a king by its suit letter, a queen by the capital
    (R5.2); 0 for a taker alone (R5.4); seats by number and initial, case aside."""
    fields = all_fields("en")
    contracts, called = fields["contract"], fields["called"]
    picked = [pick_by_key(contracts, key) for key in "pgsc"]
    slugs = [contracts[p.index].value for p in picked if p is not None]
    assert slugs == ["prise", "garde", "garde-sans", "garde-contre"]
    assert pick_by_key(contracts, "2") == KeyPick(1, True)
    assert called[pick_by_key(called, "h").index].value == "KH"  # type: ignore[union-attr]
    assert called[pick_by_key(called, "H").index].value == "QH"  # type: ignore[union-attr]
    partner = fields["partner"]
    assert partner[pick_by_key(partner, "0").index].value == ALONE  # type: ignore[union-attr]
    assert pick_by_key(fields["taker"], "C") == KeyPick(2, True)
    assert pick_by_key(fields["taker"], "x") is None
    assert pick_by_key(fields["bouts"], "4") is None


def test_the_called_card_offers_every_rank_r5_2_allows() -> None:
    """R5.2: a king; a queen for a taker holding the four kings; a knight when he also holds the queens; a jack
    when he also holds the knights. The keeper does not see the hand, so it offers every rank the engine may allow,
    in the engine's order; a knight or a jack is picked by a digit, and a deal calling one is kept."""
    called = all_fields("en")["called"]
    values = [o.value for o in called]
    assert values == [card_str(suit_card(suit, rank)) for rank in CALLABLE_RANKS for suit in range(4)]
    assert {"CH", "JS"} <= set(values)
    assert called[pick_by_key(called, "2").index].value == "CH"  # type: ignore[union-attr]
    assert called[pick_by_key(called, "5").index].value == "JS"  # type: ignore[union-attr]
    deal, problems = check_draft(complete(partner=C, called="JD"), 5, Rules())
    assert problems == [] and deal is not None and deal.called == "JD"


def test_a_shared_initial_is_picked_in_turn_and_waits() -> None:
    options = taker_options(["Anna", "Bob", "Arie", "Abel"])
    assert pick_by_key(options, "a") == KeyPick(0, False)
    assert pick_by_key(options, "a", 0) == KeyPick(2, False)
    assert pick_by_key(options, "a", 2) == KeyPick(3, False)
    assert pick_by_key(options, "a", 3) == KeyPick(0, False)
    assert pick_by_key(options, "a", 1) == KeyPick(0, False)
    assert pick_by_key(options, "4", 0) == KeyPick(3, True)


def test_the_form_refuses_an_ecart_or_chien_the_points_cannot_hold() -> None:
    """R11.1 / R6.4: the écart (or the chien) is the attack's, in Garde contre the defence's, at least half a point a
    card: a Prise with 0 points, or a Garde contre with all 91, is refused on the points in one sentence."""
    nl = check_draft(complete(contract=Contract.PRISE, points="0", bouts=0), 4, Rules(), "nl")
    assert nl[0] is None and [p.field for p in nl[1]] == ["points"]
    assert "minstens 3 punten (regel R11.1), niet 0" in nl[1][0].message
    en = check_draft(complete(contract=Contract.GARDE_CONTRE, points="91", bouts=3), 4, Rules(), "en")
    assert en[0] is None and [p.field for p in en[1]] == ["points"]
    assert "at most 88 points (rule R6.4), not 91" in en[1][0].message
    # The floor itself is a deal that can be played.
    assert check_draft(complete(contract=Contract.PRISE, points="3", bouts=0), 4, Rules(), "nl")[0] is not None
