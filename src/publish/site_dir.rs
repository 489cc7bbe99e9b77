//! The site's directory, the only place the site writes: each file written whole
//! beside its name and renamed into place (a web server never serves half a page),
//! only when its bytes changed, readable by all (the process's umask is private);
//! nothing followed out of the directory (the subdirectories must be directories of
//! their own, files are opened without following links, a link in a page's place is
//! replaced, never written through). A lock file keeps two writers apart, and
//! `.pawnpost-publish.json` records how far the database had come.
//!
//! **The site's files and the admin's.** The directories whose names come from what
//! people chose ([`RECORDED`]: a public name, a tournament's name, a starting position)
//! may hold the admin's own files too (`players/README.txt`, `boards/logo.png`).
//! pawnpost records every file it writes there in [`RECORD`] *before* the file is
//! made, so a crash leaves the record a superset of its files, never less, and it
//! removes or replaces only files of that record. A file it did not write that stands
//! where one of its pages goes is left as it is and named in [`SiteDir::foreign`] (a
//! player choosing a name can never make pawnpost overwrite the admin's file). A site
//! without the record (written by an older pawnpost, or its record deleted) is taken
//! to hold, of pawnpost's, only the files named as pawnpost names them
//! ([`super::is_recorded_shape`]). The root's pages and `games/` hold only names
//! pawnpost makes from fixed words and game numbers, and are not recorded.

use std::collections::BTreeSet;
use std::fs::{File, OpenOptions};
use std::io::{self, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::PublishError;

/// The record of the last build, in the site's root.
pub const MANIFEST: &str = ".pawnpost-publish.json";
/// The writers' lock file, in the site's root.
pub const LOCK: &str = ".pawnpost-publish.lock";
/// The record of the files pawnpost wrote in the [`RECORDED`] directories, in the
/// site's root: one path a line (`players/Anna_K.html`), sorted.
pub const RECORD: &str = ".pawnpost-publish.files";
/// The directories whose files pawnpost records: their names come from what people
/// chose, so the admin's files may stand beside pawnpost's there.
pub const RECORDED: [&str; 3] = ["players", "tournaments", "boards"];

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
    /// Pages not written because a file pawnpost did not write stands in their place.
    pub foreign: BTreeSet<String>,
    /// The files pawnpost wrote in the [`RECORDED`] directories: read when first needed
    /// (under the lock), `None` until then.
    record: Option<Record>,
    counter: u64,
}

/// The record of pawnpost's files in the [`RECORDED`] directories, as held in memory.
#[derive(Debug)]
struct Record {
    paths: BTreeSet<String>,
    /// Whether [`RECORD`] on disk holds exactly `paths`.
    saved: bool,
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
        && (!name.starts_with('.') || name == MANIFEST || name == RECORD)
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

/// Whether `relative` is a file in one of the [`RECORDED`] directories.
fn is_recorded(relative: &str) -> bool {
    relative
        .split_once('/')
        .is_some_and(|(dir, name)| RECORDED.contains(&dir) && valid_name(name))
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
            foreign: BTreeSet::new(),
            record: None,
            counter: 0,
        })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Takes the site's lock, waiting up to `patience` for another writer to finish,
    /// then reads the record of pawnpost's files (another writer may have changed it
    /// until now).
    pub fn lock(&mut self, patience: Duration) -> Result<SiteLock, PublishError> {
        let lock = self.lock_only(patience)?;
        self.record = None;
        self.load_record()?;
        Ok(lock)
    }

    fn lock_only(&self, patience: Duration) -> Result<SiteLock, PublishError> {
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
    /// In a [`RECORDED`] directory, a file pawnpost did not write in `relative`'s place
    /// is left as it is (named in [`SiteDir::foreign`]; `Ok(false)`), and a new file is
    /// recorded before it is made.
    pub fn put_with(
        &mut self,
        relative: &str,
        bytes: &[u8],
        durable: bool,
    ) -> Result<bool, PublishError> {
        let target = self.path_of(relative)?;
        if is_recorded(relative) && !self.load_record()?.paths.contains(relative) {
            if std::fs::symlink_metadata(&target).is_ok() {
                self.foreign.insert(relative.to_owned());
                return Ok(false);
            }
            self.claim([relative])?;
        }
        if holds(&target, bytes) {
            self.unchanged += 1;
            return Ok(false);
        }
        self.replace(&target, bytes, durable)?;
        self.written += 1;
        Ok(true)
    }

    /// Writes `bytes` beside `target` and renames them into its place.
    fn replace(&mut self, target: &Path, bytes: &[u8], durable: bool) -> Result<(), PublishError> {
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
            std::fs::rename(&temporary, target)
        })();
        if let Err(e) = written {
            let _ = std::fs::remove_file(&temporary);
            return Err(file_error(target, e));
        }
        Ok(())
    }

    /// Records the files of `paths` in the [`RECORDED`] directories that nothing
    /// stands in the place of yet, before they are written (one write of the record
    /// for a batch of pages; [`SiteDir::put`] records a page not claimed before).
    /// A path where a file stands that pawnpost did not write is not claimed.
    pub fn claim<'a>(
        &mut self,
        paths: impl IntoIterator<Item = &'a str>,
    ) -> Result<(), PublishError> {
        let mut new = Vec::new();
        for relative in paths {
            if !is_recorded(relative) || self.load_record()?.paths.contains(relative) {
                continue;
            }
            let target = self.path_of(relative)?;
            match std::fs::symlink_metadata(&target) {
                Err(e) if e.kind() == io::ErrorKind::NotFound => new.push(relative.to_owned()),
                Err(e) => return Err(file_error(&target, e)),
                Ok(_) => {}
            }
        }
        if new.is_empty() {
            return Ok(());
        }
        let record = self.load_record()?;
        record.paths.extend(new);
        record.saved = false;
        self.save_record()
    }

    /// Writes the record of pawnpost's files when it changed (synced: a page is made
    /// only once the record names it).
    pub fn save_record(&mut self) -> Result<(), PublishError> {
        let Some(record) = self.record.as_mut().filter(|r| !r.saved) else {
            return Ok(());
        };
        let mut text = String::new();
        for path in &record.paths {
            text.push_str(path);
            text.push('\n');
        }
        record.saved = true;
        let target = self.root.join(RECORD);
        if !holds(&target, text.as_bytes())
            && let Err(e) = self.replace(&target, text.as_bytes(), true)
        {
            if let Some(record) = self.record.as_mut() {
                record.saved = false;
            }
            return Err(e);
        }
        Ok(())
    }

    /// The record of pawnpost's files, read when first needed: [`RECORD`] when it is
    /// there, else (a site an older pawnpost wrote, or a new one) the files of the
    /// [`RECORDED`] directories named as pawnpost names them.
    fn load_record(&mut self) -> Result<&mut Record, PublishError> {
        let record = match self.record.take() {
            Some(record) => record,
            None => self.read_record()?,
        };
        Ok(self.record.insert(record))
    }

    fn read_record(&self) -> Result<Record, PublishError> {
        if let Some(text) = read_nofollow(&self.root.join(RECORD)) {
            return Ok(Record {
                // A line that names no file of a recorded directory is not pawnpost's.
                paths: text
                    .lines()
                    .filter(|line| is_recorded(line))
                    .map(str::to_owned)
                    .collect(),
                saved: true,
            });
        }
        let mut paths = BTreeSet::new();
        for dir in RECORDED {
            for name in self.names_in(dir)? {
                let path = format!("{dir}/{name}");
                if super::is_recorded_shape(&path) {
                    paths.insert(path);
                }
            }
        }
        // Not saved yet: the record is written with the first page, or at the end.
        Ok(Record {
            paths,
            saved: false,
        })
    }

    /// The files pawnpost wrote in the [`RECORDED`] directories, by the record.
    pub fn recorded(&mut self) -> Result<Vec<String>, PublishError> {
        Ok(self.load_record()?.paths.iter().cloned().collect())
    }

    /// Removes `relative` if it is there (a link is removed, not followed); in a
    /// [`RECORDED`] directory only a file of the record (the record forgets it after).
    pub fn remove(&mut self, relative: &str) -> Result<(), PublishError> {
        let path = self.path_of(relative)?;
        let recorded = is_recorded(relative);
        if recorded && !self.load_record()?.paths.contains(relative) {
            return Ok(());
        }
        match std::fs::remove_file(&path) {
            Ok(()) => self.removed += 1,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(file_error(&path, e)),
        }
        if recorded && let Some(record) = self.record.as_mut() {
            record.paths.remove(relative);
            record.saved = false;
        }
        Ok(())
    }

    /// Whether `relative` is a file pawnpost wrote (in a [`RECORDED`] directory, one
    /// of its record; before the record is read, none there is: the caller writes the
    /// page, and [`SiteDir::put`] decides).
    pub fn has(&self, relative: &str) -> bool {
        if is_recorded(relative)
            && !self
                .record
                .as_ref()
                .is_some_and(|r| r.paths.contains(relative))
        {
            return false;
        }
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

    fn record_on_disk(site: &SiteDir) -> Vec<String> {
        std::fs::read_to_string(site.root().join(RECORD))
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    /// In the recorded directories only pawnpost's own files are removed or replaced:
    /// the admin's file beside its pages stays, and one where a page goes is left as
    /// it is and named.
    #[test]
    fn only_recorded_files_are_removed_or_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let mut site = SiteDir::open(dir.path()).unwrap();
        let _lock = site.lock(Duration::ZERO).unwrap();
        assert!(site.put("players/Anna.html", b"anna").unwrap());
        std::fs::write(site.root().join("players/README.txt"), b"admin").unwrap();
        std::fs::write(site.root().join("players/Bert.html"), b"admin's page").unwrap();

        site.remove("players/README.txt").unwrap();
        assert_eq!(
            std::fs::read(site.root().join("players/README.txt")).unwrap(),
            b"admin"
        );
        assert!(!site.has("players/Bert.html"));
        assert!(!site.put("players/Bert.html", b"pawnpost's page").unwrap());
        assert_eq!(
            std::fs::read(site.root().join("players/Bert.html")).unwrap(),
            b"admin's page"
        );
        assert_eq!(
            site.foreign.iter().collect::<Vec<_>>(),
            ["players/Bert.html"]
        );
        site.remove("players/Bert.html").unwrap();
        assert!(site.root().join("players/Bert.html").exists());

        assert!(site.has("players/Anna.html"));
        site.remove("players/Anna.html").unwrap();
        assert!(!site.root().join("players/Anna.html").exists());
        assert_eq!(site.removed, 1);
        site.save_record().unwrap();
        assert!(record_on_disk(&site).is_empty());
        assert_eq!(site.recorded().unwrap(), Vec::<String>::new());
    }

    /// A new page is in the record on disk before the page is made, so a writer
    /// stopped between the two never finds its own page taken for the admin's.
    #[test]
    fn a_page_is_recorded_before_it_is_made() {
        let dir = tempfile::tempdir().unwrap();
        let mut site = SiteDir::open(dir.path()).unwrap();
        let lock = site.lock(Duration::ZERO).unwrap();
        site.claim(["players/Anna.html", "players/Bert.html", "index.html"])
            .unwrap();
        assert_eq!(
            record_on_disk(&site),
            ["players/Anna.html", "players/Bert.html"]
        );
        assert!(site.put("boards/0123456789abcdef.png", b"png").unwrap());
        assert!(site.put("players/Anna.html", b"anna").unwrap());
        // Stopped here: nothing more saved. The next writer reads the record.
        drop((site, lock));
        let mut next = SiteDir::open(dir.path()).unwrap();
        let _lock = next.lock(Duration::ZERO).unwrap();
        assert_eq!(
            next.recorded().unwrap(),
            [
                "boards/0123456789abcdef.png",
                "players/Anna.html",
                "players/Bert.html"
            ]
        );
        assert!(!next.put("players/Anna.html", b"anna").unwrap());
        assert!(next.put("players/Anna.html", b"anna again").unwrap());
        assert!(next.foreign.is_empty());
    }

    /// A site without the record (an older pawnpost's) holds of pawnpost's only the
    /// files named as it names them; the rest is the admin's.
    #[test]
    fn without_a_record_only_pawnposts_names_are_its_own() {
        let dir = tempfile::tempdir().unwrap();
        for dir_name in RECORDED.iter().chain(&["games"]) {
            std::fs::create_dir(dir.path().join(dir_name)).unwrap();
        }
        for name in [
            "players/Anna_K.html",
            "players/player12.html",
            "players/README.txt",
            "players/logo.png",
            "players/a.b.html",
            "tournaments/Spring.html",
            "tournaments/rules.pdf",
            "boards/0123456789abcdef.png",
            "boards/logo.png",
            "boards/0123456789ABCDEF.png",
            "games/README.txt",
        ] {
            std::fs::write(dir.path().join(name), b"x").unwrap();
        }
        let mut site = SiteDir::open(dir.path()).unwrap();
        let _lock = site.lock(Duration::ZERO).unwrap();
        assert_eq!(
            site.recorded().unwrap(),
            [
                "boards/0123456789abcdef.png",
                "players/Anna_K.html",
                "players/player12.html",
                "tournaments/Spring.html"
            ]
        );
        // Written with the first change, not before.
        assert!(!site.root().join(RECORD).exists());
        site.remove("players/player12.html").unwrap();
        site.remove("players/README.txt").unwrap();
        site.save_record().unwrap();
        assert!(site.root().join("players/README.txt").exists());
        assert!(!site.root().join("players/player12.html").exists());
        assert_eq!(
            record_on_disk(&site),
            [
                "boards/0123456789abcdef.png",
                "players/Anna_K.html",
                "tournaments/Spring.html"
            ]
        );
    }

    /// A record edited by hand names no file outside the recorded directories.
    #[test]
    fn a_record_line_outside_the_recorded_directories_is_ignored() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(RECORD),
            "players/Anna.html\nindex.html\ngames/1.html\nplayers/../x\n../players/x.html\nplayers/.hidden\n",
        )
        .unwrap();
        let mut site = SiteDir::open(dir.path()).unwrap();
        let _lock = site.lock(Duration::ZERO).unwrap();
        assert_eq!(site.recorded().unwrap(), ["players/Anna.html"]);
    }

    #[test]
    fn a_second_writer_waits_for_the_lock() {
        let dir = tempfile::tempdir().unwrap();
        let mut site = SiteDir::open(dir.path()).unwrap();
        let held = site.lock(Duration::ZERO).unwrap();
        let mut other = SiteDir::open(dir.path()).unwrap();
        assert!(matches!(
            other.lock(Duration::from_millis(50)),
            Err(PublishError::Busy(_))
        ));
        drop(held);
        // With patience: a process another test forks at this moment shares the lock's
        // open file until it executes its program, and holds the lock that long.
        assert!(other.lock(Duration::from_secs(10)).is_ok());
    }
}
