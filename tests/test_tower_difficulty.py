"""The difficulty table (issue #12.3, RULES-PROJECT S1): how deals are
counted and shown, and the published table's own consistency. The proofs
behind each kind are pinned where they are made (regions, one_item,
two_items, relaxed)."""
import json
from pathlib import Path

import pytest

from brute_force import wins_with_items
from test_tower_regions import bare
from wuxing_core.tower import Tower, board, difficulty, relaxed
from wuxing_core.tower.layouts import LAYOUTS

PUBLISHED = Path(__file__).resolve().parent.parent / "web" / "data" / "difficulty.json"


def test_a_row_counts_each_kind_and_names_the_hard_seeds():
    found = [(0, 0, None), (1, 1, None), (2, 2, None), (3, 3, None), (4, "3+", 4), (5, "3+", None),
             (6, "undecided", 3), (7, "none", None)]
    row = difficulty._row("windmill", found, 8, 20_000, 1.5, 2.0)
    assert row["counts"] == {"0": 1, "1": 1, "2": 1, "3": 1, "4": 0, "5": 0, "3+": 2, "none": 1, "undecided": 1}
    assert sum(row["counts"].values()) == 8
    assert row["seeds"] == {"3+": [4, 5], "none": [7], "undecided": [6]}
    assert row["line_found"] == {"4": 4, "6": 3}
    assert row["average_min_items"] == 1.5          # 0, 1, 2, 3: "3+" and the rest are not a number
    text = difficulty.table([row])
    assert "4(4) 5 6(3)?" in text                   # a line's items in brackets, undecided marked


def test_a_deal_stacks_alone_win_is_zero_without_the_slow_steps():
    assert difficulty.min_items_and_bound("basic", 0, 20_000) == (0, None)


# no item alone wins it; 木火 and 水火 do (test_tower_relaxed: their relaxations win too)
BOTH_WIN = ". . . . . ./. . 金土 . . ./. 火土火 火木 . 土木 ./. . 木火 木 木 ./. . . . . . | -"


def test_a_pair_its_relaxation_does_not_refute_is_searched_to_a_line():
    t = Tower.from_text(BOTH_WIN)
    cells = bare(t)
    line = difficulty.two_decided(cells, t.width, t.height, "木火")
    assert isinstance(line, list)
    assert sorted(move[0] for move in line if move[0] != "stack") == ["木", "火"]
    nbrs = board.neighbours(t.width, t.height)
    for move in line:                   # every move legal by the rules module, and the last one wins
        legal = board.stacks(cells, nbrs) if move[0] == "stack" else board.item_moves(cells, nbrs, move[0])
        assert move in set(legal), move
        board.apply(cells, move)
    assert sum(1 for pile in cells if pile) == 1


def test_a_pair_its_relaxation_does_not_refute_is_proven_by_the_search(monkeypatch):
    # a relaxation that never refutes is still sound: every pair goes to the forward search
    monkeypatch.setattr(relaxed, "refutes", lambda *args: False)
    t = Tower.from_text(". . . . ./. 金 金 金 ./. . . . . | -")     # nothing ever sits on 金
    cells = bare(t)
    assert not any(wins_with_items(cells, t.width, t.height, pair) for pair in ("金火", "木火", "木水", "水火"))
    assert difficulty.two_decided(cells, t.width, t.height, "木火金水") is True
    monkeypatch.setattr(difficulty, "PAIR_SEARCH_LIMIT", 3)
    assert difficulty.two_decided(cells, t.width, t.height, "木火金水") is False     # stopped: undecided


def test_a_journal_keeps_each_answer_and_a_run_cut_short_goes_on_from_it(tmp_path, monkeypatch):
    journal = tmp_path / "journal.jsonl"
    tasks = [("basic", 0, 20_000), ("basic", 1, 20_000)]
    first = difficulty._run(tasks[:1], 1, str(journal))
    journal.write_text(journal.read_text(encoding="utf-8") + '["basic", 1, 0', encoding="utf-8")  # a crash mid-line
    asked = []
    real = difficulty._deal
    monkeypatch.setattr(difficulty, "_deal", lambda task: asked.append(task) or real(task))
    second = difficulty._run(tasks, 1, str(journal))
    assert asked == [tasks[1]]                      # the deal the journal held is not measured again
    assert second[0] == first[0]
    assert second[1][:4] == ("basic", 1, *difficulty.min_items_and_bound("basic", 1, 20_000))
    assert set(difficulty._read_journal(str(journal))) == set(tasks)


@pytest.mark.skipif(not PUBLISHED.exists(), reason="the web folder is not mounted here (Pyodide run)")
def test_the_published_table_adds_up():
    data = json.loads(PUBLISHED.read_text(encoding="utf-8"))
    rows = {row["layout"]: row for row in data["layouts"]}
    assert set(rows) == set(LAYOUTS)
    for name, row in rows.items():
        counts = row["counts"]
        assert set(counts) <= {str(k) for k in difficulty.KINDS}, name
        assert sum(counts.values()) == row["deals"] == 200, name
        for kind, count in counts.items():
            assert abs(row["share"][kind] - count / row["deals"]) < 1e-3, (name, kind)
        for kind, seeds in row.get("seeds", {}).items():     # tables before 3+ have no seed lists
            assert len(seeds) == counts[kind] and all(0 <= s < row["deals"] for s in seeds), (name, kind)
