"""Browser helpers every page shares (not part of the rules wheel): reading
the DOM and the URL, wiring events, escaping, the message and notice lines."""
import json

from pyodide.ffi import create_proxy
from pyscript import document, window

_PROXIES = []   # event handlers stay alive as long as the page
_paint = None    # the page's paint message, when its tap crosses into the page once (a table's)


def use_paint(paint) -> None:
    """Send the message line and sounds with ``paint``'s message
    (``common.paint.Paint``; issue #71.2): one crossing into the page for a
    tap, not one per line. Every handler wired by ``on`` sends what it left."""
    global _paint
    _paint = paint


def page_paint():
    """The page's paint message (``use_paint``), or ``None``."""
    return _paint


def flush() -> None:
    """Send what the page's paint message holds (nothing when it holds nothing)."""
    if _paint is not None:
        _paint.send()


def js_str(value):
    """A JS string as ``str``; null/undefined (``JsNull`` in Pyodide 314) as ``None``."""
    return value if isinstance(value, str) else None


def attr(el, name: str):
    return js_str(el.getAttribute(name)) if el else None


def closest(event, selector: str):
    el = event.target.closest(selector) if hasattr(event.target, "closest") else None
    return el if el else None


def flushing(fn):
    """``fn``, then what it left in the page's paint message sent (a handler, a
    timer); on a page without one, just ``fn``."""
    def run(*args):
        try:
            return fn(*args)
        finally:
            flush()
    return run


def on(el, event: str, fn) -> None:
    """``el.addEventListener(event, fn)`` with a proxy kept for the page's life;
    what the handler leaves in the page's paint message is sent after it."""
    proxy = create_proxy(flushing(fn))
    _PROXIES.append(proxy)
    el.addEventListener(event, proxy)


class Tap:
    """An event as plain data (``listen``): the nearest element matching each
    selector the listener named, as its attributes, and the key pressed."""

    def __init__(self, text: str) -> None:
        data = json.loads(text)
        self.key: str | None = data.get("key")
        self.found: dict = data.get("found") or {}

    def get(self, selector: str) -> dict | None:
        """The attributes of the element ``selector`` found, or ``None``."""
        return self.found.get(selector)

    def attr(self, selector: str, name: str) -> str | None:
        """An attribute of the element ``selector`` found, or ``None``."""
        return (self.found.get(selector) or {}).get(name)


def listen(el, event: str, selectors: list[str], fn, stop: bool = False) -> None:
    """``fn(tap)`` on ``event`` at ``el``, with the elements ``selectors`` name
    read by the page's JavaScript (``js/table-static.js`` ``wuxingListen``)
    and handed over as data (``Tap``): the handler reads nothing back from
    the page, and what it paints goes in one message after it (issue #71.2).
    ``stop``: the event goes no further."""
    proxy = create_proxy(flushing(lambda text: fn(Tap(text))))
    _PROXIES.append(proxy)
    window.wuxingListen(el, event, json.dumps(selectors), proxy, stop)


def esc(text) -> str:
    """Text made safe inside HTML (element content and quoted attributes)."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


MAX_PARAM = 2000
"""No parameter of ours is longer: a longer one is cut there, which every reader refuses."""


def url_param(name: str):
    """A query parameter of the page's URL (at most ``MAX_PARAM`` characters), or ``None``."""
    value = js_str(window.URLSearchParams.new(window.location.search).get(name))
    return value if value is None else value[:MAX_PARAM + 1]


def say(text: str, kind: str = "", target: str = "message") -> None:
    """The page's message line: ``kind`` is ``""``, ``"good"`` or ``"error"``
    (as a class and as ``data-kind``, both part of the DOM contract). With the
    page's paint message (``use_paint``) it goes with that message."""
    if _paint is not None:
        _paint.say(text, kind, target)
        return
    el = document.getElementById(target)
    el.textContent = text
    el.className = f"message {kind}".strip()
    el.dataset.kind = kind
    if kind == "error" and text:
        from common import sound
        sound.cue("refuse")   # a refusal is heard too (issue #36.3)


def notice(text: str) -> None:
    """The notice line (a bad save or link); hidden when ``text`` is empty."""
    el = document.getElementById("notice")
    el.textContent = text
    el.hidden = not text


def show_dialog(dialog_id: str) -> None:
    dialog = document.getElementById(dialog_id)
    if not dialog.open:
        dialog.showModal()


def close_dialogs() -> None:
    for el in document.querySelectorAll("dialog[open]"):
        el.close()


def ready() -> None:
    window.wuxingReady()


def failed(err: BaseException) -> None:
    """Never a dead page: the loader says what went wrong."""
    window.wuxingFail(f"{type(err).__name__}: {err}")


def local_today():
    """Today's date where the player is (Python's clock in Pyodide is UTC)."""
    from datetime import date
    now = window.Date.new()
    return date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))
