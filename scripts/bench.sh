#!/usr/bin/env bash
# `make bench`: process time of `adjudicate next` on the one-night example (10 players) and on
# generated games. Each run works on a fresh copy of a prepared game folder; the copy is not
# timed. Reports the mean user+sys time of the `adjudicate` processes (bash's `times` over the
# children) and the mean wall time. Figures go in docs/PERFORMANCE.md by hand.
# BIN=path/to/adjudicate measures another build (default: release; bench-pages.sh and
# bench-among-us.sh measure the release build always). Each example's phase is brought in as
# scripts/demo.sh brings it (scripts/lib-phases.sh).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/lib-phases.sh
. "$top/scripts/lib-phases.sh"
bin=${BIN:-"$top/target/release/adjudicate"}
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

# Issue 25: each example's mid-game against the program's start (paired ratios), among-us from
# 60 to 240 players, `check` of 1 MB of chatter (scripts/bench-phases.sh).
BIN="$bin" "$top/scripts/bench-phases.sh"
echo

# The example: night, then day. Each phase is brought in as scripts/demo.sh brings it (its
# forum pages imported: scripts/lib-phases.sh); the import is not timed.
example="$top/examples/one-night"
start_example "$bin" one-night "$work/example" > /dev/null
bring_phase "$bin" "$work/example" "$example/phases/1-night" > /dev/null
measure "one-night example, night (10 pl.)" "$work/example"
measure "  same, --dry-run (no writes)" "$work/example" --dry-run
"$bin" next "$work/example" > /dev/null
bring_phase "$bin" "$work/example" "$example/phases/2-day" > /dev/null
measure "one-night example, day (10 pl.)" "$work/example"

# Lupus, 15 players (the rulebook's number): the example's first night and its first rogo.
lupus="$top/examples/lupus"
read -r -a largs < "$lupus/init.args"
start_example "$bin" lupus "$work/lupus" > /dev/null
bring_phase "$bin" "$work/lupus" "$lupus/phases/01-notte-0" > /dev/null
measure "lupus example, Notte 0 (15 pl.)" "$work/lupus"
measure "  same, --dry-run (no writes)" "$work/lupus" --dry-run
"$bin" next "$work/lupus" > /dev/null
bring_phase "$bin" "$work/lupus" "$lupus/phases/02-giorno-1" > /dev/null
measure "lupus example, Giorno 1 (15 pl.)" "$work/lupus"
measure "  same, --dry-run (no writes)" "$work/lupus" --dry-run

# Chechino, 16 players on the sample ship: the example's first night.
chechino="$top/examples/chechino"
start_example "$bin" chechino "$work/chechino" > /dev/null
first=$(ls -d "$chechino"/phases/*/ | head -n 1)
bring_phase "$bin" "$work/chechino" "$first" > /dev/null
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

# `check` on a lupus day of 30 PMs of about 2 KB each (two PMs for each of the 15 players, as
# they come: a forum header, greetings, chatter, quoted text, the vote, a signature): the median
# wall time and the peak memory of 21 runs.
day="$work/lupus-check"
cp -a "$work/lupus" "$day"
rm -f "$day"/orders/*.txt
players=$(awk -F, 'NR > 1 { print $1 }' "$lupus/roster.csv")
for p in $players; do
  for n in 1 2; do
    file="$day/orders/$p.txt"; [ "$n" = 2 ] && file="$day/orders/$p-2.txt"
    {
      echo "Inviato il: lun 30 nov 2026, 2$n:1$n"
      echo
      echo "Ciao master!! Ecco il mio MP di oggi."
      for i in $(seq 1 24); do
        echo "Riga $i di chiacchiere: ieri sera ho letto il thread e mi sembra che qualcuno menta, ma non so chi."
      done
      echo "[quote=\"Master\"]Ricorda: vota NOME oppure astengo[/quote]"
      if [ "$p" = Luca ]; then echo "[b]voto per Marta[/b]"; else echo "[b]voto per Luca[/b]"; fi
      echo "--"
      echo "$p"
    } > "$file"
  done
done
"$bin" check "$day" > /dev/null
times=()
peak=0
for i in $(seq 1 21); do
  read -r wall mem < <(/usr/bin/time -f "%e %M" "$bin" check "$day" 2>&1 >/dev/null | tail -n 1)
  times+=("$wall")
  (( mem > peak )) && peak=$mem
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 11p)
size=$(cat "$day"/orders/*.txt | wc -c)
printf '%-40s %5d runs  median wall %s s  peak %d KB  (%d PMs, %d bytes)\n' \
  "check, lupus day, 30 PMs of ~2 KB" 21 "$median" "$peak" "$(ls "$day"/orders/*.txt | wc -l)" "$size"

# `tally` on a generated day thread (scripts/gen-thread.sh) of the one-night example's players:
# 100,000 posts (the issue's target: <= 1 s, <= 100 MB), and 5,000; the median wall
# time, user+sys, and the peak memory of 5 runs.
tally_game="$work/tally"
cp -a "$work/example" "$tally_game"
rm -f "$tally_game"/orders/*.txt
for posts in 5000 "${TALLY_POSTS:-100000}"; do
  "$top/scripts/gen-thread.sh" "$posts" > "$work/thread-$posts.txt"
  walls=()
  cpus=()
  peak=0
  for i in $(seq 1 5); do
    read -r wall user sys mem < <(/usr/bin/time -f "%e %U %S %M" "$bin" tally "$tally_game" \
      --thread "$work/thread-$posts.txt" 2>&1 >/dev/null | tail -n 1)
    walls+=("$wall")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')")
    (( mem > peak )) && peak=$mem
  done
  printf '%-40s %5d runs  median wall %s s  median user+sys %s s  peak %d KB  (%d bytes)\n' \
    "tally, thread of $posts posts" 5 "$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 3p)" \
    "$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n 3p)" "$peak" \
    "$(wc -c < "$work/thread-$posts.txt")"
done

# Saved forum pages (issue 21): `tally`, `check` and `import` on 50 and 200 saved pages, in
# their own script (it runs alone too).
"$top/scripts/bench-pages.sh"

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

# among-us: the median of `next --dry-run` on a 15- and a 60-player round (needs python3, PyYAML).
if python3 -c 'import yaml' 2> /dev/null; then
  "$top/scripts/bench-among-us.sh"
fi

# `archive` of a 30-phase game (issue N's target: under a second): lupus, 15 players, 30 phases
# resolved with no PMs (`next --no-orders --no-votes`), each re-resolved from history/ and
# written as a site; the mean process time of 20 runs.
long="$work/lupus-30"
"$bin" init "$long" --ruleset lupus --players "$lupus/roster.csv" "${largs[@]}" > /dev/null
for i in $(seq 1 30); do "$bin" next "$long" --no-orders --no-votes > /dev/null; done
archive_runs=20
cpu=$(cpu_seconds bash -c 'for i in $(seq 1 "$2"); do "$1" archive "$3" --out "$4/site-$i" > /dev/null; done' _ "$bin" "$archive_runs" "$long" "$work")
printf '%-40s %5d runs  process %.3f ms  (%d phases, %d files)\n' "archive, lupus, 30 phases (15 pl.)" \
  "$archive_runs" "$(awk -v c="$cpu" -v n="$archive_runs" 'BEGIN { print c * 1000 / n }')" \
  "$(ls "$long/history" | wc -l)" "$(ls "$work/site-1" | wc -l)"
