import chromadb
from llama_index.core import VectorStoreIndex
from llama_index.core.vector_stores import FilterOperator, MetadataFilter, MetadataFilters
from llama_index.postprocessor.cohere_rerank import CohereRerank
from llama_index.vector_stores.chroma import ChromaVectorStore

from rag.settings import CHROMA_PATH, COLLECTION, RERANK_TOP_N, TOP_K, configure


def load_index() -> VectorStoreIndex:
    configure()
    client = chromadb.PersistentClient(path=CHROMA_PATH)
    store = ChromaVectorStore(chroma_collection=client.get_collection(COLLECTION))
    return VectorStoreIndex.from_vector_store(store)


def build_query_engine(index: VectorStoreIndex | None = None):
    index = index or load_index()
    filters = MetadataFilters(filters=[
        MetadataFilter(key="doc_type", value=["faq", "policy"], operator=FilterOperator.IN),
    ])
    return index.as_query_engine(
        similarity_top_k=TOP_K,
        filters=filters,
        node_postprocessors=[CohereRerank(top_n=RERANK_TOP_N, model="rerank-multilingual-v3.0")],
    )
