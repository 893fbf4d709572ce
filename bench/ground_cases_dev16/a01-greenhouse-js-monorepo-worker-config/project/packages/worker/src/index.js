import { Worker } from 'bullmq';
import { QUEUES } from '@greenhouse/shared';

import { config } from './config.js';
import * as sendWelcomeEmail from './jobs/sendWelcomeEmail.js';
import * as sendPasswordReset from './jobs/sendPasswordReset.js';
import * as exportOrders from './jobs/exportOrders.js';

const handlers = new Map(
  [sendWelcomeEmail, sendPasswordReset, exportOrders].map((job) => [job.name, job.handle]),
);

const logger = {
  info: (msg, extra = {}) => console.log(JSON.stringify({ level: 'info', msg, ...extra })),
  error: (msg, extra = {}) => console.error(JSON.stringify({ level: 'error', msg, ...extra })),
};

function start(queueName) {
  const worker = new Worker(
    queueName,
    async (job) => {
      const handle = handlers.get(job.name);
      if (!handle) throw new Error(`no handler for job ${job.name}`);
      return handle(job, { logger });
    },
    { connection: { url: config.redisUrl }, concurrency: config.concurrency },
  );
  worker.on('failed', (job, err) => logger.error('job failed', { job: job?.name, id: job?.id, err: err.message }));
  return worker;
}

const workers = [start(QUEUES.emails), start(QUEUES.exports)];
logger.info('worker started', { queues: [QUEUES.emails, QUEUES.exports] });

process.on('SIGTERM', async () => {
  await Promise.all(workers.map((w) => w.close()));
  process.exit(0);
});
