"""The page modules (``web/app``) outside a browser, for the tests of what
they draw: ``pyscript`` and ``pyodide.ffi`` are stood in for, with the
page's language set. Used where ``web/app`` is there (not in the Pyodide run)."""
import importlib
import sys
import types
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "web" / "app"


def page_module(monkeypatch, name: str, lang: str, fresh: tuple[str, ...]):
    """``web/app/<name>.py`` imported afresh on a page in ``lang``; the modules
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
    for name in names:
        sys.modules.pop(name, None)
