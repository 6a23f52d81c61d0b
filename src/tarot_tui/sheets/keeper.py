"""The score keeper: an evening played with real cards, where the table enters each deal and the engine scores it.

No textual here: the keeper screens fill a ``DealDraft`` from their form, ``check_draft`` says what is missing
or impossible (with the field it belongs to), and ``KeeperEvening`` keeps the deals and saves after every change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from tarot_tui.engine import (
    CALLABLE_RANKS,
    TOTAL_HALF_POINTS,
    Camp,
    Contract,
    InvalidSettingsError,
    MatchRecord,
    Rules,
    card_str,
    suit_card,
)
from tarot_tui.i18n import Lang, card_short, contract_name, explain_settings, points_text, t
from tarot_tui.persistence import (
    EveningSave,
    FileReason,
    FinishedEvening,
    KeptDeal,
    KeptPoignee,
    SaveError,
    open_save,
    read_save,
    save_evening,
)
from tarot_tui.persistence.health import WriteProblem, save_health
from tarot_tui.persistence.kept import CAMP_NAMES, CAMPS
from tarot_tui.persistence.locations import data_location
from tarot_tui.persistence.ownership import Owning
from tarot_tui.persistence.saves import new_evening_id, now_iso, save_path
from tarot_tui.sheets.points import PointsError, parse_half_points
from tarot_tui.sheets.rows import Sheet, sheet_of

ALONE: Literal["alone"] = "alone"
"""The partner choice of a 5-player taker who played alone (R5.4)."""


@dataclass(slots=True)
class DealDraft:
    """The deal form as filled in so far; None means not chosen yet.

    Attributes:
        void: everyone passed (R4.4): nothing else is needed.
        taker: the taker's seat.
        contract: the contract (R4.1).
        called: 5 players: the called card in notation (``KH``), optional.
        partner: 5 players: the partner's seat, or ``ALONE``.
        points: the card points as typed (``43,5`` or ``43.5``).
        points_side: whose points were typed; the other camp has 91 minus them.
        bouts: bouts in the attack's pile (R11.2).
        poignees: the level (1-3) of the poignée each seat showed, if any (R7).
        petit_au_bout: the camp that won the last trick holding the Petit (R10).
        chelem_announced: the taker announced a chelem (R8.2).
        chelem_by: the camp that won every trick (R8.1).
    """

    void: bool = False
    taker: int | None = None
    contract: Contract | None = None
    called: str | None = None
    partner: int | Literal["alone"] | None = None
    points: str = ""
    points_side: Camp = Camp.ATTACK
    bouts: int | None = None
    poignees: dict[int, int] = field(default_factory=dict)
    petit_au_bout: Camp | None = None
    chelem_announced: bool = False
    chelem_by: Camp | None = None


@dataclass(frozen=True, slots=True)
class Problem:
    """Something that stops the deal from being saved.

    Attributes:
        field: the form field it belongs to (``taker``, ``points``, ``poignee-2`` …).
        message: the reason, for the player.
        missing: the field is only not filled in yet (shown quietly), rather than impossible.
    """

    field: str
    message: str
    missing: bool = False


def parse_points(text: str) -> int | None:
    """Card points as typed (``49``, ``43.5``, ``43,5``) to half-points, or None if not 0..91 in halves (R2.4)."""
    try:
        return parse_half_points(text)
    except PointsError:
        return None


@dataclass(frozen=True, slots=True)
class FormOption:
    """One choice of a field of the deal form, picked by a single key.

    Attributes:
        key: the key shown with the choice (a digit or a letter; case matters only where two choices share a
            letter, as a called king ``h`` and queen ``H``).
        label: the choice as the player reads it.
        value: what the draft gets.
        aliases: more keys that pick it (a name's initial, a contract's number as at the table's bidding).
    """

    key: str
    label: str
    value: object
    aliases: tuple[str, ...] = ()


def taker_options(names: Sequence[str]) -> tuple[FormOption, ...]:
    """Each seat by its number (1 …), and by its name's initial."""
    return tuple(FormOption(str(seat + 1), name, seat, _initial(name)) for seat, name in enumerate(names))


def contract_options(rules: Rules, lang: Lang | None = None) -> tuple[FormOption, ...]:
    """The contracts of R4.1, lowest first, by their letter (and by their number, as the table's bids are)."""
    return tuple(
        FormOption(t(f"keeper.key.{c.slug}", lang), contract_name(c, lang), c.slug, (str(int(c)),))
        for c in rules.contracts()
    )


def called_options(lang: Lang | None = None) -> tuple[FormOption, ...]:
    """The cards a 5-player taker may call (R5.2), every rank the engine may allow (the keeper does not see the
    hand; a queen, knight or jack is for a taker holding all four of the ranks above): the kings by their suit's
    letter, the queens by its capital, the knights by 1-4 and the jacks by 5-8, in the suits' order."""
    options: list[FormOption] = []
    for order, rank in enumerate(CALLABLE_RANKS):
        for suit in range(4):
            letter = t(f"suit.letter.{suit}", lang)
            card = suit_card(suit, rank)
            key = (letter.lower(), letter.upper(), str(1 + suit), str(5 + suit))[order]
            options.append(FormOption(key, card_short(card, lang), card_str(card)))
    return tuple(options)


def partner_options(names: Sequence[str], lang: Lang | None = None) -> tuple[FormOption, ...]:
    """Who held the called card (R5.3), by number or initial, or 0: the taker played alone (R5.4)."""
    return (*taker_options(names), FormOption("0", t("score.alone", lang), ALONE))


def bouts_options() -> tuple[FormOption, ...]:
    """The bouts in the attack's pile, 0 to 3 (R11.2), by their digit."""
    return tuple(FormOption(str(b), str(b), b) for b in range(4))


def camp_options(nobody: str | None = None, lang: Lang | None = None) -> tuple[FormOption, ...]:
    """Attack and defence by their letter, after 0 for ``nobody`` when given (petit au bout, the chelem)."""
    camps = [FormOption(t(f"keeper.key.{slug}", lang), t(f"camp.{slug}", lang), slug) for slug in ("attack", "defence")]
    return (FormOption("0", nobody, "none"), *camps) if nobody is not None else tuple(camps)


def poignee_options() -> tuple[FormOption, ...]:
    """No poignée (0), or a simple, double or triple one (1-3, R7.1), by its digit (``poignee_legend`` says
    which is which, once for every player's row)."""
    return tuple(FormOption(str(level), str(level), level) for level in range(4))


def poignee_legend(lang: Lang | None = None) -> str:
    """'Poignée: 0 geen · 1 enkel · 2 dubbel · 3 driedubbel (regel R7.1)'."""
    levels = " · ".join(f"{level} {t(f'keeper.poignee.{level}', lang)}" for level in range(4))
    return t("keeper.poignee.legend", lang, levels=levels)


def _initial(name: str) -> tuple[str, ...]:
    first = name[:1].casefold()
    return (first,) if first.isalpha() else ()


@dataclass(frozen=True, slots=True)
class KeyPick:
    """What a key does in a field: the choice it picks, and whether the form goes on to the next field (only
    when no other choice of the field answers to the same key: pressing it again steps to the next)."""

    index: int
    moves_on: bool


def pick_by_key(options: Sequence[FormOption], key: str, current: int | None = None) -> KeyPick | None:
    """The choice ``key`` picks among ``options`` (``current`` is the one chosen now), or None.

    A key written as some choice's own (``H``: the queen) picks that one; otherwise case does not matter. Several
    choices answering to one key (two names with the same initial) are picked in turn, and the form waits."""
    if not key:
        return None
    matches = [i for i, o in enumerate(options) if key == o.key or key in o.aliases]
    if not matches:
        folded = key.casefold()
        matches = [i for i, o in enumerate(options) if folded in (o.key.casefold(), *o.aliases)]
    if not matches:
        return None
    if len(matches) == 1:
        return KeyPick(matches[0], True)
    later = [i for i in matches if current is not None and i > current]
    return KeyPick(later[0] if later and current in matches else matches[0], False)


def draft_of(deal: KeptDeal) -> DealDraft:
    """The form's contents for a kept deal, to correct it."""
    if deal.is_void:
        return DealDraft(void=True)
    partner: int | Literal["alone"] | None = deal.partner if deal.partner is not None else ALONE
    return DealDraft(
        taker=deal.taker,
        contract=deal.contract_value,
        called=deal.called,
        partner=partner,
        points=points_text(deal.attack_half_points),
        points_side=Camp.ATTACK,
        bouts=deal.bouts,
        poignees={p.seat: p.level for p in deal.poignees},
        petit_au_bout=None if deal.petit_au_bout is None else CAMPS[deal.petit_au_bout],
        chelem_announced=deal.chelem_announced,
        chelem_by=None if deal.chelem_by is None else CAMPS[deal.chelem_by],
    )


def check_draft(
    draft: DealDraft, players: int, rules: Rules, lang: Lang | None = None
) -> tuple[KeptDeal | None, list[Problem]]:
    """The kept deal the form describes, or None with every problem: what is missing (in the form's order: the
    order a table says a deal), then what is impossible.

    The form's own checks come first (like ``tarot-tui score``'s); the rest is the engine's
    ``InvalidSettingsError``, pinned to the field that makes it fail.
    """
    if draft.void:
        return KeptDeal(), []
    problems: list[Problem] = []
    if draft.taker is None:
        problems.append(Problem("taker", t("keeper.missing.taker", lang), missing=True))
    if draft.contract is None:
        problems.append(Problem("contract", t("keeper.missing.contract", lang), missing=True))
    if players == 5 and draft.partner is None:
        problems.append(Problem("partner", t("keeper.missing.partner", lang), missing=True))
    if draft.bouts is None:
        problems.append(Problem("bouts", t("keeper.missing.bouts", lang), missing=True))
    if not draft.points.strip():
        problems.append(Problem("points", t("keeper.missing.points", lang), missing=True))
    typed = parse_points(draft.points) if draft.points.strip() else None
    if draft.points.strip() and typed is None:
        problems.append(Problem("points", t("keeper.error.points", lang, text=draft.points.strip())))
    if players == 5 and draft.partner is not None and draft.partner == draft.taker:
        problems.append(Problem("partner", t("keeper.error.partner_is_taker", lang)))
    if draft.petit_au_bout is Camp.ATTACK and draft.bouts == 0:
        problems.append(Problem("petit_au_bout", t("keeper.error.pab_attack_no_bout", lang)))
    if draft.petit_au_bout is Camp.DEFENCE and draft.bouts == 3:
        problems.append(Problem("petit_au_bout", t("keeper.error.pab_defence_all_bouts", lang)))
    if problems or draft.taker is None or draft.contract is None or typed is None or draft.bouts is None:
        return None, problems
    attack_half = typed if draft.points_side is Camp.ATTACK else TOTAL_HALF_POINTS - typed
    deal = KeptDeal(
        taker=draft.taker,
        contract=draft.contract.slug,  # type: ignore[arg-type]
        called=draft.called if players == 5 else None,
        partner=draft.partner if isinstance(draft.partner, int) and players == 5 else None,
        attack_half_points=attack_half,
        bouts=draft.bouts,
        poignees=tuple(KeptPoignee(seat=s, level=lv) for s, lv in sorted(draft.poignees.items()) if lv),  # type: ignore[arg-type]
        petit_au_bout=None if draft.petit_au_bout is None else CAMP_NAMES[draft.petit_au_bout],
        chelem_announced=draft.chelem_announced,
        chelem_by=None if draft.chelem_by is None else CAMP_NAMES[draft.chelem_by],
    )
    try:
        deal.check_entered(players, rules)
    except InvalidSettingsError as err:
        return None, [Problem(_culprit(deal, players, rules), explain_settings(err, lang))]
    return deal, []


def _culprit(deal: KeptDeal, players: int, rules: Rules) -> str:
    """The form field to mark for an engine refusal: the first optional part whose removal makes the deal
    scorable, else the points (every other engine check compares the points with the bouts or the contract)."""
    candidates: list[tuple[str, dict[str, object]]] = [
        # first: points that only a chelem gives, entered without it (R8.1)
        ("chelem_by", {"chelem_by": "attack"}),
        ("chelem_by", {"chelem_by": "defence"}),
        ("contract", {"contract": "garde"}),
        ("chelem", {"chelem_announced": False, "chelem_by": None}),
        ("petit_au_bout", {"petit_au_bout": None}),
        (f"poignee-{deal.poignees[0].seat}" if deal.poignees else "poignees", {"poignees": ()}),
    ]
    for name, change in candidates:
        try:
            deal.model_copy(update=change).check_entered(players, rules)
        except InvalidSettingsError:
            continue
        return name
    return "points"


class KeeperEvening:
    """A score-keeper evening: the players, the house rules, and the deals as entered, saved after every change.

    Attributes:
        save: the pydantic save (``kind="keeper"``); its ``kept`` list is the sheet.
        directory: where the save is written (None: the default data directory).
        autosave: write after every change (tests may turn it off).
        path: the save file, once written.
    """

    def __init__(self, save: EveningSave, *, directory: Path | None = None, autosave: bool = True) -> None:
        if save.kind != "keeper":
            raise ValueError("not a keeper evening")
        self.save = save
        self.directory = directory
        self.autosave = autosave
        self.path: Path | None = None
        self.save_problem: WriteProblem | None = None
        """Why the last write failed (None when the sheet is on disk)."""
        self._owning = Owning()
        """Only this process writes the evening while it is open here (``persistence.ownership``)."""

    @classmethod
    def new(
        cls,
        names: Sequence[str],
        *,
        rules: Rules,
        first_dealer: int,
        directory: Path | None = None,
        autosave: bool = True,
    ) -> KeeperEvening:
        """A new evening with no deal yet, saved at once."""
        stamp = now_iso()
        save = EveningSave(
            kind="keeper",
            evening_id=new_evening_id(),
            created=stamp,
            updated=stamp,
            names=list(names),
            seats=["human"] * len(names),
            match=MatchRecord(players=len(names), rules=rules, first_dealer=first_dealer),
        )
        evening = cls(save, directory=directory, autosave=autosave)
        evening.persist()
        return evening

    @classmethod
    def load(cls, path: Path) -> KeeperEvening:
        """Resume a saved keeper evening to keep its scores, owning it (``close`` lets go). Raises EveningBusy when
        it is open in another process, SaveError when it cannot be read (having moved a broken file aside), and
        FinishedEvening for one that is over (marked finished in its file: nothing is added to it), read as the
        statistics read it: never owned nor written, whoever else has it open (``for_reading`` shows it)."""
        read = read_save(path)  # not owned: nothing written (a broken file kept aside, as opening it would)
        if read.save.kind == "keeper" and read.save.finished:
            raise FinishedEvening(path, read.save, read.match)
        owner, loaded = open_save(path)
        if loaded.save.kind != "keeper":
            if owner is not None:
                owner.release()
            message = f"{path.name} is a played evening, not a keeper evening"
            raise SaveError(message, file=path, reason=FileReason.WRONG_KIND)
        if loaded.save.finished:  # marked finished since it was read: let go of, unwritten
            if owner is not None:
                owner.release()
            raise FinishedEvening(path, loaded.save, loaded.match)
        evening = cls(loaded.save, directory=path.parent)
        evening._owning = Owning(owner)
        evening.path = path
        return evening

    @classmethod
    def for_reading(cls, save: EveningSave) -> KeeperEvening:
        """A saved keeper evening (as ``persistence.read_save`` read it) to look at, not to keep: it is not owned, so
        another window may be keeping it, and it never writes (``autosave`` off)."""
        return cls(save, autosave=False)

    @property
    def is_finished(self) -> bool:
        """Marked finished in its file (the keeper itself never ends an evening): nothing is added to it."""
        return self.save.finished

    def close(self) -> None:
        """Let go of the evening (leaving its sheet): another window may open it now; nothing is written after."""
        self._owning.close()

    # -- queries ---------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        """Players at the table."""
        return self.save.match.players

    @property
    def names(self) -> list[str]:
        """Names by seat, in playing order."""
        return self.save.names

    @property
    def rules(self) -> Rules:
        """The house rules chosen when the evening was created."""
        return self.save.match.rules

    @property
    def kept(self) -> list[KeptDeal]:
        """The deals, in order."""
        return self.save.kept

    def dealer_of(self, index: int) -> int:
        """The dealer of deal ``index`` (0-based): the next seat each deal, void deals included (R1.5)."""
        return self.save.kept_dealer(index)

    @property
    def next_dealer(self) -> int:
        """Who deals the next deal (R1.5)."""
        return self.dealer_of(len(self.kept))

    @property
    def sheet(self) -> Sheet:
        """The evening's sheet: rows, totals, next dealer."""
        return sheet_of(self.save)

    @property
    def totals(self) -> list[int]:
        """The running totals; they sum to zero (R12.3)."""
        return self.save.kept_totals

    def check(self, draft: DealDraft, lang: Lang | None = None) -> tuple[KeptDeal | None, list[Problem]]:
        """``check_draft`` at this table."""
        return check_draft(draft, self.players, self.rules, lang)

    # -- changes ---------------------------------------------------------------------------------

    def _valid(self, deal: KeptDeal) -> KeptDeal:
        problem = deal.seat_problem(self.players)
        if problem is not None:
            raise InvalidSettingsError(problem)
        deal.check_entered(self.players, self.rules)  # raises InvalidSettingsError
        return deal

    def add(self, deal: KeptDeal) -> None:
        """Add the next deal and save; an impossible deal raises InvalidSettingsError and changes nothing."""
        self.kept.append(self._valid(deal))
        self.persist()

    def replace(self, index: int, deal: KeptDeal) -> None:
        """Correct deal ``index`` and save; the totals follow."""
        self.kept[index] = self._valid(deal)
        self.persist()

    def delete(self, index: int) -> None:
        """Delete deal ``index`` and save; later deals move up, and so does their dealer (R1.5)."""
        del self.kept[index]
        self.persist()

    def persist(self) -> None:
        """Write the save atomically, before returning. A failed write does not raise: it is told to
        ``save_health`` (the app says so once), the deals stay in memory, and the next change writes again."""
        if not self.autosave:
            return
        path = self.path or save_path(self.save, self.directory or data_location() / "evenings")  # (told if it fails)
        try:
            path = self.path or save_path(self.save, self.directory)
            self._owning.ensure(path)
            self.path = save_evening(self.save, path=path)
        except OSError as err:
            self.save_problem = save_health.write_failed(path, err)
            return
        self.save_problem = None
        save_health.write_succeeded(path)
