"""Helpers for the 墨香 tests: a position set up card by card through the
public ``Ink.imagined`` (the constructor the computer players use)."""
from __future__ import annotations

from typing import Sequence

from wuxing_core.ink import Ink, the_set


def position(hands: Sequence[Sequence[int]], deck: Sequence[int] = (), *, leading: bool = True,
             to_beat: int = 0, last_element: str | None = None, last_player: int | None = None,
             current: int = 0, field: Sequence[tuple[int, Sequence[int], int]] = (), turn: int = 1,
             shown: Sequence[Sequence[int]] | None = None, rng_seed: int = 1) -> Ink:
    """``deck``'s last card is its top. A following position needs a last play:
    by default seat ``current - 1`` made it (a total of ``to_beat``)."""
    players = len(hands)
    if not leading and last_player is None:
        last_player = (current - 1) % players
    view = {"players": players, "current": current, "turn": turn, "to_beat": to_beat,
            "last_element": last_element, "last_player": last_player, "leading": leading,
            "field": [{"player": p, "cards": list(c), "total": t} for p, c, t in field],
            "shown": [list(s) for s in shown] if shown else [[] for _ in range(players)]}
    return Ink.imagined(view, hands, deck, rng_seed)


def filler(n: int, avoid: Sequence[int] = ()) -> list[int]:
    """``n`` plain cards (no effects, not specials) outside ``avoid``."""
    plain = [no for no, c in the_set().items() if not c.effects and c.kind in ("equipment", "item", "skill")
             and no not in avoid]
    plain += [no for no, c in the_set().items() if c.kind == "monster" and no not in avoid and no not in plain]
    assert len(plain) >= n
    return plain[:n]
