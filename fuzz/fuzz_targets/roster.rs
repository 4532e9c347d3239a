#![no_main]
//! See `adjudicate::fuzzing::roster`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| adjudicate::fuzzing::roster(data));
