"""Product search API."""
import logging
import os
import time

import faiss
import numpy as np
from fastapi import FastAPI, HTTPException, Query

from app.embed import embed_query

log = logging.getLogger("search-api")
app = FastAPI(title="search-api")

INDEX_PATH = os.environ.get("INDEX_PATH", "/data/index/products.faiss")
_index = None
_ids: np.ndarray | None = None


@app.on_event("startup")
def load_index() -> None:
    global _index, _ids
    t0 = time.monotonic()
    _index = faiss.read_index(INDEX_PATH)
    _ids = np.load(INDEX_PATH.replace(".faiss", ".ids.npy"))
    log.info("loaded %d vectors in %.1fs", _index.ntotal, time.monotonic() - t0)


@app.get("/health")
def health() -> dict:
    if _index is None:
        raise HTTPException(503, "index not loaded")
    return {"ok": True, "vectors": _index.ntotal}


@app.get("/search")
def search(q: str = Query(..., min_length=1), k: int = Query(20, ge=1, le=100)) -> dict:
    if _index is None:
        raise HTTPException(503, "index not loaded")
    vec = embed_query(q).reshape(1, -1).astype("float32")
    scores, rows = _index.search(vec, k)
    hits = [{"id": int(_ids[r]), "score": float(s)} for r, s in zip(rows[0], scores[0]) if r >= 0]
    return {"q": q, "hits": hits}
