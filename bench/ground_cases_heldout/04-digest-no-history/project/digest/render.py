from __future__ import annotations

from datetime import datetime
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from .fetch import Entry

_env = Environment(loader=PackageLoader("digest"), autoescape=select_autoescape())


def render(groups: dict[str, list[Entry]], now: datetime) -> str:
    template = _env.get_template("digest.html.j2")
    return template.render(groups=groups, week_of=now.strftime("%d %B %Y"))


def write(html: str, out: Path) -> None:
    out.write_text(html, encoding="utf-8")
