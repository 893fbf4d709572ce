import OpenAI from 'openai';
import { config } from './config.js';

export const llm = new OpenAI({ baseURL: config.llmBaseUrl, apiKey: 'EMPTY' });

export async function complete(messages) {
  const res = await llm.chat.completions.create({
    model: config.llmModel,
    messages,
    max_tokens: config.maxTokens,
    temperature: 0.4,
  });
  const choice = res.choices[0];
  return { text: choice.message.content ?? '', finishReason: choice.finish_reason, usage: res.usage };
}
