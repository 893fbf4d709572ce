from __future__ import annotations

import os
import time

from fastapi import FastAPI, HTTPException

from app.quotes import Quote, QuoteStore

app = FastAPI(title="quotes")
store = QuoteStore()
STARTED = time.time()


@app.get("/health")
def health() -> dict:
    return {"ok": True, "uptime_s": int(time.time() - STARTED)}


@app.get("/quotes/{quote_id}")
def get_quote(quote_id: int) -> Quote:
    quote = store.get(quote_id)
    if quote is None:
        raise HTTPException(404, "no such quote")
    return quote


@app.post("/quotes", status_code=201)
def create_quote(quote: Quote) -> Quote:
    return store.add(quote)


@app.get("/quotes")
def list_quotes(limit: int = 20) -> list[Quote]:
    return store.latest(min(limit, 100))
