<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>the game is over: there is nothing to choose</source>
        <translation>die Partie ist vorbei: Es gibt nichts zu wählen</translation>
    </message>
    <message>
        <source>a throw is pending: that is the dice&apos;s choice, not a player&apos;s</source>
        <translation>ein Wurf steht aus: Das entscheiden die Würfel, nicht ein Spieler</translation>
    </message>
    <message>
        <source>no start cell is free</source>
        <translation>kein Startfeld ist frei</translation>
    </message>
    <message>
        <source>no shot is legal</source>
        <translation>kein Schlag ist erlaubt</translation>
    </message>
    <message>
        <source>holes out when it can, else ends closest to the hole on average</source>
        <translation>locht ein, wenn es geht, sonst endet er im Schnitt am nächsten am Loch</translation>
    </message>
    <message>
        <source>any legal shot, at random</source>
        <translation>irgendein erlaubter Schlag, zufällig</translation>
    </message>
    <message>
        <source>the analysis&apos; optimal policy for a lone ball</source>
        <translation>die optimale Strategie der Analyse für einen einzelnen Ball</translation>
    </message>
    <message>
        <source>the dice are rolling or a card is being dealt: that is chance&apos;s choice, not a player&apos;s</source>
        <translation>die Würfel rollen oder eine Karte wird ausgeteilt: Das entscheidet der Zufall, nicht ein Spieler</translation>
    </message>
    <message>
        <source>any legal move, at random</source>
        <translation>irgendein erlaubter Zug, zufällig</translation>
    </message>
    <message>
        <source>keeps the dice likeliest to give the combination, takes the choice worth most after each throw, lays air shots on the leader</source>
        <translation>behält die Würfel, die am ehesten die Kombination ergeben, nimmt nach jedem Wurf die wertvollste Wahl, legt Luftschläge auf den Führenden</translation>
    </message>
    <message>
        <source>the optimal single-player policy: every selection and sign change by dynamic programming over position and throws left; cards weighed by it</source>
        <translation>die optimale Einzelspieler-Strategie: jede Auswahl und jeder Vorzeichenwechsel per dynamischer Programmierung über Position und verbleibende Würfe; Karten danach gewichtet</translation>
    </message>
    <message>
        <source>the cards are being dealt or drawn: that is chance&apos;s choice, not a player&apos;s</source>
        <translation>die Karten werden ausgeteilt oder gezogen: Das entscheidet der Zufall, nicht ein Spieler</translation>
    </message>
    <message>
        <source>takes any card lower than its highest face-up card, else turns one</source>
        <translation>nimmt jede Karte, die niedriger ist als seine höchste offene Karte, sonst deckt er eine auf</translation>
    </message>
    <message>
        <source>completes matching columns, swaps a card for one 5 lower, else turns one</source>
        <translation>vervollständigt gleiche Spalten, tauscht eine Karte gegen eine um 5 niedrigere, sonst deckt er eine auf</translation>
    </message>
    <message>
        <source>weighs every move by the score its layout is expected to have when the hole ends, and races to go out</source>
        <translation>bewertet jeden Zug nach dem Ergebnis, das seine Auslage am Ende des Lochs erwartungsgemäß hat, und beeilt sich, auszumachen</translation>
    </message>
    <message>
        <source>the round is over: there is nothing to choose</source>
        <translation>die Runde ist vorbei: Es gibt nichts zu wählen</translation>
    </message>
    <message>
        <source>the club whose median carry best approaches the flag, aimed at it</source>
        <translation>der Schläger, dessen mittlere Flugweite der Fahne am nächsten kommt, auf sie gezielt</translation>
    </message>
    <message>
        <source>a card the lie allows, aimed roughly at the flag</source>
        <translation>eine Karte, die die Lage erlaubt, ungefähr auf die Fahne gezielt</translation>
    </message>
    <message>
        <source>the hole analysis&apos; optimal card, aim and relief</source>
        <translation>die optimale Karte, Zielrichtung und Erleichterung der Lochanalyse</translation>
    </message>
    <message>
        <source>the course has no hole</source>
        <translation>der Platz hat kein Loch</translation>
    </message>
    <message>
        <source>the course has {count} holes, at {cells}; it needs exactly one</source>
        <translation>der Platz hat {count} Löcher, bei {cells}; er braucht genau eines</translation>
    </message>
    <message>
        <source>the course has no start cell</source>
        <translation>der Platz hat kein Startfeld</translation>
    </message>
    <message>
        <source>start {cell}: the hole cannot be reached from it</source>
        <translation>Start {cell}: Das Loch ist von hier aus nicht erreichbar</translation>
    </message>
    <message>
        <source>start {cell}: the hole needs at least {strokes} strokes, more than the stroke limit of {limit}</source>
        <translation>Start {cell}: Das Loch braucht mindestens {strokes} Schläge, mehr als das Schlaglimit von {limit}</translation>
    </message>
    <message>
        <source>start {cell}: the best play drops in only on one exact face of a die</source>
        <translation>Start {cell}: Das beste Spiel locht nur mit einer einzigen bestimmten Würfelseite ein</translation>
    </message>
    <message>
        <source>a ball from a start can be trapped for good at {cells}</source>
        <translation>ein Ball von einem Start kann bei {cells} endgültig gefangen werden</translation>
    </message>
    <message>
        <source>a ball from a start can come to {cells}, from where the hole cannot be reached</source>
        <translation>ein Ball von einem Start kann nach {cells} gelangen, von wo das Loch nicht erreichbar ist</translation>
    </message>
    <message>
        <source>{cells} and {count} more</source>
        <translation>{cells} und {count} weitere</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>Karte {card}</translation>
    </message>
    <message>
        <source>{die} die</source>
        <translation>Würfel {die}</translation>
    </message>
    <message>
        <source>the course has no hole: there is nothing to analyse</source>
        <translation>der Platz hat kein Loch: Es gibt nichts zu analysieren</translation>
    </message>
    <message>
        <source>Course 1: The straight</source>
        <translation>Platz 1: Die Gerade</translation>
    </message>
    <message>
        <source>Course 2: Dog-leg</source>
        <translation>Platz 2: Dogleg</translation>
    </message>
    <message>
        <source>Course 3: Chicane</source>
        <translation>Platz 3: Schikane</translation>
    </message>
    <message>
        <source>Course 4: The island</source>
        <translation>Platz 4: Die Insel</translation>
    </message>
    <message>
        <source>Course 5: Hairpin</source>
        <translation>Platz 5: Haarnadel</translation>
    </message>
    <message>
        <source>Course 6: Switchbacks</source>
        <translation>Platz 6: Serpentinen</translation>
    </message>
    <message>
        <source>Course 7: Three levels</source>
        <translation>Platz 7: Drei Ebenen</translation>
    </message>
    <message>
        <source>Course 1 modified: Two blocks</source>
        <translation>Platz 1 abgewandelt: Zwei Blöcke</translation>
    </message>
    <message>
        <source>Course 2 modified: Canal</source>
        <translation>Platz 2 abgewandelt: Kanal</translation>
    </message>
    <message>
        <source>Course 3 modified: Sand and water</source>
        <translation>Platz 3 abgewandelt: Sand und Wasser</translation>
    </message>
    <message>
        <source>Course 5 modified: Wet hairpin</source>
        <translation>Platz 5 abgewandelt: Nasse Haarnadel</translation>
    </message>
    <message>
        <source>Linked: Grand tour</source>
        <translation>Verbunden: Große Runde</translation>
    </message>
    <message>
        <source>GolfStudio Links: the default 18 holes, par 72</source>
        <translation>GolfStudio Links: die Standard-18-Loch-Runde, Par 72</translation>
    </message>
    <message>
        <source>the bundled index {path} cannot be read: {reason}</source>
        <translation>der mitgelieferte Index {path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the bundled index {path} is not a {format} index, version 1</source>
        <translation>der mitgelieferte Index {path} ist kein {format}-Index, Version 1</translation>
    </message>
    <message>
        <source>the bundled index lists {ids} twice</source>
        <translation>der mitgelieferte Index führt {ids} zweimal auf</translation>
    </message>
    <message>
        <source>the bundled index gives {id} the unknown kind {kind}</source>
        <translation>der mitgelieferte Index gibt {id} die unbekannte Art {kind}</translation>
    </message>
    <message>
        <source>there is no bundled course &quot;{id}&quot; (bundled: {known})</source>
        <translation>es gibt keinen mitgelieferten Platz „{id}“ (mitgeliefert: {known})</translation>
    </message>
    <message>
        <source>basic</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>Basis</translation>
    </message>
    <message>
        <source>level</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>modified</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>abgewandelt</translation>
    </message>
    <message>
        <source>linked</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>cell {cell}</source>
        <translation>Feld {cell}</translation>
    </message>
    <message>
        <source>this is not a piece of a Carambole course</source>
        <translation>das ist kein Teil eines Carambole-Platzes</translation>
    </message>
    <message>
        <source>unknown course fragment version {value}</source>
        <translation>unbekannte Version eines Platzfragments {value}</translation>
    </message>
    <message>
        <source>unknown key {key} in a course fragment</source>
        <translation>unbekannter Schlüssel {key} in einem Platzfragment</translation>
    </message>
    <message>
        <source>red</source>
        <comment>a ball&apos;s colour</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>a ball&apos;s colour</comment>
        <translation>Orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a ball&apos;s colour</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <comment>a ball&apos;s colour</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>a ball&apos;s colour</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>violet</source>
        <comment>a ball&apos;s colour</comment>
        <translation>Violett</translation>
    </message>
    <message>
        <source>floor</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>Boden</translation>
    </message>
    <message>
        <source>sand</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>Sand</translation>
    </message>
    <message>
        <source>water</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>hole</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>Loch</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>a course wall&apos;s kind</comment>
        <translation>gerade</translation>
    </message>
    <message>
        <source>curved</source>
        <comment>a course wall&apos;s kind</comment>
        <translation>gebogen</translation>
    </message>
    <message>
        <source>an edge is [q, r, direction] with direction 0–5, got {value}</source>
        <translation>eine Kante ist [q, r, Richtung] mit Richtung 0–5, erhalten: {value}</translation>
    </message>
    <message>
        <source>edge {edge}</source>
        <translation>Kante {edge}</translation>
    </message>
    <message>
        <source>start {cell}</source>
        <translation>Start {cell}</translation>
    </message>
    <message>
        <source>a straight wall needs an angle, a multiple of 30 from 0 to 150</source>
        <translation>eine gerade Mauer braucht einen Winkel, ein Vielfaches von 30 von 0 bis 150</translation>
    </message>
    <message>
        <source>a curved wall has no angle: it sends the ball back the way it came</source>
        <translation>eine gebogene Mauer hat keinen Winkel: Sie schickt den Ball dorthin zurück, woher er kam</translation>
    </message>
    <message>
        <source>wall {id}</source>
        <translation>Mauer {id}</translation>
    </message>
    <message>
        <source>obstacle {id}</source>
        <translation>Hindernis {id}</translation>
    </message>
    <message>
        <source>the course has no wall {id}</source>
        <translation>der Platz hat keine Mauer {id}</translation>
    </message>
    <message>
        <source>the course has no obstacle {id}</source>
        <translation>der Platz hat kein Hindernis {id}</translation>
    </message>
    <message>
        <source>there is no cell at {cell}</source>
        <translation>bei {cell} gibt es kein Feld</translation>
    </message>
    <message>
        <source>the id {id} is already used on this course</source>
        <translation>die Kennung {id} wird auf diesem Platz schon verwendet</translation>
    </message>
    <message>
        <source>course</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>a Carambole course file</source>
        <translation>eine Carambole-Platzdatei</translation>
    </message>
    <message>
        <source>{what} is off the board: coordinates run from {least} to {most}</source>
        <translation>{what} liegt außerhalb des Spielbretts: Die Koordinaten reichen von {least} bis {most}</translation>
    </message>
    <message>
        <source>start #{number} must be [q, r], got {value}</source>
        <translation>Start Nr. {number} muss [q, r] sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>pass direction {value} is not a direction 0–5</source>
        <translation>die Durchgangsrichtung {value} ist keine Richtung 0–5</translation>
    </message>
    <message>
        <source>a pass is [in_dir, out_dir] with directions 0–5, got {value}</source>
        <translation>ein Durchgang ist [in_dir, out_dir] mit Richtungen 0–5, erhalten: {value}</translation>
    </message>
    <message>
        <source>angle {value} is not a multiple of 30 from 0 to 150</source>
        <translation>der Winkel {value} ist kein Vielfaches von 30 von 0 bis 150</translation>
    </message>
    <message>
        <source>play order: unknown colour {value} (expected {expected})</source>
        <translation>Spielreihenfolge: unbekannte Farbe {value} (erwartet: {expected})</translation>
    </message>
    <message>
        <source>{field} {value} is not a direction 0–5</source>
        <translation>{field} {value} ist keine Richtung 0–5</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>bounce override at</source>
        <translation>Abprallpfeil bei</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>add at least one course to the round</source>
        <translation>mindestens einen Platz zur Runde hinzufügen</translation>
    </message>
    <message>
        <source>add at least one player</source>
        <translation>mindestens einen Spieler hinzufügen</translation>
    </message>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>eine Partie hat 1 bis {most} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>Spieler {number} braucht einen Namen</translation>
    </message>
    <message>
        <source>two players are called {name}: give them different names</source>
        <translation>zwei Spieler heißen {name}: Sie brauchen verschiedene Namen</translation>
    </message>
    <message>
        <source>{name} needs 1 to {most} balls, not {count}</source>
        <translation>{name} braucht 1 bis {most} Bälle, nicht {count}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n ball(s) but {colours} colours</source>
        <translation>
            <numerusform>{name} hat %n Ball, aber {colours} Farben</numerusform>
            <numerusform>{name} hat %n Bälle, aber {colours} Farben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n ball(s) but 1 colour</source>
        <translation>
            <numerusform>{name} hat %n Ball, aber 1 Farbe</numerusform>
            <numerusform>{name} hat %n Bälle, aber 1 Farbe</numerusform>
        </translation>
    </message>
    <message>
        <source>the box holds {most} balls; these players need {count}</source>
        <translation>die Schachtel enthält {most} Bälle; diese Spieler brauchen {count}</translation>
    </message>
    <message>
        <source>and</source>
        <comment>before the last of a list</comment>
        <translation>und</translation>
    </message>
    <message>
        <source>{players} both play {colour}: in carambole mode the balls share the course, so each player needs a colour of their own</source>
        <translation>{players} spielen beide {colour}: Im Carambole-Modus teilen sich die Bälle den Platz, daher braucht jeder Spieler eine eigene Farbe</translation>
    </message>
    <message>
        <source>{names} course names given for {courses} courses</source>
        <translation>{names} Platznamen für {courses} Plätze angegeben</translation>
    </message>
    <message>
        <source>every course of the round needs a name</source>
        <translation>jeder Platz der Runde braucht einen Namen</translation>
    </message>
    <message>
        <source>course {name} has no hole</source>
        <translation>der Platz {name} hat kein Loch</translation>
    </message>
    <message>
        <source>course {name} has no start cell</source>
        <translation>der Platz {name} hat kein Startfeld</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Carambole parameters</source>
        <translation>unbekannter Schlüssel „{key}“ in den Carambole-Parametern</translation>
    </message>
    <message>
        <source>unknown mode {value} (expected basic or carambole)</source>
        <translation>unbekannter Modus {value} (erwartet: basic oder carambole)</translation>
    </message>
    <message>
        <source>the parameters need a list of players and a list of courses</source>
        <translation>die Parameter brauchen eine Liste von Spielern und eine Liste von Plätzen</translation>
    </message>
    <message>
        <source>a game has at most {players} players and {courses} courses</source>
        <translation>eine Partie hat höchstens {players} Spieler und {courses} Plätze</translation>
    </message>
    <message>
        <source>labels must be a list of course names</source>
        <translation>labels muss eine Liste von Platznamen sein</translation>
    </message>
    <message>
        <source>course {number}: {problem}</source>
        <translation>Platz {number}: {problem}</translation>
    </message>
    <message>
        <source>player {number} must be an object with a name</source>
        <translation>Spieler {number} muss ein Objekt mit einem Namen sein</translation>
    </message>
    <message>
        <source>player {number}: balls must be 1 to {most}, got {value}</source>
        <translation>Spieler {number}: balls muss 1 bis {most} sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>player {number}: unknown colour in {value}</source>
        <translation>Spieler {number}: unbekannte Farbe in {value}</translation>
    </message>
    <message>
        <source>not a Carambole action: {value}</source>
        <translation>keine Carambole-Aktion: {value}</translation>
    </message>
    <message>
        <source>place the ball on {cell}</source>
        <translation>den Ball auf {cell} setzen</translation>
    </message>
    <message>
        <source>shot {direction} with the {card} card</source>
        <translation>Schlag nach {direction} mit der Karte {card}</translation>
    </message>
    <message>
        <source>shot {direction} with the {die} die</source>
        <translation>Schlag nach {direction} mit dem Würfel {die}</translation>
    </message>
    <message>
        <source>throw {face}</source>
        <translation>Wurf {face}</translation>
    </message>
    <message>
        <source>one compiled table is needed per course</source>
        <translation>pro Platz wird eine kompilierte Tabelle gebraucht</translation>
    </message>
    <message>
        <source>no throw is pending</source>
        <translation>kein Wurf steht aus</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>the dice must be thrown first</source>
        <translation>zuerst müssen die Würfel geworfen werden</translation>
    </message>
    <message>
        <source>the ball to play is already on the course</source>
        <translation>der zu spielende Ball liegt schon auf dem Platz</translation>
    </message>
    <message>
        <source>{cell} is not a free start cell</source>
        <translation>{cell} ist kein freies Startfeld</translation>
    </message>
    <message>
        <source>put the ball on a start cell first</source>
        <translation>zuerst den Ball auf ein Startfeld setzen</translation>
    </message>
    <message>
        <source>the ball cannot be played {direction} from where it rests</source>
        <translation>der Ball kann von seiner Lage aus nicht nach {direction} gespielt werden</translation>
    </message>
    <message>
        <source>no throw is pending: choose a shot first</source>
        <translation>kein Wurf steht an: zuerst einen Schlag wählen</translation>
    </message>
    <message>
        <source>the {die} die has no face {face}</source>
        <translation>der Würfel {die} hat keine Seite {face}</translation>
    </message>
    <message>
        <source>Block</source>
        <comment>an obstacle piece</comment>
        <translation>Block</translation>
    </message>
    <message>
        <source>Bar</source>
        <comment>an obstacle piece</comment>
        <translation>Balken</translation>
    </message>
    <message>
        <source>Triangle</source>
        <comment>an obstacle piece</comment>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>L</source>
        <comment>an obstacle piece</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>Straight channel</source>
        <comment>an obstacle piece</comment>
        <translation>Gerader Kanal</translation>
    </message>
    <message>
        <source>Curved channel</source>
        <comment>an obstacle piece</comment>
        <translation>Gebogener Kanal</translation>
    </message>
    <message>
        <source>Ramp</source>
        <comment>an obstacle piece</comment>
        <translation>Rampe</translation>
    </message>
    <message>
        <source>Centre hole</source>
        <comment>an obstacle piece</comment>
        <translation>Mittelloch</translation>
    </message>
    <message>
        <source>Tunnel</source>
        <comment>an obstacle piece</comment>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>{file}: two pieces share a name</source>
        <translation>{file}: zwei Teile haben denselben Namen</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a die&apos;s colour</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>red</source>
        <comment>a die&apos;s colour</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>a die&apos;s colour</comment>
        <translation>Orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a die&apos;s colour</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <comment>a die&apos;s colour</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>a die&apos;s colour</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>violet</source>
        <comment>a die&apos;s colour</comment>
        <translation>Violett</translation>
    </message>
    <message>
        <source>two of its dice are called {names}</source>
        <translation>zwei seiner Würfel heißen {names}</translation>
    </message>
    <message>
        <source>two of its cards are called {names}</source>
        <translation>zwei seiner Karten heißen {names}</translation>
    </message>
    <message>
        <source>white die &quot;{name}&quot; is not one of its dice</source>
        <translation>der weiße Würfel „{name}“ ist keiner seiner Würfel</translation>
    </message>
    <message>
        <source>card {card} with the white die&apos;s {top} gives {count} impulses, more than the {most} a shot can have</source>
        <translation>die Karte {card} mit der {top} des weißen Würfels ergibt {count} Impulse, mehr als die {most}, die ein Schlag haben kann</translation>
    </message>
    <message>
        <source>the ruleset has no die called &quot;{name}&quot;</source>
        <translation>das Regelwerk hat keinen Würfel namens „{name}“</translation>
    </message>
    <message>
        <source>a ruleset is a JSON object, got {kind}</source>
        <translation>ein Regelwerk ist ein JSON-Objekt, erhalten: {kind}</translation>
    </message>
    <message>
        <source>direction {value} is not a direction 0–5</source>
        <translation>die Richtung {value} ist keine Richtung 0–5</translation>
    </message>
    <message>
        <source>a shot has 0 to {most} impulses, not {count}</source>
        <translation>ein Schlag hat 0 bis {most} Impulse, nicht {count}</translation>
    </message>
    <message>
        <source>cell id {id} is not a cell of the course</source>
        <translation>die Feldkennung {id} ist kein Feld des Platzes</translation>
    </message>
    <message>
        <source>no ball can rest at {cell}: it is inside a solid obstacle</source>
        <translation>kein Ball kann auf {cell} liegen: Das Feld liegt in einem massiven Hindernis</translation>
    </message>
    <message>
        <source>a ball at {cell} would already be in the hole</source>
        <translation>ein Ball auf {cell} wäre schon im Loch</translation>
    </message>
    <message>
        <source>two balls cannot rest on {cell}</source>
        <translation>zwei Bälle können nicht auf {cell} liegen</translation>
    </message>
    <message>
        <source>{cell} is not a cell of the course</source>
        <translation>{cell} ist kein Feld des Platzes</translation>
    </message>
    <message>
        <source>the course&apos;s ruleset has no card called &quot;{name}&quot;</source>
        <translation>das Regelwerk des Platzes hat keine Karte namens „{name}“</translation>
    </message>
    <message>
        <source>the course&apos;s ruleset has no die called &quot;{name}&quot;</source>
        <translation>das Regelwerk des Platzes hat keinen Würfel namens „{name}“</translation>
    </message>
    <message>
        <source>cell {cell} is listed {count} times</source>
        <translation>das Feld {cell} ist {count}-mal aufgeführt</translation>
    </message>
    <message>
        <source>start {cell} is listed {count} times</source>
        <translation>der Start {cell} ist {count}-mal aufgeführt</translation>
    </message>
    <message>
        <source>start {cell} is not a cell of the course</source>
        <translation>der Start {cell} ist kein Feld des Platzes</translation>
    </message>
    <message>
        <source>start {cell} is on the hole</source>
        <translation>der Start {cell} liegt auf dem Loch</translation>
    </message>
    <message>
        <source>start {cell} is in water</source>
        <translation>der Start {cell} liegt im Wasser</translation>
    </message>
    <message>
        <source>start {cell} is inside solid obstacle {id}</source>
        <translation>der Start {cell} liegt im massiven Hindernis {id}</translation>
    </message>
    <message>
        <source>{count} objects share the id {id}</source>
        <translation>{count} Objekte teilen sich die Kennung {id}</translation>
    </message>
    <message>
        <source>wall {id}: edge {edge} lies on no cell</source>
        <translation>Mauer {id}: Die Kante {edge} liegt an keinem Feld</translation>
    </message>
    <message>
        <source>walls {ids} share edge {edge}; an edge belongs to one wall</source>
        <translation>die Mauern {ids} teilen sich die Kante {edge}; eine Kante gehört zu einer Mauer</translation>
    </message>
    <message>
        <source>{label}: angle {angle} differs from its drawn line ({drawn})</source>
        <translation>{label}: Der Winkel {angle} weicht von der gezeichneten Linie ab ({drawn})</translation>
    </message>
    <message>
        <source>obstacle {id} lists cell {cell} {count} times</source>
        <translation>das Hindernis {id} führt das Feld {cell} {count}-mal auf</translation>
    </message>
    <message>
        <source>obstacles {first} and {second} overlap at {cell}</source>
        <translation>die Hindernisse {first} und {second} überlappen sich bei {cell}</translation>
    </message>
    <message>
        <source>obstacle {id}: cell {cell} is not a cell of the course</source>
        <translation>Hindernis {id}: Das Feld {cell} ist kein Feld des Platzes</translation>
    </message>
    <message>
        <source>obstacle {id} covers the hole at {cell}</source>
        <translation>das Hindernis {id} verdeckt das Loch bei {cell}</translation>
    </message>
    <message>
        <source>obstacle {id} cell {cell}: pass {entering}→{leaving} sends the ball back the way it came</source>
        <translation>Hindernis {id} Feld {cell}: Der Durchgang {entering}→{leaving} schickt den Ball dorthin zurück, woher er kam</translation>
    </message>
    <message>
        <source>obstacle {id}: a vertical obstacle needs a pass; its first pass names the way up its ramps</source>
        <translation>Hindernis {id}: Ein vertikales Hindernis braucht einen Durchgang; sein erster Durchgang gibt die Richtung seiner Rampen nach oben an</translation>
    </message>
    <message>
        <source>obstacle {id} side #{number}: edge {edge} is not on the obstacle&apos;s outline</source>
        <translation>Hindernis {id} Seite Nr. {number}: Die Kante {edge} liegt nicht auf dem Umriss des Hindernisses</translation>
    </message>
    <message>
        <source>obstacle {id} side #{number}</source>
        <translation>Hindernis {id} Seite Nr. {number}</translation>
    </message>
    <message>
        <source>obstacle {id}: pass {entering}→{leaving} at {cell} leads into {next}, which has no pass entering {leaving}</source>
        <translation>Hindernis {id}: Der Durchgang {entering}→{leaving} bei {cell} führt nach {next}, das keinen Durchgang mit Eingang {leaving} hat</translation>
    </message>
    <message>
        <source>bounce override at {cell}: incoming {incoming} is given {count} times</source>
        <translation>Abprallpfeil bei {cell}: Die Ankunftsrichtung {incoming} ist {count}-mal angegeben</translation>
    </message>
    <message>
        <source>bounce override at {cell} is not on a cell of the course</source>
        <translation>der Abprallpfeil bei {cell} liegt auf keinem Feld des Platzes</translation>
    </message>
    <message>
        <source>bounce override at {cell} is inside solid obstacle {id}</source>
        <translation>der Abprallpfeil bei {cell} liegt im massiven Hindernis {id}</translation>
    </message>
    <message>
        <source>bounce override at {cell}: outgoing {outgoing} points {blocked}</source>
        <translation>Abprallpfeil bei {cell}: Die Abgangsrichtung {outgoing} zeigt {blocked}</translation>
    </message>
    <message>
        <source>bounce override at {cell}: the edge ahead of incoming {incoming} is open, so the arrow is never used</source>
        <translation>Abprallpfeil bei {cell}: Die Kante vor der Ankunftsrichtung {incoming} ist offen, daher wird der Pfeil nie benutzt</translation>
    </message>
    <message>
        <source>play order lists {colour} {count} times</source>
        <translation>die Spielreihenfolge führt {colour} {count}-mal auf</translation>
    </message>
    <message>
        <source>play order leaves out {colours}; those balls play after the listed ones</source>
        <translation>die Spielreihenfolge lässt {colours} aus; diese Bälle spielen nach den aufgeführten</translation>
    </message>
    <message>
        <source>obstacle {id}: outline edge {edges} has no side; a ball bounces straight back there</source>
        <translation>Hindernis {id}: Die Umrisskante {edges} hat keine Seite; ein Ball prallt dort gerade zurück</translation>
    </message>
    <message>
        <source>obstacle {id}: outline edges {edges} have no side; a ball bounces straight back there</source>
        <translation>Hindernis {id}: Die Umrisskanten {edges} haben keine Seite; ein Ball prallt dort gerade zurück</translation>
    </message>
    <message>
        <source>cell {cell}: blocked edge {edges} has no wall; a ball bounces straight back there</source>
        <translation>Feld {cell}: Die blockierte Kante {edges} hat keine Mauer; ein Ball prallt dort gerade zurück</translation>
    </message>
    <message>
        <source>cell {cell}: blocked edges {edges} have no wall; a ball bounces straight back there</source>
        <translation>Feld {cell}: Die blockierten Kanten {edges} haben keine Mauer; ein Ball prallt dort gerade zurück</translation>
    </message>
    <message>
        <source>into wall {id}</source>
        <translation>in die Mauer {id}</translation>
    </message>
    <message>
        <source>from off the course</source>
        <translation>von außerhalb des Platzes</translation>
    </message>
    <message>
        <source>off the course</source>
        <translation>aus dem Platz hinaus</translation>
    </message>
    <message>
        <source>into obstacle {id}</source>
        <translation>in das Hindernis {id}</translation>
    </message>
    <message>
        <source>out of obstacle {id}</source>
        <translation>aus dem Hindernis {id} hinaus</translation>
    </message>
    <message>
        <source>out of obstacle {id} where it has no pass</source>
        <translation>aus dem Hindernis {id} hinaus, wo es keinen Durchgang hat</translation>
    </message>
    <message>
        <source>into obstacle {id} where it has no pass</source>
        <translation>in das Hindernis {id}, wo es keinen Durchgang hat</translation>
    </message>
    <message>
        <source>across a level step to {cell}</source>
        <translation>über eine Ebenenstufe nach {cell}</translation>
    </message>
    <message>
        <source>not a Dice Golf action: {action}</source>
        <translation>keine Dice-Golf-Aktion: {action}</translation>
    </message>
    <message>
        <source>keeps every die</source>
        <translation>behält alle Würfel</translation>
    </message>
    <message>
        <source>keeps no die and rolls them all again</source>
        <translation>behält keinen Würfel und wirft alle neu</translation>
    </message>
    <message>
        <source>{dice} and {last}</source>
        <translation>{dice} und {last}</translation>
    </message>
    <message>
        <source>keeps {dice}, rolls the others again</source>
        <translation>behält {dice}, wirft die anderen neu</translation>
    </message>
    <message>
        <source>a card dealt</source>
        <translation>eine Karte gegeben</translation>
    </message>
    <message>
        <source>{card} dealt</source>
        <translation>{card} gegeben</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>zieht eine Karte</translation>
    </message>
    <message>
        <source>draws {card}</source>
        <translation>zieht {card}</translation>
    </message>
    <message>
        <source>lays {card} against the thrower</source>
        <translation>legt {card} gegen den Werfer</translation>
    </message>
    <message>
        <source>lays no card</source>
        <translation>legt keine Karte</translation>
    </message>
    <message>
        <source>the vane shows {sector}</source>
        <translation>die Wetterfahne zeigt {sector}</translation>
    </message>
    <message>
        <source>rolls {face}</source>
        <translation>würfelt {face}</translation>
    </message>
    <message>
        <source>accepts the throw</source>
        <translation>nimmt den Wurf an</translation>
    </message>
    <message>
        <source>plays {card} and stays where the throw took the ball</source>
        <translation>spielt {card} und bleibt, wohin der Wurf den Ball gebracht hat</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>spielt {card}</translation>
    </message>
    <message>
        <source>rolls the operations die for sign {number} of the formula</source>
        <translation>wirft den Rechenzeichenwürfel für Zeichen {number} der Formel</translation>
    </message>
    <message>
        <source>the operations die shows {sign}</source>
        <translation>der Rechenzeichenwürfel zeigt {sign}</translation>
    </message>
    <message>
        <source>claims fair play</source>
        <translation>beruft sich auf Fair Play</translation>
    </message>
    <message>
        <source>there is no bundled Dice Golf course &quot;{course}&quot; (bundled: {known})</source>
        <translation>es gibt keinen mitgelieferten Dice-Golf-Platz „{course}“ (mitgeliefert: {known})</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>a Dice Golf deck file</source>
        <translation>eine Dice-Golf-Kartendatei</translation>
    </message>
    <message>
        <source>two cards are called {id}: give them different ids</source>
        <translation>zwei Karten heißen {id}: verschiedene IDs vergeben</translation>
    </message>
    <message>
        <source>two sectors are called {id}: give them different ids</source>
        <translation>zwei Sektoren heißen {id}: verschiedene IDs vergeben</translation>
    </message>
    <message>
        <source>the deck holds {size} cards; it needs {least} to {most} ({hand} for each of up to {players} players)</source>
        <translation>der Kartensatz hat {size} Karten; nötig sind {least} bis {most} ({hand} für jeden von bis zu {players} Spielern)</translation>
    </message>
    <message>
        <source>there is no card {card} (cards: {known})</source>
        <translation>es gibt keine Karte {card} (Karten: {known})</translation>
    </message>
    <message>
        <source>{shape} {value}: the value is a die&apos;s face, 1 to 6</source>
        <translation>{shape} {value}: Der Wert ist eine Würfelseite, 1 bis 6</translation>
    </message>
    <message>
        <source>unknown combination {combination} (expected double, double 1 to 6, triple, triple 1 to 6, two pairs, straight or four of a kind)</source>
        <translation>unbekannte Kombination {combination} (erwartet: double, double 1 bis 6, triple, triple 1 bis 6, two pairs, straight oder four of a kind)</translation>
    </message>
    <message>
        <source>formula {formula}: {problem} at the end</source>
        <translation>Formel {formula}: {problem} am Ende</translation>
    </message>
    <message>
        <source>formula {formula}: {problem} at character {number} ({character})</source>
        <translation>Formel {formula}: {problem} bei Zeichen {number} ({character})</translation>
    </message>
    <message>
        <source>a &apos;)&apos; closes no &apos;(&apos;</source>
        <translation>eine „)“ schließt keine „(“</translation>
    </message>
    <message>
        <source>expected an operator (+, -, *)</source>
        <translation>Operator erwartet (+, -, *)</translation>
    </message>
    <message>
        <source>brackets and minus signs nest more than {depth} deep</source>
        <translation>Klammern und Minuszeichen sind tiefer als {depth} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>the &apos;(&apos; at character {number} is not closed</source>
        <translation>die „(“ bei Zeichen {number} wird nicht geschlossen</translation>
    </message>
    <message>
        <source>{value} is more than {most}</source>
        <translation>{value} ist mehr als {most}</translation>
    </message>
    <message>
        <source>{name} is not a die (the dice are {dice})</source>
        <translation>{name} ist kein Würfel (die Würfel sind {dice})</translation>
    </message>
    <message>
        <source>expected a number, a die or &apos;(&apos;</source>
        <translation>Zahl, Würfel oder „(“ erwartet</translation>
    </message>
    <message>
        <source>a formula has at most {most} characters, not {count}</source>
        <translation>eine Formel hat höchstens {most} Zeichen, nicht {count}</translation>
    </message>
    <message>
        <source>the formula is empty: write one, like (B1 + B2) * (R1 + R2)</source>
        <translation>die Formel ist leer: eine schreiben, etwa (B1 + B2) * (R1 + R2)</translation>
    </message>
    <message>
        <source>formula {formula} can give up to {metres} m: a throw moves at most {most} m</source>
        <translation>die Formel {formula} kann bis zu {metres} m ergeben: Ein Wurf bewegt höchstens {most} m</translation>
    </message>
    <message numerus="yes">
        <source>formula {formula} has %n sign(s); there is no sign #{number}</source>
        <translation>
            <numerusform>die Formel {formula} hat %n Rechenzeichen; es gibt kein Zeichen Nr. {number}</numerusform>
            <numerusform>die Formel {formula} hat %n Rechenzeichen; es gibt kein Zeichen Nr. {number}</numerusform>
        </translation>
    </message>
    <message>
        <source>the course label is longer than {count} characters</source>
        <translation>der Platzname ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <source>the course has holes 1 to {count}, not {number}</source>
        <translation>der Platz hat die Löcher 1 bis {count}, nicht {number}</translation>
    </message>
    <message>
        <source>a hole is named twice in the holes to play</source>
        <translation>ein Loch ist bei den zu spielenden Löchern doppelt genannt</translation>
    </message>
    <message>
        <source>the course cannot be played: {problem}</source>
        <translation>der Platz kann nicht gespielt werden: {problem}</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Dice Golf parameters</source>
        <translation>unbekannter Schlüssel „{key}“ in den Dice-Golf-Parametern</translation>
    </message>
    <message>
        <source>the parameters need a list of player names</source>
        <translation>die Parameter brauchen eine Liste von Spielernamen</translation>
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation>eine Partie hat {least} bis {most} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>holes must be a list of hole numbers, got {value}</source>
        <translation>holes muss eine Liste von Lochnummern sein, nicht {value}</translation>
    </message>
    <message>
        <source>label must be text, got {value}</source>
        <translation>label muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>cards must be true or false, got {value}</source>
        <translation>cards muss true oder false sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>the course: {problems}</source>
        <translation>der Platz: {problems}</translation>
    </message>
    <message>
        <source>there is no player {number}</source>
        <translation>es gibt keinen Spieler {number}</translation>
    </message>
    <message>
        <source>the weather vane is not being spun now</source>
        <translation>die Wetterfahne wird gerade nicht gedreht</translation>
    </message>
    <message>
        <source>the vane has no sector {sector} (sectors: {known})</source>
        <translation>die Wetterfahne hat keinen Sektor {sector} (Sektoren: {known})</translation>
    </message>
    <message>
        <source>no die is being rolled now</source>
        <translation>gerade wird kein Würfel geworfen</translation>
    </message>
    <message>
        <source>die {die} shows {low} to {high}, not {face}</source>
        <translation>Würfel {die} zeigt {low} bis {high}, nicht {face}</translation>
    </message>
    <message>
        <source>the operations die is not being rolled now</source>
        <translation>der Rechenzeichenwürfel wird gerade nicht geworfen</translation>
    </message>
    <message>
        <source>cards against a throw are laid before its dice are rolled</source>
        <translation>Karten gegen einen Wurf werden gelegt, bevor seine Würfel geworfen werden</translation>
    </message>
    <message>
        <source>the opponents lay their cards against the throw first</source>
        <translation>die Gegner legen zuerst ihre Karten gegen den Wurf</translation>
    </message>
    <message>
        <source>the throw is rolled: there is nothing to keep now</source>
        <translation>der Wurf ist geworfen: Jetzt gibt es nichts zu behalten</translation>
    </message>
    <message>
        <source>say for each of the {count} dice ({names}) whether it is kept, not {given}</source>
        <translation>für jeden der {count} Würfel ({names}) angeben, ob er behalten wird, nicht {given}</translation>
    </message>
    <message>
        <source>keep some dice first: the others are rolled again</source>
        <translation>zuerst einige Würfel behalten: Die anderen werden neu geworfen</translation>
    </message>
    <message>
        <source>no card is being dealt now</source>
        <translation>gerade wird keine Karte gegeben</translation>
    </message>
    <message>
        <source>no card is being drawn now</source>
        <translation>gerade wird keine Karte gezogen</translation>
    </message>
    <message>
        <source>name the card that comes off the deck</source>
        <translation>die Karte nennen, die vom Stapel kommt</translation>
    </message>
    <message>
        <source>there is no card {card} in the deck</source>
        <translation>es gibt keine Karte {card} im Stapel</translation>
    </message>
    <message>
        <source>no {card} card is left in the deck</source>
        <translation>keine Karte {card} ist mehr im Stapel</translation>
    </message>
    <message>
        <source>this game is played without cards</source>
        <translation>dieses Spiel wird ohne Karten gespielt</translation>
    </message>
    <message>
        <source>there is no card {card} in Dice Golf</source>
        <translation>es gibt keine Karte {card} in Dice Golf</translation>
    </message>
    <message>
        <source>you hold no {card} card</source>
        <translation>keine Karte {card} auf der Hand</translation>
    </message>
    <message>
        <source>{card} is the thrower&apos;s own card: only an air shot or a weather card is laid against a throw</source>
        <translation>{card} ist eine Karte des Werfers selbst: Gegen einen Wurf werden nur ein Luftschlag oder eine Wetterkarte gelegt</translation>
    </message>
    <message>
        <source>a card of your own is played after your throw</source>
        <translation>eine eigene Karte wird nach dem eigenen Wurf gespielt</translation>
    </message>
    <message>
        <source>only a No penalty card lets the ball stay where the throw took it</source>
        <translation>nur eine Karte „Kein Strafschlag“ lässt den Ball dort liegen, wohin der Wurf ihn gebracht hat</translation>
    </message>
    <message>
        <source>{card} holes out with a double on the first throw of a hole of at most {metres} m</source>
        <translation>{card} locht mit einem Pasch beim ersten Wurf eines Lochs von höchstens {metres} m ein</translation>
    </message>
    <message>
        <source>{card} holes out when the first throw of a hole of at most {metres} m is exactly the distance to the hole</source>
        <translation>{card} locht ein, wenn der erste Wurf eines Lochs von höchstens {metres} m genau die Entfernung zum Loch ist</translation>
    </message>
    <message>
        <source>{card} is played off the green</source>
        <translation>{card} wird außerhalb des Grüns gespielt</translation>
    </message>
    <message>
        <source>{card} is laid against another player before their throw</source>
        <translation>{card} wird vor dem Wurf eines anderen Spielers gegen ihn gelegt</translation>
    </message>
    <message>
        <source>this throw has no penalty for {card} to cancel</source>
        <translation>dieser Wurf hat keinen Strafschlag, den {card} aufheben könnte</translation>
    </message>
    <message>
        <source>the ball may stay only after a zone-limit penalty</source>
        <translation>der Ball darf nur nach einem Strafschlag an einer Zonengrenze liegen bleiben</translation>
    </message>
    <message>
        <source>{card} changes a distance, and this throw has none</source>
        <translation>{card} ändert eine Entfernung, und dieser Wurf hat keine</translation>
    </message>
    <message>
        <source>{card} moves a ball that lies on the green</source>
        <translation>{card} bewegt einen Ball, der auf dem Grün liegt</translation>
    </message>
    <message>
        <source>a sign is changed after your throw</source>
        <translation>ein Rechenzeichen wird nach dem eigenen Wurf geändert</translation>
    </message>
    <message>
        <source>a sign is changed after a throw read by a formula (not in a hazard)</source>
        <translation>ein Rechenzeichen wird nach einem Wurf geändert, der mit einer Formel ausgewertet wird (nicht in einem Hindernis)</translation>
    </message>
    <message>
        <source>a sign may be changed once the ball lies past the first zone limit ({metres} m)</source>
        <translation>ein Rechenzeichen darf geändert werden, sobald der Ball hinter der ersten Zonengrenze liegt ({metres} m)</translation>
    </message>
    <message>
        <source>on a hole without zone limits a sign may be changed on the green</source>
        <translation>auf einem Loch ohne Zonengrenzen darf ein Rechenzeichen auf dem Grün geändert werden</translation>
    </message>
    <message numerus="yes">
        <source>the formula {formula} has %n sign(s): there is no sign {number}</source>
        <translation>
            <numerusform>die Formel {formula} hat %n Rechenzeichen: Es gibt kein Zeichen {number}</numerusform>
            <numerusform>die Formel {formula} hat %n Rechenzeichen: Es gibt kein Zeichen {number}</numerusform>
        </translation>
    </message>
    <message>
        <source>fair play is claimed after your throw</source>
        <translation>Fair Play wird nach dem eigenen Wurf beansprucht</translation>
    </message>
    <message>
        <source>fair play is allowed once a game, and you have used it</source>
        <translation>Fair Play ist einmal pro Spiel erlaubt und wurde schon genutzt</translation>
    </message>
    <message>
        <source>fair play is for a throw from the fairway, outside every hazard</source>
        <translation>Fair Play gilt für einen Wurf vom Fairway, außerhalb jedes Hindernisses</translation>
    </message>
    <message>
        <source>fair play is for a ball blocked on the fairway: some throw from here moves it without a penalty</source>
        <translation>Fair Play gilt für einen auf dem Fairway blockierten Ball: Ein Wurf von hier bewegt ihn ohne Strafschlag</translation>
    </message>
    <message>
        <source>fair play is for a throw that costs a penalty, and this one moved freely</source>
        <translation>Fair Play gilt für einen Wurf, der einen Strafschlag kostet, und dieser kam frei voran</translation>
    </message>
    <message>
        <source>fair play is for a ball nothing else can help, and changing sign {number} of {formula} may move it without a penalty</source>
        <translation>Fair Play gilt für einen Ball, dem nichts anderes hilft, und das Ändern von Vorzeichen {number} in {formula} kann ihn ohne Strafschlag bewegen</translation>
    </message>
    <message>
        <source>fair play is for a ball nothing else can help, and your {card} card lets it stay where the throw took it</source>
        <translation>Fair Play gilt für einen Ball, dem nichts anderes hilft, und Ihre Karte {card} lässt ihn dort liegen, wohin der Wurf ihn gebracht hat</translation>
    </message>
    <message>
        <source>fair play is for a ball nothing else can help, and your {card} card may move it without a penalty</source>
        <translation>Fair Play gilt für einen Ball, dem nichts anderes hilft, und Ihre Karte {card} kann ihn ohne Strafschlag bewegen</translation>
    </message>
    <message>
        <source>a player&apos;s view of the game cannot be played on</source>
        <translation>die Sicht eines Spielers auf das Spiel kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>there is no throw to decide on now</source>
        <translation>gerade ist über keinen Wurf zu entscheiden</translation>
    </message>
    <message>
        <source>the cards must be dealt first</source>
        <translation>zuerst müssen die Karten gegeben werden</translation>
    </message>
    <message>
        <source>the weather vane must be spun first</source>
        <translation>zuerst muss die Wetterfahne gedreht werden</translation>
    </message>
    <message>
        <source>the dice must be rolled first</source>
        <translation>zuerst müssen die Würfel geworfen werden</translation>
    </message>
    <message>
        <source>the operations die must be rolled first</source>
        <translation>zuerst muss der Rechenzeichenwürfel geworfen werden</translation>
    </message>
    <message>
        <source>a card must be drawn first</source>
        <translation>zuerst muss eine Karte gezogen werden</translation>
    </message>
    <message>
        <source>combination {problem}</source>
        <translation>Kombination {problem}</translation>
    </message>
    <message>
        <source>the band ends at {end} m, before it starts at {start} m</source>
        <translation>der Streifen endet bei {end} m, bevor er bei {start} m beginnt</translation>
    </message>
    <message>
        <source>a proximity zone is 30, 40 or 50 m long; {span} is {width} m</source>
        <translation>eine Annäherungszone ist 30, 40 oder 50 m lang; {span} ist {width} m</translation>
    </message>
    <message>
        <source>a course has {least} to {most} holes, not {count}</source>
        <translation>ein Platz hat {least} bis {most} Löcher, nicht {count}</translation>
    </message>
    <message>
        <source>a name has at most {most} characters</source>
        <translation>ein Name hat höchstens {most} Zeichen</translation>
    </message>
    <message>
        <source>a course has {least} to {most} holes</source>
        <translation>ein Platz hat {least} bis {most} Löcher</translation>
    </message>
    <message>
        <source>a course keeps at least one hole</source>
        <translation>ein Platz behält mindestens ein Loch</translation>
    </message>
    <message>
        <source>a par runs from {least} to {most}, not {par}</source>
        <translation>ein Par reicht von {least} bis {most}, nicht {par}</translation>
    </message>
    <message>
        <source>the first zone starts at the tee: it has no limit to move</source>
        <translation>die erste Zone beginnt am Abschlag und hat keine Grenze zum Verschieben</translation>
    </message>
    <message>
        <source>a hole has at most {most} zones</source>
        <translation>ein Loch hat höchstens {most} Zonen</translation>
    </message>
    <message>
        <source>the first zone starts at the tee: put a limit after 0 m</source>
        <translation>die erste Zone beginnt am Abschlag: eine Grenze nach 0 m setzen</translation>
    </message>
    <message>
        <source>{metres} m is on the green (from {green} m): zones split the fairway only</source>
        <translation>{metres} m liegt auf dem Grün (ab {green} m): Zonen teilen nur das Fairway</translation>
    </message>
    <message>
        <source>a zone limit is already at {metres} m</source>
        <translation>bei {metres} m liegt schon eine Zonengrenze</translation>
    </message>
    <message>
        <source>the first zone starts at the tee: it has no limit to remove</source>
        <translation>die erste Zone beginnt am Abschlag und hat keine Grenze zum Entfernen</translation>
    </message>
    <message>
        <source>a hole has at most {most} hazards</source>
        <translation>ein Loch hat höchstens {most} Hindernisse</translation>
    </message>
    <message>
        <source>a proximity zone is 30, 40 or 50 m long, not {width} m</source>
        <translation>eine Annäherungszone ist 30, 40 oder 50 m lang, nicht {width} m</translation>
    </message>
    <message>
        <source>a hole has at most {most} proximity zones</source>
        <translation>ein Loch hat höchstens {most} Annäherungszonen</translation>
    </message>
    <message>
        <source>every zone limit has its proximity zone: click on the track with the proximity tool to put one elsewhere</source>
        <translation>jede Zonengrenze hat ihre Annäherungszone: Mit dem Annäherungswerkzeug auf die Bahn klicken, um eine anderswo zu setzen</translation>
    </message>
    <message>
        <source>a Dice Golf course file</source>
        <translation>eine Dice-Golf-Platzdatei</translation>
    </message>
    <message>
        <source>green {problem}</source>
        <translation>Grün {problem}</translation>
    </message>
    <message>
        <source>a throw from {start} m lands at {metres} m, off the track (0 to {end} m): validate the hole</source>
        <translation>ein Wurf von {start} m landet bei {metres} m, außerhalb der Bahn (0 bis {end} m): Loch prüfen</translation>
    </message>
    <message>
        <source>a policy&apos;s values must be {rows} by {columns}, not {shape}</source>
        <translation>Die Werte einer Strategie müssen {rows} mal {columns} sein, nicht {shape}</translation>
    </message>
    <message>
        <source>a {kind} throw from {metres} m keeps no dice: only the green, a triple bunker and water select</source>
        <translation>ein Wurf {kind} von {metres} m behält keine Würfel: Nur Grün, Drilling-Bunker und Wasser lassen Würfel behalten</translation>
    </message>
    <message>
        <source>the ball lies from 0 to {last} m, not at {metres} m</source>
        <translation>der Ball liegt zwischen 0 und {last} m, nicht bei {metres} m</translation>
    </message>
    <message>
        <source>a player has made 0 to {last} throws before a throw, not {count}</source>
        <translation>ein Spieler hat vor einem Wurf 0 bis {last} Würfe gemacht, nicht {count}</translation>
    </message>
    <message>
        <source>a ball at {metres} m is holed: it makes no throw</source>
        <translation>ein Ball bei {metres} m ist eingelocht: Er wirft nicht mehr</translation>
    </message>
    <message>
        <source>a throw from {metres} m rolls {count} dice, not {given}</source>
        <translation>ein Wurf von {metres} m nutzt {count} Würfel, nicht {given}</translation>
    </message>
    <message>
        <source>the policy was solved for another hole</source>
        <translation>die Strategie wurde für ein anderes Loch berechnet</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>eine Straße</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>{bonus} +{metres} m</source>
        <translation>{bonus} +{metres} m</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>bank</source>
        <comment>a Dice Golf hazard</comment>
        <translation>Böschung</translation>
    </message>
    <message>
        <source>slope</source>
        <comment>a Dice Golf hazard</comment>
        <translation>Hang</translation>
    </message>
    <message>
        <source>{terrain} {metres} m</source>
        <translation>{terrain} {metres} m</translation>
    </message>
    <message>
        <source>weather {metres} m</source>
        <translation>Wetter {metres} m</translation>
    </message>
    <message>
        <source>die {die} shows 1 to 6, not {face}</source>
        <translation>Würfel {die} zeigt 1 bis 6, nicht {face}</translation>
    </message>
    <message>
        <source>die W shows 7 to 12, not {face}</source>
        <translation>Würfel W zeigt 7 bis 12, nicht {face}</translation>
    </message>
    <message>
        <source>the formula uses the fifth die W: give its face (7 to 12)</source>
        <translation>die Formel nutzt den fünften Würfel W: seine Augenzahl angeben (7 bis 12)</translation>
    </message>
    <message>
        <source>a throw is four dice B1,B2,R1,R2 and the fifth die W if rolled, not {count} numbers</source>
        <translation>ein Wurf sind vier Würfel B1,B2,R1,R2 und der fünfte Würfel W, wenn geworfen, nicht {count} Zahlen</translation>
    </message>
    <message>
        <source>proximity {number}</source>
        <translation>Annäherung {number}</translation>
    </message>
    <message>
        <source>hazard {number}</source>
        <translation>Hindernis {number}</translation>
    </message>
    <message>
        <source>proximity zone</source>
        <translation>Annäherungszone</translation>
    </message>
    <message>
        <source>bunker</source>
        <comment>a Dice Golf hazard</comment>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>pond</source>
        <comment>a Dice Golf hazard</comment>
        <translation>Teich</translation>
    </message>
    <message>
        <source>river</source>
        <comment>a Dice Golf hazard</comment>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>water crossing</source>
        <comment>a Dice Golf hazard</comment>
        <translation>Wassergraben</translation>
    </message>
    <message>
        <source>grove</source>
        <comment>a Dice Golf hazard</comment>
        <translation>Wäldchen</translation>
    </message>
    <message>
        <source>{name} ({kind} {span})</source>
        <translation>{name} ({kind} {span})</translation>
    </message>
    <message>
        <source>hole {number}: {problem}</source>
        <translation>Loch {number}: {problem}</translation>
    </message>
    <message>
        <source>zone 1 starts at {metres} m; the first zone starts at the tee (0 m)</source>
        <translation>Zone 1 beginnt bei {metres} m; die erste Zone beginnt am Abschlag (0 m)</translation>
    </message>
    <message>
        <source>zone {number} starts at {metres} m, not after zone {previous} ({start} m)</source>
        <translation>Zone {number} beginnt bei {metres} m, nicht nach Zone {previous} ({start} m)</translation>
    </message>
    <message>
        <source>zone {number} starts at {metres} m, on the green (from {green} m)</source>
        <translation>Zone {number} beginnt bei {metres} m, auf dem Grün (ab {green} m)</translation>
    </message>
    <message>
        <source>the hole ({length} m) is not on the green (from {green} m)</source>
        <translation>das Loch ({length} m) liegt nicht auf dem Grün (ab {green} m)</translation>
    </message>
    <message>
        <source>the end of terrain ({end} m) is not beyond the hole ({length} m)</source>
        <translation>das Geländeende ({end} m) liegt nicht hinter dem Loch ({length} m)</translation>
    </message>
    <message>
        <source>{band} reaches the green (from {green} m)</source>
        <translation>{band} reicht bis aufs Grün (ab {green} m)</translation>
    </message>
    <message>
        <source>{band} leads to no zone limit, so it exempts nothing</source>
        <translation>{band} führt zu keiner Zonengrenze und befreit daher von nichts</translation>
    </message>
    <message>
        <source>{band} lies beyond the hole ({length} m)</source>
        <translation>{band} liegt hinter dem Loch ({length} m)</translation>
    </message>
    <message>
        <source>hazard bands overlap: {first} and {second}</source>
        <translation>Hindernisstreifen überlappen: {first} und {second}</translation>
    </message>
    <message>
        <source>proximity zone bands overlap: {first} and {second}</source>
        <translation>Streifen von Annäherungszonen überlappen: {first} und {second}</translation>
    </message>
    <message>
        <source>{band} sends the ball back to {metres} m, which is not before the water</source>
        <translation>{band} schickt den Ball zurück auf {metres} m, was nicht vor dem Wasser liegt</translation>
    </message>
    <message>
        <source>{band} sends the ball back to {metres} m, inside {other}</source>
        <translation>{band} schickt den Ball zurück auf {metres} m, in {other}</translation>
    </message>
    <message>
        <source>at {metres} m</source>
        <translation>bei {metres} m</translation>
    </message>
    <message>
        <source>from {start} to {end} m</source>
        <translation>von {start} bis {end} m</translation>
    </message>
    <message>
        <source>{where} every throw crosses a limit or the end of terrain: a dead end a ball can reach from the tee</source>
        <translation>{where} überquert jeder Wurf eine Grenze oder das Geländeende: eine Sackgasse, die ein Ball vom Abschlag aus erreichen kann</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>the file has no &quot;version&quot;</source>
        <translation>die Datei hat keine „version“</translation>
    </message>
    <message>
        <source>version must be a whole number, got {value}</source>
        <translation>version muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>this {thing} was saved by a newer GolfStudio (version {version}); this version reads up to version {newest}</source>
        <translation>diese Datei ({thing}) wurde von einem neueren GolfStudio gespeichert (Version {version}); diese Version liest bis Version {newest}</translation>
    </message>
    <message>
        <source>there is no {thing} file version {version}</source>
        <translation>es gibt keine Dateiversion {version} ({thing})</translation>
    </message>
    <message>
        <source>a {thing} file holds one JSON object, not {kind}</source>
        <translation>eine Datei ({thing}) enthält ein JSON-Objekt, nicht {kind}</translation>
    </message>
    <message>
        <source>this is not a GolfStudio file (no &quot;format&quot; key; {described} starts with &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>das ist keine GolfStudio-Datei (kein Schlüssel „format“; {described} beginnt mit &quot;format&quot;: &quot;{format}&quot;)</translation>
    </message>
    <message>
        <source>this is not {described} (format {value}, expected &quot;{format}&quot;)</source>
        <translation>das ist nicht {described} (Format {value}, erwartet: „{format}“)</translation>
    </message>
    <message>
        <source>cannot save {path}: {reason}</source>
        <translation>{path} kann nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>unknown {field} {value} (expected {expected})</source>
        <translation>unbekannt: {field} {value} (erwartet: {expected})</translation>
    </message>
    <message>
        <source>unknown kind {value} (expected {expected})</source>
        <translation>unbekannte Art {value} (erwartet: {expected})</translation>
    </message>
    <message>
        <source>missing &quot;kind&quot;</source>
        <translation>„kind“ fehlt</translation>
    </message>
    <message>
        <source>missing &quot;{field}&quot;</source>
        <translation>„{field}“ fehlt</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot;</source>
        <translation>unbekannter Schlüssel „{key}“</translation>
    </message>
    <message>
        <source>{field} must be a whole number, got {value}</source>
        <translation>{field} muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{field} must be text, got {value}</source>
        <translation>{field} muss Text sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{field} must not be empty</source>
        <translation>{field} darf nicht leer sein</translation>
    </message>
    <message>
        <source>{field} must be at least {least}, got {value}</source>
        <translation>{field} muss mindestens {least} sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{field} must be at most {most}, got {value}</source>
        <translation>{field} darf höchstens {most} sein, erhalten: {value}</translation>
    </message>
    <message numerus="yes">
        <source>{field} needs at least %n item(s), got {count}</source>
        <translation>
            <numerusform>{field} braucht mindestens %n Element, erhalten: {count}</numerusform>
            <numerusform>{field} braucht mindestens %n Elemente, erhalten: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{field} takes at most %n item(s), got {count}</source>
        <translation>
            <numerusform>{field} nimmt höchstens %n Element, erhalten: {count}</numerusform>
            <numerusform>{field} nimmt höchstens %n Elemente, erhalten: {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>{field} must be a list, got {value}</source>
        <translation>{field} muss eine Liste sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>it must be a JSON object, got {value}</source>
        <translation>es muss ein JSON-Objekt sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{field} must be a JSON object, got {value}</source>
        <translation>{field} muss ein JSON-Objekt sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>or</source>
        <comment>before the last of a list</comment>
        <translation>oder</translation>
    </message>
    <message>
        <source>nothing is left to chance here</source>
        <translation>hier bleibt nichts dem Zufall überlassen</translation>
    </message>
    <message>
        <source>the chance outcomes&apos; probabilities do not add up to 1</source>
        <translation>die Wahrscheinlichkeiten der Zufallsergebnisse ergeben zusammen nicht 1</translation>
    </message>
    <message>
        <source>the game did not end within {count} actions</source>
        <translation>die Partie endete nicht innerhalb von {count} Aktionen</translation>
    </message>
    <message>
        <source>action {number} ({action}) cannot be played: {reason}</source>
        <translation>Aktion {number} ({action}) kann nicht gespielt werden: {reason}</translation>
    </message>
    <message>
        <source>a game has {minimum} to {maximum} players, not {count}</source>
        <translation>eine Partie hat {minimum} bis {maximum} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>player {number}&apos;s name is longer than {most} characters</source>
        <translation>der Name von Spieler {number} ist länger als {most} Zeichen</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {known})</source>
        <translation>unbekanntes Spiel {game} (bekannt: {known})</translation>
    </message>
    <message>
        <source>{game} has no engine in the studio: it can only be scored</source>
        <translation>{game} hat im Studio keine Spiel-Engine: Es können nur Ergebnisse erfasst werden</translation>
    </message>
    <message>
        <source>{game} cannot be simulated: it has no engine</source>
        <translation>{game} kann nicht simuliert werden: Es hat keine Spiel-Engine</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>a GolfStudio saved game</source>
        <translation>ein GolfStudio-Spielstand</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in a saved game</source>
        <translation>unbekannter Schlüssel „{key}“ in einem Spielstand</translation>
    </message>
    <message>
        <source>the saved game has no &quot;{key}&quot;</source>
        <translation>der Spielstand hat kein „{key}“</translation>
    </message>
    <message>
        <source>game must be a game&apos;s id, got {value}</source>
        <translation>game muss die Kennung eines Spiels sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>seed must be a whole number from 0 to 2^64 - 1, got {value}</source>
        <translation>seed muss eine ganze Zahl von 0 bis 2^64 - 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>params must be a JSON object, got {value}</source>
        <translation>params muss ein JSON-Objekt sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>actions must be a list, got {value}</source>
        <translation>actions muss eine Liste sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>a saved game holds at most {most} actions, this one {count}</source>
        <translation>ein Spielstand enthält höchstens {most} Aktionen, dieser {count}</translation>
    </message>
    <message>
        <source>games must be 1 to {most}, not {count}</source>
        <translation>die Anzahl der Partien muss 1 bis {most} sein, nicht {count}</translation>
    </message>
    <message>
        <source>{ais} AIs given for {players} players</source>
        <translation>{ais} KIs für {players} Spieler angegeben</translation>
    </message>
    <message>
        <source>unknown player {name} (choose from {known})</source>
        <translation>unbekannter Spieler {name} (zur Wahl: {known})</translation>
    </message>
    <message>
        <source>cannot save the games in {folder}: {reason}</source>
        <translation>die Partien können nicht in {folder} gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>the bundled course {path} cannot be read: {where}: {reason}</source>
        <translation>Der mitgelieferte Platz {path} kann nicht gelesen werden: {where}: {reason}</translation>
    </message>
    <message>
        <source>the bundled course {path} cannot be read: {reason}</source>
        <translation>Der mitgelieferte Platz {path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the night of {date} on {course} is already in the store (same date, place, players and scores): skipped</source>
        <translation>Der Abend vom {date} auf {course} ist bereits gespeichert (gleiches Datum, gleicher Ort, gleiche Spieler und Scores): übersprungen</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>Die Datei beginnt wie UTF-16-Text, ist es aber nicht</translation>
    </message>
    <message>
        <source>the file is not text in UTF-8 or Windows-1252: is it a CSV file?</source>
        <translation>Die Datei ist kein Text in UTF-8 oder Windows-1252: Ist es eine CSV-Datei?</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>{file} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{file} is larger than {size} MB: not a score sheet</source>
        <translation>{file} ist größer als {size} MB: keine Scoreliste</translation>
    </message>
    <message>
        <source>{file}: {error}</source>
        <translation>{file}: {error}</translation>
    </message>
    <message>
        <source>{column} {value} is not a whole number</source>
        <translation>{column} {value} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{column} {value} is out of range ({low} to {high})</source>
        <translation>{column} {value} liegt außerhalb des Bereichs ({low} bis {high})</translation>
    </message>
    <message>
        <source>the header cannot be read: {error}</source>
        <translation>Die Kopfzeile kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>the file is empty: a header line is required</source>
        <translation>Die Datei ist leer: Eine Kopfzeile ist erforderlich</translation>
    </message>
    <message>
        <source>the header has no column {columns} (expected {expected})</source>
        <translation>Die Kopfzeile hat keine Spalte {columns} (erwartet: {expected})</translation>
    </message>
    <message>
        <source>the line cannot be read as CSV: {error}</source>
        <translation>Die Zeile kann nicht als CSV gelesen werden: {error}</translation>
    </message>
    <message>
        <source>more fields than the header has columns</source>
        <translation>mehr Felder, als die Kopfzeile Spalten hat</translation>
    </message>
    <message>
        <source>the {column} is missing</source>
        <translation>Die Spalte {column} ist leer</translation>
    </message>
    <message>
        <source>date {value} is not a date like 2024-03-07</source>
        <translation>Das Datum {value} ist kein Datum wie 2024-03-07</translation>
    </message>
    <message>
        <source>date {date} is out of range ({low} to {high})</source>
        <translation>Das Datum {date} liegt außerhalb des Bereichs ({low} bis {high})</translation>
    </message>
    <message>
        <source>unknown game {value} (one of {games})</source>
        <translation>unbekanntes Spiel {value} (eines von {games})</translation>
    </message>
    <message>
        <source>no {game} course named {course}, and the line has no par and SI to make it from</source>
        <translation>kein Platz für {game} namens {course}, und die Zeile hat weder Par noch SI, um ihn anzulegen</translation>
    </message>
    <message>
        <source>no {game} course named {course}, and no line gives the par and SI of its hole {hole} to make it from</source>
        <translation>kein Platz für {game} namens {course}, und keine Zeile nennt Par und SI seines Lochs {hole}, um ihn anzulegen</translation>
    </message>
    <message>
        <source>round {number}: rounds are numbered from 1</source>
        <translation>Runde {number}: Runden werden ab 1 nummeriert</translation>
    </message>
    <message>
        <source>round {number}: a night has at most {most} rounds</source>
        <translation>Runde {number}: Ein Abend hat höchstens {most} Runden</translation>
    </message>
    <message>
        <source>hole {hole} is out of range (1 to {most})</source>
        <translation>Loch {hole} liegt außerhalb des Bereichs (1 bis {most})</translation>
    </message>
    <message>
        <source>course {course} has {holes} holes: there is no hole {hole}</source>
        <translation>Der Platz {course} hat {holes} Löcher: Es gibt kein Loch {hole}</translation>
    </message>
    <message>
        <source>for {name} on hole {hole}</source>
        <translation>für {name} an Loch {hole}</translation>
    </message>
    <message>
        <source>hole {hole} of {course} is par {par} SI {si} here but par {other_par} SI {other_si} on line {line}</source>
        <translation>Loch {hole} von {course} ist hier Par {par} SI {si}, in Zeile {line} aber Par {other_par} SI {other_si}</translation>
    </message>
    <message>
        <source>{name} already has a score on hole {hole} of round {number} that night</source>
        <translation>{name} hat an diesem Abend bereits einen Score an Loch {hole} von Runde {number}</translation>
    </message>
    <message>
        <source>{strokes} is not a score {where}: {rule}</source>
        <translation>{strokes} ist kein Score {where}: {rule}</translation>
    </message>
    <message>
        <source>{strokes} is not a score: {rule}</source>
        <translation>{strokes} ist kein Score: {rule}</translation>
    </message>
    <message>
        <source>in {game} any whole number counts</source>
        <translation>in {game} zählt jede ganze Zahl</translation>
    </message>
    <message numerus="yes">
        <source>in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>in {game} braucht ein Loch mindestens %n Schlag</numerusform>
            <numerusform>in {game} braucht ein Loch mindestens %n Schläge</numerusform>
        </translation>
    </message>
    <message>
        <source>in {game} a hole scores at most {most}</source>
        <translation>in {game} zählt ein Loch höchstens {most}</translation>
    </message>
    <message>
        <source>in {game} a hole scores {least} to {most}</source>
        <translation>in {game} zählt ein Loch {least} bis {most}</translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation>{text} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>the night of {date} on {course} was not imported: {error}</source>
        <translation>Der Abend vom {date} auf {course} wurde nicht importiert: {error}</translation>
    </message>
    <message>
        <source>{name} has no score on hole {holes}</source>
        <translation>{name} hat keinen Score an Loch {holes}</translation>
    </message>
    <message>
        <source>{name} has no score on holes {holes}</source>
        <translation>{name} hat keinen Score an den Löchern {holes}</translation>
    </message>
    <message>
        <source>a tournament is scored over several rounds, once they are complete</source>
        <translation>Ein Turnier wird über mehrere Runden gewertet, sobald sie vollständig sind</translation>
    </message>
    <message>
        <source>player id {id}</source>
        <translation>Spieler-ID {id}</translation>
    </message>
    <message>
        <source>the round is complete: no hole is left to press on</source>
        <translation>Die Runde ist vollständig: Es bleibt kein Loch für einen Press</translation>
    </message>
    <message>
        <source>presses are between two sides; this Nassau has {count}</source>
        <translation>Presses gibt es zwischen zwei Seiten; dieses Nassau hat {count}</translation>
    </message>
    <message>
        <source>a night&apos;s course cannot change: delete the night and set it up again on the other course</source>
        <translation>Der Platz eines Abends kann sich nicht ändern: den Abend löschen und auf dem anderen Platz neu anlegen</translation>
    </message>
    <message>
        <source>{date} at {place}, {course}</source>
        <translation>{date} in {place}, {course}</translation>
    </message>
    <message>
        <source>{date}, {course}</source>
        <translation>{date}, {course}</translation>
    </message>
    <message>
        <source>{name} (AI)</source>
        <comment>a player name in the store, marked as an AI&apos;s</comment>
        <translation>{name} (KI)</translation>
    </message>
    <message>
        <source>the game is not over yet: there is no round to save</source>
        <translation>Das Spiel ist noch nicht zu Ende: Es gibt keine Runde zu speichern</translation>
    </message>
    <message>
        <source>every player needs a name for the scorecard</source>
        <translation>Jeder Spieler braucht einen Namen für die Scorekarte</translation>
    </message>
    <message>
        <source>two players are called {name}: the scorecard needs different names</source>
        <translation>Zwei Spieler heißen {name}: Die Scorekarte braucht unterschiedliche Namen</translation>
    </message>
    <message>
        <source>Stroke play</source>
        <translation>Zählspiel</translation>
    </message>
    <message>
        <source>Match play</source>
        <translation>Lochspiel</translation>
    </message>
    <message>
        <source>Nassau</source>
        <translation>Nassau</translation>
    </message>
    <message>
        <source>Skins</source>
        <translation>Skins</translation>
    </message>
    <message>
        <source>Stableford</source>
        <translation>Stableford</translation>
    </message>
    <message>
        <source>Best ball — stroke</source>
        <translation>Bestball — Zählspiel</translation>
    </message>
    <message>
        <source>Best ball — match</source>
        <translation>Bestball — Lochspiel</translation>
    </message>
    <message>
        <source>Best ball — Nassau</source>
        <translation>Bestball — Nassau</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <source>Vegas</source>
        <translation>Vegas</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Nines</translation>
    </message>
    <message>
        <source>Bingo-Bango-Bongo</source>
        <translation>Bingo-Bango-Bongo</translation>
    </message>
    <message>
        <source>a night needs at least one player: pick or add the players</source>
        <translation>Ein Abend braucht mindestens einen Spieler: Spieler auswählen oder hinzufügen</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>Jeder Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>two players are named {name}: give them different names</source>
        <translation>Zwei Spieler heißen {name}: ihnen unterschiedliche Namen geben</translation>
    </message>
    <message>
        <source>{name} is on the list twice</source>
        <translation>{name} steht zweimal auf der Liste</translation>
    </message>
    <message>
        <source>{name}&apos;s handicap index {index} is outside {low} to {high} (WHS)</source>
        <translation>Der Handicap-Index {index} von {name} liegt außerhalb von {low} bis {high} (WHS)</translation>
    </message>
    <message>
        <source>{name}&apos;s course handicap {handicap} is outside {low} to {high}</source>
        <translation>Die Platzvorgabe {handicap} von {name} liegt außerhalb von {low} bis {high}</translation>
    </message>
    <message>
        <source>choose at least one format to play</source>
        <translation>mindestens ein Spielformat wählen</translation>
    </message>
    <message>
        <source>{title} is chosen twice</source>
        <translation>{title} ist zweimal gewählt</translation>
    </message>
    <message>
        <source>{title}: the handicap allowance is a percentage from 0 to 100, not {allowance}</source>
        <translation>{title}: Der Handicap-Anteil ist ein Prozentsatz von 0 bis 100, nicht {allowance}</translation>
    </message>
    <message>
        <source>{title}: carry-over is an option of skins only</source>
        <translation>{title}: Der Übertrag ist nur eine Option von Skins</translation>
    </message>
    <message>
        <source>{title}: automatic presses are an option of Nassau only</source>
        <translation>{title}: Automatische Presses sind nur eine Option von Nassau</translation>
    </message>
    <message>
        <source>{title} is played for events, not scores: it cannot be net</source>
        <translation>{title} wird um Ereignisse gespielt, nicht um Scores: Es kann nicht netto sein</translation>
    </message>
    <message>
        <source>{title} is not played for the stake {stake}</source>
        <translation>{title} wird nicht um den Einsatz {stake} gespielt</translation>
    </message>
    <message>
        <source>{title}: paying per hole up is for match play only</source>
        <translation>{title}: Zahlung pro Loch Vorsprung gibt es nur im Lochspiel</translation>
    </message>
    <message>
        <source>{title} splits the round into two halves: {course} has {holes} holes, an odd number — choose a course with an even number of holes</source>
        <translation>{title} teilt die Runde in zwei Hälften: {course} hat {holes} Löcher, eine ungerade Zahl — einen Platz mit gerader Lochzahl wählen</translation>
    </message>
    <message>
        <source>the course</source>
        <translation>der Platz</translation>
    </message>
    <message>
        <source>{title} needs at least two players</source>
        <translation>{title} braucht mindestens zwei Spieler</translation>
    </message>
    <message>
        <source>two teams are named {team}</source>
        <translation>Zwei Teams heißen {team}</translation>
    </message>
    <message>
        <source>team {team}: {name} does not play tonight</source>
        <translation>Team {team}: {name} spielt heute Abend nicht</translation>
    </message>
    <message>
        <source>{name} is in two teams ({first} and {second})</source>
        <translation>{name} ist in zwei Teams ({first} und {second})</translation>
    </message>
    <message numerus="yes">
        <source>{title} is played by four players in two teams of two; there are %n player(s)</source>
        <translation>
            <numerusform>{title} wird von vier Spielern in zwei Zweierteams gespielt; es gibt %n Spieler</numerusform>
            <numerusform>{title} wird von vier Spielern in zwei Zweierteams gespielt; es gibt %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} is played by two teams of two: pair the players</source>
        <translation>{title} wird von zwei Zweierteams gespielt: die Spieler paaren</translation>
    </message>
    <message>
        <source>{title} is played by teams of two: pair the players</source>
        <translation>{title} wird in Zweierteams gespielt: die Spieler paaren</translation>
    </message>
    <message numerus="yes">
        <source>{title} is played by teams of two; team {team} has %n player(s)</source>
        <translation>
            <numerusform>{title} wird in Zweierteams gespielt; Team {team} hat %n Spieler</numerusform>
            <numerusform>{title} wird in Zweierteams gespielt; Team {team} hat %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: {names} is in no team</source>
        <translation>{title}: {names} ist in keinem Team</translation>
    </message>
    <message>
        <source>{title}: {names} are in no team</source>
        <translation>{title}: {names} sind in keinem Team</translation>
    </message>
    <message>
        <source>{title} needs at least two teams</source>
        <translation>{title} braucht mindestens zwei Teams</translation>
    </message>
    <message>
        <source>choose a course</source>
        <translation>einen Platz wählen</translation>
    </message>
    <message>
        <source>night</source>
        <translation>Abend</translation>
    </message>
    <message>
        <source>a GolfStudio night file</source>
        <translation>eine GolfStudio-Abenddatei</translation>
    </message>
    <message>
        <source>course {course}: hole {hole} is given twice</source>
        <translation>Platz {course}: Loch {hole} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>course {course}: the holes must be numbered 1 to {count} in order, got {numbers}</source>
        <translation>Platz {course}: die Löcher müssen der Reihe nach von 1 bis {count} nummeriert sein, erhalten: {numbers}</translation>
    </message>
    <message>
        <source>course {course}: {error}</source>
        <translation>Platz {course}: {error}</translation>
    </message>
    <message>
        <source>course {course}: tee {name} is given twice</source>
        <translation>Platz {course}: Abschlag {name} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>played on {date} is out of range ({low} to {high})</source>
        <translation>das Datum {date} liegt außerhalb des Bereichs ({low} bis {high})</translation>
    </message>
    <message>
        <source>player {name} is seated twice</source>
        <translation>Spieler {name} ist doppelt eingetragen</translation>
    </message>
    <message>
        <source>team {team}: {name} is not a player of the night</source>
        <translation>Team {team}: {name} spielt an diesem Abend nicht</translation>
    </message>
    <message>
        <source>team {team}: {name} is already in a team</source>
        <translation>Team {team}: {name} ist schon in einem Team</translation>
    </message>
    <message>
        <source>{where}: scores for {name}, who is not a player of the night</source>
        <translation>{where}: Ergebnisse für {name}, der an diesem Abend nicht spielt</translation>
    </message>
    <message>
        <source>{where}: {name} has {scores} scores on a course of {holes} holes</source>
        <translation>{where}: {name} hat {scores} Ergebnisse auf einem Platz mit {holes} Löchern</translation>
    </message>
    <message>
        <source>{where}: an event on hole {hole}, but the course has {holes} holes</source>
        <translation>{where}: ein Ereignis auf Loch {hole}, aber der Platz hat {holes} Löcher</translation>
    </message>
    <message>
        <source>{where}: an event of {name}, who is not a player of the night</source>
        <translation>{where}: ein Ereignis von {name}, der an diesem Abend nicht spielt</translation>
    </message>
    <message>
        <source>the night&apos;s tee {tee} is not one of course {course}&apos;s tees</source>
        <translation>der Abschlag {tee} des Abends ist keiner der Abschläge des Platzes {course}</translation>
    </message>
    <message>
        <source>{title}: {error}</source>
        <translation>{title}: {error}</translation>
    </message>
    <message>
        <source>course {course} is a {game} course, not {other}</source>
        <translation>Der Platz {course} gehört zu {game}, nicht zu {other}</translation>
    </message>
    <message>
        <source>course {course} has changed since it was chosen: choose it again</source>
        <translation>Der Platz {course} hat sich seit der Wahl geändert: ihn erneut wählen</translation>
    </message>
    <message>
        <source>there is already a player named {name}: pick them from the list</source>
        <translation>Es gibt bereits einen Spieler namens {name}: ihn aus der Liste wählen</translation>
    </message>
    <message>
        <source>E</source>
        <comment>compass point</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>NE</source>
        <comment>compass point</comment>
        <translation>NO</translation>
    </message>
    <message>
        <source>NW</source>
        <comment>compass point</comment>
        <translation>NW</translation>
    </message>
    <message>
        <source>W</source>
        <comment>compass point</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>SW</source>
        <comment>compass point</comment>
        <translation>SW</translation>
    </message>
    <message>
        <source>SE</source>
        <comment>compass point</comment>
        <translation>SO</translation>
    </message>
    <message>
        <source>the key &quot;{key}&quot; appears twice in one object</source>
        <translation>der Schlüssel „{key}“ kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} ist keine in JSON erlaubte Zahl</translation>
    </message>
    <message>
        <source>not valid JSON at line {line}, column {column}: {reason}</source>
        <translation>kein gültiges JSON in Zeile {line}, Spalte {column}: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>kein gültiges JSON: {reason}</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>die Datei kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>Your entry could not be carried out:</source>
        <translation>Der Zug konnte nicht ausgeführt werden:</translation>
    </message>
    <message>
        <source>You hold no clubs yet, so you count as absent in this tournament: no points, and it still counts among your last ten. To play, send an entry that names your four clubs and lists no swaps, like &apos;New clubs: 112 - 79 - 5 - 2&apos;.</source>
        <translation>Sie haben noch keine Schläger und zählen daher in diesem Turnier als abwesend: keine Punkte, und das Turnier zählt trotzdem zu Ihren letzten zehn. Um mitzuspielen, senden Sie einen Zug, der Ihre vier Schläger und keine Wechsel nennt, etwa „Neuer Schlägersatz: 112 - 79 - 5 - 2“.</translation>
    </message>
    <message>
        <source>It counts as saving your swap (rule 9.6).</source>
        <translation>Er zählt als Sparen des Wechsels (Regel 9.6).</translation>
    </message>
    <message>
        <source>It swaps no club and counts as saving your swap (rule 9.6).</source>
        <translation>Er wechselt keinen Schläger und zählt als Sparen des Wechsels (Regel 9.6).</translation>
    </message>
    <message>
        <source>You already held four saved swaps, so this one is lost (rule 9.5).</source>
        <translation>Es waren bereits vier Wechsel gespart, dieser verfällt also (Regel 9.5).</translation>
    </message>
    <message>
        <source>game</source>
        <comment>an entry&apos;s line</comment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>player</source>
        <comment>an entry&apos;s line</comment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>club set</source>
        <comment>an entry&apos;s line</comment>
        <translation>Schlägersatz</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>an entry&apos;s line</comment>
        <translation>Wechsel</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>Zeile {line}: {message}</translation>
    </message>
    <message>
        <source>a second {kind} line; an entry has one</source>
        <translation>eine zweite Zeile „{kind}“; ein Zug hat nur eine</translation>
    </message>
    <message>
        <source>{token} is not a whole number</source>
        <translation>{token} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>a number of more than {count} digits is not read</source>
        <translation>eine Zahl mit mehr als {count} Ziffern wird nicht gelesen</translation>
    </message>
    <message>
        <source>{value} is not a club; clubs are whole numbers from 1 to {limit}</source>
        <translation>{value} ist kein Schläger; Schläger sind ganze Zahlen von 1 bis {limit}</translation>
    </message>
    <message>
        <source>the {kind} name is longer than {count} characters</source>
        <translation>der Name („{kind}“) ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>{text} kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the new club set names {count} clubs; a set has exactly {clubs}</source>
        <translation>der neue Schlägersatz nennt {count} Schläger; ein Satz hat genau {clubs}</translation>
    </message>
    <message>
        <source>more than {count} swaps are not read</source>
        <translation>mehr als {count} Wechsel werden nicht gelesen</translation>
    </message>
    <message numerus="yes">
        <source>the line announces %n swap(s) but lists {listed}</source>
        <translation>
            <numerusform>die Zeile kündigt %n Wechsel an, nennt aber {listed}</numerusform>
            <numerusform>die Zeile kündigt %n Wechsel an, nennt aber {listed}</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the swaps {text}; write them like 197 -&gt; 112, 13 -&gt; 79</source>
        <translation>die Wechsel {text} können nicht gelesen werden; sie werden so geschrieben: 197 -&gt; 112, 13 -&gt; 79</translation>
    </message>
    <message>
        <source>the entry is longer than {count} characters; only the start was read</source>
        <translation>der Zug ist länger als {count} Zeichen; nur der Anfang wurde gelesen</translation>
    </message>
    <message>
        <source>the game line names no game</source>
        <translation>die Partie-Zeile nennt keine Partie</translation>
    </message>
    <message>
        <source>the entry names no game (a line like &apos;Partiename: Ballesteros&apos;)</source>
        <translation>der Zug nennt keine Partie (eine Zeile wie &apos;Partiename: Ballesteros&apos;)</translation>
    </message>
    <message>
        <source>the player line names no player</source>
        <translation>die Spieler-Zeile nennt keinen Spieler</translation>
    </message>
    <message>
        <source>the entry names no player (a line like &apos;Spieler: Karl Napf&apos;)</source>
        <translation>der Zug nennt keinen Spieler (eine Zeile wie &apos;Spieler: Karl Napf&apos;)</translation>
    </message>
    <message>
        <source>the entry both lists swaps and saves the swap; it must do one of them</source>
        <translation>der Zug nennt Wechsel und spart zugleich den Wechsel; er muss eines von beiden tun</translation>
    </message>
    <message>
        <source>saved swaps are 0 to {most}, not {saved}</source>
        <translation>gesparte Wechsel reichen von 0 bis {most}, nicht {saved}</translation>
    </message>
    <message>
        <source>a player holds {clubs} clubs from 1 to {limit}</source>
        <translation>ein Spieler hat {clubs} Schläger von 1 bis {limit}</translation>
    </message>
    <message>
        <source>a club value is outside 1 to {limit}</source>
        <translation>ein Schlägerwert liegt außerhalb von 1 bis {limit}</translation>
    </message>
    <message>
        <source>the new club set names {count} clubs, not {clubs}</source>
        <translation>der neue Schlägersatz nennt {count} Schläger, nicht {clubs}</translation>
    </message>
    <message numerus="yes">
        <source>the entry announces %n swap(s) but lists {listed}</source>
        <translation>
            <numerusform>der Zug kündigt %n Wechsel an, nennt aber {listed}</numerusform>
            <numerusform>der Zug kündigt %n Wechsel an, nennt aber {listed}</numerusform>
        </translation>
    </message>
    <message>
        <source>the entry both lists swaps and saves the swap</source>
        <translation>der Zug nennt Wechsel und spart zugleich den Wechsel</translation>
    </message>
    <message>
        <source>the entry names no game</source>
        <translation>der Zug nennt keine Partie</translation>
    </message>
    <message>
        <source>the game {game} is not this game ({known})</source>
        <translation>die Partie {game} ist nicht diese Partie ({known})</translation>
    </message>
    <message>
        <source>the entry names no player</source>
        <translation>der Zug nennt keinen Spieler</translation>
    </message>
    <message>
        <source>no player {player} takes part in {game}</source>
        <translation>kein Spieler {player} nimmt an {game} teil</translation>
    </message>
    <message>
        <source>a first entry names its four clubs and lists no swaps</source>
        <translation>ein erster Zug nennt seine vier Schläger und keine Wechsel</translation>
    </message>
    <message>
        <source>a first entry names all {count} clubs (&apos;Neuer Schlägersatz: 112 - 79 - 5 - 2&apos;)</source>
        <translation>ein erster Zug nennt alle {count} Schläger (&apos;Neuer Schlägersatz: 112 - 79 - 5 - 2&apos;)</translation>
    </message>
    <message>
        <source>a swap gives up a club you do not hold (your clubs: {held})</source>
        <translation>ein Wechsel gibt einen Schläger ab, der nicht im Besitz ist (Schläger: {held})</translation>
    </message>
    <message>
        <source>the new club set is not your clubs ({held}) with the swaps made</source>
        <translation>der neue Schlägersatz entspricht nicht den bisherigen Schlägern ({held}) nach den Wechseln</translation>
    </message>
    <message numerus="yes">
        <source>the entry makes %n swap(s); with {saved} saved you may make at most {most}</source>
        <translation>
            <numerusform>der Zug macht %n Wechsel; mit {saved} gesparten sind höchstens {most} möglich</numerusform>
            <numerusform>der Zug macht %n Wechsel; mit {saved} gesparten sind höchstens {most} möglich</numerusform>
        </translation>
    </message>
    <message>
        <source>a game&apos;s name has 1 to {most} characters, not {count}</source>
        <translation>der Name einer Partie hat 1 bis {most} Zeichen, nicht {count}</translation>
    </message>
    <message>
        <source>a player&apos;s name has 1 to {most} characters, not {count}</source>
        <translation>der Name eines Spielers hat 1 bis {most} Zeichen, nicht {count}</translation>
    </message>
    <message>
        <source>an entry has at most {most} characters, not {count}: this is not an entry</source>
        <translation>ein Zug hat höchstens {most} Zeichen, nicht {count}: Das ist kein Zug</translation>
    </message>
    <message>
        <source>an entry is text: it holds a NUL character</source>
        <translation>ein Zug ist Text: Dieser enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>a seed is from 0 to 2^63 - 1, not {seed}</source>
        <translation>ein Startwert reicht von 0 bis 2^63 - 1, nicht {seed}</translation>
    </message>
    <message>
        <source>there is no PBM Golf game named {name}</source>
        <translation>es gibt keine PBM-Golf-Partie namens {name}</translation>
    </message>
    <message>
        <source>cannot add game {name}</source>
        <translation>die Partie {name} kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>there is already a PBM Golf game named {name}</source>
        <translation>es gibt bereits eine PBM-Golf-Partie namens {name}</translation>
    </message>
    <message>
        <source>cannot read a game</source>
        <translation>eine Partie kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot list a game&apos;s players</source>
        <translation>die Spieler einer Partie können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot list a game&apos;s tournaments</source>
        <translation>die Turniere einer Partie können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot list the PBM Golf games</source>
        <translation>die PBM-Golf-Partien können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot delete the game</source>
        <translation>die Partie kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>cannot read the open tournament</source>
        <translation>das offene Turnier kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>{game} has no player named {name}</source>
        <translation>{game} hat keinen Spieler namens {name}</translation>
    </message>
    <message>
        <source>cannot add player {name}</source>
        <translation>der Spieler {name} kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>cannot add the players</source>
        <translation>die Spieler können nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>{game} already has a player named {name}</source>
        <translation>{game} hat bereits einen Spieler namens {name}</translation>
    </message>
    <message>
        <source>cannot remove the player</source>
        <translation>der Spieler kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>{name} has taken part in {game}: they can leave the game, not be removed</source>
        <translation>{name} hat an {game} teilgenommen: Der Spieler kann die Partie verlassen, aber nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot let the player leave</source>
        <translation>der Spieler kann die Partie nicht verlassen</translation>
    </message>
    <message>
        <source>{name} already left {game}</source>
        <translation>{name} hat {game} bereits verlassen</translation>
    </message>
    <message>
        <source>cannot let the player rejoin</source>
        <translation>der Spieler kann nicht wieder einsteigen</translation>
    </message>
    <message>
        <source>{name} is playing {game}: there is nothing to rejoin</source>
        <translation>{name} spielt {game}: Es gibt nichts, wo er wieder einsteigen könnte</translation>
    </message>
    <message>
        <source>cannot open a tournament</source>
        <translation>ein Turnier kann nicht eröffnet werden</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is still open</source>
        <translation>Turnier {number} von {game} ist noch offen</translation>
    </message>
    <message>
        <source>the deadline must come after tournament {number}&apos;s, {deadline}</source>
        <translation>der Zugabgabetermin muss nach dem von Turnier {number} liegen, {deadline}</translation>
    </message>
    <message>
        <source>cannot receive the entry</source>
        <translation>der Zug kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>{game} has no open tournament to enter</source>
        <translation>{game} hat kein offenes Turnier für Züge</translation>
    </message>
    <message>
        <source>cannot read the entries</source>
        <translation>die Züge können nicht gelesen werden</translation>
    </message>
    <message>
        <source>there is no entry {id}</source>
        <translation>es gibt keinen Zug {id}</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is evaluated: its entries are final</source>
        <translation>Turnier {number} von {game} ist ausgewertet: Seine Züge sind endgültig</translation>
    </message>
    <message>
        <source>cannot change the entry</source>
        <translation>der Zug kann nicht geändert werden</translation>
    </message>
    <message>
        <source>cannot delete the entry</source>
        <translation>der Zug kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>cannot restore the entry</source>
        <translation>der Zug kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>the entry&apos;s tournament is evaluated or gone: it cannot come back</source>
        <translation>das Turnier des Zugs ist ausgewertet oder existiert nicht mehr: Der Zug kann nicht zurückkommen</translation>
    </message>
    <message>
        <source>cannot move the deadline</source>
        <translation>der Zugabgabetermin kann nicht verschoben werden</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is evaluated: its deadline is history</source>
        <translation>Turnier {number} von {game} ist ausgewertet: Sein Zugabgabetermin ist Geschichte</translation>
    </message>
    <message>
        <source>a tournament number is from 1 to {most}, not {number}</source>
        <translation>eine Turniernummer reicht von 1 bis {most}, nicht {number}</translation>
    </message>
    <message>
        <source>{game} has no tournament {number}</source>
        <translation>{game} hat kein Turnier {number}</translation>
    </message>
    <message>
        <source>to close a tournament early, name it by its number</source>
        <translation>um ein Turnier vorzeitig abzuschließen, ist seine Nummer anzugeben</translation>
    </message>
    <message>
        <source>cannot evaluate</source>
        <translation>die Auswertung ist nicht möglich</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is already evaluated</source>
        <translation>Turnier {number} von {game} ist bereits ausgewertet</translation>
    </message>
    <message>
        <source>tournament {number} of {game} has its deadline on {deadline}: it is evaluated from then on</source>
        <translation>Turnier {number} von {game} hat seinen Zugabgabetermin am {deadline}: Es wird ab dann ausgewertet</translation>
    </message>
    <message>
        <source>the next deadline must come after {deadline}</source>
        <translation>der nächste Zugabgabetermin muss nach dem {deadline} liegen</translation>
    </message>
    <message>
        <source>tournament {number} of {game} cannot close on {day}, before tournament {previous}&apos;s deadline</source>
        <translation>Turnier {number} von {game} kann nicht am {day} abgeschlossen werden, vor dem Zugabgabetermin von Turnier {previous}</translation>
    </message>
    <message>
        <source>no tournament of {game} has reached its deadline yet</source>
        <translation>noch kein Turnier von {game} hat seinen Zugabgabetermin erreicht</translation>
    </message>
    <message>
        <source>cannot read the results</source>
        <translation>die Ergebnisse können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the notes</source>
        <translation>die Mitteilungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the ranking list</source>
        <translation>die Rangliste kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the ranking history</source>
        <translation>der Verlauf der Rangliste kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot make the report</source>
        <translation>der Bericht kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is not evaluated yet: its announcement is what there is to publish</source>
        <translation>Turnier {number} von {game} ist noch nicht ausgewertet: Zu veröffentlichen ist seine Ausschreibung</translation>
    </message>
    <message>
        <source>cannot make the announcement</source>
        <translation>die Ausschreibung kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>{game} has no open tournament to announce</source>
        <translation>{game} hat kein offenes Turnier zum Ausschreiben</translation>
    </message>
    <message>
        <source>keep at most {clubs} clubs, each from 1 to {limit}</source>
        <translation>höchstens {clubs} Schläger behalten, jeder von 1 bis {limit}</translation>
    </message>
    <message>
        <source>the search takes from a moment to {most} s, not {seconds}</source>
        <translation>die Suche dauert einen Moment bis {most} s, nicht {seconds}</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>Bahn</translation>
    </message>
    <message>
        <source>Base value (m)</source>
        <translation>Basiswert (m)</translation>
    </message>
    <message>
        <source>Random part</source>
        <translation>Zufallskomponente</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>Länge (m)</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML language code of a PBM Golf publication</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>{game} — tournament {number}</source>
        <translation>{game} — Turnier {number}</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Bahnen</translation>
    </message>
    <message>
        <source>Base + random part</source>
        <translation>Basis + Zufallskomponente</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>a rank in a table</comment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Lane {number}</source>
        <translation>Bahn {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Nobody played this tournament.</source>
        <translation>Niemand hat dieses Turnier gespielt.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>nobody absent</comment>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Absent: {names}</source>
        <translation>Abwesend: {names}</translation>
    </message>
    <message>
        <source>Ranking list</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Points per tournament</source>
        <translation>Punkte pro Turnier</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Punkte gesamt</translation>
    </message>
    <message>
        <source>{game}, tournament {number}</source>
        <translation>{game}, Turnier {number}</translation>
    </message>
    <message>
        <source>Your entry was carried out. You already held four saved swaps, so this entry&apos;s swap is lost (rule 9.5).</source>
        <translation>Der Zug wurde ausgeführt. Es waren bereits vier Wechsel gespart, der Wechsel dieses Zugs verfällt also (Regel 9.5).</translation>
    </message>
    <message>
        <source>{game} — tournament {number}: announcement</source>
        <translation>{game} — Turnier {number}: Ausschreibung</translation>
    </message>
    <message>
        <source>Entry deadline: {day}</source>
        <translation>Zugabgabetermin: {day}</translation>
    </message>
    <message>
        <source>Each lane is its base value plus its random part: xdy is the sum of x rolls of a y-sided die. The lengths are rolled when the tournament starts.</source>
        <translation>Jede Bahn ist ihr Basiswert plus ihre Zufallskomponente: xdy ist die Summe von x Würfen eines y-seitigen Würfels. Die Längen werden zu Beginn des Turniers ausgewürfelt.</translation>
    </message>
    <message>
        <source>a random part rolls 1 to {dice} dice of 2 to {sides} sides, not {part}</source>
        <translation>eine Zufallskomponente würfelt 1 bis {dice} Würfel mit 2 bis {sides} Seiten, nicht {part}</translation>
    </message>
    <message>
        <source>a random part is written like 2d3 (two rolls of a three-sided die), not {text}</source>
        <translation>eine Zufallskomponente wird wie 2d3 geschrieben (zwei Würfe eines dreiseitigen Würfels), nicht {text}</translation>
    </message>
    <message>
        <source>a tournament has {lanes} lanes: give {lanes} base values and {lanes} random parts</source>
        <translation>ein Turnier hat {lanes} Bahnen: {lanes} Basiswerte und {lanes} Zufallskomponenten angeben</translation>
    </message>
    <message>
        <source>lane {lane}: a base value from 0 with its random part at most {most} m, not {base} + {part}</source>
        <translation>Bahn {lane}: ein Basiswert ab 0, mit seiner Zufallskomponente höchstens {most} m, nicht {base} + {part}</translation>
    </message>
    <message>
        <source>the club limit is from 1 to {most}, not {limit}</source>
        <translation>der Schlägerhöchstwert reicht von 1 bis {most}, nicht {limit}</translation>
    </message>
    <message>
        <source>the points formula is numerator / (offset + place): a numerator from 1 to 10⁹ and an offset from 0 to 1,000</source>
        <translation>die Punkteformel ist Zähler / (Summand + Platz): ein Zähler von 1 bis 10⁹ und ein Summand von 0 bis 1.000</translation>
    </message>
    <message>
        <source>base_values is a list of whole numbers of metres</source>
        <translation>base_values ist eine Liste ganzer Meterzahlen</translation>
    </message>
    <message>
        <source>random_parts is a list like [&quot;1d3&quot;, &quot;2d4&quot;, …]</source>
        <translation>random_parts ist eine Liste wie [&quot;1d3&quot;, &quot;2d4&quot;, …]</translation>
    </message>
    <message>
        <source>club_limit is a whole number</source>
        <translation>club_limit ist eine ganze Zahl</translation>
    </message>
    <message>
        <source>the points formula&apos;s numerator is a whole number</source>
        <translation>der Zähler der Punkteformel ist eine ganze Zahl</translation>
    </message>
    <message>
        <source>the settings are an object of base_values, random_parts, club_limit and points</source>
        <translation>die Einstellungen sind ein Objekt aus base_values, random_parts, club_limit und points</translation>
    </message>
    <message>
        <source>a player has {clubs} clubs, not {count}</source>
        <translation>ein Spieler hat {clubs} Schläger, nicht {count}</translation>
    </message>
    <message>
        <source>a club is a whole number from 1 to {limit}, not {club}</source>
        <translation>ein Schläger ist eine ganze Zahl von 1 bis {limit}, nicht {club}</translation>
    </message>
    <message>
        <source>a lane&apos;s length is a whole number from 0 to {most}, not {length}</source>
        <translation>die Länge einer Bahn ist eine ganze Zahl von 0 bis {most}, nicht {length}</translation>
    </message>
    <message>
        <source>the longest lane is a whole number from 0 to {most}, not {length}</source>
        <translation>die längste Bahn ist eine ganze Zahl von 0 bis {most}, nicht {length}</translation>
    </message>
    <message>
        <source>an outline needs at least 3 points, it has {count}</source>
        <translation>ein Umriss braucht mindestens 3 Punkte, er hat {count}</translation>
    </message>
    <message>
        <source>point #{number} {point} repeats the point before it</source>
        <translation>Punkt Nr. {number} {point} wiederholt den vorigen Punkt</translation>
    </message>
    <message>
        <source>the last point {point} repeats the first: an outline closes by itself</source>
        <translation>der letzte Punkt {point} wiederholt den ersten: Ein Umriss schließt sich von selbst</translation>
    </message>
    <message>
        <source>its points lie on one line: the outline has no area</source>
        <translation>seine Punkte liegen auf einer Linie: Der Umriss hat keine Fläche</translation>
    </message>
    <message>
        <source>the outline crosses itself at {point} (edges #{first} and #{second})</source>
        <translation>der Umriss kreuzt sich bei {point} (Strecken Nr. {first} und Nr. {second})</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}): {problem}</source>
        <translation>der Play-Nine-Kartensatz ({path}): {problem}</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}) has no list of cards</source>
        <translation>der Play-Nine-Kartensatz ({path}) hat keine Kartenliste</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}): not a card of the game: {entry}</source>
        <translation>der Play-Nine-Kartensatz ({path}): keine Karte des Spiels: {entry}</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}) has {count} cards, not {size}</source>
        <translation>der Play-Nine-Kartensatz ({path}) hat {count} Karten, nicht {size}</translation>
    </message>
    <message>
        <source>a game has 1 to {most} holes, not {count}</source>
        <translation>ein Spiel hat 1 bis {most} Löcher, nicht {count}</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Play Nine parameters</source>
        <translation>unbekannter Schlüssel „{key}“ in den Play-Nine-Parametern</translation>
    </message>
    <message>
        <source>holes must be a whole number, got {value}</source>
        <translation>holes muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>not a Play Nine action: {action}</source>
        <translation>keine Play-Nine-Aktion: {action}</translation>
    </message>
    <message>
        <source>top {column}</source>
        <translation>oben {column}</translation>
    </message>
    <message>
        <source>bottom {column}</source>
        <translation>unten {column}</translation>
    </message>
    <message>
        <source>player {number} deals first</source>
        <translation>Spieler {number} gibt zuerst</translation>
    </message>
    <message>
        <source>draws a {card}</source>
        <translation>zieht eine {card}</translation>
    </message>
    <message>
        <source>tee shot: turns {first} and {second}</source>
        <translation>Abschlag: deckt {first} und {second} auf</translation>
    </message>
    <message>
        <source>draws from the pile</source>
        <translation>zieht vom Stapel</translation>
    </message>
    <message>
        <source>takes the discard for {slot}</source>
        <translation>nimmt die abgelegte Karte für {slot}</translation>
    </message>
    <message>
        <source>keeps the card at {slot}</source>
        <translation>behält die Karte auf {slot}</translation>
    </message>
    <message>
        <source>discards it and turns {slot}</source>
        <translation>legt sie ab und deckt {slot} auf</translation>
    </message>
    <message>
        <source>discards it and lines up the final putt</source>
        <translation>legt sie ab und richtet den letzten Putt aus</translation>
    </message>
    <message>
        <source>the first dealer is already chosen</source>
        <translation>der erste Geber ist schon bestimmt</translation>
    </message>
    <message>
        <source>{card} is not a card of the game</source>
        <translation>{card} ist keine Karte des Spiels</translation>
    </message>
    <message>
        <source>no {card} is left in the stock</source>
        <translation>keine {card} ist mehr im Stapel</translation>
    </message>
    <message>
        <source>the first dealer must be drawn first</source>
        <translation>zuerst muss der erste Geber gezogen werden</translation>
    </message>
    <message>
        <source>the tee shot is over: two cards are turned only at the start</source>
        <translation>der Abschlag ist vorbei: Zwei Karten werden nur zu Beginn aufgedeckt</translation>
    </message>
    <message>
        <source>a tee shot turns two different cards, slots 1 to {slots}, not {first} and {second}</source>
        <translation>ein Abschlag deckt zwei verschiedene Karten auf, Plätze 1 bis {slots}, nicht {first} und {second}</translation>
    </message>
    <message>
        <source>turn two cards for the tee shot first</source>
        <translation>zuerst zwei Karten für den Abschlag aufdecken</translation>
    </message>
    <message>
        <source>you have drawn already: place the card or discard it</source>
        <translation>es wurde schon gezogen: Karte einsetzen oder ablegen</translation>
    </message>
    <message>
        <source>there is no slot {number}</source>
        <translation>es gibt keinen Platz {number}</translation>
    </message>
    <message>
        <source>draw a card first, or take the discard</source>
        <translation>zuerst eine Karte ziehen oder die abgelegte Karte nehmen</translation>
    </message>
    <message>
        <source>you may discard without turning a card only when one face-down card is left, not {count}</source>
        <translation>ablegen ohne aufzudecken ist nur erlaubt, wenn noch eine verdeckte Karte übrig ist, nicht {count}</translation>
    </message>
    <message>
        <source>that card is face up already: turn a face-down card</source>
        <translation>diese Karte ist schon aufgedeckt: eine verdeckte Karte aufdecken</translation>
    </message>
    <message>
        <source>a player&apos;s view of the table cannot be played on: deal its unknown cards first (determinized)</source>
        <translation>die Sicht eines Spielers auf den Tisch kann nicht gespielt werden: Zuerst seine unbekannten Karten geben (determinisiert)</translation>
    </message>
    <message>
        <source>a layout has {size} cards, not {count}</source>
        <translation>eine Auslage hat {size} Karten, nicht {count}</translation>
    </message>
    <message>
        <source>a layout is two rows of {columns} cards with a / between them, like &quot;3 3 7 1 / 3 3 8 2&quot;, not {text}</source>
        <translation>eine Auslage sind zwei Reihen zu {columns} Karten mit einem / dazwischen, etwa &quot;3 3 7 1 / 3 3 8 2&quot;, nicht {text}</translation>
    </message>
    <message>
        <source>the top row has {count} cards, not {columns}: {row}</source>
        <translation>die obere Reihe hat {count} Karten, nicht {columns}: {row}</translation>
    </message>
    <message>
        <source>the bottom row has {count} cards, not {columns}: {row}</source>
        <translation>die untere Reihe hat {count} Karten, nicht {columns}: {row}</translation>
    </message>
    <message>
        <source>{word} in the top row is not a card</source>
        <translation>{word} in der oberen Reihe ist keine Karte</translation>
    </message>
    <message>
        <source>{word} in the bottom row is not a card</source>
        <translation>{word} in der unteren Reihe ist keine Karte</translation>
    </message>
    <message>
        <source>{value} in the top row is not a card of the game (0 to 12, or -5 for a hole in one)</source>
        <translation>{value} in der oberen Reihe ist keine Karte des Spiels (0 bis 12, oder -5 für ein Hole-in-One)</translation>
    </message>
    <message>
        <source>{value} in the bottom row is not a card of the game (0 to 12, or -5 for a hole in one)</source>
        <translation>{value} in der unteren Reihe ist keine Karte des Spiels (0 bis 12, oder -5 für ein Hole-in-One)</translation>
    </message>
    <message>
        <source>the deck has only {most} hole-in-one cards, not {count}</source>
        <translation>der Kartensatz hat nur {most} Hole-in-One-Karten, nicht {count}</translation>
    </message>
    <message>
        <source>an event is on a hole number from 1, got {value}</source>
        <translation>ein Ereignis gilt für eine Lochnummer ab 1, erhalten: {value}</translation>
    </message>
    <message>
        <source>hole {hole}: the event is bingo, bango or bongo, got {value}</source>
        <translation>Loch {hole}: Das Ereignis ist Bingo, Bango oder Bongo, erhalten: {value}</translation>
    </message>
    <message>
        <source>hole {hole}: {award} names a player, got {value}</source>
        <translation>Loch {hole}: {award} nennt einen Spieler, erhalten: {value}</translation>
    </message>
    <message>
        <source>bingo-bango-bongo needs at least two players, got {count}</source>
        <translation>Bingo-Bango-Bongo braucht mindestens zwei Spieler, erhalten: {count}</translation>
    </message>
    <message>
        <source>{award} on hole {hole}: the round has {holes} holes</source>
        <translation>{award} an Loch {hole}: Die Runde hat {holes} Löcher</translation>
    </message>
    <message>
        <source>{award} on hole {hole}: {name} is not a player</source>
        <translation>{award} an Loch {hole}: {name} ist kein Spieler</translation>
    </message>
    <message>
        <source>hole {hole} has two {award}s ({given} and {name})</source>
        <translation>Loch {hole} hat zweimal {award} ({given} und {name})</translation>
    </message>
    <message>
        <source>best ball needs teams, and the round has none (&apos;teams&apos; in the file)</source>
        <translation>Bestball braucht Teams, und die Runde hat keine (&apos;teams&apos; in der Datei)</translation>
    </message>
    <message numerus="yes">
        <source>best ball is played by teams of two; team {number} ({team}) has %n player(s)</source>
        <translation>
            <numerusform>Bestball wird in Zweierteams gespielt; Team {number} ({team}) hat %n Spieler</numerusform>
            <numerusform>Bestball wird in Zweierteams gespielt; Team {number} ({team}) hat %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>best ball: player {name} is in no team</source>
        <translation>Bestball: Spieler {name} ist in keinem Team</translation>
    </message>
    <message>
        <source>par must be a whole number, got {value}</source>
        <translation>Das Par muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>stroke index must be a whole number, got {value}</source>
        <translation>Der Stroke Index muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>a player&apos;s name must be non-empty text, got {value}</source>
        <translation>Der Name eines Spielers muss ein nicht leerer Text sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>player name {name} must be on one line</source>
        <translation>Der Spielername {name} muss in einer Zeile stehen</translation>
    </message>
    <message>
        <source>handicap of {name} must be a whole number of strokes, got {value}</source>
        <translation>Das Handicap von {name} muss eine ganze Zahl von Schlägen sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{what} must be a list, got {value}</source>
        <translation>{what}: Eine Liste wird erwartet, erhalten: {value}</translation>
    </message>
    <message>
        <source>the game must be named by non-empty text, got {value}</source>
        <translation>Das Spiel muss mit einem nicht leeren Text benannt sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>the holes</source>
        <translation>die Löcher</translation>
    </message>
    <message>
        <source>a round needs at least one hole</source>
        <translation>Eine Runde braucht mindestens ein Loch</translation>
    </message>
    <message>
        <source>hole {number}: par must be at least {least}, got {par}</source>
        <translation>Loch {number}: Das Par muss mindestens {least} sein, nicht {par}</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>die Spieler</translation>
    </message>
    <message>
        <source>a round needs at least one player</source>
        <translation>Eine Runde braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>player name {name} is given twice</source>
        <translation>Der Spielername {name} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>the scores must map each player&apos;s name to a row of scores</source>
        <translation>Die Scores müssen jedem Spielernamen eine Reihe von Scores zuordnen</translation>
    </message>
    <message>
        <source>scores are given for {name}, who is not a player</source>
        <translation>Scores sind für {name} angegeben, der kein Spieler ist</translation>
    </message>
    <message>
        <source>no scores for player {name}</source>
        <translation>keine Scores für Spieler {name}</translation>
    </message>
    <message>
        <source>the scores of {name}</source>
        <translation>die Scores von {name}</translation>
    </message>
    <message>
        <source>{name} has {count} scores for {holes} holes</source>
        <translation>{name} hat {count} Scores für {holes} Löcher</translation>
    </message>
    <message>
        <source>score of {name} on hole {hole} must be a whole number, got {value}</source>
        <translation>Der Score von {name} an Loch {hole} muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message numerus="yes">
        <source>score of {name} on hole {hole} is {value}: in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>Der Score von {name} an Loch {hole} ist {value}: In {game} braucht ein Loch mindestens %n Schlag</numerusform>
            <numerusform>Der Score von {name} an Loch {hole} ist {value}: In {game} braucht ein Loch mindestens %n Schläge</numerusform>
        </translation>
    </message>
    <message>
        <source>team {number}</source>
        <translation>Team {number}</translation>
    </message>
    <message>
        <source>the teams</source>
        <translation>die Teams</translation>
    </message>
    <message>
        <source>team {number} has no players</source>
        <translation>Team {number} hat keine Spieler</translation>
    </message>
    <message>
        <source>team {number}: {name} is not a player</source>
        <translation>Team {number}: {name} ist kein Spieler</translation>
    </message>
    <message>
        <source>{name} is in team {first} and team {second}</source>
        <translation>{name} ist in Team {first} und in Team {second}</translation>
    </message>
    <message>
        <source>a round file must hold a JSON object</source>
        <translation>Eine Rundendatei muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>this is not a round file (format {value}; a round file has no &quot;format&quot;)</source>
        <translation>das ist keine Rundendatei (Format {value}; eine Rundendatei hat kein „format“)</translation>
    </message>
    <message>
        <source>not a GolfStudio file (no &quot;format&quot; key) nor a round file (no &quot;holes&quot;, &quot;players&quot; or &quot;scores&quot;)</source>
        <translation>weder eine GolfStudio-Datei (kein Schlüssel „format“) noch eine Rundendatei (kein „holes“, „players“ oder „scores“)</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be text, got {value}</source>
        <translation>&apos;game&apos; muss Text sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>&apos;scores&apos; must be an object with a row of scores for each player&apos;s name</source>
        <translation>&apos;scores&apos; muss ein Objekt mit einer Reihe von Scores für jeden Spielernamen sein</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a list, got {value}</source>
        <translation>&apos;{key}&apos; muss eine Liste sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>hole {number} must be an object with &apos;par&apos; and &apos;si&apos;</source>
        <translation>Loch {number} muss ein Objekt mit &apos;par&apos; und &apos;si&apos; sein</translation>
    </message>
    <message>
        <source>hole {number} has no &apos;{key}&apos;</source>
        <translation>Loch {number} hat kein &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>hole {number}: {error}</source>
        <translation>Loch {number}: {error}</translation>
    </message>
    <message>
        <source>player {number} must be an object with a &apos;name&apos;</source>
        <translation>Spieler {number} muss ein Objekt mit einem &apos;name&apos; sein</translation>
    </message>
    <message>
        <source>team {number}: members are named by text, got {value}</source>
        <translation>Team {number}: Mitglieder werden mit Text benannt, erhalten: {value}</translation>
    </message>
    <message>
        <source>an events file must hold a JSON object with &apos;presses&apos;, &apos;wolf&apos; or &apos;bbb&apos;</source>
        <translation>Eine Ereignisdatei muss ein JSON-Objekt mit &apos;presses&apos;, &apos;wolf&apos; oder &apos;bbb&apos; enthalten</translation>
    </message>
    <message>
        <source>unknown events key {key} (known: {known})</source>
        <translation>unbekannter Ereignisschlüssel {key} (bekannt: {known})</translation>
    </message>
    <message>
        <source>{key} entry {number} must be an object, got {value}</source>
        <translation>Eintrag {number} von {key} muss ein Objekt sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{key} entry {number}: unknown key {name} (known: {known})</source>
        <translation>Eintrag {number} von {key}: unbekannter Schlüssel {name} (bekannt: {known})</translation>
    </message>
    <message>
        <source>{key} entry {number} has no &apos;hole&apos;</source>
        <translation>Eintrag {number} von {key} hat kein &apos;hole&apos;</translation>
    </message>
    <message>
        <source>presses entry {number}: &apos;segment&apos; must be &quot;front&quot; or &quot;back&quot;, got {value}</source>
        <translation>Eintrag {number} von presses: &apos;segment&apos; muss &quot;front&quot; oder &quot;back&quot; sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>presses entry {number}: &apos;side&apos; must name the side that presses, got {value}</source>
        <translation>Eintrag {number} von presses: &apos;side&apos; muss die Seite nennen, die presst, erhalten: {value}</translation>
    </message>
    <message>
        <source>Best ball · stroke play</source>
        <translation>Bestball · Zählspiel</translation>
    </message>
    <message>
        <source>Best ball · match play</source>
        <translation>Bestball · Lochspiel</translation>
    </message>
    <message>
        <source>Best ball · Nassau</source>
        <translation>Bestball · Nassau</translation>
    </message>
    <message>
        <source>carry-over applies to skins only, not to {format}</source>
        <translation>Der Übertrag gilt nur für Skins, nicht für {format}</translation>
    </message>
    <message>
        <source>automatic presses apply to Nassau only, not to {format}</source>
        <translation>Automatische Presses gelten nur für Nassau, nicht für {format}</translation>
    </message>
    <message>
        <source>the press trigger applies to automatic presses only (--press auto)</source>
        <translation>Die Press-Schwelle gilt nur für automatische Presses (--press auto)</translation>
    </message>
    <message>
        <source>net scores do not apply to bingo-bango-bongo: its points come from events, not scores</source>
        <translation>Netto-Scores gelten nicht für Bingo-Bango-Bongo: Seine Punkte kommen aus Ereignissen, nicht aus Scores</translation>
    </message>
    <message>
        <source>stake {stake} does not apply to {format} (its stakes: {stakes})</source>
        <translation>Der Einsatz {stake} gilt nicht für {format} (seine Einsätze: {stakes})</translation>
    </message>
    <message>
        <source>{key} events do not apply to {format}</source>
        <translation>{key}-Ereignisse gelten nicht für {format}</translation>
    </message>
    <message>
        <source>{format} scores one round, got {count} round files</source>
        <translation>{format} wertet eine Runde, erhalten: {count} Rundendateien</translation>
    </message>
    <message>
        <source>the money of team {side} needs the team&apos;s members</source>
        <translation>Das Geld von Team {side} braucht die Mitglieder des Teams</translation>
    </message>
    <message>
        <source>{format} is scored over several complete rounds</source>
        <translation>{format} wird über mehrere vollständige Runden gewertet</translation>
    </message>
    <message>
        <source>a course needs at least one hole</source>
        <translation>ein Platz braucht mindestens ein Loch</translation>
    </message>
    <message>
        <source>stroke index of hole {hole} must be a whole number, got {value}</source>
        <translation>Der Stroke Index von Loch {hole} muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{si} on hole {hole} is out of range</source>
        <translation>{si} an Loch {hole} liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>{si} is on holes {holes}</source>
        <translation>{si} steht an den Löchern {holes}</translation>
    </message>
    <message>
        <source>{numbers} missing</source>
        <translation>{numbers} fehlt/fehlen</translation>
    </message>
    <message>
        <source>stroke indexes must be a permutation of 1..{n}: {problems}</source>
        <translation>Die Stroke Indexes müssen eine Permutation von 1..{n} sein: {problems}</translation>
    </message>
    <message>
        <source>a handicap must be a whole number of strokes, got {value}</source>
        <translation>Ein Handicap muss eine ganze Zahl von Schlägen sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{what}: the rows have different numbers of holes {lengths}</source>
        <translation>{what}: Die Reihen haben unterschiedlich viele Löcher {lengths}</translation>
    </message>
    <message>
        <source>net scores</source>
        <translation>Netto-Scores</translation>
    </message>
    <message>
        <source>adjusted gross score</source>
        <translation>bereinigter Brutto-Score</translation>
    </message>
    <message>
        <source>{what} must be a number, got {value}</source>
        <translation>{what} muss eine Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} must be a finite number, got {value}</source>
        <translation>{what} muss eine endliche Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} must be from -{most} to {most}, got {value}</source>
        <translation>{what} muss zwischen -{most} und {most} liegen, erhalten: {value}</translation>
    </message>
    <message>
        <source>a slope rating is a whole number from 55 to 155, got {value}</source>
        <translation>Ein Slope Rating ist eine ganze Zahl von 55 bis 155, erhalten: {value}</translation>
    </message>
    <message>
        <source>an adjusted gross score</source>
        <translation>ein bereinigter Brutto-Score</translation>
    </message>
    <message>
        <source>a course rating</source>
        <translation>ein Course Rating</translation>
    </message>
    <message>
        <source>score differential {number}</source>
        <translation>Score-Differential {number}</translation>
    </message>
    <message>
        <source>a handicap index needs at least 3 score differentials, got {count}</source>
        <translation>Ein Handicap-Index braucht mindestens 3 Score-Differentials, erhalten: {count}</translation>
    </message>
    <message>
        <source>a handicap index</source>
        <translation>ein Handicap-Index</translation>
    </message>
    <message>
        <source>a course rating needs the course&apos;s par to go with it</source>
        <translation>Ein Course Rating braucht das Par des Platzes dazu</translation>
    </message>
    <message>
        <source>a par</source>
        <translation>ein Par</translation>
    </message>
    <message>
        <source>a course handicap must be a whole number, got {value}</source>
        <translation>Eine Platzvorgabe muss eine ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>a handicap allowance</source>
        <translation>ein Handicap-Anteil</translation>
    </message>
    <message>
        <source>a handicap allowance is between 0 and 1 (e.g. 0.95), got {value}</source>
        <translation>Ein Handicap-Anteil liegt zwischen 0 und 1 (z. B. 0.95), erhalten: {value}</translation>
    </message>
    <message>
        <source>All square</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>{leader} dormie {lead}</source>
        <translation>{leader} dormie {lead}</translation>
    </message>
    <message>
        <source>{leader} {lead} up</source>
        <translation>{leader} {lead} auf</translation>
    </message>
    <message>
        <source>halved</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>{leader} won {lead}&amp;{left}</source>
        <translation>{leader} gewinnt {lead}&amp;{left}</translation>
    </message>
    <message>
        <source>{leader} won {lead} up</source>
        <translation>{leader} gewinnt {lead} auf</translation>
    </message>
    <message>
        <source>a two-sided match needs exactly two sides, got {count}</source>
        <translation>Ein Match zweier Seiten braucht genau zwei Seiten, erhalten: {count}</translation>
    </message>
    <message>
        <source>match play needs at least two sides, got {count}</source>
        <translation>Lochspiel braucht mindestens zwei Seiten, erhalten: {count}</translation>
    </message>
    <message>
        <source>a press starts on a hole number from 1, got {value}</source>
        <translation>Ein Press beginnt an einer Lochnummer ab 1, erhalten: {value}</translation>
    </message>
    <message>
        <source>a press is asked for by a side&apos;s name, got {value}</source>
        <translation>Ein Press wird mit dem Namen einer Seite verlangt, erhalten: {value}</translation>
    </message>
    <message>
        <source>a press belongs to the &apos;front&apos; or &apos;back&apos; bet, got {value}</source>
        <translation>Ein Press gehört zur Wette &apos;front&apos; oder &apos;back&apos;, erhalten: {value}</translation>
    </message>
    <message>
        <source>press by {side} from hole {hole}: presses run in the front or the back half, not in the overall bet</source>
        <translation>Press von {side} ab Loch {hole}: Presses laufen in der vorderen oder hinteren Hälfte, nicht in der Gesamtwette</translation>
    </message>
    <message>
        <source>the press trigger is holes down from 1 to {most}, got {value}</source>
        <translation>Die Press-Schwelle ist ein Rückstand von 1 bis {most} Löchern, erhalten: {value}</translation>
    </message>
    <message>
        <source>Nassau splits the round into a front and a back half, so it needs an even number of holes; this round has {holes}</source>
        <translation>Nassau teilt die Runde in eine vordere und eine hintere Hälfte und braucht daher eine gerade Anzahl Löcher; diese Runde hat {holes}</translation>
    </message>
    <message>
        <source>the front bet</source>
        <translation>die Wette der vorderen Neun</translation>
    </message>
    <message>
        <source>the back bet</source>
        <translation>die Wette der hinteren Neun</translation>
    </message>
    <message>
        <source>the overall bet</source>
        <translation>die Gesamtwette</translation>
    </message>
    <message>
        <source>the front press from hole {hole}</source>
        <translation>der Press der vorderen Neun ab Loch {hole}</translation>
    </message>
    <message>
        <source>the back press from hole {hole}</source>
        <translation>der Press der hinteren Neun ab Loch {hole}</translation>
    </message>
    <message>
        <source>{side} cannot press from hole {hole}</source>
        <translation>{side} kann nicht ab Loch {hole} pressen</translation>
    </message>
    <message>
        <source>{asking}: {bet} starts there, nobody is down yet</source>
        <translation>{asking}: Dort beginnt {bet}, noch liegt niemand zurück</translation>
    </message>
    <message>
        <source>{asking} before hole {hole} is played</source>
        <translation>{asking}, bevor Loch {hole} gespielt ist</translation>
    </message>
    <message>
        <source>all square</source>
        <translation>gleichauf</translation>
    </message>
    <message>
        <source>{up} up</source>
        <translation>{up} auf</translation>
    </message>
    <message>
        <source>{asking}: only the side that is down may press, and {side} is {standing} in {bet}</source>
        <translation>{asking}: Nur die zurückliegende Seite darf pressen, und {side} ist {standing} in {bet}</translation>
    </message>
    <message>
        <source>press from hole {hole}: {side} is not a side of this Nassau ({sides})</source>
        <translation>Press ab Loch {hole}: {side} ist keine Seite dieses Nassau ({sides})</translation>
    </message>
    <message>
        <source>press by {side} from hole {hole}: {bet} runs over holes {first}-{last}</source>
        <translation>Press von {side} ab Loch {hole}: {bet} läuft über die Löcher {first}-{last}</translation>
    </message>
    <message>
        <source>two presses are asked for from hole {hole} in {bet}</source>
        <translation>Zwei Presses sind ab Loch {hole} in {bet} verlangt</translation>
    </message>
    <message>
        <source>Nassau needs at least two sides, got {count}</source>
        <translation>Nassau braucht mindestens zwei Seiten, erhalten: {count}</translation>
    </message>
    <message>
        <source>automatic presses need exactly two sides; this Nassau has {count}</source>
        <translation>Automatische Presses brauchen genau zwei Seiten; dieses Nassau hat {count}</translation>
    </message>
    <message>
        <source>presses need exactly two sides; this Nassau has {count}</source>
        <translation>Presses brauchen genau zwei Seiten; dieses Nassau hat {count}</translation>
    </message>
    <message>
        <source>nines is played by three players, got {count}</source>
        <translation>Nines wird von drei Spielern gespielt, erhalten: {count}</translation>
    </message>
    <message>
        <source>balances must add up to zero to be settled, they add up to {total}</source>
        <translation>Die Salden müssen sich zu null addieren, um abgerechnet zu werden; sie ergeben {total}</translation>
    </message>
    <message>
        <source>the sides&apos; score rows have different lengths {lengths}</source>
        <translation>Die Score-Reihen der Seiten sind unterschiedlich lang {lengths}</translation>
    </message>
    <message>
        <source>skins needs at least two players, got {count}</source>
        <translation>Skins braucht mindestens zwei Spieler, erhalten: {count}</translation>
    </message>
    <message>
        <source>stake {stake} must be a whole number of cents (500 for 5.00), got {value}</source>
        <translation>Der Einsatz {stake} muss eine ganze Zahl von Cent sein (500 für 5.00), erhalten: {value}</translation>
    </message>
    <message>
        <source>stake {stake} must be from 0 to {most} cents, got {value}</source>
        <translation>Der Einsatz {stake} muss zwischen 0 und {most} Cent liegen, erhalten: {value}</translation>
    </message>
    <message>
        <source>match pay must be &apos;match&apos; or &apos;hole&apos;, got {value}</source>
        <translation>Die Match-Zahlung muss &apos;match&apos; oder &apos;hole&apos; sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>stakes must be an object of cents per bet, got {value}</source>
        <translation>Die Einsätze müssen ein Objekt mit Cent pro Wette sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>stake &apos;nassau&apos; sets {part} too; give one of them</source>
        <translation>Der Einsatz &apos;nassau&apos; setzt auch {part}; nur einen davon angeben</translation>
    </message>
    <message>
        <source>unknown stake {key} (known: {known})</source>
        <translation>unbekannter Einsatz {key} (bekannt: {known})</translation>
    </message>
    <message>
        <source>match_pay must be &apos;match&apos; or &apos;hole&apos;, got {value}</source>
        <translation>match_pay muss &apos;match&apos; oder &apos;hole&apos; sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>a tournament has 2 to 4 rounds, got {count}</source>
        <translation>Ein Turnier hat 2 bis 4 Runden, erhalten: {count}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{label} must have the same players as {first} (missing: {missing}; not in {first}: {extra})</source>
        <translation>{label} muss dieselben Spieler haben wie {first} (fehlend: {missing}; nicht in {first}: {extra})</translation>
    </message>
    <message>
        <source>vegas is played by four players in two teams, got {count} players</source>
        <translation>Vegas wird von vier Spielern in zwei Teams gespielt, erhalten: {count} Spieler</translation>
    </message>
    <message>
        <source>vegas needs two teams of two (&apos;teams&apos; in the round file)</source>
        <translation>Vegas braucht zwei Zweierteams (&apos;teams&apos; in der Rundendatei)</translation>
    </message>
    <message>
        <source>a wolf choice is for a hole number from 1, got {value}</source>
        <translation>Eine Wahl des Wolfs gilt für eine Lochnummer ab 1, erhalten: {value}</translation>
    </message>
    <message>
        <source>hole {hole}: the wolf&apos;s partner is a player&apos;s name or none, got {value}</source>
        <translation>Loch {hole}: Der Partner des Wolfs ist ein Spielername oder keiner, erhalten: {value}</translation>
    </message>
    <message>
        <source>hole {hole}: &apos;blind&apos; is true or false, got {value}</source>
        <translation>Loch {hole}: &apos;blind&apos; ist true oder false, erhalten: {value}</translation>
    </message>
    <message>
        <source>hole {hole}: a blind wolf plays alone, so it has no partner ({partner})</source>
        <translation>Loch {hole}: Ein blinder Wolf spielt allein und hat daher keinen Partner ({partner})</translation>
    </message>
    <message>
        <source>wolf choice for hole {hole}: the round has {holes} holes</source>
        <translation>Wahl des Wolfs für Loch {hole}: Die Runde hat {holes} Löcher</translation>
    </message>
    <message>
        <source>hole {hole} has two wolf choices</source>
        <translation>Loch {hole} hat zwei Wahlen des Wolfs</translation>
    </message>
    <message>
        <source>hole {hole}: the wolf&apos;s partner {name} is not a player</source>
        <translation>Loch {hole}: Der Partner des Wolfs, {name}, ist kein Spieler</translation>
    </message>
    <message>
        <source>hole {hole}: {name} is the wolf and cannot be their own partner (no partner: lone wolf)</source>
        <translation>Loch {hole}: {name} ist der Wolf und kann nicht sein eigener Partner sein (kein Partner: einsamer Wolf)</translation>
    </message>
    <message>
        <source>wolf is played by four players, got {count}</source>
        <translation>Wolf wird von vier Spielern gespielt, erhalten: {count}</translation>
    </message>
    <message>
        <source>hole {hole} has scores but no choice of the wolf ({name}): a partner, or alone</source>
        <translation>Loch {hole} hat Scores, aber keine Wahl des Wolfs ({name}): ein Partner oder allein</translation>
    </message>
    <message>
        <source>round {number} of the night of {day} (round id {id}) is not complete: {missing}</source>
        <translation>Runde {number} des Abends vom {day} (Runden-ID {id}) ist nicht vollständig: {missing}</translation>
    </message>
    <message>
        <source>the night has no players</source>
        <translation>der Abend hat keine Spieler</translation>
    </message>
    <message numerus="yes">
        <source>{name} has no score on hole(s) {holes}</source>
        <translation>
            <numerusform>{name} hat keinen Score auf Loch {holes}</numerusform>
            <numerusform>{name} hat keinen Score auf den Löchern {holes}</numerusform>
        </translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>game night</source>
        <translation>Spieleabend</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>tee</source>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>a {what} name must be non-empty text, got {value}</source>
        <translation>ein Name ({what}) muss ein nicht leerer Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} name {name} must be on one line</source>
        <translation>der Name ({what}) {name} muss in einer Zeile stehen</translation>
    </message>
    <message>
        <source>a {what} name</source>
        <translation>ein Name ({what})</translation>
    </message>
    <message>
        <source>{what} name {name}… is longer than {count} characters</source>
        <translation>der Name ({what}) {name}… ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <source>{what} contains a control character (U+{code})</source>
        <translation>{what} enthält ein Steuerzeichen (U+{code})</translation>
    </message>
    <message>
        <source>a place must be text, got {value}</source>
        <translation>ein Ort muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>the place</source>
        <translation>der Ort</translation>
    </message>
    <message>
        <source>place {name}… is longer than {count} characters</source>
        <translation>der Ort {name}… ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <source>unknown game {value} (games: {games})</source>
        <translation>unbekanntes Spiel {value} (Spiele: {games})</translation>
    </message>
    <message>
        <source>the database has no place for {game} rounds yet: it needs a migration that adds the game</source>
        <translation>die Datenbank hat noch keinen Platz für Runden von {game}: Sie braucht eine Migration, die das Spiel hinzufügt</translation>
    </message>
    <message>
        <source>unknown format {value} (formats: {formats})</source>
        <translation>unbekannte Spielform {value} (Spielformen: {formats})</translation>
    </message>
    <message>
        <source>{what} must be a whole number, got {value}</source>
        <translation>{what} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} must be from {low} to {high}, got {value}</source>
        <translation>{what} muss zwischen {low} und {high} liegen, nicht {value}</translation>
    </message>
    <message>
        <source>{what} is one of {allowed}, got {value}</source>
        <translation>{what} ist einer der Werte {allowed}, nicht {value}</translation>
    </message>
    <message>
        <source>a {what} id must be a whole number, got {value}</source>
        <translation>eine ID ({what}) muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>no {what} with id {value}</source>
        <translation>kein Eintrag ({what}) mit der ID {value}</translation>
    </message>
    <message>
        <source>a course handicap</source>
        <translation>eine Platzvorgabe</translation>
    </message>
    <message>
        <source>a night&apos;s date</source>
        <translation>das Datum des Abends</translation>
    </message>
    <message>
        <source>{what} must be a date, got {value}</source>
        <translation>{what} muss ein Datum sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} runs from {low} to {high}, got {value}</source>
        <translation>{what} reicht von {low} bis {high}, nicht {value}</translation>
    </message>
    <message>
        <source>a handicap index (WHS: -10.0 for plus 10, to 54.0)</source>
        <translation>ein Handicap-Index (WHS: -10.0 für plus 10 bis 54.0)</translation>
    </message>
    <message>
        <source>a score differential</source>
        <translation>ein Score-Differential</translation>
    </message>
    <message>
        <source>a course has at most {most} holes, got {count}</source>
        <translation>ein Platz hat höchstens {most} Löcher, nicht {count}</translation>
    </message>
    <message>
        <source>hole {number} must be given as (par, stroke index), got {value}</source>
        <translation>Loch {number} muss als (Par, Vorgabeverteilung) angegeben werden, nicht {value}</translation>
    </message>
    <message>
        <source>the par of hole {number}</source>
        <translation>das Par von Loch {number}</translation>
    </message>
    <message>
        <source>the stroke index of hole {number}</source>
        <translation>die Vorgabeverteilung von Loch {number}</translation>
    </message>
    <message>
        <source>the stroke indexes must be a permutation of 1..{count}, got {indexes}</source>
        <translation>die Vorgabeverteilung muss eine Permutation von 1..{count} sein, nicht {indexes}</translation>
    </message>
    <message>
        <source>a tee must be given as a TeeSpec, got {value}</source>
        <translation>ein Abschlag wird als TeeSpec angegeben, erhalten: {value}</translation>
    </message>
    <message>
        <source>tee {name}: {reason}</source>
        <translation>Abschlag {name}: {reason}</translation>
    </message>
    <message>
        <source>the length of tee {name} in yards</source>
        <translation>die Länge des Abschlags {name} in Yards</translation>
    </message>
    <message>
        <source>the plausible score limit (strokes over par)</source>
        <translation>die Grenze plausibler Ergebnisse (Schläge über Par)</translation>
    </message>
    <message>
        <source>the score {where}</source>
        <translation>der Score {where}</translation>
    </message>
    <message numerus="yes">
        <source>the score {where} is {count}: in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>der Score {where} ist {count}: In {game} braucht ein Loch mindestens %n Schlag</numerusform>
            <numerusform>der Score {where} ist {count}: In {game} braucht ein Loch mindestens %n Schläge</numerusform>
        </translation>
    </message>
    <message>
        <source>a hole number</source>
        <translation>eine Lochnummer</translation>
    </message>
    <message>
        <source>course {course} has {holes} holes: there is no hole {number}</source>
        <translation>der Platz {course} hat {holes} Löcher: Es gibt kein Loch {number}</translation>
    </message>
    <message>
        <source>a format&apos;s stakes must be Stakes, got {value}</source>
        <translation>die Einsätze einer Spielform müssen Stakes sein, nicht {value}</translation>
    </message>
    <message>
        <source>{format} is not played for the stake {stake} (its stakes: {stakes})</source>
        <translation>{format} wird nicht um den Einsatz {stake} gespielt (seine Einsätze: {stakes})</translation>
    </message>
    <message>
        <source>a handicap allowance is a percentage from 0 to 100, got {value}</source>
        <translation>ein Handicap-Anteil ist ein Prozentsatz von 0 bis 100, nicht {value}</translation>
    </message>
    <message>
        <source>a format&apos;s {flag} must be true or false, got {value}</source>
        <translation>die Einstellung {flag} einer Spielform muss wahr oder falsch sein, nicht {value}</translation>
    </message>
    <message>
        <source>a {what} is listed twice: {ids}</source>
        <translation>ein Eintrag ({what}) steht doppelt in der Liste: {ids}</translation>
    </message>
    <message>
        <source>the night of {day} at {place}</source>
        <translation>Abend vom {day} in {place}</translation>
    </message>
    <message>
        <source>the night of {day}</source>
        <translation>Abend vom {day}</translation>
    </message>
    <message>
        <source>cannot read the night&apos;s scores</source>
        <translation>die Scores des Abends können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot change the night</source>
        <translation>der Abend kann nicht geändert werden</translation>
    </message>
    <message>
        <source>{name} is in a team but does not play that night</source>
        <translation>{name} ist in einem Team, spielt an diesem Abend aber nicht</translation>
    </message>
    <message>
        <source>no player with id {id}</source>
        <translation>kein Spieler mit der ID {id}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n score(s) on {night}: clear them before taking {name} off the night</source>
        <translation>
            <numerusform>{name} hat %n Score am {night}: Diesen löschen, bevor {name} vom Abend genommen wird</numerusform>
            <numerusform>{name} hat %n Scores am {night}: Diese löschen, bevor {name} vom Abend genommen wird</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has 1 score on {night}: clear it before taking {name} off the night</source>
        <translation>{name} hat 1 Score am {night}: Diesen löschen, bevor {name} vom Abend genommen wird</translation>
    </message>
    <message>
        <source>cannot delete the night</source>
        <translation>der Abend kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>cannot rename the player to {name}</source>
        <translation>der Spieler kann nicht in {name} umbenannt werden</translation>
    </message>
    <message>
        <source>there is already a player named {name}: merge the two if they are the same person</source>
        <translation>es gibt bereits einen Spieler namens {name}: Die beiden zusammenführen, wenn es dieselbe Person ist</translation>
    </message>
    <message>
        <source>choose two different players to merge</source>
        <translation>zum Zusammenführen zwei verschiedene Spieler wählen</translation>
    </message>
    <message>
        <source>cannot merge the players</source>
        <translation>die Spieler können nicht zusammengeführt werden</translation>
    </message>
    <message>
        <source>{kept} and {gone} both played {night}: one person cannot hold two seats at a night, so they are not the same person there</source>
        <translation>{kept} und {gone} haben beide am {night} gespielt: Eine Person kann an einem Abend nicht zwei Plätze belegen, also sind sie dort nicht dieselbe Person</translation>
    </message>
    <message>
        <source>a night needs at least one player</source>
        <translation>ein Abend braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>two teams are named {name}</source>
        <translation>zwei Teams heißen {name}</translation>
    </message>
    <message>
        <source>team {name} has no players</source>
        <translation>das Team {name} hat keine Spieler</translation>
    </message>
    <message>
        <source>team {name}: player id {id} does not play that night</source>
        <translation>Team {name}: Spieler-ID {id} spielt an diesem Abend nicht</translation>
    </message>
    <message>
        <source>team {name}: player id {id} is already in a team</source>
        <translation>Team {name}: Spieler-ID {id} ist bereits in einem Team</translation>
    </message>
    <message>
        <source>no game night with id {id}</source>
        <translation>kein Spieleabend mit der ID {id}</translation>
    </message>
    <message>
        <source>not a database URL: {url} (expected e.g. sqlite:///scores.db or postgresql+psycopg://user@host/league)</source>
        <translation>keine Datenbank-URL: {url} (erwartet z. B. sqlite:///scores.db oder postgresql+psycopg://user@host/league)</translation>
    </message>
    <message>
        <source>database URL {url}: port {port} is not a port number (1 to {most})</source>
        <translation>Datenbank-URL {url}: Port {port} ist keine Portnummer (1 bis {most})</translation>
    </message>
    <message>
        <source>cannot use database URL {url}: {error}</source>
        <translation>die Datenbank-URL {url} kann nicht verwendet werden: {error}</translation>
    </message>
    <message>
        <source>a PostgreSQL league database needs the psycopg package, which is not installed: {install}</source>
        <translation>die PostgreSQL-Datenbank einer Liga braucht das Paket psycopg, das nicht installiert ist: {install}</translation>
    </message>
    <message>
        <source>cannot use database URL {url}: its driver is not installed ({error})</source>
        <translation>die Datenbank-URL {url} kann nicht verwendet werden: Ihr Treiber ist nicht installiert ({error})</translation>
    </message>
    <message>
        <source>the database is busy: another organiser is saving; try again</source>
        <translation>die Datenbank ist belegt: Ein anderer Organisator speichert gerade; bitte erneut versuchen</translation>
    </message>
    <message>
        <source>a player is already in a team that night</source>
        <translation>ein Spieler ist an diesem Abend bereits in einem Team</translation>
    </message>
    <message>
        <source>a team member does not play that night</source>
        <translation>ein Teammitglied spielt an diesem Abend nicht</translation>
    </message>
    <message>
        <source>another player took that seat at the same moment</source>
        <translation>ein anderer Spieler hat diesen Platz im selben Moment eingenommen</translation>
    </message>
    <message>
        <source>another organiser added that round at the same moment</source>
        <translation>ein anderer Organisator hat diese Runde im selben Moment hinzugefügt</translation>
    </message>
    <message>
        <source>there is already a player of that name</source>
        <translation>es gibt bereits einen Spieler dieses Namens</translation>
    </message>
    <message>
        <source>there is already a course of that name</source>
        <translation>es gibt bereits einen Platz dieses Namens</translation>
    </message>
    <message>
        <source>the night already has a team of that name</source>
        <translation>der Abend hat bereits ein Team dieses Namens</translation>
    </message>
    <message>
        <source>that player is already on the game&apos;s roster</source>
        <translation>dieser Spieler steht bereits auf der Spielerliste der Partie</translation>
    </message>
    <message>
        <source>{doing}: the database refused it ({reason})</source>
        <translation>{doing}: Die Datenbank hat es abgelehnt ({reason})</translation>
    </message>
    <message>
        <source>{doing}: the database is not available ({reason})</source>
        <translation>{doing}: Die Datenbank ist nicht verfügbar ({reason})</translation>
    </message>
    <message>
        <source>{doing}: database error ({reason})</source>
        <translation>{doing}: Datenbankfehler ({reason})</translation>
    </message>
    <message>
        <source>{doing}: a number is too large for the database</source>
        <translation>{doing}: Eine Zahl ist zu groß für die Datenbank</translation>
    </message>
    <message>
        <source>cannot open database {url}</source>
        <translation>die Datenbank {url} kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{database} is not a GolfStudio database: it holds another program&apos;s tables ({tables}) and no GolfStudio schema version; choose another file or an empty database</source>
        <translation>{database} ist keine GolfStudio-Datenbank: Sie enthält Tabellen eines anderen Programms ({tables}) und keine GolfStudio-Schemaversion; wählen Sie eine andere Datei oder eine leere Datenbank</translation>
    </message>
    <message>
        <source>database {url} has schema revision {revisions}, which this version of GolfStudio does not know: it was written by a newer GolfStudio; update GolfStudio to open it</source>
        <translation>die Datenbank {url} hat die Schema-Revision {revisions}, die diese Version von GolfStudio nicht kennt: Sie wurde von einem neueren GolfStudio geschrieben; GolfStudio aktualisieren, um sie zu öffnen</translation>
    </message>
    <message>
        <source>cannot save the round on {name}</source>
        <translation>die Runde auf {name} kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>night {number} ({day})</source>
        <translation>Abend {number} ({day})</translation>
    </message>
    <message>
        <source>{where} has no players</source>
        <translation>{where} hat keine Spieler</translation>
    </message>
    <message>
        <source>{where}: unknown player id {id}</source>
        <translation>{where}: unbekannte Spieler-ID {id}</translation>
    </message>
    <message>
        <source>{where}: {handicaps} course handicaps for {players} players</source>
        <translation>{where}: {handicaps} Platzvorgaben für {players} Spieler</translation>
    </message>
    <message>
        <source>{where} has {count} rounds: a night has at most {most}</source>
        <translation>{where} hat {count} Runden: Ein Abend hat höchstens {most}</translation>
    </message>
    <message>
        <source>{where}, round {round}: {rows} score rows for {players} players</source>
        <translation>{where}, Runde {round}: {rows} Score-Zeilen für {players} Spieler</translation>
    </message>
    <message>
        <source>{where}, round {round}: a row of {count} scores on a course of {holes} holes</source>
        <translation>{where}, Runde {round}: eine Zeile mit {count} Scores auf einem Platz mit {holes} Löchern</translation>
    </message>
    <message>
        <source>{where}, round {round}, hole {hole}</source>
        <translation>{where}, Runde {round}, Loch {hole}</translation>
    </message>
    <message>
        <source>{where}: two teams are named {name}</source>
        <translation>{where}: Zwei Teams heißen {name}</translation>
    </message>
    <message>
        <source>{where}, team {name}: player id {id} is not a player of the night or is in two teams</source>
        <translation>{where}, Team {name}: Spieler-ID {id} spielt nicht an diesem Abend oder ist in zwei Teams</translation>
    </message>
    <message>
        <source>{where}: events for {count} rounds, but it has {rounds}</source>
        <translation>{where}: Ereignisse für {count} Runden, aber er hat {rounds}</translation>
    </message>
    <message>
        <source>{where}, round {round}</source>
        <translation>{where}, Runde {round}</translation>
    </message>
    <message>
        <source>{where}: a hole number</source>
        <translation>{where}: eine Lochnummer</translation>
    </message>
    <message>
        <source>{where}: there is no hole {hole} on a course of {holes} holes</source>
        <translation>{where}: auf einem Platz mit {holes} Löchern gibt es kein Loch {hole}</translation>
    </message>
    <message>
        <source>{where}: player id {id} does not play that night</source>
        <translation>{where}: Spieler-ID {id} spielt an diesem Abend nicht</translation>
    </message>
    <message>
        <source>{where}: two presses from hole {hole} in the {half} bet</source>
        <translation>{where}: zwei Presses ab Loch {hole} in der Wette {half}</translation>
    </message>
    <message>
        <source>{where}: two wolf choices on hole {hole}</source>
        <translation>{where}: zwei Wolf-Entscheidungen auf Loch {hole}</translation>
    </message>
    <message>
        <source>{where}: two players have the {award} of hole {hole}</source>
        <translation>{where}: zwei Spieler haben das {award} von Loch {hole}</translation>
    </message>
    <message>
        <source>night {number} ({day}): tee id {id} is not a tee of its course</source>
        <translation>Abend {number} ({day}): Abschlag-ID {id} ist kein Abschlag seines Platzes</translation>
    </message>
    <message>
        <source>night {number} ({day}): no course with id {id}</source>
        <translation>Abend {number} ({day}): kein Platz mit der ID {id}</translation>
    </message>
    <message>
        <source>night {number}: give the players by id or by name, not both</source>
        <translation>Abend {number}: Spieler per ID oder per Name angeben, nicht beides</translation>
    </message>
    <message>
        <source>night {number}: a player is listed twice</source>
        <translation>Abend {number}: Ein Spieler steht doppelt in der Liste</translation>
    </message>
    <message>
        <source>a team member</source>
        <translation>ein Teammitglied</translation>
    </message>
    <message>
        <source>a player of an event</source>
        <translation>ein Spieler eines Ereignisses</translation>
    </message>
    <message>
        <source>there is already a player named {name}</source>
        <translation>es gibt bereits einen Spieler namens {name}</translation>
    </message>
    <message>
        <source>cannot read a player</source>
        <translation>ein Spieler kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>a player name must be text, got {value}</source>
        <translation>ein Spielername muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>cannot look up a player</source>
        <translation>ein Spieler kann nicht gesucht werden</translation>
    </message>
    <message>
        <source>cannot list the players</source>
        <translation>die Spieler können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot add course {name}</source>
        <translation>der Platz {name} kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>there is already a {game} course named {name}</source>
        <translation>es gibt bereits einen Platz für {game} namens {name}</translation>
    </message>
    <message>
        <source>cannot read a course&apos;s tees</source>
        <translation>die Abschläge eines Platzes können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read a tee</source>
        <translation>ein Abschlag kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot add the tee</source>
        <translation>der Abschlag kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>course {course} already has a tee named {name}</source>
        <translation>Platz {course} hat bereits einen Abschlag namens {name}</translation>
    </message>
    <message>
        <source>cannot change the tee</source>
        <translation>der Abschlag kann nicht geändert werden</translation>
    </message>
    <message>
        <source>cannot remove the tee</source>
        <translation>der Abschlag kann nicht entfernt werden</translation>
    </message>
    <message numerus="yes">
        <source>tee {name} was played from on %n night(s): it cannot be removed</source>
        <translation>
            <numerusform>von Abschlag {name} wurde an %n Abend gespielt: er kann nicht entfernt werden</numerusform>
            <numerusform>von Abschlag {name} wurde an %n Abenden gespielt: er kann nicht entfernt werden</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot save the course&apos;s tees</source>
        <translation>die Abschläge des Platzes können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>no tee with id {id} on course {course}</source>
        <translation>kein Abschlag mit ID {id} auf Platz {course}</translation>
    </message>
    <message>
        <source>cannot set the plausible score limit</source>
        <translation>die Grenze plausibler Ergebnisse kann nicht gesetzt werden</translation>
    </message>
    <message>
        <source>cannot read the night&apos;s tee</source>
        <translation>der Abschlag des Abends kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot set the night&apos;s tee</source>
        <translation>der Abschlag des Abends kann nicht gesetzt werden</translation>
    </message>
    <message>
        <source>cannot read a course</source>
        <translation>ein Platz kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>a course name must be text, got {value}</source>
        <translation>ein Platzname muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>cannot look up a course</source>
        <translation>ein Platz kann nicht gesucht werden</translation>
    </message>
    <message>
        <source>cannot list the courses</source>
        <translation>die Plätze können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot read a course&apos;s holes</source>
        <translation>die Löcher eines Platzes können nicht gelesen werden</translation>
    </message>
    <message>
        <source>course handicaps given for player id {id}, who is not playing that night</source>
        <translation>Platzvorgaben für Spieler-ID {id} angegeben, der an diesem Abend nicht spielt</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>die Anzahl der Runden</translation>
    </message>
    <message>
        <source>cannot add the game night</source>
        <translation>der Spieleabend kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>cannot import the game nights</source>
        <translation>die Spieleabende können nicht importiert werden</translation>
    </message>
    <message>
        <source>cannot import the night on {course}</source>
        <translation>der Abend auf {course} kann nicht importiert werden</translation>
    </message>
    <message>
        <source>cannot read a game night</source>
        <translation>ein Spieleabend kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot list the game nights</source>
        <translation>die Spieleabende können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot read a night&apos;s players</source>
        <translation>die Spieler eines Abends können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot add the player to the night</source>
        <translation>der Spieler kann dem Abend nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>{name} already plays night {night}</source>
        <translation>{name} spielt bereits an Abend {night}</translation>
    </message>
    <message>
        <source>cannot set the course handicap</source>
        <translation>die Platzvorgabe kann nicht festgelegt werden</translation>
    </message>
    <message>
        <source>player id {id} does not play night {night}</source>
        <translation>Spieler-ID {id} spielt nicht an Abend {night}</translation>
    </message>
    <message>
        <source>cannot add the format</source>
        <translation>die Spielform kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>cannot read a night&apos;s formats</source>
        <translation>die Spielformen eines Abends können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot add a round</source>
        <translation>eine Runde kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>night {night} already has {count} rounds, the most a night can have</source>
        <translation>Abend {night} hat bereits {count} Runden, die Höchstzahl für einen Abend</translation>
    </message>
    <message>
        <source>cannot list a night&apos;s rounds</source>
        <translation>die Runden eines Abends können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot add team {name}</source>
        <translation>das Team {name} kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>team {name}: player id {id} does not play night {night}</source>
        <translation>Team {name}: Spieler-ID {id} spielt nicht an Abend {night}</translation>
    </message>
    <message>
        <source>night {night} already has a team named {name}</source>
        <translation>Abend {night} hat bereits ein Team namens {name}</translation>
    </message>
    <message>
        <source>cannot read a night&apos;s teams</source>
        <translation>die Teams eines Abends können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot record the score</source>
        <translation>der Score kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>of player id {id} on hole {hole}</source>
        <translation>von Spieler-ID {id} auf Loch {hole}</translation>
    </message>
    <message>
        <source>cannot clear the score</source>
        <translation>der Score kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>no round with id {id}</source>
        <translation>keine Runde mit der ID {id}</translation>
    </message>
    <message>
        <source>player id {id} does not play in round id {round}</source>
        <translation>Spieler-ID {id} spielt nicht in Runden-ID {round}</translation>
    </message>
    <message>
        <source>cannot read the round&apos;s scores</source>
        <translation>die Scores der Runde können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the round&apos;s events</source>
        <translation>die Ereignisse der Runde können nicht gelesen werden</translation>
    </message>
    <message>
        <source>course {course}: tee {tee} is rated {rating} / {slope} here but {file_rating} / {file_slope} in the file</source>
        <translation>Platz {course}: Abschlag {tee} hat hier Rating {rating} / Slope {slope}, in der Datei aber {file_rating} / {file_slope}</translation>
    </message>
    <message>
        <source>the {game} course {course} in the database has {stored} holes, the file&apos;s has {given}: rename the course in the file, or import it into another database</source>
        <translation>der Platz {course} für {game} in der Datenbank hat {stored} Löcher, der der Datei {given}: benennen Sie den Platz in der Datei um oder importieren Sie in eine andere Datenbank</translation>
    </message>
    <message>
        <source>the {game} course {course} in the database differs from the file&apos;s: hole {hole} is par {par} SI {si} there, par {file_par} SI {file_si} in the file: rename the course in the file, or import it into another database</source>
        <translation>der Platz {course} für {game} in der Datenbank weicht von dem der Datei ab: Loch {hole} ist dort Par {par} SI {si}, in der Datei Par {file_par} SI {file_si}: benennen Sie den Platz in der Datei um oder importieren Sie in eine andere Datenbank</translation>
    </message>
    <message>
        <source>a press&apos;s bet</source>
        <translation>die Wette eines Press</translation>
    </message>
    <message>
        <source>cannot record the press</source>
        <translation>der Press kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>a press from hole {hole} in the {half} bet is already recorded</source>
        <translation>ein Press ab Loch {hole} in der Wette {half} ist bereits erfasst</translation>
    </message>
    <message>
        <source>cannot remove the press</source>
        <translation>der Press kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>&apos;blind&apos; is true or false, got {value}</source>
        <translation>„blind“ ist wahr oder falsch, nicht {value}</translation>
    </message>
    <message>
        <source>hole {hole}: a blind wolf plays alone, without a partner</source>
        <translation>Loch {hole}: Ein blinder Wolf spielt allein, ohne Partner</translation>
    </message>
    <message>
        <source>cannot record the wolf&apos;s choice</source>
        <translation>die Wahl des Wolfs kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>cannot clear the wolf&apos;s choice</source>
        <translation>die Wahl des Wolfs kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>a Bingo-Bango-Bongo award</source>
        <translation>ein Bingo-Bango-Bongo-Punkt</translation>
    </message>
    <message>
        <source>cannot record the {award}</source>
        <translation>{award} kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>cannot load the rounds</source>
        <translation>die Runden können nicht geladen werden</translation>
    </message>
    <message>
        <source>a handicap record&apos;s date</source>
        <translation>das Datum eines Handicap-Eintrags</translation>
    </message>
    <message>
        <source>a handicap&apos;s source must be text, got {value}</source>
        <translation>die Quelle eines Handicaps muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>cannot record the handicap</source>
        <translation>das Handicap kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>cannot read the handicap history</source>
        <translation>der Handicap-Verlauf kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>two tees are named {name}</source>
        <translation>zwei Abschläge heißen {name}</translation>
    </message>
    <message>
        <source>the analysis did not settle in {count} sweeps: can a ball be holed from every part of the hole?</source>
        <translation>die Analyse hat sich in {count} Durchläufen nicht eingependelt: Kann ein Ball von jedem Teil des Lochs eingelocht werden?</translation>
    </message>
    <message>
        <source>the ball must be given relief before it has a value</source>
        <translation>der Ball braucht erst seine Erleichterung, bevor er einen Wert hat</translation>
    </message>
    <message>
        <source>the ball must be given relief before it is played</source>
        <translation>der Ball braucht erst seine Erleichterung, bevor er gespielt wird</translation>
    </message>
    <message>
        <source>hole {hole} needs its two tee markers and a flag</source>
        <translation>Loch {hole} braucht seine zwei Abschlagmarkierungen und eine Fahne</translation>
    </message>
    <message>
        <source>hole {hole}: {problem}</source>
        <translation>Loch {hole}: {problem}</translation>
    </message>
    <message>
        <source>no part of the hole but the green can be played from</source>
        <translation>von keinem Teil des Lochs außer dem Grün kann gespielt werden</translation>
    </message>
    <message>
        <source>the hole has no flag</source>
        <translation>das Loch hat keine Fahne</translation>
    </message>
    <message>
        <source>the hole has no tee: place its two tee markers</source>
        <translation>das Loch hat keinen Abschlag: seine zwei Abschlagmarkierungen setzen</translation>
    </message>
    <message>
        <source>the drop zone &quot;{region}&quot; is not a region of the hole</source>
        <translation>die Drop-Zone „{region}“ ist kein Bereich des Lochs</translation>
    </message>
    <message>
        <source>the bunker &quot;{region}&quot; is not a region of the hole</source>
        <translation>der Bunker „{region}“ ist kein Bereich des Lochs</translation>
    </message>
    <message>
        <source>Ultimate Golf club cards (GolfStudio default set)</source>
        <translation>Schlägerkarten für Ultimate Golf (Standardsatz von GolfStudio)</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Driver</translation>
    </message>
    <message>
        <source>3-wood (tee)</source>
        <translation>Holz 3 (Abschlag)</translation>
    </message>
    <message>
        <source>3-wood (fairway)</source>
        <translation>Holz 3 (Fairway)</translation>
    </message>
    <message>
        <source>4-wood</source>
        <translation>Holz 4</translation>
    </message>
    <message>
        <source>5-wood</source>
        <translation>Holz 5</translation>
    </message>
    <message>
        <source>3-iron</source>
        <translation>Eisen 3</translation>
    </message>
    <message>
        <source>4-iron</source>
        <translation>Eisen 4</translation>
    </message>
    <message>
        <source>5-iron</source>
        <translation>Eisen 5</translation>
    </message>
    <message>
        <source>6-iron</source>
        <translation>Eisen 6</translation>
    </message>
    <message>
        <source>7-iron</source>
        <translation>Eisen 7</translation>
    </message>
    <message>
        <source>8-iron</source>
        <translation>Eisen 8</translation>
    </message>
    <message>
        <source>9-iron</source>
        <translation>Eisen 9</translation>
    </message>
    <message>
        <source>Pitching wedge</source>
        <translation>Pitching Wedge</translation>
    </message>
    <message>
        <source>Sand wedge</source>
        <translation>Sand Wedge</translation>
    </message>
    <message>
        <source>Putter</source>
        <translation>Putter</translation>
    </message>
    <message>
        <source>Green-side bunker</source>
        <translation>Grünbunker</translation>
    </message>
    <message>
        <source>Fairway bunker</source>
        <translation>Fairwaybunker</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Befreiungsschlag</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>a straight result (factor 0) has side &quot;none&quot;, not &quot;{side}&quot;</source>
        <translation>ein gerades Ergebnis (Faktor 0) hat die Seite „none“, nicht „{side}“</translation>
    </message>
    <message>
        <source>an off-line factor of {factor} needs a side, &quot;left&quot; or &quot;right&quot;</source>
        <translation>ein Abweichungsfaktor von {factor} braucht eine Seite, „left“ oder „right“</translation>
    </message>
    <message>
        <source>a {special} result has carry 0 and factor 0</source>
        <translation>ein Ergebnis {special} hat Weite 0 und Faktor 0</translation>
    </message>
    <message>
        <source>a recovery result is either a &quot;penalty&quot; in yards or &quot;special&quot;: &quot;unplayable&quot;</source>
        <translation>ein Ergebnis des Befreiungsschlags ist entweder eine „penalty“ in Yards oder „special“: „unplayable“</translation>
    </message>
    <message>
        <source>sum {sums} appears more than once</source>
        <translation>die Summe {sums} kommt mehr als einmal vor</translation>
    </message>
    <message>
        <source>sums {sums} appear more than once</source>
        <translation>die Summen {sums} kommen mehr als einmal vor</translation>
    </message>
    <message>
        <source>sum {sums} is missing</source>
        <translation>die Summe {sums} fehlt</translation>
    </message>
    <message>
        <source>sums {sums} are missing</source>
        <translation>die Summen {sums} fehlen</translation>
    </message>
    <message>
        <source>sum {sum}: carry must be at most {top} yards, got {carry}</source>
        <translation>Summe {sum}: die Weite beträgt höchstens {top} Yards, nicht {carry}</translation>
    </message>
    <message>
        <source>sum {sum}: carry must be at most {top} feet, got {carry}</source>
        <translation>Summe {sum}: die Weite beträgt höchstens {top} Fuß, nicht {carry}</translation>
    </message>
    <message>
        <source>sum {sum}: a holed-check result belongs on a card played near the green (unit feet)</source>
        <translation>Summe {sum}: ein Ergebnis holed-check gehört auf eine Karte, die nahe am Grün gespielt wird (Einheit Fuß)</translation>
    </message>
    <message>
        <source>every result is unplayable: the card never plays the ball</source>
        <translation>jedes Ergebnis ist unspielbar: die Karte spielt den Ball nie</translation>
    </message>
    <message>
        <source>&lt; 10 ft</source>
        <translation>&lt; 10 Fuß</translation>
    </message>
    <message>
        <source>10–20 ft</source>
        <translation>10–20 Fuß</translation>
    </message>
    <message>
        <source>20–40 ft</source>
        <translation>20–40 Fuß</translation>
    </message>
    <message>
        <source>&gt; 40 ft</source>
        <translation>&gt; 40 Fuß</translation>
    </message>
    <message>
        <source>sum {sums} is listed twice in the {band} band</source>
        <translation>die Summe {sums} steht zweimal im Bereich {band}</translation>
    </message>
    <message>
        <source>two cards share the id {ids}</source>
        <translation>zwei Karten teilen sich die Kennung {ids}</translation>
    </message>
    <message>
        <source>two cards share the name {ids}</source>
        <translation>zwei Karten teilen sich den Namen {ids}</translation>
    </message>
    <message>
        <source>the set has no {ids} card (the rules call for it by that id)</source>
        <translation>dem Satz fehlt die Karte {ids} (die Regeln rufen sie unter dieser Kennung auf)</translation>
    </message>
    <message>
        <source>card {name}: the {id} card is of kind &quot;{wanted}&quot;, not &quot;{kind}&quot;</source>
        <translation>Karte {name}: die Karte {id} ist vom Typ „{wanted}“, nicht „{kind}“</translation>
    </message>
    <message>
        <source>the card set has no card &quot;{card}&quot;</source>
        <translation>der Kartensatz hat keine Karte „{card}“</translation>
    </message>
    <message>
        <source>{card} is not a card that moves the ball</source>
        <translation>{card} ist keine Karte, die den Ball bewegt</translation>
    </message>
    <message>
        <source>card {name}: a version 1 putter needs its &quot;par_4_5&quot; sums (version 2 keeps them as the one set for every hole)</source>
        <translation>Karte {name}: ein Putter der Version 1 braucht seine „par_4_5“-Summen (Version 2 behält sie als die eine Reihe für jedes Loch)</translation>
    </message>
    <message>
        <source>card set</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>a GolfStudio card set file</source>
        <translation>eine GolfStudio-Kartensatzdatei</translation>
    </message>
    <message>
        <source>&quot;first_putt&quot; holds one set of sums per band (&quot;under_10&quot;, &quot;from_10_to_20&quot;, &quot;from_20_to_40&quot;, &quot;over_40&quot;) since card file version 2, not the halves &quot;par_4_5&quot; and &quot;par_3&quot; of version 1</source>
        <translation>„first_putt“ enthält seit Version 2 der Kartendatei eine Reihe von Summen je Bereich („under_10“, „from_10_to_20“, „from_20_to_40“, „over_40“), nicht die Hälften „par_4_5“ und „par_3“ der Version 1</translation>
    </message>
    <message>
        <source>{band}: a sum of two dice is 2 to 12, got {value}</source>
        <translation>{band}: eine Summe zweier Würfel liegt zwischen 2 und 12, nicht {value}</translation>
    </message>
    <message>
        <source>unknown side {value} (expected left, right or none)</source>
        <translation>unbekannte Seite {value} (erwartet: left, right oder none)</translation>
    </message>
    <message>
        <source>unknown special {value} (expected holed-check or unplayable)</source>
        <translation>unbekanntes Sonderergebnis {value} (erwartet: holed-check oder unplayable)</translation>
    </message>
    <message>
        <source>unknown unit {value} (expected yards or feet)</source>
        <translation>unbekannte Einheit {value} (erwartet: yards oder feet)</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>tee</source>
        <comment>terrain</comment>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>fairway</source>
        <comment>terrain</comment>
        <translation>Fairway</translation>
    </message>
    <message>
        <source>rough</source>
        <comment>terrain</comment>
        <translation>Rough</translation>
    </message>
    <message>
        <source>green</source>
        <comment>terrain</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>fringe</source>
        <comment>terrain</comment>
        <translation>Vorgrün</translation>
    </message>
    <message>
        <source>bunker</source>
        <comment>terrain</comment>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>water</source>
        <comment>terrain</comment>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>lateral-water</source>
        <comment>terrain</comment>
        <translation>seitliches Wasser</translation>
    </message>
    <message>
        <source>trees</source>
        <comment>terrain</comment>
        <translation>Bäume</translation>
    </message>
    <message>
        <source>out-of-bounds</source>
        <comment>terrain</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>cart-path</source>
        <comment>terrain</comment>
        <translation>Cartweg</translation>
    </message>
    <message>
        <source>bridge</source>
        <comment>terrain</comment>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>stone-wall</source>
        <comment>terrain</comment>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <source>railway</source>
        <comment>terrain</comment>
        <translation>Bahnlinie</translation>
    </message>
    <message>
        <source>150-yard-marker</source>
        <comment>terrain</comment>
        <translation>150-Yard-Markierung</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source>yards</source>
        <translation>Yards</translation>
    </message>
    <message>
        <source>must be [x, y] in {unit}, got {value}</source>
        <translation>muss [x, y] in {unit} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{point} is off the image: coordinates run from {low} to {high} {unit}</source>
        <translation>{point} liegt außerhalb des Bildes: die Koordinaten reichen von {low} bis {high} {unit}</translation>
    </message>
    <message>
        <source>{point} is off the map: coordinates run from {low} to {high} {unit}</source>
        <translation>{point} liegt außerhalb der Karte: die Koordinaten reichen von {low} bis {high} {unit}</translation>
    </message>
    <message>
        <source>a drop zone is either a point (&quot;at&quot;) or a region (&quot;zone&quot;)</source>
        <translation>eine Drop-Zone ist entweder ein Punkt („at“) oder ein Bereich („zone“)</translation>
    </message>
    <message>
        <source>the line&apos;s two points are the same point</source>
        <translation>die zwei Punkte der Linie sind derselbe Punkt</translation>
    </message>
    <message>
        <source>a local rule applies either to a region (&quot;region&quot;) or to a terrain (&quot;terrain&quot;)</source>
        <translation>eine Platzregel gilt entweder für einen Bereich („region“) oder für ein Gelände („terrain“)</translation>
    </message>
    <message>
        <source>the two calibration pixels must be at least one pixel apart</source>
        <translation>die zwei Kalibrierpixel müssen mindestens ein Pixel auseinanderliegen</translation>
    </message>
    <message>
        <source>an Ultimate Golf course file</source>
        <translation>eine Ultimate-Golf-Platzdatei</translation>
    </message>
    <message>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>tee marker</source>
        <translation>Abschlagmarkierung</translation>
    </message>
    <message>
        <source>150-yard marker</source>
        <translation>150-Yard-Markierung</translation>
    </message>
    <message>
        <source>line point</source>
        <translation>Linienpunkt</translation>
    </message>
    <message>
        <source>the flag</source>
        <translation>die Fahne</translation>
    </message>
    <message>
        <source>pixel a</source>
        <translation>Pixel a</translation>
    </message>
    <message>
        <source>pixel b</source>
        <translation>Pixel b</translation>
    </message>
    <message>
        <source>{field} must be more than {least}, got {value}</source>
        <translation>{field} muss größer als {least} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{field} must be true or false, got {value}</source>
        <translation>{field} muss true oder false sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{field} must be a number, got {value}</source>
        <translation>{field} muss eine Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>hole</source>
        <translation>Loch</translation>
    </message>
    <message>
        <source>region</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>local rule</source>
        <translation>Platzregel</translation>
    </message>
    <message>
        <source>option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>the pick-up limit is {least} to {most} strokes, not {value}</source>
        <translation>die Aufnahmegrenze liegt bei {least} bis {most} Schlägen, nicht {value}</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Ultimate Golf parameters</source>
        <translation>unbekannter Schlüssel „{key}“ in den Ultimate-Golf-Parametern</translation>
    </message>
    <message>
        <source>pickup must be a whole number of strokes, got {value}</source>
        <translation>pickup muss eine ganze Zahl von Schlägen sein, nicht {value}</translation>
    </message>
    <message>
        <source>the card set: {problems}</source>
        <translation>der Kartensatz: {problems}</translation>
    </message>
    <message>
        <source>not an Ultimate Golf action: {action}</source>
        <translation>keine Ultimate-Golf-Aktion: {action}</translation>
    </message>
    <message>
        <source>player {number} tees off first</source>
        <translation>Spieler {number} schlägt zuerst ab</translation>
    </message>
    <message>
        <source>{card} read with the {iron} aimed at ({x}, {y})</source>
        <translation>{card}, gelesen mit {iron}, gezielt auf ({x}; {y})</translation>
    </message>
    <message>
        <source>{card} aimed at ({x}, {y})</source>
        <translation>{card}, gezielt auf ({x}; {y})</translation>
    </message>
    <message>
        <source>relief choice {number}</source>
        <translation>Erleichterung Nr. {number}</translation>
    </message>
    <message>
        <source>throw {low} and {high}</source>
        <translation>Wurf {low} und {high}</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>die Runde ist vorbei</translation>
    </message>
    <message>
        <source>the order of play is already decided</source>
        <translation>die Spielreihenfolge steht bereits fest</translation>
    </message>
    <message>
        <source>a throw is two dice of 1 to 6, lower first, not {low} and {high}</source>
        <translation>ein Wurf sind zwei Würfel von 1 bis 6, der kleinere zuerst, nicht {low} und {high}</translation>
    </message>
    <message>
        <source>no relief is to be chosen now</source>
        <translation>jetzt ist keine Erleichterung zu wählen</translation>
    </message>
    <message>
        <source>choose relief 1 to {count}, not {number}</source>
        <translation>Erleichterung 1 bis {count} wählen, nicht {number}</translation>
    </message>
    <message>
        <source>choose the relief first</source>
        <translation>zuerst die Erleichterung wählen</translation>
    </message>
    <message>
        <source>the aim point {point} is off the map</source>
        <translation>der Zielpunkt {point} liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>a hole holds at most {count} regions</source>
        <translation>ein Loch enthält höchstens {count} Bereiche</translation>
    </message>
    <message>
        <source>a region needs at least three points</source>
        <translation>ein Bereich braucht mindestens drei Punkte</translation>
    </message>
    <message>
        <source>a region has at most {count} points</source>
        <translation>ein Bereich hat höchstens {count} Punkte</translation>
    </message>
    <message>
        <source>hole {hole} has no region {region}</source>
        <translation>Loch {hole} hat keinen Bereich {region}</translation>
    </message>
    <message>
        <source>a region keeps at least three points: delete the region instead</source>
        <translation>ein Bereich behält mindestens drei Punkte: stattdessen den Bereich löschen</translation>
    </message>
    <message>
        <source>a local rule offers at most {count} reliefs</source>
        <translation>eine Platzregel bietet höchstens {count} Erleichterungen</translation>
    </message>
    <message>
        <source>a rule&apos;s note has at most {count} characters</source>
        <translation>die Notiz einer Regel hat höchstens {count} Zeichen</translation>
    </message>
    <message>
        <source>region {region} has no relief #{number}</source>
        <translation>Bereich {region} hat keine Erleichterung Nr. {number}</translation>
    </message>
    <message>
        <source>region {region} has no local rule to note</source>
        <translation>Bereich {region} hat keine Platzregel für eine Notiz</translation>
    </message>
    <message>
        <source>the lasso&apos;s tolerance must be more than 0 yards, got {value}</source>
        <translation>die Toleranz des Lassos muss größer als 0 Yards sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>the lasso is too small to be a region: drag all the way round the area</source>
        <translation>das Lasso ist zu klein für einen Bereich: Ziehen Sie ganz um die Fläche herum</translation>
    </message>
    <message>
        <source>the lasso crosses itself: drag one loop that does not cross its own path</source>
        <translation>das Lasso kreuzt sich: Ziehen Sie eine einzige Schleife, die ihren eigenen Weg nicht kreuzt</translation>
    </message>
    <message>
        <source>a hole has at most {count} 150-yard markers: drag one with the select tool instead</source>
        <translation>ein Loch hat höchstens {count} 150-Yard-Markierungen: stattdessen eine mit dem Auswahlwerkzeug verschieben</translation>
    </message>
    <message>
        <source>a par runs from {low} to {high}, got {par}</source>
        <translation>ein Par liegt zwischen {low} und {high}, nicht {par}</translation>
    </message>
    <message>
        <source>a stroke index runs from 1 to {high}, got {index}</source>
        <translation>ein Vorgabe-Index liegt zwischen 1 und {high}, nicht {index}</translation>
    </message>
    <message>
        <source>a course has 1 to {count} holes</source>
        <translation>ein Platz hat 1 bis {count} Löcher</translation>
    </message>
    <message>
        <source>tee</source>
        <comment>situation</comment>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>fairway</source>
        <comment>situation</comment>
        <translation>Fairway</translation>
    </message>
    <message>
        <source>chip</source>
        <comment>situation</comment>
        <translation>Chip</translation>
    </message>
    <message>
        <source>green-side-bunker</source>
        <comment>situation</comment>
        <translation>Grünbunker</translation>
    </message>
    <message>
        <source>fairway-bunker</source>
        <comment>situation</comment>
        <translation>Fairwaybunker</translation>
    </message>
    <message>
        <source>recovery</source>
        <comment>situation</comment>
        <translation>Befreiungsschlag</translation>
    </message>
    <message>
        <source>putting</source>
        <comment>situation</comment>
        <translation>Putten</translation>
    </message>
    <message>
        <source>water</source>
        <comment>situation</comment>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>out-of-bounds</source>
        <comment>situation</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>relief</source>
        <comment>situation</comment>
        <translation>Erleichterung</translation>
    </message>
    <message>
        <source>there is no card &quot;{card}&quot; in the set &quot;{set}&quot;</source>
        <translation>es gibt keine Karte „{card}“ im Satz „{set}“</translation>
    </message>
    <message>
        <source>the ball is in water: take relief (one penalty stroke) before playing a card</source>
        <translation>der Ball liegt im Wasser: Erleichterung nehmen (ein Strafschlag), bevor eine Karte gespielt wird</translation>
    </message>
    <message>
        <source>the ball is out of bounds: replay from where the shot was played</source>
        <translation>der Ball ist im Aus: von dort erneut spielen, wo der Schlag gespielt wurde</translation>
    </message>
    <message>
        <source>the ball lies on {terrain}: drop it (relief) before playing a card</source>
        <translation>der Ball liegt auf {terrain}: ihn droppen (Erleichterung), bevor eine Karte gespielt wird</translation>
    </message>
    <message>
        <source>from the tee the 3-wood is played with the 3-wood (tee) card</source>
        <translation>vom Abschlag wird das Holz 3 mit der Karte Holz 3 (Abschlag) gespielt</translation>
    </message>
    <message>
        <source>from the tee only woods and irons are played, not the {card}</source>
        <translation>vom Abschlag werden nur Hölzer und Eisen gespielt, nicht {card}</translation>
    </message>
    <message>
        <source>the 3-wood (tee) card is played only from the tee</source>
        <translation>die Karte Holz 3 (Abschlag) wird nur vom Abschlag gespielt</translation>
    </message>
    <message>
        <source>on the green the putter is played, not the {card}</source>
        <translation>auf dem Grün wird der Putter gespielt, nicht {card}</translation>
    </message>
    <message>
        <source>the putter is played only on the green</source>
        <translation>der Putter wird nur auf dem Grün gespielt</translation>
    </message>
    <message>
        <source>in this situation ({situation}) the {compulsory} card is compulsory, not the {card}</source>
        <translation>in dieser Lage ({situation}) ist die Karte {compulsory} Pflicht, nicht {card}</translation>
    </message>
    <message>
        <source>a recovery within {yards} yards of the flag is played with the {wedge} (plus 10 feet), not the {card}</source>
        <translation>ein Befreiungsschlag innerhalb von {yards} Yards zur Fahne wird mit dem {wedge} gespielt (plus 10 Fuß), nicht {card}</translation>
    </message>
    <message>
        <source>a recovery {yards} yards from the flag is played with the {recovery} card read with an iron, not the {card} alone</source>
        <translation>ein Befreiungsschlag {yards} Yards von der Fahne wird mit der Karte {recovery} gespielt, gelesen mit einem Eisen, nicht {card} allein</translation>
    </message>
    <message>
        <source>the {card} card is played only in its situation, not from the {situation}</source>
        <translation>die Karte {card} wird nur in ihrer Lage gespielt, nicht in der Lage „{situation}“</translation>
    </message>
    <message>
        <source>the {card} is not played from the {situation}</source>
        <translation>{card} wird nicht in der Lage „{situation}“ gespielt</translation>
    </message>
    <message>
        <source>the hole&apos;s drawing spans {width} × {height} yards: the analysis reads at most {cells} square yards (some 600 by 1,000 yards)</source>
        <translation>die Zeichnung des Lochs umfasst {width} × {height} Yards: die Analyse liest höchstens {cells} Quadratyards (etwa 600 mal 1.000 Yards)</translation>
    </message>
    <message>
        <source>the origin {point} is not a point</source>
        <translation>der Ausgangspunkt {point} ist kein Punkt</translation>
    </message>
    <message>
        <source>the aim point {point} is not a point</source>
        <translation>der Zielpunkt {point} ist kein Punkt</translation>
    </message>
    <message>
        <source>a roll of two dice is 2 to 12, not {roll}</source>
        <translation>ein Wurf zweier Würfel liegt zwischen 2 und 12, nicht {roll}</translation>
    </message>
    <message>
        <source>an iron ({iron}) is named only with the recovery card</source>
        <translation>ein Eisen ({iron}) wird nur mit der Befreiungsschlag-Karte genannt</translation>
    </message>
    <message>
        <source>the aim point {point} is where the ball lies: aim somewhere else</source>
        <translation>der Zielpunkt {point} ist dort, wo der Ball liegt: anderswohin zielen</translation>
    </message>
    <message>
        <source>the recovery card is read with an iron: name the iron</source>
        <translation>die Befreiungsschlag-Karte wird mit einem Eisen gelesen: das Eisen nennen</translation>
    </message>
    <message>
        <source>the recovery card is read with an iron, and &quot;{iron}&quot; is not an iron of the set</source>
        <translation>die Befreiungsschlag-Karte wird mit einem Eisen gelesen, und „{iron}“ ist kein Eisen des Satzes</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>hole {hole} has {index}</source>
        <translation>Loch {hole} hat {index}</translation>
    </message>
    <message>
        <source>holes {holes} both have {index}</source>
        <translation>die Löcher {holes} haben beide {index}</translation>
    </message>
    <message>
        <source>holes {holes} all have {index}</source>
        <translation>die Löcher {holes} haben alle {index}</translation>
    </message>
    <message>
        <source>no hole has {indexes}</source>
        <translation>kein Loch hat {indexes}</translation>
    </message>
    <message>
        <source>stroke indexes must number the holes 1 to {count} once each: {details}</source>
        <translation>die Vorgabe-Indizes müssen die Löcher von 1 bis {count} je einmal nummerieren: {details}</translation>
    </message>
    <message>
        <source>off every region</source>
        <translation>außerhalb jedes Bereichs</translation>
    </message>
    <message>
        <source>on {terrain} (region {region})</source>
        <translation>im Bereich {region} ({terrain})</translation>
    </message>
    <message>
        <source>hole {hole}: region id {region} is used {count} times</source>
        <translation>Loch {hole}: die Bereichskennung {region} wird {count}-mal verwendet</translation>
    </message>
    <message>
        <source>hole {hole} region {region}: {problem}</source>
        <translation>Loch {hole} Bereich {region}: {problem}</translation>
    </message>
    <message>
        <source>hole {hole} has no green region</source>
        <translation>Loch {hole} hat keinen Grün-Bereich</translation>
    </message>
    <message>
        <source>hole {hole} has no tee region</source>
        <translation>Loch {hole} hat keinen Abschlag-Bereich</translation>
    </message>
    <message>
        <source>hole {hole} needs two tee markers, it has {count}</source>
        <translation>Loch {hole} braucht zwei Abschlagmarkierungen, es hat {count}</translation>
    </message>
    <message>
        <source>hole {hole}: tee marker #{number} {point} is off every region</source>
        <translation>Loch {hole}: Abschlagmarkierung Nr. {number} {point} liegt außerhalb jedes Bereichs</translation>
    </message>
    <message>
        <source>hole {hole}: tee marker #{number} {point} is {where}, not on a tee</source>
        <translation>Loch {hole}: Abschlagmarkierung Nr. {number} {point} liegt {where}, nicht auf einem Abschlag</translation>
    </message>
    <message>
        <source>hole {hole} has no flag</source>
        <translation>Loch {hole} hat keine Fahne</translation>
    </message>
    <message>
        <source>hole {hole}: the flag {point} is {where}, not on a green</source>
        <translation>Loch {hole}: die Fahne {point} liegt {where}, nicht auf einem Grün</translation>
    </message>
    <message>
        <source>hole {hole}: a par 3 shows no 150-yard markers (§1: par 4 and 5 only)</source>
        <translation>Loch {hole}: ein Par 3 hat keine 150-Yard-Markierungen (§1: nur Par 4 und 5)</translation>
    </message>
    <message>
        <source>hole {hole} has no 150-yard markers (§1: par 4 and 5 holes show them)</source>
        <translation>Loch {hole} hat keine 150-Yard-Markierungen (§1: Par-4- und Par-5-Löcher haben sie)</translation>
    </message>
    <message>
        <source>hole {hole}: a hole-in-one club is for par 3s only (§4); this is a par {par}</source>
        <translation>Loch {hole}: ein Hole-in-One-Schläger gilt nur für Par 3 (§4); dieses ist ein Par {par}</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: there is no region {region} on this hole</source>
        <translation>Loch {hole} {rule}: auf diesem Loch gibt es keinen Bereich {region}</translation>
    </message>
    <message>
        <source>local rule #{number}</source>
        <translation>Platzregel Nr. {number}</translation>
    </message>
    <message>
        <source>local rule #{number} option #{option}</source>
        <translation>Platzregel Nr. {number} Option Nr. {option}</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: region {region} is {terrain}, not a bunker</source>
        <translation>Loch {hole} {rule}: Bereich {region} ist {terrain}, kein Bunker</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: the ball is placed at {point}, {where}, not on a green</source>
        <translation>Loch {hole} {rule}: der Ball wird auf {point} gelegt, {where}, nicht auf ein Grün</translation>
    </message>
    <message>
        <source>region {region}</source>
        <translation>Bereich {region}</translation>
    </message>
    <message>
        <source>{terrain} terrain</source>
        <translation>Gelände {terrain}</translation>
    </message>
    <message>
        <source>hole {hole}: {count} local rules apply to {what}; give each one rule with several options</source>
        <translation>Loch {hole}: {count} Platzregeln gelten für {what}; nur eine Regel mit mehreren Optionen angeben</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: the line passes through the flag, so no side of it is beyond</source>
        <translation>Loch {hole} {rule}: die Linie geht durch die Fahne, also liegt keine ihrer Seiten jenseits</translation>
    </message>
    <message>
        <source>a course rating is for 9 or 18 holes (WHS), and this course has {holes}</source>
        <translation>ein Course Rating gilt für 9 oder 18 Löcher (WHS), und dieser Platz hat {holes}</translation>
    </message>
    <message>
        <source>a course rating must be a number, got {value}</source>
        <translation>ein Course Rating muss eine Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>a course rating of {rating} is too far from par {par}: on {holes} holes it lies from {low} to {high}</source>
        <translation>ein Course Rating von {rating} liegt zu weit von Par {par}: auf {holes} Löchern liegt es zwischen {low} und {high}</translation>
    </message>
    <message>
        <source>a course rating has one decimal (71.2), got {value}</source>
        <translation>ein Course Rating hat eine Nachkommastelle (71,2), erhalten: {value}</translation>
    </message>
    <message>
        <source>no tee with id {id}</source>
        <translation>kein Abschlag mit ID {id}</translation>
    </message>
    <message>
        <source>tee {name} is not a tee of the night&apos;s course</source>
        <translation>Abschlag {name} ist kein Abschlag des Platzes dieses Abends</translation>
    </message>
    <message>
        <source>its smooth outline loops at {point}, on the curve from point #{a} to #{b}: move a point, or make the outline straight</source>
        <translation>sein geglätteter Umriss bildet bei {point} eine Schleife, auf der Kurve von Punkt Nr. {a} bis Nr. {b}: Verschieben Sie einen Punkt oder machen Sie den Umriss gerade</translation>
    </message>
    <message>
        <source>its smooth outline crosses itself at {point}, where the curve from point #{a} to #{b} meets the curve from point #{c} to #{d}: move a point, or make the outline straight</source>
        <translation>sein geglätteter Umriss kreuzt sich bei {point}, wo die Kurve von Punkt Nr. {a} bis Nr. {b} auf die Kurve von Punkt Nr. {c} bis Nr. {d} trifft: Verschieben Sie einen Punkt oder machen Sie den Umriss gerade</translation>
    </message>
    <message>
        <source>its smooth outline: {problem}</source>
        <translation>sein geglätteter Umriss: {problem}</translation>
    </message>
    <message>
        <source>not a GolfStudio file: it holds {kind}, not one JSON object</source>
        <translation>keine GolfStudio-Datei: sie enthält {kind}, kein JSON-Objekt</translation>
    </message>
    <message>
        <source>not a GolfStudio file (no &quot;format&quot; key)</source>
        <translation>keine GolfStudio-Datei (kein Schlüssel „format“)</translation>
    </message>
    <message>
        <source>not a GolfStudio file (&quot;format&quot; must be text, got {value})</source>
        <translation>keine GolfStudio-Datei („format“ muss Text sein, gefunden: {value})</translation>
    </message>
    <message>
        <source>the studio cannot review a game of {game} yet</source>
        <translation>Das Studio kann eine Partie {game} noch nicht analysieren</translation>
    </message>
    <message>
        <source>a review summary is needed, got {value}</source>
        <translation>eine Zusammenfassung der Analyse wird erwartet, erhalten: {value}</translation>
    </message>
    <message>
        <source>a reviewed game&apos;s hash must be 64 hexadecimal digits, got {value}</source>
        <translation>der Hash einer analysierten Partie muss aus 64 Hexadezimalziffern bestehen, erhalten: {value}</translation>
    </message>
    <message>
        <source>a reviewed game&apos;s date</source>
        <translation>das Datum einer analysierten Partie</translation>
    </message>
    <message>
        <source>the number of decisions</source>
        <translation>die Anzahl der Entscheidungen</translation>
    </message>
    <message>
        <source>the strokes lost to decisions</source>
        <translation>die durch Entscheidungen verlorenen Schläge</translation>
    </message>
    <message>
        <source>the strokes gained by luck</source>
        <translation>die durch Glück gewonnenen Schläge</translation>
    </message>
    <message>
        <source>the accuracy</source>
        <translation>die Genauigkeit</translation>
    </message>
    <message>
        <source>cannot save the review</source>
        <translation>die Analyse kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot read the player&apos;s reviews</source>
        <translation>die Analysen des Spielers können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>AbandonGame</name>
    <message>
        <source>Game in progress</source>
        <translation>Laufende Partie</translation>
    </message>
    <message>
        <source>Abandon the {game} game in progress?</source>
        <translation>Die laufende Partie {game} aufgeben?</translation>
    </message>
    <message>
        <source>Save it to replay or finish it later; abandoned, it is lost.</source>
        <translation>Speichern Sie sie, um sie später nachzuspielen oder zu beenden; aufgegeben ist sie verloren.</translation>
    </message>
    <message>
        <source>Save Game…</source>
        <translation>Partie speichern…</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>A desktop studio for tabletop golf games: design courses, play them against simple AIs and keep the scorecards of real game nights.</source>
        <translation>Ein Desktop-Studio für Golf-Brettspiele: Plätze entwerfen, gegen einfache KIs spielen und die Scorekarten echter Spieleabende führen.</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Lizenz: {licence}</translation>
    </message>
    <message>
        <source>About GolfStudio</source>
        <translation>Über GolfStudio</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Open a course to see its analysis.</source>
        <translation>Öffnen Sie einen Platz, um seine Analyse zu sehen.</translation>
    </message>
</context>
<context>
    <name>AnalysisOverlay</name>
    <message>
        <source>Heat map</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Tint each cell by its expected strokes under the best play</source>
        <translation>Jedes Feld nach seinen erwarteten Schlägen bei bestem Spiel einfärben</translation>
    </message>
    <message>
        <source>Unreachable cells</source>
        <translation>Unerreichbare Felder</translation>
    </message>
    <message>
        <source>Hatch the cells the hole cannot be reached from (traps cross-hatched)</source>
        <translation>Felder schraffieren, von denen das Loch nicht erreichbar ist (Fallen kreuzschraffiert)</translation>
    </message>
    <message>
        <source>Minimal strokes</source>
        <translation>Mindestschläge</translation>
    </message>
    <message>
        <source>Show the fewest strokes to the hole on each cell</source>
        <translation>Auf jedem Feld die wenigsten Schläge bis zum Loch zeigen</translation>
    </message>
    <message>
        <source>Best shot</source>
        <translation>Bester Schlag</translation>
    </message>
    <message>
        <source>Show the best first shot from the cell under the mouse</source>
        <translation>Den besten ersten Schlag vom Feld unter der Maus zeigen</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Par
suggestion</source>
        <translation>Par-
Vorschlag</translation>
    </message>
    <message>
        <source>Recompute now</source>
        <translation>Jetzt neu berechnen</translation>
    </message>
    <message>
        <source>Analyse the course again without waiting</source>
        <translation>Den Platz sofort neu analysieren, ohne zu warten</translation>
    </message>
    <message>
        <source>The analysis of the cell under the mouse</source>
        <translation>Die Analyse des Feldes unter dem Mauszeiger</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Startfelder</translation>
    </message>
    <message>
        <source>Each start cell&apos;s expected strokes; activate a row to select its cell.</source>
        <translation>Die erwarteten Schläge jedes Startfelds; eine Zeile aktivieren wählt ihr Feld aus.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>On the course</source>
        <translation>Auf dem Platz</translation>
    </message>
    <message>
        <source>Stroke limit {limit}</source>
        <translation>Schlaglimit {limit}</translation>
    </message>
    <message>
        <source>best start {expected} expected strokes</source>
        <translation>bestes Startfeld {expected} erwartete Schläge</translation>
    </message>
    <message numerus="yes">
        <source>%n unreachable cell(s)</source>
        <translation>
            <numerusform>%n unerreichbares Feld</numerusform>
            <numerusform>%n unerreichbare Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trap(s)</source>
        <translation>
            <numerusform>%n Falle</numerusform>
            <numerusform>%n Fallen</numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings: every start reaches the hole.</source>
        <translation>Keine Warnungen: Jedes Startfeld erreicht das Loch.</translation>
    </message>
    <message>
        <source>Point at a cell to see its figures.</source>
        <translation>Zeigen Sie auf ein Feld, um seine Werte zu sehen.</translation>
    </message>
    <message>
        <source>{cell}: no ball comes to rest here.</source>
        <translation>{cell}: Hier kommt kein Ball zur Ruhe.</translation>
    </message>
    <message>
        <source>no way to the hole</source>
        <translation>kein Weg zum Loch</translation>
    </message>
    <message>
        <source>min {strokes}</source>
        <translation>min. {strokes}</translation>
    </message>
    <message>
        <source>{cell}: {expected} expected (± {spread}) · {least} · best shot {shot}</source>
        <translation>{cell}: {expected} erwartet (± {spread}) · {least} · bester Schlag {shot}</translation>
    </message>
    <message>
        <source>{kind}: double-click to show the cell</source>
        <translation>{kind}: Doppelklick zeigt das Feld</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Noch nicht analysiert.</translation>
    </message>
    <message>
        <source>Course changed: analysing once the edits settle…</source>
        <translation>Platz geändert: Analyse, sobald die Änderungen abgeschlossen sind…</translation>
    </message>
    <message>
        <source>Analysing the course…</source>
        <translation>Platz wird analysiert…</translation>
    </message>
    <message>
        <source>Up to date: analysed.</source>
        <translation>Aktuell: analysiert.</translation>
    </message>
    <message>
        <source>Up to date: analysed in {seconds} s.</source>
        <translation>Aktuell: analysiert in {seconds} s.</translation>
    </message>
</context>
<context>
    <name>AnalysisRunner</name>
    <message>
        <source>cannot analyse: {why}</source>
        <translation>Analyse nicht möglich: {why}</translation>
    </message>
</context>
<context>
    <name>AreaTile</name>
    <message>
        <source>{title} — {action}</source>
        <translation>{title} — {action}</translation>
    </message>
</context>
<context>
    <name>BrushSize</name>
    <message>
        <source>one cell</source>
        <translation>ein Feld</translation>
    </message>
    <message>
        <source>7 cells</source>
        <translation>7 Felder</translation>
    </message>
    <message>
        <source>19 cells</source>
        <translation>19 Felder</translation>
    </message>
    <message>
        <source>Brush size {size}: {cells} ({size})</source>
        <translation>Pinselgröße {size}: {cells} ({size})</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
</context>
<context>
    <name>Carambole</name>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
</context>
<context>
    <name>CaramboleBoardWords</name>
    <message>
        <source>floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>Sand</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>the hole</source>
        <translation>das Loch</translation>
    </message>
    <message>
        <source>{player}, {colour} ball</source>
        <translation>{player}, Ball {colour}</translation>
    </message>
    <message>
        <source>{ball}: holed; strokes: {strokes}</source>
        <translation>{ball}: eingelocht; Schläge: {strokes}</translation>
    </message>
    <message>
        <source>{ball}: out; strokes: {strokes}</source>
        <translation>{ball}: aus dem Spiel; Schläge: {strokes}</translation>
    </message>
    <message>
        <source>{ball}: not on the course yet</source>
        <translation>{ball}: noch nicht auf dem Platz</translation>
    </message>
    <message>
        <source>{ball} on cell {q}, {r}, {terrain}; strokes: {strokes}</source>
        <translation>{ball} auf Feld {q}, {r}, {terrain}; Schläge: {strokes}</translation>
    </message>
    <message>
        <source>{label} (course {number} of {count}).</source>
        <translation>{label} (Platz {number} von {count}).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>To play: {player}.</source>
        <translation>Am Zug: {player}.</translation>
    </message>
</context>
<context>
    <name>CaramboleCard</name>
    <message>
        <source>{colour} ball</source>
        <translation>Ball {colour}</translation>
    </message>
    <message numerus="yes">
        <source>{ball}: %n stroke(s) so far</source>
        <translation>
            <numerusform>{ball}: bisher %n Schlag</numerusform>
            <numerusform>{ball}: bisher %n Schläge</numerusform>
        </translation>
    </message>
    <message>
        <source>{ball}: not on the course yet</source>
        <translation>{ball}: noch nicht auf dem Platz</translation>
    </message>
</context>
<context>
    <name>CaramboleStage</name>
    <message numerus="yes">
        <source>Before the first shot · %n shot(s) in all</source>
        <translation>
            <numerusform>Vor dem ersten Schlag · insgesamt %n Schlag</numerusform>
            <numerusform>Vor dem ersten Schlag · insgesamt %n Schläge</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} card + white</source>
        <translation>Karte {card} + Weiß</translation>
    </message>
    <message>
        <source>{die} die</source>
        <translation>Würfel {die}</translation>
    </message>
    <message>
        <source>You ({colour}) played {direction} with the {how}: {face} → {impulses}.</source>
        <translation>Sie ({colour}) spielten nach {direction} mit {how}: {face} → {impulses}.</translation>
    </message>
    <message>
        <source>{player} ({colour}) played {direction} with the {how}: {face} → {impulses}.</source>
        <translation>{player} ({colour}) spielte nach {direction} mit {how}: {face} → {impulses}.</translation>
    </message>
    <message>
        <source>Course {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>the {card} card with the white die</source>
        <translation>der Karte {card} und dem weißen Würfel</translation>
    </message>
    <message>
        <source>the {die} die</source>
        <translation>dem Würfel {die}</translation>
    </message>
    <message>
        <source> · your {colour} ball holed</source>
        <translation> · Ihr Ball {colour} eingelocht</translation>
    </message>
    <message>
        <source> · {player}&apos;s {colour} ball holed</source>
        <translation> · Ball {colour} von {player} eingelocht</translation>
    </message>
    <message numerus="yes">
        <source>Shot {shot} of {shots} · course {course} · you ({colour}) played {direction} with {how}: {face} → %n impulse(s){holed}</source>
        <translation>
            <numerusform>Schlag {shot} von {shots} · Platz {course} · Sie ({colour}) spielten nach {direction} mit {how}: {face} → %n Impuls{holed}</numerusform>
            <numerusform>Schlag {shot} von {shots} · Platz {course} · Sie ({colour}) spielten nach {direction} mit {how}: {face} → %n Impulse{holed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shot {shot} of {shots} · course {course} · {player} ({colour}) played {direction} with {how}: {face} → %n impulse(s){holed}</source>
        <translation>
            <numerusform>Schlag {shot} von {shots} · Platz {course} · {player} ({colour}) spielte nach {direction} mit {how}: {face} → %n Impuls{holed}</numerusform>
            <numerusform>Schlag {shot} von {shots} · Platz {course} · {player} ({colour}) spielte nach {direction} mit {how}: {face} → %n Impulse{holed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Next hole ▸</source>
        <translation>Nächstes Loch ▸</translation>
    </message>
    <message>
        <source>Next hole</source>
        <translation>Nächstes Loch</translation>
    </message>
    <message>
        <source>Deal the next hole (Enter)</source>
        <translation>Nächstes Loch geben (Enter)</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>last turn</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>gibt</translation>
    </message>
    <message>
        <source>sits out the play-off</source>
        <translation>setzt beim Stechen aus</translation>
    </message>
    <message>
        <source>hole {points} · total {total}</source>
        <translation>Loch {points} · gesamt {total}</translation>
    </message>
    <message>
        <source>total {total}</source>
        <translation>gesamt {total}</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>kein Bonus</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Play-off hole {number}</source>
        <translation>Stechloch {number}</translation>
    </message>
    <message>
        <source>Hole {hole} of {holes}</source>
        <translation>Loch {hole} von {holes}</translation>
    </message>
    <message>
        <source>{hole} — scored</source>
        <translation>{hole} — gewertet</translation>
    </message>
</context>
<context>
    <name>ColourSchemeMenu</name>
    <message>
        <source>&amp;Colour Scheme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
</context>
<context>
    <name>CourseChooser</name>
    <message>
        <source>Course</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Course file…</source>
        <translation>Platzdatei…</translation>
    </message>
    <message>
        <source>All holes</source>
        <translation>Alle Löcher</translation>
    </message>
    <message>
        <source>These holes:</source>
        <translation>Diese Löcher:</translation>
    </message>
</context>
<context>
    <name>CourseCommands</name>
    <message>
        <source>Paint {terrain}</source>
        <translation>Malen: {terrain}</translation>
    </message>
    <message>
        <source>Erase cells</source>
        <translation>Felder löschen</translation>
    </message>
    <message>
        <source>Raise cells</source>
        <translation>Felder anheben</translation>
    </message>
    <message>
        <source>Lower cells</source>
        <translation>Felder absenken</translation>
    </message>
    <message>
        <source>Set the hole</source>
        <translation>Loch setzen</translation>
    </message>
    <message>
        <source>Add a start</source>
        <translation>Startfeld hinzufügen</translation>
    </message>
    <message>
        <source>Remove a start</source>
        <translation>Startfeld entfernen</translation>
    </message>
    <message>
        <source>Add a {kind} wall</source>
        <translation>Mauer hinzufügen ({kind})</translation>
    </message>
    <message>
        <source>Delete a wall</source>
        <translation>Mauer löschen</translation>
    </message>
    <message>
        <source>Move a wall</source>
        <translation>Mauer verschieben</translation>
    </message>
    <message>
        <source>{kind} obstacle</source>
        <translation>Hindernis ({kind})</translation>
    </message>
    <message>
        <source>Place {name}</source>
        <translation>{name} platzieren</translation>
    </message>
    <message>
        <source>Move an obstacle</source>
        <translation>Hindernis verschieben</translation>
    </message>
    <message>
        <source>Rotate an obstacle</source>
        <translation>Hindernis drehen</translation>
    </message>
    <message>
        <source>Delete an obstacle</source>
        <translation>Hindernis löschen</translation>
    </message>
    <message>
        <source>Set a bounce arrow</source>
        <translation>Abprallpfeil setzen</translation>
    </message>
    <message>
        <source>Remove a bounce arrow</source>
        <translation>Abprallpfeil entfernen</translation>
    </message>
    <message>
        <source>Change course properties</source>
        <translation>Platzeigenschaften ändern</translation>
    </message>
    <message>
        <source>Wall the outline</source>
        <translation>Umriss ummauern</translation>
    </message>
</context>
<context>
    <name>CourseDocument</name>
    <message>
        <source>Untitled course</source>
        <translation>Unbenannter Platz</translation>
    </message>
</context>
<context>
    <name>CourseEditor</name>
    <message>
        <source>{q}, {r} · void</source>
        <translation>{q}, {r} · leer</translation>
    </message>
    <message>
        <source>{q}, {r} · {terrain} · level {level}</source>
        <translation>{q}, {r} · {terrain} · Ebene {level}</translation>
    </message>
    <message>
        <source>Fit course</source>
        <translation>Platz einpassen</translation>
    </message>
</context>
<context>
    <name>CourseEditorDialog</name>
    <message>
        <source>New course</source>
        <translation>Neuer Platz</translation>
    </message>
    <message>
        <source>Course tees</source>
        <translation>Abschläge des Platzes</translation>
    </message>
    <message>
        <source>e.g. Kitchen table links</source>
        <translation>z. B. Küchentisch-Links</translation>
    </message>
    <message>
        <source>default ({count} over par)</source>
        <translation>Standard ({count} über Par)</translation>
    </message>
    <message>
        <source> over par</source>
        <translation> über Par</translation>
    </message>
    <message>
        <source>Score entry asks &quot;are you sure?&quot; above a hole&apos;s par plus this many strokes</source>
        <translation>Die Eingabe fragt „Sind Sie sicher?“ oberhalb von Par eines Lochs plus so vielen Schlägen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Holes</source>
        <translation>Löcher</translation>
    </message>
    <message>
        <source>Plausible score limit</source>
        <translation>Grenze plausibler Ergebnisse</translation>
    </message>
    <message>
        <source>Par and stroke index of each hole</source>
        <translation>Par und Vorgabeverteilung jedes Lochs</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Stroke index</source>
        <translation>Vorgabeverteilung</translation>
    </message>
    <message>
        <source>Tees — none: a tabletop course (rating = par, slope 113)</source>
        <translation>Abschläge — keiner: ein Tischplatz (Rating = Par, Slope 113)</translation>
    </message>
    <message>
        <source>Not saved: give the course a name.</source>
        <translation>Nicht gespeichert: Geben Sie dem Platz einen Namen.</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
</context>
<context>
    <name>CourseEditorWindow</name>
    <message>
        <source>&amp;New Course</source>
        <translation>&amp;Neuer Platz</translation>
    </message>
    <message>
        <source>Start an empty course</source>
        <translation>Einen leeren Platz beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a course file</source>
        <translation>Eine Platzdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the course</source>
        <translation>Den Platz speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the course to another file</source>
        <translation>Den Platz in einer anderen Datei speichern</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>&amp;Zurück zur gespeicherten Fassung</translation>
    </message>
    <message>
        <source>Reload the course from its file</source>
        <translation>Den Platz neu aus seiner Datei laden</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Save a picture of the board</source>
        <translation>Ein Bild des Spielbretts speichern</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Als S&amp;VG exportieren…</translation>
    </message>
    <message>
        <source>Save the board as a drawing that prints at any size</source>
        <translation>Das Spielbrett als Zeichnung speichern, die sich in jeder Größe drucken lässt</translation>
    </message>
    <message>
        <source>&amp;Fit Course</source>
        <translation>Platz &amp;einpassen</translation>
    </message>
    <message>
        <source>Zoom so the whole course fits</source>
        <translation>So zoomen, dass der ganze Platz sichtbar ist</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>Open Bundled Course as &amp;Template</source>
        <translation>Mitgelieferten Platz als &amp;Vorlage öffnen</translation>
    </message>
    <message>
        <source>Open a copy of {title} to change</source>
        <translation>Eine Kopie von {title} zum Bearbeiten öffnen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Aus&amp;schneiden</translation>
    </message>
    <message>
        <source>Copy the selection and take it away</source>
        <translation>Die Auswahl kopieren und entfernen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selection, to paste in any course</source>
        <translation>Die Auswahl kopieren, zum Einfügen in einen beliebigen Platz</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Paste what was copied beside the course (whole boards) or where it was</source>
        <translation>Das Kopierte neben dem Platz (ganze Spielbretter) oder an seiner alten Stelle einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Put a copy of the selection beside it</source>
        <translation>Eine Kopie der Auswahl daneben setzen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Take the selection away</source>
        <translation>Die Auswahl entfernen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select the whole course: its cells and every object</source>
        <translation>Den ganzen Platz auswählen: seine Felder und alle Objekte</translation>
    </message>
    <message>
        <source>&amp;Wall the Outline</source>
        <translation>&amp;Umriss ummauern</translation>
    </message>
    <message>
        <source>Wall the whole outline: curved walls at the ends, straight along the sides</source>
        <translation>Den ganzen Umriss ummauern: gebogene Mauern an den Enden, gerade an den Seiten</translation>
    </message>
    <message>
        <source>&amp;Play This Course…</source>
        <translation>Diesen Platz s&amp;pielen…</translation>
    </message>
    <message>
        <source>Play the course as it is now, in a new game</source>
        <translation>Den Platz im jetzigen Zustand in einem neuen Spiel spielen</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Eigenschaften</translation>
    </message>
    <message>
        <source>P&amp;roblems</source>
        <translation>P&amp;robleme</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>From a bundled course</source>
        <translation>Aus einem mitgelieferten Platz</translation>
    </message>
    <message>
        <source>Open a copy of one of the bundled courses</source>
        <translation>Eine Kopie eines mitgelieferten Platzes öffnen</translation>
    </message>
    <message>
        <source>This course cannot be played yet</source>
        <translation>Dieser Platz ist noch nicht spielbar</translation>
    </message>
    <message>
        <source>Carambole courses</source>
        <translation>Carambole-Plätze</translation>
    </message>
    <message>
        <source>Design {game} courses: the felt, walls and obstacles, with an analysis of how they play</source>
        <translation>Plätze für {game} entwerfen: Filz, Mauern und Hindernisse, mit einer Analyse ihres Spielverhaltens</translation>
    </message>
    <message>
        <source>Design a course</source>
        <translation>Platz entwerfen</translation>
    </message>
    <message>
        <source>A Mini Golf Carambole course drawn by GolfStudio</source>
        <translation>Ein Platz für Mini Golf Carambole, gezeichnet mit GolfStudio</translation>
    </message>
    <message>
        <source>Cannot open the bundled course</source>
        <translation>Mitgelieferter Platz kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopie von {name}</translation>
    </message>
    <message>
        <source>The outline already has its walls.</source>
        <translation>Der Umriss hat bereits seine Mauern.</translation>
    </message>
    <message>
        <source>Walled the outline: {walls}.</source>
        <translation>Umriss ummauert: {walls}.</translation>
    </message>
    <message>
        <source>Copied {what}.</source>
        <translation>{what} kopiert.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>The clipboard holds no piece of a course.</source>
        <translation>Die Zwischenablage enthält kein Stück eines Platzes.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>Eingefügt</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Duplicated</source>
        <translation>Dupliziert</translation>
    </message>
    <message>
        <source>the course keeps its own hole, so the pasted hole at {cell} became floor</source>
        <translation>der Platz behält sein eigenes Loch, daher wurde das eingefügte Loch bei {cell} zu Boden</translation>
    </message>
    <message>
        <source>renamed {names}</source>
        <translation>umbenannt: {names}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>CourseForm</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Notes for the players: where it comes from, a tip…</source>
        <translation>Hinweise für die Spieler: woher er stammt, ein Tipp…</translation>
    </message>
    <message>
        <source> strokes</source>
        <translation> Schläge</translation>
    </message>
    <message>
        <source>A ball not holed after this many strokes scores it (§6); linked courses use 20 or 30</source>
        <translation>Ein Ball, der nach so vielen Schlägen nicht eingelocht ist, wird mit diesem Wert gezählt (§6); verbundene Plätze nutzen 20 oder 30</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>&amp;Hinweise</translation>
    </message>
    <message>
        <source>&amp;Stroke limit</source>
        <translation>&amp;Schlaglimit</translation>
    </message>
    <message>
        <source>Play order</source>
        <translation>Spielreihenfolge</translation>
    </message>
    <message>
        <source>Carambole mode plays the ticked colours in this order; drag to reorder</source>
        <translation>Im Carambole-Modus spielen die angehakten Farben in dieser Reihenfolge; zum Umordnen ziehen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Play this colour earlier</source>
        <translation>Diese Farbe früher spielen</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Play this colour later</source>
        <translation>Diese Farbe später spielen</translation>
    </message>
    <message>
        <source>Dice and cards</source>
        <translation>Würfel und Karten</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Add die</source>
        <translation>Würfel hinzufügen</translation>
    </message>
    <message>
        <source>Add a die with faces 1–6</source>
        <translation>Einen Würfel mit den Seiten 1–6 hinzufügen</translation>
    </message>
    <message>
        <source>Remove die</source>
        <translation>Würfel entfernen</translation>
    </message>
    <message>
        <source>Remove the selected die</source>
        <translation>Den gewählten Würfel entfernen</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>A card is used with the white die: +3 adds 3, x2 doubles, -2 takes 2 away (never below 0)</source>
        <translation>Eine Karte wird mit dem weißen Würfel genutzt: +3 addiert 3, x2 verdoppelt, -2 zieht 2 ab (nie unter 0)</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <source>Add a +1 card</source>
        <translation>Eine +1-Karte hinzufügen</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Karte entfernen</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Die gewählte Karte entfernen</translation>
    </message>
    <message>
        <source>Reset to the default dice and cards</source>
        <translation>Auf Standardwürfel und -karten zurücksetzen</translation>
    </message>
    <message>
        <source>This course&apos;s own dice and cards.</source>
        <translation>Die eigenen Würfel und Karten dieses Platzes.</translation>
    </message>
    <message>
        <source>The default dice and cards; an edit gives the course its own.</source>
        <translation>Die Standardwürfel und -karten; eine Änderung gibt dem Platz eigene.</translation>
    </message>
    <message>
        <source>Cards are used with this die</source>
        <translation>Karten werden mit diesem Würfel genutzt</translation>
    </message>
</context>
<context>
    <name>CoursePanel</name>
    <message>
        <source>Course</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Holes: {holes} · par {par} · {metres} m</source>
        <translation>Löcher: {holes} · Par {par} · {metres} m</translation>
    </message>
    <message>
        <source>{n}. par {par} · {length} m{name}</source>
        <translation>{n}. Par {par} · {length} m{name}</translation>
    </message>
    <message>
        <source>Rename the course</source>
        <translation>Platz umbenennen</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Loch</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <source>Stroke index:</source>
        <translation>Vorgabeverteilung:</translation>
    </message>
    <message>
        <source>Yardage:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Hole in one:</source>
        <translation>Hole-in-One:</translation>
    </message>
    <message>
        <source>Analysis:</source>
        <translation>Analyse:</translation>
    </message>
    <message>
        <source>Selected region</source>
        <translation>Gewählte Fläche</translation>
    </message>
    <message>
        <source>Smooth outline</source>
        <translation>Geglätteter Umriss</translation>
    </message>
    <message>
        <source>Draw the region as a smooth curve through its points; the points stay where they are</source>
        <translation>Den Bereich als glatte Kurve durch seine Punkte zeichnen; die Punkte bleiben, wo sie sind</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Put the region above the next one it overlaps (it wins where they overlap)</source>
        <translation>Die Fläche über die nächste legen, die sie überlappt (sie gilt dort, wo sie sich überlappen)</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Put the region below the next one it overlaps</source>
        <translation>Die Fläche unter die nächste legen, die sie überlappt</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>Fläche:</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Gelände:</translation>
    </message>
    <message>
        <source>Local rule: the reliefs the player chooses among</source>
        <translation>Platzregel: die Erleichterungen, zwischen denen der Spieler wählt</translation>
    </message>
    <message>
        <source>Tracing background</source>
        <translation>Pausvorlage</translation>
    </message>
    <message>
        <source>Import image…</source>
        <translation>Bild importieren…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>A locked background cannot be moved or calibrated</source>
        <translation>Eine gesperrte Vorlage kann nicht verschoben oder kalibriert werden</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Deckkraft:</translation>
    </message>
    <message>
        <source>Holes: {holes} · par {par} · {yards} yards</source>
        <translation>Löcher: {holes} · Par {par} · {yards} Yards</translation>
    </message>
    <message>
        <source>{n}. par {par} · index {si} · {yards} yd{name}</source>
        <translation>{n}. Par {par} · SI {si} · {yards} yd{name}</translation>
    </message>
    <message>
        <source>{yards} yards</source>
        <translation>{yards} Yards</translation>
    </message>
    <message>
        <source>— (place the tee markers and the flag)</source>
        <translation>— (Abschlagmarkierungen und Fahne setzen)</translation>
    </message>
    <message>
        <source>None: import a scanned board to trace it.</source>
        <translation>Keine: Importieren Sie ein gescanntes Spielbrett zum Nachzeichnen.</translation>
    </message>
    <message>
        <source>{image} · {scale} yards per pixel</source>
        <translation>{image} · {scale} Yards pro Pixel</translation>
    </message>
    <message>
        <source>none: click one with the select tool</source>
        <translation>keine: mit dem Auswahlwerkzeug eine anklicken</translation>
    </message>
    <message>
        <source>off (View &gt; Expected-Strokes Heat Map)</source>
        <translation>aus (Ansicht &gt; Heatmap erwarteter Schläge)</translation>
    </message>
    <message>
        <source>Rename the hole</source>
        <translation>Loch umbenennen</translation>
    </message>
    <message>
        <source>Set the par</source>
        <translation>Par festlegen</translation>
    </message>
    <message>
        <source>Set the stroke index</source>
        <translation>Vorgabeverteilung festlegen</translation>
    </message>
    <message>
        <source>Set the hole-in-one club</source>
        <translation>Hole-in-One-Schläger festlegen</translation>
    </message>
    <message>
        <source>Change the terrain</source>
        <translation>Gelände ändern</translation>
    </message>
    <message>
        <source>Smooth the outline</source>
        <translation>Umriss glätten</translation>
    </message>
    <message>
        <source>Straighten the outline</source>
        <translation>Umriss begradigen</translation>
    </message>
    <message>
        <source>Raise a region</source>
        <translation>Fläche anheben</translation>
    </message>
    <message>
        <source>Lower a region</source>
        <translation>Fläche absenken</translation>
    </message>
    <message>
        <source>No region it overlaps is above it.</source>
        <translation>Keine Fläche, die sie überlappt, liegt darüber.</translation>
    </message>
    <message>
        <source>No region it overlaps is below it.</source>
        <translation>Keine Fläche, die sie überlappt, liegt darunter.</translation>
    </message>
    <message>
        <source>Remove the tracing background</source>
        <translation>Pausvorlage entfernen</translation>
    </message>
</context>
<context>
    <name>CourseTools</name>
    <message>
        <source>Bounce arrows</source>
        <translation>Abprallpfeile</translation>
    </message>
    <message>
        <source>Press near the edge the ball meets and drag towards the way it leaves · a click on an edge removes its arrow</source>
        <translation>Nahe der Kante drücken, auf die der Ball trifft, und in die Richtung ziehen, in die er abprallt · ein Klick auf eine Kante entfernt ihren Pfeil</translation>
    </message>
    <message>
        <source>Bounce arrows go on course cells.</source>
        <translation>Abprallpfeile gehören auf Felder des Platzes.</translation>
    </message>
    <message>
        <source>Curved wall</source>
        <translation>Gebogene Mauer</translation>
    </message>
    <message>
        <source>Drag from corner to corner to draw a curved wall (the ball comes back)</source>
        <translation>Von Ecke zu Ecke ziehen, um eine gebogene Mauer zu zeichnen (der Ball kommt zurück)</translation>
    </message>
    <message>
        <source>Erase cells</source>
        <translation>Felder löschen</translation>
    </message>
    <message>
        <source>Click or drag to erase cells · 1, 2, 3 set the brush</source>
        <translation>Klicken oder ziehen, um Felder zu löschen · 1, 2, 3 wählen den Pinsel</translation>
    </message>
    <message>
        <source>Set the hole</source>
        <translation>Loch setzen</translation>
    </message>
    <message>
        <source>Click a cell to put the hole there</source>
        <translation>Auf ein Feld klicken, um das Loch dorthin zu setzen</translation>
    </message>
    <message>
        <source>The hole cannot go under an obstacle.</source>
        <translation>Das Loch kann nicht unter einem Hindernis liegen.</translation>
    </message>
    <message>
        <source>Level up / down</source>
        <translation>Ebene hoch / runter</translation>
    </message>
    <message>
        <source>Click to raise cells a level · Shift+click or right click lowers · 1, 2, 3 brush</source>
        <translation>Klick hebt Felder um eine Ebene · Umschalt+Klick oder Rechtsklick senkt · 1, 2, 3 Pinsel</translation>
    </message>
    <message>
        <source>The piece must lie on course cells.</source>
        <translation>Das Teil muss auf Feldern des Platzes liegen.</translation>
    </message>
    <message>
        <source>The piece would overlap another obstacle.</source>
        <translation>Das Teil würde ein anderes Hindernis überlappen.</translation>
    </message>
    <message>
        <source>The piece would cover the hole.</source>
        <translation>Das Teil würde das Loch verdecken.</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>Hindernisse</translation>
    </message>
    <message>
        <source>Click to place the chosen piece · R turns it 60° · click a placed obstacle to select it, drag to move, Delete to remove</source>
        <translation>Klicken, um das gewählte Teil zu setzen · R dreht es um 60° · ein gesetztes Hindernis anklicken, um es auszuwählen, ziehen zum Verschieben, Entf zum Entfernen</translation>
    </message>
    <message>
        <source>The piece the obstacle tool places (R turns it)</source>
        <translation>Das Teil, das das Hindernis-Werkzeug setzt (R dreht es)</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Sand</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Gelände malen</translation>
    </message>
    <message>
        <source>Click or drag to paint · 1, 2, 3 set the brush · F toggles flood fill</source>
        <translation>Klicken oder ziehen zum Malen · 1, 2, 3 wählen den Pinsel · F schaltet Füllen um</translation>
    </message>
    <message>
        <source>Flood fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Flood fill: paint the connected cells of one terrain (F)</source>
        <translation>Füllen: die zusammenhängenden Felder eines Geländes malen (F)</translation>
    </message>
    <message>
        <source>Terrain the paint tool lays</source>
        <translation>Gelände, das das Malwerkzeug aufträgt</translation>
    </message>
    <message>
        <source>Flood fill works on course cells; paint the void instead.</source>
        <translation>Füllen wirkt nur auf Felder des Platzes; malen Sie stattdessen ins Leere.</translation>
    </message>
    <message>
        <source>An obstacle cannot sit on another one.</source>
        <translation>Ein Hindernis kann nicht auf einem anderen stehen.</translation>
    </message>
    <message>
        <source>Select and move</source>
        <translation>Auswählen und verschieben</translation>
    </message>
    <message>
        <source>Click or drag a wall or obstacle to select or move it · drag elsewhere selects cells</source>
        <translation>Eine Mauer oder ein Hindernis anklicken oder ziehen, um es auszuwählen oder zu verschieben · Ziehen anderswo wählt Felder aus</translation>
    </message>
    <message>
        <source>Start cells</source>
        <translation>Startfelder</translation>
    </message>
    <message>
        <source>Click a cell to add a start; click a start to remove it</source>
        <translation>Auf ein Feld klicken, um einen Start hinzuzufügen; auf einen Start klicken, um ihn zu entfernen</translation>
    </message>
    <message>
        <source>A start goes on a course cell.</source>
        <translation>Ein Start gehört auf ein Feld des Platzes.</translation>
    </message>
    <message>
        <source>A start cannot be on the hole.</source>
        <translation>Ein Start kann nicht auf dem Loch liegen.</translation>
    </message>
    <message>
        <source>A start cannot be in water.</source>
        <translation>Ein Start kann nicht im Wasser liegen.</translation>
    </message>
    <message>
        <source>Those edges already have a wall; an edge belongs to one wall.</source>
        <translation>Diese Kanten haben bereits eine Mauer; eine Kante gehört zu genau einer Mauer.</translation>
    </message>
    <message>
        <source>Straight wall</source>
        <translation>Gerade Mauer</translation>
    </message>
    <message>
        <source>Drag from corner to corner to draw a straight wall; its angle is shown as you drag</source>
        <translation>Von Ecke zu Ecke ziehen, um eine gerade Mauer zu zeichnen; ihr Winkel wird beim Ziehen angezeigt</translation>
    </message>
</context>
<context>
    <name>CourseView</name>
    <message>
        <source>Course</source>
        <translation>Platz</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Something went wrong that GolfStudio did not expect:

{error}

The details are in the log:
{log}

Save your work, then send the log with a few words on what you were doing. Open shows the log folder.</source>
        <translation>In GolfStudio ist ein unerwarteter Fehler aufgetreten:

{error}

Die Einzelheiten stehen im Protokoll:
{log}

Speichern Sie Ihre Arbeit und senden Sie dann das Protokoll mit ein paar Worten dazu, was Sie gerade getan haben. Öffnen zeigt den Protokollordner.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Holes</source>
        <translation>Löcher</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>CSV importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Import rounds from CSV</source>
        <translation>Runden aus CSV importieren</translation>
    </message>
    <message>
        <source>No file chosen. Columns: {columns}.</source>
        <translation>Keine Datei gewählt. Spalten: {columns}.</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <source>Will be imported:</source>
        <translation>Wird importiert:</translation>
    </message>
    <message>
        <source>Rejected lines:</source>
        <translation>Abgelehnte Zeilen:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>{file} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Cannot read the courses: {reason}</source>
        <translation>Die Plätze können nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{nights} from {accepted}; {rejected} (left out).</source>
        <translation>{nights} aus {accepted}; {rejected} (ausgelassen).</translation>
    </message>
    <message numerus="yes">
        <source>%n night(s)</source>
        <translation>
            <numerusform>%n Abend</numerusform>
            <numerusform>%n Abende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accepted line(s)</source>
        <translation>
            <numerusform>%n angenommene Zeile</numerusform>
            <numerusform>%n angenommene Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) rejected</source>
        <translation>
            <numerusform>%n Zeile abgelehnt</numerusform>
            <numerusform>%n Zeilen abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>Rejected lines: {count}</source>
        <translation>Abgelehnte Zeilen: {count}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n night(s).</source>
        <translation>
            <numerusform>%n Abend importiert.</numerusform>
            <numerusform>%n Abende importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>{imported} Already in the history, not imported again: {skipped}.</source>
        <translation>{imported} Bereits im Verlauf, nicht erneut importiert: {skipped}.</translation>
    </message>
    <message>
        <source>{imported} Not imported: {refused} (see the rejected lines).</source>
        <translation>{imported} Nicht importiert: {refused} (siehe abgelehnte Zeilen).</translation>
    </message>
</context>
<context>
    <name>DatabaseSettingsDialog</name>
    <message>
        <source>Database file</source>
        <translation>Datenbankdatei</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.db *.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Database password</source>
        <translation>Datenbank-Passwort</translation>
    </message>
    <message>
        <source>The password of {database}
(this computer has no keyring to keep it):</source>
        <translation>Das Passwort von {database}
(dieser Computer hat keinen Schlüsselbund, der es aufbewahrt):</translation>
    </message>
    <message>
        <source>Connected to {database}</source>
        <translation>Verbunden mit {database}</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>The default file on this computer</source>
        <translation>Die Standarddatei auf diesem Computer</translation>
    </message>
    <message>
        <source>Another SQLite file</source>
        <translation>Eine andere SQLite-Datei</translation>
    </message>
    <message>
        <source>A PostgreSQL server (a league&apos;s shared database)</source>
        <translation>Ein PostgreSQL-Server (gemeinsame Datenbank einer Liga)</translation>
    </message>
    <message>
        <source>/path/to/scores.db</source>
        <translation>/pfad/zu/scores.db</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>league.example.org</source>
        <translation>liga.example.org</translation>
    </message>
    <message>
        <source>league</source>
        <translation>liga</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>The password is kept in the system keyring.</source>
        <translation>Das Passwort wird im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>This computer has no keyring: the password is not saved, and GolfStudio asks for it each time it opens the database.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund: Das Passwort wird nicht gespeichert, und GolfStudio fragt bei jedem Öffnen der Datenbank danach.</translation>
    </message>
    <message>
        <source>A PostgreSQL league database needs packages that are not installed here ({packages}). Install them with: {command}</source>
        <translation>Die PostgreSQL-Datenbank einer Liga braucht Pakete, die hier nicht installiert sind ({packages}). Installieren mit: {command}</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Save switches to the chosen database at once. Every score is already saved in the database it was typed in; open scorecards close, and the page shown opens again on the new database. A game being played is saved where it started.</source>
        <translation>Speichern wechselt sofort zur gewählten Datenbank. Jeder Score ist bereits in der Datenbank gespeichert, in der er eingegeben wurde; offene Scorekarten werden geschlossen, und die angezeigte Seite öffnet sich erneut mit der neuen Datenbank. Eine laufende Partie wird dort gespeichert, wo sie begonnen hat.</translation>
    </message>
</context>
<context>
    <name>DecisionsModel</name>
    <message>
        <source>Blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Loch</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Am besten</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Einstufung</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>strokes</source>
        <translation>Schläge</translation>
    </message>
    <message>
        <source>Expected {unit}: {chosen:.2f} as chosen, {best:.2f} at best</source>
        <translation>Erwartete {unit}: {chosen:.2f} wie gewählt, {best:.2f} bestenfalls</translation>
    </message>
</context>
<context>
    <name>DiceGolfBoardWords</name>
    <message>
        <source>Hole {hole}, {length}.</source>
        <translation>Loch {hole}, {length}.</translation>
    </message>
    <message>
        <source>{player}: holed.</source>
        <translation>{player}: eingelocht.</translation>
    </message>
    <message>
        <source>{player}: out of throws at {metres}, {where}.</source>
        <translation>{player}: keine Würfe mehr, bei {metres}, {where}.</translation>
    </message>
    <message>
        <source>{player}: {metres}, {where}.</source>
        <translation>{player}: {metres}, {where}.</translation>
    </message>
    <message>
        <source>To throw: {player}.</source>
        <translation>Am Wurf: {player}.</translation>
    </message>
</context>
<context>
    <name>DiceGolfCourseDocument</name>
    <message>
        <source>Untitled course</source>
        <translation>Unbenannter Platz</translation>
    </message>
    <message>
        <source>Dice Golf courses (*.json);;All files (*)</source>
        <translation>Dice-Golf-Plätze (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>DiceGolfPlay</name>
    <message>
        <source>Play Dice Golf</source>
        <translation>Dice Golf spielen</translation>
    </message>
    <message>
        <source>{game} hole by hole: roll the dice, play your cards, against the AIs or friends; every game is kept in the scorecards</source>
        <translation>{game} Loch für Loch: würfeln, Karten ausspielen, gegen die KIs oder Freunde; jede Partie wird in den Scorekarten festgehalten</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Play — Dice Golf</source>
        <translation>Spielen — Dice Golf</translation>
    </message>
    <message>
        <source>Choose the course, the holes, the players — people or AIs — and the cards;
each finished game is kept in the scorecards with the game nights.</source>
        <translation>Wählen Sie den Platz, die Löcher, die Spieler — Menschen oder KIs — und die Karten;
jede beendete Partie wird mit den Spieleabenden in den Scorekarten festgehalten.</translation>
    </message>
</context>
<context>
    <name>DiceGolfPlayView</name>
    <message>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <source>{player}: a card against {thrower}?</source>
        <translation>{player}: eine Karte gegen {thrower}?</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Ihre Karten</translation>
    </message>
    <message>
        <source>Your cards, {player}</source>
        <translation>Ihre Karten, {player}</translation>
    </message>
    <message>
        <source>{player} may lay a card</source>
        <translation>{player} darf eine Karte legen</translation>
    </message>
    <message>
        <source>{player} · hole {hole}</source>
        <translation>{player} · Loch {hole}</translation>
    </message>
    <message>
        <source>Your throw</source>
        <translation>Ihr Wurf</translation>
    </message>
    <message>
        <source>Your throw, {player}</source>
        <translation>Ihr Wurf, {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s throw</source>
        <translation>Wurf von {player}</translation>
    </message>
    <message>
        <source>Throw {throw}</source>
        <translation>Wurf {throw}</translation>
    </message>
    <message numerus="yes">
        <source>{player} on this hole: %n throw(s) so far, penalties {penalties}; ten throws at most</source>
        <translation>
            <numerusform>{player} auf diesem Loch: bisher %n Wurf, Strafen {penalties}; höchstens zehn Würfe</numerusform>
            <numerusform>{player} auf diesem Loch: bisher %n Würfe, Strafen {penalties}; höchstens zehn Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>{kind} · {lie}</source>
        <translation>{kind} · {lie}</translation>
    </message>
    <message>
        <source>Hole {hole} · par {par} · {length} m — {index} of {count} · {card}</source>
        <translation>Loch {hole} · Par {par} · {length} m — {index} von {count} · {card}</translation>
    </message>
    <message>
        <source>{player} is throwing…</source>
        <translation>{player} würfelt…</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>Die Karten werden gegeben…</translation>
    </message>
    <message>
        <source>{player} plays next. Everyone else, look away: {player}&apos;s cards are theirs alone.</source>
        <translation>{player} ist als Nächstes dran. Alle anderen bitte wegsehen: Die Karten von {player} sind geheim.</translation>
    </message>
    <message>
        <source>Roll the operations die for the sign you change (×, + or −).</source>
        <translation>Würfeln Sie den Operationswürfel für das Zeichen, das Sie ändern (×, + oder −).</translation>
    </message>
    <message>
        <source>No double on the first roll: roll again.</source>
        <translation>Kein Pasch beim ersten Wurf: erneut würfeln.</translation>
    </message>
    <message>
        <source>From {start}: {needs}</source>
        <translation>Von {start}: {needs}</translation>
    </message>
    <message>
        <source>Click the dice to keep ({needs} is needed); the others are rolled again.</source>
        <translation>Klicken Sie die Würfel an, die Sie behalten ({needs} wird benötigt); die anderen werden neu gewürfelt.</translation>
    </message>
    <message>
        <source>{thrower} is about to throw from {start}. Lay a card against the throw?</source>
        <translation>{thrower} würfelt gleich von {start}. Eine Karte gegen den Wurf legen?</translation>
    </message>
    <message>
        <source>→ {outcome}</source>
        <translation>→ {outcome}</translation>
    </message>
    <message>
        <source>Accept the throw as it fell (its result is on the board), or change it:</source>
        <translation>Nehmen Sie den Wurf, wie er gefallen ist (sein Ergebnis steht auf dem Brett), oder ändern Sie ihn:</translation>
    </message>
    <message>
        <source>Accept the throw as it fell.</source>
        <translation>Den Wurf nehmen, wie er gefallen ist.</translation>
    </message>
    <message>
        <source>No fair play: {reason}.</source>
        <translation>Kein Fair Play: {reason}.</translation>
    </message>
    <message>
        <source>Hands are hidden between turns.</source>
        <translation>Die Handkarten bleiben zwischen den Zügen verdeckt.</translation>
    </message>
    <message numerus="yes">
        <source>In hand · {player} · %n card(s)</source>
        <translation>
            <numerusform>Auf der Hand · {player} · %n Karte</numerusform>
            <numerusform>Auf der Hand · {player} · %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand · {player} · no card</source>
        <translation>Auf der Hand · {player} · keine Karte</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>The screen is being passed: press the button first.</source>
        <translation>Der Bildschirm wird weitergegeben: Drücken Sie zuerst die Schaltfläche.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warten Sie, bis Sie an der Reihe sind.</translation>
    </message>
    <message>
        <source>Nothing to roll now: choose one of the buttons.</source>
        <translation>Jetzt gibt es nichts zu würfeln: Wählen Sie eine der Schaltflächen.</translation>
    </message>
    <message>
        <source>No dice are thrown now.</source>
        <translation>Jetzt wird nicht gewürfelt.</translation>
    </message>
    <message numerus="yes">
        <source>Type %n face(s), one for each die: {dice}.</source>
        <translation>
            <numerusform>Geben Sie %n Augenzahl ein, eine pro Würfel: {dice}.</numerusform>
            <numerusform>Geben Sie %n Augenzahlen ein, eine pro Würfel: {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every die is kept: nothing to type.</source>
        <translation>Alle Würfel werden behalten: nichts einzugeben.</translation>
    </message>
    <message>
        <source>Type the operations die&apos;s face: +, − or ×.</source>
        <translation>Geben Sie die Seite des Operationswürfels ein: +, − oder ×.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{player} {cards}</source>
        <translation>{player} {cards}</translation>
    </message>
    <message>
        <source>Cards still held at the end cost a stroke each, on the last hole: {held}.</source>
        <translation>Am Ende noch gehaltene Karten kosten je einen Schlag, auf dem letzten Loch: {held}.</translation>
    </message>
    <message>
        <source>Roll, or keep the dice</source>
        <translation>Würfeln oder Würfel behalten</translation>
    </message>
    <message>
        <source>Keep or free a die</source>
        <translation>Würfel behalten oder freigeben</translation>
    </message>
</context>
<context>
    <name>DiceGolfSetup</name>
    <message>
        <source>Play a Dice Golf course file</source>
        <translation>Eine Dice-Golf-Platzdatei spielen</translation>
    </message>
    <message>
        <source>Dice Golf courses (*.json);;All files (*)</source>
        <translation>Dice-Golf-Plätze (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>DiceGolfStage</name>
    <message>
        <source>{player} · throw {throw} from {start} · {lie}</source>
        <translation>{player} · Wurf {throw} von {start} · {lie}</translation>
    </message>
    <message>
        <source>Keep some dice: the others are rolled again.</source>
        <translation>Einige Würfel behalten: Die anderen werden neu geworfen.</translation>
    </message>
    <message>
        <source>{landing} — to decide</source>
        <translation>{landing} — zu entscheiden</translation>
    </message>
    <message>
        <source>The cards are dealt: nine to each player.</source>
        <translation>Die Karten sind verteilt: neun für jeden Spieler.</translation>
    </message>
    <message>
        <source>No double: a second roll.</source>
        <translation>Kein Pasch: ein zweiter Wurf.</translation>
    </message>
    <message>
        <source>Weather vane: {sector}</source>
        <translation>Wetterfahne: {sector}</translation>
    </message>
    <message>
        <source>Hole {hole}</source>
        <translation>Loch {hole}</translation>
    </message>
    <message>
        <source>The first throw · throws in the game: {steps}</source>
        <translation>Der erste Wurf · Würfe im Spiel: {steps}</translation>
    </message>
    <message>
        <source>Throw {step} of {steps} · hole {hole} · {story}</source>
        <translation>Wurf {step} von {steps} · Loch {hole} · {story}</translation>
    </message>
</context>
<context>
    <name>DiceGolfTools</name>
    <message>
        <source>bunker D (double)</source>
        <translation>Bunker D (Pasch)</translation>
    </message>
    <message>
        <source>bunker T (triple)</source>
        <translation>Bunker T (Drilling)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Add a hazard</source>
        <translation>Hindernis hinzufügen</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Add a proximity zone</source>
        <translation>Annäherungszone hinzufügen</translation>
    </message>
    <message>
        <source>Move a zone limit</source>
        <translation>Zonengrenze verschieben</translation>
    </message>
    <message>
        <source>Move the green&apos;s edge</source>
        <translation>Rand des Grüns verschieben</translation>
    </message>
    <message>
        <source>Move the hole</source>
        <translation>Loch verschieben</translation>
    </message>
    <message>
        <source>Move the end of terrain</source>
        <translation>Geländeende verschieben</translation>
    </message>
    <message>
        <source>Resize a hazard</source>
        <translation>Hindernisgröße ändern</translation>
    </message>
    <message>
        <source>Move a hazard</source>
        <translation>Hindernis verschieben</translation>
    </message>
    <message>
        <source>Move a proximity zone</source>
        <translation>Annäherungszone verschieben</translation>
    </message>
    <message>
        <source>Alt-click on a red zone limit to take it away.</source>
        <translation>Alt-Klick auf eine rote Zonengrenze entfernt sie.</translation>
    </message>
    <message>
        <source>Remove a zone limit</source>
        <translation>Zonengrenze entfernen</translation>
    </message>
    <message>
        <source>Split a zone</source>
        <translation>Zone teilen</translation>
    </message>
</context>
<context>
    <name>DiceGolfWords</name>
    <message>
        <source>bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>pond</source>
        <translation>Teich</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>water crossing</source>
        <translation>Wassergraben</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>Hang</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>Böschung</translation>
    </message>
    <message>
        <source>grove</source>
        <translation>Wäldchen</translation>
    </message>
    <message>
        <source>double</source>
        <translation>Pasch</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>{combination} {value}</source>
        <translation>{combination} {value}</translation>
    </message>
    <message>
        <source>{metres} m</source>
        <translation>{metres} m</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>{kind} · double {double} · back to {mark}</source>
        <translation>{kind} · Pasch {double} · zurück auf {mark}</translation>
    </message>
    <message>
        <source>slope {metres} m</source>
        <translation>Hang {metres} m</translation>
    </message>
    <message>
        <source>bank {metres} m</source>
        <translation>Böschung {metres} m</translation>
    </message>
    <message>
        <source>bunker D</source>
        <translation>Bunker D</translation>
    </message>
    <message>
        <source>bunker T</source>
        <translation>Bunker T</translation>
    </message>
    <message>
        <source>{what} · {start}–{end} m</source>
        <translation>{what} · {start}–{end} m</translation>
    </message>
    <message>
        <source>Zone {n}</source>
        <translation>Zone {n}</translation>
    </message>
    <message>
        <source>Hazard {n}</source>
        <translation>Hindernis {n}</translation>
    </message>
    <message>
        <source>Proximity zone {n}</source>
        <translation>Annäherungszone {n}</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Green {metres} m</source>
        <translation>Grün {metres} m</translation>
    </message>
    <message>
        <source>Hole in one</source>
        <translation>Hole-in-One</translation>
    </message>
    <message>
        <source>Green in one</source>
        <translation>Grün mit einem Schlag</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Air shot</source>
        <translation>Luftschlag</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Kein Strafschlag</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Wetter</translation>
    </message>
    <message>
        <source>After your throw, a ball left on the green moves up to {metres} m toward the hole; within {metres} m it drops.</source>
        <translation>Nach Ihrem Wurf rückt ein Ball auf dem Grün bis zu {metres} m zum Loch vor; innerhalb von {metres} m fällt er ins Loch.</translation>
    </message>
    <message>
        <source>On the first throw of a hole of at most 300 m, a double holes out.</source>
        <translation>Beim ersten Wurf eines Lochs von höchstens 300 m locht ein Pasch ein.</translation>
    </message>
    <message>
        <source>On the first throw of a hole of at most 300 m, a throw of exactly the distance to the hole holes out.</source>
        <translation>Beim ersten Wurf eines Lochs von höchstens 300 m locht ein Wurf von genau der Entfernung zum Loch ein.</translation>
    </message>
    <message>
        <source>Off the green: the ball goes to the next zone limit ahead instead, the throw&apos;s penalties go, and you draw a card.</source>
        <translation>Nicht auf dem Grün: Der Ball geht stattdessen zur nächsten Zonengrenze voraus, die Strafschläge des Wurfs entfallen, und Sie ziehen eine Karte.</translation>
    </message>
    <message>
        <source>Laid on another player before their throw: one penalty for them.</source>
        <translation>Vor dem Wurf eines anderen Spielers auf ihn gelegt: ein Strafschlag für ihn.</translation>
    </message>
    <message>
        <source>Cancels one penalty of your throw; after a zone limit you may stay where the throw took the ball.</source>
        <translation>Hebt einen Strafschlag Ihres Wurfs auf; nach einer Zonengrenze dürfen Sie dort bleiben, wohin der Wurf den Ball gebracht hat.</translation>
    </message>
    <message>
        <source>Spins the weather vane: its metres are added to a throw (yours after it, or another&apos;s before it).</source>
        <translation>Dreht die Wetterfahne: Ihre Meter werden zu einem Wurf addiert (Ihrem danach oder dem eines anderen davor).</translation>
    </message>
    <message>
        <source>{sector} ({metres})</source>
        <translation>{sector} ({metres})</translation>
    </message>
    <message>
        <source>in the hole</source>
        <translation>im Loch</translation>
    </message>
    <message>
        <source>in a bunker (a double gets out)</source>
        <translation>im Bunker (ein Pasch befreit)</translation>
    </message>
    <message>
        <source>in a bunker (a triple gets out)</source>
        <translation>im Bunker (ein Drilling befreit)</translation>
    </message>
    <message>
        <source>in the {water}</source>
        <translation>im {water}</translation>
    </message>
    <message>
        <source>in the grove</source>
        <translation>im Wäldchen</translation>
    </message>
    <message>
        <source>on a slope ({metres} on a throw)</source>
        <translation>am Hang ({metres} pro Wurf)</translation>
    </message>
    <message>
        <source>on a bank ({metres} on a throw)</source>
        <translation>an der Böschung ({metres} pro Wurf)</translation>
    </message>
    <message>
        <source>on the green</source>
        <translation>auf dem Grün</translation>
    </message>
    <message>
        <source>on the tee</source>
        <translation>auf dem Abschlag</translation>
    </message>
    <message>
        <source>on the fairway, zone {zone}</source>
        <translation>auf dem Fairway, Zone {zone}</translation>
    </message>
    <message>
        <source>The dice read {formula}.</source>
        <translation>Die Würfel ergeben {formula}.</translation>
    </message>
    <message>
        <source>On the green: a {combination} holes out (keep some dice, roll the others again); otherwise {formula} moves the ball.</source>
        <translation>Auf dem Grün: Mit {combination} wird eingelocht (einige Würfel behalten, die anderen neu werfen); sonst bewegt {formula} den Ball.</translation>
    </message>
    <message>
        <source>In the bunker: a double gets out by the four dice&apos;s total; two rolls to find it.</source>
        <translation>Im Bunker: Ein Pasch befreit um die Augensumme der vier Würfel; zwei Würfe, um ihn zu schaffen.</translation>
    </message>
    <message>
        <source>In the bunker: a triple gets out by the four dice&apos;s total (keep some dice, roll the others again).</source>
        <translation>Im Bunker: Ein Drilling befreit um die Augensumme der vier Würfel (einige Würfel behalten, die anderen neu werfen).</translation>
    </message>
    <message>
        <source>In the grove: a double gets out by the total under {limit} m; {limit} m or more goes back. Two rolls to find it.</source>
        <translation>Im Wäldchen: Ein Pasch befreit um die Augensumme unter {limit} m; ab {limit} m geht es zurück. Zwei Würfe, um ihn zu schaffen.</translation>
    </message>
    <message>
        <source>In the water: a {combination} costs one penalty, anything else two; the ball goes back to {mark} either way (keep some dice, roll the others again).</source>
        <translation>Im Wasser: {combination} kostet einen Strafschlag, alles andere zwei; der Ball geht in jedem Fall zurück auf {mark} (einige Würfel behalten, die anderen neu werfen).</translation>
    </message>
    <message>
        <source>{worked} = {value}</source>
        <translation>{worked} = {value}</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>eine Straße</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{bonus} {metres}</source>
        <translation>{bonus} {metres}</translation>
    </message>
    <message>
        <source>{terrain} {metres}</source>
        <translation>{terrain} {metres}</translation>
    </message>
    <message>
        <source>weather {metres}</source>
        <translation>Wetter {metres}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{parts}: {distance}</source>
        <translation>{parts}: {distance}</translation>
    </message>
    <message>
        <source>{combination} shown</source>
        <translation>{combination} gewürfelt</translation>
    </message>
    <message>
        <source>no {combination}</source>
        <translation>{combination} nicht gewürfelt</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>holed!</source>
        <translation>eingelocht!</translation>
    </message>
    <message>
        <source>over the zone limit at {limit}: one penalty, back to {at}</source>
        <translation>über die Zonengrenze bei {limit}: ein Strafschlag, zurück auf {at}</translation>
    </message>
    <message>
        <source>past the end of terrain at {end}: one penalty, back to {at}</source>
        <translation>über das Geländeende bei {end}: ein Strafschlag, zurück auf {at}</translation>
    </message>
    <message>
        <source>stuck {lie}</source>
        <translation>steckt fest {lie}</translation>
    </message>
    <message>
        <source>out of the grove backwards ({limit} m or more): back to {at}</source>
        <translation>rückwärts aus dem Wäldchen ({limit} m oder mehr): zurück auf {at}</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies), back to {at}</source>
        <translation>
            <numerusform>%n Strafschlag, zurück auf {at}</numerusform>
            <numerusform>%n Strafschläge, zurück auf {at}</numerusform>
        </translation>
    </message>
    <message>
        <source>to {at}, {lie}</source>
        <translation>auf {at}, {lie}</translation>
    </message>
    <message numerus="yes">
        <source>%n air shot(s): one penalty each</source>
        <translation>
            <numerusform>%n Luftschlag: je ein Strafschlag</numerusform>
            <numerusform>%n Luftschläge: je ein Strafschlag</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} played</source>
        <translation>{card} gespielt</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies) cancelled</source>
        <translation>
            <numerusform>%n Strafschlag aufgehoben</numerusform>
            <numerusform>%n Strafschläge aufgehoben</numerusform>
        </translation>
    </message>
    <message>
        <source>sign changed: {before} → {after}, one penalty</source>
        <translation>Rechenzeichen geändert: {before} → {after}, ein Strafschlag</translation>
    </message>
    <message>
        <source>fair play: no penalty, the dice read as a green throw</source>
        <translation>Fair Play: kein Strafschlag, die Würfel zählen als Wurf auf dem Grün</translation>
    </message>
    <message>
        <source>{landing} ({extras})</source>
        <translation>{landing} ({extras})</translation>
    </message>
    <message>
        <source>{worked} → {landing}</source>
        <translation>{worked} → {landing}</translation>
    </message>
    <message>
        <source>holed</source>
        <translation>eingelocht</translation>
    </message>
    <message>
        <source>{where} +{penalties}</source>
        <translation>{where} +{penalties}</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>{percent}% {result}</source>
        <translation>{percent} % {result}</translation>
    </message>
    <message>
        <source>Accept the throw</source>
        <translation>Wurf annehmen</translation>
    </message>
    <message>
        <source>Play {card} and stay</source>
        <translation>{card} spielen und liegen bleiben</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <source>Change sign {number}: {formula}</source>
        <translation>Rechenzeichen {number} ändern: {formula}</translation>
    </message>
    <message>
        <source>Fair play</source>
        <translation>Fair Play</translation>
    </message>
    <message>
        <source>Lay {card} on {player}</source>
        <translation>{card} auf {player} legen</translation>
    </message>
    <message>
        <source>Pass: lay no card</source>
        <translation>Passen: keine Karte legen</translation>
    </message>
    <message>
        <source>Roll the operations die for this sign (×, + or −) and read the same dice again; it costs one penalty and the result stands.</source>
        <translation>Den Rechenzeichenwürfel für dieses Zeichen werfen (×, + oder −) und dieselben Würfel neu auswerten; kostet einen Strafschlag, und das Ergebnis gilt.</translation>
    </message>
    <message>
        <source>Once a game, for a throw a zone limit stopped: no penalty, and the dice are read as a green throw (holed with the green&apos;s combination, else the ball stays).</source>
        <translation>Einmal pro Spiel, für einen von einer Zonengrenze gestoppten Wurf: kein Strafschlag, und die Würfel zählen als Wurf auf dem Grün (mit der Kombination des Grüns eingelocht, sonst bleibt der Ball liegen).</translation>
    </message>
    <message>
        <source>Take the throw as it fell.</source>
        <translation>Den Wurf nehmen, wie er gefallen ist.</translation>
    </message>
    <message>
        <source>Keep every die</source>
        <translation>Alle Würfel behalten</translation>
    </message>
    <message>
        <source>Roll all the dice again</source>
        <translation>Alle Würfel neu werfen</translation>
    </message>
    <message numerus="yes">
        <source>Keep %n, roll the others</source>
        <translation>
            <numerusform>%n behalten, Rest neu werfen</numerusform>
            <numerusform>%n behalten, Rest neu werfen</numerusform>
        </translation>
    </message>
    <message>
        <source>A card is dealt to you.</source>
        <translation>Sie erhalten eine Karte.</translation>
    </message>
    <message>
        <source>A card is dealt to {player}.</source>
        <translation>{player} erhält eine Karte.</translation>
    </message>
    <message>
        <source>You lay no card against {thrower}.</source>
        <translation>Sie legen keine Karte gegen {thrower}.</translation>
    </message>
    <message>
        <source>{player} lays no card against you.</source>
        <translation>{player} legt keine Karte gegen Sie.</translation>
    </message>
    <message>
        <source>{player} lays no card against {thrower}.</source>
        <translation>{player} legt keine Karte gegen {thrower}.</translation>
    </message>
    <message>
        <source>one penalty for you</source>
        <translation>ein Strafschlag für Sie</translation>
    </message>
    <message>
        <source>one penalty for {thrower}</source>
        <translation>ein Strafschlag für {thrower}</translation>
    </message>
    <message>
        <source>the weather vane spins</source>
        <translation>die Wetterfahne dreht sich</translation>
    </message>
    <message>
        <source>You lay {card} against {thrower}: {what}.</source>
        <translation>Sie legen {card} gegen {thrower}: {what}.</translation>
    </message>
    <message>
        <source>{player} lays {card} against you: {what}.</source>
        <translation>{player} legt {card} gegen Sie: {what}.</translation>
    </message>
    <message>
        <source>{player} lays {card} against {thrower}: {what}.</source>
        <translation>{player} legt {card} gegen {thrower}: {what}.</translation>
    </message>
    <message>
        <source>The vane shows {sector}.</source>
        <translation>Die Wetterfahne zeigt {sector}.</translation>
    </message>
    <message>
        <source>You roll {dice}: no double, a second roll.</source>
        <translation>Sie werfen {dice}: kein Pasch, ein zweiter Wurf.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}: no double, a second roll.</source>
        <translation>{player} wirft {dice}: kein Pasch, ein zweiter Wurf.</translation>
    </message>
    <message>
        <source>You roll {dice}: keep some dice, roll the others again.</source>
        <translation>Sie werfen {dice}: Behalten Sie einige Würfel, werfen Sie die anderen neu.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}: keep some dice, roll the others again.</source>
        <translation>{player} wirft {dice}: einige Würfel behalten, die anderen neu werfen.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}.</source>
        <translation>{player} wirft {dice}.</translation>
    </message>
    <message>
        <source>You roll {dice}.</source>
        <translation>Sie werfen {dice}.</translation>
    </message>
    <message>
        <source>{die} shows {face}.</source>
        <translation>{die} zeigt {face}.</translation>
    </message>
    <message>
        <source>You roll {dice}: {result} — to decide.</source>
        <translation>Sie werfen {dice}: {result} — zu entscheiden.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}: {result} — to decide.</source>
        <translation>{player} wirft {dice}: {result} — zu entscheiden.</translation>
    </message>
    <message>
        <source>{player}: {kept}.</source>
        <translation>{player}: {kept}.</translation>
    </message>
    <message>
        <source>{player}: {choice}.</source>
        <translation>{player}: {choice}.</translation>
    </message>
    <message>
        <source>The operations die shows {sign}.</source>
        <translation>Der Rechenzeichenwürfel zeigt {sign}.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Sie ziehen eine Karte.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} zieht eine Karte.</translation>
    </message>
    <message>
        <source>{said} {end}</source>
        <translation>{said} {end}</translation>
    </message>
    <message>
        <source>keeps every die</source>
        <translation>behält alle Würfel</translation>
    </message>
    <message>
        <source>You keep every die</source>
        <translation>Sie behalten alle Würfel</translation>
    </message>
    <message>
        <source>You roll every die again</source>
        <translation>Sie werfen alle Würfel neu</translation>
    </message>
    <message>
        <source>rolls every die again</source>
        <translation>wirft alle Würfel neu</translation>
    </message>
    <message>
        <source>You keep {dice}, roll the others again</source>
        <translation>Sie behalten {dice}, werfen die anderen neu</translation>
    </message>
    <message>
        <source>keeps {dice}, rolls the others again</source>
        <translation>behält {dice}, wirft die anderen neu</translation>
    </message>
    <message>
        <source>{player}, throw {throw} from {start}: {outcome}</source>
        <translation>{player}, Wurf {throw} von {start}: {outcome}</translation>
    </message>
    <message numerus="yes">
        <source>Holed in %n stroke(s).</source>
        <translation>
            <numerusform>Eingelocht mit %n Schlag.</numerusform>
            <numerusform>Eingelocht mit %n Schlägen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ten throws: you pick up with %n stroke(s).</source>
        <translation>
            <numerusform>Zehn Würfe: Sie nehmen den Ball mit %n Schlag auf.</numerusform>
            <numerusform>Zehn Würfe: Sie nehmen den Ball mit %n Schlägen auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ten throws: {player} picks up with %n stroke(s).</source>
        <translation>
            <numerusform>Zehn Würfe: {player} nimmt den Ball mit %n Schlag auf.</numerusform>
            <numerusform>Zehn Würfe: {player} nimmt den Ball mit %n Schlägen auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hole {hole} is over: {scores}.</source>
        <translation>Loch {hole} ist beendet: {scores}.</translation>
    </message>
    <message>
        <source>Cards still held cost a stroke each: {held}.</source>
        <translation>Noch gehaltene Karten kosten je einen Schlag: {held}.</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>op</source>
        <translation>op</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>halten</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gehalten</translation>
    </message>
</context>
<context>
    <name>DistributionChart</name>
    <message>
        <source>invalid formula</source>
        <translation>ungültige Formel</translation>
    </message>
</context>
<context>
    <name>EditNightDialog</name>
    <message>
        <source>Edit night</source>
        <translation>Abend bearbeiten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing?</source>
        <translation>Änderungen an {name} vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>EditorAnalysis</name>
    <message>
        <source>Expected {expected} strokes from the tee (par {par}): {to_green} to reach the green, then the putts. Suggested par {suggested}: the strokes to the green, rounded, and two putts.</source>
        <translation>Erwartet {expected} Schläge vom Abschlag (Par {par}): {to_green} bis zum Grün, dann die Putts. Vorgeschlagenes Par {suggested}: die Schläge bis zum Grün, gerundet, und zwei Putts.</translation>
    </message>
    <message>
        <source>The analysis starts once the hole has its two tee markers and its flag.</source>
        <translation>Die Analyse beginnt, sobald das Loch seine zwei Abschlagmarkierungen und seine Fahne hat.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse läuft…</translation>
    </message>
    <message>
        <source>{card} · {expected} strokes</source>
        <translation>{card} · {expected} Schläge</translation>
    </message>
</context>
<context>
    <name>EditorDialogs</name>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Throw away the unsaved changes to {name} and reload it from its file?
Edit &gt; Undo brings them back.</source>
        <translation>Die ungespeicherten Änderungen an {name} verwerfen und aus der Datei neu laden?
Bearbeiten &gt; Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>GolfStudio did not close properly last time. These had unsaved changes:

{listing}

Open them again with their changes?</source>
        <translation>GolfStudio wurde letztes Mal nicht ordnungsgemäß beendet. Diese hatten ungespeicherte Änderungen:

{listing}

Mit ihren Änderungen wieder öffnen?</translation>
    </message>
</context>
<context>
    <name>EditorDocument</name>
    <message>
        <source>Revert to saved</source>
        <translation>Auf gespeicherte Version zurücksetzen</translation>
    </message>
</context>
<context>
    <name>EditorToolBar</name>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>{tool} ({key})</source>
        <translation>{tool} ({key})</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>Hazard</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>Drag along the strip over the hazard&apos;s metres, or click for the kind&apos;s usual width</source>
        <translation>Ziehen Sie entlang des Streifens über die Meter des Hindernisses, oder klicken Sie für die übliche Breite seiner Art</translation>
    </message>
    <message>
        <source>Proximity zone</source>
        <translation>Annäherungszone</translation>
    </message>
    <message>
        <source>Click just before a zone limit to put a proximity zone before it; from there a throw may cross the limit</source>
        <translation>Klicken Sie kurz vor eine Zonengrenze, um davor eine Annäherungszone zu setzen; von dort darf ein Wurf die Grenze überqueren</translation>
    </message>
    <message>
        <source>Select and drag</source>
        <translation>Auswählen und ziehen</translation>
    </message>
    <message>
        <source>Click a zone, hazard or proximity zone to select it; drag the red limits, the green&apos;s edge, the flag, the end of terrain or a band&apos;s ends</source>
        <translation>Klicken Sie eine Zone, ein Hindernis oder eine Annäherungszone an, um sie auszuwählen; ziehen Sie die roten Grenzen, den Rand des Grüns, die Fahne, das Geländeende oder die Enden eines Bereichs</translation>
    </message>
    <message>
        <source>Split a zone</source>
        <translation>Zone teilen</translation>
    </message>
    <message>
        <source>Click the fairway to put a zone limit there; Alt-click a limit to take it away</source>
        <translation>Klicken Sie auf das Fairway, um dort eine Zonengrenze zu setzen; Alt-Klick auf eine Grenze entfernt sie</translation>
    </message>
    <message>
        <source>Calibrate the tracing</source>
        <translation>Vorlage kalibrieren</translation>
    </message>
    <message>
        <source>Click two points of the scanned board a known distance apart, then type the yards between them</source>
        <translation>Klicken Sie zwei Punkte des gescannten Spielbretts mit bekanntem Abstand an und geben Sie dann die Yards dazwischen ein</translation>
    </message>
    <message>
        <source>Tee markers</source>
        <translation>Abschlagmarkierungen</translation>
    </message>
    <message>
        <source>Click to place the two tee markers; a third click moves the nearer one</source>
        <translation>Klicken Sie, um die zwei Abschlagmarkierungen zu setzen; ein dritter Klick verschiebt die nähere</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Fahne</translation>
    </message>
    <message>
        <source>Click on the green to put the flag there</source>
        <translation>Klicken Sie auf das Grün, um die Fahne dorthin zu setzen</translation>
    </message>
    <message>
        <source>150-yard markers</source>
        <translation>150-Yard-Markierungen</translation>
    </message>
    <message>
        <source>Click beside the fairway to place a 150-yard marker</source>
        <translation>Klicken Sie neben das Fairway, um eine 150-Yard-Markierung zu setzen</translation>
    </message>
    <message>
        <source>Draw a polygon</source>
        <translation>Polygon zeichnen</translation>
    </message>
    <message>
        <source>Click the vertices; click the first one again or press Enter to close; Backspace takes a point back</source>
        <translation>Klicken Sie die Eckpunkte an; zum Schließen erneut den ersten anklicken oder Enter drücken; Rücktaste nimmt einen Punkt zurück</translation>
    </message>
    <message>
        <source>Distance ruler</source>
        <translation>Entfernungsmesser</translation>
    </message>
    <message>
        <source>Press and drag to measure the yards between two points</source>
        <translation>Drücken und ziehen, um die Yards zwischen zwei Punkten zu messen</translation>
    </message>
    <message>
        <source>Select and move</source>
        <translation>Auswählen und verschieben</translation>
    </message>
    <message>
        <source>Click a region to select it; drag a region, a vertex or a marker to move it; Delete removes the selection</source>
        <translation>Klicken Sie eine Fläche an, um sie auszuwählen; ziehen Sie eine Fläche, einen Eckpunkt oder eine Markierung, um sie zu verschieben; Entf entfernt die Auswahl</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Drag a box to draw a rectangle of the terrain chosen</source>
        <translation>Ziehen Sie einen Rahmen auf, um ein Rechteck des gewählten Geländes zu zeichnen</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <source>Drag a box to draw an ellipse in it: greens and bunkers</source>
        <translation>Ziehen Sie einen Rahmen auf, um eine Ellipse darin zu zeichnen: Grüns und Bunker</translation>
    </message>
    <message>
        <source>Edit vertices</source>
        <translation>Eckpunkte bearbeiten</translation>
    </message>
    <message>
        <source>Drag a vertex to move it; click an edge to add one; Alt-click a vertex (or select it and press Delete) to remove it</source>
        <translation>Ziehen Sie einen Eckpunkt, um ihn zu verschieben; klicken Sie auf eine Kante, um einen hinzuzufügen; Alt-Klick auf einen Eckpunkt (oder auswählen und Entf drücken) entfernt ihn</translation>
    </message>
    <message>
        <source>Freehand lasso</source>
        <translation>Freihand-Lasso</translation>
    </message>
    <message>
        <source>Drag round an area to draw a smooth region of the terrain chosen; Escape drops the path</source>
        <translation>Ziehen Sie um eine Fläche herum, um einen geglätteten Bereich des gewählten Geländes zu zeichnen; Escape verwirft den Pfad</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <source>Hold and drag to pan the view</source>
        <translation>Halten und ziehen, um die Ansicht zu verschieben</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>Drawn by GolfStudio</source>
        <translation>Gezeichnet mit GolfStudio</translation>
    </message>
    <message>
        <source>Save course as</source>
        <translation>Platz speichern unter</translation>
    </message>
    <message>
        <source>Cannot open course file</source>
        <translation>Platzdatei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>Auf &amp;gespeicherte Version zurücksetzen</translation>
    </message>
    <message>
        <source>Reload from the file</source>
        <translation>Aus der Datei neu laden</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Save a picture</source>
        <translation>Ein Bild speichern</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Als S&amp;VG exportieren…</translation>
    </message>
    <message>
        <source>Save a drawing that prints at any size</source>
        <translation>Eine Zeichnung speichern, die sich in jeder Größe drucken lässt</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>Zoom so the whole of it fits</source>
        <translation>So zoomen, dass alles hineinpasst</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Cannot open the bundled course</source>
        <translation>Der mitgelieferte Platz kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopie von {name}</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert unter {path}</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Zurücksetzen nicht möglich</translation>
    </message>
    <message>
        <source>Export as {kind}</source>
        <translation>Als {kind} exportieren</translation>
    </message>
    <message>
        <source>{kind} pictures (*{suffix});;All files (*)</source>
        <translation>{kind}-Bilder (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exportiert</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
</context>
<context>
    <name>EmptyPage</name>
    <message>
        <source>Courses</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Design a Mini Golf Carambole course: paint the felt, draw walls, place obstacles, then play it. Start from an empty board or from a copy of one of the bundled courses.</source>
        <translation>Entwerfen Sie einen Mini-Golf-Carambole-Platz: Filz malen, Mauern zeichnen, Hindernisse platzieren, dann spielen. Beginnen Sie mit einem leeren Brett oder einer Kopie eines mitgelieferten Platzes.</translation>
    </message>
    <message>
        <source>New course</source>
        <translation>Neuer Platz</translation>
    </message>
    <message>
        <source>Open a course file…</source>
        <translation>Platzdatei öffnen…</translation>
    </message>
    <message>
        <source>Start from a bundled course</source>
        <translation>Mit einem mitgelieferten Platz beginnen</translation>
    </message>
    <message>
        <source>Open a copy of {title}</source>
        <translation>Eine Kopie von {title} öffnen</translation>
    </message>
    <message>
        <source>Dice Golf courses</source>
        <translation>Dice-Golf-Plätze</translation>
    </message>
    <message>
        <source>Draw the holes of a Dice Golf course as tracks in metres: the zones and the formula that turns each throw of the dice into metres, the green, the hazards of the legend and the proximity zones — and see how far each zone&apos;s throws go.</source>
        <translation>Zeichnen Sie die Löcher eines Dice-Golf-Platzes als Bahnen in Metern: die Zonen und die Formel, die jeden Wurf in Meter umrechnet, das Grün, die Hindernisse der Legende und die Annäherungszonen — und sehen Sie, wie weit die Würfe jeder Zone reichen.</translation>
    </message>
    <message>
        <source>Copy the bundled course</source>
        <translation>Mitgelieferten Platz kopieren</translation>
    </message>
    <message>
        <source>Ultimate Golf courses</source>
        <translation>Ultimate-Golf-Plätze</translation>
    </message>
    <message>
        <source>Lay out the holes of an Ultimate Golf course in yards: trace them over a scanned board or draw them anew — fairways, greens, bunkers, water, trees — then place the tees, the flag and the 150-yard markers.</source>
        <translation>Legen Sie die Löcher eines Ultimate-Golf-Platzes in Yards an: Zeichnen Sie sie über einem gescannten Spielbrett nach oder neu — Fairways, Grüns, Bunker, Wasser, Bäume — und setzen Sie dann die Abschläge, die Fahne und die 150-Yard-Markierungen.</translation>
    </message>
</context>
<context>
    <name>EntriesPanel</name>
    <message>
        <source>not named</source>
        <translation>ohne Namen</translation>
    </message>
    <message>
        <source>unknown player ({name})</source>
        <translation>unbekannter Spieler ({name})</translation>
    </message>
    <message>
        <source>none, the swap is saved</source>
        <translation>keine, der Wechsel wird gespart</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation>Wechsel</translation>
    </message>
    <message>
        <source>New clubs</source>
        <translation>Neue Schläger</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cannot check:&lt;/b&gt; {reason}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Prüfung nicht möglich:&lt;/b&gt; {reason}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Faulty&lt;/b&gt;: the player holds no clubs yet, so they count as absent in this tournament; the swap is saved (rule 9.6).&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Fehlerhaft&lt;/b&gt;: Der Spieler hat noch keine Schläger und zählt daher in diesem Turnier als abwesend; der Wechsel wird gespart (Regel 9.6).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Faulty&lt;/b&gt;: it swaps no club and counts as saving the swap (rule 9.6).&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Fehlerhaft&lt;/b&gt;: Es wird kein Schläger gewechselt; der Zug zählt als Sparen des Wechsels (Regel 9.6).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Private message to the player:&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Private Nachricht an den Spieler:&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#1f5c39&apos;&gt;&lt;b&gt;Sound&lt;/b&gt;: swaps made {swaps}; clubs after it {clubs}, saved swaps {saved}.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#1f5c39&apos;&gt;&lt;b&gt;Gültig&lt;/b&gt;: vorgenommene Wechsel {swaps}; Schläger danach {clubs}, gesparte Wechsel {saved}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A fifth unused swap is lost (rule 9.5).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein fünfter ungenutzter Wechsel verfällt (Regel 9.5).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Entries received</source>
        <translation>Erhaltene Züge</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Zug löschen</translation>
    </message>
    <message>
        <source>Paste an entry below, press Ctrl+V on the list, or drop a .txt file onto it.</source>
        <translation>Fügen Sie unten einen Zug ein, drücken Sie Strg+V in der Liste oder ziehen Sie eine .txt-Datei darauf.</translation>
    </message>
    <message>
        <source>Entry to receive</source>
        <translation>Zu erfassender Zug</translation>
    </message>
    <message>
        <source>Game: Ballesteros
Player: Karl Napf
New clubs: 112 - 79 - 5 - 2</source>
        <translation>Partiename: Ballesteros
Spieler: Karl Napf
Neuer Schlägersatz: 112 - 79 - 5 - 2</translation>
    </message>
    <message>
        <source>Game: Ballesteros
Player: Karl Napf
2 swaps: 197 -&gt; 112, 13 -&gt; 79</source>
        <translation>Partiename: Ballesteros
Spieler: Karl Napf
2 Wechsel: 197 -&gt; 112, 13 -&gt; 79</translation>
    </message>
    <message>
        <source>Receive entry</source>
        <translation>Zug erfassen</translation>
    </message>
    <message>
        <source>Select an entry to see its text.</source>
        <translation>Wählen Sie einen Zug, um seinen Text zu sehen.</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Entry text</source>
        <translation>Text des Zugs</translation>
    </message>
    <message>
        <source>What the rules make of it</source>
        <translation>Was die Regeln daraus machen</translation>
    </message>
    <message>
        <source>Entries for tournament {n}</source>
        <translation>Züge für Turnier {n}</translation>
    </message>
    <message>
        <source>No tournament is open</source>
        <translation>Kein Turnier ist offen</translation>
    </message>
    <message>
        <source>unknown player</source>
        <translation>unbekannter Spieler</translation>
    </message>
    <message>
        <source>faulty</source>
        <translation>fehlerhaft</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
</context>
<context>
    <name>EntryGridView</name>
    <message>
        <source>Score entry</source>
        <translation>Ergebniseingabe</translation>
    </message>
    <message>
        <source>Type each score: the cursor moves on to the next empty cell once the number is complete. Enter keeps a number, Escape drops it, Delete clears the cell.</source>
        <translation>Jedes Ergebnis eintippen: Der Cursor geht zum nächsten leeren Feld, sobald die Zahl vollständig ist. Eingabe behält eine Zahl, Escape verwirft sie, Entf leert das Feld.</translation>
    </message>
    <message>
        <source>{value} for {name} on hole {hole} (par {par})? That is more than {most}: Enter keeps it, Escape cancels.</source>
        <translation>{value} für {name} an Loch {hole} (Par {par})? Das ist mehr als {most}: Eingabe behält es, Escape bricht ab.</translation>
    </message>
    <message>
        <source>{value} not kept: {name}&apos;s hole {hole} is still empty</source>
        <translation>{value} nicht übernommen: Loch {hole} von {name} bleibt leer</translation>
    </message>
    <message>
        <source>{value} not kept: {name}&apos;s hole {hole} stays {old}</source>
        <translation>{value} nicht übernommen: Loch {hole} von {name} bleibt bei {old}</translation>
    </message>
    <message>
        <source>a score cannot be negative: {rule}</source>
        <translation>ein Score kann nicht negativ sein: {rule}</translation>
    </message>
    <message>
        <source>the minus sign goes before the digits: {rule}</source>
        <translation>das Minuszeichen steht vor den Ziffern: {rule}</translation>
    </message>
</context>
<context>
    <name>EntryInbox</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>{size} bytes is far too long for an entry</source>
        <translation>{size} Bytes sind viel zu lang für einen Zug</translation>
    </message>
    <message>
        <source>Cannot read the entry</source>
        <translation>Der Zug kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
</context>
<context>
    <name>EntryModel</name>
    <message>
        <source>set for the night</source>
        <translation>für den Abend festgelegt</translation>
    </message>
    <message>
        <source>from index {index}</source>
        <translation>aus Index {index}</translation>
    </message>
    <message>
        <source>from index — none</source>
        <translation>aus Index — keiner</translation>
    </message>
    <message>
        <source>{name}: course handicap {handicap} ({origin})</source>
        <translation>{name}: Platzvorgabe {handicap} ({origin})</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Every event of the round, newest at the bottom; select lines and press Ctrl+C to copy them</source>
        <translation>Jedes Ereignis der Runde, das neueste unten; Zeilen markieren und mit Strg+C kopieren</translation>
    </message>
    <message>
        <source>Log of the round</source>
        <translation>Protokoll der Runde</translation>
    </message>
    <message>
        <source>penalty +{strokes}</source>
        <translation>Strafe +{strokes}</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>Ball aufgenommen</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>there is nothing to draw yet</source>
        <translation>es gibt noch nichts zu zeichnen</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>{path} kann nicht geschrieben werden: {why}</translation>
    </message>
    <message>
        <source>cannot encode the picture as PNG: {why}</source>
        <translation>das Bild kann nicht als PNG kodiert werden: {why}</translation>
    </message>
</context>
<context>
    <name>FormulaField</name>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>a formula, like (B1 + B2) * (R1 + R2)</source>
        <translation>eine Formel, etwa (B1 + B2) * (R1 + R2)</translation>
    </message>
    <message>
        <source>The dice: B1 B2 blue, R1 R2 red, B and R their sums, W the fifth die (7 to 12); whole numbers; + - * and brackets. Enter keeps it.</source>
        <translation>Die Würfel: B1 B2 blau, R1 R2 rot, B und R ihre Summen, W der fünfte Würfel (7 bis 12); ganze Zahlen; + - * und Klammern. Enter übernimmt.</translation>
    </message>
</context>
<context>
    <name>GameNightArea</name>
    <message>
        <source>New night…</source>
        <translation>Neuer Abend…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Scorekarte</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score a round file</source>
        <translation>Rundendatei</translation>
    </message>
    <message>
        <source>Game night</source>
        <translation>Spieleabend</translation>
    </message>
    <message>
        <source>Set up a night at the table, score it hole by hole, look back over past nights</source>
        <translation>Einen Abend am Tisch einrichten, Loch für Loch erfassen, auf vergangene Abende zurückblicken</translation>
    </message>
    <message>
        <source>Score a night</source>
        <translation>Abend erfassen</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Course, players, handicaps and formats</source>
        <translation>Platz, Spieler, Handicaps und Spielformen</translation>
    </message>
    <message>
        <source>Nights played, season standings, CSV, PDF</source>
        <translation>Gespielte Abende, Saisonwertung, CSV, PDF</translation>
    </message>
    <message>
        <source>The results of a round file (.json)</source>
        <translation>Die Ergebnisse einer Rundendatei (.json)</translation>
    </message>
    <message>
        <source>Import Night…</source>
        <translation>Abend importieren…</translation>
    </message>
    <message>
        <source>Add a night from a night file: its course, players, formats, stakes and scores</source>
        <translation>Einen Abend aus einer Abenddatei hinzufügen: Platz, Spieler, Formate, Einsätze und Ergebnisse</translation>
    </message>
    <message>
        <source>Export Night…</source>
        <translation>Abend exportieren…</translation>
    </message>
    <message>
        <source>Save the open night as a night file, to import it into another database</source>
        <translation>Den geöffneten Abend als Abenddatei speichern, um ihn in eine andere Datenbank zu importieren</translation>
    </message>
    <message>
        <source>Cannot export the night</source>
        <translation>Der Abend kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Cannot import the night</source>
        <translation>Der Abend kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Scorecard · {date}</source>
        <translation>Scorekarte · {date}</translation>
    </message>
    <message>
        <source>Player · {name}</source>
        <translation>Spieler · {name}</translation>
    </message>
    <message>
        <source>Cannot open round file</source>
        <translation>Rundendatei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
</context>
<context>
    <name>GameNightPage</name>
    <message>
        <source>Entry: along the row</source>
        <translation>Eingabe: je Zeile</translation>
    </message>
    <message>
        <source>Entry: by hole</source>
        <translation>Eingabe: je Loch</translation>
    </message>
    <message>
        <source>Along a player&apos;s row: the cursor moves to that player&apos;s next empty hole.</source>
        <translation>Entlang der Zeile eines Spielers: der Cursor geht zum nächsten leeren Loch dieses Spielers.</translation>
    </message>
    <message>
        <source>Down the hole: the cursor moves to the next player&apos;s empty cell, then the next hole.</source>
        <translation>Loch für Loch: der Cursor geht zum leeren Feld des nächsten Spielers, dann zum nächsten Loch.</translation>
    </message>
    <message>
        <source>{order} “1” waits for a second digit, Enter or a pause; a score over par + 10 asks first (Enter keeps it). Backspace clears, Ctrl+Z undoes. {net}.</source>
        <translation>{order} „1“ wartet auf eine zweite Ziffer, Eingabe oder eine Pause; ein Ergebnis über Par + 10 fragt nach (Eingabe behält es). Rücktaste löscht, Strg+Z macht rückgängig. {net}.</translation>
    </message>
    <message>
        <source>Edit night…</source>
        <translation>Abend bearbeiten…</translation>
    </message>
    <message>
        <source>Date, place, players, handicaps, formats, teams</source>
        <translation>Datum, Ort, Spieler, Handicaps, Formate, Teams</translation>
    </message>
    <message>
        <source>Add round</source>
        <translation>Runde hinzufügen</translation>
    </message>
    <message>
        <source>The night&apos;s next round (a tournament)</source>
        <translation>Die nächste Runde des Abends (ein Turnier)</translation>
    </message>
    <message>
        <source>Delete night…</source>
        <translation>Abend löschen…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message numerus="yes">
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n Loch</numerusform>
            <numerusform>%n Löcher</numerusform>
        </translation>
    </message>
    <message>
        <source>par {par}</source>
        <translation>Par {par}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>teams {teams}</source>
        <translation>Teams {teams}</translation>
    </message>
    <message>
        <source> v </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> &amp; </translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Typing walks along one player&apos;s holes instead of down the players of a hole (Ctrl+R)</source>
        <translation>Die Eingabe folgt den Löchern eines Spielers statt den Spielern eines Lochs (Strg+R)</translation>
    </message>
    <message>
        <source>Night saved</source>
        <translation>Abend gespeichert</translation>
    </message>
    <message>
        <source>Not added: {reason}</source>
        <translation>Nicht hinzugefügt: {reason}</translation>
    </message>
    <message>
        <source>Round {number} added</source>
        <translation>Runde {number} hinzugefügt</translation>
    </message>
    <message>
        <source>Delete night</source>
        <translation>Abend löschen</translation>
    </message>
    <message>
        <source>Delete the night of {night}, with every round and score of it? This cannot be undone.</source>
        <translation>Den Abend {night} mit allen Runden und Scores löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Not deleted: {reason}</source>
        <translation>Nicht gelöscht: {reason}</translation>
    </message>
    <message>
        <source>for {name} on hole {hole}</source>
        <translation>für {name} an Loch {hole}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>{name} {strokes} on hole {hole}</source>
        <translation>{name} {strokes} an Loch {hole}</translation>
    </message>
    <message>
        <source>clear {name} on hole {hole}</source>
        <translation>Score von {name} an Loch {hole} löschen</translation>
    </message>
    <message>
        <source>{side} presses from hole {hole}</source>
        <translation>{side} macht Press ab Loch {hole}</translation>
    </message>
    <message>
        <source>wolf&apos;s choice on hole {hole}</source>
        <translation>Wahl des Wolfs an Loch {hole}</translation>
    </message>
    <message>
        <source>{award} on hole {hole}</source>
        <translation>{award} an Loch {hole}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>{file} konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>This night is no longer in the database: someone else deleted it. Nothing more can be entered.</source>
        <translation>Dieser Abend ist nicht mehr in der Datenbank: Jemand anderes hat ihn gelöscht. Es kann nichts mehr eingegeben werden.</translation>
    </message>
    <message>
        <source>Not read: {reason}</source>
        <translation>Nicht gelesen: {reason}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>The open tournament&apos;s deadline; entries count until then</source>
        <translation>Zugabgabetermin des offenen Turniers; bis dahin zählen die Züge</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>Zugabgabetermin</translation>
    </message>
    <message>
        <source>let {name} leave</source>
        <translation>{name} austreten lassen</translation>
    </message>
    <message>
        <source>let {name} rejoin</source>
        <translation>{name} wieder eintreten lassen</translation>
    </message>
    <message>
        <source>remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Optimiser</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>T{n}: {total} strokes, {points} points</source>
        <translation>T{n}: {total} Schläge, {points} Punkte</translation>
    </message>
    <message>
        <source>Tournament {n} · {day}</source>
        <translation>Turnier {n} · {day}</translation>
    </message>
    <message>
        <source>No tournament is open</source>
        <translation>Kein Turnier ist offen</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>There is no open tournament to evaluate</source>
        <translation>Es gibt kein offenes Turnier zum Auswerten</translation>
    </message>
    <message>
        <source>Tournament {n}</source>
        <translation>Turnier {n}</translation>
    </message>
    <message>
        <source>due — ready to evaluate</source>
        <translation>fällig — bereit zur Auswertung</translation>
    </message>
    <message>
        <source>Evaluate tournament {n}: final, it cannot be undone</source>
        <translation>Turnier {n} auswerten: endgültig, kann nicht rückgängig gemacht werden</translation>
    </message>
    <message>
        <source>1 day left</source>
        <translation>Noch 1 Tag</translation>
    </message>
    <message>
        <source>{n} days left</source>
        <translation>Noch {n} Tage</translation>
    </message>
    <message>
        <source>Evaluate tournament {n}…</source>
        <translation>Turnier {n} auswerten…</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Einsendeschluss</translation>
    </message>
    <message>
        <source>Report to show</source>
        <translation>Anzuzeigender Bericht</translation>
    </message>
    <message>
        <source>Evaluate now (closes the tournament early)…</source>
        <translation>Jetzt auswerten (schließt das Turnier vorzeitig)…</translation>
    </message>
    <message>
        <source>Tournament {n}&apos;s deadline is {day}; evaluating it now closes it early, and entries that arrive later will not count</source>
        <translation>Der Zugabgabetermin von Turnier {n} ist {day}; eine Auswertung jetzt schließt es vorzeitig, und später eintreffende Züge zählen nicht</translation>
    </message>
    <message>
        <source>Announcement of tournament {n}</source>
        <translation>Ausschreibung von Turnier {n}</translation>
    </message>
    <message>
        <source>Report of tournament {n}</source>
        <translation>Bericht zu Turnier {n}</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>Nicht ausgeführt</translation>
    </message>
    <message>
        <source>Evaluation running</source>
        <translation>Auswertung läuft</translation>
    </message>
    <message>
        <source>Tournament {n} is being evaluated; wait for it to finish.</source>
        <translation>Turnier {n} wird ausgewertet; warten Sie, bis dies abgeschlossen ist.</translation>
    </message>
    <message>
        <source>add player {name}</source>
        <translation>Spieler {name} hinzufügen</translation>
    </message>
    <message>
        <source>receive an entry</source>
        <translation>Zug empfangen</translation>
    </message>
    <message>
        <source>delete entry</source>
        <translation>Zug löschen</translation>
    </message>
    <message>
        <source>edit entry</source>
        <translation>Zug bearbeiten</translation>
    </message>
    <message>
        <source>move the deadline</source>
        <translation>Zugabgabetermin verschieben</translation>
    </message>
    <message>
        <source>Undo {action} (Ctrl+Z)</source>
        <translation>Rückgängig: {action} (Strg+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo {action} (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: {action} (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>The evaluation is already running.</source>
        <translation>Die Auswertung läuft bereits.</translation>
    </message>
    <message>
        <source>Close tournament {n} early?</source>
        <translation>Turnier {n} vorzeitig abschließen?</translation>
    </message>
    <message>
        <source>Tournament {n} of {game} closes now, before its deadline ({day}): entries that arrive later will not count for it.</source>
        <translation>Turnier {n} von {game} wird jetzt abgeschlossen, vor seinem Zugabgabetermin ({day}): Später eintreffende Züge zählen dafür nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Evaluate it with %n entries received?</source>
        <translation>
            <numerusform>Mit %n eingegangenen Zug auswerten?</numerusform>
            <numerusform>Mit %n eingegangenen Zügen auswerten?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Evaluate tournament {n} of {game} with %n entries received?</source>
        <translation>
            <numerusform>Turnier {n} von {game} mit %n eingegangenen Zug auswerten?</numerusform>
            <numerusform>Turnier {n} von {game} mit %n eingegangenen Zügen auswerten?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {total} entries are faulty: they swap no club and count as saving the swap (rule 9.6).</source>
        <translation>
            <numerusform>%n von {total} Zügen ist fehlerhaft: Er wechselt keinen Schläger und zählt als Sparen des Wechsels (Regel 9.6).</numerusform>
            <numerusform>%n von {total} Zügen sind fehlerhaft: Sie wechseln keinen Schläger und zählen als Sparen des Wechsels (Regel 9.6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them are first entries: those players hold no clubs yet and count as absent in this tournament.</source>
        <translation>
            <numerusform>%n davon ist ein erster Zug: Dieser Spieler hat noch keine Schläger und zählt in diesem Turnier als abwesend.</numerusform>
            <numerusform>%n davon sind erste Züge: Diese Spieler haben noch keine Schläger und zählen in diesem Turnier als abwesend.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them name no player of the game and change nobody.</source>
        <translation>
            <numerusform>%n davon nennt keinen Spieler der Partie und ändert für niemanden etwas.</numerusform>
            <numerusform>%n davon nennen keinen Spieler der Partie und ändern für niemanden etwas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No entry is faulty.</source>
        <translation>Kein Zug ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The evaluation is final: it cannot be undone, and the entries, players and deadline changes made so far can no longer be undone either.</source>
        <translation>Die Auswertung ist endgültig: Sie kann nicht rückgängig gemacht werden, und die bisherigen Änderungen an Zügen, Spielern und Zugabgabetermin können dann ebenfalls nicht mehr rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Evaluate now</source>
        <translation>Jetzt auswerten</translation>
    </message>
    <message>
        <source>Tournament {n} is closed early and evaluated; tournament {next} is announced, deadline {day}.</source>
        <translation>Turnier {n} ist vorzeitig abgeschlossen und ausgewertet; Turnier {next} ist ausgeschrieben, Zugabgabetermin {day}.</translation>
    </message>
    <message>
        <source>Cannot evaluate</source>
        <translation>Auswertung nicht möglich</translation>
    </message>
    <message>
        <source>Evaluate tournament {n}?</source>
        <translation>Turnier {n} auswerten?</translation>
    </message>
    <message>
        <source>Evaluating tournament {n}…</source>
        <translation>Turnier {n} wird ausgewertet…</translation>
    </message>
    <message>
        <source>Tournament {n} is evaluated; tournament {next} is announced, deadline {day}.</source>
        <translation>Turnier {n} ist ausgewertet; Turnier {next} ist ausgeschrieben, Zugabgabetermin {day}.</translation>
    </message>
</context>
<context>
    <name>GameScorecard</name>
    <message>
        <source>Hole {hole}</source>
        <translation>Loch {hole}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Golf</source>
        <translation>Golf</translation>
    </message>
    <message>
        <source>Ultimate Golf</source>
        <translation>Ultimate Golf</translation>
    </message>
    <message>
        <source>Mini Golf Carambole</source>
        <translation>Mini Golf Carambole</translation>
    </message>
    <message>
        <source>Dice Golf</source>
        <translation>Dice Golf</translation>
    </message>
    <message>
        <source>Play Nine</source>
        <translation>Play Nine</translation>
    </message>
    <message>
        <source>PBM Golf</source>
        <translation>PBM Golf</translation>
    </message>
</context>
<context>
    <name>GreenCard</name>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Where the green starts</source>
        <translation>Wo das Grün beginnt</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Beginnt bei</translation>
    </message>
    <message>
        <source>Holes out with:</source>
        <translation>Locht ein mit:</translation>
    </message>
    <message>
        <source>The dice that hole out from the green</source>
        <translation>Die Würfel, mit denen vom Grün eingelocht wird</translation>
    </message>
    <message>
        <source>Green · {start}–{end} m</source>
        <translation>Grün · {start}–{end} m</translation>
    </message>
    <message>
        <source>Mean {mean} m (no bonus on the green). From its front edge, {chance} of throws pass the end of terrain ({away} m away); the hole is {hole} m away.</source>
        <translation>Mittel {mean} m (kein Bonus auf dem Grün). Von seiner Vorderkante gehen {chance} der Würfe über das Geländeende hinaus ({away} m entfernt); das Loch ist {hole} m entfernt.</translation>
    </message>
    <message>
        <source>Change the green&apos;s formula</source>
        <translation>Formel des Grüns ändern</translation>
    </message>
    <message>
        <source>Move the green&apos;s edge</source>
        <translation>Rand des Grüns verschieben</translation>
    </message>
    <message>
        <source>Change the green&apos;s combination</source>
        <translation>Kombination des Grüns ändern</translation>
    </message>
</context>
<context>
    <name>HandicapTable</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Course hcp</source>
        <translation>Platzvorgabe</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Manuell</translation>
    </message>
    <message>
        <source>Playing (per net format)</source>
        <translation>Spielvorgabe</translation>
    </message>
    <message>
        <source>This night&apos;s course handicap; — keeps the computed one</source>
        <translation>Platzvorgabe für diesen Abend; — behält die berechnete</translation>
    </message>
</context>
<context>
    <name>HazardForm</name>
    <message>
        <source>Hazard starts at</source>
        <translation>Hindernis beginnt bei</translation>
    </message>
    <message>
        <source>Hazard ends at</source>
        <translation>Hindernis endet bei</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>The double that costs one penalty instead of two</source>
        <translation>Der Pasch, der eine Strafe statt zwei kostet</translation>
    </message>
    <message>
        <source>The mark the ball goes back to from the water</source>
        <translation>Die Marke, zu der der Ball aus dem Wasser zurückkehrt</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Metres:</source>
        <translation>Meter:</translation>
    </message>
    <message>
        <source>Double:</source>
        <translation>Pasch:</translation>
    </message>
    <message>
        <source>Back to:</source>
        <translation>Zurück zu:</translation>
    </message>
    <message>
        <source>Adds:</source>
        <translation>Addiert:</translation>
    </message>
    <message>
        <source>Takes off:</source>
        <translation>Zieht ab:</translation>
    </message>
    <message>
        <source>Change a hazard</source>
        <translation>Hindernis ändern</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Expected strokes (best play)</source>
        <translation>Erwartete Schläge (bestes Spiel)</translation>
    </message>
</context>
<context>
    <name>HelpEntries</name>
    <message>
        <source>Please send golfstudio.log (and native-crash.log, if it is there) with a few words on what you were doing, what you expected and what happened instead. A course or round file that shows the problem helps too. The log holds no passwords.</source>
        <translation>Bitte senden Sie golfstudio.log (und native-crash.log, falls vorhanden) mit ein paar Worten dazu, was Sie gerade getan haben, was Sie erwartet haben und was stattdessen passiert ist. Eine Platz- oder Rundendatei, die das Problem zeigt, hilft ebenfalls. Das Protokoll enthält keine Passwörter.</translation>
    </message>
    <message>
        <source>The log folder is open:
{folder}</source>
        <translation>Der Protokollordner ist geöffnet:
{folder}</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Spielregeln: {game}</translation>
    </message>
    <message>
        <source>Read the rules as the studio plays them</source>
        <translation>Die Regeln lesen, wie das Studio sie anwendet</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Tour…</source>
        <translation>&amp;Rundgang…</translation>
    </message>
    <message>
        <source>Three ways to start: a course, a game, a night</source>
        <translation>Drei Wege zum Start: ein Platz, ein Spiel, ein Abend</translation>
    </message>
    <message>
        <source>&amp;Report a Problem…</source>
        <translation>&amp;Problem melden…</translation>
    </message>
    <message>
        <source>Open the log folder and say what to send</source>
        <translation>Den Protokollordner öffnen und sagen, was zu senden ist</translation>
    </message>
    <message>
        <source>Report a Problem</source>
        <translation>Problem melden</translation>
    </message>
</context>
<context>
    <name>HintBoard</name>
    <message>
        <source>&lt;b&gt;Strong would:&lt;/b&gt; {move} — expected {score} at the end of the hole.</source>
        <translation>&lt;b&gt;Strong würde:&lt;/b&gt; {move} — erwartet {score} am Ende des Lochs.</translation>
    </message>
    <message>
        <source>Expected final score of each option (lower is better):</source>
        <translation>Erwarteter Endscore jeder Option (niedriger ist besser):</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weitere.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Winner (stroke)</source>
        <translation>Sieger (Zählspiel)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Include AI players</source>
        <translation>KI-Spieler einbeziehen</translation>
    </message>
    <message>
        <source>Count the AIs of rounds played in the studio in the standings</source>
        <translation>Die KIs der im Studio gespielten Runden in der Wertung mitzählen</translation>
    </message>
    <message>
        <source>Export night as CSV…</source>
        <translation>Abend als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export all as CSV…</source>
        <translation>Alles als CSV exportieren…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Save night as PDF…</source>
        <translation>Abend als PDF speichern…</translation>
    </message>
    <message>
        <source>Print night…</source>
        <translation>Abend drucken…</translation>
    </message>
    <message>
        <source>Edit night…</source>
        <translation>Abend bearbeiten…</translation>
    </message>
    <message>
        <source>Delete night…</source>
        <translation>Abend löschen…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Spieler…</translation>
    </message>
    <message>
        <source>Rename players, merge two entries of one person</source>
        <translation>Spieler umbenennen, zwei Einträge einer Person zusammenführen</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>a rank in a table</comment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>Alle Saisons</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Saison {year}</translation>
    </message>
    <message>
        <source>{season} standings · {nights}, {rounds} (gross, average per round, each game on its own)</source>
        <translation>Wertung ({season}) · {nights}, {rounds} (brutto, Durchschnitt pro Runde, jedes Spiel für sich)</translation>
    </message>
    <message numerus="yes">
        <source>%n night(s)</source>
        <translation>
            <numerusform>%n Abend</numerusform>
            <numerusform>%n Abende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n complete round(s)</source>
        <translation>
            <numerusform>%n vollständige Runde</numerusform>
            <numerusform>%n vollständige Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} · {rounds}</source>
        <translation>{game} · {rounds}</translation>
    </message>
    <message>
        <source>Select a night first.</source>
        <translation>Wählen Sie zuerst einen Abend aus.</translation>
    </message>
    <message>
        <source>Delete night</source>
        <translation>Abend löschen</translation>
    </message>
    <message>
        <source>Delete the night of {night}, with every round and score of it? This cannot be undone.</source>
        <translation>Den Abend „{night}“ mit allen Runden und Scores löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Not deleted: {reason}</source>
        <translation>Nicht gelöscht: {reason}</translation>
    </message>
    <message>
        <source>Night deleted</source>
        <translation>Abend gelöscht</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>{file} konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
</context>
<context>
    <name>HoleCanvas</name>
    <message>
        <source>Dice {sum}</source>
        <translation>Augensumme {sum}</translation>
    </message>
</context>
<context>
    <name>HoleDrawing</name>
    <message>
        <source>{region} ({terrain})</source>
        <translation>{region} ({terrain})</translation>
    </message>
</context>
<context>
    <name>HoleEditor</name>
    <message>
        <source>Calibrate the tracing</source>
        <translation>Vorlage kalibrieren</translation>
    </message>
    <message>
        <source>Yards between the two points:</source>
        <translation>Yards zwischen den beiden Punkten:</translation>
    </message>
    <message>
        <source>Fit the hole</source>
        <translation>Loch einpassen</translation>
    </message>
    <message>
        <source>hole {hole} · {x}, {y} yd · {terrain}</source>
        <translation>Loch {hole} · {x}, {y} yd · {terrain}</translation>
    </message>
</context>
<context>
    <name>HoleEventsBar</name>
    <message>
        <source>&amp;Press</source>
        <translation>&amp;Press</translation>
    </message>
    <message>
        <source>B&amp;ingo (first on)</source>
        <translation>B&amp;ingo (zuerst auf dem Grün)</translation>
    </message>
    <message>
        <source>B&amp;ango (closest)</source>
        <translation>B&amp;ango (am nächsten)</translation>
    </message>
    <message>
        <source>B&amp;ongo (first in)</source>
        <translation>B&amp;ongo (zuerst im Loch)</translation>
    </message>
    <message>
        <source>0 · nobody</source>
        <translation>0 · niemand</translation>
    </message>
    <message>
        <source>{key} · {name}</source>
        <translation>{key} · {name}</translation>
    </message>
    <message>
        <source>Hole {hole}:</source>
        <translation>Loch {hole}:</translation>
    </message>
    <message>
        <source>Nobody can press now: {reason}</source>
        <translation>Niemand kann jetzt pressen: {reason}</translation>
    </message>
    <message>
        <source>Only the side that is down may press</source>
        <translation>Nur die zurückliegende Seite darf pressen</translation>
    </message>
    <message>
        <source>front</source>
        <translation>vordere Neun</translation>
    </message>
    <message>
        <source>back</source>
        <translation>hintere Neun</translation>
    </message>
    <message>
        <source>&amp;Press: {side}</source>
        <translation>&amp;Press: {side}</translation>
    </message>
    <message>
        <source>{side} is down and presses the {segment} bet from hole {hole}</source>
        <translation>{side} liegt zurück und setzt ab Loch {hole} einen Press auf die {segment}</translation>
    </message>
    <message>
        <source>from hole {hole} ({segment})</source>
        <translation>ab Loch {hole} ({segment})</translation>
    </message>
    <message>
        <source>Hole {hole} · &amp;wolf {wolf}:</source>
        <translation>Loch {hole} · &amp;Wolf {wolf}:</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— wählen —</translation>
    </message>
    <message>
        <source>{key} · with {partner}</source>
        <translation>{key} · mit {partner}</translation>
    </message>
    <message>
        <source>{key} · lone wolf</source>
        <translation>{key} · einsamer Wolf</translation>
    </message>
    <message>
        <source>{key} · blind lone wolf</source>
        <translation>{key} · blinder einsamer Wolf</translation>
    </message>
</context>
<context>
    <name>HoleLayoutWindow</name>
    <message>
        <source>Import a scanned board</source>
        <translation>Gescanntes Spielbrett importieren</translation>
    </message>
    <message>
        <source>Images ({formats});;All files (*)</source>
        <translation>Bilder ({formats});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;New Ultimate Golf Course</source>
        <translation>&amp;Neuer Ultimate-Golf-Platz</translation>
    </message>
    <message>
        <source>Start a course of 18 empty holes</source>
        <translation>Einen Platz mit 18 leeren Löchern beginnen</translation>
    </message>
    <message>
        <source>Open the Bundled Ultimate Golf Course as a &amp;Template</source>
        <translation>Mitgelieferten Ultimate-Golf-Platz als &amp;Vorlage öffnen</translation>
    </message>
    <message>
        <source>Open a copy of the bundled course to change</source>
        <translation>Eine Kopie des mitgelieferten Platzes zum Bearbeiten öffnen</translation>
    </message>
    <message>
        <source>&amp;Copy Region</source>
        <translation>Bereich &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected region, to paste on any hole</source>
        <translation>Den ausgewählten Bereich kopieren, zum Einfügen auf einem beliebigen Loch</translation>
    </message>
    <message>
        <source>&amp;Paste Regions</source>
        <translation>Bereiche &amp;einfügen</translation>
    </message>
    <message>
        <source>Paste copied regions on this hole</source>
        <translation>Kopierte Bereiche auf diesem Loch einfügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected region (with the vertex tool: the selected vertex)</source>
        <translation>Den ausgewählten Bereich löschen (mit dem Eckpunkt-Werkzeug: den ausgewählten Eckpunkt)</translation>
    </message>
    <message>
        <source>&amp;Raise Region</source>
        <translation>Bereich nach &amp;oben</translation>
    </message>
    <message>
        <source>Put the selected region above the next one it overlaps</source>
        <translation>Den ausgewählten Bereich über den nächsten Bereich legen, den er überlappt</translation>
    </message>
    <message>
        <source>&amp;Lower Region</source>
        <translation>Bereich nach &amp;unten</translation>
    </message>
    <message>
        <source>Put the selected region below the next one it overlaps</source>
        <translation>Den ausgewählten Bereich unter den nächsten Bereich legen, den er überlappt</translation>
    </message>
    <message>
        <source>Export &amp;Every Hole as SVG…</source>
        <translation>&amp;Jedes Loch als SVG exportieren…</translation>
    </message>
    <message>
        <source>Save one drawing per hole, to print the whole course</source>
        <translation>Eine Zeichnung pro Loch speichern, um den ganzen Platz zu drucken</translation>
    </message>
    <message>
        <source>&amp;Print Hole…</source>
        <translation>Loch &amp;drucken…</translation>
    </message>
    <message>
        <source>Print the hole shown at a scale you choose, in yards per inch</source>
        <translation>Das angezeigte Loch in einem wählbaren Maßstab drucken, in Yards pro Zoll</translation>
    </message>
    <message>
        <source>Suggest &amp;Stroke Indexes</source>
        <translation>&amp;Vorgabeverteilung vorschlagen</translation>
    </message>
    <message>
        <source>Analyse every hole and number them from the hardest (1) to the easiest, as one step Undo takes back</source>
        <translation>Jedes Loch analysieren und vom schwersten (1) bis zum leichtesten nummerieren, als ein Schritt, den Rückgängig zurücknimmt</translation>
    </message>
    <message>
        <source>&amp;Import Tracing Image…</source>
        <translation>Vorlagebild &amp;importieren…</translation>
    </message>
    <message>
        <source>Put a scanned board under the hole to trace it</source>
        <translation>Ein gescanntes Spielbrett unter das Loch legen, um es nachzuzeichnen</translation>
    </message>
    <message>
        <source>Expected-Strokes &amp;Heat Map</source>
        <translation>&amp;Heatmap der erwarteten Schläge</translation>
    </message>
    <message>
        <source>Analyse the hole after each edit and show the expected strokes from every spot, and the best shot from the one under the mouse</source>
        <translation>Das Loch nach jeder Änderung analysieren und die erwarteten Schläge von jeder Stelle zeigen, dazu den besten Schlag von der Stelle unter der Maus</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Platz</translation>
    </message>
    <message>
        <source>P&amp;roblems</source>
        <translation>P&amp;robleme</translation>
    </message>
    <message>
        <source>Ultimate Golf courses</source>
        <translation>Ultimate-Golf-Plätze</translation>
    </message>
    <message>
        <source>Lay out {game} holes in yards, traced from a scanned board or drawn anew</source>
        <translation>Löcher für {game} in Yards anlegen, von einem gescannten Spielbrett nachgezeichnet oder neu gezeichnet</translation>
    </message>
    <message>
        <source>Design a course</source>
        <translation>Platz entwerfen</translation>
    </message>
    <message>
        <source>An Ultimate Golf hole drawn by GolfStudio</source>
        <translation>Ein Ultimate-Golf-Loch, gezeichnet mit GolfStudio</translation>
    </message>
    <message>
        <source>New course</source>
        <translation>Neuer Platz</translation>
    </message>
    <message>
        <source>Export every hole as SVG</source>
        <translation>Jedes Loch als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg);;All files (*)</source>
        <translation>SVG-Bilder (*.svg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Exported {first} … {last}</source>
        <translation>{first} … {last} exportiert</translation>
    </message>
    <message>
        <source>Could not print the hole</source>
        <translation>Loch konnte nicht gedruckt werden</translation>
    </message>
    <message>
        <source>Printed hole {n} at {scale} yards per inch</source>
        <translation>Loch {n} mit {scale} Yards pro Zoll gedruckt</translation>
    </message>
    <message>
        <source>{file} is not an image this program can read.</source>
        <translation>{file} ist kein Bild, das dieses Programm lesen kann.</translation>
    </message>
    <message>
        <source>{file} is too large to trace.</source>
        <translation>{file} ist zu groß zum Nachzeichnen.</translation>
    </message>
    <message>
        <source>Import a tracing image</source>
        <translation>Vorlagebild importieren</translation>
    </message>
    <message>
        <source>Delete a vertex</source>
        <translation>Eckpunkt löschen</translation>
    </message>
    <message>
        <source>Delete a region</source>
        <translation>Bereich löschen</translation>
    </message>
    <message>
        <source>Copied region {region}.</source>
        <translation>Bereich {region} kopiert.</translation>
    </message>
    <message>
        <source>The clipboard holds no regions of a hole.</source>
        <translation>Die Zwischenablage enthält keine Bereiche eines Lochs.</translation>
    </message>
    <message>
        <source>Paste regions</source>
        <translation>Bereiche einfügen</translation>
    </message>
    <message>
        <source>Pasted {regions}.</source>
        <translation>{regions} eingefügt.</translation>
    </message>
</context>
<context>
    <name>HoleList</name>
    <message>
        <source>Holes</source>
        <translation>Löcher</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy this hole</source>
        <translation>Dieses Loch kopieren</translation>
    </message>
    <message>
        <source>Move this hole earlier</source>
        <translation>Dieses Loch nach vorn verschieben</translation>
    </message>
    <message>
        <source>Move this hole later</source>
        <translation>Dieses Loch nach hinten verschieben</translation>
    </message>
    <message>
        <source>Add a new hole after this one</source>
        <translation>Ein neues Loch nach diesem einfügen</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Nach vorn</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Nach hinten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove this hole</source>
        <translation>Dieses Loch entfernen</translation>
    </message>
    <message>
        <source>Remove a hole</source>
        <translation>Loch entfernen</translation>
    </message>
    <message>
        <source>Add a hole</source>
        <translation>Loch hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate a hole</source>
        <translation>Loch duplizieren</translation>
    </message>
    <message>
        <source>Move a hole</source>
        <translation>Loch verschieben</translation>
    </message>
</context>
<context>
    <name>HolePanel</name>
    <message>
        <source>Hole</source>
        <translation>Loch</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keins)</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Where the hole lies, on the green</source>
        <translation>Wo das Loch auf dem Grün liegt</translation>
    </message>
    <message>
        <source>The black dotted line beyond the hole</source>
        <translation>Die schwarze gepunktete Linie hinter dem Loch</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <source>Hole at:</source>
        <translation>Loch bei:</translation>
    </message>
    <message>
        <source>End of terrain:</source>
        <translation>Geländeende:</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Zonen</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Hindernisse</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Proximity zones</source>
        <translation>Annäherungszonen</translation>
    </message>
    <message>
        <source>+ {metres}</source>
        <translation>+ {metres}</translation>
    </message>
    <message>
        <source>A proximity zone of {metres} before the next zone limit that has none</source>
        <translation>Eine Annäherungszone von {metres} vor der nächsten Zonengrenze, die noch keine hat</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Open a course or start a new one: the hole shown is edited here.</source>
        <translation>Öffnen Sie einen Platz oder beginnen Sie einen neuen: Das angezeigte Loch wird hier bearbeitet.</translation>
    </message>
    <message>
        <source>{start}–{end} m ({metres})</source>
        <translation>{start}–{end} m ({metres})</translation>
    </message>
    <message>
        <source>Rename the hole</source>
        <translation>Loch umbenennen</translation>
    </message>
    <message>
        <source>Set the par</source>
        <translation>Par festlegen</translation>
    </message>
    <message>
        <source>Move the hole</source>
        <translation>Loch verschieben</translation>
    </message>
    <message>
        <source>Move the end of terrain</source>
        <translation>Geländeende verschieben</translation>
    </message>
    <message>
        <source>Add a {kind}</source>
        <translation>{kind} hinzufügen</translation>
    </message>
    <message>
        <source>Add a proximity zone</source>
        <translation>Annäherungszone hinzufügen</translation>
    </message>
    <message>
        <source>Move a proximity zone</source>
        <translation>Annäherungszone verschieben</translation>
    </message>
    <message>
        <source>Change a proximity zone&apos;s length</source>
        <translation>Länge einer Annäherungszone ändern</translation>
    </message>
    <message>
        <source>Remove a hazard</source>
        <translation>Hindernis entfernen</translation>
    </message>
    <message>
        <source>Remove a proximity zone</source>
        <translation>Annäherungszone entfernen</translation>
    </message>
    <message>
        <source>Remove a zone limit</source>
        <translation>Zonengrenze entfernen</translation>
    </message>
    <message>
        <source>The green stays: every hole has one.</source>
        <translation>Das Grün bleibt: Jedes Loch hat eins.</translation>
    </message>
</context>
<context>
    <name>HolePrinting</name>
    <message>
        <source>1:{n}</source>
        <translation>1:{n}</translation>
    </message>
    <message>
        <source>a print scale runs from {low:g} to {high:g} yards per inch, got {got:g}</source>
        <translation>ein Druckmaßstab liegt zwischen {low:g} und {high:g} Yards pro Zoll, erhalten: {got:g}</translation>
    </message>
    <message>
        <source>hole {n} has nothing to print yet</source>
        <translation>Loch {n} hat noch nichts zu drucken</translation>
    </message>
    <message>
        <source>at {scale:g} yards per inch hole {n} does not fit the page: choose {fits:g} yards per inch or more, or a larger page</source>
        <translation>bei {scale:g} Yards pro Zoll passt Loch {n} nicht auf die Seite: Wählen Sie {fits:g} Yards pro Zoll oder mehr oder eine größere Seite</translation>
    </message>
    <message>
        <source>cannot print: the printer did not start ({name})</source>
        <translation>Drucken nicht möglich: Der Drucker ist nicht gestartet ({name})</translation>
    </message>
    <message>
        <source>Hole {n}</source>
        <translation>Loch {n}</translation>
    </message>
    <message>
        <source>{n} yards</source>
        <translation>{n} Yards</translation>
    </message>
    <message>
        <source>no yardage yet</source>
        <translation>noch keine Länge</translation>
    </message>
    <message>
        <source>Par {par} · {yards} · scale {scale} yards to the inch ({ratio})</source>
        <translation>Par {par} · {yards} · Maßstab {scale} Yards pro Zoll ({ratio})</translation>
    </message>
</context>
<context>
    <name>HoleView</name>
    <message>
        <source>Hole layout</source>
        <translation>Lochplan</translation>
    </message>
    <message>
        <source>{yards} yards</source>
        <translation>{yards} Yards</translation>
    </message>
    <message>
        <source>Expected strokes: updating…</source>
        <translation>Erwartete Schläge: wird aktualisiert…</translation>
    </message>
    <message>
        <source>Expected strokes to hole out</source>
        <translation>Erwartete Schläge bis zum Einlochen</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>GolfStudio will follow the system&apos;s language the next time it starts.</source>
        <translation>GolfStudio folgt beim nächsten Start der Sprache des Systems.</translation>
    </message>
    <message>
        <source>GolfStudio will speak {language} the next time it starts.</source>
        <translation>GolfStudio spricht beim nächsten Start {language}.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>No complete rounds yet</source>
        <translation>Noch keine vollständigen Runden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>GolfStudio files: courses and rounds (*.json);;All files (*)</source>
        <translation>GolfStudio-Dateien: Plätze und Runden (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a file: a course, a saved game, a round file</source>
        <translation>Eine Datei öffnen: einen Platz, eine gespeicherte Partie, eine Rundendatei</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Round</source>
        <translation>Beispiel&amp;runde öffnen</translation>
    </message>
    <message>
        <source>A four-player game night on the Ultimate Golf course</source>
        <translation>Ein Spieleabend zu viert auf dem Ultimate-Golf-Platz</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Database…</source>
        <translation>&amp;Datenbank…</translation>
    </message>
    <message>
        <source>Where the scorecards are kept: a SQLite file or a league&apos;s PostgreSQL server</source>
        <translation>Wo die Scorekarten gespeichert sind: eine SQLite-Datei oder der PostgreSQL-Server einer Liga</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close the current document, or the current page</source>
        <translation>Das aktuelle Dokument oder die aktuelle Seite schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;About GolfStudio</source>
        <translation>Ü&amp;ber GolfStudio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>{page} — {app}</source>
        <translation>{page} — {app}</translation>
    </message>
    <message>
        <source>a night file (&quot;format&quot;: &quot;{format}&quot;): add its night to the database with File &gt; Import Night… in Game night</source>
        <translation>eine Abenddatei (&quot;format&quot;: &quot;{format}&quot;): Fügen Sie ihren Abend mit Datei &gt; Abend importieren… im Spieleabend der Datenbank hinzu</translation>
    </message>
    <message>
        <source>unknown file format &quot;{format}&quot;: File &gt; Open opens courses, saved games and round files</source>
        <translation>unbekanntes Dateiformat „{format}“: Datei &gt; Öffnen öffnet Plätze, gespeicherte Partien und Rundendateien</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot open the scorecard database</source>
        <translation>Die Scorekarten-Datenbank kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{reason}

Choose another database under Settings &gt; Database….</source>
        <translation>{reason}

Wählen Sie unter Einstellungen &gt; Datenbank… eine andere Datenbank.</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New PBM Golf game</source>
        <translation>Neue PBM-Golf-Partie</translation>
    </message>
    <message>
        <source>Ballesteros</source>
        <translation>Ballesteros</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>Partiename:</translation>
    </message>
    <message>
        <source>First deadline:</source>
        <translation>Erster Zugabgabetermin:</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Bahnen</translation>
    </message>
    <message>
        <source>Base value (m)</source>
        <translation>Basiswert (m)</translation>
    </message>
    <message>
        <source>Random part</source>
        <translation>Zufallskomponente</translation>
    </message>
    <message>
        <source>Lane {n}</source>
        <translation>Bahn {n}</translation>
    </message>
    <message>
        <source>The sum of dice rolls added to the base value: 2d3 is two rolls of a three-sided die</source>
        <translation>Die Summe von Würfelwürfen, die zum Basiswert addiert wird: 2W3 (oder 2d3) sind zwei Würfe mit einem dreiseitigen Würfel</translation>
    </message>
    <message>
        <source>Clubs and points</source>
        <translation>Schläger und Punkte</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Club limit:</source>
        <translation>Schlägerhöchstwert:</translation>
    </message>
    <message>
        <source>÷ (</source>
        <translation>÷ (</translation>
    </message>
    <message>
        <source>+ place)</source>
        <translation>+ Platz)</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Create game</source>
        <translation>Partie anlegen</translation>
    </message>
    <message>
        <source>Lane {n}, random part: {reason}</source>
        <translation>Bahn {n}, Zufallskomponente: {reason}</translation>
    </message>
    <message>
        <source>Points formula offset: a number like 2.5, not {text}</source>
        <translation>Summand der Punkteformel: eine Zahl wie 2,5, nicht {text}</translation>
    </message>
    <message>
        <source>Give the game a name.</source>
        <translation>Geben Sie der Partie einen Namen.</translation>
    </message>
    <message>
        <source>Cannot create the game</source>
        <translation>Partie kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>NightFiles</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Night files (*.json)</source>
        <translation>Abenddateien (*.json)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>NightGridModel</name>
    <message>
        <source>Net: course handicaps (100 %)</source>
        <translation>Netto: Platzvorgaben (100 %)</translation>
    </message>
    <message>
        <source>Net: playing handicaps of {format}</source>
        <translation>Netto: Spielvorgaben für {format}</translation>
    </message>
    <message>
        <source>{name}: course handicap {handicap} ({origin})</source>
        <translation>{name}: Platzvorgabe {handicap} ({origin})</translation>
    </message>
    <message>
        <source>{name}: course handicap {handicap} ({origin}), playing {playing} in {format}</source>
        <translation>{name}: Platzvorgabe {handicap} ({origin}), Spielvorgabe {playing} in {format}</translation>
    </message>
</context>
<context>
    <name>NightPrinting</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>SI</source>
        <comment>stroke index</comment>
        <translation>SI</translation>
    </message>
    <message>
        <source>{game} night · {date}{place}</source>
        <translation>Spieleabend {game} · {date}{place}</translation>
    </message>
    <message>
        <source>Course: {course} · players: {players}</source>
        <translation>Platz: {course} · Spieler: {players}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>{format} (net)</source>
        <translation>{format} (netto)</translation>
    </message>
    <message>
        <source>Scored over several rounds: see the standings.</source>
        <translation>Über mehrere Runden gewertet: siehe Wertung.</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>GolfStudio night</source>
        <translation>GolfStudio-Abend</translation>
    </message>
</context>
<context>
    <name>NightSetupPage</name>
    <message>
        <source>New course…</source>
        <translation>Neuer Platz…</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of money for {what}: type it like 2{point}50, from 0 to 10000{point}00</source>
        <translation>„{text}“ ist kein Geldbetrag für {what}: Geben Sie ihn wie 2{point}50 ein, von 0 bis 10000{point}00</translation>
    </message>
    <message>
        <source>Set up a game night</source>
        <translation>Spieleabend einrichten</translation>
    </message>
    <message>
        <source>Edit the night</source>
        <translation>Abend bearbeiten</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Abend starten</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Abend</translation>
    </message>
    <message>
        <source>ddd d MMM yyyy</source>
        <comment>the night&apos;s date, as a QDate display format</comment>
        <translation>ddd, d. MMM yyyy</translation>
    </message>
    <message>
        <source>Where (optional)</source>
        <translation>Wo (optional)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Tees…</source>
        <translation>Abschläge…</translation>
    </message>
    <message>
        <source>The course&apos;s tees: rating, slope, yards</source>
        <translation>Die Abschläge des Platzes: Rating, Slope, Yards</translation>
    </message>
    <message>
        <source>Tee</source>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>Players — tick those playing, or add someone</source>
        <translation>Spieler — Mitspielende anhaken oder jemanden hinzufügen</translation>
    </message>
    <message>
        <source>Handicaps — course handicap = index (rating = par, slope 113)</source>
        <translation>Handicaps — Platzvorgabe = Index (Rating = Par, Slope 113)</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Spielformen</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Allowance</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>{format}, net</source>
        <translation>{format}, netto</translation>
    </message>
    <message>
        <source>{format}, allowance</source>
        <translation>{format}, Anteil</translation>
    </message>
    <message>
        <source>carry-over</source>
        <translation>Übertrag</translation>
    </message>
    <message>
        <source>automatic presses</source>
        <translation>automatische Presses</translation>
    </message>
    <message>
        <source>Stakes — money per bet, typed like 2{point}50 (empty: nothing)</source>
        <translation>Einsätze — Geld pro Wette, eingegeben wie 2{point}50 (leer: nichts)</translation>
    </message>
    <message>
        <source>Choose a format to play for money.</source>
        <translation>Wählen Sie eine Spielform, um um Geld zu spielen.</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vordere 9</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Hintere 9</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Press</translation>
    </message>
    <message>
        <source>Per skin</source>
        <translation>Pro Skin</translation>
    </message>
    <message>
        <source>Pot buy-in</source>
        <translation>Pott-Einsatz</translation>
    </message>
    <message>
        <source>Per point</source>
        <translation>Pro Punkt</translation>
    </message>
    <message>
        <source>Per stroke</source>
        <translation>Pro Schlag</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>per match</source>
        <translation>pro Match</translation>
    </message>
    <message>
        <source>per hole up</source>
        <translation>pro Loch vorn</translation>
    </message>
    <message>
        <source>{format} {bet}</source>
        <translation>{format} {bet}</translation>
    </message>
    <message>
        <source>auto press at </source>
        <translation>Auto-Press bei </translation>
    </message>
    <message>
        <source> down</source>
        <translation> zurück</translation>
    </message>
    <message>
        <source>Holes down that start an automatic press</source>
        <translation>Rückstand in Löchern, ab dem automatisch eine Press beginnt</translation>
    </message>
    <message>
        <source>Teams — best ball, Vegas</source>
        <translation>Teams — Bestball, Vegas</translation>
    </message>
    <message>
        <source>Choose a best-ball format or Vegas to pair the players.</source>
        <translation>Wählen Sie eine Bestball-Spielform oder Vegas, um die Spieler zu Paaren zusammenzustellen.</translation>
    </message>
    <message>
        <source>(no course yet)</source>
        <translation>(noch kein Platz)</translation>
    </message>
    <message>
        <source>Team {number}</source>
        <translation>Team {number}</translation>
    </message>
    <message>
        <source>Handicaps — course handicap = index × {slope} / 113 + ({rating} − {par})</source>
        <translation>Handicaps — Platzvorgabe = Index × {slope} / 113 + ({rating} − {par})</translation>
    </message>
    <message numerus="yes">
        <source>%n hole(s) · par {par}</source>
        <translation>
            <numerusform>%n Loch · Par {par}</numerusform>
            <numerusform>%n Löcher · Par {par}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a course, or “New course…” to make one.</source>
        <translation>Wählen Sie einen Platz, oder „Neuer Platz…“, um einen anzulegen.</translation>
    </message>
    <message numerus="yes">
        <source>Nassau with %n players: every pair plays its own Nassau (round robin, presses within each pair). For two teams of two on their better ball, choose “Best ball · Nassau” instead.</source>
        <translation>
            <numerusform>Nassau mit %n Spieler: Jedes Paar spielt sein eigenes Nassau (jeder gegen jeden, Presses innerhalb jedes Paars). Für zwei Zweierteams mit ihrem besseren Ball wählen Sie stattdessen „Bestball · Nassau“.</numerusform>
            <numerusform>Nassau mit %n Spielern: Jedes Paar spielt sein eigenes Nassau (jeder gegen jeden, Presses innerhalb jedes Paars). Für zwei Zweierteams mit ihrem besseren Ball wählen Sie stattdessen „Bestball · Nassau“.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start: {reason}</source>
        <translation>Start nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
</context>
<context>
    <name>ObjectForm</name>
    <message>
        <source>Straight: mirrors the ball</source>
        <translation>Gerade: spiegelt den Ball</translation>
    </message>
    <message>
        <source>Curved: sends it back</source>
        <translation>Gebogen: schickt ihn zurück</translation>
    </message>
    <message>
        <source>⟲ Left</source>
        <translation>⟲ Links</translation>
    </message>
    <message>
        <source>Turn 60° counter-clockwise (R)</source>
        <translation>60° gegen den Uhrzeigersinn drehen (R)</translation>
    </message>
    <message>
        <source>Right ⟳</source>
        <translation>Rechts ⟳</translation>
    </message>
    <message>
        <source>Turn 60° clockwise (Shift+R)</source>
        <translation>60° im Uhrzeigersinn drehen (Umschalt+R)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Wall {id}</source>
        <translation>Mauer {id}</translation>
    </message>
    <message>
        <source>1 edge</source>
        <translation>1 Kante</translation>
    </message>
    <message>
        <source>{n} edges</source>
        <translation>{n} Kanten</translation>
    </message>
    <message>
        <source>Obstacle {id}</source>
        <translation>Hindernis {id}</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 Feld</translation>
    </message>
    <message>
        <source>{n} cells</source>
        <translation>{n} Felder</translation>
    </message>
</context>
<context>
    <name>OptimiserPanel</name>
    <message>
        <source>Find the best clubs</source>
        <translation>Beste Schläger finden</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>Optimieren</translation>
    </message>
    <message>
        <source>Keep clubs</source>
        <translation>Schläger behalten</translation>
    </message>
    <message>
        <source>Time allowed</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Clubs found</source>
        <translation>Gefundene Schläger</translation>
    </message>
    <message>
        <source>Expected strokes</source>
        <translation>Erwartete Schläge</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Check a club set</source>
        <translation>Schlägersatz prüfen</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Schläger</translation>
    </message>
    <message>
        <source>Clubs you would rather not swap, from 1 to {limit}; the search chooses the others.</source>
        <translation>Schläger, die Sie lieber nicht wechseln möchten, von 1 bis {limit}; die Suche wählt die anderen.</translation>
    </message>
    <message>
        <source>{field}: a club is a whole number from 1 to {limit}, not “{text}”</source>
        <translation>{field}: Ein Schläger ist eine ganze Zahl von 1 bis {limit}, nicht „{text}“</translation>
    </message>
    <message>
        <source>Keep club {number}</source>
        <translation>Schläger {number} behalten</translation>
    </message>
    <message>
        <source>{total} per tournament ({lane} per lane)</source>
        <translation>{total} pro Turnier ({lane} pro Bahn)</translation>
    </message>
    <message>
        <source>Exactly {fraction}</source>
        <translation>Genau {fraction}</translation>
    </message>
    <message>
        <source>{starts} starts, {sets} club sets tried in {seconds} s</source>
        <translation>{starts} Starts, {sets} Schlägersätze in {seconds} s geprüft</translation>
    </message>
    <message>
        <source>Club {number}</source>
        <translation>Schläger {number}</translation>
    </message>
    <message>
        <source>Type four clubs to see their expected strokes.</source>
        <translation>Geben Sie vier Schläger ein, um ihre erwarteten Schläge zu sehen.</translation>
    </message>
    <message>
        <source>— {difference} against the set found</source>
        <translation>— {difference} gegenüber dem gefundenen Satz</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Show my cards</source>
        <translation>Meine Karten zeigen</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Weitergeben an {player}</translation>
    </message>
    <message>
        <source>I am {player} — show my cards</source>
        <translation>Ich bin {player} — meine Karten zeigen</translation>
    </message>
    <message>
        <source>A new hole: {player} tees off. Everyone else, look away until {player} has played.</source>
        <translation>Ein neues Loch: {player} schlägt ab. Alle anderen schauen weg, bis {player} gespielt hat.</translation>
    </message>
    <message>
        <source>{player} plays next. Everyone else, look away: the card {player} draws is theirs alone until it is played.</source>
        <translation>{player} ist als Nächstes dran. Alle anderen schauen weg: Die gezogene Karte sieht nur {player}, bis sie gespielt ist.</translation>
    </message>
</context>
<context>
    <name>PbmLeagueArea</name>
    <message>
        <source>PBM Golf league</source>
        <translation>PBM-Golf-Liga</translation>
    </message>
    <message>
        <source>Run a play-by-mail league: players, entries received, evaluations, results and the ranking list</source>
        <translation>Eine Play-by-Mail-Liga leiten: Spieler, eingegangene Züge, Auswertungen, Ergebnisse und die Rangliste</translation>
    </message>
    <message>
        <source>Run the league</source>
        <translation>Liga leiten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Delete game…</source>
        <translation>Partie löschen…</translation>
    </message>
    <message>
        <source>Choose a game on the left, or make a new one.</source>
        <translation>Wählen Sie links eine Partie oder legen Sie eine neue an.</translation>
    </message>
    <message>
        <source>Cannot list the games</source>
        <translation>Die Partien können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Die Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>die Datenbank ist nicht geöffnet</translation>
    </message>
    <message>
        <source>Delete game?</source>
        <translation>Partie löschen?</translation>
    </message>
    <message>
        <source>Delete the game {game} with all its players, entries, results and ranking list? This cannot be undone.</source>
        <translation>Die Partie {game} mit allen Spielern, Zügen, Ergebnissen und der Rangliste löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Evaluation running</source>
        <translation>Auswertung läuft</translation>
    </message>
    <message>
        <source>{game} is being evaluated; delete it once that is done.</source>
        <translation>{game} wird ausgewertet; löschen Sie die Partie, wenn das abgeschlossen ist.</translation>
    </message>
    <message>
        <source>Cannot delete the game</source>
        <translation>Die Partie kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>{game} — PBM Golf</source>
        <translation>{game} — PBM Golf</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Play Carambole</source>
        <translation>Carambole spielen</translation>
    </message>
    <message>
        <source>Play {game} on screen against the AIs or each other; every round is kept in the scorecards</source>
        <translation>{game} am Bildschirm gegen die KIs oder gegeneinander spielen; jede Runde wird in den Scorekarten festgehalten</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Play — Mini Golf Carambole</source>
        <translation>Spielen — Mini Golf Carambole</translation>
    </message>
    <message>
        <source>Choose the courses, the players — people or AIs — and the mode;
each finished round is kept in the scorecards with the game nights.</source>
        <translation>Wählen Sie die Plätze, die Spieler — Menschen oder KIs — und den Modus;
jede beendete Runde wird mit den Spieleabenden in den Scorekarten festgehalten.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Step through the finished game shot by shot</source>
        <translation>Das beendete Spiel Schlag für Schlag durchgehen</translation>
    </message>
    <message>
        <source>Back to the results</source>
        <translation>Zurück zu den Ergebnissen</translation>
    </message>
    <message>
        <source>Course being edited</source>
        <translation>Platz in Bearbeitung</translation>
    </message>
    <message>
        <source>‹ Start page</source>
        <translation>‹ Startseite</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Noch kein Spiel</translation>
    </message>
</context>
<context>
    <name>PlayNineBoardWords</name>
    <message>
        <source>not dealt</source>
        <translation>nicht ausgeteilt</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>{player}: no cards yet; total {total}</source>
        <translation>{player}: noch keine Karten; Gesamt {total}</translation>
    </message>
    <message>
        <source>{player}: top row {top}; bottom row {bottom}; total {total}</source>
        <translation>{player}: obere Reihe {top}; untere Reihe {bottom}; Gesamt {total}</translation>
    </message>
    <message>
        <source>; this hole {points}</source>
        <translation>; dieses Loch {points}</translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation> (am Zug)</translation>
    </message>
    <message>
        <source>Hole {hole} of {holes}.</source>
        <translation>Loch {hole} von {holes}.</translation>
    </message>
    <message>
        <source>Discard pile: {card}.</source>
        <translation>Ablagestapel: {card}.</translation>
    </message>
    <message>
        <source>Discard pile: empty.</source>
        <translation>Ablagestapel: leer.</translation>
    </message>
    <message>
        <source>Cards in the draw pile: {count}.</source>
        <translation>Karten im Nachziehstapel: {count}.</translation>
    </message>
    <message>
        <source>Card in hand: {card}.</source>
        <translation>Karte in der Hand: {card}.</translation>
    </message>
    <message>
        <source>A card drawn from the pile is in hand.</source>
        <translation>Eine vom Stapel gezogene Karte ist in der Hand.</translation>
    </message>
</context>
<context>
    <name>PlayNineCards</name>
    <message>
        <source>Hole in one</source>
        <translation>Hole-in-One</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Aus</translation>
    </message>
</context>
<context>
    <name>PlayNinePlay</name>
    <message>
        <source>Play Nine card table</source>
        <translation>Play-Nine-Kartentisch</translation>
    </message>
    <message>
        <source>The card game {game} at one table: against the AIs or friends passing the screen; every game is kept in the scorecards</source>
        <translation>Das Kartenspiel {game} an einem Tisch: gegen die KIs oder mit Freunden, die den Bildschirm weitergeben; jedes Spiel wird in den Scorekarten festgehalten</translation>
    </message>
    <message>
        <source>Deal a game</source>
        <translation>Karten austeilen</translation>
    </message>
    <message>
        <source>Play — Play Nine</source>
        <translation>Spielen — Play Nine</translation>
    </message>
    <message>
        <source>Choose the players — people or AIs — and the number of holes;
each finished game is kept in the scorecards with the game nights.</source>
        <translation>Wählen Sie die Spieler — Menschen oder KIs — und die Zahl der Löcher;
jedes beendete Spiel wird mit den Spieleabenden in den Scorekarten festgehalten.</translation>
    </message>
</context>
<context>
    <name>PlayNinePlayView</name>
    <message>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <source>Tee shot</source>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>Draw or take</source>
        <translation>Ziehen oder nehmen</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Place the card</source>
        <translation>Karte einsetzen</translation>
    </message>
    <message>
        <source>{kind} · last turn: you went out</source>
        <translation>{kind} · letzter Zug: Sie sind fertig</translation>
    </message>
    <message>
        <source>{kind} · last turn: {player} went out</source>
        <translation>{kind} · letzter Zug: {player} ist fertig</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>An {player} weitergeben</translation>
    </message>
    <message>
        <source>{hole} · you deal · {card}</source>
        <translation>{hole} · Sie geben · {card}</translation>
    </message>
    <message>
        <source>{hole} · {dealer} deals · {card}</source>
        <translation>{hole} · {dealer} gibt · {card}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sie sind dran</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>Sie sind dran, {player}</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} spielt</translation>
    </message>
    <message>
        <source>The table is passed to {player}.</source>
        <translation>Der Tisch wird an {player} weitergegeben.</translation>
    </message>
    <message>
        <source>Tee shot: click a second card to turn it with {slot}.</source>
        <translation>Abschlag: Klicken Sie eine zweite Karte an, um sie mit {slot} aufzudecken.</translation>
    </message>
    <message>
        <source>Tee shot: click two of your cards to turn them face up.</source>
        <translation>Abschlag: Klicken Sie zwei Ihrer Karten an, um sie aufzudecken.</translation>
    </message>
    <message>
        <source>Click the card of yours that {card} replaces.</source>
        <translation>Klicken Sie die eigene Karte an, die {card} ersetzt.</translation>
    </message>
    <message>
        <source>Draw from the pile, or take {card} from the discard.</source>
        <translation>Ziehen Sie vom Stapel oder nehmen Sie {card} vom Ablagestapel.</translation>
    </message>
    <message>
        <source>Click a face-down card to turn it, or Skip.</source>
        <translation>Klicken Sie eine verdeckte Karte an, um sie aufzudecken, oder wählen Sie Passen.</translation>
    </message>
    <message>
        <source>Click a face-down card to turn it.</source>
        <translation>Klicken Sie eine verdeckte Karte an, um sie aufzudecken.</translation>
    </message>
    <message>
        <source>You drew {card}: click a card of yours to put it there, or discard it and turn a face-down card.</source>
        <translation>Sie haben {card} gezogen: Klicken Sie eine Ihrer Karten an, um sie dorthin zu legen, oder legen Sie sie ab und decken Sie eine verdeckte Karte auf.</translation>
    </message>
    <message>
        <source>With one face-down card left you may also Skip.</source>
        <translation>Mit nur noch einer verdeckten Karte dürfen Sie auch passen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>The table is being passed: press the button first.</source>
        <translation>Der Tisch wird weitergegeben: Drücken Sie zuerst die Schaltfläche.</translation>
    </message>
    <message>
        <source>The hole is scored: press Next hole to deal the next one.</source>
        <translation>Das Loch ist gewertet: Drücken Sie „Nächstes Loch“, um das nächste zu geben.</translation>
    </message>
    <message>
        <source>Wait for your turn: {player} is playing.</source>
        <translation>Warten Sie, bis Sie dran sind: {player} spielt.</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>der Geber</translation>
    </message>
    <message>
        <source>That is {player}&apos;s card: click one of your own.</source>
        <translation>Das ist die Karte von {player}: Klicken Sie eine Ihrer eigenen an.</translation>
    </message>
    <message>
        <source>That is the card in hand: click where it goes, or the discard pile.</source>
        <translation>Das ist die Karte auf der Hand: Klicken Sie an, wohin sie kommt, oder auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>That card is face up already.</source>
        <translation>Diese Karte liegt bereits offen.</translation>
    </message>
    <message>
        <source>First draw from the pile or take the discard: then click the card it replaces.</source>
        <translation>Ziehen Sie zuerst vom Stapel oder nehmen Sie die abgelegte Karte: Klicken Sie dann die Karte an, die sie ersetzt.</translation>
    </message>
    <message>
        <source>First the tee shot: click two of your cards.</source>
        <translation>Zuerst der Abschlag: Klicken Sie zwei Ihrer Karten an.</translation>
    </message>
    <message>
        <source>Draw a card first: there is nothing in your hand to discard.</source>
        <translation>Ziehen Sie zuerst eine Karte: Sie haben nichts auf der Hand zum Ablegen.</translation>
    </message>
    <message>
        <source>You have drawn already: put the card in your layout or discard it.</source>
        <translation>Sie haben bereits gezogen: Legen Sie die Karte in Ihre Auslage oder legen Sie sie ab.</translation>
    </message>
    <message>
        <source>Strong is thinking…</source>
        <translation>Strong denkt nach…</translation>
    </message>
    <message>
        <source>Play-off hole scored</source>
        <translation>Stechloch gewertet</translation>
    </message>
    <message>
        <source>Hole {hole} scored</source>
        <translation>Loch {hole} gewertet</translation>
    </message>
    <message>
        <source>You went out first.</source>
        <translation>Sie sind zuerst fertig.</translation>
    </message>
    <message>
        <source>{player} went out first.</source>
        <translation>{player} ist als Erstes fertig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} {points}&lt;/b&gt; — {why}</source>
        <translation>&lt;b&gt;{player} {points}&lt;/b&gt; — {why}</translation>
    </message>
    <message>
        <source>Read the scores on the table, then Next hole (Enter).</source>
        <translation>Lesen Sie die Punkte auf dem Tisch ab, dann Nächstes Loch (Enter).</translation>
    </message>
    <message>
        <source>The hole is scored: read the scores, then Next hole (Enter).</source>
        <translation>Das Loch ist gewertet: Punkte ablesen, dann Nächstes Loch (Enter).</translation>
    </message>
    <message>
        <source>Next hole deals the cards again.</source>
        <translation>Nächstes Loch gibt die Karten neu.</translation>
    </message>
    <message>
        <source>{players} tied on {total}: a sudden-death play-off.</source>
        <translation>{players} gleichauf mit {total}: Stechen mit Sudden Death.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Play-off hole {number}: {scores}</source>
        <translation>Stechloch {number}: {scores}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You win the play-off.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sie gewinnen das Stechen.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} wins the play-off.&lt;/b&gt;</source>
        <translation>&lt;b&gt;{player} gewinnt das Stechen.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Still tied after %n play-off hole(s): the win is shared.</source>
        <translation>
            <numerusform>Nach %n Stechloch noch gleichauf: Der Sieg wird geteilt.</numerusform>
            <numerusform>Nach %n Stechlöchern noch gleichauf: Der Sieg wird geteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Karte ziehen</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Ablage nehmen</translation>
    </message>
    <message>
        <source>Discard the drawn card</source>
        <translation>Gezogene Karte ablegen</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Tipp anfordern</translation>
    </message>
    <message>
        <source>Choose a card of your grid</source>
        <translation>Karte Ihrer Auslage wählen</translation>
    </message>
    <message>
        <source>Next hole</source>
        <translation>Nächstes Loch</translation>
    </message>
</context>
<context>
    <name>PlayNineStage</name>
    <message>
        <source>The first deal · moves in the game: {steps}</source>
        <translation>Das erste Geben · Züge im Spiel: {steps}</translation>
    </message>
    <message>
        <source>Move {step} of {steps} · {hole} · {story}</source>
        <translation>Zug {step} von {steps} · {hole} · {story}</translation>
    </message>
</context>
<context>
    <name>PlayNineWords</name>
    <message>
        <source>top {column}</source>
        <translation>oben {column}</translation>
    </message>
    <message>
        <source>bottom {column}</source>
        <translation>unten {column}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>the {name} ({value})</source>
        <translation>{name} ({value})</translation>
    </message>
    <message>
        <source>the {value}</source>
        <translation>die {value}</translation>
    </message>
    <message>
        <source>Turn {first} and {second}</source>
        <translation>{first} und {second} aufdecken</translation>
    </message>
    <message>
        <source>Draw from the pile</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Take {card} for {slot}</source>
        <translation>{card} für {slot} nehmen</translation>
    </message>
    <message>
        <source>Keep {card} at {slot}</source>
        <translation>{card} auf {slot} behalten</translation>
    </message>
    <message>
        <source>Discard {card} and turn {slot}</source>
        <translation>{card} ablegen und {slot} aufdecken</translation>
    </message>
    <message>
        <source>Discard {card} and turn nothing (line up the final putt)</source>
        <translation>{card} ablegen und nichts aufdecken (letzten Putt ausrichten)</translation>
    </message>
    <message>
        <source>You take {card} from the discard for {slot}; {old} goes on the discard.</source>
        <translation>Sie nehmen {card} vom Ablagestapel für {slot}; {old} kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard for {slot}; {old} goes on the discard.</source>
        <translation>{player} nimmt {card} vom Ablagestapel für {slot}; {old} kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>You keep {card} at {slot}; {old} goes on the discard.</source>
        <translation>Sie behalten {card} auf {slot}; {old} kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{player} keeps {card} at {slot}; {old} goes on the discard.</source>
        <translation>{player} behält {card} auf {slot}; {old} kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>You discard {old} and turn {slot}: {turned}.</source>
        <translation>Sie legen {old} ab und decken {slot} auf: {turned}.</translation>
    </message>
    <message>
        <source>{player} discards {old} and turns {slot}: {turned}.</source>
        <translation>{player} legt {old} ab und deckt {slot} auf: {turned}.</translation>
    </message>
    <message>
        <source>You discard {old} and line up the final putt.</source>
        <translation>Sie legen {old} ab und richten den letzten Putt aus.</translation>
    </message>
    <message>
        <source>{player} discards {old} and lines up the final putt.</source>
        <translation>{player} legt {old} ab und richtet den letzten Putt aus.</translation>
    </message>
    <message>
        <source>You are out: everyone else has one more turn.</source>
        <translation>Sie sind fertig: Alle anderen haben noch einen Zug.</translation>
    </message>
    <message>
        <source>{player} is out: everyone else has one more turn.</source>
        <translation>{player} ist fertig: Alle anderen haben noch einen Zug.</translation>
    </message>
    <message>
        <source>You deal the first hole.</source>
        <translation>Sie geben das erste Loch.</translation>
    </message>
    <message>
        <source>{player} deals the first hole.</source>
        <translation>{player} gibt das erste Loch.</translation>
    </message>
    <message>
        <source>The discard pile starts with {card}.</source>
        <translation>Der Ablagestapel beginnt mit {card}.</translation>
    </message>
    <message>
        <source>A card is dealt to you.</source>
        <translation>Sie erhalten eine Karte.</translation>
    </message>
    <message>
        <source>A card is dealt to {player}.</source>
        <translation>{player} erhält eine Karte.</translation>
    </message>
    <message>
        <source>You tee off: {first} at {one} and {second} at {two}.</source>
        <translation>Sie schlagen ab: {first} auf {one} und {second} auf {two}.</translation>
    </message>
    <message>
        <source>{player} tees off: {first} at {one} and {second} at {two}.</source>
        <translation>{player} schlägt ab: {first} auf {one} und {second} auf {two}.</translation>
    </message>
    <message>
        <source>The pile ran out: the discards are shuffled into a new pile, and you draw.</source>
        <translation>Der Stapel ist leer: Der Ablagestapel wird zu einem neuen Stapel gemischt, und Sie ziehen.</translation>
    </message>
    <message>
        <source>The pile ran out: the discards are shuffled into a new pile, and {player} draws.</source>
        <translation>Der Stapel ist leer: Der Ablagestapel wird zu einem neuen Stapel gemischt, und {player} zieht.</translation>
    </message>
    <message>
        <source>You draw from the pile.</source>
        <translation>Sie ziehen vom Stapel.</translation>
    </message>
    <message>
        <source>{player} draws from the pile.</source>
        <translation>{player} zieht vom Stapel.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Sie ziehen {card}.</translation>
    </message>
    <message>
        <source>{player} draws {card}.</source>
        <translation>{player} zieht {card}.</translation>
    </message>
    <message>
        <source>You draw a card from the pile.</source>
        <translation>Sie ziehen eine Karte vom Stapel.</translation>
    </message>
    <message>
        <source>{player} draws a card from the pile.</source>
        <translation>{player} zieht eine Karte vom Stapel.</translation>
    </message>
    <message>
        <source>bonus {points}: two hole-in-one columns</source>
        <translation>Bonus {points}: zwei Hole-in-One-Spalten</translation>
    </message>
    <message numerus="yes">
        <source>bonus {points}: %n matched column(s) of {value}</source>
        <translation>
            <numerusform>Bonus {points}: %n Paarspalte mit {value}</numerusform>
            <numerusform>Bonus {points}: %n Paarspalten mit {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>column {column} matched: {points}</source>
        <translation>Spalte {column} gepaart: {points}</translation>
    </message>
    <message>
        <source>no matched column</source>
        <translation>keine Paarspalte</translation>
    </message>
    <message>
        <source>Play-off hole scored: {scores}.</source>
        <translation>Stechloch gewertet: {scores}.</translation>
    </message>
    <message>
        <source>Hole {hole} scored: {scores}.</source>
        <translation>Loch {hole} gewertet: {scores}.</translation>
    </message>
    <message>
        <source>Play-off hole {number}</source>
        <translation>Stechloch {number}</translation>
    </message>
    <message>
        <source>Hole {hole} of {holes}</source>
        <translation>Loch {hole} von {holes}</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>Carambole mode</source>
        <translation>Carambole-Modus</translation>
    </message>
    <message>
        <source>Basic mode</source>
        <translation>Basismodus</translation>
    </message>
    <message>
        <source>Mini Golf Carambole</source>
        <translation>Mini Golf Carambole</translation>
    </message>
    <message>
        <source>Your shot</source>
        <translation>Ihr Schlag</translation>
    </message>
    <message numerus="yes">
        <source>= %n impulse(s)</source>
        <translation>
            <numerusform>= %n Impuls</numerusform>
            <numerusform>= %n Impulse</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a highlighted start cell to put your ball on the course.</source>
        <translation>Klicken Sie auf ein hervorgehobenes Startfeld, um Ihren Ball auf den Platz zu setzen.</translation>
    </message>
    <message>
        <source>Your shot: a direction, a die or a card, then Roll — or type the face of a real die.</source>
        <translation>Ihr Schlag: eine Richtung, ein Würfel oder eine Karte, dann Würfeln — oder die Augenzahl eines echten Würfels eingeben.</translation>
    </message>
    <message>
        <source>{colour} ball {number}</source>
        <translation>Ball {colour} {number}</translation>
    </message>
    <message>
        <source>{colour} ball</source>
        <translation>Ball {colour}</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <source>places the ball on a start</source>
        <translation>setzt den Ball auf einen Start</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Stroke {stroke}/{limit}</source>
        <translation>Schlag {stroke}/{limit}</translation>
    </message>
    <message numerus="yes">
        <source>Your {colour} ball has played %n stroke(s) on this course; a ball not holed in {limit} scores {limit}</source>
        <translation>
            <numerusform>Ihr Ball {colour} hat auf diesem Platz %n Schlag gespielt; ein Ball, der nach {limit} Schlägen nicht eingelocht ist, zählt {limit}</numerusform>
            <numerusform>Ihr Ball {colour} hat auf diesem Platz %n Schläge gespielt; ein Ball, der nach {limit} Schlägen nicht eingelocht ist, zählt {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {colour} ball has played %n stroke(s) on this course; a ball not holed in {limit} scores {limit}</source>
        <translation>
            <numerusform>Der Ball {colour} von {player} hat auf diesem Platz %n Schlag gespielt; ein Ball, der nach {limit} Schlägen nicht eingelocht ist, zählt {limit}</numerusform>
            <numerusform>Der Ball {colour} von {player} hat auf diesem Platz %n Schläge gespielt; ein Ball, der nach {limit} Schlägen nicht eingelocht ist, zählt {limit}</numerusform>
        </translation>
    </message>
    <message>
        <source>{mode} · course {number} of {courses}: {label}</source>
        <translation>{mode} · Platz {number} von {courses}: {label}</translation>
    </message>
    <message>
        <source>{player}&apos;s shot</source>
        <translation>Schlag von {player}</translation>
    </message>
    <message>
        <source>The ball cannot be played {direction} from where it rests: a wall or the course&apos;s edge is in the way.</source>
        <translation>Der Ball kann von seiner Lage aus nicht nach {direction} gespielt werden: Eine Mauer oder der Rand des Platzes ist im Weg.</translation>
    </message>
    <message>
        <source>Choose a direction</source>
        <translation>Richtung wählen</translation>
    </message>
    <message>
        <source>Turn to the next direction</source>
        <translation>Zur nächsten Richtung wechseln</translation>
    </message>
    <message>
        <source>Pick a direction first: click an arrow round the ball.</source>
        <translation>Wählen Sie zuerst eine Richtung: Klicken Sie auf einen Pfeil um den Ball.</translation>
    </message>
    <message>
        <source>Pick a die or a card first.</source>
        <translation>Wählen Sie zuerst einen Würfel oder eine Karte.</translation>
    </message>
    <message>
        <source>The {card} card is played with the {die} die</source>
        <translation>Die Karte {card} wird mit dem Würfel {die} gespielt</translation>
    </message>
    <message>
        <source>The {die} die</source>
        <translation>Der Würfel {die}</translation>
    </message>
    <message>
        <source>Type the face you threw as a number. {die} has the faces {faces}.</source>
        <translation>Geben Sie die geworfene Augenzahl als Zahl ein. {die} hat die Seiten {faces}.</translation>
    </message>
    <message>
        <source>{die} has no face {face}: its faces are {faces}. Nothing was played.</source>
        <translation>{die} hat keine Seite {face}: Die Seiten sind {faces}. Es wurde nichts gespielt.</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Rename or merge…</source>
        <translation>Umbenennen oder zusammenführen…</translation>
    </message>
    <message>
        <source>none yet (3 complete rounds are needed)</source>
        <translation>noch keiner (3 vollständige Runden nötig)</translation>
    </message>
    <message>
        <source>Handicap index: &lt;b&gt;{index}&lt;/b&gt; · {rounds}</source>
        <translation>Handicap-Index: &lt;b&gt;{index}&lt;/b&gt; · {rounds}</translation>
    </message>
    <message numerus="yes">
        <source>%n complete round(s)</source>
        <translation>
            <numerusform>%n vollständige Runde</numerusform>
            <numerusform>%n vollständige Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Gross score per round</source>
        <translation>Brutto-Score pro Runde</translation>
    </message>
    <message>
        <source>Handicap index (recorded)</source>
        <translation>Handicap-Index (erfasst)</translation>
    </message>
    <message>
        <source>Handicap index (from the rounds played)</source>
        <translation>Handicap-Index (aus den gespielten Runden)</translation>
    </message>
    <message>
        <source>Game reviews</source>
        <translation>Partieanalysen</translation>
    </message>
    <message>
        <source>Head to head (stroke play, gross, per round together)</source>
        <translation>Direktvergleich (Zählspiel, brutto, pro gemeinsamer Runde)</translation>
    </message>
    <message>
        <source>Reviewed games: {games} · strokes lost to decisions: {lost} in {decisions} decisions · luck: {luck}</source>
        <translation>Analysierte Partien: {games} · durch Entscheidungen verlorene Schläge: {lost} in {decisions} Entscheidungen · Glück: {luck}</translation>
    </message>
    <message>
        <source> · accuracy: {percent}%</source>
        <translation> · Genauigkeit: {percent} %</translation>
    </message>
</context>
<context>
    <name>PlayerPicker</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tick the players of the night.</source>
        <translation>Die Spieler des Abends ankreuzen.</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Neuer Spieler</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Handicap index of the new player</source>
        <translation>Handicap-Index des neuen Spielers</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>Verlauf…</translation>
    </message>
    <message>
        <source>Type the new player&apos;s name first.</source>
        <translation>Geben Sie zuerst den Namen des neuen Spielers ein.</translation>
    </message>
    <message>
        <source>{text} is not a handicap index.</source>
        <translation>{text} ist kein Handicap-Index.</translation>
    </message>
    <message>
        <source>Not added: {reason}</source>
        <translation>Nicht hinzugefügt: {reason}</translation>
    </message>
    <message>
        <source>Select a player to see their handicap history.</source>
        <translation>Wählen Sie einen Spieler aus, um seinen Handicap-Verlauf zu sehen.</translation>
    </message>
    <message>
        <source>{name} — handicap history</source>
        <translation>{name} — Handicap-Verlauf</translation>
    </message>
    <message>
        <source>{name} has no handicap record yet.</source>
        <translation>Für {name} gibt es noch keinen Handicap-Eintrag.</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>New player&apos;s name</source>
        <translation>Name des neuen Spielers</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Austreten</translation>
    </message>
    <message>
        <source>The player leaves the game from the open tournament on; what was published stays</source>
        <translation>Der Spieler scheidet ab dem offenen Turnier aus der Partie aus; Veröffentlichtes bleibt</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Wieder eintreten</translation>
    </message>
    <message>
        <source>The player plays again from the open tournament on</source>
        <translation>Der Spieler spielt ab dem offenen Turnier wieder mit</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take back a player added by mistake (only before any entry or result of theirs)</source>
        <translation>Einen versehentlich hinzugefügten Spieler zurücknehmen (nur solange es keinen Zug und kein Ergebnis von ihm gibt)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Beigetreten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>left (from tournament {n})</source>
        <translation>ausgetreten (ab Turnier {n})</translation>
    </message>
</context>
<context>
    <name>PrintScaleDialog</name>
    <message>
        <source>Print hole</source>
        <translation>Loch drucken</translation>
    </message>
    <message>
        <source> yards per inch</source>
        <translation> Yards pro Zoll</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Maßstab:</translation>
    </message>
    <message>
        <source>As a ratio:</source>
        <translation>Als Verhältnis:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>the printer cannot be used</source>
        <translation>der Drucker kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>the printer refused a new page</source>
        <translation>der Drucker hat eine neue Seite verweigert</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No problems: the course is ready to play.</source>
        <translation>Keine Probleme: Der Platz ist spielbereit.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>{problems} — fix the errors to play it</source>
        <translation>{problems} — die Fehler beheben, um ihn zu spielen</translation>
    </message>
    <message>
        <source>No course is open.</source>
        <translation>Kein Platz ist geöffnet.</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
    <message>
        <source>Errors: {errors} · warnings: {warnings}</source>
        <translation>Fehler: {errors} · Warnungen: {warnings}</translation>
    </message>
    <message>
        <source>Nothing is open.</source>
        <translation>Nichts ist geöffnet.</translation>
    </message>
    <message>
        <source>No problems: the course can be played.</source>
        <translation>Keine Probleme: Der Platz ist spielbar.</translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>No course is open.</source>
        <translation>Kein Platz ist geöffnet.</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 Feld</translation>
    </message>
    <message>
        <source>{n} cells</source>
        <translation>{n} Felder</translation>
    </message>
    <message>
        <source>1 object</source>
        <translation>1 Objekt</translation>
    </message>
    <message>
        <source>{n} objects</source>
        <translation>{n} Objekte</translation>
    </message>
    <message>
        <source>{what} selected.

Copy (Ctrl+C) and paste (Ctrl+V) them into this course or another; Duplicate (Ctrl+D) puts a copy beside the course. Click the canvas or press Escape to let go.</source>
        <translation>{what} ausgewählt.

Kopieren (Strg+C) und in diesen oder einen anderen Platz einfügen (Strg+V); Duplizieren (Strg+D) legt eine Kopie neben den Platz. Klicken Sie auf die Zeichenfläche oder drücken Sie Escape, um die Auswahl aufzuheben.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Ranking list</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Ranking points over time</source>
        <translation>Ranglistenpunkte im Verlauf</translation>
    </message>
    <message>
        <source>No evaluated tournament yet</source>
        <translation>Noch kein ausgewertetes Turnier</translation>
    </message>
    <message>
        <source>Select a player to see their ranking points after each tournament.</source>
        <translation>Wählen Sie einen Spieler, um seine Ranglistenpunkte nach jedem Turnier zu sehen.</translation>
    </message>
    <message>
        <source>The ranking list starts with the first evaluated tournament.</source>
        <translation>Die Rangliste beginnt mit dem ersten ausgewerteten Turnier.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>T{n}</source>
        <translation>T{n}</translation>
    </message>
    <message>
        <source>Ranking points</source>
        <translation>Ranglistenpunkte</translation>
    </message>
    <message>
        <source>Ranking points of {player}</source>
        <translation>Ranglistenpunkte von {player}</translation>
    </message>
    <message>
        <source>{player}: {points} ranking points, place {place} after tournament {n}.</source>
        <translation>{player}: {points} Ranglistenpunkte, Platz {place} nach Turnier {n}.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <source>{title} ({where}), autosaved {when}</source>
        <translation>{title} ({where}), automatisch gespeichert {when}</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wiedergabe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Replay · {courses}</source>
        <translation>Wiedergabe · {courses}</translation>
    </message>
    <message>
        <source>Replay · {card}</source>
        <translation>Wiedergabe · {card}</translation>
    </message>
    <message>
        <source>Pace:</source>
        <translation>Tempo:</translation>
    </message>
</context>
<context>
    <name>ReplayViews</name>
    <message>
        <source>{game} games cannot be replayed in the studio yet</source>
        <translation>Partien von {game} können im Studio noch nicht nachgespielt werden</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a Problem</source>
        <translation>Problem melden</translation>
    </message>
    <message>
        <source>The log folder could not be opened here. It is this folder; copy its path and open it in your file manager:</source>
        <translation>Der Protokollordner ließ sich hier nicht öffnen. Es ist dieser Ordner; kopieren Sie seinen Pfad und öffnen Sie ihn in Ihrer Dateiverwaltung:</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Protokollordner</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the folder&apos;s path to the clipboard</source>
        <translation>Den Pfad des Ordners in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>ReportView</name>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>PDF speichern…</translation>
    </message>
    <message>
        <source>Save HTML…</source>
        <translation>HTML speichern…</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>No report to show</source>
        <translation>Kein Bericht anzuzeigen</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Could not print: {reason}</source>
        <translation>Drucken fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <translation>An den Drucker gesendet</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Save HTML</source>
        <translation>HTML speichern</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>HTML-Dateien (*.html *.htm)</translation>
    </message>
    <message>
        <source>report</source>
        <translation>bericht</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>{file} konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert unter {path}</translation>
    </message>
</context>
<context>
    <name>ResultSection</name>
    <message>
        <source>Hole by hole:
{lines}</source>
        <translation>Loch für Loch:
{lines}</translation>
    </message>
    <message>
        <source>Not scored: {reason}</source>
        <translation>Nicht gewertet: {reason}</translation>
    </message>
    <message>
        <source>Not scored</source>
        <translation>Nicht gewertet</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Skins</source>
        <translation>Skins</translation>
    </message>
    <message>
        <source>Gross scores</source>
        <translation>Brutto-Scores</translation>
    </message>
    <message>
        <source>Net scores, full handicaps</source>
        <translation>Netto-Scores, volle Handicaps</translation>
    </message>
    <message>
        <source>Net scores, strokes off the lowest handicap</source>
        <translation>Netto-Scores, Schläge vom niedrigsten Handicap aus</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brutto</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Holes (skins)</source>
        <translation>Löcher (Skins)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Holes won</source>
        <translation>Gewonnene Löcher</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Wette</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>T{place}</source>
        <comment>a place shared on a leaderboard</comment>
        <translation>T{place}</translation>
    </message>
    <message>
        <source>thru {holes}</source>
        <comment>a late player&apos;s holes played, ranked apart</comment>
        <translation>nach {holes}</translation>
    </message>
    <message>
        <source>{name} from hole {hole}</source>
        <translation>{name} ab Loch {hole}</translation>
    </message>
    <message>
        <source>{name}, no score yet</source>
        <translation>{name}, noch kein Ergebnis</translation>
    </message>
    <message>
        <source>Joined late, ranked apart and out of this bet: {players}</source>
        <translation>Später eingestiegen, getrennt gewertet und nicht in dieser Wette: {players}</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Sieger: {name}</translation>
    </message>
    <message>
        <source>Tied first: {names}</source>
        <translation>Geteilter erster Platz: {names}</translation>
    </message>
    <message>
        <source>No skins won</source>
        <translation>Keine Skins gewonnen</translation>
    </message>
    <message>
        <source>Most skins: {name} ({count})</source>
        <translation>Meiste Skins: {name} ({count})</translation>
    </message>
    <message>
        <source>Most skins: {names} ({count} each)</source>
        <translation>Meiste Skins: {names} (je {count})</translation>
    </message>
    <message>
        <source>carried past the last hole</source>
        <translation>über das letzte Loch hinaus übertragen</translation>
    </message>
    <message>
        <source>tied holes</source>
        <translation>geteilte Löcher</translation>
    </message>
    <message>
        <source>Unawarded skins: {count} ({why})</source>
        <translation>Nicht vergebene Skins: {count} ({why})</translation>
    </message>
    <message>
        <source>No outright winner</source>
        <translation>Kein alleiniger Sieger</translation>
    </message>
    <message>
        <source>After hole {hole}: {status}</source>
        <translation>Nach Loch {hole}: {status}</translation>
    </message>
    <message>
        <source>Halved</source>
        <translation>Geteilt</translation>
    </message>
    <message>
        <source>Points: {points}</source>
        <translation>Punkte: {points}</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vordere Neun</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Hintere Neun</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Press {segment} from {hole}</source>
        <translation>Press {segment} ab {hole}</translation>
    </message>
    <message>
        <source>{bet} (by {side})</source>
        <translation>{bet} (von {side})</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} gg. {second}</translation>
    </message>
    <message>
        <source>square</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>Front {front} · Back {back} · Overall {overall}</source>
        <translation>Vorne {front} · Hinten {back} · Gesamt {overall}</translation>
    </message>
    <message>
        <source>Presses: {presses}</source>
        <translation>Presses: {presses}</translation>
    </message>
    <message>
        <source>{segment} {hole}: {winner}</source>
        <translation>{segment} {hole}: {winner}</translation>
    </message>
    <message>
        <source>Round robin: every pair plays its own Nassau, presses within the pair.</source>
        <translation>Jeder gegen jeden: Jedes Paar spielt sein eigenes Nassau, Presses innerhalb des Paars.</translation>
    </message>
    <message>
        <source>No points yet</source>
        <translation>Noch keine Punkte</translation>
    </message>
    <message>
        <source>Leader: {name} ({points})</source>
        <translation>Führend: {name} ({points})</translation>
    </message>
    <message>
        <source>with {partner}</source>
        <translation>mit {partner}</translation>
    </message>
    <message>
        <source>blind lone wolf</source>
        <translation>blinder einsamer Wolf</translation>
    </message>
    <message>
        <source>lone wolf</source>
        <translation>einsamer Wolf</translation>
    </message>
    <message>
        <source>Hole {hole}: {wolf} {how}</source>
        <translation>Loch {hole}: {wolf} {how}</translation>
    </message>
    <message>
        <source>Money: {amounts}</source>
        <translation>Geld: {amounts}</translation>
    </message>
    <message>
        <source>Pot {pot}: no skin won yet, every buy-in goes back</source>
        <translation>Pott {pot}: noch kein Skin gewonnen, jeder Einsatz geht zurück</translation>
    </message>
    <message>
        <source>Pot {pot}: {share} a skin (skins won: {won})</source>
        <translation>Pott {pot}: {share} pro Skin (gewonnene Skins: {won})</translation>
    </message>
    <message>
        <source>; leftover {cents} to the earliest skins</source>
        <translation>; Rest {cents} an die frühesten Skins</translation>
    </message>
    <message>
        <source>; unawarded skins (no share): {count}</source>
        <translation>; nicht vergebene Skins (ohne Anteil): {count}</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Net (handicap strokes)</source>
        <translation>Netto (Vorgabeschläge)</translation>
    </message>
    <message>
        <source>Score net of the handicap strokes each player receives</source>
        <translation>Score abzüglich der Vorgabeschläge, die jeder Spieler erhält</translation>
    </message>
    <message>
        <source>Skins carry over</source>
        <translation>Skins übertragen</translation>
    </message>
    <message>
        <source>A tied hole&apos;s skin carries to the next hole</source>
        <translation>Der Skin eines geteilten Lochs geht auf das nächste Loch über</translation>
    </message>
    <message>
        <source>Automatic presses</source>
        <translation>Automatische Presses</translation>
    </message>
    <message>
        <source>Nassau: a new bet starts when a side goes 2 down</source>
        <translation>Nassau: Eine neue Wette beginnt, wenn eine Seite 2 Löcher zurückliegt</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>No tournament of this game is evaluated yet.</source>
        <translation>Noch kein Turnier dieser Partie ist ausgewertet.</translation>
    </message>
    <message>
        <source>Tournament:</source>
        <translation>Turnier:</translation>
    </message>
    <message>
        <source>Private notes — mail each to its player alone</source>
        <translation>Private Hinweise — jeden nur an seinen Spieler schicken</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Lane {n}</source>
        <translation>Bahn {n}</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>Teilnahme</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>No private notes: every entry was sound.</source>
        <translation>Keine privaten Hinweise: Jeder Zug war gültig.</translation>
    </message>
</context>
<context>
    <name>ReviewButton</name>
    <message>
        <source>Review this game</source>
        <translation>Diese Partie analysieren</translation>
    </message>
    <message>
        <source>Weigh every decision against the best play, and the luck apart from it</source>
        <translation>Jede Entscheidung am besten Spiel messen und das Glück davon trennen</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>Strokes lost to decisions and luck, game by game</source>
        <translation>Durch Entscheidungen verlorene Schläge und Glück, Partie für Partie</translation>
    </message>
    <message>
        <source>No reviewed games yet — open a saved game and choose Review.</source>
        <translation>Noch keine analysierten Partien – öffnen Sie eine gespeicherte Partie und wählen Sie Analyse.</translation>
    </message>
    <message>
        <source>Reviewed games: {games}</source>
        <translation>Analysierte Partien: {games}</translation>
    </message>
    <message>
        <source>{game}, {day}: {lost} strokes lost to {decisions} decisions, luck {luck}</source>
        <translation>{game}, {day}: {lost} Schläge durch {decisions} Entscheidungen verloren, Glück {luck}</translation>
    </message>
    <message>
        <source>Lost to decisions</source>
        <translation>Durch Entscheidungen verloren</translation>
    </message>
    <message>
        <source>Good luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Bad luck</source>
        <translation>Pech</translation>
    </message>
    <message>
        <source>No finished hole to chart yet.</source>
        <translation>Noch kein beendetes Loch für die Grafik.</translation>
    </message>
    <message>
        <source>best play expected</source>
        <translation>bei bestem Spiel erwartet</translation>
    </message>
    <message>
        <source>lost to decisions</source>
        <translation>durch Entscheidungen verloren</translation>
    </message>
    <message>
        <source>good luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>bad luck</source>
        <translation>Pech</translation>
    </message>
</context>
<context>
    <name>ReviewMarks</name>
    <message>
        <source>chosen = best</source>
        <translation>gewählt = am besten</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>best</source>
        <translation>am besten</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <source>Game review · {game}</source>
        <translation>Partieanalyse · {game}</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analyse… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Weighing every decision against the best play…</source>
        <translation>Jede Entscheidung wird am besten Spiel gemessen…</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Decisions of:</source>
        <translation>Entscheidungen von:</translation>
    </message>
    <message>
        <source>Choose a decision in the table to see its position on the board.</source>
        <translation>Wählen Sie eine Entscheidung in der Tabelle, um ihre Stellung auf dem Spielbrett zu sehen.</translation>
    </message>
    <message>
        <source>The review could not be kept for the player pages: {reason}</source>
        <translation>Die Analyse konnte nicht für die Spielerseiten gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>Kept on the player pages of game night.</source>
        <translation>Auf den Spielerseiten des Spieleabends gespeichert.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The game could not be reviewed: {reason}</source>
        <translation>Die Partie konnte nicht analysiert werden: {reason}</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Analysiert</translation>
    </message>
    <message>
        <source>Each decision&apos;s loss is in points of the hole score, weighed by the strong player&apos;s sampled estimates: close options can swap places.</source>
        <translation>Der Verlust jeder Entscheidung ist in Punkten des Lochergebnisses angegeben, geschätzt aus den Stichproben des starken Spielers: nahe Optionen können die Plätze tauschen.</translation>
    </message>
    <message>
        <source>Each decision&apos;s loss is in strokes against the best play the studio knows; luck is what the dice and cards gave (+) or took (−).</source>
        <translation>Der Verlust jeder Entscheidung ist in Schlägen gegenüber dem besten Spiel angegeben, das das Studio kennt; Glück ist, was Würfel und Karten gaben (+) oder nahmen (−).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Strokes</source>
        <translation>Schläge</translation>
    </message>
    <message>
        <source>Best play expected</source>
        <translation>Bei bestem Spiel erwartet</translation>
    </message>
    <message>
        <source>Lost to decisions</source>
        <translation>Durch Entscheidungen verloren</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Ungenauigkeiten</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Patzer</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{hole}, {player}&lt;/b&gt;: chose {chosen}, losing {error:.2f} points; best was {best}. Luck after it: {luck:+.2f}.</source>
        <translation>&lt;b&gt;{hole}, {player}&lt;/b&gt;: wählte {chosen} und verlor {error:.2f} Punkte; am besten war {best}. Glück danach: {luck:+.2f}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{hole}, {player}&lt;/b&gt;: chose {chosen}, losing {error:.2f} strokes; best was {best}. Luck after it: {luck:+.2f}.</source>
        <translation>&lt;b&gt;{hole}, {player}&lt;/b&gt;: wählte {chosen} und verlor {error:.2f} Schläge; am besten war {best}. Glück danach: {luck:+.2f}.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Game review — {game}</source>
        <translation>Partieanalyse — {game}</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Neuer Name</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>The selected entry is the same person as the one chosen: its nights, scores, teams and handicap records move there, and the entry goes</source>
        <translation>Der markierte Eintrag ist dieselbe Person wie der hier gewählte: Seine Abende, Scores, Teams und Handicap-Einträge wandern dorthin, und der Eintrag entfällt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Same person as</source>
        <translation>Dieselbe Person wie</translation>
    </message>
    <message>
        <source>{name} · AI</source>
        <translation>{name} · KI</translation>
    </message>
    <message>
        <source>Not renamed: {reason}</source>
        <translation>Nicht umbenannt: {reason}</translation>
    </message>
    <message>
        <source>Renamed to {name}</source>
        <translation>Umbenannt in {name}</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>{gone} and {kept} are the same person: move every night, score, team and handicap record of {gone} to {kept}, and remove {gone}?</source>
        <translation>{gone} und {kept} sind dieselbe Person: Alle Abende, Scores, Teams und Handicap-Einträge von {gone} zu {kept} verschieben und {gone} entfernen?</translation>
    </message>
    <message>
        <source>Not merged: {reason}</source>
        <translation>Nicht zusammengeführt: {reason}</translation>
    </message>
    <message>
        <source>{gone} merged into {kept}</source>
        <translation>{gone} mit {kept} zusammengeführt</translation>
    </message>
</context>
<context>
    <name>RoundResultsPage</name>
    <message numerus="yes">
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n Loch</numerusform>
            <numerusform>%n Löcher</numerusform>
        </translation>
    </message>
    <message>
        <source>par {par}</source>
        <translation>Par {par}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source> v </source>
        <translation> vs. </translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> &amp; </translation>
    </message>
    <message>
        <source>teams {teams}</source>
        <translation>Teams {teams}</translation>
    </message>
    <message>
        <source>Game night — score a round file</source>
        <translation>Spieleabend — Rundendatei auswerten</translation>
    </message>
    <message>
        <source>Open a round file (JSON) to see its scorecard and the results
in stroke play, Stableford, skins, match play, Nassau and best ball.
You can also drop a .json file on the window.</source>
        <translation>Öffnen Sie eine Rundendatei (JSON), um ihre Scorekarte und die Ergebnisse
in Zählspiel, Stableford, Skins, Lochspiel, Nassau und Bestball zu sehen.
Sie können auch eine .json-Datei auf das Fenster ziehen.</translation>
    </message>
    <message>
        <source>Open a round file…</source>
        <translation>Rundendatei öffnen…</translation>
    </message>
    <message>
        <source>Open the sample round</source>
        <translation>Beispielrunde öffnen</translation>
    </message>
    <message>
        <source>Open another round…</source>
        <translation>Andere Runde öffnen…</translation>
    </message>
    <message>
        <source>handicap stroke received</source>
        <translation>Vorgabeschlag erhalten</translation>
    </message>
    <message>
        <source>birdie or better</source>
        <translation>Birdie oder besser</translation>
    </message>
    <message>
        <source>double bogey or worse</source>
        <translation>Doppel-Bogey oder schlechter</translation>
    </message>
</context>
<context>
    <name>RoundScorecard</name>
    <message>
        <source>{name}, handicap {handicap}</source>
        <translation>{name}, Handicap {handicap}</translation>
    </message>
</context>
<context>
    <name>RuleForm</name>
    <message>
        <source>Reliefs</source>
        <translation>Erleichterungen</translation>
    </message>
    <message>
        <source>The reliefs the player chooses among</source>
        <translation>Die Erleichterungen, zwischen denen der Spieler wählt</translation>
    </message>
    <message>
        <source>Add relief</source>
        <translation>Erleichterung hinzufügen</translation>
    </message>
    <message>
        <source>Offer the player one more relief for a ball here</source>
        <translation>Dem Spieler eine weitere Erleichterung für einen Ball hier anbieten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take the chosen relief away</source>
        <translation>Die gewählte Erleichterung entfernen</translation>
    </message>
    <message>
        <source>a point</source>
        <translation>ein Punkt</translation>
    </message>
    <message>
        <source>a region</source>
        <translation>eine Fläche</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <source>Click the point on the hole</source>
        <translation>Klicken Sie den Punkt auf dem Loch an</translation>
    </message>
    <message>
        <source>Another card past a line</source>
        <translation>Andere Karte hinter einer Linie</translation>
    </message>
    <message>
        <source>Click the line&apos;s two ends on the hole</source>
        <translation>Klicken Sie die beiden Enden der Linie auf dem Loch an</translation>
    </message>
    <message>
        <source>Relief:</source>
        <translation>Erleichterung:</translation>
    </message>
    <message>
        <source>Penalty strokes:</source>
        <translation>Strafschläge:</translation>
    </message>
    <message>
        <source>Drop in:</source>
        <translation>Droppen in:</translation>
    </message>
    <message>
        <source>Point (yd):</source>
        <translation>Punkt (yd):</translation>
    </message>
    <message>
        <source>Zone:</source>
        <translation>Zone:</translation>
    </message>
    <message>
        <source>Bunker:</source>
        <translation>Bunker:</translation>
    </message>
    <message>
        <source>Putt from:</source>
        <translation>Putten aus:</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Karte:</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>Linie:</translation>
    </message>
    <message>
        <source>Card past it:</source>
        <translation>Karte dahinter:</translation>
    </message>
    <message>
        <source>The rule in the rulebook&apos;s words</source>
        <translation>Die Regel im Wortlaut des Regelhefts</translation>
    </message>
    <message>
        <source>{ax}, {ay} → {bx}, {by} yd</source>
        <translation>{ax}, {ay} → {bx}, {by} yd</translation>
    </message>
    <message>
        <source>none: pick its two ends</source>
        <translation>keine: ihre zwei Enden wählen</translation>
    </message>
    <message>
        <source>{id} ({terrain})</source>
        <translation>{id} ({terrain})</translation>
    </message>
    <message>
        <source>{id} (not on this hole)</source>
        <translation>{id} (nicht auf diesem Loch)</translation>
    </message>
    <message>
        <source>{n}. {relief} · penalty {penalty}</source>
        <translation>{n}. {relief} · Strafe {penalty}</translation>
    </message>
    <message>
        <source>Add a relief</source>
        <translation>Erleichterung hinzufügen</translation>
    </message>
    <message>
        <source>Remove a relief</source>
        <translation>Erleichterung entfernen</translation>
    </message>
    <message>
        <source>Change the relief</source>
        <translation>Erleichterung ändern</translation>
    </message>
    <message>
        <source>Set the penalty</source>
        <translation>Strafe festlegen</translation>
    </message>
    <message>
        <source>The hole has no other region to drop in.</source>
        <translation>Das Loch hat keine andere Fläche zum Droppen.</translation>
    </message>
    <message>
        <source>Drop in a region</source>
        <translation>In einer Fläche droppen</translation>
    </message>
    <message>
        <source>Drop at a point</source>
        <translation>An einem Punkt droppen</translation>
    </message>
    <message>
        <source>Set the relief&apos;s point</source>
        <translation>Punkt der Erleichterung festlegen</translation>
    </message>
    <message>
        <source>Set the drop zone</source>
        <translation>Drop-Zone festlegen</translation>
    </message>
    <message>
        <source>Set the bunker</source>
        <translation>Bunker festlegen</translation>
    </message>
    <message>
        <source>Set the putt&apos;s distance</source>
        <translation>Putt-Entfernung festlegen</translation>
    </message>
    <message>
        <source>Set the card</source>
        <translation>Karte festlegen</translation>
    </message>
    <message>
        <source>Set the card past the line</source>
        <translation>Karte hinter der Linie festlegen</translation>
    </message>
    <message>
        <source>No line</source>
        <translation>Keine Linie</translation>
    </message>
    <message>
        <source>Set the line</source>
        <translation>Linie festlegen</translation>
    </message>
    <message>
        <source>Word the rule</source>
        <translation>Regel formulieren</translation>
    </message>
    <message>
        <source>Click the relief&apos;s point on the hole</source>
        <translation>Klicken Sie den Punkt der Erleichterung auf dem Loch an</translation>
    </message>
    <message>
        <source>Click the line&apos;s first end on the hole</source>
        <translation>Klicken Sie das erste Ende der Linie auf dem Loch an</translation>
    </message>
    <message>
        <source>Click the line&apos;s second end on the hole</source>
        <translation>Klicken Sie das zweite Ende der Linie auf dem Loch an</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Spielregeln: {game}</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>GolfStudio saved games (*.json);;All files (*)</source>
        <translation>GolfStudio-Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot open saved game</source>
        <translation>Spielstand kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Out</source>
        <translation>Out</translation>
    </message>
    <message>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>So far, with the holes still being played</source>
        <translation>Bisheriger Stand, mit den noch laufenden Löchern</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>SI</source>
        <comment>stroke index</comment>
        <translation>SI</translation>
    </message>
    <message>
        <source>Stroke index: 1 is the hardest hole, where strokes are given first</source>
        <translation>Vorgabeverteilung (SI): 1 ist das schwerste Loch, auf dem zuerst Schläge vergeben werden</translation>
    </message>
    <message>
        <source>Hole {hole}</source>
        <translation>Loch {hole}</translation>
    </message>
    <message>
        <source>hole {hole}</source>
        <translation>Loch {hole}</translation>
    </message>
    <message>
        <source>Stroke index</source>
        <translation>Vorgabeverteilung</translation>
    </message>
    <message>
        <source>{what}, {where}: {value}</source>
        <translation>{what}, {where}: {value}</translation>
    </message>
    <message>
        <source>typing {digits}</source>
        <translation>Eingabe läuft {digits}</translation>
    </message>
    <message>
        <source>no score yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>{score} so far</source>
        <translation>{score} bisher</translation>
    </message>
    <message>
        <source>{name}, {where}: {value}</source>
        <translation>{name}, {where}: {value}</translation>
    </message>
    <message>
        <source>{name}, hole {hole} (par {par}, SI {si}): {gross}</source>
        <translation>{name}, Loch {hole} (Par {par}, SI {si}): {gross}</translation>
    </message>
    <message numerus="yes">
        <source>receives %n stroke(s)</source>
        <translation>
            <numerusform>erhält %n Schlag</numerusform>
            <numerusform>erhält %n Schläge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gives back %n stroke(s)</source>
        <translation>
            <numerusform>gibt %n Schlag zurück</numerusform>
            <numerusform>gibt %n Schläge zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>, {given}, net {net}</source>
        <translation>, {given}, netto {net}</translation>
    </message>
    <message>
        <source>Front nine (holes 1–9)</source>
        <translation>Vordere Neun (Löcher 1–9)</translation>
    </message>
    <message>
        <source>Back nine (holes 10–18)</source>
        <translation>Hintere Neun (Löcher 10–18)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Brutto gesamt</translation>
    </message>
    <message>
        <source>Gross total less the handicap strokes received</source>
        <translation>Brutto gesamt abzüglich der erhaltenen Vorgabeschläge</translation>
    </message>
</context>
<context>
    <name>ScorecardTable</name>
    <message>
        <source>Scorecard</source>
        <translation>Scorekarte</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <translation>Scorekarte</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>{name} AI</source>
        <translation>KI {name}</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Each player&apos;s name and who plays the seat: you or an AI.</source>
        <translation>Der Name jedes Spielers und wer den Platz spielt: Sie oder eine KI.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
</context>
<context>
    <name>Settlement</name>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} zahlt {amount} an {payee}</translation>
    </message>
    <message>
        <source>All square: nobody pays</source>
        <translation>Alles ausgeglichen: niemand zahlt</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>{first} v {second}: {amount}</source>
        <translation>{first} gg. {second}: {amount}</translation>
    </message>
    <message>
        <source>square</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>{format}: not counted while it cannot be scored</source>
        <translation>{format}: nicht gezählt, solange es nicht gewertet werden kann</translation>
    </message>
    <message>
        <source>Many players: the transfers clear every balance but may not be the fewest possible.</source>
        <translation>Viele Spieler: Die Zahlungen gleichen alle Salden aus, sind aber eventuell nicht die kleinstmögliche Anzahl.</translation>
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>So far, every format played for money, every round</source>
        <translation>Bisher: jede um Geld gespielte Spielform, jede Runde</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Add a course file</source>
        <translation>Platzdatei hinzufügen</translation>
    </message>
    <message>
        <source>Carambole courses (*.json);;All files (*)</source>
        <translation>Carambole-Plätze (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Balls</source>
        <translation>Bälle</translation>
    </message>
    <message>
        <source>New Carambole game</source>
        <translation>Neue Carambole-Partie</translation>
    </message>
    <message>
        <source>Courses of the round</source>
        <translation>Plätze der Runde</translation>
    </message>
    <message>
        <source>Add ›</source>
        <translation>Hinzufügen ›</translation>
    </message>
    <message>
        <source>Add course file…</source>
        <translation>Platzdatei hinzufügen…</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Bundled courses</source>
        <translation>Mitgelieferte Plätze</translation>
    </message>
    <message>
        <source>Played in this order</source>
        <translation>In dieser Reihenfolge gespielt</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielweise</translation>
    </message>
    <message>
        <source>The dice&apos;s seed: the same seed and the same choices replay the same game</source>
        <translation>Der Startwert der Würfel: Derselbe Startwert und dieselben Entscheidungen spielen dieselbe Partie erneut ab</translation>
    </message>
    <message>
        <source>Basic: each ball plays until holed, alone</source>
        <translation>Einfach: Jeder Ball spielt allein, bis er eingelocht ist</translation>
    </message>
    <message>
        <source>Carambole: every ball plays once a round; balls collide</source>
        <translation>Carambole: Jeder Ball spielt einmal pro Runde; Bälle stoßen zusammen</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <source>{file} cannot be played: {reason}</source>
        <translation>{file} kann nicht gespielt werden: {reason}</translation>
    </message>
    <message>
        <source>New Dice Golf game</source>
        <translation>Neue Dice-Golf-Partie</translation>
    </message>
    <message>
        <source>{course} (bundled)</source>
        <translation>{course} (mitgeliefert)</translation>
    </message>
    <message>
        <source>e.g. 4, 1</source>
        <translation>z. B. 4, 1</translation>
    </message>
    <message>
        <source>Play a course drawn in the Dice Golf track editor</source>
        <translation>Einen im Dice-Golf-Bahneditor gezeichneten Platz spielen</translation>
    </message>
    <message>
        <source>One to six players, throwing in this order on every hole. Several people at one screen take turns (hot seat): each one&apos;s cards stay hidden from the others.</source>
        <translation>Ein bis sechs Spieler, die auf jedem Loch in dieser Reihenfolge würfeln. Mehrere Personen an einem Bildschirm wechseln sich ab (Hot Seat): Die Karten jedes Einzelnen bleiben vor den anderen verborgen.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Deal nine cards to each player</source>
        <translation>Jedem Spieler neun Karten geben</translation>
    </message>
    <message>
        <source>Air shots, weather, no penalty, chance, green cards… Every card still held after the last hole costs a stroke.</source>
        <translation>Luftschläge, Wetter, keine Strafe, Glück, Grünkarten… Jede nach dem letzten Loch noch gehaltene Karte kostet einen Schlag.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>AI speed:</source>
        <translation>KI-Tempo:</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>Dice seed:</source>
        <translation>Würfel-Startwert:</translation>
    </message>
    <message>
        <source>New Play Nine game</source>
        <translation>Neue Play-Nine-Partie</translation>
    </message>
    <message>
        <source>Two to six players, in the order play passes. Several people at one screen take turns (hot seat): the table hides while it is passed. A card drawn at random decides who deals first.</source>
        <translation>Zwei bis sechs Spieler, in der Reihenfolge, in der das Spiel weitergeht. Mehrere Personen an einem Bildschirm wechseln sich ab (Hot Seat): Der Tisch wird beim Weitergeben verdeckt. Eine zufällig gezogene Karte entscheidet, wer zuerst gibt.</translation>
    </message>
    <message>
        <source>The seed of the shuffles: the same seed and the same choices replay the same game</source>
        <translation>Der Startwert des Mischens: Derselbe Startwert und dieselben Entscheidungen spielen dieselbe Partie erneut ab</translation>
    </message>
    <message>
        <source>Nine holes by the rules; fewer for a quick game (1 to {most})</source>
        <translation>Neun Löcher nach den Regeln; weniger für eine schnelle Partie (1 bis {most})</translation>
    </message>
    <message>
        <source>Holes:</source>
        <translation>Löcher:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Smart</translation>
    </message>
    <message>
        <source>New Ultimate Golf round</source>
        <translation>Neue Ultimate-Golf-Runde</translation>
    </message>
    <message>
        <source>e.g. 12, 17, 14</source>
        <translation>z. B. 12, 17, 14</translation>
    </message>
    <message>
        <source>Front nine (1–9)</source>
        <translation>Vordere Neun (1–9)</translation>
    </message>
    <message>
        <source>Back nine (10–18)</source>
        <translation>Hintere Neun (10–18)</translation>
    </message>
    <message>
        <source>Several people at one screen take turns (hot seat); the dice decide who tees off first.</source>
        <translation>Mehrere Personen an einem Bildschirm wechseln sich ab (Hot Seat); die Würfel entscheiden, wer zuerst abschlägt.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>The dice&apos;s seed: the same seed and the same choices replay the same round</source>
        <translation>Der Startwert der Würfel: Derselbe Startwert und dieselben Entscheidungen spielen dieselbe Runde erneut ab</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Runde starten</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>This page</source>
        <translation>Diese Seite</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>The shortcuts of the menus and of the page shown now; other pages have their own.</source>
        <translation>Die Tastenkürzel der Menüs und der angezeigten Seite; andere Seiten haben eigene.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>ShotPanel</name>
    <message>
        <source>The {die} die: faces {faces}</source>
        <translation>Der Würfel {die}: Seiten {faces}</translation>
    </message>
    <message>
        <source>The {card} card with the {die} die (faces {faces}): {impulses} impulses</source>
        <translation>Die Karte {card} mit dem Würfel {die} (Seiten {faces}): {impulses} Impulse</translation>
    </message>
    <message>
        <source>Cards, played with the white die:</source>
        <translation>Karten, gespielt mit dem weißen Würfel:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Throw the chosen die (the studio&apos;s dice)</source>
        <translation>Den gewählten Würfel werfen (die Würfel des Studios)</translation>
    </message>
    <message>
        <source>Real die</source>
        <translation>Echter Würfel</translation>
    </message>
    <message>
        <source>face</source>
        <translation>Augenzahl</translation>
    </message>
    <message>
        <source>Playing with real dice? Type the face you threw</source>
        <translation>Mit echten Würfeln? Geben Sie die geworfene Augenzahl ein</translation>
    </message>
    <message>
        <source>Use my roll</source>
        <translation>Meinen Wurf verwenden</translation>
    </message>
    <message>
        <source>Play the shot with the face typed (a real die&apos;s throw)</source>
        <translation>Den Schlag mit der eingegebenen Augenzahl spielen (Wurf eines echten Würfels)</translation>
    </message>
    <message>
        <source>Real die:</source>
        <translation>Echter Würfel:</translation>
    </message>
    <message>
        <source>Pick a direction: click an arrow round the ball, or press 1–6 (← → turn).</source>
        <translation>Richtung wählen: auf einen Pfeil um den Ball klicken oder 1–6 drücken (← → drehen).</translation>
    </message>
    <message>
        <source>Direction: &lt;b&gt;{direction}&lt;/b&gt; (key {key}). {next}</source>
        <translation>Richtung: &lt;b&gt;{direction}&lt;/b&gt; (Taste {key}). {next}</translation>
    </message>
    <message>
        <source>Now a die or a card.</source>
        <translation>Jetzt einen Würfel oder eine Karte.</translation>
    </message>
    <message>
        <source>Roll!</source>
        <translation>Würfeln!</translation>
    </message>
</context>
<context>
    <name>ShotPicker</name>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Read with the iron:</source>
        <translation>Ablesen mit dem Eisen:</translation>
    </message>
    <message>
        <source>Read with the iron</source>
        <translation>Ablesen mit dem Eisen</translation>
    </message>
    <message>
        <source>Result of each throw</source>
        <translation>Ergebnis jedes Wurfs</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Play the shot: the studio throws the two dice (R or Enter)</source>
        <translation>Den Schlag spielen: Das Studio wirft die zwei Würfel (R oder Enter)</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>Real dice, e.g. 3 4</source>
        <translation>Echte Würfel, z. B. 3 4</translation>
    </message>
    <message>
        <source>Threw real dice? Type both faces and play this throw</source>
        <translation>Echte Würfel geworfen? Beide Augenzahlen eingeben und diesen Wurf spielen</translation>
    </message>
    <message>
        <source>Play this throw</source>
        <translation>Diesen Wurf spielen</translation>
    </message>
    <message>
        <source>Choose the relief (1–{count}); its drop spot is marked with its number on the hole.</source>
        <translation>Wählen Sie die Erleichterung (1–{count}); ihre Dropstelle ist mit ihrer Nummer auf dem Loch markiert.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <source>{chance} in 36</source>
        <translation>{chance} von 36</translation>
    </message>
    <message>
        <source>Type the two dice you threw, each 1 to 6 (e.g. 3 4), not “{text}”: nothing was played.</source>
        <translation>Geben Sie die zwei geworfenen Würfel ein, je 1 bis 6 (z. B. 3 4), nicht „{text}“: Es wurde nichts gespielt.</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <source>net {allowance} %</source>
        <translation>netto {allowance} %</translation>
    </message>
    <message>
        <source>carry-over</source>
        <translation>Übertrag</translation>
    </message>
    <message>
        <source>presses</source>
        <translation>Presses</translation>
    </message>
    <message>
        <source>presses at {down} down</source>
        <translation>Presses bei {down} zurück</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>No scores yet</source>
        <translation>Noch keine Scores</translation>
    </message>
    <message numerus="yes">
        <source>after {played} of %n hole(s)</source>
        <translation>
            <numerusform>nach {played} von %n Loch</numerusform>
            <numerusform>nach {played} von %n Löchern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round complete · %n hole(s)</source>
        <translation>
            <numerusform>Runde beendet · %n Loch</numerusform>
            <numerusform>Runde beendet · %n Löcher</numerusform>
        </translation>
    </message>
    <message>
        <source>No format chosen for this night</source>
        <translation>Kein Format für diesen Abend gewählt</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>GolfStudio {version} · MIT licence</source>
        <translation>GolfStudio {version} · MIT-Lizenz</translation>
    </message>
    <message>
        <source>Get started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>A course, a saved game or a round file</source>
        <translation>Ein Platz, ein Spielstand oder eine Rundendatei</translation>
    </message>
    <message>
        <source>Open the sample round</source>
        <translation>Beispielrunde öffnen</translation>
    </message>
    <message>
        <source>A four-player game night on the Ultimate Golf course</source>
        <translation>Ein Spieleabend zu viert auf dem Ultimate-Golf-Platz</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Courses, saved games and round files you open appear here.
You can also drop a .json file on the window.</source>
        <translation>Plätze, Spielstände und Rundendateien, die Sie öffnen, erscheinen hier.
Sie können auch eine .json-Datei auf das Fenster ziehen.</translation>
    </message>
</context>
<context>
    <name>StartsModel</name>
    <message>
        <source>Cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>± sd</source>
        <translation>± SA</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Holed</source>
        <translation>Eingelocht</translation>
    </message>
    <message>
        <source>Reachable</source>
        <translation>Erreichbar</translation>
    </message>
    <message>
        <source>The start cell (rows are numbered in the course&apos;s start order)</source>
        <translation>Das Startfeld (Zeilen in der Startreihenfolge des Platzes nummeriert)</translation>
    </message>
    <message>
        <source>Difficulty: the expected strokes of a lone ball under the best play, capped at the stroke limit</source>
        <translation>Schwierigkeit: die erwarteten Schläge eines einzelnen Balls bei bestem Spiel, begrenzt auf das Schlaglimit</translation>
    </message>
    <message>
        <source>The standard deviation of the score: a steady hole or a lottery</source>
        <translation>Die Standardabweichung des Ergebnisses: ein gleichmäßiges Loch oder eine Lotterie</translation>
    </message>
    <message>
        <source>The fewest strokes to the hole if the player could choose every face</source>
        <translation>Die wenigsten Schläge bis zum Loch, wenn der Spieler jede Seite wählen könnte</translation>
    </message>
    <message>
        <source>The chance of holing within the stroke limit under the best play</source>
        <translation>Die Chance, bei bestem Spiel innerhalb des Schlaglimits einzulochen</translation>
    </message>
    <message>
        <source>Whether the hole can be reached within the stroke limit</source>
        <translation>Ob das Loch innerhalb des Schlaglimits erreichbar ist</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>StrokeIndexSuggestion</name>
    <message>
        <source>Analysing every hole to suggest stroke indexes…</source>
        <translation>Alle Löcher werden analysiert, um eine Vorgabeverteilung vorzuschlagen…</translation>
    </message>
    <message>
        <source>Analysed hole {hole} of {holes}…</source>
        <translation>Loch {hole} von {holes} analysiert…</translation>
    </message>
    <message>
        <source>The course changed while it was analysed: ask for the suggestion again.</source>
        <translation>Der Platz hat sich während der Analyse geändert: Fordern Sie den Vorschlag erneut an.</translation>
    </message>
    <message>
        <source>Set the suggested stroke indexes</source>
        <translation>Vorgeschlagene Vorgabeverteilung übernehmen</translation>
    </message>
    <message>
        <source>Stroke indexes set from the analysis: {order}.</source>
        <translation>Vorgabeverteilung aus der Analyse gesetzt: {order}.</translation>
    </message>
    <message>
        <source>The stroke indexes already follow the analysis.</source>
        <translation>Die Vorgabeverteilung folgt bereits der Analyse.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Nothing is thrown for that: nothing was played.</source>
        <translation>Dafür wird nicht gewürfelt: Es wurde nichts gespielt.</translation>
    </message>
    <message>
        <source>Wait for your turn: nothing was played.</source>
        <translation>Warten Sie, bis Sie dran sind: Es wurde nichts gespielt.</translation>
    </message>
    <message>
        <source>No throw is waiting: nothing was played.</source>
        <translation>Kein Wurf steht aus: Es wurde nichts gespielt.</translation>
    </message>
    <message>
        <source>Give the first die&apos;s face too: nothing was played.</source>
        <translation>Geben Sie auch die Augenzahl des ersten Würfels an: Es wurde nichts gespielt.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Your turn</source>
        <translation>Sie sind dran</translation>
    </message>
    <message>
        <source>AI speed:</source>
        <translation>KI-Tempo:</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>Startwert {seed}</translation>
    </message>
    <message>
        <source>The dice&apos;s seed: the same seed and the same choices replay the same game</source>
        <translation>Der Startwert der Würfel: Derselbe Startwert und dieselben Entscheidungen spielen dieselbe Partie erneut ab</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Scorekarte</translation>
    </message>
    <message>
        <source>Try saving again</source>
        <translation>Erneut speichern</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Partie speichern…</translation>
    </message>
    <message>
        <source>Write the game so far to a file: it opens again as a replay</source>
        <translation>Die bisherige Partie in eine Datei schreiben: Sie lässt sich als Wiedergabe wieder öffnen</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>The game is over. Step through it with the replay bar under the course.</source>
        <translation>Die Partie ist beendet. Gehen Sie sie mit der Wiedergabeleiste unter dem Platz Schritt für Schritt durch.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You win&lt;/b&gt; with %n stroke(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Sie gewinnen&lt;/b&gt; mit %n Schlag.</numerusform>
            <numerusform>&lt;b&gt;Sie gewinnen&lt;/b&gt; mit %n Schlägen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player} wins&lt;/b&gt; with %n stroke(s).</source>
        <translation>
            <numerusform>&lt;b&gt;{player} gewinnt&lt;/b&gt; mit %n Schlag.</numerusform>
            <numerusform>&lt;b&gt;{player} gewinnt&lt;/b&gt; mit %n Schlägen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n stroke(s) each.</source>
        <translation>
            <numerusform>&lt;b&gt;Geteilter Sieg:&lt;/b&gt; {players}, je %n Schlag.</numerusform>
            <numerusform>&lt;b&gt;Geteilter Sieg:&lt;/b&gt; {players}, je %n Schläge.</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You win&lt;/b&gt; with %n point(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Sie gewinnen&lt;/b&gt; mit %n Punkt.</numerusform>
            <numerusform>&lt;b&gt;Sie gewinnen&lt;/b&gt; mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player} wins&lt;/b&gt; with %n point(s).</source>
        <translation>
            <numerusform>&lt;b&gt;{player} gewinnt&lt;/b&gt; mit %n Punkt.</numerusform>
            <numerusform>&lt;b&gt;{player} gewinnt&lt;/b&gt; mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n point(s) each.</source>
        <translation>
            <numerusform>&lt;b&gt;Geteilter Sieg:&lt;/b&gt; {players}, je %n Punkt.</numerusform>
            <numerusform>&lt;b&gt;Geteilter Sieg:&lt;/b&gt; {players}, je %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: no scorecard database was given.</source>
        <translation>Nicht gespeichert: Es wurde keine Scorekarten-Datenbank angegeben.</translation>
    </message>
    <message>
        <source>Saving the round to the scorecards…</source>
        <translation>Runde wird in den Scorekarten gespeichert…</translation>
    </message>
    <message>
        <source>Saved to the scorecards as “{course}” (game nights, scoring formats).</source>
        <translation>In den Scorekarten als „{course}“ gespeichert (Spieleabende, Spielformen).</translation>
    </message>
    <message>
        <source>The round was not saved: {reason}</source>
        <translation>Die Runde wurde nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>Round not saved</source>
        <translation>Runde nicht gespeichert</translation>
    </message>
    <message>
        <source>The round could not be saved to the scorecards:
{reason}

The results stay on screen; use “Try saving again”.</source>
        <translation>Die Runde konnte nicht in den Scorekarten gespeichert werden:
{reason}

Die Ergebnisse bleiben auf dem Bildschirm; verwenden Sie „Erneut speichern“.</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Partie nicht gespeichert</translation>
    </message>
    <message>
        <source>The game was saved to {file}.</source>
        <translation>Die Partie wurde in {file} gespeichert.</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <source>Could not finish</source>
        <translation>Konnte nicht abgeschlossen werden</translation>
    </message>
</context>
<context>
    <name>TeePicker</name>
    <message>
        <source>{name} — {rating} / {slope}</source>
        <translation>{name} — {rating} / {slope}</translation>
    </message>
</context>
<context>
    <name>TeesEditor</name>
    <message>
        <source>Tees</source>
        <translation>Abschläge</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Add tee</source>
        <translation>Abschlag hinzufügen</translation>
    </message>
    <message>
        <source>Tee</source>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>9-hole rating</source>
        <translation>9-Loch-Rating</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>9-hole slope</source>
        <translation>9-Loch-Slope</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>Slope</translation>
    </message>
    <message>
        <source>Yards</source>
        <translation>Yards</translation>
    </message>
    <message>
        <source>Tee {number}</source>
        <translation>Abschlag {number}</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>tee {number} needs a name</source>
        <translation>Abschlag {number} braucht einen Namen</translation>
    </message>
    <message>
        <source>tee {name}: the course rating {text} is not a number</source>
        <translation>Abschlag {name}: das Course Rating {text} ist keine Zahl</translation>
    </message>
    <message>
        <source>tee {name}: {reason}</source>
        <translation>Abschlag {name}: {reason}</translation>
    </message>
</context>
<context>
    <name>ThrowPicker</name>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>The studio rolls the dice for you (R)</source>
        <translation>Das Studio würfelt für Sie (R)</translation>
    </message>
    <message>
        <source>Click the dice on the board to keep them; the others are rolled again (Enter)</source>
        <translation>Klicken Sie Würfel auf dem Brett an, um sie zu behalten; die anderen werden neu geworfen (Enter)</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>Play these dice</source>
        <translation>Diese Würfel spielen</translation>
    </message>
    <message>
        <source>Threw real dice? Type each die&apos;s face, in the order shown, and play them</source>
        <translation>Echte Würfel geworfen? Geben Sie die Augenzahl jedes Würfels in der gezeigten Reihenfolge ein und spielen Sie sie</translation>
    </message>
    <message>
        <source>Real operations die? Type what it shows: +, − or ×:</source>
        <translation>Echter Rechenzeichenwürfel? Geben Sie ein, was er zeigt: +, − oder ×:</translation>
    </message>
    <message>
        <source>e.g. ×</source>
        <translation>z. B. ×</translation>
    </message>
    <message>
        <source>Real dice? Type the faces of {dice}:</source>
        <translation>Echte Würfel? Geben Sie die Augenzahlen von {dice} ein:</translation>
    </message>
    <message>
        <source>e.g. {faces}</source>
        <translation>z. B. {faces}</translation>
    </message>
    <message>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
</context>
<context>
    <name>TourDialog</name>
    <message>
        <source>Welcome to GolfStudio</source>
        <translation>Willkommen bei GolfStudio</translation>
    </message>
    <message>
        <source>Where would you like to start?</source>
        <translation>Womit möchten Sie beginnen?</translation>
    </message>
    <message>
        <source>GolfStudio designs courses, plays tabletop golf games against simple AIs and keeps the scorecards of game nights. Try one:</source>
        <translation>GolfStudio entwirft Plätze, spielt Tisch-Golfspiele gegen einfache KIs und führt die Scorekarten von Spieleabenden. Probieren Sie eines aus:</translation>
    </message>
    <message>
        <source>Edit a sample course</source>
        <translation>Einen Beispielplatz bearbeiten</translation>
    </message>
    <message>
        <source>A copy of a bundled Mini Golf Carambole course in the course editor: paint cells, draw walls, try shots.</source>
        <translation>Eine Kopie eines mitgelieferten Mini-Golf-Carambole-Platzes im Platz-Editor: Felder malen, Mauern ziehen, Schläge probieren.</translation>
    </message>
    <message>
        <source>Play a game against the AI</source>
        <translation>Ein Spiel gegen die KI</translation>
    </message>
    <message>
        <source>Set up a game of the one chosen below: you and a computer player.</source>
        <translation>Eine Partie des unten gewählten Spiels vorbereiten: Sie gegen einen Computerspieler.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Open a sample game night</source>
        <translation>Einen Beispiel-Spieleabend öffnen</translation>
    </message>
    <message>
        <source>Four players&apos; scorecards on the Ultimate Golf course, with the standings.</source>
        <translation>Die Scorekarten von vier Spielern auf dem Ultimate-Golf-Platz, mit der Wertung.</translation>
    </message>
    <message>
        <source>Don&apos;t show this again at start</source>
        <translation>Beim Start nicht mehr zeigen</translation>
    </message>
    <message>
        <source>Help &gt; Tour brings this back.</source>
        <translation>Hilfe &gt; Rundgang zeigt dies wieder.</translation>
    </message>
</context>
<context>
    <name>TrackCanvas</name>
    <message>
        <source>Hole {number} · par {par} · {length} m</source>
        <translation>Loch {number} · Par {par} · {length} m</translation>
    </message>
    <message>
        <source>{title} · {name}</source>
        <translation>{title} · {name}</translation>
    </message>
</context>
<context>
    <name>TrackEditor</name>
    <message>
        <source>Fit the hole</source>
        <translation>Loch einpassen</translation>
    </message>
    <message>
        <source>hole {n} · {metre} m</source>
        <translation>Loch {n} · {metre} m</translation>
    </message>
    <message>
        <source>beyond the end of terrain</source>
        <translation>hinter dem Geländeende</translation>
    </message>
    <message>
        <source>green ({formula})</source>
        <translation>Grün ({formula})</translation>
    </message>
    <message>
        <source>zone {n} ({formula})</source>
        <translation>Zone {n} ({formula})</translation>
    </message>
    <message>
        <source>proximity zone</source>
        <translation>Annäherungszone</translation>
    </message>
</context>
<context>
    <name>TrackProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No problems: the course can be played.</source>
        <translation>Keine Probleme: Der Platz ist spielbar.</translation>
    </message>
    <message>
        <source>Errors: {errors} · warnings: {warnings}</source>
        <translation>Fehler: {errors} · Warnungen: {warnings}</translation>
    </message>
    <message>
        <source>{summary} · looking for dead ends…</source>
        <translation>{summary} · Suche nach Sackgassen…</translation>
    </message>
    <message>
        <source>No course is open.</source>
        <translation>Kein Platz ist geöffnet.</translation>
    </message>
</context>
<context>
    <name>TrackScene</name>
    <message>
        <source>dead end</source>
        <translation>Sackgasse</translation>
    </message>
    <message>
        <source>Hole {n} · par {par} · {length} m</source>
        <translation>Loch {n} · Par {par} · {length} m</translation>
    </message>
    <message>
        <source>green · {formula} · {combination}</source>
        <translation>Grün · {formula} · {combination}</translation>
    </message>
</context>
<context>
    <name>TrackView</name>
    <message>
        <source>Hole track</source>
        <translation>Lochbahn</translation>
    </message>
</context>
<context>
    <name>TrackWindow</name>
    <message>
        <source>&amp;New Dice Golf Course</source>
        <translation>&amp;Neuer Dice-Golf-Platz</translation>
    </message>
    <message>
        <source>Start a course of nine new holes</source>
        <translation>Einen Platz mit neun neuen Löchern beginnen</translation>
    </message>
    <message>
        <source>Open the Bundled Dice Golf Course as a &amp;Template</source>
        <translation>Mitgelieferten Dice-Golf-Platz als &amp;Vorlage öffnen</translation>
    </message>
    <message>
        <source>Open a copy of the legend&apos;s nine holes to change</source>
        <translation>Eine Kopie der neun Löcher aus der Legende zum Bearbeiten öffnen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Remove the selected hazard or proximity zone, or the selected zone&apos;s limit</source>
        <translation>Das ausgewählte Hindernis oder die ausgewählte Annäherungszone entfernen, oder die Grenze der ausgewählten Zone</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Platz</translation>
    </message>
    <message>
        <source>&amp;Hole</source>
        <translation>&amp;Loch</translation>
    </message>
    <message>
        <source>P&amp;roblems</source>
        <translation>P&amp;robleme</translation>
    </message>
    <message>
        <source>Dice Golf courses</source>
        <translation>Dice-Golf-Plätze</translation>
    </message>
    <message>
        <source>Draw {game} holes as tracks in metres: zones and their formulas, hazards and the green</source>
        <translation>Löcher für {game} als Strecken in Metern zeichnen: Zonen und ihre Formeln, Hindernisse und das Grün</translation>
    </message>
    <message>
        <source>Design a course</source>
        <translation>Platz entwerfen</translation>
    </message>
    <message>
        <source>A Dice Golf hole drawn by GolfStudio</source>
        <translation>Ein Dice-Golf-Loch, gezeichnet mit GolfStudio</translation>
    </message>
    <message>
        <source>New course</source>
        <translation>Neuer Platz</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Draw from the pile</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Take the top card of the draw pile (D)</source>
        <translation>Die oberste Karte des Nachziehstapels nehmen (D)</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Ablage nehmen</translation>
    </message>
    <message>
        <source>Take the top discard, then click the card it replaces (T)</source>
        <translation>Die oberste abgelegte Karte nehmen und dann die Karte anklicken, die sie ersetzt (T)</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Put the drawn card on the discard pile, then click a face-down card to turn (X)</source>
        <translation>Die gezogene Karte auf den Ablagestapel legen und dann eine verdeckte Karte zum Aufdecken anklicken (X)</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Discard the drawn card and turn nothing: lining up the final putt (S)</source>
        <translation>Die gezogene Karte ablegen und nichts aufdecken: den letzten Putt ausrichten (S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Undo the choice just made (Esc)</source>
        <translation>Die gerade getroffene Wahl zurücknehmen (Esc)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What the strong AI would do here, and the expected score of each option (H)</source>
        <translation>Was die starke KI hier tun würde, und der erwartete Score jeder Option (H)</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>The tutor weighs your choice…</source>
        <translation>Der Tutor wägt Ihre Wahl ab…</translation>
    </message>
    <message>
        <source>This loses {cost} points: best is {best}. Play it anyway?</source>
        <translation>Das kostet {cost} Punkte: am besten ist {best}. Trotzdem spielen?</translation>
    </message>
    <message>
        <source>This loses {cost} strokes: best is {best}. Play it anyway?</source>
        <translation>Das kostet {cost} Schläge: am besten ist {best}. Trotzdem spielen?</translation>
    </message>
    <message>
        <source>That cost {cost} points.</source>
        <translation>Das hat {cost} Punkte gekostet.</translation>
    </message>
    <message>
        <source>That cost {cost} strokes.</source>
        <translation>Das hat {cost} Schläge gekostet.</translation>
    </message>
    <message>
        <source>That cost {cost} points: best was {best}.</source>
        <translation>Das hat {cost} Punkte gekostet: am besten war {best}.</translation>
    </message>
    <message>
        <source>That cost {cost} strokes: best was {best}.</source>
        <translation>Das hat {cost} Schläge gekostet: am besten war {best}.</translation>
    </message>
    <message>
        <source>Best play.</source>
        <translation>Bester Zug.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>Nothing was played: choose again.</source>
        <translation>Es wurde nichts gespielt: Wählen Sie neu.</translation>
    </message>
    <message>
        <source>Tutor — {verdict}</source>
        <translation>Tutor — {verdict}</translation>
    </message>
    <message>
        <source>Tutor — {decision}: {verdict}</source>
        <translation>Tutor — {decision}: {verdict}</translation>
    </message>
</context>
<context>
    <name>TutorModeAction</name>
    <message>
        <source>&amp;Tutor Mode</source>
        <translation>&amp;Tutor-Modus</translation>
    </message>
    <message>
        <source>While you play, say what each of your decisions cost and ask before a blunder</source>
        <translation>Beim Spielen sagen, was jede Ihrer Entscheidungen kostet, und vor einem groben Fehler nachfragen</translation>
    </message>
</context>
<context>
    <name>UltimateBoardWords</name>
    <message>
        <source>Hole {hole}.</source>
        <translation>Loch {hole}.</translation>
    </message>
    <message>
        <source>{player}: holed out; strokes: {strokes}.</source>
        <translation>{player}: eingelocht; Schläge: {strokes}.</translation>
    </message>
    <message>
        <source>{player}: {where}; strokes: {strokes}.</source>
        <translation>{player}: {where}; Schläge: {strokes}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>To play: {player}.</source>
        <translation>Am Zug: {player}.</translation>
    </message>
</context>
<context>
    <name>UltimateCard</name>
    <message>
        <source>Green-side bunker</source>
        <translation>Grünbunker</translation>
    </message>
    <message>
        <source>Fairway bunker</source>
        <translation>Fairwaybunker</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Befreiungsschlag</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
</context>
<context>
    <name>UltimateCourseDocument</name>
    <message>
        <source>Untitled course</source>
        <translation>Unbenannter Platz</translation>
    </message>
</context>
<context>
    <name>UltimatePlay</name>
    <message>
        <source>Play Ultimate Golf</source>
        <translation>Ultimate Golf spielen</translation>
    </message>
    <message>
        <source>Play {game} hole by hole against the AIs or each other; every round is kept in the scorecards</source>
        <translation>{game} Loch für Loch gegen die KIs oder gegeneinander spielen; jede Runde wird in den Scorekarten festgehalten</translation>
    </message>
    <message>
        <source>Start a round</source>
        <translation>Runde starten</translation>
    </message>
    <message>
        <source>Play — Ultimate Golf</source>
        <translation>Spielen — Ultimate Golf</translation>
    </message>
    <message>
        <source>Choose the course, the holes and the players — people or AIs;
each finished round is kept in the scorecards with the game nights.</source>
        <translation>Wählen Sie den Platz, die Löcher und die Spieler — Menschen oder KIs;
jede beendete Runde wird mit den Spieleabenden in den Scorekarten festgehalten.</translation>
    </message>
</context>
<context>
    <name>UltimatePlayView</name>
    <message>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <source>{player} · hole {hole}</source>
        <translation>{player} · Loch {hole}</translation>
    </message>
    <message>
        <source>After stroke {stroke}</source>
        <translation>Nach Schlag {stroke}</translation>
    </message>
    <message>
        <source>Stroke {stroke}</source>
        <translation>Schlag {stroke}</translation>
    </message>
    <message>
        <source>Your strokes on this hole so far: {strokes} (penalties included); at {pickup} the ball is picked up</source>
        <translation>Ihre Schläge auf diesem Loch bisher: {strokes} (inkl. Strafschläge); bei {pickup} wird der Ball aufgenommen</translation>
    </message>
    <message>
        <source>{player}&apos;s strokes on this hole so far: {strokes} (penalties included); at {pickup} the ball is picked up</source>
        <translation>Schläge von {player} auf diesem Loch bisher: {strokes} (inkl. Strafschläge); bei {pickup} wird der Ball aufgenommen</translation>
    </message>
    <message>
        <source>Hole {hole} · par {par} · {yards} yards · SI {si} — {index} of {count} · {course}</source>
        <translation>Loch {hole} · Par {par} · {yards} Yards · SI {si} — {index} von {count} · {course}</translation>
    </message>
    <message>
        <source>Your relief</source>
        <translation>Ihre Erleichterung</translation>
    </message>
    <message>
        <source>Your shot</source>
        <translation>Ihr Schlag</translation>
    </message>
    <message>
        <source>{player}&apos;s shot</source>
        <translation>Schlag von {player}</translation>
    </message>
    <message>
        <source>{card} ({course} on the course)</source>
        <translation>{card} (auf dem Platz {course})</translation>
    </message>
    <message>
        <source>On the green: the putter. The first putt drops on {sums}; a miss leaves a second putt.</source>
        <translation>Auf dem Grün: der Putter. Der erste Putt fällt bei {sums}; daneben heißt ein zweiter Putt.</translation>
    </message>
    <message>
        <source>no sum</source>
        <translation>keine Summe</translation>
    </message>
    <message>
        <source>The ball covers the hole: throw again, a 7 drops it; any other throw is one putt more.</source>
        <translation>Der Ball verdeckt das Loch: nochmals würfeln, eine 7 lässt ihn fallen; jeder andere Wurf ist ein Putt mehr.</translation>
    </message>
    <message>
        <source>The first putt missed: the second drops on any throw but a double; a double is three putts.</source>
        <translation>Der erste Putt ging daneben: Der zweite fällt bei jedem Wurf außer einem Pasch; ein Pasch bedeutet drei Putts.</translation>
    </message>
    <message>
        <source>right of the flag</source>
        <translation>rechts der Fahne</translation>
    </message>
    <message>
        <source>left of the flag</source>
        <translation>links der Fahne</translation>
    </message>
    <message>
        <source>at the flag</source>
        <translation>auf die Fahne</translation>
    </message>
    <message>
        <source>{degrees}° </source>
        <translation>{degrees}° </translation>
    </message>
    <message>
        <source>Aim: {yards} yards, {angle}{side}. Click or drag on the hole to aim; ← → turn it.</source>
        <translation>Ziel: {yards} Yards, {angle}{side}. Zum Zielen auf das Loch klicken oder ziehen; ← → drehen.</translation>
    </message>
    <message>
        <source>Played at the flag.</source>
        <translation>Auf die Fahne gespielt.</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>Wählen Sie zuerst eine Karte.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Turn the aim</source>
        <translation>Ziel drehen</translation>
    </message>
    <message>
        <source>Choose a relief</source>
        <translation>Erleichterung wählen</translation>
    </message>
</context>
<context>
    <name>UltimatePuttBand</name>
    <message>
        <source>under 10 feet</source>
        <translation>unter 10 Fuß</translation>
    </message>
    <message>
        <source>10 to 20 feet</source>
        <translation>10 bis 20 Fuß</translation>
    </message>
    <message>
        <source>20 to 40 feet</source>
        <translation>20 bis 40 Fuß</translation>
    </message>
    <message>
        <source>over 40 feet</source>
        <translation>über 40 Fuß</translation>
    </message>
</context>
<context>
    <name>UltimateRelief</name>
    <message>
        <source>Replay from the tee</source>
        <translation>Vom Abschlag erneut spielen</translation>
    </message>
    <message>
        <source>Drop out, not nearer the hole</source>
        <translation>Droppen, nicht näher zum Loch</translation>
    </message>
    <message>
        <source>Lateral drop</source>
        <translation>Seitlich droppen</translation>
    </message>
    <message>
        <source>Drop zone</source>
        <translation>Drop-Zone</translation>
    </message>
    <message>
        <source>Stroke and distance</source>
        <translation>Schlag und Distanz</translation>
    </message>
    <message>
        <source>Free drop</source>
        <translation>Straffrei droppen</translation>
    </message>
    <message>
        <source>Unplayable: drop in a bunker</source>
        <translation>Unspielbar: im Bunker droppen</translation>
    </message>
    <message>
        <source>Place and putt</source>
        <translation>Hinlegen und putten</translation>
    </message>
    <message>
        <source>Play it as a special card</source>
        <translation>Als Spezialkarte spielen</translation>
    </message>
</context>
<context>
    <name>UltimateSetup</name>
    <message>
        <source>Play a course file</source>
        <translation>Eine Platzdatei spielen</translation>
    </message>
    <message>
        <source>Ultimate Golf courses (*.json);;All files (*)</source>
        <translation>Ultimate-Golf-Plätze (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>UltimateStage</name>
    <message>
        <source>The dice send you to the first tee.</source>
        <translation>Die Würfel schicken Sie an den ersten Abschlag.</translation>
    </message>
    <message>
        <source>The dice send {player} to the first tee.</source>
        <translation>Die Würfel schicken {player} an den ersten Abschlag.</translation>
    </message>
    <message>
        <source>You play the recovery card read with the {iron}.</source>
        <translation>Sie spielen die Recovery-Karte, gelesen mit dem {iron}.</translation>
    </message>
    <message>
        <source>{player} plays the recovery card read with the {iron}.</source>
        <translation>{player} spielt die Recovery-Karte, gelesen mit dem {iron}.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Sie spielen: {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>{player} spielt: {card}.</translation>
    </message>
    <message>
        <source>{player}: {relief} — {where}.</source>
        <translation>{player}: {relief} — {where}.</translation>
    </message>
    <message>
        <source>{low} and {high}</source>
        <translation>{low} und {high}</translation>
    </message>
    <message>
        <source>re-roll {throw}: the ball drops</source>
        <translation>neuer Wurf {throw}: Der Ball fällt</translation>
    </message>
    <message>
        <source>re-roll {throw}: on the lip, one putt more</source>
        <translation>neuer Wurf {throw}: auf der Lochkante, ein Putt mehr</translation>
    </message>
    <message>
        <source>second putt {throw}: three putts</source>
        <translation>zweiter Putt {throw}: drei Putts</translation>
    </message>
    <message>
        <source>second putt {throw}: holed</source>
        <translation>zweiter Putt {throw}: eingelocht</translation>
    </message>
    <message>
        <source>{card}, dice {throw} ({sum}): {result}</source>
        <translation>{card}, Würfel {throw} ({sum}): {result}</translation>
    </message>
    <message>
        <source> · holed, {strokes} on the hole</source>
        <translation> · eingelocht, {strokes} auf dem Loch</translation>
    </message>
    <message>
        <source> · you pick up at {strokes}</source>
        <translation> · Sie nehmen den Ball bei {strokes} auf</translation>
    </message>
    <message>
        <source> · picks up at {strokes}</source>
        <translation> · nimmt den Ball bei {strokes} auf</translation>
    </message>
    <message>
        <source> · relief to choose</source>
        <translation> · Erleichterung zu wählen</translation>
    </message>
    <message>
        <source> · {relief}: {where}</source>
        <translation> · {relief}: {where}</translation>
    </message>
    <message>
        <source> · {where}</source>
        <translation> · {where}</translation>
    </message>
    <message>
        <source>{player}: {text}{tail}</source>
        <translation>{player}: {text}{tail}</translation>
    </message>
    <message>
        <source>Hole {hole}</source>
        <translation>Loch {hole}</translation>
    </message>
    <message>
        <source>The first tee · steps in the round: {steps}</source>
        <translation>Der erste Abschlag · Schritte der Runde: {steps}</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · hole {hole} · {story}</source>
        <translation>Schritt {step} von {steps} · Loch {hole} · {story}</translation>
    </message>
</context>
<context>
    <name>UltimateTerrain</name>
    <message>
        <source>Tee</source>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>Fairway</source>
        <translation>Fairway</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Rough</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Fringe</source>
        <translation>Vorgrün</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Lateral water</source>
        <translation>Seitliches Wasser</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Bäume</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Cart path</source>
        <translation>Cartweg</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Bahnlinie</translation>
    </message>
    <message>
        <source>150-yard marker</source>
        <translation>150-Yard-Markierung</translation>
    </message>
</context>
<context>
    <name>UltimateTools</name>
    <message>
        <source>Terrain:</source>
        <translation>Gelände:</translation>
    </message>
    <message>
        <source>Import a tracing image first (Edit &gt; Import Tracing Image).</source>
        <translation>Importieren Sie zuerst ein Vorlagebild (Bearbeiten &gt; Vorlagebild importieren).</translation>
    </message>
    <message>
        <source>The tracing background is locked: unlock it to calibrate.</source>
        <translation>Der Vorlagehintergrund ist gesperrt: Entsperren Sie ihn zum Kalibrieren.</translation>
    </message>
    <message>
        <source>The tracing image could not be read.</source>
        <translation>Das Vorlagebild konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Now click the second point.</source>
        <translation>Klicken Sie jetzt auf den zweiten Punkt.</translation>
    </message>
    <message>
        <source>Click two points at least one pixel of the image apart.</source>
        <translation>Klicken Sie zwei Punkte an, die mindestens ein Pixel des Bildes auseinanderliegen.</translation>
    </message>
    <message>
        <source>The distance must be more than 0 and at most {most} yards.</source>
        <translation>Die Entfernung muss größer als 0 und höchstens {most} Yards sein.</translation>
    </message>
    <message>
        <source>Calibrate the tracing background</source>
        <translation>Vorlagehintergrund kalibrieren</translation>
    </message>
    <message>
        <source>Remove a marker</source>
        <translation>Markierung entfernen</translation>
    </message>
    <message>
        <source>Place a tee marker</source>
        <translation>Abschlagmarkierung setzen</translation>
    </message>
    <message>
        <source>Place the flag</source>
        <translation>Fahne setzen</translation>
    </message>
    <message>
        <source>Place a 150-yard marker</source>
        <translation>150-Yard-Markierung setzen</translation>
    </message>
    <message>
        <source>A region needs at least three points.</source>
        <translation>Ein Bereich braucht mindestens drei Punkte.</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>{terrain} zeichnen</translation>
    </message>
    <message>
        <source>{yards} yd</source>
        <translation>{yards} yd</translation>
    </message>
    <message>
        <source>Move a marker</source>
        <translation>Markierung verschieben</translation>
    </message>
    <message>
        <source>Move a vertex</source>
        <translation>Eckpunkt verschieben</translation>
    </message>
    <message>
        <source>Move a region</source>
        <translation>Bereich verschieben</translation>
    </message>
    <message>
        <source>Move the tracing background</source>
        <translation>Vorlagehintergrund verschieben</translation>
    </message>
    <message>
        <source>Delete a region</source>
        <translation>Bereich löschen</translation>
    </message>
    <message>
        <source>Drag out a box to draw the shape in.</source>
        <translation>Ziehen Sie einen Rahmen auf, in den die Form gezeichnet wird.</translation>
    </message>
    <message>
        <source>Add a vertex</source>
        <translation>Eckpunkt hinzufügen</translation>
    </message>
    <message>
        <source>Delete a vertex</source>
        <translation>Eckpunkt löschen</translation>
    </message>
    <message>
        <source>Draw {terrain} freehand</source>
        <translation>{terrain} freihand zeichnen</translation>
    </message>
    <message>
        <source>Lasso dropped.</source>
        <translation>Lasso verworfen.</translation>
    </message>
</context>
<context>
    <name>UltimateWords</name>
    <message>
        <source>the tee</source>
        <translation>Abschlag</translation>
    </message>
    <message>
        <source>the fairway</source>
        <translation>Fairway</translation>
    </message>
    <message>
        <source>the rough</source>
        <translation>Rough</translation>
    </message>
    <message>
        <source>the green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>the fringe</source>
        <translation>Vorgrün</translation>
    </message>
    <message>
        <source>a bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>the water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>lateral water</source>
        <translation>seitliches Wasser</translation>
    </message>
    <message>
        <source>the trees</source>
        <translation>Bäume</translation>
    </message>
    <message>
        <source>out of bounds</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>the cart path</source>
        <translation>Cartweg</translation>
    </message>
    <message>
        <source>the bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>the stone wall</source>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <source>the railway</source>
        <translation>Bahnlinie</translation>
    </message>
    <message>
        <source>a 150-yard marker</source>
        <translation>150-Yard-Markierung</translation>
    </message>
    <message>
        <source>Replay from the tee</source>
        <translation>Vom Abschlag erneut spielen</translation>
    </message>
    <message>
        <source>Drop out, no nearer the hole</source>
        <translation>Droppen, nicht näher zum Loch</translation>
    </message>
    <message>
        <source>Lateral drop</source>
        <translation>Seitlich droppen</translation>
    </message>
    <message>
        <source>Drop in the drop zone</source>
        <translation>In der Drop-Zone droppen</translation>
    </message>
    <message>
        <source>Stroke and distance</source>
        <translation>Schlag und Distanz</translation>
    </message>
    <message>
        <source>Free drop, no nearer the hole</source>
        <translation>Straffrei droppen, nicht näher zum Loch</translation>
    </message>
    <message>
        <source>Drop in the bunker</source>
        <translation>Im Bunker droppen</translation>
    </message>
    <message>
        <source>Place the ball and putt</source>
        <translation>Ball hinlegen und putten</translation>
    </message>
    <message>
        <source>Play it as it lies</source>
        <translation>Spielen, wie er liegt</translation>
    </message>
    <message>
        <source>on {where}, {feet} feet from the hole ({band}): putt</source>
        <translation>{where}, {feet} Fuß vom Loch ({band}): putten</translation>
    </message>
    <message>
        <source>in {where}: take relief (1 penalty stroke)</source>
        <translation>{where}: Erleichterung nehmen (1 Strafschlag)</translation>
    </message>
    <message>
        <source>out of bounds: stroke and distance</source>
        <translation>Aus: Schlag und Distanz</translation>
    </message>
    <message>
        <source>on {where}: the ball is dropped before it is played</source>
        <translation>{where}: Der Ball wird vor dem Schlag gedroppt</translation>
    </message>
    <message>
        <source>on {where}, {yards} yards from the flag</source>
        <translation>{where}, {yards} Yards bis zur Fahne</translation>
    </message>
    <message>
        <source>Within {yards} yards of the flag: chip.</source>
        <translation>Innerhalb von {yards} Yards zur Fahne: Chip.</translation>
    </message>
    <message>
        <source>In a bunker less than {yards} yards from the green: green-side bunker card.</source>
        <translation>In einem Bunker weniger als {yards} Yards vom Grün: Grünbunker-Karte.</translation>
    </message>
    <message>
        <source>In a bunker {yards} yards or more from the green: fairway bunker card.</source>
        <translation>In einem Bunker {yards} Yards oder mehr vom Grün: Fairwaybunker-Karte.</translation>
    </message>
    <message>
        <source>In {where} within {yards} yards of the flag: the sand wedge, 10 feet added.</source>
        <translation>{where} innerhalb von {yards} Yards zur Fahne: das Sand Wedge, 10 Fuß dazu.</translation>
    </message>
    <message>
        <source>In {where} beyond {yards} yards of the flag: the recovery card, read with an iron of your choice.</source>
        <translation>{where} weiter als {yards} Yards von der Fahne: die Recovery-Karte, gelesen mit einem Eisen Ihrer Wahl.</translation>
    </message>
    <message>
        <source>On the green: the putter.</source>
        <translation>Auf dem Grün: der Putter.</translation>
    </message>
    <message>
        <source>From the tee: woods and irons only.</source>
        <translation>Vom Abschlag: nur Hölzer und Eisen.</translation>
    </message>
    <message>
        <source>{what} (no penalty)</source>
        <translation>{what} (keine Strafe)</translation>
    </message>
    <message>
        <source>{what} (1 penalty stroke)</source>
        <translation>{what} (1 Strafschlag)</translation>
    </message>
    <message>
        <source>{what} ({penalty} penalty strokes)</source>
        <translation>{what} ({penalty} Strafschläge)</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>holed</source>
        <translation>eingelocht</translation>
    </message>
    <message>
        <source>missed: a second putt</source>
        <translation>verfehlt: ein zweiter Putt</translation>
    </message>
    <message>
        <source>covers the hole: re-roll, 7 holes</source>
        <translation>deckt das Loch: neu würfeln, 7 locht ein</translation>
    </message>
    <message>
        <source>covers the hole on the first shot: on the lip, one putt</source>
        <translation>deckt das Loch mit dem ersten Schlag: auf der Lochkante, ein Putt</translation>
    </message>
    <message>
        <source>unplayable: 1 penalty stroke</source>
        <translation>unspielbar: 1 Strafschlag</translation>
    </message>
    <message>
        <source>{feet} ft from the hole, {where}</source>
        <translation>{feet} Fuß vom Loch, {where}</translation>
    </message>
    <message>
        <source>{carry} yd straight, {where}</source>
        <translation>{carry} yd gerade, {where}</translation>
    </message>
    <message>
        <source>{carry} yd, {off} yd {side}, {where}</source>
        <translation>{carry} yd, {off} yd {side}, {where}</translation>
    </message>
</context>
<context>
    <name>ZoneCard</name>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Where this zone starts: its limit (the red dotted line)</source>
        <translation>Wo diese Zone beginnt: ihre Grenze (die rote gepunktete Linie)</translation>
    </message>
    <message>
        <source>Where this zone starts</source>
        <translation>Wo diese Zone beginnt</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Beginnt bei</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Put a limit in the middle of this zone</source>
        <translation>Eine Grenze in die Mitte dieser Zone setzen</translation>
    </message>
    <message>
        <source>Remove limit</source>
        <translation>Grenze entfernen</translation>
    </message>
    <message>
        <source>Take this zone&apos;s limit away: the zone before it runs on</source>
        <translation>Die Grenze dieser Zone entfernen: Die vorige Zone reicht weiter</translation>
    </message>
    <message>
        <source>Zone {n} · {start}–{end} m</source>
        <translation>Zone {n} · {start}–{end} m</translation>
    </message>
    <message>
        <source>Mean {mean} m. From the zone&apos;s start, {chance} of throws reach the green ({end} m, {away} m away).</source>
        <translation>Mittel {mean} m. Vom Zonenbeginn aus erreichen {chance} der Würfe das Grün ({end} m, {away} m entfernt).</translation>
    </message>
    <message>
        <source>Mean {mean} m. From the zone&apos;s start, {chance} of throws cross the limit at {end} m ({away} m away).</source>
        <translation>Mittel {mean} m. Vom Zonenbeginn aus überqueren {chance} der Würfe die Grenze bei {end} m ({away} m entfernt).</translation>
    </message>
    <message>
        <source>Change zone {n}&apos;s formula</source>
        <translation>Formel von Zone {n} ändern</translation>
    </message>
    <message>
        <source>Move a zone limit</source>
        <translation>Zonengrenze verschieben</translation>
    </message>
    <message>
        <source>Split a zone</source>
        <translation>Zone teilen</translation>
    </message>
    <message>
        <source>Remove a zone limit</source>
        <translation>Zonengrenze entfernen</translation>
    </message>
</context>
</TS>
