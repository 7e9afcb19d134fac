# fishtutor: every target sets itself up on a fresh machine (virtual environment, packages, chromium).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8866
HOST ?= 127.0.0.1
BASE_URL ?= /
ARGS ?=
PREHEAT ?=      # e.g. fishing_frenzy=30: that many kernels run ahead for the tutor a class is about to open
MAX_KERNELS ?=  # the kernel ceiling (default 40, in fishtutor/classroom.py)
# The classroom configuration (culling, kernel ceiling, preheated kernels, page template): classroom/voila.py,
# figures in fishtutor/classroom.py. binder/start puts the same folder on the same paths.
CLASSROOM := JUPYTER_CONFIG_PATH="$(CURDIR)/classroom" JUPYTER_PATH="$(CURDIR)/classroom" \
	FISHTUTOR_PREHEAT="$(strip $(PREHEAT))" FISHTUTOR_MAX_KERNELS="$(strip $(MAX_KERNELS))"
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
NOTEBOOKS := $(filter-out %-checkpoint.ipynb,$(wildcard notebooks/*.ipynb))
# pytest-xdist: one worker per core and two more, since the waiting files (the class under load and the kernel limits
# wait for kernels to be culled, the clean grading environment for a stopped process, Binder for its install) often
# wait two at once: on 2 cores, 3 workers left the cores idle 12 % of the run (614 s), 4 workers 3 % (564 s), the
# same tests' CPU. --dist loadfile hands out whole files
# (public options only: loadgroup's xdist_group marks never reach its scheduler under pytest 9), so a notebook's cells
# share one kernel in order and the load tests (one file, tests/classroom/test_load.py) run one at a time; with
# --no-loadscope-reorder the files go out in the order tests/conftest.py sorts them, longest first. WORKERS=0 runs
# everything in one process.
WORKERS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 2 )))
XDIST = -n $(WORKERS) --dist loadfile --no-loadscope-reorder
# make check waits on nothing: one worker per core; it runs no notebook, so nbval (whose import builds a URI grammar,
# about 3 s a worker) is not loaded
CHECK_XDIST = -n $(or $(CHECK_WORKERS),auto) --dist loadfile --no-loadscope-reorder
QUICK_TESTS := not browser and not binder and not load and not grading and not kernels and not strength
export PYDEVD_DISABLE_FILE_VALIDATION = 1
# Python compiles the project's modules once and keeps them (__pycache__, ignored by git): a shell that sets
# PYTHONDONTWRITEBYTECODE would have every test worker rewrite and compile all the tests again (about 4 s a worker)
# and every Voilà kernel compile the project's modules at its start
unexport PYTHONDONTWRITEBYTECODE

.PHONY: demo serve test check test-fast bench course site lab notebook notebooks lock chromium clean

demo: serve  ## Serve the tutor with Voilà on 127.0.0.1 (installs only what the apps need)

# make serve builds the rules site into dist/site (live links beside it) and the server shows it at /site/, beside
# /voila/ (classroom/voila.py): the front page's rules-page links and the site's live-lesson links both lead somewhere.
SITE_SOURCES := $(shell find fishtutor -name '*.py' -o -name '*.json' -o -name '*.txt') pyproject.toml
SITE_BESIDE := build/site/.beside-apps
serve: $(VENV)/.installed-app $(SITE_BESIDE)  ## Serve a class: make serve HOST=0.0.0.0 PORT=8866 BASE_URL=/fish/
	@echo ""
	@echo "==> Starting the server. Open this address in your browser:"
	@echo "      http://$(HOST):$(PORT)$(BASE_URL)voila/render/index.ipynb"
	@echo "    (the rules site is at http://$(HOST):$(PORT)$(BASE_URL)site/; Ctrl-C stops the server)"
	@$(if $(strip $(ROSTER)),echo "    (each student's own numbers: dist/course/roster.csv gives their assignment links)")
	@echo ""
	@$(if $(strip $(ROSTER)),FISHTUTOR_ROSTER="$(abspath $(strip $(ROSTER)))" FISHTUTOR_COURSE_KEY="$(strip $(KEY))") $(CLASSROOM) FISHTUTOR_SHARE="$(strip $(SHARE))" FISHTUTOR_TRUSTED_PROXY="$(strip $(TRUSTED_PROXY))" FISHTUTOR_CLASS_CODE="$(strip $(CLASS_CODE))" FISHTUTOR_KERNEL_MEMORY="$(strip $(KERNEL_MEMORY))" FISHTUTOR_SESSION_HOURS="$(strip $(SESSION_HOURS))" $(VENV)/bin/voila notebooks/ --no-browser --port=$(PORT) --Voila.ip=$(HOST) --Voila.base_url=$(BASE_URL) $(ARGS)

$(SITE_BESIDE): $(VENV)/.installed-site $(SITE_SOURCES)
	@echo "==> Building the rules site into dist/site (under a minute the first time)"
	@$(PY) -m fishtutor.site --out dist/site --work build/site
	@touch $@

# The static edition is built by its first test (tests/support/static_site.py runs make static, one worker at a time),
# while the other workers run theirs: about 20 s of the set-up overlapped. The rules site beside it is built here,
# so that build and the rules site's own tests never write dist/site at once.
# The type check runs beside the tests (on a fresh clone mypy has no cache: 4 s of the run's start), its report after
# theirs; either failing fails make test.
test: $(VENV)/.installed-test $(VENV)/.installed-site chromium node_modules/.installed $(SITE_BESIDE)  ## Every test: type check, engine, notebooks (nbval), browser, load and binder
	@mkdir -p build && echo "==> The type check (mypy) runs beside the tests; its report follows theirs"
	@$(PY) -m mypy > build/mypy.out 2>&1 & types=$$!; \
	  echo "$(PY) -m pytest tests $(NOTEBOOKS) $(PYTEST_TEST_ARGS)"; \
	  $(PY) -m pytest tests $(NOTEBOOKS) $(PYTEST_TEST_ARGS); tests=$$?; \
	  wait $$types; typed=$$?; echo "$(PY) -m mypy"; cat build/mypy.out; [ $$tests = 0 ] && [ $$typed = 0 ]
PYTEST_TEST_ARGS = --nbval --nbval-sanitize-with tests/support/nbval_sanitize.cfg -p no:cacheprovider $(XDIST)

check: $(VENV)/.installed-test  ## The edit-test loop: type check (mypy), engine, lessons, renderer, widgets; random-play sweeps at a tenth
	$(PY) -m mypy
	FISHTUTOR_QUICK_SWEEPS=1 $(PY) -m pytest tests -m "$(QUICK_TESTS)" -p no:cacheprovider -p no:nbval $(CHECK_XDIST)

test-fast: $(VENV)/.installed-test  ## make check's tests with the random-play sweeps at full size
	$(PY) -m pytest tests -m "$(QUICK_TESTS)" -p no:cacheprovider -p no:nbval $(CHECK_XDIST)

bench: $(VENV)/.installed-bench chromium  ## Speed and memory figures beside their references
	$(PY) -m bench

# make arena: the bots' levels in seeded matches, every game at every table size, rated (Elo, 95 % intervals) into
# dist/arena/arena.md and arena.svg. ARENA_GAMES games per pairing; ARENA_ARGS e.g. --sizes bench --only fish_eat_fish
ARENA_GAMES ?= 20
ARENA_ARGS ?=
.PHONY: arena
arena: $(VENV)/.installed-test  ## The bots' levels rated against each other in every game (seeded, reproducible)
	$(PY) -m fishtutor.bots.arena_report --games $(ARENA_GAMES) $(ARENA_ARGS)

ROSTER ?=  # a class roster (CSV with a student or email column): every student their own numbers
KEY ?=  # a phrase of yours that picks each student's numbers (keep it to rebuild the same ones)
course: $(VENV)/.installed-course  ## The graded course with Otter-Grader into dist/course/: make course ROSTER=roster.csv KEY=phrase
	$(PY) -m fishtutor.course build dist/course $(if $(strip $(ROSTER)),--roster "$(strip $(ROSTER))") --key "$(strip $(KEY))"

SERVER ?=  # the Voilà server the rules site's live-lesson links open (default: ../voila/render/ beside the site)
site: $(VENV)/.installed-site  ## The static rules site in dist/site (offline): make site SERVER=https://tutor.example.org
	@rm -f $(SITE_BESIDE)
	$(PY) -m fishtutor.site --server "$(strip $(SERVER))" --out dist/site --work build/site
	@[ -n "$(strip $(SERVER))" ] || touch $(SITE_BESIDE)

# Jupyter refuses to start as root unless told to: in a container or a cloud VM the user often is root.
AS_ROOT := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
lab: $(VENV)/.installed-app  ## JupyterLab on the notebooks
	$(VENV)/bin/jupyter lab notebooks/ --no-browser --ip=127.0.0.1 $(AS_ROOT) $(ARGS)

notebook: $(VENV)/.installed-app  ## Jupyter Notebook 7 on the notebooks
	$(VENV)/bin/jupyter notebook notebooks/ --no-browser --ip=127.0.0.1 $(AS_ROOT) $(ARGS)

notebooks: $(VENV)/.installed-test  ## Re-execute the notebooks in place (their saved outputs are what nbval checks)
	$(PY) -m tests.support.execute_notebooks $(NOTEBOOKS)

# what excludes.txt leaves out keeps its pins (pip and Binder still install it, and lark for it)
lock: $(VENV)/.installed-bench  ## Refresh constraints.txt from the working environment
	@mkdir -p build
	{ echo "# Full lock of the environment proven to work (make lock regenerates it). Used by make and binder/."; \
	  $(PY) -m pip freeze --exclude-editable | grep -v '^fishtutor'; } > build/constraints.txt
	grep -i -E "^($$(grep -v '^#' excludes.txt | paste -sd'|' -)|lark)==" constraints.txt \
	  | grep -v -i -x -F -f build/constraints.txt >> build/constraints.txt || true
	mv build/constraints.txt constraints.txt

# One stamp per set of extras: the apps alone (make demo), + test tools (make test), + bench tools (make bench),
# + Otter-Grader (make course). uv installs the same pins (constraints.txt) several times faster than pip (a fresh
# environment: about 2 min against 5 on a loaded 2-core machine), byte-compiled as pip does (a kernel then reads its
# imports compiled, where PYTHONDONTWRITEBYTECODE would have it compile them at every start); where uv cannot be had
# or fails, pip does it.
# excludes.txt: what uv leaves out (a grammar built at every import of jsonschema, for a format nothing here checks).
install = { [ -x $(VENV)/bin/uv ] && $(VENV)/bin/uv pip install --quiet --compile-bytecode --python $(PY) \
	-c constraints.txt --excludes excludes.txt $(1); } || $(PY) -m pip install --quiet -c constraints.txt $(1)

$(VENV)/.installed-app: pyproject.toml constraints.txt excludes.txt
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11 or newer is needed"'
	@[ -x $(PY) ] || { echo "==> Creating the Python environment in $(VENV)"; $(PYTHON) -m venv $(VENV) || { \
	    $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y python3-venv && \
	    $(PYTHON) -m venv $(VENV); }; }
	@echo "==> Installing the packages the apps need (this takes a few minutes the first time)"
	@[ -x $(VENV)/bin/uv ] || $(PY) -m pip install --quiet -c constraints.txt uv || echo "(no uv: pip installs)"
	@$(call install,-e .)
	@touch $@

$(VENV)/.installed-test: $(VENV)/.installed-app
	@echo "==> Installing the test tools"
	@$(call install,-e '.[test]')
	@touch $@

$(VENV)/.installed-course: $(VENV)/.installed-app
	@echo "==> Installing Otter-Grader for the course"
	@$(call install,-e '.[course]')
	@touch $@

$(VENV)/.installed-bench: $(VENV)/.installed-test
	@echo "==> Installing the benchmark tools"
	@$(call install,-e '.[test]' -e '.[bench]')
	@touch $@

$(VENV)/.installed-site: $(VENV)/.installed-app
	@echo "==> Installing Sphinx for the rules site"
	@$(call install,-e '.[site]')
	@touch $@

# axe-core (the accessibility checks the browser tests run in each page), pinned in package.json / package-lock.json
node_modules/.installed: package.json package-lock.json
	@command -v npm >/dev/null || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y npm; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

chromium:  ## Debian's chromium for the browser tests (never `playwright install`)
	@[ -n "$$CHROMIUM" ] || command -v chromium >/dev/null || { $(SUDO) apt-get update && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium; }

clean:
	rm -rf $(VENV) build *.egg-info node_modules

# ---- The static edition (issue 29): every tutor, assignment and the course as a site that runs in the visitor's
# browser (Voici on Pyodide), no server. Its build tools have their own pins (tools/static/constraints.txt) in their
# own environment; Pyodide's core and the icon font come from npm (package.json), the wheels it loads by hash
# (tools/static/pyodide-wheels.txt). The rules site (built beside, as make serve shows it) goes in at site/, its
# live links led on to the static tutors. A stamp keeps make test from rebuilding a site whose sources did not change.
STATIC_VENV := build/static/venv
STATIC_STAMP := build/static/.built
STATIC_SOURCES := $(SITE_SOURCES) $(NOTEBOOKS) $(wildcard tools/static/*.py tools/static/*.txt tools/static/*.js) package-lock.json
.PHONY: static
static: $(STATIC_STAMP)  ## The static edition in dist/static/ (publish it on any static host: README)

$(STATIC_STAMP): $(STATIC_VENV)/.installed node_modules/.installed $(STATIC_SOURCES) $(SITE_BESIDE)
	@echo "==> Building the static edition into dist/static (about a minute the first time)"
	$(STATIC_VENV)/bin/python tools/static/build.py --out dist/static --work build/static
	@touch $@

# uv (the main environment's, which the rules site built beside needs anyway) installs the same pins in about 3 s
# where pip took 22; pip where uv cannot be had
$(STATIC_VENV)/.installed: tools/static/constraints.txt tools/static/requirements.txt excludes.txt | $(VENV)/.installed-app
	@echo "==> Installing the static edition's build tools into $(STATIC_VENV)"
	@[ -x $(STATIC_VENV)/bin/python ] || $(PYTHON) -m venv $(STATIC_VENV)
	@{ [ -x $(VENV)/bin/uv ] && $(VENV)/bin/uv pip install --quiet --python $(STATIC_VENV)/bin/python \
	    -c tools/static/constraints.txt --excludes excludes.txt -r tools/static/requirements.txt; } || \
	  $(STATIC_VENV)/bin/python -m pip install --quiet -c tools/static/constraints.txt -r tools/static/requirements.txt
	@touch $@
