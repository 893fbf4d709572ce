import { test } from "node:test";
import assert from "node:assert/strict";
import { buildServer } from "../src/server.js";

process.env.NODE_ENV = "test";

test("healthz is ok", async () => {
  const app = buildServer();
  const res = await app.inject({ method: "GET", url: "/healthz" });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { ok: true });
});

test("readyz turns ready after warmup", async () => {
  const app = buildServer();
  await new Promise((r) => setTimeout(r, 2100));
  const res = await app.inject({ method: "GET", url: "/readyz" });
  assert.equal(res.statusCode, 200);
  await app.close();
});

test("version falls back to dev", async () => {
  const app = buildServer();
  const res = await app.inject({ method: "GET", url: "/version" });
  assert.equal(res.json().version, "dev");
  await app.close();
});

test("quote rejects an empty item list", async () => {
  const app = buildServer();
  const res = await app.inject({ method: "POST", url: "/quotes", payload: { items: [] } });
  assert.equal(res.statusCode, 400);
  await app.close();
});
