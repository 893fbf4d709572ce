import { Queue } from "bullmq";
import { Redis } from "ioredis";

import { config, log } from "./config.js";
import { closePool, listDigestUsers } from "./db.js";
import type { DigestJob } from "./jobs/sendDigest.js";

// Run by cron at DIGEST_HOUR_JST (08:00) every day: one job per subscribed user.

export function jstDate(now: Date = new Date()): string {
  const jst = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  return jst.toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<DigestJob>(config.queueName, { connection });
  const digestDate = jstDate();
  const users = await listDigestUsers();
  await queue.addBulk(
    users.map((userId) => ({
      name: "digest",
      data: { userId, digestDate },
      opts: {
        jobId: `digest:${digestDate}:${userId}`,
        attempts: config.attempts,
        backoff: { type: "exponential", delay: 60_000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    })),
  );
  log.info({ digestDate, users: users.length }, "digest jobs enqueued");
  await queue.close();
  await connection.quit();
  await closePool();
}

main().catch((err) => {
  log.error({ err }, "scheduler failed");
  process.exit(1);
});
