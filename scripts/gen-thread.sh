#!/usr/bin/env bash
# scripts/gen-thread.sh POSTS [SEED] > thread.txt: a generated day thread for `make bench`, in
# the `tally --thread` format, for the players of examples/one-night (roster.csv): red votes and
# `[vote]` tags, changes of mind, unvotes, quotes of votes, chatter, a spectator, a name nobody
# has now and then (an unread vote: a problem shown at its post), one post a minute. Needs gawk
# (strftime).
set -euo pipefail
posts=${1:?posts}
seed=${2:-1}
awk -v n="$posts" -v seed="$seed" 'BEGIN {
  srand(seed)
  split("Ana Bruno Carla Dani Elena Fede Gloria Hugo Inés Jorge", p, " ")
  for (i = 1; i <= n; i++) {
    t = 1764489600 + 60 * i
    author = (i % 97 == 0) ? "Spectator" : p[int(rand() * 10) + 1]
    do target = p[int(rand() * 10) + 1]; while (target == author)
    printf "=== #%d | %s | %s\n", i, author, strftime("%Y-%m-%dT%H:%M:%S+00:00", t, 1)
    r = rand()
    if (r < 0.30) printf "[color=red][b]%s[/b][/color]\n", target
    else if (r < 0.45) printf "[quote=\"%s\"][vote]%s[/vote][/quote]\nNo. [vote]%s[/vote]\n", p[1], p[2], target
    else if (r < 0.50) printf "Changed my mind. [unvote]\n"
    else if (r < 0.5005) printf "[vote]Zorro%d[/vote]\n", i
    else printf "%s? Hmm.\n", target
    printf "\n"
  }
}'
