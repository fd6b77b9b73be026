"""墨香 effects (issue #15.2): every primitive with numbers worked by hand,
then every card of the set played in many positions, its total checked
against a separate reading of the effect table and its other effects
against what happened."""
import random

import pytest

from wuxing_core.ink import Ink, the_set
from wuxing_core.ink.events import DrewCount, Revealed, Skipped, TookBack
from wuxing_core.ink.scoring import related
from ink_tables import filler, position

ELEMENTS = "木火土金水"


def total_of(g: Ink, text: str) -> int:
    t = g.preview(text)
    g.play(text)
    assert g.field()[-1][2] == t          # what was shown is what the rules applied
    return t


# -- each primitive, worked by hand ---------------------------------------------------
def test_ink_values_add_and_negative_values_subtract():
    # 0011 潮聲蟹 6 + 3004 墨錠 2; 0032 殘卷書生 -2 alone
    assert total_of(position([[11, 3004] + filler(5, [11, 3004]), filler(5)]), "play 0011+3004") == 8
    assert total_of(position([[32] + filler(5, [32]), filler(5)]), "play 0032") == -2


def test_leading_and_following():
    # 0001 墨蛙 1, +2 when leading; 0035 紙人 1, +2 when following
    assert total_of(position([[1, 35] + filler(5), filler(5)]), "play 0001") == 3
    assert total_of(position([[1, 35] + filler(5), filler(5)], leading=False, to_beat=-5), "play 0001") == 1
    assert total_of(position([[1, 35] + filler(5), filler(5)]), "play 0035") == 1
    assert total_of(position([[1, 35] + filler(5), filler(5)], leading=False, to_beat=-5), "play 0035") == 3


def test_alone_and_with_kind():
    # 0002 紙鳶妖 2, +2 alone; 0006 石龜 4, +1 with an item (3004 墨錠 2)
    hand = [2, 6, 1001, 3004] + filler(4, [1001, 3004])
    assert total_of(position([hand, filler(5)]), "play 0002") == 4
    assert total_of(position([hand, filler(5)]), "play 0002+1001") == 3
    assert total_of(position([hand, filler(5)]), "play 0006+3004") == 7
    assert total_of(position([hand, filler(5)]), "play 0006+1001") == 5


def test_weapon_class_and_weapon_match():
    # 0020 白猿 9, +2 with a sword; 2001 流雲劍法 2, +3 with a sword (external)
    hand = [20, 1001, 1004, 2001] + filler(4, [1001, 1004, 2001])
    assert total_of(position([hand, filler(5)]), "play 0020+1001") == 12        # 9+1+2
    assert total_of(position([hand, filler(5)]), "play 0020+1004") == 10        # a blade: no bonus
    assert total_of(position([hand, filler(5)]), "play 0020+1001+2001") == 17   # 9+1+2 +2+3
    assert total_of(position([hand, filler(5)]), "play 0020+1004+2001") == 13   # 9+1+2+1(柴刀 with a skill)


def test_internal_skills_never_gain_from_weapons():
    # 2011 龜息功 (internal, 拳) with 1007 鐵拳套 (拳): only the ink values
    hand = [10, 1007, 2011] + filler(5, [1007, 2011])
    assert total_of(position([hand, filler(5)]), "play 0010+1007+2011") == 5 + 2 + 2 + 2   # 醉猴's own fist bonus


def test_element_counts_all_five_as_every_element():
    # 0005 燈籠鬼 3, +3 with a 火 skill; 2002 烈焰刀訣 is 火, 2012 五氣朝元 is 五合, 2001 is 水
    hand = [5, 2001, 2002, 2012] + filler(4, [2001, 2002, 2012])
    assert total_of(position([hand, filler(5)]), "play 0005+2002") == 3 + 2 + 3
    assert total_of(position([hand, filler(5)]), "play 0005+2012") == 3 + 1 + 3
    assert total_of(position([hand, filler(5)]), "play 0005+2001") == 3 + 2


@pytest.mark.parametrize("mine,last,relation,holds", [
    ("木", "火", "generates", True), ("火", "木", "generated", True), ("水", "火", "overcomes", True),
    ("火", "水", "overcome", True), ("金", "金", "same", True), ("木", "土", "generates", False),
    ("五合", "土", "overcome", True), ("土", "五合", "generates", True), (None, "土", "same", False),
    ("土", None, "same", False),
])
def test_relations(mine, last, relation, holds):
    assert related(mine, last, relation) is holds


def test_relation_bonus_in_play():
    # 0007 霧狐 4, +3 when the play's element overcomes the last play's; 2001 is 水, 水剋火
    hand = [7, 2001] + filler(6, [2001])
    assert total_of(position([hand, filler(5)], leading=False, to_beat=0, last_element="火"), "play 0007+2001") == 9
    assert total_of(position([hand, filler(5)], leading=False, to_beat=0, last_element="木"), "play 0007+2001") == 6
    assert total_of(position([hand, filler(5)], leading=False, to_beat=0, last_element=None), "play 0007+2001") == 6


def test_hand_count_condition():
    # 0031 影子 -1, +5 while 6 or more cards stay in hand after the play
    assert total_of(position([[31] + filler(6, [31]), filler(5)]), "play 0031") == 4
    assert total_of(position([[31] + filler(5, [31]), filler(5)]), "play 0031") == -1


def test_draw_next_draws_others_draw():
    deck = [3004, 1001, 1002, 1004, 1005, 1007]      # top last
    g = position([[29] + filler(4, deck + [29]), [9, 10], [11, 12]], deck)
    g.play("play 0029")                              # 墨龍: you draw 1
    assert g.hand_sizes() == [5, 2, 2] and 1007 in g.hand(0)
    g = position([[4003] + filler(4, deck + [4003]), [9, 10], [11, 12]], deck)
    g.play("special 4003")                           # 天雷: every other player draws 1
    assert g.hand_sizes() == [4, 3, 3]
    g = position([[3009, 21] + filler(3, deck), [9, 10], [11, 12]], deck)
    g.play("play 0021+3009")                         # 鐵蒺藜: the next player draws 2
    assert g.hand_sizes() == [3, 4, 2] and g.to_beat() == 9 - 2 + 1


def test_skip_reveal_take_back():
    g = position([[3005, 21] + filler(3), [9, 10], [11, 12]])
    g.play("play 0021+3005")                         # 迷魂煙: seat 1 misses its turn
    assert g.current_player() == 2 and any(isinstance(e, Skipped) and e.player == 1 for e in g.events)
    g = position([[3006, 21] + filler(3), [9, 10, 13, 14], [11, 12]])
    g.play("play 0021+3006")                         # 照妖鏡: 3 of seat 1's cards shown to all
    shown = [e for e in g.events if isinstance(e, Revealed)]
    assert len(shown) == 1 and shown[0].player == 1 and len(shown[0].cards) == 3
    assert set(shown[0].cards) <= {9, 10, 13, 14} and g.view(2)["shown"][1] == sorted(shown[0].cards)
    field = [(1, (26,), 11), (2, (27, 2004), 14), (1, (8,), 5)]
    g = position([[3001, 6] + filler(3, [26, 27, 2004, 8]), [9, 10], [11, 12]], field=field,
                 leading=False, to_beat=4, last_player=2)
    g.play("play 0006+3001")                         # 回春丹: the highest-ink monster comes back
    assert 27 in g.hand(0) and any(isinstance(e, TookBack) and e.card == 27 for e in g.events)
    assert g.view(1)["shown"][0] == [27]            # everyone saw it taken


def test_effects_add_up():
    """所有特殊能力會全部累積計算: every bonus of every card in the play."""
    # 0020 白猿 9 (+2 sword) + 1003 斷水劍 2 (+2 with a 水 skill) + 2001 流雲劍法 2 (+3 sword)
    hand = [20, 1003, 2001] + filler(5, [1003, 2001])
    assert total_of(position([hand, filler(5)]), "play 0020+1003+2001") == 9 + 2 + 2 + 2 + 2 + 3


# -- every card, in many positions --------------------------------------------------------
def oracle_holds(owner, effect, cards, leading, last, hand_after) -> bool:
    """A separate reading of the condition table in cards.py's docstring."""
    skill = [c for c in cards if c.kind == "skill"]
    element = skill[0].element if skill else None
    weapons = {c.weapon for c in cards if c.kind == "equipment"}
    cond, arg = effect.condition, effect.arg
    table = {
        "always": lambda: True,
        "leading": lambda: leading,
        "following": lambda: not leading,
        "alone": lambda: len(cards) == 1,
        "with": lambda: arg in {c.kind for c in cards},
        "weapon": lambda: arg in weapons,
        "weapon_match": lambda: owner.style == "external" and owner.weapon in weapons,
        "element": lambda: element in (arg, "五合"),
        "hand": lambda: hand_after >= arg,
    }
    if cond == "relation":
        if element is None or last is None:
            return False
        if "五合" in (element, last):
            return True
        a, b = ELEMENTS.index(element), ELEMENTS.index(last)
        step = {"generates": (b - a) % 5 == 1, "overcomes": (b - a) % 5 == 2, "same": a == b,
                "generated": (a - b) % 5 == 1, "overcome": (a - b) % 5 == 2}
        return step[arg]
    return table[cond]()


def random_play(rng, c):
    """A play that holds card ``c``: a monster and, by its potential, some supports."""
    cards = the_set()
    by_kind = {}
    for no, x in cards.items():
        by_kind.setdefault(x.kind, []).append(no)
    if c.kind == "monster":
        monster = c
    else:
        monster = cards[rng.choice([m for m in by_kind["monster"] if c.kind in cards[m].potential])]
    chosen = [monster.no] + ([c.no] if c.kind != "monster" else [])
    for kind in monster.potential:
        if kind != c.kind and rng.random() < 0.6:
            chosen.append(rng.choice(by_kind[kind]))
    return sorted(chosen)


@pytest.mark.parametrize("no", sorted(the_set()))
def test_every_card(no):
    cards = the_set()
    c = cards[no]
    rng = random.Random(no)
    seen_true, seen_false = set(), set()
    for trial in range(80):
        leading = rng.random() < 0.4
        last = None if leading else rng.choice([None, *ELEMENTS, "五合"])
        deck = [n for n in (3004, 1001, 1002, 1005, 1007, 1009, 1012) if n != no][:5]
        if c.kind == "special":
            play, text = [no], f"special {no:04d}"
        else:
            play = random_play(rng, c)
            text = "play " + "+".join(f"{n:04d}" for n in play)
        extra = filler(rng.randrange(1, 8), play + deck)
        field = [(1, (26,), 11), (1, (8, 2004), 7)] if not set(play) & {26, 8, 2004} else []
        g = position([play + extra, [9, 10, 13, 14][:4], [11, 12, 15]], deck, leading=leading,
                     to_beat=-99, last_element=last, last_player=1 if not leading else None, field=field,
                     rng_seed=trial)
        hand_after = len(extra)
        objs = [cards[n] for n in play]
        expected = 0 if c.kind == "special" else sum(x.ink for x in objs)
        for owner in objs:
            for e in owner.effects:
                ok = oracle_holds(owner, e, objs, leading, last, hand_after)
                if owner is c:
                    (seen_true if ok else seen_false).add(owner.effects.index(e))
                if ok and e.result == "ink":
                    expected += e.amount
        assert g.preview(text) == expected, (text, leading, last)
        before = g.hand_sizes()
        g.play(text)
        assert g.field()[-1][2] == expected
        # The card's own non-ink effects happened (or could not, as stated).
        events = g.events
        for i, e in enumerate(c.effects):
            if e.result == "ink" or not oracle_holds(c, e, objs, leading, last, hand_after):
                continue
            if e.result == "draw":
                assert any(isinstance(v, DrewCount) and v.player == 0 for v in events)
            elif e.result == "next_draws":
                assert any(isinstance(v, DrewCount) and v.player == 1 and v.count == e.amount for v in events)
            elif e.result == "others_draw":
                assert all(any(isinstance(v, DrewCount) and v.player == p for v in events) for p in (1, 2))
            elif e.result == "skip":
                assert any(isinstance(v, Skipped) and v.player == 1 for v in events)
            elif e.result == "reveal":
                r = [v for v in events if isinstance(v, Revealed)]
                assert r and r[0].player == 1 and len(r[0].cards) >= min(e.amount, 1)
            elif e.result == "take_back":
                took = [v for v in events if isinstance(v, TookBack)]
                pool = [n for _, cs, _ in field for n in cs if cards[n].kind == e.amount]
                if pool:
                    best = max(pool, key=lambda n: (cards[n].ink, -n))
                    assert took and took[0].card == best and best in g.hand(0)
                else:
                    assert not took
        assert sum(g.hand_sizes()) >= sum(before) - len(play)
    # Each of the card's conditions was met in some position, and missed in another where it can be.
    assert seen_true == set(range(len(c.effects))), (no, seen_true)
    for i, e in enumerate(c.effects):
        if e.condition not in ("always",):
            assert i in seen_false, (no, i)
