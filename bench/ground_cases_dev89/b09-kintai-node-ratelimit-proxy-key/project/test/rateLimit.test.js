const test = require("node:test");
const assert = require("node:assert");
const rateLimit = require("../src/middleware/rateLimit");

function fakeRes() {
  return { statusCode: 200, headers: {}, set(k, v) { this.headers[k] = v; }, status(c) { this.statusCode = c; return this; }, json() { return this; } };
}

test("blocks after max requests in a window", () => {
  const mw = rateLimit({ windowMs: 1000, max: 2 });
  const req = { connection: { remoteAddress: "10.0.0.1" } };
  let passed = 0;
  for (let i = 0; i < 3; i++) mw(req, fakeRes(), () => passed++);
  assert.strictEqual(passed, 2);
});
