"""pressroom build: posts/*.md -> site/."""

from __future__ import annotations

import argparse
from pathlib import Path

import markdown

from .feeds import atom
from .frontmatter import parse
from .text import excerpt, slugify
from .text.slug import unique_slug


def build(posts_dir: Path, out_dir: Path, site_url: str) -> int:
    taken: set[str] = set()
    entries = []
    for path in sorted(posts_dir.glob("*.md")):
        post = parse(path.read_text(encoding="utf-8"))
        if post.draft:
            continue
        slug = unique_slug(post.slug or slugify(post.title), taken)
        taken.add(slug)
        html = markdown.markdown(post.body, extensions=["fenced_code", "tables"])
        rel = f"/{post.published:%Y/%m}/{slug}/"
        target = out_dir / rel.strip("/") / "index.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html, encoding="utf-8")
        entries.append({"title": post.title, "path": rel, "published": post.published, "summary": excerpt(html)})
    (out_dir / "feed.xml").write_text(atom(site_url, entries), encoding="utf-8")
    return len(entries)


def main() -> None:
    ap = argparse.ArgumentParser(prog="pressroom")
    ap.add_argument("--posts", type=Path, default=Path("posts"))
    ap.add_argument("--out", type=Path, default=Path("site"))
    ap.add_argument("--url", default="https://eng.example.com")
    args = ap.parse_args()
    print(f"built {build(args.posts, args.out, args.url)} posts")
