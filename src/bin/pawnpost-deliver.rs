//! `pawnpost-deliver [--config PATH] < mail`: what the MTA's pipe runs for each mail.
//! It hands the mail to the running daemon, else becomes `pawnpost deliver`
//! (`src/daemon/front.rs`).

fn main() -> std::process::ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    pawnpost::daemon::front::run(&args)
}
