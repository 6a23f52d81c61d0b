"""The deal review: where a person's decisions lost points, as the strong computer player estimates them.

The analysis itself is ``tarot_tui.coaching.analysis`` (pure); this screen runs it in a thread worker, a decision at
a time, with a progress bar, and draws the result. Esc stops a review that is running (and closes one that is
not); Tab goes to the next person who played the deal, ←/→ to an earlier or later deal, ``a`` starts again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import ProgressBar, Static
from textual.worker import Worker, get_current_worker

from tarot_tui.coaching.analysis import (
    MIN_COST,
    REVIEW_WORLDS,
    DealReview,
    DealReviewer,
    ReviewError,
    ReviewProblem,
    finding_title,
    summarise,
)
from tarot_tui.engine import Deal
from tarot_tui.evening import Evening
from tarot_tui.i18n import current_language, points_text, t

from ..context import tarot_context
from ..reading import ReadingScreen

_KEPT: OrderedDict[tuple[int, int, int, int, str], tuple[Deal, DealReview]] = OrderedDict()
"""The last few reviews made (the same deal opened again from the sheet is not estimated twice)."""
KEEP = 8


def _key(deal: Deal, seat: int, worlds: int) -> tuple[int, int, int, int, str]:
    return (id(deal), len(deal.history), seat, worlds, current_language())


def kept_review(deal: Deal, seat: int, worlds: int) -> DealReview | None:
    """A review made earlier of this very deal, as it stands, for ``seat``."""
    kept = _KEPT.get(_key(deal, seat, worlds))
    return kept[1] if kept is not None and kept[0] is deal else None


def keep_review(deal: Deal, seat: int, worlds: int, review: DealReview) -> None:
    """Remember a finished review (the oldest is forgotten after ``KEEP``)."""
    _KEPT[_key(deal, seat, worlds)] = (deal, review)
    while len(_KEPT) > KEEP:
        _KEPT.popitem(last=False)


def reviewable_deals(evening: Evening) -> list[int]:
    """The indexes of the evening's finished deals (scored or void: a void one says why it has nothing)."""
    return [index for index, played in enumerate(evening.match.deals) if played.is_over]


def people_of(evening: Evening, index: int) -> list[int]:
    """The match seats played by people that took part in deal ``index``."""
    played = evening.match.deals[index]
    return [seat for seat in evening.humans() if played.deal_seat(seat) is not None]


Paragraph = Text | tuple[Text, ...]
"""A paragraph of the review: text that wraps, or a title in a long and a short form that keeps to one line."""


def review_lines(review: DealReview) -> list[tuple[Paragraph, int]]:
    """The review as (paragraph, indent): the costliest decisions with why and the rule behind each, then every
    decision, then the total. An explanation is indented under its decision, wrapped lines too; a decision's title
    keeps to one line (``TitleLine``)."""
    lines: list[tuple[Paragraph, int]] = [(Text(t("analysis.costly"), style="bold"), 0)]
    if not review.highlights:
        lines.append((Text(t("analysis.none", points=points_text(2 * int(MIN_COST)))), 0))
    for number, highlight in enumerate(review.highlights, start=1):
        finding = highlight.finding
        forms = (finding_title(finding), finding_title(finding, short=True))
        lines.append((tuple(Text(f"{number}. {form}", style="bold") for form in forms), 0))
        lines.append((Text(highlight.why), 3))
        principle = Text(highlight.principle + " ", style="italic")
        principle.append(f"({t('analysis.rule', rule=highlight.rule)})", style="dim")
        lines.append((principle, 3))
    lines.append((Text("\n" + t("analysis.all"), style="bold"), 0))
    for finding in review.findings:
        style = "red" if finding.clear else "dim" if finding.candidates == 1 else ""
        forms = (finding_title(finding), finding_title(finding, short=True))
        lines.append((tuple(Text(form, style=style) for form in forms), 2))
    total = points_text(round(review.total_cost * 2))
    lines.append((Text("\n" + t("analysis.total", count=len(review.findings), points=total)), 0))
    lines.append((Text(t("analysis.fair"), style="dim"), 0))
    return lines


class TitleLine(Widget):
    """A decision's title on one line: the first of its forms that fits the width (at 80 columns the short one
    where the long one does not), else the last cut short with an ellipsis; never wrapped onto a second line."""

    DEFAULT_CSS = """
    TitleLine {
        height: 1;
    }
    """

    def __init__(self, forms: tuple[Text, ...], *, classes: str | None = None) -> None:
        super().__init__(classes=classes)
        self.forms = forms

    def render(self) -> Text:
        width = self.content_size.width
        fitting = next((form for form in self.forms if form.cell_len <= width), None)
        if fitting is not None:
            return fitting
        cut = self.forms[-1].copy()
        cut.truncate(max(1, width), overflow="ellipsis")
        return cut


def _paragraph(paragraph: Paragraph, indent: int) -> Widget:
    """A paragraph of the review as a widget: a title on one line, other text wrapped."""
    if isinstance(paragraph, tuple):
        return TitleLine(paragraph, classes=f"indent-{indent}")
    return Static(paragraph, classes=f"indent-{indent}")


class AnalysisScreen(ReadingScreen):
    """The review of one person's decisions in one deal of the evening."""

    worlds = REVIEW_WORLDS
    """Sampled deals per decision (the pure model's setting; the pilot tests make it small)."""

    BINDINGS = [
        Binding("escape,q", "stop_or_close", "key.back", show=False),
        Binding("tab", "next_person", show=False),
        Binding("left", "deal(-1)", show=False),
        Binding("right", "deal(1)", show=False),
        Binding("a", "again", show=False),
    ]

    DEFAULT_CSS = """
    AnalysisScreen #analysis-progress {
        margin: 1 0 0 0;
    }
    AnalysisScreen #analysis-body {
        height: auto;
    }
    AnalysisScreen #analysis-body .indent-2 {
        padding-left: 2;
    }
    AnalysisScreen #analysis-body .indent-3 {
        padding-left: 3;
    }
    """

    def __init__(self, evening: Evening, index: int | None = None, seat: int | None = None) -> None:
        super().__init__(id="analysis")
        self.evening = evening
        deals = reviewable_deals(evening)
        self.index = index if index is not None else (deals[-1] if deals else -1)
        people = people_of(evening, self.index) if 0 <= self.index < len(evening.match.deals) else []
        self.seat = seat if seat is not None else (people[0] if people else None)
        self.running: Worker[None] | None = None
        self.review: DealReview | None = None
        """The finished review on screen (None while it runs, was stopped, or could not be made)."""

    def compose(self) -> ComposeResult:
        box = VerticalScroll(id="analysis-box")
        with box:
            yield Static("", id="analysis-status")
            yield ProgressBar(total=1, show_eta=False, id="analysis-progress")
            yield Vertical(id="analysis-body")

    def on_mount(self) -> None:
        self.query_one("#analysis-box", VerticalScroll).focus()
        self.start()

    # -- running -------------------------------------------------------------------------------------

    def start(self) -> None:
        """Review the deal and person on show (or say why not)."""
        self._stop_worker()
        self.review = None
        box = self.query_one("#analysis-box", VerticalScroll)
        played = self.evening.match.deals[self.index] if 0 <= self.index < len(self.evening.match.deals) else None
        name = self.evening.names[self.seat] if self.seat is not None else ""
        box.border_title = t("analysis.title", number=played.number if played else 0, player=name)
        self.query_one("#analysis-body", Vertical).remove_children()
        self.query_one("#analysis-status", Static).display = True
        if not tarot_context(self).settings.review:
            self._say(t("analysis.off"))
            return
        if played is None:
            self._say(t("analysis.no_deal"))
            return
        if self.seat is None:
            self._say(t(f"analysis.error.{ReviewProblem.NOT_SEATED.value}"))
            return
        deal_seat = played.deal_seat(self.seat)
        if deal_seat is not None and (kept := kept_review(played.deal, deal_seat, self.worlds)) is not None:
            self.running = None
            self._show(kept)
            return
        try:
            reviewer = DealReviewer(played.deal, deal_seat if deal_seat is not None else -1, worlds=self.worlds)
        except ReviewError as err:
            self._say(t(f"analysis.error.{err.problem.value}"))
            return
        bar = self.query_one(ProgressBar)
        bar.display = True
        bar.update(total=max(1, len(reviewer)), progress=0)
        self.query_one("#analysis-status", Static).update(t("analysis.running", done=0, total=len(reviewer)))
        box.border_subtitle = t("analysis.keys_running")
        self.running = self._work(reviewer)

    @work(thread=True, exclusive=True, group="analysis")
    def _work(self, reviewer: DealReviewer) -> None:
        """Estimate the decisions one by one on a thread; stop between two when cancelled."""
        worker = get_current_worker()
        total = len(reviewer)
        for done, _ in enumerate(reviewer.steps(), start=1):
            if worker.is_cancelled or not self._tell(self._advance, worker, done, total):
                return
        if worker.is_cancelled:
            return
        self._tell(self._done, worker, summarise(reviewer.deal, reviewer.seat, reviewer.findings))

    def _tell(self, callback: Callable[..., None], *args: object) -> bool:
        """Run ``callback`` on the app's thread; False when the app is no longer running."""
        try:
            self.app.call_from_thread(callback, *args)
        except RuntimeError:
            return False
        return True

    def _advance(self, worker: Worker[None], done: int, total: int) -> None:
        if worker is not self.running:
            return
        self.query_one(ProgressBar).update(progress=done)
        self.query_one("#analysis-status", Static).update(t("analysis.running", done=done, total=total))

    def _done(self, worker: Worker[None], review: DealReview) -> None:
        if worker is not self.running:
            return
        self.running = None
        played = self.evening.match.deals[self.index]
        keep_review(played.deal, review.seat, self.worlds, review)
        self._show(review)

    def _show(self, review: DealReview) -> None:
        self.review = review
        self.query_one(ProgressBar).display = False
        self.query_one("#analysis-status", Static).display = False
        body = self.query_one("#analysis-body", Vertical)
        body.remove_children()
        body.mount_all(_paragraph(paragraph, indent) for paragraph, indent in review_lines(review))
        self.query_one("#analysis-box", VerticalScroll).border_subtitle = self._keys()

    def _keys(self) -> str:
        """The keys that do something now, for the frame's bottom line."""
        keys = [t("analysis.key.scroll")]
        if self.index >= 0 and len(people_of(self.evening, self.index)) > 1:
            keys.append(t("analysis.key.person"))
        if len(reviewable_deals(self.evening)) > 1:
            keys.append(t("analysis.key.deal"))
        keys += [t("analysis.key.again"), t("analysis.key.back")]
        return " · ".join(keys)

    def _say(self, sentence: str) -> None:
        """One sentence instead of a review (turned off, nothing to review, a damaged record)."""
        self.query_one(ProgressBar).display = False
        self.query_one("#analysis-status", Static).update(Text(sentence))
        self.query_one("#analysis-box", VerticalScroll).border_subtitle = self._keys()

    def _stop_worker(self) -> bool:
        worker, self.running = self.running, None
        if worker is None or worker.is_finished:
            return False
        worker.cancel()
        return True

    # -- keys ----------------------------------------------------------------------------------------

    def action_stop_or_close(self) -> None:
        """Stop a review that is running; else back to where the players came from."""
        if self._stop_worker():
            self._say(t("analysis.cancelled"))
            return
        self.dismiss(None)

    def action_again(self) -> None:
        """Start the review again (after it was stopped)."""
        self.start()

    def action_next_person(self) -> None:
        """The next person who played this deal."""
        people = people_of(self.evening, self.index) if self.index >= 0 else []
        if len(people) < 2 or self.seat not in people:
            self.app.bell()
            return
        self.seat = people[(people.index(self.seat) + 1) % len(people)]
        self.start()

    def action_deal(self, step: int) -> None:
        """An earlier (-1) or later (+1) finished deal of the evening."""
        deals = reviewable_deals(self.evening)
        if self.index not in deals or not 0 <= deals.index(self.index) + step < len(deals):
            self.app.bell()
            return
        self.index = deals[deals.index(self.index) + step]
        people = people_of(self.evening, self.index)
        if self.seat not in people:
            self.seat = people[0] if people else None
        self.start()

    def on_unmount(self) -> None:
        self._stop_worker()
