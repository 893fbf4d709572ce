const { test, mock } = require("node:test");
const assert = require("node:assert");
const request = require("supertest");
const Stripe = require("stripe");

process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_123";
const subscriptions = require("../src/billing/subscriptions");
mock.method(subscriptions, "upsertFromStripe", async () => {});
const { app } = require("../src/server");

function signed(payload) {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_test_123" });
  return { body, header };
}

test("accepts a correctly signed event", async () => {
  const { body, header } = signed({ id: "evt_1", type: "customer.created", data: { object: {} } });
  const res = await request(app).post("/webhooks/stripe").set("stripe-signature", header)
    .set("content-type", "application/json").send(body);
  assert.strictEqual(res.status, 200);
  assert.strictEqual(res.body.ignored, "customer.created");
});

test("acks handled events", async () => {
  const sub = { id: "sub_1", customer: "cus_1", status: "active", items: { data: [] } };
  const { body, header } = signed({ id: "evt_2", type: "customer.subscription.updated", data: { object: sub } });
  const res = await request(app).post("/webhooks/stripe").set("stripe-signature", header)
    .set("content-type", "application/json").send(body);
  assert.strictEqual(res.status, 200);
  assert.deepStrictEqual(res.body, { received: true });
});

test("rejects a bad signature", async () => {
  const res = await request(app).post("/webhooks/stripe").set("stripe-signature", "t=1,v1=nope")
    .set("content-type", "application/json").send("{}");
  assert.strictEqual(res.status, 400);
});
