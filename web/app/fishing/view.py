"""How the 釣鶼鰈 table is drawn (issue #71.1): a ``Frame`` in, paint
operations out (``common.paint.Paint``), and nothing else. The frame is the
engine's public view (``Fishing.view``) and what the page adds to it: the
seats' names and kinds, what the tap model lights, the shared block prompt,
the hand-over cue, the cells as last drawn and the combinations just
scored. This module keeps no state and never sees the page; it decides no
rule. Only what changed crosses into the page (``Paint`` diffs)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from common.card_face import card_html, standard
from common.dom import esc
from common.i18n import lang
from common.words import element_word
from wuxing_core.elements import CHARS
from table.frame import TableFrame
from wuxing_core.fishing import NAMES


@dataclass(frozen=True)
class Frame(TableFrame):
    """One drawing of the table (``view``: ``Fishing.view`` of the seat to act)."""

    human: bool = False
    """A person is to act now."""
    prefix: tuple[str, ...] = ()
    """The taps so far."""
    firsts: frozenset[str] = frozenset()
    """The tokens a first tap may be (``TapInput``), when a person acts."""
    next: frozenset[str] = frozenset()
    """The tokens that continue the taps so far."""
    group: tuple[int, ...] = ()
    """The seats on the shared block prompt (``Fishing.block_options``)."""
    group_cards: dict = field(default_factory=dict)
    """The hand cards each of them may block with."""
    handover: int | None = None
    """The seat the hand-over cue names (``None``: no cue)."""
    just: str | None = None
    """The cell a computer just acted on."""
    previous: tuple = ()
    """The cells as last drawn (``view["cells"]``), to flip or turn back."""
    scored: tuple = ()
    """The ``Scored`` events since the last drawing: their cards fly."""
    face: Callable = standard
    """A card's look (a saved deck's faces: ``deck.faces.Faces.face``)."""
    cell_order: dict = field(default_factory=dict)
    """Which of a deck's faces a cell shows."""


def draw(frame: Frame, paint) -> None:
    """Everything but the log and the result into ``paint``."""
    fly_scored(frame, paint)
    render_turn(frame, paint)
    render_scores(frame, paint)
    render_line(frame, paint)
    render_field(frame, paint)
    render_hands(frame, paint)
    render_controls(frame, paint)
    render_handover(frame, paint)
    render_safety(frame, paint)


def field_html(cols: int, rows: int, names: list[str]) -> str:
    """The field's empty cells, in rows (for a screen reader's row and column, issue #14.5)."""
    return "".join(
        '<div class="row" role="row">' + "".join(
            f'<button type="button" class="cell" data-cell="{name}" data-state="" data-down="0" '
            f'data-entry="-1" role="gridcell"></button>' for name in names[r * cols:(r + 1) * cols]) + '</div>'
        for r in range(rows))


def fly_scored(frame: Frame, paint) -> None:
    """Combinations scored since the last drawing fly from the field to the
    scorer's score (issue #13.3), in the paint message: the page reads where
    their cards lay before the field is painted without them."""
    for ev in frame.scored:
        paint.fly(f'[data-score-player="{ev.player}"]',
                  [(f'#field [data-cell="{c}"]', card_html(e, e, " flying")) for c, e in zip(ev.cells, ev.elements)])


def render_handover(frame: Frame, paint) -> None:
    """"Pass the tablet to Cai": one clear card in place of the turn banner
    (the page decides when, ``Frame.handover``)."""
    act = frame.handover
    paint.attrs("#handover", hidden=act is None)
    if act is not None:
        paint.html("#handover", f'<b>{esc(frame.names[act])}</b>'
                                f'<span>{esc(frame.tr("handover", name=frame.names[act]))}</span>')
        paint.attrs("#handover", class_=f"handover seat-{act}", hidden=False)


def render_safety(frame: Frame, paint) -> None:
    """F9's safety stop, stated once 3 rounds remain; F9c's short stop from the
    moment 10 or fewer cards lie on the field (the count starts then)."""
    view = frame.view
    left = view["safety_turns"] - view["quiet_turns"]
    shown = not view["over"] and (view["short_stop"] or left <= 3 * len(frame.names))
    paint.attrs("#safety", hidden=not shown)
    if shown:
        key = "safety_short" if view["short_stop"] else "safety"
        paint.text("#safety", frame.tr(key, quiet=view["quiet_turns"], left=left))


def render_turn(frame: Frame, paint) -> None:
    view, tr, name = frame.view, frame.tr, frame.names
    cur, act = view["current"], view["active"]
    paint.attrs("#turn", data_player=str(cur), data_phase=view["phase"],
                data_kind="human" if frame.human else "computer", class_=f"turn seat-{cur}")
    if view["over"]:
        paint.html("#turn", f'<span class="what">{esc(tr("over"))}</span>')
        return
    elif not frame.human:
        text = tr("computer", name=name[cur])
    elif view["phase"] == "window":
        group = list(frame.group)
        who = tr("or").join([name[p] for p in group] or [name[cur]])
        key = "window_own" if group == [act] else "window_mixed" if act in group else "window"
        text = tr(key, active=name[act])
        paint.html("#turn", f'<span class="who">{esc(who)}</span> <span class="what">{esc(text)}</span>')
        return
    elif view["line_kind"] == "broken":
        text = tr("broken", name=name[cur])
    elif view["line"]:
        text = tr("flip_more", name=name[cur])
    elif view["scored_this_turn"]:
        text = tr("after_score", name=name[cur])
    else:
        text = tr("flip", name=name[cur])
    paint.html("#turn", f'<span class="who">{esc(name[cur])}</span> <span class="what">{esc(text)}</span>')


SWORD = ('<svg class="glyph" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 10 9 3M8 2h2v2M3 7l2 2M1.5 10.5l1 1"'
         ' stroke="currentColor" stroke-width="1.4" fill="none" stroke-linecap="round"/></svg>')
EYE = ('<svg class="glyph" viewBox="0 0 12 12" aria-hidden="true"><path d="M1 6q5-5 10 0q-5 5-10 0z" stroke="currentColor"'
       ' stroke-width="1.2" fill="none"/><circle cx="6" cy="6" r="1.8" fill="currentColor"/></svg>')
"""The seed's two counters (F8): 十位劍 the tens sword and 個位眼 the ones eye, drawn small."""


def render_scores(frame: Frame, paint) -> None:
    """One score per player (issue #35.7); the seed's two counters as a small
    picture beside it, explained once under the scores."""
    view, tr = frame.view, frame.tr
    html = []
    for p in range(view["players"]):
        score = view["scores"][p]
        counts = {k: sum(1 for c in view["piles"][p] if c["kind"] == k) for k in ("pair", "dragon", "tiger")}
        piles = " ".join(f'{NAMES[k][0 if lang() == "zh" else 1]}×{n}' for k, n in counts.items() if n)
        html.append(
            f'<div class="score seat-{p}" data-score-player="{p}" data-score="{score}"'
            f'{" data-active" if p == view["active"] else ""}>'
            f'<span class="pname">{esc(frame.names[p])}</span>'
            f'<b class="pts" aria-label="{esc(tr("points", n=score))}">{score}</b>'
            f'<span class="counters" title="{esc(tr("counters_of", tens=score // 10, ones=score % 10))}">'
            f'<span class="counter">{SWORD}{score // 10}</span><span class="counter">{EYE}{score % 10}</span></span>'
            f'<span class="piles small">{esc(piles)}</span></div>')
    html.append(f'<p class="counters-legend small">{SWORD} {esc(tr("tens"))} · {EYE} {esc(tr("ones"))}</p>')
    paint.html("#scores", "".join(html))


def render_line(frame: Frame, paint) -> None:
    view, tr = frame.view, frame.tr
    kind = view["line_kind"]
    paint.attrs("#line-kind", data_kind=kind)
    paint.text("#line-kind", tr("kind_empty") if kind == "empty" else NAMES[kind][0 if lang() == "zh" else 1])
    line = view["line"]
    prefix = frame.prefix
    gaps_ok = {int(t[2:]) for t in frame.next if t.startswith("g:")}
    chosen_gap = next((int(t[2:]) for t in prefix if t.startswith("g:")), None)
    block_ok = {t[2:] for t in frame.next if t.startswith("c:")} if len(prefix) == 1 else set()
    html = []
    for k in range(len(line) + 1):
        if line:
            html.append(f'<button type="button" class="gap" data-gap="{k}" aria-label="gap {k}"'
                        f'{"" if k in gaps_ok else " hidden"}{" data-chosen" if chosen_gap == k else ""}>＋</button>')
        if k < len(line):
            e = line[k]
            blocked = f'<small>{tr("blocked")}</small>' if e["blocked"] else ""
            extra, face = frame.face(e["element"], frame.cell_order.get(e["cell"], k))
            html.append(card_html(e["element"], e["element"], " entry" + (" target" if e["cell"] in block_ok else "") + extra,
                                  "button", f' type="button" data-entry="{k}" data-cell="{e["cell"]}" '
                                  f'data-blocked="{str(e["blocked"]).lower()}" data-covers="{e["covers"]}"', face + blocked))
    paint.html("#line", "".join(html))


def render_field(frame: Frame, paint) -> None:
    """Each cell: its state, its marks and its cards (a flip or a card turned
    back shows as such against the cells as last drawn)."""
    tr = frame.tr
    targets = {t[2:] for t in frame.next if t.startswith("c:")}
    flips = {t[2:] for t in frame.firsts if t.startswith("c:")} if not frame.prefix else set()
    prev = {c["name"]: c for c in frame.previous}
    for c in frame.view["cells"]:
        old = prev.get(c["name"])
        state = "up" if c["up"] else "down" if c["down"] else "empty"
        classes = ["cell", state]
        if c["entry"] >= 0:
            classes.append("entry")
        if c["name"] in targets:
            classes.append("target")
        if c["name"] in flips:
            classes.append("flippable")
        if c["name"] == frame.just:
            classes.append("just")   # what a computer just did, for a moment (CSS)
        if old is not None and c["up"] and len(c["up"]) > len(old["up"]) and old["up"] == c["up"][:len(old["up"])]:
            classes.append("flip-in")
        elif old is not None and old["up"] and not c["up"] and c["down"] > old["down"]:
            classes.append("turn-back")
        if c["up"]:
            at = frame.cell_order.get(c["name"], 0)
            ups = "".join(card_html(x, x, look[0], tag="i", inner=look[1])
                          for k, x in enumerate(c["up"]) for look in [frame.face(x, at + k)])
            body = f'<span class="ups">{ups}</span>'
        else:
            body = ""
        badge = f'<span class="count">{c["down"]}</span>' if c["down"] > 1 else ""
        # In words (issue #14.5); the grid gives the row and column.
        up = " ".join(element_word(x) for x in c["up"])
        label = tr("cell_up_down", up=up, n=c["down"]) if c["up"] and c["down"] else \
            up if c["up"] else tr("cell_down", n=c["down"]) if c["down"] else tr("cell_empty")
        selector = f'#field [data-cell="{c["name"]}"]'
        paint.attrs(selector, data_state=state, data_down=str(c["down"]), data_entry=str(c["entry"]),
                    class_=" ".join(classes), aria_label=label)
        paint.html(selector, body + badge)


def render_hands(frame: Frame, paint) -> None:
    view, tr, human = frame.view, frame.tr, frame.human
    html = []
    cur = view["current"]
    usable_els = {t[2:] for t in frame.firsts if t.startswith("h:")}
    chosen = frame.prefix[0][2:] if frame.prefix[:1] and frame.prefix[0].startswith("h:") else None
    for p in range(view["players"]):
        hand = view["hands"][p]
        on_prompt = human and p in frame.group and p != cur   # the shared block prompt: may block too
        mine = human and p == cur or on_prompt
        cards = []
        for e in sorted(set(hand), key=CHARS.index):
            usable = (e in frame.group_cards.get(p, ())) if on_prompt else mine and e in usable_els
            extra, face = frame.face(e, 0)
            cards.append(card_html(e, e, " hcard" + extra, "button", (
                f' type="button" data-hand-player="{p}" data-hand-card="{e}" '
                f'aria-pressed="{"true" if p == cur and mine and chosen == e else "false"}" '
                f'aria-label="{esc(tr("hand_card", name=frame.names[p], el=element_word(e)))}"'
                f'{"" if mine else " disabled"}{" data-usable" if usable else ""}'), face))
        kind = frame.kinds[p]
        who = esc(frame.names[p]) + ("" if kind == "human" else f' <small>({esc(frame.levels[p])})</small>')
        html.append(f'<div class="hand seat-{p}" data-hand-player="{p}"{" data-current" if p == cur else ""}'
                    f'{" data-may-block" if on_prompt else ""}>'
                    f'<span class="pname">{who}</span><span class="cards">{"".join(cards) or "—"}</span></div>')
    paint.html("#hands", "".join(html))


def render_controls(frame: Frame, paint) -> None:
    prompt = frame.view["phase"] == "window" and frame.human and not frame.prefix
    paint.attrs("#blockers", hidden=not prompt)
    if prompt:   # one button per seat on the shared prompt, then "No block"
        paint.html("#blockers", "".join(
            f'<button type="button" class="btn seat-{p}" data-action="block" data-block-seat="{p}">'
            f'{esc(frame.tr("blocks_as", name=frame.names[p]))}</button>' for p in frame.group))
    show = {
        "down": "a:down" in frame.next,
        "pass": "a:pass" in frame.firsts,
        "fail": "a:fail" in frame.firsts,
        "stop": "a:stop" in frame.firsts,
    }
    for what, visible in show.items():
        paint.attrs(f'.controls [data-action="{what}"]', hidden=not visible)
