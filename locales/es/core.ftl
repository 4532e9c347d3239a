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
err-state = el estado del reglamento en game.yaml no es válido: { $error }
err-game-format = game.yaml está en el formato { $format }; este adjudicate lee el formato { $expected }
err-game-invalid = la partida no se puede jugar tal como está escrita
err-unknown-phase = fase desconocida `{ $phase }`; este reglamento tiene { $phases }
err-unknown-ruleset = reglamento desconocido `{ $id }`
help-rulesets = reglamentos conocidos: { $ids }
err-no-history = la fase `{ $phase }` no está en history/
help-no-history = las fases resueltas son las carpetas de history/

## Listas de jugadores y opciones
err-roster-csv = la lista de jugadores no es un CSV válido: { $error }
help-roster = un jugador por línea: nombre, alias separados por |, un rol fijo opcional
err-roster-name = `{ $name }` no puede ser el nombre de un jugador
help-roster-name = los nombres se usan como nombres de archivo: sin / \ : * ? " < > |, sin empezar por . o _, ni `public` ni `master`
err-roster-duplicate = `{ $name }` ya lo usa { $other }
help-roster-duplicate = cada nombre y alias debe distinguir a un solo jugador (sin importar mayúsculas ni tildes)
err-player-count = { $count } jugadores no pueden jugar a { $ruleset }: se juega con { $low } a { $high }
err-unknown-option = opción desconocida `{ $key }`
help-options = opciones de este reglamento: { $keys }
err-option-value = la opción `{ $key }` no puede valer `{ $value }`
help-option-values = una de: { $values }
err-option-syntax = `{ $option }` no es una opción
help-option-syntax = escribe las opciones como clave=valor, por ejemplo --option self_vote=allow

## Archivos de órdenes
err-file-name = { $file } no es un archivo de MP
help-file-name = nombra cada MP como su jugador: orders/<Jugador>.txt (se admite orders/.gitkeep)
err-file-name-encoding = { $file } tiene un nombre de archivo que no es UTF-8 válido
err-file-is-dir = { $file } es una carpeta, no un MP
err-file-player = { $file } no nombra a ningún jugador: `{ $name }`
err-file-duplicate = { $file } es un segundo MP de { $player } (el primero es { $other })
help-file-duplicate = deja un archivo por jugador: junta los dos MP en uno o borra el viejo
err-file-empty = { $file } está vacío
help-file-empty = pega dentro el MP del jugador, o borra el archivo si no envió nada
err-not-utf8 = { $file } no es texto UTF-8 (línea { $line }, byte { $byte })
help-not-utf8 = guarda el archivo como UTF-8 (en casi todos los editores: Guardar como… → Codificación: UTF-8)
err-sent = la línea `sent:` de { $file } no es una fecha y hora
help-sent = escríbela como `sent: 2026-11-29 21:14` (con segundos y desfase +01:00 opcionales)
err-dead-player = { $player } está muerto y no puede enviar órdenes ahora
help-dead-player = borra este MP, o conserva sus líneas como comentarios con #
err-no-orders = orders/ no contiene ningún MP para la fase { $phase }
help-no-orders = pega antes los MP; si nadie envió nada, ejecuta `adjudicate next --no-orders`
err-no-map = una partida de { $ruleset } no se juega sobre un mapa
err-game-over = la partida ha terminado: no hay fase siguiente
help-game-over = `adjudicate status --master` muestra cómo terminó

## Líneas de órdenes
err-not-an-order = la línea { $line } de { $file } no es una orden
label-not-an-order = no es una orden
help-not-an-order = las órdenes empiezan por una de: { $verbs }. Si la línea es parte del MP (un saludo), consérvala como comentario empezándola con #
help-not-an-order-verb = ¿quisiste decir `{ $verb }`? Las órdenes empiezan por una de: { $verbs }. Para conservar la línea tal cual, empiézala con #
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
err-extra-words = sobran palabras al final de la orden
help-extra-words = una orden por línea; quita las palabras de más o ponlas tras un #
err-duplicate-order = esta orden repite otra ya dada en este MP
help-duplicate-order = conserva la que el jugador quiso decir y convierte la otra en comentario con #
err-self-target = { $player } no puede elegirse a sí mismo ni a sí misma aquí
err-self-vote = un jugador no puede votarse a sí mismo
err-wrong-phase = esta orden no es de la fase { $phase }

## Azar
err-script = una tirada guionizada de { $value } está fuera de rango: esta tirada necesita un valor menor que { $bound }
err-script-unused = la fase no usó { $count } tiradas guionizadas

## Informes
report-private-title = { $phase }: informe privado de { $player }
report-public-title = { $phase }
report-nothing = Nada que informar.
phase-setup = Preparación
phase-over = Fin de la partida

## Órdenes del programa
check-ok = { $count ->
    [one] 1 MP es válido para la fase { $phase }.
   *[other] { $count } MP son válidos para la fase { $phase }.
}
init-ok = Nueva partida de { $ruleset } en { $path }: { $count } jugadores, semilla { $seed }. Los MP de rol están en reports/setup/.
next-ok = Fase { $phase } resuelta: informes en reports/{ $phase }/ (*.{ $ext }). Fase siguiente: { $next }.
map-written = El mapa está en { $path }.
status-title = { $ruleset }: { $phase }
status-alive = { $player }: vivo
status-dead = { $player }: muerto
status-over = La partida ha terminado. Ganadores: { $winners }
scenario-ok = ok      { $path }
scenario-failed = FALLA   { $path } ({ $count } expectativas sin cumplir)

## Explicaciones
explain-because = a causa de #{ $id }
explain-rule = regla
explain-public = público
explain-private = comunicado a { $players }
explain-master = solo el máster
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
master-modkill = **{ $player }** queda fuera de la partida por decisión del máster (modkill). { $reason }
master-replace = **{ $new }** reemplaza a { $old } y se queda con su puesto. { $reason }
master-revive = **{ $player }** vuelve a estar vivo por decisión del máster. { $reason }
master-deadline = El plazo de esta fase termina el { $time }. { $reason }
master-accept = El máster acepta el MP tardío de { $player }. { $reason }
master-reject = El máster aparta el MP de { $player }. { $reason }
master-correct = El máster corrige el voto de { $voter }: { $target }. { $reason }
master-option = Norma de la casa: { $key } = { $value }. { $reason }
master-ruling = Decisión del máster: { $text }
master-no-sent = el MP de { $player } no tiene línea `sent:`: no se comprobó contra el plazo.
master-set-aside = El MP de { $player } no se usa: se aplica la decisión del máster.
err-master-dead = { $player } ya está muerto
err-master-alive = { $player } está vivo
err-master-twice = una segunda orden sobre { $player } en el mismo archivo
help-master-twice = deja la que quieres decir y convierte la otra en comentario con #
err-master-not-voter = { $player } no puede votar ahora
err-master-new-name = falta el nombre del sustituto
err-master-replace-unsupported = este reglamento aún no puede dar un puesto a un sustituto
err-master-empty = la decisión no tiene texto
err-late = el MP de { $player } se envió el { $sent }, después del plazo ({ $deadline })
help-late = decide el máster: `aceptar { $player }` o `rechazar { $player }` en orders/_master.txt

## Tally
tally-title = Recuento de votos: { $phase }
tally-no-votes = Todavía no hay votos.
tally-wagon = **{ $target }** ({ $weight }, L-{ $needed }): { $voters }
tally-wagon-no-lynch = **Sin linchamiento** ({ $weight }): { $voters }
tally-majority-strict = Mayoría: { $needed } de { $total } votos. L-0: linchado ya.
tally-majority-plurality = Al cierre muere el jugador más votado, si está solo en cabeza con al menos { $min ->
    [one] 1 voto
   *[other] { $min } votos
}. L-0: moriría ahora.
tally-majority-plurality-ties = Al cierre mueren los jugadores más votados (todos los empatados), si tienen al menos { $min ->
    [one] 1 voto
   *[other] { $min } votos
}. L-0: moriría ahora.
tally-not-voting = No han votado ({ $count }): { $players }
tally-everyone-voted = Han votado todos.
tally-discarded-title = Votos que no cuentan
tally-discarded-item = { $voter } → { $vote } ({ $where }): { $reason }
tally-vote-no-lynch = sin linchamiento
tally-vote-unvote = desvoto
tally-vote-unread = "{ $written }"
tally-reason-not-eligible = no puede votar
tally-reason-self-vote = un jugador no puede votarse a sí mismo
tally-reason-frozen = enviado con la votación ya cerrada
tally-reason-void = nulo ({ $why })
tally-reason-replaced = sustituido por un voto posterior
tally-reason-withdrawn = retirado (desvoto)
tally-reason-repeated = repite el voto que ya tenía
tally-reason-ignored-until-unvote = ignorado: en esta partida hay que desvotar antes de votar de nuevo
tally-reason-nothing-to-unvote = un desvoto sin voto que retirar
tally-reason-late = después del cierre
tally-reason-hammer = después del martillo (una lista ya tenía mayoría)
tally-void-not-candidate = no se puede votar a { $target }
tally-void-no-abstention = en esta partida no se puede votar sin linchamiento
tally-ignored-title = Votos en mensajes de quien no puede votar
tally-ignored-not-playing = { $author } ({ $posts }): no juega
tally-ignored-cannot-vote = { $author } ({ $posts }): no puede votar ahora
tally-unread-title = Nombres que no se pudieron leer (no cuentan)
tally-unread-suggest = { $voter }, mensaje #{ $post }: "{ $written }": ¿quería decir { $names }?
tally-unread-ambiguous = { $voter }, mensaje #{ $post }: "{ $written }" puede ser { $names }
tally-unread-none = { $voter }, mensaje #{ $post }: "{ $written }": ningún nombre de jugador se parece
tally-updated-post = Actualizado al mensaje #{ $post } ({ $time }).
tally-updated-time = Actualizado a { $time }.
tally-updated-orders = Recuento de los MP de orders/.
tally-updated-none = Todavía no se ha contado ningún mensaje.
err-tally-no-vote = { $phase } no es una fase de votación: no hay votos que contar
help-tally-no-vote = `adjudicate tally` cuenta los votos de una fase de día
err-tally-deadline = `{ $value }` no es una fecha y hora
help-tally-deadline = escribe el cierre como 2026-11-29 21:00, con segundos y un desfase +01:00 si hace falta
err-tally-unread = el voto de { $voter } en el mensaje #{ $post } no nombra a ningún jugador: `{ $written }`
err-tally-unread-count = { $count ->
    [one] 1 voto no se pudo leer: aparece en el recuento, sin contar
   *[other] { $count } votos no se pudieron leer: aparecen en el recuento, sin contar
}
err-tally-unread-first = los primeros { $shown } se muestran arriba, en su línea del hilo
err-thread-header = la línea { $line } de { $file } no es una cabecera de mensaje
err-thread-before-first-post = la línea { $line } de { $file } está antes del primer mensaje
err-thread-post-order = el mensaje #{ $post } viene después del mensaje #{ $previous } (línea { $line } de { $file })
err-thread-time-order = el mensaje #{ $post } tiene fecha anterior al mensaje #{ $previous } (línea { $line } de { $file })
err-thread-no-posts = { $file } no contiene ningún mensaje
help-thread-format = cada mensaje empieza con una línea `=== #123 | Autor | 2026-11-29T21:03:00+01:00` y sigue su texto; pega los mensajes en el orden del hilo
err-thread-too-big = { $file } es demasiado grande: un hilo puede tener { $limit } bytes como máximo
help-thread-too-big = pega solo los mensajes del día que se cuenta
err-thread-too-many-posts = { $file } tiene más de { $limit } mensajes (línea { $line })
help-thread-too-many-posts = pega solo los mensajes del día que se cuenta
err-thread-line-too-long = la línea { $line } de { $file } tiene { $length } bytes: una línea puede tener { $limit } como máximo
help-thread-line-too-long = ¿un mensaje pegado sin sus saltos de línea? cópialo otra vez del foro, o parte la línea
err-thread-not-text = { $file } no es un archivo de texto: hay un carácter de control en el byte { $byte } (línea { $line })
help-thread-not-text = pega el hilo como texto plano en un archivo nuevo, guardado en UTF-8
help-thread-utf16 = el archivo parece UTF-16 (un byte cero junto a cada letra): guárdalo otra vez en UTF-8
