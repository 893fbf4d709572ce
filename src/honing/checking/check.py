"""One prompt file checked as a linter checks it: the analysis of its prompt text (front
matter left out), every finding placed on the lines of the file on disk, and the findings
its suppression comments silence listed apart."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from honing.checking import suppress
from honing.checking.patterns import has_front_matter
from honing.checking.suppress import Suppression
from honing.checking.text import Lines, split_front_matter
from honing.engine.config import Config, inline_suppressions
from honing.engine.report import Report
from honing.errors import ConfigError


@dataclass(frozen=True)
class CheckFinding:
    """One occurrence of a finding, on the file: 1-based lines, columns in characters
    (:mod:`honing.checking.text`), ``end_*`` just after its last character."""

    code: str
    severity: str
    message: str
    line: int
    column: int
    end_line: int
    end_column: int
    start: int  # character offsets in the file
    end: int
    dimension: str
    fix: str | None = None
    suppressed_by: int | None = None  # the line of the comment that silences it

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "severity": self.severity, "line": self.line,
                               "column": self.column, "end_line": self.end_line, "end_column": self.end_column,
                               "message": self.message}
        if self.suppressed_by is not None:
            out["suppressed_by"] = self.suppressed_by
        return out


@dataclass(frozen=True)
class Prepared:
    """A file ready for analysis: its prompt text, the settings it is analyzed under (the
    file-level suppressions added to ``disable``) and its suppression comments."""

    path: str
    text: str
    offset: int
    config: Config
    suppressions: tuple[Suppression, ...]

    @property
    def body(self) -> str:
        return self.text[self.offset:]


@dataclass(frozen=True)
class FileResult:
    path: str
    score: int
    grade: str
    findings: tuple[CheckFinding, ...]
    suppressed: tuple[CheckFinding, ...]
    report: Report  # the analysis of the prompt text (offsets into the body)
    offset: int  # where the prompt text starts in the file

    def to_dict(self, *, show_suppressed: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"path": self.path, "score": self.score, "grade": self.grade,
                               "findings": [f.to_dict() for f in self.findings]}
        if show_suppressed:
            out["suppressed"] = [f.to_dict() for f in self.suppressed]
        return out


def _honoured(s: Suppression, config: Config) -> Suppression:
    """``s`` less the security rules the configuration does not let a comment silence."""
    if config.allow_inline_security_suppression:
        return s
    from honing.engine.registry import rules

    catalog = rules()
    return replace(s, codes=frozenset(c for c in s.codes if catalog[c].dimension != "security"))


def prepare(path: str, text: str, config: Config | None = None, *, front_matter: bool | None = None) -> Prepared:
    """Split off front matter (for the files the table marks, by ``path``, unless
    ``front_matter`` says), read the suppression comments. A bad comment raises
    :class:`ConfigError` naming ``path`` and the line."""
    config = config or Config()
    if front_matter is None:
        front_matter = has_front_matter(path)
    offset = split_front_matter(text)[0] if front_matter else 0
    try:
        found = tuple(_honoured(s, config) for s in suppress.parse(text, offset))
        inline_suppressions(text[offset:])  # `<!-- honing: ignore … -->`: analyze reads it; named here
    except ConfigError as exc:
        raise ConfigError(f"{path}: {exc}") from None
    file_codes = frozenset(c for s in found if s.file_level for c in s.codes)
    if file_codes - config.disable:
        config = replace(config, disable=config.disable | file_codes)
    return Prepared(path, text, offset, config, found)


def finish(prepared: Prepared, report: Report) -> FileResult:
    """Place the findings of ``report`` (the analysis of ``prepared.body``) on the file."""
    lines = Lines(prepared.text)
    off = prepared.offset
    active: list[CheckFinding] = []
    silenced: list[CheckFinding] = []
    for f in report.findings:
        spans = [(o.span.start, o.span.end, o.severity.value) for o in f.occurrences] or [(0, 0, f.severity.value)]
        for start, end, severity in spans:
            start, end = off + start, off + max(start, end)
            line, column = lines.position(start)
            end_line, end_column = lines.position(end)
            by = next((s.line for s in prepared.suppressions if not s.file_level and s.covers(f.code, line)), None)
            item = CheckFinding(f.code, severity, f.message, line, column, end_line, end_column, start, end,
                                f.dimension, f.fix, by)
            (active if by is None else silenced).append(item)
    order = lambda c: (c.line, c.column, c.code)  # noqa: E731
    return FileResult(prepared.path, report.score.overall, report.score.grade, tuple(sorted(active, key=order)),
                      tuple(sorted(silenced, key=order)), report, off)


def check_text(path: str, text: str, config: Config | None = None) -> FileResult:
    """Check the prompt file ``path`` whose content is ``text`` (pure: nothing is read).
    ``path`` chooses front-matter handling by the table and names the file in results."""
    from honing.engine import analyze

    prepared = prepare(path, text, config)
    return finish(prepared, analyze(prepared.body, config=prepared.config, source=path, timings=False))


def guarded_lines(prepared: Prepared, starts_ends: list[tuple[int, int]]) -> list[int]:
    """The lines of the file that edits at ``starts_ends`` (offsets in the prompt text)
    would touch although a suppression comment guards them (the comment itself or the
    block it silences): ``--fix`` leaves such a file as it is."""
    lines = Lines(prepared.text)
    guarded = [(s.line, s.last_line) for s in prepared.suppressions if not s.file_level]
    guarded += [(s.line, s.line) for s in prepared.suppressions if s.file_level]
    hit: set[int] = set()
    for start, end in starts_ends:
        first, _ = lines.position(prepared.offset + start)
        last, _ = lines.position(prepared.offset + max(start, end))
        hit.update(n for n in range(first, last + 1) for a, b in guarded if a <= n <= b)
    return sorted(hit)
