"""Build the rules site: python -m fishtutor.site [--server https://...] [--out dist/site] [--work build/site]."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from .build import build


def main(argv=None) -> None:
    """Build the site and say where it is and how long it took."""
    parser = argparse.ArgumentParser(prog="python -m fishtutor.site", description=__doc__)
    parser.add_argument("--server", default="", help="the Voilà server's address for the live links "
                        "(default: ../voila/render/ beside the site)")
    parser.add_argument("--out", default="dist/site", type=Path)
    parser.add_argument("--work", default="build/site", type=Path)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    build(args.out, args.work, args.server)
    print(f"The rules site is in {args.out}/index.html (built in {time.perf_counter() - start:.1f} s).")


if __name__ == "__main__":
    main()
