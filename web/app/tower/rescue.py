"""When a hint finds no way on, the way back (issue #38.2, ruling U9): the
page keeps every position of this play known to win — the deal when it was
dealt as winnable (U6), each position a hint found a line from, and every
position along that line — and, when a hint then says nothing wins (or
cannot tell), offers "Back to the last position that can still be won
(3 moves ago)". Going back is one step: Undo right after it returns to
where the player was. The positions are this page's (a reload forgets
them); the moves gone back count as undos (ruling P1)."""
from __future__ import annotations

from pyscript import document

from common.dom import say
from tower.view import tr
from wuxing_core.errors import WuxingError
from wuxing_core.tower import Tower


class Rescue:
    """The known winning positions of one play, and the way back to them."""

    def __init__(self) -> None:
        self.known: set[str] = set()
        self.offered: tuple[str, int] | None = None    # (position the offer was made in, moves back)
        self.jump: tuple[str, int] | None = None       # (position gone back to, moves undone)
        self.drawn: tuple[bool, int] | None = None     # what the button shows

    def forget(self) -> None:
        """A new play: nothing known about it yet."""
        self.known.clear()
        self.offered = self.jump = None

    def learn(self, game: Tower) -> None:
        """``game``'s position is known to win."""
        self.known.add(game.to_text())

    def learn_line(self, game: Tower, line: list[str]) -> None:
        """A hint's winning line from ``game``: it and every position along it win."""
        self.learn(game)
        walk = game.copy()
        try:
            for text in line:
                walk.play(walk.parse_action(str(text)))
                self.known.add(walk.to_text())
        except WuxingError:
            pass             # the worker replayed and won the line; a reply out of step teaches nothing more

    def moves_back(self, game: Tower) -> int | None:
        """How many moves back the last position known to win is, if any."""
        walk = game.copy()
        back = 0
        while walk.can_undo():
            walk.undo()
            back += 1
            if walk.to_text() in self.known:
                return back
        return None

    def offer(self, game: Tower) -> None:
        """After a hint found no line: offer the way back, if there is one."""
        back = self.moves_back(game)
        self.offered = (game.to_text(), back) if back else None
        self.render(game)

    def go_back(self, game: Tower) -> bool:
        """The offered step back, as one undoable step."""
        if not self.offered or self.offered[0] != game.to_text():
            return False
        back = self.offered[1]
        for _ in range(back):
            game.undo()
        self.offered = None
        self.jump = (game.to_text(), back)
        say(tr("went_back_one" if back == 1 else "went_back", n=back), "good")
        return True

    def undo_jump(self, game: Tower) -> bool:
        """Undo right after going back (no move, undo or redo since: the page
        calls ``moved``): forward again to where the player was."""
        jump, self.jump = self.jump, None
        if not jump or jump[0] != game.to_text():
            return False
        for _ in range(jump[1]):
            if game.can_redo():       # the redo stack holds exactly the moves gone back
                game.redo()
        say(tr("returned"))
        return True

    def moved(self) -> None:
        """Any other move, undo or redo: going back is no longer the last step."""
        self.jump = None

    def render(self, game: Tower) -> None:
        """The offer's button, shown only in the position it was made in."""
        shown = self.offered is not None and self.offered[0] == game.to_text()
        drawn = (shown, self.offered[1] if shown else 0)
        if drawn == self.drawn:
            return   # the usual tap: nothing touched
        self.drawn = drawn
        button = document.getElementById("back-to-winnable")
        if shown:
            back = drawn[1]
            button.textContent = tr("back_to_winnable_one" if back == 1 else "back_to_winnable", n=back)
        button.hidden = not shown
