import { enqueueDigests } from "./enqueueDigests.js";

const EVERY_MS = 5 * 60 * 1000;

async function tick() {
  const started = Date.now();
  const n = await enqueueDigests(new Date());
  console.log(`scheduler: enqueued ${n} digests in ${Date.now() - started}ms`);
}

setInterval(() => {
  tick().catch((err) => console.error("scheduler tick failed", err));
}, EVERY_MS);

tick().catch((err) => console.error("scheduler tick failed", err));
