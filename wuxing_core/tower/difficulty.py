"""Measured difficulty of the 靈獸塔 layouts (issues #3.7, #12).

``python -m wuxing_core.tower.difficulty [--deals N] [--node-limit K] [--json FILE]``
prints, per layout over N seeded deals (seeds 0 … N−1), the share that the
solver wins with 0, 1, 2, … items, the share proven to need three or more
(``3+``: fewest not known), the share proven impossible even with all five,
the share it could not decide, and the average minimum over the decided
deals, next to the designer's stars (T7, L3).

"Wins with 0 items" and "with 1 item" are always decided (the region
decision and the one-item decision need no limit, issue #12.3). "With 2":
the solver's forward search with two items, within its node limit, and the
exact decisions of the pairs ``two_items`` composes; on a deal they leave
open, ``first_then_one`` searches the other five pairs for a line that
spends one of the two before any stack (found: 2), and then the sound
relaxations of ``relaxed`` try to prove each of those five pairs not enough;
a pair whose relaxation wins gets the forward search of its two items
alone, to the end (``two_decided``: a line decides the deal as 2). All
five proven: two items are not enough (RULES-PROJECT S1), and such a deal
is 3 when the forward search with three items finds a line within its node
limit, else ``3+`` (the fewest items of a line of four or five found
anyway is kept as a bound). A deal is "undecided" only when a pair's
search stops at ``PAIR_SEARCH_LIMIT``: it needs two or more, and whether
two suffice is not known.
``--jobs`` spreads the deals over processes.
"""
from __future__ import annotations

import json
import sys
import time
from typing import Any

from ..errors import SearchLimitError
from . import one_item, relaxed, two_items
from .layouts import LAYOUTS
from .rules import Tower
from .solver import Solver, solve


FIRST_ITEM_LIMIT = 3_000_000
"""Regions ``first_then_one`` may work out on an undecided deal (about a
minute: 1.5 million on reverse-x 37, which it searches to the end)."""


RELAXED_LIMIT = 20_000_000
"""Regions each pair's relaxation may work out on a deal (about 460 bytes
each: some 9 GB at the most). 水火 on reverse-x 37 needs 4.7 million (2.1
GB, 2 minutes); without a limit infinity 19 grew past 17 GB and was killed,
which hung the whole run. A pair that reaches it goes to the forward
search (``PAIR_SEARCH_LIMIT``)."""


PAIR_SEARCH_LIMIT = 60_000_000
"""Nodes the forward search of one pair alone may walk on a deal where that
pair's relaxation wins (about 210 bytes each: some 13 GB at the most, so
``--jobs 2`` can need twice that when two such deals meet). On the seven
deals the relaxations left undecided: reverse-x 38 finds a line with 木水
in 2.4 million nodes (13 s); reverse-x 95's 木水 is proven not enough in
5.2 million (34 s, 1.4 GB), infinity 19's 水火 in 51 million (546 s, 10
GB). A deal whose search reaches it stays undecided."""


def min_items_of_deal(layout: str, seed: int, node_limit: int) -> int | str:
    """Fewest items that win the deal; 'none' (proven) or 'undecided' (two or
    more needed, and the search with two hit its limit)."""
    tower = Tower.deal(layout, seed)
    solver = Solver(tower.width, tower.height, node_limit, unlimited_one_item=True)
    try:
        line = solve(tower, 5, solver=solver)
    except SearchLimitError:
        return "undecided"
    return "none" if line is None else sum(a.item is not None for a in line)


def two_decided(cells: list[tuple[int, ...]], width: int, height: int,
                items: str) -> list[tuple] | bool:
    """The pairs of ``items`` that ``two_items`` does not compose, cheapest
    first (``relaxed.CHEAPEST_FIRST``), on a deal no line with one item
    wins: each one's relaxation, and where that wins (or stops at
    ``RELAXED_LIMIT``), the forward search of the two items alone, which is
    exact (``Solver.exhaustive``: ``None`` is a proof) and stops at
    ``PAIR_SEARCH_LIMIT``. A winning line with two items (replayed), True
    when every pair is proven not enough, False when a search stopped first.

    >>> cells = [()] * 6 + [(3,), (3,), (3,)] + [()] * 6    # 金 金 金 in a row on 5 × 3
    >>> two_decided(cells, 5, 3, "木火金水")                  # nothing sits on 金, whatever moves
    True
    """
    for pair in relaxed.CHEAPEST_FIRST:
        if pair[0] not in items or pair[1] not in items:
            continue
        try:
            if relaxed.refutes(cells, width, height, pair, RELAXED_LIMIT):
                continue
        except SearchLimitError:
            pass
        try:
            line = Solver(width, height, PAIR_SEARCH_LIMIT).exhaustive(cells, pair, 2)
        except SearchLimitError:
            return False
        if line is not None:
            played = one_item.replayed(cells, width, height, pair, line)
            if played is None:
                raise AssertionError(f"the {pair} line does not replay: {line}")  # pragma: no cover
            return played
    return True


def min_items_and_bound(layout: str, seed: int, node_limit: int) -> tuple[int | str, int | None]:
    """``min_items_of_deal``, with a deal it leaves undecided decided further:
    2 when ``first_then_one`` or ``two_decided`` finds a line of a pair
    ``two_items`` does not compose; else, when ``two_decided`` proves those
    pairs not enough, 3 if the search with three items finds a line, else
    "3+".
    Second: for "3+" and "undecided", the fewest items of a line found
    anyway (three to five, each budget with its own node limit), else
    ``None``."""
    result = min_items_of_deal(layout, seed, node_limit)
    if result != "undecided":
        return result, None
    tower = Tower.deal(layout, seed)
    cells = [tuple(card % 5 for card in pile) for pile in tower.cells]
    # the pairs two_items does not compose: lines that spend one before any stack
    try:
        if two_items.first_then_one(cells, tower.width, tower.height, tower.items, FIRST_ITEM_LIMIT) is not None:
            return 2, None           # one item is proven not enough
    except SearchLimitError:
        pass
    two = two_decided(cells, tower.width, tower.height, tower.items)
    if two is True:
        result = "3+"                # one item proven not enough, and now two (S1)
    elif two:
        return 2, None
    for budget in range(3, 6):
        try:
            line = Solver(tower.width, tower.height, node_limit).search(cells, tower.items, budget)
        except SearchLimitError:
            continue
        if line:
            used = sum(1 for move in line if move[0] != "stack")
            if used <= 2:            # a line the capped search with two missed
                if result == "3+":
                    raise AssertionError(f"{layout} {seed}: refuted, yet a line of {used} items")  # pragma: no cover
                return used, None
            return (3, None) if result == "3+" and used == 3 else (result, used)
    return result, None


KINDS = (0, 1, 2, 3, 4, 5, "3+", "none", "undecided")
"""What a deal can measure as (``min_items_and_bound``). 3, 4 and 5 come
from the solver when its search with two items finished without a line
(a proof), or 3 after the refutations; "3+" is proven to need three or
more, with no line of three found."""


def _deal(task: tuple[str, int, int]) -> tuple[str, int, int | str, int | None, float]:
    layout, seed, node_limit = task
    started = time.process_time()
    result, bound = min_items_and_bound(layout, seed, node_limit)
    return layout, seed, result, bound, time.process_time() - started


def measure_all(layouts: list[str], deals: int, node_limit: int, jobs: int = 1,
                journal: str | None = None) -> list[dict[str, Any]]:
    """Every deal of every layout, over ``jobs`` processes taking one deal at
    a time (the slow deals, minutes each, cluster in a few layouts); a deal
    that took over a minute is named on stderr as it ends. With ``journal``,
    each answer is appended to that file as it comes, and the deals it
    already holds are not measured again (a run cut short goes on)."""
    started = time.perf_counter()
    done = _run([(layout, seed, node_limit) for layout in layouts for seed in range(deals)], jobs, journal)
    wall = time.perf_counter() - started
    return [_row(layout, sorted((seed, result, bound) for name, seed, result, bound, _ in done if name == layout),
                 deals, node_limit, sum(cpu for name, *_, cpu in done if name == layout), wall)
            for layout in layouts]


def _run(tasks: list[tuple[str, int, int]], jobs: int,
         journal: str | None = None) -> list[tuple[str, int, int | str, int | None, float]]:
    """``_deal`` of each task, over ``jobs`` processes taking one at a time
    (a process the kernel kills ends the run with BrokenProcessPool, not a
    wait forever); with ``journal``, answers it holds are taken from it and
    each new one is appended to it."""
    known = _read_journal(journal) if journal else {}
    done = [known[task] for task in tasks if task in known]
    todo = [task for task in tasks if task not in known]
    out = open(journal, "a", encoding="utf-8") if journal else None
    if out and not _ends_a_line(journal):
        out.write("\n")                              # a line a crash cut short stays alone
    try:
        def keep(task: tuple[str, int, int], answer: tuple) -> None:
            done.append(answer)
            _tell(answer)
            if out:
                out.write(json.dumps([*answer, task[2]], ensure_ascii=False) + "\n")
                out.flush()
        if jobs > 1 and todo:
            from concurrent.futures import ProcessPoolExecutor, as_completed
            with ProcessPoolExecutor(jobs) as pool:
                futures = {pool.submit(_deal, task): task for task in todo}
                for future in as_completed(futures):
                    keep(futures[future], future.result())
        else:
            for task in todo:
                keep(task, _deal(task))
    finally:
        if out:
            out.close()
    return done


def _ends_a_line(path: str) -> bool:
    """Is the file empty, or does it end with a newline?"""
    with open(path, "rb") as f:
        if f.seek(0, 2) == 0:
            return True
        f.seek(-1, 2)
        return f.read(1) == b"\n"


def _read_journal(path: str) -> dict[tuple[str, int, int], tuple]:
    """The answers a journal holds, by task; a line cut short by a crash is skipped."""
    known = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    layout, seed, result, bound, cpu, node_limit = json.loads(line)
                except (ValueError, TypeError):
                    continue
                known[(layout, seed, node_limit)] = (layout, seed, result, bound, cpu)
    except FileNotFoundError:
        pass
    return known


def _tell(answer: tuple) -> None:
    layout, seed, result, bound, seconds = answer
    if seconds > 60:
        print(f"  {layout} {seed}: {result} (bound {bound}) in {seconds:.0f} s CPU", file=sys.stderr, flush=True)


def _row(layout: str, found: list, deals: int, node_limit: int, cpu: float, wall: float) -> dict[str, Any]:
    results = [r for _, r, _ in found]
    counts = {str(k): results.count(k) for k in KINDS}
    decided = [r for r in results if isinstance(r, int)]
    shape = LAYOUTS[layout]
    return {
        "layout": layout, "zh": shape.zh, "stars": shape.stars, "deals": deals, "node_limit": node_limit,
        "counts": counts,
        "share": {k: round(v / deals, 3) for k, v in counts.items()},
        "seeds": {k: [seed for seed, r, _ in found if r == k] for k in ("3+", "none", "undecided")},
        "line_found": {str(seed): b for seed, r, b in found if b is not None},   # items of a line, "3+"/undecided
        "average_min_items": round(sum(decided) / len(decided), 2) if decided else None,
        "cpu_seconds": round(cpu, 1),
        "wall_seconds_all_layouts": round(wall, 1),
    }


def table(rows: list[dict[str, Any]]) -> str:
    head = (f"{'layout':14} {'stars':5} {'0':>5} {'1':>5} {'2':>5} {'3':>5} {'3+':>5} {'none':>5} {'undec':>5} "
            f"{'avg':>5}  3+ and undecided deals (items of a line found)")
    lines = [head]
    for r in rows:
        s = r["share"]
        pct = lambda x: f"{100 * x:4.0f}%"  # noqa: E731
        hard = " ".join(f"{seed}" + (f"({r['line_found'][str(seed)]})" if str(seed) in r["line_found"] else "")
                        + ("?" if seed in r["seeds"]["undecided"] else "")
                        for seed in sorted(r["seeds"]["3+"] + r["seeds"]["undecided"]))
        lines.append(f"{r['layout']:14} {'★' * r['stars']:5} {pct(s['0'])} {pct(s['1'])} {pct(s['2'])} {pct(s['3'])} "
                     f"{pct(s['3+'])} {pct(s['none'])} {pct(s['undecided'])} "
                     f"{r['average_min_items'] if r['average_min_items'] is not None else '-':>5}  {hard}")
    return "\n".join(lines)


def again(path: str, jobs: int = 1) -> list[dict[str, Any]]:
    """The table in ``path`` with only the deals it lists as undecided
    measured anew (after the relaxations improved: the other deals would
    measure as they did), written back; ``cpu_seconds`` adds their time."""
    with open(path, encoding="utf-8") as f:
        rows = json.load(f)["layouts"]
    tasks = [(row["layout"], seed, row["node_limit"]) for row in rows for seed in row["seeds"]["undecided"]]
    return _update(path, rows, _run(tasks, jobs))


def _update(path: str, rows: list[dict[str, Any]], done: list[tuple]) -> list[dict[str, Any]]:
    """``rows`` with the deals of ``done`` (``_deal``'s answers) in place of
    what they had, written to ``path``."""
    for row in rows:
        redo = {seed: (result, bound, cpu) for layout, seed, result, bound, cpu in done if layout == row["layout"]}
        found = [(seed, result, bound) for seed, (result, bound, _) in redo.items()]
        for kind, seeds in row["seeds"].items():        # the decided deals stay as they were measured
            found += [(seed, kind, row["line_found"].get(str(seed))) for seed in seeds if seed not in redo]
        kept = {str(k): n for k, n in row["counts"].items()}
        for kind in ("3+", "none", "undecided"):
            kept[kind] = 0
        for k in (0, 1, 2, 3, 4, 5):                    # the numbered kinds: counts only
            found += [(-1, k, None)] * kept[str(k)]
        fresh = _row(row["layout"], found, row["deals"], row["node_limit"],
                     row["cpu_seconds"] + sum(cpu for _, _, cpu in redo.values()), row["wall_seconds_all_layouts"])
        fresh["seeds"] = {k: sorted(s for s in v if s >= 0) for k, v in fresh["seeds"].items()}
        row.update(fresh)
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"generated_by": "python -m wuxing_core.tower.difficulty", "layouts": rows}, f,
                  ensure_ascii=False, indent=1)
    return rows


def main(argv: list[str] | None = None) -> int:
    import argparse   # the command line only: the site's library leaves it out (scripts/stdlib_keep.py)

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--node-limit", type=int, default=20_000)
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--again", metavar="FILE", help="measure anew only the deals FILE lists as undecided")
    parser.add_argument("--jobs", type=int, default=1, help="processes to spread the deals over")
    parser.add_argument("--journal", metavar="FILE",
                        help="append each deal's answer to FILE; deals FILE already holds are not measured again")
    args = parser.parse_args(argv)
    if args.again:
        rows = again(args.again, args.jobs)
    else:
        rows = measure_all(args.layouts.split(","), args.deals, args.node_limit, args.jobs, args.journal)
    for row in rows:
        print(f"  {row['layout']}: {row['cpu_seconds']} s CPU", file=sys.stderr)
    deals, limit = rows[0]["deals"], rows[0]["node_limit"]
    print(f"Share of {deals} seeded deals (seeds 0-{deals - 1}) by the fewest items that win them; "
          f"'3+' = proven to need 3 or more, no line of 3 found within {limit} nodes; "
          f"'none' = proven lost even with all five; 'undec' = proven to need 2 or more, not proven "
          f"whether 2 suffice (a pair's search stopped at its limit; '?' below):")
    print(table(rows))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"generated_by": "python -m wuxing_core.tower.difficulty", "layouts": rows}, f,
                      ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
