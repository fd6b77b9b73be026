"""The guided first deal of 靈獸塔 (``tower.html?tutorial=1``, issue #14.2):
the engine's own winning line, one stack at a time, its two piles lit and the
reason it is legal said in words. A different move is taken back with a
word; a win ends it. The lesson is not saved."""
from pyscript import document

from tower import taps
from common.dom import say, show_dialog
from tower.view import tr
from common.words import element_word, pile_words
from wuxing_core.coords import cell_name
from wuxing_core.elements import CHARS, generates
from wuxing_core.tower import Tower

TUTORIAL = "木 火 土/金 水 木 | -"
"""Six cards, no item, won in five stacks that show both sitting rules (T1)
and both directions (on, under)."""


class Tutorial:
    """The lesson's line (the solver's, so the engine decides it) and the
    position before each of its steps."""

    def __init__(self, game: Tower) -> None:
        self.line = game.solve(0)
        copy = game.copy()
        self.positions = [copy.to_text()]
        for action in self.line:
            copy.play(action)
            self.positions.append(copy.to_text())

    def step_of(self, game: Tower):
        """The index of the next step from ``game``'s position, ``None`` off the line."""
        text = game.to_text()
        return self.positions.index(text) if text in self.positions else None


def first_deal() -> Tower:
    return Tower.from_text(TUTORIAL)


def step(page) -> None:
    """Show the lesson's next step on ``page`` (a tower page), after taking
    back a move that was not the lesson's."""
    t, g = page.tutorial, page.game
    k = t.step_of(g)
    wrong = k is None
    if wrong:                # not the lesson's move: take it back
        g.undo()
        k = t.step_of(g)
    if g.is_won():
        page.hint_cells = set()
        page.render()
        document.getElementById("result-title").textContent = tr("tutorial_done")
        document.getElementById("result-text").textContent = tr("tutorial_next")
        document.getElementById("stats-text").textContent = ""
        document.querySelector('#result-dialog [data-action="share"]').hidden = True   # a lesson, not a deal to share
        show_dialog("result-dialog")
        return
    action = t.line[k]
    page.hint_cells = {cell_name(*c) for c in taps.cells_of(action)}
    piles = g.piles()
    src, dst = piles[cell_name(*action.src)], piles[cell_name(*action.dst)]
    upper, lower = (dst[0], src[-1]) if action.under else (src[0], dst[-1])
    why = tr("tutorial_why_gen" if generates(CHARS.index(lower), CHARS.index(upper)) else "tutorial_why_over",
             upper=element_word(upper), lower=element_word(lower))
    text = tr("tutorial_step", k=k + 1, n=len(t.line), src=pile_words(src), dst=pile_words(dst), why=why)
    if action.under:
        text += tr("tutorial_under")
    root = document.documentElement
    root.dataset.tutorialStep = str(k + 1)
    root.dataset.tutorialUnder = "true" if action.under else "false"
    page.render()
    for name, el in page.cells.items():   # which lit pile moves, for the DOM contract (tests)
        el.dataset.tutorial = ("from" if name == cell_name(*action.src) else
                               "to" if name == cell_name(*action.dst) else "")
    say(tr("tutorial_wrong") + " " + text if wrong else text, "error" if wrong else "good")
