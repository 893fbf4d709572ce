"""Python traceback frames (`File "app/x.py", line 40, in f`): the pattern, the source line printed under each,
and which way round a pasted trace runs."""

from __future__ import annotations

import re

PY_FRAME = re.compile(r'File "([^"\n]+)", line (\d+)(?:, in ([\w<>]+))?')
_TRACEBACK = re.compile(r"Traceback \(most recent call last\)")
_CALL = re.compile(r"(?<!\w)([A-Za-z_]\w*)\s*\(")  # (a function's or a method's: `self.daily_usage(item)`)


def deepest_last(text: str) -> bool:
    """Python's order, the deepest frame last: under "Traceback (most recent call last)", or frames pasted without
    that header (a log viewer's copy) whose source lines call the function of the frame after them, not before."""
    if _TRACEBACK.search(text):
        return True
    frames = [(m.group(3), text[m.end():m.end() + 200].partition("\n")[2].partition("\n")[0]) for m in PY_FRAME.finditer(text)]
    called = [set(_CALL.findall(line)) for _, line in frames]  # (the names each source line calls, read once)
    calls = [sum(bool(b[0] and b[0] in c) for c, b in zip(called, frames[1:], strict=False)),
             sum(bool(a[0] and a[0] in c) for c, a in zip(called[1:], frames, strict=False))]
    return calls[0] > calls[1]


def source_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the code lines a Python traceback prints under its frames."""
    out = []
    for m in PY_FRAME.finditer(text):
        start = text.find("\n", m.end())
        if start != -1:
            end = text.find("\n", start + 1)
            out.append((start + 1, end if end != -1 else len(text)))
    return out
