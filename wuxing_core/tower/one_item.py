"""The one-item decision for 靈獸塔 (issue #12.3): can a position be won with
stacks and one use of a given item? Exact for all five items: a ``None`` is
a proof, and every line is replayed by the rules (``board``) before it is
returned.

It extends the no-item decision of ``regions.py`` and uses its words: a won
game is a tree of the cells, ``F(R, v)`` is the set of (bottom, top) pairs a
connected region ``R`` can end as on its cell ``v``, and disjoint subtrees
evolve independently. An item is one more event in that tree:

- 元化之土 and 殺伐之金 change one pile, which is the whole of some region
  ``R`` gathered on ``v`` at that moment. A second *layer* ``F₁(R, v)`` holds
  what ``R`` can end as with the item spent inside it: in one part of the
  last split, or on the finished pile itself. 土 turns the top into another
  element; 金 takes the top card off, so its layer needs the second card of
  every pile (``seconds``). 金 on a single card leaves its cell empty for
  good: that is the position without the card from the start (it never
  moved), one no-item decision per card.
- 疾走之木 moves the pile of ``u`` (its region finished) to an empty
  neighbouring cell ``w``. The cell ``w`` becomes a node ``w'`` of its own,
  with no card, whose first child is ``u`` (a *relay*: the pile arrives
  whole); ``u`` has no other parent. If ``w`` held a pile at the start, that
  pile must leave before the move: in the split that separates ``w`` and
  ``w'``, ``w`` is not the root of its side (exactly the trees in which ``w``
  would have to leave after the move).
- 幻予之水 swaps the piles of ``u`` and ``x``: two relays at once, ``u`` into
  a node ``x'`` on ``x``'s cell and ``x`` into ``u'`` on ``u``'s; the regions
  gathered before the swap may hold neither new node.
- 神離之火 splits the pile of ``u`` at a junction (``x`` below, ``y`` on it):
  (bottom, ``x``) stays on ``u`` (a layer event there, from the set of
  junctions a pile can have, ``junctions``) and (``y``, top) stands on a node
  ``w'`` of its own. The two halves are tied through the pile they came
  from, so the exact decision fixes ``y`` and the top for ``w'``; it is run
  only where an untied one (any ``y``, any top: a superset) finds a win.
  ``w'`` exists from the split on, and a pile on ``w`` leaves before it.

Every line is read back from the memo, ordered so each event waits for what
it needs (a relay for its region, 木 for the pile it replaces to leave, the
split-off half for the split).
"""
from __future__ import annotations

from ..errors import SearchLimitError
from .board import SITS, apply, item_moves, neighbours, stacks
from .regions import FULL, _POW6, _bits, _is_chain, _rows, chain_pairs, merge
from .regions import merge_on as _merge_on

_directed: dict[int, int] = {}


def merge_on(a: int, b: int) -> int:
    """``regions.merge_on`` (pile ``b`` on top of pile ``a``, T3), remembered."""
    key = a << 25 | b
    got = _directed.get(key)
    if got is None:
        got = _merge_on(a, b) if a and b else 0
        if len(_directed) > 200_000:
            _directed.clear()
        _directed[key] = got
    return got


def _with_top(pairs: int, t: int) -> int:
    """The pairs of ``pairs`` whose top is ``t``."""
    return pairs & (0b0000100001000010000100001 << t)


def _with_bottom(pairs: int, b: int) -> int:
    """The pairs of ``pairs`` whose bottom is ``b``."""
    return pairs & (31 << (5 * b))


def _retop(pairs: int) -> int:
    """元化之土 on a pile of two or more cards: any other top, same bottom."""
    got = 0
    for bottom, tops in enumerate(_rows(pairs)):
        if tops:
            for t in range(5):
                if tops & ~(1 << t):      # some top other than t becomes t
                    got |= 1 << (5 * bottom + t)
    return got


def _recolour(pairs: int) -> int:
    """元化之土 on a single card: it becomes any other element."""
    got = 0
    for e in range(5):
        if pairs >> (6 * e) & 1:
            got |= sum(1 << (6 * x) for x in range(5) if x != e)
    return got


class Shared:
    """What every graph of one position shares: the answers for regions of
    its own piles alone (no extra node, no relayed pile but the root)."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit            # at most this many regions worked out, else SearchLimitError
        self.work = 0
        self.memo: dict[tuple[int, int, int], int] = {}
        self.how: dict[tuple[int, int, int], list[tuple]] = {}
        self.reach: dict[tuple[int, int], int] = {}
        self.bounds: dict[tuple[int, int], int] = {}
        self.junction: dict[tuple[int, int], dict[int, int]] = {}
        self.junction_how: dict[tuple[int, int], list[tuple]] = {}


class _Graph:
    """The region recursion over a small graph of nodes: the occupied cells
    (``0 … n−1``, in reading order) and the items' extra nodes after them.

    ``pos``: each node's cell; ``leaf``: each node's pile as a pair set (0 for
    an extra node); ``adj``: the nodes each node may stack with; ``relay``:
    extra node → the node whose pile arrives there first, whole; ``avoid``:
    relayed node → nodes its region may not hold; ``apart``: (cell node,
    extra node on that cell) for 木 or 火 onto a cell that held a pile;
    ``layer``: '土', '金' or '火' for the items that change a pile where it
    stands; ``fixed``: extra node → its pile as a pair set (火's split-off
    half); ``split``: 火's (u, the half's node, the cards ``y`` it may start
    with, the tops it may end in), as 5-bit sets."""

    def __init__(self, piles: list[tuple[int, ...]], pos: list[int], adj: list[int], *,
                 relay: dict[int, int] | None = None, avoid: dict[int, int] | None = None,
                 apart: tuple[int, int] | None = None, layer: str | None = None,
                 fixed: dict[int, int] | None = None, split: tuple[int, int, int, int] | None = None,
                 shared: Shared | None = None) -> None:
        self.piles, self.pos, self.adj = piles, pos, adj
        self.size = len(pos)
        self.relay = relay or {}
        self.sources = 0
        for s in self.relay.values():
            self.sources |= 1 << s
        self.link = list(adj)
        for k, s in self.relay.items():
            self.link[k] |= 1 << s
            self.link[s] |= 1 << k
        self.avoid = avoid or {}
        self.apart = apart
        self.layer = layer
        self.fixed = fixed or {}      # extra node → its own pile (火's split-off half), as a pair set
        self.split = split            # 火: (u, the extra node, y, tops): u splits above an x under y
        self.leaf = [(1 << (5 * (p[0] % 5) + p[-1] % 5)) if p else 0 for p in piles]
        self.leaf += [self.fixed.get(k, 0) for k in range(len(piles), self.size)]
        self.height = [len(p) for p in piles] + [0] * (self.size - len(piles))
        totals = [0] * 5
        for p in piles:
            for card in p:
                totals[card % 5] += 1
        self._weight = [sum(_POW6[card % 5] for card in p) for p in piles] + [0] * (self.size - len(piles))
        self._unchained = 0
        if max(totals) > 5:
            self._unchained = (1 << self.size) - 1
        for k in self.fixed:          # a half of unknown cards: no bound
            self._unchained |= 1 << k
        for k, p in enumerate(piles):
            if not _is_chain(p):
                self._unchained |= 1 << k
        self.memo: dict[tuple[int, int, int], int] = {}
        self.how: dict[tuple[int, int, int], list[tuple]] = {}
        self.shared = shared = shared or Shared()
        self.plain, self.plain_how = shared.memo, shared.how
        self.extras = ((1 << self.size) - 1) & ~((1 << len(piles)) - 1)
        self._second: dict[tuple[int, int], tuple[int, ...]] = {}
        self._second_how: dict[tuple[int, int], list[tuple]] = {}
        self._junction, self._junction_how = shared.junction, shared.junction_how
        self._reach_memo: dict[tuple[int, int], int] = {}
        self._plain_reach = shared.reach
        self._bounds: dict[tuple[int, int], int] = {}
        self._plain_bounds = shared.bounds
        self._tables()

    # -- masks -------------------------------------------------------------------------
    def _tables(self) -> None:
        """Per chunk of 6 nodes, for each subset: its links, its cards' weight
        and its number of cards (a region is read in four lookups)."""
        def table(values: list[int], combine) -> list[list[int]]:
            chunks = []
            for k in range(4):
                t = [0] * 64
                for m in range(1, 64):
                    low = m & -m
                    bit = 6 * k + low.bit_length() - 1
                    t[m] = combine(t[m ^ low], values[bit] if bit < len(values) else 0)
                chunks.append(t)
            return chunks
        self._lt = table(self.link, int.__or__)
        self._wt = table(self._weight, int.__add__)
        self._ht = table(self.height, int.__add__)

    def reach(self, start: int, within: int) -> int:
        """The nodes of ``within`` linked to ``start``."""
        t0, t1, t2, t3 = self._lt
        reach = start
        while True:
            grown = (reach | t0[reach & 63] | t1[reach >> 6 & 63] | t2[reach >> 12 & 63] | t3[reach >> 18]) & within
            if grown == reach:
                return reach
            reach = grown

    def cards(self, region: int) -> int:
        t0, t1, t2, t3 = self._ht
        return t0[region & 63] + t1[region >> 6 & 63] + t2[region >> 12 & 63] + t3[region >> 18]

    def bound(self, region: int, layer: int) -> int:
        bounds = self._plain_bounds if not region & self.extras else self._bounds
        got = bounds.get((region, layer))
        if got is None:
            if region & self._unchained:
                got = FULL
            else:
                t0, t1, t2, t3 = self._wt
                counts = t0[region & 63] + t1[region >> 6 & 63] + t2[region >> 12 & 63] + t3[region >> 18]
                if layer == 0:
                    got = chain_pairs(counts)
                elif self.layer == "金":    # one card gone, the rest still a chain
                    got = 0
                    for e in range(5):
                        if (counts // _POW6[e]) % 6 and counts - _POW6[e]:
                            got |= chain_pairs(counts - _POW6[e])
                else:
                    got = FULL
            bounds[(region, layer)] = got
        return got

    # -- splits ------------------------------------------------------------------------
    def splits(self, region: int, v: int, seeds: list[int], banned: int):
        """Every split of ``region`` into ``a ∋ v`` and ``b`` holding one of
        ``seeds``, both linked, ``b`` without the ``banned`` nodes; once each."""
        link, reach = self.link, self.reach
        vbit = 1 << v
        allowed = region & ~vbit
        stack = []
        for c in seeds:
            cbit = 1 << c
            stack.append((cbit, region & ~cbit, link[c] & allowed & ~banned, banned))
            banned |= cbit
        while stack:
            b, a, cand, banned = stack.pop()
            key = (a, v)
            memo = self._reach_memo if a & self.extras else self._plain_reach
            got = memo.get(key)
            if got is None:
                got = memo[key] = reach(vbit, a)
            if got != a:
                cut = a & ~got
                if cut & banned:
                    continue
                b |= cut
                a = got
                t0, t1, t2, t3 = self._lt
                grown = t0[cut & 63] | t1[cut >> 6 & 63] | t2[cut >> 12 & 63] | t3[cut >> 18]
                cand = (cand | grown) & allowed & ~b & ~banned
            if cand:
                keep = allowed & ~b & ~banned
                while cand:
                    y = cand & -cand
                    cand ^= y
                    keep ^= y
                    stack.append((b | y, a & ~y, (cand | link[y.bit_length() - 1]) & keep, banned))
                    banned |= y
            yield a, b

    def _seeds(self, region: int, v: int) -> tuple[list[int], int]:
        """The children ``v`` may take last in ``region``, and the nodes its
        last child's part may not hold."""
        banned = 0
        skip = self.sources
        if v in self.relay:
            banned = 1 << self.relay[v]      # the relayed pile came first: it stays in a
        seeds = [c for c in _bits(self.adj[v] & region & ~skip)]
        return seeds, banned

    def _apart_ok(self, a: int, v: int, b: int, c: int) -> bool:
        if self.apart is None:
            return True
        w, w2 = self.apart
        if a >> w & 1 and b >> w2 & 1:
            return w != v
        if a >> w2 & 1 and b >> w & 1:
            return w != c
        return True

    def _event_ok(self, a: int, v: int, b: int, c: int, in_a: bool) -> bool:
        """火 onto a cell that held a pile: that pile leaves before the split,
        so it is not the root of its side where it parts from the split's side."""
        if self.layer != "火" or self.apart is None:
            return True
        w = self.apart[0]
        return w != c if in_a else not (a >> w & 1 and w == v)

    # -- the recursion -----------------------------------------------------------------
    def pairs(self, region: int, v: int, layer: int) -> int:
        """``F_layer(region, v)``: the pairs ``region`` can end as on ``v`` (layer
        1: with the layered item spent inside it)."""
        if layer and self.split is not None and not region >> self.split[0] & 1:
            return 0                  # 火 happens on u's pile: a part without u has not spent it
        key = (region, v, layer)
        vbit = 1 << v
        if layer == 0 and not region & (self.extras | self.sources & ~vbit):
            memo, hows = self.plain, self.plain_how      # the same in every graph of this position
        else:
            memo, hows = self.memo, self.how
        got = memo.get(key)
        if got is not None:
            return got
        memo[key] = 0                 # no region contains itself: a guard only
        how: list[tuple] = []
        got = 0
        if v in self.relay:
            s = self.relay[v]
            rest = region & ~vbit
            if rest >> s & 1 and not rest & self.avoid.get(s, 0) and self.reach(1 << s, rest) == rest:
                got = self.pairs(rest, s, layer)
                if got:
                    how.append(("relay", rest, s, layer))
        elif region == vbit:
            if layer == 0:
                got = self.leaf[v]
            elif self.layer == "土":
                got = _recolour(self.leaf[v]) if self.height[v] == 1 else _retop(self.leaf[v])
                how.append(("event",))
            elif self.layer == "金" and self.height[v] >= 2:
                got = self._discarded(region, v)
                if got:
                    how.append(("event",))
            elif self.layer == "火" and v == self.split[0]:
                got = self._parted(region, v)
                if got:
                    how.append(("event",))
            memo[key] = got
            if how:
                hows[key] = how
            return got
        best = self.bound(region, layer)
        if layer == 1 and got != best:
            whole = self.pairs(region, v, 0)
            if self.layer == "火" and (v != self.split[0] or region >> self.split[1] & 1):
                whole = 0        # 火 splits u's pile, gathered without the half it makes
            if whole:
                if self.layer == "土":
                    event = _retop(whole)
                elif self.layer == "火":
                    event = self._parted(region, v)
                else:
                    event = self._discarded(region, v)
                if event & ~got:
                    got |= event
                    how.append(("event",))
        if got != best:
            shared = self.shared
            shared.work += 1
            if shared.limit is not None and shared.work > shared.limit:
                raise SearchLimitError(f"the one-item decision stopped after {shared.limit} regions")
            seeds, banned = self._seeds(region, v)
            got = self._gather(region, v, layer, seeds, banned, got, best, how, False)
        memo[key] = got
        if how:
            hows[key] = how
        return got

    def _gather(self, region: int, v: int, layer: int, seeds: list[int], banned: int, got: int, best: int,
                how: list[tuple], first: bool) -> int:
        """Add to ``got`` what the splits of ``region`` on ``v`` make whose last
        child is one of ``seeds`` (recorded in ``how``); ``first``: stop at the
        first split that makes anything."""
        pairs, bound, memo, plain = self.pairs, self.bound, self.memo, self.plain
        extras, sources = self.extras, self.sources
        vbit = 1 << v
        for a, b in self.splits(region, v, seeds, banned):
            if layer == 0:
                # a's side is the large one: ask b first, and a only if it can add something
                akey = (a, v, 0)
                fa = (plain if not a & (extras | sources & ~vbit) else memo).get(akey)
                if fa == 0:
                    continue
                ba = bound(a, 0) if fa is None else fa
                if not merge(ba, bound(b, 0)) & ~got:
                    continue
                fbs = []
                fb_all = 0
                for c in seeds:
                    if b >> c & 1 and self._apart_ok(a, v, b, c):
                        fb = pairs(b, c, 0)
                        if fb:
                            fbs.append((c, fb))
                            fb_all |= fb
                if not fb_all or not merge(ba, fb_all) & ~got:
                    continue
                if fa is None:
                    fa = pairs(a, v, 0)
                    if not fa:
                        continue
                for c, fb in fbs:
                    m = merge(fa, fb)
                    if m & ~got:
                        got |= m
                        how.append(("split", a, b, c, 0, 0))
            else:
                for c in seeds:
                    if not b >> c & 1 or not self._apart_ok(a, v, b, c):
                        continue
                    fb0 = pairs(b, c, 0)
                    fa0 = pairs(a, v, 0)
                    if fb0 and self._event_ok(a, v, b, c, True):
                        m = merge(pairs(a, v, 1), fb0)
                        if m & ~got:
                            got |= m
                            how.append(("split", a, b, c, 1, 0))
                    if fa0 and self._event_ok(a, v, b, c, False):
                        m = merge(fa0, pairs(b, c, 1))
                        if m & ~got:
                            got |= m
                            how.append(("split", a, b, c, 0, 1))
            if got == best or (first and got):
                break
        return got

    def steps(self, key: tuple[int, int, int]) -> list[tuple]:
        """How ``pairs`` made its answer for ``key``."""
        return self.how.get(key) or self.plain_how.get(key, [])

    # -- 殺伐之金: second cards --------------------------------------------------------
    def seconds(self, region: int, v: int) -> tuple[int, ...]:
        """For each element ``s``, the pairs ``region`` can end as on ``v`` with
        ``s`` as the second card from the top (piles of two or more cards)."""
        key = (region, v)
        got = self._second.get(key)
        if got is not None:
            return got
        sets = [0] * 5
        how: list[tuple] = []
        if region == 1 << v:
            p = self.piles[v] if v < len(self.piles) else ()
            if len(p) >= 2:
                sets[p[-2] % 5] = self.leaf[v]
            got = tuple(sets)
            self._second[key] = got
            return got
        if self.pairs(region, v, 0):
            seeds, banned = self._seeds(region, v)
            for a, b in self.splits(region, v, seeds, banned):
                fa = self.pairs(a, v, 0)
                if not fa:
                    continue
                tall_a = self.cards(a) >= 2
                tall_b = self.cards(b) >= 2
                sa = self.seconds(a, v) if tall_a else None
                for c in seeds:
                    if not b >> c & 1 or not self._apart_ok(a, v, b, c):
                        continue
                    fb = self.pairs(b, c, 0)
                    if not fb:
                        continue
                    sb = self.seconds(b, c) if tall_b else None
                    for s in range(5):
                        # b on top: top from b; second from b, or a's top if b is one card
                        on = merge_on(fa, sb[s]) if tall_b else merge_on(_with_top(fa, s), fb)
                        # b under: top from a; second from a, or b's top if a is one card
                        under = merge_on(fb, sa[s]) if tall_a else merge_on(_with_top(fb, s), fa)
                        new = (on | under) & ~sets[s]
                        if new:
                            sets[s] |= new
                            how.append((s, a, b, c))
        got = tuple(sets)
        self._second[key] = got
        self._second_how[key] = how
        return got

    def junctions(self, region: int, v: int) -> dict[int, int]:
        """For each junction ``5*x + y`` (card ``y`` directly on card ``x``,
        anywhere in the pile), the pairs ``region`` can end as on ``v`` with it."""
        key = (region, v)
        got = self._junction.get(key)
        if got is not None:
            return got
        sets: dict[int, int] = {}
        how: list[tuple] = []
        if region == 1 << v:
            p = self.piles[v] if v < len(self.piles) else ()
            for k in range(len(p) - 1):
                j = 5 * (p[k] % 5) + p[k + 1] % 5
                sets[j] = self.leaf[v]
            self._junction[key] = sets
            return sets
        if self.pairs(region, v, 0):
            seeds, banned = self._seeds(region, v)
            for a, b in self.splits(region, v, seeds, banned):
                fa = self.pairs(a, v, 0)
                if not fa:
                    continue
                ja = self.junctions(a, v)
                for c in seeds:
                    if not b >> c & 1:
                        continue
                    fb = self.pairs(b, c, 0)
                    if not fb:
                        continue
                    jb = self.junctions(b, c)
                    for under in (False, True):
                        lo, hi, jlo, jhi = (fb, fa, jb, ja) if under else (fa, fb, ja, jb)
                        found: dict[int, int] = {}
                        for j, pairs in jlo.items():
                            found[j] = found.get(j, 0) | merge_on(pairs, hi)
                        for j, pairs in jhi.items():
                            found[j] = found.get(j, 0) | merge_on(lo, pairs)
                        for x in range(5):
                            low = _with_top(lo, x)
                            if low:
                                for y in range(5):
                                    if SITS[y][x]:
                                        high = _with_bottom(hi, y)
                                        if high:
                                            j = 5 * x + y
                                            found[j] = found.get(j, 0) | merge_on(low, high)
                        for j, pairs in found.items():
                            if pairs & ~sets.get(j, 0):
                                sets[j] = sets.get(j, 0) | pairs
                                how.append((j, a, b, c, under))
        self._junction[key] = sets
        self._junction_how[key] = how
        return sets

    def _parted(self, region: int, v: int) -> int:
        """神離之火 on the pile of ``region`` on ``u``: what stays on ``u``
        when it splits under a ``y`` whose half may end in ``tops``."""
        _, _, ys, tops = self.split
        got = 0
        for j, pairs in self.junctions(region, v).items():
            x, y2 = divmod(j, 5)
            if ys >> y2 & 1:
                for bottom, ts in enumerate(_rows(pairs)):
                    if ts & tops:
                        got |= 1 << (5 * bottom + x)
        return got

    def _discarded(self, region: int, v: int) -> int:
        """殺伐之金 on the finished pile of ``region`` (two or more cards):
        the second card becomes the top."""
        got = 0
        for s, pairs in enumerate(self.seconds(region, v)):
            for bottom, tops in enumerate(_rows(pairs)):
                if tops:
                    got |= 1 << (5 * bottom + s)
        return got

    # -- the whole board ----------------------------------------------------------------
    def roots(self) -> list[int]:
        return [v for v in range(self.size) if not self.sources >> v & 1]

    def decide(self, layer: int) -> tuple[int, int, list[tuple]] | None:
        """(root, pair, the split that made it) of a won ending, or None. The
        last stack joins two parts across an edge: each edge is asked once."""
        everything = (1 << self.size) - 1
        if self.reach(1, everything) != everything:
            return None
        best = self.bound(everything, layer)
        for v in self.roots():
            seeds, banned = self._seeds(everything, v)
            seeds = [c for c in seeds if c > v]
            how: list[tuple] = []
            got = self._gather(everything, v, layer, seeds, banned, 0, best, how, True)
            if got:
                return v, got & -got, how
        return None


# -- reading a line back ------------------------------------------------------------------
class _Line:
    """The events of a won ending as a graph of what waits for what, then in order."""

    def __init__(self, g: _Graph, cells: list[tuple[int, ...]]) -> None:
        self.g, self.cells = g, cells
        self.moves: list[tuple] = []
        self.after: list[list[int]] = []
        self.swap: int | None = None
        self.departs: dict[int, int] = {}
        self.arrivals: dict[int, int] = {}
        self.touches: dict[int, list[int]] = {}
        self.parted: int | None = None

    def event(self, move: tuple, *deps: int | None) -> int:
        self.moves.append(move)
        self.after.append([d for d in deps if d is not None])
        return len(self.moves) - 1

    def build(self, region: int, v: int, layer: int, pair: int) -> int | None:
        """Events that gather ``region`` on ``v`` as ``pair`` (a one-bit set);
        the last of them, or None for a pile that never moved."""
        g = self.g
        if region == 1 << v and layer == 0 and v not in g.relay:
            return None
        for entry in g.steps((region, v, layer)):
            if entry[0] == "relay":
                _, rest, s, lay = entry
                if g.pairs(rest, s, lay) & pair:
                    return self._relay(rest, s, v, lay, pair)
            elif entry[0] == "event":
                done = self._event(region, v, pair)
                if done is not None:
                    return done
            else:
                _, a, b, c, la, lb = entry
                done = self._split(a, b, v, c, la, lb, pair)
                if done is not None:
                    return done
        raise AssertionError("the memo lost a step")  # pragma: no cover

    def _relay(self, rest: int, s: int, v: int, layer: int, pair: int) -> int:
        g = self.g
        before = self.build(rest, s, layer, pair)
        if len(g.relay) == 2:        # 幻予之水: both halves are one swap
            if self.swap is None:
                u, x = sorted(g.relay.values())
                self.swap = self.event(("水", g.pos[u], g.pos[x]))
            self.after[self.swap].append(before) if before is not None else None
            self.arrivals[v] = self.swap
            return self.swap
        done = self.event(("木", g.pos[s], g.pos[v]), before)
        self.arrivals[v] = done
        return done

    def _event(self, region: int, v: int, pair: int) -> int | None:
        g = self.g
        single = region == 1 << v
        if g.layer == "火":
            bottom, x = divmod(pair.bit_length() - 1, 5)
            _, half, ys, tops = g.split     # read back from the tied graph: one y, one top
            y = ys.bit_length() - 1
            j = 5 * x + y
            for p in _bits(g.junctions(region, v).get(j, 0)):
                if p // 5 == bottom and tops >> (p % 5) & 1:
                    before = self._junction(region, v, j, 1 << p)
                    self.parted = self.event(("火", g.pos[v], (x, y), g.pos[half]), before)
                    return self.parted
            return None
        if g.layer == "土":
            bottom, top = divmod(pair.bit_length() - 1, 5)
            whole = g.leaf[v] if single else g.pairs(region, v, 0)
            for p in _bits(whole):
                b0, t0 = divmod(p, 5)
                if t0 != top and (b0 == bottom or (single and g.height[v] == 1)):
                    before = None if single else self.build(region, v, 0, 1 << p)
                    return self.event(("土", g.pos[v], top), before)
            return None
        bottom, top = divmod(pair.bit_length() - 1, 5)      # 金: the second card ``top`` comes up
        sets = g.seconds(region, v)
        for p in _bits(sets[top]):
            if p // 5 == bottom:
                before = None if single else self._second(region, v, top, 1 << p)
                return self.event(("金", g.pos[v]), before)
        return None

    def _second(self, region: int, v: int, s: int, pair: int) -> int | None:
        """Like ``build``, for a pile whose second card is ``s``."""
        g = self.g
        if region == 1 << v:
            return None
        for s2, a, b, c in g._second_how[(region, v)]:
            if s2 != s:
                continue
            fa, fb = g.pairs(a, v, 0), g.pairs(b, c, 0)
            tall_a, tall_b = g.cards(a) >= 2, g.cards(b) >= 2
            sa = g.seconds(a, v) if tall_a else None
            sb = g.seconds(b, c) if tall_b else None
            for pa in _bits(fa):
                for pb in _bits(fb):
                    ba, ta = divmod(pa, 5)
                    bb, tb = divmod(pb, 5)
                    # b on top of a
                    if SITS[bb][ta] and (ba, tb) == divmod(pair.bit_length() - 1, 5):
                        if (tall_b and sb[s] >> pb & 1) or (not tall_b and ta == s):
                            ea = self.build(a, v, 0, 1 << pa)
                            eb = self._second(b, c, s, 1 << pb) if tall_b else self.build(b, c, 0, 1 << pb)
                            return self._stack(a, b, v, c, False, ea, eb)
                    if SITS[ba][tb] and (bb, ta) == divmod(pair.bit_length() - 1, 5):
                        if (tall_a and sa[s] >> pa & 1) or (not tall_a and tb == s):
                            ea = self._second(a, v, s, 1 << pa) if tall_a else self.build(a, v, 0, 1 << pa)
                            eb = self.build(b, c, 0, 1 << pb)
                            return self._stack(a, b, v, c, True, ea, eb)
        raise AssertionError("the memo lost a second card")  # pragma: no cover

    def _junction(self, region: int, v: int, j: int, pair: int) -> int | None:
        """Like ``build``, for a pile with the junction ``j`` (5*x + y) in it."""
        g = self.g
        if region == 1 << v:
            return None
        x, y = divmod(j, 5)
        want = divmod(pair.bit_length() - 1, 5)
        for j2, a, b, c, under in g._junction_how[(region, v)]:
            if j2 != j:
                continue
            fa, fb = g.pairs(a, v, 0), g.pairs(b, c, 0)
            ja, jb = g.junctions(a, v), g.junctions(b, c)
            for pa in _bits(fa):
                for pb in _bits(fb):
                    plo, phi, jlo, jhi = (pb, pa, jb, ja) if under else (pa, pb, ja, jb)
                    blo, tlo = divmod(plo, 5)
                    bhi, thi = divmod(phi, 5)
                    if not SITS[bhi][tlo] or (blo, thi) != want:
                        continue
                    in_lo = jlo.get(j, 0) >> plo & 1
                    in_hi = jhi.get(j, 0) >> phi & 1
                    if not (in_lo or in_hi or (tlo == x and bhi == y)):
                        continue
                    in_a = in_hi if under else in_lo
                    in_b = in_lo if under else in_hi
                    if in_a:
                        ea, eb = self._junction(a, v, j, 1 << pa), self.build(b, c, 0, 1 << pb)
                    elif in_b:
                        ea, eb = self.build(a, v, 0, 1 << pa), self._junction(b, c, j, 1 << pb)
                    else:
                        ea, eb = self.build(a, v, 0, 1 << pa), self.build(b, c, 0, 1 << pb)
                    return self._stack(a, b, v, c, under, ea, eb)
        raise AssertionError("the memo lost a junction")  # pragma: no cover

    def _split(self, a: int, b: int, v: int, c: int, la: int, lb: int, pair: int) -> int | None:
        g = self.g
        bottom, top = divmod(pair.bit_length() - 1, 5)
        for pa in _bits(g.pairs(a, v, la)):
            ba, ta = divmod(pa, 5)
            for pb in _bits(g.pairs(b, c, lb)):
                bb, tb = divmod(pb, 5)
                for under in (False, True):
                    fits = SITS[ba][tb] if under else SITS[bb][ta]
                    made = (bb, ta) if under else (ba, tb)
                    if fits and made == (bottom, top):
                        ea = self.build(a, v, la, 1 << pa)
                        eb = self.build(b, c, lb, 1 << pb)
                        return self._stack(a, b, v, c, under, ea, eb)
        return None

    def _stack(self, a: int, b: int, v: int, c: int, under: bool, ea: int | None, eb: int | None) -> int:
        g = self.g
        done = self.event(("stack", g.pos[c], g.pos[v], under), ea, eb)
        self.departs[c] = done
        self.touches.setdefault(c, []).append(done)
        self.touches.setdefault(v, []).append(done)
        return done

    def ordered(self) -> list[tuple]:
        """The moves in an order that keeps every wait (木 onto a cell waits
        for its pile to leave)."""
        g = self.g
        if g.apart is not None:
            w, w2 = g.apart
            if w in self.departs and w2 in self.arrivals:
                self.after[self.arrivals[w2]].append(self.departs[w])
            if w in self.departs and self.parted is not None:
                self.after[self.parted].append(self.departs[w])
        if self.parted is not None:      # the split-off half exists from the split on
            for k in self.touches.get(g.split[1], ()):
                self.after[k].append(self.parted)
        order: list[int] = []
        state = [0] * len(self.moves)      # 0 new, 1 on the path, 2 placed

        def place(k: int) -> None:
            if state[k] == 2:
                return
            if state[k] == 1:
                raise AssertionError("the line waits on itself")  # pragma: no cover
            state[k] = 1
            for d in self.after[k]:
                place(d)
            state[k] = 2
            order.append(k)
        for k in range(len(self.moves)):
            place(k)
        moves = [self.moves[k] for k in order]
        if self.parted is not None:      # how many cards go: counted on the pile as it then is
            cells = list(self.cells)
            for n, move in enumerate(moves):
                if move[0] == "火":
                    pile = cells[move[1]]
                    x, y = move[2]
                    k = next(k for k in range(len(pile) - 1) if pile[k] % 5 == x and pile[k + 1] % 5 == y)
                    moves[n] = move = ("火", move[1], len(pile) - 1 - k, move[3])
                apply(cells, move)
        return moves


def _played(cells: list[tuple[int, ...]], width: int, height: int, item: str,
            line: list[tuple]) -> list[tuple] | None:
    """``line`` replayed by the rules (``board``), up to the move that leaves
    one pile (the game is won there, T6); None if a move is not legal or
    spends anything but one ``item``, or the line does not win."""
    nbrs = neighbours(width, height)
    cells = list(cells)
    spent = False
    for n, move in enumerate(line):
        if move[0] == "stack":
            legal = move in set(stacks(cells, nbrs))
        else:
            if spent or move[0] != item:
                return None
            spent = True
            legal = move in set(item_moves(cells, nbrs, item))
        if not legal:
            return None
        apply(cells, move)
        if sum(1 for p in cells if p) == 1:
            return line[:n + 1]
    return None


# -- the decisions ------------------------------------------------------------------------
def _graph(cells: list[tuple[int, ...]], width: int, height: int, extra: list[int],
           **kw) -> _Graph:
    occupied = [i for i, p in enumerate(cells) if p]
    pos = occupied + extra
    nbrs = neighbours(width, height)
    adj = [sum(1 << j for j, q in enumerate(pos) if q in nbrs[p]) for p in pos]
    return _Graph([cells[i] for i in occupied], pos, adj, **kw)


def _read(g: _Graph, layer: int, cells: list[tuple[int, ...]]) -> list[tuple] | None:
    got = g.decide(layer)
    if got is None:
        return None
    v, pair, how = got
    line = _Line(g, cells)
    for _, a, b, c, la, lb in how:
        if line._split(a, b, v, c, la, lb, pair) is not None:
            return line.ordered()
    raise AssertionError("no last split makes the pile")  # pragma: no cover


def _split_line(cells: list[tuple[int, ...]], width: int, height: int, occupied: list[int],
                shared: Shared) -> list[tuple] | None:
    """神離之火: for each pile ``u`` and empty neighbour ``w``, first the untied
    decision (the half may start with any card and end in any top), then,
    only where that finds a win, for each card ``y`` the half starts with,
    then the exact one for each top."""
    nbrs = neighbours(width, height)
    n = len(occupied)
    for u, i in enumerate(occupied):
        for w in nbrs[i]:
            apart = (occupied.index(w), n) if cells[w] else None

            def graph(ys: int, tops: int) -> _Graph:
                half = sum(1 << (5 * y + t) for y in range(5) if ys >> y & 1 for t in range(5) if tops >> t & 1)
                return _graph(cells, width, height, [w], layer="火", fixed={n: half},
                              split=(u, n, ys, tops), apart=apart, shared=shared)
            if graph(31, 31).decide(1) is None:
                continue
            for y in range(5):
                if graph(1 << y, 31).decide(1) is None:
                    continue
                for t in range(5):
                    line = _read(graph(1 << y, 1 << t), 1, cells)
                    if line is not None:
                        return line
    return None


def decide(cells: list[tuple[int, ...]], width: int, height: int, item: str,
           shared: Shared | None = None) -> list[tuple] | None:
    """A winning line of ``board`` moves from ``cells`` that spends ``item``
    once (or not at all, when stacks alone win first), or ``None``: a proof
    that no line spending ``item`` once wins (``regions.decide`` answers
    for lines without it).

    >>> from wuxing_core.tower.board import apply
    >>> cells = [()] * 4 + [(0,), (0,)] + [()] * 6      # 木 木 on a 4 × 3 board
    >>> decide(cells, 4, 3, "土")                          # 木 becomes 火, then stacks
    [('土', 4, 1), ('stack', 5, 4, True)]
    >>> decide(cells, 4, 3, "水") is None                  # swapping equal piles: no help
    True
    """
    from . import regions
    shared = shared or Shared()
    occupied = [i for i, p in enumerate(cells) if p]
    if len(occupied) <= 1:
        return None
    found: list[tuple] | None = None
    if item in "土金":
        if item == "金":
            for i in occupied:
                if len(cells[i]) == 1:
                    rest = list(cells)
                    rest[i] = ()
                    line = regions.decide(rest, width, height) if len(occupied) > 2 else []
                    if line is not None:
                        return [("金", i)] + [("stack", *m) for m in line]
        found = _read(_graph(cells, width, height, [], layer=item, shared=shared), 1, cells)
    elif item == "木":
        nbrs = neighbours(width, height)
        for u, i in enumerate(occupied):
            for w in nbrs[i]:
                apart = (occupied.index(w), len(occupied)) if cells[w] else None
                g = _graph(cells, width, height, [w], relay={len(occupied): u}, apart=apart, shared=shared)
                found = _read(g, 0, cells)
                if found is not None:
                    break
            if found is not None:
                break
    elif item == "水":
        n = len(occupied)
        for u in range(n):
            for x in range(u + 1, n):
                if cells[occupied[u]] == cells[occupied[x]]:
                    continue
                post = 1 << n | 1 << (n + 1)
                g = _graph(cells, width, height, [occupied[u], occupied[x]], relay={n: x, n + 1: u},
                           avoid={u: post, x: post}, shared=shared)
                found = _read(g, 0, cells)
                if found is not None:
                    break
            if found is not None:
                break
    elif item == "火":
        found = _split_line(cells, width, height, occupied, shared)
    else:
        raise ValueError(f"not an item: {item!r}")
    if found is None:
        return None
    played = _played(cells, width, height, item, found)
    if played is None:
        raise AssertionError(f"the {item} line does not replay: {found}")  # pragma: no cover
    return played
