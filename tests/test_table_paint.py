"""The tables' diffed paint message (web/app/common/paint.py, issue #34.4):
only what changed crosses into the page, in one call per redraw, and nothing
painted goes stale when a region around it or inside it is painted anew."""
import importlib.util
import json
import sys
import types
from pathlib import Path

import pytest

MODULE = Path(__file__).resolve().parent.parent / "web" / "app" / "common" / "paint.py"
pytestmark = pytest.mark.skipif(not MODULE.exists(), reason="the web folder is not mounted here (Pyodide run)")


@pytest.fixture
def paint(monkeypatch):
    sent = []
    fake = types.ModuleType("pyscript")
    fake.window = types.SimpleNamespace(wuxingPaint=lambda text: sent.append(json.loads(text)))
    monkeypatch.setitem(sys.modules, "pyscript", fake)
    spec = importlib.util.spec_from_file_location("common.paint", MODULE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    p = module.Paint()
    p.sent = sent
    return p


def test_only_what_changed_is_sent_in_one_message(paint):
    paint.html("#log", "<li>a</li>")
    paint.attrs("#turn", data_player="0", class_="turn seat-0", hidden=False)
    paint.send()
    assert paint.sent == [[["#log", "html", "<li>a</li>"], ["#turn", "@data-player", "0"],
                           ["#turn", "@class", "turn seat-0"], ["#turn", "@hidden", False]]]
    paint.html("#log", "<li>a</li>")
    paint.attrs("#turn", data_player="1", class_="turn seat-0", hidden=False)
    paint.send()
    assert paint.sent[1:] == [[["#turn", "@data-player", "1"]]]
    paint.send()                       # nothing new: no call at all
    assert len(paint.sent) == 2


def test_nothing_painted_goes_stale(paint):
    paint.html("#hand", '<b data-card="1" aria-pressed="false"></b>')
    paint.attrs('#hand [data-card="1"]', aria_pressed="true")    # a tap chose the card
    paint.send()
    # The same markup as before the tap must be sent again: the card shows pressed.
    paint.html("#hand", '<b data-card="1" aria-pressed="false"></b>')
    paint.send()
    assert paint.sent[-1] == [["#hand", "html", '<b data-card="1" aria-pressed="false"></b>']]
    # New markup: what was set inside it is set again next time.
    paint.attrs('#hand [data-card="1"]', aria_pressed="false")
    paint.send()
    assert paint.sent[-1] == [['#hand [data-card="1"]', "@aria-pressed", "false"]]
    paint.forget()
    paint.html("#hand", '<b data-card="1" aria-pressed="false"></b>')
    paint.send()
    assert len(paint.sent) == 4
