const { claimPending, markDelivered, markRetry, markFailed } = require("./db");
const { send } = require("./webhook");

const BATCH = 20;
const MAX_ATTEMPTS = 6;
const POLL_MS = 2000;

function backoffSeconds(attempts) {
  return Math.min(2 ** attempts * 5, 3600);
}

async function deliver(row) {
  const started = Date.now();
  const result = await send(row.url, row.payload);
  if (result.ok) {
    await markDelivered(row.id);
    console.log(`delivered #${row.id} -> ${row.url} (${result.status}, ${Date.now() - started}ms)`);
    return;
  }
  const attempts = row.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) {
    await markFailed(row.id, result.error);
    console.warn(`gave up on #${row.id} after ${attempts} attempts: ${result.error}`);
    return;
  }
  await markRetry(row.id, attempts, backoffSeconds(attempts));
  console.warn(`retry #${row.id} in ${backoffSeconds(attempts)}s: ${result.error}`);
}

async function tick() {
  const rows = await claimPending(BATCH);
  await Promise.all(rows.map(deliver));
}

async function main() {
  console.log(`webhook worker started, polling every ${POLL_MS}ms`);
  for (;;) {
    try {
      await tick();
    } catch (err) {
      console.error("tick failed", err);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

if (require.main === module) {
  main();
}

module.exports = { backoffSeconds, deliver, tick };
