import assert from "node:assert/strict";
import { once } from "node:events";
import { request } from "node:http";
import { test } from "node:test";
import pino from "pino";
import { createApp } from "../src/app.js";

async function start() {
  const ctx = createApp({ logger: pino({ level: "silent" }) });
  const server = ctx.app.listen(0);
  await once(server, "listening");
  return { ...ctx, server, port: server.address().port };
}

function readStream(port, headers, ms = 150) {
  return new Promise((resolve, reject) => {
    const req = request({ port, path: "/events", headers: { Authorization: "Bearer dev-u1", ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      setTimeout(() => {
        req.destroy();
        resolve(body);
      }, ms);
    });
    req.on("error", reject);
    req.end();
  });
}

test("replays events after Last-Event-ID", async () => {
  const { server, port, eventLog } = await start();
  for (let i = 1; i <= 3; i++) eventLog.append("u1", "notification", { i });
  const body = await readStream(port, { "Last-Event-ID": "1" });
  server.close();
  assert.match(body, /id: 2\n/);
  assert.match(body, /id: 3\n/);
  assert.doesNotMatch(body, /id: 1\n/);
});

test("a fresh connection gets no replay", async () => {
  const { server, port, eventLog } = await start();
  eventLog.append("u1", "notification", { i: 1 });
  const body = await readStream(port, {});
  server.close();
  assert.equal(body, "retry: 3000\n\n");
});
