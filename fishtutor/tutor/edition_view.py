"""Rules as printed / this edition: for every choice, the rulebook's words or silence beside what we do and why.

``edition_table_html(game)`` is plain HTML (tests and notebook cells use it without widgets);
``EditionTable(game)`` shows it in a notebook cell (JupyterLab and Voilà); ``EditionView`` is the widget
the Tutor opens from its "Rules as printed / this edition" button."""
from __future__ import annotations

import html

import ipywidgets as W

from fishtutor.core import edition
from fishtutor.games import get

from . import kit

HEADERS = ("", "The rulebook says", "This edition", "Why")
_CELL = "padding:4px 8px;vertical-align:top;border-top:1px solid #e3dcec;text-align:left"


def _row(c: edition.Choice) -> str:
    """One choice as a table row; the other reading a rules variant offers, if any, under what this edition does."""
    option = (f"<div style='color:#5b6b7b;font-size:12px;margin-top:3px'>Other reading: "
              f"{html.escape(c.option_text or 'a rules variant of the full game plays it.')}</div>") if c.option else ""
    cells = (f"<b>{html.escape(c.title)}</b>", html.escape(c.printed),
             f"{edition.badge_html()} {html.escape(c.this_edition)}{option}", html.escape(c.why))
    return f"<tr id='edition-{c.id}'>" + "".join(f"<td style='{_CELL}'>{cell}</td>" for cell in cells) + "</tr>"


def edition_table_html(game: str) -> str:
    """Every edition choice of ``game``: the printed words (or silence), this edition's rule, why, the option."""
    title = get(game).title
    head = "".join(f"<th style='{_CELL}'>{h}</th>" for h in HEADERS)
    rows = "".join(_row(c) for c in edition.choices(game))
    return (f"<div class='fishtutor-edition-view' style='max-width:820px;overflow-x:auto'>"
            f"<h4 style='margin:4px 0'>{html.escape(title)}: rules as printed / this edition</h4>"
            f"<p style='font-size:13px;margin:2px 0 6px 0'>Where the rulebook is silent or open to two readings, "
            f"this edition chooses. Wherever a lesson, a refusal, a points line or a probability question rests on "
            f"one of these choices, it carries the {edition.badge_html()} mark.</p>"
            f"<table style='font-size:13px;border-collapse:collapse;width:100%'><thead><tr>{head}</tr></thead>"
            f"<tbody>{rows}</tbody></table></div>")


class EditionTable:
    """The edition table as a notebook cell's output (works in JupyterLab and in Voilà)."""

    def __init__(self, game: str):
        self.game = game

    def _repr_html_(self) -> str:
        return edition_table_html(self.game)

    def __repr__(self) -> str:  # the plain-text view of the cell (stable, so saved outputs compare)
        return f"EditionTable({self.game!r}): the rulebook's words beside this edition's choices"


class EditionView:
    """The edition table as a widget: shown or hidden by a toggle button; the table is built when first opened."""

    def __init__(self, game: str, description: str = "Rules as printed / this edition"):
        self.game = game
        self._table: W.HTML | None = None
        self._widget = None
        self.listeners: list = []  # told when the table is built, so the page can put it in place
        self.toggle = kit.toggle(description, icon="book",
                                 tooltip="Where the rulebook is silent or ambiguous, and what this edition does")
        self.toggle.observe(lambda change: self.show(change["new"]), names="value")

    @property
    def built(self) -> bool:
        """The table exists (it was opened or asked for)."""
        return self._table is not None

    @property
    def table(self) -> W.HTML:
        """The table itself (hidden until the toggle opens it)."""
        if self._table is None:
            table = self._table = kit.html(edition_table_html(self.game), own=True)
            table.layout.display = "none"
            for listener in self.listeners:
                listener()
        return self._table

    @property
    def widget(self) -> W.VBox:
        """The toggle with the table under it, for a page of its own."""
        if self._widget is None:
            self._widget = kit.column([self.toggle, self.table])
        return self._widget

    def show(self, shown: bool = True) -> None:
        """Open or close the table."""
        if shown or self.built:
            self.table.layout.display = "block" if shown else "none"
        if self.toggle.value != shown:
            self.toggle.value = shown
