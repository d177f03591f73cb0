<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>the game is over: there is nothing to choose</source>
        <translation>la partie est terminée : il n’y a rien à choisir</translation>
    </message>
    <message>
        <source>a throw is pending: that is the dice&apos;s choice, not a player&apos;s</source>
        <translation>un lancer est en attente : c’est aux dés de choisir, pas à un joueur</translation>
    </message>
    <message>
        <source>no start cell is free</source>
        <translation>aucune case de départ n’est libre</translation>
    </message>
    <message>
        <source>no shot is legal</source>
        <translation>aucun coup n’est permis</translation>
    </message>
    <message>
        <source>holes out when it can, else ends closest to the hole on average</source>
        <translation>termine le trou quand elle le peut, sinon s’arrête en moyenne au plus près du trou</translation>
    </message>
    <message>
        <source>any legal shot, at random</source>
        <translation>n’importe quel coup permis, au hasard</translation>
    </message>
    <message>
        <source>the analysis&apos; optimal policy for a lone ball</source>
        <translation>la stratégie optimale de l’analyse pour une balle seule</translation>
    </message>
    <message>
        <source>the dice are rolling or a card is being dealt: that is chance&apos;s choice, not a player&apos;s</source>
        <translation>les dés roulent ou une carte est distribuée : c’est au hasard de choisir, pas à un joueur</translation>
    </message>
    <message>
        <source>any legal move, at random</source>
        <translation>n’importe quel coup permis, au hasard</translation>
    </message>
    <message>
        <source>keeps the dice likeliest to give the combination, takes the choice worth most after each throw, lays air shots on the leader</source>
        <translation>garde les dés les plus susceptibles de donner la combinaison, prend le choix qui rapporte le plus après chaque lancer, inflige les air shots au joueur en tête</translation>
    </message>
    <message>
        <source>the optimal single-player policy: every selection and sign change by dynamic programming over position and throws left; cards weighed by it</source>
        <translation>la stratégie optimale en solo : chaque sélection et chaque changement de signe par programmation dynamique sur la position et les lancers restants ; les cartes pesées avec elle</translation>
    </message>
    <message>
        <source>the cards are being dealt or drawn: that is chance&apos;s choice, not a player&apos;s</source>
        <translation>les cartes sont distribuées ou piochées : c’est au hasard de choisir, pas à un joueur</translation>
    </message>
    <message>
        <source>takes any card lower than its highest face-up card, else turns one</source>
        <translation>prend toute carte plus basse que sa plus haute carte visible, sinon en retourne une</translation>
    </message>
    <message>
        <source>completes matching columns, swaps a card for one 5 lower, else turns one</source>
        <translation>complète les colonnes identiques, échange une carte contre une inférieure de 5, sinon en retourne une</translation>
    </message>
    <message>
        <source>weighs every move by the score its layout is expected to have when the hole ends, and races to go out</source>
        <translation>évalue chaque coup selon le score attendu de son jeu à la fin du trou, et se hâte de terminer</translation>
    </message>
    <message>
        <source>the round is over: there is nothing to choose</source>
        <translation>le tour est terminé : il n’y a rien à choisir</translation>
    </message>
    <message>
        <source>the club whose median carry best approaches the flag, aimed at it</source>
        <translation>le club dont la portée médiane approche le mieux du drapeau, visé sur lui</translation>
    </message>
    <message>
        <source>a card the lie allows, aimed roughly at the flag</source>
        <translation>une carte que la position de la balle permet, visée à peu près sur le drapeau</translation>
    </message>
    <message>
        <source>the hole analysis&apos; optimal card, aim and relief</source>
        <translation>la carte, la visée et le dégagement optimaux de l’analyse du trou</translation>
    </message>
    <message>
        <source>the course has no hole</source>
        <translation>le parcours n’a pas de trou</translation>
    </message>
    <message>
        <source>the course has {count} holes, at {cells}; it needs exactly one</source>
        <translation>le parcours a {count} trous, en {cells} ; il en faut exactement un</translation>
    </message>
    <message>
        <source>the course has no start cell</source>
        <translation>le parcours n’a pas de case de départ</translation>
    </message>
    <message>
        <source>start {cell}: the hole cannot be reached from it</source>
        <translation>départ {cell} : le trou ne peut pas être atteint depuis ce départ</translation>
    </message>
    <message>
        <source>start {cell}: the hole needs at least {strokes} strokes, more than the stroke limit of {limit}</source>
        <translation>départ {cell} : le trou demande au moins {strokes} coups, plus que la limite de {limit} coups</translation>
    </message>
    <message>
        <source>start {cell}: the best play drops in only on one exact face of a die</source>
        <translation>départ {cell} : le meilleur jeu n’entre dans le trou que sur une seule face précise d’un dé</translation>
    </message>
    <message>
        <source>a ball from a start can be trapped for good at {cells}</source>
        <translation>une balle partie d’un départ peut rester bloquée pour de bon en {cells}</translation>
    </message>
    <message>
        <source>a ball from a start can come to {cells}, from where the hole cannot be reached</source>
        <translation>une balle partie d’un départ peut arriver en {cells}, d’où le trou ne peut pas être atteint</translation>
    </message>
    <message>
        <source>{cells} and {count} more</source>
        <translation>{cells} et {count} autres</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>carte {card}</translation>
    </message>
    <message>
        <source>{die} die</source>
        <translation>dé {die}</translation>
    </message>
    <message>
        <source>the course has no hole: there is nothing to analyse</source>
        <translation>le parcours n’a pas de trou : il n’y a rien à analyser</translation>
    </message>
    <message>
        <source>Course 1: The straight</source>
        <translation>Parcours 1 : La ligne droite</translation>
    </message>
    <message>
        <source>Course 2: Dog-leg</source>
        <translation>Parcours 2 : Le dog-leg</translation>
    </message>
    <message>
        <source>Course 3: Chicane</source>
        <translation>Parcours 3 : La chicane</translation>
    </message>
    <message>
        <source>Course 4: The island</source>
        <translation>Parcours 4 : L’île</translation>
    </message>
    <message>
        <source>Course 5: Hairpin</source>
        <translation>Parcours 5 : L’épingle</translation>
    </message>
    <message>
        <source>Course 6: Switchbacks</source>
        <translation>Parcours 6 : Les lacets</translation>
    </message>
    <message>
        <source>Course 7: Three levels</source>
        <translation>Parcours 7 : Trois niveaux</translation>
    </message>
    <message>
        <source>Course 1 modified: Two blocks</source>
        <translation>Parcours 1 modifié : Deux blocs</translation>
    </message>
    <message>
        <source>Course 2 modified: Canal</source>
        <translation>Parcours 2 modifié : Le canal</translation>
    </message>
    <message>
        <source>Course 3 modified: Sand and water</source>
        <translation>Parcours 3 modifié : Sable et eau</translation>
    </message>
    <message>
        <source>Course 5 modified: Wet hairpin</source>
        <translation>Parcours 5 modifié : L’épingle mouillée</translation>
    </message>
    <message>
        <source>Linked: Grand tour</source>
        <translation>Parcours relié : Le grand tour</translation>
    </message>
    <message>
        <source>GolfStudio Links: the default 18 holes, par 72</source>
        <translation>GolfStudio Links : les 18 trous par défaut, par 72</translation>
    </message>
    <message>
        <source>the bundled index {path} cannot be read: {reason}</source>
        <translation>l’index fourni {path} ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <source>the bundled index {path} is not a {format} index, version 1</source>
        <translation>l’index fourni {path} n’est pas un index {format}, version 1</translation>
    </message>
    <message>
        <source>the bundled index lists {ids} twice</source>
        <translation>l’index fourni liste {ids} deux fois</translation>
    </message>
    <message>
        <source>the bundled index gives {id} the unknown kind {kind}</source>
        <translation>l’index fourni donne à {id} le type inconnu {kind}</translation>
    </message>
    <message>
        <source>there is no bundled course &quot;{id}&quot; (bundled: {known})</source>
        <translation>il n’y a pas de parcours fourni « {id} » (fournis : {known})</translation>
    </message>
    <message>
        <source>basic</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>de base</translation>
    </message>
    <message>
        <source>level</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>à niveaux</translation>
    </message>
    <message>
        <source>modified</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>modifié</translation>
    </message>
    <message>
        <source>linked</source>
        <comment>a bundled course&apos;s kind</comment>
        <translation>relié</translation>
    </message>
    <message>
        <source>cell {cell}</source>
        <translation>case {cell}</translation>
    </message>
    <message>
        <source>this is not a piece of a Carambole course</source>
        <translation>ce n’est pas un morceau de parcours Carambole</translation>
    </message>
    <message>
        <source>unknown course fragment version {value}</source>
        <translation>version de fragment de parcours inconnue {value}</translation>
    </message>
    <message>
        <source>unknown key {key} in a course fragment</source>
        <translation>clé inconnue {key} dans un fragment de parcours</translation>
    </message>
    <message>
        <source>red</source>
        <comment>a ball&apos;s colour</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>a ball&apos;s colour</comment>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a ball&apos;s colour</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>green</source>
        <comment>a ball&apos;s colour</comment>
        <translation>verte</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>a ball&apos;s colour</comment>
        <translation>bleue</translation>
    </message>
    <message>
        <source>violet</source>
        <comment>a ball&apos;s colour</comment>
        <translation>violette</translation>
    </message>
    <message>
        <source>floor</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>sol</translation>
    </message>
    <message>
        <source>sand</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>sable</translation>
    </message>
    <message>
        <source>water</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>eau</translation>
    </message>
    <message>
        <source>hole</source>
        <comment>a course cell&apos;s terrain</comment>
        <translation>trou</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>a course wall&apos;s kind</comment>
        <translation>droit</translation>
    </message>
    <message>
        <source>curved</source>
        <comment>a course wall&apos;s kind</comment>
        <translation>courbe</translation>
    </message>
    <message>
        <source>an edge is [q, r, direction] with direction 0–5, got {value}</source>
        <translation>un côté s’écrit [q, r, direction] avec une direction de 0 à 5, reçu {value}</translation>
    </message>
    <message>
        <source>edge {edge}</source>
        <translation>côté {edge}</translation>
    </message>
    <message>
        <source>start {cell}</source>
        <translation>départ {cell}</translation>
    </message>
    <message>
        <source>a straight wall needs an angle, a multiple of 30 from 0 to 150</source>
        <translation>un muret droit a besoin d’un angle, multiple de 30 entre 0 et 150</translation>
    </message>
    <message>
        <source>a curved wall has no angle: it sends the ball back the way it came</source>
        <translation>un muret incurvé n’a pas d’angle : il renvoie la balle d’où elle vient</translation>
    </message>
    <message>
        <source>wall {id}</source>
        <translation>muret {id}</translation>
    </message>
    <message>
        <source>obstacle {id}</source>
        <translation>obstacle {id}</translation>
    </message>
    <message>
        <source>the course has no wall {id}</source>
        <translation>le parcours n’a pas de muret {id}</translation>
    </message>
    <message>
        <source>the course has no obstacle {id}</source>
        <translation>le parcours n’a pas d’obstacle {id}</translation>
    </message>
    <message>
        <source>there is no cell at {cell}</source>
        <translation>il n’y a pas de case en {cell}</translation>
    </message>
    <message>
        <source>the id {id} is already used on this course</source>
        <translation>l’identifiant {id} est déjà utilisé sur ce parcours</translation>
    </message>
    <message>
        <source>course</source>
        <translation>parcours</translation>
    </message>
    <message>
        <source>a Carambole course file</source>
        <translation>un fichier de parcours Carambole</translation>
    </message>
    <message>
        <source>{what} is off the board: coordinates run from {least} to {most}</source>
        <translation>{what} est hors du plateau : les coordonnées vont de {least} à {most}</translation>
    </message>
    <message>
        <source>start #{number} must be [q, r], got {value}</source>
        <translation>le départ nº {number} doit être [q, r], reçu {value}</translation>
    </message>
    <message>
        <source>pass direction {value} is not a direction 0–5</source>
        <translation>la direction de passage {value} n’est pas une direction de 0 à 5</translation>
    </message>
    <message>
        <source>a pass is [in_dir, out_dir] with directions 0–5, got {value}</source>
        <translation>un passage s’écrit [in_dir, out_dir] avec des directions de 0 à 5, reçu {value}</translation>
    </message>
    <message>
        <source>angle {value} is not a multiple of 30 from 0 to 150</source>
        <translation>l’angle {value} n’est pas un multiple de 30 entre 0 et 150</translation>
    </message>
    <message>
        <source>play order: unknown colour {value} (expected {expected})</source>
        <translation>ordre de jeu : couleur inconnue {value} (attendu : {expected})</translation>
    </message>
    <message>
        <source>{field} {value} is not a direction 0–5</source>
        <translation>{field} {value} n’est pas une direction de 0 à 5</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>case</translation>
    </message>
    <message>
        <source>bounce override at</source>
        <translation>flèche de rebond en</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muret</translation>
    </message>
    <message>
        <source>obstacle</source>
        <translation>obstacle</translation>
    </message>
    <message>
        <source>side</source>
        <translation>bord</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dé</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>add at least one course to the round</source>
        <translation>ajoutez au moins un parcours à la partie</translation>
    </message>
    <message>
        <source>add at least one player</source>
        <translation>ajoutez au moins un joueur</translation>
    </message>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>une partie se joue de 1 à {most} joueurs, pas {count}</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>le joueur {number} a besoin d’un nom</translation>
    </message>
    <message>
        <source>two players are called {name}: give them different names</source>
        <translation>deux joueurs s’appellent {name} : donnez-leur des noms différents</translation>
    </message>
    <message>
        <source>{name} needs 1 to {most} balls, not {count}</source>
        <translation>{name} doit avoir de 1 à {most} balles, pas {count}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n ball(s) but {colours} colours</source>
        <translation>
            <numerusform>{name} a %n balle mais {colours} couleurs</numerusform>
            <numerusform>{name} a %n balles mais {colours} couleurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n ball(s) but 1 colour</source>
        <translation>
            <numerusform>{name} a %n balle mais 1 couleur</numerusform>
            <numerusform>{name} a %n balles mais 1 couleur</numerusform>
        </translation>
    </message>
    <message>
        <source>the box holds {most} balls; these players need {count}</source>
        <translation>la boîte contient {most} balles ; ces joueurs en demandent {count}</translation>
    </message>
    <message>
        <source>and</source>
        <comment>before the last of a list</comment>
        <translation>et</translation>
    </message>
    <message>
        <source>{players} both play {colour}: in carambole mode the balls share the course, so each player needs a colour of their own</source>
        <translation>{players} jouent tous deux la couleur {colour} : en mode carambole les balles partagent le parcours, chaque joueur a donc besoin de sa propre couleur</translation>
    </message>
    <message>
        <source>{names} course names given for {courses} courses</source>
        <translation>{names} noms de parcours donnés pour {courses} parcours</translation>
    </message>
    <message>
        <source>every course of the round needs a name</source>
        <translation>chaque parcours de la partie a besoin d’un nom</translation>
    </message>
    <message>
        <source>course {name} has no hole</source>
        <translation>le parcours {name} n’a pas de trou</translation>
    </message>
    <message>
        <source>course {name} has no start cell</source>
        <translation>le parcours {name} n’a pas de case de départ</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Carambole parameters</source>
        <translation>clé inconnue « {key} » dans les paramètres Carambole</translation>
    </message>
    <message>
        <source>unknown mode {value} (expected basic or carambole)</source>
        <translation>mode inconnu {value} (attendu : basic ou carambole)</translation>
    </message>
    <message>
        <source>the parameters need a list of players and a list of courses</source>
        <translation>les paramètres demandent une liste de joueurs et une liste de parcours</translation>
    </message>
    <message>
        <source>a game has at most {players} players and {courses} courses</source>
        <translation>une partie compte au plus {players} joueurs et {courses} parcours</translation>
    </message>
    <message>
        <source>labels must be a list of course names</source>
        <translation>labels doit être une liste de noms de parcours</translation>
    </message>
    <message>
        <source>course {number}: {problem}</source>
        <translation>parcours {number} : {problem}</translation>
    </message>
    <message>
        <source>player {number} must be an object with a name</source>
        <translation>le joueur {number} doit être un objet avec un nom</translation>
    </message>
    <message>
        <source>player {number}: balls must be 1 to {most}, got {value}</source>
        <translation>joueur {number} : balls doit valoir de 1 à {most}, reçu {value}</translation>
    </message>
    <message>
        <source>player {number}: unknown colour in {value}</source>
        <translation>joueur {number} : couleur inconnue dans {value}</translation>
    </message>
    <message>
        <source>not a Carambole action: {value}</source>
        <translation>ce n’est pas une action de Carambole : {value}</translation>
    </message>
    <message>
        <source>place the ball on {cell}</source>
        <translation>poser la balle en {cell}</translation>
    </message>
    <message>
        <source>shot {direction} with the {card} card</source>
        <translation>coup vers {direction} avec la carte {card}</translation>
    </message>
    <message>
        <source>shot {direction} with the {die} die</source>
        <translation>coup vers {direction} avec le dé {die}</translation>
    </message>
    <message>
        <source>throw {face}</source>
        <translation>lancer {face}</translation>
    </message>
    <message>
        <source>one compiled table is needed per course</source>
        <translation>il faut une table compilée par parcours</translation>
    </message>
    <message>
        <source>no throw is pending</source>
        <translation>aucun lancer n’est en attente</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the dice must be thrown first</source>
        <translation>les dés doivent d’abord être lancés</translation>
    </message>
    <message>
        <source>the ball to play is already on the course</source>
        <translation>la balle à jouer est déjà sur le parcours</translation>
    </message>
    <message>
        <source>{cell} is not a free start cell</source>
        <translation>{cell} n’est pas une case de départ libre</translation>
    </message>
    <message>
        <source>put the ball on a start cell first</source>
        <translation>posez d’abord la balle sur une case de départ</translation>
    </message>
    <message>
        <source>the ball cannot be played {direction} from where it rests</source>
        <translation>la balle ne peut pas être jouée vers {direction} depuis l’endroit où elle se trouve</translation>
    </message>
    <message>
        <source>no throw is pending: choose a shot first</source>
        <translation>aucun lancer n’est attendu : choisissez d’abord un coup</translation>
    </message>
    <message>
        <source>the {die} die has no face {face}</source>
        <translation>le dé {die} n’a pas de face {face}</translation>
    </message>
    <message>
        <source>Block</source>
        <comment>an obstacle piece</comment>
        <translation>Bloc</translation>
    </message>
    <message>
        <source>Bar</source>
        <comment>an obstacle piece</comment>
        <translation>Barre</translation>
    </message>
    <message>
        <source>Triangle</source>
        <comment>an obstacle piece</comment>
        <translation>Triangle</translation>
    </message>
    <message>
        <source>L</source>
        <comment>an obstacle piece</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>Straight channel</source>
        <comment>an obstacle piece</comment>
        <translation>Canal droit</translation>
    </message>
    <message>
        <source>Curved channel</source>
        <comment>an obstacle piece</comment>
        <translation>Canal courbe</translation>
    </message>
    <message>
        <source>Ramp</source>
        <comment>an obstacle piece</comment>
        <translation>Rampe</translation>
    </message>
    <message>
        <source>Centre hole</source>
        <comment>an obstacle piece</comment>
        <translation>Trou central</translation>
    </message>
    <message>
        <source>Tunnel</source>
        <comment>an obstacle piece</comment>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>{file}: two pieces share a name</source>
        <translation>{file} : deux pièces portent le même nom</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a die&apos;s colour</comment>
        <translation>blanc</translation>
    </message>
    <message>
        <source>red</source>
        <comment>a die&apos;s colour</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>a die&apos;s colour</comment>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a die&apos;s colour</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>green</source>
        <comment>a die&apos;s colour</comment>
        <translation>vert</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>a die&apos;s colour</comment>
        <translation>bleu</translation>
    </message>
    <message>
        <source>violet</source>
        <comment>a die&apos;s colour</comment>
        <translation>violet</translation>
    </message>
    <message>
        <source>two of its dice are called {names}</source>
        <translation>deux de ses dés s’appellent {names}</translation>
    </message>
    <message>
        <source>two of its cards are called {names}</source>
        <translation>deux de ses cartes s’appellent {names}</translation>
    </message>
    <message>
        <source>white die &quot;{name}&quot; is not one of its dice</source>
        <translation>le dé blanc « {name} » n’est pas l’un de ses dés</translation>
    </message>
    <message>
        <source>card {card} with the white die&apos;s {top} gives {count} impulses, more than the {most} a shot can have</source>
        <translation>la carte {card} avec le {top} du dé blanc donne {count} impulsions, plus que les {most} qu’un coup peut avoir</translation>
    </message>
    <message>
        <source>the ruleset has no die called &quot;{name}&quot;</source>
        <translation>les règles n’ont pas de dé nommé « {name} »</translation>
    </message>
    <message>
        <source>a ruleset is a JSON object, got {kind}</source>
        <translation>des règles s’écrivent sous forme d’objet JSON, reçu {kind}</translation>
    </message>
    <message>
        <source>direction {value} is not a direction 0–5</source>
        <translation>la direction {value} n’est pas une direction de 0 à 5</translation>
    </message>
    <message>
        <source>a shot has 0 to {most} impulses, not {count}</source>
        <translation>un coup a de 0 à {most} impulsions, pas {count}</translation>
    </message>
    <message>
        <source>cell id {id} is not a cell of the course</source>
        <translation>l’identifiant de case {id} n’est pas une case du parcours</translation>
    </message>
    <message>
        <source>no ball can rest at {cell}: it is inside a solid obstacle</source>
        <translation>aucune balle ne peut s’arrêter en {cell} : la case est dans un obstacle plein</translation>
    </message>
    <message>
        <source>a ball at {cell} would already be in the hole</source>
        <translation>une balle en {cell} serait déjà dans le trou</translation>
    </message>
    <message>
        <source>two balls cannot rest on {cell}</source>
        <translation>deux balles ne peuvent pas s’arrêter en {cell}</translation>
    </message>
    <message>
        <source>{cell} is not a cell of the course</source>
        <translation>{cell} n’est pas une case du parcours</translation>
    </message>
    <message>
        <source>the course&apos;s ruleset has no card called &quot;{name}&quot;</source>
        <translation>les règles du parcours n’ont pas de carte nommée « {name} »</translation>
    </message>
    <message>
        <source>the course&apos;s ruleset has no die called &quot;{name}&quot;</source>
        <translation>les règles du parcours n’ont pas de dé nommé « {name} »</translation>
    </message>
    <message>
        <source>cell {cell} is listed {count} times</source>
        <translation>la case {cell} est listée {count} fois</translation>
    </message>
    <message>
        <source>start {cell} is listed {count} times</source>
        <translation>le départ {cell} est listé {count} fois</translation>
    </message>
    <message>
        <source>start {cell} is not a cell of the course</source>
        <translation>le départ {cell} n’est pas une case du parcours</translation>
    </message>
    <message>
        <source>start {cell} is on the hole</source>
        <translation>le départ {cell} est sur le trou</translation>
    </message>
    <message>
        <source>start {cell} is in water</source>
        <translation>le départ {cell} est dans l’eau</translation>
    </message>
    <message>
        <source>start {cell} is inside solid obstacle {id}</source>
        <translation>le départ {cell} est dans l’obstacle plein {id}</translation>
    </message>
    <message>
        <source>{count} objects share the id {id}</source>
        <translation>{count} objets partagent l’identifiant {id}</translation>
    </message>
    <message>
        <source>wall {id}: edge {edge} lies on no cell</source>
        <translation>muret {id} : le côté {edge} ne borde aucune case</translation>
    </message>
    <message>
        <source>walls {ids} share edge {edge}; an edge belongs to one wall</source>
        <translation>les murets {ids} partagent le côté {edge} ; un côté appartient à un seul muret</translation>
    </message>
    <message>
        <source>{label}: angle {angle} differs from its drawn line ({drawn})</source>
        <translation>{label} : l’angle {angle} diffère de la ligne tracée ({drawn})</translation>
    </message>
    <message>
        <source>obstacle {id} lists cell {cell} {count} times</source>
        <translation>l’obstacle {id} liste la case {cell} {count} fois</translation>
    </message>
    <message>
        <source>obstacles {first} and {second} overlap at {cell}</source>
        <translation>les obstacles {first} et {second} se chevauchent en {cell}</translation>
    </message>
    <message>
        <source>obstacle {id}: cell {cell} is not a cell of the course</source>
        <translation>obstacle {id} : la case {cell} n’est pas une case du parcours</translation>
    </message>
    <message>
        <source>obstacle {id} covers the hole at {cell}</source>
        <translation>l’obstacle {id} couvre le trou en {cell}</translation>
    </message>
    <message>
        <source>obstacle {id} cell {cell}: pass {entering}→{leaving} sends the ball back the way it came</source>
        <translation>obstacle {id} case {cell} : le passage {entering}→{leaving} renvoie la balle d’où elle vient</translation>
    </message>
    <message>
        <source>obstacle {id}: a vertical obstacle needs a pass; its first pass names the way up its ramps</source>
        <translation>obstacle {id} : un obstacle vertical a besoin d’un passage ; son premier passage indique le sens de montée de ses rampes</translation>
    </message>
    <message>
        <source>obstacle {id} side #{number}: edge {edge} is not on the obstacle&apos;s outline</source>
        <translation>obstacle {id} bord nº {number} : le côté {edge} n’est pas sur le contour de l’obstacle</translation>
    </message>
    <message>
        <source>obstacle {id} side #{number}</source>
        <translation>obstacle {id} bord nº {number}</translation>
    </message>
    <message>
        <source>obstacle {id}: pass {entering}→{leaving} at {cell} leads into {next}, which has no pass entering {leaving}</source>
        <translation>obstacle {id} : le passage {entering}→{leaving} en {cell} mène en {next}, qui n’a pas de passage entrant vers {leaving}</translation>
    </message>
    <message>
        <source>bounce override at {cell}: incoming {incoming} is given {count} times</source>
        <translation>flèche de rebond en {cell} : l’arrivée {incoming} est donnée {count} fois</translation>
    </message>
    <message>
        <source>bounce override at {cell} is not on a cell of the course</source>
        <translation>la flèche de rebond en {cell} n’est pas sur une case du parcours</translation>
    </message>
    <message>
        <source>bounce override at {cell} is inside solid obstacle {id}</source>
        <translation>la flèche de rebond en {cell} est dans l’obstacle plein {id}</translation>
    </message>
    <message>
        <source>bounce override at {cell}: outgoing {outgoing} points {blocked}</source>
        <translation>flèche de rebond en {cell} : la sortie {outgoing} pointe {blocked}</translation>
    </message>
    <message>
        <source>bounce override at {cell}: the edge ahead of incoming {incoming} is open, so the arrow is never used</source>
        <translation>flèche de rebond en {cell} : le côté face à l’arrivée {incoming} est ouvert, la flèche ne sert donc jamais</translation>
    </message>
    <message>
        <source>play order lists {colour} {count} times</source>
        <translation>l’ordre de jeu liste {colour} {count} fois</translation>
    </message>
    <message>
        <source>play order leaves out {colours}; those balls play after the listed ones</source>
        <translation>l’ordre de jeu omet {colours} ; ces balles jouent après celles de la liste</translation>
    </message>
    <message>
        <source>obstacle {id}: outline edge {edges} has no side; a ball bounces straight back there</source>
        <translation>obstacle {id} : le côté de contour {edges} n’a pas de bord ; une balle y rebondit droit en arrière</translation>
    </message>
    <message>
        <source>obstacle {id}: outline edges {edges} have no side; a ball bounces straight back there</source>
        <translation>obstacle {id} : les côtés de contour {edges} n’ont pas de bord ; une balle y rebondit droit en arrière</translation>
    </message>
    <message>
        <source>cell {cell}: blocked edge {edges} has no wall; a ball bounces straight back there</source>
        <translation>case {cell} : le côté bloqué {edges} n’a pas de muret ; une balle y rebondit droit en arrière</translation>
    </message>
    <message>
        <source>cell {cell}: blocked edges {edges} have no wall; a ball bounces straight back there</source>
        <translation>case {cell} : les côtés bloqués {edges} n’ont pas de muret ; une balle y rebondit droit en arrière</translation>
    </message>
    <message>
        <source>into wall {id}</source>
        <translation>dans le muret {id}</translation>
    </message>
    <message>
        <source>from off the course</source>
        <translation>depuis l’extérieur du parcours</translation>
    </message>
    <message>
        <source>off the course</source>
        <translation>hors du parcours</translation>
    </message>
    <message>
        <source>into obstacle {id}</source>
        <translation>dans l’obstacle {id}</translation>
    </message>
    <message>
        <source>out of obstacle {id}</source>
        <translation>hors de l’obstacle {id}</translation>
    </message>
    <message>
        <source>out of obstacle {id} where it has no pass</source>
        <translation>hors de l’obstacle {id}, là où il n’a pas de passage</translation>
    </message>
    <message>
        <source>into obstacle {id} where it has no pass</source>
        <translation>dans l’obstacle {id}, là où il n’a pas de passage</translation>
    </message>
    <message>
        <source>across a level step to {cell}</source>
        <translation>à travers une marche de niveau vers {cell}</translation>
    </message>
    <message>
        <source>not a Dice Golf action: {action}</source>
        <translation>pas une action de Dice Golf : {action}</translation>
    </message>
    <message>
        <source>keeps every die</source>
        <translation>garde tous les dés</translation>
    </message>
    <message>
        <source>keeps no die and rolls them all again</source>
        <translation>ne garde aucun dé et les relance tous</translation>
    </message>
    <message>
        <source>{dice} and {last}</source>
        <translation>{dice} et {last}</translation>
    </message>
    <message>
        <source>keeps {dice}, rolls the others again</source>
        <translation>garde {dice}, relance les autres</translation>
    </message>
    <message>
        <source>a card dealt</source>
        <translation>une carte distribuée</translation>
    </message>
    <message>
        <source>{card} dealt</source>
        <translation>{card} distribuée</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>pioche une carte</translation>
    </message>
    <message>
        <source>draws {card}</source>
        <translation>pioche {card}</translation>
    </message>
    <message>
        <source>lays {card} against the thrower</source>
        <translation>pose {card} contre le lanceur</translation>
    </message>
    <message>
        <source>lays no card</source>
        <translation>ne pose aucune carte</translation>
    </message>
    <message>
        <source>the vane shows {sector}</source>
        <translation>la girouette indique {sector}</translation>
    </message>
    <message>
        <source>rolls {face}</source>
        <translation>obtient {face}</translation>
    </message>
    <message>
        <source>accepts the throw</source>
        <translation>accepte le lancer</translation>
    </message>
    <message>
        <source>plays {card} and stays where the throw took the ball</source>
        <translation>joue {card} et reste là où le lancer a mené la balle</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>joue {card}</translation>
    </message>
    <message>
        <source>rolls the operations die for sign {number} of the formula</source>
        <translation>lance le dé des opérations pour le signe {number} de la formule</translation>
    </message>
    <message>
        <source>the operations die shows {sign}</source>
        <translation>le dé des opérations indique {sign}</translation>
    </message>
    <message>
        <source>claims fair play</source>
        <translation>invoque le fair play</translation>
    </message>
    <message>
        <source>there is no bundled Dice Golf course &quot;{course}&quot; (bundled: {known})</source>
        <translation>il n’y a pas de parcours Dice Golf fourni « {course} » (fournis : {known})</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>jeu de cartes</translation>
    </message>
    <message>
        <source>a Dice Golf deck file</source>
        <translation>un fichier de jeu de cartes Dice Golf</translation>
    </message>
    <message>
        <source>two cards are called {id}: give them different ids</source>
        <translation>deux cartes s’appellent {id} : donnez-leur des identifiants différents</translation>
    </message>
    <message>
        <source>two sectors are called {id}: give them different ids</source>
        <translation>deux secteurs s’appellent {id} : donnez-leur des identifiants différents</translation>
    </message>
    <message>
        <source>the deck holds {size} cards; it needs {least} to {most} ({hand} for each of up to {players} players)</source>
        <translation>le jeu compte {size} cartes ; il en faut {least} à {most} ({hand} pour chacun de {players} joueurs au plus)</translation>
    </message>
    <message>
        <source>there is no card {card} (cards: {known})</source>
        <translation>il n’y a pas de carte {card} (cartes : {known})</translation>
    </message>
    <message>
        <source>{shape} {value}: the value is a die&apos;s face, 1 to 6</source>
        <translation>{shape} {value} : la valeur est une face de dé, de 1 à 6</translation>
    </message>
    <message>
        <source>unknown combination {combination} (expected double, double 1 to 6, triple, triple 1 to 6, two pairs, straight or four of a kind)</source>
        <translation>combinaison inconnue {combination} (attendu : double, double 1 à 6, triple, triple 1 à 6, two pairs, straight ou four of a kind)</translation>
    </message>
    <message>
        <source>formula {formula}: {problem} at the end</source>
        <translation>formule {formula} : {problem} à la fin</translation>
    </message>
    <message>
        <source>formula {formula}: {problem} at character {number} ({character})</source>
        <translation>formule {formula} : {problem} au caractère {number} ({character})</translation>
    </message>
    <message>
        <source>a &apos;)&apos; closes no &apos;(&apos;</source>
        <translation>une « ) » ne ferme aucune « ( »</translation>
    </message>
    <message>
        <source>expected an operator (+, -, *)</source>
        <translation>un opérateur était attendu (+, -, *)</translation>
    </message>
    <message>
        <source>brackets and minus signs nest more than {depth} deep</source>
        <translation>les parenthèses et signes moins s’imbriquent sur plus de {depth} niveaux</translation>
    </message>
    <message>
        <source>the &apos;(&apos; at character {number} is not closed</source>
        <translation>la « ( » au caractère {number} n’est pas fermée</translation>
    </message>
    <message>
        <source>{value} is more than {most}</source>
        <translation>{value} dépasse {most}</translation>
    </message>
    <message>
        <source>{name} is not a die (the dice are {dice})</source>
        <translation>{name} n’est pas un dé (les dés sont {dice})</translation>
    </message>
    <message>
        <source>expected a number, a die or &apos;(&apos;</source>
        <translation>un nombre, un dé ou « ( » était attendu</translation>
    </message>
    <message>
        <source>a formula has at most {most} characters, not {count}</source>
        <translation>une formule compte au plus {most} caractères, pas {count}</translation>
    </message>
    <message>
        <source>the formula is empty: write one, like (B1 + B2) * (R1 + R2)</source>
        <translation>la formule est vide : écrivez-en une, par exemple (B1 + B2) * (R1 + R2)</translation>
    </message>
    <message>
        <source>formula {formula} can give up to {metres} m: a throw moves at most {most} m</source>
        <translation>la formule {formula} peut donner jusqu’à {metres} m : un lancer avance d’au plus {most} m</translation>
    </message>
    <message numerus="yes">
        <source>formula {formula} has %n sign(s); there is no sign #{number}</source>
        <translation>
            <numerusform>la formule {formula} a %n signe ; il n’y a pas de signe n° {number}</numerusform>
            <numerusform>la formule {formula} a %n signes ; il n’y a pas de signe n° {number}</numerusform>
        </translation>
    </message>
    <message>
        <source>the course label is longer than {count} characters</source>
        <translation>le nom du parcours dépasse {count} caractères</translation>
    </message>
    <message>
        <source>the course has holes 1 to {count}, not {number}</source>
        <translation>le parcours a les trous 1 à {count}, pas {number}</translation>
    </message>
    <message>
        <source>a hole is named twice in the holes to play</source>
        <translation>un trou est cité deux fois dans les trous à jouer</translation>
    </message>
    <message>
        <source>the course cannot be played: {problem}</source>
        <translation>le parcours ne peut pas être joué : {problem}</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Dice Golf parameters</source>
        <translation>clé inconnue « {key} » dans les paramètres de Dice Golf</translation>
    </message>
    <message>
        <source>the parameters need a list of player names</source>
        <translation>les paramètres demandent une liste de noms de joueurs</translation>
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation>une partie se joue à {least} à {most} joueurs, pas {count}</translation>
    </message>
    <message>
        <source>holes must be a list of hole numbers, got {value}</source>
        <translation>holes doit être une liste de numéros de trous, ici {value}</translation>
    </message>
    <message>
        <source>label must be text, got {value}</source>
        <translation>label doit être un texte, ici {value}</translation>
    </message>
    <message>
        <source>cards must be true or false, got {value}</source>
        <translation>cards doit valoir true ou false, reçu {value}</translation>
    </message>
    <message>
        <source>the course: {problems}</source>
        <translation>le parcours : {problems}</translation>
    </message>
    <message>
        <source>there is no player {number}</source>
        <translation>il n’y a pas de joueur {number}</translation>
    </message>
    <message>
        <source>the weather vane is not being spun now</source>
        <translation>la girouette ne tourne pas en ce moment</translation>
    </message>
    <message>
        <source>the vane has no sector {sector} (sectors: {known})</source>
        <translation>la girouette n’a pas de secteur {sector} (secteurs : {known})</translation>
    </message>
    <message>
        <source>no die is being rolled now</source>
        <translation>aucun dé n’est lancé en ce moment</translation>
    </message>
    <message>
        <source>die {die} shows {low} to {high}, not {face}</source>
        <translation>le dé {die} indique de {low} à {high}, pas {face}</translation>
    </message>
    <message>
        <source>the operations die is not being rolled now</source>
        <translation>le dé des opérations n’est pas lancé en ce moment</translation>
    </message>
    <message>
        <source>cards against a throw are laid before its dice are rolled</source>
        <translation>les cartes contre un lancer se posent avant que ses dés soient lancés</translation>
    </message>
    <message>
        <source>the opponents lay their cards against the throw first</source>
        <translation>les adversaires posent d’abord leurs cartes contre le lancer</translation>
    </message>
    <message>
        <source>the throw is rolled: there is nothing to keep now</source>
        <translation>le lancer est fait : il n’y a rien à garder maintenant</translation>
    </message>
    <message>
        <source>say for each of the {count} dice ({names}) whether it is kept, not {given}</source>
        <translation>indiquez pour chacun des {count} dés ({names}) s’il est gardé, pas {given}</translation>
    </message>
    <message>
        <source>keep some dice first: the others are rolled again</source>
        <translation>gardez d’abord des dés : les autres sont relancés</translation>
    </message>
    <message>
        <source>no card is being dealt now</source>
        <translation>aucune carte n’est distribuée en ce moment</translation>
    </message>
    <message>
        <source>no card is being drawn now</source>
        <translation>aucune carte n’est piochée en ce moment</translation>
    </message>
    <message>
        <source>name the card that comes off the deck</source>
        <translation>indiquez la carte qui sort du paquet</translation>
    </message>
    <message>
        <source>there is no card {card} in the deck</source>
        <translation>il n’y a pas de carte {card} dans le paquet</translation>
    </message>
    <message>
        <source>no {card} card is left in the deck</source>
        <translation>il ne reste aucune carte {card} dans le paquet</translation>
    </message>
    <message>
        <source>this game is played without cards</source>
        <translation>cette partie se joue sans cartes</translation>
    </message>
    <message>
        <source>there is no card {card} in Dice Golf</source>
        <translation>il n’y a pas de carte {card} dans Dice Golf</translation>
    </message>
    <message>
        <source>you hold no {card} card</source>
        <translation>vous n’avez aucune carte {card}</translation>
    </message>
    <message>
        <source>{card} is the thrower&apos;s own card: only an air shot or a weather card is laid against a throw</source>
        <translation>{card} est une carte du lanceur lui-même : seuls un air shot ou une carte météo se posent contre un lancer</translation>
    </message>
    <message>
        <source>a card of your own is played after your throw</source>
        <translation>une carte à vous se joue après votre lancer</translation>
    </message>
    <message>
        <source>only a No penalty card lets the ball stay where the throw took it</source>
        <translation>seule une carte Pas de pénalité permet à la balle de rester là où le lancer l’a menée</translation>
    </message>
    <message>
        <source>{card} holes out with a double on the first throw of a hole of at most {metres} m</source>
        <translation>{card} met la balle dans le trou avec un double au premier lancer d’un trou de {metres} m au plus</translation>
    </message>
    <message>
        <source>{card} holes out when the first throw of a hole of at most {metres} m is exactly the distance to the hole</source>
        <translation>{card} met la balle dans le trou quand le premier lancer d’un trou de {metres} m au plus est exactement la distance du trou</translation>
    </message>
    <message>
        <source>{card} is played off the green</source>
        <translation>{card} se joue hors du green</translation>
    </message>
    <message>
        <source>{card} is laid against another player before their throw</source>
        <translation>{card} se pose contre un autre joueur avant son lancer</translation>
    </message>
    <message>
        <source>this throw has no penalty for {card} to cancel</source>
        <translation>ce lancer n’a pas de pénalité que {card} puisse annuler</translation>
    </message>
    <message>
        <source>the ball may stay only after a zone-limit penalty</source>
        <translation>la balle ne peut rester qu’après une pénalité de limite de zone</translation>
    </message>
    <message>
        <source>{card} changes a distance, and this throw has none</source>
        <translation>{card} modifie une distance, et ce lancer n’en a pas</translation>
    </message>
    <message>
        <source>{card} moves a ball that lies on the green</source>
        <translation>{card} déplace une balle qui se trouve sur le green</translation>
    </message>
    <message>
        <source>a sign is changed after your throw</source>
        <translation>un signe se change après votre lancer</translation>
    </message>
    <message>
        <source>a sign is changed after a throw read by a formula (not in a hazard)</source>
        <translation>un signe se change après un lancer lu par une formule (pas dans un obstacle)</translation>
    </message>
    <message>
        <source>a sign may be changed once the ball lies past the first zone limit ({metres} m)</source>
        <translation>un signe peut être changé une fois la balle au-delà de la première limite de zone ({metres} m)</translation>
    </message>
    <message>
        <source>on a hole without zone limits a sign may be changed on the green</source>
        <translation>sur un trou sans limite de zone, un signe peut être changé sur le green</translation>
    </message>
    <message numerus="yes">
        <source>the formula {formula} has %n sign(s): there is no sign {number}</source>
        <translation>
            <numerusform>la formule {formula} a %n signe : il n’y a pas de signe {number}</numerusform>
            <numerusform>la formule {formula} a %n signes : il n’y a pas de signe {number}</numerusform>
        </translation>
    </message>
    <message>
        <source>fair play is claimed after your throw</source>
        <translation>le fair play s’invoque après votre lancer</translation>
    </message>
    <message>
        <source>fair play is allowed once a game, and you have used it</source>
        <translation>le fair play est permis une fois par partie, et vous l’avez utilisé</translation>
    </message>
    <message>
        <source>fair play is for a throw from the fairway, outside every hazard</source>
        <translation>le fair play vaut pour un lancer depuis le fairway, hors de tout obstacle</translation>
    </message>
    <message>
        <source>fair play is for a ball blocked on the fairway: some throw from here moves it without a penalty</source>
        <translation>le fair play vaut pour une balle bloquée sur le fairway : un lancer d’ici la déplace sans pénalité</translation>
    </message>
    <message>
        <source>fair play is for a throw that costs a penalty, and this one moved freely</source>
        <translation>le fair play vaut pour un lancer qui coûte une pénalité, et celui-ci a avancé librement</translation>
    </message>
    <message>
        <source>fair play is for a ball nothing else can help, and changing sign {number} of {formula} may move it without a penalty</source>
        <translation>le fair play vaut pour une balle que rien d’autre ne peut aider, et changer le signe {number} de {formula} peut la déplacer sans pénalité</translation>
    </message>
    <message>
        <source>fair play is for a ball nothing else can help, and your {card} card lets it stay where the throw took it</source>
        <translation>le fair play vaut pour une balle que rien d’autre ne peut aider, et votre carte {card} la laisse là où le lancer l’a menée</translation>
    </message>
    <message>
        <source>fair play is for a ball nothing else can help, and your {card} card may move it without a penalty</source>
        <translation>le fair play vaut pour une balle que rien d’autre ne peut aider, et votre carte {card} peut la déplacer sans pénalité</translation>
    </message>
    <message>
        <source>a player&apos;s view of the game cannot be played on</source>
        <translation>la vue d’un joueur sur la partie ne peut pas être jouée</translation>
    </message>
    <message>
        <source>there is no throw to decide on now</source>
        <translation>il n’y a pas de lancer à décider en ce moment</translation>
    </message>
    <message>
        <source>the cards must be dealt first</source>
        <translation>les cartes doivent d’abord être distribuées</translation>
    </message>
    <message>
        <source>the weather vane must be spun first</source>
        <translation>la girouette doit d’abord tourner</translation>
    </message>
    <message>
        <source>the dice must be rolled first</source>
        <translation>les dés doivent d’abord être lancés</translation>
    </message>
    <message>
        <source>the operations die must be rolled first</source>
        <translation>le dé des opérations doit d’abord être lancé</translation>
    </message>
    <message>
        <source>a card must be drawn first</source>
        <translation>une carte doit d’abord être piochée</translation>
    </message>
    <message>
        <source>combination {problem}</source>
        <translation>combinaison {problem}</translation>
    </message>
    <message>
        <source>the band ends at {end} m, before it starts at {start} m</source>
        <translation>la bande finit à {end} m, avant son début à {start} m</translation>
    </message>
    <message>
        <source>a proximity zone is 30, 40 or 50 m long; {span} is {width} m</source>
        <translation>une zone de proximité mesure 30, 40 ou 50 m ; {span} mesure {width} m</translation>
    </message>
    <message>
        <source>a course has {least} to {most} holes, not {count}</source>
        <translation>un parcours compte {least} à {most} trous, pas {count}</translation>
    </message>
    <message>
        <source>a name has at most {most} characters</source>
        <translation>un nom compte au plus {most} caractères</translation>
    </message>
    <message>
        <source>a course has {least} to {most} holes</source>
        <translation>un parcours compte {least} à {most} trous</translation>
    </message>
    <message>
        <source>a course keeps at least one hole</source>
        <translation>un parcours garde au moins un trou</translation>
    </message>
    <message>
        <source>a par runs from {least} to {most}, not {par}</source>
        <translation>un par va de {least} à {most}, pas {par}</translation>
    </message>
    <message>
        <source>the first zone starts at the tee: it has no limit to move</source>
        <translation>la première zone commence au départ : elle n’a pas de limite à déplacer</translation>
    </message>
    <message>
        <source>a hole has at most {most} zones</source>
        <translation>un trou compte au plus {most} zones</translation>
    </message>
    <message>
        <source>the first zone starts at the tee: put a limit after 0 m</source>
        <translation>la première zone commence au départ : placez une limite après 0 m</translation>
    </message>
    <message>
        <source>{metres} m is on the green (from {green} m): zones split the fairway only</source>
        <translation>{metres} m est sur le green (à partir de {green} m) : les zones ne divisent que le fairway</translation>
    </message>
    <message>
        <source>a zone limit is already at {metres} m</source>
        <translation>une limite de zone est déjà à {metres} m</translation>
    </message>
    <message>
        <source>the first zone starts at the tee: it has no limit to remove</source>
        <translation>la première zone commence au départ : elle n’a pas de limite à retirer</translation>
    </message>
    <message>
        <source>a hole has at most {most} hazards</source>
        <translation>un trou compte au plus {most} obstacles</translation>
    </message>
    <message>
        <source>a proximity zone is 30, 40 or 50 m long, not {width} m</source>
        <translation>une zone de proximité mesure 30, 40 ou 50 m, pas {width} m</translation>
    </message>
    <message>
        <source>a hole has at most {most} proximity zones</source>
        <translation>un trou compte au plus {most} zones de proximité</translation>
    </message>
    <message>
        <source>every zone limit has its proximity zone: click on the track with the proximity tool to put one elsewhere</source>
        <translation>chaque limite de zone a sa zone de proximité : cliquez sur le parcours avec l’outil de proximité pour en placer une ailleurs</translation>
    </message>
    <message>
        <source>a Dice Golf course file</source>
        <translation>un fichier de parcours Dice Golf</translation>
    </message>
    <message>
        <source>green {problem}</source>
        <translation>green {problem}</translation>
    </message>
    <message>
        <source>a throw from {start} m lands at {metres} m, off the track (0 to {end} m): validate the hole</source>
        <translation>un lancer depuis {start} m arrive à {metres} m, hors du parcours (0 à {end} m) : validez le trou</translation>
    </message>
    <message>
        <source>a policy&apos;s values must be {rows} by {columns}, not {shape}</source>
        <translation>les valeurs d’une stratégie doivent former {rows} sur {columns}, pas {shape}</translation>
    </message>
    <message>
        <source>a {kind} throw from {metres} m keeps no dice: only the green, a triple bunker and water select</source>
        <translation>un lancer {kind} depuis {metres} m ne garde aucun dé : seuls le green, un bunker triple et l’eau font garder des dés</translation>
    </message>
    <message>
        <source>the ball lies from 0 to {last} m, not at {metres} m</source>
        <translation>la balle se trouve entre 0 et {last} m, pas à {metres} m</translation>
    </message>
    <message>
        <source>a player has made 0 to {last} throws before a throw, not {count}</source>
        <translation>un joueur a fait 0 à {last} lancers avant un lancer, pas {count}</translation>
    </message>
    <message>
        <source>a ball at {metres} m is holed: it makes no throw</source>
        <translation>une balle à {metres} m est dans le trou : elle ne lance plus</translation>
    </message>
    <message>
        <source>a throw from {metres} m rolls {count} dice, not {given}</source>
        <translation>un lancer depuis {metres} m utilise {count} dés, pas {given}</translation>
    </message>
    <message>
        <source>the policy was solved for another hole</source>
        <translation>la stratégie a été calculée pour un autre trou</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>deux paires</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>une suite</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un carré</translation>
    </message>
    <message>
        <source>{bonus} +{metres} m</source>
        <translation>{bonus} +{metres} m</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>bank</source>
        <comment>a Dice Golf hazard</comment>
        <translation>talus</translation>
    </message>
    <message>
        <source>slope</source>
        <comment>a Dice Golf hazard</comment>
        <translation>pente</translation>
    </message>
    <message>
        <source>{terrain} {metres} m</source>
        <translation>{terrain} {metres} m</translation>
    </message>
    <message>
        <source>weather {metres} m</source>
        <translation>météo {metres} m</translation>
    </message>
    <message>
        <source>die {die} shows 1 to 6, not {face}</source>
        <translation>le dé {die} indique de 1 à 6, pas {face}</translation>
    </message>
    <message>
        <source>die W shows 7 to 12, not {face}</source>
        <translation>le dé W indique de 7 à 12, pas {face}</translation>
    </message>
    <message>
        <source>the formula uses the fifth die W: give its face (7 to 12)</source>
        <translation>la formule utilise le cinquième dé W : donnez sa face (7 à 12)</translation>
    </message>
    <message>
        <source>a throw is four dice B1,B2,R1,R2 and the fifth die W if rolled, not {count} numbers</source>
        <translation>un lancer, ce sont quatre dés B1,B2,R1,R2 et le cinquième dé W s’il est lancé, pas {count} nombres</translation>
    </message>
    <message>
        <source>proximity {number}</source>
        <translation>proximité {number}</translation>
    </message>
    <message>
        <source>hazard {number}</source>
        <translation>obstacle {number}</translation>
    </message>
    <message>
        <source>proximity zone</source>
        <translation>zone de proximité</translation>
    </message>
    <message>
        <source>bunker</source>
        <comment>a Dice Golf hazard</comment>
        <translation>bunker</translation>
    </message>
    <message>
        <source>pond</source>
        <comment>a Dice Golf hazard</comment>
        <translation>étang</translation>
    </message>
    <message>
        <source>river</source>
        <comment>a Dice Golf hazard</comment>
        <translation>rivière</translation>
    </message>
    <message>
        <source>water crossing</source>
        <comment>a Dice Golf hazard</comment>
        <translation>traversée d’eau</translation>
    </message>
    <message>
        <source>grove</source>
        <comment>a Dice Golf hazard</comment>
        <translation>bosquet</translation>
    </message>
    <message>
        <source>{name} ({kind} {span})</source>
        <translation>{name} ({kind} {span})</translation>
    </message>
    <message>
        <source>hole {number}: {problem}</source>
        <translation>trou {number} : {problem}</translation>
    </message>
    <message>
        <source>zone 1 starts at {metres} m; the first zone starts at the tee (0 m)</source>
        <translation>la zone 1 commence à {metres} m ; la première zone commence au départ (0 m)</translation>
    </message>
    <message>
        <source>zone {number} starts at {metres} m, not after zone {previous} ({start} m)</source>
        <translation>la zone {number} commence à {metres} m, pas après la zone {previous} ({start} m)</translation>
    </message>
    <message>
        <source>zone {number} starts at {metres} m, on the green (from {green} m)</source>
        <translation>la zone {number} commence à {metres} m, sur le green (à partir de {green} m)</translation>
    </message>
    <message>
        <source>the hole ({length} m) is not on the green (from {green} m)</source>
        <translation>le trou ({length} m) n’est pas sur le green (à partir de {green} m)</translation>
    </message>
    <message>
        <source>the end of terrain ({end} m) is not beyond the hole ({length} m)</source>
        <translation>la fin du terrain ({end} m) n’est pas au-delà du trou ({length} m)</translation>
    </message>
    <message>
        <source>{band} reaches the green (from {green} m)</source>
        <translation>{band} atteint le green (à partir de {green} m)</translation>
    </message>
    <message>
        <source>{band} leads to no zone limit, so it exempts nothing</source>
        <translation>{band} ne mène à aucune limite de zone : elle n’exempte de rien</translation>
    </message>
    <message>
        <source>{band} lies beyond the hole ({length} m)</source>
        <translation>{band} se trouve au-delà du trou ({length} m)</translation>
    </message>
    <message>
        <source>hazard bands overlap: {first} and {second}</source>
        <translation>des bandes d’obstacles se chevauchent : {first} et {second}</translation>
    </message>
    <message>
        <source>proximity zone bands overlap: {first} and {second}</source>
        <translation>des bandes de zones de proximité se chevauchent : {first} et {second}</translation>
    </message>
    <message>
        <source>{band} sends the ball back to {metres} m, which is not before the water</source>
        <translation>{band} renvoie la balle à {metres} m, qui n’est pas avant l’eau</translation>
    </message>
    <message>
        <source>{band} sends the ball back to {metres} m, inside {other}</source>
        <translation>{band} renvoie la balle à {metres} m, dans {other}</translation>
    </message>
    <message>
        <source>at {metres} m</source>
        <translation>à {metres} m</translation>
    </message>
    <message>
        <source>from {start} to {end} m</source>
        <translation>de {start} à {end} m</translation>
    </message>
    <message>
        <source>{where} every throw crosses a limit or the end of terrain: a dead end a ball can reach from the tee</source>
        <translation>{where}, chaque lancer franchit une limite ou la fin du terrain : une impasse qu’une balle peut atteindre depuis le départ</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>the file has no &quot;version&quot;</source>
        <translation>le fichier n’a pas de « version »</translation>
    </message>
    <message>
        <source>version must be a whole number, got {value}</source>
        <translation>version doit être un nombre entier, reçu {value}</translation>
    </message>
    <message>
        <source>this {thing} was saved by a newer GolfStudio (version {version}); this version reads up to version {newest}</source>
        <translation>ce fichier ({thing}) a été enregistré par un GolfStudio plus récent (version {version}) ; cette version lit jusqu’à la version {newest}</translation>
    </message>
    <message>
        <source>there is no {thing} file version {version}</source>
        <translation>il n’existe pas de version {version} de fichier ({thing})</translation>
    </message>
    <message>
        <source>a {thing} file holds one JSON object, not {kind}</source>
        <translation>un fichier ({thing}) contient un seul objet JSON, pas {kind}</translation>
    </message>
    <message>
        <source>this is not a GolfStudio file (no &quot;format&quot; key; {described} starts with &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>ce n’est pas un fichier GolfStudio (pas de clé « format » ; {described} commence par &quot;format&quot;: &quot;{format}&quot;)</translation>
    </message>
    <message>
        <source>this is not {described} (format {value}, expected &quot;{format}&quot;)</source>
        <translation>ce n’est pas {described} (format {value}, attendu : « {format} »)</translation>
    </message>
    <message>
        <source>cannot save {path}: {reason}</source>
        <translation>impossible d’enregistrer {path} : {reason}</translation>
    </message>
    <message>
        <source>unknown {field} {value} (expected {expected})</source>
        <translation>{field} inconnu : {value} (attendu : {expected})</translation>
    </message>
    <message>
        <source>unknown kind {value} (expected {expected})</source>
        <translation>kind inconnu : {value} (attendu : {expected})</translation>
    </message>
    <message>
        <source>missing &quot;kind&quot;</source>
        <translation>« kind » manquant</translation>
    </message>
    <message>
        <source>missing &quot;{field}&quot;</source>
        <translation>« {field} » manquant</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot;</source>
        <translation>clé inconnue « {key} »</translation>
    </message>
    <message>
        <source>{field} must be a whole number, got {value}</source>
        <translation>{field} doit être un nombre entier, reçu {value}</translation>
    </message>
    <message>
        <source>{field} must be text, got {value}</source>
        <translation>{field} doit être du texte, reçu {value}</translation>
    </message>
    <message>
        <source>{field} must not be empty</source>
        <translation>{field} ne doit pas être vide</translation>
    </message>
    <message>
        <source>{field} must be at least {least}, got {value}</source>
        <translation>{field} doit valoir au moins {least}, reçu {value}</translation>
    </message>
    <message>
        <source>{field} must be at most {most}, got {value}</source>
        <translation>{field} doit valoir au plus {most}, reçu {value}</translation>
    </message>
    <message numerus="yes">
        <source>{field} needs at least %n item(s), got {count}</source>
        <translation>
            <numerusform>{field} demande au moins %n élément, reçu {count}</numerusform>
            <numerusform>{field} demande au moins %n éléments, reçu {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{field} takes at most %n item(s), got {count}</source>
        <translation>
            <numerusform>{field} accepte au plus %n élément, reçu {count}</numerusform>
            <numerusform>{field} accepte au plus %n éléments, reçu {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>{field} must be a list, got {value}</source>
        <translation>{field} doit être une liste, reçu {value}</translation>
    </message>
    <message>
        <source>it must be a JSON object, got {value}</source>
        <translation>ce doit être un objet JSON, reçu {value}</translation>
    </message>
    <message>
        <source>{field} must be a JSON object, got {value}</source>
        <translation>{field} doit être un objet JSON, reçu {value}</translation>
    </message>
    <message>
        <source>or</source>
        <comment>before the last of a list</comment>
        <translation>ou</translation>
    </message>
    <message>
        <source>nothing is left to chance here</source>
        <translation>rien n’est laissé au hasard ici</translation>
    </message>
    <message>
        <source>the chance outcomes&apos; probabilities do not add up to 1</source>
        <translation>les probabilités des issues aléatoires ne font pas 1 au total</translation>
    </message>
    <message>
        <source>the game did not end within {count} actions</source>
        <translation>la partie ne s’est pas terminée en {count} actions</translation>
    </message>
    <message>
        <source>action {number} ({action}) cannot be played: {reason}</source>
        <translation>l’action {number} ({action}) ne peut pas être jouée : {reason}</translation>
    </message>
    <message>
        <source>a game has {minimum} to {maximum} players, not {count}</source>
        <translation>une partie se joue de {minimum} à {maximum} joueurs, pas {count}</translation>
    </message>
    <message>
        <source>player {number}&apos;s name is longer than {most} characters</source>
        <translation>le nom du joueur {number} dépasse {most} caractères</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {known})</source>
        <translation>jeu inconnu {game} (connus : {known})</translation>
    </message>
    <message>
        <source>{game} has no engine in the studio: it can only be scored</source>
        <translation>{game} n’a pas de moteur dans le studio : on peut seulement en noter les scores</translation>
    </message>
    <message>
        <source>{game} cannot be simulated: it has no engine</source>
        <translation>{game} ne peut pas être simulé : il n’a pas de moteur</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>a GolfStudio saved game</source>
        <translation>une partie enregistrée GolfStudio</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in a saved game</source>
        <translation>clé inconnue « {key} » dans une partie enregistrée</translation>
    </message>
    <message>
        <source>the saved game has no &quot;{key}&quot;</source>
        <translation>la partie enregistrée n’a pas de « {key} »</translation>
    </message>
    <message>
        <source>game must be a game&apos;s id, got {value}</source>
        <translation>game doit être l’identifiant d’un jeu, reçu {value}</translation>
    </message>
    <message>
        <source>seed must be a whole number from 0 to 2^64 - 1, got {value}</source>
        <translation>seed doit être un nombre entier de 0 à 2^64 - 1, reçu {value}</translation>
    </message>
    <message>
        <source>params must be a JSON object, got {value}</source>
        <translation>params doit être un objet JSON, reçu {value}</translation>
    </message>
    <message>
        <source>actions must be a list, got {value}</source>
        <translation>actions doit être une liste, reçu {value}</translation>
    </message>
    <message>
        <source>a saved game holds at most {most} actions, this one {count}</source>
        <translation>une partie enregistrée contient au plus {most} actions, celle-ci {count}</translation>
    </message>
    <message>
        <source>games must be 1 to {most}, not {count}</source>
        <translation>le nombre de parties doit aller de 1 à {most}, pas {count}</translation>
    </message>
    <message>
        <source>{ais} AIs given for {players} players</source>
        <translation>{ais} IA indiquées pour {players} joueurs</translation>
    </message>
    <message>
        <source>unknown player {name} (choose from {known})</source>
        <translation>joueur inconnu {name} (choix possibles : {known})</translation>
    </message>
    <message>
        <source>cannot save the games in {folder}: {reason}</source>
        <translation>impossible d’enregistrer les parties dans {folder} : {reason}</translation>
    </message>
    <message>
        <source>the bundled course {path} cannot be read: {where}: {reason}</source>
        <translation>le parcours fourni {path} ne peut pas être lu : {where} : {reason}</translation>
    </message>
    <message>
        <source>the bundled course {path} cannot be read: {reason}</source>
        <translation>le parcours fourni {path} ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <source>the night of {date} on {course} is already in the store (same date, place, players and scores): skipped</source>
        <translation>la soirée du {date} sur {course} est déjà enregistrée (même date, lieu, joueurs et scores) : ignorée</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>le fichier commence comme un texte UTF-16 mais n’en est pas un</translation>
    </message>
    <message>
        <source>the file is not text in UTF-8 or Windows-1252: is it a CSV file?</source>
        <translation>le fichier n’est pas un texte en UTF-8 ou Windows-1252 : est-ce bien un fichier CSV ?</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>impossible de lire {file} : {reason}</translation>
    </message>
    <message>
        <source>{file} is larger than {size} MB: not a score sheet</source>
        <translation>{file} dépasse {size} Mo : ce n’est pas une feuille de scores</translation>
    </message>
    <message>
        <source>{file}: {error}</source>
        <translation>{file} : {error}</translation>
    </message>
    <message>
        <source>{column} {value} is not a whole number</source>
        <translation>{column} {value} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>{column} {value} is out of range ({low} to {high})</source>
        <translation>{column} {value} est hors limites ({low} à {high})</translation>
    </message>
    <message>
        <source>the header cannot be read: {error}</source>
        <translation>l’en-tête ne peut pas être lu : {error}</translation>
    </message>
    <message>
        <source>the file is empty: a header line is required</source>
        <translation>le fichier est vide : une ligne d’en-tête est requise</translation>
    </message>
    <message>
        <source>the header has no column {columns} (expected {expected})</source>
        <translation>l’en-tête n’a pas de colonne {columns} (attendu : {expected})</translation>
    </message>
    <message>
        <source>the line cannot be read as CSV: {error}</source>
        <translation>la ligne ne peut pas être lue comme du CSV : {error}</translation>
    </message>
    <message>
        <source>more fields than the header has columns</source>
        <translation>plus de champs que l’en-tête n’a de colonnes</translation>
    </message>
    <message>
        <source>the {column} is missing</source>
        <translation>la colonne {column} est vide</translation>
    </message>
    <message>
        <source>date {value} is not a date like 2024-03-07</source>
        <translation>la date {value} n’est pas une date comme 2024-03-07</translation>
    </message>
    <message>
        <source>date {date} is out of range ({low} to {high})</source>
        <translation>la date {date} est hors limites ({low} à {high})</translation>
    </message>
    <message>
        <source>unknown game {value} (one of {games})</source>
        <translation>jeu inconnu {value} (l’un de {games})</translation>
    </message>
    <message>
        <source>no {game} course named {course}, and the line has no par and SI to make it from</source>
        <translation>aucun parcours de {game} nommé {course}, et la ligne n’a ni par ni SI pour le créer</translation>
    </message>
    <message>
        <source>no {game} course named {course}, and no line gives the par and SI of its hole {hole} to make it from</source>
        <translation>aucun parcours de {game} nommé {course}, et aucune ligne ne donne le par et le SI de son trou {hole} pour le créer</translation>
    </message>
    <message>
        <source>round {number}: rounds are numbered from 1</source>
        <translation>partie {number} : les parties sont numérotées à partir de 1</translation>
    </message>
    <message>
        <source>round {number}: a night has at most {most} rounds</source>
        <translation>partie {number} : une soirée compte au plus {most} parties</translation>
    </message>
    <message>
        <source>hole {hole} is out of range (1 to {most})</source>
        <translation>le trou {hole} est hors limites (1 à {most})</translation>
    </message>
    <message>
        <source>course {course} has {holes} holes: there is no hole {hole}</source>
        <translation>le parcours {course} a {holes} trous : il n’y a pas de trou {hole}</translation>
    </message>
    <message>
        <source>for {name} on hole {hole}</source>
        <translation>pour {name} au trou {hole}</translation>
    </message>
    <message>
        <source>hole {hole} of {course} is par {par} SI {si} here but par {other_par} SI {other_si} on line {line}</source>
        <translation>le trou {hole} de {course} est par {par} SI {si} ici mais par {other_par} SI {other_si} à la ligne {line}</translation>
    </message>
    <message>
        <source>{name} already has a score on hole {hole} of round {number} that night</source>
        <translation>{name} a déjà un score au trou {hole} de la partie {number} ce soir-là</translation>
    </message>
    <message>
        <source>{strokes} is not a score {where}: {rule}</source>
        <translation>{strokes} n’est pas un score {where} : {rule}</translation>
    </message>
    <message>
        <source>{strokes} is not a score: {rule}</source>
        <translation>{strokes} n’est pas un score : {rule}</translation>
    </message>
    <message>
        <source>in {game} any whole number counts</source>
        <translation>à {game}, tout nombre entier compte</translation>
    </message>
    <message numerus="yes">
        <source>in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>à {game}, un trou se joue en %n coup au moins</numerusform>
            <numerusform>à {game}, un trou se joue en %n coups au moins</numerusform>
        </translation>
    </message>
    <message>
        <source>in {game} a hole scores at most {most}</source>
        <translation>à {game}, un trou vaut au plus {most}</translation>
    </message>
    <message>
        <source>in {game} a hole scores {least} to {most}</source>
        <translation>à {game}, un trou vaut de {least} à {most}</translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation>{text} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>the night of {date} on {course} was not imported: {error}</source>
        <translation>la soirée du {date} sur {course} n’a pas été importée : {error}</translation>
    </message>
    <message>
        <source>{name} has no score on hole {holes}</source>
        <translation>{name} n’a pas de score au trou {holes}</translation>
    </message>
    <message>
        <source>{name} has no score on holes {holes}</source>
        <translation>{name} n’a pas de score aux trous {holes}</translation>
    </message>
    <message>
        <source>a tournament is scored over several rounds, once they are complete</source>
        <translation>un tournoi se compte sur plusieurs parties, une fois celles-ci complètes</translation>
    </message>
    <message>
        <source>player id {id}</source>
        <translation>joueur n° {id}</translation>
    </message>
    <message>
        <source>the round is complete: no hole is left to press on</source>
        <translation>la partie est complète : il ne reste aucun trou sur lequel relancer</translation>
    </message>
    <message>
        <source>presses are between two sides; this Nassau has {count}</source>
        <translation>les relances se jouent entre deux camps ; ce Nassau en a {count}</translation>
    </message>
    <message>
        <source>a night&apos;s course cannot change: delete the night and set it up again on the other course</source>
        <translation>le parcours d’une soirée ne peut pas changer : supprimer la soirée et la recréer sur l’autre parcours</translation>
    </message>
    <message>
        <source>{date} at {place}, {course}</source>
        <translation>{date} à {place}, {course}</translation>
    </message>
    <message>
        <source>{date}, {course}</source>
        <translation>{date}, {course}</translation>
    </message>
    <message>
        <source>{name} (AI)</source>
        <comment>a player name in the store, marked as an AI&apos;s</comment>
        <translation>{name} (IA)</translation>
    </message>
    <message>
        <source>the game is not over yet: there is no round to save</source>
        <translation>la partie n’est pas encore finie : il n’y a pas de partie à enregistrer</translation>
    </message>
    <message>
        <source>every player needs a name for the scorecard</source>
        <translation>chaque joueur a besoin d’un nom pour la carte de score</translation>
    </message>
    <message>
        <source>two players are called {name}: the scorecard needs different names</source>
        <translation>deux joueurs s’appellent {name} : la carte de score a besoin de noms différents</translation>
    </message>
    <message>
        <source>Stroke play</source>
        <translation>Partie par coups</translation>
    </message>
    <message>
        <source>Match play</source>
        <translation>Match play</translation>
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
        <translation>Meilleure balle — partie par coups</translation>
    </message>
    <message>
        <source>Best ball — match</source>
        <translation>Meilleure balle — match play</translation>
    </message>
    <message>
        <source>Best ball — Nassau</source>
        <translation>Meilleure balle — Nassau</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Loup</translation>
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
        <translation>une soirée a besoin d’au moins un joueur : choisir ou ajouter les joueurs</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>chaque joueur a besoin d’un nom</translation>
    </message>
    <message>
        <source>two players are named {name}: give them different names</source>
        <translation>deux joueurs s’appellent {name} : leur donner des noms différents</translation>
    </message>
    <message>
        <source>{name} is on the list twice</source>
        <translation>{name} figure deux fois dans la liste</translation>
    </message>
    <message>
        <source>{name}&apos;s handicap index {index} is outside {low} to {high} (WHS)</source>
        <translation>l’index de {name}, {index}, est hors de l’intervalle {low} à {high} (WHS)</translation>
    </message>
    <message>
        <source>{name}&apos;s course handicap {handicap} is outside {low} to {high}</source>
        <translation>le handicap de parcours de {name}, {handicap}, est hors de l’intervalle {low} à {high}</translation>
    </message>
    <message>
        <source>choose at least one format to play</source>
        <translation>choisir au moins une formule de jeu</translation>
    </message>
    <message>
        <source>{title} is chosen twice</source>
        <translation>{title} est choisi deux fois</translation>
    </message>
    <message>
        <source>{title}: the handicap allowance is a percentage from 0 to 100, not {allowance}</source>
        <translation>{title} : le coefficient de handicap est un pourcentage de 0 à 100, pas {allowance}</translation>
    </message>
    <message>
        <source>{title}: carry-over is an option of skins only</source>
        <translation>{title} : le report est une option des skins seulement</translation>
    </message>
    <message>
        <source>{title}: automatic presses are an option of Nassau only</source>
        <translation>{title} : les relances automatiques sont une option du Nassau seulement</translation>
    </message>
    <message>
        <source>{title} is played for events, not scores: it cannot be net</source>
        <translation>{title} se joue sur des événements, pas sur des scores : il ne peut pas être net</translation>
    </message>
    <message>
        <source>{title} is not played for the stake {stake}</source>
        <translation>{title} ne se joue pas pour la mise {stake}</translation>
    </message>
    <message>
        <source>{title}: paying per hole up is for match play only</source>
        <translation>{title} : payer par trou d’avance est réservé au match play</translation>
    </message>
    <message>
        <source>{title} splits the round into two halves: {course} has {holes} holes, an odd number — choose a course with an even number of holes</source>
        <translation>{title} partage la partie en deux moitiés : {course} a {holes} trous, un nombre impair — choisir un parcours avec un nombre pair de trous</translation>
    </message>
    <message>
        <source>the course</source>
        <translation>le parcours</translation>
    </message>
    <message>
        <source>{title} needs at least two players</source>
        <translation>{title} se joue à deux joueurs au moins</translation>
    </message>
    <message>
        <source>two teams are named {team}</source>
        <translation>deux équipes s’appellent {team}</translation>
    </message>
    <message>
        <source>team {team}: {name} does not play tonight</source>
        <translation>équipe {team} : {name} ne joue pas ce soir</translation>
    </message>
    <message>
        <source>{name} is in two teams ({first} and {second})</source>
        <translation>{name} est dans deux équipes ({first} et {second})</translation>
    </message>
    <message numerus="yes">
        <source>{title} is played by four players in two teams of two; there are %n player(s)</source>
        <translation>
            <numerusform>{title} se joue à quatre joueurs en deux équipes de deux ; il y a %n joueur</numerusform>
            <numerusform>{title} se joue à quatre joueurs en deux équipes de deux ; il y a %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} is played by two teams of two: pair the players</source>
        <translation>{title} se joue en deux équipes de deux : former les paires</translation>
    </message>
    <message>
        <source>{title} is played by teams of two: pair the players</source>
        <translation>{title} se joue en équipes de deux : former les paires</translation>
    </message>
    <message numerus="yes">
        <source>{title} is played by teams of two; team {team} has %n player(s)</source>
        <translation>
            <numerusform>{title} se joue en équipes de deux ; l’équipe {team} a %n joueur</numerusform>
            <numerusform>{title} se joue en équipes de deux ; l’équipe {team} a %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: {names} is in no team</source>
        <translation>{title} : {names} n’est dans aucune équipe</translation>
    </message>
    <message>
        <source>{title}: {names} are in no team</source>
        <translation>{title} : {names} ne sont dans aucune équipe</translation>
    </message>
    <message>
        <source>{title} needs at least two teams</source>
        <translation>{title} se joue à deux équipes au moins</translation>
    </message>
    <message>
        <source>choose a course</source>
        <translation>choisir un parcours</translation>
    </message>
    <message>
        <source>night</source>
        <translation>soirée</translation>
    </message>
    <message>
        <source>a GolfStudio night file</source>
        <translation>un fichier de soirée GolfStudio</translation>
    </message>
    <message>
        <source>course {course}: hole {hole} is given twice</source>
        <translation>parcours {course} : le trou {hole} est donné deux fois</translation>
    </message>
    <message>
        <source>course {course}: the holes must be numbered 1 to {count} in order, got {numbers}</source>
        <translation>parcours {course} : les trous doivent être numérotés de 1 à {count} dans l’ordre, reçu {numbers}</translation>
    </message>
    <message>
        <source>course {course}: {error}</source>
        <translation>parcours {course} : {error}</translation>
    </message>
    <message>
        <source>course {course}: tee {name} is given twice</source>
        <translation>parcours {course} : le départ {name} figure deux fois</translation>
    </message>
    <message>
        <source>played on {date} is out of range ({low} to {high})</source>
        <translation>la date {date} est hors limites ({low} à {high})</translation>
    </message>
    <message>
        <source>player {name} is seated twice</source>
        <translation>le joueur {name} est inscrit deux fois</translation>
    </message>
    <message>
        <source>team {team}: {name} is not a player of the night</source>
        <translation>équipe {team} : {name} ne joue pas cette soirée</translation>
    </message>
    <message>
        <source>team {team}: {name} is already in a team</source>
        <translation>équipe {team} : {name} est déjà dans une équipe</translation>
    </message>
    <message>
        <source>{where}: scores for {name}, who is not a player of the night</source>
        <translation>{where} : des scores pour {name}, qui ne joue pas cette soirée</translation>
    </message>
    <message>
        <source>{where}: {name} has {scores} scores on a course of {holes} holes</source>
        <translation>{where} : {name} a {scores} scores sur un parcours de {holes} trous</translation>
    </message>
    <message>
        <source>{where}: an event on hole {hole}, but the course has {holes} holes</source>
        <translation>{where} : un événement au trou {hole}, mais le parcours a {holes} trous</translation>
    </message>
    <message>
        <source>{where}: an event of {name}, who is not a player of the night</source>
        <translation>{where} : un événement de {name}, qui ne joue pas cette soirée</translation>
    </message>
    <message>
        <source>the night&apos;s tee {tee} is not one of course {course}&apos;s tees</source>
        <translation>le départ {tee} de la soirée n&apos;est pas un des départs du parcours {course}</translation>
    </message>
    <message>
        <source>{title}: {error}</source>
        <translation>{title} : {error}</translation>
    </message>
    <message>
        <source>course {course} is a {game} course, not {other}</source>
        <translation>le parcours {course} est un parcours {game}, pas {other}</translation>
    </message>
    <message>
        <source>course {course} has changed since it was chosen: choose it again</source>
        <translation>le parcours {course} a changé depuis qu’il a été choisi : le choisir à nouveau</translation>
    </message>
    <message>
        <source>there is already a player named {name}: pick them from the list</source>
        <translation>il existe déjà un joueur nommé {name} : le choisir dans la liste</translation>
    </message>
    <message>
        <source>E</source>
        <comment>compass point</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>NE</source>
        <comment>compass point</comment>
        <translation>NE</translation>
    </message>
    <message>
        <source>NW</source>
        <comment>compass point</comment>
        <translation>NO</translation>
    </message>
    <message>
        <source>W</source>
        <comment>compass point</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>SW</source>
        <comment>compass point</comment>
        <translation>SO</translation>
    </message>
    <message>
        <source>SE</source>
        <comment>compass point</comment>
        <translation>SE</translation>
    </message>
    <message>
        <source>the key &quot;{key}&quot; appears twice in one object</source>
        <translation>la clé « {key} » apparaît deux fois dans un même objet</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} n’est pas un nombre autorisé en JSON</translation>
    </message>
    <message>
        <source>not valid JSON at line {line}, column {column}: {reason}</source>
        <translation>JSON non valide à la ligne {line}, colonne {column} : {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>JSON non valide : {reason}</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>impossible de lire le fichier ({reason})</translation>
    </message>
    <message>
        <source>Your entry could not be carried out:</source>
        <translation>Votre ordre n’a pas pu être exécuté :</translation>
    </message>
    <message>
        <source>You hold no clubs yet, so you count as absent in this tournament: no points, and it still counts among your last ten. To play, send an entry that names your four clubs and lists no swaps, like &apos;New clubs: 112 - 79 - 5 - 2&apos;.</source>
        <translation>Vous n’avez encore aucun club : vous comptez donc comme absent dans ce tournoi — aucun point, et il compte tout de même parmi vos dix derniers. Pour jouer, envoyez un ordre qui nomme vos quatre clubs et ne liste aucun échange, comme « Nouveaux clubs : 112 - 79 - 5 - 2 ».</translation>
    </message>
    <message>
        <source>It counts as saving your swap (rule 9.6).</source>
        <translation>Il compte comme une mise en réserve de votre échange (règle 9.6).</translation>
    </message>
    <message>
        <source>It swaps no club and counts as saving your swap (rule 9.6).</source>
        <translation>Il n’échange aucun club et compte comme une mise en réserve de votre échange (règle 9.6).</translation>
    </message>
    <message>
        <source>You already held four saved swaps, so this one is lost (rule 9.5).</source>
        <translation>Vous aviez déjà quatre échanges en réserve, celui-ci est donc perdu (règle 9.5).</translation>
    </message>
    <message>
        <source>game</source>
        <comment>an entry&apos;s line</comment>
        <translation>partie</translation>
    </message>
    <message>
        <source>player</source>
        <comment>an entry&apos;s line</comment>
        <translation>joueur</translation>
    </message>
    <message>
        <source>club set</source>
        <comment>an entry&apos;s line</comment>
        <translation>jeu de clubs</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>an entry&apos;s line</comment>
        <translation>échange</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>ligne {line} : {message}</translation>
    </message>
    <message>
        <source>a second {kind} line; an entry has one</source>
        <translation>une deuxième ligne « {kind} » ; un ordre n’en a qu’une</translation>
    </message>
    <message>
        <source>{token} is not a whole number</source>
        <translation>{token} n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>a number of more than {count} digits is not read</source>
        <translation>un nombre de plus de {count} chiffres n’est pas lu</translation>
    </message>
    <message>
        <source>{value} is not a club; clubs are whole numbers from 1 to {limit}</source>
        <translation>{value} n’est pas un club ; les clubs sont des nombres entiers de 1 à {limit}</translation>
    </message>
    <message>
        <source>the {kind} name is longer than {count} characters</source>
        <translation>le nom (« {kind} ») dépasse {count} caractères</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>impossible de lire {text}</translation>
    </message>
    <message>
        <source>the new club set names {count} clubs; a set has exactly {clubs}</source>
        <translation>le nouveau jeu de clubs nomme {count} clubs ; un jeu en a exactement {clubs}</translation>
    </message>
    <message>
        <source>more than {count} swaps are not read</source>
        <translation>plus de {count} échanges ne sont pas lus</translation>
    </message>
    <message numerus="yes">
        <source>the line announces %n swap(s) but lists {listed}</source>
        <translation>
            <numerusform>la ligne annonce %n échange mais en liste {listed}</numerusform>
            <numerusform>la ligne annonce %n échanges mais en liste {listed}</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the swaps {text}; write them like 197 -&gt; 112, 13 -&gt; 79</source>
        <translation>impossible de lire les échanges {text} ; écrivez-les comme 197 -&gt; 112, 13 -&gt; 79</translation>
    </message>
    <message>
        <source>the entry is longer than {count} characters; only the start was read</source>
        <translation>l’ordre dépasse {count} caractères ; seul le début a été lu</translation>
    </message>
    <message>
        <source>the game line names no game</source>
        <translation>la ligne de partie ne nomme aucune partie</translation>
    </message>
    <message>
        <source>the entry names no game (a line like &apos;Partiename: Ballesteros&apos;)</source>
        <translation>l’ordre ne nomme aucune partie (une ligne comme &apos;Partiename: Ballesteros&apos;)</translation>
    </message>
    <message>
        <source>the player line names no player</source>
        <translation>la ligne de joueur ne nomme aucun joueur</translation>
    </message>
    <message>
        <source>the entry names no player (a line like &apos;Spieler: Karl Napf&apos;)</source>
        <translation>l’ordre ne nomme aucun joueur (une ligne comme &apos;Spieler: Karl Napf&apos;)</translation>
    </message>
    <message>
        <source>the entry both lists swaps and saves the swap; it must do one of them</source>
        <translation>l’ordre liste des échanges et met aussi l’échange en réserve ; il doit faire l’un ou l’autre</translation>
    </message>
    <message>
        <source>saved swaps are 0 to {most}, not {saved}</source>
        <translation>les échanges en réserve vont de 0 à {most}, et non {saved}</translation>
    </message>
    <message>
        <source>a player holds {clubs} clubs from 1 to {limit}</source>
        <translation>un joueur détient {clubs} clubs de 1 à {limit}</translation>
    </message>
    <message>
        <source>a club value is outside 1 to {limit}</source>
        <translation>une valeur de club est hors de 1 à {limit}</translation>
    </message>
    <message>
        <source>the new club set names {count} clubs, not {clubs}</source>
        <translation>le nouveau jeu de clubs nomme {count} clubs, et non {clubs}</translation>
    </message>
    <message numerus="yes">
        <source>the entry announces %n swap(s) but lists {listed}</source>
        <translation>
            <numerusform>l’ordre annonce %n échange mais en liste {listed}</numerusform>
            <numerusform>l’ordre annonce %n échanges mais en liste {listed}</numerusform>
        </translation>
    </message>
    <message>
        <source>the entry both lists swaps and saves the swap</source>
        <translation>l’ordre liste des échanges et met aussi l’échange en réserve</translation>
    </message>
    <message>
        <source>the entry names no game</source>
        <translation>l’ordre ne nomme aucune partie</translation>
    </message>
    <message>
        <source>the game {game} is not this game ({known})</source>
        <translation>la partie {game} n’est pas cette partie ({known})</translation>
    </message>
    <message>
        <source>the entry names no player</source>
        <translation>l’ordre ne nomme aucun joueur</translation>
    </message>
    <message>
        <source>no player {player} takes part in {game}</source>
        <translation>aucun joueur {player} ne participe à {game}</translation>
    </message>
    <message>
        <source>a first entry names its four clubs and lists no swaps</source>
        <translation>un premier ordre nomme ses quatre clubs et ne liste aucun échange</translation>
    </message>
    <message>
        <source>a first entry names all {count} clubs (&apos;Neuer Schlägersatz: 112 - 79 - 5 - 2&apos;)</source>
        <translation>un premier ordre nomme les {count} clubs (&apos;Neuer Schlägersatz: 112 - 79 - 5 - 2&apos;)</translation>
    </message>
    <message>
        <source>a swap gives up a club you do not hold (your clubs: {held})</source>
        <translation>un échange cède un club que vous ne détenez pas (vos clubs : {held})</translation>
    </message>
    <message>
        <source>the new club set is not your clubs ({held}) with the swaps made</source>
        <translation>le nouveau jeu de clubs n’est pas vos clubs ({held}) après les échanges</translation>
    </message>
    <message numerus="yes">
        <source>the entry makes %n swap(s); with {saved} saved you may make at most {most}</source>
        <translation>
            <numerusform>l’ordre fait %n échange ; avec {saved} en réserve, vous pouvez en faire au plus {most}</numerusform>
            <numerusform>l’ordre fait %n échanges ; avec {saved} en réserve, vous pouvez en faire au plus {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>a game&apos;s name has 1 to {most} characters, not {count}</source>
        <translation>le nom d’une partie a de 1 à {most} caractères, et non {count}</translation>
    </message>
    <message>
        <source>a player&apos;s name has 1 to {most} characters, not {count}</source>
        <translation>le nom d’un joueur a de 1 à {most} caractères, et non {count}</translation>
    </message>
    <message>
        <source>an entry has at most {most} characters, not {count}: this is not an entry</source>
        <translation>un ordre a au plus {most} caractères, et non {count} : ce n’est pas un ordre</translation>
    </message>
    <message>
        <source>an entry is text: it holds a NUL character</source>
        <translation>un ordre est du texte : celui-ci contient un caractère NUL</translation>
    </message>
    <message>
        <source>a seed is from 0 to 2^63 - 1, not {seed}</source>
        <translation>une graine va de 0 à 2^63 - 1, et non {seed}</translation>
    </message>
    <message>
        <source>there is no PBM Golf game named {name}</source>
        <translation>il n’y a pas de partie de PBM Golf nommée {name}</translation>
    </message>
    <message>
        <source>cannot add game {name}</source>
        <translation>impossible d’ajouter la partie {name}</translation>
    </message>
    <message>
        <source>there is already a PBM Golf game named {name}</source>
        <translation>il existe déjà une partie de PBM Golf nommée {name}</translation>
    </message>
    <message>
        <source>cannot read a game</source>
        <translation>impossible de lire une partie</translation>
    </message>
    <message>
        <source>cannot list a game&apos;s players</source>
        <translation>impossible de lister les joueurs d’une partie</translation>
    </message>
    <message>
        <source>cannot list a game&apos;s tournaments</source>
        <translation>impossible de lister les tournois d’une partie</translation>
    </message>
    <message>
        <source>cannot list the PBM Golf games</source>
        <translation>impossible de lister les parties de PBM Golf</translation>
    </message>
    <message>
        <source>cannot delete the game</source>
        <translation>impossible de supprimer la partie</translation>
    </message>
    <message>
        <source>cannot read the open tournament</source>
        <translation>impossible de lire le tournoi ouvert</translation>
    </message>
    <message>
        <source>{game} has no player named {name}</source>
        <translation>{game} n’a aucun joueur nommé {name}</translation>
    </message>
    <message>
        <source>cannot add player {name}</source>
        <translation>impossible d’ajouter le joueur {name}</translation>
    </message>
    <message>
        <source>cannot add the players</source>
        <translation>impossible d’ajouter les joueurs</translation>
    </message>
    <message>
        <source>{game} already has a player named {name}</source>
        <translation>{game} a déjà un joueur nommé {name}</translation>
    </message>
    <message>
        <source>cannot remove the player</source>
        <translation>impossible de retirer le joueur</translation>
    </message>
    <message>
        <source>{name} has taken part in {game}: they can leave the game, not be removed</source>
        <translation>{name} a participé à {game} : ce joueur peut quitter la partie, pas en être retiré</translation>
    </message>
    <message>
        <source>cannot let the player leave</source>
        <translation>impossible de faire quitter la partie au joueur</translation>
    </message>
    <message>
        <source>{name} already left {game}</source>
        <translation>{name} a déjà quitté {game}</translation>
    </message>
    <message>
        <source>cannot let the player rejoin</source>
        <translation>impossible de faire revenir le joueur</translation>
    </message>
    <message>
        <source>{name} is playing {game}: there is nothing to rejoin</source>
        <translation>{name} joue {game} : il n’y a rien à rejoindre</translation>
    </message>
    <message>
        <source>cannot open a tournament</source>
        <translation>impossible d’ouvrir un tournoi</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is still open</source>
        <translation>le tournoi {number} de {game} est encore ouvert</translation>
    </message>
    <message>
        <source>the deadline must come after tournament {number}&apos;s, {deadline}</source>
        <translation>la date limite doit venir après celle du tournoi {number}, {deadline}</translation>
    </message>
    <message>
        <source>cannot receive the entry</source>
        <translation>impossible de recevoir l’ordre</translation>
    </message>
    <message>
        <source>{game} has no open tournament to enter</source>
        <translation>{game} n’a aucun tournoi ouvert pour lequel envoyer un ordre</translation>
    </message>
    <message>
        <source>cannot read the entries</source>
        <translation>impossible de lire les ordres</translation>
    </message>
    <message>
        <source>there is no entry {id}</source>
        <translation>il n’y a pas d’ordre {id}</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is evaluated: its entries are final</source>
        <translation>le tournoi {number} de {game} est évalué : ses ordres sont définitifs</translation>
    </message>
    <message>
        <source>cannot change the entry</source>
        <translation>impossible de modifier l’ordre</translation>
    </message>
    <message>
        <source>cannot delete the entry</source>
        <translation>impossible de supprimer l’ordre</translation>
    </message>
    <message>
        <source>cannot restore the entry</source>
        <translation>impossible de rétablir l’ordre</translation>
    </message>
    <message>
        <source>the entry&apos;s tournament is evaluated or gone: it cannot come back</source>
        <translation>le tournoi de l’ordre est évalué ou n’existe plus : l’ordre ne peut pas revenir</translation>
    </message>
    <message>
        <source>cannot move the deadline</source>
        <translation>impossible de déplacer la date limite</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is evaluated: its deadline is history</source>
        <translation>le tournoi {number} de {game} est évalué : sa date limite appartient au passé</translation>
    </message>
    <message>
        <source>a tournament number is from 1 to {most}, not {number}</source>
        <translation>un numéro de tournoi va de 1 à {most}, et non {number}</translation>
    </message>
    <message>
        <source>{game} has no tournament {number}</source>
        <translation>{game} n’a pas de tournoi {number}</translation>
    </message>
    <message>
        <source>to close a tournament early, name it by its number</source>
        <translation>pour clore un tournoi en avance, nommez-le par son numéro</translation>
    </message>
    <message>
        <source>cannot evaluate</source>
        <translation>impossible d’évaluer</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is already evaluated</source>
        <translation>le tournoi {number} de {game} est déjà évalué</translation>
    </message>
    <message>
        <source>tournament {number} of {game} has its deadline on {deadline}: it is evaluated from then on</source>
        <translation>le tournoi {number} de {game} a sa date limite le {deadline} : il s’évalue à partir de cette date</translation>
    </message>
    <message>
        <source>the next deadline must come after {deadline}</source>
        <translation>la prochaine date limite doit venir après le {deadline}</translation>
    </message>
    <message>
        <source>tournament {number} of {game} cannot close on {day}, before tournament {previous}&apos;s deadline</source>
        <translation>le tournoi {number} de {game} ne peut pas se clore le {day}, avant la date limite du tournoi {previous}</translation>
    </message>
    <message>
        <source>no tournament of {game} has reached its deadline yet</source>
        <translation>aucun tournoi de {game} n’a encore atteint sa date limite</translation>
    </message>
    <message>
        <source>cannot read the results</source>
        <translation>impossible de lire les résultats</translation>
    </message>
    <message>
        <source>cannot read the notes</source>
        <translation>impossible de lire les notes</translation>
    </message>
    <message>
        <source>cannot read the ranking list</source>
        <translation>impossible de lire le classement</translation>
    </message>
    <message>
        <source>cannot read the ranking history</source>
        <translation>impossible de lire l’historique du classement</translation>
    </message>
    <message>
        <source>cannot make the report</source>
        <translation>impossible de produire le rapport</translation>
    </message>
    <message>
        <source>tournament {number} of {game} is not evaluated yet: its announcement is what there is to publish</source>
        <translation>le tournoi {number} de {game} n’est pas encore évalué : c’est son annonce qui est à publier</translation>
    </message>
    <message>
        <source>cannot make the announcement</source>
        <translation>impossible de produire l’annonce</translation>
    </message>
    <message>
        <source>{game} has no open tournament to announce</source>
        <translation>{game} n’a aucun tournoi ouvert à annoncer</translation>
    </message>
    <message>
        <source>keep at most {clubs} clubs, each from 1 to {limit}</source>
        <translation>gardez au plus {clubs} clubs, chacun de 1 à {limit}</translation>
    </message>
    <message>
        <source>the search takes from a moment to {most} s, not {seconds}</source>
        <translation>la recherche dure d’un instant à {most} s, et non {seconds}</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Base value (m)</source>
        <translation>Valeur de base (m)</translation>
    </message>
    <message>
        <source>Random part</source>
        <translation>Part aléatoire</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>Longueur (m)</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the HTML language code of a PBM Golf publication</comment>
        <translation>fr</translation>
    </message>
    <message>
        <source>{game} — tournament {number}</source>
        <translation>{game} — tournoi {number}</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Pistes</translation>
    </message>
    <message>
        <source>Base + random part</source>
        <translation>Base + part aléatoire</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>a rank in a table</comment>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Lane {number}</source>
        <translation>Piste {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Nobody played this tournament.</source>
        <translation>Personne n’a joué ce tournoi.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>nobody absent</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Absent: {names}</source>
        <translation>Absents : {names}</translation>
    </message>
    <message>
        <source>Ranking list</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Points per tournament</source>
        <translation>Points par tournoi</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Total des points</translation>
    </message>
    <message>
        <source>{game}, tournament {number}</source>
        <translation>{game}, tournoi {number}</translation>
    </message>
    <message>
        <source>Your entry was carried out. You already held four saved swaps, so this entry&apos;s swap is lost (rule 9.5).</source>
        <translation>Votre ordre a été exécuté. Vous aviez déjà quatre échanges en réserve, l’échange de cet ordre est donc perdu (règle 9.5).</translation>
    </message>
    <message>
        <source>{game} — tournament {number}: announcement</source>
        <translation>{game} — tournoi {number} : annonce</translation>
    </message>
    <message>
        <source>Entry deadline: {day}</source>
        <translation>Date limite des ordres : {day}</translation>
    </message>
    <message>
        <source>Each lane is its base value plus its random part: xdy is the sum of x rolls of a y-sided die. The lengths are rolled when the tournament starts.</source>
        <translation>Chaque piste vaut sa valeur de base plus sa part aléatoire : xdy est la somme de x jets d’un dé à y faces. Les longueurs sont tirées au début du tournoi.</translation>
    </message>
    <message>
        <source>a random part rolls 1 to {dice} dice of 2 to {sides} sides, not {part}</source>
        <translation>une part aléatoire lance de 1 à {dice} dés de 2 à {sides} faces, et non {part}</translation>
    </message>
    <message>
        <source>a random part is written like 2d3 (two rolls of a three-sided die), not {text}</source>
        <translation>une part aléatoire s’écrit comme 2d3 (deux jets d’un dé à trois faces), et non {text}</translation>
    </message>
    <message>
        <source>a tournament has {lanes} lanes: give {lanes} base values and {lanes} random parts</source>
        <translation>un tournoi a {lanes} pistes : donnez {lanes} valeurs de base et {lanes} parts aléatoires</translation>
    </message>
    <message>
        <source>lane {lane}: a base value from 0 with its random part at most {most} m, not {base} + {part}</source>
        <translation>piste {lane} : une valeur de base à partir de 0, avec sa part aléatoire au plus {most} m, et non {base} + {part}</translation>
    </message>
    <message>
        <source>the club limit is from 1 to {most}, not {limit}</source>
        <translation>la limite des clubs va de 1 à {most}, et non {limit}</translation>
    </message>
    <message>
        <source>the points formula is numerator / (offset + place): a numerator from 1 to 10⁹ and an offset from 0 to 1,000</source>
        <translation>la formule des points est numérateur / (décalage + place) : un numérateur de 1 à 10⁹ et un décalage de 0 à 1 000</translation>
    </message>
    <message>
        <source>base_values is a list of whole numbers of metres</source>
        <translation>base_values est une liste de nombres entiers de mètres</translation>
    </message>
    <message>
        <source>random_parts is a list like [&quot;1d3&quot;, &quot;2d4&quot;, …]</source>
        <translation>random_parts est une liste comme [&quot;1d3&quot;, &quot;2d4&quot;, …]</translation>
    </message>
    <message>
        <source>club_limit is a whole number</source>
        <translation>club_limit est un nombre entier</translation>
    </message>
    <message>
        <source>the points formula&apos;s numerator is a whole number</source>
        <translation>le numérateur de la formule des points est un nombre entier</translation>
    </message>
    <message>
        <source>the settings are an object of base_values, random_parts, club_limit and points</source>
        <translation>les paramètres sont un objet de base_values, random_parts, club_limit et points</translation>
    </message>
    <message>
        <source>a player has {clubs} clubs, not {count}</source>
        <translation>un joueur a {clubs} clubs, et non {count}</translation>
    </message>
    <message>
        <source>a club is a whole number from 1 to {limit}, not {club}</source>
        <translation>un club est un nombre entier de 1 à {limit}, et non {club}</translation>
    </message>
    <message>
        <source>a lane&apos;s length is a whole number from 0 to {most}, not {length}</source>
        <translation>la longueur d’une piste est un nombre entier de 0 à {most}, et non {length}</translation>
    </message>
    <message>
        <source>the longest lane is a whole number from 0 to {most}, not {length}</source>
        <translation>la piste la plus longue est un nombre entier de 0 à {most}, et non {length}</translation>
    </message>
    <message>
        <source>an outline needs at least 3 points, it has {count}</source>
        <translation>un contour a besoin d’au moins 3 points, il en a {count}</translation>
    </message>
    <message>
        <source>point #{number} {point} repeats the point before it</source>
        <translation>le point nº {number} {point} répète le point précédent</translation>
    </message>
    <message>
        <source>the last point {point} repeats the first: an outline closes by itself</source>
        <translation>le dernier point {point} répète le premier : un contour se ferme tout seul</translation>
    </message>
    <message>
        <source>its points lie on one line: the outline has no area</source>
        <translation>ses points sont alignés : le contour n’a pas de surface</translation>
    </message>
    <message>
        <source>the outline crosses itself at {point} (edges #{first} and #{second})</source>
        <translation>le contour se croise en {point} (segments nº {first} et nº {second})</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}): {problem}</source>
        <translation>le jeu de Play Nine ({path}) : {problem}</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}) has no list of cards</source>
        <translation>le jeu de Play Nine ({path}) n’a pas de liste de cartes</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}): not a card of the game: {entry}</source>
        <translation>le jeu de Play Nine ({path}) : pas une carte du jeu : {entry}</translation>
    </message>
    <message>
        <source>the Play Nine deck ({path}) has {count} cards, not {size}</source>
        <translation>le jeu de Play Nine ({path}) compte {count} cartes, pas {size}</translation>
    </message>
    <message>
        <source>a game has 1 to {most} holes, not {count}</source>
        <translation>une partie compte 1 à {most} trous, pas {count}</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Play Nine parameters</source>
        <translation>clé inconnue « {key} » dans les paramètres de Play Nine</translation>
    </message>
    <message>
        <source>holes must be a whole number, got {value}</source>
        <translation>holes doit être un nombre entier, reçu {value}</translation>
    </message>
    <message>
        <source>not a Play Nine action: {action}</source>
        <translation>pas une action de Play Nine : {action}</translation>
    </message>
    <message>
        <source>top {column}</source>
        <translation>haut {column}</translation>
    </message>
    <message>
        <source>bottom {column}</source>
        <translation>bas {column}</translation>
    </message>
    <message>
        <source>player {number} deals first</source>
        <translation>le joueur {number} donne en premier</translation>
    </message>
    <message>
        <source>draws a {card}</source>
        <translation>pioche un {card}</translation>
    </message>
    <message>
        <source>tee shot: turns {first} and {second}</source>
        <translation>coup de départ : retourne {first} et {second}</translation>
    </message>
    <message>
        <source>draws from the pile</source>
        <translation>pioche dans le talon</translation>
    </message>
    <message>
        <source>takes the discard for {slot}</source>
        <translation>prend la défausse pour {slot}</translation>
    </message>
    <message>
        <source>keeps the card at {slot}</source>
        <translation>garde la carte en {slot}</translation>
    </message>
    <message>
        <source>discards it and turns {slot}</source>
        <translation>défausse la carte et retourne {slot}</translation>
    </message>
    <message>
        <source>discards it and lines up the final putt</source>
        <translation>défausse la carte et prépare l’alignement du putt final</translation>
    </message>
    <message>
        <source>the first dealer is already chosen</source>
        <translation>le premier donneur est déjà choisi</translation>
    </message>
    <message>
        <source>{card} is not a card of the game</source>
        <translation>{card} n’est pas une carte du jeu</translation>
    </message>
    <message>
        <source>no {card} is left in the stock</source>
        <translation>il ne reste aucun {card} dans le talon</translation>
    </message>
    <message>
        <source>the first dealer must be drawn first</source>
        <translation>le premier donneur doit d’abord être tiré</translation>
    </message>
    <message>
        <source>the tee shot is over: two cards are turned only at the start</source>
        <translation>le coup de départ est joué : deux cartes ne se retournent qu’au début</translation>
    </message>
    <message>
        <source>a tee shot turns two different cards, slots 1 to {slots}, not {first} and {second}</source>
        <translation>un coup de départ retourne deux cartes différentes, emplacements 1 à {slots}, pas {first} et {second}</translation>
    </message>
    <message>
        <source>turn two cards for the tee shot first</source>
        <translation>retournez d’abord deux cartes pour le coup de départ</translation>
    </message>
    <message>
        <source>you have drawn already: place the card or discard it</source>
        <translation>vous avez déjà pioché : placez la carte ou défaussez-la</translation>
    </message>
    <message>
        <source>there is no slot {number}</source>
        <translation>il n’y a pas d’emplacement {number}</translation>
    </message>
    <message>
        <source>draw a card first, or take the discard</source>
        <translation>piochez d’abord une carte, ou prenez la défausse</translation>
    </message>
    <message>
        <source>you may discard without turning a card only when one face-down card is left, not {count}</source>
        <translation>vous ne pouvez défausser sans retourner de carte que s’il reste une seule carte face cachée, pas {count}</translation>
    </message>
    <message>
        <source>that card is face up already: turn a face-down card</source>
        <translation>cette carte est déjà face visible : retournez une carte face cachée</translation>
    </message>
    <message>
        <source>a player&apos;s view of the table cannot be played on: deal its unknown cards first (determinized)</source>
        <translation>la vue d’un joueur sur la table ne peut pas être jouée : distribuez d’abord ses cartes inconnues (déterminisée)</translation>
    </message>
    <message>
        <source>a layout has {size} cards, not {count}</source>
        <translation>un jeu compte {size} cartes, pas {count}</translation>
    </message>
    <message>
        <source>a layout is two rows of {columns} cards with a / between them, like &quot;3 3 7 1 / 3 3 8 2&quot;, not {text}</source>
        <translation>un jeu, ce sont deux rangées de {columns} cartes séparées par une /, comme &quot;3 3 7 1 / 3 3 8 2&quot;, pas {text}</translation>
    </message>
    <message>
        <source>the top row has {count} cards, not {columns}: {row}</source>
        <translation>la rangée du haut a {count} cartes, pas {columns} : {row}</translation>
    </message>
    <message>
        <source>the bottom row has {count} cards, not {columns}: {row}</source>
        <translation>la rangée du bas a {count} cartes, pas {columns} : {row}</translation>
    </message>
    <message>
        <source>{word} in the top row is not a card</source>
        <translation>{word} dans la rangée du haut n’est pas une carte</translation>
    </message>
    <message>
        <source>{word} in the bottom row is not a card</source>
        <translation>{word} dans la rangée du bas n’est pas une carte</translation>
    </message>
    <message>
        <source>{value} in the top row is not a card of the game (0 to 12, or -5 for a hole in one)</source>
        <translation>{value} dans la rangée du haut n’est pas une carte du jeu (0 à 12, ou -5 pour un hole in one)</translation>
    </message>
    <message>
        <source>{value} in the bottom row is not a card of the game (0 to 12, or -5 for a hole in one)</source>
        <translation>{value} dans la rangée du bas n’est pas une carte du jeu (0 à 12, ou -5 pour un hole in one)</translation>
    </message>
    <message>
        <source>the deck has only {most} hole-in-one cards, not {count}</source>
        <translation>le jeu ne compte que {most} cartes hole in one, pas {count}</translation>
    </message>
    <message>
        <source>an event is on a hole number from 1, got {value}</source>
        <translation>un événement porte sur un numéro de trou à partir de 1, reçu {value}</translation>
    </message>
    <message>
        <source>hole {hole}: the event is bingo, bango or bongo, got {value}</source>
        <translation>trou {hole} : l’événement est bingo, bango ou bongo, reçu {value}</translation>
    </message>
    <message>
        <source>hole {hole}: {award} names a player, got {value}</source>
        <translation>trou {hole} : {award} désigne un joueur, reçu {value}</translation>
    </message>
    <message>
        <source>bingo-bango-bongo needs at least two players, got {count}</source>
        <translation>le bingo-bango-bongo se joue à deux joueurs au moins, reçu {count}</translation>
    </message>
    <message>
        <source>{award} on hole {hole}: the round has {holes} holes</source>
        <translation>{award} au trou {hole} : la partie a {holes} trous</translation>
    </message>
    <message>
        <source>{award} on hole {hole}: {name} is not a player</source>
        <translation>{award} au trou {hole} : {name} n’est pas un joueur</translation>
    </message>
    <message>
        <source>hole {hole} has two {award}s ({given} and {name})</source>
        <translation>le trou {hole} a deux {award} ({given} et {name})</translation>
    </message>
    <message>
        <source>best ball needs teams, and the round has none (&apos;teams&apos; in the file)</source>
        <translation>la meilleure balle se joue en équipes, et la partie n’en a aucune (&apos;teams&apos; dans le fichier)</translation>
    </message>
    <message numerus="yes">
        <source>best ball is played by teams of two; team {number} ({team}) has %n player(s)</source>
        <translation>
            <numerusform>la meilleure balle se joue en équipes de deux ; l’équipe {number} ({team}) a %n joueur</numerusform>
            <numerusform>la meilleure balle se joue en équipes de deux ; l’équipe {number} ({team}) a %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>best ball: player {name} is in no team</source>
        <translation>meilleure balle : le joueur {name} n’est dans aucune équipe</translation>
    </message>
    <message>
        <source>par must be a whole number, got {value}</source>
        <translation>le par doit être un nombre entier, reçu {value}</translation>
    </message>
    <message>
        <source>stroke index must be a whole number, got {value}</source>
        <translation>l’indice de difficulté doit être un nombre entier, reçu {value}</translation>
    </message>
    <message>
        <source>a player&apos;s name must be non-empty text, got {value}</source>
        <translation>le nom d’un joueur doit être un texte non vide, reçu {value}</translation>
    </message>
    <message>
        <source>player name {name} must be on one line</source>
        <translation>le nom de joueur {name} doit tenir sur une ligne</translation>
    </message>
    <message>
        <source>handicap of {name} must be a whole number of strokes, got {value}</source>
        <translation>le handicap de {name} doit être un nombre entier de coups, reçu {value}</translation>
    </message>
    <message>
        <source>{what} must be a list, got {value}</source>
        <translation>{what} : une liste est attendue, reçu {value}</translation>
    </message>
    <message>
        <source>the game must be named by non-empty text, got {value}</source>
        <translation>le jeu doit être nommé par un texte non vide, reçu {value}</translation>
    </message>
    <message>
        <source>the holes</source>
        <translation>les trous</translation>
    </message>
    <message>
        <source>a round needs at least one hole</source>
        <translation>une partie a besoin d’au moins un trou</translation>
    </message>
    <message>
        <source>hole {number}: par must be at least {least}, got {par}</source>
        <translation>trou {number} : le par doit être au moins {least}, et non {par}</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>les joueurs</translation>
    </message>
    <message>
        <source>a round needs at least one player</source>
        <translation>une partie a besoin d’au moins un joueur</translation>
    </message>
    <message>
        <source>player name {name} is given twice</source>
        <translation>le nom de joueur {name} est donné deux fois</translation>
    </message>
    <message>
        <source>the scores must map each player&apos;s name to a row of scores</source>
        <translation>les scores doivent associer à chaque nom de joueur une ligne de scores</translation>
    </message>
    <message>
        <source>scores are given for {name}, who is not a player</source>
        <translation>des scores sont donnés pour {name}, qui n’est pas un joueur</translation>
    </message>
    <message>
        <source>no scores for player {name}</source>
        <translation>aucun score pour le joueur {name}</translation>
    </message>
    <message>
        <source>the scores of {name}</source>
        <translation>les scores de {name}</translation>
    </message>
    <message>
        <source>{name} has {count} scores for {holes} holes</source>
        <translation>{name} a {count} scores pour {holes} trous</translation>
    </message>
    <message>
        <source>score of {name} on hole {hole} must be a whole number, got {value}</source>
        <translation>le score de {name} au trou {hole} doit être un nombre entier, reçu {value}</translation>
    </message>
    <message numerus="yes">
        <source>score of {name} on hole {hole} is {value}: in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>le score de {name} au trou {hole} est {value} : à {game}, un trou se joue en %n coup au moins</numerusform>
            <numerusform>le score de {name} au trou {hole} est {value} : à {game}, un trou se joue en %n coups au moins</numerusform>
        </translation>
    </message>
    <message>
        <source>team {number}</source>
        <translation>équipe {number}</translation>
    </message>
    <message>
        <source>the teams</source>
        <translation>les équipes</translation>
    </message>
    <message>
        <source>team {number} has no players</source>
        <translation>l’équipe {number} n’a aucun joueur</translation>
    </message>
    <message>
        <source>team {number}: {name} is not a player</source>
        <translation>équipe {number} : {name} n’est pas un joueur</translation>
    </message>
    <message>
        <source>{name} is in team {first} and team {second}</source>
        <translation>{name} est dans l’équipe {first} et dans l’équipe {second}</translation>
    </message>
    <message>
        <source>a round file must hold a JSON object</source>
        <translation>un fichier de partie doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>this is not a round file (format {value}; a round file has no &quot;format&quot;)</source>
        <translation>ce n’est pas un fichier de partie (format {value} ; un fichier de partie n’a pas de « format »)</translation>
    </message>
    <message>
        <source>not a GolfStudio file (no &quot;format&quot; key) nor a round file (no &quot;holes&quot;, &quot;players&quot; or &quot;scores&quot;)</source>
        <translation>ni un fichier GolfStudio (pas de clé « format ») ni un fichier de partie (pas de « holes », « players » ni « scores »)</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be text, got {value}</source>
        <translation>&apos;game&apos; doit être un texte, reçu {value}</translation>
    </message>
    <message>
        <source>&apos;scores&apos; must be an object with a row of scores for each player&apos;s name</source>
        <translation>&apos;scores&apos; doit être un objet avec une ligne de scores pour chaque nom de joueur</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a list, got {value}</source>
        <translation>&apos;{key}&apos; doit être une liste, reçu {value}</translation>
    </message>
    <message>
        <source>hole {number} must be an object with &apos;par&apos; and &apos;si&apos;</source>
        <translation>le trou {number} doit être un objet avec &apos;par&apos; et &apos;si&apos;</translation>
    </message>
    <message>
        <source>hole {number} has no &apos;{key}&apos;</source>
        <translation>le trou {number} n’a pas de &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>hole {number}: {error}</source>
        <translation>trou {number} : {error}</translation>
    </message>
    <message>
        <source>player {number} must be an object with a &apos;name&apos;</source>
        <translation>le joueur {number} doit être un objet avec un &apos;name&apos;</translation>
    </message>
    <message>
        <source>team {number}: members are named by text, got {value}</source>
        <translation>équipe {number} : les membres sont nommés par un texte, reçu {value}</translation>
    </message>
    <message>
        <source>an events file must hold a JSON object with &apos;presses&apos;, &apos;wolf&apos; or &apos;bbb&apos;</source>
        <translation>un fichier d’événements doit contenir un objet JSON avec &apos;presses&apos;, &apos;wolf&apos; ou &apos;bbb&apos;</translation>
    </message>
    <message>
        <source>unknown events key {key} (known: {known})</source>
        <translation>clé d’événements inconnue {key} (connues : {known})</translation>
    </message>
    <message>
        <source>{key} entry {number} must be an object, got {value}</source>
        <translation>l’entrée {number} de {key} doit être un objet, reçu {value}</translation>
    </message>
    <message>
        <source>{key} entry {number}: unknown key {name} (known: {known})</source>
        <translation>entrée {number} de {key} : clé inconnue {name} (connues : {known})</translation>
    </message>
    <message>
        <source>{key} entry {number} has no &apos;hole&apos;</source>
        <translation>l’entrée {number} de {key} n’a pas de &apos;hole&apos;</translation>
    </message>
    <message>
        <source>presses entry {number}: &apos;segment&apos; must be &quot;front&quot; or &quot;back&quot;, got {value}</source>
        <translation>entrée {number} de presses : &apos;segment&apos; doit être &quot;front&quot; ou &quot;back&quot;, reçu {value}</translation>
    </message>
    <message>
        <source>presses entry {number}: &apos;side&apos; must name the side that presses, got {value}</source>
        <translation>entrée {number} de presses : &apos;side&apos; doit nommer le camp qui relance, reçu {value}</translation>
    </message>
    <message>
        <source>Best ball · stroke play</source>
        <translation>Meilleure balle · partie par coups</translation>
    </message>
    <message>
        <source>Best ball · match play</source>
        <translation>Meilleure balle · match play</translation>
    </message>
    <message>
        <source>Best ball · Nassau</source>
        <translation>Meilleure balle · Nassau</translation>
    </message>
    <message>
        <source>carry-over applies to skins only, not to {format}</source>
        <translation>le report ne s’applique qu’aux skins, pas à {format}</translation>
    </message>
    <message>
        <source>automatic presses apply to Nassau only, not to {format}</source>
        <translation>les relances automatiques ne s’appliquent qu’au Nassau, pas à {format}</translation>
    </message>
    <message>
        <source>the press trigger applies to automatic presses only (--press auto)</source>
        <translation>le seuil de relance ne s’applique qu’aux relances automatiques (--press auto)</translation>
    </message>
    <message>
        <source>net scores do not apply to bingo-bango-bongo: its points come from events, not scores</source>
        <translation>les scores nets ne s’appliquent pas au bingo-bango-bongo : ses points viennent d’événements, pas de scores</translation>
    </message>
    <message>
        <source>stake {stake} does not apply to {format} (its stakes: {stakes})</source>
        <translation>la mise {stake} ne s’applique pas à {format} (ses mises : {stakes})</translation>
    </message>
    <message>
        <source>{key} events do not apply to {format}</source>
        <translation>les événements {key} ne s’appliquent pas à {format}</translation>
    </message>
    <message>
        <source>{format} scores one round, got {count} round files</source>
        <translation>{format} compte une seule partie, reçu {count} fichiers de partie</translation>
    </message>
    <message>
        <source>the money of team {side} needs the team&apos;s members</source>
        <translation>l’argent de l’équipe {side} a besoin des membres de l’équipe</translation>
    </message>
    <message>
        <source>{format} is scored over several complete rounds</source>
        <translation>{format} se compte sur plusieurs parties complètes</translation>
    </message>
    <message>
        <source>a course needs at least one hole</source>
        <translation>un parcours a besoin d’au moins un trou</translation>
    </message>
    <message>
        <source>stroke index of hole {hole} must be a whole number, got {value}</source>
        <translation>l’indice de difficulté du trou {hole} doit être un nombre entier, reçu {value}</translation>
    </message>
    <message>
        <source>{si} on hole {hole} is out of range</source>
        <translation>{si} au trou {hole} est hors limites</translation>
    </message>
    <message>
        <source>{si} is on holes {holes}</source>
        <translation>{si} est sur les trous {holes}</translation>
    </message>
    <message>
        <source>{numbers} missing</source>
        <translation>{numbers} manquant(s)</translation>
    </message>
    <message>
        <source>stroke indexes must be a permutation of 1..{n}: {problems}</source>
        <translation>les indices de difficulté doivent être une permutation de 1..{n} : {problems}</translation>
    </message>
    <message>
        <source>a handicap must be a whole number of strokes, got {value}</source>
        <translation>un handicap doit être un nombre entier de coups, reçu {value}</translation>
    </message>
    <message>
        <source>{what}: the rows have different numbers of holes {lengths}</source>
        <translation>{what} : les lignes ont des nombres de trous différents {lengths}</translation>
    </message>
    <message>
        <source>net scores</source>
        <translation>scores nets</translation>
    </message>
    <message>
        <source>adjusted gross score</source>
        <translation>score brut ajusté</translation>
    </message>
    <message>
        <source>{what} must be a number, got {value}</source>
        <translation>{what} doit être un nombre, et non {value}</translation>
    </message>
    <message>
        <source>{what} must be a finite number, got {value}</source>
        <translation>{what} doit être un nombre fini, et non {value}</translation>
    </message>
    <message>
        <source>{what} must be from -{most} to {most}, got {value}</source>
        <translation>{what} doit être compris entre -{most} et {most}, reçu {value}</translation>
    </message>
    <message>
        <source>a slope rating is a whole number from 55 to 155, got {value}</source>
        <translation>un slope est un nombre entier de 55 à 155, reçu {value}</translation>
    </message>
    <message>
        <source>an adjusted gross score</source>
        <translation>un score brut ajusté</translation>
    </message>
    <message>
        <source>a course rating</source>
        <translation>un course rating</translation>
    </message>
    <message>
        <source>score differential {number}</source>
        <translation>différentiel de score {number}</translation>
    </message>
    <message>
        <source>a handicap index needs at least 3 score differentials, got {count}</source>
        <translation>un index a besoin d’au moins 3 différentiels de score, reçu {count}</translation>
    </message>
    <message>
        <source>a handicap index</source>
        <translation>un index</translation>
    </message>
    <message>
        <source>a course rating needs the course&apos;s par to go with it</source>
        <translation>un course rating doit être accompagné du par du parcours</translation>
    </message>
    <message>
        <source>a par</source>
        <translation>un par</translation>
    </message>
    <message>
        <source>a course handicap must be a whole number, got {value}</source>
        <translation>un handicap de parcours doit être un nombre entier, reçu {value}</translation>
    </message>
    <message>
        <source>a handicap allowance</source>
        <translation>un coefficient de handicap</translation>
    </message>
    <message>
        <source>a handicap allowance is between 0 and 1 (e.g. 0.95), got {value}</source>
        <translation>un coefficient de handicap est compris entre 0 et 1 (par ex. 0.95), reçu {value}</translation>
    </message>
    <message>
        <source>All square</source>
        <translation>À égalité</translation>
    </message>
    <message>
        <source>{leader} dormie {lead}</source>
        <translation>{leader} dormie {lead}</translation>
    </message>
    <message>
        <source>{leader} {lead} up</source>
        <translation>{leader} {lead} up</translation>
    </message>
    <message>
        <source>halved</source>
        <translation>partagé</translation>
    </message>
    <message>
        <source>{leader} won {lead}&amp;{left}</source>
        <translation>{leader} gagne {lead}&amp;{left}</translation>
    </message>
    <message>
        <source>{leader} won {lead} up</source>
        <translation>{leader} gagne {lead} up</translation>
    </message>
    <message>
        <source>a two-sided match needs exactly two sides, got {count}</source>
        <translation>un match à deux camps a besoin d’exactement deux camps, reçu {count}</translation>
    </message>
    <message>
        <source>match play needs at least two sides, got {count}</source>
        <translation>le match play se joue à deux camps au moins, reçu {count}</translation>
    </message>
    <message>
        <source>a press starts on a hole number from 1, got {value}</source>
        <translation>une relance commence à un numéro de trou à partir de 1, reçu {value}</translation>
    </message>
    <message>
        <source>a press is asked for by a side&apos;s name, got {value}</source>
        <translation>une relance est demandée par le nom d’un camp, reçu {value}</translation>
    </message>
    <message>
        <source>a press belongs to the &apos;front&apos; or &apos;back&apos; bet, got {value}</source>
        <translation>une relance appartient au pari &apos;front&apos; ou &apos;back&apos;, reçu {value}</translation>
    </message>
    <message>
        <source>press by {side} from hole {hole}: presses run in the front or the back half, not in the overall bet</source>
        <translation>relance de {side} à partir du trou {hole} : les relances se jouent à l’aller ou au retour, pas dans le pari total</translation>
    </message>
    <message>
        <source>the press trigger is holes down from 1 to {most}, got {value}</source>
        <translation>le seuil de relance est un retard en trous de 1 à {most}, reçu {value}</translation>
    </message>
    <message>
        <source>Nassau splits the round into a front and a back half, so it needs an even number of holes; this round has {holes}</source>
        <translation>le Nassau partage la partie en un aller et un retour, il lui faut donc un nombre pair de trous ; cette partie en a {holes}</translation>
    </message>
    <message>
        <source>the front bet</source>
        <translation>le pari aller</translation>
    </message>
    <message>
        <source>the back bet</source>
        <translation>le pari retour</translation>
    </message>
    <message>
        <source>the overall bet</source>
        <translation>le pari total</translation>
    </message>
    <message>
        <source>the front press from hole {hole}</source>
        <translation>la relance aller à partir du trou {hole}</translation>
    </message>
    <message>
        <source>the back press from hole {hole}</source>
        <translation>la relance retour à partir du trou {hole}</translation>
    </message>
    <message>
        <source>{side} cannot press from hole {hole}</source>
        <translation>{side} ne peut pas relancer à partir du trou {hole}</translation>
    </message>
    <message>
        <source>{asking}: {bet} starts there, nobody is down yet</source>
        <translation>{asking} : {bet} commence là, personne n’est encore mené</translation>
    </message>
    <message>
        <source>{asking} before hole {hole} is played</source>
        <translation>{asking} avant que le trou {hole} soit joué</translation>
    </message>
    <message>
        <source>all square</source>
        <translation>à égalité</translation>
    </message>
    <message>
        <source>{up} up</source>
        <translation>{up} up</translation>
    </message>
    <message>
        <source>{asking}: only the side that is down may press, and {side} is {standing} in {bet}</source>
        <translation>{asking} : seul le camp mené peut relancer, et {side} est {standing} dans {bet}</translation>
    </message>
    <message>
        <source>press from hole {hole}: {side} is not a side of this Nassau ({sides})</source>
        <translation>relance à partir du trou {hole} : {side} n’est pas un camp de ce Nassau ({sides})</translation>
    </message>
    <message>
        <source>press by {side} from hole {hole}: {bet} runs over holes {first}-{last}</source>
        <translation>relance de {side} à partir du trou {hole} : {bet} porte sur les trous {first}-{last}</translation>
    </message>
    <message>
        <source>two presses are asked for from hole {hole} in {bet}</source>
        <translation>deux relances sont demandées à partir du trou {hole} dans {bet}</translation>
    </message>
    <message>
        <source>Nassau needs at least two sides, got {count}</source>
        <translation>le Nassau se joue à deux camps au moins, reçu {count}</translation>
    </message>
    <message>
        <source>automatic presses need exactly two sides; this Nassau has {count}</source>
        <translation>les relances automatiques demandent exactement deux camps ; ce Nassau en a {count}</translation>
    </message>
    <message>
        <source>presses need exactly two sides; this Nassau has {count}</source>
        <translation>les relances demandent exactement deux camps ; ce Nassau en a {count}</translation>
    </message>
    <message>
        <source>nines is played by three players, got {count}</source>
        <translation>le nines se joue à trois joueurs, reçu {count}</translation>
    </message>
    <message>
        <source>balances must add up to zero to be settled, they add up to {total}</source>
        <translation>les soldes doivent totaliser zéro pour être réglés, ils totalisent {total}</translation>
    </message>
    <message>
        <source>the sides&apos; score rows have different lengths {lengths}</source>
        <translation>les lignes de scores des camps ont des longueurs différentes {lengths}</translation>
    </message>
    <message>
        <source>skins needs at least two players, got {count}</source>
        <translation>les skins se jouent à deux joueurs au moins, reçu {count}</translation>
    </message>
    <message>
        <source>stake {stake} must be a whole number of cents (500 for 5.00), got {value}</source>
        <translation>la mise {stake} doit être un nombre entier de centimes (500 pour 5.00), reçu {value}</translation>
    </message>
    <message>
        <source>stake {stake} must be from 0 to {most} cents, got {value}</source>
        <translation>la mise {stake} doit aller de 0 à {most} centimes, reçu {value}</translation>
    </message>
    <message>
        <source>match pay must be &apos;match&apos; or &apos;hole&apos;, got {value}</source>
        <translation>le paiement du match doit être &apos;match&apos; ou &apos;hole&apos;, reçu {value}</translation>
    </message>
    <message>
        <source>stakes must be an object of cents per bet, got {value}</source>
        <translation>les mises doivent être un objet de centimes par pari, reçu {value}</translation>
    </message>
    <message>
        <source>stake &apos;nassau&apos; sets {part} too; give one of them</source>
        <translation>la mise &apos;nassau&apos; fixe aussi {part} ; n’en donner qu’une</translation>
    </message>
    <message>
        <source>unknown stake {key} (known: {known})</source>
        <translation>mise inconnue {key} (connues : {known})</translation>
    </message>
    <message>
        <source>match_pay must be &apos;match&apos; or &apos;hole&apos;, got {value}</source>
        <translation>match_pay doit être &apos;match&apos; ou &apos;hole&apos;, reçu {value}</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>partie {number}</translation>
    </message>
    <message>
        <source>a tournament has 2 to 4 rounds, got {count}</source>
        <translation>un tournoi compte de 2 à 4 parties, reçu {count}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>{label} must have the same players as {first} (missing: {missing}; not in {first}: {extra})</source>
        <translation>{label} doit avoir les mêmes joueurs que {first} (manquants : {missing} ; absents de {first} : {extra})</translation>
    </message>
    <message>
        <source>vegas is played by four players in two teams, got {count} players</source>
        <translation>le vegas se joue à quatre joueurs en deux équipes, reçu {count} joueurs</translation>
    </message>
    <message>
        <source>vegas needs two teams of two (&apos;teams&apos; in the round file)</source>
        <translation>le vegas se joue en deux équipes de deux (&apos;teams&apos; dans le fichier de partie)</translation>
    </message>
    <message>
        <source>a wolf choice is for a hole number from 1, got {value}</source>
        <translation>un choix du loup porte sur un numéro de trou à partir de 1, reçu {value}</translation>
    </message>
    <message>
        <source>hole {hole}: the wolf&apos;s partner is a player&apos;s name or none, got {value}</source>
        <translation>trou {hole} : le partenaire du loup est le nom d’un joueur ou rien, reçu {value}</translation>
    </message>
    <message>
        <source>hole {hole}: &apos;blind&apos; is true or false, got {value}</source>
        <translation>trou {hole} : &apos;blind&apos; vaut true ou false, reçu {value}</translation>
    </message>
    <message>
        <source>hole {hole}: a blind wolf plays alone, so it has no partner ({partner})</source>
        <translation>trou {hole} : un loup à l’aveugle joue seul, il n’a donc pas de partenaire ({partner})</translation>
    </message>
    <message>
        <source>wolf choice for hole {hole}: the round has {holes} holes</source>
        <translation>choix du loup pour le trou {hole} : la partie a {holes} trous</translation>
    </message>
    <message>
        <source>hole {hole} has two wolf choices</source>
        <translation>le trou {hole} a deux choix du loup</translation>
    </message>
    <message>
        <source>hole {hole}: the wolf&apos;s partner {name} is not a player</source>
        <translation>trou {hole} : le partenaire du loup {name} n’est pas un joueur</translation>
    </message>
    <message>
        <source>hole {hole}: {name} is the wolf and cannot be their own partner (no partner: lone wolf)</source>
        <translation>trou {hole} : {name} est le loup et ne peut pas être son propre partenaire (sans partenaire : loup solitaire)</translation>
    </message>
    <message>
        <source>wolf is played by four players, got {count}</source>
        <translation>le loup se joue à quatre joueurs, reçu {count}</translation>
    </message>
    <message>
        <source>hole {hole} has scores but no choice of the wolf ({name}): a partner, or alone</source>
        <translation>le trou {hole} a des scores mais pas de choix du loup ({name}) : un partenaire, ou seul</translation>
    </message>
    <message>
        <source>round {number} of the night of {day} (round id {id}) is not complete: {missing}</source>
        <translation>la partie {number} de la soirée du {day} (partie n° {id}) n’est pas complète : {missing}</translation>
    </message>
    <message>
        <source>the night has no players</source>
        <translation>la soirée n’a aucun joueur</translation>
    </message>
    <message numerus="yes">
        <source>{name} has no score on hole(s) {holes}</source>
        <translation>
            <numerusform>{name} n’a pas de score au trou {holes}</numerusform>
            <numerusform>{name} n’a pas de score aux trous {holes}</numerusform>
        </translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>team</source>
        <translation>équipe</translation>
    </message>
    <message>
        <source>game night</source>
        <translation>soirée de jeu</translation>
    </message>
    <message>
        <source>round</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>tee</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>a {what} name must be non-empty text, got {value}</source>
        <translation>un nom ({what}) doit être un texte non vide, et non {value}</translation>
    </message>
    <message>
        <source>{what} name {name} must be on one line</source>
        <translation>le nom ({what}) {name} doit tenir sur une ligne</translation>
    </message>
    <message>
        <source>a {what} name</source>
        <translation>un nom ({what})</translation>
    </message>
    <message>
        <source>{what} name {name}… is longer than {count} characters</source>
        <translation>le nom ({what}) {name}… dépasse {count} caractères</translation>
    </message>
    <message>
        <source>{what} contains a control character (U+{code})</source>
        <translation>{what} contient un caractère de contrôle (U+{code})</translation>
    </message>
    <message>
        <source>a place must be text, got {value}</source>
        <translation>un lieu doit être un texte, et non {value}</translation>
    </message>
    <message>
        <source>the place</source>
        <translation>le lieu</translation>
    </message>
    <message>
        <source>place {name}… is longer than {count} characters</source>
        <translation>le lieu {name}… dépasse {count} caractères</translation>
    </message>
    <message>
        <source>unknown game {value} (games: {games})</source>
        <translation>jeu inconnu {value} (jeux : {games})</translation>
    </message>
    <message>
        <source>the database has no place for {game} rounds yet: it needs a migration that adds the game</source>
        <translation>la base de données n’a pas encore de place pour les parties de {game} : il lui faut une migration qui ajoute le jeu</translation>
    </message>
    <message>
        <source>unknown format {value} (formats: {formats})</source>
        <translation>formule inconnue {value} (formules : {formats})</translation>
    </message>
    <message>
        <source>{what} must be a whole number, got {value}</source>
        <translation>{what} doit être un nombre entier, et non {value}</translation>
    </message>
    <message>
        <source>{what} must be from {low} to {high}, got {value}</source>
        <translation>{what} doit se situer entre {low} et {high}, et non {value}</translation>
    </message>
    <message>
        <source>{what} is one of {allowed}, got {value}</source>
        <translation>{what} est l’une des valeurs {allowed}, et non {value}</translation>
    </message>
    <message>
        <source>a {what} id must be a whole number, got {value}</source>
        <translation>un identifiant ({what}) doit être un nombre entier, et non {value}</translation>
    </message>
    <message>
        <source>no {what} with id {value}</source>
        <translation>aucun élément ({what}) avec l’identifiant {value}</translation>
    </message>
    <message>
        <source>a course handicap</source>
        <translation>un handicap de parcours</translation>
    </message>
    <message>
        <source>a night&apos;s date</source>
        <translation>la date de la soirée</translation>
    </message>
    <message>
        <source>{what} must be a date, got {value}</source>
        <translation>{what} doit être une date, et non {value}</translation>
    </message>
    <message>
        <source>{what} runs from {low} to {high}, got {value}</source>
        <translation>{what} va de {low} à {high}, et non {value}</translation>
    </message>
    <message>
        <source>a handicap index (WHS: -10.0 for plus 10, to 54.0)</source>
        <translation>un index (WHS : de -10.0 pour plus 10 à 54.0)</translation>
    </message>
    <message>
        <source>a score differential</source>
        <translation>un différentiel de score</translation>
    </message>
    <message>
        <source>a course has at most {most} holes, got {count}</source>
        <translation>un parcours a au plus {most} trous, et non {count}</translation>
    </message>
    <message>
        <source>hole {number} must be given as (par, stroke index), got {value}</source>
        <translation>le trou {number} doit être donné sous la forme (par, indice de difficulté), et non {value}</translation>
    </message>
    <message>
        <source>the par of hole {number}</source>
        <translation>le par du trou {number}</translation>
    </message>
    <message>
        <source>the stroke index of hole {number}</source>
        <translation>l’indice de difficulté du trou {number}</translation>
    </message>
    <message>
        <source>the stroke indexes must be a permutation of 1..{count}, got {indexes}</source>
        <translation>les indices de difficulté doivent être une permutation de 1..{count}, et non {indexes}</translation>
    </message>
    <message>
        <source>a tee must be given as a TeeSpec, got {value}</source>
        <translation>un départ se donne comme TeeSpec, reçu {value}</translation>
    </message>
    <message>
        <source>tee {name}: {reason}</source>
        <translation>départ {name} : {reason}</translation>
    </message>
    <message>
        <source>the length of tee {name} in yards</source>
        <translation>la longueur du départ {name} en yards</translation>
    </message>
    <message>
        <source>the plausible score limit (strokes over par)</source>
        <translation>la limite de score plausible (coups au-dessus du par)</translation>
    </message>
    <message>
        <source>the score {where}</source>
        <translation>le score {where}</translation>
    </message>
    <message numerus="yes">
        <source>the score {where} is {count}: in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>le score {where} est {count} : à {game}, un trou se joue en au moins %n coup</numerusform>
            <numerusform>le score {where} est {count} : à {game}, un trou se joue en au moins %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>a hole number</source>
        <translation>un numéro de trou</translation>
    </message>
    <message>
        <source>course {course} has {holes} holes: there is no hole {number}</source>
        <translation>le parcours {course} a {holes} trous : il n’y a pas de trou {number}</translation>
    </message>
    <message>
        <source>a format&apos;s stakes must be Stakes, got {value}</source>
        <translation>les mises d’une formule doivent être des Stakes, et non {value}</translation>
    </message>
    <message>
        <source>{format} is not played for the stake {stake} (its stakes: {stakes})</source>
        <translation>{format} ne se joue pas avec la mise {stake} (ses mises : {stakes})</translation>
    </message>
    <message>
        <source>a handicap allowance is a percentage from 0 to 100, got {value}</source>
        <translation>un coefficient de handicap est un pourcentage de 0 à 100, et non {value}</translation>
    </message>
    <message>
        <source>a format&apos;s {flag} must be true or false, got {value}</source>
        <translation>le réglage {flag} d’une formule doit être vrai ou faux, et non {value}</translation>
    </message>
    <message>
        <source>a {what} is listed twice: {ids}</source>
        <translation>un élément ({what}) figure deux fois : {ids}</translation>
    </message>
    <message>
        <source>the night of {day} at {place}</source>
        <translation>la soirée du {day} à {place}</translation>
    </message>
    <message>
        <source>the night of {day}</source>
        <translation>la soirée du {day}</translation>
    </message>
    <message>
        <source>cannot read the night&apos;s scores</source>
        <translation>impossible de lire les scores de la soirée</translation>
    </message>
    <message>
        <source>cannot change the night</source>
        <translation>impossible de modifier la soirée</translation>
    </message>
    <message>
        <source>{name} is in a team but does not play that night</source>
        <translation>{name} est dans une équipe mais ne joue pas ce soir-là</translation>
    </message>
    <message>
        <source>no player with id {id}</source>
        <translation>aucun joueur avec l’identifiant {id}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n score(s) on {night}: clear them before taking {name} off the night</source>
        <translation>
            <numerusform>{name} a %n score pour {night} : effacez-le avant de retirer {name} de la soirée</numerusform>
            <numerusform>{name} a %n scores pour {night} : effacez-les avant de retirer {name} de la soirée</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has 1 score on {night}: clear it before taking {name} off the night</source>
        <translation>{name} a 1 score pour {night} : effacez-le avant de retirer {name} de la soirée</translation>
    </message>
    <message>
        <source>cannot delete the night</source>
        <translation>impossible de supprimer la soirée</translation>
    </message>
    <message>
        <source>cannot rename the player to {name}</source>
        <translation>impossible de renommer le joueur en {name}</translation>
    </message>
    <message>
        <source>there is already a player named {name}: merge the two if they are the same person</source>
        <translation>il existe déjà un joueur nommé {name} : fusionnez les deux s’il s’agit de la même personne</translation>
    </message>
    <message>
        <source>choose two different players to merge</source>
        <translation>choisissez deux joueurs différents à fusionner</translation>
    </message>
    <message>
        <source>cannot merge the players</source>
        <translation>impossible de fusionner les joueurs</translation>
    </message>
    <message>
        <source>{kept} and {gone} both played {night}: one person cannot hold two seats at a night, so they are not the same person there</source>
        <translation>{kept} et {gone} ont tous deux joué {night} : une personne ne peut pas occuper deux places dans une soirée, ce ne sont donc pas la même personne</translation>
    </message>
    <message>
        <source>a night needs at least one player</source>
        <translation>une soirée a besoin d’au moins un joueur</translation>
    </message>
    <message>
        <source>two teams are named {name}</source>
        <translation>deux équipes s’appellent {name}</translation>
    </message>
    <message>
        <source>team {name} has no players</source>
        <translation>l’équipe {name} n’a aucun joueur</translation>
    </message>
    <message>
        <source>team {name}: player id {id} does not play that night</source>
        <translation>équipe {name} : le joueur n° {id} ne joue pas ce soir-là</translation>
    </message>
    <message>
        <source>team {name}: player id {id} is already in a team</source>
        <translation>équipe {name} : le joueur n° {id} est déjà dans une équipe</translation>
    </message>
    <message>
        <source>no game night with id {id}</source>
        <translation>aucune soirée de jeu avec l’identifiant {id}</translation>
    </message>
    <message>
        <source>not a database URL: {url} (expected e.g. sqlite:///scores.db or postgresql+psycopg://user@host/league)</source>
        <translation>pas une URL de base de données : {url} (attendu par ex. sqlite:///scores.db ou postgresql+psycopg://user@host/league)</translation>
    </message>
    <message>
        <source>database URL {url}: port {port} is not a port number (1 to {most})</source>
        <translation>URL de base de données {url} : le port {port} n’est pas un numéro de port (1 à {most})</translation>
    </message>
    <message>
        <source>cannot use database URL {url}: {error}</source>
        <translation>impossible d’utiliser l’URL de base de données {url} : {error}</translation>
    </message>
    <message>
        <source>a PostgreSQL league database needs the psycopg package, which is not installed: {install}</source>
        <translation>la base de données PostgreSQL d&apos;une ligue a besoin du paquet psycopg, qui n&apos;est pas installé : {install}</translation>
    </message>
    <message>
        <source>cannot use database URL {url}: its driver is not installed ({error})</source>
        <translation>impossible d’utiliser l’URL de base de données {url} : son pilote n’est pas installé ({error})</translation>
    </message>
    <message>
        <source>the database is busy: another organiser is saving; try again</source>
        <translation>la base de données est occupée : un autre organisateur enregistre ; réessayez</translation>
    </message>
    <message>
        <source>a player is already in a team that night</source>
        <translation>un joueur est déjà dans une équipe ce soir-là</translation>
    </message>
    <message>
        <source>a team member does not play that night</source>
        <translation>un membre de l’équipe ne joue pas ce soir-là</translation>
    </message>
    <message>
        <source>another player took that seat at the same moment</source>
        <translation>un autre joueur a pris cette place au même moment</translation>
    </message>
    <message>
        <source>another organiser added that round at the same moment</source>
        <translation>un autre organisateur a ajouté cette partie au même moment</translation>
    </message>
    <message>
        <source>there is already a player of that name</source>
        <translation>il existe déjà un joueur de ce nom</translation>
    </message>
    <message>
        <source>there is already a course of that name</source>
        <translation>il existe déjà un parcours de ce nom</translation>
    </message>
    <message>
        <source>the night already has a team of that name</source>
        <translation>la soirée a déjà une équipe de ce nom</translation>
    </message>
    <message>
        <source>that player is already on the game&apos;s roster</source>
        <translation>ce joueur figure déjà dans la liste des joueurs de la partie</translation>
    </message>
    <message>
        <source>{doing}: the database refused it ({reason})</source>
        <translation>{doing} : la base de données l’a refusé ({reason})</translation>
    </message>
    <message>
        <source>{doing}: the database is not available ({reason})</source>
        <translation>{doing} : la base de données n’est pas disponible ({reason})</translation>
    </message>
    <message>
        <source>{doing}: database error ({reason})</source>
        <translation>{doing} : erreur de base de données ({reason})</translation>
    </message>
    <message>
        <source>{doing}: a number is too large for the database</source>
        <translation>{doing} : un nombre est trop grand pour la base de données</translation>
    </message>
    <message>
        <source>cannot open database {url}</source>
        <translation>impossible d’ouvrir la base de données {url}</translation>
    </message>
    <message>
        <source>{database} is not a GolfStudio database: it holds another program&apos;s tables ({tables}) and no GolfStudio schema version; choose another file or an empty database</source>
        <translation>{database} n&apos;est pas une base de données GolfStudio : elle contient les tables d&apos;un autre programme ({tables}) et aucune version de schéma GolfStudio ; choisissez un autre fichier ou une base vide</translation>
    </message>
    <message>
        <source>database {url} has schema revision {revisions}, which this version of GolfStudio does not know: it was written by a newer GolfStudio; update GolfStudio to open it</source>
        <translation>la base de données {url} a la révision de schéma {revisions}, que cette version de GolfStudio ne connaît pas : elle a été écrite par un GolfStudio plus récent ; mettez GolfStudio à jour pour l’ouvrir</translation>
    </message>
    <message>
        <source>cannot save the round on {name}</source>
        <translation>impossible d’enregistrer la partie sur {name}</translation>
    </message>
    <message>
        <source>night {number} ({day})</source>
        <translation>soirée {number} ({day})</translation>
    </message>
    <message>
        <source>{where} has no players</source>
        <translation>{where} n’a aucun joueur</translation>
    </message>
    <message>
        <source>{where}: unknown player id {id}</source>
        <translation>{where} : identifiant de joueur inconnu {id}</translation>
    </message>
    <message>
        <source>{where}: {handicaps} course handicaps for {players} players</source>
        <translation>{where} : {handicaps} handicaps de parcours pour {players} joueurs</translation>
    </message>
    <message>
        <source>{where} has {count} rounds: a night has at most {most}</source>
        <translation>{where} a {count} parties : une soirée en a au plus {most}</translation>
    </message>
    <message>
        <source>{where}, round {round}: {rows} score rows for {players} players</source>
        <translation>{where}, partie {round} : {rows} lignes de scores pour {players} joueurs</translation>
    </message>
    <message>
        <source>{where}, round {round}: a row of {count} scores on a course of {holes} holes</source>
        <translation>{where}, partie {round} : une ligne de {count} scores sur un parcours de {holes} trous</translation>
    </message>
    <message>
        <source>{where}, round {round}, hole {hole}</source>
        <translation>{where}, partie {round}, trou {hole}</translation>
    </message>
    <message>
        <source>{where}: two teams are named {name}</source>
        <translation>{where} : deux équipes s’appellent {name}</translation>
    </message>
    <message>
        <source>{where}, team {name}: player id {id} is not a player of the night or is in two teams</source>
        <translation>{where}, équipe {name} : le joueur n° {id} ne joue pas cette soirée ou est dans deux équipes</translation>
    </message>
    <message>
        <source>{where}: events for {count} rounds, but it has {rounds}</source>
        <translation>{where} : des événements pour {count} tours, mais elle en a {rounds}</translation>
    </message>
    <message>
        <source>{where}, round {round}</source>
        <translation>{where}, tour {round}</translation>
    </message>
    <message>
        <source>{where}: a hole number</source>
        <translation>{where} : un numéro de trou</translation>
    </message>
    <message>
        <source>{where}: there is no hole {hole} on a course of {holes} holes</source>
        <translation>{where} : il n’y a pas de trou {hole} sur un parcours de {holes} trous</translation>
    </message>
    <message>
        <source>{where}: player id {id} does not play that night</source>
        <translation>{where} : le joueur d’id {id} ne joue pas cette soirée</translation>
    </message>
    <message>
        <source>{where}: two presses from hole {hole} in the {half} bet</source>
        <translation>{where} : deux relances depuis le trou {hole} dans le pari {half}</translation>
    </message>
    <message>
        <source>{where}: two wolf choices on hole {hole}</source>
        <translation>{where} : deux choix du loup au trou {hole}</translation>
    </message>
    <message>
        <source>{where}: two players have the {award} of hole {hole}</source>
        <translation>{where} : deux joueurs ont le {award} du trou {hole}</translation>
    </message>
    <message>
        <source>night {number} ({day}): tee id {id} is not a tee of its course</source>
        <translation>soirée {number} ({day}) : le départ id {id} n&apos;est pas un départ de son parcours</translation>
    </message>
    <message>
        <source>night {number} ({day}): no course with id {id}</source>
        <translation>soirée {number} ({day}) : aucun parcours avec l’identifiant {id}</translation>
    </message>
    <message>
        <source>night {number}: give the players by id or by name, not both</source>
        <translation>soirée {number} : donnez les joueurs par identifiant ou par nom, pas les deux</translation>
    </message>
    <message>
        <source>night {number}: a player is listed twice</source>
        <translation>soirée {number} : un joueur figure deux fois</translation>
    </message>
    <message>
        <source>a team member</source>
        <translation>un membre d’équipe</translation>
    </message>
    <message>
        <source>a player of an event</source>
        <translation>un joueur d’un événement</translation>
    </message>
    <message>
        <source>there is already a player named {name}</source>
        <translation>il existe déjà un joueur nommé {name}</translation>
    </message>
    <message>
        <source>cannot read a player</source>
        <translation>impossible de lire un joueur</translation>
    </message>
    <message>
        <source>a player name must be text, got {value}</source>
        <translation>un nom de joueur doit être un texte, et non {value}</translation>
    </message>
    <message>
        <source>cannot look up a player</source>
        <translation>impossible de rechercher un joueur</translation>
    </message>
    <message>
        <source>cannot list the players</source>
        <translation>impossible de lister les joueurs</translation>
    </message>
    <message>
        <source>cannot add course {name}</source>
        <translation>impossible d’ajouter le parcours {name}</translation>
    </message>
    <message>
        <source>there is already a {game} course named {name}</source>
        <translation>il existe déjà un parcours {game} nommé {name}</translation>
    </message>
    <message>
        <source>cannot read a course&apos;s tees</source>
        <translation>impossible de lire les départs d&apos;un parcours</translation>
    </message>
    <message>
        <source>cannot read a tee</source>
        <translation>impossible de lire un départ</translation>
    </message>
    <message>
        <source>cannot add the tee</source>
        <translation>impossible d&apos;ajouter le départ</translation>
    </message>
    <message>
        <source>course {course} already has a tee named {name}</source>
        <translation>le parcours {course} a déjà un départ nommé {name}</translation>
    </message>
    <message>
        <source>cannot change the tee</source>
        <translation>impossible de modifier le départ</translation>
    </message>
    <message>
        <source>cannot remove the tee</source>
        <translation>impossible de supprimer le départ</translation>
    </message>
    <message numerus="yes">
        <source>tee {name} was played from on %n night(s): it cannot be removed</source>
        <translation>
            <numerusform>le départ {name} a été joué lors de %n soirée : il ne peut pas être supprimé</numerusform>
            <numerusform>le départ {name} a été joué lors de %n soirées : il ne peut pas être supprimé</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot save the course&apos;s tees</source>
        <translation>impossible d&apos;enregistrer les départs du parcours</translation>
    </message>
    <message>
        <source>no tee with id {id} on course {course}</source>
        <translation>aucun départ d&apos;id {id} sur le parcours {course}</translation>
    </message>
    <message>
        <source>cannot set the plausible score limit</source>
        <translation>impossible de fixer la limite de score plausible</translation>
    </message>
    <message>
        <source>cannot read the night&apos;s tee</source>
        <translation>impossible de lire le départ de la soirée</translation>
    </message>
    <message>
        <source>cannot set the night&apos;s tee</source>
        <translation>impossible de fixer le départ de la soirée</translation>
    </message>
    <message>
        <source>cannot read a course</source>
        <translation>impossible de lire un parcours</translation>
    </message>
    <message>
        <source>a course name must be text, got {value}</source>
        <translation>un nom de parcours doit être un texte, et non {value}</translation>
    </message>
    <message>
        <source>cannot look up a course</source>
        <translation>impossible de rechercher un parcours</translation>
    </message>
    <message>
        <source>cannot list the courses</source>
        <translation>impossible de lister les parcours</translation>
    </message>
    <message>
        <source>cannot read a course&apos;s holes</source>
        <translation>impossible de lire les trous d’un parcours</translation>
    </message>
    <message>
        <source>course handicaps given for player id {id}, who is not playing that night</source>
        <translation>handicaps de parcours donnés pour le joueur n° {id}, qui ne joue pas ce soir-là</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>le nombre de parties</translation>
    </message>
    <message>
        <source>cannot add the game night</source>
        <translation>impossible d’ajouter la soirée de jeu</translation>
    </message>
    <message>
        <source>cannot import the game nights</source>
        <translation>impossible d’importer les soirées de jeu</translation>
    </message>
    <message>
        <source>cannot import the night on {course}</source>
        <translation>impossible d’importer la soirée sur {course}</translation>
    </message>
    <message>
        <source>cannot read a game night</source>
        <translation>impossible de lire une soirée de jeu</translation>
    </message>
    <message>
        <source>cannot list the game nights</source>
        <translation>impossible de lister les soirées de jeu</translation>
    </message>
    <message>
        <source>cannot read a night&apos;s players</source>
        <translation>impossible de lire les joueurs d’une soirée</translation>
    </message>
    <message>
        <source>cannot add the player to the night</source>
        <translation>impossible d’ajouter le joueur à la soirée</translation>
    </message>
    <message>
        <source>{name} already plays night {night}</source>
        <translation>{name} joue déjà la soirée {night}</translation>
    </message>
    <message>
        <source>cannot set the course handicap</source>
        <translation>impossible de fixer le handicap de parcours</translation>
    </message>
    <message>
        <source>player id {id} does not play night {night}</source>
        <translation>le joueur n° {id} ne joue pas la soirée {night}</translation>
    </message>
    <message>
        <source>cannot add the format</source>
        <translation>impossible d’ajouter la formule</translation>
    </message>
    <message>
        <source>cannot read a night&apos;s formats</source>
        <translation>impossible de lire les formules d’une soirée</translation>
    </message>
    <message>
        <source>cannot add a round</source>
        <translation>impossible d’ajouter une partie</translation>
    </message>
    <message>
        <source>night {night} already has {count} rounds, the most a night can have</source>
        <translation>la soirée {night} a déjà {count} parties, le maximum pour une soirée</translation>
    </message>
    <message>
        <source>cannot list a night&apos;s rounds</source>
        <translation>impossible de lister les parties d’une soirée</translation>
    </message>
    <message>
        <source>cannot add team {name}</source>
        <translation>impossible d’ajouter l’équipe {name}</translation>
    </message>
    <message>
        <source>team {name}: player id {id} does not play night {night}</source>
        <translation>équipe {name} : le joueur n° {id} ne joue pas la soirée {night}</translation>
    </message>
    <message>
        <source>night {night} already has a team named {name}</source>
        <translation>la soirée {night} a déjà une équipe nommée {name}</translation>
    </message>
    <message>
        <source>cannot read a night&apos;s teams</source>
        <translation>impossible de lire les équipes d’une soirée</translation>
    </message>
    <message>
        <source>cannot record the score</source>
        <translation>impossible d’enregistrer le score</translation>
    </message>
    <message>
        <source>of player id {id} on hole {hole}</source>
        <translation>du joueur n° {id} au trou {hole}</translation>
    </message>
    <message>
        <source>cannot clear the score</source>
        <translation>impossible d’effacer le score</translation>
    </message>
    <message>
        <source>no round with id {id}</source>
        <translation>aucune partie avec l’identifiant {id}</translation>
    </message>
    <message>
        <source>player id {id} does not play in round id {round}</source>
        <translation>le joueur n° {id} ne joue pas dans la partie n° {round}</translation>
    </message>
    <message>
        <source>cannot read the round&apos;s scores</source>
        <translation>impossible de lire les scores de la partie</translation>
    </message>
    <message>
        <source>cannot read the round&apos;s events</source>
        <translation>impossible de lire les événements de la partie</translation>
    </message>
    <message>
        <source>course {course}: tee {tee} is rated {rating} / {slope} here but {file_rating} / {file_slope} in the file</source>
        <translation>parcours {course} : le départ {tee} est évalué {rating} / {slope} ici mais {file_rating} / {file_slope} dans le fichier</translation>
    </message>
    <message>
        <source>the {game} course {course} in the database has {stored} holes, the file&apos;s has {given}: rename the course in the file, or import it into another database</source>
        <translation>le parcours de {game} {course} de la base a {stored} trous, celui du fichier en a {given} : renommez le parcours dans le fichier, ou importez-le dans une autre base</translation>
    </message>
    <message>
        <source>the {game} course {course} in the database differs from the file&apos;s: hole {hole} is par {par} SI {si} there, par {file_par} SI {file_si} in the file: rename the course in the file, or import it into another database</source>
        <translation>le parcours de {game} {course} de la base diffère de celui du fichier : le trou {hole} y est par {par} SI {si}, par {file_par} SI {file_si} dans le fichier : renommez le parcours dans le fichier, ou importez-le dans une autre base</translation>
    </message>
    <message>
        <source>a press&apos;s bet</source>
        <translation>le pari d’une relance</translation>
    </message>
    <message>
        <source>cannot record the press</source>
        <translation>impossible d’enregistrer la relance</translation>
    </message>
    <message>
        <source>a press from hole {hole} in the {half} bet is already recorded</source>
        <translation>une relance depuis le trou {hole} dans le pari {half} est déjà enregistrée</translation>
    </message>
    <message>
        <source>cannot remove the press</source>
        <translation>impossible de retirer la relance</translation>
    </message>
    <message>
        <source>&apos;blind&apos; is true or false, got {value}</source>
        <translation>« blind » vaut vrai ou faux, et non {value}</translation>
    </message>
    <message>
        <source>hole {hole}: a blind wolf plays alone, without a partner</source>
        <translation>trou {hole} : un loup à l’aveugle joue seul, sans partenaire</translation>
    </message>
    <message>
        <source>cannot record the wolf&apos;s choice</source>
        <translation>impossible d’enregistrer le choix du loup</translation>
    </message>
    <message>
        <source>cannot clear the wolf&apos;s choice</source>
        <translation>impossible d’effacer le choix du loup</translation>
    </message>
    <message>
        <source>a Bingo-Bango-Bongo award</source>
        <translation>un point Bingo-Bango-Bongo</translation>
    </message>
    <message>
        <source>cannot record the {award}</source>
        <translation>impossible d’enregistrer le {award}</translation>
    </message>
    <message>
        <source>cannot load the rounds</source>
        <translation>impossible de charger les parties</translation>
    </message>
    <message>
        <source>a handicap record&apos;s date</source>
        <translation>la date d’un relevé de handicap</translation>
    </message>
    <message>
        <source>a handicap&apos;s source must be text, got {value}</source>
        <translation>la source d’un handicap doit être un texte, et non {value}</translation>
    </message>
    <message>
        <source>cannot record the handicap</source>
        <translation>impossible d’enregistrer le handicap</translation>
    </message>
    <message>
        <source>cannot read the handicap history</source>
        <translation>impossible de lire l’historique du handicap</translation>
    </message>
    <message>
        <source>two tees are named {name}</source>
        <translation>deux départs s&apos;appellent {name}</translation>
    </message>
    <message>
        <source>the analysis did not settle in {count} sweeps: can a ball be holed from every part of the hole?</source>
        <translation>l’analyse ne s’est pas stabilisée en {count} passes : une balle peut-elle être rentrée depuis chaque partie du trou ?</translation>
    </message>
    <message>
        <source>the ball must be given relief before it has a value</source>
        <translation>la balle doit recevoir son dégagement avant d’avoir une valeur</translation>
    </message>
    <message>
        <source>the ball must be given relief before it is played</source>
        <translation>la balle doit recevoir son dégagement avant d’être jouée</translation>
    </message>
    <message>
        <source>hole {hole} needs its two tee markers and a flag</source>
        <translation>le trou {hole} doit avoir ses deux marqueurs de départ et un drapeau</translation>
    </message>
    <message>
        <source>hole {hole}: {problem}</source>
        <translation>trou {hole} : {problem}</translation>
    </message>
    <message>
        <source>no part of the hole but the green can be played from</source>
        <translation>aucune partie du trou, hormis le green, ne permet de jouer</translation>
    </message>
    <message>
        <source>the hole has no flag</source>
        <translation>le trou n’a pas de drapeau</translation>
    </message>
    <message>
        <source>the hole has no tee: place its two tee markers</source>
        <translation>le trou n’a pas de départ : placez ses deux marqueurs de départ</translation>
    </message>
    <message>
        <source>the drop zone &quot;{region}&quot; is not a region of the hole</source>
        <translation>la zone de drop « {region} » n’est pas une région du trou</translation>
    </message>
    <message>
        <source>the bunker &quot;{region}&quot; is not a region of the hole</source>
        <translation>le bunker « {region} » n’est pas une région du trou</translation>
    </message>
    <message>
        <source>Ultimate Golf club cards (GolfStudio default set)</source>
        <translation>Cartes de clubs d’Ultimate Golf (jeu par défaut de GolfStudio)</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Driver</translation>
    </message>
    <message>
        <source>3-wood (tee)</source>
        <translation>Bois 3 (départ)</translation>
    </message>
    <message>
        <source>3-wood (fairway)</source>
        <translation>Bois 3 (fairway)</translation>
    </message>
    <message>
        <source>4-wood</source>
        <translation>Bois 4</translation>
    </message>
    <message>
        <source>5-wood</source>
        <translation>Bois 5</translation>
    </message>
    <message>
        <source>3-iron</source>
        <translation>Fer 3</translation>
    </message>
    <message>
        <source>4-iron</source>
        <translation>Fer 4</translation>
    </message>
    <message>
        <source>5-iron</source>
        <translation>Fer 5</translation>
    </message>
    <message>
        <source>6-iron</source>
        <translation>Fer 6</translation>
    </message>
    <message>
        <source>7-iron</source>
        <translation>Fer 7</translation>
    </message>
    <message>
        <source>8-iron</source>
        <translation>Fer 8</translation>
    </message>
    <message>
        <source>9-iron</source>
        <translation>Fer 9</translation>
    </message>
    <message>
        <source>Pitching wedge</source>
        <translation>Pitching wedge</translation>
    </message>
    <message>
        <source>Sand wedge</source>
        <translation>Sand wedge</translation>
    </message>
    <message>
        <source>Putter</source>
        <translation>Putter</translation>
    </message>
    <message>
        <source>Green-side bunker</source>
        <translation>Bunker de bord de green</translation>
    </message>
    <message>
        <source>Fairway bunker</source>
        <translation>Bunker de parcours</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Recovery</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>a straight result (factor 0) has side &quot;none&quot;, not &quot;{side}&quot;</source>
        <translation>un résultat droit (facteur 0) a le côté « none », pas « {side} »</translation>
    </message>
    <message>
        <source>an off-line factor of {factor} needs a side, &quot;left&quot; or &quot;right&quot;</source>
        <translation>un facteur de déviation de {factor} demande un côté, « left » ou « right »</translation>
    </message>
    <message>
        <source>a {special} result has carry 0 and factor 0</source>
        <translation>un résultat {special} a une portée de 0 et un facteur de 0</translation>
    </message>
    <message>
        <source>a recovery result is either a &quot;penalty&quot; in yards or &quot;special&quot;: &quot;unplayable&quot;</source>
        <translation>un résultat de recovery est soit une « penalty » en yards, soit « special » : « unplayable »</translation>
    </message>
    <message>
        <source>sum {sums} appears more than once</source>
        <translation>la somme {sums} apparaît plus d’une fois</translation>
    </message>
    <message>
        <source>sums {sums} appear more than once</source>
        <translation>les sommes {sums} apparaissent plus d’une fois</translation>
    </message>
    <message>
        <source>sum {sums} is missing</source>
        <translation>la somme {sums} manque</translation>
    </message>
    <message>
        <source>sums {sums} are missing</source>
        <translation>les sommes {sums} manquent</translation>
    </message>
    <message>
        <source>sum {sum}: carry must be at most {top} yards, got {carry}</source>
        <translation>somme {sum} : la portée est au plus de {top} yards, ici {carry}</translation>
    </message>
    <message>
        <source>sum {sum}: carry must be at most {top} feet, got {carry}</source>
        <translation>somme {sum} : la portée est au plus de {top} pieds, ici {carry}</translation>
    </message>
    <message>
        <source>sum {sum}: a holed-check result belongs on a card played near the green (unit feet)</source>
        <translation>somme {sum} : un résultat holed-check va sur une carte jouée près du green (unité pieds)</translation>
    </message>
    <message>
        <source>every result is unplayable: the card never plays the ball</source>
        <translation>tous les résultats sont injouables : la carte ne joue jamais la balle</translation>
    </message>
    <message>
        <source>&lt; 10 ft</source>
        <translation>&lt; 10 pieds</translation>
    </message>
    <message>
        <source>10–20 ft</source>
        <translation>10–20 pieds</translation>
    </message>
    <message>
        <source>20–40 ft</source>
        <translation>20–40 pieds</translation>
    </message>
    <message>
        <source>&gt; 40 ft</source>
        <translation>&gt; 40 pieds</translation>
    </message>
    <message>
        <source>sum {sums} is listed twice in the {band} band</source>
        <translation>la somme {sums} figure deux fois dans la tranche {band}</translation>
    </message>
    <message>
        <source>two cards share the id {ids}</source>
        <translation>deux cartes partagent l’identifiant {ids}</translation>
    </message>
    <message>
        <source>two cards share the name {ids}</source>
        <translation>deux cartes partagent le nom {ids}</translation>
    </message>
    <message>
        <source>the set has no {ids} card (the rules call for it by that id)</source>
        <translation>le jeu n’a pas de carte {ids} (les règles l’appellent par cet identifiant)</translation>
    </message>
    <message>
        <source>card {name}: the {id} card is of kind &quot;{wanted}&quot;, not &quot;{kind}&quot;</source>
        <translation>carte {name} : la carte {id} est de type « {wanted} », pas « {kind} »</translation>
    </message>
    <message>
        <source>the card set has no card &quot;{card}&quot;</source>
        <translation>le jeu de cartes n’a pas de carte « {card} »</translation>
    </message>
    <message>
        <source>{card} is not a card that moves the ball</source>
        <translation>{card} n’est pas une carte qui déplace la balle</translation>
    </message>
    <message>
        <source>card {name}: a version 1 putter needs its &quot;par_4_5&quot; sums (version 2 keeps them as the one set for every hole)</source>
        <translation>carte {name} : un putter de version 1 doit avoir ses sommes « par_4_5 » (la version 2 les garde comme l’unique série pour tous les trous)</translation>
    </message>
    <message>
        <source>card set</source>
        <translation>jeu de cartes</translation>
    </message>
    <message>
        <source>a GolfStudio card set file</source>
        <translation>un fichier de jeu de cartes GolfStudio</translation>
    </message>
    <message>
        <source>&quot;first_putt&quot; holds one set of sums per band (&quot;under_10&quot;, &quot;from_10_to_20&quot;, &quot;from_20_to_40&quot;, &quot;over_40&quot;) since card file version 2, not the halves &quot;par_4_5&quot; and &quot;par_3&quot; of version 1</source>
        <translation>« first_putt » contient une série de sommes par tranche (« under_10 », « from_10_to_20 », « from_20_to_40 », « over_40 ») depuis la version 2 du fichier de cartes, et non les moitiés « par_4_5 » et « par_3 » de la version 1</translation>
    </message>
    <message>
        <source>{band}: a sum of two dice is 2 to 12, got {value}</source>
        <translation>{band} : une somme de deux dés va de 2 à 12, ici {value}</translation>
    </message>
    <message>
        <source>unknown side {value} (expected left, right or none)</source>
        <translation>côté inconnu {value} (attendu : left, right ou none)</translation>
    </message>
    <message>
        <source>unknown special {value} (expected holed-check or unplayable)</source>
        <translation>résultat spécial inconnu {value} (attendu : holed-check ou unplayable)</translation>
    </message>
    <message>
        <source>unknown unit {value} (expected yards or feet)</source>
        <translation>unité inconnue {value} (attendu : yards ou feet)</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
    <message>
        <source>tee</source>
        <comment>terrain</comment>
        <translation>tee</translation>
    </message>
    <message>
        <source>fairway</source>
        <comment>terrain</comment>
        <translation>fairway</translation>
    </message>
    <message>
        <source>rough</source>
        <comment>terrain</comment>
        <translation>rough</translation>
    </message>
    <message>
        <source>green</source>
        <comment>terrain</comment>
        <translation>green</translation>
    </message>
    <message>
        <source>fringe</source>
        <comment>terrain</comment>
        <translation>avant-green</translation>
    </message>
    <message>
        <source>bunker</source>
        <comment>terrain</comment>
        <translation>bunker</translation>
    </message>
    <message>
        <source>water</source>
        <comment>terrain</comment>
        <translation>eau</translation>
    </message>
    <message>
        <source>lateral-water</source>
        <comment>terrain</comment>
        <translation>obstacle d’eau latéral</translation>
    </message>
    <message>
        <source>trees</source>
        <comment>terrain</comment>
        <translation>arbres</translation>
    </message>
    <message>
        <source>out-of-bounds</source>
        <comment>terrain</comment>
        <translation>hors limites</translation>
    </message>
    <message>
        <source>cart-path</source>
        <comment>terrain</comment>
        <translation>allée de chariots</translation>
    </message>
    <message>
        <source>bridge</source>
        <comment>terrain</comment>
        <translation>pont</translation>
    </message>
    <message>
        <source>stone-wall</source>
        <comment>terrain</comment>
        <translation>mur de pierre</translation>
    </message>
    <message>
        <source>railway</source>
        <comment>terrain</comment>
        <translation>voie ferrée</translation>
    </message>
    <message>
        <source>150-yard-marker</source>
        <comment>terrain</comment>
        <translation>marqueur de 150 yards</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source>yards</source>
        <translation>yards</translation>
    </message>
    <message>
        <source>must be [x, y] in {unit}, got {value}</source>
        <translation>doit être [x, y] en {unit}, ici {value}</translation>
    </message>
    <message>
        <source>{point} is off the image: coordinates run from {low} to {high} {unit}</source>
        <translation>{point} est hors de l’image : les coordonnées vont de {low} à {high} {unit}</translation>
    </message>
    <message>
        <source>{point} is off the map: coordinates run from {low} to {high} {unit}</source>
        <translation>{point} est hors de la carte : les coordonnées vont de {low} à {high} {unit}</translation>
    </message>
    <message>
        <source>a drop zone is either a point (&quot;at&quot;) or a region (&quot;zone&quot;)</source>
        <translation>une zone de drop est soit un point (« at »), soit une région (« zone »)</translation>
    </message>
    <message>
        <source>the line&apos;s two points are the same point</source>
        <translation>les deux points de la ligne sont le même point</translation>
    </message>
    <message>
        <source>a local rule applies either to a region (&quot;region&quot;) or to a terrain (&quot;terrain&quot;)</source>
        <translation>une règle locale s’applique soit à une région (« region »), soit à un terrain (« terrain »)</translation>
    </message>
    <message>
        <source>the two calibration pixels must be at least one pixel apart</source>
        <translation>les deux pixels de calibrage doivent être écartés d’au moins un pixel</translation>
    </message>
    <message>
        <source>an Ultimate Golf course file</source>
        <translation>un fichier de parcours Ultimate Golf</translation>
    </message>
    <message>
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <source>tee marker</source>
        <translation>marqueur de départ</translation>
    </message>
    <message>
        <source>150-yard marker</source>
        <translation>marqueur de 150 yards</translation>
    </message>
    <message>
        <source>line point</source>
        <translation>point de ligne</translation>
    </message>
    <message>
        <source>the flag</source>
        <translation>le drapeau</translation>
    </message>
    <message>
        <source>pixel a</source>
        <translation>pixel a</translation>
    </message>
    <message>
        <source>pixel b</source>
        <translation>pixel b</translation>
    </message>
    <message>
        <source>{field} must be more than {least}, got {value}</source>
        <translation>{field} doit être supérieur à {least}, ici {value}</translation>
    </message>
    <message>
        <source>{field} must be true or false, got {value}</source>
        <translation>{field} doit valoir true ou false, reçu {value}</translation>
    </message>
    <message>
        <source>{field} must be a number, got {value}</source>
        <translation>{field} doit être un nombre, ici {value}</translation>
    </message>
    <message>
        <source>hole</source>
        <translation>trou</translation>
    </message>
    <message>
        <source>region</source>
        <translation>région</translation>
    </message>
    <message>
        <source>local rule</source>
        <translation>règle locale</translation>
    </message>
    <message>
        <source>option</source>
        <translation>option</translation>
    </message>
    <message>
        <source>the pick-up limit is {least} to {most} strokes, not {value}</source>
        <translation>la limite de ramassage va de {least} à {most} coups, pas {value}</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in the Ultimate Golf parameters</source>
        <translation>clé inconnue « {key} » dans les paramètres d’Ultimate Golf</translation>
    </message>
    <message>
        <source>pickup must be a whole number of strokes, got {value}</source>
        <translation>pickup doit être un nombre entier de coups, ici {value}</translation>
    </message>
    <message>
        <source>the card set: {problems}</source>
        <translation>le jeu de cartes : {problems}</translation>
    </message>
    <message>
        <source>not an Ultimate Golf action: {action}</source>
        <translation>pas une action d’Ultimate Golf : {action}</translation>
    </message>
    <message>
        <source>player {number} tees off first</source>
        <translation>le joueur {number} part en premier</translation>
    </message>
    <message>
        <source>{card} read with the {iron} aimed at ({x}, {y})</source>
        <translation>{card} lu avec le {iron}, visée en ({x} ; {y})</translation>
    </message>
    <message>
        <source>{card} aimed at ({x}, {y})</source>
        <translation>{card}, visée en ({x} ; {y})</translation>
    </message>
    <message>
        <source>relief choice {number}</source>
        <translation>dégagement n° {number}</translation>
    </message>
    <message>
        <source>throw {low} and {high}</source>
        <translation>lancer {low} et {high}</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the order of play is already decided</source>
        <translation>l’ordre de jeu est déjà décidé</translation>
    </message>
    <message>
        <source>a throw is two dice of 1 to 6, lower first, not {low} and {high}</source>
        <translation>un lancer, c’est deux dés de 1 à 6, le plus petit d’abord, pas {low} et {high}</translation>
    </message>
    <message>
        <source>no relief is to be chosen now</source>
        <translation>aucun dégagement n’est à choisir maintenant</translation>
    </message>
    <message>
        <source>choose relief 1 to {count}, not {number}</source>
        <translation>choisissez un dégagement de 1 à {count}, pas {number}</translation>
    </message>
    <message>
        <source>choose the relief first</source>
        <translation>choisissez d’abord le dégagement</translation>
    </message>
    <message>
        <source>the aim point {point} is off the map</source>
        <translation>le point visé {point} est hors de la carte</translation>
    </message>
    <message>
        <source>a hole holds at most {count} regions</source>
        <translation>un trou contient au plus {count} régions</translation>
    </message>
    <message>
        <source>a region needs at least three points</source>
        <translation>une région doit avoir au moins trois points</translation>
    </message>
    <message>
        <source>a region has at most {count} points</source>
        <translation>une région a au plus {count} points</translation>
    </message>
    <message>
        <source>hole {hole} has no region {region}</source>
        <translation>le trou {hole} n’a pas de région {region}</translation>
    </message>
    <message>
        <source>a region keeps at least three points: delete the region instead</source>
        <translation>une région garde au moins trois points : supprimez plutôt la région</translation>
    </message>
    <message>
        <source>a local rule offers at most {count} reliefs</source>
        <translation>une règle locale offre au plus {count} dégagements</translation>
    </message>
    <message>
        <source>a rule&apos;s note has at most {count} characters</source>
        <translation>la note d’une règle a au plus {count} caractères</translation>
    </message>
    <message>
        <source>region {region} has no relief #{number}</source>
        <translation>la région {region} n’a pas de dégagement n° {number}</translation>
    </message>
    <message>
        <source>region {region} has no local rule to note</source>
        <translation>la région {region} n’a pas de règle locale à annoter</translation>
    </message>
    <message>
        <source>the lasso&apos;s tolerance must be more than 0 yards, got {value}</source>
        <translation>la tolérance du lasso doit dépasser 0 yard, reçu {value}</translation>
    </message>
    <message>
        <source>the lasso is too small to be a region: drag all the way round the area</source>
        <translation>le lasso est trop petit pour faire une région : faites tout le tour de la zone en glissant</translation>
    </message>
    <message>
        <source>the lasso crosses itself: drag one loop that does not cross its own path</source>
        <translation>le lasso se croise : tracez une seule boucle qui ne recoupe pas son propre tracé</translation>
    </message>
    <message>
        <source>a hole has at most {count} 150-yard markers: drag one with the select tool instead</source>
        <translation>un trou a au plus {count} marqueurs de 150 yards : déplacez-en un avec l’outil de sélection</translation>
    </message>
    <message>
        <source>a par runs from {low} to {high}, got {par}</source>
        <translation>un par va de {low} à {high}, ici {par}</translation>
    </message>
    <message>
        <source>a stroke index runs from 1 to {high}, got {index}</source>
        <translation>un indice de difficulté va de 1 à {high}, ici {index}</translation>
    </message>
    <message>
        <source>a course has 1 to {count} holes</source>
        <translation>un parcours a de 1 à {count} trous</translation>
    </message>
    <message>
        <source>tee</source>
        <comment>situation</comment>
        <translation>départ</translation>
    </message>
    <message>
        <source>fairway</source>
        <comment>situation</comment>
        <translation>fairway</translation>
    </message>
    <message>
        <source>chip</source>
        <comment>situation</comment>
        <translation>chip</translation>
    </message>
    <message>
        <source>green-side-bunker</source>
        <comment>situation</comment>
        <translation>bunker de bord de green</translation>
    </message>
    <message>
        <source>fairway-bunker</source>
        <comment>situation</comment>
        <translation>bunker de parcours</translation>
    </message>
    <message>
        <source>recovery</source>
        <comment>situation</comment>
        <translation>recovery</translation>
    </message>
    <message>
        <source>putting</source>
        <comment>situation</comment>
        <translation>putting</translation>
    </message>
    <message>
        <source>water</source>
        <comment>situation</comment>
        <translation>eau</translation>
    </message>
    <message>
        <source>out-of-bounds</source>
        <comment>situation</comment>
        <translation>hors limites</translation>
    </message>
    <message>
        <source>relief</source>
        <comment>situation</comment>
        <translation>dégagement</translation>
    </message>
    <message>
        <source>there is no card &quot;{card}&quot; in the set &quot;{set}&quot;</source>
        <translation>il n’y a pas de carte « {card} » dans le jeu « {set} »</translation>
    </message>
    <message>
        <source>the ball is in water: take relief (one penalty stroke) before playing a card</source>
        <translation>la balle est dans l’eau : prenez un dégagement (un coup de pénalité) avant de jouer une carte</translation>
    </message>
    <message>
        <source>the ball is out of bounds: replay from where the shot was played</source>
        <translation>la balle est hors limites : rejouez depuis l’endroit où le coup a été joué</translation>
    </message>
    <message>
        <source>the ball lies on {terrain}: drop it (relief) before playing a card</source>
        <translation>la balle repose sur {terrain} : droppez-la (dégagement) avant de jouer une carte</translation>
    </message>
    <message>
        <source>from the tee the 3-wood is played with the 3-wood (tee) card</source>
        <translation>depuis le départ, le bois 3 se joue avec la carte Bois 3 (départ)</translation>
    </message>
    <message>
        <source>from the tee only woods and irons are played, not the {card}</source>
        <translation>depuis le départ, seuls les bois et les fers se jouent, pas le {card}</translation>
    </message>
    <message>
        <source>the 3-wood (tee) card is played only from the tee</source>
        <translation>la carte Bois 3 (départ) se joue uniquement depuis le départ</translation>
    </message>
    <message>
        <source>on the green the putter is played, not the {card}</source>
        <translation>sur le green, on joue le putter, pas le {card}</translation>
    </message>
    <message>
        <source>the putter is played only on the green</source>
        <translation>le putter se joue uniquement sur le green</translation>
    </message>
    <message>
        <source>in this situation ({situation}) the {compulsory} card is compulsory, not the {card}</source>
        <translation>dans cette situation ({situation}), la carte {compulsory} est obligatoire, pas le {card}</translation>
    </message>
    <message>
        <source>a recovery within {yards} yards of the flag is played with the {wedge} (plus 10 feet), not the {card}</source>
        <translation>un recovery à moins de {yards} yards du drapeau se joue avec le {wedge} (plus 10 pieds), pas le {card}</translation>
    </message>
    <message>
        <source>a recovery {yards} yards from the flag is played with the {recovery} card read with an iron, not the {card} alone</source>
        <translation>un recovery à {yards} yards du drapeau se joue avec la carte {recovery} lue avec un fer, pas le {card} seul</translation>
    </message>
    <message>
        <source>the {card} card is played only in its situation, not from the {situation}</source>
        <translation>la carte {card} se joue uniquement dans sa situation, pas en situation « {situation} »</translation>
    </message>
    <message>
        <source>the {card} is not played from the {situation}</source>
        <translation>le {card} ne se joue pas en situation « {situation} »</translation>
    </message>
    <message>
        <source>the hole&apos;s drawing spans {width} × {height} yards: the analysis reads at most {cells} square yards (some 600 by 1,000 yards)</source>
        <translation>le dessin du trou s’étend sur {width} × {height} yards : l’analyse lit au plus {cells} yards carrés (environ 600 sur 1 000 yards)</translation>
    </message>
    <message>
        <source>the origin {point} is not a point</source>
        <translation>l’origine {point} n’est pas un point</translation>
    </message>
    <message>
        <source>the aim point {point} is not a point</source>
        <translation>le point visé {point} n’est pas un point</translation>
    </message>
    <message>
        <source>a roll of two dice is 2 to 12, not {roll}</source>
        <translation>un lancer de deux dés va de 2 à 12, pas {roll}</translation>
    </message>
    <message>
        <source>an iron ({iron}) is named only with the recovery card</source>
        <translation>un fer ({iron}) ne se nomme qu’avec la carte Recovery</translation>
    </message>
    <message>
        <source>the aim point {point} is where the ball lies: aim somewhere else</source>
        <translation>le point visé {point} est là où repose la balle : visez ailleurs</translation>
    </message>
    <message>
        <source>the recovery card is read with an iron: name the iron</source>
        <translation>la carte Recovery se lit avec un fer : nommez le fer</translation>
    </message>
    <message>
        <source>the recovery card is read with an iron, and &quot;{iron}&quot; is not an iron of the set</source>
        <translation>la carte Recovery se lit avec un fer, et « {iron} » n’est pas un fer du jeu</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>impossible d’écrire {path} : {reason}</translation>
    </message>
    <message>
        <source>hole {hole} has {index}</source>
        <translation>le trou {hole} a {index}</translation>
    </message>
    <message>
        <source>holes {holes} both have {index}</source>
        <translation>les trous {holes} ont tous deux {index}</translation>
    </message>
    <message>
        <source>holes {holes} all have {index}</source>
        <translation>les trous {holes} ont tous {index}</translation>
    </message>
    <message>
        <source>no hole has {indexes}</source>
        <translation>aucun trou n’a {indexes}</translation>
    </message>
    <message>
        <source>stroke indexes must number the holes 1 to {count} once each: {details}</source>
        <translation>les indices de difficulté doivent numéroter les trous de 1 à {count}, une fois chacun : {details}</translation>
    </message>
    <message>
        <source>off every region</source>
        <translation>hors de toute région</translation>
    </message>
    <message>
        <source>on {terrain} (region {region})</source>
        <translation>dans la région {region} ({terrain})</translation>
    </message>
    <message>
        <source>hole {hole}: region id {region} is used {count} times</source>
        <translation>trou {hole} : l’identifiant de région {region} est utilisé {count} fois</translation>
    </message>
    <message>
        <source>hole {hole} region {region}: {problem}</source>
        <translation>trou {hole} région {region} : {problem}</translation>
    </message>
    <message>
        <source>hole {hole} has no green region</source>
        <translation>le trou {hole} n’a pas de région green</translation>
    </message>
    <message>
        <source>hole {hole} has no tee region</source>
        <translation>le trou {hole} n’a pas de région de départ</translation>
    </message>
    <message>
        <source>hole {hole} needs two tee markers, it has {count}</source>
        <translation>le trou {hole} doit avoir deux marqueurs de départ, il en a {count}</translation>
    </message>
    <message>
        <source>hole {hole}: tee marker #{number} {point} is off every region</source>
        <translation>trou {hole} : le marqueur de départ n° {number} {point} est hors de toute région</translation>
    </message>
    <message>
        <source>hole {hole}: tee marker #{number} {point} is {where}, not on a tee</source>
        <translation>trou {hole} : le marqueur de départ n° {number} {point} est {where}, pas sur un départ</translation>
    </message>
    <message>
        <source>hole {hole} has no flag</source>
        <translation>le trou {hole} n’a pas de drapeau</translation>
    </message>
    <message>
        <source>hole {hole}: the flag {point} is {where}, not on a green</source>
        <translation>trou {hole} : le drapeau {point} est {where}, pas sur un green</translation>
    </message>
    <message>
        <source>hole {hole}: a par 3 shows no 150-yard markers (§1: par 4 and 5 only)</source>
        <translation>trou {hole} : un par 3 n’a pas de marqueurs de 150 yards (§1 : par 4 et 5 seulement)</translation>
    </message>
    <message>
        <source>hole {hole} has no 150-yard markers (§1: par 4 and 5 holes show them)</source>
        <translation>le trou {hole} n’a pas de marqueurs de 150 yards (§1 : les trous par 4 et 5 en ont)</translation>
    </message>
    <message>
        <source>hole {hole}: a hole-in-one club is for par 3s only (§4); this is a par {par}</source>
        <translation>trou {hole} : un club de trou en un est réservé aux par 3 (§4) ; celui-ci est un par {par}</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: there is no region {region} on this hole</source>
        <translation>trou {hole} {rule} : il n’y a pas de région {region} sur ce trou</translation>
    </message>
    <message>
        <source>local rule #{number}</source>
        <translation>règle locale n° {number}</translation>
    </message>
    <message>
        <source>local rule #{number} option #{option}</source>
        <translation>règle locale n° {number} option n° {option}</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: region {region} is {terrain}, not a bunker</source>
        <translation>trou {hole} {rule} : la région {region} est {terrain}, pas un bunker</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: the ball is placed at {point}, {where}, not on a green</source>
        <translation>trou {hole} {rule} : la balle est placée en {point}, {where}, pas sur un green</translation>
    </message>
    <message>
        <source>region {region}</source>
        <translation>région {region}</translation>
    </message>
    <message>
        <source>{terrain} terrain</source>
        <translation>terrain {terrain}</translation>
    </message>
    <message>
        <source>hole {hole}: {count} local rules apply to {what}; give each one rule with several options</source>
        <translation>trou {hole} : {count} règles locales s’appliquent à {what} ; donnez-en une seule avec plusieurs options</translation>
    </message>
    <message>
        <source>hole {hole} {rule}: the line passes through the flag, so no side of it is beyond</source>
        <translation>trou {hole} {rule} : la ligne passe par le drapeau, aucun de ses côtés n’est donc au-delà</translation>
    </message>
    <message>
        <source>a course rating is for 9 or 18 holes (WHS), and this course has {holes}</source>
        <translation>un course rating vaut pour 9 ou 18 trous (WHS), et ce parcours en a {holes}</translation>
    </message>
    <message>
        <source>a course rating must be a number, got {value}</source>
        <translation>un course rating doit être un nombre, reçu {value}</translation>
    </message>
    <message>
        <source>a course rating of {rating} is too far from par {par}: on {holes} holes it lies from {low} to {high}</source>
        <translation>un course rating de {rating} est trop loin du par {par} : sur {holes} trous il va de {low} à {high}</translation>
    </message>
    <message>
        <source>a course rating has one decimal (71.2), got {value}</source>
        <translation>un course rating a une décimale (71,2), reçu {value}</translation>
    </message>
    <message>
        <source>no tee with id {id}</source>
        <translation>aucun départ d&apos;id {id}</translation>
    </message>
    <message>
        <source>tee {name} is not a tee of the night&apos;s course</source>
        <translation>le départ {name} n&apos;est pas un départ du parcours de la soirée</translation>
    </message>
    <message>
        <source>its smooth outline loops at {point}, on the curve from point #{a} to #{b}: move a point, or make the outline straight</source>
        <translation>son contour lissé fait une boucle en {point}, sur la courbe du point nº {a} au nº {b} : déplacez un point, ou rendez le contour droit</translation>
    </message>
    <message>
        <source>its smooth outline crosses itself at {point}, where the curve from point #{a} to #{b} meets the curve from point #{c} to #{d}: move a point, or make the outline straight</source>
        <translation>son contour lissé se croise en {point}, où la courbe du point nº {a} au nº {b} rencontre celle du point nº {c} au nº {d} : déplacez un point, ou rendez le contour droit</translation>
    </message>
    <message>
        <source>its smooth outline: {problem}</source>
        <translation>son contour lissé : {problem}</translation>
    </message>
    <message>
        <source>not a GolfStudio file: it holds {kind}, not one JSON object</source>
        <translation>pas un fichier GolfStudio : il contient {kind}, pas un objet JSON</translation>
    </message>
    <message>
        <source>not a GolfStudio file (no &quot;format&quot; key)</source>
        <translation>pas un fichier GolfStudio (pas de clé « format »)</translation>
    </message>
    <message>
        <source>not a GolfStudio file (&quot;format&quot; must be text, got {value})</source>
        <translation>pas un fichier GolfStudio (« format » doit être du texte, reçu {value})</translation>
    </message>
    <message>
        <source>the studio cannot review a game of {game} yet</source>
        <translation>le studio ne sait pas encore analyser une partie de {game}</translation>
    </message>
    <message>
        <source>a review summary is needed, got {value}</source>
        <translation>un résumé de revue est attendu, reçu {value}</translation>
    </message>
    <message>
        <source>a reviewed game&apos;s hash must be 64 hexadecimal digits, got {value}</source>
        <translation>l’empreinte d’une partie revue doit compter 64 chiffres hexadécimaux, reçu {value}</translation>
    </message>
    <message>
        <source>a reviewed game&apos;s date</source>
        <translation>la date d’une partie revue</translation>
    </message>
    <message>
        <source>the number of decisions</source>
        <translation>le nombre de décisions</translation>
    </message>
    <message>
        <source>the strokes lost to decisions</source>
        <translation>les coups perdus par les décisions</translation>
    </message>
    <message>
        <source>the strokes gained by luck</source>
        <translation>les coups gagnés par la chance</translation>
    </message>
    <message>
        <source>the accuracy</source>
        <translation>la précision</translation>
    </message>
    <message>
        <source>cannot save the review</source>
        <translation>impossible d’enregistrer la revue</translation>
    </message>
    <message>
        <source>cannot read the player&apos;s reviews</source>
        <translation>impossible de lire les revues du joueur</translation>
    </message>
</context>
<context>
    <name>AbandonGame</name>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>Abandon the {game} game in progress?</source>
        <translation>Abandonner la partie de {game} en cours&#xa0;?</translation>
    </message>
    <message>
        <source>Save it to replay or finish it later; abandoned, it is lost.</source>
        <translation>Enregistrez-la pour la revoir ou la terminer plus tard&#xa0;; abandonnée, elle est perdue.</translation>
    </message>
    <message>
        <source>Save Game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>A desktop studio for tabletop golf games: design courses, play them against simple AIs and keep the scorecards of real game nights.</source>
        <translation>Un studio de bureau pour les jeux de golf sur table&#xa0;: concevez des parcours, jouez-les contre des IA simples et tenez les cartes de score de vraies soirées de jeu.</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Licence&#xa0;: {licence}</translation>
    </message>
    <message>
        <source>About GolfStudio</source>
        <translation>À propos de GolfStudio</translation>
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
        <translation>Ouvrez un parcours pour voir son analyse.</translation>
    </message>
</context>
<context>
    <name>AnalysisOverlay</name>
    <message>
        <source>Heat map</source>
        <translation>Carte thermique</translation>
    </message>
    <message>
        <source>Tint each cell by its expected strokes under the best play</source>
        <translation>Teinter chaque case selon ses coups attendus avec le meilleur jeu</translation>
    </message>
    <message>
        <source>Unreachable cells</source>
        <translation>Cases inaccessibles</translation>
    </message>
    <message>
        <source>Hatch the cells the hole cannot be reached from (traps cross-hatched)</source>
        <translation>Hachurer les cases d&apos;où le trou est inaccessible (pièges en croisillons)</translation>
    </message>
    <message>
        <source>Minimal strokes</source>
        <translation>Coups minimaux</translation>
    </message>
    <message>
        <source>Show the fewest strokes to the hole on each cell</source>
        <translation>Afficher sur chaque case le moins de coups jusqu&apos;au trou</translation>
    </message>
    <message>
        <source>Best shot</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <source>Show the best first shot from the cell under the mouse</source>
        <translation>Montrer le meilleur premier coup depuis la case sous la souris</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Par
suggestion</source>
        <translation>Par
suggéré</translation>
    </message>
    <message>
        <source>Recompute now</source>
        <translation>Recalculer</translation>
    </message>
    <message>
        <source>Analyse the course again without waiting</source>
        <translation>Analyser de nouveau le parcours sans attendre</translation>
    </message>
    <message>
        <source>The analysis of the cell under the mouse</source>
        <translation>L&apos;analyse de la case sous la souris</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Départs</translation>
    </message>
    <message>
        <source>Each start cell&apos;s expected strokes; activate a row to select its cell.</source>
        <translation>Les coups attendus de chaque case de départ&#xa0;; activez une ligne pour sélectionner sa case.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>On the course</source>
        <translation>Sur le parcours</translation>
    </message>
    <message>
        <source>Stroke limit {limit}</source>
        <translation>Limite de coups {limit}</translation>
    </message>
    <message>
        <source>best start {expected} expected strokes</source>
        <translation>meilleur départ {expected} coups attendus</translation>
    </message>
    <message numerus="yes">
        <source>%n unreachable cell(s)</source>
        <translation>
            <numerusform>%n case inaccessible</numerusform>
            <numerusform>%n cases inaccessibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trap(s)</source>
        <translation>
            <numerusform>%n piège</numerusform>
            <numerusform>%n pièges</numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings: every start reaches the hole.</source>
        <translation>Aucun avertissement : chaque case de départ mène au trou.</translation>
    </message>
    <message>
        <source>Point at a cell to see its figures.</source>
        <translation>Pointez une case pour voir ses chiffres.</translation>
    </message>
    <message>
        <source>{cell}: no ball comes to rest here.</source>
        <translation>{cell} : aucune balle ne s&apos;arrête ici.</translation>
    </message>
    <message>
        <source>no way to the hole</source>
        <translation>aucun chemin vers le trou</translation>
    </message>
    <message>
        <source>min {strokes}</source>
        <translation>min {strokes}</translation>
    </message>
    <message>
        <source>{cell}: {expected} expected (± {spread}) · {least} · best shot {shot}</source>
        <translation>{cell} : {expected} attendus (± {spread}) · {least} · meilleur coup {shot}</translation>
    </message>
    <message>
        <source>{kind}: double-click to show the cell</source>
        <translation>{kind} : double-cliquez pour afficher la case</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Pas encore analysé.</translation>
    </message>
    <message>
        <source>Course changed: analysing once the edits settle…</source>
        <translation>Parcours modifié : analyse dès que les modifications sont terminées…</translation>
    </message>
    <message>
        <source>Analysing the course…</source>
        <translation>Analyse du parcours…</translation>
    </message>
    <message>
        <source>Up to date: analysed.</source>
        <translation>À jour : analysé.</translation>
    </message>
    <message>
        <source>Up to date: analysed in {seconds} s.</source>
        <translation>À jour : analysé en {seconds} s.</translation>
    </message>
</context>
<context>
    <name>AnalysisRunner</name>
    <message>
        <source>cannot analyse: {why}</source>
        <translation>analyse impossible&#xa0;: {why}</translation>
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
        <translation>une case</translation>
    </message>
    <message>
        <source>7 cells</source>
        <translation>7 cases</translation>
    </message>
    <message>
        <source>19 cells</source>
        <translation>19 cases</translation>
    </message>
    <message>
        <source>Brush size {size}: {cells} ({size})</source>
        <translation>Taille du pinceau {size}&#xa0;: {cells} ({size})</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
</context>
<context>
    <name>Carambole</name>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nord-ouest</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>sud-ouest</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
</context>
<context>
    <name>CaramboleBoardWords</name>
    <message>
        <source>floor</source>
        <translation>sol</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>sable</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>the hole</source>
        <translation>le trou</translation>
    </message>
    <message>
        <source>{player}, {colour} ball</source>
        <translation>{player}, balle {colour}</translation>
    </message>
    <message>
        <source>{ball}: holed; strokes: {strokes}</source>
        <translation>{ball}&#xa0;: dans le trou&#xa0;; coups&#xa0;: {strokes}</translation>
    </message>
    <message>
        <source>{ball}: out; strokes: {strokes}</source>
        <translation>{ball}&#xa0;: hors jeu&#xa0;; coups&#xa0;: {strokes}</translation>
    </message>
    <message>
        <source>{ball}: not on the course yet</source>
        <translation>{ball}&#xa0;: pas encore sur le parcours</translation>
    </message>
    <message>
        <source>{ball} on cell {q}, {r}, {terrain}; strokes: {strokes}</source>
        <translation>{ball} sur la case {q}, {r}, {terrain}&#xa0;; coups&#xa0;: {strokes}</translation>
    </message>
    <message>
        <source>{label} (course {number} of {count}).</source>
        <translation>{label} (parcours {number} sur {count}).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>To play: {player}.</source>
        <translation>À jouer&#xa0;: {player}.</translation>
    </message>
</context>
<context>
    <name>CaramboleCard</name>
    <message>
        <source>{colour} ball</source>
        <translation>balle {colour}</translation>
    </message>
    <message numerus="yes">
        <source>{ball}: %n stroke(s) so far</source>
        <translation>
            <numerusform>{ball}&#xa0;: %n coup joué jusqu&apos;ici</numerusform>
            <numerusform>{ball}&#xa0;: %n coups joués jusqu&apos;ici</numerusform>
        </translation>
    </message>
    <message>
        <source>{ball}: not on the course yet</source>
        <translation>{ball}&#xa0;: pas encore sur le parcours</translation>
    </message>
</context>
<context>
    <name>CaramboleStage</name>
    <message numerus="yes">
        <source>Before the first shot · %n shot(s) in all</source>
        <translation>
            <numerusform>Avant le premier coup · %n coup en tout</numerusform>
            <numerusform>Avant le premier coup · %n coups en tout</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} card + white</source>
        <translation>carte {card} + dé blanc</translation>
    </message>
    <message>
        <source>{die} die</source>
        <translation>dé {die}</translation>
    </message>
    <message>
        <source>You ({colour}) played {direction} with the {how}: {face} → {impulses}.</source>
        <translation>Vous ({colour}) avez joué plein {direction} ({how}) : {face} → {impulses}.</translation>
    </message>
    <message>
        <source>{player} ({colour}) played {direction} with the {how}: {face} → {impulses}.</source>
        <translation>{player} ({colour}) a joué plein {direction} ({how})&#xa0;: {face} → {impulses}.</translation>
    </message>
    <message>
        <source>Course {number}</source>
        <translation>Parcours {number}</translation>
    </message>
    <message>
        <source>the {card} card with the white die</source>
        <translation>la carte {card} avec le dé blanc</translation>
    </message>
    <message>
        <source>the {die} die</source>
        <translation>le dé {die}</translation>
    </message>
    <message>
        <source> · your {colour} ball holed</source>
        <translation> · votre balle {colour} dans le trou</translation>
    </message>
    <message>
        <source> · {player}&apos;s {colour} ball holed</source>
        <translation> · balle {colour} de {player} dans le trou</translation>
    </message>
    <message numerus="yes">
        <source>Shot {shot} of {shots} · course {course} · you ({colour}) played {direction} with {how}: {face} → %n impulse(s){holed}</source>
        <translation>
            <numerusform>Coup {shot} sur {shots} · parcours {course} · vous ({colour}) avez joué plein {direction} avec {how}&#xa0;: {face} → %n impulsion{holed}</numerusform>
            <numerusform>Coup {shot} sur {shots} · parcours {course} · vous ({colour}) avez joué plein {direction} avec {how}&#xa0;: {face} → %n impulsions{holed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shot {shot} of {shots} · course {course} · {player} ({colour}) played {direction} with {how}: {face} → %n impulse(s){holed}</source>
        <translation>
            <numerusform>Coup {shot} sur {shots} · parcours {course} · {player} ({colour}) a joué plein {direction} avec {how}&#xa0;: {face} → %n impulsion{holed}</numerusform>
            <numerusform>Coup {shot} sur {shots} · parcours {course} · {player} ({colour}) a joué plein {direction} avec {how}&#xa0;: {face} → %n impulsions{holed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Next hole ▸</source>
        <translation>Trou suivant ▸</translation>
    </message>
    <message>
        <source>Next hole</source>
        <translation>Trou suivant</translation>
    </message>
    <message>
        <source>Deal the next hole (Enter)</source>
        <translation>Distribuer le trou suivant (Entrée)</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fini</translation>
    </message>
    <message>
        <source>last turn</source>
        <translation>dernier tour</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>donne</translation>
    </message>
    <message>
        <source>sits out the play-off</source>
        <translation>ne joue pas le play-off</translation>
    </message>
    <message>
        <source>hole {points} · total {total}</source>
        <translation>trou {points} · total {total}</translation>
    </message>
    <message>
        <source>total {total}</source>
        <translation>total {total}</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>pas de bonus</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En main</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Play-off hole {number}</source>
        <translation>Trou de play-off {number}</translation>
    </message>
    <message>
        <source>Hole {hole} of {holes}</source>
        <translation>Trou {hole} sur {holes}</translation>
    </message>
    <message>
        <source>{hole} — scored</source>
        <translation>{hole} — compté</translation>
    </message>
</context>
<context>
    <name>ColourSchemeMenu</name>
    <message>
        <source>&amp;Colour Scheme</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Selon le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
</context>
<context>
    <name>CourseChooser</name>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Course file…</source>
        <translation>Fichier de parcours…</translation>
    </message>
    <message>
        <source>All holes</source>
        <translation>Tous les trous</translation>
    </message>
    <message>
        <source>These holes:</source>
        <translation>Ces trous :</translation>
    </message>
</context>
<context>
    <name>CourseCommands</name>
    <message>
        <source>Paint {terrain}</source>
        <translation>Peindre : {terrain}</translation>
    </message>
    <message>
        <source>Erase cells</source>
        <translation>Effacer des cases</translation>
    </message>
    <message>
        <source>Raise cells</source>
        <translation>Surélever des cases</translation>
    </message>
    <message>
        <source>Lower cells</source>
        <translation>Abaisser des cases</translation>
    </message>
    <message>
        <source>Set the hole</source>
        <translation>Placer le trou</translation>
    </message>
    <message>
        <source>Add a start</source>
        <translation>Ajouter une case de départ</translation>
    </message>
    <message>
        <source>Remove a start</source>
        <translation>Retirer une case de départ</translation>
    </message>
    <message>
        <source>Add a {kind} wall</source>
        <translation>Ajouter un muret {kind}</translation>
    </message>
    <message>
        <source>Delete a wall</source>
        <translation>Supprimer un muret</translation>
    </message>
    <message>
        <source>Move a wall</source>
        <translation>Déplacer un muret</translation>
    </message>
    <message>
        <source>{kind} obstacle</source>
        <translation>Obstacle {kind}</translation>
    </message>
    <message>
        <source>Place {name}</source>
        <translation>Placer {name}</translation>
    </message>
    <message>
        <source>Move an obstacle</source>
        <translation>Déplacer un obstacle</translation>
    </message>
    <message>
        <source>Rotate an obstacle</source>
        <translation>Faire pivoter un obstacle</translation>
    </message>
    <message>
        <source>Delete an obstacle</source>
        <translation>Supprimer un obstacle</translation>
    </message>
    <message>
        <source>Set a bounce arrow</source>
        <translation>Poser une flèche de rebond</translation>
    </message>
    <message>
        <source>Remove a bounce arrow</source>
        <translation>Retirer une flèche de rebond</translation>
    </message>
    <message>
        <source>Change course properties</source>
        <translation>Modifier les propriétés du parcours</translation>
    </message>
    <message>
        <source>Wall the outline</source>
        <translation>Entourer le contour d&apos;un muret</translation>
    </message>
</context>
<context>
    <name>CourseDocument</name>
    <message>
        <source>Untitled course</source>
        <translation>Parcours sans titre</translation>
    </message>
</context>
<context>
    <name>CourseEditor</name>
    <message>
        <source>{q}, {r} · void</source>
        <translation>{q}, {r} · vide</translation>
    </message>
    <message>
        <source>{q}, {r} · {terrain} · level {level}</source>
        <translation>{q}, {r} · {terrain} · niveau {level}</translation>
    </message>
    <message>
        <source>Fit course</source>
        <translation>Afficher tout le parcours</translation>
    </message>
</context>
<context>
    <name>CourseEditorDialog</name>
    <message>
        <source>New course</source>
        <translation>Nouveau parcours</translation>
    </message>
    <message>
        <source>Course tees</source>
        <translation>Départs du parcours</translation>
    </message>
    <message>
        <source>e.g. Kitchen table links</source>
        <translation>p. ex. Le links de la table de cuisine</translation>
    </message>
    <message>
        <source>default ({count} over par)</source>
        <translation>par défaut ({count} au-dessus du par)</translation>
    </message>
    <message>
        <source> over par</source>
        <translation> au-dessus du par</translation>
    </message>
    <message>
        <source>Score entry asks &quot;are you sure?&quot; above a hole&apos;s par plus this many strokes</source>
        <translation>La saisie demande « êtes-vous sûr ? » au-delà du par d&apos;un trou plus ce nombre de coups</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Holes</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>Plausible score limit</source>
        <translation>Limite de score plausible</translation>
    </message>
    <message>
        <source>Par and stroke index of each hole</source>
        <translation>Par et indice de difficulté de chaque trou</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Stroke index</source>
        <translation>Indice de difficulté</translation>
    </message>
    <message>
        <source>Tees — none: a tabletop course (rating = par, slope 113)</source>
        <translation>Départs — aucun : un parcours de table (rating = par, slope 113)</translation>
    </message>
    <message>
        <source>Not saved: give the course a name.</source>
        <translation>Non enregistré&#xa0;: donnez un nom au parcours.</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Non enregistré&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>CourseEditorWindow</name>
    <message>
        <source>&amp;New Course</source>
        <translation>&amp;Nouveau parcours</translation>
    </message>
    <message>
        <source>Start an empty course</source>
        <translation>Commencer un parcours vide</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a course file</source>
        <translation>Ouvrir un fichier de parcours</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the course</source>
        <translation>Enregistrer le parcours</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the course to another file</source>
        <translation>Enregistrer le parcours dans un autre fichier</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>&amp;Revenir à la version enregistrée</translation>
    </message>
    <message>
        <source>Reload the course from its file</source>
        <translation>Recharger le parcours depuis son fichier</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Exporter en &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of the board</source>
        <translation>Enregistrer une image du plateau</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Exporter en S&amp;VG…</translation>
    </message>
    <message>
        <source>Save the board as a drawing that prints at any size</source>
        <translation>Enregistrer le plateau sous forme de dessin imprimable à toute taille</translation>
    </message>
    <message>
        <source>&amp;Fit Course</source>
        <translation>&amp;Afficher tout le parcours</translation>
    </message>
    <message>
        <source>Zoom so the whole course fits</source>
        <translation>Zoomer pour afficher tout le parcours</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>Open Bundled Course as &amp;Template</source>
        <translation>Ouvrir un parcours fourni comme &amp;modèle</translation>
    </message>
    <message>
        <source>Open a copy of {title} to change</source>
        <translation>Ouvrir une copie de {title} à modifier</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>Copy the selection and take it away</source>
        <translation>Copier la sélection et la retirer</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selection, to paste in any course</source>
        <translation>Copier la sélection, pour la coller dans n&apos;importe quel parcours</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Paste what was copied beside the course (whole boards) or where it was</source>
        <translation>Coller ce qui a été copié à côté du parcours (plateaux entiers) ou à son emplacement d&apos;origine</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>Put a copy of the selection beside it</source>
        <translation>Placer une copie de la sélection à côté d&apos;elle</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Take the selection away</source>
        <translation>Retirer la sélection</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Select the whole course: its cells and every object</source>
        <translation>Sélectionner tout le parcours&#xa0;: ses cases et tous les objets</translation>
    </message>
    <message>
        <source>&amp;Wall the Outline</source>
        <translation>Entourer de &amp;murets</translation>
    </message>
    <message>
        <source>Wall the whole outline: curved walls at the ends, straight along the sides</source>
        <translation>Entourer tout le contour de murets&#xa0;: murets incurvés aux extrémités, droits le long des côtés</translation>
    </message>
    <message>
        <source>&amp;Play This Course…</source>
        <translation>&amp;Jouer ce parcours…</translation>
    </message>
    <message>
        <source>Play the course as it is now, in a new game</source>
        <translation>Jouer le parcours tel qu&apos;il est maintenant, dans une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Propriétés</translation>
    </message>
    <message>
        <source>P&amp;roblems</source>
        <translation>P&amp;roblèmes</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>From a bundled course</source>
        <translation>À partir d&apos;un parcours fourni</translation>
    </message>
    <message>
        <source>Open a copy of one of the bundled courses</source>
        <translation>Ouvrir une copie de l&apos;un des parcours fournis</translation>
    </message>
    <message>
        <source>This course cannot be played yet</source>
        <translation>Ce parcours ne peut pas encore être joué</translation>
    </message>
    <message>
        <source>Carambole courses</source>
        <translation>Parcours Carambole</translation>
    </message>
    <message>
        <source>Design {game} courses: the felt, walls and obstacles, with an analysis of how they play</source>
        <translation>Concevez des parcours de {game}&#xa0;: le tapis, les murets et les obstacles, avec une analyse de leur jeu</translation>
    </message>
    <message>
        <source>Design a course</source>
        <translation>Concevoir un parcours</translation>
    </message>
    <message>
        <source>A Mini Golf Carambole course drawn by GolfStudio</source>
        <translation>Un parcours de Mini Golf Carambole dessiné par GolfStudio</translation>
    </message>
    <message>
        <source>Cannot open the bundled course</source>
        <translation>Impossible d&apos;ouvrir le parcours fourni</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Copie de {name}</translation>
    </message>
    <message>
        <source>The outline already has its walls.</source>
        <translation>Le contour a déjà ses murets.</translation>
    </message>
    <message>
        <source>Walled the outline: {walls}.</source>
        <translation>Contour entouré de murets&#xa0;: {walls}.</translation>
    </message>
    <message>
        <source>Copied {what}.</source>
        <translation>Copié&#xa0;: {what}.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>The clipboard holds no piece of a course.</source>
        <translation>Le presse-papiers ne contient aucun morceau de parcours.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>Collé</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Duplicated</source>
        <translation>Dupliqué</translation>
    </message>
    <message>
        <source>the course keeps its own hole, so the pasted hole at {cell} became floor</source>
        <translation>le parcours garde son propre trou&#xa0;: le trou collé en {cell} est devenu du sol</translation>
    </message>
    <message>
        <source>renamed {names}</source>
        <translation>renommé&#xa0;: {names}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
</context>
<context>
    <name>CourseForm</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Notes for the players: where it comes from, a tip…</source>
        <translation>Notes pour les joueurs : d&apos;où il vient, une astuce…</translation>
    </message>
    <message>
        <source> strokes</source>
        <translation> coups</translation>
    </message>
    <message>
        <source>A ball not holed after this many strokes scores it (§6); linked courses use 20 or 30</source>
        <translation>Une balle qui n&apos;est pas dans le trou après ce nombre de coups marque ce nombre (§6) ; les parcours liés utilisent 20 ou 30</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>N&amp;otes</translation>
    </message>
    <message>
        <source>&amp;Stroke limit</source>
        <translation>&amp;Limite de coups</translation>
    </message>
    <message>
        <source>Play order</source>
        <translation>Ordre de jeu</translation>
    </message>
    <message>
        <source>Carambole mode plays the ticked colours in this order; drag to reorder</source>
        <translation>Le mode carambole fait jouer les couleurs cochées dans cet ordre ; faites-les glisser pour les réordonner</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Play this colour earlier</source>
        <translation>Jouer cette couleur plus tôt</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Play this colour later</source>
        <translation>Jouer cette couleur plus tard</translation>
    </message>
    <message>
        <source>Dice and cards</source>
        <translation>Dés et cartes</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Add die</source>
        <translation>Ajouter un dé</translation>
    </message>
    <message>
        <source>Add a die with faces 1–6</source>
        <translation>Ajouter un dé aux faces 1–6</translation>
    </message>
    <message>
        <source>Remove die</source>
        <translation>Retirer le dé</translation>
    </message>
    <message>
        <source>Remove the selected die</source>
        <translation>Retirer le dé sélectionné</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>A card is used with the white die: +3 adds 3, x2 doubles, -2 takes 2 away (never below 0)</source>
        <translation>Une carte s&apos;utilise avec le dé blanc : +3 ajoute 3, x2 double, -2 retire 2 (jamais moins de 0)</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Add a +1 card</source>
        <translation>Ajouter une carte +1</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Retirer la carte</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Retirer la carte sélectionnée</translation>
    </message>
    <message>
        <source>Reset to the default dice and cards</source>
        <translation>Revenir aux dés et cartes par défaut</translation>
    </message>
    <message>
        <source>This course&apos;s own dice and cards.</source>
        <translation>Les dés et cartes propres à ce parcours.</translation>
    </message>
    <message>
        <source>The default dice and cards; an edit gives the course its own.</source>
        <translation>Les dés et cartes par défaut ; une modification donne au parcours les siens.</translation>
    </message>
    <message>
        <source>Cards are used with this die</source>
        <translation>Les cartes s&apos;utilisent avec ce dé</translation>
    </message>
</context>
<context>
    <name>CoursePanel</name>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Holes: {holes} · par {par} · {metres} m</source>
        <translation>Trous : {holes} · par {par} · {metres} m</translation>
    </message>
    <message>
        <source>{n}. par {par} · {length} m{name}</source>
        <translation>{n}. par {par} · {length} m{name}</translation>
    </message>
    <message>
        <source>Rename the course</source>
        <translation>Renommer le parcours</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Trou</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par :</translation>
    </message>
    <message>
        <source>Stroke index:</source>
        <translation>Indice de difficulté :</translation>
    </message>
    <message>
        <source>Yardage:</source>
        <translation>Distance :</translation>
    </message>
    <message>
        <source>Hole in one:</source>
        <translation>Trou en un :</translation>
    </message>
    <message>
        <source>Analysis:</source>
        <translation>Analyse :</translation>
    </message>
    <message>
        <source>Selected region</source>
        <translation>Région sélectionnée</translation>
    </message>
    <message>
        <source>Smooth outline</source>
        <translation>Contour lissé</translation>
    </message>
    <message>
        <source>Draw the region as a smooth curve through its points; the points stay where they are</source>
        <translation>Dessiner la région comme une courbe lisse passant par ses points ; les points restent où ils sont</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Put the region above the next one it overlaps (it wins where they overlap)</source>
        <translation>Placer la région au-dessus de la suivante qu&apos;elle chevauche (elle l&apos;emporte là où elles se chevauchent)</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Put the region below the next one it overlaps</source>
        <translation>Placer la région sous la suivante qu&apos;elle chevauche</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>Région :</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terrain :</translation>
    </message>
    <message>
        <source>Local rule: the reliefs the player chooses among</source>
        <translation>Règle locale : les dégagements parmi lesquels le joueur choisit</translation>
    </message>
    <message>
        <source>Tracing background</source>
        <translation>Fond à décalquer</translation>
    </message>
    <message>
        <source>Import image…</source>
        <translation>Importer une image…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Verrouillé</translation>
    </message>
    <message>
        <source>A locked background cannot be moved or calibrated</source>
        <translation>Un fond verrouillé ne peut être ni déplacé ni calibré</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Opacité :</translation>
    </message>
    <message>
        <source>Holes: {holes} · par {par} · {yards} yards</source>
        <translation>Trous : {holes} · par {par} · {yards} yards</translation>
    </message>
    <message>
        <source>{n}. par {par} · index {si} · {yards} yd{name}</source>
        <translation>{n}. par {par} · indice {si} · {yards} yd{name}</translation>
    </message>
    <message>
        <source>{yards} yards</source>
        <translation>{yards} yards</translation>
    </message>
    <message>
        <source>— (place the tee markers and the flag)</source>
        <translation>— (placez les marqueurs de départ et le drapeau)</translation>
    </message>
    <message>
        <source>None: import a scanned board to trace it.</source>
        <translation>Aucun : importez un plateau numérisé pour le décalquer.</translation>
    </message>
    <message>
        <source>{image} · {scale} yards per pixel</source>
        <translation>{image} · {scale} yards par pixel</translation>
    </message>
    <message>
        <source>none: click one with the select tool</source>
        <translation>aucune : cliquez-en une avec l&apos;outil de sélection</translation>
    </message>
    <message>
        <source>off (View &gt; Expected-Strokes Heat Map)</source>
        <translation>désactivée (Affichage &gt; Carte thermique des coups attendus)</translation>
    </message>
    <message>
        <source>Rename the hole</source>
        <translation>Renommer le trou</translation>
    </message>
    <message>
        <source>Set the par</source>
        <translation>Définir le par</translation>
    </message>
    <message>
        <source>Set the stroke index</source>
        <translation>Définir l&apos;indice de difficulté</translation>
    </message>
    <message>
        <source>Set the hole-in-one club</source>
        <translation>Définir le club du trou en un</translation>
    </message>
    <message>
        <source>Change the terrain</source>
        <translation>Changer le terrain</translation>
    </message>
    <message>
        <source>Smooth the outline</source>
        <translation>Lisser le contour</translation>
    </message>
    <message>
        <source>Straighten the outline</source>
        <translation>Redresser le contour</translation>
    </message>
    <message>
        <source>Raise a region</source>
        <translation>Monter une région</translation>
    </message>
    <message>
        <source>Lower a region</source>
        <translation>Descendre une région</translation>
    </message>
    <message>
        <source>No region it overlaps is above it.</source>
        <translation>Aucune région qu&apos;elle chevauche n&apos;est au-dessus d&apos;elle.</translation>
    </message>
    <message>
        <source>No region it overlaps is below it.</source>
        <translation>Aucune région qu&apos;elle chevauche n&apos;est en dessous d&apos;elle.</translation>
    </message>
    <message>
        <source>Remove the tracing background</source>
        <translation>Retirer le fond à décalquer</translation>
    </message>
</context>
<context>
    <name>CourseTools</name>
    <message>
        <source>Bounce arrows</source>
        <translation>Flèches de rebond</translation>
    </message>
    <message>
        <source>Press near the edge the ball meets and drag towards the way it leaves · a click on an edge removes its arrow</source>
        <translation>Appuyez près du côté que touche la balle et faites glisser vers la direction où elle repart · un clic sur un côté retire sa flèche</translation>
    </message>
    <message>
        <source>Bounce arrows go on course cells.</source>
        <translation>Les flèches de rebond se placent sur les cases du parcours.</translation>
    </message>
    <message>
        <source>Curved wall</source>
        <translation>Muret incurvé</translation>
    </message>
    <message>
        <source>Drag from corner to corner to draw a curved wall (the ball comes back)</source>
        <translation>Faites glisser d&apos;un coin à un autre pour tracer un muret incurvé (la balle revient en arrière)</translation>
    </message>
    <message>
        <source>Erase cells</source>
        <translation>Effacer des cases</translation>
    </message>
    <message>
        <source>Click or drag to erase cells · 1, 2, 3 set the brush</source>
        <translation>Cliquez ou faites glisser pour effacer des cases · 1, 2, 3 règlent le pinceau</translation>
    </message>
    <message>
        <source>Set the hole</source>
        <translation>Placer le trou</translation>
    </message>
    <message>
        <source>Click a cell to put the hole there</source>
        <translation>Cliquez sur une case pour y placer le trou</translation>
    </message>
    <message>
        <source>The hole cannot go under an obstacle.</source>
        <translation>Le trou ne peut pas être sous un obstacle.</translation>
    </message>
    <message>
        <source>Level up / down</source>
        <translation>Monter / descendre d&apos;un niveau</translation>
    </message>
    <message>
        <source>Click to raise cells a level · Shift+click or right click lowers · 1, 2, 3 brush</source>
        <translation>Cliquez pour monter les cases d&apos;un niveau · Maj+clic ou clic droit pour descendre · 1, 2, 3&#xa0;: pinceau</translation>
    </message>
    <message>
        <source>The piece must lie on course cells.</source>
        <translation>La pièce doit reposer sur des cases du parcours.</translation>
    </message>
    <message>
        <source>The piece would overlap another obstacle.</source>
        <translation>La pièce chevaucherait un autre obstacle.</translation>
    </message>
    <message>
        <source>The piece would cover the hole.</source>
        <translation>La pièce couvrirait le trou.</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>Obstacles</translation>
    </message>
    <message>
        <source>Click to place the chosen piece · R turns it 60° · click a placed obstacle to select it, drag to move, Delete to remove</source>
        <translation>Cliquez pour placer la pièce choisie · R la tourne de 60° · cliquez sur un obstacle placé pour le sélectionner, faites-le glisser pour le déplacer, Suppr pour le retirer</translation>
    </message>
    <message>
        <source>The piece the obstacle tool places (R turns it)</source>
        <translation>La pièce que place l&apos;outil Obstacles (R la tourne)</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Sable</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Peindre le terrain</translation>
    </message>
    <message>
        <source>Click or drag to paint · 1, 2, 3 set the brush · F toggles flood fill</source>
        <translation>Cliquez ou faites glisser pour peindre · 1, 2, 3 règlent le pinceau · F active ou désactive le remplissage</translation>
    </message>
    <message>
        <source>Flood fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <source>Flood fill: paint the connected cells of one terrain (F)</source>
        <translation>Remplissage&#xa0;: peindre les cases contiguës d&apos;un même terrain (F)</translation>
    </message>
    <message>
        <source>Terrain the paint tool lays</source>
        <translation>Terrain posé par l&apos;outil de peinture</translation>
    </message>
    <message>
        <source>Flood fill works on course cells; paint the void instead.</source>
        <translation>Le remplissage agit sur les cases du parcours&#xa0;; peignez plutôt le vide.</translation>
    </message>
    <message>
        <source>An obstacle cannot sit on another one.</source>
        <translation>Un obstacle ne peut pas reposer sur un autre.</translation>
    </message>
    <message>
        <source>Select and move</source>
        <translation>Sélectionner et déplacer</translation>
    </message>
    <message>
        <source>Click or drag a wall or obstacle to select or move it · drag elsewhere selects cells</source>
        <translation>Cliquez sur un muret ou un obstacle, ou faites-le glisser, pour le sélectionner ou le déplacer · glisser ailleurs sélectionne des cases</translation>
    </message>
    <message>
        <source>Start cells</source>
        <translation>Cases de départ</translation>
    </message>
    <message>
        <source>Click a cell to add a start; click a start to remove it</source>
        <translation>Cliquez sur une case pour ajouter un départ&#xa0;; cliquez sur un départ pour le retirer</translation>
    </message>
    <message>
        <source>A start goes on a course cell.</source>
        <translation>Un départ se place sur une case du parcours.</translation>
    </message>
    <message>
        <source>A start cannot be on the hole.</source>
        <translation>Un départ ne peut pas être sur le trou.</translation>
    </message>
    <message>
        <source>A start cannot be in water.</source>
        <translation>Un départ ne peut pas être dans l&apos;eau.</translation>
    </message>
    <message>
        <source>Those edges already have a wall; an edge belongs to one wall.</source>
        <translation>Ces côtés ont déjà un muret&#xa0;; un côté n&apos;appartient qu&apos;à un seul muret.</translation>
    </message>
    <message>
        <source>Straight wall</source>
        <translation>Muret droit</translation>
    </message>
    <message>
        <source>Drag from corner to corner to draw a straight wall; its angle is shown as you drag</source>
        <translation>Faites glisser d&apos;un coin à un autre pour tracer un muret droit&#xa0;; son angle s&apos;affiche pendant le glissement</translation>
    </message>
</context>
<context>
    <name>CourseView</name>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
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
        <translation>Une erreur inattendue est survenue dans GolfStudio :

{error}

Les détails sont dans le journal :
{log}

Enregistrez votre travail, puis envoyez le journal avec quelques mots sur ce que vous faisiez. Ouvrir affiche le dossier du journal.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Holes</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brut</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>Importer un CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import rounds from CSV</source>
        <translation>Importer des parties depuis un CSV</translation>
    </message>
    <message>
        <source>No file chosen. Columns: {columns}.</source>
        <translation>Aucun fichier choisi. Colonnes : {columns}.</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <source>Will be imported:</source>
        <translation>Sera importé :</translation>
    </message>
    <message>
        <source>Rejected lines:</source>
        <translation>Lignes rejetées :</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>Impossible de lire {file} : {reason}</translation>
    </message>
    <message>
        <source>Cannot read the courses: {reason}</source>
        <translation>Impossible de lire les parcours : {reason}</translation>
    </message>
    <message>
        <source>{nights} from {accepted}; {rejected} (left out).</source>
        <translation>{nights} à partir de {accepted} ; {rejected} (écartées).</translation>
    </message>
    <message numerus="yes">
        <source>%n night(s)</source>
        <translation>
            <numerusform>%n soirée</numerusform>
            <numerusform>%n soirées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accepted line(s)</source>
        <translation>
            <numerusform>%n ligne acceptée</numerusform>
            <numerusform>%n lignes acceptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) rejected</source>
        <translation>
            <numerusform>%n ligne rejetée</numerusform>
            <numerusform>%n lignes rejetées</numerusform>
        </translation>
    </message>
    <message>
        <source>Rejected lines: {count}</source>
        <translation>Lignes rejetées : {count}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n night(s).</source>
        <translation>
            <numerusform>%n soirée importée.</numerusform>
            <numerusform>%n soirées importées.</numerusform>
        </translation>
    </message>
    <message>
        <source>{imported} Already in the history, not imported again: {skipped}.</source>
        <translation>{imported} Déjà dans l&apos;historique, non réimportées : {skipped}.</translation>
    </message>
    <message>
        <source>{imported} Not imported: {refused} (see the rejected lines).</source>
        <translation>{imported} Non importées : {refused} (voir les lignes rejetées).</translation>
    </message>
</context>
<context>
    <name>DatabaseSettingsDialog</name>
    <message>
        <source>Database file</source>
        <translation>Fichier de base de données</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>Bases de données SQLite (*.db *.sqlite);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Database password</source>
        <translation>Mot de passe de la base de données</translation>
    </message>
    <message>
        <source>The password of {database}
(this computer has no keyring to keep it):</source>
        <translation>Le mot de passe de {database}
(cet ordinateur n&apos;a pas de trousseau pour le garder) :</translation>
    </message>
    <message>
        <source>Connected to {database}</source>
        <translation>Connecté à {database}</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de données</translation>
    </message>
    <message>
        <source>The default file on this computer</source>
        <translation>Le fichier par défaut sur cet ordinateur</translation>
    </message>
    <message>
        <source>Another SQLite file</source>
        <translation>Un autre fichier SQLite</translation>
    </message>
    <message>
        <source>A PostgreSQL server (a league&apos;s shared database)</source>
        <translation>Un serveur PostgreSQL (la base de données partagée d&apos;une ligue)</translation>
    </message>
    <message>
        <source>/path/to/scores.db</source>
        <translation>/chemin/vers/scores.db</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>league.example.org</source>
        <translation>ligue.exemple.org</translation>
    </message>
    <message>
        <source>league</source>
        <translation>ligue</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>The password is kept in the system keyring.</source>
        <translation>Le mot de passe est gardé dans le trousseau du système.</translation>
    </message>
    <message>
        <source>This computer has no keyring: the password is not saved, and GolfStudio asks for it each time it opens the database.</source>
        <translation>Cet ordinateur n&apos;a pas de trousseau : le mot de passe n&apos;est pas enregistré, et GolfStudio le demande à chaque ouverture de la base de données.</translation>
    </message>
    <message>
        <source>A PostgreSQL league database needs packages that are not installed here ({packages}). Install them with: {command}</source>
        <translation>La base de données PostgreSQL d&apos;une ligue a besoin de paquets qui ne sont pas installés ici ({packages}). Installez-les avec : {command}</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Save switches to the chosen database at once. Every score is already saved in the database it was typed in; open scorecards close, and the page shown opens again on the new database. A game being played is saved where it started.</source>
        <translation>Enregistrer passe aussitôt à la base de données choisie. Chaque score est déjà enregistré dans la base où il a été saisi ; les cartes de score ouvertes se ferment, et la page affichée se rouvre sur la nouvelle base. Une partie en cours est enregistrée là où elle a commencé.</translation>
    </message>
</context>
<context>
    <name>DecisionsModel</name>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Trou</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Choisi</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Qualification</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>strokes</source>
        <translation>coups</translation>
    </message>
    <message>
        <source>Expected {unit}: {chosen:.2f} as chosen, {best:.2f} at best</source>
        <translation>{unit} attendus : {chosen:.2f} avec ce choix, {best:.2f} au mieux</translation>
    </message>
</context>
<context>
    <name>DiceGolfBoardWords</name>
    <message>
        <source>Hole {hole}, {length}.</source>
        <translation>Trou {hole}, {length}.</translation>
    </message>
    <message>
        <source>{player}: holed.</source>
        <translation>{player}&#xa0;: dans le trou.</translation>
    </message>
    <message>
        <source>{player}: out of throws at {metres}, {where}.</source>
        <translation>{player}&#xa0;: plus de lancers, à {metres}, {where}.</translation>
    </message>
    <message>
        <source>{player}: {metres}, {where}.</source>
        <translation>{player}&#xa0;: {metres}, {where}.</translation>
    </message>
    <message>
        <source>To throw: {player}.</source>
        <translation>À lancer&#xa0;: {player}.</translation>
    </message>
</context>
<context>
    <name>DiceGolfCourseDocument</name>
    <message>
        <source>Untitled course</source>
        <translation>Parcours sans titre</translation>
    </message>
    <message>
        <source>Dice Golf courses (*.json);;All files (*)</source>
        <translation>Parcours de Dice Golf (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>DiceGolfPlay</name>
    <message>
        <source>Play Dice Golf</source>
        <translation>Jouer à Dice Golf</translation>
    </message>
    <message>
        <source>{game} hole by hole: roll the dice, play your cards, against the AIs or friends; every game is kept in the scorecards</source>
        <translation>{game} trou par trou : lancez les dés, jouez vos cartes, contre les IA ou entre amis ; chaque partie est conservée dans les cartes de score</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Commencer une partie</translation>
    </message>
    <message>
        <source>Play — Dice Golf</source>
        <translation>Jouer — Dice Golf</translation>
    </message>
    <message>
        <source>Choose the course, the holes, the players — people or AIs — and the cards;
each finished game is kept in the scorecards with the game nights.</source>
        <translation>Choisissez le parcours, les trous, les joueurs — humains ou IA — et les cartes ;
chaque partie terminée est conservée dans les cartes de score avec les soirées de jeu.</translation>
    </message>
</context>
<context>
    <name>DiceGolfPlayView</name>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>{player}: a card against {thrower}?</source>
        <translation>{player} : une carte contre {thrower} ?</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Vos cartes</translation>
    </message>
    <message>
        <source>Your cards, {player}</source>
        <translation>Vos cartes, {player}</translation>
    </message>
    <message>
        <source>{player} may lay a card</source>
        <translation>{player} peut poser une carte</translation>
    </message>
    <message>
        <source>{player} · hole {hole}</source>
        <translation>{player} · trou {hole}</translation>
    </message>
    <message>
        <source>Your throw</source>
        <translation>À vous de lancer</translation>
    </message>
    <message>
        <source>Your throw, {player}</source>
        <translation>À vous de lancer, {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s throw</source>
        <translation>Lancer de {player}</translation>
    </message>
    <message>
        <source>Throw {throw}</source>
        <translation>Lancer {throw}</translation>
    </message>
    <message numerus="yes">
        <source>{player} on this hole: %n throw(s) so far, penalties {penalties}; ten throws at most</source>
        <translation>
            <numerusform>{player} sur ce trou : %n lancer jusqu&apos;ici, pénalités {penalties} ; dix lancers au plus</numerusform>
            <numerusform>{player} sur ce trou : %n lancers jusqu&apos;ici, pénalités {penalties} ; dix lancers au plus</numerusform>
        </translation>
    </message>
    <message>
        <source>{kind} · {lie}</source>
        <translation>{kind} · {lie}</translation>
    </message>
    <message>
        <source>Hole {hole} · par {par} · {length} m — {index} of {count} · {card}</source>
        <translation>Trou {hole} · par {par} · {length} m — {index} sur {count} · {card}</translation>
    </message>
    <message>
        <source>{player} is throwing…</source>
        <translation>{player} lance…</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>Les cartes sont distribuées…</translation>
    </message>
    <message>
        <source>{player} plays next. Everyone else, look away: {player}&apos;s cards are theirs alone.</source>
        <translation>C&apos;est au tour de {player}. Les autres, détournez les yeux : les cartes de {player} ne regardent que lui.</translation>
    </message>
    <message>
        <source>Roll the operations die for the sign you change (×, + or −).</source>
        <translation>Lancez le dé des opérations pour le signe à changer (×, + ou −).</translation>
    </message>
    <message>
        <source>No double on the first roll: roll again.</source>
        <translation>Pas de double au premier lancer : relancez.</translation>
    </message>
    <message>
        <source>From {start}: {needs}</source>
        <translation>Depuis {start} : {needs}</translation>
    </message>
    <message>
        <source>Click the dice to keep ({needs} is needed); the others are rolled again.</source>
        <translation>Cliquez sur les dés à garder (il faut {needs}) ; les autres sont relancés.</translation>
    </message>
    <message>
        <source>{thrower} is about to throw from {start}. Lay a card against the throw?</source>
        <translation>{thrower} va lancer depuis {start}. Poser une carte contre ce lancer ?</translation>
    </message>
    <message>
        <source>→ {outcome}</source>
        <translation>→ {outcome}</translation>
    </message>
    <message>
        <source>Accept the throw as it fell (its result is on the board), or change it:</source>
        <translation>Acceptez le lancer tel qu&apos;il est tombé (son résultat est sur le plateau), ou modifiez-le :</translation>
    </message>
    <message>
        <source>Accept the throw as it fell.</source>
        <translation>Accepter le lancer tel qu&apos;il est tombé.</translation>
    </message>
    <message>
        <source>No fair play: {reason}.</source>
        <translation>Pas de fair play : {reason}.</translation>
    </message>
    <message>
        <source>Hands are hidden between turns.</source>
        <translation>Les mains sont cachées entre les tours.</translation>
    </message>
    <message numerus="yes">
        <source>In hand · {player} · %n card(s)</source>
        <translation>
            <numerusform>En main · {player} · %n carte</numerusform>
            <numerusform>En main · {player} · %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand · {player} · no card</source>
        <translation>En main · {player} · aucune carte</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The screen is being passed: press the button first.</source>
        <translation>L&apos;écran passe à un autre joueur : appuyez d&apos;abord sur le bouton.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>Nothing to roll now: choose one of the buttons.</source>
        <translation>Rien à lancer maintenant : choisissez l&apos;un des boutons.</translation>
    </message>
    <message>
        <source>No dice are thrown now.</source>
        <translation>Aucun dé n&apos;est lancé maintenant.</translation>
    </message>
    <message numerus="yes">
        <source>Type %n face(s), one for each die: {dice}.</source>
        <translation>
            <numerusform>Saisissez %n face, une par dé : {dice}.</numerusform>
            <numerusform>Saisissez %n faces, une par dé : {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every die is kept: nothing to type.</source>
        <translation>Tous les dés sont gardés : rien à saisir.</translation>
    </message>
    <message>
        <source>Type the operations die&apos;s face: +, − or ×.</source>
        <translation>Saisissez la face du dé des opérations : +, − ou ×.</translation>
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
        <translation>Les cartes encore en main à la fin coûtent un coup chacune, sur le dernier trou : {held}.</translation>
    </message>
    <message>
        <source>Roll, or keep the dice</source>
        <translation>Lancer, ou garder les dés</translation>
    </message>
    <message>
        <source>Keep or free a die</source>
        <translation>Garder ou libérer un dé</translation>
    </message>
</context>
<context>
    <name>DiceGolfSetup</name>
    <message>
        <source>Play a Dice Golf course file</source>
        <translation>Jouer un fichier de parcours Dice Golf</translation>
    </message>
    <message>
        <source>Dice Golf courses (*.json);;All files (*)</source>
        <translation>Parcours Dice Golf (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>DiceGolfStage</name>
    <message>
        <source>{player} · throw {throw} from {start} · {lie}</source>
        <translation>{player} · lancer {throw} depuis {start} · {lie}</translation>
    </message>
    <message>
        <source>Keep some dice: the others are rolled again.</source>
        <translation>Gardez des dés&#xa0;: les autres sont relancés.</translation>
    </message>
    <message>
        <source>{landing} — to decide</source>
        <translation>{landing} — à décider</translation>
    </message>
    <message>
        <source>The cards are dealt: nine to each player.</source>
        <translation>Les cartes sont distribuées&#xa0;: neuf par joueur.</translation>
    </message>
    <message>
        <source>No double: a second roll.</source>
        <translation>Pas de double&#xa0;: deuxième lancer.</translation>
    </message>
    <message>
        <source>Weather vane: {sector}</source>
        <translation>Girouette&#xa0;: {sector}</translation>
    </message>
    <message>
        <source>Hole {hole}</source>
        <translation>Trou {hole}</translation>
    </message>
    <message>
        <source>The first throw · throws in the game: {steps}</source>
        <translation>Le premier lancer · lancers dans la partie&#xa0;: {steps}</translation>
    </message>
    <message>
        <source>Throw {step} of {steps} · hole {hole} · {story}</source>
        <translation>Lancer {step} sur {steps} · trou {hole} · {story}</translation>
    </message>
</context>
<context>
    <name>DiceGolfTools</name>
    <message>
        <source>bunker D (double)</source>
        <translation>bunker D (double)</translation>
    </message>
    <message>
        <source>bunker T (triple)</source>
        <translation>bunker T (triple)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Type&#xa0;:</translation>
    </message>
    <message>
        <source>Add a hazard</source>
        <translation>Ajouter un obstacle</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Longueur&#xa0;:</translation>
    </message>
    <message>
        <source>Add a proximity zone</source>
        <translation>Ajouter une zone de proximité</translation>
    </message>
    <message>
        <source>Move a zone limit</source>
        <translation>Déplacer une limite de zone</translation>
    </message>
    <message>
        <source>Move the green&apos;s edge</source>
        <translation>Déplacer le bord du green</translation>
    </message>
    <message>
        <source>Move the hole</source>
        <translation>Déplacer le trou</translation>
    </message>
    <message>
        <source>Move the end of terrain</source>
        <translation>Déplacer la fin du terrain</translation>
    </message>
    <message>
        <source>Resize a hazard</source>
        <translation>Redimensionner un obstacle</translation>
    </message>
    <message>
        <source>Move a hazard</source>
        <translation>Déplacer un obstacle</translation>
    </message>
    <message>
        <source>Move a proximity zone</source>
        <translation>Déplacer une zone de proximité</translation>
    </message>
    <message>
        <source>Alt-click on a red zone limit to take it away.</source>
        <translation>Alt+clic sur une limite de zone rouge pour la retirer.</translation>
    </message>
    <message>
        <source>Remove a zone limit</source>
        <translation>Retirer une limite de zone</translation>
    </message>
    <message>
        <source>Split a zone</source>
        <translation>Diviser une zone</translation>
    </message>
</context>
<context>
    <name>DiceGolfWords</name>
    <message>
        <source>bunker</source>
        <translation>bunker</translation>
    </message>
    <message>
        <source>pond</source>
        <translation>étang</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>water crossing</source>
        <translation>traversée d&apos;eau</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>pente</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>talus</translation>
    </message>
    <message>
        <source>grove</source>
        <translation>bosquet</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>triple</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>deux paires</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un carré</translation>
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
        <translation>{kind} · double {double} · retour à {mark}</translation>
    </message>
    <message>
        <source>slope {metres} m</source>
        <translation>pente {metres} m</translation>
    </message>
    <message>
        <source>bank {metres} m</source>
        <translation>talus {metres} m</translation>
    </message>
    <message>
        <source>bunker D</source>
        <translation>bunker D</translation>
    </message>
    <message>
        <source>bunker T</source>
        <translation>bunker T</translation>
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
        <translation>Obstacle {n}</translation>
    </message>
    <message>
        <source>Proximity zone {n}</source>
        <translation>Zone de proximité {n}</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Green {metres} m</source>
        <translation>Green {metres} m</translation>
    </message>
    <message>
        <source>Hole in one</source>
        <translation>Hole in one</translation>
    </message>
    <message>
        <source>Green in one</source>
        <translation>Green en un coup</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Air shot</source>
        <translation>Air shot</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Pas de pénalité</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <source>After your throw, a ball left on the green moves up to {metres} m toward the hole; within {metres} m it drops.</source>
        <translation>Après votre lancer, une balle restée sur le green avance jusqu&apos;à {metres} m vers le trou&#xa0;; à {metres} m ou moins, elle tombe dedans.</translation>
    </message>
    <message>
        <source>On the first throw of a hole of at most 300 m, a double holes out.</source>
        <translation>Au premier lancer d&apos;un trou de 300 m au plus, un double met la balle dans le trou.</translation>
    </message>
    <message>
        <source>On the first throw of a hole of at most 300 m, a throw of exactly the distance to the hole holes out.</source>
        <translation>Au premier lancer d&apos;un trou de 300 m au plus, un lancer égal exactement à la distance du trou met la balle dans le trou.</translation>
    </message>
    <message>
        <source>Off the green: the ball goes to the next zone limit ahead instead, the throw&apos;s penalties go, and you draw a card.</source>
        <translation>Hors du green&#xa0;: la balle va plutôt à la prochaine limite de zone devant elle, les pénalités du lancer sont annulées et vous piochez une carte.</translation>
    </message>
    <message>
        <source>Laid on another player before their throw: one penalty for them.</source>
        <translation>Posée contre un autre joueur avant son lancer&#xa0;: une pénalité pour lui.</translation>
    </message>
    <message>
        <source>Cancels one penalty of your throw; after a zone limit you may stay where the throw took the ball.</source>
        <translation>Annule une pénalité de votre lancer&#xa0;; après une limite de zone, vous pouvez rester là où le lancer a mené la balle.</translation>
    </message>
    <message>
        <source>Spins the weather vane: its metres are added to a throw (yours after it, or another&apos;s before it).</source>
        <translation>Fait tourner la girouette&#xa0;: ses mètres s&apos;ajoutent à un lancer (au vôtre après coup, ou à celui d&apos;un autre avant son lancer).</translation>
    </message>
    <message>
        <source>{sector} ({metres})</source>
        <translation>{sector} ({metres})</translation>
    </message>
    <message>
        <source>in the hole</source>
        <translation>dans le trou</translation>
    </message>
    <message>
        <source>in a bunker (a double gets out)</source>
        <translation>dans un bunker (un double pour sortir)</translation>
    </message>
    <message>
        <source>in a bunker (a triple gets out)</source>
        <translation>dans un bunker (un triple pour sortir)</translation>
    </message>
    <message>
        <source>in the {water}</source>
        <translation>dans l&apos;eau ({water})</translation>
    </message>
    <message>
        <source>in the grove</source>
        <translation>dans le bosquet</translation>
    </message>
    <message>
        <source>on a slope ({metres} on a throw)</source>
        <translation>sur une pente ({metres} par lancer)</translation>
    </message>
    <message>
        <source>on a bank ({metres} on a throw)</source>
        <translation>sur un talus ({metres} par lancer)</translation>
    </message>
    <message>
        <source>on the green</source>
        <translation>sur le green</translation>
    </message>
    <message>
        <source>on the tee</source>
        <translation>au départ</translation>
    </message>
    <message>
        <source>on the fairway, zone {zone}</source>
        <translation>sur le fairway, zone {zone}</translation>
    </message>
    <message>
        <source>The dice read {formula}.</source>
        <translation>Lecture des dés&#xa0;: {formula}.</translation>
    </message>
    <message>
        <source>On the green: a {combination} holes out (keep some dice, roll the others again); otherwise {formula} moves the ball.</source>
        <translation>Sur le green&#xa0;: la combinaison {combination} met la balle dans le trou (gardez des dés, relancez les autres)&#xa0;; sinon {formula} déplace la balle.</translation>
    </message>
    <message>
        <source>In the bunker: a double gets out by the four dice&apos;s total; two rolls to find it.</source>
        <translation>Dans le bunker&#xa0;: un double fait sortir la balle du total des quatre dés&#xa0;; deux lancers pour l&apos;obtenir.</translation>
    </message>
    <message>
        <source>In the bunker: a triple gets out by the four dice&apos;s total (keep some dice, roll the others again).</source>
        <translation>Dans le bunker&#xa0;: un triple fait sortir la balle du total des quatre dés (gardez des dés, relancez les autres).</translation>
    </message>
    <message>
        <source>In the grove: a double gets out by the total under {limit} m; {limit} m or more goes back. Two rolls to find it.</source>
        <translation>Dans le bosquet&#xa0;: un double fait sortir la balle du total s&apos;il est inférieur à {limit} m&#xa0;; à {limit} m ou plus, elle recule. Deux lancers pour l&apos;obtenir.</translation>
    </message>
    <message>
        <source>In the water: a {combination} costs one penalty, anything else two; the ball goes back to {mark} either way (keep some dice, roll the others again).</source>
        <translation>Dans l&apos;eau&#xa0;: la combinaison {combination} coûte une pénalité, tout autre résultat deux&#xa0;; la balle revient à {mark} dans les deux cas (gardez des dés, relancez les autres).</translation>
    </message>
    <message>
        <source>{worked} = {value}</source>
        <translation>{worked} = {value}</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>une suite</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
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
        <translation>météo {metres}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{parts}: {distance}</source>
        <translation>{parts}&#xa0;: {distance}</translation>
    </message>
    <message>
        <source>{combination} shown</source>
        <translation>avec {combination}</translation>
    </message>
    <message>
        <source>no {combination}</source>
        <translation>sans {combination}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>holed!</source>
        <translation>dans le trou&#xa0;!</translation>
    </message>
    <message>
        <source>over the zone limit at {limit}: one penalty, back to {at}</source>
        <translation>au-delà de la limite de zone à {limit}&#xa0;: une pénalité, retour à {at}</translation>
    </message>
    <message>
        <source>past the end of terrain at {end}: one penalty, back to {at}</source>
        <translation>au-delà de la fin du terrain à {end}&#xa0;: une pénalité, retour à {at}</translation>
    </message>
    <message>
        <source>stuck {lie}</source>
        <translation>bloquée {lie}</translation>
    </message>
    <message>
        <source>out of the grove backwards ({limit} m or more): back to {at}</source>
        <translation>sortie du bosquet à reculons ({limit} m ou plus)&#xa0;: retour à {at}</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies), back to {at}</source>
        <translation>
            <numerusform>%n pénalité, retour à {at}</numerusform>
            <numerusform>%n pénalités, retour à {at}</numerusform>
        </translation>
    </message>
    <message>
        <source>to {at}, {lie}</source>
        <translation>à {at}, {lie}</translation>
    </message>
    <message numerus="yes">
        <source>%n air shot(s): one penalty each</source>
        <translation>
            <numerusform>%n air shot&#xa0;: une pénalité chacun</numerusform>
            <numerusform>%n air shots&#xa0;: une pénalité chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} played</source>
        <translation>carte {card} jouée</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies) cancelled</source>
        <translation>
            <numerusform>%n pénalité annulée</numerusform>
            <numerusform>%n pénalités annulées</numerusform>
        </translation>
    </message>
    <message>
        <source>sign changed: {before} → {after}, one penalty</source>
        <translation>signe changé&#xa0;: {before} → {after}, une pénalité</translation>
    </message>
    <message>
        <source>fair play: no penalty, the dice read as a green throw</source>
        <translation>fair play&#xa0;: pas de pénalité, les dés sont lus comme un lancer sur le green</translation>
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
        <translation>dans le trou</translation>
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
        <translation>{percent}&#xa0;% {result}</translation>
    </message>
    <message>
        <source>Accept the throw</source>
        <translation>Accepter le lancer</translation>
    </message>
    <message>
        <source>Play {card} and stay</source>
        <translation>Jouer {card} et rester</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source>Change sign {number}: {formula}</source>
        <translation>Changer le signe {number}&#xa0;: {formula}</translation>
    </message>
    <message>
        <source>Fair play</source>
        <translation>Fair play</translation>
    </message>
    <message>
        <source>Lay {card} on {player}</source>
        <translation>Poser {card} contre {player}</translation>
    </message>
    <message>
        <source>Pass: lay no card</source>
        <translation>Passer&#xa0;: ne poser aucune carte</translation>
    </message>
    <message>
        <source>Roll the operations die for this sign (×, + or −) and read the same dice again; it costs one penalty and the result stands.</source>
        <translation>Lancer le dé des opérations pour ce signe (×, + ou −) et relire les mêmes dés&#xa0;; cela coûte une pénalité et le résultat s&apos;impose.</translation>
    </message>
    <message>
        <source>Once a game, for a throw a zone limit stopped: no penalty, and the dice are read as a green throw (holed with the green&apos;s combination, else the ball stays).</source>
        <translation>Une fois par partie, pour un lancer arrêté par une limite de zone&#xa0;: pas de pénalité, et les dés sont lus comme un lancer sur le green (dans le trou avec la combinaison du green, sinon la balle reste en place).</translation>
    </message>
    <message>
        <source>Take the throw as it fell.</source>
        <translation>Prendre le lancer tel qu&apos;il est tombé.</translation>
    </message>
    <message>
        <source>Keep every die</source>
        <translation>Garder tous les dés</translation>
    </message>
    <message>
        <source>Roll all the dice again</source>
        <translation>Relancer tous les dés</translation>
    </message>
    <message numerus="yes">
        <source>Keep %n, roll the others</source>
        <translation>
            <numerusform>Garder %n dé, relancer les autres</numerusform>
            <numerusform>Garder %n dés, relancer les autres</numerusform>
        </translation>
    </message>
    <message>
        <source>A card is dealt to you.</source>
        <translation>Une carte vous est distribuée.</translation>
    </message>
    <message>
        <source>A card is dealt to {player}.</source>
        <translation>Une carte est distribuée à {player}.</translation>
    </message>
    <message>
        <source>You lay no card against {thrower}.</source>
        <translation>Vous ne posez aucune carte contre {thrower}.</translation>
    </message>
    <message>
        <source>{player} lays no card against you.</source>
        <translation>{player} ne pose aucune carte contre vous.</translation>
    </message>
    <message>
        <source>{player} lays no card against {thrower}.</source>
        <translation>{player} ne pose aucune carte contre {thrower}.</translation>
    </message>
    <message>
        <source>one penalty for you</source>
        <translation>une pénalité pour vous</translation>
    </message>
    <message>
        <source>one penalty for {thrower}</source>
        <translation>une pénalité pour {thrower}</translation>
    </message>
    <message>
        <source>the weather vane spins</source>
        <translation>la girouette tourne</translation>
    </message>
    <message>
        <source>You lay {card} against {thrower}: {what}.</source>
        <translation>Vous posez {card} contre {thrower} : {what}.</translation>
    </message>
    <message>
        <source>{player} lays {card} against you: {what}.</source>
        <translation>{player} pose {card} contre vous : {what}.</translation>
    </message>
    <message>
        <source>{player} lays {card} against {thrower}: {what}.</source>
        <translation>{player} pose {card} contre {thrower}&#xa0;: {what}.</translation>
    </message>
    <message>
        <source>The vane shows {sector}.</source>
        <translation>La girouette indique {sector}.</translation>
    </message>
    <message>
        <source>You roll {dice}: no double, a second roll.</source>
        <translation>Vous lancez {dice} : pas de double, deuxième lancer.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}: no double, a second roll.</source>
        <translation>{player} lance {dice}&#xa0;: pas de double, deuxième lancer.</translation>
    </message>
    <message>
        <source>You roll {dice}: keep some dice, roll the others again.</source>
        <translation>Vous lancez {dice} : gardez des dés, relancez les autres.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}: keep some dice, roll the others again.</source>
        <translation>{player} lance {dice}&#xa0;: garder des dés, relancer les autres.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}.</source>
        <translation>{player} lance {dice}.</translation>
    </message>
    <message>
        <source>You roll {dice}.</source>
        <translation>Vous lancez {dice}.</translation>
    </message>
    <message>
        <source>{die} shows {face}.</source>
        <translation>{die} indique {face}.</translation>
    </message>
    <message>
        <source>You roll {dice}: {result} — to decide.</source>
        <translation>Vous lancez {dice} : {result} — à décider.</translation>
    </message>
    <message>
        <source>{player} rolls {dice}: {result} — to decide.</source>
        <translation>{player} lance {dice}&#xa0;: {result} — à décider.</translation>
    </message>
    <message>
        <source>{player}: {kept}.</source>
        <translation>{player}&#xa0;: {kept}.</translation>
    </message>
    <message>
        <source>{player}: {choice}.</source>
        <translation>{player}&#xa0;: {choice}.</translation>
    </message>
    <message>
        <source>The operations die shows {sign}.</source>
        <translation>Le dé des opérations indique {sign}.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Vous piochez une carte.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} pioche une carte.</translation>
    </message>
    <message>
        <source>{said} {end}</source>
        <translation>{said} {end}</translation>
    </message>
    <message>
        <source>keeps every die</source>
        <translation>garde tous les dés</translation>
    </message>
    <message>
        <source>You keep every die</source>
        <translation>Vous gardez tous les dés</translation>
    </message>
    <message>
        <source>You roll every die again</source>
        <translation>Vous relancez tous les dés</translation>
    </message>
    <message>
        <source>rolls every die again</source>
        <translation>relance tous les dés</translation>
    </message>
    <message>
        <source>You keep {dice}, roll the others again</source>
        <translation>Vous gardez {dice}, relancez les autres</translation>
    </message>
    <message>
        <source>keeps {dice}, rolls the others again</source>
        <translation>garde {dice}, relance les autres</translation>
    </message>
    <message>
        <source>{player}, throw {throw} from {start}: {outcome}</source>
        <translation>{player}, lancer {throw} depuis {start}&#xa0;: {outcome}</translation>
    </message>
    <message numerus="yes">
        <source>Holed in %n stroke(s).</source>
        <translation>
            <numerusform>Dans le trou en %n coup.</numerusform>
            <numerusform>Dans le trou en %n coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ten throws: you pick up with %n stroke(s).</source>
        <translation>
            <numerusform>Dix lancers&#xa0;: vous relevez votre balle avec %n coup.</numerusform>
            <numerusform>Dix lancers&#xa0;: vous relevez votre balle avec %n coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ten throws: {player} picks up with %n stroke(s).</source>
        <translation>
            <numerusform>Dix lancers&#xa0;: {player} relève sa balle avec %n coup.</numerusform>
            <numerusform>Dix lancers&#xa0;: {player} relève sa balle avec %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hole {hole} is over: {scores}.</source>
        <translation>Le trou {hole} est terminé&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>Cards still held cost a stroke each: {held}.</source>
        <translation>Les cartes encore en main coûtent un coup chacune&#xa0;: {held}.</translation>
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
        <translation>garder</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gardé</translation>
    </message>
</context>
<context>
    <name>DistributionChart</name>
    <message>
        <source>invalid formula</source>
        <translation>formule invalide</translation>
    </message>
</context>
<context>
    <name>EditNightDialog</name>
    <message>
        <source>Edit night</source>
        <translation>Modifier la soirée</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing?</source>
        <translation>Enregistrer les modifications de {name} avant de fermer ?</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
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
        <translation>{expected} coups attendus depuis le départ (par {par}) : {to_green} pour atteindre le green, puis les putts. Par suggéré {suggested} : les coups jusqu’au green, arrondis, et deux putts.</translation>
    </message>
    <message>
        <source>The analysis starts once the hole has its two tee markers and its flag.</source>
        <translation>L&apos;analyse commence dès que le trou a ses deux marqueurs de départ et son drapeau.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>{card} · {expected} strokes</source>
        <translation>{card} · {expected} coups</translation>
    </message>
</context>
<context>
    <name>EditorDialogs</name>
    <message>
        <source>Revert</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Throw away the unsaved changes to {name} and reload it from its file?
Edit &gt; Undo brings them back.</source>
        <translation>Abandonner les modifications non enregistrées de {name} et le recharger depuis son fichier ?
Édition &gt; Annuler les restaure.</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>GolfStudio did not close properly last time. These had unsaved changes:

{listing}

Open them again with their changes?</source>
        <translation>GolfStudio ne s&apos;est pas fermé correctement la dernière fois. Ces documents avaient des modifications non enregistrées :

{listing}

Les rouvrir avec leurs modifications ?</translation>
    </message>
</context>
<context>
    <name>EditorDocument</name>
    <message>
        <source>Revert to saved</source>
        <translation>Revenir à la version enregistrée</translation>
    </message>
</context>
<context>
    <name>EditorToolBar</name>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
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
        <translation>Obstacle</translation>
    </message>
    <message>
        <source>Drag along the strip over the hazard&apos;s metres, or click for the kind&apos;s usual width</source>
        <translation>Faites glisser le long de la bande sur les mètres de l&apos;obstacle, ou cliquez pour la largeur habituelle de ce type</translation>
    </message>
    <message>
        <source>Proximity zone</source>
        <translation>Zone de proximité</translation>
    </message>
    <message>
        <source>Click just before a zone limit to put a proximity zone before it; from there a throw may cross the limit</source>
        <translation>Cliquez juste avant une limite de zone pour placer une zone de proximité avant elle ; depuis celle-ci, un lancer peut franchir la limite</translation>
    </message>
    <message>
        <source>Select and drag</source>
        <translation>Sélectionner et faire glisser</translation>
    </message>
    <message>
        <source>Click a zone, hazard or proximity zone to select it; drag the red limits, the green&apos;s edge, the flag, the end of terrain or a band&apos;s ends</source>
        <translation>Cliquez sur une zone, un obstacle ou une zone de proximité pour le sélectionner ; faites glisser les limites rouges, le bord du green, le drapeau, la fin du terrain ou les extrémités d&apos;une bande</translation>
    </message>
    <message>
        <source>Split a zone</source>
        <translation>Diviser une zone</translation>
    </message>
    <message>
        <source>Click the fairway to put a zone limit there; Alt-click a limit to take it away</source>
        <translation>Cliquez sur le fairway pour y placer une limite de zone ; Alt+clic sur une limite pour la retirer</translation>
    </message>
    <message>
        <source>Calibrate the tracing</source>
        <translation>Calibrer le décalque</translation>
    </message>
    <message>
        <source>Click two points of the scanned board a known distance apart, then type the yards between them</source>
        <translation>Cliquez sur deux points du plateau numérisé séparés d&apos;une distance connue, puis saisissez le nombre de yards qui les sépare</translation>
    </message>
    <message>
        <source>Tee markers</source>
        <translation>Marqueurs de départ</translation>
    </message>
    <message>
        <source>Click to place the two tee markers; a third click moves the nearer one</source>
        <translation>Cliquez pour placer les deux marqueurs de départ ; un troisième clic déplace le plus proche</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Drapeau</translation>
    </message>
    <message>
        <source>Click on the green to put the flag there</source>
        <translation>Cliquez sur le green pour y planter le drapeau</translation>
    </message>
    <message>
        <source>150-yard markers</source>
        <translation>Marqueurs de 150 yards</translation>
    </message>
    <message>
        <source>Click beside the fairway to place a 150-yard marker</source>
        <translation>Cliquez à côté du fairway pour placer un marqueur de 150 yards</translation>
    </message>
    <message>
        <source>Draw a polygon</source>
        <translation>Dessiner un polygone</translation>
    </message>
    <message>
        <source>Click the vertices; click the first one again or press Enter to close; Backspace takes a point back</source>
        <translation>Cliquez sur les sommets ; cliquez de nouveau sur le premier ou appuyez sur Entrée pour fermer ; Retour arrière retire un point</translation>
    </message>
    <message>
        <source>Distance ruler</source>
        <translation>Règle de mesure</translation>
    </message>
    <message>
        <source>Press and drag to measure the yards between two points</source>
        <translation>Appuyez et faites glisser pour mesurer les yards entre deux points</translation>
    </message>
    <message>
        <source>Select and move</source>
        <translation>Sélectionner et déplacer</translation>
    </message>
    <message>
        <source>Click a region to select it; drag a region, a vertex or a marker to move it; Delete removes the selection</source>
        <translation>Cliquez sur une région pour la sélectionner ; faites glisser une région, un sommet ou un marqueur pour le déplacer ; Suppr supprime la sélection</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Drag a box to draw a rectangle of the terrain chosen</source>
        <translation>Tracez un cadre pour dessiner un rectangle du terrain choisi</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <source>Drag a box to draw an ellipse in it: greens and bunkers</source>
        <translation>Tracez un cadre pour y dessiner une ellipse : greens et bunkers</translation>
    </message>
    <message>
        <source>Edit vertices</source>
        <translation>Modifier les sommets</translation>
    </message>
    <message>
        <source>Drag a vertex to move it; click an edge to add one; Alt-click a vertex (or select it and press Delete) to remove it</source>
        <translation>Faites glisser un sommet pour le déplacer ; cliquez sur une arête pour en ajouter un ; Alt+clic sur un sommet (ou sélectionnez-le et appuyez sur Suppr) pour le supprimer</translation>
    </message>
    <message>
        <source>Freehand lasso</source>
        <translation>Lasso à main levée</translation>
    </message>
    <message>
        <source>Drag round an area to draw a smooth region of the terrain chosen; Escape drops the path</source>
        <translation>Faites le tour d’une zone en glissant pour dessiner une région lissée du terrain choisi ; Échap abandonne le tracé</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <source>Hold and drag to pan the view</source>
        <translation>Maintenir et glisser pour déplacer la vue</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>Drawn by GolfStudio</source>
        <translation>Dessiné par GolfStudio</translation>
    </message>
    <message>
        <source>Save course as</source>
        <translation>Enregistrer le parcours sous</translation>
    </message>
    <message>
        <source>Cannot open course file</source>
        <translation>Impossible d&apos;ouvrir le fichier de parcours</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>Re&amp;venir à la version enregistrée</translation>
    </message>
    <message>
        <source>Reload from the file</source>
        <translation>Recharger depuis le fichier</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Exporter en &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture</source>
        <translation>Enregistrer une image</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Exporter en S&amp;VG…</translation>
    </message>
    <message>
        <source>Save a drawing that prints at any size</source>
        <translation>Enregistrer un dessin imprimable à toute taille</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>A&amp;juster</translation>
    </message>
    <message>
        <source>Zoom so the whole of it fits</source>
        <translation>Zoomer pour que tout soit visible</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Cannot open the bundled course</source>
        <translation>Impossible d&apos;ouvrir le parcours fourni</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Copie de {name}</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Pas encore enregistré</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Impossible de revenir</translation>
    </message>
    <message>
        <source>Export as {kind}</source>
        <translation>Exporter en {kind}</translation>
    </message>
    <message>
        <source>{kind} pictures (*{suffix});;All files (*)</source>
        <translation>Images {kind} (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exporté</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation>Échec de l&apos;enregistrement automatique : {why}</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
</context>
<context>
    <name>EmptyPage</name>
    <message>
        <source>Courses</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Design a Mini Golf Carambole course: paint the felt, draw walls, place obstacles, then play it. Start from an empty board or from a copy of one of the bundled courses.</source>
        <translation>Concevez un parcours de Mini Golf Carambole : peignez le tapis, tracez les murets, placez les obstacles, puis jouez-le. Partez d&apos;un plateau vide ou d&apos;une copie de l&apos;un des parcours fournis.</translation>
    </message>
    <message>
        <source>New course</source>
        <translation>Nouveau parcours</translation>
    </message>
    <message>
        <source>Open a course file…</source>
        <translation>Ouvrir un fichier de parcours…</translation>
    </message>
    <message>
        <source>Start from a bundled course</source>
        <translation>Partir d&apos;un parcours fourni</translation>
    </message>
    <message>
        <source>Open a copy of {title}</source>
        <translation>Ouvrir une copie de {title}</translation>
    </message>
    <message>
        <source>Dice Golf courses</source>
        <translation>Parcours de Dice Golf</translation>
    </message>
    <message>
        <source>Draw the holes of a Dice Golf course as tracks in metres: the zones and the formula that turns each throw of the dice into metres, the green, the hazards of the legend and the proximity zones — and see how far each zone&apos;s throws go.</source>
        <translation>Dessinez les trous d&apos;un parcours de Dice Golf sous forme de tracés en mètres : les zones et la formule qui convertit chaque lancer de dés en mètres, le green, les obstacles de la légende et les zones de proximité — et voyez jusqu&apos;où vont les lancers de chaque zone.</translation>
    </message>
    <message>
        <source>Copy the bundled course</source>
        <translation>Copier le parcours fourni</translation>
    </message>
    <message>
        <source>Ultimate Golf courses</source>
        <translation>Parcours d&apos;Ultimate Golf</translation>
    </message>
    <message>
        <source>Lay out the holes of an Ultimate Golf course in yards: trace them over a scanned board or draw them anew — fairways, greens, bunkers, water, trees — then place the tees, the flag and the 150-yard markers.</source>
        <translation>Tracez les trous d&apos;un parcours d&apos;Ultimate Golf en yards : décalquez-les sur un plateau numérisé ou dessinez-les de zéro — fairways, greens, bunkers, eau, arbres — puis placez les départs, le drapeau et les marqueurs de 150 yards.</translation>
    </message>
</context>
<context>
    <name>EntriesPanel</name>
    <message>
        <source>not named</source>
        <translation>non nommé</translation>
    </message>
    <message>
        <source>unknown player ({name})</source>
        <translation>joueur inconnu ({name})</translation>
    </message>
    <message>
        <source>none, the swap is saved</source>
        <translation>aucun, l&apos;échange est mis en réserve</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation>Échanges</translation>
    </message>
    <message>
        <source>New clubs</source>
        <translation>Nouveaux clubs</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cannot check:&lt;/b&gt; {reason}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vérification impossible&#xa0;:&lt;/b&gt; {reason}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Faulty&lt;/b&gt;: the player holds no clubs yet, so they count as absent in this tournament; the swap is saved (rule 9.6).&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Erroné&lt;/b&gt;&#xa0;: le joueur n’a encore aucun club et compte donc comme absent dans ce tournoi ; l’échange est mis en réserve (règle 9.6).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Faulty&lt;/b&gt;: it swaps no club and counts as saving the swap (rule 9.6).&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b03a2e&apos;&gt;&lt;b&gt;Erroné&lt;/b&gt;&#xa0;: cet ordre n&apos;échange aucun club et compte comme une mise en réserve de l&apos;échange (règle 9.6).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Private message to the player:&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Message privé au joueur&#xa0;:&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#1f5c39&apos;&gt;&lt;b&gt;Sound&lt;/b&gt;: swaps made {swaps}; clubs after it {clubs}, saved swaps {saved}.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#1f5c39&apos;&gt;&lt;b&gt;Valide&lt;/b&gt;&#xa0;: échanges effectués {swaps}&#xa0;; clubs ensuite {clubs}, échanges en réserve {saved}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A fifth unused swap is lost (rule 9.5).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un cinquième échange inutilisé est perdu (règle 9.5).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Entries received</source>
        <translation>Ordres reçus</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Supprimer l&apos;ordre</translation>
    </message>
    <message>
        <source>Paste an entry below, press Ctrl+V on the list, or drop a .txt file onto it.</source>
        <translation>Collez un ordre ci-dessous, appuyez sur Ctrl+V dans la liste, ou déposez-y un fichier .txt.</translation>
    </message>
    <message>
        <source>Entry to receive</source>
        <translation>Ordre à recevoir</translation>
    </message>
    <message>
        <source>Game: Ballesteros
Player: Karl Napf
New clubs: 112 - 79 - 5 - 2</source>
        <translation>Partie : Ballesteros
Joueur : Karl Napf
Nouveaux clubs : 112 - 79 - 5 - 2</translation>
    </message>
    <message>
        <source>Game: Ballesteros
Player: Karl Napf
2 swaps: 197 -&gt; 112, 13 -&gt; 79</source>
        <translation>Partie : Ballesteros
Joueur : Karl Napf
2 échanges : 197 -&gt; 112, 13 -&gt; 79</translation>
    </message>
    <message>
        <source>Receive entry</source>
        <translation>Recevoir un ordre</translation>
    </message>
    <message>
        <source>Select an entry to see its text.</source>
        <translation>Sélectionnez un ordre pour voir son texte.</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <source>Entry text</source>
        <translation>Texte de l&apos;ordre</translation>
    </message>
    <message>
        <source>What the rules make of it</source>
        <translation>Ce qu&apos;en disent les règles</translation>
    </message>
    <message>
        <source>Entries for tournament {n}</source>
        <translation>Ordres pour le tournoi {n}</translation>
    </message>
    <message>
        <source>No tournament is open</source>
        <translation>Aucun tournoi n&apos;est ouvert</translation>
    </message>
    <message>
        <source>unknown player</source>
        <translation>joueur inconnu</translation>
    </message>
    <message>
        <source>faulty</source>
        <translation>erroné</translation>
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
        <translation>Saisie des scores</translation>
    </message>
    <message>
        <source>Type each score: the cursor moves on to the next empty cell once the number is complete. Enter keeps a number, Escape drops it, Delete clears the cell.</source>
        <translation>Tapez chaque score&#xa0;: le curseur passe à la case vide suivante dès que le nombre est complet. Entrée garde un nombre, Échap l’abandonne, Suppr vide la case.</translation>
    </message>
    <message>
        <source>{value} for {name} on hole {hole} (par {par})? That is more than {most}: Enter keeps it, Escape cancels.</source>
        <translation>{value} pour {name} au trou {hole} (par {par}) ? C’est plus que {most} : Entrée le garde, Échap annule.</translation>
    </message>
    <message>
        <source>{value} not kept: {name}&apos;s hole {hole} is still empty</source>
        <translation>{value} non gardé : le trou {hole} de {name} reste vide</translation>
    </message>
    <message>
        <source>{value} not kept: {name}&apos;s hole {hole} stays {old}</source>
        <translation>{value} non gardé : le trou {hole} de {name} reste à {old}</translation>
    </message>
    <message>
        <source>a score cannot be negative: {rule}</source>
        <translation>un score ne peut pas être négatif : {rule}</translation>
    </message>
    <message>
        <source>the minus sign goes before the digits: {rule}</source>
        <translation>le signe moins se place avant les chiffres : {rule}</translation>
    </message>
</context>
<context>
    <name>EntryInbox</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>{size} bytes is far too long for an entry</source>
        <translation>{size} octets, c’est bien trop long pour un ordre</translation>
    </message>
    <message>
        <source>Cannot read the entry</source>
        <translation>Impossible de lire l&apos;ordre</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file} : {reason}</translation>
    </message>
</context>
<context>
    <name>EntryModel</name>
    <message>
        <source>set for the night</source>
        <translation>fixé pour la soirée</translation>
    </message>
    <message>
        <source>from index {index}</source>
        <translation>d&apos;après l&apos;index {index}</translation>
    </message>
    <message>
        <source>from index — none</source>
        <translation>d&apos;après l&apos;index — aucun</translation>
    </message>
    <message>
        <source>{name}: course handicap {handicap} ({origin})</source>
        <translation>{name} : handicap de parcours {handicap} ({origin})</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Every event of the round, newest at the bottom; select lines and press Ctrl+C to copy them</source>
        <translation>Chaque événement de la partie, le plus récent en bas ; sélectionnez des lignes et appuyez sur Ctrl+C pour les copier</translation>
    </message>
    <message>
        <source>Log of the round</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>penalty +{strokes}</source>
        <translation>pénalité +{strokes}</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>balle ramassée</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>there is nothing to draw yet</source>
        <translation>il n&apos;y a encore rien à dessiner</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>impossible d&apos;écrire {path} : {why}</translation>
    </message>
    <message>
        <source>cannot encode the picture as PNG: {why}</source>
        <translation>impossible d&apos;encoder l&apos;image en PNG : {why}</translation>
    </message>
</context>
<context>
    <name>FormulaField</name>
    <message>
        <source>Formula</source>
        <translation>Formule</translation>
    </message>
    <message>
        <source>a formula, like (B1 + B2) * (R1 + R2)</source>
        <translation>une formule, par exemple (B1 + B2) * (R1 + R2)</translation>
    </message>
    <message>
        <source>The dice: B1 B2 blue, R1 R2 red, B and R their sums, W the fifth die (7 to 12); whole numbers; + - * and brackets. Enter keeps it.</source>
        <translation>Les dés : B1 B2 bleus, R1 R2 rouges, B et R leurs sommes, W le cinquième dé (7 à 12) ; nombres entiers ; + - * et parenthèses. Entrée la valide.</translation>
    </message>
</context>
<context>
    <name>GameNightArea</name>
    <message>
        <source>New night…</source>
        <translation>Nouvelle soirée…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Carte de score</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score a round file</source>
        <translation>Fichier de partie</translation>
    </message>
    <message>
        <source>Game night</source>
        <translation>Soirée de jeu</translation>
    </message>
    <message>
        <source>Set up a night at the table, score it hole by hole, look back over past nights</source>
        <translation>Préparez une soirée à la table, notez les scores trou par trou, revoyez les soirées passées</translation>
    </message>
    <message>
        <source>Score a night</source>
        <translation>Noter une soirée</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Rubriques</translation>
    </message>
    <message>
        <source>Course, players, handicaps and formats</source>
        <translation>Parcours, joueurs, handicaps et formules</translation>
    </message>
    <message>
        <source>Nights played, season standings, CSV, PDF</source>
        <translation>Soirées jouées, classement de la saison, CSV, PDF</translation>
    </message>
    <message>
        <source>The results of a round file (.json)</source>
        <translation>Les résultats d&apos;un fichier de partie (.json)</translation>
    </message>
    <message>
        <source>Import Night…</source>
        <translation>Importer une soirée…</translation>
    </message>
    <message>
        <source>Add a night from a night file: its course, players, formats, stakes and scores</source>
        <translation>Ajouter une soirée depuis un fichier de soirée : son parcours, ses joueurs, formules, mises et scores</translation>
    </message>
    <message>
        <source>Export Night…</source>
        <translation>Exporter la soirée…</translation>
    </message>
    <message>
        <source>Save the open night as a night file, to import it into another database</source>
        <translation>Enregistrer la soirée ouverte comme fichier de soirée, pour l’importer dans une autre base</translation>
    </message>
    <message>
        <source>Cannot export the night</source>
        <translation>Impossible d’exporter la soirée</translation>
    </message>
    <message>
        <source>Cannot import the night</source>
        <translation>Impossible d’importer la soirée</translation>
    </message>
    <message>
        <source>Scorecard · {date}</source>
        <translation>Carte de score · {date}</translation>
    </message>
    <message>
        <source>Player · {name}</source>
        <translation>Joueur · {name}</translation>
    </message>
    <message>
        <source>Cannot open round file</source>
        <translation>Impossible d&apos;ouvrir le fichier de partie</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file} : {reason}</translation>
    </message>
</context>
<context>
    <name>GameNightPage</name>
    <message>
        <source>Entry: along the row</source>
        <translation>Saisie : par ligne</translation>
    </message>
    <message>
        <source>Entry: by hole</source>
        <translation>Saisie : par trou</translation>
    </message>
    <message>
        <source>Along a player&apos;s row: the cursor moves to that player&apos;s next empty hole.</source>
        <translation>Le long de la ligne d’un joueur : le curseur passe au prochain trou vide de ce joueur.</translation>
    </message>
    <message>
        <source>Down the hole: the cursor moves to the next player&apos;s empty cell, then the next hole.</source>
        <translation>Trou par trou : le curseur passe à la case vide du joueur suivant, puis au trou suivant.</translation>
    </message>
    <message>
        <source>{order} “1” waits for a second digit, Enter or a pause; a score over par + 10 asks first (Enter keeps it). Backspace clears, Ctrl+Z undoes. {net}.</source>
        <translation>{order} « 1 » attend un second chiffre, Entrée ou une pause ; un score au-delà du par + 10 demande confirmation (Entrée le garde). Retour arrière efface, Ctrl+Z annule. {net}.</translation>
    </message>
    <message>
        <source>Edit night…</source>
        <translation>Modifier la soirée…</translation>
    </message>
    <message>
        <source>Date, place, players, handicaps, formats, teams</source>
        <translation>Date, lieu, joueurs, handicaps, formules, équipes</translation>
    </message>
    <message>
        <source>Add round</source>
        <translation>Ajouter une partie</translation>
    </message>
    <message>
        <source>The night&apos;s next round (a tournament)</source>
        <translation>La partie suivante de la soirée (un tournoi)</translation>
    </message>
    <message>
        <source>Delete night…</source>
        <translation>Supprimer la soirée…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message numerus="yes">
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n trou</numerusform>
            <numerusform>%n trous</numerusform>
        </translation>
    </message>
    <message>
        <source>par {par}</source>
        <translation>par {par}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>teams {teams}</source>
        <translation>équipes {teams}</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contre </translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> &amp; </translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Typing walks along one player&apos;s holes instead of down the players of a hole (Ctrl+R)</source>
        <translation>La saisie suit les trous d’un joueur au lieu des joueurs d’un trou (Ctrl+R)</translation>
    </message>
    <message>
        <source>Night saved</source>
        <translation>Soirée enregistrée</translation>
    </message>
    <message>
        <source>Not added: {reason}</source>
        <translation>Non ajoutée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Round {number} added</source>
        <translation>Partie {number} ajoutée</translation>
    </message>
    <message>
        <source>Delete night</source>
        <translation>Supprimer la soirée</translation>
    </message>
    <message>
        <source>Delete the night of {night}, with every round and score of it? This cannot be undone.</source>
        <translation>Supprimer la soirée du {night}, avec toutes ses parties et tous ses scores&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Not deleted: {reason}</source>
        <translation>Non supprimée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>for {name} on hole {hole}</source>
        <translation>pour {name} au trou {hole}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Non enregistré&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{name} {strokes} on hole {hole}</source>
        <translation>{name} {strokes} au trou {hole}</translation>
    </message>
    <message>
        <source>clear {name} on hole {hole}</source>
        <translation>effacer {name} au trou {hole}</translation>
    </message>
    <message>
        <source>{side} presses from hole {hole}</source>
        <translation>{side} relance à partir du trou {hole}</translation>
    </message>
    <message>
        <source>wolf&apos;s choice on hole {hole}</source>
        <translation>choix du loup au trou {hole}</translation>
    </message>
    <message>
        <source>{award} on hole {hole}</source>
        <translation>{award} au trou {hole}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>Impossible d&apos;écrire {file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Enregistré&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>This night is no longer in the database: someone else deleted it. Nothing more can be entered.</source>
        <translation>Cette soirée n&apos;est plus dans la base de données&#xa0;: quelqu&apos;un d&apos;autre l&apos;a supprimée. Plus rien ne peut être saisi.</translation>
    </message>
    <message>
        <source>Not read: {reason}</source>
        <translation>Non lu&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>The open tournament&apos;s deadline; entries count until then</source>
        <translation>La date limite du tournoi ouvert ; les ordres comptent jusque-là</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>date limite</translation>
    </message>
    <message>
        <source>let {name} leave</source>
        <translation>le départ de {name}</translation>
    </message>
    <message>
        <source>let {name} rejoin</source>
        <translation>le retour de {name}</translation>
    </message>
    <message>
        <source>remove {name}</source>
        <translation>le retrait de {name}</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Optimiser</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>T{n}: {total} strokes, {points} points</source>
        <translation>T{n} : {total} coups, {points} points</translation>
    </message>
    <message>
        <source>Tournament {n} · {day}</source>
        <translation>Tournoi {n} · {day}</translation>
    </message>
    <message>
        <source>No tournament is open</source>
        <translation>Aucun tournoi n&apos;est ouvert</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Évaluer</translation>
    </message>
    <message>
        <source>There is no open tournament to evaluate</source>
        <translation>Aucun tournoi ouvert à évaluer</translation>
    </message>
    <message>
        <source>Tournament {n}</source>
        <translation>Tournoi {n}</translation>
    </message>
    <message>
        <source>due — ready to evaluate</source>
        <translation>échu — prêt pour l&apos;évaluation</translation>
    </message>
    <message>
        <source>Evaluate tournament {n}: final, it cannot be undone</source>
        <translation>Évaluer le tournoi {n} : définitif, irréversible</translation>
    </message>
    <message>
        <source>1 day left</source>
        <translation>1 jour restant</translation>
    </message>
    <message>
        <source>{n} days left</source>
        <translation>{n} jours restants</translation>
    </message>
    <message>
        <source>Evaluate tournament {n}…</source>
        <translation>Évaluer le tournoi {n}…</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Date limite</translation>
    </message>
    <message>
        <source>Report to show</source>
        <translation>Rapport à afficher</translation>
    </message>
    <message>
        <source>Evaluate now (closes the tournament early)…</source>
        <translation>Évaluer maintenant (clôt le tournoi en avance)…</translation>
    </message>
    <message>
        <source>Tournament {n}&apos;s deadline is {day}; evaluating it now closes it early, and entries that arrive later will not count</source>
        <translation>La date limite du tournoi {n} est le {day} ; l’évaluer maintenant le clôt en avance, et les ordres qui arrivent plus tard ne compteront pas</translation>
    </message>
    <message>
        <source>Announcement of tournament {n}</source>
        <translation>Annonce du tournoi {n}</translation>
    </message>
    <message>
        <source>Report of tournament {n}</source>
        <translation>Rapport du tournoi {n}</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>Non fait</translation>
    </message>
    <message>
        <source>Evaluation running</source>
        <translation>Évaluation en cours</translation>
    </message>
    <message>
        <source>Tournament {n} is being evaluated; wait for it to finish.</source>
        <translation>Le tournoi {n} est en cours d&apos;évaluation ; attendez la fin.</translation>
    </message>
    <message>
        <source>add player {name}</source>
        <translation>l&apos;ajout du joueur {name}</translation>
    </message>
    <message>
        <source>receive an entry</source>
        <translation>la réception d&apos;un ordre</translation>
    </message>
    <message>
        <source>delete entry</source>
        <translation>la suppression d&apos;un ordre</translation>
    </message>
    <message>
        <source>edit entry</source>
        <translation>la modification d&apos;un ordre</translation>
    </message>
    <message>
        <source>move the deadline</source>
        <translation>le déplacement de la date limite</translation>
    </message>
    <message>
        <source>Undo {action} (Ctrl+Z)</source>
        <translation>Annuler {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo {action} (Ctrl+Shift+Z)</source>
        <translation>Rétablir {action} (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>The evaluation is already running.</source>
        <translation>L&apos;évaluation est déjà en cours.</translation>
    </message>
    <message>
        <source>Close tournament {n} early?</source>
        <translation>Clore le tournoi {n} en avance ?</translation>
    </message>
    <message>
        <source>Tournament {n} of {game} closes now, before its deadline ({day}): entries that arrive later will not count for it.</source>
        <translation>Le tournoi {n} de {game} se clôt maintenant, avant sa date limite ({day}) : les ordres qui arrivent plus tard n’y compteront pas.</translation>
    </message>
    <message numerus="yes">
        <source>Evaluate it with %n entries received?</source>
        <translation>
            <numerusform>L’évaluer avec %n ordre reçu ?</numerusform>
            <numerusform>L’évaluer avec %n ordres reçus ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Evaluate tournament {n} of {game} with %n entries received?</source>
        <translation>
            <numerusform>Évaluer le tournoi {n} de {game} avec %n ordre reçu ?</numerusform>
            <numerusform>Évaluer le tournoi {n} de {game} avec %n ordres reçus ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {total} entries are faulty: they swap no club and count as saving the swap (rule 9.6).</source>
        <translation>
            <numerusform>%n ordre sur {total} est erroné : il n’échange aucun club et compte comme une mise en réserve de l’échange (règle 9.6).</numerusform>
            <numerusform>%n ordres sur {total} sont erronés : ils n’échangent aucun club et comptent comme une mise en réserve de l’échange (règle 9.6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them are first entries: those players hold no clubs yet and count as absent in this tournament.</source>
        <translation>
            <numerusform>%n d’entre eux est un premier ordre : ce joueur n’a encore aucun club et compte comme absent dans ce tournoi.</numerusform>
            <numerusform>%n d’entre eux sont des premiers ordres : ces joueurs n’ont encore aucun club et comptent comme absents dans ce tournoi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them name no player of the game and change nobody.</source>
        <translation>
            <numerusform>%n d’entre eux ne nomme aucun joueur de la partie et ne change rien pour personne.</numerusform>
            <numerusform>%n d’entre eux ne nomment aucun joueur de la partie et ne changent rien pour personne.</numerusform>
        </translation>
    </message>
    <message>
        <source>No entry is faulty.</source>
        <translation>Aucun ordre n’est erroné.</translation>
    </message>
    <message>
        <source>The evaluation is final: it cannot be undone, and the entries, players and deadline changes made so far can no longer be undone either.</source>
        <translation>L’évaluation est définitive : elle ne peut pas être annulée, et les modifications des ordres, des joueurs et de la date limite faites jusqu’ici ne pourront plus être annulées non plus.</translation>
    </message>
    <message>
        <source>Evaluate now</source>
        <translation>Évaluer maintenant</translation>
    </message>
    <message>
        <source>Tournament {n} is closed early and evaluated; tournament {next} is announced, deadline {day}.</source>
        <translation>Le tournoi {n} est clos en avance et évalué ; le tournoi {next} est annoncé, date limite {day}.</translation>
    </message>
    <message>
        <source>Cannot evaluate</source>
        <translation>Évaluation impossible</translation>
    </message>
    <message>
        <source>Evaluate tournament {n}?</source>
        <translation>Évaluer le tournoi {n} ?</translation>
    </message>
    <message>
        <source>Evaluating tournament {n}…</source>
        <translation>Évaluation du tournoi {n}…</translation>
    </message>
    <message>
        <source>Tournament {n} is evaluated; tournament {next} is announced, deadline {day}.</source>
        <translation>Le tournoi {n} est évalué ; le tournoi {next} est annoncé, date limite {day}.</translation>
    </message>
</context>
<context>
    <name>GameScorecard</name>
    <message>
        <source>Hole {hole}</source>
        <translation>Trou {hole}</translation>
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
        <translation>Où commence le green</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Commence à</translation>
    </message>
    <message>
        <source>Holes out with:</source>
        <translation>Dans le trou avec&#xa0;:</translation>
    </message>
    <message>
        <source>The dice that hole out from the green</source>
        <translation>Les dés qui mettent la balle dans le trou depuis le green</translation>
    </message>
    <message>
        <source>Green · {start}–{end} m</source>
        <translation>Green · {start}–{end} m</translation>
    </message>
    <message>
        <source>Mean {mean} m (no bonus on the green). From its front edge, {chance} of throws pass the end of terrain ({away} m away); the hole is {hole} m away.</source>
        <translation>Moyenne {mean} m (pas de bonus sur le green). Depuis son bord avant, {chance} des lancers dépassent la fin du terrain (à {away} m)&#xa0;; le trou est à {hole} m.</translation>
    </message>
    <message>
        <source>Change the green&apos;s formula</source>
        <translation>Modifier la formule du green</translation>
    </message>
    <message>
        <source>Move the green&apos;s edge</source>
        <translation>Déplacer le bord du green</translation>
    </message>
    <message>
        <source>Change the green&apos;s combination</source>
        <translation>Modifier la combinaison du green</translation>
    </message>
</context>
<context>
    <name>HandicapTable</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Course hcp</source>
        <translation>Hcp parcours</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Valeur imposée</translation>
    </message>
    <message>
        <source>Playing (per net format)</source>
        <translation>Hcp de jeu</translation>
    </message>
    <message>
        <source>This night&apos;s course handicap; — keeps the computed one</source>
        <translation>Handicap de parcours pour cette soirée&#xa0;; — garde celui calculé</translation>
    </message>
</context>
<context>
    <name>HazardForm</name>
    <message>
        <source>Hazard starts at</source>
        <translation>Début de l’obstacle</translation>
    </message>
    <message>
        <source>Hazard ends at</source>
        <translation>Fin de l’obstacle</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>The double that costs one penalty instead of two</source>
        <translation>Le double qui coûte une pénalité au lieu de deux</translation>
    </message>
    <message>
        <source>The mark the ball goes back to from the water</source>
        <translation>La marque où revient la balle tombée dans l&apos;eau</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <source>Metres:</source>
        <translation>Mètres :</translation>
    </message>
    <message>
        <source>Double:</source>
        <translation>Double :</translation>
    </message>
    <message>
        <source>Back to:</source>
        <translation>Retour à :</translation>
    </message>
    <message>
        <source>Adds:</source>
        <translation>Ajoute :</translation>
    </message>
    <message>
        <source>Takes off:</source>
        <translation>Retire :</translation>
    </message>
    <message>
        <source>Change a hazard</source>
        <translation>Modifier un obstacle</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Expected strokes (best play)</source>
        <translation>Coups attendus (meilleur jeu)</translation>
    </message>
</context>
<context>
    <name>HelpEntries</name>
    <message>
        <source>Please send golfstudio.log (and native-crash.log, if it is there) with a few words on what you were doing, what you expected and what happened instead. A course or round file that shows the problem helps too. The log holds no passwords.</source>
        <translation>Veuillez envoyer golfstudio.log (et native-crash.log, s&apos;il est là) avec quelques mots sur ce que vous faisiez, ce que vous attendiez et ce qui s&apos;est passé à la place. Un fichier de parcours ou de partie qui montre le problème aide aussi. Le journal ne contient aucun mot de passe.</translation>
    </message>
    <message>
        <source>The log folder is open:
{folder}</source>
        <translation>Le dossier des journaux est ouvert&#xa0;:
{folder}</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles de {game}</translation>
    </message>
    <message>
        <source>Read the rules as the studio plays them</source>
        <translation>Lire les règles telles que le studio les applique</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>&amp;Tour…</source>
        <translation>&amp;Visite guidée…</translation>
    </message>
    <message>
        <source>Three ways to start: a course, a game, a night</source>
        <translation>Trois façons de commencer : un parcours, une partie, une soirée</translation>
    </message>
    <message>
        <source>&amp;Report a Problem…</source>
        <translation>&amp;Signaler un problème…</translation>
    </message>
    <message>
        <source>Open the log folder and say what to send</source>
        <translation>Ouvrir le dossier du journal et dire quoi envoyer</translation>
    </message>
    <message>
        <source>Report a Problem</source>
        <translation>Signaler un problème</translation>
    </message>
</context>
<context>
    <name>HintBoard</name>
    <message>
        <source>&lt;b&gt;Strong would:&lt;/b&gt; {move} — expected {score} at the end of the hole.</source>
        <translation>&lt;b&gt;Strong jouerait&#xa0;:&lt;/b&gt; {move} — {score} attendu à la fin du trou.</translation>
    </message>
    <message>
        <source>Expected final score of each option (lower is better):</source>
        <translation>Score final attendu de chaque option (le plus bas est le meilleur)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… et %n autre.</numerusform>
            <numerusform>… et %n autres.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Winner (stroke)</source>
        <translation>Vainqueur (coups)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Include AI players</source>
        <translation>Inclure les joueurs IA</translation>
    </message>
    <message>
        <source>Count the AIs of rounds played in the studio in the standings</source>
        <translation>Compter dans le classement les IA des parties jouées dans le studio</translation>
    </message>
    <message>
        <source>Export night as CSV…</source>
        <translation>Exporter la soirée en CSV…</translation>
    </message>
    <message>
        <source>Export all as CSV…</source>
        <translation>Tout exporter en CSV…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Save night as PDF…</source>
        <translation>Enregistrer la soirée en PDF…</translation>
    </message>
    <message>
        <source>Print night…</source>
        <translation>Imprimer la soirée…</translation>
    </message>
    <message>
        <source>Edit night…</source>
        <translation>Modifier la soirée…</translation>
    </message>
    <message>
        <source>Delete night…</source>
        <translation>Supprimer la soirée…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Joueurs…</translation>
    </message>
    <message>
        <source>Rename players, merge two entries of one person</source>
        <translation>Renommer des joueurs, fusionner deux fiches d&apos;une même personne</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>Soirées</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>a rank in a table</comment>
        <translation>Place</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>Toutes les saisons</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Saison {year}</translation>
    </message>
    <message>
        <source>{season} standings · {nights}, {rounds} (gross, average per round, each game on its own)</source>
        <translation>{season} : classement · {nights}, {rounds} (brut, moyenne par partie, chaque jeu à part)</translation>
    </message>
    <message numerus="yes">
        <source>%n night(s)</source>
        <translation>
            <numerusform>%n soirée</numerusform>
            <numerusform>%n soirées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n complete round(s)</source>
        <translation>
            <numerusform>%n partie complète</numerusform>
            <numerusform>%n parties complètes</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} · {rounds}</source>
        <translation>{game} · {rounds}</translation>
    </message>
    <message>
        <source>Select a night first.</source>
        <translation>Sélectionnez d&apos;abord une soirée.</translation>
    </message>
    <message>
        <source>Delete night</source>
        <translation>Supprimer la soirée</translation>
    </message>
    <message>
        <source>Delete the night of {night}, with every round and score of it? This cannot be undone.</source>
        <translation>Supprimer la soirée du {night}, avec toutes ses parties et tous ses scores ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Not deleted: {reason}</source>
        <translation>Non supprimée : {reason}</translation>
    </message>
    <message>
        <source>Night deleted</source>
        <translation>Soirée supprimée</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>Impossible d&apos;écrire {file} : {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
</context>
<context>
    <name>HoleCanvas</name>
    <message>
        <source>Dice {sum}</source>
        <translation>Dés {sum}</translation>
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
        <translation>Calibrer le calque</translation>
    </message>
    <message>
        <source>Yards between the two points:</source>
        <translation>Yards entre les deux points&#xa0;:</translation>
    </message>
    <message>
        <source>Fit the hole</source>
        <translation>Afficher tout le trou</translation>
    </message>
    <message>
        <source>hole {hole} · {x}, {y} yd · {terrain}</source>
        <translation>trou {hole} · {x}, {y} yd · {terrain}</translation>
    </message>
</context>
<context>
    <name>HoleEventsBar</name>
    <message>
        <source>&amp;Press</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>B&amp;ingo (first on)</source>
        <translation>B&amp;ingo (premier sur le green)</translation>
    </message>
    <message>
        <source>B&amp;ango (closest)</source>
        <translation>B&amp;ango (le plus près)</translation>
    </message>
    <message>
        <source>B&amp;ongo (first in)</source>
        <translation>B&amp;ongo (premier dans le trou)</translation>
    </message>
    <message>
        <source>0 · nobody</source>
        <translation>0 · personne</translation>
    </message>
    <message>
        <source>{key} · {name}</source>
        <translation>{key} · {name}</translation>
    </message>
    <message>
        <source>Hole {hole}:</source>
        <translation>Trou {hole}&#xa0;:</translation>
    </message>
    <message>
        <source>Nobody can press now: {reason}</source>
        <translation>Personne ne peut relancer maintenant&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Only the side that is down may press</source>
        <translation>Seul le camp mené peut relancer</translation>
    </message>
    <message>
        <source>front</source>
        <translation>aller</translation>
    </message>
    <message>
        <source>back</source>
        <translation>retour</translation>
    </message>
    <message>
        <source>&amp;Press: {side}</source>
        <translation>&amp;Relancer&#xa0;: {side}</translation>
    </message>
    <message>
        <source>{side} is down and presses the {segment} bet from hole {hole}</source>
        <translation>{side} est mené et relance le pari {segment} à partir du trou {hole}</translation>
    </message>
    <message>
        <source>from hole {hole} ({segment})</source>
        <translation>à partir du trou {hole} ({segment})</translation>
    </message>
    <message>
        <source>Hole {hole} · &amp;wolf {wolf}:</source>
        <translation>Trou {hole} · &amp;loup {wolf}&#xa0;:</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— choisir —</translation>
    </message>
    <message>
        <source>{key} · with {partner}</source>
        <translation>{key} · avec {partner}</translation>
    </message>
    <message>
        <source>{key} · lone wolf</source>
        <translation>{key} · loup solitaire</translation>
    </message>
    <message>
        <source>{key} · blind lone wolf</source>
        <translation>{key} · loup solitaire à l&apos;aveugle</translation>
    </message>
</context>
<context>
    <name>HoleLayoutWindow</name>
    <message>
        <source>Import a scanned board</source>
        <translation>Importer un plateau numérisé</translation>
    </message>
    <message>
        <source>Images ({formats});;All files (*)</source>
        <translation>Images ({formats});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;New Ultimate Golf Course</source>
        <translation>&amp;Nouveau parcours Ultimate Golf</translation>
    </message>
    <message>
        <source>Start a course of 18 empty holes</source>
        <translation>Commencer un parcours de 18 trous vides</translation>
    </message>
    <message>
        <source>Open the Bundled Ultimate Golf Course as a &amp;Template</source>
        <translation>Ouvrir le parcours Ultimate Golf fourni comme &amp;modèle</translation>
    </message>
    <message>
        <source>Open a copy of the bundled course to change</source>
        <translation>Ouvrir une copie du parcours fourni pour la modifier</translation>
    </message>
    <message>
        <source>&amp;Copy Region</source>
        <translation>&amp;Copier la région</translation>
    </message>
    <message>
        <source>Copy the selected region, to paste on any hole</source>
        <translation>Copier la région sélectionnée, pour la coller sur n&apos;importe quel trou</translation>
    </message>
    <message>
        <source>&amp;Paste Regions</source>
        <translation>C&amp;oller les régions</translation>
    </message>
    <message>
        <source>Paste copied regions on this hole</source>
        <translation>Coller les régions copiées sur ce trou</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected region (with the vertex tool: the selected vertex)</source>
        <translation>Supprimer la région sélectionnée (avec l&apos;outil sommets&#xa0;: le sommet sélectionné)</translation>
    </message>
    <message>
        <source>&amp;Raise Region</source>
        <translation>&amp;Monter la région</translation>
    </message>
    <message>
        <source>Put the selected region above the next one it overlaps</source>
        <translation>Placer la région sélectionnée au-dessus de la suivante qu&apos;elle chevauche</translation>
    </message>
    <message>
        <source>&amp;Lower Region</source>
        <translation>&amp;Descendre la région</translation>
    </message>
    <message>
        <source>Put the selected region below the next one it overlaps</source>
        <translation>Placer la région sélectionnée sous la suivante qu&apos;elle chevauche</translation>
    </message>
    <message>
        <source>Export &amp;Every Hole as SVG…</source>
        <translation>Exporter &amp;tous les trous en SVG…</translation>
    </message>
    <message>
        <source>Save one drawing per hole, to print the whole course</source>
        <translation>Enregistrer un dessin par trou, pour imprimer tout le parcours</translation>
    </message>
    <message>
        <source>&amp;Print Hole…</source>
        <translation>&amp;Imprimer le trou…</translation>
    </message>
    <message>
        <source>Print the hole shown at a scale you choose, in yards per inch</source>
        <translation>Imprimer le trou affiché à l&apos;échelle de votre choix, en yards par pouce</translation>
    </message>
    <message>
        <source>Suggest &amp;Stroke Indexes</source>
        <translation>Suggérer les indices de &amp;difficulté</translation>
    </message>
    <message>
        <source>Analyse every hole and number them from the hardest (1) to the easiest, as one step Undo takes back</source>
        <translation>Analyser chaque trou et les numéroter du plus difficile (1) au plus facile, en une seule étape qu&apos;Annuler peut défaire</translation>
    </message>
    <message>
        <source>&amp;Import Tracing Image…</source>
        <translation>I&amp;mporter une image à calquer…</translation>
    </message>
    <message>
        <source>Put a scanned board under the hole to trace it</source>
        <translation>Placer un plateau numérisé sous le trou pour le calquer</translation>
    </message>
    <message>
        <source>Expected-Strokes &amp;Heat Map</source>
        <translation>&amp;Carte thermique des coups attendus</translation>
    </message>
    <message>
        <source>Analyse the hole after each edit and show the expected strokes from every spot, and the best shot from the one under the mouse</source>
        <translation>Analyser le trou après chaque modification et afficher les coups attendus depuis chaque point, ainsi que le meilleur coup depuis celui sous la souris</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Parcours</translation>
    </message>
    <message>
        <source>P&amp;roblems</source>
        <translation>P&amp;roblèmes</translation>
    </message>
    <message>
        <source>Ultimate Golf courses</source>
        <translation>Parcours Ultimate Golf</translation>
    </message>
    <message>
        <source>Lay out {game} holes in yards, traced from a scanned board or drawn anew</source>
        <translation>Tracez les trous de {game} en yards, calqués sur un plateau numérisé ou dessinés de zéro</translation>
    </message>
    <message>
        <source>Design a course</source>
        <translation>Concevoir un parcours</translation>
    </message>
    <message>
        <source>An Ultimate Golf hole drawn by GolfStudio</source>
        <translation>Un trou d&apos;Ultimate Golf dessiné par GolfStudio</translation>
    </message>
    <message>
        <source>New course</source>
        <translation>Nouveau parcours</translation>
    </message>
    <message>
        <source>Export every hole as SVG</source>
        <translation>Exporter tous les trous en SVG</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg);;All files (*)</source>
        <translation>Images SVG (*.svg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Exported {first} … {last}</source>
        <translation>Exporté&#xa0;: {first} … {last}</translation>
    </message>
    <message>
        <source>Could not print the hole</source>
        <translation>Impossible d&apos;imprimer le trou</translation>
    </message>
    <message>
        <source>Printed hole {n} at {scale} yards per inch</source>
        <translation>Trou {n} imprimé à {scale} yards par pouce</translation>
    </message>
    <message>
        <source>{file} is not an image this program can read.</source>
        <translation>{file} n&apos;est pas une image que ce programme peut lire.</translation>
    </message>
    <message>
        <source>{file} is too large to trace.</source>
        <translation>{file} est trop grand pour être calqué.</translation>
    </message>
    <message>
        <source>Import a tracing image</source>
        <translation>Importer une image à calquer</translation>
    </message>
    <message>
        <source>Delete a vertex</source>
        <translation>Supprimer un sommet</translation>
    </message>
    <message>
        <source>Delete a region</source>
        <translation>Supprimer une région</translation>
    </message>
    <message>
        <source>Copied region {region}.</source>
        <translation>Région {region} copiée.</translation>
    </message>
    <message>
        <source>The clipboard holds no regions of a hole.</source>
        <translation>Le presse-papiers ne contient aucune région de trou.</translation>
    </message>
    <message>
        <source>Paste regions</source>
        <translation>Coller des régions</translation>
    </message>
    <message>
        <source>Pasted {regions}.</source>
        <translation>Collé&#xa0;: {regions}.</translation>
    </message>
</context>
<context>
    <name>HoleList</name>
    <message>
        <source>Holes</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Copy this hole</source>
        <translation>Copier ce trou</translation>
    </message>
    <message>
        <source>Move this hole earlier</source>
        <translation>Placer ce trou plus tôt</translation>
    </message>
    <message>
        <source>Move this hole later</source>
        <translation>Placer ce trou plus tard</translation>
    </message>
    <message>
        <source>Add a new hole after this one</source>
        <translation>Ajouter un nouveau trou après celui-ci</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Plus tôt</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove this hole</source>
        <translation>Retirer ce trou</translation>
    </message>
    <message>
        <source>Remove a hole</source>
        <translation>Retirer un trou</translation>
    </message>
    <message>
        <source>Add a hole</source>
        <translation>Ajouter un trou</translation>
    </message>
    <message>
        <source>Duplicate a hole</source>
        <translation>Dupliquer un trou</translation>
    </message>
    <message>
        <source>Move a hole</source>
        <translation>Déplacer un trou</translation>
    </message>
</context>
<context>
    <name>HolePanel</name>
    <message>
        <source>Hole</source>
        <translation>Trou</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Where the hole lies, on the green</source>
        <translation>L&apos;emplacement du trou, sur le green</translation>
    </message>
    <message>
        <source>The black dotted line beyond the hole</source>
        <translation>Le pointillé noir au-delà du trou</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par :</translation>
    </message>
    <message>
        <source>Hole at:</source>
        <translation>Trou à :</translation>
    </message>
    <message>
        <source>End of terrain:</source>
        <translation>Fin du terrain :</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Zones</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Obstacles</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Proximity zones</source>
        <translation>Zones de proximité</translation>
    </message>
    <message>
        <source>+ {metres}</source>
        <translation>+ {metres}</translation>
    </message>
    <message>
        <source>A proximity zone of {metres} before the next zone limit that has none</source>
        <translation>Une zone de proximité de {metres} avant la prochaine limite de zone qui n&apos;en a pas</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De :</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Longueur :</translation>
    </message>
    <message>
        <source>Open a course or start a new one: the hole shown is edited here.</source>
        <translation>Ouvrez un parcours ou commencez-en un nouveau : le trou affiché se modifie ici.</translation>
    </message>
    <message>
        <source>{start}–{end} m ({metres})</source>
        <translation>{start}–{end} m ({metres})</translation>
    </message>
    <message>
        <source>Rename the hole</source>
        <translation>Renommer le trou</translation>
    </message>
    <message>
        <source>Set the par</source>
        <translation>Définir le par</translation>
    </message>
    <message>
        <source>Move the hole</source>
        <translation>Déplacer le trou</translation>
    </message>
    <message>
        <source>Move the end of terrain</source>
        <translation>Déplacer la fin du terrain</translation>
    </message>
    <message>
        <source>Add a {kind}</source>
        <translation>Ajouter : {kind}</translation>
    </message>
    <message>
        <source>Add a proximity zone</source>
        <translation>Ajouter une zone de proximité</translation>
    </message>
    <message>
        <source>Move a proximity zone</source>
        <translation>Déplacer une zone de proximité</translation>
    </message>
    <message>
        <source>Change a proximity zone&apos;s length</source>
        <translation>Modifier la longueur d&apos;une zone de proximité</translation>
    </message>
    <message>
        <source>Remove a hazard</source>
        <translation>Retirer un obstacle</translation>
    </message>
    <message>
        <source>Remove a proximity zone</source>
        <translation>Retirer une zone de proximité</translation>
    </message>
    <message>
        <source>Remove a zone limit</source>
        <translation>Retirer une limite de zone</translation>
    </message>
    <message>
        <source>The green stays: every hole has one.</source>
        <translation>Le green reste : chaque trou en a un.</translation>
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
        <translation>une échelle d&apos;impression va de {low:g} à {high:g} yards par pouce, reçu {got:g}</translation>
    </message>
    <message>
        <source>hole {n} has nothing to print yet</source>
        <translation>le trou {n} n&apos;a encore rien à imprimer</translation>
    </message>
    <message>
        <source>at {scale:g} yards per inch hole {n} does not fit the page: choose {fits:g} yards per inch or more, or a larger page</source>
        <translation>à {scale:g} yards par pouce, le trou {n} ne tient pas sur la page : choisissez {fits:g} yards par pouce ou plus, ou une page plus grande</translation>
    </message>
    <message>
        <source>cannot print: the printer did not start ({name})</source>
        <translation>impossible d&apos;imprimer : l&apos;imprimante n&apos;a pas démarré ({name})</translation>
    </message>
    <message>
        <source>Hole {n}</source>
        <translation>Trou {n}</translation>
    </message>
    <message>
        <source>{n} yards</source>
        <translation>{n} yards</translation>
    </message>
    <message>
        <source>no yardage yet</source>
        <translation>pas encore de distance</translation>
    </message>
    <message>
        <source>Par {par} · {yards} · scale {scale} yards to the inch ({ratio})</source>
        <translation>Par {par} · {yards} · échelle {scale} yards par pouce ({ratio})</translation>
    </message>
</context>
<context>
    <name>HoleView</name>
    <message>
        <source>Hole layout</source>
        <translation>Plan du trou</translation>
    </message>
    <message>
        <source>{yards} yards</source>
        <translation>{yards} yards</translation>
    </message>
    <message>
        <source>Expected strokes: updating…</source>
        <translation>Coups attendus : mise à jour…</translation>
    </message>
    <message>
        <source>Expected strokes to hole out</source>
        <translation>Coups attendus pour finir le trou</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>GolfStudio will follow the system&apos;s language the next time it starts.</source>
        <translation>GolfStudio suivra la langue du système au prochain démarrage.</translation>
    </message>
    <message>
        <source>GolfStudio will speak {language} the next time it starts.</source>
        <translation>GolfStudio parlera {language} au prochain démarrage.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>No complete rounds yet</source>
        <translation>Pas encore de partie complète</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>GolfStudio files: courses and rounds (*.json);;All files (*)</source>
        <translation>Fichiers GolfStudio : parcours et parties (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a file: a course, a saved game, a round file</source>
        <translation>Ouvrir un fichier : un parcours, une partie enregistrée, un fichier de partie</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Round</source>
        <translation>Ouvrir la partie d&apos;&amp;exemple</translation>
    </message>
    <message>
        <source>A four-player game night on the Ultimate Golf course</source>
        <translation>Une soirée de jeu à quatre joueurs sur le parcours d&apos;Ultimate Golf</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>&amp;Vider la liste des récents</translation>
    </message>
    <message>
        <source>&amp;Database…</source>
        <translation>&amp;Base de données…</translation>
    </message>
    <message>
        <source>Where the scorecards are kept: a SQLite file or a league&apos;s PostgreSQL server</source>
        <translation>Où sont conservées les cartes de score : un fichier SQLite ou le serveur PostgreSQL d&apos;une ligue</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close the current document, or the current page</source>
        <translation>Fermer le document courant, ou la page courante</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>Page d&apos;&amp;accueil</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;About GolfStudio</source>
        <translation>À &amp;propos de GolfStudio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>{page} — {app}</source>
        <translation>{page} — {app}</translation>
    </message>
    <message>
        <source>a night file (&quot;format&quot;: &quot;{format}&quot;): add its night to the database with File &gt; Import Night… in Game night</source>
        <translation>un fichier de soirée (&quot;format&quot;: &quot;{format}&quot;) : ajoutez sa soirée à la base de données avec Fichier &gt; Importer une soirée… dans Soirée de jeu</translation>
    </message>
    <message>
        <source>unknown file format &quot;{format}&quot;: File &gt; Open opens courses, saved games and round files</source>
        <translation>format de fichier inconnu « {format} » : Fichier &gt; Ouvrir ouvre les parcours, les parties enregistrées et les fichiers de partie</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file} : {reason}</translation>
    </message>
    <message>
        <source>Cannot open the scorecard database</source>
        <translation>Impossible d&apos;ouvrir la base de données des cartes de score</translation>
    </message>
    <message>
        <source>{reason}

Choose another database under Settings &gt; Database….</source>
        <translation>{reason}

Choisissez une autre base de données dans Paramètres &gt; Base de données….</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New PBM Golf game</source>
        <translation>Nouvelle partie de PBM Golf</translation>
    </message>
    <message>
        <source>Ballesteros</source>
        <translation>Ballesteros</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>Nom de la partie&#xa0;:</translation>
    </message>
    <message>
        <source>First deadline:</source>
        <translation>Première date limite&#xa0;:</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Pistes</translation>
    </message>
    <message>
        <source>Base value (m)</source>
        <translation>Valeur de base (m)</translation>
    </message>
    <message>
        <source>Random part</source>
        <translation>Part aléatoire</translation>
    </message>
    <message>
        <source>Lane {n}</source>
        <translation>Piste {n}</translation>
    </message>
    <message>
        <source>The sum of dice rolls added to the base value: 2d3 is two rolls of a three-sided die</source>
        <translation>La somme des lancers de dés ajoutée à la valeur de base&#xa0;: 2d3 signifie deux lancers d&apos;un dé à trois faces</translation>
    </message>
    <message>
        <source>Clubs and points</source>
        <translation>Clubs et points</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Club limit:</source>
        <translation>Limite des clubs&#xa0;:</translation>
    </message>
    <message>
        <source>÷ (</source>
        <translation>÷ (</translation>
    </message>
    <message>
        <source>+ place)</source>
        <translation>+ place)</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Points&#xa0;:</translation>
    </message>
    <message>
        <source>Create game</source>
        <translation>Créer la partie</translation>
    </message>
    <message>
        <source>Lane {n}, random part: {reason}</source>
        <translation>Piste {n}, part aléatoire&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Points formula offset: a number like 2.5, not {text}</source>
        <translation>Décalage de la formule des points&#xa0;: un nombre comme 2,5, et non {text}</translation>
    </message>
    <message>
        <source>Give the game a name.</source>
        <translation>Donnez un nom à la partie.</translation>
    </message>
    <message>
        <source>Cannot create the game</source>
        <translation>Impossible de créer la partie</translation>
    </message>
</context>
<context>
    <name>NightFiles</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Night files (*.json)</source>
        <translation>Fichiers de soirée (*.json)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>NightGridModel</name>
    <message>
        <source>Net: course handicaps (100 %)</source>
        <translation>Net&#xa0;: handicaps de parcours (100&#xa0;%)</translation>
    </message>
    <message>
        <source>Net: playing handicaps of {format}</source>
        <translation>Net&#xa0;: handicaps de jeu pour {format}</translation>
    </message>
    <message>
        <source>{name}: course handicap {handicap} ({origin})</source>
        <translation>{name}&#xa0;: handicap de parcours {handicap} ({origin})</translation>
    </message>
    <message>
        <source>{name}: course handicap {handicap} ({origin}), playing {playing} in {format}</source>
        <translation>{name}&#xa0;: handicap de parcours {handicap} ({origin}), handicap de jeu {playing} en {format}</translation>
    </message>
</context>
<context>
    <name>NightPrinting</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
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
        <translation>Soirée {game} · {date}{place}</translation>
    </message>
    <message>
        <source>Course: {course} · players: {players}</source>
        <translation>Parcours : {course} · joueurs : {players}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>{format} (net)</source>
        <translation>{format} (net)</translation>
    </message>
    <message>
        <source>Scored over several rounds: see the standings.</source>
        <translation>Compté sur plusieurs parties : voir le classement.</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>GolfStudio night</source>
        <translation>Soirée GolfStudio</translation>
    </message>
</context>
<context>
    <name>NightSetupPage</name>
    <message>
        <source>New course…</source>
        <translation>Nouveau parcours…</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of money for {what}: type it like 2{point}50, from 0 to 10000{point}00</source>
        <translation>« {text} » n&apos;est pas un montant pour {what} : saisissez-le comme 2{point}50, de 0 à 10000{point}00</translation>
    </message>
    <message>
        <source>Set up a game night</source>
        <translation>Préparer une soirée de jeu</translation>
    </message>
    <message>
        <source>Edit the night</source>
        <translation>Modifier la soirée</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Commencer la soirée</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <source>ddd d MMM yyyy</source>
        <comment>the night&apos;s date, as a QDate display format</comment>
        <translation>ddd d MMM yyyy</translation>
    </message>
    <message>
        <source>Where (optional)</source>
        <translation>Où (facultatif)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Tees…</source>
        <translation>Départs…</translation>
    </message>
    <message>
        <source>The course&apos;s tees: rating, slope, yards</source>
        <translation>Les départs du parcours : rating, slope, yards</translation>
    </message>
    <message>
        <source>Tee</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Players — tick those playing, or add someone</source>
        <translation>Joueurs — cochez ceux qui jouent, ou ajoutez quelqu&apos;un</translation>
    </message>
    <message>
        <source>Handicaps — course handicap = index (rating = par, slope 113)</source>
        <translation>Handicaps — handicap de parcours = index (course rating = par, slope 113)</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formules</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Allowance</source>
        <translation>Coefficient</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>{format}, net</source>
        <translation>{format}, net</translation>
    </message>
    <message>
        <source>{format}, allowance</source>
        <translation>{format}, coefficient</translation>
    </message>
    <message>
        <source>carry-over</source>
        <translation>report</translation>
    </message>
    <message>
        <source>automatic presses</source>
        <translation>relances automatiques</translation>
    </message>
    <message>
        <source>Stakes — money per bet, typed like 2{point}50 (empty: nothing)</source>
        <translation>Mises — montant par pari, saisi comme 2{point}50 (vide : rien)</translation>
    </message>
    <message>
        <source>Choose a format to play for money.</source>
        <translation>Choisissez une formule pour jouer de l&apos;argent.</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Aller</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Per skin</source>
        <translation>Par skin</translation>
    </message>
    <message>
        <source>Pot buy-in</source>
        <translation>Mise de la cagnotte</translation>
    </message>
    <message>
        <source>Per point</source>
        <translation>Par point</translation>
    </message>
    <message>
        <source>Per stroke</source>
        <translation>Par coup</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>per match</source>
        <translation>par match</translation>
    </message>
    <message>
        <source>per hole up</source>
        <translation>par trou d&apos;avance</translation>
    </message>
    <message>
        <source>{format} {bet}</source>
        <translation>{format} {bet}</translation>
    </message>
    <message>
        <source>auto press at </source>
        <translation>relance auto à </translation>
    </message>
    <message>
        <source> down</source>
        <translation> de retard</translation>
    </message>
    <message>
        <source>Holes down that start an automatic press</source>
        <translation>Trous de retard qui déclenchent une relance automatique</translation>
    </message>
    <message>
        <source>Teams — best ball, Vegas</source>
        <translation>Équipes — meilleure balle, Vegas</translation>
    </message>
    <message>
        <source>Choose a best-ball format or Vegas to pair the players.</source>
        <translation>Choisissez une formule en meilleure balle ou Vegas pour former les équipes.</translation>
    </message>
    <message>
        <source>(no course yet)</source>
        <translation>(pas encore de parcours)</translation>
    </message>
    <message>
        <source>Team {number}</source>
        <translation>Équipe {number}</translation>
    </message>
    <message>
        <source>Handicaps — course handicap = index × {slope} / 113 + ({rating} − {par})</source>
        <translation>Handicaps — handicap de parcours = index × {slope} / 113 + ({rating} − {par})</translation>
    </message>
    <message numerus="yes">
        <source>%n hole(s) · par {par}</source>
        <translation>
            <numerusform>%n trou · par {par}</numerusform>
            <numerusform>%n trous · par {par}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a course, or “New course…” to make one.</source>
        <translation>Choisissez un parcours, ou « Nouveau parcours… » pour en créer un.</translation>
    </message>
    <message numerus="yes">
        <source>Nassau with %n players: every pair plays its own Nassau (round robin, presses within each pair). For two teams of two on their better ball, choose “Best ball · Nassau” instead.</source>
        <translation>
            <numerusform>Nassau à %n joueur : chaque paire joue son propre Nassau (tous contre tous, relances au sein de chaque paire). Pour deux équipes de deux sur leur meilleure balle, choisissez plutôt « Meilleure balle · Nassau ».</numerusform>
            <numerusform>Nassau à %n joueurs : chaque paire joue son propre Nassau (tous contre tous, relances au sein de chaque paire). Pour deux équipes de deux sur leur meilleure balle, choisissez plutôt « Meilleure balle · Nassau ».</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start: {reason}</source>
        <translation>Impossible de commencer : {reason}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Non enregistré : {reason}</translation>
    </message>
</context>
<context>
    <name>ObjectForm</name>
    <message>
        <source>Straight: mirrors the ball</source>
        <translation>Droit&#xa0;: renvoie la balle en miroir</translation>
    </message>
    <message>
        <source>Curved: sends it back</source>
        <translation>Incurvé&#xa0;: la renvoie en arrière</translation>
    </message>
    <message>
        <source>⟲ Left</source>
        <translation>⟲ Gauche</translation>
    </message>
    <message>
        <source>Turn 60° counter-clockwise (R)</source>
        <translation>Tourner de 60° dans le sens antihoraire (R)</translation>
    </message>
    <message>
        <source>Right ⟳</source>
        <translation>Droite ⟳</translation>
    </message>
    <message>
        <source>Turn 60° clockwise (Shift+R)</source>
        <translation>Tourner de 60° dans le sens horaire (Maj+R)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Wall {id}</source>
        <translation>Muret {id}</translation>
    </message>
    <message>
        <source>1 edge</source>
        <translation>1 côté</translation>
    </message>
    <message>
        <source>{n} edges</source>
        <translation>{n} côtés</translation>
    </message>
    <message>
        <source>Obstacle {id}</source>
        <translation>Obstacle {id}</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 case</translation>
    </message>
    <message>
        <source>{n} cells</source>
        <translation>{n} cases</translation>
    </message>
</context>
<context>
    <name>OptimiserPanel</name>
    <message>
        <source>Find the best clubs</source>
        <translation>Trouver les meilleurs clubs</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>Optimiser</translation>
    </message>
    <message>
        <source>Keep clubs</source>
        <translation>Clubs à garder</translation>
    </message>
    <message>
        <source>Time allowed</source>
        <translation>Temps accordé</translation>
    </message>
    <message>
        <source>Clubs found</source>
        <translation>Clubs trouvés</translation>
    </message>
    <message>
        <source>Expected strokes</source>
        <translation>Coups attendus</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Check a club set</source>
        <translation>Vérifier un jeu de clubs</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>Clubs you would rather not swap, from 1 to {limit}; the search chooses the others.</source>
        <translation>Clubs que vous préférez ne pas échanger, de 1 à {limit}&#xa0;; la recherche choisit les autres.</translation>
    </message>
    <message>
        <source>{field}: a club is a whole number from 1 to {limit}, not “{text}”</source>
        <translation>{field}&#xa0;: un club est un nombre entier de 1 à {limit}, et non «&#xa0;{text}&#xa0;»</translation>
    </message>
    <message>
        <source>Keep club {number}</source>
        <translation>Garder le club {number}</translation>
    </message>
    <message>
        <source>{total} per tournament ({lane} per lane)</source>
        <translation>{total} par tournoi ({lane} par piste)</translation>
    </message>
    <message>
        <source>Exactly {fraction}</source>
        <translation>Exactement {fraction}</translation>
    </message>
    <message>
        <source>{starts} starts, {sets} club sets tried in {seconds} s</source>
        <translation>{starts} départs, {sets} jeux de clubs essayés en {seconds} s</translation>
    </message>
    <message>
        <source>Club {number}</source>
        <translation>Club {number}</translation>
    </message>
    <message>
        <source>Type four clubs to see their expected strokes.</source>
        <translation>Saisissez quatre clubs pour voir leurs coups attendus.</translation>
    </message>
    <message>
        <source>— {difference} against the set found</source>
        <translation>— {difference} par rapport au jeu trouvé</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Show my cards</source>
        <translation>Montrer mes cartes</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Passez l&apos;écran à {player}</translation>
    </message>
    <message>
        <source>I am {player} — show my cards</source>
        <translation>Je suis {player} — montrer mes cartes</translation>
    </message>
    <message>
        <source>A new hole: {player} tees off. Everyone else, look away until {player} has played.</source>
        <translation>Nouveau trou : {player} joue son coup de départ. Les autres, détournez le regard jusqu&apos;à ce que {player} ait joué.</translation>
    </message>
    <message>
        <source>{player} plays next. Everyone else, look away: the card {player} draws is theirs alone until it is played.</source>
        <translation>{player} joue ensuite. Les autres, détournez le regard&#xa0;: la carte que {player} pioche n&apos;appartient qu&apos;à lui jusqu&apos;à ce qu&apos;elle soit jouée.</translation>
    </message>
</context>
<context>
    <name>PbmLeagueArea</name>
    <message>
        <source>PBM Golf league</source>
        <translation>Ligue PBM Golf</translation>
    </message>
    <message>
        <source>Run a play-by-mail league: players, entries received, evaluations, results and the ranking list</source>
        <translation>Gérez une ligue par correspondance : joueurs, ordres reçus, évaluations, résultats et classement</translation>
    </message>
    <message>
        <source>Run the league</source>
        <translation>Gérer la ligue</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Delete game…</source>
        <translation>Supprimer la partie…</translation>
    </message>
    <message>
        <source>Choose a game on the left, or make a new one.</source>
        <translation>Choisissez une partie à gauche, ou créez-en une.</translation>
    </message>
    <message>
        <source>Cannot list the games</source>
        <translation>Impossible de lister les parties</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>la base de données n&apos;est pas ouverte</translation>
    </message>
    <message>
        <source>Delete game?</source>
        <translation>Supprimer la partie ?</translation>
    </message>
    <message>
        <source>Delete the game {game} with all its players, entries, results and ranking list? This cannot be undone.</source>
        <translation>Supprimer la partie {game} avec tous ses joueurs, ordres, résultats et son classement ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Evaluation running</source>
        <translation>Évaluation en cours</translation>
    </message>
    <message>
        <source>{game} is being evaluated; delete it once that is done.</source>
        <translation>{game} est en cours d&apos;évaluation ; supprimez-la une fois l&apos;évaluation terminée.</translation>
    </message>
    <message>
        <source>Cannot delete the game</source>
        <translation>Impossible de supprimer la partie</translation>
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
        <translation>Jouer à Carambole</translation>
    </message>
    <message>
        <source>Play {game} on screen against the AIs or each other; every round is kept in the scorecards</source>
        <translation>Jouez à {game} à l&apos;écran contre les IA ou entre vous&#xa0;; chaque partie est conservée dans les cartes de score</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Commencer une partie</translation>
    </message>
    <message>
        <source>Play — Mini Golf Carambole</source>
        <translation>Jouer — Mini Golf Carambole</translation>
    </message>
    <message>
        <source>Choose the courses, the players — people or AIs — and the mode;
each finished round is kept in the scorecards with the game nights.</source>
        <translation>Choisissez les parcours, les joueurs — humains ou IA — et le mode&#xa0;;
chaque partie terminée est conservée dans les cartes de score avec les soirées de jeu.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Step through the finished game shot by shot</source>
        <translation>Parcourir la partie terminée coup par coup</translation>
    </message>
    <message>
        <source>Back to the results</source>
        <translation>Retour aux résultats</translation>
    </message>
    <message>
        <source>Course being edited</source>
        <translation>Parcours en cours de modification</translation>
    </message>
    <message>
        <source>‹ Start page</source>
        <translation>‹ Page d&apos;accueil</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aucune partie pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>PlayNineBoardWords</name>
    <message>
        <source>not dealt</source>
        <translation>pas distribuée</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>{player}: no cards yet; total {total}</source>
        <translation>{player}&#xa0;: pas encore de cartes&#xa0;; total {total}</translation>
    </message>
    <message>
        <source>{player}: top row {top}; bottom row {bottom}; total {total}</source>
        <translation>{player}&#xa0;: rangée du haut {top}&#xa0;; rangée du bas {bottom}&#xa0;; total {total}</translation>
    </message>
    <message>
        <source>; this hole {points}</source>
        <translation>&#xa0;; ce trou {points}</translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation> (à jouer)</translation>
    </message>
    <message>
        <source>Hole {hole} of {holes}.</source>
        <translation>Trou {hole} sur {holes}.</translation>
    </message>
    <message>
        <source>Discard pile: {card}.</source>
        <translation>Défausse&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>Discard pile: empty.</source>
        <translation>Défausse&#xa0;: vide.</translation>
    </message>
    <message>
        <source>Cards in the draw pile: {count}.</source>
        <translation>Cartes dans la pioche&#xa0;: {count}.</translation>
    </message>
    <message>
        <source>Card in hand: {card}.</source>
        <translation>Carte en main&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>A card drawn from the pile is in hand.</source>
        <translation>Une carte piochée est en main.</translation>
    </message>
</context>
<context>
    <name>PlayNineCards</name>
    <message>
        <source>Hole in one</source>
        <translation>Trou-en-un</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Hors-limites</translation>
    </message>
</context>
<context>
    <name>PlayNinePlay</name>
    <message>
        <source>Play Nine card table</source>
        <translation>Table de jeu Play Nine</translation>
    </message>
    <message>
        <source>The card game {game} at one table: against the AIs or friends passing the screen; every game is kept in the scorecards</source>
        <translation>Le jeu de cartes {game} à une seule table&#xa0;: contre les IA ou entre amis qui se passent l&apos;écran&#xa0;; chaque partie est conservée dans les cartes de score</translation>
    </message>
    <message>
        <source>Deal a game</source>
        <translation>Distribuer une partie</translation>
    </message>
    <message>
        <source>Play — Play Nine</source>
        <translation>Jouer — Play Nine</translation>
    </message>
    <message>
        <source>Choose the players — people or AIs — and the number of holes;
each finished game is kept in the scorecards with the game nights.</source>
        <translation>Choisissez les joueurs — humains ou IA — et le nombre de trous&#xa0;;
chaque partie terminée est conservée dans les cartes de score avec les soirées de jeu.</translation>
    </message>
</context>
<context>
    <name>PlayNinePlayView</name>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>Tee shot</source>
        <translation>Coup de départ</translation>
    </message>
    <message>
        <source>Draw or take</source>
        <translation>Piocher ou prendre</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Carte piochée</translation>
    </message>
    <message>
        <source>Place the card</source>
        <translation>Placer la carte</translation>
    </message>
    <message>
        <source>{kind} · last turn: you went out</source>
        <translation>{kind} · dernier tour : vous avez fini</translation>
    </message>
    <message>
        <source>{kind} · last turn: {player} went out</source>
        <translation>{kind} · dernier tour : {player} a fini</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Passer à {player}</translation>
    </message>
    <message>
        <source>{hole} · you deal · {card}</source>
        <translation>{hole} · vous donnez · {card}</translation>
    </message>
    <message>
        <source>{hole} · {dealer} deals · {card}</source>
        <translation>{hole} · {dealer} donne · {card}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>À vous, {player}</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} joue</translation>
    </message>
    <message>
        <source>The table is passed to {player}.</source>
        <translation>La table passe à {player}.</translation>
    </message>
    <message>
        <source>Tee shot: click a second card to turn it with {slot}.</source>
        <translation>Coup de départ : cliquez sur une deuxième carte pour la retourner avec {slot}.</translation>
    </message>
    <message>
        <source>Tee shot: click two of your cards to turn them face up.</source>
        <translation>Coup de départ : cliquez sur deux de vos cartes pour les retourner face visible.</translation>
    </message>
    <message>
        <source>Click the card of yours that {card} replaces.</source>
        <translation>Cliquez sur celle de vos cartes que {card} remplace.</translation>
    </message>
    <message>
        <source>Draw from the pile, or take {card} from the discard.</source>
        <translation>Piochez une carte, ou prenez {card} dans la défausse.</translation>
    </message>
    <message>
        <source>Click a face-down card to turn it, or Skip.</source>
        <translation>Cliquez sur une carte face cachée pour la retourner, ou sur Passer.</translation>
    </message>
    <message>
        <source>Click a face-down card to turn it.</source>
        <translation>Cliquez sur une carte face cachée pour la retourner.</translation>
    </message>
    <message>
        <source>You drew {card}: click a card of yours to put it there, or discard it and turn a face-down card.</source>
        <translation>Vous avez pioché {card} : cliquez sur une de vos cartes pour l&apos;y placer, ou défaussez-la et retournez une carte face cachée.</translation>
    </message>
    <message>
        <source>With one face-down card left you may also Skip.</source>
        <translation>Quand il ne reste qu&apos;une carte face cachée, vous pouvez aussi cliquer sur Passer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The table is being passed: press the button first.</source>
        <translation>La table passe à un autre joueur : appuyez d&apos;abord sur le bouton.</translation>
    </message>
    <message>
        <source>The hole is scored: press Next hole to deal the next one.</source>
        <translation>Le trou est compté : appuyez sur Trou suivant pour distribuer le suivant.</translation>
    </message>
    <message>
        <source>Wait for your turn: {player} is playing.</source>
        <translation>Attendez votre tour : {player} joue.</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>le donneur</translation>
    </message>
    <message>
        <source>That is {player}&apos;s card: click one of your own.</source>
        <translation>C&apos;est la carte de {player} : cliquez sur l&apos;une des vôtres.</translation>
    </message>
    <message>
        <source>That is the card in hand: click where it goes, or the discard pile.</source>
        <translation>C&apos;est la carte en main : cliquez là où elle va, ou sur la défausse.</translation>
    </message>
    <message>
        <source>That card is face up already.</source>
        <translation>Cette carte est déjà face visible.</translation>
    </message>
    <message>
        <source>First draw from the pile or take the discard: then click the card it replaces.</source>
        <translation>Piochez d&apos;abord une carte ou prenez la défausse : cliquez ensuite sur la carte qu&apos;elle remplace.</translation>
    </message>
    <message>
        <source>First the tee shot: click two of your cards.</source>
        <translation>D&apos;abord le coup de départ : cliquez sur deux de vos cartes.</translation>
    </message>
    <message>
        <source>Draw a card first: there is nothing in your hand to discard.</source>
        <translation>Piochez d&apos;abord une carte : vous n&apos;avez rien en main à défausser.</translation>
    </message>
    <message>
        <source>You have drawn already: put the card in your layout or discard it.</source>
        <translation>Vous avez déjà pioché : placez la carte dans votre jeu ou défaussez-la.</translation>
    </message>
    <message>
        <source>Strong is thinking…</source>
        <translation>Strong réfléchit…</translation>
    </message>
    <message>
        <source>Play-off hole scored</source>
        <translation>Trou de play-off compté</translation>
    </message>
    <message>
        <source>Hole {hole} scored</source>
        <translation>Trou {hole} compté</translation>
    </message>
    <message>
        <source>You went out first.</source>
        <translation>Vous avez fini en premier.</translation>
    </message>
    <message>
        <source>{player} went out first.</source>
        <translation>{player} a fini en premier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} {points}&lt;/b&gt; — {why}</source>
        <translation>&lt;b&gt;{player} {points}&lt;/b&gt; — {why}</translation>
    </message>
    <message>
        <source>Read the scores on the table, then Next hole (Enter).</source>
        <translation>Lisez les scores sur la table, puis Trou suivant (Entrée).</translation>
    </message>
    <message>
        <source>The hole is scored: read the scores, then Next hole (Enter).</source>
        <translation>Le trou est compté : lisez les scores, puis Trou suivant (Entrée).</translation>
    </message>
    <message>
        <source>Next hole deals the cards again.</source>
        <translation>Trou suivant redistribue les cartes.</translation>
    </message>
    <message>
        <source>{players} tied on {total}: a sudden-death play-off.</source>
        <translation>{players} à égalité avec {total} : play-off en mort subite.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Play-off hole {number}: {scores}</source>
        <translation>Trou de play-off {number} : {scores}</translation>
    </message>
    <message>
        <source>&lt;b&gt;You win the play-off.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vous remportez le play-off.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} wins the play-off.&lt;/b&gt;</source>
        <translation>&lt;b&gt;{player} remporte le play-off.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Still tied after %n play-off hole(s): the win is shared.</source>
        <translation>
            <numerusform>Toujours à égalité après %n trou de play-off : la victoire est partagée.</numerusform>
            <numerusform>Toujours à égalité après %n trous de play-off : la victoire est partagée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Discard the drawn card</source>
        <translation>Défausser la carte piochée</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Demander un conseil</translation>
    </message>
    <message>
        <source>Choose a card of your grid</source>
        <translation>Choisir une carte de votre grille</translation>
    </message>
    <message>
        <source>Next hole</source>
        <translation>Trou suivant</translation>
    </message>
</context>
<context>
    <name>PlayNineStage</name>
    <message>
        <source>The first deal · moves in the game: {steps}</source>
        <translation>La première donne · actions dans la partie&#xa0;: {steps}</translation>
    </message>
    <message>
        <source>Move {step} of {steps} · {hole} · {story}</source>
        <translation>Action {step} sur {steps} · {hole} · {story}</translation>
    </message>
</context>
<context>
    <name>PlayNineWords</name>
    <message>
        <source>top {column}</source>
        <translation>haut {column}</translation>
    </message>
    <message>
        <source>bottom {column}</source>
        <translation>bas {column}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>the {name} ({value})</source>
        <translation>la carte {name} ({value})</translation>
    </message>
    <message>
        <source>the {value}</source>
        <translation>le {value}</translation>
    </message>
    <message>
        <source>Turn {first} and {second}</source>
        <translation>Retourner {first} et {second}</translation>
    </message>
    <message>
        <source>Draw from the pile</source>
        <translation>Piocher dans le talon</translation>
    </message>
    <message>
        <source>Take {card} for {slot}</source>
        <translation>Prendre {card} pour {slot}</translation>
    </message>
    <message>
        <source>Keep {card} at {slot}</source>
        <translation>Garder {card} en {slot}</translation>
    </message>
    <message>
        <source>Discard {card} and turn {slot}</source>
        <translation>Défausser {card} et retourner {slot}</translation>
    </message>
    <message>
        <source>Discard {card} and turn nothing (line up the final putt)</source>
        <translation>Défausser {card} sans rien retourner (préparer l&apos;alignement du putt final)</translation>
    </message>
    <message>
        <source>You take {card} from the discard for {slot}; {old} goes on the discard.</source>
        <translation>Vous prenez {card} dans la défausse pour {slot} ; {old} va à la défausse.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard for {slot}; {old} goes on the discard.</source>
        <translation>{player} prend {card} dans la défausse pour {slot}&#xa0;; {old} va à la défausse.</translation>
    </message>
    <message>
        <source>You keep {card} at {slot}; {old} goes on the discard.</source>
        <translation>Vous gardez {card} en {slot} ; {old} va à la défausse.</translation>
    </message>
    <message>
        <source>{player} keeps {card} at {slot}; {old} goes on the discard.</source>
        <translation>{player} garde {card} en {slot}&#xa0;; {old} va à la défausse.</translation>
    </message>
    <message>
        <source>You discard {old} and turn {slot}: {turned}.</source>
        <translation>Vous défaussez {old} et retournez {slot} : {turned}.</translation>
    </message>
    <message>
        <source>{player} discards {old} and turns {slot}: {turned}.</source>
        <translation>{player} défausse {old} et retourne {slot}&#xa0;: {turned}.</translation>
    </message>
    <message>
        <source>You discard {old} and line up the final putt.</source>
        <translation>Vous défaussez {old} et préparez l&apos;alignement du putt final.</translation>
    </message>
    <message>
        <source>{player} discards {old} and lines up the final putt.</source>
        <translation>{player} défausse {old} et prépare l&apos;alignement du putt final.</translation>
    </message>
    <message>
        <source>You are out: everyone else has one more turn.</source>
        <translation>Vous avez terminé : tous les autres jouent encore un tour.</translation>
    </message>
    <message>
        <source>{player} is out: everyone else has one more turn.</source>
        <translation>{player} a terminé&#xa0;: tous les autres jouent encore un tour.</translation>
    </message>
    <message>
        <source>You deal the first hole.</source>
        <translation>Vous distribuez pour le premier trou.</translation>
    </message>
    <message>
        <source>{player} deals the first hole.</source>
        <translation>{player} distribue pour le premier trou.</translation>
    </message>
    <message>
        <source>The discard pile starts with {card}.</source>
        <translation>La pile de défausse commence par {card}.</translation>
    </message>
    <message>
        <source>A card is dealt to you.</source>
        <translation>Une carte vous est distribuée.</translation>
    </message>
    <message>
        <source>A card is dealt to {player}.</source>
        <translation>Une carte est distribuée à {player}.</translation>
    </message>
    <message>
        <source>You tee off: {first} at {one} and {second} at {two}.</source>
        <translation>Vous jouez votre coup de départ : {first} en {one} et {second} en {two}.</translation>
    </message>
    <message>
        <source>{player} tees off: {first} at {one} and {second} at {two}.</source>
        <translation>{player} joue son coup de départ : {first} en {one} et {second} en {two}.</translation>
    </message>
    <message>
        <source>The pile ran out: the discards are shuffled into a new pile, and you draw.</source>
        <translation>Le talon est épuisé : la défausse est mélangée pour former un nouveau talon, et vous piochez.</translation>
    </message>
    <message>
        <source>The pile ran out: the discards are shuffled into a new pile, and {player} draws.</source>
        <translation>Le talon est épuisé&#xa0;: la défausse est mélangée pour former un nouveau talon, et {player} pioche.</translation>
    </message>
    <message>
        <source>You draw from the pile.</source>
        <translation>Vous piochez dans le talon.</translation>
    </message>
    <message>
        <source>{player} draws from the pile.</source>
        <translation>{player} pioche dans le talon.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Vous piochez {card}.</translation>
    </message>
    <message>
        <source>{player} draws {card}.</source>
        <translation>{player} pioche {card}.</translation>
    </message>
    <message>
        <source>You draw a card from the pile.</source>
        <translation>Vous piochez une carte dans le talon.</translation>
    </message>
    <message>
        <source>{player} draws a card from the pile.</source>
        <translation>{player} pioche une carte dans le talon.</translation>
    </message>
    <message>
        <source>bonus {points}: two hole-in-one columns</source>
        <translation>bonus {points}&#xa0;: deux colonnes Trou-en-un</translation>
    </message>
    <message numerus="yes">
        <source>bonus {points}: %n matched column(s) of {value}</source>
        <translation>
            <numerusform>bonus {points}&#xa0;: %n colonne appariée de {value}</numerusform>
            <numerusform>bonus {points}&#xa0;: %n colonnes appariées de {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>column {column} matched: {points}</source>
        <translation>colonne {column} appariée&#xa0;: {points}</translation>
    </message>
    <message>
        <source>no matched column</source>
        <translation>aucune colonne appariée</translation>
    </message>
    <message>
        <source>Play-off hole scored: {scores}.</source>
        <translation>Trou de play-off compté&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>Hole {hole} scored: {scores}.</source>
        <translation>Trou {hole} compté&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>Play-off hole {number}</source>
        <translation>Trou de play-off {number}</translation>
    </message>
    <message>
        <source>Hole {hole} of {holes}</source>
        <translation>Trou {hole} sur {holes}</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>Carambole mode</source>
        <translation>Mode carambole</translation>
    </message>
    <message>
        <source>Basic mode</source>
        <translation>Mode de base</translation>
    </message>
    <message>
        <source>Mini Golf Carambole</source>
        <translation>Mini Golf Carambole</translation>
    </message>
    <message>
        <source>Your shot</source>
        <translation>À vous de jouer</translation>
    </message>
    <message numerus="yes">
        <source>= %n impulse(s)</source>
        <translation>
            <numerusform>= %n impulsion</numerusform>
            <numerusform>= %n impulsions</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a highlighted start cell to put your ball on the course.</source>
        <translation>Cliquez sur une case de départ en surbrillance pour poser votre balle sur le parcours.</translation>
    </message>
    <message>
        <source>Your shot: a direction, a die or a card, then Roll — or type the face of a real die.</source>
        <translation>À vous&#xa0;: une direction, un dé ou une carte, puis Lancer — ou tapez la face d&apos;un vrai dé.</translation>
    </message>
    <message>
        <source>{colour} ball {number}</source>
        <translation>balle {colour} {number}</translation>
    </message>
    <message>
        <source>{colour} ball</source>
        <translation>balle {colour}</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>places the ball on a start</source>
        <translation>pose la balle sur un départ</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>Stroke {stroke}/{limit}</source>
        <translation>Coup {stroke}/{limit}</translation>
    </message>
    <message numerus="yes">
        <source>Your {colour} ball has played %n stroke(s) on this course; a ball not holed in {limit} scores {limit}</source>
        <translation>
            <numerusform>Votre balle {colour} a joué %n coup sur ce parcours&#xa0;; une balle qui n&apos;est pas dans le trou en {limit} coups compte {limit}</numerusform>
            <numerusform>Votre balle {colour} a joué %n coups sur ce parcours&#xa0;; une balle qui n&apos;est pas dans le trou en {limit} coups compte {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {colour} ball has played %n stroke(s) on this course; a ball not holed in {limit} scores {limit}</source>
        <translation>
            <numerusform>La balle {colour} de {player} a joué %n coup sur ce parcours&#xa0;; une balle qui n&apos;est pas dans le trou en {limit} coups compte {limit}</numerusform>
            <numerusform>La balle {colour} de {player} a joué %n coups sur ce parcours&#xa0;; une balle qui n&apos;est pas dans le trou en {limit} coups compte {limit}</numerusform>
        </translation>
    </message>
    <message>
        <source>{mode} · course {number} of {courses}: {label}</source>
        <translation>{mode} · parcours {number} sur {courses}&#xa0;: {label}</translation>
    </message>
    <message>
        <source>{player}&apos;s shot</source>
        <translation>Coup de {player}</translation>
    </message>
    <message>
        <source>The ball cannot be played {direction} from where it rests: a wall or the course&apos;s edge is in the way.</source>
        <translation>La balle ne peut pas être jouée plein {direction} depuis sa position&#xa0;: un muret ou le bord du parcours fait obstacle.</translation>
    </message>
    <message>
        <source>Choose a direction</source>
        <translation>Choisir une direction</translation>
    </message>
    <message>
        <source>Turn to the next direction</source>
        <translation>Passer à la direction suivante</translation>
    </message>
    <message>
        <source>Pick a direction first: click an arrow round the ball.</source>
        <translation>Choisissez d&apos;abord une direction&#xa0;: cliquez sur une flèche autour de la balle.</translation>
    </message>
    <message>
        <source>Pick a die or a card first.</source>
        <translation>Choisissez d&apos;abord un dé ou une carte.</translation>
    </message>
    <message>
        <source>The {card} card is played with the {die} die</source>
        <translation>La carte {card} se joue avec le dé {die}</translation>
    </message>
    <message>
        <source>The {die} die</source>
        <translation>Le dé {die}</translation>
    </message>
    <message>
        <source>Type the face you threw as a number. {die} has the faces {faces}.</source>
        <translation>Tapez la face obtenue sous forme de nombre. Le dé {die} a les faces {faces}.</translation>
    </message>
    <message>
        <source>{die} has no face {face}: its faces are {faces}. Nothing was played.</source>
        <translation>Le dé {die} n&apos;a pas de face {face}&#xa0;: ses faces sont {faces}. Rien n&apos;a été joué.</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>Rename or merge…</source>
        <translation>Renommer ou fusionner…</translation>
    </message>
    <message>
        <source>none yet (3 complete rounds are needed)</source>
        <translation>pas encore (3 parties complètes sont nécessaires)</translation>
    </message>
    <message>
        <source>Handicap index: &lt;b&gt;{index}&lt;/b&gt; · {rounds}</source>
        <translation>Index : &lt;b&gt;{index}&lt;/b&gt; · {rounds}</translation>
    </message>
    <message numerus="yes">
        <source>%n complete round(s)</source>
        <translation>
            <numerusform>%n partie complète</numerusform>
            <numerusform>%n parties complètes</numerusform>
        </translation>
    </message>
    <message>
        <source>Gross score per round</source>
        <translation>Score brut par partie</translation>
    </message>
    <message>
        <source>Handicap index (recorded)</source>
        <translation>Index (enregistré)</translation>
    </message>
    <message>
        <source>Handicap index (from the rounds played)</source>
        <translation>Index (d&apos;après les parties jouées)</translation>
    </message>
    <message>
        <source>Game reviews</source>
        <translation>Revues de parties</translation>
    </message>
    <message>
        <source>Head to head (stroke play, gross, per round together)</source>
        <translation>Face-à-face (partie par coups, brut, par partie jouée ensemble)</translation>
    </message>
    <message>
        <source>Reviewed games: {games} · strokes lost to decisions: {lost} in {decisions} decisions · luck: {luck}</source>
        <translation>Parties revues : {games} · coups perdus par les décisions : {lost} en {decisions} décisions · chance : {luck}</translation>
    </message>
    <message>
        <source> · accuracy: {percent}%</source>
        <translation> · précision : {percent} %</translation>
    </message>
</context>
<context>
    <name>PlayerPicker</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Tick the players of the night.</source>
        <translation>Cochez les joueurs de la soirée.</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nouveau joueur</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Handicap index of the new player</source>
        <translation>Index de handicap du nouveau joueur</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter le joueur</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>Historique…</translation>
    </message>
    <message>
        <source>Type the new player&apos;s name first.</source>
        <translation>Saisissez d&apos;abord le nom du nouveau joueur.</translation>
    </message>
    <message>
        <source>{text} is not a handicap index.</source>
        <translation>{text} n&apos;est pas un index valide.</translation>
    </message>
    <message>
        <source>Not added: {reason}</source>
        <translation>Non ajouté : {reason}</translation>
    </message>
    <message>
        <source>Select a player to see their handicap history.</source>
        <translation>Sélectionnez un joueur pour voir l&apos;historique de son handicap.</translation>
    </message>
    <message>
        <source>{name} — handicap history</source>
        <translation>{name} — historique du handicap</translation>
    </message>
    <message>
        <source>{name} has no handicap record yet.</source>
        <translation>{name} n&apos;a encore aucun historique de handicap.</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>New player&apos;s name</source>
        <translation>Nom du nouveau joueur</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter le joueur</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>The player leaves the game from the open tournament on; what was published stays</source>
        <translation>Le joueur quitte la partie à partir du tournoi ouvert ; ce qui a été publié reste</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>The player plays again from the open tournament on</source>
        <translation>Le joueur joue de nouveau à partir du tournoi ouvert</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take back a player added by mistake (only before any entry or result of theirs)</source>
        <translation>Retirer un joueur ajouté par erreur (seulement avant tout ordre ou résultat de sa part)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Inscrit</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Dernier résultat</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>left (from tournament {n})</source>
        <translation>parti (depuis le tournoi {n})</translation>
    </message>
</context>
<context>
    <name>PrintScaleDialog</name>
    <message>
        <source>Print hole</source>
        <translation>Imprimer le trou</translation>
    </message>
    <message>
        <source> yards per inch</source>
        <translation> yards par pouce</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Échelle&#xa0;:</translation>
    </message>
    <message>
        <source>As a ratio:</source>
        <translation>Sous forme de rapport&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>the printer cannot be used</source>
        <translation>l&apos;imprimante ne peut pas être utilisée</translation>
    </message>
    <message>
        <source>the printer refused a new page</source>
        <translation>l&apos;imprimante a refusé une nouvelle page</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No problems: the course is ready to play.</source>
        <translation>Aucun problème : le parcours est prêt à jouer.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>{problems} — fix the errors to play it</source>
        <translation>{problems} — corrigez les erreurs pour y jouer</translation>
    </message>
    <message>
        <source>No course is open.</source>
        <translation>Aucun parcours n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Aucun problème.</translation>
    </message>
    <message>
        <source>Errors: {errors} · warnings: {warnings}</source>
        <translation>Erreurs&#xa0;: {errors} · avertissements&#xa0;: {warnings}</translation>
    </message>
    <message>
        <source>Nothing is open.</source>
        <translation>Rien n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>No problems: the course can be played.</source>
        <translation>Aucun problème&#xa0;: le parcours est jouable.</translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>No course is open.</source>
        <translation>Aucun parcours n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 case</translation>
    </message>
    <message>
        <source>{n} cells</source>
        <translation>{n} cases</translation>
    </message>
    <message>
        <source>1 object</source>
        <translation>1 objet</translation>
    </message>
    <message>
        <source>{n} objects</source>
        <translation>{n} objets</translation>
    </message>
    <message>
        <source>{what} selected.

Copy (Ctrl+C) and paste (Ctrl+V) them into this course or another; Duplicate (Ctrl+D) puts a copy beside the course. Click the canvas or press Escape to let go.</source>
        <translation>Sélection : {what}.

Copiez (Ctrl+C) et collez (Ctrl+V) la sélection dans ce parcours ou un autre ; Dupliquer (Ctrl+D) en place une copie à côté du parcours. Cliquez sur le canevas ou appuyez sur Escape pour la relâcher.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Ranking list</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Ranking points over time</source>
        <translation>Points de classement au fil du temps</translation>
    </message>
    <message>
        <source>No evaluated tournament yet</source>
        <translation>Aucun tournoi évalué pour l&apos;instant</translation>
    </message>
    <message>
        <source>Select a player to see their ranking points after each tournament.</source>
        <translation>Sélectionnez un joueur pour voir ses points de classement après chaque tournoi.</translation>
    </message>
    <message>
        <source>The ranking list starts with the first evaluated tournament.</source>
        <translation>Le classement commence avec le premier tournoi évalué.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>T{n}</source>
        <translation>T{n}</translation>
    </message>
    <message>
        <source>Ranking points</source>
        <translation>Points de classement</translation>
    </message>
    <message>
        <source>Ranking points of {player}</source>
        <translation>Points de classement de {player}</translation>
    </message>
    <message>
        <source>{player}: {points} ranking points, place {place} after tournament {n}.</source>
        <translation>{player}&#xa0;: {points} points de classement, place {place} après le tournoi {n}.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>never saved</source>
        <translation>jamais enregistré</translation>
    </message>
    <message>
        <source>{title} ({where}), autosaved {when}</source>
        <translation>{title} ({where}), enregistré automatiquement {when}</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <translation>&lt;b&gt;Relecture&lt;/b&gt;</translation>
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
        <translation>Relecture · {courses}</translation>
    </message>
    <message>
        <source>Replay · {card}</source>
        <translation>Relecture · {card}</translation>
    </message>
    <message>
        <source>Pace:</source>
        <translation>Rythme :</translation>
    </message>
</context>
<context>
    <name>ReplayViews</name>
    <message>
        <source>{game} games cannot be replayed in the studio yet</source>
        <translation>les parties de {game} ne peuvent pas encore être rejouées dans le studio</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a Problem</source>
        <translation>Signaler un problème</translation>
    </message>
    <message>
        <source>The log folder could not be opened here. It is this folder; copy its path and open it in your file manager:</source>
        <translation>Le dossier des journaux n&apos;a pas pu être ouvert ici. C&apos;est ce dossier&#xa0;; copiez son chemin et ouvrez-le dans votre gestionnaire de fichiers&#xa0;:</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Dossier des journaux</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the folder&apos;s path to the clipboard</source>
        <translation>Copier le chemin du dossier dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>ReportView</name>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Save HTML…</source>
        <translation>Enregistrer en HTML…</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>No report to show</source>
        <translation>Aucun rapport à afficher</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Could not print: {reason}</source>
        <translation>Impression impossible : {reason}</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <translation>Envoyé à l&apos;imprimante</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save HTML</source>
        <translation>Enregistrer en HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>Fichiers HTML (*.html *.htm)</translation>
    </message>
    <message>
        <source>report</source>
        <translation>rapport</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>Impossible d&apos;écrire {file} : {reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
</context>
<context>
    <name>ResultSection</name>
    <message>
        <source>Hole by hole:
{lines}</source>
        <translation>Trou par trou&#xa0;:
{lines}</translation>
    </message>
    <message>
        <source>Not scored: {reason}</source>
        <translation>Non compté&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Not scored</source>
        <translation>Non compté</translation>
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
        <translation>Scores bruts</translation>
    </message>
    <message>
        <source>Net scores, full handicaps</source>
        <translation>Scores nets, handicaps complets</translation>
    </message>
    <message>
        <source>Net scores, strokes off the lowest handicap</source>
        <translation>Scores nets, coups rendus par rapport au plus petit handicap</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>Brut</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Holes (skins)</source>
        <translation>Trous (skins)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Holes won</source>
        <translation>Trous gagnés</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>T{place}</source>
        <comment>a place shared on a leaderboard</comment>
        <translation>={place}</translation>
    </message>
    <message>
        <source>thru {holes}</source>
        <comment>a late player&apos;s holes played, ranked apart</comment>
        <translation>après {holes}</translation>
    </message>
    <message>
        <source>{name} from hole {hole}</source>
        <translation>{name} depuis le trou {hole}</translation>
    </message>
    <message>
        <source>{name}, no score yet</source>
        <translation>{name}, pas encore de score</translation>
    </message>
    <message>
        <source>Joined late, ranked apart and out of this bet: {players}</source>
        <translation>Arrivés en retard, classés à part et hors de ce pari : {players}</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vainqueur&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Tied first: {names}</source>
        <translation>Premiers ex æquo&#xa0;: {names}</translation>
    </message>
    <message>
        <source>No skins won</source>
        <translation>Aucun skin gagné</translation>
    </message>
    <message>
        <source>Most skins: {name} ({count})</source>
        <translation>Le plus de skins&#xa0;: {name} ({count})</translation>
    </message>
    <message>
        <source>Most skins: {names} ({count} each)</source>
        <translation>Le plus de skins&#xa0;: {names} ({count} chacun)</translation>
    </message>
    <message>
        <source>carried past the last hole</source>
        <translation>reportés au-delà du dernier trou</translation>
    </message>
    <message>
        <source>tied holes</source>
        <translation>trous à égalité</translation>
    </message>
    <message>
        <source>Unawarded skins: {count} ({why})</source>
        <translation>Skins non attribués&#xa0;: {count} ({why})</translation>
    </message>
    <message>
        <source>No outright winner</source>
        <translation>Pas de vainqueur unique</translation>
    </message>
    <message>
        <source>After hole {hole}: {status}</source>
        <translation>Après le trou {hole}&#xa0;: {status}</translation>
    </message>
    <message>
        <source>Halved</source>
        <translation>Partagé</translation>
    </message>
    <message>
        <source>Points: {points}</source>
        <translation>Points&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Aller</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Press {segment} from {hole}</source>
        <translation>Relance {segment} à partir du trou {hole}</translation>
    </message>
    <message>
        <source>{bet} (by {side})</source>
        <translation>{bet} (par {side})</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} c. {second}</translation>
    </message>
    <message>
        <source>square</source>
        <translation>à égalité</translation>
    </message>
    <message>
        <source>Front {front} · Back {back} · Overall {overall}</source>
        <translation>Aller {front} · Retour {back} · Total {overall}</translation>
    </message>
    <message>
        <source>Presses: {presses}</source>
        <translation>Relances : {presses}</translation>
    </message>
    <message>
        <source>{segment} {hole}: {winner}</source>
        <translation>{segment} {hole} : {winner}</translation>
    </message>
    <message>
        <source>Round robin: every pair plays its own Nassau, presses within the pair.</source>
        <translation>Tous contre tous : chaque paire joue son propre Nassau, relances au sein de la paire.</translation>
    </message>
    <message>
        <source>No points yet</source>
        <translation>Aucun point pour l&apos;instant</translation>
    </message>
    <message>
        <source>Leader: {name} ({points})</source>
        <translation>En tête&#xa0;: {name} ({points})</translation>
    </message>
    <message>
        <source>with {partner}</source>
        <translation>avec {partner}</translation>
    </message>
    <message>
        <source>blind lone wolf</source>
        <translation>loup solitaire à l&apos;aveugle</translation>
    </message>
    <message>
        <source>lone wolf</source>
        <translation>loup solitaire</translation>
    </message>
    <message>
        <source>Hole {hole}: {wolf} {how}</source>
        <translation>Trou {hole}&#xa0;: {wolf} {how}</translation>
    </message>
    <message>
        <source>Money: {amounts}</source>
        <translation>Argent&#xa0;: {amounts}</translation>
    </message>
    <message>
        <source>Pot {pot}: no skin won yet, every buy-in goes back</source>
        <translation>Cagnotte {pot}&#xa0;: aucun skin gagné pour l&apos;instant, chaque mise est rendue</translation>
    </message>
    <message>
        <source>Pot {pot}: {share} a skin (skins won: {won})</source>
        <translation>Cagnotte {pot}&#xa0;: {share} par skin (skins gagnés&#xa0;: {won})</translation>
    </message>
    <message>
        <source>; leftover {cents} to the earliest skins</source>
        <translation>&#xa0;; reste de {cents} aux premiers skins</translation>
    </message>
    <message>
        <source>; unawarded skins (no share): {count}</source>
        <translation>&#xa0;; skins non attribués (sans part)&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Net (handicap strokes)</source>
        <translation>Net (coups de handicap)</translation>
    </message>
    <message>
        <source>Score net of the handicap strokes each player receives</source>
        <translation>Score net des coups de handicap que reçoit chaque joueur</translation>
    </message>
    <message>
        <source>Skins carry over</source>
        <translation>Report des skins</translation>
    </message>
    <message>
        <source>A tied hole&apos;s skin carries to the next hole</source>
        <translation>Le skin d&apos;un trou à égalité est reporté au trou suivant</translation>
    </message>
    <message>
        <source>Automatic presses</source>
        <translation>Relances automatiques</translation>
    </message>
    <message>
        <source>Nassau: a new bet starts when a side goes 2 down</source>
        <translation>Nassau&#xa0;: un nouveau pari commence quand un camp est mené de 2</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>No tournament of this game is evaluated yet.</source>
        <translation>Aucun tournoi de cette partie n&apos;est encore évalué.</translation>
    </message>
    <message>
        <source>Tournament:</source>
        <translation>Tournoi&#xa0;:</translation>
    </message>
    <message>
        <source>Private notes — mail each to its player alone</source>
        <translation>Notes privées — envoyez chacune à son seul destinataire</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Lane {n}</source>
        <translation>Piste {n}</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>Participation</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>ordre</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>No private notes: every entry was sound.</source>
        <translation>Aucune note privée&#xa0;: tous les ordres étaient valides.</translation>
    </message>
</context>
<context>
    <name>ReviewButton</name>
    <message>
        <source>Review this game</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <source>Weigh every decision against the best play, and the luck apart from it</source>
        <translation>Compare chaque décision au meilleur jeu, et sépare la chance du reste</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>Strokes lost to decisions and luck, game by game</source>
        <translation>Coups perdus par les décisions et chance, partie par partie</translation>
    </message>
    <message>
        <source>No reviewed games yet — open a saved game and choose Review.</source>
        <translation>Aucune partie revue pour l’instant — ouvrez une partie enregistrée et choisissez Revue.</translation>
    </message>
    <message>
        <source>Reviewed games: {games}</source>
        <translation>Parties revues : {games}</translation>
    </message>
    <message>
        <source>{game}, {day}: {lost} strokes lost to {decisions} decisions, luck {luck}</source>
        <translation>{game}, {day} : {lost} coups perdus en {decisions} décisions, chance {luck}</translation>
    </message>
    <message>
        <source>Lost to decisions</source>
        <translation>Perdu par les décisions</translation>
    </message>
    <message>
        <source>Good luck</source>
        <translation>Chance favorable</translation>
    </message>
    <message>
        <source>Bad luck</source>
        <translation>Malchance</translation>
    </message>
    <message>
        <source>No finished hole to chart yet.</source>
        <translation>Aucun trou terminé à représenter pour l’instant.</translation>
    </message>
    <message>
        <source>best play expected</source>
        <translation>attendu au meilleur jeu</translation>
    </message>
    <message>
        <source>lost to decisions</source>
        <translation>perdu par les décisions</translation>
    </message>
    <message>
        <source>good luck</source>
        <translation>chance</translation>
    </message>
    <message>
        <source>bad luck</source>
        <translation>malchance</translation>
    </message>
</context>
<context>
    <name>ReviewMarks</name>
    <message>
        <source>chosen = best</source>
        <translation>choisi = meilleur</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisi</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <source>Game review · {game}</source>
        <translation>Analyse de la partie · {game}</translation>
    </message>
    <message>
        <source>Reviewing… %p%</source>
        <translation>Analyse… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Weighing every decision against the best play…</source>
        <translation>Comparaison de chaque décision au meilleur jeu…</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Decisions of:</source>
        <translation>Décisions de :</translation>
    </message>
    <message>
        <source>Choose a decision in the table to see its position on the board.</source>
        <translation>Choisissez une décision dans le tableau pour voir sa position sur le plateau.</translation>
    </message>
    <message>
        <source>The review could not be kept for the player pages: {reason}</source>
        <translation>L’analyse n’a pas pu être gardée pour les pages des joueurs : {reason}</translation>
    </message>
    <message>
        <source>Kept on the player pages of game night.</source>
        <translation>Gardée sur les pages des joueurs de la soirée.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
    </message>
    <message>
        <source>The game could not be reviewed: {reason}</source>
        <translation>La partie n’a pas pu être analysée : {reason}</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Analysée</translation>
    </message>
    <message>
        <source>Each decision&apos;s loss is in points of the hole score, weighed by the strong player&apos;s sampled estimates: close options can swap places.</source>
        <translation>La perte de chaque décision est en points du score du trou, estimée par les tirages du joueur fort : des options proches peuvent s’inverser.</translation>
    </message>
    <message>
        <source>Each decision&apos;s loss is in strokes against the best play the studio knows; luck is what the dice and cards gave (+) or took (−).</source>
        <translation>La perte de chaque décision est en coups par rapport au meilleur jeu que connaît le studio ; la chance est ce que les dés et les cartes ont donné (+) ou pris (−).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Strokes</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Best play expected</source>
        <translation>Attendu au meilleur jeu</translation>
    </message>
    <message>
        <source>Lost to decisions</source>
        <translation>Perdu par les décisions</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Imprécisions</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Gaffes</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n décision</numerusform>
            <numerusform>%n décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{hole}, {player}&lt;/b&gt;: chose {chosen}, losing {error:.2f} points; best was {best}. Luck after it: {luck:+.2f}.</source>
        <translation>&lt;b&gt;{hole}, {player}&lt;/b&gt; : a choisi {chosen}, perdant {error:.2f} points ; le meilleur était {best}. Chance ensuite : {luck:+.2f}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{hole}, {player}&lt;/b&gt;: chose {chosen}, losing {error:.2f} strokes; best was {best}. Luck after it: {luck:+.2f}.</source>
        <translation>&lt;b&gt;{hole}, {player}&lt;/b&gt; : a choisi {chosen}, perdant {error:.2f} coups ; le meilleur était {best}. Chance ensuite : {luck:+.2f}.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Game review — {game}</source>
        <translation>Analyse de la partie — {game}</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nouveau nom</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>The selected entry is the same person as the one chosen: its nights, scores, teams and handicap records move there, and the entry goes</source>
        <translation>La fiche sélectionnée est la même personne que celle choisie : ses soirées, scores, équipes et historiques de handicap y sont transférés, et la fiche disparaît</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Same person as</source>
        <translation>Même personne que</translation>
    </message>
    <message>
        <source>{name} · AI</source>
        <translation>{name} · IA</translation>
    </message>
    <message>
        <source>Not renamed: {reason}</source>
        <translation>Non renommé : {reason}</translation>
    </message>
    <message>
        <source>Renamed to {name}</source>
        <translation>Renommé en {name}</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Fusionner des joueurs</translation>
    </message>
    <message>
        <source>{gone} and {kept} are the same person: move every night, score, team and handicap record of {gone} to {kept}, and remove {gone}?</source>
        <translation>{gone} et {kept} sont la même personne : transférer chaque soirée, score, équipe et historique de handicap de {gone} vers {kept}, et supprimer {gone} ?</translation>
    </message>
    <message>
        <source>Not merged: {reason}</source>
        <translation>Non fusionnés : {reason}</translation>
    </message>
    <message>
        <source>{gone} merged into {kept}</source>
        <translation>{gone} fusionné dans {kept}</translation>
    </message>
</context>
<context>
    <name>RoundResultsPage</name>
    <message numerus="yes">
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n trou</numerusform>
            <numerusform>%n trous</numerusform>
        </translation>
    </message>
    <message>
        <source>par {par}</source>
        <translation>par {par}</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source> v </source>
        <translation> c. </translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> &amp; </translation>
    </message>
    <message>
        <source>teams {teams}</source>
        <translation>équipes {teams}</translation>
    </message>
    <message>
        <source>Game night — score a round file</source>
        <translation>Soirée de jeu — compter les scores d&apos;un fichier de partie</translation>
    </message>
    <message>
        <source>Open a round file (JSON) to see its scorecard and the results
in stroke play, Stableford, skins, match play, Nassau and best ball.
You can also drop a .json file on the window.</source>
        <translation>Ouvrez un fichier de partie (JSON) pour voir sa carte de score et les résultats
en partie par coups, Stableford, skins, match play, Nassau et meilleure balle.
Vous pouvez aussi déposer un fichier .json sur la fenêtre.</translation>
    </message>
    <message>
        <source>Open a round file…</source>
        <translation>Ouvrir un fichier de partie…</translation>
    </message>
    <message>
        <source>Open the sample round</source>
        <translation>Ouvrir la partie d&apos;exemple</translation>
    </message>
    <message>
        <source>Open another round…</source>
        <translation>Ouvrir une autre partie…</translation>
    </message>
    <message>
        <source>handicap stroke received</source>
        <translation>coup de handicap reçu</translation>
    </message>
    <message>
        <source>birdie or better</source>
        <translation>birdie ou mieux</translation>
    </message>
    <message>
        <source>double bogey or worse</source>
        <translation>double bogey ou pire</translation>
    </message>
</context>
<context>
    <name>RoundScorecard</name>
    <message>
        <source>{name}, handicap {handicap}</source>
        <translation>{name}, handicap {handicap}</translation>
    </message>
</context>
<context>
    <name>RuleForm</name>
    <message>
        <source>Reliefs</source>
        <translation>Dégagements</translation>
    </message>
    <message>
        <source>The reliefs the player chooses among</source>
        <translation>Les dégagements parmi lesquels le joueur choisit</translation>
    </message>
    <message>
        <source>Add relief</source>
        <translation>Ajouter un dégagement</translation>
    </message>
    <message>
        <source>Offer the player one more relief for a ball here</source>
        <translation>Proposer au joueur un dégagement de plus pour une balle ici</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take the chosen relief away</source>
        <translation>Retirer le dégagement choisi</translation>
    </message>
    <message>
        <source>a point</source>
        <translation>un point</translation>
    </message>
    <message>
        <source>a region</source>
        <translation>une région</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Désigner</translation>
    </message>
    <message>
        <source>Click the point on the hole</source>
        <translation>Cliquez sur le point sur le trou</translation>
    </message>
    <message>
        <source>Another card past a line</source>
        <translation>Une autre carte au-delà d&apos;une ligne</translation>
    </message>
    <message>
        <source>Click the line&apos;s two ends on the hole</source>
        <translation>Cliquez sur les deux extrémités de la ligne sur le trou</translation>
    </message>
    <message>
        <source>Relief:</source>
        <translation>Dégagement :</translation>
    </message>
    <message>
        <source>Penalty strokes:</source>
        <translation>Coups de pénalité :</translation>
    </message>
    <message>
        <source>Drop in:</source>
        <translation>Dropper dans :</translation>
    </message>
    <message>
        <source>Point (yd):</source>
        <translation>Point (yd) :</translation>
    </message>
    <message>
        <source>Zone:</source>
        <translation>Zone :</translation>
    </message>
    <message>
        <source>Bunker:</source>
        <translation>Bunker :</translation>
    </message>
    <message>
        <source>Putt from:</source>
        <translation>Putt depuis :</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Carte :</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>Ligne :</translation>
    </message>
    <message>
        <source>Card past it:</source>
        <translation>Carte au-delà :</translation>
    </message>
    <message>
        <source>The rule in the rulebook&apos;s words</source>
        <translation>La règle dans les termes du livret de règles</translation>
    </message>
    <message>
        <source>{ax}, {ay} → {bx}, {by} yd</source>
        <translation>{ax}, {ay} → {bx}, {by} yd</translation>
    </message>
    <message>
        <source>none: pick its two ends</source>
        <translation>aucune : désignez ses deux extrémités</translation>
    </message>
    <message>
        <source>{id} ({terrain})</source>
        <translation>{id} ({terrain})</translation>
    </message>
    <message>
        <source>{id} (not on this hole)</source>
        <translation>{id} (pas sur ce trou)</translation>
    </message>
    <message>
        <source>{n}. {relief} · penalty {penalty}</source>
        <translation>{n}. {relief} · pénalité {penalty}</translation>
    </message>
    <message>
        <source>Add a relief</source>
        <translation>Ajouter un dégagement</translation>
    </message>
    <message>
        <source>Remove a relief</source>
        <translation>Retirer un dégagement</translation>
    </message>
    <message>
        <source>Change the relief</source>
        <translation>Changer le dégagement</translation>
    </message>
    <message>
        <source>Set the penalty</source>
        <translation>Définir la pénalité</translation>
    </message>
    <message>
        <source>The hole has no other region to drop in.</source>
        <translation>Le trou n&apos;a pas d&apos;autre région où dropper.</translation>
    </message>
    <message>
        <source>Drop in a region</source>
        <translation>Dropper dans une région</translation>
    </message>
    <message>
        <source>Drop at a point</source>
        <translation>Dropper à un point</translation>
    </message>
    <message>
        <source>Set the relief&apos;s point</source>
        <translation>Définir le point du dégagement</translation>
    </message>
    <message>
        <source>Set the drop zone</source>
        <translation>Définir la zone de drop</translation>
    </message>
    <message>
        <source>Set the bunker</source>
        <translation>Définir le bunker</translation>
    </message>
    <message>
        <source>Set the putt&apos;s distance</source>
        <translation>Définir la distance du putt</translation>
    </message>
    <message>
        <source>Set the card</source>
        <translation>Définir la carte</translation>
    </message>
    <message>
        <source>Set the card past the line</source>
        <translation>Définir la carte au-delà de la ligne</translation>
    </message>
    <message>
        <source>No line</source>
        <translation>Aucune ligne</translation>
    </message>
    <message>
        <source>Set the line</source>
        <translation>Définir la ligne</translation>
    </message>
    <message>
        <source>Word the rule</source>
        <translation>Formuler la règle</translation>
    </message>
    <message>
        <source>Click the relief&apos;s point on the hole</source>
        <translation>Cliquez sur le point du dégagement sur le trou</translation>
    </message>
    <message>
        <source>Click the line&apos;s first end on the hole</source>
        <translation>Cliquez sur la première extrémité de la ligne sur le trou</translation>
    </message>
    <message>
        <source>Click the line&apos;s second end on the hole</source>
        <translation>Cliquez sur la seconde extrémité de la ligne sur le trou</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles de {game}</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>GolfStudio saved games (*.json);;All files (*)</source>
        <translation>Parties enregistrées GolfStudio (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Cannot open saved game</source>
        <translation>Impossible d&apos;ouvrir la partie enregistrée</translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Out</source>
        <translation>Aller</translation>
    </message>
    <message>
        <source>In</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>So far, with the holes still being played</source>
        <translation>Jusqu&apos;ici, avec les trous encore en cours</translation>
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
        <translation>Indice de difficulté&#xa0;: 1 est le trou le plus difficile, où les coups sont accordés en premier</translation>
    </message>
    <message>
        <source>Hole {hole}</source>
        <translation>Trou {hole}</translation>
    </message>
    <message>
        <source>hole {hole}</source>
        <translation>trou {hole}</translation>
    </message>
    <message>
        <source>Stroke index</source>
        <translation>Indice de difficulté</translation>
    </message>
    <message>
        <source>{what}, {where}: {value}</source>
        <translation>{what}, {where}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>typing {digits}</source>
        <translation>saisie en cours {digits}</translation>
    </message>
    <message>
        <source>no score yet</source>
        <translation>pas encore de score</translation>
    </message>
    <message>
        <source>{score} so far</source>
        <translation>{score} pour l’instant</translation>
    </message>
    <message>
        <source>{name}, {where}: {value}</source>
        <translation>{name}, {where}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{name}, hole {hole} (par {par}, SI {si}): {gross}</source>
        <translation>{name}, trou {hole} (par {par}, SI {si})&#xa0;: {gross}</translation>
    </message>
    <message numerus="yes">
        <source>receives %n stroke(s)</source>
        <translation>
            <numerusform>reçoit %n coup</numerusform>
            <numerusform>reçoit %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gives back %n stroke(s)</source>
        <translation>
            <numerusform>rend %n coup</numerusform>
            <numerusform>rend %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>, {given}, net {net}</source>
        <translation>, {given}, net {net}</translation>
    </message>
    <message>
        <source>Front nine (holes 1–9)</source>
        <translation>Aller (trous 1–9)</translation>
    </message>
    <message>
        <source>Back nine (holes 10–18)</source>
        <translation>Retour (trous 10–18)</translation>
    </message>
    <message>
        <source>Gross total</source>
        <translation>Total brut</translation>
    </message>
    <message>
        <source>Gross total less the handicap strokes received</source>
        <translation>Total brut moins les coups de handicap reçus</translation>
    </message>
</context>
<context>
    <name>ScorecardTable</name>
    <message>
        <source>Scorecard</source>
        <translation>Carte de score</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <translation>Carte de score</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>{name} AI</source>
        <translation>IA {name}</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Each player&apos;s name and who plays the seat: you or an AI.</source>
        <translation>Le nom de chaque joueur et qui joue la place&#xa0;: vous ou une IA.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Joue</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
</context>
<context>
    <name>Settlement</name>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} paie {amount} à {payee}</translation>
    </message>
    <message>
        <source>All square: nobody pays</source>
        <translation>À égalité&#xa0;: personne ne paie</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien pour l&apos;instant</translation>
    </message>
    <message>
        <source>{first} v {second}: {amount}</source>
        <translation>{first} c. {second} : {amount}</translation>
    </message>
    <message>
        <source>square</source>
        <translation>à égalité</translation>
    </message>
    <message>
        <source>{format}: not counted while it cannot be scored</source>
        <translation>{format}&#xa0;: non pris en compte tant que le score ne peut pas être établi</translation>
    </message>
    <message>
        <source>Many players: the transfers clear every balance but may not be the fewest possible.</source>
        <translation>Nombreux joueurs&#xa0;: les virements soldent tous les comptes, mais ne sont peut-être pas les moins nombreux possibles.</translation>
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <source>Settlement</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>So far, every format played for money, every round</source>
        <translation>Jusqu&apos;ici, chaque formule jouée pour de l&apos;argent, chaque partie</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Add a course file</source>
        <translation>Ajouter un fichier de parcours</translation>
    </message>
    <message>
        <source>Carambole courses (*.json);;All files (*)</source>
        <translation>Parcours de Carambole (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Balls</source>
        <translation>Balles</translation>
    </message>
    <message>
        <source>New Carambole game</source>
        <translation>Nouvelle partie de Carambole</translation>
    </message>
    <message>
        <source>Courses of the round</source>
        <translation>Parcours de la partie</translation>
    </message>
    <message>
        <source>Add ›</source>
        <translation>Ajouter ›</translation>
    </message>
    <message>
        <source>Add course file…</source>
        <translation>Ajouter un fichier de parcours…</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Bundled courses</source>
        <translation>Parcours fournis</translation>
    </message>
    <message>
        <source>Played in this order</source>
        <translation>Joués dans cet ordre</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Mode de jeu</translation>
    </message>
    <message>
        <source>The dice&apos;s seed: the same seed and the same choices replay the same game</source>
        <translation>La graine des dés : la même graine et les mêmes choix rejouent la même partie</translation>
    </message>
    <message>
        <source>Basic: each ball plays until holed, alone</source>
        <translation>De base : chaque balle joue seule jusqu&apos;à ce qu&apos;elle soit dans le trou</translation>
    </message>
    <message>
        <source>Carambole: every ball plays once a round; balls collide</source>
        <translation>Carambole : chaque balle joue une fois par tour ; les balles se heurtent</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mode :</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Commencer la partie</translation>
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
        <translation>Vous</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <source>{file} cannot be played: {reason}</source>
        <translation>{file} ne peut pas être joué : {reason}</translation>
    </message>
    <message>
        <source>New Dice Golf game</source>
        <translation>Nouvelle partie de Dice Golf</translation>
    </message>
    <message>
        <source>{course} (bundled)</source>
        <translation>{course} (fourni)</translation>
    </message>
    <message>
        <source>e.g. 4, 1</source>
        <translation>p. ex. 4, 1</translation>
    </message>
    <message>
        <source>Play a course drawn in the Dice Golf track editor</source>
        <translation>Jouer un parcours dessiné dans l&apos;éditeur de tracés de Dice Golf</translation>
    </message>
    <message>
        <source>One to six players, throwing in this order on every hole. Several people at one screen take turns (hot seat): each one&apos;s cards stay hidden from the others.</source>
        <translation>De un à six joueurs, qui lancent dans cet ordre à chaque trou. Plusieurs personnes devant un même écran jouent à tour de rôle : les cartes de chacun restent cachées aux autres.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Deal nine cards to each player</source>
        <translation>Distribuer neuf cartes à chaque joueur</translation>
    </message>
    <message>
        <source>Air shots, weather, no penalty, chance, green cards… Every card still held after the last hole costs a stroke.</source>
        <translation>Air shots, météo, pas de pénalité, chance, cartes du green… Chaque carte encore en main après le dernier trou coûte un coup.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartes :</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>AI speed:</source>
        <translation>Vitesse des IA :</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Dice seed:</source>
        <translation>Graine des dés :</translation>
    </message>
    <message>
        <source>New Play Nine game</source>
        <translation>Nouvelle partie de Play Nine</translation>
    </message>
    <message>
        <source>Two to six players, in the order play passes. Several people at one screen take turns (hot seat): the table hides while it is passed. A card drawn at random decides who deals first.</source>
        <translation>De deux à six joueurs, dans l&apos;ordre où le jeu passe. Plusieurs personnes devant un même écran jouent à tour de rôle : la table se cache pendant qu&apos;elle passe. Une carte tirée au hasard décide qui donne en premier.</translation>
    </message>
    <message>
        <source>The seed of the shuffles: the same seed and the same choices replay the same game</source>
        <translation>La graine des mélanges : la même graine et les mêmes choix rejouent la même partie</translation>
    </message>
    <message>
        <source>Nine holes by the rules; fewer for a quick game (1 to {most})</source>
        <translation>Neuf trous selon les règles ; moins pour une partie rapide (1 à {most})</translation>
    </message>
    <message>
        <source>Holes:</source>
        <translation>Trous :</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Smart</translation>
    </message>
    <message>
        <source>New Ultimate Golf round</source>
        <translation>Nouvelle partie d&apos;Ultimate Golf</translation>
    </message>
    <message>
        <source>e.g. 12, 17, 14</source>
        <translation>p. ex. 12, 17, 14</translation>
    </message>
    <message>
        <source>Front nine (1–9)</source>
        <translation>Aller (1–9)</translation>
    </message>
    <message>
        <source>Back nine (10–18)</source>
        <translation>Retour (10–18)</translation>
    </message>
    <message>
        <source>Several people at one screen take turns (hot seat); the dice decide who tees off first.</source>
        <translation>Plusieurs personnes devant un même écran jouent à tour de rôle ; les dés décident qui part en premier.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Rythme</translation>
    </message>
    <message>
        <source>The dice&apos;s seed: the same seed and the same choices replay the same round</source>
        <translation>La graine des dés : la même graine et les mêmes choix rejouent la même partie</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Commencer la partie</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>This page</source>
        <translation>Cette page</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>The shortcuts of the menus and of the page shown now; other pages have their own.</source>
        <translation>Les raccourcis des menus et de la page affichée ; les autres pages ont les leurs.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>ShotPanel</name>
    <message>
        <source>The {die} die: faces {faces}</source>
        <translation>Le dé {die}&#xa0;: faces {faces}</translation>
    </message>
    <message>
        <source>The {card} card with the {die} die (faces {faces}): {impulses} impulses</source>
        <translation>La carte {card} avec le dé {die} (faces {faces})&#xa0;: {impulses} impulsions</translation>
    </message>
    <message>
        <source>Cards, played with the white die:</source>
        <translation>Cartes, jouées avec le dé blanc&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Throw the chosen die (the studio&apos;s dice)</source>
        <translation>Lancer le dé choisi (les dés du studio)</translation>
    </message>
    <message>
        <source>Real die</source>
        <translation>Vrai dé</translation>
    </message>
    <message>
        <source>face</source>
        <translation>face</translation>
    </message>
    <message>
        <source>Playing with real dice? Type the face you threw</source>
        <translation>Vous jouez avec de vrais dés&#xa0;? Tapez la face obtenue</translation>
    </message>
    <message>
        <source>Use my roll</source>
        <translation>Utiliser mon lancer</translation>
    </message>
    <message>
        <source>Play the shot with the face typed (a real die&apos;s throw)</source>
        <translation>Jouer le coup avec la face saisie (lancer d&apos;un vrai dé)</translation>
    </message>
    <message>
        <source>Real die:</source>
        <translation>Vrai dé&#xa0;:</translation>
    </message>
    <message>
        <source>Pick a direction: click an arrow round the ball, or press 1–6 (← → turn).</source>
        <translation>Choisissez une direction&#xa0;: cliquez sur une flèche autour de la balle, ou appuyez sur 1–6 (← → pour tourner).</translation>
    </message>
    <message>
        <source>Direction: &lt;b&gt;{direction}&lt;/b&gt; (key {key}). {next}</source>
        <translation>Direction&#xa0;: &lt;b&gt;{direction}&lt;/b&gt; (touche {key}). {next}</translation>
    </message>
    <message>
        <source>Now a die or a card.</source>
        <translation>Maintenant, un dé ou une carte.</translation>
    </message>
    <message>
        <source>Roll!</source>
        <translation>Lancez&#xa0;!</translation>
    </message>
</context>
<context>
    <name>ShotPicker</name>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Read with the iron:</source>
        <translation>Lecture avec le fer&#xa0;:</translation>
    </message>
    <message>
        <source>Read with the iron</source>
        <translation>Lecture avec le fer</translation>
    </message>
    <message>
        <source>Result of each throw</source>
        <translation>Résultat de chaque lancer</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Play the shot: the studio throws the two dice (R or Enter)</source>
        <translation>Jouer le coup&#xa0;: le studio lance les deux dés (R ou Entrée)</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Vrais dés</translation>
    </message>
    <message>
        <source>Real dice, e.g. 3 4</source>
        <translation>Vrais dés, p. ex. 3 4</translation>
    </message>
    <message>
        <source>Threw real dice? Type both faces and play this throw</source>
        <translation>Vous avez lancé de vrais dés&#xa0;? Tapez les deux faces et jouez ce lancer</translation>
    </message>
    <message>
        <source>Play this throw</source>
        <translation>Jouer ce lancer</translation>
    </message>
    <message>
        <source>Choose the relief (1–{count}); its drop spot is marked with its number on the hole.</source>
        <translation>Choisissez le dégagement (1–{count})&#xa0;; son point de drop est marqué de son numéro sur le trou.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>{chance} in 36</source>
        <translation>{chance} sur 36</translation>
    </message>
    <message>
        <source>Type the two dice you threw, each 1 to 6 (e.g. 3 4), not “{text}”: nothing was played.</source>
        <translation>Tapez les deux dés lancés, chacun de 1 à 6 (p. ex. 3 4), et non «&#xa0;{text}&#xa0;»&#xa0;: rien n&apos;a été joué.</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>net</source>
        <translation>net</translation>
    </message>
    <message>
        <source>net {allowance} %</source>
        <translation>net {allowance}&#xa0;%</translation>
    </message>
    <message>
        <source>carry-over</source>
        <translation>report</translation>
    </message>
    <message>
        <source>presses</source>
        <translation>relances</translation>
    </message>
    <message>
        <source>presses at {down} down</source>
        <translation>relances à {down} de retard</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>No scores yet</source>
        <translation>Aucun score pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>after {played} of %n hole(s)</source>
        <translation>
            <numerusform>après {played} sur %n trou</numerusform>
            <numerusform>après {played} sur %n trous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round complete · %n hole(s)</source>
        <translation>
            <numerusform>partie terminée · %n trou</numerusform>
            <numerusform>partie terminée · %n trous</numerusform>
        </translation>
    </message>
    <message>
        <source>No format chosen for this night</source>
        <translation>Aucune formule choisie pour cette soirée</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>GolfStudio {version} · MIT licence</source>
        <translation>GolfStudio {version} · licence MIT</translation>
    </message>
    <message>
        <source>Get started</source>
        <translation>Pour commencer</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>A course, a saved game or a round file</source>
        <translation>Un parcours, une partie enregistrée ou un fichier de partie</translation>
    </message>
    <message>
        <source>Open the sample round</source>
        <translation>Ouvrir la partie d&apos;exemple</translation>
    </message>
    <message>
        <source>A four-player game night on the Ultimate Golf course</source>
        <translation>Une soirée de jeu à quatre joueurs sur le parcours Ultimate Golf</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <source>Courses, saved games and round files you open appear here.
You can also drop a .json file on the window.</source>
        <translation>Les parcours, parties enregistrées et fichiers de partie que vous ouvrez apparaissent ici.
Vous pouvez aussi déposer un fichier .json sur la fenêtre.</translation>
    </message>
</context>
<context>
    <name>StartsModel</name>
    <message>
        <source>Cell</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>± sd</source>
        <translation>± é.-t.</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Holed</source>
        <translation>Au trou</translation>
    </message>
    <message>
        <source>Reachable</source>
        <translation>Accessible</translation>
    </message>
    <message>
        <source>The start cell (rows are numbered in the course&apos;s start order)</source>
        <translation>La case de départ (les lignes suivent l&apos;ordre des départs du parcours)</translation>
    </message>
    <message>
        <source>Difficulty: the expected strokes of a lone ball under the best play, capped at the stroke limit</source>
        <translation>Difficulté : les coups attendus d&apos;une balle seule avec le meilleur jeu, plafonnés à la limite de coups</translation>
    </message>
    <message>
        <source>The standard deviation of the score: a steady hole or a lottery</source>
        <translation>L&apos;écart-type du score : un trou régulier ou une loterie</translation>
    </message>
    <message>
        <source>The fewest strokes to the hole if the player could choose every face</source>
        <translation>Le moins de coups jusqu&apos;au trou si le joueur choisissait chaque face</translation>
    </message>
    <message>
        <source>The chance of holing within the stroke limit under the best play</source>
        <translation>La probabilité de finir le trou dans la limite de coups avec le meilleur jeu</translation>
    </message>
    <message>
        <source>Whether the hole can be reached within the stroke limit</source>
        <translation>Si le trou peut être atteint dans la limite de coups</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>StrokeIndexSuggestion</name>
    <message>
        <source>Analysing every hole to suggest stroke indexes…</source>
        <translation>Analyse de chaque trou pour suggérer les indices de difficulté…</translation>
    </message>
    <message>
        <source>Analysed hole {hole} of {holes}…</source>
        <translation>Trou {hole} sur {holes} analysé…</translation>
    </message>
    <message>
        <source>The course changed while it was analysed: ask for the suggestion again.</source>
        <translation>Le parcours a changé pendant l&apos;analyse&#xa0;: redemandez la suggestion.</translation>
    </message>
    <message>
        <source>Set the suggested stroke indexes</source>
        <translation>Appliquer les indices de difficulté suggérés</translation>
    </message>
    <message>
        <source>Stroke indexes set from the analysis: {order}.</source>
        <translation>Indices de difficulté fixés d&apos;après l&apos;analyse&#xa0;: {order}.</translation>
    </message>
    <message>
        <source>The stroke indexes already follow the analysis.</source>
        <translation>Les indices de difficulté suivent déjà l&apos;analyse.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Nothing is thrown for that: nothing was played.</source>
        <translation>Rien n&apos;est lancé pour cela : rien n&apos;a été joué.</translation>
    </message>
    <message>
        <source>Wait for your turn: nothing was played.</source>
        <translation>Attendez votre tour : rien n&apos;a été joué.</translation>
    </message>
    <message>
        <source>No throw is waiting: nothing was played.</source>
        <translation>Aucun lancer en attente : rien n&apos;a été joué.</translation>
    </message>
    <message>
        <source>Give the first die&apos;s face too: nothing was played.</source>
        <translation>Donnez aussi la face du premier dé : rien n&apos;a été joué.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
    <message>
        <source>AI speed:</source>
        <translation>Vitesse des IA :</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>graine {seed}</translation>
    </message>
    <message>
        <source>The dice&apos;s seed: the same seed and the same choices replay the same game</source>
        <translation>La graine des dés : la même graine et les mêmes choix rejouent la même partie</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Carte de score</translation>
    </message>
    <message>
        <source>Try saving again</source>
        <translation>Réessayer l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Write the game so far to a file: it opens again as a replay</source>
        <translation>Écrire la partie jusqu&apos;ici dans un fichier : elle se rouvre en relecture</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The game is over. Step through it with the replay bar under the course.</source>
        <translation>La partie est terminée. Parcourez-la avec la barre de relecture sous le parcours.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You win&lt;/b&gt; with %n stroke(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Vous gagnez&lt;/b&gt; avec %n coup.</numerusform>
            <numerusform>&lt;b&gt;Vous gagnez&lt;/b&gt; avec %n coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player} wins&lt;/b&gt; with %n stroke(s).</source>
        <translation>
            <numerusform>&lt;b&gt;{player} gagne&lt;/b&gt; avec %n coup.</numerusform>
            <numerusform>&lt;b&gt;{player} gagne&lt;/b&gt; avec %n coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n stroke(s) each.</source>
        <translation>
            <numerusform>&lt;b&gt;Victoire partagée :&lt;/b&gt; {players}, %n coup chacun.</numerusform>
            <numerusform>&lt;b&gt;Victoire partagée :&lt;/b&gt; {players}, %n coups chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You win&lt;/b&gt; with %n point(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Vous gagnez&lt;/b&gt; avec %n point.</numerusform>
            <numerusform>&lt;b&gt;Vous gagnez&lt;/b&gt; avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player} wins&lt;/b&gt; with %n point(s).</source>
        <translation>
            <numerusform>&lt;b&gt;{player} gagne&lt;/b&gt; avec %n point.</numerusform>
            <numerusform>&lt;b&gt;{player} gagne&lt;/b&gt; avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n point(s) each.</source>
        <translation>
            <numerusform>&lt;b&gt;Victoire partagée :&lt;/b&gt; {players}, %n point chacun.</numerusform>
            <numerusform>&lt;b&gt;Victoire partagée :&lt;/b&gt; {players}, %n points chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: no scorecard database was given.</source>
        <translation>Non enregistrée : aucune base de données de cartes de score n&apos;a été indiquée.</translation>
    </message>
    <message>
        <source>Saving the round to the scorecards…</source>
        <translation>Enregistrement de la partie dans les cartes de score…</translation>
    </message>
    <message>
        <source>Saved to the scorecards as “{course}” (game nights, scoring formats).</source>
        <translation>Enregistrée dans les cartes de score sous « {course} » (soirées de jeu, formules de score).</translation>
    </message>
    <message>
        <source>The round was not saved: {reason}</source>
        <translation>La partie n&apos;a pas été enregistrée : {reason}</translation>
    </message>
    <message>
        <source>Round not saved</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The round could not be saved to the scorecards:
{reason}

The results stay on screen; use “Try saving again”.</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans les cartes de score :
{reason}

Les résultats restent à l&apos;écran ; utilisez « Réessayer l&apos;enregistrement ».</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The game was saved to {file}.</source>
        <translation>La partie a été enregistrée dans {file}.</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <source>Could not finish</source>
        <translation>Impossible de terminer</translation>
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
        <translation>Départs</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Add tee</source>
        <translation>Ajouter un départ</translation>
    </message>
    <message>
        <source>Tee</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>9-hole rating</source>
        <translation>Rating 9 trous</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>9-hole slope</source>
        <translation>Slope 9 trous</translation>
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
        <translation>Départ {number}</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>tee {number} needs a name</source>
        <translation>le départ {number} doit avoir un nom</translation>
    </message>
    <message>
        <source>tee {name}: the course rating {text} is not a number</source>
        <translation>départ {name} : le course rating {text} n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>tee {name}: {reason}</source>
        <translation>départ {name} : {reason}</translation>
    </message>
</context>
<context>
    <name>ThrowPicker</name>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>The studio rolls the dice for you (R)</source>
        <translation>Le studio lance les dés pour vous (R)</translation>
    </message>
    <message>
        <source>Click the dice on the board to keep them; the others are rolled again (Enter)</source>
        <translation>Cliquez sur les dés du plateau pour les garder&#xa0;; les autres sont relancés (Entrée)</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Vrais dés</translation>
    </message>
    <message>
        <source>Play these dice</source>
        <translation>Jouer ces dés</translation>
    </message>
    <message>
        <source>Threw real dice? Type each die&apos;s face, in the order shown, and play them</source>
        <translation>Vous avez lancé de vrais dés&#xa0;? Tapez la face de chaque dé, dans l&apos;ordre affiché, et jouez-les</translation>
    </message>
    <message>
        <source>Real operations die? Type what it shows: +, − or ×:</source>
        <translation>Vrai dé des opérations&#xa0;? Tapez ce qu&apos;il indique&#xa0;: +, − ou ×&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. ×</source>
        <translation>p. ex. ×</translation>
    </message>
    <message>
        <source>Real dice? Type the faces of {dice}:</source>
        <translation>Vrais dés&#xa0;? Tapez les faces de {dice}&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. {faces}</source>
        <translation>p. ex. {faces}</translation>
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
        <translation>Bienvenue dans GolfStudio</translation>
    </message>
    <message>
        <source>Where would you like to start?</source>
        <translation>Par où voulez-vous commencer ?</translation>
    </message>
    <message>
        <source>GolfStudio designs courses, plays tabletop golf games against simple AIs and keeps the scorecards of game nights. Try one:</source>
        <translation>GolfStudio dessine des parcours, joue aux jeux de golf de table contre des IA simples et tient les cartes de score des soirées de jeu. Essayez :</translation>
    </message>
    <message>
        <source>Edit a sample course</source>
        <translation>Modifier un parcours d&apos;exemple</translation>
    </message>
    <message>
        <source>A copy of a bundled Mini Golf Carambole course in the course editor: paint cells, draw walls, try shots.</source>
        <translation>Une copie d&apos;un parcours de Mini Golf Carambole fourni, dans l&apos;éditeur : peignez des cases, tracez des murets, essayez des coups.</translation>
    </message>
    <message>
        <source>Play a game against the AI</source>
        <translation>Jouer une partie contre l&apos;IA</translation>
    </message>
    <message>
        <source>Set up a game of the one chosen below: you and a computer player.</source>
        <translation>Préparer une partie du jeu choisi ci-dessous : vous contre un joueur ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Open a sample game night</source>
        <translation>Ouvrir une soirée de jeu d&apos;exemple</translation>
    </message>
    <message>
        <source>Four players&apos; scorecards on the Ultimate Golf course, with the standings.</source>
        <translation>Les cartes de score de quatre joueurs sur le parcours d&apos;Ultimate Golf, avec le classement.</translation>
    </message>
    <message>
        <source>Don&apos;t show this again at start</source>
        <translation>Ne plus afficher au démarrage</translation>
    </message>
    <message>
        <source>Help &gt; Tour brings this back.</source>
        <translation>Aide &gt; Visite guidée le rouvre.</translation>
    </message>
</context>
<context>
    <name>TrackCanvas</name>
    <message>
        <source>Hole {number} · par {par} · {length} m</source>
        <translation>Trou {number} · par {par} · {length} m</translation>
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
        <translation>Afficher tout le trou</translation>
    </message>
    <message>
        <source>hole {n} · {metre} m</source>
        <translation>trou {n} · {metre} m</translation>
    </message>
    <message>
        <source>beyond the end of terrain</source>
        <translation>au-delà de la fin du terrain</translation>
    </message>
    <message>
        <source>green ({formula})</source>
        <translation>green ({formula})</translation>
    </message>
    <message>
        <source>zone {n} ({formula})</source>
        <translation>zone {n} ({formula})</translation>
    </message>
    <message>
        <source>proximity zone</source>
        <translation>zone de proximité</translation>
    </message>
</context>
<context>
    <name>TrackProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No problems: the course can be played.</source>
        <translation>Aucun problème&#xa0;: le parcours est jouable.</translation>
    </message>
    <message>
        <source>Errors: {errors} · warnings: {warnings}</source>
        <translation>Erreurs&#xa0;: {errors} · avertissements&#xa0;: {warnings}</translation>
    </message>
    <message>
        <source>{summary} · looking for dead ends…</source>
        <translation>{summary} · recherche des impasses…</translation>
    </message>
    <message>
        <source>No course is open.</source>
        <translation>Aucun parcours n&apos;est ouvert.</translation>
    </message>
</context>
<context>
    <name>TrackScene</name>
    <message>
        <source>dead end</source>
        <translation>impasse</translation>
    </message>
    <message>
        <source>Hole {n} · par {par} · {length} m</source>
        <translation>Trou {n} · par {par} · {length} m</translation>
    </message>
    <message>
        <source>green · {formula} · {combination}</source>
        <translation>green · {formula} · {combination}</translation>
    </message>
</context>
<context>
    <name>TrackView</name>
    <message>
        <source>Hole track</source>
        <translation>Piste du trou</translation>
    </message>
</context>
<context>
    <name>TrackWindow</name>
    <message>
        <source>&amp;New Dice Golf Course</source>
        <translation>&amp;Nouveau parcours Dice Golf</translation>
    </message>
    <message>
        <source>Start a course of nine new holes</source>
        <translation>Commencer un parcours de neuf nouveaux trous</translation>
    </message>
    <message>
        <source>Open the Bundled Dice Golf Course as a &amp;Template</source>
        <translation>Ouvrir le parcours Dice Golf fourni comme &amp;modèle</translation>
    </message>
    <message>
        <source>Open a copy of the legend&apos;s nine holes to change</source>
        <translation>Ouvrir une copie des neuf trous de la légende pour la modifier</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected hazard or proximity zone, or the selected zone&apos;s limit</source>
        <translation>Retirer l&apos;obstacle ou la zone de proximité sélectionnés, ou la limite de la zone sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Parcours</translation>
    </message>
    <message>
        <source>&amp;Hole</source>
        <translation>&amp;Trou</translation>
    </message>
    <message>
        <source>P&amp;roblems</source>
        <translation>P&amp;roblèmes</translation>
    </message>
    <message>
        <source>Dice Golf courses</source>
        <translation>Parcours Dice Golf</translation>
    </message>
    <message>
        <source>Draw {game} holes as tracks in metres: zones and their formulas, hazards and the green</source>
        <translation>Dessinez les trous de {game} comme des tracés en mètres&#xa0;: les zones et leurs formules, les obstacles et le green</translation>
    </message>
    <message>
        <source>Design a course</source>
        <translation>Concevoir un parcours</translation>
    </message>
    <message>
        <source>A Dice Golf hole drawn by GolfStudio</source>
        <translation>Un trou de Dice Golf dessiné par GolfStudio</translation>
    </message>
    <message>
        <source>New course</source>
        <translation>Nouveau parcours</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Draw from the pile</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Take the top card of the draw pile (D)</source>
        <translation>Prendre la carte du dessus de la pioche (D)</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Take the top discard, then click the card it replaces (T)</source>
        <translation>Prendre la carte du dessus de la défausse, puis cliquer sur la carte qu&apos;elle remplace (T)</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>La défausser</translation>
    </message>
    <message>
        <source>Put the drawn card on the discard pile, then click a face-down card to turn (X)</source>
        <translation>Poser la carte piochée sur la défausse, puis cliquer sur une carte face cachée à retourner (X)</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Discard the drawn card and turn nothing: lining up the final putt (S)</source>
        <translation>Défausser la carte piochée sans rien retourner : préparer l&apos;alignement du putt final (S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo the choice just made (Esc)</source>
        <translation>Annuler le choix qui vient d&apos;être fait (Esc)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What the strong AI would do here, and the expected score of each option (H)</source>
        <translation>Ce que ferait ici l&apos;IA Strong, et le score attendu de chaque option (H)</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>The tutor weighs your choice…</source>
        <translation>Le tuteur pèse votre choix…</translation>
    </message>
    <message>
        <source>This loses {cost} points: best is {best}. Play it anyway?</source>
        <translation>Ce choix perd {cost} points : le meilleur est {best}. Le jouer quand même ?</translation>
    </message>
    <message>
        <source>This loses {cost} strokes: best is {best}. Play it anyway?</source>
        <translation>Ce choix perd {cost} coups : le meilleur est {best}. Le jouer quand même ?</translation>
    </message>
    <message>
        <source>That cost {cost} points.</source>
        <translation>Cela a coûté {cost} points.</translation>
    </message>
    <message>
        <source>That cost {cost} strokes.</source>
        <translation>Cela a coûté {cost} coups.</translation>
    </message>
    <message>
        <source>That cost {cost} points: best was {best}.</source>
        <translation>Cela a coûté {cost} points : le meilleur était {best}.</translation>
    </message>
    <message>
        <source>That cost {cost} strokes: best was {best}.</source>
        <translation>Cela a coûté {cost} coups : le meilleur était {best}.</translation>
    </message>
    <message>
        <source>Best play.</source>
        <translation>Meilleur choix.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <source>Nothing was played: choose again.</source>
        <translation>Rien n&apos;a été joué : choisissez à nouveau.</translation>
    </message>
    <message>
        <source>Tutor — {verdict}</source>
        <translation>Tuteur — {verdict}</translation>
    </message>
    <message>
        <source>Tutor — {decision}: {verdict}</source>
        <translation>Tuteur — {decision} : {verdict}</translation>
    </message>
</context>
<context>
    <name>TutorModeAction</name>
    <message>
        <source>&amp;Tutor Mode</source>
        <translation>Mode &amp;tuteur</translation>
    </message>
    <message>
        <source>While you play, say what each of your decisions cost and ask before a blunder</source>
        <translation>Pendant la partie, dire ce que coûte chacune de vos décisions et demander avant une gaffe</translation>
    </message>
</context>
<context>
    <name>UltimateBoardWords</name>
    <message>
        <source>Hole {hole}.</source>
        <translation>Trou {hole}.</translation>
    </message>
    <message>
        <source>{player}: holed out; strokes: {strokes}.</source>
        <translation>{player}&#xa0;: dans le trou&#xa0;; coups&#xa0;: {strokes}.</translation>
    </message>
    <message>
        <source>{player}: {where}; strokes: {strokes}.</source>
        <translation>{player}&#xa0;: {where}&#xa0;; coups&#xa0;: {strokes}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>To play: {player}.</source>
        <translation>À jouer&#xa0;: {player}.</translation>
    </message>
</context>
<context>
    <name>UltimateCard</name>
    <message>
        <source>Green-side bunker</source>
        <translation>Bunker de bord de green</translation>
    </message>
    <message>
        <source>Fairway bunker</source>
        <translation>Bunker de parcours</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Recovery</translation>
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
        <translation>Parcours sans titre</translation>
    </message>
</context>
<context>
    <name>UltimatePlay</name>
    <message>
        <source>Play Ultimate Golf</source>
        <translation>Jouer à Ultimate Golf</translation>
    </message>
    <message>
        <source>Play {game} hole by hole against the AIs or each other; every round is kept in the scorecards</source>
        <translation>Jouez {game} trou par trou contre les IA ou entre vous ; chaque partie est conservée dans les cartes de score</translation>
    </message>
    <message>
        <source>Start a round</source>
        <translation>Commencer une partie</translation>
    </message>
    <message>
        <source>Play — Ultimate Golf</source>
        <translation>Jouer — Ultimate Golf</translation>
    </message>
    <message>
        <source>Choose the course, the holes and the players — people or AIs;
each finished round is kept in the scorecards with the game nights.</source>
        <translation>Choisissez le parcours, les trous et les joueurs — humains ou IA ;
chaque partie terminée est conservée dans les cartes de score avec les soirées de jeu.</translation>
    </message>
</context>
<context>
    <name>UltimatePlayView</name>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>{player} · hole {hole}</source>
        <translation>{player} · trou {hole}</translation>
    </message>
    <message>
        <source>After stroke {stroke}</source>
        <translation>Après le coup {stroke}</translation>
    </message>
    <message>
        <source>Stroke {stroke}</source>
        <translation>Coup {stroke}</translation>
    </message>
    <message>
        <source>Your strokes on this hole so far: {strokes} (penalties included); at {pickup} the ball is picked up</source>
        <translation>Vos coups sur ce trou jusqu&apos;ici : {strokes} (pénalités comprises) ; à {pickup}, la balle est relevée</translation>
    </message>
    <message>
        <source>{player}&apos;s strokes on this hole so far: {strokes} (penalties included); at {pickup} the ball is picked up</source>
        <translation>Coups de {player} sur ce trou jusqu&apos;ici&#xa0;: {strokes} (pénalités comprises)&#xa0;; à {pickup}, la balle est relevée</translation>
    </message>
    <message>
        <source>Hole {hole} · par {par} · {yards} yards · SI {si} — {index} of {count} · {course}</source>
        <translation>Trou {hole} · par {par} · {yards} yards · SI {si} — {index} sur {count} · {course}</translation>
    </message>
    <message>
        <source>Your relief</source>
        <translation>Votre dégagement</translation>
    </message>
    <message>
        <source>Your shot</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>{player}&apos;s shot</source>
        <translation>Coup de {player}</translation>
    </message>
    <message>
        <source>{card} ({course} on the course)</source>
        <translation>{card} ({course} sur le parcours)</translation>
    </message>
    <message>
        <source>On the green: the putter. The first putt drops on {sums}; a miss leaves a second putt.</source>
        <translation>Sur le green&#xa0;: le putter. Le premier putt entre sur {sums}&#xa0;; s&apos;il est raté, il reste un second putt.</translation>
    </message>
    <message>
        <source>no sum</source>
        <translation>aucune somme</translation>
    </message>
    <message>
        <source>The ball covers the hole: throw again, a 7 drops it; any other throw is one putt more.</source>
        <translation>La balle couvre le trou&#xa0;: relancez, un 7 la fait tomber&#xa0;; tout autre lancer compte un putt de plus.</translation>
    </message>
    <message>
        <source>The first putt missed: the second drops on any throw but a double; a double is three putts.</source>
        <translation>Le premier putt est raté&#xa0;: le second entre sur tout lancer sauf un double&#xa0;; un double compte trois putts.</translation>
    </message>
    <message>
        <source>right of the flag</source>
        <translation>à droite du drapeau</translation>
    </message>
    <message>
        <source>left of the flag</source>
        <translation>à gauche du drapeau</translation>
    </message>
    <message>
        <source>at the flag</source>
        <translation>sur le drapeau</translation>
    </message>
    <message>
        <source>{degrees}° </source>
        <translation>{degrees}° </translation>
    </message>
    <message>
        <source>Aim: {yards} yards, {angle}{side}. Click or drag on the hole to aim; ← → turn it.</source>
        <translation>Visée&#xa0;: {yards} yards, {angle}{side}. Cliquez ou faites glisser sur le trou pour viser&#xa0;; ← → pour tourner.</translation>
    </message>
    <message>
        <source>Played at the flag.</source>
        <translation>Joué sur le drapeau.</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>Choisissez d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Turn the aim</source>
        <translation>Tourner la visée</translation>
    </message>
    <message>
        <source>Choose a relief</source>
        <translation>Choisir un dégagement</translation>
    </message>
</context>
<context>
    <name>UltimatePuttBand</name>
    <message>
        <source>under 10 feet</source>
        <translation>moins de 10 pieds</translation>
    </message>
    <message>
        <source>10 to 20 feet</source>
        <translation>de 10 à 20 pieds</translation>
    </message>
    <message>
        <source>20 to 40 feet</source>
        <translation>de 20 à 40 pieds</translation>
    </message>
    <message>
        <source>over 40 feet</source>
        <translation>plus de 40 pieds</translation>
    </message>
</context>
<context>
    <name>UltimateRelief</name>
    <message>
        <source>Replay from the tee</source>
        <translation>Rejouer depuis le départ</translation>
    </message>
    <message>
        <source>Drop out, not nearer the hole</source>
        <translation>Dropper hors de l&apos;obstacle, sans se rapprocher du trou</translation>
    </message>
    <message>
        <source>Lateral drop</source>
        <translation>Drop latéral</translation>
    </message>
    <message>
        <source>Drop zone</source>
        <translation>Zone de drop</translation>
    </message>
    <message>
        <source>Stroke and distance</source>
        <translation>Coup et distance</translation>
    </message>
    <message>
        <source>Free drop</source>
        <translation>Drop sans pénalité</translation>
    </message>
    <message>
        <source>Unplayable: drop in a bunker</source>
        <translation>Injouable : dropper dans un bunker</translation>
    </message>
    <message>
        <source>Place and putt</source>
        <translation>Placer et putter</translation>
    </message>
    <message>
        <source>Play it as a special card</source>
        <translation>La jouer comme une carte spéciale</translation>
    </message>
</context>
<context>
    <name>UltimateSetup</name>
    <message>
        <source>Play a course file</source>
        <translation>Jouer un fichier de parcours</translation>
    </message>
    <message>
        <source>Ultimate Golf courses (*.json);;All files (*)</source>
        <translation>Parcours d&apos;Ultimate Golf (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>UltimateStage</name>
    <message>
        <source>The dice send you to the first tee.</source>
        <translation>Les dés vous désignent pour partir en premier.</translation>
    </message>
    <message>
        <source>The dice send {player} to the first tee.</source>
        <translation>Les dés désignent {player} pour partir en premier.</translation>
    </message>
    <message>
        <source>You play the recovery card read with the {iron}.</source>
        <translation>Vous jouez la carte Recovery, lue avec le {iron}.</translation>
    </message>
    <message>
        <source>{player} plays the recovery card read with the {iron}.</source>
        <translation>{player} joue la carte Recovery, lue avec le {iron}.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Vous jouez : {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>{player} joue : {card}.</translation>
    </message>
    <message>
        <source>{player}: {relief} — {where}.</source>
        <translation>{player} : {relief} — {where}.</translation>
    </message>
    <message>
        <source>{low} and {high}</source>
        <translation>{low} et {high}</translation>
    </message>
    <message>
        <source>re-roll {throw}: the ball drops</source>
        <translation>relance {throw} : la balle tombe dans le trou</translation>
    </message>
    <message>
        <source>re-roll {throw}: on the lip, one putt more</source>
        <translation>relance {throw} : sur le bord, un putt de plus</translation>
    </message>
    <message>
        <source>second putt {throw}: three putts</source>
        <translation>second putt {throw} : trois putts</translation>
    </message>
    <message>
        <source>second putt {throw}: holed</source>
        <translation>second putt {throw} : dans le trou</translation>
    </message>
    <message>
        <source>{card}, dice {throw} ({sum}): {result}</source>
        <translation>{card}, dés {throw} ({sum}) : {result}</translation>
    </message>
    <message>
        <source> · holed, {strokes} on the hole</source>
        <translation> · dans le trou, {strokes} sur ce trou</translation>
    </message>
    <message>
        <source> · you pick up at {strokes}</source>
        <translation> · vous relevez votre balle à {strokes}</translation>
    </message>
    <message>
        <source> · picks up at {strokes}</source>
        <translation> · relève sa balle à {strokes}</translation>
    </message>
    <message>
        <source> · relief to choose</source>
        <translation> · dégagement à choisir</translation>
    </message>
    <message>
        <source> · {relief}: {where}</source>
        <translation> · {relief} : {where}</translation>
    </message>
    <message>
        <source> · {where}</source>
        <translation> · {where}</translation>
    </message>
    <message>
        <source>{player}: {text}{tail}</source>
        <translation>{player} : {text}{tail}</translation>
    </message>
    <message>
        <source>Hole {hole}</source>
        <translation>Trou {hole}</translation>
    </message>
    <message>
        <source>The first tee · steps in the round: {steps}</source>
        <translation>Le premier départ · étapes de la partie : {steps}</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · hole {hole} · {story}</source>
        <translation>Étape {step} sur {steps} · trou {hole} · {story}</translation>
    </message>
</context>
<context>
    <name>UltimateTerrain</name>
    <message>
        <source>Tee</source>
        <translation>Tee</translation>
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
        <translation>Green</translation>
    </message>
    <message>
        <source>Fringe</source>
        <translation>Avant-green</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Lateral water</source>
        <translation>Obstacle d&apos;eau latéral</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Arbres</translation>
    </message>
    <message>
        <source>Out of bounds</source>
        <translation>Hors limites</translation>
    </message>
    <message>
        <source>Cart path</source>
        <translation>Allée de chariots</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Mur de pierre</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Voie ferrée</translation>
    </message>
    <message>
        <source>150-yard marker</source>
        <translation>Marqueur de 150 yards</translation>
    </message>
</context>
<context>
    <name>UltimateTools</name>
    <message>
        <source>Terrain:</source>
        <translation>Terrain&#xa0;:</translation>
    </message>
    <message>
        <source>Import a tracing image first (Edit &gt; Import Tracing Image).</source>
        <translation>Importez d&apos;abord une image à calquer (Édition &gt; Importer une image à calquer).</translation>
    </message>
    <message>
        <source>The tracing background is locked: unlock it to calibrate.</source>
        <translation>Le fond de calque est verrouillé&#xa0;: déverrouillez-le pour le calibrer.</translation>
    </message>
    <message>
        <source>The tracing image could not be read.</source>
        <translation>L&apos;image à calquer n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>Now click the second point.</source>
        <translation>Cliquez maintenant sur le second point.</translation>
    </message>
    <message>
        <source>Click two points at least one pixel of the image apart.</source>
        <translation>Cliquez sur deux points distants d&apos;au moins un pixel de l&apos;image.</translation>
    </message>
    <message>
        <source>The distance must be more than 0 and at most {most} yards.</source>
        <translation>La distance doit être supérieure à 0 et d&apos;au plus {most} yards.</translation>
    </message>
    <message>
        <source>Calibrate the tracing background</source>
        <translation>Calibrer le fond de calque</translation>
    </message>
    <message>
        <source>Remove a marker</source>
        <translation>Retirer un marqueur</translation>
    </message>
    <message>
        <source>Place a tee marker</source>
        <translation>Placer un marqueur de départ</translation>
    </message>
    <message>
        <source>Place the flag</source>
        <translation>Placer le drapeau</translation>
    </message>
    <message>
        <source>Place a 150-yard marker</source>
        <translation>Placer un marqueur de 150 yards</translation>
    </message>
    <message>
        <source>A region needs at least three points.</source>
        <translation>Une région doit avoir au moins trois points.</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>Dessiner&#xa0;: {terrain}</translation>
    </message>
    <message>
        <source>{yards} yd</source>
        <translation>{yards} yd</translation>
    </message>
    <message>
        <source>Move a marker</source>
        <translation>Déplacer un marqueur</translation>
    </message>
    <message>
        <source>Move a vertex</source>
        <translation>Déplacer un sommet</translation>
    </message>
    <message>
        <source>Move a region</source>
        <translation>Déplacer une région</translation>
    </message>
    <message>
        <source>Move the tracing background</source>
        <translation>Déplacer le fond de calque</translation>
    </message>
    <message>
        <source>Delete a region</source>
        <translation>Supprimer une région</translation>
    </message>
    <message>
        <source>Drag out a box to draw the shape in.</source>
        <translation>Tracez un cadre pour y dessiner la forme.</translation>
    </message>
    <message>
        <source>Add a vertex</source>
        <translation>Ajouter un sommet</translation>
    </message>
    <message>
        <source>Delete a vertex</source>
        <translation>Supprimer un sommet</translation>
    </message>
    <message>
        <source>Draw {terrain} freehand</source>
        <translation>Dessiner à main levée : {terrain}</translation>
    </message>
    <message>
        <source>Lasso dropped.</source>
        <translation>Lasso abandonné.</translation>
    </message>
</context>
<context>
    <name>UltimateWords</name>
    <message>
        <source>the tee</source>
        <translation>le départ</translation>
    </message>
    <message>
        <source>the fairway</source>
        <translation>le fairway</translation>
    </message>
    <message>
        <source>the rough</source>
        <translation>le rough</translation>
    </message>
    <message>
        <source>the green</source>
        <translation>le green</translation>
    </message>
    <message>
        <source>the fringe</source>
        <translation>l&apos;avant-green</translation>
    </message>
    <message>
        <source>a bunker</source>
        <translation>un bunker</translation>
    </message>
    <message>
        <source>the water</source>
        <translation>l&apos;eau</translation>
    </message>
    <message>
        <source>lateral water</source>
        <translation>l&apos;obstacle d&apos;eau latéral</translation>
    </message>
    <message>
        <source>the trees</source>
        <translation>les arbres</translation>
    </message>
    <message>
        <source>out of bounds</source>
        <translation>hors limites</translation>
    </message>
    <message>
        <source>the cart path</source>
        <translation>l&apos;allée des chariots</translation>
    </message>
    <message>
        <source>the bridge</source>
        <translation>le pont</translation>
    </message>
    <message>
        <source>the stone wall</source>
        <translation>le mur de pierre</translation>
    </message>
    <message>
        <source>the railway</source>
        <translation>la voie ferrée</translation>
    </message>
    <message>
        <source>a 150-yard marker</source>
        <translation>un marqueur de 150 yards</translation>
    </message>
    <message>
        <source>Replay from the tee</source>
        <translation>Rejouer depuis le départ</translation>
    </message>
    <message>
        <source>Drop out, no nearer the hole</source>
        <translation>Dropper hors de l&apos;obstacle, sans se rapprocher du trou</translation>
    </message>
    <message>
        <source>Lateral drop</source>
        <translation>Drop latéral</translation>
    </message>
    <message>
        <source>Drop in the drop zone</source>
        <translation>Dropper dans la zone de drop</translation>
    </message>
    <message>
        <source>Stroke and distance</source>
        <translation>Coup et distance</translation>
    </message>
    <message>
        <source>Free drop, no nearer the hole</source>
        <translation>Drop sans pénalité, sans se rapprocher du trou</translation>
    </message>
    <message>
        <source>Drop in the bunker</source>
        <translation>Dropper dans le bunker</translation>
    </message>
    <message>
        <source>Place the ball and putt</source>
        <translation>Placer la balle et putter</translation>
    </message>
    <message>
        <source>Play it as it lies</source>
        <translation>Jouer la balle comme elle repose</translation>
    </message>
    <message>
        <source>on {where}, {feet} feet from the hole ({band}): putt</source>
        <translation>sur {where}, à {feet} pieds du trou ({band}) : putt</translation>
    </message>
    <message>
        <source>in {where}: take relief (1 penalty stroke)</source>
        <translation>dans {where} : dégagement (1 coup de pénalité)</translation>
    </message>
    <message>
        <source>out of bounds: stroke and distance</source>
        <translation>hors limites : coup et distance</translation>
    </message>
    <message>
        <source>on {where}: the ball is dropped before it is played</source>
        <translation>sur {where} : la balle est droppée avant d&apos;être jouée</translation>
    </message>
    <message>
        <source>on {where}, {yards} yards from the flag</source>
        <translation>sur {where}, à {yards} yards du drapeau</translation>
    </message>
    <message>
        <source>Within {yards} yards of the flag: chip.</source>
        <translation>À {yards} yards du drapeau ou moins : chip.</translation>
    </message>
    <message>
        <source>In a bunker less than {yards} yards from the green: green-side bunker card.</source>
        <translation>Dans un bunker à moins de {yards} yards du green : carte Bunker de bordure de green.</translation>
    </message>
    <message>
        <source>In a bunker {yards} yards or more from the green: fairway bunker card.</source>
        <translation>Dans un bunker à {yards} yards ou plus du green : carte Bunker de parcours.</translation>
    </message>
    <message>
        <source>In {where} within {yards} yards of the flag: the sand wedge, 10 feet added.</source>
        <translation>Dans {where} à moins de {yards} yards du drapeau : le sand wedge, 10 pieds ajoutés.</translation>
    </message>
    <message>
        <source>In {where} beyond {yards} yards of the flag: the recovery card, read with an iron of your choice.</source>
        <translation>Dans {where} au-delà de {yards} yards du drapeau : la carte Recovery, lue avec le fer de votre choix.</translation>
    </message>
    <message>
        <source>On the green: the putter.</source>
        <translation>Sur le green : le putter.</translation>
    </message>
    <message>
        <source>From the tee: woods and irons only.</source>
        <translation>Depuis le départ : bois et fers uniquement.</translation>
    </message>
    <message>
        <source>{what} (no penalty)</source>
        <translation>{what} (sans pénalité)</translation>
    </message>
    <message>
        <source>{what} (1 penalty stroke)</source>
        <translation>{what} (1 coup de pénalité)</translation>
    </message>
    <message>
        <source>{what} ({penalty} penalty strokes)</source>
        <translation>{what} ({penalty} coups de pénalité)</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>holed</source>
        <translation>dans le trou</translation>
    </message>
    <message>
        <source>missed: a second putt</source>
        <translation>raté : un second putt</translation>
    </message>
    <message>
        <source>covers the hole: re-roll, 7 holes</source>
        <translation>couvre le trou : relance, un 7 la rentre</translation>
    </message>
    <message>
        <source>covers the hole on the first shot: on the lip, one putt</source>
        <translation>couvre le trou au premier coup : sur le bord, un putt</translation>
    </message>
    <message>
        <source>unplayable: 1 penalty stroke</source>
        <translation>injouable : 1 coup de pénalité</translation>
    </message>
    <message>
        <source>{feet} ft from the hole, {where}</source>
        <translation>à {feet} pieds du trou, {where}</translation>
    </message>
    <message>
        <source>{carry} yd straight, {where}</source>
        <translation>{carry} yd tout droit, {where}</translation>
    </message>
    <message>
        <source>{carry} yd, {off} yd {side}, {where}</source>
        <translation>{carry} yd, {off} yd à {side}, {where}</translation>
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
        <translation>Où commence cette zone&#xa0;: sa limite (la ligne pointillée rouge)</translation>
    </message>
    <message>
        <source>Where this zone starts</source>
        <translation>Où commence cette zone</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Commence à</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Diviser</translation>
    </message>
    <message>
        <source>Put a limit in the middle of this zone</source>
        <translation>Placer une limite au milieu de cette zone</translation>
    </message>
    <message>
        <source>Remove limit</source>
        <translation>Retirer la limite</translation>
    </message>
    <message>
        <source>Take this zone&apos;s limit away: the zone before it runs on</source>
        <translation>Retirer la limite de cette zone&#xa0;: la zone précédente se prolonge</translation>
    </message>
    <message>
        <source>Zone {n} · {start}–{end} m</source>
        <translation>Zone {n} · {start}–{end} m</translation>
    </message>
    <message>
        <source>Mean {mean} m. From the zone&apos;s start, {chance} of throws reach the green ({end} m, {away} m away).</source>
        <translation>Moyenne {mean} m. Depuis le début de la zone, {chance} des lancers atteignent le green ({end} m, à {away} m).</translation>
    </message>
    <message>
        <source>Mean {mean} m. From the zone&apos;s start, {chance} of throws cross the limit at {end} m ({away} m away).</source>
        <translation>Moyenne {mean} m. Depuis le début de la zone, {chance} des lancers franchissent la limite à {end} m (à {away} m).</translation>
    </message>
    <message>
        <source>Change zone {n}&apos;s formula</source>
        <translation>Modifier la formule de la zone {n}</translation>
    </message>
    <message>
        <source>Move a zone limit</source>
        <translation>Déplacer une limite de zone</translation>
    </message>
    <message>
        <source>Split a zone</source>
        <translation>Diviser une zone</translation>
    </message>
    <message>
        <source>Remove a zone limit</source>
        <translation>Retirer une limite de zone</translation>
    </message>
</context>
</TS>
