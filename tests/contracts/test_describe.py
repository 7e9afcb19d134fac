"""The board in words (issue 19): each game's ``play.describe`` per phase says whose turn and what they must do,
names what is on the board and never tells a hidden card; the tutor's Session adds what is lit and a short
announcement of the latest change; every lesson's board reads without code names and names its task's targets."""
from __future__ import annotations

import re

import numpy as np
import pytest

from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.tutor.session import Session

from tests.support.lesson_contract import accepted_targets, session_for
from tests.support.playing import random_step
from .test_learner_words import identifiers

STEPS = 400  # random moves tried before a phase counts as not reached


def reach(game: str, players: int, seed: int, wanted, seat: int = 0, options: dict | None = None):
    """A seeded random game played on until ``wanted(state)`` holds with ``seat`` due to act."""
    state = GAMES[game].new_state(players, seed=seed, **(options or {}))
    rng = np.random.default_rng(seed)
    for _ in range(STEPS):
        if seat in state.current_players() and wanted(state):
            return state
        if state.is_terminal():
            break
        random_step(state, rng)
    raise AssertionError(f"{game}: the phase was not reached in {STEPS} moves (seed {seed})")


def over(game: str, players: int, seed: int):
    """A seeded random game played to its end."""
    state = GAMES[game].new_state(players, seed=seed)
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        random_step(state, rng)
    return state


def words(state, seat: int = 0, hide=frozenset()) -> str:
    """The game's board in words for ``seat``."""
    return state.game.play.describe(state, seat, frozenset(hide))


def hides_nothing(state, seat: int = 0, deals: int = 3) -> None:
    """The words are the same whatever the cards ``seat`` cannot see are: nothing hidden is told."""
    said = words(state, seat)
    for k in range(deals):
        other = state.determinize(seat, np.random.default_rng(k))
        assert words(other, seat) == said, (said, words(other, seat))


def tells_apart(state, other: int, seat: int = 0, deals: int = 6) -> bool:
    """Some re-deal of what ``seat`` cannot see changes what ``other`` may see: so ``hides_nothing`` can fail."""
    said = words(state, other)
    return any(words(state.determinize(seat, np.random.default_rng(k)), other) != said for k in range(deals))


def first_line(state, seat: int = 0) -> str:
    return words(state, seat).split("\n", 1)[0]


# ---- Fish Frenzy: choose a boat, a challenge, sort the catch, the end ----------------------------------------
def test_fish_frenzy_choosing_a_boat_names_the_turn_the_boats_and_their_cards():
    from fishtutor.games.fish_frenzy.cards import COLOUR_NAMES, CRAB, FISH_NAMES, KIND_COLOUR, KIND_FISH
    from fishtutor.games.fish_frenzy.phases import SEAGULLS
    state = reach("fish_frenzy", 3, 1, lambda s: s.phase == SEAGULLS and s.challenged < 0)
    said = words(state)
    assert first_line(state).startswith("Your turn (Yellow): land your seagull on a boat")
    for b, cards in enumerate(state.boats):
        assert f"Boat {b + 1} (" in said
        for k in cards:  # each card by its colour's name and its fish, never by colour alone
            named = "a Crab" if k == CRAB else \
                f"{COLOUR_NAMES[KIND_COLOUR[k]]} {FISH_NAMES[KIND_COLOUR[k]]} card with {KIND_FISH[k]} little fish"
            assert named in said, named
    assert "Red:" in said and "Blue:" in said and "You (Yellow)" in said
    hides_nothing(state)


def test_fish_frenzy_a_challenged_seagull_is_told_to_fly_on():
    state = reach("fish_frenzy", 3, 1, lambda s: s.challenged == 0)
    assert "your seagull was challenged" in first_line(state)
    assert "Yellow's challenged seagull waits beside it" in words(state)


def test_fish_frenzy_sorting_names_the_boat_and_the_buttons():
    from fishtutor.games.fish_frenzy.phases import SORT
    state = reach("fish_frenzy", 3, 2, lambda s: s.phase == SORT)
    line = first_line(state)
    assert f"sort the catch on boat {state.sort_boat + 1}" in line and "Collect" in line
    assert f"Boat {state.sort_boat + 1} " in words(state) and "being sorted now" in words(state)


def test_fish_frenzy_hidden_points_stay_hidden_and_the_end_names_the_winner():
    from fishtutor.games.fish_frenzy.portray import POINTS
    state = over("fish_frenzy", 3, 3)
    winner = state.seat_name(state.winners()[0])
    assert first_line(state).startswith("Game over") and winner in first_line(state)
    hidden = words(state, 0, {POINTS})
    assert "points hidden" in hidden and not re.search(r"\d+ points?\b", hidden)


# ---- Fish Eat Fish: placing, attacking, a battle --------------------------------------------------------------
def test_fish_eat_fish_placing_says_so_and_shows_only_your_own_cards():
    from fishtutor.games.fish_eat_fish.cards import CARD_NAMES
    state = GAMES["fish_eat_fish"].new_state(3, seed=1)
    said = words(state)
    assert first_line(state).startswith("Your turn (Blue): place a fish")
    assert "your Challenge Cards: 1 Shark" in said and f"{CARD_NAMES[2]}" in said
    assert "Green: 0 fish caught; 11 Challenge Cards in hand" in said
    hides_nothing(state)


def test_fish_eat_fish_taking_turns_lists_the_stacks_row_by_row():
    from fishtutor.games.fish_eat_fish.phases import MOVE
    state = reach("fish_eat_fish", 3, 1, lambda s: s.phase == MOVE)
    said = words(state)
    assert "attack" in first_line(state) or "swim" in first_line(state)
    assert all(f"Row {r}:" in said for r in range(1, 6))
    assert "your own blue" in said and "the neutral purple" in said
    hides_nothing(state)


def test_fish_eat_fish_a_battle_names_both_sides_and_never_the_other_choice():
    from fishtutor.games.fish_eat_fish.phases import CHOOSE
    state = reach("fish_eat_fish", 3, 1, lambda s: s.phase == CHOOSE)
    said = words(state)
    assert first_line(state).startswith("A battle: choose your Challenge Card")
    assert "Battle:" in said and " attacks " in said and " defends" in said
    other = next(s for s in state.duel if s != 0)
    state.apply(state.legal_moves(other)[-1], other)  # the other side chooses face down: never named to you
    assert "has chosen face down" in words(state)
    hides_nothing(state)
    assert tells_apart(state, other), "the check could not fail: the other hand was never re-dealt"


# ---- the barrel games: a secret pick, the Cats, placing; Jumping Fish's cards and a push ------------------
def test_cats_a_secret_pick_names_your_hand_and_only_counts_the_others():
    state = GAMES["cats_in_the_barrel"].new_state(3, seed=1)
    state.apply(state.legal_moves(1)[0], 1)  # Blue picks face down
    said = words(state)
    assert tells_apart(state, 1), "the check could not fail: Blue's pick was never re-dealt"
    assert first_line(state) == "Your turn (Red): Choose a card (face down)."
    assert "your hand: Level 1, Level 2" in said and "Cat" in said
    assert "Blue: in front: 20 fish" in said and "7 cards in hand, face down" in said
    assert "on the table: a card chosen face down" in said
    hides_nothing(state)


def test_cats_the_reveal_says_what_each_card_did():
    state = GAMES["cats_in_the_barrel"].new_state(3, seed=1)
    session = Session(state, state.game.play, 0, seed=1)
    session.try_move(session.state.legal_moves(0)[0])
    said = words(session.state)
    assert "Level 1 (worth 1): Red 2" in said and ", so you place 2 on level 1" in said
    hides_nothing(session.state)


def test_cats_a_cat_acting_names_the_cards_it_may_take():
    from fishtutor.games.barrel.phases import CAT_TURN
    state = reach("cats_in_the_barrel", 3, 4, lambda s: s.phase == CAT_TURN)
    session = Session(state, state.game.play, 0, seed=4)
    full = session.describe().full
    assert first_line(state).startswith("Your turn (Red): play your Cat")
    assert "You can choose the opponents' cards your Cat may act on: " in full
    assert "on the table" in full.split("your Cat may act on: ")[1]
    hides_nothing(state)


def test_jumping_fish_card_play_and_a_push_say_what_to_do():
    state = GAMES["jumping_fish"].new_state(3, seed=1)
    assert first_line(state) == "Your turn (Red): play your first card."
    assert "Level 5: Red 1, Blue 1 and Yellow 1." in words(state)
    hides_nothing(state)
    pushed = reach("jumping_fish", 3, 5, lambda s: bool(s.pending))
    assert "stop the push with a Cat" in first_line(pushed)
    assert "pushes your fish on level" in words(pushed)
    hides_nothing(pushed)


# ---- Fishing Frenzy: docks, the roll and sailing, the end ----------------------------------------------------
def test_fishing_frenzy_picking_a_dock_and_sailing_name_the_boat_and_what_the_roll_allows():
    state = reach("fishing_frenzy", 2, 1, lambda s: s.due() == "dock")
    assert first_line(state) == "Your turn (Red): pick a dock to leave from."
    session = Session(state, state.game.play, 0, seed=1)
    assert "You can choose the docks you may leave from: dock 1 at B0, dock 2 at " in session.describe().full
    sailing = reach("fishing_frenzy", 2, 1, lambda s: s.due() == "sail")
    said = words(sailing)
    line = first_line(sailing)
    assert line.startswith("Your turn (Red): You rolled") and "You can reach" in line
    assert "Your boat (Red): " in said and "Near your boat:" in said and "Fish on the map: " in said
    catches = said.split("\n")[-1]
    assert catches.startswith("Catches: you ") and re.search(r"Blue \d+ fish, points hidden", catches), catches
    hides_nothing(sailing)


def test_fishing_frenzy_a_peril_wheel_or_sos_is_said_when_it_comes():
    seen = {}
    for seed in range(6):
        state = GAMES["fishing_frenzy"].new_state(2, seed=seed)
        rng = np.random.default_rng(seed)
        for _ in range(STEPS):
            if state.is_terminal():
                break
            due = state.due()
            if 0 in state.current_players() and due in ("wheel", "drift", "sos") and due not in seen:
                seen[due] = first_line(state)
            random_step(state, rng)
    expected = {"wheel": "Captain's Choice", "drift": "the Peril pushes you", "sos": "S.O.S. space"}
    assert {"wheel", "sos"} <= set(seen), seen  # a Peril's push with a choice is rare: said when it comes
    for due, line in seen.items():
        assert expected[due] in line, (due, line)


# ---- the Session: what is lit, the latest change, not said twice ---------------------------------------------
def test_the_session_names_the_lit_boats_and_announces_a_refusal_once_per_click():
    game = GAMES["fish_frenzy"]
    session = Session(game.new_state(3, seed=1), game.play, 0)
    said = session.describe()
    assert "You can choose the boats you may land on or challenge: boat 1, boat 2 and boat 3." in said.full
    assert said.news.endswith("Your turn (Yellow): land your seagull on a boat, or challenge one with little fish.")
    session.click(1, 1)  # nothing there
    first = session.describe().news
    assert first.startswith("Choose one of the boats.")
    session.click(1, 1)
    again = session.describe().news
    assert again != first and "(said 2 times)" in again  # a second click is heard to land


def test_the_session_announces_the_move_and_the_answers_then_whose_turn():
    game = GAMES["fish_frenzy"]
    session = Session(game.new_state(3, seed=1), game.play, 0)
    session.try_move(session.state.legal_moves(0)[0])
    news = session.describe().news
    assert news.startswith("Yellow lands on boat 1.") and "Your turn (Yellow)" in news
    answers = session.recent[1:]
    assert answers and all(line in news for line in answers)  # every answer said, none counted away
    session.cancel()  # nothing picked: the moves are not announced again
    assert not any(line in session.describe().news for line in answers)


def test_looking_back_says_so_and_lights_nothing():
    game = GAMES["fish_frenzy"]
    session = Session(game.new_state(3, seed=1), game.play, 0)
    session.try_move(session.state.legal_moves(0)[0])
    session.back()
    said = session.describe()
    assert said.full.startswith("Looking back at move") and "You can choose" not in said.full
    assert said.news.startswith("After move")


# ---- every lesson's board ------------------------------------------------------------------------------------
def _keys(name: str) -> set[str]:
    """The words that find a thing in the description: its colours, numbers and square names."""
    return {w for w in re.findall(r"[A-Z][\w-]*|\w*\d\w*", name) if w not in ("You", "Your")}


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_lesson_board_reads_in_plain_words_and_names_its_task(game):
    problems = []
    for index, step in enumerate(LESSONS[game]):
        session = session_for(game, step)
        said = session.describe()
        if not said.full or identifiers(said.full) or identifiers(said.news):
            problems.append((index, identifiers(said.full + " " + said.news)[:3] or "empty"))
            continue
        task = step.task
        if task.kind in ("pick", "answer"):
            if "Your task: " not in said.full:
                problems.append((index, "the task is not said"))
        if task.kind == "pick":
            for target in accepted_targets(session, task):
                name = session.play.name_target(session.state, session.seat, target)
                if not _keys(name) <= set(re.findall(r"[\w-]+", said.full)):
                    problems.append((index, f"{name} not findable"))
        if task.kind == "move" and session.seat in session.state.current_players():
            lit, _ = session.play.highlights(session.state, session.seat, session.values)
            names = [session.play.name_target(session.state, session.seat, t) for t in lit]
            if lit and not all(n in said.full for n in names):
                problems.append((index, "a lit target is not named"))
    assert not problems, problems


def test_a_description_comes_for_every_game_with_its_targets_named():
    for name, game in GAMES.items():
        state = game.new_state(game.min_players, seed=0)
        session = Session(state, game.play, 0, seed=0)
        said = session.describe()
        assert said.full and said.news, name
        assert not identifiers(said.full), (name, identifiers(said.full))


def test_a_picked_card_names_the_ways_it_may_go():
    game = GAMES["jumping_fish"]
    session = Session(game.new_state(3, seed=1), game.play, 0)
    spot = next(h for h in session.scene().hotspots if h.target == ("card", "L3"))
    session.click(spot.x + spot.w / 2, spot.y + spot.h / 2)
    full = session.describe().full
    assert "Picked: your Level 3 card." in full
    assert "You can choose the ways your card may move your fish: 1. one fish up 3 levels" in full


# ---- the live region beside the canvas -----------------------------------------------------------------------
def test_every_board_panel_has_one_live_region_that_follows_each_change():
    from fishtutor.tutor import Tutor
    from fishtutor.tutor.live import LiveWords
    tutor = Tutor("fish_frenzy", start=6)
    panel = tutor.board
    regions = [w for w in panel.widget.children if isinstance(w, LiveWords)]
    assert regions == [panel.words]
    assert panel.words.news == panel.session.describe().news and panel.words.board.startswith("Your turn")
    sent = []
    panel.words.observe(lambda change: sent.append(change["new"]), names="news")
    panel.refresh()  # nothing changed: nothing is sent, so nothing is announced again
    assert sent == []
    panel.on_click(1, 1)  # a click on no boat: its hint is announced
    assert sent and sent[-1].startswith("Choose one of the boats.")


def test_the_focus_ring_is_said_by_name_and_whether_it_may_be_chosen():
    from fishtutor.games import GAMES
    from fishtutor.tutor.session import Session
    from fishtutor.tutor.words import focus_words
    play, state = GAMES["fishing_frenzy"].play, GAMES["fishing_frenzy"].new_state(4, seed=3)
    for _ in range(40):  # play on until the mover's board lights something (the squares a roll reaches)
        seat = state.current_players()[0]
        if not state.is_chance_node() and play.highlights(state, seat, play.reset_values(state, seat))[0]:
            break
        state.apply(state.sample_chance() if state.is_chance_node() else state.legal_moves(seat)[0], seat)
    session = Session(state, play, seat=seat, seed=1)
    lit = play.highlights(session.state, seat, session.values)[0]
    assert lit, "a board with something lit"
    session.focus.target = sorted(lit)[0]
    assert focus_words(session).endswith("you can choose it.")
    unlit = next(h.target for h in session.scene().hotspots if h.target not in lit and h.target[0] == "square")
    session.focus.target = unlit
    said = focus_words(session)
    assert said.endswith("not one you can choose now.") and said.startswith("A0")
