"""The embed builder's sketches and snippets (web/app/embed/recipe.py, issue
#40, ruling E5): every edit checked by the engine, a refusal that leaves the
sketch as it was and carries a reason the page words in both languages, and
a snippet or link that reads back to the same demo."""
import html
import json
import random
import re

import pytest

from page_stub import APP, needs_app, plain_module
from wuxing_core.errors import WuxingError
from wuxing_core.tower import Tower

pytestmark = needs_app
BASE = "https://blog.example/games/embed.html"


@pytest.fixture(scope="module")
def r():
    yield from plain_module("embed.recipe")


def worded() -> set[str]:
    texts = json.loads((APP / "common" / "texts.json").read_text(encoding="utf-8"))
    table = texts["refusals.builder"]
    assert all(len(pair) == 2 and all(pair) for pair in table.values())
    return set(table)


def refused(edit) -> WuxingError:
    with pytest.raises(WuxingError) as caught:
        edit()
    assert caught.value.reason in worded(), caught.value.message
    return caught.value


def random_tower(r, rng: random.Random):
    w, h = rng.randint(1, 12), rng.randint(1, 12)
    cards = rng.randint(1, 20)
    s = r.TowerSketch(w, h, tuple(rng.choice("木火土金水") if i == 0 else "" for i in range(w * h)), "")
    for _ in range(cards - 1):
        s = s.put(rng.randrange(w * h), rng.choice("木火土金水"))
    for e in rng.sample("木火土金水", rng.randint(0, 5)):
        s = s.toggled(e)
    return s


def random_play(r, rng: random.Random):
    while True:
        cards = rng.sample(sorted(r.the_set()), 10)
        try:
            return r.PlaySketch(tuple(cards[:rng.randint(1, 6)]), ()).put("beat", cards[9])
        except WuxingError:   # a lead that is no play, that skips or draws: the engine refuses it
            continue


def test_play_sketch_edits_and_refusals(r):
    s = r.PlaySketch()
    assert s.params() == {"hand": "0003,2001,2005", "beat": "0001"}
    assert r.Recipe(s).query() == "demo=play&hand=0003,2001,2005&beat=0001"
    s = s.put("hand", 28).take("hand", 0)
    assert s.hand == (2001, 2005, 28)
    assert refused(lambda: s.put("hand", 1)).reason == "card_twice"
    assert refused(lambda: s.put("beat", 2)).reason == "not_a_play"
    assert refused(lambda: r.PlaySketch((3,), (1, 3005)).checked()).reason == "skips_you"
    assert refused(lambda: r.PlaySketch((3,), (1, 3007)).checked()).reason == "draws_you"
    assert refused(lambda: r.PlaySketch((3,), (1, 1001, 2001, 3001, 4001)).checked()).reason == "beat_size"
    assert refused(lambda: r.PlaySketch((3,)).take("hand", 0)).reason == "hand_size"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=play&hand=3,x")).reason == "not_cards"
    assert r.read("https://x.org/embed.html?demo=play&hand=28&beat=").sketch == r.PlaySketch((28,), ())


def test_tower_edits_are_what_the_engine_reads(r):
    s = r.TowerSketch()
    assert s.position() == "木 火 土/金 水 ."
    s = s.put(5, "火").put(0, "水").toggled("水").toggled("木")
    game = Tower.from_text(s.position())
    assert game.to_text() == "木水 火 土/金 水 火 | 木水"
    assert s.take(0).position() == "木 火 土/金 水 火 | 木水"
    assert s.toggled("木").items == "水"
    grown = s.resized(4, 3)
    assert grown.position() == "木水 火 土 ./金 水 火 ./. . . . | 木水"
    assert grown.resized(1, 1).position() == "木水 | 木水"     # the cards outside are dropped


def test_every_layout_is_a_sketch_the_demo_draws(r):
    from wuxing_core.tower import LAYOUT_NAMES
    for name in LAYOUT_NAMES:
        s = r.TowerSketch.layout(name, 7)
        assert s.position() == Tower.deal(name, 7).to_text(), name
        assert max(s.width, s.height) <= r.BOARD_MOST


def test_tower_refusals_leave_the_sketch_and_have_words(r):
    s = r.TowerSketch(1, 1, ("木",), "")
    assert refused(lambda: s.take(0)).reason == "no_cards"
    full = r.TowerSketch(12, 12, ("木" * 20,) + ("",) * 143, "")
    err = refused(lambda: full.put(5, "火"))
    assert err.reason == "too_many_cards" and err.detail == {"most": 20}
    assert refused(lambda: full.resized(13, 8)).reason == "board_size"
    assert refused(lambda: full.resized(3, 0)).reason == "board_size"
    assert refused(lambda: r.TowerSketch(2, 1, ("", "木"), "").resized(1, 1)).reason == "no_cards"
    assert s == r.TowerSketch(1, 1, ("木",), "") and full.piles[0] == "木" * 20


def test_fishing_edits_and_refusals(r):
    s = r.FishingSketch()
    assert s.params() == {"cards": "水木土金", "hand": "火木"}
    s = s.put("opp", "金").take("hand", 0).put("line", "火")
    assert s.params() == {"cards": "水木土金火", "hand": "木", "opp": "金"}
    assert r.FishingSketch("木木", "", "").params() == {"cards": "木木", "hand": ""}   # no hand: written
    assert refused(lambda: r.FishingSketch("木木").take("line", 0)).reason == "line_short"
    assert refused(lambda: r.FishingSketch("木" * 10).put("line", "火")).reason == "line_full"
    assert refused(lambda: r.FishingSketch(hand="木" * 5).put("hand", "火")).reason == "hand_full"
    assert refused(lambda: r.FishingSketch(opp="木" * 5).put("opp", "火")).reason == "hand_full"


def random_fishing(r, rng):
    """A 釣鶼鰈 sketch the engine accepts, some of its row face up (ruling E1)."""
    while True:
        line = "".join(rng.choices("木火土金水", k=rng.randint(2, 10)))
        up = tuple(i for i in range(len(line)) if rng.random() < 0.3)
        try:
            return r.FishingSketch(line, "".join(rng.choices("木火土金水", k=rng.randint(0, 5))),
                                   "".join(rng.choices("木火土金水", k=rng.randint(0, 5))), up).checked()
        except WuxingError as err:
            assert err.reason in worded(), err.message


def test_face_up_cards_in_the_row(r):
    s = r.FishingSketch("水木火土", "金水").turned(0).turned(1)
    assert s.up == (0, 1) and s.params()["up"] == "1,2"
    assert s.take("line", 0).up == (0,) and s.take("line", 3).up == (0, 1)   # the face-up cards keep their cards
    assert s.take("line", 1).params() == {"cards": "水火土", "hand": "金水", "up": "1"}
    assert s.turned(1).up == (0,) and s.put("line", "水").up == (0, 1)
    assert refused(lambda: r.FishingSketch("水水土金", "火").turned(0).turned(1)).reason == "up_scores"
    broken = r.FishingSketch("水土木火", "水").turned(0).turned(1)   # 水土: broken (F4); a hand 水 rescues it: 水水土
    assert broken.up == (0, 1)
    assert refused(lambda: r.FishingSketch("水土木火", "火").turned(0).turned(1)).reason == "up_fails"   # no rescue

    assert refused(lambda: broken.turned(2)).reason == "up_after_break"
    assert refused(lambda: r.FishingSketch("水木", "火").checked()).reason == "no_combination"   # F9b
    link = "https://x.org/embed.html?demo=fishing&cards=水木火土&hand=金水&up=2,1"
    assert r.read(link).sketch == s
    for up, reason in [("0", "up_outside"), ("5", "up_outside"), ("1,1", "up_bad"), ("a", "up_bad"),
                       ("1,,2", "up_bad"), ("123", "up_bad")]:
        assert refused(lambda: r.read(link.replace("up=2,1", "up=" + up))).reason == reason, up


def test_card_sketch(r):
    assert r.CardSketch(28).checked().params() == {"id": "0028"}
    assert refused(lambda: r.CardSketch(9999).checked()).reason == "no_such_card"


def test_snippets_and_links_read_back_to_the_same_demo(r):
    rng = random.Random(40)
    for i in range(300):
        kind = rng.choice(["tower", "fishing", "card", "play", "cycles"])
        if kind == "tower":
            sketch = random_tower(r, rng)
        elif kind == "fishing":
            sketch = random_fishing(r, rng)
        elif kind == "play":
            sketch = random_play(r, rng)
        elif kind == "card":
            sketch = r.CardSketch(rng.choice(sorted(r.the_set()))).checked()
        else:
            sketch = r.CyclesSketch()
        recipe = r.Recipe(sketch, rng.choice(["zh", "en"]), rng.choice(["light", "dark"]), rng.choice(["now", "tap"]),
                          rng.randrange(200, 1201, 10))
        snippet = recipe.snippet(BASE, "<demo> & \"x\"")
        assert r.read(snippet) == recipe, (i, snippet)
        assert r.read("  " + recipe.link(BASE) + "\n") == r.Recipe(sketch, recipe.lang, recipe.theme, recipe.start), i
        assert "&amp;" in snippet or "&" not in recipe.link(BASE)


def test_what_is_not_a_demo_of_ours_is_refused_with_words(r):
    for text in ["", "hello", "https://x.org/index.html?demo=tower", "<iframe src='https://x.org/page.html'>",
                 "https://x.org/embed.html\n?demo=tower", None, 42]:
        assert refused(lambda: r.read(text)).reason == "not_a_demo", text
    assert refused(lambda: r.read("https://x.org/embed.html?demo=chess")).reason == "unknown_demo"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=tower and words")).reason == "unknown_demo"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=tower&position=x")).reason == "bad_cell"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=tower&position=木 木 | 金金")).reason == "bad_items"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=tower&position=木/木 木")).reason == "uneven_rows"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=tower&position=" + " ".join("木" * 13))).reason \
        == "board_size"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=fishing&cards=木x")).reason == "not_elements"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=fishing&cards=" + "木" * 11)).reason == "line_full"
    assert refused(lambda: r.read("https://x.org/embed.html?demo=card&id=12345")).reason == "no_such_card"
    assert refused(lambda: r.read("<iframe src=\"https://x.org/embed.html?demo=card&amp;id=0\">")).reason \
        == "no_such_card"
    assert r.read("https://x.org/embed.html").sketch == r.CyclesSketch()   # the embed's default demo
    got = r.read('<iframe height="99999" src="//x.org/a/embed.html?demo=tower&start=parent&extra=1">')
    assert (got.height, got.start, got.sketch.position()) == (1200, "tap", "木 火 土/金 水 .")


def test_the_embeds_page_writes_the_builders_snippet(r):
    """The embeds page (web/js/embeds-docs.js) runs no Python, so it writes its
    snippets from its own template: that template, filled in, must be the
    builder's snippet for the same demo, word for word."""
    js = (APP.parent / "js" / "embeds-docs.js").read_text(encoding="utf-8")
    frame = re.search(r"const frame = `(.*?)`;", js).group(1)
    listener = re.search(r"const listener = `(.*?)`;", js, re.S).group(1)
    assert "const snippet = `${frame}\\n${listener}`;" in js
    en_site, zh_site = re.search(r'const site = snippetEn \? "([^"]*)" : "([^"]*)"', js).groups()
    sites = {"en": en_site, "zh": zh_site}
    assert sites == r.SITE_NAMES   # the page and the builder name the site alike, per language (#70.6)
    for lang, name in (("en", "Five elements"), ("zh", "生剋循環")):
        recipe = r.Recipe(r.CyclesSketch(), lang, "dark", "tap", 430)
        link, height, origin = recipe.link(BASE), str(recipe.height), "https://blog.example"
        filled = (frame.replace("${esc(url.href)}", html.escape(link, quote=False).replace('"', "&quot;"))
                  .replace("${esc(site)}", sites[lang]).replace("${esc(name)}", name).replace("${height}", height)
                  + "\n" + listener.replace("${JSON.stringify(base.origin)}", json.dumps(origin)).replace("<\\/script>", "</script>"))
        assert "${" not in filled
        assert filled == recipe.snippet(BASE, name)


def test_a_hostile_paste_is_read_as_html_would_read_it(r):
    """#70.5: the paste reader walks the tags once. Unclosed ``<iframe `` runs,
    tags without a ``src``, and a height on another tag read as they should;
    a snippet past the cap is not looked for."""
    recipe = r.Recipe(r.FishingSketch(), "en", "dark", "tap", 520)
    snippet = recipe.snippet(BASE, "x")
    # An unclosed tag runs to the first ">", so the snippet's src is found in it; its height too.
    assert r.read("<iframe " * 1000 + snippet).sketch == recipe.sketch
    # Tags without a src are passed over; the height is the tag's own, not the first one's.
    got = r.read('<iframe height="300"></iframe><IFRAME title=a>' + snippet)
    assert (got, got.height) == (recipe, 520)
    got = r.read('<iframe height="300"><iframe src="https://x.org/embed.html?demo=cycles">')
    assert (got.sketch, got.height) == (r.CyclesSketch(), 430)
    # What lies past the cap is not read; leading blanks do not count against it.
    assert refused(lambda: r.read("<iframe " * (r.PASTE_MOST // 8 + 1) + snippet)).reason == "not_a_demo"
    assert r.read(" " * (r.PASTE_MOST * 2) + snippet) == recipe
    # A word that only starts like the tag is not one.
    assert refused(lambda: r.read("<iframex src='https://x.org/embed.html'>")).reason == "not_a_demo"
