"""The board's layout for the screen it is on: a narrow browser gets the phone board unless a layout was chosen, and
a phone never shows the wide board while the kernel has not yet heard its width (viewport.UNSIZED)."""
from fishtutor.games.fish_frenzy import GAME
from fishtutor.tutor import BoardPanel, Session
from fishtutor.tutor.viewport import UNSIZED
from tests.tutor.test_tutor import challenge_position


def test_a_narrow_browser_gets_the_phone_board_unless_a_layout_was_chosen(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    panel = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    panel.viewport.width = 390
    assert panel.compact.value and panel.session.scene().width <= 420
    panel.viewport.width = 1200
    assert not panel.compact.value
    panel.compact.value = True  # the learner's toggle overrides the width from now on
    panel.viewport.width = 1300
    assert panel.compact.value and panel.board.canvas.width <= 420
    monkeypatch.setenv("QUERY_STRING", "compact=0")
    asked = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    asked.viewport.width = 390
    assert not asked.compact.value and not panel.errors


def test_a_board_stays_unsized_until_it_is_laid_out_for_the_screens_width_or_a_layout_is_chosen(monkeypatch):
    """A phone hides a board marked unsized (viewport.UNSIZED): the mark goes only once the board is laid out for
    the width the browser reported, its phone board already painted, or once a layout was chosen."""
    monkeypatch.delenv("QUERY_STRING", raising=False)
    sent: list = []
    phone = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    assert UNSIZED in phone.board.canvas._dom_classes and not phone.compact.value
    phone.board.canvas.observe(lambda c: sent.append(("classes", c["new"])), names="_dom_classes")
    phone.board.canvas.observe(lambda c: sent.append(("width", c["new"])), names="width")
    phone.viewport.width = 0  # nothing reported yet
    assert UNSIZED in phone.board.canvas._dom_classes
    phone.viewport.width = 390
    assert phone.compact.value and UNSIZED not in phone.board.canvas._dom_classes
    assert [kind for kind, _ in sent] == ["width", "classes"], "the phone board is sized before it is shown"
    wide = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    wide.viewport.width = 1200
    assert not wide.compact.value and UNSIZED not in wide.board.canvas._dom_classes
    toggled = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    toggled.compact.value = True  # the learner's toggle before any width: chosen, shown
    assert UNSIZED not in toggled.board.canvas._dom_classes
    broken = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))

    def fails(_event):
        raise RuntimeError("a layout that fails")
    monkeypatch.setattr(broken.session, "handle", fails)
    broken.viewport.width = 390  # the phone layout fails: the board it has is shown, with the apology
    assert UNSIZED not in broken.board.canvas._dom_classes and broken.errors and broken.error_box.value
    monkeypatch.setenv("QUERY_STRING", "compact=1")
    linked = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    assert linked.compact.value and UNSIZED not in linked.board.canvas._dom_classes
