"""``RULES``: the 20 rules of SPEC E-2, built from data/rules.toml and the check function
in ``honing/engine/rules/<code>.py``."""

from __future__ import annotations

import importlib
from functools import cache

from honing import data
from honing.engine.findings import DIMENSIONS
from honing.engine.rule import Rule


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
