"""How 釣鶼鰈's actions are tapped (used by the 釣鶼鰈 page and the embed).

Tokens: ``c:c2`` a field cell (a line entry stands for its cell), ``h:火`` a
hand card, ``g:2`` a gap in the line, ``a:down`` / ``a:pass`` / ``a:fail`` /
``a:stop`` a button.

- ``flip c2``: ``c:c2``;  ``play 火 2 c3``: ``h:火 g:2 c:c3``;
- ``down 火 c3``: ``h:火 a:down c:c3``;  ``block 水 c3``: ``h:水 c:c3``;
- ``pass``, ``fail``, ``stop``: ``a:pass``, ``a:fail``, ``a:stop``.
"""
from wuxing_core.fishing import Block, Fail, FaceDown, Flip, HandPlay, Pass, Stop

from common.taps import Form, Sequences, TapForms, TapInput

FORMS = TapForms([
    Form(Flip, ("c:{cell}",)),
    Form(HandPlay, ("h:{element}", "g:{place}", "c:{cell}")),
    Form(FaceDown, ("h:{element}", "a:down", "c:{cell}")),
    Form(Block, ("h:{element}", "c:{cell}")),
    Form(Pass, ("a:pass",)),
    Form(Fail, ("a:fail",)),
    Form(Stop, ("a:stop",)),
])
"""Every action's taps, both ways (``common.taps.TapForms``)."""
taps_of = FORMS.taps_of
attempt = FORMS.attempt
"""The action meant by taps that fit no legal action (for the engine's words), or ``None``."""


def sequences(game) -> Sequences:
    return [(taps_of(a), a) for a in game.legal_actions()]


def tap_input() -> TapInput:
    return TapInput(sequences, rechoose=("h", "g"))
