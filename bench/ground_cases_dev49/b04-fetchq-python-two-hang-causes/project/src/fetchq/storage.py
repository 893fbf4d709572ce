"""Where downloads go: one file per URL, named by a hash of the URL."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from urllib.parse import urlsplit


class Storage:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.root.mkdir(parents=True, exist_ok=True)

    def path_for(self, url: str) -> Path:
        parts = urlsplit(url)
        name = os.path.basename(parts.path) or "index.html"
        digest = hashlib.sha1(url.encode()).hexdigest()[:10]
        return self.root / parts.netloc / f"{digest}-{name}"

    def exists(self, url: str) -> bool:
        return self.path_for(url).exists()

    def save(self, url: str, body: bytes) -> Path:
        path = self.path_for(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".part")
        tmp.write_bytes(body)
        tmp.replace(path)
        return path
