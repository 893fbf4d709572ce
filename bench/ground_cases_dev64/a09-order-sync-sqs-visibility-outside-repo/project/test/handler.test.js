import { test } from "node:test";
import assert from "node:assert/strict";
import { parseEvent } from "../src/handler.js";

const message = (body) => ({ MessageId: "m-1", Body: JSON.stringify(body) });

test("parses an order.placed event", () => {
  const order = parseEvent(message({ type: "order.placed", order: { number: "SO-1", lines: [], customer: "c1", total: 10 } }));
  assert.equal(order.orderNumber, "SO-1");
});

test("ignores other event types", () => {
  assert.equal(parseEvent(message({ type: "order.archived", order: {} })), null);
});

test("keeps totals as sent", () => {
  const order = parseEvent(message({ type: "order.updated", order: { number: "SO-2", lines: [], customer: "c1", total: 99.5 } }));
  assert.equal(order.total, 99.5);
});
