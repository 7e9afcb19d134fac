"""Run every benchmark and print the figures."""
import os
import platform
import sys

from . import browser, coach, course, engine, memory, server_memory, static, svg
from .apps import PLAYERS, board_apps


def main() -> None:
    print(f"fishtutor benchmark · Python {platform.python_version()} · {platform.machine()} · "
          f"{os.cpu_count()} cores · load average {os.getloadavg()[0]:.1f} (every figure is a ratio to a reference "
          "measured beside it in this run)\n")
    for line in engine.report(PLAYERS):
        print(line)
    sys.stdout.flush()
    for line in coach.report(PLAYERS, coach.class_seconds()):  # the Expert's decision time, and a class of 30
        print(line)
    sys.stdout.flush()
    for line in course.report():
        print(line)
    sys.stdout.flush()
    for line in memory.run(memory.REPEATS):
        print(line)
    sys.stdout.flush()
    minutes = server_memory.minutes_asked([])  # CLASS_MINUTES (make bench CLASS_MINUTES=2), else 10 minutes
    for line in server_memory.lines(server_memory.session(minutes), minutes):
        print(line)
    sys.stdout.flush()
    for line in browser.report(board_apps()):
        print(line)
    sys.stdout.flush()
    for line in static.report():  # the static edition's first boards (cold, warm) and clicks beside Voilà's
        print(line)
    sys.stdout.flush()
    for line in svg.run(svg.REPEATS):  # each board as SVG beside the same board's canvas paint
        print(line)
    print("Figures are reports, not tests: nothing here fails the build.")


if __name__ == "__main__":
    main()
