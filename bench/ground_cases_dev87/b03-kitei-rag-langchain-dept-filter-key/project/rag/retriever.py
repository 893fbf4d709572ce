"""部署ごとに見せてよい規程だけを検索する."""
from __future__ import annotations

import logging

from langchain_core.documents import Document

from rag.config import CONFIG
from rag.store import get_store

log = logging.getLogger(__name__)


def _dept_filter(department: str) -> dict:
    # 全社共通 (all) と自部署の規程だけ
    return {"$or": [{"department": department}, {"department": "all"}]}


def retrieve(question: str, department: str, k: int = CONFIG.top_k) -> list[Document]:
    store = get_store()
    docs = store.similarity_search(question, k=k, filter=_dept_filter(department))
    if not docs:
        # 部署向けの規程が一つも無い部署 (新設部署など) は全体から探す
        log.warning("no docs for department=%s, falling back to unfiltered search", department)
        docs = store.similarity_search(question, k=k)
    return docs


def format_context(docs: list[Document]) -> str:
    return "\n\n".join(
        f"[{d.metadata.get('title')} / {d.metadata.get('source')}]\n{d.page_content}" for d in docs
    )
