"""靈獸塔 Spirit Beast Tower, the solitaire (RULES.md §1, T1–T9).

>>> t = Tower.from_text(". . . ./. 木 火土 ./. . . . | 木土")
>>> [str(a) for a in t.legal_actions() if a.item is None]
['b2>c2', 'b2<c2', 'c2>b2', 'c2<b2']
>>> t.play("c2>b2")
Stack(src=(2, 1), dst=(1, 1), under=False)
>>> t.to_text(), t.is_won()
('. . . ./. 木火土 . ./. . . . | 木土', True)
"""
from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any, Iterator, Sequence

from ..coords import MAX_SIDE, cell_name
from ..elements import CHARS, Element
from ..errors import IllegalActionError, InvalidPositionError, quote
from ..game import Game, read_save, replay, same, save_checks, save_error, whole
from ..rng import Rng, is_seed
from . import board
from .actions import (ITEM_NAMES, Cell, Discard, Move, Split, Stack, Swap, TowerAction,
                      Transform, parse_action)
from .layouts import LAYOUT_NAMES, get_layout

if TYPE_CHECKING:
    from .solver import Advice
# The solver (~2,100 lines with its decision modules) is imported on first use:
# drawing and playing a deal never needs it (issue #34.5). It reads the board
# module, never this one.

SAVE_FORMAT = "wuxing.tower"
LEGACY_FORMATS = ("wuxing-card-table/tower",)
"""Format names written by earlier releases, still read (issue #10.7)."""
SAVE_VERSION = 1
ALL_ITEMS = board.ITEMS
MAX_CARDS = 20


def _card(printed: int, current: int) -> int:
    return printed * 5 + current


class Tower(Game[TowerAction]):
    """A 靈獸塔 position with its history. Cards are ints ``printed*5 + current``
    so a transformed card keeps its printed element (T5 元化之土)."""

    action_types = (Stack, Move, Split, Transform, Discard, Swap)

    def __init__(self, width: int, height: int, piles: dict[Cell, tuple[int, ...]],
                 items: str = ALL_ITEMS, *, layout: str | None = None,
                 seed: int | None = None) -> None:
        super().__init__()
        self.width, self.height = width, height
        self._cells: list[tuple[int, ...]] = [()] * (width * height)
        for (c, r), pile in piles.items():
            self._cells[r * width + c] = tuple(pile)
        self._items = items
        self._discard: tuple[int, ...] = ()
        self.layout, self.seed = layout, seed
        self.elapsed_ms = 0
        self._start = (list(self._cells), items)
        self._nbrs = board.neighbours(width, height)   # T2, T4

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, layout: str = "basic", seed: int = 0) -> "Tower":
        """A reproducible deal (T8): 20 cards, 4 per element, shuffled by our own
        SplitMix64 (``rng.Rng``) and laid in the layout's reading order."""
        shape = get_layout(layout)
        try:
            deck = Rng(seed).shuffled([e for e in range(5) for _ in range(4)])
        except ValueError:
            raise InvalidPositionError(f"invalid seed: {quote(seed)}",
                                       f"不合法的種子：{quote(seed)}") from None
        w, h = shape.board_size
        piles = {cell: (_card(e, e),) for cell, e in zip(shape.cells(), deck)}
        return cls(w, h, piles, ALL_ITEMS, layout=layout, seed=seed)

    @classmethod
    def deal_for(cls, players: int, seed: int) -> "Tower":
        """The registry's seeded deal (``GAMES["tower"].deal``): one player, the
        layout picked by the seed among the eight (T7), then ``deal``."""
        if not same(players, 1):
            raise InvalidPositionError(f"靈獸塔 is a solitaire, not {quote(players)} players",
                                       f"靈獸塔是單人遊戲，不是 {quote(players)} 人")
        if not is_seed(seed):
            raise InvalidPositionError(f"invalid seed: {quote(seed)}", f"不合法的種子：{quote(seed)}")
        return cls.deal(LAYOUT_NAMES[seed % len(LAYOUT_NAMES)], seed)

    @classmethod
    def from_text(cls, text: str) -> "Tower":
        """Parse the position notation; ``InvalidPositionError`` quoting it otherwise."""
        def bad(why: str, zh: str, reason: str | None = None, **detail: object) -> InvalidPositionError:
            return InvalidPositionError(f"invalid position {quote(text)}: {why}",
                                        f"不合法的局面 {quote(text)}：{zh}", reason, **detail)
        if not isinstance(text, str) or len(text) > 2000:
            raise bad("not a position string", "不是局面文字")
        board, sep, items = text.partition(" | ")
        if not sep:
            raise bad("missing ' | ' before the items", "缺少 ' | ' 與道具", "bad_items")
        if items != "-" and (not items or any(ch not in ALL_ITEMS for ch in items)
                             or list(items) != sorted(set(items), key=ALL_ITEMS.index)):
            raise bad(f"items must be '-' or distinct elements in 木火土金水 order, not {quote(items)}",
                      f"道具須為 '-' 或依 木火土金水 順序的不重複屬性，不是 {quote(items)}", "bad_items")
        rows = [row.split(" ") for row in board.split("/")]
        width, height = len(rows[0]), len(rows)
        if any(len(row) != width for row in rows):
            raise bad("rows have different lengths", "各列長度不同", "uneven_rows")
        if width > MAX_SIDE or height > 99:
            raise bad("board too large", "牌桌太大", "board_too_large")
        piles: dict[Cell, tuple[int, ...]] = {}
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                if cell == ".":
                    continue
                if not cell or any(ch not in CHARS for ch in cell):
                    raise bad(f"cell {cell_name(c, r)} is {quote(cell)}: use '.' or elements",
                              f"格子 {cell_name(c, r)} 是 {quote(cell)}：請用 '.' 或屬性字", "bad_cell")
                piles[(c, r)] = tuple(_card(CHARS.index(ch), CHARS.index(ch)) for ch in cell)
        if sum(len(p) for p in piles.values()) > MAX_CARDS:
            raise bad(f"more than {MAX_CARDS} cards", f"超過 {MAX_CARDS} 張牌", "too_many_cards", most=MAX_CARDS)
        if not piles:
            raise bad("no cards on the board", "牌桌上沒有牌", "no_cards")
        return cls(width, height, piles, "" if items == "-" else items)

    # -- reading the state --------------------------------------------------
    def _index(self, cell: Cell) -> int:
        c, r = cell
        if not (0 <= c < self.width and 0 <= r < self.height):
            raise IllegalActionError(
                f"{cell_name(c, r)} is not on the board ({self.width}×{self.height}, T4)",
                f"{cell_name(c, r)} 不在牌桌上（{self.width}×{self.height}，T4）", "off_board")
        return r * self.width + c

    def _coord(self, i: int) -> Cell:
        return i % self.width, i // self.width

    def to_text(self) -> str:
        """The position notation: rows top to bottom, piles bottom to top, items."""
        return self._text_of(self._cells, self._items)

    def __repr__(self) -> str:
        return f"Tower.from_text({self.to_text()!r})"

    def _state_key(self) -> tuple:
        return (self.width, self.height, tuple(self._cells), self._items, self._discard)

    @property
    def items(self) -> str:
        """Item cards still in hand, as elements in 木火土金水 order."""
        return self._items

    @property
    def items_used(self) -> str:
        """Items used in this game (those in hand at the start and gone now; P1)."""
        return "".join(ch for ch in self._start[1] if ch not in self._items)

    @property
    def discard(self) -> tuple[Element, ...]:
        """Printed elements of the discarded cards, oldest first (T5 殺伐之金)."""
        return tuple(Element(x // 5) for x in self._discard)

    def piles(self) -> dict[str, str]:
        """Cell name → current elements bottom to top, for every pile."""
        return {cell_name(*self._coord(i)): "".join(CHARS[x % 5] for x in p)
                for i, p in enumerate(self._cells) if p}

    def printed(self) -> dict[str, str]:
        """Cell name → printed elements bottom to top (differs after 元化之土)."""
        return {cell_name(*self._coord(i)): "".join(CHARS[x // 5] for x in p)
                for i, p in enumerate(self._cells) if p}

    def pile_count(self) -> int:
        return sum(1 for p in self._cells if p)

    def card_count(self) -> int:
        return sum(len(p) for p in self._cells)

    def scores(self) -> list[int]:
        return [1 if self.is_won() else 0]

    def winners(self) -> list[int]:
        return [0] if self.is_won() else []

    def is_won(self) -> bool:
        """T6: exactly one pile remains."""
        return self.pile_count() == 1

    def legal_stacks(self) -> list[Stack]:
        """The legal stack actions only (cheap: no item actions listed)."""
        return [] if self.is_won() else list(self._stacks())

    def has_stack(self) -> bool:
        return next(self._stacks(), None) is not None

    def is_stuck(self) -> bool:
        """T6: not won, no stack is legal and no item remains."""
        return not self.is_won() and not self._items and not self.has_stack()

    def is_over(self) -> bool:
        return self.is_won() or self.is_stuck()

    # -- actions --------------------------------------------------------------
    def parse_action(self, text: str) -> TowerAction:
        return parse_action(text)

    def _stacks(self) -> Iterator[Stack]:
        for move in board.stacks(self._cells, self._nbrs):
            yield board.action_of(move, self.width)  # type: ignore[misc]

    def legal_actions(self) -> list[TowerAction]:
        """Every legal action: stacks first, then items in 木火土金水 order."""
        if self.is_won():
            return []
        moves = [*board.stacks(self._cells, self._nbrs), *board.item_moves(self._cells, self._nbrs, self._items)]
        return [board.action_of(m, self.width) for m in moves]

    def item_actions(self, item: str) -> list[TowerAction]:
        """The legal uses of one item in hand (``"木"`` … ``"水"``; T5), in the
        order ``legal_actions()`` lists them."""
        if not isinstance(item, str) or len(item) != 1 or self.is_won() or item not in self._items:
            return []
        return [board.action_of(m, self.width) for m in board.item_moves(self._cells, self._nbrs, item)]

    def random_action(self, rng: random.Random) -> TowerAction:
        """A well-formed action on this board, legal or not (contract fuzzing)."""
        def cell() -> Cell:
            return rng.randrange(self.width), rng.randrange(self.height)
        kind = rng.randrange(6)
        if kind == 0:
            return Stack(cell(), cell(), rng.random() < 0.5)
        if kind == 1:
            return Move(cell(), cell())
        if kind == 2:
            return Split(cell(), rng.randrange(1, 5), cell())
        if kind == 3:
            return Transform(cell(), Element(rng.randrange(5)))
        if kind == 4:
            return Discard(cell())
        return Swap.of(cell(), cell())

    def _illegal(self, action: TowerAction, why: str, zh: str, reason: str | None = None,
                 **detail: object) -> IllegalActionError:
        """A refusal: precise words for developers and tests, and ``reason``
        (with ``detail``) for a page to say it in a player's words (issue #14.3)."""
        return IllegalActionError(f"illegal action {str(action)!r} in {self.to_text()!r}: {why}",
                                  f"不能 {action}：{zh}", reason, **detail)

    def _pile(self, action: TowerAction, cell: Cell) -> tuple[int, ...]:
        pile = self._cells[self._index(cell)]
        if not pile:
            name = cell_name(*cell)
            raise self._illegal(action, f"{name} is empty", f"{name} 沒有牌", "empty")
        return pile

    def _empty_neighbour(self, action: TowerAction, src: Cell, dst: Cell) -> None:
        if self._index(dst) not in self._nbrs[self._index(src)]:
            raise self._illegal(action, f"{cell_name(*dst)} is not next to {cell_name(*src)}",
                                f"{cell_name(*dst)} 不在 {cell_name(*src)} 的前後左右", "not_next_to")
        if self._cells[self._index(dst)]:
            raise self._illegal(action, f"{cell_name(*dst)} is not empty", f"{cell_name(*dst)} 不是空格", "not_empty")

    def _check(self, action: TowerAction) -> None:
        if isinstance(action, Stack):
            self._check_stack(action)
            return
        item = action.item
        if item is None or CHARS[item] not in self._items:
            name = ITEM_NAMES[item][0] if item is not None else "?"
            raise self._illegal(action, f"item {CHARS[item]} ({name}) was already used (T5: once per game)",
                                f"道具 {name} 已經用過了（T5：每局一次）", "item_used", item=item)
        if isinstance(action, Move):
            self._pile(action, action.src)
            self._empty_neighbour(action, action.src, action.dst)
        elif isinstance(action, Split):
            pile = self._pile(action, action.src)
            if not 1 <= action.count < len(pile):
                raise self._illegal(action, f"a pile of {len(pile)} can split off 1 to {len(pile) - 1} cards, "
                                    f"not {action.count} (T5)",
                                    f"{len(pile)} 張的牌堆只能分出 1 到 {len(pile) - 1} 張（T5）", "split_count",
                                    height=len(pile))
            self._empty_neighbour(action, action.src, action.dst)
        elif isinstance(action, Transform):
            pile = self._pile(action, action.src)
            if pile[-1] % 5 == action.element:
                raise self._illegal(action, f"the top card is already {CHARS[action.element]}",
                                    f"最上方已經是 {CHARS[action.element]}", "same_element", element=int(action.element))
        elif isinstance(action, Discard):
            self._pile(action, action.src)
        elif isinstance(action, Swap):
            self._pile(action, action.a)
            self._pile(action, action.b)
            if action.a == action.b:
                raise self._illegal(action, "a swap needs two different piles", "交換需要兩個不同的牌堆", "same_pile")

    def _check_stack(self, action: Stack) -> None:
        a, b = self._pile(action, action.src), self._pile(action, action.dst)
        src, dst = cell_name(*action.src), cell_name(*action.dst)
        if self._index(action.dst) not in self._nbrs[self._index(action.src)]:
            raise self._illegal(action, f"{src} and {dst} are not neighbours (T2: piles must share an edge)",
                                f"{src} 和 {dst} 不相鄰（T2：只能疊前後左右的牌堆）", "not_neighbours")
        if not board.can_stack(a, b, action.under):
            x, y = (b[0] % 5, a[-1] % 5) if action.under else (a[0] % 5, b[-1] % 5)
            where = "under" if action.under else "on"
            where_zh = "下方" if action.under else "上方"
            raise self._illegal(
                action, f"{src} cannot go {where} {dst}: {CHARS[x]} may not lie on {CHARS[y]} "
                f"(T1/T3: a card lies on one it overcomes or on one that generates it)",
                f"{src} 不能疊到 {dst} {where_zh}：{CHARS[x]} 不能放在 {CHARS[y]} 上"
                f"（T1：相剋者在上，相生者在下）", "sits", card=x, on=y, under=action.under)

    def _apply(self, action: TowerAction) -> None:
        if action.item is not None:
            self._items = self._items.replace(CHARS[action.item], "")
        gone = board.apply(self._cells, board.move_of(action, self.width))
        if gone is not None:
            self._discard += (gone,)

    def _snapshot(self) -> Any:
        return (list(self._cells), self._items, self._discard)

    def _restore(self, snap: Any) -> None:
        cells, self._items, self._discard = snap
        self._cells = list(cells)

    @property
    def cells(self) -> tuple[tuple[int, ...], ...]:
        """The board in reading order: each pile's cards bottom first, a card
        being ``printed * 5 + current`` element (``()`` for an empty cell)."""
        return tuple(self._cells)

    def view(self, player: int) -> dict[str, Any]:
        """Nothing is hidden in the solitaire: the seat sees the whole position."""
        self._seat(player)
        return {"players": 1, "you": player, "current": 0, "over": self.is_over(),
                "position": self.to_text(), "printed": self.printed(), "items": self._items,
                "discard": "".join(CHARS[x // 5] for x in self._discard), "scores": self.scores()}

    # -- solving ----------------------------------------------------------------
    def solve(self, max_items: int = 0, *, node_limit: int | None = None) -> list[TowerAction] | None:
        """A winning line from here using at most ``max_items`` of the items in
        hand (fewest items first), or ``None`` when provably none exists.
        Raises ``SearchLimitError`` if ``node_limit`` is hit before deciding."""
        from .solver import solve
        return solve(self, max_items, node_limit=node_limit)

    def hint(self, *, node_limit: int | None = None) -> TowerAction | None:
        """First action of a winning line that uses the fewest items in hand,
        or ``None`` when no line wins even with every item left."""
        if self.is_won():
            return None
        line = self.solve(len(self._items), node_limit=node_limit)
        return line[0] if line else None

    def advice(self, *, node_limit: int | None = None,
               known: Sequence[TowerAction | str] | None = None) -> Advice:
        """What the solver knows from here (``solver.advise``): the fewest-items
        line, whether a line without items exists (always decided), or a proof
        that nothing wins; the item search may stop at ``node_limit``.
        ``known``: a winning line from here already found (actions or
        their texts): only fewer items are looked for."""
        from .solver import advise
        return advise(self, node_limit=node_limit, known=known)

    # -- saving -------------------------------------------------------------------
    def _text_of(self, cells: list[tuple[int, ...]], items: str, printed: bool = False) -> str:
        """Position notation of ``cells``/``items``: current elements, or printed ones."""
        rows = []
        for r in range(self.height):
            row = cells[r * self.width:(r + 1) * self.width]
            rows.append(" ".join("".join(CHARS[x // 5 if printed else x % 5] for x in p) if p else "."
                                 for p in row))
        return "/".join(rows) + " | " + (items or "-")

    def to_json(self) -> str:
        """A versioned save: start, history (for undo), redo, printed elements
        under transforms, items used, moves, undos and elapsed time."""
        return json.dumps({
            "format": SAVE_FORMAT, "version": SAVE_VERSION,
            "layout": self.layout, "seed": self.seed,
            "start": self._text_of(*self._start),
            "history": [str(a) for a in self._history],
            "redo": [str(a) for a in self._redo],
            "position": self.to_text(),
            "printed": self._text_of(self._cells, self._items, printed=True),
            "discard": "".join(CHARS[x // 5] for x in self._discard),
            "items_used": self.items_used, "moves": self.moves,
            "undos": self.undos, "elapsed_ms": self.elapsed_ms,
        }, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Tower":
        """Restore a save by replaying its history from its start, checking every
        action and the stored position; ``InvalidSaveError`` on anything amiss."""
        bad = save_error
        data = read_save(text, (SAVE_FORMAT, *LEGACY_FORMATS), SAVE_VERSION, "靈獸塔")
        with save_checks():
            layout, seed = data.get("layout"), data.get("seed")
            if layout is not None:
                tower = cls.deal(layout, seed)
                if tower.to_text() != data["start"]:
                    raise bad("start does not match its layout and seed", "開局與牌陣種子不符")
            elif seed is not None:
                raise bad("a seed without a layout", "有種子卻沒有牌陣")
            else:
                tower = cls.from_text(data["start"])
            redo = data["redo"]
            if not isinstance(redo, list):
                raise bad("history must be lists", "歷史紀錄格式錯誤")
            replay(tower, data["history"])
            # Redo is a stack (last entry replayed first): check it by playing it
            # forward, then undo back, which rebuilds the same stack.
            replay(tower, redo[::-1])
            for _ in redo:
                tower.undo()
            if tower.to_text() != data["position"] or \
                    tower._text_of(tower._cells, tower._items, True) != data["printed"]:
                raise bad("position does not match its history", "局面與歷史紀錄不符")
            undos, elapsed = data["undos"], data["elapsed_ms"]
            if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in (undos, elapsed)):
                raise bad("undos and elapsed_ms must be whole numbers", "復原次數與時間須為整數")
            tower.undos, tower.elapsed_ms = undos, elapsed
        return tower
