"""The static edition judges lessons as the server edition does: the lessons' contract (tests/support/
lesson_contract.py: a task accepts exactly the moves and targets it lists, and praises what was done) run in the
static site's own Python (Pyodide with its stand-ins, run by Node.js) on a sample of every tutor's lessons, with the
same findings as in this CPython."""
import json

import pytest

from fishtutor.lessons import LESSONS
from tests.support import ROOT
from tests.support.lesson_contract import loosened, problems
from tests.support.static_site import PYODIDE, built, in_pyodide

pytestmark = [pytest.mark.browser]

PER_TUTOR = 4  # lessons a tutor, spread over its course: its first, its last and two between


def sample() -> list[tuple[str, int]]:
    """(game, lesson index) for PER_TUTOR move or pick lessons of each tutor, spread evenly."""
    chosen = []
    for game, steps in LESSONS.items():
        judged = [i for i, step in enumerate(steps) if step.task.kind in ("move", "pick")]
        picks = sorted({judged[round(k * (len(judged) - 1) / (PER_TUTOR - 1))] for k in range(PER_TUTOR)})
        chosen += [(game, i) for i in picks]
    return chosen


def judged_here(chosen) -> dict:
    """The contract's findings in this CPython: as written, and for each lesson's task loosened on purpose."""
    steps = {(game, i): LESSONS[game][i] for game, i in chosen}
    return {f"{g}:{i}": [problems(g, s), bool(problems(g, s, loosened(s.task)))] for (g, i), s in steps.items()}


def judged_in_the_static_python(chosen) -> dict:
    """The same findings from the static site's Python: the contract's own source run there."""
    source = (ROOT / "tests" / "support" / "lesson_contract.py").read_text()
    run = f"""
import json
from fishtutor.lessons import LESSONS
found = {{}}
for game, i in {chosen!r}:
    step = LESSONS[game][i]
    found[f"{{game}}:{{i}}"] = [problems(game, step), bool(problems(game, step, loosened(step.task)))]
json.dumps(found)
"""
    return json.loads(in_pyodide(source + run, packages=tuple(wheels())))


def wheels() -> list[str]:
    """Every package the static site ships (the tutor's pages need IPython and the widgets besides fishtutor)."""
    built()
    return sorted(json.loads((PYODIDE / "pyodide-lock.json").read_text())["packages"])


def test_a_sample_of_every_tutors_lessons_is_judged_in_the_browser_as_on_the_server():
    chosen = sample()
    assert {game for game, _ in chosen} == set(LESSONS) and len(chosen) >= 3 * len(LESSONS)
    here = judged_here(chosen)
    assert all(found[0] == [] for found in here.values()), here  # the contract holds on the server
    for game in LESSONS:  # and it has teeth: a loosened task fails it in every tutor's sample
        assert any(found[1] for key, found in here.items() if key.startswith(f"{game}:")), game
    assert judged_in_the_static_python(chosen) == here
