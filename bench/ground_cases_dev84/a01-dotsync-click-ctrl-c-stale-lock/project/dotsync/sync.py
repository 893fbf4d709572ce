"""The git side: status, push, pull, and (re)linking files into $HOME."""
from __future__ import annotations

import subprocess
from pathlib import Path

from dotsync.config import Config
from dotsync.lock import RepoLock


def _git(cfg: Config, *args: str, capture: bool = False) -> str:
    result = subprocess.run(
        ["git", "-C", str(cfg.repo), *args],
        check=True,
        text=True,
        capture_output=capture,
    )
    return result.stdout if capture else ""


def status(cfg: Config) -> list[str]:
    out = _git(cfg, "status", "--porcelain", capture=True)
    return [line[3:] for line in out.splitlines() if line.strip()]


def push(cfg: Config, message: str, progress=None) -> int:
    with RepoLock(cfg.repo):
        changed = status(cfg)
        if not changed:
            return 0
        for i, name in enumerate(changed, 1):
            _git(cfg, "add", "--", name)
            if progress:
                progress(i, len(changed), name)
        _git(cfg, "commit", "-m", message)
        _git(cfg, "push", cfg.remote, cfg.branch)
        return len(changed)


def pull(cfg: Config) -> None:
    with RepoLock(cfg.repo):
        _git(cfg, "pull", "--ff-only", cfg.remote, cfg.branch)
        relink(cfg)


def relink(cfg: Config, home: Path | None = None) -> list[Path]:
    home = home or Path.home()
    made = []
    for rel in cfg.links:
        target = cfg.repo / rel
        link = home / rel
        if link.is_symlink() and link.resolve() == target.resolve():
            continue
        link.parent.mkdir(parents=True, exist_ok=True)
        if link.exists() or link.is_symlink():
            link.rename(link.with_name(link.name + ".dotsync-bak"))
        link.symlink_to(target)
        made.append(link)
    return made
