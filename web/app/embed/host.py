"""Rules demos run by the page around them (issue #17.4).

A demo is the real embed (``embed.html`` in an iframe of this site): it draws
itself at once and waits, on the embeds docs page for that page's engine
(``start=parent``), in a game's rules panel for a tap (``start=tap``). A page
whose Python is up offers ``adopt`` to its frames (``serve``): it runs
``embed.page`` for a frame against that frame's own ``document`` and
``window``. The modules that read a page (those that import ``pyscript``) are
imported afresh for each frame with a ``pyscript`` of the frame's; the rules
wheel and the tap models are shared. Eight previews then cost one boot and
eight imports of four small modules instead of eight boots, and a demo tapped
in a game's rules panel starts at once instead of booting a second Python.
"""
import importlib
import sys
import types

from pyodide.ffi import create_proxy
from pyscript import window

PER_FRAME = ("common.dom", "common.i18n", "common.words", "ink.cards", "embed.play", "embed.page")
"""The app modules that read their page's ``document`` or ``window`` at import
(``from pyscript import …``), or its language through ``common.i18n`` (``ink.cards``,
which keeps its faces per language), ``embed.page`` last: it runs its demo
when imported."""

def _put(name: str, module) -> None:
    """``module`` as ``name`` for the imports to come, or ``name`` forgotten when
    ``module`` is None: in ``sys.modules`` and as its package's attribute
    (``from common import dom`` reads the attribute once the package has it)."""
    package, _, child = name.rpartition(".")
    parent = sys.modules.get(package)
    if module is None:
        sys.modules.pop(name, None)
        if parent is not None and hasattr(parent, child):
            delattr(parent, child)
    else:
        sys.modules[name] = module
        if parent is not None:
            setattr(parent, child, module)


_frames: dict[str, dict] = {}
"""Each adopted frame's own modules, kept while its demo lives: under the
frame's ``id`` (the builder's preview is adopted again at each change and
keeps only its latest), else one entry per frame for the page's life."""


def adopt(frame) -> bool:
    """Make the demo in ``frame`` interactive, once; False for a frame that is
    not a drawn demo of this site (yet), which is left alone. One frame's
    failure is shown in that frame (``embed.page`` reports it) and does not
    stop the others."""
    try:
        doc = frame.contentDocument
        root = doc.documentElement if doc else None
    except Exception:   # another origin: not ours to run
        return False
    demo = root.getAttribute("data-embed") if root else None
    if not demo or demo == "error" or root.getAttribute("data-adopted") \
            or root.getAttribute("data-ready") == "true":   # final as drawn: an explanation, a card (demo=card)
        return False
    root.setAttribute("data-adopted", "true")
    shim = types.ModuleType("pyscript")
    shim.document, shim.window = doc, frame.contentWindow
    saved = {name: sys.modules.get(name) for name in ("pyscript", *PER_FRAME)}
    for name in PER_FRAME:
        _put(name, None)
    sys.modules["pyscript"] = shim
    try:
        importlib.import_module("embed.page")
    except Exception:
        pass   # embed_page told the frame (its loader shows the failure)
    finally:
        key = str(frame.id or "") or f"#{len(_frames)}"
        _frames[key] = {name: sys.modules.get(name) for name in PER_FRAME}
        for name, module in saved.items():
            _put(name, module)
    return True


_adopt_proxy = create_proxy(adopt)   # what JS calls, kept for the page's life


def serve() -> None:
    """Offer ``adopt`` to this page's frames (``window.wuxingAdopt``)."""
    window.wuxingAdopt = _adopt_proxy
