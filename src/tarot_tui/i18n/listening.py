"""Why a server cannot listen, in the player's language (``serve``, ``phones`` and the table's phones).

The operating system says it in English ("error while attempting to bind on address ('127.0.0.1', 8100): address
already in use"); the usual causes get a sentence of the catalogue, anything else its error code
(``writing.system_refusal``).
"""

from __future__ import annotations

import errno
import socket

from .catalogue import Lang, t
from .writing import system_refusal

_KEYS = {
    errno.EADDRINUSE: "listen.in_use",
    errno.EADDRNOTAVAIL: "listen.not_here",
    errno.EACCES: "listen.no_right",
}


def listen_reason(error: OSError, lang: Lang | None = None) -> str:
    """Why listening failed: the port in use, an address that is not this computer's (or no address at all), a
    port that needs the administrator's rights; else the system's error code."""
    if isinstance(error, socket.gaierror):  # a name that does not resolve
        return t("listen.not_here", lang)
    key = _KEYS.get(error.errno or 0)
    if key is not None:
        return t(key, lang)
    return system_refusal(error.errno, lang)
