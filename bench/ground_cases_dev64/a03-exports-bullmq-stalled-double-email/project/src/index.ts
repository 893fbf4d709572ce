import { startWorkers } from "./queue.js";
import { log } from "./lib/log.js";

process.on("unhandledRejection", (reason) => {
  // Crash loudly: a rejected promise nobody awaited means a job did half its work.
  log.error({ reason }, "unhandled rejection, exiting");
  process.exit(1);
});

process.on("SIGTERM", async () => {
  log.info("SIGTERM, closing workers");
  await Promise.all(workers.map((w) => w.close()));
  process.exit(0);
});

const workers = startWorkers();
log.info({ count: workers.length }, "workers started");
