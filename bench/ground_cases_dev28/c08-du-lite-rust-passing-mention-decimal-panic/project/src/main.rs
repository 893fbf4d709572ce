mod cli;
mod size;
mod walk;

use clap::Parser;
use serde::Serialize;

use crate::cli::Args;
use crate::size::format_size;

#[derive(Serialize)]
struct Row {
    path: String,
    bytes: u64,
    human: String,
}

fn main() {
    let args = Args::parse();
    let mut rows: Vec<_> = walk::dir_sizes(&args.root, args.depth, args.follow_links)
        .into_iter()
        .filter(|(_, bytes)| *bytes >= args.min_size)
        .collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1));
    rows.truncate(args.top);

    if args.json {
        let out: Vec<Row> = rows
            .into_iter()
            .map(|(path, bytes)| Row { path: path.display().to_string(), bytes, human: format_size(bytes) })
            .collect();
        println!("{}", serde_json::to_string_pretty(&out).expect("rows serialize"));
        return;
    }

    for (path, bytes) in rows {
        println!("{:>8}  {}", format_size(bytes), path.display());
    }
}
