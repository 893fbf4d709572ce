"""livecount: a small service that feeds the ops dashboard over a WebSocket."""
from __future__ import annotations

import asyncio

from fastapi import FastAPI, HTTPException, WebSocket, WebSocketDisconnect, status

from app.counters import CounterStore
from app.ws import ConnectionManager

app = FastAPI(title="livecount")
manager = ConnectionManager()
store = CounterStore()

KINDS = {"signup", "login", "checkout", "error"}
IDLE_TIMEOUT = 30.0  # seconds without any message from a dashboard before we close it


@app.post("/events/{kind}", status_code=202)
async def record_event(kind: str) -> dict:
    if kind not in KINDS:
        raise HTTPException(404, f"unknown kind {kind}")
    store.record(kind)
    await manager.broadcast(store.snapshot(online=manager.online))
    return {"ok": True}


@app.get("/stats")
async def stats(kinds: str | None = None) -> dict:
    snap = store.snapshot(online=manager.online)
    if kinds:
        wanted = {k.strip() for k in kinds.split(",") if k.strip()}
        snap["per_minute"] = {k: v for k, v in snap["per_minute"].items() if k in wanted}
        snap["totals"] = {k: v for k, v in snap["totals"].items() if k in wanted}
    return snap


@app.websocket("/ws/dashboard")
async def dashboard(ws: WebSocket) -> None:
    await manager.connect(ws)
    await manager.broadcast(store.snapshot(online=manager.online))
    try:
        while True:
            try:
                text = await asyncio.wait_for(ws.receive_text(), timeout=IDLE_TIMEOUT)
            except asyncio.TimeoutError:
                await ws.close(code=status.WS_1001_GOING_AWAY, reason="idle")
                break
            if text == "ping":
                await ws.send_text("pong")
            # anything else from a dashboard is ignored
    except WebSocketDisconnect:
        pass
    manager.disconnect(ws)
    await manager.broadcast(store.snapshot(online=manager.online))
