"""A score breakdown as rows to read: every term of R11 and R12 with how it was worked out, in the player's
language. Used by ``tarot-tui score``, the score screen after a deal and the score keeper's form; no Textual, no
Rich (the callers lay the rows out).
"""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.engine import TOTAL_HALF_POINTS, Camp, Rules, ScoreBreakdown, ScoreInput, signed
from tarot_tui.i18n import Lang, contract_name, points_text, t


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One line of the breakdown: the term's label, its value, and how it was worked out (may be empty)."""

    term: str
    value: str
    note: str = ""


COMPACT_LEFT_OUT = ("score.contract", "score.players", "score.defence_points", "score.result", "score.base")
"""What the compact breakdown leaves out: said by the title (contract, result), known (players), or written in
another row's note (the defence's points are 91 minus the attack's, the base and multiplier are in the contract's
formula)."""


SHORT_NAMED = ("score.margin", "score.contract_points", "score.attack_points", "score.defence_points")
"""The terms with a short name (``<key>_short``), for a narrow pane; the compact score names the first two shortly
(their notes say how they were worked out)."""


def breakdown_rows(b: ScoreBreakdown, lang: Lang, *, compact: bool = False, short: bool = False) -> list[ScoreRow]:
    """Every term of R11 and R12 as (label, value, how it was worked out) in ``lang``. ``short`` names the terms
    of ``SHORT_NAMED`` shortly (the score keeper's narrow preview); ``compact`` does too, and leaves out what
    the screen says elsewhere (``COMPACT_LEFT_OUT``, the multiplier) and the bonuses nobody earned: a breakdown
    that fits 80×24."""
    rows = _all_rows(b, lang, compact=compact)
    if not compact and not short:
        return rows
    names = {t(key, lang): t(f"{key}_short", lang) for key in (SHORT_NAMED if short else SHORT_NAMED[:2])}
    left_out = {t(key, lang) for key in (*COMPACT_LEFT_OUT, "score.multiplier")} if compact else set()
    bonuses = {t(key, lang) for key in ("score.petit_au_bout", "score.poignees", "score.chelem")} if compact else set()
    return [
        ScoreRow(names.get(row.term, row.term), row.value, row.note)
        for row in rows
        if row.term not in left_out and not (row.term in bonuses and row.value in ("0", "+0") and not row.note)
    ]


def _all_rows(b: ScoreBreakdown, lang: Lang, *, compact: bool = False) -> list[ScoreRow]:
    inp = b.input
    m = inp.contract.multiplier
    s = "+" if b.won else "-"
    rows = [
        ScoreRow(t("score.contract", lang), contract_name(inp.contract, lang)),
        # At five, alone: the called card was in the chien or the taker's own hand (R5.4).
        ScoreRow(
            t("score.players", lang),
            str(inp.players),
            _cited(t("score.alone", lang), "R5.4", lang) if inp.alone else "",
        ),
    ]
    # The compact score (80×24) names only the house rules that changed this deal's score: all four, with their
    # citation, took three lines.
    extras = house_rule_notes(inp.rules, lang, inp if compact else None)
    if extras:  # R13 is the table of house options: it has no numbered sub-rules to cite
        rows.append(ScoreRow(t("score.rules", lang), "", _cited("; ".join(extras), "R13", lang)))
    diff = abs(b.difference_half_points)
    rows += [
        ScoreRow(t("score.attack_points", lang), points_text(inp.attack_half_points, lang)),
        ScoreRow(t("score.defence_points", lang), points_text(TOTAL_HALF_POINTS - inp.attack_half_points, lang)),
        ScoreRow(t("score.bouts", lang), str(inp.bouts)),
        ScoreRow(t("score.threshold", lang), str(b.threshold), t("score.threshold_note", lang, bouts=inp.bouts)),
        ScoreRow(t("score.result", lang), t("score.won" if b.won else "score.lost", lang)),
        # R11.4: a half point goes to the winner, so the margin is rounded up.
        ScoreRow(
            t("score.margin", lang),
            str(b.margin),
            t("score.margin_note_half", lang, points=points_text(diff, lang), margin=b.margin)
            if diff % 2
            else t("score.margin_note", lang),
        ),
        ScoreRow(t("score.base", lang), str(b.base)),
        ScoreRow(
            t("score.multiplier", lang),
            f"×{m}",
            t("score.multiplier_note", lang, contract=contract_name(inp.contract, lang)),
        ),
        ScoreRow(
            t("score.contract_points", lang),
            signed(b.contract_points),
            _cited(f"{s}({b.base} + {b.margin}) × {m}", "R12.1", lang),
        ),
    ]
    pab_note = ""
    if inp.petit_au_bout is not None:
        unit = f"10 × {m}" if inp.rules.petit_au_bout_multiplied else "10"
        sign = "+" if inp.petit_au_bout is Camp.ATTACK else "-"
        pab_note = f"{t(f'camp.{inp.petit_au_bout.slug}', lang)}: {sign}{unit}"
    # A bonus's note, when there was one, cites who gets it (R10.1, R7.7, R8.4); a bonus nobody earned says
    # nothing (the compact score leaves its row out).
    rows.append(
        ScoreRow(t("score.petit_au_bout", lang), signed(b.petit_au_bout_points), _cited(pab_note, "R10.1", lang))
    )
    rows.append(
        ScoreRow(
            t("score.poignees", lang), signed(b.poignee_points), _cited(poignees_note(inp, lang, compact), "R7.7", lang)
        )
    )
    rows.append(
        ScoreRow(t("score.chelem", lang), signed(b.chelem_points), _cited(chelem_note(inp, lang), "R8.4", lang))
    )
    # Said from the defenders' side, with D (the attack's side, R12.1) named in the note: "each defender gets
    # +38" rather than a bare "-38" that reads as what they receive.
    note = t("score.per_defender_note", lang, d=signed(b.per_defender))
    rows.append(ScoreRow(t("score.per_defender", lang), signed(b.defender_score), note))
    return rows


def _cited(note: str, rule: str, lang: Lang) -> str:
    """``note`` with its rule after it, as every hint cites one ("(regel R7.7)"); nothing for no note."""
    return t("score.cited", lang, note=note, rule=rule) if note else ""


def poignees_note(inp: ScoreInput, lang: Lang, compact: bool) -> str:
    """Each poignée shown, with its camp and bonus: "verdediging: enkele poignée 20". The compact score (80×24)
    names two of them by camp and bonus only ("aanval 20, verdediging 30"; the bonus says the level, R7.1): with
    their levels they took two lines."""
    if compact and len(inp.poignees) > 1:
        return ", ".join(f"{t(f'camp.{p.camp.slug}', lang)} {p.level.bonus}" for p in inp.poignees)
    return ", ".join(
        f"{t(f'camp.{p.camp.slug}', lang)}: {t(f'poignee.{int(p.level)}', lang)} {p.level.bonus}" for p in inp.poignees
    )


def chelem_note(inp: ScoreInput, lang: Lang | None) -> str:
    """What happened to the chelem (R8): announced, made by a camp, failed; empty when there was none."""
    notes = []
    if inp.chelem_announced:
        notes.append(t("score.chelem.announced", lang))
    if inp.chelem_by is not None:
        notes.append(t("score.chelem.made_by", lang, camp=t(f"camp.{inp.chelem_by.slug}", lang)))
    elif inp.chelem_announced:
        notes.append(t("score.chelem.failed", lang))
    return ", ".join(notes)


def house_rule_notes(rules: Rules, lang: Lang, applied: ScoreInput | None = None) -> list[str]:
    """The non-FFT house rules in force, in words; with ``applied``, only those that changed that deal's score (no
    base always does; a flat petit au bout only when there was one, and so on)."""
    notes = []
    if rules.contract_base == 0:
        notes.append(t("score.rule.no_base", lang))
    if not rules.petit_au_bout_multiplied and (applied is None or applied.petit_au_bout is not None):
        notes.append(t("score.rule.flat_petit_au_bout", lang))
    if not rules.poignee_to_winning_camp and (applied is None or applied.poignees):
        notes.append(t("score.rule.poignee_to_shower", lang))
    if rules.defence_chelem_bonus == 0 and (applied is None or applied.chelem_by is Camp.DEFENCE):
        notes.append(t("score.rule.no_defence_chelem_bonus", lang))
    return notes


def taker_row(b: ScoreBreakdown, lang: Lang) -> ScoreRow:
    """The taker's change as so many times D (R12.2), and at five players the partner's one D: the line under
    "each defender gets" that says where the taker's number comes from."""
    if b.partner_score is None:
        note = t("score.taker_gets_note", lang, factor=b.taker_factor)
    else:
        note = t("score.taker_gets_note_partner", lang, factor=b.taker_factor)
    return ScoreRow(t("score.taker_gets", lang), signed(b.taker_score), note)


def role_rows(b: ScoreBreakdown, lang: Lang) -> list[ScoreRow]:
    """Each role's change (R12.2): taker, partner if any, then the defenders with their count."""
    rows = [ScoreRow(t("score.taker", lang), signed(b.taker_score))]
    if b.partner_score is not None:
        rows.append(ScoreRow(t("score.partner", lang), signed(b.partner_score)))
    defenders = len(b.ordered_scores()) - len(rows)
    rows.append(ScoreRow(t("score.defenders_each", lang, count=defenders), signed(b.defender_score)))
    return rows


__all__ = ["ScoreRow", "breakdown_rows", "house_rule_notes", "role_rows", "taker_row"]
