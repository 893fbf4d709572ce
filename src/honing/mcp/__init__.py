"""``hone mcp``: honing's tools for coding agents over the Model Context Protocol.

:mod:`honing.mcp.tools` holds the tools as plain functions over one workspace (no SDK
needed); :mod:`honing.mcp.server` registers them with the official ``mcp`` SDK (the
optional extra ``honing[mcp]``) and serves them over stdio."""

from __future__ import annotations


def sdk_problem() -> str | None:
    """Why the server cannot start, as one line with the fix (the SDK is missing, older
    than the v2 API the server is written against, or broken); None when it can."""
    try:
        import mcp.server.mcpserver  # noqa: F401
    except ImportError as exc:
        from importlib.metadata import PackageNotFoundError, version

        try:
            found = version("mcp")
        except PackageNotFoundError:
            return "hone mcp needs the MCP SDK, which is not installed: pip install 'honing[mcp]'"
        if found.startswith(("0.", "1.")):
            return f"hone mcp needs mcp 2 or later (mcp {found} is installed): pip install -U 'honing[mcp]'"
        return f"hone mcp cannot load mcp {found} ({exc}): pip install --force-reinstall 'honing[mcp]'"
    return None
