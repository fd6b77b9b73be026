"""Every 墨香 card's compact face (web/app/ink/cards.py, issue #35.2) as HTML
in one language, for the e2e check that names break only between words.
Runs the page module under CPython with the browser modules stubbed."""
import sys
import types
from pathlib import Path

lang = sys.argv[1] if len(sys.argv) > 1 else "zh"
page = types.ModuleType("pyscript")
page.document = types.SimpleNamespace(documentElement=types.SimpleNamespace(dataset=types.SimpleNamespace(lang=lang)))
page.window = types.SimpleNamespace()
ffi = types.ModuleType("pyodide.ffi")
ffi.create_proxy = lambda fn: fn
sys.modules.update({"pyscript": page, "pyodide": types.ModuleType("pyodide"), "pyodide.ffi": ffi})
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "app"))

from ink.cards import card_html  # noqa: E402
from wuxing_core.ink.cards import the_set  # noqa: E402

print("".join(card_html(c, tag="button", attrs=f'type="button" data-card="{c.no}"', compact=True)
              for c in the_set().values()))
