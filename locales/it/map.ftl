## Mappe disegnate da `adjudicate map` e dall'inizio della partita (reports/setup/map.svg).
map-title-public = Mappa — { $phase }
map-title-master = Mappa — { $phase } (copia del master, con i segreti)
map-err-png = non è stato possibile disegnare la mappa in PNG: { $error }
map-png-written = Il PNG della mappa è in { $path }.
