#!/usr/bin/env bash
# Plays examples/<ruleset> in a scratch folder: init from its roster and init.args, then for
# each folder of phases/ (in order) does what a master does: `adjudicate import` of what the
# forum gave (saved PM pages, phpBB PM exports, saved thread pages), his own `_master.txt` (and
# the PMs of examples still in the text format, `*.txt`) copied into orders/, then
# `adjudicate check` and `adjudicate next`.
# Prints the last phase's public summary and one private report, then writes the game's archive
# (a static website: `adjudicate archive`) and says where to open it.
set -euo pipefail
ruleset=${1:-one-night}
top=$(cd "$(dirname "$0")/.." && pwd)
example="$top/examples/$ruleset"
bin="$top/target/release/adjudicate"
[ -d "$example" ] || { echo "no example for ruleset '$ruleset' in examples/" >&2; exit 2; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/adjudicate-demo-$ruleset.XXXXXX")
game="$scratch/game"
read -r -a args < "$example/init.args"
"$bin" init "$game" --ruleset "$ruleset" --players "$example/roster.csv" "${args[@]}"
last=""
for phase in "$example"/phases/*/; do
  forum=()
  for file in "$phase"*; do
    case "$file" in
      *.txt) cp "$file" "$game/orders/" ;;
      *) forum+=("$file") ;;
    esac
  done
  if [ ${#forum[@]} -gt 0 ]; then
    "$bin" import "$game" "${forum[@]}"
  fi
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
