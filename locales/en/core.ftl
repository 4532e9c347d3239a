# Core messages: errors, help lines, reports, explain. English.

## Reading the game folder
err-no-game = { $path } is not a game folder: it has no game.yaml
help-no-game = start a game with `adjudicate init DIR --ruleset ID --players roster.csv`, or give the game's folder
err-game-exists = { $path } already holds a game (game.yaml)
help-game-exists = choose a new folder; an existing game is never overwritten
err-io-read = cannot read { $path }: { $error }
err-io-write = cannot write { $path }: { $error }
err-locked = another `adjudicate` is working on { $path }
help-locked = wait for it to finish, then run this again
err-game-yaml = game.yaml is not a valid game: { $error }
help-game-yaml = fix game.yaml by hand (git diff shows what changed) or restore it from history/
err-game-no-field = game.yaml has no { $field }: every game adjudicate writes has it, so it was taken out by hand, and reading it as its default would change the game in silence
help-game-no-options = put back `{ $empty }` if the game was started without options, or the options it was started with (history/ keeps every earlier game.yaml; git diff shows what changed)
help-game-no-game-over = put back `game_over: false` if the game goes on, `game_over: true` if it is over (history/ keeps every earlier game.yaml; git diff shows what changed)
err-state = the ruleset's state in game.yaml is not valid: { $error }
err-game-format = game.yaml is in format { $format }; this adjudicate reads format { $expected }
err-game-invalid = the game cannot be played as it is written
err-unknown-phase = unknown phase `{ $phase }`; this ruleset has { $phases }
err-unknown-ruleset = unknown ruleset `{ $id }`
help-rulesets = known rulesets: { $ids }
err-no-history = phase `{ $phase }` is not in history/
help-no-history = phases that were resolved are the folders under history/
err-not-a-file = { $path } is not a regular file
err-read-special = is not a regular file (it is a pipe, a socket or a device): it is never read
help-read-special = give a regular file; a pipe or a device is not a file that can be read whole
err-read-too-big = is over { $kib } KiB, more than this file can be: it is not read
help-read-too-big = check that it is the file you meant to give
err-read-link = is a link, and links are never followed here
err-journal = { $path } does not name a phase of this game
help-journal = it is the note of an interrupted write, which only adjudicate writes: restore the folder from git, or delete the file if game.yaml and orders/ are as they should be
help-committed = the phase is resolved and its reports are written: fix this, then any command (`adjudicate status`) finishes moving the PMs into history/
help-undo-committed = game.yaml is already the state before the phase: fix this, then any command (`adjudicate status`) finishes the undo
err-undo-orders = orders/ already holds PMs for the phase `{ $phase }`: { $files }
help-undo-orders = an undo brings the PMs of the phase it takes back into orders/ and never overwrites a PM: move these out of orders/ first, then run `adjudicate undo` again
err-undo-taken = { $path } is already there with other content
err-undo-nothing = nothing to undo in { $path }: no phase has been resolved yet
help-undo-nothing = `undo` takes back a phase `next` resolved; the setup cannot be taken back (nothing comes before it): to deal again, start a new game with `adjudicate init`
err-undo-unknown = cannot tell which archived phase led to the phase `{ $phase }` (history/ holds { $phases })
help-undo-unknown = undo takes back the phase whose archive, resolved again, gives the current game.yaml: was game.yaml or history/ edited by hand? Restore the folder from git
undo-ok = { $phase }: phase undone, game.yaml is the state before it again, its PMs are back in orders/ and its reports are removed.
err-io-not-found = no such file or folder
err-io-permission = permission denied
err-io-exists = it already exists
err-io-not-a-folder = a file is where a folder must be
err-io-is-a-folder = a folder is where a file must be
err-io-folder-not-empty = the folder is not empty
err-io-full = the disk is full
err-io-read-only = the file system is read-only
err-io-bad-name = the file system refuses this file name (too long?)
err-io-not-utf8 = it is not UTF-8 text

## Rosters and options
err-roster-csv = the roster is not valid CSV: { $error }
help-roster = one player per line: name, aliases separated by |, an optional fixed role, an optional gender (f or m)
err-roster-gender = `{ $value }` is not a gender for { $name }
help-roster-gender = the gender column is f, m, or empty for a neutral wording
err-roster-name = `{ $name }` cannot be a player's name
help-roster-name = names are used as file names: no / \ : * ? " < > |, no control characters, no `..`, not starting with . or _, not ending with a dot or a space
help-name-too-long = a name is a file name: at most { $max } bytes (this one has { $bytes }; an accented letter takes two)
help-name-reserved = `{ $word }` is the name of a file of the game folder (or of a device on Windows): add a letter, or use a nickname
err-roster-duplicate = `{ $name }` is already taken by { $other }
help-roster-duplicate = every name and alias must tell one player apart (case and accents are ignored)
err-player-count = { $count } players cannot play { $ruleset }: it takes { $low } to { $high }
err-option-file = the option `{ $key }` names a file read once, when the game started, into game.yaml's state: an `option { $key }` order mid-game would not read it, only post its name
help-option-file = to play another `{ $key }`, start the game with `init --option { $key }=FILE`; a game under way keeps its own in game.yaml's `state:` (edit it there by hand: `check` checks it)
err-unknown-option = unknown option `{ $key }`
help-options = this ruleset's options: { $keys }
err-option-value = option `{ $key }` cannot be `{ $value }`
help-option-values = one of: { $values }
err-option-syntax = `{ $option }` is not an option
help-option-syntax = write options as key=value, for example --option self_vote=allow
err-job-for-syntax = `{ $given }` is not NAME=ROLE
help-job-for = `--job-for NAME=ROLE` fixes a player's role (in chez-geek his job: the last winner's pick, `--job-for Ana=Camarera`), as the roster's role column does; NAME is a player of the roster

## Order files
err-file-name = { $file } is not a PM file
help-file-name = name each PM after its player: orders/<Player>.txt, his later PMs orders/<Player>-2.txt, orders/<Player>-3.txt… or orders/<Player>/<any>.txt (orders/.gitkeep is allowed)
err-file-name-encoding = { $file } has a file name that is not valid UTF-8
err-file-is-dir = { $file } is a folder, not a PM
err-file-link = { $file } is a link, not a PM: links are never followed
help-file-link = paste the PM itself into orders/ (a copy, not a link)
err-master-is-player = the master's name `{ $name }` is also the player { $player }'s: his PMs could not be told apart
help-master-is-player = give the master's forum name as it shows on the forum (`--master`, `masters:` in game.yaml), different from every player's name and alias
err-timezone = `{ $zone }` is not a time zone
help-timezone = write an IANA time zone name, such as Europe/Madrid, Europe/Rome or America/Argentina/Buenos_Aires (or UTC)
err-file-too-big = { $file } is larger than a PM can be ({ $kib } KiB or { $lines } lines at most): it is not read
help-file-too-big = paste only the player's PM into the file; a forum PM is a few KB
err-file-special = { $file } is not a regular file (a pipe, a socket or a device): it is never read
help-file-special = remove it, and paste the PM into a plain text file orders/<Player>.txt
err-orders-link = { $path } is a link: the PMs must be in the game folder itself
err-file-player = { $file } does not name a player: `{ $name }`
err-file-duplicate = { $file } is a second PM of { $player } (the first is { $other })
help-file-duplicate = keep one file per player: merge the two PMs into one, or delete the old one
help-pm-duplicate = number a player's later PMs (orders/<Player>-2.txt, orders/<Player>-3.txt…), or delete the one pasted twice
err-file-empty = { $file } is empty
help-file-empty = paste the player's PM into it, or delete the file if the player sent nothing
err-not-utf8 = { $file } is not UTF-8 text (line { $line }, byte { $byte })
help-not-utf8 = save the file as UTF-8 (in most editors: Save as… → Encoding: UTF-8)
err-sent = the `sent:` line of { $file } is not a date and time
help-sent = write it as `sent: 2026-11-29 21:14` (optionally with seconds and a +01:00 offset)
err-dead-player = { $player } is dead and cannot send orders now
help-dead-player = a dead player's PM is not read: take it out of orders/, or write `reject { $player }` in the master's file
err-no-orders = orders/ holds no PM for the { $phase } phase
help-no-orders = paste the PMs first; if nobody sent anything, run `adjudicate next --no-orders`
err-no-map = a { $ruleset } game is not played on a map
err-game-over = the game is over: there is no next phase
help-game-over = `adjudicate status --master` shows how it ended

## Order lines
err-not-an-order = line { $line } of { $file } is not an order
label-not-an-order = not an order
help-not-an-order = orders start with one of: { $verbs }. If this line is part of the PM (a greeting), set it aside with `ignore { $pm } { $line }` in the master's file
help-not-an-order-verb = did you mean `{ $verb }`? Orders start with one of: { $verbs }. If it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-unknown-player = no player is called `{ $name }`
err-ambiguous-player = `{ $name }` could name more than one player
label-unknown-player = unknown player
help-name-suggest = did you mean { $names }?
help-name-none = no player's name or alias is close; `adjudicate status` lists the players
help-name-ambiguous = `{ $names }` all start like that: write more of the name
err-missing-player = a player is missing ({ $what })
help-names = players: { $names }
err-missing-number = a number from { $low } to { $high } is missing
err-bad-number = `{ $word }` is not a number from { $low } to { $high }
err-form-half-filled = line { $line } of { $file } is a form line only partly filled
help-form-half-filled = write every { $blank } of the line, or leave the whole line as it came
forms-written = { $count ->
    [one] 1 PM form written to { $path }.
   *[other] { $count } PM forms written to { $path }.
}
form-title = { $phase }: the PM form of { $player }
form-how = Copy the block below into your PM to the master. On each line you want, write your choice in place of { $blank }; leave the other lines as they are. Lines starting with # are only explanations.
form-nothing = You have nothing to send this phase.
form-how-bare = An order with nothing to choose comes after a #: to send it, delete the # at the start of its line (a mark such as ✔ beside the # does not send it).
err-order-after-signature = line { $line } of { $file } looks like an order, but it comes after the signature (the `--` line or the line of `_____`)
help-order-after-signature = ask the player whether it is an order; if it is not, set it aside with `ignore { $pm } { $line }` in the master's file
err-condition-no-order = the condition on line { $line } of { $file } has no order after it
help-condition-no-order = write the order after the condition, on its line or the next (`if I get the Seer: see Jorge`); if it is no condition, set it aside with `ignore { $pm } { $line }` in the master's file
err-order-in-quote = line { $line } of { $file } is an order inside a quote: it is not read
help-order-in-quote = ask the player whether it is his order; if it is, move it out of the [quote]…[/quote] (or the > lines, or from under the line «… wrote:»)
err-agrees-with-quote = line { $line } of { $file } only agrees with the order quoted above it («{ $order }»): it is not read as the player's own order
help-agrees-with-quote = ask the player whether he gives that order himself; if so, he writes it out of the quote; if the line is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-order-in-code = line { $line } of { $file } is an order inside a code block: it is not read
help-order-in-code = a code block shows text as written (a form, an example); ask the player whether it is his order; if it is, he writes it out of the block; if not, set it aside with `ignore { $pm } { $line }` in the master's file
err-no-abstention = line { $line } of { $file } abstains, but in this game nobody may abstain
help-no-abstention = ask the player for a vote; a PM without one counts as not voting
err-declared-no-vote = line { $line } of { $file } declares no vote: an abstention or no vote at all? In this game they count apart
help-declared-no-vote = ask the player: an abstention is written with its own verb (`{ $abstain }`), no vote by sending none; if it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-unsafe-order = line { $line } of { $file } looks like an order but cannot be read safely
err-order-with-a-player = line { $line } of { $file } gives its order with a player («{ $said }»): together with him, or the same as him, is not on him; who the order is on cannot be told
label-unsafe-order = an order, or just talk?
label-order-labelled-against = what comes before it (a negation, a discarded choice, a joke, another turn, an option or an example) says it is not the order
help-order-noun = it names a player and `{ $noun }`: if it is an order, ask the player for it with its verb (as `check`'s forms write it); if it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-no-order-but-a-name = { $file } holds no order, and line { $line } names a player: is it an order in other words?
help-no-order-but-a-name = ask the player for the order with its verb; if the line is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-role-as-target = line { $line } of { $file } aims the order at `{ $role }`, a role: an order names the player, not a role
help-role-as-target = ask the player which player he means by `{ $role }`; if the line is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-same-as-before = line { $line } of { $file } gives an order as `{ $words }`: which order, on which player? An earlier phase's orders are not read again
help-same-as-before = ask the player to write the order again with its player; if the line is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-names-a-player-not-read = line { $line } of { $file } names a player, but no order was read in it: is it an order in other words?
err-red-name-cited = line { $line } of { $file }: the name in red comes under a line that introduces another player's words: pasted from the thread, or the sender's vote?
help-route-without-verb = the line holds `{ $route }` but no verb: ask the player which order he meant and to send it starting with its verb
err-put-off = line { $line } of { $file } changes its mind naming no other choice: «{ $words }» puts the order off
help-put-off = ask the player whether he withdraws the order or keeps it; if he keeps it, set the line aside with `ignore { $pm } { $line }` in the master's file
help-change-without-verb = a change of mind naming a choice without its verb: ask the player which order he means, sent with its verb; if it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
help-unsafe-order = if it is an order, ask the player for a PM with the order alone on its line, starting with `{ $verb }`; if it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
help-misspelt-verb = did you mean `{ $verb }`? Ask the player; if it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
err-extra-words = unexpected words at the end of the order
help-extra-words = after an order only a reason (`because…`), a time or a sign-off (`thanks`) may follow; these words may be a joke or a doubt: ask the player to send you the order alone on its line
help-extra-words-named = what follows the order names a player or holds a number, a house or a route, and may be another order: ask the player to send you each order alone on its line
err-duplicate-order = this repeats an order already given in this PM
help-duplicate-order = ask the player which one he meant, and set the other aside with `ignore FILE LINE` in the master's file
err-self-target = { $player } cannot choose themselves here
err-self-vote = a player cannot vote for themselves
err-wrong-phase = this order does not belong to the { $phase } phase
help-order-is-night = `{ $verb }` is sent by night, in the night's PM
help-order-is-day = `{ $verb }` is sent by day, in the day's PM

## Chance
err-script = a scripted draw of { $value } is out of range: this draw needs a value below { $bound }
err-script-unused = { $count } scripted draws were not used by the phase

## Reports
report-private-title = { $phase }: private report for { $player }
report-public-title = { $phase }
report-nothing = Nothing to report.
report-you-won = You won.
report-you-lost = You did not win.
report-you-won-as = You won. Your role at the end: **{ $role }**.
report-you-lost-as = You did not win. Your role at the end: **{ $role }**.
phase-setup = Setup
phase-over = Game over

## Commands
check-line = { $player } ({ $file }): line { $line }
check-not-read = not read by the rules of this phase
check-ignored = ignored (not an order)
check-undecided = ignored: not decided yet (no order)
check-no-order-now = ignored: no order for now, in the sender's words (nothing, or later)
check-remark = ignored: a remark about a player or the game (no order)
check-struck = ignored: the player struck it through or marked it as turned down, or marked another as his choice (no order)
check-set-aside = set aside by the master (`ignore` in orders/_master.txt): not read
check-read-as = read as
check-aside = (set aside as the player's own words: «{ $aside }»)
check-conditional = { $reading } (only if: { $condition })
check-condition-line = condition of line { $order }: { $condition }
check-nothing-to-send = Nothing to send this phase (no PM needed): { $names }
check-missing = No PM yet from: { $names }
check-without-order = PM without any order (still owed): { $names }
check-ok = { $count ->
    [one] 1 PM is valid for the { $phase } phase.
   *[other] { $count } PMs are valid for the { $phase } phase.
}
init-ok = New { $ruleset } game in { $path }: { $count } players, seed { $seed }. Role PMs are in reports/setup/.
err-no-votes = nobody voted in { $phase }: not one vote or abstention in the PMs
help-no-votes = enter the thread's votes (a PM file or `correct VOTER TARGET` in orders/_master.txt); if really nobody voted, run `adjudicate next --no-votes`
next-ok = { $title }: phase resolved, reports in reports/{ $phase }/ (*.{ $ext }). Next phase: { $next }.
next-nothing-to-post = Nothing to post in the thread: the phase stopped part-way, and until it resumes the public reads nothing of it (only those it waits for get a report).
next-diff-after = game.yaml (after)
map-written = The map is in { $path }.
status-title = { $ruleset }: { $phase }
status-deadline = Deadline: { $time }
status-alive = { $player }: alive
status-dead = { $player }: dead
status-over = The game is over. Winners: { $winners }
status-not-sent = PMs not sent yet this phase: { $names }
status-all-sent = Every player with something to send has sent his PM.
scenario-ok = ok      { $path }
scenario-failed = FAILED  { $path } ({ $count } unmet expectations)
scenario-map-escapes = { $path }:{ $line }: the map "{ $map }" must be a file inside the scenario's folder, named relative to it (no absolute path, no "..").
scenario-map-missing = { $path }:{ $line }: the map file "{ $map }" cannot be read beside the scenario: { $error }
scenario-map-yaml = { $path }:{ $line }: the map file is not YAML: { $error }

## Explain
explain-because = because of #{ $id }
explain-rule = rule
explain-public = public
explain-private = told to { $players }
explain-master = master only
explain-wagon = evidence: { $target } ({ $weight }) — the votes in the order they were cast: { $votes }
explain-abstentions = evidence: abstentions ({ $weight }): { $votes }
kind-info = info
kind-applied = applied
kind-blocked = blocked
kind-redirected = redirected
kind-failed = failed
kind-skipped = skipped
kind-random = random
kind-swap = card moved
kind-vote = vote
kind-death = death
kind-win = win

## The master's orders (orders/_master.txt)
kind-ruling = master ruling
rule-master = A master's ruling (orders/_master.txt), applied before the phase resolves.
rule-game-end = At the end of the game, every player learns whether he won.
master-modkill = { $player_me ->
    [yes] You are removed from the game by the master (modkill). { $reason }
   *[other] **{ $player }** is removed from the game by the master (modkill). { $reason }
}
master-replace = **{ $new }** replaces { $old } and takes over the slot. { $reason }
master-revive = **{ $player }** is alive again, by the master's ruling. { $reason }
master-deadline = The deadline of this phase is { $time }. { $reason }
master-next-deadline = Next deadline: { $time }. { $reason }
err-master-next-deadline-early = the next deadline ({ $time }) is not after this phase's ({ $deadline })
help-master-next-deadline-early = write the time the next phase ends, after { $deadline }
master-accept = { $player_me ->
    [yes] The master accepts your late PM.
   *[other] The master accepts { $player }'s late PM.
} { $reason }
master-reject = { $player_me ->
    [yes] { $late ->
        [yes] The master sets your PM aside: it came after the deadline.
       *[other] The master sets your PM aside.
    }
   *[other] { $late ->
        [yes] The master sets aside { $player }'s PM: it came after the deadline.
       *[other] The master sets aside { $player }'s PM.
    }
} { $reason }
master-correct = { $voter_me ->
    [yes] The master corrects your vote: { $target }.
   *[other] The master corrects { $voter }'s vote: { $target }.
} { $reason }
master-correct-nothing = no vote
master-correct-abstain = an abstention
master-option = House rule: { $key } = { $value }. { $reason }
master-ruling = Master's ruling: { $text }
master-no-sent = { $player }'s PM has no `sent:` line: it was not checked against the deadline.
master-set-aside = { $player }'s PM is not used: the master's ruling applies.
master-set-aside-pm = { $player }'s PM { $pm } is not used: the master rejected it.
err-master-dead = { $player } is already dead
err-master-alive = { $player } is alive
err-master-not-plain = { $why ->
    [struck] this line of the master's is struck out
    [comment] this line of the master's looks like a comment
    [takeback] this line of the master's takes itself back (a joke?)
    [question] this line of the master's is a question
   *[condition] this line of the master's is conditional or for later
  }: it is not carried out
help-master-not-plain = every line of orders/_master.txt is carried out as written: delete it, write it as a firm ruling for this phase, or keep it as a note after a `#`
err-master-deadline-zone = `{ $zone }` after the deadline's time is not read as a time zone: the time would be read in the game's zone
help-master-deadline-zone = write the offset right after the time, e.g. `deadline 2026-11-29 23:00+01:00`, or `CET`, `UTC+1`
err-master-twice = a second order about { $player } in the same file
help-master-twice = keep the one you mean and turn the other into a comment with #
err-master-deadline-past-pause = the deadline { $time } goes past the pause's ({ $until }): the answers to a pause have a fixed time
help-master-deadline-past-pause = no extensions are allowed: write a time no later than { $until }, or remove the order
err-master-not-voter = { $player } cannot vote now
err-master-new-name = the substitute's name is missing
err-master-replace-unsupported = this ruleset cannot give a slot to a substitute yet
err-master-empty = the ruling has no text
master-ignore = The master sets aside line { $line } of { $file } ("{ $text }"), unread. { $reason }
line-refused = Your line { $line } ("{ $text }") was not carried out. { $reason }
err-ignore-file = which PM? `ignore` takes the PM's file and the line numbers
err-ignore-line = which line of { $file }? `ignore` takes the line numbers after the file
help-ignore = e.g. `ignore Ana-2.txt 3 a greeting` (line 3 of orders/Ana-2.txt, as `check` numbers it)
err-ignore-no-pm = there is no PM { $file } in orders/
help-ignore-no-pm = the PMs of this phase: { $files }
err-ignore-no-line = line { $line } of { $file } holds nothing to set aside
help-ignore-no-line = give a line that `check` reads or refuses (a blank line, the date or a quote is never read)
err-late = { $player }'s PM was sent at { $sent }, after the deadline ({ $deadline })
help-late = the master decides: `accept { $player }` or `reject { $player }` in orders/_master.txt
err-master-reject-on-time = `reject { $player }` would also set aside their PM sent on time ({ $files })
help-master-reject-on-time = to reject the late PM alone, write its file: `reject { $files }`; if you really set them all aside, name each file

## Several PMs of one player, changes of mind
rule-order-replaced = A later order of the same kind replaces an earlier one (a player's later PM, or a change of mind in one PM).
order-replaced = Your order “{ $replaced }” was replaced by your later order “{ $by }”.
check-replaced = { $player }: { $file } line { $line } “{ $replaced }” is replaced by { $by-file } line { $by-line } “{ $by }”
err-thread-too-big = { $file } is too big: a thread may have { $limit } bytes at most
help-thread-too-big = paste only the posts of the day being counted
err-thread-too-many-posts = { $file } holds more than { $limit } posts (line { $line })
help-thread-too-many-posts = paste only the posts of the day being counted
err-thread-line-too-long = line { $line } of { $file } has { $length } bytes: a line may have { $limit } at most
help-thread-line-too-long = a post pasted without its line breaks? copy it again from the forum, or break the line
err-thread-not-text = { $file } is not a text file: a control character at byte { $byte } (line { $line })
help-thread-not-text = paste the thread as plain text into a new file, saved as UTF-8
help-thread-utf16 = the file looks like UTF-16 (a zero byte next to each letter): save it again as UTF-8
## A list of names: "A, B y C" (before a word sounding "i", Spanish says "e")
list-and = and
err-phase-resolved = the { $title } phase (`{ $phase }`) was already resolved: history/{ $phase }/ holds it, and resolving it again would overwrite its history
help-phase-resolved = was `phase:` in game.yaml edited by hand? Put it back as it was (git diff game.yaml shows it), then use `adjudicate undo`: it takes back the last resolved phase, one at a time, until { $phase } is to play again
err-yaml-missing-field = { $where } lacks the field { $field }{ $line ->
    [0] {""}
   *[other] {" "}(line { $line })
}
err-yaml-unknown-field = { $field } is not a field this game.yaml may have{ $line ->
    [0] {""}
   *[other] {" "}(line { $line })
}; { $fields ->
    [none] no field is expected there
   *[other] the fields there are { $fields }
}
err-yaml-unknown-value = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(line { $line })
}: { $value } is not one of { $values }
err-yaml-aliases = its `*` aliases repeat a part of the file too many times (it would unfold into millions of values): write each value out
err-yaml-duplicate-field = the field { $field } is written twice{ $line ->
    [0] {""}
   *[other] {" "}(line { $line })
}
err-yaml-invalid-type = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(line { $line })
} should be { $expected ->
    [count] a whole number, 0 or more
    [number] a whole number
    [decimal] a number
    [text] a text
    [bool] `true` or `false`
    [list] a list (lines starting with `- `)
    [map] `key: value` lines
   *[other] { $serde_expected }
}, not { $found ->
    [text] the text { $value }
    [number] the number { $value }
    [decimal] the number { $value }
    [bool] { $value }
    [list] a list
    [map] `key: value` lines
    [empty] an empty value
   *[other] that
}
err-yaml-at-field = { $field }: { $said }
err-yaml-out-of-range = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(line { $line })
}: the number { $value } is out of range; it should be a whole number from { $min } to { $max }
err-yaml-invalid-value = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(line { $line })
}: { $found ->
    [text] the text { $value }
    [number] the number { $value }
    [decimal] the number { $value }
    [bool] { $value }
    [list] a list
    [map] `key: value` lines
    [empty] an empty value
   *[other] that
} is not a valid value; it should be { $expected ->
    [count] a whole number, 0 or more
    [number] a whole number
    [decimal] a number
    [text] a text
    [bool] `true` or `false`
    [list] a list (lines starting with `- `)
    [map] `key: value` lines
   *[other] { $serde_expected }
}
err-speaks-of-the-game = line { $line } of { $file } speaks of the game but no order was read in it
help-names-the-game = it names `{ $noun }`: if it is an order, ask the player for it with its verb (as `check`'s forms write it); if it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file
help-numbered-line = it is a numbered play or point: if it is an order, ask the player for it with its verb (as `check`'s forms write it); if it is only talk, set it aside with `ignore { $pm } { $line }` in the master's file

## Times as players read them (core/calendar.rs): "Friday 4 December at 22:00"
when-weekday-1 = Monday
when-weekday-2 = Tuesday
when-weekday-3 = Wednesday
when-weekday-4 = Thursday
when-weekday-5 = Friday
when-weekday-6 = Saturday
when-weekday-7 = Sunday
when-month-1 = January
when-month-2 = February
when-month-3 = March
when-month-4 = April
when-month-5 = May
when-month-6 = June
when-month-7 = July
when-month-8 = August
when-month-9 = September
when-month-10 = October
when-month-11 = November
when-month-12 = December
when-long = { $weekday } { $day } { $month } at { $hm }
master-ignore-post = The master sets aside post #{ $post } of the thread ({ $author }): its votes are not counted. { $reason }
post-refused = Your post #{ $post } in the thread was not counted. { $reason }
err-ignore-no-thread = there is no thread this phase to set a post of aside
help-ignore-no-thread = `ignore thread POST` sets aside a post of the day's thread (orders/thread.txt, the file `thread:` names, or the saved pages of thread/)
err-ignore-no-post = the thread has no post #{ $post }
help-ignore-no-post = give the post's number as `tally` shows it: the thread's posts go from #{ $first } to #{ $last }
check-post-ignored = Post #{ $post } ({ $author }) of the thread is set aside by the master: its votes are not counted
master-ignore-post-id = The master sets aside post #{ $post } of the thread ({ $id }, { $author }): its votes are not counted. { $reason }
err-ignore-no-post-id = the thread has no post { $id }
help-ignore-no-post-id = give the post's forum id as `check` shows it: this thread's go from { $first } to { $last }
help-ignore-no-post-ids = this thread's posts carry no forum id: give the post's number as `tally` shows it
err-ignore-post-place = #{ $post } is only the post's place on the saved pages: when an earlier post is deleted and the page saved again, that place is someone else's post
help-ignore-post-place = name the post by its forum id, which never changes: #{ $post } is now { $id } ({ $author }); if that is the one, write `ignore thread { $id }`
check-post-ignored-id = Post #{ $post } ({ $id }, { $author }) of the thread is set aside by the master: its votes are not counted
rule-order-withdrawn = An order the player cancels in words (a later line or PM: "cancel my previous order") is withdrawn.
order-withdrawn = Your order “{ $replaced }” was withdrawn by your line “{ $by }”.
check-withdrawn = { $player }: { $file } line { $line } “{ $replaced }” is withdrawn by { $by-file } line { $by-line } “{ $by }”
err-cancel-nothing = { $file } line { $line } cancels an earlier order, but no order comes before it
help-cancel-nothing = if it speaks of an order sent elsewhere (the thread, another phase), set it aside: `ignore { $pm } { $line }`
err-same-minute-replaced = { $player }: { $replaced } and { $by } give orders of one kind, but both PMs were sent in the same minute ({ $time }): which came first, and so which order stands, cannot be told
help-same-minute-replaced = ask the player which he sent last; set the other aside in the master's orders: `ignore { $replaced }` or `ignore { $by }`
err-unvote-names-another = { $file } line { $line } unvotes and names { $name }, who is not the vote it takes back ({ $order }): the name taken back, or a new vote without its verb?
help-unvote-names-another = the vote is taken back; if { $name } is the new vote, write `correct { $player } { $name }` in the master's orders; if not, `correct { $player }` with the vote that stands, or `correct { $player } none`
err-cancel-ambiguous = { $file } line { $line } cancels an earlier order, but { $count } orders may be meant
help-cancel-ambiguous = the orders it may cancel: { $orders }. Ask the player; set aside the order meant and this line with `ignore FILE LINE`
err-cancel-mistaken = { $file } line { $line } says the order before it was a mistake, with no new choice: the order cannot stand as it is
help-cancel-mistaken = ask the player what he meant; if the order stands, set the line aside with `ignore { $pm } { $line }` in the master's file; if not, `ignore` the order
err-cancel-unread = { $file } line { $line } seems to cancel something, but it cannot be told what
help-cancel-unread = ask the player what it cancels (`cancel my vote`, `scratch my previous order`), or set it aside: `ignore { $pm } { $line }`
err-doubts-the-order-above = line { $line } of { $file } doubts the order above it (a joke, a maybe, a "not sure"): whether it is meant cannot be told
help-doubts-the-order-above = ask the player whether the order stands; if it does, set the line aside with `ignore { $pm } { $line }` in the master's file; if not, `ignore` the order
err-in-place-of = line { $line } of { $file } puts { $new } in place of { $old }, who was already in the order above: it may be a new order or a change to the one above
help-in-place-of = ask the player which he means; once you know, `ignore` the line that does not stand (`ignore { $pm } { $line }` in the master's file)
err-condition-unread = { $file } line { $line }: a condition («{ $text }») on an order: it is not read, and the order cannot be taken as unconditional
help-condition-unread = ask the player whether the order stands without its condition (or decide whether the condition holds); if the condition does not count, set it aside: `ignore { $pm } { $line }`
err-nobody-or-player = { $file } line { $line }: «{ $word }» may be «nobody» or the player { $player }
help-nobody-or-player = ask the player whom he means; to give no order, set the line aside: `ignore { $pm } { $line }`
err-order-in-comment = { $file } line { $line }: an order written after a `#`, which starts a comment: it is not read
help-order-in-comment = a `#` line is an explanation (a form's order with nothing to choose is sent by deleting its `#`); if the player meant an order, ask him to send it without the `#`; if not, set it aside: `ignore { $pm } { $line }`
err-marks-unclear = { $file } line { $line }: the player's marks do not say which order of this kind he wants (a line marked as chosen and as turned down, two marked as chosen, a correction after the marked one, or an order after one of its kind written in bold)
help-marks-unclear = ask the player which is his order; then set the others aside: `ignore { $pm } { $line }`
err-fallback-choice = { $file } line { $line }: a fallback from a list in order of preference: the first is read (line { $first }); the rules have no fallbacks
help-fallback-choice = if the first choice stands, set this one aside: `ignore { $pm } { $line }`; if the player meant something else, ask him
err-fallback-in-words = { $file } line { $line }: a fallback in words (what to do if the first choice cannot be): the rules have no fallbacks, and which order the player meant is not read
help-fallback-in-words = ask the player which order stands; once it is clear, set this line aside: `ignore { $pm } { $line }`
err-left-to-the-master = { $file } line { $line }: the player leaves the choice to the master: the rules have the player choose, and which order stands is not read
help-left-to-the-master = ask the player to choose; once it is clear, set this line aside: `ignore { $pm } { $line }`
err-points-by-place = { $file } line { $line }: the line points at an earlier line or message by its place (“the first”, “the second line”, “^”): which order it keeps or drops is not read
help-points-by-place = read it against the lines above and ask the player if in doubt; then set aside the order it drops and this line: `ignore { $pm } { $line }`
err-range-of-numbers = { $file } line { $line }: the order names a range of numbers (“from 1 to 3”): read as its two ends, it would leave out the numbers between them
help-range-of-numbers = ask the player which ones he means; once it is clear, set the line aside: `ignore { $pm } { $line }`
err-order-quoted-only = { $file } line { $line }: the PM's only order is in a line quoted with `>`, which is the message it answers: it is not read
help-order-quoted-only = a `>` line quotes another message (the master's PM, an earlier one); if the player meant it as his order, ask him to send it without the `>`; if not, set it aside: `ignore { $pm } { $line }`
err-undated-first-post = { $player }: which came first is unknown: { $file } line { $line } “{ $text }” has no sending time, and { $player } voted in the thread at post #{ $post } ({ $kind ->
    [abstain] an abstention
    [unvote] an unvote
   *[player] for { $target }
}): the undated PM counts as the last
err-undated-first-pm = { $player }: which came first is unknown: { $file } line { $line } “{ $text }” has no sending time, and { $other } line { $other-line } “{ $other-text }” was sent at { $sent }: the undated PM counts as the last
help-undated-first = add the PM's date line as the forum shows it (`sent: 2026-11-29 21:14`), or settle it in orders/_master.txt (`correct PLAYER TARGET`, `ignore FILE LINE`)

thread-day-order-raised = post #{ $post } by { $player } in the thread gives a day order other than the vote ({ $reading }): this game does not read it in the thread
help-thread-day-order-raised = have the player send it by PM, or the master give it in his orders (or set `thread_day_orders: read`)
