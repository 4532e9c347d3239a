#![no_main]
//! See `adjudicate::fuzzing::thread`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| adjudicate::fuzzing::thread(data));
