"""Pyodide 314 gives ``JsNull`` for a JS ``null`` (``querySelector`` finding
nothing): falsy, but not ``None``. A page that asks ``is None`` of the DOM's
answer takes "nothing there" for an element; the tower's clock stood still
for two days so (U3). No page module asks it, directly or through a name."""
import re

from page_stub import APP, needs_app

pytestmark = needs_app
LOOKUP = r"document\.(?:querySelector|getElementById)\([^()]*\)"


def test_no_page_asks_is_none_of_a_dom_lookup():
    found = []
    for path in sorted(APP.glob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if re.search(LOOKUP + r"\s+is\s+(?:not\s+)?None", line):
                found.append(f"{path.name}:{i + 1}")
            named = re.match(r"\s*(\w+)\s*=\s*" + LOOKUP + r"\s*(?:#.*)?$", line)
            if named:
                asked = re.compile(rf"\b{named.group(1)}\s+is\s+(?:not\s+)?None")
                found += [f"{path.name}:{i + 1 + k}" for k, later in enumerate(lines[i + 1:i + 4], 1) if asked.search(later)]
    assert found == []
