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

The layers are a mask, one bit per layered item (``F_mask``: exactly those
items spent inside the region), so ``two_items`` can put 土 and 金 into each
other's graph and into the graphs of 木 and 水. Bounds are kept per kind of
item spent: the graphs of one position share them.
"""
from __future__ import annotations

from ..errors import SearchLimitError
from .board import SITS, apply, item_moves, neighbours, stacks
from .regions import FULL, _POW6, _bits, _is_chain, _merged, _rows, chain_pairs, chunk_table, merge
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


def _shares(mask: int):
    """The ways to share the items of ``mask`` between the two parts of a split.

    >>> list(_shares(0b11))
    [(3, 0), (2, 1), (1, 2), (0, 3)]
    """
    sub = mask
    while True:
        yield sub, mask ^ sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


class Shared:
    """What every graph of one position shares: the answers for regions of
    its own piles alone (no extra node, no relayed pile but the root), and,
    per set of extra nodes with their relays and constraints, the answers
    with no item spent: a graph that only leaves out a taken card (``gone``)
    or adds a layer asks the same regions."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit            # at most this many regions worked out, else SearchLimitError
        self.work = 0
        self.memo: dict[tuple[int, int, int], int] = {}
        self.how: dict[tuple[int, int, int], list[tuple]] = {}
        self.reach: dict[int, int] = {}     # region << 5 | node -> its part linked to the node
        self.bounds: dict[int, int] = {}    # region << 5 | items spent (``_Graph.bound``) -> pairs
        self.structures: dict[tuple, tuple[dict, dict, dict, dict]] = {}
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
    ``layers``: the items that change a pile where it stands ('土', '金',
    '火'), each a bit of the recursion's ``mask``; ``fixed``: extra node →
    its pile as a pair set (火's split-off half); ``split``: 火's (u, the
    half's node, the cards ``y`` it may start with, the tops it may end
    in), as 5-bit sets; ``swap_discard``: the one relay is 幻予之水 with a
    single card that 殺伐之金 then takes; ``gone``: the node of a single card
    殺伐之金 took (it keeps its number, so the position's regions stay shared,
    and is in no region: ``graph_of`` gives it no links); ``modified``: the
    nodes whose links are not those of their cells (``relaxed``'s reach), so
    no region holding one is the position's own."""

    composes_fire = False
    """Whether 神離之火 may share the mask with another layer: only in
    ``relaxed``, whose events over-approximate."""

    def __init__(self, piles: list[tuple[int, ...]], pos: list[int], adj: list[int], *,
                 relay: dict[int, int] | None = None, avoid: dict[int, int] | None = None,
                 apart: tuple[int, int] | None = None, layers: str = "",
                 fixed: dict[int, int] | None = None, split: tuple[int, int, int, int] | None = None,
                 swap_discard: bool = False, gone: int | None = None, modified: int = 0,
                 shared: Shared | None = None) -> None:
        self.piles, self.pos, self.adj = piles, pos, adj
        self.size = len(pos)
        self.relay = relay or {}
        self.swap_discard = swap_discard      # the one relay is 水 with a single card, then 金 on it
        self.gone = 0 if gone is None else 1 << gone     # a card 金 took at the start: in no region
        self.sources = 0
        for s in self.relay.values():
            self.sources |= 1 << s
        self.link = list(adj)
        for k, s in self.relay.items():
            self.link[k] |= 1 << s
            self.link[s] |= 1 << k
        self.avoid = avoid or {}
        self.apart = apart
        if "火" in layers and len(layers) > 1 and not self.composes_fire:
            raise ValueError("神離之火 is not composed with another layer")
        self.layers = layers
        self.bit = {item: 1 << k for k, item in enumerate(layers)}
        self.earth, self.metal, self.fire = (self.bit.get(i, 0) for i in "土金火")
        self._kind = {m: "".join(i for i in layers if m & self.bit[i]) for m in range(1 << len(layers))}
        # the same as a number, one bit per item in every graph: ``bound``'s keys
        self._kind_code = [sum(1 << "土金火木水".index(i) for i in self._kind[m]) for m in range(1 << len(layers))]
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
        # what the answers with no item spent depend on (not the split: it is an event)
        structure = (tuple(pos), tuple(sorted(self.relay.items())), tuple(sorted(self.avoid.items())), apart,
                     swap_discard, tuple(sorted(self.fixed.items())),
                     modified, tuple(adj[k] for k in range(self.size) if modified >> k & 1))
        if structure not in shared.structures:
            shared.structures[structure] = ({}, {}, {}, {})
        self.memo0, self.how0, self._reach_memo, self._bounds = shared.structures[structure]
        self.plain, self.plain_how = shared.memo, shared.how
        self.extras = ((1 << self.size) - 1) & ~((1 << len(piles)) - 1)
        self.own = self.extras | modified     # regions holding one are this structure's own
        self._second: dict[tuple[int, int], tuple[int, ...]] = {}
        self._second_how: dict[tuple[int, int], list[tuple]] = {}
        self._junction, self._junction_how = shared.junction, shared.junction_how
        self._plain_reach = shared.reach
        self._plain_bounds = shared.bounds
        self._tables()
        self._own_pairs = type(self).pairs is _Graph.pairs   # (``relaxed`` keeps memos of its own)

    # -- masks -------------------------------------------------------------------------
    def _tables(self) -> None:
        """Per chunk of 6 nodes, for each subset: its links, its cards' weight
        and its number of cards (a region is read in four lookups,
        ``regions.chunk_table``). The graphs of one position share most
        chunks: each is made once."""
        def table(values: list[int], combine) -> list[list[int]]:
            return [chunk_table(tuple(values[6 * k:6 * k + 6]), combine) for k in range(4)]
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

    def bound(self, region: int, mask: int) -> int:
        """What ``region`` can end as at most, with the items of ``mask`` spent
        in it (kept per item kind: graphs of one position share the table)."""
        bounds = self._plain_bounds if not region & self.extras else self._bounds
        key = region << 5 | self._kind_code[mask]
        got = bounds.get(key)
        if got is None:
            if region & self._unchained:
                got = FULL
            else:
                t0, t1, t2, t3 = self._wt
                counts = t0[region & 63] + t1[region >> 6 & 63] + t2[region >> 12 & 63] + t3[region >> 18]
                if mask == 0:
                    got = chain_pairs(counts)
                elif mask == self.metal:    # one card gone, the rest still a chain
                    got = 0
                    for e in range(5):
                        if (counts // _POW6[e]) % 6 and counts - _POW6[e]:
                            got |= chain_pairs(counts - _POW6[e])
                else:
                    got = FULL
            bounds[key] = got
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
            stack.append((cbit, region & ~cbit, link[c] & allowed & ~banned, banned, c))
            banned |= cbit
        push, pop = stack.append, stack.pop
        while stack:
            b, a, cand, banned, x = pop()
            near = a & link[x]
            if near & (near - 1):     # x left two or more links in a (else a is still whole)
                key = a << 5 | v
                memo = self._reach_memo if a & self.own else self._plain_reach
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
                    k = y.bit_length() - 1
                    push((b | y, a & ~y, (cand | link[k]) & keep, banned, k))
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
        so it is not the root of its side where it parts from the split's side
        (``in_a``: the split is in ``a``)."""
        if not self.fire or self.apart is None:
            return True
        w = self.apart[0]
        return w != c if in_a else not (a >> w & 1 and w == v)

    # -- the recursion -----------------------------------------------------------------
    def pairs(self, region: int, v: int, mask: int) -> int:
        """``F_mask(region, v)``: the pairs ``region`` can end as on ``v`` with
        exactly the items of ``mask`` (bits of ``layers``) spent inside it."""
        if mask & self.fire and not region >> self.split[0] & 1:
            return 0                  # 火 happens on u's pile: a part without u has not spent it
        key = (region, v, mask)
        vbit = 1 << v
        if mask:
            memo, hows = self.memo, self.how
        elif not region & (self.own | self.sources & ~vbit):
            memo, hows = self.plain, self.plain_how      # the same in every graph of this position
        else:
            memo, hows = self.memo0, self.how0           # the same in every graph of this structure
        got = memo.get(key)
        if got is not None:
            return got
        memo[key] = 0                 # no region contains itself: a guard only
        if self.shared.limit is None:
            return self._work_out(region, v, mask, memo, hows)
        try:
            return self._work_out(region, v, mask, memo, hows)
        except BaseException:         # stopped at the limit: no guard stays behind as an answer
            memo.pop(key, None)
            raise

    def _work_out(self, region: int, v: int, mask: int, memo: dict, hows: dict, key=None) -> int:
        key = (region, v, mask) if key is None else key     # another key: ``relaxed``'s memo
        vbit = 1 << v
        how: list[tuple] = []
        got = 0
        single = region == vbit
        relayed = self.relayed(region, v)
        if relayed is not None:
            got = self.pairs(*relayed, mask)
            if got:
                how.append(("relay", *relayed, mask))
        elif single and mask == 0:
            got = memo[key] = self.leaf[v]
            return got
        best = self.bound(region, mask)
        if mask and got != best:
            for item, bit in self.bit.items():
                if mask & bit:
                    event = self._event(region, v, item, mask ^ bit)
                    if event & ~got:
                        got |= event
                        how.append(("event", item))
        if got != best and not single:
            shared = self.shared
            shared.work += 1
            if shared.limit is not None and shared.work > shared.limit:
                raise SearchLimitError(f"the one-item decision stopped after {shared.limit} regions")
            seeds, banned = self._seeds(region, v)
            got = self._gather(region, v, mask, seeds, banned, got, best, how, False)
        memo[key] = got
        if how:
            hows[key] = how
        return got

    def size_after(self, region: int, mask: int) -> int:
        """Cards in the pile of ``region`` with the items of ``mask`` spent."""
        return self.cards(region) - (1 if mask & self.metal else 0)

    def _event(self, region: int, v: int, item: str, rest: int) -> int:
        """What the pile of ``region`` on ``v`` becomes when ``item`` is spent
        on it last, the items of ``rest`` spent before (inside it)."""
        if item == "火":
            if rest or v != self.split[0] or region >> self.split[1] & 1:
                return 0             # 火 splits u's pile, gathered without the half it makes
            return self._parted(region, v)
        whole = self.pairs(region, v, rest)
        if not whole:
            return 0
        size = self.size_after(region, rest)
        if item == "土":
            return _recolour(whole) if size == 1 else _retop(whole)
        if size < 2:                 # 金 on a single card: the position without it (decide)
            return 0
        return self._discarded(region, v, rest)

    def _gather(self, region: int, v: int, mask: int, seeds: list[int], banned: int, got: int, best: int,
                how: list[tuple], first: bool) -> int:
        """Add to ``got`` what the splits of ``region`` on ``v`` make whose last
        child is one of ``seeds`` (recorded in ``how``); ``first``: stop at the
        first split that makes anything."""
        pairs, bound, memo, plain = self.pairs, self.bound, self.memo0, self.plain
        own, sources = self.own, self.sources
        vbit = 1 << v
        # with no item spent, the memos and tables ``pairs``, ``bound`` and
        # ``merge`` keep are read here first (the hot loop of a proof)
        merged, extras, apart = _merged, self.extras, self.apart
        plain_bounds, own_bounds = self._plain_bounds, self._bounds
        read_memo = self._own_pairs
        for a, b in self.splits(region, v, seeds, banned):
            if mask == 0:
                # a's side is the large one: ask b first, and a only if it can add something.
                # Twin: regions.Regions._build merges a split's pairs the same way (no item); a
                # change to one is a change to the other. Two copies, not a shared helper: each
                # is its proof's hot loop (#71.6).
                fa = (plain if not a & (own | sources & ~vbit) else memo).get((a, v, 0))
                if fa == 0:
                    continue
                if fa is None:
                    ba = (plain_bounds if not a & extras else own_bounds).get(a << 5)
                    if ba is None:
                        ba = bound(a, 0)
                else:
                    ba = fa
                bb = (plain_bounds if not b & extras else own_bounds).get(b << 5)
                if bb is None:
                    bb = bound(b, 0)
                m = merged.get(ba << 25 | bb)
                if m is None:
                    m = merge(ba, bb)
                if not m & ~got:
                    continue
                fbs = []
                fb_all = 0
                for c in seeds:
                    if b >> c & 1 and (apart is None or self._apart_ok(a, v, b, c)):
                        fb = None
                        if read_memo:
                            fb = (plain if not b & (own | sources & ~(1 << c)) else memo).get((b, c, 0))
                        if fb is None:
                            fb = pairs(b, c, 0)
                        if fb:
                            fbs.append((c, fb))
                            fb_all |= fb
                if not fb_all:
                    continue
                m = merged.get(ba << 25 | fb_all)
                if m is None:
                    m = merge(ba, fb_all)
                if not m & ~got:
                    continue
                if fa is None:
                    fa = pairs(a, v, 0)
                    if not fa:
                        continue
                for c, fb in fbs:
                    m = merged.get(fa << 25 | fb)
                    if m is None:
                        m = merge(fa, fb)
                    if m & ~got:
                        got |= m
                        how.append(("split", a, b, c, 0, 0))
            else:
                for c in seeds:
                    if not b >> c & 1 or not self._apart_ok(a, v, b, c):
                        continue
                    for ma, mb in _shares(mask):
                        if self.fire and not self._event_ok(a, v, b, c, bool(ma & self.fire)):
                            continue
                        fb = pairs(b, c, mb)
                        if not fb:
                            continue
                        fa = pairs(a, v, ma)
                        if not fa:
                            continue
                        m = merge(fa, fb)
                        if m & ~got:
                            got |= m
                            how.append(("split", a, b, c, ma, mb))
            if got == best or (first and got):
                break
        return got

    def steps(self, key: tuple[int, int, int]) -> list[tuple]:
        """How ``pairs`` made its answer for ``key``."""
        return self.how.get(key) or self.how0.get(key) or self.plain_how.get(key, [])

    # -- 殺伐之金: second cards --------------------------------------------------------
    def relayed(self, region: int, v: int) -> tuple[int, int] | None:
        """(the rest of ``region``, its node) when ``region`` can be the pile
        relayed whole to the extra node ``v``, else None."""
        s = self.relay.get(v)
        if s is None:
            return None
        rest = region & ~(1 << v)
        if rest >> s & 1 and not rest & self.avoid.get(s, 0) and self.reach(1 << s, rest) == rest:
            return rest, s
        return None

    def seconds(self, region: int, v: int, mask: int = 0) -> tuple[int, ...]:
        """For each element ``s``, the pairs ``region`` can end as on ``v`` with
        ``s`` as the second card from the top (piles of two or more cards),
        with the items of ``mask`` (元化之土 at most) spent inside it."""
        key = (region, v, mask)
        got = self._second.get(key)
        if got is not None:
            return got
        self._second[key] = (0,) * 5      # a guard only
        try:
            return self._seconds_of(region, v, mask)
        except BaseException:         # stopped at the limit: no guard stays behind as an answer
            self._second.pop(key, None)
            raise

    def _seconds_of(self, region: int, v: int, mask: int) -> tuple[int, ...]:
        key = (region, v, mask)
        sets = [0] * 5
        how: list[tuple] = []
        if region == 1 << v:
            p = self.piles[v] if v < len(self.piles) else ()
            if len(p) >= 2:
                sets[p[-2] % 5] = self.leaf[v] if mask == 0 else _retop(self.leaf[v])
            got = tuple(sets)
            self._second[key] = got
            return got
        relayed = self.relayed(region, v)
        if relayed is not None:
            for s, pairs in enumerate(self.seconds(*relayed, mask)):
                if pairs:
                    sets[s] |= pairs
                    how.append((s, "relay"))
        if mask:                         # 土 on the finished pile: its second card stays
            for s, pairs in enumerate(self.seconds(region, v, 0)):
                new = _retop(pairs) & ~sets[s]
                if new:
                    sets[s] |= new
                    how.append((s, "event"))
        if self.pairs(region, v, mask):
            seeds, banned = self._seeds(region, v)
            for a, b in self.splits(region, v, seeds, banned):
                tall_a = self.cards(a) >= 2
                tall_b = self.cards(b) >= 2
                for c in seeds:
                    if not b >> c & 1 or not self._apart_ok(a, v, b, c):
                        continue
                    for ma, mb in _shares(mask):
                        fa = self.pairs(a, v, ma)
                        if not fa:
                            continue
                        fb = self.pairs(b, c, mb)
                        if not fb:
                            continue
                        sa = self.seconds(a, v, ma) if tall_a else None
                        sb = self.seconds(b, c, mb) if tall_b else None
                        for s in range(5):
                            # b on top: top from b; second from b, or a's top if b is one card
                            on = merge_on(fa, sb[s]) if tall_b else merge_on(_with_top(fa, s), fb)
                            # b under: top from a; second from a, or b's top if a is one card
                            under = merge_on(fb, sa[s]) if tall_a else merge_on(_with_top(fb, s), fa)
                            new = (on | under) & ~sets[s]
                            if new:
                                sets[s] |= new
                                how.append((s, a, b, c, ma, mb))
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

    def _discarded(self, region: int, v: int, mask: int = 0) -> int:
        """殺伐之金 on the finished pile of ``region`` (two or more cards, the
        items of ``mask`` spent before): the second card becomes the top."""
        got = 0
        for s, pairs in enumerate(self.seconds(region, v, mask)):
            for bottom, tops in enumerate(_rows(pairs)):
                if tops:
                    got |= 1 << (5 * bottom + s)
        return got

    # -- the whole board ----------------------------------------------------------------
    def roots(self) -> list[int]:
        return [v for v in range(self.size) if not (self.sources | self.gone) >> v & 1]

    def decide(self, mask: int) -> tuple[int, int, list[tuple]] | None:
        """(root, pair, the split that made it) of a won ending with the items
        of ``mask`` spent, or None. The last stack joins two parts across an
        edge: each edge is asked once."""
        everything = ((1 << self.size) - 1) & ~self.gone
        if self.reach(everything & -everything, everything) != everything:
            return None
        best = self.bound(everything, mask)
        for v in self.roots():
            seeds, banned = self._seeds(everything, v)
            seeds = [c for c in seeds if c > v]
            how: list[tuple] = []
            got = self._gather(everything, v, mask, seeds, banned, 0, best, how, True)
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

    def build(self, region: int, v: int, mask: int, pair: int) -> int | None:
        """Events that gather ``region`` on ``v`` as ``pair`` (a one-bit set)
        with the items of ``mask`` spent; the last of them, or None for a
        pile that never moved."""
        g = self.g
        if region == 1 << v and mask == 0 and v not in g.relay:
            return None
        for entry in g.steps((region, v, mask)):
            if entry[0] == "relay":
                _, rest, s, lay = entry
                if g.pairs(rest, s, lay) & pair:
                    return self._relay(rest, s, v, self.build(rest, s, lay, pair))
            elif entry[0] == "event":
                done = self._event(region, v, pair, entry[1], mask)
                if done is not None:
                    return done
            else:
                _, a, b, c, la, lb = entry
                done = self._split(a, b, v, c, la, lb, pair)
                if done is not None:
                    return done
        raise AssertionError("the memo lost a step")  # pragma: no cover

    def _relay(self, rest: int, s: int, v: int, before: int | None) -> int:
        """The move that brings the pile of ``rest`` on ``s`` whole to ``v``."""
        g = self.g
        if len(g.relay) == 2:        # 幻予之水: both halves are one swap
            if self.swap is None:
                u, x = sorted(g.relay.values())
                self.swap = self.event(("水", g.pos[u], g.pos[x]))
            self.after[self.swap].append(before) if before is not None else None
            self.arrivals[v] = self.swap
            return self.swap
        if g.swap_discard:           # the pile changes places with a single card, which 金 then takes
            swapped = self.event(("水", *sorted((g.pos[s], g.pos[v]))), before)
            done = self.event(("金", g.pos[s]), swapped)
        else:
            done = self.event(("木", g.pos[s], g.pos[v]), before)
        self.arrivals[v] = done
        return done

    def _event(self, region: int, v: int, pair: int, item: str, mask: int) -> int | None:
        """``item`` spent last on the pile of ``region`` on ``v`` (the other
        items of ``mask`` before it) so that it ends as ``pair``."""
        g = self.g
        single = region == 1 << v
        rest = mask ^ g.bit[item]
        bottom, top = divmod(pair.bit_length() - 1, 5)
        if item == "火":
            x = top
            _, half, ys, tops = g.split     # read back from the tied graph: one y, one top
            y = ys.bit_length() - 1
            j = 5 * x + y
            for p in _bits(g.junctions(region, v).get(j, 0)):
                if p // 5 == bottom and tops >> (p % 5) & 1:
                    before = self._junction(region, v, j, 1 << p)
                    self.parted = self.event(("火", g.pos[v], (x, y), g.pos[half]), before)
                    return self.parted
            return None
        if item == "土":
            lone = g.size_after(region, rest) == 1
            for p in _bits(g.pairs(region, v, rest)):
                b0, t0 = divmod(p, 5)
                if t0 != top and (b0 == bottom or lone):
                    before = None if single and rest == 0 else self.build(region, v, rest, 1 << p)
                    return self.event(("土", g.pos[v], top), before)
            return None
        for p in _bits(g.seconds(region, v, rest)[top]):   # 金: the second card ``top`` comes up
            if p // 5 == bottom:
                before = None if single and rest == 0 else self._second(region, v, top, 1 << p, rest)
                return self.event(("金", g.pos[v]), before)
        return None

    def _second(self, region: int, v: int, s: int, pair: int, mask: int = 0) -> int | None:
        """Like ``build``, for a pile whose second card is ``s``."""
        g = self.g
        want = divmod(pair.bit_length() - 1, 5)
        if region == 1 << v:
            if mask == 0:
                return None
            return self.event(("土", g.pos[v], want[1]))      # 土 on the top of a pile that never moved
        for entry in g._second_how[(region, v, mask)]:
            if entry[0] != s:
                continue
            if entry[1] == "relay":
                rest, node = g.relayed(region, v)
                if g.seconds(rest, node, mask)[s] & pair:
                    return self._relay(rest, node, v, self._second(rest, node, s, pair, mask))
                continue
            if entry[1] == "event":          # 土 on the finished pile: same bottom and second, other top
                for p in _bits(g.seconds(region, v, 0)[s]):
                    if p // 5 == want[0] and p % 5 != want[1]:
                        before = self._second(region, v, s, 1 << p, 0)
                        return self.event(("土", g.pos[v], want[1]), before)
                continue
            _, a, b, c, ma, mb = entry
            fa, fb = g.pairs(a, v, ma), g.pairs(b, c, mb)
            tall_a, tall_b = g.cards(a) >= 2, g.cards(b) >= 2
            sa = g.seconds(a, v, ma) if tall_a else None
            sb = g.seconds(b, c, mb) if tall_b else None
            for pa in _bits(fa):
                for pb in _bits(fb):
                    ba, ta = divmod(pa, 5)
                    bb, tb = divmod(pb, 5)
                    # b on top of a
                    if SITS[bb][ta] and (ba, tb) == want:
                        if (tall_b and sb[s] >> pb & 1) or (not tall_b and ta == s):
                            ea = self.build(a, v, ma, 1 << pa)
                            eb = self._second(b, c, s, 1 << pb, mb) if tall_b else self.build(b, c, mb, 1 << pb)
                            return self._stack(a, b, v, c, False, ea, eb)
                    if SITS[ba][tb] and (bb, ta) == want:
                        if (tall_a and sa[s] >> pa & 1) or (not tall_a and tb == s):
                            ea = self._second(a, v, s, 1 << pa, ma) if tall_a else self.build(a, v, ma, 1 << pa)
                            eb = self.build(b, c, mb, 1 << pb)
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


def replayed(cells: list[tuple[int, ...]], width: int, height: int, items: str,
             line: list[tuple]) -> list[tuple] | None:
    """``line`` replayed by the rules (``board``), up to the move that leaves
    one pile (the game is won there, T6); None if a move is not legal or
    spends anything but ``items`` (each once), or the line does not win."""
    nbrs = neighbours(width, height)
    cells = list(cells)
    left = items
    for n, move in enumerate(line):
        if move[0] == "stack":
            legal = move in set(stacks(cells, nbrs))
        else:
            if move[0] not in left:
                return None
            left = left.replace(move[0], "", 1)
            legal = move in set(item_moves(cells, nbrs, move[0]))
        if not legal:
            return None
        apply(cells, move)
        if sum(1 for p in cells if p) == 1:
            return line[:n + 1]
    return None


# -- the decisions ------------------------------------------------------------------------
def graph_of(cells: list[tuple[int, ...]], width: int, height: int, extra: list[int],
             gone: int | None = None, **kw) -> _Graph:
    """The graph of ``cells`` with nodes on the ``extra`` cells; ``gone``: the
    node of a card taken at the start (no links)."""
    occupied = [i for i, p in enumerate(cells) if p]
    pos = occupied + extra
    nbrs = neighbours(width, height)
    adj = [0 if j == gone else sum(1 << k for k, q in enumerate(pos) if q in nbrs[p] and k != gone)
           for j, p in enumerate(pos)]
    return _Graph([cells[i] for i in occupied], pos, adj, gone=gone, **kw)


def read_line(g: _Graph, mask: int, cells: list[tuple[int, ...]]) -> list[tuple] | None:
    """A won ending of ``g`` with the items of ``mask`` spent, as ``board``
    moves in an order that keeps every wait; None if ``g`` has none."""
    got = g.decide(mask)
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
    then the exact one for each top. A graph with more first cards or tops
    lets through every line of one with fewer, so a top ``t`` is tried only
    where the half ending in ``t`` with any first card wins too (the lines
    found are the same, in the same order)."""
    nbrs = neighbours(width, height)
    n = len(occupied)
    for u, i in enumerate(occupied):
        for w in nbrs[i]:
            apart = (occupied.index(w), n) if cells[w] else None

            def graph(ys: int, tops: int) -> _Graph:
                half = sum(1 << (5 * y + t) for y in range(5) if ys >> y & 1 for t in range(5) if tops >> t & 1)
                return graph_of(cells, width, height, [w], layers="火", fixed={n: half},
                              split=(u, n, ys, tops), apart=apart, shared=shared)
            if graph(31, 31).decide(1) is None:
                continue
            tops = [t for t in range(5) if graph(31, 1 << t).decide(1) is not None]
            for y in range(5 if tops else 0):
                if graph(1 << y, 31).decide(1) is None:
                    continue
                for t in tops:
                    line = read_line(graph(1 << y, 1 << t), 1, cells)
                    if line is not None:
                        return line
    return None


def move_graphs(cells: list[tuple[int, ...]], width: int, height: int, shared: Shared,
                layers: str = "", gone: int | None = None):
    """疾走之木: a graph for each pile ``u`` and neighbouring cell ``w``
    (``gone``: the node of a card taken at the start, its cell empty)."""
    occupied = [i for i, p in enumerate(cells) if p]
    nbrs = neighbours(width, height)
    n = len(occupied)
    for u, i in enumerate(occupied):
        if u == gone:
            continue
        for w in nbrs[i]:
            apart = (occupied.index(w), n) if cells[w] and occupied.index(w) != gone else None
            yield graph_of(cells, width, height, [w], relay={n: u}, apart=apart, layers=layers, gone=gone,
                         shared=shared)


def swap_order(cells: list[tuple[int, ...]], width: int, height: int) -> list[tuple[int, int]]:
    """The pairs of piles (numbered as ``graph_of`` numbers them) in the order
    ``swap_graphs`` tries them: the fewest occupied neighbours between the
    two first, then the farthest apart. A pile at the edge of the board that
    fits none of its neighbours is the usual reason stacks alone fail, and it
    goes where it fits: on deals whose one-item line is a swap, this order
    reached the first swap that wins in a quarter of the time reading order
    took (issue #38.3). The order changes which line is found first, never
    whether one is.

    >>> swap_order([(0,), (1,), (2,), ()], 4, 1)    # 木 火 土 . : the two ends first
    [(0, 2), (0, 1), (1, 2)]
    """
    occupied = [i for i, p in enumerate(cells) if p]
    nbrs = neighbours(width, height)
    degree = [sum(1 for j in nbrs[i] if cells[j]) for i in occupied]
    where = [divmod(i, width) for i in occupied]

    def key(pair: tuple[int, int]) -> tuple[int, int]:
        (ru, cu), (rx, cx) = where[pair[0]], where[pair[1]]
        return degree[pair[0]] + degree[pair[1]], -(abs(ru - rx) + abs(cu - cx))
    n = len(occupied)
    return sorted(((u, x) for u in range(n) for x in range(u + 1, n)), key=key)


def swap_graphs(cells: list[tuple[int, ...]], width: int, height: int, shared: Shared,
                layers: str = "", gone: int | None = None):
    """幻予之水: a graph for each two piles that differ (``gone`` as above), in
    ``swap_order``."""
    occupied = [i for i, p in enumerate(cells) if p]
    n = len(occupied)
    post = 1 << n | 1 << (n + 1)
    for u, x in swap_order(cells, width, height):
        if gone not in (u, x) and cells[occupied[u]] != cells[occupied[x]]:
            yield graph_of(cells, width, height, [occupied[u], occupied[x]], relay={n: x, n + 1: u},
                         avoid={u: post, x: post}, layers=layers, gone=gone, shared=shared)


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
        found = read_line(graph_of(cells, width, height, [], layers=item, shared=shared), 1, cells)
    elif item in "木水":
        graphs = move_graphs if item == "木" else swap_graphs
        for g in graphs(cells, width, height, shared):
            found = read_line(g, 0, cells)
            if found is not None:
                break
    elif item == "火":
        found = _split_line(cells, width, height, occupied, shared)
    else:
        raise ValueError(f"not an item: {item!r}")
    if found is None:
        return None
    played = replayed(cells, width, height, item, found)
    if played is None:
        raise AssertionError(f"the {item} line does not replay: {found}")  # pragma: no cover
    return played
