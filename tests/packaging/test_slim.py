"""What the app leaves out (packaging/slim.py) it never needs: pyuca's table without its comments
gives the same table, ICU's data without what Qt never reads serves Qt the same, the Python
modules left out are imported by no code the program runs, and the one program file of the
Linux app is the command line (without Qt) under its name and the window under any other."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import slim  # noqa: E402 - packaging/slim.py


def nodes(trie) -> dict:
    """Every (key, value) of a pyuca trie."""
    out, stack = {}, [((), trie.root)]
    while stack:
        key, node = stack.pop()
        if node.value is not None:
            out[key] = node.value
        for part, child in (node.children or {}).items():
            stack.append(((*key, part), child))
    return out


def test_the_stripped_pyuca_table_is_the_table_pyuca_reads(tmp_path, hard_names):
    from pyuca import Collator
    whole = Collator()  # the table of this Python, as collation.py loads it
    assert Path(slim.pyuca_table()).name == f"allkeys-{whole.UCA_VERSION}.txt"
    ((path, dest),) = slim.pyuca_datas(tmp_path)
    assert dest == "pyuca" and Path(path).name == slim.pyuca_table().name
    assert Path(path).stat().st_size < slim.pyuca_table().stat().st_size * 0.6
    stripped = type(whole)(path)
    assert stripped.implicit_weights == whole.implicit_weights
    assert nodes(stripped.table) == nodes(whole.table)
    assert [stripped.sort_key(n) for n in hard_names] == [whole.sort_key(n) for n in hard_names]


def test_stripping_keeps_every_line_pyuca_reads():
    table = ("@version 9.0.0\n# a comment\n\n0041 ; [.1C47.0020.0008] # LATIN CAPITAL A\n"
             "@implicitweights 17000..18AFF; FB00 # Tangut\n")
    assert slim.strip_table(table) == (
        "@version 9.0.0\n0041 ; [.1C47.0020.0008]\n@implicitweights 17000..18AFF; FB00\n")


def icu_library() -> Path | None:
    import PySide6
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.slow
@pytest.mark.skipif(not (sys.platform.startswith("linux")
                         and all(shutil.which(t) for t in ("icupkg", "as", "ld", "objdump"))),
                    reason="Linux, icupkg (icu-devtools) and binutils")
def test_the_smaller_icu_data_serves_qt_as_the_whole_does_and_the_probe_sees_a_loss(
        tmp_path, monkeypatch):
    whole = icu_library()
    if whole is None:
        pytest.skip("this PySide6 carries no ICU")
    small = slim.smaller_icu(whole, tmp_path / "kept")
    assert small.stat().st_size < whole.stat().st_size * 0.5
    before = slim.probe_with(sys.executable, None)
    assert before == slim.probe_with(sys.executable, small)
    # the probe is sound: without the collation data, the window's order of names changes
    monkeypatch.setattr(slim, "ICU_DROPPED", re.compile(r"^coll/"))
    without = slim.smaller_icu(whole, tmp_path / "no-collation")
    after = slim.probe_with(sys.executable, without)
    assert after["window"] != before["window"]
    binaries = [("PySide6/Qt/lib/" + whole.name, str(whole), "BINARY")]
    with pytest.raises(SystemExit, match="serves Qt differently"):
        slim.icu_binaries(binaries, tmp_path / "refused")


# -- ICU: what the app keeps of it ------------------------------------------------------------
@pytest.mark.parametrize("item", [
    "coll/root.res", "coll/sv.res", "coll/zh.res", "coll/ucadata.icu",  # collation: whole
    "root.res", "pool.res", "res_index.res", "supplementalData.res", "likelySubtags.res",
    "zoneinfo64.res", "metaZones.res", "timezoneTypes.res", "cnvalias.icu",
    "en.res", "en_GB.res", "en_US_POSIX.res", "nl_BE.res", "de_AT.res",  # the program's
    "zone/root.res", "zone/pool.res", "zone/res_index.res", "zone/de.res", "zone/en_001.res",
])
def test_the_app_keeps_collation_the_shared_data_and_the_programs_languages(item):
    assert not slim.icu_dropped(item)


@pytest.mark.parametrize("item", [
    "fr.res", "zh_Hant_TW.res", "sr_Latn_BA.res", "ff_Adlm.res", "ast.res",  # other languages
    "zone/fr.res", "zone/pt_BR.res", "region/de.res", "region/root.res", "lang/nl.res",
    "brkitr/word.brk", "translit/root.res", "ibm-943_P15A-2003.cnv", "rfc3491.spp",
    "unames.icu", "confusables.cfu", "uts46.nrm", "nfkc.nrm", "uemoji.icu", "ulayout.icu",
])
def test_the_app_leaves_out_what_qt_never_reads_and_other_languages_names(item):
    assert slim.icu_dropped(item)


# -- Python modules left out ------------------------------------------------------------------
WARN = """\
missing module named _winapi - imported by encodings (delayed), subprocess (conditional)
excluded module named concurrent.futures.process - imported by concurrent.futures (delayed)
excluded module named multiprocessing - imported by concurrent.futures.process (top-level)
excluded module named xml.etree.ElementTree - imported by PIL.Image (delayed)
excluded module named xml.parsers.expat - imported by xml.sax.expatreader (top-level)
excluded module named tkinter - imported by somewhere (top-level)
"""


def test_modules_left_out_may_be_imported_only_by_the_modules_named_with_them(tmp_path):
    warn = tmp_path / "warn.txt"
    warn.write_text(WARN)
    # as named, or by a module left out itself
    assert slim.check_left_out(warn) == []
    warn.write_text(WARN + "excluded module named tarfile - imported by shutil (delayed), "
                    "tournament_director.store.copies (top-level)\n"
                    "excluded module named multiprocessing.pool - imported by waitress "
                    "(top-level)\n")
    assert slim.check_left_out(warn) == [
        "tarfile is imported by tournament_director.store.copies",
        "multiprocessing.pool is imported by waitress"]


def imported_modules(source: str) -> set[str]:
    import ast
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def test_the_program_imports_no_module_the_app_leaves_out():
    spec = (ROOT / "packaging" / "tournament-director.spec").read_text(encoding="utf-8")
    assert "*slim.LEFT_OUT," in spec and "slim.check_left_out(" in spec
    for path in sorted((ROOT / "tournament_director").rglob("*.py")):
        for name in imported_modules(path.read_text(encoding="utf-8")):
            root = slim._within(name, slim.LEFT_OUT)
            assert root is None, f"{path.relative_to(ROOT)} imports {name}, which the app " \
                                 f"leaves out (packaging/slim.py LEFT_OUT: {root})"


def test_the_app_leaves_out_the_translations_sources_and_the_lists_of_files():
    datas = [(dest, "/src/" + dest, "DATA") for dest in (
        "resources/locale/de/LC_MESSAGES/tournament_director.mo",
        "resources/locale/de/LC_MESSAGES/tournament_director.po",
        "resources/translations/tournament_director_nl.qm",
        "resources/translations/tournament_director_nl.ts",
        "reportlab-5.1.0.dist-info/METADATA", "reportlab-5.1.0.dist-info/RECORD",
        "reportlab-5.1.0.dist-info/LICENSE.txt", "tournament_director.egg-info/SOURCES.txt",
        "tournament_director.egg-info/PKG-INFO", "tournament_director/web/static/RECORD")]
    assert [d for d, _, _ in slim.lean_datas(datas)] == [
        "resources/locale/de/LC_MESSAGES/tournament_director.mo",
        "resources/translations/tournament_director_nl.qm",
        "reportlab-5.1.0.dist-info/METADATA", "reportlab-5.1.0.dist-info/LICENSE.txt",
        "tournament_director.egg-info/PKG-INFO", "tournament_director/web/static/RECORD"]


# -- one program file (Linux) -----------------------------------------------------------------
def test_the_qt_run_time_hook_runs_for_the_window_and_not_for_the_command_line(tmp_path):
    hook = tmp_path / "pyi_rth_pyside6.py"
    hook.write_text("import sys\nsys.qt_hook_ran = sys.argv[0]\n")
    scripts = [("pyi_rth_inspect", "/x/pyi_rth_inspect.py", "PYSOURCE"),
               ("pyi_rth_pyside6", str(hook), "PYSOURCE"), ("entry_app", "/x/e.py", "PYSOURCE")]
    wrapped = slim.window_only_qt_hook(scripts, tmp_path / "work", "tournament-director-cli")
    assert [s[0] for s in wrapped] == [s[0] for s in scripts]
    assert wrapped[0] == scripts[0] and wrapped[2] == scripts[2] and wrapped[1][1] != str(hook)
    for argv0, ran in (("/usr/bin/tournament-director-cli", False),
                       ("/usr/lib/tournament-director/tournament-director", True),
                       ("tournament-director", True)):
        probe = (f"import sys\nsys.argv = [{argv0!r}]\n"
                 f"exec(compile(open({wrapped[1][1]!r}).read(), 'h', 'exec'))\n"
                 "print(getattr(sys, 'qt_hook_ran', None))")
        out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                             check=True).stdout.strip()
        assert out == (argv0 if ran else "None"), argv0
    with pytest.raises(SystemExit, match="no run-time hook"):
        slim.window_only_qt_hook(scripts[:1], tmp_path / "w2", "tournament-director-cli")


@pytest.mark.parametrize("argv0, usage, qt", [
    ("/opt/td/tournament-director-cli", "usage: tournament-director-cli", False),
    ("/opt/td/tournament-director", "usage: tournament-director [", None),
])
def test_the_one_program_file_is_the_command_line_under_its_name_and_else_the_window(
        argv0, usage, qt):
    probe = ("import atexit, sys\n"
             "atexit.register(lambda: print('Qt:', 'PySide6' in sys.modules, file=sys.stderr))\n"
             f"sys.argv = [{argv0!r}, '--help']\n"
             f"entry = {str(ROOT / 'packaging' / 'entry_app.py')!r}\n"
             "exec(compile(open(entry).read(), entry, 'exec'), {'__name__': '__main__'})")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(usage)
    if qt is not None:
        assert f"Qt: {qt}" in done.stderr
