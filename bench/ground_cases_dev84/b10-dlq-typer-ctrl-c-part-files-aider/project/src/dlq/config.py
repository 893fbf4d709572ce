from __future__ import annotations

import os
import re
from pathlib import Path

_LINE = re.compile(r'^XDG_DOWNLOAD_DIR="?(.*?)"?\s*$')


def _xdg_download_dir() -> Path | None:
    """~/.config/user-dirs.dirs の XDG_DOWNLOAD_DIR (Linux のデスクトップ環境が書く)。"""
    config = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    try:
        text = (config / "user-dirs.dirs").read_text(encoding="utf-8")
    except OSError:
        return None
    for line in text.splitlines():
        m = _LINE.match(line.strip())
        if m:
            return Path(m.group(1).replace("$HOME", str(Path.home())))
    return None


def default_out_dir() -> Path:
    """既定の保存先: XDG_DOWNLOAD_DIR/dlq、なければ ~/Downloads/dlq。"""
    return (_xdg_download_dir() or Path.home() / "Downloads") / "dlq"
