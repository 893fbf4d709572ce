from functools import lru_cache

from fastapi import FastAPI, Query

from app.config import get_settings
from app.search import client, fetch_suggestions

app = FastAPI(title="gadgetshop-search")


@app.get("/healthz")
def healthz() -> dict:
    return {"status": "ok", "meili": client().health()["status"]}


def normalize(q: str) -> str:
    return " ".join(q.lower().split())


@lru_cache(maxsize=4096)
def cached_suggestions(prefix: str, limit: int) -> tuple[str, ...]:
    return tuple(fetch_suggestions(prefix, limit))


@app.get("/suggest")
def suggest(q: str = Query(..., min_length=1, max_length=64)) -> dict:
    prefix = normalize(q)
    return {"q": prefix, "suggestions": list(cached_suggestions(prefix, get_settings().suggest_limit))}
