"""Developer tool: hash every run of 7 words in the rulebooks, so tests can tell copied wording from our own
without the rulebook text being in the repository.  Usage: python -m tools.rulebook_shingles RULEBOOK_DIR"""
from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

RUN = 7
OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "rulebook_shingles.txt"


def words(text: str) -> list[str]:
    """Lower-case words, punctuation dropped."""
    return re.findall(r"[a-z0-9']+", text.lower())


def shingles(text: str) -> set[str]:
    """Short hashes of every run of RUN consecutive words."""
    w = words(text)
    return {hashlib.sha1(" ".join(w[i:i + RUN]).encode()).hexdigest()[:12] for i in range(len(w) - RUN + 1)}


if __name__ == "__main__":
    found = set()
    for path in sorted(Path(sys.argv[1]).glob("*.txt")):
        found |= shingles(path.read_text())
    OUT.write_text("\n".join(sorted(found)) + "\n")
    print(f"{len(found)} hashed 7-word runs written to {OUT}")
