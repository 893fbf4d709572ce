import { Queue } from "bullmq";

import { redis } from "../lib/redis.js";

export const receiptQueue = new Queue("receipts", {
  connection: redis,
  defaultJobOptions: {
    attempts: 5,
    backoff: { type: "exponential", delay: 2000 },
    removeOnComplete: 1000,
  },
});
