# chez-geek: Chez Geek, Vagos Comparten Piso. Español.


chez-geek-phase-turn = Turno { $number }: { $player }
chez-geek-phase-tiradas = Tiradas
chez-geek-phase-pena = Llamar a la Peña
chez-geek-phase-tiempo-libre = Tiempo Libre
chez-geek-phase-descarte = Descarte

chez-geek-option-deck = un mazo en YAML o CSV (Curros y cartas de Vida) en lugar del mazo de ejemplo
chez-geek-option-two-players = con dos jugadores: retirar Vago Profesional y Batería (remove), empezar con ellos (start) o dejarlos en el mazo (keep)
chez-geek-option-counters = la variante con contadores: cada informe dice cuántos contadores le quedan a cada uno (on, off)
chez-geek-option-trip-cancel = una cancelación contra una salida de Compras: anula solo las Cosas de sus categorías, que se descartan (card), o toda la salida, con todas las Cosas de vuelta a la mano (trip)

chez-geek-seats = Orden de juego: { $players }.
chez-geek-job = { $player }: { $job } (Sueldo { $salary }, Tiempo Libre { $free_time }, Meta de Vagueo { $goal }).
chez-geek-your-hand = Tu mano: { $cards }.
chez-geek-how-to-post = Cómo se juega por mensaje privado: en tu turno escribe tus jugadas en orden, una por línea, numeradas si quieres (1., 2., …): «echo al Gilipollas al cuarto de { $other }» (Tiradas), «llamo a la Vecina Maja a mi cuarto» (Llamar a la Peña), «compro Súper Finos y Porro» o «juego Siesta» (Tiempo Libre) y «descarto Gato» (Descarte). Fuera de tu turno solo se juegan cartas de Cuando Sea y de Tele, diciendo a qué jugada contestan: «juego Maratón de Series contra { $other } en la jugada 2». Si una Persona te hace descartarte de una carta de tu cuarto, nómbrala: «pierdo el Ruso Blanco»; o de antemano, para cuando venga: «pierdo el Ruso Blanco si viene el Gilipollas».
chez-geek-turn-starts = Empieza el turno { $number }, de { $player }.
chez-geek-drew-count = { $player } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
}.
chez-geek-you-drew = Has robado: { $cards }.
chez-geek-roll-salary = Sueldo variable de { $player }: sale un { $die }, Sueldo { $value }.
chez-geek-roll-free-time = Tiempo Libre variable de { $player }: sale un { $die }, Tiempo Libre { $value }.
chez-geek-your-numbers = Este turno { $player } tiene Sueldo { $salary } y Tiempo Libre { $free_time }.
chez-geek-your-turn = Te toca: turno { $number }, con Sueldo { $salary } y Tiempo Libre { $free_time }.
chez-geek-reshuffled = Se acaba el mazo de Vida: { $count ->
    [one] se baraja la carta
   *[other] se barajan las { $count } cartas
} de la pila de descartes.
chez-geek-deck-empty = No quedan cartas de Vida ni en el mazo ni en los descartes.
chez-geek-room = Cuarto de { $player } ({ $job }): { $slack } de { $goal } puntos de Vagueo. Cartas: { $cards }.
chez-geek-room-counters = Cuarto de { $player } ({ $job }): { $slack } de { $goal } puntos de Vagueo, { $left ->
    [one] queda { $left } contador
   *[other] quedan { $left } contadores
}. Cartas: { $cards }.
chez-geek-plays-evict = { $number }. { $player } intenta Echar a { $card } de su cuarto.
chez-geek-evict-roll = Tirada de { $player } por { $card }: { $die }.
chez-geek-evict-stays = Con 3 o menos, { $card } sigue en el cuarto de { $player }.
chez-geek-plays-person = { $number }. { $player } juega { $card }.
chez-geek-call-roll = Tirada de { $player } para ver si { $card } está en casa: { $die }.
chez-geek-slack-roll = Tirada de Vagueo de { $player } por { $card }: { $die }.
chez-geek-not-home = { $card } no estaba en casa: la carta va a los descartes.
chez-geek-plays-shopping = { $number }. { $player } va de Compras: { $card }.
chez-geek-plays-activity = { $number }. { $player } juega la Actividad { $card }.
chez-geek-plays-whenever = { $number }. { $player } juega { $card }.
chez-geek-activity-fails = { $card } no tiene éxito ({ $slack } puntos de Vagueo): la carta va a los descartes y el Tiempo Libre se pierde.
chez-geek-enters-room = { $card } entra en el cuarto de { $player } con { $slack ->
    [one] { $slack } punto
   *[other] { $slack } puntos
} de Vagueo.
chez-geek-anyone-bonus = El Curro de { $player } le da { $slack ->
    [one] { $slack } punto
   *[other] { $slack } puntos
} de Vagueo más por { $card }.
chez-geek-salary-now = El Sueldo de { $player } este turno es ahora { $salary }.
chez-geek-free-time-more = { $player } tiene este turno { $count ->
    [one] un Tiempo Libre
   *[other] { $count } Tiempos Libres
} más.
chez-geek-moocher-eats = { $moocher } hace que { $player } se descarte de { $card }.
chez-geek-moocher-nothing = A { $moocher } ya no le queda nada que quitarle a { $player }.
chez-geek-moocher-nothing-on-arrival = { $moocher } no encuentra nada que quitarle a { $player }.
chez-geek-noisy-loses = ¡Polvete ruidoso! { $player } pierde { $card }.
chez-geek-choice-by-seed = { $player } no ha dicho de qué carta se deshace: entre { $count } posibles, la semilla elige { $card }.
chez-geek-choice-unused = No hacía falta deshacerte de { $card }: sigue donde estaba.
chez-geek-choice-named = { $player_me ->
    [yes] Elegiste deshacerte de { $card }.
   *[other] { $player } eligió deshacerse de { $card }.
}
chez-geek-choice-conditional = { $player_me ->
    [yes] Lo habías elegido de antemano: si venía { $cause }, te deshacías de { $card }.
   *[other] { $player } lo había elegido de antemano: si venía { $cause }, se deshacía de { $card }.
}
chez-geek-choice-unused-conditional = No se ha usado tu elección de antemano: { $card } si venía { $cause }.
chez-geek-evict-by-seed = { $player } no ha dicho adónde manda a { $card }: la semilla elige el cuarto de { $to }.
chez-geek-evict-room-closed = { $card } no puede entrar en el cuarto de { $to }: su Curro se lo restringe.
chez-geek-evict-room-locked = { $card } no puede entrar en el cuarto de { $to }: { $lock } le restringe la entrada.
chez-geek-evict-no-room = No hay otro cuarto en el que { $card } pueda entrar: la carta se descarta.
chez-geek-new-job = { $player } tiene un Curro nuevo: { $job } (Sueldo { $salary }, Tiempo Libre { $free_time }, Meta de Vagueo { $goal }).
chez-geek-discards = { $player } se descarta de { $count ->
    [one] una carta
   *[other] { $count } cartas
}.
chez-geek-you-discard = Te descartas de: { $cards }.
chez-geek-turn-ends = Termina el turno de { $player }: el Sueldo que no se ha gastado desaparece.
chez-geek-wins = ¡{ $player } llega a { $slack } puntos de Vagueo (Meta { $goal }) y gana la partida!

chez-geek-status-turn = Turno { $number }: juega { $player } (Sueldo { $salary }, Tiempo Libre { $free })
chez-geek-status-room = { $player } ({ $job }): { $slack } de { $goal } puntos de Vagueo; { $hand ->
    [one] una carta
   *[other] { $hand } cartas
} en la mano
chez-geek-status-hand = Mano de { $player }: { $cards }
chez-geek-status-piles = Mazo de Vida: { $draw } cartas; descartes: { $discard }
chez-geek-status-who-posts = Solo { $player } tiene que enviar su turno y `next` no espera a nadie más: { $count ->
    [one] el otro jugador puede contestar a sus jugadas si quiere
   *[other] los demás pueden contestar a sus jugadas si quieren
}.

chez-geek-form-card = una carta
chez-geek-form-player = un cuarto (jugador)
chez-geek-form-evict = Tiradas: echar a una Persona de tu cuarto (con 4-6 va al cuarto que digas)
chez-geek-form-call = Llamar a la Peña: una Persona a tu cuarto o al de otro jugador
chez-geek-form-buy = Tiempo Libre: una salida de Compras (varias Cosas separadas por «y»)
chez-geek-form-play = una Actividad (Tiempo Libre) o una carta de Cuando Sea
chez-geek-form-discard = Descarte: hasta quedarte con cinco cartas como mucho, una como poco
chez-geek-form-take = una carta de Cuando Sea sobre el cuarto de otro jugador: Gorroneo se lleva una de sus cartas
chez-geek-form-fire = ¡Estás Despedido! sobre otro jugador: roba un Curro nuevo
chez-geek-form-whenever = una carta de Cuando Sea fuera de tu turno
chez-geek-form-answer = una carta de Tele o de Cuando Sea contra una jugada de { $player } (su número en el orden de su mensaje): la Tele cancela un Tiempo Libre, las demás cancelan o se llevan una carta de sus categorías
chez-geek-form-active = el jugador en turno
chez-geek-form-play-number = el número de la jugada
chez-geek-form-lose = la carta de tu cuarto que das si un gorrón o un Polvete ruidoso te quita una (tú eliges; si no dices ninguna, elige la semilla)

chez-geek-err-deck-file = no se puede leer el mazo `{ $path }`: { $error }
chez-geek-err-deck-id = el mazo repite o deja vacío el id de carta `{ $card }`
chez-geek-err-deck-goal = el Curro `{ $card }` necesita una Meta de Vagueo mayor que cero
chez-geek-err-deck-person = la carta `{ $card }`: una Persona necesita su tipo (invitado con Vagueo, gorrón con 0 o menos, gato) y solo una Persona lo lleva
chez-geek-err-deck-name = la carta `{ $card }` necesita un nombre con letras o cifras
chez-geek-err-deck-count = la carta `{ $card }` tiene cero copias
chez-geek-err-deck-no-life = el mazo no tiene cartas de Vida: se reparten cinco a cada jugador («se barajan las cartas de Vida y se reparten cinco»); añádelas en `life:`
chez-geek-err-deck-no-slack = ninguna carta del mazo da Vagueo (ni la suya, ni una bonificación, ni un Curro): nadie podría llegar nunca a su Meta de Vagueo; da Vagueo a algunas cartas
chez-geek-err-deck-no-jobs = el mazo no tiene Curros: se reparte uno a cada jugador («se reparte uno, boca arriba, a cada jugador»); añádelos en `jobs:`
chez-geek-err-too-few-life = el mazo tiene { $count } cartas de Vida y se reparten cinco a cada uno de los { $players } jugadores: necesita { $need } como mínimo; añade cartas o copias (`count`)
chez-geek-err-turn-number = `{ $field }: { $value }` no puede ser: como mucho { $max }
chez-geek-err-too-many-copies = { $card } está { $found } veces en la partida (manos, cuartos, mazo y descartes), y el mazo tiene { $count }
chez-geek-help-too-many-copies = quita de game.yaml las copias de más, o da al mazo tantas copias como hay en juego (`count:`)
chez-geek-err-deck-too-big = el mazo `{ $path }` pasa de { $limit } bytes: un mazo ocupa unos pocos KB
chez-geek-help-deck-file = `--option deck=FICHERO` nombra un mazo en YAML (el esquema del mazo de ejemplo deck.yaml) o en `.csv` (las columnas del README, chez-geek)
chez-geek-help-deck-yaml = el esquema es el del mazo de ejemplo, src/rules/chez_geek/deck.yaml: `jobs:` y `life:`, cada carta con los campos que se listan al principio
chez-geek-help-deck-csv = una fila por carta y, en la primera, las columnas: kind (job, persona, cosa, actividad, cuando_sea), id, name, count, cost, slack, person, categories (a|b), effects (a: x; b), salary, free_time, goal, special, sample; el ejemplo es src/rules/chez_geek/deck.csv
chez-geek-err-deck-column = el mazo `{ $path }` tiene una columna desconocida o repetida, `{ $column }`
chez-geek-err-deck-missing-column = al mazo `{ $path }` le falta la columna `{ $column }`
chez-geek-err-deck-row-length = esta fila de `{ $path }` tiene { $cells } celdas y el mazo tiene { $columns } columnas
chez-geek-err-deck-kind = `{ $kind }` no es un tipo de carta (job, persona, cosa, actividad, cuando_sea)
chez-geek-err-deck-not-for-kind = una carta de tipo `{ $kind }` no lleva `{ $column }`
chez-geek-err-deck-cell = la columna `{ $column }` de `{ $path }` no admite esto: { $error }
chez-geek-err-deck-too-many = el mazo tiene { $count } cartas de Vida; como mucho { $limit }
chez-geek-err-job-twice = el Curro `{ $job }` está fijado para dos jugadores
chez-geek-err-unknown-job = no hay ningún Curro `{ $job }` en el mazo (para { $player })
chez-geek-err-unknown-card = no hay ninguna carta `{ $card }` en el mazo
chez-geek-err-too-few-jobs = el mazo tiene { $count } Curros, no hay uno para cada jugador
chez-geek-err-two-player-jobs = { $count ->
    [0] el mazo de Curro no marca ningún Curro de la nota para dos jugadores
    [one] el mazo de Curro marca un solo Curro de la nota para dos jugadores
   *[other] el mazo de Curro marca { $count } Curros de la nota para dos jugadores
}: con dos jugadores y `two_players={ $note }` hacen falta los dos ("recomendamos que retiréis Vago Profesional y Batería del mazo de Curro, o que empecéis directamente la partida con esas cartas")
chez-geek-help-two-player-jobs = marca en el mazo los dos Curros de la nota con `two_players: true` (en un mazo CSV, la columna `two_players`), o empieza la partida con `--option two_players=keep`
chez-geek-err-no-flat = { $player } no tiene cuarto en el estado de la partida
chez-geek-err-seats = el orden de juego no coincide con los jugadores
chez-geek-err-setup-needs-chance = el `setup:` del escenario necesita azar (un Sueldo o Tiempo Libre variable, o robar sin mazo): escribe `salary`, `free_time` y la mano completa
chez-geek-err-script-short = la fase usa { $scripted } tiradas del guion y necesita { $more } más: un escenario da todas las tiradas de la fase o ninguna
chez-geek-err-condition-no-card = la condición «{ $condition }» de { $writer } no nombra ninguna carta de la partida
chez-geek-help-condition = una elección dada de antemano nombra la Persona o la carta que haría descartarse a { $writer }: «pierdo el Ruso Blanco si viene el Gilipollas»
chez-geek-err-condition-negated = la condición «{ $condition }» de { $writer } está negada: se lee «si viene …», con la Persona o la carta que le haría descartarse
chez-geek-err-condition-two = la condición «{ $condition }» de { $writer } lleva otra dentro: una elección de antemano por línea, con una condición
chez-geek-err-condition-takes-nothing = { $card } no hace que nadie se descarte de una carta de su cuarto: la condición de { $writer } no se cumpliría nunca
chez-geek-err-choice-never-taken = { $cause } no se lleva { $card }: solo se lleva del cuarto una carta del tipo que indica su carta, así que { $writer } nunca perdería { $card } por esa causa
chez-geek-err-choice-not-in-room = { $card } no está en el cuarto de { $writer }: solo se pierde una carta del cuarto ("debes descartarte inmediatamente de una carta de tu cuarto"), no de la mano
chez-geek-err-play-number = la jugada lleva el número { $written }, pero es la jugada { $place } del turno
chez-geek-err-no-card = no se reconoce ninguna carta aquí
chez-geek-help-card-names = el nombre de la carta se escribe tal como viene en la mano de { $writer } (mayúsculas y tildes dan igual)
chez-geek-err-phase-over = la fase de { $phase } ya pasó: el turno va por { $now }
chez-geek-err-not-in-room = { $card } no está en el cuarto de { $writer }
chez-geek-help-evict-from-hand = { $card } está en la mano de { $writer }: pregunta a { $writer } si la juega desde la mano (`juego { $card } sobre …`); solo se echa a una Persona del propio cuarto
chez-geek-err-not-evictable = { $card } no se puede Echar (solo las Personas, y los Gatos no)
chez-geek-err-evict-to-self = { $writer } tiene que mandarlo al cuarto de otro jugador
chez-geek-err-not-in-hand = { $card } no está en la mano de { $writer } en ese momento
chez-geek-err-job-forbids = con el Curro { $job }, { $writer } no puede jugar { $card }
chez-geek-err-not-a-person = { $card } no es una Persona
chez-geek-err-not-a-thing = { $card } no es una Cosa: no se compra
chez-geek-err-buy-things = las Cosas se compran: «compro { $card }»
chez-geek-err-no-jobs = no quedan Curros en el mazo
chez-geek-err-fired-whom = { $writer } no dice a quién despide (por ejemplo «sobre Ana»)
chez-geek-err-fired-self = esta carta se juega sobre otro jugador
chez-geek-err-no-free-time = a { $writer } no le queda Tiempo Libre para esto
chez-geek-err-salary = { $salary ->
    [0] cuesta { $cost } y a { $writer } ya no le queda Sueldo
    [one] cuesta { $cost } y a { $writer } solo le queda { $salary } de Sueldo
   *[other] cuesta { $cost } y a { $writer } solo le quedan { $salary } de Sueldo
}
chez-geek-err-hand-over-five = al final del turno { $writer } tendría { $count } cartas en la mano
chez-geek-err-reaction-two-cards = { $writer } juega dos cartas en una sola línea: cada reacción es una carta, en su propia línea
chez-geek-help-discard = { $writer } tiene que descartarse de { $count } con «descarto …»
chez-geek-err-discard-all = { $writer } no puede descartarse de todas las cartas: tiene que quedarle una como poco
chez-geek-err-two-rooms = la jugada de { $writer } nombra dos destinos: { $first } y { $second }
chez-geek-help-two-rooms = una carta va a un solo cuarto: pregunta a { $writer } si es el de { $first } o el de { $second }
chez-geek-err-keep-which = { $writer } se guarda una carta sin decir cuál: no se sabe a qué carta se refiere el pronombre
chez-geek-err-which-play = { $writer } no dice el número de la jugada que contesta (por ejemplo «en la jugada 3»)
chez-geek-err-own-play-number = en su propio turno { $writer } no contesta a ninguna jugada: sobra el número de jugada
chez-geek-err-no-such-play = { $player } no tiene jugada { $number } en este turno
chez-geek-err-not-the-trip = la jugada { $number } de { $player } no es una salida de Compras: ¿a qué jugada contesta?
chez-geek-err-reaction-late = llega tarde: cuando se envió, { $player } ya había hecho la jugada { $later }, y la jugada { $number } ya estaba en juego
chez-geek-err-reaction-late-post = llega tarde: el mensaje #{ $post } es posterior al #{ $later_post }, en el que { $player } hizo la jugada { $later }, y la jugada { $number } ya estaba en juego
chez-geek-err-roll-no-play = { $writer } tira un dado antes de hacer ninguna jugada: la tirada dice de qué jugada es («tiro por la jugada 1») y va después de ella
chez-geek-err-roll-no-die = la jugada { $number } ({ $card }) no tira ningún dado: sólo se tira para Llamar a una Persona que da puntos de Vagueo, para Echarla o por los puntos de Vagueo variables de una carta
chez-geek-err-reaction-after-roll = llega tarde: cuando se envió, { $player } ya había tirado el dado de la jugada { $number }
chez-geek-err-reaction-after-roll-post = llega tarde: el mensaje #{ $post } es posterior al #{ $roll_post }, en el que { $player } tiró el dado de la jugada { $number }
chez-geek-err-tele-free-time = la Tele solo cancela un Tiempo Libre (una salida de Compras o una Actividad)
chez-geek-err-tele-pena = la Tele no puede usarse para evitar que los demás Llamen a la Peña
chez-geek-err-cancel-category = { $card } no puede cancelar { $target }
chez-geek-err-take-category = { $card } no se lleva { $target }: no es de sus categorías
chez-geek-err-out-of-turn = fuera de su turno { $writer } solo puede jugar cartas de Cuando Sea y de Tele: { $card } no
chez-geek-err-own-turn-salary = { $card } da Sueldo para el turno de quien la juega: fuera de su turno no hace nada, así que { $writer } solo puede jugarla en su propio turno
chez-geek-err-own-turn-free-time = { $card } da Tiempo Libre para el turno de quien la juega: fuera de su turno no hace nada, así que { $writer } solo puede jugarla en su propio turno
chez-geek-err-reaction-needs-play = { $writer } no dice a qué jugada contesta { $card } (por ejemplo «en la jugada 2»)
chez-geek-err-reaction-which-play = { $writer } no dice a qué jugada de { $player } contesta { $card }, y puede contestar a varias: { $plays } (por ejemplo «en la jugada 2»)
chez-geek-err-reaction-names-no-play = { $writer } juega { $card } sin decir contra quién ni a qué jugada contesta
chez-geek-help-reaction-the-only-play = ¿contra la jugada { $number } de { $player } ({ $cards })? Pregúntaselo a { $writer }: una respuesta como «juego { $card } en la jugada { $number }» se lee
chez-geek-err-cancel-in-play = { $card } solo cancela una carta mientras se está jugando: las cartas que ya están en juego no se cancelan
chez-geek-err-take-whom = { $writer } no dice de qué cuarto se lleva la carta con { $card } (por ejemplo «contra los Cigarrillos de Mar»)
chez-geek-err-take-own-room = { $card } se lleva una carta del cuarto de otro jugador, no del de { $writer }
chez-geek-take-nothing = { $card } no encuentra nada que llevarse en el cuarto de { $from }.
chez-geek-reaction-not-applied = { $player_me ->
    [yes] Tu { $card } se queda sin efecto.
   *[other] { $card } de { $player } se queda sin efecto.
}
chez-geek-reaction-already-cancelled = { $player_me ->
    [yes] Tu { $card } se queda sin efecto: { $by } ya había cancelado la jugada { $number }, y la carta sigue en tu mano.
   *[other] { $card } de { $player } se queda sin efecto: { $by } ya había cancelado la jugada { $number }, y la carta sigue en la mano de { $player }.
}
chez-geek-reaction-cancels = { $player } juega { $card } contra la jugada { $number } de { $active }.
chez-geek-watches-tv = { $player } se pasa ese Tiempo Libre viendo la Tele.
chez-geek-things-back = { $count ->
    [one] { $cards } vuelve
   *[other] { $cards } vuelven
} a la mano de { $player }.
chez-geek-cancelled = La carta { $card } queda cancelada y va a los descartes.
chez-geek-trip-cancelled = Se cancela la salida de Compras de { $player } (jugada { $number }): { $count ->
    [one] { $cards } vuelve a su mano
   *[other] { $cards } vuelven a su mano
} sin comprarse.
chez-geek-reaction-takes = { $player } juega { $card } y se lleva { $taken } del cuarto de { $from }.
chez-geek-take-in-turn = { $card } se lleva { $taken } del cuarto de { $from } al de { $player }.
chez-geek-reaction-plays = { $player } juega { $card }.

rule-chez-geek-cancel = "Las cartas que pueden cancelar otras cartas sólo afectan a la carta objetivo en el momento en el que está siendo jugada. Las cartas canceladas son descartadas." "Debes jugar tu carta de cancelación antes de que ese compañero de piso: 1. Juegue otra carta, o 2. Tire un dado …, o 3. Termine su turno."
rule-chez-geek-trip-cancel = "Si alguien cancela tu salida de Compras, todas las cartas de Cosas que jugaste vuelven a tu mano." (opción trip_cancel=trip: la cancelación de una Cosa cancela toda la salida)
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
chez-geek-err-no-partner = { $writer } juega { $card } con { $player }: una carta la juega un solo jugador, { $player } no participa
chez-geek-help-no-partner = pregunta a { $writer } si juega { $card } solo, en su propio cuarto, sin { $player }
chez-geek-err-no-gift = { $writer } da { $card } a { $player }: no se pueden regalar cartas ni cambiarlas con los compañeros de piso, una carta que se pierde va a la pila de descartes
chez-geek-help-no-gift = pregunta a { $writer } si solo pierde { $card } (a la pila de descartes), sin que nadie la reciba
chez-geek-err-activity-elsewhere = { $writer } juega la Actividad { $card } para { $player }: una Actividad va al cuarto de quien la juega («pones la carta en tu cuarto»), { $player } no participa
chez-geek-help-activity-elsewhere = pregunta a { $writer } si { $card } va a su propio cuarto, sin { $player }
chez-geek-err-guardo = { $writer } escribe `guardo`, que en español guarda una carta y en italiano la ve (la juega); el MP no dice cuál de las dos
chez-geek-help-guardo = pregunta a { $writer } si se guarda la carta para luego o la juega; luego escribe la orden como la escriben los formularios de `check`
