import { isDone, parseSSE } from "./sse";

const BASE_URL = process.env.VLLM_BASE_URL ?? "http://localhost:8000/v1";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Stream text deltas from the self-hosted vLLM server. */
export async function* streamVllm(model: string, messages: ChatMessage[], signal?: AbortSignal) {
  const res = await fetch(`${BASE_URL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model, messages, stream: true, max_tokens: 1024 }),
    signal,
  });
  if (!res.ok || !res.body) {
    throw new Error(`vLLM request failed: ${res.status} ${await res.text()}`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const { events, rest } = parseSSE(buffer);
    buffer = rest;
    for (const e of events) {
      if (isDone(e)) return;
      const chunk = JSON.parse(e.data);
      const delta: string | undefined = chunk.choices?.[0]?.delta?.content;
      if (delta) yield delta;
    }
  }
}
