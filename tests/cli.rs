//! The CLI contract of docs/cli.md, checked on the real binary: outside tools parse
//! `analyze --json` and `perft` exactly.

use std::process::Command;

fn pawnpost(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pawnpost"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
    )
}

#[test]
fn analyze_json_has_the_contract_fields_in_order() {
    let (code, out) = pawnpost(&["analyze", "--moves", "e4 e5 Nf3", "--json"]);
    assert_eq!(code, 0);
    let keys: Vec<&str> = [
        "fen",
        "turn",
        "check",
        "legal_moves",
        "san",
        "status",
        "winner",
        "claimable",
    ]
    .to_vec();
    let mut at = 0;
    for key in &keys {
        let found = out[at..]
            .find(&format!("\"{key}\":"))
            .unwrap_or_else(|| panic!("{key} missing or out of order: {out}"));
        at += found;
    }
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        v["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(v["turn"], "black");
    assert_eq!(v["check"], false);
    assert_eq!(v["san"], serde_json::json!(["e4", "e5", "Nf3"]));
    assert_eq!(v["status"], "ongoing");
    assert!(v["winner"].is_null());
    let moves: Vec<&str> = v["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert_eq!(moves.len(), 29);
}

#[test]
fn a_bad_move_exits_2_with_error_and_ply() {
    let (code, out) = pawnpost(&["analyze", "--moves", "e4 e5 Ke3", "--json"]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["ply"], 2);
    assert!(v["error"].as_str().unwrap().contains("Ke3"), "{out}");
    // SAN `e8` without a piece and UCI `e7e8` are errors too.
    let (code, _) = pawnpost(&[
        "analyze",
        "--fen",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
        "--moves",
        "e7e8",
        "--json",
    ]);
    assert_eq!(code, 2);
}

#[test]
fn perft_prints_the_count_last() {
    let (code, out) = pawnpost(&["perft", "--depth", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("8902"));
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let (_, out) = pawnpost(&["perft", "--fen", kiwipete, "--depth", "2", "--divide"]);
    assert_eq!(out.lines().last(), Some("2039"));
}

#[test]
fn chess960_writes_castling_as_the_king_onto_its_rook() {
    // King b1 with rooks a1 and g1 (black pawns close the c-file).
    let fen = "rkr5/ppp5/8/8/8/8/8/RK4R1 w KQkq - 0 1";
    let (code, out) = pawnpost(&["analyze", "--chess960", "--fen", fen, "--json"]);
    assert_eq!(code, 0, "{out}");
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    let legal: Vec<&str> = value["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m.as_str())
        .collect();
    assert!(
        legal.contains(&"b1a1") && legal.contains(&"b1g1"),
        "{legal:?}"
    );
    let (code, out) = pawnpost(&[
        "analyze",
        "--chess960",
        "--fen",
        fen,
        "--moves",
        "O-O",
        "--json",
    ]);
    assert_eq!(code, 0, "{out}");
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(value["san"][0], "O-O");
    assert_eq!(value["fen"], "rkr5/ppp5/8/8/8/8/8/R4RK1 b kq - 1 1");
    // Without --chess960 the same FEN is refused, and the error says why.
    let (code, out) = pawnpost(&["analyze", "--fen", fen, "--json"]);
    assert_eq!(code, 2);
    assert!(out.contains("Chess960"), "{out}");

    // Perft by starting number, and --divide with castling in Chess960 UCI.
    let (code, out) = pawnpost(&["perft", "--chess960-position", "0", "--depth", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("9006"));
    let (_, out) = pawnpost(&[
        "perft",
        "--chess960",
        "--fen",
        fen,
        "--depth",
        "1",
        "--divide",
    ]);
    assert!(out.lines().any(|l| l == "b1g1: 1"), "{out}");
    let (code, _) = pawnpost(&["perft", "--chess960-position", "960", "--depth", "1"]);
    assert_eq!(code, 2);
}

#[test]
fn every_subcommand_has_help() {
    for sub in [
        "run",
        "deliver",
        "read",
        "send",
        "games",
        "show",
        "pgn",
        "adjudicate",
        "sweep",
        "check-config",
        "check-db",
        "status",
        "analyze",
        "perft",
        "tournament",
        "quarantine",
        "export",
        "publish",
    ] {
        let (code, out) = pawnpost(&[sub, "--help"]);
        assert_eq!(code, 0, "{sub} --help");
        assert!(out.contains("Usage"), "{sub}: {out}");
    }
}

#[test]
fn the_daemon_exits_with_an_error_when_a_task_cannot_run() {
    // The IMAP password file is missing: the inbound task cannot start, and the daemon
    // must say so and exit (a supervisor restarts it) rather than run without reading mail.
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("pawnpost.toml");
    std::fs::write(
        &config,
        format!(
            "[server]\naddress = \"pawnpost@localhost\"\ndatabase = \"{d}/db.sqlite3\"\nsecret_file = \"{d}/secret\"\n\n\
             [inbound]\nkind = \"imap\"\nhost = \"127.0.0.1\"\nport = 1\ntls = \"none\"\nusername = \"pawnpost\"\npassword_file = \"{d}/missing\"\n\n\
             [outbound]\nkind = \"maildir\"\npath = \"{d}/spool\"\n",
            d = dir.path().display()
        ),
    )
    .unwrap();
    let started = std::time::Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_pawnpost"))
        .args(["run", "--config", config.to_str().unwrap()])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("missing"), "{stderr}");
}

#[test]
fn pairings_prints_the_next_round_as_the_endorsed_engines_do() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("round2.trf");
    let line = |n: u32, score: &str, rounds: &str| {
        format!("001 {n:4}{:72}{score:>4}       {rounds}\n", "")
    };
    let text = [
        "XXR 5\n".to_string(),
        line(1, "1.0", "   4 w 1"),
        line(2, "1.0", "   5 b 1  0000 - H"),
        line(3, "0.0", "   6 w 0"),
        line(4, "0.0", "   1 b 0"),
        line(5, "0.0", "   2 w 0"),
        line(6, "1.0", "   3 b 1"),
    ]
    .concat();
    std::fs::write(&file, text).unwrap();
    let path = file.to_str().unwrap();
    let (code, out) = pawnpost(&["pairings", "--system", "dutch", path]);
    assert_eq!((code, out.as_str()), (0, "3\n6 1\n4 3\n5 0\n"));
    // A file that cannot be read exits 3, as bbpPairings does; a missing one 5.
    std::fs::write(&file, "XXR 5\nXXA    1  1.0\n").unwrap();
    assert_eq!(pawnpost(&["pairings", "--system", "dutch", path]).0, 3);
    let missing = dir.path().join("none.trf");
    assert_eq!(
        pawnpost(&["pairings", "--system", "dutch", missing.to_str().unwrap()]).0,
        5
    );
}
