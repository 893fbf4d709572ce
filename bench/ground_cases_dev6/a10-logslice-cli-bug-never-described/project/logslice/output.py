import json
from collections.abc import Sequence


def render(record: dict, fields: Sequence[str] | None = None) -> str:
    """One record as a JSON line, optionally reduced to ``fields`` (in that order)."""
    if fields:
        record = {key: record[key] for key in fields if key in record}
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def split_fields(value: str | None) -> list[str] | None:
    if not value:
        return None
    return [f.strip() for f in value.split(",") if f.strip()]
