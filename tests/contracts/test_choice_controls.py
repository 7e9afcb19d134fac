"""Every choice the board offers can be made: a sweep over every game's lesson boards and seeded games.

A choice control beside the board (Fish Frenzy's little fish to play) offers only what some landing takes: each
number offered, with a click on the board, makes a legal move, and every legal move can be made so. A choice
drawn on the board (the ways under Fishing Frenzy's dice, Trade or Cancel for a Cats in the Barrel Cat) makes a
legal move when clicked. A click that does not make a legal move is refused with a reason, or answered with a
hint: never silence."""
import numpy as np
import pytest

from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS

from tests.support.playing import legal_step, sweep

SEEDS = sweep(6)  # seeded games per player count and rules variant (one under make check)
EVERY = 5  # every fifth position of a seeded game is looked at


def lesson_positions(name: str):
    """Each lesson's board and the seat the learner plays there."""
    for step in LESSONS.get(name, ()):
        yield step.scenario(), step.seat


def game_positions(name: str):
    """Positions of seeded games for every player count and variant, each with every seat due to act there."""
    game = GAMES[name]
    for players in range(game.min_players, game.max_players + 1):
        for v, options in enumerate(game.variants):
            for seed in range(SEEDS):
                state, rng = game.new_state(players, seed=seed, **options), np.random.default_rng(seed)
                for ply in range(2000):
                    if state.is_terminal():
                        break
                    if ply % EVERY == 0 and not state.is_chance_node():
                        for seat in state.current_players():
                            yield state.clone(), seat
                    move, seat = legal_step(state, rng)
                    state.apply(move, seat)


def positions(name: str):
    """Lesson boards, then seeded games' positions, for the seat due to act in each (or the learner's)."""
    for state, seat in (*lesson_positions(name), *game_positions(name)):
        if seat in state.current_players() and not state.is_chance_node():
            yield state, seat


def targets(play, state, seat: int, values: dict) -> list:
    """Every target the board offers to a click with these control values (its hotspots), once each."""
    lit, focus = play.highlights(state, seat, values)
    scene = play.portray(state, seat, lit, focus)
    return list(dict.fromkeys(h.target for h in scene.hotspots))


def click(play, state, seat: int, target, values: dict):
    """What a click on ``target`` does with these values: (move or None, hint, values after, verdict or None)."""
    kept = dict(values)
    move, hint = play.move_for_target(state, seat, target, kept)
    return move, hint, kept, (None if move is None else state.check(move, seat))


def answered(move, hint, verdict) -> bool:
    """A click is answered: a legal move, a refusal with its reason, or a hint."""
    return bool(hint) if move is None else verdict.ok or bool(verdict.reason)


def choice_problems(play, state, seat: int) -> list[str]:
    """Where the controls beside the board offer a choice no move takes, or leave a legal move out of reach."""
    offered = play.choice_options(state, seat, play.reset_values(state, seat)) if play.choices else {}
    problems, reached = [], set()
    for name, options in offered.items():
        for option in options:
            values = {**play.reset_values(state, seat), name: option}
            made = set()
            for target in targets(play, state, seat, values):
                move, hint, _, verdict = click(play, state, seat, target, values)
                if not answered(move, hint, verdict):
                    problems.append(f"{name}={option}, {target}: nothing said")
                if move is not None and verdict.ok:
                    made.add(move)
            if not made:
                problems.append(f"{name}={option} is offered but no click with it makes a legal move")
            reached |= made
    if offered:
        missing = set(state.legal_moves(seat)) - reached
        problems += [f"{move} is legal but no offered choice makes it" for move in sorted(map(str, missing))]
    return problems


def board_choice_problems(play, state, seat: int) -> list[str]:
    """Where a choice drawn on the board (after a click picks something) is lit but makes no legal move, or is
    drawn unlit and clicked without a word (a card's way the position rules out is refused with its reason)."""
    problems = []
    start = play.reset_values(state, seat)
    lit, _ = play.highlights(state, seat, start)
    for first in lit:
        move, hint, values, verdict = click(play, state, seat, first, start)
        if not answered(move, hint, verdict):
            problems.append(f"{first}: nothing said")
        if move is not None:
            continue
        offered, _ = play.highlights(state, seat, values)
        for target in targets(play, state, seat, values):
            if target[0] != "option":
                continue
            move, hint, _, verdict = click(play, state, seat, target, values)
            if target in offered and (move is None or not verdict.ok):
                problems.append(f"{first} then {target}, lit: {hint or verdict.reason}")
            elif not answered(move, hint, verdict):
                problems.append(f"{first} then {target}: nothing said")
    return problems


def test_only_fish_frenzy_has_a_control_beside_the_board():
    assert [name for name, game in GAMES.items() if game.play.choices] == ["fish_frenzy"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_choice_offered_makes_a_legal_move(name):
    play, looked, found = GAMES[name].play, 0, {}
    for state, seat in positions(name):
        looked += 1
        for problem in choice_problems(play, state, seat) + board_choice_problems(play, state, seat):
            found.setdefault(problem, state)
    assert looked > 20
    assert not found, "\n".join(list(found)[:10])


def test_fish_frenzy_offers_its_control_in_the_sweep_with_counts_below_the_hand():
    play, seen = GAMES["fish_frenzy"].play, []
    for state, seat in positions("fish_frenzy"):
        offered = play.choice_options(state, seat, {}).get("tokens")
        if offered:
            seen.append((offered, state.hand[seat]))
    assert len(seen) > 10
    assert any(max(offered) < hand for offered, hand in seen)  # the old control offered every number up to the hand
