const { Queue, Worker } = require("bullmq");
const erp = require("./erp");

const connection = { host: process.env.REDIS_HOST || "127.0.0.1", port: Number(process.env.REDIS_PORT || 6379) };

const receiptQueue = new Queue("erp-receipts", { connection });

function startReceiptWorker() {
  const worker = new Worker(
    "erp-receipts",
    async (job) => {
      const { orderNo, amount } = job.data;
      return erp.pushReceipt(orderNo, amount);
    },
    { connection, concurrency: 4 },
  );
  worker.on("failed", (job, err) => {
    console.error("erp receipt failed", job && job.data, err.message);
  });
  return worker;
}

async function closeQueues() {
  await receiptQueue.close();
}

process.once("SIGTERM", () => {
  closeQueues().finally(() => process.exit(0));
});

module.exports = { receiptQueue, startReceiptWorker, closeQueues };
