//! What the MTA's pipe runs for each mail: `pawnpost-deliver`, the lean front, and the
//! pieces it shares with `pawnpost deliver`.
//!
//! A process pays for its program before its first useful instruction, and `pawnpost`
//! is all of pawnpost: about 29,000 relocations that the dynamic loader applies at every
//! start, writing 518 KB of pointer tables (`.data.rel.ro`) page by page, 310 page
//! faults in all, before `main`. That is most of what a `deliver` that hands its mail to
//! the running daemon costs (`src/daemon/handoff.rs`). `pawnpost-deliver` links only
//! what that hand-over needs (the config's reading and the socket): about 1,700
//! relocations and 100 page faults. When the daemon takes the mail, that is all that
//! runs. When it does not (no daemon, another config, no answer), the front becomes
//! `pawnpost deliver` — the program beside it, by `exec`, in the same process — with the
//! mail it read on its standard input (a file in memory) and [`HANDOFF_TRIED`] set, so
//! the daemon is not asked twice. Anything but `[--config PATH]` (`--now`, `--help`, a
//! typo) goes to `pawnpost deliver` untouched, before a byte of the mail is read, as
//! does every mail when no daemon's socket is there: its answers, errors and exit
//! statuses are the one program's.
//!
//! What a stranger's mail costs the front: it keeps at most `limits.max_message_bytes`
//! plus one byte and reads the rest away in small pieces ([`read_limited`]); it parses
//! none of it.

use std::ffi::{OsStr, OsString};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::config::Config;
use crate::daemon::handoff::{Handed, hand_over};

/// Set by the front for the `pawnpost deliver` it becomes: the daemon was asked and did
/// not take the mail, so `deliver` does not ask again (an unanswered daemon would cost
/// a second [`crate::daemon::handoff::ANSWER_WITHIN`]).
pub const HANDOFF_TRIED: &str = "PAWNPOST_HANDOFF_TRIED";

/// The program the front becomes when the daemon does not take the mail: `pawnpost`, in
/// the front's own directory (never looked up in `PATH`).
pub const FULL_PROGRAM: &str = "pawnpost";

/// EX_TEMPFAIL: the MTA keeps the mail and tries again later.
const EX_TEMPFAIL: u8 = 75;

/// The config of `deliver` as an MTA's pipe runs it, from the arguments after the
/// command: none, `--config PATH` or `--config=PATH`. `Some(None)` is no config file
/// (the embedded default); `None` is anything else, for clap to read (its errors and
/// help included).
pub fn plain_config(args: &[OsString]) -> Option<Option<PathBuf>> {
    let path = |p: &OsStr| {
        // A value clap might read as a flag, or none: clap decides.
        (!p.is_empty() && !p.as_encoded_bytes().starts_with(b"-")).then(|| Some(PathBuf::from(p)))
    };
    match args {
        [] => Some(None),
        [flag, file] if flag == "--config" => path(file),
        [arg] => path(OsStr::new(arg.to_str()?.strip_prefix("--config=")?)),
        _ => None,
    }
}

/// The first `keep` bytes of `input`; the rest is read and dropped in small pieces, so
/// memory stays bounded whatever arrives and the MTA sees its pipe drained.
pub fn read_limited(mut input: impl std::io::Read, keep: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read as _;
    let mut raw = Vec::new();
    input.by_ref().take(keep).read_to_end(&mut raw)?;
    std::io::copy(&mut input, &mut std::io::sink())?;
    Ok(raw)
}

/// `deliver`'s end for a mail set aside (here or by the daemon): 0, the MTA's copy
/// goes, and the admin is told where it waits.
pub fn set_aside(id: i64) -> ExitCode {
    // Not `eprintln!`, which panics when the MTA no longer reads.
    let _ = writeln!(
        std::io::stderr(),
        "pawnpost deliver: this mail failed too often and is set aside as {id}: see `pawnpost quarantine show {id}`"
    );
    ExitCode::SUCCESS
}

/// `deliver`'s end for a mail neither committed nor set aside (here or by the
/// daemon): EX_TEMPFAIL, so that the MTA tries again later.
pub fn not_committed(why: &str) -> ExitCode {
    let _ = writeln!(
        std::io::stderr(),
        "pawnpost deliver: not committed, try again later: {why}"
    );
    ExitCode::from(EX_TEMPFAIL)
}

/// `deliver`'s end for what the daemon made of a handed mail, and whether the mail is
/// the daemon's now (committed or set aside: nothing may make the MTA retry it).
pub fn handed_end(handed: Handed) -> (ExitCode, bool) {
    match handed {
        Handed::Committed => {
            let _ = writeln!(
                std::io::stderr(),
                "pawnpost deliver: mail committed by the running daemon"
            );
            (ExitCode::SUCCESS, true)
        }
        Handed::SetAside(id) => (set_aside(id), true),
        Handed::NotCommitted(why) => (not_committed(&why), false),
    }
}

/// `deliver`'s arguments among the front's (`args`, its own name first): all but the
/// name, and but a first `deliver`, which an admin who renamed the program in the
/// MTA's old line (`pawnpost deliver --config …`) left; else `deliver deliver` would
/// be a usage error, which the MTA takes for a bounce.
fn arguments(args: &[OsString]) -> &[OsString] {
    let rest = args.get(1..).unwrap_or_default();
    match rest {
        [first, after @ ..] if first == "deliver" => after,
        _ => rest,
    }
}

/// `pawnpost-deliver`: `args` as the process got them, its own name first.
pub fn run(args: &[OsString]) -> ExitCode {
    let full = match std::env::current_exe() {
        Ok(me) => me.with_file_name(FULL_PROGRAM),
        Err(e) => return not_committed(&format!("where is this program? {e}")),
    };
    let rest = arguments(args);
    // A panic (the default hook prints it) leaves the mail to `deliver`, as it is: never
    // a panic's exit status, 101, which Postfix takes for a bounce. One the daemon did
    // commit is a duplicate there, which its record skips.
    let mut raw = None;
    let handed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        hand_over_read(&full, rest, &mut raw)
    }));
    match handed {
        Ok(Ok(end)) => end,
        Ok(Err(e)) => not_committed(&format!("reading standard input: {e}")),
        Err(_) => become_deliver(&full, rest, raw.as_deref()),
    }
}

/// Reads the config and the mail (into `raw`) and hands the mail to the daemon: the
/// exit when it took the mail, else `become_deliver`'s; an error reading the mail.
fn hand_over_read(
    full: &Path,
    rest: &[OsString],
    raw: &mut Option<Vec<u8>>,
) -> std::io::Result<ExitCode> {
    let Some(config) = plain_config(rest).filter(|_| cfg!(target_os = "linux")) else {
        return Ok(become_deliver(full, rest, None));
    };
    // A config that does not load is `pawnpost deliver`'s to report, as it always did.
    let Ok(config) = Config::load(config.as_deref()) else {
        return Ok(become_deliver(full, rest, None));
    };
    // No daemon runs (it makes its socket at its start and removes it at its stop):
    // `deliver` reads the mail from the MTA itself, and finds nobody to ask either.
    if !crate::store::deliver_socket(&config.server.database).exists() {
        return Ok(become_deliver(full, rest, None));
    }
    let max = config.limits.max_message_bytes;
    let mail = raw.insert(read_limited(
        std::io::stdin().lock(),
        max.saturating_add(1),
    )?);
    // An empty mail is `pawnpost deliver`'s to refuse.
    if !mail.iter().all(u8::is_ascii_whitespace)
        && let Some(handed) = hand_over(&config, mail)
    {
        return Ok(handed_end(handed).0);
    }
    Ok(become_deliver(full, rest, Some(mail)))
}

/// Replaces this process with `full deliver ARGS`: on the mail the front read (`raw`,
/// as a file in memory on its standard input), else on the standard input untouched.
/// Returns only when that cannot be done.
fn become_deliver(full: &Path, args: &[OsString], raw: Option<&[u8]>) -> ExitCode {
    use std::os::unix::process::CommandExt as _;
    let mut command = std::process::Command::new(full);
    command.arg("deliver").args(args);
    if let Some(raw) = raw {
        match in_memory(raw) {
            Ok(file) => command.stdin(file).env(HANDOFF_TRIED, "1"),
            Err(e) => return not_committed(&format!("keeping the mail in memory: {e}")),
        };
    }
    let e = command.exec();
    not_committed(&format!("cannot run {}: {e}", full.display()))
}

/// `raw` in an anonymous file in memory, read from its start; closed at an `exec`
/// unless it is made the new program's standard input.
#[cfg(target_os = "linux")]
fn in_memory(raw: &[u8]) -> std::io::Result<std::fs::File> {
    use std::io::{Seek as _, SeekFrom};
    use std::os::fd::FromRawFd as _;
    // SAFETY: the name is a NUL-terminated string that outlives the call; the call
    // returns a new descriptor or -1 and touches no other memory.
    let fd = unsafe { libc::memfd_create(c"pawnpost-mail".as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` was just opened by this process, and nothing else owns it.
    let mut file = unsafe { std::fs::File::from_raw_fd(fd) };
    file.write_all(raw)?;
    file.seek(SeekFrom::Start(0))?;
    Ok(file)
}

/// Elsewhere the front reads no mail ([`run`] hands everything to `deliver` first).
#[cfg(not(target_os = "linux"))]
fn in_memory(_raw: &[u8]) -> std::io::Result<std::fs::File> {
    Err(std::io::Error::other("only on Linux"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn only_a_config_is_read_by_the_front_and_anything_else_goes_to_clap() {
        assert_eq!(plain_config(&args(&[])), Some(None));
        let file = Some(Some(PathBuf::from("/etc/pawnpost/pawnpost.toml")));
        assert_eq!(
            plain_config(&args(&["--config", "/etc/pawnpost/pawnpost.toml"])),
            file
        );
        assert_eq!(
            plain_config(&args(&["--config=/etc/pawnpost/pawnpost.toml"])),
            file
        );
        for other in [
            &["--config"][..],
            &["--config", ""],
            &["--config", "--now"],
            &["--config="],
            &["--now", "2026-01-01T00:00:00Z"],
            &["--config", "a.toml", "--now", "2026-01-01T00:00:00Z"],
            &["--help"],
            &["a.toml"],
        ] {
            assert_eq!(plain_config(&args(other)), None, "{other:?}");
        }
    }

    #[test]
    fn a_first_deliver_left_from_the_old_pipe_line_is_dropped() {
        assert_eq!(
            arguments(&args(&[
                "pawnpost-deliver",
                "deliver",
                "--config",
                "a.toml"
            ])),
            args(&["--config", "a.toml"])
        );
        assert_eq!(
            arguments(&args(&["pawnpost-deliver", "--config", "a.toml"])),
            args(&["--config", "a.toml"])
        );
        assert_eq!(arguments(&args(&["pawnpost-deliver"])), args(&[]));
        assert_eq!(arguments(&args(&[])), args(&[]));
    }

    #[test]
    fn a_long_input_is_cut_one_byte_past_the_limit_and_drained() {
        let input = vec![b'x'; 3 * 1024 * 1024];
        let mut reader = std::io::Cursor::new(&input);
        let kept = read_limited(&mut reader, 1_048_577).unwrap();
        assert_eq!(kept.len(), 1_048_577);
        assert_eq!(reader.position(), input.len() as u64, "all of it read");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_mail_in_memory_reads_back_whole_from_its_start() {
        use std::io::Read as _;
        let raw = b"From: a@example.org\r\n\r\ne4\r\n".repeat(1000);
        let mut back = Vec::new();
        in_memory(&raw).unwrap().read_to_end(&mut back).unwrap();
        assert_eq!(back, raw);
    }
}
