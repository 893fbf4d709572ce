import OpenAI from 'openai';

import { config } from '../config.js';
import { rerank } from '../retrieval/rerank.js';
import { searchChunks } from '../retrieval/search.js';

const openai = new OpenAI();

const SYSTEM = `あなたは人事部の問い合わせ窓口です。
与えられた資料だけを根拠に、丁寧語で簡潔に答えてください。
資料に答えが無い場合は「資料に記載がありません」とだけ答えてください。`;

export async function answer(question: string) {
  const candidates = await searchChunks(question);
  const top = await rerank(question, candidates);
  const context = top.map((c, i) => `[${i + 1}] ${c.docTitle}\n${c.content}`).join('\n\n');

  const res = await openai.chat.completions.create({
    model: config.chatModel,
    temperature: 0,
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: `資料:\n${context || '(なし)'}\n\n質問: ${question}` },
    ],
  });

  return {
    text: res.choices[0].message.content ?? '',
    sources: top.map((c) => c.docTitle),
  };
}
