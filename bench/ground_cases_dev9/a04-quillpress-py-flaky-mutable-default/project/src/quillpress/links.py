"""Internal links between pages, for the broken-link check."""

from __future__ import annotations

import re

from quillpress.pages import Page

LINK_RE = re.compile(r'href="(/[^"#?]*)"')


def collect_links(pages: list[Page], seen: set[str] | None = None) -> list[str]:
    """Internal link targets across ``pages``, once each, in first-seen order."""
    if seen is None:
        seen = set()
    out = []
    for page in pages:
        for m in LINK_RE.finditer(page.html):
            target = m.group(1)
            if target.startswith("/static/") or target in seen:
                continue
            seen.add(target)
            out.append(target)
    return out


def broken_links(pages: list[Page]) -> list[str]:
    known = {"/" + p.path.removesuffix(".md") + "/" for p in pages} | {"/"}
    return [t for t in collect_links(pages) if t not in known]
