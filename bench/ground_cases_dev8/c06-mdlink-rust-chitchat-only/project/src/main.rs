use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

mod check;
mod report;
mod scan;

#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// Folder of Markdown files
    root: PathBuf,
    /// Only check links to local files
    #[arg(long)]
    offline: bool,
    /// Seconds to wait for each http link
    #[arg(long, default_value_t = 10)]
    timeout: u64,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let links = match scan::collect_links(&args.root) {
        Ok(links) => links,
        Err(e) => {
            eprintln!("mdlink: {e}");
            return ExitCode::from(2);
        }
    };
    let results = check::check_all(&links, args.offline, args.timeout);
    report::print(&results);
    if results.iter().any(|r| !r.ok) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
