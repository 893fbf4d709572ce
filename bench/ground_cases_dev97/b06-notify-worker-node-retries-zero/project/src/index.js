import pg from "pg";
import pino from "pino";
import { describe, loadConfig } from "./config.js";
import { deliver } from "./webhook.js";

const config = loadConfig();
const log = pino({ level: config.logLevel });
const pool = new pg.Pool({ connectionString: config.databaseUrl });

async function claimBatch() {
  const { rows } = await pool.query(
    `UPDATE notifications SET status = 'sending'
       WHERE id IN (SELECT id FROM notifications WHERE status = 'queued'
                    ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, url, payload`,
    [config.batchSize],
  );
  return rows;
}

async function tick() {
  for (const job of await claimBatch()) {
    try {
      await deliver(job, config, log);
      await pool.query("UPDATE notifications SET status = 'sent' WHERE id = $1", [job.id]);
    } catch {
      await pool.query("UPDATE notifications SET status = 'failed' WHERE id = $1", [job.id]);
    }
  }
}

log.info(`notify-worker starting: ${describe(config)}`);
setInterval(() => tick().catch((err) => log.error(err, "tick failed")), config.pollIntervalMs);
