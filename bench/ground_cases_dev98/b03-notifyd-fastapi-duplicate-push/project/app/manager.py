"""Open WebSocket connections per user (one user may have several tabs open)."""
from __future__ import annotations

import logging
from collections import defaultdict

from fastapi import WebSocket
from starlette.websockets import WebSocketState

log = logging.getLogger(__name__)


class ConnectionManager:
    def __init__(self) -> None:
        self._conns: dict[str, list[WebSocket]] = defaultdict(list)

    async def connect(self, user_id: str, websocket: WebSocket) -> None:
        await websocket.accept()
        self._conns[user_id].append(websocket)

    def disconnect(self, user_id: str, websocket: WebSocket) -> None:
        conns = self._conns.get(user_id)
        if conns and websocket in conns:
            conns.remove(websocket)
            if not conns:
                del self._conns[user_id]

    async def _send(self, user_id: str, ws: WebSocket, message: dict) -> bool:
        """Send to one socket; a socket that fails is dropped instead of stopping the caller."""
        if ws.application_state is not WebSocketState.CONNECTED:
            self.disconnect(user_id, ws)
            return False
        try:
            await ws.send_json(message)
        except Exception:  # closed under us: RuntimeError, ConnectionClosed, ...
            log.info("dropping dead websocket of %s", user_id, exc_info=True)
            self.disconnect(user_id, ws)
            return False
        return True

    async def send_to_user(self, user_id: str, message: dict) -> int:
        """Send ``message`` to every open tab of the user; returns how many got it."""
        sent = 0
        for ws in list(self._conns.get(user_id, [])):
            sent += await self._send(user_id, ws, message)
        return sent

    async def broadcast(self, message: dict) -> int:
        sent = 0
        for user_id, conns in list(self._conns.items()):
            for ws in list(conns):
                sent += await self._send(user_id, ws, message)
        return sent

    def count(self, user_id: str | None = None) -> int:
        if user_id is not None:
            return len(self._conns.get(user_id, []))
        return sum(len(c) for c in self._conns.values())
