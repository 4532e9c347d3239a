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
    [busy] he was doing a task or using an object (reduced sight)
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
among-us-err-passage-who = Only impostors use the secret passages.
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
among-us-err-fixed-side = The side of {$player}, "{$role}", does not exist: vasallo or impostor.
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

## f-tasks: tasks, objects and the Clérigo's talisman
among-us-option-tasks = A task list of your own (a YAML file in the format of tareas.yaml); empty: the sample list.
among-us-option-task-counts = Each vassal's tasks: long, medium and short (default 2,3,3, the rulebook's for 15 players).
among-us-option-task-bar = The task bar in the public summary: off, tasks (whole tasks) or stages.
among-us-option-plan = What the Plan counts: room (one figure per named room) or section (one per section of the double rooms).
among-us-err-task-counts = "{$value}" is not three task counts (long, medium, short), such as 2,3,3.
among-us-err-tasks-yaml = The task list {$path} cannot be read: {$error}
among-us-err-tasks-file = Cannot open the task list {$path}: {$error}
among-us-help-tasks = Each task: name, kind (short, medium or long), stages (a list of place, with wait on a long task's stage that repeats its room). See src/rules/among_us/tareas.yaml.
among-us-tasks-twice = The task "{$task}" is listed twice (or has no name).
among-us-tasks-stages = The task "{$task}" ({$kind}) has {$count} stages; it must have {$min} to {$max}.
among-us-tasks-place = The task "{$task}" has a stage in {$place}, which is not on the map.
among-us-tasks-wait = Stage {$stage} of "{$task}" waits, but only a stage of a long task repeating the room of the one before may wait (1 to {$max} phases).
among-us-tasks-same-place = Stage {$stage} of "{$task}" and the one before are both in {$place} with no wait between them: stages are in different places.
among-us-err-task-unknown = There is no task "{$task}" on the list: {$tasks}.
among-us-err-task-done = The task "{$task}" has {$stages} stages, not {$done} done.
among-us-help-task = Write the task's name as on the public list (`task "Cocinar y Servir"`), or just `task` for your next stage here.
among-us-your-tasks = { $count ->
    [0] You have no tasks.
    [one] Your task: {$tasks}.
   *[other] Your {$count} tasks: {$tasks}.
}
among-us-task-fake = Phase {$phase}: you pretend to work in {$place} (impostors do no tasks).
among-us-task-dovecote = Phase {$phase}: the Dovecote is sabotaged: no task can be done until it is repaired.
among-us-task-not-yours = Phase {$phase}: "{$task}" is not one of your tasks.
among-us-task-none-here = Phase {$phase}: you have no task stage to do in {$place}.
among-us-task-finished = Phase {$phase}: you already finished "{$task}".
among-us-task-elsewhere = Phase {$phase}: the next stage of "{$task}" is in {$place}.
among-us-task-wait = Phase {$phase}: "{$task}" is not ready yet: { $left ->
    [one] one more phase.
   *[other] {$left} more phases.
}
among-us-task-stage = Phase {$phase}: you do stage {$stage} of {$stages} of "{$task}" in {$place}.
among-us-task-done = Phase {$phase}: you do stage {$stage} of {$stages} of "{$task}" in {$place}: task complete.
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
among-us-err-object-where = You cannot use {$object} from {$place}: it is in {$there}.
among-us-err-object-only = While you use {$object} in phase {$phase} you can take no other action, not even a free one.
among-us-object-failed = Phase {$phase}: you cannot use {$object} from {$place}: it is in {$there}.
among-us-altar = Altar, phase {$phase}: alive: {$alive}; dead: {$dead}.
among-us-plan = Plan, phase {$phase}: {$counts}.
among-us-ball = Crystal Ball, phase {$phase}: you see {$views}.
among-us-glow = Phase {$phase}: a faint purple glow shines in {$place}: someone is using the Crystal Ball.
among-us-saw-using = You see {$player} in {$place}, using {$object}.
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
