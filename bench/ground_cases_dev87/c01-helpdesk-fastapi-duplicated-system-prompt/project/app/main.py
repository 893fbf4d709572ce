from fastapi import FastAPI
from pydantic import BaseModel

from app.chat.service import ChatService
from app.rag.store import VectorStore

app = FastAPI(title="helpdesk-bot")
_service = ChatService(VectorStore())


class AskIn(BaseModel):
    conversation_id: str
    tenant_id: str
    question: str


class AskOut(BaseModel):
    answer: str
    sources: list[str]
    usage: dict


@app.post("/ask", response_model=AskOut)
async def ask(body: AskIn) -> AskOut:
    result = await _service.answer(body.conversation_id, body.tenant_id, body.question)
    return AskOut(**result)


@app.get("/healthz")
async def healthz() -> dict:
    return {"ok": True}
