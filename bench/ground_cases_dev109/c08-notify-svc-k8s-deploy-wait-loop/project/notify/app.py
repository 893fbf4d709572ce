from __future__ import annotations

import os
import time

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="notify-svc")
STARTED = time.time()


class Message(BaseModel):
    channel: str
    to: str
    body: str


@app.get("/health")
def health() -> dict:
    return {"ok": True, "uptime": int(time.time() - STARTED)}


@app.post("/send")
def send(msg: Message) -> dict:
    if msg.channel not in ("sms", "email", "wecom"):
        raise HTTPException(status_code=422, detail=f"unknown channel {msg.channel}")
    if len(msg.body) > 500:
        raise HTTPException(status_code=422, detail="body too long")
    provider = os.environ.get(f"{msg.channel.upper()}_PROVIDER", "mock")
    return {"queued": True, "channel": msg.channel, "provider": provider}


@app.get("/version")
def version() -> dict:
    return {"version": os.environ.get("APP_VERSION", "dev")}
