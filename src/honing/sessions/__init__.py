"""Agent session transcripts as one turn model (SPEC G-2, G-3.4).

Readers for Claude Code, Codex CLI, Gemini CLI, Cline/Roo Code, Aider and OpenAI chat
messages, and discovery of the sessions each agent recorded for a project folder.

    >>> from honing.sessions import parse_messages
    >>> session = parse_messages([{"role": "user", "content": "Add a test"},
    ...                           {"role": "assistant", "content": "Done."}])
    >>> [(t.index, t.user, t.assistant) for t in session.turns]
    [(1, 'Add a test', 'Done.')]
"""

from __future__ import annotations

from honing.sessions.discovery import discover_sessions, find_session
from honing.sessions.model import Session, SessionError, SessionInfo, Summary, ToolCall, Turn
from honing.sessions.openai import parse_messages
from honing.sessions.reader import FORMATS, detect_format, read_session

__all__ = ["FORMATS", "Session", "SessionError", "SessionInfo", "Summary", "ToolCall", "Turn", "detect_format",
           "discover_sessions", "find_session", "parse_messages", "read_session"]
