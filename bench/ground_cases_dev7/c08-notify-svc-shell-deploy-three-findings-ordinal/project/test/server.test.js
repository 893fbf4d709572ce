const test = require("node:test");
const assert = require("node:assert");

test("package name", () => {
  assert.strictEqual(require("../package.json").name, "notify-svc");
});
