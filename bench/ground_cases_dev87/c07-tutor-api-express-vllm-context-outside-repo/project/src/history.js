// Approximate token count: CJK characters ~1 token each, other text ~4 chars per token.
export function approxTokens(text) {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  return cjk + Math.ceil((text.length - cjk) / 4) + 4;
}

export function fitHistory(system, history, question, budget) {
  const fixed = approxTokens(system) + approxTokens(question);
  const kept = [];
  let used = fixed;
  for (let i = history.length - 1; i >= 0; i--) {
    const cost = approxTokens(history[i].content);
    if (used + cost > budget) break;
    kept.unshift(history[i]);
    used += cost;
  }
  return [{ role: 'system', content: system }, ...kept, { role: 'user', content: question }];
}
