//! Which lines to keep.

use clap::ValueEnum;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, ValueEnum)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    /// The level named among the first 40 characters of a line, if any.
    pub fn of_line(line: &str) -> Option<Level> {
        let head: String = line.chars().take(40).collect::<String>().to_ascii_lowercase();
        [Level::Error, Level::Warn, Level::Info, Level::Debug, Level::Trace]
            .into_iter()
            .filter_map(|l| head.find(l.word()).map(|at| (at, l)))
            .min_by_key(|(at, _)| *at)
            .map(|(_, l)| l)
    }

    fn word(self) -> &'static str {
        match self {
            Level::Trace => "trace",
            Level::Debug => "debug",
            Level::Info => "info",
            Level::Warn => "warn",
            Level::Error => "error",
        }
    }
}

pub struct Filter {
    min: Level,
    needle: Option<String>,
}

impl Filter {
    pub fn new(min: Level, needle: Option<String>) -> Self {
        Filter { min, needle }
    }

    pub fn matches(&self, line: &str) -> bool {
        let level = Level::of_line(line).unwrap_or(Level::Info);
        level >= self.min && self.needle.as_deref().map_or(true, |n| line.contains(n))
    }
}
