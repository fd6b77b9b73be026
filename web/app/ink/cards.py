"""The 墨香 card component, drawn from the card data (issue #16.3): kind,
ink value top-left, name top-right, potential or weapon class and element,
the generated effect text. The game page and the gallery use it; it holds
no rule."""
from common.dom import esc
from common.i18n import lang
from ink.emblems import emblem
from wuxing_core.elements import CHARS
from wuxing_core.ink.cards import ALL_FIVE, ELEMENT_EN, KIND_ZH, Card, card, card_text

KIND_EN = {"monster": "Monster", "equipment": "Equipment", "skill": "Skill", "item": "Item", "special": "Special"}
KIND_GLYPH = {"monster": "怪", "equipment": "裝", "skill": "技", "item": "道", "special": "特"}
KIND_SHORT_EN = {"monster": "Monster", "equipment": "Equip", "skill": "Skill", "item": "Item", "special": "Special"}
"""The kind in words on a card (issue #35.2: no bare M/E/S/I badges)."""
SUPPORT_EN = {"equipment": "Equip", "skill": "Skill", "item": "Item"}
WEAPON_SHORT_EN = {"劍": "Sword", "刀": "Blade", "拳": "Fist", "槍": "Spear", "弓": "Bow", "暗器": "Hidden"}


def kind_name(kind: str) -> str:
    return KIND_ZH[kind] if lang() == "zh" else KIND_EN[kind]


REFUSAL_WORDS = {"monster": lambda n: card(n).name(lang()), "kind": kind_name, "card": lambda n: card(n).name(lang())}
"""How 墨香's refusals name their values (``words.refusal_text``): the game's page and the play demo."""


def element_tag(element: str) -> str:
    cls = "all5" if element == ALL_FIVE else f"e{CHARS.index(element)}"
    label = element if lang() == "zh" else ELEMENT_EN[element]
    return f'<i class="el {cls}" title="{esc(label)}">{esc(label)}</i>'


def tags(c: Card) -> str:
    zh = lang() == "zh"
    out = []
    if c.kind == "monster":
        for k in c.potential:
            out.append(f'<i class="pot">{esc(KIND_ZH[k] if zh else SUPPORT_EN[k])}</i>')
    if c.kind in ("equipment", "skill"):
        out.append(f'<i class="wpn">{esc(c.weapon if zh else WEAPON_SHORT_EN[c.weapon])}</i>')
    if c.kind == "skill":
        out.append(f'<i class="sty">{esc(("外功" if c.style == "external" else "內功") if zh else c.style)}</i>')
        if c.element:
            out.append(element_tag(c.element))
    if c.kind == "item" and c.recovery:
        out.append(f'<i class="rec">{esc("回復品" if zh else "recovery")}</i>')
    return "".join(out)


_INNER: dict[tuple, tuple[str, str]] = {}


def card_html(c: Card, *, tag: str = "div", attrs: str = "", flavour: bool = False, number: bool = False,
              compact: bool = False) -> str:
    """One card. ``attrs`` goes on the outer element (a button in a hand).
    ``compact``: the table's face (ink, kind, element band, emblem, name); the
    full text stays in its label and in the zoom (issue #35.2)."""
    k = (c.no, lang(), flavour, number, compact)
    if k not in _INNER:
        _INNER[k] = _compact(c) if compact else _inner(c, flavour, number)
    label, inner = _INNER[k]
    band = f" el-{CHARS.index(c.element)}" if c.element and c.element in CHARS else " el-all5" if c.element == ALL_FIVE else ""
    size = " compact" if compact else ""
    named = f' aria-label="{label}"' if label else ""
    return f'<{tag} class="icard k-{c.kind}{band}{size}" {attrs}{named}>{inner}</{tag}>'


def kind_word(kind: str) -> str:
    return KIND_ZH[kind] if lang() == "zh" else KIND_SHORT_EN[kind]


def _label(c: Card) -> str:
    zh = lang() == "zh"
    text = card_text(c, "zh" if zh else "en")
    return f"{c.name('zh' if zh else 'en')}, {kind_name(c.kind)}, " + (
        f"墨魂值 {c.ink}" if zh else f"ink {c.ink}") + (f". {text}" if text else "")


def _compact(c: Card) -> tuple[str, str]:
    """The compact face: the kind in words on the colour band, the ink value
    and the emblem, the name (broken only between words, never inside one).
    Its name for a screen reader is what it shows, then the rest of the card
    in hidden words (no ``aria-label``: a label must hold the visible words)."""
    zh = lang() == "zh"
    text = card_text(c, "zh" if zh else "en")
    rest = (f"，{kind_name(c.kind)}，墨魂值 {c.ink}" if zh else f", {kind_name(c.kind)}, ink {c.ink}") + \
        (f". {text}" if text else "")
    return "", (
        f'<span class="kind">{esc(kind_word(c.kind))}</span> '
        f'<span class="mid"><b class="ink">{c.ink}</b>{emblem(c.kind, c.weapon)}</span> '
        f'<b class="name" lang="{"zh-Hant" if zh else "en"}">{esc(c.name("zh" if zh else "en"))}</b>'
        f'<span class="visually-hidden">{esc(rest)}</span>')


def _inner(c: Card, flavour: bool, number: bool) -> tuple[str, str]:
    """The card's label and inside, drawn once per language (the text is generated)."""
    zh = lang() == "zh"
    text = card_text(c, "zh" if zh else "en")
    label = _label(c)
    extra = f'<p class="flavour">{esc(c.flavour[0 if zh else 1])}</p>' if flavour else ""
    no = f'<span class="no">No. {c.code}</span>' if number else ""
    return esc(label), (
        f'<span class="top"><b class="ink">{c.ink}</b><span class="kind" title="{esc(kind_name(c.kind))}">'
        f'{esc(KIND_GLYPH[c.kind] if zh else KIND_SHORT_EN[c.kind])}</span>'
        f'<b class="name">{esc(c.name("zh" if zh else "en"))}</b></span>'
        f'<span class="tags">{tags(c)}</span>'
        f'<span class="text">{esc(text)}</span>{extra}{no}')
