import { pool } from "./db";

const SWEEP_EVERY_MS = 60_000;

// Deletes tasks that were marked done more than 30 days ago.
async function sweep(): Promise<void> {
  const { rowCount } = await pool.query(
    "DELETE FROM tasks WHERE done AND created_at < now() - interval '30 days'",
  );
  if (rowCount) console.log(`tidy-worker: swept ${rowCount} old tasks`);
}

setInterval(() => {
  sweep().catch((err) => console.error("tidy-worker: sweep failed", err));
}, SWEEP_EVERY_MS);
console.log("tidy-worker: started");
