"""python -m fishtutor.course build OUT | grade AUTOGRADER.zip NOTEBOOK... [--out gradebook.csv] [--roster CSV]:
the graded course, built offline into OUT; or collected notebooks graded with Otter into one
gradebook CSV (gradebook.py's code: each notebook's Otter results in a folder of its own beside the CSV)."""
from __future__ import annotations

import argparse
import sys


def main(argv=None) -> int:
    """Parse the command line, then build or grade."""
    parser = argparse.ArgumentParser(prog="python -m fishtutor.course", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="write the Otter master, student and autograder versions into OUT")
    build.add_argument("out", help="the folder to build into, e.g. dist/course")
    build.add_argument("--roster", help="a class roster (CSV with a student or email column, or one id a line): "
                       "every student gets a notebook on their own numbers")
    build.add_argument("--key", default="", help="a phrase of yours that, with each id, picks the numbers (keep it "
                       "to rebuild the same numbers)")
    build.add_argument("--no-run-tests", action="store_true",
                       help="skip running each master notebook against its tests (quicker)")
    sub.add_parser("grade", help="grade collected notebooks into one gradebook CSV (what otter run does, for "
                   "the whole batch)", parents=[gradebook_parser()], add_help=False)
    args = parser.parse_args(argv)
    if args.command == "build":
        from .build import build as run_build
        from .roster import RosterError
        try:
            zips = run_build(args.out, run_tests=not args.no_run_tests, roster=args.roster or None, key=args.key)
        except RosterError as err:
            print(f"make course: {err}", file=sys.stderr)
            return 2
        for game, path in zips.items():
            print(f"{game}: {path}")
        return 0
    from .gradebook import grade_batch
    try:
        grade_batch(args.autograder, args.notebooks, args.out, args.roster, args.results, seconds=args.time_limit,
                    jobs=args.jobs)
    except (ValueError, OSError) as err:
        print(f"grade: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130  # stopped by Ctrl-C: the gradebook has said how far it got
    return 0


def gradebook_parser() -> argparse.ArgumentParser:
    """The grade command's arguments: gradebook.py's own."""
    from .gradebook import parser
    return parser()


if __name__ == "__main__":
    sys.exit(main())
