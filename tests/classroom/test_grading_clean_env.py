"""Grading where a teacher grades: one assignment built for a roster of 30, then a FRESH virtual environment holding
only what the autograder zip installs (its environment.yml's pip list, and otter-grader), with no fishtutor
importable, grades 30 collected notebooks with the zip's own gradebook.py (several at once, one a core) and some
with ``otter run``. The gradebook is checked row by row: right, wrong, slipped, blank, attacked, damaged check
cells, another student's numbers. Then what a teacher's machine meets: a kernel that dies at its start, a grading
process stuck past its own time limit, a process a notebook leaves running, Ctrl-C. Prints the build and grading
times."""
from __future__ import annotations

import contextlib
import csv
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zipfile
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from fishtutor.course import gradebook
from fishtutor.course.build import AUTOGRADER, build
from fishtutor.course.handout import classes
from tests.support import ROOT

from .test_grading_attacks import wrong_answers

pytestmark = [pytest.mark.grading]
GAME = "fishy"
KEY = "clean environment test"
STUDENTS = [f"learner{n:02d}@school.example" for n in range(1, 31)]
KINDS = ("right", "wrong", "slipped", "blank", "patched checker", "patched abs", "deleted check", "edited check",
         "another student", "object says yes")
UV = ROOT / ".venv" / "bin" / "uv"
TIMES: dict[str, float] = {}


def literal(value: Fraction) -> str:
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"Fraction({value.numerator}, {value.denominator})"


@pytest.fixture(scope="module")
def course(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("course")
    start = time.perf_counter()
    build(out, run_tests=False, games=[GAME], roster=STUDENTS, key=KEY)
    TIMES["build"] = time.perf_counter() - start
    return out


def zip_requirements(zip_path: Path) -> list[str]:
    """What the autograder zip installs: its environment.yml's pip list and any requirements.txt."""
    with zipfile.ZipFile(zip_path) as zf:
        names = set(zf.namelist())
        env = yaml.safe_load(zf.read("environment.yml"))
        reqs = zf.read("requirements.txt").decode().split() if "requirements.txt" in names else []
    pip = next(d["pip"] for d in env["dependencies"] if isinstance(d, dict) and "pip" in d)
    return list(pip) + [r for r in reqs if r and not r.startswith("#")]


def clean_env(base: Path) -> dict[str, str]:
    """Environment variables with nothing of the project's: a home, Jupyter's folders and paths of their own."""
    home = base / "home"
    home.mkdir(exist_ok=True)
    return {"PATH": f"{base / 'venv' / 'bin'}:/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
            "JUPYTER_DATA_DIR": str(home / "jupyter"), "JUPYTER_CONFIG_DIR": str(home / "jupyter-config"),
            "IPYTHONDIR": str(home / "ipython"), "PYDEVD_DISABLE_FILE_VALIDATION": "1"}


@pytest.fixture(scope="module")
def venv(course, tmp_path_factory) -> Path:
    """A fresh virtual environment with only what the zip installs (uv, from the package registry or its cache;
    the installer keeps this machine's own settings for reaching the registry)."""
    base = tmp_path_factory.mktemp("clean")
    start = time.perf_counter()
    subprocess.run([str(UV), "venv", "--quiet", "--python", sys.executable, str(base / "venv")], check=True, cwd=base)
    constraints = ["-c", str(ROOT / "constraints.txt")] if (ROOT / "constraints.txt").exists() else []
    subprocess.run([str(UV), "pip", "install", "--quiet", "--python", str(base / "venv" / "bin" / "python"),
                    *constraints, *zip_requirements(course / GAME / "autograder" / AUTOGRADER)], check=True, cwd=base)
    TIMES["environment"] = time.perf_counter() - start
    return base


class Started:
    """A command started in the clean environment, its output kept in unnamed files (a pipe nobody reads while the
    command runs on could fill and stop it): ``finished`` waits for it."""

    def __init__(self, base: Path, *args, cwd: Path, env: dict | None = None) -> None:
        self.args = [str(a) for a in args]
        self.out, self.err = tempfile.TemporaryFile("w+"), tempfile.TemporaryFile("w+")
        self.proc = subprocess.Popen(self.args, cwd=cwd, env=env or clean_env(base), stdout=self.out, stderr=self.err,
                                     text=True)

    def printed(self) -> tuple[str, str]:
        """What it printed, on stdout and on stderr."""
        for file in (self.out, self.err):
            file.seek(0)
        return self.out.read(), self.err.read()

    def end(self) -> None:
        """End it at once, with every process it started, if it still runs."""
        if self.proc.poll() is None:
            for pid in gradebook._descendants(self.proc.pid) | {self.proc.pid}:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
        self.proc.wait()

    def finished(self, timeout: float = 1800) -> subprocess.CompletedProcess:
        """Its run, once it ended; one still running after ``timeout`` is ended with every process it started, and
        fails the test with what it had printed (the gradebook prints each grade as it comes)."""
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.end()
            out, err = self.printed()
            pytest.fail(f"still running after {timeout:g} s; it had printed:\n{out[-3000:]}\n--- and on stderr:\n"
                        f"{err[-3000:]}")
        return subprocess.CompletedProcess(self.args, self.proc.returncode, *self.printed())


def run(base: Path, *args, cwd: Path, env: dict | None = None, timeout: float = 1800) -> subprocess.CompletedProcess:
    """A command run in the clean environment to its end (``Started.finished``)."""
    return Started(base, *args, cwd=cwd, env=env).finished(timeout)


def fill(nb: dict, answers: dict[str, str]) -> None:
    for cell in nb["cells"]:
        if "otter_answer_cell" in cell["metadata"].get("tags", []):
            name = "".join(cell["source"]).split("=")[0].strip()
            if name in answers:
                cell["source"] = f"{name} = {answers[name]}"


def add_cell(nb: dict, text: str) -> None:
    nb["cells"].insert(len(nb["cells"]) - 1, {"cell_type": "code", "metadata": {}, "outputs": [],
                                              "execution_count": None, "source": text})


def submission(course: Path, assignments, index: int, folder: Path) -> tuple[Path, str, dict]:
    """Student ``index``'s notebook as handed in, made of one of KINDS; its path, kind and what is expected."""
    student, kind = STUDENTS[index], KINDS[index % len(KINDS)]
    slug = next(r["folder"] for r in csv.DictReader((course / "roster.csv").open()) if r["student"] == student)
    nb = json.loads((course / GAME / "students" / slug / f"{GAME}.ipynb").read_text())
    own = assignments[student].questions
    names = [f"q{i + 1}" for i in range(len(own))]
    right = {n: literal(q.exercise.exact) for n, q in zip(names, own)}
    expect = {"student": student, "stated": student, "verdicts": {n: "right" for n in names}, "damaged": {},
              "flag": None, "slips": {}}
    if kind == "wrong" or kind in ("patched checker", "patched abs", "object says yes"):
        fill(nb, wrong_answers(assignments[student]))
        expect["verdicts"] = {n: {"wrong", "out of range", "not exact", "not a number"} for n in names}
    elif kind == "slipped":
        slipped = {n: q.exercise.mistakes[0] for n, q in zip(names, own) if q.exercise.mistakes}
        fill(nb, right | {n: literal(Fraction(m[0])) for n, m in slipped.items()})
        expect["verdicts"] |= {n: "slip" for n in slipped}
        expect["slips"] = {n: m[1] for n, m in slipped.items()}
    elif kind == "blank":
        expect["verdicts"] = {n: "no answer" for n in names}
    elif kind == "another student":
        other = STUDENTS[(index + 1) % len(STUDENTS)]
        theirs = assignments[other].questions
        fill(nb, {n: literal(q.exercise.exact) for n, q in zip(names, theirs)})
        for cell in nb["cells"]:
            if "".join(cell["source"]).startswith("STUDENT = "):
                cell["source"] = f"STUDENT = {other!r}"
        expect |= {"stated": other, "flag": f"names another student ({other})"}
    else:
        fill(nb, right)
    if kind in ("deleted check", "edited check"):
        name = "q2" if kind == "deleted check" else "q3"
        cells = nb["cells"]
        at = next(i for i, c in enumerate(cells) if "".join(c["source"]) == f'grader.check("{name}")')
        if kind == "deleted check":
            cells.pop(at)
        else:
            cells[at]["source"] = ""
        expect["damaged"] = {name: kind.split()[0]}
    attack = {"patched checker": 'import fishtutor.course.checks as c\nc.verdict = lambda q, v: (True, "ok")',
              "patched abs": "import builtins\nbuiltins.abs = lambda value: 0",
              "object says yes": "class Yes:\n    def __eq__(self, other):\n        return True\n"
                                 + "".join(f"{n} = Yes()\n" for n in names)}.get(kind)
    if attack:
        add_cell(nb, attack)
        expect["flag"] = "tampering suspected"
    path = folder / f"{slug}.ipynb"
    path.write_text(json.dumps(nb))
    return path, kind, expect


@pytest.fixture(scope="module")
def collected(course, tmp_path_factory):
    folder = tmp_path_factory.mktemp("collected")
    assignments = classes(GAME, STUDENTS, KEY)
    return [submission(course, assignments, i, folder) for i in range(len(STUDENTS))]


def test_fishtutor_cannot_be_imported_in_the_grading_environment(venv):
    done = run(venv, venv / "venv" / "bin" / "python", "-c", "import fishtutor", cwd=venv)
    assert done.returncode != 0 and "No module named 'fishtutor'" in done.stderr, done.stderr
    kernels = run(venv, venv / "venv" / "bin" / "jupyter", "kernelspec", "list", cwd=venv)
    assert kernels.returncode == 0 and str(venv / "venv") in kernels.stdout, kernels.stdout + kernels.stderr


def zips_gradebook(course: Path, work: Path) -> Path:
    """The autograder zip's own gradebook.py, unzipped alone into a new folder ``work`` (as the guide says); the zip."""
    work.mkdir()
    zip_path = course / GAME / "autograder" / AUTOGRADER
    with zipfile.ZipFile(zip_path) as zf:
        (work / "gradebook.py").write_bytes(zf.read("gradebook.py"))
    return zip_path


def gradebook_started(venv: Path, course: Path, collected, work: Path, *options, env=None) -> Started:
    """The zip's own gradebook.py started from ``work`` on the collected notebooks."""
    zip_path = zips_gradebook(course, work)
    return Started(venv, venv / "venv" / "bin" / "python", work / "gradebook.py", zip_path,
                   *[p for p, _, _ in collected], "--out", work / "out" / "gradebook.csv", "--roster",
                   course / "roster.csv", *options, cwd=work, env=env)


def gradebook_finished(batch: Started, work: Path, timeout: float = 1800):
    """A started gradebook's run, once it ended, and the gradebook's rows."""
    done = batch.finished(timeout)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert sorted(p.name for p in work.iterdir()) == ["gradebook.py", "out"], "nothing else in the folder run from"
    return done, list(csv.DictReader((work / "out" / "gradebook.csv").open()))


def gradebook_of(venv: Path, course: Path, collected, work: Path, *options, env=None, timeout: float = 1800):
    """The zip's own gradebook.py run from ``work`` on the collected notebooks; its run and the gradebook's rows."""
    return gradebook_finished(gradebook_started(venv, course, collected, work, *options, env=env), work, timeout)


def check_rows(rows: list[dict], collected, results: Path) -> None:
    """Every notebook's rows as its kind expects, in the order the notebooks were given."""
    assert [r["student"] for r in rows if r["question"] == "total"] == [e["student"] for _, _, e in collected]
    for path, kind, expect in collected:
        mine = [r for r in rows if r["student"] == expect["student"]]
        questions, total = mine[:-1], mine[-1]
        assert total["question"] == "total" and len(questions) == len(expect["verdicts"]), (kind, mine)
        assert all(r["notebook_student"] == expect["stated"] for r in mine), (kind, mine)
        for r in questions:
            want = expect["verdicts"][r["question"]]
            assert r["verdict"] in (want if isinstance(want, set) else {want}), (kind, r)
            assert (r["points"] == r["possible"]) == (r["verdict"] == "right"), (kind, r)
            assert r["slip"] == expect["slips"].get(r["question"], ""), (kind, r)
            assert r["damaged"] == expect["damaged"].get(r["question"], ""), (kind, r)
        if expect["flag"]:
            assert expect["flag"] in total["flags"], (kind, total)
        else:
            assert total["flags"] == "", (kind, total)
        assert (results / path.stem / "results.json").is_file(), kind


def test_the_zips_gradebook_grades_30_students_row_by_row_in_a_clean_environment(course, venv, collected):
    start = time.perf_counter()
    _, rows = gradebook_of(venv, course, collected, venv / "grading")
    TIMES["gradebook, 30 notebooks"] = time.perf_counter() - start
    # graded several at once (one a core), written in the order the notebooks were given
    check_rows(rows, collected, venv / "grading" / "out" / "gradebook-results")
    print("\n" + "\n".join(f"{what}: {seconds:.1f} s" for what, seconds in TIMES.items()))


LAUNCH = """import os, runpy, signal, sys
from pathlib import Path
try:
    first = os.open(Path(__file__).with_name("first-start"), os.O_CREAT | os.O_EXCL | os.O_WRONLY)
except FileExistsError:
    pass
else:
    os.write(first, str(os.getpid()).encode())
    os.close(first)
    if MODE == "dies":
        sys.exit(1)
    os.kill(os.getppid(), signal.SIGSTOP)
sys.argv[0] = "ipykernel_launcher"
runpy.run_module("ipykernel_launcher", run_name="__main__", alter_sys=True)
"""


def kernel_that(mode: str, venv: Path, folder: Path) -> tuple[dict[str, str], Path]:
    """The clean environment with a python3 kernel of its own, whose first start of all ``dies`` at once or
    ``stops`` the grading process that started it (SIGSTOP: a process stuck past any limit of its own); every later
    start is a plain kernel. The environment, and the file where the first start writes its process id."""
    spec = folder / "jupyter" / "kernels" / "python3"
    spec.mkdir(parents=True)
    (spec / "launch.py").write_text(f"MODE = {mode!r}\n" + LAUNCH)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [str(venv / "venv" / "bin" / "python"), str(spec / "launch.py"), "-f", "{connection_file}"],
        "display_name": "Python 3 (ipykernel)", "language": "python"}))
    return clean_env(venv) | {"JUPYTER_PATH": str(folder / "jupyter")}, spec / "first-start"


def test_a_kernel_that_dies_before_it_answers_is_started_again(course, venv, collected, tmp_path):
    """Two kernels started at once can be handed the same port, and one dies before it answers (seen with two
    gradebooks at once: 'Address already in use'): its notebook is graded on a kernel started again, not scored 0."""
    env, first = kernel_that("dies", venv, tmp_path)
    _, rows = gradebook_of(venv, course, collected[:3], tmp_path / "grading", "--jobs", "2", env=env)
    assert first.is_file(), "the kernel that dies was started"
    check_rows(rows, collected[:3], tmp_path / "grading" / "out" / "gradebook-results")
    printed = [p.read_text() for p in (tmp_path / "grading" / "out").rglob("otter_output.txt")]
    assert sum("The kernel died before it answered" in text for text in printed) == 1, printed


def running(pid: int) -> bool:
    """Whether the process runs (a zombie, ended but not yet reaped, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def test_what_a_notebook_leaves_running_is_ended_once_it_is_graded(course, venv, collected, tmp_path):
    """A cell that starts a process in a session of its own, which outlives the kernel (a simulation left in the
    background, or worse): once the notebook is graded, that process no longer runs on the grader's machine."""
    pid_file = tmp_path / "left-running"
    nb = json.loads(collected[0][0].read_text())
    add_cell(nb, "import os, time\nif os.fork() == 0:\n    os.setsid()\n    fd = os.open(os.devnull, os.O_RDWR)\n"
                 "    for n in (0, 1, 2):\n        os.dup2(fd, n)\n    os.closerange(3, 4096)\n"
                 f"    open({str(pid_file)!r}, 'w').write(str(os.getpid()))\n    time.sleep(600)\n    os._exit(0)\n")
    path = tmp_path / collected[0][0].name
    path.write_text(json.dumps(nb))
    try:
        _, rows = gradebook_of(venv, course, [(path, *collected[0][1:])], tmp_path / "grading", env=None)
        total = rows[-1]
        assert total["points"] == total["possible"] and "tampering suspected: imports os" in total["flags"], total
        assert pid_file.is_file(), "the cell ran"
        left = int(pid_file.read_text())
        assert not running(left), f"the process the notebook started ({left}) still runs"
    finally:
        if pid_file.is_file():
            with contextlib.suppress(OSError):
                os.kill(int(pid_file.read_text()), signal.SIGKILL)


def test_ctrl_c_stops_the_batch_at_once_says_how_far_it_got_and_leaves_nothing_running(course, venv, collected,
                                                                                         tmp_path):
    """A teacher's Ctrl-C in a terminal (SIGINT to the whole foreground process group, once the first grade is
    printed): the batch stops with a sentence, not a traceback from every grading process, and no kernel runs on."""
    import select
    work = tmp_path / "grading"
    zip_path = zips_gradebook(course, work)
    args = [str(venv / "venv" / "bin" / "python"), str(work / "gradebook.py"), str(zip_path),
            *[str(p) for p, _, _ in collected[:8]], "--out", str(work / "out" / "gradebook.csv"), "--jobs", "2"]
    # as a terminal starts a command in the foreground: SIGINT at its default (a job a script started in the
    # background, as CI's may be, inherits it ignored, and Python then never raises KeyboardInterrupt)
    with subprocess.Popen(args, cwd=work, env=clean_env(venv), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, start_new_session=True,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)) as proc:
        try:
            assert select.select([proc.stdout], [], [], 300)[0], "no grade printed in 300 s"
            first = proc.stdout.readline()
            started = gradebook._descendants(proc.pid)
            os.killpg(proc.pid, signal.SIGINT)
            out, err = proc.communicate(timeout=60)
        finally:
            for pid in gradebook._descendants(proc.pid) | {proc.pid}:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
    assert first.startswith("learner01_school.example: "), first  # no roster: named by the file
    assert proc.returncode == 130, (proc.returncode, out, err)
    assert "Stopped (Ctrl-C): " in out and "no gradebook written" in out, out
    assert "Traceback" not in err, err[-3000:]
    assert not (work / "out" / "gradebook.csv").exists()
    for _ in range(50):
        if not [pid for pid in started if running(pid)]:
            break
        time.sleep(0.1)
    else:
        pytest.fail(f"still running after Ctrl-C: {[pid for pid in started if running(pid)]}")


STOPPED_LIMIT = 90  # the others' grading must fit in it beside the 30 students' batch: one took over 30 s alone


@pytest.fixture(scope="module", autouse=True)
def stopped_batch(course, venv, collected, tmp_path_factory):
    """A batch whose first grading process stops outright, started as soon as the clean environment is made: its
    wait (the time limit and a grace) runs beside this module's other tests, and its own test, last, takes it in."""
    folder = tmp_path_factory.mktemp("stopped")
    env, first = kernel_that("stops", venv, folder)
    start = time.perf_counter()
    batch = gradebook_started(venv, course, collected[:3], folder / "grading", "--jobs", "2", "--time-limit",
                              str(STOPPED_LIMIT), env=env)
    yield batch, start, first, folder / "grading"
    batch.end()


def test_a_grading_process_that_stops_answering_is_ended_with_its_kernel_and_the_batch_goes_on(
        collected, stopped_batch):
    """A grading process stuck where its own time limit cannot act (here stopped outright) is ended from outside
    a grace after the limit, with its kernel: its notebook scores 0 with the reason, the others are graded, and
    the gradebook is written (a batch that hung once took the whole 30 minutes the test gave it)."""
    batch, start, first, work = stopped_batch
    done, rows = gradebook_finished(batch, work, timeout=STOPPED_LIMIT * 5)
    took = time.perf_counter() - start
    kernel = int(first.read_text())
    stopped = [r for r in rows if r["question"] == "total" and "not graded" in r["flags"]]
    assert len(stopped) == 1 and "had not answered" in stopped[0]["flags"], (stopped, done.stdout)
    assert all(r["points"] == "0" for r in rows if r["student"] == stopped[0]["student"]), rows
    rest = [c for c in collected[:3] if c[2]["student"] != stopped[0]["student"]]
    check_rows([r for r in rows if r["student"] != stopped[0]["student"]], rest, work / "out" / "gradebook-results")
    assert took >= STOPPED_LIMIT, f"ended before its time limit ({took:.0f} s)"
    for _ in range(50):
        if not running(kernel):
            break
        time.sleep(0.1)
    else:
        pytest.fail(f"the stopped process's kernel ({kernel}) still runs")
