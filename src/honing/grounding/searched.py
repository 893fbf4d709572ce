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


def left_alike(tools: tuple[ToolCall, ...], replaced: list[str], edited: set[str]) -> list[tuple[str, int]]:
    """The hits of a search whose output also shows a line the turn's edit replaced, in files the edit left alone:
    the agent's own search for the pattern found them beside the place it changed (`CustomerExport.cs:18` and
    `InvoiceExport.cs:15`, of which it fixed the first), so they are where the same change is still to be made."""
    old = {line.strip() for line in replaced if line.strip()}
    names = {path.replace("\\", "/").rsplit("/", 1)[-1] for path in edited}
    out: list[tuple[str, int]] = []
    for call in tools:
        found = hits(call)
        if any(text.strip() in old for _, _, text in found):
            out += [(path, line) for path, line, _ in found if path.replace("\\", "/").rsplit("/", 1)[-1] not in names]
    return out
