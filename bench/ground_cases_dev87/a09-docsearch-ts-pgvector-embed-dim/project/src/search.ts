import pgvector from "pgvector/pg";
import { DEFAULT_TOP_K, MIN_SIMILARITY } from "./config.js";
import { embedQuery } from "./embed.js";
import { pool } from "./store.js";

export interface Hit {
  title: string;
  sourceUrl: string;
  content: string;
  similarity: number;
}

export async function search(query: string, team?: string, k = DEFAULT_TOP_K): Promise<Hit[]> {
  const vector = await embedQuery(query);
  const { rows } = await pool.query(
    `SELECT d.title, d.source_url, c.content, 1 - (c.embedding <=> $1) AS similarity
       FROM chunks c JOIN documents d ON d.id = c.document_id
      WHERE ($2::text IS NULL OR d.team = $2)
      ORDER BY c.embedding <=> $1
      LIMIT $3`,
    [pgvector.toSql(vector), team ?? null, k],
  );
  return rows
    .filter((r) => r.similarity >= MIN_SIMILARITY)
    .map((r) => ({ title: r.title, sourceUrl: r.source_url, content: r.content, similarity: r.similarity }));
}
