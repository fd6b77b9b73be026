"""One card for every page (issue #13.1): the markup web/css/cards.css draws as a
face (colour, the element's shape in two corners and behind the character, the
character or suit) and a pile (edge lines, height, bottom card). The
first-paint scripts write the same markup, from ``MARKUP``, before the engine
is there."""
from wuxing_core.elements import CHARS


MARKUP = {
    "card": '<{tag} class="card e{index}{extra}"{attrs}><i class="glyph"></i><b>{text}</b>{inner}</{tag}>',
    "edges": '<span class="edges"></span>',
    "height": '<span class="height">{height}</span>',
    "bottom": '<span class="bottom e{index}" title="bottom">{text}</span>',
}
"""The card and pile markup, written once (issue #34.4): these functions fill
it in, and the build hands the same templates to the first-paint scripts
(``js/tower-static.js``, ``js/embed-static.js``) as JSON (``#card-markup``)."""


def card_html(element: str, text: str, extra: str = "", tag: str = "span", attrs: str = "", inner: str = "") -> str:
    """A card face.

    >>> card_html("木", "木")
    '<span class="card e0"><i class="glyph"></i><b>木</b></span>'
    """
    return MARKUP["card"].format(tag=tag, index=CHARS.index(element), extra=extra, attrs=attrs, text=text, inner=inner)


def edges(pile: str) -> str:
    """How many edge lines a pile shows under its top card (the cell's ``--edges``)."""
    return str(min(max(len(pile) - 1, 0), 5))


def pile_html(pile: str, text=lambda e: e, printed: str = "", suit: bool = False, look: tuple = ("", "")) -> str:
    """A pile, bottom to top (``"木火"``): edges, the top card, the height and the
    bottom card's tag; ``printed``: the top card's element as dealt, shown when
    an item changed it (T5 元化之土); ``text``: an element's label (T9 suits);
    ``look``: the top card's extra classes and markup (a saved deck's face, #18.4)."""
    top, bottom = pile[-1], pile[0]
    parts = [MARKUP["edges"]] if len(pile) > 1 else []
    face = card_html(top, text(top), look[0], inner=look[1])
    parts.append(face.replace("<b>", '<b class="suit">', 1) if suit else face)
    if printed and printed[-1] != top:
        parts.append(f'<span class="printed e{CHARS.index(printed[-1])}" title="printed">{text(printed[-1])}</span>')
    if len(pile) > 1:
        parts.append(MARKUP["height"].format(height=len(pile)))
        parts.append(MARKUP["bottom"].format(index=CHARS.index(bottom), text=text(bottom)))
    return "".join(parts)


def standard(element: str, variant: int) -> tuple[str, str]:
    """The standard face of a card of ``element`` at place ``variant``: nothing
    added (a saved deck's faces are ``deck.faces.Faces.face``, same shape)."""
    return "", ""
