"""A student's own assignment link, on a server started for a class (make serve ROSTER=... KEY=...): the page
shows that student's numbers (those of their notebook), no Show exact answer, and keeps their progress apart from a
classmate's in the same browser; a link naming nobody in the class says so and shows the shared numbers."""
import os
from urllib.parse import quote

import pytest

from fishtutor.course.roster import parse
from fishtutor.probability.course import student_assignment
from fishtutor.tutor.assignment_page import KEY_ENV, ROSTER_ENV

from tests.browser.harness import ROOT, App, voila

pytestmark = pytest.mark.browser
GAME, KEY = "fishy", "a class phrase"
CLASS = "student\nana@example.org\nBo Li\n"
BOX = "input[placeholder^='Answer']"


@pytest.fixture(scope="module")
def class_server(tmp_path_factory):
    roster = tmp_path_factory.mktemp("class") / "roster.csv"
    roster.write_text(CLASS)
    before = {k: os.environ.get(k) for k in (ROSTER_ENV, KEY_ENV)}
    os.environ.update({ROSTER_ENV: str(roster), KEY_ENV: KEY})
    try:
        with voila(ROOT / "notebooks", classroom=True, log_name=".voila-class.log") as base:
            yield base
    finally:
        for k, v in before.items():
            os.environ.pop(k, None) if v is None else os.environ.__setitem__(k, v)


def open_for(browser, base, student: str) -> App:
    app = App(browser, f"{base}/voila/render/assignment_{GAME}.ipynb?student={quote(student)}", width=1280,
              height=900)
    app.page.wait_for_selector("text=0 of 8 answered", timeout=120_000)
    return app


def test_a_students_link_shows_their_own_numbers_and_keeps_their_progress_apart(class_server, browser):
    students = parse(CLASS)
    own = student_assignment(GAME, students[1], KEY, students)
    app = open_for(browser, class_server, students[1])
    page = app.page
    page.wait_for_selector(f"text=Your own numbers, {students[1]}", timeout=60_000)
    for q in own.questions:  # every question in this student's own words and numbers
        assert page.get_by_text(q.exercise.question[:60], exact=False).count() >= 1, q.id
    assert page.get_by_role("button", name="Show exact answer").count() == 0 or \
        not page.get_by_role("button", name="Show exact answer").first.is_visible()
    exact = own.questions[0].exercise.exact
    page.locator(BOX).first.fill(f"{exact.numerator}/{exact.denominator}")
    page.locator(BOX).first.press("Enter")
    page.wait_for_selector("text=1 of 8 answered", timeout=30_000)
    page.reload(wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_selector("text=1 of 8 answered", timeout=120_000)  # kept across a reload
    other = open_for(browser, class_server, students[0])  # a classmate in the same browser starts afresh
    other.page.wait_for_timeout(3_000)  # time for a stored record to come back, if one wrongly did
    assert other.page.locator("text=0 of 8 answered").count() == 1
    assert not app.errors and not other.errors
    app.close()
    other.close()


def test_a_link_naming_nobody_in_the_class_says_so(class_server, browser):
    app = open_for(browser, class_server, "zed@example.org")
    app.page.wait_for_selector("text=is not in this class", timeout=60_000)
    assert not app.errors
    app.close()
