"""Load markdown policies, split them and write them to Chroma."""
import sys
from pathlib import Path

import chromadb
from llama_index.core import SimpleDirectoryReader, StorageContext, VectorStoreIndex
from llama_index.core.node_parser import SentenceSplitter
from llama_index.vector_stores.chroma import ChromaVectorStore

from rag.settings import CHROMA_PATH, COLLECTION, configure


def doc_type_for(path: str) -> str:
    name = Path(path).parent.name
    return {"faq": "faq", "handbook": "policy", "expense": "policy"}.get(name, "other")


def build_splitter() -> SentenceSplitter:
    return SentenceSplitter(
        chunk_size=256,
        chunk_overlap=32,
        paragraph_separator="\n\n",
    )


def ingest(data_dir: str) -> int:
    configure()
    docs = SimpleDirectoryReader(data_dir, recursive=True, required_exts=[".md"]).load_data()
    for d in docs:
        d.metadata["doc_type"] = doc_type_for(d.metadata["file_path"])
    nodes = build_splitter().get_nodes_from_documents(docs)
    client = chromadb.PersistentClient(path=CHROMA_PATH)
    client.delete_collection(COLLECTION) if COLLECTION in [c.name for c in client.list_collections()] else None
    store = ChromaVectorStore(chroma_collection=client.create_collection(COLLECTION))
    VectorStoreIndex(nodes, storage_context=StorageContext.from_defaults(vector_store=store))
    return len(nodes)


if __name__ == "__main__":
    print(f"indexed {ingest(sys.argv[1])} nodes")
