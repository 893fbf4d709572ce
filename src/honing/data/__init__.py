"""Versioned data tables shipped inside the package (vocabularies, rules, signatures,
prices, guidance). Code reads them only through :func:`load`, which caches per process."""

from __future__ import annotations

import json
import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def load(name: str) -> dict[str, Any]:
    """Load ``honing/data/<name>`` (``.toml`` or ``.json``) as a dict."""
    ref = resources.files(__package__).joinpath(name)
    raw = ref.read_bytes()
    if name.endswith(".json"):
        return dict(json.loads(raw))
    return tomllib.loads(raw.decode("utf-8"))
