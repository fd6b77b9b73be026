"""The page modules (``web/app``) outside a browser, for the tests of what
they draw: ``pyscript`` and ``pyodide.ffi`` are stood in for, with the
page's language set. Used where ``web/app`` is there (not in the Pyodide run)."""
import importlib
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "web" / "app"
needs_app = pytest.mark.skipif(not APP.exists(), reason="the web folder is not mounted here (Pyodide run)")
"""``pytestmark = needs_app``: the file's tests skip where ``web/app`` is not there."""


def plain_module(name: str) -> Iterator[types.ModuleType]:
    """``web/app``'s module ``name`` (``fishing.line_deal`` …), one that needs no page, imported with ``web/app``
    on the path while it is used: ``yield from`` it in a fixture."""
    sys.path.insert(0, str(APP))
    try:
        yield importlib.import_module(name)
    finally:
        sys.path.remove(str(APP))


def page_module(monkeypatch, name: str, lang: str, fresh: tuple[str, ...]):
    """``web/app``'s module ``name`` imported afresh on a page in ``lang``; the modules
    in ``fresh`` (those that read the page's language once) are imported
    again too. Undo with ``forget(fresh)``."""
    page = types.ModuleType("pyscript")
    page.document = types.SimpleNamespace(documentElement=types.SimpleNamespace(dataset=types.SimpleNamespace(lang=lang)))
    page.window = types.SimpleNamespace()
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda fn: fn
    monkeypatch.setitem(sys.modules, "pyscript", page)
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.syspath_prepend(str(APP))
    forget(fresh)
    return importlib.import_module(name)


def forget(names: tuple[str, ...]) -> None:
    """Forget the modules ``names`` (``common.i18n`` …), so the next import runs
    them again: from ``sys.modules`` and from their package (``from common
    import i18n`` reads the package's attribute once it has one)."""
    for name in names:
        sys.modules.pop(name, None)
        package, _, child = name.rpartition(".")
        parent = sys.modules.get(package)
        if parent is not None and hasattr(parent, child):
            delattr(parent, child)
