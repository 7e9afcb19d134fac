"""The graded course as Otter-Grader assignments: master notebooks built from the course data, the checker their
tests call, a plugin naming damaged check cells, and the teacher's guide (no widget imports anywhere here)."""
