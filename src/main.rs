//! The `pawnpost` command: each subcommand parses its arguments and calls the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use anyhow::Context as _;
use pawnpost::address::EmailAddress;
use pawnpost::admin;
use pawnpost::analysis::{AnalysisError, analyze_from};
use pawnpost::config::{Config, LogFormat};
use pawnpost::daemon::Postmaster;
use pawnpost::daemon::front::{not_committed, read_limited, set_aside};
use pawnpost::identity::ServerSecret;
use pawnpost::notation::Language;
use pawnpost::rules::{CastlingMode, FenError, Position, perft};
use pawnpost::store::{GameFilter, Store, Which};

/// Correspondence chess by email.
#[derive(Debug, Parser)]
#[command(name = "pawnpost", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Where `analyze` and `perft` start: a FEN, a Chess960 starting position, or the
/// standard start, in standard chess or Chess960.
#[derive(Debug, clap::Args)]
struct StartArgs {
    /// The starting position (default: the standard start).
    #[arg(long)]
    fen: Option<String>,
    /// Chess960: castling rights in the FEN as X-FEN or Shredder-FEN (rook files),
    /// castling moves written as the king onto its own rook (e1h1).
    #[arg(long)]
    chess960: bool,
    /// Start from Chess960 position N (0-959, Scharnagl's numbering; 518 is the
    /// standard one); implies --chess960.
    #[arg(long, value_name = "N", conflicts_with = "fen",
          value_parser = clap::value_parser!(u16).range(0..960))]
    chess960_position: Option<u16>,
}

impl StartArgs {
    fn position(&self) -> Result<Position, FenError> {
        if let Some(number) = self.chess960_position {
            // The value parser admits only 0-959, every one a starting position.
            return Ok(Position::chess960(number).unwrap_or_default());
        }
        let mode = if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        match (&self.fen, mode) {
            (Some(fen), mode) => Position::from_fen_in(fen, mode),
            (None, CastlingMode::Standard) => Ok(Position::new()),
            // The standard setup, numbered 518 among the Chess960 positions.
            (None, CastlingMode::Chess960) => Ok(Position::chess960(518).unwrap_or_default()),
        }
    }
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a line of moves from a position and describe the result.
    Analyze {
        #[command(flatten)]
        start: StartArgs,
        /// Moves in any notation pawnpost reads, separated by spaces ("e4 e5 Nf3").
        #[arg(long, default_value = "")]
        moves: String,
        /// Print one JSON object (the contract in docs/cli.md) instead of text.
        #[arg(long)]
        json: bool,
        /// Piece letters of SAN input: en, de or fr.
        #[arg(long, default_value = "en", value_parser = parse_language)]
        language: Language,
    },
    /// Count the leaf nodes of the legal move tree (the last line is the count).
    Perft {
        #[command(flatten)]
        start: StartArgs,
        /// The depth in plies.
        #[arg(long)]
        depth: u32,
        /// Also print the count below each legal move.
        #[arg(long)]
        divide: bool,
    },
    /// Pair the next round of a Swiss tournament given as a FIDE TRF-16 file, and print
    /// it as the FIDE-endorsed engines do: the number of pairs, then `WHITE BLACK`
    /// starting ranks one pair a line, a bye as `RANK 0`. Exit 1 when no pairing
    /// satisfies the absolute criteria, 3 for a file it cannot read, 5 when the file
    /// cannot be opened.
    Pairings {
        /// The pairing system: dutch (FIDE C.04.3).
        #[arg(long, value_parser = parse_system)]
        system: pawnpost::community::swiss::System,
        /// The tournament (TRF-16, with XXR total rounds; XXC white1|black1).
        file: PathBuf,
    },
    /// Read and validate the config file, then log in to IMAP and SMTP.
    CheckConfig {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Run the daemon: read mail, apply moves, send replies, sweep for forfeits.
    Run {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Process one mail from standard input (an MTA's pipe transport), then send the
    /// replies it queued. Exit 0 when committed (an unreadable mail is recorded and
    /// answered or ignored) or set aside (it failed 3 times in a row: `pawnpost
    /// quarantine`), 75 to make the MTA retry, 65 when standard input holds no mail, 64
    /// for a --now that is no time. The program `pawnpost-deliver`, installed beside
    /// this one, takes the same arguments: it hands the mail to the running daemon and
    /// becomes `pawnpost deliver` when none takes it; the MTA's pipe should run it.
    Deliver {
        #[command(flatten)]
        config: ConfigArg,
        /// Apply the mail as of this time (unix seconds or 2026-11-21T10:00:00Z), for
        /// tests and replays; the replies are dated then too.
        #[arg(long)]
        now: Option<String>,
    },
    /// Show what pawnpost understands from one mail on standard input, changing
    /// nothing: sender, game and authority, admission, commands, comment, what was cut,
    /// the letters the daemon would send.
    Read {
        #[command(flatten)]
        config: ConfigArg,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Read it as if it arrived at this time (unix seconds or 2026-11-21T10:00:00Z).
        #[arg(long)]
        now: Option<String>,
    },
    /// Drop a mail into the local spool, as if a player had sent it.
    Send {
        #[command(flatten)]
        config: ConfigArg,
        /// The player's address.
        #[arg(long)]
        from: String,
        /// The recipient (default: the daemon's address); use a reply address to play
        /// in a game.
        #[arg(long)]
        to: Option<String>,
        /// The subject.
        #[arg(long, default_value = "pawnpost")]
        subject: String,
        /// The body: commands such as "challenge bob@example.org" or "e4".
        body: String,
    },
    /// List games.
    Games {
        #[command(flatten)]
        config: ConfigArg,
        #[arg(long, conflicts_with_all = ["active", "finished"])]
        all: bool,
        #[arg(long, conflicts_with = "finished")]
        active: bool,
        #[arg(long)]
        finished: bool,
        /// Only games of this player (any spelling of the address: case, IDNA).
        #[arg(long)]
        player: Option<EmailAddress>,
        #[arg(long)]
        json: bool,
        /// Show the clocks as of this time (unix seconds or 2026-11-21T10:00:00Z).
        #[arg(long)]
        now: Option<String>,
    },
    /// Show one game: board, players, status, whose turn, deadline, moves.
    Show {
        #[command(flatten)]
        config: ConfigArg,
        game: i64,
        #[arg(long)]
        json: bool,
        /// Show the clocks as of this time (unix seconds or 2026-11-21T10:00:00Z).
        #[arg(long)]
        now: Option<String>,
    },
    /// Print a game's PGN.
    Pgn {
        #[command(flatten)]
        config: ConfigArg,
        game: i64,
    },
    /// Decide a game: white, black or draw, with a reason; both players are told.
    Adjudicate {
        #[command(flatten)]
        config: ConfigArg,
        game: i64,
        /// white, black or draw
        verdict: String,
        #[arg(long)]
        reason: String,
    },
    /// Forfeit games whose deadline passed, queue reminders and tell opponents of
    /// leave now (the daemon does this on a timer), then send what it queued.
    Sweep {
        #[command(flatten)]
        config: ConfigArg,
        /// Sweep as of this time (unix seconds or 2026-11-21T10:00:00Z), for tests and
        /// replays.
        #[arg(long)]
        now: Option<String>,
    },
    /// Replay every stored game through the rules core and compare positions.
    CheckDb {
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Outbox counts (pending, sent, dead), active games, the mail processed and
    /// refused, the last sweep, when the daemon last read its mailbox.
    Status {
        #[command(flatten)]
        config: ConfigArg,
        /// Print one JSON object (the keys in docs/cli.md) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Copy the database (SQLite's online backup, safe while the daemon runs) to FILE
    /// and the server secret to FILE.secret, both mode 0600.
    Backup {
        #[command(flatten)]
        config: ConfigArg,
        /// The backup file to write (replaced whole if it exists).
        #[arg(long)]
        to: PathBuf,
    },
    /// Put a backup (FILE and FILE.secret) in place of the database and the secret,
    /// after checking it; refused while the daemon or any other pawnpost command has
    /// the database open. What it replaces is kept as *.before-restore.
    Restore {
        #[command(flatten)]
        config: ConfigArg,
        /// The backup file written by `pawnpost backup`.
        #[arg(long)]
        from: PathBuf,
        /// Restore the database alone and keep the current server secret.
        #[arg(long)]
        keep_secret: bool,
    },
    /// Tournaments (round robins, Swiss and knockouts): create one, open one for joining, show,
    /// withdraw a player.
    Tournament {
        #[command(subcommand)]
        action: TournamentAction,
    },
    /// Team matches: make a team with its captain, name its players board by board (each
    /// confirms with `Join TEAM` by mail), set a match between two teams, show it.
    Team {
        #[command(subcommand)]
        action: TeamAction,
    },
    /// Mails set aside after failing, panicking or being killed 3 times in a row: list,
    /// show, reprocess or delete them.
    Quarantine {
        #[command(subcommand)]
        action: QuarantineAction,
    },
    /// Write every finished game (names only, never addresses) to a PGN file for
    /// publishing.
    Export {
        #[command(flatten)]
        config: ConfigArg,
        /// The PGN file to write.
        #[arg(long)]
        pgn: PathBuf,
        /// Only the games of this tournament.
        #[arg(long)]
        tournament: Option<String>,
    },
    /// Write the public site into DIR: an index (games in progress, results, open
    /// seeks), a page per game (board, moves, PGN), player and tournament, the Top list
    /// and an Atom feed; public names only, never an address. With `[publish] dir` the
    /// daemon and every command keep it up to date.
    Publish {
        #[command(flatten)]
        config: ConfigArg,
        /// The site's directory (default: the config's publish.dir).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Only rewrite what changed since the site was last written (the whole site
        /// when it never was).
        #[arg(long)]
        update: bool,
    },
    /// Write a man page for pawnpost and one per subcommand into DIR (for packaging).
    #[command(hide = true)]
    Man {
        /// The directory to write `pawnpost.1`, `pawnpost-deliver.1`, … into.
        #[arg(long)]
        out: PathBuf,
    },
    /// Print the completion script for SHELL on stdout (for packaging).
    #[command(hide = true)]
    Completions { shell: clap_complete::Shell },
}

#[derive(Debug, Subcommand)]
enum TeamAction {
    /// Make a team and name its captain.
    Create {
        #[command(flatten)]
        config: ConfigArg,
        /// The team's name: 3 to 30 letters, digits, _ or -.
        name: String,
        /// The captain's address: told of the team's matches.
        #[arg(long)]
        captain: String,
    },
    /// Name a player on a board of a team, on the captain's word (replacing whoever
    /// was named there). The player takes the board with `Join TEAM` by mail.
    Player {
        #[command(flatten)]
        config: ConfigArg,
        /// The team's name.
        team: String,
        /// The board, from 1.
        #[arg(long)]
        board: u32,
        /// The player's address.
        player: String,
    },
    /// Set a match between two teams on N boards; its games start when both line-ups
    /// are named and confirmed.
    Match {
        #[command(flatten)]
        config: ConfigArg,
        /// The match's name: 3 to 30 letters, digits, _ or -.
        name: String,
        #[arg(long)]
        home: String,
        #[arg(long)]
        away: String,
        #[arg(long, default_value_t = 4)]
        boards: u32,
        #[command(flatten)]
        terms: TeamTermsArgs,
    },
    /// Replace a player in a running match: the substitute (a player who took a place
    /// on the same team with `Join TEAM`) takes over the player's games still running,
    /// from their position; finished games keep their result. Both players and the
    /// opponents are told by mail.
    Replace {
        #[command(flatten)]
        config: ConfigArg,
        /// The match's name.
        name: String,
        /// The replaced player's address.
        player: String,
        /// The substitute's address.
        #[arg(long = "with")]
        substitute: String,
    },
    /// Start a team round robin of the given teams (their order is their seeding):
    /// they meet in team matches one round at a time, by the Berger tables. Each
    /// round's matches are made when it begins (the first now), named NAME-1a,
    /// NAME-1b, …; a match's games start when both line-ups are complete; the round's
    /// last game begins the next round. The captains are told of each round.
    League {
        #[command(flatten)]
        config: ConfigArg,
        /// The round robin's name: 3 to 25 letters, digits, _ or -.
        name: String,
        /// The teams' names, separated by commas (2 to 20).
        #[arg(long, value_delimiter = ',')]
        teams: Vec<String>,
        #[arg(long, default_value_t = 4)]
        boards: u32,
        /// Each pair of teams meets twice, home and away.
        #[arg(long)]
        double: bool,
        #[command(flatten)]
        terms: TeamTermsArgs,
    },
    /// Withdraw a team from a team round robin: its match of the round being played is
    /// lost by default if it has not begun (a running one is played out), and each
    /// later match of it as its round begins; its results stand. Both captains are
    /// told of each match lost.
    Withdraw {
        #[command(flatten)]
        config: ConfigArg,
        /// The team round robin's name.
        league: String,
        /// The team's name.
        team: String,
    },
    /// A match's boards, results, board points and result; or a team round robin's
    /// table and matches.
    Show {
        #[command(flatten)]
        config: ConfigArg,
        name: String,
    },
}

/// A team match's or team round robin's terms (default: the server's).
#[derive(Debug, clap::Args)]
struct TeamTermsArgs {
    /// Its games' time control (`10 days per 10 moves`, `Fischer 30+1`); default: the
    /// server's `game.time_control`.
    #[arg(long)]
    time_control: Option<String>,
    #[command(flatten)]
    start: EventStartArgs,
    #[command(flatten)]
    rules: RulesArgs,
}

impl TeamTermsArgs {
    fn terms(&self) -> anyhow::Result<pawnpost::daemon::teams::TeamTerms> {
        Ok(pawnpost::daemon::teams::TeamTerms {
            time_control: self
                .time_control
                .as_deref()
                .map(pawnpost::daemon::time_control_arg)
                .transpose()?,
            start: self.start.start()?,
            rules: self.rules.rules(),
        })
    }
}

fn team(action: TeamAction) -> anyhow::Result<ExitCode> {
    let now = pawnpost::time::now();
    match action {
        TeamAction::Create {
            config,
            name,
            captain,
        } => {
            let mut store = open_store(&load_config(&config)?)?;
            let name = pawnpost::daemon::teams::create_team(&mut store, &name, &captain, now)?;
            println!("{name}: a team, captain {captain}");
        }
        TeamAction::Player {
            config,
            team,
            board,
            player,
        } => {
            let mut store = open_store(&load_config(&config)?)?;
            pawnpost::daemon::teams::name_player(&mut store, &team, board, &player)?;
            println!("{player} named on board {board} of {team}; they confirm with `Join {team}`");
        }
        TeamAction::Match {
            config,
            name,
            home,
            away,
            boards,
            terms,
        } => {
            let (pm, mut store) = postmaster_and_store(&config)?;
            let name = pawnpost::daemon::teams::create_match(
                &pm,
                &mut store,
                &name,
                (&home, &away),
                (boards, &terms.terms()?),
                now,
            )?;
            println!("{name}: {home} against {away} on {boards} boards");
        }
        TeamAction::Replace {
            config,
            name,
            player,
            substitute,
        } => {
            let (pm, mut store) = postmaster_and_store(&config)?;
            match pawnpost::daemon::teams::replace_by_admin(
                &pm,
                &mut store,
                &name,
                (&player, &substitute),
                now,
            )? {
                Ok(()) => println!(
                    "{substitute} takes over the running games of {player} in {name}; the letters are queued"
                ),
                Err(why) => anyhow::bail!("{why}"),
            }
        }
        TeamAction::League {
            config,
            name,
            teams,
            boards,
            double,
            terms,
        } => {
            let (pm, mut store) = postmaster_and_store(&config)?;
            let made = pawnpost::daemon::teams::create_league(
                &pm,
                &mut store,
                &name,
                &teams,
                (boards, double, &terms.terms()?),
                now,
            )?;
            println!(
                "{}: {} teams on {boards} boards, {} rounds; round 1: {} ({} begun, the others wait for their line-ups)",
                made.name,
                teams.len(),
                made.rounds,
                made.matches.join(", "),
                made.started
            );
        }
        TeamAction::Withdraw {
            config,
            league,
            team,
        } => {
            let (pm, mut store) = postmaster_and_store(&config)?;
            let done = pawnpost::daemon::teams::withdraw_from_league(
                &pm, &mut store, &league, &team, now,
            )?;
            println!("{done}");
        }
        TeamAction::Show { config, name } => {
            let mut store = open_store(&load_config(&config)?)?;
            let shown = match pawnpost::daemon::teams::show_league(&mut store, &name)? {
                Some(shown) => Some(shown),
                None => pawnpost::daemon::teams::show(&mut store, &name)?,
            };
            match shown {
                Some(shown) => print!("{shown}"),
                None => anyhow::bail!("there is no team match or team round robin called {name}"),
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Debug, Subcommand)]
enum TournamentAction {
    /// Start a round robin of the given players now: every game at once, colours
    /// balanced. The players receive their games' mails (you vouch for them).
    Create {
        #[command(flatten)]
        config: ConfigArg,
        /// The tournament's name: 3 to 30 letters, digits, _ or -.
        name: String,
        /// The players' addresses, separated by commas.
        #[arg(long, value_delimiter = ',', required = true)]
        players: Vec<String>,
        /// Every pair meets twice, colours reversed.
        #[arg(long)]
        double: bool,
        /// The forfeit timeout of its games in days (default: game.forfeit_timeout_days).
        #[arg(long)]
        timeout_days: Option<u32>,
        /// The games' time control, `3 days per move` or `Fischer 10+1` (default:
        /// game.time_control).
        #[arg(long)]
        time_control: Option<String>,
        #[command(flatten)]
        start: EventStartArgs,
        #[command(flatten)]
        rules: RulesArgs,
        #[command(flatten)]
        swiss: SwissArgs,
        #[command(flatten)]
        stages: StageArgs,
    },
    /// Announce a round robin of SIZE seats that players join by mail (Join NAME); it
    /// starts when the last seat is taken.
    Open {
        #[command(flatten)]
        config: ConfigArg,
        name: String,
        /// The number of players.
        #[arg(long)]
        size: u32,
        #[arg(long)]
        double: bool,
        #[arg(long)]
        timeout_days: Option<u32>,
        /// As for `create`.
        #[arg(long)]
        time_control: Option<String>,
        #[command(flatten)]
        start: EventStartArgs,
        #[command(flatten)]
        rules: RulesArgs,
        #[command(flatten)]
        swiss: SwissArgs,
        /// An event in stages that players enter by mail (`Join NAME`): its sections
        /// are dealt and begin with the last entry.
        #[command(flatten)]
        stages: StageArgs,
    },
    /// Open a ladder that players join by mail (`Join NAME`, at the bottom) and climb
    /// by challenging a player up to REACH places above (`Challenge Bob_K in NAME`);
    /// `show NAME` shows it (docs/rules.md, "Ladders").
    Ladder {
        #[command(flatten)]
        config: ConfigArg,
        /// The ladder's name: 3 to 30 letters, digits, _ or -.
        name: String,
        /// How many places above their own a player may challenge.
        #[arg(long, default_value_t = 3)]
        reach: u32,
        /// Days a challenged player has to accept or decline; silence counts as declined.
        #[arg(long, default_value_t = 14)]
        challenge_days: u32,
        /// Days before a challenger who drew or lost may challenge the same player again.
        #[arg(long, default_value_t = 30)]
        rematch_days: u32,
        /// The forfeit timeout of its games in days (default: game.forfeit_timeout_days).
        #[arg(long)]
        timeout_days: Option<u32>,
        /// As for `create`.
        #[arg(long)]
        time_control: Option<String>,
        #[command(flatten)]
        start: EventStartArgs,
        #[command(flatten)]
        rules: RulesArgs,
    },
    /// The players, the games and the crosstable (of a ladder: its places, challenges
    /// and last changes).
    Show {
        #[command(flatten)]
        config: ConfigArg,
        name: String,
    },
    /// Withdraw a player: their unfinished games end as losses; with fewer than half
    /// of their games played, all their results are annulled (docs/rules.md).
    Withdraw {
        #[command(flatten)]
        config: ConfigArg,
        name: String,
        /// The player's address.
        player: String,
    },
}

#[derive(Debug, Subcommand)]
enum QuarantineAction {
    /// The mails set aside: number, when, attempts, sender, subject, last error.
    List {
        #[command(flatten)]
        config: ConfigArg,
        /// Print one JSON array instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Print a set-aside mail as it arrived (raw RFC 5322 bytes, for a file or a mail
    /// client).
    Show {
        #[command(flatten)]
        config: ConfigArg,
        id: i64,
    },
    /// Process a set-aside mail again, its attempts counted afresh, then send the
    /// replies it queued; once it commits it leaves the quarantine.
    Reprocess {
        #[command(flatten)]
        config: ConfigArg,
        id: i64,
        /// Process the mail as of this time (unix seconds or 2026-11-21T10:00:00Z), for
        /// tests and replays, as `deliver --now`.
        #[arg(long)]
        now: Option<String>,
    },
    /// Delete a set-aside mail for good, unprocessed.
    Delete {
        #[command(flatten)]
        config: ConfigArg,
        id: i64,
    },
}

/// A tournament's rules besides its time control (default: the server's).
#[derive(Debug, clap::Args)]
struct RulesArgs {
    /// Days of leave a year that stop this tournament's clocks (at most the server's
    /// game.leave_days_per_year; 0: leave does not stop them).
    #[arg(long)]
    leave_days: Option<u32>,
    /// Refuse conditional moves in its games.
    #[arg(long)]
    no_conditional_moves: bool,
    /// Refuse tablebase claims in its games.
    #[arg(long)]
    no_tablebase_claims: bool,
    /// No draw offer before this move.
    #[arg(long, value_name = "MOVE")]
    draw_offers_from: Option<u32>,
    /// How the public site (`[publish] dir`) shows its running games: `end` (moves
    /// public once a game ends) or N (all but the last N half-moves); default: the
    /// server's `[publish] delay`.
    #[arg(long, value_name = "end|N", value_parser = parse_publish_delay)]
    publish_delay: Option<pawnpost::game::PublishDelay>,
    /// What a missed deadline does in its games with a time control: `forfeit` (a loss
    /// on time at once) or `ask` (the waiting player may claim the win or give days);
    /// default: the server's `[game] on_time`.
    #[arg(long, value_name = "forfeit|ask", value_parser = parse_on_time)]
    on_time: Option<pawnpost::game::OnTime>,
    /// Only players who lost at most this share (in percent, 0 to 100) of their games
    /// finished in the last 90 days on time may join.
    #[arg(long, value_name = "PERCENT")]
    max_timeouts: Option<u32>,
}

fn parse_on_time(text: &str) -> Result<pawnpost::game::OnTime, String> {
    pawnpost::game::OnTime::from_key(text)
        .ok_or_else(|| format!("expected forfeit or ask, found {text:?}"))
}

impl RulesArgs {
    fn rules(&self) -> pawnpost::game::EventRules {
        pawnpost::game::EventRules {
            leave_days: self.leave_days,
            no_conditional_moves: self.no_conditional_moves,
            no_tablebase_claims: self.no_tablebase_claims,
            draw_offers_from: self.draw_offers_from.unwrap_or(0),
            publish_delay: self.publish_delay,
            on_time: self.on_time,
            max_timeouts: self.max_timeouts,
        }
    }
}

/// A Swiss or a knockout instead of a round robin.
#[derive(Debug, clap::Args)]
struct SwissArgs {
    /// How the players are paired: `round-robin` (every game at once), `swiss` (FIDE
    /// Dutch, one round at a time) or `knockout` (two-game matches seeded by rating, a
    /// round at a time; docs/rules.md).
    #[arg(
        long,
        value_name = "round-robin|swiss|knockout",
        default_value = "round-robin"
    )]
    system: String,
    /// A Swiss's number of rounds (fewer than its players).
    #[arg(long, value_name = "N")]
    rounds: Option<u32>,
    /// The half-point byes each player of a Swiss may ask for by mail (`Half-point
    /// bye NAME`), never in the last round; 0: none (default: 1).
    #[arg(long, value_name = "N")]
    half_byes: Option<u32>,
}

impl SwissArgs {
    /// The Swiss's rounds, `None` for a round robin.
    fn swiss_rounds(&self) -> anyhow::Result<Option<u32>> {
        match (self.system.as_str(), self.rounds) {
            ("round-robin", None) => Ok(None),
            ("round-robin", Some(_)) => {
                anyhow::bail!("--rounds is for a Swiss: add --system swiss")
            }
            ("swiss", Some(rounds)) => Ok(Some(rounds)),
            ("swiss", None) => anyhow::bail!("a Swiss needs its number of rounds: --rounds N"),
            ("knockout", None) => Ok(None),
            ("knockout", Some(_)) => {
                anyhow::bail!("a knockout's rounds follow from its players: leave out --rounds")
            }
            (other, _) => {
                anyhow::bail!("--system {other}: expected round-robin, swiss or knockout")
            }
        }
    }

    fn knockout(&self) -> bool {
        self.system == "knockout"
    }

    /// The half-point byes each player may ask for; only a Swiss has them.
    fn half_byes(&self) -> anyhow::Result<Option<u32>> {
        match (self.system.as_str(), self.half_byes) {
            (_, None) => Ok(None),
            ("swiss", Some(n)) => Ok(Some(n)),
            (_, Some(_)) => anyhow::bail!("--half-byes is for a Swiss: add --system swiss"),
        }
    }
}

/// An event in stages: round-robin sections whose best go on to a final.
#[derive(Debug, clap::Args)]
struct StageArgs {
    /// Play in N round-robin sections (`NAME-A`, `NAME-B`, …, filled by rating in a
    /// snake) whose best go on to a round-robin final, `NAME-final` (docs/rules.md,
    /// "Stages").
    #[arg(long, value_name = "N", requires = "qualify")]
    sections: Option<u32>,
    /// With --sections: how many of each section go on to the final.
    #[arg(long, value_name = "Q", requires = "sections")]
    qualify: Option<u32>,
    /// With --sections: the final's form, `round-robin` (everyone meets everyone) or
    /// `knockout` (two-game matches, section winners seeded first, section mates
    /// apart in its first round where possible).
    #[arg(
        long = "final",
        value_name = "round-robin|knockout",
        requires = "sections",
        value_parser = parse_final_form,
        default_value = "round-robin"
    )]
    final_form: pawnpost::community::stages::FinalForm,
}

fn parse_final_form(text: &str) -> Result<pawnpost::community::stages::FinalForm, String> {
    pawnpost::community::stages::FinalForm::from_key(text)
        .ok_or_else(|| format!("expected round-robin or knockout, found {text:?}"))
}

/// Where a thematic tournament's games begin.
#[derive(Debug, clap::Args)]
struct EventStartArgs {
    /// Every game begins after these moves (`"1.e4 c5 2.Nf3 d6"`), in its PGN.
    #[arg(long = "start", conflicts_with = "fen")]
    moves: Option<String>,
    /// Every game begins from this position (FEN; the PGN says SetUp and FEN).
    #[arg(long, conflicts_with = "chess960")]
    fen: Option<String>,
    /// Chess960: a start position drawn for each round; both games of a pair in a
    /// double round robin start from the same one.
    #[arg(long, conflicts_with = "moves")]
    chess960: bool,
}

impl EventStartArgs {
    /// The start these flags name (the standard one without any).
    fn start(&self) -> anyhow::Result<pawnpost::command::Start> {
        pawnpost::command::Start::from_args(
            self.moves.as_deref(),
            self.fen.as_deref(),
            self.chess960,
        )
        .map_err(|problem| anyhow::anyhow!("the start: {problem}"))
    }
}

#[derive(Debug, clap::Args)]
struct ConfigArg {
    /// The config file (default: none, the embedded local-spool default).
    #[arg(long)]
    config: Option<PathBuf>,
}

fn parse_publish_delay(text: &str) -> Result<pawnpost::game::PublishDelay, String> {
    pawnpost::game::PublishDelay::from_key(text).ok_or_else(|| {
        format!(
            "`{text}` is no delay: write end, or a number of half-moves from 0 to {}",
            pawnpost::game::MAX_PUBLISH_DELAY_PLIES
        )
    })
}

fn parse_language(text: &str) -> Result<Language, String> {
    Language::from_code(text).ok_or_else(|| {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        format!("unknown language `{text}`: use {}", codes.join(", "))
    })
}

fn parse_system(text: &str) -> Result<pawnpost::community::swiss::System, String> {
    pawnpost::community::swiss::System::from_key(text)
        .ok_or_else(|| format!("unknown pairing system `{text}`: use dutch"))
}

fn run_pairings(system: pawnpost::community::swiss::System, file: &std::path::Path) -> ExitCode {
    use pawnpost::community::swiss::{PairingError, pair_trf};
    let text = match std::fs::read(file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("pawnpost pairings: {}: {e}", file.display());
            return ExitCode::from(5);
        }
    };
    match pair_trf(&text, system) {
        Ok(round) => {
            // A reader that stopped early (`| head`) is no error of ours.
            use std::io::Write as _;
            let mut out = std::io::stdout().lock();
            match write!(out, "{round}").and_then(|()| out.flush()) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    eprintln!("pawnpost pairings: writing the pairings: {e}");
                    ExitCode::from(74)
                }
                _ => ExitCode::SUCCESS,
            }
        }
        Err(e) => {
            eprintln!("pawnpost pairings: {}: {e}", file.display());
            ExitCode::from(match e {
                PairingError::NoPairing(_) => 1,
                PairingError::File(_) => 3,
            })
        }
    }
}

fn main() -> ExitCode {
    private_files();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(config) = plain_deliver(&args) {
        return deliver(&config, None);
    }
    let cli = Cli::parse_from(args);
    match cli.command {
        Command::Pairings { system, file } => run_pairings(system, &file),
        Command::Analyze {
            start,
            moves,
            json,
            language,
        } => run_analyze(&start, &moves, json, language),
        Command::Perft {
            start,
            depth,
            divide,
        } => run_perft(&start, depth, divide),
        Command::Man { out } => match write_man_pages(&out) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("pawnpost man: {e:#}");
                ExitCode::FAILURE
            }
        },
        Command::Completions { shell } => {
            let mut command = public_command();
            clap_complete::generate(shell, &mut command, "pawnpost", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
        Command::Read { config, json, now } => match read(&config, json, now.as_deref()) {
            Ok(code) => code,
            Err(e) => {
                eprintln!("pawnpost read: {e:#}");
                ExitCode::FAILURE
            }
        },
        other => match admin_command(other) {
            Ok(code) => code,
            Err(e) => {
                eprintln!("pawnpost: {e:#}");
                ExitCode::FAILURE
            }
        },
    }
}

/// `pawnpost man --out DIR`: section 1 pages for the command and every visible
/// subcommand, rendered from the same clap definition that parses the arguments.
fn write_man_pages(out: &std::path::Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    // Built once so that each subcommand knows its full name (`pawnpost tournament
    // create`); no `help` subcommand, which has no page of its own.
    let mut command = public_command().disable_help_subcommand(true);
    command.build();
    write_man_page(command, out)
}

/// The command line as admins see it: without the hidden packaging subcommands, which
/// clap_complete would otherwise offer for completion.
fn public_command() -> clap::Command {
    use clap::CommandFactory as _;
    let full = Cli::command();
    let visible: Vec<clap::Command> = full
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set())
        .cloned()
        .collect();
    let mut public = clap::Command::new("pawnpost")
        .version(env!("CARGO_PKG_VERSION"))
        .subcommand_required(true)
        .subcommands(visible);
    if let Some(about) = full.get_about() {
        public = public.about(about.clone());
    }
    public
}

/// The page of `command` (`pawnpost-tournament-create.1`), then its subcommands'.
fn write_man_page(command: clap::Command, out: &std::path::Path) -> anyhow::Result<()> {
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        write_man_page(sub.clone(), out)?;
    }
    // Every page's footer names the program and its version, not the subcommand's name.
    let page = clap_mangen::Man::new(command)
        .source(concat!("pawnpost ", env!("CARGO_PKG_VERSION")))
        .manual("pawnpost manual");
    page.generate_to(out)
        .with_context(|| format!("writing a man page into {}", out.display()))?;
    Ok(())
}

/// Files and directories this process creates are readable by its user only (0600 and
/// 0700): the database and its WAL hold reply addresses with players' keys, the spool
/// holds their mail.
fn private_files() {
    #[cfg(unix)]
    // SAFETY: umask only sets the process's file mode mask; it cannot fail and touches
    // no memory.
    unsafe {
        libc::umask(0o077);
    }
}

/// The log on standard error, in the config's `log.format`; `RUST_LOG` chooses what
/// is logged, else `default` (a level such as `info`).
fn init_logging(format: LogFormat, default: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    // Colours only for a terminal: a journal or a log file got the escape codes.
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        // One object per line: the event's fields at the top level beside timestamp,
        // level and target.
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(false)
            .with_span_list(false)
            .try_init(),
    };
}

/// A `--now` argument, else the clock.
fn time_arg(text: Option<&str>) -> anyhow::Result<pawnpost::time::Timestamp> {
    Ok(match text {
        Some(text) => pawnpost::time::parse_utc(text)?,
        None => pawnpost::time::now(),
    })
}

/// Loads the config, starts the log as it says (at `info`), and logs its warnings.
fn load_config(arg: &ConfigArg) -> anyhow::Result<Config> {
    load_config_logging_at(arg, "info")
}

fn load_config_logging_at(arg: &ConfigArg, level: &str) -> anyhow::Result<Config> {
    let config = Config::load(arg.config.as_deref())?;
    init_logging(config.log.format, level);
    for warning in config.warnings() {
        match &arg.config {
            Some(file) => tracing::warn!(file = %file.display(), "{warning}"),
            None => tracing::warn!("{warning}"),
        }
    }
    Ok(config)
}

fn postmaster(config: Config) -> anyhow::Result<Postmaster> {
    let secret = ServerSecret::load_or_create(&config.server.secret_file)?;
    Ok(Postmaster { config, secret })
}

/// What an admin command that writes letters needs: the config, the secret and the
/// store.
fn postmaster_and_store(config: &ConfigArg) -> anyhow::Result<(Postmaster, Store)> {
    let pm = postmaster(load_config(config)?)?;
    let store = open_store(&pm.config)?;
    Ok((pm, store))
}

fn open_store(config: &Config) -> anyhow::Result<Store> {
    Store::open(&config.server.database)
        .with_context(|| format!("opening {}", config.server.database.display()))
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    Ok(pawnpost::daemon::runtime::runtime()?)
}

fn admin_command(command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Analyze { .. }
        | Command::Pairings { .. }
        | Command::Perft { .. }
        | Command::Read { .. }
        | Command::Man { .. }
        | Command::Completions { .. } => {
            unreachable!("handled in main")
        }
        Command::CheckConfig { config } => {
            let config = match load_config(&config) {
                Ok(config) => config,
                Err(e) => {
                    eprintln!("{e:#}");
                    return Ok(ExitCode::from(78)); // EX_CONFIG
                }
            };
            for warning in config.warnings() {
                println!("warning: {warning}");
            }
            let files = admin::check_files(&config);
            for check in &files {
                match check.problem {
                    None => println!("{}", check.text),
                    Some(false) => println!("warning: {}", check.text),
                    Some(true) => println!("FAILED: {}", check.text),
                }
            }
            if files.iter().any(|c| c.problem == Some(true)) {
                return Ok(ExitCode::from(78)); // EX_CONFIG
            }
            println!("config: OK");
            let checks = runtime()?.block_on(pawnpost::mail::check::check_connections(&config));
            for check in &checks {
                println!("{}", check.text);
            }
            Ok(if checks.iter().all(|c| c.ok) {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(69)
            })
        }
        Command::Run { config } => {
            let pm = postmaster(load_config(&config)?)?;
            pawnpost::daemon::runtime::one_thread()?.block_on(async move {
                let (stop, stopped) = tokio::sync::watch::channel(false);
                tokio::spawn(async move {
                    wait_for_signal().await;
                    let _ = stop.send(true);
                });
                pawnpost::daemon::run(pm, stopped).await
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Deliver { config, now } => Ok(deliver(&config, now.as_deref())),
        Command::Send {
            config,
            from,
            to,
            subject,
            body,
        } => {
            let config = load_config(&config)?;
            let path = pawnpost::mail::source::maildir::spool_mail(
                &config,
                &from,
                to.as_deref(),
                &subject,
                &body,
                pawnpost::time::now(),
            )?;
            println!("queued in the spool: {}", path.display());
            Ok(ExitCode::SUCCESS)
        }
        Command::Games {
            config,
            all: _,
            active,
            finished,
            player,
            json,
            now,
        } => {
            let store = open_store(&load_config(&config)?)?;
            let now = time_arg(now.as_deref())?;
            let which = if active {
                Which::Active
            } else if finished {
                Which::Finished
            } else {
                Which::All
            };
            let filter = GameFilter {
                which,
                player: player.map(String::from),
            };
            print!("{}", admin::games(&store, &filter, now, json)?);
            Ok(ExitCode::SUCCESS)
        }
        Command::Show {
            config,
            game,
            json,
            now,
        } => {
            let store = open_store(&load_config(&config)?)?;
            let now = time_arg(now.as_deref())?;
            print!("{}", admin::show(&store, game, now, json)?);
            Ok(ExitCode::SUCCESS)
        }
        Command::Pgn { config, game } => {
            let config = load_config(&config)?;
            let store = open_store(&config)?;
            print!(
                "{}",
                admin::pgn(&store, game, config.server.address.as_str())?
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Adjudicate {
            config,
            game,
            verdict,
            reason,
        } => {
            let (pm, mut store) = postmaster_and_store(&config)?;
            let now = pawnpost::time::now();
            let (_, report) = admin::adjudicate(&pm, &mut store, game, &verdict, &reason, now)?;
            print!("{report}");
            drop(store);
            update_site(&pm.config);
            Ok(ExitCode::SUCCESS)
        }
        Command::Sweep { config, now } => {
            let (pm, mut store) = postmaster_and_store(&config)?;
            let now = match now {
                Some(text) => pawnpost::time::parse_utc(&text)?,
                None => pawnpost::time::now(),
            };
            let actions = pawnpost::daemon::sweep(&pm, &mut store, now)?;
            print!("{}", admin::sweep_report(&actions));
            send_outbox(&pm, store);
            update_site(&pm.config);
            Ok(ExitCode::SUCCESS)
        }
        Command::CheckDb { config } => {
            let store = open_store(&load_config(&config)?)?;
            let (ok, report) = admin::check_db(&store)?;
            print!("{report}");
            Ok(if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        Command::Status { config, json } => {
            let config = load_config(&config)?;
            let store = open_store(&config)?;
            let now = pawnpost::time::now();
            let poll = config.inbound.poll_interval();
            print!("{}", admin::status(&store, now, poll, json)?);
            Ok(ExitCode::SUCCESS)
        }
        Command::Backup { config, to } => {
            let config = load_config(&config)?;
            print!("{}", pawnpost::backup::backup(&config, &to)?);
            Ok(ExitCode::SUCCESS)
        }
        Command::Restore {
            config,
            from,
            keep_secret,
        } => {
            let config = load_config(&config)?;
            print!(
                "{}",
                pawnpost::backup::restore(&config, &from, keep_secret)?
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Tournament { action } => tournament(action),
        Command::Team { action } => team(action),
        Command::Quarantine { action } => quarantine(action),
        Command::Publish {
            config,
            out,
            update,
        } => {
            let config = load_config(&config)?;
            let Some(dir) = out.or_else(|| config.publish.dir.clone()) else {
                anyhow::bail!(
                    "give the site's directory with --out DIR, or set publish.dir in the config"
                );
            };
            let mut store = open_store(&config)?;
            let site = pawnpost::publish::Site::of(&config);
            let started = std::time::Instant::now();
            let now = pawnpost::time::now();
            let report = if update {
                pawnpost::publish::update(&mut store, &site, &dir, now)
            } else {
                pawnpost::publish::build(&mut store, &site, &dir, now)
            }
            .with_context(|| format!("writing the site in {}", dir.display()))?;
            println!(
                "{}: {report} ({} ms)",
                dir.display(),
                started.elapsed().as_millis()
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Export {
            config,
            pgn,
            tournament,
        } => {
            let config = load_config(&config)?;
            let mut store = open_store(&config)?;
            let (text, count) = admin::export(
                &mut store,
                config.server.address.domain(),
                tournament.as_deref(),
                pawnpost::time::now(),
            )?;
            std::fs::write(&pgn, text).with_context(|| format!("writing {}", pgn.display()))?;
            println!("{count} games written to {}", pgn.display());
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// `pawnpost tournament …`.
fn tournament_terms(
    double: bool,
    timeout_days: Option<u32>,
    time_control: Option<&str>,
    start: &EventStartArgs,
    rules: &RulesArgs,
) -> anyhow::Result<pawnpost::daemon::TournamentTerms> {
    Ok(pawnpost::daemon::TournamentTerms {
        double,
        timeout_days,
        time_control: time_control
            .map(pawnpost::daemon::time_control_arg)
            .transpose()?,
        start: start.start()?,
        rules: rules.rules(),
        swiss_rounds: None,
        knockout: false,
        half_byes: None,
    })
}

fn tournament(action: TournamentAction) -> anyhow::Result<ExitCode> {
    let now = pawnpost::time::now();
    match action {
        TournamentAction::Create {
            config,
            name,
            players,
            double,
            timeout_days,
            time_control,
            start,
            rules,
            swiss,
            stages,
        } => {
            let mut terms = tournament_terms(
                double,
                timeout_days,
                time_control.as_deref(),
                &start,
                &rules,
            )?;
            terms.swiss_rounds = swiss.swiss_rounds()?;
            terms.knockout = swiss.knockout();
            terms.half_byes = swiss.half_byes()?;
            let (pm, mut store) = postmaster_and_store(&config)?;
            if let (Some(sections), Some(qualify)) = (stages.sections, stages.qualify) {
                let plan = pawnpost::daemon::stages::Plan {
                    sections,
                    qualify,
                    final_form: stages.final_form,
                };
                let made = pawnpost::daemon::stages::create(
                    &pm, &mut store, &name, &players, plan, terms, now,
                )?;
                let listed: Vec<String> = made
                    .sections
                    .iter()
                    .map(|(section, players)| format!("{section} ({players})"))
                    .collect();
                println!(
                    "{name}: in stages, sections {}; {} games started, their mails are in the outbox; the best {qualify} of each go on to {}, a {}",
                    listed.join(", "),
                    made.games,
                    pawnpost::daemon::stages::final_name(&name),
                    match stages.final_form {
                        pawnpost::community::stages::FinalForm::RoundRobin => "round robin",
                        pawnpost::community::stages::FinalForm::Knockout =>
                            "knockout of two-game matches",
                    },
                );
                drop(store);
                update_site(&pm.config);
                return Ok(ExitCode::SUCCESS);
            }
            let games =
                pawnpost::daemon::create_tournament(&pm, &mut store, &name, &players, terms, now)?;
            println!(
                "{name}: {} players, {games} games started; their mails are in the outbox",
                players.len()
            );
            drop(store);
            update_site(&pm.config);
        }
        TournamentAction::Open {
            config,
            name,
            size,
            double,
            timeout_days,
            time_control,
            start,
            rules,
            swiss,
            stages,
        } => {
            let mut terms = tournament_terms(
                double,
                timeout_days,
                time_control.as_deref(),
                &start,
                &rules,
            )?;
            terms.swiss_rounds = swiss.swiss_rounds()?;
            terms.knockout = swiss.knockout();
            terms.half_byes = swiss.half_byes()?;
            let (pm, mut store) = postmaster_and_store(&config)?;
            if let (Some(sections), Some(qualify)) = (stages.sections, stages.qualify) {
                let plan = pawnpost::daemon::stages::Plan {
                    sections,
                    qualify,
                    final_form: stages.final_form,
                };
                pawnpost::daemon::stages::open(&pm, &mut store, &name, size, plan, terms, now)?;
                println!(
                    "{name}: in stages, open for {size} players; they join with `Join {name}`, and the last entry deals the {sections} sections"
                );
                return Ok(ExitCode::SUCCESS);
            }
            pawnpost::daemon::open_tournament(&pm, &mut store, &name, size, terms, now)?;
            println!("{name}: open for {size} players; they join with `Join {name}`");
            drop(store);
            update_site(&pm.config);
        }
        TournamentAction::Ladder {
            config,
            name,
            reach,
            challenge_days,
            rematch_days,
            timeout_days,
            time_control,
            start,
            rules,
        } => {
            let game =
                tournament_terms(false, timeout_days, time_control.as_deref(), &start, &rules)?;
            let terms = pawnpost::daemon::LadderTerms {
                rules: pawnpost::community::ladder::LadderRules {
                    reach,
                    rematch_days,
                },
                challenge_days,
                timeout_days: game.timeout_days,
                time_control: game.time_control,
                start: game.start,
                event_rules: game.rules,
            };
            let (pm, mut store) = postmaster_and_store(&config)?;
            pawnpost::daemon::create_ladder(&pm, &mut store, &name, terms, now)?;
            println!(
                "{name}: a ladder; players join with `Join {name}` and climb with `Challenge NAME in {name}`"
            );
            drop(store);
            update_site(&pm.config);
        }
        TournamentAction::Show { config, name } => {
            let mut store = open_store(&load_config(&config)?)?;
            match pawnpost::daemon::ladder_show(&mut store, &name, now)? {
                Some(shown) => print!("{shown}"),
                None => match pawnpost::admin::stages_show(&mut store, &name, now)? {
                    Some(shown) => print!("{shown}"),
                    None => print!("{}", admin::tournament_show(&mut store, &name, now)?),
                },
            }
        }
        TournamentAction::Withdraw {
            config,
            name,
            player,
        } => {
            let (pm, mut store) = postmaster_and_store(&config)?;
            match pawnpost::daemon::ladder_withdraw(&pm, &mut store, &name, &player, now)? {
                Some(true) => {
                    println!("{player} left the ladder {name}; the players below moved up one");
                    drop(store);
                    update_site(&pm.config);
                    return Ok(ExitCode::SUCCESS);
                }
                Some(false) => anyhow::bail!("{player} holds no place on the ladder {name}"),
                None => {}
            }
            let done = pawnpost::daemon::withdraw(&pm, &mut store, &name, &player, now)?;
            println!("{}", done.summary(&player, &name));
            drop(store);
            update_site(&pm.config);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `pawnpost quarantine …`.
fn quarantine(action: QuarantineAction) -> anyhow::Result<ExitCode> {
    match action {
        QuarantineAction::List { config, json } => {
            let store = open_store(&load_config(&config)?)?;
            print!("{}", admin::quarantine_list(&store, json)?);
        }
        QuarantineAction::Show { config, id } => {
            use std::io::Write as _;
            let store = open_store(&load_config(&config)?)?;
            let raw = admin::quarantine_raw(&store, id)?;
            let mut out = std::io::stdout().lock();
            if std::io::IsTerminal::is_terminal(&out) {
                out.write_all(admin::for_terminal(&raw).as_bytes())?;
            } else {
                out.write_all(&raw)?;
            }
            out.flush()?;
        }
        QuarantineAction::Reprocess { config, id, now } => {
            let now = now
                .as_deref()
                .map(pawnpost::time::parse_utc)
                .transpose()
                .map_err(|e| anyhow::anyhow!("--now: {e}"))?
                .unwrap_or_else(pawnpost::time::now);
            let (pm, mut store) = postmaster_and_store(&config)?;
            let reprocessed = pawnpost::daemon::attempts::reprocess(&pm, &mut store, id, now)?;
            print!("{}", admin::reprocessed_text(&reprocessed));
            if reprocessed.outcome.is_err() {
                return Ok(ExitCode::FAILURE);
            }
            send_outbox(&pm, store);
            update_site(&pm.config);
        }
        QuarantineAction::Delete { config, id } => {
            let mut store = open_store(&load_config(&config)?)?;
            print!("{}", admin::quarantine_delete(&mut store, id)?);
        }
    }
    Ok(ExitCode::SUCCESS)
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// The config of `deliver` as an MTA's pipe runs it (`deliver`, then `--config PATH`
/// or `--config=PATH` at most), read without building clap's tree of every subcommand:
/// 0.45 M instructions, a third of a `deliver` that hands its mail to the daemon.
/// Anything else is `None`, for clap (its errors and help included).
fn plain_deliver(args: &[std::ffi::OsString]) -> Option<ConfigArg> {
    match args {
        [_, command, rest @ ..] if command == "deliver" => {
            pawnpost::daemon::front::plain_config(rest).map(|config| ConfigArg { config })
        }
        _ => None,
    }
}

/// `pawnpost deliver`: commits one mail from stdin (as of `now` when given), then tries
/// to send its replies ([`deliver_mail`]). As the MTA's pipe runs it, with a panic
/// anywhere in it, its destructors included, turned into the exit the MTA must hear: 0
/// once the mail is committed (a bounce would tell the player that an applied move was
/// not delivered), else EX_TEMPFAIL (75: the MTA tries again, and the attempts set a
/// mail that keeps failing aside). A panic's own exit, 101, is a bounce to Postfix.
fn deliver(config: &ConfigArg, now: Option<&str>) -> ExitCode {
    let committed = std::cell::Cell::new(false);
    let delivered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        deliver_mail(config, now, &committed)
    }));
    match delivered {
        Ok(code) => code,
        Err(_) if committed.get() => {
            use std::io::Write as _;
            // Not `eprintln!`, which panics when the MTA no longer reads.
            let _ = writeln!(
                std::io::stderr(),
                "pawnpost deliver: the mail is committed; a panic after it (above) is the daemon's or the next run's to mend"
            );
            ExitCode::SUCCESS
        }
        Err(_) => not_committed("a panic (above)"),
    }
}

/// [`deliver`]'s work; `committed` is set once the mail is committed (or set aside),
/// after which nothing may make the MTA retry or bounce it.
fn deliver_mail(
    config: &ConfigArg,
    now: Option<&str>,
    committed: &std::cell::Cell<bool>,
) -> ExitCode {
    const EX_DATAERR: u8 = 65;
    const EX_TEMPFAIL: u8 = 75;
    const EX_USAGE: u8 = 64;
    let pm = match load_config(config).and_then(postmaster) {
        Ok(pm) => pm,
        Err(e) => {
            eprintln!("pawnpost deliver: {e:#}");
            return ExitCode::from(EX_TEMPFAIL);
        }
    };
    let given_now = match now.map(pawnpost::time::parse_utc).transpose() {
        Ok(now) => now,
        Err(e) => {
            eprintln!("pawnpost deliver: --now: {e}");
            return ExitCode::from(EX_USAGE);
        }
    };
    // At most one byte more than the limit is kept (so the mail is known to be cut);
    // the rest is read and dropped, so the MTA sees its pipe drained.
    let max = pm.config.limits.max_message_bytes;
    let raw = match read_limited(std::io::stdin().lock(), max.saturating_add(1)) {
        Ok(raw) => raw,
        Err(e) => {
            eprintln!("pawnpost deliver: reading standard input: {e}");
            return ExitCode::from(EX_TEMPFAIL);
        }
    };
    if raw.iter().all(u8::is_ascii_whitespace) {
        eprintln!("pawnpost deliver: standard input holds no mail");
        return ExitCode::from(EX_DATAERR);
    }
    // A daemon running on the database takes the mail: it paid once what this process
    // would pay before its first useful step. Not for a mail of another time (`--now`,
    // tests and replays), which the daemon's clock would misdate.
    // Nor when `pawnpost-deliver` asked it already and became this process.
    if given_now.is_none() && std::env::var_os(pawnpost::daemon::front::HANDOFF_TRIED).is_none() {
        // Its answer ends this process. Nobody listening, or no answer: the work is done
        // here (a mail the daemon did commit is a duplicate, which its record skips).
        if let Some(handed) = pawnpost::daemon::handoff::hand_over(&pm.config, &raw) {
            let (end, taken) = pawnpost::daemon::front::handed_end(handed);
            committed.set(taken);
            return end;
        }
    }
    let now = given_now.unwrap_or_else(pawnpost::time::now);
    let mut store = match open_store(&pm.config) {
        Ok(store) => store,
        Err(e) => {
            eprintln!("pawnpost deliver: {e:#}");
            return ExitCode::from(EX_TEMPFAIL);
        }
    };
    // Its one write that must outlive the machine, the mail's transaction, is synced at
    // its commit: closing need not checkpoint (two fsyncs, and the WAL made again and
    // synced by the next `deliver`).
    if let Err(e) = store.leave_checkpoint_to_others() {
        tracing::warn!("the database checkpoints at close: {e}");
    }
    // But checkpoints often: the next `deliver` rebuilds the WAL's index from it all.
    if let Err(e) = store.keep_the_wal_short() {
        tracing::warn!("the WAL may grow to SQLite's default: {e}");
    }
    store.reads_without_a_second_connection();
    // The attempt is counted first: a mail that failed, panicked or killed `deliver`
    // too often in a row is set aside and the MTA is told it was delivered.
    match pawnpost::daemon::process_attempted(&pm, &mut store, &raw, "stdin", now) {
        Ok(pawnpost::daemon::Attempt::Processed(disposition)) => {
            committed.set(true);
            tracing::info!(?disposition, "mail committed");
            #[cfg(debug_assertions)]
            pawnpost::daemon::attempts::after_commit_test_hook(&raw);
        }
        Ok(pawnpost::daemon::Attempt::SetAside { id, .. }) => {
            committed.set(true);
            return set_aside(id);
        }
        Err(e) => return not_committed(&e.to_string()),
    }
    // The mail is committed: a failure to send only leaves replies in the outbox. The
    // same connection sends them (a second would read the schema and make the WAL
    // again, about a third of this command's time).
    send_outbox(&pm, store);
    // And a failure to update the site only leaves it to the next update.
    update_site(&pm.config);
    ExitCode::SUCCESS
}

/// After a change this command made: brings `[publish] dir` up to date, when the site
/// was written before (its first, whole build is `pawnpost publish`'s or the daemon's).
/// A failure is logged and changes nothing else (the change is committed; the next
/// update takes it in).
fn update_site(config: &Config) {
    let Some(dir) = &config.publish.dir else {
        return;
    };
    let updated = open_store(config).and_then(|mut store| {
        let site = pawnpost::publish::Site::of(config);
        Ok(pawnpost::publish::update_written(
            &mut store,
            &site,
            dir,
            pawnpost::time::now(),
        )?)
    });
    match updated {
        Ok(Some(report)) if report.changed_nothing() => {
            tracing::debug!(dir = %dir.display(), "site: {report}")
        }
        Ok(Some(report)) => tracing::info!(dir = %dir.display(), "site: {report}"),
        Ok(None) => tracing::warn!(
            dir = %dir.display(),
            "the site was never written with this config; run `pawnpost publish` once"
        ),
        Err(e) => tracing::warn!(dir = %dir.display(), "the site was not updated: {e:#}"),
    }
}

/// Sends what the outbox holds (a failure leaves it there for the daemon or the next
/// run). Called once a command's change is committed: nothing here may undo it or make
/// the MTA think a delivered mail failed, not even a panic while sending (its message
/// is printed; the letters it claimed are anyone's again once this process is gone).
fn send_outbox(pm: &Postmaster, store: pawnpost::store::Store) {
    let sent = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let rt = pawnpost::daemon::runtime::one_thread()?;
        rt.block_on(async {
            let store = pawnpost::store::StoreThread::here(store);
            let mut sink =
                pawnpost::mail::sink::Sink::from_config(&pm.config.outbound)?.writing_here();
            pawnpost::daemon::drain_outbox(
                &store,
                &mut sink,
                pm.config.server.address.as_str(),
                pm.config.outbound.retry_policy(),
            )
            .await
        })
    }));
    match sent {
        Ok(Ok(_)) => {}
        Ok(Err(e)) => tracing::warn!("replies stay in the outbox: {e:#}"),
        Err(_) => tracing::error!(
            "sending stopped on a panic (above); the replies stay in the outbox for the daemon or the next run"
        ),
    }
}

/// `pawnpost read`: explains one mail from stdin through the daemon's own code, in a
/// transaction that is rolled back. A missing database or secret is not created: the
/// mail is read as by a daemon that has no games and sent no letters yet.
fn read(config: &ConfigArg, json: bool, now: Option<&str>) -> anyhow::Result<ExitCode> {
    const EX_DATAERR: u8 = 65;
    // Warnings only: the daemon's info lines would describe the rehearsal as if it
    // happened.
    let config = load_config_logging_at(config, "warn")?;
    let now = match now {
        Some(text) => pawnpost::time::parse_utc(text)?,
        None => pawnpost::time::now(),
    };
    let secret = match ServerSecret::load(&config.server.secret_file)? {
        Some(secret) => secret,
        None => {
            eprintln!(
                "pawnpost read: no server secret at {}: no token can be genuine",
                config.server.secret_file.display()
            );
            ServerSecret::ephemeral()?
        }
    };
    let database = &config.server.database;
    let mut store = if database.exists() {
        let mut store = open_store(&config)?;
        store.reads_without_a_second_connection();
        store
    } else {
        eprintln!(
            "pawnpost read: no database at {}: read as by a daemon with no games and no letters sent",
            database.display()
        );
        Store::open_in_memory()?
    };
    let max = config.limits.max_message_bytes;
    let raw = read_limited(std::io::stdin().lock(), max.saturating_add(1))
        .context("reading standard input")?;
    if raw.iter().all(u8::is_ascii_whitespace) {
        eprintln!("pawnpost read: standard input holds no mail");
        return Ok(ExitCode::from(EX_DATAERR));
    }
    let pm = Postmaster { config, secret };
    let explanation = pawnpost::daemon::explain(&pm, &mut store, &raw, now)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&explanation)?);
    } else {
        print!("{}", explanation.to_text());
    }
    Ok(ExitCode::SUCCESS)
}

fn run_analyze(start: &StartArgs, moves: &str, json: bool, language: Language) -> ExitCode {
    let analysis = start
        .position()
        .map_err(AnalysisError::from)
        .and_then(|start| analyze_from(start, moves, language));
    match analysis {
        Ok((record, analysis)) => {
            if json {
                match serde_json::to_string(&analysis) {
                    Ok(text) => println!("{text}"),
                    Err(e) => {
                        eprintln!("cannot write JSON: {e}");
                        return ExitCode::FAILURE;
                    }
                }
            } else {
                print!("{}", analysis.to_text(record.position()));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            if json {
                let value = match &e {
                    AnalysisError::Move { ply, error, .. } => {
                        serde_json::json!({ "error": error.to_string(), "ply": ply })
                    }
                    AnalysisError::Unplayable { ply, error, .. } => {
                        serde_json::json!({ "error": error.to_string(), "ply": ply })
                    }
                    AnalysisError::Fen(error) => serde_json::json!({ "error": error.to_string() }),
                };
                println!("{value}");
            } else {
                eprintln!("{e}");
            }
            ExitCode::from(2)
        }
    }
}

fn run_perft(start: &StartArgs, depth: u32, divide: bool) -> ExitCode {
    let pos = match start.position() {
        Ok(pos) => pos,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if divide && depth > 0 {
        let mut total = 0;
        for m in pos.legal_moves().iter() {
            let mut next = pos;
            next.play_unchecked(m);
            let n = perft(&next, depth - 1);
            total += n;
            println!("{m}: {n}");
        }
        println!("{total}");
    } else {
        println!("{}", perft(&pos, depth));
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever `plain_deliver` reads, clap reads the same; the MTA's forms are read.
    #[test]
    fn deliver_as_the_pipe_runs_it_is_read_as_clap_reads_it() {
        let plain = [
            vec!["deliver"],
            vec!["deliver", "--config", "/etc/pawnpost/pawnpost.toml"],
            vec!["deliver", "--config=/etc/pawnpost/pawnpost.toml"],
            vec!["deliver", "--config", "relative dir/p.toml"],
        ];
        let others = [
            vec!["deliver", "--config", "-x"],
            vec!["deliver", "--config", ""],
            vec!["deliver", "--config="],
            vec!["deliver", "--config"],
            vec!["deliver", "--now", "5"],
            vec!["deliver", "--config", "a.toml", "--now", "5"],
            vec!["deliver", "--help"],
            vec!["deliver", "extra"],
            vec!["deliver", "--conf", "a.toml"],
            vec!["run", "--config", "a.toml"],
            vec!["read"],
            vec![],
        ];
        for (argv, read) in plain
            .iter()
            .map(|a| (a, true))
            .chain(others.iter().map(|a| (a, false)))
        {
            let args: Vec<std::ffi::OsString> = std::iter::once("pawnpost")
                .chain(argv.iter().copied())
                .map(Into::into)
                .collect();
            let fast = plain_deliver(&args).map(|c| c.config);
            assert_eq!(fast.is_some(), read, "{argv:?}");
            if let Some(fast) = fast {
                let by_clap = match Cli::try_parse_from(&args).map(|cli| cli.command) {
                    Ok(Command::Deliver { config, now: None }) => config.config,
                    other => panic!("{argv:?}: clap reads {other:?}"),
                };
                assert_eq!(fast, by_clap, "{argv:?}");
            }
        }
    }
}
