export const config = {
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://localhost:5432/jinji',
  embeddingModel: 'text-embedding-3-small',
  chatModel: process.env.CHAT_MODEL ?? 'gpt-4.1-mini',
  rerankModel: 'rerank-v3.5',
  search: {
    candidates: 20,
    minScore: 0.78,
  },
  rerank: {
    topN: 3,
    minRelevance: 0.5,
  },
} as const;
