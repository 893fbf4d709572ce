"""Bundled Jinja2 message templates (*.md.j2 next to this file)."""
from __future__ import annotations

from importlib import resources

from jinja2 import Environment, StrictUndefined

_env = Environment(undefined=StrictUndefined, autoescape=False, keep_trailing_newline=True)


def render(name: str, **variables: str) -> str:
    source = resources.files(__name__).joinpath(f"{name}.md.j2").read_text(encoding="utf-8")
    return _env.from_string(source).render(**variables)
