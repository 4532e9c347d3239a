//! What every command gives back when it did not succeed: the exit code and the text shown.
//! The commands share it here, so that no command depends on the command line's parser.

/// The outcome of a command that did not succeed.
pub struct Failed {
    pub code: u8,
    pub text: String,
}

impl Failed {
    pub fn problems(text: String) -> Self {
        Failed { code: 1, text }
    }
    pub fn usage(text: String) -> Self {
        Failed { code: 2, text }
    }
}
