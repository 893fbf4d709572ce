"""An application's own error code, reported by a user ("又有用户报 E1003 了", "customers get ERR_4031 again"): the
project declares the code as a constant (`STOCK_NOT_ENOUGH = 'E1003'`) and raises that constant in one place; that
place is where the report comes from. Asked only when the history does not place the report: a code raised in
several places, or not declared, proposes nothing."""

from __future__ import annotations

import re

from honing.grounding import vocab
from honing.grounding.blocks import enclosing
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

# an application error code: a few capitals and digits (E1003, ERR-4031, PAY_0042), not a status (HTTP 409)
_CODE = re.compile(r"(?<![\w-])([A-Z]{1,5}[-_]?\d{3,5})(?![\w-])")
_RAISES = re.compile(r"\b(?:throw|raise|abort|panic|fail|reject)\b|\bErr\(|\berrors?\.New\b|\bnew \w*(?:Exception|Error)\b"
                     r"|(?<![\w.])[A-Z]\w*\.(?:Fail|Failure|Reject|Error)\(")  # (a result type's: `VerifyResult.Fail(…)`, not `log.Error(…)`)


def said(sentence: str) -> bool:
    return _CODE.search(sentence) is not None


def thrown(project: Project, sentence: str, seen: str | None = None) -> Candidate | None:
    """The definition around the one line of code that raises the constant the project declares for the one error
    code the sentence reports (or raises the code itself, written out). With ``seen`` (the session's text), the one
    code of the sentence that it does not show: 「WH-001 没了，但现在全变成 WH-002 了」 after a fix of WH-001 reports
    WH-002, whatever the history says of the first."""
    codes = {m.group(1) for m in _CODE.finditer(sentence)}
    if seen is not None:
        codes = {c for c in codes if re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", seen) is None}
    if len(codes) != 1:
        return None
    code = codes.pop()
    files = [f for f in project.source_files() if not vocab.rules_for(f).is_test_file(f)]
    quoted = re.compile(rf"""(["'`]){re.escape(code)}\1""")
    declared = project.grep(quoted, files, literals=(code,))
    names = {m.group(1) for h in declared if (m := re.search(rf"""(\w+)\s*(?:=|:|=>)\s*["'`]{re.escape(code)}["'`]""", h.text))}
    named = re.compile(rf"(?<![\w$])(?:{'|'.join(sorted(map(re.escape, names)))})(?![\w$])") if names else None
    raised = {(h.path, h.line): h for h in declared if _RAISES.search(h.text)} | (
        {(h.path, h.line): h for h in project.grep(named, files, literals=tuple(sorted(names))) if _RAISES.search(h.text)}
        if named else {})
    if len(raised) != 1:
        return None
    hit = next(iter(raised.values()))
    start, end, symbol = enclosing(project, hit.path, hit.line)
    thrown = named.search(hit.text) if named else None  # (the constant this line raises, of those that hold the code)
    said = f"`{thrown.group(0)}` = `{code}`" if thrown else f"`{code}`"
    reason = f"line {hit.line} raises {said}, the error code the sentence reports, and no other line of code raises it"
    return Candidate(hit.path, start, end, symbol, [Vote(3.0, reason, hit.line, None)])
