"""The player's settings (issue #36.2) as ``js/settings.js`` read, checked and
applied them before first paint (one storage key, ``wuxing.settings``). The
pages ask them here and hear of a change made in the settings dialog or in
another tab through ``on_change``; no page stores a setting of its own."""
from pyscript import document, window

from common.dom import js_str, on

DEFAULTS = {"lang": "zh", "theme": "system", "motion": "system", "sound": "on", "suits": "elements", "faces": ""}


def get(name: str) -> str:
    """The setting ``name`` (``DEFAULTS`` names them), or its default."""
    api = getattr(window, "wuxingSettings", None)
    value = js_str(getattr(api.get(), name, None)) if api else None
    return DEFAULTS[name] if value is None else value


def choose(name: str, value: str) -> bool:
    """Store a setting (``js/settings.js`` checks it); whether it changed."""
    api = getattr(window, "wuxingSettings", None)
    return bool(api and api.set(window.Object.fromEntries([[name, value]])).length)


def on_change(fn) -> None:
    """``fn(names)`` after settings change (the names that did)."""
    on(window, "wuxing-settings", lambda e: fn([str(n) for n in e.detail.changed]))


def reduced_motion() -> bool:
    """Less motion: the system's setting or the player's (``html[data-motion]``)."""
    return document.documentElement.dataset.motion == "reduce"
