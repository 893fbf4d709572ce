"""The lines a search tool showed: each hit's file, line number and text, as ripgrep and grep print them with `-n`
(`app/Services/OrderExportService.php:41:    $order->ordered_at->format('Y-m-d H:i'),`) or as Gemini CLI's
search_file_content groups them under a `File:` heading (`L41: …`)."""

from __future__ import annotations

import re

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
