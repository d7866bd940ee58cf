"""Help > Open log folder: the one folder of the window's and the command line's logs."""

from __future__ import annotations

from tournament_director import paths


def help_action(window, text: str):
    bar = window.menuBar()
    (help_menu,) = [a.menu() for a in bar.actions() if a.text().replace("&", "") == "Help"]
    (action,) = [a for a in help_menu.actions() if a.text().replace("&", "") == text]
    return action


def test_help_opens_the_log_folder_in_the_file_manager(window, tmp_path, monkeypatch):
    folder = tmp_path / "state" / "log"
    monkeypatch.setattr(paths, "log_dir", lambda: folder.mkdir(parents=True, exist_ok=True)
                        or folder)
    help_action(window, "Open log folder").trigger()
    (url,) = window.opened_urls
    assert url.isLocalFile() and url.toLocalFile() == str(folder) and folder.is_dir()


def test_a_log_folder_that_cannot_be_made_is_said_in_the_status_bar(window, monkeypatch):
    def refused():
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(paths, "log_dir", refused)
    help_action(window, "Open log folder").trigger()
    assert window.opened_urls == []
    assert window.statusBar().currentMessage() == (
        "The log folder cannot be made: Permission denied")
