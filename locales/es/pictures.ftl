## Los votos del día dibujados (`tally --picture`, reports/<fase>/wagons.svg).
wagons-title = Votos de { $phase }
wagons-no-lynch = Nadie linchado
wagons-hammer = Martillo: { $voter } a { $target }
wagons-deadline = Fin del plazo
wagons-majority = Línea discontinua: la mayoría ({ $weight })
wagons-minimum = Línea discontinua: el mínimo que lincha ({ $weight })
wagons-untimed = Un voto enviado sin hora se dibuja desde el principio.
wagons-by-pm = Un voto dado por MP se dibuja sin hora, solo el último: cuándo llegó al máster no es público.
wagons-legend = Una fila por candidato; cada voto, una barra desde que se emitió hasta que cambió o acabó el día.
wagons-legend-weighted = Una fila por candidato; cada voto, una barra desde que se emitió hasta que cambió o acabó el día, tan gruesa como su peso.
wagons-legend-secret = El voto es secreto: cada candidato muestra sus votos, no quién los emitió.
wagons-written = El dibujo de los votos está en { $path }.
wagons-err-extension = el dibujo { $path } debe acabar en .svg o .png
wagons-err-no-votes = { $phase } aún no tiene votos que dibujar

## El archivo de la partida (`adjudicate archive`).
archive-title = Una partida de { $ruleset }
archive-index = La partida
archive-ruleset = Reglamento
archive-dates = Jugada
archive-phase-count = Fases
archive-state = Estado
archive-running = en juego: los roles se revelan al final
archive-over = terminada
archive-winner = El ganador
archive-players = Los jugadores
archive-dead = { $player_gender ->
    [f] muerta
    [m] muerto
   *[other] sin vida
}
archive-phases = Las fases
archive-secrets-kept = Aquí solo está lo que cualquier jugador puede leer; la revelación llega al acabar la partida.
archive-public-post = El mensaje público
archive-deaths = Muertes
archive-no-deaths = No murió nadie.
archive-death-learned = Se sabe de la muerte de { $player }.
archive-wagons = Los votos
archive-map = El mapa
archive-trace = Todo lo que pasó
archive-role = Rol
archive-actions = Lo que hizo el jugador
archive-votes = Votos
archive-reports = Los informes que recibió el jugador
archive-none = Nada.
archive-written = El archivo de la partida ({ $count } ficheros) está escrito: abre { $path } en un navegador.
