# one-night: One Night Ultimate Werewolf. Español.

one-night-role-doppelganger = Doppelgänger
one-night-role-werewolf = Hombre lobo
one-night-role-minion = Esbirro
one-night-role-mason = Masón
one-night-role-seer = Vidente
one-night-role-robber = Ladrón
one-night-role-troublemaker = Alborotador
one-night-role-drunk = Borracho
one-night-role-insomniac = Insomne
one-night-role-villager = Aldeano
one-night-role-hunter = Cazador
one-night-role-tanner = Curtidor

one-night-phase-night = Noche
one-night-phase-day = Día

one-night-option-cards = las cartas en juego, separadas por comas (jugadores + 3); por defecto, el mazo del reglamento para ese número de jugadores
one-night-option-self-vote = si un jugador puede votarse a sí mismo (refuse, allow)
one-night-option-minion = sin hombres lobo entre los jugadores, quién gana si muere solo el Esbirro: nadie (loses), el Esbirro (wins), la aldea (village)

## MP de rol
one-night-help-doppelganger = De noche miras la carta de otro jugador y te conviertes en ese rol: `copiar NOMBRE`. Añade la orden de cada rol en que podrías convertirte, tras su condición (`si me sale vidente: ver NOMBRE`, `si me sale ladrón: robar NOMBRE`, `si me sale alborotador: intercambiar NOMBRE NOMBRE`, `si me sale borracho: tomar centro N`): solo se usa la del rol que copies.
one-night-help-werewolf = De noche ves a los otros hombres lobo. Si eres el único, puedes mirar una carta del centro: `ver centro N` (N = 1, 2 o 3).
one-night-help-minion = De noche ves quiénes son los hombres lobo. Ganas con ellos; ellos no te conocen.
one-night-help-mason = De noche ves al otro Masón.
one-night-help-seer = De noche puedes mirar la carta de otro jugador (`ver NOMBRE`) o dos cartas del centro (`ver centro 1 3`).
one-night-help-robber = De noche puedes cambiar tu carta por la de otro jugador y mirar tu nueva carta: `robar NOMBRE`.
one-night-help-troublemaker = De noche puedes intercambiar las cartas de otros dos jugadores sin mirarlas: `intercambiar NOMBRE NOMBRE`.
one-night-help-drunk = De noche debes cambiar tu carta por una del centro sin mirarla: `tomar centro N`.
one-night-help-insomniac = Al final de la noche miras tu propia carta.
one-night-help-villager = No te despiertas de noche.
one-night-help-hunter = No te despiertas de noche. Si mueres, el jugador al que votaste muere también.
one-night-help-tanner = No te despiertas de noche. Odias tu trabajo: solo ganas si mueres.
one-night-help-day = de día la única orden es `votar NOMBRE`
one-night-help-vote-is-day = los votos se envían en la fase de día, cuando la noche está resuelta
one-night-help-self-vote = vota a otro jugador (la opción self_vote=allow lo permite)

## Preparación
one-night-cards-in-play = Cartas en juego: { $cards }.
one-night-your-card = Tu carta: **{ $role }**.

## Noche
one-night-no-order = No enviaste orden como { $role }: no hiciste nada.
one-night-random-copy = No enviaste orden `copiar`; el máster eligió por ti: { $target }.
one-night-random-take = No enviaste orden `tomar`; el máster eligió por ti: la carta del centro { $n }.
one-night-doppel-copied = Miraste la carta de { $target }: **{ $role }**. Ahora eres { $role }.
one-night-doppel-unused = Orden `{ $verb }` sin usar: el Doppelgänger se convirtió en { $role }.
one-night-doppel-conditional-used = Orden condicional de la línea { $line } («{ $condition }») usada: el Doppelgänger se convirtió en { $role }.
one-night-doppel-conditional-skipped = Orden condicional de la línea { $line } («{ $condition }») sin usar: era para { $for }, el Doppelgänger se convirtió en { $role }.
one-night-lone-wolf = Eres el único hombre lobo.
one-night-wolf-center = Miraste la carta del centro { $n }: **{ $role }**.
one-night-wolves-see = Los otros hombres lobo: **{ $others }**.
one-night-wolf-not-alone = No eras el único hombre lobo, así que no pudiste mirar una carta del centro.
one-night-minion-sees = Los hombres lobo son: **{ $wolves }**.
one-night-minion-no-wolves = Ningún jugador se despertó como hombre lobo.
one-night-masons-see = { $count ->
    [one] El otro Masón
   *[other] Los otros Masones
}: **{ $others }**.
one-night-mason-alone = No hay otro Masón entre los jugadores.
one-night-seer-player = Miraste la carta de { $target }: **{ $role }**.
one-night-seer-center = Miraste la carta del centro { $a }: **{ $role_a }**, y la carta del centro { $b }: **{ $role_b }**.
one-night-robber = Te quedaste la carta de { $target }: ahora eres **{ $role }**.
one-night-robber-doppel = Te quedaste la carta de { $target }: el **{ $role }**. Ahora eres el papel que copió, que no conoces.
one-night-troublemaker = Intercambiaste las cartas de { $a } y { $b }.
one-night-drunk = Cambiaste tu carta por la carta del centro { $n } sin mirarla.
one-night-insomniac = Al final de la noche tu carta es: **{ $role }**.
one-night-card-moved = La carta { $role } pasó de { $from } a { $to }.
one-night-night-over = La noche ha terminado. Cartas en juego: { $cards }. Debatid y votad: `votar NOMBRE`.

## Día
one-night-vote = { $voter } vota a { $target }.
one-night-no-vote = { $voter } no votó.
one-night-count = { $target }: { $count ->
    [one] 1 voto
   *[other] { $count } votos
} ({ $voters }).
one-night-dies = { $player_me ->
    [yes] Mueres. Tu carta: **{ $role }**.
   *[other] **{ $player }** muere. Carta: **{ $role }**.
}
one-night-hunter-shot = { $player_me ->
    [yes] { $hunter } era { $hunter_gender ->
            [f] la Cazadora
           *[other] el Cazador
        } y te votó: mueres también. Tu carta: **{ $role }**.
   *[other] { $hunter } era { $hunter_gender ->
            [f] la Cazadora
           *[other] el Cazador
        }: **{ $player }**, a quien votó, muere también. Carta: **{ $role }**.
}
one-night-nobody-dies = Ningún jugador recibió más de un voto: nadie muere.
one-night-nobody-voted = Nadie votó: nadie muere.
one-night-winners = Ganadores: **{ $players }**.
one-night-nobody-wins = Nadie gana.
one-night-final-card = { $player }: **{ $role }** (repartida: { $dealt }).
one-night-final-center = Cartas del centro: { $cards }.
one-night-status-card = { $player }: repartida { $dealt }, ahora { $role }.

## Errores de órdenes
one-night-err-not-your-action = a { $player } le tocó { $role }, que no tiene esa acción
one-night-err-same-center = las dos cartas del centro deben ser distintas
one-night-err-center-count = { $role } mira { $count ->
    [one] una carta del centro
   *[other] { $count } cartas del centro
}
one-night-err-wolf-sees-center = un hombre lobo solo puede mirar una carta del centro, y solo si está solo
one-night-err-wolf-not-alone = { $player } no es el único hombre lobo (también lo es { $others }): solo un hombre lobo que despierta solo mira una carta del centro; la mirada no se hará (`ignorar` con `avisar` se lo dice)
one-night-err-swap-same = los dos jugadores deben ser distintos
one-night-err-unknown-card = carta desconocida `{ $card }`
one-night-err-deck-size = { $cards } cartas para { $players } jugadores: debe haber tres cartas más que jugadores ({ $needed })
one-night-err-too-many = { $count } × { $role }: la caja trae { $max }
one-night-err-fixed-not-in-deck = a { $player } se le asigna { $role }, pero el mazo no tiene (más) cartas así
one-night-err-no-card = { $player } no tiene carta en `{ $field }`
one-night-err-center = debe haber 3 cartas en el centro, no { $count }
one-night-err-condition-not-in-deck = { $role } no está entre las cartas en juego: el Doppelgänger no puede convertirse en ese rol
one-night-err-condition-not-doppel = a { $player } le tocó { $role }: solo las órdenes del Doppelgänger dependen del rol que copie
one-night-err-condition-twice = una segunda orden para { $role }: la línea { $line } ya tiene una con esa condición
one-night-err-condition-and-plain = dos órdenes para { $role }: una con la condición de la línea { $line } y otra sin condición
one-night-err-condition-action = { $role } no tiene esa acción: esta orden no se usaría nunca
one-night-help-condition = envía una orden por rol, cada una tras su condición (`si me sale vidente: ver NOMBRE`), de roles que estén entre las cartas en juego

## Reglas, con las palabras del reglamento
rule-one-night-setup = "Siempre debe haber tres cartas más que el número de jugadores. Baraja las cartas seleccionadas boca abajo y reparte una a cada jugador."
rule-one-night-optional = La acción nocturna de un rol es opcional ("puede"): sin orden, no se hace.
rule-one-night-forced = El Doppelgänger debe mirar una carta y el Borracho debe cambiar la suya: sin orden, el máster sortea la elección.
rule-one-night-doppelganger = Doppelgänger: mira la carta de otro jugador y se convierte en ese rol y equipo; como Vidente, Ladrón, Alborotador o Borracho actúa en el acto.
rule-one-night-werewolves = "Hombres lobo, despierten y busquen otros hombres lobo."
rule-one-night-lone-wolf = Un hombre lobo que despierta solo puede mirar una carta del centro.
rule-one-night-minion = El Esbirro ve quiénes son los hombres lobo; ellos no lo ven a él.
rule-one-night-mason = Los Masones se despiertan y se ven entre sí.
rule-one-night-seer = "Pueden mirar la carta de otro jugador o dos de las cartas centrales."
rule-one-night-robber = "Puedes cambiar tu tarjeta por la de otro jugador y luego ver tu nueva tarjeta."
rule-one-night-troublemaker = "Puedes intercambiar cartas entre otros dos jugadores."
rule-one-night-drunk = El Borracho cambia su carta por una del centro sin mirarla.
rule-one-night-insomniac = La Insomne se despierta la última y mira su propia carta.
rule-one-night-day = "Después de la fase nocturna, su papel es la carta que está actualmente frente a usted."
rule-one-night-vote = "Cada jugador apunta a otro jugador."
rule-one-night-most-votes = "El jugador con más votos muere y revela su tarjeta. En caso de empate, todos los jugadores empatados con más votos mueren y muestran sus cartas."
rule-one-night-one-vote-each = "Si ningún jugador recibe más de un voto, nadie muere."
rule-one-night-hunter = Si el Cazador muere, el jugador al que votó muere también.
rule-one-night-end = "El equipo de la aldea gana: si al menos un hombre lobo muere … si nadie es un hombre lobo y nadie muere. El equipo de hombres lobo solo gana si al menos un jugador es un hombre lobo y no se mata a ningún hombre lobo." El Curtidor solo gana si muere; si muere y no muere ningún hombre lobo, los hombres lobo no ganan.
rule-one-night-role-is-card = "Su papel es la carta que está actualmente frente a usted"; una carta de Doppelgänger lleva el rol que copió.

one-night-center-1 = la carta del centro 1
one-night-center-2 = la carta del centro 2
one-night-center-3 = la carta del centro 3

one-night-form-player = un jugador
one-night-form-center-card = una carta del centro
one-night-form-wolf-center = si eres el único hombre lobo: mira una carta del centro
one-night-form-see = mira la carta de otro jugador
one-night-form-see-center = o mira dos de las tres cartas del centro (dos números distintos)
one-night-form-rob = toma la carta de otro jugador y mira tu carta nueva
one-night-form-swap = intercambia las cartas de otros dos jugadores (dos jugadores distintos)
one-night-form-take = cambia tu carta por una del centro, sin mirarla (si no envías nada, se elige una por ti)
one-night-form-copy = mira la carta de otro jugador y conviértete en ese rol (si no envías nada, se elige uno por ti); luego cuenta la línea de ese rol
one-night-form-vote = vota al jugador que quieres que muera
one-night-substitute = Ocupas el puesto de { $player }: esta es la carta que le repartieron.
one-night-forward-night-report = Reenvía a { $new } el informe de la noche de { $player } (`reports/night/{ $player }.md`): es lo que su puesto vio de noche.
one-night-help-vote = Tras la noche, todos votáis a la vez (`votar NOMBRE`): muere el más votado, y todos los empatados con más votos; si nadie recibe más de un voto, no muere nadie.
