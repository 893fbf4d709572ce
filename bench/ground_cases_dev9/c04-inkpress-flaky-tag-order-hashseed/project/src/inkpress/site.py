from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from .config import SiteConfig
from .frontmatter import Post, parse_post
from .render import _env, write_post


def load_posts(site: SiteConfig) -> list[Post]:
    posts = [parse_post(p) for p in sorted(site.posts_dir.glob("*.md"))]
    return sorted((p for p in posts if not p.draft), key=lambda p: p.date, reverse=True)


def build_site(site: SiteConfig) -> int:
    posts = load_posts(site)
    out: Path = site.out_dir
    tag_index: dict[str, list[Post]] = defaultdict(list)
    for post in posts:
        write_post(post, site, out)
        for tag in post.tags:
            tag_index[tag].append(post)

    index = _env.get_template("index.html").render(site=site, posts=posts)
    (out / "index.html").write_text(index, encoding="utf-8")

    for tag in sorted(tag_index):
        page = _env.get_template("tag.html").render(site=site, tag=tag, posts=tag_index[tag])
        dest = out / "tags" / tag / "index.html"
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(page, encoding="utf-8")
    return len(posts)
