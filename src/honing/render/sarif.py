"""SARIF 2.1.0 for code scanning: one result per finding occurrence, with line/column
regions, and rule metadata with help text."""

from __future__ import annotations

import bisect
from typing import Any

from honing import __version__
from honing.engine.registry import rules
from honing.engine.report import Report

_LEVEL = {"critical": "error", "warning": "warning", "info": "note"}
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def _position(line_starts: list[int], offset: int) -> tuple[int, int]:
    i = bisect.bisect_right(line_starts, offset) - 1
    return i + 1, offset - line_starts[i] + 1


def render(reports: list[Report]) -> dict[str, Any]:
    catalog = rules()
    codes = list(catalog)
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
        for r in catalog.values()
    ]
    results: list[dict[str, Any]] = []
    for rep in reports:
        uri = rep.source or "prompt.txt"
        line_starts = [0] + [i + 1 for i, c in enumerate(rep.text) if c == "\n"]
        for f in rep.findings:
            spans = [(o.span.start, o.span.end, o.severity.value) for o in f.occurrences] or [(0, 0, f.severity.value)]
            for start, end, sev in spans:
                sl, sc = _position(line_starts, start)
                el, ec = _position(line_starts, max(start, end))
                results.append({
                    "ruleId": f.code,
                    "ruleIndex": codes.index(f.code),
                    "level": _LEVEL[sev],
                    "message": {"text": f.message + (f" Fix: {f.fix}" if f.fix else "")},
                    "locations": [{"physicalLocation": {
                        "artifactLocation": {"uri": uri},
                        "region": {"startLine": sl, "startColumn": sc, "endLine": el, "endColumn": ec,
                                   "charOffset": start, "charLength": max(0, end - start)},
                    }}],
                    "properties": {"dimension": f.dimension, "score": rep.score.overall,
                                   "tokens": rep.tokens},
                })
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "honing", "version": __version__, "informationUri": "https://pypi.org/project/honing/",
                                "rules": rule_meta}},
            "results": results,
            "properties": {"signature_version": reports[0].security["signature_version"] if reports else None},
        }],
    }
