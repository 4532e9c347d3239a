## Mapas que dibujan `adjudicate map` y el inicio de la partida (reports/setup/map.svg).
map-title-public = Mapa — { $phase }
map-title-master = Mapa — { $phase } (copia del máster, con los secretos)
map-err-png = no se ha podido dibujar el mapa en PNG: { $error }
map-png-written = El PNG del mapa está en { $path }.
