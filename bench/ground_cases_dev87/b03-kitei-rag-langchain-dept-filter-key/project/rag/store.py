from __future__ import annotations

from langchain_chroma import Chroma
from langchain_openai import OpenAIEmbeddings

from rag.config import CONFIG


def get_store() -> Chroma:
    return Chroma(
        collection_name=CONFIG.collection,
        embedding_function=OpenAIEmbeddings(model=CONFIG.embedding_model),
        persist_directory=CONFIG.persist_dir,
    )
