"""``tarot-tui score``: score a deal played with real cards (R11, R12, R13) and show every term.

Example::

    tarot-tui score --players 4 --contract garde --points 52 --bouts 2 \\
        --poignee simple:attack --petit-au-bout attack

Points are entered as the players count them (``43.5`` or ``43,5``) and turned into half-points for
the engine, which never sees a float. Impossible input gets one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich.console import Console
from rich.table import Table

from tarot_tui.engine import (
    TOTAL_HALF_POINTS,
    Camp,
    Contract,
    InvalidSettingsError,
    PoigneeLevel,
    PoigneeShown,
    Rules,
    ScoreBreakdown,
    ScoreInput,
    TarotError,
    half_points_number,
    score,
)
from tarot_tui.i18n import DEFAULT_LANG, Lang, explain_settings, t
from tarot_tui.sheets.breakdown import breakdown_rows, role_rows
from tarot_tui.sheets.points import PointsError, parse_half_points

from .common import fail, one_line_errors

PROG = "tarot-tui score"

CONTRACTS: dict[str, Contract] = {
    "prise": Contract.PRISE,
    "petite": Contract.PRISE,  # the other name of the Prise (R4.1)
    "garde": Contract.GARDE,
    "garde-sans": Contract.GARDE_SANS,
    "garde-contre": Contract.GARDE_CONTRE,
}
CAMPS: dict[str, Camp] = {"attack": Camp.ATTACK, "defence": Camp.DEFENCE, "defense": Camp.DEFENCE}
LEVELS: dict[str, PoigneeLevel] = {
    "simple": PoigneeLevel.SIMPLE,
    "double": PoigneeLevel.DOUBLE,
    "triple": PoigneeLevel.TRIPLE,
}


class ScoreUsageError(Exception):
    """Input that cannot describe a real deal; the message is printed as one line."""


# -- argument types ------------------------------------------------------------------------------


def half_points(text: str) -> int:
    """Card points as typed (``49``, ``43.5``, ``43,5``) to half-points; 0..91 in steps of 0.5 (R2.4)."""
    try:
        return parse_half_points(text)
    except PointsError as err:
        raise argparse.ArgumentTypeError(t(f"cli.error.{err.problem}", text=repr(text))) from None


def bouts(text: str) -> int:
    """0 to 3 bouts (R2.3)."""
    if not text.strip().isdigit() or int(text) > 3:
        raise argparse.ArgumentTypeError(t("cli.error.bouts", text=repr(text)))
    return int(text)


def camp(text: str) -> Camp:
    """``attack`` or ``defence``."""
    key = text.strip().lower()
    if key not in CAMPS:
        raise argparse.ArgumentTypeError(t("cli.error.camp", text=repr(text)))
    return CAMPS[key]


def poignee(text: str) -> PoigneeShown:
    """``SIZE:CAMP``, e.g. ``simple:attack`` or ``double:defence`` (R7.1)."""
    size, sep, who = text.strip().lower().partition(":")
    if not sep or size not in LEVELS or who not in CAMPS:
        raise argparse.ArgumentTypeError(t("cli.error.poignee", text=repr(text)))
    return PoigneeShown(LEVELS[size], CAMPS[who])


# -- parser ----------------------------------------------------------------------------------------


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``score`` subcommand."""
    parser = subparsers.add_parser(
        "score",
        help=t("cli.help.score"),
        description=t("cli.desc.score"),
    )
    parser.add_argument("--players", type=int, choices=(3, 4, 5), required=True, help=t("cli.help.players"))
    parser.add_argument("--contract", choices=tuple(CONTRACTS), required=True, help=t("cli.help.contract"))
    points = parser.add_mutually_exclusive_group(required=True)
    points.add_argument("--points", type=half_points, dest="attack_half", metavar="P", help=t("cli.help.points"))
    points.add_argument(
        "--defence-points", type=half_points, dest="defence_half", metavar="P", help=t("cli.help.defence_points")
    )
    parser.add_argument("--bouts", type=bouts, required=True, metavar="B", help=t("cli.help.bouts"))
    parser.add_argument(
        "--poignee",
        type=poignee,
        action="append",
        default=[],
        metavar=t("cli.metavar.poignee"),
        help=t("cli.help.poignee"),
    )
    camp_name = t("cli.metavar.camp")
    parser.add_argument("--petit-au-bout", type=camp, metavar=camp_name, help=t("cli.help.petit_au_bout"))
    parser.add_argument("--chelem-announced", action="store_true", help=t("cli.help.chelem_announced"))
    parser.add_argument("--chelem-by", type=camp, metavar=camp_name, help=t("cli.help.chelem_by"))
    side = parser.add_mutually_exclusive_group()
    side.add_argument("--alone", action="store_true", help=t("cli.help.alone"))
    side.add_argument("--partner", action="store_true", help=t("cli.help.partner"))
    house = parser.add_argument_group(t("cli.group.house"))
    house.add_argument("--no-base", action="store_true", help=t("cli.help.no_base"))
    house.add_argument("--flat-petit-au-bout", action="store_true", help=t("cli.help.flat_petit_au_bout"))
    house.add_argument("--poignee-to-shower", action="store_true", help=t("cli.help.poignee_to_shower"))
    house.add_argument("--no-defence-chelem-bonus", action="store_true", help=t("cli.help.no_defence_chelem_bonus"))
    parser.add_argument("--json", action="store_true", help=t("cli.help.json"))
    # SUPPRESS: an absent subcommand --lang must not overwrite the top-level one.
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.set_defaults(handler=run)
    # Usage errors as one line (argparse would print the whole 9-line usage first); still exit code 2.
    one_line_errors(parser)


# -- building the engine input ---------------------------------------------------------------------


def rules_from(args: argparse.Namespace) -> Rules:
    """The house rules named by the R13 flags (FFT defaults otherwise)."""
    return Rules(
        contract_base=0 if args.no_base else 25,
        petit_au_bout_multiplied=not args.flat_petit_au_bout,
        poignee_to_winning_camp=not args.poignee_to_shower,
        defence_chelem_bonus=0 if args.no_defence_chelem_bonus else 200,
    )


def score_input(args: argparse.Namespace) -> ScoreInput:
    """The engine input, after the checks the engine cannot make from numbers alone."""
    players: int = args.players
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    if args.partner and players != 5:
        raise ScoreUsageError(t("usage.partner_not_5", lang, players=players))
    if args.alone and players != 5:
        raise ScoreUsageError(t("usage.alone_not_5", lang, players=players))
    if args.attack_half is not None:
        attack_half: int = args.attack_half
    else:
        attack_half = TOTAL_HALF_POINTS - args.defence_half
    attack_players = (1 if args.alone else 2) if players == 5 else 1
    seats = {Camp.ATTACK: attack_players, Camp.DEFENCE: players - attack_players}
    shown: list[PoigneeShown] = args.poignee
    for side, count in seats.items():
        declared = sum(1 for p in shown if p.camp is side)
        if declared > count:
            camp = t(f"camp.{side.slug}", lang)
            raise ScoreUsageError(t("usage.too_many_poignees", lang, declared=declared, camp=camp, count=count))
    pab: Camp | None = args.petit_au_bout
    if pab is Camp.ATTACK and args.bouts == 0:
        raise ScoreUsageError(t("usage.pab_attack_no_bout", lang))
    if pab is Camp.DEFENCE and args.bouts == 3:
        raise ScoreUsageError(t("usage.pab_defence_all_bouts", lang))
    return ScoreInput(
        players=players,
        contract=CONTRACTS[args.contract],
        attack_half_points=attack_half,
        bouts=args.bouts,
        poignees=tuple(shown),
        petit_au_bout=pab,
        chelem_announced=args.chelem_announced,
        chelem_by=args.chelem_by,
        alone=args.alone,
        rules=rules_from(args),
    )


# -- output ----------------------------------------------------------------------------------------


def breakdown_json(b: ScoreBreakdown) -> dict[str, Any]:
    """The breakdown as one JSON-ready object; ``scores`` are ordered taker, partner, defenders."""
    inp = b.input
    rules = inp.rules
    partner = b.partner_score
    roles = ["taker"] + (["partner"] if partner is not None else [])
    roles += ["defender"] * (inp.players - len(roles))
    return {
        "players": inp.players,
        "contract": inp.contract.slug,
        "multiplier": inp.contract.multiplier,
        "alone": inp.alone,
        "attack_points": half_points_number(inp.attack_half_points),
        "defence_points": half_points_number(TOTAL_HALF_POINTS - inp.attack_half_points),
        "bouts": inp.bouts,
        "threshold": b.threshold,
        "won": b.won,
        "difference": half_points_number(b.difference_half_points),
        "margin": b.margin,
        "base": b.base,
        "contract_points": b.contract_points,
        "petit_au_bout": None if inp.petit_au_bout is None else inp.petit_au_bout.slug,
        "petit_au_bout_points": b.petit_au_bout_points,
        "poignees": [
            {"level": p.level.name.lower(), "camp": p.camp.slug, "bonus": p.level.bonus} for p in inp.poignees
        ],
        "poignee_points": b.poignee_points,
        "chelem_announced": inp.chelem_announced,
        "chelem_by": None if inp.chelem_by is None else inp.chelem_by.slug,
        "chelem_points": b.chelem_points,
        "per_defender": b.per_defender,
        "rules": {
            "contract_base": rules.contract_base,
            "petit_au_bout_multiplied": rules.petit_au_bout_multiplied,
            "poignee_to_winning_camp": rules.poignee_to_winning_camp,
            "defence_chelem_bonus": rules.defence_chelem_bonus,
        },
        "roles": roles,
        "scores": b.ordered_scores(),
    }


def print_tables(b: ScoreBreakdown, lang: Lang, console: Console) -> None:
    """The breakdown table and the per-role table."""
    terms = Table(title=t("score.title", lang))
    terms.add_column(t("score.term", lang), no_wrap=True)
    terms.add_column(t("score.value", lang), justify="right", no_wrap=True)
    terms.add_column("", style="dim")
    for row in breakdown_rows(b, lang):
        terms.add_row(row.term, row.value, row.note)
    roles = Table()
    roles.add_column(t("score.role", lang))
    roles.add_column(t("score.change", lang), justify="right")
    for row in role_rows(b, lang):
        roles.add_row(row.term, row.value)
    console.print(terms)
    console.print(roles)


# -- handler ---------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    """Score the deal described by ``args`` and print it; 2 on impossible input."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    try:
        entered = score_input(args)
        entered.validate_entered()
        breakdown = score(entered)
    except ScoreUsageError as exc:
        return fail(PROG, str(exc))
    except InvalidSettingsError as exc:  # ScoreInput.validate_entered, said in the player's language
        return fail(PROG, explain_settings(exc, lang))
    except TarotError as exc:
        return fail(PROG, str(exc))
    if args.json:
        print(json.dumps(breakdown_json(breakdown), ensure_ascii=False))
    else:
        print_tables(breakdown, lang, Console(highlight=False))
    return 0
