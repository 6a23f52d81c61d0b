"""Each person's hand on their own phone, the laptop as the table (``tarot-tui phones``).

``host`` owns the evening through the turn flow and answers each phone seat with its own view only; ``server``
(aiohttp, the ``phones`` extra) puts it on the network with the rules of ``tarot_tui.web_policy``; ``page.html``
is the phone's page; ``laptop`` draws the table in the terminal. No Textual here.
"""

from .codes import SeatCodes
from .host import Accepted, PhoneHost
from .wire import PhoneMessage, Refusal, SeatState

__all__ = ["Accepted", "PhoneHost", "PhoneMessage", "Refusal", "SeatCodes", "SeatState"]
