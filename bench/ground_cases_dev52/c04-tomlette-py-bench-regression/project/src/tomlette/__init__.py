"""tomlette: a small TOML 1.0 parser that remembers where keys were defined."""
from __future__ import annotations

import warnings

from tomlette.document import Table
from tomlette.errors import ParseError
from tomlette.parser import Parser

__all__ = ["ParseError", "Table", "load", "loads"]
__version__ = "1.4.0.dev0"


_UNSET = object()


def loads(text: str, *, strict=_UNSET) -> Table:
    """Parse TOML text.

    ``strict`` is deprecated and will be removed in 2.0: trailing commas in inline tables
    are invalid TOML 1.0 and will always be rejected.
    """
    if strict is _UNSET:
        strict = True
    else:
        warnings.warn("tomlette.loads(strict=...) is deprecated and will be removed in 2.0",
                      DeprecationWarning, stacklevel=2)
    return Parser(text, strict=strict).parse()


def load(fp, *, strict=_UNSET) -> Table:
    """Parse a binary file object, as ``tomllib.load`` does."""
    data = fp.read()
    if isinstance(data, str):
        raise TypeError("tomlette.load() needs a file opened in binary mode ('rb')")
    if strict is _UNSET:
        return loads(data.decode("utf-8"))
    warnings.warn("tomlette.load(strict=...) is deprecated and will be removed in 2.0",
                  DeprecationWarning, stacklevel=2)
    return Parser(data.decode("utf-8"), strict=strict).parse()
