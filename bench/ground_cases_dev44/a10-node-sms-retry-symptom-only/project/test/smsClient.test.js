"use strict";

const { test, mock, afterEach } = require("node:test");
const assert = require("node:assert/strict");

process.env.SMS_API_KEY = "test";
const { sendSms, HttpError } = require("../src/clients/smsClient");

afterEach(() => mock.restoreAll());

test("returns the provider message id", async () => {
  mock.method(globalThis, "fetch", async () => new Response(JSON.stringify({ id: "msg_1" }), { status: 201 }));
  assert.equal(await sendSms("+4915100000000", "hi"), "msg_1");
});

test("throws HttpError with the status", async () => {
  mock.method(globalThis, "fetch", async () => new Response("bad number", { status: 400 }));
  await assert.rejects(sendSms("+49", "hi"), (err) => err instanceof HttpError && err.status === 400);
});
