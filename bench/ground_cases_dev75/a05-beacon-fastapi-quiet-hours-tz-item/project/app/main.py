from __future__ import annotations

from datetime import UTC, datetime

from fastapi import FastAPI, HTTPException

from app.models import PushRequest, UserPrefs
from app.push.sender import PushSender
from app.store import PrefsStore

app = FastAPI(title="beacon-push")
prefs_store = PrefsStore()
sender = PushSender(prefs_store)


@app.get("/users/{user_id}/prefs")
def get_prefs(user_id: int) -> UserPrefs:
    return prefs_store.get(user_id)


@app.put("/users/{user_id}/prefs")
def put_prefs(user_id: int, prefs: UserPrefs) -> UserPrefs:
    if prefs.user_id != user_id:
        raise HTTPException(400, "user_id mismatch")
    prefs_store.put(prefs)
    return prefs


@app.post("/push", status_code=202)
def push(req: PushRequest) -> dict:
    outcome = sender.submit(req, now=datetime.now(UTC))
    return {"outcome": outcome}
