"""The deck designer (issue #18.2–3): a player's own 25 spirit-beast cards.

Every rule, number limit and message about the deck comes from
``wuxing_core.deck``; this page draws the deck, forwards taps as edits,
keeps named decks (``deck.store``) and pictures (js/deck-files.js, on this
device only), and lays out the print-and-play sheet from
``wuxing_core.deck.sheet``. The DOM contract: ``#deck-grid [data-card]``
(a card, ``.bad`` when a rule names it), ``#sums [data-sum]``
(``data-ok``), ``#verdict[data-valid]``, ``#problems li``,
``#sheets .sheet-page [data-trim]`` (``data-card``: the card's index).
"""
import asyncio
import dataclasses
import re

from pyscript import document, window

from deck import store as deck_store
from deck.print_sheet import PrintView, el
from deck.cards import card_words, face_html
from common.dom import attr, close_dialogs, closest, esc, failed, js_str, notice, on, ready, say, show_dialog
from common.i18n import Texts, err_text, lang
from common.storage import random_seed, store
from wuxing_core.deck import Deck, apply, fix_sums, from_json, random_deck, to_json, validate
from wuxing_core.deck.cards import HIGH, LOW, MAX_DECK_NAME, MAX_NUMBER
from wuxing_core.elements import CHARS, ENGLISH, Element
from wuxing_core.errors import InvalidSaveError, WuxingError

tr = Texts("deck")
files = window.wuxingDeckFiles
SIDES = ("left", "right")


def side_word(side: str) -> str:
    return tr("side_" + side)


def error_code(err) -> str:
    """The code js/deck-files.js rejects with ("not-image", "too-big", …)."""
    text = str(err)
    for code in ("not-image", "too-big", "storage", "unreadable"):
        if code in text:
            return code
    return "storage"


class Designer(PrintView):
    def __init__(self) -> None:
        self.deck_id = ""
        self.deck: Deck | None = None
        self.slot = None
        self.selected = 0
        self.pictures: dict[str, str] = {}
        self.pending_delete = ""

    # --- the saved decks ---------------------------------------------------------------
    def open_first(self) -> None:
        deck_ids = deck_store.ids()
        wanted = store.get(deck_store.CURRENT)
        order = ([wanted] if wanted in deck_ids else []) + [i for i in deck_ids if i != wanted]
        newer = [deck_id for deck_id in deck_ids if deck_store.newer(deck_id)]   # left as they are, and said
        readable = [deck_id for deck_id, _ in deck_store.saved_decks()]   # an unreadable one is set aside here
        if newer:
            notice(tr("newer_deck", n=len(newer)))
        elif len(readable) < len(deck_ids):
            notice(tr("unreadable_deck"))
        if len(readable) < len(deck_ids):
            deck_store.write_index(readable + newer)
        for deck_id in order:
            if deck_id in readable and self.open(deck_id, quiet=True):
                return
        self.add(dataclasses.replace(random_deck(random_seed(), lang()), name=tr("first_name")))

    def open(self, deck_id: str, quiet: bool = False) -> bool:
        loaded = deck_store.load(deck_id)
        if loaded is None:
            if not quiet:
                notice(tr("unreadable_deck"))
            self.render_list()
            return False
        self.deck, self.slot = loaded
        self.deck_id = deck_id
        store.set(deck_store.CURRENT, deck_id)
        self.render_list()
        self.render()
        asyncio.ensure_future(self.load_pictures())
        return True

    def add(self, deck: Deck) -> None:
        """Save ``deck`` as a new named deck and open it."""
        deck_ids = deck_store.ids()
        if len(deck_ids) >= deck_store.MAX_DECKS:
            say(tr("too_many", n=deck_store.MAX_DECKS), "error")
            return
        deck_id = deck_store.new_id(deck_ids)
        slot = deck_store.slot(deck_id)
        if slot.write(deck_store.DeckText(deck), deck_id) != "ok" or not deck_store.write_index(deck_ids + [deck_id]):
            say(tr("full"), "error")
            return
        self.open(deck_id)

    def change(self, deck: Deck) -> None:
        """Show and save an edit of the open deck."""
        self.deck = deck
        result = self.slot.write(deck_store.DeckText(deck), self.deck_id)
        if result == "newer":
            loaded = deck_store.load(self.deck_id)
            if loaded:
                self.deck, self.slot = loaded
            say(tr("newer_elsewhere"), "error")
        elif result == "full":
            say(tr("full"), "error")
        self.render()

    def unique_name(self, base: str) -> str:
        names = {d.name for _, d in deck_store.saved_decks()}
        if base not in names:
            return base[:MAX_DECK_NAME]
        n = 2
        while f"{base} {n}"[:MAX_DECK_NAME] in names:
            n += 1
        return f"{base} {n}"[:MAX_DECK_NAME]

    def delete(self) -> None:
        deck_ids = [i for i in deck_store.ids() if i != self.deck_id]
        store.remove(deck_store.slot(self.deck_id).name)
        deck_store.write_index(deck_ids)
        gone = self.deck.name
        self.deck_id = ""
        for deck_id in deck_ids:
            if self.open(deck_id, quiet=True):
                break
        else:
            self.add(dataclasses.replace(random_deck(random_seed(), lang()), name=tr("first_name")))
        say(tr("deleted", name=gone or tr("untitled")), "good")
        asyncio.ensure_future(self.collect_pictures())

    async def collect_pictures(self) -> None:
        """Drop the pictures no saved deck uses any more, only when every deck
        entry reads: a deck that does not (a newer release's, one set aside)
        may use any of them (#74.4)."""
        if not deck_store.all_readable():
            return
        used = [c.image for _, d in deck_store.saved_decks() for c in d.cards if c.image]
        await files.keepPictures(used)

    async def load_pictures(self) -> None:
        missing = 0
        for card in self.deck.cards:
            if card.image and card.image not in self.pictures:
                url = js_str(await files.pictureUrl(card.image)) or ""
                if url:
                    self.pictures[card.image] = url
                else:
                    missing += 1
        if missing:
            say(tr("pictures_missing", n=missing))
        self.render()

    # --- drawing ---------------------------------------------------------------------
    def render_list(self) -> None:
        options = []
        for deck_id, deck in deck_store.saved_decks():
            chosen = " selected" if deck_id == self.deck_id else ""
            options.append(f'<option value="{deck_id}"{chosen}>{esc(deck.name or tr("untitled"))}</option>')
        el("deck-select").innerHTML = "".join(options)

    def sum_text(self, side: str) -> str:
        text = tr("sum", side=side_word(side), total=self.deck.total(side))
        return text[:1].upper() + text[1:]

    def picture(self, card) -> str:
        return self.pictures.get(card.image, "") if card.image else ""

    def render(self) -> None:
        deck = self.deck
        problems = validate(deck)
        bad = {p.card for p in problems if p.card is not None}
        bad_elements = {p.element for p in problems if p.rule == "element"}
        name_box = el("deck-name")
        if document.activeElement != name_box:
            name_box.value = deck.name
        words = lang()
        el("deck-grid").innerHTML = "".join(
            face_html(card, self.picture(card), tag="button", extra=" bad" if i in bad else "",
                      attrs=f' type="button" data-card="{i}"',
                      words=card_words(card, i, words) + (tr("needs_fixing") if i in bad else ""))
            for i, card in enumerate(deck.cards))
        sums = []
        for side in SIDES:
            total = deck.total(side)
            ok = "true" if total == 100 else "false"
            sums.append(f'<span class="sum" data-sum="{side}" data-ok="{ok}">{esc(self.sum_text(side))}</span>')
        for e in Element:
            have = len(deck.of(e))
            ok = "false" if e in bad_elements else "true"
            label = CHARS[e] if words == "zh" else ENGLISH[e]
            sums.append(f'<span class="count e{int(e)}" data-count="{CHARS[e]}" data-ok="{ok}">{esc(label)} {have}</span>')
        el("sums").innerHTML = "".join(sums)
        verdict = el("verdict")
        verdict.dataset.valid = "false" if problems else "true"
        verdict.textContent = tr("problems", n=len(problems)) if problems else tr("valid")
        items = []
        for p in problems:
            text = esc(p.text(words))
            if p.card is not None:
                items.append(f'<li><button type="button" class="linkish" data-card="{p.card}">{text}</button></li>')
            else:
                items.append(f"<li>{text}</li>")
        el("problems").innerHTML = "".join(items)
        el("fix-sums").hidden = not any(p.rule in ("number", "sum") for p in problems)
        if el("edit-dialog").open:
            self.render_editor()
        if not el("print-view").hidden:
            self.render_sheets()

    def render_editor(self) -> None:
        i = self.selected
        card = self.deck.cards[i]
        el("edit-title").textContent = tr("card_title", n=i + 1, name=card.name or CHARS[card.element])
        el("edit-preview").innerHTML = face_html(card, self.picture(card))
        el("edit-elements").innerHTML = "".join(
            f'<button type="button" class="btn element-btn e{int(e)}" data-element="{CHARS[e]}" '
            f'aria-pressed="{"true" if e == card.element else "false"}">'
            f'<i class="mini-shape"></i>{CHARS[e] if lang() == "zh" else ENGLISH[e]}</button>'
            for e in Element)
        for box, value in ((el("edit-name"), card.name), (el("edit-left"), card.left), (el("edit-right"), card.right)):
            if document.activeElement != box:
                box.value = "" if value is None else str(value)
        el("edit-sums").textContent = " · ".join(self.sum_text(s) for s in SIDES)
        words = lang()
        el("edit-problems").innerHTML = "".join(f"<li>{esc(p.text(words))}</li>" for p in validate(self.deck)
                                                if p.card == i)
        el("no-picture").disabled = not card.image

    def open_editor(self, index: int) -> None:
        self.selected = max(0, min(index, len(self.deck.cards) - 1))
        el("edit-message").textContent = ""
        self.render_editor()
        show_dialog("edit-dialog")

    # --- editing a card ----------------------------------------------------------------
    def edit(self, **changes) -> bool:
        try:
            deck = self.deck.with_card(self.selected, **changes)
        except WuxingError as err:
            say(err_text(err), "error", "edit-message")
            return False
        say("", "", "edit-message")
        self.change(deck)
        return True

    def step(self, side: str, by: int) -> None:
        value = self.deck.cards[self.selected].number(side)
        new = LOW if value is None else value + by
        if not LOW <= new <= HIGH:
            say(tr("step_limit", side=side_word(side), low=LOW, high=HIGH), "error", "edit-message")
            new = min(max(new, LOW), HIGH)
            if new == value:
                return
        self.edit(**{side: new})

    def typed_number(self, side: str, text: str) -> None:
        text = (text or "").strip()
        if not text:
            self.edit(**{side: None})
        elif re.fullmatch(r"[0-9]{1,3}", text) and int(text) <= MAX_NUMBER:
            self.edit(**{side: int(text)})
        else:
            say(tr("not_a_number", side=side_word(side), high=MAX_NUMBER), "error", "edit-message")

    async def pick_picture(self, event) -> None:
        box = event.target
        chosen = box.files.item(0) if box.files and box.files.length else None
        if chosen is None:
            return
        say(tr("picture_working"), "", "edit-message")
        try:
            picture_id = js_str(await files.addPicture(chosen))
        except Exception as err:   # a JS Error from deck-files.js, its message a code
            say(tr("picture_" + error_code(err).replace("-", "_")), "error", "edit-message")
            return
        finally:
            box.value = ""
        self.pictures[picture_id] = js_str(await files.pictureUrl(picture_id)) or ""
        if self.edit(image=picture_id):
            say(tr("picture_added"), "good", "edit-message")

    # --- the deck bar ------------------------------------------------------------------
    def rename(self, text: str) -> None:
        try:
            deck = dataclasses.replace(self.deck, name=text)
        except WuxingError as err:
            say(err_text(err), "error")
            return
        self.change(deck)
        option = el("deck-select").querySelector(f'option[value="{self.deck_id}"]')
        if option:
            option.textContent = self.deck.name or tr("untitled")

    def fix(self) -> None:
        try:
            changes = fix_sums(self.deck)
        except WuxingError as err:
            say(err_text(err), "error")
            return
        before = self.deck
        self.change(apply(before, changes))
        lines = [tr("changed", n=c.card + 1, name=before.cards[c.card].name or CHARS[before.cards[c.card].element],
                    side=side_word(c.side), old="—" if c.old is None else c.old, new=c.new) for c in changes]
        say(tr("fixed", n=len(changes)) + " " + "；".join(lines) if lang() == "zh"
            else tr("fixed", n=len(changes)) + " " + "; ".join(lines), "good")

    def export(self) -> None:
        name = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", self.deck.name).strip(" ._") or "deck"
        files.download(f"{name}.wuxing-deck.json", to_json(self.deck))
        say(tr("exported", file=f"{name}.wuxing-deck.json"), "good")

    async def import_file(self, event) -> None:
        box = event.target
        chosen = box.files.item(0) if box.files and box.files.length else None
        if chosen is None:
            return
        try:
            text = js_str(await files.readDeckFile(chosen))
            deck = from_json(text)
        except InvalidSaveError as err:
            text = err_text(err)
            say(text[:1].upper() + text[1:], "error")
            return
        except Exception as err:
            say(tr("import_" + ("too_big" if error_code(err) == "too-big" else "unreadable")), "error")
            return
        finally:
            box.value = ""
        deck = dataclasses.replace(deck, name=self.unique_name(deck.name or tr("untitled")))
        self.add(deck)
        problems = len(validate(deck))
        say(tr("imported", name=deck.name) + " " + (tr("problems", n=problems) if problems else tr("valid")), "good")

    # --- taps ----------------------------------------------------------------------
    def on_click(self, event) -> None:
        target = closest(event, "[data-card], [data-action], [data-element], [data-step]")
        if target is None:
            return
        if attr(target, "data-card") is not None and target.closest("#deck-grid, #problems"):
            self.open_editor(int(attr(target, "data-card")))
            return
        if attr(target, "data-element") is not None:
            self.edit(element=attr(target, "data-element"))
            return
        if attr(target, "data-step") is not None:
            self.step(attr(target, "data-side"), int(attr(target, "data-step")))
            return
        action = attr(target, "data-action")
        if action == "new":
            close_dialogs()
            self.add(dataclasses.replace(random_deck(random_seed(), lang()), name=self.unique_name(tr("random_name"))))
            say(tr("created"), "good")
        elif action == "duplicate":
            self.add(dataclasses.replace(self.deck, name=self.unique_name(tr("copy_name", name=self.deck.name)[:MAX_DECK_NAME])))
            say(tr("duplicated"), "good")
        elif action == "delete":
            self.pending_delete = self.deck_id
            el("confirm-text").textContent = tr("confirm_delete", name=self.deck.name or tr("untitled"))
            show_dialog("confirm-dialog")
        elif action == "confirmed":
            close_dialogs()
            if self.pending_delete == self.deck_id:
                self.delete()
        elif action == "fix":
            self.fix()
        elif action == "export":
            self.export()
        elif action == "print":
            self.show_print()
        elif action == "print-now":
            window.print()
        elif action == "print-close":
            self.close_print()
        elif action == "prev":
            self.open_editor((self.selected - 1) % len(self.deck.cards))
        elif action == "next":
            self.open_editor((self.selected + 1) % len(self.deck.cards))
        elif action == "no-picture":
            if self.edit(image=None):
                asyncio.ensure_future(self.collect_pictures())

    def wire(self) -> None:
        on(document.body, "click", self.on_click)
        on(el("deck-select"), "change", lambda e: self.open(js_str(e.target.value) or ""))
        on(el("deck-name"), "input", lambda e: self.rename(js_str(e.target.value) or ""))
        on(el("edit-name"), "input", lambda e: self.edit(name=js_str(e.target.value) or ""))
        for side in SIDES:
            on(el(f"edit-{side}"), "change", lambda e, s=side: self.typed_number(s, js_str(e.target.value)))
        on(el("edit-picture"), "change", lambda e: asyncio.ensure_future(self.pick_picture(e)))
        on(el("import-file"), "change", lambda e: asyncio.ensure_future(self.import_file(e)))
        for box in ("print-paper", "print-height", "print-backs", "print-safe"):
            on(el(box), "change", lambda e: self.render_sheets())
        on(el("edit-dialog"), "close", lambda e: self.render())
        on(window, "storage", self.on_storage)

    def on_storage(self, event) -> None:
        """Another tab saved: show its version of the open deck, and its list of decks."""
        changed = js_str(event.key)
        if changed is None or changed.startswith("wuxing.deck."):
            if changed == self.slot.name and self.slot.newer_elsewhere():
                loaded = deck_store.load(self.deck_id)
                if loaded:
                    self.deck, self.slot = loaded
                    self.render()
            self.render_list()


designer = Designer()
try:
    designer.fill_print_choices()
    designer.wire()
    designer.open_first()
except Exception as err:
    failed(err)
    raise

ready()
