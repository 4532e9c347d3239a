## I voti del giorno disegnati (`tally --picture`, reports/<fase>/wagons.svg).
wagons-title = Voti di { $phase }
wagons-no-lynch = Nessun rogo
wagons-hammer = Martello: { $voter } su { $target }
wagons-deadline = Scadenza
wagons-majority = Linea tratteggiata: la maggioranza ({ $weight })
wagons-minimum = Linea tratteggiata: il minimo per il rogo ({ $weight })
wagons-untimed = Un voto inviato senza ora è disegnato dall'inizio.
wagons-by-pm = Un voto dato per MP si disegna senza ora, solo l'ultimo: quando è arrivato al master non è pubblico.
wagons-legend = Una riga per candidato; ogni voto una barra da quando è stato dato finché è cambiato o il giorno è finito.
wagons-legend-weighted = Una riga per candidato; ogni voto una barra da quando è stato dato finché è cambiato o il giorno è finito, spessa quanto il suo peso.
wagons-legend-secret = Il voto è segreto: ogni candidato mostra i suoi voti, non chi li ha dati.
wagons-written = Il disegno dei voti è in { $path }.
wagons-err-extension = il disegno { $path } deve finire in .svg o .png
wagons-err-no-votes = { $phase } non ha ancora voti da disegnare

## L'archivio della partita (`adjudicate archive`).
archive-title = Una partita di { $ruleset }
archive-index = La partita
archive-ruleset = Regolamento
archive-dates = Giocata
archive-phase-count = Fasi
archive-state = Stato
archive-running = in corso: i ruoli sono rivelati alla fine
archive-over = finita
archive-winner = Il vincitore
archive-players = I giocatori
archive-dead = { $player_gender ->
    [f] morta
    [m] morto
   *[other] non più in vita
}
archive-phases = Le fasi
archive-secrets-kept = Qui c'è solo quello che ogni giocatore può leggere; la rivelazione arriva a fine partita.
archive-public-post = Il messaggio pubblico
archive-deaths = Morti
archive-no-deaths = Non è morto nessuno.
archive-death-learned = Si viene a sapere della morte di { $player }.
archive-wagons = I voti
archive-map = La mappa
archive-trace = Tutto quello che è successo
archive-role = Ruolo
archive-actions = Cosa ha fatto il giocatore
archive-votes = Voti
archive-reports = I resoconti ricevuti dal giocatore
archive-none = Niente.
archive-written = L'archivio della partita ({ $count } file) è scritto: apri { $path } in un browser.
