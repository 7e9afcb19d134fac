"""Small helpers for putting a board into plain sentences (the board in words, for screen readers)."""
from __future__ import annotations


def listed(items, none: str = "nothing") -> str:
    """Items as a phrase: "a", "a and b", "a, b and c" (``none`` for no items)."""
    items = [str(i) for i in items if i]
    if not items:
        return none
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def sentence(text: str) -> str:
    """The text as one sentence: a capital first letter and a full stop (kept if it already ends one)."""
    text = text.strip()
    if not text:
        return ""
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?:" else f"{text}."


def plural(count: int, word: str, many: str | None = None) -> str:
    """A count with its noun: "1 card", "3 cards" (``many`` for an irregular plural)."""
    return f"{count} {word if count == 1 else many or word + 's'}"
