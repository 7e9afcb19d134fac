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
from fishtutor.coach.rules import capital, your_move
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


def positions(name: str, wanted: int = POSITIONS):
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
        if len(found) == wanted:
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
    elif game in BARREL_GAMES:
        check_barrel(state, move, said)
    elif game == "jumping_fish":
        check_jumping(state, move, said)
    elif game == "fishing_frenzy" and kind in ("Sail", "Drift"):
        check_ends(state, move, said)
    else:
        raise AssertionError(f"a rule clause no check knows: {game} {kind}: {said!r}")


BARREL_GAMES = ("cats_in_the_barrel", "fresh_fish", "fish_in_the_barrel")
HAND_LEFT = re.compile(r"(?P<left>\d+) cards? left in your hand after it$")
EARNS = re.compile(r"^played by nobody else it places (?P<alone>\d+) fish on level (?P<n>\d), by one other player "
                   r"too (?P<two>\d+), by more none, and ")
EARNS_LOWEST = re.compile(r"^played by nobody else it places one fish on each of levels (?P<levels>[\d, ]+), by more "
                          r"none, and ")
CAT_PICK = re.compile(r"^your (?P<cats>Cat|two Cats) will trade for or cancel another player's card once all are "
                      r"shown, and ")
TRADE = "your Cat takes that card and its gain, and they take your Cat"  # the card: the move's words (check_words)
CANCEL = re.compile(r"^that card earns nothing and they lose one fish from each of its levels where they have one "
                    r"\(they have (?P<there>.+)\)$")
PLACE = re.compile(r"^level (?P<n>\d) holds (?P<k>\d+) of your fish before it$")


def check_barrel(state, move, said: str) -> None:
    """A barrel game's clause: the card's gain by the rule of how many play it, the hand left, a Cat's target."""
    from fishtutor.games.barrel.resolve import earned
    from fishtutor.games.fishy.barrel import fish_on
    from fishtutor.games.fishy.cards import CAT, LOWEST_LEVELS, is_level, level_of
    kind = type(move).__name__
    if kind == "Pick":
        m = HAND_LEFT.search(said)
        assert m is not None and int(m["left"]) == len(state.hands[SEAT]) - (2 if move.both else 1), said
        if move.card == CAT:
            assert CAT_PICK.match(said) is not None and (m2 := CAT_PICK.match(said))["cats"] == \
                ("two Cats" if move.both else "Cat"), said
        elif type(state).TAKING:
            assert said == m.group(0), said  # Fresh Fish: the hand only
        elif is_level(move.card):
            e = EARNS.match(said)
            assert e is not None and int(e["n"]) == level_of(move.card), said
            # the rule: a Level card alone earns two fish on its level, shared by two one each, by three none
            assert (int(e["alone"]), int(e["two"])) == (len(earned(move.card, 1)), len(earned(move.card, 2))) == \
                (2, 1) and earned(move.card, 3) == (), said
        else:
            e = EARNS_LOWEST.match(said)
            levels = tuple(int(x) for x in e["levels"].split(", ")) if e else ()
            assert levels == LOWEST_LEVELS[move.card] == earned(move.card, 1) and earned(move.card, 2) == (), said
    elif kind == "Trade":
        assert said == TRADE, said
        assert any(e[1] == move.seat and e[2] == move.card and e[3] == 0 for e in state.table), said  # in play
    elif kind == "Cancel":
        m = CANCEL.match(said)
        assert m is not None, said
        assert any(e[1] == move.seat and e[2] == move.card for e in state.table), said  # a card on the table
        levels = (level_of(move.card),) if is_level(move.card) else LOWEST_LEVELS[move.card]
        assert m["there"] == ", ".join(f"{fish_on(state.levels, move.seat, n)} on level {n}" for n in levels), said
    elif kind == "Place":
        m = PLACE.match(said)
        assert m is not None and int(m["n"]) == move.level, said
        assert int(m["k"]) == state.levels[move.level - 1][SEAT], said
    else:
        raise AssertionError(f"a barrel clause no check knows: {kind}: {said!r}")


JUMP_LEVEL = re.compile(r"^(?:(?P<rep>an opponent played)|no opponent has played) the Level (?P<n>\d) card "
                        r"(?:before you this round|yet this round), so this option (?P<does>.+) \(you have "
                        r"(?P<k>\d+) on level (?P=n)\)$")  # which option: the move's words (check_words)
JUMP_UP = re.compile(r"^moves (?P<count>\d+) of your fish up (?P<up>\d+) levels?(?: each)?$")
JUMP_PUSH = "moves one of your fish up 1 level and one fish of each opponent who played it down 1 level"
CAT_MINE = re.compile(r"^one of your fish on level (?P<n>\d) goes up (?P<up>\d) levels$")
CAT_THEIRS = re.compile(r"^one of (?P<who>\w+)'s fish on level (?P<n>\d) goes down (?P<down>\d) levels, or 1 if they "
                        r"answer with a Cat$")


def check_jumping(state, move, said: str) -> None:
    """Jumping Fish: an option as step 1a (nobody else played the card this round) or 1b gives it; a Cat's move."""
    from fishtutor.games.fishy.barrel import colour
    from fishtutor.games.jumping_fish.moves import CAT_DOWN, CAT_UP, PUSH_OPTION, REPEATED, UNIQUE
    if type(move).__name__ == "PlayLevel":
        m = JUMP_LEVEL.match(said)
        assert m is not None and int(m["n"]) == int(move.card[1:]), said
        repeated = any(s != SEAT and card == move.card for s, card in state.played)  # from the table, not the cache
        assert bool(m["rep"]) == repeated, said
        assert int(m["k"]) == state.levels[int(m["n"]) - 1][SEAT], said
        if repeated and move.option == PUSH_OPTION:
            assert m["does"] == JUMP_PUSH, said
        else:
            u = JUMP_UP.match(m["does"])
            table = REPEATED if repeated else UNIQUE
            assert u is not None and (int(u["count"]), int(u["up"])) == table[move.option], said
    else:
        assert type(move).__name__ == "PlayCat", said
        if move.seat == SEAT:
            m = CAT_MINE.match(said)
            assert m is not None and int(m["up"]) == CAT_UP, said
        else:
            m = CAT_THEIRS.match(said)
            assert m is not None and m["who"] == colour(move.seat) and int(m["down"]) == CAT_DOWN, said
        assert int(m["n"]) == move.level and state.levels[move.level - 1][move.seat] >= 1, said


PLAY_LEVEL = re.compile(r"^Play your Level (?P<n>\d) card(?:, option (?P<opt>\d)| and move no fish)$")
PLAY_CAT = re.compile(r"^Play a Cat (?:for yourself|against (?P<who>\w+)) on level (?P<n>\d)$")
TRADE_WORDS = re.compile(r"^Trade your Cat for (?P<who>\w+)'s (?P<card>.+) card \((?P=who) gets the Cat\)$")
CANCEL_WORDS = re.compile(r"^Cancel (?P<who>\w+)'s (?P<card>.+) card with your Cat$")


def check_words(state, move, words: str) -> None:
    """The move's own words name what the rule clause leaves to them: the card a Cat takes or cancels and whose it
    is, a Level card's option, whom a Cat is played against and on which level."""
    from fishtutor.games.fishy.barrel import colour
    from fishtutor.games.fishy.cards import card_name
    kind = type(move).__name__
    if kind in ("Trade", "Cancel"):
        m = (TRADE_WORDS if kind == "Trade" else CANCEL_WORDS).match(words)
        assert m is not None and (m["who"], m["card"]) == (colour(move.seat), card_name(move.card)), words
    elif kind == "PlayLevel":
        m = PLAY_LEVEL.match(words)
        assert m is not None and int(m["n"]) == int(move.card[1:]), words
        assert (int(m["opt"]) if m["opt"] else 0) == move.option, words
    elif kind == "PlayCat" and move.seat >= 0:
        m = PLAY_CAT.match(words)
        assert m is not None and int(m["n"]) == move.level, words
        assert (m["who"] is None) == (move.seat == SEAT) and m["who"] in (None, colour(move.seat)), words


FISH_AT = re.compile(r"^the (?P<variety>.+) at (?P<square>[A-Z]+\d+) (?P<state>.+)$")
FISH_FREE = re.compile(r"^is not caught yet: (?P<u>\d+) of its (?P<size>\d+) Fish Cards are unseen$")
FISH_FACE_UP = "is not caught yet, and every Fish Card left of it lies face up: its points are seen by all"
PERIL = re.compile(r"^ending on the Peril space draws a Peril card: (?P<u>\d+) of the (?P<size>\d+) are unseen$")


def check_ends(state, move, said: str) -> None:
    """Fishing Frenzy: what waits where a boat ends, as the map and the decks show it to every Captain."""
    from fishtutor.games.fishing_frenzy.board import FISH, JAW, parse_square
    square = parse_square(move.end)
    kind = state.board.kind(square)
    if kind == JAW:
        m = PERIL.match(said)
        assert m is not None and (int(m["u"]), int(m["size"])) == (len(state.perils) - state.perils_known,
                                                                  len(state.perils)), said
        return
    m = FISH_AT.match(said)
    assert kind == FISH and m is not None and m["square"] == move.end, said
    assert state.board.variety(square) == m["variety"], said  # the map's own name for it
    if [*state.board.space(square)] in state.tags:
        assert m["state"] == "is caught already", said
        return
    v = state.variety_at(*square)
    unseen = len(state.decks[v]) - state.known[v]  # public: the deck's size and its face-up cards at the bottom
    if unseen == 0:
        assert m["state"] == FISH_FACE_UP, said
    else:
        f = FISH_FREE.match(m["state"])
        assert f is not None and (int(f["u"]), int(f["size"])) == (unseen, len(state.decks[v])), said


@pytest.mark.parametrize("name", full_games())
def test_every_hint_sentence_is_true(name):
    play = load(SPECS[name].presenter)
    seen, ruled = 0, set()
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
            if not m["words"].startswith(("Choose ", "Press ")):  # the move said to the learner as theirs
                assert m["words"] == capital(your_move(state, SEAT, move)[0])
                check_words(state, move, m["words"])
            check_points(name, state, move, m["points"])
            check_rule(name, state, move, m["rule"])
            seen += 1
            if m["rule"]:
                ruled.add(type(move).__name__)
    assert seen >= 3, f"too few hinted moves checked in {name}"
    assert ruled, f"no hint in {name} gave a rule clause: every game's hint says why in its own rules"


@pytest.mark.parametrize("name", full_games())
def test_a_hint_says_nothing_the_seat_cannot_see(name):
    """The same hint for the true position and for a copy with every hidden card dealt afresh."""
    play = load(SPECS[name].presenter)
    for state in positions(name)[:2]:
        other = state.determinize(SEAT, np.random.default_rng(99))  # what the seat cannot see dealt afresh
        assert [s.sentence for s in hint(state, SEAT, play, BUDGET)] == \
            [s.sentence for s in hint(other, SEAT, play, BUDGET)]


@pytest.mark.parametrize("name", full_games())
def test_every_rule_clause_is_true_for_every_move_allowed(name):
    """Not only the hinted moves: each move seat 0 may make at seeded positions gets its rule clause from a copy
    holding only what the seat sees, and the clause holds in the true state."""
    from fishtutor.coach import rules
    kinds = set()
    for state in positions(name, wanted=12):
        sealed = state.determinize(SEAT, np.random.default_rng(1))
        for move in state.legal_moves(SEAT):
            said = rules.clause(sealed, SEAT, move)
            assert ";" not in said, said  # one clause of the sentence: the sentence's parts are split at ";"
            check_rule(name, state, move, said or None)
            if said:
                kinds.add(type(move).__name__)
    assert kinds, f"no move of {name} got a rule clause"
