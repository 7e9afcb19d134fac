"""The board's text-width estimate against Chromium's own measure of the board font (shares the browser)."""
import pytest

from fishtutor.core.scene import Text
from fishtutor.core.textfit import text_width
from fishtutor.games.fish_frenzy import GAME

from tests.tutor.test_render import crowded_fish_frenzy

pytestmark = pytest.mark.browser


def test_the_width_estimate_is_never_below_what_chromium_measures_for_the_board_font(browser):
    from fishtutor.render.canvas import FONT

    labels = {(t.text, t.size, t.bold) for state in crowded_fish_frenzy()[:3] + crowded_fish_frenzy()[-4:]
              for compact in (False, True) for t in GAME.play.portray(state, 0, compact=compact).shapes
              if isinstance(t, Text)}
    labels = sorted(labels)
    page = browser.new_page()
    try:
        page.set_content("<canvas id=c></canvas>")
        real = page.evaluate("(ls) => { const x = document.getElementById('c').getContext('2d');"
                             " return ls.map(([t, s, b, f]) => { x.font = (b ? 'bold ' : '') + s + 'px ' + f;"
                             " return x.measureText(t).width; }); }",
                             [[t, s, b, FONT] for t, s, b in labels])
    finally:
        page.close()
    assert len(labels) > 50
    short = [(t, w, text_width(t, s, b)) for (t, s, b), w in zip(labels, real) if text_width(t, s, b) < w]
    assert not short, short[:10]
