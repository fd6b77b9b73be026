"""How the 釣鶼鰈 table is drawn from the engine's public view
(``Fishing.view``): the turn banner, the scores, the line, the field, the
hands and the buttons, the hand-over cue, and the flight of scored cards. It
decides no rule: what is lit comes from the page's tap model."""

from common.card_face import card_html
from common.dom import esc
from common.i18n import lang
from common.words import element_word
from wuxing_core.elements import CHARS
from wuxing_core.fishing import NAMES
from wuxing_core.fishing.events import Scored


def render_table(page, view, human: bool) -> None:
    """Everything but the log and the result, after any change, into the
    page's paint message (``table.paint``: only what changed is sent)."""
    render_turn(page, view, human)
    render_scores(page, view)
    render_line(page, view, human)
    render_field(page, view, human)
    render_hands(page, view, human)
    render_controls(page, view, human)
    render_handover(page, view)
    render_safety(page, view)


def build_field(page) -> None:
    g = page.game
    page.field.style.setProperty("--cols", str(g.cols))
    page.field.style.setProperty("--rows", str(g.rows))
    names = g.cell_names()
    page.field.innerHTML = "".join(   # rows of cells, for a screen reader's row/column (issue #14.5)
        '<div class="row" role="row">' + "".join(
            f'<button type="button" class="cell" data-cell="{name}" data-state="" data-down="0" '
            f'data-entry="-1" role="gridcell"></button>' for name in names[r * g.cols:(r + 1) * g.cols]) + '</div>'
        for r in range(g.rows))
    page.cells = {el.dataset.cell: el for el in page.field.querySelectorAll("[data-cell]")}
    page.cell_sigs = {}   # each cell as drawn: its state and marks (render_field)
    page.cell_order = {name: i for i, name in enumerate(page.cells)}   # which of a deck's faces a cell shows


def fly_scored(page, g) -> None:
    """Combinations scored since the last drawing fly from the field to the
    scorer's score (issue #13.3), in the paint message: the page reads where
    their cards lay before the field is painted without them."""
    seen, page.events_seen = page.events_seen, len(g.events)
    for ev in g.events[seen:]:
        if isinstance(ev, Scored):
            page.paint.fly(f'[data-score-player="{ev.player}"]',
                           [(f'#field [data-cell="{c}"]', card_html(e, e, " flying"))
                            for c, e in zip(ev.cells, ev.elements) if c in page.cells])


def render_handover(page, view) -> None:
    """"Pass the tablet to Cai" only when the turn passes from one human to
    another (a block needs no hand-over: the shared prompt, F10). One clear
    card in place of the turn banner; one tap, or the next tap, clears it."""
    paint = page.paint
    act = view["active"]
    if view["over"] or len(page.humans()) < 2:
        paint.attrs("#handover", hidden=True)
        return
    if page.seats[act]["kind"] == "human" and view["phase"] != "window" and act != page.last_turn:
        if page.last_turn is not None:
            page.handover_to = act
            paint.html("#handover", f'<b>{esc(page.name(act))}</b>'
                                    f'<span>{esc(page.tr("handover", name=page.name(act)))}</span>')
            paint.attrs("#handover", class_=f"handover seat-{act}", hidden=False)
        page.last_turn = act
    elif page.handover_to is not None and page.handover_to != act:
        page.handover_to = None
        paint.attrs("#handover", hidden=True)


def render_safety(page, view) -> None:
    """F9's safety stop, stated once 3 rounds remain; F9c's short stop from the
    moment 10 or fewer cards lie on the field (the count starts then)."""
    left = view["safety_turns"] - view["quiet_turns"]
    shown = not view["over"] and (view["short_stop"] or left <= 3 * len(page.seats))
    page.paint.attrs("#safety", hidden=not shown)
    if shown:
        key = "safety_short" if view["short_stop"] else "safety"
        page.paint.text("#safety", page.tr(key, quiet=view["quiet_turns"], left=left))


def render_turn(page, view, human) -> None:
    cur, act = view["current"], view["active"]
    page.paint.attrs("#turn", data_player=str(cur), data_phase=view["phase"],
                     data_kind="human" if human else "computer", class_=f"turn seat-{cur}")
    if view["over"]:
        page.paint.html("#turn", f'<span class="what">{esc(page.tr("over"))}</span>')
        return
    elif not human:
        text = page.tr("computer", name=page.name(cur))
    elif view["phase"] == "window":
        names = [page.name(p) for p in page.group] or [page.name(cur)]
        who = page.tr("or").join(names)
        key = "window_own" if page.group == [act] else "window_mixed" if act in page.group else "window"
        text = page.tr(key, active=page.name(act))
        page.paint.html("#turn", f'<span class="who">{esc(who)}</span> <span class="what">{esc(text)}</span>')
        return
    elif view["line_kind"] == "broken":
        text = page.tr("broken", name=page.name(cur))
    elif view["line"]:
        text = page.tr("flip_more", name=page.name(cur))
    elif view["scored_this_turn"]:
        text = page.tr("after_score", name=page.name(cur))
    else:
        text = page.tr("flip", name=page.name(cur))
    page.paint.html("#turn", f'<span class="who">{esc(page.name(cur))}</span> <span class="what">{esc(text)}</span>')


SWORD = ('<svg class="glyph" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 10 9 3M8 2h2v2M3 7l2 2M1.5 10.5l1 1"'
         ' stroke="currentColor" stroke-width="1.4" fill="none" stroke-linecap="round"/></svg>')
EYE = ('<svg class="glyph" viewBox="0 0 12 12" aria-hidden="true"><path d="M1 6q5-5 10 0q-5 5-10 0z" stroke="currentColor"'
       ' stroke-width="1.2" fill="none"/><circle cx="6" cy="6" r="1.8" fill="currentColor"/></svg>')
"""The seed's two counters (F8): 十位劍 the tens sword and 個位眼 the ones eye, drawn small."""


def render_scores(page, view) -> None:
    """One score per player (issue #35.7); the seed's two counters as a small
    picture beside it, explained once under the scores."""
    html = []
    for p in range(view["players"]):
        score = view["scores"][p]
        counts = {k: sum(1 for c in view["piles"][p] if c["kind"] == k) for k in ("pair", "dragon", "tiger")}
        piles = " ".join(f'{NAMES[k][0 if lang() == "zh" else 1]}×{n}' for k, n in counts.items() if n)
        html.append(
            f'<div class="score seat-{p}" data-score-player="{p}" data-score="{score}"'
            f'{" data-active" if p == view["active"] else ""}>'
            f'<span class="pname">{esc(page.name(p))}</span>'
            f'<b class="pts" aria-label="{esc(page.tr("points", n=score))}">{score}</b>'
            f'<span class="counters" title="{esc(page.tr("counters_of", tens=score // 10, ones=score % 10))}">'
            f'<span class="counter">{SWORD}{score // 10}</span><span class="counter">{EYE}{score % 10}</span></span>'
            f'<span class="piles small">{esc(piles)}</span></div>')
    html.append(f'<p class="counters-legend small">{SWORD} {esc(page.tr("tens"))} · {EYE} {esc(page.tr("ones"))}</p>')
    page.paint.html("#scores", "".join(html))


def render_line(page, view, human) -> None:
    kind = view["line_kind"]
    page.paint.attrs("#line-kind", data_kind=kind)
    page.paint.text("#line-kind", page.tr("kind_empty") if kind == "empty" else NAMES[kind][0 if lang() == "zh" else 1])
    line = view["line"]
    prefix = page.taps.prefix
    gaps_ok = {int(t[2:]) for t in page.next if t.startswith("g:")}
    chosen_gap = next((int(t[2:]) for t in prefix if t.startswith("g:")), None)
    block_ok = {t[2:] for t in page.next if t.startswith("c:")} if len(prefix) == 1 else set()
    html = []
    for k in range(len(line) + 1):
        if line:
            html.append(f'<button type="button" class="gap" data-gap="{k}" aria-label="gap {k}"'
                        f'{"" if k in gaps_ok else " hidden"}{" data-chosen" if chosen_gap == k else ""}>＋</button>')
        if k < len(line):
            e = line[k]
            blocked = f'<small>{page.tr("blocked")}</small>' if e["blocked"] else ""
            extra, face = page.faces.face(e["element"], page.cell_order.get(e["cell"], k))
            html.append(card_html(e["element"], e["element"], " entry" + (" target" if e["cell"] in block_ok else "") + extra,
                                  "button", f' type="button" data-entry="{k}" data-cell="{e["cell"]}" '
                                  f'data-blocked="{str(e["blocked"]).lower()}" data-covers="{e["covers"]}"', face + blocked))
    page.paint.html("#line", "".join(html))


def render_field(page, view, human) -> None:
    targets = {t[2:] for t in page.next if t.startswith("c:")}
    flips = {t[2:] for t in page.firsts if t.startswith("c:")} if not page.taps.prefix else set()
    prev = {c["name"]: c for c in page.prev_cells} if page.prev_cells else {}
    for c in view["cells"]:
        old = prev.get(c["name"])
        sig = (c["up"], c["down"], c["entry"], c["name"] in targets, c["name"] in flips, c["name"] == page.just,
               old is not None and (old["up"], old["down"]) != (c["up"], c["down"]))
        if page.cell_sigs.get(c["name"]) == sig:
            continue   # drawn just so last time: nothing to word or compare
        page.cell_sigs[c["name"]] = sig
        state = "up" if c["up"] else "down" if c["down"] else "empty"
        classes = ["cell", state]
        if c["entry"] >= 0:
            classes.append("entry")
        if c["name"] in targets:
            classes.append("target")
        if c["name"] in flips:
            classes.append("flippable")
        if c["name"] == page.just:
            classes.append("just")   # what a computer just did, for a moment (CSS)
        if old is not None and c["up"] and len(c["up"]) > len(old["up"]) and old["up"] == c["up"][:len(old["up"])]:
            classes.append("flip-in")
        elif old is not None and old["up"] and not c["up"] and c["down"] > old["down"]:
            classes.append("turn-back")
        if c["up"]:
            at = page.cell_order.get(c["name"], 0)
            ups = "".join(card_html(x, x, look[0], tag="i", inner=look[1])
                          for k, x in enumerate(c["up"]) for look in [page.faces.face(x, at + k)])
            body = f'<span class="ups">{ups}</span>'
        else:
            body = ""
        badge = f'<span class="count">{c["down"]}</span>' if c["down"] > 1 else ""
        # In words (issue #14.5); the grid gives the row and column.
        up = " ".join(element_word(x) for x in c["up"])
        label = page.tr("cell_up_down", up=up, n=c["down"]) if c["up"] and c["down"] else \
            up if c["up"] else page.tr("cell_down", n=c["down"]) if c["down"] else page.tr("cell_empty")
        selector = f'#field [data-cell="{c["name"]}"]'
        page.paint.attrs(selector, data_state=state, data_down=str(c["down"]), data_entry=str(c["entry"]),
                         class_=" ".join(classes), aria_label=label)
        page.paint.html(selector, body + badge)
    page.prev_cells = view["cells"]


def render_hands(page, view, human) -> None:
    html = []
    cur = view["current"]
    usable_els = {t[2:] for t in page.firsts if t.startswith("h:")}
    chosen = page.taps.prefix[0][2:] if page.taps.prefix[:1] and page.taps.prefix[0].startswith("h:") else None
    for p in range(view["players"]):
        hand = view["hands"][p]
        on_prompt = human and p in page.group and p != cur   # the shared block prompt: may block too
        mine = human and p == cur or on_prompt
        cards = []
        for e in sorted(set(hand), key=CHARS.index):
            usable = (e in page.group_cards.get(p, ())) if on_prompt else mine and e in usable_els
            extra, face = page.faces.face(e)
            cards.append(card_html(e, e, " hcard" + extra, "button", (
                f' type="button" data-hand-player="{p}" data-hand-card="{e}" '
                f'aria-pressed="{"true" if p == cur and mine and chosen == e else "false"}" '
                f'aria-label="{esc(page.tr("hand_card", name=page.name(p), el=element_word(e)))}"'
                f'{"" if mine else " disabled"}{" data-usable" if usable else ""}'), face))
        kind = page.seats[p]["kind"]
        who = esc(page.name(p)) + ("" if kind == "human" else f' <small>({esc(page.level_name(kind))})</small>')
        html.append(f'<div class="hand seat-{p}" data-hand-player="{p}"{" data-current" if p == cur else ""}'
                    f'{" data-may-block" if on_prompt else ""}>'
                    f'<span class="pname">{who}</span><span class="cards">{"".join(cards) or "—"}</span></div>')
    page.paint.html("#hands", "".join(html))


def render_controls(page, view, human) -> None:
    window = view["phase"] == "window" and human and not page.taps.prefix
    page.paint.attrs("#blockers", hidden=not window)
    if window:   # one button per seat on the shared prompt, then "No block"
        page.paint.html("#blockers", "".join(
            f'<button type="button" class="btn seat-{p}" data-action="block" data-block-seat="{p}">'
            f'{esc(page.tr("blocks_as", name=page.name(p)))}</button>' for p in page.group))
    show = {
        "down": "a:down" in page.next,
        "pass": "a:pass" in page.firsts,
        "fail": "a:fail" in page.firsts,
        "stop": "a:stop" in page.firsts,
    }
    for what, visible in show.items():
        page.paint.attrs(f'.controls [data-action="{what}"]', hidden=not visible)
