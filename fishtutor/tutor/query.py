"""The page's query string (``?lesson=3&compact=1``), read the one way that works under Voilà.

Voilà hands a kernel the query string in ``QUERY_STRING``; a preheated kernel was started before the
page was asked for, so there it must be fetched with ``voila.utils.get_query_string()`` (which waits for
the page to connect). Anywhere else (JupyterLab, nbval, tests) the environment variable is all there is."""
from __future__ import annotations

import os
from urllib.parse import parse_qsl

_FETCHED: list[str] = []  # a preheated kernel is told its query string once: keep it


def _raw_query() -> str:
    """The query string without its '?', or '' outside a page."""
    if _FETCHED:
        return _FETCHED[0]
    if os.environ.get("VOILA_PREHEAT", "False") != "False" and os.environ.get("VOILA_KERNEL_ID"):
        try:
            from voila.utils import get_query_string
        except ImportError:
            return os.environ.get("QUERY_STRING", "")
        try:
            _FETCHED.append(get_query_string() or "")
        except Exception:  # noqa: BLE001 - a lost query string must not stop the page from starting
            _FETCHED.append("")
        return _FETCHED[0]
    return os.environ.get("QUERY_STRING", "")


def query_params() -> dict[str, str]:
    """The page's query parameters as a dict (the last value wins; {} when there is no page)."""
    return dict(parse_qsl(_raw_query().lstrip("?"), keep_blank_values=True))


def lesson_number(params: dict, count: int) -> tuple[int, str]:
    """``?lesson=N`` (1-based) as a lesson index, with a short note when N is not a lesson here."""
    raw = params.get("lesson")
    if raw is None:
        return 0, ""
    text = str(raw).strip()
    if text.isascii() and text.isdigit() and len(text) <= 6 and 1 <= int(text) <= count:
        return int(text) - 1, ""
    shown = text[:12] + ("…" if len(text) > 12 else "")
    return 0, f"There is no lesson “{shown}” here (lessons 1 to {count}): this is lesson 1."
