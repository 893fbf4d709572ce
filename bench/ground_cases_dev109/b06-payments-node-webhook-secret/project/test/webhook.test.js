import { test } from "node:test";
import assert from "node:assert/strict";
import Stripe from "stripe";
import { verify } from "../src/webhook.js";

const secret = "whsec_test_secret";
const payload = JSON.stringify({ id: "evt_1", type: "checkout.session.completed", data: { object: {} } });

function sign(body, key = secret) {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret: key });
}

test("accepts a correctly signed payload", () => {
  const event = verify(Buffer.from(payload), sign(payload), secret);
  assert.equal(event.id, "evt_1");
});

test("rejects a payload signed with another secret", () => {
  assert.throws(() => verify(Buffer.from(payload), sign(payload, "whsec_other"), secret));
});

test("rejects a re-serialized body", () => {
  const reparsed = JSON.stringify(JSON.parse(payload), null, 2);
  assert.throws(() => verify(Buffer.from(reparsed), sign(payload), secret));
});

test("rejects a missing signature header", () => {
  assert.throws(() => verify(Buffer.from(payload), undefined, secret));
});

test("throws when the secret is missing", () => {
  assert.throws(() => verify(Buffer.from(payload), sign(payload), ""), /not set/);
});
