"""Render scraped pages into site/."""
from __future__ import annotations

import pathlib
import re

from jinja2 import Environment, FileSystemLoader

from wiki.scrape import scrape
from wiki.slug import page_path, slugify, unique

SITE = pathlib.Path("site")
env = Environment(loader=FileSystemLoader("templates"), autoescape=True)


def anchor_id(heading: str) -> str:
    return re.sub(r"[^\w]+", "-", heading).strip("-")


def rewrite_links(html: str, slugs: dict[str, str]) -> str:
    def repl(m: re.Match) -> str:
        title = m.group(1).replace("_", " ")
        return f'href="/{page_path(slugs[title])}"' if title in slugs else m.group(0)
    return re.sub(r'href="/zh/wiki/([^"#]+)"', repl, html)


def build(limit: int | None = None) -> int:
    pages = scrape(limit)
    taken: set[str] = set()
    slugs = {p["title"]: unique(slugify(p["title"]), taken) for p in pages}
    page_tpl = env.get_template("page.html")
    for p in pages:
        out = SITE / page_path(slugs[p["title"]])
        out.parent.mkdir(parents=True, exist_ok=True)
        html = rewrite_links(p["html"], slugs)
        out.write_text(page_tpl.render(title=p["title"], body=html, categories=p["categories"]), encoding="utf-8")
    index = env.get_template("index.html").render(pages=sorted(slugs.items()))
    (SITE / "index.html").write_text(index, encoding="utf-8")
    write_sitemap(slugs.values())
    return len(pages)


def write_sitemap(slugs, base: str = "https://wiki.xingqiong-guild.cn") -> None:
    urls = [f"{base}/"] + [f"{base}/{page_path(s)}" for s in sorted(slugs)]
    body = "\n".join(f"  <url><loc>{u}</loc></url>" for u in urls)
    (SITE / "sitemap.xml").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
        f"{body}\n</urlset>\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    print(f"built {build()} pages")
