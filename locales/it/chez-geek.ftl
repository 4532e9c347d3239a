# chez-geek: Chez Geek. Italiano: i punti di Vagueo sono i «punti cazzeggio» dell'edizione italiana; le carte del mazzo di esempio hanno i nomi di deck.it.yaml.


chez-geek-phase-turn = Turno { $number }: { $player }
chez-geek-phase-tiradas = Tiri
chez-geek-phase-pena = Chiamare gente
chez-geek-phase-tiempo-libre = Tempo libero
chez-geek-phase-descarte = Scarto

chez-geek-option-deck = un mazzo in YAML o CSV (lavori e carte Vita) al posto del mazzo di esempio
chez-geek-option-two-players = in due giocatori: togliere Fannullone Professionista e Batterista (remove), cominciare con loro (start) o lasciarli nel mazzo (keep)
chez-geek-option-counters = la variante con segnalini: ogni resoconto dice quanti segnalini restano a ciascuno (on, off)
chez-geek-option-trip-cancel = un annullamento contro un giro di spese: annulla solo le cose delle sue categorie, che vanno negli scarti (card), o tutto il giro, con tutte le cose di nuovo in mano (trip)

chez-geek-seats = Ordine di gioco: { $players }.
chez-geek-job = { $player }: { $job } (stipendio { $salary }, tempo libero { $free_time }, obiettivo di cazzeggio { $goal }).
chez-geek-your-hand = La tua mano: { $cards }.
chez-geek-how-to-post = Come si gioca per messaggio privato: nel tuo turno scrivi le tue giocate in ordine, una per riga, numerate se vuoi (1., 2., …): «caccio il Coglione nella stanza di { $other }» (Tiri), «chiamo la Vicina Simpatica nella mia stanza» (Chiamare gente), «compro Patatine Superfini e Canna» o «gioco Pisolino» (Tempo libero) e «scarto Gatto» (Scarto); valgono anche i verbi e i nomi delle carte del regolamento spagnolo (echo, llamo, juego, descarto; Siesta, Gato). Fuori dal tuo turno si giocano solo le carte da giocare in qualsiasi momento e quelle di TV, dicendo a quale giocata rispondono: «gioco Maratona di Telefilm contro { $other } nella giocata 2». Se una Persona ti fa scartare una carta della tua stanza, nominala: «perdo il White Russian»; o in anticipo, per quando arriva: «perdo il White Russian se arriva il Coglione».
chez-geek-turn-starts = Comincia il turno { $number }, di { $player }.
chez-geek-drew-count = { $player } pesca { $count ->
    [one] una carta
   *[other] { $count } carte
}.
chez-geek-you-drew = Hai pescato: { $cards }.
chez-geek-roll-salary = Stipendio variabile di { $player }: esce { $die }, stipendio { $value }.
chez-geek-roll-free-time = Tempo libero variabile di { $player }: esce { $die }, tempo libero { $value }.
chez-geek-your-numbers = In questo turno { $player } ha stipendio { $salary } e tempo libero { $free_time }.
chez-geek-your-turn = Tocca a te: turno { $number }, con stipendio { $salary } e tempo libero { $free_time }.
chez-geek-reshuffled = Il mazzo Vita è finito: { $count ->
    [one] si mescola la carta
   *[other] si mescolano le { $count } carte
} degli scarti.
chez-geek-deck-empty = Non restano carte Vita, né nel mazzo né negli scarti.
chez-geek-room = Stanza di { $player } ({ $job }): { $slack ->
    [one] { $slack } punto
   *[other] { $slack } punti
} cazzeggio su { $goal }. Carte: { $cards }.
chez-geek-room-counters = Stanza di { $player } ({ $job }): { $slack ->
    [one] { $slack } punto
   *[other] { $slack } punti
} cazzeggio su { $goal }, { $left ->
    [one] resta { $left } segnalino
   *[other] restano { $left } segnalini
}. Carte: { $cards }.
chez-geek-plays-evict = { $number }. { $player } prova a cacciare { $card } dalla sua stanza.
chez-geek-evict-roll = Tiro di { $player } per { $card }: { $die }.
chez-geek-evict-stays = Con 3 o meno, { $card } resta nella stanza di { $player }.
chez-geek-plays-person = { $number }. { $player } gioca { $card }.
chez-geek-call-roll = Tiro di { $player } per vedere se { $card } è in casa: { $die }.
chez-geek-slack-roll = Tiro di cazzeggio di { $player } per { $card }: { $die }.
chez-geek-not-home = { $card } non era in casa: la carta va negli scarti.
chez-geek-plays-shopping = { $number }. { $player } va a fare spese: { $card }.
chez-geek-plays-activity = { $number }. { $player } gioca l'attività { $card }.
chez-geek-plays-whenever = { $number }. { $player } gioca { $card }.
chez-geek-activity-fails = { $card } non riesce ({ $slack } punti cazzeggio): la carta va negli scarti e il tempo libero è perso.
chez-geek-enters-room = { $card } entra nella stanza di { $player } con { $slack ->
    [one] { $slack } punto
   *[other] { $slack } punti
} cazzeggio.
chez-geek-anyone-bonus = Il lavoro di { $player } dà { $slack ->
    [one] { $slack } punto
   *[other] { $slack } punti
} cazzeggio in più per { $card }.
chez-geek-salary-now = Lo stipendio di { $player } in questo turno ora è { $salary }.
chez-geek-free-time-more = { $player } ha in questo turno { $count ->
    [one] un tempo libero
   *[other] { $count } tempi liberi
} in più.
chez-geek-moocher-eats = { $moocher } costringe { $player } a scartare { $card }.
chez-geek-moocher-nothing = Nella stanza di { $player } non resta più niente da prendere per { $moocher }.
chez-geek-moocher-nothing-on-arrival = Nella stanza di { $player } { $moocher } non trova niente da prendere.
chez-geek-noisy-loses = Sesso rumoroso! { $player } perde { $card }.
chez-geek-choice-by-seed = { $player } non ha detto di quale carta si libera: tra { $count } possibili, il seme sceglie { $card }.
chez-geek-choice-unused = Non c'era bisogno di liberarti di { $card }: resta dov'era.
chez-geek-choice-named = { $player_me ->
    [yes] Hai scelto di liberarti di { $card }.
   *[other] { $player } ha scelto di liberarsi di { $card }.
}
chez-geek-choice-conditional = { $player_me ->
    [yes] L'avevi scelto in anticipo: se arrivava { $cause }, ti liberavi di { $card }.
   *[other] { $player } l'aveva scelto in anticipo: se arrivava { $cause }, si liberava di { $card }.
}
chez-geek-choice-unused-conditional = La tua scelta in anticipo non è stata usata: { $card } se arrivava { $cause }.
chez-geek-evict-by-seed = { $player } non ha detto dove manda { $card }: il seme sceglie la stanza di { $to }.
chez-geek-evict-room-closed = { $card } non può entrare nella stanza di { $to }: il lavoro di { $to } glielo vieta.
chez-geek-evict-room-locked = { $card } non può entrare nella stanza di { $to }: { $lock } gli sbarra la porta.
chez-geek-evict-no-room = Non c'è nessun'altra stanza in cui { $card } possa entrare: la carta viene scartata.
chez-geek-new-job = { $player } ha un lavoro nuovo: { $job } (stipendio { $salary }, tempo libero { $free_time }, obiettivo di cazzeggio { $goal }).
chez-geek-discards = { $player } scarta { $count ->
    [one] una carta
   *[other] { $count } carte
}.
chez-geek-you-discard = Scarti: { $cards }.
chez-geek-turn-ends = Finisce il turno di { $player }: lo stipendio non speso sparisce.
chez-geek-wins = { $player } arriva a { $slack } punti cazzeggio (obiettivo { $goal }) e vince la partita!

chez-geek-status-turn = Turno { $number }: gioca { $player } (stipendio { $salary }, tempo libero { $free })
chez-geek-status-room = { $player } ({ $job }): { $slack } punti cazzeggio su { $goal }; { $hand ->
    [one] una carta
   *[other] { $hand } carte
} in mano
chez-geek-status-hand = Mano di { $player }: { $cards }
chez-geek-status-piles = Mazzo Vita: { $draw } carte; scarti: { $discard }
chez-geek-status-who-posts = Solo { $player } deve mandare il suo turno e `next` non aspetta nessun altro: { $count ->
    [one] l'altro giocatore può rispondere alle sue giocate se vuole
   *[other] gli altri possono rispondere alle sue giocate se vogliono
}.

chez-geek-form-card = una carta
chez-geek-form-player = una stanza (giocatore)
chez-geek-form-evict = Tiri: cacciare una persona dalla tua stanza (con 4-6 va nella stanza che indichi)
chez-geek-form-call = Chiamare gente: una persona nella tua stanza o in quella di un altro giocatore
chez-geek-form-buy = Tempo libero: un giro di spese (più cose unite da «y»)
chez-geek-form-play = un'attività (tempo libero) o una carta da giocare in qualsiasi momento
chez-geek-form-discard = Scarto: fino a restare con cinque carte al massimo, una almeno
chez-geek-form-take = una carta da giocare in qualsiasi momento sulla stanza di un altro giocatore: la Scroccata prende una delle sue carte
chez-geek-form-fire = Sei Licenziato! su un altro giocatore: pesca un lavoro nuovo
chez-geek-form-whenever = una carta da giocare in qualsiasi momento, fuori dal tuo turno
chez-geek-form-answer = una carta di TV o da giocare in qualsiasi momento contro una giocata di { $player } (il suo numero nell'ordine del messaggio): la TV annulla un tempo libero, le altre annullano o prendono una carta delle loro categorie
chez-geek-form-active = il giocatore di turno
chez-geek-form-play-number = il numero della giocata
chez-geek-form-lose = la carta della tua stanza che cedi se uno scroccone o un Polvete rumoroso te ne porta via una (scegli tu; se non ne indichi nessuna, sceglie il seme)

chez-geek-err-deck-file = il mazzo `{ $path }` non si può leggere: { $error }
chez-geek-err-deck-id = il mazzo ripete o lascia vuoto l'id di carta `{ $card }`
chez-geek-err-deck-goal = il lavoro `{ $card }` ha bisogno di un obiettivo di cazzeggio maggiore di zero
chez-geek-err-deck-person = la carta `{ $card }`: una persona ha bisogno del suo tipo (invitado con punti cazzeggio, gorron con 0 o meno, gato) e solo una persona lo porta
chez-geek-err-deck-name = la carta `{ $card }` ha bisogno di un nome con lettere o cifre
chez-geek-err-deck-count = la carta `{ $card }` ha zero copie
chez-geek-err-deck-no-life = il mazzo non ha carte Vita: se ne distribuiscono cinque a ogni giocatore («se barajan las cartas de Vida y se reparten cinco»); aggiungile sotto `life:`
chez-geek-err-deck-no-slack = nessuna carta del mazzo dà punti cazzeggio (né i suoi, né un bonus, né un lavoro): nessuno potrebbe mai raggiungere il suo obiettivo di cazzeggio; dai punti cazzeggio a qualche carta
chez-geek-err-deck-no-jobs = il mazzo non ha lavori: se ne distribuisce uno a ogni giocatore («se reparte uno, boca arriba, a cada jugador»); aggiungili sotto `jobs:`
chez-geek-err-too-few-life = il mazzo ha { $count } carte Vita e se ne distribuiscono cinque a ognuno dei { $players } giocatori: ne servono almeno { $need }; aggiungi carte o copie (`count`)
chez-geek-err-turn-number = `{ $field }: { $value }` non può essere: al massimo { $max }
chez-geek-err-too-many-copies = { $card } è { $found } volte nella partita (mani, stanze, mazzo e scarti), e il mazzo ne ha { $count }
chez-geek-help-too-many-copies = togli da game.yaml le copie in più, o dai al mazzo tante copie quante ce ne sono in gioco (`count:`)
chez-geek-err-deck-too-big = il mazzo `{ $path }` supera i { $limit } byte: un mazzo occupa pochi KB
chez-geek-help-deck-file = `--option deck=FILE` indica un mazzo in YAML (lo schema del mazzo di esempio deck.yaml) o in `.csv` (le colonne del README, chez-geek)
chez-geek-help-deck-yaml = lo schema è quello del mazzo di esempio, src/rules/chez_geek/deck.yaml: `jobs:` e `life:`, ogni carta con i campi elencati all'inizio
chez-geek-help-deck-csv = una riga per carta e, nella prima, le colonne: kind (job, persona, cosa, actividad, cuando_sea), id, name, count, cost, slack, person, categories (a|b), effects (a: x; b), salary, free_time, goal, special, sample; l'esempio è src/rules/chez_geek/deck.csv
chez-geek-err-deck-column = il mazzo `{ $path }` ha una colonna sconosciuta o ripetuta, `{ $column }`
chez-geek-err-deck-missing-column = al mazzo `{ $path }` manca la colonna `{ $column }`
chez-geek-err-deck-row-length = questa riga di `{ $path }` ha { $cells } celle e il mazzo ha { $columns } colonne
chez-geek-err-deck-kind = `{ $kind }` non è un tipo di carta (job, persona, cosa, actividad, cuando_sea)
chez-geek-err-deck-not-for-kind = una carta di tipo `{ $kind }` non ha `{ $column }`
chez-geek-err-deck-cell = la colonna `{ $column }` di `{ $path }` non accetta questo: { $error }
chez-geek-err-deck-too-many = il mazzo ha { $count } carte Vita; al massimo { $limit }
chez-geek-err-job-twice = il lavoro `{ $job }` è fissato per due giocatori
chez-geek-err-unknown-job = non c'è nessun lavoro `{ $job }` nel mazzo (per { $player })
chez-geek-err-unknown-card = non c'è nessuna carta `{ $card }` nel mazzo
chez-geek-err-too-few-jobs = il mazzo ha { $count } lavori, non uno per giocatore
chez-geek-err-two-player-jobs = { $count ->
    [0] il mazzo dei lavori non segna nessun lavoro della nota per due giocatori
    [one] il mazzo dei lavori segna un solo lavoro della nota per due giocatori
   *[other] il mazzo dei lavori segna { $count } lavori della nota per due giocatori
}: con due giocatori e `two_players={ $note }` servono i due ("recomendamos que retiréis Vago Profesional y Batería del mazo de Curro, o que empecéis directamente la partida con esas cartas")
chez-geek-help-two-player-jobs = segna nel mazzo i due lavori della nota con `two_players: true` (in un mazzo CSV, la colonna `two_players`), o inizia la partita con `--option two_players=keep`
chez-geek-err-no-flat = { $player } non ha una stanza nello stato della partita
chez-geek-err-seats = l'ordine di gioco non corrisponde ai giocatori
chez-geek-err-setup-needs-chance = il `setup:` dello scenario ha bisogno del caso (uno stipendio o un tempo libero variabile, o una pesca senza mazzo): scrivi `salary`, `free_time` e la mano intera
chez-geek-err-script-short = la fase usa { $scripted } estrazioni del copione e ne vuole { $more } in più: uno scenario dà tutte le estrazioni di una fase o nessuna
chez-geek-err-condition-no-card = la condizione «{ $condition }» di { $writer } non nomina nessuna carta della partita
chez-geek-help-condition = una scelta data in anticipo nomina la Persona o la carta che farebbe scartare { $writer }: «perdo il White Russian se arriva il Coglione»
chez-geek-err-condition-negated = la condizione «{ $condition }» di { $writer } è negata: si legge «se arriva …», con la Persona o la carta che gli farebbe scartare
chez-geek-err-condition-two = la condizione «{ $condition }» di { $writer } ne contiene un'altra: una scelta in anticipo per riga, con una condizione
chez-geek-err-condition-takes-nothing = { $card } non fa scartare a nessuno una carta della sua stanza: la condizione di { $writer } non si avvererebbe mai
chez-geek-err-choice-never-taken = { $cause } non prende { $card }: prende dalla stanza solo una carta del tipo indicato sulla sua carta, quindi { $writer } non perderebbe mai { $card } per quella causa
chez-geek-err-choice-not-in-room = { $card } non è nella stanza di { $writer }: si perde solo una carta della stanza, non della mano
chez-geek-err-play-number = la giocata ha il numero { $written }, ma è la giocata { $place } del turno
chez-geek-err-no-card = qui non si riconosce nessuna carta
chez-geek-help-card-names = il nome della carta si scrive come è nella mano di { $writer } (maiuscole e accenti non contano)
chez-geek-err-phase-over = la fase { $phase } è passata: il turno è a { $now }
chez-geek-err-not-in-room = { $card } non è nella stanza di { $writer }
chez-geek-help-evict-from-hand = { $card } è nella mano di { $writer }: chiedi a { $writer } se la gioca dalla mano (`gioco { $card } su …`); si caccia solo una Persona della propria stanza
chez-geek-err-not-evictable = { $card } non si può cacciare (solo le persone, e non i gatti)
chez-geek-err-evict-to-self = { $writer } deve mandarlo nella stanza di un altro giocatore
chez-geek-err-not-in-hand = { $card } non è nella mano di { $writer } in quel momento
chez-geek-err-job-forbids = con il lavoro { $job }, { $writer } non può giocare { $card }
chez-geek-err-not-a-person = { $card } non è una persona
chez-geek-err-not-a-thing = { $card } non è una cosa: non si compra
chez-geek-err-buy-things = le cose si comprano: «compro { $card }»
chez-geek-err-no-jobs = non restano lavori nel mazzo
chez-geek-err-fired-whom = { $writer } non dice chi licenzia (per esempio «su Ana»)
chez-geek-err-fired-self = questa carta si gioca su un altro giocatore
chez-geek-err-no-free-time = { $writer } non ha più tempo libero per questo
chez-geek-err-salary = { $salary ->
    [0] costa { $cost } e { $writer } non ha più stipendio
    [one] costa { $cost } e { $writer } ha solo { $salary } di stipendio
   *[other] costa { $cost } e { $writer } ha solo { $salary } di stipendio
}
chez-geek-err-hand-over-five = alla fine del turno { $writer } avrebbe { $count } carte in mano
chez-geek-err-reaction-two-cards = { $writer } gioca due carte in una sola riga: ogni reazione è una carta, sulla sua riga
chez-geek-help-discard = { $writer } deve scartarne { $count } con «scarto …»
chez-geek-err-discard-all = { $writer } non può scartare tutte le carte: gliene deve restare una almeno
chez-geek-err-two-rooms = la giocata di { $writer } nomina due destinazioni: { $first } e { $second }
chez-geek-help-two-rooms = una carta va in una sola stanza: chiedi a { $writer } se è quella di { $first } o quella di { $second }
chez-geek-err-keep-which = { $writer } si tiene una carta senza dire quale: non si sa a quale carta si riferisce il pronome
chez-geek-err-which-play = { $writer } non dice il numero della giocata a cui risponde (per esempio «nella giocata 3»)
chez-geek-err-own-play-number = nel proprio turno { $writer } non risponde a nessuna giocata: il numero di giocata è di troppo
chez-geek-err-no-such-play = { $player } non ha una giocata { $number } in questo turno
chez-geek-err-not-the-trip = la giocata { $number } di { $player } non è un giro di Compras: a quale giocata risponde?
chez-geek-err-reaction-late = arriva tardi: quando è stata inviata, { $player } aveva già fatto la giocata { $later }, e la giocata { $number } era già in gioco
chez-geek-err-reaction-late-post = arriva tardi: il messaggio #{ $post } è successivo al #{ $later_post }, in cui { $player } ha fatto la giocata { $later }, e la giocata { $number } era già in gioco
chez-geek-err-roll-no-play = { $writer } tira un dado prima di fare una giocata: il tiro dice per quale giocata è («tiro per la giocata 1») e va dopo di essa
chez-geek-err-roll-no-die = la giocata { $number } ({ $card }) non tira nessun dado: si tira solo per chiamare una persona che dà punti cazzeggio, per cacciarla o per i punti cazzeggio variabili di una carta
chez-geek-err-reaction-after-roll = arriva tardi: quando è stata inviata, { $player } aveva già tirato il dado della giocata { $number }
chez-geek-err-reaction-after-roll-post = arriva tardi: il messaggio #{ $post } è successivo al #{ $roll_post }, in cui { $player } ha tirato il dado della giocata { $number }
chez-geek-err-tele-free-time = la TV annulla solo un tempo libero (un giro di spese o un'attività)
chez-geek-err-tele-pena = la TV non si può usare per impedire agli altri di chiamare gente
chez-geek-err-cancel-category = { $card } non può annullare { $target }
chez-geek-err-take-category = { $card } non prende { $target }: non è delle sue categorie
chez-geek-err-out-of-turn = fuori dal proprio turno { $writer } può giocare solo carte in qualsiasi momento e di TV: { $card } no
chez-geek-err-own-turn-salary = { $card } dà stipendio per il turno di chi la gioca: fuori dal suo turno non fa nulla, quindi { $writer } può giocarla solo nel proprio turno
chez-geek-err-own-turn-free-time = { $card } dà tempo libero per il turno di chi la gioca: fuori dal suo turno non fa nulla, quindi { $writer } può giocarla solo nel proprio turno
chez-geek-err-reaction-needs-play = { $writer } non dice a quale giocata risponde { $card } (per esempio «nella giocata 2»)
chez-geek-err-reaction-which-play = { $writer } non dice a quale giocata di { $player } risponde { $card }, e può rispondere a più d'una: { $plays } (per esempio «nella giocata 2»)
chez-geek-err-reaction-names-no-play = { $writer } gioca { $card } senza dire contro chi né a quale giocata risponde
chez-geek-help-reaction-the-only-play = contro la giocata { $number } di { $player } ({ $cards })? Chiedilo a { $writer }: una risposta come «gioco { $card } nella giocata { $number }» si legge
chez-geek-err-cancel-in-play = { $card } annulla una carta solo mentre viene giocata: le carte già in gioco non si annullano
chez-geek-err-take-whom = { $writer } non dice da quale stanza prende la carta con { $card } (per esempio «contro le Sigarette di Mar»)
chez-geek-err-take-own-room = { $card } prende una carta dalla stanza di un altro giocatore, non da quella di { $writer }
chez-geek-take-nothing = { $card } non trova niente da prendere nella stanza di { $from }.
chez-geek-reaction-not-applied = { $player_me ->
    [yes] La tua carta { $card } resta senza effetto.
   *[other] { $card } di { $player } resta senza effetto.
}
chez-geek-reaction-already-cancelled = { $player_me ->
    [yes] La tua carta { $card } resta senza effetto: { $by } aveva già annullato la giocata { $number }, e la carta ti resta in mano.
   *[other] { $card } di { $player } resta senza effetto: { $by } aveva già annullato la giocata { $number }, e la carta resta in mano a { $player }.
}
chez-geek-reaction-cancels = { $player } gioca { $card } contro la giocata { $number } di { $active }.
chez-geek-watches-tv = { $player } passa quel tempo libero a guardare la TV.
chez-geek-things-back = { $count ->
    [one] { $cards } torna
   *[other] { $cards } tornano
} nella mano di { $player }.
chez-geek-cancelled = La carta { $card } è annullata e va negli scarti.
chez-geek-trip-cancelled = Il giro di spese di { $player } (giocata { $number }) è annullato: { $count ->
    [one] { $cards } torna nella sua mano
   *[other] { $cards } tornano nella sua mano
} senza essere comprate.
chez-geek-reaction-takes = { $player } gioca { $card } e si porta via { $taken } dalla stanza di { $from }.
chez-geek-take-in-turn = { $card } porta { $taken } dalla stanza di { $from } a quella di { $player }.
chez-geek-reaction-plays = { $player } gioca { $card }.

rule-chez-geek-cancel = "Las cartas que pueden cancelar otras cartas sólo afectan a la carta objetivo en el momento en el que está siendo jugada. Las cartas canceladas son descartadas." "Debes jugar tu carta de cancelación antes de que ese compañero de piso: 1. Juegue otra carta, o 2. Tire un dado …, o 3. Termine su turno."
rule-chez-geek-trip-cancel = "Si alguien cancela tu salida de Compras, todas las cartas de Cosas que jugaste vuelven a tu mano." (opzione trip_cancel=trip: l'annullamento di una cosa annulla tutto il giro)
rule-chez-geek-tele = "Cuando un compañero de piso anuncie lo que va a hacer en su Tiempo Libre … puedes jugar una carta de Tele sobre él. En ese caso, tendría que pasar ese Tiempo Libre viendo la Tele … Se queda con la carta de Tele en su cuarto y gana 1 punto de Vagueo."
rule-chez-geek-take = "Gorroneo no es una carta de cancelación."
rule-chez-geek-choice = "Tú eliges qué descartas." … "Cuando consigues que un gorrón se vaya de tu cuarto (ver Echar a la Peña), determinas a qué cuarto va ahora."
rule-chez-geek-setup = "Se barajan los Curros y se reparte uno, boca arriba, a cada jugador. Después se barajan las cartas de Vida y se reparten cinco, boca abajo, a cada jugador."
rule-chez-geek-turn = "Los turnos de juego se dividen en cinco fases: Robo, Tiradas, Llamar a la Peña, Tiempo Libre, y Descarte."
rule-chez-geek-draw = "Robo: Roba cartas del mazo de cartas de Vida hasta tener seis cartas en la mano (siete si tienes el Curro de Esclavo Corporativo)."
rule-chez-geek-reshuffle = "Si te quedas sin cartas de Vida durante una partida, baraja la pila de descartes y vuelve a usar las cartas."
rule-chez-geek-variable = "Tira un dado cada turno, en tu fase de Tiradas, para determinar qué Sueldo o Tiempo Libre tienes ese turno. Con un resultado de 1, 2 ó 3, se usa el número más bajo. Con un resultado de 4, 5 ó 6, se usa el número más alto."
rule-chez-geek-evict-roll = "Para hacer que alguien se vaya, tira un dado. Con un resultado de 1 a 3, la Persona elegida sigue por allí y tienen lugar los efectos negativos correspondientes. Con un resultado de 4 a 6, les mandas a cualquier otro cuarto cuya entrada no les haya sido restringida"
rule-chez-geek-call-roll = "b. Si la Persona da puntos de Vagueo, tira un dado. Con un resultado de 1 ó 2, esa Persona no estaba en casa cuando la Llamaste."
rule-chez-geek-slack-points = "Si una Actividad proporciona un número de puntos de Vagueo variable, o si cualquier circunstancia cambia la cantidad de puntos de Vagueo de una carta haciendo que el valor impreso no sea ya el correcto, el propietario de la carta debe poner contadores de Vagueo sobre ella, uno por cada punto."
rule-chez-geek-activity-roll = "Algunas Actividades valen una cantidad variable de puntos de Vagueo, que se determina con una tirada de dado."
rule-chez-geek-call = "Con un resultado de 1 ó 2, esa Persona no estaba en casa cuando la Llamaste. Descarta esa carta."
rule-chez-geek-activity = "Si el resultado es de cero (o menos) puntos, se considera que la Actividad no ha tenido éxito, y la carta pasa a la pila de descartes."
rule-chez-geek-slack = "Todos los compañeros de piso pueden mirar tu cuarto, y sumar los contadores al valor impreso de las cartas sin contadores para determinar cuántos puntos de Vagueo tienes."
rule-chez-geek-hand = "No puedes regalar cartas ni cambiarlas con tus compañeros de piso, pero puedes mostrar tu mano a quien quieras."
rule-chez-geek-job-bonus = "Si tu Curro aumenta el Vagueo de otras cartas que haya en tu cuarto … pon un contador en esas cartas para indicar los puntos de Vagueo adicionales."
rule-chez-geek-moocher = "Cuando la Chica Hambrienta, el Borracho Torpe o el Gilipollas se juegan sobre ti, debes descartarte inmediatamente de una carta de tu cuarto, del tipo indicado en la carta del gorrón."
rule-chez-geek-evict = "Con un resultado de 4 a 6, les mandas a cualquier otro cuarto cuya entrada no les haya sido restringida … Si no hay otro cuarto en el que pueda entrar, la carta de Persona se descarta."
rule-chez-geek-noisy = "Si en cualquier momento un jugador gana 5 o más puntos de Vagueo por un Polvete, los compañeros de piso que estén sentados a su lado pierden (si tienen) una carta de Sobar de sus cuartos."
rule-chez-geek-new-job = "Si consigues un Curro nuevo durante la partida … conservas los puntos de Vagueo y las cartas que adquirieses con tu antiguo Curro."
rule-chez-geek-salary = "No puedes ahorrar Sueldo de un turno para el siguiente; el Sueldo que no se gaste en Cosas o Actividades desaparece al final de tu turno."
rule-chez-geek-discard = "Si tienes más de cinco cartas, debes descartarte hasta que sólo tengas cinco."
rule-chez-geek-win = "El primer jugador en alcanzar o superar la Meta de Vagueo de su carta de Curro gana inmediatamente."
chez-geek-err-no-partner = { $writer } gioca { $card } con { $player }: una carta la gioca un solo giocatore, { $player } non ne fa parte
chez-geek-help-no-partner = chiedi a { $writer } se gioca { $card } da solo, nella propria stanza, senza { $player }
chez-geek-err-no-gift = { $writer } dà { $card } a { $player }: non si possono regalare né scambiare carte con i coinquilini, una carta persa va nella pila degli scarti
chez-geek-help-no-gift = chiedi a { $writer } se perde soltanto { $card } (nella pila degli scarti), senza che nessuno la riceva
chez-geek-err-activity-elsewhere = { $writer } gioca l'Attività { $card } per { $player }: un'Attività va nella stanza di chi la gioca («pones la carta en tu cuarto»), { $player } non ne fa parte
chez-geek-help-activity-elsewhere = chiedi a { $writer } se { $card } va nella propria stanza, senza { $player }
chez-geek-err-guardo = { $writer } scrive `guardo`, che in spagnolo tiene una carta per dopo e in italiano la guarda (la gioca); il MP non dice quale
chez-geek-help-guardo = chiedi a { $writer } se tiene la carta per dopo o la gioca; poi scrivi l'ordine come lo scrivono i moduli di `check`
