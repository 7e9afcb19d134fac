"""The rules site: static pages written from the lessons, boards, edition tables and course (no widgets)."""
