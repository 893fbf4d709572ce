const test = require("node:test");
const assert = require("node:assert");
const db = require("../src/db");

test("search does not crash on users without email", async () => {
  db.query = async () => ({ rows: [{ id: 1, name: "山田", email: null }, { id: 2, name: "佐藤", email: "sato@example.jp" }] });
  const router = require("../src/routes/users");
  const layer = router.stack.find((l) => l.route && l.route.path === "/");
  let body;
  const res = { json(b) { body = b; } };
  await layer.route.stack[0].handle({ query: { q: "sato" } }, res, (e) => { throw e; });
  assert.deepStrictEqual(body.map((u) => u.id), [2]);
});
