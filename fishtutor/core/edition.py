"""This edition's choices: where a rulebook is silent or open to two readings, what we do and why.

Each game's ``data/edition.json`` lists its choices under ``edition_choices``. This module loads them,
looks them up (by id, by lesson section, by probability exercise) and makes the one "this edition" mark
that every lesson, refusal, points explanation and probability question shows. No widgets here."""
from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

MARK_LABEL = "this edition"
MARK_CLASS = "fishtutor-edition"
GAMES_PACKAGE = "fishtutor.games"
_TEXT_KEYS = ("id", "title", "printed", "this_edition", "why")
_LIST_KEYS = ("lessons", "exercises", "tells")
_BADGE = ("background:#efe4fb;color:#5b2a86;border:1px solid #c9b2e6;border-radius:4px;padding:0 5px;"
          "font-size:12px;font-weight:600;white-space:nowrap")


class EditionDataError(ValueError):
    """An edition.json entry is missing something or has the wrong shape."""


@dataclass(frozen=True)
class Choice:
    """One place where the rulebook leaves the game open: its words or silence, our choice, and why."""

    game: str
    id: str
    title: str
    printed: str
    this_edition: str
    why: str
    option: str = ""
    option_text: str = ""
    lessons: tuple[str, ...] = ()
    exercises: tuple[str, ...] = ()
    tells: tuple[str, ...] = ()

    def line(self) -> str:
        """The one-line explanation that goes with the mark."""
        return f"{self.title}: {self.this_edition}"

    def told_by(self, text: str) -> bool:
        """Whether ``text`` uses a phrase or value that rests on this choice."""
        return any(re.search(tell, text or "", re.IGNORECASE) for tell in self.tells)


def parse_choice(game: str, raw) -> Choice:
    """A Choice from one edition.json entry, or a clear error naming the game, the entry and the problem."""
    where = f"{game} edition_choices entry {raw.get('id', '?') if isinstance(raw, dict) else raw!r}"
    if not isinstance(raw, dict):
        raise EditionDataError(f"{where}: each choice must be an object, not {type(raw).__name__}.")
    for key in _TEXT_KEYS:
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise EditionDataError(f"{where}: {key!r} must be a non-empty string.")
    for key in ("option", "option_text"):
        if not isinstance(raw.get(key, ""), str):
            raise EditionDataError(f"{where}: {key!r} must be a string.")
    for key in _LIST_KEYS:
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise EditionDataError(f"{where}: {key!r} must be a list of non-empty strings.")
    if not raw.get("tells"):
        raise EditionDataError(f"{where}: 'tells' needs at least one pattern, so the tests can find its uses.")
    for tell in raw["tells"]:
        try:
            re.compile(tell)
        except re.error as err:
            raise EditionDataError(f"{where}: tell {tell!r} is not a regular expression ({err}).") from None
    unknown = set(raw) - set(_TEXT_KEYS) - set(_LIST_KEYS) - {"option", "option_text"}
    if unknown:
        raise EditionDataError(f"{where}: unknown keys {', '.join(sorted(unknown))}.")
    return Choice(game, raw["id"], raw["title"], raw["printed"], raw["this_edition"], raw["why"],
                  raw.get("option", ""), raw.get("option_text", ""),
                  *(tuple(raw.get(key, [])) for key in _LIST_KEYS))


def parse_choices(game: str, raw) -> tuple[Choice, ...]:
    """Every choice of a game's ``edition_choices`` list, ids unique."""
    if not isinstance(raw, list):
        raise EditionDataError(f"{game}: edition_choices must be a list of choices.")
    found = tuple(parse_choice(game, entry) for entry in raw)
    ids = [c.id for c in found]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise EditionDataError(f"{game}: choice ids used twice: {', '.join(twice)}.")
    return found


@lru_cache(maxsize=None)
def homes() -> dict[str, str]:
    """Each game with edition data, mapped to the package whose ``data/edition.json`` holds it: a game package's own
    file, or a file shared by several games (a block each under ``games``, as games/fishy's). Read from the files
    alone, so that reading a game's edition imports no game, and no list of games is written here."""
    found: dict[str, str] = {}
    for folder in sorted(resources.files(GAMES_PACKAGE).iterdir(), key=lambda f: f.name):
        file = folder.joinpath("data", "edition.json")
        if file.is_file():
            shared = json.loads(file.read_text()).get("games")
            found.update(dict.fromkeys(shared, folder.name) if shared else {folder.name: folder.name})
    return found


GAMES = tuple(homes())  # every game with an edition.json


def edition_data(game: str) -> dict:
    """A game's whole edition.json."""
    if game not in GAMES:
        raise KeyError(f"No edition data for {game!r}; known games: {', '.join(GAMES)}.")
    data = json.loads(resources.files(GAMES_PACKAGE).joinpath(homes()[game], "data", "edition.json").read_text())
    block = data.pop("games", {}).get(game, {})  # a shared file: this game's own block, not the others'
    return {**data, **block}


@lru_cache(maxsize=None)
def choices(game: str) -> tuple[Choice, ...]:
    """A game's edition choices, in the order edition.json lists them."""
    return parse_choices(game, edition_data(game).get("edition_choices", []))


def choice(choice_id: str, game: str | None = None) -> Choice:
    """The choice with this id (in ``game``, or in any game: ids are unique across games)."""
    for g in (game,) if game else GAMES:
        for c in choices(g):
            if c.id == choice_id:
                return c
    raise KeyError(f"No edition choice {choice_id!r}" + (f" in {game}." if game else "."))


def for_lesson(game: str, rule: str) -> tuple[Choice, ...]:
    """The choices a lesson rests on, by its section id (``Step.rule``)."""
    return tuple(c for c in choices(game) if rule in c.lessons)


def lesson_choices(game: str, rule: str, marks: tuple | None = None) -> tuple[Choice, ...]:
    """The choices one lesson shows: its own list (``Step.marks``) when it has one, else its section's."""
    return for_lesson(game, rule) if marks is None else tuple(choice(m, game) for m in marks)


def for_exercise(exercise_id: str, game: str | None = None) -> tuple[Choice, ...]:
    """The choices a probability exercise rests on (in ``game``, or in any game)."""
    return tuple(c for g in ((game,) if game else GAMES) for c in choices(g) if exercise_id in c.exercises)


def told_in(game: str, text: str) -> tuple[Choice, ...]:
    """The choices whose phrases or values ``text`` uses."""
    return tuple(c for c in choices(game) if c.told_by(text))


# ---- the mark ---------------------------------------------------------------------------------------
def badge_html(tip: str = "") -> str:
    """The short visible label, with the explanation as a tooltip."""
    title = f" title='{html.escape(tip, quote=True)}'" if tip else ""
    return f"<span class='{MARK_CLASS}' style='{_BADGE}'{title}>{MARK_LABEL}</span>"


def mark_text(c: Choice) -> str:
    """The mark as plain text, for printing in a notebook or a log."""
    return f"[{MARK_LABEL}] {c.line()}"


def mark_html(c: Choice) -> str:
    """The mark as HTML: the label, then the one-line explanation."""
    return (f"<div class='{MARK_CLASS}-line' style='font-size:13px;color:#4a3a5e;margin:2px 0'>"
            f"{badge_html(c.why)} {html.escape(c.line())}</div>")


def marks_html(found) -> str:
    """One mark per choice (nothing when there are none)."""
    return "".join(mark_html(c) for c in found)


FOLD_OVER = 2  # more marks than this fold under one line, so the board stays in view on a phone


def lesson_marks_html(game: str, rule: str, marks: tuple | None = None) -> str:
    """The marks beside a lesson whose section rests on this edition's choices (many fold under one line);
    ``marks`` (a lesson's own list of choice ids) names the choices its board and task rest on instead."""
    found = lesson_choices(game, rule, marks)
    if len(found) <= FOLD_OVER:
        return marks_html(found)
    titles = html.escape(", ".join(c.title for c in found))
    return (f"<details class='{MARK_CLASS}-fold' style='font-size:13px;color:#4a3a5e;margin:2px 0'>"
            f"<summary>{badge_html()} {len(found)} choices this section rests on: {titles}</summary>"
            f"{marks_html(found)}</details>")


def exercise_marks_html(exercise_id: str, game: str | None = None) -> str:
    """The marks on a probability question that assumes this edition's choices."""
    return marks_html(for_exercise(exercise_id, game))
