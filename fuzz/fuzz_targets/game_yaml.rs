#![no_main]
//! See `adjudicate::fuzzing::game_yaml`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| adjudicate::fuzzing::game_yaml(data));
