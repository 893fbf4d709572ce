const cron = require("node-cron");

const { logger } = require("../logger");
const { purgeAuditEvents } = require("./purgeAuditEvents");
const { purgeSessions } = require("./purgeSessions");

/**
 * Schedules background jobs. Only one API instance runs them
 * (RUN_JOBS=1 on the worker deployment).
 *
 * @param {import("knex").Knex} db
 */
function startJobs(db) {
  if (process.env.RUN_JOBS !== "1") {
    logger.info("jobs disabled on this instance");
    return;
  }
  const run = (name, fn) => async () => {
    try {
      await fn(db);
    } catch (err) {
      logger.error({ err, job: name }, "job failed");
    }
  };

  cron.schedule("15 3 * * *", run("purgeSessions", purgeSessions), { timezone: "UTC" });
  cron.schedule("45 3 * * *", run("purgeAuditEvents", purgeAuditEvents), { timezone: "UTC" });
  logger.info("jobs scheduled");
}

module.exports = { startJobs };
