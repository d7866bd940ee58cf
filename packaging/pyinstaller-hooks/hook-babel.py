# Overrides PyInstaller's hook of the same name (user hooks win): Babel's CLDR data for the
# program's languages only (tournament_director.formats.LOCALES and the locales they inherit
# from), not all 1,100 locales (35 MB).
from pathlib import Path

from PyInstaller.utils.hooks import collect_data_files

from tournament_director.formats import locale_files

KEEP = locale_files()
datas = [(src, dest) for src, dest in collect_data_files("babel")
         if not src.endswith(".dat") or Path(src).name in KEEP]
# The locale data is pickled with objects of these modules (NumberPattern, PluralRule): they
# are imported when the data is read, where PyInstaller's analysis cannot see it.
hiddenimports = ["babel.numbers", "babel.plural"]
