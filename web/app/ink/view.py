"""How the 墨香 table is drawn from the engine's view (``Ink.view``): the turn
banner, the players, the battlefield, the open hand and the play box. It
decides no rule: what is lit comes from the page's tap model, totals and
refusals from the engine. Everything goes into the page's paint message
(``table.paint``: only what changed is sent)."""
from ink import taps as ink_taps
from common.dom import esc
from common.i18n import lang
from ink.cards import card_html
from wuxing_core.ink import Pass, Special, card

SAFETY_WARNING = 30
"""The page states the safety stop once this few turns remain (M10)."""


def names(cards) -> str:
    return ("＋" if lang() == "zh" else " + ").join(card(n).name(lang()) for n in cards)


def render_turn(page, view) -> None:
    tr, paint = page.tr, page.paint
    cur = view["current"]
    paint.attrs("#turn", class_=f"turn seat-{cur}", data_player=str(cur))
    if view["over"]:
        paint.html("#turn", f'<span class="what">{esc(tr("over"))}</span>')
        return
    if view["leading"]:
        why = tr("leads_start") if view["turn"] == 1 else (
            tr("leads_special") if view["last_player"] is None else tr("leads_passed"))
        what = tr("leads", why=why)
    else:
        what = tr("must_beat", total=view["to_beat"], name=page.name(view["last_player"]))
    kind = page.seats[cur]["kind"]
    level = page.level_name(kind)
    who = page.name(cur) + ("" if kind == "human" else f"（{level}）" if lang() == "zh" else f" ({level})")
    paint.attrs("#turn", data_kind=kind)
    paint.html("#turn", f'<span class="who">{esc(who)}</span> <span class="what">{esc(what)}</span>')


def render_players(page, view) -> None:
    tr = page.tr
    html = []
    for p in range(view["players"]):
        shown = view["shown"][p]
        marks = []
        if p == view["current"] and not view["over"]:
            marks.append(f'<span class="mark now">{esc(tr("now"))}</span>')
        if p == view["last_player"]:
            marks.append(f'<span class="mark last">{esc(tr("last_play"))}</span>')
        shown_html = f'<span class="shown small">{esc(tr("shown", cards=names(shown)))}</span>' if shown else ""
        html.append(
            f'<div class="pl seat-{p}" data-player="{p}" data-hand-size="{view["hand_sizes"][p]}"'
            f'{" data-current" if p == view["current"] else ""}>'
            f'<span class="pname">{esc(page.name(p))}</span>'
            f'<span class="count">{esc(tr("cards", n=view["hand_sizes"][p]))}</span>{"".join(marks)}{shown_html}</div>')
    page.paint.html("#players", "".join(html))


def render_battlefield(page, view) -> None:
    tr, paint = page.tr, page.paint
    field = view["field"]
    paint.text("#to-beat", tr("free") if view["leading"] else tr("total_to_beat", total=view["to_beat"]))
    paint.attrs("#to-beat", data_total=str(view["to_beat"]))
    paint.text("#deck", tr("deck", n=view["deck"]))
    paint.attrs("#deck", data_deck=str(view["deck"]))
    key = (len(field), tuple(field[-1]["cards"]) if field else ())
    landed = page.field_key is not None and key != page.field_key and bool(field)
    page.field_key = key
    if field:
        last = field[-1]
        cards_html = "".join(card_html(card(n), attrs=f'data-field-card="{n}"', compact=True) for n in last["cards"])
        total = "" if card(last["cards"][0]).kind == "special" else \
            f'<span class="total">{counted(tr("play_total", total=COUNT), last["total"], page.shown_total if landed else None)}</span>'
        paint.html("#last-play", f'<div class="by small">{esc(tr("played_by", name=page.name(last["player"])))} {total}'
                                 f'</div><div class="cards">{cards_html}</div>')
        if landed:   # the play slides in from the hand it left, or from the seat that played it (issue #35.4)
            seat = f'#players [data-player="{last["player"]}"]'
            paint.slide([(f'#hand [data-card="{n}"]', f'#last-play [data-field-card="{n}"]', seat) for n in last["cards"]])
        page.shown_total = last["total"] if total else 0
    else:
        paint.html("#last-play", f'<p class="small">{esc(tr("empty_field"))}</p>')
        page.shown_total = 0
    under = sum(len(f["cards"]) for f in field[:-1])
    if under:
        plays = "".join(f'<li>{esc(page.name(f["player"]))}: {esc(names(f["cards"]))}</li>' for f in reversed(field[:-1]))
        paint.html("#under", f'<details><summary>{esc(tr("under", n=under))}</summary><ol>{plays}</ol></details>')
    else:
        paint.html("#under", "")


COUNT = "\x00"
"""Where a total goes in a worded line, so that it can count up."""


def counted(words: str, total: int, start: int | None) -> str:
    """``words`` (escaped) with the total in its own element; from ``start`` it
    counts up when painted (table-static.js; not under reduced motion)."""
    frm = f' data-count-from="{start}"' if start is not None and start < total else ""
    return esc(words).replace(COUNT, f'<b class="num"{frm}>{total}</b>')


def render_safety(page, view) -> None:
    left = view["safety_turns"] - view["turn"] + 1
    page.paint.attrs("#safety", hidden=view["over"] or left > SAFETY_WARNING)
    page.paint.text("#safety", page.tr("safety", n=left))


def render_hand(page, view) -> None:
    tr, g, paint = page.tr, page.game, page.paint
    if view["over"]:
        paint.attrs("#handover", hidden=True)
        paint.attrs("#build", hidden=True)
        paint.html("#hand", "")
        return
    if page.viewer is None:
        # The hand-over screen: no card of any hand in the DOM (M9).
        paint.html("#hand", "")
        paint.attrs("#build", hidden=True)
        nxt = page.next_human()
        paint.attrs("#handover", hidden=nxt is None)
        if nxt is not None:
            ready_now = nxt == g.current_player()
            paint.text("#handover-text",
                       tr("hand_over", name=page.name(nxt)) if ready_now else tr("hand_over_wait", name=page.name(nxt)))
            paint.text("#reveal", tr("show_hand", name=page.name(nxt)))
            paint.attrs("#reveal", disabled=not ready_now)
        return
    paint.attrs("#handover", hidden=True)
    mine = page.my_turn()
    paint.attrs("#build", hidden=not mine)
    usable = page.usable() if mine else set()
    chosen = set(page.selected())
    items = []
    for n in view["hand"]:
        pressed = "true" if n in chosen else "false"
        items.append(card_html(card(n), tag="button", compact=True,
                               attrs=f'type="button" data-card="{n}" aria-pressed="{pressed}"'
                                     f'{" data-usable" if n in usable else ""}'))
    owner = f'<p class="owner small">{esc(tr("your_hand", name=page.name(page.viewer), n=len(view["hand"])))}</p>'
    paint.html("#hand", owner + f'<div class="cards">{"".join(items)}</div>')
    if mine:
        render_build(page)


def render_build(page) -> None:
    """The play box: the chosen cards' total with every bonus (the engine's
    ``preview``), why they cannot be played if so, and Play and Pass."""
    tr, g, paint = page.tr, page.game, page.paint
    action = ink_taps.attempt(page.taps.prefix)
    legal = page.taps.complete(g)
    play = '#build [data-action="play"]'
    paint.attrs(play, disabled=legal is None, data_legal="false" if legal is None else "true")
    total = None
    if action is None:
        running, button = esc(tr("pick_cards")), tr("play")
    elif isinstance(action, Special):
        running, button = esc(tr("special_selected", name=card(action.card).name(lang()))), tr("play_special")
    else:
        total = g.preview(action)
        paint.attrs("#running", data_total=str(total))
        if g.leading():
            words = tr("running_lead", total=COUNT)
        elif total > g.to_beat():
            words = tr("running_beats", total=COUNT, to_beat=g.to_beat())
        else:
            words = tr("running_short", total=COUNT, to_beat=g.to_beat())
        running = counted(words, total, page.running_total)   # counts up as cards join (issue #35.4)
        if legal is None:
            err = g.refusal(action)
            if err is not None and err.reason != "not_beating":
                running += " " + esc(page.refusal_words(err))
        button = tr("play_total_button", total=total)
    page.running_total = total or 0
    paint.html("#running", running)
    paint.text(play, button)
    paint.attrs('#build [data-action="pass"]', data_legal="true" if g.refusal(Pass()) is None else "false")


def result_rows(page, view) -> list[str]:
    hands = view["hands"]
    rows = []
    for p in range(view["players"]):
        extra = ""
        if hands is not None:
            ink = sum(card(n).ink for n in hands[p])
            extra = " — " + page.tr("final_hand", cards=names(hands[p]) or "—", ink=ink)
        rows.append(f'<li data-result-player="{p}"{" data-winner" if p in view["winners"] else ""}>'
                    f'{esc(page.name(p))}: {esc(page.tr("cards", n=view["hand_sizes"][p]))}{esc(extra)}</li>')
    return rows
