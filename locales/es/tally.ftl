# Mensajes del recuento de votos (adjudicate tally, el recuento del día). Español.

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
tally-frozen-warning = { $count ->
    [one] Atención: 1 voto de este recuento llegó con la votación congelada en secreto; si publicas el recuento tal cual, todos lo sabrán.
   *[other] Atención: { $count } votos de este recuento llegaron con la votación congelada en secreto; si publicas el recuento tal cual, todos lo sabrán.
}
tally-reason-void = nulo ({ $why })
tally-reason-replaced = sustituido por un voto posterior
tally-reason-withdrawn = retirado (desvoto)
tally-reason-repeated = repite el voto que ya tenía
tally-reason-ignored-until-unvote = ignorado: en esta partida hay que desvotar antes de votar de nuevo
tally-reason-nothing-to-unvote = un desvoto sin voto que retirar
tally-reason-final = una vez emitido, un voto no se puede cambiar
tally-reason-late = después del cierre
tally-reason-hammer = después del martillo (una lista ya tenía mayoría)
tally-void-not-candidate = no se puede votar a { $target }
tally-void-no-abstention = en esta partida no se puede votar sin linchamiento
tally-ignored-title = Votos en mensajes de quien no puede votar
tally-ignored-not-playing = { $author } ({ $posts }): no juega
tally-ignored-cannot-vote = { $author } ({ $posts }): no puede votar ahora
tally-ignored-replaced = { $author } ({ $posts }): ya no juega, su puesto es de { $by }
tally-read-as-title = Nombres leídos como los tiene la lista de jugadores
tally-read-as = { $voter }, mensaje #{ $post }: «{ $written }» se lee como { $name }
tally-unread-title = Nombres que no se pudieron leer (no cuentan)
tally-unread-suggest = { $voter }, mensaje #{ $post }: "{ $written }": ¿quería decir { $names }?
tally-unread-ambiguous = { $voter }, mensaje #{ $post }: "{ $written }" puede ser { $names }
tally-unread-none = { $voter }, mensaje #{ $post }: "{ $written }": ningún nombre de jugador se parece
tally-updated-post = Actualizado al mensaje #{ $post } ({ $time }).
tally-updated-orders = Recuento de los MP de orders/.
tally-updated-none = Todavía no se ha contado ningún mensaje.
tally-updated-secret = Recuento de los votos recibidos por MP; voto secreto: sin nombres ni horas.
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
err-thread-twice = dos hilos para el día: { $file } y { $orders }
help-thread-twice = deja uno: borra { $orders }, o quita `--thread` y `thread:` de game.yaml
err-thread-syntax = `syntax: { $syntax }` en game.yaml no es una sintaxis de votos
help-thread-syntax = las sintaxis son { $syntaxes }
tally-hammer = { $target } alcanzó la mayoría en { $where } (voto de { $voter }).
tally-abstentions = Abstenciones ({ $count }): { $players }
# A secret ballot (among-us's deliberations): how many votes, never whose.
tally-wagon-secret = **{ $target }**: { $weight ->
    [one] 1 voto
   *[other] { $weight } votos
}
tally-abstentions-secret = Abstenciones: { $count }
tally-not-voting-secret = Aún no han votado: { $count }
tally-hammer-secret = { $target } ha alcanzado la mayoría.
tally-hammer-by-pm = { $target } tenía la mayoría con los votos dados por MP.
tally-origin-pm = MP
tally-discarded-item-secret = un voto: { $reason }
tally-history-title = Historial de votos
tally-forum-day = Día
tally-void-hidden = escrito en texto oculto (spoiler, blanco o transparente), que esta partida prohíbe
tally-unread-replaced = { $line } (lo sustituye el voto del mensaje #{ $by })
tally-unclear-title = No leídos como votos (revísalos)
tally-unclear = { $voter }, mensaje #{ $post }: { $text }
tally-hidden-title = Votos en texto oculto (spoiler, blanco o transparente)
tally-hidden = { $voter }, mensaje #{ $post }
err-tally-unclear = el mensaje #{ $post } de { $voter } habla del voto y no se ha leído como voto: `{ $text }`
label-tally-unclear-name = el nombre de un jugador en rojo o negrita
label-tally-unclear-vote-word = una palabra de voto
label-tally-unclear-question = una pregunta, no un voto
label-tally-unclear-doubt = una negación, una condición o palabras de otro: no es un voto
label-tally-unclear-list = varios nombres seguidos: candidatos, no un voto
label-tally-unclear-colour = el nombre de un jugador en un color que no es rojo
label-tally-unclear-other-syntax = un voto con etiqueta (`[vote]`), pero en este hilo se vota en rojo
label-tally-unclear-open-quote = un voto en la línea de un `[quote` sin su `[/quote]`: ¿es suyo o lo cita?
label-tally-unclear-remark = un comentario sobre el jugador (lo niega, lo defiende, habla de él): no es un voto
label-tally-unclear-count = una línea de un recuento (un nombre con sus votos o votantes): no es el voto de quien lo escribe
label-tally-unclear-signature = un nombre en la firma, después de `--` o `_____`: no es un voto
label-tally-unclear-label = lo que va delante (una negación, algo descartado, una broma, otro día, un ejemplo) dice que no es su voto de hoy
label-tally-unclear-changed = otro nombre después, tras un cambio de idea (`no, mejor`, `perdón`, `quería decir`): ¿cuál es su voto?
label-tally-unclear-edited = un voto en un mensaje editado (lo dice el foro), en una página guardada después del plazo: la edición pudo llegar tarde
label-tally-unclear-unvote-name = un desvoto seguido de un nombre que no es el voto que retira: ¿el nombre que retira, o un voto nuevo sin la palabra «voto»? (si es un voto nuevo, corrígelo)
label-tally-unclear-agreed = un voto citado y secundado (x2, +1, «lo mismo digo»): la cita es el voto de otro; ¿es también el de este jugador?
help-tally-unclear = si es el voto de { $voter }, escribe `corregir { $voter } NOMBRE` en las órdenes del máster; si no lo es, `corregir { $voter }` con el voto que vale, o `corregir { $voter } nadie`
tally-ignored-master = { $author } ({ $posts }): dejados de lado por el máster, no cuentan
tally-ignored-master-note = No va en el recuento que publicas (la orden `ignorar` es tuya): { $lines }
tally-late-pm = { $voter } ({ $pm }): { $vote }
tally-late-pm-note = No va en el recuento que publicas (un MP es privado, y también cuándo llegó): votos en MP enviados después del cierre: { $lines }
