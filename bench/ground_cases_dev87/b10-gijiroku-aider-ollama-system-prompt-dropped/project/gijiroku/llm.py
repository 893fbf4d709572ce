from __future__ import annotations

import os
from typing import Protocol

import httpx
from openai import OpenAI


class Backend(Protocol):
    def complete(self, system: str, user: str) -> str: ...


class OpenAIBackend:
    def __init__(self, model: str = "gpt-4o-mini", temperature: float = 0.2) -> None:
        self.client = OpenAI()
        self.model = model
        self.temperature = temperature

    def complete(self, system: str, user: str) -> str:
        res = self.client.chat.completions.create(
            model=self.model,
            temperature=self.temperature,
            messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
        )
        return res.choices[0].message.content or ""


class OllamaBackend:
    def __init__(self, model: str = "qwen2.5:14b", temperature: float = 0.2) -> None:
        self.base_url = os.getenv("OLLAMA_HOST", "http://localhost:11434")
        self.model = model
        self.temperature = temperature

    def complete(self, system: str, user: str) -> str:
        payload = {
            "model": self.model,
            "prompt": user,
            "stream": False,
            "options": {"temperature": self.temperature},
        }
        res = httpx.post(f"{self.base_url}/api/generate", json=payload, timeout=300)
        res.raise_for_status()
        return res.json()["response"]


def get_backend(name: str | None = None, model: str | None = None) -> Backend:
    name = name or os.getenv("GIJIROKU_BACKEND", "openai")
    if name == "openai":
        return OpenAIBackend(model=model) if model else OpenAIBackend()
    if name == "ollama":
        return OllamaBackend(model=model) if model else OllamaBackend()
    raise ValueError(f"unknown backend: {name}")
