import { test } from "node:test";
import assert from "node:assert/strict";
import { clientKey } from "../src/middleware/rateLimit.js";

test("uses the socket address without a proxy header", () => {
  assert.equal(clientKey({ headers: {}, socket: { remoteAddress: "10.0.0.1" } }), "10.0.0.1");
});
