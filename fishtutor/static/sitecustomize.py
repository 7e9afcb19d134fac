"""Run by the static edition's Python as it starts (the build adds this file to Pyodide's standard library archive,
where Python's ``site`` imports it): the import system never looks in the Jupyter drive.

The Pyodide kernel works in ``/drive``, the site's notebooks mounted as a folder whose every look (a stat, a
listing) is a synchronous request to the page. Python puts the working folder first on ``sys.path``, so every
import asked the page about ``/drive`` before finding the module in the standard library or site-packages: about
100 requests, 4 s of a tutor's first board. Nothing the pages run is imported from their own folder (the notebooks
import the installed fishtutor), so the drive gets a finder that finds nothing, without asking."""
from __future__ import annotations

import sys

DRIVE = "/drive"  # where the Pyodide kernel mounts the Jupyter contents and works


class NothingHere:
    """The import finder of a folder in the drive: no module is found there, and nothing is asked."""

    def find_spec(self, fullname, target=None):
        """No module is imported from the drive."""
        return None

    def invalidate_caches(self) -> None:
        """Nothing is kept, so nothing goes stale."""


def drive_finder(entry: str) -> NothingHere:
    """The finder for a ``sys.path`` entry in the drive; any other entry is left to Python's own finders."""
    if entry == DRIVE or entry.startswith(DRIVE + "/"):
        return NothingHere()
    raise ImportError(f"not in the drive: {entry}")


def install() -> None:
    """Put the drive's finder first among the path hooks (once)."""
    if drive_finder not in sys.path_hooks:
        sys.path_hooks.insert(0, drive_finder)


if __name__ == "sitecustomize":  # Python's start in the browser, not an import of fishtutor.static.sitecustomize
    install()
