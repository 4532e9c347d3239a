#!/usr/bin/env bash
# Fuzzes every target of fuzz/ for its share of the given seconds (default 600), one after the
# other: cargo-fuzz on nightly Rust, installed if missing. New inputs go to fuzz/work/<target>
# (not checked in); the checked-in corpus fuzz/corpus/<target> is read, never written. Stops at
# the first crash, hang or memory blow-up, with the input in fuzz/artifacts/<target>/. Built
# optimised with debug assertions and overflow checks (as the tests run), not as shipped.
set -euo pipefail
total=${1:-600}
top=$(cd "$(dirname "$0")/.." && pwd)
targets=(pm master thread roster game_yaml option_file)
dicts=(orders orders thread roster game_yaml game_yaml)
cargo +nightly --version >/dev/null 2>&1 || {
  echo "make fuzz needs a nightly toolchain: rustup toolchain install nightly" >&2
  exit 2
}
cargo +nightly fuzz --version >/dev/null 2>&1 || cargo install cargo-fuzz --locked
share=$(( total / ${#targets[@]} ))
(( share > 0 )) || share=1
cd "$top"
cargo +nightly fuzz build -O --debug-assertions
for i in "${!targets[@]}"; do
  t=${targets[$i]}
  mkdir -p "fuzz/work/$t" "fuzz/artifacts/$t"
  echo "== fuzzing $t for ${share}s"
  cargo +nightly fuzz run -O --debug-assertions "$t" "$top/fuzz/work/$t" "$top/fuzz/corpus/$t" -- \
    -max_total_time="$share" -max_len=8192 -timeout=30 -print_final_stats=1 \
    -dict="$top/fuzz/dict/${dicts[$i]}.dict" -artifact_prefix="$top/fuzz/artifacts/$t/"
done
echo "fuzzed ${#targets[@]} targets, ${share}s each: no crash"
