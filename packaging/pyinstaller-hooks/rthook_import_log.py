"""Run-time hook of the built app: with TD_IMPORT_LOG=FILE in the environment, each program
appends to FILE, as it exits, the modules it imported and the shared libraries it loaded
(packaging/import-log.sh runs the app through its uses and reads them). Without it: nothing."""

import os

if os.environ.get("TD_IMPORT_LOG"):
    import atexit
    import sys

    def _td_import_log(path=os.environ["TD_IMPORT_LOG"]):
        lines = [f"module {name}" for name in sorted(sys.modules)]
        try:
            with open("/proc/self/maps") as maps:  # Linux: the libraries mapped
                lines += sorted({f"library {line.split()[-1]}" for line in maps
                                 if ".so" in line.rsplit("/", 1)[-1]})
        except OSError:
            pass
        with open(path, "a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")

    atexit.register(_td_import_log)
