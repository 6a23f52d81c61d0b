"""The table's turn flow: who acts next, whether the laptop must change hands, which decision is awaited.

``TableFlow`` wraps an ``Evening``. ``next()`` returns one typed prompt (``prompts.py``) and ``submit`` takes
its answer; the screens only draw prompts and pass input on, and tests drive whole evenings through it.

Privacy is an invariant of the flow: a hand is in a prompt only in a ``Decision`` for the person who holds the
laptop. With several people at the table, the moment that person's decision is taken and the next one is anyone
else's (a person or a computer), ``viewer`` is None, so no hand is drawn while the computers think or while the
laptop goes round; an evening resumed with several people at the table starts covered. One person against
computer players holds the laptop all evening: their hand stays on screen while the computers bid and play, and
while the chien is shown (``ChienReveal`` is for tables of several people, with the taker at the laptop).

What the table learns, and when (docs/privacy.md). The laptop's screen is public whenever the hand is covered: the
log, the hand-overs, the chien turned face up, the scores. What it shows must follow from what a real table sees:

- every bid and pass as it is made (R4.2), the taker and the contract (R4.3), and in 5 players the called card
  (R5.1), but not who holds it until it is played (R5.3), or, with Prise or Garde, that the taker holds it or it
  lay in the chien once the chien is shown (R5.4);
- the chien when it is turned face up with Prise or Garde (R6.1), the trumps the taker had to put in the écart
  (R6.2), never the rest of the écart, nor a chien set aside (R6.3, R6.4), before the deal is scored;
- an announced chelem (R8.2), a poignée's shown trumps (R7.4, R7.8), each card as it is played (R9.1);
- the score once the deal is over (R11, R12), when the cards each seat played make its whole hand public.

Whose turn it is follows from these (R4.2, R8.3, R9.1), so a hand-over names only the person the rules say moves.
What a hand holds is told to its owner alone, while they hold the laptop (a ``Decision``). With several people at
the table nothing the flow does may depend on a hidden hand beyond that: a card that is the only one allowed is
asked for like any other, after its own hand-over (one key: its letter), with no line saying it was forced; the
chelem question after a Garde sans or contre, when the laptop must go to the taker for it, is asked whatever the
hand (a hand-over only for hands that could make one would tell the table). A move is made for its owner, with a
line in the log, only when the rules make it public that it is the only one allowed: a pass after a Garde contre
(R4.2), every card of the last trick (each hand holds one). One person against computer players holds the laptop
all evening: nobody else reads the screen, so their own forced cards are played for them with a line.

Phones (``Evening.on_phone``): a person may hold their hand on their own phone, the laptop being the table. Their
decision is a ``PhoneTurn``: the laptop never changes hands for it (no hand-over) and never holds it, so ``viewer``
is never a phone's seat and the laptop never shows that hand; it only says whose turn it is. People at the laptop
keep the hot-seat rules among themselves, and count as several people at the table with the phones' people (who
read the laptop's screen too). A person alone at a table of computers holds the laptop only when not on a phone.

Undo (``undo``) takes back the holder's last decision, with the computers' answers and the forced cards after
it, until another person takes the laptop or the chien is turned face up (R6.1): nothing hidden is shown by
taking back, and nothing learnt from a hidden card can be used again.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Literal

from tarot_tui.engine import (
    EXCUSE,
    Action,
    AnnounceChelem,
    Bid,
    ChienShown,
    Deal,
    DealVoided,
    DeclarePoignee,
    Event,
    Phase,
    Play,
    PlayedDeal,
    VoidReason,
    trick_situation,
    view_for,
)
from tarot_tui.evening import Evening

from .chelem import chelem_within_reach
from .news import DealStarted, News, PassedForYou, PlayedForYou, TakenBack
from .prompts import (
    Answer,
    AskBid,
    AskCall,
    AskCard,
    AskChelem,
    AskDiscard,
    AskPoignee,
    BetweenDeals,
    ChienReveal,
    ComputerTurn,
    Continue,
    DealOver,
    Decision,
    EveningOver,
    Explain,
    HandOver,
    NextDeal,
    NoPoignee,
    PhoneTurn,
    Prompt,
    TableDone,
    WantChelem,
)
from .seeding import position_seed

if TYPE_CHECKING:
    from tarot_tui.bots import Chains

ComputerPlayer = Callable[[ComputerTurn], Action]
"""Decides a computer's turn (``decide`` with the app's strength, in the app run on a worker thread)."""


class StalePromptError(ValueError):
    """An answer to a prompt that is no longer the one awaited (a computer's answer after an undo, a double key)."""


class TableFlow:
    """The turn flow of one evening at the table.

    Attributes:
        evening: the evening (match, names, seats, save).
        auto_forced: a card or bid that is the only one allowed is made for its owner, without a hand-over or a
            key (a line in the news says so): with one person at the table always, with several only when the
            rules make it public that it is forced (a pass after a Garde contre, the last trick).
        holder: the person (match seat) who holds the laptop, None when nobody has taken it yet.
    """

    def __init__(self, evening: Evening, *, auto_forced: bool = True) -> None:
        self.evening = evening
        self.auto_forced = auto_forced
        self.holder: int | None = None
        self._serial = 0
        self._current: Prompt | None = None
        self._news: list[News] = []
        self._chien: tuple[int, ...] | None = None
        self._poignee_asked: set[int] = set()
        self._want_chelem = False
        self._forced: set[int] = set()
        """History indices of the current deal's actions made for their owner (forced)."""
        self._floor = 0
        """History length of the current deal below which nothing may be taken back."""
        self._score_seen = 0
        self._sheet_seen = 0
        self._returning: int | None = None
        """The person covered again after taking a decision back (their own hand-over keeps what they may undo)."""
        self._chains = _new_chains()
        """The strong computer seats' belief chains carried along the current deal (``ComputerTurn.chains``): a
        new store for each deal, after each take-back and on resuming, so those start afresh."""
        self.holder = self._lone_person()  # nobody else takes the laptop: no hand-over, even on resuming
        played = evening.current
        if played is not None:  # a resumed deal: what was settled before the restart stays settled
            self._floor = len(played.deal.history)
            self._poignee_asked = {seat for seat, action in played.deal.history if isinstance(action, Play)}
        elif evening.last is not None and evening.is_finished:
            self._score_seen = evening.last.number

    # -- queries ---------------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """The match seat whose hand may be on screen now: the holder, while the deal awaits the holder (so also
        in the pause after a card, when the same person moves next). None whenever another person is to move, the
        chien is shown, or the deal is over. With one person at the table that person holds the laptop all
        evening, so their hand stays on screen while the computers bid and play. Reading it never moves the flow
        on."""
        played = self.evening.current
        if self._chien is not None or played is None:
            return None
        return self._hand_on_show(self.holder, played.deal_seat, self.evening.actor())

    @property
    def wants_chelem(self) -> bool:
        """The taker asked, during the écart, to be asked about a chelem afterwards (``WantChelem``)."""
        return self._want_chelem

    @property
    def humans(self) -> int:
        """How many people play at this table."""
        return len(self.evening.humans())

    def actor(self) -> int | None:
        """The match seat whose action the deal awaits (None between deals)."""
        return self.evening.actor()

    def take_news(self) -> list[News]:
        """What happened since the last call, in order (engine events and the flow's own notes)."""
        news, self._news = self._news, []
        return news

    def deal_news(self) -> list[News]:
        """Everything that happened in the latest deal, rebuilt from its record (for the log after a resume)."""
        played = self.evening.last
        if played is None:
            return []
        deal = played.deal
        news: list[News] = [DealStarted(played.number, played.dealer, _eldest(played))]
        if deal.layout is None:
            return news
        replay = Deal(deal.layout, deal.players, deal.dealer, deal.rules)
        if replay.phase is Phase.VOID:
            news.append(DealVoided(replay.void_reason or VoidReason.PETIT_SEC, replay.void_seat))
        for seat, action in deal.history:
            news.extend(self._as_told(replay.apply(action, seat)))
        return news

    def _as_told(self, events: list[Event]) -> list[Event]:
        """The deal's events as the table is told them: a deal everyone passed says whether the same player deals
        again (R13, five players with the dealer sitting out), which only the match knows."""
        if not self.evening.match.sits_out:
            return events
        return [
            replace(event, dealer_again=True)
            if isinstance(event, DealVoided) and event.reason is VoidReason.ALL_PASSED
            else event
            for event in events
        ]

    def next_deal(self) -> NextDeal | None:
        """While the sheet is on show (``BetweenDeals`` awaited): the next deal's first moment as the whole table
        will see it once the sheet's Enter deals it, as ``_compute`` will ask it; None at any other moment. A query:
        it deals nothing, draws none of the evening's random numbers and moves nothing on. A pack with a petit sec
        (R3.5) voids its deal at once, and that deal's score comes up instead."""
        if not isinstance(self._current, BetweenDeals):
            return None
        evening = self.evening
        opening = evening.match.opening()
        if opening is None or opening.view.to_move is None:
            return None
        actor = opening.seats[opening.view.to_move]
        holder = self._holder_as_a_deal_begins()
        first: Literal["hand-over", "phone", "computer", "decision"]
        if not evening.is_human(actor):
            first = "computer"
        elif evening.on_phone(actor):
            first = "phone"
        elif self.humans > 1 and holder != actor:
            first = "hand-over"
        else:
            first = "decision"
        return NextDeal(opening, actor, first, self._hand_on_show(holder, opening.deal_seat, actor), holder)

    # -- the next prompt -------------------------------------------------------------------------

    def next(self) -> Prompt:
        """The prompt the table waits for (the same object until something changes)."""
        if self._current is None:
            self._current = self._compute()
        return self._current

    def _tick(self) -> int:
        """A new prompt's serial."""
        self._serial += 1
        return self._serial

    def _compute(self) -> Prompt:
        evening = self.evening
        for _ in range(1000):  # forced moves and dealing loop back here
            played = evening.current
            if played is None:
                prompt = self._between_deals()
                if prompt is not None:
                    return prompt
                continue
            if self._chien is not None:
                return self._chien_prompt(played)
            actor = evening.actor()
            assert actor is not None
            deal = played.deal
            deal_seat = played.deal_seat(actor)
            assert deal_seat is not None
            if not evening.is_human(actor):
                view = view_for(deal, deal_seat)
                level = evening.save.seats[actor]
                seed = position_seed(deal, deal_seat)
                return ComputerTurn(self._tick(), actor, view, level, seed, self._chains)
            if self._settle_without_asking(played, actor, deal_seat):
                continue
            if self.evening.on_phone(actor):  # the laptop stays where it is, with nobody's hand on it
                decision = self._decision(played, actor, deal_seat)
                assert isinstance(decision, Decision)
                return PhoneTurn(decision.serial, actor, decision)
            if self.humans > 1 and self.holder != actor:
                return HandOver(self._tick(), actor)
            self.holder = actor
            return self._decision(played, actor, deal_seat)
        raise RuntimeError("the turn flow did not settle")  # pragma: no cover - a bug, not a state

    def _between_deals(self) -> Prompt | None:
        """The score, the sheet or the end of the evening; or deal the next deal and return None."""
        evening = self.evening
        last = evening.last
        if last is not None and last.number > self._score_seen:
            self.holder = self.holder if self.humans == 1 else None
            return DealOver(self._tick(), last.number)
        if evening.is_finished:
            if not evening.save.finished:
                evening.finish()
            return EveningOver(self._tick())
        if last is not None and last.number > self._sheet_seen:
            return BetweenDeals(self._tick(), last.number)
        played = evening.start_deal()
        self._begin_deal()
        self._news.append(DealStarted(played.number, played.dealer, _eldest(played)))
        deal = played.deal
        if deal.phase is Phase.VOID:  # petit sec: void at once (R3.5)
            self._news.append(DealVoided(deal.void_reason or VoidReason.PETIT_SEC, deal.void_seat))
        return None

    def _lone_person(self) -> int | None:
        """The one person at the table, None with several or none."""
        people = self.evening.humans()
        return people[0] if len(people) == 1 and not self.evening.on_phone(people[0]) else None

    def _at_laptop(self, seat: int) -> bool:
        """A person plays this seat at the laptop (not a computer, not on a phone)."""
        return self.evening.is_human(seat) and not self.evening.on_phone(seat)

    def _holder_as_a_deal_begins(self) -> int | None:
        """Who holds the laptop as a deal begins. Seats may have been switched on the sheet since the last deal: one
        person alone holds it from the first bid, and a holder whose seat became a computer's or a phone's holds it
        no more."""
        lone = self._lone_person()
        if lone is not None or (self.holder is not None and not self._at_laptop(self.holder)):
            return lone
        return self.holder

    def _hand_on_show(
        self, holder: int | None, deal_seat: Callable[[int], int | None], actor: int | None
    ) -> int | None:
        """Whose hand may be on screen, given the holder, the deal's seating (``deal_seat``) and who is to move:
        the holder at the laptop, while they are to move; with one person at the table, all deal long (when seated
        in it). ``viewer`` and ``next_deal`` both ask it."""
        if holder is None or not self._at_laptop(holder):
            return None  # (a holder whose seat the sheet switched to a computer or a phone holds nothing any more)
        if self.humans == 1:
            return holder if deal_seat(holder) is not None else None
        return holder if actor == holder else None

    def _begin_deal(self) -> None:
        self.holder = self._holder_as_a_deal_begins()
        self._chien = None
        self._poignee_asked = set()
        self._want_chelem = False
        self._forced = set()
        self._floor = 0
        self._chains = _new_chains()

    def _chien_prompt(self, played: PlayedDeal) -> Prompt:
        deal = played.deal
        assert deal.taker is not None and self._chien is not None
        taker = played.seats[deal.taker]
        cards = self._chien
        hand_to = taker if self._at_laptop(taker) and self.humans > 1 and self.holder != taker else None
        if hand_to is not None:
            self.holder = None  # nobody's hand until the taker takes the laptop
        return ChienReveal(self._tick(), cards, taker, hand_to)

    def _settle_without_asking(self, played: PlayedDeal, actor: int, deal_seat: int) -> bool:
        """Make a decision nobody needs to be asked for: a forced card or bid, or no chelem for a hand that
        cannot make one. Returns whether something was done."""
        deal = played.deal
        phase = deal.phase
        if phase is Phase.CHELEM:
            hand = view_for(deal, deal_seat).hand
            # The question only for a hand that could make one, unless the laptop would go to the taker for it
            # and to nobody else without it: then the hand-over would tell the table (R8.2 after R6.3/R6.4).
            handed_over = deal.history[-1][0] != deal_seat  # the dealer made the last bid, not the taker
            told_by_hand_over = self.humans > 1 and handed_over and deal.eldest != deal_seat
            if deal.rules.beginner or not (self._want_chelem or told_by_hand_over or chelem_within_reach(hand)):
                self._apply(AnnounceChelem(False), forced=True)
                return True
            return False
        if not self.auto_forced:
            return False
        if phase is Phase.BIDDING:
            bids = deal.legal_bids()
            if len(bids) == 1:
                self._news.append(PassedForYou(deal_seat))  # told before what it leads to (the taker, the chien)
                self._apply(bids[0], forced=True)
                return True
        elif phase is Phase.TRICKS and (deal_seat in self._poignee_asked or not deal.poignee_sizes(deal_seat)):
            legal = deal.legal_plays()
            last_trick = deal.hands[deal_seat].bit_count() == 1  # every hand holds one card: nothing to hide
            if legal.bit_count() == 1 and (self.humans == 1 or last_trick):
                card = legal.bit_length() - 1
                self._poignee_asked.add(deal_seat)
                situation = trick_situation(deal)
                rule = situation.rule if situation is not None else "R9.4"
                if card == EXCUSE:  # what becomes of it decides, as the hint line says (R8.5, R9.9)
                    rule = view_for(deal, deal_seat).excuse_rule
                self._news.append(PlayedForYou(deal_seat, card, rule))  # told before the trick it ends, if any
                self._apply(Play(card), forced=True)
                return True
        return False

    def _decision(self, played: PlayedDeal, actor: int, deal_seat: int) -> Prompt:
        deal = played.deal
        view = view_for(deal, deal_seat)
        phase = deal.phase
        if phase is Phase.BIDDING:
            return AskBid(self._tick(), actor, view)
        if phase is Phase.CALL:
            return AskCall(self._tick(), actor, view)
        if phase is Phase.DISCARD:
            chien = view.chien
            possible = not deal.rules.beginner
            return AskDiscard(self._tick(), actor, view, deal.chien_size, chien, possible)
        if phase is Phase.CHELEM:
            return AskChelem(self._tick(), actor, view, not deal.rules.beginner)
        assert phase is Phase.TRICKS
        if deal_seat not in self._poignee_asked and view.poignee_sizes:
            sizes = tuple((int(level), size) for level, size in view.poignee_levels.items())
            pool = view.poignee_pool
            return AskPoignee(self._tick(), actor, view, sizes, pool)
        return AskCard(self._tick(), actor, view)

    # -- answers ---------------------------------------------------------------------------------

    def submit(self, prompt: Prompt, answer: Answer) -> list[Event]:
        """Answer ``prompt``. Raises StalePromptError if it is no longer awaited, and the engine's
        IllegalActionError (nothing changed, the prompt still awaited) for an action the rules refuse."""
        if prompt is not self._current:
            raise StalePromptError(f"prompt {prompt.serial} is no longer awaited")
        if isinstance(prompt, PhoneTurn):
            if isinstance(answer, Continue):
                raise StalePromptError("a phone's turn is answered by the phone")
            prompt = prompt.decision  # (the turn stays the prompt awaited until the answer is taken)
        if isinstance(answer, Continue):
            self._continue(prompt)
            self._current = None
            return []
        if isinstance(answer, WantChelem):
            if not isinstance(prompt, AskDiscard) or not prompt.chelem_possible:
                raise StalePromptError("a chelem can be asked for only during the écart")
            self._want_chelem = not self._want_chelem
            return []
        if not isinstance(prompt, Decision | ComputerTurn):
            raise StalePromptError(f"{type(prompt).__name__} takes Continue, not {answer!r}")
        if isinstance(answer, NoPoignee):
            if not isinstance(prompt, AskPoignee):
                raise StalePromptError("only a poignée can be declined")
            self._poignee_asked.add(self._deal_seat(prompt.seat))
            self._current = None
            return []
        if isinstance(prompt, AskPoignee) and not isinstance(answer, DeclarePoignee):
            raise StalePromptError("a poignée is declared or declined first")
        events = self._apply(answer, forced=False)
        if isinstance(answer, DeclarePoignee):
            self._poignee_asked.add(self._deal_seat(prompt.seat))
        return events

    def _continue(self, prompt: Prompt) -> None:
        if isinstance(prompt, HandOver):
            self._take_laptop(prompt.seat)
        elif isinstance(prompt, ChienReveal):
            self._chien = None
            if prompt.hand_to is not None:
                self._take_laptop(prompt.hand_to)
        elif isinstance(prompt, DealOver):
            self._score_seen = prompt.number
        elif isinstance(prompt, BetweenDeals):
            self._sheet_seen = prompt.number
        elif not isinstance(prompt, EveningOver | Explain | TableDone):
            raise StalePromptError(f"{type(prompt).__name__} is answered with an action, not Continue")

    def _take_laptop(self, seat: int) -> None:
        """``seat`` has the laptop: from now on nothing before can be taken back (that person may have seen it),
        unless it is the person who just took a decision back and gets the laptop again."""
        returning, self._returning = self._returning, None
        self.holder = seat
        played = self.evening.current
        if seat != returning:
            self._floor = len(played.deal.history) if played is not None else 0

    def _apply(self, action: Action, *, forced: bool) -> list[Event]:
        played = self.evening.current
        assert played is not None
        events = self.evening.apply(action)
        index = len(played.deal.history) - 1
        if forced:
            self._forced.add(index)
        self._current = None
        events = self._as_told(events)
        self._news.extend(events)
        for event in events:
            if isinstance(event, ChienShown):
                # Several people look at the chien together before the taker takes the laptop (R6.1). One person
                # holds the laptop anyway, and a taker on a phone makes the écart there: the chien lies in the
                # middle of the table until the first card and stays in the log, and nothing waits for a key.
                assert played.deal.taker is not None
                if self.humans > 1 and self._at_laptop(played.seats[played.deal.taker]):
                    self._chien = event.cards
                self._floor = len(played.deal.history)  # R6.1: everybody has seen the chien
        if isinstance(action, Bid | AnnounceChelem):
            self._want_chelem = False
        return events

    def _deal_seat(self, seat: int) -> int:
        played = self.evening.last
        assert played is not None
        deal_seat = played.deal_seat(seat)
        assert deal_seat is not None
        return deal_seat

    # -- computer players --------------------------------------------------------------------------

    @staticmethod
    def decide(turn: ComputerTurn, strength: float = 1.0) -> Action:
        """What the computer player of ``turn`` does, from its seat's view, the turn's seed and the belief chain
        its seat carried along the deal (``turn.chains``, the only state: read and written whole under a lock);
        safe to run on a worker thread. A decision still running after a take-back writes its chain into the
        store the flow has dropped."""
        from tarot_tui.bots import make_player

        player = make_player(turn.level, strength, chains=turn.chains)
        return player.choose(turn.view, random.Random(turn.seed))

    # -- taking back -------------------------------------------------------------------------------

    def undo_target(self) -> int | None:
        """The history index of the decision ``undo`` would take back, None when nothing may be taken back."""
        holder = self.holder
        played = self.evening.current
        if holder is None or played is None:
            return None
        history = played.deal.history
        for index in range(len(history) - 1, self._floor - 1, -1):
            seat = played.seats[history[index][0]]
            if index in self._forced or not self.evening.is_human(seat):
                continue
            return index if seat == holder else None
        return None

    def can_undo(self) -> bool:
        """Whether the person holding the laptop may take back a decision now."""
        return self.undo_target() is not None

    def undo(self) -> bool:
        """Take back the holder's last decision and everything after it. Returns whether anything changed.

        With several people at the table the laptop is then covered again until its holder takes it: whoever
        pressed the key may not be the one whose hand comes back.
        """
        target = self.undo_target()
        played = self.evening.current
        if target is None or played is None:
            return False
        holder = self.holder
        assert holder is not None
        count = len(played.deal.history) - target
        self.evening.undo(count)
        history = played.deal.history
        self._forced = {i for i in self._forced if i < len(history)}
        played_seats = {seat for seat, action in history if isinstance(action, Play)}
        declared = set(played.deal.poignees)
        self._poignee_asked = {s for s in self._poignee_asked if s in played_seats or s in declared}
        self._want_chelem = False
        self._chains = _new_chains()  # the computers' decisions made again start their chains afresh
        if self.humans > 1:
            self.holder = None
            self._returning = holder
        self._current = None
        self._news.append(TakenBack(holder, count))
        return True


def _new_chains() -> Chains:
    """An empty store of carried belief chains (the bots are imported when first needed, as in ``decide``)."""
    from tarot_tui.bots import Chains

    return Chains()


def _eldest(played: PlayedDeal) -> int | None:
    """The match seat that bids first in ``played`` (the seat after the dealer, R1.4); None when the deal is void
    before anyone bids (petit sec, R3.5)."""
    if played.deal.phase is Phase.VOID:
        return None
    return played.seats[played.deal.eldest]
