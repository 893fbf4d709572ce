import pino from 'pino';

import { pool, withTransaction } from '../db.js';

const log = pino({ name: 'reset-usage' });

export function monthStart(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function resetUsage(now = new Date()) {
  const month = monthStart(now);
  return withTransaction(async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO usage_counters (workspace_id, month, api_calls)
       SELECT w.id, $1, 0 FROM workspaces w
       WHERE w.deleted_at IS NULL
       ON CONFLICT (workspace_id, month) DO NOTHING`,
      [month],
    );
    return rowCount;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  resetUsage()
    .then((opened) => log.info({ opened }, 'usage month started'))
    .catch((err) => {
      log.error(err, 'reset failed');
      process.exitCode = 1;
    })
    .finally(() => pool.end());
}
