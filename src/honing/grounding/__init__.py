"""The grounded optimizer (SPEC Part G): a one-line request typed inside a coding-agent
session becomes an instruction whose every item cites its evidence.

Layout: ``observer`` renders the history window, ``mentions`` finds what text points
at, ``resolve`` picks the referent turn, ``project`` holds the read-only tools,
``locate`` turns mentions into a place, ``compose`` the items and their forms,
``audit`` the provenance audit and hand-off gate, ``engine`` the pipeline, ``backend``
the optional model writer, ``hooks`` the agent hook adapters."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from honing.grounding.engine import ground as _ground
from honing.grounding.outcome import LEVELS, Evidence, GroundError, GroundResult, Reference
from honing.sessions.model import Session


def load_transcript(transcript: Session | str | Path | list[Any] | None, *, session: str | None = None,
                    cwd: str | Path | None = None, home: str | Path | None = None) -> Session | None:
    """A parsed session from what the caller has: a Session, a transcript path, a list of
    OpenAI chat messages, or a session id to look up among the sessions of ``cwd``. An id
    that is not found is an error, never replaced by another session (G-3.3)."""
    from honing import sessions

    cwd_text = str(cwd) if cwd is not None else None
    if isinstance(transcript, Session):
        return transcript
    if isinstance(transcript, list):
        return sessions.parse_messages(transcript, cwd=cwd_text)
    if transcript is not None:
        return sessions.read_session(transcript, cwd=cwd_text)
    if session is not None:
        where = cwd if cwd is not None else Path.cwd()
        found = sessions.find_session(session, where, home=home)
        if found is None:
            raise GroundError(f"no session '{session}' was found for {where}; list them with `hone sessions`")
        return sessions.read_session(found, cwd=cwd_text)
    return None


def ground(sentence: str, transcript: Session | str | Path | list[Any] | None = None, *,
           session: str | None = None, cwd: str | Path | None = None, turns: int = 3, full: bool = False,
           level: str = "advanced", form: str = "ptc", backend: Any = None,
           on_stage: Callable[[str, float], None] | None = None) -> GroundResult:
    """Ground ``sentence`` in a session and its project. See :mod:`honing.grounding.engine`."""
    parsed = load_transcript(transcript, session=session, cwd=cwd)
    writer = backend.write if backend is not None else None
    return _ground(sentence, parsed, cwd=cwd, turns=turns, full=full, level=level, form=form, writer=writer,
                   on_stage=on_stage)


__all__ = ["LEVELS", "Evidence", "GroundError", "GroundResult", "Reference", "ground", "load_transcript"]
