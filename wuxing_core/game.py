"""The state/action vocabulary every game shares (STYLE.md §2).

A game is a mutable state with:

- ``players``: how many seats (the solitaire has 1);
- ``current_player()``: who acts now (0-based seat; the solitaire is always 0);
- ``legal_actions()``: every legal action, each a small frozen value whose
  ``str()`` is its notation;
- ``parse_action(text)``: text to action (syntax only, ``InvalidNotationError``);
- ``play(action_or_text)``: checks and applies; an illegal or malformed input
  raises a ``WuxingError`` and leaves the state exactly as it was;
- ``undo()`` / ``redo()``: a stack of snapshots;
- ``is_over()``; ``scores()`` and ``winners()`` (per seat);
- ``view(player)``: what that player may see, JSON-ready (STYLE.md §5: hidden
  information leaves the engine only this way);
- ``to_text()`` / ``to_json()`` and the matching class methods.

Subclasses implement ``_snapshot``/``_restore`` (a whole-state value),
``_check`` (raise ``IllegalActionError`` with the reason) and ``_apply``
(trusted, fast).
"""
from __future__ import annotations

import json
from abc import ABC, abstractmethod
from typing import Any, Generic, Protocol, TypeVar

from .errors import IllegalActionError, InvalidSaveError, WuxingError


class Action(Protocol):
    def __str__(self) -> str: ...


A = TypeVar("A")


class Game(ABC, Generic[A]):
    """Base of the rules modules: undo/redo and the checked ``play``."""

    action_types: tuple[type, ...] = ()
    """The game's action classes; anything else given to ``play`` is parsed as text."""
    players: int = 1

    def __init__(self) -> None:
        self._history: list[A] = []
        self._undo: list[Any] = []
        self._redo: list[A] = []
        self.undos = 0

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

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see. A game with nothing hidden shows its position."""
        if not (isinstance(player, int) and 0 <= player < self.players):
            raise ValueError(f"no such player: {player!r}")
        return {"players": self.players, "you": player, "current": self.current_player(),
                "over": self.is_over(), "position": self.to_text(), "scores": self.scores()}

    # -- shared behaviour ---------------------------------------------------
    @property
    def history(self) -> tuple[A, ...]:
        """The actions that led here from the start, oldest first."""
        return tuple(self._history)

    @property
    def moves(self) -> int:
        """Actions in the current line (an undone action no longer counts; ruling P1)."""
        return len(self._history)

    def play(self, action: A | str) -> A:
        """Check and apply ``action`` (an action or its notation); return it.

        On any error the state is unchanged."""
        if not isinstance(action, self.action_types):
            action = self.parse_action(action)
        self._check(action)  # its own reason first, then "the game is over" (ruling P3)
        if self.is_over():
            raise IllegalActionError(
                f"illegal action {str(action)!r}: the game is over in {self.to_text()!r}",
                f"不合規則的動作 {str(action)!r}：遊戲已結束")
        self.push(action)
        return action

    def push(self, action: A) -> None:
        """Apply a legal action without checking it (fast path for search)."""
        self._undo.append(self._snapshot())
        try:
            self._apply(action)
        except BaseException:
            self._restore(self._undo.pop())
            raise
        self._history.append(action)
        self._redo.clear()

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> A:
        """Restore the state before the last action; return that action."""
        if not self._undo:
            raise IllegalActionError("nothing to undo", "沒有可以復原的動作")
        self._restore(self._undo.pop())
        action = self._history.pop()
        self._redo.append(action)
        self.undos += 1  # counts every undo, never goes down (ruling P1)
        return action

    def redo(self) -> A:
        """Play again the action most recently undone."""
        if not self._redo:
            raise IllegalActionError("nothing to redo", "沒有可以重做的動作")
        action = self._redo.pop()
        redo = self._redo[:]
        self.push(action)
        self._redo = redo
        return action

    def try_play(self, action: A | str) -> WuxingError | None:
        """Like ``play`` but returns the error instead of raising it (UI helper)."""
        try:
            self.play(action)
        except WuxingError as err:
            return err
        return None


def save_error(why: str, zh: str) -> InvalidSaveError:
    """The error every game raises for a save it cannot read."""
    return InvalidSaveError(f"invalid save: {why}", f"存檔無法讀取：{zh}")


def read_save(text: str, fmt: str, version: int, game_zh: str) -> dict:
    """Parse a save's JSON and check its format and version (ruling P5); the
    game then replays it. ``InvalidSaveError`` in both languages otherwise."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        raise save_error("not JSON", "不是 JSON 格式") from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise save_error(f"not a {game_zh} save", f"不是{game_zh}的存檔")
    if data.get("version") != version:
        raise save_error(f"version {data.get('version')!r} is not {version}",
                         f"版本 {data.get('version')!r} 不是 {version}")
    return data
