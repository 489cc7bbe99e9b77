//! The site's directory, the only place the site writes: each file written whole
//! beside its name and renamed into place (a web server never serves half a page),
//! only when its bytes changed, readable by all (the process's umask is private);
//! nothing followed out of the directory (the subdirectories must be directories of
//! their own, files are opened without following links, a link in a page's place is
//! replaced, never written through). A lock file keeps two writers apart, and
//! `.pawnpost-publish.json` records how far the database had come.

use std::fs::{File, OpenOptions};
use std::io::{self, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::PublishError;

/// The record of the last build, in the site's root.
pub const MANIFEST: &str = ".pawnpost-publish.json";
/// The writers' lock file, in the site's root.
pub const LOCK: &str = ".pawnpost-publish.lock";

/// The site's directory.
#[derive(Debug)]
pub struct SiteDir {
    root: PathBuf,
    /// Files written since it was opened.
    pub written: usize,
    /// Files built again with the same bytes, left as they were.
    pub unchanged: usize,
    /// Files removed.
    pub removed: usize,
    counter: u64,
}

/// A held lock on the site; released when dropped.
#[derive(Debug)]
pub struct SiteLock {
    _file: File,
}

fn file_error(path: &Path, source: io::Error) -> PublishError {
    PublishError::File {
        path: path.display().to_string(),
        source,
    }
}

/// A name pawnpost writes: letters, digits, `.`, `_`, `-`, not starting with a dot
/// unless it is one of the site's own records.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name != "."
        && name != ".."
        && (!name.starts_with('.') || name == MANIFEST)
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: u32) -> io::Result<()> {
    Ok(())
}

/// The text of the file at `path`, never read through a link in its place.
pub fn read_nofollow(path: &Path) -> Option<String> {
    let mut file = open_nofollow(path).ok()?;
    let mut text = String::new();
    file.read_to_string(&mut text).ok()?;
    Some(text)
}

/// Opens `path` for reading without following a link in its place.
fn open_nofollow(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(libc::O_NOFOLLOW);
    }
    options.open(path)
}

/// Whether the file at `path` holds exactly `bytes` (a link, a directory or a missing
/// file does not).
fn holds(path: &Path, bytes: &[u8]) -> bool {
    let Ok(mut file) = open_nofollow(path) else {
        return false;
    };
    match file.metadata() {
        Ok(meta) if meta.is_file() && meta.len() == bytes.len() as u64 => {}
        _ => return false,
    }
    let mut found = Vec::with_capacity(bytes.len());
    file.read_to_end(&mut found).is_ok() && found == bytes
}

impl SiteDir {
    /// The site in `root`, created (readable by all) with any missing parents.
    pub fn open(root: &Path) -> Result<SiteDir, PublishError> {
        let mut missing = Vec::new();
        let mut at = root;
        while !at.as_os_str().is_empty() && std::fs::symlink_metadata(at).is_err() {
            missing.push(at.to_owned());
            match at.parent() {
                Some(parent) => at = parent,
                None => break,
            }
        }
        for dir in missing.iter().rev() {
            match std::fs::create_dir(dir) {
                Ok(()) => set_mode(dir, 0o755).map_err(|e| file_error(dir, e))?,
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(file_error(dir, e)),
            }
        }
        // The root may be a link the admin made; below it nothing is followed.
        let root = root.canonicalize().map_err(|e| file_error(root, e))?;
        if !root.is_dir() {
            return Err(PublishError::NotOurs(root.display().to_string()));
        }
        Ok(SiteDir {
            root,
            written: 0,
            unchanged: 0,
            removed: 0,
            counter: 0,
        })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Takes the site's lock, waiting up to `patience` for another writer to finish.
    pub fn lock(&self, patience: Duration) -> Result<SiteLock, PublishError> {
        let path = self.root.join(LOCK);
        let file = match open_nofollow(&path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                let mut options = OpenOptions::new();
                options.write(true).create(true);
                #[cfg(unix)]
                {
                    use std::os::unix::fs::OpenOptionsExt as _;
                    options.custom_flags(libc::O_NOFOLLOW);
                }
                let file = options.open(&path).map_err(|e| file_error(&path, e))?;
                set_mode(&path, 0o644).map_err(|e| file_error(&path, e))?;
                file
            }
            Err(e) => return Err(file_error(&path, e)),
        };
        let started = Instant::now();
        loop {
            match try_lock(&file) {
                Ok(true) => return Ok(SiteLock { _file: file }),
                Ok(false) if started.elapsed() < patience => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                Ok(false) => return Err(PublishError::Busy(self.root.display().to_string())),
                Err(e) => return Err(file_error(&path, e)),
            }
        }
    }

    /// The path of `relative` (`index.html`, `games/12.html`), its directory made when
    /// missing; an error for a name pawnpost does not write, or a directory that is
    /// not the site's own.
    fn path_of(&self, relative: &str) -> Result<PathBuf, PublishError> {
        let parts: Vec<&str> = relative.split('/').collect();
        if parts.len() > 2 || !parts.iter().all(|p| valid_name(p)) {
            return Err(PublishError::NotOurs(relative.to_owned()));
        }
        if let [dir, _] = parts[..] {
            self.subdir(dir)?;
        }
        Ok(self.root.join(relative))
    }

    fn subdir(&self, name: &str) -> Result<PathBuf, PublishError> {
        let path = self.root.join(name);
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.is_dir() => Ok(path),
            Ok(_) => Err(PublishError::NotOurs(path.display().to_string())),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                match std::fs::create_dir(&path) {
                    Ok(()) => set_mode(&path, 0o755).map_err(|e| file_error(&path, e))?,
                    Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                    Err(e) => return Err(file_error(&path, e)),
                }
                Ok(path)
            }
            Err(e) => Err(file_error(&path, e)),
        }
    }

    /// Writes `bytes` as `relative` unless it holds them already; whether it wrote.
    pub fn put(&mut self, relative: &str, bytes: &[u8]) -> Result<bool, PublishError> {
        self.put_with(relative, bytes, false)
    }

    /// [`SiteDir::put`], synced to the disk before it takes its name when `durable`.
    pub fn put_with(
        &mut self,
        relative: &str,
        bytes: &[u8],
        durable: bool,
    ) -> Result<bool, PublishError> {
        let target = self.path_of(relative)?;
        if holds(&target, bytes) {
            self.unchanged += 1;
            return Ok(false);
        }
        self.counter += 1;
        let name = target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let temporary = target.with_file_name(format!(
            ".{}.{}.{}.tmp",
            name.trim_start_matches('.'),
            std::process::id(),
            self.counter
        ));
        let written = (|| {
            let mut options = OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt as _;
                options.custom_flags(libc::O_NOFOLLOW).mode(0o644);
            }
            let mut file = options.open(&temporary)?;
            // The umask (0077) narrowed the mode given to open.
            set_mode(&temporary, 0o644)?;
            file.write_all(bytes)?;
            if durable {
                file.sync_all()?;
            }
            drop(file);
            // Replaces a file or a link in its place; never writes through a link.
            std::fs::rename(&temporary, &target)
        })();
        if let Err(e) = written {
            let _ = std::fs::remove_file(&temporary);
            return Err(file_error(&target, e));
        }
        self.written += 1;
        Ok(true)
    }

    /// Removes `relative` if it is there (a link is removed, not followed).
    pub fn remove(&mut self, relative: &str) -> Result<(), PublishError> {
        let path = self.path_of(relative)?;
        match std::fs::remove_file(&path) {
            Ok(()) => {
                self.removed += 1;
                Ok(())
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(file_error(&path, e)),
        }
    }

    /// Whether `relative` is a file of the site.
    pub fn has(&self, relative: &str) -> bool {
        self.path_of(relative)
            .ok()
            .and_then(|p| std::fs::symlink_metadata(p).ok())
            .is_some_and(|m| m.is_file())
    }

    /// The names of the files in the subdirectory `dir` (none when it is missing).
    pub fn names_in(&self, dir: &str) -> Result<Vec<String>, PublishError> {
        let path = self.root.join(dir);
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.is_dir() => {}
            _ => return Ok(Vec::new()),
        }
        let mut names = Vec::new();
        for entry in std::fs::read_dir(&path).map_err(|e| file_error(&path, e))? {
            let entry = entry.map_err(|e| file_error(&path, e))?;
            if entry
                .file_type()
                .is_ok_and(|t| t.is_file() || t.is_symlink())
            {
                names.push(entry.file_name().to_string_lossy().into_owned());
            }
        }
        Ok(names)
    }

    /// The text of the site's own file `name` in the root, if it is there.
    pub fn read(&self, name: &str) -> Option<String> {
        read_nofollow(&self.root.join(name))
    }
}

#[cfg(unix)]
fn try_lock(file: &File) -> io::Result<bool> {
    use std::os::fd::AsRawFd as _;
    loop {
        // SAFETY: flock only acts on the descriptor, which `file` keeps open.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
            return Ok(true);
        }
        let error = io::Error::last_os_error();
        match error.kind() {
            io::ErrorKind::Interrupted => continue,
            io::ErrorKind::WouldBlock => return Ok(false),
            _ => return Err(error),
        }
    }
}

#[cfg(not(unix))]
fn try_lock(_file: &File) -> io::Result<bool> {
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_written_once_replaced_whole_and_left_alone_when_unchanged() {
        let dir = tempfile::tempdir().unwrap();
        let mut site = SiteDir::open(&dir.path().join("site/www")).unwrap();
        assert!(site.put("games/1.html", b"one").unwrap());
        assert!(!site.put("games/1.html", b"one").unwrap());
        assert!(site.put("games/1.html", b"two").unwrap());
        assert_eq!((site.written, site.unchanged), (2, 1));
        let path = site.root().join("games/1.html");
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&path), 0o644);
            assert_eq!(mode(&site.root().join("games")), 0o755);
            assert_eq!(mode(site.root()), 0o755);
        }
        // No temporary file is left behind.
        assert_eq!(site.names_in("games").unwrap(), ["1.html"]);
        for bad in [
            "../x.html",
            "games/../../x",
            "a/b/c.html",
            ".hidden",
            "games/.x",
            "",
        ] {
            assert!(site.put(bad, b"x").is_err(), "{bad}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn nothing_is_written_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let outside = dir.path().join("outside");
        std::fs::create_dir(&outside).unwrap();
        std::fs::write(outside.join("secret.txt"), b"keep").unwrap();
        let mut site = SiteDir::open(&dir.path().join("site")).unwrap();
        // A link in a page's place is replaced by the page, its target untouched.
        std::os::unix::fs::symlink(outside.join("secret.txt"), site.root().join("index.html"))
            .unwrap();
        assert!(site.put("index.html", b"page").unwrap());
        assert_eq!(std::fs::read(outside.join("secret.txt")).unwrap(), b"keep");
        assert!(
            !std::fs::symlink_metadata(site.root().join("index.html"))
                .unwrap()
                .file_type()
                .is_symlink()
        );
        // A linked subdirectory is refused.
        std::os::unix::fs::symlink(&outside, site.root().join("players")).unwrap();
        assert!(matches!(
            site.put("players/x.html", b"page"),
            Err(PublishError::NotOurs(_))
        ));
        assert!(!outside.join("x.html").exists());
    }

    #[test]
    fn a_second_writer_waits_for_the_lock() {
        let dir = tempfile::tempdir().unwrap();
        let site = SiteDir::open(dir.path()).unwrap();
        let held = site.lock(Duration::ZERO).unwrap();
        let other = SiteDir::open(dir.path()).unwrap();
        assert!(matches!(
            other.lock(Duration::from_millis(50)),
            Err(PublishError::Busy(_))
        ));
        drop(held);
        assert!(other.lock(Duration::ZERO).is_ok());
    }
}
