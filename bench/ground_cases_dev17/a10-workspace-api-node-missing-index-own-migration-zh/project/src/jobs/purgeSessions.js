const { logger } = require("../logger");

const RETENTION_DAYS = 30;
const BATCH = 5000;

/**
 * Deletes sessions not seen for RETENTION_DAYS, in batches so the nightly run
 * never holds a long lock on the table.
 *
 * @param {import("knex").Knex} db
 */
async function purgeSessions(db) {
  const cutoff = new Date(Date.now() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await db("sessions")
      .whereIn("id", db("sessions").select("id").where("last_seen_at", "<", cutoff).limit(BATCH))
      .del();
    total += deleted;
    if (deleted < BATCH) break;
  }
  logger.info({ total, cutoff }, "purged stale sessions");
  return total;
}

module.exports = { purgeSessions, RETENTION_DAYS };
