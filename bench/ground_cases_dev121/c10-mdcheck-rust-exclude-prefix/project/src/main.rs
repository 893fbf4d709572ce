mod links;
mod scan;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;
use serde::Deserialize;

#[derive(Parser)]
#[command(name = "mdcheck", about = "Find broken relative links in Markdown docs")]
struct Args {
    /// Folder to scan (overrides `root` in the config)
    root: Option<PathBuf>,
    /// Config file
    #[arg(long, default_value = "mdcheck.toml")]
    config: PathBuf,
    /// Print the broken links as a JSON array instead of one line each
    #[arg(long)]
    json: bool,
}

#[derive(Deserialize, Default)]
struct Config {
    root: Option<PathBuf>,
    #[serde(default)]
    exclude: Vec<String>,
}

fn load_config(path: &Path) -> Config {
    match std::fs::read_to_string(path) {
        Ok(text) => toml::from_str(&text).unwrap_or_else(|e| {
            eprintln!("mdcheck: bad config {}: {e}", path.display());
            std::process::exit(2);
        }),
        Err(_) => Config::default(),
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let config = load_config(&args.config);
    let root = args.root.or(config.root).unwrap_or_else(|| PathBuf::from("docs"));

    let mut broken = Vec::new();
    for file in scan::markdown_files(&root, &config.exclude) {
        match scan::check_file(&file) {
            Ok(found) => broken.extend(found),
            Err(e) => eprintln!("mdcheck: cannot read {}: {e}", file.display()),
        }
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&broken).expect("broken links serialize"));
    } else {
        for b in &broken {
            println!("{}:{}: broken link {}", b.file.display(), b.line, b.target);
        }
    }
    if broken.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("{} broken link(s)", broken.len());
        ExitCode::FAILURE
    }
}
