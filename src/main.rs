fn main() -> std::process::ExitCode {
    adjudicate::cli::main()
}
