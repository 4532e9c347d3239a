# Core messages: errors, help lines, reports, explain. Italiano.

## Lettura della cartella della partita
err-no-game = { $path } non è la cartella di una partita: non contiene game.yaml
help-no-game = inizia una partita con `adjudicate init DIR --ruleset ID --players roster.csv`, oppure indica la cartella della partita
err-game-exists = { $path } contiene già una partita (game.yaml)
help-game-exists = scegli una cartella nuova; una partita esistente non viene mai sovrascritta
err-io-read = impossibile leggere { $path }: { $error }
err-io-write = impossibile scrivere { $path }: { $error }
err-locked = un altro `adjudicate` sta lavorando su { $path }
help-locked = aspetta che finisca, poi riprova
err-game-yaml = game.yaml non è una partita valida: { $error }
help-game-yaml = correggi game.yaml a mano (git diff mostra cosa è cambiato) o ripristinalo da history/
err-game-no-field = game.yaml non ha { $field }: ogni partita che adjudicate scrive ce l'ha, quindi è stato tolto a mano, e leggerlo col suo valore predefinito cambierebbe la partita senza dire nulla
help-game-no-options = rimetti `{ $empty }` se la partita è iniziata senza opzioni, o le opzioni con cui è iniziata (history/ conserva ogni game.yaml precedente; git diff mostra cosa è cambiato)
help-game-no-game-over = rimetti `game_over: false` se la partita continua, `game_over: true` se è finita (history/ conserva ogni game.yaml precedente; git diff mostra cosa è cambiato)
err-state = lo stato del regolamento in game.yaml non è valido: { $error }
err-game-format = game.yaml è nel formato { $format }; questo adjudicate legge il formato { $expected }
err-game-invalid = la partita non si può giocare così come è scritta
err-unknown-phase = fase sconosciuta `{ $phase }`; questo regolamento ha { $phases }
err-unknown-ruleset = regolamento sconosciuto `{ $id }`
help-rulesets = regolamenti disponibili: { $ids }
err-no-history = la fase `{ $phase }` non è in history/
help-no-history = le fasi già risolte sono le cartelle dentro history/
err-not-a-file = { $path } non è un file normale
err-read-special = non è un file normale (è una pipe, un socket o un dispositivo): non si legge mai
help-read-special = indica un file normale; una pipe o un dispositivo non è un file che si possa leggere per intero
err-read-too-big = supera { $kib } KiB, più di quanto possa occupare questo file: non si legge
help-read-too-big = controlla che sia il file che volevi indicare
err-read-link = è un collegamento, e qui i collegamenti non si seguono mai
err-journal = { $path } non indica nessuna fase di questa partita
help-journal = è la nota di una scrittura interrotta, che solo adjudicate scrive: ripristina la cartella da git, o cancella il file se game.yaml e orders/ sono come devono essere
help-committed = la fase è risolta e i suoi resoconti sono scritti: correggi questo, poi qualsiasi comando (`adjudicate status`) finisce di spostare gli MP in history/
help-undo-committed = game.yaml è già lo stato di prima della fase: correggi questo, poi qualsiasi comando (`adjudicate status`) finisce di annullarla
err-undo-orders = orders/ contiene già MP della fase `{ $phase }`: { $files }
help-undo-orders = annullare riporta in orders/ gli MP della fase annullata e non sovrascrive mai un MP: sposta prima questi fuori da orders/, poi esegui di nuovo `adjudicate undo`
err-undo-taken = { $path } esiste già con un altro contenuto
err-undo-nothing = niente da annullare in { $path }: nessuna fase è stata ancora risolta
help-undo-nothing = `undo` annulla una fase risolta da `next`; la distribuzione iniziale non si può annullare (prima non c'è niente): per distribuire di nuovo, inizia un'altra partita con `adjudicate init`
err-undo-unknown = non si capisce quale fase archiviata abbia portato alla fase `{ $phase }` (history/ contiene { $phases })
help-undo-unknown = si annulla la fase il cui archivio, risolto di nuovo, dà il game.yaml attuale: game.yaml o history/ sono stati modificati a mano? Ripristina la cartella da git
undo-ok = { $phase }: fase annullata, game.yaml è di nuovo lo stato di prima, i suoi MP sono di nuovo in orders/ e i suoi resoconti sono stati cancellati.
err-io-not-found = file o cartella inesistente
err-io-permission = permesso negato
err-io-exists = esiste già
err-io-not-a-folder = c'è un file dove ci vuole una cartella
err-io-is-a-folder = c'è una cartella dove ci vuole un file
err-io-folder-not-empty = la cartella non è vuota
err-io-full = il disco è pieno
err-io-read-only = il file system è di sola lettura
err-io-bad-name = il file system non accetta questo nome di file (troppo lungo?)
err-io-not-utf8 = non è testo UTF-8

## Elenco dei giocatori e opzioni
err-roster-csv = l'elenco dei giocatori non è un CSV valido: { $error }
help-roster = un giocatore per riga: nome, alias separati da |, un ruolo fisso facoltativo, un genere facoltativo (f o m)
err-roster-gender = `{ $value }` non è un genere per { $name }
help-roster-gender = la colonna del genere contiene f, m o niente (formulazione neutra)
err-roster-name = `{ $name }` non può essere il nome di un giocatore
help-roster-name = i nomi diventano nomi di file: niente / \ : * ? " < > |, niente caratteri di controllo, niente `..`, non possono iniziare con . o _ né finire con un punto o uno spazio
help-name-too-long = un nome è un nome di file: al massimo { $max } byte (questo ne ha { $bytes }; una lettera accentata ne occupa due)
help-name-reserved = `{ $word }` è il nome di un file della cartella della partita (o di un dispositivo su Windows): aggiungi una lettera o usa un soprannome
err-roster-duplicate = `{ $name }` è già usato da { $other }
help-roster-duplicate = ogni nome e alias deve identificare un solo giocatore (maiuscole e accenti non contano)
err-player-count = { $count } giocatori non possono giocare a { $ruleset }: ne servono da { $low } a { $high }
err-option-file = l'opzione `{ $key }` indica un file letto una sola volta, all'inizio della partita, nello stato di game.yaml: un ordine `option { $key }` a partita in corso non lo leggerebbe, ne pubblicherebbe solo il nome
help-option-file = per giocare con un altro `{ $key }`, inizia la partita con `init --option { $key }=FILE`; una partita in corso tiene il suo nello `state:` di game.yaml (modificalo lì a mano: `check` lo controlla)
err-unknown-option = opzione sconosciuta `{ $key }`
help-options = opzioni di questo regolamento: { $keys }
err-option-value = l'opzione `{ $key }` non può valere `{ $value }`
help-option-values = valori possibili: { $values }
err-option-syntax = `{ $option }` non è un'opzione
help-option-syntax = scrivi le opzioni come chiave=valore, per esempio --option self_vote=allow
err-job-for-syntax = `{ $given }` non è NOME=RUOLO
help-job-for = `--job-for NOME=RUOLO` fissa il ruolo di un giocatore (in chez-geek il suo lavoro: quello che sceglie l'ultimo vincitore, `--job-for Ana=Camarera`), come la colonna del ruolo nell'elenco; NOME è un giocatore dell'elenco

## File degli ordini
err-file-name = { $file } non è un file di MP
help-file-name = dai a ogni MP il nome del suo giocatore: orders/<Giocatore>.txt, e ai suoi MP successivi orders/<Giocatore>-2.txt, orders/<Giocatore>-3.txt… oppure orders/<Giocatore>/<qualsiasi>.txt (orders/.gitkeep è ammesso)
err-file-name-encoding = il nome del file { $file } non è UTF-8 valido
err-file-is-dir = { $file } è una cartella, non un MP
err-file-link = { $file } è un collegamento, non un MP: i collegamenti non vengono mai seguiti
help-file-link = incolla l'MP stesso in orders/ (una copia, non un collegamento)
err-master-is-player = il nome del master `{ $name }` è anche quello di { $player }: i suoi MP non si potrebbero distinguere
help-master-is-player = indica il nome del master come appare sul forum (`--master`, `masters:` in game.yaml), diverso dai nomi e alias di tutti i giocatori
err-timezone = `{ $zone }` non è un fuso orario
help-timezone = scrivi il nome IANA di un fuso orario, come Europe/Rome, Europe/Madrid o America/Argentina/Buenos_Aires (oppure UTC)
err-file-too-big = { $file } è più grande di quanto possa esserlo un MP (al massimo { $kib } KiB o { $lines } righe): non viene letto
help-file-too-big = incolla nel file solo l'MP del giocatore; un MP del forum occupa pochi KB
err-file-special = { $file } non è un file normale (una pipe, un socket o un dispositivo): non viene mai letto
help-file-special = cancellalo e incolla l'MP in un normale file di testo orders/<Giocatore>.txt
err-orders-link = { $path } è un collegamento: gli MP devono stare nella cartella stessa della partita
err-file-player = { $file } non corrisponde a nessun giocatore: `{ $name }`
err-file-duplicate = { $file } è un secondo MP di { $player } (il primo è { $other })
help-file-duplicate = tieni un solo file per giocatore: unisci i due MP in uno, oppure cancella quello vecchio
help-pm-duplicate = numera gli MP successivi del giocatore (orders/<Giocatore>-2.txt, orders/<Giocatore>-3.txt…), oppure cancella quello incollato due volte
err-file-empty = { $file } è vuoto
help-file-empty = incollaci l'MP del giocatore, oppure cancella il file se il giocatore non ha mandato nulla
err-not-utf8 = { $file } non è testo UTF-8 (riga { $line }, byte { $byte })
help-not-utf8 = salva il file in UTF-8 (nella maggior parte degli editor: Salva con nome… → Codifica: UTF-8)
err-sent = la riga `inviato:` di { $file } non è una data con ora
help-sent = scrivila come `inviato: 2026-11-29 21:14` (eventualmente con i secondi e un fuso orario come +01:00)
err-dead-player = { $player_gender ->
    [f] { $player } è morta e ora non può mandare ordini
    [m] { $player } è morto e ora non può mandare ordini
   *[other] { $player } non è più in vita e ora non può mandare ordini
}
help-dead-player = il MP di un morto non si legge: toglilo da orders/, o scrivi `rifiuta { $player }` nel file del master
err-no-orders = orders/ non contiene nessun MP per la fase { $phase }
help-no-orders = incolla prima gli MP; se nessuno ha inviato nulla, esegui `adjudicate next --no-orders`
err-no-map = una partita di { $ruleset } non si gioca su una mappa
err-game-over = la partita è finita: non c'è una fase successiva
help-game-over = `adjudicate status --master` mostra com'è finita

## Righe degli ordini
err-not-an-order = la riga { $line } di { $file } non è un ordine
label-not-an-order = non è un ordine
help-not-an-order = gli ordini cominciano con uno di: { $verbs }. Se la riga fa parte del MP (un saluto), mettila da parte con `ignora { $pm } { $line }` nel file del master
help-not-an-order-verb = intendevi `{ $verb }`? Gli ordini cominciano con uno di: { $verbs }. Se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-unknown-player = nessun giocatore si chiama `{ $name }`
err-ambiguous-player = `{ $name }` può indicare più di un giocatore
label-unknown-player = giocatore sconosciuto
help-name-suggest = intendevi { $names }?
help-name-none = nessun nome o alias di giocatore è simile; `adjudicate status` elenca i giocatori
help-name-ambiguous = `{ $names }` iniziano tutti così: scrivi una parte più lunga del nome
err-missing-player = manca un giocatore ({ $what })
help-names = giocatori: { $names }
err-missing-number = manca un numero da { $low } a { $high }
err-bad-number = `{ $word }` non è un numero da { $low } a { $high }
err-form-half-filled = la riga { $line } di { $file } è una riga del modulo compilata solo in parte
help-form-half-filled = scrivi tutti i { $blank } della riga, oppure lascia l'intera riga com'era
forms-written = { $count ->
    [one] 1 modulo di MP scritto in { $path }.
   *[other] { $count } moduli di MP scritti in { $path }.
}
form-title = { $phase }: modulo dell'MP di { $player }
form-how = Copia il blocco qui sotto nel tuo MP al master. In ogni riga che vuoi usare, scrivi la tua scelta al posto di { $blank }; lascia le altre righe come sono. Le righe che iniziano con # sono solo spiegazioni.
form-nothing = Non hai nulla da inviare in questa fase.
form-how-bare = Un ordine senza nulla da scegliere viene dopo un #: per inviarlo, cancella il # all'inizio della sua riga (un segno come ✔ accanto al # non lo invia).
err-order-after-signature = la riga { $line } di { $file } sembra un ordine, ma viene dopo la firma (la riga `--` o quella di `_____`)
help-order-after-signature = chiedi al giocatore se è un ordine; se non lo è, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-condition-no-order = la condizione della riga { $line } di { $file } non ha un ordine dopo di sé
help-condition-no-order = l'ordine va dopo la condizione, sulla sua riga o sulla successiva (`se divento veggente guardo Jorge`); se non è una condizione, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-order-in-quote = la riga { $line } di { $file } è un ordine dentro una citazione: non viene letto
help-order-in-quote = chiedi al giocatore se è il suo ordine; se lo è, portalo fuori dal [quote]…[/quote] (o dalle righe con >, o da sotto la riga «… ha scritto:»)
err-agrees-with-quote = la riga { $line } di { $file } si associa solo all'ordine citato sopra («{ $order }»): non viene letta come ordine del giocatore
help-agrees-with-quote = chiedi al giocatore se dà lui quell'ordine; se sì, lo scriva fuori dalla citazione; se la riga è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-order-in-code = la riga { $line } di { $file } è un ordine dentro un blocco di codice: non viene letto
help-order-in-code = un blocco di codice mostra un testo così com'è (un modulo, un esempio); chiedi al giocatore se è il suo ordine; se lo è, lo scriva fuori dal blocco; se no, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-no-abstention = la riga { $line } di { $file } è un'astensione, ma in questa partita non ci si può astenere
help-no-abstention = chiedi al giocatore di votare; un MP senza voto conta come non aver votato
err-declared-no-vote = la riga { $line } di { $file } dice di non votare: un'astensione o nessun voto? In questa partita contano diversamente
help-declared-no-vote = chiedilo al giocatore: un'astensione si scrive con il suo verbo (`{ $abstain }`), non votare è non mandare voti; se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-unsafe-order = la riga { $line } di { $file } sembra un ordine, ma non si può leggere con sicurezza
err-order-with-a-player = la riga { $line } di { $file } dà il suo ordine con un giocatore («{ $said }»): insieme a lui o come lui non è su di lui; non si può sapere su chi è l'ordine
label-unsafe-order = un ordine o solo un commento?
label-order-labelled-against = ciò che viene prima (una negazione, una scelta scartata, uno scherzo, un altro turno, un'opzione o un esempio) dice che non è l'ordine
help-order-noun = nomina un giocatore e «{ $noun }»: se è un ordine, chiedi al giocatore di scriverlo con il suo verbo (come nel suo modulo); se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-no-order-but-a-name = { $file } non contiene nessun ordine, e la riga { $line } nomina un giocatore: è un ordine detto con altre parole?
help-no-order-but-a-name = chiedi al giocatore l'ordine con il suo verbo; se la riga è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-role-as-target = la riga { $line } di { $file } rivolge l'ordine a `{ $role }`, un ruolo: un ordine nomina il giocatore, non un ruolo
help-role-as-target = chiedi al giocatore chi intende con `{ $role }`; se la riga è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-same-as-before = la riga { $line } di { $file } dà un ordine come `{ $words }`: quale ordine, su quale giocatore? Gli ordini di una fase precedente non si rileggono
help-same-as-before = chiedi al giocatore di riscrivere l'ordine con il suo giocatore; se la riga è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-names-a-player-not-read = la riga { $line } di { $file } nomina un giocatore, ma non vi si è letto nessun ordine: è un ordine detto con altre parole?
err-red-name-cited = riga { $line } di { $file }: il nome in rosso viene sotto una riga che introduce le parole di un altro giocatore: copiato dal thread, o il voto di chi lo manda?
help-route-without-verb = la riga contiene `{ $route }` ma nessun verbo: chiedi al giocatore quale ordine voleva dare e di mandartelo cominciando dal suo verbo
err-put-off = la riga { $line } di { $file } cambia idea senza nominare un'altra scelta: «{ $words }» rimanda l'ordine a più tardi
help-put-off = chiedi al giocatore se ritira l'ordine o lo mantiene; se lo mantiene, metti da parte la riga con `ignora { $pm } { $line }` nel file del master
help-change-without-verb = un ripensamento che nomina una scelta senza il suo verbo: chiedi al giocatore quale ordine vuole dare e di mandartelo con il suo verbo; se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
help-unsafe-order = se è un ordine, chiedi al giocatore un MP con l'ordine da solo sulla sua riga, che cominci con `{ $verb }`; se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
help-misspelt-verb = intendeva `{ $verb }`? Chiedilo al giocatore; se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
err-extra-words = parole inattese alla fine dell'ordine
help-extra-words = dopo un ordine possono venire solo un motivo (`perché…`), un orario o un saluto (`grazie`); queste parole possono essere uno scherzo o un dubbio: chiedi al giocatore di mandarti l'ordine da solo sulla sua riga
help-extra-words-named = quello che segue l'ordine nomina un giocatore o contiene un numero, una casa o un percorso, e può essere un altro ordine: chiedi al giocatore di mandarti ogni ordine da solo sulla sua riga
err-duplicate-order = questo ripete un ordine già dato in questo MP
help-duplicate-order = chiedi al giocatore quale intendeva e metti da parte l'altra con `ignora FILE RIGA` nel file del master
err-self-target = { $player_gender ->
    [f] qui { $player } non può scegliere sé stessa
   *[other] qui { $player } non può scegliere sé stesso
}
err-self-vote = un giocatore non può votare per sé stesso
err-wrong-phase = questo ordine non appartiene alla fase { $phase }
help-order-is-night = `{ $verb }` si manda di notte, nel MP della notte
help-order-is-day = `{ $verb }` si manda di giorno, nel MP del giorno

## Sorte
err-script = un'estrazione programmata di valore { $value } è fuori intervallo: questa estrazione richiede un valore minore di { $bound }
err-script-unused = { $count ->
    [one] 1 estrazione programmata non è stata usata dalla fase
   *[other] { $count } estrazioni programmate non sono state usate dalla fase
}

## Resoconti
report-private-title = { $phase }: resoconto privato per { $player }
report-public-title = { $phase }
report-nothing = Niente da segnalare.
report-you-won = Hai vinto.
report-you-lost = Non hai vinto.
report-you-won-as = Hai vinto. Alla fine eri **{ $role }**.
report-you-lost-as = Non hai vinto. Alla fine eri **{ $role }**.
phase-setup = Preparazione
phase-over = Partita finita

## Comandi
check-line = { $player } ({ $file }): riga { $line }
check-not-read = le regole di questa fase non la leggono
check-ignored = ignorata (non è un ordine)
check-undecided = ignorata: non ha ancora deciso (non è un ordine)
check-no-order-now = ignorata: dice che per ora non dà ordini (niente, o più tardi)
check-remark = ignorata: un commento su un giocatore o sul gioco (non è un ordine)
check-struck = ignorata: il giocatore l'ha barrata o segnata come scartata, o ha segnato un'altra come quella scelta (non è un ordine)
check-set-aside = messa da parte dal master (`ignora` in orders/_master.txt): non viene letta
check-read-as = letto come
check-aside = (messo da parte come parole del giocatore: «{ $aside }»)
check-conditional = { $reading } (solo se: { $condition })
check-condition-line = condizione della riga { $order }: { $condition }
check-nothing-to-send = Nulla da inviare in questa fase (nessun MP necessario): { $names }
check-missing = Ancora nessun MP da: { $names }
check-without-order = MP senza nessun ordine (ancora dovuto): { $names }
check-ok = { $count ->
    [one] 1 MP è valido per la fase { $phase }.
   *[other] { $count } MP sono validi per la fase { $phase }.
}
init-ok = Nuova partita { $ruleset } in { $path }: { $count } giocatori, seed { $seed }. Gli MP dei ruoli sono in reports/setup/.
err-no-votes = nessuno ha votato in { $phase }: né un voto né un'astensione negli MP
help-no-votes = aggiungi i voti del thread (un file di MP o `correggi VOTANTE BERSAGLIO` in orders/_master.txt); se davvero nessuno ha votato, esegui `adjudicate next --no-votes`
next-ok = { $title }: fase risolta, resoconti in reports/{ $phase }/ (*.{ $ext }). Prossima fase: { $next }.
next-nothing-to-post = Niente da pubblicare nel thread: la fase si è fermata a metà e, finché non riprende, il pubblico non ne legge nulla (ricevono un resoconto solo quelli che attende).
next-diff-after = game.yaml (dopo)
map-written = La mappa è in { $path }.
status-title = { $ruleset }: { $phase }
status-deadline = Scadenza: { $time }
status-alive = { $player_gender ->
    [f] { $player }: viva
    [m] { $player }: vivo
   *[other] { $player }: in vita
}
status-dead = { $player_gender ->
    [f] { $player }: morta
    [m] { $player }: morto
   *[other] { $player }: non più in vita
}
status-over = La partita è finita. Vincitori: { $winners }
status-not-sent = Non hanno ancora mandato il loro MP in questa fase: { $names }
status-all-sent = Tutti i giocatori che hanno qualcosa da mandare hanno mandato il loro MP.
scenario-ok = ok      { $path }
scenario-failed = FALLITO { $path } ({ $count } aspettative non soddisfatte)
scenario-map-escapes = { $path }:{ $line }: la mappa «{ $map }» deve essere un file dentro la cartella dello scenario, nominato a partire da essa (niente percorso assoluto, niente «..»).
scenario-map-missing = { $path }:{ $line }: non si può leggere il file della mappa «{ $map }» accanto allo scenario: { $error }
scenario-map-yaml = { $path }:{ $line }: il file della mappa non è YAML: { $error }

## Spiegazioni
explain-because = a causa di #{ $id }
explain-rule = regola
explain-public = pubblico
explain-private = comunicato a { $players }
explain-master = solo per il master
explain-wagon = prove: { $target } ({ $weight }) — i voti nell'ordine in cui sono stati espressi: { $votes }
explain-abstentions = prove: astensioni ({ $weight }): { $votes }
kind-info = info
kind-applied = eseguita
kind-blocked = bloccata
kind-redirected = deviata
kind-failed = fallita
kind-skipped = saltata
kind-random = casuale
kind-swap = carta spostata
kind-vote = voto
kind-death = morte
kind-win = vittoria

## Ordini del master (orders/_master.txt)
kind-ruling = decisione del master
rule-master = Una decisione del master (orders/_master.txt), applicata prima di risolvere la fase.
rule-game-end = Alla fine della partita, ogni giocatore sa se ha vinto.
master-modkill = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei eliminata dalla partita dal master (modkill). { $reason }
            [m] Sei eliminato dalla partita dal master (modkill). { $reason }
           *[other] Il master ti elimina dalla partita (modkill). { $reason }
        }
   *[other] { $player_gender ->
        [f] **{ $player }** è eliminata dalla partita dal master (modkill). { $reason }
        [m] **{ $player }** è eliminato dalla partita dal master (modkill). { $reason }
       *[other] Il master elimina **{ $player }** dalla partita (modkill). { $reason }
    }
}
master-replace = **{ $new }** sostituisce { $old } e ne prende il posto. { $reason }
master-revive = **{ $player }** torna in vita per decisione del master. { $reason }
master-deadline = La scadenza di questa fase è { $time }. { $reason }
master-next-deadline = Prossima scadenza: { $time }. { $reason }
err-master-next-deadline-early = la prossima scadenza ({ $time }) non è successiva a quella di questa fase ({ $deadline })
help-master-next-deadline-early = scrivi l'ora in cui termina la fase successiva, dopo { $deadline }
master-accept = { $player_me ->
    [yes] Il master accetta il tuo MP in ritardo.
   *[other] Il master accetta l'MP in ritardo di { $player }.
} { $reason }
master-reject = { $player_me ->
    [yes] { $late ->
        [yes] Il master mette da parte il tuo MP: è arrivato dopo la scadenza.
       *[other] Il master mette da parte il tuo MP.
    }
   *[other] { $late ->
        [yes] Il master mette da parte l'MP di { $player }: è arrivato dopo la scadenza.
       *[other] Il master mette da parte l'MP di { $player }.
    }
} { $reason }
master-correct = { $voter_me ->
    [yes] Il master corregge il tuo voto: { $target }.
   *[other] Il master corregge il voto di { $voter }: { $target }.
} { $reason }
master-correct-nothing = nessun voto
master-correct-abstain = astensione
master-option = Regola della casa: { $key } = { $value }. { $reason }
master-ruling = Decisione del master: { $text }
master-no-sent = l'MP di { $player } non ha una riga `inviato:`: non è stato confrontato con la scadenza.
master-set-aside = L'MP di { $player } non viene usato: vale la decisione del master.
master-set-aside-pm = L'MP { $pm } di { $player } non viene usato: il master l'ha rifiutato.
err-master-dead = { $player_gender ->
    [f] { $player } è già morta
    [m] { $player } è già morto
   *[other] { $player } non è più in vita
}
err-master-alive = { $player_gender ->
    [f] { $player } è viva
    [m] { $player } è vivo
   *[other] { $player } è ancora in vita
}
err-master-not-plain = { $why ->
    [struck] questa riga del master è barrata
    [comment] questa riga del master sembra un commento
    [takeback] questa riga del master si ritira da sola (era uno scherzo?)
    [question] questa riga del master è una domanda
   *[condition] questa riga del master è condizionale o per più avanti
  }: non viene applicata
help-master-not-plain = ogni riga di orders/_master.txt si applica così com'è: cancellala, scrivila come decisione ferma per questa fase, o lasciala come nota dopo un `#`
err-master-deadline-zone = `{ $zone }` dopo l'ora della scadenza non si legge come fuso orario: l'ora si leggerebbe nel fuso della partita
help-master-deadline-zone = scrivi lo scarto attaccato all'ora, ad es. `scadenza 2026-11-29 23:00+01:00`, oppure `CET`, `UTC+1`
err-master-twice = un secondo ordine su { $player } nello stesso file
help-master-twice = tieni quello che intendi e trasforma l'altro in un commento con #
err-master-deadline-past-pause = la scadenza { $time } va oltre quella della pausa ({ $until }): le risposte a una pausa hanno un'ora fissa
help-master-deadline-past-pause = non sono ammesse proroghe: scrivi un'ora non successiva a { $until } o togli l'ordine
err-master-not-voter = { $player } non può votare ora
err-master-new-name = manca il nome del sostituto
err-master-replace-unsupported = questo regolamento non può ancora dare un posto a un sostituto
err-master-empty = la decisione non ha testo
master-ignore = Il master mette da parte la riga { $line } di { $file } («{ $text }»), senza leggerla. { $reason }
line-refused = La tua riga { $line } («{ $text }») non è stata presa in considerazione. { $reason }
err-ignore-file = quale MP? `ignora` vuole il file del MP e i numeri di riga
err-ignore-line = quale riga di { $file }? `ignora` vuole i numeri di riga dopo il file
help-ignore = per esempio `ignora Ana-2.txt 3 è un saluto` (la riga 3 di orders/Ana-2.txt, come la numera `check`)
err-ignore-no-pm = non c'è nessun MP { $file } in orders/
help-ignore-no-pm = gli MP di questa fase: { $files }
err-ignore-no-line = la riga { $line } di { $file } non ha niente da mettere da parte
help-ignore-no-line = indica una riga che `check` legge o rifiuta (una riga vuota, la data o una citazione non si leggono mai)
err-late = l'MP di { $player } è stato inviato il { $sent }, dopo la scadenza ({ $deadline })
help-late = decide il master: `accetta { $player }` o `rifiuta { $player }` in orders/_master.txt
err-master-reject-on-time = `rifiuta { $player }` scarterebbe anche il suo MP inviato in tempo ({ $files })
help-master-reject-on-time = per rifiutare solo l'MP in ritardo scrivi il suo file: `rifiuta { $files }`; se davvero li scarti tutti, nomina ogni file

## Più MP di un giocatore, ripensamenti
rule-order-replaced = Un ordine successivo dello stesso tipo sostituisce quello precedente (un MP successivo del giocatore, o un ripensamento nello stesso MP).
order-replaced = Il tuo ordine «{ $replaced }» è stato sostituito dal tuo ordine successivo «{ $by }».
check-replaced = { $player }: { $file } riga { $line } «{ $replaced }» è sostituito da { $by-file } riga { $by-line } «{ $by }»
err-thread-too-big = { $file } è troppo grande: un thread può avere al massimo { $limit } byte
help-thread-too-big = incolla solo i messaggi del giorno da contare
err-thread-too-many-posts = { $file } contiene più di { $limit } messaggi (riga { $line })
help-thread-too-many-posts = incolla solo i messaggi del giorno da contare
err-thread-line-too-long = la riga { $line } di { $file } ha { $length } byte: una riga può averne al massimo { $limit }
help-thread-line-too-long = un messaggio incollato senza i suoi a capo? copialo di nuovo dal forum, o spezza la riga
err-thread-not-text = { $file } non è un file di testo: c'è un carattere di controllo al byte { $byte } (riga { $line })
help-thread-not-text = incolla il thread come testo semplice in un nuovo file, salvato in UTF-8
help-thread-utf16 = il file sembra UTF-16 (un byte zero accanto a ogni lettera): salvalo di nuovo in UTF-8
## A list of names: "A, B y C" (before a word sounding "i", Spanish says "e")
list-and = e
err-phase-resolved = la fase { $title } (`{ $phase }`) è già stata risolta: history/{ $phase }/ la conserva, e risolverla di nuovo ne sovrascriverebbe la cronologia
help-phase-resolved = `phase:` in game.yaml è stato modificato a mano? Rimettilo com'era (git diff game.yaml lo mostra) e usa `adjudicate undo`: annulla l'ultima fase risolta, una alla volta, finché { $phase } non torna da giocare
err-yaml-missing-field = in { $where } manca il campo { $field }{ $line ->
    [0] {""}
   *[other] {" "}(riga { $line })
}
err-yaml-unknown-field = { $field } non è un campo previsto in questo game.yaml{ $line ->
    [0] {""}
   *[other] {" "}(riga { $line })
}; { $fields ->
    [none] lì non è previsto nessun campo
   *[other] i campi previsti lì sono { $fields }
}
err-yaml-unknown-value = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(riga { $line })
}: { $value } non è nessuno tra { $values }
err-yaml-aliases = i suoi alias `*` ripetono una parte del file troppe volte (si espanderebbe in milioni di valori): scrivi ogni valore per esteso
err-yaml-duplicate-field = il campo { $field } compare due volte{ $line ->
    [0] {""}
   *[other] {" "}(riga { $line })
}
err-yaml-invalid-type = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(riga { $line })
} deve essere { $expected ->
    [count] un numero intero, 0 o più
    [number] un numero intero
    [decimal] un numero
    [text] un testo
    [bool] `true` o `false`
    [list] un elenco (righe che iniziano con `- `)
    [map] righe `chiave: valore`
   *[other] { $serde_expected }
}, non { $found ->
    [text] il testo { $value }
    [number] il numero { $value }
    [decimal] il numero { $value }
    [bool] { $value }
    [list] un elenco
    [map] righe `chiave: valore`
    [empty] un valore vuoto
   *[other] questo
}
err-yaml-at-field = { $field }: { $said }
err-yaml-out-of-range = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(riga { $line })
}: il numero { $value } è fuori intervallo; dev'essere un numero intero da { $min } a { $max }
err-yaml-invalid-value = { $field }{ $line ->
    [0] {""}
   *[other] {" "}(riga { $line })
}: { $found ->
    [text] il testo { $value }
    [number] il numero { $value }
    [decimal] il numero { $value }
    [bool] { $value }
    [list] un elenco
    [map] righe `chiave: valore`
    [empty] un valore vuoto
   *[other] questo
} non è un valore valido; deve essere { $expected ->
    [count] un numero intero, 0 o più
    [number] un numero intero
    [decimal] un numero
    [text] un testo
    [bool] `true` o `false`
    [list] un elenco (righe che iniziano con `- `)
    [map] righe `chiave: valore`
   *[other] { $serde_expected }
}
err-speaks-of-the-game = la riga { $line } di { $file } parla del gioco, ma non vi si è letto nessun ordine
help-names-the-game = nomina «{ $noun }»: se è un ordine, chiedi al giocatore di scriverlo con il suo verbo (come nel suo modulo); se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master
help-numbered-line = è una giocata o un punto numerato: se è un ordine, chiedi al giocatore di scriverlo con il suo verbo (come nel suo modulo); se è solo un commento, mettila da parte con `ignora { $pm } { $line }` nel file del master

## Date come le leggono i giocatori (core/calendar.rs): «venerdì 4 dicembre alle 22:00»
when-weekday-1 = lunedì
when-weekday-2 = martedì
when-weekday-3 = mercoledì
when-weekday-4 = giovedì
when-weekday-5 = venerdì
when-weekday-6 = sabato
when-weekday-7 = domenica
when-month-1 = gennaio
when-month-2 = febbraio
when-month-3 = marzo
when-month-4 = aprile
when-month-5 = maggio
when-month-6 = giugno
when-month-7 = luglio
when-month-8 = agosto
when-month-9 = settembre
when-month-10 = ottobre
when-month-11 = novembre
when-month-12 = dicembre
when-long = { $weekday } { $day } { $month } { $hour ->
    [1] all'{ $hm }
    [8] all'{ $hm }
    [11] all'{ $hm }
   *[other] alle { $hm }
}
master-ignore-post = Il master mette da parte il messaggio #{ $post } del thread ({ $author }): i suoi voti non contano. { $reason }
post-refused = Il tuo messaggio #{ $post } nel thread non è stato preso in considerazione. { $reason }
err-ignore-no-thread = in questa fase non c'è un thread di cui mettere da parte un messaggio
help-ignore-no-thread = `ignora thread MESSAGGIO` mette da parte un messaggio del thread del giorno (orders/thread.txt, il file indicato da `thread:`, o le pagine salvate in thread/)
err-ignore-no-post = il thread non ha il messaggio #{ $post }
help-ignore-no-post = indica il numero del messaggio come lo mostra `tally`: i messaggi del thread vanno dal #{ $first } al #{ $last }
check-post-ignored = Il messaggio #{ $post } ({ $author }) del thread è messo da parte dal master: i suoi voti non contano
master-ignore-post-id = Il master mette da parte il messaggio #{ $post } del thread ({ $id }, { $author }): i suoi voti non contano. { $reason }
err-ignore-no-post-id = il thread non ha nessun messaggio { $id }
help-ignore-no-post-id = indica l'id del messaggio nel forum, come lo mostra `check`: quelli di questo thread vanno da { $first } a { $last }
help-ignore-no-post-ids = i messaggi di questo thread non hanno un id del forum: indica il loro numero, come lo mostra `tally`
err-ignore-post-place = il #{ $post } è solo il posto del messaggio nelle pagine salvate: se un messaggio precedente viene cancellato e la pagina salvata di nuovo, quel posto è il messaggio di un altro
help-ignore-post-place = indica il messaggio con il suo id del forum, che non cambia: ora il #{ $post } è { $id } ({ $author }); se è quello, scrivi `ignora thread { $id }`
check-post-ignored-id = Il messaggio #{ $post } ({ $id }, { $author }) del thread è messo da parte dal master: i suoi voti non contano
rule-order-withdrawn = Un ordine che il giocatore annulla a parole (in una riga o un MP successivo: «annullo quanto scritto prima») è ritirato.
order-withdrawn = Il tuo ordine «{ $replaced }» è stato ritirato dalla tua riga «{ $by }».
check-withdrawn = { $player }: { $file } riga { $line } «{ $replaced }» è ritirato da { $by-file } riga { $by-line } «{ $by }»
err-cancel-nothing = { $file } riga { $line } annulla un ordine precedente, ma prima non c'è nessun ordine
help-cancel-nothing = se parla di un ordine mandato altrove (il thread, un'altra fase), mettila da parte: `ignora { $pm } { $line }`
err-same-minute-replaced = { $player }: { $replaced } e { $by } danno ordini dello stesso tipo, ma i due MP sono stati mandati nello stesso minuto ({ $time }): non si sa quale sia arrivato prima, e da questo dipende quale vale
help-same-minute-replaced = chiedi al giocatore quale ha mandato per ultimo; metti l'altro da parte negli ordini del master: `ignora { $replaced }` o `ignora { $by }`
err-unvote-names-another = { $file } riga { $line } toglie il voto e nomina { $name }, che non è il voto che toglie ({ $order }): il nome tolto o un nuovo voto senza il verbo?
help-unvote-names-another = il voto è tolto; se { $name } è il nuovo voto, scrivi `correggi { $player } { $name }` negli ordini del master; se no, `correggi { $player }` con il voto che vale, o `correggi { $player } nessuno`
err-cancel-ambiguous = { $file } riga { $line } annulla un ordine precedente, ma può riferirsi a { $count } ordini
help-cancel-ambiguous = gli ordini che può annullare: { $orders }. Chiedi al giocatore; metti da parte l'ordine annullato e questa riga con `ignora FILE RIGA`
err-cancel-mistaken = { $file } riga { $line } dice che l'ordine precedente era uno sbaglio, senza sceglierne un altro: l'ordine non può restare com'è
help-cancel-mistaken = chiedi al giocatore cosa intendeva; se l'ordine vale, metti da parte la riga con `ignora { $pm } { $line }` nel file del master; se no, `ignora` l'ordine
err-cancel-unread = { $file } riga { $line } sembra annullare qualcosa, ma non si capisce cosa
help-cancel-unread = chiedi al giocatore cosa annulla (`annullo il voto`, `annullo quanto scritto prima`), o mettila da parte: `ignora { $pm } { $line }`
err-doubts-the-order-above = la riga { $line } di { $file } mette in dubbio l'ordine sopra (uno scherzo, un forse, un «non ne sono sicuro»): non si può sapere se è sul serio
help-doubts-the-order-above = chiedi al giocatore se l'ordine vale; se vale, metti da parte la riga con `ignora { $pm } { $line }` nel file del master; se no, `ignora` l'ordine
err-in-place-of = la riga { $line } di { $file } mette { $new } al posto di { $old }, che era già nell'ordine sopra: può essere un nuovo ordine o una modifica di quello sopra
help-in-place-of = chiedi al giocatore quale vuole; quando lo sai, `ignora` la riga che non vale (`ignora { $pm } { $line }` nel file del master)
err-condition-unread = { $file } riga { $line }: una condizione («{ $text }») su un ordine: non viene letta, e l'ordine non si può dare per incondizionato
help-condition-unread = chiedi al giocatore se l'ordine vale senza condizione (o decidi tu se la condizione si avvera); se la condizione non conta, mettila da parte: `ignora { $pm } { $line }`
err-nobody-or-player = { $file } riga { $line }: «{ $word }» può essere «nessuno» o il giocatore { $player }
help-nobody-or-player = chiedi al giocatore chi intende; per non dare l'ordine, mettilo da parte: `ignora { $pm } { $line }`
err-order-in-comment = { $file } riga { $line }: un ordine scritto dopo un `#`, che inizia un commento: non viene letto
help-order-in-comment = una riga con `#` è una spiegazione (un ordine del modulo senza nulla da scegliere si invia cancellando il suo `#`); se il giocatore voleva dare un ordine, chiedigli di mandarlo senza il `#`; altrimenti mettila da parte: `ignora { $pm } { $line }`
err-marks-unclear = { $file } riga { $line }: i segni del giocatore non dicono quale ordine di questo tipo vuole (una riga segnata come scelta e come scartata, due segnate come scelte, una correzione dopo quella segnata, o un ordine dopo un altro del suo tipo scritto in grassetto)
help-marks-unclear = chiedi al giocatore qual è il suo ordine; poi metti da parte gli altri: `ignora { $pm } { $line }`
err-fallback-choice = { $file } riga { $line }: un'opzione di riserva di un elenco in ordine di preferenza: si legge la prima (riga { $first }); le regole non hanno opzioni di riserva
help-fallback-choice = se la prima opzione vale, metti da parte questa: `ignora { $pm } { $line }`; se il giocatore voleva altro, chiediglielo
err-fallback-in-words = { $file } riga { $line }: un'opzione di riserva a parole (cosa fare se la prima non si può): le regole non hanno opzioni di riserva, e non si legge quale ordine volesse il giocatore
help-fallback-in-words = chiedi al giocatore quale ordine vale; quando è chiaro, metti da parte questa riga: `ignora { $pm } { $line }`
err-left-to-the-master = { $file } riga { $line }: il giocatore lascia la scelta al master: le regole fanno scegliere al giocatore, e non si legge quale ordine vale
help-left-to-the-master = chiedi al giocatore di scegliere; quando è chiaro, metti da parte questa riga: `ignora { $pm } { $line }`
err-points-by-place = { $file } riga { $line }: la riga indica una riga o un messaggio precedente con il suo posto («la prima», «la seconda riga», «^»): non si legge quale ordine tiene o toglie
help-points-by-place = leggila con le righe sopra e chiedi al giocatore se c'è un dubbio; poi metti da parte l'ordine che toglie e questa riga: `ignora { $pm } { $line }`
err-range-of-numbers = { $file } riga { $line }: l'ordine nomina un intervallo di numeri («dalla 1 alla 3»): letto come i suoi due estremi, lascerebbe fuori quelli in mezzo
help-range-of-numbers = chiedi al giocatore quali intende; quando è chiaro, metti da parte la riga: `ignora { $pm } { $line }`
err-order-quoted-only = { $file } riga { $line }: l'unico ordine dell'MP è in una riga citata con `>`, che è il messaggio a cui risponde: non viene letto
help-order-quoted-only = una riga con `>` cita un altro messaggio (l'MP del master, uno precedente); se il giocatore la voleva come suo ordine, chiedigli di mandarla senza il `>`; altrimenti mettila da parte: `ignora { $pm } { $line }`
err-undated-first-post = { $player }: non si sa cosa sia arrivato prima: { $file } riga { $line } «{ $text }» non ha l'ora di invio, e { $player } ha votato nel thread al messaggio #{ $post } ({ $kind ->
    [abstain] astensione
    [unvote] ritiro del voto
   *[player] per { $target }
}): l'MP senza data conta come l'ultimo
err-undated-first-pm = { $player }: non si sa cosa sia arrivato prima: { $file } riga { $line } «{ $text }» non ha l'ora di invio, e { $other } riga { $other-line } «{ $other-text }» è stato inviato il { $sent }: l'MP senza data conta come l'ultimo
help-undated-first = aggiungi la riga della data dell'MP come la mostra il forum (`inviato: 2026-11-29 21:14`), o decidi in orders/_master.txt (`correggi GIOCATORE BERSAGLIO`, `ignora FILE RIGA`)

thread-day-order-raised = il messaggio #{ $post } di { $player } nel thread dà un ordine di giorno che non è il voto ({ $reading }): in questa partita non si legge nel thread
help-thread-day-order-raised = il giocatore lo mandi per MP, o il master lo dia nei suoi ordini (o metta `thread_day_orders: read`)
