<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AddDeskDialog</name>
    <message>
        <source>Add a desk</source>
        <translation>Station hinzufügen</translation>
    </message>
    <message>
        <source>Desk name</source>
        <translation>Name der Station</translation>
    </message>
    <message>
        <source>e.g. Door, or Results 2</source>
        <translation>z. B. Eingang oder Ergebnisse 2</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Rolle:</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Adjust points: {name}</source>
        <translation>Punkte anpassen: {name}</translation>
    </message>
    <message>
        <source>{no} {name}: {points} points now. A penalty is negative (-1.0), an award positive (0.5); it counts in the total from now on.</source>
        <translation>{no} {name}: jetzt {points} Punkte. Eine Strafe ist negativ (-1,0), ein Bonus positiv (0,5); sie zählt ab jetzt in der Gesamtpunktzahl.</translation>
    </message>
    <message>
        <source>-1.0 or 0.5</source>
        <translation>-1,0 oder 0,5</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>e.g. Late back from lunch</source>
        <translation>z. B. Zu spät aus der Mittagspause</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Grund:</translation>
    </message>
    <message>
        <source>no game in particular</source>
        <translation>keine bestimmte Runde</translation>
    </message>
    <message>
        <source>game {game}</source>
        <translation>Runde {game}</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Für:</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{change}: {old} -&gt; {new} points.</source>
        <translation>{change}: {old} -&gt; {new} Punkte.</translation>
    </message>
</context>
<context>
    <name>Breakdown</name>
    <message>
        <source>Why these points</source>
        <translation>Warum diese Punkte</translation>
    </message>
    <message>
        <source>Select a player to see how their points were made.</source>
        <translation>Wählen Sie einen Spieler, um zu sehen, wie seine Punkte entstanden sind.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Table pts</source>
        <translation>Tischpkt.</translation>
    </message>
    <message>
        <source>Equal.</source>
        <translation>Ausgl.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>{name} (#{no}) - no result in yet, so no rank</source>
        <translation>{name} (#{no}) - noch kein Ergebnis da, also kein Rang</translation>
    </message>
    <message>
        <source>{rank}. {name} (#{no}) - {points} points</source>
        <translation>{rank}. {name} (#{no}) - {points} Punkte</translation>
    </message>
    <message>
        <source> - level on points with another player</source>
        <translation> - punktgleich mit einem anderen Spieler</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>not here</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>game {game}</source>
        <translation>Runde {game}</translation>
    </message>
    <message>
        <source>Total {sums} = {points}. </source>
        <translation>Gesamt {sums} = {points}. </translation>
    </message>
    <message>
        <source>Each game: placement (n points for 1st at a table of n, shared when tied) + table points + equalization.</source>
        <translation>Jede Runde: Platzierung (n Punkte für den 1. an einem Tisch mit n, bei Gleichstand geteilt) + Tischpunkte + Ausgleich.</translation>
    </message>
    <message>
        <source>Below the games: the penalties and awards given.</source>
        <translation>Unter den Runden: die vergebenen Strafen und Boni.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Round clock (Hall menu): F5 starts or pauses it</source>
        <translation>Rundenuhr (Menü Turnier): F5 startet oder pausiert sie</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Round {time}</source>
        <translation>Runde {time}</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation> (pausiert)</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import players from {file}</source>
        <translation>Spieler aus {file} importieren</translation>
    </message>
    <message>
        <source>The header does not say which column is the name: choose the columns.</source>
        <translation>Die Kopfzeile sagt nicht, welche Spalte der Name ist: Wählen Sie die Spalten.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>Spalte {n}</translation>
    </message>
    <message>
        <source>Choose at least the column of the name (or of the first and the last name).</source>
        <translation>Wählen Sie mindestens die Spalte mit dem Namen (oder die mit dem Vor- und die mit dem Nachnamen).</translation>
    </message>
    <message>
        <source>1 bad row is not imported: fix it in the file and import that line later. The good rows can be imported now.</source>
        <translation>1 fehlerhafte Zeile wird nicht importiert: korrigieren Sie sie in der Datei und importieren Sie diese Zeile später. Die guten Zeilen können jetzt importiert werden.</translation>
    </message>
    <message>
        <source>{n} bad rows are not imported: fix them in the file and import those lines later. The good rows can be imported now.</source>
        <translation>{n} fehlerhafte Zeilen werden nicht importiert: korrigieren Sie sie in der Datei und importieren Sie diese Zeilen später. Die guten Zeilen können jetzt importiert werden.</translation>
    </message>
    <message>
        <source>1 bad row: nothing will be imported until the file is fixed. Fix these lines and import again.</source>
        <translation>1 fehlerhafte Zeile: Es wird nichts importiert, bis die Datei korrigiert ist. Korrigieren Sie diese Zeilen und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>{n} bad rows: nothing will be imported until the file is fixed. Fix these lines and import again.</source>
        <translation>{n} fehlerhafte Zeilen: Es wird nichts importiert, bis die Datei korrigiert ist. Korrigieren Sie diese Zeilen und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>{players} will be added:</source>
        <translation>{players} werden hinzugefügt:</translation>
    </message>
    <message>
        <source>The file has no players: add rows under the header line &apos;name&apos;.</source>
        <translation>Die Datei enthält keine Spieler: fügen Sie Zeilen unter der Kopfzeile &apos;name&apos; hinzu.</translation>
    </message>
    <message>
        <source>Columns not used (ignored): {columns}.</source>
        <translation>Nicht verwendete Spalten (ignoriert): {columns}.</translation>
    </message>
    <message>
        <source>The {n} good rows:</source>
        <translation>Die {n} guten Zeilen:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Import the {players} of the good rows</source>
        <translation>Die {players} der guten Zeilen importieren</translation>
    </message>
    <message>
        <source>Import {players}</source>
        <translation>{players} importieren</translation>
    </message>
</context>
<context>
    <name>Desks</name>
    <message>
        <source>door: players, check-in</source>
        <translation>Eingang: Spieler, Anwesenheit</translation>
    </message>
    <message>
        <source>results: results, moves, prints</source>
        <translation>Ergebnisse: Ergebnisse, Umsetzen, Drucken</translation>
    </message>
    <message>
        <source>full: everything but the settings</source>
        <translation>voll: alles außer den Einstellungen</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
</context>
<context>
    <name>DesksBox</name>
    <message>
        <source>Other desks</source>
        <translation>Andere Stationen</translation>
    </message>
    <message>
        <source>Other laptops may join as desks (the door, the results): this laptop keeps the event</source>
        <translation>Andere Laptops dürfen sich als Stationen verbinden (Eingang, Ergebnisse): dieser Laptop behält das Turnier</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>Desks</source>
        <translation>Stationen</translation>
    </message>
    <message>
        <source>Add a desk...</source>
        <translation>Station hinzufügen...</translation>
    </message>
    <message>
        <source>Desks join at port {port}, each with its own link (encrypted).</source>
        <translation>Stationen verbinden sich über Port {port}, jede mit eigenem Link (verschlüsselt).</translation>
    </message>
    <message>
        <source>Off: no other desk can reach this event.</source>
        <translation>Aus: keine andere Station erreicht dieses Turnier.</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>widerrufen</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Revoke {desk}</source>
        <translation>{desk} widerrufen</translation>
    </message>
    <message>
        <source>Add a desk</source>
        <translation>Station hinzufügen</translation>
    </message>
</context>
<context>
    <name>EventFiles</name>
    <message>
        <source>The event is open elsewhere</source>
        <translation>Das Turnier ist anderswo geöffnet</translation>
    </message>
    <message>
        <source>The event file is damaged</source>
        <translation>Die Turnierdatei ist beschädigt</translation>
    </message>
    <message>
        <source>The event is from a newer version</source>
        <translation>Das Turnier stammt aus einer neueren Version</translation>
    </message>
    <message>
        <source>Not an event file</source>
        <translation>Keine Turnierdatei</translation>
    </message>
    <message>
        <source>The file exists already</source>
        <translation>Die Datei existiert bereits</translation>
    </message>
    <message>
        <source>Only one window or command may change an event at a time, so that no result is ever lost. Close the event in the other window (or wait for the command to finish) and open it again. If no other window is open, restart the computer&apos;s session: the lock is released when the program that holds it ends.</source>
        <translation>Nur ein Fenster oder Befehl darf ein Turnier zur selben Zeit ändern, damit nie ein Ergebnis verloren geht. Schließen Sie das Turnier im anderen Fenster (oder warten Sie, bis der Befehl fertig ist) und öffnen Sie es erneut. Ist kein anderes Fenster offen, melden Sie sich am Computer neu an: die Sperre endet, wenn das Programm endet, das sie hält.</translation>
    </message>
    <message>
        <source>Open the most recent copy of this event instead (made with &quot;Save a copy as...&quot;), or the backup kept beside it. The damaged file was not changed.</source>
        <translation>Öffnen Sie stattdessen die neueste Kopie dieses Turniers (erstellt mit &quot;Kopie speichern unter...&quot;), oder die Sicherung daneben. Die beschädigte Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Install the newer Tournament Director that wrote this file. This version does not change the file.</source>
        <translation>Installieren Sie den neueren Tournament Director, der diese Datei geschrieben hat. Diese Version ändert die Datei nicht.</translation>
    </message>
    <message>
        <source>Choose a file ending in .tdevent.</source>
        <translation>Wählen Sie eine Datei mit der Endung .tdevent.</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Ein Turnier öffnen</translation>
    </message>
    <message>
        <source>Events (*.tdevent);;All files (*)</source>
        <translation>Turniere (*.tdevent);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Event file updated</source>
        <translation>Turnierdatei aktualisiert</translation>
    </message>
    <message>
        <source>The event was written by an older version and has been updated. A copy of the old file was kept: {backup}</source>
        <translation>Das Turnier wurde von einer älteren Version geschrieben und aktualisiert. Eine Kopie der alten Datei wurde aufbewahrt: {backup}</translation>
    </message>
    <message>
        <source>The event cannot be opened</source>
        <translation>Das Turnier kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Created {path}. Add the players next.</source>
        <translation>{path} angelegt. Fügen Sie nun die Spieler hinzu.</translation>
    </message>
    <message>
        <source>Save a copy of the event as</source>
        <translation>Eine Kopie des Turniers speichern unter</translation>
    </message>
    <message>
        <source>The copy was not made</source>
        <translation>Die Kopie wurde nicht erstellt</translation>
    </message>
    <message>
        <source>A copy of the event was saved as {dest}. Keep working in {name}: the copy is a backup.</source>
        <translation>Eine Kopie des Turniers wurde als {dest} gespeichert. Arbeiten Sie in {name} weiter: die Kopie ist eine Sicherung.</translation>
    </message>
    <message>
        <source>Making the demo event ...</source>
        <translation>Das Demo-Turnier wird angelegt ...</translation>
    </message>
    <message>
        <source>Making a demo event ...</source>
        <translation>Ein Demo-Turnier wird angelegt ...</translation>
    </message>
    <message>
        <source>This demo event lives in a temporary folder and is deleted when the program closes; use File &gt; Save a copy as... to keep it.</source>
        <translation>Dieses Demo-Turnier liegt in einem temporären Ordner und wird beim Beenden gelöscht; mit Datei &gt; Kopie speichern unter... behalten Sie es.</translation>
    </message>
    <message>
        <source>The demo event could not be made</source>
        <translation>Das Demo-Turnier konnte nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export the players as CSV</source>
        <translation>Spieler als CSV exportieren</translation>
    </message>
    <message>
        <source>Export the standings as CSV</source>
        <translation>Stand als CSV exportieren</translation>
    </message>
    <message>
        <source>Export the results as CSV</source>
        <translation>Ergebnisse als CSV exportieren</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}.</source>
        <translation>Die Datei konnte nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>Exported {rows} of {what} to {path}.</source>
        <translation>{rows} ({what}) nach {path} exportiert.</translation>
    </message>
</context>
<context>
    <name>GameTables</name>
    <message>
        <source>Take back this seating</source>
        <translation>Diese Einteilung zurücknehmen</translation>
    </message>
    <message>
        <source>No result is in yet: discard this seating and seat the game again later (e.g. after a late entry)</source>
        <translation>Noch kein Ergebnis da: diese Einteilung verwerfen und die Runde später neu einteilen (z. B. nach einer Nachmeldung)</translation>
    </message>
    <message>
        <source>Print seating</source>
        <translation>Sitzordnung drucken</translation>
    </message>
    <message>
        <source>Print table sheets</source>
        <translation>Tischbögen drucken</translation>
    </message>
    <message>
        <source>Correct a table...</source>
        <translation>Einen Tisch korrigieren...</translation>
    </message>
    <message>
        <source>Open a table of this earlier game to correct its recorded result</source>
        <translation>Einen Tisch dieser früheren Runde öffnen, um sein erfasstes Ergebnis zu korrigieren</translation>
    </message>
    <message>
        <source>The table sheets or the seating of the tables changed since the seating (moves, swaps, no-shows), printed again</source>
        <translation>Die Tischbögen oder die Sitzordnung der seit der Einteilung geänderten Tische (Umsetzen, Tauschen, Nichterscheinen) neu gedruckt</translation>
    </message>
    <message>
        <source>Table sheets of the changed tables</source>
        <translation>Tischbögen der geänderten Tische</translation>
    </message>
    <message>
        <source>Seating of the changed tables</source>
        <translation>Sitzordnung der geänderten Tische</translation>
    </message>
    <message>
        <source>Tables sent their results from a phone: each counts once you confirm it</source>
        <translation>Tische haben ihr Ergebnis per Handy gesendet: jedes zählt, sobald Sie es bestätigen</translation>
    </message>
    <message>
        <source>Waiting tables only</source>
        <translation>Nur wartende Tische</translation>
    </message>
    <message>
        <source>Show only the tables whose result is not in yet</source>
        <translation>Nur die Tische zeigen, deren Ergebnis noch fehlt</translation>
    </message>
    <message>
        <source>Game {game} - {n} players at {plan}</source>
        <translation>Runde {game} - {n} Spieler an {plan}</translation>
    </message>
    <message>
        <source> - every result is in</source>
        <translation> - alle Ergebnisse sind da</translation>
    </message>
    <message>
        <source>table {table} plays with {n}</source>
        <translation>Tisch {table} spielt zu {n}</translation>
    </message>
    <message>
        <source>Print again: {tables}...</source>
        <translation>Neu drucken: {tables}...</translation>
    </message>
    <message>
        <source>Print again: table {table}...</source>
        <translation>Neu drucken: Tisch {table}...</translation>
    </message>
    <message>
        <source>Waiting: tables {tables}</source>
        <translation>Wartend: Tische {tables}</translation>
    </message>
    <message>
        <source>Correct a table of game {game}...</source>
        <translation>Einen Tisch von Runde {game} korrigieren...</translation>
    </message>
    <message>
        <source>Waiting tables only ({n})</source>
        <translation>Nur wartende Tische ({n})</translation>
    </message>
    <message>
        <source>1 table sent a result - Enter to check it</source>
        <translation>1 Tisch hat ein Ergebnis gesendet - Eingabetaste zum Prüfen</translation>
    </message>
    <message>
        <source>{n} tables sent a result - Enter to check the next</source>
        <translation>{n} Tische haben ein Ergebnis gesendet - Eingabetaste prüft das nächste</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>no tables</source>
        <translation>keine Tische</translation>
    </message>
    <message>
        <source>1 table of {sizes}</source>
        <translation>1 Tisch zu {sizes}</translation>
    </message>
    <message>
        <source>{n} tables of {sizes}</source>
        <translation>{n} Tische zu {sizes}</translation>
    </message>
    <message>
        <source>{n} tables: </source>
        <translation>{n} Tische: </translation>
    </message>
    <message>
        <source>{n} of {size} players</source>
        <translation>{n} zu {size} Spielern</translation>
    </message>
    <message>
        <source> ... and {n} more</source>
        <translation> ... und {n} weitere</translation>
    </message>
    <message>
        <source>table {table} waiting</source>
        <translation>Tisch {table} wartet</translation>
    </message>
    <message>
        <source>{n} tables waiting: {tables}</source>
        <translation>{n} Tische warten: {tables}</translation>
    </message>
    <message>
        <source>no.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Open table:</source>
        <translation>Tisch öffnen:</translation>
    </message>
    <message>
        <source>Seat game</source>
        <translation>Runde einteilen</translation>
    </message>
    <message>
        <source>Open or create an event first.</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Turnier.</translation>
    </message>
    <message>
        <source>Open table of game {game}:</source>
        <translation>Tisch öffnen in Runde {game}:</translation>
    </message>
    <message>
        <source>Game {game} - all in</source>
        <translation>Runde {game} - alles da</translation>
    </message>
    <message>
        <source>Type a table number of the game shown and press Enter to open its result form</source>
        <translation>Tischnummer der gezeigten Runde eingeben und Eingabetaste drücken, um ihr Ergebnisformular zu öffnen</translation>
    </message>
    <message>
        <source>Game {game} - {tables_in} of {tables} in</source>
        <translation>Runde {game} - {tables_in} von {tables} da</translation>
    </message>
    <message>
        <source>Game {game} - done</source>
        <translation>Runde {game} - fertig</translation>
    </message>
    <message>
        <source>Game {game} - to seat</source>
        <translation>Runde {game} - einzuteilen</translation>
    </message>
    <message>
        <source>No game to show yet.</source>
        <translation>Noch keine Runde anzuzeigen.</translation>
    </message>
    <message>
        <source>Game {game} - not seated yet</source>
        <translation>Runde {game} - noch nicht eingeteilt</translation>
    </message>
    <message>
        <source>{n} players: {plan}</source>
        <translation>{n} Spieler: {plan}</translation>
    </message>
    <message>
        <source>{n} players playing.</source>
        <translation>{n} Spieler spielen mit.</translation>
    </message>
    <message>
        <source>Seats are drawn by lot. After seating, print the seating and the table sheets.</source>
        <translation>Die Plätze werden ausgelost. Drucken Sie nach der Einteilung die Sitzordnung und die Tischbögen.</translation>
    </message>
    <message>
        <source>Players are seated by the standings: the best at table 1 (the smallest), players level on points in an order drawn by lot.</source>
        <translation>Die Spieler werden nach der Tabelle eingeteilt: die Besten an Tisch 1 (dem kleinsten), punktgleiche Spieler in ausgeloster Reihenfolge.</translation>
    </message>
    <message>
        <source> This is an extension game: first place is level.</source>
        <translation> Dies ist eine Verlängerungsrunde: Gleichstand auf Platz 1.</translation>
    </message>
    <message>
        <source>Check-in is used: only the players here are seated; the {n} not here yet are left out (the Players page ticks them in).</source>
        <translation>Die Anwesenheit wird erfasst: nur anwesende Spieler werden eingeteilt; die {n} noch nicht Anwesenden bleiben außen vor (auf der Seite Spieler abhaken).</translation>
    </message>
    <message>
        <source>Seat game {game}</source>
        <translation>Runde {game} einteilen</translation>
    </message>
    <message>
        <source>Seated game {game}: {plan}. Print the seating (Ctrl+P), then type a table&apos;s number to enter its result.</source>
        <translation>Runde {game} eingeteilt: {plan}. Drucken Sie die Sitzordnung (Strg+P) und tippen Sie dann eine Tischnummer, um ihr Ergebnis einzugeben.</translation>
    </message>
    <message>
        <source>Take back the seating of game {game}?</source>
        <translation>Die Einteilung von Runde {game} zurücknehmen?</translation>
    </message>
    <message>
        <source>The seating of game {game} is discarded: its tables and any printed seating or table sheets no longer count. No result is lost (none is in yet).

The game can be seated again at any time with &quot;Seat game {game}&quot;, for example after a late entry, so that the new player is seated too.</source>
        <translation>Die Einteilung von Runde {game} wird verworfen: ihre Tische und gedruckte Sitzordnungen oder Tischbögen gelten nicht mehr. Kein Ergebnis geht verloren (noch keines ist da).

Die Runde kann jederzeit mit &quot;Runde {game} einteilen&quot; neu eingeteilt werden, zum Beispiel nach einer Nachmeldung, damit auch der neue Spieler eingeteilt wird.</translation>
    </message>
    <message>
        <source>Take back the seating</source>
        <translation>Einteilung zurücknehmen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Adjust points...</source>
        <translation>Punkte anpassen...</translation>
    </message>
    <message>
        <source>No game is seated yet: seat game 1 first.</source>
        <translation>Noch keine Runde eingeteilt: teilen Sie zuerst Runde 1 ein.</translation>
    </message>
    <message>
        <source>Correct a table of game {game}</source>
        <translation>Einen Tisch von Runde {game} korrigieren</translation>
    </message>
    <message>
        <source>Table number of game {game} (1-{last}):</source>
        <translation>Tischnummer in Runde {game} (1-{last}):</translation>
    </message>
    <message>
        <source> Game {game}: {waiting}.</source>
        <translation> Runde {game}: {waiting}.</translation>
    </message>
    <message>
        <source> Every table of game {game} is in.</source>
        <translation> Alle Tische von Runde {game} sind da.</translation>
    </message>
</context>
<context>
    <name>Hall</name>
    <message>
        <source>Find your table</source>
        <translation>Finden Sie Ihren Tisch</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Prize winners</source>
        <translation>Preisträger</translation>
    </message>
    <message>
        <source>&amp;Projector</source>
        <translation>&amp;Projektor</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Projektor im V&amp;ollbild</translation>
    </message>
    <message>
        <source>Projector scr&amp;een</source>
        <translation>Projektor-&amp;Bildschirm</translation>
    </message>
    <message>
        <source>Projector pa&amp;ges</source>
        <translation>Projektor-&amp;Seiten</translation>
    </message>
    <message>
        <source>Pa&amp;use the projector&apos;s pages</source>
        <translation>Projektor-Seiten an&amp;halten</translation>
    </message>
    <message>
        <source>Projector: next page</source>
        <translation>Projektor: nächste Seite</translation>
    </message>
    <message>
        <source>Projector: previous page</source>
        <translation>Projektor: vorige Seite</translation>
    </message>
    <message>
        <source>Round &amp;clock</source>
        <translation>Runden&amp;uhr</translation>
    </message>
    <message>
        <source>&amp;Set the time...</source>
        <translation>Zeit &amp;einstellen...</translation>
    </message>
    <message>
        <source>Start / &amp;pause</source>
        <translation>Start / &amp;Pause</translation>
    </message>
    <message>
        <source>+1 minute</source>
        <translation>+1 Minute</translation>
    </message>
    <message>
        <source>+5 minutes</source>
        <translation>+5 Minuten</translation>
    </message>
    <message>
        <source>−1 minute</source>
        <translation>−1 Minute</translation>
    </message>
    <message>
        <source>−5 minutes</source>
        <translation>−5 Minuten</translation>
    </message>
    <message>
        <source>&amp;Announcement...</source>
        <translation>&amp;Durchsage...</translation>
    </message>
    <message>
        <source>C&amp;lear the announcement</source>
        <translation>Durchsage &amp;löschen</translation>
    </message>
    <message>
        <source>Not done: {why}</source>
        <translation>Nicht ausgeführt: {why}</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Rundenuhr</translation>
    </message>
    <message>
        <source>Time for this game, in minutes (the clock stops and shows the whole time; F5 starts it):</source>
        <translation>Zeit für diese Runde, in Minuten (die Uhr hält an und zeigt die ganze Zeit; F5 startet sie):</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>Durchsage</translation>
    </message>
    <message>
        <source>One line for the projector (shown until cleared):</source>
        <translation>Eine Zeile für den Projektor (angezeigt, bis sie gelöscht wird):</translation>
    </message>
    <message>
        <source>Announcement cleared.</source>
        <translation>Ansage entfernt.</translation>
    </message>
    <message>
        <source>Announcement shown on the projector.</source>
        <translation>Ansage auf dem Projektor gezeigt.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Before -&gt; after</source>
        <translation>Vorher -&gt; nachher</translation>
    </message>
    <message>
        <source>
... and {n} more.</source>
        <translation>
... und {n} weitere.</translation>
    </message>
    <message>
        <source>The event file differs from its history</source>
        <translation>Die Turnierdatei weicht von ihrem Verlauf ab</translation>
    </message>
    <message>
        <source>The file does not hold exactly what its audit log (the history of changes) says:</source>
        <translation>Die Datei enthält nicht genau das, was ihr Protokoll (der Verlauf der Änderungen) sagt:</translation>
    </message>
    <message>
        <source>The event is open and can be used. If nobody changed the file on purpose, compare it with a recent copy (File &gt; Restore from a copy... lists them). Event &gt; Check the file against its history lists the differences again.</source>
        <translation>Das Turnier ist geöffnet und nutzbar. Hat niemand die Datei absichtlich geändert, vergleichen Sie sie mit einer neueren Kopie (Datei &gt; Aus einer Kopie wiederherstellen... listet sie). Turnier &gt; Datei mit dem Verlauf prüfen listet die Unterschiede erneut.</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>Verlauf der Änderungen</translation>
    </message>
    <message>
        <source>Revert this correction</source>
        <translation>Diese Korrektur zurücknehmen</translation>
    </message>
    <message>
        <source>Puts the table&apos;s result back as it was before the chosen correction (a change of its own, in the list)</source>
        <translation>Setzt das Ergebnis des Tisches auf den Stand vor der gewählten Korrektur zurück (eine eigene Änderung, in der Liste)</translation>
    </message>
    <message>
        <source>Every change to the event, newest first, with what it changed. Nothing is ever removed from this list: an undo is a line of its own.</source>
        <translation>Jede Änderung am Turnier, neueste zuerst, mit dem, was sie geändert hat. Aus dieser Liste wird nie etwas entfernt: ein Rückgängigmachen ist eine eigene Zeile.</translation>
    </message>
</context>
<context>
    <name>Joined</name>
    <message>
        <source>door desk</source>
        <translation>Station Eingang</translation>
    </message>
    <message>
        <source>results desk</source>
        <translation>Station Ergebnisse</translation>
    </message>
    <message>
        <source>full desk</source>
        <translation>volle Station</translation>
    </message>
    <message>
        <source>the main desk&apos;s own</source>
        <translation>der Hauptstation eigene</translation>
    </message>
    <message>
        <source>{desk} ({role}) - joined to {event} at {where} - {program}</source>
        <translation>{desk} ({role}) - verbunden mit {event} unter {where} - {program}</translation>
    </message>
    <message>
        <source>Changes are saved at the main desk ({where})</source>
        <translation>Änderungen werden an der Hauptstation gespeichert ({where})</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Join a desk</source>
        <translation>Als Station verbinden</translation>
    </message>
    <message>
        <source>The desk&apos;s address from the main desk (Event &gt; Share on the local network there, or tournament-director-cli desk-links), e.g. https://192.168.1.5:8081/d/...#pin=...:</source>
        <translation>Die Adresse der Station von der Hauptstation (dort Turnier &gt; Im lokalen Netzwerk freigeben oder tournament-director-cli desk-links), z. B. https://192.168.1.5:8081/d/...#pin=...:</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>System ({language})</translation>
    </message>
    <message>
        <source>Language of the window and the reports:</source>
        <translation>Sprache des Fensters und der Berichte:</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the program.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start des Programms.</translation>
    </message>
    <message>
        <source>Language saved: it is used from the next start.</source>
        <translation>Sprache gespeichert: sie gilt ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>LinkDialog</name>
    <message>
        <source>Desk {name}</source>
        <translation>Station {name}</translation>
    </message>
    <message>
        <source>On the laptop of desk {name}: File &gt; Join a desk..., then paste this address (or send it there). It is shown only now: Add a desk again for a new one.</source>
        <translation>Auf dem Laptop der Station {name}: Datei &gt; Als Station verbinden..., dann diese Adresse einfügen (oder dorthin senden). Sie wird nur jetzt gezeigt: für eine neue erneut Station hinzufügen.</translation>
    </message>
    <message>
        <source>The desk&apos;s address</source>
        <translation>Die Adresse der Station</translation>
    </message>
    <message>
        <source>&amp;Copy the address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Print menu (Ctrl+P)</source>
        <translation>Druckmenü (Strg+P)</translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation>Turnier-Einstellungen gespeichert.</translation>
    </message>
    <message>
        <source>Enter result of table {table}</source>
        <translation>Ergebnis von Tisch {table} eingeben</translation>
    </message>
    <message>
        <source>Game {game}: {waiting}</source>
        <translation>Runde {game}: {waiting}</translation>
    </message>
    <message>
        <source>Seat game {game}...</source>
        <translation>Runde {game} einteilen...</translation>
    </message>
    <message>
        <source>{n} players: shows the table plan first</source>
        <translation>{n} Spieler: zeigt zuerst die Tischverteilung</translation>
    </message>
    <message>
        <source>Enter final tie-breaks</source>
        <translation>Feinwertung eingeben</translation>
    </message>
    <message>
        <source>Players level on points need them</source>
        <translation>Punktgleiche Spieler brauchen sie</translation>
    </message>
    <message>
        <source>Prize distribution</source>
        <translation>Preisverteilung</translation>
    </message>
    <message>
        <source>The pot, refunds and prizes</source>
        <translation>Preistopf, Rückerstattungen und Preise</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>The campaign is complete</source>
        <translation>Die Kampagne ist abgeschlossen</translation>
    </message>
    <message>
        <source>Add players</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>The event file differs from its history (Event &gt; Check the file against its history shows how).</source>
        <translation>Die Turnierdatei weicht von ihrem Verlauf ab (Turnier &gt; Datei mit dem Verlauf prüfen zeigt, wie).</translation>
    </message>
    <message>
        <source>The file holds exactly what its history says: every player, fee, seating and result.</source>
        <translation>Die Datei enthält genau das, was ihr Verlauf sagt: jeden Spieler, jedes Startgeld, jede Einteilung und jedes Ergebnis.</translation>
    </message>
    <message>
        <source>The check of the file against its history failed: {why}</source>
        <translation>Die Prüfung der Datei gegen den Verlauf ist fehlgeschlagen: {why}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>P&amp;rizes</source>
        <translation>&amp;Preise</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New event...</source>
        <translation>&amp;Neues Turnier...</translation>
    </message>
    <message>
        <source>&amp;Open event...</source>
        <translation>Turnier &amp;öffnen...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Join a desk...</source>
        <translation>Als Station &amp;verbinden...</translation>
    </message>
    <message>
        <source>Save a &amp;copy as...</source>
        <translation>&amp;Kopie speichern unter...</translation>
    </message>
    <message>
        <source>Res&amp;tore from a copy...</source>
        <translation>Aus einer Kopie &amp;wiederherstellen...</translation>
    </message>
    <message>
        <source>C&amp;lose event</source>
        <translation>Turnier &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Even&amp;t</source>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <source>Event &amp;settings...</source>
        <translation>Turnier-&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;History of changes...</source>
        <translation>&amp;Verlauf der Änderungen...</translation>
    </message>
    <message>
        <source>Chec&amp;k the file against its history</source>
        <translation>Datei mit dem Verlauf p&amp;rüfen</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filter</translation>
    </message>
    <message>
        <source>&amp;Door: check-in</source>
        <translation>&amp;Einlass: Anwesenheit</translation>
    </message>
    <message>
        <source>&amp;Export results as CSV...</source>
        <translation>Ergebnisse als CSV &amp;exportieren...</translation>
    </message>
    <message>
        <source>Print menu</source>
        <translation>Druckmenü</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>D&amp;rucken</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>&amp;About Tournament Director</source>
        <translation>Ü&amp;ber Tournament Director</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Language...</source>
        <translation>&amp;Sprache...</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Rückgängig: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>&amp;Wiederholen: {action}</translation>
    </message>
    <message>
        <source>Not done: {why}</source>
        <translation>Nicht ausgeführt: {why}</translation>
    </message>
    <message>
        <source>Zoom {percent}% (Ctrl+0: actual size)</source>
        <translation>Zoom {percent}% (Strg+0: Originalgröße)</translation>
    </message>
    <message>
        <source>The export was not made</source>
        <translation>Der Export wurde nicht erstellt</translation>
    </message>
    <message>
        <source>No recent events</source>
        <translation>Keine zuletzt geöffneten Turniere</translation>
    </message>
    <message>
        <source>The log folder cannot be made: {why}</source>
        <translation>Der Protokollordner kann nicht angelegt werden: {why}</translation>
    </message>
    <message>
        <source>No file manager opened the log folder: {path}</source>
        <translation>Kein Dateimanager hat den Protokollordner geöffnet: {path}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Über {name}</translation>
    </message>
    <message>
        <source>Runs a multi-table board-game competition from one laptop.</source>
        <translation>Leitet ein Brettspielturnier an mehreren Tischen von einem Laptop aus.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Anwesend</translation>
    </message>
    <message>
        <source>not here yet</source>
        <translation>noch nicht anwesend</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>dropped out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>dropped after game {game}</source>
        <translation>ausgeschieden nach Runde {game}</translation>
    </message>
    <message>
        <source>Paid ({currency})</source>
        <translation>Bezahlt ({currency})</translation>
    </message>
    <message>
        <source>Checked in at the door (Space ticks or clears it)</source>
        <translation>Am Einlass erfasst (Leertaste setzt oder entfernt den Haken)</translation>
    </message>
    <message>
        <source>unpaid</source>
        <translation>unbezahlt</translation>
    </message>
    <message>
        <source>Paid {paid} of the {fee} entry fee</source>
        <translation>{paid} von {fee} Startgeld bezahlt</translation>
    </message>
    <message>
        <source>Double-click (or F2) to change</source>
        <translation>Doppelklick (oder F2) zum Ändern</translation>
    </message>
    <message>
        <source>Changed player {no}: {name}</source>
        <translation>Spieler {no} geändert: {name}</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Name, then Enter</source>
        <translation>Name, dann Enter</translation>
    </message>
    <message>
        <source>Club (optional)</source>
        <translation>Verein (optional)</translation>
    </message>
    <message>
        <source>Paid the fee</source>
        <translation>Startgeld bezahlt</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Import CSV...</source>
        <translation>CSV importieren...</translation>
    </message>
    <message>
        <source>Print list</source>
        <translation>Liste drucken</translation>
    </message>
    <message>
        <source>The player list (paid or unpaid, status) as a PDF</source>
        <translation>Die Spielerliste (bezahlt oder unbezahlt, Status) als PDF</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV exportieren...</translation>
    </message>
    <message>
        <source>The player list as a CSV file for a spreadsheet</source>
        <translation>Die Spielerliste als CSV-Datei für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Name of the player to add</source>
        <translation>Name des neuen Spielers</translation>
    </message>
    <message>
        <source>Club of the player to add</source>
        <translation>Verein des neuen Spielers</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Club:</source>
        <translation>Verein:</translation>
    </message>
    <message>
        <source>Start number or name, then Enter: checked in (Ctrl+D)</source>
        <translation>Startnummer oder Name, dann Eingabetaste: anwesend (Strg+D)</translation>
    </message>
    <message>
        <source>Check-in at the door: once anyone is checked in, game 1 seats only the players here</source>
        <translation>Anwesenheit am Einlass: sobald jemand erfasst ist, teilt Runde 1 nur die Anwesenden ein</translation>
    </message>
    <message>
        <source>At the door: start number or name to check in</source>
        <translation>Einlass: Startnummer oder Name des anwesenden Spielers</translation>
    </message>
    <message>
        <source>At the door:</source>
        <translation>Einlass:</translation>
    </message>
    <message>
        <source>Filter by name, club or number (Ctrl+F)</source>
        <translation>Nach Name, Verein oder Nummer filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Spieler filtern</translation>
    </message>
    <message>
        <source>Edit name</source>
        <translation>Namen ändern</translation>
    </message>
    <message>
        <source>Mark paid</source>
        <translation>Als bezahlt markieren</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Undo drop</source>
        <translation>Wieder aufnehmen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Paid the fee ({fee} {currency})</source>
        <translation>Startgeld bezahlt ({fee} {currency})</translation>
    </message>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Tippen Sie zuerst den Namen des Spielers.</translation>
    </message>
    <message>
        <source>Added {name} as start number {no} (late entry: joins game {game}).</source>
        <translation>{name} als Startnummer {no} hinzugefügt (Nachmeldung: spielt ab Runde {game} mit).</translation>
    </message>
    <message>
        <source>Added {name} as start number {no}.</source>
        <translation>{name} als Startnummer {no} hinzugefügt.</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Spieler aus einer CSV-Datei importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was added from {file}.</source>
        <translation>Import abgebrochen: aus {file} wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>start number {no}</source>
        <translation>Startnummer {no}</translation>
    </message>
    <message>
        <source>start numbers {first} to {last}</source>
        <translation>Startnummern {first} bis {last}</translation>
    </message>
    <message>
        <source>Imported {players} from {file} ({numbers}).</source>
        <translation>{players} aus {file} importiert ({numbers}).</translation>
    </message>
    <message>
        <source>Marked paid ({fee}): {names}.</source>
        <translation>Als bezahlt markiert ({fee}): {names}.</translation>
    </message>
    <message>
        <source> (Undo drop brings a player back.)</source>
        <translation> (Wieder aufnehmen holt einen Spieler zurück.)</translation>
    </message>
    <message>
        <source>Type a start number or a name, then Enter.</source>
        <translation>Startnummer oder Namen eingeben, dann Enter.</translation>
    </message>
    <message>
        <source>No player has start number {no}.</source>
        <translation>Kein Spieler hat die Startnummer {no}.</translation>
    </message>
    <message>
        <source>No player is called {text}: check the spelling, or register them above.</source>
        <translation>Kein Spieler heißt {text}: Schreibweise prüfen oder den Spieler oben anmelden.</translation>
    </message>
    <message>
        <source>{n} players match {text}: {players}. Type more of the name, or the start number.</source>
        <translation>{n} Spieler passen zu {text}: {players}. Mehr vom Namen eingeben oder die Startnummer.</translation>
    </message>
    <message>
        <source>{no} {name} is checked in already.</source>
        <translation>{no} {name} ist schon als anwesend erfasst.</translation>
    </message>
    <message>
        <source>{registered} registered, {playing} playing</source>
        <translation>{registered} angemeldet, {playing} spielen mit</translation>
    </message>
    <message>
        <source> - {n} shown</source>
        <translation> - {n} angezeigt</translation>
    </message>
    <message>
        <source>{here} of {playing} here</source>
        <translation>{here} von {playing} anwesend</translation>
    </message>
</context>
<context>
    <name>Printer</name>
    <message>
        <source>Open an event to print</source>
        <translation>Öffnen Sie ein Turnier zum Drucken</translation>
    </message>
    <message>
        <source>Seating - game {game}</source>
        <translation>Sitzordnung - Runde {game}</translation>
    </message>
    <message>
        <source>Table sheets - game {game}</source>
        <translation>Tischbögen - Runde {game}</translation>
    </message>
    <message>
        <source>Seating - changed tables ({tables})</source>
        <translation>Sitzordnung - geänderte Tische ({tables})</translation>
    </message>
    <message>
        <source>Table sheets - changed tables ({tables})</source>
        <translation>Tischbögen - geänderte Tische ({tables})</translation>
    </message>
    <message>
        <source>Poster for the wall (find your table) - game {game}</source>
        <translation>Aushang für die Wand (Tisch finden) - Runde {game}</translation>
    </message>
    <message>
        <source>Poster for the wall on A3 - game {game}</source>
        <translation>Aushang für die Wand auf A3 - Runde {game}</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Standings - after game {game}</source>
        <translation>Tabelle - nach Runde {game}</translation>
    </message>
    <message>
        <source>Standings - the results in so far</source>
        <translation>Tabelle - nach den bisherigen Ergebnissen</translation>
    </message>
    <message>
        <source>Seat game 1 to print a seating</source>
        <translation>Teilen Sie Runde 1 ein, um eine Sitzordnung zu drucken</translation>
    </message>
    <message>
        <source>Score cards (every player)</source>
        <translation>Wertungskarten (jeder Spieler)</translation>
    </message>
    <message>
        <source>Table number cards - game {game}</source>
        <translation>Tischnummernkarten - Runde {game}</translation>
    </message>
    <message>
        <source>Table number cards</source>
        <translation>Tischnummernkarten</translation>
    </message>
    <message>
        <source>Earlier games</source>
        <translation>Frühere Runden</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Sitzordnung</translation>
    </message>
    <message>
        <source>Table sheets</source>
        <translation>Tischbögen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Prize distribution</source>
        <translation>Preisverteilung</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>Spielerliste</translation>
    </message>
    <message>
        <source>Score cards</source>
        <translation>Wertungskarten</translation>
    </message>
    <message>
        <source>Poster for the wall</source>
        <translation>Aushang für die Wand</translation>
    </message>
    <message>
        <source>Not here yet (check-in)</source>
        <translation>Noch nicht anwesend (Einlass)</translation>
    </message>
    <message>
        <source>Printing the {report} to {path} ...</source>
        <translation>{report} wird nach {path} gedruckt ...</translation>
    </message>
    <message>
        <source>Printed to {path}</source>
        <translation>Gedruckt nach {path}</translation>
    </message>
    <message>
        <source> - note: </source>
        <translation> - Hinweis: </translation>
    </message>
    <message>
        <source>The report could not be written: {why}</source>
        <translation>Der Bericht konnte nicht geschrieben werden: {why}</translation>
    </message>
</context>
<context>
    <name>PrizesPage</name>
    <message>
        <source>; level with {names}: the left-over goes to the lower start number</source>
        <translation>; gleichauf mit {names}: der Rest geht an die niedrigere Startnummer</translation>
    </message>
    <message>
        <source>{first}-{last} (shared)</source>
        <translation>{first}-{last} (geteilt)</translation>
    </message>
    <message>
        <source>Prize distribution</source>
        <translation>Preisverteilung</translation>
    </message>
    <message>
        <source>Print prize distribution</source>
        <translation>Preisverteilung drucken</translation>
    </message>
    <message>
        <source>The pot</source>
        <translation>Der Preistopf</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Preistopf: {pot}</translation>
    </message>
    <message>
        <source>The entry fees paid by the {n} participants (every player seated in at least one game, drop-outs included).</source>
        <translation>Das Startgeld der {n} Teilnehmer (jeder Spieler, der in mindestens einer Runde eingeteilt war, Ausgeschiedene eingeschlossen).</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Not in the pot: give back {amount} to {players} who paid but never sat at a table:</source>
        <translation>Nicht im Preistopf: {amount} zurückgeben an alle, die bezahlt, aber nie an einem Tisch gesessen haben ({players}):</translation>
    </message>
    <message>
        <source>Refunds to the winners of the last game</source>
        <translation>Rückerstattungen an die Sieger der letzten Runde</translation>
    </message>
    <message>
        <source>Each winner at a table in the last game gets back half of their own fee, rounded down: 1 refund, {amount} in all.</source>
        <translation>Jeder Tischsieger der letzten Runde erhält die Hälfte seines Startgelds zurück, abgerundet: 1 Rückerstattung, insgesamt {amount}.</translation>
    </message>
    <message>
        <source>Each winner at a table in the last game gets back half of their own fee, rounded down: {n} refunds, {amount} in all.</source>
        <translation>Jeder Tischsieger der letzten Runde erhält die Hälfte seines Startgelds zurück, abgerundet: {n} Rückerstattungen, insgesamt {amount}.</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Startgeld</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Rückerstattung</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Rest after refunds: {pot} - {refunds} = {rest}. With {participants} participants there are {prizes}: 1st gets {share} of the rest (rounded down), each next place half of the one before (rounded down). Players still level after the tie-breaks share the places they cover.</source>
        <translation>Rest nach den Rückerstattungen: {pot} - {refunds} = {rest}. Bei {participants} Teilnehmern gibt es {prizes}: Platz 1 erhält {share} des Rests (abgerundet), jeder weitere Platz die Hälfte des vorigen (abgerundet). Spieler, die nach den Feinwertungen noch gleichauf liegen, teilen sich die Plätze, die sie belegen.</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>prize</comment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation>Wie es berechnet wird</translation>
    </message>
    <message>
        <source>{place} {amount}</source>
        <comment>the share of a place</comment>
        <translation>{place} Platz: {amount}</translation>
    </message>
    <message>
        <source>The shares by place: {shares}.</source>
        <translation>Die Anteile je Platz: {shares}.</translation>
    </message>
    <message>
        <source>, {place} place</source>
        <translation>, {place} Platz</translation>
    </message>
    <message>
        <source>Left over from rounding: {amount}, to #{no} {name} (second-to-last in the final standings{where})</source>
        <translation>Rundungsrest: {amount}, an #{no} {name} (Vorletzter der Endstand{where})</translation>
    </message>
    <message>
        <source>equal to the pot</source>
        <translation>gleich dem Preistopf</translation>
    </message>
    <message>
        <source>NOT equal to the pot of {pot}: report this</source>
        <translation>NICHT gleich dem Preistopf von {pot}: bitte melden</translation>
    </message>
    <message>
        <source>Paid out: refunds {refunds} + prizes {prizes} + left over {left} = {total}, {check}.</source>
        <translation>Ausgezahlt: Rückerstattungen {refunds} + Preise {prizes} + Rest {left} = {total}, {check}.</translation>
    </message>
    <message>
        <source>To pay out, per person</source>
        <translation>Auszuzahlen, je Person</translation>
    </message>
    <message>
        <source>The same money added up for each of the {n} people who receive some (refund + prize + left-over), for handing it out: {amount} in all.</source>
        <translation>Dasselbe Geld je Person zusammengezählt für jede der {n} Personen, die etwas erhalten (Rückerstattung + Preis + Rest), zum Auszahlen: insgesamt {amount}.</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Left over</source>
        <translation>Rest</translation>
    </message>
    <message>
        <source>Total ({currency})</source>
        <translation>Gesamt ({currency})</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Follow seating and standings on your phone</source>
        <translation>Sitzordnung und Tabelle auf dem Handy verfolgen</translation>
    </message>
    <message>
        <source>game {game}: {tables_in} of {tables} tables in</source>
        <translation>Runde {game}: {tables_in} von {tables} Tischen eingetragen</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>{n} players registered</source>
        <translation>{n} Spieler angemeldet</translation>
    </message>
    <message>
        <source>Game {game} of {total}</source>
        <translation>Runde {game} von {total}</translation>
    </message>
    <message>
        <source>Find your table</source>
        <translation>Finden Sie Ihren Tisch</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>after game {game}</source>
        <translation>nach Runde {game}</translation>
    </message>
    <message>
        <source>Prize winners</source>
        <translation>Preisträger</translation>
    </message>
    <message>
        <source>Tournament Director – projector</source>
        <translation>Tournament Director – Projektor</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>every {seconds} s</source>
        <translation>alle {seconds} s</translation>
    </message>
    <message>
        <source>Page {number} of {total}</source>
        <translation>Seite {number} von {total}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitz</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>{n} players registered · the seating follows</source>
        <translation>{n} Spieler angemeldet · die Einteilung folgt</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore from a copy</source>
        <translation>Aus einer Kopie wiederherstellen</translation>
    </message>
    <message>
        <source>Make {file} what a copy holds. The current file is kept beside it as &quot;... replaced ...&quot;.</source>
        <translation>{file} erhält den Inhalt einer Kopie. Die aktuelle Datei wird daneben als &quot;... replaced ...&quot; aufbewahrt.</translation>
    </message>
    <message>
        <source>No automatic copies yet (they are made after each seating and every 10 results).</source>
        <translation>Noch keine automatischen Kopien (sie entstehen nach jeder Einteilung und alle 10 Ergebnisse).</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Another file...</source>
        <translation>Andere Datei...</translation>
    </message>
    <message>
        <source>Events (*.tdevent);;All files (*)</source>
        <translation>Turniere (*.tdevent);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>ein Turnier</translation>
    </message>
    <message>
        <source>Make {file} what {copy} holds ({holds})? Everything entered since that copy is no longer in the event (the current file is kept beside it).</source>
        <translation>{file} den Inhalt von {copy} geben ({holds})? Alles, was seit dieser Kopie eingegeben wurde, ist dann nicht mehr im Turnier (die aktuelle Datei wird daneben aufbewahrt).</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Nicht wiederhergestellt</translation>
    </message>
    <message>
        <source> The replaced file is kept as {file}.</source>
        <translation> Die ersetzte Datei ist als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>{file} now holds what {copy} held.</source>
        <translation>{file} enthält jetzt, was {copy} enthielt.</translation>
    </message>
    <message>
        <source>NOT SAVED: the event file is gone</source>
        <translation>NICHT GESPEICHERT: die Turnierdatei ist weg</translation>
    </message>
    <message>
        <source>The event file has changed under the window</source>
        <translation>Die Turnierdatei wurde am Fenster vorbei geändert</translation>
    </message>
    <message>
        <source>No further change is accepted. Save everything entered so far as a copy now?</source>
        <translation>Es wird keine Änderung mehr angenommen. Alles bisher Eingegebene jetzt als Kopie speichern?</translation>
    </message>
    <message>
        <source>Save a copy...</source>
        <translation>Kopie speichern...</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>ResultForm</name>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Table pts</source>
        <translation>Tischpkt.</translation>
    </message>
    <message>
        <source>Equal.</source>
        <translation>Ausgl.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Correct game {game}, table {table} (already recorded)</source>
        <translation>Runde {game}, Tisch {table} korrigieren (bereits erfasst)</translation>
    </message>
    <message>
        <source>Enter the result of game {game}, table {table}</source>
        <translation>Ergebnis eingeben: Runde {game}, Tisch {table}</translation>
    </message>
    <message>
        <source>{heading} - {n} players</source>
        <translation>{heading} - {n} Spieler</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitz</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Beste Partie</translation>
    </message>
    <message>
        <source>{field} of {who}</source>
        <translation>{field} von {who}</translation>
    </message>
    <message>
        <source>Table points (the same for every player at this table)</source>
        <translation>Tischpunkte (für jeden Spieler an diesem Tisch gleich)</translation>
    </message>
    <message>
        <source>yes / no</source>
        <translation>ja / nein</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} und {last}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Check what game {game}, table {table} sent</source>
        <translation>Prüfen, was Runde {game}, Tisch {table} gesendet hat</translation>
    </message>
    <message>
        <source>yes {yes}, no {no}</source>
        <translation>ja {yes}, nein {no}</translation>
    </message>
    <message>
        <source>{points} each</source>
        <translation>{points} je Stück</translation>
    </message>
    <message>
        <source>Tab moves down the column. Enter saves when everything is valid. Esc closes (asks first if something was typed).</source>
        <translation>Tab geht in der Spalte nach unten. Enter speichert, wenn alles gültig ist. Esc schließt (fragt zuerst, wenn etwas getippt wurde).</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>Korrektur speichern</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Bestätigen (Eingabe)</translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Ergebnis speichern</translation>
    </message>
    <message>
        <source>Reject ({key})</source>
        <translation>Ablehnen ({key})</translation>
    </message>
    <message>
        <source>Throw away what the table sent: it can send its result again</source>
        <translation>Verwerfen, was der Tisch gesendet hat: er kann sein Ergebnis erneut senden</translation>
    </message>
    <message>
        <source>This table&apos;s result is in; saving replaces it (the old result stays in the event&apos;s history).</source>
        <translation>Das Ergebnis dieses Tisches ist da; Speichern ersetzt es (das alte Ergebnis bleibt im Verlauf des Turniers).</translation>
    </message>
    <message>
        <source>It was recorded as places ({recorded}); enter the game results to correct it.</source>
        <translation>Es wurde als Plätze erfasst ({recorded}); geben Sie die Spielergebnisse ein, um es zu korrigieren.</translation>
    </message>
    <message>
        <source>Not here: {names} left the table and scores nothing; the table is scored as a table of {n}.</source>
        <translation>Nicht erschienen: {names} hat den Tisch verlassen und bekommt keine Punkte; der Tisch wird als Tisch zu {n} gewertet.</translation>
    </message>
    <message>
        <source>Game {games} is already seated: a change here updates the standings at once, but game {games} stays seated as it is.</source>
        <translation>Runde {games} ist bereits eingeteilt: Eine Änderung hier aktualisiert die Tabelle sofort, aber die Einteilung von Runde {games} bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Games {games} are already seated: a change here updates the standings at once, but the seatings of games {games} stay as they are.</source>
        <translation>Runden {games} sind bereits eingeteilt: Eine Änderung hier aktualisiert die Tabelle sofort, aber die Einteilungen der Runden {games} bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Discard what you typed?</source>
        <translation>Eingaben verwerfen?</translation>
    </message>
    <message>
        <source>The result typed for game {game}, table {table} is not saved. Close the form and lose it?</source>
        <translation>Das eingegebene Ergebnis für Runde {game}, Tisch {table} ist nicht gespeichert. Formular schließen und es verlieren?</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Keep typing</source>
        <translation>Weiter tippen</translation>
    </message>
    <message>
        <source>Ready: press Enter to confirm what the table sent.</source>
        <translation>Bereit: Eingabetaste bestätigt, was der Tisch gesendet hat.</translation>
    </message>
    <message>
        <source>Ready: press Enter to save.</source>
        <translation>Fertig: Enter drücken zum Speichern.</translation>
    </message>
    <message>
        <source>Cannot save: {reason}</source>
        <translation>Speichern nicht möglich: {reason}</translation>
    </message>
</context>
<context>
    <name>SeatChange</name>
    <message>
        <source>Not here: remove from table {table}...</source>
        <translation>Nicht erschienen: von Tisch {table} nehmen...</translation>
    </message>
    <message>
        <source>Move to table...</source>
        <translation>An Tisch umsetzen...</translation>
    </message>
    <message>
        <source>Swap with...</source>
        <translation>Tauschen mit...</translation>
    </message>
</context>
<context>
    <name>SeatChangeDialog</name>
    <message>
        <source>Not here: remove a player from the table</source>
        <translation>Nicht erschienen: einen Spieler vom Tisch nehmen</translation>
    </message>
    <message>
        <source>Move a player to another table</source>
        <translation>Einen Spieler an einen anderen Tisch umsetzen</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Zwei Spieler tauschen</translation>
    </message>
    <message>
        <source>Game {game}, being played: the tables without a result can change.</source>
        <translation>Runde {game} läuft: die Tische ohne Ergebnis können sich noch ändern.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>To table:</source>
        <translation>An Tisch:</translation>
    </message>
    <message>
        <source>last</source>
        <translation>letzter</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Sitz:</translation>
    </message>
    <message>
        <source>Swap with</source>
        <translation>Tauschen mit</translation>
    </message>
    <message>
        <source>Type a start number or part of a name</source>
        <translation>Startnummer oder einen Teil des Namens eingeben</translation>
    </message>
    <message>
        <source>With:</source>
        <translation>Mit:</translation>
    </message>
    <message>
        <source>Remove from the table</source>
        <translation>Vom Tisch nehmen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>{no} {name} - table {table}, seat {seat}</source>
        <translation>{no} {name} - Tisch {table}, Sitz {seat}</translation>
    </message>
    <message>
        <source>No table of game {game} without a result: there is nothing to change.</source>
        <translation>Kein Tisch der Runde {game} ohne Ergebnis: es gibt nichts zu ändern.</translation>
    </message>
    <message>
        <source>No player of the list is called that: type a start number or part of a name, then choose from the list.</source>
        <translation>Kein Spieler der Liste heißt so: Startnummer oder einen Teil des Namens eingeben, dann aus der Liste wählen.</translation>
    </message>
    <message>
        <source>{name} is not here: they leave table {table} and drop out, and table {table} plays with {n} (scored as a table of {n}).</source>
        <translation>{name} ist nicht erschienen: verlässt Tisch {table} und scheidet aus; Tisch {table} spielt zu {n} (gewertet als Tisch zu {n}).</translation>
    </message>
    <message>
        <source>Table {table} would be left with {n} players: move somebody to table {table} first.</source>
        <translation>An Tisch {table} blieben {n} Spieler übrig: zuerst jemanden an Tisch {table} umsetzen.</translation>
    </message>
    <message>
        <source>Table {table} is not one of the tables without a result: choose another.</source>
        <translation>Tisch {table} ist keiner der Tische ohne Ergebnis: einen anderen wählen.</translation>
    </message>
    <message>
        <source>{name} changes seats at table {table}.</source>
        <translation>{name} wechselt den Sitz an Tisch {table}.</translation>
    </message>
    <message>
        <source>Table {source} then plays with {n}, table {target} with {m}.</source>
        <translation>Tisch {source} spielt dann zu {n}, Tisch {target} zu {m}.</translation>
    </message>
    <message>
        <source>{a} goes to table {ta}; {b} to table {tb}.</source>
        <translation>{a} geht an Tisch {ta}; {b} an Tisch {tb}.</translation>
    </message>
    <message>
        <source>Choose another player to swap with.</source>
        <translation>Einen anderen Spieler zum Tauschen wählen.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Seed preset (cities, preserve, limbo, spaceport)</source>
        <translation>Vorgabe (Städte, Reservat, Limbo, Raumhafen)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Edited (below)</source>
        <translation>Bearbeitet (unten)</translation>
    </message>
    <message>
        <source>Seed preset: credit cards + Harbour Master tokens, then Harbour Master</source>
        <translation>Vorgabe: Kreditkarten + Hafenmeister-Marker, dann Hafenmeister</translation>
    </message>
    <message>
        <source>None: level players share their prizes</source>
        <translation>Keine: gleichauf liegende Spieler teilen ihre Preise</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>yes / no</source>
        <translation>ja / nein</translation>
    </message>
    <message>
        <source>What the table reports</source>
        <translation>Was der Tisch meldet</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Points each</source>
        <translation>Punkte je Stück</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Competition (table points, equalization, prize money)</source>
        <translation>Wettbewerb (Tischpunkte, Ausgleich, Preisgeld)</translation>
    </message>
    <message>
        <source>Campaign (placement points only)</source>
        <translation>Kampagne (nur Platzierungspunkte)</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Turnier-Einstellungen</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Wählen...</translation>
    </message>
    <message>
        <source>Event file:</source>
        <translation>Turnierdatei:</translation>
    </message>
    <message>
        <source>e.g. Terra Nova Open 2026</source>
        <translation>z. B. Terra Nova Open 2026</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Number of games:</source>
        <translation>Anzahl der Runden:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Währung:</translation>
    </message>
    <message>
        <source>Entry fee:</source>
        <translation>Startgeld:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>{game} - {least} to {most} players</source>
        <translation>{game} - {least} bis {most} Spieler</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Table points:</source>
        <translation>Tischpunkte:</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>Remove item</source>
        <translation>Eintrag entfernen</translation>
    </message>
    <message>
        <source>Points with one decimal, e.g. 0.1 or -0.3. A count uses &apos;Points each&apos;; yes / no uses &apos;Yes&apos; and &apos;No&apos;.</source>
        <translation>Punkte mit einer Nachkommastelle, z. B. 0,1 oder -0,3. Eine Anzahl nutzt &apos;Punkte je Stück&apos;; ja / nein nutzt &apos;Ja&apos; und &apos;Nein&apos;.</translation>
    </message>
    <message>
        <source>What decides between players level on points after the last game. With None they share the places (and prizes) they cover.</source>
        <translation>Was zwischen punktgleichen Spielern nach der letzten Runde entscheidet. Bei Keine teilen sie sich die Plätze (und Preise), die sie belegen.</translation>
    </message>
    <message>
        <source>Final tie-breaks:</source>
        <translation>Feinwertung:</translation>
    </message>
    <message>
        <source>Paper for printing:</source>
        <translation>Papier zum Drucken:</translation>
    </message>
    <message>
        <source>Name as typed</source>
        <translation>Name wie eingegeben</translation>
    </message>
    <message>
        <source>Surname (last word, with van, von, de ...)</source>
        <translation>Nachname (letztes Wort, mit van, von, de ...)</translation>
    </message>
    <message>
        <source>How printed name lists and the player list sort names alphabetically.</source>
        <translation>Wie gedruckte Namenslisten und die Spielerliste Namen alphabetisch sortieren.</translation>
    </message>
    <message>
        <source>Alphabetical by:</source>
        <translation>Alphabetisch nach:</translation>
    </message>
    <message>
        <source>File names as written (de, van der, von count for the letter)</source>
        <translation>Namen wie geschrieben einordnen (de, van der, von zählen für den Buchstaben)</translation>
    </message>
    <message>
        <source>Dutch and German lists file a surname without its particles: Jan de Boer under B, Ursula von der Leyen under L. Tick this to file every name as it is written.</source>
        <translation>Niederländische und deutsche Listen ordnen einen Nachnamen ohne seine Namenszusätze ein: Jan de Boer unter B, Ursula von der Leyen unter L. Ankreuzen, um jeden Namen so einzuordnen, wie er geschrieben ist.</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Turnier anlegen</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Einstellungen speichern</translation>
    </message>
    <message>
        <source>Game 1 is seated: the mode, the game and the table points are fixed now. The number of games can be {n} or more.</source>
        <translation>Runde 1 ist eingeteilt: Modus, Spiel und Tischpunkte stehen jetzt fest. Die Zahl der Runden kann {n} oder mehr sein.</translation>
    </message>
    <message>
        <source>Tie-break values are entered: the final tie-breaks are fixed now.</source>
        <translation>Feinwertungen sind eingegeben: die Feinwertung steht jetzt fest.</translation>
    </message>
    <message>
        <source>As stored: {items}</source>
        <translation>Wie gespeichert: {items}</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>F2 or Space: choose the kind</source>
        <translation>F2 oder Leertaste: Art wählen</translation>
    </message>
    <message>
        <source>Where to keep the event</source>
        <translation>Wo das Turnier gespeichert wird</translation>
    </message>
    <message>
        <source>Events (*.tdevent);;All files (*)</source>
        <translation>Turniere (*.tdevent);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Table-point item {n} has no name: type what the table reports, or remove the item.</source>
        <translation>Tischpunkt-Eintrag {n} hat keinen Namen: tippen Sie, was der Tisch meldet, oder entfernen Sie den Eintrag.</translation>
    </message>
    <message>
        <source>Discard the new event?</source>
        <translation>Das neue Turnier verwerfen?</translation>
    </message>
    <message>
        <source>Discard the changed settings?</source>
        <translation>Die geänderten Einstellungen verwerfen?</translation>
    </message>
    <message>
        <source>What you typed in this dialog is lost.</source>
        <translation>Was Sie in diesem Fenster eingegeben haben, geht verloren.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Weiter bearbeiten</translation>
    </message>
    <message>
        <source>The folder {folder} could not be made ({why}): choose another place with &quot;Choose...&quot;.</source>
        <translation>Der Ordner {folder} konnte nicht angelegt werden ({why}): wählen Sie mit &quot;Wählen...&quot; einen anderen Ort.</translation>
    </message>
    <message>
        <source>Choose where to keep the event file.</source>
        <translation>Wählen Sie, wo die Turnierdatei gespeichert wird.</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Das Turnier braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share on the local network</source>
        <translation>Im lokalen Netzwerk freigeben</translation>
    </message>
    <message>
        <source>Starting ...</source>
        <translation>Wird gestartet ...</translation>
    </message>
    <message>
        <source>Take results from the tables: each table sends its result from a phone, you confirm it</source>
        <translation>Ergebnisse von den Tischen annehmen: jeder Tisch sendet sein Ergebnis per Handy, Sie bestätigen es</translation>
    </message>
    <message>
        <source>Each table&apos;s page is on its score sheet (print the table sheets while this is on). Nothing a table sends counts before you confirm it on the Games page.</source>
        <translation>Die Seite jedes Tisches steht auf seinem Ergebnisbogen (drucken Sie die Tischbögen, während dies an ist). Nichts, was ein Tisch sendet, zählt, bevor Sie es auf der Seite Runden bestätigen.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Freigabe beenden</translation>
    </message>
    <message>
        <source>Players open this address on a phone in the same Wi-Fi, or scan the code. The pages update by themselves; sharing stops when the event is closed.</source>
        <translation>Die Spieler öffnen diese Adresse auf einem Handy im selben WLAN oder scannen den Code. Die Seiten aktualisieren sich selbst; das Teilen endet, wenn das Turnier geschlossen wird.</translation>
    </message>
    <message>
        <source>Players open this address on a phone in the same Wi-Fi, or scan the code. The pages are read-only and update by themselves; sharing stops when the event is closed.</source>
        <translation>Die Spieler öffnen diese Adresse auf einem Handy im selben WLAN oder scannen den Code. Die Seiten sind schreibgeschützt und aktualisieren sich selbst; die Freigabe endet, wenn das Turnier geschlossen wird.</translation>
    </message>
    <message>
        <source>This computer has no network address yet: connect it to the hall&apos;s Wi-Fi (or a travel router), then share again. Until then the pages are seen on this computer only.</source>
        <translation>Dieser Computer hat noch keine Netzwerkadresse: verbinden Sie ihn mit dem WLAN des Saals (oder einem Reiserouter) und geben Sie erneut frei. Bis dahin sind die Seiten nur auf diesem Computer zu sehen.</translation>
    </message>
    <message>
        <source>Also: {addresses}</source>
        <translation>Auch: {addresses}</translation>
    </message>
    <message>
        <source>On this computer: {addresses}</source>
        <translation>Auf diesem Computer: {addresses}</translation>
    </message>
    <message>
        <source>Tables send their results: print the table sheets now (Print &gt; Table sheets), each carries its table&apos;s code. What they send waits for you on the Games page.</source>
        <translation>Die Tische senden ihre Ergebnisse: drucken Sie jetzt die Tischbögen (Drucken &gt; Tischbögen), jeder mit dem Code seines Tisches. Was sie senden, wartet auf der Seite Runden auf Sie.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>Share on the local &amp;network...</source>
        <translation>Im lokalen &amp;Netzwerk freigeben...</translation>
    </message>
    <message>
        <source>Players see their table, the standings and the prize winners on their phones (read-only)</source>
        <translation>Die Spieler sehen ihren Tisch, die Tabelle und die Preisträger auf ihrem Handy (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Shared on the local network: show the address and QR code</source>
        <translation>Im lokalen Netzwerk freigegeben: Adresse und QR-Code zeigen</translation>
    </message>
    <message>
        <source>Sharing: {address}</source>
        <translation>Freigegeben: {address}</translation>
    </message>
    <message>
        <source>Sharing stopped: {why}</source>
        <translation>Freigabe beendet: {why}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>level</source>
        <translation>gleichauf</translation>
    </message>
    <message>
        <source>penalty {points}: {reason}</source>
        <translation>Strafe {points}: {reason}</translation>
    </message>
    <message>
        <source>award {points}: {reason}</source>
        <translation>Bonus {points}: {reason}</translation>
    </message>
    <message>
        <source>game {game}</source>
        <translation>Runde {game}</translation>
    </message>
    <message>
        <source>dropped out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>Games {points}</source>
        <translation>Runden {points}</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>gesamt {points}</translation>
    </message>
    <message>
        <source>G{game}</source>
        <translation>R{game}</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Points from game {game}</source>
        <translation>Punkte aus Runde {game}</translation>
    </message>
    <message>
        <source>not here</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: {place} - placement {placement}, table points {table_points}, equalization {equalization}</source>
        <translation>Runde {game}, Tisch {table}: {place} - Platzierung {placement}, Tischpunkte {table_points}, Ausgleich {equalization}</translation>
    </message>
    <message>
        <source>tie-break {values}</source>
        <translation>Feinwertung {values}</translation>
    </message>
    <message>
        <source>Tie-break: {values}</source>
        <translation>Feinwertung: {values}</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Filter by name, club or number (Ctrl+F)</source>
        <translation>Nach Name, Verein oder Nummer filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter the standings</source>
        <translation>Tabelle filtern</translation>
    </message>
    <message>
        <source>Standings after</source>
        <translation>Tabelle nach</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Tabelle drucken</translation>
    </message>
    <message>
        <source>The standings shown (now, or after the game chosen) as a PDF</source>
        <translation>Die gezeigte Tabelle (jetzt oder nach der gewählten Runde) als PDF</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV exportieren...</translation>
    </message>
    <message>
        <source>The standings as a CSV file for a spreadsheet</source>
        <translation>Die Tabelle als CSV-Datei für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Adjust points...</source>
        <translation>Punkte anpassen...</translation>
    </message>
    <message>
        <source>A penalty or an award for the player selected, with its reason (on the list: the - or + key)</source>
        <translation>Eine Strafe oder ein Bonus für den gewählten Spieler, mit Begründung (in der Liste: Taste - oder +)</translation>
    </message>
    <message>
        <source>Standings:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Now (live)</source>
        <translation>Jetzt (live)</translation>
    </message>
    <message>
        <source>After game {game}</source>
        <translation>Nach Runde {game}</translation>
    </message>
    <message>
        <source>, {n} level with another (rank shown as 3=)</source>
        <translation>, {n} gleichauf mit einem anderen (Rang als 3= gezeigt)</translation>
    </message>
    <message>
        <source>Select a player first (type a name or number in the filter), then adjust.</source>
        <translation>Zuerst einen Spieler wählen (Namen oder Nummer in den Filter tippen), dann anpassen.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Runs a multi-table board-game competition: registration, seating, results, standings and prize money. There is no Save: every action is stored in the event file the moment it is made.</source>
        <translation>Leitet ein Brettspielturnier an mehreren Tischen: Anmeldung, Einteilung, Ergebnisse, Tabelle und Preisgeld. Es gibt kein Speichern: jede Aktion wird sofort in der Turnierdatei gesichert.</translation>
    </message>
    <message>
        <source>New event...</source>
        <translation>Neues Turnier...</translation>
    </message>
    <message>
        <source>Open event...</source>
        <translation>Turnier öffnen...</translation>
    </message>
    <message>
        <source>Try a demo event (played through)</source>
        <translation>Demo-Turnier ausprobieren (durchgespielt)</translation>
    </message>
    <message>
        <source>Try a demo event (game 3 under way)</source>
        <translation>Demo-Turnier ausprobieren (Runde 3 läuft)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>A demo event is made in a temporary folder, with 39 players and 5 games:</source>
        <translation>Ein Demo-Turnier wird in einem temporären Ordner angelegt, mit 39 Spielern und 5 Runden:</translation>
    </message>
    <message>
        <source>Recent events</source>
        <translation>Zuletzt geöffnete Turniere</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Remove from list</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <source>No recent events yet.</source>
        <translation>Noch keine zuletzt geöffneten Turniere.</translation>
    </message>
    <message>
        <source> (not found)</source>
        <translation> (nicht gefunden)</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>All changes saved</source>
        <translation>Alle Änderungen gespeichert</translation>
    </message>
    <message>
        <source>The main desk is back: everything shown is up to date.</source>
        <translation>Die Hauptstation ist wieder da: alles Gezeigte ist aktuell.</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>Kein Turnier geöffnet</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Drucken</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>{n} players - result in</source>
        <translation>{n} Spieler - Ergebnis da</translation>
    </message>
    <message>
        <source>{n} players - waiting</source>
        <translation>{n} Spieler - wartet</translation>
    </message>
    <message>
        <source>Result in</source>
        <translation>Ergebnis da</translation>
    </message>
    <message>
        <source> - table points {points}</source>
        <translation> - Tischpunkte {points}</translation>
    </message>
    <message>
        <source>Not here: {names}</source>
        <translation>Nicht erschienen: {names}</translation>
    </message>
    <message>
        <source>Waiting for the result - seat 1 starts</source>
        <translation>Warten auf das Ergebnis - Sitz 1 beginnt</translation>
    </message>
    <message>
        <source>seat {seat}: {name}, number {no}</source>
        <translation>Sitz {seat}: {name}, Nummer {no}</translation>
    </message>
    <message>
        <source>Table {table}, {state}</source>
        <translation>Tisch {table}, {state}</translation>
    </message>
    <message>
        <source>Up and Down choose a player, the Menu key acts on seat {seat}: {name}</source>
        <translation>Pfeil hoch und runter wählen einen Spieler, die Menütaste wirkt auf Sitz {seat}: {name}</translation>
    </message>
</context>
<context>
    <name>TableSent</name>
    <message>
        <source>seat {seat}</source>
        <translation>Sitz {seat}</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>Sitze {seats}</translation>
    </message>
    <message>
        <source>the table&apos;s page</source>
        <translation>Tischseite</translation>
    </message>
    <message>
        <source>{n} phones on the table&apos;s page</source>
        <translation>{n} Handys auf der Tischseite</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} und {last}</translation>
    </message>
    <message>
        <source>{n} different results were sent ({who}, the last at {time}): they are side by side below. Enter alone confirms none: press 1, 2, ... to choose the one to confirm, or {key} to reject them all.</source>
        <translation>{n} verschiedene Ergebnisse wurden gesendet ({who}, das letzte um {time}): sie stehen unten nebeneinander. Enter allein bestätigt keines: drücken Sie 1, 2, ..., um das zu bestätigende zu wählen, oder {key}, um alle abzulehnen.</translation>
    </message>
    <message>
        <source>Sent by {who} before the move: the table&apos;s players changed since, so it cannot be confirmed. {key} rejects it (the table sends again), or enter the result yourself.</source>
        <translation>Vor dem Wechsel gesendet ({who}): die Spieler des Tisches haben sich seitdem geändert, daher kann es nicht bestätigt werden. {key} lehnt es ab (der Tisch sendet erneut), oder geben Sie das Ergebnis selbst ein.</translation>
    </message>
    <message>
        <source>Sent by {who} at {time}: they agree.</source>
        <translation>Gesendet um {time} ({who}): sie sind sich einig.</translation>
    </message>
    <message>
        <source>Sent by {who} at {time}.</source>
        <translation>Gesendet um {time} ({who}).</translation>
    </message>
    <message>
        <source>Enter confirms it as sent; {key} rejects it (the table can send again). Change a box to record your own values instead.</source>
        <translation>Enter bestätigt es wie gesendet; {key} lehnt es ab (der Tisch kann erneut senden). Ändern Sie ein Feld, um stattdessen Ihre eigenen Werte einzutragen.</translation>
    </message>
    <message>
        <source>sent before the move</source>
        <translation>vor dem Wechsel gesendet</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>einig</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>Widerspruch</translation>
    </message>
    <message>
        <source>sent at {time}</source>
        <translation>gesendet um {time}</translation>
    </message>
    <message>
        <source>Sent by {who} at {time}</source>
        <translation>Gesendet um {time}: {who}</translation>
    </message>
    <message>
        <source>Seat {seat}, #{no}</source>
        <translation>Sitz {seat}, #{no}</translation>
    </message>
    <message>
        <source>What the table sent, side by side: press 1, 2, ... to choose</source>
        <translation>Was der Tisch gesendet hat, nebeneinander: 1, 2, ... drücken, um zu wählen</translation>
    </message>
    <message>
        <source>Press a submission&apos;s number (or click its head) to choose it</source>
        <translation>Drücken Sie die Nummer einer Einsendung (oder klicken Sie auf ihren Kopf), um sie zu wählen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Submission {n} was sent before the move (the table&apos;s players changed since): it cannot be confirmed.</source>
        <translation>Einsendung {n} wurde vor dem Wechsel gesendet (die Spieler des Tisches haben sich seitdem geändert): sie kann nicht bestätigt werden.</translation>
    </message>
    <message>
        <source>Submission {n} chosen: Enter confirms it as sent.</source>
        <translation>Einsendung {n} gewählt: Enter bestätigt sie wie gesendet.</translation>
    </message>
    <message>
        <source>Choose what to confirm: press 1 to {n} (the submissions side by side), or {key} to reject them.</source>
        <translation>Wählen Sie, was bestätigt wird: drücken Sie 1 bis {n} (die Einsendungen nebeneinander), oder {key}, um sie abzulehnen.</translation>
    </message>
    <message>
        <source>This was sent before the move: it cannot be confirmed. {key} rejects it.</source>
        <translation>Dies wurde vor dem Wechsel gesendet: es kann nicht bestätigt werden. {key} lehnt es ab.</translation>
    </message>
</context>
<context>
    <name>TiebreakModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{item}: yes or no</source>
        <translation>{item}: ja oder nein</translation>
    </message>
    <message>
        <source>{item}: a whole number, e.g. 3</source>
        <translation>{item}: eine ganze Zahl, z. B. 3</translation>
    </message>
</context>
<context>
    <name>TiebreakPanel</name>
    <message>
        <source>Final tie-breaks</source>
        <translation>Feinwertung nach der letzten Runde</translation>
    </message>
    <message>
        <source>Tie-break values of the players level on points</source>
        <translation>Feinwertungen der punktgleichen Spieler</translation>
    </message>
    <message>
        <source>Save tie-breaks</source>
        <translation>Feinwertung speichern</translation>
    </message>
    <message>
        <source>This event has no final tie-breaks (Event &gt; Event settings): players level on points after the last game share the places, and the prizes, they cover.</source>
        <translation>Dieses Turnier hat keine Feinwertung (Turnier &gt; Turnier-Einstellungen): nach der letzten Runde punktgleiche Spieler teilen sich die Plätze und Preise, die sie belegen.</translation>
    </message>
    <message>
        <source>After the last game, the players level on points get their tie-break values here.</source>
        <translation>Nach der letzten Runde erhalten die punktgleichen Spieler hier ihre Feinwertungen.</translation>
    </message>
    <message>
        <source>{n} players are level on points, but no tie among them changes the prize money: no tie-breaks are needed.</source>
        <translation>{n} Spieler sind punktgleich, aber kein Gleichstand ändert das Preisgeld: es ist keine Feinwertung nötig.</translation>
    </message>
    <message>
        <source>No players are level on points: no tie-breaks are needed.</source>
        <translation>Keine Spieler sind punktgleich: keine Feinwertung nötig.</translation>
    </message>
    <message>
        <source>{n} players are level on points. Type each one&apos;s values (in this order they break the tie: {order}).</source>
        <translation>{n} Spieler sind punktgleich. Tippen Sie die Werte jedes Spielers ein (in dieser Reihenfolge entscheiden sie: {order}).</translation>
    </message>
    <message>
        <source>{n} still missing.</source>
        <translation>{n} fehlen noch.</translation>
    </message>
    <message>
        <source>All are in.</source>
        <translation>Alle sind da.</translation>
    </message>
    <message>
        <source>#{no}: give every value</source>
        <translation>#{no}: jeden Wert angeben</translation>
    </message>
    <message>
        <source>Saved tie-breaks of {players}; </source>
        <translation>Feinwertung von {players} gespeichert; </translation>
    </message>
    <message>
        <source>Saved tie-breaks of {players}.</source>
        <translation>Feinwertung von {players} gespeichert.</translation>
    </message>
    <message>
        <source> {n} still to enter.</source>
        <translation> {n} noch einzugeben.</translation>
    </message>
</context>
<context>
    <name>common</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Not done: </source>
        <translation>Nicht ausgeführt: </translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <source>It was written to the log file {path}.</source>
        <translation>Er wurde in die Protokolldatei {path} geschrieben.</translation>
    </message>
    <message>
        <source>The log file could not be written; copy the details below.</source>
        <translation>Die Protokolldatei konnte nicht geschrieben werden; kopieren Sie die Details unten.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>The program met an unexpected error. Everything stored before it is safe in the event file: each action is stored whole or not at all.</source>
        <translation>Das Programm ist auf einen unerwarteten Fehler gestoßen. Alles davor Gespeicherte ist sicher in der Turnierdatei: jede Aktion wird ganz oder gar nicht gespeichert.</translation>
    </message>
    <message>
        <source>Please send the details to whoever supports the program.</source>
        <translation>Bitte senden Sie die Details an den Betreuer des Programms.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
</context>
</TS>
