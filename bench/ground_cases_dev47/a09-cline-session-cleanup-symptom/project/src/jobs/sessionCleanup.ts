import { pool } from "../db/pool";
import { logger } from "../logger";

/** Sessions are kept this long after they stop being usable, for support lookups. */
export const RETENTION_DAYS = 7;
const BATCH_SIZE = 5000;
const MAX_BATCHES = 2000;

// Deletes in batches so one run never holds locks on millions of rows at once.
const DELETE_BATCH = `
  DELETE FROM sessions
  WHERE id IN (
    SELECT id FROM sessions
    WHERE last_seen_at < now() - make_interval(days => $1)
    LIMIT $2
  )
`;

export interface CleanupResult {
  deleted: number;
  batches: number;
}

export async function cleanupSessions(
  retentionDays = RETENTION_DAYS,
  batchSize = BATCH_SIZE,
): Promise<CleanupResult> {
  let deleted = 0;
  let batches = 0;
  while (batches < MAX_BATCHES) {
    const res = await pool.query(DELETE_BATCH, [retentionDays, batchSize]);
    batches += 1;
    deleted += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < batchSize) {
      break;
    }
  }
  if (batches === MAX_BATCHES) {
    logger.warn({ deleted }, "session cleanup hit MAX_BATCHES, will continue next run");
  }
  return { deleted, batches };
}
