"""The probability corners and the four assignments work without numpy and matplotlib, as the static edition runs
them in the visitor's browser (Pyodide): every simulation, exact answer, plot and answer check, in a Python where
importing numpy or matplotlib fails (the engines get the standard-library stand-in of bench/no_numpy.py, as in
the static build, which has no ndarray: the probability must not lean on it).

The exact answers there are the numpy edition's, fraction for fraction; each simulation is seeded (same seed, the
same numbers) and agrees with its exact answer within 4 standard errors (Estimate.agrees_with) at SIZE trials."""
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from tests.support import ROOT

SIZE, SEED = 4_000, 2026

# Run in a fresh interpreter: nothing of numpy or matplotlib may be imported there.
NO_NUMPY = r'''
import importlib.abc, json, sys, xml.etree.ElementTree as ET
from fractions import Fraction

class Blocked(importlib.abc.MetaPathFinder):
    """numpy (but the stand-in set below), matplotlib and PIL cannot be imported, as in the browser."""
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("numpy", "matplotlib", "PIL"):
            raise ImportError(f"{name} is not in the browser's Python")

sys.meta_path.insert(0, Blocked())
sys.modules["matplotlib"] = None
from bench.no_numpy import dice_stream, install_stand_in
install_stand_in()  # the engines' seeded shuffles, as the static build gives them
# the static build's stand-in also carries a small array type for ipycanvas: having one must not pass for numpy
sys.modules["numpy"].ndarray = type("ndarray", (list,), {})
import fishtutor.games.fishing_frenzy.state as engine
engine.dice_stream = dice_stream  # and Fishing Frenzy's dice, as bench.no_numpy plays them
'''
BROWSER = NO_NUMPY + r'''

from fishtutor.probability import edition, fish_eat_fish, fish_frenzy, fishing_frenzy, fishy
from fishtutor.probability.answers import check_answer
from fishtutor.probability.core import plot_png, run
from fishtutor.probability.course import course
from fishtutor.probability.plots import frequencies, question_png

SIZE, SEED = int(sys.argv[1]), int(sys.argv[2])


def svg(picture):
    """The picture is an SVG document a browser can parse (not a PNG from matplotlib)."""
    assert picture.startswith(b"<svg "), picture[:20]
    return ET.fromstring(picture).tag.endswith("svg")


def seeded(ex, q=None):
    """One simulation, run twice with the same seed and once with another; its picture."""
    first, again, other = run(ex, SIZE, SEED), run(ex, SIZE, SEED), run(ex, SIZE, SEED + 1)
    found = {"mean": first.mean, "same": first.mean == again.mean and list(first.running) == list(again.running),
             "other": other.mean != first.mean, "agrees": first.agrees_with(ex.exact),
             "stderr": first.stderr}
    picture = question_png(q, first, exact=True) if q is not None else plot_png(ex, first, exact=True)
    found["svg"] = svg(picture)
    if q is not None and q.distribution is not None:
        found["shares_same"] = frequencies(q, SIZE, SEED) == frequencies(q, SIZE, SEED)
    return found


def checked(mark, exact, chance):
    """The exact answer typed as a fraction is marked right; a number well off it is judged wrong (not refused)."""
    if chance:
        wrong = 1 - exact if abs(1 - 2 * exact) > 0.2 else exact / 3
    else:
        wrong = 2 * exact + 1
    right, off = mark(f"{exact.numerator}/{exact.denominator}"), mark(f"{float(wrong):.4f}")
    return right.ok and not off.ok and off.problem != "format"


out = {"pure": edition.PURE, "svg": edition.SVG_PLOTS, "items": []}
for a in course():
    for q in a.questions:
        ex = q.exercise
        item = {"where": a.game, "id": ex.id, "exact": str(ex.exact), "checks": checked(q.mark, ex.exact, ex.probability)}
        if ex.simulated:
            item.update(seeded(ex, q))
        out["items"].append(item)
corners = {"fish_frenzy": fish_frenzy.exercises(players=4), "fish_eat_fish": fish_eat_fish.exercises(),
           "cats_in_the_barrel": fishy.cats_exercises(4), "jumping_fish": fishy.jumping_exercises(4),
           "fishing_frenzy": fishing_frenzy.exercises()}
for name, exercises in corners.items():
    for ex in exercises:
        mark = lambda text, ex=ex: check_answer(text, ex.exact, ex.tolerance, ex.hint, ex.probability, ex.mistakes,
                                                ex.whole)
        item = {"where": "corner " + name, "id": ex.id, "exact": str(ex.exact), "checks": checked(mark, ex.exact, ex.probability)}
        if ex.simulated:
            item.update(seeded(ex))
        out["items"].append(item)
out["modules"] = sorted(m for m in sys.modules if m.split(".")[0] in ("numpy", "matplotlib") and sys.modules[m])
print(json.dumps(out))
'''


CANVAS = r'''
import contextlib, types
import ipywidgets
# the tutor package imports the board's canvas (ipycanvas needs numpy and Pillow): the static build brings its own
# stand-in for it; these pages draw no board, so an empty one will do here
canvas = types.ModuleType("ipycanvas")
canvas.Canvas = type("Canvas", (ipywidgets.DOMWidget,), {})
canvas.hold_canvas = lambda *args, **kwargs: contextlib.nullcontext()
sys.modules["ipycanvas"] = canvas
'''
TUTOR = NO_NUMPY + CANVAS + r'''
import html
from fishtutor.probability import fish_frenzy
from fishtutor.probability.course import GAME_ORDER
from fishtutor.probability.edition import BROWSER_MAX_TRIALS, BROWSER_NOTE, PRACTICE_NOTE
from fishtutor.tutor.assignment_page import AssignmentPage
from fishtutor.tutor.probability import ProbabilityCorner

SVG, PNG = "data:image/svg+xml;base64,", "data:image/png"
corner = ProbabilityCorner(fish_frenzy.exercises(players=4))
corner.trials.value = "2000"
corner.on_simulate()
out = {"corner": {"plot": SVG in corner.plot.value and PNG not in corner.plot.value, "note": corner.edition.value,
                  "errors": corner.errors}}
corner.trials.value = str(BROWSER_MAX_TRIALS + 1)
corner.on_simulate()
out["corner"]["too_many"] = corner.result.value
out["pages"] = {}
for game in GAME_ORDER:
    page, cards = AssignmentPage(game), []
    for card in page.cards:
        ex = card.exercise
        card.answer.value = "0.999" if ex.exact < Fraction(1, 2) or not ex.probability else "0.001"
        card.on_check()
        wrong = not card.right and card.tries == 1
        card.answer.value = f"{ex.exact.numerator}/{ex.exact.denominator}"
        card.on_check()
        picture = True
        if ex.simulated:
            card.trials.value = "2000"
            card.on_simulate()
            picture = SVG in card.plot.value and PNG not in card.plot.value
        cards.append({"id": card.id, "wrong_then_right": wrong and card.right, "picture": picture,
                      "worked_png": PNG in card.worked.value})
    out["pages"][game] = {"header": page.header.value, "progress": page.progress_text(), "cards": cards,
                          "errors": page.errors + [e for c in page.cards for e in c.errors]}
out["practice"] = html.escape(PRACTICE_NOTE)
out["browser_note"] = BROWSER_NOTE
print(json.dumps(out))
'''


NOTEBOOKS = NO_NUMPY + CANVAS + r'''
import ast, contextlib, io
from pathlib import Path


def run_cell(source, names):
    """Run a cell as a notebook does; its last expression's value (what the page shows)."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), names)
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), names) if last else None


out = {}
for path in sys.argv[1:]:
    cells = [c for c in json.loads(Path(path).read_text())["cells"] if c["cell_type"] == "code"]
    names, shown, printed = {}, [], io.StringIO()
    with contextlib.redirect_stdout(printed):
        for cell in cells:
            source = "".join(cell["source"])
            if "probability" in source or "course_html" in source or "corner." in source:
                value = run_cell(source, names)
                shown.append(getattr(value, "data", None) or getattr(value, "value", None) or "")
        if "on_simulate" in names:  # the tournaments' button: press it
            names["on_simulate"](None)
            shown.append(names["length_plot"].value)
    out[Path(path).stem] = {"printed": printed.getvalue(), "shown": [s for s in shown if isinstance(s, str)]}
print(json.dumps(out))
'''


def exact_answers_with_numpy() -> list[tuple[str, str, str]]:
    """(where, id, exact) for every assignment question and corner exercise, in the numpy edition (this process)."""
    from fishtutor.probability import fish_eat_fish, fish_frenzy, fishing_frenzy, fishy
    from fishtutor.probability.course import course
    found = [(a.game, q.exercise.id, str(q.exercise.exact)) for a in course() for q in a.questions]
    corners = {"fish_frenzy": fish_frenzy.exercises(players=4), "fish_eat_fish": fish_eat_fish.exercises(),
               "cats_in_the_barrel": fishy.cats_exercises(4), "jumping_fish": fishy.jumping_exercises(4),
               "fishing_frenzy": fishing_frenzy.exercises()}
    return found + [("corner " + name, ex.id, str(ex.exact)) for name, exs in corners.items() for ex in exs]


@pytest.fixture(scope="module")
def browser() -> dict:
    """Everything the browser edition computed, in a Python without numpy or matplotlib."""
    done = subprocess.run([sys.executable, "-c", BROWSER, str(SIZE), str(SEED)], capture_output=True,
                          text=True, timeout=600, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_browser_edition_runs_without_numpy_or_matplotlib(browser):
    assert browser["pure"] and browser["svg"]
    assert browser["modules"] == ["numpy"]  # the engines' stand-in alone: no numpy.* and no matplotlib module


def test_every_exact_answer_is_the_numpy_editions(browser):
    pure = [(i["where"], i["id"], i["exact"]) for i in browser["items"]]
    assert pure == exact_answers_with_numpy()
    assert len(pure) >= 45 and all(Fraction(e) == Fraction(e) for _, _, e in pure)


def test_every_answer_check_works_in_the_browser(browser):
    assert [i["id"] for i in browser["items"] if not i["checks"]] == []


def test_every_simulation_is_seeded_agrees_with_its_exact_answer_and_is_plotted_as_svg(browser):
    simulated = [i for i in browser["items"] if "mean" in i]
    assert len(simulated) >= 40
    for item in simulated:
        where = f"{item['where']} {item['id']}"
        assert item["same"], f"{where}: the same seed gave other numbers"
        assert item["other"], f"{where}: another seed gave the very same estimate"
        assert item["agrees"], f"{where}: {item['mean']:.4f} ± {2 * item['stderr']:.4f} is not {item['exact']}"
        assert item["svg"] and item.get("shares_same", True), where
    assert sum("shares_same" in i for i in simulated) >= 10  # every distribution's bars, from seeded draws too


def test_the_corner_and_every_assignment_answer_simulate_and_plot_in_the_browser():
    done = subprocess.run([sys.executable, "-c", TUTOR], capture_output=True, text=True, timeout=600, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    corner = found["corner"]
    assert corner["plot"] and found["browser_note"] in corner["note"] and not corner["errors"]
    # the browser's own ceiling, said as the browser's, and nothing run
    assert "in your browser" in corner["too_many"] and "at most 50,000" in corner["too_many"]
    assert len(found["pages"]) == 4
    for game, page in found["pages"].items():
        assert found["practice"] in page["header"], game  # practice, checked in the browser, not graded
        assert not page["errors"], (game, page["errors"])
        assert page["progress"] == f"{len(page['cards'])} of {len(page['cards'])} answered", game
        for card in page["cards"]:
            assert card["wrong_then_right"] and card["picture"] and not card["worked_png"], (game, card)


def test_the_tutors_probability_cells_and_the_course_page_run_in_the_browser():
    books = ["fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy", "course"]
    done = subprocess.run([sys.executable, "-c", NOTEBOOKS, *(f"notebooks/{b}.ipynb" for b in books)],
                          capture_output=True, text=True, timeout=900, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    for book in books[:-1]:
        agree = [line for line in found[book]["printed"].splitlines() if "exact answers agree" in line]
        assert len(agree) == 1, book
        said, of = agree[0].split(" of ")
        assert said == of.split()[0] and int(said) >= 3, (book, agree)  # every one of them agrees
    pictures = [s for book in books for s in found[book]["shown"] if "<img" in s]
    assert len(pictures) == 5  # the two bar charts of the tutors, two of Fishing Frenzy's and its tournaments
    assert all("data:image/svg+xml;base64," in s and "data:image/png" not in s for s in pictures)
    assert "Fish Frenzy" in "".join(found["course"]["shown"])  # the course page lists the assignments


def test_the_server_edition_keeps_numpy_and_matplotlib():
    from fishtutor.probability import edition, fish_frenzy_deal
    from fishtutor.probability.core import plot_png, run
    from fishtutor.probability.course import assignment
    assert not edition.PURE and not edition.SVG_PLOTS
    assert fish_frenzy_deal.simulate_some_crab.__module__ == "fishtutor.probability.fish_frenzy_deal"  # no twin
    ex = assignment("fish_frenzy").question("some_crab").exercise
    estimate = run(ex, 20_000, 1)
    assert type(estimate.running).__module__ == "numpy" and estimate.agrees_with(ex.exact)
    assert plot_png(ex, estimate).startswith(b"\x89PNG")
