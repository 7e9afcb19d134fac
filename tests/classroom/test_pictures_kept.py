"""Pictures kept for every kernel of a server (fishtutor/probability/pictures.py): a picture a class asks for at once
is drawn once and read by the rest, the same bytes; other numbers, another picture; the folder keeps a bounded
number, the least recently used going first; a broken file is drawn again; a folder that cannot be written, or
``off``, only means every picture is drawn."""
import threading
import time

import pytest

from fishtutor.probability import pictures

BARS = {"labels": ["a", "b"], "exact": [0.5, 0.25], "simulated": [0.49, 0.26], "errors": [0.01, 0.01],
        "title": "two bars", "size": [3.0, 2.0]}


class Drawer:
    """A stand-in for the drawing process: a PNG of its own for each picture, counted, taking a moment."""

    def __init__(self, seconds: float = 0.0) -> None:
        self.drawn: list[dict] = []
        self.seconds = seconds
        self.guard = threading.Lock()

    def __call__(self, bars: dict):
        def draw() -> bytes:
            time.sleep(self.seconds)
            with self.guard:
                self.drawn.append(bars)
            return pictures.PNG + repr(sorted(bars.items())).encode()
        return draw


@pytest.fixture
def kept_in(tmp_path, monkeypatch):
    monkeypatch.setenv(pictures.VARIABLE, str(tmp_path / "pictures"))
    return tmp_path / "pictures"


def test_a_picture_is_drawn_once_and_read_after_and_other_numbers_are_another_picture(kept_in):
    drawer = Drawer()
    first = pictures.kept(BARS, drawer(BARS))
    assert pictures.kept(dict(BARS), drawer(BARS)) == first and len(drawer.drawn) == 1
    other = BARS | {"simulated": [0.5, 0.26]}
    assert pictures.kept(other, drawer(other)) != first and len(drawer.drawn) == 2
    assert sorted(p.name for p in kept_in.glob("*.png")) == sorted([pictures.name_of(BARS), pictures.name_of(other)])
    assert not list(kept_in.glob("*.part")), "no half-written file left"


def test_a_class_asking_for_the_same_picture_at_once_has_it_drawn_once(kept_in):
    drawer = Drawer(seconds=0.3)
    got: list[bytes] = []
    askers = [threading.Thread(target=lambda: got.append(pictures.kept(BARS, drawer(BARS)))) for _ in range(8)]
    for asker in askers:
        asker.start()
    for asker in askers:
        asker.join(60)
    assert len(got) == 8 and len(set(got)) == 1
    assert len(drawer.drawn) == 1, f"drawn {len(drawer.drawn)} times"


def test_the_folder_keeps_at_most_its_number_and_lets_the_least_recently_used_go(kept_in, monkeypatch):
    monkeypatch.setattr(pictures, "KEPT", 3)
    drawer = Drawer()
    many = [BARS | {"title": f"picture {n}"} for n in range(5)]
    for n, bars in enumerate(many[:3]):
        pictures.kept(bars, drawer(bars))
        (kept_in / pictures.name_of(bars)).touch()
        time.sleep(0.02)  # file times apart
    pictures.kept(many[0], drawer(many[0]))  # read again: the most recently used
    for bars in many[3:]:
        time.sleep(0.02)
        pictures.kept(bars, drawer(bars))
    assert sorted(p.name for p in kept_in.glob("*.png")) == sorted(pictures.name_of(b) for b in (many[0], *many[3:]))
    assert len(list(kept_in.glob("*.lock"))) == 3  # a picture let go takes its lock file with it


def test_a_broken_kept_file_is_drawn_again(kept_in):
    drawer = Drawer()
    kept_in.mkdir()
    (kept_in / pictures.name_of(BARS)).write_bytes(b"<html>half a picture")
    png = pictures.kept(BARS, drawer(BARS))
    assert png.startswith(pictures.PNG) and len(drawer.drawn) == 1
    assert (kept_in / pictures.name_of(BARS)).read_bytes() == png


@pytest.mark.parametrize("where", ["off", "a file"])
def test_off_or_a_folder_that_cannot_be_written_draws_every_picture_and_says_nothing(where, tmp_path, monkeypatch):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be")
    monkeypatch.setenv(pictures.VARIABLE, "off" if where == "off" else str(blocked / "pictures"))
    drawer = Drawer()
    assert pictures.kept(BARS, drawer(BARS)) == pictures.kept(BARS, drawer(BARS))
    assert len(drawer.drawn) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["blocked"]


def test_by_default_pictures_are_kept_in_the_users_cache_folder(tmp_path, monkeypatch):
    monkeypatch.delenv(pictures.VARIABLE, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert pictures.folder() == tmp_path / "fishtutor" / "pictures"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert pictures.folder() == tmp_path / "home" / ".cache" / "fishtutor" / "pictures"


def test_another_drawing_code_names_the_same_numbers_another_picture(monkeypatch):
    name = pictures.name_of(BARS)
    monkeypatch.setattr(pictures, "_drawing_code", "another drawing code")
    assert pictures.name_of(BARS) != name
