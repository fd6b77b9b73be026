"""靈獸塔's clock: the time a play has taken. The game keeps what is banked
(``Tower.elapsed_ms``, saved with it); the clock adds the time since it last
ran on. It stops while any dialog is open (issue #36.1) and when the play
ends."""
from pyscript import document, window


class Clock:
    def __init__(self) -> None:
        self.resumed_at = window.performance.now()
        self.paused = False

    def elapsed(self, game) -> int:
        """The play's time now, in ms."""
        if game.is_over() or self.paused:
            return game.elapsed_ms
        return game.elapsed_ms + int(window.performance.now() - self.resumed_at)

    def bank(self, game) -> None:
        """Put the time so far into the game (before a move or a save) and run on from now."""
        game.elapsed_ms = self.elapsed(game)
        self.restart()

    def restart(self) -> None:
        """Run on from now (a game begun or taken up: its banked time stays)."""
        self.resumed_at = window.performance.now()

    def pause_for_dialogs(self, game) -> None:
        """Stop while any dialog is open (the rules, a layout list, a
        confirmation) and run again when none is."""
        dialog_open = bool(document.querySelector("dialog[open]"))   # no element: JsNull, not None
        if dialog_open and not self.paused:
            game.elapsed_ms = self.elapsed(game)
            self.paused = True
        elif not dialog_open and self.paused:
            self.paused = False
            self.restart()
