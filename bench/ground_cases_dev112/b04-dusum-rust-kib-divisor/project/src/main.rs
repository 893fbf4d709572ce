mod format;
mod scan;

use clap::Parser;
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(name = "dusum", about = "Summarize disk usage per top-level directory")]
struct Args {
    /// Root directory to scan
    root: PathBuf,
    /// Only show the N largest entries
    #[arg(long)]
    top: Option<usize>,
    /// Print sizes as KiB / MiB / GiB
    #[arg(long)]
    human: bool,
}

fn main() {
    let args = Args::parse();
    let mut rows = match scan::summarize(&args.root) {
        Ok(rows) => rows,
        Err(e) => {
            eprintln!("dusum: {e}");
            std::process::exit(1);
        }
    };
    rows.sort_by(|a, b| b.bytes.cmp(&a.bytes).then_with(|| a.name.cmp(&b.name)));
    if let Some(n) = args.top {
        rows.truncate(n);
    }
    for row in &rows {
        println!("{}\t{}", format::size(row.bytes, args.human), row.name);
    }
}
