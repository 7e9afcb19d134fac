"""A class roster: the students a course is built for, read from a CSV of ids or emails (or one per line), each
with a folder name of its own."""
from __future__ import annotations

import csv
import io
import re
from pathlib import Path

COLUMNS = ("student", "email", "id", "name")  # the column a roster's students are read from, the first found
LARGEST = 2000  # students: a roster beyond this is a mistake (a whole school's export), not a class


class RosterError(ValueError):
    """The roster cannot be read: the message says what to fix."""


def read(path) -> list[str]:
    """The students in a roster file, in its order (blank lines and surrounding spaces dropped)."""
    path = Path(path)
    if not path.is_file():
        raise RosterError(f"No roster at {path}: give a CSV with a 'student' (or 'email') column, or one id a line.")
    return parse(path.read_text(encoding="utf-8-sig"), path.name)


def parse(text: str, name: str = "the roster") -> list[str]:
    """The students in a roster's text: a CSV column named student/email/id/name, else the first column."""
    rows = [row for row in csv.reader(io.StringIO(text)) if any(cell.strip() for cell in row)]
    if not rows:
        raise RosterError(f"{name} lists no students.")
    header = [cell.strip().lower() for cell in rows[0]]
    column = next((header.index(c) for c in COLUMNS if c in header), None)
    body = rows[1:] if column is not None else rows
    students = [row[column or 0].strip() for row in body if len(row) > (column or 0) and row[column or 0].strip()]
    if not students:
        raise RosterError(f"{name} lists no students under its header.")
    if len(students) > LARGEST:
        raise RosterError(f"{name} lists {len(students):,} students; a class here has at most {LARGEST:,}.")
    seen: set[str] = set()
    for student in students:
        if student in seen:
            raise RosterError(f"{student!r} is on {name} twice: each student once.")
        seen.add(student)
    return students


def slug(student: str) -> str:
    """A folder name for a student: letters, digits, dot, dash and underscore only."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", student).strip("._") or "student"


def slugs(students: list[str]) -> dict[str, str]:
    """Each student's folder name, unique within the class (a number added where two would clash)."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for student in students:
        base = name = slug(student)
        n = 2
        while name.lower() in taken:
            name, n = f"{base}-{n}", n + 1
        taken.add(name.lower())
        out[student] = name
    return out
