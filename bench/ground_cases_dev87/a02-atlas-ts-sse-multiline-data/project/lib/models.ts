import { openai } from "@ai-sdk/openai";

export type ModelId = "gpt-4o" | "gpt-4o-mini" | "llama-3.1-8b-local";

export const MODELS: Record<ModelId, { label: string; provider: "openai" | "vllm"; contextWindow: number }> = {
  "gpt-4o": { label: "GPT-4o", provider: "openai", contextWindow: 128_000 },
  "gpt-4o-mini": { label: "GPT-4o mini", provider: "openai", contextWindow: 128_000 },
  "llama-3.1-8b-local": { label: "Llama 3.1 8B (self-hosted)", provider: "vllm", contextWindow: 32_768 },
};

const envModel = process.env.CHAT_MODEL;
export const DEFAULT_MODEL: ModelId = isModelId(envModel) ? envModel : "gpt-4o";

export function isModelId(value: string | undefined): value is ModelId {
  return value !== undefined && value in MODELS;
}

export function resolveModel(requested?: string): ModelId {
  if (isModelId(requested)) return requested;
  return DEFAULT_MODEL;
}

export function openaiModel(id: ModelId) {
  if (MODELS[id].provider !== "openai") {
    throw new Error(`${id} is not an OpenAI model`);
  }
  return openai(id);
}
