mod duration;
mod filter;
mod output;
mod parse;

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use filter::Filter;
use parse::{parse_line, Level};

const USAGE: &str =
    "usage: logtail [--level LEVEL] [--since DURATION] [--target MODULE] [--grep TEXT] [--json] [--no-color] [FILE]";

#[derive(Debug, Default)]
struct Args {
    path: Option<String>,
    level: Option<Level>,
    since: Option<String>,
    target: Option<String>,
    grep: Option<String>,
    no_color: bool,
    json: bool,
}

fn parse_args(mut argv: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut args = Args::default();
    while let Some(a) = argv.next() {
        let mut value = |name: &str| argv.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--level" | "-l" => args.level = Some(value("--level")?.parse()?),
            "--since" | "-s" => args.since = Some(value("--since")?),
            "--target" | "-t" => args.target = Some(value("--target")?),
            "--grep" | "-g" => args.grep = Some(value("--grep")?),
            "--no-color" => args.no_color = true,
            "--json" => args.json = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            s if s.starts_with('-') => return Err(format!("unknown option {s}\n{USAGE}")),
            _ => args.path = Some(a),
        }
    }
    Ok(args)
}

fn run(args: Args) -> Result<(), String> {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_err(|e| e.to_string())?.as_secs() as i64;
    let since = match &args.since {
        Some(s) => Some(now - duration::parse(s)?.as_secs() as i64),
        None => None,
    };
    let filter = Filter { min_level: args.level, since, target: args.target, contains: args.grep };
    let input: Box<dyn BufRead> = match &args.path {
        Some(p) => Box::new(BufReader::new(File::open(p).map_err(|e| format!("{p}: {e}"))?)),
        None => Box::new(io::stdin().lock()),
    };
    let color = !args.no_color && io::stdout().is_terminal();
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut total, mut matched) = (0usize, 0usize);
    for line in input.lines() {
        let line = line.map_err(|e| e.to_string())?;
        total += 1;
        if let Some(entry) = parse_line(&line) {
            if filter.matches(&entry) {
                matched += 1;
                let text = if args.json { output::json(&entry) } else { output::plain(&entry, color) };
                writeln!(out, "{text}").map_err(|e| e.to_string())?;
            }
        }
    }
    out.flush().map_err(|e| e.to_string())?;
    eprintln!("{}", output::summary(matched, &total));
    Ok(())
}

fn main() -> ExitCode {
    match parse_args(std::env::args().skip(1)).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("logtail: {e}");
            ExitCode::from(2)
        }
    }
}
