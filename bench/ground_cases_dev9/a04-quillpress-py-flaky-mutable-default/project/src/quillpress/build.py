from __future__ import annotations

import shutil
from pathlib import Path

from jinja2 import Environment, FileSystemLoader

from quillpress.assets import collect_assets
from quillpress.links import broken_links
from quillpress.pages import load_pages


def build_site(src: Path, out: Path, *, strict: bool = False) -> list[str]:
    """Render every page under ``src`` into ``out``; returns the assets copied."""
    pages = load_pages(src)
    if strict and (bad := broken_links(pages)):
        raise SystemExit(f"broken links: {', '.join(bad)}")

    env = Environment(loader=FileSystemLoader(src / "_templates"), autoescape=True)
    template = env.get_template("page.html")
    for page in pages:
        target = out / page.path.removesuffix(".md") / "index.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(template.render(page=page), encoding="utf-8")

    assets = collect_assets(pages)
    for name in assets:
        dest = out / "static" / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src / "_static" / name, dest)
    return assets
