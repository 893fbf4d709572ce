"""Where a reference may read (SPEC R-1, R-3, R-10): inside the allowed roots after
every symlink is resolved, never a credential path, and failing closed when a check
itself cannot be made."""

from __future__ import annotations

import fnmatch
import os
from functools import cache
from pathlib import Path, PurePath

from honing import data


class Refused(Exception):
    """The reference is blocked; the message says why (without leaking contents)."""


class OutsideRoot(Refused):
    """The path lies outside every allowed root (another root may still hold it)."""


class Missing(Exception):
    """The reference points at nothing."""


@cache
def _table() -> dict[str, list[str]]:
    return dict(data.load("references.toml")["protected"])


def protected_reason(path: PurePath) -> str | None:
    """Why ``path`` is a credential path, or ``None``."""
    table = _table()
    parts = [p.lower() for p in path.parts]
    for part in parts[:-1] if len(parts) > 1 else []:
        if part in table["directories"]:
            return f"{part} holds credentials"
    for a, b in zip(parts, parts[1:], strict=False):
        if f"{a}/{b}" in table["directory_pairs"]:
            return f"{a}/{b} holds credentials"
    name = parts[-1] if parts else ""
    if name in table["directories"]:
        return f"{name} holds credentials"
    for pattern in table["files"]:
        if fnmatch.fnmatchcase(name, pattern.lower()):
            return f"{path.name} is a credential file"
    return None


def _inside(path: Path, root: Path) -> bool:
    try:
        path.relative_to(root)
    except ValueError:
        return False
    return True


def resolve(target: str, *, base: Path, roots: tuple[Path, ...], what: str = "file") -> Path:
    """The real path of ``target`` (relative to ``base``), checked against ``roots`` and the
    credential table. Raises :class:`Refused` or :class:`Missing`."""
    try:
        if "\x00" in target:
            raise Refused("the path contains a NUL byte")
        lowered = target.lower()
        if "%2e" in lowered or "%2f" in lowered or "%5c" in lowered:
            raise Refused("percent-encoded path characters are not accepted")
        raw = Path(os.path.expanduser(target)) if target.startswith("~") else Path(target)
        requested = raw if raw.is_absolute() else base / raw
        reason = protected_reason(PurePath(os.path.normpath(requested)))
        if reason:
            raise Refused(reason)
        real_roots = tuple(dict.fromkeys(r.resolve(strict=False) for r in roots))
        real = requested.resolve(strict=False)
        if not any(_inside(real, r) for r in real_roots):
            where = " or ".join(str(r) for r in real_roots)
            if requested != real and any(_inside(Path(os.path.normpath(requested)), r) for r in real_roots):
                raise Refused(f"a symbolic link leads outside the allowed root ({where})")
            raise OutsideRoot(f"the path is outside the allowed root ({where})")
        reason = protected_reason(real)
        if reason:
            raise Refused(reason)
        if not real.exists():
            raise Missing(f"no such {what}: {target}")
        return real
    except (Refused, Missing):
        raise
    except (OSError, RuntimeError, ValueError) as exc:  # fail closed: a check that errors blocks
        raise Refused(f"the path could not be checked safely ({type(exc).__name__})") from exc
