import { Worker, type Job } from "bullmq";
import { Redis } from "ioredis";

import { config, log } from "./config.js";
import { closePool } from "./db.js";
import { sendDigest, type DigestJob } from "./jobs/sendDigest.js";

const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });

export const worker = new Worker<DigestJob>(
  config.queueName,
  async (job: Job<DigestJob>) => sendDigest(job.data),
  {
    connection,
    concurrency: config.concurrency,
    // SMTP relay can take 30s+ in the 08:00 burst; a lost lock re-runs the job (sent twice on 2025-11-06).
    lockDuration: 120_000,
    stalledInterval: 60_000,
    maxStalledCount: 1,
  },
);

worker.on("completed", (job, result) => log.info({ jobId: job.id, result }, "digest job completed"));
worker.on("failed", (job, err) => log.error({ jobId: job?.id, err }, "digest job failed"));
worker.on("stalled", (jobId) => log.warn(`job ${jobId} stalled, moved back to waiting (lock expired)`));

async function shutdown(signal: string): Promise<void> {
  log.info({ signal }, "shutting down");
  await worker.close();
  await connection.quit();
  await closePool();
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
