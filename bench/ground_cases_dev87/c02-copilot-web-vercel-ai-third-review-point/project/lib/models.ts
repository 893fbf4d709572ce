import { anthropic } from '@ai-sdk/anthropic';
import { openai } from '@ai-sdk/openai';

export const MODEL_LIMITS = {
  historyBudget: 12_000,
  maxOutput: 2048,
};

export function pickModel(plan: 'free' | 'pro') {
  if (plan === 'pro') return anthropic('claude-3-5-sonnet-latest');
  return openai('gpt-4o-mini');
}
