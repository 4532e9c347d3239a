## among-us: el mapa
among-us-help-map = Corrige el mapa (el formato está en docs/rulings/among-us.md y en src/rules/among_us/hacienda.yaml).
among-us-err-map-yaml = El mapa {$path} no se puede leer: {$error}
among-us-err-map-file = No se puede leer el mapa {$path}: {$error}
among-us-map-level = «{$place}» está en el nivel {$level}: solo hay tres niveles (1 interior, 2 terraza, 3 jardín).
among-us-map-section-room = La sección «{$place}» no dice de qué estancia es (room:).
among-us-map-unknown-place = «{$place}» no es un lugar del mapa.
among-us-map-direction = «{$dir}» no es una dirección (norte, sur, este, oeste, noreste, noroeste, sureste, suroeste).
among-us-map-self = Un límite une «{$place}» consigo mismo.
among-us-map-twice = El límite ({$kind}) entre «{$a}» y «{$b}» está dos veces.
among-us-map-place-twice = El lugar «{$place}» está definido dos veces: la segunda definición sustituiría a la primera sin decir nada. Deja una (o cambia el nombre de uno de ellos).
among-us-map-wall-and = Un muro y un límite {$kind} entre «{$a}» y «{$b}»: un muro no deja pasar ni ver a través, así que no puede estar junto a otro límite entre los mismos dos lugares. Deja uno de los dos.
among-us-map-window-interior = Una ventana entre «{$a}» y «{$b}», dos estancias interiores del nivel 1: desde el primer nivel las ventanas dan a la terraza o al jardín (o a un claustro o galería abiertos).
among-us-map-window-terrace = Una ventana entre «{$a}» y «{$b}», terraza y jardín: desde la terraza se ve el jardín sin ventana (ledge) y se baja por las escaleras.
among-us-map-section-level = Una línea de sección entre «{$a}» y «{$b}»: «Solo hay líneas de sección en las zonas coloreadas de rojo y verde», dentro de un mismo nivel.
among-us-map-stairs = Unas escaleras entre «{$a}» y «{$b}»: las escaleras solo unen la terraza (nivel 2) y el jardín (nivel 3).
among-us-map-ledge = Un desnivel (ledge) entre «{$a}» y «{$b}»: solo lo hay entre la terraza (nivel 2) y el jardín (nivel 3).
among-us-map-door-terrace = Una puerta entre «{$a}» y «{$b}»: «Se puede acceder del segundo nivel al tercero sólo a través de las escaleras».
among-us-map-gap = Un hueco entre «{$a}» y «{$b}»: solo dividen en dos las estancias dobles del nivel 1 (dos secciones de la misma estancia).
among-us-map-passage-size = Un pasaje secreto de { $count ->
    [one] una sola entrada
   *[other] {$count} entradas
} ({$places}): los pasajes conectan «dos a dos» o «tres a tres».
among-us-map-passage-twice = «{$place}» está dos veces en el mismo pasaje secreto.
among-us-map-feature-place = El elemento «{$feature}» ({$key}) está en «{$place}», que no es un lugar del mapa.
among-us-map-feature-count = El elemento «{$feature}» ({$key}) está en { $count ->
    [0] ningún lugar
    [one] un lugar
   *[other] {$count} lugares
}; las reglas piden {$expected}.
among-us-map-unreachable = Nadie vivo puede llegar a «{$place}» desde «{$from}».
among-us-map-cell-twice = «{$place}» y «{$other}» están en la misma casilla [{$column}, {$row}] de su nivel: cada lugar necesita la suya para dibujarse.
# The drawn manor (`adjudicate map`).
among-us-map-level-1 = nivel 1 · interior
among-us-map-level-2 = nivel 2 · terraza
among-us-map-level-3 = nivel 3 · jardín
among-us-map-feature-bell = campana
among-us-map-feature-lights = candelabros
among-us-map-feature-chimney = chimenea
among-us-map-feature-gate = verja
among-us-map-feature-dovecote = palomas
among-us-map-feature-altar = altar
among-us-map-feature-plan = plano
among-us-map-feature-crystal-ball = bola de cristal
among-us-map-feature-view = vista de la bola
among-us-map-feature-lockable = cerradura
among-us-map-feature-open = al aire libre
among-us-map-passage = pasaje {$n}
among-us-map-person = {$player}{$impostor ->
    [yes] {$inside ->
        [yes] {" "}(impostor, en el pasaje)
       *[no] {" "}(impostor)
    }
   *[no] {$inside ->
        [yes] {" "}(en el pasaje)
       *[no] {""}
    }
}
among-us-map-living = {$players}
among-us-map-ghosts = fantasmas: {$players}
among-us-map-bodies = cadáveres: {$players}
among-us-map-legend-room = estancia con nombre
among-us-map-legend-corridor = pasillo
among-us-map-legend-door = puerta
among-us-map-legend-gap = paso de una estancia doble
among-us-map-legend-window = ventana
among-us-map-legend-section = línea de sección
among-us-map-legend-stairs = escaleras
among-us-map-legend-ledge = desnivel (la terraza ve el jardín)
among-us-map-legend-wall = muro (solo fantasmas)
among-us-map-legend-passage = pasaje {$n}: {$places}
among-us-map-legend-body = cadáver
among-us-map-legend-dark = a oscuras

## among-us: opciones, fases, bandos
among-us-option-dark-encounter = Un encuentro a oscuras (o de quien hace una tarea): «anonymous» (por defecto) cuenta las presencias sin nombres, como manda la oscuridad («no sabrá quién es»); «named» da los nombres, porque la escena que se abre los revela.
among-us-option-map = Un mapa propio (un fichero YAML con el formato de hacienda.yaml); vacío: la Hacienda de ejemplo.
among-us-phase-round = Ronda {$n}
among-us-phase-deliberation = Deliberación {$n}
among-us-side-vasallo = { $gender ->
    [f] Vasalla
   *[other] Vasallo
}
among-us-side-impostor = { $gender ->
    [f] Impostora
   *[other] Impostor
}
among-us-start = Empieza la partida en { among-us-the-place }: { $vassals ->
    [one] 1 vasallo
   *[other] {$vassals} vasallos
} y { $impostors ->
    [one] 1 impostor
   *[other] {$impostors} impostores
}.
among-us-your-side = Eres **{$role}**.
among-us-fellow-impostors = { $count ->
    [one] Tu compañero impostor: {$players}.
   *[other] Tus compañeros impostores: {$players}.
}
among-us-final-side = {$player} era **{$role}**.
among-us-win-vasallos = Ganan los Vasallos: no queda con vida ningún Impostor ({$players}).
among-us-win-impostores = Ganan los Impostores: quedan con vida tantos Impostores como Vasallos ({$players}).

## among-us: la ronda
among-us-you-at = Fase {$phase}: estás en { among-us-the-place }.
among-us-you-moved = Fase {$phase}: pasas { among-us-de-from } { among-us-a-to }.
among-us-saw-stay = Ves a {$player} en { among-us-the-place }, trasteando con los objetos de la estancia.
among-us-saw-at = Ves a {$player} en { among-us-the-place }.
among-us-saw-stay-many = Ves a {$people} en { among-us-the-place }, trasteando con los objetos de la estancia.
among-us-saw-at-many = Ves a {$people} en { among-us-the-place }.
among-us-saw-enter = Ves a {$player} entrar en { among-us-the-place } procedente { among-us-de-from }.
among-us-saw-enter-with = {$player} entra a la vez que tú en { among-us-the-place }, procedente { among-us-de-from }.
among-us-saw-cross = Ves a {$player} pasar { among-us-de-from } { among-us-a-to }.
among-us-saw-leave = Ves a {$player} salir { among-us-de-place } hacia { among-us-the-to }.
among-us-saw-body = { $player_me ->
    [yes] Ves tu propio cadáver en { among-us-the-place }.
   *[other] Ves el cadáver de {$player} en { among-us-the-place }.
}
among-us-saw-enter-passage = Ves a {$player} colarse en un pasaje secreto en { among-us-the-place }.
among-us-you-enter-passage = Fase {$phase}: te cuelas en el pasaje secreto { among-us-de-place }.
among-us-you-exit-passage = Fase {$phase}: sales del pasaje secreto en { among-us-the-place }.
among-us-saw-exit-passage = Ves a {$player} salir de un pasaje secreto en { among-us-the-place }.
among-us-crossed = Te cruzas con {$player} entre { among-us-the-a } y { among-us-the-b }.
among-us-crossed-dark = Te cruzas con alguien a oscuras entre { among-us-the-a } y { among-us-the-b }: no sabes quién es.
among-us-felt = Notas { $count ->
    [one] una presencia
   *[other] {$count} presencias
} en { among-us-the-place }, pero no ves { $count ->
    [one] quién es
   *[other] quiénes son
}{ $entered ->
    [0] .
   *[other] { $count ->
        [one] {" "}ni por dónde entró.
       *[other] { $entered ->
            [one] ; una acaba de entrar y no ves por dónde.
           *[other] ; {$entered} acaban de entrar y no ves por dónde.
        }
    }
}
among-us-heard-passage = Oyes abrirse un pasaje secreto en { among-us-the-place }.
among-us-encounter = Encuentro en la fase {$phase} en { among-us-the-place }: {$people}. Podéis hablar en la escena { among-us-de-place }.
among-us-encounter-unseen = Encuentro en la fase {$phase} en { among-us-the-place }, { $why ->
    [busy] mientras haces tu tarea
   *[dark] a oscuras
}: no sabes con quién. Podéis hablar en la escena { among-us-de-place }.
among-us-encounter-master = Encuentro en la fase { $phase }, { $place }: {$rooms} { $i ->
    [yes] e
   *[other] y
} {$last} (una escena que abrir).
among-us-you-killed = Fase {$phase}: asesinas a {$player} en { among-us-the-place }.
among-us-you-died = Fase {$phase}: te han asesinado en { among-us-the-place }. Sigues en la partida como fantasma.
among-us-saw-kill = Fase {$phase}: ves a {$killer} asesinar a {$player} en { among-us-the-place }.
among-us-kill-failed = Fase {$phase}: no puedes asesinar a {$player} (no está contigo, está en un pasaje secreto o ya no vive).
among-us-kill-failed-cooldown = Fase {$phase}: aún no puedes asesinar a {$player}: { $left ->
    [one] falta 1 fase
   *[other] faltan {$left} fases
} de espera (13 desde el inicio, la última deliberación o tu último asesinato o intento).
among-us-err-kill-twice = En la fase {$phase} no puedes asesinar otra vez: si el asesinato de la fase {$first} se comete, { $left ->
    [one] falta 1 fase
   *[other] faltan {$left} fases
} de espera (13 desde tu último asesinato). Declara un solo asesinato por ronda.
among-us-follow-failed = Fase {$phase}: no consigues seguir a {$player} y te quedas donde estabas.
among-us-passage-failed = No puedes usar un pasaje secreto en { among-us-the-place }.
among-us-report-failed = Fase {$phase}: no puedes reportar el cadáver de {$body}: no está a tu vista.
among-us-bell-failed = Fase {$phase}: no puedes tocar la campana desde { among-us-the-place }: hay que estar en el Comedor.
among-us-called-body = {$player} reporta el cadáver de {$body} en { among-us-the-place } (fase {$phase}). Todos al Comedor: empieza la deliberación.
among-us-called-bell = {$player} hace sonar la campana del servicio (fase {$phase}). Todos al Comedor: empieza la deliberación.
# The dead whose bodies lay unreported, missing when a deliberation gathers the living.
among-us-absent-dead = { $count ->
    [one] No acude al Comedor porque ha muerto: {$players}.
   *[other] No acuden al Comedor porque han muerto: {$players}.
}
among-us-round-over = Termina la ronda {$round}.
among-us-paused = La ronda {$round} se detiene tras la fase {$phase}: hay jugadores avisados que pueden cambiar sus acciones.
among-us-may-amend = Puedes cambiar { $points ->
    [one] tu último punto de acción
   *[other] tus {$points} últimos puntos de acción
} (desde la fase {$phase}) en las próximas 18 horas. Las acciones ya ejecutadas no cambian; si no envías nada, se juegan las que declaraste{ $points ->
    [one] .
   *[other] , y un punto numerado («{$last}. …») cambia solo ese punto.
}
among-us-amend-until = { $nth ->
    [second] Tienes hasta el {$until} para esta segunda corrección (18 horas naturales desde el plazo de la primera; no se admiten prórrogas).
   *[first] Tienes hasta el {$until} (18 horas naturales desde el cierre de la ronda; no se admiten prórrogas).
}
among-us-amend-until-public = { $nth ->
    [second] Segunda pausa de la ronda {$round}: los avisados tienen hasta el {$until} para responder (18 horas naturales desde el plazo de la primera pausa; no se admiten prórrogas).
   *[first] Los avisados tienen hasta el {$until} para responder (18 horas naturales; no se admiten prórrogas).
}
among-us-may-report = Puedes reportar el cadáver que ves (en la fase {$phase}) en las próximas 18 horas.
# A resumed round tells each player who might amend what became of his points.
among-us-amended = Tu corrección cuenta desde la fase {$from}: { $changed_count ->
    [one] la fase {$changed} se juega como la reajustas
   *[other] las fases {$changed} se juegan como las reajustas
}{ $kept_count ->
    [0] {""}
    [one] ; la fase {$kept}, como la habías declarado
   *[other] ; las fases {$kept}, como las habías declarado
}{ $standing_count ->
    [0] {""}
    [one] ; en la fase {$standing} ya no haces lo que habías declarado: bailas en el sitio
   *[other] ; en las fases {$standing} ya no haces lo que habías declarado: bailas en el sitio
}.
among-us-not-amended = No has reajustado tus acciones: desde la fase {$from} se juegan las que habías declarado.

## among-us: la deliberación
among-us-votes-for = Votos para {$player}: {$count}.
among-us-abstentions = Abstenciones: {$count}.
among-us-no-vote = { $count ->
    [one] Un jugador no ha votado.
   *[other] {$count} jugadores no han votado.
}
among-us-you-are-ejected = { $player_gender ->
    [f] La deliberación te expulsa: quedas expulsada y pasas a ser un fantasma.
    [m] La deliberación te expulsa: quedas expulsado y pasas a ser un fantasma.
   *[other] La deliberación te expulsa y pasas a ser un fantasma.
}
among-us-ejected = { $player_gender ->
    [f] {$player} es expulsada y pasa a ser un fantasma.
    [m] {$player} es expulsado y pasa a ser un fantasma.
   *[other] Expulsan a {$player}, que pasa a ser un fantasma.
}
among-us-tally-majority = Al cierre, el jugador más votado es expulsado si tiene más votos que cualquier otra opción (abstenciones incluidas). L-0: sería expulsado ahora.
among-us-nobody-ejected = Nadie obtiene la mayoría simple: nadie es expulsado.

## among-us: estado
among-us-status-called-body = Deliberación abierta por {$player}, que reportó el cadáver de {$body}
among-us-status-called-bell = Deliberación abierta por {$player} con la campana
among-us-status-at = {$player} ({$role}) está en {$place}{ $inside ->
    [yes] , dentro de un pasaje secreto
   *[no] {""}
}
among-us-status-kill-from = {$player} puede asesinar desde la fase {$from} (van {$clock})
among-us-status-body = El cadáver de {$player} está en {$place}
among-us-status-all-voted = Todos han votado: `next` cierra la deliberación.

## among-us: por qué no se ve (--explain)
among-us-explain-hidden = {$viewer} no ve a {$player} { among-us-in-place }: { $reason ->
    [wall] un muro o una puerta
    [level] el desnivel (desde ese nivel no se ve nunca)
    [dark-here] la oscuridad de su estancia
    [dark-there] la oscuridad de esa estancia
    [busy] estaba haciendo una tarea o usando un objeto (visión reducida)
   *[passage] estaba dentro de un pasaje secreto
}.
among-us-explain-seen = {$viewer} ve a {$player} { among-us-in-place }: { $how ->
    [same] están en la misma estancia
    [window] a través de la ventana entre las dos
    [section] a través de la línea de sección (se atraviesa y deja ver)
    [gap] por el hueco de la estancia doble, que no corta la línea de visión
    [stairs] por la escalera entre la terraza y el jardín
    [ledge] desde la terraza, hacia la sección del jardín de abajo
    [ghost] un fantasma ve todas las estancias adyacentes, a través de muros, puertas y desniveles
    [passage] desde dentro del pasaje ve la estancia en la que se encuentra
    [door] a través del límite entre las dos
    [crossed] se cruzan al atravesar la misma puerta en sentidos opuestos
   *[ball] en una de las vistas de la bola de cristal
}{ $dark ->
    [yes] ; hay oscuridad, pero los impostores y los fantasmas son inmunes a ella
   *[no] {""}
}.

## among-us: órdenes
among-us-err-move-where = ¿Adónde? Di qué atraviesas o adónde vas.
among-us-help-move = Por ejemplo «Atravieso la puerta este al pasillo» o «mover Biblioteca-Oeste»: un punto por cada puerta o sección atravesada.
among-us-move-ambiguous = Desde { among-us-the-from } eso puede llevar a varios sitios: {$places}.
among-us-move-nothing = Desde { among-us-the-from } no hay ningún paso así ({$way}).
among-us-move-not-adjacent = { among-us-The-to } no está junto { among-us-a-from }: un punto de acción atraviesa una sola puerta o sección.
among-us-move-none-adjacent = «{$place}» no está junto { among-us-a-from }: ninguno de sus lugares ({$places}) lo está; un punto de acción atraviesa una sola puerta o sección.
among-us-move-blocked = Entre { among-us-the-from } y { among-us-the-to } solo hay un muro o una ventana: solo los fantasmas los atraviesan.
among-us-move-unknown = «{$place}» no es un lugar de la Hacienda.
among-us-move-unknown-near = «{$place}» no es un lugar de la Hacienda: ¿quería decir { among-us-the-to }?
among-us-err-inside = Estás dentro de un pasaje secreto: primero hay que salir («pasaje salir»).
among-us-err-outside = No estás dentro de un pasaje secreto («pasaje entrar»).
among-us-err-no-passage = En { among-us-the-place } no hay ninguna entrada de pasaje secreto.
among-us-err-passage-exit = Desde el pasaje { among-us-de-place } no se llega a «{$to}»; se llega a: {$exits}.
among-us-err-passage-what = ¿Qué haces en el pasaje? «pasaje entrar», «pasaje mover X» o «pasaje salir».
among-us-err-passage-where = ¿A qué entrada del pasaje? «pasaje mover X».
among-us-err-passage-who = Solo los impostores y el Escurridizo usan los pasajes secretos.
among-us-help-passage = Entrar, moverse entre entradas conectadas y salir cuestan un punto de acción cada uno.
among-us-err-passage-in-prose = Un pasaje secreto no es un objeto: se recorre por pasos, y cada paso es un punto de acción propio.
among-us-help-passage-steps = «Para usar un pasaje secreto un Impostor debe situarse en una estancia con una entrada y gastar un punto de acción en colarse en ella»: pide al jugador un punto por línea, p. ej. «1. pasaje entrar», «2. pasaje mover Carruajes», «3. pasaje salir».
among-us-err-follow-self = No puedes seguirte a ti mismo.
among-us-err-follow-ghost = {$player} es un fantasma: los vivos no lo ven.
among-us-err-follow-out-of-sight = Fase {$phase}: {$player} no está a la vista de quien le sigue al empezar la fase (aun con todo iluminado): no se le puede seguir.
among-us-err-report-no-body = Fase {$phase}: no hay ningún cadáver de {$body} en la Hacienda que reportar.
among-us-err-report-out-of-sight = Fase {$phase}: no hay ningún cadáver de {$body} a la vista de quien reporta al empezar la fase: no puede reportarlo.
among-us-help-report = Se reporta un cadáver que está a tu vista en la fase que dices (`reporto el cadáver de Ana fase 2`).
among-us-err-task-not-his = Fase {$phase}: «{$task}» no es una de las tareas de {$player} ({$tasks}): la ronda no la haría y perdería el punto.
among-us-help-follow = Se sigue a alguien que está en tu estancia o a tu vista al empezar la fase.
among-us-err-kill-vassal = Solo los impostores asesinan.
among-us-err-kill-ghost = Un fantasma no puede asesinar.
among-us-err-kill-impostor = {$player} es impostor: no se asesina a un compañero.
among-us-err-kill-dead = {$player} ya no vive.
among-us-err-no-point-but-a-place = {$file} no trae ningún punto de acción, y la línea {$line} nombra un lugar de la Hacienda ({$place}): ¿es un movimiento dicho con otras palabras?
among-us-help-no-point-but-a-place = pide al jugador sus puntos de acción, uno por línea y en orden, con su verbo («1 Punto de acción: Atravieso la puerta norte a la Terraza Noreste»), y pega su respuesta como otro MP suyo; si la línea es solo un comentario, déjala de lado con `ignorar {$pm} {$line}` en el archivo del máster
among-us-err-short-and-a-line = {$file} declara {$count} de {$points} puntos de acción, y la línea {$line} («{$text}») no se lee como orden: ¿es uno de ellos? Sin él, los demás se adelantarían una fase.
among-us-err-kill-cooldown = En la fase {$phase} aún no puedes asesinar: { $left ->
    [one] falta 1 fase
   *[other] faltan {$left} fases
} (13 desde el inicio, la última deliberación o tu último asesinato).
among-us-help-kill = «matar Nombre», en la fase en que estéis en la misma estancia.
among-us-err-too-many = {$count} puntos de acción: cada ronda tiene tres, uno por fase.
among-us-help-too-many = Una línea por punto de acción, en el orden en que se ejecutan.
among-us-err-free-ghost = Los fantasmas no reportan ni tocan la campana.
among-us-help-ghost = Un fantasma se mueve (atravesando muros y ventanas) y hace sus tareas.
among-us-err-phase-done = La fase {$phase} ya se ha jugado.
among-us-help-amend = Se pueden repetir las acciones ya ejecutadas tal cual y cambiar solo las que faltan.
among-us-help-amend-kept = Es el punto que habías declarado para la fase {$phase}: tu corrección no lo cambia y desde donde te lleva ya no es posible. Reajústalo también.
among-us-err-no-amend = {$player} no puede cambiar sus acciones ahora: solo reportar el cadáver que ve.
among-us-help-no-amend = No se alteran las acciones en las dos primeras rondas ni en las dos siguientes a una deliberación.
among-us-err-amend-executed = La fase {$phase} ya se ha ejecutado: esta línea no coincide con lo que hiciste.
among-us-err-vote-outside = Solo se vota en una deliberación.
among-us-help-vote-outside = Para abrir una deliberación: «reportar Nombre fase N» o «campana fase N» desde el Comedor.
among-us-err-not-in-deliberation = Durante la deliberación nadie abandona el Comedor: solo se vota («votar Nombre» o «me abstengo»).
among-us-help-deliberation = Un voto por jugador, que no se puede cambiar.
among-us-err-second-vote = {$player} ya ha votado: «Una vez emitido un voto, no se puede cambiar».
among-us-help-second-vote = Cuenta el primer voto; borra este.
among-us-err-vote-ghost = {$player} es un fantasma: no se le puede votar.
among-us-help-vote = Se vota a un jugador vivo o se abstiene uno.
among-us-err-fixed-side = El bando de {$player}, «{$role}», no existe: vasallo, impostor o un rol especial (clerigo, escurridizo, cambiaformas).
among-us-err-too-many-impostors = {$count} impostores fijados en la lista: la partida tiene {$expected}.
among-us-err-missing = Falta {$player} en {$field}.
among-us-err-phase = «{$phase}» no es una fase de among-us (ronda-N, ronda-N-fK, deliberacion-N).

## among-us: reglas (--explain)
rule-among-us-setup = «se repartirán los jugadores en dos bandos: Impostores y Vasallos».
rule-among-us-round = «Cada ronda constará de 3 fases consecutivas».
rule-among-us-move = «Desplazarse por el mapa al coste de 1 punto de acción por puerta desbloqueada o sección a atravesar».
rule-among-us-follow = «Seguir a otro jugador … (sólo si hay otro jugador en la misma estancia/sección o dentro del rango de visión)».
rule-among-us-kill = «Asesinar … se resuelve antes que cualquier otra acción declarada».
rule-among-us-kill-seen = Quien tiene a la vista el lugar de un asesinato cuando ocurre ve quién mata a quién («verá sin problema a todos los jugadores que se encuentren en la misma estancia durante la misma fase»).
rule-among-us-report = «Cuando se reporta un cadáver o se hace sonar la campana de servicio … la ronda se detiene de inmediato y comienza una deliberación».
rule-among-us-sight = «La visibilidad»: niveles, iluminación, ventanas y secciones.
rule-among-us-body = «este es notificado de la presencia del cadáver y podrá reportarlo».
rule-among-us-encounter = «Siempre que las acciones declaradas lleven a la coincidencia de dos o más jugadores en una misma estancia/sección».
rule-among-us-amend = «tendrán la oportunidad de reajustar el resto de puntos de acción de la ronda».
rule-among-us-deliberation = «mayor número de votos que cualquier otra de las opciones incluida la abstención».
rule-among-us-gathered = «al inicio de una deliberación todos los jugadores son transportados automática e inmediatamente al Comedor».
rule-among-us-win-vasallos = «Los Vasallos ganan la partida si alcanzan cualquiera de sus dos condiciones de victoria»: «Que no quede con vida ningún Impostor».
rule-among-us-win-tareas = «Los Vasallos ganan la partida si alcanzan cualquiera de sus dos condiciones de victoria»: «Que todos los Vasallos hayan completado todas sus tareas».
rule-among-us-win-impostores = «Los Impostores ganan la partida si alcanzan cualquiera de sus dos condiciones de victoria»: «Que en cualquier momento queden el mismo número de Vasallos y de Impostores con vida».
rule-among-us-win-sabotaje = «Los Impostores ganan la partida si alcanzan cualquiera de sus dos condiciones de victoria»: «Que los vasallos no reparen los sabotajes mortales (chimeneas y portones) antes de sus respectivos límites de tiempo».

## among-us: formularios
among-us-form-move = Un punto de acción: atravesar una puerta, un hueco, una sección o las escaleras desde { among-us-the-place } (una línea por punto, en orden).
among-us-form-place = el lugar
among-us-form-player = el jugador
among-us-form-phase = la fase
among-us-form-task-name = la tarea
among-us-form-follow = Seguir a alguien que está en tu estancia o a tu vista.
among-us-form-stay = Quedarse en el sitio.
among-us-form-task = Una etapa de una tarea (visión reducida esa fase).
among-us-form-kill = Asesinar a alguien de tu estancia (se resuelve antes que lo demás).
among-us-form-passage = El pasaje secreto { among-us-de-place }: «pasaje entrar», «pasaje mover X», «pasaje salir».
among-us-form-report = Reportar un cadáver que ves, en una fase (acción gratuita).
among-us-form-bell = Tocar la campana del Comedor, en una fase (acción gratuita).
among-us-form-vote = Tu voto: no se puede cambiar.
among-us-form-abstain = Abstenerse.
among-us-form-passage-step = el paso

## among-us: sabotajes (f-sabotage)
among-us-sabotage-doors = ¡Sabotaje! Las puertas {$of_rooms} quedan bloqueadas (fase {$phase}); se desbloquearán solas dentro de {$left} fases.
among-us-sabotage-lights = ¡Sabotaje! Se apagan las luces de la Hacienda (fase {$phase}): todo queda a oscuras salvo la Alcoba del Mago y las estancias con la chimenea encendida. Hay que tomar un candelabro en Luces.
among-us-sabotage-fatal = ¡Sabotaje mortal! { $kind ->
    [chimneys] Se apagan las dos chimeneas (fase {$phase}): hay que reavivar ambas
   *[gates] Se abren las dos verjas del jardín (fase {$phase}): hay que cerrarlas a la vez
} en {$left} fases o ganan los Impostores.
among-us-sabotage-dovecote = ¡Sabotaje! Boicotean el palomar (fase {$phase}): no se puede hacer ninguna tarea hasta que alguien lo repare en el Palomar.
among-us-sabotage-left = Fase {$phase}: { $kind ->
    [chimneys] las chimeneas siguen apagadas
   *[gates] las verjas siguen abiertas
}; { $left ->
    [one] queda 1 fase
   *[other] quedan {$left} fases
}.
among-us-you-sabotaged = Fase {$phase}: saboteas { $kind ->
    [doors] las puertas
    [lights] las luces
    [chimneys] las chimeneas
    [gates] las verjas
   *[dovecote] el palomar
}.
among-us-candles-out = Los candelabros encendidos se apagan: hará falta tomar uno nuevo en Luces.
among-us-locked-move = Fase {$phase}: la puerta { among-us-de-from } { among-us-a-to } está bloqueada: no pasas y pierdes el punto de acción.
among-us-locked-move-opens = Fase {$phase}: la puerta { among-us-de-from } { among-us-a-to } está bloqueada: gastas el punto en desbloquearla y te quedas en { among-us-the-from }.
among-us-you-unlocked = Fase {$phase}: desbloqueas la puerta entre { among-us-the-a } y { among-us-the-b }.
among-us-unlock-none = Fase {$phase}: en { among-us-the-place } no hay ninguna puerta bloqueada que abrir.
among-us-unlock-which = Fase {$phase}: en { among-us-the-place } hay varias puertas bloqueadas ({$places}): di cuál («desbloqueo la puerta de …»).
among-us-doors-unlocked = Fase {$phase}: las puertas {$of_rooms} siguen bloqueadas en esta fase y se desbloquean solas al terminarla.
among-us-repair-failed = Fase {$phase}: no puedes { $kind ->
    [doors] desbloquear la puerta
    [lights] tomar un candelabro
    [chimneys] reavivar la chimenea
    [gates] cerrar la verja
   *[dovecote] reparar el palomar
} en { among-us-the-place }: { $why ->
    [place] no está ahí
    [none] no hay ningún sabotaje que reparar
   *[unable] ya no vives o estás dentro de un pasaje secreto
}.
among-us-repaired-lights = Fase {$phase}: alguien toma un candelabro en Luces; la luz vuelve a cada estancia por la que pasan los candelabros.
among-us-repaired-chimneys = Fase {$phase}: las dos chimeneas vuelven a arder: el sabotaje está reparado.
among-us-relit-one = Fase {$phase}: vuelve a arder la chimenea { among-us-de-place }; falta {$left}.
among-us-repaired-dovecote = Fase {$phase}: el palomar está reparado: se puede volver a hacer tareas.
among-us-repaired-gates = Fase {$phase}: las dos verjas se cierran a la vez: el sabotaje está reparado.
among-us-you-took-candle = Fase {$phase}: tomas un candelabro encendido; la luz vuelve por donde pases.
among-us-given-candle = Fase {$phase}: alguien con un candelabro encendido te pasa la luz: ahora tú también llevas uno.
among-us-you-relit = Fase {$phase}: reavivas el fuego de la chimenea { among-us-de-place }.
among-us-you-repaired = Fase {$phase}: reparas el palomar.
among-us-you-closed-gate = Fase {$phase}: cierras la verja { among-us-de-place }, a la vez que la otra.
among-us-closed-alone = Fase {$phase}: cierras la verja { among-us-de-place }, pero la otra no se cierra en la misma fase: las verjas siguen abiertas.
among-us-rooms-lit = Fase {$phase}: vuelve la luz {$to_rooms}.
among-us-win-fatal = Ganan los Impostores: { $kind ->
    [chimneys] han pasado las 16 fases y sigue apagada la chimenea de {$left}
   *[gates] han pasado las 16 fases y las verjas no se han cerrado a la vez
} ({$players}).
among-us-err-sabotage-vassal = Solo los impostores sabotean.
among-us-err-sabotage-inside = Desde dentro de un pasaje secreto no se puede sabotear.
among-us-err-sabotage-cooldown = En la fase {$phase} aún no se puede sabotear: { $left ->
    [one] falta 1 fase
   *[other] faltan {$left} fases
} (10 desde el inicio, la última deliberación o la reparación del último sabotaje).
among-us-err-sabotage-doors = En la fase {$phase} hay puertas bloqueadas: «Mientras el bloqueo de puertas está activo, no se pueden realizar otros sabotajes».
among-us-err-doors-already-locked = En la fase {$phase} ya están bloqueadas las puertas {$of_rooms}: no se vuelven a bloquear. «Todas las puertas bloqueadas de este modo se desbloquean 5 fases después de haberlas bloqueado».
among-us-err-sabotage-under-way = En la fase {$phase} sigue sin reparar el sabotaje { $kind ->
    [lights] de las luces
    [chimneys] de las chimeneas
    [gates] de las verjas
   *[dovecote] del palomar
}: no hay otro hasta 10 fases después de su reparación.
among-us-err-sabotage-what = ¿Qué saboteas o reparas con «{$verb}»? Las puertas, las luces, las chimeneas, las verjas o el palomar.
among-us-err-lock-which = ¿Qué puertas bloqueas con «{$verb}»? Por ejemplo «bloqueo las puertas de Capilla, Luces y Comedor».
among-us-err-lock-joined = Las estancias tras «y» con «{$verb}» pueden ser más estancias del mismo bloqueo o un bloqueo aparte en la fase siguiente: escribe las estancias del bloqueo en una lista («bloqueo las puertas de Capilla, Recibidor»), o cada bloqueo en su línea.
among-us-err-lock-too-many = {$count} estancias en un solo punto: cada punto de acción bloquea 3 como mucho; sigue en el punto siguiente.
among-us-err-not-lockable = Las puertas de «{$place}» no se pueden bloquear: solo las de {$rooms}.
among-us-err-gate-free = Cerrar una verja es una acción gratuita: «cierro la verja fase N».
among-us-err-close-what = ¿Qué cierras con «{$verb}»? Solo se cierran las verjas («cierro la verja fase N»); las puertas se bloquean («bloqueo las puertas de …»).
among-us-err-repair-ghost = Los fantasmas no reparan sabotajes.
among-us-err-repair-where = En la fase {$phase} estarás en { among-us-the-place }: { $kind ->
    [lights] el candelabro se toma en
    [chimneys] las chimeneas están en
   *[dovecote] el palomar se repara en
} {$places}.
among-us-help-sabotage = Un punto de acción, desde cualquier sitio: «sabotear luces», «bloqueo las puertas de Capilla, Luces y Comedor», «apago las chimeneas», «abro las verjas», «boicoteo el palomar».
among-us-help-lock = Hasta 3 estancias por punto de acción, en el orden declarado; para más, otro punto en la fase siguiente.
among-us-help-repair = Un punto de acción donde está lo saboteado: «cojo un candelabro» en Luces, «enciendo la chimenea» junto a ella, «reparo el palomar» en el Palomar, «desbloqueo la puerta de …» junto a la puerta.
among-us-help-gate = «cierro la verja fase N» en cada verja: las dos en la misma fase.
among-us-option-door-cooldown = Bloquear puertas y el cooldown de los sabotajes: exempt (fuera del cooldown, por defecto) o shared (espera el cooldown como los demás, pero desbloquearlas no lo reinicia).
among-us-option-locked-move = Moverse por una puerta bloqueada: wasted (se pierde el punto, por defecto) o unlock (el punto la desbloquea y uno se queda).
among-us-option-candelabra-out = Los candelabros se apagan: lights (con el siguiente sabotaje de luces, por defecto) o any (con cualquier sabotaje).
among-us-option-candelabra-pass = La luz se pasa: crossing (al acabar la fase en el mismo sitio o al cruzarse por una misma puerta, por defecto) o place (solo al acabar la fase en el mismo sitio).
among-us-form-sabotage = Un sabotaje, desde cualquier sitio (un punto de acción).
among-us-form-sabotage-kind = el sabotaje
among-us-form-lock = Bloquear las puertas de hasta 3 estancias (un punto de acción; hasta tres, separadas por comas).
among-us-form-rooms = la estancia
among-us-form-unlock = Desbloquear una puerta bloqueada de aquí (un punto de acción).
among-us-form-candle = Tomar un candelabro encendido (un punto de acción): la luz vuelve por donde pases.
among-us-form-relight = Reavivar la chimenea de aquí (un punto de acción).
among-us-form-repair = Reparar el palomar (un punto de acción).
among-us-form-gate = Cerrar la verja de aquí, en una fase (acción gratuita; las dos en la misma fase).
among-us-status-sabotage-from = Sabotajes posibles desde la fase {$from} (van {$clock})
among-us-status-lock = Puertas de {$room} bloqueadas hasta la fase {$until} (abiertas a mano hacia: {$open})
among-us-status-lights = Luces saboteadas: a oscuras {$rooms}; llevan candelabro: {$carriers}; { $repaired ->
    [yes] ya se tomó el primer candelabro
   *[no] nadie ha tomado aún un candelabro
}
among-us-status-fatal = { $kind ->
    [chimneys] Chimeneas apagadas
   *[gates] Verjas abiertas
}: límite en la fase {$deadline} (quedan {$left}); reparado: {$done}
among-us-status-dovecote = El palomar está saboteado: no se pueden hacer tareas
rule-among-us-sabotage = «Igual que el resto de sabotajes, puede activarse desde cualquier punto del mapa mediante el gasto de un punto de acción»; «No estará disponible la opción de realizar ningún sabotaje hasta que hayan transcurrido 10 fases».
rule-among-us-repair = «Reparar sabotajes a coste de 1 punto de acción por sabotaje reparado».
rule-among-us-doors = «Una puerta bloqueada podrá ser desbloqueada mediante el gasto de un punto de acción … Todas las puertas bloqueadas de este modo se desbloquean 5 fases después».
rule-among-us-candle = «Un personaje que porta un candelabro encendido "entregará" automáticamente y como acción gratuita la luz a cualquier otro personaje con el que se cruce».
## among-us: f-roles — los roles especiales
among-us-special-clerigo = Clérigo
among-us-special-escurridizo = { $gender ->
    [f] Escurridiza
   *[other] Escurridizo
}
among-us-special-cambiaformas = Cambiaformas
among-us-special-angel-guardian = Ángel Guardián
among-us-your-special = Tu rol especial: **{$role}**.
among-us-power-clerigo = Has recibido en secreto del Clérigo Mayor un talismán que simula el Altar del Clérigo desde cualquier estancia: «activo el talismán» (la primera fase de uso cuesta 1 punto de acción) y luego «activo el talismán fase N» para las siguientes, que son gratuitas; se descarga tras tres fases de uso (seguidas o no) y, una vez descargado del todo, se recarga cada vez que completas dos tareas enteras.
among-us-power-escurridizo = Usas los pasajes secretos como un impostor, 1 punto de acción cada paso: «pasaje entrar», «pasaje mover Estancia», «pasaje salir». No puedes estar dentro más de 6 fases: al comenzar la séptima desde que entraste sales a la estancia en la que estés. Después debes esperar 10 fases desde que saliste para volver a entrar en cualquier pasaje; al terminar una deliberación vuelves a poder hacerlo.
among-us-power-cambiaformas = Con 1 punto de acción adoptas la apariencia de cualquier otro personaje: «me transformo en Nombre» o «adopto la apariencia de Nombre». Esa fase la pasas inmóvil mudando de piel y quien te vea verá el cambio de una identidad a otra. Durante 10 fases todos te ven como esa persona; al comienzo de la undécima pierdes un punto de acción y recuperas tu aspecto, también a la vista de quien te vea. Después esperas 10 fases antes de volver a transformarte. Si se llama a deliberación recuperas tu aspecto en el acto y sin testigos, y al terminar la deliberación tu poder vuelve a estar disponible.
among-us-power-angel-guardian = Con 1 punto de acción proteges durante 5 fases a cualquier personaje vivo del primer intento de asesinato contra él: «protejo a Nombre». El ataque es repelido y el impostor tiene que esperar igualmente para volver a matar; en la siguiente deliberación todos sabrán que el Ángel Guardián ha protegido a alguien, pero no a quién. Después de proteger esperas 20 fases completas: vuelves a poder hacerlo al comienzo de la fase 21.
among-us-you-are-angel = { $me_gender ->
    [f] Eres la primera vasalla en morir: no eres un fantasma más, sino el **{$role}**.
   *[other] Eres el primer vasallo en morir: no eres un fantasma más, sino el **{$role}**.
}
among-us-err-special-option = «{$role}» no es un rol especial: clerigo, escurridizo, cambiaformas, angel-guardian (o none).
among-us-err-fixed-angel = El Ángel Guardián no se reparte: lo será el primer vasallo en morir (la lista de jugadores no puede dárselo a {$player}).
among-us-err-fixed-special-twice = {$player} y {$other} tienen el mismo rol especial, {$role}: hay uno de cada.
among-us-err-special-side = {$player} no puede ser {$role}: ese rol es del bando {$side}.
among-us-err-passage-recharge = Aún no puedes volver a entrar en un pasaje secreto: { $left ->
    [one] falta 1 fase
   *[other] faltan {$left} fases
} (10 desde que saliste del último; al terminar una deliberación vuelve a estar disponible).
among-us-help-escurridizo = El Escurridizo pasa como máximo 6 fases dentro de un pasaje y espera 10 fases entre una salida y la siguiente entrada.
among-us-err-power-who = Solo el {$role} tiene ese poder.
among-us-err-power-ghost = Un fantasma no puede transformarse: los vivos no ven a los fantasmas.
among-us-err-transform-self = Ese ya es tu aspecto: elige a otro personaje.
among-us-err-disguised = Ya llevas otro aspecto y no puedes cambiarlo a voluntad: recuperarás el tuyo { $left ->
    [one] dentro de 1 fase
   *[other] dentro de {$left} fases
}, y después esperarás 10 más.
among-us-err-power-recharge = Tu poder aún se está recargando: { $left ->
    [one] falta 1 fase
   *[other] faltan {$left} fases
}.
among-us-help-transform = «me transformo en Nombre»: 1 punto de acción; dura 10 fases y después esperas 10 más (al terminar una deliberación vuelve a estar disponible).
among-us-err-protect-dead = { $player_gender ->
    [f] {$player} ya no está viva: el Ángel Guardián protege a los vivos.
   *[other] {$player} ya no está vivo: el Ángel Guardián protege a los vivos.
}
among-us-help-protect = «protejo a Nombre»: 1 punto de acción; la protección dura 5 fases y después esperas 20.
among-us-you-revert = Fase {$phase}: se acaban tus diez fases con el aspecto de {$look} y recuperas el tuyo a la vista de quien te vea{ $lost ->
    [yes] ; pierdes un punto de acción y lo que habías declarado no se hace
   *[no] {""}
}.
among-us-shield-over = Fase {$phase}: tu protección sobre {$player} se acaba sin que nadie la haya puesto a prueba.
among-us-expelled = { $me_gender ->
    [f] Fase {$phase}: llevas 6 fases en el pasaje secreto y sales expulsada en { among-us-the-place }.
   *[other] Fase {$phase}: llevas 6 fases en el pasaje secreto y sales expulsado en { among-us-the-place }.
}
among-us-attack-repelled = Fase {$phase}: tu ataque contra {$player} es repelido: { $player_gender ->
    [f] alguien la protegía
   *[other] alguien lo protegía
}. Tu tiempo de espera para volver a asesinar empieza igualmente.
among-us-shield-saved = Fase {$phase}: tu protección salva a {$player} de un intento de asesinato.
among-us-explain-shield = {$angel}, el Ángel Guardián, protegía a {$player} de la fase {$from} a la {$until} del reloj: el ataque de {$killer} en la fase {$clock} es repelido y la protección se gasta.
among-us-protect-failed = Fase {$phase}: no puedes proteger a {$player}.
among-us-you-protect = Fase {$phase}: proteges a {$player} durante 5 fases del primer intento de asesinato.
among-us-transform-failed = Fase {$phase}: no puedes transformarte en {$player}.
among-us-you-transform = Fase {$phase}: mudas de piel y adoptas el aspecto de {$player}, a la vista de quien te vea. Durante {$count} fases todos te verán como {$player}.
among-us-you-revert-unseen = Al llamarse a deliberación dejas de parecer {$look} y recuperas tu aspecto sin testigos.
among-us-angel-protected = El Ángel Guardián ha protegido a alguien desde la última deliberación.
# The one whose look is taken, watching: "Ves … a Ana adoptar tu aspecto"; the same one
# watching the look go back: "a alguien con tu aspecto transformarse en Ana".
among-us-saw-change = Ves en { among-us-the-place } { $to_me ->
    [yes] { among-us-a-from } adoptar tu aspecto
   *[other] { $from_me ->
        [yes] a alguien con tu aspecto transformarse en { among-us-the-to }
       *[other] { among-us-a-from } transformarse en { among-us-the-to }
    }
}.
among-us-explain-change = {$viewer} ve a {$player} cambiar de aspecto { among-us-in-place }, de {$from} a {$to}: tiene el lugar a la vista.
among-us-explain-disguise = {$viewer} ve a {$player} con el aspecto de {$look} (el Cambiaformas).
among-us-status-special = {$player}: {$role}
among-us-status-disguised = {$player} tiene el aspecto de {$look} hasta la fase {$until} (ahora {$clock})
among-us-status-shield = El Ángel Guardián protege a {$player} de la fase {$from} a la {$until} (ahora {$clock})
among-us-form-escurridizo = El pasaje secreto { among-us-de-place } (Escurridizo, 1 punto de acción cada paso): { $when ->
    [now] puedes entrar ahora
    [later] podrás entrar dentro de { $left ->
        [one] 1 fase
       *[other] {$left} fases
    }
   *[inside] { $left ->
        [one] te queda 1 fase
       *[other] te quedan {$left} fases
    } dentro antes de que te expulsen
}.
among-us-form-transform = Transformarte en otro personaje (1 punto de acción, 10 fases): { $when ->
    [now] disponible ahora
    [later] disponible dentro de { $left ->
        [one] 1 fase
       *[other] {$left} fases
    }
   *[disguised] ahora tienes el aspecto de {$look} y recuperas el tuyo dentro de { $left ->
        [one] 1 fase
       *[other] {$left} fases
    }
}.
among-us-form-protect = Proteger a un personaje vivo durante 5 fases (1 punto de acción): { $when ->
    [now] disponible ahora
   *[later] disponible dentro de { $left ->
        [one] 1 fase
       *[other] {$left} fases
    }
}.
among-us-option-specials = Los roles especiales en juego: clerigo, escurridizo, cambiaformas, angel-guardian, separados por comas (none: ninguno).
among-us-option-cambiaformas-return = La vuelta forzosa del Cambiaformas: fase (pierde el punto de esa fase) o ultimo (sus puntos se retrasan una fase y pierde el último de la ronda).
among-us-option-angel-shield = Desde cuándo protege el Ángel Guardián: siguiente (desde la fase siguiente; un asesinato en la misma fase se resuelve antes) o misma (desde su propia fase, antes de los asesinatos).
among-us-option-angel-unused = Una protección que nadie pone a prueba: espera (el Ángel espera igualmente 20 fases) o devuelve (cuando se acaba, puede volver a proteger).
rule-among-us-special = «existen algunos roles especiales que serán otorgados aleatoriamente al comienzo de la partida» (los roles especiales).
rule-among-us-passage = «Entrar o salir de un pasaje secreto o desplazarte entre dos pasajes secretos conectados al coste de 1 punto de acción (sólo impostores y escurridizo)».
rule-among-us-escurridizo = «El Escurridizo no podrá estar dentro de un pasaje secreto por más de 6 fases» (el Escurridizo).
rule-among-us-cambiaformas = «tiene la camaleónica capacidad de adquirir la apariencia de cualquier otro personaje» (el Cambiaformas).
rule-among-us-angel = «El primer Vasallo en morir no se convierte en un fantasma más, sino en el Ángel Guardián» (el Ángel Guardián).
## f-tasks: tareas, objetos y el talismán del Clérigo
among-us-option-tasks = Una lista de tareas propia (un fichero YAML con el formato de tareas.yaml); vacío: la lista de ejemplo.
among-us-option-task-counts = Tareas de cada vasallo: largas, medianas y rápidas (por defecto 2,3,3, lo que el reglamento da para 15 jugadores).
among-us-option-task-bar = La barra de tareas en el resumen público: off (no), tasks (tareas completas) o stages (etapas).
among-us-option-plan = Lo que cuenta el Plano: room (una cifra por estancia con nombre) o section (una por sección de las estancias dobles).
among-us-err-task-counts = «{$value}» no son tres cifras de tareas (largas, medianas, rápidas), como 2,3,3.
among-us-err-tasks-yaml = No se puede leer la lista de tareas {$path}: {$error}
among-us-err-tasks-file = No se puede abrir la lista de tareas {$path}: {$error}
among-us-help-tasks = Cada tarea: name, kind (short, medium o long), stages (una lista de place, con wait en una etapa larga que repite estancia). Mira src/rules/among_us/tareas.yaml.
among-us-tasks-empty = La lista de tareas {$path} no tiene ninguna tarea: ningún vasallo tendría nada que hacer.
among-us-tasks-too-few = La lista de tareas {$path} tiene {$have} { $have ->
    [one] tarea
   *[other] tareas
} { $kind ->
    [short] { $have ->
        [one] rápida
       *[other] rápidas
    }
    [medium] { $have ->
        [one] mediana
       *[other] medianas
    }
   *[long] { $have ->
        [one] larga
       *[other] largas
    }
} y a cada vasallo hay que darle {$need} («respetando el número de tareas de cada tipo»; task-counts {$counts}).
among-us-tasks-too-few-sample = Solo {$have} { $have ->
    [one] tarea
   *[other] tareas
} { $kind ->
    [short] { $have ->
        [one] rápida
       *[other] rápidas
    }
    [medium] { $have ->
        [one] mediana
       *[other] medianas
    }
   *[long] { $have ->
        [one] larga
       *[other] largas
    }
} de la lista de muestra { $have ->
    [one] tiene
   *[other] tienen
} todas sus etapas en el mapa {$map}, y a cada vasallo hay que darle {$need} («respetando el número de tareas de cada tipo»; task-counts {$counts}).
among-us-help-tasks-too-few = Añade tareas de ese tipo a la lista (la tuya: --option tasks=FICHERO) o da menos a cada vasallo con --option task-counts=LARGAS,MEDIANAS,RÁPIDAS.
among-us-tasks-twice = La tarea «{$task}» aparece dos veces (o no tiene nombre).
among-us-tasks-stages = La tarea «{$task}» ({$kind}) tiene {$count} etapas; debe tener entre {$min} y {$max}.
among-us-tasks-place = La tarea «{$task}» tiene una etapa en {$place}, que no está en el mapa.
among-us-tasks-wait = La etapa {$stage} de «{$task}» espera, pero solo una etapa de una tarea larga que repite la estancia de la anterior puede esperar (de 1 a {$max} fases).
among-us-tasks-same-place = Las etapas {$stage} y anterior de «{$task}» están ambas en {$place} sin espera entre ellas: las etapas van en distintas localizaciones.
among-us-err-task-unknown = No hay ninguna tarea «{$task}» en la lista: {$tasks}.
among-us-err-task-done = La tarea «{$task}» tiene {$stages} etapas, no {$done} hechas.
among-us-help-task = Escribe el nombre de la tarea como en la lista pública (`Comienzo la tarea de "Cocinar y Servir"`), o solo `tarea` para la siguiente etapa que tengas aquí.
among-us-help-task-place = Cada etapa se hace donde la pone la lista: ve antes allí (un punto para moverte, otro para la tarea), o escoge otra tarea.
among-us-your-tasks = { $count ->
    [0] No tienes tareas.
    [one] Tu tarea: {$tasks}.
   *[other] Tus {$count} tareas: {$tasks}.
}
among-us-task-fake = Fase {$phase}: finges trabajar en { among-us-the-place } (los impostores no hacen tareas).
among-us-task-dovecote = Fase {$phase}: el Palomar está saboteado: no se puede hacer ninguna tarea hasta repararlo.
among-us-task-not-yours = Fase {$phase}: «{$task}» no es una de tus tareas.
among-us-task-none-here = Fase {$phase}: no tienes ninguna etapa de tarea pendiente en { among-us-the-place }.
among-us-task-finished = Fase {$phase}: ya terminaste «{$task}».
among-us-task-elsewhere = Fase {$phase}: la siguiente etapa de «{$task}» es en { among-us-the-place }.
among-us-task-wait = Fase {$phase}: «{$task}» aún no está lista: { $left ->
    [one] falta una fase.
   *[other] faltan {$left} fases.
}
among-us-task-stage = Fase {$phase}: haces la etapa {$stage} de {$stages} de «{$task}» en { among-us-the-place }.
among-us-task-done = Fase {$phase}: haces la etapa {$stage} de {$stages} de «{$task}» en { among-us-the-place }: tarea completada.
among-us-task-bar = Barra de tareas: {$bar} {$done}/{$all} { $unit ->
    [tasks] tareas
   *[stages] etapas
} ({$percent} %).
among-us-win-tareas = Ganan los Vasallos: todos los vasallos, vivos y fantasmas, han completado sus tareas ({$players}).
among-us-form-task-left = { $count ->
    [0] Una etapa de una tarea (visión reducida esa fase). No te quedan tareas.
   *[other] Una etapa de una tarea (visión reducida esa fase). Te quedan: {$tasks}.
}
among-us-object-altar = el Altar
among-us-object-plan = el Plano
among-us-object-ball = la Bola de Cristal
among-us-object-talisman = el talismán
among-us-err-object-what = ¿Qué objeto? El altar, el plano, la bola de cristal o el talismán.
among-us-help-object = `uso el altar` (Alcoba del Clérigo), `miro el plano` (Intendencia), `uso la bola de cristal: Recibidor, Pasillo de Intendencia, …` (Alcoba del Mago), `activo el talismán` o `activo el talismán fase 2` (el Clérigo).
among-us-err-talisman-phase = La fase del talismán es 1, 2 o 3.
among-us-err-ball-twice = {$view} está dos veces en las vistas de la Bola.
among-us-err-ball-view = «{$view}» no es una de las vistas de la Bola de Cristal: {$views}.
among-us-err-ball-many = La Bola muestra 4 vistas por fase, no {$count}.
among-us-err-ball-rotation = En esta fase la Bola debe mostrar {$forced} (no vistas en la fase anterior): solo puedes elegir { $keep ->
    [one] una vista más.
   *[other] {$keep} vistas más.
}
among-us-err-object-ghost = Los fantasmas no pueden usar {$object}.
among-us-err-not-clerigo = Solo el Clérigo tiene el talismán.
among-us-err-object-where = No puedes usar {$object} desde { among-us-the-place }: está en { among-us-the-there }.
among-us-err-object-only = Mientras usas {$object} en la fase {$phase} no puedes hacer ninguna otra acción, tampoco gratuita.
among-us-object-failed = Fase {$phase}: no puedes usar {$object} desde { among-us-the-place }: está en { among-us-the-there }.
among-us-altar = Altar, fase {$phase}: vivos: {$alive}; muertos: {$dead}.
among-us-plan = Plano, fase {$phase}: {$counts}.
among-us-ball = Bola de Cristal, fase {$phase}: ves {$views}.
among-us-glow = Fase {$phase}: una tenue luz morada brilla en { among-us-the-place }: alguien está usando la Bola de Cristal.
among-us-saw-using = Ves a {$player} en { among-us-the-place }, usando {$object}.
among-us-talisman = Talismán, fase {$phase}: vivos: {$alive}; muertos: {$dead}. { $charges ->
    [0] El talismán se ha descargado.
    [one] Le queda una carga.
   *[other] Le quedan {$charges} cargas.
}
among-us-talisman-none = Fase {$phase}: no tienes un talismán que activar.
among-us-talisman-empty = Fase {$phase}: tu talismán está descargado; { $left ->
    [one] se recarga cuando completes una tarea más.
   *[other] se recarga cuando completes {$left} tareas más.
}
among-us-talisman-unpaid = Fase {$phase}: la primera activación del talismán tras cada recarga cuesta un punto de acción.
among-us-talisman-recharged = Tu talismán se recarga: vuelve a tener {$charges} cargas.
among-us-talisman-toward = Tarea completada con el talismán descargado: { $left ->
    [one] falta una tarea para recargarlo.
   *[other] faltan {$left} tareas para recargarlo.
}
among-us-form-altar = Usar el Altar esta fase: quién vive y quién no (visión reducida).
among-us-form-plan = Mirar el Plano esta fase: cuántos hay en cada estancia con nombre (visión reducida).
among-us-form-ball = Usar la Bola de Cristal esta fase: 4 de estas vistas ({$views}); tras una fase de uso, las dos que no viste entran a la fuerza.
among-us-form-ball-views = las vistas (opcional)
among-us-form-talisman = { $charges ->
    [one] El talismán (una carga): el Altar desde donde estés.
   *[other] El talismán ({$charges} cargas): el Altar desde donde estés.
}
rule-among-us-task = «cada etapa requerirá acudir a una estancia determinada … y gastar un punto de acción allí para realizar la tarea».
rule-among-us-task-bar = «el número de tareas completadas ejercerá cierto efecto de presión sobre los Impostores».
rule-among-us-object = «Utilizar elementos interactivos (Bola de cristal, Altar consagrado, Plano mágico) al coste de 1 punto de acción por fase de uso».
rule-among-us-talisman = «el Clérigo es capaz de activar el talismán para simular la capacidad del Altar del Clérigo en cualquier momento y desde cualquier estancia».
among-us-task-listed = Tarea { $kind ->
    [short] rápida
    [medium] mediana
   *[long] larga
} «{$task}»: {$stages}.
among-us-task-listed-wait = «{$task}»: la etapa {$stage} ({$place}) espera { $wait ->
    [one] una fase
   *[other] {$wait} fases
} tras la anterior, esté o no el personaje en la estancia.
among-us-status-tasks = {$player}: {$done} de {$all} tareas completadas.

## among-us: a place with its article (`<argument>_the`, from the map's `article:`)
among-us-the-place = { $place_the ->
    [el] el {$place}
    [la] la {$place}
    [los] los {$place}
    [las] las {$place}
   *[none] {$place}
}
among-us-the-from = { $from_the ->
    [el] el {$from}
    [la] la {$from}
    [los] los {$from}
    [las] las {$from}
   *[none] {$from}
}
among-us-the-to = { $to_the ->
    [el] el {$to}
    [la] la {$to}
    [los] los {$to}
    [las] las {$to}
   *[none] {$to}
}
among-us-the-there = { $there_the ->
    [el] el {$there}
    [la] la {$there}
    [los] los {$there}
    [las] las {$there}
   *[none] {$there}
}
among-us-the-a = { $a_the ->
    [el] el {$a}
    [la] la {$a}
    [los] los {$a}
    [las] las {$a}
   *[none] {$a}
}
among-us-the-b = { $b_the ->
    [el] el {$b}
    [la] la {$b}
    [los] los {$b}
    [las] las {$b}
   *[none] {$b}
}
among-us-de-place = { $place_the ->
    [el] del {$place}
    [la] de la {$place}
    [los] de los {$place}
    [las] de las {$place}
   *[none] de {$place}
}
among-us-de-from = { $from_the ->
    [el] del {$from}
    [la] de la {$from}
    [los] de los {$from}
    [las] de las {$from}
   *[none] de {$from}
}
among-us-a-from = { $from_the ->
    [el] al {$from}
    [la] a la {$from}
    [los] a los {$from}
    [las] a las {$from}
   *[none] a {$from}
}
among-us-a-to = { $to_the ->
    [el] al {$to}
    [la] a la {$to}
    [los] a los {$to}
    [las] a las {$to}
   *[none] a {$to}
}
among-us-in-place = { $place_the ->
    [el] en el {$place}
    [la] en la {$place}
    [los] en los {$place}
    [las] en las {$place}
   *[none] en {$place}
}
among-us-in-from = { $from_the ->
    [el] en el {$from}
    [la] en la {$from}
    [los] en los {$from}
    [las] en las {$from}
   *[none] en {$from}
}
among-us-in-to = { $to_the ->
    [el] en el {$to}
    [la] en la {$to}
    [los] en los {$to}
    [las] en las {$to}
   *[none] en {$to}
}
among-us-in-there = { $there_the ->
    [el] en el {$there}
    [la] en la {$there}
    [los] en los {$there}
    [las] en las {$there}
   *[none] en {$there}
}
among-us-di-place = { $place_the ->
    [el] del {$place}
    [la] de la {$place}
    [los] de los {$place}
    [las] de las {$place}
   *[none] de {$place}
}
among-us-da-place = { $place_the ->
    [el] desde el {$place}
    [la] desde la {$place}
    [los] desde los {$place}
    [las] desde las {$place}
   *[none] desde {$place}
}
among-us-da-from = { $from_the ->
    [el] desde el {$from}
    [la] desde la {$from}
    [los] desde los {$from}
    [las] desde las {$from}
   *[none] desde {$from}
}
among-us-Da-from = { $from_the ->
    [el] Desde el {$from}
    [la] Desde la {$from}
    [los] Desde los {$from}
    [las] Desde las {$from}
   *[none] Desde {$from}
}
among-us-The-to = { $to_the ->
    [el] El {$to}
    [la] La {$to}
    [los] Los {$to}
    [las] Las {$to}
   *[none] {$to}
}
among-us-In-place = { $place_the ->
    [el] En el {$place}
    [la] En la {$place}
    [los] En los {$place}
    [las] En las {$place}
   *[none] En {$place}
}
among-us-item-of = { $item_the ->
    [el] del {$item}
    [la] de la {$item}
    [los] de los {$item}
    [las] de las {$item}
   *[none] de {$item}
}
among-us-item-to = { $item_the ->
    [el] al {$item}
    [la] a la {$item}
    [los] a los {$item}
    [las] a las {$item}
   *[none] a {$item}
}
among-us-item-in = { $item_the ->
    [el] en el {$item}
    [la] en la {$item}
    [los] en los {$item}
    [las] en las {$item}
   *[none] en {$item}
}
# One in a list of people seen: a name, or the words below.
among-us-item-person = {$item}
# One who wears the reader's own look (a Cambiaformas disguised as him).
among-us-someone-with-your-look = alguien con tu aspecto
among-us-err-stay-whole-round = un «me quedo» es un punto de acción, el de una sola fase: no puede valer para toda la ronda
among-us-help-stay-whole-round = pide al jugador un punto por fase («1. me quedo 2. me quedo 3. me quedo»); cada punto de acción se lleva a efecto en una fase
among-us-err-follow-whole-round = seguir a alguien es un punto de acción, el de una sola fase: no puede valer para toda la ronda
among-us-help-follow-whole-round = pide al jugador un punto por fase («1. sigo a X 2. sigo a X 3. sigo a X»); cada punto de acción se lleva a efecto en una fase
among-us-err-stay-elsewhere = «Me quedo en { $named }»: en la fase { $phase } estás en { $place }, y quedarse no mueve.
among-us-help-stay = Quedarse es pasar el punto donde estás («me quedo», «me quedo en el sitio»); para ir a otro lugar, un punto por cada puerta o sección atravesada («me muevo a la Cocina»).
