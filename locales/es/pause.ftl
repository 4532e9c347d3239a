## El núcleo: una fase detenida a medias (game.yaml `pause:`)
err-paused-closed = {$player} no puede enviar órdenes ahora: {$phase} está detenida tras su paso {$done} y solo esperan respuesta los jugadores avisados.
help-paused-closed = Sus órdenes de los pasos que faltan siguen como las envió; quién puede escribir ahora lo dice `status --master` (no se lo digas: quién está implicado es secreto).
status-paused = Detenida: {$phase}, tras su paso {$done}; pueden escribir: {$players}.
status-paused-until = Detenida: {$phase}, tras su paso {$done}; pueden escribir: {$players}, hasta el {$until}.
