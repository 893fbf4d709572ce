"""All pages at once: what ``python -m honing.docs`` writes and what the docs test compares."""

from __future__ import annotations

from pathlib import Path

from honing.docs.engine import engine_reference, rule_page
from honing.docs.pages import extra_pages, vocabulary_page
from honing.engine.registry import rules


def build() -> dict[str, str]:
    pages = {"engine.md": engine_reference(), "vocabulary.md": vocabulary_page()}
    for r in rules().values():
        pages[f"rules/{r.code}.md"] = rule_page(r)
    pages.update(extra_pages())
    return pages


def write(root: Path) -> None:
    for rel, text in build().items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
