"""binder/ installs into a fresh virtual environment and can serve the apps there."""
import os
import subprocess
import sys
import time
import urllib.request
import venv

import pytest

from tests.support import ROOT

pytestmark = pytest.mark.binder


def run(cmd, env, cwd=ROOT):
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{cmd} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def test_binder_installs_into_a_fresh_environment_and_opens_the_tutor(tmp_path):
    env_dir = tmp_path / "binder-env"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bin_dir = env_dir / "bin"
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", VIRTUAL_ENV=str(env_dir))
    env.pop("PYTHONPATH", None)
    # --no-compile: the environment is thrown away after one server start, so byte-compiling its ~100 packages
    # (most of the install's time) buys nothing; what is installed, and from which pins, is the same.
    run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "--no-compile", "-r", "binder/requirements.txt"],
        env)
    run(["bash", "binder/postBuild"], env)
    out = run([str(bin_dir / "python"), "-c",
               "import fishtutor, voila, ipycanvas, ipywidgets, otter; from fishtutor.tutor import Tutor; "
               "t = Tutor('fish_frenzy'); print(len(t.steps), ipycanvas.__version__, ipywidgets.__version__)"], env,
              cwd=tmp_path)
    steps, canvas_version, widgets_version = out.split()
    assert int(steps) > 10
    assert (canvas_version, widgets_version) == (_pinned("ipycanvas"), _pinned("ipywidgets"))
    listed = subprocess.run([str(bin_dir / "jupyter"), "server", "extension", "list"], env=env, capture_output=True,
                            text=True)  # jupyter prints this list on stderr
    assert "voila" in listed.stdout + listed.stderr and "enabled" in listed.stdout + listed.stderr
    assert (ROOT / "binder" / "runtime.txt").read_text().strip() == f"python-{sys.version_info.major}.{sys.version_info.minor}"
    _serves_the_classroom_configuration(bin_dir, env, tmp_path)


def _serves_the_classroom_configuration(bin_dir, env, tmp_path):
    """Through binder/start, Binder's Jupyter server renders the tutor with make serve's classroom settings."""
    from tests.browser.harness import free_port
    port, token = free_port(), "binder-test"
    log_path = tmp_path / "binder-server.log"
    with open(log_path, "w") as log:
        server = subprocess.Popen(["bash", "binder/start", str(bin_dir / "jupyter"), "server", "--no-browser", "--allow-root",
                                   f"--ServerApp.port={port}", f"--IdentityProvider.token={token}"],
                                  cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            page = _get(f"http://127.0.0.1:{port}/voila/render/notebooks/index.ipynb?token={token}", server)
            assert "fishtutor-session-ended" in page  # the classroom page template (session-ended notice)
            assert "fish_frenzy.ipynb" in page
        finally:
            server.terminate()
            server.wait(30)
    logged = log_path.read_text()
    from fishtutor.classroom import CLOSED_TAB_SECONDS
    assert f"Culling kernels with idle durations > {CLOSED_TAB_SECONDS} seconds" in logged, logged[-2000:]


def _get(url: str, server, timeout: float = 240.0) -> str:
    """The page at ``url`` once the server answers (fails if the server dies or never answers)."""
    end = time.monotonic() + timeout
    while True:
        assert server.poll() is None, "the Jupyter server exited"
        try:
            with urllib.request.urlopen(url, timeout=180) as reply:
                return reply.read().decode()
        except OSError:
            if time.monotonic() > end:
                raise
            time.sleep(1)


def _pinned(name: str) -> str:
    """The version constraints.txt pins for a package."""
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        if line.lower().startswith(name.lower() + "=="):
            return line.split("==")[1].strip()
    raise AssertionError(f"{name} is not pinned in constraints.txt")
