"""``RULES``: the 20 rules of SPEC E-2, built from data/rules.toml and the check function
in ``honing/engine/rules/<code>.py``."""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Iterable
from functools import cache

from honing import data
from honing.engine.findings import DIMENSIONS
from honing.engine.rule import Rule
from honing.errors import HoningError


@cache
def _load() -> dict[str, Rule]:
    table = data.load("rules.toml")
    rules: dict[str, Rule] = {}
    for code, row in table.items():
        if not isinstance(row, dict):
            continue
        module = importlib.import_module(f"honing.engine.rules.{code}")
        assert row["dimension"] in DIMENSIONS, code
        rules[code] = Rule(
            code=code,
            dimension=row["dimension"],
            severity=row["severity"],
            stage=row["stage"],
            summary=row["summary"],
            what=row["what"],
            why=row["why"],
            example=row["example"],
            fixed=row["fixed"],
            fix=row["fix"],
            check=module.check,
        )
    return rules


def rules() -> dict[str, Rule]:
    return _load()


RULES_VERSION: str = str(data.load("rules.toml")["version"])


class UnknownRuleError(HoningError):
    """A rule code (or dimension) that no rule has; the message suggests close ones."""


def resolve_codes(values: Iterable[str], argument: str) -> set[str]:
    """Rule codes from ``--select`` / ``--ignore`` style values (repeatable and
    comma-separated); a dimension name stands for all its rules. One place for the CLI
    and the MCP server."""
    values = list(values)
    catalog = rules()
    dimensions = {r.dimension for r in catalog.values()}
    out: set[str] = set()
    for value in values:
        for code in filter(None, (v.strip() for v in value.split(","))):
            if code in catalog:
                out.add(code)
            elif code in dimensions:
                out.update(c for c, r in catalog.items() if r.dimension == code)
            else:
                close = difflib.get_close_matches(code, [*catalog, *dimensions], n=3)
                hint = f"; did you mean {', '.join(close)}?" if close else "; run 'hone rules' for the list"
                raise UnknownRuleError(f"{argument}: unknown rule code '{code}'{hint}")
    if not out and values:
        # `--select ""` would otherwise run no rule at all and report a perfect score
        raise UnknownRuleError(f"{argument} names no rule; give rule codes or dimensions, comma-separated")
    return out
