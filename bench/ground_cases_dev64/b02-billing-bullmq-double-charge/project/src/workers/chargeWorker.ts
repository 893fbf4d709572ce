import { Worker, UnrecoverableError } from "bullmq";
import { connection, type ChargeJob } from "../queue.js";
import { ChargeError, chargeOrder } from "../payments/charge.js";

const worker = new Worker<ChargeJob, string>(
  "charges",
  async (job) => {
    try {
      return await chargeOrder(job.data);
    } catch (err) {
      if (err instanceof ChargeError && !err.retryable) {
        throw new UnrecoverableError(err.message);
      }
      throw err;
    }
  },
  {
    connection,
    concurrency: 8,
    // Stripe confirm can take well over 5 s; a lost lock makes another worker re-run the job.
    lockDuration: 60_000,
    stalledInterval: 30_000,
    maxStalledCount: 0,
  },
);

worker.on("completed", (job, intentId) => {
  console.log(`[charge] ${job.id} order=${job.data.orderId} intent=${intentId}`);
});

worker.on("failed", (job, err) => {
  console.error(`[charge] ${job?.id} order=${job?.data.orderId} failed: ${err.message}`);
});

worker.on("stalled", (jobId) => {
  console.warn(`[charge] ${jobId} stalled, will be retried`);
});

process.on("SIGTERM", async () => {
  await worker.close();
  process.exit(0);
});
