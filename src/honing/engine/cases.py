"""A rule's documented cases and options, read from data: everyday prompts in English,
Japanese and Chinese on which it fires and fixed versions on which it does not
(``data/rule_cases/<code>.toml``), and the thresholds that tune it (``options`` in
``data/rules.toml``). The rule reference pages and ``tests/test_rule_cases.py`` are both
built from them, so a documented case cannot stop being true unnoticed.

Read on demand (the docs and the tests), never by an analysis."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from honing import data
from honing.engine.config import THRESHOLDS
from honing.text import lexicon

# an option's default names where it comes from when it is not a number
PER_LANGUAGE = "per_language"  # vocab/<lang>.toml [thresholds]
_CASE_KEYS = frozenset({"lang", "fires", "text", "gap"})


@dataclass(frozen=True, slots=True)
class Case:
    """One documented prompt: the rule ``code`` fires on ``text`` exactly when ``fires``.
    A ``gap`` says why the engine does not behave so yet (a known rule gap)."""

    code: str
    lang: str
    fires: bool
    text: str
    gap: str = ""


@dataclass(frozen=True, slots=True)
class Option:
    """A threshold of ``[tool.honing.thresholds]`` that tunes a rule."""

    name: str
    description: str
    default: str  # as shown to a reader: "3", "en 5 · ja 3 · zh 5", "the value of `x`"


@cache
def cases(code: str) -> tuple[Case, ...]:
    """The cases of rule ``code``, in file order; a malformed row names its file and row."""
    name = f"rule_cases/{code}.toml"
    out: list[Case] = []
    for i, row in enumerate(data.load(name).get("case", []), 1):
        unknown = set(row) - _CASE_KEYS
        ok = (not unknown and row.get("lang") in lexicon.LANGUAGES and isinstance(row.get("fires"), bool)
              and isinstance(row.get("text"), str) and row["text"].strip() and isinstance(row.get("gap", ""), str))
        if not ok:
            raise ValueError(f"data/{name}, case {i}: needs lang (one of {', '.join(lexicon.LANGUAGES)}), "
                             f"fires (true or false) and a text; optional gap{f'; unknown {sorted(unknown)}' if unknown else ''}")
        out.append(Case(code, row["lang"], row["fires"], row["text"], row.get("gap", "")))
    return tuple(out)


def options(code: str) -> tuple[Option, ...]:
    """The thresholds that tune rule ``code``, with their defaults, in declaration order."""
    declared = data.load("rules.toml")[code].get("options", {})
    out: list[Option] = []
    for name, default in declared.items():
        if name not in THRESHOLDS:
            raise ValueError(f"data/rules.toml [{code}] options: '{name}' is not a threshold ({', '.join(THRESHOLDS)})")
        out.append(Option(name, THRESHOLDS[name], _shown(name, default)))
    return tuple(out)


def _shown(name: str, default: object) -> str:
    if default == PER_LANGUAGE:
        return " · ".join(f"{lang} {lexicon.threshold(lang, name)}" for lang in lexicon.LANGUAGES)
    if isinstance(default, str):
        if default not in THRESHOLDS:
            raise ValueError(f"data/rules.toml: the default of '{name}' names no threshold: '{default}'")
        return f"the value of `{default}`"
    return str(default)
