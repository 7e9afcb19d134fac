"""The width estimate for board text: conservative, proportional and strict about its input."""
import pytest

from fishtutor.core.textfit import clip_to_fit, fits, shrink_to_fit, text_width


def test_wide_letters_measure_wider_than_narrow_ones():
    assert text_width("WWWW", 14) > text_width("iiii", 14) * 2
    assert text_width("", 14) == 0


def test_width_grows_with_size_and_bold_is_never_narrower():
    assert text_width("Boat 3", 28) == pytest.approx(2 * text_width("Boat 3", 14))
    for text in ("Boat 3", "Red was challenged: move now!", "+2 little fish"):
        assert text_width(text, 14, bold=True) >= text_width(text, 14)


def test_estimate_is_at_least_the_widest_usual_face():
    # DejaVu Sans (the Linux default for system-ui) draws "Boat" at 14 px about 32.2 px wide.
    assert text_width("Boat", 14) >= 32.2
    assert text_width("Boat", 14) < 32.2 * 1.2


def test_unknown_characters_count_as_a_full_em_or_more():
    assert text_width("漢", 10) >= 10
    assert text_width("🐟", 10) > text_width("漢", 10)


def test_bad_input_is_refused_with_a_message():
    with pytest.raises(TypeError, match="str"):
        text_width(42, 14)
    with pytest.raises(ValueError, match="negative"):
        text_width("a", -1)


def test_fitting_helpers_keep_text_inside_the_box():
    long = "Red was challenged: move now!"
    assert not fits(long, 14, 100)
    size = shrink_to_fit(long, 14, 150)
    assert size < 14 and (fits(long, size, 150) or size == 8)
    cut = clip_to_fit(long, 14, 100)
    assert cut.endswith("…") and fits(cut, 14, 100)
    assert clip_to_fit("Boat", 14, 100) == "Boat"
