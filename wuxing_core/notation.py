"""Actions as text, both ways, for every game (STYLE.md §3).

An action is a frozen dataclass that names its notation once, as a template
over its fields (``NOTATION = "flip {cell}"``); ``str()`` renders it and
``parse`` reads it back with the same template. A field's type says how it is
written: ``Cell`` as a cell name (``b2``), ``Element`` as its character,
``int`` as digits, ``CardNo`` as a four-digit collection number (``0012``) and
``Cards`` as numbers joined by ``+`` (``0012+1003``; read in any order, kept
and written in ascending order). A space in a template stands for one or more
spaces.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Give(Notated):
...     element: Element
...     count: int
...     cell: Cell
...     NOTATION = "give {element} {count} {cell}"
>>> str(Give(Element.FIRE, 2, (1, 0)))
'give 火 2 b1'
>>> parse("give  水 3 c2", [Give])
Give(element=Element('水'), count=3, cell=(2, 1))
>>> parse("give 水 x c2", [Give]) is None
True
"""
from __future__ import annotations

import re
import string
from dataclasses import fields
from functools import lru_cache
from typing import ClassVar, Iterable

from .coords import cell_name, parse_cell
from .elements import CHARS, Element

Cell = tuple[int, int]
CardNo = int
Cards = tuple[int, ...]

_CARD = r"[0-4][0-9]{3}"
_PATTERNS = {"Cell": r"[a-z][1-9][0-9]?", "Element": f"[{CHARS}]", "int": r"[0-9]{1,3}",
             "CardNo": _CARD, "Cards": rf"{_CARD}(?:\+{_CARD}){{0,3}}"}
_READ = {"Cell": parse_cell, "Element": Element.from_char, "int": int, "CardNo": int,
         "Cards": lambda text: tuple(sorted(int(n) for n in text.split("+")))}
MAX_LENGTH = 40
"""No notation of ours is longer: anything longer is refused unread."""


def _small_int(v: object, below: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < below


_VALID = {
    "Cell": lambda v: isinstance(v, tuple) and len(v) == 2 and all(_small_int(x, 100) for x in v),
    "Element": lambda v: _small_int(v, 5),
    "int": lambda v: _small_int(v, 1000),
    "bool": lambda v: isinstance(v, bool),
    "CardNo": lambda v: _small_int(v, 5000),
    "Cards": lambda v: (isinstance(v, tuple) and 1 <= len(v) <= 4 and all(_small_int(x, 5000) for x in v)
                        and list(v) == sorted(set(v))),
}
_WRITE = {"Cell": lambda cell: cell_name(*cell), "Element": lambda e: CHARS[e], "int": str,
          "CardNo": lambda n: f"{n:04d}", "Cards": lambda ns: "+".join(f"{n:04d}" for n in ns)}


@lru_cache(maxsize=None)
def _types(cls: type) -> dict[str, str]:
    return {f.name: str(f.type) for f in fields(cls)}


class Notated:
    """Mixin for action dataclasses: ``str()`` from the class's ``NOTATION``."""

    __slots__ = ()
    NOTATION: ClassVar[str] = ""

    def __str__(self) -> str:
        try:
            return _written(self)
        except TypeError:   # a field that cannot be hashed: an action built by hand, never cached
            return _written.__wrapped__(self)


@lru_cache(maxsize=4096)
def _written(action: Notated) -> str:
    """An action's notation, kept: a save writes the whole history on every move.
    (Equal actions are written alike; a field of the wrong type, like ``True``
    for ``1``, is refused by ``well_formed`` before any message quotes it.)"""
    return action.NOTATION.format(**{name: _WRITE[kind](getattr(action, name))
                                     for name, kind in _types(type(action)).items()})


def well_formed(action: object) -> bool:
    """Whether every field of an action value has the type it declares (an
    action built by hand, not parsed, may carry anything)."""
    return all(_VALID[kind](getattr(action, name, None)) for name, kind in _types(type(action)).items())


def written(action: object, name: str) -> str:
    """The field ``name`` of ``action`` as its notation writes it (a cell as
    ``c3``, an element as its character …): what a tap token carries.

    >>> from wuxing_core.fishing import Block
    >>> written(Block(Element.WATER, (2, 2)), "cell"), written(Block(Element.WATER, (2, 2)), "element")
    ('c3', '水')
    """
    return _WRITE[_types(type(action))[name]](getattr(action, name))


def build(cls: type, texts: dict[str, str], **fixed: object) -> object | None:
    """The action of class ``cls`` whose fields are ``texts`` as the notation
    writes them (and ``fixed``, given as values), or ``None`` when a text is
    not one of its field's (the inverse of ``written``; read as ``parse``
    reads a field).

    >>> from wuxing_core.fishing import Block
    >>> str(build(Block, {"element": "水", "cell": "c3"})), build(Block, {"element": "x", "cell": "c3"})
    ('block 水 c3', None)
    """
    types = _types(cls)
    if not set(texts) | set(fixed) <= set(types):
        return None
    values = dict(fixed)
    for name, text in texts.items():
        kind = types.get(name)
        if kind not in _PATTERNS or not isinstance(text, str) or not re.fullmatch(_PATTERNS[kind], text):
            return None
        values[name] = _READ[kind](text)
    try:
        return getattr(cls, "of", cls)(**values)
    except (TypeError, ValueError):
        return None


def _compile(cls: type) -> re.Pattern:
    types = _types(cls)
    pattern = ""
    for literal, name, _, _ in string.Formatter().parse(cls.NOTATION):
        pattern += r"\s+".join(re.escape(part) for part in literal.split(" "))
        if name:
            pattern += f"(?P<{name}>{_PATTERNS[types[name]]})"
    return re.compile(pattern + r"\Z")


_COMPILED: dict[type, tuple[re.Pattern, dict[str, str]]] = {}


def parse(text: object, classes: Iterable[type]) -> object | None:
    """The action of the first class whose notation ``text`` matches, or ``None``."""
    if not isinstance(text, str) or len(text) > MAX_LENGTH:
        return None
    for cls in classes:
        if cls not in _COMPILED:
            _COMPILED[cls] = (_compile(cls), _types(cls))
        pattern, types = _COMPILED[cls]
        m = pattern.match(text)
        if m:
            values = {name: _READ[types[name]](value) for name, value in m.groupdict().items()}
            return getattr(cls, "of", cls)(**values)
    return None
