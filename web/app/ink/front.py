"""What the front door shows of 墨香 (#71.4): four of its cards on its
landing card. Its statistics are the shared table's."""
from __future__ import annotations

FAN = (28, 1001, 2002, 4003)
"""A monster, an equipment, a skill and a special card (the set's numbers)."""
WORDS = True
"""Its cards carry words: drawn by the page in its language, not at the first paint."""


def fan(look=None, suits: bool = False) -> str:
    """Four 墨香 cards, the table's compact face, in the page's language (its own faces: no deck's)."""
    from ink.cards import card_html
    from wuxing_core.ink.cards import card
    return "".join(card_html(card(no), tag="span", compact=True) for no in FAN)
