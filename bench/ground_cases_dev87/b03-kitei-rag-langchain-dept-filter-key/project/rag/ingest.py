"""規程 Markdown を読み込んでチャンクに分け、Chroma に入れる."""
from __future__ import annotations

from pathlib import Path

import yaml
from langchain_core.documents import Document
from langchain_text_splitters import RecursiveCharacterTextSplitter

from rag.config import CONFIG

SEPARATORS = ["\n## ", "\n### ", "\n\n", "。", "\n", " ", ""]


def _front_matter(text: str) -> tuple[dict, str]:
    if not text.startswith("---\n"):
        return {}, text
    head, _, body = text[4:].partition("\n---\n")
    return yaml.safe_load(head) or {}, body


def load_documents(docs_dir: str = CONFIG.docs_dir) -> list[Document]:
    docs: list[Document] = []
    for path in sorted(Path(docs_dir).glob("**/*.md")):
        meta, body = _front_matter(path.read_text(encoding="utf-8"))
        docs.append(Document(
            page_content=body,
            metadata={
                "source": str(path.relative_to(docs_dir)),
                "title": meta.get("title", path.stem),
                "dept": meta.get("department", "all"),
                "revised": str(meta.get("revised", "")),
            },
        ))
    return docs


def split_documents(docs: list[Document]) -> list[Document]:
    splitter = RecursiveCharacterTextSplitter(
        chunk_size=CONFIG.chunk_size,
        chunk_overlap=CONFIG.chunk_overlap,
        separators=SEPARATORS,
        keep_separator=True,
    )
    chunks = splitter.split_documents(docs)
    for i, chunk in enumerate(chunks):
        chunk.metadata["chunk"] = i
    return chunks
