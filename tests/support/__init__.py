"""What the test rooms share that is not a test: seeded play and sweeps, lesson contracts, spoken names, notebook
tools, and where the repository and the tests' data files are."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the repository
DATA = ROOT / "tests" / "data"  # the tests' data files (maps, the rules map, the rulebooks' hashed 7-word runs)
