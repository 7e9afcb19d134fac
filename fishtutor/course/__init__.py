"""The graded course as Otter-Grader assignments: master notebooks built from the course data, each roster
student's notebook on their own numbers, test files carrying a judge nothing in a notebook can patch, a standalone
gradebook (damaged check cells and tampering named), and the teacher's guide (no widget imports anywhere here)."""
