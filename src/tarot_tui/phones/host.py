"""The host of a table whose people hold their hands on their phones, and whose laptop is the table.

``PhoneHost`` owns the evening through the turn flow (``play.TableFlow``). When every person holds a phone there is
no laptop to pass round, so the host drives the flow itself: the chien turned face up goes on by itself (every phone
shows the chien, the laptop too), a computer player decides at once, and the laptop is asked only for what is the
whole table's (the score, the next deal). At a mixed table, with people at the laptop too, the laptop's table drives
the flow (its hand-overs, its computers, the score) and gives it to the host, which only answers the phones' turns
(``PhoneTurn``) with what the phones send.

Each phone seat has a secret code; ``state(seat)`` is that seat's own view of the deal and the public
table, nothing more; ``receive(seat, text)`` takes a message from that seat's phone and acts on it only when the
flow asks that very seat, for that very prompt, with the next unused sequence number. The host holds all state:
a phone that reloads gets the same seat at the same card.

Pure: no web library here (``server.py`` puts it on the network), so the tests can drive it directly too.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pydantic import ValidationError

from tarot_tui.engine import (
    AnnounceChelem,
    Bid,
    CallCard,
    Contract,
    DeclarePoignee,
    Discard,
    IllegalActionError,
    InvalidNotationError,
    Play,
    parse_card,
)
from tarot_tui.evening import Evening
from tarot_tui.i18n import explain, t
from tarot_tui.play import (
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
    DealStarted,
    Decision,
    NoPoignee,
    PhoneTurn,
    Prompt,
    StalePromptError,
    TableFlow,
    WantChelem,
)
from tarot_tui.web_policy import MAX_MESSAGE_BYTES

from .codes import SeatCodes
from .log import describe
from .seat_state import seat_state
from .wire import PhoneMessage, Refusal, SeatState

SEQ_START = 2**30
"""A seat's first sequence number is drawn below this (a message may carry up to 2**31)."""
LOG_LINES = 200
"""The table's log keeps this many lines."""


@dataclass(frozen=True, slots=True)
class Accepted:
    """An answer the flow took."""


class PhoneHost:
    """One evening played with phones: the flow, the seats' codes, the table's log.

    Attributes:
        evening: the evening (owned by this process: ``Evening.new`` or ``Evening.load`` took its lock).
        flow: the turn flow over it.
        codes: each phone seat's secret code.
        log: the public log of the latest deal, oldest first.
        version: grows with every change (the server sends new states when it changes).
        drives: the host moves the flow on by itself (every person on a phone); False when the laptop's table does.
    """

    def __init__(
        self, evening: Evening, *, codes: Mapping[int, str] | None = None, flow: TableFlow | None = None
    ) -> None:
        """The host of ``evening``'s phone seats (``Evening.phones``); ``flow``: the laptop's own turn flow when
        people play at the laptop too (without it, every person must hold a phone)."""
        seats = evening.phones()
        if not seats:
            raise ValueError("no person holds a phone at this table")
        if flow is None and evening.at_laptop():
            raise ValueError(f"people at the laptop (seats {evening.at_laptop()}) play through the laptop's table")
        self.evening = evening
        self.drives = flow is None
        self.flow = flow if flow is not None else TableFlow(evening)
        self.codes = SeatCodes(seats, codes)
        self.log: list[str] = []
        self.version = 0
        # Each seat's numbers start at a random point, so that a message from before a restart of the laptop (whose
        # prompts are numbered from 1 again) never matches the next number expected.
        self._next_seq = {seat: secrets.randbelow(SEQ_START) for seat in seats}
        if evening.current is not None and self.drives:  # a resumed deal: its log from its record
            self._tell(self.flow.deal_news())
        self.settle()

    # -- queries -------------------------------------------------------------------------------------------------

    @property
    def prompt(self) -> Prompt:
        """What the table waits for now: a phone's decision (``PhoneTurn.decision``), or the laptop (a decision of
        a person at the laptop, a hand-over, the score, the sheet, the end)."""
        prompt = self.flow.next()
        return prompt.decision if isinstance(prompt, PhoneTurn) else prompt

    @property
    def awaiting(self) -> int | None:
        """The match seat whose phone must answer now (None: the laptop's turn, or nobody's)."""
        prompt = self.flow.next()
        return prompt.seat if isinstance(prompt, PhoneTurn) else None

    @property
    def laptop_waits(self) -> bool:
        """The laptop is asked to go on (the score after a deal, the sheet before the next one)."""
        return self.drives and isinstance(self.prompt, DealOver | BetweenDeals)

    def state(self, seat: int) -> SeatState:
        """Everything ``seat``'s phone shows now: its own hand, the public table, the question it must answer."""
        return seat_state(self, seat, self._next_seq[seat])

    def next_seq(self, seat: int) -> int:
        """The sequence number ``seat``'s next message must carry."""
        return self._next_seq[seat]

    def name(self, seat: int) -> str:
        """The player's name at match seat ``seat``."""
        return self.evening.names[seat]

    def deal_name(self, deal_seat: int) -> str:
        """The player's name at deal seat ``deal_seat`` of the latest deal."""
        return self.evening.names[self.evening.match_seat(deal_seat)]

    # -- changes -------------------------------------------------------------------------------------------------

    def settle(self) -> None:
        """Go on until a person must decide or the laptop must: hand-overs and the chien need no key when every
        hand is on a phone, and computer players decide at once. At a mixed table the laptop's table does that:
        only the phones learn that something changed."""
        if not self.drives:
            self.version += 1
            return
        for _ in range(10_000):
            prompt = self.flow.next()
            self._tell(self.flow.take_news())
            if isinstance(prompt, ChienReveal):
                self.flow.submit(prompt, Continue())
            elif isinstance(prompt, ComputerTurn):
                self.flow.submit(prompt, TableFlow.decide(prompt))
            else:
                self.version += 1
                return
        raise RuntimeError("the table did not settle")  # pragma: no cover - a bug, not a state

    def go_on(self) -> bool:
        """The laptop's key: past the score (and the sheet, whose totals the table shows with it) to the next deal.
        False when the laptop is not asked."""
        prompt = self.prompt
        if not self.drives or not isinstance(prompt, DealOver | BetweenDeals):
            return False
        self.flow.submit(prompt, Continue())
        following = self.flow.next()
        if isinstance(following, BetweenDeals):  # the totals are on the table with the score: one key a deal
            self.flow.submit(following, Continue())
        self.settle()
        return True

    def follow_seats(self) -> None:
        """The evening's phone seats changed (the sheet between deals): codes for the seats that came to a phone,
        none for those that left one."""
        self.codes.keep_only(self.evening.phones())
        for seat in self.codes.seats:
            self._next_seq.setdefault(seat, secrets.randbelow(SEQ_START))
        self.version += 1

    def new_code(self, seat: int) -> str:
        """A new code for ``seat`` (the laptop's choice): the old address opens nothing any more."""
        code = self.codes.renew(seat)
        self.version += 1
        return code

    def receive(self, seat: int, text: str | bytes) -> Accepted | Refusal:
        """A message from ``seat``'s phone. Taken only when it is well formed, carries the next sequence number
        (a replayed message never does), and answers the prompt the flow asks of this very seat now."""
        expected = self._next_seq[seat]
        if len(text) > MAX_MESSAGE_BYTES:
            return self._refuse("malformed", expected)
        try:
            message = PhoneMessage.model_validate_json(text)
        except ValidationError:
            return self._refuse("malformed", expected)
        if message.seq != expected:
            return self._refuse("replay", expected)
        self._next_seq[seat] = expected = expected + 1
        turn = self.flow.next()
        if not isinstance(turn, PhoneTurn) or turn.seat != seat:
            return self._refuse("not_your_turn", expected)
        prompt = turn.decision
        if message.prompt != prompt.serial:
            return self._refuse("stale", expected)
        answer = _answer(message, prompt)
        if answer is None:
            return self._refuse("malformed", expected)
        try:
            self.flow.submit(turn, answer)
        except IllegalActionError as err:
            deal = self.evening.deal
            text_ = explain(err.violation, players=deal.players if deal is not None else 4)
            return Refusal(reason="illegal", text=text_, rule=err.violation.rule, seq=expected)
        except StalePromptError:
            return self._refuse("stale", expected)
        self.settle()
        return Accepted()

    def _refuse(self, reason: str, seq: int) -> Refusal:
        return Refusal.model_validate({"reason": reason, "text": t(f"phones.refused.{reason}"), "seq": seq})

    def _tell(self, news: Iterable[object]) -> None:
        for item in news:
            if isinstance(item, DealStarted):
                self.log.clear()  # the log is the deal's: its cards are dealt again
            line = describe(item, self.deal_name, self.name)  # type: ignore[arg-type]
            if line is not None:
                self.log.append(line)
        del self.log[:-LOG_LINES]


def _answer(message: PhoneMessage, prompt: Decision) -> Answer | None:
    """The flow's answer that ``message`` means for ``prompt``; None when it does not fit the question."""
    try:
        kind = message.kind
        if kind == "bid" and isinstance(prompt, AskBid):
            contract = (
                None
                if message.contract in (None, "pass")
                else Contract[str(message.contract).upper().replace("-", "_")]
            )
            return Bid(contract)
        if kind == "call" and isinstance(prompt, AskCall) and message.card is not None:
            return CallCard(parse_card(message.card))
        if kind == "discard" and isinstance(prompt, AskDiscard):
            return Discard(tuple(parse_card(card) for card in message.cards))
        if kind == "want_chelem" and isinstance(prompt, AskDiscard):
            return WantChelem()
        if kind == "chelem" and isinstance(prompt, AskChelem):
            return AnnounceChelem(message.announce)
        if kind == "poignee" and isinstance(prompt, AskPoignee):
            if not message.cards:
                return NoPoignee()
            return DeclarePoignee(tuple(parse_card(card) for card in message.cards))
        if kind == "play" and isinstance(prompt, AskCard) and message.card is not None:
            return Play(parse_card(message.card))
    except (KeyError, InvalidNotationError):
        return None
    return None
