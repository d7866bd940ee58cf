"""Mutation testing of the rules and the parser (mutmut 3): how many wrong versions the tests catch.

    .venv/bin/pip install -e '.[test,dev]'
    .venv/bin/python benchmarks/mutation/run.py                # both targets, writes REPORT.md
    .venv/bin/python benchmarks/mutation/run.py --target parse --workers 1

Each target is run in its own copy of the package under build/mutation/<target>/ (mutmut 3
copies that again into mutants/ and runs the chosen tests once per mutant, forked, only the
tests that reach the mutated function). Mutants listed in equivalent.toml beside this script
change no behaviour a user (or a caller) can see; they are counted apart. The report says,
per module: mutants, killed, survived, equivalent, and the share of the others killed; then
every survivor as a diff line, to be killed by a real test or listed as equivalent with why.

Not part of the default test run: the rules take several minutes on the 2 cores of a
developer's machine (use --workers 1 when other heavy work runs; the default follows the load).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BUILD = ROOT / "build" / "mutation"
EQUIVALENT = HERE / "equivalent.toml"
REPORT = HERE / "REPORT.md"

TARGETS = {
    # tests/rules without the two that read the package's source files and imports, which
    # mutmut rewrites by design (trampolines): they guard the layers, not the arithmetic
    "rules": {
        "mutate": "tournament_director/rules/*",
        "tests": [p for p in sorted((ROOT / "tests" / "rules").glob("test_*.py"))
                  if p.name not in ("test_architecture.py", "test_rules_purity.py")]
                 + [ROOT / "tests" / "rules" / "golden.json"],
    },
    # service/parse.py against its tests, and the service's names compared for duplicates
    # (parse's name key, reached as the director meets it: "already registered")
    "parse": {
        "mutate": "tournament_director/service/parse.py",
        "tests": sorted((ROOT / "tests" / "service").glob("test_service_parse*.py"))
                 + [ROOT / "tests" / "service" / "test_service_names_and_bounds.py"],
    },
}

KILLED = {"killed", "timeout", "segfault", "caught by type check"}


def _toml():
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib
    return tomllib


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    return "[" + ", ".join(_toml_value(v) for v in value) + "]"


def prepare(name: str) -> Path:
    """A fresh copy of the package, its translations, the target's tests and a pyproject.toml
    that tells mutmut what to mutate and which tests to run."""
    target = TARGETS[name]
    work = BUILD / name
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    shutil.copytree(ROOT / "tournament_director", work / "tournament_director",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    # the catalogues: tests read the messages in German and Dutch too
    shutil.copytree(ROOT / "resources" / "locale", work / "resources" / "locale")
    (work / "tests").mkdir()
    shutil.copy2(ROOT / "tests" / "conftest.py", work / "tests" / "conftest.py")
    for path in target["tests"]:
        dest = work / path.relative_to(ROOT)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dest)
    pytest_options = _toml().loads((ROOT / "pyproject.toml").read_text("utf-8"))[
        "tool"]["pytest"]["ini_options"]
    lines = ["[tool.pytest.ini_options]"]
    lines += [f"{k} = {_toml_value(v)}" for k, v in pytest_options.items()]
    lines += ["", "[tool.mutmut]",
              'source_paths = ["tournament_director"]',
              f"only_mutate = {_toml_value([target['mutate']])}",
              'pytest_add_cli_args_test_selection = ["tests"]',
              'also_copy = ["resources/locale"]',
              "use_git_change_detection = false", ""]
    (work / "pyproject.toml").write_text("\n".join(lines), "utf-8")
    return work


def run_mutmut(work: Path, workers: int) -> float:
    log = work / "mutmut.log"
    start = time.monotonic()
    with open(log, "w", encoding="utf-8") as out:
        done = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children",
                               str(workers)], cwd=work, stdout=out, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        tail = log.read_text("utf-8", errors="replace")[-3000:]
        sys.exit(f"mutmut failed in {work} (exit {done.returncode}); the end of {log}:\n{tail}")
    return time.monotonic() - start


def collect_here() -> list[dict]:
    """Run inside a target's folder after mutmut: every mutant with its status and change."""
    from mutmut.mutation.data import SourceFileMutationData
    from mutmut.mutation.diff_apply import get_diff_for_mutant
    from mutmut.stats import status_by_exit_code
    from mutmut.utils.file_utils import walk_mutatable_files

    found = []
    for path in walk_mutatable_files():
        data = SourceFileMutationData(path=path)
        data.load()
        for name, code in data.exit_code_by_key.items():
            status = status_by_exit_code[code]
            diff = get_diff_for_mutant(name, path=path).splitlines()
            found.append({
                "name": name, "module": str(path), "status": status,
                "function": function_of(name),
                "was": [line[1:].strip() for line in diff
                        if line.startswith("-") and not line.startswith("---")],
                "now": [line[1:].strip() for line in diff
                        if line.startswith("+") and not line.startswith("+++")],
            })
    return found


def function_of(mutant: str) -> str:
    """'pkg.mod.x__parse_scores__mutmut_4' -> '_parse_scores'; methods 'Class.method'."""
    last = re.sub(r"__mutmut_\d+$", "", mutant.rsplit(".", 1)[-1])
    if last.startswith("x\u01c1"):
        return ".".join(part for part in last[2:].split("\u01c1") if part)
    return last[2:] if last.startswith("x_") else last


def collect(work: Path) -> list[dict]:
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--collect-here"],
                          cwd=work, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"reading mutmut's results in {work} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout)


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.strip().splitlines()]


def load_equivalents() -> list[dict]:
    entries = _toml().loads(EQUIVALENT.read_text("utf-8")).get("equivalent", [])
    for entry in entries:
        missing = {"module", "function", "was", "now", "why"} - set(entry)
        if missing:
            sys.exit(f"{EQUIVALENT.name}: an entry lacks {sorted(missing)}: {entry}")
    return entries


def classify(mutants: list[dict], equivalents: list[dict]) -> tuple[list[dict], list[str]]:
    """Marks each mutant killed / survived / equivalent; returns them and the problems of the
    equivalents list (an entry that matches nothing, or a mutant the tests kill)."""
    def key(module, function, was, now):
        return module, function, tuple(was), tuple(now)

    listed = {key(e["module"], e["function"], _lines(e["was"]), _lines(e["now"])): e
              for e in equivalents}
    used: set = set()
    problems = []
    for m in mutants:
        k = key(m["module"], m["function"], m["was"], m["now"])
        if m["status"] in KILLED:
            m["class"] = "killed"
            if k in listed:
                problems.append(f"listed as equivalent but killed by the tests: {m['name']}")
                used.add(k)
        elif k in listed:
            m["class"] = "equivalent"
            used.add(k)
        else:
            m["class"] = "survived"
    modules = {m["module"] for m in mutants}
    for k, entry in listed.items():
        if k not in used and entry["module"] in modules:
            problems.append(f"no such mutant (the code changed?): {entry['module']} "
                            f"{entry['function']}: {entry['now']!r}")
    return mutants, problems


def report(results: dict[str, list[dict]], seconds: dict[str, float], workers: int,
           problems: list[str]) -> str:
    out = ["# Mutation testing: the rules and the parser", "",
           "Written by `benchmarks/mutation/run.py` (mutmut "
           f"{_mutmut_version()}, {workers} worker{'s' if workers != 1 else ''}). "
           "A mutant is one small wrong version of the code; *killed*: some test fails on it; "
           "*equivalent*: it changes nothing a caller can see (each listed with why in "
           "`equivalent.toml`); *caught* = killed / (mutants - equivalent). A mutant that "
           "makes the tests run past mutmut's time limit (an endless loop) counts as killed. "
           "mutmut 3 changes function bodies only: the modules' constants (MAX_NAME, "
           "WINNERS_TABLE, LATER_GAME_LIST ...) are not mutated; tests assert their values.",
           ""]
    for name, mutants in results.items():
        target = TARGETS[name]
        tests = ", ".join(sorted({p.relative_to(ROOT).as_posix() for p in target["tests"]
                                  if p.suffix == ".py"}))
        out += [f"## {name}: `{target['mutate']}` ({seconds[name]:.0f} s)", "",
                f"Tests: {tests}.", "",
                "| module | mutants | killed | survived | equivalent | caught |",
                "| --- | ---: | ---: | ---: | ---: | ---: |"]
        by_module: dict[str, Counter] = defaultdict(Counter)
        for m in mutants:
            by_module[m["module"]][m["class"]] += 1
        total = Counter()
        for module in sorted(by_module):
            counts = by_module[module]
            total.update(counts)
            out.append(_row(Path(module).name, counts))
        out.append(_row("**all**", total))
        out.append("")
        survivors = [m for m in mutants if m["class"] == "survived"]
        if survivors:
            out += ["Survivors:", ""]
            for m in survivors:
                change = " / ".join(m["now"]) or "(line removed)"
                out.append(f"- `{Path(m['module']).name}` {m['function']} ({m['status']}): "
                           f"`{' / '.join(m['was'])}` -> `{change}`")
            out.append("")
    if problems:
        out += ["## The equivalents list needs care", ""] + [f"- {p}" for p in problems] + [""]
    return "\n".join(out)


def _row(label: str, counts: Counter) -> str:
    total = sum(counts.values())
    judged = total - counts["equivalent"]
    share = f"{100 * counts['killed'] / judged:.1f}%" if judged else "-"
    return (f"| {label} | {total} | {counts['killed']} | {counts['survived']} | "
            f"{counts['equivalent']} | {share} |")


def _mutmut_version() -> str:
    from importlib.metadata import version
    return version("mutmut")


def default_workers() -> int:
    """2 on an idle machine; 1 when something else keeps a core busy (the load says)."""
    cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = 0.0
    return max(1, min(2, cores - round(load)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", choices=[*TARGETS, "all"], default="all")
    parser.add_argument("--workers", type=int, default=None,
                        help="mutants run at once (default: 2, or 1 on a busy machine)")
    parser.add_argument("--report", type=Path, default=None,
                        help=f"where the report goes (default: {REPORT.relative_to(ROOT)} for "
                             "all targets, build/mutation/TARGET.md for one)")
    parser.add_argument("--collect-here", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.collect_here:
        json.dump(collect_here(), sys.stdout)
        return 0
    try:
        import mutmut  # noqa: F401
    except ImportError:
        sys.exit("mutmut is not installed: .venv/bin/pip install -e '.[test,dev]'")
    workers = args.workers or default_workers()
    names = list(TARGETS) if args.target == "all" else [args.target]
    equivalents = load_equivalents()
    results, seconds, problems = {}, {}, []
    for name in names:
        print(f"{name}: mutating {TARGETS[name]['mutate']} with {workers} worker(s) ...",
              flush=True)
        work = prepare(name)
        seconds[name] = run_mutmut(work, workers)
        mutants, found = classify(collect(work), equivalents)
        results[name], problems = mutants, problems + found
        counts = Counter(m["class"] for m in mutants)
        print(f"{name}: {len(mutants)} mutants, {counts['killed']} killed, "
              f"{counts['survived']} survived, {counts['equivalent']} equivalent "
              f"({seconds[name]:.0f} s)", flush=True)
    text = report(results, seconds, workers, problems)
    out = args.report or (REPORT if args.target == "all" else BUILD / f"{args.target}.md")
    out.write_text(text + "\n", "utf-8")
    print(f"report: {out}")
    for problem in problems:
        print(f"equivalent.toml: {problem}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
