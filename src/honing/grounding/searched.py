"""The lines a search tool showed: each hit's file, line number and text, as ripgrep and grep print them with `-n`
(`app/Services/OrderExportService.php:41:    $order->ordered_at->format('Y-m-d H:i'),`) or as Gemini CLI's
search_file_content groups them under a `File:` heading (`L41: …`)."""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from honing.grounding.prose import _same_target
from honing.sessions.model import ToolCall

_FLAT = re.compile(r"^(?P<path>[^\s:][^:\n]*\.\w+):(?P<line>\d{1,6}):(?P<text>.*)$", re.MULTILINE)
_HEADING = re.compile(r"^File: (?P<path>\S[^\n]*?)\s*$", re.MULTILINE)
_GROUPED = re.compile(r"^L(?P<line>\d{1,6}): ?(?P<text>.*)$", re.MULTILINE)


def hits(call: ToolCall) -> list[tuple[str, int, str]]:
    """The (path, line, text) of each hit the call's output shows, in order."""
    result = call.result or ""
    out = [(m["path"], int(m["line"]), m["text"]) for m in _FLAT.finditer(result)]
    headings = list(_HEADING.finditer(result))
    for k, heading in enumerate(headings):
        end = headings[k + 1].start() if k + 1 < len(headings) else len(result)
        out += [(heading["path"], int(m["line"]), m["text"]) for m in _GROUPED.finditer(result, heading.end(), end)]
    return out


def left_alike(tools: tuple[ToolCall, ...], replaced: list[str], edited: set[str]) -> list[tuple[str, int]]:
    """The hits of a search whose output also shows a line the turn's edit replaced, in files the edit left alone, that
    make the same call as that line (`inv.Net.ToString("0.00")` beside the replaced `c.LifetimeValue.ToString("0.00")`):
    the agent's own search found them beside the place it changed, so they are where the same change is still to be
    made. Not a hit that only shares a name (`var lv = c.LifetimeValue;`), nor beside a replaced line too short to tell
    (`return None`)."""
    old = {line.strip() for line in replaced if len("".join(line.split())) >= _SHORTEST}
    done = {path.replace("\\", "/") for path in edited}
    out: list[tuple[str, int]] = []
    for call in tools:
        found = hits(call)
        shown = [text.strip() for _, _, text in found if text.strip() in old]
        if not shown:
            continue
        out += [(path, line) for path, line, text in found if not _same_target(path.replace("\\", "/"), done)
                and any(_same_call(text.strip(), line_before) for line_before in shown)]
    return out


_SHORTEST = 10  # characters of code a replaced line needs to be told from others
_CALLED = 8  # characters of a call two lines share to make the same call


def _same_call(text: str, line: str) -> bool:
    """The two lines share a stretch of code of some length that holds a call (`.ToString("0.00")`)."""
    match = SequenceMatcher(None, text, line, autojunk=False).find_longest_match(0, len(text), 0, len(line))
    shared = text[match.a:match.a + match.size]
    return match.size >= _CALLED and "(" in shared
