"""The gradebook: collected notebooks graded with Otter-Grader's own runner, one CSV for the whole batch.

    python gradebook.py AUTOGRADER.zip SUBMISSION.ipynb... --out gradebook.csv [--roster roster.csv]

Standalone (the standard library and otter-grader only): it runs where fishtutor is not installed. Each
submission's Otter results go into a folder of their own beside the CSV (``<out>-results/<student>/``); nothing
is written in the current folder. The CSV has one row per student and question, then a total row per student:
the verdict read from the test's words, the slip named, the check cells deleted or edited, and flags for what an
honest notebook never does (code touching what a grade runs on, a STUDENT other than the one handed out)."""
from __future__ import annotations

import argparse
import ast
import contextlib
import csv
import io
import os
import re
import signal
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

COLUMNS = ("student", "notebook_student", "question", "points", "possible", "verdict", "slip", "damaged", "flags",
           "feedback")
TOTAL = "total"  # the question column of a student's total row
MOST_JOBS = 4  # notebooks graded at once by default, at most (a kernel each: about 150 MB and a core while it runs)
TIME_LIMIT = 300  # seconds a notebook may take to grade: a cell can hang the kernel (builtins.isinstance replaced)
KERNEL_STARTS = 3  # a kernel that dies or stays silent before it answers is started again, up to this many starts
KERNEL_DIED = "Kernel died before replying to kernel_info"  # jupyter_client's words for it
KERNEL_SILENT = "Kernel didn't respond in"  # jupyter_client's, for a kernel still silent after its start-up wait
# the judge's first words, in the order they are tried, and the verdict each gives
VERDICTS = (("Right", "right"), ("No answer yet", "no answer"), ("Your answer is not a number", "not a number"),
            ("This answer is not a chance", "not a number"), ("Close, but", "not exact"),
            ("This notebook's STUDENT", "wrong student"))
SLIP = re.compile(r"Not quite: .*? is what you get if (?P<slip>.*)", re.S)
WRONG = re.compile(r"Not quite: .*? is too (high|low)", re.S)
OUT_OF_RANGE = re.compile(r"cannot be a probability|is not a whole number")
CHECK = re.compile(r"""grader\.check\(\s*(['"])(?P<name>q\d+)\1\s*\)""")
CHECK_ALL = "grader.check_all()"
INIT = re.compile(r"""(# Initialize Otter\s*)?import otter\s+grader = otter\.Notebook\((['"])[\w.-]+\2\)""")
QUESTION_HEAD = re.compile(r"#+\s*Question\s+(\d+)\b")
ANSWER = re.compile(r"\s*(q\d+)\s*=")
SIMULATE_IMPORT = "from fishtutor.course.checks import simulate"  # the handed-out import of the Simulate cells


# ---------------------------------------------------------------- reading a notebook's cells

def cells_of(nb) -> list[dict]:
    """The notebook's cells, each with its kind, source text, tags, whether it is locked as handed out and
    whether Otter skips it when grading (tagged otter_ignore)."""
    out = []
    for cell in nb["cells"]:
        text = cell.get("source", "")
        meta = cell.get("metadata", {}) or {}
        out.append({"kind": cell.get("cell_type"), "source": "".join(text) if isinstance(text, list) else text,
                    "tags": list(meta.get("tags", [])),
                    "locked": meta.get("editable") is False or meta.get("deletable") is False,
                    "ignored": "otter_ignore" in meta.get("tags", []) or bool(meta.get("otter", {}).get("ignore"))})
    return out


def _question_of(cell: dict) -> str | None:
    """The question (q1, q2, ...) whose block this cell opens: its prompt, or its answer cell; else None."""
    if cell["kind"] == "markdown":
        head = QUESTION_HEAD.match(cell["source"].strip())
        return f"q{head.group(1)}" if head else None
    if cell["kind"] == "code" and "otter_answer_cell" in cell["tags"]:
        answer = ANSWER.match(cell["source"])
        return answer.group(1) if answer else None
    return None


def damaged(nb, names) -> dict[str, str]:
    """Each question whose check cell is missing ("deleted") or changed ("edited"), in the given order.

    A check cell is edited when a code cell other than the answer cell still names the question's check, or when
    a cell in the question's block still carries the check cell's lock (its words changed, or emptied)."""
    cells = cells_of(nb)
    code = [c["source"].strip() for c in cells if c["kind"] == "code"]
    out, current, placed = {}, None, {}
    for cell in cells:
        current = _question_of(cell) or current
        if cell["kind"] == "code" and cell["locked"] and current and not INIT.fullmatch(cell["source"].strip()) \
                and cell["source"].strip() != CHECK_ALL:
            placed.setdefault(current, []).append(cell)
    for name in names:
        if f'grader.check("{name}")' in code:
            continue
        named = any(re.search(rf"""check\s*\(\s*['"]{name}['"]""", c["source"]) for c in cells
                    if c["kind"] == "code" and "otter_answer_cell" not in c["tags"])
        out[name] = "edited" if named or placed.get(name) else "deleted"
    return out


def describe(found: dict[str, str]) -> str:
    """The damage in plain words, one sentence a cell (empty when every check cell is intact)."""
    return "\n".join(f"{name}'s check cell was {how}: it was graded on the original tests all the same."
                     for name, how in found.items())


def stated_student(nb) -> str | None:
    """The STUDENT the notebook states (the first plain text assigned to it), or None."""
    for cell in cells_of(nb):
        if cell["kind"] != "code" or cell["ignored"]:
            continue
        try:
            tree = ast.parse(_cell_code(cell["source"]))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "STUDENT"
                                                    for t in node.targets):
                value = node.value
                return value.value if isinstance(value, ast.Constant) and isinstance(value.value, str) else None
    return None


# ---------------------------------------------------------------- tampering: what an honest notebook never does

WATCHED_MODULES = {"otter": "otter", "builtins": "builtins", "gc": "gc", "ctypes": "ctypes",
                   "importlib": "importlib", "inspect": "inspect", "fishtutor": "fishtutor", "sys": "sys",
                   "os": "os", "subprocess": "subprocess", "pickle": "pickle", "dill": "dill", "types": "types",
                   "shutil": "shutil", "pathlib": "pathlib", "io": "io", "atexit": "atexit", "ast": "ast",
                   "marshal": "marshal", "runpy": "runpy", "IPython": "IPython", "nbformat": "nbformat",
                   "threading": "threading", "signal": "signal", "unittest": "unittest", "pytest": "pytest"}
WATCHED_NAMES = {"__builtins__": "builtins", "builtins": "builtins", "otter": "otter", "exec": "exec()",
                 "eval": "eval()", "compile": "compile()", "__import__": "__import__()", "globals": "globals()",
                 "locals": "locals()", "vars": "vars()", "getattr": "getattr()", "setattr": "setattr()",
                 "delattr": "delattr()", "get_ipython": "get_ipython()", "open": "open()", "fishtutor": "fishtutor",
                 "breakpoint": "breakpoint()"}
WATCHED_ATTRS = {"modules": "sys.modules", "settrace": "settrace", "setprofile": "setprofile",
                 "f_globals": "frames", "f_locals": "frames", "f_back": "frames", "tb_frame": "frames",
                 "__dict__": "__dict__", "__class__": "__class__", "__subclasses__": "__subclasses__",
                 "__globals__": "__globals__", "__code__": "__code__", "__builtins__": "builtins",
                 "__closure__": "__closure__", "__mro__": "__mro__", "__bases__": "__bases__"}
DUNDERS = {"__eq__", "__ne__", "__hash__", "__float__", "__int__", "__index__", "__bool__", "__str__", "__repr__",
           "__format__", "__lt__", "__le__", "__gt__", "__ge__", "__abs__", "__instancecheck__",
           "__subclasscheck__", "__getattribute__", "__getattr__", "__init_subclass__", "__new__", "__class__",
           "__round__", "__trunc__", "__neg__", "__len__", "__contains__", "__iter__", "__getitem__"}


def _grader_use_is_handed_out(node: ast.Name, parents: dict) -> bool:
    """``grader`` used only as handed out: ``grader.check("qN")`` or ``grader.check_all()``."""
    attr = parents.get(node)
    call = parents.get(attr)
    if not isinstance(attr, ast.Attribute) or not isinstance(call, ast.Call) or call.func is not attr:
        return False
    if attr.attr == "check_all":
        return not call.args and not call.keywords
    return attr.attr == "check" and len(call.args) == 1 and not call.keywords and \
        isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str) and \
        re.fullmatch(r"q\d+", call.args[0].value) is not None


def _node_findings(node, parents) -> list[str]:
    """What one syntax node does that a grade's machinery should never meet."""
    found = []
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        for module in modules:
            root = module.split(".")[0]
            if root in WATCHED_MODULES:
                found.append(f"imports {module}")
        for alias in node.names:
            bound = alias.asname or alias.name.split(".")[0]
            from_fractions = isinstance(node, ast.ImportFrom) and node.module == "fractions" and \
                alias.name == "Fraction"
            if bound == "Fraction" and not from_fractions:
                found.append("rebinds Fraction")
            if bound in ("STUDENT", "grader"):
                found.append(f"rebinds {bound}")
    elif isinstance(node, ast.Name):
        if node.id == "grader" and not _grader_use_is_handed_out(node, parents):
            found.append("uses grader other than grader.check")
        elif node.id == "type" and isinstance(parents.get(node), ast.Call) and len(parents[node].args) == 3:
            found.append("makes a class with type()")
        elif node.id in WATCHED_NAMES:
            found.append(f"uses {WATCHED_NAMES[node.id]}")
        elif node.id == "Fraction" and isinstance(node.ctx, (ast.Store, ast.Del)):
            found.append("rebinds Fraction")
    elif isinstance(node, ast.Attribute):
        if node.attr == "Fraction" and isinstance(node.ctx, (ast.Store, ast.Del)):
            found.append("replaces fractions.Fraction")
        elif node.attr in WATCHED_ATTRS:
            found.append(f"touches {WATCHED_ATTRS[node.attr]}")
        elif node.attr in DUNDERS:
            found.append(f"touches {node.attr}")
    elif isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
        if node.name in ("Fraction", "STUDENT", "grader"):
            found.append(f"rebinds {node.name}")
        if node.name in DUNDERS:
            found.append(f"defines {node.name}")
    elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in DUNDERS:
        found.append(f"names {node.value}")
    elif isinstance(node, ast.Global):
        found.append("declares globals")
    return found


def _student_findings(tree) -> list[str]:
    """STUDENT set more than once, or to anything but plain text."""
    sets = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "STUDENT"
            and isinstance(n.ctx, (ast.Store, ast.Del))]
    plain = [n for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1
             and isinstance(n.targets[0], ast.Name) and n.targets[0].id == "STUDENT"
             and isinstance(n.value, ast.Constant) and (n.value.value is None or isinstance(n.value.value, str))]
    return ["sets STUDENT to something other than its name"] if len(sets) > len(plain) else []


def _cell_code(source: str) -> str:
    """A code cell's Python, without IPython's magics and shell lines (those are flagged themselves)."""
    return "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines())


def cell_findings(source: str) -> list[str]:
    """What one code cell does that touches what a grade runs on (empty for an honest cell)."""
    text = source.strip()
    if not text or INIT.fullmatch(text) or text == CHECK_ALL or CHECK.fullmatch(text):
        return []
    found = ["runs IPython magics or shell commands"] if any(
        line.lstrip().startswith(("%", "!")) for line in text.splitlines()) else []
    text = "\n".join(line for line in text.splitlines() if line.split("#")[0].strip() != SIMULATE_IMPORT)
    try:
        tree = ast.parse(_cell_code(text))
    except SyntaxError:
        words = re.findall(r"\b(otter|builtins|fishtutor|sys|importlib|ctypes|inspect|exec|eval|grader)\b", text)
        return found + [f"uses {w} (in a cell that is not Python)" for w in dict.fromkeys(words)]
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        found += _node_findings(node, parents)
    return found + _student_findings(tree)


def tampering(nb) -> list[str]:
    """Every suspect thing the code cells a grade runs do, with the cell it is in (cells counted from 1)."""
    out = []
    for number, cell in enumerate(cells_of(nb), start=1):
        if cell["kind"] == "code" and not cell["ignored"]:
            out += [f"{what} (cell {number})" for what in dict.fromkeys(cell_findings(cell["source"]))]
    assigned = [c for c in cells_of(nb) if c["kind"] == "code" and re.search(r"^STUDENT\s*=", c["source"], re.M)]
    if len(assigned) > 1:
        out.append(f"sets STUDENT in {len(assigned)} cells")
    return out


# ---------------------------------------------------------------- the judge's words, read back

def judge_words(message: str) -> str:
    """The judge's sentence in a failed test's report (the AssertionError's words, or the error's last line)."""
    if "AssertionError: " in message:
        return message.rsplit("AssertionError: ", 1)[1].strip()
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    return lines[-1] if lines else ""


def verdict_of(passed: bool, words: str) -> tuple[str, str]:
    """The verdict (right, slip, wrong, no answer, not a number, not exact, out of range, wrong student) and the
    slip's words when one is named."""
    if passed:
        return "right", ""
    if words.startswith("Not graded"):
        return "not graded", ""
    for start, verdict in VERDICTS:
        if words.startswith(start):
            return verdict, ""
    slip = SLIP.match(words)
    if slip:
        return "slip", slip.group("slip").strip()
    if OUT_OF_RANGE.search(words):
        return "out of range", ""
    if re.match(r"NameError: name 'q\d+' is not defined", words):
        return "no answer", ""
    return "wrong", ""


# ---------------------------------------------------------------- who handed a notebook in

def read_roster(path) -> dict[str, str]:
    """The build's roster CSV (columns student, and folder or slug) as folder -> student; a clear error when it
    is not one."""
    with open(path, newline="", encoding="utf-8-sig") as f:
        reader = csv.DictReader(f)
        fields = set(reader.fieldnames or ())
        folder = "folder" if "folder" in fields else "slug"
        if not {"student", folder} <= fields:
            raise ValueError(f"{path}: a roster needs the columns student and folder (the build's roster.csv), "
                             f"not {reader.fieldnames}.")
        roster = {row[folder].strip(): row["student"].strip() for row in reader if (row[folder] or "").strip()}
    if not roster:
        raise ValueError(f"{path}: the roster names no student.")
    return roster


def handed_in_by(path: Path, roster: dict[str, str]) -> tuple[str, str | None]:
    """The student a file was handed in under (the roster's name for its slug: the file's stem or its folder),
    and that slug; without a match, the file's stem and None."""
    for slug in (path.stem, path.parent.name):
        if slug in roster:
            return roster[slug], slug
    return path.stem, None


def student_flags(stated: str | None, student: str, slug: str | None, roster: dict[str, str]) -> list[str]:
    """Flags for a STUDENT other than the one the notebook was handed out to (compared with the roster)."""
    if not roster or slug is None or stated in (student, slug):
        return []
    names = {**{s: s for s in roster}, **{name: slug_ for slug_, name in roster.items()}}
    if stated in names:
        return [f"names another student ({stated})"]
    if stated is None:
        return ["tampering suspected: STUDENT is not set as handed out"]
    return [f"tampering suspected: STUDENT changed to {stated!r}"]


def built_for_flags(nb, graded) -> list[str]:
    """Without a roster: a STUDENT line that differs from the student the build wrote into the notebook's metadata."""
    built = ((nb.get("metadata") or {}).get("fishtutor") or {}).get("student")
    if built and graded.notebook_student != built:
        return [f"tampering suspected: STUDENT changed from {built!r} (the notebook was built for them)"]
    return []


# ---------------------------------------------------------------- grading

@dataclass
class Graded:
    """One submission graded: who, per question the points, possible, the judge's words; damage and flags."""

    path: Path
    student: str
    slug: str | None
    notebook_student: str | None
    folder: Path
    points: dict[str, float] = field(default_factory=dict)
    possible: dict[str, float] = field(default_factory=dict)
    words: dict[str, str] = field(default_factory=dict)
    passed: dict[str, bool] = field(default_factory=dict)
    damaged: dict[str, str] = field(default_factory=dict)
    flags: list[str] = field(default_factory=list)
    output: str = ""  # what Otter printed while grading

    @property
    def total(self) -> float:
        """Points scored in all."""
        return sum(self.points.values())

    def line(self) -> str:
        """The grade in one line, with the damage and the flags."""
        text = f"{self.student}: {self.total:g} / {sum(self.possible.values()):g}"
        if self.damaged:
            text += "  " + ", ".join(f"{q}'s check cell {how}" for q, how in self.damaged.items())
        return text + ("  [" + "; ".join(self.flags) + "]" if self.flags else "")


def questions_in(autograder: Path) -> dict[str, float]:
    """The questions the autograder zip grades (q1, q2, ... in order), each with its points."""
    import zipfile
    with zipfile.ZipFile(autograder) as zf:
        names = [n for n in zf.namelist() if re.fullmatch(r"tests/q\d+\.py", n)]
        points = {}
        for n in names:
            said = re.search(r"^points\s*=\s*([\d.]+)", zf.read(n).decode("utf-8"), re.M)
            points[n[6:-3]] = float(said.group(1)) if said else 1.0
    return dict(sorted(points.items(), key=lambda item: int(item[0][1:])))


class OutOfTime(Exception):
    """Grading a notebook took longer than the time limit."""


def _descendants(pid: int) -> set[int]:
    """The processes ``pid`` started, and those they started, still running (Linux's /proc; empty elsewhere)."""
    started: dict[str, list[str]] = {}
    for entry in Path("/proc").glob("[0-9]*/stat") if Path("/proc").is_dir() else ():
        try:
            fields = entry.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[0] != "Z":
            started.setdefault(fields[1], []).append(entry.parent.name)
    found, todo = set(), [str(pid)]
    while todo:
        for child in started.get(todo.pop(), ()):
            if int(child) not in found:
                found.add(int(child))
                todo.append(child)
    return found


def _kill(pids) -> None:
    """End these processes at once (those already gone are let be; Windows has no SIGKILL: its SIGTERM ends)."""
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, getattr(signal, "SIGKILL", signal.SIGTERM))


@contextlib.contextmanager
def time_limit(seconds: float | None):
    """Stop what runs inside after ``seconds`` (OutOfTime), and end the kernels it started and left running."""
    if not seconds or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGALRM"):
        yield
        return
    before = _descendants(os.getpid())

    def stop(_signum, _frame):
        raise OutOfTime(f"Otter had not finished grading it after {seconds:g} s: it was stopped.")
    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(max(1, int(seconds)))
    try:
        yield
    except OutOfTime:
        _kill(_descendants(os.getpid()) - before)
        raise
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _otter_main(path: Path, autograder: Path, folder: Path):
    """Otter's runner on one notebook; a kernel that died before it answered, before any cell ran (two kernels
    started at once can be handed the same port), or was still silent after its start-up wait (a machine busy with
    other work), is started again, up to KERNEL_STARTS starts."""
    import otter.run
    for start in range(1, KERNEL_STARTS + 1):
        try:
            return otter.run.main(str(path.resolve()), autograder=str(autograder.resolve()), output_dir=str(folder),
                                  no_logo=True)
        except RuntimeError as err:
            said = str(err)
            if not (KERNEL_DIED in said or KERNEL_SILENT in said) or start == KERNEL_STARTS:
                raise
            how = "died" if KERNEL_DIED in said else "was still silent"
            print(f"The kernel {how} before it answered ({err}); it is started again (start {start + 1}).")


def run_otter(path: Path, autograder: Path, folder: Path, seconds: float | None = TIME_LIMIT):
    """Otter's own runner on one notebook (``otter run`` without a container), its results.json and printed
    output kept in ``folder``; the results, and what Otter printed."""
    folder.mkdir(parents=True, exist_ok=True)
    printed = io.StringIO()
    try:
        with contextlib.redirect_stdout(printed), time_limit(seconds):
            results = _otter_main(path, autograder, folder)
    finally:
        (folder / "otter_output.txt").write_text(printed.getvalue(), encoding="utf-8")
    return results, printed.getvalue()


def read_results(graded: Graded, results, questions: dict[str, float]) -> None:
    """Each question's points and the judge's words from Otter's results (0 and Otter's words when it ran none)."""
    for name, possible in questions.items():
        try:
            test = results.get_result(name)
        except (KeyError, AttributeError, TypeError):
            graded.points[name], graded.possible[name], graded.passed[name] = 0.0, possible, False
            graded.words[name] = "Not graded: Otter ran no test for this question."
            continue
        failed = [r for r in test.test_case_results if not r.passed]
        graded.points[name], graded.possible[name] = float(test.score), float(test.possible)
        graded.passed[name] = not failed and float(test.score) == float(test.possible)
        graded.words[name] = judge_words(failed[0].message or "") if failed else "Right."


def read_notebook(path: Path) -> dict:
    """The notebook's JSON, if it is a notebook: else a ValueError that says what the file is instead."""
    import json
    unreadable = "not a notebook Jupyter can read"
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise ValueError(f"{unreadable} (it is not text)") from None
    except json.JSONDecodeError as err:
        raise ValueError(f"{unreadable} (not JSON: {err.msg} at line {err.lineno})") from None
    if not isinstance(nb, dict) or not isinstance(nb.get("cells"), list) \
            or not all(isinstance(cell, dict) for cell in nb["cells"]):
        raise ValueError(f"{unreadable} (JSON, but no list of cells)")
    return nb


def prepared(path, autograder, folder, roster: dict[str, str] | None = None) -> Graded:
    """One notebook read before Otter runs it: who handed it in, its damaged check cells, its flags; a file that is
    no notebook is scored 0 here, with the reason (the rest of the batch is graded all the same)."""
    path, roster = Path(path), roster or {}
    student, slug = handed_in_by(path, roster)
    try:
        nb = read_notebook(path)
    except ValueError as err:
        return not_graded(Graded(path, student, slug, None, Path(folder)), autograder, str(err))
    graded = Graded(path, student, slug, stated_student(nb), Path(folder),
                    damaged=damaged(nb, list(questions_in(Path(autograder)))))
    graded.flags += student_flags(graded.notebook_student, student, slug, roster) or built_for_flags(nb, graded)
    graded.flags += [f"tampering suspected: {what}" for what in tampering(nb)]
    return graded


def not_graded(graded: Graded, autograder, why: str) -> Graded:
    """A notebook Otter could not grade: 0 on every question, flagged with the reason."""
    graded.flags.append(f"not graded: {why}")
    read_results(graded, None, questions_in(Path(autograder)))
    return graded


def grade(path, autograder, folder, roster: dict[str, str] | None = None,
          seconds: float | None = TIME_LIMIT) -> Graded:
    """One notebook graded by Otter into ``folder``, with its damaged check cells and flags; a notebook Otter
    cannot grade (it hangs, or Otter fails on it) scores 0, flagged with the reason."""
    graded = prepared(path, autograder, folder, roster)
    if graded.possible:  # scored already: the file is no notebook
        return graded
    try:
        results, graded.output = run_otter(Path(path), Path(autograder), Path(folder), seconds)
    except Exception as err:  # noqa: BLE001 (whatever stopped Otter, the batch goes on and the row says why)
        return not_graded(graded, autograder, str(err).strip() or type(err).__name__)
    read_results(graded, results, questions_in(Path(autograder)))
    return graded


def flag_shared_students(batch: list[Graded]) -> None:
    """Flag notebooks that state the same STUDENT as another notebook of the batch."""
    for g in batch:
        same = [o.path.name for o in batch if o is not g and g.notebook_student
                and o.notebook_student == g.notebook_student]
        if same:
            g.flags.append(f"same STUDENT as {', '.join(same)}")


# ---------------------------------------------------------------- the gradebook CSV

def rows(graded: Graded) -> list[dict]:
    """The gradebook's rows for one submission: one per question, then its total."""
    flags = "; ".join(graded.flags)
    out = []
    for name in graded.possible:
        verdict, slip = verdict_of(graded.passed[name], graded.words[name])
        out.append({"student": graded.student, "notebook_student": graded.notebook_student or "",
                    "question": name, "points": f"{graded.points[name]:g}", "possible": f"{graded.possible[name]:g}",
                    "verdict": verdict, "slip": slip, "damaged": graded.damaged.get(name, ""), "flags": flags,
                    "feedback": graded.words[name]})
    out.append({"student": graded.student, "notebook_student": graded.notebook_student or "", "question": TOTAL,
                "points": f"{graded.total:g}", "possible": f"{sum(graded.possible.values()):g}", "verdict": "",
                "slip": "", "damaged": ", ".join(f"{q} {how}" for q, how in graded.damaged.items()),
                "flags": flags, "feedback": ""})
    return out


def write_gradebook(batch: list[Graded], out) -> Path:
    """The gradebook CSV at ``out``."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS)
        writer.writeheader()
        for graded in batch:
            writer.writerows(rows(graded))
    return out


def folder_names(paths: list[Path], roster: dict[str, str]) -> list[str]:
    """A results folder name per submission, distinct even when two files share a name."""
    names, taken = [], set()
    for path in paths:
        student, slug = handed_in_by(path, roster)
        base = re.sub(r"[^\w.-]+", "-", slug or path.stem).strip("-") or "submission"
        name, n = base, 1
        while name in taken:
            n += 1
            name = f"{base}-{n}"
        taken.add(name)
        names.append(name)
    return names


def check_inputs(autograder: Path, notebooks: list[Path], roster) -> None:
    """Refuse, before grading anything, a missing zip or notebook, a zip with no tests, a bad roster."""
    if not autograder.is_file():
        raise ValueError(f"{autograder}: no such autograder zip.")
    missing = [str(p) for p in notebooks if not p.is_file()]
    if missing:
        raise ValueError(f"No such notebook: {', '.join(missing)}.")
    not_notebooks = [str(p) for p in notebooks if p.suffix != ".ipynb"]
    if not_notebooks:
        raise ValueError(f"Not a notebook (.ipynb): {', '.join(not_notebooks)}.")
    if not questions_in(autograder):
        raise ValueError(f"{autograder} holds no tests/qN.py: it is not an assignment's autograder zip.")


def results_folder(out: Path) -> Path:
    """Where each notebook's Otter results go, beside the gradebook CSV: ``<name>-results/``."""
    return out.with_name(out.stem + "-results")


def default_jobs() -> int:
    """Notebooks graded at once by default: one a core, at most MOST_JOBS (each runs a kernel of its own)."""
    return max(1, min(MOST_JOBS, os.cpu_count() or 1))


def _grade_task(task: tuple) -> Graded:
    """One notebook of a batch graded (a task handed to a grading process)."""
    path, autograder, folder, roster, seconds = task
    return grade(path, autograder, folder, roster, seconds)


def _adopt_orphans() -> None:
    """Make this process the one that what its kernels leave running falls to when they end (Linux's child
    subreaper), not the system's first process: a notebook's leftovers can then be found, and ended."""
    if sys.platform.startswith("linux"):
        import ctypes
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER


def _end_leftovers() -> None:
    """End, and reap, what the last notebook started and left running once its kernel was shut down (a process
    that left its session still holds the kernel's output, and still runs a student's code)."""
    for _ in range(5):
        left = _descendants(os.getpid())
        if not left:
            return
        _kill(left)
        time.sleep(0.05)
        with contextlib.suppress(ChildProcessError):
            while os.waitpid(-1, os.WNOHANG)[0]:
                pass


def _grading_process(conn) -> None:
    """A grading process of a batch: it grades each notebook it is sent, ends what the notebook left running, and
    answers with the grade; at None it leaves at once, waiting on no thread that Otter or a kernel left behind."""
    _adopt_orphans()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the batch's to act on: it ends this process itself
    with contextlib.suppress(EOFError, OSError):
        while (task := conn.recv()) is not None:
            graded = _grade_task(task)
            _end_leftovers()
            conn.send(graded)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def grace(seconds: float) -> float:
    """How long past a notebook's time limit its grading process may take to answer before it is ended from outside
    (its own limit stops Otter and the kernel first; this is for a process that cannot act on it any more)."""
    return 10 + seconds / 10


class _Grader:
    """One grading process of a batch, and the notebook it is grading with the time its grade is due."""

    def __init__(self, context) -> None:
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=_grading_process, args=(theirs,), daemon=True)
        self.process.start()
        theirs.close()
        self.index: int | None = None
        self.due = float("inf")

    def give(self, index: int, task: tuple) -> None:
        """Send it one notebook to grade: due a grace after the notebook's time limit."""
        self.conn.send(task)
        seconds = task[-1]
        self.index, self.due = index, (time.monotonic() + seconds + grace(seconds)) if seconds else float("inf")

    def answer(self):
        """Its grade, if it has sent one (None until then, or if it died first)."""
        with contextlib.suppress(EOFError, OSError):
            if self.conn.poll():
                return self.conn.recv()
        return None

    def stop(self) -> None:
        """End it at once if it still runs, and every process it started (its kernel, and what that started)."""
        if self.process.exitcode is None:  # never a process id that was let go and may belong to another by now
            _kill(_descendants(self.process.pid) | {self.process.pid})
            self.process.join(5)
        self.conn.close()

    def close(self) -> None:
        """Let it leave; end it if it has not left within a few seconds."""
        with contextlib.suppress(OSError):
            self.conn.send(None)
        self.process.join(5)
        self.stop()


def _collected(grader: _Grader, tasks: list[tuple], done: dict, context) -> _Grader:
    """Take a grading process's grade if it has sent one; if it died or is overdue, end it, score its notebook 0
    with the reason, and put a fresh process in its place."""
    if grader.index is None:
        return grader
    graded = grader.answer()
    if graded is not None:
        done[grader.index], grader.index = graded, None
        return grader
    alive = grader.process.is_alive()
    if alive and time.monotonic() < grader.due:
        return grader
    path, autograder, folder, roster, seconds = tasks[grader.index]
    why = (f"its grading process had not answered {grace(seconds):g} s after the time limit ({seconds:g} s) and was "
           "stopped"
           if alive else f"its grading process ended without a grade (exit code {grader.process.exitcode})")
    grader.stop()
    done[grader.index] = not_graded(prepared(path, autograder, folder, roster), autograder, why)
    return _Grader(context)


def graded_in_order(tasks: list[tuple], jobs: int):
    """Each task's grade, in the order of ``tasks``: ``jobs`` notebooks at a time, each in a process of its own
    (a fresh Python: never a fork of a process that runs threads) with its own kernel and time limit. A process
    that dies, or has not answered a grace after the time limit, is ended with its kernel from here: its
    notebook scores 0 with the reason, and a fresh process grades the rest."""
    import multiprocessing
    from collections import deque
    from multiprocessing.connection import wait
    if not tasks:
        return
    context = multiprocessing.get_context(
        "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn")
    waiting, done, given = deque(enumerate(tasks)), {}, 0
    graders = [_Grader(context) for _ in range(max(1, min(jobs, len(tasks))))]
    try:
        while given < len(tasks):
            for grader in graders:
                if grader.index is None and waiting:
                    grader.give(*waiting.popleft())
            busy = [g for g in graders if g.index is not None]
            due = min(g.due for g in busy) - time.monotonic()
            wait([g.conn for g in busy] + [g.process.sentinel for g in busy],
                 None if due == float("inf") else max(0.0, due))
            graders = [_collected(g, tasks, done, context) for g in graders]
            while given in done:
                yield done.pop(given)
                given += 1
    except BaseException:
        for grader in graders:
            grader.stop()
        raise
    for grader in graders:
        grader.close()


def said(text: str) -> None:
    """A line for the teacher at once, even when the output goes to a file or a pipe."""
    print(text, flush=True)


def grade_batch(autograder, notebooks, out, roster_path=None, results_dir=None, say=said,
                seconds: float | None = TIME_LIMIT, jobs: int | None = None) -> list[Graded]:
    """Grade every notebook, each into its own results folder, ``jobs`` at a time (default: one a core, at most
    MOST_JOBS), and write the one gradebook CSV at ``out``, in the order the notebooks were given."""
    autograder, notebooks, out = Path(autograder), [Path(n) for n in notebooks], Path(out)
    if jobs is not None and (type(jobs) is not int or jobs < 1):
        raise ValueError(f"--jobs is how many notebooks are graded at once: a whole number from 1, not {jobs!r}.")
    check_inputs(autograder, notebooks, roster_path)
    roster = read_roster(roster_path) if roster_path else {}
    results_dir = Path(results_dir) if results_dir else results_folder(out)
    tasks = [(path, autograder, results_dir / name, roster, seconds)
             for path, name in zip(notebooks, folder_names(notebooks, roster))]
    batch: list[Graded] = []
    try:
        for graded in graded_in_order(tasks, default_jobs() if jobs is None else jobs):
            batch.append(graded)
            say(graded.line())
    except KeyboardInterrupt:
        say(f"Stopped (Ctrl-C): {len(batch)} of {len(tasks)} notebooks graded, their Otter results in "
            f"{results_dir}/; no gradebook written.")
        raise
    flag_shared_students(batch)
    write_gradebook(batch, out)
    say(f"Gradebook: {out} ({len(batch)} notebooks; Otter's results for each in {results_dir}/)")
    return batch


def parser() -> argparse.ArgumentParser:
    """The command line: the zip, the notebooks, --out, --roster, --results."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("autograder", help="the assignment's autograder.zip")
    p.add_argument("notebooks", nargs="+", help="the collected notebooks (.ipynb)")
    p.add_argument("--out", default="gradebook.csv", help="the gradebook CSV to write (default gradebook.csv)")
    p.add_argument("--roster", help="the build's roster.csv (columns student, folder): who each notebook was built for")
    p.add_argument("--results", help="the folder for each notebook's Otter results (default: <out>-results)")
    p.add_argument("--time-limit", type=float, default=TIME_LIMIT,
                   help=f"seconds a notebook may take before it is stopped and graded 0 (default {TIME_LIMIT})")
    p.add_argument("--jobs", type=int, default=None,
                   help=f"notebooks graded at once, each with a kernel of its own (default: one a core, at most "
                        f"{MOST_JOBS})")
    return p


def main(argv=None) -> int:
    """Grade the notebooks named on the command line into one gradebook."""
    args = parser().parse_args(argv)
    try:
        grade_batch(args.autograder, args.notebooks, args.out, args.roster, args.results, seconds=args.time_limit,
                    jobs=args.jobs)
    except (ValueError, OSError) as err:
        print(f"gradebook: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130  # what a shell reports for a command stopped by Ctrl-C
    return 0


if __name__ == "__main__":
    sys.exit(main())
