"""The 墨香 play demo (``embed.html?demo=play``, issue #40.4, ruling E6): a
play to beat and the reader's hand. js/embed-static.js draws it first from
the card data; here the engine (``Ink.to_follow``) takes it over: every
total and every reason comes from the engine.
"""
from pyscript import document

from ink import taps
from common.dom import attr, closest, on, url_param
from common.dom import say as say_in
from common.i18n import pick
from ink.cards import card_html as ink_card_html
from ink.cards import REFUSAL_WORDS
from common.words import not_now, refusal_text
from wuxing_core.errors import InvalidPositionError
from wuxing_core.ink import Ink, Special, card

T = pick
PLAY_DEFAULT = {"hand": "0003,2001,2005", "beat": "0001"}
"""The hand and the play to beat when the link names none (as js/embed-static.js)."""


def say(text: str, kind: str = "") -> None:
    say_in(text, kind, "message")


class PlayDemo:
    """A play to beat and a hand (ruling E6): a tap on a hand card adds it to
    the play or takes it back; the engine gives the play's total
    (``preview``) and, while it cannot be played, the reason (``refusal``);
    Play plays it."""

    def __init__(self, hand: tuple[int, ...], beat: tuple[int, ...]) -> None:
        self.hand, self.beat = hand, beat
        self.game = Ink.to_follow(hand, beat)     # the engine judges the position
        if not document.getElementById("ink-hand"):
            document.getElementById("demo").innerHTML = play_html(hand, beat)   # the card data came late
        self.chosen: list[int] = []
        on(document.getElementById("ink-hand"), "click", self.on_card)
        on(document.querySelector('[data-action="play"]'), "click", lambda e: self.play())
        on(document.querySelector('[data-action="reset"]'), "click", lambda e: self.reset())
        self.render()

    def attempt(self):
        return taps.attempt([f"k:{n}" for n in self.chosen])

    def on_card(self, event) -> None:
        el = closest(event, "[data-card]")
        if not el or el.disabled:
            return
        no = int(attr(el, "data-card"))
        if no in self.chosen:
            self.chosen.remove(no)
        else:
            self.chosen.append(no)
        self.render()

    def play(self) -> None:
        action = self.attempt()
        err = self.game.refusal(action) if action is not None else None
        if action is None or err is not None:
            return
        beaten = self.game.to_beat()
        self.game.play(action)
        total = 0 if isinstance(action, Special) else self.game.field()[-1][2]
        if self.game.is_over():
            say(T("手牌出完了：你贏了這一局！", "Your hand is empty: you win the game!"), "good")
        elif isinstance(action, Special):
            say(T("特別卡：下一位自由出牌。", "A special card: the next player leads."), "good")
        else:
            say(T(f"出牌成功：{total} 壓過 {beaten}。", f"Played: {total} beats {beaten}."), "good")
        self.chosen = []
        self.render()

    def reset(self) -> None:
        self.game = Ink.to_follow(self.hand, self.beat)
        self.chosen = []
        say(T("重新開始。", "Started again."))
        self.render()

    def render(self) -> None:
        g, done = self.game, self.game.current_player() != 0 or self.game.is_over()
        document.getElementById("beat-total").textContent = str(g.to_beat()) if self.beat else T("（你先出）", "(you lead)")
        for el in document.querySelectorAll("#ink-hand [data-card]"):
            no = int(attr(el, "data-card"))
            el.hidden = no not in g.hand(0)
            el.disabled = done
            el.setAttribute("aria-pressed", "true" if no in self.chosen else "false")
        action = self.attempt() if not done else None
        err = g.refusal(action) if action is not None else None
        # A special card has no total of its own (M7 sets the battlefield's to zero): none is shown,
        # as on the table; the message says what it does.
        value = None if action is None or isinstance(action, Special) else g.preview(action)
        total = document.getElementById("play-total")
        total.textContent = "—" if value is None else str(value)
        total.dataset.total = "" if value is None else str(value)
        total.dataset.legal = "true" if action is not None and err is None else "false"
        if not done:
            if action is None:
                say(T("點手牌組成一次出牌。", "Tap hand cards to make a play.") if not self.chosen else not_now("ink"))
            elif err is not None:
                say(refusal_text(err, "ink", REFUSAL_WORDS), "error")
            elif isinstance(action, Special):
                say(T("可以出這張特別卡：之後由下一位自由出牌。", "You may play this special card: the next player then leads."))
            else:
                say(T(f"可以出：總值 {value}。", f"You may play it: a total of {value}."))
        document.querySelector('[data-action="play"]').disabled = done or action is None or err is not None
        document.querySelector('[data-action="reset"]').disabled = False
        document.documentElement.dataset.status = "over" if g.is_over() else "played" if done else "playing"




def play_html(hand, beat) -> str:
    """The play demo's markup, as js/embed-static.js draws it first."""
    face = lambda n: ink_card_html(card(n), tag="span", compact=True)   # noqa: E731
    beat_face = lambda n: ink_card_html(card(n), tag="span", attrs=f'data-card="{n:04d}"', compact=True)   # noqa: E731
    return (f'<h2>{T("墨香：壓過這次出牌", "Ink-Soul cards: beat this play")}</h2>'
            f'<p class="say small">{T(PLAY_HELP[0], PLAY_HELP[1])}</p>'
            f'<div class="hand-head">{T("要壓過的", "To beat")} <b id="beat-total"></b></div>'
            f'<div id="beat" class="ink-row">{"".join(beat_face(n) for n in beat) or "—"}</div>'
            f'<div class="hand-head">{T("你的手牌", "Your hand")}</div>'
            f'<div id="ink-hand" class="ink-row">' + "".join(
                f'<button type="button" class="pick" data-card="{n:04d}" aria-pressed="false" disabled>{face(n)}</button>'
                for n in hand) + '</div>'
            f'<p class="hand-head">{T("你的出牌", "Your play")} <b id="play-total" data-total="">—</b></p>'
            f'<p id="message" class="say"></p>'
            f'<button type="button" class="btn" data-action="play" disabled>{T("出牌", "Play")}</button> '
            f'<button type="button" class="btn" data-action="reset" disabled>{T("重來", "Reset")}</button>')


PLAY_HELP = ("點手牌組成一次出牌：一隻怪物，加上牠能帶的牌；總值要比要壓過的大。",
             "Tap hand cards to make a play: a monster and cards it may take with it, with a higher total than the play to beat.")


def card_numbers(name: str) -> tuple[int, ...]:
    """A parameter of card numbers, comma separated, as js/embed-static.js reads it."""
    value = url_param(name)
    text = PLAY_DEFAULT[name] if value is None else value
    numbers = [n for n in text.split(",") if n]
    if not all(n.isdigit() and len(n) <= 4 for n in numbers) or len(numbers) > 20:
        raise InvalidPositionError(f"{name} must be card numbers", f"{name} 須為卡牌編號", "not_cards")
    return tuple(int(n) for n in numbers)
