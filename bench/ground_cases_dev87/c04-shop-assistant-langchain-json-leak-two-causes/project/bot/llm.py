from langchain_ollama import ChatOllama
from langchain_openai import ChatOpenAI

from bot.settings import settings
from bot.tools import TOOLS


def get_llm():
    """OpenAI first; on rate limits or outages fall back to the self-hosted model."""
    primary = ChatOpenAI(
        model=settings.openai_model,
        api_key=settings.openai_key,
        temperature=0,
        max_retries=1,
    ).bind_tools(TOOLS)
    fallback = ChatOllama(
        base_url=settings.ollama_url,
        model=settings.fallback_model,
        temperature=0,
    )
    return primary.with_fallbacks([fallback])
