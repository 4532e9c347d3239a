#!/usr/bin/env bash
# Screenshots of the chechino example's maps in a real browser (Debian's chromium, headless),
# checked in as docs/map-public.png and docs/map-master.png: the example is played to the end
# of night 2 (a floor blew up, five dead) for the public map and to the end of day 1 (last
# night's walls, a marked house, three dead) for the master's copy. Then the among-us
# example's manor, docs/among-us-map-public.png and docs/among-us-map-master.png, played to the
# pause of round 5 (a body in the Cocina, its ghost, the impostors, the others where they
# stand).
# Usage: scripts/map-shots.sh [OUT_DIR] (default docs/). Needs `apt-get install chromium`.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/docs}
bin="$top/target/debug/adjudicate"
[ -x "$bin" ] || (cd "$top" && cargo build --locked)
example="$top/examples/chechino"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/adjudicate-map-shots.XXXXXX")
ruleset=chechino
# shellcheck source=scripts/lib-phases.sh
. "$top/scripts/lib-phases.sh"
play() { # play GAME up to the phase folder PHASE (included)
  start_example "$bin" "$ruleset" "$1" >/dev/null
  for phase in "$example"/phases/*/; do
    # As scripts/demo.sh: the forum's material imported, the master's own `*.txt` copied.
    bring_phase "$bin" "$1" "$phase" >/dev/null
    "$bin" next "$1" >/dev/null
    [ "$(basename "$phase")" = "$2" ] && break
  done
}
shot() { # shot SVG PNG
  local w h
  w=$(grep -o -m1 ' width="[0-9]*"' "$1" | head -n1 | tr -dc 0-9)
  h=$(grep -o -m1 ' height="[0-9]*"' "$1" | head -n1 | tr -dc 0-9)
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$(mktemp -d "$scratch/chromium.XXXXXX")" --hide-scrollbars \
    --window-size="$w,$h" --screenshot="$2" "file://$1" 2>/dev/null
}
play "$scratch/public" 03-noche-2
"$bin" map "$scratch/public" --public >/dev/null
play "$scratch/master" 02-dia-1
"$bin" map "$scratch/master" --master >/dev/null
mkdir -p "$out"
shot "$scratch/public/map.svg" "$out/map-public.png"
shot "$scratch/master/map-master.svg" "$out/map-master.png"
ruleset=among-us
example="$top/examples/among-us"
play "$scratch/manor" 07-ronda-5
"$bin" map "$scratch/manor" --public >/dev/null
"$bin" map "$scratch/manor" --master >/dev/null
shot "$scratch/manor/map.svg" "$out/among-us-map-public.png"
shot "$scratch/manor/map-master.svg" "$out/among-us-map-master.png"
echo "$out/map-public.png $out/map-master.png $out/among-us-map-public.png" \
  "$out/among-us-map-master.png (games in $scratch)"
