from __future__ import annotations

import qdrant_client
from llama_index.core import PromptTemplate, VectorStoreIndex
from llama_index.core.query_engine import RetrieverQueryEngine
from llama_index.embeddings.openai import OpenAIEmbedding
from llama_index.llms.openai import OpenAI
from llama_index.vector_stores.qdrant import QdrantVectorStore

from rag.config import load_config
from rag.rerank import build_reranker

SIMILARITY_TOP_K = 20

QA_TEMPLATE = PromptTemplate(
    "You answer questions for Brightline support agents using only the context below.\n"
    "If the context does not contain the answer, say \"I couldn't find this in the help centre.\"\n"
    "---------------------\n{context_str}\n---------------------\n"
    "Question: {query_str}\nAnswer:"
)


def build_query_engine() -> RetrieverQueryEngine:
    cfg = load_config()
    client = qdrant_client.QdrantClient(url=cfg.qdrant_url)
    store = QdrantVectorStore(client=client, collection_name=cfg.collection)
    index = VectorStoreIndex.from_vector_store(store, embed_model=OpenAIEmbedding(model=cfg.embedding_model))
    retriever = index.as_retriever(similarity_top_k=SIMILARITY_TOP_K)
    return RetrieverQueryEngine.from_args(
        retriever,
        llm=OpenAI(model=cfg.llm, temperature=0),
        node_postprocessors=[build_reranker()],
        text_qa_template=QA_TEMPLATE,
    )


def answer(question: str) -> str:
    return str(build_query_engine().query(question))
