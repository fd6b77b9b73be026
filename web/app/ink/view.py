"""How the 墨香 table is drawn (issue #71.1): a ``Frame`` in, paint
operations out (``common.paint.Paint``), and nothing else. The frame is the
engine's view (``Ink.view``) and what the page adds: the seats' names and
kinds, whose hand is shown (M9), what the tap model lights and chose, and
the play box as the engine reckons it (``Build``: its total from
``Ink.preview``, its refusal in words). This module keeps no state and never
sees the page; it decides no rule."""
from __future__ import annotations

from dataclasses import dataclass, field

from common.dom import esc
from common.i18n import lang
from ink.cards import card_html
from table.frame import TableFrame
from wuxing_core.ink import card

SAFETY_WARNING = 30
"""The page states the safety stop once this few turns remain (M10)."""


@dataclass(frozen=True)
class Build:
    """The play box: what the chosen cards make, as the engine reckons it."""

    kind: str = "none"
    """``"none"`` (nothing chosen that names a play), ``"special"`` or ``"play"``."""
    special: str = ""
    """The special card's name."""
    total: int | None = None
    """A play's total with every bonus (``Ink.preview``)."""
    legal: bool = False
    """The chosen cards are a legal action as they stand."""
    why: str = ""
    """Why they cannot be played, in words (the engine's refusal), or ``""``."""
    leading: bool = False
    to_beat: int = 0
    pass_legal: bool = False
    count_from: int | None = None
    """The total as last drawn: the new one counts up from it."""


@dataclass(frozen=True)
class Frame(TableFrame):
    """One drawing of the table (``view``: ``Ink.view`` of the seat whose hand is shown, else of the seat to act)."""

    viewer: int | None = None
    """The seat whose hand is shown, or ``None`` (the hand-over screen, M9)."""
    next_human: int | None = None
    """On the hand-over screen: the person it waits for."""
    ready: bool = False
    """That person is the one to act (else a computer acts first)."""
    mine: bool = False
    """The shown hand's seat is to act."""
    usable: frozenset = frozenset()
    chosen: frozenset = frozenset()
    build: Build = field(default_factory=Build)
    landed: bool = False
    """A play landed on the battlefield since the last drawing: it slides in."""
    field_count_from: int | None = None
    """The battlefield's total as last drawn, when a play landed."""


def names(cards) -> str:
    return ("＋" if lang() == "zh" else " + ").join(card(n).name(lang()) for n in cards)


def draw(frame: Frame, paint) -> None:
    """The table but the log and the result into ``paint``."""
    render_turn(frame, paint)
    render_players(frame, paint)
    render_battlefield(frame, paint)
    render_safety(frame, paint)
    render_hand(frame, paint)


def render_turn(frame: Frame, paint) -> None:
    view, tr = frame.view, frame.tr
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
        what = tr("must_beat", total=view["to_beat"], name=frame.names[view["last_player"]])
    kind = frame.kinds[cur]
    level = frame.levels[cur]
    who = frame.names[cur] + ("" if kind == "human" else f"（{level}）" if lang() == "zh" else f" ({level})")
    paint.attrs("#turn", data_kind=kind)
    paint.html("#turn", f'<span class="who">{esc(who)}</span> <span class="what">{esc(what)}</span>')


def render_players(frame: Frame, paint) -> None:
    view, tr = frame.view, frame.tr
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
            f'<span class="pname">{esc(frame.names[p])}</span>'
            f'<span class="count">{esc(tr("cards", n=view["hand_sizes"][p]))}</span>{"".join(marks)}{shown_html}</div>')
    paint.html("#players", "".join(html))


def render_battlefield(frame: Frame, paint) -> None:
    view, tr = frame.view, frame.tr
    field = view["field"]
    paint.text("#to-beat", tr("free") if view["leading"] else tr("total_to_beat", total=view["to_beat"]))
    paint.attrs("#to-beat", data_total=str(view["to_beat"]))
    paint.text("#deck", tr("deck", n=view["deck"]))
    paint.attrs("#deck", data_deck=str(view["deck"]))
    if field:
        last = field[-1]
        cards_html = "".join(card_html(card(n), attrs=f'data-field-card="{n}"', compact=True) for n in last["cards"])
        total = "" if card(last["cards"][0]).kind == "special" else \
            f'<span class="total">{counted(tr("play_total", total=COUNT), last["total"], frame.field_count_from)}</span>'
        paint.html("#last-play", f'<div class="by small">{esc(tr("played_by", name=frame.names[last["player"]]))} {total}'
                                 f'</div><div class="cards">{cards_html}</div>')
        if frame.landed:   # the play slides in from the hand it left, or from the seat that played it (issue #35.4)
            seat = f'#players [data-player="{last["player"]}"]'
            paint.slide([(f'#hand [data-card="{n}"]', f'#last-play [data-field-card="{n}"]', seat) for n in last["cards"]])
    else:
        paint.html("#last-play", f'<p class="small">{esc(tr("empty_field"))}</p>')
    under = sum(len(f["cards"]) for f in field[:-1])
    if under:
        plays = "".join(f'<li>{esc(frame.names[f["player"]])}: {esc(names(f["cards"]))}</li>' for f in reversed(field[:-1]))
        paint.html("#under", f'<details><summary>{esc(tr("under", n=under))}</summary><ol>{plays}</ol></details>')
    else:
        paint.html("#under", "")


def shown_total(view: dict) -> int:
    """The battlefield's total as drawn: the last play's, none for a special card (M7)."""
    field = view["field"]
    return field[-1]["total"] if field and card(field[-1]["cards"][0]).kind != "special" else 0


COUNT = "\x00"
"""Where a total goes in a worded line, so that it can count up."""


def counted(words: str, total: int, start: int | None) -> str:
    """``words`` (escaped) with the total in its own element; from ``start`` it
    counts up when painted (table-static.js; not under reduced motion)."""
    frm = f' data-count-from="{start}"' if start is not None and start < total else ""
    return esc(words).replace(COUNT, f'<b class="num"{frm}>{total}</b>')


def render_safety(frame: Frame, paint) -> None:
    view = frame.view
    left = view["safety_turns"] - view["turn"] + 1
    paint.attrs("#safety", hidden=view["over"] or left > SAFETY_WARNING)
    paint.text("#safety", frame.tr("safety", n=left))


def render_hand(frame: Frame, paint) -> None:
    view, tr = frame.view, frame.tr
    if view["over"]:
        paint.attrs("#handover", hidden=True)
        paint.attrs("#build", hidden=True)
        paint.html("#hand", "")
        return
    if frame.viewer is None:
        # The hand-over screen: no card of any hand in the DOM (M9).
        paint.html("#hand", "")
        paint.attrs("#build", hidden=True)
        nxt = frame.next_human
        paint.attrs("#handover", hidden=nxt is None)
        if nxt is not None:
            paint.text("#handover-text", tr("hand_over" if frame.ready else "hand_over_wait", name=frame.names[nxt]))
            paint.text("#reveal", tr("show_hand", name=frame.names[nxt]))
            paint.attrs("#reveal", disabled=not frame.ready)
        return
    paint.attrs("#handover", hidden=True)
    paint.attrs("#build", hidden=not frame.mine)
    items = []
    for n in view["hand"]:
        pressed = "true" if n in frame.chosen else "false"
        items.append(card_html(card(n), tag="button", compact=True,
                               attrs=f'type="button" data-card="{n}" aria-pressed="{pressed}"'
                                     f'{" data-usable" if n in frame.usable else ""}'))
    owner = f'<p class="owner small">{esc(tr("your_hand", name=frame.names[frame.viewer], n=len(view["hand"])))}</p>'
    paint.html("#hand", owner + f'<div class="cards">{"".join(items)}</div>')
    if frame.mine:
        render_build(frame.build, tr, paint)


def render_selection(frame: Frame, paint) -> None:
    """After a tap on a card: its pressed and usable marks and the play box (the cards are drawn already)."""
    for n in frame.view["hand"]:
        paint.attrs(f'#hand [data-card="{n}"]', aria_pressed="true" if n in frame.chosen else "false",
                    data_usable=n in frame.usable)
    render_build(frame.build, frame.tr, paint)


def render_build(build: Build, tr, paint) -> None:
    """The play box: the chosen cards' total with every bonus, why they cannot
    be played if so, and Play and Pass."""
    play = '#build [data-action="play"]'
    paint.attrs(play, disabled=not build.legal, data_legal="true" if build.legal else "false")
    if build.kind == "none":
        running, button = esc(tr("pick_cards")), tr("play")
    elif build.kind == "special":
        running, button = esc(tr("special_selected", name=build.special)), tr("play_special")
    else:
        paint.attrs("#running", data_total=str(build.total))
        if build.leading:
            words = tr("running_lead", total=COUNT)
        elif build.total > build.to_beat:
            words = tr("running_beats", total=COUNT, to_beat=build.to_beat)
        else:
            words = tr("running_short", total=COUNT, to_beat=build.to_beat)
        running = counted(words, build.total, build.count_from)   # counts up as cards join (issue #35.4)
        if build.why:
            running += " " + esc(build.why)
        button = tr("play_total_button", total=build.total)
    paint.html("#running", running)
    paint.text(play, button)
    paint.attrs('#build [data-action="pass"]', data_legal="true" if build.pass_legal else "false")


def result_rows(frame: Frame, view: dict) -> list[str]:
    tr = frame.tr
    hands = view["hands"]
    rows = []
    for p in range(view["players"]):
        extra = ""
        if hands is not None:
            ink = sum(card(n).ink for n in hands[p])
            extra = " — " + tr("final_hand", cards=names(hands[p]) or "—", ink=ink)
        rows.append(f'<li data-result-player="{p}"{" data-winner" if p in view["winners"] else ""}>'
                    f'{esc(frame.names[p])}: {esc(tr("cards", n=view["hand_sizes"][p]))}{esc(extra)}</li>')
    return rows
