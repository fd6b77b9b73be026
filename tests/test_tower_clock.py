"""The tower page's clock (web/app/tower/clock.py, ruling U3): it runs while
the page is open and the play is not over, and stands still while a dialog
is open. The DOM stand-in answers a missing element as Pyodide 314 does: with
``JsNull``, falsy but not ``None`` (the clock took that for an open dialog
and never ran)."""
from types import SimpleNamespace

import pytest

from page_stub import forget, needs_app, page_module
from wuxing_core.tower import Tower

pytestmark = needs_app


class JsNull:
    """Pyodide's ``jsnull``: what ``querySelector`` gives for no element."""
    def __bool__(self) -> bool:
        return False


@pytest.fixture
def clock(monkeypatch):
    module = page_module(monkeypatch, "tower.clock", "en", ("tower.clock",))
    now = [1_000.0]
    dialogs = []
    monkeypatch.setattr(module, "window", SimpleNamespace(performance=SimpleNamespace(now=lambda: now[0])))
    monkeypatch.setattr(module, "document", SimpleNamespace(
        querySelector=lambda selector: (dialogs[0] if dialogs else JsNull()) if selector == "dialog[open]" else JsNull()))
    yield module.Clock(), now, dialogs
    forget(("tower.clock",))


def test_the_clock_runs_stops_for_a_dialog_and_runs_again(clock):
    c, now, dialogs = clock
    game = Tower.deal("basic", 5)
    c.pause_for_dialogs(game)              # no dialog: runs (U3)
    now[0] += 61_000
    c.pause_for_dialogs(game)
    assert c.elapsed(game) == 61_000
    dialogs.append(SimpleNamespace(id="rules"))
    c.pause_for_dialogs(game)              # a dialog opens: the time so far is kept, and it stands
    now[0] += 600_000
    c.pause_for_dialogs(game)
    assert c.elapsed(game) == 61_000 == game.elapsed_ms
    dialogs.clear()
    c.pause_for_dialogs(game)              # closed: it runs on from here
    now[0] += 2_000
    assert c.elapsed(game) == 63_000
    c.bank(game)
    assert game.elapsed_ms == 63_000
