"""Configuration: ``[tool.honing]`` in pyproject.toml or a ``honing.toml`` found by walking
up from the prompt file (SPEC E-2.4), plus inline suppression comments in the prompt."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from honing.engine.findings import Severity
from honing.errors import ConfigError

THRESHOLDS = {
    "too_short_content_words": "minimum content words (overrides the per-language value)",
    "long_sentence_words": "words per prose sentence (overrides the per-language value)",
    "wall_of_text_words": "words before structure is expected (overrides the per-language value)",
    "near_duplicate_overlap": "word overlap that makes two sentences near duplicates (0-1)",
    "negative_only_min": "prohibitions that, with no positive requirement, fire the rule",
    "structure_min_words": "words from which the structure dimension applies (SPEC: 120)",
}
_REFERENCE_KEYS = {"home", "workspace", "store", "limits"}
_KEYS = {"disable", "severity", "thresholds", "model", "allow_inline_security_suppression", "references"}
_INLINE = re.compile(r"<!--\s*honing:\s*(?:ignore|disable)\s+([\w\s,]+?)\s*-->", re.I)


@dataclass(frozen=True)
class Config:
    disable: frozenset[str] = frozenset()
    severity: dict[str, Severity] = field(default_factory=dict)
    thresholds: dict[str, float] = field(default_factory=dict)
    model: str = "gpt-4o"
    allow_inline_security_suppression: bool = False
    references: dict[str, Any] = field(default_factory=dict)
    source: str | None = None

    @classmethod
    def from_mapping(cls, raw: dict[str, Any], source: str | None = None) -> Config:
        from honing.engine.registry import rules

        where = f" in {source}" if source else ""
        unknown = set(raw) - _KEYS
        if unknown:
            raise ConfigError(f"unknown configuration key{'s' if len(unknown) > 1 else ''} {', '.join(sorted(unknown))}{where}; "
                              f"known keys: {', '.join(sorted(_KEYS))}")
        known_rules = rules()
        disable = raw.get("disable", [])
        if not isinstance(disable, list):
            raise ConfigError(f"'disable'{where} must be a list of rule codes")
        for code in disable:
            if code not in known_rules:
                raise ConfigError(f"unknown rule code '{code}' in 'disable'{where}; run 'hone rules' for the list")
        severity: dict[str, Severity] = {}
        for code, value in dict(raw.get("severity", {})).items():
            if code not in known_rules:
                raise ConfigError(f"unknown rule code '{code}' in 'severity'{where}; run 'hone rules' for the list")
            try:
                severity[code] = Severity(value)
            except ValueError:
                raise ConfigError(f"severity of '{code}'{where} must be critical, warning or info, not '{value}'") from None
        thresholds: dict[str, float] = {}
        for key, value in dict(raw.get("thresholds", {})).items():
            if key not in THRESHOLDS:
                raise ConfigError(f"unknown threshold '{key}'{where}; known: {', '.join(THRESHOLDS)}")
            if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
                raise ConfigError(f"threshold '{key}'{where} must be a positive number")
            thresholds[key] = float(value)
        model = raw.get("model", "gpt-4o")
        if not isinstance(model, str):
            raise ConfigError(f"'model'{where} must be a model name")
        refs = raw.get("references", {})
        if not isinstance(refs, dict):
            raise ConfigError(f"'references'{where} must be a table")
        unknown_refs = sorted(set(refs) - _REFERENCE_KEYS)
        if unknown_refs:
            raise ConfigError(f"unknown key(s) in 'references'{where}: {', '.join(unknown_refs)}; known: "
                              f"{', '.join(sorted(_REFERENCE_KEYS))}")
        return cls(frozenset(disable), severity, thresholds, model,
                   bool(raw.get("allow_inline_security_suppression", False)), dict(refs), source)


def load_file(path: Path) -> Config:
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read configuration {path}: {exc}") from None
    if path.name == "pyproject.toml":
        raw = raw.get("tool", {}).get("honing", {})
    return Config.from_mapping(raw, str(path))


def discover(start: Path) -> Config:
    """The first ``honing.toml``, or ``pyproject.toml`` with a ``[tool.honing]`` table,
    walking up from ``start``; defaults when there is none."""
    here = start.resolve()
    if here.is_file():
        here = here.parent
    for folder in (here, *here.parents):
        candidate = folder / "honing.toml"
        if candidate.is_file():
            return load_file(candidate)
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            try:
                raw = tomllib.loads(pyproject.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
                raise ConfigError(f"cannot read configuration {pyproject}: {exc}") from None
            if "honing" in raw.get("tool", {}):
                return Config.from_mapping(raw["tool"]["honing"], str(pyproject))
    return Config()


def inline_suppressions(text: str) -> set[str]:
    """Rule codes named in ``<!-- honing: ignore CODE, CODE -->`` comments."""
    codes: set[str] = set()
    for m in _INLINE.finditer(text):
        codes.update(c for c in re.split(r"[\s,]+", m.group(1)) if c)
    return codes
