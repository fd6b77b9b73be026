"""A designed card's face (issue #18): the shared card (``common.card_face.card_html``:
colour, the element's shape, the character) with the deck's own name, picture
and the two corner numbers. The designer's grid, its editor, the printed
sheet and the games (#18.4) all draw it from here; web/css/deck-face.css styles it."""
from common.card_face import card_html
from common.dom import esc
from wuxing_core.elements import CHARS, ENGLISH


def face_html(card, picture: str = "", tag: str = "span", attrs: str = "", extra: str = "",
              words: str = "") -> str:
    """``card``: a ``DeckCard``; ``picture``: its picture's URL on this device ("" for none);
    ``words``: the card for a screen reader (the drawn parts are then hidden from it)."""
    e = int(card.element)
    inner = []
    if picture:
        inner.append(f'<img class="pic" src="{esc(picture)}" alt="" draggable="false">')
    inner.append(f'<span class="name">{esc(card.name)}</span>')
    for side, value in (("l", card.left), ("r", card.right)):
        inner.append(f'<span class="num {side}">{"" if value is None else value}</span>')
    classes = " deck-face" + (" has-pic" if picture else "") + extra
    if words:
        inner = [part.replace(' class="', ' aria-hidden="true" class="', 1) for part in inner]
        inner.append(f'<span class="visually-hidden">{esc(words)}</span>')
        html = card_html(CHARS[e], CHARS[e], classes, tag, attrs, "".join(inner))
        return html.replace(f"<b>{CHARS[e]}</b>", f'<b aria-hidden="true">{CHARS[e]}</b>', 1)
    return card_html(CHARS[e], CHARS[e], classes, tag, attrs, "".join(inner))


def back_html() -> str:
    """The back every card of a printed deck shares."""
    return ('<span class="deck-back"><span class="back-ring">'
            + "".join(f'<i class="e{i}"></i>' for i in range(5))
            + '</span><b>五行術</b></span>')


def card_words(card, index: int, lang: str) -> str:
    """A card for a screen reader: "Card 3, Fire, Phoenix, 4 and 6"."""
    e = int(card.element)
    left = "—" if card.left is None else card.left
    right = "—" if card.right is None else card.right
    if lang == "en":
        return f"Card {index + 1}, {ENGLISH[e]}, {card.name or ENGLISH[e]}, lower-left {left}, lower-right {right}"
    return f"第 {index + 1} 張，{CHARS[e]}，{card.name or CHARS[e]}，左下 {left}，右下 {right}"
