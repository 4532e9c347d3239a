#!/usr/bin/env bash
# Fuzzes every target of fuzz/ for its share of the given seconds (default 600), one after the
# other. With a nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`): cargo-fuzz,
# coverage-guided; new inputs go to fuzz/work/<target> (not checked in). Without them (stable
# only, as on a machine where nightly cannot be fetched): the stable driver
# tests/fuzz_stable.rs, which mutates the corpus inputs through the same entry points. Either way the checked-in corpus
# fuzz/corpus/<target> is read, never written; a crash or hang stops the run with the input in
# fuzz/artifacts/<target>/. Built with debug assertions and overflow checks (as the tests run),
# not as shipped. FUZZ_ENGINE=stable forces the stable driver.
set -euo pipefail
total=${1:-600}
top=$(cd "$(dirname "$0")/.." && pwd)
targets=(pm master thread roster game_yaml option_file)
dicts=(orders orders thread roster game_yaml game_yaml)
cd "$top"
if [[ ${FUZZ_ENGINE:-} == stable ]] || ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  echo "no nightly cargo-fuzz: the stable fuzz driver (tests/fuzz_stable.rs) runs for ${total}s"
  ADJUDICATE_FUZZ_TIME="$total" cargo test --locked --test suite -- fuzz_stable:: \
    --ignored --nocapture --test-threads=1
  exit
fi
share=$(( total / ${#targets[@]} ))
(( share > 0 )) || share=1
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
