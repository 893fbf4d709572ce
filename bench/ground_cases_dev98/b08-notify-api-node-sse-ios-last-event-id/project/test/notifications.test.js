import assert from "node:assert/strict";
import { once } from "node:events";
import { test } from "node:test";
import pino from "pino";
import { createApp } from "../src/app.js";

async function start() {
  const ctx = createApp({ logger: pino({ level: "silent" }) });
  const server = ctx.app.listen(0);
  await once(server, "listening");
  const base = `http://127.0.0.1:${server.address().port}`;
  return { ...ctx, server, base };
}

const as = (user) => ({ Authorization: `Bearer dev-${user}`, "Content-Type": "application/json" });

test("marking an unknown notification as read is a 404", async () => {
  const { server, base } = await start();
  const res = await fetch(`${base}/notifications/nope/read`, { method: "POST", headers: as("u1") });
  server.close();
  assert.equal(res.status, 404);
});

test("marking someone else's notification is a 403", async () => {
  const { server, base, store } = await start();
  const n = await store.create("u2", { title: "hi" });
  const res = await fetch(`${base}/notifications/${n.id}/read`, { method: "POST", headers: as("u1") });
  server.close();
  assert.equal(res.status, 403);
});

test("marking your own notification is a 204", async () => {
  const { server, base, store } = await start();
  const n = await store.create("u1", { title: "hi" });
  const res = await fetch(`${base}/notifications/${n.id}/read`, { method: "POST", headers: as("u1") });
  server.close();
  assert.equal(res.status, 204);
  assert.equal((await store.get(n.id)).read, true);
});
