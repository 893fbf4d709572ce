from __future__ import annotations

from llama_index.core.postprocessor import SentenceTransformerRerank

RERANK_MODEL = "cross-encoder/ms-marco-MiniLM-L-6-v2"
# How many reranked chunks go into the prompt.
RERANK_TOP_N = 3


def build_reranker() -> SentenceTransformerRerank:
    return SentenceTransformerRerank(model=RERANK_MODEL, top_n=RERANK_TOP_N)
