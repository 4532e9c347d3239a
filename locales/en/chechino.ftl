# chechino: the ship of houses. English.

chechino-role-asesino = Asesino (Murderer)
chechino-role-complice = Cómplice (Accomplice)
chechino-role-reclutado = Reclutado (Recruit)
chechino-role-piromano = Pirómano (Pyromaniac)
chechino-role-sonambulo = Sonámbulo (Sleepwalker)
chechino-role-chustapueblerino = Chustapueblerino (Villager)

chechino-ability-obstructor = Obstructor
chechino-ability-insomne = Insomne (Insomniac)
chechino-ability-caminante = Caminante (Walker)
chechino-ability-bombero = Bombero (Firefighter)

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

chechino-help-asesino = Each night send `route` from your house or your Cómplice's to your victim's house, and `kill NAME`. You need not come back home.
chechino-help-complice = Each night you may send `route` and `kidnap NAME`: the victim is buried and dies the next night, while you rest; `unbury` frees him. If the Asesino dies, you `kill` in his place.
chechino-help-reclutado = You walk from your house like a Caminante. If the Asesino and the Cómplice die you get a pistol with two bullets (`kill NAME`, one a night).
chechino-help-piromano = Each night one of you sends `mark HOUSE`. When every living player's house on a floor is marked, the floor blows up. Your houses count as marked and never blow up.
chechino-help-sonambulo = Each night send `route` visiting up to three houses: you sleep in the last one.
chechino-help-chustapueblerino = You suffer, vote, sleep and die. Some nights the draw gives you an ability.
chechino-help-obstructor = Send `wall A-B C-D`: two paths that share no house. Whoever reaches a wall ends his route there.
chechino-help-insomne = Send `watch X`: the path from your house to X. You learn who passes and which way.
chechino-help-caminante = Send `route` from your house back home or to the barracks; you may `use` one house on it.
chechino-help-bombero = Send `route`, and `water HOUSE` for a house on it (not yours); you may `use` one house on it.

chechino-option-map = A YAML file with the ship's map (houses with functions and floors, paths, elevator stops); the sample ship if empty.
chechino-option-replace-keeps-warnings = Whether a substitute takes over the slot's warning for not voting (yes) or starts without one (no).
chechino-option-buried-tiebreak = Whether a buried Capitán, who may still vote, breaks a tie: no (an act he cannot do) or yes (part of his vote).
chechino-option-mirrors = The Servicios' two mirrors: stolen for good, two in the whole game (`game`), or two again every night (`night`).
chechino-option-lovers-death = Deaths nobody saw (the killers', the night's bullet's, a lover's): in public all alike, "has died; the body was found in house B", for the book of marriages is secret (`secret`), or each with its cause, "was murdered", "has died of love" (`told`). The dead player is always told what he dies of.
chechino-option-thread-day-orders = The Capitán's tie-break and the pistol's shot written in the day's thread: read as if the player had sent them by PM at the post's time (`read`), or shown to the master without being read (`raise`).
chechino-option-hidden-votes = A vote in the thread written in hidden text (a spoiler, white or transparent): void, not counted and listed for the master, as the rulebook asks (`forbid`), or counted like any vote (`count`).

chechino-phase-noche = Night { $n }
chechino-phase-dia = Day { $n }

chechino-lives-in = { $player } lives in house { $house }: { $function }, floor { $floor }. Paths to: { $paths }.
chechino-your-role = Your role: **{ $role }**.
chechino-partners = Your team: { $players }.
chechino-your-ability = Tonight's ability: **{ $ability }**.
chechino-abilities-drawn = { $count ->
    [one] 1 ability drawn
   *[other] { $count } abilities drawn
} tonight among the { $standing } Chustapueblerinos standing.
chechino-abilities-drawn-buried = { $count ->
    [one] 1 ability drawn
   *[other] { $count } abilities drawn
} tonight among the { $standing } Chustapueblerinos standing: { $buried }, buried, dies at the start of the night and does not count.
chechino-final-role = { $player } was { $role }.
chechino-status-role = { $player }: { $role }, tonight { $ability }
chechino-status-marks = Marked houses: { $houses }

chechino-map-no-function = house { $house } has no function
chechino-map-unknown-function = house { $house } has the unknown function "{ $function }"
chechino-map-unknown-kind = place { $place } is a "{ $kind }": a place is a house or a stop
chechino-map-no-floor = house { $house } has no floor
chechino-map-function-twice = { $function } is the function of several houses: { $houses }
chechino-map-unknown-edge = the edge { $edge } (number { $n }) is a "{ $kind }": an edge is a path or an elevator
chechino-map-dangling = the path { $edge } goes to { $place }, which is not on the map
chechino-map-duplicate = the path { $edge } is there twice
chechino-map-loop = a path joins { $place } to itself
chechino-map-unreachable = { $place } cannot be reached from { $from }

chechino-err-map-file = cannot read the map { $path }: { $error }
chechino-err-too-few-houses = { $players } players need { $players } houses; the map has { $houses }
chechino-err-fixed-house = { $player } cannot live in { $house }: not a free house of the map
chechino-err-fixed-role = { $player } cannot be { $role }: no such role left in the deal
chechino-err-unknown-role = unknown role "{ $role }"
chechino-err-missing = { $player } is missing from { $field }
chechino-err-missing-house = a house is missing
chechino-err-unknown-house = "{ $house }" is neither a house nor a player
chechino-err-missing-path = a path (A-B) is missing
chechino-err-not-a-path = { $path } is not a path of the map
chechino-err-missing-route = the route is missing (route A-E-F-A)
chechino-err-steal-what = steal what? Say what is taken: a mirror (Servicios), the pistol (Armería), the medkit (Enfermería) or a suit (Lavandería)
chechino-err-no-partner = { $player } has no partner whose house to start from
chechino-err-route-not-partner = the route is said to start at the partner's house, but it starts at { $house }
chechino-err-missing-message = the message is missing
chechino-err-too-many-words = { $count } words: at most 20 a message
chechino-err-no-function = house { $house } has no function
chechino-err-not-by-passing = { $function } is not activated by passing by
chechino-err-morgue-living = the owner of { $house } lives: the Morgue opens only dead players' houses
chechino-err-owner-dead = the owner of { $house } is dead: his house works no more
chechino-err-thing-elsewhere = that is taken in house { $house }, not in { $named }
chechino-help-morgue = a dead player's house can be used from the Morgue (use MORGUE HOUSE …)
chechino-err-lab-killers = only the Asesino and the Cómplice ask for the list or recruit at the Laboratorio
chechino-err-radio-dead = { $player } is dead: the radio reaches living players
chechino-err-not-owner = only the living owner of { $function } can do this
chechino-err-trance-from = the message to the dead goes out from the Observatorio, not from { $function }: ask the player what he meant
chechino-err-message-before-quote = the words `{ $words }` stand before the message in quotes: are they part of it? Ask the player
chechino-err-route-names-a-use = the words after the route name { $function }: a use of it is an order of its own; ask the player whether he uses it, or set the words aside if they are only talk
chechino-err-not-yours = a { $role } cannot do this tonight
chechino-err-no-route = { $player } does not walk tonight
chechino-err-resting = the Cómplice rests while his victim dies: no kidnap tonight
chechino-err-water-own = the Bombero waters a house other than his own
chechino-err-walls-connected = the two walls share a house: they must be unconnected paths
chechino-err-watch-home = the Insomne watches a path that leaves his house { $house }
chechino-err-spent = this function's uses are spent
chechino-err-second-mark = { $player } already marks tonight (his PM was sent first): one Pirómano marks a night
chechino-help-second-mark = "uno de ellos marcará una casa, mientras que su compañero se queda jugando a la consola": the master asks this Pirómano to drop his `marcar`
chechino-err-lover = { $player } is the lover of this PM's sender (the Capilla's book): lovers cannot harm or vote each other
chechino-help-lover = for a vote, ask the player for another one and enter it in orders/_master.txt as `correct PLAYER NAME` (or `none`); for an attack, ask him for another target
chechino-err-recruit-spent = the Laboratorio's recruitment was already used (once a game)
chechino-help-spent-use = a limited use, once spent, is gone for the rest of the game, through the Morgue too: the master asks for another PM
chechino-err-trance-living = { $player } lives: the Místico speaks to the dead
chechino-err-vote-dead = { $player } is dead and cannot be voted
chechino-err-no-gun = { $player } has no pistol
chechino-err-bad-target = { $player } cannot be the target
chechino-err-one-function = one function per route
chechino-err-one-victim = one victim a night
chechino-err-not-on-route = house { $house } is not on { $player }'s route
chechino-err-route-prose = in a route told in words I cannot read “{ $word }”: write it with dashes (route A-C-F)
chechino-err-route-prose-doubt = the route told in words offers more than one way or asks (“{ $word }”): write one route with dashes (route A-C-F)
chechino-err-route-short = a route leaves a house and goes somewhere
chechino-err-route-unknown = { $place } is not on the map
chechino-err-route-start = { $player }'s route must leave { $player_gender ->
    [f] her
    [m] his
   *[other] their
} house { $home }, not { $place }
chechino-err-route-no-path = no path from { $from } to { $to }
chechino-err-route-elevator-empty = the elevator from { $from } to { $to } does not run: nobody lives in house { $house } (Ascensor)
chechino-err-route-elevator = the elevator from { $from } to { $to } stopped: its Operador is dead
chechino-err-route-twice = the route passes { $place } twice
chechino-err-route-end = { $player }'s route must end at { $player_gender ->
    [f] her
    [m] his
   *[other] their
} house { $home } or at the barracks, not at { $place }
chechino-err-route-long = the Sonámbulo visits at most { $max } houses and sleeps in the last; { $route } visits { $count }
chechino-help-route-long = shorten the route, for example `ruta { $route }`
chechino-label-route-step = step { $step }

chechino-wall-hits = Your wall on { $path } stopped { $count ->
    [one] 1 walker
   *[other] { $count } walkers
}.
chechino-obstructed = You hit a wall and your route ended there.
chechino-not-done-walled = Because of the wall, what you meant to do further along your route was not done.
chechino-not-reached = You never reached house { $house }.
chechino-watch-nobody = Nobody passed along { $path }.
chechino-watch-saw = You saw { $player } pass from { $from } to { $to }.
chechino-blood = A blood mark was found at { $place }.
chechino-footprints = Footprints lead from the blood along { $route } to house { $place }.
chechino-footprints-wall = Footprints lead from the blood along { $route } and stop at a wall.
chechino-met-someone = On your way you met { $player } and killed them.
chechino-sleepwalker-in-the-house = { $player }, the Sonámbulo, had visited house { $house } tonight: the Asesino kills both there.
chechino-you-killed = You killed { $player } in house { $house }.
chechino-you-killed-behind-sign = Behind the sign of house { $sign } you found { $player } and killed them; the body was found in house { $house }.
chechino-found-nobody = House { $house } was empty.
chechino-found-buried = House { $house } was empty: its owner is buried somewhere.
chechino-cannot-harm-lover = You are in love with { $player } and cannot harm them.
chechino-kidnapped = You kidnapped { $player } and buried them in a secret place.
chechino-you-are-buried = You were kidnapped and buried: you cannot act, but you can still vote.
chechino-you-are-buried-captain = You were kidnapped and buried: you cannot act, but you can still vote and break a tie as Capitán.
chechino-unburied = { $player_me ->
    [yes] You were dug up: you are free.
   *[other] { $player } was dug up and is free.
}
chechino-watered = The Bombero watered house { $house }.
chechino-watered-cleaned = The Bombero watered house { $house } and cleaned its mark.
chechino-mark-watered = House { $house } was soaked: the mark did not take.
chechino-marked = You marked house { $house }.
chechino-check-already-marked = (house { $house } counts as marked already: this mark adds nothing, unless the signs are swapped)
chechino-floor-explodes = Floor { $floor } blew up!
chechino-alarm = The alarms of the Sala de control go off: a floor is one mark away from blowing up.
chechino-gun-gone = The pistol was no longer in the Armería.
chechino-gun-received = You received the Armería's pistol: you may shoot by day (`shoot NAME`).
chechino-gun-taken-by = { $player } took the pistol.
chechino-medkit-gone = The medkit was no longer in the Enfermería.
chechino-medkit-received = You received the Enfermería's medkit.
chechino-medkit-taken-by = { $player } took the medkit.
chechino-gun-not-handed = You could not hand the pistol to { $player }: nobody could find them. The pistol stays in the Armería.
chechino-medkit-not-handed = You could not hand the medkit to { $player }: nobody could find them. The medkit stays in the Enfermería.
chechino-medkit-saves = Your medkit saved your life.
chechino-book-read = The book of marriages read: { $names }.
chechino-book-changed = The book of marriages now says: { $names }.
chechino-in-love = You are in love with { $player }.
chechino-out-of-love = Your name is gone from the book of marriages: you are no longer in love with { $player }.
chechino-lab-list = Players who passed through the Laboratorio: { $players }.
chechino-recruit-spent = The Laboratorio's recruitment was already used.
chechino-recruit-not-visitor = { $player } never passed through the Laboratorio.
chechino-recruit-refused = { $player } cannot be recruited.
chechino-recruited = { $player_me ->
    [yes] You were recruited: you are one of the Chechinos now. Your team: { $players }. At night you walk from your house like any caminante; if the Asesino and the Cómplice die, you get a pistol with two bullets.
   *[other] { $player } joined the Chechinos. Your team: { $players }.
}
chechino-lab-recruitment = Someone was recruited in the Laboratorio tonight.
chechino-recruit-armed = The Asesino and the Cómplice are dead: you get a pistol with two bullets.
chechino-recruit-disarmed = { $player } is alive again: the pistol is taken back from you.
chechino-complice-takes-over = The Asesino { $player } is dead: you take his place and kill one person a night.
chechino-asesino-back = The Asesino { $player } is alive again: he kills again, and you go back to being his Cómplice.
chechino-buried-victim-died = { $player }, your buried victim, is dead.
chechino-suits-gone = No camouflage suit was left.
chechino-suit-on = You put on a camouflage suit.
chechino-suit-stolen = A camouflage suit was stolen ({ $left ->
    [0] none left
   *[other] { $left } left
}).
chechino-mirrors-gone = No mirror was left in the Servicios.
chechino-mirror-set = You set the mirror: { $a } and { $b } look like each other tonight.
chechino-radio-message = Anonymous radio message: "{ $text }"
chechino-radio-sent-to = The radio sent a message to { $player }.
chechino-morgue-closed = The Morgue is closed.
chechino-elevator-ride = Someone rode the elevator from { $from } to { $to }.
chechino-bed-taken = The barracks' bed was taken: you slept at home.
chechino-bed-guest = { $player } slept in the barracks.
chechino-signs-swapped = You swapped the signs of { $a } and { $b } ({ $left ->
    [0] none left
   *[other] { $left } left
}).
chechino-trance-message = In a trance, { $player } says: "{ $text }"
chechino-nobody-died = Nobody died tonight.

chechino-count = { $player }: { $count } ({ $voters })
chechino-ballot-drunk = { $voter } was drunk: the vote does not count.
chechino-ballot-lovers = { $voter } cannot vote their lover: the vote does not count.
chechino-engines-froze = The engines stopped: these votes came after and do not count: { $votes }.
chechino-engines-froze-none = The engines stopped: no vote came after the stop.
chechino-lover-vote-void = Your vote for { $player } does not count: you are in love, and lovers cannot vote each other.
chechino-ballot-frozen = { $voter } voted after the engines stopped: the vote does not count.
chechino-ballot-dead = { $voter } voted a dead player: the vote does not count.
chechino-your-vote-dead = Your vote for { $player } does not count: { $player } is dead, and only the living can be voted.
chechino-vote-cancelled = You made { $player } drunk: their vote is cancelled.
chechino-engines-stopped = You stopped the engines: the vote is frozen.
chechino-tie-not-broken = Tie between { $players } and the Capitán did not break it: nobody is lynched.
chechino-tie-broken = A tie between { $players }: the Captain, { $captain }, breaks it and chooses { $player }.
chechino-nobody-lynched = Nobody is lynched.
chechino-lynched = { $player } is lynched.
chechino-warning = { $player } did not vote: a warning. The second time, a golpe de remo.
chechino-warning-inherited = You take over { $player }'s slot, and with it { $player }'s warning for not voting: if you do not vote, you die of a golpe de remo.
chechino-remo-inherited = { $player } took over { $from }'s slot: the first warning was { $from }'s.
chechino-shot = { $shooter } shoots { $player }.

chechino-death-asesinato = { $player_me ->
    [yes] You have been murdered.
   *[other] { $player } was murdered.
}
chechino-death-calle = { $player_me ->
    [yes] You have been murdered in the street.
   *[other] { $player } was murdered in the street.
}
chechino-death-enterrado = { $player_me ->
    [yes] You died buried.
   *[other] { $player } died buried.
}
chechino-death-bala = { $player_me ->
    [yes] You died of a shot in the night.
   *[other] { $player } was shot in the night.
}
chechino-death-asesinato-at = { $player_me ->
    [yes] You have been murdered; your body was found in house { $house }.
   *[other] { $player } was murdered; the body was found in house { $house }.
}
chechino-death-bala-at = { $player_me ->
    [yes] You died of a shot in the night; your body was found in house { $house }.
   *[other] { $player } was shot in the night; the body was found in house { $house }.
}
chechino-death-explosion = { $player_me ->
    [yes] You died in the explosion.
   *[other] { $player } died in the explosion.
}
chechino-death-linchamiento = { $player_me ->
    [yes] You have been lynched.
   *[other] { $player } died at the lynch.
}
chechino-death-remo = { $player_me ->
    [yes] You died of a golpe de remo.
   *[other] { $player } died of a golpe de remo.
}
chechino-death-disparo = { $player_me ->
    [yes] You died of the shot.
   *[other] { $player } died of the shot.
}
chechino-death-found = { $player_me ->
    [yes] You died; your body was found in house { $house }.
   *[other] { $player } died; the body was found in house { $house }.
}
chechino-death-unexplained = { $player_me ->
    [yes] You died.
   *[other] { $player } died.
}
chechino-death-amor = { $player_me ->
    [yes] You died of love.
   *[other] { $player } died of love.
}

chechino-win-pueblo = The village wins: { $players }.
chechino-win-piromanos = The Pirómanos win: { $players }.
chechino-win-chechinos = The Chechinos win: { $players }.
chechino-win-nobody = Nobody is left alive: nobody wins.

chechino-map-not-a-ship = only a chechino game has a ship to draw (this game is { $ruleset })
chechino-map-written = The ship's map is in { $path }.
chechino-map-floor = floor { $floor }
chechino-map-exploded = blew up
chechino-map-role = role: { $role }
chechino-map-legend-path = path
chechino-map-legend-elevator = elevator (the Ascensor's stops)
chechino-map-legend-elevator-stopped = elevator stopped (its Operador is dead, or nobody lives in its house)
chechino-map-legend-dead = dead resident
chechino-map-legend-exploded = floor that blew up
chechino-map-function = { $function }
chechino-map-legend-wall = wall of last night
chechino-map-legend-marked = house marked by the Pirómanos
chechino-map-legend-blood = blood of the { $player_gender ->
    [f] Sonámbula, killed
   *[other] Sonámbulo, killed
} in the street on night { $night }
chechino-map-legend-footprints = footprints of the killer, from the blood (night { $night })
chechino-wall-up = A wall goes up on { $path }.
chechino-err-two-votes-one-pm = two votes in one PM, the first not corrected: ask the player which one stands (a vote in a later PM does change the earlier one)
chechino-err-one-route = one route a night
chechino-err-buried = { $player } is buried: { $player_gender ->
    [f] she cannot act, only vote
    [m] he cannot act, only vote
   *[other] no acting, only voting
}
chechino-status-buried = Buried: { $player }
chechino-status-gun = The pistol: { $player }
chechino-status-medkit = The medkit: { $player }
chechino-status-warned = Warned for not voting: { $players }
chechino-status-book = The Capilla's book of marriages: { $players }
chechino-status-lab = Passed through the Laboratorio: { $players }
chechino-status-uses = Uses left: camouflage suits { $suits }, mirrors { $mirrors }, sign swaps { $swaps }, drinks { $drinks }, trances { $trances }, engine stops { $engines }
chechino-status-bullets = The Reclutado's pistol: { $count ->
    [one] 1 bullet left
   *[other] { $count } bullets left
}
chechino-err-no-message = { $player } received no message to answer
chechino-reply = An answer to your message: "{ $text }"
chechino-err-phase = unknown phase "{ $phase }": `noche-N`, `dia-N` or `over`

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
chechino-err-give-dead = { $player } is dead: a pistol, a medkit or a name in the book go to the living
chechino-err-too-many = too many `{ $verb }` orders: { $count } allowed
chechino-err-stop-no-time = the engines stop at the PM's time: add a `sent:` line
chechino-err-route-end-stop = a route must end in a house, not at the elevator stop { $place }
chechino-walk-cancelled = So your route and your orders tonight were void.
chechino-street-attack = The killer attacked { $player } in the street at { $place }.
chechino-street-attack-survived = On your way you attacked { $player }, who survived.
chechino-attack = The killer attacked { $player } in house { $house }.
chechino-attack-survived = You attacked { $player } in house { $house }, but they survived.
chechino-house-closed = House { $house } did not work: its owner died tonight.
chechino-barracks-closed = The barracks were closed: the Vago died tonight. You slept at home.
rule-chechino-owner-alive = "Salvo que se especifique lo contrario, las ubicaciones sólo podrán ser activadas mientras sus residentes estén vivos."
chechino-elevator-stopped = The elevator did not run: its Operador died tonight. Your route ended at { $place }.

## PM forms (adjudicate forms)
chechino-form-living = a living player
chechino-form-dead = a dead player
chechino-form-player = a player
chechino-form-victim = a living player whose house is on your route
chechino-form-receiver = who receives it (a living player)
chechino-form-recruit = a living player who went through the laboratory
chechino-form-house = a house
chechino-form-next-house = the house at the other end of the path
chechino-form-words = your text, at most 20 words
chechino-form-route-paths = the houses joined by dashes; paths leaving your house: { $paths }
chechino-form-route-paths-two = the houses joined by dashes; paths leaving your house and your Cómplice's: { $paths }
chechino-form-first-wall = a path (paths: { $paths })
chechino-form-second-wall = another path, sharing no house with the first
chechino-form-route = Your route tonight: leave your house ({ $home }), do not pass the same house twice, and end at your house or at the barracks ({ $barracks }). One route a night.
chechino-form-route-no-barracks = Your route tonight: leave your house ({ $home }), do not pass the same house twice, and come back home. One route a night.
chechino-form-route-killer = Your route tonight: leave your house ({ $home }) and do not pass the same house twice; you need not come back. One route a night.
chechino-form-route-killer-two = Your route tonight: leave your house ({ $home }) or your Cómplice's ({ $other }) and do not pass the same house twice; you need not come back. One route a night.
chechino-form-route-sonambulo = Your sleepwalk: leave your house ({ $home }) and visit up to 3 different houses, never the same one twice; you sleep in the last one, occupied or not.
chechino-form-kill = Kill a player: his house must be on your route. One victim a night.
chechino-form-kill-bullet = Shoot a player with your pistol ({ $left } bullets left): his house must be on your route. One bullet a night.
chechino-form-kidnap = Kidnap a player whose house is on your route: he is buried and blocked, and dies the next night, while you rest.
chechino-form-unbury = Dig up your victim: he is free and does not die.
chechino-form-water = Water a house on your route other than yours: the pyromaniacs cannot mark it tonight, and a mark already on it is washed away.
chechino-form-wall = Put two walls on two paths sharing no house, before anyone moves: whoever runs into a wall ends his route there. You learn how many hit each wall.
chechino-form-watch = Watch one of the paths leaving your house ({ $home }) all night: you learn who passes and which way.
chechino-form-mark = Mark a house. There is one mark a night between the two pyromaniacs: the PM sent first counts. When every house of living players on a floor is marked, the floor blows up.
chechino-form-swap = Swap the signs of two houses tonight ({ $left } of 2 a game left): whoever goes to kill or kidnap at one finds the resident of the other, and a pyromaniac's mark on one lands on the other.
chechino-form-use-armeria = Armería ({ $house }), on your route: take the one-shot pistol, if it is still there, and give it to a living player; he may shoot by day. One function a route.
chechino-form-use-enfermeria = Enfermería ({ $house }), on your route: take the one-use medkit, if it is still there, and give it to a living player; it protects him against murders, the pistol and explosions. One function a route.
chechino-form-use-capilla = Capilla ({ $house }), on your route: write a living player's name in the book of marriages; the two latest names fall in love. One function a route.
chechino-form-use-lab-list = Laboratorio ({ $house }), on your route: ask for the list of everyone who went through the laboratory. One function a route.
chechino-form-use-lab-recruit = Laboratorio ({ $house }), on your route: recruit to your team one of those who went through the laboratory (once a game). One function a route.
chechino-form-use-lavanderia = Lavandería ({ $house }), on your route: put on a camouflage suit, if one of the two is left; the insomniacs will not see you for the rest of your route. One function a route.
chechino-form-use-servicios = Servicios ({ $house }), on your route: steal a mirror, if one of the two is left, to reflect two players tonight: an insomniac who sees one believes he sees the other. One function a route.
chechino-form-use-radio = Radio ({ $house }), on your route: send an anonymous PM to a living player (at most 20 words); he may answer. One function a route.
chechino-form-use-morgue = Morgue ({ $at }), on your route: activate from it house { $house }, { $function }, whose owner is dead; what was spent stays spent. One function a route.
chechino-form-message = { $me_gender ->
    [f] Mística
   *[other] Místico
}: send a message to a dead player through the master (at most 20 words; { $left } of 2 a game left). He may answer.
chechino-form-reply = Answer the message you received (at most 20 words), or send nothing.
chechino-form-vote = Vote for a living player; your vote is worth { $weight ->
    [one] 1 point
   *[other] { $weight } points
    }.
chechino-form-vote-lover = Vote for a living player; your vote is worth { $weight ->
    [one] 1 point
   *[other] { $weight } points
    }. You cannot vote for { $lover }: lovers cannot vote for each other.
chechino-form-tiebreak = { $me_gender ->
    [f] Capitana
   *[other] Capitán
}: if the vote ends in a tie, choose which of the tied players is lynched.
chechino-form-drunk = { $me_gender ->
    [f] Cocinera
   *[other] Cocinero
}: make a player drunk and cancel his vote today, even after the engines stopped ({ $left } of 2 a game left). Send it before the day ends.
chechino-form-stop = { $me_gender ->
    [f] Mecánica
   *[other] Mecánico
}: secretly stop the engines (once a game); only votes cast before count. Your PM must carry the time it was sent (the forum's header, e.g. "Sent: …"): from that moment the vote is frozen.
chechino-form-shoot = Shoot a living player with the armoury's pistol: he dies right after the lynch, and everyone learns it was you.
chechino-book-empty = The book of marriages was blank.

## The role PM: the player's house and what its function lets him do.
chechino-your-house = You live in house { $house }: { $function }, floor { $floor }.
chechino-help-vote = Each day you vote (`vote NAME`): your vote is worth 2 points while you live and 1 once dead. A living player who does not vote is warned; the second time, golpe de remo.
chechino-own-armeria = Your house keeps the one-shot pistol: whoever passes may take it and give it to a living player, who shoots by day. You learn who took it, not whom it was given to. Your house gives you no order.
chechino-own-ascensor = Anyone may ride your elevator to change floors in one hop, without spending his function and unseen by the insomniacs. You learn at which stop each rider got on and off, not who he was. If you die, the elevator stops.
chechino-own-barracones = Whoever walks the map at night may end his route in your barracks instead of going home: there is one bed, besides yours and a possible Sonámbulo's. You learn who slept there. If the Pirómanos blow the barracks up, everyone sleeping there dies. If you die, the barracks close.
chechino-own-cantina = Twice a game ({ $left } left) you may send by day `drunk NAME`: that player's votes do not count that day, even after the Mecánico stopped the engines. Send it before the day ends.
chechino-own-capilla = Whoever passes your chapel may write a name in the book of marriages; the two latest names are in love: if one dies the other follows him to the grave, and they may not harm or vote each other. You learn every change of the book, not who wrote it. Your house gives you no order.
chechino-own-cruce-sombrio = Twice a game ({ $left } left) you may send at night `swap X Y`: you swap the signs of houses X and Y; whoever comes to kill or kidnap in one finds the other's resident, and a Pirómano's mark on one lands on the other.
chechino-own-enfermeria = Your house keeps a one-use medkit: whoever passes may take it and give it to a living player; it protects against murders, the pistol and explosions, not against the lynch or dying of love. You learn who took it, not whom it was given to. Your house gives you no order.
chechino-own-laboratorio = In your laboratory the Asesino or the Cómplice may ask for the list of everyone who passed through it and, once a game, recruit one of them. The laboratory works even if you die, and you learn, even after your death, the night a recruitment happens, not who was recruited. Your house gives you no order.
chechino-own-lavanderia = Your laundry holds two camouflage suits ({ $left } left): whoever passes may put one on, and the insomniacs do not see him for the rest of his route. You learn when a suit is stolen, not by whom. Your house gives you no order.
chechino-own-morgue = While you live, whoever passes your morgue may use from it the house of a dead player (`use { $house } HOUSE …`); what was spent stays spent. Your house gives you no order.
chechino-own-motores = { $left ->
    [0] The engines were stopped once already: you cannot stop them again.
   *[other] Once a game you may send by day `stop`: the engines stop in secret and the vote is frozen from your PM's time; only the votes sent before it count. Your PM needs its sending date and time (the forum's header, e.g. "Sent: …"); without it nobody knows since when and the master does not accept it.
}
chechino-own-observatorio = Twice a game ({ $left } left), by day or by night, you may send `message NAME text` to a dead player through the master (20 words at most); he may answer you in the next phase.
chechino-own-puente-de-mando = While you live your vote is worth 3 points. If the vote ends in a tie you decide: send by day `tiebreak NAME` with one of the tied (you may send it with your vote, just in case).
chechino-own-radio = Whoever passes your radio may send an anonymous PM of 20 words at most to a living player, who may answer. You learn to whom each message went, not what it said. If you die, the radio goes silent. Your house gives you no order.
chechino-own-sala-de-control = While you live, when a floor is one mark from blowing up your room's alarms go off and everyone learns it, but not which floor. Your house gives you no order.
chechino-own-servicios = Your toilets hold two mirrors ({ $left } left): whoever passes may steal one to reflect two players that night; the insomniac who sees one believes he sees the other. Your house gives you no order.

## A substitute's PM (replace).
chechino-substitute = You take the slot of { $player } with all it knew: the role, the house, the team and what is left to do.
chechino-gun-held = You hold the Armería's pistol: you may shoot by day (`shoot NAME`).
chechino-medkit-held = You hold the Enfermería's medkit: it protects you once against murders, the pistol and explosions.
chechino-bullets-left = Your Reclutado's pistol: { $left } bullets left, one a night (`kill NAME`).
chechino-may-answer = You were sent a message in the last phase: you may answer it in this one (`reply text`, 20 words at most).
chechino-your-vote-drunk = You were drunk: the Cantina cancelled your votes today, and your vote for { $player } does not count.
chechino-your-vote-frozen = Your vote for { $player } does not count.
chechino-your-vote-frozen-earlier = Your vote for { $player } does not count; the one you sent before, for { $earlier }, still counts.
chechino-dead-may = From the grave you still vote each day (`vote NAME`), and your vote is worth 1 point; if the Místico sends you a message you may answer him (`reply text`). You no longer act at night, and you may now tell the thread whatever you like.
chechino-dead-house = Your house { $house } can still be used from the Morgue while the Enterrador lives, and you will learn what it sees as if you were alive.
chechino-gun-buried = You hold the Armería's pistol, but buried you cannot fire it: only if you are dug up.
chechino-recruit-armed-buried = The Asesino and the Cómplice are dead: you get a pistol with two bullets, but buried you cannot use it: only if you are dug up.
chechino-elevator-public-empty = The elevator (house { $house }) does not run: nobody lives in that house. Its stops:
chechino-empty-house = House { $house } is empty: { $function }, floor { $floor }. Paths to: { $paths }.
chechino-elevator-public = The elevator (house { $house }) takes you from one stop to another in one hop, while its Operador lives:
chechino-elevator-stop = Stop { $stop }, floor { $floor }: paths to { $houses }; elevator to { $stops }.
chechino-your-warning = You did not vote: this is your first warning. If you fail to vote again while alive, you die of a golpe de remo at the end of the lynch.
chechino-help-usar = With `use HOUSE …` you activate the function of a house on your route (one a route): Armería or Enfermería `use HOUSE NAME` (who gets the pistol or the medkit), Capilla `use HOUSE NAME` (the name you write), Lavandería `use HOUSE` (a suit), Servicios `use HOUSE NAME NAME` (the mirror), Radio `use HOUSE NAME text`, Morgue `use HOUSE OTHER …` (a dead player's house); in the Laboratorio, the Asesino and the Cómplice, `use HOUSE` (the list) or `use HOUSE recruit NAME`.
chechino-your-buried-victim = Your buried victim is { $player }: they die the night after the kidnap, while you rest, unless you free them with `unbury`.
chechino-you-may-answer = You may answer in the next phase (`reply text`, 20 words at most), or not.
chechino-trance-sent = In a trance, you sent { $player } your message: "{ $text }" ({ $left } left). They may answer you in the next phase.
chechino-radio-you-sent = You sent { $player } an anonymous PM by radio: "{ $text }". If they answer, you get the answer in the next phase.
chechino-void-lovers-secret = { $voter } and { $target } are in love, and lovers cannot vote each other
chechino-void-cantina-secret = the Cantina cancelled { $voter }'s vote
chechino-err-mark-third-person = "{ $verb } { $player }" says who marks tonight, not which house you mark: to mark their house, write `mark the house of { $player }`
