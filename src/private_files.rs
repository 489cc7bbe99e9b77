//! Files and directories only this user can read: the database, the secret's
//! directory, the spools; and files replaced whole (a backup's secret, the metrics
//! file). Below `store` and `mail`, which both create them.

/// Creates `dir` and its missing parents, readable by this user only (0700 on Unix).
pub fn private_dir(dir: &std::path::Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Creates the new file `path` for writing, readable by this user only (0600 on Unix);
/// fails when it exists.
pub fn private_file(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

/// `path` with `suffix` appended to its file name: the files pawnpost keeps beside
/// another (a database's `-wal`, `.lock`, `.deliver`, `.sync-failed`; a backup's
/// `.secret`).
pub fn sibling(path: &std::path::Path, suffix: &str) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    std::path::PathBuf::from(name)
}

/// A name for a temporary file beside `path`, in its directory (so a rename onto
/// `path` stays on one file system and is atomic): `.<name>.tmp.<pid>.<random>`.
pub fn temporary_beside(path: &std::path::Path) -> std::path::PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(
        ".{name}.tmp.{}.{:08x}",
        std::process::id(),
        rand::random::<u32>()
    ))
}

/// Syncs the directory holding `path`, so a file created or renamed there survives
/// a crash under its new name.
pub fn sync_parent(path: &std::path::Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => std::path::Path::new("."),
        };
        std::fs::File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        Ok(())
    }
}

/// Replaces `path` with `contents` so that a reader sees the old file or the new one,
/// never a part: written to a temporary file beside it, synced, given `mode` (0600 for
/// a secret; 0644 for a file another user's program reads), renamed over `path`, and
/// the directory synced.
pub fn replace_file(path: &std::path::Path, contents: &[u8], mode: u32) -> std::io::Result<()> {
    use std::io::Write as _;
    let temp = temporary_beside(path);
    let written = (|| {
        let mut file = private_file(&temp)?;
        file.write_all(contents)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            file.set_permissions(std::fs::Permissions::from_mode(mode))?;
        }
        #[cfg(not(unix))]
        let _ = mode;
        file.sync_all()?;
        std::fs::rename(&temp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written?;
    sync_parent(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replaced_file_has_its_new_contents_and_mode_and_nothing_beside_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pawnpost.prom");
        replace_file(&path, b"one\n", 0o644).unwrap();
        replace_file(&path, b"two\n", 0o644).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two\n");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file left");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o644);
            replace_file(&path, b"secret\n", 0o600).unwrap();
            let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
        }
        // A directory that does not exist: an error, and nothing created.
        let missing = dir.path().join("missing/pawnpost.prom");
        assert!(replace_file(&missing, b"x", 0o644).is_err());
    }
}
