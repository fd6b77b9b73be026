"""What the front door shows of 釣鶼鰈 (#71.4): a hand of its cards on its
landing card. Its statistics are the shared table's."""
from __future__ import annotations

from common.card_face import card_html, standard

FAN = "水金火木土"
"""A hand of 釣鶼鰈: five cards, one of each element."""


def fan(look=standard, suits: bool = False) -> str:
    """A 釣鶼鰈 hand as its table draws one (``look``: a saved deck's faces).

    >>> fan().count('hcard')
    5
    """
    cards = []
    for i, e in enumerate(FAN):
        extra, inner = look(e, i)
        cards.append(card_html(e, e, " hcard" + extra, inner=inner))
    return "".join(cards)
