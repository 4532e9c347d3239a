#![no_main]
//! See `adjudicate::fuzzing::option_file`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| adjudicate::fuzzing::option_file(data));
