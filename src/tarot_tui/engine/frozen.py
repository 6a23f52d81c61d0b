"""A quicker constructor for the frozen dataclasses the engine makes in its hot paths (actions, events, scores).

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__`` (its own
``__setattr__`` refuses), a global lookup and a call per field. ``direct_init`` gives a frozen dataclass with
slots an ``__init__`` that calls each slot's own setter instead: the same signature and defaults, the same
object, at about half the cost. Values stay frozen: assigning a field afterwards still raises.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

_T = TypeVar("_T")


def direct_init(cls: type[_T]) -> type[_T]:
    """Give ``cls`` (a ``@dataclass(frozen=True, slots=True)`` without ``__post_init__``, ``InitVar`` or field
    factories) an ``__init__`` that sets its slots directly. Use as a class decorator above ``@dataclass``."""
    params = dataclasses.fields(cls)  # type: ignore[arg-type]
    if not params or "__slots__" not in cls.__dict__ or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots and a plain __init__")
    namespace: dict[str, Any] = {}
    signature = []
    body = []
    for field in params:
        if field.default_factory is not dataclasses.MISSING or not field.init or field.kw_only:
            raise TypeError(f"{cls.__name__}.{field.name}: only plain fields are supported")
        namespace[f"_set_{field.name}"] = cls.__dict__[field.name].__set__
        if field.default is dataclasses.MISSING:
            signature.append(field.name)
        else:
            namespace[f"_default_{field.name}"] = field.default
            signature.append(f"{field.name}=_default_{field.name}")
        body.append(f"    _set_{field.name}(self, {field.name})")
    exec(f"def __init__(self, {', '.join(signature)}):\n" + "\n".join(body), namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = f"Make a {cls.__name__} (its fields set directly, see ``engine.frozen``)."
    type.__setattr__(cls, "__init__", init)
    return cls


__all__ = ["direct_init"]
