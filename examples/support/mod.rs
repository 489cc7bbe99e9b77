//! What the bench programs share: their `--name value` arguments, the figures they take
//! of a process from `/proc`, and the median. Included by each with
//! `#[path = "support/mod.rs"] mod support;` (a directory without `main.rs` is no
//! example of its own).

#![allow(dead_code)] // each bench uses a part

/// The program's arguments after its name.
pub struct Args(Vec<String>);

impl Args {
    pub fn from_env() -> Args {
        Args(std::env::args().skip(1).collect())
    }

    /// The first argument (a subcommand), if any.
    pub fn first(&self) -> Option<&str> {
        self.0.first().map(String::as_str)
    }

    /// Whether `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.0.iter().any(|a| a == name)
    }

    /// The value after `name`, else `default`.
    pub fn value(&self, name: &str, default: &str) -> String {
        self.0
            .iter()
            .position(|a| a == name)
            .and_then(|i| self.0.get(i + 1))
            .cloned()
            .unwrap_or_else(|| default.to_owned())
    }

    /// The number after `name`, else `default`; another value stops the program.
    pub fn number<T>(&self, name: &str, default: T) -> T
    where
        T: std::str::FromStr + std::fmt::Display,
    {
        self.value(name, &default.to_string())
            .parse()
            .unwrap_or_else(|_| panic!("{name} takes a number"))
    }
}

/// A `/proc/PID/status` field in KiB (`VmRSS:`, `VmHWM:`) of `pid` (a number or
/// `self`); 0 when it cannot be read.
pub fn status_kib(pid: &str, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// User + system CPU time of `pid` (a number or `self`) so far, in milliseconds.
pub fn cpu_ms(pid: &str) -> f64 {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the parenthesised command name; utime and stime are 14 and 15.
    let fields: Vec<&str> = text
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // Linux reports in USER_HZ, 100 per second on every architecture we run on.
    (ticks(11) + ticks(12)) * 10.0
}

/// The median of `samples` (the upper one of an even count); 0 for none.
pub fn median(samples: &[f64]) -> f64 {
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted.get(sorted.len() / 2).copied().unwrap_or(0.0)
}

/// The mean of `samples`; 0 for none.
pub fn mean(samples: &[f64]) -> f64 {
    samples.iter().sum::<f64>() / samples.len().max(1) as f64
}
