"""靈獸塔 page, drawing: the board, the items, the choices, the layout picker
and the result. Reads the engine's state and the taps so far; decides nothing."""
from pyscript import document

from wuxing_core.coords import cell_name
from wuxing_core.elements import CHARS, Element
from wuxing_core.tower import ITEM_NAMES, LAYOUT_NAMES, LAYOUTS, get_layout
from wuxing_core.tower.suits import SUIT

from dom import esc
from i18n import Texts, lang, pick
from tower_taps import CHOICE_KINDS

ITEM_HELP_ZH = {
    Element.WOOD: "一疊牌移到相鄰的空格",
    Element.FIRE: "把一疊上方幾張分到相鄰的空格",
    Element.EARTH: "最上方一張變成另一種屬性",
    Element.METAL: "最上方一張送入棄牌區",
    Element.WATER: "任意兩疊互換位置",
}

tr = Texts({
    "select": ("點選一疊牌，再點相鄰的牌堆疊上去。", "Tap a pile, then a neighbouring pile to stack onto."),
    "targets": ("{cell} 可以疊到亮起的牌堆；點別處取消。", "{cell} can go onto the lit piles; tap elsewhere to cancel."),
    "no_targets": ("{cell} 現在沒有可以疊的鄰居。", "{cell} has no neighbour it can stack with now."),
    "choose_on_under": ("{src} 可以疊在 {dst} 上面或下面：", "{src} can go on top of or under {dst}:"),
    "on": ("放在上面", "On top"), "under": ("放在下面", "Underneath"),
    "pick_pile": ("{item}：點選一疊牌。", "{item}: tap a pile."),
    "pick_empty": ("{item}：點選 {cell} 旁邊的空格。", "{item}: tap an empty cell next to {cell}."),
    "pick_split": ("{item}：選擇分出幾張，再點 {cell} 旁邊的空格。",
                   "{item}: choose how many cards, then tap an empty cell next to {cell}."),
    "pick_count": ("{item}：選擇分出幾張。", "{item}: choose how many cards."),
    "pick_element": ("{item}：{cell} 最上方要變成：", "{item}: turn the top of {cell} into:"),
    "pick_swap": ("{item}：點選要和 {cell} 交換的牌堆。", "{item}: tap the pile to swap with {cell}."),
    "item_unusable": ("{item} 現在不能用在 {cell}。", "{item} cannot be used on {cell} now."),
    "split_n": ("上方 {n} 張", "top {n}"),
    "empty": ("這是空格。", "That cell is empty."),
    "cancelled": ("已取消。", "Cancelled."),
    "won": ("完成！疊成一座靈獸塔。", "Solved! One tower."),
    "stuck": ("沒有可疊的牌，也沒有道具了。", "No stack is possible and no item is left."),
    "result": ("時間 {time}，{moves} 步，道具 {items} 張，復原 {undos} 次。",
               "Time {time}, {moves} moves, {items} items, {undos} undos."),
    "thinking": ("思考中…（可以繼續玩）", "Thinking… (you can keep playing)"),
    "hint_none": ("用手上的道具也無法完成這一局了。", "No winning line exists from here, even with the items left."),
    "hint_undecided": ("來不及算完，找不到提示。", "Could not decide in time: no hint."),
    "hint_failed": ("提示無法使用：{why}", "Hint unavailable: {why}"),
    "hint": ("提示：{what}", "Hint: {what}"),
    "stack_on": ("把 {src} 疊到 {dst} 上面", "put {src} on top of {dst}"),
    "stack_under": ("把 {src} 疊到 {dst} 下面", "put {src} under {dst}"),
    "use_item": ("使用{name}：{action}", "use {name}: {action}"),
    "bad_save": ("存檔無法讀取（{why}），已開始新牌局。", "The saved game could not be read ({why}); a fresh deal was started."),
    "bad_url": ("網址參數有誤（{why}），已改用 {layout} 新牌局。", "Bad link ({why}); started a fresh {layout} deal instead."),
    "no_storage": ("無法存檔（瀏覽器不允許或空間已滿），重新整理會失去進度。",
                   "Cannot save (the browser refuses storage or it is full): reloading will lose progress."),
    "share": ("這一局的連結：", "Link to this deal:"),
    "stats": ("{layout}：完成 {won}/{played} 局，最快 {best}，最少道具 {fewest}。",
              "{layout}: won {won} of {played}, best time {best}, fewest items {fewest}."),
    "stars": ("設計者評等", "designer's rating"),
    "measured": ("不用道具 {pct}%", "{pct}% with no item"),
})

CHOICE_ATTR = {"o": "data-choice", "n": "data-split", "e": "data-element"}
"""The README's DOM contract: ``[data-choice="on"]``, ``[data-split="2"]``, ``[data-element="金"]``."""


def fmt_time(ms: int) -> str:
    s = int(ms) // 1000
    return f"{s // 60}:{s % 60:02d}"


def item_name(element: str) -> str:
    zh, en, _ = ITEM_NAMES[Element(element)]
    return pick(zh, en)


def layout_label(name: str) -> str:
    layout = LAYOUTS[name]
    return pick(layout.zh, layout.english)


def label(element: str, cards_theme: bool) -> str:
    """T9: the suit of an element in the playing-card theme, else its character."""
    return SUIT[element] if cards_theme else element


def board_html(game) -> str:
    layout_cells = set(get_layout(game.layout).cells()) if game.layout else None
    html = []
    for r in range(game.height):
        for c in range(game.width):
            outside = " outside" if layout_cells is not None and (c, r) not in layout_cells else ""
            html.append(f'<button type="button" class="cell{outside}" data-cell="{cell_name(c, r)}" data-pile="" '
                        f'role="gridcell" tabindex="-1"></button>')
    return "".join(html)


def items_html(cards_theme: bool) -> str:
    html = []
    for e in CHARS:
        zh, en, help_en = ITEM_NAMES[Element(e)]
        name, help_text = pick(zh, en), pick(ITEM_HELP_ZH[Element(e)], help_en)
        html.append(f'<button type="button" class="item" data-item="{e}" aria-pressed="false">'
                    f'<span class="chip e{CHARS.index(e)}"><i class="glyph"></i>{label(e, cards_theme)}</span>'
                    f'<span class="name">{name}</span><span class="help">{help_text}</span></button>')
    return "".join(html)


def pile_html(pile: str, printed: str, cards_theme: bool) -> str:
    top, bottom = pile[-1], pile[0]
    parts = [f'<span class="card e{CHARS.index(top)}"><i class="glyph"></i>'
             f'<b class="{"suit" if cards_theme else ""}">{label(top, cards_theme)}</b></span>']
    if printed and printed[-1] != top:
        parts.append(f'<span class="printed e{CHARS.index(printed[-1])}" title="printed">'
                     f'{label(printed[-1], cards_theme)}</span>')
    if len(pile) > 1:
        parts.append(f'<span class="height">{len(pile)}</span>')
        parts.append(f'<span class="bottom e{CHARS.index(bottom)}" title="bottom">{label(bottom, cards_theme)}</span>')
    return "".join(parts)


def choices_html(tokens, cards_theme: bool) -> str:
    """Buttons for the choice tokens that may come next (on/under, count, element)."""
    html = []
    for t in sorted(t for t in tokens if t[0] in CHOICE_KINDS):
        kind, value = t[0], t[2:]
        text = tr(value) if kind == "o" else tr("split_n", n=value) if kind == "n" else label(value, cards_theme)
        html.append(f'<button type="button" class="choice" {CHOICE_ATTR[kind]}="{esc(value)}" '
                    f'data-token="{esc(t)}">{esc(text)}</button>')
    return "".join(html)


def prompt(tokens) -> str:
    """What to tap next, for the taps so far."""
    cells = [t[2:] for t in tokens if t.startswith("c:")]
    item = next((t[2:] for t in tokens if t.startswith("i:")), None)
    if item is None:
        return tr("choose_on_under", src=cells[0], dst=cells[1]) if len(cells) == 2 else tr("targets", cell=cells[0])
    name = item_name(item)
    if not cells:
        return tr("pick_pile", item=name)
    chose_count = any(t.startswith("n:") for t in tokens)
    if item == "火":
        if len(cells) == 2:
            return tr("pick_count", item=name)
        return tr("pick_empty" if chose_count else "pick_split", item=name, cell=cells[0])
    key = {"木": "pick_empty", "土": "pick_element", "水": "pick_swap"}[item]
    return tr(key, item=name, cell=cells[0])


def layout_list_html(measured: dict) -> str:
    html = []
    for name in LAYOUT_NAMES:
        layout = LAYOUTS[name]
        cells = "".join(f'<i class="{"on" if ch == "#" else ""}"></i>' for row in layout.rows for ch in row)
        share = measured.get(name)
        extra = f'<span class="measured">{tr("measured", pct=round(100 * share))}</span>' if share is not None else ""
        html.append(f'<button type="button" class="layout-btn" data-layout="{name}">'
                    f'<span class="shape" style="grid-template-columns:repeat({layout.width},5px)">{cells}</span>'
                    f'<span>{layout_label(name)}</span>'
                    f'<span class="stars" title="{tr("stars")}">{"★" * layout.stars}</span>{extra}</button>')
    return "".join(html)


def show_result(game, elapsed_ms: int, entry: dict) -> None:
    document.getElementById("result-title").textContent = tr("won" if game.is_won() else "stuck")
    document.getElementById("result-text").textContent = tr(
        "result", time=fmt_time(elapsed_ms), moves=game.moves, items=len(game.items_used), undos=game.undos)
    best = entry.get("best_ms")
    document.getElementById("stats-text").textContent = tr(
        "stats", layout=layout_label(game.layout), won=entry.get("won", 0), played=entry.get("played", 0),
        best=fmt_time(best) if isinstance(best, int) else "—", fewest=entry.get("fewest_items", "—"))
    document.getElementById("share-url").textContent = ""


def status_of(game) -> str:
    return "won" if game.is_won() else "stuck" if game.is_stuck() else "playing"


def empty_label() -> str:
    return "empty" if lang() == "en" else "空格"
