"""What an edit worked on, as a list item quotes it: the lines it took out and wrote (not the anchor of lines written
beside it), and whether an item's quoted code stands in them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding.edits import _MIN_EDITED, added_lines, removed_lines
from honing.grounding.items import _FENCE
from honing.sessions.model import ToolCall

_CODE_SPAN = re.compile(r"`([^`\n]+)`")

def _worked(call: ToolCall) -> list[str]:
    """The lines an edit took out and wrote; not those it only kept as the anchor of lines written all on one side of
    them (`fun addItem(…) = updateItems {` under a new `clearCart()`), but those it wrote lines around (a guard before
    `PointLedger.create!(` and a rescue after it)."""
    removed, added = removed_lines(call), added_lines(call)
    was, now = set(removed), set(added)
    kept = [k for k, x in enumerate(added) if x in was]
    new = [k for k, x in enumerate(added) if x not in was]
    if kept and new and (max(new) < min(kept) or min(new) > max(kept)):
        return [x for x in added if x not in was] + [x for x in removed if x not in now]
    return removed + added


def _quotes_any(item: str, lines: list[str], removed: Sequence[str] = ()) -> bool:
    """The item quotes code (in backticks or a fence) that one of ``lines`` holds (a bare function name, only where a line
    does more than call it anew: one of the ``removed`` lines says it too)."""
    quoted = [q.strip() for q in _CODE_SPAN.findall(item) if len(q.strip()) >= 6]
    quoted += [line.strip() for block in _FENCE.findall(item) for line in block.split("\n")[1:-1]
               if len(line.strip()) >= _MIN_EDITED]
    # (a function's bare name quoted stands in a line that only calls it, `$this->applyFilters($request, …)` of a new
    # export action, without that line working on the item)
    return any((q in line and not (_BARE_NAME.fullmatch(q) and not any(q.removesuffix("()") in r for r in removed) and re.search(rf"(?<![\w$]){re.escape(q.removesuffix('()'))}\s*\(", line)
                                   and not _DEFINES.search(line))) or (len(line) >= _MIN_EDITED and line in q) for q in quoted for line in lines)


_BARE_NAME = re.compile(r"[A-Za-z_$][\w$]*(?:\(\))?")
_DEFINES = re.compile(r"\b(?:def|function|func|fun|fn|sub|proc|void|static|public|private|protected)\s")
