"""The model catalog (data/models.json): provider, tokenizer and label, context window,
prices per million tokens with the date each was checked and its source."""

from __future__ import annotations

import difflib
from dataclasses import asdict, dataclass
from functools import cache
from typing import Any

from honing import data
from honing.defaults import DEFAULT_MODEL as DEFAULT_MODEL
from honing.errors import UnknownModelError


@dataclass(frozen=True)
class ModelInfo:
    id: str
    provider: str
    display_name: str
    aliases: tuple[str, ...]
    tokenizer: str
    label: str  # exact | approximate
    context_window: int | None
    input_per_mtok: float | None
    output_per_mtok: float | None
    cached_input_per_mtok: float | None
    price_checked: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["aliases"] = list(self.aliases)
        return out


@cache
def _catalog() -> dict[str, Any]:
    return data.load("models.json")


def as_of() -> str:
    return str(_catalog()["as_of"])


def currency() -> str:
    return str(_catalog()["currency"])


@cache
def models() -> tuple[ModelInfo, ...]:
    return tuple(ModelInfo(**{**e, "aliases": tuple(e["aliases"])}) for e in _catalog()["entries"])


@cache
def _index() -> dict[str, ModelInfo]:
    idx: dict[str, ModelInfo] = {}
    for m in models():
        for name in (m.id, *m.aliases):
            idx[name.lower()] = m
    return idx


def lookup(name: str) -> ModelInfo:
    """The catalog entry for ``name`` (id or alias, case-insensitive); provider prefixes such
    as ``openai/gpt-4o`` are accepted. Unknown names raise with the closest matches."""
    key = name.strip().lower()
    idx = _index()
    if key in idx:
        return idx[key]
    if "/" in key and key.split("/", 1)[1] in idx:
        return idx[key.split("/", 1)[1]]
    close = difflib.get_close_matches(key, list(idx), n=4, cutoff=0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise UnknownModelError(f"unknown model '{name}'{hint} Run 'hone models' for the catalog.")
