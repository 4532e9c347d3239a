## among-us: the map
among-us-help-map = Fix the map (the format is in docs/rulings/among-us.md and in src/rules/among_us/hacienda.yaml).
among-us-err-map-yaml = The map {$path} cannot be read: {$error}
among-us-err-map-file = Cannot read the map {$path}: {$error}
among-us-map-level = "{$place}" is on level {$level}: there are three levels (1 interior, 2 terrace, 3 garden).
among-us-map-section-room = The section "{$place}" does not say which room it belongs to (room:).
among-us-map-unknown-place = "{$place}" is not a place of the map.
among-us-map-direction = "{$dir}" is not a direction (norte, sur, este, oeste, noreste, noroeste, sureste, suroeste, or in English).
among-us-map-self = A boundary joins "{$place}" to itself.
among-us-map-twice = The boundary ({$kind}) between "{$a}" and "{$b}" is given twice.
among-us-map-place-twice = The place "{$place}" is defined twice: the second definition would silently replace the first. Keep one (or rename one of them).
among-us-map-wall-and = A wall and a {$kind} between "{$a}" and "{$b}": a wall lets nobody through and nobody see across, so it cannot stand with another boundary between the same two places. Keep one of them.
among-us-map-window-interior = A window between "{$a}" and "{$b}", two interior rooms of level 1: from the first level windows look onto the terrace or the garden (or an open cloister or gallery).
among-us-map-window-terrace = A window between "{$a}" and "{$b}", terrace and garden: the terrace sees the garden without a window (ledge) and goes down by the stairs.
among-us-map-section-level = A section line between "{$a}" and "{$b}": section lines are only in the red and green zones, within one level.
among-us-map-stairs = Stairs between "{$a}" and "{$b}": stairs only join the terrace (level 2) and the garden (level 3).
among-us-map-ledge = A ledge between "{$a}" and "{$b}": there is one only between the terrace (level 2) and the garden (level 3).
among-us-map-door-terrace = A door between "{$a}" and "{$b}": from the second level to the third one goes only by the stairs.
among-us-map-gap = A gap between "{$a}" and "{$b}": gaps only split the double rooms of level 1 (two sections of one room).
among-us-map-passage-size = A secret passage with { $count ->
    [one] a single entry
   *[other] {$count} entries
} ({$places}): passages link two by two or three by three.
among-us-map-passage-twice = "{$place}" is twice in the same secret passage.
among-us-map-feature-place = The feature "{$feature}" ({$key}) is in "{$place}", which is not a place of the map.
among-us-map-feature-count = The feature "{$feature}" ({$key}) is in { $count ->
    [0] no place
    [one] one place
   *[other] {$count} places
}; the rules ask for {$expected}.
among-us-map-unreachable = No living character can reach "{$place}" from "{$from}".
among-us-map-cell-twice = "{$place}" and "{$other}" are in the same cell [{$column}, {$row}] of their level: each place needs its own to be drawn.
# The drawn manor (`adjudicate map`).
among-us-map-level-1 = level 1 · interior
among-us-map-level-2 = level 2 · terrace
among-us-map-level-3 = level 3 · garden
among-us-map-feature-bell = bell
among-us-map-feature-lights = candlesticks
among-us-map-feature-chimney = chimney
among-us-map-feature-gate = gate
among-us-map-feature-dovecote = pigeons
among-us-map-feature-altar = altar
among-us-map-feature-plan = plan
among-us-map-feature-crystal-ball = crystal ball
among-us-map-feature-view = crystal-ball view
among-us-map-feature-lockable = lock
among-us-map-feature-open = open-air
among-us-map-passage = passage {$n}
among-us-map-person = {$player}{$impostor ->
    [yes] {$inside ->
        [yes] {" "}(impostor, in the passage)
       *[no] {" "}(impostor)
    }
   *[no] {$inside ->
        [yes] {" "}(in the passage)
       *[no] {""}
    }
}
among-us-map-living = {$players}
among-us-map-ghosts = ghosts: {$players}
among-us-map-bodies = bodies: {$players}
among-us-map-legend-room = named room
among-us-map-legend-corridor = corridor
among-us-map-legend-door = door
among-us-map-legend-gap = the opening of a double room
among-us-map-legend-window = window
among-us-map-legend-section = section line
among-us-map-legend-stairs = stairs
among-us-map-legend-ledge = drop (the terrace sees the garden)
among-us-map-legend-wall = wall (ghosts only)
among-us-map-legend-passage = passage {$n}: {$places}
among-us-map-legend-body = body
among-us-map-legend-dark = in the dark

## among-us: options, phases, sides
among-us-option-dark-encounter = An encounter in the dark (or of one doing a task): "anonymous" (the default) counts the presences without names, as darkness demands ("no sabrá quién es"); "named" gives the names, since the scene that opens reveals them.
among-us-option-map = A map of your own (a YAML file in the format of hacienda.yaml); empty: the sample Hacienda.
among-us-phase-round = Round {$n}
among-us-phase-deliberation = Deliberation {$n}
among-us-side-vasallo = Vassal
among-us-side-impostor = Impostor
among-us-start = The game starts in { among-us-the-place }: { $vassals ->
    [one] 1 vassal
   *[other] {$vassals} vassals
} and { $impostors ->
    [one] 1 impostor
   *[other] {$impostors} impostors
}.
among-us-your-side = Your side: **{$role}**.
among-us-fellow-impostors = { $count ->
    [one] Your fellow impostor: {$players}.
   *[other] Your fellow impostors: {$players}.
}
among-us-final-side = {$player}'s side: **{$role}**.
among-us-win-vasallos = The Vassals win: no Impostor is left alive ({$players}).
among-us-win-impostores = The Impostors win: as many Impostors as Vassals are alive ({$players}).

## among-us: the round
among-us-you-at = Phase {$phase}: you are in { among-us-the-place }.
among-us-you-moved = Phase {$phase}: you go from { among-us-the-from } to { among-us-the-to }.
among-us-saw-stay = You see {$player} in { among-us-the-place }, busy with the room's objects.
among-us-saw-at = You see {$player} in { among-us-the-place }.
among-us-saw-stay-many = You see {$people} in { among-us-the-place }, busy with the room's objects.
among-us-saw-at-many = You see {$people} in { among-us-the-place }.
among-us-saw-enter = You see {$player} come into { among-us-the-place } from { among-us-the-from }.
among-us-saw-enter-with = {$player} comes into { among-us-the-place } at the same time as you, from { among-us-the-from }.
among-us-saw-cross = You see {$player} go from { among-us-the-from } to { among-us-the-to }.
among-us-saw-leave = You see {$player} leave { among-us-the-place } towards { among-us-the-to }.
among-us-saw-body = { $player_me ->
    [yes] You see your own body in { among-us-the-place }.
   *[other] You see the body of {$player} in { among-us-the-place }.
}
among-us-saw-enter-passage = You see {$player} slip into a secret passage in { among-us-the-place }.
among-us-you-enter-passage = Phase {$phase}: you slip into the secret passage of { among-us-the-place }.
among-us-you-exit-passage = Phase {$phase}: you come out of the secret passage in { among-us-the-place }.
among-us-saw-exit-passage = You see {$player} come out of a secret passage in { among-us-the-place }.
among-us-crossed = You cross {$player} between { among-us-the-a } and { among-us-the-b }.
among-us-crossed-dark = You cross someone in the dark between { among-us-the-a } and { among-us-the-b }: you cannot tell who.
among-us-felt = You feel { $count ->
    [one] a presence
   *[other] {$count} presences
} in { among-us-the-place }, but you cannot see who { $count ->
    [one] it is
   *[other] they are
}{ $entered ->
    [0] .
   *[other] { $count ->
        [one] {" "}nor where it came from.
       *[other] { $entered ->
            [one] ; one has just come in and you cannot see from where.
           *[other] ; {$entered} have just come in and you cannot see from where.
        }
    }
}
among-us-heard-passage = You hear a secret passage open in { among-us-the-place }.
among-us-encounter = Encounter in phase {$phase} in { among-us-the-place }: {$people}. You may talk in the scene of { among-us-the-place }.
among-us-encounter-unseen = Encounter in phase {$phase} in { among-us-the-place }, { $why ->
    [busy] while you do your task
   *[dark] in the dark
}: you do not know with whom. You may talk in the scene of { among-us-the-place }.
among-us-encounter-master = Encounter in phase { $phase }, { $place }: {$rooms} and {$last} (a scene to open).
among-us-you-killed = Phase {$phase}: you kill {$player} in { among-us-the-place }.
among-us-you-died = Phase {$phase}: you were killed in { among-us-the-place }. You stay in the game as a ghost.
among-us-saw-kill = Phase {$phase}: you see {$killer} kill {$player} in { among-us-the-place }.
among-us-kill-failed = Phase {$phase}: you cannot kill {$player} (not with you, in a secret passage, or no longer alive).
among-us-kill-failed-cooldown = Phase {$phase}: you cannot kill {$player} yet: { $left ->
    [one] 1 phase
   *[other] {$left} phases
} of waiting to go (13 from the start, the last deliberation or your last kill or attempt).
among-us-err-kill-twice = In phase {$phase} you cannot kill again: if the kill of phase {$first} is committed, { $left ->
    [one] 1 phase of waiting is left
   *[other] {$left} phases of waiting are left
} (13 from your last kill). Declare one kill per round.
among-us-follow-failed = Phase {$phase}: you fail to follow {$player} and stay where you were.
among-us-passage-failed = You cannot use a secret passage in { among-us-the-place }.
among-us-report-failed = Phase {$phase}: you cannot report the body of {$body}: it is not in your sight.
among-us-bell-failed = Phase {$phase}: you cannot ring the bell from { among-us-the-place }: you must be in the Comedor.
among-us-called-body = {$player} reports the body of {$body} in { among-us-the-place } (phase {$phase}). Everyone to the Comedor: the deliberation begins.
among-us-called-bell = {$player} rings the service bell (phase {$phase}). Everyone to the Comedor: the deliberation begins.
# The dead whose bodies lay unreported, missing when a deliberation gathers the living.
among-us-absent-dead = Missing from the table in the Comedor, dead: {$players}.
among-us-round-over = Round {$round} is over.
among-us-paused = Round {$round} stops after phase {$phase}: some players were told and may change their actions.
among-us-may-amend = You may change your { $points ->
    [one] last point of action
   *[other] last {$points} points of action
} (from phase {$phase}) within the next 18 hours. Actions already played do not change; if you send nothing, the ones you declared are played{ $points ->
    [one] .
   *[other] , and a numbered point («{$last}. …») changes that point only.
}
among-us-amend-until = { $nth ->
    [second] You have until {$until} for this second amendment (18 hours from the first one's deadline; no extensions).
   *[first] You have until {$until} (18 hours from the close of the round; no extension).
}
among-us-amend-until-public = { $nth ->
    [second] Second pause of round {$round}: those told have until {$until} to answer (18 hours from the first pause's deadline; no extensions).
   *[first] Those told have until {$until} to answer (18 hours; no extension).
}
among-us-may-report = You may report the body you see (in phase {$phase}) within the next 18 hours.
# A resumed round tells each player who might amend what became of his points.
among-us-amended = Your amendment counts from phase {$from}: { $changed_count ->
    [one] phase {$changed} is played as you readjust it
   *[other] phases {$changed} are played as you readjust them
}{ $kept_count ->
    [0] {""}
    [one] ; phase {$kept}, as you had declared it
   *[other] ; phases {$kept}, as you had declared them
}{ $standing_count ->
    [0] {""}
    [one] ; in phase {$standing} you no longer do what you had declared and stand still
   *[other] ; in phases {$standing} you no longer do what you had declared and stand still
}.
among-us-not-amended = You did not readjust your points: from phase {$from} the ones you had declared are played.

## among-us: the deliberation
among-us-votes-for = Votes for {$player}: {$count}.
among-us-abstentions = Abstentions: {$count}.
among-us-no-vote = { $count ->
    [one] One player did not vote.
   *[other] {$count} players did not vote.
}
among-us-you-are-ejected = The deliberation ejects you: you become a ghost.
among-us-ejected = {$player} is ejected and becomes a ghost.
among-us-tally-majority = At the deadline the most voted player is ejected, if he has more votes than any other option (abstentions included). L-0: ejected now.
among-us-nobody-ejected = Nobody has a simple majority: nobody is ejected.

## among-us: status
among-us-status-called-body = Deliberation opened by {$player}, who reported the body of {$body}
among-us-status-called-bell = Deliberation opened by {$player} with the bell
among-us-status-at = {$player} ({$role}) is in {$place}{ $inside ->
    [yes] , inside a secret passage
   *[no] {""}
}
among-us-status-kill-from = {$player} may kill from phase {$from} (now {$clock})
among-us-status-body = The body of {$player} is in {$place}
among-us-status-all-voted = Everyone has voted: `next` closes the deliberation.

## among-us: why someone is not seen (--explain)
among-us-explain-hidden = {$viewer} does not see {$player} { among-us-in-place }: { $reason ->
    [wall] a wall or a door
    [level] the level (never seen from that level)
    [dark-here] the darkness of his own room
    [dark-there] the darkness of that room
    [busy] he was doing a task or using an object (reduced sight)
   *[passage] he was inside a secret passage
}.
among-us-explain-seen = {$viewer} sees {$player} { among-us-in-place }: { $how ->
    [same] they are in the same room
    [window] through the window between the two
    [section] across the section line (crossed and seen through)
    [gap] through the gap of the double room, which does not cut the line of sight
    [stairs] by the stairs between the terrace and the garden
    [ledge] from the terrace, down to the garden section below
    [ghost] a ghost sees every adjacent room, through walls, doors and levels
    [passage] from inside the passage he sees the room he is in
    [door] across the boundary between the two
    [crossed] they cross the same door in opposite directions
   *[ball] in one of the crystal ball's views
}{ $dark ->
    [yes] ; it is dark, but impostors and ghosts are immune to darkness
   *[no] {""}
}.

## among-us: orders
among-us-err-move-where = Where to? Say what you cross or where you go.
among-us-help-move = For example "Atravieso la puerta este al pasillo" or "mover Biblioteca-Oeste": one point for each door or section crossed.
among-us-move-ambiguous = From { among-us-the-from } that may lead to several places: {$places}.
among-us-move-nothing = From { among-us-the-from } there is no such way ({$way}).
among-us-move-not-adjacent = { among-us-The-to } is not next to { among-us-the-from }: one point of action crosses a single door or section.
among-us-move-none-adjacent = «{$place}» is not next to { among-us-the-from }: none of its places ({$places}) is; one point of action crosses a single door or section.
among-us-move-blocked = Between { among-us-the-from } and { among-us-the-to } there is only a wall or a window: only ghosts cross them.
among-us-move-unknown = "{$place}" is not a place of the Hacienda.
among-us-move-unknown-near = "{$place}" is not a place of the manor: did the player mean { among-us-the-to }?
among-us-err-inside = You are inside a secret passage: leave it first ("pasaje salir").
among-us-err-outside = You are not inside a secret passage ("pasaje entrar").
among-us-err-no-passage = There is no secret passage entry in { among-us-the-place }.
among-us-err-passage-exit = The passage of { among-us-the-place } does not lead to "{$to}"; it leads to: {$exits}.
among-us-err-passage-what = What do you do in the passage? "pasaje entrar", "pasaje mover X" or "pasaje salir".
among-us-err-passage-where = To which entry of the passage? "pasaje mover X".
among-us-err-passage-who = Only impostors and the Sneak use the secret passages.
among-us-help-passage = Entering, moving between linked entries and leaving cost one point of action each.
among-us-err-passage-in-prose = A secret passage is no object: it is taken step by step, and each step is a point of action of its own.
among-us-help-passage-steps = Entering the passage, moving between linked entries and leaving it cost one point each: ask the player for one point per line, e.g. "1. pasaje entrar", "2. pasaje mover Carruajes", "3. pasaje salir".
among-us-err-follow-self = You cannot follow yourself.
among-us-err-follow-ghost = {$player} is a ghost: the living do not see him.
among-us-err-follow-out-of-sight = Phase {$phase}: {$player} is not in the follower's sight at the start of the phase (even with every room lit): he cannot be followed.
among-us-err-report-no-body = Phase {$phase}: there is no body of {$body} in the manor to report.
among-us-err-report-out-of-sight = Phase {$phase}: no body of {$body} is in the reporter's sight at the start of the phase: it cannot be reported.
among-us-help-report = You report a body in your sight in the phase you name (`report Ana's body phase 2`).
among-us-err-task-not-his = Phase {$phase}: "{$task}" is not one of {$player}'s tasks ({$tasks}): the round would not do it and the point would be lost.
among-us-help-follow = You follow someone in your room or in your sight at the start of the phase.
among-us-err-kill-vassal = Only impostors kill.
among-us-err-kill-ghost = A ghost cannot kill.
among-us-err-kill-impostor = {$player} is an impostor: you do not kill a fellow.
among-us-err-kill-dead = {$player} is no longer alive.
among-us-err-no-point-but-a-place = {$file} declares no point of action, and line {$line} names a place of the manor ({$place}): is it a move in other words?
among-us-help-no-point-but-a-place = ask the player for his points of action, one a line in order, each with its verb ("1 Punto de acción: Atravieso la puerta norte a la Terraza Noreste"), and paste his answer as another PM of his; if the line is only talk, set it aside with `ignore {$pm} {$line}` in the master's file
among-us-err-short-and-a-line = {$file} declares {$count} of {$points} points of action, and line {$line} ("{$text}") does not read as an order: is it one of them? Without it, the others would move up a phase.
among-us-err-kill-cooldown = In phase {$phase} you cannot kill yet: { $left ->
    [one] 1 phase
   *[other] {$left} phases
} to go (13 from the start, the last deliberation or your last kill).
among-us-help-kill = "matar Name", in the phase you are in the same room.
among-us-err-too-many = {$count} points of action: each round has three, one per phase.
among-us-help-too-many = One line per point of action, in the order they are played.
among-us-err-free-ghost = Ghosts neither report nor ring the bell.
among-us-help-ghost = A ghost moves (through walls and windows) and does his tasks.
among-us-err-phase-done = Phase {$phase} has already been played.
among-us-help-amend = You may repeat the actions already played as they were and change only those to come.
among-us-help-amend-kept = This is the point you had declared for phase {$phase}: your amendment does not change it, and from where it takes you it is no longer possible. Readjust it too.
among-us-err-no-amend = {$player} cannot change his actions now: only report the body he sees.
among-us-help-no-amend = Actions are not changed in the first two rounds nor in the two after a deliberation.
among-us-err-amend-executed = Phase {$phase} has already been played: this line is not what you did.
among-us-err-vote-outside = Votes are cast only in a deliberation.
among-us-help-vote-outside = To open a deliberation: "reportar Name fase N", or "campana fase N" from the Comedor.
among-us-err-not-in-deliberation = During the deliberation nobody leaves the Comedor: only votes ("votar Name" or "me abstengo").
among-us-help-deliberation = One vote per player, which cannot be changed.
among-us-err-second-vote = {$player} has already voted: once cast, a vote cannot be changed.
among-us-help-second-vote = The first vote counts; delete this one.
among-us-err-vote-ghost = {$player} is a ghost: he cannot be voted.
among-us-help-vote = Vote a living player, or abstain.
among-us-err-fixed-side = The side of {$player}, "{$role}", does not exist: vasallo, impostor or a special role (clerigo, escurridizo, cambiaformas).
among-us-err-too-many-impostors = {$count} impostors fixed in the roster: the game has {$expected}.
among-us-err-missing = {$player} is missing from {$field}.
among-us-err-phase = "{$phase}" is not an among-us phase (ronda-N, ronda-N-fK, deliberacion-N).

## among-us: rules (--explain)
rule-among-us-setup = "se repartirán los jugadores en dos bandos: Impostores y Vasallos" (two sides, impostors and vassals).
rule-among-us-round = "Cada ronda constará de 3 fases consecutivas" (three phases a round).
rule-among-us-move = One point of action for each unlocked door or section crossed.
rule-among-us-follow = Follow someone in the same room/section or in sight.
rule-among-us-kill = A kill is resolved before every other declared action.
rule-among-us-kill-seen = Whoever has the place of a kill in sight when it happens sees who kills whom ("verá sin problema a todos los jugadores que se encuentren en la misma estancia durante la misma fase").
rule-among-us-report = A reported body or the bell stops the round at once and opens a deliberation.
rule-among-us-sight = "La visibilidad": levels, lighting, windows and sections.
rule-among-us-body = Whoever sees a body is told and may report it.
rule-among-us-encounter = Whenever declared actions bring two or more players into one room/section.
rule-among-us-amend = Those told may change the points they have left in the round.
rule-among-us-deliberation = More votes than any other option, abstention included.
rule-among-us-gathered = At the start of a deliberation every player is taken at once to the Comedor.
rule-among-us-win-vasallos = The Vassals win if no Impostor is left alive.
rule-among-us-win-tareas = The Vassals win if every Vassal has completed all their tasks.
rule-among-us-win-impostores = The Impostors win if at any moment as many Vassals as Impostors are alive.
rule-among-us-win-sabotaje = The Impostors win if the Vassals do not repair the fatal sabotages (chimneys and gates) within their time limits.

## among-us: forms
among-us-form-move = One point of action: cross a door, a gap, a section or the stairs from { among-us-the-place } (one line per point, in order).
among-us-form-place = the place
among-us-form-player = the player
among-us-form-phase = the phase
among-us-form-task-name = the task
among-us-form-follow = Follow someone in your room or in your sight.
among-us-form-stay = Stay where you are.
among-us-form-task = A step of a task (reduced sight that phase).
among-us-form-kill = Kill someone in your room (resolved before everything else).
among-us-form-passage = The secret passage of { among-us-the-place }: "pasaje entrar", "pasaje mover X", "pasaje salir".
among-us-form-report = Report a body you see, in a phase (a free action).
among-us-form-bell = Ring the Comedor's bell, in a phase (a free action).
among-us-form-vote = Your vote: it cannot be changed.
among-us-form-abstain = Abstain.
among-us-form-passage-step = the step

## among-us: sabotages (f-sabotage)
among-us-sabotage-doors = Sabotage! The doors {$of_rooms} are locked (phase {$phase}); they unlock by themselves in {$left} phases.
among-us-sabotage-lights = Sabotage! The lights of the manor go out (phase {$phase}): everything is dark but the Alcoba del Mago and the rooms with a lit chimney. Someone must take a candelabrum in Luces.
among-us-sabotage-fatal = Fatal sabotage! { $kind ->
    [chimneys] Both chimneys go out (phase {$phase}): both must be relit
   *[gates] Both garden gates open (phase {$phase}): both must be closed in the same phase
} within {$left} phases or the Impostors win.
among-us-sabotage-dovecote = Sabotage! The dovecote is sabotaged (phase {$phase}): no task can be done until someone repairs it at the Palomar.
among-us-sabotage-left = Phase {$phase}: { $kind ->
    [chimneys] the chimneys are still out
   *[gates] the gates are still open
}; { $left ->
    [one] 1 phase left
   *[other] {$left} phases left
}.
among-us-you-sabotaged = Phase {$phase}: you sabotage { $kind ->
    [doors] the doors
    [lights] the lights
    [chimneys] the chimneys
    [gates] the gates
   *[dovecote] the dovecote
}.
among-us-candles-out = The lit candelabra go out: a new one must be taken in Luces.
among-us-locked-move = Phase {$phase}: the door from { among-us-the-from } to { among-us-the-to } is locked: you do not pass and the point is lost.
among-us-locked-move-opens = Phase {$phase}: the door from { among-us-the-from } to { among-us-the-to } is locked: you spend the point unlocking it and stay in { among-us-the-from }.
among-us-you-unlocked = Phase {$phase}: you unlock the door between { among-us-the-a } and { among-us-the-b }.
among-us-unlock-none = Phase {$phase}: there is no locked door to open in { among-us-the-place }.
among-us-unlock-which = Phase {$phase}: there are several locked doors in { among-us-the-place } ({$places}): say which («desbloqueo la puerta de …»).
among-us-doors-unlocked = Phase {$phase}: the doors {$of_rooms} stay locked in this phase and unlock by themselves at its end.
among-us-repair-failed = Phase {$phase}: you cannot { $kind ->
    [doors] unlock the door
    [lights] take a candelabrum
    [chimneys] relight the chimney
    [gates] close the gate
   *[dovecote] repair the dovecote
} in { among-us-the-place }: { $why ->
    [place] it is not there
    [none] there is no sabotage to repair
   *[unable] you are no longer alive or you are inside a secret passage
}.
among-us-repaired-lights = Phase {$phase}: someone takes a candelabrum in Luces; light comes back to every room the candelabra pass through.
among-us-repaired-chimneys = Phase {$phase}: both chimneys burn again: the sabotage is repaired.
among-us-relit-one = Phase {$phase}: the chimney of { among-us-the-place } burns again; still out: {$left}.
among-us-repaired-dovecote = Phase {$phase}: the dovecote is repaired: tasks can be done again.
among-us-repaired-gates = Phase {$phase}: both gates are closed together: the sabotage is repaired.
among-us-you-took-candle = Phase {$phase}: you take a lit candelabrum; light comes back wherever you go.
among-us-given-candle = Phase {$phase}: someone carrying a lit candelabrum hands you the light: you carry one too now.
among-us-you-relit = Phase {$phase}: you relight the fire of the chimney of { among-us-the-place }.
among-us-you-repaired = Phase {$phase}: you repair the dovecote.
among-us-you-closed-gate = Phase {$phase}: you close the gate of { among-us-the-place }, together with the other one.
among-us-closed-alone = Phase {$phase}: you close the gate of { among-us-the-place }, but the other one is not closed in the same phase: the gates stay open.
among-us-rooms-lit = Phase {$phase}: light comes back {$to_rooms}.
among-us-win-fatal = The Impostors win: { $kind ->
    [chimneys] the 16 phases have passed and the chimney of {$left} is still out
   *[gates] the 16 phases have passed and the gates were not closed together
} ({$players}).
among-us-err-sabotage-vassal = Only impostors sabotage.
among-us-err-sabotage-inside = Nobody can sabotage from inside a secret passage.
among-us-err-sabotage-cooldown = In phase {$phase} no sabotage is possible yet: { $left ->
    [one] 1 phase
   *[other] {$left} phases
} to go (10 after the start, the last deliberation or the repair of the last sabotage).
among-us-err-sabotage-doors = In phase {$phase} doors are locked: «Mientras el bloqueo de puertas está activo, no se pueden realizar otros sabotajes».
among-us-err-doors-already-locked = In phase {$phase} the doors {$of_rooms} are locked already: they are not locked again. «Todas las puertas bloqueadas de este modo se desbloquean 5 fases después de haberlas bloqueado».
among-us-err-sabotage-under-way = In phase {$phase} the sabotage of { $kind ->
    [lights] the lights
    [chimneys] the chimneys
    [gates] the gates
   *[dovecote] the dovecote
} is not repaired yet: no other until 10 phases after its repair.
among-us-err-sabotage-what = What do you sabotage or repair with «{$verb}»? The doors, the lights, the chimneys, the gates or the dovecote.
among-us-err-lock-which = Which doors do you lock with «{$verb}»? For example «bloqueo las puertas de Capilla, Luces y Comedor».
among-us-err-lock-joined = The rooms after «y» with «{$verb}» may be more rooms of the same lock or a lock of their own in the next phase: write the lock's rooms as one list («bloqueo las puertas de Capilla, Recibidor»), or each lock on its own line.
among-us-err-lock-too-many = {$count} rooms in one point: each point of action locks 3 at most; go on in the next point.
among-us-err-not-lockable = The doors of «{$place}» cannot be locked: only those of {$rooms}.
among-us-err-gate-free = Closing a gate is a free action: «cierro la verja fase N».
among-us-err-close-what = What do you close with «{$verb}»? Only the gates are closed («cierro la verja fase N»); doors are locked («bloqueo las puertas de …»).
among-us-err-repair-ghost = Ghosts do not repair sabotages.
among-us-err-repair-where = In phase {$phase} you will be in { among-us-the-place }: { $kind ->
    [lights] the candelabrum is taken in
    [chimneys] the chimneys are in
   *[dovecote] the dovecote is repaired in
} {$places}.
among-us-help-sabotage = One point of action, from anywhere: «sabotear luces», «bloqueo las puertas de Capilla, Luces y Comedor», «apago las chimeneas», «abro las verjas», «boicoteo el palomar».
among-us-help-lock = Up to 3 rooms per point of action, in the order declared; for more, another point in the next phase.
among-us-help-repair = One point of action where the sabotage is: «cojo un candelabro» in Luces, «enciendo la chimenea» by it, «reparo el palomar» in the Palomar, «desbloqueo la puerta de …» by the door.
among-us-help-gate = «cierro la verja fase N» at each gate: both in the same phase.
among-us-option-door-cooldown = Locking doors and the sabotage cooldown: exempt (outside the cooldown, the default) or shared (waits for the cooldown like the others, but unlocking does not restart it).
among-us-option-locked-move = Moving through a locked door: wasted (the point is lost, the default) or unlock (the point unlocks it and one stays).
among-us-option-candelabra-out = The candelabra go out: lights (at the next lights sabotage, the default) or any (at any sabotage).
among-us-option-candelabra-pass = The light is handed on: crossing (ending the phase in the same place or crossing one door, the default) or place (only ending the phase in the same place).
among-us-form-sabotage = A sabotage, from anywhere (one point of action).
among-us-form-sabotage-kind = the sabotage
among-us-form-lock = Lock the doors of up to 3 rooms (one point of action; up to three, separated by commas).
among-us-form-rooms = the room
among-us-form-unlock = Unlock a locked door here (one point of action).
among-us-form-candle = Take a lit candelabrum (one point of action): light comes back wherever you go.
among-us-form-relight = Relight the chimney here (one point of action).
among-us-form-repair = Repair the dovecote (one point of action).
among-us-form-gate = Close the gate here, in one phase (a free action; both in the same phase).
among-us-status-sabotage-from = Sabotages possible from phase {$from} (phase {$clock} played)
among-us-status-lock = Doors of {$room} locked until phase {$until} (opened by hand towards: {$open})
among-us-status-lights = Lights sabotaged: dark {$rooms}; carrying a candelabrum: {$carriers}; { $repaired ->
    [yes] the first candelabrum has been taken
   *[no] nobody has taken a candelabrum yet
}
among-us-status-fatal = { $kind ->
    [chimneys] Chimneys out
   *[gates] Gates open
}: deadline phase {$deadline} ({$left} left); repaired: {$done}
among-us-status-dovecote = The dovecote is sabotaged: no task can be done
rule-among-us-sabotage = «Igual que el resto de sabotajes, puede activarse desde cualquier punto del mapa mediante el gasto de un punto de acción»; «No estará disponible la opción de realizar ningún sabotaje hasta que hayan transcurrido 10 fases».
rule-among-us-repair = «Reparar sabotajes a coste de 1 punto de acción por sabotaje reparado».
rule-among-us-doors = «Una puerta bloqueada podrá ser desbloqueada mediante el gasto de un punto de acción … Todas las puertas bloqueadas de este modo se desbloquean 5 fases después».
rule-among-us-candle = «Un personaje que porta un candelabro encendido "entregará" automáticamente y como acción gratuita la luz a cualquier otro personaje con el que se cruce».
## among-us: f-roles — the special roles
among-us-special-clerigo = Cleric
among-us-special-escurridizo = Sneak
among-us-special-cambiaformas = Shapeshifter
among-us-special-angel-guardian = Guardian Angel
among-us-your-special = Your special role: **{$role}**.
among-us-power-clerigo = The Senior Cleric secretly gave you a talisman that works as the Cleric's Altar from any room: "activo el talismán" (the first phase of use costs 1 point of action), then "activo el talismán fase N" for the next ones, which are free; it runs out after three phases of use (in a row or not) and, once fully spent, recharges each time you complete two whole tasks.
among-us-power-escurridizo = You use the secret passages as an impostor does, 1 point of action a step: "pasaje entrar", "pasaje mover Room", "pasaje salir". You cannot stay inside more than 6 phases: at the start of the seventh since you entered you come out in the room you are under. Then you wait 10 phases after leaving before you enter any passage again; at the end of a deliberation you may again.
among-us-power-cambiaformas = With 1 point of action you take the look of any other character: "me transformo en Name" or "adopto la apariencia de Name". You spend that phase still, shedding your skin, and whoever sees you sees the change from one identity to the other. For 10 phases everyone sees you as that person; at the start of the eleventh you lose a point of action and get your own look back, also in sight of whoever sees you. Then you wait 10 phases before you change again. If a deliberation is called you get your look back at once, unseen, and your power is available again when it ends.
among-us-power-angel-guardian = With 1 point of action you shield any living character for 5 phases from the first attempt to kill him: "protejo a Name". The attack is repelled and the impostor still has to wait to kill again; at the next deliberation everyone learns that the Guardian Angel protected someone, not whom. After a protection you wait 20 whole phases: you may protect again at the start of the 21st.
among-us-you-are-angel = You are the first vassal to die: not just another ghost, but the **{$role}**.
among-us-err-special-option = "{$role}" is not a special role: clerigo, escurridizo, cambiaformas, angel-guardian (or none).
among-us-err-fixed-angel = The Guardian Angel is not dealt: the first vassal to die becomes it (the roster cannot give it to {$player}).
among-us-err-fixed-special-twice = {$player} and {$other} have the same special role, {$role}: there is one of each.
among-us-err-special-side = {$player} cannot be the {$role}: that role belongs to the {$side} side.
among-us-err-passage-recharge = You cannot enter a secret passage again yet: { $left ->
    [one] 1 phase to go
   *[other] {$left} phases to go
} (10 after leaving the last one; available again at the end of a deliberation).
among-us-help-escurridizo = The Sneak stays at most 6 phases inside a passage and waits 10 phases between leaving one and entering the next.
among-us-err-power-who = Only the {$role} has that power.
among-us-err-power-ghost = A ghost cannot change his look: the living do not see ghosts.
among-us-err-transform-self = That is already your look: choose another character.
among-us-err-disguised = You already wear another look and cannot drop it at will: you get yours back { $left ->
    [one] in 1 phase
   *[other] in {$left} phases
}, then wait 10 more.
among-us-err-power-recharge = Your power is still recharging: { $left ->
    [one] 1 phase to go
   *[other] {$left} phases to go
}.
among-us-help-transform = "me transformo en Name": 1 point of action; it lasts 10 phases, then you wait 10 more (available again at the end of a deliberation).
among-us-err-protect-dead = {$player} is no longer alive: the Guardian Angel protects the living.
among-us-help-protect = "protejo a Name": 1 point of action; the protection lasts 5 phases, then you wait 20.
among-us-you-revert = Phase {$phase}: your ten phases with {$look}'s look are over and you get yours back in sight of whoever sees you{ $lost ->
    [yes] ; you lose a point of action and what you declared does not happen
   *[no] {""}
}.
among-us-shield-over = Phase {$phase}: your protection of {$player} ends without anyone putting it to the test.
among-us-expelled = Phase {$phase}: after 6 phases in the secret passage you are thrown out in { among-us-the-place }.
among-us-attack-repelled = Phase {$phase}: your attack on {$player} is repelled: someone was protecting { $player_gender ->
    [f] her
    [m] him
   *[other] them
}. Your wait to kill again starts all the same.
among-us-shield-saved = Phase {$phase}: your protection saves {$player} from an attempt to kill.
among-us-explain-shield = {$angel}, the Guardian Angel, shielded {$player} from phase {$from} to {$until} of the clock: {$killer}'s attack in phase {$clock} is repelled and the shield is spent.
among-us-protect-failed = Phase {$phase}: you cannot protect {$player}.
among-us-you-protect = Phase {$phase}: you shield {$player} for 5 phases from the first attempt to kill.
among-us-transform-failed = Phase {$phase}: you cannot change into {$player}.
among-us-you-transform = Phase {$phase}: you shed your skin and take {$player}'s look, in sight of whoever sees you. For {$count} phases everyone will see you as {$player}.
among-us-you-revert-unseen = As the deliberation is called you stop looking like {$look} and get your own look back, unseen.
among-us-angel-protected = The Guardian Angel has protected someone since the last deliberation.
# The one whose look is taken, watching: "You see Ana take your look"; the same one watching
# the look go back: "someone with your look change into Ana".
among-us-saw-change = You see { $to_me ->
    [yes] {$from} take your look
   *[other] { $from_me ->
        [yes] someone with your look change into { among-us-the-to }
       *[other] {$from} change into { among-us-the-to }
    }
} in { among-us-the-place }.
among-us-explain-change = {$viewer} sees {$player} change his look { among-us-in-place }, from {$from} to {$to}: the place is in his sight.
among-us-explain-disguise = {$viewer} sees {$player} with {$look}'s look (the Shapeshifter).
among-us-status-special = {$player}: {$role}
among-us-status-disguised = {$player} has {$look}'s look until phase {$until} (now {$clock})
among-us-status-shield = The Guardian Angel shields {$player} from phase {$from} to {$until} (now {$clock})
among-us-form-escurridizo = The secret passage of { among-us-the-place } (Sneak, 1 point of action a step): { $when ->
    [now] you may enter now
    [later] you may enter in { $left ->
        [one] 1 phase
       *[other] {$left} phases
    }
   *[inside] { $left ->
        [one] 1 phase
       *[other] {$left} phases
    } left inside before you are thrown out
}.
among-us-form-transform = Change into another character (1 point of action, 10 phases): { $when ->
    [now] available now
    [later] available in { $left ->
        [one] 1 phase
       *[other] {$left} phases
    }
   *[disguised] you now have {$look}'s look and get yours back in { $left ->
        [one] 1 phase
       *[other] {$left} phases
    }
}.
among-us-form-protect = Shield a living character for 5 phases (1 point of action): { $when ->
    [now] available now
   *[later] available in { $left ->
        [one] 1 phase
       *[other] {$left} phases
    }
}.
among-us-option-specials = The special roles in play: clerigo, escurridizo, cambiaformas, angel-guardian, comma-separated (none: no special role).
among-us-option-cambiaformas-return = The Shapeshifter's forced return: fase (he loses that phase's point) or ultimo (his points come one phase later and he loses the round's last one).
among-us-option-angel-shield = From when the Guardian Angel's shield holds: siguiente (from the next phase; a kill in the same phase comes first) or misma (from its own phase, before the kills).
among-us-option-angel-unused = A protection nobody tests: espera (the Angel still waits 20 phases) or devuelve (when it ends, he may protect again).
rule-among-us-special = "existen algunos roles especiales que serán otorgados aleatoriamente al comienzo de la partida" (the special roles).
rule-among-us-passage = "Entrar o salir de un pasaje secreto o desplazarte entre dos pasajes secretos conectados al coste de 1 punto de acción (sólo impostores y escurridizo)" (entering, leaving or moving between linked passages: one point of action).
rule-among-us-escurridizo = "El Escurridizo no podrá estar dentro de un pasaje secreto por más de 6 fases" (the Sneak).
rule-among-us-cambiaformas = "tiene la camaleónica capacidad de adquirir la apariencia de cualquier otro personaje" (the Shapeshifter).
rule-among-us-angel = "El primer Vasallo en morir no se convierte en un fantasma más, sino en el Ángel Guardián" (the Guardian Angel).
## f-tasks: tasks, objects and the Clérigo's talisman
among-us-option-tasks = A task list of your own (a YAML file in the format of tareas.yaml); empty: the sample list.
among-us-option-task-counts = Each vassal's tasks: long, medium and short (default 2,3,3, the rulebook's for 15 players).
among-us-option-task-bar = The task bar in the public summary: off, tasks (whole tasks) or stages.
among-us-option-plan = What the Plan counts: room (one figure per named room) or section (one per section of the double rooms).
among-us-err-task-counts = "{$value}" is not three task counts (long, medium, short), such as 2,3,3.
among-us-err-tasks-yaml = The task list {$path} cannot be read: {$error}
among-us-err-tasks-file = Cannot open the task list {$path}: {$error}
among-us-help-tasks = Each task: name, kind (short, medium or long), stages (a list of place, with wait on a long task's stage that repeats its room). See src/rules/among_us/tareas.yaml.
among-us-tasks-empty = The task list {$path} has no task: no vassal would have anything to do.
among-us-tasks-too-few = The task list {$path} has {$have} { $kind ->
    [short] short
    [medium] medium
   *[long] long
} { $have ->
    [one] task
   *[other] tasks
} and each vassal must be given {$need} ("respetando el número de tareas de cada tipo"; task-counts {$counts}).
among-us-tasks-too-few-sample = Only {$have} { $kind ->
    [short] short
    [medium] medium
   *[long] long
} { $have ->
    [one] task
   *[other] tasks
} of the sample list { $have ->
    [one] has
   *[other] have
} every stage on the map {$map}, and each vassal must be given {$need} ("respetando el número de tareas de cada tipo"; task-counts {$counts}).
among-us-help-tasks-too-few = Add tasks of that kind to the list (your own: --option tasks=FILE), or give each vassal fewer with --option task-counts=LONG,MEDIUM,SHORT.
among-us-tasks-twice = The task "{$task}" is listed twice (or has no name).
among-us-tasks-stages = The task "{$task}" ({$kind}) has {$count} stages; it must have {$min} to {$max}.
among-us-tasks-place = The task "{$task}" has a stage in {$place}, which is not on the map.
among-us-tasks-wait = Stage {$stage} of "{$task}" waits, but only a stage of a long task repeating the room of the one before may wait (1 to {$max} phases).
among-us-tasks-same-place = Stage {$stage} of "{$task}" and the one before are both in {$place} with no wait between them: stages are in different places.
among-us-err-task-unknown = There is no task "{$task}" on the list: {$tasks}.
among-us-err-task-done = The task "{$task}" has {$stages} stages, not {$done} done.
among-us-help-task = Write the task's name as on the public list (`task "Cocinar y Servir"`), or just `task` for your next stage here.
among-us-help-task-place = Each stage is done where the list puts it: go there first (one point to move, another for the task), or pick another task.
among-us-your-tasks = { $count ->
    [0] You have no tasks.
    [one] Your task: {$tasks}.
   *[other] Your {$count} tasks: {$tasks}.
}
among-us-task-fake = Phase {$phase}: you pretend to work in { among-us-the-place } (impostors do no tasks).
among-us-task-dovecote = Phase {$phase}: the Dovecote is sabotaged: no task can be done until it is repaired.
among-us-task-not-yours = Phase {$phase}: "{$task}" is not one of your tasks.
among-us-task-none-here = Phase {$phase}: you have no task stage to do in { among-us-the-place }.
among-us-task-finished = Phase {$phase}: you already finished "{$task}".
among-us-task-elsewhere = Phase {$phase}: the next stage of "{$task}" is in { among-us-the-place }.
among-us-task-wait = Phase {$phase}: "{$task}" is not ready yet: { $left ->
    [one] one more phase.
   *[other] {$left} more phases.
}
among-us-task-stage = Phase {$phase}: you do stage {$stage} of {$stages} of "{$task}" in { among-us-the-place }.
among-us-task-done = Phase {$phase}: you do stage {$stage} of {$stages} of "{$task}" in { among-us-the-place }: task complete.
among-us-task-bar = Task bar: {$bar} {$done}/{$all} { $unit ->
    [tasks] tasks
   *[stages] stages
} ({$percent} %).
among-us-win-tareas = The Vassals win: every vassal, living and ghost, has completed their tasks ({$players}).
among-us-form-task-left = { $count ->
    [0] A stage of a task (reduced sight that phase). You have no tasks left.
   *[other] A stage of a task (reduced sight that phase). Still to do: {$tasks}.
}
among-us-object-altar = the Altar
among-us-object-plan = the Plan
among-us-object-ball = the Crystal Ball
among-us-object-talisman = the talisman
among-us-err-object-what = Which object? The altar, the plan, the crystal ball or the talisman.
among-us-help-object = `use altar` (Alcoba del Clérigo), `use plan` (Intendencia), `use crystal ball: Recibidor, Pasillo de Intendencia, …` (Alcoba del Mago), `activate talisman` or `activate talisman phase 2` (the Clérigo).
among-us-err-talisman-phase = The talisman's phase is 1, 2 or 3.
among-us-err-ball-twice = {$view} is twice among the Ball's views.
among-us-err-ball-view = "{$view}" is not one of the Crystal Ball's views: {$views}.
among-us-err-ball-many = The Ball shows 4 views a phase, not {$count}.
among-us-err-ball-rotation = This phase the Ball must show {$forced} (not seen in the phase before): you may choose only { $keep ->
    [one] one more view.
   *[other] {$keep} more views.
}
among-us-err-object-ghost = Ghosts cannot use {$object}.
among-us-err-not-clerigo = Only the Clérigo has the talisman.
among-us-err-object-where = You cannot use {$object} from { among-us-the-place }: it is in { among-us-the-there }.
among-us-err-object-only = While you use {$object} in phase {$phase} you can take no other action, not even a free one.
among-us-object-failed = Phase {$phase}: you cannot use {$object} from { among-us-the-place }: it is in { among-us-the-there }.
among-us-altar = Altar, phase {$phase}: alive: {$alive}; dead: {$dead}.
among-us-plan = Plan, phase {$phase}: {$counts}.
among-us-ball = Crystal Ball, phase {$phase}: you see {$views}.
among-us-glow = Phase {$phase}: a faint purple glow shines in { among-us-the-place }: someone is using the Crystal Ball.
among-us-saw-using = You see {$player} in { among-us-the-place }, using {$object}.
among-us-talisman = Talisman, phase {$phase}: alive: {$alive}; dead: {$dead}. { $charges ->
    [0] The talisman is spent.
    [one] One charge left.
   *[other] {$charges} charges left.
}
among-us-talisman-none = Phase {$phase}: you have no talisman to activate.
among-us-talisman-empty = Phase {$phase}: your talisman is spent; { $left ->
    [one] it recharges when you complete one more task.
   *[other] it recharges when you complete {$left} more tasks.
}
among-us-talisman-unpaid = Phase {$phase}: the talisman's first activation after each recharge costs a point of action.
among-us-talisman-recharged = Your talisman recharges: it has {$charges} charges again.
among-us-talisman-toward = Task completed with the talisman spent: { $left ->
    [one] one more task to recharge it.
   *[other] {$left} more tasks to recharge it.
}
among-us-form-altar = Use the Altar this phase: who is alive and who is not (reduced sight).
among-us-form-plan = Look at the Plan this phase: how many are in each named room (reduced sight).
among-us-form-ball = Use the Crystal Ball this phase: 4 of these views ({$views}); after a phase of use, the two you did not see must be shown.
among-us-form-ball-views = the views (optional)
among-us-form-talisman = { $charges ->
    [one] The talisman (one charge): the Altar from wherever you are.
   *[other] The talisman ({$charges} charges): the Altar from wherever you are.
}
rule-among-us-task = Each stage of a task is done by going to its room and spending a point of action there.
rule-among-us-task-bar = The number of tasks completed puts pressure on the Impostors.
rule-among-us-object = Using an interactive object (Crystal Ball, Altar, Plan) costs 1 point of action per phase of use.
rule-among-us-talisman = The Clérigo's talisman works as the Altar, at any moment and from any room.
among-us-task-listed = { $kind ->
    [short] Short
    [medium] Medium
   *[long] Long
} task "{$task}": {$stages}.
among-us-task-listed-wait = "{$task}": stage {$stage} ({$place}) waits { $wait ->
    [one] one phase
   *[other] {$wait} phases
} after the one before, whether or not the character stays in the room.
among-us-status-tasks = {$player}: {$done} of {$all} tasks completed.

## among-us: a place with its article (`<argument>_the`, from the map's `article:`)
among-us-the-place = { $place_the ->
    [the] the {$place}
   *[none] {$place}
}
among-us-the-from = { $from_the ->
    [the] the {$from}
   *[none] {$from}
}
among-us-the-to = { $to_the ->
    [the] the {$to}
   *[none] {$to}
}
among-us-the-there = { $there_the ->
    [the] the {$there}
   *[none] {$there}
}
among-us-the-a = { $a_the ->
    [the] the {$a}
   *[none] {$a}
}
among-us-the-b = { $b_the ->
    [the] the {$b}
   *[none] {$b}
}
among-us-de-place = { $place_the ->
    [the] of the {$place}
   *[none] of {$place}
}
among-us-de-from = { $from_the ->
    [the] of the {$from}
   *[none] of {$from}
}
among-us-a-from = { $from_the ->
    [the] to the {$from}
   *[none] to {$from}
}
among-us-a-to = { $to_the ->
    [the] to the {$to}
   *[none] to {$to}
}
among-us-in-place = { $place_the ->
    [the] in the {$place}
   *[none] in {$place}
}
among-us-in-from = { $from_the ->
    [the] in the {$from}
   *[none] in {$from}
}
among-us-in-to = { $to_the ->
    [the] in the {$to}
   *[none] in {$to}
}
among-us-in-there = { $there_the ->
    [the] in the {$there}
   *[none] in {$there}
}
among-us-di-place = { $place_the ->
    [the] of the {$place}
   *[none] of {$place}
}
among-us-da-place = { $place_the ->
    [the] from the {$place}
   *[none] from {$place}
}
among-us-da-from = { $from_the ->
    [the] from the {$from}
   *[none] from {$from}
}
among-us-Da-from = { $from_the ->
    [the] From the {$from}
   *[none] From {$from}
}
among-us-The-to = { $to_the ->
    [the] The {$to}
   *[none] {$to}
}
among-us-In-place = { $place_the ->
    [the] In the {$place}
   *[none] In {$place}
}
among-us-item-of = { $item_the ->
    [the] of the {$item}
   *[none] of {$item}
}
among-us-item-to = { $item_the ->
    [the] to the {$item}
   *[none] to {$item}
}
among-us-item-in = { $item_the ->
    [the] in the {$item}
   *[none] in {$item}
}
# One in a list of people seen: a name, or the words below.
among-us-item-person = {$item}
# One who wears the reader's own look (a Cambiaformas disguised as him).
among-us-someone-with-your-look = someone with your look
among-us-err-stay-whole-round = a stay is one action point, the point of one phase: it cannot stand for the whole round
among-us-help-stay-whole-round = ask the player for one point per phase («1. stay 2. stay 3. stay»); each action point takes effect in one phase
among-us-err-follow-whole-round = following someone is one action point, the point of one phase: it cannot stand for the whole round
among-us-help-follow-whole-round = ask the player for one point per phase («1. follow X 2. follow X 3. follow X»); each action point takes effect in one phase
among-us-err-stay-elsewhere = "I stay in { $named }": in phase { $phase } you are in { $place }, and staying does not move you.
among-us-help-stay = Staying spends the point where you are ("stay", "I stay put"); to go elsewhere, one point for each door or section crossed ("move Cocina").
