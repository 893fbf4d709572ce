from __future__ import annotations

from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_openai import ChatOpenAI

from rag.config import CONFIG
from rag.retriever import format_context, retrieve

PROMPT = ChatPromptTemplate.from_messages([
    ("system",
     "あなたは社内規程に詳しいアシスタントです。以下の規程抜粋だけを根拠に答えてください。"
     "根拠が無い場合は「規程に記載がありません。総務部 (内線 2100) にお問い合わせください」と答えてください。"
     "\n\n{context}"),
    ("human", "{question}"),
])


def answer(question: str, department: str) -> dict:
    docs = retrieve(question, department)
    llm = ChatOpenAI(model=CONFIG.chat_model, temperature=0)
    chain = PROMPT | llm | StrOutputParser()
    text = chain.invoke({"context": format_context(docs), "question": question})
    return {"answer": text, "sources": [d.metadata.get("source") for d in docs]}
