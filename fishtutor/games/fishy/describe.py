"""A barrel game's table in words (Cats in the Barrel, Fresh Fish, Fish in the Barrel, Jumping Fish), read from
the same Table the picture is drawn from, so the words show exactly what the viewer may see: your own hand by
name, the others' hands and face-down picks only counted."""
from __future__ import annotations

from fishtutor.core.words import listed, plural, sentence

from .barrel import LEVELS, colour
from .cards import card_name
from .portray import Card, Table


def describe_table(shown: Table) -> str:
    """Whose turn and what they must do, the barrel level by level (top first), the notes under it and any
    choice waiting there, then each player's row."""
    lines = [sentence(_now(shown)), sentence(shown.title.replace(" · ", ", "))]
    lines += _levels(shown)
    lines += [sentence(note) for note in shown.notes if note.strip() and not note.endswith(":")]
    if shown.options:
        offered = [o.words for o in shown.options if o.lit]
        barred = [o.words for o in shown.options if not o.lit]  # drawn greyed out under the barrel: said too
        closed = f"; not allowed now: {listed(barred)}" if barred else ""
        lines.append(sentence(f"{shown.options_title.rstrip(':')}: you can choose {listed(offered, 'nothing')}{closed}"))
    lines += [sentence(_seat(seat, shown.scored)) for seat in shown.seats]
    return "\n".join(_plain(line) for line in lines if line)


def _plain(text: str) -> str:
    """The picture's signs said in words: "→" as "so", a dot between parts as a comma."""
    return text.replace(" → ", ", so ").replace(" · ", ", ").replace("(× ", "(times ")


def _now(shown: Table) -> str:
    """The status line, said as a sentence about whose turn it is."""
    you = next((s for s in shown.seats if s.you), None)
    said = shown.saying
    if you is not None and said.startswith("You: "):
        return f"Your turn ({colour(you.seat)}): {said[5:]}"
    if you is not None and you.acting and not said.startswith("Game over"):
        return f"Your turn ({colour(you.seat)}): {said}"
    return said


def _levels(shown: Table) -> list[str]:
    """The barrel from the top level down; the levels with no fish said together."""
    out, bare = [], []
    for level in range(LEVELS, 0, -1):
        if any(shown.levels[level - 1]) or any(g == level for _, g in shown.guards):
            out.append(sentence(_level(shown, level)))
        else:
            bare.append(str(level))
    if bare:
        out.append(sentence(f"No fish on level {bare[0]}" if len(bare) == 1 else f"No fish on levels {listed(bare)}"))
    return out


def _level(shown: Table, level: int) -> str:
    """One level of the barrel: each player's fish on it (and a Cat guarding it, in Jumping Fish)."""
    counts = shown.levels[level - 1]
    fish = [f"{colour(s)} {counts[s]}" for s in range(len(shown.seats)) if counts[s]]
    worth = f" (worth {level})" if shown.scored else ""
    guarded = [colour(s) for s, g in sorted(shown.guards) if g == level]
    cats = f"; a Cat guards {listed(guarded)}'s fish here" if guarded else ""
    return f"Level {level}{worth}: {listed(fish, 'no fish')}{cats}"


def _seat(seat, scored: bool) -> str:
    """A player's row: fish in front and in the barrel, points, the hand (yours named, others' counted), cards played."""
    who = f"You ({colour(seat.seat)})" if seat.you else colour(seat.seat)
    dragon = ", holding the Dragon" if seat.dragon else ""
    if seat.you:
        hand = f"your hand: {listed((card_name(c.code) for c in seat.hand), 'no cards')}"
    else:
        hand = f"{plural(len(seat.hand), 'card')} in hand, face down"
    played = listed((_card(c) for c in seat.played), "")
    table = f"; on the table: {played}" if played else ""
    points = f"{seat.points} {seat.points_label}" if seat.points != "?" else f"{seat.points_label} hidden until you answer"
    return f"{who}{dragon}: {seat.in_front}, {seat.detail}; {points}; {hand}{table}"


def _card(card: Card) -> str:
    """A card on the table: its name (a face-down pick only said to be chosen), and what happened to it."""
    if not card.code:
        return "a card chosen face down" if card.note else "a face-down card"
    marks = [m for m, on in (("cancelled", card.cancelled), ("a Cat lies on it", card.cat_on)) if on]
    return card_name(card.code) + (f" ({', '.join(marks)})" if marks else "")


def name_target(shown: Table, target: tuple) -> str:
    """A clickable thing as the board names it ("your Level 3 card", "level 2", "Red's Cat")."""
    if not isinstance(target, tuple) or not target:
        return "a spot on the board"
    kind, rest = target[0], target[1:]
    if kind == "card" and rest:
        return f"your {card_name(rest[0])} card"
    if kind == "played" and len(rest) == 2:
        return f"{_whose(shown, rest[0])} {card_name(rest[1])} on the table"
    if kind == "level" and rest:
        return f"level {rest[0]}"
    if kind == "fish" and len(rest) == 2:
        return _fish(shown, *rest)
    if kind == "option" and rest:
        words = next((o.words for o in shown.options if o.key == rest[0]), "")
        return words or "a choice under the barrel"
    if kind == "player" and rest:
        return f"you ({colour(rest[0])})" if _is_you(shown, rest[0]) else colour(rest[0])
    return "a spot on the board"


def _fish(shown: Table, seat, level) -> str:
    """A seat's place on a level of the barrel, said by what is in it: "White's 1 fish on level 5", "no fish of
    yours on level 2" (and a Cat guarding it, in Jumping Fish), as the barrel's level lines count them."""
    if not (type(seat) is int and 0 <= seat < len(shown.seats) and type(level) is int and 1 <= level <= LEVELS):
        return "a spot on the board"
    count, guarded = shown.levels[level - 1][seat], (seat, level) in shown.guards
    if not count:
        whose = "yours" if _is_you(shown, seat) else f"{colour(seat)}'s"
        return f"no fish of {whose} on level {level}" + (", a Cat guards it" if guarded else "")
    return f"{_whose(shown, seat)} {count} fish on level {level}" + (", a Cat guards them" if guarded else "")


def _is_you(shown: Table, seat) -> bool:
    """The seat is the learner's own."""
    owner = next((s for s in shown.seats if s.seat == seat), None)
    return owner is not None and owner.you


def _whose(shown: Table, seat) -> str:
    """The seat's possessive as the learner reads it: "your", or "Red's"."""
    return "your" if _is_you(shown, seat) else f"{colour(seat)}'s"
