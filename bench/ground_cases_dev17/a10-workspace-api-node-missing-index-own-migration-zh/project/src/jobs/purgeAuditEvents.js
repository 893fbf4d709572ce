const { logger } = require("../logger");

const RETENTION_DAYS = 180;
const BATCH = 5000;

/**
 * Deletes audit events older than RETENTION_DAYS, in batches (same approach as
 * purgeSessions).
 *
 * @param {import("knex").Knex} db
 */
async function purgeAuditEvents(db) {
  const cutoff = new Date(Date.now() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await db("audit_events")
      .whereIn("id", db("audit_events").select("id").where("created_at", "<", cutoff).limit(BATCH))
      .del();
    total += deleted;
    if (deleted < BATCH) break;
  }
  logger.info({ total, cutoff }, "purged old audit events");
  return total;
}

module.exports = { purgeAuditEvents, RETENTION_DAYS };
