"""The committed reference equals a fresh generation (SPEC E-10)."""

from __future__ import annotations

from pathlib import Path

from honing import docs

ROOT = Path(__file__).resolve().parents[1] / "docs" / "reference"


def test_committed_reference_is_fresh() -> None:
    pages = docs.build()
    stale = [rel for rel, text in pages.items() if not (ROOT / rel).exists() or (ROOT / rel).read_text(encoding="utf-8") != text]
    assert not stale, f"regenerate with `make docs`: {stale}"
    committed = {str(p.relative_to(ROOT)) for p in ROOT.rglob("*.md")}
    assert committed == set(pages), "docs/reference has pages the engine no longer generates"


def test_engine_reference_is_built_from_the_tables() -> None:
    page = docs.engine_reference()
    assert "| 17 | `comparison` | Compare tokens and cost |" in page
    assert "| critical | 30 |" in page and "2026.11.1" in page


def test_vocabulary_page_lists_every_phrase_of_every_language() -> None:
    from honing.text import lexicon

    page = docs.vocabulary_page()
    sections = page.split("\n## ")[1:]
    by_category = {s.split("`")[1]: s for s in sections}
    for lang in lexicon.LANGUAGES:
        openers = [f"sentence_openers.{k}" for k in lexicon.vocab(lang).get("sentence_openers", {})]
        for category in [c for c in lexicon._categories(lang) if c != "filler"] + openers + ["stopwords"]:
            row = next(line for line in by_category[category].splitlines() if line.startswith(f"| {lang} |"))
            for phrase in lexicon.phrases(lang, category):
                shown = phrase[3:] if phrase.startswith("re:") else phrase
                assert f"`{shown.replace('|', chr(92) + '|')}`" in row, (lang, category, phrase)


def test_engine_reference_lists_the_project_facts_table() -> None:
    from honing import data

    page = docs.engine_reference()
    for ecosystem, row in data.load("manifests.toml").items():
        if isinstance(row, dict):
            line = next(x for x in page.splitlines() if x.startswith(f"| {ecosystem} |"))
            assert all(f"`{name}`" in line for name in [*row["frameworks"], *row["test_runners"]])


def test_grounding_and_material_pages_carry_every_phrase() -> None:
    from honing import data
    from honing.docs import build

    pages = build()
    for page, table in (("grounding.md", "grounding.toml"), ("material.md", "material.toml")):
        raw = data.load(table)
        for lang in ("en", "ja", "zh"):
            for words in raw[lang].values():
                for word in words:
                    # a regular expression is shown without its "re:" prefix, marked (regex)
                    shown = f"`{word[3:]}` (regex)" if word.startswith("re:") else word
                    assert shown in pages[page], (page, word)
