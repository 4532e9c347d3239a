# Sourced (not run) by scripts/demo.sh, bench.sh, bench-phases.sh, bench-tally.sh and
# map-shots.sh: how an example's game is started and how one of its phases is brought in, the
# same way everywhere (and as tests/common's `Sandbox::bring_phase` does).

# start_example BIN RULESET GAME: `adjudicate init GAME` of examples/RULESET, its roster and
# its init.args. init's line goes to standard output.
start_example() {
  local bin=$1 ruleset=$2 game=$3
  local example
  example="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/examples/$ruleset"
  [ -d "$example" ] || { echo "no example for ruleset '$ruleset' in examples/" >&2; return 2; }
  local args
  read -r -a args < "$example/init.args"
  "$bin" init "$game" --ruleset "$ruleset" --players "$example/roster.csv" "${args[@]}"
}

# bring_phase BIN GAME PHASE_DIR: what a master does with one phase folder of an example
# (examples/<ruleset>/phases/NN-name/): `adjudicate import` of what the forum gave (saved PM
# pages, phpBB PM exports, saved thread pages), and what he writes himself (`_master.txt`, and
# PMs still in the text format, `*.txt`) copied into GAME/orders/. A browser's `…_files/`
# folder beside a saved page is not material. import's listing goes to standard output; a file
# it cannot read stops it (and, under `set -e`, the caller).
bring_phase() {
  local bin=$1 game=$2 phase=${3%/}
  local forum=() file
  for file in "$phase"/*; do
    [ -e "$file" ] || continue
    case "$file" in
      *_files) ;;
      *.txt) cp "$file" "$game/orders/" ;;
      *) forum+=("$file") ;;
    esac
  done
  if [ ${#forum[@]} -gt 0 ]; then
    "$bin" import "$game" "${forum[@]}"
  fi
}
