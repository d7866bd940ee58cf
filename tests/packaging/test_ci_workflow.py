"""The CI workflow makes the release's files with packaging/release.sh, tests them and runs the
suite on the three systems, and .ci/run makes and checks them once; the Linux library lists
agree everywhere (README, .ci/run, the workflow, the app's startup check, smoke.sh).

Plain text checks (PyYAML is not a dependency): the workflow is proven by its first run.
"""

from __future__ import annotations

import re
from pathlib import Path

from tournament_director.qt_libraries import BUNDLED_XCB, GUI, XCB

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def readme_test_command() -> str:
    readme = text(ROOT / "README.md")
    block = re.search(r"Set up and pass the tests:\s*```\s*\n(.+?)\n```", readme, re.S)
    assert block, "README names its test command after 'Set up and pass the tests:'"
    return block.group(1).strip()


def test_the_workflow_runs_on_linux_windows_and_macos():
    workflow = text(WORKFLOW)
    assert "\t" not in workflow  # YAML forbids tabs for indentation
    matrix = re.search(r"^\s+os:\s*\[(.+)\]\s*$", workflow, re.M)
    assert matrix, "a matrix of runners"
    # Linux: the oldest Ubuntu GitHub runs, so the .deb built there installs on Debian 12 too
    assert {r.strip() for r in matrix.group(1).split(",")} == {
        "ubuntu-22.04", "windows-latest", "macos-latest"}
    assert "runs-on: ${{ matrix.os }}" in workflow
    assert re.search(r"^on:\s*\n\s+push:", workflow, re.M), "runs on the first push"


def test_the_workflow_makes_the_release_files_with_release_sh_on_every_system():
    workflow = text(WORKFLOW)
    assert readme_test_command() in workflow
    app = workflow.split("\n  release:\n")[0]
    # one step, on every system (no `if:`), runs the one script; a tag is passed on
    step = re.search(r"- name: The release's files \(packaging/release\.sh\)\n(.+?)\n\n", app, re.S)
    assert step and "if:" not in step.group(1) and "shell: bash" in step.group(1)
    assert 'packaging/release.sh ${TAG:+--tag "$TAG"} $SMOKE' in step.group(1)
    assert "github.ref_name" in step.group(1) and "'--smoke'" in step.group(1)
    # Linux: what it made is checked as root, with the window on X11 required
    assert 'sudo env "PATH=$PATH" SMOKE_X11=require packaging/check-release.sh dist' in app
    # nothing is built a second time beside it
    for script in ("packaging/build.sh", "build.ps1", "build-deb.sh", "build-dmg.sh",
                   "build-installer.ps1"):
        assert script not in app.replace("build.sh and build.ps1 use", ""), script
    # every step of a job in the matrix: each `if:` names one of the three systems (and the
    # release job runs on a tag only)
    for condition in re.findall(r"if:\s*(.+)", workflow):
        assert re.fullmatch(r"runner\.os [!=]= '(Linux|Windows|macOS)'|"
                            r"startsWith\(github\.ref, 'refs/tags/v'\)", condition.strip())
    assert re.search(r"^\s+tags: \[\"v\*\"\]", workflow, re.M), "runs on a version tag"


def test_a_tag_attaches_every_systems_files_with_their_checksums_and_notes():
    workflow = text(WORKFLOW)
    app, release = workflow.split("\n  release:\n")
    assert "actions/upload-artifact@v4" in app
    for pattern in ("dist/*.whl", "dist/*.tar.gz", "dist/*.deb", "dist/*.dmg",
                    "dist/*-windows-setup.exe", "dist/*.zip", "dist/SHA256SUMS",
                    "dist/RELEASE-NOTES.md"):
        assert pattern in app, pattern
    # attached on a tag, by the one job that may write to the repository
    assert "needs: app" in release and "if: startsWith(github.ref, 'refs/tags/v')" in release
    assert "actions/download-artifact@v4" in release and "gh release upload" in release
    assert "sha256sum --check --strict SHA256SUMS" in release  # each system's files as made
    assert "release_info.py notes --tag" in release and "--notes-file notes.md" in release
    assert "contents: write" in release and "contents: write" not in app
    assert re.search(r"^permissions:\s*\n\s+contents: read", workflow, re.M)


def test_ci_run_makes_and_checks_the_release_once():
    run = text(ROOT / ".ci" / "run")
    commands = [line for line in run.splitlines() if line and not line.startswith("#")]
    assert sum("packaging/release.sh" in line for line in commands) == 1
    assert sum("packaging/check-release.sh dist" in line for line in commands) == 1
    assert any(line.startswith("SMOKE_X11=require packaging/check-release.sh") for line in commands)
    for script in ("packaging/build.sh", "build-deb.sh", "smoke-deb.sh", "smoke.sh"):
        assert not any(script in line for line in commands), script  # release.sh runs them
    assert commands[-1] == readme_test_command()


def test_the_installer_script_makes_what_a_windows_user_expects():
    iss = text(ROOT / "packaging" / "tournament-director.iss")
    assert "{#AppVersion}" in iss and "VersionInfoVersion=" in iss   # version information
    assert "[Icons]" in iss and "{group}\\{#AppName}" in iss      # the Start menu
    assert "{uninstallexe}" in iss and "UninstallDisplayName=" in iss  # Settings > Apps
    assert 'Subkey: "Software\\Classes\\.tdevent"' in iss and "ChangesAssociations=yes" in iss
    assert '""%1""' in iss                                          # opens the event file
    assert "PrivilegesRequired=lowest" in iss                        # no administrator needed
    assert "..\\dist\\tournament-director\\*" in iss


def test_readmes_windows_test_command_is_the_workflows():
    readme = text(ROOT / "README.md")
    workflow = text(WORKFLOW)
    assert ".venv\\Scripts\\python -m pip install -q -e '.[test]'" in readme
    assert ".venv\\Scripts\\python -m pip install -q -e '.[test]'" in workflow
    pytest = ".venv\\Scripts\\python -m pytest"
    assert pytest in readme and pytest in workflow


def packages_in(install_line: str) -> set[str]:
    return set(install_line.split())


def test_every_library_the_window_needs_is_in_every_apt_line():
    needed = set(XCB.values()) | set(GUI.values()) - {"libfreetype6"}  # freetype: fontconfig's
    lines = {
        "README": [m for m in re.findall(r"apt-get install ([^\n`]+)", text(ROOT / "README.md"))
                   if "libxcb-cursor0" in m],
        ".ci/run": re.findall(r"apt-get install -y -q --no-install-recommends \\\n((?:.+\\\n)*.+)",
                              text(ROOT / ".ci" / "run")),
        "workflow": re.findall(r"apt-get install -y -q --no-install-recommends \\\n((?:.+\\\n)*.+)",
                               text(WORKFLOW)),
    }
    for where, found in lines.items():
        assert found, f"{where} has an apt-get line with the X11 libraries"
        for line in found:
            lacking = needed - packages_in(line.replace("\\", " "))
            assert not lacking, f"{where} lacks {sorted(lacking)}"
    for line in lines[".ci/run"] + lines["workflow"]:
        assert {"xvfb", "xauth", "binutils", "icu-devtools", "desktop-file-utils",
                "appstream"} <= packages_in(line.replace("\\", " "))


def test_smoke_sh_checks_the_libraries_the_app_must_carry():
    smoke = text(ROOT / "packaging" / "smoke.sh")
    listed = re.search(r"bundled_xcb=\(([^)]*)\)", smoke)
    assert listed and listed.group(1).split() == BUNDLED_XCB
    assert "libxcb-cursor.so.0" in BUNDLED_XCB and "libxcb.so.1" not in BUNDLED_XCB
