"""The scaffold table (``data/guidance.toml``): fixed guidance for software tasks, keyed by
intent and topic (SPEC E-7 step 4, E-7.3), written in the request's language — English,
Japanese or Chinese (issue 19) — with English as the fallback for any entry without a
translation."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from honing import data
from honing.text.document import Document
from honing.text.lang import profile

KINDS = ("edge_cases", "tests", "acceptance")
KIND_TITLES = {"edge_cases": "edge cases", "tests": "tests", "acceptance": "acceptance criteria"}
LANGUAGES = ("en", "ja", "zh")
LANGUAGE_NAMES = {"en": "English", "ja": "Japanese", "zh": "Chinese"}
# as in honing.text.lang: about 1.6 CJK characters carry one English word of content
_CJK_CHARS_PER_WORD = 1.6


@dataclass(frozen=True)
class Item:
    key: str  # intent.<name> or topic.<name>
    kind: str  # edge_cases | tests | acceptance
    text: str  # in the language asked for (English when the entry has no translation)
    skip_if: tuple[str, ...]

    def covered_by(self, request: str) -> str | None:
        """The phrase of the user's request that already covers this item, if any."""
        low = request.casefold()
        return next((p for p in self.skip_if if p.casefold() in low), None)


@cache
def table() -> dict[str, Any]:
    return data.load("guidance.toml")


def version() -> str:
    return str(table()["version"])


def request_language(doc: Document) -> str:
    """The language the headings and guidance are written in: that of the request's own
    prose — code, URLs, quotes and material left out, so a Japanese request around an
    English code block or article is Japanese — English on a tie or with no prose."""
    prof = profile(doc.prose)
    cjk = prof.han + prof.kana
    if not cjk and not prof.latin_words:
        return doc.language if doc.language in LANGUAGES else "en"
    if cjk / _CJK_CHARS_PER_WORD > prof.latin_words:
        return "ja" if prof.kana >= 0.05 * cjk else "zh"
    return "en"


def _localized(row: dict[str, Any], field: str, language: str) -> str | None:
    """``row[field]`` in ``language`` (``<field>_<language>``), else the English one."""
    if language != "en":
        text = row.get(f"{field}_{language}")
        if text:
            return str(text)
    text = row.get(field)
    return str(text) if text else None


def _row(group: str, name: str) -> dict[str, Any] | None:
    row = table().get(group, {}).get(name)
    return dict(row) if row else None


def heading(name: str, language: str = "en") -> str:
    """The displayed heading of section ``name`` (its English key) in ``language``."""
    headings = table().get("headings", {})
    return str(headings.get(language, {}).get(name) or name)


def legend(language: str = "en") -> str:
    """The Markdown view's note on line tags, in ``language``."""
    notes = table()["legend"]
    return str(notes.get(language) or notes["en"])


def role(intent: str, language: str = "en") -> str | None:
    row = _row("intent", intent)
    return _localized(row, "role", language) if row else None


def output(intent: str, language: str = "en") -> str | None:
    row = _row("intent", intent)
    return _localized(row, "output", language) if row else None


def items(intent: str, topics: tuple[str, ...], language: str = "en") -> list[Item]:
    out: list[Item] = []
    rows = [("intent", intent)] + [("topic", t) for t in topics]
    for group, name in rows:
        row = _row(group, name)
        if not row:
            continue
        for it in row.get("items", []):
            text = _localized(it, "text", language) or ""
            out.append(Item(f"{group}.{name}", it["kind"], text, tuple(it.get("skip_if", ()))))
    return sorted(out, key=lambda i: KINDS.index(i.kind))


def _translations(row: dict[str, Any], field: str, label: str) -> list[str]:
    """The reference lines of one entry: the English line, then each translation."""
    lines = [f"- **{label}**: {row[field]}"]
    for lang in LANGUAGES[1:]:
        text = row.get(f"{field}_{lang}")
        lines.append(f"  - {lang}: {text}" if text else f"  - {lang}: _(no translation: the English line is used)_")
    return lines


def reference_page() -> str:
    """docs/reference/guidance.md, generated from the table."""
    t = table()
    langs = ", ".join(f"`{lang}` ({LANGUAGE_NAMES[lang]})" for lang in LANGUAGES)
    lines = ["# Restructure guidance", "", f"Table version {t['version']} (`honing/data/guidance.toml`). Lines from "
             "this table are labeled `engine`; they are added only for software tasks, never when "
             "`scaffold=False`, and an item is left out when the request already contains one of its "
             "`skip_if` phrases.", "",
             "## Languages", "",
             f"The section headings and every `engine` line are written in the request's language: {langs}. "
             "The language is the one the analysis detects for the document (JSON `language` of `hone analyze`); "
             "a `mixed` request takes the language with most prose (code, URLs and quotes left out), English on "
             "a tie. In the table, `role`, `output` and an item's `text` are the English lines and "
             "`role_ja`, `role_zh`, `output_ja`, `output_zh`, `text_ja`, `text_zh` their translations; an entry "
             "without a translation falls back to its English line, never to no line. `skip_if` phrases are "
             "matched in any language. The restructure JSON keeps `sections[].name` as the English key and "
             "gives the displayed heading as `title`, with the chosen `language` at the top level.", "",
             "| section (`name`) | " + " | ".join(f"`{lang}`" for lang in LANGUAGES[1:]) + " |",
             "|---|" + "---|" * (len(LANGUAGES) - 1)]
    for name in t["headings"]["en"]:
        lines.append(f"| {heading(name)} | " + " | ".join(heading(name, lang) for lang in LANGUAGES[1:]) + " |")
    lines += ["", "Markdown legend (`--format markdown`):", ""]
    lines += [f"- {lang}: {legend(lang)}" for lang in LANGUAGES]
    lines.append("")
    for group in ("intent", "topic"):
        for name, row in t[group].items():
            lines += [f"## {group} `{name}`", ""]
            if row.get("role"):
                lines += _translations(row, "role", "role")
            for it in row.get("items", []):
                skip = ", ".join(f"“{s}”" for s in it.get("skip_if", ()))
                lines += _translations(it, "text", KIND_TITLES[it["kind"]])
                lines.append(f"  - _skipped if the request says {skip}_")
            if row.get("output"):
                lines += _translations(row, "output", "default output format")
            lines.append("")
    return "\n".join(lines)
