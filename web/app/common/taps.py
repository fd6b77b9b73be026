"""The one input model of every page (issue #10.6): taps select among the
engine's ``legal_actions()``, so no page decides a rule.

Each legal action is written as a short sequence of tap tokens (a cell, an
item, a hand card, a choice …; the game's ``*_taps`` module says how). A tap
narrows the sequences that begin with the taps so far: the next tokens light
up, one complete sequence is played, and a tap that fits none is refused, the
taps so far kept for the page to explain in the engine's words.

墨香's plays are sets of cards, chosen in any order and kept open for more
supports until the player presses Play: ``pick`` and ``complete`` read the
same sequences order-free (the first token of a sequence is what starts it:
the monster, or the special card).
"""
import re
import string
from dataclasses import dataclass, field
from typing import Callable

from wuxing_core.notation import build, written

Sequences = list[tuple[tuple[str, ...], object]]


@dataclass(frozen=True)
class Form:
    """One way to tap an action of class ``cls``: its tokens, a field of the
    action in braces as the notation writes it (``"h:{element}"``), values it
    implies (``fixed``: ``o:under`` means ``under=True``). A form that is not
    ``offered`` is only read back (taps a player may try that the page never
    offers: the engine then says why they cannot be)."""

    cls: type
    tokens: tuple[str, ...]
    fixed: dict = field(default_factory=dict)
    offered: bool = True


class TapForms:
    """How a game's actions are tapped, written once (issue #71.3), as an
    action's ``NOTATION`` is: ``taps_of`` writes an action's taps from the
    forms, and ``attempt`` reads taps back into the action they name, legal
    or not (so the engine can say why it is refused). Neither direction is
    written by hand.

    >>> from wuxing_core.fishing import Block, Pass
    >>> forms = TapForms([Form(Block, ("h:{element}", "c:{cell}")), Form(Pass, ("a:pass",))])
    >>> forms.taps_of(forms.attempt(("h:水", "c:c3"))), forms.attempt(("a:pass",)), forms.attempt(("h:x", "c:c3"))
    (('h:水', 'c:c3'), Pass(), None)
    """

    def __init__(self, forms: list[Form]) -> None:
        self.forms = forms
        self._patterns = [(f, [self._pattern(t) for t in f.tokens]) for f in forms]

    @staticmethod
    def _pattern(token: str) -> tuple[re.Pattern, list[str]]:
        regex, names = "", []
        for literal, name, _, _ in string.Formatter().parse(token):
            regex += re.escape(literal)
            if name:
                regex += f"(?P<{name}>.+)"
                names.append(name)
        return re.compile(regex), names

    def all_taps(self, action) -> list[tuple[str, ...]]:
        """Every offered way to tap ``action``, in the forms' order."""
        out = []
        for form in self.forms:
            if form.offered and type(action) is form.cls \
                    and all(getattr(action, k) == v for k, v in form.fixed.items()):
                values = {name: written(action, name) for t in form.tokens
                          for _, name, _, _ in string.Formatter().parse(t) if name}
                out.append(tuple(t.format(**values) for t in form.tokens))
        return out

    def taps_of(self, action) -> tuple[str, ...]:
        """The first way to tap ``action``."""
        return self.all_taps(action)[0]

    def attempt(self, tokens):
        """The action the taps ``tokens`` name in one of the forms (offered or
        not), legal or not; ``None`` when they name none."""
        tokens = tuple(tokens)
        for form, patterns in self._patterns:
            if len(patterns) != len(tokens):
                continue
            texts: dict[str, str] = {}
            for (pattern, names), token in zip(patterns, tokens):
                m = pattern.fullmatch(token) if isinstance(token, str) else None
                if m is None or any(texts.get(n, m[n]) != m[n] for n in names):
                    break
                texts.update(m.groupdict())
            else:
                action = build(form.cls, texts, **form.fixed)
                if action is not None:
                    return action
        return None


@dataclass
class TapResult:
    kind: str
    """``play`` (``action`` is complete), ``more`` (keep tapping), ``cancelled``
    (a selected token tapped again) or ``refused`` (``tokens`` fit no legal action)."""
    action: object = None
    tokens: tuple[str, ...] = field(default_factory=tuple)


def explain(game, tokens, attempt: Callable, section: str, words=None) -> str | None:
    """Why taps that fit no legal action are refused, in a player's words
    (issue #71.3: the one refusal handler of every page): the engine's reason
    for the action they name (``attempt``), in the game's texts
    (``refusals.<section>``, ``words`` naming its values); ``None`` when they
    name no action the engine refuses (the page says what else it knows, or
    "not possible now"). Nothing is played."""
    from common.words import refusal_text
    action = attempt(tokens) if tokens else None
    err = game.refusal(action) if action is not None else None
    return refusal_text(err, section, words) if err is not None else None


class TapInput:
    """Taps so far (``prefix``) over the sequences of a game's legal actions."""

    def __init__(self, sequences_of: Callable[[object], Sequences], rechoose: tuple[str, ...] = (),
                 starting: Callable[[object, str], Sequences] | None = None) -> None:
        self._sequences_of = sequences_of
        self._starting = starting   # optional: only the sequences that begin with a token (faster)
        self._rechoose = rechoose   # token kinds where a new tap replaces the last one (another count, card)
        self._position = None
        self._cache: dict[str | None, Sequences] = {}
        self.prefix: list[str] = []

    def _cached(self, game, first: str | None) -> Sequences:
        # The same game object and the same actions from its start: the same
        # position (the rules are deterministic). The game is held, so its id
        # cannot pass to a new game meanwhile; no position text on every tap.
        if self._position is None or self._position[0] is not game or self._position[1] != game.history:
            self._position, self._cache = (game, game.history), {}
        if first not in self._cache:
            if first is None:
                self._cache[None] = self._sequences_of(game)
            elif self._starting is not None and None not in self._cache:
                self._cache[first] = self._starting(game, first)
            else:
                self._cache[first] = [(s, a) for s, a in self._cached(game, None) if s[0] == first]
        return self._cache[first]

    def sequences(self, game) -> Sequences:
        """Every legal action as its tap sequences, computed once per position."""
        return self._cached(game, None)

    def clear(self) -> None:
        self.prefix = []

    def next_tokens(self, game) -> set[str]:
        """The tokens that continue the taps so far (all first taps when none)."""
        n = len(self.prefix)
        if not n:
            return {s[0] for s, _ in self.sequences(game)}
        return {s[n] for s, _ in self._cached(game, self.prefix[0]) if len(s) > n and list(s[:n]) == self.prefix}

    def starts(self, game, token: str) -> bool:
        """Whether some legal action begins with ``token``."""
        return bool(self._cached(game, token))

    def tap(self, game, token: str) -> TapResult:
        if token in self.prefix:
            self.prefix = []
            return TapResult("cancelled")
        taps = [*self.prefix, token]
        last = self.prefix[-1] if self.prefix else ""
        if last.split(":")[0] == token.split(":")[0] in self._rechoose:
            taps = [*self.prefix[:-1], token]
        n = len(taps)
        matches = [(s, a) for s, a in self._cached(game, taps[0]) if list(s[:n]) == taps]
        done = [a for s, a in matches if len(s) == n]
        if done:
            self.prefix = []
            return TapResult("play", done[0], tuple(taps))
        if matches:
            self.prefix = taps
            return TapResult("more", None, tuple(taps))
        self.prefix = []
        return TapResult("refused", None, tuple(taps))

    # -- order-free picks (a play of cards, confirmed by a button) -------------------------
    def _sets(self, game) -> list[tuple[frozenset, object]]:
        self._cached(game, None)
        if "sets" not in self._cache:
            self._cache["sets"] = [(frozenset(s), a) for s, a in self._cache[None]]
        return self._cache["sets"]

    def fits(self, game, tokens) -> bool:
        """Whether the ``tokens`` (any order) are part of some legal action."""
        chosen = frozenset(tokens)
        return any(chosen <= s for s, _ in self._sets(game))

    def pick(self, game, token: str) -> TapResult:
        """A tap in order-free mode: a chosen token again unchooses it; a token
        that fits with the chosen ones joins them; one that starts an action
        of its own starts again from it; anything else is refused (the chosen
        ones kept, ``tokens`` what was tried)."""
        if token in self.prefix:
            self.prefix = [t for t in self.prefix if t != token]
            return TapResult("cancelled" if not self.prefix else "more", None, tuple(self.prefix))
        if self.fits(game, [*self.prefix, token]):
            self.prefix = [*self.prefix, token]
            return TapResult("more", None, tuple(self.prefix))
        if self.starts(game, token):
            self.prefix = [token]
            return TapResult("more", None, tuple(self.prefix))
        return TapResult("refused", None, (*self.prefix, token))

    def complete(self, game):
        """The legal action made of exactly the chosen tokens, or ``None``."""
        chosen = frozenset(self.prefix)
        return next((a for s, a in self._sets(game) if s == chosen), None) if chosen else None

    def open_tokens(self, game) -> set[str]:
        """What a pick may add now: every token of some legal action that holds
        the chosen ones (issue #35.3: nothing else is lit)."""
        chosen = frozenset(self.prefix)
        out: set[str] = set()
        for s, _ in self._sets(game):
            if chosen <= s:
                out |= s
        return out
