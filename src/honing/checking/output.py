"""What ``hone check`` prints, as pure functions of its results: linter lines, the JSON
document, GitHub workflow annotations, and the reports SARIF is rendered from."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from honing.checking.check import CheckFinding, FileResult
from honing.engine.findings import Finding, Occurrence, Severity
from honing.engine.report import Report
from honing.text.spans import Span

_GITHUB_LEVEL = {"critical": "error", "warning": "warning", "info": "notice"}


def line(path: str, f: CheckFinding) -> str:
    """``path:line:col: severity code message`` (a silenced finding says by which line)."""
    if f.suppressed_by is not None:
        return f"{path}:{f.line}:{f.column}: suppressed {f.code} {f.message} (by the comment on line {f.suppressed_by})"
    return f"{path}:{f.line}:{f.column}: {f.severity} {f.code} {f.message}"


def text_lines(result: FileResult, *, show_suppressed: bool = False) -> list[str]:
    found = list(result.findings) + (list(result.suppressed) if show_suppressed else [])
    return [line(result.path, f) for f in sorted(found, key=lambda f: (f.line, f.column, f.code))]


def by_severity(results: Sequence[FileResult]) -> dict[str, int]:
    counts = Counter(f.severity for r in results for f in r.findings)
    return {s.value: counts[s.value] for s in Severity}


def summary(results: Sequence[FileResult]) -> dict[str, Any]:
    return {"files": len(results), "findings": sum(len(r.findings) for r in results),
            "by_severity": by_severity(results)}


def summary_line(results: Sequence[FileResult]) -> str:
    s = summary(results)
    by = ", ".join(f"{n} {sev}" for sev, n in s["by_severity"].items())
    silenced = sum(len(r.suppressed) for r in results)
    scores = [r.score for r in results]
    span = f", scores {min(scores)}-{max(scores)}" if scores else ""
    return (f"{s['files']} file{'s' if s['files'] != 1 else ''} checked, {s['findings']} findings ({by}), "
            f"{silenced} suppressed{span}")


def document(results: Sequence[FileResult], *, show_suppressed: bool = False) -> dict[str, Any]:
    """``{"files": [{path, score, grade, findings}], "summary": {files, findings, by_severity}}``."""
    return {"files": [r.to_dict(show_suppressed=show_suppressed) for r in results], "summary": summary(results)}


def _escape(value: str, *, prop: bool = False) -> str:
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return value.replace(":", "%3A").replace(",", "%2C") if prop else value


def github_lines(result: FileResult) -> list[str]:
    """GitHub Actions workflow commands, one annotation per finding."""
    out = []
    for f in result.findings:
        props = (f"file={_escape(result.path, prop=True)},line={f.line},col={f.column},endLine={f.end_line},"
                 f"endColumn={f.end_column},title={_escape(f'hone {f.code}', prop=True)}")
        message = f.message + (f" Fix: {f.fix}" if f.fix else "")
        out.append(f"::{_GITHUB_LEVEL[f.severity]} {props}::{_escape(message)}")
    return out


def sarif_results(result: FileResult, text: str, *, show_suppressed: bool = False) -> list[dict[str, Any]]:
    """The SARIF results of one file (``text`` is its content); with ``show_suppressed``
    the silenced findings too, each marked as suppressed in source with its comment's line."""
    from honing.render import sarif

    out = sarif.results(file_report(result, text))
    if show_suppressed and result.suppressed:
        by = {(f.code, f.start): f.suppressed_by for f in result.suppressed}
        for r in sarif.results(file_report(result, text, suppressed=True)):
            region = r["locations"][0]["physicalLocation"]["region"]
            line = by.get((r["ruleId"], _offset(text, region["charOffset"])))
            r["suppressions"] = [{"kind": "inSource", "justification": f"hone: ignore comment on line {line}"}]
            out.append(r)
    return out


def _offset(text: str, utf16: int) -> int:
    """The character offset of a UTF-16 offset into ``text``."""
    units = 0
    for i, ch in enumerate(text):
        if units >= utf16:
            return i
        units += 2 if ord(ch) > 0xFFFF else 1
    return len(text)


def file_report(result: FileResult, text: str, *, suppressed: bool = False) -> Report:
    """The analysis of ``result`` as a report of the whole file ``text``: spans moved past
    the front matter, silenced occurrences left out (what the SARIF renderer reads) — or,
    with ``suppressed``, only those."""
    report, off = result.report, result.offset
    silenced = {(f.code, f.start, f.end) for f in result.suppressed}
    findings: list[Finding] = []
    for f in report.findings:
        occurrences = tuple(Occurrence(Span(o.span.start + off, o.span.end + off, o.span.text), o.severity, o.note)
                            for o in f.occurrences) or (Occurrence(Span(off, off, ""), f.severity),)
        kept = tuple(o for o in occurrences
                     if ((f.code, o.span.start, max(o.span.start, o.span.end)) in silenced) == suppressed)
        if kept:
            findings.append(replace(f, occurrences=kept))
    return replace(report, text=text, source=result.path, findings=tuple(findings))
