"""The laptop's table in a plain terminal: what everyone at the table sees (never a hand), and each phone seat's
address with a QR code to join. Pure text, so a test reads exactly what the screen shows."""

from __future__ import annotations

import io
from collections.abc import Callable

from tarot_tui.engine import signed
from tarot_tui.i18n import contract_name, t
from tarot_tui.play import DealOver, EveningOver
from tarot_tui.visible import visible

from .host import PhoneHost
from .log import cards_line, shown_line

LOG_SHOWN = 8
"""Log lines under the table."""


def table_lines(host: PhoneHost, joined: Callable[[int], bool]) -> list[str]:
    """The table as everyone sees it: the seats, the trick, the chien when shown, the poignées, the log, and the
    keys. Built from the spectator's view (``view_for(deal, None)``), which holds no hand."""
    evening = host.evening
    played = evening.last
    view = evening.view(None)
    lines = [t("phones.laptop.title", number=played.number if played is not None else 0), ""]
    if played is not None and view is not None:
        if view.taker is not None and view.contract is not None:
            taker = host.deal_name(view.taker)
            lines.append(t("phones.contract", player=visible(taker), contract=contract_name(view.contract)))
        bids: dict[int, str] = {}
        for bidder, contract in view.bids:
            bids[bidder] = contract_name(contract)
        acting = host.awaiting
        for deal_seat in range(view.players):
            seat = played.seats[deal_seat]
            mark = "▶" if seat == acting else " "
            tricks = t("phones.laptop.tricks", tricks=view.tricks_won[deal_seat])
            score = f"  {signed(view.scores[deal_seat])}" if view.scores is not None else ""
            phone = "" if not evening.is_human(seat) or joined(seat) else "  (" + t("phones.laptop.not_joined") + ")"
            name = visible(host.name(seat))
            bid = bids.get(deal_seat, "")
            lines.append(f" {mark} {name:<12} {view.hand_sizes[deal_seat]:>2}  {tricks:<10} {bid:<13}{score}{phone}")
        lines.append("")
        trick, done = view.current, False
        if not trick.cards and view.tricks:
            trick, done = view.tricks[-1], True
        if trick.cards:
            label = t("phones.label.last_trick" if done else "phones.label.trick")
            shown = [
                f"{cards_line([card])} ({visible(host.deal_name(trick.seat_of(i, view.players)))})"
                for i, card in enumerate(trick.cards)
            ]
            lines.append(f"{label}: " + "  ".join(shown))
        if view.chien:
            lines.append(f"{t('phones.label.chien')}: {shown_line(view.chien)}")
        if view.called_card is not None:
            lines.append(f"{t('phones.label.called')}: {cards_line([view.called_card])}")
        for seat, cards in sorted(view.poignees.items()):
            lines.append(f"{t('phones.label.poignees')}: {visible(host.deal_name(seat))} {shown_line(cards)}")
        lines.append("")
        lines.extend(visible(line) for line in host.log[-LOG_SHOWN:])
    lines.append("")
    prompt = host.prompt
    if isinstance(prompt, DealOver | EveningOver) and played is not None:
        totals = evening.match.totals
        lines.append(t("phones.laptop.totals"))
        lines.extend(f"   {visible(host.name(seat)):<12} {signed(total)}" for seat, total in enumerate(totals))
    if isinstance(prompt, EveningOver):
        lines.append(t("phones.evening_over"))
    if not host.laptop_waits:
        lines.append(t("phones.laptop.keys_playing"))
    else:  # Enter goes on to the next deal, or after the last one planned ends the evening
        planned = evening.save.deals_planned
        last = planned is not None and evening.deals_done >= planned
        lines.append(t("phones.laptop.keys_last" if last else "phones.laptop.keys"))
    return lines


def qr_lines(url: str) -> list[str]:
    """``url`` as a QR code drawn with half blocks (two rows of modules a line), its light modules drawn so that it
    reads right on a terminal with a dark background (phones' cameras read it inverted too), with a quiet zone of
    one module. Needs the ``qrcode`` package (the ``phones`` extra)."""
    import qrcode

    code = qrcode.QRCode(border=1, error_correction=qrcode.constants.ERROR_CORRECT_L)
    code.add_data(url)
    code.make(fit=True)
    out = io.StringIO()
    code.print_ascii(out=out, invert=True)
    return out.getvalue().rstrip("\n").split("\n")


def side_by_side(blocks: list[list[str]], width: int, gap: int = 2) -> list[str]:
    """Blocks of lines next to each other, as many as fit in ``width`` columns, then the next row of them."""
    lines: list[str] = []
    row: list[list[str]] = []
    used = 0
    for block in [*blocks, []]:
        block_width = max((len(line) for line in block), default=0)
        if block and (not row or used + gap + block_width <= width):
            row.append(block)
            used += block_width + (gap if used else 0)
            continue
        if row:
            widths = [max(len(line) for line in each) for each in row]
            for index in range(max(len(each) for each in row)):
                parts = [
                    (each[index] if index < len(each) else "").ljust(w) for each, w in zip(row, widths, strict=True)
                ]
                lines.append((" " * gap).join(parts).rstrip())
        row, used = ([block], block_width) if block else ([], 0)
    return lines


def join_lines(
    host: PhoneHost, url: Callable[[int], str], joined: Callable[[int], bool], *, qr: bool, width: int
) -> list[str]:
    """For each phone seat not on its phone yet: its name and address, and its QR code unless ``qr`` is False."""
    blocks = []
    lines = []
    for seat in host.codes.seats:
        name = visible(host.name(seat))
        if joined(seat):
            lines.append(t("phones.laptop.joined", player=name))
            continue
        lines.append(t("phones.laptop.seat_url", player=name, url=url(seat)))
        if qr:
            blocks.append([name, *qr_lines(url(seat))])
    return [*side_by_side(blocks, width), *lines]
