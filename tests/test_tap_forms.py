"""Every registered game's taps (issue #71.3): each legal action has its tap
sequences, no sequence (or, for a play picked in any order, no set of taps)
names two actions, and the taps read back (``attempt``) give the action,
over random positions. ``attempt`` is derived from the same forms the
sequences are written from (``common.taps.TapForms``), so this pins both
directions of one table."""
import random
from dataclasses import replace

import pytest

from page_stub import needs_app, plain_module
from wuxing_core import GAMES
from wuxing_core.tower import Stack

pytestmark = needs_app
PAGES = [g for g in GAMES.values() if g.page]


@pytest.fixture(params=[g.name for g in PAGES])
def taps(request):
    yield from plain_module(f"{request.param}.taps")


def positions(info, seeds=4, moves=40):
    """Random positions of ``info``'s game: deals played on at random."""
    for seed in range(seeds):
        game, rng = info.deal(info.players[-1] if len(info.players) > 1 else info.players[0], seed), random.Random(seed)
        for _ in range(moves):
            if game.is_over() or not game.legal_actions():
                break
            yield game
            game.play(rng.choice(game.legal_actions()))


def test_each_legal_action_is_tapped_one_way_and_reads_back(taps):
    info = GAMES[taps.__name__.split(".")[0]]
    order_free = getattr(taps, "ORDER_FREE", False)
    checked = 0
    for game in positions(info):
        seqs = taps.sequences(game)
        assert {a for _, a in seqs} == set(game.legal_actions())
        named: dict = {}
        for seq, action in seqs:
            key = frozenset(seq) if order_free else seq
            assert named.setdefault(key, action) == action, f"{seq} names {named[key]} and {action}"
            back = taps.attempt(seq)
            if isinstance(action, Stack) and len(seq) == 2:
                # A stack's two cells leave its way to the position when only one way is legal (the
                # page asks no more); read back alone they mean "on" (T2), the way a player tries first.
                back = replace(back, under=action.under) if isinstance(back, Stack) else back
            assert back == action, (seq, action)
            checked += 1
    assert checked > 200


def test_taps_that_name_no_action_read_as_none(taps):
    for tokens in [(), ("c:zz",), ("x:1", "y:2"), ("k:",), ("h:木", "g:x", "c:a1"), tuple(["c:a1"] * 9)]:
        assert taps.attempt(tokens) is None, tokens
