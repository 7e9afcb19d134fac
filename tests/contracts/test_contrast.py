"""Every word a board shows has the contrast WCAG 2.1 AA asks (4.5:1, large text 3:1) against what is beneath
it: on every lesson's board, wide and on a phone, and on boards of seeded games of every kind."""
import random

import pytest

from fishtutor.core.contrast import background, faint_words, ratio
from fishtutor.core.scene import Rect, Scene, Text
from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.tutor.session import Session
from tests.support.lesson_contract import session_for

PLAYED = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")


def test_ratios_match_the_wcag_formula():
    assert ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert ratio("#fff", "#fff") == pytest.approx(1.0)
    assert ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # the lightest grey that passes on white


def test_the_background_is_the_last_shape_under_the_word():
    scene = Scene(200, 100, (Rect(0, 0, 100, 100, fill="#000000"), Rect(0, 0, 50, 50, fill="#ffffff"),
                             Text(10, 20, "on white", fill="#111111"), Text(60, 80, "on black", fill="#111111")))
    assert background(scene, 2) == "#ffffff" and background(scene, 3) == "#000000"
    faint = faint_words(scene)
    assert [f.text for f in faint] == ["on black"] and faint[0].needed == 4.5


def scenes_of_lessons(game):
    for step in LESSONS[game]:
        if step.scenario is None:
            continue
        session = session_for(game, step)
        yield step.title, session.scene()
        session.compact = True
        yield f"{step.title} (phone)", session.scene()


def scenes_of_play(game, moves=60, every=6):
    rnd, state = random.Random(5), GAMES[game].new_state(4, seed=5)
    for i in range(moves):
        seats = state.current_players()
        if not seats:
            break
        if i % every == 0 and not state.is_chance_node():
            session = Session(state.clone(), GAMES[game].play, seat=seats[0], seed=1)
            yield f"move {i}", session.scene()
            session.compact = True
            yield f"move {i} (phone)", session.scene()
        if state.is_chance_node():
            state.apply(state.sample_chance())
        else:
            legal = state.legal_moves(seats[0])
            state.apply(legal[rnd.randrange(len(legal))], seats[0])


def faint_report(named_scenes) -> list[str]:
    return [f"{name}: “{f.text}” {f.colour} on {f.beneath} is {f.ratio}:1, needs {f.needed}:1"
            for name, scene in named_scenes for f in faint_words(scene)]


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_lesson_board_is_readable(game):
    assert faint_report(scenes_of_lessons(game)) == []


@pytest.mark.parametrize("game", PLAYED)
def test_boards_of_a_played_game_are_readable(game):
    assert faint_report(scenes_of_play(game)) == []
