"""WebSocket endpoint that counts viewers: GET /ws/{stream_id}."""
from __future__ import annotations

import logging

from aiohttp import WSMsgType, web

from viewers.broadcast import CountBroadcaster
from viewers.counter import ViewerCounter

log = logging.getLogger("viewers")

SOCKETS = web.AppKey("sockets", dict)
COUNTER = web.AppKey("counter", ViewerCounter)
BROADCASTER = web.AppKey("broadcaster", CountBroadcaster)


async def ws_handler(request: web.Request) -> web.WebSocketResponse:
    stream_id = request.match_info["stream_id"]
    session_id = request.cookies.get("sid") or request.query.get("sid")
    if not session_id:
        raise web.HTTPBadRequest(text="sid cookie required")

    ws = web.WebSocketResponse(heartbeat=30)
    await ws.prepare(request)
    app = request.app
    app[SOCKETS].setdefault(stream_id, set()).add(ws)
    count = app[COUNTER].join(stream_id, session_id)
    log.info("join stream=%s session=%s count=%d", stream_id, session_id, count)
    try:
        async for msg in ws:
            if msg.type == WSMsgType.TEXT and msg.data == "ping":
                await ws.send_str("pong")
    finally:
        app[SOCKETS][stream_id].discard(ws)
        count = app[COUNTER].leave(stream_id, session_id)
        log.info("leave stream=%s session=%s count=%d", stream_id, session_id, count)
    return ws


def create_app() -> web.Application:
    app = web.Application()
    app[SOCKETS] = {}
    app[COUNTER] = ViewerCounter()

    async def send(stream_id: str, payload: dict) -> None:
        for ws in list(app[SOCKETS].get(stream_id, ())):
            if not ws.closed:
                await ws.send_json(payload)

    app[BROADCASTER] = CountBroadcaster(send)
    app[COUNTER].on_change(app[BROADCASTER].changed)
    app.router.add_get("/ws/{stream_id}", ws_handler)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), port=8081)
