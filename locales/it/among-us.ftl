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
among-us-map-window-interior = Una finestra tra «{$a}» e «{$b}», due stanze interne del livello 1: dal primo livello le finestre danno sulla terrazza o sul giardino (o su un chiostro o una galleria aperti).
among-us-map-window-terrace = Una finestra tra «{$a}» e «{$b}», terrazza e giardino: dalla terrazza il giardino si vede senza finestra (ledge) e si scende per le scale.
among-us-map-section-level = Una linea di sezione tra «{$a}» e «{$b}»: le linee di sezione ci sono solo nelle zone rosse e verdi, dentro uno stesso livello.
among-us-map-stairs = Delle scale tra «{$a}» e «{$b}»: le scale uniscono solo la terrazza (livello 2) e il giardino (livello 3).
among-us-map-ledge = Un dislivello (ledge) tra «{$a}» e «{$b}»: c'è solo tra la terrazza (livello 2) e il giardino (livello 3).
among-us-map-door-terrace = Una porta tra «{$a}» e «{$b}»: dal secondo livello al terzo si passa solo per le scale.
among-us-map-gap = Un varco tra «{$a}» e «{$b}»: divide in due solo le stanze doppie del livello 1 (due sezioni della stessa stanza).
among-us-map-passage-size = Un passaggio segreto con {$count} entrate ({$places}): i passaggi collegano due a due o tre a tre.
among-us-map-passage-twice = «{$place}» compare due volte nello stesso passaggio segreto.
among-us-map-feature-place = L'elemento {$feature} è in «{$place}», che non è un luogo della mappa.
among-us-map-feature-count = L'elemento {$feature} è in {$count} luoghi; le regole ne chiedono {$expected}.
among-us-map-unreachable = Nessun vivo può arrivare a «{$place}» da «{$from}».

## among-us: opzioni, fasi, schieramenti
among-us-option-map = Una mappa propria (un file YAML nel formato di hacienda.yaml); vuoto: la Hacienda d'esempio.
among-us-phase-round = Round {$n}
among-us-phase-resumed = Round {$n} (dalla fase {$phase})
among-us-phase-deliberation = Deliberazione {$n}
among-us-side-vasallo = Vassallo
among-us-side-impostor = Impostore
among-us-start = La partita comincia in {$place}: {$vassals} vassalli e {$impostors} impostori.
among-us-your-side = Sei **{$role}**.
among-us-fellow-impostors = I tuoi compagni impostori: {$players}.
among-us-final-side = {$player} era **{$role}**.
among-us-win-vasallos = Vincono i Vassalli: non resta vivo nessun Impostore ({$players}).
among-us-win-impostores = Vincono gli Impostori: restano vivi tanti Impostori quanti Vassalli ({$players}).

## among-us: il round
among-us-you-at = Fase {$phase}: sei in {$place}.
among-us-you-moved = Fase {$phase}: passi da {$from} a {$to}.
among-us-saw-stay = Vedi {$player} in {$place}, che armeggia con gli oggetti della stanza.
among-us-saw-at = Vedi {$player} in {$place}.
among-us-saw-enter = Vedi {$player} entrare in {$place} provenendo da {$from}.
among-us-saw-enter-with = {$player} entra insieme a te in {$place}, provenendo da {$from}.
among-us-saw-cross = Vedi {$player} passare da {$from} a {$to}.
among-us-saw-leave = Vedi {$player} uscire da {$place} verso {$to}.
among-us-saw-body = Vedi il cadavere di {$player} in {$place}.
among-us-saw-enter-passage = Vedi {$player} infilarsi in un passaggio segreto in {$place}.
among-us-saw-exit-passage = Vedi {$player} uscire da un passaggio segreto in {$place}.
among-us-crossed = Incroci {$player} tra {$a} e {$b}.
among-us-felt = Avverti { $count ->
    [one] una presenza
   *[other] {$count} presenze
} in {$place}, ma non vedi chi è né da dove è entrato.
among-us-heard-passage = Senti aprirsi un passaggio segreto in {$place}.
among-us-encounter = Incontro nella fase {$phase} in {$place}: {$players}. Potete parlare nella scena di {$place}.
among-us-you-killed = Fase {$phase}: uccidi {$player} in {$place}.
among-us-you-died = Fase {$phase}: { $me_gender ->
    [f] sei stata uccisa
    [m] sei stato ucciso
   *[other] ti hanno ucciso
} in {$place}. Resti in partita come fantasma.
among-us-kill-failed = Fase {$phase}: non puoi uccidere {$player} (non è con te, è in un passaggio segreto o non è più vivo).
among-us-follow-failed = Fase {$phase}: non riesci a seguire {$player} e resti dov'eri.
among-us-passage-failed = Non puoi usare un passaggio segreto in {$place}.
among-us-report-failed = Fase {$phase}: non puoi segnalare il cadavere di {$body}: non è alla tua vista.
among-us-bell-failed = Fase {$phase}: non puoi suonare la campana da {$place}: bisogna essere nel Comedor.
among-us-called-body = {$player} segnala il cadavere di {$body} in {$place} (fase {$phase}). Tutti al Comedor: comincia la deliberazione.
among-us-called-bell = {$player} suona la campana della servitù (fase {$phase}). Tutti al Comedor: comincia la deliberazione.
among-us-round-over = Finisce il round {$round}.
among-us-paused = Il round {$round} si ferma dopo la fase {$phase}: ci sono giocatori avvisati che possono cambiare le loro azioni.
among-us-may-amend = Puoi cambiare { $points ->
    [one] il tuo ultimo punto azione
   *[other] i tuoi ultimi {$points} punti azione
} (dalla fase {$phase}) nelle prossime 18 ore. Le azioni già eseguite non cambiano.
among-us-may-report = Puoi segnalare il cadavere che vedi (nella fase {$phase}) nelle prossime 18 ore.

## among-us: la deliberazione
among-us-votes-for = Voti per {$player}: {$count}.
among-us-abstentions = Astensioni: {$count}.
among-us-no-vote = { $count ->
    [one] Un giocatore non ha votato.
   *[other] {$count} giocatori non hanno votato.
}
among-us-ejected = { $player_gender ->
    [f] {$player} viene espulsa e diventa un fantasma.
    [m] {$player} viene espulso e diventa un fantasma.
   *[other] La deliberazione espelle {$player}, che diventa un fantasma.
}
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

## among-us: perché non si vede (--explain)
among-us-explain-hidden = {$viewer} non vede {$player} in {$place}: { $reason ->
    [wall] un muro o una porta
    [level] il dislivello (da quel livello non si vede mai)
    [dark-here] il buio della sua stanza
    [dark-there] il buio di quella stanza
    [busy] stava facendo un compito o usando un oggetto (vista ridotta)
   *[passage] era dentro un passaggio segreto
}.

## among-us: ordini
among-us-err-move-where = Dove? Di' che cosa attraversi o dove vai.
among-us-help-move = Per esempio «Atravieso la puerta este al pasillo» o «mover Biblioteca-Oeste»: un punto per ogni porta o sezione attraversata.
among-us-move-ambiguous = Da {$from} questo può portare in più posti: {$places}.
among-us-move-nothing = Da {$from} non c'è nessun passaggio così ({$way}).
among-us-move-not-adjacent = {$to} non confina con {$from}: un punto azione attraversa una sola porta o sezione.
among-us-move-blocked = Tra {$from} e {$to} c'è solo un muro o una finestra: solo i fantasmi li attraversano.
among-us-move-unknown = «{$place}» non è un luogo della Hacienda.
among-us-err-inside = Sei dentro un passaggio segreto: prima devi uscire («pasaje salir»).
among-us-err-outside = Non sei dentro un passaggio segreto («pasaje entrar»).
among-us-err-no-passage = In {$place} non c'è nessuna entrata di passaggio segreto.
among-us-err-passage-exit = Dal passaggio di {$place} non si arriva a «{$to}»; si arriva a: {$exits}.
among-us-err-passage-what = Che cosa fai nel passaggio? «pasaje entrar», «pasaje mover X» o «pasaje salir».
among-us-err-passage-where = A quale entrata del passaggio? «pasaje mover X».
among-us-err-passage-who = Solo gli impostori usano i passaggi segreti.
among-us-help-passage = Entrare, spostarsi tra entrate collegate e uscire costano un punto azione ciascuno.
among-us-err-follow-self = Non puoi seguire te stesso.
among-us-err-follow-ghost = {$player} è un fantasma: i vivi non lo vedono.
among-us-help-follow = Si segue qualcuno che è nella tua stanza o alla tua vista all'inizio della fase.
among-us-err-kill-vassal = Solo gli impostori uccidono.
among-us-err-kill-ghost = Un fantasma non può uccidere.
among-us-err-kill-impostor = {$player} è un impostore: non si uccide un compagno.
among-us-err-kill-dead = {$player} non è più vivo.
among-us-err-kill-cooldown = Nella fase {$phase} non puoi ancora uccidere: mancano {$left} fasi (13 dall'inizio, dall'ultima deliberazione o dal tuo ultimo omicidio).
among-us-help-kill = «matar Nome», nella fase in cui siete nella stessa stanza.
among-us-err-too-many = {$count} punti azione: ogni round ne ha tre, uno per fase.
among-us-help-too-many = Una riga per punto azione, nell'ordine in cui si eseguono.
among-us-err-free-ghost = I fantasmi non segnalano e non suonano la campana.
among-us-help-ghost = Un fantasma si muove (attraverso muri e finestre) e fa i suoi compiti.
among-us-err-phase-done = La fase {$phase} è già stata giocata.
among-us-help-amend = Si possono ripetere tali e quali le azioni già eseguite e cambiare solo quelle che mancano.
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
among-us-err-fixed-side = Lo schieramento di {$player}, «{$role}», non esiste: vasallo o impostor.
among-us-err-too-many-impostors = {$count} impostori fissati nella lista: la partita ne ha {$expected}.
among-us-err-missing = Manca {$player} in {$field}.
among-us-err-phase = «{$phase}» non è una fase di among-us (ronda-N, ronda-N-fK, deliberacion-N).

## among-us: regole (--explain)
rule-among-us-setup = «se repartirán los jugadores en dos bandos: Impostores y Vasallos» (i giocatori si dividono in Impostori e Vassalli).
rule-among-us-round = «Cada ronda constará de 3 fases consecutivas» (ogni round ha tre fasi).
rule-among-us-move = Un punto azione per ogni porta o sezione attraversata.
rule-among-us-follow = Si segue qualcuno nella stessa stanza/sezione o nel raggio di visione.
rule-among-us-kill = L'omicidio si risolve prima di ogni altra azione dichiarata.
rule-among-us-report = Quando si segnala un cadavere o si suona la campana il round si ferma subito e comincia una deliberazione.
rule-among-us-sight = «La visibilidad»: livelli, illuminazione, finestre e sezioni.
rule-among-us-body = Chi vede un cadavere viene avvisato e può segnalarlo.
rule-among-us-encounter = Quando le azioni dichiarate portano due o più giocatori nella stessa stanza/sezione.
rule-among-us-amend = Gli avvisati possono cambiare i punti azione che restano nel round.
rule-among-us-deliberation = Più voti di qualsiasi altra opzione, astensione inclusa.
rule-among-us-win = Nessun Impostore vivo / tanti Impostori quanti Vassalli vivi.

## among-us: moduli
among-us-form-move = Un punto azione: attraversare una porta, un varco, una sezione o le scale da {$place} (una riga per punto, in ordine).
among-us-form-place = il luogo
among-us-form-player = il giocatore
among-us-form-phase = la fase
among-us-form-task-name = il compito
among-us-form-follow = Seguire qualcuno che è nella tua stanza o alla tua vista.
among-us-form-stay = Restare dove sei.
among-us-form-task = Una tappa di un compito (vista ridotta in quella fase).
among-us-form-kill = Uccidere qualcuno nella tua stanza (si risolve prima del resto).
among-us-form-passage = Il passaggio segreto di {$place}: «pasaje entrar», «pasaje mover X», «pasaje salir».
among-us-form-report = Segnalare un cadavere che vedi, in una fase (azione gratuita).
among-us-form-bell = Suonare la campana del Comedor, in una fase (azione gratuita).
among-us-form-vote = Il tuo voto: non si può cambiare.
among-us-form-abstain = Astenersi.
among-us-form-passage-step = il passo

## f-tasks: compiti, oggetti e il talismano del Chierico
among-us-option-tasks = Una lista di compiti propria (un file YAML nel formato di tareas.yaml); vuoto: la lista d'esempio.
among-us-option-task-counts = I compiti di ogni vassallo: lunghi, medi e rapidi (di default 2,3,3, quelli del regolamento per 15 giocatori).
among-us-option-task-bar = La barra dei compiti nel riassunto pubblico: off (no), tasks (compiti completi) o stages (tappe).
among-us-option-plan = Cosa conta la Mappa: room (una cifra per stanza con nome) o section (una per sezione delle stanze doppie).
among-us-err-task-counts = «{$value}» non sono tre numeri di compiti (lunghi, medi, rapidi), come 2,3,3.
among-us-err-tasks-yaml = Non si può leggere la lista di compiti {$path}: {$error}
among-us-err-tasks-file = Non si può aprire la lista di compiti {$path}: {$error}
among-us-help-tasks = Ogni compito: name, kind (short, medium o long), stages (una lista di place, con wait su una tappa di un compito lungo che ripete la stanza). Vedi src/rules/among_us/tareas.yaml.
among-us-tasks-twice = Il compito «{$task}» compare due volte (o non ha nome).
among-us-tasks-stages = Il compito «{$task}» ({$kind}) ha {$count} tappe; deve averne da {$min} a {$max}.
among-us-tasks-place = Il compito «{$task}» ha una tappa in {$place}, che non è sulla mappa.
among-us-tasks-wait = La tappa {$stage} di «{$task}» attende, ma può attendere solo una tappa di un compito lungo che ripete la stanza della precedente (da 1 a {$max} fasi).
among-us-tasks-same-place = La tappa {$stage} di «{$task}» e la precedente sono entrambe in {$place} senza attesa: le tappe sono in luoghi diversi.
among-us-err-task-unknown = Non c'è nessun compito «{$task}» nella lista: {$tasks}.
among-us-err-task-done = Il compito «{$task}» ha {$stages} tappe, non {$done} fatte.
among-us-help-task = Scrivi il nome del compito come nella lista pubblica (`tarea "Cocinar y Servir"`), o solo `tarea` per la tua prossima tappa qui.
among-us-your-tasks = { $count ->
    [0] Non hai compiti.
    [one] Il tuo compito: {$tasks}.
   *[other] I tuoi {$count} compiti: {$tasks}.
}
among-us-task-fake = Fase {$phase}: fingi di lavorare in {$place} (gli impostori non fanno compiti).
among-us-task-dovecote = Fase {$phase}: la Colombaia è sabotata: nessun compito si può fare finché non viene riparata.
among-us-task-not-yours = Fase {$phase}: «{$task}» non è uno dei tuoi compiti.
among-us-task-none-here = Fase {$phase}: non hai nessuna tappa da fare in {$place}.
among-us-task-finished = Fase {$phase}: hai già finito «{$task}».
among-us-task-elsewhere = Fase {$phase}: la prossima tappa di «{$task}» è in {$place}.
among-us-task-wait = Fase {$phase}: «{$task}» non è ancora pronto: { $left ->
    [one] manca una fase.
   *[other] mancano {$left} fasi.
}
among-us-task-stage = Fase {$phase}: fai la tappa {$stage} di {$stages} di «{$task}» in {$place}.
among-us-task-done = Fase {$phase}: fai la tappa {$stage} di {$stages} di «{$task}» in {$place}: compito completato.
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
among-us-err-object-where = Non puoi usare {$object} da {$place}: si trova in {$there}.
among-us-err-object-only = Mentre usi {$object} nella fase {$phase} non puoi fare nessun'altra azione, neanche gratuita.
among-us-object-failed = Fase {$phase}: non puoi usare {$object} da {$place}: si trova in {$there}.
among-us-altar = Altare, fase {$phase}: vivi: {$alive}; morti: {$dead}.
among-us-plan = Mappa, fase {$phase}: {$counts}.
among-us-ball = Sfera di cristallo, fase {$phase}: vedi {$views}.
among-us-glow = Fase {$phase}: una tenue luce viola brilla in {$place}: qualcuno sta usando la Sfera di cristallo.
among-us-saw-using = Vedi {$player} in {$place}, che usa {$object}.
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
