"""A lesson's turn flow: the ordinary ``TableFlow`` with the coach's explanations as prompts of their own.

Before the first move the welcome, before each of the learner's decisions what the coach has to say, after the
deal its score term by term (a void deal is explained and dealt again), and at the end a farewell and
``TableDone``. An answer the coach corrects (``Coach.check``) is not applied: the correction is read and the
same decision asked again. A lesson may end before its deal does (``Coach.stop``). The table screen draws these
like any prompt; it knows nothing of lessons.
"""

from __future__ import annotations

from tarot_tui.engine import Event, Phase, view_for
from tarot_tui.evening import Evening
from tarot_tui.play import (
    Answer,
    BetweenDeals,
    Continue,
    DealOver,
    Decision,
    Explain,
    Prompt,
    StalePromptError,
    TableDone,
    TableFlow,
)

from .coach import Coach, Dialog


class CoachedFlow(TableFlow):
    """``TableFlow`` for a lesson: explanations first, and no forced move made for the learner (a card that is
    the only one allowed is a moment to explain too)."""

    def __init__(self, evening: Evening, coach: Coach) -> None:
        super().__init__(evening, auto_forced=False)
        self.coach = coach
        self._said: set[int] = set()
        """Serials of the prompts already explained (each is explained once)."""
        self._welcomed = False
        self._explaining: tuple[Explain, Prompt] | None = None
        """The explanation on screen and the prompt it comes before."""
        self._done = False

    def next(self) -> Prompt:
        """The explanation due before the flow's own prompt, or that prompt."""
        for _ in range(100):
            if self._explaining is not None:
                return self._explaining[0]
            if self._done:
                if not isinstance(self._current, TableDone):
                    self._current = TableDone(self._tick())
                return self._current
            prompt = super().next()
            deal = self.evening.deal
            if deal is not None and self.coach.stop(view_for(deal, None)):
                self._done = True  # the lesson is over before its deal: what was learnt, then the end
                self._explaining = (Explain(self._tick(), tuple(self.coach.farewell())), prompt)
                continue
            opening = not self._welcomed
            dialogs = self._dialogs_before(prompt)
            if dialogs:
                explain = Explain(self._tick(), tuple(dialogs), opening=opening)
                self._explaining = (explain, prompt)
                return explain
            if isinstance(prompt, DealOver | BetweenDeals) and self._void():
                super().submit(prompt, Continue())  # a void lesson deal is explained, then dealt again
                continue
            if isinstance(prompt, BetweenDeals):
                self._done = True  # the lesson's deal was played and explained
                continue
            return prompt
        raise RuntimeError("the lesson's flow did not settle")  # pragma: no cover - a bug, not a state

    def submit(self, prompt: Prompt, answer: Answer) -> list[Event]:
        """Answer an explanation or the end (Continue), or the flow's own prompt."""
        if isinstance(prompt, Explain | TableDone):
            if prompt is not self.next() or not isinstance(answer, Continue):
                raise StalePromptError("an explanation is answered with Continue")
            self._explaining = None
            return []
        if isinstance(prompt, Decision) and prompt is self._current and self.evening.deal is not None:
            corrections = self.coach.check(prompt, answer)
            if corrections:
                self._explaining = (Explain(self._tick(), tuple(corrections)), prompt)
                return []
        return super().submit(prompt, answer)

    def undo(self) -> bool:
        """Take back as at any table, forgetting an explanation that was waiting."""
        self._explaining = None
        return super().undo()

    def _void(self) -> bool:
        deal = self.evening.deal
        return deal is not None and deal.phase is Phase.VOID

    def _dialogs_before(self, prompt: Prompt) -> list[Dialog]:
        if prompt.serial in self._said:
            return []
        self._said.add(prompt.serial)
        coach, evening = self.coach, self.evening
        dialogs: list[Dialog] = []
        if not self._welcomed:
            self._welcomed = True
            dialogs += coach.welcome(evening.names)
        deal = evening.deal
        if deal is None:
            return dialogs
        if isinstance(prompt, Decision):
            dialogs += coach.before(prompt, self._name)
        elif isinstance(prompt, DealOver):
            dialogs += coach.after_deal(view_for(deal, None), self._name)
        elif isinstance(prompt, BetweenDeals) and coach.finished(view_for(deal, None)):
            dialogs += coach.farewell()
        return dialogs

    def _name(self, deal_seat: int) -> str:
        return self.evening.names[self.evening.match_seat(deal_seat)]
