"""Issue 11: the reports writer never writes over an event and cleans up killed prints."""

import pytest

from tournament_director.reports.document import build_pdf
from tournament_director.service.event import Event
from tournament_director.store.errors import OutputRefused


def test_a_report_is_never_written_over_an_event(tmp_path):
    path = tmp_path / "cup.tdevent"
    Event.create(path, name="Cup", games=3, fee=1).close()
    before = path.read_bytes()
    with pytest.raises(OutputRefused):
        build_pdf(path, {"name": "Cup"}, "Seating", [], None)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cup.tdevent"]


def test_the_poster_is_never_written_over_an_event_and_leaves_no_part_file(tmp_path):
    from tournament_director.reports import poster_pdf
    path = tmp_path / "cup.tdevent"
    Event.create(path, name="Cup", games=3, fee=1).close()
    before = path.read_bytes()
    poster = {"game": 1, "name_order": "name",
              "players": [{"name": "Ben & Jerry", "start_no": 1, "table": 1, "seat": 1}]}
    with pytest.raises(OutputRefused):
        poster_pdf(path, {"name": "Cup"}, poster)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cup.tdevent"]
    dead = tmp_path / ".poster.pdf.999999999.0badf00d.part"  # a poster print killed before
    dead.write_bytes(b"%PDF-half")
    poster_pdf(tmp_path / "poster.pdf", {"name": "Cup"}, poster)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cup.tdevent", "poster.pdf"]


def test_part_files_of_killed_prints_are_removed(tmp_path):
    dead = tmp_path / ".seating.pdf.999999999.0badf00d.part"
    dead.write_bytes(b"%PDF-half")
    from tournament_director.store.leftovers import clean_part_files, part_name
    mine = tmp_path / part_name("sheets.pdf")  # a print of this process, still running
    mine.write_bytes(b"%PDF-")
    clean_part_files(tmp_path)
    assert not dead.exists() and mine.exists()
