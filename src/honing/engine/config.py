"""Configuration: ``[tool.honing]`` in pyproject.toml or a ``honing.toml`` found by walking
up from the prompt file (SPEC E-2.4), plus inline suppression comments in the prompt.

Every value is checked by one schema (pydantic, strict: ``"false"`` is not a boolean and
``3.5`` is not a share) built from the tables below, so a new threshold or reference
limit is validated the moment it is listed."""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from honing import data
from honing.engine.findings import Severity
from honing.errors import ConfigError
from honing.tokens.catalog import DEFAULT_MODEL

THRESHOLDS = {
    "too_short_content_words": "minimum content words (overrides the per-language value)",
    "long_sentence_words": "words per prose sentence (overrides the per-language value)",
    "wall_of_text_words": "words before structure is expected (overrides the per-language value)",
    "near_duplicate_overlap": "word overlap that makes two sentences near duplicates (0-1)",
    "negative_only_min": "prohibitions that, with no positive requirement, fire the rule",
    "structure_min_words": "words from which the structure dimension applies (SPEC: 120)",
}
# thresholds that are a share (0 < x <= 1); every other threshold is a whole number from 1
SHARE_THRESHOLDS = frozenset({"near_duplicate_overlap"})
_REFERENCE_KEYS = ("home", "workspace", "store", "limits")
_KEYS = ("disable", "severity", "thresholds", "model", "allow_inline_security_suppression", "references", "include",
         "exclude")
# a comment that speaks to honing; what follows the colon is checked, so a typo is an error
_INLINE = re.compile(r"<!--\s*honing\s*:(.*?)-->", re.I | re.S)
_DIRECTIVES = ("ignore", "disable")


@dataclass(frozen=True)
class Config:
    disable: frozenset[str] = frozenset()
    severity: dict[str, Severity] = field(default_factory=dict)
    thresholds: dict[str, float] = field(default_factory=dict)
    model: str = DEFAULT_MODEL
    allow_inline_security_suppression: bool = False
    references: dict[str, Any] = field(default_factory=dict)
    source: str | None = None
    # `hone check`: globs of prompt files beyond the table (include) and of files to skip (exclude)
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()

    @classmethod
    def from_mapping(cls, raw: Any, source: str | None = None, *, base: Path | None = None) -> Config:
        """Validate ``raw`` (the ``[tool.honing]`` table) against the schema. Relative
        reference paths are checked against ``base`` (default: the folder of ``source``,
        else the current directory). Any problem raises :class:`ConfigError` naming it."""
        where = f" in {source}" if source else ""
        folder = base if base is not None else Path(source).parent if source else Path.cwd()
        settings = validate(_schema(), raw, where, context={"base": folder})
        refs = settings.references.model_dump(exclude_none=True)
        refs["limits"] = {k: v for k, v in refs.get("limits", {}).items() if v is not None}
        if not refs["limits"]:
            del refs["limits"]
        return cls(
            disable=frozenset(settings.disable),
            severity={code: Severity(value) for code, value in settings.severity.items()},
            thresholds={k: float(v) for k, v in settings.thresholds.model_dump(exclude_none=True).items()},
            model=settings.model,
            allow_inline_security_suppression=settings.allow_inline_security_suppression,
            references=refs,
            source=source,
            include=tuple(settings.include),
            exclude=tuple(settings.exclude),
        )


# ----------------------------------------------------------------------------- schema


def _known_rule(code: str) -> str:
    from honing.engine.registry import rules

    known = rules()
    if code not in known:
        close = difflib.get_close_matches(code, list(known), n=3)
        hint = f"did you mean {', '.join(close)}?" if close else "run 'hone rules' for the list"
        raise ValueError(f"unknown rule code '{code}'; {hint}")
    return code


def _known_model(name: str) -> str:
    from honing.errors import UnknownModelError
    from honing.tokens import lookup

    try:
        lookup(name)
    except UnknownModelError as exc:
        raise ValueError(str(exc)) from None
    return name


@cache
def _schema() -> Any:
    """The pydantic model of ``[tool.honing]`` (built on first use: most runs have no
    configuration to check, and pydantic's import is not free)."""
    from typing import Annotated, Literal

    from pydantic import (
        AfterValidator,
        BaseModel,
        ConfigDict,
        Field,
        ValidationInfo,
        create_model,
        field_validator,
    )

    strict = ConfigDict(extra="forbid", strict=True)
    share = Annotated[float, Field(gt=0, le=1)]
    count = Annotated[int, Field(ge=1)]
    seconds = Annotated[float, Field(gt=0)]
    threshold_fields: dict[str, Any] = {
        k: ((share if k in SHARE_THRESHOLDS else count) | None, Field(None, description=d))
        for k, d in THRESHOLDS.items()}
    limit_fields: dict[str, Any] = {
        name: ((seconds if name.endswith("_seconds") else count) | None, None) for name in data.load("references.toml")["limits"]}
    thresholds_model: Any = create_model("thresholds", __config__=strict, **threshold_fields)
    limits_model: Any = create_model("limits", __config__=strict, **limit_fields)
    rule_code = Annotated[str, AfterValidator(_known_rule)]
    glob = Annotated[str, Field(min_length=1)]

    class References(BaseModel):
        model_config = strict
        home: str | None = None
        workspace: str | None = None
        store: str | None = None
        limits: limits_model = Field(default_factory=limits_model)  # type: ignore[valid-type]

        @field_validator("home", "workspace")
        @classmethod
        def _existing_folder(cls, value: str | None, info: ValidationInfo) -> str | None:
            if value is None:
                return None
            base = (info.context or {}).get("base") or Path.cwd()
            path = Path(value).expanduser()
            path = path if path.is_absolute() else Path(base) / path
            if not path.is_dir():
                raise ValueError(f"{path} is not an existing folder")
            return value

    class Settings(BaseModel):
        model_config = strict
        disable: list[rule_code] = Field(default_factory=list)  # type: ignore[valid-type]
        severity: dict[rule_code, Literal["critical", "warning", "info"]] = Field(default_factory=dict)  # type: ignore[valid-type]
        thresholds: thresholds_model = Field(default_factory=thresholds_model)  # type: ignore[valid-type]
        model: Annotated[str, AfterValidator(_known_model)] = DEFAULT_MODEL
        allow_inline_security_suppression: bool = False
        references: References = Field(default_factory=References)
        include: list[glob] = Field(default_factory=list)  # type: ignore[valid-type]
        exclude: list[glob] = Field(default_factory=list)  # type: ignore[valid-type]

    return Settings


_TABLE_NAMES = {(): "[tool.honing]", ("thresholds",): "threshold", ("references",): "key in 'references'",
                ("references", "limits"): "reference limit", ("severity",): "severity"}


def _problem(error: Mapping[str, Any], schema: Any) -> str:
    """One pydantic error as a sentence that names the key, the value and what is expected."""
    loc = tuple(str(p) for p in error["loc"] if not isinstance(p, int))
    kind, value = error["type"], error.get("input")
    msg = str(error["msg"]).removeprefix("Value error, ")
    if kind == "extra_forbidden":
        parent, key = loc[:-1], loc[-1]
        what = "configuration key" if not parent else _TABLE_NAMES.get(parent, "key in '" + ".".join(parent) + "'")
        known = _known_keys(schema, parent)
        return f"unknown {what} '{key}'" + (f"; known: {', '.join(known)}" if known else "")
    if loc and loc[-1] == "[key]":
        return f"'{'.'.join(loc[:-2])}': {msg}"
    name = ".".join(loc) or "the configuration"
    if kind == "model_type" or kind == "dict_type":
        return f"'{name}' must be a table (got {_shown(value)})"
    if kind == "list_type":
        return f"'{name}' must be a list (got {_shown(value)})"
    if kind.startswith("value_error"):
        return f"'{name}': {msg}"
    return f"'{name}' = {_shown(value)}: {msg[0].lower() + msg[1:]}"


def _shown(value: Any) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return repr(value) if isinstance(value, str) else str(value).lower() if isinstance(value, bool) else str(value)


def _known_keys(schema: Any, path: tuple[str, ...]) -> list[str]:
    model = schema
    for part in path:
        sub = model.model_fields.get(part) if hasattr(model, "model_fields") else None
        if sub is None or not hasattr(sub.annotation, "model_fields"):
            return []
        model = sub.annotation
    return list(model.model_fields)


def validate(schema: Any, raw: Any, where: str, *, context: dict[str, Any] | None = None) -> Any:
    """``schema.model_validate(raw)``, with every problem in one :class:`ConfigError` line."""
    from pydantic import ValidationError

    try:
        return schema.model_validate(raw, context=context)
    except ValidationError as exc:
        problems = "; ".join(_problem(e, schema) for e in exc.errors())
        raise ConfigError(f"bad configuration{where}: {problems}") from None


def limits_schema() -> Any:
    """The schema of ``[tool.honing.references.limits]`` (for ``Limits.from_mapping``)."""
    return _schema().model_fields["references"].annotation.model_fields["limits"].annotation


# ----------------------------------------------------------------------------- files


def _read(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read configuration {path}: {exc}") from None


def _tool_honing(raw: dict[str, Any], path: Path) -> dict[str, Any] | None:
    """The ``[tool.honing]`` table of a TOML document, ``None`` when there is none."""
    tool = raw.get("tool")
    if tool is None:
        return None
    if not isinstance(tool, dict):
        raise ConfigError(f"bad configuration in {path}: 'tool' must be a table ([tool.honing]), not {_shown(tool)}")
    section = tool.get("honing")
    if section is None:
        return None
    if not isinstance(section, dict):
        raise ConfigError(f"bad configuration in {path}: 'tool.honing' must be a table ([tool.honing]), "
                          f"not {_shown(section)}")
    return section


def settings_table(raw: dict[str, Any], path: Path) -> dict[str, Any] | None:
    """The settings a configuration file holds. ``pyproject.toml``: its ``[tool.honing]``
    table. ``honing.toml``: the same keys at the top level, or — so that the block
    documented for pyproject.toml can be copied as it is — a ``[tool.honing]`` table."""
    section = _tool_honing(raw, path)
    if path.name == "pyproject.toml":
        return section
    if section is None:
        return raw
    others = sorted(set(raw) - {"tool"}) + sorted(f"tool.{k}" for k in set(raw["tool"]) - {"honing"})
    if others:
        raise ConfigError(f"bad configuration in {path}: settings both under [tool.honing] and outside it "
                          f"({', '.join(others)}); keep one form")
    return section


def load_file(path: Path) -> Config:
    if not path.is_file():
        raise ConfigError(f"configuration {path}: no such file")
    section = settings_table(_read(path), path)
    return Config.from_mapping(section or {}, str(path))


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
            section = settings_table(_read(pyproject), pyproject)
            if section is not None:
                return Config.from_mapping(section, str(pyproject))
    return Config()


# ----------------------------------------------------------------------------- inline


# fenced blocks (``` or ~~~, to the closing fence or the end) and inline code spans
_CODE_SHOWN = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]*\1[`~]*[ \t]*$|\Z)|`[^`\n]+`", re.MULTILINE | re.DOTALL)


def inline_suppressions(text: str) -> set[str]:
    """Rule codes named in ``<!-- honing: ignore CODE, CODE -->`` comments. A comment
    that names an unknown directive or rule code raises :class:`ConfigError` with its line.
    A comment shown as code (in backticks or a fenced block, as documentation of the
    syntax) is no directive."""
    from honing.engine.registry import rules

    known = rules()
    codes: set[str] = set()
    shown_as_code = [m.span() for m in _CODE_SHOWN.finditer(text)]
    for m in _INLINE.finditer(text):
        if any(a <= m.start() < b for a, b in shown_as_code):
            continue
        line = text.count("\n", 0, m.start()) + 1
        words = [w for w in re.split(r"[\s,]+", m.group(1)) if w]
        shown = " ".join(m.group(0).split())
        if not words or words[0].lower() not in _DIRECTIVES:
            raise ConfigError(f"suppression comment on line {line} ({shown}): write "
                              f"'<!-- honing: ignore CODE, CODE -->'")
        if len(words) == 1:
            raise ConfigError(f"suppression comment on line {line} ({shown}) names no rule code; "
                              f"run 'hone rules' for the list")
        for code in words[1:]:
            if code not in known:
                close = difflib.get_close_matches(code, list(known), n=3)
                hint = f"did you mean {', '.join(close)}?" if close else "run 'hone rules' for the list"
                raise ConfigError(f"unknown rule code '{code}' in the suppression comment on line {line} "
                                  f"({shown}); {hint}")
            codes.add(code)
    return codes
