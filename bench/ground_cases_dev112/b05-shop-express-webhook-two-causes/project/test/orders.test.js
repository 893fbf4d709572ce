const request = require("supertest");
const { createApp } = require("../src/app");

function fakeDb(rows = []) {
  return {
    listOrders: jest.fn(async ({ limit }) => rows.slice(0, limit)),
    getOrder: jest.fn(async (id) => rows.find((r) => r.id === id)),
    cancelOrder: jest.fn(async () => true),
    markPaid: jest.fn(),
  };
}

describe("orders", () => {
  test("lists orders with a limit", async () => {
    const db = fakeDb([{ id: "1" }, { id: "2" }, { id: "3" }]);
    const res = await request(createApp(db)).get("/orders?limit=2");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
  });

  test("rejects a bad since", async () => {
    const res = await request(createApp(fakeDb())).get("/orders?since=yesterday");
    expect(res.status).toBe(400);
  });

  test("404 for unknown order", async () => {
    const res = await request(createApp(fakeDb())).get("/orders/zzz");
    expect(res.status).toBe(404);
  });

  test("cancel returns 204", async () => {
    const db = fakeDb([{ id: "1" }]);
    const res = await request(createApp(db)).post("/orders/1/cancel");
    expect(res.status).toBe(204);
    expect(db.cancelOrder).toHaveBeenCalledWith("1");
  });
});
