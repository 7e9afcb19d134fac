"""No internal names reach a learner: every string a learner can read is walked and held free of code identifiers.

The detector (``identifiers``) flags what only code writes: snake_case words, ``key=value``, dotted attribute
paths (``state.hand``), indexing and list brackets (``[0]``, ``[...]``, ``[seat, move]``), braces, empty call
parentheses, Python reprs (``None``/``True``/``False`` in a sentence), CamelCase class names (``PlaceSeagull``,
``RecordError``), a quoted option or field name (``'sides'``, ``'origin'``) and an option named by its code
name (``the map option``). It allows ordinary English: a sentence starting "None of ...", abbreviations
("e.g.", "S.O.S."), quoted rulebook words ('land', "the oldest player"), math with spaces ("P = 1/4"),
decimals, times and fractions, the mark "[this edition]", the product name JupyterLab. ``label_problems``
adds two checks for button and status labels: a label that repeats its own first word ("Picked: ... picked")
and a bare counter "(0)". It does not know a game's own short codes (a card written "L3"): those are words
of the saved file, and the record errors avoid them by saying "not a card of this game".

The walk reads lesson text, prompts, praise and hints for every attempt a lesson board allows (and both boards'
words), refusals from ``check()`` over legal and illegal moves of seeded games of every variant, the words of
moves, logs, points and rule titles, the edition table and marks, record errors on damaged records, each Tutor's
labels and widget descriptions, the session's feedback, and every probability corner."""
from __future__ import annotations

import html
import inspect
import json
import re

import numpy as np
import pytest

from fishtutor.core import edition
from fishtutor.core.protocol import RecordError
from fishtutor.core.records import RECORD_KEYS
from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.lessons.base import Coach
from fishtutor.tutor.edition_view import edition_table_html
from fishtutor.tutor.saving import RecordError as FileError
from fishtutor.tutor.saving import read_record

from tests.support.lesson_contract import board_targets, legal_for_learner, session_for
from tests.support.playing import random_step


# ---- the detector ------------------------------------------------------------------------------------------
def _code_vocabulary() -> tuple[frozenset, frozenset]:
    """The rules options every game takes (their code names), and the names and values a saved game or an option
    uses (a record's keys, every field of a position, the options' word values)."""
    options, values = set(), set(RECORD_KEYS)
    for game in GAMES.values():
        options |= set(inspect.signature(game.state_class.new).parameters) - {"players", "seed"}
        for variant in game.variants:
            options |= set(variant)
            values |= {v for v in variant.values() if type(v) is str}
        snapshot = game.new_state(game.min_players, seed=0).snapshot()
        values |= set(snapshot) | {v for v in snapshot.values() if type(v) is str and v.isidentifier()}
    return frozenset(options), frozenset(values | options)


OPTIONS, CODE_NAMES = _code_vocabulary()
ALLOWED_BRACKETS = {f"[{edition.MARK_LABEL}]"}
PRODUCT_NAMES = {"JupyterLab"}  # names written in CamelCase by their makers
PATTERNS = (
    ("snake_case word", re.compile(r"\b[A-Za-z0-9]*_\w*[A-Za-z]\w*\b|\b\w*[A-Za-z]\w*_\w*\b")),
    ("key=value", re.compile(r"\w=|=[\w\"'\[\(<{-]")),
    ("dotted attribute path", re.compile(r"(?<![\w.])[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")),
    ("brackets", re.compile(r"\w\[|\[[^\]]*\]")),
    ("braces", re.compile(r"[{}]")),
    ("call parentheses", re.compile(r"\w\(\)")),
    ("class name", re.compile(r"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b")),
    ("Python repr", re.compile(r"\b(?:True|False|None)\b|<\w+ object|\b0x[0-9a-f]{4,}")),
    ("quoted code name", re.compile(r"[\"'‘“](\w+)[\"'’”]")),
    ("option by its code name", re.compile(r"\b(\w+) option\b|\boption (\w+)\b")),
)
_SENTENCE_NONE = re.compile(r"(?:^|[.!?:;]\s+|\(|\"|“)(?:None(?= of | left| yet| at all)|True(?= to ))")


def _allowed(kind: str, found: re.Match, text: str) -> bool:
    """The ordinary-English exceptions to a pattern."""
    word = found.group(0)
    if kind == "dotted attribute path":
        parts = word.split(".")
        return all(len(p) == 1 for p in parts)  # e.g, i.e, S.O.S
    if kind == "brackets":
        return word in ALLOWED_BRACKETS
    if kind == "class name":
        return word in PRODUCT_NAMES
    if kind == "Python repr" and word in ("True", "False", "None"):
        start = found.start()
        return any(m.start() <= start < m.end() for m in _SENTENCE_NONE.finditer(text))
    if kind == "quoted code name":
        name = found.group(1)
        return not ("_" in name or name in CODE_NAMES)
    if kind == "option by its code name":
        name = found.group(1) or found.group(2)
        return name not in OPTIONS
    return False


def identifiers(text: str) -> list[str]:
    """The code identifiers in ``text``, each as "kind: what" (empty for ordinary English)."""
    text = str(text)
    found = []
    for kind, pattern in PATTERNS:
        for match in pattern.finditer(text):
            if not _allowed(kind, match, text):
                found.append(f"{kind}: {match.group(0)}")
    return found


def label_problems(label: str) -> list[str]:
    """A button or status label that repeats its own first word, or shows a bare counter like "(0)"."""
    label, found = str(label).strip(), identifiers(label)
    head = re.match(r"(\w+):", label)
    if head and re.search(rf"\b{re.escape(head.group(1))}\W*$", label[head.end():], re.IGNORECASE):
        found.append(f"label repeats its word: {head.group(1)}")
    if re.search(r"\(\d+\)$", label):
        found.append("a bare counter: " + label[label.rindex("("):])
    return found


def plain_text(value: str) -> str:
    """What a learner reads of an HTML fragment: tags (and their attributes) dropped, entities decoded."""
    return html.unescape(re.sub(r"<[^>]*>", " ", str(value)))


ISSUE_EXAMPLES = ('The rules option challenge_cost="fresh" gives the older reading.',
                  "the rules option goals_and_events plays them",
                  "This edition's own map (the map option).",
                  "(the drift option 'sides' also lets you slip out to either side)",
                  "That saved game cannot be opened: The record has no 'origin' key.",
                  "state.hand[0] is 99: hands cannot be negative.",
                  "History move 3: 'Teleport' is not a move: the moves are PlaceSeagull, Collect.",
                  "The origin cannot be rebuilt: KeyError: 'n'.",
                  "state.challenge_cost is None", "None is not a move of this game.", "ages=[...] gives each seat an age", "check() says no",
                  "must be a [seat, move] pair", "a dict {'a': 1}")
ENGLISH = ("None of your fish can move.", "None left in the barrel.", "True to the rulebook, the Cat acts first.", "e.g. 3 or 3/8",
           "wheels and S.O.S. only say 'land'.", "\"the oldest player\"", "P = 1/4 when two fish are left.",
           "option 3 moves three fish; option 0 moves none.", "Level 2 card (3 fish), 2.5 points on average.",
           "Rules as printed / this edition", "[this edition] Who goes first: seat 1.", "Fish-off: 10 points.",
           "Mahi-mahi and Wahoo offshore.", "A “Lowest 3” card.", "You may pick the 'Collect' button.",
           "Your task: choose on the board", "Short tournament (4 fish)", "Picked: Blue fish on B1",
           "Working in JupyterLab? Type your answer in the box.")


@pytest.mark.parametrize("text", ISSUE_EXAMPLES)
def test_the_detector_finds_each_code_name_the_issue_quotes(text):
    assert identifiers(text), text


@pytest.mark.parametrize("label", ("Picked: Blue fish on B1 picked", "Open a saved game (0)"))
def test_the_label_check_finds_the_two_labels_the_issue_quotes(label):
    assert label_problems(label), label


@pytest.mark.parametrize("text", ENGLISH)
def test_the_detector_lets_ordinary_english_through(text):
    assert not label_problems(text), (text, label_problems(text))


# ---- the walk ----------------------------------------------------------------------------------------------
def problems_in(texts) -> list[str]:
    """Every text with a code identifier in it, with what was found (each distinct text once)."""
    out = []
    for text in dict.fromkeys(str(t) for t in texts if t):
        found = identifiers(text)
        if found:
            out.append(f"{text!r} -> {found}")
    return out


def assert_plain(texts) -> None:
    bad = problems_in(texts)
    assert not bad, f"{len(bad)} learner texts carry code names:\n" + "\n".join(bad[:25])


def lesson_texts(game: str) -> list[str]:
    """Each lesson's words, and what its board says to every attempt it allows (a move, a click, an answer)."""
    out = []
    for step in LESSONS[game]:
        task = step.task
        out += [step.title, step.text, task.prompt, task.success, task.hint]
        session = session_for(game, step)
        out += [session.feedback.text, *session.scene().texts()]
        session.compact = True  # the phone board words things in its own, shorter way
        out += session.scene().texts()
        session.compact = False
        coach, state, seat = Coach(task), session.state, session.seat
        if task.kind == "move":
            for move in legal_for_learner(session):
                trial = state.clone()
                trial.apply(move, seat)
                out += [coach.judge_move(state, move, trial).text, state.describe(move, seat, seat)]
        elif task.kind == "pick":
            for target in [*board_targets(session), None]:
                out.append(coach.judge_pick(target, state).text)
        elif task.kind == "answer":
            out += [coach.answer(typed).text for typed in ("x", "999", "-1", str(task.answer))]
    return out


def board_texts(session) -> list[str]:
    from fishtutor.tutor.board import picked_html
    """What a click on each of the board's targets says, and the half-made move it leaves ("Picked: ...")."""
    out, play, state, seat = [], session.play, session.state, session.seat
    for target in board_targets(session):
        values = play.reset_values(state, seat)
        try:
            move, hint = play.move_for_target(state, seat, target, values)
        except Exception:  # noqa: BLE001 - a target of another seat's; the board test covers clicks
            continue
        out.append(hint or "")
        say = getattr(play, "selection", None)
        if say is not None and move is None:
            picked = say(state, seat, values)
            out.append(plain_text(picked_html(picked)))  # the label as the board shows it
    return out


def played_positions(game, seed: int, options: dict, every: int = 7, cap: int = 40):
    """Positions of one seeded random game (every few moves, at most ``cap``), and the game at its end."""
    rng = np.random.default_rng(seed)
    state = game.new_state(game.max_players if seed % 2 else game.min_players, seed=seed, **options)
    found = []
    while not state.is_terminal() and len(found) < cap:
        if len(state.history) % every == 0 and not state.is_chance_node():
            found.append(state.clone())
        random_step(state, rng)
    return found + [state]


def play_texts(game) -> list[str]:
    """Refusals from ``check()`` for every move shape at sampled positions, by the right seat and wrong ones,
    the words of every legal move, the log and the points lines."""
    out = [rule.title for rule in game.rules.values()] + list(game.variant_names)
    for i, options in enumerate(game.variants):
        for state in played_positions(game, seed=11 + i, options=options):
            seats = [s for s in state.current_players() if s >= 0] or [0]
            shapes = game.candidate_moves(state)
            for seat in seats[:2]:
                for move in shapes:
                    out.append(state.check(move, seat).reason)
                for move in state.legal_moves(seat)[:30]:
                    out.append(state.describe(move, seat, seat))
            for junk, seat in ((1.0, seats[0]), (None, seats[0]), ("Eat", seats[0])):
                out.append(state.check(junk, seat).reason)
            if shapes:
                for seat in (99, -7, "0", True, None, *range(state.num_players())):
                    out.append(state.check(shapes[0], seat).reason)
            out += state.log(seats[0])[-10:]
            if hasattr(game.play, "score_lines"):
                out += [line[0] for lines in game.play.score_lines(state) for line in lines]
            out += state.game.play.portray(state, seats[0]).texts()
    return out


def edition_texts(game: str) -> list[str]:
    """The edition table as read, every mark, and the marks beside each lesson."""
    out = [plain_text(edition_table_html(game))]
    out += [edition.mark_text(c) for c in edition.choices(game)]
    out += [plain_text(edition.lesson_marks_html(game, s.rule, s.marks)) for s in LESSONS[game]]
    return out


MUTATIONS = (-1, 10**6, "x", 0.5, True, None, [], {"a": 1}, "delete")


def _paths(value, path=()):
    """Every path into a record (objects and lists included)."""
    found = [path] if path else []
    if type(value) is dict:
        for key, inner in value.items():
            found += _paths(inner, path + (key,))
    elif type(value) is list:
        for i, inner in enumerate(value[:3]):
            found += _paths(inner, path + (i,))
    return found


def _changed(record: dict, path: tuple, how) -> dict:
    """The record (plain JSON) with one change at ``path``."""
    out = json.loads(json.dumps(record))
    holder = out
    for step in path[:-1]:
        holder = holder[step]
    if how == "delete":
        holder.pop(path[-1])
    else:
        holder[path[-1]] = how
    return out


def record_texts(game) -> list[str]:
    """What opening a damaged saved game says: every key deleted or given a wrong value, history edits, junk files."""
    state = game.new_state(game.max_players, seed=5, **game.variants[-1])
    rng = np.random.default_rng(5)
    for _ in range(40):
        if not state.is_terminal():
            random_step(state, rng)
    record = json.loads(json.dumps(state.to_json()))
    out = []
    for path in _paths(record):
        for how in MUTATIONS:
            try:
                game.from_json(_changed(record, path, how))
            except RecordError as err:
                out.append(str(err))
    history = record["history"]
    for broken in (history[:-1], history[1:], history + [history[-1]], [[0, ["Teleport", 1]]], [[0]], "x",
                   [[True, history[0][1]]], [[0, history[0][1] + [0]]]):
        try:
            game.from_json(dict(record, history=broken))
        except RecordError as err:
            out.append(str(err))
    for raw in (b"\xff\xfe", b"[1, 2]", b"{}", b'{"game": "chess"}', b"x" * 10, json.dumps(record).encode()[:-5],
                json.dumps(dict(record, origin=None)).encode(), json.dumps(record["state"]).encode()):
        try:
            read_record(game, raw)
        except FileError as err:
            out.append(str(err))
    return out


def read(widget, attr: str) -> str:
    """What a learner (or a screen reader) reads of a widget's attribute: a description written in HTML as text."""
    value = getattr(widget, attr, "") or ""
    return plain_text(value).strip() if attr == "description" and getattr(widget, "description_allow_html", False) \
        else value


def _widgets(root) -> list:
    return [root] + [w for child in getattr(root, "children", ()) for w in _widgets(child)]


def widget_labels(tutor) -> list[str]:
    """Every label a learner reads on a Tutor's widgets, with the parts built later built now."""
    for part in ("answer_row", "setup_row"):
        getattr(tutor, part)
    tutor.files.offer
    tutor.edition.show(True)
    out = []
    for widget in _widgets(tutor.widget):
        for attr in ("description", "tooltip", "placeholder", "button_style_label"):
            out.append(read(widget, attr))
        out += [str(t) for t in getattr(widget, "tooltips", ()) or ()]
        options = getattr(widget, "_options_labels", None)
        out += [str(o) for o in options or ()]
        if type(widget).__name__ == "FileUpload":  # the browser shows the count of files chosen after the label
            out.append(f"{widget.description} ({len(widget.value)})")
        if type(widget).__name__ == "HTML":
            out.append(plain_text(widget.value))
    return out


def session_texts(game: str) -> list[str]:
    """The feedback of looking back, undoing, cancelling and pressing on after a lesson."""
    step = LESSONS[game][-1]
    session = session_for(game, step)
    out = [session.cancel().text, session.undo().text, session.answer("3").text]
    rng = np.random.default_rng(1)
    for _ in range(6):
        legal = legal_for_learner(session)
        if not legal:
            break
        out.append(session.try_move(legal[int(rng.integers(len(legal)))]).text)
    for act in (session.back, session.back, session.forward, session.live):
        act()
        out.append(session.feedback.text)
    session.back()
    out.append(session.action(session.play.actions[0]).text if session.play.actions else "")
    out.append(session.undo().text)
    return out


GAME_NAMES = sorted(GAMES)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_lessons_prompts_praise_and_hints_name_no_code(game):
    texts = lesson_texts(game)
    for step in LESSONS[game]:
        texts += board_texts(session_for(game, step))
    assert_plain(texts)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_refusals_moves_logs_and_points_name_no_code(game):
    assert_plain(play_texts(GAMES[game]))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_edition_table_and_marks_name_no_code(game):
    assert_plain(edition_texts(game))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_record_errors_say_in_words_what_is_wrong(game):
    texts = record_texts(GAMES[game])
    assert len(texts) > 50
    assert_plain(texts)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_session_feedback_names_no_code(game):
    assert_plain(session_texts(game))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_tutor_labels_and_widget_descriptions_name_no_code(game):
    from fishtutor.tutor import Tutor
    tutor = Tutor(game, start=0)
    labels = widget_labels(tutor)
    assert_plain(labels)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_labels_neither_repeat_their_word_nor_show_a_bare_counter(game):
    from fishtutor.tutor import Tutor
    labels = widget_labels(Tutor(game, start=0))
    for step in LESSONS[game]:
        labels += [t for t in board_texts(session_for(game, step)) if t.startswith("Picked: ")]
    bad = sorted({f"{label!r} -> {label_problems(label)}" for label in labels if label and label_problems(label)})
    assert not bad, "\n".join(bad[:20])


def corner_texts(exercises) -> list[str]:
    """A probability corner's labels, each question, and what Check (right, wrong, junk) and the exact answer say."""
    from fishtutor.tutor.probability import ProbabilityCorner
    corner = ProbabilityCorner(exercises)
    out = []
    for i, exercise in enumerate(corner.exercises):
        corner.pick.value = i
        out += [exercise.question, plain_text(corner.question.value)]
        for typed in ("x", "2", "1/3", "150%", str(exercise.exact)):
            corner.answer.value = typed
            corner.on_check()
            out.append(plain_text(corner.feedback.value))
        corner.on_reveal()
        out.append(plain_text(corner.feedback.value))
    for widget in _widgets(corner.widget):
        out += [read(widget, a) for a in ("description", "tooltip", "placeholder")]
        out += [str(o) for o in getattr(widget, "_options_labels", None) or ()]
    return out


def _corners() -> dict:
    from fishtutor.probability import fish_eat_fish, fish_frenzy, fishing_frenzy, fishy
    return {"fish_frenzy": fish_frenzy.exercises, "fish_eat_fish": fish_eat_fish.exercises,
            "fishy": fishy.exercises, "fishing_frenzy": fishing_frenzy.exercises}


@pytest.mark.parametrize("corner", sorted(_corners()))
def test_probability_corners_name_no_code(corner):
    assert_plain(corner_texts(_corners()[corner]()))


TYPED = ["-1", "-0.5", "9" * 500, "", "x" * 300, "٣٤", "🐟 ½ ∞", "1e400", "inf", "nan", "1/0", "3/8", "0.5", "7",
         "<b>1</b>", "None", "1_000"]


def test_what_typed_input_gets_back_names_no_code():
    """The Seed and Trials boxes and every answer box say in words what is wrong with what was typed (the typed
    text itself, quoted back, is the learner's own and left out)."""
    from fishtutor.probability.answers import check_answer
    from fishtutor.probability.core import SeedError, TrialsError, check_seed, check_trials
    out = []
    for typed in TYPED:
        for check, error in ((check_seed, SeedError), (check_trials, TrialsError)):
            try:
                check(typed)
            except error as err:
                out.append(str(err).replace(typed, "…") if typed else str(err))
        out.append(check_answer(typed, 3, hint="Count the cards.").message.replace(typed, "…") if typed else "")
    assert len(out) > 30
    assert_plain(out)
