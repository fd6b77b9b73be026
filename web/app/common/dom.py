"""Browser helpers every page shares (not part of the rules wheel): reading
the DOM and the URL, wiring events, escaping, the message and notice lines."""
from pyodide.ffi import create_proxy
from pyscript import document, window

_PROXIES = []   # event handlers stay alive as long as the page


def js_str(value):
    """A JS string as ``str``; null/undefined (``JsNull`` in Pyodide 314) as ``None``."""
    return value if isinstance(value, str) else None


def attr(el, name: str):
    return js_str(el.getAttribute(name)) if el else None


def closest(event, selector: str):
    el = event.target.closest(selector) if hasattr(event.target, "closest") else None
    return el if el else None


def on(el, event: str, fn) -> None:
    """``el.addEventListener(event, fn)`` with a proxy kept for the page's life."""
    proxy = create_proxy(fn)
    _PROXIES.append(proxy)
    el.addEventListener(event, proxy)


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
    (as a class and as ``data-kind``, both part of the DOM contract)."""
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
