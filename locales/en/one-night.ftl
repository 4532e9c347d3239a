# one-night: One Night Ultimate Werewolf. English.

one-night-role-doppelganger = Doppelgänger
one-night-role-werewolf = Werewolf
one-night-role-minion = Minion
one-night-role-mason = Mason
one-night-role-seer = Seer
one-night-role-robber = Robber
one-night-role-troublemaker = Troublemaker
one-night-role-drunk = Drunk
one-night-role-insomniac = Insomniac
one-night-role-villager = Villager
one-night-role-hunter = Hunter
one-night-role-tanner = Tanner

one-night-phase-night = Night
one-night-phase-day = Day

one-night-option-cards = the cards in play, comma separated (players + 3); by default the rulebook's deck for the player count
one-night-option-self-vote = whether a player may vote for himself (refuse, allow)
one-night-option-minion = with no werewolf among the players, who wins when the Minion alone dies: nobody (loses), the Minion (wins), the village (village)

## Role PMs: what each role may do, and how to write it
one-night-help-doppelganger = At night you look at another player's card and become that role: `copy NAME`. Add the order of every role you might become, after its condition (`if I get the Seer: see NAME`, `if I get the Robber: rob NAME`, `if I get the Troublemaker: swap NAME NAME`, `if I get the Drunk: take center N`): only the one of the role you copy is used.
one-night-help-werewolf = At night you see the other werewolves. If you are the only one, you may look at one center card: `see center N` (N = 1, 2 or 3).
one-night-help-minion = At night you see who the werewolves are. You win with them; they do not know you.
one-night-help-mason = At night you see the other Mason.
one-night-help-seer = At night you may look at another player's card (`see NAME`) or at two center cards (`see center 1 3`).
one-night-help-robber = At night you may swap your card with another player's card and look at your new card: `rob NAME`.
one-night-help-troublemaker = At night you may swap the cards of two other players without looking: `swap NAME NAME`.
one-night-help-drunk = At night you must swap your card with a center card without looking at it: `take center N`.
one-night-help-insomniac = At the end of the night you look at your own card.
one-night-help-villager = You do not wake up at night.
one-night-help-hunter = You do not wake up at night. If you die, the player you voted for dies too.
one-night-help-tanner = You do not wake up at night. You hate your job: you win only if you die.
one-night-help-day = by day the only order is `vote NAME`
one-night-help-vote-is-day = votes are sent in the day phase, after the night is resolved
one-night-help-self-vote = vote for another player (the game option self_vote=allow permits it)

## Setup
one-night-cards-in-play = Cards in play: { $cards }.
one-night-your-card = Your card: **{ $role }**.

## Night
one-night-no-order = You sent no order for the { $role }: you did nothing.
one-night-random-copy = You sent no `copy` order; the master chose for you: { $target }.
one-night-random-take = You sent no `take` order; the master chose for you: center card { $n }.
one-night-doppel-copied = You looked at { $target }'s card: **{ $role }**. You are now the { $role }.
one-night-doppel-unused = Order `{ $verb }` not used: the Doppelgänger became the { $role }.
one-night-doppel-conditional-used = Conditional order of line { $line } (“{ $condition }”) used: the Doppelgänger became the { $role }.
one-night-doppel-conditional-skipped = Conditional order of line { $line } (“{ $condition }”) not used: it was for the { $for }, the Doppelgänger became the { $role }.
one-night-lone-wolf = You are the only werewolf.
one-night-wolf-center = You looked at center card { $n }: **{ $role }**.
one-night-wolves-see = The other werewolves: **{ $others }**.
one-night-wolf-not-alone = You were not the only werewolf, so you could not look at a center card.
one-night-minion-sees = The werewolves are: **{ $wolves }**.
one-night-minion-no-wolves = No player woke up as a werewolf.
one-night-masons-see = { $count ->
    [one] The other Mason
   *[other] The other Masons
}: **{ $others }**.
one-night-mason-alone = You are the only Mason among the players.
one-night-seer-player = You looked at { $target }'s card: **{ $role }**.
one-night-seer-center = You looked at center card { $a }: **{ $role_a }**, and center card { $b }: **{ $role_b }**.
one-night-robber = You took { $target }'s card: you are now the **{ $role }**.
one-night-robber-doppel = You took { $target }'s card: the **{ $role }**. You are now the role it copied, which you do not know.
one-night-troublemaker = You swapped the cards of { $a } and { $b }.
one-night-drunk = You swapped your card with center card { $n } without looking at it.
one-night-insomniac = At the end of the night your card is: **{ $role }**.
one-night-card-moved = The { $role } card went from { $from } to { $to }.
one-night-night-over = The night is over. Cards in play: { $cards }. Discuss, then vote: `vote NAME`.

## Day
one-night-vote = { $voter } votes for { $target }.
one-night-no-vote = { $voter } did not vote.
one-night-count = { $target }: { $count ->
    [one] 1 vote
   *[other] { $count } votes
} ({ $voters }).
one-night-dies = { $player_me ->
    [yes] You die. Your card: **{ $role }**.
   *[other] **{ $player }** dies. Card: **{ $role }**.
}
one-night-hunter-shot = { $player_me ->
    [yes] { $hunter } was the Hunter and voted for you: you die too. Your card: **{ $role }**.
   *[other] { $hunter } was the Hunter: **{ $player }**, the player the Hunter voted for, dies too. Card: **{ $role }**.
}
one-night-nobody-dies = No player got more than one vote: nobody dies.
one-night-nobody-voted = Nobody voted: nobody dies.
one-night-winners = Winners: **{ $players }**.
one-night-nobody-wins = Nobody wins.
one-night-final-card = { $player }: **{ $role }** (dealt: { $dealt }).
one-night-final-center = Center cards: { $cards }.
one-night-status-card = { $player }: dealt { $dealt }, now { $role }.

## Order errors
one-night-err-not-your-action = { $player } was dealt the { $role }, which has no such action
one-night-err-same-center = the two center cards must be different
one-night-err-center-count = the { $role } looks at { $count ->
    [one] one center card
   *[other] { $count } center cards
}
one-night-err-wolf-sees-center = a werewolf may only look at a center card, and only when alone
one-night-err-wolf-not-alone = { $player } is not the only werewolf ({ $others } is one too): only a werewolf who wakes alone looks at a center card; the look will not happen (`ignore` with `tell` tells the player)
one-night-err-swap-same = the two players must be different
one-night-err-unknown-card = unknown card `{ $card }`
one-night-err-deck-size = { $cards } cards for { $players } players: there must be three more cards than players ({ $needed })
one-night-err-too-many = { $count } × { $role }: the box holds { $max }
one-night-err-fixed-not-in-deck = { $player } is given the { $role }, but the deck has no (more) such card
one-night-err-no-card = { $player } has no card in `{ $field }`
one-night-err-center = there must be 3 center cards, not { $count }
one-night-err-condition-not-in-deck = the { $role } is not among the cards in play: the Doppelgänger cannot become it
one-night-err-condition-not-doppel = { $player } was dealt the { $role }: only the Doppelgänger's orders depend on the role he copies
one-night-err-condition-twice = a second order for the { $role }: line { $line } already has one under that condition
one-night-err-condition-and-plain = two orders for the { $role }: one under the condition of line { $line } and one without
one-night-err-condition-action = the { $role } has no such action: this order would never be used
one-night-help-condition = send one order per role, each after its condition (`if I get the Seer: see NAME`), for roles among the cards in play

## Rules, as the rulebook says them (quoted in Spanish, then in English)
rule-one-night-setup = "Siempre debe haber tres cartas más que el número de jugadores. Baraja las cartas seleccionadas boca abajo y reparte una a cada jugador."
rule-one-night-optional = A role's night action is a choice ("puede"): without an order, it is skipped.
rule-one-night-forced = The Doppelgänger must look at a card, and the Drunk must swap his card: without an order the master draws the choice.
rule-one-night-doppelganger = Doppelgänger: looks at another player's card and becomes that role and team; Seer, Robber, Troublemaker or Drunk act at once.
rule-one-night-werewolves = "Hombres lobo, despierten y busquen otros hombres lobo." (Werewolves, wake up and look for other werewolves.)
rule-one-night-lone-wolf = A werewolf who is the only one awake may look at one center card.
rule-one-night-minion = The Minion sees who the werewolves are; they do not see him.
rule-one-night-mason = The Masons wake up and see each other.
rule-one-night-seer = "Pueden mirar la carta de otro jugador o dos de las cartas centrales." (Look at another player's card or two center cards.)
rule-one-night-robber = "Puedes cambiar tu tarjeta por la de otro jugador y luego ver tu nueva tarjeta." (Swap your card with another player's, then look at your new card.)
rule-one-night-troublemaker = "Puedes intercambiar cartas entre otros dos jugadores." (Swap the cards of two other players.)
rule-one-night-drunk = The Drunk swaps his card with a center card without looking at it.
rule-one-night-insomniac = The Insomniac wakes up last and looks at her own card.
rule-one-night-day = "Después de la fase nocturna, su papel es la carta que está actualmente frente a usted." (After the night, your role is the card in front of you.)
rule-one-night-vote = "Cada jugador apunta a otro jugador." (Each player points at another player.)
rule-one-night-most-votes = "El jugador con más votos muere ... En caso de empate, todos los jugadores empatados con más votos mueren." (Most votes dies; on a tie, all tied die.)
rule-one-night-one-vote-each = "Si ningún jugador recibe más de un voto, nadie muere." (If no player gets more than one vote, nobody dies.)
rule-one-night-hunter = If the Hunter dies, the player he voted for dies too.
rule-one-night-end = "El equipo de la aldea gana: si al menos un hombre lobo muere … si nadie es un hombre lobo y nadie muere. El equipo de hombres lobo solo gana si al menos un jugador es un hombre lobo y no se mata a ningún hombre lobo." The Tanner wins only if he dies; if he dies and no werewolf dies, the werewolves do not win.
rule-one-night-role-is-card = A player's role is the card in front of him at dawn; a Doppelgänger card carries the role it copied.

one-night-center-1 = center card 1
one-night-center-2 = center card 2
one-night-center-3 = center card 3

one-night-form-player = a player
one-night-form-center-card = a center card
one-night-form-wolf-center = if you are the only werewolf: look at one center card
one-night-form-see = look at another player's card
one-night-form-see-center = or look at two of the three center cards (two different numbers)
one-night-form-rob = take another player's card and look at your new one
one-night-form-swap = swap the cards of two other players (two different players)
one-night-form-take = swap your card with a center card, without looking (if you send nothing, one is chosen for you)
one-night-form-copy = look at another player's card and become that role (if you send nothing, one is chosen for you); then the line of that role counts
one-night-form-vote = vote for the player you want to die
one-night-substitute = You take the slot of { $player }: this is the card it was dealt.
one-night-forward-night-report = Forward to { $new } the night report of { $player } (`reports/night/{ $player }.md`): it is what the slot saw at night.
one-night-help-vote = After the night you all vote at once (`vote NAME`): the most voted dies, and all those tied with the most votes; if nobody gets more than one vote, nobody dies.
