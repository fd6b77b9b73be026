"""Seeded random playouts of every layout with invariants at every step (issue #3.5)."""
import random

import pytest

from wuxing_core.errors import IllegalActionError, InvalidNotationError
from wuxing_core.tower.layouts import LAYOUT_NAMES
from wuxing_core.tower import Tower
from wuxing_core.tower.actions import parse_action

NOTATION_CHARS = "abcdefghijz0123456789<>-/=木火土金水 x|"


def state(t: Tower):
    return t.to_text(), t.printed(), t.discard, t.items, t.history


def playout(layout: str, seed: int, check_all_actions: bool) -> Tower:
    rng = random.Random(seed)
    t = Tower.deal(layout, seed)
    while not t.is_over():
        actions = t.legal_actions()
        assert actions, "not over, so something is legal"
        names = {str(a) for a in actions}
        assert len(names) == len(actions)
        if check_all_actions:  # every legal action applies and undoes cleanly
            before = state(t)
            for a in actions:
                t.play(a)
                t.undo()
                assert state(t) == before
        # Random well-formed actions: legal iff listed; refused ones change nothing.
        for _ in range(5):
            c1, c2 = (rng.randrange(t.width), rng.randrange(t.height)), (rng.randrange(t.width), rng.randrange(t.height))
            text = rng.choice([f"{chr(97 + c1[0])}{c1[1] + 1}{rng.choice('<>')}{chr(97 + c2[0])}{c2[1] + 1}",
                               f"金{chr(97 + c1[0])}{c1[1] + 1}",
                               f"水{chr(97 + c1[0])}{c1[1] + 1}-{chr(97 + c2[0])}{c2[1] + 1}"])
            before = state(t)
            legal = str(parse_action(text)) in names
            try:
                t.play(text)
                assert legal, text
                t.undo()
            except IllegalActionError:
                assert not legal, text
            assert state(t) == before
        # Random junk is refused as notation and changes nothing.
        junk = "".join(rng.choice(NOTATION_CHARS) for _ in range(rng.randrange(0, 9)))
        before = state(t)
        try:
            t.play(junk)
            t.undo()
        except (InvalidNotationError, IllegalActionError):
            pass
        assert state(t) == before
        # Prefer stacks; use an item now and then.
        stacks = [a for a in actions if a.item is None]
        action = rng.choice(stacks if stacks and rng.random() < 0.85 else actions)
        before_text, before_json = t.to_text(), t.to_json()
        t.play(str(action))
        # Invariants
        assert t.card_count() + len(t.discard) == 20
        assert Tower.from_text(t.to_text()).to_text() == t.to_text()
        restored = Tower.from_json(t.to_json())
        assert restored == t and restored.to_json() == t.to_json()
        t.undo()
        assert t.to_text() == before_text
        t.redo()
        assert Tower.from_json(before_json).to_text() == before_text
    assert t.is_won() or t.is_stuck()
    return t


@pytest.mark.parametrize("layout", LAYOUT_NAMES)
def test_playouts_quick(layout):
    for seed in range(6):
        playout(layout, seed, check_all_actions=seed == 0)


@pytest.mark.slow
@pytest.mark.parametrize("layout", LAYOUT_NAMES)
def test_playouts_thousands(layout):
    for seed in range(250):
        playout(layout, 1000 + seed, check_all_actions=seed % 50 == 0)
