const { query } = require("./db");

const interval = Number(process.env.POLL_INTERVAL_MS || 5000);

async function rollup() {
  await query("INSERT INTO counter_snapshots (name, value, taken_at) SELECT name, value, now() FROM counters");
}

console.log(`tally worker polling every ${interval}ms`);
setInterval(() => rollup().catch((err) => console.error("rollup failed", err.message)), interval);
