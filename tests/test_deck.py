"""The deck designer's engine (issue #18.1): the deck rule of RULES.md §4
(rulings DK1–DK5), the seeded generator, "fix the sums" and the deck file."""
from __future__ import annotations

import itertools
import json
import random

import pytest

from wuxing_core import Element, InvalidSaveError, WuxingError
from wuxing_core.deck.check import plan_fix
from wuxing_core.deck import (DECK_FORMAT, DECK_VERSION, Deck, DeckCard, apply, fix_sums, from_json,
                              random_deck, to_json, validate)
from wuxing_core.deck.cards import MAX_NAME

from conftest import IN_PYODIDE


def rules(deck: Deck) -> list[str]:
    return [v.rule for v in validate(deck)]


# -- the deck rule (DK1–DK3) ------------------------------------------------------------
def test_a_random_deck_breaks_no_rule():
    assert validate(random_deck(0)) == []


@pytest.mark.parametrize("count", [24, 26])
def test_dk1_twenty_five_cards(count):
    deck = random_deck(4)
    cards = deck.cards[:count] if count < 25 else deck.cards + (DeckCard("木", "", 4, 4),)
    found = validate(Deck(cards))
    assert found[0].rule == "size"
    assert f"has {count}" in found[0].text("en") and f"有 {count} 張" in found[0].text("zh")
    assert ("1 too few" if count == 24 else "1 too many") in found[0].text("en")


def test_dk1_five_of_each_element_names_both_elements():
    deck = random_deck(9).with_card(0, element=Element.FIRE)   # a 木 becomes a 火: 4 木, 6 火
    found = [v for v in validate(deck) if v.rule == "element"]
    assert {(v.element, v.text("en").split("this one has ")[1][:1]) for v in found} == {(Element.WOOD, "4"), (Element.FIRE, "6")}
    assert any("木屬性要剛好 5 張，現在有 4 張（少 1 張）" in v.zh for v in found)


@pytest.mark.parametrize("value,word", [(0, "not 0."), (9, "not 9."), (99, "not 99."), (None, "empty")])
def test_dk2_numbers_are_whole_numbers_from_1_to_8(value, word):
    deck = random_deck(2).with_card(7, right=value)
    found = [v for v in validate(deck) if v.rule == "number"]
    assert [(v.card, v.side) for v in found] == [(7, "right")]
    assert found[0].text("en").startswith(f"Card 8 ({deck.cards[7].name}): the lower-right number")
    assert word in found[0].text("en")
    assert "第 8 張" in found[0].text("zh") and "右下" in found[0].text("zh")


def test_dk2_card_without_a_name_is_named_by_its_element():
    deck = random_deck(2).with_card(0, name="", left=0)
    assert validate(deck)[0].text("en").startswith("Card 1 (Wood)")
    assert validate(deck)[0].text("zh").startswith("第 1 張（木）")


@pytest.mark.parametrize("delta", [-3, 1, 5])
def test_dk3_each_column_sums_to_100_saying_by_how_much(delta):
    deck = random_deck(11)
    card = next(i for i, c in enumerate(deck.cards) if 1 <= c.left + delta <= 8)
    deck = deck.with_card(card, left=deck.cards[card].left + delta)
    found = validate(deck)
    assert [(v.rule, v.side) for v in found] == [("sum", "left")]
    word = "over" if delta > 0 else "short of"
    assert found[0].text("en") == f"The lower-left numbers add up to {100 + delta}: {abs(delta)} {word} 100."
    assert found[0].text("zh") == f"左下數字總和是 {100 + delta}，比 100 {'多' if delta > 0 else '少'} {abs(delta)}。"


def test_every_violation_at_once_in_a_players_order():
    deck = random_deck(5)
    cards = list(deck.cards[:24])
    cards[0] = cards[0].with_(element=Element.WATER, left=9)
    cards[3] = cards[3].with_(right=None)
    found = validate(Deck(tuple(cards)))     # the last card (a 水) gone, a 木 made 水: 木 short
    assert [v.rule for v in found] == ["size", "element", "number", "number", "sum", "sum"]
    assert found[1].element == Element.WOOD
    assert [(v.card, v.side) for v in found if v.rule == "number"] == [(0, "left"), (3, "right")]
    for v in found:   # a player's words: no rule ids, notation or code names
        assert "DK" not in v.text("en") and "None" not in v.text("en") and "_" not in v.text("en")


# -- cards and decks refuse what no deck can hold ----------------------------------------
@pytest.mark.parametrize("fields", [
    {"element": "X"}, {"element": 3}, {"left": 4.0}, {"left": "4"}, {"left": True}, {"right": 100},
    {"right": -1}, {"left": 10 ** 30}, {"name": "x" * (MAX_NAME + 1)}, {"name": "a\nb"}, {"name": 5},
    {"image": "../etc"}, {"image": ""}, {"image": 7},
])
def test_a_card_refuses_impossible_fields(fields):
    base = {"element": "木", "name": "青龍", "left": 4, "right": 4, "image": None}
    with pytest.raises(WuxingError) as err:
        DeckCard(**{**base, **fields})
    assert err.value.zh != err.value.message   # said in both languages


def test_a_deck_gives_the_cards_of_an_element_in_order():
    deck = random_deck(3)
    assert [c.name for c in deck.of("火")] == [c.name for c in deck.cards[5:10]]
    assert all(len(deck.of(e)) == 5 for e in Element)


# -- the generator --------------------------------------------------------------------
def test_generator_is_valid_for_1000_seeds():
    for seed in range(1000):
        assert validate(random_deck(seed)) == [], seed


def test_generator_is_seeded():
    assert random_deck(42) == random_deck(42)
    assert random_deck(42) != random_deck(43)
    assert [c.left for c in random_deck(42, "en").cards] == [c.left for c in random_deck(42).cards]
    assert len({tuple(c.left for c in random_deck(s).cards) for s in range(50)}) == 50


def test_generator_numbers_vary():
    values = {c.left for s in range(50) for c in random_deck(s).cards}
    assert values == set(range(1, 9))


# -- fix the sums ------------------------------------------------------------------------
def fewest_cards(deck: Deck) -> int:
    """Brute force: the fewest cards whose numbers must change (in either
    column) so both columns sum to 100 with every number from 1 to 8."""
    columns = [[c.number(side) for c in deck.cards] for side in ("left", "right")]
    n = len(deck.cards)
    must = {i for col in columns for i, v in enumerate(col) if v is None or not 1 <= v <= 8}
    others = [i for i in range(n) if i not in must]
    for k in range(len(others) + 1):
        for extra in itertools.combinations(others, k):
            moved = must | set(extra)
            if all(len(moved) <= 100 - sum(col[i] for i in range(n) if i not in moved) <= 8 * len(moved)
                   for col in columns):
                return len(moved)
    raise AssertionError("no way to 100")


def least_fix(columns: list[list[int | None]], total: int) -> tuple[int, int]:
    """Brute force over every assignment: (fewest changed cards, then least
    movement in all; an empty number moves for free)."""
    n = len(columns[0])
    per_column = []
    for col in columns:
        best: dict[frozenset, int] = {}
        for values in itertools.product(range(1, 9), repeat=n):
            if sum(values) == total:
                changed = frozenset(i for i in range(n) if values[i] != col[i])
                move = sum(abs(values[i] - col[i]) for i in changed if col[i] is not None)
                best[changed] = min(best.get(changed, move), move)
        per_column.append(best)
    return min((len(a | b), ma + mb) for a, ma in per_column[0].items() for b, mb in per_column[1].items())


def broken_deck(rng: random.Random, n: int = 25) -> Deck:
    pick = lambda: rng.choice([None, 0, 9, 12] + list(range(1, 9)) * 6)
    return Deck(tuple(DeckCard(Element(i % 5), "", pick(), pick()) for i in range(n)))


def test_fix_sums_leaves_no_number_or_sum_violation_and_changes_the_fewest_cards():
    rng = random.Random(18)
    for _ in range(300 if not IN_PYODIDE else 60):
        deck = broken_deck(rng)
        changes = fix_sums(deck)
        fixed = apply(deck, changes)
        assert [v for v in validate(fixed) if v.rule in ("number", "sum")] == []
        for side in ("left", "right"):
            changed = [c for c in changes if c.side == side]
            assert len({c.card for c in changed}) == len(changed)
            assert all(c.old == deck.cards[c.card].number(side) != c.new for c in changed)
        assert len({c.card for c in changes}) == fewest_cards(deck)     # DK3, across both columns


def test_fix_sums_brute_force_on_small_decks():
    """Exhaustive over every subset: 13 cards (the fewest that can reach 100)."""
    rng = random.Random(7)
    for _ in range(60):
        deck = broken_deck(rng, 13)
        changes = fix_sums(deck)
        assert len({c.card for c in changes}) == fewest_cards(deck)
        assert [v.rule for v in validate(apply(deck, changes)) if v.rule in ("number", "sum")] == []


def test_plan_fix_is_the_fewest_cards_then_the_least_move_by_brute_force():
    """Issue #39.5: every assignment of 2–4 cards (some 5) in two columns."""
    rng = random.Random(39)
    pick = lambda: rng.choice([None, 0, 9, 12] + list(range(1, 9)) * 2)
    for trial in range(150 if not IN_PYODIDE else 30):
        n = 5 if trial % 25 == 0 else rng.randint(2, 4)
        columns = [[pick() for _ in range(n)] for _ in range(2)]
        total = rng.randint(n, 8 * n)
        new = plan_fix(columns, total)
        assert all(sum(col) == total and all(1 <= v <= 8 for v in col) for col in new)
        changed = {i for col, was in zip(new, columns) for i in range(n) if col[i] != was[i]}
        move = sum(abs(v - w) for col, was in zip(new, columns) for v, w in zip(col, was) if w is not None)
        assert (len(changed), move) == least_fix(columns, total), (columns, total, new)


def test_fix_sums_moves_a_wrong_number_to_the_nearest_right_one():
    """Issue #39.5's case: 9 and 0 become 8 and 1, not 5 and 4."""
    deck = random_deck(1)
    assert deck.cards[0].left + deck.cards[2].left == 9
    deck = deck.with_card(0, left=9).with_card(2, left=0)
    assert [(c.card, c.old, c.new) for c in fix_sums(deck)] == [(0, 9, 8), (2, 0, 1)]


def test_fix_sums_spreads_the_change_over_the_fewest_cards():
    deck = random_deck(6)
    raised = [i for i, c in enumerate(deck.cards) if c.left <= 7][:20]
    for i in raised:   # twenty cards one up each: 20 over, more than any one card can give back
        deck = deck.with_card(i, left=deck.cards[i].left + 1)
    changes = fix_sums(deck)
    moves = [c.old - c.new for c in changes]
    assert sum(moves) == 20 and len(moves) == fewest_cards(deck) > 1
    assert max(moves) - min(moves) <= 1


def test_fix_sums_changes_nothing_on_a_valid_deck():
    assert fix_sums(random_deck(12)) == []


def test_fix_sums_refuses_a_deck_too_small_to_reach_100():
    with pytest.raises(WuxingError) as err:
        fix_sums(Deck(tuple(DeckCard("木", "", 8, 8) for _ in range(12))))
    assert "25 cards" in err.value.message and "25 張" in err.value.zh


# -- the deck file (DK5) -----------------------------------------------------------------
def test_round_trip_for_many_decks():
    rng = random.Random(3)
    for seed in range(200):
        deck = random_deck(seed, "en" if seed % 2 else "zh")
        assert from_json(to_json(deck)) == deck
    for _ in range(50):   # a deck in progress travels as it is
        deck = broken_deck(rng).with_card(3, image="img-1_x", name="名字")
        assert from_json(to_json(deck)) == deck


def test_the_file_names_its_format_and_version():
    data = json.loads(to_json(random_deck(1)))
    assert (data["format"], data["version"], len(data["cards"])) == (DECK_FORMAT, DECK_VERSION, 25)


def edited(**changes) -> str:
    data = json.loads(to_json(random_deck(1)))
    for key, value in changes.items():
        if key.startswith("card_"):
            field = key[5:]
            if value is KeyError:
                del data["cards"][0][field]
            else:
                data["cards"][0][field] = value
        elif value is KeyError:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("text,why", [
    ("", "not JSON"), ("{", "not JSON"), (None, "not JSON"), (b"{}", "not JSON"), ("x" * 30_000, "not JSON"),
    (nested(10_000), "not JSON"), ('{"format": "wuxing-deck", "version": 1, "name": "", "cards": ' + nested(50) + "}", "not JSON"),
    ("[]", "not a 五行術 deck"), ('{"format": "wuxing-tower"}', "not a 五行術 deck"),
    (edited(version=2), "version 2 is not 1"), (edited(version="1"), "version '1' is not 1"),
    (edited(extra=1), "unexpected or missing fields"), (edited(name=KeyError), "unexpected or missing fields"),
    (edited(cards={}), "holds 25 cards"), (edited(cards=[]), "holds 25 cards, this one 0"),
    (edited(card_left="4"), "card 1"), (edited(card_left=4.5), "card 1"), (edited(card_left=True), "card 1"),
    (edited(card_left=10 ** 40), "card 1"), (edited(card_right=100), "card 1"), (edited(card_element="火火"), "card 1"),
    (edited(card_name=None), "card 1"), (edited(card_name="龍" * 21), "card 1"), (edited(card_image="a/b"), "card 1"),
    (edited(card_image=KeyError), "card 1 is not a card"), (edited(card_extra=True), "card 1 is not a card"),
    (edited(name=["x"]), "must be text"), (edited(name="x" * 41), "longer than 40"),
])
def test_a_bad_file_is_refused_with_the_reason(text, why):
    with pytest.raises(InvalidSaveError) as err:
        from_json(text)
    assert why in err.value.message
    assert err.value.zh.startswith("不是可讀的牌組檔")
    assert not any(word in err.value.zh for word in ("must", "card", "number", "text", "longer"))   # Chinese, not English


@pytest.mark.parametrize("count", [24, 26])
def test_a_file_of_24_or_26_cards_is_refused(count):
    data = json.loads(to_json(random_deck(1)))
    data["cards"] = (data["cards"] * 2)[:count]
    with pytest.raises(InvalidSaveError, match=f"this one {count}"):
        from_json(json.dumps(data))
