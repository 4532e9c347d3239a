#!/usr/bin/env bash
# Saved forum pages (issue 21), on the release build: a day's thread saved as phpBB pages of 25
# posts, ~200 KB each (scripts/gen-pages.sh), read by `tally --thread` (50 and 200 pages: the
# issue's target for 200 pages, 5,000 posts, ~40 MB, is <= 1 s and <= 150 MB), by `check` on a
# game whose `thread/` holds the 200 pages, and classified page by page by `import --dry-run`.
# For each, the median wall time, the median user+sys and the peak memory of 5 runs. Run by
# `make bench`; runs alone too: scripts/bench-pages.sh.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
bin="$top/target/release/adjudicate"
work=$(mktemp -d "${TMPDIR:-/tmp}/adjudicate-bench-pages.XXXXXX")
trap 'rm -rf "$work"' EXIT
roster="$top/fixtures/pages/roster.csv"

# timed NAME BYTES COMMAND…: 5 runs of COMMAND; the median wall, median user+sys, peak memory.
timed() {
  local name=$1 bytes=$2
  shift 2
  local walls=() cpus=() peak=0 wall user sys mem
  for i in 1 2 3 4 5; do
    read -r wall user sys mem < <(/usr/bin/time -f "%e %U %S %M" "$@" 2>&1 >/dev/null | tail -n 1)
    walls+=("$wall")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')")
    (( mem > peak )) && peak=$mem
  done
  printf '%-40s %5d runs  median wall %s s  median user+sys %s s  peak %d KB  (%d bytes)\n' \
    "$name" 5 "$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 3p)" \
    "$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n 3p)" "$peak" "$bytes"
}

echo "== saved forum pages (release build) =="
for pages in 50 200; do
  "$top/scripts/gen-pages.sh" "$pages" "$work/pages-$pages"
  bytes=$(cat "$work/pages-$pages"/*.html | wc -c)
  timed "tally, $pages saved pages ($((pages * 25)) posts)" "$bytes" \
    "$bin" tally --players "$roster" --thread "$work/pages-$pages"
done

# A game whose day thread is the 200 pages in its `thread/` folder: `check` reads it as `next`
# does; `import --dry-run` classifies each page (one parse each) and writes nothing.
bytes=$(cat "$work/pages-200"/*.html | wc -c)
"$bin" init "$work/game" --ruleset one-night --players "$roster" --seed 7 > /dev/null
timed "import --dry-run, 200 saved pages" "$bytes" \
  "$bin" import "$work/game" --dry-run "$work/pages-200"
cp "$work/pages-200"/*.html "$work/game/thread/" 2> /dev/null \
  || { mkdir -p "$work/game/thread" && cp "$work/pages-200"/*.html "$work/game/thread/"; }
timed "check, thread/ of 200 saved pages" "$bytes" "$bin" check "$work/game"
