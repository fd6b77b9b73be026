"""How 釣鶼鰈's actions are tapped (used by the 釣鶼鰈 page and the embed).

Tokens: ``c:c2`` a field cell (a line entry stands for its cell), ``h:火`` a
hand card, ``g:2`` a gap in the line, ``a:down`` / ``a:pass`` / ``a:fail`` /
``a:stop`` a button.

- ``flip c2``: ``c:c2``;  ``play 火 2 c3``: ``h:火 g:2 c:c3``;
- ``down 火 c3``: ``h:火 a:down c:c3``;  ``block 水 c3``: ``h:水 c:c3``;
- ``pass``, ``fail``, ``stop``: ``a:pass``, ``a:fail``, ``a:stop``.
"""
from wuxing_core.coords import cell_name, parse_cell
from wuxing_core.elements import Element
from wuxing_core.errors import InvalidNotationError
from wuxing_core.fishing import Block, Fail, FaceDown, Flip, HandPlay, Pass, Stop

from taps import Sequences, TapInput


def c(cell) -> str:
    return "c:" + cell_name(*cell)


def taps_of(a) -> tuple[str, ...]:
    if isinstance(a, Flip):
        return (c(a.cell),)
    if isinstance(a, HandPlay):
        return (f"h:{a.element}", f"g:{a.place}", c(a.cell))
    if isinstance(a, FaceDown):
        return (f"h:{a.element}", "a:down", c(a.cell))
    if isinstance(a, Block):
        return (f"h:{a.element}", c(a.cell))
    return (f"a:{a}",)   # pass, fail, stop


def sequences(game) -> Sequences:
    return [(taps_of(a), a) for a in game.legal_actions()]


def tap_input() -> TapInput:
    return TapInput(sequences, rechoose=("h", "g"))


def attempt(tokens) -> object:
    """The action meant by taps that fit no legal action, when complete (for
    the engine's words); else ``None``."""
    hand = next((t[2:] for t in tokens if t.startswith("h:")), None)
    gap = next((t[2:] for t in tokens if t.startswith("g:")), None)
    try:
        cell = next((parse_cell(t[2:]) for t in tokens if t.startswith("c:")), None)
    except InvalidNotationError:
        return None
    action = next((t[2:] for t in tokens if t.startswith("a:")), None)
    if cell is None:
        return {"pass": Pass, "fail": Fail, "stop": Stop}.get(action, lambda: None)()
    if hand is None:
        return Flip(cell)
    el = Element(hand)
    if gap is not None:
        return HandPlay(el, int(gap), cell)
    if action == "down":
        return FaceDown(el, cell)
    return Block(el, cell)
