from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class RagConfig:
    docs_dir: str = os.getenv("KITEI_DOCS_DIR", "docs/kitei")
    persist_dir: str = os.getenv("KITEI_CHROMA_DIR", ".chroma")
    collection: str = "kitei"
    embedding_model: str = "text-embedding-3-small"
    chat_model: str = os.getenv("KITEI_CHAT_MODEL", "gpt-4o-mini")
    chunk_size: int = 800
    chunk_overlap: int = 100
    top_k: int = 4


CONFIG = RagConfig()
