"""A line wrong on its face among those the session's tools showed: when the sentence says a fix missed ("重跑了 ios人均
还是3987分钟 还是离谱啊" after a dedupe that was real but not the cause), and the fix's reply set nothing aside, the one
line of code the window showed whose shape is wrong whatever the project (`df["duration_ms"] / 60`: milliseconds
divided by 60 are neither seconds nor minutes; table ``suspect``), which no edit of the window wrote or took out, is
the suspect."""

from __future__ import annotations

from collections.abc import Sequence

from honing.grounding import mentions
from honing.grounding.candidates import _NUMBERED_LINE, Candidate
from honing.grounding.edits import added_lines, removed_lines
from honing.grounding.places import Sourced
from honing.grounding.prose import _clip, _prose, report_of
from honing.grounding.quoted import _on_its_face
from honing.sessions.model import Turn


def on_its_face(fix: Turn, turns: Sequence[Turn], cleared: frozenset[str]) -> Candidate | None:
    """The one line the window's tools showed with a shape wrong on its face, as the candidate of ``fix``'s report."""
    rewritten = {line.strip() for t in turns for call in t.tools for line in removed_lines(call) + added_lines(call)}
    shown = {m.group(2).strip() for t in turns for call in t.tools if call.result
             for m in _NUMBERED_LINE.finditer(call.result) if _on_its_face(m.group(2)) > 1}
    lines = sorted(line for line in shown if line not in rewritten and len(line) >= 12)
    if len(lines) != 1:
        return None
    source = Sourced(mentions.Mention("code", lines[0], None, None, 3.0), fix.index, "tool")
    return Candidate(fix.index, _clip(report_of(fix)), _clip(_prose(fix.assistant)), (source,), True, _prose(fix.assistant),
                     cleared, decisive=True)
