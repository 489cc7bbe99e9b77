//! The schema, as numbered migrations in one place. `PRAGMA user_version` holds the
//! number of migrations applied; the pending ones run in one transaction that bumps it,
//! so an upgrade applies all of them or none.
//!
//! What a schema version defines is what its migrations make of an empty database:
//! [`differences`] holds a database's tables, indexes, triggers and views against that,
//! so a restored backup or a live database carrying one more trigger (say, one that
//! copies every letter to a stranger) is refused, the difference named.

use std::collections::BTreeMap;

use rusqlite::Connection;

use super::StoreError;

/// SQLite's planner statistics (`ANALYZE`, `PRAGMA optimize`): an admin may make them
/// and they run nothing, so a database may hold them whatever its version.
const PLANNER_STATISTICS: &[&str] = &["sqlite_stat1", "sqlite_stat4"];

/// One way a database's schema is not the one its version defines; each names the
/// object (`table`, `index`, `trigger`, `view`) and the version.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SchemaDifference {
    #[error("{kind} {name} is not part of schema version {version}")]
    Extra {
        kind: String,
        name: String,
        version: u32,
    },
    #[error("{kind} {name} of schema version {version} is missing")]
    Missing {
        kind: String,
        name: String,
        version: u32,
    },
    #[error("{kind} {name} is not defined as schema version {version} defines it")]
    Changed {
        kind: String,
        name: String,
        version: u32,
    },
}

/// One row of `sqlite_schema`: its type, the table it belongs to and its SQL with the
/// whitespace outside quotes collapsed (`None` for SQLite's own automatic indexes).
#[derive(Debug, Clone, PartialEq, Eq)]
struct SchemaObject {
    kind: String,
    table: String,
    sql: Option<String>,
}

/// How the schema of `conn` differs from what migrations `1..=version` make of an
/// empty database (none: it is that schema). Compared by name: type, table and SQL.
pub fn differences(conn: &Connection, version: u32) -> Result<Vec<SchemaDifference>, StoreError> {
    let known = MIGRATIONS.len() as u32;
    let Some(migrations) = MIGRATIONS.get(..version as usize) else {
        return Err(StoreError::NewerSchema {
            found: version,
            known,
        });
    };
    let defined = objects(&fresh(migrations)?)?;
    let found = objects(conn)?;
    let mut differences = Vec::new();
    for (name, object) in &found {
        match defined.get(name) {
            None => differences.push(SchemaDifference::Extra {
                kind: object.kind.clone(),
                name: name.clone(),
                version,
            }),
            Some(wanted) if wanted != object => differences.push(SchemaDifference::Changed {
                kind: object.kind.clone(),
                name: name.clone(),
                version,
            }),
            Some(_) => {}
        }
    }
    for (name, wanted) in &defined {
        if !found.contains_key(name) {
            differences.push(SchemaDifference::Missing {
                kind: wanted.kind.clone(),
                name: name.clone(),
                version,
            });
        }
    }
    Ok(differences)
}

/// A database in memory made by `migrations`, as [`super::Store`] makes one.
fn fresh(migrations: &[&str]) -> Result<Connection, StoreError> {
    let conn = Connection::open_in_memory()?;
    for sql in migrations {
        conn.execute_batch(sql)?;
    }
    Ok(conn)
}

/// The schema of `conn` by object name (one namespace in SQLite for all four kinds).
fn objects(conn: &Connection) -> Result<BTreeMap<String, SchemaObject>, StoreError> {
    let mut stmt = conn.prepare("SELECT type, name, tbl_name, sql FROM main.sqlite_schema")?;
    let rows = stmt.query_map([], |r| {
        let sql: Option<String> = r.get(3)?;
        Ok((
            r.get::<_, String>(1)?,
            SchemaObject {
                kind: r.get(0)?,
                table: r.get(2)?,
                sql: sql.as_deref().map(normalized_sql),
            },
        ))
    })?;
    let mut objects = BTreeMap::new();
    for row in rows {
        let (name, object) = row?;
        let statistics = object.kind == "table" && PLANNER_STATISTICS.contains(&name.as_str());
        if !statistics {
            objects.insert(name, object);
        }
    }
    Ok(objects)
}

/// `sql` with each run of whitespace outside quotes made one space and none at the
/// ends: SQLite keeps a statement's text as it was typed, so only layout may differ
/// between two databases that one migration made; a quoted name or string is kept as
/// it is, since a change there is a change of meaning.
fn normalized_sql(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut closing: Option<char> = None;
    let mut space = false;
    for c in sql.trim().chars() {
        match closing {
            Some(end) => {
                out.push(c);
                if c == end {
                    closing = None;
                }
            }
            None if c.is_whitespace() => space = true,
            None => {
                if space {
                    out.push(' ');
                    space = false;
                }
                closing = match c {
                    '\'' | '"' | '`' => Some(c),
                    '[' => Some(']'),
                    _ => None,
                };
                out.push(c);
            }
        }
    }
    out
}

/// Migration `n` (1-based) is `MIGRATIONS[n - 1]`. Append only; never edit one that
/// has shipped.
pub const MIGRATIONS: &[&str] = &[
    // 1: players, games, moves, the event log, inbound mails, outbox, IMAP state,
    //    challenges.
    r#"
CREATE TABLE players (
    address      TEXT    NOT NULL PRIMARY KEY COLLATE NOCASE,
    display_name TEXT    NOT NULL DEFAULT '',
    language     TEXT    NOT NULL DEFAULT 'en',
    created_at   INTEGER NOT NULL
) STRICT;

CREATE TABLE games (
    id                   INTEGER NOT NULL PRIMARY KEY,
    white                TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    black                TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    initial_fen          TEXT    NOT NULL,
    fen                  TEXT    NOT NULL,
    status               TEXT    NOT NULL DEFAULT 'active'
                         CHECK (status IN ('active', 'finished')),
    result               TEXT    NOT NULL DEFAULT '*'
                         CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*')),
    termination          TEXT    NOT NULL DEFAULT '',
    ending_note          TEXT    NOT NULL DEFAULT '',
    offer_kind           TEXT    NOT NULL DEFAULT ''
                         CHECK (offer_kind IN ('', 'draw', 'cancel')),
    offer_by             TEXT    NOT NULL DEFAULT ''
                         CHECK (offer_by IN ('', 'white', 'black')),
    offer_with_move      INTEGER NOT NULL DEFAULT 0,
    white_denials        INTEGER NOT NULL DEFAULT 0,
    black_denials        INTEGER NOT NULL DEFAULT 0,
    requester_must_move  INTEGER NOT NULL DEFAULT 0,
    forfeit_timeout_secs INTEGER NOT NULL,
    created_at           INTEGER NOT NULL,
    last_activity        INTEGER NOT NULL,
    reminder_sent        INTEGER NOT NULL DEFAULT 0,
    revision             INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX games_white ON games (white);
CREATE INDEX games_black ON games (black);
CREATE INDEX games_status ON games (status);

CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    ply       INTEGER NOT NULL CHECK (ply >= 1),
    san       TEXT    NOT NULL,
    uci       TEXT    NOT NULL,
    iccf      TEXT    NOT NULL,
    fen_after TEXT    NOT NULL,
    played_at INTEGER NOT NULL,
    comment   TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (game_id, ply)
) STRICT;

CREATE TABLE game_events (
    id      INTEGER NOT NULL PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games (id),
    at      INTEGER NOT NULL,
    kind    TEXT    NOT NULL,
    detail  TEXT    NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX game_events_game ON game_events (game_id, id);
CREATE TRIGGER game_events_append_only_update BEFORE UPDATE ON game_events
BEGIN SELECT RAISE(ABORT, 'the game event log is append-only'); END;
CREATE TRIGGER game_events_append_only_delete BEFORE DELETE ON game_events
BEGIN SELECT RAISE(ABORT, 'the game event log is append-only'); END;

CREATE TABLE inbound_mails (
    id          INTEGER NOT NULL PRIMARY KEY,
    dedup_key   TEXT    NOT NULL UNIQUE,
    message_id  TEXT    NOT NULL DEFAULT '',
    source_id   TEXT    NOT NULL DEFAULT '',
    sender      TEXT    NOT NULL DEFAULT '' COLLATE NOCASE,
    received_at INTEGER NOT NULL,
    outcome     TEXT    NOT NULL DEFAULT 'processed'
) STRICT;
CREATE INDEX inbound_mails_sender ON inbound_mails (sender, received_at);

CREATE TABLE outbox (
    id              INTEGER NOT NULL PRIMARY KEY,
    recipient       TEXT    NOT NULL,
    subject         TEXT    NOT NULL DEFAULT '',
    message_id      TEXT    NOT NULL UNIQUE,
    raw             BLOB    NOT NULL,
    game_id         INTEGER REFERENCES games (id),
    state           TEXT    NOT NULL DEFAULT 'pending'
                    CHECK (state IN ('pending', 'sent', 'dead')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error      TEXT    NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);

CREATE TABLE imap_state (
    mailbox       TEXT    NOT NULL PRIMARY KEY,
    uidvalidity   INTEGER NOT NULL,
    last_seen_uid INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE challenges (
    id                   INTEGER NOT NULL PRIMARY KEY,
    challenger           TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    opponent             TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    color                TEXT    NOT NULL DEFAULT 'random'
                         CHECK (color IN ('white', 'black', 'random')),
    forfeit_timeout_secs INTEGER NOT NULL,
    created_at           INTEGER NOT NULL,
    state                TEXT    NOT NULL DEFAULT 'open'
                         CHECK (state IN ('open', 'accepted', 'declined', 'expired')),
    game_id              INTEGER REFERENCES games (id)
) STRICT;
CREATE INDEX challenges_opponent ON challenges (opponent, state);
"#,
    // 2: the daemon's heartbeat, for `pawnpost status`.
    r#"
CREATE TABLE daemon_state (
    key   TEXT    NOT NULL PRIMARY KEY,
    value INTEGER NOT NULL
) STRICT;
"#,
    // 3: a public address: the move number each game letter showed (stale replies are
    //    told by it), what kind of letter went to which mailbox (the caps on mail to
    //    strangers), proven and blocked addresses, confirmations waiting for a reply.
    r#"
ALTER TABLE outbox ADD COLUMN ply INTEGER NOT NULL DEFAULT -1;
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN mailbox TEXT NOT NULL DEFAULT '';
CREATE INDEX outbox_mailbox ON outbox (mailbox, kind, created_at);
CREATE INDEX outbox_kind ON outbox (kind, created_at);

ALTER TABLE players ADD COLUMN proven_at INTEGER NOT NULL DEFAULT 0;

CREATE TABLE blocked (
    mailbox    TEXT    NOT NULL PRIMARY KEY,
    blocked_at INTEGER NOT NULL
) STRICT;

CREATE TABLE confirmations (
    id         INTEGER NOT NULL PRIMARY KEY,
    address    TEXT    NOT NULL COLLATE NOCASE,
    commands   TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    state      TEXT    NOT NULL DEFAULT 'pending'
               CHECK (state IN ('pending', 'confirmed', 'replaced'))
) STRICT;
CREATE INDEX confirmations_address ON confirmations (address, state);
"#,
    // 4: the plain text of each letter, kept after sending, so that a player's reply
    //    that carries our text back (re-wrapped, translated into a quote block, without
    //    quote marks) is told from what the player wrote.
    r#"
ALTER TABLE outbox ADD COLUMN text TEXT NOT NULL DEFAULT '';
CREATE INDEX outbox_recipient ON outbox (recipient, id);
"#,
    // 5: the community: public names and Glicko-2 ratings (`community_players`, whose
    //    id makes the label `player<id>` of a player without a name), whether a
    //    challenge is rated, the games started by a seek or a tournament, how each
    //    finished game was rated, open seeks, tournaments and their players.
    r#"
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;

CREATE TABLE community_players (
    id            INTEGER NOT NULL PRIMARY KEY,
    address       TEXT    NOT NULL UNIQUE COLLATE NOCASE REFERENCES players (address),
    name          TEXT    NOT NULL DEFAULT '',
    rating        REAL    NOT NULL DEFAULT 1500,
    deviation     REAL    NOT NULL DEFAULT 350,
    volatility    REAL    NOT NULL DEFAULT 0.06,
    rated_games   INTEGER NOT NULL DEFAULT 0,
    last_rated_at INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL
) STRICT;
CREATE UNIQUE INDEX community_players_name ON community_players (name COLLATE NOCASE)
    WHERE name <> '';
CREATE INDEX community_players_rating ON community_players (rated_games, rating);

CREATE TABLE tournaments (
    id                   INTEGER NOT NULL PRIMARY KEY,
    name                 TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    cycles               INTEGER NOT NULL DEFAULT 1 CHECK (cycles IN (1, 2)),
    size                 INTEGER NOT NULL,
    state                TEXT    NOT NULL DEFAULT 'open'
                         CHECK (state IN ('open', 'running', 'finished')),
    rated                INTEGER NOT NULL DEFAULT 1,
    forfeit_timeout_secs INTEGER NOT NULL,
    created_at           INTEGER NOT NULL,
    started_at           INTEGER NOT NULL DEFAULT 0,
    finished_at          INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    seat          INTEGER NOT NULL CHECK (seat >= 1),
    address       TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    joined_at     INTEGER NOT NULL,
    withdrawn_at  INTEGER NOT NULL DEFAULT 0,
    annulled      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, seat),
    UNIQUE (tournament_id, address)
) STRICT;
CREATE INDEX tournament_players_address ON tournament_players (address);

CREATE TABLE community_games (
    game_id       INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    origin        TEXT    NOT NULL CHECK (origin IN ('seek', 'tournament')),
    rated         INTEGER NOT NULL DEFAULT 1,
    tournament_id INTEGER REFERENCES tournaments (id),
    round         INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX community_games_tournament ON community_games (tournament_id);

CREATE TABLE game_ratings (
    game_id      INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    rated        INTEGER NOT NULL,
    unrated_why  TEXT    NOT NULL DEFAULT '',
    white_before REAL    NOT NULL DEFAULT 0,
    white_after  REAL    NOT NULL DEFAULT 0,
    black_before REAL    NOT NULL DEFAULT 0,
    black_after  REAL    NOT NULL DEFAULT 0,
    settled_at   INTEGER NOT NULL
) STRICT;

CREATE TABLE seeks (
    id         INTEGER NOT NULL PRIMARY KEY,
    address    TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    rated      INTEGER NOT NULL DEFAULT 1,
    min_rating INTEGER NOT NULL DEFAULT 0,
    max_rating INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    state      TEXT    NOT NULL DEFAULT 'open'
               CHECK (state IN ('open', 'matched', 'cancelled', 'expired', 'replaced')),
    game_id    INTEGER REFERENCES games (id)
) STRICT;
CREATE UNIQUE INDEX seeks_one_open ON seeks (address) WHERE state = 'open';
"#,
    // 6: clocks. Per game: the time control, whose clock runs and since when, each
    //    player's time, the silence rule's credit, when the game last reminded, the
    //    calendar sequence, and the stored deadline and next due moment (indexed, so a
    //    sweep reads only the games that are due; 0 makes an old game due once, and the
    //    sweep computes its clock). `reminder_sent` now counts the reminders of the turn.
    //    Per player: the calendar setting and their leave. Per challenge: the time
    //    control, and its expiry indexed. The outages credited.
    r#"
ALTER TABLE games ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN running TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN turn_started_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN white_clock_secs INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN black_clock_secs INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN silence_credit_secs INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN reminded_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN deadline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN next_due INTEGER NOT NULL DEFAULT 0;
UPDATE games SET turn_started_at = last_activity,
                 deadline = last_activity + forfeit_timeout_secs;
CREATE INDEX games_due ON games (next_due) WHERE status = 'active';

ALTER TABLE challenges ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
CREATE INDEX challenges_expiry ON challenges (created_at + forfeit_timeout_secs)
    WHERE state = 'open';

ALTER TABLE players ADD COLUMN calendar INTEGER NOT NULL DEFAULT 1;

CREATE TABLE leaves (
    id         INTEGER NOT NULL PRIMARY KEY,
    player     TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    starts_at  INTEGER NOT NULL,
    ends_at    INTEGER NOT NULL,
    booked_at  INTEGER NOT NULL,
    start_told INTEGER NOT NULL DEFAULT 0,
    end_told   INTEGER NOT NULL DEFAULT 0,
    CHECK (ends_at > starts_at)
) STRICT;
CREATE INDEX leaves_player ON leaves (player, ends_at);
CREATE INDEX leaves_start_due ON leaves (starts_at) WHERE start_told = 0;
CREATE INDEX leaves_end_due ON leaves (ends_at) WHERE end_told = 0;

CREATE TABLE outages (
    id       INTEGER NOT NULL PRIMARY KEY,
    from_at  INTEGER NOT NULL,
    until_at INTEGER NOT NULL,
    games    INTEGER NOT NULL DEFAULT 0
) STRICT;
"#,
    // 7: conditional moves: each player's tree (`game::conditions::Tree::encode`), the
    //    number of moves the game had when it was last set or answered (a tree that
    //    does not fit the game is never played), cleared with the game's end.
    r#"
CREATE TABLE conditions (
    game_id INTEGER NOT NULL REFERENCES games (id),
    color   TEXT    NOT NULL CHECK (color IN ('white', 'black')),
    ply     INTEGER NOT NULL CHECK (ply >= 0),
    tree    TEXT    NOT NULL,
    set_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, color)
) STRICT;
CREATE TRIGGER conditions_end_with_the_game AFTER UPDATE OF status ON games
    WHEN NEW.status = 'finished'
BEGIN DELETE FROM conditions WHERE game_id = NEW.id; END;
"#,
    // 8: a time control per seek and per tournament (`TimeControl::key`); '' is the
    //    server's default when the game starts, as before this migration.
    r#"
ALTER TABLE seeks ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
"#,
    // 9: claims on the outbox: a sender (`pawnpost run` or any `pawnpost deliver`)
    //    takes a row for itself until `claimed_until` before sending it, so parallel
    //    senders never send one letter twice; '' and 0 is a row nobody holds.
    //    `outbox_claim` answers the claim (due and not held) and `next_outbox_due` from
    //    the index alone, and the counts by state as `outbox_due` did, which it replaces.
    r#"
ALTER TABLE outbox ADD COLUMN claimed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN claimed_until INTEGER NOT NULL DEFAULT 0;
CREATE INDEX outbox_claim ON outbox (state, next_attempt_at, claimed_until);
DROP INDEX outbox_due;
"#,
    // 10: open seeks indexed for matching (kind, time control, age: a new
    //    seek reads only the seeks of its own kind and control, oldest first) and for
    //    `Seeks` pages and expiry (age). A Gmail mailbox is keyed without dots and under
    //    gmail.com (`EmailAddress::mailbox_key`), so blocks stored under another
    //    spelling move to the new key (the earliest block of a mailbox is kept).
    r#"
CREATE INDEX seeks_matching ON seeks (rated, time_control, created_at) WHERE state = 'open';
CREATE INDEX seeks_open ON seeks (created_at) WHERE state = 'open';

INSERT OR IGNORE INTO blocked (mailbox, blocked_at)
    SELECT replace(substr(mailbox, 1, instr(mailbox, '@') - 1), '.', '') || '@gmail.com',
           blocked_at
    FROM blocked
    WHERE mailbox LIKE '%@gmail.com' OR mailbox LIKE '%@googlemail.com'
    ORDER BY blocked_at;
DELETE FROM blocked
    WHERE (mailbox LIKE '%@gmail.com' OR mailbox LIKE '%@googlemail.com')
      AND mailbox <> replace(substr(mailbox, 1, instr(mailbox, '@') - 1), '.', '')
                     || '@gmail.com';
"#,
    // 11: private notes: each player's notes per game (`Note <text>`), with the number
    //    of moves the game had when written; only their writer ever reads them.
    r#"
CREATE TABLE notes (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games (id),
    address TEXT NOT NULL,
    ply INTEGER NOT NULL,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX notes_of ON notes (game_id, address);
"#,
    // 12: the daily digest: per player the minute of the day and the zone it comes at
    //    (NULL: no digest), whether only the digest replaces the letters per move, and
    //    when the next one is due, indexed so the sweep reads only the players due.
    r#"
ALTER TABLE players ADD COLUMN digest_minute INTEGER;
ALTER TABLE players ADD COLUMN digest_zone TEXT NOT NULL DEFAULT 'UTC';
ALTER TABLE players ADD COLUMN digest_only INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN digest_due_at INTEGER;
CREATE INDEX players_digest_due ON players (digest_due_at) WHERE digest_due_at IS NOT NULL;
"#,
    // 13: where a challenge's or a tournament's games begin (`Start::key`: empty for
    //    the standard position, `after e4 c5 …`, `fen …`).
    r#"
ALTER TABLE challenges ADD COLUMN start TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN start TEXT NOT NULL DEFAULT '';
"#,
    // 14: the rules of an event (`EventRules::key`: empty for the server's): each game
    //    carries its own (its clocks and commands obey them), a tournament the ones its
    //    games start with.
    r#"
ALTER TABLE games ADD COLUMN rules TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN rules TEXT NOT NULL DEFAULT '';
"#,
    // 15: the game's variant: `standard` or `chess960` (its initial FEN and castling
    //    moves are read in that mode).
    r#"
ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT 'standard';
"#,
    // 16: a seek's variant: `standard` or `chess960`; a seek fits only its own.
    r#"
ALTER TABLE seeks ADD COLUMN variant TEXT NOT NULL DEFAULT 'standard';
"#,
    // 17: how a player's letters show a board (`BoardStyle::key`: `picture`, `text`,
    //    `words`); the challenge that started a game found by the game (the public
    //    site asks where a running game began).
    r#"
ALTER TABLE players ADD COLUMN board_style TEXT NOT NULL DEFAULT 'picture';
CREATE INDEX challenges_game ON challenges (game_id) WHERE game_id IS NOT NULL;
"#,
    // 18: mails that cannot be processed. `mail_attempts` counts the attempts at each
    //    mail not yet committed, keyed by the SHA-256 of its raw bytes (the same key
    //    whatever source it came through), each attempt committed before the mail is
    //    processed, so a process that dies on it is counted too; the mail's own
    //    transaction removes its row. `quarantine` keeps a mail set aside after too
    //    many attempts in a row, for the admin (`pawnpost quarantine`).
    r#"
CREATE TABLE mail_attempts (
    key           TEXT    NOT NULL PRIMARY KEY,
    attempts      INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    first_at      INTEGER NOT NULL,
    last_at       INTEGER NOT NULL,
    last_error    TEXT    NOT NULL DEFAULT '',
    source_id     TEXT    NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX mail_attempts_last ON mail_attempts (last_at);

CREATE TABLE quarantine (
    id            INTEGER NOT NULL PRIMARY KEY,
    key           TEXT    NOT NULL UNIQUE,
    raw           BLOB    NOT NULL,
    cut           INTEGER NOT NULL DEFAULT 0,
    attempts      INTEGER NOT NULL,
    last_error    TEXT    NOT NULL DEFAULT '',
    sender        TEXT    NOT NULL DEFAULT '',
    subject       TEXT    NOT NULL DEFAULT '',
    message_id    TEXT    NOT NULL DEFAULT '',
    source_id     TEXT    NOT NULL DEFAULT '',
    first_at      INTEGER NOT NULL,
    set_aside_at  INTEGER NOT NULL
) STRICT;
"#,
    // 19: whether pawnpost starts a player's leave when a deadline would end one of
    //    their games while leave is left (`Leave auto`); off until they ask. When a
    //    game's running clock ran out and the waiting player was asked to claim or give
    //    time (`[game] on_time = "ask"`; 0: not asked).
    r#"
ALTER TABLE players ADD COLUMN auto_leave INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN flagged_at INTEGER NOT NULL DEFAULT 0;
"#,
    // 20: Swiss tournaments. `system` is `round_robin` or `swiss`; a Swiss has
    //    `rounds` in all, of which `paired_rounds` are paired so far (its games keep
    //    their round in `community_games`). `entry_rating` is a player's rating when
    //    they entered, which orders the starting ranks. `tournament_byes` keeps the
    //    pairing-allocated byes (`bye`, a point); a round with neither a game nor a bye
    //    was missed (a late entry, a withdrawal).
    r#"
ALTER TABLE tournaments ADD COLUMN system TEXT NOT NULL DEFAULT 'round_robin'
    CHECK (system IN ('round_robin', 'swiss'));
ALTER TABLE tournaments ADD COLUMN rounds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN paired_rounds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament_players ADD COLUMN entry_rating INTEGER NOT NULL DEFAULT 0;
CREATE TABLE tournament_byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    seat          INTEGER NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('bye')),
    PRIMARY KEY (tournament_id, round, seat)
) STRICT;
"#,
    // 21: the most a seek's opponent may have lost on time, in whole percent of their
    //    games finished in the last 90 days (`Seek … timeouts 10%`; 100: any).
    r#"
ALTER TABLE seeks ADD COLUMN max_timeouts INTEGER NOT NULL DEFAULT 100;
"#,
    // 22: a letter's bytes and its plain text in tables of their own, keyed by the
    //    outbox row: claiming, renewing and marking a letter rewrite only its small
    //    outbox row (SQLite rewrites a whole row whose size changes, and a claim
    //    changes `claimed_by`), and the claim reads no body it does not send. The
    //    bytes live while the letter waits (pending or dead); a trigger drops them in
    //    the statement that marks the letter sent. A text is kept only when not empty.
    r#"
CREATE TABLE outbox_raw (
    id  INTEGER NOT NULL PRIMARY KEY REFERENCES outbox (id),
    raw BLOB    NOT NULL
) STRICT;
CREATE TABLE outbox_text (
    id   INTEGER NOT NULL PRIMARY KEY REFERENCES outbox (id),
    text TEXT    NOT NULL
) STRICT;
INSERT INTO outbox_raw (id, raw) SELECT id, raw FROM outbox WHERE length(raw) > 0;
INSERT INTO outbox_text (id, text) SELECT id, text FROM outbox WHERE text <> '';
ALTER TABLE outbox DROP COLUMN raw;
ALTER TABLE outbox DROP COLUMN text;
CREATE TRIGGER outbox_sent_drops_raw AFTER UPDATE OF state ON outbox
    WHEN NEW.state = 'sent'
BEGIN DELETE FROM outbox_raw WHERE id = NEW.id; END;
"#,
    // 23: whether a running Swiss takes late entries by mail (1: it was opened with
    //    `pawnpost tournament open`; 0: made with its players, `tournament create`, or
    //    a round robin). Swisses from before this migration take none.
    r#"
ALTER TABLE tournaments ADD COLUMN late_entries INTEGER NOT NULL DEFAULT 0;
"#,
    // 24: rating pools (`community::Pool`): Chess960 is rated apart from standard
    //    chess. `community_players` keeps each player's standard rating as before;
    //    `pool_ratings` keeps their rating in every other pool, a row made by their
    //    first rated game there (none: 1500, as a new player). `pool_ratings_top`
    //    is a pool's Top list in its order: the list walks it from the best and stops
    //    at its length. `game_ratings.pool` says which pool a game was
    //    rated in. Chess960 games rated before this migration stay in the standard
    //    pool, marked `standard`: they were rated there, standard ratings are not
    //    rewritten behind the players' backs, and a replay cannot be exact (a game's
    //    row keeps the ratings, not the deviations and volatilities, they moved).
    //    The Chess960 pool starts empty.
    r#"
CREATE TABLE pool_ratings (
    player_id     INTEGER NOT NULL REFERENCES community_players (id),
    pool          TEXT    NOT NULL CHECK (pool IN ('chess960')),
    rating        REAL    NOT NULL DEFAULT 1500,
    deviation     REAL    NOT NULL DEFAULT 350,
    volatility    REAL    NOT NULL DEFAULT 0.06,
    rated_games   INTEGER NOT NULL DEFAULT 0,
    last_rated_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (player_id, pool)
) STRICT;
CREATE INDEX pool_ratings_top ON pool_ratings (pool, rating DESC, rated_games DESC, player_id);
ALTER TABLE game_ratings ADD COLUMN pool TEXT NOT NULL DEFAULT 'standard'
    CHECK (pool IN ('standard', 'chess960'));
"#,
    // 25: knockout events (`system` = 'knockout'). SQLite cannot alter a CHECK, and
    //    rebuilding `tournaments` would mean copying it with foreign keys off while
    //    `tournament_players`, `tournament_byes` and `community_games` point at it.
    //    The CHECK of migration 20 belongs to the `system` column alone, which SQLite
    //    lets `DROP COLUMN` take with it: a new column with the wider CHECK takes the
    //    values, the old one is dropped and the new one renamed. The table keeps its
    //    rows, ids and references; only `system` moves to the end of the row (every
    //    query names its columns).
    r#"
ALTER TABLE tournaments ADD COLUMN system_next TEXT NOT NULL DEFAULT 'round_robin'
    CHECK (system_next IN ('round_robin', 'swiss', 'knockout'));
UPDATE tournaments SET system_next = system;
ALTER TABLE tournaments DROP COLUMN system;
ALTER TABLE tournaments RENAME COLUMN system_next TO system;
"#,
    // 26: ladders (issue 32 item 5). A ladder and its rules (`reach` places up, a
    //    challenge answered within `challenge_days`, the same defender again after
    //    `rematch_days`; its games' timeout, time control, start and rules as a
    //    tournament's); its players by place (1 at the top; rewritten as a whole when
    //    the order changes); its challenges, `open` until answered (due by `answer_by`,
    //    indexed so the sweep reads only the due ones), `playing` while their game runs,
    //    then `ended` with how. `community_games` is rebuilt so that a game may come
    //    from a ladder (its challenge found by `ladder_challenges_game`).
    r#"
CREATE TABLE ladders (
    id                   INTEGER NOT NULL PRIMARY KEY,
    name                 TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    reach                INTEGER NOT NULL DEFAULT 3 CHECK (reach >= 1),
    challenge_days       INTEGER NOT NULL DEFAULT 14 CHECK (challenge_days >= 1),
    rematch_days         INTEGER NOT NULL DEFAULT 30 CHECK (rematch_days >= 0),
    rated                INTEGER NOT NULL DEFAULT 1,
    forfeit_timeout_secs INTEGER NOT NULL,
    time_control         TEXT    NOT NULL DEFAULT '',
    start                TEXT    NOT NULL DEFAULT '',
    rules                TEXT    NOT NULL DEFAULT '',
    created_at           INTEGER NOT NULL
) STRICT;

CREATE TABLE ladder_places (
    ladder_id INTEGER NOT NULL REFERENCES ladders (id),
    address   TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    place     INTEGER NOT NULL CHECK (place >= 1),
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (ladder_id, address)
) STRICT;
CREATE INDEX ladder_places_order ON ladder_places (ladder_id, place);
CREATE INDEX ladder_places_address ON ladder_places (address);

CREATE TABLE ladder_challenges (
    id               INTEGER NOT NULL PRIMARY KEY,
    ladder_id        INTEGER NOT NULL REFERENCES ladders (id),
    challenger       TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    defender         TEXT    NOT NULL COLLATE NOCASE REFERENCES players (address),
    created_at       INTEGER NOT NULL,
    answer_by        INTEGER NOT NULL,
    state            TEXT    NOT NULL DEFAULT 'open'
                     CHECK (state IN ('open', 'playing', 'ended')),
    ending           TEXT    NOT NULL DEFAULT ''
                     CHECK (ending IN ('', 'challenger_won', 'draw', 'defender_won',
                                       'declined', 'unanswered', 'cancelled')),
    ended_at         INTEGER NOT NULL DEFAULT 0,
    challenger_place INTEGER NOT NULL DEFAULT 0,
    defender_place   INTEGER NOT NULL DEFAULT 0,
    game_id          INTEGER REFERENCES games (id)
) STRICT;
CREATE INDEX ladder_challenges_due ON ladder_challenges (answer_by) WHERE state = 'open';
CREATE INDEX ladder_challenges_live ON ladder_challenges (ladder_id, state);
CREATE INDEX ladder_challenges_pair ON ladder_challenges (ladder_id, challenger, defender);
CREATE INDEX ladder_challenges_ended ON ladder_challenges (ladder_id, ended_at)
    WHERE state = 'ended';
CREATE INDEX ladder_challenges_game ON ladder_challenges (game_id) WHERE game_id IS NOT NULL;

CREATE TABLE community_games_rebuilt (
    game_id       INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    origin        TEXT    NOT NULL CHECK (origin IN ('seek', 'tournament', 'ladder')),
    rated         INTEGER NOT NULL DEFAULT 1,
    tournament_id INTEGER REFERENCES tournaments (id),
    round         INTEGER NOT NULL DEFAULT 0
) STRICT;
INSERT INTO community_games_rebuilt (game_id, origin, rated, tournament_id, round)
    SELECT game_id, origin, rated, tournament_id, round FROM community_games;
DROP TABLE community_games;
ALTER TABLE community_games_rebuilt RENAME TO community_games;
CREATE INDEX community_games_tournament ON community_games (tournament_id);
"#,
    // 27 (teams, issue 32 item 4): teams with a captain, their players by board (a
    //    player named by the admin for the captain is `confirmed` only by their own
    //    `Join TEAM`), a team match between two teams on `boards` boards, and its games
    //    (two per board, both colours) in a table of their own so that
    //    `community_games.origin` keeps its CHECK (the games are recorded there as
    //    'seek': rated community games).
    r#"
CREATE TABLE teams (
    id         INTEGER NOT NULL PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    captain    TEXT    NOT NULL COLLATE NOCASE,
    created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE team_players (
    team_id   INTEGER NOT NULL REFERENCES teams (id),
    board     INTEGER NOT NULL CHECK (board >= 1),
    address   TEXT    NOT NULL COLLATE NOCASE,
    confirmed INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (team_id, board)
) STRICT;
CREATE UNIQUE INDEX team_players_address ON team_players (team_id, address);

CREATE TABLE team_matches (
    id         INTEGER NOT NULL PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    home       INTEGER NOT NULL REFERENCES teams (id),
    away       INTEGER NOT NULL REFERENCES teams (id),
    boards     INTEGER NOT NULL CHECK (boards BETWEEN 1 AND 64),
    state      TEXT    NOT NULL DEFAULT 'open'
               CHECK (state IN ('open', 'running', 'decided', 'finished')),
    rated      INTEGER NOT NULL DEFAULT 1,
    forfeit_timeout_secs INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CHECK (home <> away)
) STRICT;

CREATE TABLE team_match_games (
    match_id   INTEGER NOT NULL REFERENCES team_matches (id),
    board      INTEGER NOT NULL,
    home_white INTEGER NOT NULL,
    game_id    INTEGER NOT NULL UNIQUE REFERENCES games (id),
    PRIMARY KEY (match_id, board, home_white)
) STRICT;
"#,
    // 28 (stages, issue 32 item 3): an event in stages, its round-robin sections and
    //    its final, each a tournament of its own. Additive: two new tables.
    r#"
CREATE TABLE stage_events (
    id         INTEGER NOT NULL PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    qualify    INTEGER NOT NULL CHECK (qualify >= 1),
    final_id   INTEGER REFERENCES tournaments (id),
    created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE stage_parts (
    tournament_id INTEGER NOT NULL PRIMARY KEY REFERENCES tournaments (id),
    event_id      INTEGER NOT NULL REFERENCES stage_events (id),
    section       INTEGER NOT NULL
) STRICT;
CREATE INDEX stage_parts_event ON stage_parts (event_id, section);
"#,
    // 29 (stages, issue 32 item 3): the final of an event in stages is a round robin
    //    or a knockout (`community::stages::FinalForm`); a knockout final is seeded by
    //    its seats, given in the stage's order (`Tx::entries_by_rank` finds it by
    //    `final_id`); an event may be opened for entries by mail (`Join NAME`).
    //    Additive: columns whose defaults are the old behaviour, a new table.
    r#"
ALTER TABLE stage_events ADD COLUMN final_form TEXT NOT NULL DEFAULT 'round-robin'
    CHECK (final_form IN ('round-robin', 'knockout'));
CREATE INDEX stage_events_final ON stage_events (final_id);
-- An event opened for entries by mail (`size` > 0): its sections' terms, kept as the
-- tournaments' columns are, until the last entry deals the sections; its entries.
ALTER TABLE stage_events ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stage_events ADD COLUMN section_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stage_events ADD COLUMN cycles INTEGER NOT NULL DEFAULT 1;
ALTER TABLE stage_events ADD COLUMN forfeit_timeout_secs INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stage_events ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
ALTER TABLE stage_events ADD COLUMN start TEXT NOT NULL DEFAULT '';
ALTER TABLE stage_events ADD COLUMN rules TEXT NOT NULL DEFAULT '';
CREATE TABLE stage_entries (
    event_id  INTEGER NOT NULL REFERENCES stage_events (id),
    address   TEXT    NOT NULL COLLATE NOCASE,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (event_id, address)
) STRICT;
-- Every `Join` counts the sender's entries (`daemon::stages::entered_games`).
CREATE INDEX stage_entries_address ON stage_entries (address);
"#,
    // 30 (the standard pool's Top, issue 32 item 6): players who finished a rated game,
    //    in the list's order, so that `Top` and the site's top list read the first N
    //    entries instead of sorting every qualifying player (the Chess960 pool reads
    //    `pool_ratings_top` the same way). Partial: unrated players (most of a large
    //    server) are not in it. Additive.
    r#"
CREATE INDEX community_players_top ON community_players (rating DESC, rated_games DESC, id)
    WHERE rated_games >= 1;
"#,
    // 31 (half-point byes, issue 32): the most half-point byes a player of a Swiss may
    //    ask for (`half_byes`; 0: none), and the byes asked for. A row for a round not
    //    yet paired is a request its player may still cancel; once the round is paired
    //    it is the half-point bye they took (½ point, no game). Additive; a Swiss
    //    running before it offers none (0: no bye its admin never offered), a Swiss
    //    made since gets its allowance explicitly (`--half-byes`, default 1).
    r#"
ALTER TABLE tournaments ADD COLUMN half_byes INTEGER NOT NULL DEFAULT 0
    CHECK (half_byes BETWEEN 0 AND 99);
CREATE TABLE tournament_half_byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    seat          INTEGER NOT NULL,
    asked_at      INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, seat)
) STRICT;
"#,
    // 32 (team round robins, issue 32 item 4): teams that meet each other in team
    //    matches, one round at a time (a round's matches begin when the last game of
    //    the round before ends, so a player has one match's two games at once). The
    //    league keeps its teams by seed and the round it is in; its matches are
    //    ordinary team matches, made when their round begins, except that one not
    //    complete in time is lost by default (`forfeit`); a match and a league keep
    //    their terms (time control, start, rules) as a tournament does. Additive: new
    //    tables and columns whose defaults are a match played under the server's terms.
    r#"
CREATE TABLE team_leagues (
    id         INTEGER NOT NULL PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    boards     INTEGER NOT NULL CHECK (boards BETWEEN 1 AND 64),
    double     INTEGER NOT NULL DEFAULT 0,
    round      INTEGER NOT NULL DEFAULT 0,
    state      TEXT    NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'finished')),
    created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE team_league_teams (
    league_id INTEGER NOT NULL REFERENCES team_leagues (id),
    seed      INTEGER NOT NULL CHECK (seed >= 1),
    team_id   INTEGER NOT NULL REFERENCES teams (id),
    -- Withdrawn by the admin: its matches not begun are lost by default.
    withdrawn INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (league_id, seed),
    UNIQUE (league_id, team_id)
) STRICT;
CREATE TABLE team_league_matches (
    match_id  INTEGER NOT NULL PRIMARY KEY REFERENCES team_matches (id),
    league_id INTEGER NOT NULL REFERENCES team_leagues (id),
    round     INTEGER NOT NULL CHECK (round >= 1)
) STRICT;
CREATE INDEX team_league_matches_round ON team_league_matches (league_id, round);
-- A league match not complete when its time ran out is lost by default by the team
-- (or both) that was not: `forfeit` names it ('' for a match played).
ALTER TABLE team_matches ADD COLUMN forfeit TEXT NOT NULL DEFAULT ''
    CHECK (forfeit IN ('', 'home', 'away', 'both'));
-- A team match's and a league's terms, stored as a tournament's are ('' for the
-- server's): the time control, the start (thematic, Chess960) and the event's rules.
ALTER TABLE team_matches ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
ALTER TABLE team_matches ADD COLUMN start TEXT NOT NULL DEFAULT '';
ALTER TABLE team_matches ADD COLUMN rules TEXT NOT NULL DEFAULT '';
ALTER TABLE team_leagues ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
ALTER TABLE team_leagues ADD COLUMN start TEXT NOT NULL DEFAULT '';
ALTER TABLE team_leagues ADD COLUMN rules TEXT NOT NULL DEFAULT '';
-- A finished match's board points (half-points of each team), kept when it ends so
-- that a league's table reads one row a match, not its games.
ALTER TABLE team_matches ADD COLUMN final_home INTEGER;
ALTER TABLE team_matches ADD COLUMN final_away INTEGER;
"#,
    // 33 (issue 34, the daemon's CPU a move): fewer pages written a move. Every index
    //    of a row written is a page of the WAL more, and a move wrote 41 pages in four
    //    commits.
    //    - `mail_attempts` keyed by its key alone (WITHOUT ROWID, no index on `last_at`):
    //      a row is made before each mail and gone at its commit, so the table holds
    //      the mails in hand and those failing; its pruning reads them all. A page each
    //      way, not three.
    //    - The indexes the budgets of letters without proof read (`outbox_kind`,
    //      `outbox_mailbox`) hold those letters only (`kind <> ''`): a player's letters
    //      (kind `''`, most of them) write neither. Their queries say `kind <> ''`.
    r#"
CREATE TABLE mail_attempts_33 (
    key           TEXT    NOT NULL PRIMARY KEY,
    attempts      INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    first_at      INTEGER NOT NULL,
    last_at       INTEGER NOT NULL,
    last_error    TEXT    NOT NULL DEFAULT '',
    source_id     TEXT    NOT NULL DEFAULT ''
) STRICT, WITHOUT ROWID;
INSERT INTO mail_attempts_33 (key, attempts, first_at, last_at, last_error, source_id)
    SELECT key, attempts, first_at, last_at, last_error, source_id FROM mail_attempts;
DROP TABLE mail_attempts;
ALTER TABLE mail_attempts_33 RENAME TO mail_attempts;
DROP INDEX outbox_kind;
DROP INDEX outbox_mailbox;
CREATE INDEX outbox_kind ON outbox (kind, created_at) WHERE kind <> '';
CREATE INDEX outbox_mailbox ON outbox (mailbox, kind, created_at) WHERE kind <> '';
"#,
];
