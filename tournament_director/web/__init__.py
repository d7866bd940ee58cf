"""Read-only web pages of an event: for the players' phones (`serve`) and a static site (`publish`).

Qt-free. `data` reads the event once per change, `pages` renders every page from that data to
bytes, `app` serves them (WSGI, from memory only), `server` runs waitress and watches the file.
"""
