use std::io::{self, Write};

use crate::config::Config;
use crate::store::Task;

pub fn print_json(tasks: &[Task]) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    serde_json::to_writer(&mut out, tasks)?;
    writeln!(out)?;
    Ok(())
}

pub fn print_table(tasks: &[Task], cfg: &Config) {
    if tasks.is_empty() {
        println!("(no tasks)");
        return;
    }
    let width = tasks.iter().map(|t| t.id.to_string().len()).max().unwrap_or(1);
    for t in tasks {
        let mark = if t.done { "x" } else { " " };
        let due = t
            .due
            .map(|d| d.format(&cfg.date_format).to_string())
            .unwrap_or_default();
        let line = format!("[{mark}] #{:>width$} {} {}", t.id, t.text, due, width = width);
        if cfg.color && t.done {
            println!("\x1b[2m{line}\x1b[0m");
        } else {
            println!("{line}");
        }
    }
}
