# `adjudicate fetch`: le pagine di una discussione pubblica scaricate nella cartella thread/ della partita. Italiano.

fetch-page = pagina { $page }: { $url } → thread/{ $file } ({ $posts } messaggi, #{ $first }–#{ $last })
fetch-page-unnumbered = pagina { $page }: { $url } → thread/{ $file } ({ $posts } messaggi)
fetch-done = { $pages } pagine della discussione di { $forum } in { $folder }: { $new } nuove, { $again } scaricate di nuovo.
fetch-until = Fermato dopo il messaggio #{ $post } (--until-post).
err-fetch-address = `{ $address }` non è l'indirizzo web di una discussione (http:// o https://…)
err-fetch-robots = il robots.txt del forum non permette ai programmi di scaricare { $url }
help-fetch-by-hand = salva le pagine della discussione dal browser ("Salva pagina con nome…", dopo l'accesso se serve) nella cartella thread/ della partita, o portale dentro con `adjudicate import`; non è rimasto nulla scritto a metà
err-fetch-status = { $url }: il forum ha risposto { $status } invece della pagina
err-fetch-redirects = { $url }: troppi reindirizzamenti, la pagina non è mai arrivata
err-fetch-wait = { $url }: il forum chiede di aspettare { $seconds } secondi prima di chiedere di nuovo: riprova più tardi
err-fetch-busy = { $url }: il forum era ancora occupato ({ $status }) dopo { $tries } tentativi: riprova più tardi
err-fetch-elsewhere = { $url } porta a { $to }, un altro sito o qualcosa che non è una pagina web: non si segue
err-fetch-too-big = { $url } supera { $limit } byte: non è una pagina di una discussione
err-fetch-net = impossibile scaricare { $url }: { $error }
err-fetch-folder = { $path } non è una cartella propria della partita (è un collegamento o un file): non si scrive nulla attraverso di essa
help-fetch-folder = le pagine vanno nella cartella thread/ della partita, con i nomi page-0001.html, page-0002.html…; sposta ciò che occupa il loro posto
err-fetch-other-thread = { $folder } contiene le pagine di { $first }, scaricate prima, non quelle di { $url }
help-fetch-other-thread = la cartella thread/ di una partita contiene una sola discussione: dai lo stesso indirizzo, o togli prima le vecchie pagine da thread/
err-fetch-too-many = la discussione ha più di { $limit } pagine: lo scaricamento si ferma lì
err-fetch-other-topic = { $url } è una pagina di un'altra discussione, non di { $first }: lo scaricamento si ferma qui
help-fetch-other-topic = il forum ha portato fuori dalla discussione (spostata, unita o cancellata?): controlla l'indirizzo nel browser; le pagine precedenti restano
err-fetch-saved-url = { $file } non dice da quale indirizzo è stato scaricato
err-fetch-login = { $url } è una pagina di accesso di { $forum }: la discussione non è pubblica
err-fetch-error = { $url } è una pagina di errore di { $forum } (la discussione non esiste, o la vedono solo gli iscritti)
err-fetch-not-thread = { $url } non è una pagina di una discussione di { $forum } (risultati di ricerca, messaggi privati)
err-fetch-unknown = { $url } non è una pagina di un forum che si sa leggere
help-fetch-unknown = le pagine di ogni forum si riconoscono da questi segni: { $markers }; se il suo forum non è tra questi, salva le pagine a mano e incolla i messaggi come testo (`=== #N | Autore | ora`)
