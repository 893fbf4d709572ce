import assert from "node:assert/strict";
import { test } from "node:test";

test("SESSION_TTL defaults to an hour", async () => {
  delete process.env.SESSION_TTL;
  const { config } = await import("../src/config.js?default");
  assert.equal(config.sessionTtl, 3600);
});

test("describeConfig hides redis credentials", async () => {
  process.env.REDIS_URL = "redis://user:secret@cache:6379";
  const { describeConfig } = await import("../src/config.js?masked");
  assert.equal(describeConfig().redisUrl, "redis://***@cache:6379");
});

test("LOGIN_MAX_ATTEMPTS is read from the environment", async () => {
  process.env.LOGIN_MAX_ATTEMPTS = "3";
  const { config } = await import("../src/config.js?attempts");
  assert.equal(config.loginRateLimit.max, 3);
  delete process.env.LOGIN_MAX_ATTEMPTS;
});

test("a bad integer is rejected", async () => {
  process.env.PORT = "eighty";
  await assert.rejects(import("../src/config.js?bad"), /PORT must be an integer/);
  delete process.env.PORT;
});
