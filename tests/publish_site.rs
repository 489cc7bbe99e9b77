//! The public site (`pawnpost publish`), built in process from a database with a
//! finished tournament, an open seek and a game in progress: no address in any file,
//! the game in progress shows no move its delay hides, every PGN reads back to its
//! game (pawnpost's own reader and shakmaty), the Atom feed is XML with one entry per
//! finished game; an update after one move rewrites only what that move changed; a
//! rename moves the player's page; the pages speak the server's language.

use crate::common;

use std::collections::BTreeMap;

use common::site::{
    ANNA, BERT, CARL, DORA, ERIN, EVERYONE, FRED, RUNNING, Rig, files, text, world,
};
use pawnpost::game::PublishDelay;
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen, san::San};

/// No player's address in any file; no `@` at all in any text file (the feed's
/// namespace is `http://www.w3.org/2005/Atom`, which has none).
fn assert_no_address(files: &BTreeMap<String, Vec<u8>>) {
    for (name, bytes) in files {
        for address in EVERYONE.iter().chain([&common::SERVER]) {
            let local = address.split('@').next().unwrap();
            assert!(
                !bytes
                    .windows(address.len())
                    .any(|w| w.eq_ignore_ascii_case(address.as_bytes())),
                "{name} holds {address}"
            );
            // Nor the address's local part followed by its domain in any other form.
            assert!(
                !String::from_utf8_lossy(bytes).contains(&format!("{local}@")),
                "{name} holds {local}@"
            );
        }
        if !name.ends_with(".png") {
            let text = String::from_utf8(bytes.clone()).unwrap();
            assert!(!text.contains('@'), "{name} holds an @:\n{text}");
        }
    }
}

/// The moves of a PGN, read by pawnpost's reader and replayed by shakmaty (a second,
/// independent reading of the SAN and the FEN); the result token.
fn read_back(pgn: &str) -> (Vec<String>, String) {
    let fen = pgn.lines().find_map(|l| {
        l.strip_prefix("[FEN \"")
            .and_then(|l| l.strip_suffix("\"]"))
    });
    let mut position: Chess = match fen {
        Some(fen) => Fen::from_ascii(fen.as_bytes())
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap(),
        None => Chess::default(),
    };
    let result = pgn
        .lines()
        .find_map(|l| {
            l.strip_prefix("[Result \"")
                .and_then(|l| l.strip_suffix("\"]"))
        })
        .unwrap()
        .to_owned();
    let movetext: String = pgn
        .lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        movetext.trim_end().ends_with(&result),
        "the movetext ends in the result: {pgn}"
    );
    let sans: Vec<String> = match pawnpost::notation::pgn_read::read_pgn(pgn) {
        Ok(game) => game.moves.iter().map(|m| m.text.clone()).collect(),
        Err(pawnpost::notation::pgn_read::PgnError::NoMoves) => Vec::new(),
        Err(e) => panic!("{e}: {pgn}"),
    };
    for san in &sans {
        let m = San::from_ascii(san.as_bytes())
            .unwrap()
            .to_move(&position)
            .unwrap_or_else(|e| panic!("{san}: {e} in {pgn}"));
        position.play_unchecked(m);
    }
    (sans, result)
}

#[test]
fn the_site_shows_the_record_and_no_address_nor_a_hidden_move() {
    let mut rig = world(|_| {});
    let dir = tempfile::tempdir().unwrap();
    let report = rig.build(dir.path());
    assert!(report.whole, "{report}");
    let site = files(dir.path());
    for name in [
        "index.html",
        "top.html",
        "feed.atom",
        "style.css",
        "games/1.html",
        "games/1.pgn",
        "games/1.png",
        "games/4.html",
        "games/4.pgn",
        "players/Anna_K.html",
        "tournaments/Spring.html",
        ".pawnpost-publish.json",
    ] {
        assert!(site.contains_key(name), "{name} missing: {:?}", site.keys());
    }
    assert_no_address(&site);

    // Every player has a page, by their label; the index links the seeker's.
    for who in EVERYONE {
        let label = rig
            .office
            .store
            .transaction(|tx| tx.profile(who, 0).map(|p| p.label()))
            .unwrap();
        assert!(
            site.contains_key(&format!("players/{label}.html")),
            "{who} as {label}: {:?}",
            site.keys()
        );
    }
    let index = text(&site, "index.html");
    assert!(index.contains("<html lang=\"en\">"), "{index}");
    assert!(
        index.contains("href=\"games/4.html\""),
        "the game in progress: {index}"
    );
    assert!(index.contains("href=\"games/1.html\""), "a result: {index}");
    assert!(
        index.contains("One player is looking for an opponent."),
        "{index}"
    );
    assert!(
        index.contains("href=\"tournaments/Spring.html\""),
        "{index}"
    );
    assert!(!index.contains("<script"), "{index}");

    // The game in progress: nothing of its moves, not even their times.
    let running = text(&site, "games/4.html");
    assert!(running.contains("In progress."), "{running}");
    assert!(running.contains("No move is shown."), "{running}");
    for san in RUNNING {
        assert!(
            !running.contains(&format!(">{san}<")),
            "{san} shown: {running}"
        );
    }
    assert!(
        running.contains("src=\"../boards/"),
        "the shared start: {running}"
    );
    assert!(!site.contains_key("games/4.png"));
    let (moves, result) = read_back(&text(&site, "games/4.pgn"));
    assert!(moves.is_empty(), "{moves:?}");
    assert_eq!(result, "*");
    let erin = rig
        .office
        .store
        .transaction(|tx| tx.profile(ERIN, 0).map(|p| p.label()))
        .unwrap();
    let erin = text(&site, &format!("players/{erin}.html"));
    assert!(erin.contains("No moves yet to time."), "{erin}");

    // Every finished game's PGN reads back to the game as stored.
    for id in 1..=3 {
        let game = rig.office.store.load_game(id).unwrap();
        let (moves, result) = read_back(&text(&site, &format!("games/{id}.pgn")));
        let stored: Vec<String> = game.moves().iter().map(|m| m.san.clone()).collect();
        assert_eq!(moves, stored, "game {id}");
        assert_eq!(result, game.outcome().unwrap().result.pgn(), "game {id}");
        let page = text(&site, &format!("games/{id}.html"));
        for san in &stored {
            assert!(
                page.contains(&format!(">{san}<")),
                "{san} in game {id}: {page}"
            );
        }
        assert!(
            page.contains(&format!("href=\"{id}.pgn\" download")),
            "{page}"
        );
        assert!(page.contains("alt=\"The board seen from White"), "{page}");
    }
    assert!(text(&site, "games/1.html").contains("Black won by checkmate."));
    assert!(text(&site, "games/3.html").contains("Drawn by agreement."));

    // The crosstable: a real table with Sonneborn–Berger, every player linked.
    let spring = text(&site, "tournaments/Spring.html");
    assert!(
        spring.contains("<th scope=\"col\">Sonneborn–Berger</th>"),
        "{spring}"
    );
    assert!(spring.contains("3 of 3 games finished."), "{spring}");
    assert!(
        spring.contains("href=\"../players/Anna_K.html\""),
        "{spring}"
    );

    // The feed: XML, one entry per finished game, linking its page.
    let feed = text(&site, "feed.atom");
    let xml = roxmltree::Document::parse(&feed).unwrap_or_else(|e| panic!("{e}: {feed}"));
    let root = xml.root_element();
    assert_eq!(root.tag_name().name(), "feed");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2005/Atom")
    );
    let entries: Vec<_> = root
        .children()
        .filter(|n| n.tag_name().name() == "entry")
        .collect();
    assert_eq!(entries.len(), 3, "{feed}");
    let mut linked: Vec<String> = entries
        .iter()
        .map(|e| {
            e.children()
                .find(|n| n.tag_name().name() == "link")
                .and_then(|l| l.attribute("href"))
                .unwrap()
                .to_owned()
        })
        .collect();
    linked.sort();
    assert_eq!(linked, ["games/1.html", "games/2.html", "games/3.html"]);
    for entry in &entries {
        for required in ["id", "title", "updated"] {
            assert!(
                entry.children().any(|n| n.tag_name().name() == required),
                "{required} in {feed}"
            );
        }
    }

    // Built again from the same database, nothing changes.
    let again = rig.build(dir.path());
    assert_eq!(again.written, 0, "{again}");
    assert_eq!(files(dir.path()), site);
}

#[test]
fn a_delay_of_plies_shows_all_but_the_latest_moves_and_an_update_rewrites_only_what_a_move_changed()
{
    let mut rig = world(|config| config.publish.delay = PublishDelay::Plies(2));
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    let before = files(dir.path());
    let running = text(&before, "games/4.html");
    for san in &RUNNING[..3] {
        assert!(running.contains(&format!(">{san}<")), "{san}: {running}");
    }
    for san in &RUNNING[3..] {
        assert!(
            !running.contains(&format!(">{san}<")),
            "{san} shown: {running}"
        );
    }
    assert!(
        running.contains("its last 2 half-moves are not shown"),
        "{running}"
    );
    let (moves, result) = read_back(&text(&before, "games/4.pgn"));
    assert_eq!(moves, RUNNING[..3]);
    assert_eq!(result, "*");
    assert!(before.contains_key("games/4.png"));

    // Nothing happened: an update writes nothing, not even its record.
    let quiet = rig.update(dir.path());
    assert!(!quiet.whole);
    assert_eq!((quiet.games, quiet.written), (0, 0), "{quiet}");
    assert_eq!(files(dir.path()), before);

    // One move: the game's page, PGN and picture change; the rest is as it was.
    rig.play(4, FRED, "a6");
    let report = rig.update(dir.path());
    assert_eq!(report.games, 1, "{report}");
    let after = files(dir.path());
    let changed: Vec<&String> = after
        .iter()
        .filter(|(name, bytes)| before.get(*name) != Some(bytes))
        .map(|(name, _)| name)
        .collect();
    assert_eq!(
        changed,
        [
            ".pawnpost-publish.json",
            "games/4.html",
            "games/4.pgn",
            "games/4.png"
        ],
        "{report}"
    );
    assert!(report.written <= 6, "{report}");
    let running = text(&after, "games/4.html");
    assert!(
        running.contains(">Nc6<") && !running.contains(">Bb5<"),
        "{running}"
    );
    assert_no_address(&after);

    // The game ends: all of it is public, and it is a result and a feed entry.
    rig.play(4, ERIN, "Resign");
    let report = rig.update(dir.path());
    let after = files(dir.path());
    let ended = text(&after, "games/4.html");
    for san in RUNNING.iter().chain(&["a6"]) {
        assert!(ended.contains(&format!(">{san}<")), "{san}: {ended}");
    }
    let (moves, result) = read_back(&text(&after, "games/4.pgn"));
    assert_eq!(moves.len(), 6);
    assert_eq!(result, "0-1");
    assert!(
        text(&after, "feed.atom").contains("games/4.html"),
        "{report}"
    );
    assert!(text(&after, "index.html").contains("No game is in progress."));
    assert_no_address(&after);
}

#[test]
fn a_rename_moves_the_players_page_and_renames_them_everywhere() {
    let mut rig = world(|_| {});
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    let bert = rig
        .office
        .store
        .transaction(|tx| tx.profile(BERT, 0).map(|p| p.label()))
        .unwrap();
    assert!(dir.path().join(format!("players/{bert}.html")).exists());
    rig.lobby(BERT, "Name Bert_B");
    let report = rig.update(dir.path());
    assert!(report.removed >= 1, "{report}");
    assert!(!dir.path().join(format!("players/{bert}.html")).exists());
    let site = files(dir.path());
    assert!(site.contains_key("players/Bert_B.html"));
    for name in ["tournaments/Spring.html", "top.html", "feed.atom"] {
        let page = text(&site, name);
        assert!(page.contains("Bert_B"), "{name}: {page}");
        assert!(!page.contains(&format!(">{bert}<")), "{name}: {page}");
    }
    for id in 1..=3 {
        let page = text(&site, &format!("games/{id}.html"));
        assert!(!page.contains(&bert), "game {id}: {page}");
    }
    assert_no_address(&site);
    // The whole build agrees with the updates.
    let whole = tempfile::tempdir().unwrap();
    rig.build(whole.path());
    let mut built = files(whole.path());
    let mut updated = site;
    built.remove(".pawnpost-publish.json");
    updated.remove(".pawnpost-publish.json");
    assert_eq!(
        built.keys().collect::<Vec<_>>(),
        updated.keys().collect::<Vec<_>>()
    );
    for (name, bytes) in &built {
        assert_eq!(Some(bytes), updated.get(name), "{name}");
    }
}

#[test]
fn the_pages_are_in_the_servers_language() {
    let mut rig = world(|config| config.server.language = pawnpost::notation::Language::German);
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    let site = files(dir.path());
    let index = text(&site, "index.html");
    assert!(index.contains("<html lang=\"de\">"), "{index}");
    assert!(index.contains("Laufende Partien"), "{index}");
    let game = text(&site, "games/1.html");
    assert!(game.contains("alt=\"Das Brett"), "{game}");
    // German piece letters: the queen's mate is D.
    assert!(game.contains(">Dh4#<"), "{game}");
    let feed = text(&site, "feed.atom");
    assert!(feed.contains("xml:lang=\"de\""), "{feed}");
    assert_no_address(&site);
}

/// Through the binary: `publish` writes the site, and with `[publish] dir` the admin's
/// commands keep it up to date; an adjudication's reason (the admin's note) stays
/// private.
#[test]
fn the_commands_keep_the_configured_site_up_to_date() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("www");
    let config = dir.path().join("pawnpost.toml");
    std::fs::write(
        &config,
        format!(
            "[server]\naddress = \"pawnpost@chess.example\"\nadmin = \"admin@chess.example\"\n\
             database = \"{d}/db.sqlite3\"\nsecret_file = \"{d}/secret\"\n\
             [inbound]\nkind = \"maildir\"\npath = \"{d}/spool/in\"\n\
             [outbound]\nkind = \"maildir\"\npath = \"{d}/spool\"\n\
             [publish]\ndir = \"{site}\"\n",
            d = dir.path().display(),
            site = site.display()
        ),
    )
    .unwrap();
    let pawnpost = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_pawnpost"))
            .args(args)
            .args(["--config", config.to_str().unwrap()])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let printed = pawnpost(&["publish"]);
    assert!(printed.contains("whole site"), "{printed}");
    assert!(site.join("index.html").exists());
    assert!(!site.join("games").exists());
    pawnpost(&[
        "tournament",
        "create",
        "Autumn",
        "--players",
        &format!("{ANNA},{BERT}"),
    ]);
    let game = std::fs::read_to_string(site.join("games/1.html")).unwrap();
    assert!(game.contains("In progress."), "{game}");
    assert!(site.join("tournaments/Autumn.html").exists());
    pawnpost(&[
        "adjudicate",
        "1",
        "white",
        "--reason",
        "Bert phoned in his resignation",
    ]);
    let game = std::fs::read_to_string(site.join("games/1.html")).unwrap();
    assert!(game.contains("White won by adjudication."), "{game}");
    assert!(!game.contains("phoned"), "{game}");
    let pgn = std::fs::read_to_string(site.join("games/1.pgn")).unwrap();
    assert!(
        !pgn.contains("phoned") && pgn.contains("[Result \"1-0\"]"),
        "{pgn}"
    );
    let all = files(&site);
    assert_no_address(&all);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        // Readable by the web server, whatever pawnpost's own umask.
        let mode = std::fs::metadata(site.join("games/1.html"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o644);
    }
}

/// A thematic opening is the event's, not the players': its moves are public from the
/// start whatever the delay hides, and the first move the players chose is hidden.
/// A challenge's opening counts the same way.
#[test]
fn a_thematic_opening_is_public_from_the_start() {
    let mut rig = Rig::new(|_| {});
    let opening = ["e4", "c5", "Nf3", "d6"];
    let players: Vec<String> = [ANNA, BERT].map(str::to_owned).to_vec();
    let now = rig.office.now;
    pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Sicilian",
        &players,
        pawnpost::daemon::TournamentTerms {
            start: pawnpost::command::Start::Opening(opening.map(String::from).to_vec()),
            ..Default::default()
        },
        now,
    )
    .unwrap();
    rig.office.drain();
    let game = rig.office.store.load_game(1).unwrap();
    assert_eq!(game.moves().len(), 4);
    let white = game.white().to_owned();
    rig.play(1, &white, "d4");
    rig.lobby(CARL, &format!("Challenge {DORA} white after 1.d4 d5 2.c4"));
    let invitation = rig.office.invitation_address(1, DORA);
    rig.send(DORA, &invitation, "Accept");
    rig.play(2, DORA, "e6");
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    let site = files(dir.path());
    let tournament_game = text(&site, "games/1.html");
    for san in opening {
        assert!(
            tournament_game.contains(&format!(">{san}<")),
            "{san}: {tournament_game}"
        );
    }
    assert!(!tournament_game.contains(">d4<"), "{tournament_game}");
    let (moves, _) = read_back(&text(&site, "games/1.pgn"));
    assert_eq!(moves, opening);
    let challenge_game = text(&site, "games/2.html");
    for san in ["d4", "d5", "c4"] {
        assert!(
            challenge_game.contains(&format!(">{san}<")),
            "{san}: {challenge_game}"
        );
    }
    assert!(!challenge_game.contains(">e6<"), "{challenge_game}");
    assert_no_address(&site);
}

/// A seeker who never played is named and linked on the index by their label, never
/// as an unknown `?`: also a seek whose player has no community row yet (a database
/// from before seekers got one), on a whole build and on an update.
#[test]
fn a_seeker_without_a_game_has_a_label_and_a_page() {
    let mut rig = Rig::new(|_| {});
    let dir = tempfile::tempdir().unwrap();
    let now = rig.office.now;
    let seek = |address: &str| pawnpost::store::Seek {
        id: 0,
        address: address.to_owned(),
        rated: true,
        min_rating: 0,
        max_rating: 0,
        created_at: now,
        time_control: None,
        chess960: false,
        max_timeouts: None,
    };
    rig.office
        .store
        .transaction(|tx| tx.insert_seek(&seek(ANNA)).map(|_| ()))
        .unwrap();
    rig.build(dir.path());
    // A second seek arrives the same way after the site was built: an update.
    rig.office
        .store
        .transaction(|tx| tx.insert_seek(&seek(BERT)).map(|_| ()))
        .unwrap();
    rig.update(dir.path());
    let site = files(dir.path());
    let index = text(&site, "index.html");
    for who in [ANNA, BERT] {
        let label = rig
            .office
            .store
            .transaction(|tx| tx.label_if_any(who))
            .unwrap()
            .expect("the seeker has a label");
        assert!(index.contains(&format!(">{label}<")), "{label}: {index}");
        assert!(
            site.contains_key(&format!("players/{label}.html")),
            "{label}"
        );
    }
    assert!(!index.contains(">?<"), "{index}");
}

/// What the admin keeps in the site's directories beside pawnpost's files: names
/// pawnpost never makes, in every directory it writes.
const ADMINS_FILES: [(&str, &[u8]); 6] = [
    ("players/README.txt", b"Pages of the club's players."),
    ("players/logo.png", b"\x89PNG the club's logo"),
    ("boards/logo.png", b"\x89PNG another logo"),
    ("tournaments/rules.pdf", b"%PDF the club's rules"),
    ("games/README.txt", b"Every game of the club."),
    ("games/99.txt", b"Not a game's page."),
];

fn place(dir: &std::path::Path, files: &[(&str, &[u8])]) {
    for (name, bytes) in files {
        std::fs::write(dir.join(name), bytes).unwrap();
    }
}

fn assert_kept(dir: &std::path::Path, files: &[(&str, &[u8])]) {
    for (name, bytes) in files {
        let found = std::fs::read(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            found == *bytes,
            "{name} was replaced: {}",
            String::from_utf8_lossy(&found)
        );
    }
}

fn label_of(rig: &mut Rig, who: &str) -> String {
    rig.office
        .store
        .transaction(|tx| tx.profile(who, 0).map(|p| p.label()))
        .unwrap()
}

/// A whole build removes the pages it wrote and no longer writes (here: built again
/// from a database with none of those players, games or tournaments, as after a
/// restore) and nothing else: the admin's files beside them stay, byte for byte.
#[test]
fn a_whole_build_removes_only_the_files_it_wrote() {
    let mut rig = world(|_| {});
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    place(dir.path(), &ADMINS_FILES);
    let before = files(dir.path());
    let again = rig.build(dir.path());
    assert_eq!(again.removed, 0, "{again}");
    assert_eq!(files(dir.path()), before);

    let mut empty = Rig::new(|_| {});
    let report = empty.build(dir.path());
    assert!(report.removed >= 12, "{report}");
    assert!(report.foreign.is_empty(), "{report}");
    assert_kept(dir.path(), &ADMINS_FILES);
    let site = files(dir.path());
    for gone in [
        "players/Anna_K.html",
        "tournaments/Spring.html",
        "games/1.html",
        "games/4.pgn",
    ] {
        assert!(!site.contains_key(gone), "{gone}: {:?}", site.keys());
    }
    let record = text(&site, ".pawnpost-publish.files");
    assert!(!record.contains("players/"), "{record}");
}

/// A file pawnpost did not write where one of its pages goes is the admin's: the page
/// is not written (a player's choice of name never overwrites the admin's file), the
/// report names it, and once the admin moves it the page is written.
#[test]
fn a_page_where_the_admins_file_stands_is_left_and_named() {
    let mut rig = world(|_| {});
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    let admins: [(&str, &[u8]); 1] = [("players/Bert_B.html", b"<p>The admin's page.</p>")];
    place(dir.path(), &admins);
    let bert = label_of(&mut rig, BERT);
    rig.lobby(BERT, "Name Bert_B");
    let report = rig.update(dir.path());
    assert_kept(dir.path(), &admins);
    assert!(!dir.path().join(format!("players/{bert}.html")).exists());
    assert_eq!(
        report.foreign.iter().collect::<Vec<_>>(),
        ["players/Bert_B.html"]
    );
    assert!(!report.changed_nothing());
    let said = report.to_string();
    assert!(
        said.ends_with(
            "; not written, as a file pawnpost did not write stands in its place (left as it is; move it, and the next build writes the page): players/Bert_B.html"
        ),
        "{said}"
    );
    let whole = rig.build(dir.path());
    assert_kept(dir.path(), &admins);
    assert!(whole.foreign.contains("players/Bert_B.html"), "{whole}");

    std::fs::remove_file(dir.path().join("players/Bert_B.html")).unwrap();
    let report = rig.build(dir.path());
    assert!(report.foreign.is_empty(), "{report}");
    let page = std::fs::read_to_string(dir.path().join("players/Bert_B.html")).unwrap();
    assert!(page.contains("Bert_B"), "{page}");
}

/// A site an older pawnpost wrote has no record of its files: the first build after
/// the upgrade takes as pawnpost's only the files named as pawnpost names them (an old
/// page of a name no one has now, a picture no game shows) and removes those it no
/// longer writes; every other file is the admin's and stays. An update of such a site
/// does the same for the pages it moves.
#[test]
fn the_first_build_after_an_upgrade_takes_only_pawnposts_names_as_its_own() {
    let mut rig = world(|_| {});
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    // As an older pawnpost left it: no record, its pages of a former name and a
    // former shared picture, and the admin's files.
    std::fs::remove_file(dir.path().join(".pawnpost-publish.files")).unwrap();
    place(
        dir.path(),
        &[
            ("players/Old_Name.html", b"an old page"),
            ("boards/0123456789abcdef.png", b"an old picture"),
        ],
    );
    place(dir.path(), &ADMINS_FILES);

    // An update (the record of the database fits): Bert's page moves.
    let bert = label_of(&mut rig, BERT);
    rig.lobby(BERT, "Name Bert_B");
    let report = rig.update(dir.path());
    assert!(!report.whole, "{report}");
    assert!(!dir.path().join(format!("players/{bert}.html")).exists());
    assert!(dir.path().join("players/Bert_B.html").exists());
    assert!(report.foreign.is_empty(), "{report}");
    assert_kept(dir.path(), &ADMINS_FILES);

    let report = rig.build(dir.path());
    assert!(report.foreign.is_empty(), "{report}");
    assert_kept(dir.path(), &ADMINS_FILES);
    let site = files(dir.path());
    assert!(!site.contains_key("players/Old_Name.html"));
    assert!(!site.contains_key("boards/0123456789abcdef.png"));
    let record = text(&site, ".pawnpost-publish.files");
    let record: Vec<&str> = record.lines().collect();
    let mut written: Vec<&str> = site
        .keys()
        .map(String::as_str)
        .filter(|name| {
            ["players/", "tournaments/", "boards/"]
                .iter()
                .any(|dir| name.starts_with(dir))
        })
        .filter(|name| !ADMINS_FILES.iter().any(|(admin, _)| admin == name))
        .collect();
    written.sort_unstable();
    assert_eq!(record, written);
    assert!(record.contains(&"players/Anna_K.html"), "{record:?}");
}

/// The reliability figures of `Player` on the public page, for a known history: Fred
/// lets game 4 reach the silence rule's deadline (1 of 1 finished in 90 days lost on
/// time, 100 %); Erin won it (0 %); Anna finished two Spring games, none on time. The
/// median counts only the moves the site shows (all of them, once a game is over).
#[test]
fn a_players_page_shows_the_share_lost_on_time_and_the_median_time_per_move() {
    let mut rig = world(|_| {});
    let at = rig.office.now + 31 * 86_400;
    rig.office.sweep_at(at);
    assert!(rig.office.store.load_game(4).unwrap().is_over());
    let dir = tempfile::tempdir().unwrap();
    rig.build(dir.path());
    let site = files(dir.path());
    let page = |rig: &mut Rig, who: &str| {
        let label = label_of(rig, who);
        text(&site, &format!("players/{label}.html"))
    };
    let fred = page(&mut rig, FRED);
    assert!(
        fred.contains(
            "Last 90 days: lost on time 1 of 1 finished (100%); median time per move 0.0 days."
        ),
        "{fred}"
    );
    let erin = page(&mut rig, ERIN);
    assert!(
        erin.contains(
            "Last 90 days: lost on time 0 of 1 finished (0%); median time per move 0.0 days."
        ),
        "{erin}"
    );
    let anna = page(&mut rig, ANNA);
    assert!(
        anna.contains("Last 90 days: lost on time 0 of 2 finished (0%)"),
        "{anna}"
    );
    // A page made 91 days later counts none of those games.
    rig.office.now = at + 91 * 86_400;
    let later = tempfile::tempdir().unwrap();
    rig.build(later.path());
    let site = files(later.path());
    let label = label_of(&mut rig, FRED);
    let fred = text(&site, &format!("players/{label}.html"));
    assert!(fred.contains("Last 90 days: no game finished"), "{fred}");
}
