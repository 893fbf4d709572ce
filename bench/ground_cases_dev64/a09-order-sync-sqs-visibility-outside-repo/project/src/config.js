export const config = {
  queueUrl: process.env.ORDER_EVENTS_QUEUE_URL,
  region: process.env.AWS_REGION ?? "eu-west-1",
  batchSize: Number(process.env.SQS_BATCH_SIZE ?? 10),
  erpBaseUrl: process.env.ERP_BASE_URL ?? "https://erp.internal/api",
  erpTimeoutMs: Number(process.env.ERP_TIMEOUT_MS ?? 120_000),
  databaseUrl: process.env.DATABASE_URL,
};

if (!config.queueUrl) {
  throw new Error("ORDER_EVENTS_QUEUE_URL is required");
}
