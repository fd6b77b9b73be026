"""Computer players for 墨香 (issue #15.6), in three levels:

- ``beginner`` 新手: any legal action at random (it passes only when it must
  or by the luck of the draw);
- ``greedy`` 精打細算: beats the total with its weakest monster and as few
  support cards as that needs, leads with its weakest monster and every
  support card it can take, keeps special cards for when nothing beats, and
  passes only when it has nothing else;
- ``expert`` 高手: imagines the cards it cannot see (the unseen cards dealt at
  random to the other hands, as many as each holds, and the rest to the deck),
  plays each of its best candidates ahead a few rounds in each imagined deal,
  everyone playing greedily, and keeps the one that leaves it best placed
  (information-set Monte Carlo).

A computer sees what its seat sees: ``game.view(seat)`` and, on its turn,
``game.legal_actions()`` and ``game.preview`` (which read only its own hand
and the public state). The hidden-information test checks that its choice is
the same in two deals that differ only in cards it has not seen.

>>> from wuxing_core.ink import Ink
>>> g = Ink.deal(3, seed=4)
>>> bots = [Computer(level, seat, seed=1) for seat, level in enumerate(LEVELS)]
>>> while not g.is_over():
...     _ = g.play(bots[g.current_player()].choose(g))
>>> g.is_over(), len(g.winners()) >= 1
(True, True)
"""
from __future__ import annotations

from functools import lru_cache

from ..errors import WuxingError, quote
from ..game import whole
from ..rng import MAX_SEED, Rng, is_seed
from .actions import InkAction, Pass, Play, Special
from .cards import the_set
from .rules import Ink

LEVELS = {
    "beginner": ("新手", "Beginner"),
    "greedy": ("精打細算", "Careful"),
    "expert": ("高手", "Expert"),
}
CANDIDATES = 6
"""The expert's candidate actions per decision (the greedy choice among them)."""
SAMPLES = 8
"""Imagined deals per candidate."""
ROUNDS = 2
"""How far ahead each imagined deal is played: rounds of every seat."""


@lru_cache(maxsize=1)
def _ink_values() -> dict[int, int]:
    return {n: c.ink for n, c in the_set().items()}


def greedy_choice(game: Ink) -> InkAction:
    """The greedy level's choice. Following: the weakest monster that beats the
    total, with as few support cards as it needs (keeping them for later).
    Leading: the weakest monster with every support card it can take (shedding
    cards costs nothing then). A special card only when nothing beats; a pass
    only when nothing else is legal."""
    ink = _ink_values()
    best, best_key = None, None
    leading = game.leading()
    for cards, total in game.plays_with_totals():
        key = ((-len(cards), ink[cards[0]], -total, cards) if leading
               else (ink[cards[0]], len(cards), total, cards))
        if best_key is None or key < best_key:
            best, best_key = cards, key
    if best is not None:
        return Play(best)
    hand = game.hand(game.current_player())
    specials = [n for n in hand if game.card(n).kind == "special"]
    if specials and len(hand) > 1:
        return Special(specials[0])
    return Pass()


class Computer:
    """A computer player for one seat. ``choose(game)`` on that seat's turn."""

    def __init__(self, level: str, seat: int, seed: int = 0, samples: int = SAMPLES,
                 candidates: int = CANDIDATES, rounds: int = ROUNDS) -> None:
        if not isinstance(level, str) or level not in LEVELS:
            raise WuxingError(f"no such level: {quote(level)} (one of {', '.join(LEVELS)})")
        self.level, self.seat = level, seat
        if not whole(seat) or not 0 <= seat < 4 or not is_seed(seed):
            raise WuxingError(f"a computer needs a seat 0–3 and a seed 0–{MAX_SEED}: {quote(seat)}, {quote(seed)}")
        self.samples, self.candidates, self.rounds = samples, candidates, rounds
        self._rng = Rng(seed)

    def choose(self, game: Ink) -> InkAction:
        if game.current_player() != self.seat or game.is_over():
            raise ValueError(f"it is not seat {self.seat}'s turn")
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if self.level == "beginner":
            return actions[self._rng.below(len(actions))]
        if self.level == "greedy":
            return greedy_choice(game)
        return self._expert(game, actions)

    # -- the expert --------------------------------------------------------------
    def _candidates(self, game: Ink, actions: list[InkAction]) -> list[InkAction]:
        """The greedy choice first, then other kinds of play: the cheapest totals,
        the plays that shed the most cards, the strongest, a special, the pass."""
        hand = len(game.hand(self.seat))
        scored = game.scored_plays()
        winning = [p for p, _ in scored if len(p.cards) == hand]
        if winning:
            return winning[:1]
        picked: list[InkAction] = [greedy_choice(game)]

        def add(items: list[InkAction], k: int) -> None:
            for a in items:
                if k <= 0:
                    return
                if a not in picked:
                    picked.append(a)
                    k -= 1
        add([p for p, _ in sorted(scored, key=lambda pt: (pt[1], len(pt[0].cards)))], 1)
        add([p for p, _ in sorted(scored, key=lambda pt: (-len(pt[0].cards), pt[1]))], 2)
        add([p for p, _ in sorted(scored, key=lambda pt: -pt[1])], 1)
        add([a for a in actions if isinstance(a, Special)], 1)
        add([a for a in actions if isinstance(a, Pass)], 1)
        return picked[:self.candidates + 1]

    def _imagine(self, view: dict) -> tuple[list[list[int]], list[int]]:
        """Deal the cards this seat cannot place: to the other hands (beside their
        shown cards) and the deck, at random."""
        known = set(view["hand"]) | {n for f in view["field"] for n in f["cards"]}
        known |= {n for shown in view["shown"] for n in shown}
        pool = self._rng.shuffled(sorted(n for n in the_set() if n not in known))
        hands: list[list[int]] = []
        for p in range(view["players"]):
            if p == view["you"]:
                hands.append(list(view["hand"]))
                continue
            need = view["hand_sizes"][p] - len(view["shown"][p])
            hands.append(list(view["shown"][p]) + pool[:need])
            pool = pool[need:]
        return hands, pool[:view["deck"]]

    def _value(self, g: Ink) -> float:
        if g.is_over():
            return 1.0 if self.seat in g.winners() else 0.0
        sizes = g.hand_sizes()
        mine = sizes[self.seat]
        best_other = min(s for p, s in enumerate(sizes) if p != self.seat)
        return max(0.02, min(0.98, 0.5 + 0.07 * (best_other - mine)))

    def _expert(self, game: Ink, actions: list[InkAction]) -> InkAction:
        candidates = self._candidates(game, actions)
        if len(candidates) == 1:
            return candidates[0]
        view = game.view(self.seat)
        totals = [0.0] * len(candidates)
        horizon = self.rounds * game.players
        for _ in range(self.samples):
            hands, deck = self._imagine(view)
            base = Ink.imagined(view, hands, deck, self._rng.next_u64())
            for i, action in enumerate(candidates):
                g = base.copy()
                g._apply(action)
                for _ in range(horizon):
                    if g.is_over():
                        break
                    g._apply(greedy_choice(g))
                totals[i] += self._value(g)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]
