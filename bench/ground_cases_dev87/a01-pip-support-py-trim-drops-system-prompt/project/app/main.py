from __future__ import annotations

import logging

from fastapi import Depends, FastAPI
from pydantic import BaseModel

from app.history import to_transcript, trim_history
from app.llm import complete
from app.prompts import build_messages, ticket_summary_prompt
from app.store import HistoryStore

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("pip.api")
app = FastAPI(title="pip-support")


class ChatIn(BaseModel):
    conversation_id: str
    text: str
    customer_name: str | None = None


def get_store() -> HistoryStore:
    return HistoryStore()


@app.post("/chat")
def chat(body: ChatIn, store: HistoryStore = Depends(get_store)) -> dict:
    history = store.load(body.conversation_id)
    messages = trim_history(build_messages(history, body.text, body.customer_name))
    reply = complete(messages)
    store.append(body.conversation_id, {"role": "user", "content": body.text},
                 {"role": "assistant", "content": reply})
    log.info("chat conversation=%s customer=%s turns=%d", body.conversation_id,
             body.customer_name or "-", len(messages))
    return {"reply": reply}


@app.post("/chat/{conversation_id}/ticket")
def open_ticket(conversation_id: str, store: HistoryStore = Depends(get_store)) -> dict:
    transcript = to_transcript(store.load(conversation_id))
    summary = complete(ticket_summary_prompt(transcript))
    return {"summary": summary}
