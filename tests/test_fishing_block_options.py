"""``Fishing.block_options`` (F7, FP1; issue #71.3): the block question a page
asks several seats at once, answered by the engine. It must agree with what
each seat would be offered when its turn to answer came, found the long way:
the seats before it passing on a copy of the game (what the page did)."""
import random

import pytest

from wuxing_core.fishing import Block, Fishing


def the_long_way(game: Fishing) -> list[tuple[int, list, bool]]:
    probe, out = game.copy(), []
    for seat in game.blockers():
        while probe.phase == "window" and probe.current_player() != seat:
            probe.play("pass")
        assert probe.phase == "window" and probe.current_player() == seat
        blocks = [a for a in probe.legal_actions() if isinstance(a, Block)]
        out.append((seat, blocks, probe.block_matters()))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_engines_answer_is_the_one_each_seat_gets_in_its_turn(players):
    windows = 0
    for seed in range(12):
        game, rng = Fishing.deal(players, seed), random.Random(seed)
        while not game.is_over():
            if game.phase == "window":
                windows += 1
                assert game.block_options() == the_long_way(game)
                assert [seat for seat, _, _ in game.block_options()] == game.blockers()
            else:
                assert game.block_options() == []
            game.play(rng.choice(game.legal_actions()))
    assert windows > 20      # the playouts reach many windows
