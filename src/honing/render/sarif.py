"""SARIF 2.1.0 for code scanning: one result per finding occurrence, with line/column
regions, and rule metadata with help text.

Columns and character offsets are counted in UTF-16 code units (``columnKind`` says so),
as GitHub code scanning and editors count them: a character outside the Basic
Multilingual Plane (an emoji, a rare CJK ideograph) counts two. A report whose source is
not a file (standard input, ``--text``) gets no URI: its location is described instead."""

from __future__ import annotations

import bisect
import os
import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote

from honing import __version__
from honing.engine.registry import rules
from honing.engine.report import Report
from honing.security import classifier

_LEVEL = {"critical": "error", "warning": "warning", "info": "note"}
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
COLUMN_KIND = "utf16CodeUnits"
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


class _Positions:
    """Line, column and offset of a character offset, in UTF-16 code units."""

    def __init__(self, text: str) -> None:
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.astral = [m.start() for m in _ASTRAL.finditer(text)]

    def utf16(self, offset: int) -> int:
        return offset + bisect.bisect_left(self.astral, offset)

    def line_column(self, offset: int) -> tuple[int, int]:
        i = bisect.bisect_right(self.line_starts, offset) - 1
        return i + 1, self.utf16(offset) - self.utf16(self.line_starts[i]) + 1


def artifact_location(source: str | None) -> dict[str, Any]:
    """A relative path becomes a relative URI reference (``/`` separators, percent-encoded);
    an absolute path a ``file:`` URI; standard input and ``--text`` a description."""
    if source is None or (source.startswith("<") and source.endswith(">")):
        what = "standard input" if source == "<stdin>" else "text given on the command line"
        return {"description": {"text": what}}
    path = Path(source)
    if path.is_absolute():
        return {"uri": path.as_uri()}
    # bytes of a name that is not UTF-8 (held as surrogates) are percent-encoded as they are
    return {"uri": quote(os.fsencode(PurePosixPath(*path.parts).as_posix()), safe="/")}


@cache
def _rule_index() -> dict[str, int]:
    return {code: i for i, code in enumerate(rules())}


def results(report: Report) -> list[dict[str, Any]]:
    """The SARIF results of one report (plain JSON data, so a worker process can make them)."""
    index = _rule_index()
    where = artifact_location(report.source)
    pos = _Positions(report.text)
    out: list[dict[str, Any]] = []
    for f in report.findings:
        spans = [(o.span.start, o.span.end, o.severity.value) for o in f.occurrences] or [(0, 0, f.severity.value)]
        for start, end, sev in spans:
            end = max(start, end)
            sl, sc = pos.line_column(start)
            el, ec = pos.line_column(end)
            offset = pos.utf16(start)
            out.append({
                "ruleId": f.code,
                "ruleIndex": index[f.code],
                "level": _LEVEL[sev],
                "message": {"text": f.message + (f" Fix: {f.fix}" if f.fix else "")},
                "locations": [{"physicalLocation": {
                    "artifactLocation": dict(where),
                    "region": {"startLine": sl, "startColumn": sc, "endLine": el, "endColumn": ec,
                               "charOffset": offset, "charLength": pos.utf16(end) - offset},
                }}],
                "properties": {"dimension": f.dimension, "score": report.score.overall, "tokens": report.tokens},
            })
    return out


def document(all_results: Iterable[dict[str, Any]], signature_version: str | None) -> dict[str, Any]:
    """The SARIF log: one run of honing holding ``all_results``."""
    rule_meta = [
        {
            "id": r.code,
            "name": r.code,
            "shortDescription": {"text": r.summary},
            "fullDescription": {"text": r.what},
            "help": {"text": f"{r.why}\nFix: {r.fix}", "markdown": f"{r.why}\n\n**Fix:** {r.fix}"},
            "defaultConfiguration": {"level": _LEVEL[r.default_severity().value]},
            "properties": {"dimension": r.dimension, "tags": [r.dimension]},
        }
        for r in rules().values()
    ]
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "honing", "version": __version__,
                                "informationUri": "https://pypi.org/project/honing/", "rules": rule_meta}},
            "columnKind": COLUMN_KIND,
            "results": list(all_results),
            "properties": {"signature_version": signature_version, "classifier_version": classifier.version()},
        }],
    }


def render(reports: list[Report]) -> dict[str, Any]:
    return document((r for rep in reports for r in results(rep)),
                    reports[0].security["signature_version"] if reports else None)
