"""Render the static site into site/."""
from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

from league.results import load_results
from league.table import standings

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
OUT = ROOT / "site"
GROUPS = {"u12": "Under 12s", "u14": "Under 14s"}

env = Environment(loader=FileSystemLoader(ROOT / "templates"), autoescape=select_autoescape())
env.globals["updated"] = datetime.now().strftime("%-d %B %Y, %H:%M")


def build() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir()
    pages = []
    for slug, title in GROUPS.items():
        results = load_results(DATA / slug / "results.csv")
        table = standings(results)
        html = env.get_template("table.html").render(title=title, table=table, results=results)
        (OUT / f"{slug}.html").write_text(html)
        pages.append((slug, title))
    (OUT / "index.html").write_text(env.get_template("index.html").render(pages=pages))
    print(f"built {len(pages)} tables into {OUT}")


if __name__ == "__main__":
    build()
