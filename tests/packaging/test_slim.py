"""The app's smaller data (packaging/slim.py) reads as the whole does: pyuca's table without its
comments gives the same table, and ICU's data without what Qt never reads serves Qt the same."""

from __future__ import annotations

import re
import shutil
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
