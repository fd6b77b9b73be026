"""One diffed paint message per redraw of a table (issue #34.4), as the tower
page has had since issue #13: the game's view module says what every part of
the table should show; only what differs from the last message crosses into
the page, in one call (``wuxingTablePaint`` in ``js/table-static.js``).

A part is a CSS selector with one of: its inner markup (``html``), its text
(``text``) or some attributes (``attrs``; ``True`` sets an empty attribute,
``False`` or ``None`` removes it, ``hidden`` and ``disabled`` included).
"""
from __future__ import annotations

import json

from pyscript import window


class Paint:
    def __init__(self) -> None:
        self.shown: dict[tuple[str, str], object] = {}
        self.changes: list[list] = []

    def _put(self, selector: str, kind: str, value) -> None:
        k = (selector, kind)
        if self.shown.get(k, ...) != value:
            if kind == "html":   # what was painted inside is new markup now
                self.forget(selector + " ")
            else:                # the markup painted around it is not what shows now
                for outer in [o for o, kd in self.shown if kd == "html" and selector.startswith(o + " ")]:
                    del self.shown[(outer, "html")]
            self.shown[k] = value
            self.changes.append([selector, kind, value])

    def html(self, selector: str, markup: str) -> None:
        self._put(selector, "html", markup)

    def text(self, selector: str, text: str) -> None:
        self._put(selector, "text", text)

    def attrs(self, selector: str, **attrs) -> None:
        """Attributes by name (``data_state`` is ``data-state``; ``class_`` is ``class``)."""
        for name, value in attrs.items():
            self._put(selector, "@" + name.rstrip("_").replace("_", "-"), value)

    def forget(self, prefix: str = "") -> None:
        """The page rebuilt these parts itself: paint them again next time."""
        self.shown = {k: v for k, v in self.shown.items() if not k[0].startswith(prefix)} if prefix else {}

    def send(self) -> None:
        """One crossing into the page for everything that changed."""
        if self.changes:
            window.wuxingTablePaint(json.dumps(self.changes, ensure_ascii=False))
            self.changes = []
