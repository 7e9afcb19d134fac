"""The assignments' worked answers and what a page shows above its questions.

A worked answer is HTML (a table and a plot) for the question with that id, built when the question has been
answered, never before; its simulations run then, seeded, so a page that is opened and left costs its kernel
nothing. A question without one shows its exact answer and explanation alone."""
from __future__ import annotations

import html

from fishtutor.games.fish_frenzy.cards import CRAB, DECK_COUNTS, DECK_SIZE
from fishtutor.probability import fish_frenzy as ff
from fishtutor.probability.core import Exercise, compare_png, run
from fishtutor.probability.svgplots import picture_html

from .tables import estimate_cell, fraction_cell, html_table, rounds_html

COUNTS = (3, 4, 5)  # the player counts the worked tables compare
TRIALS = 50_000


def _image(picture: bytes, alt: str) -> str:
    """A plot inside the worked answer (PNG on the server, SVG in the browser edition), with words for a screen
    reader."""
    return picture_html(picture, alt, max_width="100%")


def rounds_worked() -> str:
    """Rounds for 3, 4 and 5 players, and the engine's own games as a check (they never vary)."""
    lines = []
    for n in COUNTS:
        lasted = sorted(set(ff.played_rounds(n, games=20, seed=n)))
        lines.append(f"{n} players: exactly {ff.rounds(n)} rounds; 20 games played on the rules engine with random "
                     f"moves lasted {' or '.join(map(str, lasted))}.")
    return rounds_html(COUNTS) + "".join(f"<p style='margin:2px 0'>{html.escape(s)}</p>" for s in lines)


def some_crab_worked() -> str:
    """P(some boat shows a crab on the right) for 3, 4 and 5 players, exact beside simulated, with its plot."""
    exact = [ff.some_crab_on_the_right(n) for n in COUNTS]
    sims = [run(ff.exercises(n)[1], trials=TRIALS, seed=11) for n in COUNTS]
    title = "P(some boat shows a crab on the right)"
    table = html_table(("Players", "Exact", "Simulated (±2 s.e.)"),
                       [(n, fraction_cell(e), estimate_cell(s, 4)) for n, e, s in zip(COUNTS, exact, sims)],
                       caption=f"{title}, {TRIALS:,} deals each, seed 11")
    return table + _image(compare_png([f"{n} players" for n in COUNTS], exact, sims, title),
                          f"Bar chart: {title}, exact beside simulated, for 3, 4 and 5 players")


def eat_worked() -> str:
    """Expected little fish from eating on each boat (4 players), exact beside simulated, with its plot."""
    table = ff.eat_table(4)
    sims = [run(Exercise("eat", "", e, "", "", ff.simulate_eat(b - 1), probability=False), TRIALS, seed=3)
            for b, _, e in table]
    title = "Expected little fish from eating (4 players)"
    rows = [(b, f"+{extra}", f"{e} = {float(e):.3f}", estimate_cell(s, 3)) for (b, extra, e), s in zip(table, sims)]
    shown = html_table(("Boat", "Extra", "Exact", "Simulated (±2 s.e.)"), rows,
                       caption=f"{title} after the first deal, seed 3")
    return shown + _image(compare_png([f"boat {b}" for b, _, _ in table], [e for _, _, e in table], sims, title),
                          f"Bar chart: {title}, exact beside simulated, for each boat")


def deck_html() -> str:
    """The Fish Frenzy deck: how many cards, how many crabs, and the chance of each number of little fish."""
    shown = ff.fish_shown()
    return html_table(("Little fish on the card", "Chance"),
                      [(fish, fraction_cell(p)) for fish, p in sorted(shown.items())],
                      caption=f"The deck: {DECK_SIZE} cards, {DECK_COUNTS[CRAB]} of them crabs. What a dealt card shows")


WORKED = {"rounds": rounds_worked, "some_crab": some_crab_worked, "eat_last": eat_worked}  # question id -> worked
PREAMBLES = {"fish_frenzy": deck_html}  # game -> what its assignment shows above the questions


def worked_for(question_id: str):
    """The function giving this question's worked table, or None if it has none."""
    return WORKED.get(question_id)


def preamble(game: str) -> str:
    """What the game's assignment shows above its questions (facts to work from, never an answer)."""
    made = PREAMBLES.get(game)
    return made() if made is not None else ""
