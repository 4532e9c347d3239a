## Il nucleo: una fase fermata a metà (game.yaml `pause:`)
err-paused-closed = {$player} non può mandare ordini adesso: {$phase} è ferma dopo il suo passo {$done} e si aspetta la risposta solo dei giocatori avvisati.
help-paused-closed = I suoi ordini per i passi che mancano restano come li ha mandati; chi può scrivere ora lo dice `status --master` (non dirglielo: chi è coinvolto è segreto).
status-paused = Ferma: {$phase}, dopo il suo passo {$done}; possono scrivere: {$players}.
status-paused-until = Ferma: {$phase}, dopo il suo passo {$done}; possono scrivere: {$players}, fino al {$until}.
