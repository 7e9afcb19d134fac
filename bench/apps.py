"""What the bench measures on: each game's table sizes (from its spec) and each tutor's page with a board that
takes a click (read by the bench's reports and by python -m bench.click, bench.static)."""
from pathlib import Path

from fishtutor.games import GAMES, SPECS
from fishtutor.lessons import LESSONS

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PLAYERS = {name: SPECS[name].bench_players for name in SPECS}  # the table sizes each game's spec names for the bench


def board_apps() -> list[tuple[str, str, int, tuple[float, float]]]:
    """For each game with a tutor: its notebook, a lesson whose board takes a click, and where to click."""
    apps = []
    for name, steps in LESSONS.items():
        if not (NOTEBOOKS / f"{name}.ipynb").exists():
            continue  # a game taught inside another's notebook (the Fishy reconstructions) has no page of its own
        game = GAMES[name]
        index = next(i for i, s in enumerate(steps) if s.task.kind == "move")
        scene = game.play.portray(steps[index].scenario(), steps[index].seat)
        spot = next(h for h in scene.hotspots if steps[index].task.solution and _hits(h, steps[index]))
        apps.append((game.title, f"{name}.ipynb", index, (spot.x + spot.w / 2, spot.y + spot.h / 2)))
    return apps


def _hits(spot, step) -> bool:
    """The hotspot a click on which makes the lesson's first solution move."""
    move = step.task.solution[0]
    if spot.target[0] == "card":  # the barrel games: the first click picks the card of the hand the move plays
        return spot.target[1] == getattr(move, "card", "CAT" if type(move).__name__ == "PlayCat" else None)
    if spot.target[0] == "played":  # a Cat's trade or cancel: the first click picks the opponent's card
        return spot.target[1:] == (getattr(move, "seat", None), getattr(move, "card", None))
    if spot.target[0] == "level":  # placing a fish (Cats in the Barrel, fish running short)
        return spot.target[1] == getattr(move, "level", None)
    if spot.target[0] == "square":  # Fishing Frenzy: the square (named "G7") the move ends on
        return spot.target[1] == getattr(move, "end", None)
    return spot.target[0] in ("boat", "circle") and spot.target[1] == getattr(move, "boat", getattr(move, "circle", None))
