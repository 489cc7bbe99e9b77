//! The world of the public site's tests (`publish_site`, `accessibility`): a database
//! with a finished tournament, an open seek and a game in progress, played through the
//! in-process office, and the site's files read back.

use std::collections::BTreeMap;
use std::path::Path;

use super::Office;
use pawnpost::publish::{Site, build, update};

pub const ANNA: &str = "anna@example.org";
pub const BERT: &str = "bert@example.org";
pub const CARL: &str = "carl@example.org";
pub const DORA: &str = "dora@example.org";
pub const ERIN: &str = "erin@example.org";
pub const FRED: &str = "fred@example.org";
pub const EVERYONE: [&str; 6] = [ANNA, BERT, CARL, DORA, ERIN, FRED];

/// The moves of the game in progress (game 4): five plies.
pub const RUNNING: [&str; 5] = ["e4", "e5", "Nf3", "Nc6", "Bb5"];

pub struct Rig {
    pub office: Office,
    serial: u32,
}

impl Rig {
    pub fn new(configure: impl FnOnce(&mut pawnpost::config::Config)) -> Rig {
        Rig {
            office: Office::new(11, 1_790_000_000, configure),
            serial: 0,
        }
    }

    pub fn send(&mut self, from: &str, to: &str, body: &str) {
        self.serial += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <p{}@client.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.serial
        );
        self.office.deliver(raw.as_bytes());
        self.office.drain();
    }

    pub fn lobby(&mut self, who: &str, body: &str) {
        let own = self.office.own_address(who);
        self.send(who, &own, body);
    }

    pub fn play(&mut self, game: i64, who: &str, body: &str) {
        let to = self.office.reply_address(game, who);
        self.send(who, &to, body);
    }

    pub fn site(&self) -> Site {
        Site::of(&self.office.pm.config)
    }

    pub fn build(&mut self, dir: &Path) -> pawnpost::publish::Report {
        let site = self.site();
        build(&mut self.office.store, &site, dir, self.office.now).unwrap()
    }

    pub fn update(&mut self, dir: &Path) -> pawnpost::publish::Report {
        let site = self.site();
        update(&mut self.office.store, &site, dir, self.office.now).unwrap()
    }
}

/// The world of the test: a finished round robin of Anna, Bert and Carl (games 1 to 3,
/// with moves, a mate, a resignation and a draw by agreement), Dora's open seek, and
/// Erin's game against Fred in progress (game 4, five plies, Erin White).
pub fn world(configure: impl FnOnce(&mut pawnpost::config::Config)) -> Rig {
    let mut rig = Rig::new(configure);
    rig.lobby(ANNA, "Name Anna_K");
    let players: Vec<String> = [ANNA, BERT, CARL].map(str::to_owned).to_vec();
    let now = rig.office.now;
    let games = pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Spring",
        &players,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    assert_eq!(games, 3);
    rig.office.drain();
    for id in 1..=3 {
        let game = rig.office.store.load_game(id).unwrap();
        let (white, black) = (game.white().to_owned(), game.black().to_owned());
        match id {
            // Fool's mate: Black mates.
            1 => {
                for (who, san) in [
                    (&white, "f3"),
                    (&black, "e5"),
                    (&white, "g4"),
                    (&black, "Qh4#"),
                ] {
                    rig.play(id, who, san);
                }
            }
            2 => {
                rig.play(id, &white, "d4");
                rig.play(id, &black, "d5");
                rig.play(id, &white, "c4");
                rig.play(id, &black, "Resign");
            }
            _ => {
                rig.play(id, &white, "e4");
                rig.play(id, &black, "c5");
                rig.play(id, &white, "Request Draw");
                rig.play(id, &black, "Accept Draw");
            }
        }
        assert!(
            rig.office.store.load_game(id).unwrap().is_over(),
            "game {id}"
        );
    }
    rig.lobby(DORA, "Seek");
    rig.lobby(ERIN, &format!("Challenge {FRED} white"));
    let invitation = rig.office.invitation_address(1, FRED);
    rig.send(FRED, &invitation, "Accept");
    let game = rig.office.store.load_game(4).unwrap();
    assert_eq!((game.white(), game.black()), (ERIN, FRED));
    for (i, san) in RUNNING.iter().enumerate() {
        rig.play(4, if i % 2 == 0 { ERIN } else { FRED }, san);
    }
    assert_eq!(rig.office.store.load_game(4).unwrap().moves().len(), 5);
    rig
}

/// Every file of the site, by its path from the root.
pub fn files(root: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let name = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(root, root, &mut out);
    out
}

pub fn text(files: &BTreeMap<String, Vec<u8>>, name: &str) -> String {
    String::from_utf8(
        files
            .get(name)
            .unwrap_or_else(|| panic!("no {name} in {:?}", files.keys()))
            .clone(),
    )
    .unwrap()
}
