"""How 靈獸塔's actions are tapped (used by the tower page and the embed).

Tokens: ``c:b2`` a cell, ``i:木`` an item, ``o:on`` / ``o:under`` which way,
``n:2`` how many cards 神離之火 takes, ``e:金`` what 元化之土 makes.

- stack ``b2>c2``: ``c:b2 c:c2`` (then ``o:on`` when under is legal too);
- ``木b2-b1``: ``i:木 c:b2 c:b1``;  ``水b2-d4``: ``i:水 c:b2 c:d4`` (either order);
- ``火b2/2-b1``: ``i:火 c:b2 n:2 c:b1`` or ``i:火 c:b2 c:b1 n:2``;
- ``土b2=金``: ``i:土 c:b2 e:金``;  ``金b2``: ``i:金 c:b2``.
"""
from wuxing_core.coords import parse_cell
from wuxing_core.errors import InvalidNotationError
from wuxing_core.tower import Discard, Move, Split, Stack, Swap, Transform

from common.taps import Form, Sequences, TapForms, TapInput

CHOICE_KINDS = ("o", "n", "e")
"""Tokens shown as choice buttons rather than cells or items."""
FORMS = TapForms([
    Form(Stack, ("c:{src}", "c:{dst}")),                      # offered when the pile goes only one way
    Form(Stack, ("c:{src}", "c:{dst}", "o:on"), {"under": False}),
    Form(Stack, ("c:{src}", "c:{dst}", "o:under"), {"under": True}),
    Form(Move, ("i:木", "c:{src}", "c:{dst}")),
    Form(Split, ("i:火", "c:{src}", "n:{count}", "c:{dst}")),
    Form(Split, ("i:火", "c:{src}", "c:{dst}", "n:{count}")),
    Form(Split, ("i:火", "c:{src}", "c:{dst}"), {"count": 1}, offered=False),   # tried before a count is chosen
    Form(Transform, ("i:土", "c:{src}", "e:{element}")),
    Form(Discard, ("i:金", "c:{src}")),
    Form(Swap, ("i:水", "c:{a}", "c:{b}")),
    Form(Swap, ("i:水", "c:{b}", "c:{a}")),
])
"""Every action's taps, both ways (``common.taps.TapForms``): a stack names
its way (``o:``) only when both ways are legal (``sequences_of``)."""
attempt = FORMS.attempt
"""The action a player meant by taps that fit no legal action, when they
name one completely, so the engine can say why it is refused; else ``None``."""


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
        else:
            out += [(taps, a) for taps in FORMS.all_taps(a)]
    for acts in stacks.values():
        # one way: the two cells; both ways legal: the cells, then which way
        out += [(FORMS.all_taps(a)[0 if len(acts) == 1 else 1], a) for a in acts]
    return out


def tap_input() -> TapInput:
    return TapInput(sequences, rechoose=("n",), starting=starting)


def cells_of(action) -> list:
    """The cells an action involves (to show a hint on the board)."""
    if isinstance(action, Swap):
        return [action.a, action.b]
    return [x for x in (getattr(action, "src", None), getattr(action, "dst", None)) if x]
