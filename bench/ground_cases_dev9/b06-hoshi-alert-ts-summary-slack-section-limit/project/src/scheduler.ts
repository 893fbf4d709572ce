import cron from "node-cron";
import type { FastifyBaseLogger } from "fastify";
import type { AlertRouter } from "./alertRouter.js";

const DISK_CHECK_URL = "http://localhost:9100/metrics";

export function startScheduler(router: AlertRouter, log: FastifyBaseLogger): void {
  cron.schedule("*/5 * * * *", () => {
    checkDisk(router, log);
  });
  cron.schedule("0 9 * * 1", () => {
    router.dispatch({
      severity: "info",
      title: "週次ハートビート",
      summary: "hoshi-alert は稼働中です",
      source: "scheduler",
      firedAt: new Date().toISOString(),
    });
  });
}

async function checkDisk(router: AlertRouter, log: FastifyBaseLogger): Promise<void> {
  try {
    const text = await (await fetch(DISK_CHECK_URL)).text();
    const m = text.match(/^node_filesystem_avail_bytes\{mountpoint="\/"\S*\s+(\S+)/m);
    if (m && Number(m[1]) < 5 * 1024 ** 3) {
      router.dispatch({
        severity: "warning",
        title: "ディスク残量が 5GB を切りました",
        summary: `残り ${(Number(m[1]) / 1024 ** 3).toFixed(1)} GB`,
        source: "scheduler",
        firedAt: new Date().toISOString(),
      });
    }
  } catch (err) {
    log.warn({ err }, "disk check failed");
  }
}
