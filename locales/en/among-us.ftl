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
among-us-map-window-interior = A window between "{$a}" and "{$b}", two interior rooms of level 1: from the first level windows look onto the terrace or the garden (or an open cloister or gallery).
among-us-map-window-terrace = A window between "{$a}" and "{$b}", terrace and garden: the terrace sees the garden without a window (ledge) and goes down by the stairs.
among-us-map-section-level = A section line between "{$a}" and "{$b}": section lines are only in the red and green zones, within one level.
among-us-map-stairs = Stairs between "{$a}" and "{$b}": stairs only join the terrace (level 2) and the garden (level 3).
among-us-map-ledge = A ledge between "{$a}" and "{$b}": there is one only between the terrace (level 2) and the garden (level 3).
among-us-map-door-terrace = A door between "{$a}" and "{$b}": from the second level to the third one goes only by the stairs.
among-us-map-gap = A gap between "{$a}" and "{$b}": gaps only split the double rooms of level 1 (two sections of one room).
among-us-map-passage-size = A secret passage with {$count} entries ({$places}): passages link two by two or three by three.
among-us-map-passage-twice = "{$place}" is twice in the same secret passage.
among-us-map-feature-place = The feature {$feature} is in "{$place}", which is not a place of the map.
among-us-map-feature-count = The feature {$feature} is in {$count} places; the rules ask for {$expected}.
among-us-map-unreachable = No living character can reach "{$place}" from "{$from}".

## among-us: options, phases, sides
among-us-option-map = A map of your own (a YAML file in the format of hacienda.yaml); empty: the sample Hacienda.
among-us-phase-round = Round {$n}
among-us-phase-resumed = Round {$n} (from phase {$phase})
among-us-phase-deliberation = Deliberation {$n}
among-us-side-vasallo = Vassal
among-us-side-impostor = Impostor
among-us-start = The game starts in {$place}: {$vassals} vassals and {$impostors} impostors.
among-us-your-side = Your side: **{$role}**.
among-us-fellow-impostors = Your fellow impostors: {$players}.
among-us-final-side = {$player}'s side: **{$role}**.
among-us-win-vasallos = The Vassals win: no Impostor is left alive ({$players}).
among-us-win-impostores = The Impostors win: as many Impostors as Vassals are alive ({$players}).

## among-us: the round
among-us-you-at = Phase {$phase}: you are in {$place}.
among-us-you-moved = Phase {$phase}: you go from {$from} to {$to}.
among-us-saw-stay = You see {$player} in {$place}, busy with the room's objects.
among-us-saw-at = You see {$player} in {$place}.
among-us-saw-enter = You see {$player} come into {$place} from {$from}.
among-us-saw-enter-with = {$player} comes into {$place} at the same time as you, from {$from}.
among-us-saw-cross = You see {$player} go from {$from} to {$to}.
among-us-saw-leave = You see {$player} leave {$place} towards {$to}.
among-us-saw-body = You see the body of {$player} in {$place}.
among-us-saw-enter-passage = You see {$player} slip into a secret passage in {$place}.
among-us-saw-exit-passage = You see {$player} come out of a secret passage in {$place}.
among-us-crossed = You cross {$player} between {$a} and {$b}.
among-us-felt = You feel { $count ->
    [one] a presence
   *[other] {$count} presences
} in {$place}, but you cannot see who nor where they came from.
among-us-heard-passage = You hear a secret passage open in {$place}.
among-us-encounter = Encounter in phase {$phase} in {$place}: {$players}. You may talk in the scene of {$place}.
among-us-you-killed = Phase {$phase}: you kill {$player} in {$place}.
among-us-you-died = Phase {$phase}: you were killed in {$place}. You stay in the game as a ghost.
among-us-kill-failed = Phase {$phase}: you cannot kill {$player} (not with you, in a secret passage, or no longer alive).
among-us-follow-failed = Phase {$phase}: you fail to follow {$player} and stay where you were.
among-us-passage-failed = You cannot use a secret passage in {$place}.
among-us-report-failed = Phase {$phase}: you cannot report the body of {$body}: it is not in your sight.
among-us-bell-failed = Phase {$phase}: you cannot ring the bell from {$place}: you must be in the Comedor.
among-us-called-body = {$player} reports the body of {$body} in {$place} (phase {$phase}). Everyone to the Comedor: the deliberation begins.
among-us-called-bell = {$player} rings the service bell (phase {$phase}). Everyone to the Comedor: the deliberation begins.
among-us-round-over = Round {$round} is over.
among-us-paused = Round {$round} stops after phase {$phase}: some players were told and may change their actions.
among-us-may-amend = You may change your { $points ->
    [one] last point of action
   *[other] last {$points} points of action
} (from phase {$phase}) within the next 18 hours. Actions already played do not change.
among-us-may-report = You may report the body you see (in phase {$phase}) within the next 18 hours.

## among-us: the deliberation
among-us-votes-for = Votes for {$player}: {$count}.
among-us-abstentions = Abstentions: {$count}.
among-us-no-vote = { $count ->
    [one] One player did not vote.
   *[other] {$count} players did not vote.
}
among-us-ejected = {$player} is ejected and becomes a ghost.
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

## among-us: why someone is not seen (--explain)
among-us-explain-hidden = {$viewer} does not see {$player} in {$place}: { $reason ->
    [wall] a wall or a door
    [level] the level (never seen from that level)
    [dark-here] the darkness of his own room
    [dark-there] the darkness of that room
    [busy] he was doing a task (reduced sight)
   *[passage] he was inside a secret passage
}.

## among-us: orders
among-us-err-move-where = Where to? Say what you cross or where you go.
among-us-help-move = For example "Atravieso la puerta este al pasillo" or "mover Biblioteca-Oeste": one point for each door or section crossed.
among-us-move-ambiguous = From {$from} that may lead to several places: {$places}.
among-us-move-nothing = From {$from} there is no such way ({$way}).
among-us-move-not-adjacent = {$to} is not next to {$from}: one point of action crosses a single door or section.
among-us-move-blocked = Between {$from} and {$to} there is only a wall or a window: only ghosts cross them.
among-us-move-unknown = "{$place}" is not a place of the Hacienda.
among-us-err-inside = You are inside a secret passage: leave it first ("pasaje salir").
among-us-err-outside = You are not inside a secret passage ("pasaje entrar").
among-us-err-no-passage = There is no secret passage entry in {$place}.
among-us-err-passage-exit = The passage of {$place} does not lead to "{$to}"; it leads to: {$exits}.
among-us-err-passage-what = What do you do in the passage? "pasaje entrar", "pasaje mover X" or "pasaje salir".
among-us-err-passage-where = To which entry of the passage? "pasaje mover X".
among-us-err-passage-who = Only impostors and the Sneak use the secret passages.
among-us-help-passage = Entering, moving between linked entries and leaving cost one point of action each.
among-us-err-follow-self = You cannot follow yourself.
among-us-err-follow-ghost = {$player} is a ghost: the living do not see him.
among-us-help-follow = You follow someone in your room or in your sight at the start of the phase.
among-us-err-kill-vassal = Only impostors kill.
among-us-err-kill-ghost = A ghost cannot kill.
among-us-err-kill-impostor = {$player} is an impostor: you do not kill a fellow.
among-us-err-kill-dead = {$player} is no longer alive.
among-us-err-kill-cooldown = In phase {$phase} you cannot kill yet: {$left} phases to go (13 from the start, the last deliberation or your last kill).
among-us-help-kill = "matar Name", in the phase you are in the same room.
among-us-err-too-many = {$count} points of action: each round has three, one per phase.
among-us-help-too-many = One line per point of action, in the order they are played.
among-us-err-free-ghost = Ghosts neither report nor ring the bell.
among-us-help-ghost = A ghost moves (through walls and windows) and does his tasks.
among-us-err-phase-done = Phase {$phase} has already been played.
among-us-help-amend = You may repeat the actions already played as they were and change only those to come.
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
rule-among-us-report = A reported body or the bell stops the round at once and opens a deliberation.
rule-among-us-sight = "La visibilidad": levels, lighting, windows and sections.
rule-among-us-body = Whoever sees a body is told and may report it.
rule-among-us-encounter = Whenever declared actions bring two or more players into one room/section.
rule-among-us-amend = Those told may change the points they have left in the round.
rule-among-us-deliberation = More votes than any other option, abstention included.
rule-among-us-win = No Impostor alive / as many Impostors as Vassals alive.

## among-us: forms
among-us-form-move = One point of action: cross a door, a gap, a section or the stairs from {$place} (one line per point, in order).
among-us-form-place = the place
among-us-form-player = the player
among-us-form-phase = the phase
among-us-form-task-name = the task
among-us-form-follow = Follow someone in your room or in your sight.
among-us-form-stay = Stay where you are.
among-us-form-task = A step of a task (reduced sight that phase).
among-us-form-kill = Kill someone in your room (resolved before everything else).
among-us-form-passage = The secret passage of {$place}: "pasaje entrar", "pasaje mover X", "pasaje salir".
among-us-form-report = Report a body you see, in a phase (a free action).
among-us-form-bell = Ring the Comedor's bell, in a phase (a free action).
among-us-form-vote = Your vote: it cannot be changed.
among-us-form-abstain = Abstain.
among-us-form-passage-step = the step

## among-us: f-roles — the special roles
among-us-special-clerigo = Cleric
among-us-special-escurridizo = Sneak
among-us-special-cambiaformas = Shapeshifter
among-us-special-angel-guardian = Guardian Angel
among-us-your-special = Your special role: **{$role}**.
among-us-power-clerigo = The Senior Cleric secretly gave you a talisman that works as the Cleric's Altar from any room: the first phase of use costs 1 point of action and the next ones are free; it runs out after three phases of use (in a row or not) and, once fully spent, recharges each time you complete two whole tasks.
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
among-us-expelled = Phase {$phase}: after 6 phases in the secret passage you are thrown out in {$place}.
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
among-us-saw-change = You see {$from} change into {$to} in {$place}.
among-us-explain-change = {$viewer} sees {$player} change his look in {$place}, from {$from} to {$to}: the place is in his sight.
among-us-explain-disguise = {$viewer} sees {$player} with {$look}'s look (the Shapeshifter).
among-us-status-special = {$player}: {$role}
among-us-status-disguised = {$player} has {$look}'s look until phase {$until} (now {$clock})
among-us-status-shield = The Guardian Angel shields {$player} from phase {$from} to {$until} (now {$clock})
among-us-form-escurridizo = The secret passage of {$place} (Sneak, 1 point of action a step): { $when ->
    [now] you may enter now
    [later] you may enter in {$left} phases
   *[inside] {$left} phases left inside before you are thrown out
}.
among-us-form-transform = Change into another character (1 point of action, 10 phases): { $when ->
    [now] available now
    [later] available in {$left} phases
   *[disguised] you now have {$look}'s look and get yours back in {$left} phases
}.
among-us-form-protect = Shield a living character for 5 phases (1 point of action): { $when ->
    [now] available now
   *[later] available in {$left} phases
}.
among-us-option-specials = The special roles in play: clerigo, escurridizo, cambiaformas, angel-guardian, comma-separated (none: no special role).
among-us-option-cambiaformas-return = The Shapeshifter's forced return: fase (he loses that phase's point) or ultimo (his points come one phase later and he loses the round's last one).
among-us-option-angel-shield = From when the Guardian Angel's shield holds: siguiente (from the next phase; a kill in the same phase comes first) or misma (from its own phase, before the kills).
among-us-option-angel-unused = A protection nobody tests: espera (the Angel still waits 20 phases) or devuelve (when it ends, he may protect again).
rule-among-us-special = "existen algunos roles especiales que serán otorgados aleatoriamente al comienzo de la partida" (the special roles).
rule-among-us-escurridizo = "El Escurridizo no podrá estar dentro de un pasaje secreto por más de 6 fases" (the Sneak).
rule-among-us-cambiaformas = "tiene la camaleónica capacidad de adquirir la apariencia de cualquier otro personaje" (the Shapeshifter).
rule-among-us-angel = "El primer Vasallo en morir no se convierte en un fantasma más, sino en el Ángel Guardián" (the Guardian Angel).
