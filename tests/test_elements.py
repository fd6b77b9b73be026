"""RULES.md §0 and T1: the two cycles and who may sit on whom."""
import pytest

from wuxing_core import CHARS, Element, generates, overcomes
from wuxing_core.tower import may_sit


def test_generation_cycle():
    # 木→火→土→金→水→木
    for a, b in zip("木火土金水", "火土金水木"):
        assert generates(Element(a), Element(b))
        assert not generates(Element(b), Element(a))


def test_overcoming_cycle():
    # 木→土→水→火→金→木
    for a, b in zip("木土水火金", "土水火金木"):
        assert overcomes(Element(a), Element(b))
        assert not overcomes(Element(b), Element(a))


def test_each_ordered_pair_is_exactly_one_relation_or_same():
    for a in Element:
        for b in Element:
            relations = [generates(a, b), generates(b, a), overcomes(a, b), overcomes(b, a)]
            assert sum(relations) == (0 if a == b else 1)


@pytest.mark.parametrize("x,y", [("木", "土"), ("金", "木"), ("火", "金"), ("水", "火"),
                                 ("土", "火"), ("水", "金"), ("火", "木")])
def test_T1_seed_examples_may_sit(x, y):
    assert may_sit(Element(x), Element(y))


def test_T1_exhaustive_against_its_two_clauses():
    for x in Element:
        for y in Element:
            assert may_sit(x, y) == (overcomes(x, y) or generates(y, x)), (x, y)


def test_element_text_forms():
    assert [str(e) for e in Element] == list(CHARS)
    assert Element.from_char("水") is Element.WATER
    with pytest.raises(ValueError, match="'x'"):
        Element.from_char("x")
