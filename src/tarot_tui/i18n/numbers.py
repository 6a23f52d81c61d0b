"""Every number a player reads, written the one way of their language: ``+196,5`` and ``46,1%`` in Dutch,
``+196.5`` and ``46.1%`` in English, an interval ``[+1,0; +3,5]`` (a semicolon between numbers that have a
decimal comma) or ``[+1.0, +3.5]``.

Card points in half-points are ``names.points_text`` (the engine's arithmetic, R2.4), with the same decimal
sign from here. Imports neither the engine nor pydantic (see ``catalogue``).
"""

from __future__ import annotations

from .catalogue import Lang, t


def decimal_point(lang: Lang | None = None) -> str:
    """The decimal sign of ``lang``: ``,`` in Dutch, ``.`` in English."""
    return t("number.decimal_point", lang)


def number_text(value: float, lang: Lang | None = None, *, places: int | None = None, sign: bool = False) -> str:
    """``value`` as a player writes it in ``lang``.

    ``places`` None writes it as short as it is exact to two decimals (``0,25``, ``8``, ``12,5``); a number gives
    that many decimals (``+24,0``). ``sign`` puts ``+`` before a positive value; a value that rounds to zero is
    written without a sign, never ``-0``."""
    if places is None:
        rounded = round(value, 2)
        text = f"{rounded:.2f}".rstrip("0").rstrip(".")
    else:
        rounded = round(value, places)
        text = f"{rounded:.{places}f}"
    if rounded == 0:
        text = text.lstrip("-")
    elif sign and rounded > 0:
        text = "+" + text
    return text.replace(".", decimal_point(lang))


def percent_text(share: float, lang: Lang | None = None, *, places: int = 1) -> str:
    """A share (0.461) as a percentage: ``46,1%`` (Dutch) or ``46.1%``."""
    return number_text(100 * share, lang, places=places) + "%"


def interval_text(low: float, high: float, lang: Lang | None = None, *, places: int = 1, sign: bool = True) -> str:
    """A confidence interval: ``[+1,0; +3,5]`` in Dutch, ``[+1.0, +3.5]`` in English."""
    return t(
        "number.interval",
        lang,
        low=number_text(low, lang, places=places, sign=sign),
        high=number_text(high, lang, places=places, sign=sign),
    )


__all__ = ["decimal_point", "interval_text", "number_text", "percent_text"]
