"""``tarot-tui phones --resume`` of a mixed table opens the game straight at that evening's table
(``TarotApp.sit_down_at``): the table the app always uses, with the people at the laptop there and the phones
served on the address and port given on the command line, not the settings' (which stay as they were)."""

from __future__ import annotations

from harness import make_app, new_evening, settle, table_screen

from tarot_tui.app.screens.phones import PhonesScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.persistence import load_settings


async def test_the_game_opens_at_the_mixed_tables_evening_with_its_phones_where_the_command_line_said() -> None:
    app = make_app(81, phones_host="localhost", phones_port=8100)
    evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "human", "human", "beginner"])
    evening.set_phone(0, True)
    app.sit_down_at(evening, phones_at=("127.0.0.1", 0))
    async with app.run_test(size=(120, 50)) as pilot:
        await settle(pilot)
        table = table_screen(app)
        assert table.evening is evening and evening.at_laptop() == [1, 2] and evening.phones() == [0]
        assert table.phones.served is not None and table.phones.served.server.listen_host == "127.0.0.1"
        assert table.phones.served.server.port != 0  # listening
        assert isinstance(app.screen, PhonesScreen)  # Anna's address comes up
        assert [type(screen) for screen in app.screen_stack[1:3]] == [StartScreen, type(table)]  # left: the start
    assert load_settings().phones_port == 8100  # the command line's address and port were not saved
