# Thread letti dalle pagine salvate dal forum (core::thread::page).
err-page-unknown = { $file } non è una pagina di un forum che questo programma legge
help-page-unknown = salva le pagine del thread dal forum (Salva pagina con nome…); i segni dei forum cercati: { $markers }
err-page-pm = { $file } è una pagina di messaggi privati di { $forum }, non una pagina del thread
err-page-login = { $file } è una pagina di accesso di { $forum }, non una pagina del thread: è stata salvata senza aver fatto l'accesso
err-page-error = { $file } è una pagina di errore di { $forum } (non mostra nessun messaggio), non una pagina del thread
err-page-search = { $file } è una pagina di risultati di ricerca di { $forum }, non una pagina del thread
help-page-thread = apri il thread sul forum e salva ognuna delle sue pagine (Salva pagina con nome…) nella cartella del thread
err-page-forums = { $file } è una pagina di { $forum }, ma { $first } è una pagina di { $other }: le pagine di un thread vengono da un solo forum
help-page-forums = lascia nella cartella solo le pagine del thread del giorno
err-page-post-time = { $file }: l'ora del messaggio { $post } non si può leggere («{ $shown }»)
help-page-post-time = indica con --saved-at l'ora in cui la pagina è stata salvata quando il forum mostra ore relative («Oggi», «5 minuti fa»), o salva di nuovo la pagina
err-page-post-author = { $file }: il messaggio { $post } non mostra l'autore
err-page-too-big = { $file } è troppo grande: una pagina salvata può avere al massimo { $limit } byte
err-pages-too-many = { $path } contiene più di { $limit } pagine
err-pages-too-many-posts = le pagine salvate contengono più di { $limit } messaggi
err-pages-no-thread = non è stato possibile leggere le pagine salvate: il sistema non ha concesso un thread per analizzarle ({ $detail })
err-pages-none = { $path } non contiene nessuna pagina salvata (.html, .htm)
err-pages-stray = { $path } contiene { $file }, che non è una pagina salvata (.html, .htm, .json, .txt)
help-pages-stray = la cartella del thread contiene solo le sue pagine salvate (e le cartelle _files del browser)
pages-read = Thread letto da { $pages } { $pages ->
    [one] pagina salvata
   *[other] pagine salvate
  } di { $forum }: { $posts } messaggi{ $duplicates ->
    [0] {""}
   *[other] , { $duplicates } visti su due pagine e letti una volta
  }.
pages-edited = Modificati dopo la pubblicazione (lo dice il forum): { $posts }.
pages-deleted = Cancellati o in attesa di approvazione sul forum (solo un moderatore li vede): { $posts }; non letti come voti.
err-saved-at = --saved-at { $value } non è un'ora
help-saved-at = scrivi l'ora in cui sono state salvate le pagine come 2026-11-29 21:00, con secondi e uno scarto +01:00 se vuoi
check-thread-text = Thread { $file }: { $posts ->
    [one] 1 messaggio letto
   *[other] { $posts } messaggi letti
  }.
thread-earlier-skipped = { $count ->
    [one] Il messaggio #{ $first } è di una fase precedente, già archiviata in history/: non è letto come voto di questa fase.
   *[other] { $count } messaggi (#{ $first }–#{ $last }) sono di una fase precedente, già archiviata in history/: non sono letti come voti di questa fase.
}
