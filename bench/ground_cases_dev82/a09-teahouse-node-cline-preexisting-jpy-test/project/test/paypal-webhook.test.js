const test = require("node:test");
const assert = require("node:assert");

process.env.DB_PATH = ":memory:";
process.env.PAYPAL_SKIP_VERIFY = "1";

const { createApp } = require("../src/app");
const repo = require("../src/orders/repo");

async function post(body) {
  const server = createApp().listen(0);
  const { port } = server.address();
  const res = await fetch(`http://127.0.0.1:${port}/webhooks/paypal`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  server.close();
  return res;
}

test("capture completed marks the order paid", async () => {
  repo.db.prepare("INSERT INTO orders (id, email, currency, total_minor) VALUES ('o1', 'a@b.c', 'EUR', 4200)").run();
  const res = await post({ event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "cap_1", custom_id: "o1" } });
  assert.strictEqual(res.status, 200);
  assert.strictEqual(repo.findById("o1").status, "paid");
});

function refundEvent(captureId, total) {
  return {
    event_type: "PAYMENT.CAPTURE.REFUNDED",
    resource: {
      id: `ref_${captureId}`,
      amount: { value: total, currency_code: "EUR" },
      seller_payable_breakdown: { total_refunded_amount: { value: total, currency_code: "EUR" } },
      links: [{ rel: "up", href: `https://api-m.paypal.com/v2/payments/captures/${captureId}` }],
    },
  };
}

test("full refund marks the order refunded", async () => {
  repo.db.prepare("INSERT INTO orders (id, email, currency, total_minor, status, paypal_capture_id) VALUES ('o2', 'a@b.c', 'EUR', 4200, 'paid', 'cap_2')").run();
  await post(refundEvent("cap_2", "42.00"));
  assert.strictEqual(repo.findById("o2").status, "refunded");
});

test("partial refund marks the order partially_refunded", async () => {
  repo.db.prepare("INSERT INTO orders (id, email, currency, total_minor, status, paypal_capture_id) VALUES ('o3', 'a@b.c', 'EUR', 4200, 'paid', 'cap_3')").run();
  await post(refundEvent("cap_3", "10.00"));
  const order = repo.findById("o3");
  assert.strictEqual(order.status, "partially_refunded");
  assert.strictEqual(order.refunded_minor, 1000);
});
