"""How the 墨香 table is drawn from the engine's view (``Ink.view``): the turn
banner, the players, the battlefield, the open hand and the play box. It
decides no rule: what is lit comes from the page's tap model, totals and
refusals from the engine."""
from pyscript import document

import ink_taps
from dom import esc
from i18n import lang
from ink_cards import card_html
from wuxing_core.ink import Pass, Special, card

SAFETY_WARNING = 30
"""The page states the safety stop once this few turns remain (M10)."""


def names(cards) -> str:
    return ("＋" if lang() == "zh" else " + ").join(card(n).name(lang()) for n in cards)


def render_turn(page, view) -> None:
    tr = page.tr
    el = document.getElementById("turn")
    cur = view["current"]
    el.className = f"turn seat-{cur}"
    el.dataset.player = str(cur)
    if view["over"]:
        el.innerHTML = f'<span class="what">{esc(tr("over"))}</span>'
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
    el.dataset.kind = kind
    el.innerHTML = f'<span class="who">{esc(who)}</span> <span class="what">{esc(what)}</span>'


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
    document.getElementById("players").innerHTML = "".join(html)


def render_battlefield(page, view) -> None:
    tr = page.tr
    field = view["field"]
    beat = document.getElementById("to-beat")
    beat.textContent = tr("free") if view["leading"] else tr("total_to_beat", total=view["to_beat"])
    beat.dataset.total = str(view["to_beat"])
    deck = document.getElementById("deck")
    deck.textContent = tr("deck", n=view["deck"])
    deck.dataset.deck = str(view["deck"])
    box = document.getElementById("last-play")
    if field:
        last = field[-1]
        cards_html = "".join(card_html(card(n), attrs=f'data-field-card="{n}"') for n in last["cards"])
        total = "" if card(last["cards"][0]).kind == "special" else \
            f'<span class="total">{esc(tr("play_total", total=last["total"]))}</span>'
        box.innerHTML = (f'<div class="by small">{esc(tr("played_by", name=page.name(last["player"])))} {total}</div>'
                         f'<div class="cards">{cards_html}</div>')
    else:
        box.innerHTML = f'<p class="small">{esc(tr("empty_field"))}</p>'
    under = sum(len(f["cards"]) for f in field[:-1])
    box = document.getElementById("under")
    if under:
        plays = "".join(f'<li>{esc(page.name(f["player"]))}: {esc(names(f["cards"]))}</li>' for f in reversed(field[:-1]))
        box.innerHTML = f'<details><summary>{esc(tr("under", n=under))}</summary><ol>{plays}</ol></details>'
    else:
        box.innerHTML = ""


def render_safety(page, view) -> None:
    left = view["safety_turns"] - view["turn"] + 1
    el = document.getElementById("safety")
    el.hidden = view["over"] or left > SAFETY_WARNING
    el.textContent = page.tr("safety", n=left)


def render_hand(page, view) -> None:
    tr, g = page.tr, page.game
    hand_el = document.getElementById("hand")
    screen = document.getElementById("handover")
    build = document.getElementById("build")
    if view["over"]:
        screen.hidden, build.hidden = True, True
        hand_el.innerHTML = ""
        return
    if page.viewer is None:
        # The hand-over screen: no card of any hand in the DOM (M9).
        hand_el.innerHTML = ""
        build.hidden = True
        nxt = page.next_human()
        screen.hidden = nxt is None
        if nxt is not None:
            ready_now = nxt == g.current_player()
            document.getElementById("handover-text").textContent = (
                tr("hand_over", name=page.name(nxt)) if ready_now else tr("hand_over_wait", name=page.name(nxt)))
            button = document.getElementById("reveal")
            button.textContent = tr("show_hand", name=page.name(nxt))
            button.disabled = not ready_now
        return
    screen.hidden = True
    mine = page.my_turn()
    build.hidden = not mine
    usable = page.usable() if mine else set()
    chosen = set(page.selected())
    items = []
    for n in view["hand"]:
        pressed = "true" if n in chosen else "false"
        items.append(card_html(card(n), tag="button",
                               attrs=f'type="button" data-card="{n}" aria-pressed="{pressed}"'
                                     f'{" data-usable" if n in usable else ""}'))
    owner = f'<p class="owner small">{esc(tr("your_hand", name=page.name(page.viewer), n=len(view["hand"])))}</p>'
    hand_el.innerHTML = owner + f'<div class="cards">{"".join(items)}</div>'
    if mine:
        render_build(page)


def render_build(page) -> None:
    """The play box: the chosen cards' total with every bonus (the engine's
    ``preview``), why they cannot be played if so, and Play and Pass."""
    tr, g = page.tr, page.game
    action = ink_taps.attempt(page.taps.prefix)
    running = document.getElementById("running")
    button = document.querySelector('[data-action="play"]')
    legal = page.taps.complete(g)
    button.disabled = legal is None
    button.dataset.legal = "false" if legal is None else "true"
    if action is None:
        running.textContent = tr("pick_cards")
        button.textContent = tr("play")
    elif isinstance(action, Special):
        running.textContent = tr("special_selected", name=card(action.card).name(lang()))
        button.textContent = tr("play_special")
    else:
        total = g.preview(action)
        running.dataset.total = str(total)
        if g.leading():
            running.textContent = tr("running_lead", total=total)
        elif total > g.to_beat():
            running.textContent = tr("running_beats", total=total, to_beat=g.to_beat())
        else:
            running.textContent = tr("running_short", total=total, to_beat=g.to_beat())
        if legal is None:
            err = g.refusal(action)
            if err is not None and err.reason != "not_beating":
                running.textContent += " " + page.refusal_words(err)
        button.textContent = tr("play_total_button", total=total)
    passing = document.querySelector('[data-action="pass"]')
    passing.dataset.legal = "true" if g.refusal(Pass()) is None else "false"


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
