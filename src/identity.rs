//! Who may act in a game: the server secret and the per-player reply tokens.
//!
//! Every reply pawnpost sends carries `Reply-To: <local>+<game>-<token>@<domain>`, where
//! `<local>@<domain>` is `server.address`, `<game>` the decimal game id and `<token>` a
//! [`ReplyToken`]: the first 10 bytes of HMAC-SHA256(secret, "<game>\n<address>"), with
//! `<address>` the player's address trimmed and lowercased, written as RFC 4648 base32
//! in lowercase without padding (16 characters of `a-z2-7`). A mail that reaches that
//! address proves the sender read pawnpost's reply to that player in that game, which a
//! forged `From:` header cannot. This format is a contract: changing it (or the secret)
//! invalidates every reply address already sent.
//!
//! The secret lives in a file (`server.secret_file`), created on first use with mode
//! 0600 and 32 bytes from the operating system's random number generator, written as 64
//! hex digits and a newline so it can be backed up and inspected as text.
//!
//! ```
//! use pawnpost::identity::{ReplyToken, ServerSecret, parse_reply_address, reply_address};
//!
//! let secret = ServerSecret::from_bytes(&[7; 32])?;
//! let token = ReplyToken::for_player(&secret, 42, "alice@example.org");
//! let address = reply_address("pawnpost@example.org", 42, &token);
//! assert!(address.starts_with("pawnpost+42-"));
//!
//! // Alice answers; her client may change the case of the address.
//! let (game, token) = parse_reply_address("pawnpost@example.org", &address.to_uppercase())
//!     .expect("a reply address");
//! assert!(ReplyToken::verify(&secret, game, "Alice@Example.org", &token));
//! assert!(!ReplyToken::verify(&secret, game, "mallory@example.org", &token));
//! # Ok::<(), pawnpost::identity::IdentityError>(())
//! ```

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::str::FromStr;

use hmac::{Hmac, Mac};
use rand::TryRngCore;
use sha2::Sha256;

/// The database id of a game (0 until the store inserts it): what a game's reply
/// tokens and subject tag name. Here, below `game`, `mail` and `render`, which all
/// speak of games by it.
pub type GameId = i64;

type HmacSha256 = Hmac<Sha256>;

/// The shortest secret accepted, in bytes (after hex decoding).
pub const MIN_SECRET_BYTES: usize = 32;
/// The bytes of HMAC output kept in a token: 80 bits, beyond guessing by mail.
pub const TOKEN_BYTES: usize = 10;
/// The length of a token in base32 characters (80 bits / 5 bits per character).
pub const TOKEN_CHARS: usize = 16;

/// RFC 4648 base32, lowercased because it ends up in the local part of an address,
/// where some clients and servers fold case anyway.
const BASE32_ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// Why the server secret cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum IdentityError {
    #[error("cannot read the server secret {}: {cause}", path.display())]
    Unreadable { path: PathBuf, cause: io::Error },
    #[error(
        "cannot create the server secret {}: {cause}; check that pawnpost's user may write there",
        path.display()
    )]
    Uncreatable { path: PathBuf, cause: io::Error },
    #[error(
        "the server secret {} is open to other users (mode {mode:03o}); whoever reads it can move for every player. Run `chmod 600 {}`",
        path.display(),
        path.display()
    )]
    TooOpen { path: PathBuf, mode: u32 },
    #[error(
        "the server secret {} holds {len} bytes, fewer than the {MIN_SECRET_BYTES} it needs; write a new one with `openssl rand -hex 32 > {}` (or delete it and pawnpost creates one); reply addresses already sent stop working",
        path.display(),
        path.display()
    )]
    TooShort { path: PathBuf, len: usize },
    #[error("a server secret needs at least {MIN_SECRET_BYTES} bytes, got {len}")]
    ShortKey { len: usize },
    #[error(
        "the server secret {} is a symbolic link to {}, which does not exist; restore the secret there (from a backup), or remove the link so pawnpost creates a new one (reply addresses already sent then stop working)",
        path.display(),
        target.display()
    )]
    DanglingLink { path: PathBuf, target: PathBuf },
    #[error(
        "the server secret {} is a directory, not a file; point `server.secret_file` at a file (pawnpost creates it on first start)",
        path.display()
    )]
    NotAFile { path: PathBuf },
}

/// The key of the reply tokens. Its `Debug` never shows the key.
#[derive(Clone)]
pub struct ServerSecret {
    /// HMAC-SHA256 already keyed with the secret: cloned per token, so the key bytes
    /// need not be kept anywhere else.
    mac: HmacSha256,
    len: usize,
}

impl ServerSecret {
    /// Reads the secret from `path`, or creates it there when the file does not exist
    /// (parent directories included, mode 0600 from the first byte on).
    ///
    /// The file holds either hex digits (what pawnpost writes; surrounding whitespace
    /// ignored), which are decoded, or any other bytes, which are used as they are. At
    /// least [`MIN_SECRET_BYTES`] are required, and on Unix the file must not be open
    /// to group or others.
    pub fn load_or_create(path: &Path) -> Result<ServerSecret, IdentityError> {
        match File::open(path) {
            Ok(file) => ServerSecret::read(path, file),
            Err(cause) if cause.kind() == io::ErrorKind::NotFound => ServerSecret::create(path),
            Err(cause) => Err(IdentityError::Unreadable {
                path: path.to_owned(),
                cause,
            }),
        }
    }

    /// Reads the secret from `path` without creating it (`Ok(None)` when there is no
    /// file yet): for `pawnpost check-config`, which must not change anything.
    pub fn load(path: &Path) -> Result<Option<ServerSecret>, IdentityError> {
        match File::open(path) {
            Ok(file) => ServerSecret::read(path, file).map(Some),
            Err(cause) if cause.kind() == io::ErrorKind::NotFound => {
                if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
                    return Err(IdentityError::DanglingLink {
                        path: path.to_owned(),
                        target: fs::read_link(path).unwrap_or_default(),
                    });
                }
                Ok(None)
            }
            Err(cause) => Err(IdentityError::Unreadable {
                path: path.to_owned(),
                cause,
            }),
        }
    }

    /// A random secret kept in memory only: no reply address made with another secret
    /// passes with it.
    pub fn ephemeral() -> Result<ServerSecret, IdentityError> {
        let mut key = [0u8; MIN_SECRET_BYTES];
        rand::RngCore::fill_bytes(&mut rand::rng(), &mut key);
        ServerSecret::from_bytes(&key)
    }

    /// A secret from key bytes already at hand (tests, tools).
    pub fn from_bytes(key: &[u8]) -> Result<ServerSecret, IdentityError> {
        if key.len() < MIN_SECRET_BYTES {
            return Err(IdentityError::ShortKey { len: key.len() });
        }
        // HMAC takes keys of any length; the error arm only keeps this free of panics.
        let mac = HmacSha256::new_from_slice(key)
            .map_err(|_| IdentityError::ShortKey { len: key.len() })?;
        Ok(ServerSecret {
            mac,
            len: key.len(),
        })
    }

    fn read(path: &Path, mut file: File) -> Result<ServerSecret, IdentityError> {
        let unreadable = |cause| IdentityError::Unreadable {
            path: path.to_owned(),
            cause,
        };
        let metadata = file.metadata().map_err(unreadable)?;
        if !metadata.is_file() {
            return Err(IdentityError::NotAFile {
                path: path.to_owned(),
            });
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            // Checked on the open handle, so the file judged is the file read.
            let mode = metadata.permissions().mode() & 0o777;
            if mode & 0o077 != 0 {
                return Err(IdentityError::TooOpen {
                    path: path.to_owned(),
                    mode,
                });
            }
        }
        let mut content = Vec::new();
        file.read_to_end(&mut content).map_err(unreadable)?;
        let key = decode_hex(content.trim_ascii()).unwrap_or(content);
        if key.len() < MIN_SECRET_BYTES {
            return Err(IdentityError::TooShort {
                path: path.to_owned(),
                len: key.len(),
            });
        }
        ServerSecret::from_bytes(&key)
    }

    fn create(path: &Path) -> Result<ServerSecret, IdentityError> {
        let uncreatable = |cause| IdentityError::Uncreatable {
            path: path.to_owned(),
            cause,
        };
        if let Some(dir) = path.parent()
            && !dir.as_os_str().is_empty()
        {
            fs::create_dir_all(dir).map_err(uncreatable)?;
        }
        let mut key = [0u8; MIN_SECRET_BYTES];
        rand::rngs::OsRng
            .try_fill_bytes(&mut key)
            .map_err(|error| uncreatable(io::Error::other(error)))?;

        let mut options = OpenOptions::new();
        // create_new: never overwrite a secret that appeared meanwhile.
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            // Set at creation, so the secret is never readable by others, not even
            // between a create and a chmod.
            options.mode(0o600);
        }
        let mut file = match options.open(path) {
            Ok(file) => file,
            // A link to nowhere: opening found nothing, creating finds the link.
            Err(cause)
                if cause.kind() == io::ErrorKind::AlreadyExists
                    && fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) =>
            {
                return Err(IdentityError::DanglingLink {
                    path: path.to_owned(),
                    target: fs::read_link(path).unwrap_or_default(),
                });
            }
            // Another pawnpost process created it first: use theirs (read once; no
            // second attempt to create).
            Err(cause) if cause.kind() == io::ErrorKind::AlreadyExists => {
                return match File::open(path) {
                    Ok(file) => ServerSecret::read(path, file),
                    Err(cause) => Err(IdentityError::Unreadable {
                        path: path.to_owned(),
                        cause,
                    }),
                };
            }
            Err(cause) => return Err(uncreatable(cause)),
        };
        let text = format!("{}\n", encode_hex(&key));
        if let Err(cause) = file
            .write_all(text.as_bytes())
            .and_then(|()| file.sync_all())
        {
            // A half-written secret would fail every later start as "too short".
            let _ = fs::remove_file(path);
            return Err(uncreatable(cause));
        }
        tracing::info!(
            path = %path.display(),
            "created a new server secret; back it up, replacing it invalidates every reply address sent"
        );
        ServerSecret::from_bytes(&key)
    }
}

impl fmt::Debug for ServerSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ServerSecret(<redacted, {} bytes>)", self.len)
    }
}

/// The proof, in a reply address, that a mail comes from one player of one game.
///
/// It has no `PartialEq` on purpose: compare with [`ReplyToken::verify`], which takes
/// constant time.
#[derive(Clone, Copy)]
pub struct ReplyToken([u8; TOKEN_BYTES]);

/// What a token stands for: a player in a game, the invited player of a challenge, a
/// sender asked to confirm a mail, or a player outside any game. Each has its own
/// reply address (`+7-`, `+i7-`, `+k7-`, `+p-`) and its own HMAC input, so a token of one
/// kind never passes for another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    Game(GameId),
    /// The invitation of challenge `id`, to its opponent.
    Invitation(i64),
    /// The confirmation `id` asked of a sender.
    Confirmation(i64),
    /// A player's own address for mail about no game.
    Player,
    /// The `List-Unsubscribe` address of an invitation: it proves only that the reader
    /// may refuse invitations (`Block`), and nothing else, because it travels in a
    /// header of its own that is not the reply address.
    Unsubscribe,
}

impl Scope {
    /// The text the token's HMAC covers before the address (a game's is its bare
    /// number, as it always was, so reply addresses already sent keep working).
    fn mac_input(self) -> String {
        match self {
            Scope::Game(game) => game.to_string(),
            Scope::Invitation(id) => format!("invitation:{id}"),
            Scope::Confirmation(id) => format!("confirmation:{id}"),
            Scope::Player => "player".to_owned(),
            Scope::Unsubscribe => "unsubscribe".to_owned(),
        }
    }

    /// The part of the reply address before the token.
    fn address_part(self) -> String {
        match self {
            Scope::Game(game) => game.to_string(),
            Scope::Invitation(id) => format!("i{id}"),
            Scope::Confirmation(id) => format!("k{id}"),
            Scope::Player => "p".to_owned(),
            Scope::Unsubscribe => "u".to_owned(),
        }
    }

    fn from_address_part(part: &str) -> Option<Scope> {
        // Only the canonical decimal form the addresses are written in: no sign, no
        // leading zeros, so one scope has one address.
        let number = |digits: &str| {
            let canonical = !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit())
                && (digits == "0" || !digits.starts_with('0'));
            // Beyond i64::MAX nothing exists: not a reply address.
            canonical.then(|| digits.parse::<i64>().ok()).flatten()
        };
        let lower = part.to_ascii_lowercase();
        if lower == "p" {
            return Some(Scope::Player);
        }
        if lower == "u" {
            return Some(Scope::Unsubscribe);
        }
        if let Some(rest) = lower.strip_prefix('i') {
            return number(rest).map(Scope::Invitation);
        }
        if let Some(rest) = lower.strip_prefix('k') {
            return number(rest).map(Scope::Confirmation);
        }
        number(&lower).map(Scope::Game)
    }
}

impl ReplyToken {
    /// The token of `address` (trimmed, lowercased) in `game`.
    pub fn for_player(secret: &ServerSecret, game: GameId, address: &str) -> ReplyToken {
        ReplyToken::new(secret, Scope::Game(game), address)
    }

    /// The token of `address` (trimmed, lowercased) for `scope`.
    pub fn new(secret: &ServerSecret, scope: Scope, address: &str) -> ReplyToken {
        let tag = keyed_mac(secret, scope, address).finalize().into_bytes();
        let mut token = [0u8; TOKEN_BYTES];
        token.copy_from_slice(&tag[..TOKEN_BYTES]);
        ReplyToken(token)
    }

    /// Whether `token` is the token of `address` for `scope`, in constant time.
    pub fn check(secret: &ServerSecret, scope: Scope, address: &str, token: &ReplyToken) -> bool {
        keyed_mac(secret, scope, address)
            .verify_truncated_left(&token.0)
            .is_ok()
    }

    /// Whether `token` is the token of `address` in `game`. The comparison takes the
    /// same time however many leading bytes match (`verify_truncated_left` compares
    /// with `subtle`), so a sender cannot learn a valid token byte by byte from
    /// response timing.
    pub fn verify(secret: &ServerSecret, game: GameId, address: &str, token: &ReplyToken) -> bool {
        ReplyToken::check(secret, Scope::Game(game), address, token)
    }
}

/// The Message-ID part that threads one player's letters of one game. Mail clients copy
/// it into every reply (References), also replies to other people, so it is keyed under
/// a label of its own: it names the thread and grants nothing — no reply token can be
/// computed from it.
pub fn thread_anchor(secret: &ServerSecret, game: GameId, address: &str) -> String {
    let mut mac = secret.mac.clone();
    let address = address.trim().to_lowercase();
    mac.update(format!("thread:{game}\n{address}").as_bytes());
    let tag = mac.finalize().into_bytes();
    encode_base32(&tag[..TOKEN_BYTES])
}

fn keyed_mac(secret: &ServerSecret, scope: Scope, address: &str) -> HmacSha256 {
    let mut mac = secret.mac.clone();
    let address = address.trim().to_lowercase();
    mac.update(format!("{}\n{address}", scope.mac_input()).as_bytes());
    mac
}

impl fmt::Display for ReplyToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&encode_base32(&self.0))
    }
}

impl fmt::Debug for ReplyToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ReplyToken({self})")
    }
}

/// Why a text is not a reply token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error(
        "a reply token has {TOKEN_CHARS} characters, this one has {found}; copy the whole reply address"
    )]
    Length { found: usize },
    #[error("a reply token contains only the letters a to z and the digits 2 to 7, not {found:?}")]
    Character { found: char },
}

impl FromStr for ReplyToken {
    type Err = TokenError;

    /// Parses the 16 base32 characters. Upper case is accepted too, since mail systems
    /// may change the case of a local part and base32 does not depend on it.
    fn from_str(text: &str) -> Result<ReplyToken, TokenError> {
        let found = text.chars().count();
        if found != TOKEN_CHARS {
            return Err(TokenError::Length { found });
        }
        let mut token = [0u8; TOKEN_BYTES];
        let mut buffer: u32 = 0;
        let mut bits = 0;
        let mut filled = 0;
        for c in text.chars() {
            let value = match c {
                'a'..='z' => c as u32 - 'a' as u32,
                'A'..='Z' => c as u32 - 'A' as u32,
                '2'..='7' => c as u32 - '2' as u32 + 26,
                _ => return Err(TokenError::Character { found: c }),
            };
            buffer = (buffer << 5) | value;
            bits += 5;
            if bits >= 8 {
                bits -= 8;
                // 16 characters carry exactly 80 bits, so exactly 10 bytes come out.
                if let Some(byte) = token.get_mut(filled) {
                    *byte = (buffer >> bits) as u8;
                }
                filled += 1;
                buffer &= (1 << bits) - 1;
            }
        }
        Ok(ReplyToken(token))
    }
}

/// The reply address of a player in a game: `<local>+<game>-<token>@<domain>` for a
/// `server_address` of `<local>@<domain>` (checked by the config to contain an `@`).
/// Game ids are the store's, never negative; a negative one would give an address
/// that [`parse_reply_address`] does not read.
pub fn reply_address(server_address: &str, game: GameId, token: &ReplyToken) -> String {
    scoped_address(server_address, Scope::Game(game), token)
}

/// The reply address for any scope: `<local>+<part>-<token>@<domain>`, the part being
/// the game (`7`), `i<challenge>`, `k<confirmation>` or `p`.
pub fn scoped_address(server_address: &str, scope: Scope, token: &ReplyToken) -> String {
    let server_address = server_address.trim();
    let part = scope.address_part();
    match server_address.rsplit_once('@') {
        Some((local, domain)) => format!("{local}+{part}-{token}@{domain}"),
        None => format!("{server_address}+{part}-{token}"),
    }
}

/// The game and token in `candidate` when it is a game's reply address of
/// `server_address`; see [`parse_scoped_address`].
pub fn parse_reply_address(server_address: &str, candidate: &str) -> Option<(GameId, ReplyToken)> {
    match parse_scoped_address(server_address, candidate)? {
        (Scope::Game(game), token) => Some((game, token)),
        _ => None,
    }
}

/// The scope and token in `candidate` when it is a reply address of `server_address`
/// (local part and domain compared case-insensitively, surrounding space and angle
/// brackets ignored). `None` for any other address and for any garbage. The token is
/// only well-formed here; check it with [`ReplyToken::check`].
pub fn parse_scoped_address(server_address: &str, candidate: &str) -> Option<(Scope, ReplyToken)> {
    let (server_local, server_domain) = server_address.trim().rsplit_once('@')?;
    let candidate = candidate.trim();
    let candidate = candidate
        .strip_prefix('<')
        .and_then(|inner| inner.strip_suffix('>'))
        .unwrap_or(candidate);
    let (local, domain) = candidate.rsplit_once('@')?;
    if !domain.eq_ignore_ascii_case(server_domain) {
        return None;
    }
    // `get` instead of indexing: a multi-byte character may straddle the cut.
    let head = local.get(..server_local.len())?;
    if !head.eq_ignore_ascii_case(server_local) {
        return None;
    }
    let detail = local.get(server_local.len()..)?.strip_prefix('+')?;
    let (part, token) = detail.split_once('-')?;
    let scope = Scope::from_address_part(part)?;
    let token = token.parse().ok()?;
    Some((scope, token))
}

/// RFC 4648 base32, lowercase, without padding.
fn encode_base32(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(5) * 8);
    let mut buffer: u32 = 0;
    let mut bits = 0;
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            text.push(char::from(
                BASE32_ALPHABET[((buffer >> bits) & 31) as usize],
            ));
        }
        buffer &= (1 << bits) - 1;
    }
    if bits > 0 {
        text.push(char::from(
            BASE32_ALPHABET[((buffer << (5 - bits)) & 31) as usize],
        ));
    }
    text
}

fn encode_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The bytes written as hex digits in `text`, or `None` when it is not hex.
fn decode_hex(text: &[u8]) -> Option<Vec<u8>> {
    if text.is_empty() || !text.len().is_multiple_of(2) {
        return None;
    }
    let digit = |c: u8| char::from(c).to_digit(16);
    text.chunks_exact(2)
        .map(|pair| Some((digit(pair[0])? * 16 + digit(pair[1])?) as u8))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn secret() -> ServerSecret {
        let key: Vec<u8> = (0..32).collect();
        ServerSecret::from_bytes(&key).unwrap()
    }

    fn token(text: &str) -> ReplyToken {
        text.parse().unwrap()
    }

    #[test]
    fn each_scope_has_its_own_address_and_its_tokens_pass_for_no_other() {
        let s = secret();
        let server = "pawnpost@example.org";
        let scopes = [
            Scope::Game(7),
            Scope::Invitation(7),
            Scope::Confirmation(7),
            Scope::Player,
        ];
        for scope in scopes {
            let t = ReplyToken::new(&s, scope, "alice@example.org");
            let address = scoped_address(server, scope, &t);
            let (parsed, back) = parse_scoped_address(server, &address.to_uppercase()).unwrap();
            assert_eq!(parsed, scope, "{address}");
            assert!(ReplyToken::check(&s, scope, "Alice@example.org", &back));
            assert!(!ReplyToken::check(&s, scope, "bob@example.org", &back));
            for other in scopes.into_iter().filter(|o| *o != scope) {
                assert!(
                    !ReplyToken::check(&s, other, "alice@example.org", &back),
                    "{scope:?} as {other:?}"
                );
            }
        }
        assert!(
            scoped_address(
                server,
                Scope::Invitation(12),
                &ReplyToken::new(&s, Scope::Player, "a@b")
            )
            .starts_with("pawnpost+i12-")
        );
        // A game's address reads as before; the others are no game's.
        let t = ReplyToken::for_player(&s, 7, "alice@example.org");
        assert_eq!(
            scoped_address(server, Scope::Game(7), &t),
            reply_address(server, 7, &t)
        );
        let invitation = scoped_address(server, Scope::Invitation(7), &t);
        assert!(parse_reply_address(server, &invitation).is_none());
        for bad in [
            "pawnpost+i-aaaaaaaaaaaaaaaa@example.org",
            "pawnpost+i07-aaaaaaaaaaaaaaaa@example.org",
            "pawnpost+x7-aaaaaaaaaaaaaaaa@example.org",
            "pawnpost+pp-aaaaaaaaaaaaaaaa@example.org",
        ] {
            assert!(parse_scoped_address(server, bad).is_none(), "{bad}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_dangling_link_or_a_directory_is_a_clear_error_not_a_crash() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("secret");
        std::os::unix::fs::symlink(dir.path().join("gone"), &link).unwrap();
        let err = ServerSecret::load_or_create(&link).unwrap_err();
        assert!(matches!(err, IdentityError::DanglingLink { .. }), "{err}");
        assert!(err.to_string().contains("does not exist"), "{err}");
        let err = ServerSecret::load_or_create(dir.path()).unwrap_err();
        assert!(matches!(err, IdentityError::NotAFile { .. }), "{err}");
    }

    #[test]
    fn known_answer_pins_the_contract() {
        // Computed independently with Python:
        // base64.b32encode(hmac.new(bytes(range(32)), b"42\nalice@example.org",
        //                  hashlib.sha256).digest()[:10]).decode().lower()
        let secret = secret();
        let alice = ReplyToken::for_player(&secret, 42, " Alice@Example.ORG ");
        assert_eq!(alice.to_string(), "2xqfhvxxbdyfpp6r");
        let next_game = ReplyToken::for_player(&secret, 43, "alice@example.org");
        assert_eq!(next_game.to_string(), "5t5qsr2axv6zyahq");
    }

    #[test]
    fn a_thread_anchor_names_a_thread_and_is_no_token() {
        let secret = ServerSecret::from_bytes(&[7; 32]).unwrap();
        let anchor = thread_anchor(&secret, 7, "alice@example.org");
        assert_eq!(anchor, thread_anchor(&secret, 7, " Alice@Example.org "));
        assert_ne!(anchor, thread_anchor(&secret, 8, "alice@example.org"));
        assert_ne!(anchor, thread_anchor(&secret, 7, "bob@example.org"));
        for scope in [
            Scope::Game(7),
            Scope::Player,
            Scope::Invitation(7),
            Scope::Confirmation(7),
            Scope::Unsubscribe,
        ] {
            let token = ReplyToken::new(&secret, scope, "alice@example.org");
            assert_ne!(anchor, token.to_string(), "{scope:?}");
            let parsed: ReplyToken = anchor.parse().unwrap();
            assert!(!ReplyToken::check(
                &secret,
                scope,
                "alice@example.org",
                &parsed
            ));
        }
    }

    #[test]
    fn the_unsubscribe_scope_has_an_address_of_its_own() {
        let secret = ServerSecret::from_bytes(&[7; 32]).unwrap();
        let token = ReplyToken::new(&secret, Scope::Unsubscribe, "carol@example.org");
        let address = scoped_address("pawnpost@example.org", Scope::Unsubscribe, &token);
        assert!(address.starts_with("pawnpost+u-"), "{address}");
        let (scope, parsed) = parse_scoped_address("pawnpost@example.org", &address).unwrap();
        assert_eq!(scope, Scope::Unsubscribe);
        assert_eq!(parsed.to_string(), token.to_string());
    }

    #[test]
    fn a_token_belongs_to_one_game() {
        let secret = secret();
        let token = ReplyToken::for_player(&secret, 1, "alice@example.org");
        assert!(ReplyToken::verify(&secret, 1, "alice@example.org", &token));
        assert!(!ReplyToken::verify(&secret, 2, "alice@example.org", &token));
    }

    #[test]
    fn a_token_belongs_to_one_player() {
        let secret = secret();
        let token = ReplyToken::for_player(&secret, 7, "alice@example.org");
        assert!(!ReplyToken::verify(&secret, 7, "bob@example.org", &token));
    }

    #[test]
    fn a_token_belongs_to_one_secret() {
        let token = ReplyToken::for_player(&secret(), 7, "alice@example.org");
        let other = ServerSecret::from_bytes(&[9u8; 32]).unwrap();
        assert!(!ReplyToken::verify(&other, 7, "alice@example.org", &token));
    }

    #[test]
    fn the_player_address_is_case_and_space_insensitive() {
        let secret = secret();
        let token = ReplyToken::for_player(&secret, 3, "alice@example.org");
        assert!(ReplyToken::verify(
            &secret,
            3,
            "  ALICE@Example.Org\n",
            &token
        ));
        assert_eq!(
            ReplyToken::for_player(&secret, 3, "Alice@EXAMPLE.org").to_string(),
            token.to_string()
        );
    }

    #[test]
    fn a_tampered_token_fails() {
        let secret = secret();
        let mut token = ReplyToken::for_player(&secret, 3, "alice@example.org");
        token.0[TOKEN_BYTES - 1] ^= 1;
        assert!(!ReplyToken::verify(&secret, 3, "alice@example.org", &token));
    }

    #[test]
    fn token_text_round_trips() {
        let original = ReplyToken::for_player(&secret(), 99, "carol@example.net");
        let text = original.to_string();
        assert_eq!(text.len(), TOKEN_CHARS);
        assert!(text.bytes().all(|b| BASE32_ALPHABET.contains(&b)));
        assert_eq!(token(&text).0, original.0);
        // Upper case reads the same and prints lower case.
        assert_eq!(token(&text.to_uppercase()).to_string(), text);
        assert_eq!(format!("{original:?}"), format!("ReplyToken({text})"));
    }

    #[test]
    fn token_parsing_rejects_bad_text() {
        assert_eq!(
            "".parse::<ReplyToken>().unwrap_err(),
            TokenError::Length { found: 0 }
        );
        assert_eq!(
            "abcdefghijklmno".parse::<ReplyToken>().unwrap_err(),
            TokenError::Length { found: 15 }
        );
        assert_eq!(
            "abcdefghijklmnopq".parse::<ReplyToken>().unwrap_err(),
            TokenError::Length { found: 17 }
        );
        for bad in ['0', '1', '8', '9', '=', '-', ' ', 'é'] {
            let text = format!("abcdefghijklmno{bad}");
            assert_eq!(
                text.parse::<ReplyToken>().unwrap_err(),
                TokenError::Character { found: bad },
                "{text}"
            );
        }
        assert!(
            TokenError::Length { found: 3 }
                .to_string()
                .contains("16 characters")
        );
    }

    #[test]
    fn base32_matches_rfc_4648() {
        // RFC 4648 section 10, lowercased and without padding.
        let vectors = [
            ("", ""),
            ("f", "my"),
            ("fo", "mzxq"),
            ("foo", "mzxw6"),
            ("foob", "mzxw6yq"),
            ("fooba", "mzxw6ytb"),
            ("foobar", "mzxw6ytboi"),
        ];
        for (input, expected) in vectors {
            assert_eq!(encode_base32(input.as_bytes()), expected, "{input}");
        }
    }

    #[test]
    fn reply_address_form() {
        let token = token("2xqfhvxxbdyfpp6r");
        assert_eq!(
            reply_address("pawnpost@example.org", 42, &token),
            "pawnpost+42-2xqfhvxxbdyfpp6r@example.org"
        );
    }

    #[test]
    fn reply_address_parses_case_insensitively() {
        let server = "pawnpost@example.org";
        for candidate in [
            "pawnpost+42-2xqfhvxxbdyfpp6r@example.org",
            "PawnPost+42-2xqfhvxxbdyfpp6r@EXAMPLE.org",
            "PAWNPOST+42-2XQFHVXXBDYFPP6R@EXAMPLE.ORG",
            " <pawnpost+42-2xqfhvxxbdyfpp6r@example.org> ",
        ] {
            let (game, token) = parse_reply_address(server, candidate).unwrap();
            assert_eq!(game, 42, "{candidate}");
            assert_eq!(token.to_string(), "2xqfhvxxbdyfpp6r", "{candidate}");
        }
        // The server address's own case does not matter either.
        assert!(
            parse_reply_address(
                "PawnPost@Example.ORG",
                "pawnpost+1-2xqfhvxxbdyfpp6r@example.org"
            )
            .is_some()
        );
    }

    #[test]
    fn reply_address_parsing_rejects_others() {
        let server = "pawnpost@example.org";
        let rejected = [
            "pawnpost+42-2xqfhvxxbdyfpp6r@example.net",
            "pawnpost+42-2xqfhvxxbdyfpp6r@mail.example.org",
            "chess+42-2xqfhvxxbdyfpp6r@example.org",
            "pawnpostx+42-2xqfhvxxbdyfpp6r@example.org",
            "pawnpos+42-2xqfhvxxbdyfpp6r@example.org",
            "pawnpost@example.org",
            "pawnpost+42@example.org",
            "pawnpost+42-@example.org",
            "pawnpost+-2xqfhvxxbdyfpp6r@example.org",
            "pawnpost++42-2xqfhvxxbdyfpp6r@example.org",
            "pawnpost+042-2xqfhvxxbdyfpp6r@example.org",
            "pawnpost+4x2-2xqfhvxxbdyfpp6r@example.org",
            "pawnpost+18446744073709551616-2xqfhvxxbdyfpp6r@example.org",
            "pawnpost+9223372036854775808-2xqfhvxxbdyfpp6r@example.org",
            "pawnpost+42-2xqfhvxxbdyfpp6@example.org",
            "pawnpost+42-2xqfhvxxbdyfpp6rr@example.org",
            "pawnpost+42-2xqfhvxxbdyfpp61@example.org",
            "pawnpost+42-2xqfhvxxbdyfpp6r-x@example.org",
            "",
            "@",
            "+@",
            "é+1-aaaaaaaaaaaaaaaa@example.org",
        ];
        for candidate in rejected {
            assert!(
                parse_reply_address(server, candidate).is_none(),
                "accepted {candidate}"
            );
        }
        // A server address without @ matches nothing.
        assert!(parse_reply_address("pawnpost", "pawnpost+1-aaaaaaaaaaaaaaaa").is_none());
        // The largest game id still works.
        let max = format!("pawnpost+{}-aaaaaaaaaaaaaaaa@example.org", GameId::MAX);
        assert_eq!(parse_reply_address(server, &max).unwrap().0, GameId::MAX);
    }

    proptest! {
        #[test]
        fn parsing_never_panics(server in "\\PC{0,30}", candidate in "\\PC{0,60}") {
            let _ = parse_reply_address(&server, &candidate);
        }

        #[test]
        fn parsing_near_misses_never_panics(
            candidate in "[pP]awnpost[+-]?[0-9]{0,25}-?[a-zA-Z0-9é]{0,20}@?[eE]xample\\.org\\.?"
        ) {
            let _ = parse_reply_address("pawnpost@example.org", &candidate);
        }

        #[test]
        fn reply_addresses_round_trip(
            local in "[a-z0-9][a-z0-9._-]{0,15}",
            domain in "[a-z0-9][a-z0-9-]{0,10}(\\.[a-z]{2,6}){0,2}",
            game in 0..=GameId::MAX,
            bytes in any::<[u8; TOKEN_BYTES]>(),
            shout in any::<bool>(),
        ) {
            let server = format!("{local}@{domain}");
            let token = ReplyToken(bytes);
            let mut address = reply_address(&server, game, &token);
            if shout {
                address = address.to_uppercase();
            }
            let (parsed_game, parsed_token) = parse_reply_address(&server, &address)
                .expect("a reply address parses");
            prop_assert_eq!(parsed_game, game);
            prop_assert_eq!(parsed_token.0, bytes);
        }

        #[test]
        fn tokens_round_trip_through_text(bytes in any::<[u8; TOKEN_BYTES]>()) {
            let text = ReplyToken(bytes).to_string();
            prop_assert_eq!(text.len(), TOKEN_CHARS);
            prop_assert_eq!(text.parse::<ReplyToken>().map(|t| t.0), Ok(bytes));
        }
    }

    // ---- the secret file -------------------------------------------------------------

    #[cfg(unix)]
    fn mode_of(path: &Path) -> u32 {
        use std::os::unix::fs::PermissionsExt;
        fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_missing_secret_is_created_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("var/nested/secret");
        let created = ServerSecret::load_or_create(&path).unwrap();

        let content = fs::read_to_string(&path).unwrap();
        assert_eq!(content.len(), 2 * MIN_SECRET_BYTES + 1, "{content:?}");
        assert!(content.ends_with('\n'));
        assert!(content.trim_end().bytes().all(|b| b.is_ascii_hexdigit()));
        #[cfg(unix)]
        assert_eq!(mode_of(&path), 0o600);

        // Loading it again gives the same tokens; nothing is rewritten.
        let loaded = ServerSecret::load_or_create(&path).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), content);
        let a = ReplyToken::for_player(&created, 5, "alice@example.org");
        assert!(ReplyToken::verify(&loaded, 5, "alice@example.org", &a));
    }

    #[test]
    fn a_hex_secret_means_its_decoded_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret");
        let hex: String = (0u8..32).map(|b| format!("{b:02X}")).collect();
        write_private(&path, format!("  {hex}\r\n").as_bytes());
        let loaded = ServerSecret::load_or_create(&path).unwrap();
        let token = ReplyToken::for_player(&loaded, 42, "alice@example.org");
        assert_eq!(token.to_string(), "2xqfhvxxbdyfpp6r");
    }

    #[test]
    fn a_raw_secret_is_used_as_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret");
        let raw: Vec<u8> = (0..32).collect();
        write_private(&path, &raw);
        let loaded = ServerSecret::load_or_create(&path).unwrap();
        let token = ReplyToken::for_player(&loaded, 42, "alice@example.org");
        assert_eq!(token.to_string(), "2xqfhvxxbdyfpp6r");
    }

    #[cfg(unix)]
    #[test]
    fn a_secret_readable_by_others_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret");
        ServerSecret::load_or_create(&path).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();

        let error = ServerSecret::load_or_create(&path).unwrap_err();
        assert!(
            matches!(error, IdentityError::TooOpen { mode: 0o644, .. }),
            "{error:?}"
        );
        let message = error.to_string();
        assert!(message.contains("(mode 644)"), "{message}");
        assert!(
            message.contains(&format!("chmod 600 {}", path.display())),
            "{message}"
        );

        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        assert!(ServerSecret::load_or_create(&path).is_err());
        fs::set_permissions(&path, fs::Permissions::from_mode(0o400)).unwrap();
        assert!(ServerSecret::load_or_create(&path).is_ok());
    }

    #[test]
    fn a_short_secret_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret");
        // 16 bytes as hex: 32 characters, but only half the entropy required.
        write_private(&path, b"00112233445566778899aabbccddeeff\n");
        let error = ServerSecret::load_or_create(&path).unwrap_err();
        assert!(
            matches!(error, IdentityError::TooShort { len: 16, .. }),
            "{error:?}"
        );
        assert!(error.to_string().contains("openssl rand -hex 32"));

        write_private(&path, b"");
        assert!(matches!(
            ServerSecret::load_or_create(&path),
            Err(IdentityError::TooShort { len: 0, .. })
        ));
        assert!(matches!(
            ServerSecret::from_bytes(&[1; 31]),
            Err(IdentityError::ShortKey { len: 31 })
        ));
    }

    #[test]
    fn the_secret_is_never_printed() {
        let secret = ServerSecret::from_bytes(&[0xAB; 40]).unwrap();
        let debug = format!("{secret:?}");
        assert_eq!(debug, "ServerSecret(<redacted, 40 bytes>)");
    }

    #[test]
    fn an_uncreatable_secret_says_where() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("file");
        fs::write(&blocker, "not a directory").unwrap();
        let path = blocker.join("secret");
        let error = ServerSecret::load_or_create(&path).unwrap_err();
        let message = error.to_string();
        assert!(message.contains(&path.display().to_string()), "{message}");
    }

    /// Writes a file only its owner can read, as a careful admin would.
    fn write_private(path: &Path, content: &[u8]) {
        let mut options = OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        options.open(path).unwrap().write_all(content).unwrap();
    }
}

/// What the admin's own MTA recorded about the sender's domain (RFC 8601), read from
/// the topmost `Authentication-Results` header only — the one the receiving MTA adds,
/// after removing any forged ones with its name — and only when it carries the admin's
/// `authserv_id`. Headers of other servers are never read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MtaVerdict {
    /// A DKIM signature of the From domain verified (`dkim=pass header.d=<domain>`) or
    /// DMARC passed for it (`dmarc=pass header.from=<domain>`).
    Vouches,
    /// DMARC failed for the From domain (`dmarc=fail header.from=<domain>`): the
    /// domain's owner publishes a policy and this mail is not theirs.
    Forged,
    /// Neither: no header of the admin's MTA, or nothing decisive about this domain.
    Silent,
}

/// The admin's MTA's verdict on `from` ([`MtaVerdict`]).
///
/// ```
/// use pawnpost::identity::{MtaVerdict, mta_verdict};
/// let header = "mx.example.org; dkim=pass header.d=alice.example; spf=pass".to_owned();
/// assert_eq!(mta_verdict(&[header.clone()], "mx.example.org", "a@alice.example"), MtaVerdict::Vouches);
/// assert_eq!(mta_verdict(&[header], "mx.other.org", "a@alice.example"), MtaVerdict::Silent);
/// ```
pub fn mta_verdict(auth_results: &[String], authserv_id: &str, from: &str) -> MtaVerdict {
    let Some(domain) = from
        .rsplit_once('@')
        .map(|(_, d)| d.trim().to_ascii_lowercase())
    else {
        return MtaVerdict::Silent;
    };
    let Some(top) = auth_results.first() else {
        return MtaVerdict::Silent;
    };
    // Results are `method=result property=value` tokens separated by `;`.
    let unfolded = top.replace(['\r', '\n', '\t'], " ");
    let mut parts = unfolded.split(';');
    let id = parts
        .next()
        .unwrap_or("")
        .split_whitespace()
        .next()
        .unwrap_or("");
    if !id.eq_ignore_ascii_case(authserv_id) {
        return MtaVerdict::Silent;
    }
    let mut verdict = MtaVerdict::Silent;
    for result in parts {
        let tokens: Vec<String> = result
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let outcome = |method: &str, outcome: &str| {
            tokens
                .first()
                .is_some_and(|t| *t == format!("{method}={outcome}"))
        };
        let property = |name: &str| {
            tokens
                .iter()
                .find_map(|t| t.strip_prefix(&format!("{name}=")))
                .map(|v| v.trim_matches('"').to_owned())
        };
        let of_domain = |name: &str| property(name).is_some_and(|d| d == domain);
        if (outcome("dkim", "pass") && of_domain("header.d"))
            || (outcome("dmarc", "pass") && of_domain("header.from"))
        {
            return MtaVerdict::Vouches;
        }
        if outcome("dmarc", "fail") && of_domain("header.from") {
            verdict = MtaVerdict::Forged;
        }
    }
    verdict
}

/// Whether the admin's own MTA vouches for the sender ([`MtaVerdict::Vouches`]).
///
/// ```
/// use pawnpost::identity::authenticated_by_mta;
/// let header = "mx.example.org; dkim=pass header.d=alice.example; spf=pass".to_owned();
/// assert!(authenticated_by_mta(&[header.clone()], "mx.example.org", "a@alice.example"));
/// assert!(!authenticated_by_mta(&[header], "mx.other.org", "a@alice.example"));
/// ```
pub fn authenticated_by_mta(auth_results: &[String], authserv_id: &str, from: &str) -> bool {
    mta_verdict(auth_results, authserv_id, from) == MtaVerdict::Vouches
}

#[cfg(test)]
mod mta_trust_tests {
    use super::authenticated_by_mta;

    #[test]
    fn only_the_admins_mta_and_only_for_the_from_domain() {
        let ok =
            |h: &str| authenticated_by_mta(&[h.to_owned()], "mx.example.org", "Alice@Mail.Example");
        assert!(ok(
            "mx.example.org; dkim=pass (good signature) header.d=mail.example header.s=s1"
        ));
        assert!(ok(
            "mx.example.org 1; spf=fail; dmarc=pass header.from=mail.example"
        ));
        assert!(!ok("mx.example.org; dkim=pass header.d=other.example"));
        assert!(!ok("mx.example.org; dkim=fail header.d=mail.example"));
        assert!(!ok("mx.evil.org; dkim=pass header.d=mail.example"));
        assert!(!ok("mx.example.org; spf=pass smtp.mailfrom=mail.example"));
        // A forged header below the MTA's own is never read.
        let forged = vec![
            "mx.example.org; dkim=none".to_owned(),
            "mx.example.org; dkim=pass header.d=mail.example".to_owned(),
        ];
        assert!(!authenticated_by_mta(
            &forged,
            "mx.example.org",
            "alice@mail.example"
        ));
        assert!(!authenticated_by_mta(
            &[],
            "mx.example.org",
            "alice@mail.example"
        ));
    }

    #[test]
    fn a_dmarc_failure_of_the_from_domain_is_a_forgery() {
        use super::{MtaVerdict, mta_verdict};
        let verdict = |h: &str| mta_verdict(&[h.to_owned()], "mx.example.org", "bob@Mail.Example");
        assert_eq!(
            verdict("mx.example.org; spf=fail; dmarc=fail (p=reject) header.from=mail.example"),
            MtaVerdict::Forged
        );
        // Another domain's failure, another server's header, or no DMARC at all: silent.
        assert_eq!(
            verdict("mx.example.org; dmarc=fail header.from=other.example"),
            MtaVerdict::Silent
        );
        assert_eq!(
            verdict("mx.evil.org; dmarc=fail header.from=mail.example"),
            MtaVerdict::Silent
        );
        assert_eq!(
            verdict(
                "mx.example.org; spf=fail smtp.mailfrom=mail.example; dmarc=none header.from=mail.example"
            ),
            MtaVerdict::Silent
        );
        // A DKIM signature of the domain outweighs a DMARC failure (forwarded mail).
        assert_eq!(
            verdict(
                "mx.example.org; dmarc=fail header.from=mail.example; dkim=pass header.d=mail.example"
            ),
            MtaVerdict::Vouches
        );
    }
}
