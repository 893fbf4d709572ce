import { CohereClientV2 } from 'cohere-ai';

import { config } from '../config.js';
import type { Chunk } from './search.js';

const cohere = new CohereClientV2({ token: process.env.COHERE_API_KEY });

export async function rerank(question: string, chunks: Chunk[]): Promise<Chunk[]> {
  if (chunks.length === 0) return [];
  const res = await cohere.rerank({
    model: config.rerankModel,
    query: question,
    documents: chunks.map((c) => c.content),
    topN: config.rerank.topN,
  });
  return res.results
    .filter((r) => r.relevanceScore >= config.rerank.minRelevance)
    .map((r) => ({ ...chunks[r.index], score: r.relevanceScore }));
}
