"""Rows as Arrow: the output schema of a task and the chunk function every engine runs."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pyarrow as pa

from honing.batch.rows import RowIn, Task, columns, process_rows

_TYPES = {"int64": pa.int64(), "int32": pa.int32(), "float64": pa.float64(), "string": pa.string(),
          "list<string>": pa.list_(pa.string())}


def provenance(task: Task) -> dict[str, Any]:
    """What the numbers mean: each model's tokenizer, label and price date (schema metadata,
    so every row need not repeat them)."""
    from honing import __version__
    from honing.tokens import catalog, lookup

    def model(name: str) -> dict[str, Any]:
        info = lookup(name)
        return {"model": info.id, "encoding": info.tokenizer, "label": info.label,
                "input_per_mtok": info.input_per_mtok, "price_checked": info.price_checked}

    return {"honing": __version__, "op": task.op, "currency": catalog.currency(),
            "models": [model(m) for m in task.models], "settings": task.settings()}


def schema(task: Task) -> pa.Schema:
    return pa.schema([pa.field(name, _TYPES[kind]) for name, kind in columns(task)],
                     metadata={"honing": json.dumps(provenance(task), sort_keys=True)})


def run_chunk(task: Task, rows: Sequence[RowIn]) -> pa.Table:
    """The chunk function: ``rows`` processed and laid out as a table of ``schema(task)``."""
    out = process_rows(rows, task)
    target = schema(task)
    return pa.table({f.name: pa.array([r.get(f.name) for r in out], type=f.type) for f in target}, schema=target)
