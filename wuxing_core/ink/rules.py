"""墨香 Ink-Soul cards, 2–4 players (RULES.md M1–M10; rulings MI… in
docs/RULES-PROJECT.md).

>>> g = Ink.deal(2, seed=1)
>>> g.current_player(), len(g.hand(0)), g.deck_size(), g.leading()
(1, 12, 63, True)
>>> a = g.legal_actions()[0]; str(a), g.preview(a)
('play 0023', 10)
>>> _ = g.play(a); g.to_beat(), g.leading()
(10, False)

A card is its collection number. A hand keeps its cards in the order they
arrived (the page sorts them); the deck is drawn from its end. Nothing
hidden leaves this object except through ``view`` (a seat's own hand and
draws), and the save holds only the seed (or the explicit deal) and the
actions.
"""
from __future__ import annotations

import itertools
import json
import random
from typing import Any, Iterable, Sequence

from ..errors import IllegalActionError, InvalidNotationError, InvalidPositionError, quote
from ..game import Game, read_save, replay_save, save_error, whole
from ..rng import MAX_SEED, Rng, is_seed
from .actions import ACTION_TYPES, InkAction, Pass, Play, Special, parse_action
from .cards import KINDS, SUPPORTS, Card, the_set
from .events import (Drew, DrewCount, GameEnded, LeadStarted, Passed, Played, Recycled, Revealed,
                     Skipped, SpecialPlayed, TookBack)
from .scoring import Score, score, total as play_total

HAND = 12
"""M3: cards dealt to each player."""
SAFETY_TURNS = 300
"""M10: the game stops after this many turns (one action is one turn)."""
SAVE_FORMAT = "wuxing.ink"
SAVE_VERSION = 1
PLAYERS = (2, 3, 4)


def _illegal(action: object, why: str, zh: str, reason: str, **detail: object) -> IllegalActionError:
    """The engine's precise message, plus a ``reason`` code and its ``detail``
    from which a page words the refusal for players (no numbers, no ids)."""
    return IllegalActionError(f"illegal action {str(action)!r}: {why}", f"不合規則的動作 {str(action)!r}：{zh}",
                              reason, **detail)


def _names(cards: Iterable[int]) -> str:
    return "+".join(f"{n:04d}" for n in cards)


def _from_saved_deal(d: object, players: int) -> "Ink":
    """The game of a save's prepared deal, once it is checked."""
    if not isinstance(d, dict) or not isinstance(d.get("hands"), list) or len(d["hands"]) != players:
        raise save_error("deal does not match its players", "牌局與玩家數不符")
    if not isinstance(d.get("rng"), int) or isinstance(d["rng"], bool):
        raise save_error("deal has no RNG seed", "牌局缺少亂數種子")
    return Ink.from_deal(d["hands"], d["deck"], d["first"], d["rng"])


class Ink(Game[InkAction]):
    """A game of 墨香 in progress. Build one with ``Ink.deal(players, seed)``."""

    action_types = ACTION_TYPES

    def __init__(self, players: int, hands: Sequence[Sequence[int]], deck: Sequence[int], first: int,
                 rng_seed: int, seed: int | None = None) -> None:
        super().__init__()
        self.players = players
        self.seed = seed
        self.first = first
        self._rng_seed = rng_seed
        self._start_hands = tuple(tuple(h) for h in hands)
        self._start_deck = tuple(deck)
        self._cards: dict[int, Card] = the_set()
        self._hands: list[list[int]] = [list(h) for h in hands]
        self._deck: list[int] = list(deck)
        self._field: list[tuple[int, tuple[int, ...], int]] = []   # (player, cards, total), oldest first
        self._to_beat = 0
        self._last_element: str | None = None
        self._last_player: int | None = None
        self._leading = True
        self._current = first
        self._turn = 1
        self._revealed: list[list[int]] = [[] for _ in range(players)]
        self._rng = Rng(rng_seed)
        self._winners: tuple[int, ...] = ()
        self.end_reason: str | None = None
        self.events.append(LeadStarted(first))

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, players: int, seed: int) -> "Ink":
        """M3: the whole set shuffled by our seeded RNG, 12 cards to each player in
        turn (the deck's end is its top), then the first player by a seeded die.
        The same stream shuffles the deck when it is rebuilt (M6)."""
        cls._check_players(players)
        try:
            rng = Rng(seed)
        except ValueError as err:
            raise InvalidPositionError(f"invalid seed: {quote(seed)} ({err})"[:200],
                                       f"不合法的種子：{quote(seed)}") from None
        deck = rng.shuffled(sorted(the_set()))
        hands: list[list[int]] = [[] for _ in range(players)]
        for _ in range(HAND):
            for p in range(players):
                hands[p].append(deck.pop())
        first = rng.below(players)
        return cls(players, hands, deck, first, rng.next_u64(), seed=seed)

    @staticmethod
    def _check_players(players: object) -> None:
        if isinstance(players, bool) or not isinstance(players, int) or players not in PLAYERS:
            raise InvalidPositionError(f"invalid position: {quote(players)} players (2–4)",
                                       f"局面錯誤：{quote(players)} 位玩家（須 2–4 位）")

    @classmethod
    def from_deal(cls, hands: Sequence[Sequence[int]], deck: Sequence[int], first: int = 0,
                  rng_seed: int = 0) -> "Ink":
        """A prepared deal (tests, the unseen-card variant): every card of the set
        exactly once across the hands and the deck, ``HAND`` cards a hand."""
        if not isinstance(hands, (list, tuple)) or not isinstance(deck, (list, tuple)) \
                or not all(isinstance(h, (list, tuple)) for h in hands):
            raise InvalidPositionError("invalid deal: hands and deck are lists of card numbers",
                                       "牌局錯誤：手牌與牌堆須為卡牌編號的列表")
        cls._check_players(len(hands))
        cards = [n for h in hands for n in h] + list(deck)
        odd = next((n for n in cards if not whole(n)), None)
        if odd is not None:
            raise InvalidPositionError(f"invalid deal: a card number is a whole number, not {quote(odd)}",
                                       f"牌局錯誤：卡牌編號須為整數，不能是 {quote(odd)}")
        if not is_seed(rng_seed):
            raise InvalidPositionError(f"invalid deal: the RNG seed {quote(rng_seed)} is not from 0 to {MAX_SEED}",
                                       f"牌局錯誤：亂數種子 {quote(rng_seed)} 不在 0 到 {MAX_SEED} 之間")
        if sorted(cards) != sorted(the_set()) or any(len(h) != HAND for h in hands):
            raise InvalidPositionError("invalid deal: every card of the set once, 12 to each hand (M3)",
                                       "牌局錯誤：整副牌每張一次，每人十二張（M3）")
        if not whole(first) or not 0 <= first < len(hands):
            raise InvalidPositionError(f"invalid deal: no seat {quote(first)} to start", f"牌局錯誤：沒有座位 {quote(first)}")
        return cls(len(hands), hands, deck, first, rng_seed)

    @classmethod
    def to_follow(cls, hand: Sequence[int], beat: Sequence[int] = ()) -> "Ink":
        """The position of the play demo (ruling E6): seat 0 holds ``hand`` and
        follows seat 1's lead ``beat`` (a legal lead, its total counted with one
        card left in that hand); with no ``beat``, seat 0 leads. The rest of the
        set is the deck, drawn from the highest number. A lead that would skip
        seat 0 or change its hand is refused. Not a game to save.

        >>> g = Ink.to_follow([28, 1003], [23])
        >>> g.current_player(), g.leading(), g.to_beat(), g.hand(0)
        (0, False, 10, [28, 1003])
        """
        def bad(why: str, zh: str, reason: str, **detail: object) -> InvalidPositionError:
            return InvalidPositionError(f"invalid demo position: {why}", f"示範局面錯誤：{zh}", reason, **detail)
        if not all(isinstance(x, (list, tuple)) for x in (hand, beat)):
            raise bad("the hand and the play are lists of card numbers", "手牌與出牌須為卡牌編號的列表", "not_cards")
        cards = [*hand, *beat]
        odd = next((n for n in cards if not whole(n) or n not in the_set()), None)
        if odd is not None:
            raise bad(f"there is no card {quote(odd)}", f"沒有編號 {quote(odd)} 的牌", "no_card", code=quote(odd))
        twice = next((n for n in cards if cards.count(n) > 1), None)
        if twice is not None:
            raise bad(f"card {twice:04d} is there twice", f"{twice:04d} 出現了兩次", "card_twice", code=f"{twice:04d}")
        if not 1 <= len(hand) <= HAND:
            raise bad(f"a hand holds 1 to {HAND} cards", f"手牌須為 1 到 {HAND} 張", "hand_size", most=HAND)
        rest = sorted(set(the_set()) - set(cards))
        if not beat:
            return cls(2, [list(hand), rest[:1]], rest[1:], 0, 0)
        g = cls(2, [list(hand), [*beat, rest[0]]], rest[1:], 1, 0)
        lead = Play(tuple(sorted(beat)))
        if lead not in g.legal_actions():
            raise bad("the cards to beat are not one monster's play", "要壓過的牌不是一次怪物出牌", "not_a_play")
        g.play(lead)
        if g.current_player() != 0 or g.leading():
            raise bad("that play skips the next player", "那次出牌會讓下一位跳過", "skips_you")
        if sorted(g.hand(0)) != sorted(hand):
            raise bad("that play makes the next player draw", "那次出牌會讓下一位抽牌", "draws_you")
        return g

    @classmethod
    def imagined(cls, view: dict[str, Any], hands: Sequence[Sequence[int]], deck: Sequence[int],
                 rng_seed: int) -> "Ink":
        """A game in the public state of ``view`` with the hidden cards where a
        computer player imagines them (``hands``, ``deck``): for playing ahead
        without reading what that seat cannot see. Its history starts here."""
        g = cls(view["players"], hands, deck, view["current"], rng_seed)
        g.events.clear()   # nothing has happened in it yet: no lead started
        field = [(f["player"], tuple(f["cards"]), f["total"]) for f in view["field"]]
        g._restore((g._hands, g._deck, field, view["to_beat"], view["last_element"], view["last_player"],
                    view["leading"], view["current"], view["turn"], view["shown"], rng_seed, (), None))
        return g

    def parse_action(self, text: str) -> InkAction:
        return parse_action(text)

    # -- reading the state ---------------------------------------------------------
    def current_player(self) -> int:
        return self._current

    def is_over(self) -> bool:
        return self.end_reason is not None

    def winners(self) -> list[int]:
        return list(self._winners)

    def scores(self) -> list[int]:
        """1 for each winner, else 0."""
        return [int(p in self._winners) for p in range(self.players)]

    def turn(self) -> int:
        return self._turn

    def hand(self, player: int) -> list[int]:
        """``player``'s hand, sorted by collection number (not for other seats' eyes)."""
        return sorted(self._hands[self._seat(player)])

    def hand_sizes(self) -> list[int]:
        return [len(h) for h in self._hands]

    def deck_size(self) -> int:
        return len(self._deck)

    def leading(self) -> bool:
        """M5: whether the player to act leads (no total to beat)."""
        return self._leading

    def to_beat(self) -> int:
        """The total the player to act must beat strictly (0 after a special card)."""
        return self._to_beat

    def field(self) -> list[tuple[int, tuple[int, ...], int]]:
        """The battlefield, oldest play first: (player, cards, total)."""
        return list(self._field)

    def card(self, no: int) -> Card:
        """The card numbered ``no`` (a card of the set)."""
        if not whole(no) or no not in self._cards:
            raise InvalidNotationError(f"there is no card {quote(no)}", f"沒有編號 {quote(no)} 的牌", "no_card")
        return self._cards[no]

    # -- plays ------------------------------------------------------------------
    def _score(self, cards: Sequence[int], player: int | None = None) -> Score:
        player = self._current if player is None else player
        return score([self._cards[n] for n in cards], self._leading, self._last_element,
                     len(self._hands[player]) - len(cards))

    def _known(self, action: InkAction | str) -> InkAction:
        """``action`` well formed (as ``play`` checks it) and naming only cards of the set."""
        action = self._well_formed(action)
        cards = action.cards if isinstance(action, Play) else (action.card,) if isinstance(action, Special) else ()
        unknown = [n for n in cards if n not in self._cards]
        if unknown:
            raise _illegal(action, f"there is no card {_names(unknown)}", f"沒有編號 {_names(unknown)} 的牌", "no_card",
                           cards=tuple(unknown))
        return action

    def preview(self, action: InkAction | str) -> int:
        """The total a play would have now, every bonus counted (issue #15.3).
        A special card's is 0 (M7); so is a pass's. Malformed input or a card
        not in the set raises, as ``play`` would."""
        action = self._known(action)
        return self._score(action.cards).total if isinstance(action, Play) else 0

    def explain(self, action: InkAction | str) -> Score:
        """The parts of a play's total and its other effects (for the page)."""
        action = self._known(action)
        if not isinstance(action, Play):
            raise _illegal(action, "only a play of a monster has a total", "只有怪物出牌才有墨魂總值", "no_total")
        return self._score(action.cards)

    def _plays(self, hand: Sequence[int]) -> Iterable[tuple[int, ...]]:
        """M4: every monster in ``hand`` with at most one card of each kind its potential allows."""
        by_kind: dict[str, list[int]] = {k: [] for k in KINDS}
        for n in hand:
            by_kind[self._cards[n].kind].append(n)
        for m in by_kind["monster"]:
            options = [[None] + sorted(by_kind[k]) for k in self._cards[m].potential]
            for combo in itertools.product(*options):
                yield tuple(sorted((m,) + tuple(n for n in combo if n is not None)))

    def _can_play(self) -> bool:
        hand = self._hands[self._current]
        return any(True for _ in self._plays(hand)) or (
            len(hand) > 1 and any(self._cards[n].kind == "special" for n in hand))

    def plays_with_totals(self) -> Iterable[tuple[tuple[int, ...], int]]:
        """Every legal play of the player to act as (cards, total), unsorted (fast)."""
        if self.is_over():
            return
        hand = self._hands[self._current]
        lead, last, beat, size = self._leading, self._last_element, self._to_beat, len(hand)
        for cards in self._plays(hand):
            total = play_total(cards, lead, last, size - len(cards))
            if lead or total > beat:
                yield cards, total

    def scored_plays(self) -> list[tuple[Play, int]]:
        """Every legal play of the player to act with its total (``preview``), in notation order."""
        return [(Play(cards), total) for cards, total in sorted(self.plays_with_totals())]

    def legal_actions(self) -> list[InkAction]:
        """Every legal play (monster × allowed supports that beats the total, or
        any when leading), every special card that is not the last card, and
        ``pass`` unless the player leads and can play (M10)."""
        if self.is_over():
            return []
        hand = self._hands[self._current]
        actions: list[InkAction] = [play for play, _ in self.scored_plays()]
        if len(hand) > 1:
            actions += [Special(n) for n in sorted(hand) if self._cards[n].kind == "special"]
        if not self._leading or not self._can_play():
            actions.append(Pass())
        return actions

    def _check(self, action: InkAction) -> None:
        hand = self._hands[self._current]
        if isinstance(action, Pass):
            if self._leading and self._can_play():
                raise _illegal(action, "you lead and can play, so you must (M10)", "輪到你自由出牌，且有牌可出，必須出牌（M10）",
                              "must_play")
            return
        cards = action.cards if isinstance(action, Play) else (action.card,)
        unknown = [n for n in cards if n not in self._cards]
        if unknown:
            raise _illegal(action, f"there is no card {_names(unknown)}", f"沒有編號 {_names(unknown)} 的牌", "no_card")
        missing = [n for n in cards if n not in hand]
        if missing:
            raise _illegal(action, f"{_names(missing)} is not in your hand", f"{_names(missing)} 不在你的手牌中",
                           "not_in_hand", cards=tuple(missing))
        kinds = [self._cards[n].kind for n in cards]
        if isinstance(action, Special):
            if kinds[0] != "special":
                raise _illegal(action, "that is not a special card (M7)", "這張不是特別卡（M7）", "not_special",
                               card=cards[0])
            if len(hand) == 1:
                raise _illegal(action, "a special card may not be your last card (M7)", "特別卡不能作為最後一張牌打出（M7）",
                               "special_last", card=cards[0])
            return
        if "special" in kinds:
            raise _illegal(action, "a special card is played alone (M7)", "特別卡須單獨打出（M7）", "special_alone")
        if kinds.count("monster") != 1:
            raise _illegal(action, "a play is exactly one monster with its support cards (M4)",
                           "每次出牌須有一張且只有一張怪物卡（M4）",
                           "no_monster" if "monster" not in kinds else "two_monsters")
        monster = self._cards[cards[kinds.index("monster")]]
        for kind in SUPPORTS:
            if kinds.count(kind) > 1:
                raise _illegal(action, f"at most one {kind} card in a play (M4)", "每種輔助卡最多一張（M4）",
                               "two_of_kind", kind=kind)
            if kind in kinds and kind not in monster.potential:
                raise _illegal(action, f"{monster.en} cannot take an {kind} card (its potential, M4)"
                               if kind[0] in "aeiou" else f"{monster.en} cannot take a {kind} card (its potential, M4)",
                               f"{monster.zh}的潛能不能配合這種輔助卡（M4）", "potential", monster=monster.no, kind=kind)
        if not self._leading:
            total = self._score(cards).total
            if total <= self._to_beat:
                raise _illegal(action, f"its total {total} does not beat {self._to_beat} (M5)",
                               f"墨魂總值 {total} 沒有大於 {self._to_beat}（M5）", "not_beating", total=total,
                               to_beat=self._to_beat)

    # -- applying -----------------------------------------------------------------
    def _next(self, player: int) -> int:
        return (player + 1) % self.players

    def _draw(self, player: int, count: int) -> None:
        """Draw ``count`` cards, rebuilding the deck when it runs out (M6)."""
        got: list[int] = []
        for _ in range(count):
            if not self._deck:
                self._recycle()
            if not self._deck:
                break
            got.append(self._deck.pop())
        self._hands[player].extend(got)
        if got:
            self.events.append(Drew(player, tuple(got), visible_to=frozenset({player})))
        self.events.append(DrewCount(player, len(got), short=len(got) < count))

    def _recycle(self) -> None:
        """M6: every battlefield card but the last monster played is shuffled into the deck."""
        keep = None
        for i in range(len(self._field) - 1, -1, -1):
            player, cards, total = self._field[i]
            monster = next((n for n in cards if self._cards[n].kind == "monster"), None)
            if monster is not None:
                keep = (player, (monster,), total)
                break
        back = [n for _, cards, _ in self._field for n in cards if keep is None or n != keep[1][0]]
        if not back:
            return
        self._field = [keep] if keep else []
        self._deck = self._rng.shuffled(sorted(back))
        self.events.append(Recycled(len(back)))

    def _reveal(self, player: int, count: int) -> None:
        hidden = [n for n in self._hands[player] if n not in self._revealed[player]]
        shown = []
        for _ in range(min(count, len(hidden))):
            shown.append(hidden.pop(self._rng.below(len(hidden))))
        if shown:
            self._revealed[player].extend(shown)
            self.events.append(Revealed(player, tuple(shown)))

    def _take_back(self, player: int, kind: str, play: tuple[int, ...]) -> None:
        """The highest-ink card of ``kind`` on the battlefield outside ``play`` (ties: the lowest number)."""
        candidates = [n for _, cards, _ in self._field for n in cards
                      if n not in play and self._cards[n].kind == kind]
        if not candidates:
            return
        best = min(candidates, key=lambda n: (-self._cards[n].ink, n))
        self._field = [(p, tuple(n for n in cards if n != best), t) for p, cards, t in self._field]
        self._field = [entry for entry in self._field if entry[1]]
        self._hands[player].append(best)
        self._revealed[player].append(best)
        self.events.append(TookBack(player, best))

    def _apply(self, action: InkAction) -> None:
        p = self._current
        hand = self._hands[p]
        skips = 0
        if isinstance(action, Pass):
            self.events.append(Passed(p))
            self._draw(p, 1)
            lead = self._leading    # a leader who cannot play hands the lead on (ruling MI2)
        else:
            cards = action.cards if isinstance(action, Play) else (action.card,)
            special = isinstance(action, Special)
            result = None if special else self._score(cards)
            for n in cards:
                hand.remove(n)
                if n in self._revealed[p]:
                    self._revealed[p].remove(n)
            total = 0 if result is None else result.total
            self._field.append((p, tuple(cards), total))
            if special:
                self.events.append(SpecialPlayed(p, cards[0]))
            else:
                self.events.append(Played(p, tuple(cards), total, self._leading))
            if not hand:                    # M8: the game ends at once (ruling MI1)
                self._end("emptied", (p,))
                return
            effects = [e for n in cards for e in self._cards[n].effects] if special else [
                e for _, e in result.actions]  # type: ignore[union-attr]
            nxt = self._next(p)
            for e in effects:
                if e.result == "draw":
                    self._draw(p, int(e.amount))
                elif e.result == "next_draws":
                    self._draw(nxt, int(e.amount))
                elif e.result == "others_draw":
                    for q in range(self.players):
                        if q != p:
                            self._draw(q, int(e.amount))
                elif e.result == "reveal":
                    self._reveal(nxt, int(e.amount))
                elif e.result == "take_back":
                    self._take_back(p, str(e.amount), tuple(cards))
                elif e.result == "skip":
                    skips += 1
            if special:                     # M7: the total is reset, the next player leads
                self._to_beat, self._last_element, self._last_player = 0, None, None
                lead = True
            else:
                self._to_beat, self._last_element, self._last_player = total, result.element, p  # type: ignore[union-attr]
                lead = False
        # Whose turn: skipped players miss theirs; back at the last player, that player leads (M5).
        q = self._next(p)
        for _ in range(min(skips, self.players - 1)):
            if q == self._last_player:
                break
            self.events.append(Skipped(q))
            q = self._next(q)
        if q == self._last_player:
            lead = True
        self._current, self._leading = q, lead
        if lead:
            self.events.append(LeadStarted(q))
        self._turn += 1
        if self._turn > SAFETY_TURNS:
            self._safety_stop()

    def _end(self, reason: str, winners: tuple[int, ...]) -> None:
        self.end_reason, self._winners = reason, winners
        self.events.append(GameEnded(reason, winners))

    def _safety_stop(self) -> None:
        """M10: the fewest cards wins; ties: the lowest total ink in hand (both tied: shared)."""
        key = [(len(h), sum(self._cards[n].ink for n in h)) for h in self._hands]
        best = min(key)
        self._end("safety", tuple(p for p in range(self.players) if key[p] == best))

    # -- snapshots ------------------------------------------------------------
    def _snapshot(self) -> Any:
        return ([h[:] for h in self._hands], self._deck[:], self._field[:], self._to_beat, self._last_element,
                self._last_player, self._leading, self._current, self._turn, [r[:] for r in self._revealed],
                self._rng._state, self._winners, self.end_reason)

    def _restore(self, snap: Any) -> None:
        (hands, deck, field, self._to_beat, self._last_element, self._last_player, self._leading,
         self._current, self._turn, revealed, rng_state, self._winners, self.end_reason) = snap
        self._hands = [h[:] for h in hands]
        self._deck, self._field = deck[:], field[:]
        self._revealed = [r[:] for r in revealed]
        self._rng = Rng(rng_state)

    # -- what players see -------------------------------------------------------
    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (M9): their own hand, every hand's size and the
        cards shown from it, the deck's size and the battlefield. After the
        safety stop every hand is shown (the players are told why, M10)."""
        self._seat(player)
        over = self.is_over()
        return {
            "players": self.players, "you": player, "current": self._current, "turn": self._turn,
            "safety_turns": SAFETY_TURNS, "leading": self._leading, "to_beat": self._to_beat,
            "last_element": self._last_element, "last_player": self._last_player,
            "hand": self.hand(player), "hand_sizes": self.hand_sizes(), "deck": len(self._deck),
            "shown": [sorted(r) for r in self._revealed],
            "field": [{"player": p, "cards": list(c), "total": t} for p, c, t in self._field],
            "over": over, "end_reason": self.end_reason, "winners": list(self._winners),
            "hands": [sorted(h) for h in self._hands] if self.end_reason == "safety" else None,
        }

    def to_text(self) -> str:
        """The public position (no hidden card).

        >>> Ink.deal(3, seed=2).to_text()
        'ink 3p turn 1 current 2 lead hands 12,12,12 deck 51 field - shown -,-,-'
        """
        state = "lead" if self._leading else f"beat {self._to_beat}"
        if self.is_over():
            state = f"over {self.end_reason} winners {','.join(str(p + 1) for p in self._winners)}"
        field = " ".join(f"{p + 1}:{_names(c)}={t}" for p, c, t in self._field) or "-"
        shown = ",".join(_names(sorted(r)) or "-" for r in self._revealed)
        return (f"ink {self.players}p turn {self._turn} current {self._current + 1} {state} "
                f"hands {','.join(map(str, self.hand_sizes()))} deck {len(self._deck)} field {field} shown {shown}")

    # -- saves ----------------------------------------------------------------
    def to_json(self) -> str:
        """A versioned save: the seed (or the prepared deal), the actions, the
        public position and the RNG state, all checked on load."""
        deal = None if self.seed is not None else json.dumps(
            {"hands": [list(h) for h in self._start_hands], "deck": list(self._start_deck),
             "first": self.first, "rng": self._rng_seed}, separators=(",", ":"))
        return json.dumps({
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "players": self.players,
            "seed": self.seed, "deal": deal, "history": [str(a) for a in self._history],
            "position": self.to_text(), "rng": self._rng._state,
        }, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Ink":
        """Restore a save by replaying its actions through the rules (ruling P5);
        the RNG state must match too."""
        data = read_save(text, SAVE_FORMAT, SAVE_VERSION, "墨香")
        return replay_save(cls, data, _from_saved_deal, lambda game: game._rng._state == data["rng"])

    # -- contract fuzzing and hidden-information tests ---------------------------
    def random_action(self, rng: random.Random) -> InkAction:
        """A well-formed action, legal or not: mostly cards from the hand, some from anywhere."""
        hand = self._hands[self._current] or [1]
        pool = hand if rng.random() < 0.8 else sorted(self._cards)
        roll = rng.random()
        if roll < 0.1:
            return Pass()
        if roll < 0.25:
            return Special(rng.choice(pool))
        k = rng.randint(1, min(4, len(pool)))
        return Play(tuple(sorted(rng.sample(pool, k))))

    def seen_cards(self, player: int) -> set[int]:
        """Every card ``player`` has seen: its deal and draws, every card played,
        shown or taken back."""
        self._seat(player)
        seen = set(self._start_hands[player])
        for e in self.events:
            if isinstance(e, Drew) and e.player == player:
                seen.update(e.cards)
            elif isinstance(e, Played):
                seen.update(e.cards)
            elif isinstance(e, SpecialPlayed):
                seen.add(e.card)
            elif isinstance(e, Revealed):
                seen.update(e.cards)
            elif isinstance(e, TookBack):
                seen.add(e.card)
        return seen

    def unseen_variant(self, player: int, rng: random.Random) -> "Ink | None":
        """This history replayed on a deal where the cards ``player`` never saw
        are shuffled among their places (other hands, the deck). A public pass
        by a leader says that hand had no play, so a shuffle the history does
        not replay on is tried again (up to 20 times)."""
        seen = self.seen_cards(player)
        slots = [(p, i) for p in range(self.players) for i, n in enumerate(self._start_hands[p]) if n not in seen]
        slots += [(-1, i) for i, n in enumerate(self._start_deck) if n not in seen]
        if len(slots) < 2:
            return None
        for _ in range(20):
            hands = [list(h) for h in self._start_hands]
            deck = list(self._start_deck)
            cards = [hands[p][i] if p >= 0 else deck[i] for p, i in slots]
            rng.shuffle(cards)
            for (p, i), n in zip(slots, cards):
                if p >= 0:
                    hands[p][i] = n
                else:
                    deck[i] = n
            twin = Ink.from_deal(hands, deck, self.first, self._rng_seed)
            try:
                for action in self._history:
                    twin.play(action)
            except IllegalActionError:
                continue
            return twin
        return None
