export interface FlowConfig {
  model: string;
  temperature: number;
  maxTokens: number;
}

export const FLOWS: Record<"summarize" | "escalate" | "reply", FlowConfig> = {
  summarize: { model: "gpt-4o-mini", temperature: 0.2, maxTokens: 400 },
  escalate: { model: "gpt-4o", temperature: 0, maxTokens: 600 },
  reply: { model: "gpt-4o", temperature: 0.4, maxTokens: 700 },
};

export const TEMPLATE_DIR = new URL("../prompts/", import.meta.url);
