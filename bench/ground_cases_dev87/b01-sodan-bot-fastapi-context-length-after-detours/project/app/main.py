from __future__ import annotations

import logging
import uuid

from fastapi import Depends, FastAPI, Header
from pydantic import BaseModel

from app.history import trim_history
from app.llm import complete
from app.prompts import system_prompt, user_prompt
from app.store import HistoryStore

log = logging.getLogger("sodan")
app = FastAPI(title="sodan-bot")


class ChatIn(BaseModel):
    conversation_id: str
    question: str
    department: str = ""
    excerpts: list[str] = []


class ChatOut(BaseModel):
    answer: str
    usage: dict


def get_store() -> HistoryStore:
    return HistoryStore()


@app.post("/chat", response_model=ChatOut)
def chat(
    body: ChatIn,
    store: HistoryStore = Depends(get_store),
    x_request_id: str | None = Header(default=None),
) -> ChatOut:
    request_id = x_request_id or uuid.uuid4().hex
    system = {"role": "system", "content": system_prompt(body.department)}
    new_user = {"role": "user", "content": user_prompt(body.question, body.excerpts)}
    history = store.load(body.conversation_id)
    messages = trim_history(system, history, new_user)
    answer, usage = complete(messages)
    log.info("chat req=%s conv=%s msgs=%d usage=%s", request_id, body.conversation_id, len(messages), usage)
    store.append(body.conversation_id, {"role": "user", "content": body.question},
                 {"role": "assistant", "content": answer})
    return ChatOut(answer=answer, usage=usage)
