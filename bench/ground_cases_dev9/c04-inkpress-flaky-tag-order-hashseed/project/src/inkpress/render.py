"""Turn parsed posts into HTML pages."""
from __future__ import annotations

from pathlib import Path

import markdown
from jinja2 import Environment, PackageLoader, select_autoescape

from .config import SiteConfig
from .frontmatter import Post

_env = Environment(loader=PackageLoader("inkpress", "templates"), autoescape=select_autoescape())


def reading_minutes(text: str) -> int:
    # 中文按字数、英文按词数粗略估算
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
    words = len(text.split())
    return max(1, round(cjk / 400 + words / 200))


def build_meta(post: Post, site: SiteConfig) -> dict:
    tags = list(set(post.tags + site.default_tags))
    return {
        "title": post.title,
        "date": post.date.isoformat(),
        "tags": tags,
        "primary_tag": tags[0] if tags else None,
        "reading_minutes": reading_minutes(post.body),
        "url": f"{site.base_url}/posts/{post.slug}/",
    }


def render_post(post: Post, site: SiteConfig) -> str:
    body_html = markdown.markdown(post.body, extensions=["fenced_code", "tables", "toc"])
    meta = build_meta(post, site)
    return _env.get_template("post.html").render(site=site, meta=meta, body=body_html)


def write_post(post: Post, site: SiteConfig, out_dir: Path) -> Path:
    dest = out_dir / "posts" / post.slug / "index.html"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(render_post(post, site), encoding="utf-8")
    return dest
