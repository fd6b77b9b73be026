"""The print-and-play sheet's geometry (issue #18.3, ruling DK6), for every
paper and card height a player can choose."""
import pytest

from wuxing_core.deck.sheet import (BLEED, MIN_MARGIN, PAPERS, PER_PAGE, TRIM_HEIGHTS, TRIM_WIDTH, layout,
                                    pages)
from wuxing_core.errors import WuxingError

CHOICES = [(p, h) for p in PAPERS for h in TRIM_HEIGHTS]


def inside(inner, outer, slack=1e-6):
    x, y, w, h = inner
    X, Y, W, H = outer
    return X - slack <= x and Y - slack <= y and x + w <= X + W + slack and y + h <= Y + H + slack


def overlap(a, b):
    return a[0] < b[0] + b[2] - 1e-6 and b[0] < a[0] + a[2] - 1e-6 and a[1] < b[1] + b[3] - 1e-6 and b[1] < a[1] + a[3] - 1e-6


@pytest.mark.parametrize("paper,height", CHOICES)
def test_nine_cards_at_the_chosen_size_inside_the_page_none_overlapping(paper, height):
    sheet = layout(paper, height)
    page = (0, 0, *PAPERS[paper])
    assert len(sheet.cards) == len(sheet.backs) == PER_PAGE
    for side in (sheet.cards, sheet.backs):
        for card in side:
            assert card.trim[2:] == (TRIM_WIDTH, height)
            assert inside(card.trim, card.bleed) and inside(card.bleed, page)
        for a in side:
            for b in side:
                if a.slot != b.slot:
                    assert not overlap(a.bleed, b.bleed)


@pytest.mark.parametrize("paper,height", CHOICES)
def test_outer_bleed_is_full_and_inner_bleed_is_what_the_gutter_allows(paper, height):
    sheet = layout(paper, height)
    for card in sheet.cards:
        tx, ty, tw, th = card.trim
        bx, by, bw, bh = card.bleed
        col, row = card.slot % 3, card.slot // 3
        assert tx - bx == pytest.approx(BLEED if col == 0 else sheet.col_gutter / 2)
        assert ty - by == pytest.approx(BLEED if row == 0 else sheet.row_gutter / 2)
        assert (by + bh) - (ty + th) == pytest.approx(BLEED if row == 2 else sheet.row_gutter / 2)
    assert 0 <= sheet.row_gutter <= 2 * BLEED and 0 <= sheet.col_gutter <= 2 * BLEED


def test_a4_has_room_for_full_bleeds_and_margins_at_every_height():
    for h in TRIM_HEIGHTS:
        sheet = layout("a4", h)
        assert (sheet.col_gutter, sheet.row_gutter) == (2 * BLEED, 2 * BLEED)
        assert sheet.margin_y >= MIN_MARGIN and sheet.margin_x >= MIN_MARGIN


def test_letter_narrows_the_row_gutter_before_the_margin():
    """DK6: Letter is 279.4 mm high: full 4 mm gutters fit up to 87 mm cards,
    then the gutter narrows (88: 2.7 mm), and only at 90 mm the margin too."""
    assert layout("letter", 87).row_gutter == 4.0
    assert layout("letter", 88).row_gutter == pytest.approx(2.7)
    assert layout("letter", 89).margin_y == MIN_MARGIN
    assert layout("letter", 90).row_gutter == 0 and layout("letter", 90).margin_y == pytest.approx(2.7)


@pytest.mark.parametrize("paper,height", CHOICES)
def test_backs_land_on_the_fronts_when_the_sheet_turns_over_its_long_edge(paper, height):
    sheet = layout(paper, height)
    for front, back in zip(sheet.cards, sheet.backs):
        x, y, w, h = back.trim
        assert (sheet.width - x - w, y) == pytest.approx(front.trim[:2])


@pytest.mark.parametrize("paper,height", CHOICES)
def test_crop_marks_lie_in_the_margins_on_every_trim_line(paper, height):
    sheet = layout(paper, height)
    xs = {c.trim[0] for c in sheet.cards} | {c.trim[0] + c.trim[2] for c in sheet.cards}
    ys = {c.trim[1] for c in sheet.cards} | {c.trim[1] + c.trim[3] for c in sheet.cards}
    marked_x = {m[0] for m in sheet.marks if m[0] == m[2]}
    marked_y = {m[1] for m in sheet.marks if m[1] == m[3]}
    assert {round(x, 3) for x in xs} == marked_x and {round(y, 3) for y in ys} == marked_y
    for x1, y1, x2, y2 in sheet.marks:
        for card in sheet.cards:    # no mark is drawn over a card
            assert not overlap((min(x1, x2), min(y1, y2), abs(x2 - x1) or 1e-3, abs(y2 - y1) or 1e-3), card.bleed)


def test_pages_of_a_deck():
    assert pages(25) == [list(range(9)), list(range(9, 18)), list(range(18, 25))]
    assert pages(0) == []


@pytest.mark.parametrize("paper,height", [("a3", 88), ("a4", 85), ("a4", 91), ("a4", "88"), ("letter", 88.5)])
def test_other_choices_are_refused(paper, height):
    with pytest.raises(WuxingError):
        layout(paper, height)
