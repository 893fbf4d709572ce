'use strict';

const { loadConfig } = require('./config');
const { createTransport } = require('./notify/transport');
const { sendAll } = require('./notify/sender');
const { yesterdaysEntries, activeSubscribers } = require('./jobs/entries');

async function runDigest(db, sesClient, now = new Date()) {
  const cfg = loadConfig();
  const transport = createTransport(cfg, sesClient);
  const [entries, subscribers] = await Promise.all([yesterdaysEntries(db, now), activeSubscribers(db)]);
  const result = await sendAll(transport, subscribers, entries, { batchSize: cfg.batchSize, date: now });
  console.log(`digest: sent ${result.sent} mails in ${result.batches} batches`);
  return result;
}

module.exports = { runDigest };
