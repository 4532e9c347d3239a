#!/usr/bin/env bash
# `adjudicate tally --thread` at the limits of a thread (docs/PERFORMANCE.md): generates the
# threads, counts each on the one-night example's day, and prints wall time, CPU time and peak
# memory (/usr/bin/time). BIN=path/to/adjudicate measures another build (default: release);
# each run is stopped after TIMEOUT seconds (default 300) and limited to MEMORY MiB of address
# space (default 4096), so that an older build cannot take the machine down.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN:-$top/target/release/adjudicate}
work=$(mktemp -d "${TMPDIR:-/tmp}/adjudicate-bench-tally.XXXXXX")
trap 'rm -rf "$work"' EXIT
example="$top/examples/one-night"
# shellcheck source=scripts/lib-phases.sh
. "$top/scripts/lib-phases.sh"
read -r -a args < "$example/init.args"
"$bin" --lang en init "$work/game" --ruleset one-night --players "$example/roster.csv" "${args[@]}" > /dev/null
bring_phase "$bin" "$work/game" "$example/phases/1-night" > /dev/null
"$bin" next "$work/game" > /dev/null

# Threads. A post header: number, one of the ten players, a time one second later each post.
gen() {
  LC_ALL=C awk -v kind="$1" -v limit=$((8 * 1024 * 1024)) '
    BEGIN {
      split("Ana Bruno Carla Dani Elena Fede Gloria Hugo Inés Jorge", p, " ")
      talk = "Buenos días. [quote=\"Bruno\"]No me convence lo que dices, Carla.[/quote] Yo sospecho de alguien que calla mucho, y **bastante** de quien vota rápido. [i]Ya veremos[/i]."
      if (kind == "size") {
        size = 0
        for (n = 1; ; n++) {
          post = head(n) "\n" talk "\n[color=red][b]" p[int(rand() * 10) + 1] "[/b][/color]\n\n"
          size += length(post)
          if (size > limit - 400) break
          printf "%s", post
        }
      } else if (kind == "posts" || kind == "unread") {
        for (n = 1; n <= 50000; n++) {
          target = kind == "posts" ? p[(n % 10 + 1 + int(n / 10) % 3) % 10 + 1] : "Zz" (n % 997)
          printf "%s\n[vote]%s[/vote]\n", head(n), target
        }
      } else {
        # One post of 8 MiB (less than the limit) of BBCode lines.
        if (kind == "unclosed") line = rep("[b]", 21000)
        else line = rep("[b]", 9000) "Vote: Ana" rep("[/b]", 9000)
        printf "%s\n", head(1)
        for (size = 0; size + 2 * length(line) < limit; size += length(line) + 1) print line
        print "[vote]Bruno[/vote]"
      }
    }
    function head(n) {
      return sprintf("=== #%d | %s | 2026-11-%02d %02d:%02d:%02d", n, p[n % 10 + 1], 29 + int(n / 86400), int(n / 3600) % 24, int(n / 60) % 60, n % 60)
    }
    function rep(s, k,   out) { out = ""; while (k > 0) { if (k % 2) out = out s; s = s s; k = int(k / 2) } return out }
  ' > "$work/$1.txt"
}

# The issue's case: one post of 80,000 unclosed [b] (80 lines of 1,000).
awk 'BEGIN { print "=== #1 | Ana | 2026-11-29 20:00"; for (i = 0; i < 80; i++) { l = ""; for (j = 0; j < 1000; j++) l = l "[b]"; print l } print "[vote]Bruno[/vote]" }' > "$work/issue.txt"
for kind in size posts unread unclosed nested; do gen "$kind"; done

measure() {
  local name=$1 file=$2
  shift 2
  # A count that exits 1 (names that cannot be read) is measured like any other.
  local code=0
  ( ulimit -v $((${MEMORY:-4096} * 1024))
    exec /usr/bin/time -o "$work/time" -f "%e %U %S %M" timeout "${TIMEOUT:-300}" \
      "$bin" tally "$work/game" --thread "$work/$file" "$@" > /dev/null 2>&1 ) || code=$?
  read -r wall user sys rss < <(grep -E '^[0-9.]+ [0-9.]+ [0-9.]+ [0-9]+$' "$work/time" | tail -n 1)
  local note=""
  case $code in
    124) note=" (stopped at ${TIMEOUT:-300} s)" ;;
    134|137) note=" (aborted: out of memory)" ;;
  esac
  printf "| %s | %s | %.2f s%s | %.2f s | %d MiB |\n" "$name" "$(du -h "$work/$file" | cut -f1)" \
    "$wall" "$note" "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" $((rss / 1024))
}

echo "| case | size | wall | CPU | peak memory |"
echo "|---|---|---|---|---|"
measure "80,000 unclosed \`[b]\` in one post (the issue's)" issue.txt
measure "8 MiB thread of ordinary posts (quote, bold, a red vote each)" size.txt
measure "same, \`--hammer\`" size.txt --hammer
measure "50,000 posts, one \`[vote]\` each" posts.txt
measure "same, \`--hammer\` (no wagon ever gets there)" posts.txt --hammer
measure "50,000 posts, each a name that cannot be read" unread.txt
measure "8 MiB post of unclosed \`[b]\`" unclosed.txt
measure "8 MiB post of \`[b]\` nested 9,000 deep per line" nested.txt
