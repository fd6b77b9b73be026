"""墨香's cards as data (RULES.md M1, M2; issue #15.1–2).

The set is ``cards.json`` beside this module, shipped in the wheel and
validated when loaded: a bad field raises ``CardDataError`` naming the card
and the field. A card's effects are data too, combined from a small
vocabulary (``CONDITIONS`` × ``RESULTS``); its text is generated from them in
zh and en (``card_text``), so what a card says and what it does cannot
diverge.

An effect is ``{"if": <condition>, <result>: <amount>}``; without ``"if"`` it
always applies. Conditions (``arg`` after a colon):

==================  =========================================================
``always``          (the default)
``leading``         the play leads (M5: no total to beat)
``following``       the play must beat a total
``alone``           the monster is played without support cards
``with:<kind>``     the play includes a card of ``kind`` (equipment, skill, item)
``weapon:<class>``  the play's equipment is of weapon class ``class``
``weapon_match``    (external skills only) the play's equipment has this skill's
                    weapon class; internal skills never gain from weapons (M1)
``element:<e>``     the play's skill has element ``e`` (五合 counts as every element)
``relation:<r>``    the play's element and the last play's: ``generates``,
                    ``overcomes``, ``same``, ``generated`` (the last generates
                    this one), ``overcome`` (the last overcomes this one);
                    五合 on either side counts as every element, and a play
                    without an element has no relation
``hand:<n>``        the player still holds at least ``n`` cards after the play
==================  =========================================================

Results: ``ink`` (added to the play's total, may be negative), ``draw`` (the
player draws), ``next_draws`` (the next player draws), ``others_draw`` (every
other player draws), ``skip`` (the next player loses a turn), ``reveal`` (that
many cards of the next player's hand, chosen at random, shown to everyone),
``take_back`` (the player takes the highest-ink card of that kind from the
battlefield, outside this play, into hand; everyone sees it). Every effect of
every card in a play adds up (the seed: 所有特殊能力會全部累積計算).

>>> c = card(2001)
>>> c.name("en"), c.kind, c.weapon, c.style, c.element
('Drifting-cloud Swordplay', 'skill', '劍', 'external', '水')
>>> card_text(c, "en")
'With a sword of its class: +3 ink.'
>>> card_text(card(3009), "zh")
'下一位玩家抽 2 張。'
>>> sorted(kind_counts().items())
[('equipment', 14), ('item', 12), ('monster', 36), ('skill', 17), ('special', 8)]
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from ..elements import CHARS
from ..errors import WuxingError

KINDS = ("monster", "equipment", "skill", "item", "special")
"""M1: the kinds, in collection-number order (the first digit is the index)."""
SUPPORTS = ("equipment", "skill", "item")
WEAPONS = ("劍", "刀", "拳", "槍", "弓", "暗器")
WEAPON_EN = {"劍": "sword", "刀": "blade", "拳": "fist weapon", "槍": "spear", "弓": "bow", "暗器": "hidden weapon"}
ALL_FIVE = "五合"
SKILL_ELEMENTS = tuple(CHARS) + (ALL_FIVE,)
ELEMENT_EN = {"木": "Wood", "火": "Fire", "土": "Earth", "金": "Metal", "水": "Water", ALL_FIVE: "All-Five"}
STYLES = ("external", "internal")
RELATIONS = ("generates", "overcomes", "same", "generated", "overcome")
CONDITIONS = ("always", "leading", "following", "alone", "with", "weapon", "weapon_match", "element",
              "relation", "hand")
RESULTS = ("ink", "draw", "next_draws", "others_draw", "skip", "reveal", "take_back")
KIND_ZH = {"monster": "怪物", "equipment": "裝備", "skill": "技能", "item": "道具", "special": "特別卡"}
KIND_EN = {"monster": "monster", "equipment": "equipment card", "skill": "skill card", "item": "item card",
           "special": "special card"}


class CardDataError(WuxingError):
    """The card set's data is malformed: names the card and the field."""


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect: when ``condition`` (with ``arg``) holds, ``result`` by ``amount``."""
    condition: str
    arg: str | int | None
    result: str
    amount: int | str


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the set. Fields that a kind does not use are ``None``."""
    no: int
    kind: str
    zh: str
    en: str
    ink: int
    effects: tuple[Effect, ...]
    flavour: tuple[str, str]
    potential: tuple[str, ...] = ()
    weapon: str | None = None
    style: str | None = None
    element: str | None = None
    recovery: bool = False

    @property
    def code(self) -> str:
        """The collection number as printed: four digits, the kind first (M1)."""
        return f"{self.no:04d}"

    def name(self, lang: str = "zh") -> str:
        return self.zh if lang == "zh" else self.en


# -- loading and validation -----------------------------------------------------
def _bad(where: str, field: str, why: str, zh: str) -> CardDataError:
    return CardDataError(f"card data: {where}, field {field!r}: {why}", f"卡牌資料錯誤：{where} 的「{field}」：{zh}")


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _effect(where: str, i: int, raw: Any, c: dict) -> Effect:
    field = f"effects[{i}]"
    if not isinstance(raw, dict):
        raise _bad(where, field, "must be an object", "須為物件")
    cond = raw.get("if", "always")
    results = [k for k in raw if k != "if"]
    if len(results) != 1 or results[0] not in RESULTS:
        raise _bad(where, field, f"needs exactly one result of {', '.join(RESULTS)}", "須有且只有一個效果")
    result, amount = results[0], raw[results[0]]
    if not isinstance(cond, str):
        raise _bad(where, field + ".if", "must be text", "須為文字")
    name, _, arg_text = cond.partition(":")
    if name not in CONDITIONS or (name in ("always", "leading", "following", "alone", "weapon_match")) == bool(arg_text):
        raise _bad(where, field + ".if", f"unknown condition {cond!r}", f"不認得的條件 {cond!r}")
    arg: str | int | None = arg_text or None
    if name == "with" and arg not in SUPPORTS:
        raise _bad(where, field + ".if", f"with: takes one of {', '.join(SUPPORTS)}", "with: 須為輔助卡種")
    if name == "weapon" and arg not in WEAPONS:
        raise _bad(where, field + ".if", f"unknown weapon class {arg!r}", f"不認得的武器類別 {arg!r}")
    if name == "element" and arg not in SKILL_ELEMENTS:
        raise _bad(where, field + ".if", f"unknown element {arg!r}", f"不認得的屬性 {arg!r}")
    if name == "relation" and arg not in RELATIONS:
        raise _bad(where, field + ".if", f"unknown relation {arg!r}", f"不認得的生剋關係 {arg!r}")
    if name == "hand":
        if not (isinstance(arg, str) and arg.isdigit() and 1 <= int(arg) <= 30):
            raise _bad(where, field + ".if", "hand: takes a count 1–30", "hand: 須為 1–30 的張數")
        arg = int(arg)
    kind = c.get("kind")
    if name == "weapon_match" and not (kind == "skill" and c.get("style") == "external"):
        raise _bad(where, field + ".if", "only an external skill gains from a matching weapon (M1)",
                   "只有外功技能能配合武器（M1）")
    if name == "weapon" and kind == "skill" and c.get("style") == "internal":
        raise _bad(where, field + ".if", "an internal skill never gains from weapons (M1)", "內功技能不能依靠武器（M1）")
    if kind == "special" and name != "always":
        raise _bad(where, field + ".if", "a special card's effects are unconditional", "特別卡的效果不設條件")
    if result == "take_back":
        if amount not in KINDS:
            raise _bad(where, field + ".take_back", f"takes a kind: {', '.join(KINDS)}", "須為卡種")
    elif result == "ink":
        if not _int(amount) or not -20 <= amount <= 20 or amount == 0:
            raise _bad(where, field + ".ink", "must be a non-zero whole number from -20 to 20", "須為 -20 到 20 的非零整數")
        if kind == "special":
            raise _bad(where, field + ".ink", "a special card has no total to add to (M7)", "特別卡沒有總值可加（M7）")
    elif not _int(amount) or not 1 <= amount <= (1 if result == "skip" else 5):
        raise _bad(where, field + f".{result}", "must be a whole number from 1 to 5 (skip: 1)", "須為 1 到 5 的整數（skip 為 1）")
    return Effect(name, arg, result, amount)


def _card(raw: Any, index: int) -> Card:
    if not isinstance(raw, dict):
        raise _bad(f"card #{index + 1}", "(card)", "must be an object", "須為物件")
    no = raw.get("no")
    where = f"card {no:04d}" if _int(no) and 0 <= no <= 9999 else f"card #{index + 1}"
    if not _int(no) or not 0 < no % 1000 or not 0 <= no < 5000:
        raise _bad(where, "no", "a collection number is the kind digit 0–4 then 001–999", "收集編號須為卡種 0–4 加三位數")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise _bad(where, "kind", f"must be one of {', '.join(KINDS)}", "卡種錯誤")
    if KINDS.index(kind) != no // 1000:
        raise _bad(where, "no", f"a {kind}'s number starts with {KINDS.index(kind)} (M1)", "編號首位須為卡種（M1）")
    allowed = {"no", "kind", "zh", "en", "ink", "effects", "flavour"} | {
        "monster": {"potential"}, "equipment": {"weapon"}, "skill": {"weapon", "style", "element"},
        "item": {"recovery"}, "special": set()}[kind]
    for key in raw:
        if key not in allowed:
            raise _bad(where, key, f"not a field of a {kind}", f"{KIND_ZH[kind]}沒有這個欄位")
    for key in ("zh", "en"):
        if not isinstance(raw.get(key), str) or not 0 < len(raw[key]) <= 40:
            raise _bad(where, key, "a name of 1–40 characters", "名稱須為 1–40 字")
    if not _int(raw.get("ink")) or not -10 <= raw["ink"] <= 20:
        raise _bad(where, "ink", "a whole number from -10 to 20", "墨魂值須為 -10 到 20 的整數")
    flavour = raw.get("flavour")
    if not (isinstance(flavour, list) and len(flavour) == 2 and all(isinstance(f, str) and f for f in flavour)):
        raise _bad(where, "flavour", "two lines, zh and en", "須有中英文各一句")
    extra: dict[str, Any] = {}
    if kind == "monster":
        pot = raw.get("potential")
        if not isinstance(pot, list) or any(p not in SUPPORTS for p in pot) or len(set(pot)) != len(pot):
            raise _bad(where, "potential", f"a list of distinct kinds from {', '.join(SUPPORTS)}", "潛能須為不重複的輔助卡種")
        extra["potential"] = tuple(k for k in SUPPORTS if k in pot)
    if kind in ("equipment", "skill"):
        if raw.get("weapon") not in WEAPONS:
            raise _bad(where, "weapon", f"one of {' '.join(WEAPONS)}", "武器類別錯誤")
        extra["weapon"] = raw["weapon"]
    if kind == "skill":
        if raw.get("style") not in STYLES:
            raise _bad(where, "style", "external or internal", "須為外功或內功")
        if raw.get("element") is not None and raw["element"] not in SKILL_ELEMENTS:
            raise _bad(where, "element", f"one of {' '.join(SKILL_ELEMENTS)} or null", "屬性錯誤")
        extra["style"], extra["element"] = raw["style"], raw.get("element")
    if kind == "item":
        if not isinstance(raw.get("recovery"), bool):
            raise _bad(where, "recovery", "true or false", "須為是或否")
        extra["recovery"] = raw["recovery"]
    effects = raw.get("effects")
    if not isinstance(effects, list) or len(effects) > 4:
        raise _bad(where, "effects", "a list of at most 4 effects", "效果須為最多 4 項的清單")
    parsed = tuple(_effect(where, i, e, raw) for i, e in enumerate(effects))
    if kind == "item" and extra["recovery"] != any(e.result == "take_back" for e in parsed):
        raise _bad(where, "recovery", "a recovery item (回復品) takes a card back, and only it does",
                   "回復品才能取回卡牌，且必須取回")
    return Card(no, kind, raw["zh"], raw["en"], raw["ink"], parsed, (flavour[0], flavour[1]), **extra)


def load_cards(text: str) -> dict[int, Card]:
    """Parse and validate a card set (JSON text) into cards by number."""
    try:
        data = json.loads(text)
    except ValueError as err:
        raise CardDataError(f"card data is not JSON: {err}", "卡牌資料不是 JSON") from None
    if not isinstance(data, dict) or data.get("format") != "wuxing.ink.cards" or data.get("version") != 1:
        raise CardDataError("card data: not a wuxing.ink.cards version 1 file", "卡牌資料格式或版本錯誤")
    raw = data.get("cards")
    if not isinstance(raw, list) or not raw:
        raise CardDataError("card data: 'cards' must be a non-empty list", "卡牌資料：cards 須為清單")
    cards: dict[int, Card] = {}
    for i, entry in enumerate(raw):
        c = _card(entry, i)
        if c.no in cards:
            raise _bad(f"card {c.code}", "no", "used twice", "編號重複")
        cards[c.no] = c
    return dict(sorted(cards.items()))


@lru_cache(maxsize=1)
def the_set() -> dict[int, Card]:
    """The shipped set (``cards.json``), loaded and validated once."""
    return load_cards(resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8"))


def card(no: int) -> Card:
    """The card with collection number ``no``; ``KeyError`` if there is none."""
    return the_set()[no]


def kind_counts() -> dict[str, int]:
    counts: dict[str, int] = {}
    for c in the_set().values():
        counts[c.kind] = counts.get(c.kind, 0) + 1
    return counts


# -- card text, generated from the effects ------------------------------------------
_RELATION_TEXT = {
    "generates": ("本招屬性生上一手的屬性時", "When this play's element generates the last play's"),
    "overcomes": ("本招屬性剋上一手的屬性時", "When this play's element overcomes the last play's"),
    "same": ("本招屬性與上一手相同時", "When this play's element matches the last play's"),
    "generated": ("上一手的屬性生本招屬性時", "When the last play's element generates this play's"),
    "overcome": ("上一手的屬性剋本招屬性時", "When the last play's element overcomes this play's"),
}


def _condition_text(e: Effect, c: Card, lang: str) -> str:
    zh = lang == "zh"
    name, arg = e.condition, e.arg
    if name == "always":
        return ""
    if name == "leading":
        return "自由出牌時" if zh else "When leading"
    if name == "following":
        return "須壓過上一手時" if zh else "When beating a total"
    if name == "alone":
        return "不配輔助卡時" if zh else "Played with no support cards"
    if name == "with":
        return f"配合{KIND_ZH[str(arg)]}卡時" if zh else f"With an {arg} card" if arg in ("equipment", "item") else f"With a {arg} card"
    if name == "weapon":
        return f"配合{arg}類武器時" if zh else f"With a {WEAPON_EN[str(arg)]}"
    if name == "weapon_match":
        return f"配合{c.weapon}類武器時" if zh else f"With a {WEAPON_EN[str(c.weapon)]} of its class"
    if name == "element":
        return f"配合{arg}屬性技能時" if zh else f"With a {ELEMENT_EN[str(arg)]} skill"
    if name == "relation":
        return _RELATION_TEXT[str(arg)][0 if zh else 1]
    if name == "hand":
        return f"出牌後手上仍有 {arg} 張以上時" if zh else f"If you still hold {arg} or more cards after this play"
    raise AssertionError(name)


def _result_text(e: Effect, lang: str) -> str:
    zh = lang == "zh"
    n = e.amount
    if e.result == "ink":
        return f"墨魂值 {n:+d}" if zh else f"{n:+d} ink"
    if e.result == "draw":
        return f"你抽 {n} 張" if zh else f"you draw {n}" + (" card" if n == 1 else " cards")
    if e.result == "next_draws":
        return f"下一位玩家抽 {n} 張" if zh else f"the next player draws {n}" + (" card" if n == 1 else " cards")
    if e.result == "others_draw":
        return f"其他玩家各抽 {n} 張" if zh else f"every other player draws {n}" + (" card" if n == 1 else " cards")
    if e.result == "skip":
        return "下一位玩家跳過一回合" if zh else "the next player misses a turn"
    if e.result == "reveal":
        return f"下一位玩家隨機亮出 {n} 張手牌" if zh else f"the next player shows {n} random " + ("card" if n == 1 else "cards") + " from hand"
    if e.result == "take_back":
        kind = str(n)
        return (f"從戰場取回墨魂值最高的一張{KIND_ZH[kind]}" + ("" if kind == "special" else "卡") if zh
                else f"take back the highest-ink {KIND_EN[kind]} from the battlefield")
    raise AssertionError(e.result)


def card_text(c: Card, lang: str = "zh") -> str:
    """The card's rules text, generated from its effects (issue #15.2); effects
    under one condition share a sentence."""
    lines = []
    effects = list(c.effects)
    while effects:
        first = effects.pop(0)
        same = [first] + [e for e in effects if (e.condition, e.arg) == (first.condition, first.arg)]
        effects = [e for e in effects if (e.condition, e.arg) != (first.condition, first.arg)]
        cond = _condition_text(first, c, lang)
        results = [_result_text(e, lang) for e in same]
        if lang == "zh":
            lines.append(f"{cond}，{'，'.join(results)}。" if cond else f"{'，'.join(results)}。")
        else:
            joined = ", ".join(results[:-1]) + (" and " if len(results) > 1 else "") + results[-1]
            lines.append(f"{cond}: {joined}." if cond else f"{joined[0].upper()}{joined[1:]}.")
    if c.kind == "special":
        reset = ("無視上一手，戰場墨魂值歸零，下一位玩家自由出牌。" if lang == "zh"
                 else "Ignores the last play: the total goes back to zero and the next player leads.")
        lines.insert(0, reset)
    return "".join(lines) if lang == "zh" else " ".join(lines)


def card_facts(c: Card, lang: str = "zh") -> str:
    """The card's kind line: kind, potential, weapon class, style and element."""
    zh = lang == "zh"
    if c.kind == "monster":
        pot = ("、".join(KIND_ZH[k] for k in c.potential) or "無") if zh else (", ".join(c.potential) or "none")
        return f"怪物　潛能：{pot}" if zh else f"Monster · may take: {pot}"
    if c.kind == "equipment":
        return f"裝備　{c.weapon}類" if zh else f"Equipment · {WEAPON_EN[str(c.weapon)]}"
    if c.kind == "skill":
        style = ("外功" if c.style == "external" else "內功") if zh else c.style
        element = c.element or ("無屬性" if zh else "no element")
        if zh:
            return f"技能　{c.weapon}系　{style}　{element}"
        return f"Skill · {WEAPON_EN[str(c.weapon)]} · {style} · {ELEMENT_EN.get(str(element), element)}"
    if c.kind == "item":
        return ("道具" + ("　回復品" if c.recovery else "")) if zh else ("Item" + (" · recovery" if c.recovery else ""))
    return "特別卡" if zh else "Special card"
