from qdrant_client import AsyncQdrantClient
from qdrant_client.http import models as qm

from app.rag.embed import embed_query
from app.settings import settings


class VectorStore:
    def __init__(self, url: str | None = None) -> None:
        self.client = AsyncQdrantClient(url=url or settings.qdrant_url)

    async def search(self, tenant_id: str, query: str, top_k: int | None = None) -> list[dict]:
        vector = await embed_query(query)
        flt = qm.Filter(must=[
            qm.FieldCondition(key="tenant_id", match=qm.MatchValue(value=tenant_id)),
            qm.FieldCondition(key="archived", match=qm.MatchValue(value=False)),
        ])
        hits = await self.client.search(
            collection_name=settings.collection,
            query_vector=vector,
            query_filter=flt,
            limit=top_k or settings.top_k,
            score_threshold=settings.score_threshold,
        )
        return [
            {"text": h.payload["text"], "doc_id": h.payload["doc_id"], "title": h.payload.get("title", ""), "score": h.score}
            for h in hits
        ]
