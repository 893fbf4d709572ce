from pathlib import Path

from dotsync import config


def test_load_merges_defaults(tmp_path: Path):
    p = tmp_path / "config.toml"
    p.write_text('repo = "/srv/dots"\n')
    cfg = config.load(p)
    assert cfg.repo == Path("/srv/dots")
    assert cfg.remote == "origin"
    assert cfg.links == []


def test_load_missing_file_uses_defaults(tmp_path: Path):
    cfg = config.load(tmp_path / "nope.toml")
    assert cfg.repo == Path.home() / "dotfiles"
    assert cfg.branch == "main"


def test_config_dir_honours_xdg(monkeypatch, tmp_path: Path):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert config.config_dir() == tmp_path / "dotsync"
    monkeypatch.setenv("XDG_CONFIG_HOME", "")
    assert config.config_dir() == Path.home() / ".config" / "dotsync"


def test_save_roundtrip(tmp_path: Path):
    p = tmp_path / "sub" / "config.toml"
    cfg = config.Config(repo=Path("/srv/dots"), links=[".zshrc", ".vimrc"])
    config.save(cfg, p)
    assert config.load(p) == cfg
