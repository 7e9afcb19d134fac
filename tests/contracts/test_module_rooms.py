"""Each engine in its own package, and no import circles: a module never imports one that imports it back,
not even from inside a function (a local import that only hides a circle is still a circle)."""
import ast
import functools
from pathlib import Path

import pytest

from tests.support import ROOT as REPOSITORY

ROOT = REPOSITORY / "fishtutor"


def module_name(path: Path) -> str:
    """A file's dotted module name (a package by its __init__)."""
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def imported(name: str) -> set[str]:
    """The fishtutor modules ``name`` imports anywhere in its text (top level or inside a function)."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                stem = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(stem + ([node.module] if node.module else []))
            subs = {f"{base}.{a.name}" for a in node.names}
            found |= subs if subs <= MODULES.keys() else {base} | (subs & MODULES.keys())
    return {m for m in found if m in MODULES and m != name}


@functools.cache
def graph(name: str) -> frozenset[str]:
    """``imported``, read once per module and only when a test asks (every test worker collects this file)."""
    return frozenset(imported(name))


def reachable(start: str) -> set[str]:
    """Every module ``start`` leads to by imports."""
    seen, todo = set(), [start]
    while todo:
        for nxt in graph(todo.pop()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_no_module_imports_one_that_imports_it_back():
    circles = sorted(name for name in MODULES if name in reachable(name))
    assert circles == [], f"modules in an import circle: {circles}"


@pytest.mark.parametrize("engine, other", [("barrel", "jumping_fish"), ("jumping_fish", "barrel")])
def test_each_fishy_engine_keeps_to_its_own_package_and_the_shared_one(engine, other):
    mine = [m for m in MODULES if m.startswith(f"fishtutor.games.{engine}")]
    assert mine
    for name in mine:
        assert not any(m.startswith(f"fishtutor.games.{other}") for m in graph(name)), name


def test_the_shared_fishy_package_imports_no_engine():
    shared = [m for m in MODULES if m.startswith("fishtutor.games.fishy")]
    for name in shared:
        assert all(m.startswith(("fishtutor.games.fishy", "fishtutor.core")) for m in graph(name)), name


def test_core_imports_no_game():
    for name in (m for m in MODULES if m.startswith("fishtutor.core")):
        assert not any(m.startswith("fishtutor.games") for m in graph(name)), name


GAME_PACKAGES = [m for m in MODULES if m.count(".") == 2 and m.startswith("fishtutor.games.")
                 and MODULES[m].name == "__init__.py"]


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_a_game_packages_init_holds_its_spec_and_imports_no_engine(package):
    # the registry reads every package's spec to list the games: reading it must not load an engine
    assert graph(package) <= {"fishtutor.core.spec", "fishtutor.games.fishy.barrel"}, package
