# adjudicate: the two commands a new machine needs are `make demo` and `make test`.
RULESET ?= one-night
CARGO ?= cargo
FUZZ_TIME ?= 600

.PHONY: build demo test bench fmt fuzz

build:
	$(CARGO) build --release --locked

## Plays examples/$(RULESET) end to end in a scratch folder (the example is never modified).
demo: build
	scripts/demo.sh $(RULESET)

## fmt check, clippy with warnings denied, every test (unit, CLI, scenarios).
test:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --locked --all-targets -- -D warnings
	$(CARGO) test --locked

## Measures `adjudicate next`, `check`, `tally`, `archive` (see docs/PERFORMANCE.md); no test times anything.
bench: build
	scripts/bench.sh

fmt:
	$(CARGO) fmt --all

## Fuzzes PMs, master files, threads, rosters, game.yaml and option files for FUZZ_TIME
## seconds in all (cargo-fuzz on nightly Rust when installed, else the stable driver
## tests/fuzz_stable.rs; see fuzz/README.md).
fuzz:
	scripts/fuzz.sh $(FUZZ_TIME)
