"""One click's path, counted (``python -m bench.calls``): the calls each tutor's board makes to its game's PLAY for
one click on a lit target of a fresh full game, through the real board widget (no browser)."""
from __future__ import annotations

import collections

from fishtutor.games import SPECS, get
from fishtutor.tutor.board import BoardPanel
from fishtutor.tutor.session import Session

TUTORS = tuple(name for name, spec in SPECS.items() if spec.tutor == name)  # the games a tutor page teaches


class Counting:
    """A game's PLAY with each call the tutor makes to it counted by name."""

    def __init__(self, play):
        self._play, self.counts = play, collections.Counter()

    def __getattr__(self, name):
        """The PLAY's own attribute; a method comes back counting its calls."""
        found = getattr(self._play, name)
        if not callable(found) or name.startswith("_"):
            return found

        def counted(*args, **kwargs):
            self.counts[name] += 1
            return found(*args, **kwargs)
        return counted


def table(name: str, seed: int = 3) -> tuple[BoardPanel, Counting]:
    """A full game of ``name`` on the real board widget (three players, or the most a game takes below three),
    PLAY counted."""
    game = get(name)
    play = Counting(game.play)
    players = min(max(game.min_players, 3), game.max_players)
    return BoardPanel(Session(game.new_state(players, seed=seed), play, seed=seed)), play


def one_click(name: str) -> dict[str, int]:
    """The calls one click on the first lit target makes, by name."""
    panel, play = table(name)
    session = panel.session
    spot = next(s for s in session.scene().hotspots if s.target in session.lit)
    play.counts.clear()
    panel.on_click(spot.x + spot.w / 2, spot.y + spot.h / 2)
    if panel.errors:
        raise RuntimeError(panel.errors[-1])
    return dict(sorted(play.counts.items()))


def main() -> None:
    """Print each tutor's counted click."""
    for name in TUTORS:
        print(f"{name}: {', '.join(f'{k} ×{v}' for k, v in one_click(name).items())}")


if __name__ == "__main__":
    main()
