import type { CoreMessage } from 'ai';

/** Rough token estimate: ~3 characters per token, plus per-message overhead. */
export function estimateTokens(m: CoreMessage): number {
  const text = typeof m.content === 'string' ? m.content : JSON.stringify(m.content);
  return Math.ceil(text.length / 3) + 4;
}

/**
 * Keep system messages, then as much of the conversation as fits in `budget`.
 * Always keeps at least the last message.
 */
export function trimMessages(messages: CoreMessage[], budget: number): CoreMessage[] {
  const system = messages.filter((m) => m.role === 'system');
  const rest = messages.filter((m) => m.role !== 'system');
  let total = [...system, ...rest].reduce((n, m) => n + estimateTokens(m), 0);
  let start = 0;
  while (total > budget && start < rest.length - 1) {
    total -= estimateTokens(rest[start]);
    start++;
  }
  return [...system, ...rest.slice(start)];
}
