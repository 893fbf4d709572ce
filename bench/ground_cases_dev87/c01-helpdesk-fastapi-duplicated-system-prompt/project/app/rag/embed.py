from openai import AsyncOpenAI

from app.settings import settings

_client = AsyncOpenAI(api_key=settings.openai_api_key or None)


async def embed_texts(texts: list[str]) -> list[list[float]]:
    out: list[list[float]] = []
    for i in range(0, len(texts), 128):
        batch = texts[i:i + 128]
        resp = await _client.embeddings.create(model=settings.embedding_model, input=batch)
        out.extend(item.embedding for item in resp.data)
    return out


async def embed_query(text: str) -> list[float]:
    return (await embed_texts([text]))[0]
