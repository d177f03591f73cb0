<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>in {game} a hole takes at least %n stroke</numerusform>
            <numerusform>in {game} a hole takes at least %n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} is played by four players in two teams of two; there are %n player(s)</source>
        <translation>
            <numerusform>{title} is played by four players in two teams of two; there is %n player</numerusform>
            <numerusform>{title} is played by four players in two teams of two; there are %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} is played by teams of two; team {team} has %n player(s)</source>
        <translation>
            <numerusform>{title} is played by teams of two; team {team} has %n player</numerusform>
            <numerusform>{title} is played by teams of two; team {team} has %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the line announces %n swap(s) but lists {listed}</source>
        <translation>
            <numerusform>the line announces %n swap but lists {listed}</numerusform>
            <numerusform>the line announces %n swaps but lists {listed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the entry announces %n swap(s) but lists {listed}</source>
        <translation>
            <numerusform>the entry announces %n swap but lists {listed}</numerusform>
            <numerusform>the entry announces %n swaps but lists {listed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the entry makes %n swap(s); with {saved} saved you may make at most {most}</source>
        <translation>
            <numerusform>the entry makes %n swap; with {saved} saved you may make at most {most}</numerusform>
            <numerusform>the entry makes %n swaps; with {saved} saved you may make at most {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best ball is played by teams of two; team {number} ({team}) has %n player(s)</source>
        <translation>
            <numerusform>best ball is played by teams of two; team {number} ({team}) has %n player</numerusform>
            <numerusform>best ball is played by teams of two; team {number} ({team}) has %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>score of {name} on hole {hole} is {value}: in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>score of {name} on hole {hole} is {value}: in {game} a hole takes at least %n stroke</numerusform>
            <numerusform>score of {name} on hole {hole} is {value}: in {game} a hole takes at least %n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has no score on hole(s) {holes}</source>
        <translation>
            <numerusform>{name} has no score on hole {holes}</numerusform>
            <numerusform>{name} has no score on holes {holes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the score {where} is {count}: in {game} a hole takes at least %n stroke(s)</source>
        <translation>
            <numerusform>the score {where} is {count}: in {game} a hole takes at least %n stroke</numerusform>
            <numerusform>the score {where} is {count}: in {game} a hole takes at least %n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n score(s) on {night}: clear them before taking {name} off the night</source>
        <translation>
            <numerusform>{name} has %n score on {night}: clear them before taking {name} off the night</numerusform>
            <numerusform>{name} has %n scores on {night}: clear them before taking {name} off the night</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tee {name} was played from on %n night(s): it cannot be removed</source>
        <translation>
            <numerusform>tee {name} was played from on %n night: it cannot be removed</numerusform>
            <numerusform>tee {name} was played from on %n nights: it cannot be removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n ball(s) but {colours} colours</source>
        <translation>
            <numerusform>{name} has %n ball but {colours} colours</numerusform>
            <numerusform>{name} has %n balls but {colours} colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n ball(s) but 1 colour</source>
        <translation>
            <numerusform>{name} has %n ball but 1 colour</numerusform>
            <numerusform>{name} has %n balls but 1 colour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>formula {formula} has %n sign(s); there is no sign #{number}</source>
        <translation>
            <numerusform>formula {formula} has %n sign; there is no sign #{number}</numerusform>
            <numerusform>formula {formula} has %n signs; there is no sign #{number}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the formula {formula} has %n sign(s): there is no sign {number}</source>
        <translation>
            <numerusform>the formula {formula} has %n sign: there is no sign {number}</numerusform>
            <numerusform>the formula {formula} has %n signs: there is no sign {number}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{field} needs at least %n item(s), got {count}</source>
        <translation>
            <numerusform>{field} needs at least %n item, got {count}</numerusform>
            <numerusform>{field} needs at least %n items, got {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{field} takes at most %n item(s), got {count}</source>
        <translation>
            <numerusform>{field} takes at most %n item, got {count}</numerusform>
            <numerusform>{field} takes at most %n items, got {count}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>%n unreachable cell(s)</source>
        <translation>
            <numerusform>%n unreachable cell</numerusform>
            <numerusform>%n unreachable cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trap(s)</source>
        <translation>
            <numerusform>%n trap</numerusform>
            <numerusform>%n traps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaramboleCard</name>
    <message numerus="yes">
        <source>{ball}: %n stroke(s) so far</source>
        <translation>
            <numerusform>{ball}: %n stroke so far</numerusform>
            <numerusform>{ball}: %n strokes so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaramboleStage</name>
    <message numerus="yes">
        <source>Before the first shot · %n shot(s) in all</source>
        <translation>
            <numerusform>Before the first shot · %n shot in all</numerusform>
            <numerusform>Before the first shot · %n shots in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shot {shot} of {shots} · course {course} · you ({colour}) played {direction} with {how}: {face} → %n impulse(s){holed}</source>
        <translation>
            <numerusform>Shot {shot} of {shots} · course {course} · you ({colour}) played {direction} with {how}: {face} → %n impulse{holed}</numerusform>
            <numerusform>Shot {shot} of {shots} · course {course} · you ({colour}) played {direction} with {how}: {face} → %n impulses{holed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shot {shot} of {shots} · course {course} · {player} ({colour}) played {direction} with {how}: {face} → %n impulse(s){holed}</source>
        <translation>
            <numerusform>Shot {shot} of {shots} · course {course} · {player} ({colour}) played {direction} with {how}: {face} → %n impulse{holed}</numerusform>
            <numerusform>Shot {shot} of {shots} · course {course} · {player} ({colour}) played {direction} with {how}: {face} → %n impulses{holed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message numerus="yes">
        <source>%n night(s)</source>
        <translation>
            <numerusform>%n night</numerusform>
            <numerusform>%n nights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accepted line(s)</source>
        <translation>
            <numerusform>%n accepted line</numerusform>
            <numerusform>%n accepted lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) rejected</source>
        <translation>
            <numerusform>%n line rejected</numerusform>
            <numerusform>%n lines rejected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n night(s).</source>
        <translation>
            <numerusform>Imported %n night.</numerusform>
            <numerusform>Imported %n nights.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceGolfPlayView</name>
    <message numerus="yes">
        <source>{player} on this hole: %n throw(s) so far, penalties {penalties}; ten throws at most</source>
        <translation>
            <numerusform>{player} on this hole: %n throw so far, penalties {penalties}; ten throws at most</numerusform>
            <numerusform>{player} on this hole: %n throws so far, penalties {penalties}; ten throws at most</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In hand · {player} · %n card(s)</source>
        <translation>
            <numerusform>In hand · {player} · %n card</numerusform>
            <numerusform>In hand · {player} · %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Type %n face(s), one for each die: {dice}.</source>
        <translation>
            <numerusform>Type %n face, one for each die: {dice}.</numerusform>
            <numerusform>Type %n faces, one for each die: {dice}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceGolfWords</name>
    <message numerus="yes">
        <source>%n penalty(ies), back to {at}</source>
        <translation>
            <numerusform>%n penalty, back to {at}</numerusform>
            <numerusform>%n penalties, back to {at}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n air shot(s): one penalty each</source>
        <translation>
            <numerusform>%n air shot: one penalty</numerusform>
            <numerusform>%n air shots: one penalty each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies) cancelled</source>
        <translation>
            <numerusform>%n penalty cancelled</numerusform>
            <numerusform>%n penalties cancelled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %n, roll the others</source>
        <translation>
            <numerusform>Keep %n, roll the others</numerusform>
            <numerusform>Keep %n, roll the others</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holed in %n stroke(s).</source>
        <translation>
            <numerusform>Holed in %n stroke.</numerusform>
            <numerusform>Holed in %n strokes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ten throws: you pick up with %n stroke(s).</source>
        <translation>
            <numerusform>Ten throws: you pick up with %n stroke.</numerusform>
            <numerusform>Ten throws: you pick up with %n strokes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ten throws: {player} picks up with %n stroke(s).</source>
        <translation>
            <numerusform>Ten throws: {player} picks up with %n stroke.</numerusform>
            <numerusform>Ten throws: {player} picks up with %n strokes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameNightPage</name>
    <message numerus="yes">
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n hole</numerusform>
            <numerusform>%n holes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message numerus="yes">
        <source>Evaluate it with %n entries received?</source>
        <translation>
            <numerusform>Evaluate it with %n entry received?</numerusform>
            <numerusform>Evaluate it with %n entries received?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Evaluate tournament {n} of {game} with %n entries received?</source>
        <translation>
            <numerusform>Evaluate tournament {n} of {game} with %n entry received?</numerusform>
            <numerusform>Evaluate tournament {n} of {game} with %n entries received?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {total} entries are faulty: they swap no club and count as saving the swap (rule 9.6).</source>
        <translation>
            <numerusform>%n of {total} entries is faulty: it swaps no club and counts as saving the swap (rule 9.6).</numerusform>
            <numerusform>%n of {total} entries are faulty: they swap no club and count as saving the swap (rule 9.6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them are first entries: those players hold no clubs yet and count as absent in this tournament.</source>
        <translation>
            <numerusform>%n of them is a first entry: that player holds no clubs yet and counts as absent in this tournament.</numerusform>
            <numerusform>%n of them are first entries: those players hold no clubs yet and count as absent in this tournament.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them name no player of the game and change nobody.</source>
        <translation>
            <numerusform>%n of them names no player of the game and changes nobody.</numerusform>
            <numerusform>%n of them name no player of the game and change nobody.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintBoard</name>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <source>%n night(s)</source>
        <translation>
            <numerusform>%n night</numerusform>
            <numerusform>%n nights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n complete round(s)</source>
        <translation>
            <numerusform>%n complete round</numerusform>
            <numerusform>%n complete rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NightSetupPage</name>
    <message numerus="yes">
        <source>%n hole(s) · par {par}</source>
        <translation>
            <numerusform>%n hole · par {par}</numerusform>
            <numerusform>%n holes · par {par}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nassau with %n players: every pair plays its own Nassau (round robin, presses within each pair). For two teams of two on their better ball, choose “Best ball · Nassau” instead.</source>
        <translation>
            <numerusform>Nassau with %n players: every pair plays its own Nassau (round robin, presses within each pair). For two teams of two on their better ball, choose “Best ball · Nassau” instead.</numerusform>
            <numerusform>Nassau with %n players: every pair plays its own Nassau (round robin, presses within each pair). For two teams of two on their better ball, choose “Best ball · Nassau” instead.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayNinePlayView</name>
    <message numerus="yes">
        <source>Still tied after %n play-off hole(s): the win is shared.</source>
        <translation>
            <numerusform>Still tied after %n play-off hole: the win is shared.</numerusform>
            <numerusform>Still tied after %n play-off holes: the win is shared.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayNineWords</name>
    <message numerus="yes">
        <source>bonus {points}: %n matched column(s) of {value}</source>
        <translation>
            <numerusform>bonus {points}: %n matched column of {value}</numerusform>
            <numerusform>bonus {points}: %n matched columns of {value}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message numerus="yes">
        <source>Your {colour} ball has played %n stroke(s) on this course; a ball not holed in {limit} scores {limit}</source>
        <translation>
            <numerusform>Your {colour} ball has played %n stroke on this course; a ball not holed in {limit} scores {limit}</numerusform>
            <numerusform>Your {colour} ball has played %n strokes on this course; a ball not holed in {limit} scores {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {colour} ball has played %n stroke(s) on this course; a ball not holed in {limit} scores {limit}</source>
        <translation>
            <numerusform>{player}&apos;s {colour} ball has played %n stroke on this course; a ball not holed in {limit} scores {limit}</numerusform>
            <numerusform>{player}&apos;s {colour} ball has played %n strokes on this course; a ball not holed in {limit} scores {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>= %n impulse(s)</source>
        <translation>
            <numerusform>= %n impulse</numerusform>
            <numerusform>= %n impulses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message numerus="yes">
        <source>%n complete round(s)</source>
        <translation>
            <numerusform>%n complete round</numerusform>
            <numerusform>%n complete rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundResultsPage</name>
    <message numerus="yes">
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n hole</numerusform>
            <numerusform>%n holes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message numerus="yes">
        <source>receives %n stroke(s)</source>
        <translation>
            <numerusform>receives %n stroke</numerusform>
            <numerusform>receives %n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gives back %n stroke(s)</source>
        <translation>
            <numerusform>gives back %n stroke</numerusform>
            <numerusform>gives back %n strokes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message numerus="yes">
        <source>after {played} of %n hole(s)</source>
        <translation>
            <numerusform>after {played} of %n hole</numerusform>
            <numerusform>after {played} of %n holes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round complete · %n hole(s)</source>
        <translation>
            <numerusform>round complete · %n hole</numerusform>
            <numerusform>round complete · %n holes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <source>&lt;b&gt;You win&lt;/b&gt; with %n stroke(s).</source>
        <translation>
            <numerusform>&lt;b&gt;You win&lt;/b&gt; with %n stroke.</numerusform>
            <numerusform>&lt;b&gt;You win&lt;/b&gt; with %n strokes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player} wins&lt;/b&gt; with %n stroke(s).</source>
        <translation>
            <numerusform>&lt;b&gt;{player} wins&lt;/b&gt; with %n stroke.</numerusform>
            <numerusform>&lt;b&gt;{player} wins&lt;/b&gt; with %n strokes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n stroke(s) each.</source>
        <translation>
            <numerusform>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n stroke each.</numerusform>
            <numerusform>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n strokes each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;You win&lt;/b&gt; with %n point(s).</source>
        <translation>
            <numerusform>&lt;b&gt;You win&lt;/b&gt; with %n point.</numerusform>
            <numerusform>&lt;b&gt;You win&lt;/b&gt; with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player} wins&lt;/b&gt; with %n point(s).</source>
        <translation>
            <numerusform>&lt;b&gt;{player} wins&lt;/b&gt; with %n point.</numerusform>
            <numerusform>&lt;b&gt;{player} wins&lt;/b&gt; with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n point(s) each.</source>
        <translation>
            <numerusform>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n point each.</numerusform>
            <numerusform>&lt;b&gt;Shared win:&lt;/b&gt; {players}, %n points each.</numerusform>
        </translation>
    </message>
</context>
</TS>
