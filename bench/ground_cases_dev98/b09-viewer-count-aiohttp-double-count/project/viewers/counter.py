"""Live viewer counts per stream.

A viewer is a browser session (the ``sid`` cookie). One session may have
several sockets open at once (tabs, or a reconnect that overlaps the old
socket) and counts once for as long as at least one of them is open.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

Listener = Callable[[str, int], None]


class ViewerCounter:
    def __init__(self) -> None:
        # stream -> session -> number of open sockets
        self._sockets: dict[str, dict[str, int]] = defaultdict(dict)
        self._counts: dict[str, int] = defaultdict(int)
        self._listeners: list[Listener] = []

    def on_change(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def streams(self) -> list[str]:
        """Streams that have at least one viewer on this instance."""
        return [s for s, n in self._counts.items() if n > 0]

    def join(self, stream_id: str, session_id: str) -> int:
        sessions = self._sockets[stream_id]
        sessions[session_id] = sessions.get(session_id, 0) + 1
        self._counts[stream_id] += 1
        self._notify(stream_id)
        return self._counts[stream_id]

    def leave(self, stream_id: str, session_id: str) -> int:
        sessions = self._sockets.get(stream_id)
        if not sessions or session_id not in sessions:
            return self._counts.get(stream_id, 0)
        sessions[session_id] -= 1
        if sessions[session_id] == 0:
            del sessions[session_id]
            self._counts[stream_id] -= 1
            if not sessions:
                del self._sockets[stream_id]
        self._notify(stream_id)
        return self._counts[stream_id]

    def count(self, stream_id: str) -> int:
        return self._counts.get(stream_id, 0)

    def _notify(self, stream_id: str) -> None:
        n = self._counts.get(stream_id, 0)
        for listener in self._listeners:
            listener(stream_id, n)
