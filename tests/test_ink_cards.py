"""墨香's card set as data (M1, M2; issue #15.1): what the set covers, and a
bad field refused with an error naming the card and the field."""
import json
from importlib import resources

import pytest

from wuxing_core.ink import CardDataError, card, card_facts, card_text, load_cards, the_set
from wuxing_core.ink.cards import ALL_FIVE, CONDITIONS, RESULTS, SUPPORTS, WEAPONS

SHIPPED = resources.files("wuxing_core.ink").joinpath("cards.json").read_text(encoding="utf-8")


def test_the_set_covers_every_kind_class_element_and_style():
    cards = list(the_set().values())
    assert 80 <= len(cards) <= 100
    kinds = {c.kind for c in cards}
    assert kinds == {"monster", "equipment", "skill", "item", "special"}
    assert sum(c.kind == "special" for c in cards) >= 6
    assert {c.weapon for c in cards if c.kind == "equipment"} == set(WEAPONS)
    assert {c.weapon for c in cards if c.kind == "skill"} == set(WEAPONS)
    assert {c.element for c in cards if c.kind == "skill"} >= set("金木水火土") | {ALL_FIVE}
    assert {c.style for c in cards if c.kind == "skill"} == {"external", "internal"}
    assert any(c.recovery for c in cards) and any(c.kind == "item" and not c.recovery for c in cards)
    assert any(c.ink < 0 for c in cards)                                      # M1: some negative
    assert {k for c in cards if c.kind == "monster" for k in c.potential} == set(SUPPORTS)
    # Every condition and every result of the vocabulary is used by some card.
    used = {(e.condition, e.result) for c in cards for e in c.effects}
    assert {cond for cond, _ in used} == set(CONDITIONS)
    assert {res for _, res in used} == set(RESULTS)


def test_collection_numbers_name_the_kind():
    for no, c in the_set().items():
        assert c.code == f"{no:04d}" and len(c.code) == 4
        assert ("monster", "equipment", "skill", "item", "special")[no // 1000] == c.kind


def test_every_card_has_text_in_both_languages_from_its_effects():
    for c in the_set().values():
        for lang in ("zh", "en"):
            text = card_text(c, lang)
            assert bool(text) == bool(c.effects or c.kind == "special"), c.code
            assert card_facts(c, lang)
            assert c.name(lang) and c.flavour[0 if lang == "zh" else 1]
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in card_text(c, "en").replace(c.weapon or "", "")), c.code


def test_text_follows_the_data():
    """The text is generated: change the data and the text changes with it."""
    data = json.loads(SHIPPED)
    entry = next(e for e in data["cards"] if e["no"] == 8)        # 鐵爪鷹: with a bow, +2
    assert card_text(card(8), "en") == "With a bow: +2 ink."
    entry["effects"] = [{"if": "weapon:槍", "ink": 4}, {"next_draws": 1}]
    changed = load_cards(json.dumps(data))[8]
    assert card_text(changed, "en") == "With a spear: +4 ink. The next player draws 1 card."
    assert card_text(changed, "zh") == "配合槍類武器時，墨魂值 +4。下一位玩家抽 1 張。"


def with_card(which: int, **changes):
    data = json.loads(SHIPPED)
    entry = next(e for e in data["cards"] if e["no"] == which)
    for key, value in changes.items():
        if value is None:
            entry.pop(key, None)
        else:
            entry[key] = value
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("no,changes,field", [
    (8, {"ink": "five"}, "ink"),
    (8, {"ink": 99}, "ink"),
    (8, {"zh": ""}, "zh"),
    (8, {"potential": ["weapon"]}, "potential"),
    (8, {"potential": ["skill", "skill"]}, "potential"),
    (8, {"weapon": "劍"}, "weapon"),                              # not a field of a monster
    (1001, {"weapon": "鞭"}, "weapon"),
    (2001, {"style": "both"}, "style"),
    (2001, {"element": "風"}, "element"),
    (2011, {"effects": [{"if": "weapon_match", "ink": 2}]}, "effects[0].if"),   # M1: internal
    (2011, {"effects": [{"if": "weapon:拳", "ink": 2}]}, "effects[0].if"),      # M1: internal
    (8, {"effects": [{"if": "weapon_match", "ink": 2}]}, "effects[0].if"),      # not a skill
    (8, {"effects": [{"if": "phase_of_moon", "ink": 2}]}, "effects[0].if"),
    (8, {"effects": [{"if": "hand:0", "ink": 2}]}, "effects[0].if"),
    (8, {"effects": [{"if": "relation:loves", "ink": 2}]}, "effects[0].if"),
    (8, {"effects": [{"ink": 2, "draw": 1}]}, "effects[0]"),
    (8, {"effects": [{"teleport": 1}]}, "effects[0]"),
    (8, {"effects": [{"draw": 9}]}, "effects[0].draw"),
    (8, {"effects": [{"take_back": "dragon"}]}, "effects[0].take_back"),
    (4001, {"effects": [{"if": "leading", "draw": 1}]}, "effects[0].if"),       # specials: unconditional
    (4001, {"effects": [{"ink": 2}]}, "effects[0].ink"),
    (3004, {"recovery": True}, "recovery"),                                     # recovers nothing
    (3001, {"recovery": None}, "recovery"),
    (3001, {"flavour": ["只有一句"]}, "flavour"),
])
def test_a_bad_field_is_named(no, changes, field):
    with pytest.raises(CardDataError) as err:
        load_cards(with_card(no, **changes))
    assert f"card {no:04d}" in str(err.value) and repr(field) in str(err.value), str(err.value)
    assert err.value.zh.startswith("卡牌資料錯誤")


def test_bad_numbers_and_files():
    with pytest.raises(CardDataError, match="used twice"):
        data = json.loads(SHIPPED)
        data["cards"].append(dict(data["cards"][0]))
        load_cards(json.dumps(data))
    with pytest.raises(CardDataError, match="starts with 1"):
        load_cards(with_card(1001, no=2999))
    with pytest.raises(CardDataError, match="kind digit"):
        load_cards(with_card(1001, no=1000))
    for text in ("", "[]", '{"format": "wuxing.ink.cards", "version": 2, "cards": []}',
                 '{"format": "wuxing.ink.cards", "version": 1, "cards": []}'):
        with pytest.raises(CardDataError):
            load_cards(text)
