"""Find the static files (css, images, scripts) that pages reference."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from quillpress.pages import Page

ASSET_RE = re.compile(r'(?:href|src)="(/static/[^"#?]+)"')


def asset_refs(page: Page) -> list[str]:
    return [m.group(1).removeprefix("/static/") for m in ASSET_RE.finditer(page.html)]


def collect_assets(pages: list[Page], seen: set[str] = set()) -> list[str]:
    """Every asset referenced by ``pages``, once, in first-seen order."""
    out = []
    for page in pages:
        for ref in asset_refs(page):
            if ref in seen:
                continue
            seen.add(ref)
            out.append(ref)
    return out


def is_fingerprinted(name: str) -> bool:
    stem = PurePosixPath(name).stem
    return bool(re.search(r"\.[0-9a-f]{8}$", stem))
