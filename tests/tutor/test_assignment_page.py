"""An assignment page without a browser: what a learner types, what it costs, what the page keeps and restores."""
import html
import json
from fractions import Fraction

import pytest

from fishtutor.probability.answers import show
from fishtutor.probability.core import Exercise
from fishtutor.probability.course import GAME_ORDER, Assignment, Question, Slip, assignment
from fishtutor.tutor.assignment_page import STORE_PREFIX, AssignmentPage, read_record
from tests.support import ROOT

NOTEBOOKS = ROOT / "notebooks"


def _slipped() -> Assignment:
    """A small assignment whose first question names a slip."""
    ex = Exercise("toy_crab", "A boat shows one of 8 cards, 1 of them a crab. Chance of a crab?", Fraction(1, 8),
                  "One card in eight.", "Count the crabs.", None)
    slip = Slip(Fraction(1, 7), "you left the crab itself out of the cards it could be.", "counts without the event")
    other = Exercise("toy_two", "Two such boats: chance both show a crab?", Fraction(1, 64), "1/8 × 1/8.", "", None)
    return Assignment("fish_frenzy", "A toy", "Two questions.",
                      (Question(ex, "counting", "count", 3, (slip,)), Question(other, "chain", "chain", 4)))


def _page_html(widget) -> str:
    """Every string a widget tree shows (HTML and text boxes, labels, placeholders, menu options)."""
    found = []
    for name in ("value", "placeholder", "description", "_options_labels"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, tuple):
            found.extend(str(v) for v in value)
    for child in getattr(widget, "children", ()):
        found.append(_page_html(child))
    return "\n".join(found)


def _answer(card, text):
    card.answer.value = text
    card.on_check()
    return card


def test_junk_costs_nothing_and_gets_one_plain_sentence():
    page = AssignmentPage(_slipped())
    card = _answer(page.cards[0], "a crab, I think")
    assert "is not a number I can read" in card.feedback.value and card.feedback.value.count(".") <= 3
    assert (card.tries, card.right, page.viewport.record) == (0, False, "")
    assert page.progress_text() == "0 of 2 answered"
    _answer(card, "0.9")
    assert card.tries == 1 and not card.right


def test_a_wrong_answer_that_a_slip_gives_names_the_slip():
    page = AssignmentPage(_slipped())
    card = _answer(page.cards[0], "1/7")
    assert "you left the crab itself out" in card.feedback.value
    assert card.tries == 1 and not card.right and "1/8" not in _page_html(page.widget)


def test_a_right_answer_counts_once_and_shows_the_worked_answer():
    page = AssignmentPage(_slipped())
    card = page.cards[0]
    assert "One card in eight" not in card.worked.value
    _answer(card, "12.5%")
    assert page.progress_text() == "1 of 2 answered" and "1 of 2 answered" in page.progress.value
    assert "Exact answer: 1/8" in card.worked.value and "One card in eight" in card.worked.value
    _answer(card, "0.125")
    _answer(card, "0.9")  # a wrong one after the right one takes nothing away
    assert page.progress_text() == "1 of 2 answered"
    assert json.loads(page.viewport.record)["answers"] == {"toy_crab": "12.5%"}


def test_a_shown_answer_is_shown_but_not_counted_until_checked():
    page = AssignmentPage(_slipped())
    card = page.cards[1]
    card.on_reveal()
    assert "Exact answer: 1/64" in card.worked.value
    assert page.progress_text() == "0 of 2 answered · 1 shown, not yet answered"
    _answer(card, "1/64")
    assert page.progress_text() == "1 of 2 answered"
    assert json.loads(page.viewport.record)["shown"] == ["toy_two"]


def test_a_stored_record_is_marked_again_and_restores_only_right_answers():
    page = AssignmentPage(_slipped())
    _answer(page.cards[0], "1/8")
    page.cards[1].on_reveal()
    again = AssignmentPage(_slipped())
    assert again.viewport.key == STORE_PREFIX + "fish_frenzy"
    again.viewport.stored = page.viewport.record  # what the browser sends after a reload
    assert again.progress_text() == "1 of 2 answered · 1 shown, not yet answered"
    assert again.cards[0].answer.value == "1/8" and "Kept from your last visit" in again.cards[0].feedback.value
    assert "Exact answer: 1/64" in again.cards[1].worked.value and "Kept from" in again.cards[1].feedback.value
    assert json.loads(again.viewport.record) == json.loads(page.viewport.record)
    assert not again.errors


FORGED = [
    "", "not json", "[1, 2]", "null", json.dumps({"answers": {"toy_crab": "1/8"}, "shown": []}),  # no version
    json.dumps({"version": 1, "game": "fishy", "answers": {"toy_crab": "1/8"}, "shown": []}),  # another assignment
    json.dumps({"version": 1, "game": "fish_frenzy", "answers": {"toy_crab": "0.99", "toy_two": "1/2"},
                "shown": []}),  # wrong answers claimed as kept
    json.dumps({"version": 1, "game": "fish_frenzy", "answers": {"toy_crab": 0.125, "nobody": "1/8"}, "shown": [7]}),
    json.dumps({"version": 1, "game": "fish_frenzy", "answers": ["1/8"], "shown": "toy_two"}),
    json.dumps({"version": 1, "game": "fish_frenzy", "answers": {"toy_crab": "1/8" + " " * 30_000}, "shown": []}),
]


@pytest.mark.parametrize("stored", FORGED, ids=range(len(FORGED)))
def test_a_junk_or_forged_record_is_refused_quietly(stored):
    page = AssignmentPage(_slipped())
    page.viewport.stored = stored
    assert page.progress_text() == "0 of 2 answered"
    assert all(c.answer.value == "" and c.feedback.value == "" and c.worked.value == "" for c in page.cards)
    assert page.viewport.record == "" and not page.errors and page.error_box.value == ""


def test_read_record_takes_only_strings():
    text = json.dumps({"version": 1, "game": "fishy", "answers": {"a": "1/2", "b": 3}, "shown": ["a", None]})
    assert read_record(text, "fishy") == ({"a": "1/2"}, {"a"})
    assert read_record(text, "fish_frenzy") is None


def _hidden(exact: Fraction, text: str) -> list[str]:
    """The ways the page would say this exact answer that appear in ``text``."""
    if exact.denominator == 1:  # a count: only said as the exact answer
        return [s for s in (f"Exact answer: {exact}", f"exact answer is {exact}", f"exact {exact} =") if s in text]
    return [s for s in (str(exact), show(exact)) if s in text]


@pytest.mark.parametrize("game", GAME_ORDER)
def test_no_exact_answer_is_on_the_page_before_it_is_answered_not_even_after_simulating(game, monkeypatch):
    from fishtutor.probability import plots
    monkeypatch.setattr(plots, "question_png", lambda *a, **k: b"")  # the words are checked here, not the picture
    page = AssignmentPage(game, trials=500)
    for card in page.cards:
        if card.exercise.simulated:
            card.on_simulate()
    text = _page_html(page.widget)
    for q in page.assignment.questions:
        assert not _hidden(q.exercise.exact, text), (q.id, _hidden(q.exercise.exact, text))
    assert "Exact answer" not in text and not any(c.errors for c in page.cards)


@pytest.mark.parametrize("game", GAME_ORDER)
def test_each_assignment_notebook_builds_its_page_and_saved_no_answer(game):
    saved = (NOTEBOOKS / f"assignment_{game}.ipynb").read_text()
    cells = json.loads(saved)["cells"]
    assert any(f'AssignmentPage("{game}")' in "".join(c["source"]) for c in cells if c["cell_type"] == "code")
    for q in assignment(game).questions:
        assert not _hidden(q.exercise.exact, saved), q.id
    words = " ".join("".join(c["source"]) for c in cells).lower()
    assert "run the cell" not in words and "jupyterlab" not in words


def test_the_course_page_links_every_assignment_and_the_teachers_guide():
    saved = (NOTEBOOKS / "course.ipynb").read_text()
    for game in GAME_ORDER:
        assert f"href='assignment_{game}.ipynb'" in saved and (NOTEBOOKS / f"assignment_{game}.ipynb").exists()
        assert html.escape(assignment(game).title) in saved
    assert 'href=\\"teachers_guide.ipynb\\"' in saved  # the link, underlined (JSON escapes its quotes)
    assert "fish_frenzy_probability" not in (NOTEBOOKS / "index.ipynb").read_text()
    assert "(course.ipynb)" in (NOTEBOOKS / "index.ipynb").read_text()


def test_a_simulation_above_the_cap_is_refused_with_the_cap_named_and_the_plot_waits_for_simulate(monkeypatch):
    from fishtutor.probability import plots
    drawn = []
    monkeypatch.setattr(plots, "question_png", lambda q, e, exact=True: drawn.append((q.id, exact)) or b"png")
    page = AssignmentPage("fish_frenzy", trials=500)
    card = next(c for c in page.cards if c.exercise.simulated)
    assert all(c.plot.value == "" for c in page.cards) and drawn == []  # nothing drawn before it is asked for
    card.trials.value = f"{card.exercise.max_trials + 1:,}"
    card.on_simulate()
    assert f"at most {card.exercise.max_trials:,}" in card.result.value and drawn == [] and card.estimate is None
    card.trials.value, card.seed.value = "500", "seven"
    card.on_simulate()
    assert "is not a whole number" in card.result.value and drawn == []
    card.seed.value = "7"
    card.on_simulate()
    assert drawn == [(card.id, False)] and "base64,cG5n" in card.plot.value and "alt=" in card.plot.value
    card.on_reveal()  # answered: the picture is drawn again, now with the exact answer on it
    assert drawn[-1] == (card.id, True) and "exact " in card.result.value


def test_a_distribution_question_shows_every_outcome_once_answered():
    ex = Exercise("toy_die", "A fair coin: chance of heads?", Fraction(1, 2), "One face in two.", "", None)
    q = Question(ex, "counting", "coin", 2, distribution=lambda: {"heads": Fraction(1, 2), "tails": Fraction(1, 2)})
    page = AssignmentPage(Assignment("fishy", "Coins", "One coin.", (q,)))
    card = page.cards[0]
    assert "tails" not in _page_html(page.widget)
    card.on_reveal()
    assert "Every outcome and its exact chance" in card.worked.value and "tails" in card.worked.value


@pytest.mark.parametrize("game", GAME_ORDER)
def test_every_word_of_an_assignment_page_is_plain_english(game, monkeypatch):
    from fishtutor.probability import plots

    from tests.contracts.test_learner_words import assert_plain, plain_text
    from fishtutor.tutor import classroom_page
    monkeypatch.setattr(plots, "question_png", lambda *a, **k: b"")
    for qid in classroom_page.WORKED:  # the worked tables' own words: tests/tutor/test_classroom_page.py builds them
        monkeypatch.setitem(classroom_page.WORKED, qid, lambda: "")
    page = AssignmentPage(game, trials=200)
    texts = [plain_text(page.header.value), plain_text(page.progress.value)]
    for card in page.cards:
        for typed in ("x", "7", str(card.exercise.exact)):
            _answer(card, typed)
            texts.append(plain_text(card.feedback.value))
        card.on_simulate()
        card.on_reveal()
        texts += [plain_text(card.heading.value), plain_text(card.result.value), plain_text(card.feedback.value),
                  plain_text(card.worked.value), card.answer.placeholder, plain_text(page.progress.value)]
    assert page.progress_text() == f"{len(page.cards)} of {len(page.cards)} answered"
    assert_plain(texts)


JUNK = ["-1", "-0.5", "9" * 5_000, "", "x" * 10_000, "٣/٨ ½ 🐟", "1e400", "nan", "1/0"]


@pytest.mark.parametrize("game", GAME_ORDER)
def test_junk_in_every_box_of_every_assignment_costs_nothing_and_says_one_short_thing(game):
    """What the browser's junk test does to one assignment page, done here to every question of all four."""
    page = AssignmentPage(game, trials=500)
    for card in page.cards:
        for junk in JUNK:
            before = (card.tries, card.right, page.viewport.record)
            _answer(card, junk)
            said = card.feedback.value
            assert said and "Traceback" not in said and "x" * 61 not in said and "9" * 61 not in said, (card.id, junk)
            if not card.right:
                assert page.viewport.record == before[2], (card.id, junk)
            card.trials.value, card.seed.value = junk, junk
            card.on_simulate()
            assert card.estimate is None and "Traceback" not in card.result.value, (card.id, junk)
    assert not any(card.errors for card in page.cards) and page.progress_text().startswith("0 of ")
