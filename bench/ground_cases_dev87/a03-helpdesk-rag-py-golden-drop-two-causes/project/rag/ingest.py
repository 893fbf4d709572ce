from __future__ import annotations

import argparse

import qdrant_client
from llama_index.core import SimpleDirectoryReader, StorageContext, VectorStoreIndex
from llama_index.core.node_parser import SentenceSplitter
from llama_index.embeddings.openai import OpenAIEmbedding
from llama_index.vector_stores.qdrant import QdrantVectorStore

from rag.config import load_config

# Articles are short (300-1500 words); one chunk usually holds a whole section.
CHUNK_SIZE = 2048
CHUNK_OVERLAP = 0


def build_splitter() -> SentenceSplitter:
    return SentenceSplitter(chunk_size=CHUNK_SIZE, chunk_overlap=CHUNK_OVERLAP)


def ingest(recreate: bool = False) -> int:
    cfg = load_config()
    client = qdrant_client.QdrantClient(url=cfg.qdrant_url)
    if recreate and client.collection_exists(cfg.collection):
        client.delete_collection(cfg.collection)
    store = QdrantVectorStore(client=client, collection_name=cfg.collection)
    docs = SimpleDirectoryReader(cfg.docs_dir, recursive=True, filename_as_id=True).load_data()
    for doc in docs:
        doc.metadata["category"] = doc.metadata["file_path"].split("/")[-2]
    index = VectorStoreIndex.from_documents(
        docs,
        storage_context=StorageContext.from_defaults(vector_store=store),
        embed_model=OpenAIEmbedding(model=cfg.embedding_model),
        transformations=[build_splitter()],
        show_progress=True,
    )
    return len(index.docstore.docs)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--recreate", action="store_true")
    print(f"indexed {ingest(parser.parse_args().recreate)} nodes")
