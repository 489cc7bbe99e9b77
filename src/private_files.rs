//! Files and directories only this user can read: the database, the secret's
//! directory, the spools. Below `store` and `mail`, which both create them.

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
