import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import { processExport } from "./workers/export.js";
import { processNotify } from "./workers/notify.js";
import { log } from "./lib/log.js";

export const connection = new Redis(process.env.REDIS_URL ?? "redis://localhost:6379", {
  maxRetriesPerRequest: null,
});

export const exportQueue = new Queue("exports", {
  connection,
  defaultJobOptions: {
    attempts: 3,
    backoff: { type: "exponential", delay: 5_000 },
    removeOnComplete: 1_000,
  },
});

export const notifyQueue = new Queue("notify", { connection });

export function startWorkers(): Worker[] {
  const exportWorker = new Worker("exports", processExport, {
    connection,
    concurrency: 5,
    lockDuration: 60_000,
  });
  const notifyWorker = new Worker("notify", processNotify, {
    connection,
    concurrency: 20,
  });
  for (const w of [exportWorker, notifyWorker]) {
    w.on("failed", (job, err) => log.warn({ queue: w.name, job: job?.id, err: err.message }, "job failed"));
    w.on("stalled", (jobId) => log.warn({ queue: w.name, job: jobId }, "job stalled"));
  }
  return [exportWorker, notifyWorker];
}
