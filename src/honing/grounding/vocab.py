"""The grounding tables (``data/grounding.toml``) as ready matchers, built once."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from honing import data

LANGUAGES = ("en", "ja", "zh")


def table() -> dict[str, Any]:
    return data.load("grounding.toml")


def version() -> str:
    return str(table()["version"])


def _alternation(words: list[str], lang: str) -> re.Pattern[str]:
    """One pattern for a phrase list; a phrase written "re:…" is a regular expression
    (bounded gaps only, so that matching stays linear)."""
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    if lang == "en":
        body = "|".join(_casual(w[3:] if w.startswith("re:") else re.escape(w)) for w in ordered)
        return re.compile(rf"(?<![\w'])(?:{body})(?![\w'])", re.IGNORECASE)
    # Latin words in a Japanese or Chinese list stand alone too: "bug" is not in "Debug"
    body = "|".join(w[3:] if w.startswith("re:") else _bounded(w) for w in ordered)
    return re.compile(f"(?:{body})", re.IGNORECASE)


def _casual(body: str) -> str:
    """An English pattern that also reads the casual spellings of its words ("since ur debounce change"; table
    ``casual_spellings``, `casual:standard`): each standard word, standing alone in the pattern, takes its casual one too;
    not in a look-behind, which must keep its width (`(?<!your )`). Cheap: most phrases say no such word."""
    read = body
    for standard, (spelled, casual) in _spellings().items():
        if standard in read:
            read = spelled.sub(rf"(?:\1|{casual})", read)
    if read == body or "(?<" not in body:
        return read
    try:  # (a look-behind that held the word no longer compiles: the phrase keeps its plain form)
        re.compile(read)
    except re.error:
        return body
    return read


@cache
def _spellings() -> dict[str, tuple[re.Pattern[str], str]]:
    casuals: dict[str, list[str]] = {}
    for casual, standard in (pair.split(":") for pair in table()["en"].get("casual_spellings", [])):
        casuals.setdefault(standard, []).append(casual)  # ("teh:the", "hte:the": both)
    return {standard: (re.compile(rf"(?:(?<=\\b)|(?<![A-Za-z\\]))({standard})(?![A-Za-z'])"), "|".join(spelled))
            for standard, spelled in casuals.items()}


def _bounded(word: str) -> str:
    left = r"(?<![A-Za-z])" if word[:1].isascii() and word[:1].isalpha() else ""
    right = r"(?![A-Za-z])" if word[-1:].isascii() and word[-1:].isalpha() else ""
    return f"{left}{re.escape(word)}{right}"


@cache
def matcher(category: str) -> tuple[re.Pattern[str], ...]:
    """One pattern per language for a phrase category (deictic, defect, deferral …)."""
    return tuple(_alternation(list(table()[lang][category]), lang) for lang in LANGUAGES if table()[lang].get(category))


@cache
def phrases(category: str) -> tuple[re.Pattern[str], ...]:
    """Each phrase of a category as a pattern of its own: whether two texts say the same one."""
    return tuple(_alternation([w], lang) for lang in LANGUAGES for w in table()[lang].get(category, ()))


def find_all(text: str, category: str) -> list[re.Match[str]]:
    hits = [m for pattern in matcher(category) for m in pattern.finditer(text)]
    hits.sort(key=lambda m: (m.start(), -len(m.group(0))))
    return hits


def first(text: str, category: str) -> re.Match[str] | None:
    hits = find_all(text, category)
    return hits[0] if hits else None


def count(text: str, category: str) -> int:
    return len(find_all(text, category))


def masked(text: str, category: str) -> str:
    """``text`` with every phrase of ``category`` blanked out (same length, so offsets hold)."""
    for m in find_all(text, category):
        text = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    return text


@dataclass(frozen=True)
class LanguageRules:
    """How a project language names its tests, writes a definition and opens a test case."""

    name: str
    extensions: tuple[str, ...]
    test_file: tuple[re.Pattern[str], ...]
    definition: tuple[str, ...]
    block: str
    test_command: str
    test_case: tuple[re.Pattern[str], ...] = ()
    test_subject: tuple[re.Pattern[str], ...] = ()
    definition_weight: float = 1.0  # how much naming a definition of this language points at it
    identifier: str = r"([A-Za-z_$][\w$]*+)"  # a name as the language writes it (Clojure: `expired?`)

    def definition_patterns(self, name: str) -> re.Pattern[str]:
        escaped = re.escape(name)
        return re.compile("|".join(f"(?:{p.replace('{name}', escaped)})" for p in self.definition), re.MULTILINE)

    def is_test_file(self, rel: str) -> bool:
        return any(p.search(rel) for p in self.test_file)


@cache
def languages() -> tuple[LanguageRules, ...]:
    out = []
    for name, raw in table()["languages"].items():
        out.append(LanguageRules(
            name=name,
            extensions=tuple(raw["extensions"]),
            test_file=tuple(re.compile(p) for p in raw["test_file"]),
            definition=tuple(raw["definition"]),
            block=str(raw["block"]),
            test_command=str(raw["test_command"]),
            test_case=tuple(re.compile(p) for p in raw.get("test_case", [])),
            test_subject=tuple(re.compile(p) for p in raw.get("test_subject", [])),
            definition_weight=float(raw.get("definition_weight", 1.0)),
            identifier=str(raw.get("identifier", LanguageRules.identifier)),
        ))
    return tuple(out)


def is_test_path(path: str) -> bool:
    """Whether ``path`` (as a transcript writes it, Windows separators too) is a test file by its
    language's conventions."""
    posix = path.replace("\\", "/")
    return rules_for(posix).is_test_file(posix)


@cache
def _test_support() -> tuple[re.Pattern[str], re.Pattern[str]]:
    return (re.compile("|".join(table()["test_support"]), re.IGNORECASE), re.compile("|".join(table()["test_case_name"])))


def is_test_support(path: str) -> bool:
    """Whether ``path`` holds code the tests run on (a factory, fixture, fake, mock or helper), not tests."""
    support, case = _test_support()
    posix = path.replace("\\", "/")
    return support.search(posix) is not None and case.search(posix) is None


def rules_for(path: str) -> LanguageRules:
    lowered = path.lower()
    for rules in languages():
        if any(lowered.endswith(ext) for ext in rules.extensions):
            return rules
    return next(r for r in languages() if r.name == "other")


@cache
def preambles() -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in table()["gate"]["preambles"])


_PATH_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]{2,}")


@cache
def _generic_path_words() -> frozenset[str]:
    return frozenset(table()["generic_path_words"])


@cache
def _loanwords(name: str = "loanwords") -> tuple[re.Pattern[str], dict[str, tuple[str, ...]]]:
    words = {k: tuple(v) for lang in ("ja", "zh") for k, v in table()[name][lang].items()}
    ordered = sorted(words, key=lambda w: (-len(w), w))
    return re.compile("|".join(map(re.escape, ordered))), words


def english_of(text: str) -> set[str]:
    """The English words of the Japanese and Chinese ones of ``text`` (ヘルスチェック: health; table ``loanwords``)."""
    found, english = _loanwords()
    return {w for m in found.finditer(text) for w in english[m.group(0)]} if not text.isascii() else set()


def code_words_of(text: str) -> set[str]:
    """The English words code writes for the Japanese and Chinese ones of ``text``: its loanwords, and the domain's
    words that name no file (送料: shipping, as in `FREE_SHIPPING_THRESHOLD`; table ``concepts``)."""
    found, english = _loanwords("concepts")
    return english_of(text) | ({w for m in found.finditer(text) for w in english[m.group(0)]} if not text.isascii() else set())


def spelled_out(word: str) -> tuple[str, ...]:
    """The words a short form stands for ("avg": average; table ``short_forms``)."""
    return tuple(table()["short_forms"].get(word, ()))


def path_words(text: str) -> set[str]:
    """The Latin words of ``text`` that may name a folder or file by a part of its path,
    lower-cased, without the parts of many paths (src, app, tests); and the English words of
    its Japanese and Chinese ones (ダッシュボード: dashboard; table ``loanwords``)."""
    return ({w.lower() for w in _PATH_WORD.findall(text)} | english_of(text)) - _generic_path_words()


@cache
def _skipped_dirs() -> frozenset[str]:
    return frozenset(table()["tools"]["skip_dirs"])


def vendored(path: str) -> bool:
    """``path`` runs through a folder the project's search skips (node_modules, vendor, a build
    folder): a library's or a generated file, not the project's code."""
    return not _skipped_dirs().isdisjoint(re.split(r"[\\/]", path))
