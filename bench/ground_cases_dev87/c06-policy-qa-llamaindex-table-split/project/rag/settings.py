import os

from llama_index.core import Settings
from llama_index.embeddings.openai import OpenAIEmbedding
from llama_index.llms.openai import OpenAI

CHROMA_PATH = os.getenv("CHROMA_PATH", "./.chroma")
COLLECTION = os.getenv("COLLECTION", "policies")
TOP_K = int(os.getenv("TOP_K", "12"))
RERANK_TOP_N = int(os.getenv("RERANK_TOP_N", "4"))


def configure() -> None:
    Settings.llm = OpenAI(model="gpt-4o-mini", temperature=0)
    Settings.embed_model = OpenAIEmbedding(model="text-embedding-3-small")
