use std::process::Command;

use anyhow::{bail, Result};

use crate::config::Config;

fn rsync_args(cfg: &Config, file: &std::path::Path) -> Vec<String> {
    vec![
        "-az".into(),
        "-e".into(),
        format!("ssh -p {}", cfg.port),
        file.display().to_string(),
        format!("{}:{}/", cfg.host, cfg.target_dir.display()),
    ]
}

pub fn run(cfg: &Config, verbose: bool, dry_run: bool) -> Result<usize> {
    let mut copied = 0;
    for file in &cfg.files {
        let cfg = cfg.clone();
        let args = rsync_args(&cfg, file);
        if verbose || dry_run {
            eprintln!("rsync {}", args.join(" "));
        }
        if dry_run {
            copied += 1;
            continue;
        }
        let status = Command::new("rsync").args(&args).status()?;
        if !status.success() {
            bail!("rsync failed for {} ({status})", file.display());
        }
        copied += 1;
    }
    Ok(copied)
}
