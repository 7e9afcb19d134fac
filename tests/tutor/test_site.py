"""The rules site's generator: every lesson on its game's page with its board and live link (?lesson=N on the
configured server), the lessons in our own words (no run of 12 words from a rulebook), the course's questions;
the front page's gallery; and saved tutor notebooks that show their SVG board where no kernel runs."""
import base64
import hashlib
import html
import re
from functools import lru_cache

import pytest

from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.site import boards, pages
from tools.rulebook_shingles import OUT

from tests.support import ROOT

RULEBOOK_RUNS = set(OUT.read_text().split())  # hashed 7-word runs of the rulebooks (tools/rulebook_shingles.py)
SERVER = "https://tutor.example.org/fish"
RUN = 12  # words in a row that would be copying


@lru_cache(maxsize=None)
def page(name: str) -> str:
    return pages.game_page(name, SERVER)


def words(text: str) -> list[str]:
    """The words of ``text``, lower case, punctuation dropped."""
    return re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))


def our_words(text: str) -> str:
    """A page's own words: no boards (their labels are the game's names) and no edition table (it quotes the
    rulebook on purpose, beside what this edition does)."""
    text = re.sub(r"<svg.*?</svg>", " ", text, flags=re.S)
    text = re.sub(r"<table class='edition'>.*?</table>", " ", text, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def test_every_game_with_lessons_has_a_page():
    taught = {g for games in boards.PAGES.values() for g in games}
    assert taught == set(LESSONS)


@pytest.mark.parametrize("name", list(boards.PAGES))
def test_every_lesson_appears_with_its_board_and_its_live_link(name):
    text = page(name)
    for game in boards.PAGES[name]:
        for number, step in enumerate(LESSONS[game], start=1):
            block = pages.lesson_block(game, number - 1, SERVER)
            assert block in text
            assert html.escape(step.title) in block and "<svg" in block and "<title>" in block
            link = f"{SERVER}/voila/render/{game}.ipynb?lesson={number}"
            assert (f"href='{link}'" in block) == (game == name), (game, number)
    assert text.count("<svg") == sum(len(LESSONS[g]) for g in boards.PAGES[name])
    assert text.count("class='edition'") == len(boards.PAGES[name])


def test_the_live_links_default_to_the_voila_folder_beside_the_site():
    assert "href='../voila/render/jumping_fish.ipynb?lesson=3'" in pages.lesson_block("jumping_fish", 2, "")


def test_a_page_says_where_its_live_links_need_a_server():
    beside, elsewhere = pages.game_page("jumping_fish", ""), page("jumping_fish")
    assert "class='live-note'" in beside and "make demo" in beside and "make site SERVER=" in beside
    assert beside.count("data-beside='1'") == len(LESSONS["jumping_fish"])  # the file:// script marks these
    assert "data-beside" not in elsewhere and f"open the tutor at {SERVER}/" in elsewhere


def untitled(svg: str) -> str:
    """An SVG board without its title and label (the site names the lesson, the tutor's board names the game)."""
    return re.sub(r' aria-label="[^"]*"|<title>.*?</title>', "", svg, count=2)


@pytest.mark.parametrize("name", list(boards.PAGES))
def test_the_site_draws_each_lesson_as_the_tutor_first_shows_it(name):
    """The site's board of lesson N is the tutor's first view of it, Tutor(game, start=N-1): the same scene after
    the bots' opening moves, with the tutor's banner, lit moves and hidden answers (Cats in the Barrel's lesson 1
    drew the scenario before the deal was played out)."""
    from fishtutor.render.svg import to_svg
    from fishtutor.tutor import Tutor
    for index, step in enumerate(LESSONS[name]):
        tutor = Tutor(name, start=index)
        assert untitled(boards.lesson_svg(name, index)) == to_svg(tutor.board.session.scene()), (name, index + 1)


@pytest.mark.parametrize("name", list(boards.PAGES))
def test_no_page_copies_a_rulebook_sentence(name):
    """No run of RUN words from a rulebook: a copied run has every one of its 7-word windows in the rulebooks."""
    ours = words(our_words(page(name)))
    hashed = [hashlib.sha1(" ".join(ours[i:i + 7]).encode()).hexdigest()[:12] in RULEBOOK_RUNS
              for i in range(len(ours) - 6)]
    windows = RUN - 7 + 1
    copied = [" ".join(ours[i:i + RUN]) for i in range(len(hashed) - windows + 1) if all(hashed[i:i + windows])]
    assert not copied, copied[:3]


def test_the_copy_check_finds_a_copied_sentence():
    # a run the rulebook prints (Fish Eat Fish, Setting Up), which the check must catch
    copied = "each player selects one color and will play with that set of five stackable fish and eleven"
    hashed = [hashlib.sha1(" ".join(copied.split()[i:i + 7]).encode()).hexdigest()[:12] in RULEBOOK_RUNS
              for i in range(len(copied.split()) - 6)]
    assert len(hashed) >= RUN - 6 and all(hashed)


def test_an_assignment_page_folds_its_answers_and_points_to_the_graded_assignment():
    from fishtutor.probability.course import course
    fishy = next(a for a in course() if a.game == "fishy")
    text = pages.assignment_page(fishy, {}, SERVER)
    assert text.count("<summary>Worked answer</summary>") == len(fishy.questions)
    assert f"href='{SERVER}/voila/render/assignment_fishy.ipynb'" in text
    assert "graded version" in text
    for q in fishy.questions:
        assert html.escape(q.exercise.question) in text


def test_a_thumbnail_keeps_the_board_proportions():
    svg = boards.start_svg("fish_eat_fish")
    small = boards.scaled(svg, 200)
    w, h = (float(x) for x in re.search(r'width="([\d.]+)" height="([\d.]+)"', svg).groups())
    assert re.match(rf'<svg [^>]*width="200" height="{round(h * 200 / w)}"', small)
    assert "<title>" in small and small.count("<text") == svg.count("<text")
    with pytest.raises(ValueError, match="width and height"):
        boards.scaled("<p>no picture</p>", 200)


def test_the_front_page_gallery_has_a_card_per_tutor_with_its_figures_and_links(monkeypatch):
    from fishtutor.tutor.tables import games_html
    monkeypatch.delenv("FISHTUTOR_SITE", raising=False)
    gallery = games_html()
    assert gallery.count("<li ") == len(boards.PAGES) == gallery.count("<img ") == gallery.count(" alt='The ")
    for game in boards.PAGES:
        assert f"{len(LESSONS[game])} lessons · {boards.players_words(game)}" in gallery
        for href in (f"{game}.ipynb", f"assignment_{boards.ASSIGNMENTS[game]}.ipynb", f"../../site/{game}.html"):
            assert f"href='{href}' target='_self'" in gallery  # the same tab, as every other link of the page
        assert f">{GAMES[game].title} rules page</a>" in gallery  # five rules pages, each named for its game
    assert GAMES["fishing_frenzy"].playing_time in gallery and "text-decoration:underline" in gallery
    monkeypatch.setenv("FISHTUTOR_SITE", "https://rules.example.org/")
    assert "href='https://rules.example.org/jumping_fish.html'" in games_html()


# ---- static boards: a saved tutor notebook shows its SVG board where no kernel runs (GitHub, nbviewer) ----
TUTOR_NOTEBOOKS = ROOT / "notebooks"


@pytest.mark.parametrize("game", list(boards.PAGES))
def test_a_saved_tutor_notebook_shows_its_svg_board_in_nbconvert_html(game):
    import nbformat
    from nbconvert import HTMLExporter

    from tests.support.execute_notebooks import STATE, VIEW
    nb = nbformat.read(TUTOR_NOTEBOOKS / f"{game}.ipynb", as_version=4)
    board = next(o for c in nb.cells for o in c.get("outputs", []) if "image/svg+xml" in o.get("data", {}))
    model = board["data"][VIEW]["model_id"]
    assert model not in nb.metadata["widgets"][STATE]["state"]  # no saved state: the static view cannot draw it
    assert nb.metadata["widgets"][STATE]["state"]  # the other widgets' state is still saved
    page, _ = HTMLExporter().from_notebook_node(nb)
    shown = re.findall(r'data-mime-type="image/svg\+xml"[^>]*>\s*<img [^>]*src="data:image/svg\+xml;base64,([^"]+)"', page)
    pictures = [base64.b64decode(b).decode() for b in shown]
    title = f"<title>{html.escape(GAMES[game].title)} board</title>"
    assert any(title in svg and "<text" in svg for svg in pictures), [svg[:300] for svg in pictures]
    assert f'"model_id": "{model}"' not in page


def test_only_the_pictured_widgets_and_the_models_only_they_use_are_left_unsaved():
    import nbformat

    from tests.support.execute_notebooks import STATE, VIEW, drop_pictured_widgets

    def ref(m):
        return f"IPY_MODEL_{m}"
    state = {"a1": {"state": {"children": [ref("b1"), ref("c1")]}}, "b1": {"state": {}}, "c1": {"state": {}},
             "d1": {"state": {"layout": ref("c1")}}, "e1": {"state": {}}}
    nb = nbformat.v4.new_notebook(metadata={"widgets": {STATE: {"state": state}}})
    nb.cells = [nbformat.v4.new_code_cell(outputs=[nbformat.v4.new_output(
        "execute_result", {VIEW: {"model_id": "a1"}, "image/svg+xml": "<svg/>", "text/plain": "board"}),
        nbformat.v4.new_output("execute_result", {VIEW: {"model_id": "d1"}, "text/plain": "menu"})])]
    assert drop_pictured_widgets(nb) == 2
    assert set(nb.metadata["widgets"][STATE]["state"]) == {"c1", "d1", "e1"}  # c1: the other widget uses it too
    assert drop_pictured_widgets(nbformat.v4.new_notebook()) == 0
