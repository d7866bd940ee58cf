"""The wheel (pip, pipx) carries the resources and works away from the checkout.

Built offline: the source is copied to a temporary folder and built with this venv's
setuptools (no build isolation, nothing downloaded); then installed without its
dependencies into a fresh venv that sees this venv's packages (a .pth line), and run from a
folder of its own: a printed report with the bundled fonts, a site published in Dutch.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tournament_director"
RESOURCES = ROOT / "resources"

pytestmark = pytest.mark.slow


def source_packages() -> set[str]:
    return {".".join(init.parent.relative_to(ROOT).parts)
            for init in PACKAGE.rglob("__init__.py") if "__pycache__" not in init.parts}


def test_every_package_of_the_source_is_listed_for_the_wheel():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
                 ["tool"]["setuptools"]["packages"])
    lacking = source_packages() - listed
    assert not lacking, f"add {sorted(lacking)} to [tool.setuptools] packages in pyproject.toml"
    assert listed - source_packages() == {"tournament_director.resources"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    src = tmp_path_factory.mktemp("src")
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("tournament_director", "resources"):
        shutil.copytree(ROOT / name, src / name, ignore=skip)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-index", "--disable-pip-version-check", "-q", "-w", str(out), str(src)],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    (found,) = out.glob("tournament_director-*.whl")
    from tournament_director import __version__  # the version's one place names the wheel
    assert found.name.startswith(f"tournament_director-{__version__}-")
    return found


def test_the_wheel_carries_every_resource_file_inside_the_package(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = {"tournament_director/resources/" + p.relative_to(RESOURCES).as_posix()
              for p in RESOURCES.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    assert wanted - names == set()
    for must in ("fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf",
                 "fonts/TDFallback-CJK.ttf", "fonts/TDFallback-Hangul.ttf",
                 "fonts/TDFallback-Emoji.ttf", "fonts/TDFallback-LICENSES.txt",
                 "locale/nl/LC_MESSAGES/tournament_director.mo",
                 "locale/de/LC_MESSAGES/tournament_director.mo",
                 "translations/tournament_director_nl.qm", "icons/tournament-director.png",
                 "examples/players-template.csv"):
        assert f"tournament_director/resources/{must}" in names
    assert not any(n.startswith("resources/") for n in names)  # no top-level "resources"
    modules = {"/".join(p.relative_to(ROOT).parts) for p in PACKAGE.rglob("*.py")
               if "__pycache__" not in p.parts}
    assert modules - names == set()


def test_the_installed_wheel_prints_and_speaks_dutch_away_from_the_checkout(wheel, tmp_path):
    venv = tmp_path / "venv"
    import pip
    # pip 22.3+ installs into another environment (--python); an older one goes into the
    # new venv itself (ensurepip's, offline)
    own_pip = tuple(int(p) for p in pip.__version__.split(".")[:2]) < (22, 3)
    subprocess.run([sys.executable, "-m", "venv", *([] if own_pip else ["--without-pip"]),
                    str(venv)], check=True, timeout=120)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = next(p for p in (bindir / "python", bindir / "python.exe") if p.exists())
    site = Path(subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True, text=True, check=True).stdout.strip())
    # the dependencies: this venv's packages (its editable install's finder is not run:
    # a folder named in a .pth is put on the path, its own .pth files are not read)
    (site / "deps.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    installer = [str(python), "-m", "pip"] if own_pip else [
        sys.executable, "-m", "pip", "--python", str(python)]
    done = subprocess.run(
        [*installer, "install", "--no-deps", "--no-index", "--disable-pip-version-check", "-q",
         str(wheel)],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    cli = next(p for p in (bindir / "tournament-director-cli",
                           bindir / "tournament-director-cli.exe") if p.exists())
    work = tmp_path / "elsewhere"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["TD_LANG"] = "en"

    def run(*args, **extra):
        return subprocess.run([str(cli), *args], cwd=work, env={**env, **extra},
                              capture_output=True, text=True, timeout=300)

    where = subprocess.run([str(python), "-c", "import tournament_director.paths as p; "
                            "print(p.__file__); print(p.resources_dir())"], cwd=work, env=env,
                           capture_output=True, text=True, check=True).stdout.split("\n")
    assert Path(where[0]).is_relative_to(venv) and Path(where[1]).is_relative_to(venv)
    assert run("demo", "open.tdevent", "--players", "13").returncode == 0
    printed = run("print", "open.tdevent", "standings", "-o", "standings.pdf")
    assert printed.returncode == 0, printed.stderr
    from pypdf import PdfReader
    page = PdfReader(work / "standings.pdf").pages[0]
    fonts = {str(f.get_object()["/BaseFont"]) for f in page["/Resources"]["/Font"].values()}
    assert any(f.endswith("+DejaVuSans") for f in fonts), fonts
    # an emoji and a Korean name print in the fallback fonts the wheel carries
    made = run("new", "names.tdevent", "--name", "Names", "--games", "3", "--fee", "5")
    assert made.returncode == 0, made.stderr
    for name in ("Zoë 🎲 Dice", "김민준"):
        assert run("add-player", "names.tdevent", name).returncode == 0
    listed = run("print", "names.tdevent", "players", "-o", "players.pdf")
    assert listed.returncode == 0 and "U+" not in listed.stdout + listed.stderr, listed
    fonts = {str(f.get_object()["/BaseFont"]) for page in PdfReader(work / "players.pdf").pages
             for f in page["/Resources"]["/Font"].values()}
    assert {"TD-Fallback-Emoji", "TD-Fallback-Hangul"} <= {f.split("+")[-1] for f in fonts}
    published = run("publish", "open.tdevent", "-o", "site", TD_LANG="nl")
    assert published.returncode == 0, published.stderr
    index = (work / "site" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="nl">' in index and "Zoek" in index
