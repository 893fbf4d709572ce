"""Versioned data tables shipped inside the package (vocabularies, rules, signatures,
prices, guidance). Code reads them only through :func:`load`, which caches per process."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

_parse: Callable[[str, bytes], dict[str, Any]] | None = None


def keep_parsed(parse: Callable[[str, bytes], dict[str, Any]] | None) -> None:
    """Parse TOML tables through ``parse(name, raw)`` (the ``hone`` command's tables kept between
    runs, :class:`honing.startup.KeptTables`), or through ``tomllib`` again with None. The library
    itself never sets it: it reads no cache."""
    global _parse
    _parse = parse


@cache
def load(name: str) -> dict[str, Any]:
    """Load ``honing/data/<name>`` (``.toml`` or ``.json``) as a dict."""
    raw = read_bytes(name)
    if name.endswith(".json"):
        return dict(json.loads(raw))
    if _parse is not None:
        return _parse(name, raw)
    import tomllib  # (here: the command's kept tables need no parser)

    return tomllib.loads(raw.decode("utf-8"))


def read_bytes(name: str) -> bytes:
    """The bytes of ``honing/data/<name>``, read from the package's folder; through
    ``importlib.resources`` (whose imports cost a cold start 5 ms) only for a package that is
    not a folder on disk (a zip import)."""
    folder = Path(__file__).parent
    try:
        return (folder / name).read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        if folder.is_dir():
            raise
    from importlib import resources

    return resources.files(__package__).joinpath(name).read_bytes()
