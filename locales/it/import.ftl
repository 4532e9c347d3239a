# `adjudicate import`: esportazioni di MP, pagine di MP e pagine del thread del forum, archiviate in una partita. Italiano.

import-filed = { $source }: { $kind ->
    [post] messaggio
   *[pm] MP
} di { $player } inviato il { $sent } → { $file }
import-filed-late = { $source }: { $kind ->
    [post] messaggio
   *[pm] MP
} di { $player } inviato il { $sent } → { $file }, IN RITARDO (la scadenza era { $deadline }): `accetta { $player }` o `rifiuta { $player }` in orders/_master.txt
import-skip-stranger = { $source }: un { $kind ->
    [post] messaggio
   *[pm] MP
} di { $sender } (inviato il { $sent }), che non gioca la partita: non archiviato
import-skip-master = { $source }: un { $kind ->
    [post] messaggio
   *[pm] MP
} del master, { $sender } (inviato il { $sent }): non archiviato
import-skip-known = { $source }: { $kind ->
    [post] il messaggio
   *[pm] l'MP
} di { $player } inviato il { $sent } è già in { $file }: saltato
import-skip-earlier = { $source }: { $kind ->
    [post] il messaggio
   *[pm] l'MP
} di { $player } inviato il { $sent } è di una fase precedente (la sua scadenza era { $deadline }): saltato
import-skip-twice = { $source }: { $kind ->
    [post] il messaggio
   *[pm] l'MP
} di { $player } inviato il { $sent } compariva due volte in ciò che è stato importato: archiviato una volta
import-skip-talk = { $source }: il messaggio di { $player } inviato il { $sent } è solo chiacchiera (nessuna giocata, niente del gioco): non archiviato
import-skip-deleted = { $source }: { $kind ->
    [post] il messaggio
   *[pm] l'MP
} di { $player } inviato il { $sent } risulta cancellato sul forum: non archiviato
err-thread-post-not-filed = il messaggio { $post } di { $player } nella discussione (`{ $thread }`) non è in orders/: in questa partita ogni giocata è un messaggio della discussione, e il turno non si risolve senza
help-thread-post-not-filed = `adjudicate import PARTITA { $thread }` archivia come ordini i messaggi dei giocatori (quelli già archiviati, quelli del master e quelli di sola chiacchiera si saltano)
import-thread = { $source }: una pagina del thread di { $forum } → { $file }
import-thread-known = { $source }: questa pagina del thread è già in { $file }: saltata
import-same-time = { $player }: due MP inviati nello stesso minuto ({ $date }): non si sa quale sia arrivato prima; archiviati come { $file } e poi { $other } nell'ordine letto: l'ultimo file conta come l'ultimo, verifica quale il giocatore abbia inviato per ultimo
import-thread-earlier = { $source }: { $count ->
    [one] il suo messaggio #{ $first } è
   *[other] i suoi { $count } messaggi (#{ $first }–#{ $last }) sono
} di una fase precedente, già archiviata in history/: saltata
import-thread-earlier-some = { $source }: { $count ->
    [one] il messaggio #{ $first } è
   *[other] { $count } dei suoi messaggi (#{ $first }–#{ $last }) sono
} di una fase precedente, già archiviata in history/: tally e next non li leggono come voti di questa fase
import-summary = { $filed } archiviati, { $skipped } saltati.
import-summary-dry-run = Prova: { $filed } sarebbero archiviati, { $skipped } saltati; non è stato scritto nulla.
err-import-saved-at = `{ $time }` non è un orario (`2026-12-02 23:10`)
err-import-too-big = { $file } supera { $mib } MiB: non è un'esportazione di MP né una pagina salvata
err-import-encoding = { $file } non è testo UTF-8 ({ $detail })
err-import-csv = { $file } non è un'esportazione di MP di phpBB come phpBB la scrive (differisce a { $detail })
err-import-csv-columns = { $file } non è un'esportazione di MP di phpBB: un record non ha le sei colonne di phpBB (oggetto, mittente, data, a, messaggio, ccn): record { $detail }
err-import-xml = { $file } non è un'esportazione di MP di phpBB in XML: { $detail }
err-import-empty = { $file } non contiene alcun MP
err-import-page-unknown = { $file } non è una pagina di MP né di un thread di un forum che si sappia leggere (cercati: { $detail })
err-import-page-login = { $file } è una pagina di accesso di { $detail }, non una pagina di MP né del thread: è stata salvata senza aver fatto l'accesso
err-import-page-error = { $file } è una pagina di errore di { $detail } (non mostra nessun messaggio né MP)
err-import-page-search = { $file } è una pagina di risultati di ricerca di { $detail }, non una pagina di MP né del thread
err-import-pm-forum = { $file } è una pagina di MP di { $detail }, i cui MP non si leggono ancora: copia i suoi MP in orders/ come testo
err-import-page-empty = { $file } è una pagina di MP senza alcun MP
help-import-file = dai l'esportazione di MP di phpBB (Pannello di controllo → Messaggi privati → una cartella → "Esporta come" CSV, CSV (Excel) o XML) così come è stata scaricata, una pagina di MP salvata o una pagina del thread salvata; non è stato scritto nulla
err-import-date = { $file }: l'MP di { $sender } ha una data che non si può leggere: `{ $date }`
help-import-date = senza di essa non si sa di quale fase sia: esporta di nuovo con il formato di data predefinito del forum (ISO 8601 da phpBB 3.0.5), o dai --saved-at per una pagina che dice "oggi"; non è stato scritto nulla
check-no-sent = { $file }: non si può leggere quando è stato inviato, e questa fase ha una scadenza ({ $deadline }): non è stato controllato rispetto a essa e conta come l'ultimo inviato. Aggiungi una riga `inviato:`.
check-unclosed-quote = { $file }, riga { $line }: un `[quote` senza il suo `[/quote]`: la citazione è stata presa fino alla fine della sua riga, e le righe seguenti sono state lette come del giocatore.
check-thread-read-as = messaggio #{ $post } di { $voter }: «{ $written }» è stato letto come { $name }: controllalo.
