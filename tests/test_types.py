"""The type checker passes on the Qt-free core (rules/, service/, store/), as pyproject.toml's
[tool.mypy] configures it: README's test command checks the types as CI's run does."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_passes_on_rules_service_and_store(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues found" in done.stdout
