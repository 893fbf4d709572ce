const { test, mock } = require("node:test");
const assert = require("node:assert");
const request = require("supertest");

// mock before the app is loaded: routes/orders.js keeps the `query` it destructures at require time
const db = require("../src/db");
let nextRows = [];
mock.method(db, "query", async () => ({ rows: nextRows }));
const app = require("../src/app");

test("cancels a pending order", async () => {
  nextRows = [{ id: 7, status: "cancelled" }];
  const res = await request(app).post("/orders/7/cancel").set("x-user-id", "3");
  assert.strictEqual(res.status, 200);
  assert.deepStrictEqual(res.body, { id: 7, status: "cancelled" });
});

test("refuses an order that is not pending", async () => {
  nextRows = [];
  const res = await request(app).post("/orders/8/cancel").set("x-user-id", "3");
  assert.strictEqual(res.status, 409);
});

test("needs a user", async () => {
  const res = await request(app).post("/orders/8/cancel");
  assert.strictEqual(res.status, 401);
});
