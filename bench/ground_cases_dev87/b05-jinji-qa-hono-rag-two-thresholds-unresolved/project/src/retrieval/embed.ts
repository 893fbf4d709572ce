import OpenAI from 'openai';

import { config } from '../config.js';

const openai = new OpenAI();

export async function embed(text: string): Promise<number[]> {
  const res = await openai.embeddings.create({ model: config.embeddingModel, input: text });
  return res.data[0].embedding;
}
