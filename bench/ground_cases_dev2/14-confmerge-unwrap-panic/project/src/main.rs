use std::path::PathBuf;

use confmerge::config::Config;

fn main() {
    let files: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if files.is_empty() {
        eprintln!("usage: confmerge <a.env> [b.env ...]");
        std::process::exit(2);
    }
    let mut config = Config::default();
    for f in &files {
        if let Err(e) = config.merge_file(f) {
            eprintln!("confmerge: {}: {e}", f.display());
            std::process::exit(1);
        }
    }
    print!("{}", config.render());
}
