"""The notes under the barrel are drawn whole, on the wide board and the phone's: seeded games of Cats in the
Barrel (and the reconstructions on its engine) played to the end for every player count, and every line of the
notes, every player's line of the last turn among them, drawn inside the board."""
import numpy as np
import pytest

from fishtutor.core.scene import Text
from fishtutor.games import GAMES
from fishtutor.games.barrel.portray import notes
from fishtutor.games.barrel.words import name
from fishtutor.games.fishy.portray import COMPACT, WIDE, _wrapped

from tests.support.playing import random_step

BARREL_GAMES = ("cats_in_the_barrel", "fresh_fish", "fish_in_the_barrel")
SEEDS = (1, 2)
YOU = 0


def played_out(name_: str, players: int, seed: int):
    """A seeded game played to its end by random legal moves, and every position it passed through."""
    game = GAMES[name_]
    state, rng, seen = game.new_state(players, seed=seed), np.random.default_rng(seed), []
    while not state.is_terminal():
        if not state.is_chance_node():
            seen.append(state.clone())
        random_step(state, rng)
    return state, seen


def outside(scene) -> list[str]:
    """The words drawn (partly) outside the board."""
    out = []
    for text in (s for s in scene.shapes if isinstance(s, Text)):
        left, right = text.span() if text.box else (text.x, text.x)
        if left < 0 or right > scene.width or text.y - text.size / 2 < 0 or text.y + text.size / 2 > scene.height:
            out.append(text.text)
    return out


def missing_notes(game, state, compact: bool) -> list[str]:
    """The lines of the notes under the barrel that the board leaves out, or draws outside itself."""
    scene = game.play.portray(state, YOU, compact=compact)
    drawn = scene.texts()
    width = (COMPACT if compact else WIDE).barrel_w
    lines = _wrapped(tuple(notes(state, YOU)), width)
    return [line for line in lines if line not in drawn] + outside(scene)


@pytest.mark.parametrize("name_", BARREL_GAMES)
@pytest.mark.parametrize("players", range(3, 7))
def test_at_the_end_every_players_last_turn_line_is_drawn_inside_the_board(name_, players):
    game = GAMES[name_]
    for seed in SEEDS:
        state, _ = played_out(name_, players, seed)
        for compact in (False, True):
            scene = game.play.portray(state, YOU, compact=compact)
            drawn = scene.texts()
            assert "Last turn:" in drawn, (seed, compact, drawn)
            after = drawn[drawn.index("Last turn:") + 1:]
            for seat in range(players):
                said = f"{name(seat, YOU)}: "
                assert any(line.startswith(said) for line in after), (seed, compact, said, after)
            assert not missing_notes(game, state, compact), (seed, compact)


@pytest.mark.parametrize("name_", BARREL_GAMES)
def test_on_the_way_every_line_of_the_notes_is_drawn_inside_the_board(name_):
    game = GAMES[name_]
    for players in (3, 6):
        _, seen = played_out(name_, players, 3)
        for state in seen:
            for compact in (False, True):
                assert not missing_notes(game, state, compact), (players, compact, notes(state, YOU))
