const test = require("node:test");
const assert = require("node:assert");
const { verifySignature, computeSignature, parseHeader } = require("../src/verify");

function fakeReq(header, body) {
  return { rawBody: body, get: (name) => (name === "X-Pay-Signature" ? header : undefined) };
}

test("accepts a fresh valid signature", () => {
  const body = JSON.stringify({ id: "evt_1" });
  const sig = computeSignature("s3cret", "1700000000", body);
  const r = verifySignature(fakeReq(`t=1700000000,v1=${sig}`, body), "s3cret", 1700000100);
  assert.deepStrictEqual(r, { ok: true });
});

test("rejects an old timestamp", () => {
  const body = "{}";
  const sig = computeSignature("s3cret", "1700000000", body);
  const r = verifySignature(fakeReq(`t=1700000000,v1=${sig}`, body), "s3cret", 1700001000);
  assert.strictEqual(r.reason, "stale");
});

test("rejects a wrong signature", () => {
  const r = verifySignature(fakeReq("t=1700000000,v1=abcd", "{}"), "s3cret", 1700000000);
  assert.strictEqual(r.reason, "mismatch");
});

test("parseHeader ignores junk parts", () => {
  assert.deepStrictEqual(parseHeader("t=1, v1=ab ,junk,=x"), { t: "1", v1: "ab" });
});
