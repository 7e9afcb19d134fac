"""This edition's choices: well-formed, shown wherever a learner meets them, and never used unmarked.

Driven by the data: each choice in a game's edition.json names the lessons (section ids) and probability
exercises resting on it, and the regexes ("tells") that betray it in a text. A new lesson that uses an
edition value fails here until its section id is listed under that choice (and then shows the mark)."""
from __future__ import annotations

import html
import json
import re
from importlib import resources

import numpy as np
import pytest

from fishtutor.core import edition
from fishtutor.core.protocol import refuse
from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.probability import fish_eat_fish as fef_probability
from fishtutor.probability import fish_frenzy as ff_probability
from fishtutor.probability import fishy as fishy_probability
from fishtutor.tutor.board import feedback_html, score_table
from fishtutor.tutor.edition_view import EditionTable, EditionView, edition_table_html
from fishtutor.tutor.session import Feedback, Session
from fishtutor.tutor.setup import STARTER
from tools.rulebook_shingles import OUT, shingles

RULEBOOK_RUNS = set(OUT.read_text().split())
INTERFACE_IDS = {  # agreed between helpers (interfaces.md): other code names these ids
    "fish_frenzy": {"deck_make_up", "seventh_fish", "boat_extras", "challenge_cost", "no_card_no_points",
                    "tied_second", "own_goals_events", "goal_tie"},
    "fish_eat_fish": {"board_lines", "fish_card_values", "seat_colours", "stacks_move_whole", "swim_fallback",
                      "winning_defender_moves", "no_starfish_when_last_two_fall"},
    "cats_in_the_barrel": {"fishy_seat_colours", "fishy_ages", "cat_targets", "cancelled_card_out", "cat_same_card",
                           "counts_after_cats", "traded_cat_idle", "cat_may_pass", "removed_fish_back",
                           "example_player_f", "tied_win_shared", "few_fish_choice", "new_hand_all_cards"},
    "fresh_fish": {"fresh_fish_reconstruction", "fresh_fish_colour_taken", "fresh_fish_end"},
    "fish_in_the_barrel": {"fish_in_the_barrel_reconstruction", "both_cats_new_hand"},
    "jumping_fish": {"jumping_first_dragon", "jumping_needs_fish", "jumping_empty_play", "jumping_blocked_whole",
                     "jumping_guard_all_pushes", "jumping_defence_cats_extra", "jumping_answer_order",
                     "jumping_always_place", "jumping_beyond_edges", "jumping_tie_same_card", "jumping_round_limit"},
    "fishing_frenzy": {"own_board", "fish_card_points", "default_limit", "leave_then_turn", "docks_closed",
                       "aground_only_when_forced", "peril_moves", "drifter_exit", "each_direction_ends",
                       "double_wheel", "fish_off"},
}
NO_CORNER = {"fresh_fish", "fish_in_the_barrel"}  # the reconstructions: lessons only
ALL_CHOICES = [c for game in edition.GAMES for c in edition.choices(game)]
CHOICE_IDS = [f"{c.game}-{c.id}" for c in ALL_CHOICES]


def exercises(game: str):
    """Every probability exercise of a game: its corner's (Fish Frenzy's for every player count) and its graded
    assignment's (Fishy's split between its two games), each id once."""
    found = {ex.id: ex for ex in corner_exercises(game) + assignment_exercises(game)}
    return list(found.values())


def assignment_exercises(game: str):
    """The graded assignment's exercises that belong to ``game``."""
    from fishtutor.probability.course import assignment
    course = {"cats_in_the_barrel": "fishy", "jumping_fish": "fishy"}.get(game, game)
    if course not in ("fish_frenzy", "fish_eat_fish", "fishy", "fishing_frenzy"):
        return []
    exs = [q.exercise for q in assignment(course).questions]
    if course == "fishy":  # Jumping Fish's questions say so in their ids
        exs = [ex for ex in exs if ("jump" in ex.id) == (game == "jumping_fish")]
    return exs


def corner_exercises(game: str):
    """The probability corner's exercises (Fish Frenzy's for every player count)."""
    if game == "fish_frenzy":
        return [ex for n in (3, 4, 5) for ex in ff_probability.exercises(n)]
    if game == "fish_eat_fish":
        return fef_probability.exercises()
    if game == "cats_in_the_barrel":
        return [ex for n in fishy_probability.PLAYERS for ex in fishy_probability.cats_exercises(n)]
    if game == "jumping_fish":
        return [ex for n in fishy_probability.PLAYERS for ex in fishy_probability.jumping_exercises(n)]
    if game == "fishing_frenzy":
        from fishtutor.probability import fishing_frenzy
        return fishing_frenzy.exercises()
    return []  # the reconstructions have no probability corner


def lesson_texts(step) -> list[str]:
    """Everything a lesson says: its text, and its task's prompt, hint and success message."""
    return [step.text, step.task.prompt, step.task.hint, step.task.success]


def learner_names(c: edition.Choice) -> list[str]:
    """How a learner meets a choice's option: the full game's rules variants that set it, the setup menu that
    chooses who starts, or (an option with no menu) a teacher setting up the game."""
    game = GAMES[c.game]
    names = [f"'{name}'" for name, variant in zip(game.variant_names, game.variants) if c.option in variant]
    if c.option == "first_player":
        names.append(f"'{STARTER.get(c.game, ('Goes first',))[0]}' menu")
    return names or ["A teacher"]


def escaped_line(c: edition.Choice) -> str:
    return html.escape(c.line())


def count_marks(value: str) -> int:
    return value.count(f"class='{edition.MARK_CLASS}-line'")


# ---- the data --------------------------------------------------------------------------------------
def test_every_game_has_its_edition_choices_and_the_agreed_ids():
    assert set(edition.GAMES) == set(GAMES)
    for game, ids in INTERFACE_IDS.items():
        assert ids <= {c.id for c in edition.choices(game)}, ids - {c.id for c in edition.choices(game)}
    every = [c.id for c in ALL_CHOICES]
    assert len(every) == len(set(every)), "choice ids must be unique across games (refusals name only the id)"


@pytest.mark.parametrize("c", ALL_CHOICES, ids=CHOICE_IDS)
def test_every_choice_is_well_formed_and_in_our_own_words(c):
    assert c.title and c.printed and c.this_edition and c.why and c.tells
    assert len(c.line()) <= 240, "the mark's explanation must stay one line"
    assert not c.option_text or c.option, "an option text needs the option's name"
    assert not c.option or any(name in c.option_text for name in learner_names(c)), \
        "name the option as the learner sees it: a rules variant of the menu, the setup menu, or the teacher's setup"
    for text in (c.title, c.this_edition, c.why, c.option_text):
        assert not shingles(text) & RULEBOOK_RUNS, f"copied from the rulebook: {text}"
    assert len(shingles(c.printed) & RULEBOOK_RUNS) <= 6, "quote the rulebook in a short phrase only"
    assert len(c.printed.split()) <= 40
    assert c.lessons or c.exercises or c.tells, "a choice nothing rests on is not worth a mark"


def test_a_malformed_choice_is_refused_with_a_message_naming_it():
    good = {"id": "x", "title": "X", "printed": "Silent.", "this_edition": "We do X.", "why": "Because.",
            "lessons": [], "exercises": [], "tells": ["\\bX\\b"]}
    assert edition.parse_choice("g", good).id == "x"
    for broken, message in ((dict(good, why=""), "'why' must be a non-empty string"),
                            (dict(good, tells=[]), "'tells' needs at least one pattern"),
                            (dict(good, tells=["(unclosed"]), "is not a regular expression"),
                            (dict(good, lessons="g/x"), "'lessons' must be a list"),
                            (dict(good, colour="red"), "unknown keys colour")):
        with pytest.raises(edition.EditionDataError, match=re.escape(message)):
            edition.parse_choice("g", broken)
    with pytest.raises(edition.EditionDataError, match="used twice: x"):
        edition.parse_choices("g", [good, good])
    with pytest.raises(KeyError, match="No edition choice 'nope'"):
        edition.choice("nope")


@pytest.mark.parametrize("game", edition.GAMES)
def test_every_edition_marker_in_the_data_names_a_choice(game):
    data = edition.edition_data(game)
    ids = {c.id for c in edition.choices(game)}
    found = []

    def walk(node):
        if isinstance(node, dict):
            if "edition_choice" in node:
                found.append(node["edition_choice"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk({k: v for k, v in data.items() if k != "edition_choices"})
    assert found and set(found) <= ids, set(found) - ids


@pytest.mark.parametrize("game", edition.GAMES)
def test_every_listed_lesson_and_exercise_exists(game):
    sections = {step.rule for step in LESSONS.get(game, ())}
    ids = {ex.id for ex in exercises(game)}
    for c in edition.choices(game):
        assert set(c.lessons) <= sections, (c.id, set(c.lessons) - sections)
        assert set(c.exercises) <= ids, (c.id, set(c.exercises) - ids)


def test_exercise_ids_are_unique_across_games():
    ids = [ex.id for game in edition.GAMES for ex in {e.id: e for e in exercises(game)}.values()]
    assert len(ids) == len(set(ids)), "the probability corner finds an exercise's choices by its id"


# ---- the mark where a learner looks ------------------------------------------------------------------
@pytest.mark.parametrize("game", edition.GAMES)
def test_each_lesson_shows_exactly_the_marks_of_the_choices_it_rests_on(game):
    from fishtutor.tutor import Tutor
    tutor = Tutor(game)
    for i, step in enumerate(LESSONS.get(game, ())):
        tutor.go(i)
        shown, wanted = tutor.text.value, edition.lesson_choices(game, step.rule, step.marks)
        assert count_marks(shown) == len(wanted), (step.rule, [c.id for c in wanted])
        for c in wanted:
            assert edition.MARK_LABEL in shown and escaped_line(c) in shown, (step.rule, c.id)
    assert not tutor.errors


@pytest.mark.parametrize("game", edition.GAMES)
def test_no_lesson_uses_an_edition_value_without_the_mark(game):
    unmarked = []
    for step in LESSONS.get(game, ()):
        for text in lesson_texts(step):
            unmarked += [(step.rule, c.id, text) for c in edition.told_in(game, text) if step.rule not in c.lessons]
    assert not unmarked, "list these lessons under the choice in edition.json:\n" + "\n".join(map(str, unmarked))


@pytest.mark.parametrize("game", edition.GAMES)
def test_each_probability_question_shows_the_marks_of_what_it_assumes(game):
    from fishtutor.tutor import ProbabilityCorner
    exs = exercises(game)
    if not exs:  # a game without a probability corner has no question to mark
        assert game in NO_CORNER
        return
    corner = ProbabilityCorner(exs)
    for i, ex in enumerate(exs):
        corner.show(i)
        wanted = edition.for_exercise(ex.id, game)
        assert count_marks(corner.question.value) == len(wanted), ex.id
        assert all(escaped_line(c) in corner.question.value for c in wanted), ex.id
    assert not corner.errors


@pytest.mark.parametrize("game", edition.GAMES)
def test_no_exercise_uses_an_edition_value_without_the_mark(game):
    unmarked = [(ex.id, c.id, text) for ex in exercises(game) for text in (ex.question, ex.explanation)
                for c in edition.told_in(game, text) if ex.id not in c.exercises]
    assert not unmarked, "list these exercises under the choice in edition.json:\n" + "\n".join(map(str, unmarked))


def _refusals(game: str, seeds: int = 3, moves: int = 60):
    """Refusals of the lessons' wrong moves, and of (up to 150) candidate moves in seeded random positions."""
    g = GAMES[game]
    for step in LESSONS.get(game, ()):
        if step.task.kind == "move":
            state = step.scenario()
            for move in step.task.wrong:
                yield state.check(move, step.seat)
    for seed in range(seeds):
        state, rng = g.new_state(g.min_players + seed % 2, seed=seed), np.random.default_rng(seed)
        for _ in range(moves):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply(state.sample_chance())
                continue
            candidates = g.candidate_moves(state)
            picked = rng.choice(len(candidates), size=min(150, len(candidates)), replace=False)
            for seat in state.current_players():
                for i in picked:
                    yield state.check(candidates[i], seat)
            seat = state.current_players()[0]
            legal = state.legal_moves(seat)
            state.apply(legal[int(rng.integers(len(legal)))], seat)


@pytest.mark.parametrize("game", edition.GAMES)
def test_refusals_that_use_an_edition_value_name_the_choice(game):
    unnamed, told_by, named = set(), {}, set()
    for verdict in _refusals(game):
        if verdict.ok:
            continue
        named.add(verdict.edition)
        if verdict.reason not in told_by:
            told_by[verdict.reason] = {c.id for c in edition.told_in(game, verdict.reason)}
        told = told_by[verdict.reason]
        if told and verdict.edition not in told:
            unnamed.add((verdict.rule, verdict.edition, tuple(sorted(told)), verdict.reason))
    assert not unnamed, "pass edition=<choice id> to refuse() for:\n" + "\n".join(map(str, sorted(unnamed)))
    assert named - {""} <= {c.id for c in edition.choices(game)} and named - {""}, named


def test_a_refusal_resting_on_a_choice_carries_the_mark_to_the_board():
    step = next(s for s in LESSONS["fish_frenzy"] if s.rule == "fish_frenzy/challenging")
    session = Session(step.scenario(), GAMES["fish_frenzy"].play, seat=step.seat)
    before = session.state.snapshot()
    session.state.check = lambda move, seat=None: refuse("fish_frenzy/challenging", "Play 2 more.",
                                                         edition="challenge_cost")
    feedback = session.try_move(step.task.solution[0])
    assert feedback.kind == "refused" and feedback.edition == "challenge_cost"
    assert session.state.snapshot() == before
    shown = feedback_html(feedback)
    assert edition.MARK_LABEL in shown and escaped_line(edition.choice("challenge_cost")) in shown
    plain = feedback_html(Feedback("refused", "Play 2 more.", "Challenging"))
    assert edition.MARK_LABEL not in plain
    unknown = feedback_html(Feedback("refused", "Play 2 more.", "Challenging", "no_such_choice"))
    assert edition.MARK_LABEL not in unknown and "no_such_choice" not in unknown


class _Scored:
    """A stand-in game whose points lines rest on a choice, as a game's score_lines may return them."""

    def score_lines(self, state):
        return [[("Blue: tied for second (1 card)", 1, "tied_second"), ("Crabs: 1 × −1", -1)], []]


class _Table:
    def seat_name(self, seat):
        return ("Yellow", "Red")[seat]


def test_points_lines_resting_on_a_choice_show_the_mark_and_still_add_up():
    shown = score_table(_Table(), _Scored())
    assert shown.count(edition.MARK_LABEL) == 2  # the badge on the line, and the explanation under the table
    assert escaped_line(edition.choice("tied_second")) in shown and "<b>0</b>" in shown


@pytest.mark.parametrize("game", edition.GAMES)
def test_points_lines_that_use_an_edition_value_show_the_mark(game):
    from fishtutor.bots import RandomBot, play_game
    g, seen = GAMES[game], set()
    for seed in range(4):
        options = g.variants[seed % len(g.variants)]
        state = play_game(g.new_state(4, seed=seed, **options), {s: RandomBot(seed + s) for s in range(4)},
                          np.random.default_rng(seed))
        shown = score_table(state, g.play)
        for lines in g.play.score_lines(state):
            for text, _points, *choice in lines:
                for c in set(edition.told_in(game, text)) | {edition.choice(i) for i in choice if i}:
                    assert escaped_line(c) in shown, (text, c.id)
                    seen.add(c.id)
    assert game != "fish_frenzy" or "own_goals_events" in seen  # the Goal & Event games met our own cards


# ---- the view ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", edition.GAMES)
def test_the_edition_view_lists_every_choice_with_the_printed_words_ours_and_why(game):
    table = edition_table_html(game)
    assert EditionTable(game)._repr_html_() == table
    for c in edition.choices(game):
        row = table[table.index(f"id='edition-{c.id}'"):]
        row = row[:row.index("</tr>")]
        for text in (c.title, c.printed, c.this_edition, c.why):
            assert html.escape(text) in row, (c.id, text)
        assert (html.escape(c.option_text) in row) if c.option_text else ("Other reading" in row) == bool(c.option)
    assert table.count("<tr id='edition-") == len(edition.choices(game))


def _all_widgets(widget) -> list:
    """A widget and everything inside it."""
    return [widget] + [w for child in getattr(widget, "children", ()) for w in _all_widgets(child)]


def test_the_tutor_opens_the_edition_view_beside_the_lesson_menu():
    from fishtutor.tutor import Tutor
    tutor = Tutor("fish_eat_fish")
    view = tutor.edition
    assert isinstance(view, EditionView) and view.toggle in _all_widgets(tutor.widget)
    assert view.table in _all_widgets(tutor.widget)
    assert view.table.layout.display == "none"
    view.toggle.value = True
    assert view.table.layout.display == "block" and "Alquerque" in view.table.value
    view.show(False)
    assert view.table.layout.display == "none" and not view.toggle.value


# ---- the probability exercises' assumptions ----------------------------------------------------------
def test_fish_frenzy_exercises_follow_the_deck_they_assume():
    deck = ff_probability.EDITION_DECK
    from fishtutor.games.fish_frenzy.cards import DECK_COUNTS, KIND_FISH
    assert deck.counts == DECK_COUNTS and deck.kind_fish() == KIND_FISH
    other = ff_probability.Deck((3, 4, 3), 7, 8)
    assert ff_probability.crab_on_the_right(other) == ff_probability.Fraction(8, 78)
    mine = ff_probability.exercises(4, other)
    assert [e.id for e in mine] == [e.id for e in ff_probability.exercises(4)]
    from fishtutor.probability.core import run
    for ex in mine[:3]:
        assert "Assumes a deck of 78 cards" in ex.explanation
        assert run(ex, 40_000, seed=3).agrees_with(ex.exact), ex.id
    crab = ff_probability.exercises(4)[0]
    assert crab.explanation.endswith(f"it would be {ff_probability.show(ff_probability.Fraction(8, 78))}.")


def test_fish_eat_fish_exercises_follow_the_fish_card_numbers_they_assume():
    from fishtutor.games.fish_eat_fish.cards import KINDS, battle_outcome
    kinds = range(KINDS)
    for ah in range(1, 6):
        for dh in range(1, 6):
            assert all(fef_probability.battle(a, d, ah, dh) == battle_outcome(a, d, ah, dh)
                       for a in kinds for d in kinds)
    other = fef_probability.OTHER_VALUES
    mine = fef_probability.exercises(other)
    from fishtutor.probability.core import run
    for ex in mine:
        assert run(ex, 40_000, seed=4).agrees_with(ex.exact), ex.id
    ours = {e.id: e for e in fef_probability.exercises()}
    for ex in mine:
        if ex.id in ("single_win", "pair_win", "held_shark"):
            assert f"it would be {fef_probability.show(ours[ex.id].exact)}" in ex.explanation
            assert f"it would be {fef_probability.show(ex.exact)}" in ours[ex.id].explanation


def test_many_marks_on_one_lesson_fold_under_one_line_and_few_do_not():
    crowded = [(g, r) for g in edition.GAMES for r in {x for c in edition.choices(g) for x in c.lessons}
               if len(edition.for_lesson(g, r)) > edition.FOLD_OVER]
    assert crowded, "some section rests on many choices (Fishing Frenzy's turn does)"
    for game, rule in crowded:
        shown = edition.lesson_marks_html(game, rule)
        assert shown.startswith("<details") and f"{len(edition.for_lesson(game, rule))} choices" in shown
    few = edition.lesson_marks_html("fish_frenzy", "fish_frenzy/challenging")
    assert 0 < len(edition.for_lesson("fish_frenzy", "fish_frenzy/challenging")) <= edition.FOLD_OVER
    assert "<details" not in few and edition.MARK_LABEL in few
