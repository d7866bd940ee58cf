"""While the event is shared: the projector shows the address's QR code, the poster too."""

from __future__ import annotations

import sys

import pytest

pytest.importorskip("pytestqt")

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]

URL = "http://192.168.1.23:8080/"


@pytest.fixture
def fake_serve(monkeypatch):
    """`serve` replaced by a child that prints a network address as `serve` does and waits
    (the real server is tested in test_share_window.py)."""
    from tournament_director.gui import sharing
    script = f"import sys; print('Players open:'); print('  {URL}', flush=True); sys.stdin.read()"
    monkeypatch.setattr(sharing, "serve_command",
                        lambda path, host, port, entry=False: (sys.executable, ["-c", script]))


def qr_seen(image, rect, n):
    """The modules read back from the painted code: the light square in `rect`, then the
    centre of each module (the dark modules' bounding box divided by `n`)."""
    white = [(x, y) for y in range(rect.top(), rect.bottom() + 1)
             for x in range(rect.left(), rect.right() + 1)
             if image.pixelColor(x, y).name() == "#ffffff"]
    if not white:
        return None, 0
    left, top = min(x for x, _ in white), min(y for _, y in white)
    right, bottom = max(x for x, _ in white), max(y for _, y in white)
    side = right - left + 1
    dark = [(x, y) for y in range(top, bottom + 1) for x in range(left, right + 1)
            if image.pixelColor(x, y).lightness() < 60]
    x0, y0 = min(x for x, _ in dark), min(y for _, y in dark)
    module = (max(x for x, _ in dark) - x0 + 1) / n
    return [[image.pixelColor(int(x0 + (c + .5) * module), int(y0 + (r + .5) * module))
             .lightness() < 128 for c in range(n)] for r in range(n)], side


def has_white(image) -> bool:
    return any(image.pixelColor(x, y).name() == "#ffffff"
               for y in range(0, image.height(), 2) for x in range(0, image.width(), 2))


def test_projector_shows_the_qr_code_while_sharing(window, hard_event, qtbot, fake_serve):
    from tournament_director.qr import matrix as qr_matrix
    assert window.open_event(hard_event)
    p = window.hall.show_projector()
    p.resize(1920, 1080)
    qtbot.wait(20)
    assert p.share_url == "" and not has_white(p.grab().toImage())
    find_pages = [pg.items for pg in p.pages() if pg.kind == "find"]
    window.sharing.action.trigger()
    qtbot.waitUntil(lambda: p.share_url == URL, timeout=20000)
    m = p.metrics()
    first = next(pg for pg in p.pages() if pg.kind == "find")
    last_column = first.items[(first.columns - 1) * first.rows:]
    row = round(m.name_px * 1.3)  # no name under the code: the last column stops above it
    assert m.area.top() + row * (len(last_column) + 1) <= m.qr_top < p.qr_rect(m).top()
    image = p.grab().toImage()
    matrix = qr_matrix(URL)
    import segno
    assert matrix == [[bool(v) for v in row] for row in segno.make(URL, error="m").matrix]
    seen, side = qr_seen(image, p.qr_rect(m), len(matrix))
    assert seen == matrix  # the painted code reads as the address
    assert side >= 1080 / 6  # large enough to scan from a few metres
    for kind in ("tables", "standings"):  # on every page
        p.show_page(next((i for i, pg in enumerate(p.pages()) if pg.kind == kind), 0))
        assert qr_seen(p.grab().toImage(), p.qr_rect(p.metrics()), len(matrix))[0] == matrix
    window.sharing.action.trigger()  # sharing off: the code goes, the page is whole again
    assert p.share_url == "" and [pg.items for pg in p.pages() if pg.kind == "find"] \
        == find_pages
    assert not has_white(p.grab().toImage())


def test_projector_opened_while_sharing_and_a_server_that_ends(window, hard_event, qtbot,
                                                               fake_serve):
    assert window.open_event(hard_event)
    window.sharing.action.trigger()
    qtbot.waitUntil(lambda: window.sharing.address == URL, timeout=20000)
    p = window.hall.show_projector()
    assert p.share_url == URL
    window.sharing.process.kill()  # the server ended by itself
    qtbot.waitUntil(lambda: p.share_url == "", timeout=10000)
    assert not window.sharing.action.isChecked()


def test_poster_from_the_print_menu_carries_the_address_while_sharing(window, hard_event,
                                                                      qtbot, fake_serve):
    from pypdf import PdfReader
    assert window.open_event(hard_event)
    with qtbot.waitSignal(window.printer.printed, timeout=20000) as done:
        window.printer.print("poster")
    assert URL not in PdfReader(done.args[0]).pages[0].extract_text()
    window.sharing.action.trigger()
    qtbot.waitUntil(lambda: window.sharing.address == URL, timeout=20000)
    with qtbot.waitSignal(window.printer.printed, timeout=20000) as done:
        window.printer.print("poster")
    text = " ".join(PdfReader(done.args[0]).pages[0].extract_text().split())
    assert f"Follow seating and standings on your phone: {URL}" in text
    with qtbot.waitSignal(window.printer.printed, timeout=20000) as done:
        window.printer.print("seating")  # other reports: as they were
    assert URL not in PdfReader(done.args[0]).pages[0].extract_text()
    window.close_event()
