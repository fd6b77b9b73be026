"""One diffed paint message per redraw of a game page (issues #34.4, #71.2):
the game's view module says what every part of the table should show; only
what differs from the last message crosses into the page, in one call
(``wuxingPaint`` in ``js/paint.js``, the one paint entry of every game page
and of the landing page's Continue list). The only diff of the pages: the
views keep none.

A part is a CSS selector with one of: its inner markup (``html``), its text
(``text``) or some attributes (``attrs``; ``True`` sets an empty attribute,
``False`` or ``None`` removes it, ``hidden`` and ``disabled`` included). A
flight of cards (``fly``) goes with the message: the page reads where the
cards lie before it paints, and flies them after. So do the message line
(``say``) and a sound (``cue``, issue #71.2): a tap crosses into the page
once, whatever it changes and says (``common.dom.say`` and
``common.sound.cue`` come here while a paint is the page's,
``common.dom.use_paint``; ``common.dom.on`` and ``listen`` send what a
handler left). CSS properties (``style``), a menu placed beside a cell
(``beside``) and a dialog opened (``open_dialog``) go the same way.
"""
from __future__ import annotations

import json

from pyscript import window


class Paint:
    def __init__(self) -> None:
        self.shown: dict[tuple[str, str], object] = {}
        self.inside: dict[str, set[tuple[str, str]]] = {}   # a painted region -> what was set inside it
        self.changes: list[list] = []

    def _outer(self, selector: str):
        """The painted regions ``selector`` lies inside (its prefixes up to a space)."""
        at = selector.find(" ")
        while at > 0:
            if selector[:at] in self.inside:
                yield selector[:at]
            at = selector.find(" ", at + 1)

    def _put(self, selector: str, kind: str, value) -> None:
        k = (selector, kind)
        if self.shown.get(k, ...) == value:
            return
        if kind == "html":   # what was set inside it is gone with the old markup
            for inner in self.inside.pop(selector, ()):
                self.shown.pop(inner, None)
            self.inside[selector] = set()
        else:                # the markup painted around it is not what shows now
            for outer in list(self._outer(selector)):
                self.inside[outer].add(k)
                self.shown.pop((outer, "html"), None)
        self.shown[k] = value
        if kind != "@":
            self.changes.append([selector, kind, value])

    def html(self, selector: str, markup: str) -> None:
        self._put(selector, "html", markup)

    def text(self, selector: str, text: str, again: bool = False) -> None:
        """The element's text; ``again``: sent even when unchanged (the tower's clock writes its time at
        every tick, changed or not: a tick can be waited for)."""
        if again:
            self.shown.pop((selector, "text"), None)
        self._put(selector, "text", text)

    def attrs(self, selector: str, **attrs) -> None:
        """Attributes by name (``data_state`` is ``data-state``; ``class_`` is ``class``)."""
        if self.shown.get((selector, "@"), ...) == attrs:
            return   # as the last time, all of them: nothing to compare one by one
        for name, value in attrs.items():
            self._put(selector, "@" + name.rstrip("_").replace("_", "-"), value)
        self._put(selector, "@", attrs)

    def fly(self, target: str, cards: list[tuple[str, str]]) -> None:
        """Cards fly from where they lie now (``cards``: a selector and the card's
        markup) to ``target``, once the rest of the message is painted; none
        under reduced motion."""
        self.changes.append([target, "fly", cards])

    def slide(self, cards: list[tuple], ms: int = 320) -> None:
        """Cards slide into place (issue #35.4): each item is where the card lies
        now, where it lands once painted, and where to start from when the first
        is not on screen (a computer's seat, or ``""``); over ``ms``; none under
        reduced motion. The one slide of every page (the tower's too)."""
        self.changes.append(["", "slide", [[*c[:3], *([""] * (3 - len(c))), ms] for c in cards]])

    def style(self, selector: str, props: dict[str, str]) -> None:
        """CSS properties of the element's style (``--tcols`` …), each only when it changed."""
        for name, value in props.items():
            self._put(selector, "%" + name, value)

    def beside(self, selector: str, cell: str) -> None:
        """The element (a small menu) placed beside the cell ``cell``, inside its parent's box, once painted."""
        self.changes.append([selector, "beside", cell])

    def say(self, text: str, kind: str = "", target: str = "message") -> None:
        """The message line (``common.dom.say``): its text, and ``kind`` as its
        class and ``data-kind``; an error is heard (the ``refuse`` cue)."""
        self.changes.append(["#" + target, "say", [text, kind]])   # never skipped: the line may have been cleared since
        if kind == "error" and text:
            self.cue("refuse")

    def cue(self, name: str) -> None:
        """A sound (``common.sound``), played once the message is painted."""
        self.changes.append(["", "cue", name])

    def open_dialog(self, selector: str) -> None:
        """Open the dialog ``selector`` (modal), once the rest is painted; nothing if it is open."""
        self.changes.append([selector, "modal", True])

    def forget(self) -> None:
        """The page drew the table itself (a new game): paint every part next time."""
        self.shown, self.inside = {}, {}

    def send(self) -> None:
        """One crossing into the page for everything that changed."""
        if self.changes:
            window.wuxingPaint(json.dumps(self.changes, ensure_ascii=False))
            self.changes = []
