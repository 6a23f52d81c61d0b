"""The phone page's own script, run in node over a stand-in DOM, as a phone at the table meets it (seen in a real
browser): a lost connection is said on the page and a tap then sends nothing, a code replaced while the phone was
away takes the hand off the screen, and a hint names its rule once."""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from typing import Any

import pytest

from tarot_tui.i18n import t
from tarot_tui.phones import PhoneHost
from tarot_tui.phones.server import page_text

from .phone_table import Phone, new_evening

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the page's script")

HARNESS = """
class Node {
  constructor(tag) { this.tag = tag; this.children = []; this.className = ""; this.on = {}; this.attrs = {}; }
  append(...items) { for (const item of items) this.children.push(item); }
  replaceChildren() { this.children = []; }
  setAttribute(name, value) { this.attrs[name] = value; }
  addEventListener(type, handler) { this.on[type] = handler; }
  get text() { return this.children.map((c) => typeof c === "string" ? c : c.text).join(""); }
  *all() { yield this; for (const c of this.children) if (typeof c !== "string") yield* c.all(); }
}
const root = new Node("div");
globalThis.document = {createElement: (tag) => new Node(tag), getElementById: () => root, title: "tarot-tui"};
globalThis.location = {href: "http://phone/p/code"};
const sockets = [], sent = [], fetched = [];
globalThis.WebSocket = class {
  constructor(url) { this.url = url; this.readyState = 1; sockets.push(this); }
  send(text) { sent.push(JSON.parse(text)); }
};
globalThis.WebSocket.OPEN = 1;
let timers = 0;
globalThis.setTimeout = () => { timers += 1; return 0; };
globalThis.fetch = (url) => { fetched.push(url); return FETCHED; };
"""

PLAY = """
const first = sockets[0];
first.onmessage({data: JSON.stringify(STATE)});
const before = root.text, title = document.title;
first.readyState = 3;
first.onclose({code: 1006});
const whileLost = root.text;
for (const node of root.all()) if (node.tag === "button" && node.on.click) node.on.click();
setImmediate(() => {
  const cards = [...root.all()].filter((node) => (node.className || "").startsWith("card")).length;
  const seen = {before, lost: whileLost, after: root.text, sent, fetched, cards, timers, title};
  process.stdout.write(JSON.stringify(seen));
});
"""


def bidding_state() -> dict[str, Any]:
    """The state of the seat asked to bid first, as its socket sends it."""
    host = PhoneHost(new_evening())
    seat = host.awaiting
    assert seat is not None
    return host.state(seat).model_dump(mode="json")


def run_page(state: dict[str, Any], fetched: str) -> dict[str, Any]:
    script = re.search(r"<script>(.*)</script>", page_text(), re.S)
    assert script is not None
    code = HARNESS.replace("FETCHED", fetched) + script.group(1) + PLAY.replace("STATE", json.dumps(state))
    done = subprocess.run(["node", "-e", code], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_a_lost_connection_is_said_and_a_tap_then_sends_nothing() -> None:
    state = bidding_state()
    seen = run_page(state, "Promise.reject(new Error('offline'))")
    assert t("phones.label.lost") not in seen["before"]
    assert t("phones.label.lost") in seen["lost"] and t("phones.label.lost") in seen["after"]
    assert seen["sent"] == []  # every button pressed while the table was away: nothing went out
    assert seen["cards"] > 0  # the phone is still its owner's: the hand stays, to be played once back


def test_a_code_replaced_while_the_phone_was_away_takes_the_hand_off_the_screen() -> None:
    seen = run_page(bidding_state(), "Promise.resolve({status: 403})")
    assert seen["fetched"] == ["http://phone/p/code"]
    assert seen["after"] == t("phones.label.wrong_code")
    assert seen["cards"] == 0


def test_a_hint_names_its_rule_once() -> None:
    state = bidding_state()
    assert state["ask"]["rule"] and state["ask"]["rule"] in state["ask"]["hint"]
    seen = run_page(state, "Promise.reject(new Error('offline'))")
    assert seen["before"].count(state["ask"]["rule"]) == 1


def test_at_the_end_of_the_evening_the_page_says_so_and_does_not_knock_again() -> None:
    """The table stops once the evening is over: the closed connection is the end, not a loss (seen: "De avond is
    voorbij." under "Geen verbinding met de tafel; opnieuw verbinden…", knocking every second for ever)."""
    host = PhoneHost(new_evening(4, seed=3, deals=1))
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    while host.awaiting is not None:
        seat = host.awaiting
        host.receive(seat, json.dumps(phones[seat].answer(host.state(seat).model_dump(mode="json"))))
    assert not host.state(0).over  # the score is on the table: the laptop goes on with Enter
    assert host.go_on()
    state = host.state(0).model_dump(mode="json")
    assert state["over"] and state["status"] == t("phones.evening_over")
    seen = run_page(state, "Promise.reject(new Error('offline'))")
    assert t("phones.label.lost") not in seen["after"] and t("phones.evening_over") in seen["after"]
    assert seen["fetched"] == [] and seen["timers"] == 0


def test_a_double_tap_sends_one_answer() -> None:
    """Seen on a phone: two quick taps on Confirm sent the écart twice, and the second came back refused ("That
    message was sent before…") in red over the next question's hint."""
    code_end = """
const again = sockets[0];
again.onmessage({data: JSON.stringify(STATE)});
const button = [...root.all()].find((node) => node.tag === "button" && (node.className || "").includes("choice"));
button.on.click();
button.on.click();
process.stdout.write(JSON.stringify(sent.length));
"""
    state = bidding_state()
    script = re.search(r"<script>(.*)</script>", page_text(), re.S)
    assert script is not None
    code = HARNESS.replace("FETCHED", "null") + script.group(1) + code_end.replace("STATE", json.dumps(state))
    done = subprocess.run(["node", "-e", code], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == 1


def test_the_tab_is_named_after_its_player() -> None:
    """A phone with a few tabs open (last week's table, this one) tells them apart by their names."""
    state = bidding_state()
    seen = run_page(state, "Promise.reject(new Error('offline'))")
    assert seen["title"] == f"{state['name']} · tarot-tui"
