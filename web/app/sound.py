"""The table's sounds (issue #36.3), played by ``js/sound.js`` (made with Web
Audio at run time; none before the player's first tap or key, none when the
setting is off). A page names a cue; the games' events name theirs."""
from pyscript import window

CUES = ("tap", "stack", "flip", "score", "win", "refuse")

# The engine's events, by kind, and the cue each makes (the loudest of a step's events is played).
EVENT_CUES = {"Flipped": "flip", "Revealed": "flip", "HandPlayed": "stack", "LaidDown": "stack", "Blocked": "stack",
              "Played": "stack", "SpecialPlayed": "stack", "Scored": "score", "TookBack": "score", "GameEnded": "win"}


def cue(name: str) -> None:
    """Play the cue ``name`` (one of ``CUES``) if sound may play now."""
    player = getattr(window, "wuxingSound", None)
    if player:
        player.play(name)


def for_events(events) -> str | None:
    """The cue of the loudest of ``events`` (later in ``CUES`` is louder), if any."""
    found = [EVENT_CUES.get(type(e).__name__) for e in events]
    found = [c for c in found if c]
    return max(found, key=CUES.index) if found else None
