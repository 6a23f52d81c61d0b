"""The house rules of R13 as a form: one choice per option, FFT defaults marked; folded away, built when opened."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Collapsible, Label, Select

from tarot_tui.engine import Rules
from tarot_tui.i18n import t

from .form_select import FormSelect

OPTIONS: tuple[tuple[str, tuple[Any, ...]], ...] = (
    ("direction", ("counter-clockwise", "clockwise")),
    ("deal_packet_size_3p", (4, 3)),
    ("chien_dealing", ("single", "packets")),
    ("petit_sec_redeal", (True, False)),
    ("bidding_rounds", ("single", "repeated")),
    ("contract_base", (25, 0)),
    ("petit_au_bout_multiplied", (True, False)),
    ("poignee_to_winning_camp", (True, False)),
    ("must_overtrump_partner", (True, False)),
    ("must_undertrump", (True, False)),
    ("defence_chelem_bonus", (200, 0)),
    ("five_player_mode", ("called-king", "dealer-sits-out")),
    ("five_player_lead_restriction", (True, False)),
    ("excuse_last_trick", ("changes-camp", "to-trick-winner")),
    ("beginner", (False, True)),
)
"""Each R13 option with its values, the FFT default first."""

SCORING_OPTIONS = (
    "contract_base",
    "petit_au_bout_multiplied",
    "poignee_to_winning_camp",
    "defence_chelem_bonus",
    "beginner",
)
"""The R13 options that change the score of a deal, or what may be scored: all a score keeper needs."""


def value_label(name: str, value: Any) -> str:
    """A value as a player reads it, with '(FFT)' after the default."""
    key = f"opt.{name}.{str(value).lower()}"
    label = t(key)
    if value == Rules.model_fields[name].default:
        label += " (FFT)"
    return label


class HouseRulesForm(Vertical):
    """Edit a ``Rules``; ``rules`` reads the current choice back. With ``only``, just those options are shown
    and the others keep their value in ``rules``."""

    DEFAULT_CSS = """
    HouseRulesForm {
        height: auto;
    }
    HouseRulesForm > Horizontal {
        height: auto;
    }
    HouseRulesForm Label {
        width: 40;
        padding: 0 1 0 0;
    }
    HouseRulesForm Select {
        width: 1fr;
    }
    """

    def __init__(
        self,
        rules: Rules,
        *,
        only: tuple[str, ...] | None = None,
        lazy: bool = False,
        hold: Callable[[Awaitable[object]], Awaitable[None]] | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.initial = rules
        self.options = tuple((name, values) for name, values in OPTIONS if only is None or name in only)
        self.shown = not lazy
        self.hold = hold
        """Runs the mounting of the choices with the keys typed meanwhile held (the App's), if given."""
        """Whether the choices are built: a lazy form builds them when first shown (``show``), since fifteen
        selects cost a screen that opens with them folded away about as much as the rest of it."""

    def compose(self) -> ComposeResult:
        if self.shown:
            yield from self._rows()

    async def show(self) -> None:
        """Build the choices, if they are not yet and the form's screen is still the one on show; keys typed
        meanwhile wait (a key that closed the screen under the lists being mounted broke them)."""
        if self.shown or not self.is_attached or not self.screen.is_current:
            return
        self.shown = True
        if self.hold is None:
            await self.mount_all(self._rows())
        else:
            await self.hold(self.mount_all(self._rows()))

    def _rows(self) -> list[Horizontal]:
        rows = []
        for name, values in self.options:
            options = [(value_label(name, v), index) for index, v in enumerate(values)]
            current = values.index(getattr(self.initial, name))
            select = FormSelect(options, value=current, allow_blank=False, id=f"opt-{name}", compact=True)
            rows.append(Horizontal(Label(t(f"opt.{name}")), select))
        return rows

    @property
    def rules(self) -> Rules:
        """The rules as chosen."""
        if not self.shown:
            return self.initial
        chosen: dict[str, Any] = self.initial.model_dump()
        for name, values in self.options:
            index = self.query_one(f"#opt-{name}", Select).value
            chosen[name] = values[int(index)]  # type: ignore[arg-type]
        return Rules(**chosen)


class FoldedHouseRules(Collapsible):
    """A ``HouseRulesForm`` folded away under a title, its choices built the first time it is opened."""

    def __init__(
        self,
        rules: Rules,
        *,
        title: str,
        only: tuple[str, ...] | None = None,
        hold: Callable[[Awaitable[object]], Awaitable[None]] | None = None,
    ) -> None:
        form = HouseRulesForm(rules, only=only, lazy=True, hold=hold, id="house-rules")
        super().__init__(form, title=title, collapsed=True)

    async def on_collapsible_expanded(self, event: Collapsible.Expanded) -> None:
        if event.collapsible is self:
            await self.query_one(HouseRulesForm).show()
