export const config = {
  port: Number(process.env.PORT ?? 3000),
  // self-hosted vLLM, OpenAI-compatible
  llmBaseUrl: process.env.LLM_BASE_URL ?? 'http://vllm.ml.svc:8000/v1',
  llmModel: process.env.LLM_MODEL ?? 'Qwen/Qwen2.5-7B-Instruct',
  maxTokens: Number(process.env.LLM_MAX_TOKENS ?? 1024),
  historyBudget: Number(process.env.HISTORY_BUDGET ?? 12000),
  moderationModel: 'omni-moderation-latest',
  openaiKey: process.env.OPENAI_API_KEY ?? '',
};
