# lupus: the Italian open setup. English.

lupus-role-postino = Postino (Postman)
lupus-role-veggente = Veggente (Seer)
lupus-role-veggente-gufato = Veggente gufato (Owl seer)
lupus-role-medium = Medium
lupus-role-medium-cieco = Medium cieco (Blind medium)
lupus-role-domatore-di-orsi = Domatore di orsi (Bear tamer)
lupus-role-volpe = Volpe (Fox)
lupus-role-ammaestratore = Ammaestratore (Animal trainer)
lupus-role-guardiano-della-notte = Guardiano della notte (Night watchman)
lupus-role-guardia-gemella = Guardia gemella (Twin guard)
lupus-role-unicorno = Unicorno (Unicorn)
lupus-role-mago-giratempo = Mago giratempo (Time mage)
lupus-role-cuoredoro = Cuoredoro (Heart of gold)
lupus-role-mugnaio = Mugnaio (Miller)
lupus-role-doppia-faccia = Doppia faccia (Two-face)
lupus-role-contadino-semplice = Contadino semplice (Villager)
lupus-role-indemoniato = Indemoniato (Possessed)
lupus-role-lupo-demonio = Lupo demonio (Demon wolf)
lupus-role-lupo-spelacchiato = Lupo spelacchiato (Mangy wolf)
lupus-role-giovane-lupo = Giovane lupo (Young wolf)
lupus-role-lupo-mannaro = Lupo mannaro (Werewolf)
lupus-role-marionettista = Marionettista (Puppeteer)
lupus-role-narcisista = Narcisista (Narcissist)
lupus-role-bucaniere = Bucaniere (Buccaneer)
lupus-role-galeotto = Galeotto (Convict)
lupus-role-scommettitrice = Scommettitrice (Gambler)

lupus-innocente = INNOCENTE
lupus-losco = LOSCO
lupus-bet-night = tonight
lupus-bet-day = at tomorrow's rogo
lupus-phase-notte = Notte { $n }
lupus-phase-giorno = Giorno { $n }

lupus-option-coordinates = the coordinates to play (e.g. 2E) instead of drawing them
lupus-option-adjacency = whether the player list is a circle for adjacency (wrap) or a line (line)
lupus-option-pack-wins = when the pack wins: as many wolves as others alive (parity), or nobody else alive (all)
lupus-option-tie = a tie at the rogo: nobody is burned (nobody), or the master draws (random)
lupus-option-pack-disagreement = two wolves naming different victims, or the twins different players: refused for the master to settle (refuse), or the PM sent first (first) or last (last) decides
lupus-option-unicorno-blood = blood a dead Unicorno gives by night: immortal that night, from his step, and the next day (tonight), or the next day and the next night (next)
lupus-option-death-causes = how the night's deaths are announced: all "found dead" (hidden), or with their cause, bitten, guilt, fellow convict (told)

## Role PMs
lupus-setup-public = The game begins: { $count } players, an open setup; the coordinates are drawn in secret.
lupus-your-role = Your role: **{ $role }**.
lupus-partners = You know: **{ $players }**.
lupus-help-postino = Every night you may choose a player (yourself too) to receive the Veggente's answer: `deliver NAME` (`consegna`). The Veggente then gets nothing.
lupus-help-veggente = Every night you investigate another player and learn whether INNOCENTE or LOSCO: `investigate NAME` (`indaga`).
lupus-help-veggente-gufato = Every night you investigate another player (`investigate NAME`), or send the answer by owl to a second player instead: `owl NAME TO` (`gufo`).
lupus-help-medium = From the second night you learn whether the player burned at the last rogo was a LUPO.
lupus-help-medium-cieco = From the second night you choose another player, who learns whether the player burned at the last rogo was a LUPO: `tell NAME` (`comunica`).
lupus-help-domatore-di-orsi = From the second night, at night's end, you learn whether your bear is restless: a LUPO next to you in the list.
lupus-help-volpe = From the second night you may sniff three adjacent players (not yourself): `sniff A B C` (`annusa`). If all three are INNOCENTI you lose the power.
lupus-help-ammaestratore = Once, from the second night, you choose the wolves' victim: `tame NAME` (`ammaestra`). A LUPO chosen means no bite that night.
lupus-help-guardiano-della-notte = From the second night you protect another player from any death or conversion that night: `protect NAME` (`proteggi`); never the same player two nights running.
lupus-help-guardia-gemella = From the second night the twins protect another player from the wolves' bite: `protect NAME` (`proteggi`); never the same player two nights running.
lupus-help-unicorno = If you die, you may give your blood to another player, immortal for a day and a night: `gift NAME` (`dona`).
lupus-help-mago-giratempo = Once, from the second night, you may bring back a player who died during the previous day or night: `revive NAME` (`resuscita`).
lupus-help-cuoredoro = You are a Contadino semplice.
lupus-help-mugnaio = From the second night, at night's end, you learn whether a Contadino semplice is next to you in the list.
lupus-help-doppia-faccia = You are a Contadino semplice.
lupus-help-contadino-semplice = You have no power: find the wolves and burn them.
lupus-help-indemoniato = You are human but on the wolves' side, without knowing them.
lupus-help-lupo-demonio = You are a wolf: from the second night the pack chooses one victim together: `bite NAME` (`sbrana`){ $giovane ->
    [no] {""}
   *[yes] ; the night after a Giovane lupo is burned at the rogo, two: `bite NAME NAME`
}. By day, from the second day, you name another player before the rogo closes: `nominate NAME` (`nomina`); if you die, that player becomes an Indemoniato.
lupus-help-lupo-spelacchiato = You are a wolf who looks INNOCENTE to investigations. From the second night the pack chooses one victim together: `bite NAME` (`sbrana`){ $giovane ->
    [no] {""}
   *[yes] ; the night after a Giovane lupo is burned at the rogo, two: `bite NAME NAME`
}.
lupus-help-giovane-lupo = You are a wolf but you cannot bite: you may name the pack's victim (`bite NAME`, `sbrana`) and another wolf bites; if you are the only wolf alive, nobody is bitten. If you are burned, the pack bites one more victim that night.
lupus-help-lupo-mannaro = From the second night the pack chooses one victim together: `bite NAME` (`sbrana`){ $giovane ->
    [no] {""}
   *[yes] ; the night after a Giovane lupo is burned at the rogo, two: `bite NAME NAME`
}.
lupus-help-marionettista = From the second night you choose two players: the first uses his night power on the second: `control A B`; the first knows he was controlled (not by whom) and you learn his exact role; never the same first player two nights running. If you are alive at the end, you win with whoever wins, as long as the VILLAGE lost.
lupus-help-narcisista = You win, with the winning side, only if you are burned at the rogo; whoever cast the decisive vote dies of guilt the next night.
lupus-help-bucaniere = On the second night only you choose three players (not yourself): `choose A B C`. The first time each of them is the target of a night power (the bite included), you take it in his place, unknown to whoever used it. If you are alive at the end, you alone win.
lupus-help-galeotto = There is TRUST between you and your partner and you look INNOCENTE. If you are both alive at the end, you steal the win; if one of you dies, so does the other. From the second night you may betray him, for good: `betray`; you become immune to the bite and look LOSCO, and you win with the winners only if your partner dies.
lupus-help-scommettitrice = Each night you may bet on who dies tonight or at tomorrow's rogo: `bet NAME notte|giorno`; never twice running on the same event. Each bet won is 1 point: with 3 points you win alone at once, and alive at the end with at least 1 point you win alone. If you foresee your own death at night, you survive it.
lupus-help-vote-is-day = votes are sent by day, before the rogo closes
lupus-help-night-is-night = this power is used at night
lupus-help-coordinates = coordinates are a column 1 or 2 and a row A to E, e.g. 2E
lupus-help-gift = only a dead Unicorno who has not yet given his blood may
lupus-help-same-protection = choose another player tonight
lupus-help-pack-disagrees = the pack chooses one victim: the master asks the wolves and keeps one `bite` order (or the option pack_disagreement=first|last decides)
lupus-help-twins-disagree = the twins choose together: the master asks them and keeps one `protect` order (or the option pack_disagreement=first|last decides)

## Night
lupus-bucaniere-chose = You chose { $players }.
lupus-bucaniere-takes = The Bucaniere takes { $target }'s place as the target of { $actor }'s power.
lupus-marionettista-learns = You control { $player }: their role is **{ $role }**.
lupus-controlled = You were controlled tonight: someone chose on whom you used your night power.
lupus-controlled-unused = You were controlled tonight, but your power, which is used once only, was not used: nobody chose for you.
lupus-betrayed = You betrayed your partner.
lupus-bet-placed = You bet on { $player }, dying { $when }.
lupus-bet-won = Your bet on { $player } wins a point.
lupus-bet-own-death = You foresaw your own death tonight: you survive, and win a point.
lupus-postino-delivers = The Veggente's answer goes to { $player }.
lupus-answer = { $player } is **{ $aura }**.
lupus-answer-delivered = A message reaches you: { $player } is **{ $aura }**.
lupus-no-answer = No answer about { $player }.
lupus-owl-sent = Your owl flew to { $player }.
lupus-medium-wolf = { $player }, burned at the rogo, was a **LUPO**.
lupus-medium-not-wolf = { $player }, burned at the rogo, was **not** a LUPO.
lupus-medium-nobody = Nobody was burned at the last rogo.
lupus-orso-irrequieto = Your bear is **restless**.
lupus-orso-calmo = Your bear is calm.
lupus-mugnaio-yes = A Contadino semplice is next to you.
lupus-mugnaio-no = No Contadino semplice is next to you.
lupus-volpe-losco = Among { $players } there is at least one **LOSCO**.
lupus-volpe-innocenti = { $players } are all **INNOCENTI**: you lose your power.
lupus-tamed = You chose the wolves' victim: { $player }.
lupus-tamed-wolf = The wolves' victim was a LUPO: no bite tonight.
lupus-wolves-tamed = You bit against your will: someone chose your victim.
lupus-protects = You protect { $player }.
lupus-protection-repeat = The protection of { $player } fails: the same player two nights running.
lupus-blood-given-night-day = { $player_me ->
    [yes] The Unicorno's blood makes you immortal for Notte { $first } and Giorno { $last }.
   *[other] The Unicorno's blood makes { $player } immortal for Notte { $first } and Giorno { $last }.
}
lupus-blood-given-day-night = { $player_me ->
    [yes] The Unicorno's blood makes you immortal for Giorno { $first } and Notte { $last }.
   *[other] The Unicorno's blood makes { $player } immortal for Giorno { $first } and Notte { $last }.
}
lupus-unicorno-may-give = You died, but as the Unicorno you may still give your blood, once: `gift NAME`; that player is immortal for the next day and night.
lupus-revived = **{ $player }** is back among the living.
lupus-revive-failed = The revival of { $player } fails, and your power is spent.
lupus-pack-bites = The pack bites { $player }.
lupus-no-biter = No wolf can bite tonight.
lupus-choice-set-aside-first = Your choice ({ $yours }) is set aside: { $player }'s PM was sent first and decides.
lupus-choice-set-aside-last = Your choice ({ $yours }) is set aside: { $player }'s PM was sent last and decides.
lupus-saved-guardiano = { $player } was attacked but protected by the Guardiano della notte.
lupus-saved-gemelle = { $player } was attacked but protected by the Guardie gemelle.
lupus-saved-unicorno = { $player } was attacked but is immortal by the Unicorno's blood.
lupus-saved-traitor = { $player } is immune to the wolves' bite.
lupus-nobody-died = Nobody died tonight.
lupus-both-traitors = { $players } both betrayed: the village learns it, and they are eliminated.

## Deaths
lupus-death-sbrano = { $player_me ->
    [yes] You were found dead, bitten by the wolves.
   *[other] **{ $player }** was found dead, bitten by the wolves.
}
lupus-death-rogo = { $player_me ->
    [yes] You are burned at the rogo.
   *[other] **{ $player }** is burned at the rogo.
}
lupus-death-found = { $player_me ->
    [yes] You were found dead.
   *[other] **{ $player }** was found dead.
}
lupus-death-guilt = { $player_me ->
    [yes] You die of guilt.
   *[other] **{ $player }** dies of guilt.
}
lupus-death-chain = { $player_me ->
    [yes] You die with your fellow convict.
   *[other] **{ $player }** dies with their fellow convict.
}
lupus-death-exposed = { $player_me ->
    [yes] You are eliminated.
   *[other] **{ $player }** is eliminated.
}
lupus-removed = { $player_me ->
    [yes] You leave the game.
   *[other] **{ $player }** leaves the game.
}
lupus-converted = You are now an **Indemoniato**: you play for the pack.
lupus-conversion-exempt = { $player } cannot become an Indemoniato.
lupus-conversion-guarded = { $player } was protected from conversion.

## Day
lupus-nominated = You named { $player }.
lupus-count = { $player }: { $count ->
    [one] 1 vote
   *[other] { $count } votes
} ({ $voters }).
lupus-cuoredoro-vote = { $voter }'s vote does not count (Cuoredoro).
lupus-not-voting = Did not vote: { $players }.
lupus-abstained = { $count ->
    [one] Abstention: { $players }.
   *[other] Abstentions: { $players }.
}
lupus-revenge-tonight = { $player }, the Giovane lupo, was burned at the rogo: in revenge, tonight the pack bites two victims, two different players: `bite NAME NAME` (`sbrana`).
lupus-tie-nobody = Tie between { $players }: nobody is burned.
lupus-tie-drawn = Tie between { $players }: the draw burns { $player }.
lupus-nobody-burned = Nobody is burned.
lupus-decisive-vote = { $player } cast the decisive vote against the Narcisista.

## End
lupus-win-villaggio = The village wins: { $players }.
lupus-win-branco = The pack wins: { $players }.
lupus-win-bucaniere = The Bucaniere steals the victory: { $players }.
lupus-win-galeotti = The Galeotti steal the victory: { $players }.
lupus-win-scommettitrice = The Scommettitrice wins alone: { $players }.
lupus-final-role = { $player }: **{ $role }**.
lupus-status-coordinates = Coordinates: { $coordinates }.
lupus-status-role = { $player }: { $role }.
lupus-status-spent = Powers already used or lost: { $players }.
lupus-status-gift-pending = Dead Unicorni who have not given their blood yet: { $players }.
lupus-status-immortal = { $player } is immortal by the Unicorno's blood.
lupus-status-nominee = The Lupo demonio's nominee: { $player }.
lupus-status-points = { $player }: { $points ->
    [one] 1 point
   *[other] { $points } points
} from bets.

## Order errors
lupus-err-not-your-power = { $player } is the { $role }, which has no such power
lupus-err-from-second-night = this power is used from the second night (Notte 1) on
lupus-err-bucaniere-night = the Bucaniere chooses on the second night (Notte 1) only
lupus-err-spent = this power can be used once, and was
lupus-err-volpe-spent = the Volpe lost her power after sniffing three INNOCENTI
lupus-err-twin-alone = a twin guard alone has lost the power of protection
lupus-err-no-gift = only a dead Unicorno gives his blood
lupus-err-nominate-day = the Lupo demonio names a player by day, from the second day
lupus-err-target-dead = { $player } is dead
lupus-err-betray-partner = a Galeotto betrays only his partner, and { $player } is not
lupus-err-not-adjacent = the Volpe sniffs three different players next to each other in the list of the living
lupus-err-same-protection = { $player } was protected last night
lupus-err-revive-not-recent = { $player } did not die during the previous day or night
lupus-err-owl-roles = the prepositions of this `gufo` do not say which player is looked at and which gets the owl
lupus-help-owl-roles = write `gufo` + the player looked at + `a` + the one the owl flies to (`gufo Bruno a Hugo`)
lupus-err-same-control = { $player } was controlled last night
lupus-err-three-different = three different players are needed
lupus-err-bet-when = say whether the death is by night or at the rogo: `night` or `day`
lupus-err-same-bet = the same bet as last night is not allowed
lupus-err-one-victim = the pack bites one victim (two only on the night after a Giovane lupo is burned at the rogo)
lupus-err-bite-wolf = { $player } is a wolf
lupus-err-pack-disagrees = { $first } and { $other } sent different victims
lupus-err-giovane-alone = you are the only wolf alive: a Giovane lupo cannot bite, and nobody is bitten any more
lupus-err-twins-disagree = { $first } and { $other } named different players to protect
lupus-err-coordinates = `{ $value }` is not a coordinate of the table
lupus-err-too-few = { $count } players are too few for { $coordinates }: it needs { $needed }
lupus-err-unknown-role = unknown role `{ $role }`
lupus-err-fixed = { $player } cannot be given the { $role }: the cell { $coordinates } { $drawn ->
    [yes] the seed drew
   *[no] given by `--option coordinates`
} has no place left for it
lupus-help-fixed = fix fewer roles in the roster, choose a cell that holds them with `--option coordinates=…` (e.g. 2E), or start with another `--seed`
lupus-err-no-role = { $player } has no role in the state

## Rules, as the rulebook says them
rule-lupus-setup = "quelli effettivamente in gioco vengono scelti estraendo le coordinate … Una volta distribuiti ai giocatori tutti questi ruoli, gli altri saranno contadini semplici."
rule-lupus-sbrano = Lupo mannaro: "i Lupi Mannari devono mettersi d'accordo e scegliere una vittima da far sbranare a uno di loro."
rule-lupus-rogo = The rogo: the most voted player is burned ("Astensione: permessa").
rule-lupus-tie = A tie at the rogo: the rulebook has no rule (option `tie`).
rule-lupus-win = The village wins when no LUPO is alive; the pack when the wolves are as many as the others (option `pack_wins`); soloists and victory stealers as their cards say.
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
lupus-void-cuoredoro-secret = a Cuoredoro does not count a vote against his own faction
lupus-death-master = { $player_me ->
    [yes] The master removes you from the game.
   *[other] **{ $player }** is removed by the master.
}
lupus-you-are-revived = You are alive again.
lupus-control-tamed = The Ammaestratore chose the wolves' victim: the control of the pack's bite onto { $player } fails.
lupus-control-forbidden = The control fails: { $player }'s power cannot be used on { $target }.
lupus-err-memory-player = the game's memory names `{ $name }`, who is not a player
rule-lupus-revive = A revival (Mago giratempo, the master): what the death left behind (a pending gift, the twins' lost power, the Bucaniere's marks, the last protection) is forgotten.
lupus-err-same-victim = the two victims of the revenge must be two different players

## PM forms
lupus-form-player = a living player
lupus-form-other = another living player
lupus-form-owl-to = who receives the owl (another living player)
lupus-form-three = three adjacent players, written as shown
lupus-form-victim = the victim (a living player who is not a wolf)
lupus-form-puppet = the player you control
lupus-form-forced = the player he must use his power on
lupus-form-recent-dead = a player who died during the previous day or night
lupus-form-deliver = deliver tonight's answer of the Veggente to a player (yourself too); the Veggente then receives nothing
lupus-form-investigate = investigate another player: learn whether INNOCENTE or LOSCO
lupus-form-owl = or instead investigate another player and send the answer by owl to a second player; you receive nothing (use only one of the two lines)
lupus-form-tell = choose another player: the master tells him whether the player burned at the last rogo was a LUPO; you receive nothing
lupus-form-sniff = sniff three living players adjacent in the list (not yourself): you learn whether at least one of them is LOSCO, not which; if all three are INNOCENTI you lose the power
lupus-form-tame = once in the whole game: you choose the victim of tonight's bite; if you choose a LUPO, there is no bite tonight
lupus-form-protect = protect another player: tonight he cannot be killed or converted in any way; never the same player two nights running
lupus-form-protect-twins = together with the other Guardia gemella, protect another player from tonight's bite; never the same player two nights running. { $agree ->
    [first] If the twins choose different players, the PM sent first counts.
    [last] If the twins choose different players, the PM sent last counts.
   *[refuse] The twins must choose the same player: if they name two different ones, the master asks them to agree.
}
lupus-form-gift = give your blood to another living player: he is immortal for the following day and night; you may do it once
lupus-form-revive = once in the whole game: bring back a player who died during the previous day or night
lupus-form-control = control a player: he uses his night power on the second player you choose; he learns he was controlled (not by whom) and you learn his role; never the same player two nights running
lupus-form-choose = tonight only: choose three different players (not yourself); the first time one of them is the target of a night power, you take his place
lupus-form-betray = betray your fellow convict, for good: from tonight you are immune to the wolves' bite and seen as LOSCO; your partner is not told (to use it, delete the # at the start of the line below)
lupus-form-bet-night = bet on a player (yourself too) who dies tonight: 1 point if you win; you cannot bet twice in a row on the same event (use only one of the two lines)
lupus-form-bet-day = or bet on a player who is burned at tomorrow's rogo
lupus-form-bite = the victim the pack bites tonight. { $agree ->
    [first] If the wolves choose different victims, the PM sent first counts.
    [last] If the wolves choose different victims, the PM sent last counts.
   *[refuse] The wolves must agree: if they name different victims, the master asks them to choose one.
}
lupus-form-bite-two = or, as revenge for the Giovane lupo burned at the rogo, two different victims tonight (use only one of the two lines). { $agree ->
    [first] If the wolves choose different victims, the PM sent first counts.
    [last] If the wolves choose different victims, the PM sent last counts.
   *[refuse] The wolves must agree: if they name different victims, the master asks them to choose two.
}
lupus-form-nominate = name another player before the rogo closes: if you die, he becomes an Indemoniato (the latest name counts)
lupus-form-vote = vote for another living player to burn at the rogo
lupus-form-abstain = or abstain (use only one of the two lines; to use it, delete the # at the start of the line below)

lupus-setup-order = The list of players, in this order: { $players }. Neighbours are the living players just before and after in the list { $wrap ->
    [yes] (the last and the first are neighbours)
   *[other] (the first and the last are not neighbours)
}: it counts for the Domatore di orsi, the Volpe and the Mugnaio.
lupus-night-zero-quiet = Notte 0: the wolves meet and do not bite yet; nobody died.
rule-lupus-adjacency = "Sono considerati adiacenti i giocatori ancora vivi immediatamente prima e dopo di lui nella lista dei giocatori."
lupus-substitute = You take the slot of { $player } with all it knew: the role, the partners and what is left to do.
lupus-substitute-spent = The one-shot power was already used by whoever held the slot before you.
lupus-substitute-volpe-spent = The Volpe's nose is already lost: whoever held the slot sniffed three INNOCENTI.
lupus-substitute-traitor = Whoever held the slot before you already betrayed his partner: the betrayal is for good.
lupus-substitute-points = The Scommettitrice already has { $points } points.
lupus-help-vote = Each day, before the rogo closes, you vote whom to burn (`vote NAME`) or abstain (`abstain`).
lupus-dead-may = Once dead you no longer vote or use powers; the rules forbid any communication between the living and the dead.
rule-lupus-dead = "Vietato: usare il privato; comunicazioni vivi/morti" (Forbidden: private messages; communication between the living and the dead.)
lupus-substitute-protected = Whoever held the slot protected { $player } on Notte { $n }: never the same player two nights running.
lupus-substitute-controlled = Whoever held the slot controlled { $player } last night: never the same player two nights running.
lupus-substitute-bet-night = The slot's last bet: { $player } dies at night. No two bets running on the same event.
lupus-substitute-bet-day = The slot's last bet: { $player } is burned at the rogo. No two bets running on the same event.
lupus-substitute-marks = Of the slot's three chosen players, the first power aimed at these is still to be taken: { $players }.
