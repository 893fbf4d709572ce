const { test } = require("node:test");
const assert = require("node:assert");
const { createApp } = require("../src/app");

async function withServer(fn) {
  const server = createApp().listen(0);
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    await fn(base);
  } finally {
    server.close();
  }
}

test("creates and reads a member", async () => {
  await withServer(async (base) => {
    const res = await fetch(`${base}/members`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Lin", email: "lin@example.com" }),
    });
    assert.strictEqual(res.status, 201);
    const created = await res.json();
    const again = await fetch(`${base}/members/${created.id}`);
    assert.strictEqual((await again.json()).email, "lin@example.com");
  });
});

test("rejects a member without email", async () => {
  await withServer(async (base) => {
    const res = await fetch(`${base}/members`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Lin" }),
    });
    assert.strictEqual(res.status, 400);
  });
});
