"""A batch's report as HTML (plots inline) or Markdown (plots as SVG files beside it):
the summary in numbers, a score histogram, the rows per finding code and the tokens per
row — plain SVG drawn here, so no plotting library is needed."""

from __future__ import annotations

from html import escape
from pathlib import Path

from honing.batch.summary import Summary

_BAR = "#4a78a8"
_FONT = "font-family=\"system-ui, sans-serif\" font-size=\"11\""


def _columns(title: str, labels: list[str], values: list[int], xlabel: str) -> str:
    """A vertical bar chart (a histogram)."""
    width, height, left, bottom, top = 640, 260, 50, 40, 28
    plot_w, plot_h = width - left - 10, height - top - bottom
    peak = max(values, default=0) or 1
    step = plot_w / max(1, len(values))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
             f'<text x="{width / 2}" y="16" text-anchor="middle" {_FONT} font-size="13">{escape(title)}</text>',
             f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#888"/>',
             f'<text x="{left - 6}" y="{top + 4}" text-anchor="end" {_FONT}>{peak:,}</text>',
             f'<text x="{left - 6}" y="{top + plot_h}" text-anchor="end" {_FONT}>0</text>',
             f'<text x="{left + plot_w / 2}" y="{height - 6}" text-anchor="middle" {_FONT}>{escape(xlabel)}</text>']
    every = max(1, len(labels) // 12)
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        h = plot_h * value / peak
        x = left + i * step
        parts.append(f'<rect x="{x + 1:.1f}" y="{top + plot_h - h:.1f}" width="{max(1.0, step - 2):.1f}" '
                     f'height="{h:.1f}" fill="{_BAR}"><title>{escape(label)}: {value:,}</title></rect>')
        if i % every == 0:
            parts.append(f'<text x="{x + step / 2:.1f}" y="{top + plot_h + 14}" text-anchor="middle" '
                         f'{_FONT}>{escape(label)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def _rows(title: str, labels: list[str], values: list[int]) -> str:
    """A horizontal bar chart (counts by name)."""
    row_h, left, width, top = 20, 230, 640, 28
    height = top + row_h * max(1, len(values)) + 10
    peak = max(values, default=0) or 1
    plot_w = width - left - 70
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
             f'<text x="{width / 2}" y="16" text-anchor="middle" {_FONT} font-size="13">{escape(title)}</text>']
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        y = top + i * row_h
        w = plot_w * value / peak
        parts += [f'<text x="{left - 6}" y="{y + 14}" text-anchor="end" {_FONT}>{escape(label)}</text>',
                  f'<rect x="{left}" y="{y + 3}" width="{max(1.0, w):.1f}" height="{row_h - 6}" fill="{_BAR}"/>',
                  f'<text x="{left + w + 4:.1f}" y="{y + 14}" {_FONT}>{value:,}</text>']
    if not values:
        parts.append(f'<text x="{width / 2}" y="{top + 14}" text-anchor="middle" {_FONT}>none</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def plots(s: Summary) -> dict[str, tuple[str, str]]:
    """Each plot's file stem → (caption, SVG)."""
    out: dict[str, tuple[str, str]] = {}
    if s.scores:
        bins = [sum(n for score, n in s.scores.items() if lo <= score < lo + 10 or (lo == 90 and score == 100))
                for lo in range(0, 100, 10)]
        labels = [f"{lo}-{lo + 9 if lo < 90 else 100}" for lo in range(0, 100, 10)]
        caption = "Rows by score" + (" (before optimizing)" if s.op == "optimize" else "")
        out["scores"] = (caption, _columns(caption, labels, bins, "score"))
    if s.op == "analyze":
        top = list(s.findings.items())[:20]
        out["findings"] = ("Rows per finding code", _rows("Rows per finding code", [c for c, _ in top],
                                                           [n for _, n in top]))
    if s.tokens_per_row:
        keys = sorted(s.tokens_per_row)
        labels = [f"{k}-{2 * k - 1}" if k > 1 else str(k) for k in keys]
        model = s.models[0] if s.models else ""
        caption = f"Rows by tokens per row ({model})"
        out["tokens"] = (caption, _columns(caption, labels, [s.tokens_per_row[k] for k in keys], "tokens"))
    return out


def _facts(s: Summary) -> list[tuple[str, str]]:
    facts = [("operation", s.op), ("rows", f"{s.rows:,}"), ("processed", f"{s.processed:,}"),
             ("errors", f"{s.errors:,}" + (f" ({', '.join(f'{k} {v:,}' for k, v in s.errors_by_reason.items())})"
                                           if s.errors else "")),
             ("time", f"{s.seconds:,.1f} s ({s.rows_per_second:,.0f} rows/s, engine {s.engine})")]
    if s.scores:
        facts.append(("score", f"mean {s.mean_score:.1f}, median {s.score_quantile(0.5)}, "
                               f"10th percentile {s.score_quantile(0.1)}, 90th {s.score_quantile(0.9)}"))
    if s.grades:
        facts.append(("grades", ", ".join(f"{g} {n:,}" for g, n in s.grades.items())))
    for m in s.models:
        if m in s.tokens:
            cost = f", input cost {s.cost[m]:.4f} {s.currency}" if m in s.cost else ""
            facts.append((f"tokens ({m})", f"{s.tokens[m]:,}{cost}"))
    if s.tokens_saved is not None:
        facts.append(("tokens saved", f"{s.tokens_saved:,}"))
    facts += [("output", s.output), ("errors file", s.errors_path)]
    return facts


def lines(s: Summary) -> list[str]:
    """The closing summary as a few lines for a terminal."""
    out = [f"{s.rows:,} rows ({s.processed:,} {'processed' if s.op != 'analyze' else 'analyzed'}, {s.errors:,} errors"
           + (f": {', '.join(f'{k} {v:,}' for k, v in s.errors_by_reason.items())}" if s.errors else "")
           + f") in {s.seconds:,.1f} s, {s.rows_per_second:,.0f} rows/s"
           + (f"; {s.resumed_chunks} of {s.chunks} chunks from the interrupted run" if s.resumed_chunks else "")]
    if s.scores:
        grades = ", ".join(f"{g} {100 * n / max(1, s.processed):.0f} %" for g, n in s.grades.items())
        out.append(f"score: mean {s.mean_score:.1f}, median {s.score_quantile(0.5)}, 10th-90th percentile "
                   f"{s.score_quantile(0.1)}-{s.score_quantile(0.9)}" + (f"; {grades}" if grades else ""))
    if s.findings:
        out.append("top findings: " + ", ".join(f"{c} {n:,}" for c, n in list(s.findings.items())[:5]))
    for m in s.models:
        if m in s.tokens:
            cost = f", input cost {s.cost[m]:,.4f} {s.currency}" if m in s.cost else ""
            out.append(f"tokens ({m}): {s.tokens[m]:,}{cost}")
    if s.tokens_saved is not None:
        out.append(f"tokens saved: {s.tokens_saved:,}")
    out.append(f"wrote {s.output}; errors in {s.errors_path}" + (f"; report {s.report}" if s.report else ""))
    return out


def html(s: Summary) -> str:
    rows = "\n".join(f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>" for k, v in _facts(s))
    figures = "\n".join(f"<figure>{svg}</figure>" for _, svg in plots(s).values())
    codes = "\n".join(f"<tr><td><code>{escape(c)}</code></td><td>{n:,}</td><td>{100 * n / max(1, s.processed):.1f} %"
                      f"</td></tr>" for c, n in s.findings.items())
    table = (f"<h2>Finding codes</h2>\n<table><tr><th>code</th><th>rows</th><th>share</th></tr>\n{codes}\n</table>"
             if s.findings else "")
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>honing batch report</title>\n"
            "<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}"
            "th{text-align:left;padding-right:1rem}td{padding-right:1rem}figure{margin:1.5rem 0}</style>\n"
            f"</head><body>\n<h1>honing batch report</h1>\n<table>\n{rows}\n</table>\n{figures}\n{table}\n"
            "</body></html>\n")


def markdown(s: Summary, assets: str) -> tuple[str, dict[str, str]]:
    """The Markdown text and its SVG files (name → content), linked under ``assets``."""
    lines = ["# honing batch report", "", "| | |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in _facts(s)]
    files: dict[str, str] = {}
    for stem, (caption, svg) in plots(s).items():
        files[f"{stem}.svg"] = svg
        lines += ["", f"![{caption}]({assets}/{stem}.svg)"]
    if s.findings:
        lines += ["", "## Finding codes", "", "| code | rows | share |", "|---|---:|---:|"]
        lines += [f"| `{c}` | {n:,} | {100 * n / max(1, s.processed):.1f} % |" for c, n in s.findings.items()]
    return "\n".join(lines) + "\n", files


def write(s: Summary, path: Path) -> None:
    if path.suffix.lower() in (".html", ".htm"):
        path.write_text(html(s), encoding="utf-8")
        return
    assets = path.with_name(path.stem + "_files")
    text, files = markdown(s, assets.name)
    assets.mkdir(exist_ok=True)
    for name, svg in files.items():
        (assets / name).write_text(svg, encoding="utf-8")
    path.write_text(text, encoding="utf-8")
