"use strict";

const { test } = require("node:test");
const assert = require("node:assert");
const request = require("supertest");
const { createApp } = require("../src/app");
const { createMemoryStorage } = require("../src/lib/storage");

function app() {
  return createApp({ storage: createMemoryStorage() });
}

test("uploads a 5MB jpeg", async () => {
  const res = await request(app())
    .post("/photos")
    .attach("photo", Buffer.alloc(5 * 1024 * 1024, 1), { filename: "big.jpg", contentType: "image/jpeg" });
  assert.strictEqual(res.status, 201);
  assert.strictEqual(res.body.size, 5 * 1024 * 1024);
});

test("rejects files over the limit with JSON", async () => {
  const res = await request(app())
    .post("/photos")
    .attach("photo", Buffer.alloc(21 * 1024 * 1024, 1), { filename: "huge.jpg", contentType: "image/jpeg" });
  assert.strictEqual(res.status, 413);
  assert.strictEqual(res.body.error, "file_too_large");
});

test("uses a uuid key and keeps the extension", async () => {
  const res = await request(app())
    .post("/photos")
    .attach("photo", Buffer.alloc(10, 1), { filename: "夏休み 写真.JPG", contentType: "image/jpeg" });
  assert.strictEqual(res.status, 201);
  assert.match(res.body.key, /^photos\/[0-9a-f-]{36}\.jpg$/);
});

test("requires a photo", async () => {
  const res = await request(app()).post("/photos").field("title", "x");
  assert.strictEqual(res.status, 400);
});
