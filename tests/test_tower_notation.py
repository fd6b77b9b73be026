"""Position and action notation, both ways (issue #3)."""
import pytest

from wuxing_core.errors import InvalidPositionError
from wuxing_core.tower import Tower
from wuxing_core.tower.actions import Move, Split, Stack, Swap, Transform, parse_action

EXAMPLE = ". . . ./. 木 火土 ./. . . . | 木土"


def test_issue_example_round_trips():
    t = Tower.from_text(EXAMPLE)
    assert t.to_text() == EXAMPLE
    assert t.piles() == {"b2": "木", "c2": "火土"} and t.items == "木土"


@pytest.mark.parametrize("text,action", [
    ("b2>c2", Stack((1, 1), (2, 1), False)), ("b2<c2", Stack((1, 1), (2, 1), True)),
    ("木b2-b1", Move((1, 1), (1, 0))), ("火b2/2-b1", Split((1, 1), 2, (1, 0))),
    ("土b2=金", Transform((1, 1), 3)), ("水b2-d4", Swap((1, 1), (3, 3))), ("j10>j11", Stack((9, 9), (9, 10))),
])
def test_action_notation_both_ways(text, action):
    assert parse_action(text) == action
    assert str(action) == text
    assert eval(repr(action), {**globals()}) == action


def test_every_legal_action_of_a_deal_round_trips():
    t = Tower.deal("windmill", 4)
    for action in t.legal_actions():
        assert parse_action(str(action)) == action


@pytest.mark.parametrize("bad", [
    "", "x", ". . | -", ". .", ". . | 木木", ". . | 火木", ". . | x", ". .|-", ". ./. . . | -",
    ". 木x | -", ". . | -", "..  | -", ". 木 /. . | -", "木" * 21 + " | -", " | -", "\n | -",
])
def test_malformed_positions_are_refused_quoting_the_text(bad):
    with pytest.raises(InvalidPositionError) as err:
        Tower.from_text(bad)
    assert repr(bad)[:15] in str(err.value)
