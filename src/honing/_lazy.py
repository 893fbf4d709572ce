"""Lazy re-exports for package ``__init__`` modules (PEP 562): a public name is imported
from the module that defines it on first use, so importing a package (or running a
command that needs one part of it) does not load every other part."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from typing import Any


def exports(package: str, names: dict[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``; ``names`` maps each public name to
    the module that defines it. A subpackage reached as an attribute is imported too."""

    def __getattr__(name: str) -> Any:
        module = names.get(name)
        if module is None:
            try:
                return importlib.import_module(f"{package}.{name}")
            except ModuleNotFoundError as exc:
                if exc.name != f"{package}.{name}":
                    raise
                raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(names))

    return __getattr__, __dir__
