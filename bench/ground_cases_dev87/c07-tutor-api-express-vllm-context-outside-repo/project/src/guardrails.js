import OpenAI from 'openai';
import { config } from './config.js';

const openai = new OpenAI({ apiKey: config.openaiKey });

const BLOCKED_CATEGORIES = ['self-harm', 'sexual/minors', 'violence/graphic'];

export async function checkInput(text) {
  const res = await openai.moderations.create({ model: config.moderationModel, input: text });
  const result = res.results[0];
  const hits = BLOCKED_CATEGORIES.filter((c) => result.categories[c]);
  return { allowed: hits.length === 0, categories: hits };
}

export const REFUSAL = '这个问题我没法回答。如果你遇到了困难，可以拨打心理援助热线 12356。';
