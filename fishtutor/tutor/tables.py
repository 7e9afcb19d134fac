"""Tables the pages show as real HTML tables (header cells, a caption), not as printed, space-aligned text.

Each function returns an HTML string: show it with ``IPython.display.HTML(...)`` or in a ``W.HTML`` widget."""
from __future__ import annotations

import html
from dataclasses import dataclass
from fractions import Fraction

# a link in a page's HTML opens in the same tab, as the page's other links do (JupyterLab's renderer, which Voilà
# uses, would otherwise send a link in an HTML output to a new tab without saying so)
SAME_TAB = "_self"
CELL = "padding:3px 7px;border:1px solid #d5dde6"
HEAD = CELL + ";background:#eef4fb;color:#1d4f7a"
# the colour of each battle outcome in the card-pairing table (the words stay: colour is only a help)
OUTCOME_COLOURS = {"attacker": "#e7f6ec", "defender": "#fdecec", "both gone": "#ececec", "nothing": "#fff7e0"}


STAGE_WORDS = {"counting": "Counting", "expectation": "Expected values", "chain": "Chains of events"}


def stage_words(stage: str) -> str:
    """A stage of the course as a learner reads it."""
    return STAGE_WORDS.get(stage, stage.capitalize())


@dataclass(frozen=True)
class Link:
    """A table cell that is a link: its words, and the page it opens (relative to the page showing the table)."""

    text: str
    href: str


def _cell(value) -> str:
    """A cell's content: a link, or escaped text."""
    if isinstance(value, Link):
        return (f"<a href='{html.escape(value.href, quote=True)}' target='{SAME_TAB}' style='text-decoration:underline'>"
                f"{html.escape(value.text)}</a>")
    return html.escape(str(value))


def html_table(columns, rows, row_headers=None, caption: str = "", corner: str = "", shade=None) -> str:
    """A table with a header row (``columns``), optional header column (``row_headers``) and caption; every
    cell is escaped (a ``Link`` cell is a link). ``shade(cell)`` may give a cell's background colour."""
    head = ([f"<th scope='col' style='{HEAD}'>{html.escape(corner)}</th>"] if row_headers is not None else []) + \
        [f"<th scope='col' style='{HEAD}'>{html.escape(str(c))}</th>" for c in columns]
    body = []
    for i, row in enumerate(rows):
        cells = [f"<th scope='row' style='{HEAD};text-align:left'>{_cell(row_headers[i])}</th>"] \
            if row_headers is not None else []
        for cell in row:
            back = shade(cell) if shade else None
            style = CELL + (f";background:{back}" if back else "")
            cells.append(f"<td style='{style}'>{_cell(cell)}</td>")
        body.append(f"<tr>{''.join(cells)}</tr>")
    title = (f"<caption style='caption-side:top;text-align:left;font-weight:bold;padding:4px 0'>"
             f"{html.escape(caption)}</caption>") if caption else ""
    # the box is never wider than the screen (a table too wide scrolls inside it, the page never sideways)
    return (f"<div tabindex='0' role='region' aria-label=\"{html.escape(caption or 'table', quote=True)}\" "
            f"style='overflow-x:auto;max-width:min(100%, calc(100vw - 24px))'>"
            f"<table style='border-collapse:collapse;font-size:14px;"
            f"margin:4px 0'>{title}<thead><tr>{''.join(head)}</tr></thead><tbody>{''.join(body)}</tbody>"
            f"</table></div>")


def payoff_html(attacker_height: int = 1, defender_height: int = 1) -> str:
    """Who wins each pairing of Challenge Cards (rows: the attacker's card, columns: the defender's)."""
    from fishtutor.probability import fish_eat_fish as fef
    names = fef.CARD_HEADERS
    caption = (f"A stack of {attacker_height} attacks a stack of {defender_height}: who wins each pairing "
               "of cards (rows: the attacker's card, columns: the defender's)")
    return html_table(names, fef.payoff_table(attacker_height, defender_height), row_headers=names,
                      caption=caption, corner="attacker ↓ · defender →", shade=OUTCOME_COLOURS.get)


SITE_ADDRESS = "FISHTUTOR_SITE"  # the rules site's address for the front page's links (default: /site/ beside /voila/)
CARD = ("min-width:0;box-sizing:border-box;border:1px solid #d5dde6;border-radius:8px;"
        "padding:10px 12px;background:#fbfdff")
LINK = "color:#1d4f7a;text-decoration:underline"


def site_base() -> str:
    """Where the rules site is, seen from a Voilà page (/voila/render/...): $FISHTUTOR_SITE, else /site/ beside."""
    import os
    address = os.environ.get(SITE_ADDRESS, "").strip()
    return address.rstrip("/") + "/" if address else "../../site/"


def _thumbnail(game: str) -> str:
    """A game's start position as a small picture, with words for readers who cannot see it."""
    import base64

    from fishtutor.games import GAMES
    from fishtutor.site.boards import scaled, start_players, start_svg
    data = base64.b64encode(scaled(start_svg(game), 320).encode()).decode()
    alt = f"The {GAMES[game].title} board at the start of a {start_players(game)}-player game"
    return (f"<img src='data:image/svg+xml;base64,{data}' alt='{html.escape(alt, quote=True)}' "
            f"style='width:100%;height:auto;display:block;margin:4px 0 8px 0'>")


def _card(game: str) -> str:
    """One game of the gallery: its picture, lessons, players and time, and where to learn and practise it."""
    from fishtutor.games import GAMES
    from fishtutor.lessons import LESSONS
    from fishtutor.site.boards import ASSIGNMENT_NAMES, ASSIGNMENTS, players_words, time_words
    title, assignment = GAMES[game].title, ASSIGNMENTS[game]
    links = [(f"{game}.ipynb", f"Learn {title}"), (f"assignment_{assignment}.ipynb",
              f"{ASSIGNMENT_NAMES[assignment]} assignment"), (f"{site_base()}{game}.html", f"{title} rules page")]
    anchors = " · ".join(f"<a href='{html.escape(h, quote=True)}' target='{SAME_TAB}' style='{LINK}'>{html.escape(t)}</a>"
                         for h, t in links)
    facts = f"{len(LESSONS[game])} lessons · {players_words(game)} · {time_words(game)}"
    return (f"<li style='{CARD}'><h3 style='margin:0;font-size:17px'>{html.escape(title)}</h3>{_thumbnail(game)}"
            f"<p style='margin:0 0 6px 0;font-size:14px'>{html.escape(facts)}</p>"
            f"<p style='margin:0;font-size:14px'>{anchors}</p></li>")


def games_html() -> str:
    """The front page's gallery: every tutor's game as a card, in columns of one width (a card alone on the last
    row is no wider than the others, its picture no larger), stacked on a phone."""
    from fishtutor.site.boards import PAGES
    cards = "".join(_card(game) for game in PAGES)
    return (f"<section aria-label='The games'><h2 style='font-size:20px;margin:8px 0'>The games</h2>"
            f"<ul style='display:grid;grid-template-columns:repeat(auto-fill,minmax(min(260px,100%),1fr));gap:14px;"
            f"list-style:none;padding:0;margin:0'>{cards}</ul>"
            f"</section>")


def course_html() -> str:
    """The course's four assignments, in order: each a link, with its questions, minutes and stages."""
    from fishtutor.probability.course import STAGES, course
    assignments = course()
    rows = []
    for a in assignments:
        stages = [s for s in STAGES if any(q.stage == s for q in a.questions)]
        counts = [f"{stage_words(s)}: {sum(q.stage == s for q in a.questions)}" for s in stages]
        rows.append((f"{len(a.questions)}, about {sum(q.minutes for q in a.questions)} minutes", ", ".join(counts)))
    return html_table(("Questions", "Stages (questions)"), rows,
                      row_headers=[Link(a.title, f"assignment_{a.game}.ipynb") for a in assignments],
                      caption="The course: one assignment per game", corner="Assignment")


def rounds_html(players=(3, 4, 5)) -> str:
    """How long a game of Fish Frenzy lasts, worked out for each number of players."""
    from fishtutor.games.fish_frenzy.cards import CARDS_PER_DEAL, DECK_SIZE, setup_discards
    from fishtutor.probability.fish_frenzy import rounds
    rows = [(n, f"{DECK_SIZE - setup_discards(n)}" + (f" ({setup_discards(n)} set aside)" if setup_discards(n) else ""),
             CARDS_PER_DEAL * n, f"{DECK_SIZE - setup_discards(n)} ÷ {CARDS_PER_DEAL * n} = {rounds(n)}")
            for n in players]
    return html_table(("Players", "Cards dealt", "Per round", "Rounds"), rows,
                      caption=f"Rounds in a game of Fish Frenzy ({DECK_SIZE} cards)")


NBSP = "\u00a0"  # a space a line never breaks at: "0.132 ± 0.003" stays whole on a phone


def fraction_cell(value: Fraction) -> str:
    """A chance as a table cell: the exact fraction and its decimal (a line may break between the two, never
    inside either)."""
    return f"{value} ≈{NBSP}{float(value):.3f}"


def estimate_cell(estimate, digits: int = 4) -> str:
    """A simulated value and its ±2 standard errors as a table cell (never broken across lines)."""
    return f"{estimate.mean:.{digits}f}{NBSP}±{NBSP}{2 * estimate.stderr:.{digits}f}"
