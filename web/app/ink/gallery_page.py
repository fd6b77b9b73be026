"""墨香 card gallery (issue #16.7): every card of the set drawn from the data,
filterable by kind, weapon class and element; zh/en."""
from pyscript import document

from common.dom import esc, failed, js_str, on, ready
from common.i18n import pick
from ink.cards import KIND_EN, WEAPON_SHORT_EN, card_html
from wuxing_core.ink import the_set
from wuxing_core.ink.cards import ELEMENT_EN, KIND_ZH, KINDS, SKILL_ELEMENTS, WEAPONS


def options(select_id: str, values, label) -> None:
    html = [f'<option value="">{esc(pick("全部", "All"))}</option>']
    html += [f'<option value="{esc(v)}">{esc(label(v))}</option>' for v in values]
    document.getElementById(select_id).innerHTML = "".join(html)


def value(select_id: str) -> str:
    return js_str(document.getElementById(select_id).value) or ""


def render(*args) -> None:
    kind, weapon, element = value("f-kind"), value("f-weapon"), value("f-element")
    shown = [c for c in the_set().values()
             if (not kind or c.kind == kind) and (not weapon or c.weapon == weapon)
             and (not element or c.element == element)]
    document.getElementById("gallery").innerHTML = "".join(
        card_html(c, attrs=f'data-gallery-card="{c.no}" data-kind="{c.kind}"', flavour=True, number=True)
        for c in shown)
    document.getElementById("count").textContent = pick(f"{len(shown)} 張", f"{len(shown)} cards")


try:
    options("f-kind", KINDS, lambda k: pick(KIND_ZH[k], KIND_EN[k]))
    options("f-weapon", WEAPONS, lambda w: pick(w, WEAPON_SHORT_EN[w]))
    options("f-element", SKILL_ELEMENTS, lambda e: pick(e, ELEMENT_EN[e]))
    for select in document.querySelectorAll("[data-filter]"):
        on(select, "change", render)
    render()
except Exception as err:
    failed(err)
    raise

ready()
