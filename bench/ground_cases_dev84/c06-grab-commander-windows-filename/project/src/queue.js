"use strict";

/**
 * Run worker(item) for every item with at most `limit` running at once.
 * Resolves when all are done; a worker that throws does not stop the others.
 */
async function runQueue(items, limit, worker) {
  let next = 0;
  const results = new Array(items.length);
  async function lane() {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = { ok: true, value: await worker(items[i], i) };
      } catch (err) {
        results[i] = { ok: false, error: err };
      }
    }
  }
  const lanes = [];
  for (let k = 0; k < Math.max(1, Math.min(limit, items.length)); k++) {
    lanes.push(lane());
  }
  await Promise.all(lanes);
  return results;
}

module.exports = { runQueue };
