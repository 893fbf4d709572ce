"""Terminal and Markdown views of a restructured prompt, with each line's label."""

from __future__ import annotations

import click

from honing.restructuring import RestructureResult, guidance

COLORS = {"prompt": "green", "engine": "yellow", "codebase": "cyan"}


def labeled(r: RestructureResult, *, color: bool) -> str:
    """The prompt with a label gutter: ``prompt   │ Fix the login bug``."""
    if not r.changed:
        line = f"{'prompt':<8} │ {r.text.rstrip()}"
        return click.style(line, fg=COLORS["prompt"]) if color else line
    out = []
    for s in r.sections:
        out.append(f"{'':<8} │ ## {s.heading}")
        for ln in s.lines:
            for i, part in enumerate(ln.text.split("\n")):
                gutter = f"{ln.label if i == 0 else '':<8} │ "
                row = gutter + part
                out.append(click.style(row, fg=COLORS[ln.label]) if color else row)
        out.append(f"{'':<8} │")
    return "\n".join(out[:-1])


def markdown(r: RestructureResult) -> str:
    if not r.changed:
        return r.text
    blocks = []
    for s in r.sections:
        rows = [f"## {s.heading}"]
        for ln in s.lines:
            tag = "" if ln.label == "prompt" else f" _({ln.label})_"
            rows.append(f"- {ln.text}{tag}" if "\n" not in ln.text else ln.text)
        blocks.append("\n".join(rows))
    return "\n\n".join(blocks) + "\n\n" + guidance.legend(r.language) + "\n"
