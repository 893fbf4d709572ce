"""設定ファイルの場所と分類ルールの読み込み。"""
from __future__ import annotations

import os
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

APP = "meisai"


def config_dir() -> Path:
    """XDG_CONFIG_HOME があればそこ。なければ Windows は %APPDATA%\\meisai、それ以外は ~/.config/meisai。"""
    base = os.environ.get("XDG_CONFIG_HOME")
    if base:
        return Path(base) / APP
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        if appdata:
            return Path(appdata) / APP
    return Path.home() / ".config" / APP


def rules_path() -> Path:
    return config_dir() / "rules.toml"


def load_rules(path: Path | None = None) -> list[dict[str, str]]:
    path = path or rules_path()
    if not path.exists():
        return []
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    rules = data.get("rule", [])
    for r in rules:
        if "match" not in r or "category" not in r:
            raise ValueError(f"{path}: match と category は必須です: {r}")
    return rules
