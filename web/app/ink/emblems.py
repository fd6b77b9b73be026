"""Small drawn emblems for 墨香's compact card faces (issue #35.2): one per
kind, and for equipment and skills one per weapon class. Our own SVG, in the
card's ink colour (``currentColor``); no outside images.

>>> emblem("monster").startswith('<svg class="emblem"') and 'aria-hidden="true"' in emblem("monster")
True
>>> emblem("skill", "弓") == emblem("equipment", "弓") != emblem("equipment", "劍")
True
"""

_STROKE = 'fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"'

_PATHS = {
    # A beast's mask: horns, eyes, fangs.
    "monster": f'<path d="M5 4l2 4M19 4l-2 4M6 9q6-4 12 0v5q-6 7-12 0z" {_STROKE}/>'
               '<circle cx="9.5" cy="12" r="1.1" fill="currentColor"/><circle cx="14.5" cy="12" r="1.1" fill="currentColor"/>'
               f'<path d="M10.5 16l1.5 1.6 1.5-1.6" {_STROKE}/>',
    # A gourd with a cord: an item.
    "item": f'<path d="M12 3v2M10 5h4M12 5q-3 1-2 4q-4 2-3 7q1 5 5 5t5-5q1-5-3-7q1-3-2-4z" {_STROKE}/>',
    # 太極: a special card turns the battle around.
    "special": f'<circle cx="12" cy="12" r="8.5" {_STROKE}/><path d="M12 3.5a4.25 4.25 0 0 1 0 8.5a4.25 4.25 0 0 0 0 8.5" {_STROKE}/>'
               '<circle cx="12" cy="7.75" r="1.2" fill="currentColor"/><circle cx="12" cy="16.25" r="1.2" fill="none" stroke="currentColor"/>',
    # Weapon classes (equipment and skills).
    "劍": f'<path d="M17.5 3.5l3 0 0 3-10 10-3-3zM6 14l4 4M4 20l3-3" {_STROKE}/>',
    "刀": f'<path d="M19 3q-1 9-9 12l-2-2q8-3 11-10zM7 14l3 3M4 20l3.5-3.5" {_STROKE}/>',
    "拳": f'<path d="M7 10V7.5a1.5 1.5 0 0 1 3 0V10M10 9.5V6.5a1.5 1.5 0 0 1 3 0v3M13 9.5V7a1.5 1.5 0 0 1 3 0v4'
          f'M7 10q-2 0-2 2.5 0 6.5 6.5 7.5 5.5 0 5.5-6.5V11M7 13h4" {_STROKE}/>',
    "槍": f'<path d="M4 20L17 7M17 7l1-4 3 3-4 1zM14.5 6.5l3 3" {_STROKE}/>',
    "弓": f'<path d="M6 3q12 9 0 18M6 3v18M6 12h13M16 10l3 2-3 2" {_STROKE}/>',
    "暗器": f'<path d="M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z" {_STROKE}/><circle cx="12" cy="12" r="1.3" fill="currentColor"/>',
}


def emblem(kind: str, weapon: str | None = None) -> str:
    """The emblem of a card: its weapon class's for equipment and skills, else its kind's."""
    key = weapon if kind in ("equipment", "skill") and weapon in _PATHS else kind
    return f'<svg class="emblem" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{_PATHS[key]}</svg>'
