// Unit tests for the shared paging helper (run with `npm test`).
const test = require("node:test");
const assert = require("node:assert/strict");
const { parsePaging, pageInfo, MAX_LIMIT } = require("../src/paginate");

test("defaults", () => {
  assert.deepEqual(parsePaging({}), { offset: 0, limit: 20 });
});

test("clamps limit", () => {
  assert.equal(parsePaging({ limit: "5000" }).limit, MAX_LIMIT);
  assert.equal(parsePaging({ limit: "0" }).limit, 20);
});

test("negative offset becomes zero", () => {
  assert.equal(parsePaging({ offset: "-3" }).offset, 0);
});

test("offset and limit pass through", () => {
  assert.deepEqual(parsePaging({ offset: "40", limit: "10" }), { offset: 40, limit: 10 });
});

test("garbage values fall back to defaults", () => {
  assert.deepEqual(parsePaging({ offset: "abc", limit: "x" }), { offset: 0, limit: 20 });
});

test("pageInfo.hasMore", () => {
  assert.equal(pageInfo(45, 40, 10).hasMore, false);
  assert.equal(pageInfo(45, 20, 10).hasMore, true);
});
