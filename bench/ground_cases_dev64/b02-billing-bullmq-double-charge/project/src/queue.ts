import { Queue, QueueEvents } from "bullmq";
import IORedis from "ioredis";

export const connection = new IORedis(process.env.REDIS_URL ?? "redis://localhost:6379", {
  maxRetriesPerRequest: null,
});

export interface ChargeJob {
  orderId: string;
  customerId: string;
  amount: number;
  currency: "jpy";
}

export const chargeQueue = new Queue<ChargeJob>("charges", {
  connection,
  defaultJobOptions: {
    attempts: 5,
    backoff: { type: "exponential", delay: 2000 },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  },
});

export const chargeEvents = new QueueEvents("charges", { connection });

export async function queueHealth() {
  const counts = await chargeQueue.getJobCounts("waiting", "active", "delayed", "failed");
  return { ...counts, ok: counts.failed < 50 };
}

export async function closeQueue() {
  await chargeEvents.close();
  await chargeQueue.close();
  await connection.quit();
}
