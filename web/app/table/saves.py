"""The saved games of a table with seats (issue #34.1): one game in progress
under ``wuxing.<game>.game`` and the unfinished games a new game set aside
under ``wuxing.<game>.previous``. Every write goes through ``storage.Slot``
(the envelope and the tab guard): a game is never lost, only set aside.
The table (``table.shell.Table``) mixes this in."""
from __future__ import annotations

import json
from typing import Any, Callable

from pyscript import document

from common.dom import esc, js_str, notice
from common.i18n import lang
from common.storage import random_seed, store
from common.words import refusal_text
from wuxing_core.errors import InvalidSaveError
from wuxing_core.game import read_json

MAX_PREVIOUS = 10
"""Unfinished games a new game sets aside (newest last); older ones are dropped."""
MAX_PACE = 5000


def new_game_id() -> str:
    return f"{random_seed():09d}"


def joined(names: list[str]) -> str:
    """Names in a sentence: 甲、乙 in Chinese, "A, B" in English."""
    return ("、" if lang() == "zh" else ", ").join(names)


class SavedGames:
    """Load, save, set aside and resume the table's games (``self.slot`` and
    the keys are the table's).

    A part of ``table.shell.Table`` (#71.1: it says what it relies on): the
    table gives it the attributes below and the methods ``begin``,
    ``show_setup``, ``default_pace``, ``clean_seats`` and ``bad_data``."""

    game: Any
    """The game at the table, or ``None``."""
    cls: type
    """The game's class (it reads a save with ``cls.from_json``)."""
    seats: list[dict]
    pace: int
    tr: Callable[..., str]
    slot: Any
    """The game in progress's storage slot (``common.storage.Slot``)."""
    save_key: str
    previous_key: str
    game_id: str

    # -- storage ------------------------------------------------------------------------------
    def load(self) -> bool:
        """Resume the game in progress; an unreadable one is kept aside (under
        ``wuxing.<game>.corrupt``) with a notice."""
        raw = store.get(self.save_key)
        try:
            found = self.slot.load(self.cls)
            if found is None:
                return False
            game, envelope = found
            seats = self.clean_seats(envelope.get("seats"), game.players)
            if seats is None:
                raise InvalidSaveError("the seats are malformed", "座位資料錯誤")
            pace = envelope.get("pace", self.default_pace())
            if not isinstance(pace, int) or isinstance(pace, bool) or not 0 <= pace <= MAX_PACE:
                pace = self.default_pace()
        except InvalidSaveError as err:
            if store.get(self.save_key) is not None:   # the slot sets aside what it cannot read itself
                store.set_aside(self.save_key, raw or "", self.slot.corrupt)
            notice(self.tr("bad_save", why=refusal_text(err)))
            return False
        self.game_id = envelope.get("id") or new_game_id()
        self.begin(game, seats, pace, fresh=False)
        return True

    def wrapped(self) -> str:
        return json.dumps({"v": 1, "id": self.game_id, "rev": self.slot.seen[1],
                           "seats": self.seats, "pace": self.pace, "game": self.game.to_json()},
                          ensure_ascii=False)

    def save(self) -> None:
        if self.game is None:
            return
        result = self.slot.write(self.game, self.game_id, seats=self.seats, pace=self.pace)
        if result == "full":
            notice(self.tr("no_storage"))
        elif result == "newer":
            self.take_up_newer()

    def take_up_newer(self) -> None:
        """Another tab saved since. The same game: continue from its save. Another
        game (it started a new one): this one is set aside, never lost (FU2)."""
        stored = self.slot.stored()
        other_game = stored is not None and stored.get("id") != self.game_id
        if other_game and self.unfinished():
            if not self.set_aside(self.wrapped()):
                notice(self.tr("no_storage"))
                return
            notice(self.tr("other_tab_new"))
        else:
            notice(self.tr("other_tab"))
        if not self.load():
            self.game = None
        if other_game or self.game is None:
            self.show_setup()

    def on_storage(self, event) -> None:
        if js_str(event.key) == self.save_key and self.game is not None and self.slot.newer_elsewhere():
            self.take_up_newer()

    def unfinished(self) -> bool:
        return self.game is not None and not self.game.is_over()

    def previous(self) -> list[str]:
        """The games set aside, each a saved envelope's text. An element that is
        not one (``"[1]"``, ``"5"``: Start then did nothing, #74.3) is dropped:
        the list as it was is kept aside under ``.corrupt``, with a notice, and
        the rest written back."""
        listed = store.read(self.previous_key, [], self.bad_data)
        kept = [w for w in listed if isinstance(w, str) and isinstance(read_json(w), dict)]
        if len(kept) != len(listed):
            store.set_aside(self.previous_key, store.get(self.previous_key) or "")
            store.set(self.previous_key, json.dumps(kept))
            self.bad_data(self.previous_key)
        return kept

    def bad_data(self, name: str) -> None:
        notice(self.tr("bad_data"))

    def set_aside(self, wrapped: str) -> bool:
        """Put a game in progress on the list of set-aside games (replacing an
        older copy of the same game); ``False`` if storage refused."""
        game_id = json.loads(wrapped).get("id")
        kept = [w for w in self.previous() if (read_json(w) or {}).get("id") != game_id or game_id is None]
        return store.set(self.previous_key, json.dumps((kept + [wrapped])[-MAX_PREVIOUS:]))

    def resume(self, which: str) -> None:
        """Back to a game in progress: the current one, or one a new game set
        aside (the current one, if unfinished, is set aside in its place; FU2)."""
        if which == "current":
            if self.unfinished():
                self.begin(self.game, self.seats, self.pace, fresh=False)
            return
        previous = self.previous()
        k = int(which)
        if not 0 <= k < len(previous):
            return
        raw = previous.pop(k)
        if self.unfinished():
            previous.append(self.wrapped())
        # The list first: if storage refuses, nothing has moved yet.
        if not store.set(self.previous_key, json.dumps(previous[-MAX_PREVIOUS:])) \
                or not store.set(self.save_key, raw):
            notice(self.tr("no_storage"))
            return
        if not self.load():
            self.show_setup()

    def render_in_progress(self) -> None:
        """The set-up lists every unfinished game with a Resume button, newest first."""
        rows = []
        entries = [("current", self.wrapped())] if self.unfinished() else []
        entries += reversed([(str(k), w) for k, w in enumerate(self.previous())])
        for which, raw in entries:
            try:
                wrap = read_json(raw)
                who = joined([s["name"] for s in wrap["seats"]])
                moves = len(read_json(wrap["game"])["history"])
            except (ValueError, KeyError, TypeError):
                continue
            rows.append(f'<li><button type="button" class="btn" data-resume="{which}">{esc(self.tr("resume"))}'
                        f'</button> {esc(who)} <span class="small">{esc(self.tr("moves", n=moves))}</span></li>')
        document.getElementById("in-progress").hidden = not rows
        document.getElementById("in-progress-list").innerHTML = "".join(rows)
