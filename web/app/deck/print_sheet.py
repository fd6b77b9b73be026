"""The deck designer's print view (issue #18.5): the print-and-play sheets,
laid out in millimetres by ``wuxing_core.deck.sheet`` (fronts, and backs when
asked), with the paper and card height kept under ``wuxing.deck.print``.
Mixed into the designer (``self.deck``, ``self.picture``)."""
import json

from pyscript import document

from deck import store as deck_store
from deck.cards import back_html, face_html
from common.dom import esc, js_str
from common.i18n import Texts
from common.storage import store
from wuxing_core.deck import validate
from wuxing_core.deck.sheet import DEFAULT_HEIGHT, PAPERS, PRINTER_MARGIN, TRIM_HEIGHTS, layout, pages

tr = Texts("deck")
PRINT_KEY = deck_store.key("deck", "print")


def el(element_id: str):
    return document.getElementById(element_id)


class PrintView:
    # --- the print view ----------------------------------------------------------------
    def print_choice(self) -> tuple[str, int]:
        paper = js_str(el("print-paper").value) or "a4"
        height = js_str(el("print-height").value) or str(DEFAULT_HEIGHT)
        return (paper if paper in PAPERS else "a4",
                int(height) if height.isdigit() and int(height) in TRIM_HEIGHTS else DEFAULT_HEIGHT)

    def show_print(self) -> None:
        el("print-view").hidden = False
        document.body.classList.add("printing")
        self.render_sheets()
        el("print-title").focus()

    def render_sheets(self) -> None:
        paper, height = self.print_choice()
        safe = bool(el("print-safe").checked)
        store.set(PRINT_KEY, json.dumps({"paper": paper, "height": height, "safe": safe}))
        sheet = layout(paper, height, 2 if safe else 3)
        el("page-size").textContent = f"@page {{ size: {sheet.width}mm {sheet.height}mm; margin: 0; }}"
        backs = el("print-backs").checked
        out = []

        def box(rect, cls, inner="", data=""):
            x, y, w, h = rect
            return (f'<div class="{cls}" style="left:{x}mm;top:{y}mm;width:{w}mm;height:{h}mm"{data}>'
                    f"{inner}</div>")

        def marks(lines, t=0.2):
            """Crop marks as thin boxes (``t`` mm) centred on their lines."""
            out = []
            for a, b, c, d in lines:
                x, y, w, h = ((a - t / 2, min(b, d), t, abs(d - b)) if a == c else (min(a, c), b - t / 2, abs(c - a), t))
                out.append(f'<i class="mark" style="left:{x:.3f}mm;top:{y:.3f}mm;width:{w:.3f}mm;height:{h:.3f}mm"></i>')
            return "".join(out)

        for number, indexes in enumerate(pages(len(self.deck.cards), sheet.per_page), 1):
            fronts, rear = [], []
            for slot, index in enumerate(indexes):
                card = self.deck.cards[index]
                placed, back = sheet.cards[slot], sheet.backs[slot]
                fronts.append(box(placed.bleed, f"bleed e{int(card.element)}"))
                fronts.append(box(placed.trim, "trim", face_html(card, self.picture(card)),
                                  f' data-trim="front" data-card="{index}"'))
                rear.append(box(back.bleed, "bleed back-bleed"))
                rear.append(box(back.trim, "trim", back_html(), f' data-trim="back" data-card="{index}"'))
            size = f'style="width:{sheet.width}mm;height:{sheet.height}mm"'
            label = esc(tr("sheet_front", n=number))
            out.append(f'<div class="sheet-page" {size} data-page="front" aria-label="{label}">'
                       f'{"".join(fronts)}{marks(sheet.marks)}</div>')
            if backs:
                label = esc(tr("sheet_back", n=number))
                out.append(f'<div class="sheet-page backs" {size} data-page="back" aria-label="{label}">'
                           f'{"".join(rear)}{marks(sheet.back_marks)}</div>')
        el("sheets").innerHTML = "".join(out)
        problems = len(validate(self.deck))
        note = tr("print_note", pages=len(out), paper="A4" if paper == "a4" else "US Letter", height=height)
        if problems:
            note += " " + tr("print_invalid", n=problems)
        el("print-note").textContent = note
        edge = el("print-edge")          # ruling DK9: say it before the printer cuts the marks off
        edge.hidden = sheet.printer_safe
        edge.textContent = "" if sheet.printer_safe else tr("print_edge", gap=f"{sheet.edge_gap:g}", margin=f"{PRINTER_MARGIN:g}")

    def close_print(self) -> None:
        el("print-view").hidden = True
        document.body.classList.remove("printing")

    def fill_print_choices(self) -> None:
        saved = store.read(PRINT_KEY, {})
        paper, height = saved.get("paper"), saved.get("height")
        el("print-height").innerHTML = "".join(
            f'<option value="{h}"{" selected" if h == (height if height in TRIM_HEIGHTS else DEFAULT_HEIGHT) else ""}>'
            f'{h} mm{esc(tr("default_mark")) if h == DEFAULT_HEIGHT else ""}</option>' for h in TRIM_HEIGHTS)
        if paper in PAPERS:
            el("print-paper").value = paper
        el("print-safe").checked = saved.get("safe") is True
