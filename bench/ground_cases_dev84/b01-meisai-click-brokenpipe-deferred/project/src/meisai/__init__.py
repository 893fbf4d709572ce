"""meisai: 明細 CSV を家計簿用に整形する。"""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("meisai")
except PackageNotFoundError:  # ソースツリーから直接動かしている
    __version__ = "0.0.0"

__all__ = ["__version__"]
