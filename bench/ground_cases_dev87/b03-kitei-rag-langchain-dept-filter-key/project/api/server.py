from __future__ import annotations

from fastapi import FastAPI, Header
from pydantic import BaseModel

from rag.chain import answer

app = FastAPI(title="kitei-rag")


class Ask(BaseModel):
    question: str


@app.post("/ask")
def ask(body: Ask, x_department: str = Header(default="all")) -> dict:
    return answer(body.question, x_department)
