"""How 墨香's actions are tapped (issue #34.3), through the shared tap model.

Tokens: ``k:12`` a card of the hand (its collection number), ``a:pass`` the
Pass button. A play's cards are picked in any order (``TapInput.pick``) and
played with the Play button: its sequence starts with what begins it, the
monster (then its supports) or the special card.

- ``play 0012+1003``: ``k:12 k:1003``;  ``special 4001``: ``k:4001``;  ``pass``: ``a:pass``.
"""
from wuxing_core.ink import Pass, Play, Special, card

from common.taps import Sequences, TapInput

ORDER_FREE = True
"""A play's cards are picked in any order (``TapInput.pick``): its taps are a set."""


def taps_of(a) -> tuple[str, ...]:
    if isinstance(a, Play):
        monster = [n for n in a.cards if card(n).kind == "monster"]
        return tuple(f"k:{n}" for n in monster + [n for n in a.cards if n not in monster])
    if isinstance(a, Special):
        return (f"k:{a.card}",)
    return ("a:pass",)


def sequences(game) -> Sequences:
    return [(taps_of(a), a) for a in game.legal_actions()]


def tap_input() -> TapInput:
    return TapInput(sequences)


def cards_of(tokens) -> list[int]:
    return [int(t[2:]) for t in tokens if t.startswith("k:") and t[2:].isdigit() and len(t) <= 6]


def attempt(tokens):
    """The action the picked cards name, legal or not (for its total and the
    engine's reason), or ``None`` when they name none. Read as a set, as the
    cards are picked (a play's taps are not a sequence a form could write:
    ``taps_of`` puts the monster first, the picks come in any order)."""
    if tuple(tokens) == ("a:pass",):
        return Pass()
    cards = cards_of(tokens)
    if not cards or len(cards) != len(tokens):
        return None
    if len(cards) == 1 and card(cards[0]).kind == "special":
        return Special(cards[0])
    if len(set(cards)) == len(cards) <= 4:
        return Play(tuple(sorted(cards)))
    return None
