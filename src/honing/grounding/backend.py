"""The optional model backend (SPEC G-8, Decision): any OpenAI-compatible chat endpoint
(OpenAI, DeepSeek, Ollama, vLLM, llama.cpp) writes the instruction from the same
observer block and evidence ledger the deterministic engine used. Its answer passes the
same gate and audit; an answer cut by the output budget, a stalled stream or an HTTP
failure is never handed off (the engine falls back to its own instruction)."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from honing.errors import HoningError

if TYPE_CHECKING:
    from honing.grounding.compose import Item
    from honing.grounding.outcome import Evidence

SYSTEM = (
    "You write one execution instruction for a coding agent that does exactly what it is told in one pass. "
    "Speak only to that agent: no preamble, no explanation to anyone else. Write one item per line, starting "
    "with '- '. End every item with exactly one tag: [source: your request], [source: turn N] for a history "
    "turn you were shown, [source: PATH:START-END] for a span listed in the evidence ledger, or [free choice], "
    "[interpreted], [unresolved]. Write nothing as fact that the ledger or the history does not show; add no "
    "bans the user did not state; add no generic advice. Keep the user's words as they are."
)


class BackendError(HoningError):
    """The model endpoint failed, stalled, or stopped before finishing."""


@dataclass(frozen=True)
class ChatBackend:
    base_url: str
    model: str
    api_key_env: str = "HONING_GROUND_API_KEY"
    max_tokens: int = 1200
    stall_seconds: float = 20.0
    total_seconds: float = 120.0

    def _key(self) -> str | None:
        return os.environ.get(self.api_key_env) or os.environ.get("OPENAI_API_KEY")

    def messages(self, sentence: str, observer_block: str, ledger: list[Evidence], items: list[Item]) -> list[dict]:
        evidence = "\n".join(f"- {e.path}:{e.start_line}-{e.end_line} sha256 {e.sha256[:12]}: {e.conclusion}"
                             for e in ledger) or "(no project file was read)"
        draft = "\n".join(f"- {i.line()}" for i in items)
        user = (f"{observer_block or '(no session history was read)'}\n\n# Evidence ledger\n{evidence}\n\n"
                f"# The user's new request\n{sentence}\n\n# A draft with sources (improve its wording and order "
                f"only where it helps the agent; keep every source tag valid)\n{draft}")
        return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]

    def write(self, sentence: str, observer_block: str, ledger: list[Evidence], items: list[Item]) -> str:
        import httpx

        headers = {"Content-Type": "application/json"}
        key = self._key()
        if key:
            headers["Authorization"] = f"Bearer {key}"
        body = {"model": self.model, "messages": self.messages(sentence, observer_block, ledger, items),
                "temperature": 0, "max_tokens": self.max_tokens, "stream": True}
        url = self.base_url.rstrip("/") + "/chat/completions"
        parts: list[str] = []
        finish: str | None = None
        started = time.monotonic()
        timeout = httpx.Timeout(connect=10.0, read=self.stall_seconds, write=10.0, pool=10.0)
        try:
            with httpx.Client(timeout=timeout, trust_env=False) as client, \
                    client.stream("POST", url, json=body, headers=headers) as response:
                if response.status_code != 200:
                    raise BackendError(f"{url} answered HTTP {response.status_code}")
                for line in response.iter_lines():
                    if time.monotonic() - started > self.total_seconds:
                        raise BackendError(f"no complete answer within {self.total_seconds:g} s")
                    if not line.startswith("data:"):
                        continue
                    data = line[5:].strip()
                    if data == "[DONE]":
                        break
                    chunk = json.loads(data)
                    choice = (chunk.get("choices") or [{}])[0]
                    content = (choice.get("delta") or {}).get("content") or ""
                    if not isinstance(content, str):  # (a number, a list of parts: not the text of a chat completion)
                        raise BackendError("the endpoint sent content that is not text")
                    parts.append(content)
                    finish = choice.get("finish_reason") or finish
        except httpx.ReadTimeout:
            raise BackendError(f"the stream stalled for {self.stall_seconds:g} s") from None
        except httpx.HTTPError as exc:
            raise BackendError(f"{url}: {type(exc).__name__}") from None
        except (json.JSONDecodeError, AttributeError, IndexError, TypeError, KeyError):
            raise BackendError("the endpoint sent a chunk that is not a chat completion") from None
        if finish != "stop":
            raise BackendError(f"the answer did not finish (finish_reason {finish!r}): a half command is never "
                               "handed off")
        return "".join(parts)
