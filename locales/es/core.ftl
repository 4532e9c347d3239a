# Mensajes del núcleo: errores, ayudas, informes, explicaciones. Español.

## La carpeta de la partida
err-no-game = { $path } no es la carpeta de una partida: no tiene game.yaml
help-no-game = empieza una partida con `adjudicate init CARPETA --ruleset ID --players jugadores.csv`, o indica la carpeta de la partida
err-game-exists = { $path } ya contiene una partida (game.yaml)
help-game-exists = elige una carpeta nueva; una partida existente nunca se sobrescribe
err-io-read = no se puede leer { $path }: { $error }
err-io-write = no se puede escribir { $path }: { $error }
err-locked = otro `adjudicate` está trabajando en { $path }
help-locked = espera a que termine y vuelve a ejecutarlo
err-game-yaml = game.yaml no es una partida válida: { $error }
help-game-yaml = corrige game.yaml a mano (git diff muestra qué cambió) o recupéralo de history/
err-game-no-field = game.yaml no tiene { $field }: toda partida que escribe adjudicate lo tiene, así que se quitó a mano, y leerlo con su valor por defecto cambiaría la partida sin decir nada
help-game-no-options = vuelve a poner `{ $empty }` si la partida empezó sin opciones, o las opciones con las que empezó (history/ guarda cada game.yaml anterior; git diff muestra qué cambió)
help-game-no-game-over = vuelve a poner `game_over: false` si la partida sigue, `game_over: true` si ha terminado (history/ guarda cada game.yaml anterior; git diff muestra qué cambió)
err-state = el estado del reglamento en game.yaml no es válido: { $error }
err-game-format = game.yaml está en el formato { $format }; este adjudicate lee el formato { $expected }
err-game-invalid = la partida no se puede jugar tal como está escrita
err-unknown-phase = fase desconocida `{ $phase }`; este reglamento tiene { $phases }
err-unknown-ruleset = reglamento desconocido `{ $id }`
help-rulesets = reglamentos conocidos: { $ids }
err-no-history = la fase `{ $phase }` no está en history/
help-no-history = las fases resueltas son las carpetas de history/
err-not-a-file = { $path } no es un archivo normal
err-read-special = no es un archivo normal (es una tubería, un socket o un dispositivo): nunca se lee
help-read-special = indica un archivo normal; una tubería o un dispositivo no es un archivo que se pueda leer entero
err-read-too-big = pasa de { $kib } KiB, más de lo que puede ocupar este archivo: no se lee
help-read-too-big = comprueba que es el archivo que querías indicar
err-read-link = es un enlace, y aquí los enlaces nunca se siguen
err-journal = { $path } no nombra ninguna fase de esta partida
help-journal = es la nota de una escritura interrumpida, que solo escribe adjudicate: restaura la carpeta desde git, o borra el archivo si game.yaml y orders/ están como deben
help-committed = la fase está resuelta y sus informes escritos: arregla esto y cualquier comando (`adjudicate status`) terminará de mover los MP a history/
help-undo-committed = game.yaml ya es el estado de antes de la fase: arregla esto y cualquier comando (`adjudicate status`) terminará de deshacerla
err-undo-orders = orders/ ya tiene MP de la fase `{ $phase }`: { $files }
help-undo-orders = deshacer devuelve a orders/ los MP de la fase que deshace y nunca sobrescribe un MP: saca antes esos de orders/ y vuelve a ejecutar `adjudicate undo`
err-undo-taken = { $path } ya existe con otro contenido
err-undo-nothing = no hay nada que deshacer en { $path }: todavía no se ha resuelto ninguna fase
help-undo-nothing = `undo` deshace una fase que resolvió `next`; el reparto no se puede deshacer (no hay nada antes): para repartir de nuevo, empieza otra partida con `adjudicate init`
err-undo-unknown = no se sabe qué fase archivada llevó a la fase `{ $phase }` (history/ tiene { $phases })
help-undo-unknown = se deshace la fase cuyo archivo, resuelto de nuevo, da el game.yaml actual: ¿se editó a mano game.yaml o history/? Recupera la carpeta de git
undo-ok = { $phase }: fase deshecha, game.yaml vuelve a ser el estado de antes, sus MP están otra vez en orders/ y sus informes se han borrado.
err-io-not-found = no existe el archivo o la carpeta
err-io-permission = permiso denegado
err-io-exists = ya existe
err-io-not-a-folder = hay un archivo donde debe haber una carpeta
err-io-is-a-folder = hay una carpeta donde debe haber un archivo
err-io-folder-not-empty = la carpeta no está vacía
err-io-full = el disco está lleno
err-io-read-only = el sistema de archivos es de solo lectura
err-io-bad-name = el sistema de archivos no admite este nombre de archivo (¿demasiado largo?)
err-io-not-utf8 = no es texto UTF-8

## Listas de jugadores y opciones
err-roster-csv = la lista de jugadores no es un CSV válido: { $error }
help-roster = un jugador por línea: nombre, alias separados por |, un rol fijo opcional, un género opcional (f o m)
err-roster-gender = `{ $value }` no es un género para { $name }
help-roster-gender = la columna del género lleva f, m o nada (redacción neutra)
err-roster-name = `{ $name }` no puede ser el nombre de un jugador
help-roster-name = los nombres se usan como nombres de archivo: sin / \ : * ? " < > |, sin caracteres de control, sin `..`, sin empezar por . o _ ni terminar en punto o espacio
help-name-too-long = un nombre es un nombre de archivo: { $max } bytes como máximo (este tiene { $bytes }; una letra con tilde ocupa dos)
help-name-reserved = `{ $word }` es el nombre de un archivo de la carpeta de la partida (o de un dispositivo en Windows): añade una letra o usa un apodo
err-roster-duplicate = `{ $name }` ya lo usa { $other }
help-roster-duplicate = cada nombre y alias debe distinguir a un solo jugador (sin importar mayúsculas ni tildes)
err-player-count = { $count } jugadores no pueden jugar a { $ruleset }: se juega con { $low } a { $high }
err-option-file = la opción `{ $key }` nombra un fichero que se lee una sola vez, al empezar la partida, en el estado de game.yaml: una orden `option { $key }` a mitad de partida no lo leería, solo publicaría su nombre
help-option-file = para jugar con otro `{ $key }`, empieza la partida con `init --option { $key }=FICHERO`; una partida en curso guarda el suyo en el `state:` de game.yaml (edítalo ahí a mano: `check` lo comprueba)
err-unknown-option = opción desconocida `{ $key }`
help-options = opciones de este reglamento: { $keys }
err-option-value = la opción `{ $key }` no puede valer `{ $value }`
help-option-values = una de: { $values }
err-option-syntax = `{ $option }` no es una opción
help-option-syntax = escribe las opciones como clave=valor, por ejemplo --option self_vote=allow
err-job-for-syntax = `{ $given }` no es NOMBRE=ROL
help-job-for = `--job-for NOMBRE=ROL` fija el rol de un jugador (en chez-geek su Curro: el que elige el último ganador, `--job-for Ana=Camarera`), como la columna de rol del reparto; NOMBRE es un jugador del reparto

## Archivos de órdenes
err-file-name = { $file } no es un archivo de MP
help-file-name = nombra cada MP como su jugador: orders/<Jugador>.txt, y sus MP posteriores orders/<Jugador>-2.txt, orders/<Jugador>-3.txt… u orders/<Jugador>/<cualquiera>.txt (se admite orders/.gitkeep)
err-file-name-encoding = { $file } tiene un nombre de archivo que no es UTF-8 válido
err-file-is-dir = { $file } es una carpeta, no un MP
err-file-link = { $file } es un enlace, no un MP: los enlaces nunca se siguen
help-file-link = pega el MP mismo en orders/ (una copia, no un enlace)
err-master-is-player = el nombre del máster `{ $name }` es también el de { $player }: no se podrían distinguir sus MP
help-master-is-player = da el nombre del máster tal como sale en el foro (`--master`, `masters:` en game.yaml), distinto de los nombres y alias de todos los jugadores
err-timezone = `{ $zone }` no es una zona horaria
help-timezone = escribe el nombre IANA de una zona horaria, como Europe/Madrid, Europe/Rome o America/Argentina/Buenos_Aires (o UTC)
err-file-too-big = { $file } es más grande de lo que puede ser un MP (como mucho { $kib } KiB o { $lines } líneas): no se lee
help-file-too-big = pega en el archivo solo el MP del jugador; un MP de foro ocupa unos pocos KB
err-file-special = { $file } no es un archivo normal (una tubería, un socket o un dispositivo): nunca se lee
help-file-special = bórralo y pega el MP en un archivo de texto normal orders/<Jugador>.txt
err-orders-link = { $path } es un enlace: los MP deben estar en la propia carpeta de la partida
err-file-player = { $file } no nombra a ningún jugador: `{ $name }`
err-file-duplicate = { $file } es un segundo MP de { $player } (el primero es { $other })
help-file-duplicate = deja un archivo por jugador: junta los dos MP en uno o borra el viejo
help-pm-duplicate = numera los MP posteriores del jugador (orders/<Jugador>-2.txt, orders/<Jugador>-3.txt…) o borra el que pegaste dos veces
err-file-empty = { $file } está vacío
help-file-empty = pega dentro el MP del jugador, o borra el archivo si no envió nada
err-not-utf8 = { $file } no es texto UTF-8 (línea { $line }, byte { $byte })
help-not-utf8 = guarda el archivo como UTF-8 (en casi todos los editores: Guardar como… → Codificación: UTF-8)
err-sent = la línea `enviado:` de { $file } no es una fecha y hora
help-sent = escríbela como `enviado: 2026-11-29 21:14` (con segundos y desfase +01:00 opcionales)
err-dead-player = { $player_gender ->
    [f] { $player } está muerta y no puede enviar órdenes ahora
    [m] { $player } está muerto y no puede enviar órdenes ahora
   *[other] { $player } ya no vive y no puede enviar órdenes ahora
}
help-dead-player = el MP de un muerto no se lee: sácalo de orders/, o escribe `rechazar { $player }` en el archivo del máster
err-no-orders = orders/ no contiene ningún MP para la fase { $phase }
help-no-orders = pega antes los MP; si nadie envió nada, ejecuta `adjudicate next --no-orders`
err-no-map = una partida de { $ruleset } no se juega sobre un mapa
err-game-over = la partida ha terminado: no hay fase siguiente
help-game-over = `adjudicate status --master` muestra cómo terminó

## Líneas de órdenes
err-not-an-order = la línea { $line } de { $file } no es una orden
label-not-an-order = no es una orden
help-not-an-order = las órdenes empiezan por una de: { $verbs }. Si la línea es parte del MP (un saludo), déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
help-not-an-order-verb = ¿quisiste decir `{ $verb }`? Las órdenes empiezan por una de: { $verbs }. Si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-unknown-player = ningún jugador se llama `{ $name }`
err-ambiguous-player = `{ $name }` puede ser más de un jugador
label-unknown-player = jugador desconocido
help-name-suggest = ¿quisiste decir { $names }?
help-name-none = ningún nombre ni alias se parece; `adjudicate status` lista los jugadores
help-name-ambiguous = `{ $names }` empiezan así: escribe más del nombre
err-missing-player = falta un jugador ({ $what })
help-names = jugadores: { $names }
err-missing-number = falta un número del { $low } al { $high }
err-bad-number = `{ $word }` no es un número del { $low } al { $high }
err-form-half-filled = la línea { $line } de { $file } es una línea del formulario rellenada a medias
help-form-half-filled = escribe todos los { $blank } de la línea, o deja la línea entera tal como venía
forms-written = { $count ->
    [one] 1 formulario de MP escrito en { $path }.
   *[other] { $count } formularios de MP escritos en { $path }.
}
form-title = { $phase }: formulario de MP de { $player }
form-how = Copia el bloque de abajo en tu MP al máster. En cada línea que quieras usar, escribe tu elección en lugar de { $blank }; deja las demás tal como están. Las líneas que empiezan por # son solo explicaciones.
form-nothing = No tienes nada que enviar en esta fase.
form-how-bare = Una orden sin nada que elegir viene tras un #: para enviarla, borra el # del principio de su línea (una marca como ✔ junto al # no la envía).
err-order-after-signature = la línea { $line } de { $file } parece una orden, pero está después de la firma (la línea `--` o la de `_____`)
help-order-after-signature = pregunta al jugador si es una orden; si no lo es, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-condition-no-order = la condición de la línea { $line } de { $file } no lleva orden detrás
help-condition-no-order = la orden va tras la condición, en su línea o en la siguiente (`si me sale vidente: ver Jorge`); si no es una condición, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-order-in-quote = la línea { $line } de { $file } es una orden dentro de una cita: no se lee
help-order-in-quote = pregunta al jugador si es su orden; si lo es, sácala del [quote]…[/quote] (o de las líneas con >, o de debajo de la línea «… escribió:»)
err-agrees-with-quote = la línea { $line } de { $file } solo se suma a la orden citada encima («{ $order }»): no se lee como orden del jugador
help-agrees-with-quote = pregunta al jugador si da él esa orden; si es así, que la escriba fuera de la cita; si la línea es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-order-in-code = la línea { $line } de { $file } es una orden dentro de un bloque de código: no se lee
help-order-in-code = un bloque de código muestra un texto tal cual (un formulario, un ejemplo); pregunta al jugador si es su orden; si lo es, que la escriba fuera del bloque; si no, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-no-abstention = la línea { $line } de { $file } es una abstención, pero en esta partida no se puede uno abstener
help-no-abstention = pide al jugador que vote; un MP sin voto cuenta como no votar
err-declared-no-vote = la línea { $line } de { $file } dice que no vota: ¿una abstención o ningún voto? En esta partida cuentan distinto
help-declared-no-vote = pregúntaselo al jugador: una abstención se escribe con su verbo (`{ $abstain }`), no votar es no mandar voto; si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-unsafe-order = la línea { $line } de { $file } parece una orden, pero no se puede leer con seguridad
err-order-with-a-player = la línea { $line } de { $file } da su orden con un jugador («{ $said }»): junto a él o lo mismo que él no es sobre él; no se puede saber sobre quién es la orden
label-unsafe-order = ¿una orden o solo un comentario?
label-order-labelled-against = lo que va delante (una negación, algo descartado, una broma, otro turno, una opción o un ejemplo) dice que no es la orden
help-order-noun = nombra a un jugador y «{ $noun }»: si es una orden, pide al jugador que la escriba con su verbo (como en su formulario); si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-no-order-but-a-name = { $file } no trae ninguna orden, y la línea { $line } nombra a un jugador: ¿es una orden dicha con otras palabras?
help-no-order-but-a-name = pide al jugador la orden con su verbo; si la línea es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-role-as-target = la línea { $line } de { $file } dirige la orden a `{ $role }`, un rol: una orden nombra al jugador, no un rol
help-role-as-target = pregunta al jugador a quién se refiere con `{ $role }`; si la línea es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-same-as-before = la línea { $line } de { $file } da una orden como `{ $words }`: ¿qué orden, sobre qué jugador? Las órdenes de una fase anterior no se vuelven a leer
help-same-as-before = pide al jugador que escriba la orden otra vez con su jugador; si la línea es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-names-a-player-not-read = la línea { $line } de { $file } nombra a un jugador, pero no se ha leído ninguna orden en ella: ¿es una orden dicha con otras palabras?
err-red-name-cited = línea { $line } de { $file }: el nombre en rojo viene bajo una línea que presenta lo que dijo otro jugador: ¿copiado del hilo, o el voto del que lo manda?
help-route-without-verb = la línea tiene `{ $route }` pero ningún verbo: pregunta al jugador qué orden quería dar con ello y que te la mande empezando por su verbo
err-put-off = la línea { $line } de { $file } cambia de idea sin nombrar otra elección: «{ $words }» deja la orden para más adelante
help-put-off = pregunta al jugador si retira la orden o la mantiene; si la mantiene, deja la línea de lado con `ignorar { $pm } { $line }` en el archivo del máster
help-change-without-verb = un cambio de idea que nombra una elección sin su verbo: pregunta al jugador qué orden quiere dar y que te la mande con su verbo; si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
help-unsafe-order = si es una orden, pide al jugador un MP con la orden sola en su línea, empezando por `{ $verb }`; si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
help-misspelt-verb = ¿quiso decir `{ $verb }`? Pregúntaselo al jugador; si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
err-extra-words = sobran palabras al final de la orden
help-extra-words = tras una orden sólo puede venir un motivo (`porque…`, `que…`), una hora o una despedida (`gracias`); estas palabras pueden ser una broma o una duda: pregunta al jugador y que te mande la orden sola en su línea
help-extra-words-named = lo que sigue a la orden nombra a un jugador o lleva un número, una casa o una ruta, y puede ser otra orden: pregunta al jugador y que te mande cada orden sola en su línea
err-duplicate-order = esta orden repite otra ya dada en este MP
help-duplicate-order = pregunta al jugador cuál quiso decir y deja la otra de lado con `ignorar ARCHIVO LÍNEA` en el archivo del máster
err-self-target = { $player_gender ->
    [f] { $player } no puede elegirse a sí misma aquí
    [m] { $player } no puede elegirse a sí mismo aquí
   *[other] { $player } no puede elegirse a sí mismo ni a sí misma aquí
}
err-self-vote = un jugador no puede votarse a sí mismo
err-wrong-phase = esta orden no es de la fase { $phase }
help-order-is-night = `{ $verb }` se manda de noche, en el MP de la noche
help-order-is-day = `{ $verb }` se manda de día, en el MP del día

## Azar
err-script = una tirada guionizada de { $value } está fuera de rango: esta tirada necesita un valor menor que { $bound }
err-script-unused = la fase no usó { $count } tiradas guionizadas

## Informes
report-private-title = { $phase }: informe privado de { $player }
report-public-title = { $phase }
report-nothing = Nada que informar.
report-you-won = Has ganado.
report-you-lost = No has ganado.
report-you-won-as = Has ganado. Al final eras **{ $role }**.
report-you-lost-as = No has ganado. Al final eras **{ $role }**.
phase-setup = Preparación
phase-over = Fin de la partida

## Órdenes del programa
check-line = { $player } ({ $file }): línea { $line }
check-not-read = las reglas de esta fase no la leen
check-ignored = ignorada (no es una orden)
check-undecided = ignorada: aún no ha decidido (no es una orden)
check-no-order-now = ignorada: dice que por ahora no da orden (nada, o más tarde)
check-remark = ignorada: un comentario sobre un jugador o el juego (no es una orden)
check-struck = ignorada: el jugador la tachó o la marcó como descartada, o marcó otra como la elegida (no es una orden)
check-set-aside = apartada por el máster (`ignorar` en orders/_master.txt): no se lee
check-read-as = leído como
check-aside = (apartado como palabras del jugador: «{ $aside }»)
check-conditional = { $reading } (solo si: { $condition })
check-condition-line = condición de la línea { $order }: { $condition }
check-nothing-to-send = Sin nada que enviar en esta fase (no hace falta MP): { $names }
check-missing = Todavía sin MP: { $names }
check-without-order = MP sin ninguna orden (sigue pendiente): { $names }
check-ok = { $count ->
    [one] 1 MP es válido para la fase { $phase }.
   *[other] { $count } MP son válidos para la fase { $phase }.
}
init-ok = Nueva partida de { $ruleset } en { $path }: { $count } jugadores, semilla { $seed }. Los MP de rol están en reports/setup/.
err-no-votes = nadie ha votado en { $phase }: ni un voto ni una abstención en los MP
help-no-votes = añade los votos del hilo (un archivo de MP o `corregir VOTANTE OBJETIVO` en orders/_master.txt); si de verdad nadie votó, ejecuta `adjudicate next --no-votes`
next-ok = { $title }: fase resuelta, informes en reports/{ $phase }/ (*.{ $ext }). Fase siguiente: { $next }.
next-nothing-to-post = Nada que publicar en el hilo: la fase se ha detenido a medias y, hasta que se reanude, el público no lee nada de ella (solo reciben informe aquellos a quienes espera).
next-diff-after = game.yaml (después)
map-written = El mapa está en { $path }.
status-title = { $ruleset }: { $phase }
status-deadline = Plazo: el { $time }
status-alive = { $player_gender ->
    [f] { $player }: viva
    [m] { $player }: vivo
   *[other] { $player }: con vida
}
status-dead = { $player_gender ->
    [f] { $player }: muerta
    [m] { $player }: muerto
   *[other] { $player }: sin vida
}
status-over = La partida ha terminado. Ganadores: { $winners }
status-not-sent = Aún no han enviado su MP en esta fase: { $names }
status-all-sent = Todos los jugadores que tienen algo que enviar han enviado su MP.
scenario-ok = ok      { $path }
scenario-failed = FALLA   { $path } ({ $count } expectativas sin cumplir)
scenario-map-escapes = { $path }:{ $line }: el mapa «{ $map }» debe ser un fichero dentro de la carpeta del escenario, nombrado desde ella (sin ruta absoluta, sin «..»).
scenario-map-missing = { $path }:{ $line }: no se puede leer el fichero de mapa «{ $map }» junto al escenario: { $error }
scenario-map-yaml = { $path }:{ $line }: el fichero de mapa no es YAML: { $error }

## Explicaciones
explain-because = a causa de #{ $id }
explain-rule = regla
explain-public = público
explain-private = comunicado a { $players }
explain-master = solo el máster
explain-wagon = pruebas: { $target } ({ $weight }) — los votos en el orden en que se emitieron: { $votes }
explain-abstentions = pruebas: abstenciones ({ $weight }): { $votes }
kind-info = información
kind-applied = aplicada
kind-blocked = bloqueada
kind-redirected = redirigida
kind-failed = fallida
kind-skipped = omitida
kind-random = al azar
kind-swap = carta movida
kind-vote = voto
kind-death = muerte
kind-win = victoria

## Órdenes del máster (orders/_master.txt)
kind-ruling = decisión del máster
rule-master = Una decisión del máster (orders/_master.txt), aplicada antes de resolver la fase.
rule-game-end = Al terminar la partida, cada jugador sabe si ha ganado.
master-modkill = { $player_me ->
    [yes] Quedas fuera de la partida por decisión del máster (modkill). { $reason }
   *[other] **{ $player }** queda fuera de la partida por decisión del máster (modkill). { $reason }
}
master-replace = **{ $new }** reemplaza a { $old } y se queda con su puesto. { $reason }
master-revive = { $player_gender ->
    [f] **{ $player }** vuelve a estar viva por decisión del máster. { $reason }
    [m] **{ $player }** vuelve a estar vivo por decisión del máster. { $reason }
   *[other] **{ $player }** vuelve a la vida por decisión del máster. { $reason }
}
master-deadline = El plazo de esta fase termina el { $time }. { $reason }
master-next-deadline = Próximo plazo: el { $time }. { $reason }
err-master-next-deadline-early = el próximo plazo ({ $time }) no es posterior al de esta fase ({ $deadline })
help-master-next-deadline-early = escribe la hora en que termina la fase siguiente, después de { $deadline }
master-accept = { $player_me ->
    [yes] El máster acepta tu MP tardío.
   *[other] El máster acepta el MP tardío de { $player }.
} { $reason }
master-reject = { $player_me ->
    [yes] { $late ->
        [yes] El máster aparta tu MP: llegó después del plazo.
       *[other] El máster aparta tu MP.
    }
   *[other] { $late ->
        [yes] El máster aparta el MP de { $player }: llegó después del plazo.
       *[other] El máster aparta el MP de { $player }.
    }
} { $reason }
master-correct = { $voter_me ->
    [yes] El máster corrige tu voto: { $target }.
   *[other] El máster corrige el voto de { $voter }: { $target }.
} { $reason }
master-correct-nothing = ningún voto
master-correct-abstain = abstención
master-option = Norma de la casa: { $key } = { $value }. { $reason }
master-ruling = Decisión del máster: { $text }
master-no-sent = el MP de { $player } no tiene línea `enviado:`: no se comprobó contra el plazo.
master-set-aside = El MP de { $player } no se usa: se aplica la decisión del máster.
master-set-aside-pm = El MP { $pm } de { $player } no se usa: el máster lo ha rechazado.
err-master-dead = { $player_gender ->
    [f] { $player } ya está muerta
    [m] { $player } ya está muerto
   *[other] { $player } ya ha muerto
}
err-master-alive = { $player_gender ->
    [f] { $player } está viva
    [m] { $player } está vivo
   *[other] { $player } sigue con vida
}
err-master-not-plain = { $why ->
    [struck] esta línea del máster está tachada
    [comment] esta línea del máster parece un comentario
    [takeback] esta línea del máster se retira a sí misma (¿era broma?)
    [question] esta línea del máster es una pregunta
   *[condition] esta línea del máster es condicional o para más adelante
  }: no se aplica
help-master-not-plain = cada línea de orders/_master.txt se aplica tal cual: bórrala, escríbela como decisión firme para esta fase, o déjala como nota tras un `#`
err-master-deadline-zone = `{ $zone }` tras la hora del plazo no se lee como zona horaria: la hora se leería en la zona de la partida
help-master-deadline-zone = escribe el desfase pegado a la hora, p. ej. `plazo 2026-11-29 23:00+01:00`, o `CET`, `UTC+1`
err-master-twice = una segunda orden sobre { $player } en el mismo archivo
help-master-twice = deja la que quieres decir y convierte la otra en comentario con #
err-master-deadline-past-pause = el plazo { $time } pasa del de la pausa ({ $until }): las respuestas a una pausa tienen su hora fija
help-master-deadline-past-pause = no se admiten prórrogas: escribe una hora no posterior a { $until } o quita la orden
err-master-not-voter = { $player } no puede votar ahora
err-master-new-name = falta el nombre del sustituto
err-master-replace-unsupported = este reglamento aún no puede dar un puesto a un sustituto
err-master-empty = la decisión no tiene texto
master-ignore = El máster deja de lado la línea { $line } de { $file } («{ $text }»), sin leerla. { $reason }
line-refused = Tu línea { $line } («{ $text }») no se ha tenido en cuenta. { $reason }
err-ignore-file = ¿qué MP? `ignorar` lleva el archivo del MP y los números de línea
err-ignore-line = ¿qué línea de { $file }? `ignorar` lleva los números de línea tras el archivo
help-ignore = por ejemplo `ignorar Ana-2.txt 3 es un saludo` (la línea 3 de orders/Ana-2.txt, como la numera `check`)
err-ignore-no-pm = no hay ningún MP { $file } en orders/
help-ignore-no-pm = los MP de esta fase: { $files }
err-ignore-no-line = la línea { $line } de { $file } no tiene nada que dejar de lado
help-ignore-no-line = indica una línea que `check` lee o rechaza (una línea en blanco, la fecha o una cita nunca se leen)
err-late = el MP de { $player } se envió el { $sent }, después del plazo ({ $deadline })
help-late = decide el máster: `aceptar { $player }` o `rechazar { $player }` en orders/_master.txt
err-master-reject-on-time = `rechazar { $player }` apartaría también su MP enviado a tiempo ({ $files })
help-master-reject-on-time = para rechazar solo el MP tardío escribe su archivo: `rechazar { $files }`; si de verdad apartas todos, nombra cada archivo

## Varios MP de un jugador, cambios de opinión
rule-order-replaced = Una orden posterior del mismo tipo sustituye a la anterior (un MP posterior del jugador, o un cambio de opinión dentro de un MP).
order-replaced = Tu orden «{ $replaced }» quedó sustituida por tu orden posterior «{ $by }».
check-replaced = { $player }: { $file } línea { $line } «{ $replaced }» queda sustituida por { $by-file } línea { $by-line } «{ $by }»
err-thread-too-big = { $file } es demasiado grande: un hilo puede tener { $limit } bytes como máximo
help-thread-too-big = pega solo los mensajes del día que se cuenta
err-thread-too-many-posts = { $file } tiene más de { $limit } mensajes (línea { $line })
help-thread-too-many-posts = pega solo los mensajes del día que se cuenta
err-thread-line-too-long = la línea { $line } de { $file } tiene { $length } bytes: una línea puede tener { $limit } como máximo
help-thread-line-too-long = ¿un mensaje pegado sin sus saltos de línea? cópialo otra vez del foro, o parte la línea
err-thread-not-text = { $file } no es un archivo de texto: hay un carácter de control en el byte { $byte } (línea { $line })
help-thread-not-text = pega el hilo como texto plano en un archivo nuevo, guardado en UTF-8
help-thread-utf16 = el archivo parece UTF-16 (un byte cero junto a cada letra): guárdalo otra vez en UTF-8
## A list of names: "A, B y C" (before a word sounding "i", Spanish says "e")
list-and = { $i ->
    [yes] e
   *[other] y
}
err-phase-resolved = la fase { $title } (`{ $phase }`) ya está resuelta: history/{ $phase }/ la guarda, y resolverla otra vez sobrescribiría su historial
help-phase-resolved = ¿se editó a mano `phase:` en game.yaml? Déjalo como estaba (git diff game.yaml lo muestra) y usa `adjudicate undo`: deshace la última fase resuelta, de una en una, hasta que { $phase } vuelva a estar por jugar
err-yaml-missing-field = a { $where } le falta el campo { $field }{ $line ->
    [0] {""}
   *[other] {" "}(línea { $line })
}
err-yaml-unknown-field = { $field } no es un campo que pueda tener este game.yaml{ $line ->
    [0] {""}
   *[other] {" "}(línea { $line })
}; { $fields ->
    [none] ahí no se espera ningún campo
   *[other] los campos de ahí son { $fields }
}
err-yaml-unknown-value = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(línea { $line })
}: { $value } no es ninguno de { $values }
err-yaml-aliases = sus alias `*` repiten una parte del archivo demasiadas veces (se desplegaría en millones de valores): escribe cada valor
err-yaml-duplicate-field = el campo { $field } aparece dos veces{ $line ->
    [0] {""}
   *[other] {" "}(línea { $line })
}
err-yaml-invalid-type = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(línea { $line })
} debe ser { $expected ->
    [count] un número entero, 0 o más
    [number] un número entero
    [decimal] un número
    [text] un texto
    [bool] `true` o `false`
    [list] una lista (líneas que empiezan por `- `)
    [map] líneas `clave: valor`
   *[other] { $serde_expected }
}, no { $found ->
    [text] el texto { $value }
    [number] el número { $value }
    [decimal] el número { $value }
    [bool] { $value }
    [list] una lista
    [map] líneas `clave: valor`
    [empty] un valor vacío
   *[other] eso
}
err-yaml-at-field = { $field }: { $said }
err-yaml-out-of-range = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(línea { $line })
}: el número { $value } está fuera de rango; debe ser un número entero de { $min } a { $max }
err-yaml-invalid-value = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(línea { $line })
}: { $found ->
    [text] el texto { $value }
    [number] el número { $value }
    [decimal] el número { $value }
    [bool] { $value }
    [list] una lista
    [map] líneas `clave: valor`
    [empty] un valor vacío
   *[other] eso
} no es un valor válido; debe ser { $expected ->
    [count] un número entero, 0 o más
    [number] un número entero
    [decimal] un número
    [text] un texto
    [bool] `true` o `false`
    [list] una lista (líneas que empiezan por `- `)
    [map] líneas `clave: valor`
   *[other] { $serde_expected }
}
err-speaks-of-the-game = la línea { $line } de { $file } habla del juego, pero no se ha leído ninguna orden en ella
help-names-the-game = nombra «{ $noun }»: si es una orden, pide al jugador que la escriba con su verbo (como en su formulario); si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster
help-numbered-line = es una jugada o un punto numerado: si es una orden, pide al jugador que la escriba con su verbo (como en su formulario); si es solo un comentario, déjala de lado con `ignorar { $pm } { $line }` en el archivo del máster

## Fechas como las leen los jugadores (core/calendar.rs): «viernes 4 de diciembre a las 22:00»
when-weekday-1 = lunes
when-weekday-2 = martes
when-weekday-3 = miércoles
when-weekday-4 = jueves
when-weekday-5 = viernes
when-weekday-6 = sábado
when-weekday-7 = domingo
when-month-1 = enero
when-month-2 = febrero
when-month-3 = marzo
when-month-4 = abril
when-month-5 = mayo
when-month-6 = junio
when-month-7 = julio
when-month-8 = agosto
when-month-9 = septiembre
when-month-10 = octubre
when-month-11 = noviembre
when-month-12 = diciembre
when-long = { $weekday } { $day } de { $month } { $hour ->
    [1] a la { $hm }
   *[other] a las { $hm }
}
master-ignore-post = El máster deja de lado el mensaje #{ $post } del hilo ({ $author }): sus votos no cuentan. { $reason }
post-refused = Tu mensaje #{ $post } del hilo no se ha tenido en cuenta. { $reason }
err-ignore-no-thread = en esta fase no hay hilo del que dejar de lado un mensaje
help-ignore-no-thread = `ignorar hilo MENSAJE` deja de lado un mensaje del hilo del día (orders/thread.txt, el archivo que nombra `thread:`, o las páginas guardadas en thread/)
err-ignore-no-post = el hilo no tiene mensaje #{ $post }
help-ignore-no-post = indica el número del mensaje como lo muestra `tally`: los mensajes del hilo van del #{ $first } al #{ $last }
check-post-ignored = El mensaje #{ $post } ({ $author }) del hilo queda de lado por orden del máster: sus votos no cuentan
master-ignore-post-id = El máster deja de lado el mensaje #{ $post } del hilo ({ $id }, { $author }): sus votos no cuentan. { $reason }
err-ignore-no-post-id = el hilo no tiene ningún mensaje { $id }
help-ignore-no-post-id = indica el id del mensaje en el foro, como lo muestra `check`: los de este hilo van de { $first } a { $last }
help-ignore-no-post-ids = los mensajes de este hilo no llevan id del foro: indica su número, como lo muestra `tally`
err-ignore-post-place = el #{ $post } es solo el lugar del mensaje en las páginas guardadas: si se borra un mensaje anterior y se guarda la página otra vez, ese lugar es el mensaje de otro
help-ignore-post-place = indica el mensaje por su id del foro, que no cambia: ahora el #{ $post } es { $id } ({ $author }); si es ese, escribe `ignorar hilo { $id }`
check-post-ignored-id = El mensaje #{ $post } ({ $id }, { $author }) del hilo queda de lado por orden del máster: sus votos no cuentan
rule-order-withdrawn = Una orden que el jugador anula de palabra (en una línea o un MP posterior: «anulo lo anterior») queda retirada.
order-withdrawn = Tu orden «{ $replaced }» quedó retirada por tu línea «{ $by }».
check-withdrawn = { $player }: { $file } línea { $line } «{ $replaced }» queda retirada por { $by-file } línea { $by-line } «{ $by }»
err-cancel-nothing = { $file } línea { $line } anula una orden anterior, pero no hay ninguna orden antes
help-cancel-nothing = si habla de una orden enviada por otro lado (el hilo, otra fase), déjala de lado: `ignorar { $pm } { $line }`
err-same-minute-replaced = { $player }: { $replaced } y { $by } dan órdenes del mismo tipo, pero los dos MP se enviaron en el mismo minuto ({ $time }): no se sabe cuál llegó antes, y de eso depende cuál vale
help-same-minute-replaced = pregunta al jugador cuál envió al final; deja el otro de lado en las órdenes del máster: `ignorar { $replaced }` o `ignorar { $by }`
err-unvote-names-another = { $file } línea { $line } desvota y nombra a { $name }, que no es el voto que retira ({ $order }): ¿el nombre que retira, o un voto nuevo sin el verbo?
help-unvote-names-another = el voto queda retirado; si { $name } es el voto nuevo, escribe `corregir { $player } { $name }` en las órdenes del máster; si no, `corregir { $player }` con el voto que vale, o `corregir { $player } nadie`
err-cancel-ambiguous = { $file } línea { $line } anula una orden anterior, pero puede referirse a { $count } órdenes
help-cancel-ambiguous = las órdenes que puede anular: { $orders }. Pregunta al jugador; deja de lado la orden que anula y esta línea con `ignorar ARCHIVO LÍNEA`
err-cancel-mistaken = { $file } línea { $line } dice que la orden anterior fue un error, sin elegir otra cosa: la orden no puede quedar como está
help-cancel-mistaken = pregunta al jugador qué quería; si la orden vale, deja la línea de lado con `ignorar { $pm } { $line }` en el archivo del máster; si no, `ignorar` la orden
err-cancel-unread = { $file } línea { $line } parece anular algo, pero no se sabe qué
help-cancel-unread = pregunta al jugador qué anula (`anulo mi voto`, `anulo lo anterior`), o déjala de lado: `ignorar { $pm } { $line }`
err-doubts-the-order-above = la línea { $line } de { $file } pone en duda la orden de arriba (una broma, un quizá, un «no estoy seguro»): no se puede saber si va en serio
help-doubts-the-order-above = pregunta al jugador si la orden vale; si vale, deja la línea de lado con `ignorar { $pm } { $line }` en el archivo del máster; si no, `ignorar` la orden
err-in-place-of = la línea { $line } de { $file } pone a { $new } en lugar de { $old }, que ya estaba en la orden de arriba: puede ser una orden nueva o un cambio en la de arriba
help-in-place-of = pregunta al jugador cuál quiere; cuando lo sepas, `ignorar` la línea que no vale (`ignorar { $pm } { $line }` en el archivo del máster)
err-condition-unread = { $file } línea { $line }: una condición («{ $text }») sobre una orden: no se lee, y la orden no se puede dar por incondicional
help-condition-unread = pregunta al jugador si la orden vale sin condición (o decide tú si la condición se cumple); si la condición no cuenta, déjala de lado: `ignorar { $pm } { $line }`
err-nobody-or-player = { $file } línea { $line }: «{ $word }» puede ser «nadie» o el jugador { $player }
help-nobody-or-player = pregunta al jugador a quién se refiere; para no dar la orden, déjala de lado: `ignorar { $pm } { $line }`
err-order-in-comment = { $file } línea { $line }: una orden escrita tras un `#`, que empieza un comentario: no se lee
help-order-in-comment = una línea con `#` es una explicación (una orden del formulario sin nada que elegir se envía borrando su `#`); si el jugador quería dar una orden, pídele que la envíe sin el `#`; si no, déjala de lado: `ignorar { $pm } { $line }`
err-marks-unclear = { $file } línea { $line }: las marcas del jugador no dicen qué orden de este tipo quiere (una línea marcada como elegida y como descartada, dos marcadas como elegidas, una corrección tras la marcada, o una orden tras otra de su tipo escrita en negrita)
help-marks-unclear = pregunta al jugador cuál es su orden; luego deja de lado las demás: `ignorar { $pm } { $line }`
err-fallback-choice = { $file } línea { $line }: una opción de reserva de una lista por orden de preferencia: se lee la primera (línea { $first }); las reglas no tienen opciones de reserva
help-fallback-choice = si la primera opción vale, deja de lado esta: `ignorar { $pm } { $line }`; si el jugador quería otra cosa, pregúntale
err-fallback-in-words = { $file } línea { $line }: una opción de reserva en palabras (qué hacer si la primera no se puede): las reglas no tienen opciones de reserva, y no se lee qué orden quería el jugador
help-fallback-in-words = pregunta al jugador qué orden vale; cuando esté claro, deja de lado esta línea: `ignorar { $pm } { $line }`
err-left-to-the-master = { $file } línea { $line }: el jugador deja la elección al máster: las reglas hacen elegir al jugador, y no se lee qué orden vale
help-left-to-the-master = pide al jugador que elija; cuando esté claro, deja de lado esta línea: `ignorar { $pm } { $line }`
err-points-by-place = { $file } línea { $line }: la línea señala una línea o un mensaje anterior por su lugar («la primera», «la segunda línea», «^»): no se lee qué orden deja o quita
help-points-by-place = léela con las líneas de arriba y pregunta al jugador si hay duda; luego deja de lado la orden que quita y esta línea: `ignorar { $pm } { $line }`
err-range-of-numbers = { $file } línea { $line }: la orden nombra un intervalo de números («del 1 al 3»): leída como sus dos extremos, dejaría fuera los de en medio
help-range-of-numbers = pregunta al jugador cuáles quiere; cuando esté claro, deja de lado la línea: `ignorar { $pm } { $line }`
err-order-quoted-only = { $file } línea { $line }: la única orden del MP está en una línea citada con `>`, que es el mensaje al que responde: no se lee
help-order-quoted-only = una línea con `>` cita otro mensaje (el MP del máster, uno anterior); si el jugador la quería como orden suya, pídele que la envíe sin el `>`; si no, déjala de lado: `ignorar { $pm } { $line }`
err-undated-first-post = { $player }: no se sabe qué llegó antes: { $file } línea { $line } «{ $text }» no tiene hora de envío, y { $player } votó en el hilo en el mensaje #{ $post } ({ $kind ->
    [abstain] se abstuvo
    [unvote] retiró su voto
   *[player] a { $target }
}): el MP sin fecha cuenta como el último
err-undated-first-pm = { $player }: no se sabe qué llegó antes: { $file } línea { $line } «{ $text }» no tiene hora de envío, y { $other } línea { $other-line } «{ $other-text }» se envió el { $sent }: el MP sin fecha cuenta como el último
help-undated-first = añade la línea de fecha del MP tal como la muestra el foro (`enviado: 2026-11-29 21:14`), o resuélvelo en orders/_master.txt (`corregir JUGADOR OBJETIVO`, `ignorar ARCHIVO LÍNEA`)

thread-day-order-raised = el mensaje #{ $post } de { $player } en el hilo da una orden de día que no es el voto ({ $reading }): no se lee en el hilo en esta partida
help-thread-day-order-raised = que el jugador la mande por MP, o que el máster la dé en sus órdenes (o ponga `thread_day_orders: read`)
