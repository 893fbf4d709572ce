mod cli;
mod entry;
mod report;
mod store;

use chrono::{Local, NaiveDate};
use clap::Parser;
use cli::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let path = cli.file.clone().unwrap_or_else(store::default_path);
    let result = match cli.command {
        Command::Add { range, project, note, date } => {
            let date = date.unwrap_or_else(|| Local::now().date_naive().to_string());
            let line = match note {
                Some(n) => format!("{date} {range} {project} {n}"),
                None => format!("{date} {range} {project}"),
            };
            entry::parse_line(&line)
                .map_err(|e| e.to_string())
                .and_then(|_| store::append(&path, &line).map_err(|e| e.to_string()))
        }
        Command::Report { since, by_project, by_week } => {
            let since = since.as_deref().map(NaiveDate::parse_from_str_default);
            store::load(&path).map_err(|e| e.to_string()).map(|(entries, bad)| {
                for (n, err) in bad {
                    eprintln!("tally: {}:{n}: {err}", path.display());
                }
                let entries: Vec<_> = entries
                    .into_iter()
                    .filter(|e| since.map_or(true, |s| e.date >= s))
                    .collect();
                let rows = if by_project {
                    report::by_project(&entries)
                } else if by_week {
                    report::by_week(&entries)
                } else {
                    report::by_day(&entries)
                };
                print!("{}", report::render(&rows));
            })
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tally: {e}");
            ExitCode::FAILURE
        }
    }
}

trait ParseDefault {
    fn parse_from_str_default(s: &str) -> NaiveDate;
}

impl ParseDefault for NaiveDate {
    fn parse_from_str_default(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap_or_else(|_| {
            eprintln!("tally: --since expects YYYY-MM-DD, got {s}");
            std::process::exit(2)
        })
    }
}
