import pgvector from 'pgvector/pg';

import { config } from '../config.js';
import { pool } from '../db.js';
import { embed } from './embed.js';

interface ChunkRow {
  id: number;
  doc_title: string;
  content: string;
  score: string;
}

export interface Chunk {
  id: number;
  docTitle: string;
  content: string;
  score: number;
}

/** コサイン類似度で候補を取る (score = 1 - cosine distance) */
export async function searchChunks(question: string): Promise<Chunk[]> {
  const vector = await embed(question);
  const { rows } = await pool.query<ChunkRow>(
    `SELECT id, doc_title, content, 1 - (embedding <=> $1) AS score
       FROM chunks
      ORDER BY embedding <=> $1
      LIMIT $2`,
    [pgvector.toSql(vector), config.search.candidates],
  );
  return rows
    .map((r) => ({ id: r.id, docTitle: r.doc_title, content: r.content, score: Number(r.score) }))
    .filter((c) => c.score >= config.search.minScore);
}
