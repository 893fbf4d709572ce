from __future__ import annotations

from fastapi import Depends, FastAPI, WebSocket, WebSocketDisconnect
from pydantic import BaseModel

from app.manager import ConnectionManager
from app.notify import NotificationService
from app.store import NotificationStore

app = FastAPI(title="notifyd")
store = NotificationStore()
manager = ConnectionManager()


def get_service() -> NotificationService:
    return NotificationService(store, manager)


class NotifyIn(BaseModel):
    user_id: str
    kind: str = "info"
    body: str


class MentionIn(BaseModel):
    author: str
    mentioned: list[str]
    room: str


class MarkReadIn(BaseModel):
    ids: list[int]


@app.post("/notifications", status_code=201)
async def create(payload: NotifyIn, service: NotificationService = Depends(get_service)) -> dict:
    n = await service.notify(payload.user_id, payload.kind, payload.body)
    return n.as_dict()


@app.post("/mentions", status_code=201)
async def mentions(payload: MentionIn, service: NotificationService = Depends(get_service)) -> list[dict]:
    return [n.as_dict() for n in await service.mention(payload.author, payload.mentioned, payload.room)]


@app.get("/users/{user_id}/notifications")
def list_notifications(user_id: str, unread: bool = False) -> list[dict]:
    return [n.as_dict() for n in store.list_for(user_id, unread_only=unread)]


@app.get("/users/{user_id}/notifications/unread_count")
def unread_count(user_id: str) -> dict:
    return {"count": store.unread_count(user_id)}


@app.post("/users/{user_id}/notifications/read")
async def mark_read(user_id: str, payload: MarkReadIn, service: NotificationService = Depends(get_service)) -> dict:
    return {"marked": await service.mark_read(user_id, payload.ids)}


@app.websocket("/ws/{user_id}")
async def ws(websocket: WebSocket, user_id: str) -> None:
    await manager.connect(user_id, websocket)
    try:
        while True:
            await websocket.receive_text()  # the client only sends keep-alive pings
    except WebSocketDisconnect:
        manager.disconnect(user_id, websocket)
