"""The table's sounds (issue #36.3), played by ``js/sound.js`` (made with Web
Audio at run time; none before the player's first tap or key, none when the
setting is off). A page names a cue; the games' events name theirs
(``Event.CUE`` in the engine, #71.4: no list of event names here)."""
from pyscript import window

CUES = ("tap", "stack", "flip", "score", "win", "refuse")


def cue(name: str) -> None:
    """Play the cue ``name`` (one of ``CUES``) if sound may play now: with the
    page's paint message when it has one (``common.dom.use_paint``)."""
    from common.dom import page_paint
    paint = page_paint()
    if paint is not None:
        paint.cue(name)
        return
    player = getattr(window, "wuxingSound", None)
    if player:
        player.play(name)


def for_events(events) -> str | None:
    """The cue of the loudest of ``events`` (later in ``CUES`` is louder), if any."""
    found = [c for c in (getattr(e, "CUE", None) for e in events) if c in CUES]
    return max(found, key=CUES.index) if found else None
