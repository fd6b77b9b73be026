"""Every game of the wheel, named once (issue #10.2). The contract test, the
doctest run and the landing page iterate over ``GAMES``: adding a game adds
an entry here and touches no other list.

>>> [g.name for g in GAMES.values()][:3]
['tower', 'fishing', 'ink']
>>> GAMES["fishing"].cls.__name__, GAMES["fishing"].players, GAMES["fishing"].hidden
('Fishing', (2, 3, 4), True)
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Callable

from .game import Game


@dataclass(frozen=True)
class GameInfo:
    """What a page or a test needs to know of a game before loading it."""

    name: str
    """Short id: the package under ``wuxing_core``, the page ``<name>.html``, save keys ``wuxing.<name>.*``."""
    zh: str
    english: str
    class_name: str
    players: tuple[int, ...]
    """The seat counts the game allows."""
    hidden: bool
    """Whether some seat cannot see everything (face-down cards, hands)."""
    deal_name: str = "deal"
    """The class method ``(players, seed) -> game`` that makes a seeded deal."""
    page: bool = True
    """Whether the site has its page yet (the landing page links only to those)."""
    table: bool = True
    """Whether it plays at the shared table (seats, computer levels): then the
    pages keep its ``wuxing.<name>.game``, ``.previous``, ``.seats`` and
    ``.stats`` as the table does, and the backup and the statistics page read
    them so. A game of its own (the solitaire) lists what it keeps in its
    package's ``BACKUP_ENTRIES`` and draws its own statistics."""
    scored: bool = False
    """Whether a finished game gives points (its statistics keep the best score)."""
    module: str = ""
    """The rules package, when it is not ``wuxing_core.<name>`` (a test's game)."""

    @property
    def package(self) -> str:
        return self.module or f"{__package__}.{self.name}"

    @property
    def cls(self) -> type[Game]:
        """The game class (its package is imported on first use)."""
        return getattr(importlib.import_module(self.package), self.class_name)

    def deal(self, players: int, seed: int) -> Game:
        """A seeded deal for ``players`` seats."""
        make: Callable[[int, int], Game] = getattr(self.cls, self.deal_name)
        return make(players, seed)

    def modules(self) -> list[str]:
        """Every module of the game's package (for the doctest run)."""
        pkg = importlib.import_module(self.package)
        return [self.package] + [f"{self.package}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]


GAMES: dict[str, GameInfo] = {g.name: g for g in (
    GameInfo("tower", "靈獸塔", "Spirit Beast Tower", "Tower", (1,), hidden=False, deal_name="deal_for", table=False),
    GameInfo("fishing", "釣鶼鰈", "Fishing for Pairs", "Fishing", (2, 3, 4), hidden=True, scored=True),
    GameInfo("ink", "墨香", "Ink-Soul cards", "Ink", (2, 3, 4), hidden=True),
)}
