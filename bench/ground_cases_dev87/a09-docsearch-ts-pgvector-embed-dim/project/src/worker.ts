import { chunkText } from "./chunk.js";
import { embedAll } from "./embed.js";
import { pool, upsertChunks } from "./store.js";

/** Re-embed every document changed since the last run. */
async function run(): Promise<void> {
  const { rows: docs } = await pool.query(
    "SELECT id, title, body FROM documents_pending ORDER BY updated_at LIMIT 200",
  );
  for (const doc of docs) {
    const chunks = chunkText(`${doc.title}\n\n${doc.body}`);
    try {
      const vectors = await embedAll(chunks);
      await upsertChunks(chunks.map((content, ordinal) => ({ documentId: doc.id, ordinal, content, embedding: vectors[ordinal] })));
      await pool.query("DELETE FROM documents_pending WHERE id = $1", [doc.id]);
    } catch (err) {
      console.error(`ingest failed doc=${doc.id}: ${(err as Error).message}`);
    }
  }
  await pool.end();
}

run();
