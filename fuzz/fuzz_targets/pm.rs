#![no_main]
//! See `adjudicate::fuzzing::pm`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| adjudicate::fuzzing::pm(data));
