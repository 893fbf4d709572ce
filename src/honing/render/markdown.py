"""A Markdown report for pasting into a review."""

from __future__ import annotations

from honing.engine.report import Report


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")[:120]


def render(report: Report) -> str:
    sc = report.score
    lines = [
        f"## honing report — {report.source or 'prompt'}",
        "",
        f"**Score {sc.overall}/100 ({sc.grade.replace('_', ' ')})** · language `{report.language}` · "
        f"{report.words} words · {report.tokens['count']} tokens ({report.tokens['label']}, {report.tokens['model']})",
        "",
        "| dimension | score |",
        "|---|---|",
    ]
    for name, dim in sc.dimensions.items():
        lines.append(f"| {name} | {'n/a' if dim.score is None else dim.score} |")
    lines += ["", "| severity | rule | message | evidence | fix |", "|---|---|---|---|---|"]
    for f in report.findings:
        ev = "; ".join(f"`{_cell(o.span.text)[:60]}` @{o.span.start}" for o in f.occurrences[:3])
        lines.append(f"| {f.severity.value} | `{f.code}` | {_cell(f.message)} | {ev} | {_cell(f.fix or '')} |")
    if not report.findings:
        lines.append("| — | — | no findings | | |")
    return "\n".join(lines) + "\n"
