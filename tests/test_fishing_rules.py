"""釣鶼鰈 rules F1–F10 through the same API the page uses (issue #5.1, #5.3)."""
import pytest

from wuxing_core.errors import IllegalActionError, InvalidNotationError, InvalidPositionError
from wuxing_core.fishing import GRIDS, SAFETY_ROUNDS, Fishing
from wuxing_core.fishing.events import GameEnded, LineFailed, TurnedDown, TurnStarted
from wuxing_core.fishing.line import classify


def play(g: Fishing, *actions: str) -> Fishing:
    for a in actions:
        g.play(a)
    return g


def stack(g: Fishing, name: str) -> str:
    """The test may look under the cards: bottom first, lower case when face down."""
    from wuxing_core.coords import parse_cell
    col, row = parse_cell(name)
    return "".join(("木火土金水"[c - 5] if c >= 5 else "木火土金水"[c] + "↓")
                   for c in g._cells[row * g.cols + col])


# -- F1, F2 set-up -------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_from_seed(players):
    g = Fishing.deal(players, seed=11)
    rows, cols = GRIDS[players]
    assert (g.rows, g.cols) == (rows, cols) and rows * cols == 15 * players   # F1: 30 / 45 / 60
    assert all(g.hand(p) == "木火土金水" for p in range(players))          # F1/F10
    hidden = sorted(c for s in g._cells for c in s)
    assert hidden == sorted(list(range(5)) * 3 * players)                    # 3 per element each
    assert all(len(s) == 1 for s in g._cells)                                # one card per cell
    assert g.current_player() == g.first == g.active_player                 # F2
    assert Fishing.deal(players, 11).to_json() == g.to_json()                # seeded
    firsts = {Fishing.deal(players, s).first for s in range(40)}
    assert firsts == set(range(players))                                     # the die reaches every seat


def test_bad_setup():
    for bad in (1, 5, "2"):
        with pytest.raises(InvalidPositionError):
            Fishing.deal(bad, 1)
    for field in ("", "木火/木", "木x", 3):
        with pytest.raises(InvalidPositionError):
            Fishing.from_deal(field)
    with pytest.raises(InvalidPositionError):
        Fishing.from_deal("木火", hands=["木"])


# -- F4 combinations -------------------------------------------------------------
@pytest.mark.parametrize("line,kind", [
    ("木", "open"), ("", "open"),                                    # ruling FC2: all blocked
    ("木木", "pair"), ("水木木土", "pair"),
    ("木火", "open"), ("木火土金", "open"), ("木火土金水", "dragon"), ("金水木火土", "dragon"),
    ("木土", "open"), ("金木土水", "open"), ("金木土水火", "tiger"), ("水火金木土", "tiger"),
    ("木水", "broken"), ("木金", "broken"), ("水木土", "broken"), ("木火土金木", "broken"),
    ("木火水", "broken"), ("木土火", "broken"),
    # F4b: a run of five inside a longer line scores; the rest does not spoil it
    ("木火土金水木", "dragon"), ("水木火土金水", "dragon"), ("土金木土水火", "tiger"), ("水金木土水火木", "tiger"),
    ("木火土金水木火土金水", "dragon"), ("木木火土金水", "dragon"), ("水水金木土水火", "pair"),
    ("木火土金木火", "broken"), ("金木土水木", "broken"),
])
def test_classify(line, kind):
    assert classify(["木火土金水".index(c) for c in line]).kind == kind


def test_every_pair_scores_left_to_right():  # ruling FC1
    assert classify([0, 0, 0]).groups == ((0, 1),)
    assert classify([0, 0, 1, 1]).groups == ((0, 1), (2, 3))


def test_runs_of_five_inside_a_longer_line():  # ruling F4b, FC3
    def groups(line):
        return classify(["木火土金水".index(c) for c in line]).groups
    assert groups("木火土金水木") == ((0, 1, 2, 3, 4),)             # the first run in line order
    assert groups("木火土金水木火土金水") == ((0, 1, 2, 3, 4), (5, 6, 7, 8, 9))   # two, no overlap
    assert groups("木木火土金水") == ((1, 2, 3, 4, 5),)             # FC3: the pair shares a card with the run
    assert groups("木火土金水水") == ((0, 1, 2, 3, 4),)
    assert groups("木火土金水土土") == ((0, 1, 2, 3, 4), (5, 6))     # a pair beside the run scores too
    assert groups("水水金木土水火") == ((0, 1), (2, 3, 4, 5, 6))     # tiger 金木土水火 and the pair 水水
    # every window of five that follows one order is found, at every offset
    for k in range(6):
        for start in range(5):
            run = [(start + j) % 5 for j in range(5)]
            line = [2] * k + run if k % 2 == 0 else run + [2] * k
            v = classify(line)
            assert any(len(g) == 5 for g in v.groups), line


def test_seed_example_rescue_by_water_inside_a_longer_line():  # F4b, F5
    g = Fishing.from_deal("木火土金木./......", hands=["水", ""])
    play(g, *(f"flip {c}1" for c in "abcde"))
    assert g.line_text() == "木火土金木" and g.line_kind() == "broken"
    assert "play 水 4 f1" in {str(a) for a in g.legal_actions()}      # the rescue is offered
    g.play("play 水 4 f1")                                            # between 金 and 木
    assert g.pile(0) == [("dragon", "木火土金水")] and g.scores() == [7, 0]
    assert g.view(0)["cells"][4]["up"] == "木"                        # the stray 木 stays face up, out of play
    g.play("stop")
    assert stack(g, "e1") == "木↓"


def test_a_run_with_a_second_kind_scores_each_group_as_its_own_kind():  # F4b, FC3
    from wuxing_core.fishing.line import run_kind
    v = classify(["木火土金水".index(c) for c in "水水金木土水火"])
    assert [run_kind([["木火土金水".index(c) for c in "水水金木土水火"][k] for k in grp]) for grp in v.groups] \
        == ["pair", "tiger"]


def test_pair_by_two_flips_scores_and_leaves_the_field():
    g = Fishing.from_deal("木木火", hands=["", ""])
    play(g, "flip a1", "flip b1")
    assert g.pile(0) == [("pair", "木木")] and g.scores() == [2, 0]
    assert g.is_empty((0, 0)) and g.is_empty((1, 0)) and g.line_kind() == "empty"
    assert {str(a) for a in g.legal_actions()} == {"flip c1", "stop"}   # F4: a new line or stop


@pytest.mark.parametrize("field,kind", [("木火土金水", "dragon"), ("金木土水火", "tiger")])
def test_five_flips_make_a_dragon_or_tiger(field, kind):
    g = play(Fishing.from_deal(field + "木", hands=["", ""]), *(f"flip {c}1" for c in "abcde"))
    assert g.pile(0) == [(kind, field)] and g.scores() == [7, 0]


def test_broken_line_without_rescue_fails_and_turns_down():
    g = play(Fishing.from_deal("木水火火", hands=["", ""]), "flip a1", "flip b1")
    # 木 水: broken, nothing in hand to rescue it: the line fails (ruling FG2), turn passes.
    assert g.active_player == 1 and g.turn == 2 and g.line_kind() == "empty"
    assert stack(g, "a1") == "木↓" and stack(g, "b1") == "水↓"
    assert g.events[-3:] == [LineFailed(0, True), TurnedDown(("a1", "b1")), TurnStarted(1, 2)]


def test_open_line_must_be_flipped_twice_before_giving_up():
    g = play(Fishing.from_deal("木火土金金", hands=["", ""]), "flip a1")
    with pytest.raises(IllegalActionError, match="at least twice"):
        g.play("fail")
    play(g, "flip b1", "fail")
    assert g.active_player == 1 and stack(g, "a1") == "木↓"


# -- the seed's examples (F5, F7) ------------------------------------------------
def seed_line(hands=("木火土金水", "")) -> Fishing:
    """水 木 土 flipped by player 1; d1 holds 金; a2 is empty."""
    g = Fishing.from_deal("水木土金/.木..", hands=list(hands))
    play(g, "flip a1", "flip b1", "flip c1")
    assert g.line_text() == "水木土" and g.line_kind() == "broken"
    return g


def test_seed_rescue_with_fire_between_wood_and_earth():
    g = seed_line()
    g.play("play 火 2 a2")                    # F5: between 木 and 土, on an empty cell
    assert g.line_text() == "水木火土" and g.line_kind() == "open"   # an open dragon
    g.play("flip d1")
    assert g.pile(0) == [("dragon", "水木火土金")] and g.scores() == [7, 0]


def test_seed_same_line_as_the_pair_wood_wood():
    g = seed_line()
    g.play("play 木 2 a2")
    assert g.pile(0) == [("pair", "木木")]
    assert g.view(0)["cells"][0]["up"] == "水" and g.view(0)["cells"][2]["up"] == "土"  # out of play
    g.play("stop")                             # phase end: 水 and 土 turn face down
    assert stack(g, "a1") == "水↓" and stack(g, "c1") == "土↓"
    assert g.is_empty((1, 0)) and g.is_empty((0, 1)) and g.active_player == 1


def test_seed_block_and_counter_end_as_water_over_earth():
    # The opponent holds only 水: nothing of theirs overcomes 水, 木 or 土, so no window yet.
    g = seed_line(hands=("木火土金水", "水"))
    g.play("play 火 2 a2")
    assert g.phase == "window" and g.current_player() == 1          # F7: a responder, explicit
    g.play("block 水 a2")                                            # 水 overcomes 火
    assert g.line_text() == "水木[火]土" and g.line_kind() == "broken"
    assert g.current_player() == 0                                    # the active player may counter
    g.play("block 土 a2")                                            # 土 overcomes 水: 火 counts again
    assert g.line_text() == "水木火土" and g.line_kind() == "open" and g.phase == "flip"
    g.play("flip d1")
    assert g.pile(0) == [("dragon", "水木火土金")]
    g.play("stop")
    # Seed: 土 lay on 水; turned face down as one stack it is 水 on top, 土 under (F7, FS1).
    assert stack(g, "a2") == "土↓水↓"
    g2 = g.copy()
    g2.play("flip a2")
    assert g2.line_text() == "水"


def test_block_parity_odd_blocks_even_counts():  # F7 with three players
    g = Fishing.from_deal("火木金水/....", players=3,
                          hands=["木火土金水", "水", "土"])
    # player 2 (水) and player 3 (土) may block; they answer in seat order.
    g.play("flip a1")                              # 火
    assert g.current_player() == 1
    g.play("block 水 a1")                          # 1 card on 火: blocked
    assert g.line_text() == "[火]" and g.current_player() == 2   # seat order from the blocker
    g.play("pass")
    assert g.current_player() == 0
    g.play("block 土 a1")                          # 2 cards: counts again
    # Player 3's 土 does not overcome the top 土 and player 2 has blocked: no one is asked.
    assert g.line_text() == "火" and g.phase == "flip" and g.current_player() == 0


def test_three_covers_block_again():
    g = Fishing.from_deal("火木/..", players=3,
                          hands=["土", "水", "木"])
    play(g, "flip a1", "block 水 a1", "block 土 a1", "block 木 a1")
    assert g.line_entries() == [(1, True)] and g.line_text() == "[火]"   # 3 covers: blocked


def test_windows_ask_only_players_with_a_legal_block_in_seat_order():  # ruling FW1
    g = Fishing.from_deal("火木金水/....", players=4, first=2, hands=["", "水", "", "水"])
    g.play("flip a1")                  # player 3 flips 火: players 4, 1, 2 in seat order; 1 has nothing
    assert g.current_player() == 3
    g.play("pass")
    assert g.current_player() == 1
    g.play("pass")
    assert g.phase == "flip" and g.current_player() == 2


def test_one_block_per_player_per_turn():
    g = Fishing.from_deal("火火木.", hands=["", "水水"])
    g.play("flip a1")
    g.play("block 水 a1")
    assert g.can(1)["block"] is False
    g.play("flip b1")                  # 火 again: player 2 has 水 left but has blocked this turn
    assert g.phase == "flip" and g.current_player() == 0


def test_pending_combination_is_blocked_before_it_scores():
    g = Fishing.from_deal("木木火", hands=["", "金"])
    play(g, "flip a1", "pass", "flip b1")
    assert g.line_kind() == "pair" and g.phase == "window" and g.scores() == [0, 0]
    g.play("block 金 b1")
    assert g.scores() == [0, 0] and g.line_text() == "木[木]"


def test_hand_play_must_not_leave_the_line_broken():  # ruling FH2
    g = seed_line()
    with pytest.raises(IllegalActionError, match="broken"):
        g.play("play 金 0 a2")
    g2 = Fishing.from_deal("木.")
    with pytest.raises(IllegalActionError, match="no line"):  # ruling FH1
        g2.play("play 木 0 b1")


def test_hand_play_needs_an_empty_or_face_down_cell():
    g = seed_line()
    with pytest.raises(IllegalActionError, match="neither empty nor face down"):
        g.play("play 火 2 b1")
    g.play("play 火 2 b2")                     # on the face-down 木 of b2
    assert stack(g, "b2") == "木↓火"


def test_face_down_placement_and_the_flip_of_it():
    g = Fishing.from_deal("木火/..", hands=["木火土金水", ""])
    play(g, "flip a1", "down 木 a2")
    assert g.hand(0) == "火土金水" and g.view(0)["cells"][2] == {"name": "a2", "down": 1, "up": "", "entry": -1}
    with pytest.raises(IllegalActionError, match="already placed"):
        g.play("down 火 b2")
    g.play("flip a2")
    assert g.pile(0) == [("pair", "木木")]


def test_own_block_rescues_a_broken_line():  # F4: rescue by F7; ruling FB1
    g = Fishing.from_deal("水木土", hands=["木", ""])
    play(g, "flip a1", "flip b1", "flip c1")   # 水 木 土 broken; no free cell for a hand play
    assert {str(a) for a in g.legal_actions()} == {"block 木 c1", "fail"}
    g.play("block 木 c1")                      # 木 overcomes 土: 水 木 is open again
    assert g.line_text() == "水木[土]" and g.line_kind() == "open"


def test_errors_change_nothing():
    g = seed_line(hands=("木火土金水", "水"))
    before = (g.to_text(), g.to_json(), list(g.events))
    for bad in ("flip a1", "flip z9", "play 火 9 a2", "play 龍 1 a2", "block 金 a1", "pass",
                "stop", "down 火 b1", "", "flip", None, 3):
        with pytest.raises((IllegalActionError, InvalidNotationError)) as err:
            g.play(bad)
        assert isinstance(err.value, ValueError) and err.value.zh
        assert (g.to_text(), g.to_json(), list(g.events)) == before


def test_illegal_messages_quote_the_action():
    g = Fishing.from_deal("木火")
    with pytest.raises(IllegalActionError) as err:
        g.play("flip c1")
    assert "'flip c1'" in str(err.value) and "off the 1×2 field" in str(err.value)


# -- F8, F9 ------------------------------------------------------------------------
def test_game_ends_when_nothing_is_left_to_flip():  # F9; stop only after a score (FE1)
    g = play(Fishing.from_deal("木木", hands=["", ""]), "flip a1", "flip b1", "stop")
    assert g.is_over() and g.end_reason == "exhausted" and g.winners() == [0]
    with pytest.raises(IllegalActionError, match="game is over"):
        g.play("stop")


def test_safety_stop_after_ten_quiet_rounds():  # F9, ruling FE2
    g = Fishing.from_deal("火木水水水水/水水水水水水", hands=["", ""])   # 12 cards: more than F9c's 10
    turns = 0
    while not g.is_over():
        play(g, "flip a1", "flip b1")     # 火 木: broken, no rescue, fails every time
        turns += 1
    assert turns == SAFETY_ROUNDS * 2 and g.end_reason == "safety"
    assert g.winners() == [0, 1]          # equal scores share the win
    assert g.events[-1] == GameEnded("safety")


def test_f9c_short_field_stops_after_three_quiet_rounds():  # F9c
    g = Fishing.from_deal("火木水水水/水水水水水", hands=["", ""])      # 10 cards on the field
    assert g.view(0)["short_stop"] and g.view(0)["safety_turns"] == 3 * 2
    turns = 0
    while not g.is_over():
        play(g, "flip a1", "flip b1")
        turns += 1
    assert turns == 3 * 2 and g.end_reason == "safety"


def test_a_score_resets_the_safety_count_and_a_short_field_shortens_it():  # F9, F9c
    g = Fishing.from_deal("火木木木水水/水水水水水水", hands=["", ""])    # 12 cards
    for _ in range(19):
        play(g, "flip a1", "flip b1")
    assert g.view(0)["quiet_turns"] == 19 and g.view(0)["safety_turns"] == 20 and not g.is_over()
    play(g, "flip b1", "flip c1")         # a pair: two cards left the field, 10 remain
    assert g.view(0)["quiet_turns"] == 19 and g.scores()[1] == 2
    g.play("stop")
    view = g.view(0)
    assert view["quiet_turns"] == 0 and view["short_stop"] and view["safety_turns"] == 6   # F9c


def test_f9b_game_ends_when_no_combination_can_form():  # F9b
    g = play(Fishing.from_deal("木木火土", hands=["", ""]), "flip a1", "flip b1")   # a pair scores
    assert not g.is_over()                # only checked at the start of a turn
    g.play("stop")                        # left: 火 土 face down, empty hands: no pair, not five
    assert g.is_over() and g.end_reason == "no_combination" and g.events[-1] == GameEnded("no_combination")
    assert g.winners() == [0]


def test_f9b_hand_cards_count_as_cards_in_play():  # F9b: hand cards reach the field (F5, F6)
    assert not Fishing.from_deal("木火土金", hands=["水", ""]).is_over()      # five elements in play
    assert not Fishing.from_deal("木火土金", hands=["", "木"]).is_over()      # 木 twice
    assert Fishing.from_deal("木火土金", hands=["", ""]).end_reason == "no_combination"


def test_f9b_exhaustive_small_fields():  # F9b against a brute force on every 1–4-card field
    from itertools import product
    from wuxing_core.elements import CHARS
    for n in range(1, 5):
        for cards in product(CHARS, repeat=n):
            g = Fishing.from_deal("".join(cards), hands=["", ""])
            could = len(set(cards)) < n      # a repeated element could pair; five kinds need 5 cards
            assert g.is_over() == (not could), cards


def test_score_counters():
    from wuxing_core.fishing.line import POINTS
    assert POINTS == {"pair": 2, "dragon": 7, "tiger": 7}   # F8


# -- FP1: which block windows are worth a prompt -----------------------------------------
def test_block_matters_only_to_stop_a_score_or_mend_ones_own_line():
    g = seed_line(hands=("木火土金水", "水"))
    g.play("play 火 2 a2")                    # 水木火土: open, nothing scores yet
    assert g.phase == "window" and g.current_player() == 1
    assert not g.block_matters()              # 水 on 火 would only break an open line
    g.play("block 水 a2")
    assert g.current_player() == 0 and g.line_kind() == "broken"
    assert g.block_matters()                  # the counter 土 mends the own line
    g = Fishing.from_deal("木木火", hands=["", "金"])
    g.play("flip a1")
    assert g.phase == "window" and not g.block_matters()
    g.play("pass")
    g.play("flip b1")                          # the pair 木木 waits for the window
    assert g.phase == "window" and g.block_matters()
    g = Fishing.from_deal("木木火", hands=["", "火"])   # 火 overcomes neither 木: no block at all
    g.play("flip a1")
    assert g.phase != "window" and not g.block_matters()
