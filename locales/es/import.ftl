# `adjudicate import`: exportaciones de MPs, páginas de MPs y páginas del hilo del foro, archivadas en una partida. Español.

import-filed = { $source }: { $kind ->
    [post] mensaje
   *[pm] MP
} de { $player } enviado el { $sent } → { $file }
import-filed-late = { $source }: { $kind ->
    [post] mensaje
   *[pm] MP
} de { $player } enviado el { $sent } → { $file }, FUERA DE PLAZO (el plazo era { $deadline }): `aceptar { $player }` o `rechazar { $player }` en orders/_master.txt
import-skip-stranger = { $source }: un { $kind ->
    [post] mensaje
   *[pm] MP
} de { $sender } (enviado el { $sent }), que no juega la partida: no archivado
import-skip-master = { $source }: un { $kind ->
    [post] mensaje
   *[pm] MP
} del máster, { $sender } (enviado el { $sent }): no archivado
import-skip-known = { $source }: el { $kind ->
    [post] mensaje
   *[pm] MP
} de { $player } enviado el { $sent } ya está en { $file }: omitido
import-skip-earlier = { $source }: el { $kind ->
    [post] mensaje
   *[pm] MP
} de { $player } enviado el { $sent } es de una fase anterior (su plazo era { $deadline }): omitido
import-skip-twice = { $source }: el { $kind ->
    [post] mensaje
   *[pm] MP
} de { $player } enviado el { $sent } venía dos veces en lo importado: archivado una vez
import-skip-talk = { $source }: el mensaje de { $player } enviado el { $sent } es solo conversación (ninguna jugada, nada del juego): no archivado
import-skip-deleted = { $source }: el { $kind ->
    [post] mensaje
   *[pm] MP
} de { $player } enviado el { $sent } aparece borrado en el foro: no archivado
err-thread-post-not-filed = el mensaje { $post } de { $player } en el hilo (`{ $thread }`) no está en orders/: en esta partida cada jugada es un mensaje del hilo, y el turno no se resuelve sin él
help-thread-post-not-filed = `adjudicate import PARTIDA { $thread }` archiva como órdenes los mensajes de los jugadores (los ya archivados, los del máster y los que son solo conversación se omiten)
import-thread = { $source }: una página del hilo de { $forum } → { $file }
import-thread-known = { $source }: esta página del hilo ya está en { $file }: omitida
import-same-time = { $player }: dos MP enviados en el mismo minuto ({ $date }): no se sabe cuál llegó antes; archivados como { $file } y luego { $other } en el orden leído: el último archivo cuenta como el último, comprueba cuál envió el jugador al final
import-thread-earlier = { $source }: { $count ->
    [one] su mensaje #{ $first } es
   *[other] sus { $count } mensajes (#{ $first }–#{ $last }) son
} de una fase anterior, ya archivada en history/: omitida
import-thread-earlier-some = { $source }: { $count ->
    [one] el mensaje #{ $first } es
   *[other] { $count } de sus mensajes (#{ $first }–#{ $last }) son
} de una fase anterior, ya archivada en history/: tally y next no los leen como votos de esta fase
import-summary = { $filed } archivados, { $skipped } omitidos.
import-summary-dry-run = Prueba: se archivarían { $filed }, se omitirían { $skipped }; no se ha escrito nada.
err-import-saved-at = `{ $time }` no es una hora (`2026-12-02 23:10`)
err-import-too-big = { $file } pasa de { $mib } MiB: no es una exportación de MPs ni una página guardada
err-import-encoding = { $file } no es texto UTF-8 ({ $detail })
err-import-csv = { $file } no es una exportación de MPs de phpBB tal como phpBB la escribe (difiere en { $detail })
err-import-csv-columns = { $file } no es una exportación de MPs de phpBB: un registro no tiene las seis columnas de phpBB (asunto, remitente, fecha, para, mensaje, cco): registro { $detail }
err-import-xml = { $file } no es una exportación de MPs de phpBB en XML: { $detail }
err-import-empty = { $file } no contiene ningún MP
err-import-page-unknown = { $file } no es una página de MPs ni de un hilo de un foro que se sepa leer (se buscó: { $detail })
err-import-page-login = { $file } es una página de inicio de sesión de { $detail }, no una página de MPs ni del hilo: se guardó sin haber entrado
err-import-page-error = { $file } es una página de error de { $detail } (no muestra ningún mensaje ni MP)
err-import-page-search = { $file } es una página de resultados de búsqueda de { $detail }, no una página de MPs ni del hilo
err-import-pm-forum = { $file } es una página de MPs de { $detail }, cuyos MPs aún no se leen: copia sus MPs en orders/ como texto
err-import-page-empty = { $file } es una página de MPs sin ningún MP
help-import-file = da la exportación de MPs de phpBB (Panel de control → Mensajes privados → una carpeta → "Exportar como" CSV, CSV (Excel) o XML) tal como se descargó, una página de MPs guardada o una página del hilo guardada; no se ha escrito nada
err-import-date = { $file }: el MP de { $sender } tiene una fecha que no se puede leer: `{ $date }`
help-import-date = sin ella no se sabe de qué fase es: exporta de nuevo con el formato de fecha por defecto del foro (ISO 8601 desde phpBB 3.0.5), o da --saved-at para una página que dice "hoy"; no se ha escrito nada
check-no-sent = { $file }: no se puede leer cuándo se envió, y esta fase tiene plazo ({ $deadline }): no se ha comprobado contra él y cuenta como el último enviado. Añade una línea `enviado:`.
check-unclosed-quote = { $file }, línea { $line }: un `[quote` sin su `[/quote]`: la cita se ha tomado hasta el final de su propia línea, y las líneas siguientes se han leído como del jugador.
check-thread-read-as = mensaje #{ $post } de { $voter }: «{ $written }» se ha leído como { $name }: compruébalo.
