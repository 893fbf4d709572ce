"""Version lookup for the CLI banner and the User-Agent header."""
from __future__ import annotations

import pkg_resources

_FALLBACK = "0.0.0+unknown"


def get_version() -> str:
    try:
        return pkg_resources.get_distribution("ledger-sync").version
    except pkg_resources.DistributionNotFound:
        return _FALLBACK


def user_agent() -> str:
    return f"ledger-sync/{get_version()} (+https://intranet.example.com/ledger-sync)"


def banner(verbose: bool = False) -> str:
    text = f"ledger-sync {get_version()}"
    if verbose:
        text += "\nsource: https://git.example.com/finance/ledger-sync"
    return text


def parse(version: str) -> tuple:
    parts = []
    for piece in version.split("+")[0].split("."):
        parts.append(int(piece) if piece.isdigit() else piece)
    return tuple(parts)


def is_dev(version: str) -> bool:
    return "dev" in version or version == _FALLBACK
