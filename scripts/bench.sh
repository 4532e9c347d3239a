#!/usr/bin/env bash
# `make bench`: process time of `adjudicate next` on the one-night example (10 players) and on
# generated games. Each run works on a fresh copy of a prepared game folder; the copy is not
# timed. Reports the mean user+sys time of the `adjudicate` processes (bash's `times` over the
# children) and the mean wall time. Figures go in docs/PERFORMANCE.md by hand.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
bin="$top/target/release/adjudicate"
runs=${RUNS:-200}
work=$(mktemp -d "${TMPDIR:-/tmp}/adjudicate-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Process time of a command and its children, in seconds: `perf stat -e task-clock` where the
# machine has it (exact), else /usr/bin/time's user+sys (sampled by clock ticks: coarse).
cpu_seconds() {
  if perf stat -e task-clock true > /dev/null 2>&1; then
    perf stat -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { printf "%.6f", $1 / 1000 }'
  else
    /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -n 1 | awk '{ printf "%.6f", $1 + $2 }'
  fi
}

# measure NAME TEMPLATE [ARGS]: runs `next ARGS` $runs times on copies of TEMPLATE and reports
# the mean process time of the loop (a few shell builtins besides the runs themselves).
measure() {
  local name=$1 template=$2 extra=${3:-}
  for i in $(seq 1 "$runs"); do cp -a "$template" "$work/run-$i"; done
  local start end cpu
  start=$(date +%s%N)
  cpu=$(cpu_seconds bash -c 'for i in $(seq 1 "$2"); do "$1" next "$3/run-$i" $4 > /dev/null; done' _ "$bin" "$runs" "$work" "$extra")
  end=$(date +%s%N)
  for i in $(seq 1 "$runs"); do rm -rf "$work/run-$i"; done
  awk -v n="$runs" -v cpu="$cpu" -v wall=$(( (end - start) / 1000 )) -v name="$name" \
    'BEGIN { printf "%-40s %5d runs  process %.3f ms  wall %.3f ms\n", name, n, cpu * 1000 / n, wall / n / 1000 }'
}

# The example: night, then day.
example="$top/examples/one-night"
read -r -a args < "$example/init.args"
"$bin" init "$work/example" --ruleset one-night --players "$example/roster.csv" "${args[@]}" > /dev/null
cp "$example"/phases/1-night/*.txt "$work/example/orders/"
measure "one-night example, night (10 pl.)" "$work/example"
measure "  same, --dry-run (no writes)" "$work/example" --dry-run
"$bin" next "$work/example" > /dev/null
cp "$example"/phases/2-day/*.txt "$work/example/orders/"
measure "one-night example, day (10 pl.)" "$work/example"

# Lupus, 15 players (the rulebook's number): the example's first night and its first rogo.
lupus="$top/examples/lupus"
read -r -a largs < "$lupus/init.args"
"$bin" init "$work/lupus" --ruleset lupus --players "$lupus/roster.csv" "${largs[@]}" > /dev/null
cp "$lupus"/phases/01-notte-0/*.txt "$work/lupus/orders/"
measure "lupus example, Notte 0 (15 pl.)" "$work/lupus"
measure "  same, --dry-run (no writes)" "$work/lupus" --dry-run
"$bin" next "$work/lupus" > /dev/null
cp "$lupus"/phases/02-giorno-1/*.txt "$work/lupus/orders/"
measure "lupus example, Giorno 1 (15 pl.)" "$work/lupus"
measure "  same, --dry-run (no writes)" "$work/lupus" --dry-run

# Chechino, 16 players on the sample ship: the example's first night.
chechino="$top/examples/chechino"
read -r -a cargs < "$chechino/init.args"
"$bin" init "$work/chechino" --ruleset chechino --players "$chechino/roster.csv" "${cargs[@]}" > /dev/null
first=$(ls -d "$chechino"/phases/*/ | head -n 1)
cp "$first"*.txt "$work/chechino/orders/"
measure "chechino example, first night (16 pl.)" "$work/chechino"
measure "  same, --dry-run (no writes)" "$work/chechino" --dry-run

# Ten players dealt from a seed, every player voting.
roster="$work/roster10.csv"
printf 'name\n' > "$roster"
for p in P01 P02 P03 P04 P05 P06 P07 P08 P09 P10; do echo "$p" >> "$roster"; done
"$bin" init "$work/ten" --ruleset one-night --players "$roster" --seed 7 > /dev/null
measure "one-night, 10 players, night (no PMs)" "$work/ten" --no-orders
"$bin" next "$work/ten" --no-orders > /dev/null
for p in P02 P03 P04 P05 P06 P07 P08 P09 P10; do echo "vote P01" > "$work/ten/orders/$p.txt"; done
echo "vote P02" > "$work/ten/orders/P01.txt"
"$bin" check "$work/ten" > /dev/null
measure "one-night, 10 players, day" "$work/ten"
measure "  same, --dry-run (no writes)" "$work/ten" --dry-run

# The floor: starting a process that does nothing.
measure_true() {
  local start end cpu
  start=$(date +%s%N)
  cpu=$(cpu_seconds bash -c 'for i in $(seq 1 "$1"); do /bin/true; done' _ "$runs")
  end=$(date +%s%N)
  awk -v n="$runs" -v cpu="$cpu" -v wall=$(( (end - start) / 1000 )) \
    'BEGIN { printf "%-40s %5d runs  process %.3f ms  wall %.3f ms\n", "/bin/true (process start floor)", n, cpu * 1000 / n, wall / n / 1000 }'
}
measure_true
