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

chechino-ability-obstructor = { $gender ->
    [f] Obstructora
   *[other] Obstructor
}
chechino-ability-insomne = Insomne
chechino-ability-caminante = Caminante
chechino-ability-bombero = { $gender ->
    [f] Bombera
   *[other] Bombero
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

chechino-help-asesino = Cada noche manda `ruta` desde tu casa o la de tu Cómplice hasta la casa de la víctima, y `matar NOMBRE`. No hace falta que regreses.
chechino-help-complice = Cada noche puedes mandar `ruta` y `secuestrar NOMBRE`: la víctima queda enterrada y muere la noche siguiente, mientras descansas; `desenterrar` la libera. Si el Asesino muere, `matar` en su lugar.
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
chechino-option-lovers-death = Las muertes que nadie vio (las de los asesinos, la bala nocturna, la de un enamorado): en público todas iguales, «ha muerto; el cuerpo apareció en la casa B», pues el libro de casamientos es secreto (`secret`), o cada una con su causa, «ha sido asesinado», «ha muerto de amor» (`told`). El muerto siempre sabe de qué muere.
chechino-option-thread-day-orders = El desempate del Capitán y el disparo de la pistola escritos en el hilo del día: se leen como si el jugador los hubiera mandado por MP a la hora del mensaje (`read`), o se le muestran al máster sin leerlos (`raise`).
chechino-option-hidden-votes = Un voto del hilo escrito en texto oculto (spoiler, blanco o transparente): nulo, no cuenta y se le muestra al máster, como pide el reglamento (`forbid`), o cuenta como cualquier voto (`count`).

chechino-phase-noche = Noche { $n }
chechino-phase-dia = Día { $n }

chechino-lives-in = { $player } vive en la casa { $house }: { $function }, planta { $floor }. Caminos a: { $paths }.
chechino-your-role = Tu rol: **{ $role }**.
chechino-partners = Tu equipo: { $players }.
chechino-your-ability = Habilidad de esta noche: **{ $ability }**.
chechino-abilities-drawn = Esta noche se { $count ->
    [one] sortea 1 habilidad
   *[other] sortean { $count } habilidades
} entre los { $standing } chustapueblerinos que quedan en pie.
chechino-abilities-drawn-buried = Esta noche se { $count ->
    [one] sortea 1 habilidad
   *[other] sortean { $count } habilidades
} entre los { $standing } chustapueblerinos que quedan en pie: { $buried }, { $buried_gender ->
    [f] enterrada, muere al empezar la noche y no cuenta
   *[other] enterrado, muere al empezar la noche y no cuenta
}.
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
chechino-err-steal-what = ¿qué roba? Dice qué se lleva: un espejo (Servicios), la pistola (Armería), el botiquín (Enfermería) o un traje (Lavandería)
chechino-err-no-partner = { $player } no tiene cómplice de cuya casa salir
chechino-err-route-not-partner = la ruta dice salir de la casa del cómplice, pero empieza en { $house }
chechino-err-missing-message = falta el mensaje
chechino-err-too-many-words = { $count } palabras: máximo 20 por mensaje
chechino-err-no-function = la casa { $house } no tiene función
chechino-err-not-by-passing = { $function } no se activa al pasar
chechino-err-morgue-living = el dueño de { $house } vive: la Morgue sólo abre casas de jugadores muertos
chechino-err-owner-dead = el dueño de { $house } ha muerto: su casa ya no funciona
chechino-err-thing-elsewhere = eso se coge en la casa { $house }, no en { $named }
chechino-help-morgue = la casa de un jugador muerto se puede usar desde la Morgue (usar MORGUE CASA …)
chechino-err-lab-killers = sólo el Asesino y el Cómplice piden el listado o reclutan en el Laboratorio
chechino-err-radio-dead = { $player } ha muerto: la radio llega a los jugadores vivos
chechino-err-not-owner = sólo el dueño vivo de { $function } puede hacer esto
chechino-err-trance-from = el mensaje a los muertos sale del Observatorio, no de { $function }: pregunta al jugador qué quiso decir
chechino-err-message-before-quote = las palabras `{ $words }` van antes del mensaje entre comillas: ¿son parte de él? Pregunta al jugador
chechino-err-route-names-a-use = las palabras tras la ruta nombran { $function }: usarla es una orden aparte; pregunta al jugador si la usa, o aparta las palabras si son solo charla
chechino-err-not-yours = un { $role } no puede hacer esto esta noche
chechino-err-no-route = { $player } no sale esta noche a recorrer el mapa
chechino-err-resting = el Cómplice descansa mientras su víctima perece: esta noche no secuestra
chechino-err-water-own = el Bombero riega una casa distinta de la suya
chechino-err-walls-connected = los dos muros comparten una casa: deben ser caminos no conectados entre sí
chechino-err-watch-home = el Insomne vigila un camino que sale de su casa { $house }
chechino-err-spent = ya se gastaron los usos de esta función
chechino-err-second-mark = { $player } ya marca esta noche (su MP se envió antes): cada noche marca un solo Pirómano
chechino-help-second-mark = "uno de ellos marcará una casa, mientras que su compañero se queda jugando a la consola": el máster pide a este Pirómano que quite su `marcar`
chechino-err-lover = { $player_gender ->
    [f] { $player } es la enamorada de quien manda este MP (libro de la Capilla): los enamorados no pueden dañarse ni votarse entre sí
    [m] { $player } es el enamorado de quien manda este MP (libro de la Capilla): los enamorados no pueden dañarse ni votarse entre sí
   *[other] { $player } y quien manda este MP están enamorados (libro de la Capilla): los enamorados no pueden dañarse ni votarse entre sí
}
chechino-help-lover = si es un voto, pide al jugador otro y anótalo en orders/_master.txt como `corregir JUGADOR NOMBRE` (o `nadie`); si es un ataque, pídele otro objetivo
chechino-err-recruit-spent = el reclutamiento del Laboratorio ya se usó (una vez por partida)
chechino-help-spent-use = un uso limitado, una vez gastado, no vuelve en toda la partida, tampoco desde la Morgue: el máster pide otro MP
chechino-err-trance-living = { $player } vive: el Místico habla con los muertos
chechino-err-vote-dead = { $player } ha muerto y no se le puede votar
chechino-err-no-gun = { $player } no tiene pistola
chechino-err-bad-target = { $player } no puede ser el objetivo
chechino-err-one-function = una función por recorrido
chechino-err-one-victim = una víctima por noche
chechino-err-not-on-route = la casa { $house } no está en el recorrido de { $player }
chechino-err-route-prose = en una ruta contada no sé leer «{ $word }»: escríbela con guiones (ruta A-C-F)
chechino-err-route-prose-doubt = la ruta contada ofrece más de un camino o pregunta («{ $word }»): escribe una sola ruta con guiones (ruta A-C-F)
chechino-err-route-short = una ruta sale de una casa y va a alguna parte
chechino-err-route-unknown = { $place } no está en el mapa
chechino-err-route-start = la ruta de { $player } debe salir de su casa { $home }, no de { $place }
chechino-err-route-no-path = no hay camino de { $from } a { $to }
chechino-err-route-elevator-empty = el ascensor de { $from } a { $to } no funciona: nadie vive en la casa { $house } (Ascensor)
chechino-err-route-elevator = el ascensor de { $from } a { $to } está parado: su Operador ha muerto
chechino-err-route-twice = la ruta pasa dos veces por { $place }
chechino-err-route-end = la ruta de { $player } debe acabar en su casa { $home } o en los barracones, no en { $place }
chechino-err-route-long = { $player_gender ->
    [f] la Sonámbula
   *[other] el Sonámbulo
} visita como mucho { $max } casas y duerme en la última; { $route } visita { $count }
chechino-help-route-long = acorta la ruta, por ejemplo `ruta { $route }`
chechino-label-route-step = paso { $step }

chechino-wall-hits = { $count ->
    [0] Tu muro en { $path } no detuvo a nadie.
    [one] Tu muro en { $path } detuvo a 1 persona.
   *[other] Tu muro en { $path } detuvo a { $count } personas.
}
chechino-obstructed = Te topaste con un muro y tu recorrido acabó allí.
chechino-not-done-walled = Por el muro, lo que pensabas hacer más adelante en tu ruta no se hizo.
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
chechino-you-killed-behind-sign = Tras el cartel de la casa { $sign } encontraste a { $player } y le diste muerte; el cuerpo apareció en la casa { $house }.
chechino-found-nobody = La casa { $house } estaba vacía.
chechino-found-buried = La casa { $house } estaba vacía: { $owner_gender ->
    [f] su dueña está enterrada
   *[other] su dueño está enterrado
} en algún lugar.
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
chechino-unburied = { $player_me ->
    [yes] Te han desenterrado: estás libre.
   *[other] { $player_gender ->
        [f] { $player } ha sido desenterrada y está libre.
        [m] { $player } ha sido desenterrado y está libre.
       *[other] Han desenterrado a { $player }: vuelve a estar en libertad.
    }
}
chechino-watered = El Bombero regó la casa { $house }.
chechino-watered-cleaned = El Bombero regó la casa { $house } y limpió su marca.
chechino-mark-watered = La casa { $house } estaba empapada: la marca no prendió.
chechino-marked = Marcasteis la casa { $house }.
chechino-check-already-marked = (la casa { $house } ya cuenta como marcada: esta marca no añade nada, salvo con los carteles cambiados)
chechino-floor-explodes = ¡La planta { $floor } ha saltado por los aires!
chechino-alarm = Saltan las alarmas de la Sala de control: una planta está a una marca de explotar.
chechino-gun-gone = La pistola ya no estaba en la Armería.
chechino-gun-received = Has recibido la pistola de la Armería: puedes disparar de día (`disparar NOMBRE`).
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
chechino-out-of-love = { $me_gender ->
    [f] Tu nombre ha desaparecido del libro de casamientos: ya no estás enamorada de { $player }.
    [m] Tu nombre ha desaparecido del libro de casamientos: ya no estás enamorado de { $player }.
   *[other] Tu nombre ha desaparecido del libro de casamientos: ya no amas a { $player }.
}
chechino-lab-list = Jugadores que han pasado por el Laboratorio: { $players }.
chechino-recruit-spent = El reclutamiento del Laboratorio ya se usó.
chechino-recruit-not-visitor = { $player } nunca pasó por el Laboratorio.
chechino-recruit-refused = { $player_gender ->
    [f] { $player } no puede ser reclutada.
    [m] { $player } no puede ser reclutado.
   *[other] No se puede reclutar a { $player }.
}
chechino-recruited = { $player_me ->
    [yes] Te han reclutado: ahora eres de los Chechinos. Tu equipo: { $players }. Saldrás de noche desde tu casa como un caminante más; si el Asesino y el Cómplice mueren, recibirás una pistola con dos balas.
   *[other] { $player } se une a los Chechinos. Tu equipo: { $players }.
}
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
chechino-ballot-dead = { $voter } votó a un jugador muerto: su voto no cuenta.
chechino-your-vote-dead = Tu voto a { $player } no cuenta: { $player } ya está muerto, y solo se vota a los vivos.
chechino-vote-cancelled = Emborrachaste a { $player }: su voto queda anulado.
chechino-engines-stopped = Paraste los motores: la votación queda congelada.
chechino-tie-not-broken = Empate entre { $players } y el Capitán no desempató: no se lincha a nadie.
chechino-tie-broken = Empate entre { $players }: { $captain_gender ->
    [f] la Capitana, { $captain }, desempata
   *[other] el Capitán, { $captain }, desempata
} y elige a { $player }.
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

chechino-death-asesinato = { $player_me ->
    [yes] Te han asesinado.
   *[other] { $player_gender ->
        [f] { $player } ha sido asesinada.
        [m] { $player } ha sido asesinado.
       *[other] Han asesinado a { $player }.
    }
}
chechino-death-calle = { $player_me ->
    [yes] Te han asesinado en la calle.
   *[other] { $player_gender ->
        [f] { $player } ha sido asesinada en la calle.
        [m] { $player } ha sido asesinado en la calle.
       *[other] Han asesinado a { $player } en la calle.
    }
}
chechino-death-enterrado = { $player_me ->
    [yes] Has muerto bajo tierra, donde te enterraron.
   *[other] { $player_gender ->
        [f] { $player } ha muerto enterrada.
        [m] { $player } ha muerto enterrado.
       *[other] { $player } ha muerto bajo tierra.
    }
}
chechino-death-bala = { $player_me ->
    [yes] Has muerto de un disparo nocturno.
   *[other] { $player } ha muerto de un disparo nocturno.
}
chechino-death-asesinato-at = { $player_me ->
    [yes] Te han asesinado; tu cuerpo apareció en la casa { $house }.
   *[other] { $player_gender ->
        [f] { $player } ha sido asesinada; el cuerpo apareció en la casa { $house }.
        [m] { $player } ha sido asesinado; el cuerpo apareció en la casa { $house }.
       *[other] Han asesinado a { $player }; el cuerpo apareció en la casa { $house }.
    }
}
chechino-death-bala-at = { $player_me ->
    [yes] Has muerto de un disparo nocturno; tu cuerpo apareció en la casa { $house }.
   *[other] { $player } ha muerto de un disparo nocturno; el cuerpo apareció en la casa { $house }.
}
chechino-death-explosion = { $player_me ->
    [yes] Has muerto en la explosión.
   *[other] { $player } ha muerto en la explosión.
}
chechino-death-linchamiento = { $player_me ->
    [yes] Has muerto en el linchamiento.
   *[other] { $player_gender ->
        [f] { $player } ha muerto linchada.
        [m] { $player } ha muerto linchado.
       *[other] { $player } ha muerto en el linchamiento.
    }
}
chechino-death-remo = { $player_me ->
    [yes] Has muerto de un golpe de remo.
   *[other] { $player } ha muerto de un golpe de remo.
}
chechino-death-disparo = { $player_me ->
    [yes] Has muerto del disparo.
   *[other] { $player } ha muerto del disparo.
}
chechino-death-found = { $player_me ->
    [yes] Has muerto; tu cuerpo apareció en la casa { $house }.
   *[other] { $player } ha muerto; el cuerpo apareció en la casa { $house }.
}
chechino-death-unexplained = { $player_me ->
    [yes] Has muerto.
   *[other] { $player } ha muerto.
}
chechino-death-amor = { $player_me ->
    [yes] Has muerto de amor.
   *[other] { $player } ha muerto de amor.
}

chechino-win-pueblo = Gana el Pueblo: { $players }.
chechino-win-piromanos = Ganan los Pirómanos: { $players }.
chechino-win-chechinos = Ganan los Chechinos: { $players }.
chechino-win-nobody = No queda nadie vivo: nadie gana.

chechino-map-not-a-ship = sólo una partida de chechino tiene una nave que dibujar (esta partida es de { $ruleset })
chechino-map-written = El mapa de la nave está en { $path }.
chechino-map-floor = planta { $floor }
chechino-map-exploded = explotada
chechino-map-role = rol: { $role }
chechino-map-legend-path = camino
chechino-map-legend-elevator = ascensor (las paradas del Ascensor)
chechino-map-legend-elevator-stopped = ascensor parado (su Operador está muerto, o nadie vive en su casa)
chechino-map-legend-dead = residente muerto
chechino-map-legend-exploded = planta que explotó
chechino-map-function = { $function }
chechino-map-legend-wall = muro de la última noche
chechino-map-legend-marked = casa marcada por los Pirómanos
chechino-map-legend-blood = sangre { $player_gender ->
    [f] de la Sonámbula, asesinada
   *[other] del Sonámbulo, asesinado
} en la calle la noche { $night }
chechino-map-legend-footprints = huellas del asesino, desde la sangre (noche { $night })
chechino-wall-up = Se levanta un muro en { $path }.
chechino-err-two-votes-one-pm = dos votos en un mismo MP, sin corregir el primero: pregunta al jugador cuál vale (un voto en un MP posterior sí cambia el anterior)
chechino-err-one-route = una ruta por noche
chechino-err-buried = { $player } { $player_gender ->
    [f] está secuestrada y enterrada
    [m] está secuestrado y enterrado
   *[other] está bajo tierra
}: no puede actuar, sólo votar
chechino-status-buried = Bajo tierra: { $player }
chechino-status-gun = La pistola: { $player }
chechino-status-medkit = El botiquín: { $player }
chechino-status-warned = Con un aviso por no votar: { $players }
chechino-status-book = Libro de bodas de la Capilla: { $players }
chechino-status-lab = Han pasado por el Laboratorio: { $players }
chechino-status-uses = Usos que quedan: trajes de camuflaje { $suits }, espejos { $mirrors }, cambios de letrero { $swaps }, bebidas { $drinks }, trances { $trances }, paradas de motores { $engines }
chechino-status-bullets = La pistola del Reclutado: { $count ->
    [one] le queda 1 bala
   *[other] le quedan { $count } balas
}
chechino-err-no-message = { $player } no ha recibido ningún mensaje que contestar
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
chechino-walk-cancelled = Por eso tu ruta y tus órdenes de esta noche quedaron anuladas.
chechino-street-attack = El asesino atacó a { $player } en la calle, en { $place }.
chechino-street-attack-survived = Por el camino atacaste a { $player }, que sobrevivió.
chechino-attack = El asesino atacó a { $player } en la casa { $house }.
chechino-attack-survived = Atacaste a { $player } en la casa { $house }, pero sobrevivió.
chechino-house-closed = La casa { $house } no funcionó: { $owner_gender ->
    [f] su dueña murió
   *[other] su dueño murió
} esta noche.
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
chechino-form-use-armeria = Armería ({ $house }), en tu ruta: llévate la pistola de un solo disparo, si aún está, y dásela a un jugador vivo; podrá disparar durante el día. Una función por ruta.
chechino-form-use-enfermeria = Enfermería ({ $house }), en tu ruta: llévate el botiquín de un uso, si aún está, y dáselo a un jugador vivo; lo protege contra asesinatos, pistola y explosiones. Una función por ruta.
chechino-form-use-capilla = Capilla ({ $house }), en tu ruta: escribe el nombre de un jugador vivo en el libro de casamientos; los dos nombres más recientes quedan enamorados. Una función por ruta.
chechino-form-use-lab-list = Laboratorio ({ $house }), en tu ruta: pide la lista de todos los que han pasado por el laboratorio. Una función por ruta.
chechino-form-use-lab-recruit = Laboratorio ({ $house }), en tu ruta: recluta para tu equipo a uno de los que han pasado por el laboratorio (una vez por partida). Una función por ruta.
chechino-form-use-lavanderia = Lavandería ({ $house }), en tu ruta: ponte un traje de camuflaje, si queda alguno de los dos; los insomnes no te verán en el resto de tu ruta. Una función por ruta.
chechino-form-use-servicios = Servicios ({ $house }), en tu ruta: roba un espejo, si queda alguno de los dos, para reflejar a dos jugadores esta noche: el insomne que vea a uno creerá ver al otro. Una función por ruta.
chechino-form-use-radio = Radio ({ $house }), en tu ruta: envía un MP anónimo a un jugador vivo (como mucho 20 palabras); podrá contestarte. Una función por ruta.
chechino-form-use-morgue = Morgue ({ $at }), en tu ruta: activa desde ella la casa { $house }, { $function }, { $player_gender ->
    [f] cuya dueña está muerta
   *[other] cuyo dueño está muerto
}; lo que ya se gastó sigue gastado. Una función por ruta.
chechino-form-message = { $me_gender ->
    [f] Mística
   *[other] Místico
}: envía un mensaje a un jugador muerto a través del máster (como mucho 20 palabras; te quedan { $left } de 2 por partida). Podrá contestarte.
chechino-form-reply = Contesta al mensaje que recibiste (como mucho 20 palabras), o no envíes nada.
chechino-form-vote = Vota a un jugador vivo; tu voto vale { $weight ->
    [one] 1 punto
   *[other] { $weight } puntos
    }.
chechino-form-vote-lover = Vota a un jugador vivo; tu voto vale { $weight ->
    [one] 1 punto
   *[other] { $weight } puntos
    }. No puedes votar a { $lover }: los enamorados no pueden votarse entre sí.
chechino-form-tiebreak = { $me_gender ->
    [f] Capitana
   *[other] Capitán
}: si la votación acaba en empate, elige a quién de los empatados se lincha.
chechino-form-drunk = { $me_gender ->
    [f] Cocinera
   *[other] Cocinero
}: emborracha a un jugador y anula su voto de hoy, aunque ya se hayan parado los motores (te quedan { $left } de 2 por partida). Envíalo antes de que acabe el día.
chechino-form-stop = { $me_gender ->
    [f] Mecánica
   *[other] Mecánico
}: detén en secreto los motores (una vez por partida); solo cuentan los votos emitidos antes. Tu MP debe llevar su fecha y hora de envío (la cabecera del foro, por ejemplo «Enviado: …»): desde ese momento la votación queda congelada.
chechino-form-shoot = Dispara la pistola de la armería a un jugador vivo: morirá justo al acabar el linchamiento, y todos sabrán que fuiste tú.
chechino-book-empty = El libro de casamientos estaba en blanco.

## El MP de rol: la casa del jugador y lo que su función le deja hacer.
chechino-your-house = Vives en la casa { $house }: { $function }, planta { $floor }.
chechino-help-vote = Cada día votas (`votar NOMBRE`): tu voto vale 2 puntos mientras vivas y 1 después de tu muerte. Si no votas estando con vida recibes un aviso; la segunda vez, golpe de remo.
chechino-own-armeria = Tu casa guarda la pistola de un solo disparo: quien pase por ella puede llevársela y dársela a un jugador vivo, que dispara de día. Sabrás quién se la llevó, pero no a quién se la dio. Tu casa no te da ninguna orden.
chechino-own-ascensor = Cualquiera puede subir a tu ascensor para cambiar de planta de un salto, sin gastar su función y sin que lo vean los insomnes. Sabrás en qué parada subió y bajó cada pasajero, pero no quién era. Si mueres, el ascensor se para.
chechino-own-barracones = Quien recorra el mapa de noche puede acabar su ruta en tu barracón en lugar de volver a casa: hay una cama, aparte de la tuya y de un posible Sonámbulo. Sabrás quién durmió allí. Si los Pirómanos vuelan el barracón, mueren todos los que duermen en él. Si mueres, el barracón cierra.
chechino-own-cantina = Dos veces por partida ({ $left ->
    [0] ya no te queda ninguna
    [one] te queda 1
   *[other] te quedan { $left }
}) puedes mandar de día `emborrachar NOMBRE`: los votos de ese jugador no cuentan ese día, aunque el Mecánico ya haya parado los motores. Mándalo antes de que acabe el día.
chechino-own-capilla = Quien pase por tu capilla puede escribir un nombre en el libro de casamientos; los dos nombres más recientes quedan enamorados: si uno muere, el otro lo sigue a la tumba, y no pueden dañarse ni votarse entre sí. Sabrás cada cambio del libro, pero no quién lo escribió. Tu casa no te da ninguna orden.
chechino-own-cruce-sombrio = Dos veces por partida ({ $left ->
    [0] ya no te queda ninguna
    [one] te queda 1
   *[other] te quedan { $left }
}) puedes mandar de noche `cambiar X Y`: intercambias los carteles de las casas X e Y; quien vaya a matar o secuestrar en una encontrará al de la otra, y la marca de un Pirómano en una cae en la otra.
chechino-own-enfermeria = Tu casa guarda un botiquín de un uso: quien pase por ella puede llevárselo y dárselo a un jugador vivo; protege contra asesinatos, pistola y explosiones, no contra el linchamiento ni la muerte por amor. Sabrás quién se lo llevó, pero no a quién se lo dio. Tu casa no te da ninguna orden.
chechino-own-laboratorio = En tu laboratorio, el Asesino o el Cómplice pueden pedir la lista de quienes han pasado por él y, una vez por partida, reclutar a uno de ellos. El laboratorio funciona aunque mueras, y sabrás, incluso después de tu muerte, la noche en que se produzca el reclutamiento, pero no a quién reclutaron. Tu casa no te da ninguna orden.
chechino-own-lavanderia = En tu lavandería hay dos trajes de camuflaje ({ $left ->
    [0] no queda ninguno
    [one] queda 1
   *[other] quedan { $left }
}): quien pase puede ponerse uno y los insomnes no lo verán en el resto de su ruta. Sabrás cuándo roban un traje, pero no quién. Tu casa no te da ninguna orden.
chechino-own-morgue = Mientras vivas, quien pase por tu morgue puede activar desde ella la casa de un jugador muerto (`usar { $house } CASA …`); lo que ya se gastó sigue gastado. Tu casa no te da ninguna orden.
chechino-own-motores = { $left ->
    [0] Los motores ya se pararon una vez: no puedes volver a pararlos.
   *[other] Una vez por partida puedes mandar de día `parar`: los motores se paran en secreto y la votación queda congelada desde la hora de tu MP; solo cuentan los votos enviados antes. Tu MP debe llevar su fecha y hora de envío (la cabecera del foro, por ejemplo «Enviado: …»); sin ella no se puede saber desde cuándo y el máster no lo acepta.
}
chechino-own-observatorio = Dos veces por partida ({ $left ->
    [0] ya no te queda ninguna
    [one] te queda 1
   *[other] te quedan { $left }
}), de día o de noche, puedes mandar `mensaje NOMBRE texto` a un jugador muerto a través del máster (como mucho 20 palabras); podrá contestarte en la fase siguiente.
chechino-own-puente-de-mando = Mientras vivas, tu voto vale 3 puntos. Si la votación acaba en empate, decides tú: manda de día `desempatar NOMBRE` con uno de los empatados (puedes mandarlo junto a tu voto, por si acaso).
chechino-own-radio = Quien pase por tu radio puede enviar un MP anónimo de como mucho 20 palabras a un jugador vivo, que podrá contestar. Sabrás a quién se envió cada mensaje, pero no lo que decía. Si mueres, la radio calla. Tu casa no te da ninguna orden.
chechino-own-sala-de-control = Mientras vivas, cuando una planta esté a una marca de explotar saltarán las alarmas de tu sala y todos lo sabrán, pero no qué planta. Tu casa no te da ninguna orden.
chechino-own-servicios = En tus servicios hay dos espejos ({ $left ->
    [0] no queda ninguno
    [one] queda 1
   *[other] quedan { $left }
}): quien pase puede robar uno para reflejar a dos jugadores esa noche; el insomne que vea a uno creerá ver al otro. Tu casa no te da ninguna orden.

## El MP de un sustituto (reemplazar).
chechino-substitute = Ocupas el puesto de { $player } con todo lo que sabía: su rol, su casa, su equipo y lo que le queda por hacer.
chechino-gun-held = Tienes la pistola de la Armería: puedes disparar de día (`disparar NOMBRE`).
chechino-medkit-held = Tienes el botiquín de la Enfermería: te protege una vez contra asesinatos, pistola y explosiones.
chechino-bullets-left = Tu pistola de Reclutado: { $left ->
    [0] no te queda ninguna bala
    [one] te queda 1 bala
   *[other] te quedan { $left } balas
}, una por noche (`matar NOMBRE`).
chechino-may-answer = Te enviaron un mensaje en la fase anterior: puedes contestarlo en esta (`responder texto`, como mucho 20 palabras).
chechino-your-vote-drunk = { $me_gender ->
    [f] Estabas borracha: la Cantina anuló tus votos de hoy, y tu voto a { $player } no cuenta.
    [m] Estabas borracho: la Cantina anuló tus votos de hoy, y tu voto a { $player } no cuenta.
   *[other] El alcohol de la Cantina anuló tus votos de hoy: tu voto a { $player } no cuenta.
}
chechino-your-vote-frozen = Tu voto a { $player } no cuenta.
chechino-your-vote-frozen-earlier = Tu voto a { $player } no cuenta; sigue contando el que enviaste antes, a { $earlier }.
chechino-dead-may = Desde la tumba sigues votando cada día (`votar NOMBRE`), y tu voto vale 1 punto; si el Místico te envía un mensaje, puedes contestarle (`responder texto`). Ya no actúas de noche, y ya puedes contar en el hilo lo que quieras.
chechino-dead-house = Tu casa { $house } se puede seguir usando desde la Morgue mientras viva el Enterrador, y recibirás lo que se vea en ella como si siguieras con vida.
chechino-gun-buried = Tienes la pistola de la Armería, pero bajo tierra no puedes dispararla: solo podrás si te desentierran.
chechino-recruit-armed-buried = Asesino y Cómplice han muerto: recibes una pistola con dos balas, pero bajo tierra no puedes usarla: solo podrás si te desentierran.
chechino-elevator-public-empty = El ascensor (casa { $house }) no funciona: nadie vive en esa casa. Sus paradas:
chechino-empty-house = La casa { $house } está vacía: { $function }, planta { $floor }. Caminos a: { $paths }.
chechino-elevator-public = El ascensor (casa { $house }) lleva de una parada a otra de un solo salto, mientras viva su Operador:
chechino-elevator-stop = Parada { $stop }, planta { $floor }: caminos a { $houses }; ascensor a { $stops }.
chechino-your-warning = No votaste: es tu primer aviso. Si vuelves a no votar mientras vivas, morirás de un golpe de remo al final del linchamiento.
chechino-help-usar = Con `usar CASA …` activas la función de una casa de tu ruta (una por ruta): Armería o Enfermería `usar CASA NOMBRE` (quién recibe la pistola o el botiquín), Capilla `usar CASA NOMBRE` (el nombre que escribes), Lavandería `usar CASA` (un traje), Servicios `usar CASA NOMBRE NOMBRE` (el espejo), Radio `usar CASA NOMBRE texto`, Morgue `usar CASA OTRA …` (la casa de un muerto); en el Laboratorio, el Asesino y el Cómplice, `usar CASA` (la lista) o `usar CASA reclutar NOMBRE`.
chechino-your-buried-victim = Tu víctima enterrada es { $player }: muere la noche siguiente a su secuestro, mientras descansas, salvo que la liberes con `desenterrar`.
chechino-you-may-answer = Puedes contestar en la fase siguiente (`responder texto`, como mucho 20 palabras), o no hacerlo.
chechino-trance-sent = En trance, enviaste a { $player } tu mensaje: "{ $text }" ({ $left ->
    [0] ya no te queda ninguno
    [one] te queda 1
   *[other] te quedan { $left }
}). Podrá contestarte en la fase siguiente.
chechino-radio-you-sent = Enviaste por radio a { $player } un MP anónimo: "{ $text }". Si contesta, recibirás su respuesta en la fase siguiente.
chechino-void-lovers-secret = { $voter } y { $target } están enamorados, y los enamorados no pueden votarse entre sí
chechino-void-cantina-secret = la Cantina anuló el voto de { $voter }
chechino-err-mark-third-person = «{ $verb } { $player }» dice quién marca esta noche, no qué casa marcas: para marcar su casa, escribe `marcar la casa de { $player }`
