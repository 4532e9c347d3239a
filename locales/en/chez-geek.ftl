# chez-geek: Chez Geek (the Spanish edition's card names). English.


chez-geek-phase-turn = Turn { $number }: { $player }
chez-geek-phase-tiradas = Rolls
chez-geek-phase-pena = Call People
chez-geek-phase-tiempo-libre = Free Time
chez-geek-phase-descarte = Discard

chez-geek-option-deck = a YAML or CSV deck (jobs and life cards) instead of the sample deck
chez-geek-option-two-players = with two players: remove Vago Profesional and Batería (remove), start with them (start) or keep them in the deck (keep)
chez-geek-option-counters = the counters variant: each report says how many counters each player has left (on, off)
chez-geek-option-trip-cancel = a cancellation against a shopping trip: cancels only the things of its categories, which are discarded (card), or the whole trip, every thing back to the hand (trip)

chez-geek-seats = Order of play: { $players }.
chez-geek-job = { $player }: { $job } (salary { $salary }, free time { $free_time }, slack goal { $goal }).
chez-geek-your-hand = Your hand: { $cards }.
chez-geek-how-to-post = How to play by private message: in your turn write your plays in order, one a line, numbered if you like (1., 2., …): "evict Gilipollas to { $other }" (Tiradas), "call Vecina Maja to my room" (Llamar a la Peña), "buy Súper Finos and Porro" or "play Siesta" (Tiempo Libre) and "discard Gato" (Descarte). Out of your turn only Cuando Sea and Tele cards are played, saying which play they answer: "play Maratón de Series against { $other } in play 2". If a Persona makes you give up a card of your room, name it: "lose Ruso Blanco"; or in advance, for when it comes: "lose Ruso Blanco if Gilipollas comes".
chez-geek-turn-starts = Turn { $number } begins: { $player }.
chez-geek-drew-count = { $player } draws { $count ->
    [one] one card
   *[other] { $count } cards
}.
chez-geek-you-drew = You drew: { $cards }.
chez-geek-roll-salary = Variable salary of { $player }: rolled { $die }, salary { $value }.
chez-geek-roll-free-time = Variable free time of { $player }: rolled { $die }, free time { $value }.
chez-geek-your-numbers = This turn { $player } has salary { $salary } and free time { $free_time }.
chez-geek-your-turn = Your turn: turn { $number }, with salary { $salary } and free time { $free_time }.
chez-geek-reshuffled = The life deck ran out: { $count ->
    [one] the card of the discard pile is
   *[other] the { $count } cards of the discard pile are
} shuffled.
chez-geek-deck-empty = No life cards are left, in the deck or the discard pile.
chez-geek-room = Room of { $player } ({ $job }): { $slack } of { $goal } slack points. Cards: { $cards }.
chez-geek-room-counters = Room of { $player } ({ $job }): { $slack } of { $goal } slack points, { $left ->
    [one] { $left } counter left
   *[other] { $left } counters left
}. Cards: { $cards }.
chez-geek-plays-evict = { $number }. { $player } tries to throw { $card } out of the room.
chez-geek-evict-roll = Roll of { $player } for { $card }: { $die }.
chez-geek-evict-stays = With 3 or less, { $card } stays in { $player }'s room.
chez-geek-plays-person = { $number }. { $player } plays { $card }.
chez-geek-call-roll = Roll of { $player } to see whether { $card } is at home: { $die }.
chez-geek-slack-roll = Slack roll of { $player } for { $card }: { $die }.
chez-geek-not-home = { $card } was not at home: the card is discarded.
chez-geek-plays-shopping = { $number }. { $player } goes shopping: { $card }.
chez-geek-plays-activity = { $number }. { $player } plays the activity { $card }.
chez-geek-plays-whenever = { $number }. { $player } plays { $card }.
chez-geek-activity-fails = { $card } fails ({ $slack } slack points): the card is discarded and the free time is spent.
chez-geek-enters-room = { $card } enters the room of { $player } with { $slack ->
    [one] { $slack } slack point
   *[other] { $slack } slack points
}.
chez-geek-anyone-bonus = The job of { $player } gives { $slack ->
    [one] { $slack } more slack point
   *[other] { $slack } more slack points
} for { $card }.
chez-geek-salary-now = The salary of { $player } this turn is now { $salary }.
chez-geek-free-time-more = { $player } has { $count ->
    [one] one more free time
   *[other] { $count } more free times
} this turn.
chez-geek-moocher-eats = { $moocher } makes { $player } discard { $card }.
chez-geek-moocher-nothing = { $moocher } finds nothing left to take from { $player }.
chez-geek-moocher-nothing-on-arrival = { $moocher } finds nothing to take from { $player }.
chez-geek-noisy-loses = Noisy nookie! { $player } loses { $card }.
chez-geek-choice-by-seed = { $player } did not say which card to give up: among { $count }, the seed picks { $card }.
chez-geek-choice-unused = You did not have to give up { $card }: it stays where it was.
chez-geek-choice-named = { $player_me ->
    [yes] You chose to give up { $card }.
   *[other] { $player } chose to give up { $card }.
}
chez-geek-choice-conditional = { $player_me ->
    [yes] You had chosen it in advance: if { $cause } came, you gave up { $card }.
   *[other] { $player } had chosen it in advance: if { $cause } came, he gave up { $card }.
}
chez-geek-choice-unused-conditional = Your choice in advance was not used: { $card } if { $cause } came.
chez-geek-evict-by-seed = { $player } did not say where { $card } goes: the seed picks the room of { $to }.
chez-geek-evict-room-closed = { $card } cannot enter the room of { $to }: the job of { $to } forbids it.
chez-geek-evict-room-locked = { $card } cannot enter the room of { $to }: { $lock } keeps him out.
chez-geek-evict-no-room = There is no other room { $card } may enter: the card is discarded.
chez-geek-new-job = { $player } has a new job: { $job } (salary { $salary }, free time { $free_time }, slack goal { $goal }).
chez-geek-discards = { $player } discards { $count ->
    [one] one card
   *[other] { $count } cards
}.
chez-geek-you-discard = You discard: { $cards }.
chez-geek-turn-ends = The turn of { $player } ends: the salary not spent is gone.
chez-geek-wins = { $player } reaches { $slack } slack points (goal { $goal }) and wins the game!

chez-geek-status-turn = Turn { $number }: { $player } plays (salary { $salary }, free time { $free })
chez-geek-status-room = { $player } ({ $job }): { $slack } of { $goal } slack points; { $hand ->
    [one] one card
   *[other] { $hand } cards
} in hand
chez-geek-status-hand = Hand of { $player }: { $cards }
chez-geek-status-piles = Life deck: { $draw } cards; discard pile: { $discard }
chez-geek-status-who-posts = Only { $player } must send a turn post and `next` waits for nobody else: { $count ->
    [one] the other player may answer { $player }'s plays if he likes
   *[other] the others may answer { $player }'s plays if they like
}.

chez-geek-form-card = a card
chez-geek-form-player = a room (player)
chez-geek-form-evict = Rolls: throw a person out of your room (on 4-6 to the room you name)
chez-geek-form-call = Call People: a person to your room or another player's
chez-geek-form-buy = Free Time: one shopping trip (several things joined by «and»)
chez-geek-form-play = an activity (free time) or an Anytime card
chez-geek-form-discard = Discard: down to five cards at most, one at least
chez-geek-form-take = an Anytime card on another player's room: Gorroneo takes one of its cards
chez-geek-form-fire = ¡Estás Despedido! on another player: he draws a new job
chez-geek-form-whenever = an Anytime card out of your turn
chez-geek-form-answer = a Tele or Cuando Sea card against a play of { $player }'s (its number in the order of the post): a Tele cancels a free time, the others cancel or take a card of their categories
chez-geek-form-active = the player whose turn it is
chez-geek-form-play-number = the number of the play
chez-geek-form-lose = the card of your room you give up if a moocher or a noisy Polvete takes one (you choose; if you name none, the seed does)

chez-geek-err-deck-file = the deck `{ $path }` cannot be read: { $error }
chez-geek-err-deck-id = the deck repeats or leaves empty the card id `{ $card }`
chez-geek-err-deck-goal = the job `{ $card }` needs a slack goal above zero
chez-geek-err-deck-person = the card `{ $card }`: a person needs its kind (invitado with slack, gorron with 0 or less, gato) and only a person has one
chez-geek-err-deck-name = the card `{ $card }` needs a name with letters or digits
chez-geek-err-deck-count = the card `{ $card }` has no copies
chez-geek-err-deck-no-life = the deck has no life cards: five are dealt to each player ("se barajan las cartas de Vida y se reparten cinco"); add them under `life:`
chez-geek-err-deck-no-slack = no card of the deck gives slack (neither its own, nor a bonus, nor a job's): nobody could ever reach a slack goal; give some cards slack
chez-geek-err-deck-no-jobs = the deck has no jobs: each player is dealt one ("se reparte uno, boca arriba, a cada jugador"); add them under `jobs:`
chez-geek-err-too-few-life = the deck has { $count } life cards and five are dealt to each of the { $players } players: it needs { $need } at least; add cards or copies (`count`)
chez-geek-err-turn-number = `{ $field }: { $value }` cannot be: { $max } at most
chez-geek-err-too-many-copies = { $card } is in the game { $found } times (hands, rooms, draw pile and discards), and the deck has { $count }
chez-geek-help-too-many-copies = remove the extra copies from game.yaml, or give the deck as many copies as are in play (`count:`)
chez-geek-err-deck-too-big = the deck `{ $path }` is over { $limit } bytes: a deck is a few KB
chez-geek-help-deck-file = `--option deck=FILE` names a YAML deck (the schema of the sample deck.yaml) or a `.csv` one (the columns in the README, chez-geek)
chez-geek-help-deck-yaml = the schema is the sample deck's, src/rules/chez_geek/deck.yaml: `jobs:` and `life:`, each card with the fields listed at its top
chez-geek-help-deck-csv = one row per card, first row the columns: kind (job, persona, cosa, actividad, cuando_sea), id, name, count, cost, slack, person, categories (a|b), effects (a: x; b), salary, free_time, goal, special, sample; the sample is src/rules/chez_geek/deck.csv
chez-geek-err-deck-column = the deck `{ $path }` has an unknown or repeated column `{ $column }`
chez-geek-err-deck-missing-column = the deck `{ $path }` has no column `{ $column }`
chez-geek-err-deck-row-length = this row of `{ $path }` has { $cells } cells and the deck has { $columns } columns
chez-geek-err-deck-kind = `{ $kind }` is not a kind of card (job, persona, cosa, actividad, cuando_sea)
chez-geek-err-deck-not-for-kind = a card of kind `{ $kind }` has no `{ $column }`
chez-geek-err-deck-cell = the column `{ $column }` of `{ $path }` cannot hold this: { $error }
chez-geek-err-deck-too-many = the deck holds { $count } life cards; at most { $limit }
chez-geek-err-job-twice = the job `{ $job }` is fixed for two players
chez-geek-err-unknown-job = there is no job `{ $job }` in the deck (for { $player })
chez-geek-err-unknown-card = there is no card `{ $card }` in the deck
chez-geek-err-too-few-jobs = the deck has { $count } jobs, not one for each player
chez-geek-err-two-player-jobs = { $count ->
    [0] the job deck marks no job of the two-player note
    [one] the job deck marks only one job of the two-player note
   *[other] the job deck marks { $count } jobs of the two-player note
}: a two-player game with `two_players={ $note }` needs the two ("recomendamos que retiréis Vago Profesional y Batería del mazo de Curro, o que empecéis directamente la partida con esas cartas")
chez-geek-help-two-player-jobs = mark the note's two jobs in the deck with `two_players: true` (in a CSV deck, the `two_players` column), or start the game with `--option two_players=keep`
chez-geek-err-no-flat = { $player } has no room in the game's state
chez-geek-err-seats = the order of play does not match the players
chez-geek-err-setup-needs-chance = the scenario's `setup:` needs chance (a variable salary or free time, or a draw from an empty pile): write `salary`, `free_time` and the whole hand
chez-geek-err-script-short = the phase uses { $scripted } scripted draws and needs { $more } more: a scenario scripts every draw of a phase or none
chez-geek-err-condition-no-card = { $writer }'s condition "{ $condition }" names no card of the game
chez-geek-help-condition = a choice given in advance names the Persona or card that would make { $writer } give a card up: "lose Ruso Blanco if Gilipollas comes"
chez-geek-err-condition-negated = { $writer }'s condition "{ $condition }" is negated: "if … comes" is read, naming the Persona or card that would make him give a card up
chez-geek-err-condition-two = { $writer }'s condition "{ $condition }" holds another one: one choice in advance a line, with one condition
chez-geek-err-condition-takes-nothing = { $card } never makes anyone give up a card of his room: { $writer }'s condition could never hold
chez-geek-err-choice-never-taken = { $cause } does not take { $card }: it takes from the room only a card of the kind its card says, so { $writer } would never lose { $card } to it
chez-geek-err-choice-not-in-room = { $card } is not in { $writer }'s room: only a card of the room is given up, not one of the hand
chez-geek-err-play-number = the play is numbered { $written }, but it is play { $place } of the turn
chez-geek-err-no-card = no card is recognised here
chez-geek-help-card-names = the card's name is written as it is in { $writer }'s hand (case and accents aside)
chez-geek-err-phase-over = the { $phase } phase is over: the turn is at { $now }
chez-geek-err-not-in-room = { $card } is not in { $writer }'s room
chez-geek-help-evict-from-hand = { $card } is in { $writer }'s hand: ask { $writer } whether it is played from the hand (`juego { $card } sobre …`); only a Persona of one's room is thrown out
chez-geek-err-not-evictable = { $card } cannot be thrown out (only people, and not cats)
chez-geek-err-evict-to-self = { $writer } must send it to another player's room
chez-geek-err-not-in-hand = { $card } is not in { $writer }'s hand at that point
chez-geek-err-job-forbids = with the job { $job }, { $writer } cannot play { $card }
chez-geek-err-not-a-person = { $card } is not a person
chez-geek-err-not-a-thing = { $card } is not a thing: it is not bought
chez-geek-err-buy-things = things are bought: «compro { $card }»
chez-geek-err-no-jobs = no jobs are left in the deck
chez-geek-err-fired-whom = { $writer } does not say who is fired (for instance «on Ana»)
chez-geek-err-fired-self = this card is played on another player
chez-geek-err-no-free-time = { $writer } has no free time left for this
chez-geek-err-salary = { $salary ->
    [0] it costs { $cost } and { $writer } has no salary left
   *[other] it costs { $cost } and { $writer } has only { $salary } salary left
}
chez-geek-err-hand-over-five = at the end of the turn { $writer } would hold { $count } cards
chez-geek-err-reaction-two-cards = { $writer } plays two cards on one line: each reaction is one card, on its own line
chez-geek-help-discard = { $writer } must discard { $count } with «discard …»
chez-geek-err-discard-all = { $writer } cannot discard the whole hand: one card at least must stay
chez-geek-err-two-rooms = { $writer }'s play names two targets: { $first } and { $second }
chez-geek-help-two-rooms = a card goes to one room only: ask { $writer } whether it is { $first }'s or { $second }'s
chez-geek-err-keep-which = { $writer } keeps a card without saying which: the pronoun stands for no one card named before it
chez-geek-err-which-play = { $writer } does not say the number of the play answered (for instance «in play 3»)
chez-geek-err-own-play-number = in { $writer }'s own turn no play is answered: the play's number must go
chez-geek-err-no-such-play = { $player } has no play { $number } this turn
chez-geek-err-not-the-trip = play { $number } of { $player } is no shopping trip: which play does it answer?
chez-geek-err-reaction-late = too late: when it was sent, { $player } had already made play { $later }, and play { $number } was already in play
chez-geek-err-reaction-late-post = too late: post #{ $post } comes after #{ $later_post }, where { $player } made play { $later }, and play { $number } was already in play
chez-geek-err-roll-no-play = { $writer } rolls a die before any play: a roll says which play it is for ("roll for play 1") and comes after it
chez-geek-err-roll-no-die = play { $number } ({ $card }) rolls no die: a die is rolled only to call a Persona who gives slack, to evict one, or for a card's variable slack
chez-geek-err-reaction-after-roll = too late: when it was sent, { $player } had already rolled the die of play { $number }
chez-geek-err-reaction-after-roll-post = too late: post #{ $post } comes after #{ $roll_post }, where { $player } rolled the die of play { $number }
chez-geek-err-tele-free-time = a TV card cancels only a free time (a shopping trip or an activity)
chez-geek-err-tele-pena = a TV card cannot stop the others from calling people
chez-geek-err-cancel-category = { $card } cannot cancel { $target }
chez-geek-err-take-category = { $card } cannot take { $target }: it is not of its categories
chez-geek-err-out-of-turn = out of { $writer }'s turn only Anytime and TV cards are played: not { $card }
chez-geek-err-own-turn-salary = { $card } gives salary for the turn of whoever plays it: out of that turn it does nothing, so { $writer } can play it only in { $writer }'s own turn
chez-geek-err-own-turn-free-time = { $card } gives free time for the turn of whoever plays it: out of that turn it does nothing, so { $writer } can play it only in { $writer }'s own turn
chez-geek-err-reaction-needs-play = { $writer } does not say which play { $card } answers (for instance «in play 2»)
chez-geek-err-reaction-which-play = { $writer } does not say which play of { $player } { $card } answers, and it may answer several: { $plays } (for instance «in play 2»)
chez-geek-err-reaction-names-no-play = { $writer } plays { $card } without saying against whom or which play it answers
chez-geek-help-reaction-the-only-play = against play { $number } of { $player } ({ $cards })? Ask { $writer }: an answer like «play { $card } in play { $number }» is read
chez-geek-err-cancel-in-play = { $card } cancels a card only while it is being played: cards already in play are not cancelled
chez-geek-err-take-whom = { $writer } does not say from whose room { $card } takes the card (for example «against the Cigarrillos of Mar»)
chez-geek-err-take-own-room = { $card } takes a card from another player's room, not from { $writer }'s
chez-geek-take-nothing = { $card } finds nothing to take in the room of { $from }.
chez-geek-reaction-not-applied = { $player_me ->
    [yes] Your { $card } has no effect.
   *[other] { $player }'s { $card } has no effect.
}
chez-geek-reaction-already-cancelled = { $player_me ->
    [yes] Your { $card } has no effect: { $by } had already cancelled play { $number }, and the card stays in your hand.
   *[other] { $player }'s { $card } has no effect: { $by } had already cancelled play { $number }, and the card stays in { $player }'s hand.
}
chez-geek-reaction-cancels = { $player } plays { $card } against play { $number } of { $active }.
chez-geek-watches-tv = { $player } spends that free time watching TV.
chez-geek-things-back = { $cards } { $count ->
    [one] goes
   *[other] go
} back to the hand of { $player }.
chez-geek-cancelled = { $card } is cancelled and discarded.
chez-geek-trip-cancelled = { $player }'s shopping trip (play { $number }) is cancelled: { $count ->
    [one] { $cards } goes back to the hand
   *[other] { $cards } go back to the hand
}, unbought.
chez-geek-reaction-takes = { $player } plays { $card } and takes { $taken } from the room of { $from }.
chez-geek-take-in-turn = { $card } takes { $taken } from the room of { $from } to the room of { $player }.
chez-geek-reaction-plays = { $player } plays { $card }.

rule-chez-geek-cancel = "Las cartas que pueden cancelar otras cartas sólo afectan a la carta objetivo en el momento en el que está siendo jugada. Las cartas canceladas son descartadas." "Debes jugar tu carta de cancelación antes de que ese compañero de piso: 1. Juegue otra carta, o 2. Tire un dado …, o 3. Termine su turno."
rule-chez-geek-trip-cancel = "Si alguien cancela tu salida de Compras, todas las cartas de Cosas que jugaste vuelven a tu mano." (option trip_cancel=trip: a cancellation of one thing cancels the whole trip)
rule-chez-geek-tele = "Cuando un compañero de piso anuncie lo que va a hacer en su Tiempo Libre … puedes jugar una carta de Tele sobre él. En ese caso, tendría que pasar ese Tiempo Libre viendo la Tele … Se queda con la carta de Tele en su cuarto y gana 1 punto de Vagueo."
rule-chez-geek-take = "Gorroneo no es una carta de cancelación."
rule-chez-geek-choice = "Tú eliges qué descartas." … "Cuando consigues que un gorrón se vaya de tu cuarto (ver Echar a la Peña), determinas a qué cuarto va ahora."
rule-chez-geek-setup = "Se barajan los Curros y se reparte uno, boca arriba, a cada jugador. Después se barajan las cartas de Vida y se reparten cinco, boca abajo, a cada jugador."
rule-chez-geek-turn = "Los turnos de juego se dividen en cinco fases: Robo, Tiradas, Llamar a la Peña, Tiempo Libre, y Descarte."
rule-chez-geek-draw = "Robo: Roba cartas del mazo de cartas de Vida hasta tener seis cartas en la mano (siete si tienes el Curro de Esclavo Corporativo)."
rule-chez-geek-reshuffle = "Si te quedas sin cartas de Vida durante una partida, baraja la pila de descartes y vuelve a usar las cartas."
rule-chez-geek-variable = "Tira un dado cada turno, en tu fase de Tiradas, para determinar qué Sueldo o Tiempo Libre tienes ese turno. Con un resultado de 1, 2 ó 3, se usa el número más bajo. Con un resultado de 4, 5 ó 6, se usa el número más alto."
rule-chez-geek-evict-roll = "Para hacer que alguien se vaya, tira un dado. Con un resultado de 1 a 3, la Persona elegida sigue por allí y tienen lugar los efectos negativos correspondientes. Con un resultado de 4 a 6, les mandas a cualquier otro cuarto cuya entrada no les haya sido restringida"
rule-chez-geek-call-roll = "b. Si la Persona da puntos de Vagueo, tira un dado. Con un resultado de 1 ó 2, esa Persona no estaba en casa cuando la Llamaste."
rule-chez-geek-slack-points = "Si una Actividad proporciona un número de puntos de Vagueo variable, o si cualquier circunstancia cambia la cantidad de puntos de Vagueo de una carta haciendo que el valor impreso no sea ya el correcto, el propietario de la carta debe poner contadores de Vagueo sobre ella, uno por cada punto."
rule-chez-geek-activity-roll = "Algunas Actividades valen una cantidad variable de puntos de Vagueo, que se determina con una tirada de dado."
rule-chez-geek-call = "Con un resultado de 1 ó 2, esa Persona no estaba en casa cuando la Llamaste. Descarta esa carta."
rule-chez-geek-activity = "Si el resultado es de cero (o menos) puntos, se considera que la Actividad no ha tenido éxito, y la carta pasa a la pila de descartes."
rule-chez-geek-slack = "Todos los compañeros de piso pueden mirar tu cuarto, y sumar los contadores al valor impreso de las cartas sin contadores para determinar cuántos puntos de Vagueo tienes."
rule-chez-geek-hand = "No puedes regalar cartas ni cambiarlas con tus compañeros de piso, pero puedes mostrar tu mano a quien quieras."
rule-chez-geek-job-bonus = "Si tu Curro aumenta el Vagueo de otras cartas que haya en tu cuarto … pon un contador en esas cartas para indicar los puntos de Vagueo adicionales."
rule-chez-geek-moocher = "Cuando la Chica Hambrienta, el Borracho Torpe o el Gilipollas se juegan sobre ti, debes descartarte inmediatamente de una carta de tu cuarto, del tipo indicado en la carta del gorrón."
rule-chez-geek-evict = "Con un resultado de 4 a 6, les mandas a cualquier otro cuarto cuya entrada no les haya sido restringida … Si no hay otro cuarto en el que pueda entrar, la carta de Persona se descarta."
rule-chez-geek-noisy = "Si en cualquier momento un jugador gana 5 o más puntos de Vagueo por un Polvete, los compañeros de piso que estén sentados a su lado pierden (si tienen) una carta de Sobar de sus cuartos."
rule-chez-geek-new-job = "Si consigues un Curro nuevo durante la partida … conservas los puntos de Vagueo y las cartas que adquirieses con tu antiguo Curro."
rule-chez-geek-salary = "No puedes ahorrar Sueldo de un turno para el siguiente; el Sueldo que no se gaste en Cosas o Actividades desaparece al final de tu turno."
rule-chez-geek-discard = "Si tienes más de cinco cartas, debes descartarte hasta que sólo tengas cinco."
rule-chez-geek-win = "El primer jugador en alcanzar o superar la Meta de Vagueo de su carta de Curro gana inmediatamente."
chez-geek-err-no-partner = { $writer } plays { $card } with { $player }: a card is played by one player alone, { $player } is not part of it
chez-geek-help-no-partner = ask { $writer } whether { $card } is played alone, into { $writer }'s own room, leaving { $player } out
chez-geek-err-no-gift = { $writer } gives { $card } to { $player }: no one may give cards away or swap them with a flatmate, a card given up goes to the discard pile
chez-geek-help-no-gift = ask { $writer } whether { $card } is only given up (to the discard pile), with no one to receive it
chez-geek-err-activity-elsewhere = { $writer } plays the activity { $card } for { $player }: an activity goes in the room of whoever plays it ("pones la carta en tu cuarto"), { $player } is not part of it
chez-geek-help-activity-elsewhere = ask { $writer } whether { $card } goes in { $writer }'s own room, leaving { $player } out
chez-geek-err-guardo = { $writer } writes `guardo`, which keeps a card in Spanish and watches it (plays it) in Italian; the PM does not tell which
chez-geek-help-guardo = ask { $writer } whether the card is kept for later or played; then write the order the way `check`'s forms write it
