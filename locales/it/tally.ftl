# Messaggi della conta voti (adjudicate tally, la conta del giorno). Italiano.

## Tally
tally-title = Conta dei voti: { $phase }
tally-no-votes = Ancora nessun voto.
tally-wagon = **{ $target }** ({ $weight }, L-{ $needed }): { $voters }
tally-wagon-no-lynch = **Nessun linciaggio** ({ $weight }): { $voters }
tally-majority-strict = Maggioranza: { $needed } su { $total } voti. L-0: linciato subito.
tally-majority-plurality = Alla scadenza è linciato il giocatore più votato, se è solo in testa con almeno { $min ->
    [one] 1 voto
   *[other] { $min } voti
}. L-0: sarebbe linciato ora.
tally-majority-plurality-ties = Alla scadenza muoiono i giocatori più votati (tutti, in caso di parità), se hanno almeno { $min ->
    [one] 1 voto
   *[other] { $min } voti
}. L-0: morirebbe ora.
tally-not-voting = Non hanno votato ({ $count }): { $players }
tally-everyone-voted = Hanno votato tutti.
tally-discarded-title = Voti che non contano
tally-discarded-item = { $voter } → { $vote } ({ $where }): { $reason }
tally-vote-no-lynch = nessun linciaggio
tally-vote-unvote = ritiro del voto
tally-vote-unread = "{ $written }"
tally-reason-not-eligible = non può votare
tally-reason-self-vote = un giocatore non può votare se stesso
tally-reason-frozen = inviato a votazione chiusa
tally-frozen-warning = { $count ->
    [one] Attenzione: 1 voto di questo conteggio è arrivato a votazione congelata in segreto; se pubblichi il conteggio così com'è, lo sapranno tutti.
   *[other] Attenzione: { $count } voti di questo conteggio sono arrivati a votazione congelata in segreto; se pubblichi il conteggio così com'è, lo sapranno tutti.
}
tally-reason-void = nullo ({ $why })
tally-reason-replaced = sostituito da un voto successivo
tally-reason-withdrawn = ritirato
tally-reason-repeated = ripete il voto già in piedi
tally-reason-ignored-until-unvote = ignorato: in questa partita bisogna ritirare il voto prima di votare di nuovo
tally-reason-nothing-to-unvote = un ritiro senza alcun voto da ritirare
tally-reason-final = una volta espresso, un voto non si può cambiare
tally-reason-late = dopo la scadenza
tally-reason-hammer = dopo il martello (una lista aveva già la maggioranza)
tally-void-not-candidate = { $target } non può essere votato
tally-void-no-abstention = in questa partita non si può votare nessun linciaggio
tally-ignored-title = Voti in messaggi di chi non può votare
tally-ignored-not-playing = { $author } ({ $posts }): non gioca
tally-ignored-cannot-vote = { $author } ({ $posts }): non può votare ora
tally-ignored-replaced = { $author } ({ $posts }): non gioca più, il suo posto è di { $by }
tally-read-as-title = Nomi letti come li ha l'elenco dei giocatori
tally-read-as = { $voter }, messaggio #{ $post }: «{ $written }» letto come { $name }
tally-unread-title = Nomi che non si sono potuti leggere (non contati)
tally-unread-suggest = { $voter }, messaggio #{ $post }: "{ $written }": forse { $names }?
tally-unread-ambiguous = { $voter }, messaggio #{ $post }: "{ $written }" può essere { $names }
tally-unread-none = { $voter }, messaggio #{ $post }: "{ $written }": nessun nome di giocatore è simile
tally-updated-post = Aggiornato al messaggio #{ $post } ({ $time }).
tally-updated-orders = Conta degli MP in orders/.
tally-updated-none = Nessun messaggio ancora contato.
tally-updated-secret = Conta dei voti ricevuti per MP; voto segreto: senza nomi né orari.
err-tally-no-vote = { $phase } non è una fase di votazione: non ci sono voti da contare
help-tally-no-vote = `adjudicate tally` conta i voti di una fase di giorno
err-tally-deadline = `{ $value }` non è una data e un'ora
help-tally-deadline = scrivi la scadenza come 2026-11-29 21:00, con i secondi e uno scarto +01:00 se serve
err-tally-unread = il voto di { $voter } nel messaggio #{ $post } non nomina nessun giocatore: `{ $written }`
err-tally-unread-count = { $count ->
    [one] 1 voto non si è potuto leggere: è elencato nella conta, non contato
   *[other] { $count } voti non si sono potuti leggere: sono elencati nella conta, non contati
}
err-tally-unread-first = i primi { $shown } sono mostrati sopra, alla loro riga del thread
err-thread-header = la riga { $line } di { $file } non è l'intestazione di un messaggio
err-thread-before-first-post = la riga { $line } di { $file } viene prima del primo messaggio
err-thread-post-order = il messaggio #{ $post } viene dopo il messaggio #{ $previous } (riga { $line } di { $file })
err-thread-time-order = il messaggio #{ $post } ha una data precedente al messaggio #{ $previous } (riga { $line } di { $file })
err-thread-no-posts = { $file } non contiene nessun messaggio
help-thread-format = ogni messaggio si apre con una riga `=== #123 | Autore | 2026-11-29T21:03:00+01:00` seguita dal testo; incolla i messaggi nell'ordine del thread
err-thread-twice = due thread per il giorno: { $file } e { $orders }
help-thread-twice = tienine uno: cancella { $orders }, oppure togli `--thread` e `thread:` da game.yaml
err-thread-syntax = `syntax: { $syntax }` in game.yaml non è una sintassi di voto
help-thread-syntax = le sintassi sono { $syntaxes }
tally-hammer = { $target } ha raggiunto la maggioranza in { $where } (voto di { $voter }).
tally-abstentions = Astensioni ({ $count }): { $players }
# A secret ballot (among-us's deliberations): how many votes, never whose.
tally-wagon-secret = **{ $target }**: { $weight ->
    [one] 1 voto
   *[other] { $weight } voti
}
tally-abstentions-secret = Astensioni: { $count }
tally-not-voting-secret = Non hanno ancora votato: { $count }
tally-hammer-secret = { $target } ha raggiunto la maggioranza.
tally-hammer-by-pm = { $target } aveva la maggioranza con i voti dati per MP.
tally-origin-pm = MP
tally-discarded-item-secret = un voto: { $reason }
tally-history-title = Storico dei voti
tally-forum-day = Giorno
tally-void-hidden = scritto in testo nascosto (spoiler, bianco o trasparente), che questa partita vieta
tally-unread-replaced = { $line } (sostituito dal voto del messaggio #{ $by })
tally-unclear-title = Non letti come voti (da controllare)
tally-unclear = { $voter }, messaggio #{ $post }: { $text }
tally-hidden-title = Voti in testo nascosto (spoiler, bianco o trasparente)
tally-hidden = { $voter }, messaggio #{ $post }
err-tally-unclear = il messaggio #{ $post } di { $voter } parla del voto e non è stato letto come voto: `{ $text }`
label-tally-unclear-name = il nome di un giocatore in rosso o grassetto
label-tally-unclear-vote-word = una parola di voto
label-tally-unclear-question = una domanda, non un voto
label-tally-unclear-doubt = una negazione, una condizione o parole di altri: non è un voto
label-tally-unclear-list = più nomi di seguito: candidati, non un voto
label-tally-unclear-colour = il nome di un giocatore in un colore che non è rosso
label-tally-unclear-other-syntax = un voto con tag (`[vote]`), ma in questo thread si vota in rosso
label-tally-unclear-open-quote = un voto sulla riga di un `[quote` senza il suo `[/quote]`: è suo o lo cita?
label-tally-unclear-remark = un commento sul giocatore (lo nega, lo difende, parla di lui): non è un voto
label-tally-unclear-count = una riga di un conteggio (un nome con i suoi voti o votanti): non è il voto di chi lo scrive
label-tally-unclear-signature = un nome nella firma, dopo `--` o `_____`: non è un voto
label-tally-unclear-label = ciò che viene prima (una negazione, una scelta scartata, uno scherzo, un altro giorno, un esempio) dice che non è il suo voto di oggi
label-tally-unclear-changed = un altro nome dopo, dopo un ripensamento (`anzi`, `no, meglio`, `volevo dire`): qual è il suo voto?
label-tally-unclear-edited = un voto in un messaggio modificato (lo dice il forum), in una pagina salvata dopo la scadenza: la modifica può essere arrivata tardi
label-tally-unclear-unvote-name = un «tolgo il voto» seguito da un nome che non è il voto che toglie: il nome tolto o un nuovo voto senza la parola «voto»? (se è un nuovo voto, correggilo)
label-tally-unclear-agreed = un voto citato e sottoscritto (x2, +1, «quoto»): la citazione è il voto di un altro; è anche quello di questo giocatore?
help-tally-unclear = se è il voto di { $voter }, scrivi `correggi { $voter } NOME` negli ordini del master; se non lo è, `correggi { $voter }` con il voto valido, o `correggi { $voter } nessuno`
tally-ignored-master = { $author } ({ $posts }): messi da parte dal master, non contano
tally-ignored-master-note = Non va nel conteggio che pubblichi (l'ordine `ignora` è tuo): { $lines }
tally-late-pm = { $voter } ({ $pm }): { $vote }
tally-late-pm-note = Non va nel conteggio che pubblichi (un MP è privato, e anche quando è arrivato): voti in MP inviati dopo la scadenza: { $lines }
