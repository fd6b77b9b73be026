"""靈獸塔 rules T1–T6 through the public API (the same calls the page makes)."""
import sys

import pytest

from wuxing_core.errors import IllegalActionError, InvalidNotationError, WuxingError
from wuxing_core.tower import Tower

# The seed's five-card example (its picture is lost): 土 in the middle, the
# other four around it. Both of the seed's lines stack it into one tower.
FIVE = ". . . . ./. . 木 . ./. 火 土 金 ./. . 水 . ./. . . . . | -"


def test_seed_example_centre_pile_stays():  # 上排：中心牌堆不動
    t = Tower.from_text(FIVE)
    for step in ("c2>c3",   # (1) 木剋土，木疊土上
                 "d3>c3",   # (2) 金剋木，金疊木上
                 "b3>c3",   # (3) 火剋金，火疊金上
                 "c4>c3"):  # (4) 水剋火，水疊火上
        t.play(step)
    assert t.piles() == {"c3": "土木金火水"} and t.is_won()


def test_seed_example_centre_pile_moves():  # 下排：中心牌堆移動
    t = Tower.from_text(FIVE)
    for step in ("b3<c3",   # (1) 火生土，火疊土下
                 "c2>c3",   # (2) 木剋土，木疊土上
                 "d3>c3",   # (3) 金剋木，金疊木上
                 "c3<c4"):  # (4) 金生水，金疊水下: the centre pile moves under 水
        t.play(step)
    assert t.piles() == {"c4": "火土木金水"} and t.is_won()


def test_T2_only_orthogonal_neighbours_stack():
    t = Tower.from_text(". . . ./. 木 . ./. . 土 ./. . . . | -")
    with pytest.raises(IllegalActionError, match="not neighbours"):
        t.play("b2>c3")  # diagonal


def test_T2_either_pile_may_move_so_the_pair_ends_on_either_cell():
    one = Tower.from_text(". . . ./. 木 土 ./. . . . | -")
    two = Tower.from_text(". . . ./. 木 土 ./. . . . | -")
    one.play("b2>c2")  # 木 moves onto 土: tower on c2
    two.play("c2<b2")  # 土 moves under 木: tower on b2
    assert one.piles() == {"c2": "土木"} and two.piles() == {"b2": "土木"}


def test_T3_only_the_touching_cards_count():
    # 水 may lie on 金 (金生水) though 水 and 木 below would not touch legally.
    t = Tower.from_text(". . . ./. 木金 水 ./. . . . | -")
    t.play("c2>b2")
    assert t.piles() == {"b2": "木金水"}
    # Under: the moving pile's top meets the other's bottom.
    t = Tower.from_text(". . . ./. 火土 金水 ./. . . . | -")
    assert {str(a) for a in t.legal_actions() if a.item is None} == {"c2>b2", "b2<c2"}


def test_T3_illegal_stack_says_why_and_changes_nothing():
    t = Tower.from_text(". . . ./. 木 木 ./. . . . | 木")
    before = t.to_json()
    with pytest.raises(IllegalActionError) as err:
        t.play("b2>c2")
    assert "'b2>c2'" in str(err.value) and "木 may not lie on 木" in str(err.value)
    assert "T1" in err.value.zh
    assert t.to_json() == before


def test_T4_cells_outside_the_board_do_not_exist():
    t = Tower.from_text(". . . ./. 木 火 ./. . . . | 木")
    with pytest.raises(IllegalActionError, match="not on the board"):
        t.play("木b2-b4")


def test_T5_move_to_adjacent_empty_cell_once():
    t = Tower.from_text(". . . ./. 木 . ./. . 土 ./. . . . | 木")
    t.play("木b2-c2")
    assert t.piles() == {"c2": "木", "c3": "土"} and t.items == ""
    with pytest.raises(IllegalActionError, match="already used"):
        t.play("木c2-b2")


def test_T5_move_needs_an_empty_neighbour():
    t = Tower.from_text(". . . ./. 木 土 ./. . . . | 木")
    with pytest.raises(IllegalActionError, match="not empty"):
        t.play("木b2-c2")
    with pytest.raises(IllegalActionError, match="not next to"):
        t.play("木b2-d3")


def test_T5_split_top_k_cards_onto_adjacent_empty_cell():
    t = Tower.from_text(". . . ./. 土木金 . ./. . 水 . | 火")
    t.play("火b2/2-c2")
    assert t.piles() == {"b2": "土", "c2": "木金", "c3": "水"}
    for bad in ("火b2/3-c2", "火b2/0-c2"):
        u = Tower.from_text(". . . ./. 土木金 . ./. . 水 . | 火")
        with pytest.raises(WuxingError):
            u.play(bad)


def test_T5_transform_keeps_the_printed_element():
    t = Tower.from_text(". . . ./. 土木 . ./. . 水 . | 土")
    t.play("土b2=水")
    assert t.piles() == {"b2": "土水", "c3": "水"} and t.printed() == {"b2": "土木", "c3": "水"}
    with pytest.raises(IllegalActionError, match="already used"):
        t.play("土b2=火")
    u = Tower.from_text(". . . ./. 土木 . ./. . 水 . | 土")
    with pytest.raises(IllegalActionError, match="already 木"):
        u.play("土b2=木")


def test_T5_discard_top_card_and_single_card_leaves_cell_empty():
    t = Tower.from_text(". . . ./. 土木 金 ./. . . . | 金")
    t.play("金c2")
    assert t.piles() == {"b2": "土木"} and t.discard == (3,) and t.is_won()


def test_T5_swap_any_two_piles_not_an_empty_cell():
    t = Tower.from_text(". . . . ./. 土 . 木火 ./. . . . . | 水")
    with pytest.raises(IllegalActionError, match="empty"):
        t.play("水b2-c2")
    t.play("水d2-b2")
    assert t.piles() == {"b2": "木火", "d2": "土"}


def test_T6_win_and_stuck():
    t = Tower.from_text(". . . ./. 木 木 ./. . . . | -")
    assert t.is_stuck() and not t.is_won() and t.is_over() and t.legal_actions() == []
    t = Tower.from_text(". . . ./. 木 木 ./. . . . | 土金")
    assert not t.is_stuck()  # an item remains: not stuck (the player may still resign)
    t.play("金b2")
    assert t.is_won() and t.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        t.play("土c2=火")


def test_undo_redo_and_result_counters():
    t = Tower.from_text(FIVE)
    t.play("c2>c3")
    t.play("d3>c3")
    assert t.moves == 2
    t.undo()
    assert t.moves == 1 and t.undos == 1 and t.piles()["d3"] == "金"
    t.redo()
    assert t.piles() == {"b3": "火", "c3": "土木金", "c4": "水"}
    with pytest.raises(IllegalActionError, match="nothing to redo"):
        t.redo()
    t.undo()
    t.play("b3<c3")  # a new action clears the redo stack
    assert not t.can_redo()


@pytest.mark.parametrize("text", ["", "b2", "b2>>c2", "B2>c2", "b0>c2", "火b2-c2", "土b2=x", "水b2",
                                  "b2 > c2", "木b2-c2-d2", "金b2 ", 42, None, "火b2/2-", "z" * 99])
def test_malformed_actions_raise_invalid_notation_quoting_input(text):
    t = Tower.deal("basic", 5)
    before = t.to_json()
    with pytest.raises(InvalidNotationError) as err:
        t.play(text)
    assert repr(text)[:20] in str(err.value)
    assert t.to_json() == before


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
def test_drawing_and_playing_a_deal_never_loads_the_solver():
    """The solver (~2,100 lines with its decision modules) is imported on first
    use (issue #34.5): a page that draws and plays a deal never pays for it."""
    import subprocess
    code = ("import sys; from wuxing_core.tower import Tower; t = Tower.deal('cross', 7); "
            "t.play(t.legal_actions()[0]); t.undo(); Tower.from_json(t.to_json()); "
            "print(sorted(m for m in sys.modules if m.startswith('wuxing_core.tower.')))")
    root = __file__.rsplit("/tests/", 1)[0]   # where wuxing_core is, as in this run
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root).stdout
    assert "wuxing_core.tower.solver" not in out and "wuxing_core.tower.regions" not in out, out
    assert "wuxing_core.tower.rules" in out
