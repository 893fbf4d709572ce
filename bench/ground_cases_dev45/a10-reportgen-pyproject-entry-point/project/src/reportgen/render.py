"""Jinja rendering of the bundled templates."""
from __future__ import annotations

from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

env = Environment(
    loader=PackageLoader("reportgen", "templates"),
    autoescape=select_autoescape(["html", "j2"]),
    trim_blocks=True,
    lstrip_blocks=True,
)


def fmt_pct(value: float) -> str:
    return f"{value:+.1%}"


env.filters["pct"] = fmt_pct


def render_html(template: str, **context) -> str:
    return env.get_template(template).render(**context)


def render_pdf(html: str, path: Path) -> None:
    from weasyprint import HTML

    HTML(string=html, base_url=str(Path(__file__).parent / "static")).write_pdf(path)
