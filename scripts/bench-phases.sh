#!/usr/bin/env bash
# `make bench`, issue 25: what a phase costs against starting the program, measured so that a
# busy machine does not change the answer much.
#
# 1. Paired ratios: `next --dry-run` of every example's mid-game (its phases up to the middle
#    played, then the middle one dry-run) against `adjudicate --version`, run alternately
#    $PAIRS times; the median of the pairs' ratios of process time (`perf stat -e task-clock`,
#    else /usr/bin/time's user+sys), and, where valgrind is installed, the ratio of
#    instructions (callgrind: the same on a loaded machine). Goal: <= 2x, among-us <= 3x.
# 2. among-us growth: instructions of `next --dry-run` with 60 and 240 players (everyone moving
#    three times from the Comedor, scripts/bench-among-us-gen.py), the exponent k of
#    cost ~ players^k. The pairs of players grow with k = 2.
# 3. `check` of one PM of 1 MB of chatter (the one-night example): median wall and process
#    time of 5 runs, peak memory, instructions. Goal: <= 0.3 s.
# No test asserts any of these.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/lib-phases.sh
. "$top/scripts/lib-phases.sh"
bin=${BIN:-"$top/target/release/adjudicate"}
pairs=${PAIRS:-31}
work=$(mktemp -d "${TMPDIR:-/tmp}/adjudicate-bench-phases.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"

has_perf=no
perf stat -e task-clock true > /dev/null 2>&1 && has_perf=yes
has_valgrind=no
command -v valgrind > /dev/null && has_valgrind=yes

# Process time of one run, in ms.
cpu_ms() {
  if [ "$has_perf" = yes ]; then
    perf stat -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { printf "%.4f\n", $1 }'
  else
    /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -n 1 | awk '{ printf "%.4f\n", ($1 + $2) * 1000 }'
  fi
}

# Instructions of one run (callgrind), or "-" without valgrind.
instructions() {
  if [ "$has_valgrind" = no ]; then echo -; return; fi
  local out="$work/callgrind.out"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$@" > /dev/null 2> "$work/callgrind.err" || true
  awk '/^summary:/ { print $2 }' "$out"
  rm -f "$out"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# An example's game at its middle phase, its PMs in orders/: each phase brought in as
# scripts/demo.sh brings it (`bring_phase`, scripts/lib-phases.sh: the forum's material
# imported, the master's `_master.txt` copied), the phases before the middle one resolved.
mid_game() {
  local ruleset=$1 game=$2 example="$top/examples/$1"
  start_example "$bin" "$ruleset" "$game" > /dev/null
  local phases=("$example"/phases/*/)
  local middle=$(( (${#phases[@]} + 1) / 2 ))
  local i
  for (( i = 0; i < middle; i++ )); do
    bring_phase "$bin" "$game" "${phases[$i]}" > /dev/null
    if (( i + 1 < middle )); then "$bin" next "$game" > /dev/null; fi
  done
  basename "${phases[$((middle - 1))]}"
}

echo
echo "next --dry-run of each example's mid-game against adjudicate --version ($pairs pairs, median of the ratios)"
version_instr=$(instructions "$bin" --version)
for ruleset in one-night lupus chechino chez-geek among-us; do
  game="$work/mid-$ruleset"
  phase=$(mid_game "$ruleset" "$game")
  ratios=()
  for (( i = 0; i < pairs; i++ )); do
    v=$(cpu_ms "$bin" --version)
    p=$(cpu_ms "$bin" next "$game" --dry-run)
    ratios+=("$(awk -v p="$p" -v v="$v" 'BEGIN { printf "%.3f", p / v }')")
  done
  ratio=$(printf '%s\n' "${ratios[@]}" | median)
  instr=$(instructions "$bin" next "$game" --dry-run)
  peak=$(/usr/bin/time -f "%M" "$bin" next "$game" --dry-run 2>&1 >/dev/null | tail -n 1)
  if [ "$instr" = - ]; then iratio=-; else iratio=$(awk -v a="$instr" -v b="$version_instr" 'BEGIN { printf "%.2f", a / b }'); fi
  printf '  %-10s %-18s time ratio %5.2fx  instructions %s (%sx the %s of --version)  peak %s KB\n' \
    "$ruleset" "$phase" "$ratio" "$instr" "$iratio" "$version_instr" "$peak"
done

if python3 -c 'import yaml' 2> /dev/null && [ "$has_valgrind" = yes ]; then
  echo
  echo "among-us growth: next --dry-run, everyone moving three times from the Comedor"
  python3 "$top/scripts/bench-among-us-gen.py" "$top" "$work/au" 60 240 > /dev/null
  declare -A cost
  for n in 60 240; do
    g="$work/au/g$n"
    cost[$n]=$(instructions "$bin" next "$g" --dry-run)
    peak=$(/usr/bin/time -f "%M" "$bin" next "$g" --dry-run 2>&1 >/dev/null | tail -n 1)
    printf '  %3d players  %s instructions  peak %s KB\n' "$n" "${cost[$n]}" "$peak"
  done
  awk -v a="${cost[60]}" -v b="${cost[240]}" \
    'BEGIN { printf "  growth exponent 60 -> 240 players: %.2f (the pairs of players: 2)\n", log(b / a) / log(4) }'
fi

echo
echo "check of one PM of 1 MB of chatter (one-night example; the Spanish lines of tests/chatter/lists.rs that name nothing of the game)"
game="$work/chatter"
start_example "$bin" one-night "$game" > /dev/null
sed -n '/^pub const SPANISH/,/^];/p' "$top/tests/chatter/lists.rs" | sed -n 's/^    "\(.*\)",$/\1/p' \
  | grep -v '\\' > "$work/lines.txt"
# The lines `check` reads as chatter when each is alone in the PM (the list also holds lines
# that name a player, rightly raised: issue 22), quoted and comment lines aside; two to a line,
# joined by a full stop: 1 MB of the short lines alone would pass a PM's 20,000 lines (refused
# at once, which would measure the refusal, not the reading).
: > "$work/chatter.txt"
while IFS= read -r line; do
  case "$line" in '>'* | '#'*) continue ;; esac
  printf '%s\n' "$line" > "$game/orders/Ana.txt"
  if "$bin" check "$game" > /dev/null 2>&1; then printf '%s\n' "$line" >> "$work/chatter.txt"; fi
done < "$work/lines.txt"
awk 'BEGIN { n = 0 } { line[n++] = $0 } END { size = 0; i = 0
  while (size < 1000000) { s = line[i % n] ". " line[(i + 1) % n]; size += length(s) + 1
    if (size >= 1000000) break; print s; i += 2 } }' \
  "$work/chatter.txt" > "$game/orders/Ana.txt"
printf '%s bytes, %s lines\n' "$(wc -c < "$game/orders/Ana.txt")" "$(wc -l < "$game/orders/Ana.txt")" | sed 's/^/  /'
code=0; "$bin" check "$game" > "$work/check.out" 2>&1 || code=$?
printf '  check exits %s: %s\n' "$code" "$(tail -n 1 "$work/check.out")"
walls=(); cpus=(); peak=0
for i in 1 2 3 4 5; do
  read -r wall user sys mem < <(/usr/bin/time -f "%e %U %S %M" "$bin" check "$game" 2>&1 >/dev/null | tail -n 1)
  walls+=("$wall"); cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')")
  (( mem > peak )) && peak=$mem
done
printf '  median wall %s s, median user+sys %s s, peak %s KB, %s instructions\n' \
  "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${cpus[@]}" | median)" "$peak" \
  "$(instructions "$bin" check "$game")"
