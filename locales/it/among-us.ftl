## among-us: la mappa
among-us-help-map = Correggi la mappa (il formato è in docs/rulings/among-us.md e in src/rules/among_us/hacienda.yaml).
among-us-err-map-yaml = La mappa {$path} non si può leggere: {$error}
among-us-err-map-file = Impossibile leggere la mappa {$path}: {$error}
among-us-map-level = «{$place}» è al livello {$level}: i livelli sono tre (1 interno, 2 terrazza, 3 giardino).
among-us-map-section-room = La sezione «{$place}» non dice di quale stanza fa parte (room:).
among-us-map-unknown-place = «{$place}» non è un luogo della mappa.
among-us-map-direction = «{$dir}» non è una direzione (nord, sud, est, ovest, nord-est, nord-ovest, sud-est, sud-ovest).
among-us-map-self = Un confine unisce «{$place}» a se stesso.
among-us-map-twice = Il confine ({$kind}) tra «{$a}» e «{$b}» compare due volte.
among-us-map-place-twice = Il luogo «{$place}» è definito due volte: la seconda definizione sostituirebbe la prima senza dire nulla. Tienine una (o rinomina uno dei due).
among-us-map-wall-and = Un muro e un confine {$kind} tra «{$a}» e «{$b}»: un muro non lascia passare né vedere attraverso, quindi non può stare insieme a un altro confine tra gli stessi due luoghi. Tienine uno dei due.
among-us-map-window-interior = Una finestra tra «{$a}» e «{$b}», due stanze interne del livello 1: dal primo livello le finestre danno sulla terrazza o sul giardino (o su un chiostro o una galleria aperti).
among-us-map-window-terrace = Una finestra tra «{$a}» e «{$b}», terrazza e giardino: dalla terrazza il giardino si vede senza finestra (ledge) e si scende per le scale.
among-us-map-section-level = Una linea di sezione tra «{$a}» e «{$b}»: le linee di sezione ci sono solo nelle zone rosse e verdi, dentro uno stesso livello.
among-us-map-stairs = Delle scale tra «{$a}» e «{$b}»: le scale uniscono solo la terrazza (livello 2) e il giardino (livello 3).
among-us-map-ledge = Un dislivello (ledge) tra «{$a}» e «{$b}»: c'è solo tra la terrazza (livello 2) e il giardino (livello 3).
among-us-map-door-terrace = Una porta tra «{$a}» e «{$b}»: dal secondo livello al terzo si passa solo per le scale.
among-us-map-gap = Un varco tra «{$a}» e «{$b}»: divide in due solo le stanze doppie del livello 1 (due sezioni della stessa stanza).
among-us-map-passage-size = Un passaggio segreto con { $count ->
    [one] una sola entrata
   *[other] {$count} entrate
} ({$places}): i passaggi collegano due a due o tre a tre.
among-us-map-passage-twice = «{$place}» compare due volte nello stesso passaggio segreto.
among-us-map-feature-place = L'elemento «{$feature}» ({$key}) è in «{$place}», che non è un luogo della mappa.
among-us-map-feature-count = L'elemento «{$feature}» ({$key}) è in { $count ->
    [0] nessun luogo
    [one] un luogo
   *[other] {$count} luoghi
}; le regole ne chiedono {$expected}.
among-us-map-unreachable = Nessun vivo può arrivare a «{$place}» da «{$from}».
among-us-map-cell-twice = «{$place}» e «{$other}» sono nella stessa casella [{$column}, {$row}] del loro livello: ogni luogo ha bisogno della sua per essere disegnato.
# The drawn manor (`adjudicate map`).
among-us-map-level-1 = livello 1 · interno
among-us-map-level-2 = livello 2 · terrazza
among-us-map-level-3 = livello 3 · giardino
among-us-map-feature-bell = campana
among-us-map-feature-lights = candelabri
among-us-map-feature-chimney = camino
among-us-map-feature-gate = cancello
among-us-map-feature-dovecote = piccioni
among-us-map-feature-altar = altare
among-us-map-feature-plan = pianta
among-us-map-feature-crystal-ball = sfera di cristallo
among-us-map-feature-view = vista della sfera
among-us-map-feature-lockable = serratura
among-us-map-feature-open = all'aperto
among-us-map-passage = passaggio {$n}
among-us-map-person = {$player}{$impostor ->
    [yes] {$inside ->
        [yes] {" "}(impostore, nel passaggio)
       *[no] {" "}(impostore)
    }
   *[no] {$inside ->
        [yes] {" "}(nel passaggio)
       *[no] {""}
    }
}
among-us-map-living = {$players}
among-us-map-ghosts = fantasmi: {$players}
among-us-map-bodies = cadaveri: {$players}
among-us-map-legend-room = stanza con nome
among-us-map-legend-corridor = corridoio
among-us-map-legend-door = porta
among-us-map-legend-gap = varco di una stanza doppia
among-us-map-legend-window = finestra
among-us-map-legend-section = linea di sezione
among-us-map-legend-stairs = scale
among-us-map-legend-ledge = dislivello (la terrazza vede il giardino)
among-us-map-legend-wall = muro (solo fantasmi)
among-us-map-legend-passage = passaggio {$n}: {$places}
among-us-map-legend-body = cadavere
among-us-map-legend-dark = al buio

## among-us: opzioni, fasi, schieramenti
among-us-option-dark-encounter = Un incontro al buio (o di chi fa un compito): «anonymous» (predefinito) conta le presenze senza nomi, come vuole il buio («non saprà chi è»); «named» dà i nomi, perché la scena che si apre li rivela.
among-us-option-map = Una mappa propria (un file YAML nel formato di hacienda.yaml); vuoto: la Hacienda d'esempio.
among-us-phase-round = Round {$n}
among-us-phase-deliberation = Deliberazione {$n}
among-us-side-vasallo = { $gender ->
    [f] Vassalla
   *[other] Vassallo
}
among-us-side-impostor = { $gender ->
    [f] Impostora
   *[other] Impostore
}
among-us-start = La partita comincia { among-us-in-place }: { $vassals ->
    [one] 1 vassallo
   *[other] {$vassals} vassalli
} e { $impostors ->
    [one] 1 impostore
   *[other] {$impostors} impostori
}.
among-us-your-side = Sei **{$role}**.
among-us-fellow-impostors = { $count ->
    [one] Il tuo compagno impostore: {$players}.
   *[other] I tuoi compagni impostori: {$players}.
}
among-us-final-side = {$player} era **{$role}**.
among-us-win-vasallos = Vincono i Vassalli: non resta vivo nessun Impostore ({$players}).
among-us-win-impostores = Vincono gli Impostori: restano vivi tanti Impostori quanti Vassalli ({$players}).

## among-us: il round
among-us-you-at = Fase {$phase}: sei { among-us-in-place }.
among-us-you-moved = Fase {$phase}: passi { among-us-da-from } { among-us-a-to }.
among-us-saw-stay = Vedi {$player} { among-us-in-place }, che armeggia con gli oggetti della stanza.
among-us-saw-at = Vedi {$player} { among-us-in-place }.
among-us-saw-stay-many = Vedi {$people} { among-us-in-place }, che armeggiano con gli oggetti della stanza.
among-us-saw-at-many = Vedi {$people} { among-us-in-place }.
among-us-saw-enter = Vedi {$player} entrare { among-us-in-place } provenendo { among-us-da-from }.
among-us-saw-enter-with = {$player} entra insieme a te { among-us-in-place }, provenendo { among-us-da-from }.
among-us-saw-cross = Vedi {$player} passare { among-us-da-from } { among-us-a-to }.
among-us-saw-leave = Vedi {$player} uscire { among-us-da-place } verso { among-us-the-to }.
among-us-saw-body = { $player_me ->
    [yes] Vedi il tuo cadavere { among-us-in-place }.
   *[other] Vedi il cadavere di {$player} { among-us-in-place }.
}
among-us-saw-enter-passage = Vedi {$player} infilarsi in un passaggio segreto { among-us-in-place }.
among-us-you-enter-passage = Fase {$phase}: ti infili nel passaggio segreto { among-us-di-place }.
among-us-you-exit-passage = Fase {$phase}: esci dal passaggio segreto { among-us-in-place }.
among-us-saw-exit-passage = Vedi {$player} uscire da un passaggio segreto { among-us-in-place }.
among-us-crossed = Incroci {$player} tra { among-us-the-a } e { among-us-the-b }.
among-us-crossed-dark = Incroci qualcuno al buio tra { among-us-the-a } e { among-us-the-b }: non sai chi sia.
among-us-felt = Avverti { $count ->
    [one] una presenza
   *[other] {$count} presenze
} { among-us-in-place }, ma non vedi { $count ->
    [one] chi è
   *[other] chi sono
}{ $entered ->
    [0] .
   *[other] { $count ->
        [one] {" "}né da dove è entrata.
       *[other] { $entered ->
            [one] ; una è appena entrata e non vedi da dove.
           *[other] ; {$entered} sono appena entrate e non vedi da dove.
        }
    }
}
among-us-heard-passage = Senti aprirsi un passaggio segreto { among-us-in-place }.
among-us-encounter = Incontro nella fase {$phase} { among-us-in-place }: {$people}. Potete parlare nella scena { among-us-di-place }.
among-us-encounter-unseen = Incontro nella fase {$phase} { among-us-in-place }, { $why ->
    [busy] mentre fai il tuo compito
   *[dark] al buio
}: non sai con chi. Potete parlare nella scena { among-us-di-place }.
among-us-encounter-master = Incontro nella fase { $phase }, { $place }: {$rooms} e {$last} (una scena da aprire).
among-us-you-killed = Fase {$phase}: uccidi {$player} { among-us-in-place }.
among-us-you-died = Fase {$phase}: { $me_gender ->
    [f] sei stata uccisa
    [m] sei stato ucciso
   *[other] ti hanno ucciso
} { among-us-in-place }. Resti in partita come fantasma.
among-us-saw-kill = Fase {$phase}: vedi {$killer} uccidere {$player} { among-us-in-place }.
among-us-kill-failed = Fase {$phase}: non puoi uccidere {$player} (non è con te, è in un passaggio segreto o non è più vivo).
among-us-kill-failed-cooldown = Fase {$phase}: non puoi ancora uccidere {$player}: { $left ->
    [one] manca 1 fase
   *[other] mancano {$left} fasi
} di attesa (13 dall'inizio, dall'ultima deliberazione o dal tuo ultimo omicidio o tentativo).
among-us-err-kill-twice = Nella fase {$phase} non puoi uccidere di nuovo: se l'omicidio della fase {$first} riesce, { $left ->
    [one] manca 1 fase
   *[other] mancano {$left} fasi
} di attesa (13 dal tuo ultimo omicidio). Dichiara un solo omicidio per round.
among-us-follow-failed = Fase {$phase}: non riesci a seguire {$player} e resti dov'eri.
among-us-passage-failed = Non puoi usare un passaggio segreto { among-us-in-place }.
among-us-report-failed = Fase {$phase}: non puoi segnalare il cadavere di {$body}: non è alla tua vista.
among-us-bell-failed = Fase {$phase}: non puoi suonare la campana { among-us-da-place }: bisogna essere nel Comedor.
among-us-called-body = {$player} segnala il cadavere di {$body} { among-us-in-place } (fase {$phase}). Tutti al Comedor: comincia la deliberazione.
among-us-called-bell = {$player} suona la campana della servitù (fase {$phase}). Tutti al Comedor: comincia la deliberazione.
# The dead whose bodies lay unreported, missing when a deliberation gathers the living.
among-us-absent-dead = { $count ->
    [one] Non arriva al Comedor perché non è più in vita: {$players}.
   *[other] Non arrivano al Comedor perché non sono più in vita: {$players}.
}
among-us-round-over = Finisce il round {$round}.
among-us-paused = Il round {$round} si ferma dopo la fase {$phase}: ci sono giocatori avvisati che possono cambiare le loro azioni.
among-us-may-amend = Puoi cambiare { $points ->
    [one] il tuo ultimo punto azione
   *[other] i tuoi ultimi {$points} punti azione
} (dalla fase {$phase}) nelle prossime 18 ore. Le azioni già eseguite non cambiano; se non invii nulla, si giocano quelle che hai dichiarato{ $points ->
    [one] .
   *[other] , e un punto numerato («{$last}. …») cambia solo quel punto.
}
among-us-amend-until = { $nth ->
    [second] Hai tempo fino al {$until} per questa seconda correzione (18 ore dalla scadenza della prima; non si concedono proroghe).
   *[first] Hai tempo fino al {$until} (18 ore dalla chiusura del round; non si concedono proroghe).
}
among-us-amend-until-public = { $nth ->
    [second] Seconda pausa del round {$round}: gli avvisati hanno tempo fino al {$until} per rispondere (18 ore dalla scadenza della prima pausa; non si concedono proroghe).
   *[first] Gli avvisati hanno tempo fino al {$until} per rispondere (18 ore; non si concedono proroghe).
}
among-us-may-report = Puoi segnalare il cadavere che vedi (nella fase {$phase}) nelle prossime 18 ore.
# A resumed round tells each player who might amend what became of his points.
among-us-amended = La tua correzione vale dalla fase {$from}: { $changed_count ->
    [one] la fase {$changed} si gioca come la correggi
   *[other] le fasi {$changed} si giocano come le correggi
}{ $kept_count ->
    [0] {""}
    [one] ; la fase {$kept}, come l'avevi dichiarata
   *[other] ; le fasi {$kept}, come le avevi dichiarate
}{ $standing_count ->
    [0] {""}
    [one] ; nella fase {$standing} non fai più ciò che avevi dichiarato e non ti muovi
   *[other] ; nelle fasi {$standing} non fai più ciò che avevi dichiarato e non ti muovi
}.
among-us-not-amended = Non hai corretto le tue azioni: dalla fase {$from} si giocano quelle che avevi dichiarato.

## among-us: la deliberazione
among-us-votes-for = Voti per {$player}: {$count}.
among-us-abstentions = Astensioni: {$count}.
among-us-no-vote = { $count ->
    [one] Un giocatore non ha votato.
   *[other] {$count} giocatori non hanno votato.
}
among-us-you-are-ejected = { $player_gender ->
    [f] La deliberazione ti espelle: sei espulsa e diventi un fantasma.
    [m] La deliberazione ti espelle: sei espulso e diventi un fantasma.
   *[other] La deliberazione ti espelle e diventi un fantasma.
}
among-us-ejected = { $player_gender ->
    [f] {$player} viene espulsa e diventa un fantasma.
    [m] {$player} viene espulso e diventa un fantasma.
   *[other] La deliberazione espelle {$player}, che diventa un fantasma.
}
among-us-tally-majority = Alla scadenza il giocatore più votato viene espulso, se ha più voti di ogni altra opzione (astensioni comprese). L-0: verrebbe espulso ora.
among-us-nobody-ejected = Nessuno ottiene la maggioranza semplice: nessuno viene espulso.

## among-us: stato
among-us-status-called-body = Deliberazione aperta da {$player}, che ha segnalato il cadavere di {$body}
among-us-status-called-bell = Deliberazione aperta da {$player} con la campana
among-us-status-at = {$player} ({$role}) è in {$place}{ $inside ->
    [yes] , dentro un passaggio segreto
   *[no] {""}
}
among-us-status-kill-from = {$player} può uccidere dalla fase {$from} (siamo alla {$clock})
among-us-status-body = Il cadavere di {$player} è in {$place}
among-us-status-all-voted = Tutti hanno votato: `next` chiude la deliberazione.

## among-us: perché non si vede (--explain)
among-us-explain-hidden = {$viewer} non vede {$player} { among-us-in-place }: { $reason ->
    [wall] un muro o una porta
    [level] il dislivello (da quel livello non si vede mai)
    [dark-here] il buio della sua stanza
    [dark-there] il buio di quella stanza
    [busy] stava facendo un compito o usando un oggetto (vista ridotta)
   *[passage] era dentro un passaggio segreto
}.
among-us-explain-seen = {$viewer} vede {$player} { among-us-in-place }: { $how ->
    [same] sono nella stessa stanza
    [window] attraverso la finestra fra le due
    [section] attraverso la linea di sezione (si attraversa e lascia vedere)
    [gap] per il varco della stanza doppia, che non taglia la linea di vista
    [stairs] per la scala fra la terrazza e il giardino
    [ledge] dalla terrazza, verso la sezione del giardino di sotto
    [ghost] un fantasma vede tutte le stanze adiacenti, attraverso muri, porte e dislivelli
    [passage] da dentro il passaggio vede la stanza in cui si trova
    [door] attraverso il confine fra le due
    [crossed] si incrociano attraversando la stessa porta in sensi opposti
   *[ball] in una delle viste della sfera di cristallo
}{ $dark ->
    [yes] ; c'è buio, ma gli impostori e i fantasmi ne sono immuni
   *[no] {""}
}.

## among-us: ordini
among-us-err-move-where = Dove? Di' che cosa attraversi o dove vai.
among-us-help-move = Per esempio «Atravieso la puerta este al pasillo» o «mover Biblioteca-Oeste»: un punto per ogni porta o sezione attraversata.
among-us-move-ambiguous = { among-us-Da-from } questo può portare in più posti: {$places}.
among-us-move-nothing = { among-us-Da-from } non c'è nessun passaggio così ({$way}).
among-us-move-not-adjacent = { among-us-The-to } non confina con { among-us-the-from }: un punto azione attraversa una sola porta o sezione.
among-us-move-none-adjacent = «{$place}» non confina con { among-us-the-from }: nessuno dei suoi luoghi ({$places}); un punto azione attraversa una sola porta o sezione.
among-us-move-blocked = Tra { among-us-the-from } e { among-us-the-to } c'è solo un muro o una finestra: solo i fantasmi li attraversano.
among-us-move-unknown = «{$place}» non è un luogo della Hacienda.
among-us-move-unknown-near = «{$place}» non è un luogo della Hacienda: intendeva { among-us-the-to }?
among-us-err-inside = Sei dentro un passaggio segreto: prima devi uscire («pasaje salir»).
among-us-err-outside = Non sei dentro un passaggio segreto («pasaje entrar»).
among-us-err-no-passage = { among-us-In-place } non c'è nessuna entrata di passaggio segreto.
among-us-err-passage-exit = Dal passaggio { among-us-di-place } non si arriva a «{$to}»; si arriva a: {$exits}.
among-us-err-passage-what = Che cosa fai nel passaggio? «pasaje entrar», «pasaje mover X» o «pasaje salir».
among-us-err-passage-where = A quale entrata del passaggio? «pasaje mover X».
among-us-err-passage-who = Solo gli impostori e lo Sfuggente usano i passaggi segreti.
among-us-help-passage = Entrare, spostarsi tra entrate collegate e uscire costano un punto azione ciascuno.
among-us-err-passage-in-prose = Un passaggio segreto non è un oggetto: si percorre a passi, e ogni passo è un punto azione a sé.
among-us-help-passage-steps = Entrare nel passaggio, spostarsi tra entrate collegate e uscirne costano un punto azione ciascuno: chiedi al giocatore un punto per riga, per es. «1. pasaje entrar», «2. pasaje mover Carruajes», «3. pasaje salir».
among-us-err-follow-self = Non puoi seguire te stesso.
among-us-err-follow-ghost = {$player} è un fantasma: i vivi non lo vedono.
among-us-err-follow-out-of-sight = Fase {$phase}: {$player} non è in vista di chi lo segue all'inizio della fase (anche con tutto illuminato): non si può seguirlo.
among-us-err-report-no-body = Fase {$phase}: non c'è nessun cadavere di {$body} nella Hacienda da segnalare.
among-us-err-report-out-of-sight = Fase {$phase}: nessun cadavere di {$body} è in vista di chi segnala all'inizio della fase: non può segnalarlo.
among-us-help-report = Si segnala un cadavere che è alla tua vista nella fase che dici (`segnalo il cadavere di Ana fase 2`).
among-us-err-task-not-his = Fase {$phase}: «{$task}» non è uno dei compiti di {$player} ({$tasks}): il turno non lo farebbe e perderebbe il punto.
among-us-help-follow = Si segue qualcuno che è nella tua stanza o alla tua vista all'inizio della fase.
among-us-err-kill-vassal = Solo gli impostori uccidono.
among-us-err-kill-ghost = Un fantasma non può uccidere.
among-us-err-kill-impostor = {$player} è un impostore: non si uccide un compagno.
among-us-err-kill-dead = {$player} non è più vivo.
among-us-err-no-point-but-a-place = {$file} non contiene nessun punto azione, e la riga {$line} nomina un luogo della Hacienda ({$place}): è uno spostamento detto con altre parole?
among-us-help-no-point-but-a-place = chiedi al giocatore i suoi punti azione, uno per riga e in ordine, con il verbo («1 Punto de acción: Atravieso la puerta norte a la Terraza Noreste»), e incolla la risposta come un altro suo MP; se la riga è solo un commento, mettila da parte con `ignora {$pm} {$line}` nel file del master
among-us-err-short-and-a-line = {$file} dichiara {$count} punti azione su {$points}, e la riga {$line} («{$text}») non si legge come un ordine: è uno di essi? Senza, gli altri verrebbero anticipati di una fase.
among-us-err-kill-cooldown = Nella fase {$phase} non puoi ancora uccidere: { $left ->
    [one] manca 1 fase
   *[other] mancano {$left} fasi
} (13 dall'inizio, dall'ultima deliberazione o dal tuo ultimo omicidio).
among-us-help-kill = «matar Nome», nella fase in cui siete nella stessa stanza.
among-us-err-too-many = {$count} punti azione: ogni round ne ha tre, uno per fase.
among-us-help-too-many = Una riga per punto azione, nell'ordine in cui si eseguono.
among-us-err-free-ghost = I fantasmi non segnalano e non suonano la campana.
among-us-help-ghost = Un fantasma si muove (attraverso muri e finestre) e fa i suoi compiti.
among-us-err-phase-done = La fase {$phase} è già stata giocata.
among-us-help-amend = Si possono ripetere tali e quali le azioni già eseguite e cambiare solo quelle che mancano.
among-us-help-amend-kept = È il punto che avevi dichiarato per la fase {$phase}: la tua correzione non lo cambia e da dove ti porta non è più possibile. Correggi anche quello.
among-us-err-no-amend = {$player} non può cambiare le sue azioni adesso: solo segnalare il cadavere che vede.
among-us-help-no-amend = Le azioni non si cambiano nei primi due round né nei due successivi a una deliberazione.
among-us-err-amend-executed = La fase {$phase} è già stata eseguita: questa riga non coincide con ciò che hai fatto.
among-us-err-vote-outside = Si vota solo in una deliberazione.
among-us-help-vote-outside = Per aprire una deliberazione: «reportar Nome fase N» o «campana fase N» dal Comedor.
among-us-err-not-in-deliberation = Durante la deliberazione nessuno lascia il Comedor: si vota soltanto («votar Nome» o «me abstengo»).
among-us-help-deliberation = Un voto per giocatore, che non si può cambiare.
among-us-err-second-vote = {$player} ha già votato: una volta dato, il voto non si può cambiare.
among-us-help-second-vote = Conta il primo voto; cancella questo.
among-us-err-vote-ghost = {$player} è un fantasma: non lo si può votare.
among-us-help-vote = Si vota un giocatore vivo o ci si astiene.
among-us-err-fixed-side = Lo schieramento di {$player}, «{$role}», non esiste: vasallo, impostor o un ruolo speciale (clerigo, escurridizo, cambiaformas).
among-us-err-too-many-impostors = {$count} impostori fissati nella lista: la partita ne ha {$expected}.
among-us-err-missing = Manca {$player} in {$field}.
among-us-err-phase = «{$phase}» non è una fase di among-us (ronda-N, ronda-N-fK, deliberacion-N).

## among-us: regole (--explain)
rule-among-us-setup = «se repartirán los jugadores en dos bandos: Impostores y Vasallos» (i giocatori si dividono in Impostori e Vassalli).
rule-among-us-round = «Cada ronda constará de 3 fases consecutivas» (ogni round ha tre fasi).
rule-among-us-move = Un punto azione per ogni porta o sezione attraversata.
rule-among-us-follow = Si segue qualcuno nella stessa stanza/sezione o nel raggio di visione.
rule-among-us-kill = L'omicidio si risolve prima di ogni altra azione dichiarata.
rule-among-us-kill-seen = Chi ha in vista il luogo di un omicidio quando avviene vede chi uccide chi («verá sin problema a todos los jugadores que se encuentren en la misma estancia durante la misma fase»).
rule-among-us-report = Quando si segnala un cadavere o si suona la campana il round si ferma subito e comincia una deliberazione.
rule-among-us-sight = «La visibilidad»: livelli, illuminazione, finestre e sezioni.
rule-among-us-body = Chi vede un cadavere viene avvisato e può segnalarlo.
rule-among-us-encounter = Quando le azioni dichiarate portano due o più giocatori nella stessa stanza/sezione.
rule-among-us-amend = Gli avvisati possono cambiare i punti azione che restano nel round.
rule-among-us-deliberation = Più voti di qualsiasi altra opzione, astensione inclusa.
rule-among-us-gathered = All'inizio di una deliberazione tutti i giocatori sono portati subito al Comedor.
rule-among-us-win-vasallos = I Vassalli vincono se nessun Impostore resta in vita.
rule-among-us-win-tareas = I Vassalli vincono se tutti i Vassalli hanno completato tutti i loro compiti.
rule-among-us-win-impostores = Gli Impostori vincono se in qualsiasi momento restano in vita tanti Vassalli quanti Impostori.
rule-among-us-win-sabotaje = Gli Impostori vincono se i Vassalli non riparano i sabotaggi mortali (camini e cancelli) entro i rispettivi limiti di tempo.

## among-us: moduli
among-us-form-move = Un punto azione: attraversare una porta, un varco, una sezione o le scale { among-us-da-place } (una riga per punto, in ordine).
among-us-form-place = il luogo
among-us-form-player = il giocatore
among-us-form-phase = la fase
among-us-form-task-name = il compito
among-us-form-follow = Seguire qualcuno che è nella tua stanza o alla tua vista.
among-us-form-stay = Restare dove sei.
among-us-form-task = Una tappa di un compito (vista ridotta in quella fase).
among-us-form-kill = Uccidere qualcuno nella tua stanza (si risolve prima del resto).
among-us-form-passage = Il passaggio segreto { among-us-di-place }: «pasaje entrar», «pasaje mover X», «pasaje salir».
among-us-form-report = Segnalare un cadavere che vedi, in una fase (azione gratuita).
among-us-form-bell = Suonare la campana del Comedor, in una fase (azione gratuita).
among-us-form-vote = Il tuo voto: non si può cambiare.
among-us-form-abstain = Astenersi.
among-us-form-passage-step = il passo

## among-us: sabotaggi (f-sabotage)
among-us-sabotage-doors = Sabotaggio! Le porte {$of_rooms} sono bloccate (fase {$phase}); si sbloccheranno da sole fra {$left} fasi.
among-us-sabotage-lights = Sabotaggio! Si spengono le luci della Tenuta (fase {$phase}): è tutto al buio tranne l'Alcoba del Mago e le stanze con il camino acceso. Bisogna prendere un candelabro in Luces.
among-us-sabotage-fatal = Sabotaggio mortale! { $kind ->
    [chimneys] Si spengono i due camini (fase {$phase}): bisogna riaccenderli entrambi
   *[gates] Si aprono i due cancelli del giardino (fase {$phase}): bisogna chiuderli insieme
} entro {$left} fasi, altrimenti vincono gli Impostori.
among-us-sabotage-dovecote = Sabotaggio! La piccionaia è boicottata (fase {$phase}): non si può fare nessun compito finché qualcuno non la ripara nel Palomar.
among-us-sabotage-left = Fase {$phase}: { $kind ->
    [chimneys] i camini sono ancora spenti
   *[gates] i cancelli sono ancora aperti
}; { $left ->
    [one] manca 1 fase
   *[other] mancano {$left} fasi
}.
among-us-you-sabotaged = Fase {$phase}: saboti { $kind ->
    [doors] le porte
    [lights] le luci
    [chimneys] i camini
    [gates] i cancelli
   *[dovecote] la piccionaia
}.
among-us-candles-out = I candelabri accesi si spengono: bisognerà prenderne uno nuovo in Luces.
among-us-locked-move = Fase {$phase}: la porta { among-us-da-from } { among-us-a-to } è bloccata: non passi e perdi il punto azione.
among-us-locked-move-opens = Fase {$phase}: la porta { among-us-da-from } { among-us-a-to } è bloccata: spendi il punto per sbloccarla e resti { among-us-in-from }.
among-us-you-unlocked = Fase {$phase}: sblocchi la porta fra { among-us-the-a } e { among-us-the-b }.
among-us-unlock-none = Fase {$phase}: { among-us-in-place } non c'è nessuna porta bloccata da aprire.
among-us-unlock-which = Fase {$phase}: { among-us-in-place } ci sono più porte bloccate ({$places}): di' quale («desbloqueo la puerta de …»).
among-us-doors-unlocked = Fase {$phase}: le porte {$of_rooms} restano bloccate in questa fase e si sbloccano da sole alla sua fine.
among-us-repair-failed = Fase {$phase}: non puoi { $kind ->
    [doors] sbloccare la porta
    [lights] prendere un candelabro
    [chimneys] riaccendere il camino
    [gates] chiudere il cancello
   *[dovecote] riparare la piccionaia
} { among-us-in-place }: { $why ->
    [place] non è lì
    [none] non c'è nessun sabotaggio da riparare
   *[unable] non sei più in vita o sei dentro un passaggio segreto
}.
among-us-repaired-lights = Fase {$phase}: qualcuno prende un candelabro in Luces; la luce torna in ogni stanza in cui passano i candelabri.
among-us-repaired-chimneys = Fase {$phase}: i due camini ardono di nuovo: il sabotaggio è riparato.
among-us-relit-one = Fase {$phase}: il camino { among-us-di-place } arde di nuovo; ancora spento: {$left}.
among-us-repaired-dovecote = Fase {$phase}: la piccionaia è riparata: si possono fare di nuovo i compiti.
among-us-repaired-gates = Fase {$phase}: i due cancelli si chiudono insieme: il sabotaggio è riparato.
among-us-you-took-candle = Fase {$phase}: prendi un candelabro acceso; la luce torna ovunque passi.
among-us-given-candle = Fase {$phase}: qualcuno con un candelabro acceso ti passa la luce: ora ne porti uno anche tu.
among-us-you-relit = Fase {$phase}: riaccendi il fuoco del camino { among-us-di-place }.
among-us-you-repaired = Fase {$phase}: ripari la piccionaia.
among-us-you-closed-gate = Fase {$phase}: chiudi il cancello { among-us-di-place }, insieme all'altro.
among-us-closed-alone = Fase {$phase}: chiudi il cancello { among-us-di-place }, ma l'altro non viene chiuso nella stessa fase: i cancelli restano aperti.
among-us-rooms-lit = Fase {$phase}: torna la luce {$in_rooms}.
among-us-win-fatal = Vincono gli Impostori: { $kind ->
    [chimneys] sono passate le 16 fasi e il camino di {$left} è ancora spento
   *[gates] sono passate le 16 fasi e i cancelli non sono stati chiusi insieme
} ({$players}).
among-us-err-sabotage-vassal = Solo gli impostori sabotano.
among-us-err-sabotage-inside = Da dentro un passaggio segreto non si può sabotare.
among-us-err-sabotage-cooldown = Nella fase {$phase} non si può ancora sabotare: { $left ->
    [one] manca 1 fase
   *[other] mancano {$left} fasi
} (10 dall'inizio, dall'ultima deliberazione o dalla riparazione dell'ultimo sabotaggio).
among-us-err-sabotage-doors = Nella fase {$phase} ci sono porte bloccate: «Mientras el bloqueo de puertas está activo, no se pueden realizar otros sabotajes».
among-us-err-doors-already-locked = Nella fase {$phase} le porte {$of_rooms} sono già bloccate: non si bloccano di nuovo. «Todas las puertas bloqueadas de este modo se desbloquean 5 fases después de haberlas bloqueado».
among-us-err-sabotage-under-way = Nella fase {$phase} il sabotaggio { $kind ->
    [lights] delle luci
    [chimneys] dei camini
    [gates] dei cancelli
   *[dovecote] della piccionaia
} non è ancora riparato: nessun altro fino a 10 fasi dopo la sua riparazione.
among-us-err-sabotage-what = Che cosa saboti o ripari con «{$verb}»? Le porte, le luci, i camini, i cancelli o la piccionaia.
among-us-err-lock-which = Quali porte blocchi con «{$verb}»? Per esempio «bloqueo las puertas de Capilla, Luces y Comedor».
among-us-err-lock-joined = Le stanze dopo «y» con «{$verb}» possono essere altre stanze dello stesso blocco o un blocco a sé nella fase seguente: scrivi le stanze del blocco in una lista («bloqueo las puertas de Capilla, Recibidor»), o ogni blocco sulla sua riga.
among-us-err-lock-too-many = {$count} stanze in un solo punto: ogni punto azione ne blocca 3 al massimo; continua nel punto successivo.
among-us-err-not-lockable = Le porte di «{$place}» non si possono bloccare: solo quelle di {$rooms}.
among-us-err-gate-free = Chiudere un cancello è un'azione gratuita: «cierro la verja fase N».
among-us-err-close-what = Che cosa chiudi con «{$verb}»? Si chiudono solo i cancelli («cierro la verja fase N»); le porte si bloccano («bloqueo las puertas de …»).
among-us-err-repair-ghost = I fantasmi non riparano i sabotaggi.
among-us-err-repair-where = Nella fase {$phase} sarai { among-us-in-place }: { $kind ->
    [lights] il candelabro si prende in
    [chimneys] i camini sono in
   *[dovecote] la piccionaia si ripara in
} {$places}.
among-us-help-sabotage = Un punto azione, da qualsiasi luogo: «sabotear luces», «bloqueo las puertas de Capilla, Luces y Comedor», «apago las chimeneas», «abro las verjas», «boicoteo el palomar».
among-us-help-lock = Fino a 3 stanze per punto azione, nell'ordine dichiarato; per altre, un altro punto nella fase successiva.
among-us-help-repair = Un punto azione dove si trova il sabotaggio: «cojo un candelabro» in Luces, «enciendo la chimenea» accanto al camino, «reparo el palomar» nel Palomar, «desbloqueo la puerta de …» accanto alla porta.
among-us-help-gate = «cierro la verja fase N» a ogni cancello: tutti e due nella stessa fase.
among-us-option-door-cooldown = Bloccare le porte e il cooldown dei sabotaggi: exempt (fuori dal cooldown, predefinito) o shared (aspetta il cooldown come gli altri, ma sbloccarle non lo fa ripartire).
among-us-option-locked-move = Muoversi attraverso una porta bloccata: wasted (il punto è perso, predefinito) o unlock (il punto la sblocca e si resta fermi).
among-us-option-candelabra-out = I candelabri si spengono: lights (al sabotaggio delle luci successivo, predefinito) o any (a qualsiasi sabotaggio).
among-us-option-candelabra-pass = La luce si passa: crossing (finendo la fase nello stesso luogo o incrociandosi sulla stessa porta, predefinito) o place (solo finendo la fase nello stesso luogo).
among-us-form-sabotage = Un sabotaggio, da qualsiasi luogo (un punto azione).
among-us-form-sabotage-kind = il sabotaggio
among-us-form-lock = Bloccare le porte di fino a 3 stanze (un punto azione; fino a tre, separate da virgole).
among-us-form-rooms = la stanza
among-us-form-unlock = Sbloccare una porta bloccata qui (un punto azione).
among-us-form-candle = Prendere un candelabro acceso (un punto azione): la luce torna ovunque passi.
among-us-form-relight = Riaccendere il camino qui (un punto azione).
among-us-form-repair = Riparare la piccionaia (un punto azione).
among-us-form-gate = Chiudere il cancello qui, in una fase (azione gratuita; tutti e due nella stessa fase).
among-us-status-sabotage-from = Sabotaggi possibili dalla fase {$from} (siamo alla {$clock})
among-us-status-lock = Porte di {$room} bloccate fino alla fase {$until} (aperte a mano verso: {$open})
among-us-status-lights = Luci sabotate: al buio {$rooms}; portano un candelabro: {$carriers}; { $repaired ->
    [yes] il primo candelabro è già stato preso
   *[no] nessuno ha ancora preso un candelabro
}
among-us-status-fatal = { $kind ->
    [chimneys] Camini spenti
   *[gates] Cancelli aperti
}: scadenza alla fase {$deadline} (ne mancano {$left}); riparato: {$done}
among-us-status-dovecote = La piccionaia è sabotata: non si possono fare compiti
rule-among-us-sabotage = «Igual que el resto de sabotajes, puede activarse desde cualquier punto del mapa mediante el gasto de un punto de acción»; «No estará disponible la opción de realizar ningún sabotaje hasta que hayan transcurrido 10 fases».
rule-among-us-repair = «Reparar sabotajes a coste de 1 punto de acción por sabotaje reparado».
rule-among-us-doors = «Una puerta bloqueada podrá ser desbloqueada mediante el gasto de un punto de acción … Todas las puertas bloqueadas de este modo se desbloquean 5 fases después».
rule-among-us-candle = «Un personaje que porta un candelabro encendido "entregará" automáticamente y como acción gratuita la luz a cualquier otro personaje con el que se cruce».
## among-us: f-roles — i ruoli speciali
among-us-special-clerigo = Chierico
among-us-special-escurridizo = Sfuggente
among-us-special-cambiaformas = Mutaforma
among-us-special-angel-guardian = Angelo Custode
among-us-your-special = Il tuo ruolo speciale: **{$role}**.
among-us-power-clerigo = Hai ricevuto in segreto dal Chierico Maggiore un talismano che riproduce l'Altare del Chierico da qualsiasi stanza: «activo el talismán» (la prima fase d'uso costa 1 punto azione), poi «activo el talismán fase N» per le successive, che sono gratuite; si scarica dopo tre fasi d'uso (consecutive o no) e, una volta scarico del tutto, si ricarica ogni volta che completi due compiti interi.
among-us-power-escurridizo = Usi i passaggi segreti come un impostore, 1 punto azione per passo: «pasaje entrar», «pasaje mover Stanza», «pasaje salir». Non puoi restare dentro più di 6 fasi: all'inizio della settima fase dall'ingresso esci nella stanza in cui ti trovi. Poi devi aspettare 10 fasi dall'uscita per rientrare in un passaggio qualsiasi; alla fine di una deliberazione puoi farlo di nuovo.
among-us-power-cambiaformas = Con 1 punto azione prendi l'aspetto di qualsiasi altro personaggio: «me transformo en Nome» o «adopto la apariencia de Nome». Passi quella fase immobile a cambiare pelle e chi ti vede vede il passaggio da un'identità all'altra. Per 10 fasi tutti ti vedono come quella persona; all'inizio dell'undicesima perdi un punto azione e torni al tuo aspetto, anche questo sotto gli occhi di chi ti vede. Poi aspetti 10 fasi prima di trasformarti di nuovo. Se viene convocata una deliberazione torni subito al tuo aspetto senza testimoni, e alla fine della deliberazione il potere è di nuovo disponibile.
among-us-power-angel-guardian = Con 1 punto azione proteggi per 5 fasi un personaggio vivo qualsiasi dal primo tentativo di assassinio contro di lui: «protejo a Nome». L'attacco viene respinto e l'impostore deve comunque aspettare per uccidere di nuovo; alla deliberazione successiva tutti sapranno che l'Angelo Custode ha protetto qualcuno, ma non chi. Dopo aver protetto aspetti 20 fasi complete: puoi farlo di nuovo all'inizio della fase 21.
among-us-you-are-angel = { $me_gender ->
    [f] Sei la prima vassalla a morire: non sei un fantasma qualsiasi, ma l'**{$role}**.
   *[other] Sei il primo vassallo a morire: non sei un fantasma qualsiasi, ma l'**{$role}**.
}
among-us-err-special-option = «{$role}» non è un ruolo speciale: clerigo, escurridizo, cambiaformas, angel-guardian (o none).
among-us-err-fixed-angel = L'Angelo Custode non si distribuisce: lo sarà il primo vassallo a morire (l'elenco dei giocatori non può assegnarlo a {$player}).
among-us-err-fixed-special-twice = {$player} e {$other} hanno lo stesso ruolo speciale, {$role}: ce n'è uno per tipo.
among-us-err-special-side = {$player} non può essere {$role}: quel ruolo appartiene allo schieramento {$side}.
among-us-err-passage-recharge = Non puoi ancora rientrare in un passaggio segreto: { $left ->
    [one] manca 1 fase
   *[other] mancano {$left} fasi
} (10 dall'uscita dall'ultimo; alla fine di una deliberazione torna disponibile).
among-us-help-escurridizo = Lo Sfuggente resta al massimo 6 fasi dentro un passaggio e aspetta 10 fasi tra un'uscita e l'entrata successiva.
among-us-err-power-who = Questo potere è solo del ruolo {$role}.
among-us-err-power-ghost = Un fantasma non può trasformarsi: i vivi non vedono i fantasmi.
among-us-err-transform-self = Questo è già il tuo aspetto: scegli un altro personaggio.
among-us-err-disguised = Hai già un altro aspetto e non puoi cambiarlo a piacere: tornerai al tuo { $left ->
    [one] tra 1 fase
   *[other] tra {$left} fasi
}, e poi aspetterai altre 10.
among-us-err-power-recharge = Il tuo potere si sta ancora ricaricando: { $left ->
    [one] manca 1 fase
   *[other] mancano {$left} fasi
}.
among-us-help-transform = «me transformo en Nome»: 1 punto azione; dura 10 fasi e poi aspetti altre 10 (alla fine di una deliberazione torna disponibile).
among-us-err-protect-dead = { $player_gender ->
    [f] {$player} non è più viva: l'Angelo Custode protegge i vivi.
   *[other] {$player} non è più vivo: l'Angelo Custode protegge i vivi.
}
among-us-help-protect = «protejo a Nome»: 1 punto azione; la protezione dura 5 fasi e poi aspetti 20.
among-us-you-revert = Fase {$phase}: finiscono le tue dieci fasi con l'aspetto di {$look} e torni al tuo sotto gli occhi di chi ti vede{ $lost ->
    [yes] ; perdi un punto azione e ciò che avevi dichiarato non avviene
   *[no] {""}
}.
among-us-shield-over = Fase {$phase}: la tua protezione su {$player} finisce senza che nessuno l'abbia messa alla prova.
among-us-expelled = { $me_gender ->
    [f] Fase {$phase}: sei nel passaggio segreto da 6 fasi e ne vieni espulsa { among-us-in-place }.
   *[other] Fase {$phase}: sei nel passaggio segreto da 6 fasi e ne vieni espulso { among-us-in-place }.
}
among-us-attack-repelled = Fase {$phase}: il tuo attacco contro {$player} viene respinto: { $player_gender ->
    [f] qualcuno la proteggeva
   *[other] qualcuno lo proteggeva
}. La tua attesa per uccidere di nuovo comincia comunque.
among-us-shield-saved = Fase {$phase}: la tua protezione salva {$player} da un tentativo di assassinio.
among-us-explain-shield = {$angel}, l'Angelo Custode, proteggeva {$player} dalla fase {$from} alla {$until} dell'orologio: l'attacco di {$killer} nella fase {$clock} viene respinto e la protezione si consuma.
among-us-protect-failed = Fase {$phase}: non puoi proteggere {$player}.
among-us-you-protect = Fase {$phase}: proteggi {$player} per 5 fasi dal primo tentativo di assassinio.
among-us-transform-failed = Fase {$phase}: non puoi trasformarti in {$player}.
among-us-you-transform = Fase {$phase}: cambi pelle e prendi l'aspetto di {$player}, sotto gli occhi di chi ti vede. Per {$count} fasi tutti ti vedranno come {$player}.
among-us-you-revert-unseen = Alla convocazione della deliberazione smetti di sembrare {$look} e torni al tuo aspetto senza testimoni.
among-us-angel-protected = L'Angelo Custode ha protetto qualcuno dall'ultima deliberazione.
# The one whose look is taken, watching: "Vedi … Ana prendere il tuo aspetto"; the same one
# watching the look go back: "qualcuno con il tuo aspetto trasformarsi in Ana".
among-us-saw-change = Vedi { among-us-in-place } { $to_me ->
    [yes] {$from} prendere il tuo aspetto
   *[other] { $from_me ->
        [yes] qualcuno con il tuo aspetto trasformarsi { among-us-in-to }
       *[other] {$from} trasformarsi { among-us-in-to }
    }
}.
among-us-explain-change = {$viewer} vede {$player} cambiare aspetto { among-us-in-place }, da {$from} a {$to}: ha il luogo sotto gli occhi.
among-us-explain-disguise = {$viewer} vede {$player} con l'aspetto di {$look} (il Mutaforma).
among-us-status-special = {$player}: {$role}
among-us-status-disguised = {$player} ha l'aspetto di {$look} fino alla fase {$until} (ora {$clock})
among-us-status-shield = L'Angelo Custode protegge {$player} dalla fase {$from} alla {$until} (ora {$clock})
among-us-form-escurridizo = Il passaggio segreto { among-us-di-place } (Sfuggente, 1 punto azione per passo): { $when ->
    [now] puoi entrare ora
    [later] potrai entrare tra { $left ->
        [one] 1 fase
       *[other] {$left} fasi
    }
   *[inside] { $left ->
        [one] ti resta 1 fase
       *[other] ti restano {$left} fasi
    } dentro prima che ti espellano
}.
among-us-form-transform = Trasformarti in un altro personaggio (1 punto azione, 10 fasi): { $when ->
    [now] disponibile ora
    [later] disponibile tra { $left ->
        [one] 1 fase
       *[other] {$left} fasi
    }
   *[disguised] ora hai l'aspetto di {$look} e torni al tuo tra { $left ->
        [one] 1 fase
       *[other] {$left} fasi
    }
}.
among-us-form-protect = Proteggere un personaggio vivo per 5 fasi (1 punto azione): { $when ->
    [now] disponibile ora
   *[later] disponibile tra { $left ->
        [one] 1 fase
       *[other] {$left} fasi
    }
}.
among-us-option-specials = I ruoli speciali in gioco: clerigo, escurridizo, cambiaformas, angel-guardian, separati da virgole (none: nessuno).
among-us-option-cambiaformas-return = Il ritorno forzato del Mutaforma: fase (perde il punto di quella fase) o ultimo (i suoi punti slittano di una fase e perde l'ultimo del round).
among-us-option-angel-shield = Da quando protegge l'Angelo Custode: siguiente (dalla fase successiva; un assassinio nella stessa fase si risolve prima) o misma (dalla sua stessa fase, prima degli assassinii).
among-us-option-angel-unused = Una protezione che nessuno mette alla prova: espera (l'Angelo aspetta comunque 20 fasi) o devuelve (quando finisce, può proteggere di nuovo).
rule-among-us-special = «existen algunos roles especiales que serán otorgados aleatoriamente al comienzo de la partida» (i ruoli speciali).
rule-among-us-passage = «Entrar o salir de un pasaje secreto o desplazarte entre dos pasajes secretos conectados al coste de 1 punto de acción (sólo impostores y escurridizo)» (entrare, uscire o spostarsi tra passaggi collegati: un punto azione).
rule-among-us-escurridizo = «El Escurridizo no podrá estar dentro de un pasaje secreto por más de 6 fases» (lo Sfuggente).
rule-among-us-cambiaformas = «tiene la camaleónica capacidad de adquirir la apariencia de cualquier otro personaje» (il Mutaforma).
rule-among-us-angel = «El primer Vasallo en morir no se convierte en un fantasma más, sino en el Ángel Guardián» (l'Angelo Custode).
## f-tasks: compiti, oggetti e il talismano del Chierico
among-us-option-tasks = Una lista di compiti propria (un file YAML nel formato di tareas.yaml); vuoto: la lista d'esempio.
among-us-option-task-counts = I compiti di ogni vassallo: lunghi, medi e rapidi (di default 2,3,3, quelli del regolamento per 15 giocatori).
among-us-option-task-bar = La barra dei compiti nel riassunto pubblico: off (no), tasks (compiti completi) o stages (tappe).
among-us-option-plan = Cosa conta la Mappa: room (una cifra per stanza con nome) o section (una per sezione delle stanze doppie).
among-us-err-task-counts = «{$value}» non sono tre numeri di compiti (lunghi, medi, rapidi), come 2,3,3.
among-us-err-tasks-yaml = Non si può leggere la lista di compiti {$path}: {$error}
among-us-err-tasks-file = Non si può aprire la lista di compiti {$path}: {$error}
among-us-help-tasks = Ogni compito: name, kind (short, medium o long), stages (una lista di place, con wait su una tappa di un compito lungo che ripete la stanza). Vedi src/rules/among_us/tareas.yaml.
among-us-tasks-empty = La lista dei compiti {$path} non ha nessun compito: nessun vassallo avrebbe niente da fare.
among-us-tasks-too-few = La lista dei compiti {$path} ha {$have} { $have ->
    [one] compito
   *[other] compiti
} { $kind ->
    [short] { $have ->
        [one] rapido
       *[other] rapidi
    }
    [medium] { $have ->
        [one] medio
       *[other] medi
    }
   *[long] { $have ->
        [one] lungo
       *[other] lunghi
    }
} e a ogni vassallo ne vanno dati {$need} («respetando el número de tareas de cada tipo»; task-counts {$counts}).
among-us-tasks-too-few-sample = Solo {$have} { $have ->
    [one] compito
   *[other] compiti
} { $kind ->
    [short] { $have ->
        [one] rapido
       *[other] rapidi
    }
    [medium] { $have ->
        [one] medio
       *[other] medi
    }
   *[long] { $have ->
        [one] lungo
       *[other] lunghi
    }
} della lista d'esempio { $have ->
    [one] ha
   *[other] hanno
} tutte le tappe sulla mappa {$map}, e a ogni vassallo ne vanno dati {$need} («respetando el número de tareas de cada tipo»; task-counts {$counts}).
among-us-help-tasks-too-few = Aggiungi compiti di quel tipo alla lista (la tua: --option tasks=FILE) o danne meno a ogni vassallo con --option task-counts=LUNGHI,MEDI,RAPIDI.
among-us-tasks-twice = Il compito «{$task}» compare due volte (o non ha nome).
among-us-tasks-stages = Il compito «{$task}» ({$kind}) ha {$count} tappe; deve averne da {$min} a {$max}.
among-us-tasks-place = Il compito «{$task}» ha una tappa in {$place}, che non è sulla mappa.
among-us-tasks-wait = La tappa {$stage} di «{$task}» attende, ma può attendere solo una tappa di un compito lungo che ripete la stanza della precedente (da 1 a {$max} fasi).
among-us-tasks-same-place = La tappa {$stage} di «{$task}» e la precedente sono entrambe in {$place} senza attesa: le tappe sono in luoghi diversi.
among-us-err-task-unknown = Non c'è nessun compito «{$task}» nella lista: {$tasks}.
among-us-err-task-done = Il compito «{$task}» ha {$stages} tappe, non {$done} fatte.
among-us-help-task = Scrivi il nome del compito come nella lista pubblica (`tarea "Cocinar y Servir"`), o solo `tarea` per la tua prossima tappa qui.
among-us-help-task-place = Ogni tappa si fa dove la mette la lista: vai prima lì (un punto per muoverti, un altro per il compito), o scegli un altro compito.
among-us-your-tasks = { $count ->
    [0] Non hai compiti.
    [one] Il tuo compito: {$tasks}.
   *[other] I tuoi {$count} compiti: {$tasks}.
}
among-us-task-fake = Fase {$phase}: fingi di lavorare { among-us-in-place } (gli impostori non fanno compiti).
among-us-task-dovecote = Fase {$phase}: la Colombaia è sabotata: nessun compito si può fare finché non viene riparata.
among-us-task-not-yours = Fase {$phase}: «{$task}» non è uno dei tuoi compiti.
among-us-task-none-here = Fase {$phase}: non hai nessuna tappa da fare { among-us-in-place }.
among-us-task-finished = Fase {$phase}: hai già finito «{$task}».
among-us-task-elsewhere = Fase {$phase}: la prossima tappa di «{$task}» è { among-us-in-place }.
among-us-task-wait = Fase {$phase}: «{$task}» non è ancora pronto: { $left ->
    [one] manca una fase.
   *[other] mancano {$left} fasi.
}
among-us-task-stage = Fase {$phase}: fai la tappa {$stage} di {$stages} di «{$task}» { among-us-in-place }.
among-us-task-done = Fase {$phase}: fai la tappa {$stage} di {$stages} di «{$task}» { among-us-in-place }: compito completato.
among-us-task-bar = Barra dei compiti: {$bar} {$done}/{$all} { $unit ->
    [tasks] compiti
   *[stages] tappe
} ({$percent} %).
among-us-win-tareas = Vincono i Vassalli: tutti i vassalli, vivi e fantasmi, hanno completato i loro compiti ({$players}).
among-us-form-task-left = { $count ->
    [0] Una tappa di un compito (vista ridotta in quella fase). Non ti restano compiti.
   *[other] Una tappa di un compito (vista ridotta in quella fase). Ti restano: {$tasks}.
}
among-us-object-altar = l'Altare
among-us-object-plan = la Mappa
among-us-object-ball = la Sfera di cristallo
among-us-object-talisman = il talismano
among-us-err-object-what = Quale oggetto? L'altare, la mappa, la sfera di cristallo o il talismano.
among-us-help-object = `usar altar` (Alcoba del Clérigo), `usar plano` (Intendencia), `usar bola: Recibidor, Pasillo de Intendencia, …` (Alcoba del Mago), `activar talismán` o `activar talismán fase 2` (il Chierico).
among-us-err-talisman-phase = La fase del talismano è 1, 2 o 3.
among-us-err-ball-twice = {$view} è due volte tra le viste della Sfera.
among-us-err-ball-view = «{$view}» non è una delle viste della Sfera di cristallo: {$views}.
among-us-err-ball-many = La Sfera mostra 4 viste per fase, non {$count}.
among-us-err-ball-rotation = In questa fase la Sfera deve mostrare {$forced} (non viste nella fase precedente): puoi sceglierne solo { $keep ->
    [one] un'altra.
   *[other] altre {$keep}.
}
among-us-err-object-ghost = I fantasmi non possono usare {$object}.
among-us-err-not-clerigo = Solo il Chierico ha il talismano.
among-us-err-object-where = Non puoi usare {$object} { among-us-da-place }: si trova { among-us-in-there }.
among-us-err-object-only = Mentre usi {$object} nella fase {$phase} non puoi fare nessun'altra azione, neanche gratuita.
among-us-object-failed = Fase {$phase}: non puoi usare {$object} { among-us-da-place }: si trova { among-us-in-there }.
among-us-altar = Altare, fase {$phase}: vivi: {$alive}; morti: {$dead}.
among-us-plan = Mappa, fase {$phase}: {$counts}.
among-us-ball = Sfera di cristallo, fase {$phase}: vedi {$views}.
among-us-glow = Fase {$phase}: una tenue luce viola brilla { among-us-in-place }: qualcuno sta usando la Sfera di cristallo.
among-us-saw-using = Vedi {$player} { among-us-in-place }, che usa {$object}.
among-us-talisman = Talismano, fase {$phase}: vivi: {$alive}; morti: {$dead}. { $charges ->
    [0] Il talismano è scarico.
    [one] Gli resta una carica.
   *[other] Gli restano {$charges} cariche.
}
among-us-talisman-none = Fase {$phase}: non hai un talismano da attivare.
among-us-talisman-empty = Fase {$phase}: il tuo talismano è scarico; { $left ->
    [one] si ricarica quando completerai un altro compito.
   *[other] si ricarica quando completerai altri {$left} compiti.
}
among-us-talisman-unpaid = Fase {$phase}: la prima attivazione del talismano dopo ogni ricarica costa un punto azione.
among-us-talisman-recharged = Il tuo talismano si ricarica: ha di nuovo {$charges} cariche.
among-us-talisman-toward = Compito completato con il talismano scarico: { $left ->
    [one] manca un compito per ricaricarlo.
   *[other] mancano {$left} compiti per ricaricarlo.
}
among-us-form-altar = Usare l'Altare in questa fase: chi è vivo e chi no (vista ridotta).
among-us-form-plan = Guardare la Mappa in questa fase: quanti sono in ogni stanza con nome (vista ridotta).
among-us-form-ball = Usare la Sfera di cristallo in questa fase: 4 di queste viste ({$views}); dopo una fase d'uso, le due che non hai visto entrano per forza.
among-us-form-ball-views = le viste (facoltative)
among-us-form-talisman = { $charges ->
    [one] Il talismano (una carica): l'Altare da dove sei.
   *[other] Il talismano ({$charges} cariche): l'Altare da dove sei.
}
rule-among-us-task = Ogni tappa di un compito si fa andando nella sua stanza e spendendo lì un punto azione.
rule-among-us-task-bar = Il numero di compiti completati mette pressione agli Impostori.
rule-among-us-object = Usare un oggetto interattivo (Sfera di cristallo, Altare, Mappa) costa 1 punto azione per fase d'uso.
rule-among-us-talisman = Il talismano del Chierico funziona come l'Altare, in ogni momento e da ogni stanza.
among-us-task-listed = Compito { $kind ->
    [short] rapido
    [medium] medio
   *[long] lungo
} «{$task}»: {$stages}.
among-us-task-listed-wait = «{$task}»: la tappa {$stage} ({$place}) attende { $wait ->
    [one] una fase
   *[other] {$wait} fasi
} dopo la precedente, che il personaggio resti o no nella stanza.
among-us-status-tasks = {$player}: {$done} di {$all} compiti completati.

## among-us: a place with its article (`<argument>_the`, from the map's `article:`)
among-us-the-place = { $place_the ->
    [il] il {$place}
    [lo] lo {$place}
    [la] la {$place}
    [l] l'{$place}
    [i] i {$place}
    [gli] gli {$place}
    [le] le {$place}
   *[none] {$place}
}
among-us-the-from = { $from_the ->
    [il] il {$from}
    [lo] lo {$from}
    [la] la {$from}
    [l] l'{$from}
    [i] i {$from}
    [gli] gli {$from}
    [le] le {$from}
   *[none] {$from}
}
among-us-the-to = { $to_the ->
    [il] il {$to}
    [lo] lo {$to}
    [la] la {$to}
    [l] l'{$to}
    [i] i {$to}
    [gli] gli {$to}
    [le] le {$to}
   *[none] {$to}
}
among-us-the-there = { $there_the ->
    [il] il {$there}
    [lo] lo {$there}
    [la] la {$there}
    [l] l'{$there}
    [i] i {$there}
    [gli] gli {$there}
    [le] le {$there}
   *[none] {$there}
}
among-us-the-a = { $a_the ->
    [il] il {$a}
    [lo] lo {$a}
    [la] la {$a}
    [l] l'{$a}
    [i] i {$a}
    [gli] gli {$a}
    [le] le {$a}
   *[none] {$a}
}
among-us-the-b = { $b_the ->
    [il] il {$b}
    [lo] lo {$b}
    [la] la {$b}
    [l] l'{$b}
    [i] i {$b}
    [gli] gli {$b}
    [le] le {$b}
   *[none] {$b}
}
among-us-de-place = { $place_the ->
    [il] del {$place}
    [lo] dello {$place}
    [la] della {$place}
    [l] dell'{$place}
    [i] dei {$place}
    [gli] degli {$place}
    [le] delle {$place}
   *[none] di {$place}
}
among-us-de-from = { $from_the ->
    [il] del {$from}
    [lo] dello {$from}
    [la] della {$from}
    [l] dell'{$from}
    [i] dei {$from}
    [gli] degli {$from}
    [le] delle {$from}
   *[none] di {$from}
}
among-us-a-from = { $from_the ->
    [il] al {$from}
    [lo] allo {$from}
    [la] alla {$from}
    [l] all'{$from}
    [i] ai {$from}
    [gli] agli {$from}
    [le] alle {$from}
   *[none] a {$from}
}
among-us-a-to = { $to_the ->
    [il] al {$to}
    [lo] allo {$to}
    [la] alla {$to}
    [l] all'{$to}
    [i] ai {$to}
    [gli] agli {$to}
    [le] alle {$to}
   *[none] a {$to}
}
among-us-in-place = { $place_the ->
    [il] nel {$place}
    [lo] nello {$place}
    [la] nella {$place}
    [l] nell'{$place}
    [i] nei {$place}
    [gli] negli {$place}
    [le] nelle {$place}
   *[none] in {$place}
}
among-us-in-from = { $from_the ->
    [il] nel {$from}
    [lo] nello {$from}
    [la] nella {$from}
    [l] nell'{$from}
    [i] nei {$from}
    [gli] negli {$from}
    [le] nelle {$from}
   *[none] in {$from}
}
among-us-in-to = { $to_the ->
    [il] nel {$to}
    [lo] nello {$to}
    [la] nella {$to}
    [l] nell'{$to}
    [i] nei {$to}
    [gli] negli {$to}
    [le] nelle {$to}
   *[none] in {$to}
}
among-us-in-there = { $there_the ->
    [il] nel {$there}
    [lo] nello {$there}
    [la] nella {$there}
    [l] nell'{$there}
    [i] nei {$there}
    [gli] negli {$there}
    [le] nelle {$there}
   *[none] in {$there}
}
among-us-di-place = { $place_the ->
    [il] del {$place}
    [lo] dello {$place}
    [la] della {$place}
    [l] dell'{$place}
    [i] dei {$place}
    [gli] degli {$place}
    [le] delle {$place}
   *[none] di {$place}
}
among-us-da-place = { $place_the ->
    [il] dal {$place}
    [lo] dallo {$place}
    [la] dalla {$place}
    [l] dall'{$place}
    [i] dai {$place}
    [gli] dagli {$place}
    [le] dalle {$place}
   *[none] da {$place}
}
among-us-da-from = { $from_the ->
    [il] dal {$from}
    [lo] dallo {$from}
    [la] dalla {$from}
    [l] dall'{$from}
    [i] dai {$from}
    [gli] dagli {$from}
    [le] dalle {$from}
   *[none] da {$from}
}
among-us-Da-from = { $from_the ->
    [il] Dal {$from}
    [lo] Dallo {$from}
    [la] Dalla {$from}
    [l] Dall'{$from}
    [i] Dai {$from}
    [gli] Dagli {$from}
    [le] Dalle {$from}
   *[none] Da {$from}
}
among-us-The-to = { $to_the ->
    [il] Il {$to}
    [lo] Lo {$to}
    [la] La {$to}
    [l] L'{$to}
    [i] I {$to}
    [gli] Gli {$to}
    [le] Le {$to}
   *[none] {$to}
}
among-us-In-place = { $place_the ->
    [il] Nel {$place}
    [lo] Nello {$place}
    [la] Nella {$place}
    [l] Nell'{$place}
    [i] Nei {$place}
    [gli] Negli {$place}
    [le] Nelle {$place}
   *[none] In {$place}
}
among-us-item-of = { $item_the ->
    [il] del {$item}
    [lo] dello {$item}
    [la] della {$item}
    [l] dell'{$item}
    [i] dei {$item}
    [gli] degli {$item}
    [le] delle {$item}
   *[none] di {$item}
}
among-us-item-to = { $item_the ->
    [il] al {$item}
    [lo] allo {$item}
    [la] alla {$item}
    [l] all'{$item}
    [i] ai {$item}
    [gli] agli {$item}
    [le] alle {$item}
   *[none] a {$item}
}
among-us-item-in = { $item_the ->
    [il] nel {$item}
    [lo] nello {$item}
    [la] nella {$item}
    [l] nell'{$item}
    [i] nei {$item}
    [gli] negli {$item}
    [le] nelle {$item}
   *[none] in {$item}
}
# One in a list of people seen: a name, or the words below.
among-us-item-person = {$item}
# One who wears the reader's own look (a Cambiaformas disguised as him).
among-us-someone-with-your-look = qualcuno con il tuo aspetto
among-us-err-stay-whole-round = un «resto» è un punto d'azione, quello di una sola fase: non può valere per tutta la ronda
among-us-help-stay-whole-round = chiedi al giocatore un punto per fase («1. resto 2. resto 3. resto»); ogni punto d'azione si compie in una fase
among-us-err-follow-whole-round = seguire qualcuno è un punto d'azione, quello di una sola fase: non può valere per tutta la ronda
among-us-help-follow-whole-round = chiedi al giocatore un punto per fase («1. seguo X 2. seguo X 3. seguo X»); ogni punto d'azione si compie in una fase
among-us-err-stay-elsewhere = «Resto in { $named }»: nella fase { $phase } sei in { $place }, e restare non sposta.
among-us-help-stay = Restare è passare il punto dove sei («resto», «resto fermo»); per andare altrove, un punto per ogni porta o sezione attraversata («vado nella Cucina»).
