use std::path::PathBuf;

use clap::Parser;

/// Rotate backup files: keep the newest N, delete the rest.
#[derive(Debug, Parser)]
#[command(name = "bakrot", version, about)]
pub struct Args {
    /// Folder holding the backups
    #[arg(long)]
    pub dir: PathBuf,

    /// Glob of the files to rotate, relative to --dir
    #[arg(long, default_value = "*.gz")]
    pub pattern: String,

    /// How many of the newest files to keep
    #[arg(long, default_value_t = 7)]
    pub keep: usize,

    /// Print every file kept and deleted
    #[arg(long, short)]
    pub verbose: bool,

    /// Only print what would be deleted; delete nothing
    #[arg(long)]
    pub dry_run: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let args = Args::parse_from(["bakrot", "--dir", "/tmp/x"]);
        assert_eq!(args.keep, 7);
        assert_eq!(args.pattern, "*.gz");
        assert!(!args.verbose);
    }
}
