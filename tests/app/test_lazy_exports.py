"""The packages that load their parts on first use (for a quick first frame) still export everything."""

from __future__ import annotations

import importlib

import pytest


@pytest.mark.parametrize("package", ["tarot_tui.persistence", "tarot_tui.i18n"])
def test_every_exported_name_resolves(package: str) -> None:
    module = importlib.import_module(package)
    for name in module.__all__:
        assert getattr(module, name) is not None, name


def test_the_persistence_table_of_lazy_names_is_the_export_list() -> None:
    import tarot_tui.persistence as persistence

    assert set(persistence._MODULE_OF) == set(persistence.__all__)


def test_the_lazy_names_of_i18n_are_exported() -> None:
    import tarot_tui.i18n as i18n

    assert set(i18n.__all__) >= i18n._FROM_NAMES
