"use strict";

const { test } = require("node:test");
const assert = require("node:assert");
const request = require("supertest");
const { createApp } = require("../src/app");

const app = createApp({ sessionSecret: "test" });

test("rejects wrong password", async () => {
  const res = await request(app).post("/auth/login").send({ email: "aoi@example.com", password: "nope" });
  assert.strictEqual(res.status, 401);
});

test("logs in and reads /me", async () => {
  const agent = request.agent(app);
  const res = await agent.post("/auth/login").send({ email: "aoi@example.com", password: "correct horse" });
  assert.strictEqual(res.status, 200);
  const me = await agent.get("/auth/me");
  assert.strictEqual(me.status, 200);
  assert.strictEqual(me.body.role, "editor");
});

test("logout clears the session", async () => {
  const agent = request.agent(app);
  await agent.post("/auth/login").send({ email: "aoi@example.com", password: "correct horse" });
  const out = await agent.post("/auth/logout");
  assert.strictEqual(out.status, 204);
  const me = await agent.get("/auth/me");
  assert.strictEqual(me.status, 401);
});

test("remember sets a persistent cookie", async () => {
  const res = await request(app)
    .post("/auth/login")
    .send({ email: "aoi@example.com", password: "correct horse", remember: true });
  assert.strictEqual(res.status, 200);
  const cookie = res.headers["set-cookie"].find((c) => c.startsWith("sid="));
  assert.match(cookie, /Expires=/);
});

test("health is public", async () => {
  const res = await request(app).get("/health");
  assert.strictEqual(res.status, 200);
});
