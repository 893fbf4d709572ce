const { Queue, Worker } = require("bullmq");
const IORedis = require("ioredis");
const pino = require("pino");
const warehouse = require("../lib/warehouse");

const logger = pino({ name: "shipments" });
const QUEUE = "shipments";

const connection = new IORedis(process.env.REDIS_URL || "redis://localhost:6379", {
  maxRetriesPerRequest: null,
});
const queue = new Queue(QUEUE, { connection });

async function enqueueShipment(order) {
  await queue.add(
    "create",
    { orderId: order.id, items: order.items, address: order.address },
    { attempts: 5, backoff: { type: "exponential", delay: 2000 }, removeOnComplete: 1000 },
  );
}

async function processShipment(job) {
  const { orderId, items, address } = job.data;
  const shipment = await warehouse.createShipment({ orderId, items, address });
  logger.info({ orderId, shipmentId: shipment.id, attempt: job.attemptsMade + 1 }, "shipment created");
  return shipment.id;
}

function startWorker() {
  const worker = new Worker(QUEUE, processShipment, { connection, concurrency: 4 });
  worker.on("failed", (job, err) => {
    logger.warn({ orderId: job && job.data.orderId, attempt: job && job.attemptsMade, err: err.message }, "shipment failed");
  });
  return worker;
}

module.exports = { connection, enqueueShipment, processShipment, startWorker };
