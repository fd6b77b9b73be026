"""釣鶼鰈 Fishing for Pairs, 2–4 players (RULES.md F1–F10, rulings FG… in
docs/RULES-PROJECT.md).

>>> g = Fishing.deal(2, seed=1)
>>> g.current_player(), len(g.legal_actions()) > 0, g.rows, g.cols
(0, True, 3, 10)
>>> g.play("flip a1"); g.line_kind()
Flip(cell=(0, 0))
'open'

A card is held as an int: its element (0–4) face down, element + 5 face up.
A cell is a stack, bottom first. On any cell the face-up cards are a run on
top; on a cell that holds a line entry, the entry is the lowest of that run
and the cards above it are blocks and counters (F7).

Face-down elements never leave this object except through ``view`` (which
hides them), ``to_text`` (likewise) and the save, which holds only the seed
(or the explicit deal it was built from) and the public actions.
"""
from __future__ import annotations

import json
import random
from typing import Any, Sequence

from ..coords import cell_name
from ..elements import CHARS, Element, overcomes
from ..errors import IllegalActionError, InvalidNotationError, InvalidPositionError, quote
from .actions import (ACTION_TYPES, Block, Fail, FaceDown, FishingAction, Flip,
                              HandPlay, Pass, Stop, parse_action)
from ..game import Game, read_save, replay_save, same, save_error, whole
from ..rng import Rng
from .events import (Blocked, Flipped, GameEnded, HandPlayed, LaidDown, LineFailed, Passed, Scored,
                     Stopped, TurnedDown, TurnStarted)
from .line import POINTS, Verdict, classify, run_kind

GRIDS = {2: (3, 10), 3: (5, 9), 4: (6, 10)}
"""F1: rows × columns of the field for 2 / 3 / 4 players (30 / 45 / 60 cells)."""
UP = 5
SAFETY_ROUNDS = 10
"""F9: the game stops after this many full rounds in which no card left the field."""
SHORT_FIELD, SHORT_ROUNDS = 10, 3
"""F9c: with this many cards or fewer on the field, the safety stop comes after SHORT_ROUNDS rounds."""
SAVE_FORMAT = "wuxing.fishing"
"""The save format name; every game's is ``wuxing.<game>``."""
SAVE_VERSION = 1
FULL_HAND = (0, 1, 2, 3, 4)


def _down_count(stack: list[int]) -> int:
    """Face-down cards at the bottom of a stack: the face-up run starts here."""
    k = len(stack)
    while k > 0 and stack[k - 1] >= UP:
        k -= 1
    return k


def _check_legal_deal(d: dict, players: int) -> None:
    """A save's prepared deal must be one the rules could deal (F1, F10): the
    field of its player count, 3 cards of each element per player, open hands
    of one card of each element (ruling FD1)."""
    rows, cols = GRIDS[players]
    field, hands = d.get("field"), d.get("hands")
    cells = field.replace("/", "") if isinstance(field, str) else ""
    ok = (isinstance(field, str) and field.count("/") == rows - 1 and len(cells) == rows * cols
          and all(row and len(row) == cols for row in field.split("/"))
          and all(cells.count(ch) == 3 * players for ch in CHARS)
          and (hands is None or (isinstance(hands, list) and len(hands) == players
                                 and all(isinstance(h, str) and sorted(h) == sorted(CHARS) for h in hands))))
    if not ok:
        raise save_error("the prepared deal is not one the rules could deal (F1, F10)",
                         "預先排好的牌局不是規則發得出來的（F1、F10）")


def _from_saved_deal(d: object, players: int) -> "Fishing":
    """The game of a save's prepared deal, once it is checked."""
    if not isinstance(d, dict) or not same(d.get("players"), players):
        raise save_error("deal does not match its players", "牌局與玩家數不符")
    _check_legal_deal(d, players)
    return Fishing.from_deal(d["field"], players, d["first"], d["hands"])


def _illegal(action: object, why: str, zh: str, reason: str | None = None, **detail: object) -> IllegalActionError:
    """A refusal: precise words for developers and tests, and ``reason`` (with
    ``detail``) for a page to say it in a player's words (issue #14.3)."""
    return IllegalActionError(f"illegal action {str(action)!r}: {why}", f"不合規則的動作 {str(action)!r}：{zh}",
                              reason, **detail)


class Fishing(Game[FishingAction]):
    """A game of 釣鶼鰈 in progress. Build it with ``deal`` or ``from_deal``."""

    action_types = ACTION_TYPES

    def __init__(self, players: int, rows: int, cols: int, field: Sequence[Sequence[int]],
                 first: int, hands: Sequence[Sequence[int]] | None = None,
                 seed: int | None = None, deal_text: str | None = None) -> None:
        super().__init__()
        if not whole(players) or players not in (2, 3, 4):
            raise InvalidPositionError(f"invalid position: {quote(players)} players (2–4, F1)",
                                       f"局面錯誤：{quote(players)} 位玩家（須 2–4 位）")
        if not (whole(first) and 0 <= first < players):
            raise InvalidPositionError(f"invalid position: first player {quote(first)} of {players}",
                                       f"局面錯誤：先手 {quote(first)} 不在 {players} 位玩家之中")
        self.players, self.rows, self.cols = players, rows, cols
        self.seed, self._deal_text, self.first = seed, deal_text, first
        self._cells: list[list[int]] = [list(s) for s in field]
        self.start_heights: tuple[int, ...] = tuple(len(s) for s in self._cells)
        """Cards per cell at the start, all face down (public: everyone sees the stacks)."""
        self._hands: list[list[int]] = [sorted(h) for h in (hands or [FULL_HAND] * players)]
        self._start_field = tuple(tuple(s) for s in self._cells)
        self._start_hands = tuple(tuple(h) for h in self._hands)
        self._piles: list[list[tuple[str, tuple[int, ...]]]] = [[] for _ in range(players)]
        self._line: list[int] = []
        self._active = first
        self._phase = "flip"               # flip | window | over
        self._queue: list[int] = []        # F7: players still to ask; [0] is asked now
        self._flips_in_line = 0
        self._scored_this_turn = 0
        self._used_play = self._used_down = False
        self._blocked = [False] * players  # F7: each player blocks once per turn
        self._quiet_turns = 0
        self._turn = 1
        self.end_reason: str | None = None
        self.events.append(TurnStarted(first, 1))
        self._start_turn_checks()

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, players: int, seed: int) -> "Fishing":
        """F1/F2: each player's 15 field cards (3 per element) shuffled together by
        our seeded RNG and laid one per cell in reading order; then the first
        player by a seeded die."""
        if isinstance(players, bool) or not isinstance(players, int) or players not in GRIDS:
            raise InvalidPositionError(f"invalid position: {quote(players)} players (2–4, F1)",
                                       f"局面錯誤：{quote(players)} 位玩家（須 2–4 位）")
        try:
            rng = Rng(seed)
        except ValueError as err:
            raise InvalidPositionError(f"invalid seed: {quote(seed)} ({err})"[:200],
                                       f"不合法的種子：{quote(seed)}") from None
        cards = rng.shuffled([e for _ in range(players) for e in range(5) for _ in range(3)])
        first = rng.below(players)
        rows, cols = GRIDS[players]
        return cls(players, rows, cols, [[c] for c in cards], first, seed=seed)

    @classmethod
    def from_deal(cls, field: str, players: int = 2, first: int = 0,
                  hands: Sequence[str] | None = None) -> "Fishing":
        """A prepared deal (tests, demos): rows split by ``/``, one element per
        cell (all face down) or ``.`` for an empty cell; hands default to one
        card of each element (F10).

        >>> g = Fishing.from_deal("水木土金/火...", hands=["木火土金水", ""])
        >>> for a in ("flip a1", "flip b1", "flip c1"): _ = g.play(a)
        >>> g.line_text(), g.line_kind()   # player 2 holds nothing to block with
        ('水木土', 'broken')
        """
        def bad(why: str, zh: str) -> InvalidPositionError:
            return InvalidPositionError(f"invalid deal {quote(field)}: {why}", f"牌局錯誤 {quote(field)}：{zh}")
        if not isinstance(field, str):
            raise bad("not text", "不是文字")
        if not whole(players) or players not in GRIDS:
            raise InvalidPositionError(f"invalid position: {quote(players)} players (2–4, F1)",
                                       f"局面錯誤：{quote(players)} 位玩家（須 2–4 位）")
        if not whole(first) or not 0 <= first < players:
            raise InvalidPositionError(f"invalid position: first player {quote(first)} of {players}",
                                       f"局面錯誤：先手 {quote(first)} 不在 {players} 位玩家之中")
        rows = field.split("/")
        if not rows or any(len(r) != len(rows[0]) for r in rows) or not 1 <= len(rows[0]) <= 26 \
                or len(rows) > 26:
            raise bad("rows must be 1–26 cells of equal length", "每列須等長（1–26 格）")
        cells: list[list[int]] = []
        for ch in "".join(rows):
            if ch == ".":
                cells.append([])
            elif ch in CHARS:
                cells.append([CHARS.index(ch)])
            else:
                raise bad(f"{quote(ch)} is not an element or '.'", f"{quote(ch)} 不是元素或 '.'")
        if hands is None:
            hand_lists = [list(FULL_HAND)] * players if players in GRIDS else []
        else:
            if not isinstance(hands, (list, tuple)) or len(hands) != players:
                raise bad("one hand per player", "每位玩家一手牌")
            hand_lists = []
            for h in hands:
                if not isinstance(h, str) or any(c not in CHARS for c in h):
                    raise bad(f"hand {quote(h)} is not elements", f"手牌 {quote(h)} 不是元素")
                hand_lists.append([CHARS.index(c) for c in h])
        text = json.dumps({"field": field, "players": players, "first": first,
                           "hands": list(hands) if hands is not None else None}, ensure_ascii=False)
        game = cls(players, len(rows), len(rows[0]), cells, first, hand_lists, deal_text=text)
        return game

    # -- the shared vocabulary ---------------------------------------------
    def parse_action(self, text: str) -> FishingAction:
        return parse_action(text)

    def current_player(self) -> int:
        """Who acts now: the responder during a block window, else the active player."""
        return self._queue[0] if self._phase == "window" else self._active

    @property
    def active_player(self) -> int:
        """Whose turn it is (F2)."""
        return self._active

    @property
    def phase(self) -> str:
        """``flip`` (the active player acts), ``window`` (a responder may block) or ``over``."""
        return self._phase

    @property
    def turn(self) -> int:
        return self._turn

    def is_over(self) -> bool:
        return self._phase == "over"

    def scores(self) -> list[int]:
        """F8: 2 × pairs + 7 × (dragons + tigers), per seat."""
        return [sum(POINTS[kind] for kind, _ in pile) for pile in self._piles]

    def winners(self) -> list[int]:
        """F9: the seats with the highest score once the game is over (ties share)."""
        if not self.is_over():
            return []
        s = self.scores()
        return [p for p in range(self.players) if s[p] == max(s)]

    def hand(self, player: int) -> str:
        """A hand, open to all (F10)."""
        self._seat(player)
        return "".join(CHARS[e] for e in self._hands[player])

    def pile(self, player: int) -> list[tuple[str, str]]:
        """The combinations a player has scored: (kind, elements)."""
        self._seat(player)
        return [(kind, "".join(CHARS[e] for e in els)) for kind, els in self._piles[player]]

    def field_count(self) -> int:
        """Cards on the field, face up or down (F1)."""
        return sum(len(s) for s in self._cells)

    # -- cells and the line -------------------------------------------------
    def _index(self, cell: tuple[int, int], action: object) -> int:
        col, row = cell
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            raise _illegal(action, f"{cell_name(col, row)} is off the {self.rows}×{self.cols} field",
                           f"{cell_name(col, row)} 不在 {self.rows}×{self.cols} 的場地上", "off_board")
        return row * self.cols + col

    def cell_names(self) -> list[str]:
        """Every cell's name in reading order."""
        return [self._name(i) for i in range(len(self._cells))]

    def _name(self, i: int) -> str:
        return cell_name(i % self.cols, i // self.cols)

    def _down_top(self, i: int) -> bool:
        s = self._cells[i]
        return bool(s) and s[-1] < UP

    def _free(self, i: int) -> bool:
        """F5/F6: an empty cell or a face-down top can take a hand card."""
        s = self._cells[i]
        return not s or s[-1] < UP

    def _entry(self, i: int) -> tuple[int, int]:
        """(element, covers) of the line entry on cell ``i``."""
        s = self._cells[i]
        base = _down_count(s)  # an entry is the lowest card of its cell's face-up run
        return s[base] - UP, len(s) - base - 1

    def _entries(self) -> list[tuple[int, bool]]:
        """(element, blocked) per line entry; F7: blocked iff an odd number of cards cover it."""
        return [(e, c % 2 == 1) for e, c in map(self._entry, self._line)]

    @staticmethod
    def _verdict(entries: Sequence[tuple[int, bool]]) -> Verdict:
        return classify([e for e, blocked in entries if not blocked])

    def line_kind(self) -> str:
        """``empty`` (no line), or the F4 verdict of the line: open, broken, pair, dragon, tiger."""
        return self._verdict(self._entries()).kind if self._line else "empty"

    def line_entries(self) -> list[tuple[int, bool]]:
        """(element number, blocked) per line entry, in line order (public)."""
        return self._entries()

    def line_cells(self) -> list[tuple[int, int]]:
        """The cells of the line entries, in line order."""
        return [(i % self.cols, i // self.cols) for i in self._line]

    def is_empty(self, cell: tuple[int, int]) -> bool:
        """Whether ``cell`` (column, row) holds no card."""
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(whole(x) for x in cell)
                and 0 <= cell[0] < self.cols and 0 <= cell[1] < self.rows):
            raise InvalidNotationError(f"no such cell: {quote(cell)}", f"沒有這個格子：{quote(cell)}")
        return not self._cells[cell[1] * self.cols + cell[0]]

    @property
    def scored_this_turn(self) -> int:
        """Combinations scored so far in this turn."""
        return self._scored_this_turn

    def line_text(self) -> str:
        """The line's entries in order; a blocked one in brackets: ``水[木]土``."""
        return "".join(f"[{CHARS[e]}]" if b else CHARS[e] for e, b in self._entries())

    def _after_play(self, element: int, place: int) -> Verdict:
        entries = self._entries()
        entries.insert(place, (element, False))
        return self._verdict(entries)

    def _after_block(self, i: int) -> Verdict:
        k = self._line.index(i)
        entries = self._entries()
        e, b = entries[k]
        entries[k] = (e, not b)
        return self._verdict(entries)

    @staticmethod
    def _worth(entries: Sequence[tuple[int, bool]]) -> tuple[int, str]:
        """(points the line would score now, its kind)."""
        els = [e for e, blocked in entries if not blocked]
        v = classify(els)
        return sum(POINTS[run_kind([els[k] for k in g])] for g in v.groups), v.kind

    def block_matters(self) -> bool:
        """In a block window: would some block open to the player to move stop
        or shrink a score on another player's line, or (the active player's
        counter) mend their own broken line or make it score more? The page
        asks a seat that chose "only when it matters" only then (ruling FP1).

        >>> g = Fishing.from_deal("木木火", hands=["", "金"])
        >>> _ = g.play("flip a1"); g.phase, g.block_matters()   # 金 on a lone 木: nothing to stop
        ('window', False)
        >>> _ = g.play("pass"), g.play("flip b1"); g.block_matters()   # 金 on either 木 stops the pair
        True
        """
        if self._phase != "window":
            return False
        me = self.current_player()
        return self._matters(me, self._window_blocks(me))

    def _matters(self, seat: int, blocks: list[Block]) -> bool:
        """Would one of ``blocks``, made by ``seat``, matter (``block_matters``)?"""
        now = self._entries()
        points, kind = self._worth(now)
        for action in blocks:
            k = self._line.index(action.cell[1] * self.cols + action.cell[0])
            after = list(now)
            e, b = after[k]
            after[k] = (e, not b)
            p2, kind2 = self._worth(after)
            if seat != self._active and p2 < points:
                return True
            if seat == self._active and (p2 > points or (kind == "broken" and kind2 != "broken")):
                return True
        return False

    def _window_blocks(self, seat: int) -> list[Block]:
        """F7: the blocks ``seat`` may make in this window when it is asked:
        an unused block this turn, a hand card overcoming an entry's top."""
        if self._blocked[seat]:
            return []
        return [Block(Element(e), (i % self.cols, i // self.cols)) for i in self._line
                for e in sorted(set(self._hands[seat])) if overcomes(e, self._cells[i][-1] - UP)]

    def block_options(self) -> list[tuple[int, list[Block], bool]]:
        """F7, FP1: in a block window, each seat still to be asked that holds a
        legal block, in the order asked (``blockers``), with the blocks it may
        make when its turn to answer comes (the seats before it having passed:
        a pass changes nothing but who is asked) and whether one of them
        matters (``block_matters``, as that seat). A page offers the window to
        several seats at once with it, without playing passes on a copy.

        >>> g = Fishing.from_deal("木木火", players=3, hands=["", "金", "金"])
        >>> _ = g.play("flip a1"); [(seat, [str(b) for b in blocks], matters) for seat, blocks, matters in g.block_options()]
        [(1, ['block 金 a1'], False), (2, ['block 金 a1'], False)]
        """
        if self._phase != "window":
            return []
        out = []
        for seat in self.blockers():
            blocks = self._window_blocks(seat)
            out.append((seat, blocks, self._matters(seat, blocks)))
        return out

    def blockers(self) -> list[int]:
        """F7: in a block window, the seats still to be asked that hold a legal
        block, in the order they are asked (the first is ``current_player()``);
        outside a window, none. Hands are open (F10), so a page may offer the
        window to all of them at once.

        >>> g = Fishing.from_deal("木木火", players=3, hands=["", "金", "金"])
        >>> _ = g.play("flip a1"); g.blockers()
        [1, 2]
        """
        if self._phase != "window":
            return []
        return [p for p in self._queue if self._can_block(p)]

    def _any_down_top(self) -> bool:
        return any(s and s[-1] < UP for s in self._cells)

    def _can_block(self, player: int) -> bool:
        """F7: unused block this turn and a hand card that overcomes some entry's top."""
        if self._blocked[player]:
            return False
        tops = {self._cells[i][-1] - UP for i in self._line}
        return any(overcomes(h, t) for h in set(self._hands[player]) for t in tops)

    def _rescues(self) -> bool:
        """Has the active player a hand play or own block that leaves the line not broken?"""
        a = self._active
        if not self._used_play and any(self._free(i) for i in range(len(self._cells))):
            for e in set(self._hands[a]):
                for place in range(len(self._line) + 1):
                    if self._after_play(e, place).kind != "broken":
                        return True
        if not self._blocked[a]:
            for i in self._line:
                top = self._cells[i][-1] - UP
                if any(overcomes(h, top) for h in self._hands[a]) and self._after_block(i).kind != "broken":
                    return True
        return False

    # -- legality -----------------------------------------------------------
    def _check(self, action: FishingAction) -> None:
        me, phase = self.current_player(), self._phase
        hand = self._hands[me]
        line_kind = self.line_kind()
        if isinstance(action, (Flip, HandPlay, FaceDown, Block)):
            i = self._index(action.cell, action)
        if isinstance(action, (HandPlay, FaceDown, Block)) and action.element not in hand:
            raise _illegal(action, f"{action.element} is not in the hand of player {me + 1}",
                           f"玩家 {me + 1} 手上沒有 {action.element}", "not_in_hand", element=int(action.element))
        if phase == "over":
            return  # the base class says "the game is over" (ruling P3)
        if phase == "window" and not isinstance(action, (Block, Pass)):
            raise _illegal(action, f"player {me + 1} may only block or pass now (F7)",
                           f"現在玩家 {me + 1} 只能阻斷或略過（F7）", "block_or_pass")
        if isinstance(action, Pass):
            if phase != "window":
                raise _illegal(action, "there is nothing to pass on (F7)", "現在沒有可以略過的阻斷機會（F7）", "no_pass")
            return
        if isinstance(action, Flip):
            if not self._down_top(i):
                raise _illegal(action, f"{self._name(i)} has no face-down top card (F3)",
                               f"{self._name(i)} 最上方不是蓋著的牌（F3）", "not_face_down")
            if line_kind == "broken":
                raise _illegal(action, "the line is broken: rescue it or let it fail (F4)",
                               "牌列已斷：請用手牌補救，或讓它失敗（F4）", "broken")
            return
        if isinstance(action, HandPlay):
            if self._used_play:
                raise _illegal(action, "a hand card was already played into the line this turn (F5)",
                               "本回合已打出過手牌（F5）", "played_already")
            if not self._line:
                raise _illegal(action, "there is no line to play into: flip first (ruling FH1)",
                               "還沒有牌列：請先翻牌（FH1）", "no_line")
            if not 0 <= action.place <= len(self._line):
                raise _illegal(action, f"place {action.place} is not in a line of {len(self._line)} (0–{len(self._line)})",
                               f"位置 {action.place} 不在長度 {len(self._line)} 的牌列中（0–{len(self._line)}）", "bad_place")
            if not self._free(i):
                raise _illegal(action, f"{self._name(i)} is neither empty nor face down (F5)",
                               f"{self._name(i)} 不是空格也不是蓋牌（F5）", "cell_taken")
            if self._after_play(action.element, action.place).kind == "broken":
                raise _illegal(action, "the line would be broken: a hand card must make a combination "
                               "or keep the line open (ruling FH2)",
                               "打出後牌列仍是斷的：手牌必須湊成組合或讓牌列可續翻（FH2）", "still_broken")
            return
        if isinstance(action, FaceDown):
            if self._used_down:
                raise _illegal(action, "a card was already placed face down this turn (F6)",
                               "本回合已蓋過一張手牌（F6）", "down_already")
            if not self._free(i):
                raise _illegal(action, f"{self._name(i)} is neither empty nor face down (F6)",
                               f"{self._name(i)} 不是空格也不是蓋牌（F6）", "cell_taken")
            return
        if isinstance(action, Block):
            if self._blocked[me]:
                raise _illegal(action, f"player {me + 1} has already blocked this turn (F7)",
                               f"玩家 {me + 1} 本回合已阻斷過（F7）", "blocked_already")
            if i not in self._line:
                raise _illegal(action, f"{self._name(i)} holds no entry of the line (F7)",
                               f"{self._name(i)} 上沒有牌列中的牌（F7）", "not_in_line")
            top = self._cells[i][-1] - UP
            if not overcomes(action.element, top):
                raise _illegal(action, f"{action.element} does not overcome {CHARS[top]} (F7)",
                               f"{action.element} 不剋 {CHARS[top]}（F7）", "no_overcome",
                               element=int(action.element), top=top)
            if phase == "flip" and self._after_block(i).kind == "broken":
                raise _illegal(action, "your own block would leave your line broken (ruling FB1)",
                               "自己的阻斷會讓牌列斷掉（FB1）", "own_block_breaks")
            return
        if isinstance(action, Fail):
            if not self._line:
                raise _illegal(action, "there is no line to give up", "沒有可以放棄的牌列", "no_line_to_fail")
            if line_kind == "open" and self._flips_in_line < 2 and self._any_down_top():
                raise _illegal(action, "an open line must be flipped at least twice before giving up (F4)",
                               "可續翻的牌列至少要翻兩張才能放棄（F4）", "two_flips")
            return
        if isinstance(action, Stop):
            if self._line or not self._scored_this_turn:  # ruling FE1
                raise _illegal(action, "you may stop only after a combination has scored and the line is empty (F4)",
                               "只有在組合得分、牌列清空後才能結束翻牌（F4）", "stop_when")
            return
        raise _illegal(action, "unknown action", "未知的動作")  # pragma: no cover

    def legal_actions(self) -> list[FishingAction]:
        """Every legal action of the player to act, each once."""
        if self._phase == "over":
            return []
        me = self.current_player()
        hand = sorted(set(self._hands[me]))
        out: list[FishingAction] = []
        kind = self.line_kind()
        cells = range(len(self._cells))
        coord = [(i % self.cols, i // self.cols) for i in cells]
        blocks_ok = not self._blocked[me]
        if self._phase == "window":
            return self._window_blocks(me) + [Pass()]
        if kind in ("empty", "open"):
            out += [Flip(coord[i]) for i in cells if self._down_top(i)]
        free = [i for i in cells if self._free(i)]
        if self._line and not self._used_play:
            for e in hand:
                for place in range(len(self._line) + 1):
                    if self._after_play(e, place).kind != "broken":
                        out += [HandPlay(Element(e), place, coord[i]) for i in free]
        if not self._used_down:
            out += [FaceDown(Element(e), coord[i]) for e in hand for i in free]
        if blocks_ok:
            out += [Block(Element(e), coord[i]) for i in self._line for e in hand
                    if overcomes(e, self._cells[i][-1] - UP) and self._after_block(i).kind != "broken"]
        if self._line and (kind == "broken" or self._flips_in_line >= 2 or not self._any_down_top()):
            out.append(Fail())
        if not self._line and self._scored_this_turn:
            out.append(Stop())
        return out

    # -- applying -------------------------------------------------------------
    def _apply(self, action: FishingAction) -> None:
        me = self.current_player()
        if isinstance(action, Pass):
            self.events.append(Passed(me))
            self._queue.pop(0)
            self._advance()
            return
        if isinstance(action, (Fail, Stop)):
            self.events.append(LineFailed(me, False) if isinstance(action, Fail) else Stopped(me))
            self._end_phase()
            return
        i = action.cell[1] * self.cols + action.cell[0]
        if isinstance(action, Flip):
            e = self._cells[i][-1]
            self._cells[i][-1] = e + UP
            self._line.append(i)
            self._flips_in_line += 1
            self.events.append(Flipped(me, self._name(i), CHARS[e]))
            self._line_changed(me)
            return
        e = int(action.element)
        self._hands[me].remove(e)
        if isinstance(action, FaceDown):
            self._cells[i].append(e)
            self._used_down = True
            self.events.append(LaidDown(me, self._name(i), CHARS[e]))
            self._settle()
            return
        if isinstance(action, HandPlay):
            self._cells[i].append(e + UP)
            self._line.insert(action.place, i)
            self._used_play = True
            self.events.append(HandPlayed(me, CHARS[e], action.place, self._name(i)))
        else:
            top = self._cells[i][-1] - UP
            self._cells[i].append(e + UP)
            self._blocked[me] = True
            self.events.append(Blocked(me, CHARS[e], self._name(i), CHARS[top]))
        self._line_changed(me)

    def _line_changed(self, by: int) -> None:
        """F7/FW1: after every change to the line, each other player in seat order
        (from the one who changed it) gets one chance to block before anything scores."""
        self._queue = [(by + k) % self.players for k in range(1, self.players)]
        self._advance()

    def _advance(self) -> None:
        # Only a player who holds a legal block is asked (issue #5.5).
        while self._queue and not self._can_block(self._queue[0]):
            self._queue.pop(0)
        if self._queue:
            self._phase = "window"
            return
        self._phase = "flip"
        self._resolve()

    def _resolve(self) -> None:
        """F4: score a combination, or leave the line open / broken to the active player."""
        entries = self._entries()
        effective = [k for k, (_, blocked) in enumerate(entries) if not blocked]
        verdict = classify([entries[k][0] for k in effective])
        if verdict.scores:
            a = self._active
            for group in verdict.groups:
                cells = [self._line[effective[k]] for k in group]
                els = tuple(entries[effective[k]][0] for k in group)
                for i in cells:  # FS1: the entry leaves; blocks on it stay, out of play
                    s = self._cells[i]
                    del s[_down_count(s)]
                kind = run_kind(els)   # F4b: one change may score runs of different kinds
                self._piles[a].append((kind, els))
                self.events.append(Scored(a, kind, "".join(CHARS[e] for e in els),
                                          tuple(self._name(i) for i in cells)))
            self._line = []
            self._flips_in_line = 0
            self._scored_this_turn += 1
            return
        self._settle()

    def _settle(self) -> None:
        """A broken line that the active player cannot rescue fails at once (ruling FG2)."""
        if self._phase == "flip" and self._line and self.line_kind() == "broken" and not self._rescues():
            self.events.append(LineFailed(self._active, True))
            self._end_phase()

    def _end_phase(self) -> None:
        """F4/F7: every face-up run turns face down as one stack (order reversed);
        F8 scores stand; F9 may end the game; else the next player's turn."""
        turned = []
        for i, s in enumerate(self._cells):
            k = _down_count(s)
            if k < len(s):
                s[k:] = [c - UP for c in reversed(s[k:])]
                turned.append(self._name(i))
        if turned:
            self.events.append(TurnedDown(tuple(turned)))
        self._line = []
        self._queue = []
        self._quiet_turns = 0 if self._scored_this_turn else self._quiet_turns + 1
        self._active = (self._active + 1) % self.players
        self._turn += 1
        self._flips_in_line = self._scored_this_turn = 0
        self._used_play = self._used_down = False
        self._blocked = [False] * self.players
        self._phase = "flip"
        self.events.append(TurnStarted(self._active, self._turn))
        self._start_turn_checks()

    def safety_turns(self) -> int:
        """Quiet turns (no card left the field) that end the game by the safety stop:
        10 rounds (F9, ruling FE2), 3 once 10 or fewer cards lie on the field (F9c).

        >>> Fishing.deal(2, seed=1).safety_turns(), Fishing.from_deal("木火土金水/木火土金水").safety_turns()
        (20, 6)
        """
        short = self.field_count() <= SHORT_FIELD
        return (SHORT_ROUNDS if short else SAFETY_ROUNDS) * self.players

    def can_still_score(self) -> bool:
        """F9b: some combination can still form from the cards in play: every
        field card (all face down at a turn's start) and every hand card. A pair
        needs an element twice; a dragon or tiger needs all five.

        >>> Fishing.from_deal("木火土", hands=["", ""]).is_over()
        True
        """
        counts = [0] * 5
        for stack in self._cells:
            for c in stack:
                counts[c % UP] += 1
        for hand in self._hands:
            for e in hand:
                counts[e] += 1
        return max(counts) >= 2 or min(counts) >= 1

    def _start_turn_checks(self) -> None:
        """F9: no face-down top for the player to move, or the safety stop
        (ruling FE2: 10 × players turns in a row without a score; F9c: 3 rounds
        once 10 or fewer cards are on the field); F9b: no combination can form."""
        if self._quiet_turns >= self.safety_turns():
            self._phase, self.end_reason = "over", "safety"
        elif not self._any_down_top():
            self._phase, self.end_reason = "over", "exhausted"
        elif not self.can_still_score():
            self._phase, self.end_reason = "over", "no_combination"
        if self.end_reason:
            self.events.append(GameEnded(self.end_reason))

    # -- snapshots ------------------------------------------------------------
    def _snapshot(self) -> Any:
        return ([s[:] for s in self._cells], [h[:] for h in self._hands], [p[:] for p in self._piles],
                self._line[:], self._active, self._phase, self._queue[:], self._flips_in_line,
                self._scored_this_turn, self._used_play, self._used_down, self._blocked[:],
                self._quiet_turns, self._turn, self.end_reason)

    def _restore(self, snap: Any) -> None:
        (cells, hands, piles, self._line, self._active, self._phase, self._queue, self._flips_in_line,
         self._scored_this_turn, self._used_play, self._used_down, self._blocked,
         self._quiet_turns, self._turn, self.end_reason) = snap
        self._cells = [s[:] for s in cells]
        self._hands = [h[:] for h in hands]
        self._piles = [p[:] for p in piles]
        self._line, self._queue, self._blocked = self._line[:], self._queue[:], self._blocked[:]

    # -- what players see -------------------------------------------------------
    def can(self, player: int) -> dict[str, bool]:
        """Which once-per-turn allowances a player still has (F5, F6, F7)."""
        self._seat(player)
        mine = player == self._active and self._phase != "over"
        return {"play": mine and not self._used_play, "down": mine and not self._used_down,
                "block": not self._blocked[player] and self._phase != "over"}

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: everything but face-down elements (F10:
        hands and plays are public, so every seat's view is the same but ``you``)."""
        self._seat(player)
        cells = []
        entry_at = {i: k for k, i in enumerate(self._line)}
        for i, s in enumerate(self._cells):
            k = _down_count(s)
            cells.append({"name": self._name(i), "down": k,
                          "up": "".join(CHARS[c - UP] for c in s[k:]),
                          "entry": entry_at.get(i, -1)})
        line = [{"cell": self._name(i), "element": CHARS[e], "covers": c, "blocked": c % 2 == 1}
                for i, (e, c) in zip(self._line, map(self._entry, self._line))]
        return {
            "players": self.players, "you": player, "rows": self.rows, "cols": self.cols,
            "turn": self._turn, "active": self._active, "current": self.current_player(),
            "phase": self._phase, "line_kind": self.line_kind(), "cells": cells, "line": line,
            "hands": [self.hand(p) for p in range(self.players)],
            "piles": [[{"kind": k, "elements": e} for k, e in self.pile(p)] for p in range(self.players)],
            "scores": self.scores(), "can": [self.can(p) for p in range(self.players)],
            "flips_in_line": self._flips_in_line, "scored_this_turn": self._scored_this_turn,
            "quiet_turns": self._quiet_turns, "safety_turns": self.safety_turns(),
            "short_stop": self.field_count() <= SHORT_FIELD,
            "over": self.is_over(), "end_reason": self.end_reason, "winners": self.winners(),
            "field_cards": self.field_count(),
        }

    def to_text(self) -> str:
        """The public position: ``?`` per face-down card, then the face-up run; ``.`` empty.

        >>> Fishing.from_deal("水木/土.").to_text()
        'fishing 2p turn 1 active 1 current 1 flip field ? ?/? . line - hands 木火土金水,木火土金水 scores 0,0'
        """
        rows = []
        for r in range(self.rows):
            toks = []
            for c in range(self.cols):
                s = self._cells[r * self.cols + c]
                k = _down_count(s)
                toks.append("?" * k + "".join(CHARS[x - UP] for x in s[k:]) or ".")
            rows.append(" ".join(toks))
        line = " ".join(self._name(i) for i in self._line) or "-"
        hands = ",".join(self.hand(p) or "-" for p in range(self.players))
        return (f"fishing {self.players}p turn {self._turn} active {self._active + 1} "
                f"current {self.current_player() + 1} {self._phase} field {'/'.join(rows)} "
                f"line {line} hands {hands} scores {','.join(map(str, self.scores()))}")

    # -- saves ----------------------------------------------------------------
    def to_json(self) -> str:
        """A versioned save: the seed (or prepared deal) and the public actions.
        No face-down element is written in it (issue #5.2, ruling FV1)."""
        return json.dumps({
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "players": self.players,
            "seed": self.seed, "deal": self._deal_text,
            "history": [str(a) for a in self._history], "position": self.to_text(),
        }, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Fishing":
        """Restore a save by replaying its actions through the rules (ruling P5)."""
        return replay_save(cls, read_save(text, SAVE_FORMAT, SAVE_VERSION, "釣鶼鰈"), _from_saved_deal,
                           lambda game: True)

    # -- contract fuzzing and hidden-information tests ---------------------------
    def random_action(self, rng: random.Random) -> FishingAction:
        """A well-formed action, legal or not (cells may lie off the field)."""
        def cell() -> tuple[int, int]:
            return rng.randrange(self.cols + 1), rng.randrange(self.rows + 1)
        el = Element(rng.randrange(5))
        return rng.choice([Flip(cell()), HandPlay(el, rng.randrange(6), cell()), FaceDown(el, cell()),
                           Block(el, cell()), Pass(), Fail(), Stop()])

    def unseen_variant(self, player: int, rng: random.Random) -> "Fishing | None":
        """This history replayed on a field whose never-flipped dealt cards are
        other elements: every seat sees the same (F10 hides nothing else)."""
        self._seat(player)
        flipped = {e.cell for e in self.events if isinstance(e, Flipped)}
        start = ["".join(CHARS[e] for e in s) or "." for s in self._start_field]
        hidden = [i for i, name in enumerate(self.cell_names()) if name not in flipped and len(start[i]) == 1
                  and start[i] != "."]
        if not hidden:
            return None
        field = list(start)
        for i in hidden:
            field[i] = CHARS[(CHARS.index(field[i]) + 1 + rng.randrange(4)) % 5]
        rows = "/".join("".join(field[r * self.cols:(r + 1) * self.cols]) for r in range(self.rows))
        hands = ["".join(CHARS[e] for e in h) for h in self._start_hands]
        twin = Fishing.from_deal(rows, self.players, self.first, hands)
        for action in self._history:
            twin.play(action)
        return twin
