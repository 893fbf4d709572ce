from pathlib import Path

from dotsync import sync
from dotsync.config import Config
from dotsync.lock import LockHeld, RepoLock

import pytest


def test_relink_backs_up_existing(tmp_path: Path):
    repo = tmp_path / "repo"
    home = tmp_path / "home"
    (repo).mkdir()
    (repo / ".zshrc").write_text("export A=1\n")
    home.mkdir()
    (home / ".zshrc").write_text("old\n")
    made = sync.relink(Config(repo=repo, links=[".zshrc"]), home=home)
    assert made == [home / ".zshrc"]
    assert (home / ".zshrc.dotsync-bak").read_text() == "old\n"


def test_lock_is_exclusive(tmp_path: Path):
    (tmp_path / ".git").mkdir()
    with RepoLock(tmp_path):
        with pytest.raises(LockHeld):
            RepoLock(tmp_path).acquire()
    assert not (tmp_path / ".git" / "dotsync.lock").exists()
