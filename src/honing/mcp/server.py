"""The MCP server: the tools of :mod:`honing.mcp.tools` on the official SDK, over stdio.

Importing this module needs the ``mcp`` package (``pip install 'honing[mcp]'``). A tool
whose input is unusable answers with an error result carrying one line (what was wrong
and what to give instead); the server process goes on serving. A message whose JSON spells a
lone surrogate (``"\\ud800"``), which the SDK drops without an answer, is read with U+FFFD in its
place, as every other face of honing reads one."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from pydantic import ValidationError

from honing import __version__, surrogates
from honing.errors import HoningError
from honing.mcp.tools import TOOLS, Workspace

INSTRUCTIONS = ("honing: deterministic, offline prompt analysis. analyze_prompt scores a prompt and lists "
                "findings; optimize_prompt returns a validated shorter or clearer prompt; restructure_prompt "
                "sections a rough request; count_tokens counts tokens for a model; expand_references attaches "
                "@file/@folder/@diff/@git references from the workspace; ground_request grounds a one-line "
                "request in the session and the project.")


def _as_tool_error(fn: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
    """Bad input (a library error, or a file that cannot be read) becomes the one-line
    message of a tool error result. ``wraps`` keeps the signature the SDK reads the input
    schema from."""

    @wraps(fn)
    def call(*args: Any, **kwargs: Any) -> dict[str, Any]:
        try:
            return fn(*args, **kwargs)
        except HoningError as exc:
            raise ToolError(" ".join(str(exc).split())) from exc
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            raise ToolError(f"{where}{exc.strerror or exc}") from exc
        except RuntimeError as exc:  # Python 3.11's Path.resolve() on a link that loops
            if not str(exc).startswith("Symlink loop from "):
                raise
            raise ToolError(f"{str(exc).removeprefix('Symlink loop from ')}: a symbolic link that loops back on "
                            "itself") from exc

    return call


class _Server(MCPServer[Any]):
    """The SDK's server, with arguments that fail the input schema reported on one line
    (the SDK passes pydantic's multi-line report through)."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(exc, UnexpectedToolError) or not isinstance(cause, ValidationError):
                raise
            problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                                 for e in cause.errors())
            raise ToolError(f"{name}: {problems}") from cause


def build(workspace: Workspace) -> MCPServer[Any]:
    server = _Server("honing", version=__version__, instructions=INSTRUCTIONS,
                     log_level="WARNING")
    for name in TOOLS:
        tool = getattr(workspace, name)
        server.add_tool(_as_tool_error(tool), name=name, description=" ".join((tool.__doc__ or "").split()),
                        structured_output=True)
    return server


class RepairedLines(io.BufferedIOBase):
    """A binary stream of JSON lines whose lone surrogate escapes read as U+FFFD: the SDK's
    JSON parser refuses such a line, and the client would wait for an answer that never
    comes. Any other line passes as it came, byte for byte."""

    def __init__(self, raw: Any) -> None:
        super().__init__()
        self._raw = raw
        self._pending = b""

    def readable(self) -> bool:
        return True

    def read1(self, size: int = -1) -> bytes:
        if not self._pending:
            self._pending = repaired(self._raw.readline())
        cut = len(self._pending) if size is None or size < 0 else size
        out, self._pending = self._pending[:cut], self._pending[cut:]
        return out

    def read(self, size: int | None = -1) -> bytes:
        if size is not None and size >= 0:
            return self.read1(size)
        parts = []
        while chunk := self.read1():
            parts.append(chunk)
        return b"".join(parts)


def repaired(line: bytes) -> bytes:
    """``line`` with the lone surrogates its JSON spells replaced by U+FFFD (written again as
    JSON); any other line, valid JSON or not, unchanged."""
    if b"\\u" not in line:
        return line
    text = line.decode("utf-8", "replace")
    if not surrogates.spells_lone(text):
        return line
    try:
        value = surrogates.loads(text)
    except ValueError:  # not JSON: the SDK answers what it answers to that
        return line
    return json.dumps(value, ensure_ascii=False).encode("utf-8") + (b"\n" if line.endswith(b"\n") else b"")


def serve(workspace: Workspace) -> None:
    """Serve the tools over stdio until the client closes the connection."""
    stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(RepairedLines(stdin.buffer), encoding="utf-8", errors="replace")
    try:
        build(workspace).run("stdio")
    finally:
        sys.stdin = stdin
