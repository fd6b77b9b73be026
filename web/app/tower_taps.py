"""How 靈獸塔's actions are tapped (used by the tower page and the embed).

Tokens: ``c:b2`` a cell, ``i:木`` an item, ``o:on`` / ``o:under`` which way,
``n:2`` how many cards 神離之火 takes, ``e:金`` what 元化之土 makes.

- stack ``b2>c2``: ``c:b2 c:c2`` (then ``o:on`` when under is legal too);
- ``木b2-b1``: ``i:木 c:b2 c:b1``;  ``水b2-d4``: ``i:水 c:b2 c:d4`` (either order);
- ``火b2/2-b1``: ``i:火 c:b2 n:2 c:b1`` or ``i:火 c:b2 c:b1 n:2``;
- ``土b2=金``: ``i:土 c:b2 e:金``;  ``金b2``: ``i:金 c:b2``.
"""
from wuxing_core.coords import cell_name, parse_cell
from wuxing_core.elements import CHARS
from wuxing_core.errors import InvalidNotationError
from wuxing_core.tower import Discard, Move, Split, Stack, Swap, Transform

from taps import Sequences, TapInput

CHOICE_KINDS = ("o", "n", "e")
"""Tokens shown as choice buttons rather than cells or items."""


def c(cell) -> str:
    return "c:" + cell_name(*cell)


def sequences(game) -> Sequences:
    return sequences_of(game.legal_actions())


def starting(game, token: str) -> Sequences:
    """Only the sequences that begin with ``token``: a pile's stacks, or one item's uses."""
    if token.startswith("c:"):
        try:
            src = parse_cell(token[2:])
        except InvalidNotationError:
            return []
        return sequences_of([a for a in game.legal_stacks() if a.src == src])
    if token.startswith("i:"):
        return [(s, a) for s, a in sequences_of(game.item_actions(token[2:])) if s[0] == token]
    return []


def sequences_of(actions) -> Sequences:
    out: Sequences = []
    stacks: dict[tuple, list] = {}
    for a in actions:
        if isinstance(a, Stack):
            stacks.setdefault((a.src, a.dst), []).append(a)
        elif isinstance(a, Move):
            out.append((("i:木", c(a.src), c(a.dst)), a))
        elif isinstance(a, Split):
            out.append((("i:火", c(a.src), f"n:{a.count}", c(a.dst)), a))
            out.append((("i:火", c(a.src), c(a.dst), f"n:{a.count}"), a))
        elif isinstance(a, Transform):
            out.append((("i:土", c(a.src), f"e:{CHARS[a.element]}"), a))
        elif isinstance(a, Discard):
            out.append((("i:金", c(a.src)), a))
        elif isinstance(a, Swap):
            out.append((("i:水", c(a.a), c(a.b)), a))
            out.append((("i:水", c(a.b), c(a.a)), a))
    for (src, dst), acts in stacks.items():
        base = (c(src), c(dst))
        if len(acts) == 1:
            out.append((base, acts[0]))
        else:
            out += [((*base, "o:under" if a.under else "o:on"), a) for a in acts]
    return out


def tap_input() -> TapInput:
    return TapInput(sequences, rechoose=("n",), starting=starting)


def attempt(tokens) -> object:
    """The action a player meant by taps that fit no legal action, when they
    name one completely, so the engine can say why it is refused; else ``None``."""
    try:
        cells = [parse_cell(t[2:]) for t in tokens if t.startswith("c:")]
    except InvalidNotationError:
        return None
    item = next((t[2:] for t in tokens if t.startswith("i:")), None)
    count = next((int(t[2:]) for t in tokens if t.startswith("n:")), 1)
    if len(cells) == 2:
        src, dst = cells
        if item is None:
            return Stack(src, dst, "o:under" in tokens)
        return {"木": lambda: Move(src, dst), "水": lambda: Swap.of(src, dst),
                "火": lambda: Split(src, count, dst)}.get(item, lambda: None)()
    if len(cells) == 1 and item == "金":
        return Discard(cells[0])
    return None


def cells_of(action) -> list:
    """The cells an action involves (to show a hint on the board)."""
    if isinstance(action, Swap):
        return [action.a, action.b]
    return [x for x in (getattr(action, "src", None), getattr(action, "dst", None)) if x]
