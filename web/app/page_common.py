"""Browser helpers shared by the game pages (not part of the rules wheel)."""
import json

from pyscript import document, window


def js_str(value):
    """A JS string as ``str``; null/undefined (``JsNull`` in Pyodide 314) as ``None``."""
    return value if isinstance(value, str) else None


def attr(el, name: str):
    return js_str(el.getAttribute(name)) if el else None


def closest(event, selector: str):
    el = event.target.closest(selector) if hasattr(event.target, "closest") else None
    return el if el else None


def lang() -> str:
    return "en" if document.documentElement.dataset.lang == "en" else "zh"


class Storage:
    """localStorage that never throws (private mode, quota, disabled)."""

    def get(self, key: str):
        try:
            return js_str(window.localStorage.getItem(key))
        except Exception:
            return None

    def set(self, key: str, value: str) -> bool:
        try:
            window.localStorage.setItem(key, value)
            return True
        except Exception:
            return False

    def remove(self, key: str) -> None:
        try:
            window.localStorage.removeItem(key)
        except Exception:
            pass

    def get_json(self, key: str, default):
        try:
            value = json.loads(self.get(key) or "null")
        except ValueError:
            return default
        return value if isinstance(value, type(default)) else default


store = Storage()
