'use strict';

const db = require('../db');

const MAX_ATTEMPTS = 5;
const POLL_MS = 1000;

async function enqueue(kind, payload) {
  return db.insertJob({ kind, payload, attempts: 0, runAt: new Date() });
}

function backoff(attempts) {
  return Math.min(60_000, 2 ** attempts * 1000);
}

async function runOnce(handlers) {
  const job = await db.claimNextJob();
  if (!job) return false;
  const handler = handlers[job.kind];
  try {
    await handler(job.payload);
    await db.completeJob(job.id);
  } catch (err) {
    const attempts = job.attempts + 1;
    console.warn(`[queue] ${job.kind}#${job.id} failed (attempt ${attempts})`, err.message);
    if (attempts >= MAX_ATTEMPTS) {
      await db.failJob(job.id, err.message);
    } else {
      await db.retryJob(job.id, attempts, new Date(Date.now() + backoff(attempts)));
    }
  }
  return true;
}

function startWorker(handlers) {
  let stopped = false;
  (async function loop() {
    while (!stopped) {
      const worked = await runOnce(handlers).catch((e) => console.error('[queue] loop', e));
      if (!worked) await new Promise((r) => setTimeout(r, POLL_MS));
    }
  })();
  return () => { stopped = true; };
}

module.exports = { enqueue, startWorker, runOnce, backoff };
