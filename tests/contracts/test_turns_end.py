"""Every turn ends, and so does every game: bounds read off each game's rules, checked over seeded random games and
adversarial ones (bots that always pick the move that keeps the turn going), for every game and table size; and
Fishing Frenzy's wheel that once sent a boat round and round (North k, South k, back onto the same wheel)."""
import random

import pytest

from fishtutor.core.protocol import CHANCE
from fishtutor.games import GAMES
from fishtutor.games.fish_eat_fish.moves import Attack, Swim
from fishtutor.games.fish_frenzy import cards as ff_cards
from fishtutor.games.fishing_frenzy import FishingFrenzyState
from fishtutor.games.fishing_frenzy.board import DOUBLE_WHEEL, FISH, WHEEL, parse_square, square_name
from fishtutor.games.fishing_frenzy.legality import options
from fishtutor.games.fishing_frenzy.moves import ROLLS, Sail
from fishtutor.games.fishing_frenzy.phases import FISH_OFF, OVER
from fishtutor.games.fishing_frenzy.position import from_position
from fishtutor.games.fishing_frenzy.reach import effect
from fishtutor.games.jumping_fish.moves import CARDS_PER_ROUND
from fishtutor.lessons.fishing_frenzy import OUT_AT_SEA

RED, BLUE = 0, 1


# ---- the bounds, each from the rules -----------------------------------------------------------------------------
def fish_frenzy_rounds(s) -> int:
    """Each round deals CARDS_PER_DEAL cards to every boat from one deck that is never reshuffled, after the setup
    discards: at most that many full rounds."""
    return (ff_cards.DECK_SIZE - ff_cards.setup_discards(s.n)) // (len(s.boats) * ff_cards.CARDS_PER_DEAL)


def fish_frenzy_round_decisions(s) -> int:
    """A round: a seagull lands on every boat (one placement each), each challenge takes at least one little fish
    from a hand (there are TOKENS a player in all), and each boat is sorted once."""
    return 2 * len(s.boats) + s.n * ff_cards.TOKENS


def fish_eat_fish_attacks(s) -> int:
    """Every attack puts one stack on another (or takes both off) unless an Octopus cancels it: at most the 25
    circles' fish stacked together, plus one cancelled battle per Octopus card (two a player)."""
    return 25 + 2 * s.n


def fish_eat_fish_decisions(s) -> int:
    """Placing fills at most the 25 circles; each attack is one move and at most two Challenge Cards; a swim comes
    only when no attack is possible and should leave a fish open to attack (swim_fallback), so the bound allows one
    swim per player between two attacks (the rules leave a way out when no swim does that: checked by play)."""
    attacks = fish_eat_fish_attacks(s)
    return 25 + 3 * attacks + s.n * (attacks + 1)


def barrel_turn_decisions(s) -> int:
    """A barrel turn: each player picks one card (Fish in the Barrel: both Cats at most), each Cat played acts once
    (two a player at most), and the one other card a player can have on the table earns at most four levels (Lowest
    4) to place a fish on (or, in Fresh Fish, take one from)."""
    return s.n + 2 * s.n + 4 * s.n


def barrel_hands(s) -> int:
    """Fresh Fish: the barrel never refills and a hand with nothing taken ends the game, so every hand but the last
    takes a fish. Cats and Fish in the Barrel end when a player has placed all their fish; a Cat's cancel takes a
    fish back, so the rules alone do not force progress: the bound assumes every hand places a fish net (the
    seeded and adversarial games below check it holds)."""
    if s.game.name == "fresh_fish":
        return sum(map(sum, s.levels)) + 1
    return s.n * (s.FISH - 1) + 1


def jumping_round_decisions(s) -> int:
    """A round: every player plays CARDS_PER_ROUND cards, and each card may push down a fish of each other player,
    who answers once (with a Cat or not)."""
    return s.n * CARDS_PER_ROUND * s.n


def jumping_rounds(s) -> int:
    """This edition stops Jumping Fish after its round limit (jumping_round_limit)."""
    return s.round_limit


def wheel_spaces(board) -> int:
    """A wheel acts once a turn (space_once_a_turn): a turn has at most one Captain's Choice move per wheel."""
    kinds = board.kind_at
    return len({board.space(sq) for sq in kinds if kinds.get(board.space(sq)) in (WHEEL, DOUBLE_WHEEL)})


def fish_spaces(board) -> int:
    """After the limit an uncaught fish gives its roll again once a turn (space_once_a_turn)."""
    return len(board.fish_spaces)


def turn_rolls(board) -> int:
    """A turn's rolls: the first, and one more per uncaught fish landed on after the limit."""
    return 1 + fish_spaces(board)


def turn_moves(board) -> int:
    """A turn's moves: one per roll, and one per wheel."""
    return turn_rolls(board) + wheel_spaces(board)


def turn_steps(board, n: int) -> int:
    """Every step of a turn, chance included: rolls and moves; each move lands at most twice, and a landing draws a
    Fish Card, calls for an S.O.S. answer, or draws a Peril and follows it (a card, then a push that starts nothing
    more); and one S.O.S. (each Captain calls at most one) makes every other Captain draw and follow a Peril."""
    return turn_rolls(board) + turn_moves(board) * (1 + 2 * 2) + 2 * (n - 1)


# ---- playing ------------------------------------------------------------------------------------------------------
def pick_random(s, seat, moves, rng):
    """Any legal move."""
    return rng.choice(moves)


def pick_keep_going(s, seat, moves, rng):
    """A move after which the same seat is still due, whenever there is one (else any)."""
    if len(moves) > 40:
        moves = rng.sample(moves, 40)
    keep = []
    for m in moves:
        t = s.clone()
        t.apply(m, seat)
        while t.is_chance_node():
            t.apply(t.sample_chance())
        if seat in t.current_players():
            keep.append(m)
    return rng.choice(keep or moves)


def pick_stall_fish_eat_fish(s, seat, moves, rng):
    """Swim rather than attack, and play an Octopus whenever possible."""
    slow = [m for m in moves if type(m) is Swim] or [m for m in moves if getattr(m, "card", "") == "O"]
    return rng.choice(slow or moves)


def play(s, pick, rng, on_step, limit: int = 100_000):
    """Play to the end with ``pick`` for every decision and the seeded chance; ``on_step(s, seat, move)`` is told
    each decision before it is made. Returns the decisions made."""
    decisions = 0
    while not s.is_terminal():
        assert decisions < limit, "the game does not end"
        if s.is_chance_node():
            s.apply(s.sample_chance())
            continue
        seat = s.current_players()[0]
        move = pick(s, seat, s.legal_moves(seat), rng)
        on_step(s, seat, move)
        s.apply(move, seat)
        decisions += 1
    return decisions


def units_played(game: str, n: int, seed: int, pick, unit) -> tuple:
    """(the game's first position, decisions per unit of play, all decisions) for one seeded game."""
    s = GAMES[game].new_state(n, seed=seed)
    first = s.clone()
    per: dict = {}

    def count(state, seat, move):
        key = unit(state, move)
        per[key] = per.get(key, 0) + 1
    total = play(s, pick, random.Random(seed), count)
    return first, per, total


def players(game: str):
    g = GAMES[game]
    return range(g.min_players, g.max_players + 1)


SEEDS = range(6)


@pytest.mark.parametrize("n", players("fish_frenzy"))
@pytest.mark.parametrize("pick", [pick_random, pick_keep_going])
def test_fish_frenzy_rounds_and_games_stay_within_the_deck(n, pick):
    for seed in SEEDS:
        first, per, total = units_played("fish_frenzy", n, seed, pick, lambda s, m: s.round)
        assert len(per) <= fish_frenzy_rounds(first)
        assert max(per.values()) <= fish_frenzy_round_decisions(first)
        assert total <= fish_frenzy_rounds(first) * fish_frenzy_round_decisions(first)


@pytest.mark.parametrize("n", players("fish_eat_fish"))
@pytest.mark.parametrize("pick", [pick_random, pick_keep_going, pick_stall_fish_eat_fish])
def test_fish_eat_fish_turns_and_games_stay_within_the_fish_and_the_cards(n, pick):
    for seed in SEEDS:
        turns = []  # the decisions of each turn: an attack or swim, then its Challenge Cards

        def unit(s, move):
            if type(move) in (Attack, Swim) or s.phase == 0:  # a new turn (placing: one decision each)
                turns.append(move)
            return len(turns)
        first, per, total = units_played("fish_eat_fish", n, seed, pick, unit)
        assert max(per.values()) <= 3
        assert sum(type(m) is Attack for m in turns) <= fish_eat_fish_attacks(first)
        assert total <= fish_eat_fish_decisions(first)


@pytest.mark.parametrize("game", ["cats_in_the_barrel", "fresh_fish", "fish_in_the_barrel"])
@pytest.mark.parametrize("pick", [pick_random, pick_keep_going])
def test_barrel_turns_and_hands_are_bounded(game, pick):
    for n in players(game):
        for seed in SEEDS[:3]:
            first, per, total = units_played(game, n, seed, pick, lambda s, m: (s.hand_no, s.turn))
            assert max(per.values()) <= barrel_turn_decisions(first)
            assert len({hand for hand, _ in per}) <= barrel_hands(first)


@pytest.mark.parametrize("pick", [pick_random, pick_keep_going])
def test_jumping_fish_rounds_are_bounded_and_the_game_stops(pick):
    for n in players("jumping_fish"):
        for seed in SEEDS[:3]:
            first, per, total = units_played("jumping_fish", n, seed, pick, lambda s, m: s.round)
            assert max(per.values()) <= jumping_round_decisions(first)
            assert len(per) <= jumping_rounds(first)


# ---- Fishing Frenzy ------------------------------------------------------------------------------------------------
def turn_of(s):
    """A new turn starts when the dice are due with none rolled yet (a roll again keeps the last dice)."""
    return s.pending[0][0] == "roll" and not s.dice


def pick_wheel_lover(s, seat, moves, rng):
    """A move that lands on a wheel, or (after the limit) on an uncaught fish, whenever there is one: back onto a
    wheel the boat already used first of all."""
    if s.due() not in ("sail", "wheel"):
        return rng.choice(moves)
    routes, kinds = options(s), s.board.kind_at
    back = [m for m in moves if list(routes[m].end) in s.acted]
    wheels = [m for m in moves if any(code == "wheel" for code, _ in effect(kinds, routes[m])[3])]
    fish = [m for m in moves if s.lines_out() and any(code == "fish" for code, _ in effect(kinds, routes[m])[3])]
    return rng.choice(back or wheels or fish or moves)


def fishing_turns(n: int, seed: int, pick) -> tuple:
    """One seeded tournament: (its first position, the steps of each turn (chance included), each turn's rolls and
    moves)."""
    s = FishingFrenzyState.new(n, seed=seed)
    first, rng = s.clone(), random.Random(seed)
    steps, rolls, moves = [], [], []
    patience = 200_000  # the test's, not the rules' (they set none): a seeded game still going fails, not hangs
    while not s.is_terminal():
        patience -= 1
        assert patience, "the tournament does not end"
        if turn_of(s):
            steps.append(0), rolls.append(0), moves.append(0)
        if steps:
            steps[-1] += 1
        if s.is_chance_node():
            if steps and s.due() == "roll":
                rolls[-1] += 1
            s.apply(s.sample_chance())
            continue
        if steps and s.due() in ("sail", "wheel"):
            moves[-1] += 1
        seat = s.current_players()[0]
        move = pick(s, seat, s.legal_moves(seat), rng)
        docks = type(move) is Sail and options(s)[move].docked
        lines_were_out = s.lines_out()
        s.apply(move, seat)
        if docks:
            homecoming(s, seat, lines_were_out)
    return first, steps, rolls, moves


def homecoming(s, seat: int, lines_were_out: bool) -> None:
    """What the rules guarantee of a boat's docking: the docks are shore until the limit is caught (docks_closed;
    in a fish-off too), and the first boat to dock after it ends the tournament, or a tie for most points starts
    the sudden-death fish-off among the tied Captains."""
    assert lines_were_out, "a boat docked before the tournament limit was caught"
    assert s.first_back == seat and (s.phase == OVER or s.phase == FISH_OFF and len(s.fishoff_seats) >= 2)


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("pick", [pick_random, pick_wheel_lover])
def test_fishing_frenzy_every_turn_stays_within_its_wheels_and_fish(n, pick):
    """Each turn is bounded by the map's wheels and fish; the tournament has no bound of its own (see below), so what
    is checked of the whole game is what the rules do guarantee: it ends at the first docking after the limit (or
    its fish-off), and no boat docks before (``homecoming``)."""
    for seed in range(4):
        first, steps, rolls, moves = fishing_turns(n, seed, pick)
        board = first.board
        assert max(rolls) <= turn_rolls(board)
        assert max(moves) <= turn_moves(board)
        assert max(steps) <= turn_steps(board, n)


def test_fishing_frenzy_has_no_bound_on_a_whole_tournament():
    """No number of turns bounds a tournament: nothing in the rules makes a boat dock (the dice decide where it can
    go, a Captain may sail anywhere else, and a Peril may take a catch back), and a round of turns can bring the
    table back exactly where it was: North 1 then South 1 on clear water, Captain after Captain. So only each turn
    is bounded (above), and a game ends by docking after the limit, never by a count."""
    s = from_position(2, boats={RED: "E4", BLUE: "J3"})
    board = s.board
    for square in ("E4", "E3", "J3", "J2"):
        assert board.kind(parse_square(square)) == "water" and board.region(parse_square(square)) is None
    before = dict(s.snapshot(), rolls_made=None)
    roll = next(r for r in ROLLS if (r.compass, r.number) == ("NS", 1))
    for seat, here, north in ((RED, "E4", "E3"), (BLUE, "J3", "J2")):
        s.apply(roll)
        s.apply(Sail("N", "S", 1, north, here), seat)
    assert dict(s.snapshot(), rolls_made=None) == before and s.current_players() == (CHANCE,)


def test_the_wheel_lover_really_goes_back_onto_wheels():
    """The adversary is not idle: it lands on wheels used that turn, and those landings end the move."""
    ends = 0
    for seed in range(3):
        s, rng = FishingFrenzyState.new(3, seed=seed), random.Random(seed)
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply(s.sample_chance())
                continue
            seat = s.current_players()[0]
            move = pick_wheel_lover(s, seat, s.legal_moves(seat), rng)
            again = s.due() in ("sail", "wheel") and list(options(s)[move].end) in s.acted
            s.apply(move, seat)
            if again:
                ends += 1
                assert s.is_terminal() or s.pending[0][:2] != ["wheel", seat]
    assert ends > 0


def _way_back(s, first: str, second: str):
    """A legal Captain's Choice move that goes ``first`` then ``second`` and ends where the boat is."""
    here = s.square_name(s.pending[0][1])
    found = [m for m in s.legal_moves() if m.first == first and m.second == second and m.end == here]
    assert found, (first, second, here)
    return found[0]


def _settle_chance(s):
    """Draw whatever cards are due (a fish passed on the way)."""
    while s.is_chance_node() and s.due() != "roll":
        s.apply(s.sample_chance())


@pytest.mark.parametrize("first, second", [("N", "S"), ("S", "N"), ("W", "E")])
def test_north_k_then_south_k_back_onto_the_double_wheel_ends_the_turn(first, second):
    s = from_position(2, boats={RED: "P8", BLUE: "K9"}, due="wheel", wheels=2)
    assert s.board.kind(parse_square("P8")) == DOUBLE_WHEEL
    s.apply(_way_back(s, first, second), RED)
    _settle_chance(s)
    assert s.pending[0] == ["roll", BLUE] and s.boats[RED] == list(parse_square("P8"))
    assert s.acted == []  # Blue's turn: every wheel may act again


def test_the_north_south_wheel_case_exists_on_this_editions_map():
    s = from_position(2, boats={RED: "P8", BLUE: "K9"}, due="wheel", wheels=2)
    assert any(m.end == "P8" and {m.first, m.second} in ({"N", "S"}, {"E", "W"}) for m in s.legal_moves())


def test_two_single_wheels_send_the_boat_there_and_back_once():
    s = from_position(2, boats={RED: "N13", BLUE: "K9"}, due="wheel", wheels=1)
    assert s.acted == [list(parse_square("N13"))]
    s.apply(Sail("S", "", 2, "", "O15"), RED)  # South 2 from N13 ends on the single wheel O15
    assert s.pending[0] == ["wheel", RED, 1]  # O15 has not acted yet this turn: its move comes
    s.apply(Sail("N", "", 2, "", "N13"), RED)  # back onto N13, used already: the move ends there
    assert s.pending[0] == ["roll", BLUE] and s.square_name(RED) == "N13"


def test_the_wheels_used_are_forgotten_when_the_turn_passes():
    s = from_position(2, boats={RED: "N13", BLUE: "K9"}, due="wheel", wheels=1)
    s.apply(Sail("S", "", 2, "", "O15"), RED)
    assert len(s.acted) == 2
    s.apply(Sail("N", "", 2, "", "N13"), RED)
    assert s.acted == [] and s.pending[0] == ["roll", BLUE]


def _lines_out_on_a_fish():
    """Lines out; Red has just landed on the Redfish at C1 and rolls again."""
    s = from_position(2, limit=1, catches={BLUE: [("Marlin", OUT_AT_SEA["Marlin"])]}, boats={RED: "A1", BLUE: "K9"},
                      dice=("SE", 2))
    s.apply(Sail("E", "", 2, "", "C1"), RED)
    assert s.pending == [["roll", RED]] and s.acted == [list(parse_square("C1"))]
    return s


def test_after_the_limit_a_fish_gives_its_roll_again_once_a_turn():
    s = _lines_out_on_a_fish()
    back = None
    for roll in ROLLS:
        t = s.clone()
        t.apply(roll)
        back = next((m for m in t.legal_moves() if type(m) is Sail and m.second and m.end == "C1"), None)
        if back is not None:
            break
    assert back is not None, "no roll goes out and back to C1"
    t.apply(back, RED)
    _settle_chance(t)
    assert t.pending[0] == ["roll", BLUE]  # no second roll again from the same fish


def test_after_the_limit_another_fish_still_gives_a_roll_again():
    s = _lines_out_on_a_fish()
    for roll in ROLLS:
        t = s.clone()
        t.apply(roll)
        other = [m for m in t.legal_moves() if type(m) is Sail and
                 t.board.kind(parse_square(m.end)) == FISH and not t.is_tagged(*parse_square(m.end)) and
                 m.end != "C1" and not m.second]
        if other:
            t.apply(other[0], RED)
            _settle_chance(t)
            assert t.pending[0] == ["roll", RED]
            return
    pytest.fail("no roll reaches another fish")


def test_the_wheels_used_this_turn_survive_a_save():
    """A saved game keeps the spaces used this turn (a position set up by hand is no saved game: one is played)."""
    import random
    for seed in range(300):
        s, rng = FishingFrenzyState.new(2, seed=seed), random.Random(seed)
        while not s.is_terminal() and not s.acted and len(s.history) < 600:
            s.apply(s.sample_chance() if s.is_chance_node() else rng.choice(s.legal_moves()))
        if s.acted:
            break
    assert s.acted, "no seeded game used a wheel"
    back = FishingFrenzyState.from_json(s.to_json())
    assert back.acted == s.acted and back.snapshot() == s.snapshot()


def test_a_record_saved_before_the_wheels_were_kept_still_loads():
    s = FishingFrenzyState.new(3, seed=2)
    for _ in range(40):
        s.apply(s.sample_chance() if s.is_chance_node() else s.legal_moves()[0])
        if not s.acted and s.due() == "roll" and not s.dice:
            break
    data = s.to_json()
    for part in ("state", "origin"):
        del data[part]["acted"]
    assert FishingFrenzyState.from_json(data).snapshot() == s.snapshot()


def test_wheel_bounds_count_this_editions_map():
    board = FishingFrenzyState.new(2).board
    assert wheel_spaces(board) == 9 and fish_spaces(board) == 47  # six single wheels, three double
    assert square_name(parse_square("P8")) == "P8"
