"""What the tutor knows of a game before it loads it: one ``GameSpec`` per game, written in the game's own package
(``SPEC``, or ``SPECS`` in a package holding several games), and the registry that finds them.

Everything else (the games, their lessons, presenters, editions, course assignments, the rules site, the bench)
reads the specs, so adding or removing a game touches its package only. The registry is lazy: looking up one
game imports that game's package only (a package named after it, or the package holding a module named after it),
so a page that shows one game loads that game alone. Only listing every game imports every game package.
No widgets here, and no game package is imported by name: the registry finds them under ``GAMES_PACKAGE``."""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module, resources
from typing import Any

GAMES_PACKAGE = "fishtutor.games"  # where the game packages live


class SpecError(ValueError):
    """A game's spec is malformed, or two specs clash."""


def load(path: str) -> Any:
    """The object a lazy dotted path names ("package.module:NAME"), its module imported on first use."""
    module, _, attribute = path.partition(":")
    return getattr(import_module(module), attribute)


@dataclass(frozen=True)
class Starter:
    """Who starts the full game is chosen at setup: the menu's label and its tooltip, in the rulebook's terms."""

    label: str
    tip: str


@dataclass(frozen=True)
class Course:
    """The graded assignment a game belongs to (the Fishy games share one): its key, short title and module
    (whose ``assignment()`` builds it and whose ``families()``, if any, gives each question's variants)."""

    key: str
    title: str
    module: str


@dataclass(frozen=True)
class GameSpec:
    """One game as the tutor lists it: names, player counts, rules variants, and lazy dotted paths to the game,
    its presenter (clicks and pictures) and its lessons, the tutor page teaching it and its course (its edition data is
its package's data/edition.json, or its block in a shared one: ``edition``)."""

    name: str  # the game's id, as in records and addresses
    title: str
    order: int  # where it stands in every list of games (the front page's order)
    players: tuple[int, int]  # fewest and most players the rulebook allows
    game: str  # "module:NAME" of the Game
    presenter: str  # "module:NAME" of the PLAY object in the game's interact.py
    lessons: str = ""  # "module:NAME" of its lessons (the rulebook sections as data)
    tutor: str = ""  # the tutor page teaching it (``<tutor>.ipynb``, rules page ``<tutor>.html``); "" for none
    course: Course | None = None  # the graded assignment it belongs to
    starter: Starter | None = None  # None: the game's setup leaves nobody to choose as first player
    variants: tuple[Mapping[str, Any], ...] = ({},)  # the rules options the full game offers
    variant_names: tuple[str, ...] = ("Standard rules",)  # how the tutor offers each of ``variants``
    playing_time: str = ""  # as the rulebook prints it (empty: the rulebook gives none)
    bench_players: tuple[int, ...] = (4,)  # the table sizes make bench plays (the README's figures are for these)

    def __post_init__(self) -> None:
        for problem in self.problems():
            raise SpecError(f"The spec of {self.name!r}: {problem}")

    def problems(self) -> list[str]:
        """What is wrong with this spec, in words (nothing for a good one)."""
        low, high = self.players
        found = [] if self.name.isidentifier() else ["its name must be a Python identifier"]
        found += [] if 1 <= low <= high else [f"players {self.players} must be (fewest, most), fewest at least 1"]
        found += [] if len(self.variants) == len(self.variant_names) else ["each variant needs one name"]
        found += [f"{field} {path!r} is not 'module:NAME'" for field, path in self._paths()
                  if path and not _dotted(path)]
        found += [] if self.course is None or _dotted(f"{self.course.module}:assignment") else [
            f"course module {self.course.module!r} is not a dotted module name"]
        found += [f"bench plays {n} players, outside {low}-{high}" for n in self.bench_players if not low <= n <= high]
        return found

    def _paths(self) -> list[tuple[str, str]]:
        """The lazy dotted paths, by field."""
        return [("game", self.game), ("presenter", self.presenter), ("lessons", self.lessons)]

    @property
    def min_players(self) -> int:
        """The fewest players."""
        return self.players[0]

    @property
    def max_players(self) -> int:
        """The most players."""
        return self.players[1]

    @property
    def edition(self) -> str:
        """The package under fishtutor/games whose data/edition.json holds this game's choices."""
        from .edition import homes
        return homes().get(self.name, "")

    @property
    def notebook(self) -> str:
        """The tutor notebook teaching this game ("" when none does)."""
        return f"{self.tutor}.ipynb" if self.tutor else ""

    def describes(self, cls: type) -> type:
        """Give a Game class its name, title, player counts and variants from this spec (a class decorator)."""
        for attribute, value in (("name", self.name), ("title", self.title), ("min_players", self.min_players),
                                 ("max_players", self.max_players), ("variants", self.variants),
                                 ("variant_names", self.variant_names), ("playing_time", self.playing_time),
                                 ("spec", self)):
            setattr(cls, attribute, value)
        return cls


def _dotted(path: str) -> bool:
    """The path is "package.module:NAME", every part a Python name."""
    module, colon, attribute = path.partition(":")
    return bool(colon) and all(part.isidentifier() for part in (*module.split("."), attribute))


def _package_specs(module: Any) -> tuple[GameSpec, ...]:
    """The specs a game package declares: ``SPEC``, or ``SPECS`` for a package holding several games."""
    specs = vars(module).get("SPECS") or ((vars(module)["SPEC"],) if "SPEC" in vars(module) else ())
    for spec in specs:
        if not isinstance(spec, GameSpec):
            raise SpecError(f"{module.__name__} declares {spec!r}, which is not a GameSpec.")
    return tuple(specs)


class Specs(Mapping[str, GameSpec]):
    """Every game's spec by name, in the games' order; looking one up imports that game's package only."""

    def __init__(self, package: str = GAMES_PACKAGE) -> None:
        self._package = package
        self._found: dict[str, GameSpec] = {}
        self._all: tuple[str, ...] | None = None

    def _home(self, name: str) -> str | None:
        """The package a game lives in, from the files alone: one named after it, or one with a module named after
        it (a package holding several games has a module per game)."""
        if not name.isidentifier():
            return None
        root = resources.files(self._package)
        if root.joinpath(name, "__init__.py").is_file():
            return name
        homes = [d.name for d in root.iterdir()
                 if d.joinpath("__init__.py").is_file() and d.joinpath(f"{name}.py").is_file()]
        return homes[0] if len(homes) == 1 else None

    def _read(self, package: str) -> tuple[GameSpec, ...]:
        """Import one game package and keep the specs it declares."""
        specs = _package_specs(import_module(f"{self._package}.{package}"))
        for spec in specs:
            if self._found.get(spec.name, spec) != spec:
                raise SpecError(f"Two games are called {spec.name!r}.")
            self._found[spec.name] = spec
        return specs

    def find(self, name: object) -> GameSpec | None:
        """The spec of the game called ``name``, or None when there is none."""
        if not isinstance(name, str):
            return None
        if name not in self._found and self._all is None:
            home = self._home(name)
            if home:
                self._read(home)
        return self._found.get(name)

    def names(self) -> tuple[str, ...]:
        """Every game's name, in order (this imports every game package)."""
        if self._all is None:
            root = resources.files(self._package)
            for package in sorted(d.name for d in root.iterdir() if d.joinpath("__init__.py").is_file()):
                self._read(package)
            ordered = sorted(self._found.values(), key=lambda s: s.order)
            orders = [s.order for s in ordered]
            if len(set(orders)) != len(orders):
                raise SpecError(f"Two games share a place in the order: {orders}.")
            self._all = tuple(s.name for s in ordered)
        return self._all

    def __getitem__(self, name: str) -> GameSpec:
        found = self.find(name)
        if found is None:
            raise KeyError(f"No game called {name!r}; known games: {', '.join(sorted(self.names()))}.")
        return found

    def __contains__(self, name: object) -> bool:
        return self.find(name) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def __len__(self) -> int:
        return len(self.names())

    def __repr__(self) -> str:
        return f"Specs({', '.join(self.names())})"


SPECS = Specs()


class Loaded(Mapping[str, Any]):
    """Game names mapped to what one field of their specs names lazily (their Game, their lessons...): a look-up
    imports that game's modules only; games whose spec leaves the field empty are not in it."""

    def __init__(self, field: str, specs: Specs = SPECS) -> None:
        self._field, self._specs = field, specs
        self._loaded: dict[str, Any] = {}

    def _path(self, name: object) -> str:
        """The field's dotted path for the game called ``name`` ("" when it has none)."""
        spec = self._specs.find(name)
        return getattr(spec, self._field) if spec else ""

    def __getitem__(self, name: str) -> Any:
        if name not in self._loaded:
            path = self._path(name)
            if not path:
                raise KeyError(f"No {self._field} for a game called {name!r}; known: {', '.join(self)}.")
            self._loaded[name] = load(path)
        return self._loaded[name]

    def __contains__(self, name: object) -> bool:
        return bool(self._path(name))

    def __iter__(self) -> Iterator[str]:
        return (name for name in self._specs if getattr(self._specs[name], self._field))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"Loaded({self._field}: {', '.join(self)})"


class Names(Sequence[str]):
    """A list of names worked out from the specs on first use (so that naming the list imports no game); ``member``,
    when given, answers "is this name in it?" without working out the whole list (one game's package only)."""

    def __init__(self, make: Callable[[], Sequence[str]], member: Callable[[object], bool] | None = None) -> None:
        self._make, self._member = make, member
        self._names: tuple[str, ...] | None = None

    def _all(self) -> tuple[str, ...]:
        """The names, worked out once."""
        if self._names is None:
            self._names = tuple(self._make())
        return self._names

    def __getitem__(self, index: Any) -> Any:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __contains__(self, name: object) -> bool:
        return self._member(name) if self._member and self._names is None else name in self._all()

    def __eq__(self, other: object) -> bool:
        return tuple(self) == (tuple(other) if isinstance(other, (Names, tuple, list)) else other)

    def __hash__(self) -> int:
        return hash(self._all())

    def __repr__(self) -> str:
        return repr(self._all())


class Table(Mapping[str, Any]):
    """A table worked out from the specs on first use (so that naming it imports no game); with ``lazy``, its
    values are dotted paths, each loaded when its key is first looked up."""

    def __init__(self, make: Callable[[], Mapping[str, Any]], lazy: bool = False) -> None:
        self._make, self._lazy = make, lazy
        self._table: dict[str, Any] | None = None
        self._loaded: dict[str, Any] = {}

    def _all(self) -> dict[str, Any]:
        """The table, worked out once."""
        if self._table is None:
            self._table = dict(self._make())
        return self._table

    def __getitem__(self, key: str) -> Any:
        if not self._lazy:
            return self._all()[key]
        if key not in self._loaded:
            self._loaded[key] = load(self._all()[key])
        return self._loaded[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __repr__(self) -> str:
        return repr(self._all())


def exports(**paths: str) -> Callable[[str], Any]:
    """A game package's module ``__getattr__``: each name loaded from its dotted path on first use, so that
    ``from fishtutor.games.<game> import GAME`` still works while reading the package's spec imports no engine."""

    def __getattr__(name: str) -> Any:
        if name not in paths:
            raise AttributeError(name)
        return load(paths[name])

    return __getattr__
