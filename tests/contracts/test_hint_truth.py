"""Every hint sentence is true: over seeded positions in every game with a full game to play, each sentence is
parsed and its numbers and its rule are checked against the state (the chance is the search's value for that
move, the imagined games its visits, the moves allowed the state's count, the points at once the state's own),
the move it names is the one its lit targets make on the board, and nothing in it rests on a hidden card."""
import json
import re

import numpy as np
import pytest

from fishtutor.bots import GreedyBot, SeatView, advance
from fishtutor.coach import search, why
from fishtutor.coach.hint import Budget, hint
from fishtutor.core.spec import SPECS, load
from fishtutor.lessons import LESSONS

SENTENCE = re.compile(r"^(?P<words>.+): you win with chance (?P<chance>[01]\.\d\d) in (?P<visits>\d+) imagined "
                      r"games?; (?P<points>.+?)(?:; (?P<rule>[^;]+))? \(one of (?P<moves>\d+) moves allowed here\)\.$")
FREE = re.compile(r"^landing on an empty boat is free: you keep your (?P<held>\d+) little fish$")
CHALLENGE = re.compile(r"^challenging (?P<who>.+) there costs exactly (?P<t>\d+) of your (?P<held>\d+) little fish \(yours "
                       r"on that boat must end one above theirs\)$")
COLLECT = re.compile(r"^collecting takes all (?P<k>\d+) cards under boat (?P<boat>\d+)$")
HOLD = re.compile(r"^you hold (?P<n>\d+) (?P<card>.+) cards?, and (?P<left>\d+) cards stay in your hand after it$")
STAY = re.compile(r"^at once (?P<unit>.+) stay at (?P<n>-?\d+)$")
GO = re.compile(r"^at once (?P<unit>.+) go from (?P<a>-?\d+) to (?P<b>-?\d+)$")
UNSEEN = re.compile(r"^it turns up what you cannot see yet, so what it scores at once is not known \((?P<unit>.+) are "
                    r"(?P<n>-?\d+) now\)$")
BUDGET = Budget(seconds=600.0, iterations=18, seed=5)  # the cap, never the clock, ends each search: one answer
SEAT = 0
POSITIONS = 3  # learner decisions per game, each some moves into a seeded game


def full_games() -> list[str]:
    """Every game a tutor ends with a full game of."""
    return [name for name in SPECS if name in LESSONS and any(s.rule == "play" for s in LESSONS[name])]


def positions(name: str):
    """Seeded positions where seat 0 has a choice to make, some moves into a game against greedy bots."""
    game = load(SPECS[name].game)
    rng = np.random.default_rng(7)
    found = []
    for seed in range(40):
        state = game.new_state(min(3, game.max_players), seed=seed)
        bots = {s: GreedyBot(seed + s) for s in range(1, state.num_players())}
        for _ in range(int(rng.integers(0, 12))):
            advance(state, bots, rng, stop_for=(SEAT,))
            if state.is_terminal():
                break
            moves = state.legal_moves(SEAT)
            state.apply(moves[int(rng.integers(len(moves)))], SEAT)
        advance(state, bots, rng, stop_for=(SEAT,))
        if not state.is_terminal() and len(state.legal_moves(SEAT)) > 1:
            found.append(state)
        if len(found) == POSITIONS:
            return found
    return found


def made_by(play, state, way) -> object:
    """The move the hinted way makes when its settings are set and its targets chosen in order on the true board."""
    if way.button:
        return play.press(state, SEAT, way.button)
    selection = play.start(state, SEAT)
    for name, value in way.settings:
        selection = play.choose_value(selection, name, value)
    for target in way.targets:
        act = play.act(state, SEAT, target, selection)
        if act.move is not None:
            return act.move
        selection = act.selection
    return None


def check_points(game: str, state, move, said: str) -> None:
    """The points clause holds in the true state: before and right after the move."""
    before = state.scores()[SEAT]
    after = state.clone()
    after.apply(move, SEAT)
    if (m := STAY.match(said)) is not None:
        assert m["unit"] == why.unit(game) and int(m["n"]) == before == after.scores()[SEAT], said
    elif (m := GO.match(said)) is not None:
        assert m["unit"] == why.unit(game), said
        assert (int(m["a"]), int(m["b"])) == (before, after.scores()[SEAT]) and before != after.scores()[SEAT], said
    else:
        m = UNSEEN.match(said)
        assert m is not None, f"an unparsed points clause: {said!r}"
        assert m["unit"] == why.unit(game) and int(m["n"]) == before, said
        views = set()
        for seed in why.WORD_SEEDS:  # it does turn up something hidden: the seat's view after it differs by world
            world = state.determinize(SEAT, np.random.default_rng(seed))
            world.apply(move, SEAT)
            views.add(json.dumps(world.observation(SEAT), sort_keys=True))
        assert len(views) > 1, said


def check_rule(game: str, state, move, said: str | None) -> None:
    """The rule clause holds in the true state: the counts it names are the state's, the rule it states is the
    game's (a challenge costs exactly what the rules price it at)."""
    if said is None:
        return
    kind = type(move).__name__
    if game == "fish_frenzy" and kind == "PlaceSeagull":
        from fishtutor.games.fish_frenzy.legality import challenge_price
        there = state.resident[move.boat]
        if (m := FREE.match(said)) is not None:
            assert there < 0 and move.tokens == 0 and int(m["held"]) == state.hand[SEAT], said
        else:
            m = CHALLENGE.match(said)
            assert m is not None and m["who"] == state.seat_name(there), said
            assert int(m["t"]) == move.tokens == challenge_price(state, move.boat, SEAT), said
            assert int(m["held"]) == state.hand[SEAT], said
    elif game == "fish_frenzy" and kind == "Collect":
        m = COLLECT.match(said)
        assert m is not None and int(m["boat"]) == move.boat + 1 and int(m["k"]) == len(state.boats[move.boat])
    elif game == "fish_eat_fish" and kind == "ChooseCard":
        from fishtutor.games.fish_eat_fish.cards import CARD_NAMES, KIND_OF_CODE
        m = HOLD.match(said)
        kind_of = KIND_OF_CODE[move.card]
        assert m is not None and m["card"] == CARD_NAMES[kind_of], said
        assert int(m["n"]) == state.hand[SEAT][kind_of] >= 1 and int(m["left"]) == sum(state.hand[SEAT]) - 1, said
    else:
        raise AssertionError(f"a rule clause no check knows: {game} {kind}: {said!r}")


@pytest.mark.parametrize("name", full_games())
def test_every_hint_sentence_is_true(name):
    play = load(SPECS[name].presenter)
    seen = 0
    for state in positions(name):
        view = SeatView(state, SEAT, np.random.default_rng(BUDGET.seed))
        ranked = search.analyse(view, seconds=BUDGET.seconds, seed=BUDGET.seed, iterations=BUDGET.iterations)
        lines = {line.move: line for line in ranked}
        found = hint(state, SEAT, play, BUDGET)
        tried = [line.move for line in ranked if line.visits]
        assert {s.move for s in found} == set(tried[:3])  # the search's three most tried, each tried at least once
        said = [(float(SENTENCE.match(s.sentence)["chance"]), s.visits) for s in found]
        assert said == sorted(said, reverse=True), said  # read as ranked: no move above one with a higher chance
        for suggestion in found:
            m = SENTENCE.match(suggestion.sentence)
            assert m is not None, suggestion.sentence
            move = suggestion.move
            assert state.check(move, SEAT).ok
            assert m["chance"] == f"{lines[move].value:.2f}" and int(m["visits"]) == lines[move].visits
            assert int(m["moves"]) == len(state.legal_moves(SEAT))
            assert suggestion.way is not None and made_by(play, state, suggestion.way) == move, suggestion
            if not m["words"].startswith(("Choose ", "Press ")):
                assert m["words"] == play.move_words(state, move, SEAT, SEAT)
            check_points(name, state, move, m["points"])
            check_rule(name, state, move, m["rule"])
            seen += 1
    assert seen >= 3, f"too few hinted moves checked in {name}"


@pytest.mark.parametrize("name", full_games())
def test_a_hint_says_nothing_the_seat_cannot_see(name):
    """The same hint for the true position and for a copy with every hidden card dealt afresh."""
    play = load(SPECS[name].presenter)
    for state in positions(name)[:2]:
        other = state.determinize(SEAT, np.random.default_rng(99))  # what the seat cannot see dealt afresh
        assert [s.sentence for s in hint(state, SEAT, play, BUDGET)] == \
            [s.sentence for s in hint(other, SEAT, play, BUDGET)]
