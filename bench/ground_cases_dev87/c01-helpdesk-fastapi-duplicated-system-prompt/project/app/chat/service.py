import logging

from openai import AsyncOpenAI

from app.chat.history import HistoryStore, build_messages, remember_answer
from app.chat.prompts import render_context, render_system
from app.rag.store import VectorStore
from app.settings import settings

log = logging.getLogger("helpdesk.chat")


class ChatService:
    def __init__(self, store: VectorStore, history: HistoryStore | None = None) -> None:
        self.store = store
        self.history = history or HistoryStore()
        self.client = AsyncOpenAI(api_key=settings.openai_api_key or None)

    async def answer(self, conversation_id: str, tenant_id: str, question: str) -> dict:
        hits = await self.store.search(tenant_id, question)
        messages = await build_messages(self.history, conversation_id, render_system("云帐本"),
                                        render_context(hits), question)
        resp = await self.client.chat.completions.create(
            model=settings.chat_model,
            messages=messages,
            temperature=settings.temperature,
            max_tokens=settings.max_output_tokens,
        )
        answer = resp.choices[0].message.content or ""
        await remember_answer(self.history, conversation_id, answer)
        usage = resp.usage.model_dump() if resp.usage else {}
        log.info("chat conv=%s hits=%d prompt_tokens=%s completion_tokens=%s", conversation_id,
                 len(hits), usage.get("prompt_tokens"), usage.get("completion_tokens"))
        return {"answer": answer, "sources": [h["doc_id"] for h in hits], "usage": usage}
