import cron from "node-cron";
import { logger } from "./logger";
import { refreshJwks } from "./jobs/refreshJwks";
import { sendLoginDigest } from "./jobs/loginDigest";
import { cleanupSessions } from "./jobs/sessionCleanup";

type Job = () => Promise<unknown>;

function run(name: string, job: Job): () => Promise<void> {
  return async () => {
    const started = Date.now();
    try {
      const result = await job();
      logger.info({ job: name, ms: Date.now() - started, result }, "job finished");
    } catch (err) {
      logger.error({ job: name, err }, "job failed");
    }
  };
}

export function startScheduler(): void {
  cron.schedule("*/15 * * * *", run("refreshJwks", refreshJwks));
  cron.schedule("0 8 * * 1", run("loginDigest", sendLoginDigest));
  cron.schedule("0 3 * * *", run("sessionCleanup", () => cleanupSessions()), { timezone: "Europe/Berlin" });
  logger.info("scheduler started");
}
