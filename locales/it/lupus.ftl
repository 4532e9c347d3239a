# lupus: il set aperto italiano. Italiano.

lupus-role-postino = { $gender ->
    [f] Postina
    [m] Postino
   *[other] Postino
}
lupus-role-veggente = Veggente
lupus-role-veggente-gufato = { $gender ->
    [f] Veggente gufata
    [m] Veggente gufato
   *[other] Veggente gufato
}
lupus-role-medium = Medium
lupus-role-medium-cieco = { $gender ->
    [f] Medium cieca
    [m] Medium cieco
   *[other] Medium cieco
}
lupus-role-domatore-di-orsi = { $gender ->
    [f] Domatrice di orsi
    [m] Domatore di orsi
   *[other] Domatore di orsi
}
lupus-role-volpe = Volpe
lupus-role-ammaestratore = { $gender ->
    [f] Ammaestratrice
    [m] Ammaestratore
   *[other] Ammaestratore
}
lupus-role-guardiano-della-notte = { $gender ->
    [f] Guardiana della notte
    [m] Guardiano della notte
   *[other] Guardiano della notte
}
lupus-role-guardia-gemella = Guardia gemella
lupus-role-unicorno = Unicorno
lupus-role-mago-giratempo = { $gender ->
    [f] Maga giratempo
    [m] Mago giratempo
   *[other] Mago giratempo
}
lupus-role-cuoredoro = Cuoredoro
lupus-role-mugnaio = { $gender ->
    [f] Mugnaia
    [m] Mugnaio
   *[other] Mugnaio
}
lupus-role-doppia-faccia = Doppia faccia
lupus-role-contadino-semplice = { $gender ->
    [f] Contadina semplice
    [m] Contadino semplice
   *[other] Contadino semplice
}
lupus-role-indemoniato = { $gender ->
    [f] Indemoniata
    [m] Indemoniato
   *[other] Indemoniato
}
lupus-role-lupo-demonio = Lupo demonio
lupus-role-lupo-spelacchiato = Lupo spelacchiato
lupus-role-giovane-lupo = Giovane lupo
lupus-role-lupo-mannaro = Lupo mannaro
lupus-role-marionettista = Marionettista
lupus-role-narcisista = Narcisista
lupus-role-bucaniere = Bucaniere
lupus-role-galeotto = { $gender ->
    [f] Galeotta
    [m] Galeotto
   *[other] Galeotto
}
lupus-role-scommettitrice = Scommettitrice

lupus-innocente = INNOCENTE
lupus-losco = LOSCO
lupus-bet-night = stanotte
lupus-bet-day = al rogo di domani
lupus-phase-notte = Notte { $n }
lupus-phase-giorno = Giorno { $n }

lupus-option-coordinates = le coordinate da giocare (es. 2E) invece di estrarle
lupus-option-adjacency = se per l'adiacenza la lista dei giocatori è un cerchio (wrap) o una linea (line)
lupus-option-pack-wins = quando vince il branco: quando i lupi sono tanti quanti gli altri vivi (parity), o quando non resta vivo nessun altro (all)
lupus-option-tie = un pareggio al rogo: non viene bruciato nessuno (nobody), oppure estrae il master (random)
lupus-option-pack-disagreement = due lupi che indicano vittime diverse, o le gemelle giocatori diversi: rifiutato perché lo risolva il master (refuse), oppure decide il MP inviato per primo (first) o per ultimo (last)
lupus-option-unicorno-blood = il sangue che un Unicorno morto dona di notte: immortale quella notte, dal suo turno, e il giorno dopo (tonight), oppure il giorno e la notte successivi (next)
lupus-option-death-causes = come si annunciano le morti della notte: tutte «trovato morto» (hidden), oppure con la loro causa, sbranato, sensi di colpa, compagno galeotto (told)

## MP dei ruoli
lupus-setup-public = La partita comincia: { $count } giocatori, set aperto; le coordinate vengono estratte in segreto.
lupus-your-role = Il tuo ruolo: **{ $role }**.
lupus-partners = Conosci: **{ $players }**.
lupus-help-postino = Ogni notte puoi scegliere un giocatore (anche { $me_gender ->
    [f] te stessa
   *[other] te stesso
}) a cui sarà consegnato il responso del Veggente: `consegna NOME`. In quel caso il Veggente non riceve nulla.
lupus-help-veggente = Ogni notte indaghi su un altro giocatore e scopri se è INNOCENTE o LOSCO: `indaga NOME`.
lupus-help-veggente-gufato = Ogni notte indaghi su un altro giocatore (`indaga NOME`), oppure in alternativa mandi il responso con un gufo a un secondo giocatore: `gufo NOME DESTINATARIO`.
lupus-help-medium = Dalla seconda notte scopri se il giocatore bruciato all'ultimo rogo era un LUPO.
lupus-help-medium-cieco = Dalla seconda notte scegli un altro giocatore, che scoprirà se il giocatore bruciato all'ultimo rogo era un LUPO: `comunica NOME`.
lupus-help-domatore-di-orsi = Dalla seconda notte, alla fine della notte, scopri se il tuo orso è irrequieto: un LUPO accanto a te nella lista.
lupus-help-volpe = Dalla seconda notte puoi annusare tre giocatori adiacenti (senza includere te): `annusa A B C`. Se tutti e tre sono INNOCENTI perdi il potere.
lupus-help-ammaestratore = Una sola volta, dalla seconda notte, scegli tu la vittima dei lupi: `ammaestra NOME`. Se scegli un LUPO, quella notte non c'è sbrano.
lupus-help-guardiano-della-notte = Dalla seconda notte proteggi un altro giocatore da qualsiasi morte o conversione per quella notte: `proteggi NOME`; mai lo stesso giocatore per due notti di fila.
lupus-help-guardia-gemella = Dalla seconda notte le gemelle proteggono un altro giocatore dallo sbrano dei lupi: `proteggi NOME`; mai lo stesso giocatore per due notti di fila.
lupus-help-unicorno = Se muori, puoi donare il tuo sangue a un altro giocatore, che sarà immortale per il giorno e la notte successivi: `dona NOME`.
lupus-help-mago-giratempo = Una sola volta, dalla seconda notte, puoi riportare in vita un giocatore morto durante il giorno o la notte precedenti: `resuscita NOME`.
lupus-help-cuoredoro = { $me_gender ->
    [f] Sei una Contadina semplice.
   *[other] Sei un Contadino semplice.
}
lupus-help-mugnaio = Dalla seconda notte, alla fine della notte, scopri se accanto a te nella lista c'è un Contadino semplice.
lupus-help-doppia-faccia = { $me_gender ->
    [f] Sei una Contadina semplice.
   *[other] Sei un Contadino semplice.
}
lupus-help-contadino-semplice = Non hai poteri: trova i lupi e mandali al rogo.
lupus-help-indemoniato = { $me_gender ->
    [f] Sei umana ma stai dalla parte dei lupi, senza conoscerli.
   *[other] Sei umano ma stai dalla parte dei lupi, senza conoscerli.
}
lupus-help-lupo-demonio = Sei un lupo: dalla seconda notte il branco sceglie insieme una vittima: `sbrana NOME`{ $giovane ->
    [no] {""}
   *[yes] ; la notte dopo che un Giovane lupo è stato bruciato al rogo, due: `sbrana NOME NOME`
}. Di giorno, dal secondo giorno, fai il nome di un altro giocatore entro la chiusura del rogo: `nomina NOME`; se muori, quel giocatore diventa un Indemoniato.
lupus-help-lupo-spelacchiato = Sei un lupo che alle indagini appare INNOCENTE. Dalla seconda notte il branco sceglie insieme una vittima: `sbrana NOME`{ $giovane ->
    [no] {""}
   *[yes] ; la notte dopo che un Giovane lupo è stato bruciato al rogo, due: `sbrana NOME NOME`
}.
lupus-help-giovane-lupo = Sei un lupo ma non puoi sbranare: puoi indicare la vittima del branco (`sbrana NOME`) e sbrana un altro lupo; se sei l'unico lupo rimasto in vita, nessuno viene sbranato. Se { $me_gender ->
    [f] vieni bruciata
   *[other] vieni bruciato
} al rogo, quella notte il branco sbrana una vittima in più.
lupus-help-lupo-mannaro = Dalla seconda notte il branco sceglie insieme una vittima: `sbrana NOME`{ $giovane ->
    [no] {""}
   *[yes] ; la notte dopo che un Giovane lupo è stato bruciato al rogo, due: `sbrana NOME NOME`
}.
lupus-help-marionettista = Dalla seconda notte scegli due giocatori: il primo usa il suo potere notturno sul secondo: `controlla A B`; il primo sa di essere stato controllato (non da chi) e tu scopri il suo ruolo esatto; mai lo stesso primo giocatore per due notti di fila. Se a fine partita sei ancora in vita vinci con chiunque vinca, purché il VILLAGGIO abbia perso.
lupus-help-narcisista = Vinci, con la fazione vincitrice, solo se { $me_gender ->
    [f] vieni bruciata
   *[other] vieni bruciato
} al rogo; chi ha dato il voto decisivo morirà di sensi di colpa la notte dopo.
lupus-help-bucaniere = Solo la seconda notte scegli tre giocatori (non { $me_gender ->
    [f] te stessa
   *[other] te stesso
}): `scegli A B C`. La prima volta che ciascuno di loro è il bersaglio di un potere notturno (lo sbrano compreso), lo subisci tu al suo posto, senza che chi l'ha usato lo sappia. Se a fine partita sei ancora in vita, vinci solo tu.
lupus-help-galeotto = Tra te e { $partner_gender ->
    [f] la tua compagna
   *[other] il tuo compagno
} c'è FIDUCIA e apparite INNOCENTI. Se siete vivi entrambi a fine partita, rubate la vittoria; se uno dei due muore, muore anche l'altro. Dalla seconda notte puoi { $partner_gender ->
    [f] tradirla
   *[other] tradirlo
}, per sempre: `tradisci`; diventi immune al morso e appari LOSCO, e vinci con i vincitori solo se { $partner_gender ->
    [f] la tua compagna muore
   *[other] il tuo compagno muore
}.
lupus-help-scommettitrice = Ogni notte puoi scommettere su chi muore stanotte o al rogo di domani: `scommetti NOME notte|giorno`; mai due volte di fila sullo stesso evento. Ogni scommessa vinta vale 1 punto: con 3 punti vinci subito da sola, e se sei viva a fine partita con almeno 1 punto vinci da sola. Se predici la tua morte notturna, sopravvivi.
lupus-help-vote-is-day = i voti si mandano di giorno, prima della chiusura del rogo
lupus-help-night-is-night = questo potere si usa di notte
lupus-help-coordinates = le coordinate sono una colonna, 1 o 2, e una riga da A a E, es. 2E
lupus-help-gift = può farlo solo un Unicorno morto che non ha ancora donato il suo sangue
lupus-help-same-protection = stanotte scegli un altro giocatore
lupus-help-pack-disagrees = il branco sceglie una sola vittima: il master chiede ai lupi e tiene un solo ordine `sbrana` (oppure decide l'opzione pack_disagreement=first|last)
lupus-help-twins-disagree = { $first_gender ->
    [f] { $other_gender ->
        [f] le gemelle scelgono insieme: il master chiede a entrambe e tiene un solo ordine `proteggi` (oppure decide l'opzione pack_disagreement=first|last)
       *[other] i gemelli scelgono insieme: il master chiede a entrambi e tiene un solo ordine `proteggi` (oppure decide l'opzione pack_disagreement=first|last)
    }
   *[other] i gemelli scelgono insieme: il master chiede a entrambi e tiene un solo ordine `proteggi` (oppure decide l'opzione pack_disagreement=first|last)
}

## Notte
lupus-bucaniere-chose = Hai scelto { $players }.
lupus-bucaniere-takes = Il Bucaniere prende il posto di { $target } come bersaglio del potere di { $actor }.
lupus-marionettista-learns = Controlli { $player }: il suo ruolo è **{ $role }**.
lupus-controlled = { $me_gender ->
    [f] Stanotte sei stata controllata: un altro giocatore ha scelto su chi hai usato il tuo potere notturno.
    [m] Stanotte sei stato controllato: un altro giocatore ha scelto su chi hai usato il tuo potere notturno.
   *[other] Stanotte qualcuno ha preso il controllo del tuo potere notturno e ha deciso su chi usarlo.
}
lupus-controlled-unused = { $me_gender ->
    [f] Stanotte sei stata controllata, ma il tuo potere, che si usa una volta sola, non è stato usato: nessuno ha scelto per te.
    [m] Stanotte sei stato controllato, ma il tuo potere, che si usa una volta sola, non è stato usato: nessuno ha scelto per te.
   *[other] Stanotte qualcuno ha preso il controllo del tuo potere notturno, ma il tuo potere, che si usa una volta sola, non è stato usato: nessuno ha scelto per te.
}
lupus-betrayed = { $partner_gender ->
    [f] Hai tradito la tua compagna.
   *[other] Hai tradito il tuo compagno.
}
lupus-bet-placed = Scommetti che { $player } muore { $when }.
lupus-bet-won = La tua scommessa su { $player } vince un punto.
lupus-bet-own-death = Hai previsto la tua stessa morte di stanotte: sopravvivi, e vinci un punto.
lupus-postino-delivers = Il responso del Veggente va a { $player }.
lupus-answer = { $player } è **{ $aura }**.
lupus-answer-delivered = Ti arriva un messaggio: { $player } è **{ $aura }**.
lupus-no-answer = Nessun responso su { $player }.
lupus-owl-sent = Il tuo gufo è volato da { $player }.
lupus-medium-wolf = { $player_gender ->
    [f] La giocatrice bruciata al rogo, { $player }, era un **LUPO**.
    [m] Il giocatore bruciato al rogo, { $player }, era un **LUPO**.
   *[other] Al rogo è finito tra le fiamme { $player }, che era un **LUPO**.
}
lupus-medium-not-wolf = { $player_gender ->
    [f] La giocatrice bruciata al rogo, { $player }, **non** era un LUPO.
    [m] Il giocatore bruciato al rogo, { $player }, **non** era un LUPO.
   *[other] Al rogo è finito tra le fiamme { $player }, che **non** era un LUPO.
}
lupus-medium-nobody = All'ultimo rogo non è stato bruciato nessuno.
lupus-orso-irrequieto = Il tuo orso è **irrequieto**.
lupus-orso-calmo = Il tuo orso è tranquillo.
lupus-mugnaio-yes = Accanto a te c'è un Contadino semplice.
lupus-mugnaio-no = Accanto a te non c'è nessun Contadino semplice.
lupus-volpe-losco = Tra { $players } c'è almeno un **LOSCO**.
lupus-volpe-innocenti = { $players } sono tutti **INNOCENTI**: perdi il tuo potere.
lupus-tamed = Hai scelto la vittima dei lupi: { $player }.
lupus-tamed-wolf = La vittima dei lupi era un LUPO: stanotte niente sbrano.
lupus-wolves-tamed = Avete sbranato contro la vostra volontà: qualcuno ha scelto la vostra vittima.
lupus-protects = Proteggi { $player }.
lupus-protection-repeat = La protezione di { $player } fallisce: lo stesso giocatore per due notti di fila.
lupus-blood-given-night-day = { $player_me ->
    [yes] Il sangue dell'Unicorno ti rende immortale per la Notte { $first } e il Giorno { $last }.
   *[other] Il sangue dell'Unicorno rende { $player } immortale per la Notte { $first } e il Giorno { $last }.
}
lupus-blood-given-day-night = { $player_me ->
    [yes] Il sangue dell'Unicorno ti rende immortale per il Giorno { $first } e la Notte { $last }.
   *[other] Il sangue dell'Unicorno rende { $player } immortale per il Giorno { $first } e la Notte { $last }.
}
lupus-unicorno-may-give = { $me_gender ->
    [f] Sei morta, ma da Unicorno puoi ancora donare il tuo sangue, una sola volta: `dona NOME`; quel giocatore sarà immortale per il giorno e la notte successivi.
    [m] Sei morto, ma da Unicorno puoi ancora donare il tuo sangue, una sola volta: `dona NOME`; quel giocatore sarà immortale per il giorno e la notte successivi.
   *[other] La morte non ti toglie il sangue dell'Unicorno: puoi ancora donarlo, una sola volta: `dona NOME`; quel giocatore sarà immortale per il giorno e la notte successivi.
}
lupus-revived = **{ $player }** torna tra i vivi.
lupus-revive-failed = La resurrezione di { $player } fallisce, e il tuo potere è consumato.
lupus-pack-bites = Il branco sbrana { $player }.
lupus-no-biter = Stanotte nessun lupo può sbranare.
lupus-choice-set-aside-first = La tua scelta ({ $yours }) non conta: l'MP di { $player } è stato inviato per primo ed è quello che decide.
lupus-choice-set-aside-last = La tua scelta ({ $yours }) non conta: l'MP di { $player } è stato inviato per ultimo ed è quello che decide.
lupus-saved-guardiano = L'attacco contro { $player } è sventato dal Guardiano della notte.
lupus-saved-gemelle = L'attacco contro { $player } è sventato dalle Guardie gemelle.
lupus-saved-unicorno = L'attacco contro { $player } fallisce: il sangue dell'Unicorno dà l'immortalità.
lupus-saved-traitor = { $player } è immune allo sbrano dei lupi.
lupus-nobody-died = Stanotte non è morto nessuno.
lupus-both-traitors = { $players } hanno tradito entrambi: il villaggio lo scopre, e vengono eliminati.

## Morti
lupus-death-sbrano = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei stata sbranata dai lupi.
           *[other] Sei stato sbranato dai lupi.
        }
   *[other] { $player_gender ->
        [f] **{ $player }** è stata trovata morta, sbranata dai lupi.
        [m] **{ $player }** è stato trovato morto, sbranato dai lupi.
       *[other] I lupi hanno sbranato **{ $player }**.
    }
}
lupus-death-rogo = { $player_me ->
    [yes] { $me_gender ->
            [f] Vieni bruciata al rogo.
           *[other] Vieni bruciato al rogo.
        }
   *[other] { $player_gender ->
        [f] **{ $player }** viene bruciata al rogo.
        [m] **{ $player }** viene bruciato al rogo.
       *[other] Il rogo consuma **{ $player }**.
    }
}
lupus-death-found = { $player_me ->
    [yes] { $me_gender ->
            [f] Sei stata trovata morta.
           *[other] Sei stato trovato morto.
        }
   *[other] { $player_gender ->
        [f] **{ $player }** è stata trovata morta.
        [m] **{ $player }** è stato trovato morto.
       *[other] **{ $player }** è morto.
    }
}
lupus-death-guilt = { $player_me ->
    [yes] Muori per i sensi di colpa.
   *[other] **{ $player }** muore per i sensi di colpa.
}
lupus-death-chain = { $player_me ->
    [yes] Muori insieme al tuo compagno galeotto.
   *[other] **{ $player }** muore insieme al suo compagno galeotto.
}
lupus-death-exposed = { $player_me ->
    [yes] { $me_gender ->
            [f] Vieni eliminata.
            [m] Vieni eliminato.
           *[other] Esci dalla partita.
        }
   *[other] { $player_gender ->
        [f] **{ $player }** viene eliminata.
        [m] **{ $player }** viene eliminato.
       *[other] **{ $player }** esce dalla partita.
    }
}
lupus-removed = { $player_me ->
    [yes] Lasci la partita.
   *[other] **{ $player }** lascia la partita.
}
lupus-converted = { $me_gender ->
    [f] Ora sei un'**Indemoniata**: giochi per il branco.
   *[other] Ora sei un **Indemoniato**: giochi per il branco.
}
lupus-conversion-exempt = { $player } non può diventare un Indemoniato.
lupus-conversion-guarded = La conversione di { $player } è impedita da una protezione.

## Giorno
lupus-nominated = Hai fatto il nome di { $player }.
lupus-count = { $player }: { $count ->
    [one] 1 voto
   *[other] { $count } voti
} ({ $voters }).
lupus-cuoredoro-vote = Il voto di { $voter } non conta (Cuoredoro).
lupus-not-voting = Non hanno votato: { $players }.
lupus-abstained = { $count ->
    [one] Astensione: { $players }.
   *[other] Astensioni: { $players }.
}
lupus-revenge-tonight = { $player_gender ->
    [f] { $player }, il Giovane lupo, è stata bruciata al rogo: per vendetta, stanotte il branco sbrana due vittime, due giocatori diversi: `sbrana NOME NOME`.
   *[other] { $player }, il Giovane lupo, è stato bruciato al rogo: per vendetta, stanotte il branco sbrana due vittime, due giocatori diversi: `sbrana NOME NOME`.
}
lupus-tie-nobody = Pareggio tra { $players }: non viene bruciato nessuno.
lupus-tie-drawn = Pareggio tra { $players }: l'estrazione manda al rogo { $player }.
lupus-nobody-burned = Non viene bruciato nessuno.
lupus-decisive-vote = { $narcissist_gender ->
    [f] { $player } ha dato il voto determinante contro la Narcisista.
    [m] { $player } ha dato il voto determinante contro il Narcisista.
   *[other] { $player } ha dato il voto determinante contro il Narcisista.
}

## Fine
lupus-win-villaggio = Vince il villaggio: { $players }.
lupus-win-branco = Vince il branco: { $players }.
lupus-win-bucaniere = Il Bucaniere ruba la vittoria: { $players }.
lupus-win-galeotti = I Galeotti rubano la vittoria: { $players }.
lupus-win-scommettitrice = La Scommettitrice vince da sola: { $players }.
lupus-final-role = { $player }: **{ $role }**.
lupus-status-coordinates = Coordinate: { $coordinates }.
lupus-status-role = { $player }: { $role }.
lupus-status-spent = Poteri già usati o persi: { $players }.
lupus-status-gift-pending = Unicorni morti che non hanno ancora donato il sangue: { $players }.
lupus-status-immortal = { $player } è immortale per il sangue dell'Unicorno.
lupus-status-nominee = Il nominato del Lupo demonio: { $player }.
lupus-status-points = { $player }: { $points ->
    [one] 1 punto
   *[other] { $points } punti
} dalle scommesse.

## Errori negli ordini
lupus-err-not-your-power = { $player } ha il ruolo { $role }, che non ha questo potere
lupus-err-from-second-night = questo potere si usa dalla seconda notte (Notte 1) in poi
lupus-err-bucaniere-night = il Bucaniere sceglie solo la seconda notte (Notte 1)
lupus-err-spent = questo potere si usa una sola volta, ed è già stato usato
lupus-err-volpe-spent = la Volpe ha perso il potere dopo aver annusato tre INNOCENTI
lupus-err-twin-alone = una guardia gemella rimasta sola ha perso il potere di protezione
lupus-err-no-gift = solo un Unicorno morto dona il suo sangue
lupus-err-nominate-day = il Lupo demonio fa il nome di un giocatore di giorno, dal secondo giorno
lupus-err-target-dead = { $player } non è più in vita
lupus-err-betray-partner = un Galeotto tradisce solo il suo compagno, e { $player } non lo è
lupus-err-not-adjacent = la Volpe annusa tre giocatori diversi, adiacenti tra loro nella lista dei vivi
lupus-err-same-protection = { $player } ha già ricevuto protezione la notte scorsa
lupus-err-revive-not-recent = la morte di { $player } non è avvenuta durante il giorno o la notte precedenti
lupus-err-owl-roles = le preposizioni di questo `gufo` non dicono quale giocatore si guarda e a quale va il gufo
lupus-help-owl-roles = chiedi `gufo` + il giocatore da guardare + `a` + quello a cui vola il gufo (`gufo Bruno a Hugo`)
lupus-err-same-control = { $player_gender ->
    [f] { $player } è già stata controllata la notte scorsa
    [m] { $player } è già stato controllato la notte scorsa
   *[other] il controllo è già caduto su { $player } la notte scorsa
}
lupus-err-three-different = servono tre giocatori diversi
lupus-err-bet-when = indica se la morte è di notte o al rogo: `notte` o `giorno`
lupus-err-same-bet = non è ammessa la stessa scommessa della notte scorsa
lupus-err-one-victim = il branco sbrana una sola vittima (due solo la notte dopo che un Giovane lupo è stato bruciato al rogo)
lupus-err-bite-wolf = { $player } è un lupo
lupus-err-pack-disagrees = { $first } e { $other } hanno mandato vittime diverse
lupus-err-giovane-alone = sei l'unico lupo rimasto in vita: un Giovane lupo non può sbranare, e nessuno sarà più sbranato
lupus-err-twins-disagree = { $first } e { $other } hanno indicato giocatori diversi da proteggere
lupus-err-coordinates = `{ $value }` non è una coordinata della tabella
lupus-err-too-few = { $count } giocatori sono troppo pochi per { $coordinates }: ne servono { $needed }
lupus-err-unknown-role = ruolo sconosciuto `{ $role }`
lupus-err-fixed = a { $player } non si può dare il ruolo { $role }: la casella { $coordinates } { $drawn ->
    [yes] estratta dal seed
   *[no] data con `--option coordinates`
} non ha più posto per quel ruolo
lupus-help-fixed = fissa meno ruoli nella lista dei giocatori, scegli una casella che li contenga con `--option coordinates=…` (es. 2E) o parti con un altro `--seed`
lupus-err-no-role = { $player } non ha un ruolo nello stato

## Regole, come le dice il regolamento
rule-lupus-setup = "quelli effettivamente in gioco vengono scelti estraendo le coordinate … Una volta distribuiti ai giocatori tutti questi ruoli, gli altri saranno contadini semplici."
rule-lupus-sbrano = Lupo mannaro: "i Lupi Mannari devono mettersi d'accordo e scegliere una vittima da far sbranare a uno di loro."
rule-lupus-rogo = Il rogo: viene bruciato il giocatore più votato ("Astensione: permessa").
rule-lupus-tie = Pareggio al rogo: il regolamento non ha una regola (opzione `tie`).
rule-lupus-win = Il villaggio vince quando non resta vivo nessun LUPO; il branco quando i lupi sono tanti quanti gli altri (opzione `pack_wins`); solitari e rubavittoria come dicono le loro schedine.
rule-lupus-postino = Postino: "può scegliere un giocatore (compreso sé stesso) a cui sarà consegnato l'esito della sondata del Veggente … il Veggente non riceverà alcun responso."
rule-lupus-veggente = Veggente: "sceglie un altro giocatore su cui indagare e scopre se è INNOCENTE oppure LOSCO."
rule-lupus-veggente-gufato = Veggente gufato: "può scegliere di mandare un gufo con il responso a un secondo giocatore."
rule-lupus-medium = Medium: "il Game Master gli comunica se il giocatore morto al rogo del giorno precedente era o meno un LUPO."
rule-lupus-medium-cieco = Medium cieco: "deve scegliere un altro giocatore, a cui il Game Master comunicherà se il giocatore morto al rogo … era o meno un LUPO."
rule-lupus-domatore = Domatore di orsi: "se dovesse ritrovarsi adiacente a un LUPO, il Game Master lo informerebbe che il suo orso è irrequieto."
rule-lupus-mugnaio = Mugnaio: "se dovesse ritrovarsi adiacente a un Contadino Semplice (esclusi i ruoli inconsapevoli), il Game Master lo informerebbe."
rule-lupus-volpe = Volpe: "annusare tre giocatori tra loro adiacenti … Se tutti e tre … sono INNOCENTI, la Volpe non potrà più usare la sua abilità."
rule-lupus-ammaestratore = Ammaestratore: "decidendo lui stesso la vittima del loro sbrano … Se il giocatore scelto dall'Ammaestratore è un LUPO, lo sbrano non avrà luogo."
rule-lupus-guardiano = Guardiano della notte: "Quel giocatore non può essere ucciso o convertito in un altro ruolo in alcun modo per quella notte."
rule-lupus-gemelle = Guardie gemelle: "Quel giocatore non può essere sbranato dai lupi … Alla morte di una delle guardie, la sopravvissuta perderà il potere."
rule-lupus-unicorno = Unicorno: "Se l'Unicorno muore per qualsiasi motivo può decidere di donare il suo sangue ad un altro giocatore. Quel giocatore sarà immortale per il giorno e la notte successiva."
rule-lupus-mago-giratempo = Mago giratempo: "per una sola volta … riportare in vita un giocatore che sia morto durante il giorno o la notte precedenti."
rule-lupus-cuoredoro = Cuoredoro: "ogni suo voto al rogo nei confronti di un giocatore appartenente alla sua fazione non sarà contato."
rule-lupus-lupo-demonio = Lupo demonio: "Se il Lupo Demonio muore per un qualsiasi motivo … quel giocatore si trasformerà in un Indemoniato."
rule-lupus-giovane-lupo = Giovane lupo: "non può sbranare nessuno. Se è l'unico lupo rimasto in vita … nessun giocatore sarà più sbranato."
rule-lupus-marionettista = Marionettista: "Il primo sarà il giocatore di cui il Marionettista controllerà le azioni. Il secondo sarà il giocatore su cui … obbliga il primo a usare il suo potere notturno."
rule-lupus-narcisista = Narcisista: "il giocatore che ha dato il voto determinante per ucciderlo morirà per i sensi di colpa durante la notte successiva. Questa morte non può essere impedita in alcun modo."
rule-lupus-bucaniere = Bucaniere: "la prima volta che ciascuno di quei giocatori sarà il bersaglio di un potere notturno (compreso lo sbrano), il Bucaniere prenderà il loro posto."
rule-lupus-galeotto = Galeotto: "Se invece durante la partita uno dei due muore in qualunque modo, anche l'altro verrà ucciso."
rule-lupus-scommettitrice = Scommettitrice: "Per ogni scommessa vinta, ottiene 1 punto … Se il Veggente … indaga sulla Scommettitrice, l'abilità fallisce."
lupus-void-cuoredoro-secret = il voto di un Cuoredoro contro la sua fazione non viene contato
lupus-death-master = { $player_me ->
    [yes] Il master ti toglie dalla partita.
   *[other] { $player_gender ->
        [f] **{ $player }** viene tolta dalla partita dal master.
        [m] **{ $player }** viene tolto dalla partita dal master.
       *[other] Il master toglie **{ $player }** dalla partita.
    }
}
lupus-you-are-revived = Sei di nuovo in vita.
lupus-control-tamed = L'Ammaestratore ha scelto la vittima dei lupi: il controllo dello sbrano su { $player } fallisce.
lupus-control-forbidden = Il controllo fallisce: il potere di { $player } non può essere usato su { $target }.
lupus-err-memory-player = la memoria della partita nomina `{ $name }`, che non è un giocatore
rule-lupus-revive = Un ritorno in vita (Mago giratempo, il master): quel che la morte aveva lasciato (un dono in sospeso, il potere perso delle guardie, i bersagli del Bucaniere, l'ultima protezione) è dimenticato.
lupus-err-same-victim = le due vittime della vendetta devono essere due giocatori diversi

## Moduli degli MP
lupus-form-player = un giocatore vivo
lupus-form-other = un altro giocatore vivo
lupus-form-owl-to = chi riceve il gufo (un altro giocatore vivo)
lupus-form-three = tre giocatori adiacenti, da scrivere così come sono
lupus-form-victim = la vittima (un giocatore vivo che non sia un lupo)
lupus-form-puppet = il giocatore da controllare
lupus-form-forced = il giocatore su cui userà il suo potere
lupus-form-recent-dead = un giocatore morto durante il giorno o la notte precedenti
lupus-form-deliver = consegna il responso del Veggente di stanotte a un giocatore (anche a te stesso); in quel caso il Veggente non riceve nulla
lupus-form-investigate = indaga su un altro giocatore: scopri se è INNOCENTE o LOSCO
lupus-form-owl = in alternativa, indaga su un altro giocatore e manda il responso con un gufo a un secondo giocatore; tu non ricevi nulla (usa una sola delle due righe)
lupus-form-tell = scegli un altro giocatore: il master gli dirà se il giocatore bruciato all'ultimo rogo era un LUPO; tu non ricevi nulla
lupus-form-sniff = annusa tre giocatori vivi adiacenti nella lista (senza di te): saprai se tra loro c'è almeno un LOSCO, ma non chi; se sono tutti e tre INNOCENTI perdi il potere
lupus-form-tame = una sola volta in tutta la partita: scegli tu la vittima dello sbrano di stanotte; se scegli un LUPO, stanotte non c'è sbrano
lupus-form-protect = proteggi un altro giocatore: per stanotte non può essere ucciso né convertito in alcun modo; mai lo stesso giocatore per due notti di fila
lupus-form-protect-twins = insieme all'altra Guardia gemella, proteggi un altro giocatore dallo sbrano di stanotte; mai lo stesso giocatore per due notti di fila. { $agree ->
    [first] Se le gemelle scelgono giocatori diversi, vale l'MP inviato per primo.
    [last] Se le gemelle scelgono giocatori diversi, vale l'MP inviato per ultimo.
   *[refuse] Le gemelle devono scegliere lo stesso giocatore: se ne indicano due diversi, il master chiede loro di mettersi d'accordo.
}
lupus-form-gift = dona il tuo sangue a un altro giocatore vivo: sarà immortale per il giorno e la notte successivi; puoi farlo una sola volta
lupus-form-revive = una sola volta in tutta la partita: riporta in vita un giocatore morto durante il giorno o la notte precedenti
lupus-form-control = controlla un giocatore: userà il suo potere notturno sul secondo giocatore che scegli; saprà di essere stato controllato (ma non da chi) e tu scoprirai il suo ruolo; mai lo stesso giocatore per due notti di fila
lupus-form-choose = solo stanotte: scegli tre giocatori diversi (non te stesso); la prima volta che uno di loro sarà il bersaglio di un potere notturno, ne prenderai il posto
lupus-form-betray = { $partner_gender ->
    [f] tradisci la tua compagna galeotta, per sempre: da stanotte sei immune al morso dei lupi e { $me_gender ->
        [f] sarai vista
       *[other] sarai visto
    } LOSCO; la compagna non lo saprà
   *[other] tradisci il tuo compagno galeotto, per sempre: da stanotte sei immune al morso dei lupi e { $me_gender ->
        [f] sarai vista
       *[other] sarai visto
    } LOSCO; il compagno non lo saprà
} (per usarla, togli il # all'inizio della riga qui sotto)
lupus-form-bet-night = scommetti su un giocatore (anche te stessa) che morirà stanotte: 1 punto se vinci; non puoi scommettere due volte di fila sullo stesso evento (usa una sola delle due righe)
lupus-form-bet-day = oppure scommetti su un giocatore che sarà bruciato al rogo di domani
lupus-form-bite = la vittima che il branco sbrana stanotte. { $agree ->
    [first] Se i lupi scelgono vittime diverse, vale l'MP inviato per primo.
    [last] Se i lupi scelgono vittime diverse, vale l'MP inviato per ultimo.
   *[refuse] I lupi devono mettersi d'accordo: se indicano vittime diverse, il master chiede loro di sceglierne una sola.
}
lupus-form-bite-two = oppure, per vendetta del Giovane lupo bruciato al rogo, due vittime diverse stanotte (usa una sola delle due righe). { $agree ->
    [first] Se i lupi scelgono vittime diverse, vale l'MP inviato per primo.
    [last] Se i lupi scelgono vittime diverse, vale l'MP inviato per ultimo.
   *[refuse] I lupi devono mettersi d'accordo: se indicano vittime diverse, il master chiede loro di sceglierne due sole.
}
lupus-form-nominate = fai il nome di un altro giocatore entro la chiusura del rogo: se muori, diventerà un Indemoniato (vale l'ultimo nome)
lupus-form-vote = vota un altro giocatore vivo da mandare al rogo
lupus-form-abstain = oppure astieniti (usa una sola delle due righe; per usarla, togli il # all'inizio della riga qui sotto)

lupus-setup-order = La lista dei giocatori, in quest'ordine: { $players }. Sono vicini i giocatori ancora vivi immediatamente prima e dopo nella lista { $wrap ->
    [yes] (l'ultimo e il primo sono vicini)
   *[other] (il primo e l'ultimo non sono vicini)
}: contano per il Domatore di orsi, la Volpe e il Mugnaio.
lupus-night-zero-quiet = Notte 0: i lupi si riconoscono e non sbranano ancora; non è morto nessuno.
rule-lupus-adjacency = "Sono considerati adiacenti i giocatori ancora vivi immediatamente prima e dopo di lui nella lista dei giocatori."
lupus-substitute = Prendi il posto di { $player } con tutto ciò che sapeva: il ruolo, i compagni e ciò che resta da fare.
lupus-substitute-spent = Il potere che si usa una sola volta è già stato usato da chi occupava il posto prima di te.
lupus-substitute-volpe-spent = Il fiuto della Volpe è già perso: chi occupava il posto annusò tre INNOCENTI.
lupus-substitute-traitor = Chi occupava il posto prima di te ha già tradito il suo compagno: il tradimento è per sempre.
lupus-substitute-points = La Scommettitrice ha già { $points ->
    [one] 1 punto
   *[other] { $points } punti
}.
lupus-help-vote = Ogni giorno, prima della chiusura del rogo, voti chi mandare al rogo (`vota NOME`) o ti astieni (`astengo`).
lupus-dead-may = Dopo la tua morte non voti più e non usi più poteri; il regolamento vieta le comunicazioni tra vivi e morti.
rule-lupus-dead = "Vietato: usare il privato; comunicazioni vivi/morti"
lupus-substitute-protected = Chi occupava il posto ha protetto { $player } la Notte { $n }: mai lo stesso giocatore per due notti di fila.
lupus-substitute-controlled = Chi occupava il posto ha controllato { $player } l'ultima notte: mai lo stesso giocatore per due notti di fila.
lupus-substitute-bet-night = L'ultima scommessa del posto: { $player } muore di notte. Non si scommette due volte di fila sullo stesso evento.
lupus-substitute-bet-day = L'ultima scommessa del posto: { $player } muore al rogo. Non si scommette due volte di fila sullo stesso evento.
lupus-substitute-marks = I tre giocatori scelti dal posto il cui primo potere subito non è ancora stato preso: { $players }.
