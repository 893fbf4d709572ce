"""Render the site into out/."""
from __future__ import annotations

import shutil
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

from clubsite.filters import FILTERS
from clubsite.fixtures import load_fixtures, ours
from clubsite.standings import load_results, table

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "out"


def env() -> Environment:
    e = Environment(loader=FileSystemLoader(ROOT / "templates"), autoescape=select_autoescape())
    e.filters.update(FILTERS)
    return e


def build() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir()
    e = env()
    rows = table(load_results(ROOT / "data" / "results.csv"))
    fixtures = ours(load_fixtures(ROOT / "data" / "fixtures.csv"))
    (OUT / "index.html").write_text(e.get_template("table.html").render(rows=rows), encoding="utf-8")
    (OUT / "fixtures.html").write_text(e.get_template("fixtures.html").render(fixtures=fixtures), encoding="utf-8")
    shutil.copytree(ROOT / "static", OUT / "static")
    print(f"built {len(rows)} teams, {len(fixtures)} fixtures -> {OUT}")


if __name__ == "__main__":
    build()
