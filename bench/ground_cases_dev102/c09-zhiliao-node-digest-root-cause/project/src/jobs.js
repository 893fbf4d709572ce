"use strict";

const cron = require("node-cron");
const { sendWeeklyDigest } = require("./digest/send");
const log = require("./log");

function schedule() {
  // Mondays 09:00
  cron.schedule("0 9 * * 1", async () => {
    try {
      const n = await sendWeeklyDigest();
      log.info({ n }, "weekly digest sent");
    } catch (err) {
      log.error({ err }, "weekly digest failed");
    }
  }, { timezone: "Asia/Shanghai" });
}

function scheduleCleanup() {
  cron.schedule("30 3 * * *", async () => {
    log.info("nightly cleanup placeholder");
  });
}

function start() {
  schedule();
  scheduleCleanup();
  log.info("jobs scheduled");
}

module.exports = { start, schedule, scheduleCleanup };
