const test = require("node:test");
const assert = require("node:assert");
const { SessionCache } = require("../lib/session-cache");

test("fresh right after touch", () => {
  const c = new SessionCache(1000);
  c.touch("a");
  assert.ok(c.isFresh("a"));
});
