"""The texts the browser sends with a press of Check, Simulate or New game set only the boxes registered for it,
before the press is handled; every box is named for what it is for, and no widget leaves its tooltip missing
(ipywidgets writes a missing one into the page as the title "null").

The browser's side (the listener that sends them, and the verdicts it brings) is tested in
tests/browser/test_fast_typing.py."""
import ipywidgets as W
import pytest
from ipywidgets.widgets.widget_description import DescriptionWidget

from fishtutor.tutor import Tutor, typed
from fishtutor.tutor.assignment_page import AssignmentPage
from fishtutor.tutor.viewport import ENTER_ROW, SENDS_ROW


def widgets(root):
    """Every widget in a tree, hidden ones too."""
    yield root
    for child in getattr(root, "children", ()):
        yield from widgets(child)


def token(box) -> str:
    """The class that names this box to the browser."""
    return next(c for c in box._dom_classes if c.startswith(typed.TYPED + "-"))


def lesson_with_a_question() -> Tutor:
    tutor = Tutor("cats_in_the_barrel", start=0)
    assert tutor.step.task.kind == "answer"
    return tutor


def test_the_text_the_box_shows_is_checked_when_it_comes_before_the_press():
    tutor = lesson_with_a_question()
    tutor.answer_box.value = "1"  # the first keystroke reached the kernel, "15" was still held back
    tutor.board.viewport._message(None, {"event": "typed", "boxes": [[token(tutor.answer_box), "15"]]}, [])
    tutor.check_button.click()
    assert tutor.answer_box.value == "15"
    assert "15 is too high" in tutor.board.feedback.value


def test_only_registered_boxes_are_set_and_junk_changes_nothing():
    tutor = lesson_with_a_question()
    box = tutor.answer_box
    box.value = "7"
    other = W.Text("kept")  # a box nobody registered: the browser cannot set it this way
    other.add_class(typed.TYPED + "-999999")
    junk = [None, "x", 5, {}, [token(box)], [token(box), 15], [token(box), "9" * (typed.MOST_TYPED + 1)],
            [typed.TYPED + "-999999", "set"], [other.model_id, "set"], [token(box), "8", "extra"]]
    assert typed.take(junk) == 0
    for content in (None, "typed", {"event": "typed"}, {"event": "typed", "boxes": "junk"}, {"event": "other"}):
        tutor.board.viewport._message(None, content, [])
    assert box.value == "7" and other.value == "kept"
    assert typed.take([[token(box), "7"]]) == 0  # the same text: nothing set, nothing sent back
    assert typed.take([[token(box), "9" * typed.MOST_TYPED]]) == 1 and len(box.value) == typed.MOST_TYPED
    box.close()
    assert typed.take([[token(box), "8"]]) == 0  # a closed box is left alone


def test_a_message_names_at_most_a_rows_worth_of_boxes():
    page = AssignmentPage("fishy")
    boxes = [b for card in page.cards for b in (card.answer, card.trials, card.seed)]
    assert len(boxes) > typed.MOST_BOXES
    assert typed.take([[token(b), "0.5"] for b in boxes]) == typed.MOST_BOXES


def test_every_box_is_registered_named_and_in_a_row_whose_press_sends_it():
    tutor = lesson_with_a_question()
    tutor.go(len(tutor.steps) - 1)  # the full game's set-up row, with its Seed box
    page = AssignmentPage("fish_frenzy")
    for root in (tutor.widget, page.widget):
        rows = [w for w in widgets(root) if {ENTER_ROW, SENDS_ROW} & set(getattr(w, "_dom_classes", ()))]
        in_rows = {id(b) for row in rows for b in row.children}
        boxes = [w for w in widgets(root) if isinstance(w, W.Text)]
        assert boxes
        for box in boxes:
            assert typed.TYPED in box._dom_classes and id(box) in in_rows, box.placeholder
            assert len(box.description) > 20 and box.description_allow_html, box.placeholder  # named, not only shown
    names = [c.answer.description for c in page.cards]
    assert all(f"to question {c.number}</span>" in n for c, n in zip(page.cards, names))


@pytest.mark.parametrize("build", [lambda: Tutor("fishing_frenzy", start=3).widget,
                                   lambda: AssignmentPage("fishy").widget])
def test_no_widget_leaves_its_tooltip_missing(build):
    missing = [f"{type(w).__name__}: {w.description[:30]}" for w in widgets(build())
               if isinstance(w, DescriptionWidget) and w.tooltip is None]
    assert missing == []
