#!/usr/bin/env bash
# Plays examples/<ruleset> in a scratch folder: init from its roster and init.args, then for
# each folder of phases/ (in order) does what a master does: `adjudicate import` of what the
# forum gave (saved PM pages, phpBB PM exports, Discourse personal messages, saved thread
# pages), his own `_master.txt` (and PMs in the text format, `*.txt`) copied into orders/
# (`bring_phase`, scripts/lib-phases.sh), then `adjudicate check` and `adjudicate next`.
# Prints the last phase's public summary and one private report, then writes the game's archive
# (a static website: `adjudicate archive`) and says where to open it.
set -euo pipefail
ruleset=${1:-one-night}
top=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/lib-phases.sh
. "$top/scripts/lib-phases.sh"
example="$top/examples/$ruleset"
bin="$top/target/release/adjudicate"
[ -d "$example" ] || { echo "no example for ruleset '$ruleset' in examples/" >&2; exit 2; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/adjudicate-demo-$ruleset.XXXXXX")
game="$scratch/game"
start_example "$bin" "$ruleset" "$game"
last=""
for phase in "$example"/phases/*/; do
  bring_phase "$bin" "$game" "$phase"
  "$bin" check "$game"
  "$bin" next "$game"
  last=$(ls -t "$game/reports" | head -n 1)
done
echo
echo "=== $game/reports/$last/public.md"
cat "$game/reports/$last/public.md"
first=$(head -n 2 "$example/roster.csv" | tail -n 1 | cut -d, -f1)
echo
echo "=== $game/reports/$last/$first.md"
cat "$game/reports/$last/$first.md"
echo
"$bin" status "$game"
echo
echo "The game folder is $game"
"$bin" archive "$game" --out "$scratch/site"
