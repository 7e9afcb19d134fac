"""Widgets that share their style and layout models, so a page sends the browser fewer models to build.

Every ipywidgets control comes with its own Style and Layout model by default: three models for one button.
A browser builds every model of a page before it shows the board, so the tutor shares one style model per kind
(nothing here ever changes a style) and one layout model among the widgets whose layout never changes. A widget
that is shown and hidden (``layout.display``) keeps a layout of its own: pass ``own=True``.

A widget made here has an empty tooltip unless given one: ipywidgets writes a missing one into the page as the
title "null" (on a toggle button, and on every label it keeps beside a box, a menu or an HTML widget)."""
from __future__ import annotations

import html as html_text

import ipywidgets as W
from ipywidgets.widgets.widget_bool import ToggleButtonStyle
from ipywidgets.widgets.widget_description import DescriptionStyle
from ipywidgets.widgets.widget_string import HTMLStyle, TextStyle

from .viewport import NAMED
from . import typed

_SHARED: dict = {}
# read by a screen reader, never shown: the part of a box's label that only says more (in the line, one pixel
# wide and clipped, so that a label of nothing else still sits the box on the label's baseline)
UNSEEN = ("display:inline-block;width:1px;height:1px;margin:0 -1px 0 0;padding:0;border:0;overflow:hidden;"
          "clip-path:inset(50%);white-space:nowrap")


def untitled(traits: dict) -> dict:
    """The traits, with an empty tooltip unless one is given (never the title "null" in the page)."""
    return {"tooltip": "", **traits}


def shared(cls, **traits):
    """One model of ``cls`` with these traits, shared by every widget that uses it unchanged."""
    key = (cls.__name__, tuple(sorted(traits.items())))
    model = _SHARED.get(key)
    if model is None or model.comm is None:  # never made, or closed since (Widget.close_all)
        model = _SHARED[key] = cls(**traits)
    return model


def layout(own: bool = False, **traits) -> W.Layout:
    """A layout with these traits: a fresh one if the widget will change it (``own``), else a shared one."""
    return W.Layout(**traits) if own else shared(W.Layout, **traits)


def html(value: str = "", own: bool = False, **traits) -> W.HTML:
    """An HTML box (shared style; a shared empty layout unless ``own``)."""
    return W.HTML(value, style=shared(HTMLStyle), layout=layout(own), **untitled(traits))


def button(label: str, handler, style: str = "", own: bool = False, **traits) -> W.Button:
    """A button sized to its label, calling ``handler(button)`` when pressed."""
    made = W.Button(description=label, button_style=style, style=shared(W.ButtonStyle),
                    layout=layout(own, width="auto", margin="2px"), **traits)
    made.on_click(handler)
    return made


def named(made: W.Button, name: str) -> W.Button:
    """A button a screen reader names ``name``, shown on hover too: a short label that says what it does in full
    (the page copies the tooltip into the button's accessible name)."""
    made.tooltip = name
    made.add_class(NAMED)
    return made


def toggle(label: str, own: bool = False, **traits) -> W.ToggleButton:
    """A toggle button sized to its label."""
    return W.ToggleButton(value=False, description=label, style=shared(ToggleButtonStyle),
                          layout=layout(own, width="auto", margin="2px"), **untitled(traits))


def dropdown(own: bool = False, width: str = "auto", **traits) -> W.Dropdown:
    """A dropdown (shared description style); give it a ``description``: a screen reader names it by that."""
    return W.Dropdown(style=shared(DescriptionStyle, description_width="initial"), layout=layout(own, width=width),
                      **untitled(traits))


def text(width: str, label: str, more: str = "", **traits) -> W.Text:
    """A one-line text box of this width, named ``label`` beside it and ``more`` after that for a screen reader
    only; a press of a button in its row sends the text it shows first (typed.py)."""
    box = W.Text(style=shared(TextStyle, description_width="initial"), layout=layout(width=width), **untitled(traits))
    name(box, label, more)
    return typed.register(box)


def name(box, label: str, more: str = "") -> None:
    """Name a box: its label says ``label`` (may be empty), then ``more``, which a screen reader reads and the
    page does not show (a box is named for what it is for, not only by its placeholder)."""
    unseen = f"<span style='{UNSEEN}'> {html_text.escape(more)}</span>" if more else ""
    box.description_allow_html = True
    box.description = html_text.escape(label) + unseen


def row(children, own: bool = False, **traits) -> W.HBox:
    """A row that wraps on a narrow screen."""
    return W.HBox(list(children), layout=layout(own, flex_flow="row wrap", **traits))


def column(children, own: bool = False, **traits) -> W.VBox:
    """A column, at most as wide as the board."""
    return W.VBox(list(children), layout=layout(own, **traits))
