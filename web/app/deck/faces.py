"""A saved deck's faces on a game's cards (issue #18.4): a setting of 靈獸塔
and 釣鶼鰈 (``faces`` in the player's settings, #36.2: a deck id, or nothing
for the standard faces). A card of an element shows the name and picture of one of the
deck's cards of that element; which one follows the card's place on the
table (``variant``), so a board shows the deck's variety. The rules see
elements only: nothing here changes what a card is.

The deck modules are imported only when a deck is chosen or the setting is
shown, so a game played with the standard faces boots without them."""
import asyncio

from pyscript import window

from common.dom import esc, js_str
from common import settings as prefs
from wuxing_core.elements import CHARS, Element


class Faces:
    def __init__(self) -> None:
        self.deck_id = ""
        self.by_element: dict[str, list[tuple[str, str | None]]] = {}
        self.urls: dict[str, str] = {}
        self.reload()

    def reload(self) -> None:
        """The deck the settings name now."""
        self.load(prefs.get("faces"))

    def load(self, deck_id: str) -> None:
        """Use the saved deck ``deck_id`` ("" or a deck no longer there: the standard faces)."""
        if not deck_id:
            self.deck_id, self.by_element = "", {}
            return
        from deck import store
        loaded = store.load(deck_id)
        self.deck_id = deck_id if loaded else ""
        deck = loaded[0] if loaded else None
        self.by_element = {CHARS[e]: [(c.name, c.image) for c in deck.of(e)] for e in Element} if deck else {}

    async def load_pictures(self) -> bool:
        """Find this deck's pictures on the device; whether any was new."""
        files = getattr(window, "wuxingDeckFiles", None)
        if not files:
            return False
        new = False
        for faces in self.by_element.values():
            for _, image in faces:
                if image and image not in self.urls:
                    self.urls[image] = js_str(await files.pictureUrl(image)) or ""
                    new = new or bool(self.urls[image])
        return new

    def refresh_later(self, redraw) -> None:
        """Load the pictures, then ``redraw()`` if any arrived."""
        async def run():
            if await self.load_pictures():
                redraw()
        asyncio.ensure_future(run())

    def face(self, element: str, variant: int = 0) -> tuple[str, str]:
        """(extra classes, inner markup) for a card of ``element``: ("", "") for the standard face."""
        faces = self.by_element.get(element)
        if not faces:
            return "", ""
        name, image = faces[variant % len(faces)]
        url = self.urls.get(image, "") if image else ""
        inner = (f'<img class="pic" src="{esc(url)}" alt="" draggable="false">' if url else "") \
            + (f'<span class="face-name">{esc(name)}</span>' if name else "")
        return " faced" + (" has-pic" if url else ""), inner
