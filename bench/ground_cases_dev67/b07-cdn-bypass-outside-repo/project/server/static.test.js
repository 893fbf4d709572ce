const test = require("node:test");
const assert = require("node:assert");
const { staticOptions, isHashed, describe } = require("./static");

function headersFor(kind, file) {
  const headers = {};
  const res = { setHeader: (k, v) => (headers[k] = v) };
  staticOptions(kind).setHeaders(res, file);
  return headers;
}

test("assets cache for 30 days", () => {
  assert.strictEqual(headersFor("assets", "/x/app.1a2b3c4d.js")["Cache-Control"], "public, max-age=2592000, immutable");
});

test("images cache for 7 days", () => {
  assert.strictEqual(headersFor("images", "/x/a.3fa9c1d2.webp")["Cache-Control"], "public, max-age=604800, immutable");
});

test("html is not cached", () => {
  assert.strictEqual(headersFor("assets", "/x/index.html")["Cache-Control"], "no-cache");
});

test("detects hashed names", () => {
  assert.ok(isHashed("shirt.3fa9c1d2.webp"));
  assert.ok(!isHashed("shirt.webp"));
});

test("describe reports etag settings", () => {
  assert.deepStrictEqual(describe("images"), { kind: "images", etag: true, lastModified: false });
});
