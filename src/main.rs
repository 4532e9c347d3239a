/// mimalloc instead of the system's allocator: parsing a saved forum page allocates a node, a
/// name and a piece of text for every tag, and glibc's allocator was a sixth of reading one
/// (issues 21 and 25, docs/PERFORMANCE.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    adjudicate::cli::main()
}
