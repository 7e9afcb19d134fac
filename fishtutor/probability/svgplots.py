"""The probability plots drawn as SVG with the standard library alone (the browser edition has no matplotlib): the
running estimate settling on the exact answer, and exact bars beside simulated ones. Same colours, lines and
legend as the matplotlib pictures; the same numbers give the same bytes."""
from __future__ import annotations

import base64
import math
from fractions import Fraction
from html import escape

from fishtutor.render.svg import num

SIM, EXACT, INK, GRID = "#2f6fd6", "#d63a3a", "#1b1b1b", "#d9d9d9"
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
LEFT, RIGHT, TOP, BOTTOM = 64, 16, 34, 44  # the plot area's margins, in px
POINTS = 400  # the running estimate is drawn through at most this many trials, spread evenly on the log axis


def nice_ticks(low: float, high: float, most: int = 6) -> list[float]:
    """Round tick values from at or below ``low`` to at or above ``high`` (a step of 1, 2 or 5 times a power of
    ten, at most about ``most`` steps)."""
    if high <= low:
        high = low + 1e-9
    raw = (high - low) / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
    return [round(k * step, 12) for k in range(first, last + 1)]


def _tick_label(value: float) -> str:
    """A tick's number, short: 0.25, 1, 1,000."""
    if abs(value - round(value)) < 1e-9:
        return f"{int(round(value)):,}"
    return f"{value:.6g}"


def _head(width: float, height: float, title: str) -> list[str]:
    return [f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
            f'viewBox="0 0 {num(width)} {num(height)}" font-family="{escape(FONT)}" role="img" '
            f'aria-label="{escape(title)}"><title>{escape(title)}</title>',
            f'<rect x="0" y="0" width="{num(width)}" height="{num(height)}" fill="#ffffff"/>',
            f'<text x="{num(width / 2)}" y="20" font-size="13" text-anchor="middle" fill="{INK}">{escape(title)}</text>']


def _y_axis(parts: list[str], ticks: list[float], y_of, left: float, right: float, label: str) -> None:
    """Grid lines and numbers up the left side, and the axis's name."""
    for t in ticks:
        y = num(y_of(t))
        parts.append(f'<line x1="{num(left)}" y1="{y}" x2="{num(right)}" y2="{y}" stroke="{GRID}"/>'
                     f'<text x="{num(left - 6)}" y="{y}" dy="0.32em" font-size="11" text-anchor="end" '
                     f'fill="{INK}">{_tick_label(t)}</text>')
    mid = (y_of(ticks[0]) + y_of(ticks[-1])) / 2 if ticks else 0
    parts.append(f'<text x="14" y="{num(mid)}" font-size="12" text-anchor="middle" fill="{INK}" '
                 f'transform="rotate(-90 14 {num(mid)})">{escape(label)}</text>')


def _legend(parts: list[str], entries: list[tuple[str, str]], right: float, top: float) -> None:
    """The legend's entries (swatch kind and colour, words) in a box at the plot's top right."""
    width = 18 + max(len(words) for words, _ in entries) * 6.2
    x = right - width - 6
    parts.append(f'<rect x="{num(x)}" y="{num(top + 4)}" width="{num(width)}" height="{16 * len(entries) + 6}" '
                 f'fill="#ffffff" fill-opacity="0.85" stroke="{GRID}"/>')
    for i, (words, swatch) in enumerate(entries):
        y = top + 16 + 16 * i
        parts.append(swatch.format(x=num(x + 4), x2=num(x + 18), y=num(y), top=num(y - 5)))
        parts.append(f'<text x="{num(x + 22)}" y="{num(y)}" dy="0.32em" font-size="11" fill="{INK}">'
                     f'{escape(words)}</text>')


def _line(colour: str, dash: str = "") -> str:
    return f'<line x1="{{x}}" y1="{{y}}" x2="{{x2}}" y2="{{y}}" stroke="{colour}" stroke-width="2"{dash}/>'


def _patch(colour: str, opacity: str = "") -> str:
    return f'<rect x="{{x}}" y="{{top}}" width="14" height="10" fill="{colour}"{opacity}/>'


def _picks(trials: int) -> list[int]:
    """Trial numbers (from 1) spread evenly on a log scale: where the running estimate is drawn."""
    if trials <= 1:
        return [1]
    step = math.log(trials) / (POINTS - 1)
    return sorted({min(trials, max(1, int(math.exp(i * step)))) for i in range(POINTS)} | {trials})


def running_svg(title: str, estimate, exact: Fraction | None, width: float = 640, height: float = 320) -> bytes:
    """The running estimate over the trials (log scale) with its ±2 standard-error band, and the exact answer as a
    dashed line (left out when ``exact`` is None), as SVG bytes."""
    picks = _picks(estimate.trials)
    values = [float(estimate.running[i - 1]) for i in picks]
    band = 2 * estimate.stderr
    shown = values + [estimate.mean - band, estimate.mean + band] + ([float(exact)] if exact is not None else [])
    low, high = min(shown), max(shown)
    pad = (high - low) * 0.05 or 0.05
    ticks = nice_ticks(max(low - pad, 0) if low >= 0 else low - pad, min(high + pad, 1) if high <= 1 else high + pad)
    y_low, y_high = ticks[0], ticks[-1]
    left, right, top, bottom = LEFT, width - RIGHT, TOP, height - BOTTOM
    span = math.log10(max(estimate.trials, 10))

    def x_of(trial: float) -> float:
        return left + (right - left) * math.log10(trial) / span

    def y_of(value: float) -> float:
        return bottom - (bottom - top) * (value - y_low) / (y_high - y_low)
    parts = _head(width, height, title)
    _y_axis(parts, ticks, y_of, left, right, "estimate")
    for k in range(int(span) + 1):
        x = num(x_of(10 ** k))
        parts.append(f'<line x1="{x}" y1="{num(top)}" x2="{x}" y2="{num(bottom)}" stroke="{GRID}"/>'
                     f'<text x="{x}" y="{num(bottom + 15)}" font-size="11" text-anchor="middle" fill="{INK}">'
                     f'{10 ** k:,}</text>')
    parts.append(f'<text x="{num((left + right) / 2)}" y="{num(height - 8)}" font-size="12" text-anchor="middle" '
                 f'fill="{INK}">trials (log scale)</text>')
    parts.append(f'<rect x="{num(left)}" y="{num(y_of(estimate.mean + band))}" width="{num(right - left)}" '
                 f'height="{num(y_of(estimate.mean - band) - y_of(estimate.mean + band))}" fill="{SIM}" '
                 f'fill-opacity="0.12"/>')
    if exact is not None:
        y = num(y_of(float(exact)))
        parts.append(f'<line x1="{num(left)}" y1="{y}" x2="{num(right)}" y2="{y}" stroke="{EXACT}" '
                     f'stroke-width="2" stroke-dasharray="7 4"/>')
    path = " ".join(f"{num(x_of(t))},{num(y_of(v))}" for t, v in zip(picks, values))
    parts.append(f'<polyline points="{path}" fill="none" stroke="{SIM}" stroke-width="1.6"/>')
    parts.append(f'<rect x="{num(left)}" y="{num(top)}" width="{num(right - left)}" height="{num(bottom - top)}" '
                 f'fill="none" stroke="{INK}"/>')
    entries = [("simulation: running mean", _line(SIM))]
    if exact is not None:
        entries.append((f"exact: {exact}", _line(EXACT, ' stroke-dasharray="7 4"')))
    entries.append(("±2 standard errors", _patch(SIM, ' fill-opacity="0.25"')))
    settled_high = y_of(estimate.mean) < (top + bottom) / 2  # the line ends in the upper half: legend below it
    _legend(parts, entries, right, bottom - 16 * len(entries) - 14 if settled_high else top)
    return ("".join(parts) + "</svg>").encode()


def bars_svg(bars: dict) -> bytes:
    """Exact bars (when ``bars["exact"]`` is not None) beside simulated ones with ±2 standard-error whiskers, one
    pair per label, as SVG bytes (``bars`` as bars.draw takes it: labels, exact, simulated, errors, title, size)."""
    width, height = (100 * float(v) for v in bars.get("size", (6.4, 3.0)))
    labels, exact, simulated, errors = bars["labels"], bars.get("exact"), bars["simulated"], bars["errors"]
    tallest = max([s + e for s, e in zip(simulated, errors)] + list(exact or []) + [1e-9])
    ticks = nice_ticks(0, tallest * 1.08)
    y_high = ticks[-1]
    left, right, top, bottom = LEFT, width - RIGHT, TOP, height - BOTTOM

    def y_of(value: float) -> float:
        return bottom - (bottom - top) * max(value, 0) / y_high
    parts = _head(width, height, bars["title"])
    _y_axis(parts, ticks, y_of, left, right, bars.get("axis", "chance"))
    slot = (right - left) / max(len(labels), 1)
    bar = slot * 0.36
    for i, label in enumerate(labels):
        middle = left + slot * (i + 0.5)
        if exact is not None:
            parts.append(_bar(middle - bar, bar, y_of(exact[i]), bottom, EXACT))
        parts.append(_bar(middle, bar, y_of(simulated[i]), bottom, SIM))
        x, lo, hi = num(middle + bar / 2), num(y_of(simulated[i] - errors[i])), num(y_of(simulated[i] + errors[i]))
        parts.append(f'<path d="M{x},{lo}V{hi}M{num(middle + bar / 2 - 4)},{lo}h8M{num(middle + bar / 2 - 4)},{hi}h8" '
                     f'stroke="{INK}" stroke-width="1.2" fill="none"/>')
        parts.append(f'<text x="{num(middle)}" y="{num(bottom + 15)}" font-size="11" text-anchor="middle" '
                     f'fill="{INK}">{escape(str(label))}</text>')
    parts.append(f'<line x1="{num(left)}" y1="{num(bottom)}" x2="{num(right)}" y2="{num(bottom)}" stroke="{INK}"/>')
    entries = ([("exact", _patch(EXACT))] if exact is not None else []) + [("simulated ±2 s.e.", _patch(SIM))]
    _legend(parts, entries, right, top)
    return ("".join(parts) + "</svg>").encode()


def means_svg(labels: list[str], samples: list, title: str, axis: str) -> bytes:
    """The mean of each sample with ±2 standard errors, as simulated bars (no exact answer to set beside them)."""
    means, errors = [], []
    for sample in samples:
        values = [float(v) for v in sample]
        mean = sum(values) / len(values)
        spread = sum((v - mean) ** 2 for v in values) / (len(values) - 1) if len(values) > 1 else 0.0
        means.append(mean)
        errors.append(2 * math.sqrt(spread / len(values)))
    return bars_svg({"labels": labels, "exact": None, "simulated": means, "errors": errors, "title": title,
                     "size": [6.4, 3.0], "axis": axis})


def _bar(x: float, width: float, y: float, bottom: float, colour: str) -> str:
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(width)}" height="{num(max(bottom - y, 0))}" '
            f'fill="{colour}"/>')


def picture_src(picture: bytes) -> str:
    """A picture's data address: a PNG (from matplotlib) or an SVG (drawn here), told apart by its first bytes."""
    kind = "image/png" if picture.startswith(b"\x89PNG") else "image/svg+xml"
    return f"data:{kind};base64,{base64.b64encode(picture).decode('ascii')}"


def picture_html(picture: bytes, alt: str, max_width: str = "640px") -> str:
    """A plot (PNG or SVG bytes) as an <img> with words for a screen reader."""
    return (f"<img alt='{escape(alt, quote=True)}' src='{picture_src(picture)}' "
            f"style='max-width:min(100%, {max_width});height:auto'>")
