import type { ModelMessage } from 'ai';

/** 1 リクエストで送る履歴の最大件数 (model message 単位) */
export const MAX_HISTORY = 10;

/** 古い履歴を落として直近 max 件だけ残す (コスト削減) */
export function trimHistory(messages: ModelMessage[], max = MAX_HISTORY): ModelMessage[] {
  if (messages.length <= max) return messages;
  return messages.slice(-max);
}

/** ログ用: 会話に含まれるツール呼び出しの数 */
export function countToolCalls(messages: ModelMessage[]): number {
  let n = 0;
  for (const m of messages) {
    if (m.role !== 'assistant' || typeof m.content === 'string') continue;
    n += m.content.filter((part) => part.type === 'tool-call').length;
  }
  return n;
}

/** ログ用: 会話全体のおおよその文字数 */
export function roughLength(messages: ModelMessage[]): number {
  return messages.reduce((sum, m) => {
    if (typeof m.content === 'string') return sum + m.content.length;
    return sum + JSON.stringify(m.content).length;
  }, 0);
}
