#![no_main]
//! See `adjudicate::fuzzing::master`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| adjudicate::fuzzing::master(data));
