import pg from "pg";
import pgvector from "pgvector/pg";
import { DATABASE_URL } from "./config.js";

export const pool = new pg.Pool({ connectionString: DATABASE_URL });
pool.on("connect", async (client) => {
  await pgvector.registerTypes(client);
});

export interface ChunkRow {
  documentId: number;
  ordinal: number;
  content: string;
  embedding: number[];
}

export async function upsertChunks(rows: ChunkRow[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    for (const r of rows) {
      await client.query(
        `INSERT INTO chunks (document_id, ordinal, content, embedding)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (document_id, ordinal) DO UPDATE SET content = EXCLUDED.content, embedding = EXCLUDED.embedding`,
        [r.documentId, r.ordinal, r.content, pgvector.toSql(r.embedding)],
      );
    }
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  } finally {
    client.release();
  }
}
