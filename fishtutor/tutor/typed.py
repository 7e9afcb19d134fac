"""What a box shows when its row's button is pressed: the browser sends the boxes' texts ahead of the press.

While the kernel is busy, the browser holds a text box's later keystrokes back (ipywidgets sends one update of a
widget at a time), but a button's press goes out at once: "15" typed fast and checked at once was judged as "1".
So a press of a button in an answer row first sends, through the page's Viewport widget, the text each box of
the row shows, tagged with the token its class carries; the kernel takes that message before the press and sets
each box registered here to its text, as if the box had sent it. Nothing else can be set this way: a token not
registered, or a text longer than any box here takes, is ignored (the box's own update still comes)."""
from __future__ import annotations

import itertools
import weakref

TYPED = "fishtutor-typed"  # a box whose text the browser sends with a press in its row; "-N" after it: its token
MOST_TYPED = 20_000  # characters: a longer text is left to the box's own update (junk, refused either way)
MOST_BOXES = 16  # boxes in one message: no row here has more

_boxes: weakref.WeakValueDictionary = weakref.WeakValueDictionary()  # token -> the box it names
_tokens = itertools.count(1)


def register(box):
    """Mark a text box so that the browser sends the text it shows with each press of a button in its row."""
    token = f"{TYPED}-{next(_tokens)}"
    box.add_class(TYPED)
    box.add_class(token)
    _boxes[token] = box
    return box


def take(entries) -> int:
    """Set each registered box named in ``entries`` ([token, text] pairs from the browser) to the text it shows,
    as if the box had sent it; anything else is ignored. How many boxes changed."""
    if not isinstance(entries, list):
        return 0
    changed = 0
    for entry in entries[:MOST_BOXES]:
        if not isinstance(entry, list) or len(entry) != 2:
            continue
        token, text = entry
        if not isinstance(token, str) or not isinstance(text, str) or len(text) > MOST_TYPED:
            continue
        box = _boxes.get(token)
        if box is None or box.comm is None or box.value == text:
            continue
        box.set_state({"value": text})
        changed += 1
    return changed
