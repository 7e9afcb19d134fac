"""How wide a line of board text is: a conservative estimate, in canvas pixels, for the renderer's font.

The renderer asks for ``system-ui, 'Segoe UI', Roboto, sans-serif``. Which face the browser picks is
not known here, so each character's advance is the widest of the usual candidates (DejaVu Sans, the
Linux default and the widest of them, and Liberation Sans / Arial / Helvetica), in thousandths of
an em, with a little slack on top. Segoe UI and Roboto are narrower than DejaVu Sans, so the
estimate errs on the wide side: text measured to fit here fits on the learner's screen."""
from __future__ import annotations

import functools

_CHARS = "".join(chr(c) for c in range(32, 127)) + "·…×✓−–—’"

_REGULAR = (
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636,
    636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 556, 1015, 684, 686, 722, 770, 667, 611, 778,
    752, 295, 500, 667, 557, 863, 748, 787, 667, 787, 722, 667, 611, 732, 684, 989, 685, 667, 685, 390,
    337, 390, 838, 556, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
    635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
    318, 1000, 838, 838, 838, 556, 1000, 318,
)
_BOLD = (
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696,
    696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 611, 1000, 774, 762, 734, 830, 683, 683, 821,
    837, 372, 556, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457,
    365, 457, 838, 556, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
    716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
    380, 1000, 838, 838, 838, 556, 1000, 380,
)
_WIDTHS = {False: dict(zip(_CHARS, _REGULAR)), True: dict(zip(_CHARS, _BOLD))}
_UNKNOWN = 1000   # any other character in the basic plane: a full em
_PICTURE = 1300   # emoji and other pictographs beyond it
SLACK = 1.05      # a little room for hinting and font substitution


def char_width(ch: str, bold: bool = False) -> float:
    """The advance of one character, in ems (thousandths / 1000), before slack."""
    known = _WIDTHS[bool(bold)].get(ch)
    if known is not None:
        return known / 1000
    return (_PICTURE if ord(ch) >= 0x1F000 else _UNKNOWN) / 1000


def text_width(text: str, size: float, bold: bool = False) -> float:
    """A conservative width, in canvas px, of ``text`` drawn at ``size`` px in the board's font."""
    if not isinstance(text, str):
        raise TypeError(f"text_width measures a str, not {type(text).__name__}")
    if size < 0:
        raise ValueError(f"a font size cannot be negative (got {size})")
    return _ems(text, bool(bold)) * size * SLACK


@functools.lru_cache(maxsize=8192)
def _ems(text: str, bold: bool) -> float:
    """The advance of a whole text, in ems, before slack (a board repaints the same labels at every click)."""
    return sum(char_width(ch, bold) for ch in text)


def fits(text: str, size: float, box_width: float, bold: bool = False) -> bool:
    """The text, at this size, fits within a box this wide."""
    return text_width(text, size, bold) <= box_width


def shrink_to_fit(text: str, size: float, box_width: float, bold: bool = False, smallest: float = 8) -> float:
    """The largest font size, no larger than ``size`` nor smaller than ``smallest``, at which the text fits."""
    if not text or fits(text, size, box_width, bold):
        return size
    per_px = text_width(text, 1, bold)
    return max(smallest, min(size, int(box_width / per_px * 2) / 2))


def clip_to_fit(text: str, size: float, box_width: float, bold: bool = False) -> str:
    """The text, cut short with an ellipsis if needed, so that it fits the box at this size."""
    if fits(text, size, box_width, bold):
        return text
    cut = text
    while cut and not fits(cut.rstrip() + "…", size, box_width, bold):
        cut = cut[:-1]
    return cut.rstrip() + "…" if cut else ""
