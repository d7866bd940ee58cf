"""Read-only web pages of an event: for the players' phones (`serve`) and a static site (`publish`).

Qt-free. `data` reads the event once per change, `pages` renders every page from that data with
the templates in templates/ (Jinja2, autoescaped), `app` answers requests from memory
(Werkzeug: routes, views), `server` runs waitress and watches the file.
"""
