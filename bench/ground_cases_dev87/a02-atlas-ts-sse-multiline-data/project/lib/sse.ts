// Minimal server-sent events parser for the vLLM OpenAI-compatible stream.
// The AI SDK handles OpenAI itself; this is only used by lib/vllm.ts.

export interface SSEEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Parse complete events out of `buffer`. Returns the events and the unparsed rest
 * (an event is complete once a blank line follows it).
 */
export function parseSSE(buffer: string): { events: SSEEvent[]; rest: string } {
  const events: SSEEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event = "message";
    let data = "";
    let id: string | undefined;
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data = value;
      else if (field === "id") id = value;
    }
    events.push({ event, data, id });
  }
  return { events, rest };
}

export function isDone(e: SSEEvent): boolean {
  return e.data === "[DONE]";
}
