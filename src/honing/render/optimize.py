"""Terminal renderings of an optimization: the one-line summary, the candidate table
and a readable unified diff."""

from __future__ import annotations

import difflib

from honing.optimizer import OptimizationResult


def summary(r: OptimizationResult) -> str:
    c = r.comparison()
    saved = c["tokens_saved"]
    return (f"{r.chosen.mode} chosen (goal {r.goal}): {r.original.tokens} → {r.chosen.tokens} tokens "
            f"({'-' if saved > 0 else '+' if saved < 0 else '±'}{abs(saved)}, {c['token_label']}, {r.model}), "
            f"score {r.original.score} → {r.chosen.score}; {r.reason}")


def candidates(r: OptimizationResult) -> str:
    lines = [f"{'mode':<13} {'tokens':>6} {'score':>5}  verdict"]
    for c in r.candidates:
        lines.append(f"{c.mode:<13} {c.tokens:>6} {c.score:>5}  {c.verdict}")
        for f in c.failed:
            lines.append(f"{'':<27}  {f.condition}: {f.evidence}")
    for p in r.strategy:
        if not p.applies:
            lines.append(f"{p.mode:<13} {'-':>6} {'-':>5}  no candidate: {p.reason}")
    return "\n".join(lines)


def diff(r: OptimizationResult, name: str = "prompt") -> str:
    a = r.original.text.splitlines(keepends=True)
    b = r.chosen.text.splitlines(keepends=True)
    lines = list(difflib.unified_diff(a, b, f"{name} (original)", f"{name} ({r.chosen.mode})", n=2))
    if not lines:
        return "no changes: the original prompt was chosen\n"
    # a last line without a newline gets one, and the marker ``patch`` and ``git`` use
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
