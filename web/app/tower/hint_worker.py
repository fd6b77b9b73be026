"""The hint worker's Python side (``js/hint-worker.mjs`` runs it in its own
Pyodide). Requests are JSON:

Every request and reply names its ``kind``: ``"hint"``, ``"learn"`` or ``"find"``.

- ``{kind: "hint", id, position, limit}``: a hint. Reply ``{kind, id, status: "ok"|"none"|
  "undecided"|"error", action?, line?, items?, without_items?, error?}``: "ok" with
  the first action of the fewest-items line, the whole line (the page keeps its
  positions as known to win, #38.2), how many items it uses and whether
  that is proven the fewest (``fewest``: false when the search stopped at a
  smaller budget and the items-first search found this line);
  "none" when nothing wins even with the items left (a proof); "undecided"
  when no line wins without items and the item search ran out of time, with
  ``at_least``: every line needs at least that many items (proven).
  A position along a line it answered as the fewest is answered from that
  line at once (``known``: a player who follows the hint, or undoes back
  onto it, does not wait again). Along a line it answered not proven the
  fewest (``unproven``), or with ``line`` in the request (texts: a winning
  line from ``position`` the page showed), the search looks only for a line
  with fewer items, within the limit, and answers that line when it finds
  none: such a position is never "undecided" (ruling U5).
- ``{kind: "learn", id, position, line, fewest?}``: keep ``line`` (texts),
  the fewest line from ``position`` that another worker proved (the page's
  "Think longer", #38), as if this one had answered it: replayed to a win
  first; with ``fewest: false``, a line it found not proven the fewest,
  kept as this one keeps its own (``unproven``).
  Reply ``{kind, id, status: "ok"}``, or an error.
- ``{kind: "find", id, find: layout, seeds: [...], limit}``: the first of
  ``seeds`` whose deal has a known winning line ("winnable deals only").
  Reply ``{kind, id, status: "found", layout, seed, items, skipped}`` or
  ``{kind, id, status: "not-found", layout, skipped}``; an error names the
  layout too.
"""
import json

from wuxing_core.errors import WuxingError
from wuxing_core.tower import Tower
from wuxing_core.tower.solver import replayed

KNOWN_MOST = 2_000
known: dict[str, dict] = {}
"""Position text -> the hint's reply fields, for the positions it has
decided: each along a line answered as the fewest (``remember``), and each
proven lost. The rest of a fewest-items line is a fewest-items line: a
shorter one from a later position would make one from the first."""
unproven: dict[str, list[str]] = {}
"""Position text -> the rest of a winning line answered from it or before
it, not proven the fewest (``remember_unproven``)."""


def remember(position: str, line: list | None) -> None:
    """Keep the positions along ``line`` (proven the fewest) from
    ``position``, or ``position`` as proven lost when ``line`` is None."""
    if len(known) > KNOWN_MOST:
        known.clear()
    unproven.pop(position, None)
    if line is None:
        known[position] = {"status": "none"}
        return
    for here, rest in _along(position, line):
        items = sum(a.item is not None for a in rest)
        known[here] = {"status": "ok", "action": str(rest[0]), "items": items, "fewest": True,
                       "without_items": items == 0, "line": [str(a) for a in rest]}


def remember_unproven(position: str, line: list) -> None:
    """Keep the positions along ``line``, a winning line from ``position``
    not proven the fewest, with the rest of it from each."""
    if len(unproven) > KNOWN_MOST:
        unproven.clear()
    for here, rest in _along(position, line):
        if here not in known:
            unproven[here] = [str(a) for a in rest]


def _along(position: str, line: list):
    """Each position along ``line`` (actions) from ``position``, as text,
    with the rest of the line from it."""
    tower = Tower.from_text(position)
    for n, action in enumerate(line):
        yield tower.to_text(), line[n:]
        tower.play(action)


def learn(position: str, line: list[str], fewest: bool = True) -> None:
    """``remember`` a fewest line given as texts (``remember_unproven`` one
    not proven the fewest), once it replays to a win from ``position`` (a
    ``WuxingError`` if it does not)."""
    tower = Tower.from_text(position)
    (remember if fewest else remember_unproven)(tower.to_text(), replayed(tower, line))


def hint_json(request: str) -> str:
    req = json.loads(request)
    rid, kind = req["id"], req.get("kind")
    try:
        if kind == "find":
            return json.dumps(find_winnable(rid, str(req["find"]), [int(s) for s in req["seeds"]],
                                            int(req["limit"])))
        if kind == "learn":
            learn(str(req["position"]), list(req["line"]), req.get("fewest") is not False)
            return json.dumps({"kind": "learn", "id": rid, "status": "ok"})
        if kind != "hint":
            raise WuxingError(f"no such request: {str(kind)[:40]!r}")
        tower = Tower.from_text(req["position"])
        position = tower.to_text()
        if position in known:
            return json.dumps({"kind": "hint", "id": rid, **known[position]}, ensure_ascii=False)
        line = req.get("line") or unproven.get(position)     # replayed to a win by the engine first
        advice = tower.advice(node_limit=int(req["limit"]), known=line or None)
        if advice.line and advice.fewest:
            remember(position, advice.line)
        elif advice.proven_lost:
            remember(position, None)
        elif advice.line:
            remember_unproven(position, advice.line)
    except WuxingError as err:
        return json.dumps({"kind": kind, "id": rid, "status": "error", "error": str(err), "layout": req.get("find")})
    reply = {"kind": "hint", "id": rid}
    if advice.line:
        return json.dumps({**reply, "status": "ok", "action": str(advice.line[0]), "items": advice.items,
                           "fewest": advice.fewest, "without_items": advice.without_items, "line": [str(a) for a in advice.line]},
                          ensure_ascii=False)
    if advice.proven_lost:
        return json.dumps({**reply, "status": "none"})
    return json.dumps({**reply, "status": "undecided", "at_least": advice.at_least})


def find_winnable(rid: int, layout: str, seeds: list[int], limit: int) -> dict:
    """The first seed whose deal the solver wins (with the fewest items, all
    five in hand); a deal proven lost or left undecided is skipped."""
    skipped = 0
    for seed in seeds:
        advice = Tower.deal(layout, seed).advice(node_limit=limit)
        if advice.line is not None:
            return {"kind": "find", "id": rid, "status": "found", "layout": layout, "seed": seed, "items": advice.items,
                    "skipped": skipped}
        skipped += 1
    return {"kind": "find", "id": rid, "status": "not-found", "layout": layout, "skipped": skipped}
