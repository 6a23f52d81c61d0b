"""The look of the cards: chosen from the settings, ``--ascii`` and the terminal; the palettes keep the suits
apart for normal and colour-deficient vision; spades and clubs differ in every look."""

from __future__ import annotations

import itertools
import math

import pytest
from harness import make_app

from tarot_tui.app.app import TarotApp
from tarot_tui.app.widgets.card import (
    BACKGROUND,
    MIN_SUIT_DELTA_E,
    PALETTES,
    CardLook,
    card_label,
    card_style,
    card_text,
    choose_look,
    current_look,
    set_look,
)
from tarot_tui.engine import EXCUSE, N_CARDS, parse_card, suit_of
from tarot_tui.persistence import AppSettings, load_settings, save_settings

# Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB.
CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ["normal", *CVD]


def _linear(hex_colour: str) -> tuple[float, float, float]:
    value = hex_colour.lstrip("#")
    out = []
    for i in (0, 2, 4):
        c = int(value[i : i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out[0], out[1], out[2]


def _lab(hex_colour: str, vision: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of a colour as seen with ``vision``."""
    rgb = _linear(hex_colour)
    if vision != "normal":
        m = CVD[vision]
        rgb = tuple(min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))  # type: ignore[assignment]
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(v: float) -> float:
        return v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: str, b: str, vision: str) -> float:
    """CIE76 colour difference of two colours as seen with ``vision``."""
    return math.dist(_lab(a, vision), _lab(b, vision))


def test_the_simulation_is_sound() -> None:
    """The simulation itself: red and green, far apart for normal vision, come close for a deuteranope (the
    classic confusion), while black and white stay far apart for everyone."""
    assert delta_e("#FF0000", "#00A000", "normal") > 80
    assert delta_e("#D00000", "#7A7A00", "deuteranopia") < 15
    for vision in VISIONS:
        assert delta_e("#000000", "#FFFFFF", vision) > 95


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("system", list(PALETTES))
def test_four_colours_apart_for_every_vision(system: str, vision: str) -> None:
    """Every pair of the four suits' colours, and each against the background, at least MIN_SUIT_DELTA_E."""
    colours = PALETTES[system]["four"]  # type: ignore[index]
    for a, b in itertools.combinations(range(4), 2):
        assert delta_e(colours[a], colours[b], vision) >= MIN_SUIT_DELTA_E, (system, vision, a, b)
    for colour in colours:
        assert delta_e(colour, BACKGROUND, vision) >= MIN_SUIT_DELTA_E, (system, vision, colour)


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("system", list(PALETTES))
def test_two_colours_red_apart_from_black_for_every_vision(system: str, vision: str) -> None:
    """Two colours: each red suit against each black suit, and each against the background."""
    colours = PALETTES[system]["two"]  # type: ignore[index]
    for red, black in itertools.product((1, 2), (0, 3)):
        assert delta_e(colours[red], colours[black], vision) >= MIN_SUIT_DELTA_E, (system, vision, red, black)
    for colour in colours:
        assert delta_e(colour, BACKGROUND, vision) >= MIN_SUIT_DELTA_E, (system, vision, colour)


ALL_LOOKS = [
    CardLook(four_colours=four, ascii=ascii_only, colours=colours)
    for four in (False, True)
    for ascii_only in (False, True)
    for colours in ("truecolor", "256", "16", "none")
]


@pytest.mark.parametrize("look", ALL_LOOKS, ids=str)
def test_spades_and_clubs_apart_in_every_look(look: CardLook) -> None:
    """Every spade against the club of the same rank, with the symbols taken as one and the same glyph (a font
    that draws ♠ and ♣ alike): the letter, the underline or the colour (for every kind of vision) differs."""
    set_look(look)
    for rank in ("1", "7", "10", "J", "C", "Q", "K"):
        spade, club = parse_card(rank + "S"), parse_card(rank + "C")
        for dim in (False, True):
            a, b = card_text(spade, dim=dim), card_text(club, dim=dim)
            if a.plain.replace("♠", "?") != b.plain.replace("♣", "?"):
                continue  # the letters differ
            style_a, style_b = card_style(spade, dim=dim), card_style(club, dim=dim)
            if bool(style_a.underline) != bool(style_b.underline):
                continue
            assert not dim and look.four_colours and look.colours != "none", (look, rank, dim)
            colour_a, colour_b = style_a.color, style_b.color
            assert colour_a is not None and colour_b is not None
            for vision in VISIONS:
                hex_a, hex_b = colour_a.get_truecolor().hex, colour_b.get_truecolor().hex
                assert delta_e(hex_a, hex_b, vision) >= MIN_SUIT_DELTA_E, (look, vision)


def test_ascii_labels_are_ascii_and_distinct() -> None:
    """In ASCII every card's label is plain ASCII, and no two cards share one (in both languages)."""
    from tarot_tui.i18n import set_language

    set_look(CardLook(ascii=True))
    for lang in ("nl", "en"):
        set_language(lang)
        labels = [card_label(card) for card in range(N_CARDS)]
        assert all(label.isascii() for label in labels), labels
        assert len(set(labels)) == N_CARDS
        for card in range(N_CARDS):
            suit = suit_of(card)
            if suit is not None:
                assert labels[card][0] == "SHDC"[suit]
    set_language("nl")
    assert card_label(EXCUSE) == "EXC"


# --- which look is chosen ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({}, CardLook()),
        ({"suit_colours": "four"}, CardLook(four_colours=True)),
        ({"card_symbols": "ascii"}, CardLook(ascii=True)),
        ({"force_ascii": True}, CardLook(ascii=True)),
        ({"force_ascii": True, "card_symbols": "symbols"}, CardLook(ascii=True)),  # the flag wins
        ({"env": {"TERM": "linux"}}, CardLook(ascii=True)),
        ({"env": {"TERM": "dumb"}}, CardLook(ascii=True)),
        ({"env": {"TERM": "linux"}, "card_symbols": "symbols"}, CardLook()),  # the setting wins over "auto"
        ({"env": {"LANG": "nl_NL.ISO-8859-1"}}, CardLook(ascii=True)),
        ({"env": {"LANG": "C"}}, CardLook(ascii=True)),
        ({"env": {"LC_ALL": "C", "LANG": "nl_NL.UTF-8"}}, CardLook(ascii=True)),  # LC_ALL comes first
        ({"env": {"LC_ALL": "en_GB.utf8"}}, CardLook()),
        ({"env": {"TERM": "linux", "LANG": "C", "TEXTUAL_DRIVER": "textual.drivers.web_driver:WebDriver"}}, CardLook()),
        ({"encoding": "cp1252"}, CardLook(ascii=True)),
        ({"encoding": "UTF-8"}, CardLook()),
        ({"env": {"NO_COLOR": ""}}, CardLook(colours="none")),
        ({"no_color": True, "suit_colours": "four"}, CardLook(four_colours=True, colours="none")),
        ({"color_system": None}, CardLook(colours="none")),
        ({"color_system": "256"}, CardLook(colours="256")),
        ({"color_system": "standard"}, CardLook(colours="16")),
        ({"color_system": "windows"}, CardLook(colours="16")),
    ],
)
def test_choose_look(kwargs: dict[str, object], expected: CardLook) -> None:
    assert choose_look(**kwargs) == expected  # type: ignore[arg-type]


async def _look_of(app: TarotApp) -> CardLook:
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        _ = app.settings  # validated after the first frame
        return current_look()


async def test_the_app_takes_the_look_from_the_settings() -> None:
    assert (await _look_of(make_app(suit_colours="four"))).four_colours
    assert (await _look_of(make_app(card_symbols="ascii"))).ascii
    assert await _look_of(make_app()) == CardLook()


async def test_the_app_takes_the_look_from_the_settings_file() -> None:
    save_settings(AppSettings(suit_colours="four", card_symbols="ascii"))
    assert await _look_of(TarotApp()) == CardLook(four_colours=True, ascii=True)


async def test_the_app_takes_ascii_from_the_flag() -> None:
    app = TarotApp(settings=AppSettings(card_symbols="symbols"), ascii=True)
    assert (await _look_of(app)).ascii


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"TERM": "linux", "COLORTERM": ""}, CardLook(ascii=True, colours="16")),
        ({"TERM": "xterm-256color", "COLORTERM": ""}, CardLook(colours="256")),
        ({"TERM": "xterm", "COLORTERM": ""}, CardLook(colours="16")),
        ({"NO_COLOR": "1"}, CardLook(colours="none")),
        ({"LANG": "C"}, CardLook(ascii=True)),
    ],
)
async def test_the_app_takes_the_look_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: CardLook
) -> None:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert await _look_of(make_app()) == expected


def test_the_command_line_flag_reaches_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    import tarot_tui.app as app_package
    from tarot_tui.__main__ import main

    seen: list[dict[str, object]] = []
    monkeypatch.setattr(app_package, "run_app", lambda **kwargs: seen.append(kwargs) or 0)
    assert main(["--ascii"]) == 0
    assert main(["--lang", "en"]) == 0
    assert [call["ascii"] for call in seen] == [True, False]


async def test_the_settings_screen_saves_and_applies_the_look() -> None:
    from textual.widgets import Select

    from tarot_tui.app.screens.settings import SettingsScreen

    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await app.push_screen(SettingsScreen())
        await pilot.pause()
        app.screen.query_one("#suit-colours", Select).value = "four"
        app.screen.query_one("#card-symbols", Select).value = "ascii"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert current_look() == CardLook(four_colours=True, ascii=True)
    saved = load_settings()
    assert (saved.suit_colours, saved.card_symbols) == ("four", "ascii")


def test_a_bad_look_in_the_settings_file_gives_way_to_the_default(data_dir) -> None:  # type: ignore[no-untyped-def]
    from tarot_tui.persistence import settings_from
    from tarot_tui.persistence.settings_file import read_settings_file

    save_settings(AppSettings(lang="en", hints=False))
    path = read_settings_file().path
    assert path is not None
    text = path.read_text(encoding="utf-8").replace('"suit_colours": "two"', '"suit_colours": "rainbow"')
    path.write_text(text, encoding="utf-8")
    loaded = settings_from(read_settings_file())
    assert loaded.problem is not None and "suit_colours" in loaded.problem
    assert (loaded.settings.suit_colours, loaded.settings.lang, loaded.settings.hints) == ("two", "en", False)


def test_hints_and_refusals_write_suits_as_letters_in_the_ascii_look() -> None:
    """A terminal that cannot show ♠♥♦♣ gets letters in every sentence too, not only on the cards (R9.4.3)."""
    from tarot_tui.app.widgets.card import CardLook, set_look
    from tarot_tui.coaching.guide import card_hint
    from tarot_tui.engine import Contract, Deal, Play, parse_cards, view_for
    from tarot_tui.i18n import explain

    hands = [sum(1 << c for c in parse_cards(text)) for text in ("KS 4D", "2S 3H", "5S 6H", "7S 8H")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE, leader=0)
    deal.apply(Play(parse_cards("KS")[0]))
    follow, refused = parse_cards("2S 3H")
    set_look(CardLook(ascii=True))
    try:
        allowed = card_hint(view_for(deal, 1), follow)[0]
        violation = deal.why_card_illegal(refused)
        assert violation is not None
        refusal = explain(violation)
    finally:
        set_look(CardLook())
    assert "S" in allowed and "S" in refusal
    assert not any(symbol in text for text in (allowed, refusal) for symbol in "♠♥♦♣")
    assert "♠" in card_hint(view_for(deal, 1), follow)[0]  # and symbols again in the ordinary look
