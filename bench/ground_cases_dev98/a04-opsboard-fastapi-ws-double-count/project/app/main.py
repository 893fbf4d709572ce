from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import os

from fastapi import FastAPI, WebSocket, WebSocketDisconnect
from fastapi.staticfiles import StaticFiles

from app.hub import Hub
from app.metrics import MetricsFeed, SqliteCounts

log = logging.getLogger("opsboard")

DB_PATH = os.environ.get("OPSBOARD_DB", "reporting.sqlite3")
POLL_INTERVAL_S = float(os.environ.get("OPSBOARD_POLL_S", "2"))
BOARD_TOKEN = os.environ.get("OPSBOARD_TOKEN", "")

hub = Hub()
feed = MetricsFeed(hub, SqliteCounts(DB_PATH), interval=POLL_INTERVAL_S)


@contextlib.asynccontextmanager
async def lifespan(app: FastAPI):
    task = asyncio.create_task(feed.run())
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


app = FastAPI(lifespan=lifespan)
app.mount("/static", StaticFiles(directory="static", html=True), name="static")


@app.get("/debug/hub")
async def debug_hub() -> dict[str, int]:
    return hub.stats()


@app.websocket("/ws")
async def dashboard_socket(ws: WebSocket) -> None:
    token = ws.query_params.get("token", "")
    if not BOARD_TOKEN or not hmac.compare_digest(token, BOARD_TOKEN):
        await ws.close(code=1008)  # policy violation; before accept() the client sees a 403
        return
    await ws.accept()
    try:
        while True:
            msg = await ws.receive_json()
            op, topic = msg.get("op"), msg.get("topic")
            if op == "subscribe" and topic in feed.topics:
                await hub.subscribe(ws, topic)
                await ws.send_json({"topic": topic, "snapshot": feed.current(topic)})
            elif op == "ping":
                await ws.send_json({"op": "pong"})
    except WebSocketDisconnect:
        pass
    finally:
        await hub.unsubscribe_all(ws)
