from __future__ import annotations

import os
from typing import Any

TRUE = {"1", "true", "yes", "on"}
FALSE = {"0", "false", "no", "off"}


def _coerce(raw: str, current: Any) -> Any:
    """Turn an environment string into the type of the value it overrides."""
    if isinstance(current, bool):
        low = raw.lower()
        if low in TRUE:
            return True
        if low in FALSE:
            return False
        raise ValueError(f"not a boolean: {raw!r}")
    if isinstance(current, int):
        return int(raw)
    if isinstance(current, float):
        return float(raw)
    return raw


def apply_env(data: dict[str, Any], prefix: str) -> dict[str, Any]:
    """PREFIX_SECTION__KEY=value overrides data["section"]["key"]."""
    out = dict(data)
    for name in os.environ:
        if not name.startswith(prefix + "_"):
            continue
        path = name[len(prefix) + 1:].lower().split("__")
        node = out
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = _coerce(os.environ[name], node.get(path[-1]))
    return out


def debug_flag(prefix: str) -> bool:
    value = os.environ.get(prefix + "_DEBUG", "")
    return value.lower() in TRUE
