"""The phone page's own script run in node over a stand-in DOM: what it draws for a state the server sent."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from typing import Any

from tarot_tui.phones.server import page_text

NODE = shutil.which("node")
"""node, if installed (the tests that need it are skipped without)."""

STAND_IN_DOM = """
class Node {
  constructor(tag) { this.tag = tag; this.children = []; this.className = ""; this.attrs = {}; }
  append(...items) { for (const item of items) this.children.push(item); }
  replaceChildren() { this.children = []; }
  setAttribute(name, value) { this.attrs[name] = value; }
  addEventListener() {}
  get text() { return this.children.map((c) => typeof c === "string" ? c : c.text).join(""); }
}
const root = new Node("div");
globalThis.document = {createElement: (tag) => new Node(tag), getElementById: () => root};
globalThis.location = {href: "http://phone/seat"};
globalThis.WebSocket = class { constructor() {} };
"""


def drawn_in_node(state: dict[str, Any], read: str) -> Any:
    """The page's script drawing ``state`` (``render()`` into ``root``), then ``read``, JavaScript that writes what
    it reads of ``root`` as JSON to stdout: that JSON, parsed."""
    script = re.search(r"<script>(.*)</script>", page_text(), re.S)
    assert script is not None
    code = STAND_IN_DOM + script.group(1) + f"\nstate = {json.dumps(state)};\nrender();\n" + read
    done = subprocess.run(["node", "-e", code], capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout)
