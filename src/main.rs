//! The `pawnpost` command: each subcommand parses its arguments and calls the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use pawnpost::analysis::{AnalysisError, analyze};
use pawnpost::config::Config;
use pawnpost::notation::Language;
use pawnpost::rules::{Position, perft};

/// Correspondence chess by email.
#[derive(Debug, Parser)]
#[command(name = "pawnpost", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a line of moves from a position and describe the result.
    Analyze {
        /// The starting position (default: the standard start).
        #[arg(long)]
        fen: Option<String>,
        /// Moves in any notation pawnpost reads, separated by spaces ("e4 e5 Nf3").
        #[arg(long, default_value = "")]
        moves: String,
        /// Print one JSON object (the contract in DESIGN.md) instead of text.
        #[arg(long)]
        json: bool,
        /// Piece letters of SAN input: en, de or fr.
        #[arg(long, default_value = "en", value_parser = parse_language)]
        language: Language,
    },
    /// Count the leaf nodes of the legal move tree (the last line is the count).
    Perft {
        /// The position (default: the standard start).
        #[arg(long)]
        fen: Option<String>,
        /// The depth in plies.
        #[arg(long)]
        depth: u32,
        /// Also print the count below each legal move.
        #[arg(long)]
        divide: bool,
    },
    /// Read and validate the config file.
    CheckConfig {
        /// The config file (default: none, the embedded local-spool default).
        #[arg(long)]
        config: Option<PathBuf>,
    },
}

fn parse_language(text: &str) -> Result<Language, String> {
    Language::from_code(text).ok_or_else(|| format!("unknown language `{text}`: use en, de or fr"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Analyze {
            fen,
            moves,
            json,
            language,
        } => run_analyze(fen.as_deref(), &moves, json, language),
        Command::Perft { fen, depth, divide } => run_perft(fen.as_deref(), depth, divide),
        Command::CheckConfig { config } => match Config::load(config.as_deref()) {
            Ok(config) => {
                for warning in config.warnings() {
                    println!("warning: {warning}");
                }
                println!("config OK");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(78) // EX_CONFIG
            }
        },
    }
}

fn run_analyze(fen: Option<&str>, moves: &str, json: bool, language: Language) -> ExitCode {
    match analyze(fen, moves, language) {
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

fn run_perft(fen: Option<&str>, depth: u32, divide: bool) -> ExitCode {
    let pos = match fen.map(Position::from_fen).transpose() {
        Ok(pos) => pos.unwrap_or_default(),
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
