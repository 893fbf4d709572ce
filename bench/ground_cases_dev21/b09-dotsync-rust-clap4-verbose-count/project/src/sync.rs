use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use log::{debug, info, warn};

use crate::config::{Config, Entry};

pub fn run(cfg: &Config, force: bool, only: &[String], dry_run: bool) -> Result<()> {
    let home = dirs::home_dir().context("HOME が取得できません")?;
    for name in only {
        if !cfg.entries.iter().any(|e| &e.name == name) {
            bail!("エントリ '{}' は設定にありません", name);
        }
    }
    pull(&cfg.repo, &cfg.branch)?;
    for entry in cfg.entries.iter().filter(|e| only.is_empty() || only.contains(&e.name)) {
        apply(entry, &cfg.repo, &home, force, dry_run)?;
    }
    Ok(())
}

fn pull(repo: &Path, branch: &str) -> Result<()> {
    info!("pulling {} ({})", repo.display(), branch);
    let repo = git2::Repository::open(repo).context("リポジトリを開けません")?;
    let mut remote = repo.find_remote("origin")?;
    remote.fetch(&[branch], None, None)?;
    debug!("fetched origin/{}", branch);
    Ok(())
}

fn apply(entry: &Entry, repo: &Path, home: &Path, force: bool, dry_run: bool) -> Result<()> {
    let src = repo.join(&entry.source);
    let dst = home.join(&entry.target);
    if !src.exists() {
        warn!("{}: {} がリポジトリにありません", entry.name, src.display());
        return Ok(());
    }
    if dst.exists() && !force && fs::read(&dst)? != fs::read(&src)? && is_locally_modified(&dst)? {
        bail!("{} はローカルで変更されています（--force で上書き）", dst.display());
    }
    if dry_run {
        println!("would copy {} -> {}", src.display(), dst.display());
        return Ok(());
    }
    if let Some(parent) = dst.parent() {
        fs::create_dir_all(parent)?;
    }
    fs::copy(&src, &dst)?;
    info!("{}: updated {}", entry.name, dst.display());
    Ok(())
}

fn is_locally_modified(path: &Path) -> Result<bool> {
    let meta = fs::metadata(path)?;
    Ok(meta.modified()? > meta.accessed()?)
}

pub fn status(cfg: &Config) -> Result<()> {
    let home = dirs::home_dir().context("HOME が取得できません")?;
    for entry in &cfg.entries {
        let dst = home.join(&entry.target);
        let mark = if dst.exists() { "✓" } else { "-" };
        println!("{} {:<16} {}", mark, entry.name, dst.display());
    }
    Ok(())
}

pub fn add(cfg: &Config, paths: &[PathBuf], dry_run: bool) -> Result<()> {
    for path in paths {
        let name = path.file_name().context("ファイル名がありません")?.to_string_lossy();
        let dst = cfg.repo.join(name.trim_start_matches('.'));
        if dry_run {
            println!("would add {} -> {}", path.display(), dst.display());
            continue;
        }
        fs::copy(path, &dst).with_context(|| format!("{} をコピーできません", path.display()))?;
        println!("added {}", dst.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dry_run_does_not_write() {
        let repo = tempfile::tempdir().unwrap();
        let home = tempfile::tempdir().unwrap();
        fs::write(repo.path().join("zshrc"), "export EDITOR=nvim\n").unwrap();
        let entry = Entry { name: "zsh".into(), source: "zshrc".into(), target: ".zshrc".into() };
        apply(&entry, repo.path(), home.path(), false, true).unwrap();
        assert!(!home.path().join(".zshrc").exists());
    }
}
