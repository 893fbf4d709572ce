"""WebSocket fan-out for dashboard viewers."""
from __future__ import annotations

import asyncio
import logging

from fastapi import WebSocket

log = logging.getLogger(__name__)


class ConnectionManager:
    """Every open dashboard socket, and how many there are."""

    def __init__(self) -> None:
        self.active: set[WebSocket] = set()

    @property
    def online(self) -> int:
        # derived from the set, so disconnecting the same socket twice cannot go negative
        return len(self.active)

    async def connect(self, ws: WebSocket) -> None:
        await ws.accept()
        self.active.add(ws)

    def disconnect(self, ws: WebSocket) -> None:
        self.active.discard(ws)

    async def _send(self, ws: WebSocket, payload: dict) -> None:
        await ws.send_json(payload)

    async def broadcast(self, payload: dict) -> None:
        targets = list(self.active)
        results = await asyncio.gather(*(self._send(ws, payload) for ws in targets), return_exceptions=True)
        for ws, result in zip(targets, results):
            if isinstance(result, Exception):
                # the socket died without a close frame; forget it
                log.info("dropping dashboard socket: %r", result)
                self.disconnect(ws)
