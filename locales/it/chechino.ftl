# chechino: la nave delle case. Italiano.

chechino-role-asesino = { $gender ->
    [f] Asesina (Assassina)
    [m] Asesino (Assassino)
   *[other] Asesino (Assassino)
}
chechino-role-complice = Cómplice (Complice)
chechino-role-reclutado = { $gender ->
    [f] Reclutada (Reclutata)
    [m] Reclutado (Reclutato)
   *[other] Reclutado (Reclutato)
}
chechino-role-piromano = { $gender ->
    [f] Pirómana (Piromane)
    [m] Pirómano (Piromane)
   *[other] Pirómano (Piromane)
}
chechino-role-sonambulo = { $gender ->
    [f] Sonámbula (Sonnambula)
    [m] Sonámbulo (Sonnambulo)
   *[other] Sonámbulo (Sonnambulo)
}
chechino-role-chustapueblerino = { $gender ->
    [f] Chustapueblerina (Paesana)
    [m] Chustapueblerino (Paesano)
   *[other] Chustapueblerino (Paesano)
}

chechino-ability-obstructor = { $gender ->
    [f] Obstructora (Ostruttrice)
   *[other] Obstructor (Ostruttore)
}
chechino-ability-insomne = Insomne
chechino-ability-caminante = Caminante (Viandante)
chechino-ability-bombero = { $gender ->
    [f] Bombera (Pompiera)
   *[other] Bombero (Pompiere)
}

chechino-function-armeria = Armería (Soldado)
chechino-function-ascensor = { $gender ->
    [f] Ascensor (Operadora)
   *[other] Ascensor (Operador)
}
chechino-function-barracones = { $gender ->
    [f] Barracones (Vaga)
   *[other] Barracones (Vago)
}
chechino-function-cantina = { $gender ->
    [f] Cantina (Cocinera)
   *[other] Cantina (Cocinero)
}
chechino-function-capilla = { $gender ->
    [f] Capilla (Capellana)
   *[other] Capilla (Capellán)
}
chechino-function-cruce-sombrio = Cruce sombrío (Vigilante)
chechino-function-enfermeria = { $gender ->
    [f] Enfermería (Médica)
   *[other] Enfermería (Médico)
}
chechino-function-laboratorio = { $gender ->
    [f] Laboratorio (Científica)
   *[other] Laboratorio (Científico)
}
chechino-function-lavanderia = { $gender ->
    [f] Lavandería (Moza)
   *[other] Lavandería (Mozo)
}
chechino-function-morgue = { $gender ->
    [f] Morgue (Enterradora)
   *[other] Morgue (Enterrador)
}
chechino-function-motores = { $gender ->
    [f] Motores (Mecánica)
   *[other] Motores (Mecánico)
}
chechino-function-observatorio = { $gender ->
    [f] Observatorio (Mística)
   *[other] Observatorio (Místico)
}
chechino-function-puente-de-mando = { $gender ->
    [f] Puente de mando (Capitana)
   *[other] Puente de mando (Capitán)
}
chechino-function-radio = { $gender ->
    [f] Radio (Locutora)
   *[other] Radio (Locutor)
}
chechino-function-sala-de-control = Sala de control (Navegante)
chechino-function-servicios = { $gender ->
    [f] Servicios (Bedela)
   *[other] Servicios (Bedel)
}

chechino-help-asesino = Ogni notte manda `ruta` dalla tua casa o da quella del tuo Cómplice fino alla casa della vittima, e `matar NOME`. Non sei obbligato a tornare.
chechino-help-complice = Ogni notte puoi mandare `ruta` e `secuestrar NOME`: la vittima viene sepolta e muore la notte seguente, mentre riposi; `desenterrar` la libera. Se l'Asesino muore, `matar` al suo posto.
chechino-help-reclutado = Cammini dalla tua casa come un Caminante. Se Asesino e Cómplice muoiono ricevi una pistola con due proiettili (`matar NOME`, uno a notte).
chechino-help-piromano = Ogni notte uno di voi manda `marcar CASA`. Quando tutte le case dei giocatori vivi di un piano sono marcate, il piano esplode. Le vostre case contano come marcate e non esplodono mai.
chechino-help-sonambulo = Ogni notte manda `ruta` visitando fino a 3 case: dormi nell'ultima.
chechino-help-chustapueblerino = Soffri, voti, dormi e muori. Alcune notti il sorteggio ti dà un'abilità.
chechino-help-obstructor = Manda `muro A-B C-D`: due sentieri senza case in comune. Chi arriva a un muro finisce lì il percorso.
chechino-help-insomne = Manda `vigilar X`: il sentiero dalla tua casa a X. Saprai chi passa e in che verso.
chechino-help-caminante = Manda `ruta` dalla tua casa di ritorno a casa o alle baracche; puoi `usar` una casa del percorso.
chechino-help-bombero = Manda `ruta` e `regar CASA` per una casa del percorso (non la tua); puoi `usar` una casa del percorso.

chechino-option-map = Un file YAML con la mappa della nave (case con funzione e piano, sentieri, fermate dell'ascensore); la nave d'esempio se vuoto.
chechino-option-replace-keeps-warnings = Se un sostituto eredita l'avviso per non aver votato del posto (yes) o comincia senza avviso (no).
chechino-option-buried-tiebreak = Se un Capitán sepolto, che può ancora votare, spareggia: no (è un atto che non può compiere) o yes (fa parte del suo voto).
chechino-option-mirrors = I due specchi dei Servicios: rubati per sempre, due in tutta la partita (`game`), oppure di nuovo due ogni notte (`night`).
chechino-option-lovers-death = Le morti che nessuno ha visto (quelle degli assassini, del proiettile notturno, di un innamorato): in pubblico tutte uguali, «è morto; il corpo è stato trovato nella casa B», perché il libro dei matrimoni è segreto (`secret`), oppure ognuna con la sua causa, «è stato assassinato», «è morto d'amore» (`told`). Il morto sa sempre di cosa muore.
chechino-option-thread-day-orders = Lo spareggio del Capitano e lo sparo della pistola scritti nel thread del giorno: letti come se il giocatore li avesse mandati per MP all'ora del messaggio (`read`), oppure mostrati al master senza leggerli (`raise`).
chechino-option-hidden-votes = Un voto nel thread scritto in testo nascosto (spoiler, bianco o trasparente): nullo, non conta e viene mostrato al master, come chiede il regolamento (`forbid`), oppure conta come ogni voto (`count`).

chechino-phase-noche = Notte { $n }
chechino-phase-dia = Giorno { $n }

chechino-lives-in = { $player } vive nella casa { $house }: { $function }, piano { $floor }. Sentieri verso: { $paths }.
chechino-your-role = Il tuo ruolo: **{ $role }**.
chechino-partners = La tua squadra: { $players }.
chechino-your-ability = Abilità di stanotte: **{ $ability }**.
chechino-abilities-drawn = Stanotte { $count ->
    [one] si sorteggia 1 abilità
   *[other] si sorteggiano { $count } abilità
} tra i { $standing } Chustapueblerinos ancora in piedi.
chechino-abilities-drawn-buried = Stanotte { $count ->
    [one] si sorteggia 1 abilità
   *[other] si sorteggiano { $count } abilità
} tra i { $standing } Chustapueblerinos ancora in piedi: { $buried }, { $buried_gender ->
    [f] sepolta, muore all'inizio della notte e non conta
   *[other] sepolto, muore all'inizio della notte e non conta
}.
chechino-final-role = { $player } era { $role }.
chechino-status-role = { $player }: { $role }, stanotte { $ability }
chechino-status-marks = Case marcate: { $houses }

chechino-map-no-function = la casa { $house } non ha funzione
chechino-map-unknown-function = la casa { $house } ha la funzione sconosciuta "{ $function }"
chechino-map-unknown-kind = il luogo { $place } è un "{ $kind }": un luogo è una casa (house) o una fermata (stop)
chechino-map-no-floor = la casa { $house } non ha piano
chechino-map-function-twice = { $function } è la funzione di più case: { $houses }
chechino-map-unknown-edge = il collegamento { $edge } (numero { $n }) è un "{ $kind }": un collegamento è un sentiero (path) o un ascensore (elevator)
chechino-map-dangling = il sentiero { $edge } va a { $place }, che non è sulla mappa
chechino-map-duplicate = il sentiero { $edge } c'è due volte
chechino-map-loop = un sentiero unisce { $place } a se stessa
chechino-map-unreachable = { $place } non si raggiunge da { $from }

chechino-err-map-file = impossibile leggere la mappa { $path }: { $error }
chechino-err-too-few-houses = { $players } giocatori richiedono { $players } case; la mappa ne ha { $houses }
chechino-err-fixed-house = { $player } non può vivere in { $house }: non è una casa libera della mappa
chechino-err-fixed-role = { $player } non può essere { $role }: quel ruolo non è più nella distribuzione
chechino-err-unknown-role = ruolo sconosciuto "{ $role }"
chechino-err-missing = manca { $player } in { $field }
chechino-err-missing-house = manca una casa
chechino-err-unknown-house = "{ $house }" non è né una casa né un giocatore
chechino-err-missing-path = manca un sentiero (A-B)
chechino-err-not-a-path = { $path } non è un sentiero della mappa
chechino-err-missing-route = manca il percorso (ruta A-E-F-A)
chechino-err-steal-what = che cosa ruba? Va detto che cosa prende: uno specchio (Servicios), la pistola (Armería), il kit (Enfermería) o una tuta (Lavandería)
chechino-err-no-partner = { $player } non ha un complice dalla cui casa partire
chechino-err-route-not-partner = il percorso dice di partire dalla casa del complice, ma comincia in { $house }
chechino-err-missing-message = manca il messaggio
chechino-err-too-many-words = { $count } parole: al massimo 20 per messaggio
chechino-err-no-function = la casa { $house } non ha funzione
chechino-err-not-by-passing = { $function } non si attiva passando
chechino-err-morgue-living = il padrone di { $house } è vivo: la Morgue apre solo le case dei morti
chechino-err-owner-dead = il padrone di { $house } è morto: la sua casa non funziona più
chechino-err-thing-elsewhere = quello si prende nella casa { $house }, non in { $named }
chechino-help-morgue = la casa di un morto si può usare dalla Morgue (usar MORGUE CASA …)
chechino-err-lab-killers = solo l'Asesino e il Cómplice chiedono la lista o reclutano al Laboratorio
chechino-err-radio-dead = { $player_gender ->
    [f] { $player } è morta: la radio raggiunge i vivi
    [m] { $player } è morto: la radio raggiunge i vivi
   *[other] { $player } non è più in vita: la radio raggiunge i vivi
}
chechino-err-not-owner = solo il padrone vivo di { $function } può farlo
chechino-err-trance-from = il messaggio ai morti parte dall'Osservatorio, non da { $function }: chiedi al giocatore cosa intendeva
chechino-err-message-before-quote = le parole `{ $words }` stanno prima del messaggio tra virgolette: ne fanno parte? Chiedi al giocatore
chechino-err-route-names-a-use = le parole dopo il percorso nominano { $function }: usarla è un ordine a sé; chiedi al giocatore se la usa, o metti da parte le parole se sono solo chiacchiere
chechino-err-not-yours = un { $role } non può farlo stanotte
chechino-err-no-route = { $player } stanotte non esce a camminare
chechino-err-resting = il Cómplice riposa mentre la sua vittima muore: niente rapimento stanotte
chechino-err-water-own = il Bombero bagna una casa diversa dalla sua
chechino-err-walls-connected = i due muri hanno una casa in comune: devono essere sentieri non collegati
chechino-err-watch-home = l'Insomne sorveglia un sentiero che esce dalla sua casa { $house }
chechino-err-spent = gli usi di questa funzione sono finiti
chechino-err-second-mark = { $player } marca già stanotte (il suo MP è stato inviato prima): ogni notte marca un solo Pirómano
chechino-help-second-mark = "uno de ellos marcará una casa, mientras que su compañero se queda jugando a la consola": il master chiede a questo Pirómano di togliere il suo `marcar`
chechino-err-lover = { $player_gender ->
    [f] { $player } è l'innamorata di chi manda questo MP (libro della Capilla): gli innamorati non possono farsi del male né votarsi tra loro
    [m] { $player } è l'innamorato di chi manda questo MP (libro della Capilla): gli innamorati non possono farsi del male né votarsi tra loro
   *[other] { $player } e chi manda questo MP sono innamorati (libro della Capilla): gli innamorati non possono farsi del male né votarsi tra loro
}
chechino-help-lover = se è un voto, chiedi al giocatore un altro voto e scrivilo in orders/_master.txt come `correggi GIOCATORE NOME` (o `nessuno`); se è un attacco, chiedigli un altro bersaglio
chechino-err-recruit-spent = il reclutamento del Laboratorio è già stato usato (una volta per partita)
chechino-help-spent-use = un uso limitato, una volta speso, non torna per il resto della partita, nemmeno dalla Morgue: il master chiede un altro MP
chechino-err-trance-living = { $player_gender ->
    [f] { $player } è viva: il Místico parla con i morti
    [m] { $player } è vivo: il Místico parla con i morti
   *[other] { $player } è ancora in vita: il Místico parla con i morti
}
chechino-err-vote-dead = { $player_gender ->
    [f] { $player } è morta e non può essere votata
    [m] { $player } è morto e non può essere votato
   *[other] { $player } non è più in vita: non si possono votare i morti
}
chechino-err-no-gun = { $player } non ha una pistola
chechino-err-bad-target = { $player } non può essere il bersaglio
chechino-err-one-function = una funzione per percorso
chechino-err-one-victim = una vittima a notte
chechino-err-not-on-route = la casa { $house } non è sul percorso di { $player }
chechino-err-route-prose = in un percorso raccontato non so leggere «{ $word }»: scrivilo con i trattini (ruta A-C-F)
chechino-err-route-prose-doubt = il percorso raccontato offre più di una strada o fa una domanda («{ $word }»): scrivi un solo percorso con i trattini (ruta A-C-F)
chechino-err-route-short = un percorso esce da una casa e va da qualche parte
chechino-err-route-unknown = { $place } non è sulla mappa
chechino-err-route-start = il percorso di { $player } deve uscire dalla sua casa { $home }, non da { $place }
chechino-err-route-no-path = nessun sentiero da { $from } a { $to }
chechino-err-route-elevator-empty = l'ascensore da { $from } a { $to } non funziona: nessuno abita nella casa { $house } (Ascensor)
chechino-err-route-elevator = l'ascensore da { $from } a { $to } è fermo: il suo Operador è morto
chechino-err-route-twice = il percorso passa due volte da { $place }
chechino-err-route-end = il percorso di { $player } deve finire nella sua casa { $home } o alle baracche, non in { $place }
chechino-err-route-long = { $player_gender ->
    [f] la Sonámbula
   *[other] il Sonámbulo
} visita al massimo { $max } case e dorme nell'ultima; { $route } ne visita { $count }
chechino-help-route-long = accorcia il percorso, per esempio `ruta { $route }`
chechino-label-route-step = passo { $step }

chechino-wall-hits = { $count ->
    [0] Il tuo muro su { $path } non ha fermato nessuno.
    [one] Il tuo muro su { $path } ha fermato 1 persona.
   *[other] Il tuo muro su { $path } ha fermato { $count } persone.
}
chechino-obstructed = Hai trovato un muro e il tuo percorso è finito lì.
chechino-not-done-walled = Per via del muro, quello che volevi fare più avanti nel percorso non è stato fatto.
chechino-not-reached = { $me_gender ->
    [f] Non sei mai arrivata alla casa { $house }.
    [m] Non sei mai arrivato alla casa { $house }.
   *[other] Non hai mai raggiunto la casa { $house }.
}
chechino-watch-nobody = Nessuno è passato per { $path }.
chechino-watch-saw = Hai visto { $player } passare da { $from } a { $to }.
chechino-blood = Una macchia di sangue è stata trovata in { $place }.
chechino-footprints = Delle impronte vanno dal sangue lungo { $route } fino alla casa { $place }.
chechino-footprints-wall = Delle impronte vanno dal sangue lungo { $route } e si fermano a un muro.
chechino-met-someone = { $player_gender ->
    [f] Per strada hai incontrato { $player } e l'hai uccisa.
    [m] Per strada hai incontrato { $player } e l'hai ucciso.
   *[other] Per strada hai incontrato { $player } e gli hai tolto la vita.
}
chechino-sleepwalker-in-the-house = { $player_gender ->
    [f] { $player }, la Sonámbula, stanotte era passata dalla casa { $house }: l'Asesino li uccide entrambi lì.
    [m] { $player }, il Sonámbulo, stanotte era passato dalla casa { $house }: l'Asesino li uccide entrambi lì.
   *[other] Stanotte il Sonámbulo, { $player }, è passato dalla casa { $house }: l'Asesino li uccide entrambi lì.
}
chechino-you-killed = Hai ucciso { $player } nella casa { $house }.
chechino-you-killed-behind-sign = Dietro il cartello della casa { $sign } hai trovato { $player } e { $player_gender ->
    [f] l'hai uccisa
   *[other] l'hai ucciso
}; il corpo è stato trovato nella casa { $house }.
chechino-found-nobody = La casa { $house } era vuota.
chechino-found-buried = La casa { $house } era vuota: { $owner_gender ->
    [f] la padrona è sepolta
   *[other] il padrone è sepolto
} da qualche parte.
chechino-cannot-harm-lover = { $me_gender ->
    [f] Sei innamorata di { $player } e non puoi farle del male.
    [m] Sei innamorato di { $player } e non puoi fargli del male.
   *[other] Ami { $player }: non puoi fare del male a chi ami.
}
chechino-kidnapped = { $player_gender ->
    [f] Hai rapito { $player } e l'hai sepolta in un luogo segreto.
    [m] Hai rapito { $player } e l'hai sepolto in un luogo segreto.
   *[other] Hai rapito { $player }: ora giace sottoterra in un luogo segreto.
}
chechino-you-are-buried = { $me_gender ->
    [f] Sei stata rapita e sepolta: non puoi agire, ma puoi ancora votare.
   *[other] Sei stato rapito e sepolto: non puoi agire, ma puoi ancora votare.
}
chechino-you-are-buried-captain = { $me_gender ->
    [f] Sei stata rapita e sepolta: non puoi agire, ma puoi ancora votare e spareggiare come Capitán.
   *[other] Sei stato rapito e sepolto: non puoi agire, ma puoi ancora votare e spareggiare come Capitán.
}
chechino-unburied = { $player_me ->
    [yes] { $me_gender ->
        [f] Ti hanno dissotterrata: sei libera.
       *[other] Ti hanno dissotterrato: sei libero.
    }
   *[other] { $player_gender ->
        [f] { $player } è stata dissotterrata ed è libera.
        [m] { $player } è stato dissotterrato ed è libero.
       *[other] Qualcuno ha dissotterrato { $player }, che torna in libertà.
    }
}
chechino-watered = Il Bombero ha bagnato la casa { $house }.
chechino-watered-cleaned = Il Bombero ha bagnato la casa { $house } e ne ha pulito il segno.
chechino-mark-watered = La casa { $house } era fradicia: il segno non ha attecchito.
chechino-marked = Avete marcato la casa { $house }.
chechino-check-already-marked = (la casa { $house } conta già come marcata: questa marca non aggiunge nulla, salvo con i cartelli scambiati)
chechino-floor-explodes = Il piano { $floor } è saltato in aria!
chechino-alarm = Scattano gli allarmi della Sala de control: a un piano manca un segno per esplodere.
chechino-gun-gone = La pistola non era più nell'Armería.
chechino-gun-received = Hai ricevuto la pistola dell'Armería: puoi sparare di giorno (`disparar NOME`).
chechino-gun-taken-by = { $player } ha preso la pistola.
chechino-medkit-gone = La cassetta di pronto soccorso non era più nell'Enfermería.
chechino-medkit-received = Hai ricevuto la cassetta di pronto soccorso dell'Enfermería.
chechino-medkit-taken-by = { $player } ha preso la cassetta di pronto soccorso.
chechino-gun-not-handed = { $me_gender ->
    [f] Non sei riuscita a consegnare la pistola a { $player }: nessuno sapeva dove fosse. La pistola resta nell'Armería.
    [m] Non sei riuscito a consegnare la pistola a { $player }: nessuno sapeva dove fosse. La pistola resta nell'Armería.
   *[other] Non hai potuto consegnare la pistola a { $player }: nessuno sapeva dove fosse. La pistola resta nell'Armería.
}
chechino-medkit-not-handed = { $me_gender ->
    [f] Non sei riuscita a consegnare la cassetta di pronto soccorso a { $player }: nessuno sapeva dove fosse. La cassetta resta nell'Enfermería.
    [m] Non sei riuscito a consegnare la cassetta di pronto soccorso a { $player }: nessuno sapeva dove fosse. La cassetta resta nell'Enfermería.
   *[other] Non hai potuto consegnare la cassetta di pronto soccorso a { $player }: nessuno sapeva dove fosse. La cassetta resta nell'Enfermería.
}
chechino-medkit-saves = La cassetta di pronto soccorso ti ha salvato la vita.
chechino-book-read = Il libro dei matrimoni diceva: { $names }.
chechino-book-changed = Il libro dei matrimoni ora dice: { $names }.
chechino-in-love = { $me_gender ->
    [f] Sei innamorata di { $player }.
    [m] Sei innamorato di { $player }.
   *[other] Ami { $player }.
}
chechino-out-of-love = { $me_gender ->
    [f] Il tuo nome è sparito dal libro dei matrimoni: non sei più innamorata di { $player }.
    [m] Il tuo nome è sparito dal libro dei matrimoni: non sei più innamorato di { $player }.
   *[other] Il tuo nome è sparito dal libro dei matrimoni: non ami più { $player }.
}
chechino-lab-list = Giocatori passati dal Laboratorio: { $players }.
chechino-recruit-spent = Il reclutamento del Laboratorio è già stato usato.
chechino-recruit-not-visitor = { $player_gender ->
    [f] { $player } non è mai passata dal Laboratorio.
    [m] { $player } non è mai passato dal Laboratorio.
   *[other] { $player } non ha mai visitato il Laboratorio.
}
chechino-recruit-refused = { $player_gender ->
    [f] { $player } non può essere reclutata.
    [m] { $player } non può essere reclutato.
   *[other] Non si può reclutare { $player }.
}
chechino-recruited = { $player_me ->
    [yes] { $me_gender ->
        [f] Sei stata reclutata
       *[other] Sei stato reclutato
    }: ora sei dei Chechinos. La tua squadra: { $players }. Di notte uscirai da casa tua come un caminante qualsiasi; se l'Asesino e il Cómplice muoiono, riceverai una pistola con due proiettili.
   *[other] { $player } si unisce ai Chechinos. La tua squadra: { $players }.
}
chechino-lab-recruitment = Stanotte c'è stato un reclutamento nel Laboratorio.
chechino-recruit-armed = Asesino e Cómplice sono morti: ricevi una pistola con due proiettili.
chechino-recruit-disarmed = { $player_gender ->
    [f] { $player } è di nuovo viva: la pistola ti viene ritirata.
    [m] { $player } è di nuovo vivo: la pistola ti viene ritirata.
   *[other] { $player } torna in vita: la pistola ti viene ritirata.
}
chechino-complice-takes-over = { $player_gender ->
    [f] L'Asesina { $player } è morta: prendi il suo posto e uccidi una persona a turno.
    [m] L'Asesino { $player } è morto: prendi il suo posto e uccidi una persona a turno.
   *[other] L'Asesino, { $player }, ha perso la vita: prendi il suo posto e uccidi una persona a turno.
}
chechino-asesino-back = { $player_gender ->
    [f] L'Asesina { $player } è di nuovo viva: torna a uccidere e tu torni a essere il suo Cómplice.
    [m] L'Asesino { $player } è di nuovo vivo: torna a uccidere e tu torni a essere il suo Cómplice.
   *[other] L'Asesino, { $player }, torna in vita: torna a uccidere e tu torni a essere il suo Cómplice.
}
chechino-buried-victim-died = La tua vittima sepolta, { $player }, è morta.
chechino-suits-gone = Non restava nessuna tuta mimetica.
chechino-suit-on = Hai indossato una tuta mimetica.
chechino-suit-stolen = È stata rubata una tuta mimetica ({ $left ->
    [0] non ne resta nessuna
    [one] ne resta 1
   *[other] ne restano { $left }
}).
chechino-mirrors-gone = Non restava nessuno specchio nei Servicios.
chechino-mirror-set = Hai messo lo specchio: stanotte { $a } e { $b } si scambiano l'immagine.
chechino-radio-message = Messaggio radio anonimo: "{ $text }"
chechino-radio-sent-to = La radio ha mandato un messaggio a { $player }.
chechino-morgue-closed = La Morgue è chiusa.
chechino-elevator-ride = Qualcuno ha preso l'ascensore da { $from } a { $to }.
chechino-bed-taken = Il letto delle baracche era occupato: hai dormito a casa.
chechino-bed-guest = { $player } ha dormito nelle baracche.
chechino-signs-swapped = Hai scambiato i cartelli di { $a } e { $b } ({ $left ->
    [0] non puoi più scambiarne
    [one] puoi ancora farlo 1 volta
   *[other] puoi ancora farlo { $left } volte
}).
chechino-trance-message = In trance, { $player } dice: "{ $text }"
chechino-nobody-died = Stanotte non è morto nessuno.

chechino-count = { $player }: { $count } ({ $voters })
chechino-ballot-drunk = { $voter_gender ->
    [f] { $voter } era ubriaca: il voto non conta.
    [m] { $voter } era ubriaco: il voto non conta.
   *[other] { $voter } ha votato in preda all'alcol: il voto non conta.
}
chechino-ballot-lovers = { $voter } non può votare la persona che ama: il voto non conta.
chechino-engines-froze = I motori si sono fermati: questi voti sono arrivati dopo e non contano: { $votes }.
chechino-engines-froze-none = I motori si sono fermati: nessun voto è arrivato dopo l'arresto.
chechino-lover-vote-void = Il tuo voto per { $player } non conta: siete innamorati, e gli innamorati non possono votarsi tra loro.
chechino-ballot-frozen = { $voter } ha votato a motori fermi: il voto non conta.
chechino-ballot-dead = { $voter } ha votato un giocatore morto: il voto non conta.
chechino-your-vote-dead = Il tuo voto per { $player } non conta: { $player } è già morto, e si votano solo i vivi.
chechino-vote-cancelled = Hai fatto ubriacare { $player }: il suo voto è annullato.
chechino-engines-stopped = Hai fermato i motori: la votazione è congelata.
chechino-tie-not-broken = Pareggio tra { $players } e il Capitán non l'ha sciolto: nessun linciaggio.
chechino-tie-broken = Pareggio tra { $players }: { $captain_gender ->
    [f] la Capitana, { $captain }, decide
   *[other] il Capitano, { $captain }, decide
} e sceglie { $player }.
chechino-nobody-lynched = Nessuno viene linciato.
chechino-lynched = { $player_gender ->
    [f] { $player } viene linciata.
    [m] { $player } viene linciato.
   *[other] Il villaggio lincia { $player }.
}
chechino-warning = { $player } non ha votato: un avviso. La seconda volta, golpe de remo.
chechino-warning-inherited = Prendi il posto di { $player }, e con esso il suo avviso per non aver votato: se non voti, muori di un golpe de remo.
chechino-remo-inherited = { $player } ha preso il posto di { $from }: il primo avviso era di { $from }.
chechino-shot = { $shooter } spara a { $player }.

chechino-death-asesinato = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei stata uccisa.
           *[other] Sei stato ucciso.
        }
   *[other] { $player_gender ->
        [f] { $player } è stata assassinata.
        [m] { $player } è stato assassinato.
       *[other] Qualcuno ha assassinato { $player }.
    }
}
chechino-death-calle = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei stata uccisa per strada.
           *[other] Sei stato ucciso per strada.
        }
   *[other] { $player_gender ->
        [f] { $player } è stata assassinata per strada.
        [m] { $player } è stato assassinato per strada.
       *[other] Qualcuno ha assassinato { $player } per strada.
    }
}
chechino-death-enterrado = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta sepolta.
           *[other] Sei morto sepolto.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta sepolta.
        [m] { $player } è morto sepolto.
       *[other] { $player } ha perso la vita sottoterra.
    }
}
chechino-death-bala = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta per uno sparo notturno.
           *[other] Sei morto per uno sparo notturno.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta per uno sparo notturno.
        [m] { $player } è morto per uno sparo notturno.
       *[other] { $player } ha perso la vita per uno sparo notturno.
    }
}
chechino-death-asesinato-at = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei stata uccisa; il tuo corpo è stato trovato nella casa { $house }.
           *[other] Sei stato ucciso; il tuo corpo è stato trovato nella casa { $house }.
        }
   *[other] { $player_gender ->
        [f] { $player } è stata assassinata; il corpo è stato trovato nella casa { $house }.
        [m] { $player } è stato assassinato; il corpo è stato trovato nella casa { $house }.
       *[other] Qualcuno ha assassinato { $player }; il corpo è stato trovato nella casa { $house }.
    }
}
chechino-death-bala-at = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta per uno sparo notturno; il tuo corpo è stato trovato nella casa { $house }.
           *[other] Sei morto per uno sparo notturno; il tuo corpo è stato trovato nella casa { $house }.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta per uno sparo notturno; il corpo è stato trovato nella casa { $house }.
        [m] { $player } è morto per uno sparo notturno; il corpo è stato trovato nella casa { $house }.
       *[other] { $player } ha perso la vita per uno sparo notturno; il corpo è stato trovato nella casa { $house }.
    }
}
chechino-death-explosion = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta nell'esplosione.
           *[other] Sei morto nell'esplosione.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta nell'esplosione.
        [m] { $player } è morto nell'esplosione.
       *[other] { $player } ha perso la vita nell'esplosione.
    }
}
chechino-death-linchamiento = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei stata linciata.
           *[other] Sei stato linciato.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta linciata.
        [m] { $player } è morto linciato.
       *[other] { $player } ha perso la vita nel linciaggio.
    }
}
chechino-death-remo = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta per un golpe de remo.
           *[other] Sei morto per un golpe de remo.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta per un golpe de remo.
        [m] { $player } è morto per un golpe de remo.
       *[other] { $player } ha perso la vita per un golpe de remo.
    }
}
chechino-death-disparo = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta per lo sparo.
           *[other] Sei morto per lo sparo.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta per lo sparo.
        [m] { $player } è morto per lo sparo.
       *[other] { $player } ha perso la vita per lo sparo.
    }
}
chechino-death-found = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta; il tuo corpo è stato trovato nella casa { $house }.
           *[other] Sei morto; il tuo corpo è stato trovato nella casa { $house }.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta; il corpo è stato trovato nella casa { $house }.
        [m] { $player } è morto; il corpo è stato trovato nella casa { $house }.
       *[other] { $player } non c'è più; il corpo è stato trovato nella casa { $house }.
    }
}
chechino-death-unexplained = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta.
           *[other] Sei morto.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta.
        [m] { $player } è morto.
       *[other] { $player } ha perso la vita.
    }
}
chechino-death-amor = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei morta d'amore.
           *[other] Sei morto d'amore.
        }
   *[other] { $player_gender ->
        [f] { $player } è morta d'amore.
        [m] { $player } è morto d'amore.
       *[other] { $player } ha perso la vita per amore.
    }
}

chechino-win-pueblo = Vince il villaggio: { $players }.
chechino-win-piromanos = Vincono i Pirómanos: { $players }.
chechino-win-chechinos = Vincono i Chechinos: { $players }.
chechino-win-nobody = Nessuno è rimasto vivo: nessuno vince.

chechino-map-not-a-ship = solo una partita di chechino ha una nave da disegnare (questa partita è di { $ruleset })
chechino-map-written = La mappa della nave è in { $path }.
chechino-map-floor = piano { $floor }
chechino-map-exploded = esploso
chechino-map-role = ruolo: { $role }
chechino-map-legend-path = sentiero
chechino-map-legend-elevator = ascensore (le fermate dell'Ascensor)
chechino-map-legend-elevator-stopped = ascensore fermo (il suo Operatore è morto, o nessuno vive nella sua casa)
chechino-map-legend-dead = residente morto
chechino-map-legend-exploded = piano esploso
chechino-map-function = { $function }
chechino-map-legend-wall = muro dell'ultima notte
chechino-map-legend-marked = casa marcata dai Piromani
chechino-map-legend-blood = sangue { $player_gender ->
    [f] della Sonámbula, uccisa
   *[other] del Sonámbulo, ucciso
} per strada la notte { $night }
chechino-map-legend-footprints = impronte dell'assassino, dal sangue (notte { $night })
chechino-wall-up = Si alza un muro su { $path }.
chechino-err-two-votes-one-pm = due voti nello stesso MP, senza correggere il primo: chiedi al giocatore quale vale (un voto in un MP successivo invece cambia il precedente)
chechino-err-one-route = un percorso a notte
chechino-err-buried = { $player } è sottoterra: non può agire, solo votare
chechino-status-buried = Sottoterra: { $player }
chechino-status-gun = La pistola: { $player }
chechino-status-medkit = La cassetta di pronto soccorso: { $player }
chechino-status-warned = Ammoniti per non aver votato: { $players }
chechino-status-book = Il libro dei matrimoni della Capilla: { $players }
chechino-status-lab = Sono passati dal Laboratorio: { $players }
chechino-status-uses = Usi rimasti: tute mimetiche { $suits }, specchi { $mirrors }, scambi di insegna { $swaps }, bevute { $drinks }, trance { $trances }, arresti dei motori { $engines }
chechino-status-bullets = La pistola del Reclutado: { $count ->
    [one] resta 1 proiettile
   *[other] restano { $count } proiettili
}
chechino-err-no-message = { $player } non ha ricevuto nessun messaggio a cui rispondere
chechino-reply = Risposta al tuo messaggio: "{ $text }"
chechino-err-phase = fase sconosciuta "{ $phase }": `noche-N`, `dia-N` o `over`

## Rules, quoted from the rulebook (000_b55e80c3fd7c385d.txt).
rule-chechino-setup = "Una vez se cierre la lista de apuntados, el primer sorteo que se realizará será el de ubicación. Acto seguido, se sorteará los roles de asesino, cómplice, pirómanos y sonámbulo." "Roles (2-2-12)"
rule-chechino-mapa = "Cada jugador estará ubicado en una casa del mapa. Cada casa está dotada de una función especial." "Esto es público y se mostrará al inicio de la partida."
rule-chechino-habilidades = "Se sortearán cada noche entre los chustapueblerinos vivos." "Si no quedan Pirómanos, no se sortea el Bombero. Si no quedan Chechinos, no se sortean Bloqueadores ni Insomne."
rule-chechino-obstructor = "En el caso de que cualquier jugador se encuentre con uno de los muros del obstructor, acabará allí su recorrido. El obstructor sabrá cuantas personas chocan en cada muro, pero no sus identidades. Los obstruidos sabrán que lo fueron, pero no en qué punto."
rule-chechino-insomne = "Sabrá quién pasa por el camino y el sentido de su marcha, pero no sus intenciones."
rule-chechino-sonambulo = "si en alguno de sus recorridos se encuentra con el Asesino antes de que mate, éste se cobrará tanto la vida del sonámbulo como la de la de la víctima original." "Si el Asesino y el Sonámbulo no se encuentran pero da la casualidad de que ambos visitan a la misma persona, el Asesino matará a ambos en la casa de la víctima inicial."
rule-chechino-complice = "En un primer turno las secuestra y las entierra en un lugar secreto, en el segundo se queda descansando mientras su víctima perece. … Su única oportunidad de salvarse es conseguir que se linche al Cómplice (o que por alguna razón éste decida desenterrarla)."
rule-chechino-asesino = "Si consigue alcanzar la casa de la víctima sin mayor contratiempo, se cobrará su vida."
rule-chechino-reclutado = "En caso de que Asesino y Cómplice mueran, se le proporcionará una pistola con dos balas para el resto de la partida."
rule-chechino-bombero = "no sólo evitará que los pirómanos la marquen esa noche, sino que la limpiará si estaba marcada de una noche anterior. El bombero desconocerá este hecho, pero los pirómanos recibirán un MP informativo."
rule-chechino-piromanos = "Cuando todas las casas de jugadores vivos de una misma planta estén marcadas, éstas saltarán por los aíres … Las casas de los pirómanos se considerarán siempre marcada a efectos del juego, pero nunca explotarán."
rule-chechino-votes = "El voto de los vivos vale 2 puntos. El voto de los muertos vale 1 punto. … Si se produce un empate, el jugador que interpreta el papel de Capitán en el “Puente de mando” será el encargado de decidir quién se va al hoyo."
rule-chechino-remo = "Si alguien no vota estando vivo no pasa nada, se le da un aviso. Sin embargo, la segunda vez que no vote se le aplicará golpe de remo; es decir, morirá al final del linchamiento."
rule-chechino-win = "El Pueblo gana cuando se deshace de Asesino, Cómplice y Pirómanos. Los Pirómanos ganan cuando el resto de jugadores mueren. Los Chechinos ganan cuando el resto de jugadores mueren o si el Asesino/Cómplice queda vivo junto a un pueblerino."
rule-chechino-armeria = "Cualquiera que pase por la armería puede tomar prestada la pistola y entregársela al jugador que desee … El receptor final podrá disparar a cualquier jugador durante el turno de día, de modo que lo matará justo cuando acabe el linchamiento."
rule-chechino-ascensor = "el operador sí conocerá en qué parada entraron y se bajaron sus ocupantes."
rule-chechino-barracones = "Hay sitio para un único jugador en el barracón, aparte del propio vago y un posible sonámbulo … Obviamente, el vago conocerá la identidad del jugador que allí se aloje."
rule-chechino-cantina = "Dos veces por partida, el cocinero puede emborrachar al jugador que desee y anular su voto durante el turno de día, incluso si ya paró los motores el mecánico."
rule-chechino-capilla = "Cuando haya dos nombres escritos, esos jugadores quedarán enamorados, de modo que si uno muere el otro lo seguirá a la tumba. Tampoco podrán dañarse ni votarse entre sí mientras permanezcan enamorados."
rule-chechino-cruce-sombrio = "si asesino o cómplice visitan la casa de A, encontrarán en ella a B (incluso sí B es obstructor, pirómano o fue a dormir al barracón). Si el pirómano marca esa noche la casa de B, realmente habrá marcado la de A."
rule-chechino-enfermeria = "El botiquín protege contra asesinatos, pistola y explosiones, pero nada podrá hacer contra linchamientos o muerte por amor."
rule-chechino-laboratorio = "Cuando asesino o cómplice entren en el laboratorio podrán pedir al Master el listado de todos los jugadores que hayan pasado por aquí y, una vez por partida, reclutar a uno de ellos"
rule-chechino-lavanderia = "Vestir dicho traje lo hará indetectable para los insomnes. El mozo sabrá cuándo le roban los trajes, pero no quién."
rule-chechino-morgue = "Cualquier jugador puede utilizar la morgue para activar desde ella la ubicación perteneciente a un jugador muerto. La Morgue puede usarse cuantas veces se desee mientras el enterrador siga vivo"
rule-chechino-motores = "Desde ese momento la votación quedará congelada, de modo que sólo se tendrán en cuenta los votos que se hubieran emitido antes del parón."
rule-chechino-observatorio = "Dos veces por partida el místico podrá enviar un mensaje a cualquier jugador muerto a través del Master."
rule-chechino-radio = "Cualquier jugador puede utilizar la radio para enviar a través del Master un MP anónimo al jugador vivo que él desee. … El locutor sabrá el destinatario final del mensaje original, pero no los contenidos."
rule-chechino-sala-de-control = "Cuando una planta se encuentre a sólo una marca de explotar bajo el ataque de los pirómanos, las alarmas saltarán y la información se hará pública"
rule-chechino-servicios = "cualquier insomne que observe a A creerá estar viendo a B, y viceversa."
chechino-err-give-dead = { $player_gender ->
    [f] { $player } è morta: la pistola, la cassetta di pronto soccorso o un nome nel libro vanno ai vivi
    [m] { $player } è morto: la pistola, la cassetta di pronto soccorso o un nome nel libro vanno ai vivi
   *[other] { $player } non è più in vita: la pistola, la cassetta di pronto soccorso o un nome nel libro vanno ai vivi
}
chechino-err-too-many = troppi ordini `{ $verb }`: se ne permettono { $count }
chechino-err-stop-no-time = i motori si fermano all'ora del MP: aggiungi una riga `inviato:`
chechino-err-route-end-stop = il percorso deve finire in una casa, non alla fermata dell'ascensore { $place }
chechino-walk-cancelled = Perciò il tuo percorso e i tuoi ordini di stanotte sono nulli.
chechino-street-attack = L'assassino ha attaccato { $player } per strada, in { $place }.
chechino-street-attack-survived = { $player_gender ->
    [f] Per strada hai attaccato { $player }, che è sopravvissuta.
    [m] Per strada hai attaccato { $player }, che è sopravvissuto.
   *[other] Per strada hai attaccato { $player }, che ha salvato la pelle.
}
chechino-attack = L'assassino ha attaccato { $player } nella casa { $house }.
chechino-attack-survived = { $player_gender ->
    [f] Hai attaccato { $player } nella casa { $house }, ma è sopravvissuta.
    [m] Hai attaccato { $player } nella casa { $house }, ma è sopravvissuto.
   *[other] Hai attaccato { $player } nella casa { $house }, ma ha salvato la pelle.
}
chechino-house-closed = La casa { $house } non ha funzionato: { $owner_gender ->
    [f] la sua padrona è morta
   *[other] il suo padrone è morto
} stanotte.
chechino-barracks-closed = Le baracche erano chiuse: il Vago è morto stanotte. Hai dormito a casa.
rule-chechino-owner-alive = "Salvo que se especifique lo contrario, las ubicaciones sólo podrán ser activadas mientras sus residentes estén vivos."
chechino-elevator-stopped = L'ascensore non ha funzionato: il suo Operatore è morto stanotte. Il tuo percorso è finito in { $place }.

## Moduli degli MP (adjudicate forms)
chechino-form-living = un giocatore vivo
chechino-form-dead = un giocatore morto
chechino-form-player = un giocatore
chechino-form-victim = un giocatore vivo la cui casa sia sul tuo percorso
chechino-form-receiver = chi lo riceve (un giocatore vivo)
chechino-form-recruit = un giocatore vivo che sia passato per il laboratorio
chechino-form-house = una casa
chechino-form-next-house = la casa dall'altra parte del sentiero
chechino-form-words = il tuo testo, al massimo 20 parole
chechino-form-route-paths = le case separate da trattini; sentieri che partono da casa tua: { $paths }
chechino-form-route-paths-two = le case separate da trattini; sentieri che partono da casa tua e da quella del tuo Cómplice: { $paths }
chechino-form-first-wall = un sentiero (sentieri: { $paths })
chechino-form-second-wall = un altro sentiero, senza nessuna casa in comune con il primo
chechino-form-route = Il tuo percorso di stanotte: esci da casa tua ({ $home }), non passare due volte per la stessa casa e finisci a casa tua o nei Barracones ({ $barracks }). Un percorso per notte.
chechino-form-route-no-barracks = Il tuo percorso di stanotte: esci da casa tua ({ $home }), non passare due volte per la stessa casa e torna a casa tua. Un percorso per notte.
chechino-form-route-killer = Il tuo percorso di stanotte: esci da casa tua ({ $home }) e non passare due volte per la stessa casa; non devi per forza tornare. Un percorso per notte.
chechino-form-route-killer-two = Il tuo percorso di stanotte: esci da casa tua ({ $home }) o da quella del tuo Cómplice ({ $other }) e non passare due volte per la stessa casa; non devi per forza tornare. Un percorso per notte.
chechino-form-route-sonambulo = La tua passeggiata nel sonno: esci da casa tua ({ $home }) e visita fino a 3 case diverse, senza passare due volte per la stessa; dormi nell'ultima, occupata o no.
chechino-form-kill = Uccidi un giocatore: la sua casa deve essere sul tuo percorso. Una vittima per notte.
chechino-form-kill-bullet = Spara a un giocatore con la tua pistola (ti restano { $left } proiettili): la sua casa deve essere sul tuo percorso. Un proiettile per notte.
chechino-form-kidnap = Rapisci un giocatore la cui casa sia sul tuo percorso: resta sepolto e bloccato, e muore la notte seguente, mentre tu riposi.
chechino-form-unbury = Dissotterra la tua vittima: è libera e non muore.
chechino-form-water = Annaffia una casa del tuo percorso che non sia la tua: i piromani non potranno marcarla stanotte, e se era marcata, il segno si cancella.
chechino-form-wall = Metti due muri su due sentieri senza nessuna casa in comune, prima che chiunque si muova: chi sbatte contro un muro finisce lì il suo percorso. Saprai quanti sbattono contro ogni muro.
chechino-form-watch = Sorveglia per tutta la notte uno dei sentieri che partono da casa tua ({ $home }): saprai chi passa e in che direzione.
chechino-form-mark = Marca una casa. C'è un solo segno per notte tra i due piromani: conta quello dell'MP inviato per primo. Quando tutte le case di giocatori vivi di un piano sono marcate, il piano salta in aria.
chechino-form-swap = Scambia i cartelli di due case stanotte (te ne restano { $left } su 2 per partita): chi va a uccidere o rapire in una troverà chi abita nell'altra, e il segno di un piromane su una cade sull'altra.
chechino-form-use-armeria = Armería ({ $house }), sul tuo percorso: prendi la pistola da un solo colpo, se c'è ancora, e dalla a un giocatore vivo; potrà sparare durante il giorno. Una funzione per percorso.
chechino-form-use-enfermeria = Enfermería ({ $house }), sul tuo percorso: prendi il kit di pronto soccorso da un uso, se c'è ancora, e dallo a un giocatore vivo; lo protegge da omicidi, pistola ed esplosioni. Una funzione per percorso.
chechino-form-use-capilla = Capilla ({ $house }), sul tuo percorso: scrivi il nome di un giocatore vivo nel libro dei matrimoni; i due nomi più recenti restano innamorati. Una funzione per percorso.
chechino-form-use-lab-list = Laboratorio ({ $house }), sul tuo percorso: chiedi l'elenco di tutti quelli che sono passati per il laboratorio. Una funzione per percorso.
chechino-form-use-lab-recruit = Laboratorio ({ $house }), sul tuo percorso: recluta nella tua squadra uno di quelli che sono passati per il laboratorio (una volta per partita). Una funzione per percorso.
chechino-form-use-lavanderia = Lavandería ({ $house }), sul tuo percorso: indossa una tuta mimetica, se ne resta una delle due; gli insonni non ti vedranno nel resto del percorso. Una funzione per percorso.
chechino-form-use-servicios = Servicios ({ $house }), sul tuo percorso: ruba uno specchio, se ne resta uno dei due, per riflettere due giocatori stanotte: l'insonne che vede l'uno crederà di vedere l'altro. Una funzione per percorso.
chechino-form-use-radio = Radio ({ $house }), sul tuo percorso: manda un MP anonimo a un giocatore vivo (al massimo 20 parole); potrà risponderti. Una funzione per percorso.
chechino-form-use-morgue = Morgue ({ $at }), sul tuo percorso: attiva da lì la casa { $house }, { $function }, { $player_gender ->
    [f] la cui padrona è morta
   *[other] il cui padrone è morto
}; ciò che è già stato usato resta usato. Una funzione per percorso.
chechino-form-message = { $me_gender ->
    [f] Mística
   *[other] Místico
}: manda un messaggio a un giocatore morto tramite il master (al massimo 20 parole; te ne restano { $left } su 2 per partita). Potrà risponderti.
chechino-form-reply = Rispondi al messaggio che hai ricevuto (al massimo 20 parole), o non mandare nulla.
chechino-form-vote = Vota un giocatore vivo; il tuo voto vale { $weight ->
    [one] 1 punto
   *[other] { $weight } punti
    }.
chechino-form-vote-lover = Vota un giocatore vivo; il tuo voto vale { $weight ->
    [one] 1 punto
   *[other] { $weight } punti
    }. Non puoi votare { $lover }: gli innamorati non possono votarsi tra loro.
chechino-form-tiebreak = { $me_gender ->
    [f] Capitana
   *[other] Capitán
}: se la votazione finisce in parità, scegli chi dei pari merito viene linciato.
chechino-form-drunk = { $me_gender ->
    [f] Cocinera
   *[other] Cocinero
}: fai ubriacare un giocatore e annulla il suo voto di oggi, anche se i motori sono già fermi (te ne restano { $left } su 2 per partita). Mandalo prima che finisca il giorno.
chechino-form-stop = { $me_gender ->
    [f] Mecánica
   *[other] Mecánico
}: ferma in segreto i motori (una volta per partita); contano solo i voti dati prima. Il tuo MP deve avere la data e l'ora di invio (l'intestazione del forum, per esempio «Inviato il: …»): da quel momento la votazione resta congelata.
chechino-form-shoot = Spara con la pistola dell'Armería a un giocatore vivo: morirà appena finito il linciaggio, e tutti sapranno chi ha sparato.
chechino-book-empty = Il libro dei matrimoni era bianco.

## L'MP di ruolo: la casa del giocatore e cosa gli permette la sua funzione.
chechino-your-house = Vivi nella casa { $house }: { $function }, piano { $floor }.
chechino-help-vote = Ogni giorno voti (`votar NOME`): il tuo voto vale 2 punti finché vivi e 1 dopo la tua morte. Se non voti mentre sei in vita ricevi un avviso; la seconda volta, golpe de remo.
chechino-own-armeria = La tua casa custodisce la pistola da un solo colpo: chi ci passa può prenderla e darla a un giocatore vivo, che spara di giorno. Saprai chi l'ha presa, ma non a chi l'ha data. La tua casa non ti dà ordini.
chechino-own-ascensor = Chiunque può salire sul tuo ascensore per cambiare piano con un salto, senza spendere la sua funzione e senza che gli insonni lo vedano. Saprai a quale fermata è salito e sceso ogni passeggero, ma non chi era. Se muori, l'ascensore si ferma.
chechino-own-barracones = Chi percorre la mappa di notte può finire il percorso nelle tue baracche invece di tornare a casa: c'è un letto, oltre al tuo e a quello di un eventuale Sonámbulo. Saprai chi ci ha dormito. Se i Pirómanos fanno saltare le baracche, muoiono tutti quelli che ci dormono. Se muori, le baracche chiudono.
chechino-own-cantina = Due volte per partita ({ $left ->
    [0] non te ne resta nessuna
    [one] te ne resta 1
   *[other] te ne restano { $left }
}) puoi mandare di giorno `emborrachar NOME`: i voti di quel giocatore non contano quel giorno, anche se il Mecánico ha già fermato i motori. Mandalo prima che finisca il giorno.
chechino-own-capilla = Chi passa per la tua cappella può scrivere un nome nel libro dei matrimoni; i due nomi più recenti restano innamorati: se uno muore, l'altro lo segue nella tomba, e non possono farsi del male né votarsi tra loro. Saprai ogni cambiamento del libro, ma non chi l'ha scritto. La tua casa non ti dà ordini.
chechino-own-cruce-sombrio = Due volte per partita ({ $left ->
    [0] non te ne resta nessuna
    [one] te ne resta 1
   *[other] te ne restano { $left }
}) puoi mandare di notte `cambiar X Y`: scambi i cartelli delle case X e Y; chi va a uccidere o rapire in una troverà chi abita nell'altra, e il segno di un Pirómano su una cade sull'altra.
chechino-own-enfermeria = La tua casa custodisce un kit di pronto soccorso da un uso: chi ci passa può prenderlo e darlo a un giocatore vivo; protegge da omicidi, pistola ed esplosioni, non dal linciaggio né dalla morte per amore. Saprai chi l'ha preso, ma non a chi l'ha dato. La tua casa non ti dà ordini.
chechino-own-laboratorio = Nel tuo laboratorio l'Asesino o il Cómplice possono chiedere l'elenco di chi ci è passato e, una volta per partita, reclutarne uno. Il laboratorio funziona anche se muori, e saprai, anche dopo la tua morte, la notte in cui avviene il reclutamento, ma non chi è stato reclutato. La tua casa non ti dà ordini.
chechino-own-lavanderia = Nella tua lavanderia ci sono due tute mimetiche ({ $left ->
    [0] non ne resta nessuna
    [one] ne resta 1
   *[other] ne restano { $left }
}): chi passa può indossarne una e gli insonni non lo vedranno nel resto del percorso. Saprai quando rubano una tuta, ma non chi. La tua casa non ti dà ordini.
chechino-own-morgue = Finché vivi, chi passa per la tua morgue può attivare da lì la casa di un giocatore morto (`usar { $house } CASA …`); ciò che è già stato usato resta usato. La tua casa non ti dà ordini.
chechino-own-motores = { $left ->
    [0] I motori si sono già fermati una volta: non puoi fermarli di nuovo.
   *[other] Una volta per partita puoi mandare di giorno `parar`: i motori si fermano in segreto e la votazione resta congelata dall'ora del tuo MP; contano solo i voti inviati prima. Il tuo MP deve avere la data e l'ora di invio (l'intestazione del forum, per esempio «Inviato il: …»); senza, non si sa da quando e il master non lo accetta.
}
chechino-own-observatorio = Due volte per partita ({ $left ->
    [0] non te ne resta nessuna
    [one] te ne resta 1
   *[other] te ne restano { $left }
}), di giorno o di notte, puoi mandare `mensaje NOME testo` a un giocatore morto tramite il master (al massimo 20 parole); potrà risponderti nella fase seguente.
chechino-own-puente-de-mando = Finché vivi, il tuo voto vale 3 punti. Se la votazione finisce in parità decidi tu: manda di giorno `desempatar NOME` con uno dei pari merito (puoi mandarlo insieme al voto, per sicurezza).
chechino-own-radio = Chi passa per la tua radio può mandare un MP anonimo di al massimo 20 parole a un giocatore vivo, che potrà rispondere. Saprai a chi è stato mandato ogni messaggio, ma non cosa diceva. Se muori, la radio tace. La tua casa non ti dà ordini.
chechino-own-sala-de-control = Finché vivi, quando un piano è a un segno dall'esplodere scattano gli allarmi della tua sala e tutti lo sapranno, ma non quale piano. La tua casa non ti dà ordini.
chechino-own-servicios = Nei tuoi bagni ci sono due specchi ({ $left ->
    [0] non ne resta nessuno
    [one] ne resta 1
   *[other] ne restano { $left }
}): chi passa può rubarne uno per riflettere due giocatori quella notte; l'insonne che vede l'uno crederà di vedere l'altro. La tua casa non ti dà ordini.

## L'MP di un sostituto (sostituisci).
chechino-substitute = Prendi il posto di { $player } con tutto ciò che sapeva: il ruolo, la casa, la squadra e ciò che resta da fare.
chechino-gun-held = Hai la pistola dell'Armería: puoi sparare di giorno (`disparar NOME`).
chechino-medkit-held = Hai il kit di pronto soccorso dell'Enfermería: ti protegge una volta da omicidi, pistola ed esplosioni.
chechino-bullets-left = La tua pistola da Reclutado: { $left ->
    [0] non ti resta nessun proiettile
    [one] ti resta 1 proiettile
   *[other] ti restano { $left } proiettili
}, uno per notte (`matar NOME`).
chechino-may-answer = Nella fase precedente ti hanno mandato un messaggio: puoi rispondere in questa (`responder testo`, al massimo 20 parole).
chechino-your-vote-drunk = { $me_gender ->
    [f] Eri ubriaca: la Cantina ha annullato i tuoi voti di oggi, e il tuo voto per { $player } non conta.
    [m] Eri ubriaco: la Cantina ha annullato i tuoi voti di oggi, e il tuo voto per { $player } non conta.
   *[other] L'alcol della Cantina ha annullato i tuoi voti di oggi: il tuo voto per { $player } non conta.
}
chechino-your-vote-frozen = Il tuo voto a { $player } non conta.
chechino-your-vote-frozen-earlier = Il tuo voto a { $player } non conta; conta ancora quello che hai mandato prima, a { $earlier }.
chechino-dead-may = Dalla tomba continui a votare ogni giorno (`votar NOME`), e il tuo voto vale 1 punto; se il Místico ti manda un messaggio, puoi rispondergli (`responder testo`). Di notte non agisci più, e ora puoi raccontare nel thread ciò che vuoi.
chechino-dead-house = La tua casa { $house } si può ancora usare dalla Morgue finché l'Enterrador è vivo, e riceverai ciò che vi si vede come se fossi ancora in vita.
chechino-gun-buried = Hai la pistola dell'Armería, ma da sottoterra non puoi usarla: potrai farlo solo se ti dissotterrano.
chechino-recruit-armed-buried = Asesino e Cómplice sono morti: ricevi una pistola con due proiettili, ma da sottoterra non puoi usarla: potrai farlo solo se ti dissotterrano.
chechino-elevator-public-empty = L'ascensore (casa { $house }) non funziona: nessuno abita in quella casa. Le sue fermate:
chechino-empty-house = La casa { $house } è vuota: { $function }, piano { $floor }. Sentieri verso: { $paths }.
chechino-elevator-public = L'ascensore (casa { $house }) porta da una fermata all'altra con un solo salto, finché il suo Operador è vivo:
chechino-elevator-stop = Fermata { $stop }, piano { $floor }: sentieri verso { $houses }; ascensore verso { $stops }.
chechino-your-warning = Non hai votato: è il tuo primo avviso. Se da vivo non voti un'altra volta, morirai di un golpe de remo alla fine del linciaggio.
chechino-help-usar = Con `usar CASA …` attivi la funzione di una casa del tuo percorso (una per percorso): Armería o Enfermería `usar CASA NOME` (chi riceve la pistola o il kit), Capilla `usar CASA NOME` (il nome che scrivi), Lavandería `usar CASA` (una tuta), Servicios `usar CASA NOME NOME` (lo specchio), Radio `usar CASA NOME testo`, Morgue `usar CASA ALTRA …` (la casa di un morto); nel Laboratorio, l'Asesino e il Cómplice, `usar CASA` (l'elenco) o `usar CASA reclutar NOME`.
chechino-your-buried-victim = La tua vittima sepolta è { $player }: muore la notte dopo il rapimento, mentre riposi, a meno che tu non la liberi con `desenterrar`.
chechino-you-may-answer = Puoi rispondere nella fase seguente (`responder testo`, al massimo 20 parole), oppure no.
chechino-trance-sent = In trance, hai mandato a { $player } il tuo messaggio: "{ $text }" ({ $left ->
    [0] non te ne resta nessuno
    [one] te ne resta 1
   *[other] te ne restano { $left }
}). Potrà risponderti nella fase seguente.
chechino-radio-you-sent = Hai mandato via radio a { $player } un MP anonimo: "{ $text }". Se risponde, riceverai la risposta nella fase seguente.
chechino-void-lovers-secret = { $voter } e { $target } sono innamorati, e gli innamorati non possono votarsi tra loro
chechino-void-cantina-secret = la Cantina ha annullato il voto di { $voter }
chechino-err-mark-third-person = «{ $verb } { $player }» dice chi marca stanotte, non quale casa marchi: per marcare la sua casa, scrivi `marcar la casa de { $player }`
