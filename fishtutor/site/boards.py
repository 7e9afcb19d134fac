"""The boards and links the rules site and the front page show: each lesson's board and each game's start
position as standalone SVG (no kernel, no widgets), and where each game's tutor, assignment and rules live."""
from __future__ import annotations

import re

from fishtutor.core.spec import SPECS, Table
from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.render.svg import to_svg


def _pages() -> dict[str, tuple[str, ...]]:
    """Each tutor's page and the games it teaches, in the games' order (from the specs' ``tutor``)."""
    pages: dict[str, tuple[str, ...]] = {}
    for name in SPECS:
        if SPECS[name].tutor:
            pages[SPECS[name].tutor] = (*pages.get(SPECS[name].tutor, ()), name)
    return pages


# one rules page per tutor; Fresh Fish and Fish in the Barrel are sections of the Cats in the Barrel page
PAGES = Table(_pages)
# the assignment of the course each tutor's game belongs to (the Fishy games share one), and its short name
ASSIGNMENTS = Table(lambda: {page: SPECS[page].course.key for page in PAGES if SPECS[page].course})
ASSIGNMENT_NAMES = Table(lambda: {SPECS[n].course.key: SPECS[n].course.title for n in SPECS if SPECS[n].course})
START_SEED = 0  # the start positions drawn on the front page and the site (same seed, same picture)
_SIZE = re.compile(r'^<svg ([^>]*?)width="([\d.]+)" height="([\d.]+)"')


def first_view(game: str, index: int, seed: int = 0):
    """Lesson ``index`` of ``game`` as the tutor first shows it (``Tutor(game, start=index, seed=seed)``): the
    lesson's position after chance and the other players have moved up to the learner's turn, with the tutor's
    banner and the moves it lights (a question's answer kept hidden until it is checked)."""
    from fishtutor.lessons.base import Coach
    from fishtutor.tutor.session import Session  # the learner's seat at the table (no widgets of its own)
    step = LESSONS[game][index]
    session = Session(step.scenario(), GAMES[game].play, seat=step.seat, seed=seed + index, coach=Coach(step.task))
    return session.scene()


def lesson_svg(game: str, index: int) -> str:
    """Lesson ``index`` of ``game``: its board as the tutor first shows it, titled with the lesson's name."""
    step = LESSONS[game][index]
    return to_svg(first_view(game, index), f"{GAMES[game].title}, lesson {index + 1}: {step.title}. "
                  "The board as the lesson opens in the tutor.")


def start_players(game: str) -> int:
    """How many players the start position is drawn for: four where the game allows it."""
    g = GAMES[game]
    return max(g.min_players, min(4, g.max_players))


def start_svg(game: str) -> str:
    """The start position of a new game (seat 0's view), titled for readers who cannot see it."""
    g = GAMES[game]
    players = start_players(game)
    scene = g.play.portray(g.new_state(players, seed=START_SEED), 0)
    return to_svg(scene, f"{g.title}: a new game for {players} players, as it starts.")


def scaled(svg: str, width: int) -> str:
    """The same picture drawn ``width`` pixels wide (its viewBox keeps the proportions)."""
    found = _SIZE.match(svg)
    if not found:
        raise ValueError("Not an SVG document from to_svg: its width and height were not found.")
    w, h = float(found.group(2)), float(found.group(3))
    height = round(h * width / w)
    return _SIZE.sub(f'<svg {found.group(1)}width="{width}" height="{height}"', svg, count=1)


def players_words(game: str) -> str:
    """The number of players the rulebook allows, as words."""
    g = GAMES[game]
    return f"{g.min_players} players" if g.min_players == g.max_players else f"{g.min_players} to {g.max_players} players"


def time_words(game: str) -> str:
    """The playing time the rulebook prints, or a plain note that it prints none."""
    return GAMES[game].playing_time or "playing time not printed in the rulebook"
