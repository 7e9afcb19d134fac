"""A choice's control offering other numbers, in the real page (ipywidgets 8.1's toggle buttons in Chromium).

The page compares new labels with its buttons' places and redraws no button when they agree, so labels "0 1" after
"0 2" once kept the old buttons and lit none ("Cannot read properties of null"). The board's ``reoffer`` sends the
labels with changed (empty) icons in one message, which always redraws them. Here a page offers, one after the
other, the sequences a little-fish control meets (places after non-places, fewer, more, one), each with its last
number chosen: the buttons must read exactly the numbers offered, the chosen one lit, and the page raise nothing."""
import json

import pytest

from .harness import App, voila

pytestmark = pytest.mark.browser

OFFERS = [("0", "2", "4"), ("0", "1"), ("0", "1", "2"), ("1", "3"), ("0",), ("0", "1"), ("0", "2"), ("0", "1", "2")]
NOTEBOOK = {
    "cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None, "source": f"""
import ipywidgets as W
from fishtutor.tutor.board import reoffer
offers = {OFFERS[1:]!r}
box = W.ToggleButtons(options={list(OFFERS[0])!r}, value={OFFERS[0][-1]!r})
box.help = "little fish"
go = W.Button(description="Next offer")
def offer_next(_):
    options = offers.pop(0)
    reoffer(box, options)
    box.value = options[-1]
go.on_click(offer_next)
display(W.VBox([box, go]))
"""}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5}
SHOWN_JS = """() => {
  const buttons = [...document.querySelectorAll('.widget-toggle-buttons button')];
  return JSON.stringify([buttons.map(b => b.innerText.trim()),
                         buttons.filter(b => b.classList.contains('mod-active')).map(b => b.innerText.trim())]);
}"""


def test_other_numbers_offered_redraw_the_buttons_and_light_the_one_chosen(browser, tmp_path):
    (tmp_path / "offers.ipynb").write_text(json.dumps(NOTEBOOK))
    with voila(tmp_path, log_name=".voila-choice-buttons.log") as base:
        app = App(browser, f"{base}/voila/render/offers.ipynb")
        try:
            app.page.get_by_role("button", name="Next offer").wait_for(timeout=120_000)
            for n, options in enumerate(OFFERS):
                if n:
                    app.page.get_by_role("button", name="Next offer").click()
                want = json.dumps([list(options), [options[-1]]], separators=(",", ":"))
                app.page.wait_for_function(f"() => ({SHOWN_JS})() === {want!r}", timeout=30_000)
            assert not app.errors and not app.has_traceback(), app.errors
        finally:
            app.close()
