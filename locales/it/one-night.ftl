# one-night: One Night Ultimate Werewolf. Italiano.

one-night-role-doppelganger = Doppelgänger
one-night-role-werewolf = Lupo mannaro
one-night-role-minion = Servitore
one-night-role-mason = Massone
one-night-role-seer = Veggente
one-night-role-robber = Ladro
one-night-role-troublemaker = Piantagrane
one-night-role-drunk = Ubriacone
one-night-role-insomniac = Insonne
one-night-role-villager = Paesano
one-night-role-hunter = Cacciatore
one-night-role-tanner = Conciatore

one-night-phase-night = Notte
one-night-phase-day = Giorno

one-night-option-cards = le carte in gioco, separate da virgole (giocatori + 3); per default, il mazzo del regolamento per quel numero di giocatori
one-night-option-self-vote = se un giocatore può votare per sé stesso (refuse, allow)
one-night-option-minion = se tra i giocatori non c'è nessun lupo mannaro, chi vince quando muore solo il Servitore: nessuno (loses), il Servitore (wins), il villaggio (village)

## MP dei ruoli: cosa può fare ogni ruolo e come scriverlo
one-night-help-doppelganger = Di notte guardi la carta di un altro giocatore e ne assumi il ruolo: `copia NOME`. Aggiungi l'ordine di ogni ruolo che potresti diventare, dopo la sua condizione (`se divento veggente guardo NOME`, `se divento ladro rubo NOME`, `se divento piantagrane scambio NOME NOME`, `se divento ubriacone prendo centro N`): si usa solo quello del ruolo che copi.
one-night-help-werewolf = Di notte vedi gli altri lupi mannari. Se sei l'unico, puoi guardare una carta centrale: `guarda centro N` (N = 1, 2 o 3).
one-night-help-minion = Di notte vedi chi sono i lupi mannari. Vinci con loro; loro non sanno chi sei.
one-night-help-mason = Di notte vedi l'altro Massone.
one-night-help-seer = Di notte puoi guardare la carta di un altro giocatore (`guarda NOME`) oppure due carte centrali (`guarda centro 1 3`).
one-night-help-robber = Di notte puoi scambiare la tua carta con quella di un altro giocatore e guardare la tua nuova carta: `ruba NOME`.
one-night-help-troublemaker = Di notte puoi scambiare le carte di altri due giocatori senza guardarle: `scambia NOME NOME`.
one-night-help-drunk = Di notte devi scambiare la tua carta con una carta centrale senza guardarla: `prendi centro N`.
one-night-help-insomniac = Alla fine della notte guardi la tua carta.
one-night-help-villager = Di notte non ti svegli.
one-night-help-hunter = Di notte non ti svegli. Se muori, muore anche il giocatore che hai votato.
one-night-help-tanner = Di notte non ti svegli. Odi il tuo lavoro: vinci solo se muori.
one-night-help-day = di giorno l'unico ordine è `vota NOME`
one-night-help-vote-is-day = i voti si mandano nella fase di giorno, dopo la risoluzione della notte
one-night-help-self-vote = vota un altro giocatore (l'opzione di gioco self_vote=allow lo permette)

## Preparazione
one-night-cards-in-play = Carte in gioco: { $cards }.
one-night-your-card = La tua carta: **{ $role }**.

## Notte
one-night-no-order = Non hai mandato nessun ordine come { $role }: non hai fatto nulla.
one-night-random-copy = Non hai mandato l'ordine `copia`; il master ha scelto per te: { $target }.
one-night-random-take = Non hai mandato l'ordine `prendi`; il master ha scelto per te: carta centrale { $n }.
one-night-doppel-copied = Hai guardato la carta di { $target }: **{ $role }**. Ora il tuo ruolo è { $role }.
one-night-doppel-unused = Ordine `{ $verb }` non usato: il Doppelgänger è diventato { $role }.
one-night-doppel-conditional-used = Ordine condizionale della riga { $line } («{ $condition }») usato: il Doppelgänger è diventato { $role }.
one-night-doppel-conditional-skipped = Ordine condizionale della riga { $line } («{ $condition }») non usato: era per { $for }, il Doppelgänger è diventato { $role }.
one-night-lone-wolf = Sei l'unico lupo mannaro.
one-night-wolf-center = Hai guardato la carta centrale { $n }: **{ $role }**.
one-night-wolves-see = Gli altri lupi mannari: **{ $others }**.
one-night-wolf-not-alone = Non eri l'unico lupo mannaro, quindi non hai potuto guardare una carta centrale.
one-night-minion-sees = I lupi mannari sono: **{ $wolves }**.
one-night-minion-no-wolves = Nessun giocatore si è svegliato come lupo mannaro.
one-night-masons-see = { $count ->
    [one] L'altro Massone
   *[other] Gli altri Massoni
}: **{ $others }**.
one-night-mason-alone = Non c'è un altro Massone tra i giocatori.
one-night-seer-player = Hai guardato la carta di { $target }: **{ $role }**.
one-night-seer-center = Hai guardato la carta centrale { $a }: **{ $role_a }**, e la carta centrale { $b }: **{ $role_b }**.
one-night-robber = Hai preso la carta di { $target }: ora il tuo ruolo è **{ $role }**.
one-night-robber-doppel = Hai preso la carta di { $target }: il **{ $role }**. Ora il tuo ruolo è quello che ha copiato, che non conosci.
one-night-troublemaker = Hai scambiato le carte di { $a } e { $b }.
one-night-drunk = Hai scambiato la tua carta con la carta centrale { $n } senza guardarla.
one-night-insomniac = Alla fine della notte la tua carta è: **{ $role }**.
one-night-card-moved = La carta { $role } è passata da { $from } a { $to }.
one-night-night-over = La notte è finita. Carte in gioco: { $cards }. Discutete, poi votate: `vota NOME`.

## Giorno
one-night-vote = { $voter } vota { $target }.
one-night-no-vote = { $voter } non ha votato.
one-night-count = { $target }: { $count ->
    [one] 1 voto
   *[other] { $count } voti
} ({ $voters }).
one-night-dies = { $player_me ->
    [yes] Muori. La tua carta: **{ $role }**.
   *[other] **{ $player }** muore. Carta: **{ $role }**.
}
one-night-hunter-shot = { $player_me ->
    [yes] { $hunter } era { $hunter_gender ->
            [f] la Cacciatrice
           *[other] il Cacciatore
        } e aveva votato te: muori anche tu. La tua carta: **{ $role }**.
   *[other] { $hunter } era { $hunter_gender ->
            [f] la Cacciatrice
           *[other] il Cacciatore
        }: muore anche **{ $player }**, a cui era andato il suo voto. Carta: **{ $role }**.
}
one-night-nobody-dies = Nessun giocatore ha ricevuto più di un voto: non muore nessuno.
one-night-nobody-voted = Nessuno ha votato: non muore nessuno.
one-night-winners = Vincitori: **{ $players }**.
one-night-nobody-wins = Non vince nessuno.
one-night-final-card = { $player }: **{ $role }** (carta iniziale: { $dealt }).
one-night-final-center = Carte centrali: { $cards }.
one-night-status-card = { $player }: carta iniziale { $dealt }, ora { $role }.

## Errori negli ordini
one-night-err-not-your-action = a { $player } è stata data la carta { $role }, che non ha questa azione
one-night-err-same-center = le due carte centrali devono essere diverse
one-night-err-center-count = il ruolo { $role } guarda { $count ->
    [one] una carta centrale
   *[other] { $count } carte centrali
}
one-night-err-wolf-sees-center = un lupo mannaro può guardare solo una carta centrale, e solo se è l'unico
one-night-err-wolf-not-alone = { $player } non è l'unico lupo mannaro (lo è anche { $others }): solo un lupo mannaro che si sveglia da solo guarda una carta centrale; lo sguardo non avverrà (`ignora` con `avvisa` glielo dice)
one-night-err-swap-same = i due giocatori devono essere diversi
one-night-err-unknown-card = carta sconosciuta `{ $card }`
one-night-err-deck-size = { $cards } carte per { $players } giocatori: le carte devono essere tre in più dei giocatori ({ $needed })
one-night-err-too-many = { $count } × { $role }: la scatola ne contiene { $max }
one-night-err-fixed-not-in-deck = a { $player } è assegnato il ruolo { $role }, ma nel mazzo non ci sono (altre) carte di quel tipo
one-night-err-no-card = { $player } non ha nessuna carta in `{ $field }`
one-night-err-center = le carte centrali devono essere 3, non { $count }
one-night-err-condition-not-in-deck = { $role } non è tra le carte in gioco: il Doppelgänger non può diventarlo
one-night-err-condition-not-doppel = a { $player } è toccato il ruolo { $role }: solo gli ordini del Doppelgänger dipendono dal ruolo che copia
one-night-err-condition-twice = un secondo ordine per { $role }: la riga { $line } ne ha già uno con quella condizione
one-night-err-condition-and-plain = due ordini per { $role }: uno con la condizione della riga { $line } e uno senza
one-night-err-condition-action = { $role } non ha questa azione: l'ordine non verrebbe mai usato
one-night-help-condition = manda un ordine per ruolo, ognuno dopo la sua condizione (`se divento veggente guardo NOME`), per ruoli tra le carte in gioco

## Regole, come le dice il regolamento (citate in spagnolo, poi in italiano)
rule-one-night-setup = "Siempre debe haber tres cartas más que el número de jugadores. Baraja las cartas seleccionadas boca abajo y reparte una a cada jugador." (Ci devono essere sempre tre carte in più del numero di giocatori. Mescola le carte scelte a faccia in giù e danne una a ogni giocatore.)
rule-one-night-optional = L'azione notturna di un ruolo è facoltativa ("puede", "può"): senza un ordine, viene saltata.
rule-one-night-forced = Il Doppelgänger deve guardare una carta e l'Ubriacone deve scambiare la sua: senza un ordine, la scelta la sorteggia il master.
rule-one-night-doppelganger = Doppelgänger: guarda la carta di un altro giocatore e ne assume ruolo e squadra; se diventa Veggente, Ladro, Piantagrane o Ubriacone, agisce subito.
rule-one-night-werewolves = "Hombres lobo, despierten y busquen otros hombres lobo." (Lupi mannari, svegliatevi e cercate gli altri lupi mannari.)
rule-one-night-lone-wolf = Un lupo mannaro che è l'unico sveglio può guardare una carta centrale.
rule-one-night-minion = Il Servitore vede chi sono i lupi mannari; loro non vedono lui.
rule-one-night-mason = I Massoni si svegliano e si vedono a vicenda.
rule-one-night-seer = "Pueden mirar la carta de otro jugador o dos de las cartas centrales." (Guarda la carta di un altro giocatore oppure due carte centrali.)
rule-one-night-robber = "Puedes cambiar tu tarjeta por la de otro jugador y luego ver tu nueva tarjeta." (Scambia la tua carta con quella di un altro giocatore, poi guarda la tua nuova carta.)
rule-one-night-troublemaker = "Puedes intercambiar cartas entre otros dos jugadores." (Scambia le carte di altri due giocatori.)
rule-one-night-drunk = L'Ubriacone scambia la sua carta con una carta centrale senza guardarla.
rule-one-night-insomniac = L'Insonne si sveglia per ultima e guarda la propria carta.
rule-one-night-day = "Después de la fase nocturna, su papel es la carta que está actualmente frente a usted." (Dopo la notte, il tuo ruolo è la carta che hai davanti.)
rule-one-night-vote = "Cada jugador apunta a otro jugador." (Ogni giocatore indica un altro giocatore.)
rule-one-night-most-votes = "El jugador con más votos muere ... En caso de empate, todos los jugadores empatados con más votos mueren." (Muore chi ha più voti; in caso di pareggio, muoiono tutti i giocatori a pari merito.)
rule-one-night-one-vote-each = "Si ningún jugador recibe más de un voto, nadie muere." (Se nessun giocatore riceve più di un voto, non muore nessuno.)
rule-one-night-hunter = Se il Cacciatore muore, muore anche il giocatore che ha votato.
rule-one-night-end = "El equipo de la aldea gana: si al menos un hombre lobo muere … si nadie es un hombre lobo y nadie muere. El equipo de hombres lobo solo gana si al menos un jugador es un hombre lobo y no se mata a ningún hombre lobo." (La squadra del villaggio vince se muore almeno un lupo mannaro … o se nessuno è lupo mannaro e non muore nessuno. La squadra dei lupi mannari vince solo se almeno un giocatore è lupo mannaro e nessun lupo mannaro viene ucciso.) Il Conciatore vince solo se muore; se muore lui e non muore nessun lupo mannaro, i lupi mannari non vincono.
rule-one-night-role-is-card = Il ruolo di un giocatore è la carta che ha davanti all'alba; una carta Doppelgänger porta con sé il ruolo che ha copiato.

one-night-center-1 = carta centrale 1
one-night-center-2 = carta centrale 2
one-night-center-3 = carta centrale 3

one-night-form-player = un giocatore
one-night-form-center-card = una carta del centro
one-night-form-wolf-center = se sei l'unico lupo mannaro: guarda una carta del centro
one-night-form-see = guarda la carta di un altro giocatore
one-night-form-see-center = oppure guarda due delle tre carte del centro (due numeri diversi)
one-night-form-rob = prendi la carta di un altro giocatore e guarda la tua nuova carta
one-night-form-swap = scambia le carte di altri due giocatori (due giocatori diversi)
one-night-form-take = scambia la tua carta con una del centro, senza guardarla (se non mandi nulla, ne viene scelta una per te)
one-night-form-copy = guarda la carta di un altro giocatore e diventa quel ruolo (se non mandi nulla, ne viene scelto uno per te); poi vale la riga di quel ruolo
one-night-form-vote = vota il giocatore che vuoi far morire
one-night-substitute = Prendi il posto di { $player }: questa è la carta distribuita a quel posto.
one-night-forward-night-report = Inoltra a { $new } il resoconto della notte di { $player } (`reports/night/{ $player }.md`): è ciò che il suo posto ha visto di notte.
one-night-help-vote = Dopo la notte votate tutti insieme (`vota NOME`): muore il più votato, e tutti i pari merito con più voti; se nessuno riceve più di un voto, non muore nessuno.
