# lupus: el set abierto italiano. Español.

lupus-role-postino = { $gender ->
    [f] Postina (Cartera)
    [m] Postino (Cartero)
   *[other] Postino (Cartero)
}
lupus-role-veggente = Veggente (Vidente)
lupus-role-veggente-gufato = { $gender ->
    [f] Veggente gufata (Vidente con búho)
    [m] Veggente gufato (Vidente con búho)
   *[other] Veggente gufato (Vidente con búho)
}
lupus-role-medium = Medium (Médium)
lupus-role-medium-cieco = { $gender ->
    [f] Medium cieca (Médium ciega)
    [m] Medium cieco (Médium ciego)
   *[other] Medium cieco (Médium ciego)
}
lupus-role-domatore-di-orsi = { $gender ->
    [f] Domatrice di orsi (Domadora de osos)
    [m] Domatore di orsi (Domador de osos)
   *[other] Domatore di orsi (Domador de osos)
}
lupus-role-volpe = Volpe (Zorro)
lupus-role-ammaestratore = { $gender ->
    [f] Ammaestratrice (Adiestradora)
    [m] Ammaestratore (Adiestrador)
   *[other] Ammaestratore (Adiestrador)
}
lupus-role-guardiano-della-notte = { $gender ->
    [f] Guardiana della notte (Guardiana nocturna)
    [m] Guardiano della notte (Guardián nocturno)
   *[other] Guardiano della notte (Guardián nocturno)
}
lupus-role-guardia-gemella = Guardia gemella (Guardia gemela)
lupus-role-unicorno = Unicorno (Unicornio)
lupus-role-mago-giratempo = { $gender ->
    [f] Maga giratempo (Maga del tiempo)
    [m] Mago giratempo (Mago del tiempo)
   *[other] Mago giratempo (Mago del tiempo)
}
lupus-role-cuoredoro = Cuoredoro (Corazón de oro)
lupus-role-mugnaio = { $gender ->
    [f] Mugnaia (Molinera)
    [m] Mugnaio (Molinero)
   *[other] Mugnaio (Molinero)
}
lupus-role-doppia-faccia = Doppia faccia (Dos caras)
lupus-role-contadino-semplice = { $gender ->
    [f] Contadina semplice (Aldeana)
    [m] Contadino semplice (Aldeano)
   *[other] Contadino semplice (Aldeano)
}
lupus-role-indemoniato = { $gender ->
    [f] Indemoniata (Poseída)
    [m] Indemoniato (Poseído)
   *[other] Indemoniato (Poseído)
}
lupus-role-lupo-demonio = Lupo demonio (Lobo demonio)
lupus-role-lupo-spelacchiato = Lupo spelacchiato (Lobo sarnoso)
lupus-role-giovane-lupo = Giovane lupo (Lobo joven)
lupus-role-lupo-mannaro = Lupo mannaro (Hombre lobo)
lupus-role-marionettista = { $gender ->
    [f] Marionettista (Titiritera)
    [m] Marionettista (Titiritero)
   *[other] Marionettista (Titiritero)
}
lupus-role-narcisista = Narcisista
lupus-role-bucaniere = { $gender ->
    [f] Bucaniere (Bucanera)
    [m] Bucaniere (Bucanero)
   *[other] Bucaniere (Bucanero)
}
lupus-role-galeotto = { $gender ->
    [f] Galeotta (Galeote)
    [m] Galeotto (Galeote)
   *[other] Galeotto (Galeote)
}
lupus-role-scommettitrice = Scommettitrice (Apostadora)

lupus-innocente = INNOCENTE
lupus-losco = LOSCO
lupus-bet-night = esta noche
lupus-bet-day = en el rogo de mañana
lupus-phase-notte = Notte { $n }
lupus-phase-giorno = Giorno { $n }

lupus-option-coordinates = las coordenadas que se juegan (p. ej. 2E) en lugar de sortearlas
lupus-option-adjacency = si, para la adyacencia, la lista de jugadores es un círculo (wrap) o una línea (line)
lupus-option-pack-wins = cuándo gana la manada: cuando hay tantos lobos como otros vivos (parity), o cuando no queda nadie más vivo (all)
lupus-option-tie = un empate en el rogo: no se quema a nadie (nobody), o sortea el máster (random)
lupus-option-pack-disagreement = dos lobos que nombran víctimas distintas, o las gemelas jugadores distintos: se rechaza para que lo resuelva el máster (refuse), o decide el MP enviado primero (first) o el último (last)
lupus-option-unicorno-blood = la sangre que un Unicorno muerto da de noche: inmortal esa noche, desde su paso, y el día siguiente (tonight), o el día y la noche siguientes (next)
lupus-option-death-causes = cómo se anuncian las muertes de la noche: todas «aparece muerto» (hidden), o con su causa, devorado, remordimiento, compañero de galeras (told)

## MP de los roles
lupus-setup-public = Empieza la partida: { $count } jugadores, set abierto; las coordenadas se sortean en secreto.
lupus-your-role = Tu rol: **{ $role }**.
lupus-partners = Conoces a: **{ $players }**.
lupus-help-postino = Cada noche puedes elegir a un jugador (también a ti { $me_gender ->
    [f] misma
   *[other] mismo
}) que recibirá la respuesta del Veggente: `consegna NOMBRE`. Entonces el Veggente no recibe nada.
lupus-help-veggente = Cada noche investigas a otro jugador y descubres si es INNOCENTE o LOSCO: `indaga NOMBRE`.
lupus-help-veggente-gufato = Cada noche investigas a otro jugador (`indaga NOMBRE`), o bien envías la respuesta con un búho a un segundo jugador: `gufo NOMBRE DESTINATARIO`.
lupus-help-medium = Desde la segunda noche descubres si el jugador quemado en el último rogo era un LUPO.
lupus-help-medium-cieco = Desde la segunda noche eliges a otro jugador, que descubrirá si el jugador quemado en el último rogo era un LUPO: `comunica NOMBRE`.
lupus-help-domatore-di-orsi = Desde la segunda noche, al final de la noche, descubres si tu oso está inquieto: un LUPO junto a ti en la lista.
lupus-help-volpe = Desde la segunda noche puedes olfatear a tres jugadores adyacentes (sin incluirte a ti): `annusa A B C`. Si los tres son INNOCENTI, pierdes el poder.
lupus-help-ammaestratore = Una sola vez, desde la segunda noche, eliges tú la víctima de los lobos: `ammaestra NOMBRE`. Si eliges a un LUPO, esa noche no hay ataque.
lupus-help-guardiano-della-notte = Desde la segunda noche proteges a otro jugador de cualquier muerte o conversión durante esa noche: `proteggi NOMBRE`; nunca al mismo jugador dos noches seguidas.
lupus-help-guardia-gemella = Desde la segunda noche las gemelas protegen a otro jugador del ataque de los lobos: `proteggi NOMBRE`; nunca al mismo jugador dos noches seguidas.
lupus-help-unicorno = Si mueres, puedes donar tu sangre a otro jugador, que será inmortal durante el día y la noche siguientes: `dona NOMBRE`.
lupus-help-mago-giratempo = Una sola vez, desde la segunda noche, puedes devolver la vida a un jugador muerto durante el día o la noche anteriores: `resuscita NOMBRE`.
lupus-help-cuoredoro = { $me_gender ->
    [f] Eres una Contadina semplice.
   *[other] Eres un Contadino semplice.
}
lupus-help-mugnaio = Desde la segunda noche, al final de la noche, descubres si hay un Contadino semplice junto a ti en la lista.
lupus-help-doppia-faccia = { $me_gender ->
    [f] Eres una Contadina semplice.
   *[other] Eres un Contadino semplice.
}
lupus-help-contadino-semplice = No tienes ningún poder: encuentra a los lobos y llévalos al rogo.
lupus-help-indemoniato = { $me_gender ->
    [f] Eres humana pero estás del lado de los lobos, sin conocerlos.
   *[other] Eres humano pero estás del lado de los lobos, sin conocerlos.
}
lupus-help-lupo-demonio = Eres un lobo: desde la segunda noche la manada elige junta una víctima: `sbrana NOMBRE`{ $giovane ->
    [no] {""}
   *[yes] ; la noche después de que quemen a un Giovane lupo en el rogo, dos: `sbrana NOMBRE NOMBRE`
}. De día, desde el segundo día, nombras a otro jugador antes del cierre del rogo: `nomina NOMBRE`; si mueres, ese jugador se convierte en un Indemoniato.
lupus-help-lupo-spelacchiato = Eres un lobo que parece INNOCENTE a las investigaciones. Desde la segunda noche la manada elige junta una víctima: `sbrana NOMBRE`{ $giovane ->
    [no] {""}
   *[yes] ; la noche después de que quemen a un Giovane lupo en el rogo, dos: `sbrana NOMBRE NOMBRE`
}.
lupus-help-giovane-lupo = Eres un lobo pero no puedes atacar: puedes nombrar la víctima de la manada (`sbrana NOMBRE`) y ataca otro lobo; si eres el único lobo vivo, no se ataca a nadie. Si te queman en el rogo, esa noche la manada ataca a una víctima más.
lupus-help-lupo-mannaro = Desde la segunda noche la manada elige junta una víctima: `sbrana NOMBRE`{ $giovane ->
    [no] {""}
   *[yes] ; la noche después de que quemen a un Giovane lupo en el rogo, dos: `sbrana NOMBRE NOMBRE`
}.
lupus-help-marionettista = Desde la segunda noche eliges a dos jugadores: el primero usa su poder nocturno sobre el segundo: `controlla A B`; el primero sabe que lo controlaron (no quién) y tú descubres su rol exacto; nunca el mismo primer jugador dos noches seguidas. Si sigues con vida al final de la partida, ganas con quien gane, siempre que el VILLAGGIO haya perdido.
lupus-help-narcisista = Ganas, con el bando ganador, solo si te queman en el rogo; quien dio el voto decisivo morirá de remordimientos la noche siguiente.
lupus-help-bucaniere = Solo la segunda noche eliges a tres jugadores (no a ti { $me_gender ->
    [f] misma
   *[other] mismo
}): `scegli A B C`. La primera vez que cada uno de ellos es el objetivo de un poder nocturno (el ataque de los lobos incluido), lo recibes tú en su lugar, sin que quien lo usó lo sepa. Si sigues con vida al final de la partida, solo ganas tú.
lupus-help-galeotto = Entre { $partner_gender ->
    [f] tu compañera
   *[other] tu compañero
} y tú hay FIDUCIA y parecéis INNOCENTI. Si los dos seguís vivos al final de la partida, robáis la victoria; si uno muere, muere también el otro. Desde la segunda noche puedes { $partner_gender ->
    [f] traicionarla
   *[other] traicionarlo
}, para siempre: `tradisci`; te vuelves inmune al ataque de los lobos y pareces LOSCO, y ganas con los ganadores solo si { $partner_gender ->
    [f] tu compañera muere
   *[other] tu compañero muere
}.
lupus-help-scommettitrice = Cada noche puedes apostar por quién muere esta noche o en el rogo de mañana: `scommetti NOMBRE notte|giorno`; nunca dos veces seguidas por el mismo suceso. Cada apuesta ganada vale 1 punto: con 3 puntos ganas en el acto tú sola, y si sigues viva al final de la partida con al menos 1 punto, ganas tú sola. Si predices tu propia muerte nocturna, sobrevives.
lupus-help-vote-is-day = los votos se envían de día, antes del cierre del rogo
lupus-help-night-is-night = este poder se usa de noche
lupus-help-coordinates = las coordenadas son una columna, 1 o 2, y una fila de la A a la E, p. ej. 2E
lupus-help-gift = solo puede hacerlo un Unicorno muerto que aún no haya donado su sangre
lupus-help-same-protection = elige a otro jugador esta noche
lupus-help-pack-disagrees = la manada elige una sola víctima: el máster pregunta a los lobos y conserva una sola orden `sbrana` (o decide la opción pack_disagreement=first|last)
lupus-help-twins-disagree = { $first_gender ->
    [f] { $other_gender ->
        [f] las gemelas eligen juntas: el máster les pregunta y conserva una sola orden `proteggi` (o decide la opción pack_disagreement=first|last)
       *[other] los gemelos eligen juntos: el máster les pregunta y conserva una sola orden `proteggi` (o decide la opción pack_disagreement=first|last)
    }
   *[other] los gemelos eligen juntos: el máster les pregunta y conserva una sola orden `proteggi` (o decide la opción pack_disagreement=first|last)
}

## Noche
lupus-bucaniere-chose = Elegiste a { $players }.
lupus-bucaniere-takes = El Bucaniere ocupa el lugar de { $target } como objetivo del poder de { $actor }.
lupus-marionettista-learns = Controlas a { $player }: su rol es **{ $role }**.
lupus-controlled = Esta noche te han controlado: otro jugador eligió sobre quién usaste tu poder nocturno.
lupus-controlled-unused = Esta noche te han controlado, pero tu poder, que se usa una sola vez, no se ha usado: nadie ha elegido por ti.
lupus-betrayed = { $partner_gender ->
    [f] Has traicionado a tu compañera.
   *[other] Has traicionado a tu compañero.
}
lupus-bet-placed = Apuestas a que { $player } muere { $when }.
lupus-bet-won = Tu apuesta por { $player } gana un punto.
lupus-bet-own-death = Predijiste tu propia muerte esta noche: sobrevives y ganas un punto.
lupus-postino-delivers = La respuesta del Veggente va a { $player }.
lupus-answer = { $player } es **{ $aura }**.
lupus-answer-delivered = Te llega un mensaje: { $player } es **{ $aura }**.
lupus-no-answer = Ninguna respuesta sobre { $player }.
lupus-owl-sent = Tu búho ha volado hasta { $player }.
lupus-medium-wolf = { $player_gender ->
    [f] La jugadora quemada en el rogo, { $player }, era un **LUPO**.
    [m] El jugador quemado en el rogo, { $player }, era un **LUPO**.
   *[other] En el rogo ardió { $player }, que era un **LUPO**.
}
lupus-medium-not-wolf = { $player_gender ->
    [f] La jugadora quemada en el rogo, { $player }, **no** era un LUPO.
    [m] El jugador quemado en el rogo, { $player }, **no** era un LUPO.
   *[other] En el rogo ardió { $player }, que **no** era un LUPO.
}
lupus-medium-nobody = En el último rogo no se quemó a nadie.
lupus-orso-irrequieto = Tu oso está **inquieto**.
lupus-orso-calmo = Tu oso está tranquilo.
lupus-mugnaio-yes = Hay un Contadino semplice junto a ti.
lupus-mugnaio-no = No hay ningún Contadino semplice junto a ti.
lupus-volpe-losco = Entre { $players } hay al menos un **LOSCO**.
lupus-volpe-innocenti = { $players } son todos **INNOCENTI**: pierdes tu poder.
lupus-tamed = Elegiste la víctima de los lobos: { $player }.
lupus-tamed-wolf = La víctima de los lobos era un LUPO: esta noche no hay ataque.
lupus-wolves-tamed = Atacasteis contra vuestra voluntad: alguien eligió vuestra víctima.
lupus-protects = Proteges a { $player }.
lupus-protection-repeat = La protección de { $player } falla: el mismo jugador dos noches seguidas.
lupus-blood-given-night-day = { $player_me ->
    [yes] La sangre del Unicorno te hace inmortal durante la Notte { $first } y el Giorno { $last }.
   *[other] La sangre del Unicorno hace a { $player } inmortal durante la Notte { $first } y el Giorno { $last }.
}
lupus-blood-given-day-night = { $player_me ->
    [yes] La sangre del Unicorno te hace inmortal durante el Giorno { $first } y la Notte { $last }.
   *[other] La sangre del Unicorno hace a { $player } inmortal durante el Giorno { $first } y la Notte { $last }.
}
lupus-unicorno-may-give = Has muerto, pero como Unicorno aún puedes donar tu sangre, una sola vez: `dona NOMBRE`; ese jugador será inmortal durante el día y la noche siguientes.
lupus-revived = **{ $player }** vuelve a estar entre los vivos.
lupus-revive-failed = La resurrección de { $player } falla, y tu poder se ha gastado.
lupus-pack-bites = La manada ataca a { $player }.
lupus-no-biter = Esta noche ningún lobo puede atacar.
lupus-choice-set-aside-first = Tu elección ({ $yours }) queda descartada: el MP de { $player } se envió primero y es el que decide.
lupus-choice-set-aside-last = Tu elección ({ $yours }) queda descartada: el MP de { $player } se envió el último y es el que decide.
lupus-saved-guardiano = El Guardiano della notte frustra el ataque contra { $player }.
lupus-saved-gemelle = Las Guardie gemelle frustran el ataque contra { $player }.
lupus-saved-unicorno = El ataque contra { $player } falla: la sangre del Unicorno da la inmortalidad.
lupus-saved-traitor = { $player } es inmune al ataque de los lobos.
lupus-nobody-died = Esta noche no ha muerto nadie.
lupus-both-traitors = { $players } han traicionado los dos: la aldea lo descubre, y quedan eliminados.

## Muertes
lupus-death-sbrano = { $player_me ->
    [yes] Los lobos te han devorado.
   *[other] { $player_gender ->
        [f] **{ $player }** aparece muerta, devorada por los lobos.
        [m] **{ $player }** aparece muerto, devorado por los lobos.
       *[other] Los lobos han devorado a **{ $player }**.
    }
}
lupus-death-rogo = { $player_me ->
    [yes] { $me_gender ->
            [f] Eres quemada en el rogo.
           *[other] Eres quemado en el rogo.
        }
   *[other] { $player_gender ->
        [f] **{ $player }** es quemada en el rogo.
        [m] **{ $player }** es quemado en el rogo.
       *[other] **{ $player }** arde en el rogo.
    }
}
lupus-death-found = { $player_me ->
    [yes] { $me_gender ->
            [f] Apareces muerta.
           *[other] Apareces muerto.
        }
   *[other] { $player_gender ->
        [f] **{ $player }** aparece muerta.
        [m] **{ $player }** aparece muerto.
       *[other] **{ $player }** ha muerto.
    }
}
lupus-death-guilt = { $player_me ->
    [yes] Mueres de remordimiento.
   *[other] **{ $player }** muere de remordimiento.
}
lupus-death-chain = { $player_me ->
    [yes] Mueres con tu compañero de galeras.
   *[other] **{ $player }** muere con su compañero de galeras.
}
lupus-death-exposed = { $player_me ->
    [yes] { $me_gender ->
            [f] Quedas eliminada.
            [m] Quedas eliminado.
           *[other] Quedas fuera de la partida.
        }
   *[other] { $player_gender ->
        [f] **{ $player }** queda eliminada.
        [m] **{ $player }** queda eliminado.
       *[other] **{ $player }** queda fuera de la partida.
    }
}
lupus-removed = { $player_me ->
    [yes] Dejas la partida.
   *[other] **{ $player }** deja la partida.
}
lupus-converted = { $me_gender ->
    [f] Ahora eres una **Indemoniata**: juegas para la manada.
   *[other] Ahora eres un **Indemoniato**: juegas para la manada.
}
lupus-conversion-exempt = { $player } no puede convertirse en Indemoniato.
lupus-conversion-guarded = Una protección impide la conversión de { $player }.

## Día
lupus-nominated = Has nombrado a { $player }.
lupus-count = { $player }: { $count ->
    [one] 1 voto
   *[other] { $count } votos
} ({ $voters }).
lupus-cuoredoro-vote = El voto de { $voter } no cuenta (Cuoredoro).
lupus-not-voting = No votaron: { $players }.
lupus-abstained = { $count ->
    [one] Abstención: { $players }.
   *[other] Abstenciones: { $players }.
}
lupus-revenge-tonight = { $player_gender ->
    [f] { $player }, el Giovane lupo, ha sido quemada en el rogo: como venganza, esta noche la manada ataca a dos víctimas, dos jugadores distintos: `sbrana NOMBRE NOMBRE`.
   *[other] { $player }, el Giovane lupo, ha sido quemado en el rogo: como venganza, esta noche la manada ataca a dos víctimas, dos jugadores distintos: `sbrana NOMBRE NOMBRE`.
}
lupus-tie-nobody = Empate entre { $players }: no se quema a nadie.
lupus-tie-drawn = Empate entre { $players }: el sorteo lleva al rogo a { $player }.
lupus-nobody-burned = No se quema a nadie.
lupus-decisive-vote = { $narcissist_gender ->
    [f] { $player } dio el voto decisivo contra la Narcisista.
    [m] { $player } dio el voto decisivo contra el Narcisista.
   *[other] { $player } dio el voto decisivo contra el Narcisista.
}

## Fin
lupus-win-villaggio = Gana la aldea: { $players }.
lupus-win-branco = Gana la manada: { $players }.
lupus-win-bucaniere = El Bucaniere roba la victoria: { $players }.
lupus-win-galeotti = Los Galeotti roban la victoria: { $players }.
lupus-win-scommettitrice = La Scommettitrice gana sola: { $players }.
lupus-final-role = { $player }: **{ $role }**.
lupus-status-coordinates = Coordenadas: { $coordinates }.
lupus-status-role = { $player }: { $role }.
lupus-status-spent = Poderes ya usados o perdidos: { $players }.
lupus-status-gift-pending = Unicorni muertos que aún no han dado su sangre: { $players }.
lupus-status-immortal = { $player } es inmortal por la sangre del Unicorno.
lupus-status-nominee = Nominado del Lupo demonio: { $player }.
lupus-status-points = { $player }: { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} de apuestas.

## Errores en las órdenes
lupus-err-not-your-power = { $player } tiene el rol { $role }, que no tiene ese poder
lupus-err-from-second-night = este poder se usa a partir de la segunda noche (Notte 1)
lupus-err-bucaniere-night = el Bucaniere elige solo la segunda noche (Notte 1)
lupus-err-spent = este poder se usa una sola vez, y ya se usó
lupus-err-volpe-spent = la Volpe perdió su poder tras olfatear a tres INNOCENTI
lupus-err-twin-alone = una guardia gemela que ha quedado sola ha perdido el poder de protección
lupus-err-no-gift = solo un Unicorno muerto dona su sangre
lupus-err-nominate-day = el Lupo demonio nombra a un jugador de día, desde el segundo día
lupus-err-target-dead = { $player } ya no está con vida
lupus-err-betray-partner = un Galeotto solo traiciona a su compañero, y { $player } no lo es
lupus-err-not-adjacent = la Volpe olfatea a tres jugadores distintos, adyacentes entre sí en la lista de los vivos
lupus-err-same-protection = { $player } ya recibió protección la noche pasada
lupus-err-revive-not-recent = la muerte de { $player } no ocurrió durante el día o la noche anteriores
lupus-err-owl-roles = las preposiciones de este `gufo` no dicen a qué jugador se mira y a cuál va el búho
lupus-help-owl-roles = pide `gufo` + el jugador que se mira + `a` + al que va el búho (`gufo Bruno a Hugo`)
lupus-err-same-control = { $player_gender ->
    [f] { $player } ya fue controlada la noche pasada
    [m] { $player } ya fue controlado la noche pasada
   *[other] el control ya recayó sobre { $player } la noche pasada
}
lupus-err-three-different = hacen falta tres jugadores distintos
lupus-err-bet-when = indica si la muerte es de noche o en el rogo: `notte` o `giorno`
lupus-err-same-bet = no se permite la misma apuesta que la noche pasada
lupus-err-one-victim = la manada ataca a una sola víctima (dos solo la noche después de que quemen a un Giovane lupo en el rogo)
lupus-err-bite-wolf = { $player } es un lobo
lupus-err-pack-disagrees = { $first } y { $other } enviaron víctimas distintas
lupus-err-giovane-alone = eres el único lobo vivo: un Giovane lupo no puede atacar, y ya no se ataca a nadie
lupus-err-twins-disagree = { $first } y { $other } nombraron jugadores distintos para proteger
lupus-err-coordinates = `{ $value }` no es una coordenada de la tabla
lupus-err-too-few = { $count } jugadores son muy pocos para { $coordinates }: hacen falta { $needed }
lupus-err-unknown-role = rol desconocido `{ $role }`
lupus-err-fixed = a { $player } no se le puede dar el rol { $role }: la casilla { $coordinates } { $drawn ->
    [yes] que sacó la semilla
   *[no] dada con `--option coordinates`
} no tiene sitio para ese rol
lupus-help-fixed = fija menos roles en la lista de jugadores, elige una casilla que los admita con `--option coordinates=…` (p. ej. 2E) o empieza con otra `--seed`
lupus-err-no-role = { $player } no tiene rol en el estado

## Reglas, tal como las dice el reglamento
rule-lupus-setup = "quelli effettivamente in gioco vengono scelti estraendo le coordinate … Una volta distribuiti ai giocatori tutti questi ruoli, gli altri saranno contadini semplici." (los que están realmente en juego se eligen sacando las coordenadas … Una vez repartidos todos estos roles a los jugadores, los demás serán aldeanos simples.)
rule-lupus-sbrano = Lupo mannaro: "i Lupi Mannari devono mettersi d'accordo e scegliere una vittima da far sbranare a uno di loro." (los Lupi Mannari deben ponerse de acuerdo y elegir una víctima que hacer devorar a uno de ellos.)
rule-lupus-rogo = El rogo: se quema al jugador más votado ("Astensione: permessa" (Abstención: permitida)).
rule-lupus-tie = Un empate en el rogo: el reglamento no tiene ninguna regla (opción `tie`).
rule-lupus-win = La aldea gana cuando no queda vivo ningún LUPO; la manada, cuando los lobos son tantos como los demás (opción `pack_wins`); los solitarios y los que roban la victoria, según dicen sus fichas.
rule-lupus-postino = Postino: "può scegliere un giocatore (compreso sé stesso) a cui sarà consegnato l'esito della sondata del Veggente … il Veggente non riceverà alcun responso." (puede elegir a un jugador (incluido él mismo) al que se entregará el resultado del sondeo del Veggente … el Veggente no recibirá ninguna respuesta.)
rule-lupus-veggente = Veggente: "sceglie un altro giocatore su cui indagare e scopre se è INNOCENTE oppure LOSCO." (elige a otro jugador al que investigar y descubre si es INNOCENTE o LOSCO.)
rule-lupus-veggente-gufato = Veggente gufato: "può scegliere di mandare un gufo con il responso a un secondo giocatore." (puede elegir enviar un búho con la respuesta a un segundo jugador.)
rule-lupus-medium = Medium: "il Game Master gli comunica se il giocatore morto al rogo del giorno precedente era o meno un LUPO." (el Game Master le comunica si el jugador muerto en el rogo del día anterior era o no un LUPO.)
rule-lupus-medium-cieco = Medium cieco: "deve scegliere un altro giocatore, a cui il Game Master comunicherà se il giocatore morto al rogo … era o meno un LUPO." (debe elegir a otro jugador, al que el Game Master comunicará si el jugador muerto en el rogo … era o no un LUPO.)
rule-lupus-domatore = Domatore di orsi: "se dovesse ritrovarsi adiacente a un LUPO, il Game Master lo informerebbe che il suo orso è irrequieto." (si se encontrara adyacente a un LUPO, el Game Master le informaría de que su oso está inquieto.)
rule-lupus-mugnaio = Mugnaio: "se dovesse ritrovarsi adiacente a un Contadino Semplice (esclusi i ruoli inconsapevoli), il Game Master lo informerebbe." (si se encontrara adyacente a un Contadino Semplice (excluidos los roles inconscientes), el Game Master le informaría.)
rule-lupus-volpe = Volpe: "annusare tre giocatori tra loro adiacenti … Se tutti e tre … sono INNOCENTI, la Volpe non potrà più usare la sua abilità." (olfatear a tres jugadores adyacentes entre sí … Si los tres … son INNOCENTI, la Volpe ya no podrá usar su habilidad.)
rule-lupus-ammaestratore = Ammaestratore: "decidendo lui stesso la vittima del loro sbrano … Se il giocatore scelto dall'Ammaestratore è un LUPO, lo sbrano non avrà luogo." (decidiendo él mismo la víctima de su ataque … Si el jugador elegido por el Ammaestratore es un LUPO, el ataque no tendrá lugar.)
rule-lupus-guardiano = Guardiano della notte: "Quel giocatore non può essere ucciso o convertito in un altro ruolo in alcun modo per quella notte." (Ese jugador no puede ser asesinado ni convertido en otro rol de ningún modo durante esa noche.)
rule-lupus-gemelle = Guardie gemelle: "Quel giocatore non può essere sbranato dai lupi … Alla morte di una delle guardie, la sopravvissuta perderà il potere." (Ese jugador no puede ser devorado por los lobos … A la muerte de una de las guardias, la superviviente perderá el poder.)
rule-lupus-unicorno = Unicorno: "Se l'Unicorno muore per qualsiasi motivo può decidere di donare il suo sangue ad un altro giocatore. Quel giocatore sarà immortale per il giorno e la notte successiva." (Si el Unicorno muere por cualquier motivo, puede decidir donar su sangre a otro jugador. Ese jugador será inmortal durante el día y la noche siguientes.)
rule-lupus-mago-giratempo = Mago giratempo: "per una sola volta … riportare in vita un giocatore che sia morto durante il giorno o la notte precedenti." (una sola vez … devolver la vida a un jugador que haya muerto durante el día o la noche anteriores.)
rule-lupus-cuoredoro = Cuoredoro: "ogni suo voto al rogo nei confronti di un giocatore appartenente alla sua fazione non sarà contato." (cada voto suyo en el rogo contra un jugador de su facción no se contará.)
rule-lupus-lupo-demonio = Lupo demonio: "Se il Lupo Demonio muore per un qualsiasi motivo … quel giocatore si trasformerà in un Indemoniato." (Si el Lupo Demonio muere por cualquier motivo … ese jugador se transformará en un Indemoniato.)
rule-lupus-giovane-lupo = Giovane lupo: "non può sbranare nessuno. Se è l'unico lupo rimasto in vita … nessun giocatore sarà più sbranato." (no puede devorar a nadie. Si es el único lobo que queda con vida … ya no será devorado ningún jugador.)
rule-lupus-marionettista = Marionettista: "Il primo sarà il giocatore di cui il Marionettista controllerà le azioni. Il secondo sarà il giocatore su cui … obbliga il primo a usare il suo potere notturno." (El primero será el jugador cuyas acciones controlará el Marionettista. El segundo será el jugador sobre el que … obliga al primero a usar su poder nocturno.)
rule-lupus-narcisista = Narcisista: "il giocatore che ha dato il voto determinante per ucciderlo morirà per i sensi di colpa durante la notte successiva. Questa morte non può essere impedita in alcun modo." (el jugador que dio el voto decisivo para matarlo morirá de remordimiento durante la noche siguiente. Esta muerte no puede impedirse de ningún modo.)
rule-lupus-bucaniere = Bucaniere: "la prima volta che ciascuno di quei giocatori sarà il bersaglio di un potere notturno (compreso lo sbrano), il Bucaniere prenderà il loro posto." (la primera vez que cada uno de esos jugadores sea el objetivo de un poder nocturno (incluido el ataque de los lobos), el Bucaniere ocupará su lugar.)
rule-lupus-galeotto = Galeotto: "Se invece durante la partita uno dei due muore in qualunque modo, anche l'altro verrà ucciso." (Si en cambio durante la partida uno de los dos muere de cualquier modo, el otro también será asesinado.)
rule-lupus-scommettitrice = Scommettitrice: "Per ogni scommessa vinta, ottiene 1 punto … Se il Veggente … indaga sulla Scommettitrice, l'abilità fallisce." (Por cada apuesta ganada, obtiene 1 punto … Si el Veggente … investiga a la Scommettitrice, la habilidad falla.)
lupus-void-cuoredoro-secret = el voto de un Cuoredoro contra su propia facción no cuenta
lupus-death-master = { $player_me ->
    [yes] El máster te retira de la partida.
   *[other] { $player_gender ->
        [f] **{ $player }** es retirada de la partida por el máster.
        [m] **{ $player }** es retirado de la partida por el máster.
       *[other] El máster retira a **{ $player }** de la partida.
    }
}
lupus-you-are-revived = Vuelves a estar vivo.
lupus-control-tamed = El Ammaestratore eligió la víctima de los lobos: el control del ataque sobre { $player } fracasa.
lupus-control-forbidden = El control fracasa: el poder de { $player } no puede usarse sobre { $target }.
lupus-err-memory-player = la memoria de la partida nombra a `{ $name }`, que no es un jugador
rule-lupus-revive = Un regreso a la vida (Mago giratempo, el máster): lo que la muerte dejó (un don pendiente, el poder perdido de las guardias, las marcas del Bucaniere, la última protección) se olvida.
lupus-err-same-victim = las dos víctimas de la venganza deben ser dos jugadores distintos

## Formularios de MP
lupus-form-player = un jugador vivo
lupus-form-other = otro jugador vivo
lupus-form-owl-to = quien recibe el búho (otro jugador vivo)
lupus-form-three = tres jugadores adyacentes, escritos tal cual
lupus-form-victim = la víctima (un jugador vivo que no sea un lobo)
lupus-form-puppet = el jugador que controlas
lupus-form-forced = el jugador sobre el que usará su poder
lupus-form-recent-dead = un jugador muerto durante el día o la noche anteriores
lupus-form-deliver = entrega la respuesta del Veggente de esta noche a un jugador (también a ti mismo); entonces el Veggente no recibe nada
lupus-form-investigate = investiga a otro jugador: descubres si es INNOCENTE o LOSCO
lupus-form-owl = o bien investiga a otro jugador y envía la respuesta con un búho a un segundo jugador; tú no recibes nada (usa solo una de las dos líneas)
lupus-form-tell = elige a otro jugador: el máster le dirá si el jugador quemado en el último rogo era un LUPO; tú no recibes nada
lupus-form-sniff = olfatea a tres jugadores vivos adyacentes en la lista (sin ti): sabrás si entre ellos hay al menos un LOSCO, pero no quién; si los tres son INNOCENTI, pierdes el poder
lupus-form-tame = una sola vez en toda la partida: eliges tú la víctima del ataque de los lobos de esta noche; si eliges a un LUPO, esta noche no hay ataque
lupus-form-protect = protege a otro jugador: esta noche no puede morir ni ser convertido de ningún modo; nunca al mismo jugador dos noches seguidas
lupus-form-protect-twins = junto con la otra Guardia gemella, protege a otro jugador del ataque de los lobos de esta noche; nunca al mismo jugador dos noches seguidas. { $agree ->
    [first] Si las gemelas eligen jugadores distintos, vale el MP enviado primero.
    [last] Si las gemelas eligen jugadores distintos, vale el MP enviado en último lugar.
   *[refuse] Las gemelas deben elegir al mismo jugador: si nombran a dos distintos, el máster les pide que se pongan de acuerdo.
}
lupus-form-gift = dona tu sangre a otro jugador vivo: será inmortal durante el día y la noche siguientes; solo puedes hacerlo una vez
lupus-form-revive = una sola vez en toda la partida: devuelve la vida a un jugador muerto durante el día o la noche anteriores
lupus-form-control = controla a un jugador: usará su poder nocturno sobre el segundo jugador que elijas; sabrá que lo han controlado (pero no quién) y tú descubrirás su rol; nunca al mismo jugador dos noches seguidas
lupus-form-choose = solo esta noche: elige a tres jugadores distintos (no a ti mismo); la primera vez que uno de ellos sea el objetivo de un poder nocturno, ocuparás su lugar
lupus-form-betray = { $partner_gender ->
    [f] traiciona a tu compañera galeote, para siempre: desde esta noche eres inmune al ataque de los lobos y se te verá LOSCO; tu compañera no lo sabrá
   *[other] traiciona a tu compañero galeote, para siempre: desde esta noche eres inmune al ataque de los lobos y se te verá LOSCO; tu compañero no lo sabrá
} (para usarla, quita el # del principio de la línea de abajo)
lupus-form-bet-night = apuesta por un jugador (también tú misma) que morirá esta noche: 1 punto si ganas; no puedes apostar dos veces seguidas por el mismo suceso (usa solo una de las dos líneas)
lupus-form-bet-day = o bien apuesta por un jugador que será quemado en el rogo de mañana
lupus-form-bite = la víctima que la manada ataca esta noche. { $agree ->
    [first] Si los lobos eligen víctimas distintas, vale el MP enviado primero.
    [last] Si los lobos eligen víctimas distintas, vale el MP enviado en último lugar.
   *[refuse] Los lobos deben ponerse de acuerdo: si nombran víctimas distintas, el máster les pide que elijan una sola.
}
lupus-form-bite-two = o bien, por venganza del Giovane lupo quemado en el rogo, dos víctimas distintas esta noche (usa solo una de las dos líneas). { $agree ->
    [first] Si los lobos eligen víctimas distintas, vale el MP enviado primero.
    [last] Si los lobos eligen víctimas distintas, vale el MP enviado en último lugar.
   *[refuse] Los lobos deben ponerse de acuerdo: si nombran víctimas distintas, el máster les pide que elijan solo dos.
}
lupus-form-nominate = nombra a otro jugador antes del cierre del rogo: si mueres, se convertirá en un Indemoniato (vale el último nombre)
lupus-form-vote = vota a otro jugador vivo para el rogo
lupus-form-abstain = o bien abstente (usa solo una de las dos líneas; para usarla, quita el # del principio de la línea de abajo)

lupus-setup-order = La lista de jugadores, en este orden: { $players }. Son vecinos los jugadores aún vivos inmediatamente antes y después en la lista { $wrap ->
    [yes] (el último y el primero son vecinos)
   *[other] (el primero y el último no son vecinos)
}: cuenta para el Domatore di orsi, la Volpe y el Mugnaio.
lupus-night-zero-quiet = Notte 0: los lobos se reconocen y aún no atacan; no ha muerto nadie.
rule-lupus-adjacency = "Sono considerati adiacenti i giocatori ancora vivi immediatamente prima e dopo di lui nella lista dei giocatori."
lupus-substitute = Ocupas el puesto de { $player } con todo lo que sabía: el rol, los compañeros y lo que le queda por hacer.
lupus-substitute-spent = El poder de un solo uso ya lo usó quien ocupaba el puesto antes que tú.
lupus-substitute-volpe-spent = La Volpe ya perdió el olfato: quien ocupaba el puesto olfateó a tres INNOCENTI.
lupus-substitute-traitor = Quien ocupaba el puesto antes que tú ya traicionó a su compañero: la traición es para siempre.
lupus-substitute-points = La Scommettitrice ya tiene { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}.
lupus-help-vote = Cada día, antes del cierre del rogo, votas a quién quemar (`vota NOMBRE`) o te abstienes (`astengo`).
lupus-dead-may = Tras tu muerte ya no votas ni usas poderes; el reglamento prohíbe la comunicación entre vivos y muertos.
rule-lupus-dead = "Vietato: usare il privato; comunicazioni vivi/morti" (Prohibido: usar el privado; comunicación entre vivos y muertos.)
lupus-substitute-protected = Quien ocupaba el puesto protegió a { $player } la Notte { $n }: nunca el mismo jugador dos noches seguidas.
lupus-substitute-controlled = Quien ocupaba el puesto controló a { $player } la última noche: nunca el mismo jugador dos noches seguidas.
lupus-substitute-bet-night = La última apuesta del puesto: { $player } muere de noche. No se apuesta dos veces seguidas por el mismo suceso.
lupus-substitute-bet-day = La última apuesta del puesto: { $player } muere en el rogo. No se apuesta dos veces seguidas por el mismo suceso.
lupus-substitute-marks = De los tres jugadores que eligió el puesto, aún no se ha tomado el primer poder recibido por: { $players }.
