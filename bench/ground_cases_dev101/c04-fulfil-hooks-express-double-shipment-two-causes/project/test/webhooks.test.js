const crypto = require("crypto");
const request = require("supertest");

jest.mock("../src/db", () => ({
  isProcessed: jest.fn(),
  markProcessed: jest.fn(),
  findOrderByPaymentId: jest.fn(),
  setOrderStatus: jest.fn(),
  pool: { query: jest.fn() },
}));
jest.mock("../src/queue/shipments", () => ({
  enqueueShipment: jest.fn(),
  connection: { ping: jest.fn() },
}));

const db = require("../src/db");
const { enqueueShipment } = require("../src/queue/shipments");
const { createApp } = require("../src/app");

process.env.PAYMENT_WEBHOOK_SECRET = "test-secret";

function signed(body) {
  const raw = JSON.stringify(body);
  const sig = crypto.createHmac("sha256", "test-secret").update(raw).digest("hex");
  return request(createApp()).post("/webhooks/payment").set("Content-Type", "application/json").set("X-Pay-Signature", sig).send(raw);
}

const paid = { id: "evt_1", type: "payment.succeeded", data: { payment_id: "pay_9" } };

beforeEach(() => jest.resetAllMocks());

test("rejects a bad signature", async () => {
  const res = await request(createApp()).post("/webhooks/payment").set("Content-Type", "application/json")
    .set("X-Pay-Signature", "nope").send(JSON.stringify(paid));
  expect(res.status).toBe(401);
});

test("enqueues a shipment once for a new event", async () => {
  db.isProcessed.mockResolvedValue(false);
  db.findOrderByPaymentId.mockResolvedValue({ id: 42, items: [], address: {} });
  const res = await signed(paid);
  expect(res.status).toBe(200);
  expect(enqueueShipment).toHaveBeenCalledTimes(1);
  expect(db.markProcessed).toHaveBeenCalledWith("evt_1");
});

test("ignores an event it has already processed", async () => {
  db.isProcessed.mockResolvedValue(true);
  const res = await signed(paid);
  expect(res.body.duplicate).toBe(true);
  expect(enqueueShipment).not.toHaveBeenCalled();
});
