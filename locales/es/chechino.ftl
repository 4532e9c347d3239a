# chechino: la nave de casas. Español.

chechino-role-asesino = { $gender ->
    [f] Asesina
    [m] Asesino
   *[other] Asesino
}
chechino-role-complice = Cómplice
chechino-role-reclutado = { $gender ->
    [f] Reclutada
    [m] Reclutado
   *[other] Reclutado
}
chechino-role-piromano = { $gender ->
    [f] Pirómana
    [m] Pirómano
   *[other] Pirómano
}
chechino-role-sonambulo = { $gender ->
    [f] Sonámbula
    [m] Sonámbulo
   *[other] Sonámbulo
}
chechino-role-chustapueblerino = { $gender ->
    [f] Chustapueblerina
    [m] Chustapueblerino
   *[other] Chustapueblerino
}

chechino-ability-obstructor = Obstructor
chechino-ability-insomne = Insomne
chechino-ability-caminante = Caminante
chechino-ability-bombero = Bombero

chechino-function-armeria = Armería (Soldado)
chechino-function-ascensor = Ascensor (Operador)
chechino-function-barracones = Barracones (Vago)
chechino-function-cantina = Cantina (Cocinero)
chechino-function-capilla = Capilla (Capellán)
chechino-function-cruce-sombrio = Cruce sombrío (Vigilante)
chechino-function-enfermeria = Enfermería (Médico)
chechino-function-laboratorio = Laboratorio (Científico)
chechino-function-lavanderia = Lavandería (Mozo)
chechino-function-morgue = Morgue (Enterrador)
chechino-function-motores = Motores (Mecánico)
chechino-function-observatorio = Observatorio (Místico)
chechino-function-puente-de-mando = Puente de mando (Capitán)
chechino-function-radio = Radio (Locutor)
chechino-function-sala-de-control = Sala de control (Navegante)
chechino-function-servicios = Servicios (Bedel)

chechino-help-asesino = Cada noche manda `ruta` desde tu casa o la de tu Cómplice hasta la casa de la víctima, y `matar NOMBRE`. No hace falta que regreses.
chechino-help-complice = Cada noche puedes mandar `ruta` y `secuestrar NOMBRE`: la víctima queda enterrada y muere la noche siguiente, mientras descansas. Si el Asesino muere, `matar` en su lugar.
chechino-help-reclutado = Deambulas desde tu casa como un caminante más. Si mueren Asesino y Cómplice recibes una pistola con dos balas (`matar NOMBRE`, una por noche).
chechino-help-piromano = Cada noche uno de vosotros manda `marcar CASA`. Cuando todas las casas de jugadores vivos de una planta estén marcadas, la planta explota. Vuestras casas cuentan como marcadas y nunca explotan.
chechino-help-sonambulo = Cada noche manda `ruta` visitando hasta 3 casas: duermes en la última.
chechino-help-chustapueblerino = Te limitas a padecer, votar, dormir y morir. Algunas noches el sorteo te da una habilidad.
chechino-help-obstructor = Manda `muro A-B C-D`: dos caminos que no compartan casa. Quien llegue a un muro acaba allí su recorrido.
chechino-help-insomne = Manda `vigilar X`: el camino de tu casa a X. Sabrás quién pasa y en qué sentido.
chechino-help-caminante = Manda `ruta` desde tu casa de vuelta a ella o a los barracones; puedes `usar` una casa del recorrido.
chechino-help-bombero = Manda `ruta` y `regar CASA` con una casa del recorrido (no la tuya); puedes `usar` una casa del recorrido.

chechino-option-map = Un fichero YAML con el mapa de la nave (casas con función y planta, caminos, paradas del ascensor); la nave de ejemplo si está vacío.
chechino-option-replace-keeps-warnings = Si un sustituto hereda el aviso por no votar del puesto (yes) o empieza sin aviso (no).
chechino-option-buried-tiebreak = Si un Capitán enterrado, que aún puede votar, desempata: no (es un acto que no puede hacer) o yes (es parte de su voto).
chechino-option-mirrors = Los dos espejos de los Servicios: robados para siempre, dos en toda la partida (`game`), o dos de nuevo cada noche (`night`).

chechino-phase-noche = Noche { $n }
chechino-phase-dia = Día { $n }

chechino-lives-in = { $player } vive en la casa { $house }: { $function }, planta { $floor }.
chechino-your-role = Tu rol: **{ $role }**.
chechino-partners = Tu equipo: { $players }.
chechino-your-ability = Habilidad de esta noche: **{ $ability }**.
chechino-abilities-drawn = Esta noche se { $count ->
    [one] sortea 1 habilidad
   *[other] sortean { $count } habilidades
} entre los { $standing } chustapueblerinos que quedan en pie.
chechino-final-role = { $player } era { $role }.
chechino-status-role = { $player }: { $role }, esta noche { $ability }
chechino-status-marks = Casas marcadas: { $houses }

chechino-map-no-function = la casa { $house } no tiene función
chechino-map-unknown-function = la casa { $house } tiene la función desconocida "{ $function }"
chechino-map-unknown-kind = el lugar { $place } es un "{ $kind }": un lugar es una casa (house) o una parada (stop)
chechino-map-no-floor = la casa { $house } no tiene planta
chechino-map-function-twice = { $function } es la función de varias casas: { $houses }
chechino-map-unknown-edge = la conexión { $edge } (número { $n }) es un "{ $kind }": una conexión es un camino (path) o un ascensor (elevator)
chechino-map-dangling = el camino { $edge } va a { $place }, que no está en el mapa
chechino-map-duplicate = el camino { $edge } está dos veces
chechino-map-loop = un camino une { $place } consigo misma
chechino-map-unreachable = no se puede llegar a { $place } desde { $from }

chechino-err-map-file = no se puede leer el mapa { $path }: { $error }
chechino-err-too-few-houses = { $players } jugadores necesitan { $players } casas; el mapa tiene { $houses }
chechino-err-fixed-house = { $player } no puede vivir en { $house }: no es una casa libre del mapa
chechino-err-fixed-role = { $player } no puede ser { $role }: no queda ese rol en el reparto
chechino-err-unknown-role = rol desconocido "{ $role }"
chechino-err-missing = falta { $player } en { $field }
chechino-err-missing-house = falta una casa
chechino-err-unknown-house = "{ $house }" no es ni una casa ni un jugador
chechino-err-missing-path = falta un camino (A-B)
chechino-err-not-a-path = { $path } no es un camino del mapa
chechino-err-missing-route = falta la ruta (ruta A-E-F-A)
chechino-err-missing-message = falta el mensaje
chechino-err-too-many-words = { $count } palabras: máximo 20 por mensaje
chechino-err-no-function = la casa { $house } no tiene función
chechino-err-not-by-passing = { $function } no se activa al pasar
chechino-err-morgue-living = el dueño de { $house } vive: la Morgue sólo abre casas de jugadores muertos
chechino-err-owner-dead = el dueño de { $house } ha muerto: su casa ya no funciona
chechino-help-morgue = la casa de un jugador muerto se puede usar desde la Morgue (usar MORGUE CASA …)
chechino-err-lab-killers = sólo el Asesino y el Cómplice piden el listado o reclutan en el Laboratorio
chechino-err-radio-dead = { $player } ha muerto: la radio llega a los jugadores vivos
chechino-err-not-owner = sólo el dueño vivo de { $function } puede hacer esto
chechino-err-not-yours = un { $role } no puede hacer esto esta noche
chechino-err-no-route = esta noche no sales a recorrer el mapa
chechino-err-resting = el Cómplice descansa mientras su víctima perece: esta noche no secuestra
chechino-err-water-own = el Bombero riega una casa distinta de la suya
chechino-err-walls-connected = los dos muros comparten una casa: deben ser caminos no conectados entre sí
chechino-err-watch-home = el Insomne vigila un camino que sale de su casa { $house }
chechino-err-spent = ya se gastaron los usos de esta función
chechino-err-second-mark = { $player } ya marca esta noche (su MP se envió antes): cada noche marca un solo Pirómano
chechino-help-second-mark = "uno de ellos marcará una casa, mientras que su compañero se queda jugando a la consola": el máster pide a este Pirómano que quite su `marcar`
chechino-err-lover = { $player_gender ->
    [f] { $player } es tu enamorada: los enamorados no pueden dañarse ni votarse entre sí
    [m] { $player } es tu enamorado: los enamorados no pueden dañarse ni votarse entre sí
   *[other] el libro de la Capilla os une a { $player } y a ti: los enamorados no pueden dañarse ni votarse entre sí
}
chechino-help-lover = el libro de la Capilla os hace enamorados mientras sigáis enamorados; nombra a otra persona
chechino-err-gun-spent = la pistola de la Armería ya se la llevaron: no vuelve
chechino-err-medkit-spent = el botiquín de la Enfermería ya se lo llevaron: no vuelve
chechino-err-recruit-spent = el reclutamiento del Laboratorio ya se usó (una vez por partida)
chechino-err-suits-spent = ya se llevaron los dos trajes de camuflaje de la Lavandería
chechino-err-mirrors-spent = no queda ningún espejo en los Servicios: robaron los dos
chechino-help-spent-use = un uso limitado, una vez gastado, no vuelve en toda la partida, tampoco desde la Morgue: el máster pide otro MP
chechino-err-trance-living = { $player } vive: el Místico habla con los muertos
chechino-err-vote-dead = { $player } ha muerto y no se le puede votar
chechino-err-no-gun = no tienes pistola
chechino-err-bad-target = { $player } no puede ser el objetivo
chechino-err-one-function = una función por recorrido
chechino-err-one-victim = una víctima por noche
chechino-err-not-on-route = la casa { $house } no está en tu recorrido
chechino-err-route-short = una ruta sale de una casa y va a alguna parte
chechino-err-route-unknown = { $place } no está en el mapa
chechino-err-route-start = la ruta debe salir de tu casa { $home }, no de { $place }
chechino-err-route-no-path = no hay camino de { $from } a { $to }
chechino-err-route-elevator = el ascensor de { $from } a { $to } está parado: su Operador ha muerto
chechino-err-route-twice = la ruta pasa dos veces por { $place }
chechino-err-route-end = la ruta debe acabar en tu casa { $home } o en los barracones, no en { $place }
chechino-err-route-long = como mucho { $max } casas
chechino-label-route-step = paso { $step }

chechino-wall-hits = { $count ->
    [0] Tu muro en { $path } no detuvo a nadie.
    [one] Tu muro en { $path } detuvo a 1 persona.
   *[other] Tu muro en { $path } detuvo a { $count } personas.
}
chechino-obstructed = Te topaste con un muro y tu recorrido acabó allí.
chechino-not-reached = Nunca llegaste a la casa { $house }.
chechino-watch-nobody = Nadie pasó por { $path }.
chechino-watch-saw = Viste a { $player } pasar de { $from } a { $to }.
chechino-blood = Se encontró una marca de sangre en { $place }.
chechino-footprints = Unas huellas van desde la sangre por { $route } hasta la casa { $place }.
chechino-footprints-wall = Unas huellas van desde la sangre por { $route } y se detienen en un muro.
chechino-met-someone = { $player_gender ->
    [f] Por el camino te encontraste con { $player } y la mataste.
    [m] Por el camino te encontraste con { $player } y lo mataste.
   *[other] Por el camino te encontraste con { $player } y le quitaste la vida.
}
chechino-sleepwalker-in-the-house = { $player_gender ->
    [f] { $player }, la Sonámbula, había pasado esta noche por la casa { $house }: el Asesino mata a ambos allí.
    [m] { $player }, el Sonámbulo, había pasado esta noche por la casa { $house }: el Asesino mata a ambos allí.
   *[other] { $player }, que hacía de Sonámbulo, había pasado esta noche por la casa { $house }: el Asesino mata a ambos allí.
}
chechino-you-killed = Mataste a { $player } en la casa { $house }.
chechino-found-nobody = La casa { $house } estaba vacía.
chechino-found-pyromaniac = La casa { $house } estaba vacía: su dueño recorría los pasadizos de ventilación.
chechino-found-buried = La casa { $house } estaba vacía: su dueño está enterrado en algún lugar.
chechino-found-away = La casa { $house } estaba vacía: su dueño durmió en otra parte.
chechino-cannot-harm-lover = { $me_gender ->
    [f] Estás enamorada de { $player } y no puedes hacerle daño.
    [m] Estás enamorado de { $player } y no puedes hacerle daño.
   *[other] Amas a { $player } y no puedes hacerle daño.
}
chechino-kidnapped = { $player_gender ->
    [f] Secuestraste a { $player } y la enterraste en un lugar secreto.
    [m] Secuestraste a { $player } y lo enterraste en un lugar secreto.
   *[other] Secuestraste a { $player }: ahora yace bajo tierra en un lugar secreto.
}
chechino-you-are-buried = Te han secuestrado y enterrado: no puedes actuar, aunque sí votar.
chechino-you-are-buried-captain = Te han secuestrado y enterrado: no puedes actuar, pero aún puedes votar y desempatar como Capitán.
chechino-unburied = { $player_gender ->
    [f] { $player } ha sido desenterrada y está libre.
    [m] { $player } ha sido desenterrado y está libre.
   *[other] Han desenterrado a { $player }: vuelve a estar en libertad.
}
chechino-watered = El Bombero regó la casa { $house }.
chechino-watered-cleaned = El Bombero regó la casa { $house } y limpió su marca.
chechino-mark-watered = La casa { $house } estaba empapada: la marca no prendió.
chechino-marked = Marcasteis la casa { $house }.
chechino-floor-explodes = ¡La planta { $floor } ha saltado por los aires!
chechino-alarm = Saltan las alarmas de la Sala de control: una planta está a una marca de explotar.
chechino-gun-gone = La pistola ya no estaba en la Armería.
chechino-gun-received = Has recibido la pistola de la Armería: puedes disparar de día (disparar NOMBRE).
chechino-gun-taken-by = { $player } se llevó la pistola.
chechino-medkit-gone = El botiquín ya no estaba en la Enfermería.
chechino-medkit-received = Has recibido el botiquín de la Enfermería.
chechino-medkit-taken-by = { $player } se llevó el botiquín.
chechino-gun-not-handed = No pudiste entregar la pistola a { $player }: nadie dio con su paradero. La pistola se queda en la Armería.
chechino-medkit-not-handed = No pudiste entregar el botiquín a { $player }: nadie dio con su paradero. El botiquín se queda en la Enfermería.
chechino-medkit-saves = Tu botiquín te ha salvado la vida.
chechino-book-read = El libro de casamientos decía: { $names }.
chechino-book-changed = El libro de casamientos dice ahora: { $names }.
chechino-in-love = { $me_gender ->
    [f] Estás enamorada de { $player }.
    [m] Estás enamorado de { $player }.
   *[other] Te has enamorado de { $player }.
}
chechino-lab-list = Jugadores que han pasado por el Laboratorio: { $players }.
chechino-recruit-spent = El reclutamiento del Laboratorio ya se usó.
chechino-recruit-not-visitor = { $player } nunca pasó por el Laboratorio.
chechino-recruit-refused = { $player_gender ->
    [f] { $player } no puede ser reclutada.
    [m] { $player } no puede ser reclutado.
   *[other] No se puede reclutar a { $player }.
}
chechino-recruited = { $player } se une a los Chechinos. Tu equipo: { $players }.
chechino-lab-recruitment = Esta noche se ha producido un reclutamiento en el Laboratorio.
chechino-recruit-armed = Asesino y Cómplice han muerto: recibes una pistola con dos balas.
chechino-recruit-disarmed = { $player_gender ->
    [f] { $player } vuelve a estar viva: te retiran la pistola.
    [m] { $player } vuelve a estar vivo: te retiran la pistola.
   *[other] { $player } ha vuelto a la vida: te retiran la pistola.
}
chechino-complice-takes-over = { $player_gender ->
    [f] La Asesina { $player } ha muerto: la relevas y matas a una persona por turno.
    [m] El Asesino { $player } ha muerto: lo relevas y matas a una persona por turno.
   *[other] { $player }, que hacía de Asesino, ha muerto: tomas el relevo y matas a una persona por turno.
}
chechino-asesino-back = { $player_gender ->
    [f] La Asesina { $player } vuelve a estar viva: vuelve a matar y tú vuelves a ser su Cómplice.
    [m] El Asesino { $player } vuelve a estar vivo: vuelve a matar y tú vuelves a ser su Cómplice.
   *[other] { $player }, que hacía de Asesino, ha vuelto a la vida: vuelve a matar y tú vuelves a ser su Cómplice.
}
chechino-buried-victim-died = { $player }, tu víctima enterrada, ha muerto.
chechino-suits-gone = No quedaba ningún traje de camuflaje.
chechino-suit-on = Te pusiste un traje de camuflaje.
chechino-suit-stolen = Han robado un traje de camuflaje ({ $left ->
    [0] no queda ninguno
    [one] queda 1
   *[other] quedan { $left }
}).
chechino-mirrors-gone = No quedaba ningún espejo en los Servicios.
chechino-mirror-set = Colocaste el espejo: { $a } y { $b } se reflejan el uno en el otro esta noche.
chechino-radio-message = Mensaje anónimo por radio: "{ $text }"
chechino-radio-sent-to = La radio envió un mensaje a { $player }.
chechino-morgue-closed = La Morgue está cerrada.
chechino-elevator-ride = Alguien usó el ascensor de { $from } a { $to }.
chechino-bed-taken = La cama del barracón estaba ocupada: dormiste en casa.
chechino-bed-guest = { $player } durmió en el barracón.
chechino-signs-swapped = Intercambiaste los carteles de { $a } y { $b } ({ $left ->
    [0] no quedan más cambios
    [one] queda 1 cambio
   *[other] quedan { $left } cambios
}).
chechino-trance-message = En trance, { $player } dice: "{ $text }"
chechino-nobody-died = Esta noche no ha muerto nadie.

chechino-count = { $player }: { $count } ({ $voters })
chechino-ballot-drunk = { $voter_gender ->
    [f] { $voter } estaba borracha: su voto no cuenta.
    [m] { $voter } estaba borracho: su voto no cuenta.
   *[other] { $voter } votó bajo los efectos del alcohol: su voto no cuenta.
}
chechino-ballot-lovers = { $voter } no puede votar a la persona que ama: su voto no cuenta.
chechino-engines-froze = Los motores se pararon: estos votos llegaron después y no cuentan: { $votes }.
chechino-engines-froze-none = Los motores se pararon: ningún voto llegó después del parón.
chechino-lover-vote-void = Tu voto a { $player } no cuenta: estáis enamorados, y los enamorados no pueden votarse entre sí.
chechino-ballot-frozen = { $voter } votó con los motores parados: su voto no cuenta.
chechino-vote-cancelled = Emborrachaste a { $player }: su voto queda anulado.
chechino-engines-stopped = Paraste los motores: la votación queda congelada.
chechino-tie-not-broken = Empate entre { $players } y el Capitán no desempató: no se lincha a nadie.
chechino-nobody-lynched = No se lincha a nadie.
chechino-lynched = { $player_gender ->
    [f] { $player } es linchada.
    [m] { $player } es linchado.
   *[other] El pueblo lincha a { $player }.
}
chechino-warning = { $player } no votó: aviso. La segunda vez, golpe de remo.
chechino-warning-inherited = Ocupas el puesto de { $player }, y con él su aviso por no votar: si no votas, mueres de un golpe de remo.
chechino-remo-inherited = { $player } ocupó el puesto de { $from }: el primer aviso fue de { $from }.
chechino-shot = { $shooter } dispara a { $player }.

chechino-death-asesinato = { $player_gender ->
    [f] { $player } ha sido asesinada.
    [m] { $player } ha sido asesinado.
   *[other] Han asesinado a { $player }.
}
chechino-death-calle = { $player_gender ->
    [f] { $player } ha sido asesinada en la calle.
    [m] { $player } ha sido asesinado en la calle.
   *[other] Han asesinado a { $player } en la calle.
}
chechino-death-enterrado = { $player_gender ->
    [f] { $player } ha muerto enterrada.
    [m] { $player } ha muerto enterrado.
   *[other] { $player } ha muerto bajo tierra.
}
chechino-death-bala = { $player } ha muerto de un disparo nocturno.
chechino-death-asesinato-at = { $player_gender ->
    [f] { $player } ha sido asesinada; el cuerpo apareció en la casa { $house }.
    [m] { $player } ha sido asesinado; el cuerpo apareció en la casa { $house }.
   *[other] Han asesinado a { $player }; el cuerpo apareció en la casa { $house }.
}
chechino-death-bala-at = { $player } ha muerto de un disparo nocturno; el cuerpo apareció en la casa { $house }.
chechino-death-explosion = { $player } ha muerto en la explosión.
chechino-death-linchamiento = { $player_gender ->
    [f] { $player } ha muerto linchada.
    [m] { $player } ha muerto linchado.
   *[other] { $player } ha muerto en el linchamiento.
}
chechino-death-remo = { $player } ha muerto de un golpe de remo.
chechino-death-disparo = { $player } ha muerto del disparo.
chechino-death-amor = { $player } ha muerto de amor.

chechino-win-pueblo = Gana el Pueblo: { $players }.
chechino-win-piromanos = Ganan los Pirómanos: { $players }.
chechino-win-chechinos = Ganan los Chechinos: { $players }.
chechino-win-nobody = No queda nadie vivo: nadie gana.

chechino-map-not-a-ship = sólo una partida de chechino tiene una nave que dibujar (esta partida es de { $ruleset })
chechino-map-written = El mapa de la nave está en { $path }.
chechino-map-floor = planta { $floor }
chechino-wall-up = Se levanta un muro en { $path }.
chechino-err-one-route = una ruta por noche
chechino-err-buried = te han enterrado: no puedes actuar, sólo votar
chechino-status-buried = Bajo tierra: { $player }
chechino-status-gun = La pistola: { $player }
chechino-status-medkit = El botiquín: { $player }
chechino-err-no-message = no has recibido ningún mensaje que contestar
chechino-reply = Respuesta a tu mensaje: "{ $text }"
chechino-err-phase = fase desconocida "{ $phase }": `noche-N`, `dia-N` u `over`

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
    [f] { $player } está muerta: la pistola, el botiquín o un nombre en el libro son para los vivos
    [m] { $player } está muerto: la pistola, el botiquín o un nombre en el libro son para los vivos
   *[other] { $player } ya no vive: la pistola, el botiquín o un nombre en el libro son para los vivos
}
chechino-err-too-many = demasiadas órdenes `{ $verb }`: se permiten { $count }
chechino-err-stop-no-time = los motores se paran a la hora del MP: añade una línea `enviado:`
chechino-err-route-end-stop = la ruta debe acabar en una casa, no en la parada del ascensor { $place }
chechino-walk-cancelled = Te secuestraron: tu ruta y tus órdenes de esta noche quedaron anuladas.
chechino-street-attack = El asesino atacó a { $player } en la calle, en { $place }.
chechino-street-attack-survived = Por el camino atacaste a { $player }, que sobrevivió.
chechino-attack = El asesino atacó a { $player } en la casa { $house }.
chechino-attack-survived = Atacaste a { $player } en la casa { $house }, pero sobrevivió.
chechino-house-closed = La casa { $house } no funcionó: su dueño murió esta noche.
chechino-barracks-closed = Los barracones estaban cerrados: el Vago murió esta noche. Dormiste en casa.
rule-chechino-owner-alive = "Salvo que se especifique lo contrario, las ubicaciones sólo podrán ser activadas mientras sus residentes estén vivos."
chechino-elevator-stopped = El ascensor no funcionó: su Operador murió esta noche. Tu ruta acabó en { $place }.

## Formularios de MP (adjudicate forms)
chechino-form-living = un jugador vivo
chechino-form-dead = un jugador muerto
chechino-form-player = un jugador
chechino-form-victim = un jugador vivo cuya casa esté en tu ruta
chechino-form-receiver = quién lo recibe (un jugador vivo)
chechino-form-recruit = un jugador vivo que haya pasado por el laboratorio
chechino-form-house = una casa
chechino-form-next-house = la casa al otro lado del camino
chechino-form-words = tu texto, como mucho 20 palabras
chechino-form-route-paths = las casas separadas por guiones; caminos que salen de tu casa: { $paths }
chechino-form-route-paths-two = las casas separadas por guiones; caminos que salen de tu casa y de la de tu Cómplice: { $paths }
chechino-form-first-wall = un camino (caminos: { $paths })
chechino-form-second-wall = otro camino, sin ninguna casa en común con el primero
chechino-form-route = Tu ruta de esta noche: sal de tu casa ({ $home }), no pases dos veces por la misma casa y acaba en tu casa o en los barracones ({ $barracks }). Una ruta por noche.
chechino-form-route-no-barracks = Tu ruta de esta noche: sal de tu casa ({ $home }), no pases dos veces por la misma casa y vuelve a tu casa. Una ruta por noche.
chechino-form-route-killer = Tu ruta de esta noche: sal de tu casa ({ $home }) y no pases dos veces por la misma casa; no hace falta que vuelvas. Una ruta por noche.
chechino-form-route-killer-two = Tu ruta de esta noche: sal de tu casa ({ $home }) o de la de tu Cómplice ({ $other }) y no pases dos veces por la misma casa; no hace falta que vuelvas. Una ruta por noche.
chechino-form-route-sonambulo = Tu paseo dormido: sal de tu casa ({ $home }) y visita hasta 3 casas distintas, sin pasar dos veces por la misma; duermes en la última, esté o no ocupada.
chechino-form-kill = Mata a un jugador: su casa debe estar en tu ruta. Una víctima por noche.
chechino-form-kill-bullet = Dispara a un jugador con tu pistola (te quedan { $left } balas): su casa debe estar en tu ruta. Una bala por noche.
chechino-form-kidnap = Secuestra a un jugador cuya casa esté en tu ruta: queda enterrado y bloqueado, y muere la noche siguiente, mientras tú descansas.
chechino-form-unbury = Desentierra a tu víctima: queda libre y no muere.
chechino-form-water = Riega una casa de tu ruta que no sea la tuya: los pirómanos no podrán marcarla esta noche, y si estaba marcada, la marca se borra.
chechino-form-wall = Pon dos muros en dos caminos sin ninguna casa en común, antes de que nadie se mueva: quien choque con un muro acaba allí su ruta. Sabrás cuántos chocan en cada muro.
chechino-form-watch = Vigila toda la noche uno de los caminos que salen de tu casa ({ $home }): sabrás quién pasa y en qué sentido.
chechino-form-mark = Marca una casa. Solo hay una marca por noche entre los dos pirómanos: cuenta la del MP enviado primero. Cuando todas las casas de jugadores vivos de una planta están marcadas, la planta salta por los aires.
chechino-form-swap = Intercambia los carteles de dos casas esta noche (te quedan { $left } de 2 por partida): quien vaya a matar o secuestrar en una encontrará al de la otra, y la marca de un pirómano en una cae en la otra.
chechino-form-use-armeria = Armería ({ $house }), en tu ruta: llévate la pistola de un solo disparo y dásela a un jugador vivo; podrá disparar durante el día. Una función por ruta.
chechino-form-use-enfermeria = Enfermería ({ $house }), en tu ruta: llévate el botiquín de un uso y dáselo a un jugador vivo; lo protege contra asesinatos, pistola y explosiones. Una función por ruta.
chechino-form-use-capilla = Capilla ({ $house }), en tu ruta: escribe el nombre de un jugador vivo en el libro de casamientos; los dos nombres más recientes quedan enamorados. Una función por ruta.
chechino-form-use-lab-list = Laboratorio ({ $house }), en tu ruta: pide la lista de todos los que han pasado por el laboratorio. Una función por ruta.
chechino-form-use-lab-recruit = Laboratorio ({ $house }), en tu ruta: recluta para tu equipo a uno de los que han pasado por el laboratorio (una vez por partida). Una función por ruta.
chechino-form-use-lavanderia = Lavandería ({ $house }), en tu ruta: ponte un traje de camuflaje (quedan { $left }); los insomnes no te verán en el resto de tu ruta. Una función por ruta.
chechino-form-use-servicios = Servicios ({ $house }), en tu ruta: roba un espejo (quedan { $left }) para reflejar a dos jugadores esta noche: el insomne que vea a uno creerá ver al otro. Una función por ruta.
chechino-form-use-radio = Radio ({ $house }), en tu ruta: envía un MP anónimo a un jugador vivo (como mucho 20 palabras); podrá contestarte. Una función por ruta.
chechino-form-use-morgue = Morgue ({ $at }), en tu ruta: activa desde ella la casa { $house }, { $function }, cuyo dueño está muerto; lo que ya se gastó sigue gastado. Una función por ruta.
chechino-form-message = Místico: envía un mensaje a un jugador muerto a través del máster (como mucho 20 palabras; te quedan { $left } de 2 por partida). Podrá contestarte.
chechino-form-reply = Contesta al mensaje que recibiste (como mucho 20 palabras), o no envíes nada.
chechino-form-vote = Vota a un jugador vivo; tu voto vale { $weight ->
    [one] 1 punto
   *[other] { $weight } puntos
    }. No puedes votar a tu enamorado.
chechino-form-tiebreak = Capitán: si la votación acaba en empate, elige a quién de los empatados se lincha.
chechino-form-drunk = Cocinero: emborracha a un jugador y anula su voto de hoy, aunque ya se hayan parado los motores (te quedan { $left } de 2 por partida). Envíalo antes de que acabe el día.
chechino-form-stop = Mecánico: detén en secreto los motores (una vez por partida); solo cuentan los votos emitidos antes. Tu MP debe llevar su fecha y hora de envío (la cabecera del foro, por ejemplo «Enviado: …»): desde ese momento la votación queda congelada.
chechino-form-shoot = Dispara la pistola de la armería a un jugador vivo: morirá justo al acabar el linchamiento, y todos sabrán que fuiste tú.
chechino-book-empty = El libro de casamientos estaba en blanco.
chechino-void-lovers = { $voter } y { $target } están enamorados, y los enamorados no pueden votarse entre sí
chechino-void-cantina = la Cantina anuló el voto de { $voter }
