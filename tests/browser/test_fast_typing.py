"""An answer typed at full speed and checked at once (Check clicked, or Enter) is judged as the box shows it.

The browser holds back a box's later keystrokes while the kernel is busy with its first, and a click used to
overtake them: "15" checked at once was judged as "1". Here every answer is typed with no pause between keys into
a cleared box and checked the moment its last key is down, 30 times over a lesson's question (two tutors), a
probability corner's answer box and an assignment's; each verdict on the page must be the one an in-process twin
gives for the whole text. Simulate is pressed the same way right after new Trials and Seed are typed.

The page's boxes are named for a screen reader (their labels say what each is for) and no element of these pages
carries the title "null" (ipywidgets writes a missing tooltip so)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PageTimeout

from fishtutor.probability.fishy import cats_exercises
from fishtutor.tutor import ProbabilityCorner, Tutor
from fishtutor.tutor.assignment_page import AssignmentPage

from .harness import App, nameless

pytestmark = pytest.mark.browser

AGAIN = re.compile(r"\s*\(said again: ×\d+\)")
# the verdict nearest after the box (the first feedback box that follows its row), as its words say it
VERDICT_JS = """box => {
  for (let node = box.parentElement; node; node = node.parentElement) {
    const said = [...node.querySelectorAll("div[data-said='feedback']")]
      .find(d => box.compareDocumentPosition(d) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (said) return said.innerText;
  }
  return "";
}"""
NEW_VERDICT_JS = f"([box, before]) => {{ const now = ({VERDICT_JS})(box); return now && now !== before ? now : null; }}"
def words(html_text: str) -> str:
    """What a feedback box's HTML reads as, without the "said again" count."""
    return AGAIN.sub("", re.sub(r"<[^>]+>", "", html_text)).replace("&amp;", "&").strip()


def lesson_twin(game: str, lesson: int):
    """The verdict a fresh tutor on this lesson gives each answer in turn."""
    tutor = Tutor(game, start=lesson - 1)

    def judge(text: str) -> str:
        tutor.answer_box.value = text
        tutor.on_answer()
        return words(tutor.board.feedback.value)
    return judge


def corner_twin(corner):
    """The verdict a probability corner (or an assignment's card) gives each answer in turn."""
    def judge(text: str) -> str:
        corner.answer.value = text
        corner.on_check()
        return words(corner.feedback.value)
    return judge


def open_page(browser, server, name: str, ready: str) -> App:
    app = App(browser, f"{server}/voila/render/{name}", width=1000, height=900)
    app.page.wait_for_selector(f"text={ready}", timeout=120_000)
    return app


def type_and_check(app: App, box, button, text: str, by_enter: bool) -> str:
    """Clear the box, type ``text`` with no pause between keys, check it at once; the new verdict's words."""
    handle = box.element_handle()
    before = app.page.evaluate(VERDICT_JS, handle)
    box.fill("")
    box.press_sequentially(text)  # no delay: as fast as the browser takes keys
    if by_enter:
        box.press("Enter")
    else:
        button.click()
    try:
        app.page.wait_for_function(NEW_VERDICT_JS, arg=[handle, before], timeout=30_000)
    except PageTimeout:
        return f"(no new verdict; still {before!r})"
    return AGAIN.sub("", app.page.evaluate(VERDICT_JS, handle)).strip()


def tries(app: App, box, button, texts: list[str], judge, where: str) -> list[str]:
    """Each text typed fast and checked (Enter and Check in turn): the tries whose verdict is not the twin's."""
    wrong = []
    for i, text in enumerate(texts):
        expected, seen = judge(text), type_and_check(app, box, button, text, by_enter=i % 2 == 1)
        if seen != expected:
            wrong.append(f"{where} {text!r} by {'Enter' if i % 2 else 'Check'}: page says {seen!r}, not {expected!r}")
    return wrong


def named_and_no_null_titles(app: App, where: str) -> list[str]:
    """What on the page has no name a screen reader can say, or a title "null"."""
    return [f"{where}: {problem}" for problem in nameless(app)]


def test_answers_typed_fast_and_checked_at_once_are_judged_whole_and_every_box_is_named(server, browser):
    wrong, problems = [], []
    # Cats in the Barrel: lesson 1's question (8 cards) and the probability corner below it (64/125)
    cats = open_page(browser, server, "cats_in_the_barrel.ipynb?lesson=1", "How many cards do you hold")
    box = cats.page.get_by_placeholder("your answer", exact=False)
    check = cats.page.get_by_role("button", name="Check answer")
    wrong += tries(cats, box, check, ["15", "14", "12", "7.5", "16/2", "15", "1/2", "14"],
                   lesson_twin("cats_in_the_barrel", 1), "Cats lesson 1")
    corner = ProbabilityCorner(cats_exercises(players=4))  # the page's corner, as its notebook builds it
    box = cats.page.get_by_placeholder(corner.answer.placeholder, exact=True)
    check = cats.page.get_by_role("button", name="Check", exact=True)
    wrong += tries(cats, box, check, ["0.25", "3/8", "1/2", "15", "14", "64/125", "0.75", "0.512"],
                   corner_twin(corner), "Cats corner")
    wrong += simulated_as_typed(cats, corner)
    problems += named_and_no_null_titles(cats, "cats_in_the_barrel")
    assert not cats.errors and not cats.has_traceback()
    cats.page.close()
    # Fishing Frenzy: lesson 4's question (1/2)
    ff = open_page(browser, server, "fishing_frenzy.ipynb?lesson=4", "white cube shows a South")
    box = ff.page.get_by_placeholder("your answer", exact=False)
    check = ff.page.get_by_role("button", name="Check answer")
    wrong += tries(ff, box, check, ["1/2", "3/8", "0.5", "1/3", "2/4", "0.25", "1/2"],
                   lesson_twin("fishing_frenzy", 4), "Fishing Frenzy lesson 4")
    problems += named_and_no_null_titles(ff, "fishing_frenzy")
    assert not ff.errors and not ff.has_traceback()
    ff.page.close()
    # an assignment's first question (64/125)
    card = AssignmentPage("fishy").cards[0]
    page = open_page(browser, server, "assignment_fishy.ipynb", "answered")
    box = page.page.locator("input[placeholder^='Answer']").first
    check = page.page.get_by_role("button", name="Check", exact=True).first
    wrong += tries(page, box, check, ["0.25", "64/125", "3/8", "15", "1/2", "14", "0.512"],
                   corner_twin(card), "Assignment question 1")
    problems += named_and_no_null_titles(page, "assignment_fishy")
    assert not page.errors and not page.has_traceback()
    page.page.close()
    print(f"{len(wrong)} of 30 answers (and 4 simulations) judged otherwise than typed")
    assert wrong == [], "\n".join(wrong)
    assert problems == [], "\n".join(problems)


def simulated_as_typed(app: App, corner) -> list[str]:
    """Trials and Seed typed fast, Simulate pressed at once (by a click, then by Enter): the run is the one typed."""
    trials = app.page.get_by_label("Trials", exact=False)
    seed = app.page.get_by_label("Seed", exact=False)
    simulate = app.page.get_by_role("button", name="Simulate", exact=True)
    wrong = []
    for i, (n, s) in enumerate([("1234", "77"), ("2345", "88"), ("3456", "99"), ("4567", "1010")]):
        before = app.page.locator("p", has_text="trials, seed").all_inner_texts()
        for locator, text in ((trials, n), (seed, s)):
            locator.fill("")
            locator.press_sequentially(text)
        if i % 2:
            seed.press("Enter")
        else:
            simulate.click()
        want = f"({int(n):,} trials, seed {s})"
        try:
            app.page.wait_for_function(
                "before => { const p = [...document.querySelectorAll('p')].map(p => p.innerText)"
                ".filter(t => t.includes('trials, seed')); return p.length && p.join() !== before.join() ? p : null; }",
                arg=before, timeout=30_000)
        except PageTimeout:
            wrong.append(f"Simulate {n}/{s}: no new run")
            continue
        shown = app.page.locator("p", has_text="trials, seed").all_inner_texts()
        if not any(want in t for t in shown):
            wrong.append(f"Simulate {n}/{s} by {'Enter' if i % 2 else 'a click'}: page shows {shown}, not {want}")
    return wrong
