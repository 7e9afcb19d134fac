"""A saved game nested past what JSON reading can follow (100,000 "[" in a row, or deep lists that are valid JSON)
is refused with a sentence like any other broken record, whether it is opened as a file, restored from the browser's
storage, or kept by an assignment page: nothing on the board changes and no callback fails."""
import json

import pytest

from fishtutor.games import get
from fishtutor.tutor import Tutor
from fishtutor.tutor.assignment_page import MOST_STORED, AssignmentPage, read_record as read_answers
from fishtutor.tutor.saving import MAX_RECORD_BYTES, RecordError, read_record

from .test_assignment_page import _slipped
from .test_place import full_game, moved


def deep_saved_game(depth: int) -> str:
    """A real saved game whose history starts with one move nested ``depth`` lists deep (valid JSON throughout)."""
    record = moved(Tutor("fish_frenzy", start=full_game("fish_frenzy"))).board.viewport.record
    return record.replace('"history":[', '"history":[' + "[" * depth + "]" * depth + ",", 1)


NESTED = {"brackets": "[" * 100_000, "braces": "{" * 100_000, "keys": '{"a":' * 20_000,
          "deep valid lists": "[" * 5_000 + "]" * 5_000, "deep valid objects": '{"a":' * 3_000 + "1" + "}" * 3_000}


def at_depth(frames: int, call):
    """``call()`` made ``frames`` calls deep, as a widget callback in a kernel is (the stack is never empty there)."""
    return call() if frames == 0 else at_depth(frames - 1, call)


@pytest.mark.parametrize("name", NESTED)
def test_a_nested_record_is_refused_in_a_sentence_as_text_or_bytes(name):
    text = NESTED[name]
    assert len(text.encode()) <= MAX_RECORD_BYTES  # small enough to be read at all: the nesting is what breaks
    for raw in (text, text.encode()):
        with pytest.raises(RecordError) as err:
            read_record(get("fish_frenzy"), raw)
        said = str(err.value)
        assert said.startswith("That file ") and "Save this game" in said and "\n" not in said, said


@pytest.mark.parametrize("depth", [850, 5_000])
def test_a_saved_game_with_one_deeply_nested_part_is_refused_deep_in_a_callback_too(depth):
    """850 lists deep loads at the top of the stack (the move is then refused as no move), not 300 calls down."""
    raw = deep_saved_game(depth)
    assert json.loads(raw.replace("[" * depth + "]" * depth + ",", ""))["game"] == "fish_frenzy"  # a real one
    for frames in (0, 300):
        with pytest.raises(RecordError) as err:
            at_depth(frames, lambda: read_record(get("fish_frenzy"), raw))
        assert "\n" not in str(err.value) and len(str(err.value)) < 300


@pytest.mark.parametrize("name", ["brackets", "deep valid lists"])
def test_opening_a_nested_file_says_why_and_leaves_the_game_on_the_board(name):
    tutor = moved(Tutor("fish_frenzy", start=full_game("fish_frenzy")))
    before = tutor.board.session.state.to_json()
    tutor.files.on_upload(({"name": "junk.json", "content": memoryview(NESTED[name].encode())},))
    said = tutor.files.message.value
    assert "That file " in said and "Save this game" in said, said
    assert tutor.board.session.state.to_json() == before and not tutor.errors and tutor.error_box.value == ""


@pytest.mark.parametrize("name", ["brackets", "braces", "deep valid lists"])
def test_restoring_a_nested_game_kept_in_the_browser_says_why_and_leaves_the_game_on_the_board(name):
    tutor = moved(Tutor("fish_frenzy", start=full_game("fish_frenzy")))
    before = tutor.board.session.state.to_json()
    tutor.board.viewport.stored_at, tutor.board.viewport.stored = "today", NESTED[name]
    tutor.files.on_restore()
    said = tutor.files.message.value
    assert "Your earlier game could not be restored. That file " in said, said
    assert tutor.board.session.state.to_json() == before and not tutor.errors and tutor.error_box.value == ""


@pytest.mark.parametrize("name", ["brackets", "braces", "deep valid lists", "deep valid objects"])
def test_an_assignment_page_refuses_a_nested_record_quietly(name):
    stored = NESTED[name][:MOST_STORED] if name in ("brackets", "braces") else NESTED[name]
    assert len(stored) <= MOST_STORED
    assert read_answers(stored, "fish_frenzy") is None
    page = AssignmentPage(_slipped())
    page.viewport.stored = stored
    assert page.progress_text() == "0 of 2 answered" and page.viewport.record == ""
    assert not page.errors and page.error_box.value == ""

