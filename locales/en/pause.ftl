## The core: a phase stopped part-way (game.yaml `pause:`)
err-paused-closed = {$player} cannot send orders now: {$phase} is paused after its step {$done}, and only the players told may answer.
help-paused-closed = His orders for the steps still to come stand as he sent them; who may write now is in `status --master` (do not tell him: who is involved is a secret).
status-paused = Paused: {$phase}, after its step {$done}; who may write: {$players}.
status-paused-until = Paused: {$phase}, after its step {$done}; who may write: {$players}, until {$until}.
