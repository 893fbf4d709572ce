import { beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { buildServer } from "../src/server.js";

const secret = "whsec_test_secret";
process.env.STRIPE_SECRET_KEY = "sk_test_dummy";
process.env.STRIPE_WEBHOOK_SECRET = secret;

const stripe = new Stripe("sk_test_dummy", { apiVersion: "2024-06-20" });
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  app = await buildServer();
});

function signed(payload: object) {
  const body = JSON.stringify(payload);
  const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, header };
}

describe("POST /webhooks/stripe", () => {
  it("accepts a correctly signed event", async () => {
    const { body, header } = signed({ id: "evt_1", type: "invoice.paid", data: { object: { id: "in_1" } } });
    const res = await app.inject({
      method: "POST",
      url: "/webhooks/stripe",
      headers: { "stripe-signature": header, "content-type": "application/json" },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });

  it("rejects a bad signature", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/webhooks/stripe",
      headers: { "stripe-signature": "t=1,v1=deadbeef", "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(400);
  });
});
