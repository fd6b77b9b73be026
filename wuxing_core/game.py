"""The state/action vocabulary every game shares (STYLE.md §2).

A game is a mutable state with:

- ``players``: how many seats (the solitaire has 1);
- ``current_player()``: who acts now (0-based seat; the solitaire is always 0);
- ``legal_actions()``: every legal action, each a small frozen value whose
  ``str()`` is its notation;
- ``parse_action(text)``: text to action (syntax only, ``InvalidNotationError``);
- ``play(action_or_text)``: checks and applies; an illegal or malformed input
  raises a ``WuxingError`` and leaves the state exactly as it was;
- ``refusal(action_or_text)``: why ``play`` would refuse it, without playing
  (``None`` when legal): what a page says to a player;
- ``undo()`` / ``redo()``: a stack of snapshots;
- ``is_over()``; ``scores()`` and ``winners()`` (per seat);
- ``view(player)``: what that seat may see, JSON-ready. Every game states it:
  there is no default, so nothing hidden can leak by omission (STYLE.md §5);
- ``events`` (typed, see ``Event``) and ``events_for(player)``: only what
  that seat may see;
- ``copy()``, ``==`` (same state), ``to_text()``, ``to_json()`` and
  ``from_json()``: the shared contract that the playout test checks for
  every registered game (``wuxing_core.GAMES``).

Subclasses implement ``_snapshot``/``_restore`` (a whole-state value),
``_check`` (raise ``IllegalActionError`` with the reason; it never changes
the state) and ``_apply`` (trusted, fast). ``copy()`` is built from the
snapshot, so every other attribute must be immutable or never changed in
place. A game dealt by ``deal(players, seed)`` or from a prepared deal reads
its save with ``replay_save``.
"""
from __future__ import annotations

import json
import random
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from .errors import IllegalActionError, InvalidNotationError, InvalidSaveError, WuxingError, quote
from .notation import well_formed

A = TypeVar("A")
G = TypeVar("G", bound="Game")


@dataclass(frozen=True)
class Event:
    """Something that happened, as named fields. ``visible_to`` is ``None``
    when every seat may see it, else the seats that may."""

    visible_to: frozenset[int] | None = field(default=None, kw_only=True)
    CUE: ClassVar[str | None] = None
    """What kind of moment it is for the ear (#71.4): ``"flip"`` (a card
    turned), ``"stack"`` (a card laid or played), ``"score"``, ``"win"`` (the
    game ends), or ``None`` (silent). The pages play a sound by it, so a new
    game's events are heard without the pages naming them."""

    def seen_by(self, player: int) -> bool:
        return self.visible_to is None or player in self.visible_to


class Game(ABC, Generic[A]):
    """Base of the rules modules: undo/redo, the checked ``play``, events."""

    action_types: tuple[type, ...] = ()
    """The game's action classes; anything else given to ``play`` is parsed as text."""
    players: int = 1

    def __init__(self) -> None:
        self._history: list[A] = []
        self._undo: list[tuple[Any, int]] = []
        self._redo: list[A] = []
        self.undos = 0
        self.events: list[Event] = []

    # -- what each game provides ------------------------------------------
    @abstractmethod
    def parse_action(self, text: str) -> A: ...

    @abstractmethod
    def legal_actions(self) -> list[A]: ...

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def to_text(self) -> str: ...

    @abstractmethod
    def to_json(self) -> str: ...

    @classmethod
    @abstractmethod
    def from_json(cls: type[G], text: str) -> G: ...

    @abstractmethod
    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see, JSON-ready. Call ``self._seat(player)`` first."""

    @abstractmethod
    def random_action(self, rng: random.Random) -> A:
        """A well-formed action that may or may not be legal here (for fuzzing
        the contract: ``play`` must accept it iff it is in ``legal_actions()``)."""

    @abstractmethod
    def _snapshot(self) -> Any: ...

    @abstractmethod
    def _restore(self, snap: Any) -> None: ...

    @abstractmethod
    def _check(self, action: A) -> None:
        """Raise ``IllegalActionError`` (with the reason) unless legal."""

    @abstractmethod
    def _apply(self, action: A) -> None:
        """Apply a legal action. Trusted: no checks."""

    def current_player(self) -> int:
        return 0

    def scores(self) -> list[int]:
        """Points per seat (the solitaire: 1 once won, else 0)."""
        return [0] * self.players

    def winners(self) -> list[int]:
        """The winning seats once the game is over (several share a tie)."""
        return []

    def unseen_variant(self, player: int, rng: random.Random) -> "Game | None":
        """For tests of hidden information: this game's history replayed from a
        start that differs only in cards ``player`` has not seen, or ``None``
        when the game hides nothing from that seat."""
        return None

    # -- the contract's shared parts ----------------------------------------
    def _seat(self, player: int) -> int:
        if not whole(player) or not 0 <= player < self.players:
            raise WuxingError(f"no such player: {quote(player)} (seats 0 to {self.players - 1})",
                              f"沒有這個座位：{quote(player)}", "no_player")
        return player

    def events_for(self, player: int) -> list[Event]:
        """The events ``player`` may see, oldest first."""
        self._seat(player)
        return [e for e in self.events if e.seen_by(player)]

    def _state_key(self) -> Any:
        """What makes two games equal: by default the whole-state snapshot."""
        return self._snapshot()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._state_key() == other._state_key()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]

    def copy(self: G) -> G:
        """An independent game in the same state, history and undo stack included.

        Built from the undo snapshot (``_restore`` copies what it restores), not
        by a deep copy: the computer players copy games in their search. The
        stacks' entries and the events are immutable, so they are shared."""
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        clone._history, clone._undo, clone._redo = self._history[:], self._undo[:], self._redo[:]
        clone.events = self.events[:]
        clone._restore(self._snapshot())
        return clone

    @property
    def history(self) -> tuple[A, ...]:
        """The actions that led here from the start, oldest first."""
        return tuple(self._history)

    @property
    def moves(self) -> int:
        """Actions in the current line (an undone action no longer counts; ruling P1)."""
        return len(self._history)

    def _well_formed(self, action: A | str) -> A:
        """``action`` itself, or parsed from its notation; ``InvalidNotationError``
        for text that names no action or an action value that is malformed."""
        if not isinstance(action, self.action_types):
            return self.parse_action(action)
        if not well_formed(action):
            raise InvalidNotationError(f"malformed action: {quote(action)}", f"動作格式錯誤：{quote(action)}")
        return action

    def _refusal(self, action: A) -> IllegalActionError | None:
        try:
            self._check(action)  # its own reason first, then "the game is over" (ruling P3)
        except IllegalActionError as err:
            return err
        if self.is_over():
            return IllegalActionError(
                f"illegal action {str(action)!r}: the game is over in {self.to_text()!r}",
                f"不合規則的動作 {str(action)!r}：遊戲已結束", "over")
        return None

    def refusal(self, action: A | str) -> IllegalActionError | None:
        """Why ``play(action)`` would be refused now, or ``None`` when it is legal.
        Nothing changes. Malformed input raises ``InvalidNotationError``, as in
        ``play``: it names no action to refuse.

        >>> from wuxing_core.tower import Tower
        >>> t = Tower.from_text("木 火 . | -")
        >>> t.refusal("b1>a1") is None, t.to_text()
        (True, '木 火 . | -')
        >>> t.refusal("a1>b1").reason        # 木 may not lie on 火 (T1)
        'sits'
        >>> t.refusal("b1>c1").reason
        'empty'
        """
        return self._refusal(self._well_formed(action))

    def play(self, action: A | str) -> A:
        """Check and apply ``action`` (an action or its notation); return it.

        On any error the state is unchanged."""
        action = self._well_formed(action)
        err = self._refusal(action)
        if err is not None:
            raise err
        self.push(action)
        return action

    def push(self, action: A) -> None:
        """Apply a legal action without checking it (fast path for search)."""
        self._undo.append((self._snapshot(), len(self.events)))
        try:
            self._apply(action)
        except BaseException:
            self._pop_undo()
            raise
        self._history.append(action)
        self._redo.clear()

    def _pop_undo(self) -> None:
        snap, n_events = self._undo.pop()
        self._restore(snap)
        del self.events[n_events:]

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> A:
        """Restore the state before the last action; return that action."""
        if not self._undo:
            raise IllegalActionError("nothing to undo", "沒有可以復原的動作", "no_undo")
        self._pop_undo()
        action = self._history.pop()
        self._redo.append(action)
        self.undos += 1  # counts every undo, never goes down (ruling P1)
        return action

    def redo(self) -> A:
        """Play again the action most recently undone."""
        if not self._redo:
            raise IllegalActionError("nothing to redo", "沒有可以重做的動作", "no_redo")
        action = self._redo.pop()
        redo = self._redo[:]
        self.push(action)
        self._redo = redo
        return action

    def try_play(self, action: A | str) -> WuxingError | None:
        """Like ``play`` but returns the error instead of raising it (for tests;
        a page asks ``refusal`` and plays only what is legal)."""
        try:
            self.play(action)
        except WuxingError as err:
            return err
        return None


MAX_SAVE_BYTES = 1_000_000
"""No save of ours comes near this: a longer text is refused unread."""
MAX_DEPTH = 8
"""Nesting our saves never exceed; deeper JSON is refused (it could exhaust the stack)."""


_STRING = re.compile(r'"(?:[^"\\]++|\\.?)*+(?:"|\Z)', re.DOTALL)
"""A JSON string, or an unclosed one up to the end of the text. Possessive, and
a match once begun always succeeds, so each character is read once: linear
on any input (a backtracking pattern took minutes on a crafted 1 MB save)."""
_BRACKET = re.compile(r"[\[\]{}]")


def whole(value: object) -> bool:
    """``value`` is a whole number of type ``int``: not ``True``, not ``1.0``
    (in Python ``True == 1 == 1.0``; a save or a file must say what it means)."""
    return type(value) is int


def same(value: object, expected: object) -> bool:
    """Equal and of the same type (a save's ``"version": true`` is not 1)."""
    return type(value) is type(expected) and value == expected


def _nesting(text: str, most: int | None = None) -> int | None:
    """The deepest bracket nesting of JSON text, brackets inside strings aside;
    ``None`` when it opens more than ``most`` arrays and objects (counted
    first, with no list made: #74.7, a 59 MB file of brackets peaked at 1 GB)."""
    bare = _STRING.sub("", text)
    if most is not None and bare.count("[") + bare.count("{") > most:
        return None
    deepest = opened = 0
    for ch in _BRACKET.findall(bare):
        if ch in "[{":
            opened += 1
            if opened > deepest:
                deepest = opened
        else:
            opened -= 1
    return deepest


class NotWhole:
    """A JSON number with a fraction or an exponent, or NaN / Infinity, as read:
    no save or file of ours writes one, so it equals nothing and is no ``int``
    or ``float``; the field that holds it is refused with its usual reason,
    quoting it as written (``1.0``, not 1)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text[:40]

    def __repr__(self) -> str:
        return self.text


def read_json(text: object, max_bytes: int = MAX_SAVE_BYTES, max_depth: int = MAX_DEPTH,
              max_containers: int | None = None) -> Any:
    """JSON from ``text`` within the size and depth limits, or ``None`` (never an
    exception) for anything else: not text, too long, not JSON, too deep.
    A number with a fraction or an exponent, NaN or Infinity is read as a
    ``NotWhole`` (no save or file of ours writes one, issue #39.2). Linear
    in the text's length; ``max_containers``: at most that many arrays and
    objects, counted before anything is built.

    >>> read_json('{"a": [1, "]"]}'), read_json('[1.0, NaN]'), read_json('"' + '\\\\"' * 5)
    ({'a': [1, ']']}, [1.0, NaN], None)
    """
    if not isinstance(text, str) or len(text) > max_bytes:
        return None
    depth = _nesting(text, max_containers)
    if depth is None or depth > max_depth:    # refused before the parser recurses or builds anything
        return None
    try:
        value = json.loads(text, parse_float=NotWhole, parse_constant=NotWhole)
    except (ValueError, RecursionError):
        return None
    return value


def save_error(why: str, zh: str) -> InvalidSaveError:
    """The error every game raises for a save it cannot read."""
    return InvalidSaveError(f"invalid save: {why}", f"存檔無法讀取：{zh}")


@contextmanager
def save_checks() -> Iterator[None]:
    """Whatever a malformed save makes the replay raise, as ``InvalidSaveError``."""
    try:
        yield
    except InvalidSaveError:
        raise
    except (KeyError, TypeError, AttributeError, IndexError, RecursionError) as err:
        raise save_error(f"missing or wrong field ({type(err).__name__})", "欄位缺少或格式錯誤") from None
    except ValueError as err:  # WuxingError, or a bad seed
        raise save_error(str(err), getattr(err, "zh", str(err))) from None


def replay(game: G, history: object) -> G:
    """Play a save's ``history`` (notation) through the rules, each action checked."""
    if not isinstance(history, list):
        raise save_error("history must be a list", "歷史紀錄格式錯誤")
    for action in history:
        game.play(action)
    return game


def replay_save(cls: Any, data: dict, from_deal: Callable[[Any, int], G], agrees: Callable[[G], bool]) -> G:
    """The save of a game dealt from a seed (``cls.deal(players, seed)``) or from
    a prepared deal (``from_deal(deal, players)``, the deal read from its JSON
    text): exactly one of the two, then the history replayed through the rules;
    the stored position must match, and ``agrees`` must hold (ruling P5)."""
    with save_checks():
        players, seed, deal = data["players"], data["seed"], data["deal"]
        if (seed is None) == (deal is None):
            raise save_error("needs exactly one of seed and deal", "須有種子或牌局其中之一")
        if seed is not None:
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise save_error("seed must be a whole number", "種子須為整數")
            game = cls.deal(players, seed)
        else:
            game = from_deal(read_json(deal), players)
        replay(game, data["history"])
        if game.to_text() != data["position"] or not agrees(game):
            raise save_error("position does not match its history", "局面與歷史紀錄不符")
    return game


def read_save(text: str, fmt: str | tuple[str, ...], version: int, game_zh: str) -> dict:
    """Parse a save's JSON and check its format (one name, or the current name
    and earlier ones) and version (ruling P5); the game then replays it.
    ``InvalidSaveError`` in both languages otherwise."""
    formats = (fmt,) if isinstance(fmt, str) else fmt
    data = read_json(text)
    if data is None:
        raise save_error("not JSON (or too large or too deeply nested)", "不是 JSON 格式（或太大、層次太深）")
    if not isinstance(data, dict) or data.get("format") not in formats:
        raise save_error(f"not a {game_zh} save", f"不是{game_zh}的存檔")
    if not same(data.get("version"), version):
        raise save_error(f"version {quote(data.get('version'))} is not {version}",
                         f"版本 {quote(data.get('version'))} 不是 {version}")
    return data
