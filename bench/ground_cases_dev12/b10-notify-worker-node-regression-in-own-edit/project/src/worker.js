'use strict';

const { loadConfig } = require('./config');
const { withRetry } = require('./retry');
const { createSender } = require('./sender');
const { SQSClient, ReceiveMessageCommand, DeleteMessageCommand } = require('@aws-sdk/client-sqs');

const config = loadConfig();
const sqs = new SQSClient({ region: config.region });
const sender = createSender(config);
let stopping = false;

async function handle(message) {
  const job = JSON.parse(message.Body);
  await withRetry(() => sender.send(job.token, job.title, job.body, job.data), {
    maxAttempts: config.maxAttempts,
    baseDelayMs: config.baseDelayMs,
    onRetry: (err, attempt, delay) =>
      console.warn(`[worker] retry job=${job.id} attempt=${attempt} in ${delay}ms: ${err.message}`),
  });
}

async function poll() {
  const res = await sqs.send(
    new ReceiveMessageCommand({
      QueueUrl: config.queueUrl,
      MaxNumberOfMessages: config.batchSize,
      WaitTimeSeconds: config.waitSeconds,
    }),
  );
  for (const message of res.Messages ?? []) {
    try {
      await handle(message);
    } catch (err) {
      // 失敗したジョブも削除する (DLQ には送らない運用。通知は取りこぼしても致命的ではない)
      console.error(`[worker] failed message=${message.MessageId}: ${err.message}`);
    }
    await sqs.send(new DeleteMessageCommand({ QueueUrl: config.queueUrl, ReceiptHandle: message.ReceiptHandle }));
  }
}

async function main() {
  console.log(`[worker] start queue=${config.queueUrl} maxAttempts=${config.maxAttempts}`);
  while (!stopping) {
    await poll();
  }
  console.log('[worker] stopped');
}

process.on('SIGTERM', () => {
  stopping = true;
});

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
