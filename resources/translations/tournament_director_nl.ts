<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AddDeskDialog</name>
    <message>
        <source>Add a desk</source>
        <translation>Balie toevoegen</translation>
    </message>
    <message>
        <source>Desk name</source>
        <translation>Naam van de balie</translation>
    </message>
    <message>
        <source>e.g. Door, or Results 2</source>
        <translation>bijv. Ingang of Uitslagen 2</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Rol:</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Adjust points: {name}</source>
        <translation>Punten aanpassen: {name}</translation>
    </message>
    <message>
        <source>{no} {name}: {points} points now. A penalty is negative (-1.0), an award positive (0.5); it counts in the total from now on.</source>
        <translation>{no} {name}: nu {points} punten. Een straf is negatief (-1,0), een bonus positief (0,5); het telt vanaf nu mee in het totaal.</translation>
    </message>
    <message>
        <source>-1.0 or 0.5</source>
        <translation>-1,0 of 0,5</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punten:</translation>
    </message>
    <message>
        <source>e.g. Late back from lunch</source>
        <translation>bijv. Te laat terug van de lunch</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Reden:</translation>
    </message>
    <message>
        <source>no game in particular</source>
        <translation>geen bepaalde ronde</translation>
    </message>
    <message>
        <source>game {game}</source>
        <translation>ronde {game}</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Voor:</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Aanpassen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>{change}: {old} -&gt; {new} points.</source>
        <translation>{change}: {old} -&gt; {new} punten.</translation>
    </message>
</context>
<context>
    <name>Breakdown</name>
    <message>
        <source>Why these points</source>
        <translation>Waarom deze punten</translation>
    </message>
    <message>
        <source>Select a player to see how their points were made.</source>
        <translation>Kies een speler om te zien hoe de punten tot stand kwamen.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Table pts</source>
        <translation>Tafelptn</translation>
    </message>
    <message>
        <source>Equal.</source>
        <translation>Egal.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>{name} (#{no}) - no result in yet, so no rank</source>
        <translation>{name} (#{no}) - nog geen uitslag binnen, dus geen plaats</translation>
    </message>
    <message>
        <source>{rank}. {name} (#{no}) - {points} points</source>
        <translation>{rank}. {name} (#{no}) - {points} punten</translation>
    </message>
    <message>
        <source> - level on points with another player</source>
        <translation> - gelijk in punten met een andere speler</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wacht</translation>
    </message>
    <message>
        <source>not here</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <source>game {game}</source>
        <translation>ronde {game}</translation>
    </message>
    <message>
        <source>Total {sums} = {points}. </source>
        <translation>Totaal {sums} = {points}. </translation>
    </message>
    <message>
        <source>Each game: placement (n points for 1st at a table of n, shared when tied) + table points + equalization.</source>
        <translation>Elke ronde: plaatsing (n punten voor de 1e aan een tafel van n, gedeeld bij gelijke stand) + tafelpunten + egalisatie.</translation>
    </message>
    <message>
        <source>Below the games: the penalties and awards given.</source>
        <translation>Onder de rondes: de gegeven straffen en bonussen.</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>Round clock (Hall menu): F5 starts or pauses it</source>
        <translation>Rondeklok (menu Toernooi): F5 start of pauzeert hem</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Round {time}</source>
        <translation>Ronde {time}</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation> (gepauzeerd)</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import players from {file}</source>
        <translation>Spelers importeren uit {file}</translation>
    </message>
    <message>
        <source>The header does not say which column is the name: choose the columns.</source>
        <translation>De kopregel zegt niet welke kolom de naam is: kies de kolommen.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>kolom {n}</translation>
    </message>
    <message>
        <source>Choose at least the column of the name (or of the first and the last name).</source>
        <translation>Kies ten minste de kolom met de naam (of die met de voornaam en die met de achternaam).</translation>
    </message>
    <message>
        <source>1 bad row is not imported: fix it in the file and import that line later. The good rows can be imported now.</source>
        <translation>1 foute rij wordt niet geïmporteerd: verbeter die in het bestand en importeer die regel later. De goede rijen kunnen nu worden geïmporteerd.</translation>
    </message>
    <message>
        <source>{n} bad rows are not imported: fix them in the file and import those lines later. The good rows can be imported now.</source>
        <translation>{n} foute rijen worden niet geïmporteerd: verbeter ze in het bestand en importeer die regels later. De goede rijen kunnen nu worden geïmporteerd.</translation>
    </message>
    <message>
        <source>1 bad row: nothing will be imported until the file is fixed. Fix these lines and import again.</source>
        <translation>1 foute rij: er wordt niets geïmporteerd totdat het bestand is verbeterd. Verbeter deze regels en importeer opnieuw.</translation>
    </message>
    <message>
        <source>{n} bad rows: nothing will be imported until the file is fixed. Fix these lines and import again.</source>
        <translation>{n} foute rijen: er wordt niets geïmporteerd totdat het bestand is verbeterd. Verbeter deze regels en importeer opnieuw.</translation>
    </message>
    <message>
        <source>{players} will be added:</source>
        <translation>{players} worden toegevoegd:</translation>
    </message>
    <message>
        <source>The file has no players: add rows under the header line &apos;name&apos;.</source>
        <translation>Het bestand heeft geen spelers: voeg rijen toe onder de kopregel &apos;name&apos;.</translation>
    </message>
    <message>
        <source>Columns not used (ignored): {columns}.</source>
        <translation>Niet gebruikte kolommen (genegeerd): {columns}.</translation>
    </message>
    <message>
        <source>The {n} good rows:</source>
        <translation>De {n} goede rijen:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Voornaam</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Achternaam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betaald</translation>
    </message>
    <message>
        <source>Import the {players} of the good rows</source>
        <translation>De {players} van de goede rijen importeren</translation>
    </message>
    <message>
        <source>Import {players}</source>
        <translation>{players} importeren</translation>
    </message>
</context>
<context>
    <name>Desks</name>
    <message>
        <source>door: players, check-in</source>
        <translation>ingang: spelers, aanmelden</translation>
    </message>
    <message>
        <source>results: results, moves, prints</source>
        <translation>uitslagen: uitslagen, verplaatsen, afdrukken</translation>
    </message>
    <message>
        <source>full: everything but the settings</source>
        <translation>volledig: alles behalve de instellingen</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>nog niet</translation>
    </message>
    <message>
        <source>now</source>
        <translation>nu</translation>
    </message>
</context>
<context>
    <name>DesksBox</name>
    <message>
        <source>Other desks</source>
        <translation>Andere balies</translation>
    </message>
    <message>
        <source>Other laptops may join as desks (the door, the results): this laptop keeps the event</source>
        <translation>Andere laptops mogen aansluiten als balies (ingang, uitslagen): deze laptop houdt het toernooi</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Balie</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Laatst gezien</translation>
    </message>
    <message>
        <source>Desks</source>
        <translation>Balies</translation>
    </message>
    <message>
        <source>Add a desk...</source>
        <translation>Balie toevoegen...</translation>
    </message>
    <message>
        <source>Desks join at port {port}, each with its own link (encrypted).</source>
        <translation>Balies sluiten aan op poort {port}, elk met een eigen link (versleuteld).</translation>
    </message>
    <message>
        <source>Off: no other desk can reach this event.</source>
        <translation>Uit: geen andere balie kan dit toernooi bereiken.</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>ingetrokken</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Intrekken</translation>
    </message>
    <message>
        <source>Revoke {desk}</source>
        <translation>{desk} intrekken</translation>
    </message>
    <message>
        <source>Add a desk</source>
        <translation>Balie toevoegen</translation>
    </message>
</context>
<context>
    <name>EventFiles</name>
    <message>
        <source>The event is open elsewhere</source>
        <translation>Het toernooi is elders geopend</translation>
    </message>
    <message>
        <source>The event file is damaged</source>
        <translation>Het toernooibestand is beschadigd</translation>
    </message>
    <message>
        <source>The event is from a newer version</source>
        <translation>Het toernooi komt van een nieuwere versie</translation>
    </message>
    <message>
        <source>Not an event file</source>
        <translation>Geen toernooibestand</translation>
    </message>
    <message>
        <source>The file exists already</source>
        <translation>Het bestand bestaat al</translation>
    </message>
    <message>
        <source>Only one window or command may change an event at a time, so that no result is ever lost. Close the event in the other window (or wait for the command to finish) and open it again. If no other window is open, restart the computer&apos;s session: the lock is released when the program that holds it ends.</source>
        <translation>Slechts één venster of opdracht tegelijk mag een toernooi wijzigen, zodat er nooit een uitslag verloren gaat. Sluit het toernooi in het andere venster (of wacht tot de opdracht klaar is) en open het opnieuw. Is er geen ander venster open, meld je dan opnieuw aan op de computer: de vergrendeling vervalt wanneer het programma dat haar vasthoudt stopt.</translation>
    </message>
    <message>
        <source>Open the most recent copy of this event instead (made with &quot;Save a copy as...&quot;), or the backup kept beside it. The damaged file was not changed.</source>
        <translation>Open in plaats daarvan de meest recente kopie van dit toernooi (gemaakt met &quot;Kopie opslaan als...&quot;), of de reservekopie ernaast. Het beschadigde bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <source>Install the newer Tournament Director that wrote this file. This version does not change the file.</source>
        <translation>Installeer de nieuwere Tournament Director die dit bestand schreef. Deze versie wijzigt het bestand niet.</translation>
    </message>
    <message>
        <source>Choose a file ending in .tdevent.</source>
        <translation>Kies een bestand dat eindigt op .tdevent.</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Een toernooi openen</translation>
    </message>
    <message>
        <source>Events (*.tdevent);;All files (*)</source>
        <translation>Toernooien (*.tdevent);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Event file updated</source>
        <translation>Toernooibestand bijgewerkt</translation>
    </message>
    <message>
        <source>The event was written by an older version and has been updated. A copy of the old file was kept: {backup}</source>
        <translation>Het toernooi is geschreven door een oudere versie en is bijgewerkt. Een kopie van het oude bestand is bewaard: {backup}</translation>
    </message>
    <message>
        <source>The event cannot be opened</source>
        <translation>Het toernooi kan niet worden geopend</translation>
    </message>
    <message>
        <source>Created {path}. Add the players next.</source>
        <translation>{path} aangemaakt. Voeg nu de spelers toe.</translation>
    </message>
    <message>
        <source>Save a copy of the event as</source>
        <translation>Een kopie van het toernooi opslaan als</translation>
    </message>
    <message>
        <source>The copy was not made</source>
        <translation>De kopie is niet gemaakt</translation>
    </message>
    <message>
        <source>A copy of the event was saved as {dest}. Keep working in {name}: the copy is a backup.</source>
        <translation>Een kopie van het toernooi is opgeslagen als {dest}. Werk verder in {name}: de kopie is een reservekopie.</translation>
    </message>
    <message>
        <source>Making the demo event ...</source>
        <translation>Het demotoernooi wordt gemaakt ...</translation>
    </message>
    <message>
        <source>Making a demo event ...</source>
        <translation>Een demotoernooi wordt gemaakt ...</translation>
    </message>
    <message>
        <source>This demo event lives in a temporary folder and is deleted when the program closes; use File &gt; Save a copy as... to keep it.</source>
        <translation>Dit demotoernooi staat in een tijdelijke map en wordt verwijderd als het programma sluit; gebruik Bestand &gt; Kopie opslaan als... om het te bewaren.</translation>
    </message>
    <message>
        <source>The demo event could not be made</source>
        <translation>Het demotoernooi kon niet worden gemaakt</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export the players as CSV</source>
        <translation>Spelers exporteren als CSV</translation>
    </message>
    <message>
        <source>Export the standings as CSV</source>
        <translation>Stand exporteren als CSV</translation>
    </message>
    <message>
        <source>Export the results as CSV</source>
        <translation>Uitslagen exporteren als CSV</translation>
    </message>
    <message>
        <source>players</source>
        <translation>spelers</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>stand</translation>
    </message>
    <message>
        <source>results</source>
        <translation>uitslagen</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-bestanden (*.csv);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}.</source>
        <translation>Het bestand kon niet worden geschreven: {reason}.</translation>
    </message>
    <message>
        <source>Exported {rows} of {what} to {path}.</source>
        <translation>{rows} ({what}) geëxporteerd naar {path}.</translation>
    </message>
</context>
<context>
    <name>GameTables</name>
    <message>
        <source>Take back this seating</source>
        <translation>Deze indeling intrekken</translation>
    </message>
    <message>
        <source>No result is in yet: discard this seating and seat the game again later (e.g. after a late entry)</source>
        <translation>Er is nog geen uitslag binnen: gooi deze indeling weg en deel de ronde later opnieuw in (bijv. na een late inschrijving)</translation>
    </message>
    <message>
        <source>Print seating</source>
        <translation>Indeling afdrukken</translation>
    </message>
    <message>
        <source>Print table sheets</source>
        <translation>Tafelformulieren afdrukken</translation>
    </message>
    <message>
        <source>Correct a table...</source>
        <translation>Een tafel corrigeren...</translation>
    </message>
    <message>
        <source>Open a table of this earlier game to correct its recorded result</source>
        <translation>Open een tafel van deze eerdere ronde om de vastgelegde uitslag te corrigeren</translation>
    </message>
    <message>
        <source>The table sheets or the seating of the tables changed since the seating (moves, swaps, no-shows), printed again</source>
        <translation>De tafelformulieren of de indeling van de tafels die sinds de indeling zijn veranderd (verplaatst, geruild, afwezig), opnieuw afgedrukt</translation>
    </message>
    <message>
        <source>Table sheets of the changed tables</source>
        <translation>Tafelformulieren van de veranderde tafels</translation>
    </message>
    <message>
        <source>Seating of the changed tables</source>
        <translation>Indeling van de veranderde tafels</translation>
    </message>
    <message>
        <source>Tables sent their results from a phone: each counts once you confirm it</source>
        <translation>Tafels hebben hun uitslag met een telefoon gestuurd: elke uitslag telt zodra u hem bevestigt</translation>
    </message>
    <message>
        <source>Waiting tables only</source>
        <translation>Alleen wachtende tafels</translation>
    </message>
    <message>
        <source>Show only the tables whose result is not in yet</source>
        <translation>Toon alleen de tafels waarvan de uitslag nog niet binnen is</translation>
    </message>
    <message>
        <source>Game {game} - {n} players at {plan}</source>
        <translation>Ronde {game} - {n} spelers aan {plan}</translation>
    </message>
    <message>
        <source> - every result is in</source>
        <translation> - alle uitslagen zijn binnen</translation>
    </message>
    <message>
        <source>table {table} plays with {n}</source>
        <translation>tafel {table} speelt met {n}</translation>
    </message>
    <message>
        <source>Print again: {tables}...</source>
        <translation>Opnieuw afdrukken: {tables}...</translation>
    </message>
    <message>
        <source>Print again: table {table}...</source>
        <translation>Opnieuw afdrukken: tafel {table}...</translation>
    </message>
    <message>
        <source>Waiting: tables {tables}</source>
        <translation>Wacht op: tafels {tables}</translation>
    </message>
    <message>
        <source>Correct a table of game {game}...</source>
        <translation>Een tafel van ronde {game} corrigeren...</translation>
    </message>
    <message>
        <source>Waiting tables only ({n})</source>
        <translation>Alleen wachtende tafels ({n})</translation>
    </message>
    <message>
        <source>1 table sent a result - Enter to check it</source>
        <translation>1 tafel heeft een uitslag gestuurd - Enter om hem te controleren</translation>
    </message>
    <message>
        <source>{n} tables sent a result - Enter to check the next</source>
        <translation>{n} tafels hebben een uitslag gestuurd - Enter om de volgende te controleren</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>no tables</source>
        <translation>geen tafels</translation>
    </message>
    <message>
        <source>1 table of {sizes}</source>
        <translation>1 tafel van {sizes}</translation>
    </message>
    <message>
        <source>{n} tables of {sizes}</source>
        <translation>{n} tafels van {sizes}</translation>
    </message>
    <message>
        <source>{n} tables: </source>
        <translation>{n} tafels: </translation>
    </message>
    <message>
        <source>{n} of {size} players</source>
        <translation>{n} van {size} spelers</translation>
    </message>
    <message>
        <source> ... and {n} more</source>
        <translation> ... en nog {n}</translation>
    </message>
    <message>
        <source>table {table} waiting</source>
        <translation>tafel {table} wacht</translation>
    </message>
    <message>
        <source>{n} tables waiting: {tables}</source>
        <translation>{n} tafels wachten: {tables}</translation>
    </message>
    <message>
        <source>no.</source>
        <translation>nr.</translation>
    </message>
    <message>
        <source>Open table:</source>
        <translation>Tafel openen:</translation>
    </message>
    <message>
        <source>Seat game</source>
        <translation>Ronde indelen</translation>
    </message>
    <message>
        <source>Open or create an event first.</source>
        <translation>Open of maak eerst een toernooi.</translation>
    </message>
    <message>
        <source>Open table of game {game}:</source>
        <translation>Tafel openen van ronde {game}:</translation>
    </message>
    <message>
        <source>Game {game} - all in</source>
        <translation>Ronde {game} - alles binnen</translation>
    </message>
    <message>
        <source>Type a table number of the game shown and press Enter to open its result form</source>
        <translation>Typ een tafelnummer van de getoonde ronde en druk op Enter om het uitslagformulier te openen</translation>
    </message>
    <message>
        <source>Game {game} - {tables_in} of {tables} in</source>
        <translation>Ronde {game} - {tables_in} van {tables} binnen</translation>
    </message>
    <message>
        <source>Game {game} - done</source>
        <translation>Ronde {game} - klaar</translation>
    </message>
    <message>
        <source>Game {game} - to seat</source>
        <translation>Ronde {game} - in te delen</translation>
    </message>
    <message>
        <source>No game to show yet.</source>
        <translation>Nog geen ronde om te tonen.</translation>
    </message>
    <message>
        <source>Game {game} - not seated yet</source>
        <translation>Ronde {game} - nog niet ingedeeld</translation>
    </message>
    <message>
        <source>{n} players: {plan}</source>
        <translation>{n} spelers: {plan}</translation>
    </message>
    <message>
        <source>{n} players playing.</source>
        <translation>{n} spelers spelen mee.</translation>
    </message>
    <message>
        <source>Seats are drawn by lot. After seating, print the seating and the table sheets.</source>
        <translation>De stoelen worden geloot. Druk na het indelen de indeling en de tafelformulieren af.</translation>
    </message>
    <message>
        <source>Players are seated by the standings: the best at table 1 (the smallest), players level on points in an order drawn by lot.</source>
        <translation>Spelers worden ingedeeld volgens de stand: de besten aan tafel 1 (de kleinste), spelers met gelijke punten in een door loting bepaalde volgorde.</translation>
    </message>
    <message>
        <source> This is an extension game: first place is level.</source>
        <translation> Dit is een verlengingsronde: gedeelde eerste plaats.</translation>
    </message>
    <message>
        <source>Check-in is used: only the players here are seated; the {n} not here yet are left out (the Players page ticks them in).</source>
        <translation>Er wordt aangemeld aan de deur: alleen wie aanwezig is, wordt ingedeeld; de {n} die er nog niet zijn, vallen buiten de indeling (op de pagina Spelers vink je ze aan).</translation>
    </message>
    <message>
        <source>Seat game {game}</source>
        <translation>Ronde {game} indelen</translation>
    </message>
    <message>
        <source>Seated game {game}: {plan}. Print the seating (Ctrl+P), then type a table&apos;s number to enter its result.</source>
        <translation>Ronde {game} ingedeeld: {plan}. Druk de indeling af (Ctrl+P) en typ dan een tafelnummer om de uitslag in te voeren.</translation>
    </message>
    <message>
        <source>Take back the seating of game {game}?</source>
        <translation>De indeling van ronde {game} intrekken?</translation>
    </message>
    <message>
        <source>The seating of game {game} is discarded: its tables and any printed seating or table sheets no longer count. No result is lost (none is in yet).

The game can be seated again at any time with &quot;Seat game {game}&quot;, for example after a late entry, so that the new player is seated too.</source>
        <translation>De indeling van ronde {game} wordt weggegooid: de tafels en eventueel afgedrukte indelingen of tafelformulieren tellen niet meer. Er gaat geen uitslag verloren (er is er nog geen binnen).

De ronde kan op elk moment opnieuw worden ingedeeld met &quot;Ronde {game} indelen&quot;, bijvoorbeeld na een late inschrijving, zodat de nieuwe speler ook wordt ingedeeld.</translation>
    </message>
    <message>
        <source>Take back the seating</source>
        <translation>Indeling intrekken</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behouden</translation>
    </message>
    <message>
        <source>Adjust points...</source>
        <translation>Punten aanpassen...</translation>
    </message>
    <message>
        <source>No game is seated yet: seat game 1 first.</source>
        <translation>Er is nog geen ronde ingedeeld: deel eerst ronde 1 in.</translation>
    </message>
    <message>
        <source>Correct a table of game {game}</source>
        <translation>Een tafel van ronde {game} corrigeren</translation>
    </message>
    <message>
        <source>Table number of game {game} (1-{last}):</source>
        <translation>Tafelnummer van ronde {game} (1-{last}):</translation>
    </message>
    <message>
        <source> Game {game}: {waiting}.</source>
        <translation> Ronde {game}: {waiting}.</translation>
    </message>
    <message>
        <source> Every table of game {game} is in.</source>
        <translation> Alle tafels van ronde {game} zijn binnen.</translation>
    </message>
</context>
<context>
    <name>Hall</name>
    <message>
        <source>Find your table</source>
        <translation>Zoek je tafel</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Prize winners</source>
        <translation>Prijswinnaars</translation>
    </message>
    <message>
        <source>&amp;Projector</source>
        <translation>&amp;Projector</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Projector op &amp;volledig scherm</translation>
    </message>
    <message>
        <source>Projector scr&amp;een</source>
        <translation>&amp;Scherm van de projector</translation>
    </message>
    <message>
        <source>Projector pa&amp;ges</source>
        <translation>Projector-p&amp;agina&apos;s</translation>
    </message>
    <message>
        <source>Pa&amp;use the projector&apos;s pages</source>
        <translation>Pagina&apos;s van de projector pa&amp;uzeren</translation>
    </message>
    <message>
        <source>Projector: next page</source>
        <translation>Projector: volgende pagina</translation>
    </message>
    <message>
        <source>Projector: previous page</source>
        <translation>Projector: vorige pagina</translation>
    </message>
    <message>
        <source>Round &amp;clock</source>
        <translation>Ronde&amp;klok</translation>
    </message>
    <message>
        <source>&amp;Set the time...</source>
        <translation>Tijd &amp;instellen...</translation>
    </message>
    <message>
        <source>Start / &amp;pause</source>
        <translation>Start / &amp;pauze</translation>
    </message>
    <message>
        <source>+1 minute</source>
        <translation>+1 minuut</translation>
    </message>
    <message>
        <source>+5 minutes</source>
        <translation>+5 minuten</translation>
    </message>
    <message>
        <source>−1 minute</source>
        <translation>−1 minuut</translation>
    </message>
    <message>
        <source>−5 minutes</source>
        <translation>−5 minuten</translation>
    </message>
    <message>
        <source>&amp;Announcement...</source>
        <translation>&amp;Mededeling...</translation>
    </message>
    <message>
        <source>C&amp;lear the announcement</source>
        <translation>Mededeling &amp;wissen</translation>
    </message>
    <message>
        <source>Not done: {why}</source>
        <translation>Niet gedaan: {why}</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Rondeklok</translation>
    </message>
    <message>
        <source>Time for this game, in minutes (the clock stops and shows the whole time; F5 starts it):</source>
        <translation>Tijd voor deze ronde, in minuten (de klok stopt en toont de hele tijd; F5 start hem):</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>Mededeling</translation>
    </message>
    <message>
        <source>One line for the projector (shown until cleared):</source>
        <translation>Eén regel voor de projector (getoond tot hij gewist wordt):</translation>
    </message>
    <message>
        <source>Announcement cleared.</source>
        <translation>Mededeling weggehaald.</translation>
    </message>
    <message>
        <source>Announcement shown on the projector.</source>
        <translation>Mededeling getoond op de projector.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Wat</translation>
    </message>
    <message>
        <source>Before -&gt; after</source>
        <translation>Voor -&gt; na</translation>
    </message>
    <message>
        <source>
... and {n} more.</source>
        <translation>
... en nog {n}.</translation>
    </message>
    <message>
        <source>The event file differs from its history</source>
        <translation>Het toernooibestand wijkt af van de geschiedenis</translation>
    </message>
    <message>
        <source>The file does not hold exactly what its audit log (the history of changes) says:</source>
        <translation>Het bestand bevat niet precies wat het logboek (de geschiedenis van wijzigingen) zegt:</translation>
    </message>
    <message>
        <source>The event is open and can be used. If nobody changed the file on purpose, compare it with a recent copy (File &gt; Restore from a copy... lists them). Event &gt; Check the file against its history lists the differences again.</source>
        <translation>Het toernooi is open en bruikbaar. Heeft niemand het bestand bewust gewijzigd, vergelijk het dan met een recente kopie (Bestand &gt; Herstellen uit een kopie... toont ze). Toernooi &gt; Bestand controleren tegen de geschiedenis toont de verschillen opnieuw.</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>Geschiedenis van wijzigingen</translation>
    </message>
    <message>
        <source>Revert this correction</source>
        <translation>Deze correctie terugdraaien</translation>
    </message>
    <message>
        <source>Puts the table&apos;s result back as it was before the chosen correction (a change of its own, in the list)</source>
        <translation>Zet de uitslag van de tafel terug zoals die was vóór de gekozen correctie (een eigen wijziging, in de lijst)</translation>
    </message>
    <message>
        <source>Every change to the event, newest first, with what it changed. Nothing is ever removed from this list: an undo is a line of its own.</source>
        <translation>Elke wijziging van het toernooi, nieuwste eerst, met wat ze veranderde. Er wordt nooit iets uit deze lijst verwijderd: ongedaan maken is een eigen regel.</translation>
    </message>
</context>
<context>
    <name>Joined</name>
    <message>
        <source>door desk</source>
        <translation>ingangsbalie</translation>
    </message>
    <message>
        <source>results desk</source>
        <translation>uitslagenbalie</translation>
    </message>
    <message>
        <source>full desk</source>
        <translation>volledige balie</translation>
    </message>
    <message>
        <source>the main desk&apos;s own</source>
        <translation>van de hoofdbalie zelf</translation>
    </message>
    <message>
        <source>{desk} ({role}) - joined to {event} at {where} - {program}</source>
        <translation>{desk} ({role}) - aangesloten op {event} op {where} - {program}</translation>
    </message>
    <message>
        <source>Changes are saved at the main desk ({where})</source>
        <translation>Wijzigingen worden aan de hoofdbalie opgeslagen ({where})</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Join a desk</source>
        <translation>Aansluiten als balie</translation>
    </message>
    <message>
        <source>The desk&apos;s address from the main desk (Event &gt; Share on the local network there, or tournament-director-cli desk-links), e.g. https://192.168.1.5:8081/d/...#pin=...:</source>
        <translation>Het adres van de balie van de hoofdbalie (daar Toernooi &gt; Delen op het lokale netwerk, of tournament-director-cli desk-links), bijv. https://192.168.1.5:8081/d/...#pin=...:</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Systeem ({language})</translation>
    </message>
    <message>
        <source>Language of the window and the reports:</source>
        <translation>Taal van het venster en de rapporten:</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the program.</source>
        <translation>De nieuwe taal wordt gebruikt vanaf de volgende start van het programma.</translation>
    </message>
    <message>
        <source>Language saved: it is used from the next start.</source>
        <translation>Taal opgeslagen: deze wordt gebruikt vanaf de volgende start.</translation>
    </message>
</context>
<context>
    <name>LinkDialog</name>
    <message>
        <source>Desk {name}</source>
        <translation>Balie {name}</translation>
    </message>
    <message>
        <source>On the laptop of desk {name}: File &gt; Join a desk..., then paste this address (or send it there). It is shown only now: Add a desk again for a new one.</source>
        <translation>Op de laptop van balie {name}: Bestand &gt; Aansluiten als balie..., plak dan dit adres (of stuur het daarheen). Het wordt alleen nu getoond: voeg de balie opnieuw toe voor een nieuw adres.</translation>
    </message>
    <message>
        <source>The desk&apos;s address</source>
        <translation>Het adres van de balie</translation>
    </message>
    <message>
        <source>&amp;Copy the address</source>
        <translation>Adres &amp;kopiëren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prijzen</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Afdrukken</translation>
    </message>
    <message>
        <source>Print menu (Ctrl+P)</source>
        <translation>Afdrukmenu (Ctrl+P)</translation>
    </message>
    <message>
        <source>Event settings saved.</source>
        <translation>Toernooi-instellingen opgeslagen.</translation>
    </message>
    <message>
        <source>Enter result of table {table}</source>
        <translation>Uitslag van tafel {table} invoeren</translation>
    </message>
    <message>
        <source>Game {game}: {waiting}</source>
        <translation>Ronde {game}: {waiting}</translation>
    </message>
    <message>
        <source>Seat game {game}...</source>
        <translation>Ronde {game} indelen...</translation>
    </message>
    <message>
        <source>{n} players: shows the table plan first</source>
        <translation>{n} spelers: toont eerst de tafelverdeling</translation>
    </message>
    <message>
        <source>Enter final tie-breaks</source>
        <translation>Tiebreaks invoeren</translation>
    </message>
    <message>
        <source>Players level on points need them</source>
        <translation>Spelers met gelijke punten hebben ze nodig</translation>
    </message>
    <message>
        <source>Prize distribution</source>
        <translation>Prijsverdeling</translation>
    </message>
    <message>
        <source>The pot, refunds and prizes</source>
        <translation>De pot, teruggaven en prijzen</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>The campaign is complete</source>
        <translation>De campagne is voltooid</translation>
    </message>
    <message>
        <source>Add players</source>
        <translation>Spelers toevoegen</translation>
    </message>
    <message>
        <source>The event file differs from its history (Event &gt; Check the file against its history shows how).</source>
        <translation>Het toernooibestand wijkt af van de geschiedenis (Toernooi &gt; Bestand controleren tegen de geschiedenis toont hoe).</translation>
    </message>
    <message>
        <source>The file holds exactly what its history says: every player, fee, seating and result.</source>
        <translation>Het bestand bevat precies wat de geschiedenis zegt: elke speler, elk inschrijfgeld, elke indeling en uitslag.</translation>
    </message>
    <message>
        <source>The check of the file against its history failed: {why}</source>
        <translation>De controle van het bestand tegen de geschiedenis is mislukt: {why}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spelers</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Rondes</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>S&amp;tand</translation>
    </message>
    <message>
        <source>P&amp;rizes</source>
        <translation>&amp;Prijzen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New event...</source>
        <translation>&amp;Nieuw toernooi...</translation>
    </message>
    <message>
        <source>&amp;Open event...</source>
        <translation>Toernooi &amp;openen...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Join a desk...</source>
        <translation>Aansluiten als &amp;balie...</translation>
    </message>
    <message>
        <source>Save a &amp;copy as...</source>
        <translation>&amp;Kopie opslaan als...</translation>
    </message>
    <message>
        <source>Res&amp;tore from a copy...</source>
        <translation>&amp;Herstellen uit een kopie...</translation>
    </message>
    <message>
        <source>C&amp;lose event</source>
        <translation>Toernooi &amp;sluiten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>Even&amp;t</source>
        <translation>&amp;Toernooi</translation>
    </message>
    <message>
        <source>Event &amp;settings...</source>
        <translation>Toernooi-&amp;instellingen...</translation>
    </message>
    <message>
        <source>&amp;History of changes...</source>
        <translation>&amp;Geschiedenis van wijzigingen...</translation>
    </message>
    <message>
        <source>Chec&amp;k the file against its history</source>
        <translation>Bestand &amp;controleren tegen de geschiedenis</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Ga naar</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filter</translation>
    </message>
    <message>
        <source>&amp;Door: check-in</source>
        <translation>&amp;Deur: aanmelden</translation>
    </message>
    <message>
        <source>&amp;Export results as CSV...</source>
        <translation>Uitslagen &amp;exporteren als CSV...</translation>
    </message>
    <message>
        <source>Print menu</source>
        <translation>Afdrukmenu</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Af&amp;drukken</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Logmap openen</translation>
    </message>
    <message>
        <source>&amp;About Tournament Director</source>
        <translation>&amp;Over Tournament Director</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>B&amp;eeld</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Ware grootte</translation>
    </message>
    <message>
        <source>&amp;Language...</source>
        <translation>&amp;Taal...</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Ongedaan maken: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>Op&amp;nieuw: {action}</translation>
    </message>
    <message>
        <source>Not done: {why}</source>
        <translation>Niet gedaan: {why}</translation>
    </message>
    <message>
        <source>Zoom {percent}% (Ctrl+0: actual size)</source>
        <translation>Zoom {percent}% (Ctrl+0: ware grootte)</translation>
    </message>
    <message>
        <source>The export was not made</source>
        <translation>De export is niet gemaakt</translation>
    </message>
    <message>
        <source>No recent events</source>
        <translation>Geen recente toernooien</translation>
    </message>
    <message>
        <source>The log folder cannot be made: {why}</source>
        <translation>De logmap kan niet worden gemaakt: {why}</translation>
    </message>
    <message>
        <source>No file manager opened the log folder: {path}</source>
        <translation>Geen bestandsbeheerder opende de logmap: {path}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Over {name}</translation>
    </message>
    <message>
        <source>Runs a multi-table board-game competition from one laptop.</source>
        <translation>Leidt een bordspeltoernooi aan meerdere tafels vanaf één laptop.</translation>
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
        <translation>Naam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betaald</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Aanwezig</translation>
    </message>
    <message>
        <source>not here yet</source>
        <translation>nog niet aanwezig</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>speelt</translation>
    </message>
    <message>
        <source>dropped out</source>
        <translation>gestopt</translation>
    </message>
    <message>
        <source>dropped after game {game}</source>
        <translation>gestopt na ronde {game}</translation>
    </message>
    <message>
        <source>Paid ({currency})</source>
        <translation>Betaald ({currency})</translation>
    </message>
    <message>
        <source>Checked in at the door (Space ticks or clears it)</source>
        <translation>Aangemeld aan de deur (spatie zet of wist het vinkje)</translation>
    </message>
    <message>
        <source>unpaid</source>
        <translation>onbetaald</translation>
    </message>
    <message>
        <source>Paid {paid} of the {fee} entry fee</source>
        <translation>{paid} betaald van {fee} inschrijfgeld</translation>
    </message>
    <message>
        <source>Double-click (or F2) to change</source>
        <translation>Dubbelklik (of F2) om te wijzigen</translation>
    </message>
    <message>
        <source>Changed player {no}: {name}</source>
        <translation>Speler {no} gewijzigd: {name}</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Name, then Enter</source>
        <translation>Naam, dan Enter</translation>
    </message>
    <message>
        <source>Club (optional)</source>
        <translation>Club (optioneel)</translation>
    </message>
    <message>
        <source>Paid the fee</source>
        <translation>Inschrijfgeld betaald</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <source>Import CSV...</source>
        <translation>CSV importeren...</translation>
    </message>
    <message>
        <source>Print list</source>
        <translation>Lijst afdrukken</translation>
    </message>
    <message>
        <source>The player list (paid or unpaid, status) as a PDF</source>
        <translation>De spelerslijst (betaald of onbetaald, status) als pdf</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV exporteren...</translation>
    </message>
    <message>
        <source>The player list as a CSV file for a spreadsheet</source>
        <translation>De spelerslijst als CSV-bestand voor een rekenblad</translation>
    </message>
    <message>
        <source>Name of the player to add</source>
        <translation>Naam van de nieuwe speler</translation>
    </message>
    <message>
        <source>Club of the player to add</source>
        <translation>Club van de nieuwe speler</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Club:</source>
        <translation>Club:</translation>
    </message>
    <message>
        <source>Start number or name, then Enter: checked in (Ctrl+D)</source>
        <translation>Startnummer of naam, dan Enter: aangemeld (Ctrl+D)</translation>
    </message>
    <message>
        <source>Check-in at the door: once anyone is checked in, game 1 seats only the players here</source>
        <translation>Aanmelden aan de deur: zodra iemand is aangemeld, deelt ronde 1 alleen de aanwezigen in</translation>
    </message>
    <message>
        <source>At the door: start number or name to check in</source>
        <translation>Aan de deur: startnummer of naam om aan te melden</translation>
    </message>
    <message>
        <source>At the door:</source>
        <translation>Aan de deur:</translation>
    </message>
    <message>
        <source>Filter by name, club or number (Ctrl+F)</source>
        <translation>Filter op naam, club of nummer (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Spelers filteren</translation>
    </message>
    <message>
        <source>Edit name</source>
        <translation>Naam wijzigen</translation>
    </message>
    <message>
        <source>Mark paid</source>
        <translation>Betaald zetten</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Terugtrekken</translation>
    </message>
    <message>
        <source>Undo drop</source>
        <translation>Terugtrekken ongedaan maken</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Paid the fee ({fee} {currency})</source>
        <translation>Inschrijfgeld betaald ({fee} {currency})</translation>
    </message>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Typ eerst de naam van de speler.</translation>
    </message>
    <message>
        <source>Added {name} as start number {no} (late entry: joins game {game}).</source>
        <translation>{name} toegevoegd als startnummer {no} (late inschrijving: speelt mee vanaf ronde {game}).</translation>
    </message>
    <message>
        <source>Added {name} as start number {no}.</source>
        <translation>{name} toegevoegd als startnummer {no}.</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Spelers importeren uit een CSV-bestand</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-bestanden (*.csv *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was added from {file}.</source>
        <translation>Import geannuleerd: er is niets toegevoegd uit {file}.</translation>
    </message>
    <message>
        <source>start number {no}</source>
        <translation>startnummer {no}</translation>
    </message>
    <message>
        <source>start numbers {first} to {last}</source>
        <translation>startnummers {first} tot en met {last}</translation>
    </message>
    <message>
        <source>Imported {players} from {file} ({numbers}).</source>
        <translation>{players} geïmporteerd uit {file} ({numbers}).</translation>
    </message>
    <message>
        <source>Marked paid ({fee}): {names}.</source>
        <translation>Als betaald gemarkeerd ({fee}): {names}.</translation>
    </message>
    <message>
        <source> (Undo drop brings a player back.)</source>
        <translation> (Terugtrekken ongedaan maken brengt een speler terug.)</translation>
    </message>
    <message>
        <source>Type a start number or a name, then Enter.</source>
        <translation>Typ een startnummer of een naam en druk op Enter.</translation>
    </message>
    <message>
        <source>No player has start number {no}.</source>
        <translation>Geen speler heeft startnummer {no}.</translation>
    </message>
    <message>
        <source>No player is called {text}: check the spelling, or register them above.</source>
        <translation>Er is geen speler met de naam {text}: controleer de spelling of schrijf de speler hierboven in.</translation>
    </message>
    <message>
        <source>{n} players match {text}: {players}. Type more of the name, or the start number.</source>
        <translation>{n} spelers passen bij {text}: {players}. Typ meer van de naam, of het startnummer.</translation>
    </message>
    <message>
        <source>{no} {name} is checked in already.</source>
        <translation>{no} {name} is al aangemeld.</translation>
    </message>
    <message>
        <source>{registered} registered, {playing} playing</source>
        <translation>{registered} ingeschreven, {playing} spelen mee</translation>
    </message>
    <message>
        <source> - {n} shown</source>
        <translation> - {n} getoond</translation>
    </message>
    <message>
        <source>{here} of {playing} here</source>
        <translation>{here} van de {playing} aanwezig</translation>
    </message>
</context>
<context>
    <name>Printer</name>
    <message>
        <source>Open an event to print</source>
        <translation>Open een toernooi om af te drukken</translation>
    </message>
    <message>
        <source>Seating - game {game}</source>
        <translation>Indeling - ronde {game}</translation>
    </message>
    <message>
        <source>Table sheets - game {game}</source>
        <translation>Tafelformulieren - ronde {game}</translation>
    </message>
    <message>
        <source>Seating - changed tables ({tables})</source>
        <translation>Indeling - veranderde tafels ({tables})</translation>
    </message>
    <message>
        <source>Table sheets - changed tables ({tables})</source>
        <translation>Tafelformulieren - veranderde tafels ({tables})</translation>
    </message>
    <message>
        <source>Poster for the wall (find your table) - game {game}</source>
        <translation>Poster voor de muur (zoek je tafel) - ronde {game}</translation>
    </message>
    <message>
        <source>Poster for the wall on A3 - game {game}</source>
        <translation>Poster voor de muur op A3 - ronde {game}</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Standings - after game {game}</source>
        <translation>Stand - na ronde {game}</translation>
    </message>
    <message>
        <source>Standings - the results in so far</source>
        <translation>Stand - na de uitslagen tot nu toe</translation>
    </message>
    <message>
        <source>Seat game 1 to print a seating</source>
        <translation>Deel ronde 1 in om een indeling af te drukken</translation>
    </message>
    <message>
        <source>Score cards (every player)</source>
        <translation>Scorekaarten (elke speler)</translation>
    </message>
    <message>
        <source>Table number cards - game {game}</source>
        <translation>Tafelnummerkaarten - ronde {game}</translation>
    </message>
    <message>
        <source>Table number cards</source>
        <translation>Tafelnummerkaarten</translation>
    </message>
    <message>
        <source>Earlier games</source>
        <translation>Eerdere rondes</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Indeling</translation>
    </message>
    <message>
        <source>Table sheets</source>
        <translation>Tafelformulieren</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Prize distribution</source>
        <translation>Prijsverdeling</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>Spelerslijst</translation>
    </message>
    <message>
        <source>Score cards</source>
        <translation>Scorekaarten</translation>
    </message>
    <message>
        <source>Poster for the wall</source>
        <translation>Poster voor de muur</translation>
    </message>
    <message>
        <source>Not here yet (check-in)</source>
        <translation>Nog niet aanwezig (aanmelding)</translation>
    </message>
    <message>
        <source>Printing the {report} to {path} ...</source>
        <translation>Afdrukken van {report} naar {path} ...</translation>
    </message>
    <message>
        <source>Printed to {path}</source>
        <translation>Afgedrukt naar {path}</translation>
    </message>
    <message>
        <source> - note: </source>
        <translation> - let op: </translation>
    </message>
    <message>
        <source>The report could not be written: {why}</source>
        <translation>Het rapport kon niet worden geschreven: {why}</translation>
    </message>
</context>
<context>
    <name>PrizesPage</name>
    <message>
        <source>; level with {names}: the left-over goes to the lower start number</source>
        <translation>; gelijk met {names}: het restant gaat naar het laagste startnummer</translation>
    </message>
    <message>
        <source>{first}-{last} (shared)</source>
        <translation>{first}-{last} (gedeeld)</translation>
    </message>
    <message>
        <source>Prize distribution</source>
        <translation>Prijsverdeling</translation>
    </message>
    <message>
        <source>Print prize distribution</source>
        <translation>Prijsverdeling afdrukken</translation>
    </message>
    <message>
        <source>The pot</source>
        <translation>De pot</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Pot: {pot}</translation>
    </message>
    <message>
        <source>The entry fees paid by the {n} participants (every player seated in at least one game, drop-outs included).</source>
        <translation>Het inschrijfgeld betaald door de {n} deelnemers (elke speler die in minstens één ronde is ingedeeld, inclusief afvallers).</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betaald</translation>
    </message>
    <message>
        <source>Not in the pot: give back {amount} to {players} who paid but never sat at a table:</source>
        <translation>Niet in de pot: geef {amount} terug aan wie betaalde maar nooit aan een tafel zat ({players}):</translation>
    </message>
    <message>
        <source>Refunds to the winners of the last game</source>
        <translation>Teruggaven aan de winnaars van de laatste ronde</translation>
    </message>
    <message>
        <source>Each winner at a table in the last game gets back half of their own fee, rounded down: 1 refund, {amount} in all.</source>
        <translation>Elke tafelwinnaar van de laatste ronde krijgt de helft van het eigen inschrijfgeld terug, naar beneden afgerond: 1 teruggave, {amount} in totaal.</translation>
    </message>
    <message>
        <source>Each winner at a table in the last game gets back half of their own fee, rounded down: {n} refunds, {amount} in all.</source>
        <translation>Elke tafelwinnaar van de laatste ronde krijgt de helft van het eigen inschrijfgeld terug, naar beneden afgerond: {n} teruggaven, {amount} in totaal.</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Inschrijfgeld</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Teruggave</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prijzen</translation>
    </message>
    <message>
        <source>Rest after refunds: {pot} - {refunds} = {rest}. With {participants} participants there are {prizes}: 1st gets {share} of the rest (rounded down), each next place half of the one before (rounded down). Players still level after the tie-breaks share the places they cover.</source>
        <translation>Rest na de teruggaven: {pot} - {refunds} = {rest}. Met {participants} deelnemers zijn er {prizes}: de 1e krijgt {share} van de rest (naar beneden afgerond), elke volgende rang de helft van de vorige (naar beneden afgerond). Spelers die na de tiebreaks nog gelijk staan, delen de rangen die ze beslaan.</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Bedrag</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>prize</comment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation>Hoe het berekend is</translation>
    </message>
    <message>
        <source>{place} {amount}</source>
        <comment>the share of a place</comment>
        <translation>{place}: {amount}</translation>
    </message>
    <message>
        <source>The shares by place: {shares}.</source>
        <translation>De delen per rang: {shares}.</translation>
    </message>
    <message>
        <source>, {place} place</source>
        <translation>, rang {place}</translation>
    </message>
    <message>
        <source>Left over from rounding: {amount}, to #{no} {name} (second-to-last in the final standings{where})</source>
        <translation>Restant door afronding: {amount}, naar #{no} {name} (voorlaatste in de eindstand{where})</translation>
    </message>
    <message>
        <source>equal to the pot</source>
        <translation>gelijk aan de pot</translation>
    </message>
    <message>
        <source>NOT equal to the pot of {pot}: report this</source>
        <translation>NIET gelijk aan de pot van {pot}: meld dit</translation>
    </message>
    <message>
        <source>Paid out: refunds {refunds} + prizes {prizes} + left over {left} = {total}, {check}.</source>
        <translation>Uitbetaald: teruggaven {refunds} + prijzen {prizes} + restant {left} = {total}, {check}.</translation>
    </message>
    <message>
        <source>To pay out, per person</source>
        <translation>Uit te betalen, per persoon</translation>
    </message>
    <message>
        <source>The same money added up for each of the {n} people who receive some (refund + prize + left-over), for handing it out: {amount} in all.</source>
        <translation>Hetzelfde geld opgeteld per persoon voor elk van de {n} mensen die iets ontvangen (teruggave + prijs + restant), om uit te delen: {amount} in totaal.</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <source>Left over</source>
        <translation>Restant</translation>
    </message>
    <message>
        <source>Total ({currency})</source>
        <translation>Totaal ({currency})</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Follow seating and standings on your phone</source>
        <translation>Volg indeling en stand op je telefoon</translation>
    </message>
    <message>
        <source>game {game}: {tables_in} of {tables} tables in</source>
        <translation>ronde {game}: {tables_in} van {tables} tafels binnen</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Welkom</translation>
    </message>
    <message>
        <source>{n} players registered</source>
        <translation>{n} spelers ingeschreven</translation>
    </message>
    <message>
        <source>Game {game} of {total}</source>
        <translation>Ronde {game} van {total}</translation>
    </message>
    <message>
        <source>Find your table</source>
        <translation>Zoek je tafel</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>after game {game}</source>
        <translation>na ronde {game}</translation>
    </message>
    <message>
        <source>Prize winners</source>
        <translation>Prijswinnaars</translation>
    </message>
    <message>
        <source>Tournament Director – projector</source>
        <translation>Tournament Director – projector</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>every {seconds} s</source>
        <translation>elke {seconds} s</translation>
    </message>
    <message>
        <source>Page {number} of {total}</source>
        <translation>Pagina {number} van {total}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Stoel</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tafel {table}</translation>
    </message>
    <message>
        <source>{n} players registered · the seating follows</source>
        <translation>{n} spelers ingeschreven · de indeling volgt</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore from a copy</source>
        <translation>Herstellen uit een kopie</translation>
    </message>
    <message>
        <source>Make {file} what a copy holds. The current file is kept beside it as &quot;... replaced ...&quot;.</source>
        <translation>Maak van {file} wat een kopie bevat. Het huidige bestand wordt ernaast bewaard als &quot;... replaced ...&quot;.</translation>
    </message>
    <message>
        <source>No automatic copies yet (they are made after each seating and every 10 results).</source>
        <translation>Nog geen automatische kopieën (die worden gemaakt na elke indeling en elke 10 uitslagen).</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Herstellen</translation>
    </message>
    <message>
        <source>Another file...</source>
        <translation>Ander bestand...</translation>
    </message>
    <message>
        <source>Events (*.tdevent);;All files (*)</source>
        <translation>Toernooien (*.tdevent);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>een toernooi</translation>
    </message>
    <message>
        <source>Make {file} what {copy} holds ({holds})? Everything entered since that copy is no longer in the event (the current file is kept beside it).</source>
        <translation>Van {file} maken wat {copy} bevat ({holds})? Alles wat sinds die kopie is ingevoerd, staat dan niet meer in het toernooi (het huidige bestand wordt ernaast bewaard).</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Niet hersteld</translation>
    </message>
    <message>
        <source> The replaced file is kept as {file}.</source>
        <translation> Het vervangen bestand is bewaard als {file}.</translation>
    </message>
    <message>
        <source>{file} now holds what {copy} held.</source>
        <translation>{file} bevat nu wat {copy} bevatte.</translation>
    </message>
    <message>
        <source>NOT SAVED: the event file is gone</source>
        <translation>NIET OPGESLAGEN: het toernooibestand is weg</translation>
    </message>
    <message>
        <source>The event file has changed under the window</source>
        <translation>Het toernooibestand is buiten het venster om gewijzigd</translation>
    </message>
    <message>
        <source>No further change is accepted. Save everything entered so far as a copy now?</source>
        <translation>Er wordt geen wijziging meer aangenomen. Alles wat tot nu toe is ingevoerd nu als kopie opslaan?</translation>
    </message>
    <message>
        <source>Save a copy...</source>
        <translation>Kopie opslaan...</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nu niet</translation>
    </message>
</context>
<context>
    <name>ResultForm</name>
    <message>
        <source>Placement</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Table pts</source>
        <translation>Tafelptn</translation>
    </message>
    <message>
        <source>Equal.</source>
        <translation>Egal.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Correct game {game}, table {table} (already recorded)</source>
        <translation>Ronde {game}, tafel {table} corrigeren (al vastgelegd)</translation>
    </message>
    <message>
        <source>Enter the result of game {game}, table {table}</source>
        <translation>Uitslag invoeren van ronde {game}, tafel {table}</translation>
    </message>
    <message>
        <source>{heading} - {n} players</source>
        <translation>{heading} - {n} spelers</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Stoel</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Beste partij</translation>
    </message>
    <message>
        <source>{field} of {who}</source>
        <translation>{field} van {who}</translation>
    </message>
    <message>
        <source>Table points (the same for every player at this table)</source>
        <translation>Tafelpunten (gelijk voor elke speler aan deze tafel)</translation>
    </message>
    <message>
        <source>yes / no</source>
        <translation>ja / nee</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} en {last}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Check what game {game}, table {table} sent</source>
        <translation>Controleer wat ronde {game}, tafel {table} stuurde</translation>
    </message>
    <message>
        <source>yes {yes}, no {no}</source>
        <translation>ja {yes}, nee {no}</translation>
    </message>
    <message>
        <source>{points} each</source>
        <translation>{points} per stuk</translation>
    </message>
    <message>
        <source>Tab moves down the column. Enter saves when everything is valid. Esc closes (asks first if something was typed).</source>
        <translation>Tab gaat omlaag in de kolom. Enter slaat op als alles geldig is. Esc sluit (vraagt eerst als er iets getypt is).</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>Correctie opslaan</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Bevestigen (Enter)</translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Uitslag opslaan</translation>
    </message>
    <message>
        <source>Reject ({key})</source>
        <translation>Afwijzen ({key})</translation>
    </message>
    <message>
        <source>Throw away what the table sent: it can send its result again</source>
        <translation>Gooi weg wat de tafel stuurde: ze kan haar uitslag opnieuw sturen</translation>
    </message>
    <message>
        <source>This table&apos;s result is in; saving replaces it (the old result stays in the event&apos;s history).</source>
        <translation>De uitslag van deze tafel is binnen; opslaan vervangt hem (de oude uitslag blijft in de geschiedenis van het toernooi).</translation>
    </message>
    <message>
        <source>It was recorded as places ({recorded}); enter the game results to correct it.</source>
        <translation>Dit is vastgelegd als plaatsen ({recorded}); voer de spelresultaten in om het te corrigeren.</translation>
    </message>
    <message>
        <source>Not here: {names} left the table and scores nothing; the table is scored as a table of {n}.</source>
        <translation>Niet aanwezig: {names} heeft de tafel verlaten en scoort niets; de tafel telt als een tafel van {n}.</translation>
    </message>
    <message>
        <source>Game {games} is already seated: a change here updates the standings at once, but game {games} stays seated as it is.</source>
        <translation>Ronde {games} is al ingedeeld: een wijziging hier werkt de stand meteen bij, maar de indeling van ronde {games} blijft zoals ze is.</translation>
    </message>
    <message>
        <source>Games {games} are already seated: a change here updates the standings at once, but the seatings of games {games} stay as they are.</source>
        <translation>Rondes {games} zijn al ingedeeld: een wijziging hier werkt de stand meteen bij, maar de indelingen van rondes {games} blijven zoals ze zijn.</translation>
    </message>
    <message>
        <source>Discard what you typed?</source>
        <translation>Wat je typte weggooien?</translation>
    </message>
    <message>
        <source>The result typed for game {game}, table {table} is not saved. Close the form and lose it?</source>
        <translation>De getypte uitslag voor ronde {game}, tafel {table} is niet opgeslagen. Het formulier sluiten en de uitslag kwijtraken?</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <source>Keep typing</source>
        <translation>Verder typen</translation>
    </message>
    <message>
        <source>Ready: press Enter to confirm what the table sent.</source>
        <translation>Klaar: druk op Enter om te bevestigen wat de tafel stuurde.</translation>
    </message>
    <message>
        <source>Ready: press Enter to save.</source>
        <translation>Klaar: druk op Enter om op te slaan.</translation>
    </message>
    <message>
        <source>Cannot save: {reason}</source>
        <translation>Kan niet opslaan: {reason}</translation>
    </message>
</context>
<context>
    <name>SeatChange</name>
    <message>
        <source>Not here: remove from table {table}...</source>
        <translation>Niet aanwezig: van tafel {table} halen...</translation>
    </message>
    <message>
        <source>Move to table...</source>
        <translation>Naar tafel verplaatsen...</translation>
    </message>
    <message>
        <source>Swap with...</source>
        <translation>Ruilen met...</translation>
    </message>
</context>
<context>
    <name>SeatChangeDialog</name>
    <message>
        <source>Not here: remove a player from the table</source>
        <translation>Niet aanwezig: een speler van de tafel halen</translation>
    </message>
    <message>
        <source>Move a player to another table</source>
        <translation>Een speler naar een andere tafel verplaatsen</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Twee spelers ruilen</translation>
    </message>
    <message>
        <source>Game {game}, being played: the tables without a result can change.</source>
        <translation>Ronde {game} wordt gespeeld: de tafels zonder uitslag kunnen nog veranderen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <source>To table:</source>
        <translation>Naar tafel:</translation>
    </message>
    <message>
        <source>last</source>
        <translation>laatste</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Stoel:</translation>
    </message>
    <message>
        <source>Swap with</source>
        <translation>Ruilen met</translation>
    </message>
    <message>
        <source>Type a start number or part of a name</source>
        <translation>Typ een startnummer of een deel van een naam</translation>
    </message>
    <message>
        <source>With:</source>
        <translation>Met:</translation>
    </message>
    <message>
        <source>Remove from the table</source>
        <translation>Van de tafel halen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verplaatsen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Ruilen</translation>
    </message>
    <message>
        <source>{no} {name} - table {table}, seat {seat}</source>
        <translation>{no} {name} - tafel {table}, stoel {seat}</translation>
    </message>
    <message>
        <source>No table of game {game} without a result: there is nothing to change.</source>
        <translation>Geen tafel van ronde {game} zonder uitslag: er valt niets te veranderen.</translation>
    </message>
    <message>
        <source>No player of the list is called that: type a start number or part of a name, then choose from the list.</source>
        <translation>Geen speler in de lijst heet zo: typ een startnummer of een deel van een naam en kies dan uit de lijst.</translation>
    </message>
    <message>
        <source>{name} is not here: they leave table {table} and drop out, and table {table} plays with {n} (scored as a table of {n}).</source>
        <translation>{name} is er niet: verlaat tafel {table} en stopt; tafel {table} speelt met {n} (telt als een tafel van {n}).</translation>
    </message>
    <message>
        <source>Table {table} would be left with {n} players: move somebody to table {table} first.</source>
        <translation>Aan tafel {table} zouden {n} spelers overblijven: verplaats eerst iemand naar tafel {table}.</translation>
    </message>
    <message>
        <source>Table {table} is not one of the tables without a result: choose another.</source>
        <translation>Tafel {table} is geen tafel zonder uitslag: kies een andere.</translation>
    </message>
    <message>
        <source>{name} changes seats at table {table}.</source>
        <translation>{name} wisselt van stoel aan tafel {table}.</translation>
    </message>
    <message>
        <source>Table {source} then plays with {n}, table {target} with {m}.</source>
        <translation>Tafel {source} speelt dan met {n}, tafel {target} met {m}.</translation>
    </message>
    <message>
        <source>{a} goes to table {ta}; {b} to table {tb}.</source>
        <translation>{a} gaat naar tafel {ta}; {b} naar tafel {tb}.</translation>
    </message>
    <message>
        <source>Choose another player to swap with.</source>
        <translation>Kies een andere speler om mee te ruilen.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Seed preset (cities, preserve, limbo, spaceport)</source>
        <translation>Standaard (steden, reservaat, limbo, ruimtehaven)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Edited (below)</source>
        <translation>Aangepast (hieronder)</translation>
    </message>
    <message>
        <source>Seed preset: credit cards + Harbour Master tokens, then Harbour Master</source>
        <translation>Standaard: creditcards + havenmeesterfiches, dan havenmeester</translation>
    </message>
    <message>
        <source>None: level players share their prizes</source>
        <translation>Geen: gelijk geëindigde spelers delen hun prijzen</translation>
    </message>
    <message>
        <source>count</source>
        <translation>aantal</translation>
    </message>
    <message>
        <source>yes / no</source>
        <translation>ja / nee</translation>
    </message>
    <message>
        <source>What the table reports</source>
        <translation>Wat de tafel meldt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Points each</source>
        <translation>Punten per stuk</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Competition (table points, equalization, prize money)</source>
        <translation>Competitie (tafelpunten, egalisatie, prijzengeld)</translation>
    </message>
    <message>
        <source>Campaign (placement points only)</source>
        <translation>Campagne (alleen plaatsingspunten)</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nieuw toernooi</translation>
    </message>
    <message>
        <source>Event settings</source>
        <translation>Toernooi-instellingen</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Kiezen...</translation>
    </message>
    <message>
        <source>Event file:</source>
        <translation>Toernooibestand:</translation>
    </message>
    <message>
        <source>e.g. Terra Nova Open 2026</source>
        <translation>bijv. Terra Nova Open 2026</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Number of games:</source>
        <translation>Aantal rondes:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Valuta:</translation>
    </message>
    <message>
        <source>Entry fee:</source>
        <translation>Inschrijfgeld:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>{game} - {least} to {most} players</source>
        <translation>{game} - {least} tot {most} spelers</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Table points:</source>
        <translation>Tafelpunten:</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation>Item toevoegen</translation>
    </message>
    <message>
        <source>Remove item</source>
        <translation>Item verwijderen</translation>
    </message>
    <message>
        <source>Points with one decimal, e.g. 0.1 or -0.3. A count uses &apos;Points each&apos;; yes / no uses &apos;Yes&apos; and &apos;No&apos;.</source>
        <translation>Punten met één decimaal, bijv. 0,1 of -0,3. Een aantal gebruikt &apos;Punten per stuk&apos;; ja / nee gebruikt &apos;Ja&apos; en &apos;Nee&apos;.</translation>
    </message>
    <message>
        <source>What decides between players level on points after the last game. With None they share the places (and prizes) they cover.</source>
        <translation>Wat beslist tussen spelers die na de laatste ronde gelijk staan in punten. Bij Geen delen ze de rangen (en prijzen) die ze beslaan.</translation>
    </message>
    <message>
        <source>Final tie-breaks:</source>
        <translation>Tiebreaks:</translation>
    </message>
    <message>
        <source>Paper for printing:</source>
        <translation>Papier voor afdrukken:</translation>
    </message>
    <message>
        <source>Name as typed</source>
        <translation>Naam zoals getypt</translation>
    </message>
    <message>
        <source>Surname (last word, with van, von, de ...)</source>
        <translation>Achternaam (laatste woord, met van, von, de ...)</translation>
    </message>
    <message>
        <source>How printed name lists and the player list sort names alphabetically.</source>
        <translation>Hoe afgedrukte naamlijsten en de spelerslijst namen alfabetisch sorteren.</translation>
    </message>
    <message>
        <source>Alphabetical by:</source>
        <translation>Alfabetisch op:</translation>
    </message>
    <message>
        <source>File names as written (de, van der, von count for the letter)</source>
        <translation>Namen ordenen zoals geschreven (de, van der, von tellen mee voor de letter)</translation>
    </message>
    <message>
        <source>Dutch and German lists file a surname without its particles: Jan de Boer under B, Ursula von der Leyen under L. Tick this to file every name as it is written.</source>
        <translation>Nederlandse en Duitse lijsten ordenen een achternaam zonder tussenvoegsel: Jan de Boer onder B, Ursula von der Leyen onder L. Vink dit aan om elke naam te ordenen zoals hij geschreven is.</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Toernooi aanmaken</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Instellingen opslaan</translation>
    </message>
    <message>
        <source>Game 1 is seated: the mode, the game and the table points are fixed now. The number of games can be {n} or more.</source>
        <translation>Ronde 1 is ingedeeld: de modus, het spel en de tafelpunten liggen nu vast. Het aantal rondes kan {n} of meer zijn.</translation>
    </message>
    <message>
        <source>Tie-break values are entered: the final tie-breaks are fixed now.</source>
        <translation>Er zijn tiebreakwaarden ingevoerd: de tiebreaks liggen nu vast.</translation>
    </message>
    <message>
        <source>As stored: {items}</source>
        <translation>Zoals opgeslagen: {items}</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dan </translation>
    </message>
    <message>
        <source>F2 or Space: choose the kind</source>
        <translation>F2 of spatie: kies de soort</translation>
    </message>
    <message>
        <source>Where to keep the event</source>
        <translation>Waar het toernooi bewaard wordt</translation>
    </message>
    <message>
        <source>Events (*.tdevent);;All files (*)</source>
        <translation>Toernooien (*.tdevent);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Table-point item {n} has no name: type what the table reports, or remove the item.</source>
        <translation>Tafelpunt-item {n} heeft geen naam: typ wat de tafel meldt, of verwijder het item.</translation>
    </message>
    <message>
        <source>Discard the new event?</source>
        <translation>Het nieuwe toernooi weggooien?</translation>
    </message>
    <message>
        <source>Discard the changed settings?</source>
        <translation>De gewijzigde instellingen weggooien?</translation>
    </message>
    <message>
        <source>What you typed in this dialog is lost.</source>
        <translation>Wat je in dit venster typte, gaat verloren.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Verder bewerken</translation>
    </message>
    <message>
        <source>The folder {folder} could not be made ({why}): choose another place with &quot;Choose...&quot;.</source>
        <translation>De map {folder} kon niet worden gemaakt ({why}): kies een andere plek met &quot;Kiezen...&quot;.</translation>
    </message>
    <message>
        <source>Choose where to keep the event file.</source>
        <translation>Kies waar het toernooibestand bewaard wordt.</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Het toernooi heeft een naam nodig.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share on the local network</source>
        <translation>Delen op het lokale netwerk</translation>
    </message>
    <message>
        <source>Starting ...</source>
        <translation>Starten ...</translation>
    </message>
    <message>
        <source>Take results from the tables: each table sends its result from a phone, you confirm it</source>
        <translation>Uitslagen van de tafels aannemen: elke tafel stuurt haar uitslag met een telefoon, u bevestigt hem</translation>
    </message>
    <message>
        <source>Each table&apos;s page is on its score sheet (print the table sheets while this is on). Nothing a table sends counts before you confirm it on the Games page.</source>
        <translation>De pagina van elke tafel staat op haar tafelformulier (druk de tafelformulieren af terwijl dit aan staat). Niets wat een tafel stuurt telt voordat u het op de pagina Rondes bevestigt.</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Delen stoppen</translation>
    </message>
    <message>
        <source>Players open this address on a phone in the same Wi-Fi, or scan the code. The pages update by themselves; sharing stops when the event is closed.</source>
        <translation>Spelers openen dit adres op een telefoon in dezelfde wifi, of scannen de code. De pagina&apos;s werken zichzelf bij; het delen stopt wanneer het toernooi wordt gesloten.</translation>
    </message>
    <message>
        <source>Players open this address on a phone in the same Wi-Fi, or scan the code. The pages are read-only and update by themselves; sharing stops when the event is closed.</source>
        <translation>Spelers openen dit adres op een telefoon in hetzelfde wifi-netwerk, of scannen de code. De pagina&apos;s zijn alleen-lezen en werken zichzelf bij; het delen stopt als het toernooi wordt gesloten.</translation>
    </message>
    <message>
        <source>This computer has no network address yet: connect it to the hall&apos;s Wi-Fi (or a travel router), then share again. Until then the pages are seen on this computer only.</source>
        <translation>Deze computer heeft nog geen netwerkadres: verbind hem met het wifi-netwerk van de zaal (of een reisrouter) en deel opnieuw. Tot dan zijn de pagina&apos;s alleen op deze computer te zien.</translation>
    </message>
    <message>
        <source>Also: {addresses}</source>
        <translation>Ook: {addresses}</translation>
    </message>
    <message>
        <source>On this computer: {addresses}</source>
        <translation>Op deze computer: {addresses}</translation>
    </message>
    <message>
        <source>Tables send their results: print the table sheets now (Print &gt; Table sheets), each carries its table&apos;s code. What they send waits for you on the Games page.</source>
        <translation>De tafels sturen hun uitslagen: druk nu de tafelformulieren af (Afdrukken &gt; Tafelformulieren), elk met de code van zijn tafel. Wat ze sturen wacht op u op de pagina Rondes.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>Share on the local &amp;network...</source>
        <translation>Delen op het lokale &amp;netwerk...</translation>
    </message>
    <message>
        <source>Players see their table, the standings and the prize winners on their phones (read-only)</source>
        <translation>Spelers zien hun tafel, de stand en de prijswinnaars op hun telefoon (alleen-lezen)</translation>
    </message>
    <message>
        <source>Shared on the local network: show the address and QR code</source>
        <translation>Gedeeld op het lokale netwerk: toon het adres en de QR-code</translation>
    </message>
    <message>
        <source>Sharing: {address}</source>
        <translation>Gedeeld: {address}</translation>
    </message>
    <message>
        <source>Sharing stopped: {why}</source>
        <translation>Delen gestopt: {why}</translation>
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
        <translation>Naam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>level</source>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>penalty {points}: {reason}</source>
        <translation>straf {points}: {reason}</translation>
    </message>
    <message>
        <source>award {points}: {reason}</source>
        <translation>bonus {points}: {reason}</translation>
    </message>
    <message>
        <source>game {game}</source>
        <translation>ronde {game}</translation>
    </message>
    <message>
        <source>dropped out</source>
        <translation>gestopt</translation>
    </message>
    <message>
        <source>Games {points}</source>
        <translation>Rondes {points}</translation>
    </message>
    <message>
        <source>total {points}</source>
        <translation>totaal {points}</translation>
    </message>
    <message>
        <source>G{game}</source>
        <translation>R{game}</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>Points from game {game}</source>
        <translation>Punten uit ronde {game}</translation>
    </message>
    <message>
        <source>not here</source>
        <translation>afwezig</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wacht</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: {place} - placement {placement}, table points {table_points}, equalization {equalization}</source>
        <translation>Ronde {game}, tafel {table}: {place} - plaatsing {placement}, tafelpunten {table_points}, egalisatie {equalization}</translation>
    </message>
    <message>
        <source>tie-break {values}</source>
        <translation>tiebreak {values}</translation>
    </message>
    <message>
        <source>Tie-break: {values}</source>
        <translation>Tiebreak: {values}</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Filter by name, club or number (Ctrl+F)</source>
        <translation>Filter op naam, club of nummer (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter the standings</source>
        <translation>Stand filteren</translation>
    </message>
    <message>
        <source>Standings after</source>
        <translation>Stand na</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Stand afdrukken</translation>
    </message>
    <message>
        <source>The standings shown (now, or after the game chosen) as a PDF</source>
        <translation>De getoonde stand (nu, of na de gekozen ronde) als pdf</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV exporteren...</translation>
    </message>
    <message>
        <source>The standings as a CSV file for a spreadsheet</source>
        <translation>De stand als CSV-bestand voor een rekenblad</translation>
    </message>
    <message>
        <source>Adjust points...</source>
        <translation>Punten aanpassen...</translation>
    </message>
    <message>
        <source>A penalty or an award for the player selected, with its reason (on the list: the - or + key)</source>
        <translation>Een straf of een bonus voor de gekozen speler, met de reden (in de lijst: de toets - of +)</translation>
    </message>
    <message>
        <source>Standings:</source>
        <translation>Stand:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Now (live)</source>
        <translation>Nu (live)</translation>
    </message>
    <message>
        <source>After game {game}</source>
        <translation>Na ronde {game}</translation>
    </message>
    <message>
        <source>, {n} level with another (rank shown as 3=)</source>
        <translation>, {n} gelijk met een ander (rang getoond als 3=)</translation>
    </message>
    <message>
        <source>Select a player first (type a name or number in the filter), then adjust.</source>
        <translation>Kies eerst een speler (typ een naam of nummer in het filter) en pas dan aan.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Runs a multi-table board-game competition: registration, seating, results, standings and prize money. There is no Save: every action is stored in the event file the moment it is made.</source>
        <translation>Leidt een bordspeltoernooi aan meerdere tafels: inschrijving, indeling, uitslagen, stand en prijzengeld. Er is geen Opslaan: elke handeling wordt meteen in het toernooibestand bewaard.</translation>
    </message>
    <message>
        <source>New event...</source>
        <translation>Nieuw toernooi...</translation>
    </message>
    <message>
        <source>Open event...</source>
        <translation>Toernooi openen...</translation>
    </message>
    <message>
        <source>Try a demo event (played through)</source>
        <translation>Probeer een demotoernooi (uitgespeeld)</translation>
    </message>
    <message>
        <source>Try a demo event (game 3 under way)</source>
        <translation>Probeer een demotoernooi (ronde 3 bezig)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>A demo event is made in a temporary folder, with 39 players and 5 games:</source>
        <translation>Een demotoernooi wordt gemaakt in een tijdelijke map, met 39 spelers en 5 rondes:</translation>
    </message>
    <message>
        <source>Recent events</source>
        <translation>Recente toernooien</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Remove from list</source>
        <translation>Uit lijst verwijderen</translation>
    </message>
    <message>
        <source>No recent events yet.</source>
        <translation>Nog geen recente toernooien.</translation>
    </message>
    <message>
        <source> (not found)</source>
        <translation> (niet gevonden)</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>All changes saved</source>
        <translation>Alle wijzigingen opgeslagen</translation>
    </message>
    <message>
        <source>The main desk is back: everything shown is up to date.</source>
        <translation>De hoofdbalie is terug: alles wat getoond wordt is bijgewerkt.</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>Geen toernooi geopend</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Afdrukken</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>Table {table}</source>
        <translation>Tafel {table}</translation>
    </message>
    <message>
        <source>{n} players - result in</source>
        <translation>{n} spelers - uitslag binnen</translation>
    </message>
    <message>
        <source>{n} players - waiting</source>
        <translation>{n} spelers - wacht</translation>
    </message>
    <message>
        <source>Result in</source>
        <translation>Uitslag binnen</translation>
    </message>
    <message>
        <source> - table points {points}</source>
        <translation> - tafelpunten {points}</translation>
    </message>
    <message>
        <source>Not here: {names}</source>
        <translation>Niet aanwezig: {names}</translation>
    </message>
    <message>
        <source>Waiting for the result - seat 1 starts</source>
        <translation>Wacht op de uitslag - stoel 1 begint</translation>
    </message>
    <message>
        <source>seat {seat}: {name}, number {no}</source>
        <translation>stoel {seat}: {name}, nummer {no}</translation>
    </message>
    <message>
        <source>Table {table}, {state}</source>
        <translation>Tafel {table}, {state}</translation>
    </message>
    <message>
        <source>Up and Down choose a player, the Menu key acts on seat {seat}: {name}</source>
        <translation>Pijl omhoog en omlaag kiezen een speler, de menutoets werkt op stoel {seat}: {name}</translation>
    </message>
</context>
<context>
    <name>TableSent</name>
    <message>
        <source>seat {seat}</source>
        <translation>stoel {seat}</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>stoelen {seats}</translation>
    </message>
    <message>
        <source>the table&apos;s page</source>
        <translation>de tafelpagina</translation>
    </message>
    <message>
        <source>{n} phones on the table&apos;s page</source>
        <translation>{n} telefoons op de tafelpagina</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} en {last}</translation>
    </message>
    <message>
        <source>{n} different results were sent ({who}, the last at {time}): they are side by side below. Enter alone confirms none: press 1, 2, ... to choose the one to confirm, or {key} to reject them all.</source>
        <translation>Er zijn {n} verschillende uitslagen gestuurd ({who}, de laatste om {time}): ze staan hieronder naast elkaar. Enter alleen bevestigt er geen: druk op 1, 2, ... om de te bevestigen uitslag te kiezen, of op {key} om ze allemaal af te wijzen.</translation>
    </message>
    <message>
        <source>Sent by {who} before the move: the table&apos;s players changed since, so it cannot be confirmed. {key} rejects it (the table sends again), or enter the result yourself.</source>
        <translation>Door {who} gestuurd vóór de verplaatsing: de spelers van de tafel zijn sindsdien veranderd, dus het kan niet worden bevestigd. {key} wijst het af (de tafel stuurt opnieuw), of voer de uitslag zelf in.</translation>
    </message>
    <message>
        <source>Sent by {who} at {time}: they agree.</source>
        <translation>Door {who} om {time} gestuurd: ze zijn het eens.</translation>
    </message>
    <message>
        <source>Sent by {who} at {time}.</source>
        <translation>Door {who} om {time} gestuurd.</translation>
    </message>
    <message>
        <source>Enter confirms it as sent; {key} rejects it (the table can send again). Change a box to record your own values instead.</source>
        <translation>Enter bevestigt het zoals gestuurd; {key} wijst het af (de tafel kan opnieuw sturen). Wijzig een vak om in plaats daarvan uw eigen waarden in te voeren.</translation>
    </message>
    <message>
        <source>sent before the move</source>
        <translation>gestuurd vóór de verplaatsing</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>eens</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>tegenstrijdig</translation>
    </message>
    <message>
        <source>sent at {time}</source>
        <translation>gestuurd om {time}</translation>
    </message>
    <message>
        <source>Sent by {who} at {time}</source>
        <translation>Gestuurd door {who} om {time}</translation>
    </message>
    <message>
        <source>Seat {seat}, #{no}</source>
        <translation>Stoel {seat}, #{no}</translation>
    </message>
    <message>
        <source>What the table sent, side by side: press 1, 2, ... to choose</source>
        <translation>Wat de tafel stuurde, naast elkaar: druk op 1, 2, ... om te kiezen</translation>
    </message>
    <message>
        <source>Press a submission&apos;s number (or click its head) to choose it</source>
        <translation>Druk op het nummer van een inzending (of klik op de kop) om haar te kiezen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Submission {n} was sent before the move (the table&apos;s players changed since): it cannot be confirmed.</source>
        <translation>Inzending {n} is gestuurd vóór de verplaatsing (de spelers van de tafel zijn sindsdien veranderd): ze kan niet worden bevestigd.</translation>
    </message>
    <message>
        <source>Submission {n} chosen: Enter confirms it as sent.</source>
        <translation>Inzending {n} gekozen: Enter bevestigt haar zoals gestuurd.</translation>
    </message>
    <message>
        <source>Choose what to confirm: press 1 to {n} (the submissions side by side), or {key} to reject them.</source>
        <translation>Kies wat u bevestigt: druk op 1 tot {n} (de inzendingen naast elkaar), of op {key} om ze af te wijzen.</translation>
    </message>
    <message>
        <source>This was sent before the move: it cannot be confirmed. {key} rejects it.</source>
        <translation>Dit is gestuurd vóór de verplaatsing: het kan niet worden bevestigd. {key} wijst het af.</translation>
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
        <translation>Naam</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>{item}: yes or no</source>
        <translation>{item}: ja of nee</translation>
    </message>
    <message>
        <source>{item}: a whole number, e.g. 3</source>
        <translation>{item}: een geheel getal, bijv. 3</translation>
    </message>
</context>
<context>
    <name>TiebreakPanel</name>
    <message>
        <source>Final tie-breaks</source>
        <translation>Tiebreaks na de laatste ronde</translation>
    </message>
    <message>
        <source>Tie-break values of the players level on points</source>
        <translation>Tiebreakwaarden van de spelers met gelijke punten</translation>
    </message>
    <message>
        <source>Save tie-breaks</source>
        <translation>Tiebreaks opslaan</translation>
    </message>
    <message>
        <source>This event has no final tie-breaks (Event &gt; Event settings): players level on points after the last game share the places, and the prizes, they cover.</source>
        <translation>Dit toernooi heeft geen tiebreaks (Toernooi &gt; Toernooi-instellingen): spelers die na de laatste ronde gelijk staan in punten, delen de plaatsen en de prijzen die ze beslaan.</translation>
    </message>
    <message>
        <source>After the last game, the players level on points get their tie-break values here.</source>
        <translation>Na de laatste ronde krijgen de spelers die gelijk staan in punten hier hun tiebreakwaarden.</translation>
    </message>
    <message>
        <source>{n} players are level on points, but no tie among them changes the prize money: no tie-breaks are needed.</source>
        <translation>{n} spelers staan gelijk in punten, maar geen gelijke stand verandert het prijzengeld: er zijn geen tiebreaks nodig.</translation>
    </message>
    <message>
        <source>No players are level on points: no tie-breaks are needed.</source>
        <translation>Er staan geen spelers gelijk in punten: er zijn geen tiebreaks nodig.</translation>
    </message>
    <message>
        <source>{n} players are level on points. Type each one&apos;s values (in this order they break the tie: {order}).</source>
        <translation>{n} spelers staan gelijk in punten. Typ voor elk de waarden (in deze volgorde beslissen ze: {order}).</translation>
    </message>
    <message>
        <source>{n} still missing.</source>
        <translation>Nog {n} ontbrekend.</translation>
    </message>
    <message>
        <source>All are in.</source>
        <translation>Alles is binnen.</translation>
    </message>
    <message>
        <source>#{no}: give every value</source>
        <translation>#{no}: geef elke waarde</translation>
    </message>
    <message>
        <source>Saved tie-breaks of {players}; </source>
        <translation>Tiebreaks opgeslagen van {players}; </translation>
    </message>
    <message>
        <source>Saved tie-breaks of {players}.</source>
        <translation>Tiebreaks opgeslagen van {players}.</translation>
    </message>
    <message>
        <source> {n} still to enter.</source>
        <translation> Nog {n} in te voeren.</translation>
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
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Not done: </source>
        <translation>Niet gedaan: </translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <source>It was written to the log file {path}.</source>
        <translation>Hij is weggeschreven in het logbestand {path}.</translation>
    </message>
    <message>
        <source>The log file could not be written; copy the details below.</source>
        <translation>Het logbestand kon niet worden geschreven; kopieer de details hieronder.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Er ging iets mis</translation>
    </message>
    <message>
        <source>The program met an unexpected error. Everything stored before it is safe in the event file: each action is stored whole or not at all.</source>
        <translation>Het programma stuitte op een onverwachte fout. Alles wat daarvoor is opgeslagen, staat veilig in het toernooibestand: elke handeling wordt helemaal of helemaal niet opgeslagen.</translation>
    </message>
    <message>
        <source>Please send the details to whoever supports the program.</source>
        <translation>Stuur de details naar wie het programma ondersteunt.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopiëren</translation>
    </message>
</context>
</TS>
